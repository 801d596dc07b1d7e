// aclrtMemcpy / aclrtMemset and their async forms (docs/zh/api_ref/11-03_memory_copy_and_set.md).
#include <cstring>
#include <future>
#include <numeric>
#include <thread>
#include <vector>

#include "acl_test_util.h"

namespace {

class MemcpyTest : public AclTest {
protected:
    void SetUp() override
    {
        AclTest::SetUp();
        ASSERT_EQ(aclrtMalloc(&dev_, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        ASSERT_EQ(aclrtMalloc(&dev2_, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        host_.resize(64);
        std::iota(host_.begin(), host_.end(), uint8_t{1});
        back_.assign(64, 0);
    }
    void* dev_ = nullptr;
    void* dev2_ = nullptr;
    std::vector<uint8_t> host_;
    std::vector<uint8_t> back_;
};

} // namespace

TEST_F(MemcpyTest, RoundTripsInEveryDirection)
{
    ASSERT_EQ(aclrtMemcpy(dev_, 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(dev2_, 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev2_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(back_, host_);

    std::vector<uint8_t> other(64, 0);
    ASSERT_EQ(aclrtMemcpy(other.data(), 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(other, host_);

    // ACL_MEMCPY_DEFAULT infers the direction; HOST_TO_BUF_TO_DEVICE / INNER_DEVICE_TO_DEVICE too.
    std::fill(back_.begin(), back_.end(), 0);
    ASSERT_EQ(aclrtMemset(dev2_, 64, 0, 64), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(dev2_, 64, host_.data(), 32, ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(static_cast<char*>(dev_) + 32, 32, dev2_, 32, ACL_MEMCPY_INNER_DEVICE_TO_DEVICE),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEFAULT), ACL_SUCCESS);
    EXPECT_EQ(0, std::memcmp(back_.data() + 32, host_.data(), 32));
    // count 0 is a no-op that succeeds.
    EXPECT_EQ(aclrtMemcpy(nullptr, 0, nullptr, 0, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
}

TEST_F(MemcpyTest, ParameterErrors)
{
    EXPECT_EQ(aclrtMemcpy(nullptr, 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("dst must not be null"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(dev_, 64, nullptr, 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtMemcpy(dev_, 64, host_.data(), 64, static_cast<aclrtMemcpyKind>(42)), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("unknown aclrtMemcpyKind 42"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(dev_, 16, host_.data(), 32, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("count 32 exceeds destMax 16"), std::string::npos);
}

TEST_F(MemcpyTest, KindMustMatchThePointers)
{
    std::vector<uint8_t> other(64, 0);
    EXPECT_EQ(aclrtMemcpy(other.data(), 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("needs device memory as destination"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(dev_, 64, dev2_, 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("needs host memory as source"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(back_.data(), 64, host_.data(), 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("needs device memory as source"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(dev_, 64, host_.data(), 64, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_EQ(aclrtMemcpy(dev_, 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_HOST), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("needs host memory as destination, but dst"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(dev_, 64, dev2_, 64, ACL_MEMCPY_INTER_DEVICE_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("two different devices"), std::string::npos);
    // Nothing was written by the failed calls.
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    for (uint8_t b : back_)
        EXPECT_EQ(b, ascsim::rt::kDeviceFreshByte);
}

TEST_F(MemcpyTest, RangesMustStayInsideTheirAllocation)
{
    void* small = nullptr;
    ASSERT_EQ(aclrtMalloc(&small, 20, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS); // usable: 32 bytes
    EXPECT_EQ(aclrtMemcpy(small, 32, host_.data(), 32, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemcpy(small, 64, host_.data(), 33, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("writing 33 bytes at offset 0 overflows the 32-byte device allocation"),
              std::string::npos);
    EXPECT_EQ(aclrtMemcpy(back_.data(), 64, static_cast<char*>(dev_) + 60, 8, ACL_MEMCPY_DEVICE_TO_HOST),
              ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("reading 8 bytes at offset 60 overflows"), std::string::npos);
    // A "host" range that runs into device memory is rejected (never dereferenced).
    const char* before = static_cast<const char*>(dev_) - 16;
    EXPECT_EQ(aclrtMemcpy(back_.data(), 64, before, 32, ACL_MEMCPY_HOST_TO_HOST), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("overlaps device memory"), std::string::npos);
    // Freed memory is unknown memory: H2D to it is a kind mismatch.
    ASSERT_EQ(aclrtFree(small), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemcpy(small, 32, host_.data(), 32, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
}

TEST_F(MemcpyTest, Memset)
{
    ASSERT_EQ(aclrtMemset(dev_, 64, 0x3C, 64), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    for (uint8_t b : back_)
        EXPECT_EQ(b, 0x3C);
    ASSERT_EQ(aclrtMemset(dev_, 64, 0x1FF, 8), ACL_SUCCESS); // only the low byte counts
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(back_[7], 0xFF);
    EXPECT_EQ(back_[8], 0x3C);

    void* pinned = nullptr;
    ASSERT_EQ(aclrtMallocHost(&pinned, 40), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemset(pinned, 40, 9, 40), ACL_SUCCESS); // host memory from aclrtMallocHost
    EXPECT_EQ(static_cast<uint8_t*>(pinned)[39], 9);
    EXPECT_EQ(aclrtMemset(pinned, 41, 9, 41), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("overflows its aclrtMallocHost block"), std::string::npos);
    EXPECT_EQ(aclrtFreeHost(pinned), ACL_SUCCESS);

    EXPECT_EQ(aclrtMemset(back_.data(), 64, 0, 64), ACL_ERROR_RT_PARAM_INVALID); // plain host memory
    EXPECT_NE(RecentErr().find("neither device memory nor an aclrtMallocHost block"), std::string::npos);
    EXPECT_EQ(aclrtMemset(dev_, 8, 0, 16), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("count 16 exceeds maxCount 8"), std::string::npos);
    EXPECT_EQ(aclrtMemset(static_cast<char*>(dev_) + 32, 64, 0, 64), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("overflows the 64-byte device allocation"), std::string::npos);
    EXPECT_EQ(aclrtMemset(nullptr, 8, 0, 8), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtMemset(nullptr, 0, 0, 0), ACL_SUCCESS);
}

TEST_F(MemcpyTest, NeedsADevice)
{
    aclError rc = ACL_SUCCESS;
    std::thread([&] { rc = aclrtMemcpy(dev_, 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE); }).join();
    EXPECT_EQ(rc, ACL_ERROR_RT_CONTEXT_NULL);
}

TEST_F(MemcpyTest, AsyncCopyWithPinnedMemoryRunsOnTheStream)
{
    void* pinned = nullptr;
    ASSERT_EQ(aclrtMallocHost(&pinned, 64), ACL_SUCCESS);
    std::memcpy(pinned, host_.data(), 64);
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    std::promise<void> gate;
    std::shared_future<void> opened = gate.get_future().share();
    ASSERT_EQ(ascsim::rt::EnqueueTask(stream,
                                      [opened] {
                                          opened.wait();
                                          return ACL_SUCCESS;
                                      }),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpyAsync(dev_, 64, pinned, 64, ACL_MEMCPY_HOST_TO_DEVICE, stream), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(back_[0], ascsim::rt::kDeviceFreshByte); // not copied yet: stale (host_[0] is 1)
    gate.set_value();
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(back_, host_);

    std::vector<uint8_t> out(64, 0);
    ASSERT_EQ(aclrtMemcpyAsync(pinned, 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST, stream), ACL_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    EXPECT_EQ(0, std::memcmp(pinned, host_.data(), 64));
    EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtFreeHost(pinned), ACL_SUCCESS);
}

TEST_F(MemcpyTest, AsyncCopyWithPageableMemoryCompletesBeforeReturning)
{
    ASSERT_EQ(aclrtMemcpyAsync(dev_, 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE, nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(back_, host_); // documented: pageable host memory makes the call synchronous
    EXPECT_EQ(aclrtMemcpyAsync(dev_, 64, host_.data(), 64, ACL_MEMCPY_DEVICE_TO_HOST, nullptr),
              ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_EQ(
        aclrtMemcpyAsync(dev_, 64, host_.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE, reinterpret_cast<aclrtStream>(0x1000)),
        ACL_ERROR_RT_INVALID_HANDLE);
}

TEST_F(MemcpyTest, AsyncOperationOnMemoryFreedBeforeItRunsFailsTheStream)
{
    void* doomed = nullptr;
    ASSERT_EQ(aclrtMalloc(&doomed, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    std::promise<void> gate;
    std::shared_future<void> opened = gate.get_future().share();
    ASSERT_EQ(ascsim::rt::EnqueueTask(nullptr,
                                      [opened] {
                                          opened.wait();
                                          return ACL_SUCCESS;
                                      }),
              ACL_SUCCESS);
    ASSERT_EQ(aclrtMemsetAsync(doomed, 64, 0, 64, nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtFree(doomed), ACL_SUCCESS); // freeing does not wait for tasks (documented)
    gate.set_value();
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_ERROR_RT_SYS_DMA);
    EXPECT_NE(RecentErr().find("no longer allocated"), std::string::npos);
}

TEST_F(MemcpyTest, MemsetAsync)
{
    ASSERT_EQ(aclrtMemsetAsync(dev_, 64, 0x42, 64, nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(back_.data(), 64, dev_, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    for (uint8_t b : back_)
        EXPECT_EQ(b, 0x42);
    EXPECT_EQ(aclrtMemsetAsync(dev_, 64, 0, 65, nullptr), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_EQ(aclrtMemsetAsync(back_.data(), 64, 0, 64, nullptr), ACL_ERROR_RT_PARAM_INVALID);
}

TEST(MemcpyMultiDevice, CopiesBetweenDevicesNeedPeerAccess)
{
    ScopedEnv env("ASCEND_SIM_DEVICE_COUNT", "2");
    (void)aclFinalize();
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    void* d0 = nullptr;
    ASSERT_EQ(aclrtMalloc(&d0, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(1), ACL_SUCCESS);
    void* d1 = nullptr;
    ASSERT_EQ(aclrtMalloc(&d1, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ascsim::rt::DeviceRange range;
    ASSERT_TRUE(ascsim::rt::LookupDeviceRange(d1, 64, &range));
    EXPECT_EQ(range.deviceId, 1);
    EXPECT_EQ(aclrtMemcpy(d1, 64, d0, 64, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_ERROR_RT_FEATURE_NOT_SUPPORT);
    EXPECT_NE(RecentErr().find("peer access"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(d1, 64, d0, 64, ACL_MEMCPY_INNER_DEVICE_TO_DEVICE), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_NE(RecentErr().find("one device"), std::string::npos);
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
    EXPECT_FALSE(ascsim::rt::LookupDeviceRange(d0, 1, nullptr)); // finalize released both devices
}

// initcheck of read-backs (memcpy.cpp, CheckReadBack): aclrtMalloc does not initialise memory
// (docs/zh/api_ref/11-01_device_memory_malloc_and_free.md, aclrtMalloc 约束说明), so copying bytes nothing
// wrote back to the host is a warning naming the API and the bytes (an error with initcheck=fatal).
TEST(ReadBackInitcheck, CopyingNeverWrittenDeviceBytesToTheHostWarns)
{
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    void* dev = nullptr;
    ASSERT_EQ(aclrtMalloc(&dev, 32, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    const int32_t first = 14;
    ASSERT_EQ(aclrtMemcpy(dev, 32, &first, sizeof(first), ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    std::vector<int32_t> back(8, 0);
    testing::internal::CaptureStderr();
    ASSERT_EQ(aclrtMemcpy(back.data(), 32, dev, 32, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("[ascend-sim sanitizer] initcheck warning: aclrtMemcpy (device to host): 28 of the 32 bytes "
                       "copied were never written since aclrtMalloc (first at byte 4 of the 32-byte device allocation"),
              std::string::npos)
        << err;
    EXPECT_EQ(back[0], 14);
    EXPECT_EQ(back[1], 0); // the copy carries the fresh block's zeros

    // The async form, when its task runs.
    testing::internal::CaptureStderr();
    ASSERT_EQ(aclrtMemcpyAsync(back.data(), 32, dev, 32, ACL_MEMCPY_DEVICE_TO_HOST, nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
    err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("initcheck warning: aclrtMemcpyAsync (device to host): 28 of the 32 bytes"), std::string::npos)
        << err;

    // initcheck=fatal: the copy fails and is not made.
    {
        ScopedEnv fatal("ASCEND_SIM_SANITIZER", "initcheck=fatal");
        std::vector<int32_t> untouched(8, 7);
        testing::internal::CaptureStderr();
        EXPECT_EQ(aclrtMemcpy(untouched.data(), 32, dev, 32, ACL_MEMCPY_DEVICE_TO_HOST), ACL_ERROR_INVALID_PARAM);
        err = testing::internal::GetCapturedStderr();
        EXPECT_NE(err.find("[ascend-sim sanitizer] initcheck: aclrtMemcpy (device to host)"), std::string::npos) << err;
        EXPECT_NE(RecentErr().find("aclrtMalloc does not initialise memory"), std::string::npos);
        EXPECT_EQ(untouched[1], 7);
    }
    // initcheck=off and the sanitizer off: nothing.
    for (const char* setting : {"initcheck=off", "0"}) {
        ScopedEnv off("ASCEND_SIM_SANITIZER", setting);
        testing::internal::CaptureStderr();
        EXPECT_EQ(aclrtMemcpy(back.data(), 32, dev, 32, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
        EXPECT_EQ(testing::internal::GetCapturedStderr(), "") << setting;
    }
    EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
    (void)aclFinalize();
}

// Clean twins: memory the host wrote (copy or aclrtMemset, whatever the values, the fresh byte included)
// or that a device-to-device copy filled reads back without a report.
TEST(ReadBackInitcheck, WrittenDeviceBytesReadBackCleanly)
{
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    void* a = nullptr;
    void* b = nullptr;
    ASSERT_EQ(aclrtMalloc(&a, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(aclrtMalloc(&b, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    std::vector<uint8_t> host(64, 0xA5);
    ASSERT_EQ(aclrtMemset(a, 64, 0, 64), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(a, 64, host.data(), 16, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    ASSERT_EQ(aclrtMemcpy(b, 64, a, 64, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_SUCCESS);
    std::vector<uint8_t> back(64, 1);
    testing::internal::CaptureStderr();
    ASSERT_EQ(aclrtMemcpy(back.data(), 64, b, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
    EXPECT_EQ(back[0], 0xA5);
    EXPECT_EQ(back[63], 0);
    EXPECT_EQ(aclrtFree(a), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(b), ACL_SUCCESS);
    (void)aclFinalize();
}
