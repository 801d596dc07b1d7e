// Host side of the benchmark's own kernels: registering them with the simulator's kernel registry
// and launching them there directly (no aclnn), the way sim/bench/kernel_bench.cpp does.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "bench_case.h"
#include "kernel_operator.h"
#include "kernel_tiling.h"

namespace bench {

// Every benchmark kernel takes (in0, in1, out, workspace, tiling) like the operator does; a unary
// kernel ignores in1.
using KernelEntry = void (*)(GM_ADDR, GM_ADDR, GM_ADDR, GM_ADDR, GM_ADDR);

struct BenchKernel {
    const char* opType;  // registry key, e.g. "BenchAsinGradChain"
    uint64_t tilingKey;  // which instantiation (variant-defined: step, dtype)
    std::string name;    // shown in the profile, e.g. "chain_mul<float>"
    KernelEntry fn;
};

// The vector core count of the active SoC profile, as a host tiling function reads it
// (PlatformAscendC::GetCoreNumAiv).
uint32_t AivCoreCount();

// Registers k on first use, uploads the tiling, launches on blockDim cores and adds the launch's
// modeled profile to *acc. False (with acc->error set) when the launch fails or has no profile.
bool Launch(const BenchKernel& k, uint32_t blockDim, void* in0, void* in1, void* out, const EltwiseTiling& tiling,
            Profile* acc);

}  // namespace bench
