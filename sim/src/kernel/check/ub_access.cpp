// memcheck + synccheck of Unified Buffer accesses (include/ascendc_sim/core/core.h, AccessUb).
#include <algorithm>
#include <cstring>
#include <string>

#include "core/core_state.h"
#include "core/event_emit.h"

namespace ascsim::kern {

namespace {
std::string Hazard(const char* kind, Pipe earlier, uint64_t earlierSeq, Pipe later, size_t ubOffset)
{
    return std::string(kind) + " hazard on UB offset " + std::to_string(ubOffset) + ": " + PipeName(later) +
           " accesses a block " + (kind[0] == 'W' && kind[2] == 'R' ? "read" : "written") + " by " + PipeName(earlier) +
           " instruction #" + std::to_string(earlierSeq) +
           " with no SetFlag/WaitFlag, queue hand-off or barrier ordering them";
}
bool SameHistory(const BlockAccess& a, const BlockAccess& b)
{
    return a.writeSeq == b.writeSeq && a.writer == b.writer && a.readSeq[0] == b.readSeq[0] &&
           a.readSeq[1] == b.readSeq[1] && a.readSeq[2] == b.readSeq[2] && a.readSeq[3] == b.readSeq[3] &&
           a.sWriteAuto == b.sWriteAuto && a.sReadAuto == b.sReadAuto && a.unorderedSeq == b.unorderedSeq &&
           a.loadUsed == b.loadUsed;
}

// Index of the run that contains block `b`.
size_t RunOf(const std::vector<BlockRun>& runs, uint32_t b)
{
    size_t lo = 0, hi = runs.size();
    while (hi - lo > 1) {
        const size_t mid = (lo + hi) / 2;
        if (runs[mid].begin <= b) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return lo;
}

// Makes a run start at block `b` (b inside runs[i]); returns the index of that run.
size_t SplitAt(std::vector<BlockRun>& runs, size_t i, uint32_t b)
{
    if (runs[i].begin == b) {
        return i;
    }
    BlockRun tail = runs[i];
    tail.begin = b;
    runs[i].end = b;
    runs.insert(runs.begin() + static_cast<std::ptrdiff_t>(i) + 1, tail);
    return i + 1;
}

// Merges runs[i] into runs[i - 1] when their histories are the same; returns the index of the run
// that now holds runs[i]'s blocks.
size_t MergeWithPrevious(std::vector<BlockRun>& runs, size_t i)
{
    if (i == 0 || i >= runs.size() || !SameHistory(runs[i - 1].st, runs[i].st)) {
        return i;
    }
    runs[i - 1].end = runs[i].end;
    runs.erase(runs.begin() + static_cast<std::ptrdiff_t>(i));
    return i - 1;
}

// racecheck's record that a UB block's MTE2 load reaches a result (check_state.h, mte2Used).
void NoteMte2Use(CheckState& check, BlockAccess& blk)
{
    blk.loadUsed = true;
    auto& used = check.mte2Used;
    for (uint64_t s : {blk.writeSeq, blk.unorderedSeq}) {
        if (s != 0 && (used.empty() || used.back() != s)) {
            used.push_back(s);
        }
    }
}

// synccheck of one access to the blocks [offset / 32, (offset + bytes - 1) / 32]. The per-block
// rule: a read must know the block's last write unless the same pipe made it (RAW); a write must
// know every other pipe's last read (WAR) and the last write of another pipe (WAW). An MTE2 write
// not ordered after the previous MTE2 write of the block leaves it holding either (unorderedSeq):
// a later read of it is the finding, so a buffer refilled and never read again is none (its bytes
// cannot reach a result). Blocks with the same history form one run, so an
// access costs a few runs, not one step per 32 bytes; every run is checked as its first block
// would be, in block order, so the report names the lowest failing block as before.
//
// Auto-sync (core.h, AutoSyncOn): a hazard between an S access bisheng synchronises (`autoS` for this
// one, sWriteAuto / sReadAuto for the block's earlier S access) and a V / MTE2 / MTE3 access is the
// pair the compiler puts a SetFlag/WaitFlag around: the later pipe is raised to the earlier
// instruction, as the inserted WaitFlag does, instead of a finding.
void CheckBlocks(CoreState& core, Pipe pipe, uint64_t seq, size_t offset, size_t bytes, bool isWrite, const char* api,
                 SrcLoc loc, bool autoS)
{
    const uint8_t* base = core.chip.ub.data();
    const int me = static_cast<int>(pipe);
    const int s = static_cast<int>(Pipe::S);
    bool scalarWaited = false;
    // Whether the hazard with instruction `otherSeq` of pipe `other` is one bisheng synchronises.
    const auto autoOrdered = [&](int other, uint64_t otherSeq, bool otherAuto) {
        if (!core.autoSync || (me == s) == (other == s) || !(me == s ? autoS : otherAuto)) {
            return false;
        }
        core.chip.known[me][other] = std::max(core.chip.known[me][other], otherSeq);
        scalarWaited = scalarWaited || me == s;
        return true;
    };
    const auto first = static_cast<uint32_t>(offset / 32);
    const auto end = static_cast<uint32_t>((offset + bytes - 1) / 32 + 1);
    std::vector<BlockRun>& runs = core.check.runs;
    size_t i = SplitAt(runs, RunOf(runs, first), first);
    size_t j = i;
    while (runs[j].end < end) {
        ++j;
    }
    if (runs[j].end > end) {
        SplitAt(runs, j, end);
    }
    // runs[i..j] cover exactly the accessed blocks.
    for (size_t k = i; k <= j; ++k) {
        const BlockAccess& blk = runs[k].st;
        const size_t at = static_cast<size_t>(runs[k].begin) * 32;
        const int w = static_cast<int>(blk.writer);
        if (blk.writer == Pipe::MTE2 && !blk.loadUsed && blk.writeSeq != 0 &&
            !(pipe == Pipe::MTE2 && blk.writeSeq == seq)) {
            // A read uses what the MTE2 load brought, and so may a write of another pipe (its masked-off
            // bytes are not followed here); a later MTE2 fill replaces it, except in a block it only
            // partly covers.
            const bool partial = (k == i && offset % 32 != 0) || (k == j && (offset + bytes) % 32 != 0);
            if (!isWrite || pipe != Pipe::MTE2 || partial) {
                NoteMte2Use(core.check, runs[k].st);
            }
        }
        if (!isWrite) {
            if (blk.unorderedSeq != 0) {
                // see rule synccheck.mte-overlap
                Fail(Check::kSynccheck, api,
                     std::string(PipeName(pipe)) + " reads UB offset " + std::to_string(at) +
                         ", which MTE2 instructions #" + std::to_string(blk.unorderedSeq) + " and #" +
                         std::to_string(blk.writeSeq) +
                         " wrote with no PipeBarrier<PIPE_MTE2> between them: it holds whichever landed last",
                     loc, "UB", reinterpret_cast<uintptr_t>(base + at), 32);
            }
            if (blk.writeSeq != 0 && w != me && core.chip.known[me][w] < blk.writeSeq &&
                !autoOrdered(w, blk.writeSeq, blk.sWriteAuto)) {
                // see rule synccheck.pipe-hazard
                Fail(Check::kSynccheck, api, Hazard("RAW", blk.writer, blk.writeSeq, pipe, at), loc, "UB",
                     reinterpret_cast<uintptr_t>(base + at), 32);
            }
            continue;
        }
        // WAR first: when a transfer overwrites a buffer another pipe still reads, that is the
        // diagnosis (the block's earlier writer may be the same pipe, e.g. a reused VECIN buffer).
        for (int r = 0; r < kPipeCount; ++r) {
            if (r != me && blk.readSeq[r] > core.chip.known[me][r] && !autoOrdered(r, blk.readSeq[r], blk.sReadAuto)) {
                // see rule synccheck.pipe-hazard
                Fail(Check::kSynccheck, api, Hazard("WAR", static_cast<Pipe>(r), blk.readSeq[r], pipe, at), loc, "UB",
                     reinterpret_cast<uintptr_t>(base + at), 32);
            }
        }
        // Sequence numbers count per pipe: the same instruction (e.g. one DataCopyPad writing two
        // rows into one block) is the same pipe *and* number; an MTE2 #1 followed by a V #1 is not.
        const bool sameInstruction = blk.writer == pipe && blk.writeSeq == seq;
        if (blk.writeSeq != 0 && !sameInstruction) {
            if (w != me && core.chip.known[me][w] < blk.writeSeq && !autoOrdered(w, blk.writeSeq, blk.sWriteAuto)) {
                // see rule synccheck.pipe-hazard
                Fail(Check::kSynccheck, api, Hazard("WAW", blk.writer, blk.writeSeq, pipe, at), loc, "UB",
                     reinterpret_cast<uintptr_t>(base + at), 32);
            }
        }
    }
    // The new history: a read records itself per run; a write replaces each run's (same-history runs
    // merge below), keeping an unordered earlier MTE2 write of the block.
    if (isWrite && pipe == Pipe::MTE2 && (core.check.mte2Filled.empty() || core.check.mte2Filled.back() != seq)) {
        core.check.mte2Filled.push_back(seq);
    }
    if (isWrite) {
        for (size_t k = i; k <= j; ++k) {
            const BlockAccess& old = runs[k].st;
            const bool sameInstruction = old.writer == pipe && old.writeSeq == seq;
            uint64_t unordered = 0;
            if (sameInstruction) {
                unordered = old.unorderedSeq;
            } else if (old.writeSeq != 0 && old.writer == pipe && pipe == Pipe::MTE2 &&
                       core.chip.ownDone[me] < old.writeSeq) {
                unordered = old.writeSeq;
            }
            runs[k].st = BlockAccess{};
            runs[k].st.writer = pipe;
            runs[k].st.writeSeq = seq;
            runs[k].st.sWriteAuto = pipe == Pipe::S && autoS;
            runs[k].st.unorderedSeq = unordered;
        }
    } else {
        for (size_t k = i; k <= j; ++k) {
            runs[k].st.readSeq[me] = seq;
            if (pipe == Pipe::S) {
                runs[k].st.sReadAuto = autoS;
            }
        }
    }
    if (scalarWaited) {
        EmitSync(core, SyncEvent{SyncKind::kAutoScalarWait, Pipe::S, Pipe::S, -1, loc});
    }
    // Keep the list short: neighbours with the same history merge.
    MergeWithPrevious(runs, j + 1);
    for (size_t k = j; k > i; --k) {
        MergeWithPrevious(runs, k);
    }
    MergeWithPrevious(runs, i);
}
} // namespace

void AccessUb(Pipe pipe, uint64_t seq, const void* ptr, size_t bytes, bool isWrite, const char* api, SrcLoc loc,
              bool autoSynced)
{
    CoreState* core = BoundCore();
    if (core != nullptr) {
        EmitInstructionNamed(*core, pipe, seq, api); // names instructions issued without one
    }
    if (core == nullptr || !core->check.sanitize || bytes == 0) {
        return;
    }
    const auto* base = core->chip.ub.data();
    const auto* p = static_cast<const uint8_t*>(ptr);
    if (p < base || p + bytes > base + core->chip.ub.size()) {
        // rule memcheck.ub-bounds: an access outside the Unified Buffer
        //   doc: guide/编程指南/高级编程/硬件实现/架构规格/NPU架构版本3510.md (存储单元)
        //   cpudebug: kernel_base_check.cpp (CheckBufferSizeOverFlow)
        Fail(Check::kMemcheck, api, "access of " + std::to_string(bytes) + " bytes outside the Unified Buffer", loc,
             "UB", reinterpret_cast<uintptr_t>(p), bytes);
    }
    const size_t offset = static_cast<size_t>(p - base);
    NoteUbRegionAccess(*core, offset, bytes, api, loc);
    uint8_t* written = core->check.ubWritten.data() + offset;
    if (isWrite) {
        if (pipe != Pipe::V) {
            std::memset(written, 1, bytes); // V writes: VecPropagate marks them (core.h)
        }
    } else if (pipe != Pipe::V) {
        const void* hole = std::memchr(written, 0, bytes);
        if (hole != nullptr) {
            const size_t at = offset + static_cast<size_t>(static_cast<const uint8_t*>(hole) - written);
            // see rule initcheck.uninit-ub-read
            ReportUninitializedUbRead(*core, PipeName(pipe), api, loc, at, bytes - (at - offset));
        }
    }
    CheckBlocks(*core, pipe, seq, offset, bytes, isWrite, api, loc, autoSynced && pipe == Pipe::S);
}

bool UbDefined(const void* ptr, size_t bytes)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->check.sanitize || bytes == 0) {
        return true;
    }
    const auto offset = static_cast<size_t>(static_cast<const uint8_t*>(ptr) - core->chip.ub.data());
    return std::memchr(core->check.ubWritten.data() + offset, 0, bytes) == nullptr;
}

