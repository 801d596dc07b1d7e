// OpbaseScale through its generated aclnn API: y = 2 x for 4096 elements; then 7 elements, which the
// tiling rejects with OP_CHECK_IF / OP_LOGE: phase 1 must fail with 561002 (tiling error) and
// aclGetRecentErrMsg must carry the OP_LOGE text under its code EZ9999. Prints PASS (exit 0).
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn_opbase_scale.h"

namespace {
int failures = 0;

void Expect(bool ok, const char* what)
{
    if (!ok) {
        std::printf("FAILED: %s\n", what);
        ++failures;
    }
}

aclnnStatus Run(int64_t n, std::vector<float>* out)
{
    std::vector<float> x(n);
    for (int64_t i = 0; i < n; ++i) {
        x[i] = static_cast<float>(i % 97) - 48.5f;
    }
    const size_t bytes = static_cast<size_t>(n) * sizeof(float);
    void* dev[2] = {nullptr, nullptr};
    for (auto& d : dev) {
        aclrtMalloc(&d, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
    }
    aclrtMemcpy(dev[0], bytes, x.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
    const int64_t shape[1] = {n};
    const int64_t stride[1] = {1};
    aclTensor* tx = aclCreateTensor(shape, 1, ACL_FLOAT, stride, 0, ACL_FORMAT_ND, shape, 1, dev[0]);
    aclTensor* ty = aclCreateTensor(shape, 1, ACL_FLOAT, stride, 0, ACL_FORMAT_ND, shape, 1, dev[1]);
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    const aclnnStatus s = aclnnOpbaseScaleGetWorkspaceSize(tx, ty, &ws, &exe);
    if (s == 0) {
        Expect(aclnnOpbaseScale(nullptr, ws, exe, nullptr) == 0, "aclnnOpbaseScale");
        Expect(aclrtSynchronizeStream(nullptr) == ACL_SUCCESS, "aclrtSynchronizeStream");
        out->resize(n);
        aclrtMemcpy(out->data(), bytes, dev[1], bytes, ACL_MEMCPY_DEVICE_TO_HOST);
        for (int64_t i = 0; i < n; ++i) {
            if ((*out)[i] != 2.0f * x[i]) {
                std::printf("element %lld: %g, expected %g\n", static_cast<long long>(i), (*out)[i], 2.0f * x[i]);
                Expect(false, "y = 2 x");
                break;
            }
        }
    }
    aclDestroyTensor(tx);
    aclDestroyTensor(ty);
    aclrtFree(dev[0]);
    aclrtFree(dev[1]);
    return s;
}
} // namespace

int main()
{
    Expect(aclInit(nullptr) == ACL_SUCCESS && aclrtSetDevice(0) == ACL_SUCCESS, "aclInit / aclrtSetDevice");
    std::vector<float> y;
    Expect(Run(4096, &y) == 0, "4096 elements pass phase 1");
    Expect(y.size() == 4096, "4096 elements computed");
    const aclnnStatus rejected = Run(7, &y);
    std::printf("7 elements: phase 1 returned %d\n", static_cast<int>(rejected));
    Expect(rejected == 561002, "7 elements: 561002 (tiling error)");
    const char* msg = aclGetRecentErrMsg();
    const std::string text = msg != nullptr ? msg : "";
    std::printf("recent error: %s\n", text.c_str());
    Expect(text.find("[EZ9999] OpbaseScale: 7 elements, not a multiple of 8") != std::string::npos,
           "the OP_LOGE text reaches aclGetRecentErrMsg");
    aclrtResetDevice(0);
    aclFinalize();
    std::printf("%s\n", failures == 0 ? "PASS" : "FAIL");
    return failures == 0 ? 0 : 1;
}
