// What the SIMT API tests share: a device and stream per test, device buffers from host vectors and back, and
// SIMT_LAUNCH, a launch written in the bisheng rewriter's output form (tests/bisheng checks the rewriting).
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"

#define SIMT_LAUNCH(kernel, grid, block, dyn, stream, ...)                                \
    ::ascsim::simt::SimtKernelLaunch(                                                     \
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, #kernel}, grid, block, dyn, stream, \
        [](auto&&... a) { kernel(a...); }, __VA_ARGS__)

struct SimtTest : ::testing::Test {
    void SetUp() override
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    }
    void TearDown() override
    {
        for (void* d : owned) {
            (void)aclrtFree(d);
        }
        (void)aclrtDestroyStream(stream);
        (void)aclrtResetDevice(0);
        (void)aclFinalize();
    }
    // A device copy of `host`, freed when the test ends.
    template <typename T>
    T* Device(const std::vector<T>& host)
    {
        void* d = nullptr;
        EXPECT_EQ(aclrtMalloc(&d, host.size() * sizeof(T), ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        EXPECT_EQ(
            aclrtMemcpy(d, host.size() * sizeof(T), host.data(), host.size() * sizeof(T), ACL_MEMCPY_HOST_TO_DEVICE),
            ACL_SUCCESS);
        owned.push_back(d);
        return static_cast<T*>(d);
    }
    template <typename T>
    std::vector<T> Host(const T* dev, size_t n)
    {
        std::vector<T> host(n);
        EXPECT_EQ(aclrtMemcpy(host.data(), n * sizeof(T), dev, n * sizeof(T), ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
        return host;
    }
    aclrtStream stream = nullptr;
    std::vector<void*> owned;
};
