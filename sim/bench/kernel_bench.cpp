// Throughput of the kernel emulator on a realistic elementwise kernel.
//
// z = x >= 0 ? (0.5 y) / sqrt(x * x + 1) : 0 over N fp32 elements, split over the blockDim cores of
// the Ascend950PR profile (64 vector cores). Each core runs the usual TPipe/TQue pipeline: CopyIn
// (MTE2, DataCopyPad) -> Compute (V: Mul, Adds, Sqrt, Muls, Div, Compares, Select) -> CopyOut
// (MTE3, DataCopyPad), with double-buffered queues. Prints elements/second, best and median of a
// few repetitions, with the sanitizer on and off (ASCEND_SIM_SANITIZER, read per launch).
//
//   ascsim_kernel_bench [--elements N] [--reps R] [--tile T] [--cores C] [--sanitizer on|off|both]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <ctime>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/runtime.h"
#include "ascsim/soc_profile.h"
#include "kernel_operator.h"

using namespace AscendC;

namespace {

struct BenchTiling {
    int64_t total;   // elements
    int64_t perCore; // elements per core (a multiple of 8), the last core takes the rest
    int64_t tile;    // elements per UB tile (a multiple of 64: Compares works on 256-byte chunks)
};

class BenchKernel {
public:
    __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, GM_ADDR z, const BenchTiling& t)
    {
        const int64_t idx = GetBlockIdx();
        const int64_t start = idx * t.perCore;
        if (start >= t.total) {
            return;
        }
        len_ = std::min(t.perCore, t.total - start);
        if (idx == GetBlockNum() - 1) {
            len_ = t.total - start;
        }
        tile_ = t.tile;
        xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x) + start, len_);
        yGm_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y) + start, len_);
        zGm_.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + start, len_);
        const uint32_t bytes = static_cast<uint32_t>(tile_ * sizeof(float));
        pipe_.InitBuffer(xQ_, 2, bytes);
        pipe_.InitBuffer(yQ_, 2, bytes);
        pipe_.InitBuffer(zQ_, 2, bytes);
        pipe_.InitBuffer(tmp_, bytes);
        pipe_.InitBuffer(mask_, static_cast<uint32_t>(tile_ / 8));
    }
    __aicore__ inline void Process()
    {
        for (int64_t done = 0; done < len_; done += tile_) {
            const uint32_t n = static_cast<uint32_t>(std::min(tile_, len_ - done));
            CopyIn(done, n);
            Compute(n);
            CopyOut(done, n);
        }
    }

private:
    __aicore__ inline void CopyIn(int64_t off, uint32_t n)
    {
        LocalTensor<float> x = xQ_.AllocTensor<float>();
        LocalTensor<float> y = yQ_.AllocTensor<float>();
        const DataCopyExtParams p{1, static_cast<uint32_t>(n * sizeof(float)), 0, 0, 0};
        const DataCopyPadExtParams<float> pad{false, 0, 0, 0.0f};
        DataCopyPad(x, xGm_[off], p, pad);
        DataCopyPad(y, yGm_[off], p, pad);
        xQ_.EnQue(x);
        yQ_.EnQue(y);
    }
    __aicore__ inline void Compute(uint32_t n)
    {
        // Whole 256-byte chunks (Compares); lanes past n are stale and never copied out.
        const int32_t m = static_cast<int32_t>((n + 63) / 64 * 64);
        LocalTensor<float> x = xQ_.DeQue<float>();
        LocalTensor<float> y = yQ_.DeQue<float>();
        LocalTensor<float> z = zQ_.AllocTensor<float>();
        LocalTensor<float> t = tmp_.Get<float>();
        LocalTensor<uint8_t> mask = mask_.Get<uint8_t>();
        Mul(t, x, x, m);     // x^2
        Adds(t, t, 1.0f, m); // x^2 + 1
        Sqrt(t, t, m);       // sqrt(x^2 + 1)
        Muls(z, y, 0.5f, m); // y / 2
        Div(z, z, t, m);     // (y / 2) / sqrt(x^2 + 1)
        Compares(mask, x, 0.0f, CMPMODE::GE, static_cast<uint32_t>(m));
        Select(z, mask, z, 0.0f, SELMODE::VSEL_TENSOR_SCALAR_MODE, static_cast<uint32_t>(m));
        zQ_.EnQue(z);
        xQ_.FreeTensor(x);
        yQ_.FreeTensor(y);
    }
    __aicore__ inline void CopyOut(int64_t off, uint32_t n)
    {
        LocalTensor<float> z = zQ_.DeQue<float>();
        DataCopyPad(zGm_[off], z, DataCopyExtParams{1, static_cast<uint32_t>(n * sizeof(float)), 0, 0, 0});
        zQ_.FreeTensor(z);
    }

    TPipe pipe_;
    TQue<TPosition::VECIN, 2> xQ_, yQ_;
    TQue<TPosition::VECOUT, 2> zQ_;
    TBuf<TPosition::VECCALC> tmp_, mask_;
    GlobalTensor<float> xGm_, yGm_, zGm_;
    int64_t len_ = 0, tile_ = 0;
};

