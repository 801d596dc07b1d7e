// Cost of the timing model on a Reg-API (Vector Function) kernel: emulator throughput with
// ASCEND_SIM_TIMING=0 and with the model on (the default), alternating, best of R repetitions each.
//
// The kernel is the fused Gelu of test_calibration.cpp's Case 1 (y = x / (1 + exp(B (x + A x^3))), one
// asc_vf_call per tile of 8192 fp32, 11 Reg instructions per VL) through double-buffered TQues on the
// cores of the Ascend950PR profile. Prints elements/s (wall and per CPU-second) per setting and the
// slowdown with the model on.
//
//   ascsim_vf_bench [--elements N (multiple of 8192 x cores)] [--reps R] [--sanitizer on|off]
//                   [--timing both|on|off]  (one setting only: e.g. to count instructions under callgrind)
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/runtime.h"
#include "ascsim/soc_profile.h"
#include "kernel_operator.h"

using namespace AscendC;

namespace {

constexpr uint32_t kTile = 8192;
constexpr uint32_t kVl = 64;
constexpr float kA = 0.044715f;
constexpr float kB = -1.595769f;
uint64_t g_perCore = 0;

__simd_vf__ inline void GeluVf(__ubuf__ float* x, __ubuf__ float* y, uint32_t n, uint32_t loops)
{
    Reg::MaskReg m;
    Reg::RegTensor<float> xr, yr;
    for (uint32_t i = 0; i < loops; ++i) {
        m = Reg::UpdateMask<float>(n);
        Reg::LoadAlign(xr, x + i * kVl);
        Reg::Mul(yr, xr, xr, m);
        Reg::Mul(yr, yr, xr, m);
        Reg::Muls(yr, yr, kA, m);
        Reg::Add(yr, xr, yr, m);
        Reg::Muls(yr, yr, kB, m);
        Reg::Exp(yr, yr, m);
        Reg::Adds(yr, yr, 1.0f, m);
        Reg::Div(yr, xr, yr, m);
        Reg::StoreAlign(y + i * kVl, yr, m);
    }
}

__global__ __aicore__ void gelu_vf_kernel(GM_ADDR x, GM_ADDR y)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 2> inQ;
    TQue<TPosition::VECOUT, 2> outQ;
    pipe.InitBuffer(inQ, 2, kTile * sizeof(float));
    pipe.InitBuffer(outQ, 2, kTile * sizeof(float));
    GlobalTensor<float> xGm, yGm;
    xGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + GetBlockIdx() * g_perCore, g_perCore);
    yGm.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y) + GetBlockIdx() * g_perCore, g_perCore);
    for (uint64_t off = 0; off < g_perCore; off += kTile) {
        LocalTensor<float> in = inQ.AllocTensor<float>();
        DataCopy(in, xGm[off], kTile);
        inQ.EnQue(in);
        LocalTensor<float> xl = inQ.DeQue<float>();
        LocalTensor<float> yl = outQ.AllocTensor<float>();
        asc_vf_call<GeluVf>(xl.GetPhyAddr(), yl.GetPhyAddr(), kTile, kTile / kVl);
        outQ.EnQue(yl);
        inQ.FreeTensor(xl);
        LocalTensor<float> out = outQ.DeQue<float>();
        DataCopy(yGm[off], out, kTile);
        outQ.FreeTensor(out);
    }
}

double CpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

} // namespace

