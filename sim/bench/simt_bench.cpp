// Speed of the SIMT thread runner (issue: "a kernel of 10^6 threads doing a few dozen operations runs in
// seconds"), measured as threads per second and thread-operations per second.
//
// Three SIMT kernels over N threads in blocks of B (grid N / B), each thread loading one float from GM and
// storing one result:
//   plain   : `ops` dependent multiply-adds (y = y * a + b), no barrier, no warp function;
//   barrier : the same split in two halves around asc_syncthreads (every thread parks once);
//   warp    : the same plus an asc_shfl_xor per 8 multiply-adds (the lanes of a warp exchange).
// An operation is one multiply-add, one shuffle, the load or the store. Every result is checked against a
// double-precision reference of the same recurrence, so a fast wrong runner does not print a figure.
//
//   ascsim_simt_bench [--threads N] [--block B] [--ops K] [--reps R] [--sanitizer on|off|both]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"
#include "simt_api/asc_simt.h"

namespace {

constexpr float kA = 0.999f;
constexpr float kB = 0.001f;

__global__ void plain_chain(const float* in, float* out, uint32_t ops)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    float y = in[i];
    for (uint32_t k = 0; k < ops; ++k) {
        y = y * kA + kB;
    }
    out[i] = y;
}

__global__ void barrier_chain(const float* in, float* out, uint32_t ops)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    float y = in[i];
    for (uint32_t k = 0; k < ops / 2; ++k) {
        y = y * kA + kB;
    }
    asc_syncthreads();
    for (uint32_t k = ops / 2; k < ops; ++k) {
        y = y * kA + kB;
    }
    out[i] = y;
}

// Lane l swaps with lane l ^ 1 every 8 steps: the value each thread ends with is its pair's chain, which
// the reference follows.
__global__ void warp_chain(const float* in, float* out, uint32_t ops)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    float y = in[i];
    for (uint32_t k = 0; k < ops; ++k) {
        y = y * kA + kB;
        if (k % 8 == 7) {
            y = asc_shfl_xor(y, 1);
        }
    }
    out[i] = y;
}

double Chain(double y, uint32_t steps)
{
    for (uint32_t k = 0; k < steps; ++k) {
        y = y * static_cast<double>(kA) + static_cast<double>(kB);
    }
    return y;
}

// The reference of thread i: plain and barrier are one chain; warp alternates between the pair's two chains
// (an odd number of swaps leaves the partner's value).
double Reference(const std::string& kernel, const std::vector<float>& in, size_t i, uint32_t ops)
{
    if (kernel != "warp") {
        return Chain(in[i], ops);
    }
    double mine = in[i];
    double other = in[i ^ 1U];
    for (uint32_t k = 0; k < ops; ++k) {
        mine = Chain(mine, 1);
        other = Chain(other, 1);
        if (k % 8 == 7) {
            std::swap(mine, other);
        }
    }
    return mine;
}

struct Options {
    uint32_t threads = 1U << 20;
    uint32_t block = 1024;
    uint32_t ops = 32;
    int reps = 3;
    std::string sanitizer = "both";
};

bool ParseOptions(int argc, char** argv, Options& o)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i];
        const char* v = argv[i + 1];
        if (k == "--threads") {
            o.threads = static_cast<uint32_t>(std::strtoul(v, nullptr, 10));
        } else if (k == "--block") {
            o.block = static_cast<uint32_t>(std::strtoul(v, nullptr, 10));
        } else if (k == "--ops") {
            o.ops = static_cast<uint32_t>(std::strtoul(v, nullptr, 10));
        } else if (k == "--reps") {
            o.reps = std::atoi(v);
        } else if (k == "--sanitizer") {
            o.sanitizer = v;
        } else {
            return false;
        }
    }
    const bool sanOk = o.sanitizer == "on" || o.sanitizer == "off" || o.sanitizer == "both";
    return (argc % 2 == 1) && sanOk && o.block > 0 && o.block <= 1024 && o.block % 32 == 0 && o.threads > 0 &&
           o.threads % o.block == 0 && o.ops > 0 && o.reps > 0;
}