void UbMarkDefined(const void* ptr, size_t bytes)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->check.sanitize || bytes == 0) {
        return;
    }
    const auto offset = static_cast<size_t>(static_cast<const uint8_t*>(ptr) - core->chip.ub.data());
    std::memset(core->check.ubWritten.data() + offset, 1, bytes);
}

void UbMarkUndefined(const void* ptr, size_t bytes)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->check.sanitize || bytes == 0) {
        return;
    }
    const auto offset = static_cast<size_t>(static_cast<const uint8_t*>(ptr) - core->chip.ub.data());
    std::memset(core->check.ubWritten.data() + offset, 0, bytes);
}

void SimtUbWritesBegin()
{
    CoreState* core = BoundCore();
    if (core != nullptr && core->check.sanitize) {
        core->check.simtUbBefore = core->chip.ub;
    }
}

void SimtUbWritesEnd()
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->check.sanitize || core->check.simtUbBefore.size() != core->chip.ub.size()) {
        return;
    }
    const uint8_t* now = core->chip.ub.data();
    const uint8_t* before = core->check.simtUbBefore.data();
    uint8_t* written = core->check.ubWritten.data();
    const size_t n = core->chip.ub.size();
    // A changed byte marks its aligned 8-byte group: a stored value often has some bytes equal to what was there
    // (0xFF, the poison, inside a float), and a thread's store of up to 8 bytes lies in one group.
    // Runs once per SIMT block or VF call: unchanged 256-byte chunks (most of UB) are skipped whole.
    constexpr size_t kGroup = 8;
    constexpr size_t kChunk = 256;
    for (size_t chunk = 0; chunk < n; chunk += kChunk) {
        const size_t chunkEnd = n - chunk < kChunk ? n : chunk + kChunk;
        if (std::memcmp(now + chunk, before + chunk, chunkEnd - chunk) == 0) {
            continue;
        }
        for (size_t at = chunk; at < chunkEnd; at += kGroup) {
            const size_t len = chunkEnd - at < kGroup ? chunkEnd - at : kGroup;
            if (std::memcmp(now + at, before + at, len) != 0) {
                std::memset(written + at, 1, len);
            }
        }
    }
    core->check.simtUbBefore.clear();
}

} // namespace ascsim::kern
