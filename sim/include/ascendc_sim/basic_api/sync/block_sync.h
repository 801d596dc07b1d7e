// Inter-core synchronisation: SyncAll (hardware and software), IBSet / IBWait
// (docs/zh/api/SIMD-API/基础API/同步控制/核间同步/SyncAll.md, IBSet.md, IBWait.md; declarations as
// include/basic_api/kernel_operator_block_sync_intf.h for arch 3510).
//
// Hardware SyncAll is a barrier of every block of the launch (cross_core.h XcoreHardSyncAll): the
// trigger pipe's earlier instructions complete, then the core waits until every block has arrived.
// The software forms keep their state in the user's workspaces with the layout the docs size them
// by (32 bytes per core and event; flags at gmWorkspace[blockNum * 8 * eventID + blockIdx * 8]) and
// run the same steps as the 3510 implementation (PipeBarrier<PIPE_ALL>, a 32-byte GM -> UB copy, the
// MTE2 -> S hand-off, the scalar test and update, the S -> MTE3 hand-off, the UB -> GM copy,
// PipeBarrier<PIPE_ALL>), except that a core whose poll fails blocks until the flag changes instead
// of spinning. So an uninitialised workspace, a too small one, or an IBWait whose IBSet never comes
// end as on hardware: the core waits, and the sim reports the deadlock.
//
// Docs-silent choices (the stricter reading):
//   * the software forms take their event ids from GetTPipePtr()->FetchEventID as the SDK does: a
//     kernel without a live TPipe is a synccheck finding;
//   * SyncAll<false> (Mix) in the sim's vector-only kernels is a deadlock finding (SyncAll.md: "对于纯
//     Vector算子，模板参数isAIVOnly必须设置为true，否则会导致程序卡死"); the software SyncAll does not
//     support Mix at all ("软同步接口不支持此功能");
//   * a launch of more blocks than AIV cores is a synccheck finding at the first of these calls (the
//     pages' 约束说明: numBlocks must not exceed the cores, else the kernel hangs).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/basic_api/data_movement/data_copy.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/global_tensor.h"
#include "ascendc_sim/types/local_tensor.h"
#include "ascendc_sim/basic_api/sync/sync.h"
#include "ascendc_sim/basic_api/system/system.h"
#include "ascendc_sim/basic_api/resource/tpipe.h"

