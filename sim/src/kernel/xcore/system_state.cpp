// Per-core system state the kernel APIs keep in XcoreCore: the TPipe pointer (GetTPipePtr), task
// synchronisation (task_sync.h), the stack buffer, NdDmaDci (data_copy_nd.h), loop mode (loop_mode.h;
// SetLoopModePara.md), the scalar issue of an API and the system counter (GetSystemCycle(ISASI).md).
#include <algorithm>
#include <cstdint>
#include <string>

#include "ascendc_sim/core/cross_core.h"
#include "core/core_state.h"
#include "core/event_emit.h"
#include "xcore/xcore.h"
#include "xcore/xcore_internal.h"

namespace ascsim::kern {

void* XcoreTPipe()
{
    CoreState* core = BoundCore();
    return core == nullptr ? nullptr : core->xcore.tpipe;
}

void XcoreSetTPipe(void* pipe)
{
    if (CoreState* core = BoundCore()) {
        core->xcore.tpipe = pipe;
    }
}

void XcoreDropTPipe(void* pipe)
{
    CoreState* core = BoundCore();
    if (core != nullptr && core->xcore.tpipe == pipe) {
        core->xcore.tpipe = nullptr;
    }
}

void XcoreTaskSync(bool setNext, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    const char* api = setNext ? "SetNextTaskStart" : "WaitPreTaskEnd";
    NoteCrossCoreCall(*core, loc, api);
    XcoreCore& x = core->xcore;
    const int k = setNext ? 1 : 0;
    if (core->check.sanitize && x.taskCalls[k] != 0) {
        // rule synccheck.task-sync-once: SetNextTaskStart / WaitPreTaskEnd called twice on one core
        //   doc: B/同步控制/任务间同步/SetNextTaskStart.md (约束说明)
        //   doc: B/同步控制/任务间同步/WaitPreTaskEnd.md (约束说明)
        Fail(Check::kSynccheck, api,
             std::string(api) + " called a second time on this core (first at " + Where(x.taskAt[k]) +
                 "): each core must call it exactly once (" + api +
                 ".md 约束说明), otherwise the task "
                 "synchronisation counts do not match and the kernel hangs",
             loc);
    }
    if (x.taskCalls[k]++ == 0) {
        x.taskAt[k] = loc;
    }
}

void XcoreStackBuffer(uint64_t* offset, uint64_t* bytes)
{
    CoreState* core = BoundCore();
    *offset = 0;
    *bytes = 0;
    if (core == nullptr) {
        return;
    }
    // The highest end of what TPipe handed out in this launch (resource_limits.cpp), 32-byte aligned.
    const uint64_t begin = (core->chip.ubCarvedEnd + 31) & ~uint64_t(31);
    *offset = begin;
    const uint64_t end = core->chip.ubUsable - core->chip.ubArrayBytes; // below the C API's __ubuf__ arrays
    *bytes = begin < end ? end - begin : 0;
}

bool XcoreNdDmaDci(bool set)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return true;
    }
    if (set) {
        core->xcore.ndDmaDci = true;
    }
    return core->xcore.ndDmaDci;
}

void XcoreSetLoopMode(int path, const uint64_t params[6], bool set, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    NoteCrossCoreCall(*core, loc, api);
    XcoreCore& x = core->xcore;
    x.loopSet[path] = set;
    std::copy(params, params + 6, x.loop[path]); // the registers keep what was written (C API setters read them)
    if (set) {
        x.loopAt[path] = loc;
        x.loopApi[path] = api;
    }
}

void XcoreLoopParams(int path, uint64_t params[6])
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        std::fill(params, params + 6, uint64_t{0});
        return;
    }
    std::copy(core->xcore.loop[path], core->xcore.loop[path] + 6, params);
}

bool XcoreLoopMode(int path, uint64_t params[6])
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->xcore.loopSet[path]) {
        return false;
    }
    std::copy(core->xcore.loop[path], core->xcore.loop[path] + 6, params);
    return true;
}

void CheckLoopModeAtExit(CoreState& core)
{
    for (int path = 0; path < 2; ++path) {
        if (core.xcore.loopSet[path]) {
            // rule memcheck.loop-mode-reset: loop mode still set when the kernel returns
            //   doc: B/Memory矢量计算/数据搬运辅助配置接口/SetLoopModePara.md (约束说明)
            //   doc: api/SIMD-API/C-API/vector_datamove/asc_set_gm2ub_loop_size.md (约束说明)
            //   doc: api/SIMD-API/C-API/vector_datamove/asc_set_ub2gm_loop_size.md (约束说明)
            const bool cApi = std::string(core.xcore.loopApi[path]).rfind("asc_", 0) == 0;
            const std::string reset = !cApi     ? "ResetLoopModePara" :
                                      path == 0 ? "asc_set_ub2gm_loop_size(1, 1)" :
                                                  "asc_set_gm2ub_loop_size(1, 1)";
            Report(Check::kMemcheck, core.xcore.loopApi[path],
                   std::string("loop mode of the ") + (path == 0 ? "UB_TO_OUT" : "OUT_TO_UB") +
                       " path still set when the kernel returned: reset it with " + reset + " after the transfers (" +
                       (cApi ? "the C API pages'" : "SetLoopModePara.md") +
                       " 约束说明: otherwise the next transfers of that path are affected)",
                   core.xcore.loopAt[path]);
        }
    }
}

void XcoreScalarCall(const char* what, SrcLoc loc)
{
    if (CoreState* core = BoundCore()) {
        NoteCrossCoreCall(*core, loc, what);
    }
}

int64_t XcoreSystemCycle()
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (l == nullptr) {
        return 0;
    }
    // The emulator keeps no clock: the modeled one (the timing model's), 0 without the model.
    double cycles = 0.0;
    bool known = false;
    Emit(*core, [&](KernelEventObserver& o, const OrderingView& v) { known = known || o.ModeledCycles(v, &cycles); });
    if (!known) {
        return 0;
    }
    // 950: the system counter runs at 1 GHz (GetSystemCycle(ISASI).md: "按照1GHz的频率").
    return static_cast<int64_t>(cycles * (1e9 / l->clockHz));
}

} // namespace ascsim::kern