__global__ __aicore__ void bench_kernel(GM_ADDR x, GM_ADDR y, GM_ADDR z, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(BenchTiling);
    GET_TILING_DATA(t, tiling);
    BenchKernel op;
    op.Init(x, y, z, t);
    op.Process();
}

struct Options {
    int64_t elements = 16 * 1024 * 1024;
    int reps = 5;
    int64_t tile = 4096;
    uint32_t cores = 0; // 0: the profile's vector cores
    std::string sanitizer = "both";
};

bool Parse(int argc, char** argv, Options* o)
{
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        const char* v = nullptr;
        if (a == "--elements" && (v = next())) {
            o->elements = std::atoll(v);
        } else if (a == "--reps" && (v = next())) {
            o->reps = std::atoi(v);
        } else if (a == "--tile" && (v = next())) {
            o->tile = std::atoll(v);
        } else if (a == "--cores" && (v = next())) {
            o->cores = static_cast<uint32_t>(std::atoi(v));
        } else if (a == "--sanitizer" && (v = next())) {
            o->sanitizer = v;
        } else {
            std::fprintf(stderr,
                         "usage: %s [--elements N] [--reps R] [--tile T (multiple of 64)] [--cores C] "
                         "[--sanitizer on|off|both]\n",
                         argv[0]);
            return false;
        }
    }
    return o->elements > 0 && o->reps > 0 && o->tile >= 64 && o->tile % 64 == 0;
}

double CpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

float Reference(float x, float y)
{
    return x >= 0.0f ? static_cast<float>((0.5 * y) / std::sqrt(static_cast<double>(x) * x + 1.0)) : 0.0f;
}

} // namespace