namespace AscendC {

// SyncAll.md 表1 (impl/basic_api/utils/kernel_utils_mode.h): the pipes that trigger / wait.
struct SyncAllConfig {
    pipe_t triggerPipe;
    pipe_t waitPipe;
};
inline constexpr SyncAllConfig DEFAULT_SYNC_ALL_CONFIG = {PIPE_ALL, PIPE_ALL};

namespace detail::xsync {

using ascsim::kern::SrcLoc;

constexpr uint32_t kBlockInts = 8; // one 32-byte block of int32_t flags per core / event

constexpr int PipeArg(pipe_t p)
{
    return p == PIPE_ALL  ? ascsim::kern::kAllPipes :
           p == PIPE_MTE2 ? static_cast<int>(ascsim::kern::Pipe::MTE2) :
           p == PIPE_MTE3 ? static_cast<int>(ascsim::kern::Pipe::MTE3) :
           p == PIPE_V    ? static_cast<int>(ascsim::kern::Pipe::V) :
                            static_cast<int>(ascsim::kern::Pipe::S);
}

// The software protocols fetch their event ids from the core's TPipe.
inline TPipe& RequireTPipe(const char* api, SrcLoc loc)
{
    auto* pipe = static_cast<TPipe*>(ascsim::kern::XcoreTPipe());
    if (pipe == nullptr) {
        // rule synccheck.needs-tpipe: IBSet / IBWait / software SyncAll without a live TPipe to take event ids from
        //   choice: the docs are silent; the sim's protocol takes its SetFlag / WaitFlag ids from the core's TPipe as
        //   the
        //       site's comment says
        ascsim::kern::Fail(ascsim::kern::Check::kSynccheck, api,
                           "needs a live TPipe: the 3510 implementation takes its SetFlag / WaitFlag event ids from "
                           "GetTPipePtr()->FetchEventID, and no TPipe has been constructed (or it was destroyed)",
                           loc);
    }
    return *pipe;
}

// ubWorkspace: "支持的TPosition为VECIN/VECCALC/VECOUT", at least `ints` int32_t.
inline void RequireUbWorkspace(const LocalTensor<int32_t>& ub, uint32_t ints, const char* api, SrcLoc loc)
{
    using namespace ascsim::kern;
    if (!SanitizerEnabled()) {
        return;
    }
    const TPosition p = ub.GetPosition();
    if (p != TPosition::VECIN && p != TPosition::VECCALC && p != TPosition::VECOUT) {
        // rule memcheck.ub-workspace: an IBSet / IBWait / SyncAll ubWorkspace not at VECIN / VECCALC / VECOUT, or
        //     smaller than the protocol needs
        //   doc: B/同步控制/核间同步/IBSet.md (参数说明)
        //   doc: B/同步控制/核间同步/IBSet.md (约束说明)
        //   doc: B/同步控制/核间同步/SyncAll.md (约束说明)
        Fail(Check::kMemcheck, api, "ubWorkspace must be a VECIN / VECCALC / VECOUT LocalTensor", loc, "UB",
             reinterpret_cast<uintptr_t>(ub.Data()), 0);
    }
    if (ub.GetSize() < ints) {
        // see rule memcheck.ub-workspace
        Fail(Check::kMemcheck, api,
             "ubWorkspace holds " + std::to_string(ub.GetSize()) + " int32_t; the protocol needs " +
                 std::to_string(ints) + " (" + std::to_string(ints * 4) + " bytes)",
             loc, "UB", reinterpret_cast<uintptr_t>(ub.Data()), ub.GetSize() * 4);
    }
}

template <HardEvent e>
inline void HandOff(TPipe& pipe)
{
    const auto id = static_cast<int32_t>(pipe.FetchEventID(e));
    SetFlag<e>(id);
    WaitFlag<e>(id);
}

// `count` int32_t of GM -> UB at ubOff (MTE2), as the protocol's DataCopy.
inline void CopyIn(const LocalTensor<int32_t>& ub, uint32_t ubOff, const GlobalTensor<int32_t>& gm, uint32_t count,
                   const char* api, SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    const uint64_t bytes = uint64_t{count} * sizeof(int32_t);
    RequireUbAligned(ub.Data() + ubOff, api, loc);
    const uint64_t seq = IssueDma(Pipe::MTE2, bytes, GmSide(gm, bytes, api), loc);
    AccessGm(Pipe::MTE2, seq, gm.GetPhyAddr(), bytes, false, gm.WindowBase(), gm.WindowBytes(), api, loc);
    ub.Declare(Pipe::MTE2, seq, ubOff, count, true, api, loc);
    std::memcpy(ub.Data() + ubOff, gm.GetPhyAddr(), bytes);
}

// `count` int32_t of UB at ubOff -> GM (MTE3), as the protocol's DataCopy (the DMA atomic applies).
inline void CopyOut(const GlobalTensor<int32_t>& gm, const LocalTensor<int32_t>& ub, uint32_t ubOff, uint32_t count,
                    const char* api, SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    const uint64_t bytes = uint64_t{count} * sizeof(int32_t);
    RequireUbAligned(ub.Data() + ubOff, api, loc);
    const uint64_t seq = IssueDma(Pipe::MTE3, bytes, GmSide(gm, bytes, api), loc);
    ub.Declare(Pipe::MTE3, seq, ubOff, count, false, api, loc);
    AccessGm(Pipe::MTE3, seq, gm.GetPhyAddr(0), bytes, true, gm.WindowBase(), gm.WindowBytes(), api, loc);
    GmStore(gm.GetPhyAddr(0), ub.Data() + ubOff, bytes);
}

// V fills `count` int32_t of UB at ubOff with `value` (the protocol's Duplicate).
inline void FillUb(const LocalTensor<int32_t>& ub, uint32_t ubOff, uint32_t count, int32_t value, const char* api,
                   SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    const uint64_t seq = IssueVector("Duplicate", count, sizeof(int32_t), 0, loc);
    ub.Declare(Pipe::V, seq, ubOff, count, true, api, loc);
    for (uint32_t i = 0; i < count; ++i) {
        std::memcpy(ub.Data() + ubOff + i, &value, sizeof(int32_t));
    }
    UbMarkDefined(ub.Data() + ubOff, uint64_t{count} * sizeof(int32_t));
}

inline int32_t ReadGmWord(const int32_t* p)
{
    int32_t v;
    std::memcpy(&v, p, sizeof(v));
    return v;
}

// IBSet / IBWait: wait until the flag word is `expect`, then write `write` into it.
template <bool isAIVOnly>
inline void IbExchange(const GlobalTensor<int32_t>& gmWorkspace, const LocalTensor<int32_t>& ubWorkspace,
                       int32_t blockIdx, int32_t eventID, int32_t expect, int32_t write, const char* api,
                       const char* page, SrcLoc loc)
{
    using namespace ascsim::kern;
    XcoreApiScope scope(api, loc);
    XcoreBegin(api, loc, page, true);
    const int64_t cores = GetBlockNum();
    if (SanitizerEnabled() && (blockIdx < 0 || blockIdx >= cores || eventID < 0)) {
        // rule synccheck.ib-args: IBSet / IBWait blockIdx outside [0, GetBlockNum() - 1] or a negative eventID
        //   doc: B/同步控制/核间同步/IBSet.md (参数说明)
        //   doc: B/同步控制/核间同步/IBWait.md (参数说明)
        Fail(Check::kSynccheck, api,
             "blockIdx " + std::to_string(blockIdx) + " / eventID " + std::to_string(eventID) +
                 " out of range (blockIdx: [0, GetBlockNum() - 1] = [0, " + std::to_string(cores - 1) +
                 "], eventID >= 0)",
             loc);
    }
    RequireUbWorkspace(ubWorkspace, kBlockInts, api, loc);
    TPipe& pipe = RequireTPipe(api, loc);
    // AIVOnly: 核数 = GetBlockNum(); MIX: GetBlockNum() * 2 (IBSet.md 约束说明).
    const int64_t blockNum = cores * (isAIVOnly ? 1 : 2);
    const GlobalTensor<int32_t>
        flag = gmWorkspace[static_cast<uint64_t>(blockNum * kBlockInts * eventID + int64_t{blockIdx} * kBlockInts)];
    XcoreSyncScope sync;
    PipeBarrier<PIPE_ALL>();
    XcoreLock lock;
    auto poll = [&] {
        CopyIn(ubWorkspace, 0, flag, kBlockInts, api);
        HandOff<HardEvent::MTE2_S>(pipe);
        return ubWorkspace.GetValue(0);
    };
    if (poll() != expect) {
        const int32_t* word = flag.GetPhyAddr();
        XcoreWaitUntil(
            lock, [word, expect] { return ReadGmWord(word) == expect; }, api, loc,
            std::string(api) + " (blockIdx " + std::to_string(blockIdx) + ", eventID " + std::to_string(eventID) +
                ") polls its GM flag until it is " + std::to_string(expect) +
                (expect == 1 ? ": no IBSet with the same blockIdx / eventID sets it" :
                               ": the previous IBSet was not consumed by an IBWait, or the workspace was not "
                               "initialised to 0"));
        // The next poll rewrites the UB block the scalar unit read (the 3510 loop has no S -> MTE2
        // hand-off there; the sim's synccheck needs one).
        HandOff<HardEvent::S_MTE2>(pipe);
        (void)poll(); // the poll that sees it
    }
    ubWorkspace.SetValue(0, write);
    HandOff<HardEvent::S_MTE3>(pipe);
    CopyOut(flag, ubWorkspace, 0, kBlockInts, api);
    PipeBarrier<PIPE_ALL>();
    XcoreAcquire(lock, flag.GetPhyAddr(), kBlockInts * sizeof(int32_t), kAllPipes);
    XcoreRelease(lock, flag.GetPhyAddr(), kBlockInts * sizeof(int32_t), kAllPipes);
}

} // namespace detail::xsync

// ---- SyncAll ------------------------------------------------------------------------------------

// Hardware SyncAll (SyncAll.md "硬同步（支持config指定流水）原型"): PipeBarrier<triggerPipe>, then every
// block of the launch meets; the waiting pipe (PIPE_ALL: the scalar unit, hence every later
// instruction) continues after the last block arrived.
template <bool isAIVOnly = true, const SyncAllConfig& config = DEFAULT_SYNC_ALL_CONFIG>
__aicore__ inline void SyncAll(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(config.triggerPipe == PIPE_ALL || config.triggerPipe == PIPE_MTE2 || config.triggerPipe == PIPE_MTE3,
                  "SyncAllConfig triggerPipe only supports PIPE_MTE2, PIPE_MTE3, PIPE_ALL on current device!");
    static_assert(config.waitPipe == PIPE_ALL || config.waitPipe == PIPE_MTE2 || config.waitPipe == PIPE_MTE3,
                  "SyncAllConfig waitPipe only supports PIPE_MTE2, PIPE_MTE3, PIPE_ALL on current device!");
    using namespace ascsim::kern;
    if constexpr (!isAIVOnly) {
        if (SanitizerEnabled() && InsideKernel()) {
            // rule synccheck.syncall-mix: SyncAll<false> (Mix) in a kernel that runs on vector cores only, or the
            //     software SyncAll with isAIVOnly = false
            //   doc: B/同步控制/核间同步/SyncAll.md (约束说明)
            //   doc: B/同步控制/核间同步/SyncAll.md (参数说明, 表1)
            Fail(Check::kSynccheck, "SyncAll",
                 "deadlock: SyncAll<false> (Mix) waits for the cube cores of a Mix operator; the kernel runs on "
                 "vector cores only (SyncAll.md 约束说明: a pure Vector operator must use isAIVOnly = true, "
                 "otherwise it hangs)",
                 loc);
        }
    }
    XcoreHardSyncAll(detail::xsync::PipeArg(config.triggerPipe), detail::xsync::PipeArg(config.waitPipe), "SyncAll",
                     loc);
}

// Software SyncAll (SyncAll.md "软同步原型"): every core adds 1 to its 32-byte slot of gmWorkspace (its
// round), then polls all `usedCores` slots (default: GetBlockNum()) until every one shows the round.
template <bool isAIVOnly = true>
__aicore__ inline void SyncAll(const GlobalTensor<int32_t>& gmWorkspace, const LocalTensor<int32_t>& ubWorkspace,
                               const int32_t usedCores = 0, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    using namespace detail::xsync;
    const char* api = "SyncAll";
    XcoreApiScope scope(api, loc);
    if constexpr (!isAIVOnly) {
        if (SanitizerEnabled() && InsideKernel()) {
            // see rule synccheck.syncall-mix
            Fail(Check::kSynccheck, api,
                 "the software SyncAll does not support isAIVOnly = false (SyncAll.md 表1: 软同步接口不支持此功能)",
                 loc);
        }
    }
    XcoreBegin(api, loc, "SyncAll.md", true);
    const auto blockNum = static_cast<int32_t>(GetBlockNum());
    if (SanitizerEnabled() && (usedCores < 0 || usedCores > blockNum)) {
        // rule synccheck.syncall-cores: software SyncAll usedCores outside [0, GetBlockNum()]
        //   doc: B/同步控制/核间同步/SyncAll.md (约束说明)
        Fail(Check::kSynccheck, api,
             "usedCores " + std::to_string(usedCores) + " must be in [0, GetBlockNum() = " + std::to_string(blockNum) +
                 "] (SyncAll.md 约束说明)",
             loc);
    }
    const int32_t total = usedCores != 0 ? usedCores : blockNum;
    const auto me = static_cast<int32_t>(GetBlockIdx());
    // ubWorkspace: ">= GetBlockNum() * 32Bytes"; the polls read every used slot into it.
    RequireUbWorkspace(ubWorkspace, static_cast<uint32_t>(std::max(total, blockNum)) * kBlockInts, api, loc);
    TPipe& pipe = RequireTPipe(api, loc);
    const GlobalTensor<int32_t> mine = gmWorkspace[static_cast<uint64_t>(me) * kBlockInts];
    XcoreSyncScope sync;
    PipeBarrier<PIPE_ALL>();
    XcoreLock lock;
    CopyIn(ubWorkspace, 0, mine, kBlockInts, api);
    HandOff<HardEvent::MTE2_S>(pipe);
    const int32_t round = ubWorkspace.GetValue(0) + 1;
    ubWorkspace.SetValue(0, round);
    HandOff<HardEvent::S_MTE3>(pipe);
    CopyOut(mine, ubWorkspace, 0, kBlockInts, api);
    XcoreRelease(lock, mine.GetPhyAddr(), kBlockInts * sizeof(int32_t), kAllPipes);
    HandOff<HardEvent::MTE3_MTE2>(pipe);
    const auto totalInts = static_cast<uint32_t>(total) * kBlockInts;
    // One poll: every used slot into UB; the round is complete when every used core has reached it.
    // (The 3510 implementation counts instead, exactly in the first round, and in that round its count
    // replaces core 0's slot by 1 — so a core other than 0 may leave the first SyncAll before core 0
    // arrived, and may wait forever if core 0 is still in the first round when it counts the second.
    // The sim follows the page, "直到所有AIV核对应的信号值都变为1": every used slot reaches the round.)
    auto reached = [total, round](auto slot) {
        for (int32_t i = 0; i < total; ++i) {
            if (slot(i) < round) {
                return false;
            }
        }
        return true;
    };
    auto poll = [&] {
        CopyIn(ubWorkspace, 0, gmWorkspace, totalInts, api);
        HandOff<HardEvent::MTE2_S>(pipe);
        const bool ok = reached([&](int32_t i) { return ubWorkspace.GetValue(static_cast<uint32_t>(i) * kBlockInts); });
        PipeBarrier<PIPE_ALL>();
        return ok;
    };
    if (!poll()) {
        const int32_t* base = gmWorkspace.GetPhyAddr();
        auto met = [base, reached] {
            return reached([base](int32_t i) { return ReadGmWord(base + static_cast<int64_t>(i) * kBlockInts); });
        };
        XcoreWaitUntil(lock, met, api, loc,
                       "the software SyncAll (round " + std::to_string(round) + ") polls the " + std::to_string(total) +
                           " slots of gmWorkspace until every used core has written its round (a core that "
                           "never calls it, or a workspace not initialised to 0)");
        HandOff<HardEvent::S_MTE2>(pipe);
        (void)poll();
    }
    XcoreAcquire(lock, gmWorkspace.GetPhyAddr(), uint64_t{totalInts} * sizeof(int32_t), kAllPipes);
}

// ---- IBSet / IBWait ------------------------------------------------------------------------------

// IBSet (IBSet.md): waits until the flag of (blockIdx, eventID) is 0, then sets it to 1.
template <bool isAIVOnly = true>
__aicore__ inline void IBSet(const GlobalTensor<int32_t>& gmWorkspace, const LocalTensor<int32_t>& ubWorkspace,
                             int32_t blockIdx, int32_t eventID, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::xsync::IbExchange<isAIVOnly>(gmWorkspace, ubWorkspace, blockIdx, eventID, 0, 1, "IBSet", "IBSet.md", loc);
}

// IBWait (IBWait.md): waits until the flag of (blockIdx, eventID) is 1, then resets it to 0.
template <bool isAIVOnly = true>
__aicore__ inline void IBWait(const GlobalTensor<int32_t>& gmWorkspace, const LocalTensor<int32_t>& ubWorkspace,
                              int32_t blockIdx, int32_t eventID,
                              ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::xsync::IbExchange<isAIVOnly>(gmWorkspace, ubWorkspace, blockIdx, eventID, 1, 0, "IBWait", "IBWait.md", loc);
}

} // namespace AscendC
