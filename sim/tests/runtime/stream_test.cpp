// Streams: asynchronous FIFO execution, failures surfacing at synchronisation, handle checks
// (docs/zh/api_ref/06_stream_management.md).
#include <atomic>
#include <chrono>
#include <cstring>
#include <future>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "acl_test_util.h"

using ascsim::rt::EnqueueTask;
using ascsim::rt::ReportAsyncError;

namespace {

// A task that blocks its stream until the test opens the gate.
struct Gate {
    std::promise<void> promise;
    std::shared_future<void> future = promise.get_future().share();
    ascsim::rt::StreamTask Task() const
    {
        auto f = future;
        return [f] {
            f.wait();
            return ACL_SUCCESS;
        };
    }
    void Open() { promise.set_value(); }
};

class StreamTest : public AclTest {
protected:
    void SetUp() override
    {
        AclTest::SetUp();
        ASSERT_EQ(aclrtCreateStream(&stream_), ACL_SUCCESS);
        ASSERT_NE(stream_, nullptr);
    }
    aclrtStream stream_ = nullptr;
};

} // namespace

TEST_F(StreamTest, TasksRunInFifoOrderOnAnotherThread)
{
    std::mutex mu;
    std::vector<int> order;
    const auto caller = std::this_thread::get_id();
    std::atomic<bool> ranElsewhere{true};
    for (int i = 0; i < 20; ++i) {
        ASSERT_EQ(EnqueueTask(stream_,
                              [i, &mu, &order, caller, &ranElsewhere] {
                                  if (i == 0)
                                      std::this_thread::sleep_for(std::chrono::milliseconds(30)); // slow first
                                  if (std::this_thread::get_id() == caller)
                                      ranElsewhere = false;
                                  std::lock_guard<std::mutex> lock(mu);
                                  order.push_back(i);
                                  return ACL_SUCCESS;
                              }),
                  ACL_SUCCESS);
    }
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    std::vector<int> expected(20);
    for (int i = 0; i < 20; ++i)
        expected[i] = i;
    EXPECT_EQ(order, expected);
    EXPECT_TRUE(ranElsewhere.load());
}

