// Deterministic block order: InitDetermineComputeWorkspace / WaitPreBlock / NotifyNextBlock
// (docs/zh/api/SIMD-API/基础API/同步控制/核间同步/InitDetermineComputeWorkspace.md, WaitPreBlock.md,
// NotifyNextBlock.md; include/basic_api/kernel_operator_determine_compute_sync_intf.h).
//
// State where the SDK keeps it: gmWorkspace holds one 32-byte block per core (the round a core has
// finished, 0 when not yet), ubWorkspace the same blocks plus, after them, the core's own round
// counter (hence "ubWorkspace >= GetBlockNum() * 32 + 32 bytes"). Block i of round k may go on once
// blocks 0..i-1 show k and blocks i..n-1 show 0; NotifyNextBlock writes k into the core's block, and
// the last core resets every block to 0 for the next round. The steps are the 3510 implementation's
// (PIPE_ALL barriers around; Duplicate + UB -> GM copy; GM -> UB copy + MTE2 -> S hand-off + scalar
// test), except that a failed test blocks until GM changes instead of spinning (cross_core.h).
// Docs-silent choices as in block_sync.h: a live TPipe is required (event ids), and a launch of more
// blocks than AIV cores is a finding at the first call (约束说明).
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/basic_api/sync/block_sync.h"

namespace AscendC {

namespace detail::xsync {

// CheckUBWorkspace of the protocol, on a snapshot of the per-core words: [round] * me, [0] * (n - me).
template <class Get>
inline bool TurnCame(const Get& word, int64_t me, int64_t blockNum, int32_t round)
{
    for (int64_t i = 0; i < blockNum; ++i) {
        if (word(i) != (i < me ? round : 0)) {
            return false;
        }
    }
    return true;
}

} // namespace detail::xsync

// Block 0 zeroes gmWorkspace; every block sets its round counter (after the blocks in UB) to 1.
// "与IBSet/SyncAll不同，该接口输入参数gmWorkspace缓存的值不需要初始化为0".
__aicore__ inline void InitDetermineComputeWorkspace(GlobalTensor<int32_t>& gmWorkspace,
                                                     LocalTensor<int32_t>& ubWorkspace,
                                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    using namespace detail::xsync;
    const char* api = "InitDetermineComputeWorkspace";
    XcoreApiScope scope(api, loc);
    XcoreBegin(api, loc, "InitDetermineComputeWorkspace.md", true);
    const auto blockNum = static_cast<uint32_t>(GetBlockNum());
    RequireUbWorkspace(ubWorkspace, (blockNum + 1) * kBlockInts, api, loc);
    TPipe& pipe = RequireTPipe(api, loc);
    XcoreSyncScope sync;
    PipeBarrier<PIPE_ALL>();
    if (GetBlockIdx() == 0) {
        XcoreLock lock;
        FillUb(ubWorkspace, 0, blockNum * kBlockInts, 0, api);
        HandOff<HardEvent::V_MTE3>(pipe);
        CopyOut(gmWorkspace, ubWorkspace, 0, blockNum * kBlockInts, api);
        PipeBarrier<PIPE_ALL>();
        XcoreRelease(lock, gmWorkspace.GetPhyAddr(), uint64_t{blockNum} * kBlockInts * sizeof(int32_t), kAllPipes);
    }
    ubWorkspace.SetValue(blockNum * kBlockInts, 1);
    PipeBarrier<PIPE_ALL>();
}

// Waits until every block before this one has finished the current round and none after it has.
__aicore__ inline void WaitPreBlock(GlobalTensor<int32_t>& gmWorkspace, LocalTensor<int32_t>& ubWorkspace,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    using namespace detail::xsync;
    const char* api = "WaitPreBlock";
    XcoreApiScope scope(api, loc);
    XcoreBegin(api, loc, "WaitPreBlock.md", true);
    const auto blockNum = static_cast<uint32_t>(GetBlockNum());
    const int64_t me = GetBlockIdx();
    RequireUbWorkspace(ubWorkspace, (blockNum + 1) * kBlockInts, api, loc);
    TPipe& pipe = RequireTPipe(api, loc);
    XcoreSyncScope sync;
    PipeBarrier<PIPE_ALL>();
    XcoreLock lock;
    int32_t round = 0;
    auto poll = [&] {
        CopyIn(ubWorkspace, 0, gmWorkspace, blockNum * kBlockInts, api);
        HandOff<HardEvent::MTE2_S>(pipe);
        round = ubWorkspace.GetValue(blockNum * kBlockInts);
        const bool ok = TurnCame([&](int64_t i) { return ubWorkspace.GetValue(static_cast<uint32_t>(i) * kBlockInts); },
                                 me, blockNum, round);
        HandOff<HardEvent::S_MTE2>(pipe);
        return ok;
    };
    if (!poll()) {
        const int32_t* base = gmWorkspace.GetPhyAddr();
        const int32_t want = round;
        auto met = [base, me, blockNum, want] {
            return TurnCame([base](int64_t i) { return ReadGmWord(base + i * kBlockInts); }, me, blockNum, want);
        };
        XcoreWaitUntil(lock, met, api, loc,
                       "WaitPreBlock (round " + std::to_string(want) + ") waits until blocks 0.." +
                           std::to_string(me - 1) +
                           " have called NotifyNextBlock for this round (a block that "
                           "calls WaitPreBlock more often than NotifyNextBlock, or InitDetermineComputeWorkspace "
                           "missing)");
        (void)poll();
    }
    PipeBarrier<PIPE_ALL>();
    XcoreAcquire(lock, gmWorkspace.GetPhyAddr(), uint64_t{blockNum} * kBlockInts * sizeof(int32_t), kAllPipes);
}

// Marks this block's round as done (the last block resets every block for the next round) and
// advances the round counter.
__aicore__ inline void NotifyNextBlock(GlobalTensor<int32_t>& gmWorkspace, LocalTensor<int32_t>& ubWorkspace,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    using namespace detail::xsync;
    const char* api = "NotifyNextBlock";
    XcoreApiScope scope(api, loc);
    XcoreBegin(api, loc, "NotifyNextBlock.md", true);
    const auto blockNum = static_cast<uint32_t>(GetBlockNum());
    const auto me = static_cast<uint32_t>(GetBlockIdx());
    RequireUbWorkspace(ubWorkspace, (blockNum + 1) * kBlockInts, api, loc);
    TPipe& pipe = RequireTPipe(api, loc);
    XcoreSyncScope sync;
    PipeBarrier<PIPE_ALL>();
    XcoreLock lock;
    const int32_t round = ubWorkspace.GetValue(blockNum * kBlockInts);
    const uint32_t first = me + 1 == blockNum ? 0 : me * kBlockInts;
    const uint32_t count = me + 1 == blockNum ? blockNum * kBlockInts : kBlockInts;
    if (me + 1 != blockNum) {
        HandOff<HardEvent::S_V>(pipe);
    }
    FillUb(ubWorkspace, first, count, me + 1 == blockNum ? 0 : round, api);
    HandOff<HardEvent::V_MTE3>(pipe);
    CopyOut(gmWorkspace[first], ubWorkspace, first, count, api);
    ubWorkspace.SetValue(blockNum * kBlockInts, round + 1);
    PipeBarrier<PIPE_ALL>();
    XcoreRelease(lock, gmWorkspace.GetPhyAddr(first), uint64_t{count} * sizeof(int32_t), kAllPipes);
}

} // namespace AscendC