int main(int argc, char** argv)
{
    Options opt;
    if (!Parse(argc, argv, &opt)) {
        return 2;
    }
    setenv("ASCEND_SIM_SOC", "Ascend950PR", 1);
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS) {
        std::fprintf(stderr, "aclInit / aclrtSetDevice failed\n");
        return 1;
    }
    const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
    const uint32_t cores = opt.cores != 0 ? opt.cores : soc.aivCores;
    const int64_t n = opt.elements;
    int64_t perCore = (n + cores - 1) / cores;
    perCore = (perCore + 7) / 8 * 8;
    const BenchTiling tiling{n, perCore, opt.tile};

    const size_t bytes = static_cast<size_t>(n) * sizeof(float);
    auto* x = static_cast<float*>(ascsim::rt::DeviceAlloc(bytes));
    auto* y = static_cast<float*>(ascsim::rt::DeviceAlloc(bytes));
    auto* z = static_cast<float*>(ascsim::rt::DeviceAlloc(bytes));
    auto* t = static_cast<uint8_t*>(ascsim::rt::DeviceAlloc(sizeof(BenchTiling)));
    if (x == nullptr || y == nullptr || z == nullptr || t == nullptr) {
        std::fprintf(stderr, "device allocation failed\n");
        return 1;
    }
    std::memcpy(t, &tiling, sizeof(tiling));
    uint64_t s = 12345;
    for (int64_t i = 0; i < n; ++i) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[i] = static_cast<float>(static_cast<int64_t>(s >> 40) % 20001 - 10000) / 1000.0f;
        y[i] = static_cast<float>(static_cast<int64_t>(s >> 20) % 20001 - 10000) / 100.0f;
    }

    ascsim::kern::KernelInstance k;
    k.opType = "AscsimBench";
    k.name = "bench_kernel";
    k.numArgs = 5;
    k.fn = reinterpret_cast<void*>(&bench_kernel);
    k.thunk = &ascsim::kern::detail::Thunk<GM_ADDR, GM_ADDR, GM_ADDR, GM_ADDR, GM_ADDR>;
    const std::vector<uint8_t*> args = {reinterpret_cast<uint8_t*>(x), reinterpret_cast<uint8_t*>(y),
                                        reinterpret_cast<uint8_t*>(z), nullptr, t};

    std::printf("ascsim_kernel_bench: %lld fp32 elements, %u cores (%s), tile %lld, 7 vector ops per element, "
                "%d repetitions, %u host threads\n",
                static_cast<long long>(n), cores, soc.name.c_str(), static_cast<long long>(opt.tile), opt.reps,
                std::max(1U, std::thread::hardware_concurrency()));
    int status = 0;
    for (const char* mode : {"on", "off"}) {
        if (opt.sanitizer != "both" && opt.sanitizer != mode) {
            continue;
        }
        setenv("ASCEND_SIM_SANITIZER", std::string(mode) == "on" ? "1" : "0", 1);
        std::vector<double> rates;
        double cpuSeconds = 0;
        for (int r = 0; r < opt.reps; ++r) {
            std::memset(z, 0, bytes);
            const double c0 = CpuSeconds();
            const auto t0 = std::chrono::steady_clock::now();
            const ascsim::kern::LaunchOutcome out = ascsim::kern::LaunchKernel(k, cores, args);
            const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            cpuSeconds += CpuSeconds() - c0;
            if (!out.ok) {
                std::fprintf(stderr, "launch failed:\n%s", out.report.c_str());
                return 1;
            }
            rates.push_back(static_cast<double>(n) / sec);
        }
        // The results, once per mode: within the ulp bounds of Sqrt and Div.
        int64_t bad = 0;
        for (int64_t i = 0; i < n; i += 7) {
            const float want = Reference(x[i], y[i]);
            if (std::fabs(z[i] - want) > 4e-7f * std::fabs(want) + 1e-30f) {
                ++bad;
            }
        }
        std::sort(rates.begin(), rates.end());
        const double best = rates.back();
        const double median = rates[rates.size() / 2];
        // CPU time as well: the host may be shared, and elements per CPU-second do not depend on it.
        std::printf("sanitizer %-3s: best %8.2f M elements/s, median %8.2f M elements/s, %7.2f M elements per "
                    "CPU-second%s\n",
                    mode, best / 1e6, median / 1e6, static_cast<double>(n) * opt.reps / cpuSeconds / 1e6,
                    bad == 0 ? "" : "  (WRONG RESULTS)");
        if (bad != 0) {
            std::fprintf(stderr, "%lld results outside the tolerance\n", static_cast<long long>(bad));
            status = 1;
        }
    }
    unsetenv("ASCEND_SIM_SANITIZER");
    ascsim::rt::DeviceFree(x);
    ascsim::rt::DeviceFree(y);
    ascsim::rt::DeviceFree(z);
    ascsim::rt::DeviceFree(t);
    (void)aclrtResetDevice(0);
    (void)aclFinalize();
    return status;
}