TEST_F(StreamTest, SlowTaskThenMemsetIsOrdered)
{
    void* dev = nullptr;
    ASSERT_EQ(aclrtMalloc(&dev, 32, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(EnqueueTask(stream_,
                          [dev] {
                              std::this_thread::sleep_for(std::chrono::milliseconds(30));
                              std::memset(dev, 1, 32);
                              return ACL_SUCCESS;
                          }),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtMemsetAsync(dev, 32, 2, 16, stream_), ACL_SUCCESS); // must land after the slow task
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    uint8_t out[32];
    ASSERT_EQ(aclrtMemcpy(out, 32, dev, 32, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(out[0], 2);
    EXPECT_EQ(out[15], 2);
    EXPECT_EQ(out[16], 1);
}

TEST_F(StreamTest, ReadBeforeSynchronisingSeesStaleData)
{
    void* dev = nullptr;
    ASSERT_EQ(aclrtMalloc(&dev, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemset(dev, 64, 0, 64), ACL_SUCCESS);
    Gate gate;
    ASSERT_EQ(EnqueueTask(nullptr, gate.Task()), ACL_SUCCESS); // default stream
    ASSERT_EQ(aclrtMemsetAsync(dev, 64, 7, 64, nullptr), ACL_SUCCESS);
    uint8_t out[64];
    ASSERT_EQ(aclrtMemcpy(out, 64, dev, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS); // does not wait
    EXPECT_EQ(out[0], 0);
    EXPECT_EQ(out[63], 0);
    aclrtStreamStatus status = ACL_STREAM_STATUS_COMPLETE;
    ASSERT_EQ(aclrtStreamQuery(nullptr, &status), ACL_SUCCESS);
    EXPECT_EQ(status, ACL_STREAM_STATUS_NOT_READY);
    gate.Open();
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtStreamQuery(nullptr, &status), ACL_SUCCESS);
    EXPECT_EQ(status, ACL_STREAM_STATUS_COMPLETE);
    ASSERT_EQ(aclrtMemcpy(out, 64, dev, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(out[0], 7);
    EXPECT_EQ(out[63], 7);
}

TEST_F(StreamTest, StreamsAreIndependent)
{
    aclrtStream other = nullptr;
    ASSERT_EQ(aclrtCreateStream(&other), ACL_SUCCESS);
    EXPECT_NE(other, stream_);
    Gate gate;
    ASSERT_EQ(EnqueueTask(stream_, gate.Task()), ACL_SUCCESS);
    std::atomic<bool> ran{false};
    ASSERT_EQ(EnqueueTask(other,
                          [&ran] {
                              ran = true;
                              return ACL_SUCCESS;
                          }),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(other), ACL_SUCCESS); // not blocked by the gated stream
    EXPECT_TRUE(ran.load());
    gate.Open();
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    EXPECT_EQ(aclrtDestroyStream(other), ACL_SUCCESS);
}

TEST_F(StreamTest, FailedTaskSurfacesAtTheNextSynchronisation)
{
    std::atomic<bool> laterRan{false};
    ASSERT_EQ(EnqueueTask(stream_,
                          [] {
                              ReportAsyncError("kernel add_custom: out-of-bounds write at GM offset 4096");
                              return ACL_ERROR_RT_AICORE_EXCEPTION;
                          }),
              ACL_SUCCESS);
    ASSERT_EQ(EnqueueTask(stream_,
                          [&laterRan] {
                              laterRan = true;
                              return ACL_SUCCESS;
                          }),
              ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_AICORE_EXCEPTION);
    const std::string msg = RecentErr();
    EXPECT_NE(msg.find("aclrtSynchronizeStream"), std::string::npos);
    EXPECT_NE(msg.find("kernel add_custom: out-of-bounds write at GM offset 4096"), std::string::npos);
    EXPECT_NE(msg.find("507015"), std::string::npos);
    EXPECT_TRUE(laterRan.load());                            // default ACL_CONTINUE_ON_FAILURE: later tasks still run
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS); // reported once
    EXPECT_EQ(RecentErr(), "");
}

TEST_F(StreamTest, FirstFailureWinsAndLaterOnesAreCounted)
{
    ASSERT_EQ(EnqueueTask(stream_, [] { return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION; }), ACL_SUCCESS);
    ASSERT_EQ(EnqueueTask(stream_, [] { return ACL_ERROR_RT_AICORE_EXCEPTION; }), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    EXPECT_NE(RecentErr().find("1 later task(s) failed too"), std::string::npos);
}

TEST_F(StreamTest, ThrowingTaskIsAnInternalError)
{
    ASSERT_EQ(EnqueueTask(stream_, []() -> aclError { throw std::runtime_error("boom"); }), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_INTERNAL_ERROR);
    EXPECT_NE(RecentErr().find("boom"), std::string::npos);
}

TEST_F(StreamTest, StopOnFailureSkipsLaterTasksAndRefusesNewOnes)
{
    ASSERT_EQ(aclrtSetStreamFailureMode(stream_, ACL_STOP_ON_FAILURE), ACL_SUCCESS);
    EXPECT_EQ(aclrtSetStreamFailureMode(stream_, ACL_STOP_ON_FAILURE), ACL_ERROR_INVALID_PARAM); // once only
    EXPECT_NE(RecentErr().find("already set"), std::string::npos);
    EXPECT_EQ(aclrtSetStreamFailureMode(nullptr, 7), ACL_ERROR_INVALID_PARAM);
    std::atomic<bool> laterRan{false};
    // The failing task waits for a gate, so the later task is surely queued before the failure
    // (otherwise the stream could already refuse it).
    std::promise<void> gate;
    std::shared_future<void> opened = gate.get_future().share();
    ASSERT_EQ(EnqueueTask(stream_,
                          [opened] {
                              opened.wait();
                              return ACL_ERROR_RT_AICORE_EXCEPTION;
                          }),
              ACL_SUCCESS);
    ASSERT_EQ(EnqueueTask(stream_,
                          [&laterRan] {
                              laterRan = true;
                              return ACL_SUCCESS;
                          }),
              ACL_SUCCESS);
    gate.set_value();
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_AICORE_EXCEPTION);
    EXPECT_FALSE(laterRan.load());
    (void)aclGetRecentErrMsg();
    EXPECT_EQ(EnqueueTask(stream_, [] { return ACL_SUCCESS; }), ACL_ERROR_RT_STREAM_ABORT);
    EXPECT_NE(RecentErr().find("accepts no new tasks"), std::string::npos);
    EXPECT_EQ(aclrtDestroyStream(stream_), ACL_SUCCESS);
}

TEST_F(StreamTest, UnknownAndDestroyedHandlesAreRejected)
{
    const auto bogus = reinterpret_cast<aclrtStream>(0x1234);
    EXPECT_EQ(aclrtSynchronizeStream(bogus), ACL_ERROR_RT_INVALID_HANDLE);
    EXPECT_NE(RecentErr().find("not a live stream"), std::string::npos);
    EXPECT_EQ(EnqueueTask(bogus, [] { return ACL_SUCCESS; }), ACL_ERROR_RT_INVALID_HANDLE);
    EXPECT_EQ(aclrtDestroyStream(bogus), ACL_ERROR_RT_INVALID_HANDLE);

    ASSERT_EQ(aclrtDestroyStream(stream_), ACL_SUCCESS);
    EXPECT_EQ(aclrtDestroyStream(stream_), ACL_ERROR_RT_INVALID_HANDLE);
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_INVALID_HANDLE);
    EXPECT_EQ(EnqueueTask(stream_, [] { return ACL_SUCCESS; }), ACL_ERROR_RT_INVALID_HANDLE);
    aclrtStreamStatus status;
    EXPECT_EQ(aclrtStreamQuery(stream_, &status), ACL_ERROR_RT_INVALID_HANDLE);
    // A new stream never reuses a destroyed handle.
    aclrtStream fresh = nullptr;
    ASSERT_EQ(aclrtCreateStream(&fresh), ACL_SUCCESS);
    EXPECT_NE(fresh, stream_);
    EXPECT_EQ(aclrtDestroyStream(fresh), ACL_SUCCESS);
}

TEST_F(StreamTest, ParameterErrors)
{
    EXPECT_EQ(aclrtCreateStream(nullptr), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtDestroyStream(nullptr), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("default stream"), std::string::npos);
    EXPECT_EQ(EnqueueTask(stream_, ascsim::rt::StreamTask()), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtStreamQuery(stream_, nullptr), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(stream_, -2), ACL_ERROR_INVALID_PARAM);
}

TEST_F(StreamTest, DestroyDrainsPendingTasks)
{
    std::atomic<int> done{0};
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(EnqueueTask(stream_,
                              [&done] {
                                  std::this_thread::sleep_for(std::chrono::milliseconds(10));
                                  ++done;
                                  return ACL_SUCCESS;
                              }),
                  ACL_SUCCESS);
    }
    ASSERT_EQ(aclrtDestroyStream(stream_), ACL_SUCCESS);
    EXPECT_EQ(done.load(), 3);
}

TEST_F(StreamTest, SynchronizeWithTimeout)
{
    Gate gate;
    ASSERT_EQ(EnqueueTask(stream_, gate.Task()), ACL_SUCCESS);
    ASSERT_EQ(EnqueueTask(stream_, [] { return ACL_ERROR_RT_AICORE_EXCEPTION; }), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(stream_, 20), ACL_ERROR_RT_STREAM_SYNC_TIMEOUT);
    EXPECT_NE(RecentErr().find("still busy after 20 ms"), std::string::npos);
    EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(stream_, 0), ACL_ERROR_RT_STREAM_SYNC_TIMEOUT);
    EXPECT_EQ(aclrtSynchronizeDeviceWithTimeout(20), ACL_ERROR_RT_STREAM_SYNC_TIMEOUT);
    gate.Open();
    EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(stream_, -1), ACL_ERROR_RT_AICORE_EXCEPTION); // kept until now
    EXPECT_EQ(aclrtSynchronizeStreamWithTimeout(stream_, 0), ACL_SUCCESS);
}

TEST_F(StreamTest, SynchronizeDeviceWaitsForEveryStreamAndReportsFailures)
{
    std::atomic<int> done{0};
    auto slow = [&done] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        ++done;
        return ACL_SUCCESS;
    };
    ASSERT_EQ(EnqueueTask(stream_, slow), ACL_SUCCESS);
    ASSERT_EQ(EnqueueTask(nullptr, slow), ACL_SUCCESS);
    ASSERT_EQ(EnqueueTask(stream_,
                          [] {
                              ReportAsyncError("vector core trap");
                              return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION;
                          }),
              ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeDevice(), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    EXPECT_EQ(done.load(), 2);
    const std::string err = RecentErr();
    EXPECT_NE(err.find("vector core trap"), std::string::npos);
    // the runtime call and its reason, as a 950 prints them (asc-devkit SIMT 09_log's output)
    EXPECT_NE(err.find("EZ9999: Inner Error!\nrtDeviceSynchronize execution failed, reason=vector core exception\n"),
              std::string::npos)
        << err;
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS); // consumed by the device sync
}

TEST_F(StreamTest, TasksSeeTheirStreamsDeviceAndMayNotBlock)
{
    std::atomic<int32_t> device{-2};
    std::atomic<bool> inTask{false};
    std::atomic<aclError> syncFromTask{ACL_SUCCESS};
    std::atomic<aclError> resetFromTask{ACL_SUCCESS};
    std::atomic<bool> nested{false};
    ASSERT_EQ(EnqueueTask(stream_,
                          [&, s = stream_] {
                              device = ascsim::rt::CurrentDevice();
                              inTask = ascsim::rt::InStreamTask();
                              syncFromTask = aclrtSynchronizeStream(s);
                              resetFromTask = aclrtResetDevice(0);
                              (void)aclGetRecentErrMsg();
                              // Queuing more work from a task is fine.
                              return EnqueueTask(s, [&nested] {
                                  nested = true;
                                  return ACL_SUCCESS;
                              });
                          }),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    EXPECT_EQ(device.load(), 0);
    EXPECT_TRUE(inTask.load());
    EXPECT_FALSE(ascsim::rt::InStreamTask());
    EXPECT_EQ(syncFromTask.load(), ACL_ERROR_API_NOT_SUPPORT);
    EXPECT_EQ(resetFromTask.load(), ACL_ERROR_API_NOT_SUPPORT);
    EXPECT_TRUE(nested.load());
}

TEST_F(StreamTest, ResetDeviceDrainsAndDestroysItsStreams)
{
    std::atomic<bool> done{false};
    ASSERT_EQ(EnqueueTask(stream_,
                          [&done] {
                              std::this_thread::sleep_for(std::chrono::milliseconds(20));
                              done = true;
                              return ACL_SUCCESS;
                          }),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    EXPECT_TRUE(done.load());
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_INVALID_HANDLE); // destroyed with the device
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);                 // fresh default stream
}

TEST_F(StreamTest, NoDeviceMeansNoStream)
{
    aclError enqueue = ACL_SUCCESS;
    aclError create = ACL_SUCCESS;
    aclError sync = ACL_SUCCESS;
    std::thread([&] {
        enqueue = EnqueueTask(nullptr, [] { return ACL_SUCCESS; });
        aclrtStream s = nullptr;
        create = aclrtCreateStream(&s);
        sync = aclrtSynchronizeStream(nullptr);
    }).join();
    EXPECT_EQ(enqueue, ACL_ERROR_RT_CONTEXT_NULL);
    EXPECT_EQ(create, ACL_ERROR_RT_CONTEXT_NULL);
    EXPECT_EQ(sync, ACL_ERROR_RT_CONTEXT_NULL);
}

TEST_F(StreamTest, StreamsBelongToTheirDevice)
{
    ScopedEnv env("ASCEND_SIM_DEVICE_COUNT", "2");
    Reinit();
    ASSERT_EQ(aclrtCreateStream(&stream_), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(1), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_STREAM_CONTEXT);
    EXPECT_NE(RecentErr().find("belongs to device 0 but the current device is 1"), std::string::npos);
    EXPECT_EQ(EnqueueTask(stream_, [] { return ACL_SUCCESS; }), ACL_ERROR_RT_STREAM_CONTEXT);
    EXPECT_EQ(aclrtDestroyStream(stream_), ACL_ERROR_RT_STREAM_CONTEXT);
    std::atomic<int32_t> device{-1};
    ASSERT_EQ(EnqueueTask(nullptr,
                          [&device] {
                              device = ascsim::rt::CurrentDevice();
                              return ACL_SUCCESS;
                          }),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
    EXPECT_EQ(device.load(), 1); // the default stream of device 1
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(aclrtDestroyStream(stream_), ACL_SUCCESS);
}

TEST_F(StreamTest, ManyThreadsQueueOnOneStream)
{
    std::atomic<int> count{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([this, &count] {
            ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
            for (int i = 0; i < 100; ++i) {
                ASSERT_EQ(EnqueueTask(stream_,
                                      [&count] {
                                          ++count;
                                          return ACL_SUCCESS;
                                      }),
                          ACL_SUCCESS);
            }
            ASSERT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
        });
    }
    for (auto& thread : threads)
        thread.join();
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    EXPECT_EQ(count.load(), 400);
}
