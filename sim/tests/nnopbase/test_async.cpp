// Asynchronous behaviour: phase 2 only queues the launch on the stream, and a kernel fault found
// by the sanitizer surfaces at aclrtSynchronizeStream (ACL_ERROR_RT_VECTOR_CORE_EXCEPTION) with the
// sanitizer's report in aclGetRecentErrMsg; the process and the stream carry on.
#include <future>
#include <memory>

#include "acl/error_codes/rt_error_codes.h"
#include "ascsim/runtime.h"
#include "nnop_test_util.h"

namespace nnoptest {
namespace {

class Async : public NnopTest {};

// Releases a blocked stream even when an assertion leaves the test early.
class Gate {
public:
    Gate() : future_(promise_.get_future().share()) {}
    ~Gate() { Open(); }
    void Open()
    {
        if (!opened_) {
            opened_ = true;
            promise_.set_value();
        }
    }
    std::shared_future<void> future() const { return future_; }

private:
    std::promise<void> promise_;
    std::shared_future<void> future_;
    bool opened_ = false;
};

TEST_F(Async, LaunchIsQueuedBehindEarlierWork)
{
    const int64_t n = 256;
    const std::vector<float> in = Ramp(n);
    const float stale = 12345.0f;
    DeviceMem xd(n * sizeof(float));
    DeviceMem yd(n * sizeof(float));
    xd.Upload(in);
    yd.Upload(std::vector<float>(n, stale));
    Tensor x({n}, ACL_FLOAT, xd.get());
    Tensor y({n}, ACL_FLOAT, yd.get());

    Gate gate;
    const std::shared_future<void> opened = gate.future();
    ASSERT_EQ(ascsim::rt::EnqueueTask(stream_,
                                      [opened]() -> aclError {
                                          opened.wait();
                                          return ACL_SUCCESS;
                                      }),
              ACL_SUCCESS);

    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, &exe), 0) << TakeErr();
    ASSERT_EQ(aclnnNnopScale(nullptr, ws, exe, stream_), 0) << TakeErr(); // returns with the kernel queued
    // aclrtMemcpy does not wait for the stream: the kernel has not run, y still holds the old data.
    EXPECT_EQ(yd.Download<float>(n), std::vector<float>(n, stale));
    aclrtStreamStatus status = ACL_STREAM_STATUS_COMPLETE;
    EXPECT_EQ(aclrtStreamQuery(stream_, &status), ACL_SUCCESS);
    EXPECT_EQ(status, ACL_STREAM_STATUS_NOT_READY);

    gate.Open();
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    const auto got = yd.Download<float>(n);
    for (int64_t i = 0; i < n; ++i) {
        ASSERT_EQ(got[i], 2.0f * in[i]) << i;
    }
}

TEST_F(Async, SanitizerFaultSurfacesAtSynchronize)
{
    const int64_t n = 100;
    DeviceMem xd(n * sizeof(float));
    DeviceMem yd(n * sizeof(float));
    xd.Upload(Ramp(n));
    Tensor x({n}, ACL_FLOAT, xd.get());
    Tensor y({n}, ACL_FLOAT, yd.get());
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopOverrunGetWorkspaceSize(x, y, &ws, &exe), 0) << TakeErr();
    ASSERT_EQ(aclnnNnopOverrun(nullptr, ws, exe, stream_), 0) << TakeErr(); // the fault is not known yet
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string msg = TakeErr();
    // The untemplated kernel's copy for the FLOAT column (DTYPE_X=float, DTYPE_Y=float) ran.
    EXPECT_NE(msg.find("NnopOverrun kernel nnop_overrun[DTYPE_X=float,DTYPE_Y=float] failed on the simulator"),
              std::string::npos)
        << msg;
    EXPECT_NE(msg.find("[ascend-sim sanitizer] memcheck"), std::string::npos) << msg;
    EXPECT_NE(msg.find("outside the GlobalTensor"), std::string::npos) << msg;
    EXPECT_NE(msg.find("nnop_overrun.cpp"), std::string::npos) << msg; // the kernel source location

    // The failure was reported once; the process, the device and the stream carry on.
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    const std::vector<float> in = Ramp(n, 1.0f, 0.5f);
    xd.Upload(in);
    ASSERT_EQ(RunScale(x, nullptr, y), 0) << TakeErr();
    const auto got = yd.Download<float>(n);
    for (int64_t i = 0; i < n; ++i) {
        ASSERT_EQ(got[i], 2.0f * in[i]) << i;
    }
}

// The caller frees a non-contiguous input while its launch is still queued: the staging copy
// must not read freed memory; the launch fails at synchronisation with a message.
TEST_F(Async, InputFreedWhileTheLaunchIsQueuedFailsTheLaunch)
{
    auto xd = std::make_unique<DeviceMem>(16 * sizeof(float));
    DeviceMem yd(16 * sizeof(float));
    Tensor x({4, 4}, ACL_FLOAT, xd->get(), {1, 4}); // transposed: staged through the workspace
    Tensor y({4, 4}, ACL_FLOAT, yd.get());

    Gate gate;
    const std::shared_future<void> opened = gate.future();
    ASSERT_EQ(ascsim::rt::EnqueueTask(stream_,
                                      [opened]() -> aclError {
                                          opened.wait();
                                          return ACL_SUCCESS;
                                      }),
              ACL_SUCCESS);
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, &exe), 0) << TakeErr();
    DeviceMem w(ws);
    ASSERT_EQ(aclnnNnopScale(w.get(), ws, exe, stream_), 0) << TakeErr();
    xd.reset();
    gate.Open();
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    EXPECT_NE(TakeErr().find("device memory was freed before the queued launch ran"), std::string::npos);
}

} // namespace
} // namespace nnoptest
