// Shared helpers of the nnopbase tests: an initialised device and stream per test, device
// buffers, tensors, and the recent error message.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/aclnn_base.h"
#include "aclnn_nnop_overrun.h"
#include "aclnn_nnop_scale.h"

namespace nnoptest {

// aclGetRecentErrMsg returns nullptr when nothing is pending and clears what it returns.
inline std::string TakeErr()
{
    const char* m = aclGetRecentErrMsg();
    return m != nullptr ? std::string(m) : std::string();
}

inline void DrainErrors()
{
    while (aclGetRecentErrMsg() != nullptr) {
    }
}

// aclrtMalloc'd memory, freed on destruction.
class DeviceMem {
public:
    explicit DeviceMem(size_t bytes) : bytes_(bytes)
    {
        EXPECT_EQ(aclrtMalloc(&ptr_, bytes, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    }
    ~DeviceMem()
    {
        if (ptr_ != nullptr) {
            aclrtFree(ptr_);
        }
    }
    DeviceMem(const DeviceMem&) = delete;
    DeviceMem& operator=(const DeviceMem&) = delete;
    void* get() const { return ptr_; }
    size_t bytes() const { return bytes_; }

    template <typename T>
    void Upload(const std::vector<T>& host)
    {
        ASSERT_LE(host.size() * sizeof(T), bytes_);
        ASSERT_EQ(aclrtMemcpy(ptr_, bytes_, host.data(), host.size() * sizeof(T), ACL_MEMCPY_HOST_TO_DEVICE),
                  ACL_SUCCESS);
    }
    template <typename T>
    std::vector<T> Download(size_t count) const
    {
        std::vector<T> host(count);
        EXPECT_EQ(aclrtMemcpy(host.data(), count * sizeof(T), ptr_, count * sizeof(T), ACL_MEMCPY_DEVICE_TO_HOST),
                  ACL_SUCCESS);
        return host;
    }

private:
    void* ptr_ = nullptr;
    size_t bytes_ = 0;
};

// aclCreateTensor / aclDestroyTensor. Default strides: row-major contiguous.
class Tensor {
public:
    Tensor(std::vector<int64_t> shape, aclDataType dtype, void* data, std::vector<int64_t> strides = {},
           int64_t offset = 0, aclFormat format = ACL_FORMAT_ND, std::vector<int64_t> storage = {})
    {
        if (strides.empty()) {
            strides.assign(shape.size(), 1);
            for (size_t i = shape.size(); i-- > 1;) {
                strides[i - 1] = strides[i] * shape[i];
            }
        }
        if (storage.empty()) {
            int64_t n = 1;
            for (int64_t d : shape) {
                n *= d;
            }
            storage = {n + offset};
        }
        t_ = aclCreateTensor(shape.data(), shape.size(), dtype, strides.data(), offset, format, storage.data(),
                             storage.size(), data);
        EXPECT_NE(t_, nullptr) << TakeErr();
    }
    ~Tensor()
    {
        if (t_ != nullptr) {
            EXPECT_EQ(aclDestroyTensor(t_), 0);
        }
    }
    Tensor(const Tensor&) = delete;
    Tensor& operator=(const Tensor&) = delete;
    aclTensor* get() const { return t_; }
    operator aclTensor*() const { return t_; }

private:
    aclTensor* t_ = nullptr;
};

inline size_t Elements(const std::vector<int64_t>& shape)
{
    size_t n = 1;
    for (int64_t d : shape) {
        n *= static_cast<size_t>(d);
    }
    return n;
}

inline std::vector<float> Ramp(size_t n, float start = -3.0f, float step = 0.125f)
{
    std::vector<float> v(n);
    for (size_t i = 0; i < n; ++i) {
        v[i] = start + step * static_cast<float>(i % 997);
    }
    return v;
}

// aclInit once per process, device 0 and a fresh stream per test.
class NnopTest : public ::testing::Test {
protected:
    static void SetUpTestSuite()
    {
        static bool initialised = false;
        if (!initialised) {
            ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
            initialised = true;
        }
    }
    void SetUp() override
    {
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        ASSERT_EQ(aclrtCreateStream(&stream_), ACL_SUCCESS);
        DrainErrors();
    }
    void TearDown() override
    {
        if (stream_ != nullptr) {
            (void)aclrtSynchronizeStream(stream_);
            EXPECT_EQ(aclrtDestroyStream(stream_), ACL_SUCCESS);
        }
        DrainErrors();
    }

    // Phase 1 only; the message it left (empty when none).
    aclnnStatus Prepare(const aclTensor* x, const aclTensor* bias, const aclTensor* y, std::string* message,
                        uint64_t* workspace = nullptr)
    {
        DrainErrors();
        uint64_t ws = 0;
        aclOpExecutor* exe = nullptr;
        const aclnnStatus s = aclnnNnopScaleGetWorkspaceSize(x, bias, y, &ws, &exe);
        *message = TakeErr();
        if (workspace != nullptr) {
            *workspace = ws;
        }
        if (s == 0) {
            EXPECT_EQ(aclDestroyAclOpExecutor(exe), 0);
        } else {
            // A failed phase 1 releases its executor: the handle is dead.
            EXPECT_EQ(aclDestroyAclOpExecutor(exe), exe == nullptr ? ACLNN_ERR_PARAM_NULLPTR : ACLNN_ERR_PARAM_INVALID);
            DrainErrors();
        }
        return s;
    }
    static bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

    // Both phases of aclnnNnopScale; returns the first non-zero status. *workspaceOut receives the
    // phase-1 workspace size.
    aclnnStatus RunScale(const aclTensor* x, const aclTensor* bias, const aclTensor* y,
                         uint64_t* workspaceOut = nullptr)
    {
        uint64_t ws = 0;
        aclOpExecutor* exe = nullptr;
        aclnnStatus s = aclnnNnopScaleGetWorkspaceSize(x, bias, y, &ws, &exe);
        if (workspaceOut != nullptr) {
            *workspaceOut = ws;
        }
        if (s != 0) {
            return s;
        }
        void* wsPtr = nullptr;
        if (ws > 0 && aclrtMalloc(&wsPtr, ws, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
            return -1;
        }
        s = aclnnNnopScale(wsPtr, ws, exe, stream_);
        const aclError sync = aclrtSynchronizeStream(stream_);
        if (wsPtr != nullptr) {
            aclrtFree(wsPtr);
        }
        return s != 0 ? s : static_cast<aclnnStatus>(sync);
    }

    aclrtStream stream_ = nullptr;
};

} // namespace nnoptest