int main(int argc, char** argv)
{
    int64_t elements = 64LL * 8 * kTile;
    int reps = 5;
    std::string sanitizer = "on";
    std::string timingArg = "both";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--elements") {
            elements = std::atoll(argv[i + 1]);
        } else if (a == "--reps") {
            reps = std::atoi(argv[i + 1]);
        } else if (a == "--sanitizer") {
            sanitizer = argv[i + 1];
        } else if (a == "--timing") {
            timingArg = argv[i + 1];
        }
    }
    setenv("ASCEND_SIM_SOC", "Ascend950PR", 1);
    setenv("ASCEND_SIM_SANITIZER", sanitizer == "off" ? "0" : "1", 1);
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS) {
        std::fprintf(stderr, "aclInit / aclrtSetDevice failed\n");
        return 1;
    }
    const uint32_t cores = ascsim::ActiveSocProfile().aivCores;
    g_perCore = static_cast<uint64_t>(elements) / cores / kTile * kTile;
    if (g_perCore == 0 || reps <= 0) {
        std::fprintf(stderr, "usage: %s [--elements N >= %u] [--reps R] [--sanitizer on|off]\n", argv[0],
                     cores * kTile);
        return 2;
    }
    const int64_t n = static_cast<int64_t>(g_perCore) * cores;
    const size_t bytes = static_cast<size_t>(n) * sizeof(float);
    auto* x = static_cast<float*>(ascsim::rt::DeviceAlloc(bytes));
    auto* y = static_cast<float*>(ascsim::rt::DeviceAlloc(bytes));
    for (int64_t i = 0; i < n; ++i) {
        x[i] = static_cast<float>(i % 2001 - 1000) / 250.0f;
    }
    ascsim::kern::KernelInstance k;
    k.opType = "AscsimVfBench";
    k.name = "gelu_vf_kernel";
    k.numArgs = 2;
    k.fn = reinterpret_cast<void*>(&gelu_vf_kernel);
    k.thunk = &ascsim::kern::detail::Thunk<GM_ADDR, GM_ADDR>;
    const std::vector<uint8_t*> args = {reinterpret_cast<uint8_t*>(x), reinterpret_cast<uint8_t*>(y)};

    std::printf("ascsim_vf_bench: %lld fp32 elements, %u cores, fused Gelu VF (11 Reg instructions per VL), "
                "sanitizer %s, best of %d alternating repetitions\n",
                static_cast<long long>(n), cores, sanitizer.c_str(), reps);
    double best[2] = {0, 0};
    double cpu[2] = {0, 0};
    for (int r = 0; r < reps; ++r) {
        for (int timing = 0; timing < 2; ++timing) {
            if ((timingArg == "on" && timing == 0) || (timingArg == "off" && timing == 1)) {
                continue;
            }
            setenv("ASCEND_SIM_TIMING", timing == 0 ? "0" : "1", 1);
            const double c0 = CpuSeconds();
            const auto t0 = std::chrono::steady_clock::now();
            const ascsim::kern::LaunchOutcome out = ascsim::kern::LaunchKernel(k, cores, args);
            const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            cpu[timing] += CpuSeconds() - c0;
            if (!out.ok || out.profile.valid != (timing == 1)) {
                std::fprintf(stderr, "launch failed:\n%s", out.report.c_str());
                return 1;
            }
            best[timing] = std::max(best[timing], static_cast<double>(n) / sec);
        }
    }
    const double ref = x[12345] / (1.0 + std::exp(double(kB) * (x[12345] + double(kA) * std::pow(x[12345], 3))));
    const bool ok = std::fabs(y[12345] - ref) <= 1e-5 * (1.0 + std::fabs(ref));
    for (int timing = 0; timing < 2; ++timing) {
        std::printf("timing %-3s: best %8.2f M elements/s, %8.2f M elements per CPU-second\n", timing ? "on" : "off",
                    best[timing] / 1e6, static_cast<double>(n) * reps / cpu[timing] / 1e6);
    }
    if (timingArg == "both") {
        std::printf("model on / off: %.3f (best wall), %.3f (CPU)\n", best[1] / best[0], cpu[0] / cpu[1]);
    }
    if (!ok) {
        std::printf("WRONG RESULTS\n");
    }
    unsetenv("ASCEND_SIM_TIMING");
    ascsim::rt::DeviceFree(x);
    ascsim::rt::DeviceFree(y);
    (void)aclrtResetDevice(0);
    (void)aclFinalize();
    return ok ? 0 : 1;
}
