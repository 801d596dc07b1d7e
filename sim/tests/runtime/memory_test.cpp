// Device / host memory and the device-memory registry
// (docs/zh/api_ref/11-01_device_memory_malloc_and_free.md, 11-02_host_memory_management.md).
#include <atomic>
#include <cstdint>
#include <cstring>
#include <random>
#include <thread>
#include <vector>

#include "acl_test_util.h"

using ascsim::rt::DeviceRange;
using ascsim::rt::LookupDeviceRange;

TEST_F(AclTest, MallocReturnsAlignedZeroedRegisteredMemory)
{
    void* p = nullptr;
    ASSERT_EQ(aclrtMalloc(&p, 10, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u); // documented 64-byte aligned start
    DeviceRange range;
    ASSERT_TRUE(LookupDeviceRange(p, 10, &range));
    EXPECT_EQ(range.base, reinterpret_cast<uintptr_t>(p));
    EXPECT_EQ(range.size, 32u); // 950: size rounded up to a multiple of 32 bytes
    EXPECT_EQ(range.deviceId, 0);
    EXPECT_TRUE(LookupDeviceRange(static_cast<char*>(p) + 31, 1, nullptr));
    EXPECT_FALSE(LookupDeviceRange(static_cast<char*>(p) + 32, 1, nullptr));
    EXPECT_FALSE(LookupDeviceRange(p, 33, nullptr));
    const auto* bytes = static_cast<const uint8_t*>(p);
    for (size_t i = 0; i < 32; ++i)
        EXPECT_EQ(bytes[i], 0u) << i;
    EXPECT_EQ(aclrtFree(p), ACL_SUCCESS);
    EXPECT_FALSE(LookupDeviceRange(p, 1, nullptr));
}

TEST_F(AclTest, EveryPolicyAllocates)
{
    for (auto policy : {ACL_MEM_MALLOC_HUGE_FIRST, ACL_MEM_MALLOC_HUGE_ONLY, ACL_MEM_MALLOC_NORMAL_ONLY,
                        ACL_MEM_MALLOC_HUGE1G_ONLY, static_cast<aclrtMemMallocPolicy>(12345)}) {
        void* p = nullptr;
        ASSERT_EQ(aclrtMalloc(&p, 4096, policy), ACL_SUCCESS);
        EXPECT_TRUE(LookupDeviceRange(p, 4096, nullptr));
        EXPECT_EQ(aclrtFree(p), ACL_SUCCESS);
    }
}

TEST_F(AclTest, MallocErrors)
{
    void* p = nullptr;
    EXPECT_EQ(aclrtMalloc(&p, 0, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("size must not be 0"), std::string::npos);
    EXPECT_EQ(aclrtMalloc(nullptr, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("devPtr"), std::string::npos);
    EXPECT_EQ(aclrtMalloc(&p, SIZE_MAX, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_RT_MEMORY_ALLOCATION);
    EXPECT_EQ(aclrtMalloc(&p, SIZE_MAX / 2, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_RT_MEMORY_ALLOCATION);
    EXPECT_NE(RecentErr().find("out of device memory"), std::string::npos);

    aclError rc = ACL_SUCCESS;
    std::thread([&] { rc = aclrtMalloc(&p, 64, ACL_MEM_MALLOC_HUGE_FIRST); }).join();
    EXPECT_EQ(rc, ACL_ERROR_RT_CONTEXT_NULL); // no device on that thread
}

TEST_F(AclTest, DeviceMemoryCapacityFromTheEnvironment)
{
    ScopedEnv env("ASCEND_SIM_DEVICE_MEMORY_MB", "1");
    Reinit();
    size_t free = 0;
    size_t total = 0;
    ASSERT_EQ(aclrtGetMemInfo(ACL_HBM_MEM, &free, &total), ACL_SUCCESS);
    EXPECT_EQ(total, size_t{1} << 20);
    EXPECT_EQ(free, total);
    void* a = nullptr;
    ASSERT_EQ(aclrtMalloc(&a, 600 * 1024, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(aclrtGetMemInfo(ACL_HBM_MEM, &free, &total), ACL_SUCCESS);
    EXPECT_EQ(free, total - 600 * 1024);
    void* b = nullptr;
    EXPECT_EQ(aclrtMalloc(&b, 600 * 1024, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_RT_MEMORY_ALLOCATION);
    EXPECT_NE(RecentErr().find("out of device memory on device 0"), std::string::npos);
    EXPECT_EQ(aclrtFree(a), ACL_SUCCESS);
    EXPECT_EQ(aclrtMalloc(&b, 600 * 1024, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(b), ACL_SUCCESS);
    // The 950 has HBM: DDR attributes report 0/0.
    ASSERT_EQ(aclrtGetMemInfo(ACL_DDR_MEM, &free, &total), ACL_SUCCESS);
    EXPECT_EQ(total, 0u);
    EXPECT_EQ(aclrtGetMemInfo(ACL_HBM_MEM, nullptr, &total), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtGetMemInfo(static_cast<aclrtMemAttr>(99), &free, &total), ACL_ERROR_INVALID_PARAM);
}

TEST_F(AclTest, FreeErrors)
{
    EXPECT_EQ(aclrtFree(nullptr), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(RecentErr().find("devPtr must not be null"), std::string::npos);

    void* p = nullptr;
    ASSERT_EQ(aclrtMalloc(&p, 128, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(static_cast<char*>(p) + 16), ACL_ERROR_RT_MEMORY_FREE);
    EXPECT_NE(RecentErr().find("not its start address"), std::string::npos);
    EXPECT_EQ(aclrtFree(p), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(p), ACL_ERROR_RT_MEMORY_FREE); // double free
    EXPECT_NE(RecentErr().find("already freed"), std::string::npos);

    int onStack = 0;
    EXPECT_EQ(aclrtFree(&onStack), ACL_ERROR_RT_MEMORY_FREE);
    EXPECT_NE(RecentErr().find("not a live device allocation"), std::string::npos);

    void* host = nullptr;
    ASSERT_EQ(aclrtMallocHost(&host, 64), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(host), ACL_ERROR_RT_MEMORY_FREE);
    EXPECT_NE(RecentErr().find("aclrtFreeHost"), std::string::npos);
    EXPECT_EQ(aclrtFreeHost(host), ACL_SUCCESS);
}

TEST_F(AclTest, HostMemory)
{
    void* host = nullptr;
    ASSERT_EQ(aclrtMallocHost(&host, 100), ACL_SUCCESS);
    ASSERT_NE(host, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(host) % 64, 0u);
    std::memset(host, 1, 100); // plain host memory
    EXPECT_FALSE(LookupDeviceRange(host, 1, nullptr));
    EXPECT_EQ(aclrtFreeHost(host), ACL_SUCCESS);
    EXPECT_EQ(aclrtFreeHost(host), ACL_ERROR_RT_MEMORY_FREE);
    EXPECT_NE(RecentErr().find("already freed"), std::string::npos);
    EXPECT_EQ(aclrtFreeHost(nullptr), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtMallocHost(&host, 0), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtMallocHost(nullptr, 8), ACL_ERROR_INVALID_PARAM);

    void* dev = nullptr;
    ASSERT_EQ(aclrtMalloc(&dev, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    EXPECT_EQ(aclrtFreeHost(dev), ACL_ERROR_RT_MEMORY_FREE);
    EXPECT_NE(RecentErr().find("release it with aclrtFree"), std::string::npos);
    EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
}

TEST_F(AclTest, InternalDeviceAllocAndFree)
{
    const auto before = ascsim::rt::GetDeviceMemoryStats();
    void* p = ascsim::rt::DeviceAlloc(100);
    ASSERT_NE(p, nullptr);
    DeviceRange range;
    ASSERT_TRUE(LookupDeviceRange(p, 100, &range));
    EXPECT_EQ(range.size, 128u);
    EXPECT_EQ(ascsim::rt::GetDeviceMemoryStats().liveBlocks, before.liveBlocks + 1);
    EXPECT_EQ(ascsim::rt::GetDeviceMemoryStats().liveBytes, before.liveBytes + 128);
    ascsim::rt::DeviceFree(p);
    EXPECT_FALSE(LookupDeviceRange(p, 1, nullptr));
    EXPECT_EQ(ascsim::rt::GetDeviceMemoryStats().liveBlocks, before.liveBlocks);
    ascsim::rt::DeviceFree(nullptr); // ignored, like free()
    EXPECT_EQ(RecentErr(), "");

    ascsim::rt::DeviceFree(p); // double free is reported
    EXPECT_NE(RecentErr().find("DeviceFree failed"), std::string::npos);
    EXPECT_EQ(ascsim::rt::DeviceAlloc(0), nullptr);
    EXPECT_NE(RecentErr().find("size must not be 0"), std::string::npos);
    void* fromOtherThread = reinterpret_cast<void*>(1);
    std::thread([&] { fromOtherThread = ascsim::rt::DeviceAlloc(64); }).join();
    EXPECT_EQ(fromOtherThread, nullptr); // no device set there
    // aclrtFree accepts DeviceAlloc blocks (same registry).
    void* q = ascsim::rt::DeviceAlloc(32);
    EXPECT_EQ(aclrtFree(q), ACL_SUCCESS);
}

TEST_F(AclTest, ResetDeviceReleasesItsMemory)
{
    void* p = nullptr;
    ASSERT_EQ(aclrtMalloc(&p, 256, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    ASSERT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    EXPECT_FALSE(LookupDeviceRange(p, 1, nullptr));
    EXPECT_EQ(ascsim::rt::GetDeviceMemoryStats().liveBlocks, 0u);
    EXPECT_EQ(aclrtFree(p), ACL_ERROR_RT_MEMORY_FREE);
}

TEST_F(AclTest, RegistryIsThreadSafe)
{
    const auto before = ascsim::rt::GetDeviceMemoryStats();
    constexpr int kThreads = 4;
    constexpr int kIterations = 300;
    std::atomic<int> failures{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([t, &failures] {
            if (aclrtSetDevice(0) != ACL_SUCCESS) {
                ++failures;
                return;
            }
            std::mt19937 rng(static_cast<unsigned>(t));
            std::vector<std::pair<void*, size_t>> live;
            for (int i = 0; i < kIterations; ++i) {
                if (live.size() < 8 && (rng() % 3 != 0 || live.empty())) {
                    const size_t size = 1 + rng() % 2000;
                    void* p = nullptr;
                    if (aclrtMalloc(&p, size, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS)
                        ++failures;
                    std::memset(p, t, size);
                    live.emplace_back(p, size);
                } else {
                    const size_t k = rng() % live.size();
                    auto [p, size] = live[k];
                    DeviceRange range;
                    if (!LookupDeviceRange(p, size, &range) || range.base != reinterpret_cast<uintptr_t>(p))
                        ++failures;
                    if (static_cast<uint8_t*>(p)[size - 1] != static_cast<uint8_t>(t))
                        ++failures;
                    if (aclrtFree(p) != ACL_SUCCESS)
                        ++failures;
                    live.erase(live.begin() + static_cast<long>(k));
                }
            }
            for (auto& entry : live) {
                if (aclrtFree(entry.first) != ACL_SUCCESS)
                    ++failures;
            }
            if (aclrtResetDevice(0) != ACL_SUCCESS)
                ++failures;
        });
    }
    for (auto& thread : threads)
        thread.join();
    EXPECT_EQ(failures.load(), 0);
    const auto after = ascsim::rt::GetDeviceMemoryStats();
    EXPECT_EQ(after.liveBlocks, before.liveBlocks);
    EXPECT_EQ(after.liveBytes, before.liveBytes);
}
