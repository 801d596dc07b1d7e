// synccheck: pipe ordering on one core. Every instruction takes a sequence number on its pipe;
// known[p][q] records which instructions of q a later instruction of p is guaranteed to see.
// Hand-offs raise it: SetFlag/WaitFlag, queue EnQue/DeQue and AllocTensor/FreeTensor (they carry
// a SyncToken), PipeBarrier<PIPE_ALL>. On arch 3510 V→V is ordered by hardware
// (同步控制/核内同步/关键特性说明.md), so same-pipe V accesses never conflict; MTE2 writes to
// overlapping UB and MTE3 writes to overlapping GM need PipeBarrier on that pipe
// (DataCopy（GM与UB连续数据搬运）.md, 约束说明), or a hand-off chain through another pipe that saw
// the first transfer complete (ownDone, chip_state.h: a VECIN buffer refilled after V freed it).
#include <algorithm>
#include <string>

#include "core/core_state.h"
#include "core/event_emit.h"

namespace ascsim::kern {

namespace {
int Idx(Pipe p) { return static_cast<int>(p); }
uint32_t FlagKey(Pipe src, Pipe dst, int eventId)
{
    return (static_cast<uint32_t>(Idx(src)) << 16) | (static_cast<uint32_t>(Idx(dst)) << 8) |
           static_cast<uint32_t>(eventId & 0xFF);
}
constexpr int kMaxEventId = 7; // EVENT_ID0..EVENT_ID7
} // namespace

uint64_t IssueOn(CoreState& core, Pipe pipe, SrcLoc loc)
{
    const uint64_t seq = BumpClock(core, pipe);
    EmitIssue(core, pipe, seq, loc);
    return seq;
}

uint64_t Issue(Pipe pipe, SrcLoc loc)
{
    CoreState* core = BoundCore();
    return core == nullptr ? 0 : IssueOn(*core, pipe, loc);
}

bool PipeObserves(Pipe consumer, Pipe producer, uint64_t seq)
{
    const CoreState* core = BoundCore();
    return core == nullptr || consumer == producer || core->chip.known[Idx(consumer)][Idx(producer)] >= seq;
}

bool AutoSyncOn()
{
    const CoreState* core = BoundCore();
    return core == nullptr || core->autoSync;
}

bool ScalarObservesAuto(Pipe producer, uint64_t seq)
{
    CoreState* core = BoundCore();
    if (core == nullptr || producer == Pipe::S || core->chip.known[Idx(Pipe::S)][Idx(producer)] >= seq) {
        return true;
    }
    if (!core->autoSync) {
        return false;
    }
    // The wait bisheng inserts before the read (关键特性说明.md 表3, V->S / MTE2->S / MTE3->S).
    core->chip.known[Idx(Pipe::S)][Idx(producer)] = seq;
    EmitSync(*core, SyncEvent{SyncKind::kAutoScalarWait, producer, Pipe::S, -1, SrcLoc{}});
    return true;
}

SyncToken Snapshot(Pipe producer)
{
    SyncToken token;
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return token;
    }
    const int p = Idx(producer);
    for (int q = 0; q < kPipeCount; ++q) {
        token.known[q] = core->chip.known[p][q];
    }
    token.known[p] = core->chip.clock[p];
    token.valid = true;
    return token;
}

void Acquire(Pipe consumer, const SyncToken& token)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !token.valid) {
        return;
    }
    const int c = Idx(consumer);
    for (int q = 0; q < kPipeCount; ++q) {
        core->chip.known[c][q] = std::max(core->chip.known[c][q], token.known[q]);
    }
    // What the producer knew of the consumer's own instructions is now known to be complete to the
    // consumer: a transitive chain MTE2 -> V -> MTE2 orders two MTE2 transfers as a barrier would
    // (without this, every reuse of a VECIN queue buffer looked like two unordered MTE2 writes).
    core->chip.ownDone[c] = std::max(core->chip.ownDone[c], std::min(token.known[c], core->chip.clock[c]));
}

void SetFlag(Pipe src, Pipe dst, int eventId, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    if (core->check.sanitize && (eventId < 0 || eventId > kMaxEventId)) {
        // rule synccheck.event-id-range: SetFlag / WaitFlag event id outside EVENT_ID0..EVENT_ID7
        //   doc: B/同步控制/核内同步/SetFlag-WaitFlag.md (id取值范围说明)
        Fail(Check::kSynccheck, "SetFlag", "event id " + std::to_string(eventId) + " is outside EVENT_ID0..EVENT_ID7",
             loc);
    }
    auto& pending = core->chip.flags[FlagKey(src, dst, eventId)];
    if (core->check.sanitize && !pending.empty()) {
        // rule synccheck.flag-pairing: SetFlag while the same flag is still set, WaitFlag with no SetFlag, or a SetFlag
        //     never waited for
        //   doc: B/同步控制/核内同步/SetFlag-WaitFlag.md (约束说明)
        Fail(Check::kSynccheck, "SetFlag",
             std::string("SetFlag<") + PipeName(src) + "_" + PipeName(dst) + ">(" + std::to_string(eventId) +
                 ") while the same flag is still set and not yet waited for",
             loc);
    }
    pending.push_back(PendingFlag{Snapshot(src), loc});
    EmitSync(*core, SyncEvent{SyncKind::kSetFlag, src, dst, eventId, loc});
}

void WaitFlag(Pipe src, Pipe dst, int eventId, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    auto it = core->chip.flags.find(FlagKey(src, dst, eventId));
    if (it == core->chip.flags.end() || it->second.empty()) {
        if (core->check.sanitize) {
            // see rule synccheck.flag-pairing
            Fail(Check::kSynccheck, "WaitFlag",
                 std::string("WaitFlag<") + PipeName(src) + "_" + PipeName(dst) + ">(" + std::to_string(eventId) +
                     ") with no matching SetFlag: the " + PipeName(dst) + " pipe would wait forever",
                 loc);
        }
        return;
    }
    Acquire(dst, it->second.front().token);
    it->second.erase(it->second.begin());
    EmitSync(*core, SyncEvent{SyncKind::kWaitFlag, src, dst, eventId, loc});
}

void Barrier(Pipe pipe, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core != nullptr) {
        core->chip.ownDone[Idx(pipe)] = core->chip.clock[Idx(pipe)];
        EmitSync(*core, SyncEvent{SyncKind::kPipeBarrier, pipe, pipe, -1, loc});
    }
}

void BarrierAll(SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    for (int p = 0; p < kPipeCount; ++p) {
        for (int q = 0; q < kPipeCount; ++q) {
            core->chip.known[p][q] = std::max(core->chip.known[p][q], core->chip.clock[q]);
        }
        core->chip.ownDone[p] = core->chip.clock[p];
    }
    core->check.mte3Writes.clear();
    EmitSync(*core, SyncEvent{SyncKind::kBarrierAll, Pipe::S, Pipe::S, -1, loc});
}

} // namespace ascsim::kern
