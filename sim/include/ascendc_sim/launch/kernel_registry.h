// Kernel instances of the loaded op packages, keyed by op type and tiling key. The sim's
// kernel-library generator (npu_op_kernel_library) emits one registration per ASCENDC_TPL_SEL
// combination, as the real toolchain compiles one binary per combination.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ascsim::kern {

using KernelThunk = void (*)(void* fn, uint8_t** args);

struct KernelInstance {
    std::string opType;
    uint64_t tilingKey = 0;
    std::string name; // e.g. "asin_grad<float>"
    size_t numArgs = 0;
    void* fn = nullptr;
    KernelThunk thunk = nullptr;
    // Kernels are compiled once per OpDef dtype column (DTYPE_<NAME> macros); one without ASCENDC_TPL
    // templates serves every tiling key (the kernel branches with TILING_KEY_IS), a templated one has an
    // instance per selected tiling key in each column.
    bool anyTilingKey = false;
    int32_t dtypeCombo = -1; // the OpDef dtype column it was compiled for; -1: any
    // Built with bisheng's --cce-auto-sync=on, the default of <<<>>> programs and custom op projects
    // (core.h, AutoSyncOn); false for --cce-auto-sync=off.
    bool autoSync = true;
    // The UB reserves its build freed (core.h UbReserves bits; lang/ub_reserves.h).
    uint8_t ubReservesFreed = 0;
    // The dynamic UB of a <<<>>> launch (dynUBufSize / dyn_ubuf_size; core.h, UbDynamicArray).
    uint64_t dynUbufBytes = 0;
};

bool RegisterKernelInstance(const KernelInstance& instance);
// The instance for (tiling key, OpDef dtype column): a templated instance registered for that key,
// else an untemplated one compiled for that column (dtypeCombo -1 matches any column).
const KernelInstance* FindKernelInstance(const std::string& opType, uint64_t tilingKey, int32_t dtypeCombo = -1);
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
} // namespace detail

// Every kernel argument is a GM_ADDR (inputs, outputs, workspace, tiling).
// `ubReservesFreed`: the registering file's ASCSIM_UB_RESERVES_FREED (lang/ub_reserves.h), which the
// generated registration passes; `dtypeCombo`: the OpDef dtype column the instance was compiled for
// (-1: an op without dtype columns, or a launch that names none).
template <typename... Args>
bool RegisterKernel(const char* opType, uint64_t tilingKey, const char* name, void (*fn)(Args...),
                    uint8_t ubReservesFreed = 0, int32_t dtypeCombo = -1)
{
    KernelInstance k;
    k.opType = opType;
    k.tilingKey = tilingKey;
    k.dtypeCombo = dtypeCombo;
    k.name = name;
    k.numArgs = sizeof...(Args);
    k.fn = reinterpret_cast<void*>(fn);
    k.thunk = &detail::Thunk<Args...>;
    k.ubReservesFreed = ubReservesFreed;
    return RegisterKernelInstance(k);
}

// An untemplated kernel compiled for OpDef dtype column `dtypeCombo` (DTYPE_<NAME> macros).
template <typename... Args>
bool RegisterKernelForDtypes(const char* opType, int32_t dtypeCombo, const char* name, void (*fn)(Args...),
                             uint8_t ubReservesFreed = 0)
{
    KernelInstance k;
    k.opType = opType;
    k.name = name;
    k.numArgs = sizeof...(Args);
    k.fn = reinterpret_cast<void*>(fn);
    k.thunk = &detail::Thunk<Args...>;
    k.anyTilingKey = true;
    k.dtypeCombo = dtypeCombo;
    k.ubReservesFreed = ubReservesFreed;
    return RegisterKernelInstance(k);
}

// One launch of `instance` on blockDim emulated cores. Returns true when every core finished
// without a sanitizer finding; otherwise *report describes the first finding(s).
// The timing model's summary of one launch (sim/docs/timing_model.md §4-5), in msprof's op-summary
// vocabulary. Pipe times are the union of that pipe's busy intervals on the slowest core; ratio =
// time / aiv_time. Empty (valid = false) when ASCEND_SIM_TIMING=0 or the launch failed to start.
struct LaunchProfile {
    bool valid = false;
    std::string kernel;
    std::string soc;
    uint32_t blockDim = 0;
    uint32_t slowestCore = 0;
    double taskDurationUs = 0.0; // launch overhead + aiv_time
    double aivTimeUs = 0.0;      // the slowest core (cores run blocks in waves when blockDim > AIV cores)
    uint64_t aivTotalCycles = 0; // sum over blocks of their cycles
    double aivVecTimeUs = 0.0, aivVecRatio = 0.0;
    double aivScalarTimeUs = 0.0, aivScalarRatio = 0.0;
    double aivMte2TimeUs = 0.0, aivMte2Ratio = 0.0;
    double aivMte3TimeUs = 0.0, aivMte3Ratio = 0.0;
    // Not an msprof field: the slowest core's loop iterations as the model counted them (an API call
    // site coming round again, timing_model.md §5.8), each charged to aiv_scalar_time.
    uint64_t loopIterations = 0;
    // Not an msprof field either: the share of the launch's GM -> UB bytes (all blocks) that the L2 model
    // served from L2, the counterpart of the hit rate examples compute from msprof's L2Cache metrics
    // (aiv_read_local_l2_hit / (hit + miss + victim)); counted in bytes, not requests.
    double l2ReadHitRate = 0.0;
};

struct LaunchOutcome {
    bool ok = true;
    std::string report;     // sanitizer findings, human-readable
    std::string printfText; // AscendC::printf output, core by core
    std::string warnings;   // sanitizer warnings that do not fail the launch (initcheck=warn)
    LaunchProfile profile;  // the timing model's summary (ASCEND_SIM_TIMING, on by default)
};
// `tilingKey` is what TILING_KEY_IS compares against inside the kernel.
LaunchOutcome LaunchKernel(const KernelInstance& instance, uint32_t blockDim, const std::vector<uint8_t*>& args,
                           uint64_t tilingKey = 0);

// The in-process counterpart of ASCEND_SIM_PROFILE_CSV (tools such as the bench): `sink` gets the
// profile of every launch that starts after construction and ends with the timing model on. It runs on
// the launching thread (a stream's worker for aclnn / <<<>>> launches): a sink shared by concurrent
// launches synchronises itself. Destroy it only after those launches ended (synchronise the stream
// first). It receives no per-instruction event, so it does not slow the launches (profile_sink.cpp).
class ScopedProfileSink {
public:
    explicit ScopedProfileSink(std::function<void(const LaunchProfile&)> sink);
    ~ScopedProfileSink();
    ScopedProfileSink(const ScopedProfileSink&) = delete;
    ScopedProfileSink& operator=(const ScopedProfileSink&) = delete;

private:
    class Observer;
    std::unique_ptr<Observer> observer_;
};

} // namespace ascsim::kern
