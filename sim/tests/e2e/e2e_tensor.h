// A 1-D ND tensor in device memory for the e2e packages' aclnn tests: allocated, filled from the host,
// read back as float, released with its aclTensor.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "acl/acl.h"
#include "aclnn/aclnn_base.h"

template <typename T>
class E2eTensor {
public:
    E2eTensor(aclDataType dtype, const std::vector<T>& host) : n_(static_cast<int64_t>(host.size()))
    {
        EXPECT_EQ(aclrtMalloc(&dev_, Bytes(), ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        EXPECT_EQ(aclrtMemcpy(dev_, Bytes(), host.data(), Bytes(), ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
        const int64_t shape[1] = {n_};
        const int64_t stride[1] = {1};
        tensor_ = aclCreateTensor(shape, 1, dtype, stride, 0, ACL_FORMAT_ND, shape, 1, dev_);
    }
    E2eTensor(aclDataType dtype, int64_t n) : E2eTensor(dtype, std::vector<T>(static_cast<size_t>(n))) {}
    ~E2eTensor()
    {
        aclDestroyTensor(tensor_);
        aclrtFree(dev_);
    }
    E2eTensor(const E2eTensor&) = delete;
    E2eTensor& operator=(const E2eTensor&) = delete;

    const aclTensor* get() const { return tensor_; }

    std::vector<float> ReadAsFloat() const
    {
        std::vector<T> out(static_cast<size_t>(n_));
        EXPECT_EQ(aclrtMemcpy(out.data(), Bytes(), dev_, Bytes(), ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
        return std::vector<float>(out.begin(), out.end());
    }

private:
    size_t Bytes() const { return static_cast<size_t>(n_) * sizeof(T); }

    int64_t n_;
    void* dev_ = nullptr;
    aclTensor* tensor_ = nullptr;
};
