// Per-core state and the queries kernels make of it (include/ascendc_sim/core/core.h).
#include "core/core_state.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "ascendc_sim/core/ctrl_bits.h"

namespace ascsim::kern {

namespace {
thread_local CoreState* g_boundCore = nullptr;
constexpr uint8_t kUbPoisonByte = 0xFF; // reads of never-written UB see NaN-like garbage
} // namespace

CoreState* BoundCore() { return g_boundCore; }

SprState* CurrentSpr()
{
    CoreState* core = BoundCore();
    return core != nullptr ? &core->chip.spr : nullptr;
}
void BindCore(CoreState* core) { g_boundCore = core; }

void CoreState::Reset(uint32_t idx, uint32_t dim, size_t ubTotal, size_t usable, bool sanitizeOn)
{
    blockIdx = idx;
    blockDim = dim;
    check.sanitize = sanitizeOn;
    chip.ub.assign(ubTotal, kUbPoisonByte);
    chip.ubUsable = usable;
    chip.ubReservesFreed = 0;
    if (check.sanitize) {
        check.ubWritten.assign(ubTotal, 0);
        check.runs.assign(1, BlockRun{0, static_cast<uint32_t>((ubTotal + 31) / 32), BlockAccess{}});
    }
    std::fill(&chip.clock[0], &chip.clock[0] + kPipeCount, 0);
    std::fill(&chip.ownDone[0], &chip.ownDone[0] + kPipeCount, 0);
    for (auto& row : chip.known) {
        std::fill(&row[0], &row[0] + kPipeCount, 0);
    }
    chip.flags.clear();
    check.gmReads.clear();
    check.gmWrites.clear();
    check.mte3Writes.clear();
    check.mte2Filled.clear();
    check.mte2Used.clear();
    check.findings.clear();
    check.unknownSites.clear();
    check.vfStackSites.clear();
    std::fill(&check.queueTensors[0], &check.queueTensors[0] + 32, 0U);
    chip.ubCarvedEnd = 0;
    chip.ubArrayBytes = 0;
    chip.ubArraySlots.clear();
    chip.ubDynBytes = 0;
    chip.ubDynPlaced = false;
    chip.simtDataCache = false;
    chip.vecSpr = VecSpr{};
    printfText.clear();
    chip.ctrl = chip.ctrlAtLaunch = ctrl::kResetValue;
    chip.spr = SprState{};
    std::fill(&chip.ctrlWriter[0], &chip.ctrlWriter[0] + 64, "");
    std::fill(&chip.ctrlWrittenAt[0], &chip.ctrlWrittenAt[0] + 64, SrcLoc{});
    xcore.Reset(idx);
}

const char* PipeName(Pipe p)
{
    switch (p) {
        case Pipe::S:
            return "S";
        case Pipe::V:
            return "V";
        case Pipe::MTE2:
            return "MTE2";
        case Pipe::MTE3:
            return "MTE3";
    }
    return "?";
}

const char* CheckName(Check c)
{
    switch (c) {
        case Check::kMemcheck:
            return "memcheck";
        case Check::kSynccheck:
            return "synccheck";
        case Check::kQueuecheck:
            return "queuecheck";
        case Check::kRacecheck:
            return "racecheck";
        case Check::kCtrlcheck:
            return "ctrlcheck";
        case Check::kInitcheck:
            return "initcheck";
        case Check::kAssert:
            return "assert";
    }
    return "?";
}

bool SanitizerEnabled()
{
    const CoreState* core = BoundCore();
    return core == nullptr || core->check.sanitize;
}

void Report(Check check, const char* api, const std::string& message, SrcLoc loc, const char* space, uintptr_t addr,
            size_t len)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        std::fprintf(stderr, "[ascend-sim] %s: %s called outside a kernel launch: %s\n", CheckName(check), api,
                     message.c_str());
        return;
    }
    if (core->xcore.outerApi != nullptr) {
        // Inside a synchronisation API (cross_core.h XcoreApiScope): reported at the kernel's call.
        const bool same = std::strcmp(api, core->xcore.outerApi) == 0;
        core->check.findings.push_back(
            Finding{check, core->blockIdx, core->xcore.outerApi,
                    same ? message : std::string("inside ") + core->xcore.outerApi + ", " + api + ": " + message,
                    core->xcore.outerLoc, space, addr, len});
        return;
    }
    core->check.findings.push_back(Finding{check, core->blockIdx, api, message, loc, space, addr, len});
}

void Fail(Check check, const char* api, const std::string& message, SrcLoc loc, const char* space, uintptr_t addr,
          size_t len)
{
    Report(check, api, message, loc, space, addr, len);
    throw KernelAbort{};
}

uint32_t CurrentBlockIdx()
{
    const CoreState* core = BoundCore();
    return core == nullptr ? 0 : core->blockIdx;
}

uint32_t CurrentBlockNum()
{
    const CoreState* core = BoundCore();
    return core == nullptr ? 1 : core->blockDim;
}

bool InsideKernel() { return BoundCore() != nullptr; }

uint64_t CurrentTilingKey()
{
    const CoreState* core = BoundCore();
    return core == nullptr ? 0 : core->tilingKey;
}

static CoreState& RequireCore(const char* api)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        std::fprintf(stderr, "[ascend-sim] %s called outside a kernel launch\n", api);
        throw KernelAbort{};
    }
    return *core;
}

VecSpr& CurrentVecSpr()
{
    CoreState* core = BoundCore();
    if (core != nullptr) {
        return core->chip.vecSpr;
    }
    static thread_local VecSpr outside;
    return outside;
}

uint8_t* UbBase() { return RequireCore("UB access").chip.ub.data(); }
size_t UbUsableBytes() { return RequireCore("UB access").chip.ubUsable; }
size_t UbTotalBytes() { return RequireCore("UB access").chip.ub.size(); }

void AppendPrintf(const std::string& text) { RequireCore("AscendC::printf").printfText += text; }

} // namespace ascsim::kern
