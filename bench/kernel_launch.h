// Host side of the benchmark's own kernels: registering them with the simulator's kernel registry
// and launching them there directly (no aclnn), the way sim/bench/kernel_bench.cpp does.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bench_case.h"
#include "kernel_operator.h"
#include "kernel_tiling.h"

namespace ascsim::kern {
struct KernelInstance;
}

namespace bench {

// Every benchmark kernel takes (in0, in1, out, workspace, tiling) like the operator does; a unary
// kernel ignores in1.
using KernelEntry = void (*)(GM_ADDR, GM_ADDR, GM_ADDR, GM_ADDR, GM_ADDR);

struct BenchKernel {
    const char* opType; // registry key, e.g. "BenchAsinGradChain"
    uint64_t tilingKey; // which instantiation (variant-defined: step, dtype)
    std::string name;   // shown in the profile, e.g. "chain_mul<float>"
    KernelEntry fn;
};

// The vector core count of the active SoC profile, as a host tiling function reads it
// (PlatformAscendC::GetCoreNumAiv).
uint32_t AivCoreCount();

// k's instance, registered on first use; nullptr (with *acc a failure) when the registration fails.
const ascsim::kern::KernelInstance* Registered(const BenchKernel& k, Profile* acc);

// Registers k on first use, uploads the tiling, launches on blockDim cores and adds the launch's
// modeled profile to *acc. False (with *acc a failure) when the launch fails or has no profile.
bool Launch(const BenchKernel& k, uint32_t blockDim, void* in0, void* in1, void* out, const EltwiseTiling& tiling,
            Profile* acc);

// The general form, for any registered instance (e.g. the operator's own kernel found with
// ascsim::kern::FindKernelInstance for an explicit tiling key): args are the kernel's GM
// arguments before the tiling (inputs, outputs, workspace); the tiling bytes are uploaded and
// passed last.
bool LaunchInstance(const ascsim::kern::KernelInstance& inst, uint64_t tilingKey, uint32_t blockDim,
                    const std::vector<void*>& args, const void* tiling, size_t tilingBytes, Profile* acc);

} // namespace bench
