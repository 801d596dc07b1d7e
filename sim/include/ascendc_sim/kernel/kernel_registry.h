// Kernel instances of the loaded op packages, keyed by op type and tiling key. The sim's
// kernel-library generator (npu_op_kernel_library) emits one registration per ASCENDC_TPL_SEL
// combination, as the real toolchain compiles one binary per combination.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ascsim::kern {

using KernelThunk = void (*)(void* fn, uint8_t** args);

struct KernelInstance {
    std::string opType;
    uint64_t tilingKey = 0;
    std::string name;  // e.g. "asin_grad<float>"
    size_t numArgs = 0;
    void* fn = nullptr;
    KernelThunk thunk = nullptr;
};

bool RegisterKernelInstance(const KernelInstance& instance);
const KernelInstance* FindKernelInstance(const std::string& opType, uint64_t tilingKey);
std::vector<KernelInstance> ListKernelInstances(const std::string& opType);

namespace detail {
template <typename... Args, size_t... I>
void CallWithArgs(void (*fn)(Args...), uint8_t** args, std::index_sequence<I...>)
{
    fn(reinterpret_cast<Args>(args[I])...);
}
template <typename... Args>
void Thunk(void* fn, uint8_t** args)
{
    CallWithArgs(reinterpret_cast<void (*)(Args...)>(fn), args, std::index_sequence_for<Args...>{});
}
}  // namespace detail

// Every kernel argument is a GM_ADDR (inputs, outputs, workspace, tiling).
template <typename... Args>
bool RegisterKernel(const char* opType, uint64_t tilingKey, const char* name, void (*fn)(Args...))
{
    KernelInstance k;
    k.opType = opType;
    k.tilingKey = tilingKey;
    k.name = name;
    k.numArgs = sizeof...(Args);
    k.fn = reinterpret_cast<void*>(fn);
    k.thunk = &detail::Thunk<Args...>;
    return RegisterKernelInstance(k);
}

// One launch of `instance` on blockDim emulated cores. Returns true when every core finished
// without a sanitizer finding; otherwise *report describes the first finding(s).
struct LaunchOutcome {
    bool ok = true;
    std::string report;     // sanitizer findings, human-readable
    std::string printfText; // AscendC::printf output, core by core
};
LaunchOutcome LaunchKernel(const KernelInstance& instance, uint32_t blockDim, const std::vector<uint8_t*>& args);

}  // namespace ascsim::kern