aclError Launch(const std::string& kernel, uint32_t grid, uint32_t block, const float* in, float* out, uint32_t ops,
                aclrtStream stream)
{
    const ::ascsim::asc::LaunchSite site{__FILE__, __LINE__, kernel.c_str()};
    if (kernel == "plain") {
        ::ascsim::simt::SimtKernelLaunch(
            site, dim3(grid), dim3(block), 0, stream, [](auto&&... a) { plain_chain(a...); }, in, out, ops);
    } else if (kernel == "barrier") {
        ::ascsim::simt::SimtKernelLaunch(
            site, dim3(grid), dim3(block), 0, stream, [](auto&&... a) { barrier_chain(a...); }, in, out, ops);
    } else {
        ::ascsim::simt::SimtKernelLaunch(
            site, dim3(grid), dim3(block), 0, stream, [](auto&&... a) { warp_chain(a...); }, in, out, ops);
    }
    return aclrtSynchronizeStream(stream);
}

} // namespace

int main(int argc, char** argv)
{
    Options o;
    if (!ParseOptions(argc, argv, o)) {
        std::fprintf(stderr,
                     "usage: %s [--threads N] [--block B (multiple of 32, <= 1024)] [--ops K] [--reps R] "
                     "[--sanitizer on|off|both]\n",
                     argv[0]);
        return 2;
    }
    aclrtStream stream = nullptr;
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS ||
        aclrtCreateStream(&stream) != ACL_SUCCESS) {
        std::fprintf(stderr, "aclInit / aclrtSetDevice / aclrtCreateStream failed\n");
        return 1;
    }
    const size_t bytes = static_cast<size_t>(o.threads) * sizeof(float);
    std::vector<float> in(o.threads);
    for (size_t i = 0; i < in.size(); ++i) {
        in[i] = static_cast<float>(i % 1000) * 0.001f - 0.5f;
    }
    void* dIn = nullptr;
    void* dOut = nullptr;
    if (aclrtMalloc(&dIn, bytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMalloc(&dOut, bytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(dIn, bytes, in.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
        std::fprintf(stderr, "device allocation failed\n");
        return 1;
    }
    const uint32_t grid = o.threads / o.block;
    std::printf("ascsim_simt_bench: %u threads (%u blocks of %u), %u multiply-adds per thread, best of %d\n", o.threads,
                grid, o.block, o.ops, o.reps);
    int status = 0;
    std::vector<std::string> modes;
    if (o.sanitizer != "off") {
        modes.push_back("on");
    }
    if (o.sanitizer != "on") {
        modes.push_back("off");
    }
    for (const std::string& mode : modes) {
        setenv("ASCEND_SIM_SANITIZER", mode == "on" ? "1" : "0", 1);
        for (const std::string kernel : {"plain", "barrier", "warp"}) {
            const uint32_t shuffles = kernel == "warp" ? o.ops / 8 : 0;
            const double opsPerThread = o.ops + shuffles + 2.0; // + the load and the store
            double best = 1e30;
            for (int r = 0; r < o.reps; ++r) {
                const auto t0 = std::chrono::steady_clock::now();
                const aclError rc = Launch(kernel, grid, o.block, static_cast<const float*>(dIn),
                                           static_cast<float*>(dOut), o.ops, stream);
                best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
                if (rc != ACL_SUCCESS) {
                    std::fprintf(stderr, "%s: launch failed (%d)\n", kernel.c_str(), static_cast<int>(rc));
                    return 1;
                }
            }
            std::vector<float> out(o.threads);
            (void)aclrtMemcpy(out.data(), bytes, dOut, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
            size_t bad = 0;
            for (size_t i = 0; i < out.size(); ++i) {
                const double ref = Reference(kernel, in, i, o.ops);
                bad += std::fabs(out[i] - ref) > 1e-5 * (1.0 + std::fabs(ref)) ? 1 : 0;
            }
            std::printf("sanitizer %-3s %-7s: %7.3f s, %7.2f M threads/s, %8.1f M thread-ops/s%s\n", mode.c_str(),
                        kernel.c_str(), best, o.threads / best / 1e6, o.threads * opsPerThread / best / 1e6,
                        bad == 0 ? "" : "  WRONG RESULTS");
            if (bad != 0) {
                std::fprintf(stderr, "%s: %zu of %u results differ from the double reference\n", kernel.c_str(), bad,
                             o.threads);
                status = 1;
            }
        }
    }
    unsetenv("ASCEND_SIM_SANITIZER");
    (void)aclrtFree(dIn);
    (void)aclrtFree(dOut);
    (void)aclrtDestroyStream(stream);
    (void)aclrtResetDevice(0);
    (void)aclFinalize();
    return status;
}
