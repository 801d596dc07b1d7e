// A program for msopprof_e2e.sh: launches a SIMT kernel (4 blocks of 64 threads) that doubles a vector,
// checks the result and exits with argv[1] (so the test sees the exit status pass through msopprof), or 1
// when the result is wrong.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"
#include "simt_api/asc_simt.h"

namespace {

__global__ void probe_double(const float* in, float* out)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i] * 2.0f;
}

} // namespace

int main(int argc, char** argv)
{
    constexpr uint32_t kBlocks = 4;
    constexpr uint32_t kThreads = 64;
    constexpr size_t n = kBlocks * kThreads;
    std::vector<float> in(n);
    for (size_t i = 0; i < n; ++i) {
        in[i] = static_cast<float>(i);
    }
    aclrtStream stream = nullptr;
    void* dIn = nullptr;
    void* dOut = nullptr;
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS ||
        aclrtCreateStream(&stream) != ACL_SUCCESS ||
        aclrtMalloc(&dIn, n * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMalloc(&dOut, n * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(dIn, n * sizeof(float), in.data(), n * sizeof(float), ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
        std::fprintf(stderr, "probe: ACL setup failed\n");
        return 1;
    }
    ::ascsim::simt::SimtKernelLaunch(
        ::ascsim::asc::LaunchSite{__FILE__, __LINE__, "probe_double"}, dim3(kBlocks), dim3(kThreads), 0, stream,
        [](auto&&... a) { probe_double(a...); }, static_cast<const float*>(dIn), static_cast<float*>(dOut));
    std::vector<float> out(n);
    if (aclrtSynchronizeStream(stream) != ACL_SUCCESS ||
        aclrtMemcpy(out.data(), n * sizeof(float), dOut, n * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST) != ACL_SUCCESS) {
        std::fprintf(stderr, "probe: the launch failed\n");
        return 1;
    }
    for (size_t i = 0; i < n; ++i) {
        if (out[i] != 2.0f * in[i]) {
            std::fprintf(stderr, "probe: out[%zu] = %g, expected %g\n", i, out[i], 2.0 * in[i]);
            return 1;
        }
    }
    std::printf("probe: verified\n");
    (void)aclrtFree(dIn);
    (void)aclrtFree(dOut);
    (void)aclrtDestroyStream(stream);
    (void)aclrtResetDevice(0);
    (void)aclFinalize();
    return argc > 1 ? std::atoi(argv[1]) : 0;
}
