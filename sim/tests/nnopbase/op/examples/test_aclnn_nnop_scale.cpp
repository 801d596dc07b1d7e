// aclnnNnopScale example: y = 2 * x + bias through the two-phase aclnn API, checked on the host.
// Prints PASS (exit 0) or FAIL (exit 1). Built in-tree and, by tests/install, against an
// installed sim prefix.
#include <cstdint>
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "aclnn_nnop_scale.h"

#define CHECK(cond)                                                                   \
    do {                                                                              \
        if (!(cond)) {                                                                \
            const char* msg = aclGetRecentErrMsg();                                   \
            std::printf("FAIL: %s (line %d): %s\n", #cond, __LINE__, msg ? msg : ""); \
            return 1;                                                                 \
        }                                                                             \
    } while (0)

int main()
{
    const int64_t n = 1000;
    std::vector<float> x(n);
    std::vector<float> bias(n);
    for (int64_t i = 0; i < n; ++i) {
        x[i] = 0.25f * static_cast<float>(i) - 40.0f;
        bias[i] = static_cast<float>(i % 7);
    }
    const size_t bytes = n * sizeof(float);

    CHECK(aclInit(nullptr) == ACL_SUCCESS);
    CHECK(aclrtSetDevice(0) == ACL_SUCCESS);
    aclrtStream stream = nullptr;
    CHECK(aclrtCreateStream(&stream) == ACL_SUCCESS);
    void* xDev = nullptr;
    void* bDev = nullptr;
    void* yDev = nullptr;
    CHECK(aclrtMalloc(&xDev, bytes, ACL_MEM_MALLOC_HUGE_FIRST) == ACL_SUCCESS);
    CHECK(aclrtMalloc(&bDev, bytes, ACL_MEM_MALLOC_HUGE_FIRST) == ACL_SUCCESS);
    CHECK(aclrtMalloc(&yDev, bytes, ACL_MEM_MALLOC_HUGE_FIRST) == ACL_SUCCESS);
    CHECK(aclrtMemcpy(xDev, bytes, x.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE) == ACL_SUCCESS);
    CHECK(aclrtMemcpy(bDev, bytes, bias.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE) == ACL_SUCCESS);

    const int64_t shape[] = {n};
    const int64_t strides[] = {1};
    aclTensor* xT = aclCreateTensor(shape, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, shape, 1, xDev);
    aclTensor* bT = aclCreateTensor(shape, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, shape, 1, bDev);
    aclTensor* yT = aclCreateTensor(shape, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, shape, 1, yDev);
    CHECK(xT != nullptr && bT != nullptr && yT != nullptr);

    uint64_t workspaceSize = 0;
    aclOpExecutor* executor = nullptr;
    CHECK(aclnnNnopScaleGetWorkspaceSize(xT, bT, yT, &workspaceSize, &executor) == 0);
    void* workspace = nullptr;
    if (workspaceSize > 0) {
        CHECK(aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST) == ACL_SUCCESS);
    }
    CHECK(aclnnNnopScale(workspace, workspaceSize, executor, stream) == 0);
    CHECK(aclrtSynchronizeStream(stream) == ACL_SUCCESS);

    std::vector<float> y(n);
    CHECK(aclrtMemcpy(y.data(), bytes, yDev, bytes, ACL_MEMCPY_DEVICE_TO_HOST) == ACL_SUCCESS);
    int64_t bad = 0;
    for (int64_t i = 0; i < n; ++i) {
        bad += y[i] != 2.0f * x[i] + bias[i] ? 1 : 0; // exact: 2x is exact, one rounding in the add
    }

    aclDestroyTensor(xT);
    aclDestroyTensor(bT);
    aclDestroyTensor(yT);
    if (workspace != nullptr) {
        aclrtFree(workspace);
    }
    aclrtFree(xDev);
    aclrtFree(bDev);
    aclrtFree(yDev);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    std::printf("%s: aclnnNnopScale, %lld elements, %lld mismatches\n", bad == 0 ? "PASS" : "FAIL",
                static_cast<long long>(n), static_cast<long long>(bad));
    return bad == 0 ? 0 : 1;
}
