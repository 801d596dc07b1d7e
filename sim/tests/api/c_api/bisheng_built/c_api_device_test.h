// The fixture the bisheng-built C API tests share: ACL up, one stream, an input buffer x_ filled from
// host_ and an output buffer y_ (sizes and contents chosen by the test class), the launch outcome.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "acl/acl.h"

class CApiDeviceTest : public ::testing::Test {
protected:
    // x_ holds `input` (copied to the device), y_ `outFloats` floats set to `outFill`.
    void Open(const std::vector<float>& input, size_t outFloats, float outFill)
    {
        host_ = input;
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        ASSERT_EQ(aclrtCreateStream(&stream_), ACL_SUCCESS);
        const size_t xBytes = input.size() * sizeof(float);
        const size_t yBytes = outFloats * sizeof(float);
        ASSERT_EQ(aclrtMalloc(reinterpret_cast<void**>(&x_), xBytes, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        ASSERT_EQ(aclrtMalloc(reinterpret_cast<void**>(&y_), yBytes, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        ASSERT_EQ(aclrtMemcpy(x_, xBytes, host_.data(), xBytes, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
        const std::vector<float> fill(outFloats, outFill);
        ASSERT_EQ(aclrtMemcpy(y_, yBytes, fill.data(), yBytes, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    }
    void TearDown() override
    {
        (void)aclrtFree(x_);
        (void)aclrtFree(y_);
        (void)aclrtDestroyStream(stream_);
        (void)aclrtResetDevice(0);
        (void)aclFinalize();
    }
    std::vector<float> Output(size_t n)
    {
        std::vector<float> y(n);
        EXPECT_EQ(aclrtMemcpy(y.data(), n * sizeof(float), y_, n * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST),
                  ACL_SUCCESS);
        return y;
    }
    void ExpectOk() { ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS) << aclGetRecentErrMsg(); }
    // The launch failed with a finding whose report contains every one of `parts`.
    void ExpectFinding(const std::vector<std::string>& parts)
    {
        EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
        const std::string err = aclGetRecentErrMsg();
        for (const auto& p : parts) {
            EXPECT_NE(err.find(p), std::string::npos) << p << "\n" << err;
        }
    }
    aclrtStream stream_ = nullptr;
    float* x_ = nullptr;
    float* y_ = nullptr;
    std::vector<float> host_;
};
