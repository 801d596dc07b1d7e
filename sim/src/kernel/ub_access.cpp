// memcheck + synccheck of Unified Buffer accesses (include/ascendc_sim/kernel/core.h, AccessUb).
#include <cstring>
#include <string>

#include "core_state.h"

namespace ascsim::kern {

namespace {
std::string Hazard(const char* kind, Pipe earlier, uint64_t earlierSeq, Pipe later, size_t ubOffset)
{
    return std::string(kind) + " hazard on UB offset " + std::to_string(ubOffset) + ": " + PipeName(later) +
           " accesses a block " + (kind[0] == 'W' && kind[2] == 'R' ? "read" : "written") + " by " +
           PipeName(earlier) + " instruction #" + std::to_string(earlierSeq) +
           " with no SetFlag/WaitFlag, queue hand-off or barrier ordering them";
}
}  // namespace

void AccessUb(Pipe pipe, uint64_t seq, const void* ptr, size_t bytes, bool isWrite, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->sanitize || bytes == 0) {
        return;
    }
    const auto* base = core->ub.data();
    const auto* p = static_cast<const uint8_t*>(ptr);
    if (p < base || p + bytes > base + core->ub.size()) {
        Fail(Check::kMemcheck, api, "access of " + std::to_string(bytes) + " bytes outside the Unified Buffer", loc,
             "UB", reinterpret_cast<uintptr_t>(p), bytes);
    }
    const size_t offset = static_cast<size_t>(p - base);
    uint8_t* written = core->ubWritten.data() + offset;
    if (isWrite) {
        if (pipe != Pipe::V) {
            std::memset(written, 1, bytes);  // V writes: VecPropagate marks them (core.h)
        }
    } else if (pipe != Pipe::V) {
        const void* hole = std::memchr(written, 0, bytes);
        if (hole != nullptr) {
            const size_t at = offset + static_cast<size_t>(static_cast<const uint8_t*>(hole) - written);
            Fail(Check::kMemcheck, api,
                 std::string(PipeName(pipe)) + " reads UB bytes that were never written, or were computed from "
                 "never-written bytes (first at UB offset " + std::to_string(at) + ")",
                 loc, "UB", reinterpret_cast<uintptr_t>(base + at), bytes - (at - offset));
        }
    }
    const int me = static_cast<int>(pipe);
    const size_t first = offset / 32;
    const size_t last = (offset + bytes - 1) / 32;
    for (size_t b = first; b <= last; ++b) {
        BlockAccess& blk = core->blocks[b];
        const int w = static_cast<int>(blk.writer);
        if (!isWrite) {
            if (blk.writeSeq != 0 && w != me && core->known[me][w] < blk.writeSeq) {
                Fail(Check::kSynccheck, api, Hazard("RAW", blk.writer, blk.writeSeq, pipe, b * 32), loc, "UB",
                     reinterpret_cast<uintptr_t>(base + b * 32), 32);
            }
            blk.readSeq[me] = seq;
            continue;
        }
        // WAR first: when a transfer overwrites a buffer another pipe still reads, that is the
        // diagnosis (the block's earlier writer may be the same pipe, e.g. a reused VECIN buffer).
        for (int r = 0; r < kPipeCount; ++r) {
            if (r != me && blk.readSeq[r] > core->known[me][r]) {
                Fail(Check::kSynccheck, api, Hazard("WAR", static_cast<Pipe>(r), blk.readSeq[r], pipe, b * 32), loc,
                     "UB", reinterpret_cast<uintptr_t>(base + b * 32), 32);
            }
        }
        // Sequence numbers count per pipe: the same instruction (e.g. one DataCopyPad writing two
        // rows into one block) is the same pipe *and* number; an MTE2 #1 followed by a V #1 is not.
        const bool sameInstruction = blk.writer == pipe && blk.writeSeq == seq;
        if (blk.writeSeq != 0 && !sameInstruction) {
            if (w != me && core->known[me][w] < blk.writeSeq) {
                Fail(Check::kSynccheck, api, Hazard("WAW", blk.writer, blk.writeSeq, pipe, b * 32), loc, "UB",
                     reinterpret_cast<uintptr_t>(base + b * 32), 32);
            }
            if (w == me && pipe == Pipe::MTE2 && core->ownDone[me] < blk.writeSeq) {
                Fail(Check::kSynccheck, api,
                     "two MTE2 transfers write the same UB block (offset " + std::to_string(b * 32) +
                         ") with no PipeBarrier<PIPE_MTE2> between them",
                     loc, "UB", reinterpret_cast<uintptr_t>(base + b * 32), 32);
            }
        }
        for (int r = 0; r < kPipeCount; ++r) {
            blk.readSeq[r] = 0;
        }
        blk.writer = pipe;
        blk.writeSeq = seq;
    }
}

bool UbDefined(const void* ptr, size_t bytes)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->sanitize || bytes == 0) {
        return true;
    }
    const auto offset = static_cast<size_t>(static_cast<const uint8_t*>(ptr) - core->ub.data());
    return std::memchr(core->ubWritten.data() + offset, 0, bytes) == nullptr;
}

void UbMarkDefined(const void* ptr, size_t bytes)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->sanitize || bytes == 0) {
        return;
    }
    const auto offset = static_cast<size_t>(static_cast<const uint8_t*>(ptr) - core->ub.data());
    std::memset(core->ubWritten.data() + offset, 1, bytes);
}

void UbMarkUndefined(const void* ptr, size_t bytes)
{
    CoreState* core = BoundCore();
    if (core == nullptr || !core->sanitize || bytes == 0) {
        return;
    }
    const auto offset = static_cast<size_t>(static_cast<const uint8_t*>(ptr) - core->ub.data());
    std::memset(core->ubWritten.data() + offset, 0, bytes);
}

}  // namespace ascsim::kern
