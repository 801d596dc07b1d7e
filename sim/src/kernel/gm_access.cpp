// memcheck of Global Memory accesses, the per-core record racecheck works from, and the
// MTE3→MTE2 / MTE3→MTE3 ordering of GM on one core.
#include <algorithm>
#include <cstring>
#include <string>

#include "ascsim/runtime.h"
#include "core_state.h"
#include "trace.h"
#include "kernel_tiling/kernel_tiling.h"

namespace ascsim::kern {

namespace {
// Sequential transfers from one call site collapse into one range. Kernels interleave a few
// streams (x, y in; z out), so the last few ranges are candidates, not only the last one.
void Append(std::vector<GmInterval>& list, uintptr_t begin, uintptr_t end, const char* api, SrcLoc loc)
{
    constexpr size_t kLookBack = 4;
    const size_t n = list.size();
    for (size_t k = 0; k < kLookBack && k < n; ++k) {
        GmInterval& iv = list[n - 1 - k];
        if (iv.end == begin && iv.loc.line == loc.line && iv.loc.file == loc.file) {
            iv.end = end;
            return;
        }
    }
    list.push_back(GmInterval{begin, end, api, loc});
}
bool Overlap(const GmInterval& a, uintptr_t begin, uintptr_t end) { return a.begin < end && begin < a.end; }

// mte3Writes is in issue order (sequence numbers never decrease), so the writes not yet known to be
// complete are a suffix: the first one after `known`.
std::vector<CoreState::PendingWrite>::const_iterator FirstAfter(const std::vector<CoreState::PendingWrite>& list,
                                                                uint64_t known)
{
    return std::upper_bound(list.begin(), list.end(), known,
                            [](uint64_t k, const CoreState::PendingWrite& w) { return k < w.seq; });
}

// Drops the writes every pipe that touches GM (S, MTE2, MTE3) knows to be complete: they can no
// longer be the earlier half of a hazard. Amortised: only when that prefix is a good share.
void Prune(CoreState& core)
{
    const int mte3 = static_cast<int>(Pipe::MTE3);
    const uint64_t floor = std::min({core.known[static_cast<int>(Pipe::S)][mte3],
                                     core.known[static_cast<int>(Pipe::MTE2)][mte3], core.ownDone[mte3]});
    auto& list = core.mte3Writes;
    const auto done = FirstAfter(list, floor);
    if (done - list.cbegin() > 64 && static_cast<size_t>(done - list.cbegin()) * 2 > list.size()) {
        list.erase(list.cbegin(), done);
    }
}
}  // namespace

void AccessGm(Pipe pipe, uint64_t seq, const void* ptr, size_t bytes, bool isWrite, const void* windowBase,
              size_t windowBytes, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core != nullptr) {
        TraceNameIf(*core, pipe, seq, api);  // names instructions issued without one (trace.h)
    }
    if (core == nullptr || !core->sanitize || bytes == 0) {
        return;
    }
    const auto begin = reinterpret_cast<uintptr_t>(ptr);
    const uintptr_t end = begin + bytes;
    if (windowBase != nullptr) {
        const auto wBegin = reinterpret_cast<uintptr_t>(windowBase);
        if (begin < wBegin || end > wBegin + windowBytes) {
            Fail(Check::kMemcheck, api,
                 "GM access of " + std::to_string(bytes) + " bytes at byte offset " +
                     std::to_string(static_cast<long long>(begin - wBegin)) +
                     " is outside the GlobalTensor (SetGlobalBuffer declared " + std::to_string(windowBytes) +
                     " bytes)",
                 loc, "GM", begin, bytes);
        }
    }
    rt::DeviceRange range;
    if (!rt::LookupDeviceRange(ptr, bytes, &range)) {
        Fail(Check::kMemcheck, api,
             "GM access of " + std::to_string(bytes) + " bytes is not inside any live device allocation", loc, "GM",
             begin, bytes);
    }
    const int me = static_cast<int>(pipe);
    const int mte3 = static_cast<int>(Pipe::MTE3);
    if (isWrite) {
        Append(core->gmWrites, begin, end, api, loc);
        if (pipe == Pipe::MTE3) {
            const auto& list = core->mte3Writes;
            for (auto it = FirstAfter(list, core->ownDone[mte3]); it != list.end(); ++it) {
                const auto& w = *it;
                if (w.seq != seq && Overlap(w.range, begin, end)) {
                    Fail(Check::kSynccheck, api,
                         "two MTE3 transfers write overlapping GM with no PipeBarrier<PIPE_MTE3> between them", loc,
                         "GM", begin, bytes);
                }
            }
            core->mte3Writes.push_back(CoreState::PendingWrite{GmInterval{begin, end, api, loc}, seq});
            Prune(*core);
        }
    } else {
        Append(core->gmReads, begin, end, api, loc);
        if (pipe != Pipe::MTE3) {
            const auto& list = core->mte3Writes;
            for (auto it = FirstAfter(list, core->known[me][mte3]); it != list.end(); ++it) {
                const auto& w = *it;
                if (Overlap(w.range, begin, end)) {
                    Fail(Check::kSynccheck, api,
                         std::string(PipeName(pipe)) +
                             " reads GM that an earlier MTE3 transfer writes, with no MTE3_" + PipeName(pipe) +
                             " flag or barrier between them",
                         loc, "GM", begin, bytes);
                }
            }
        }
    }
}

void CopyTilingData(void* dst, const uint8_t* tilingGm, size_t bytes, SrcLoc loc)
{
    const uint64_t seq = Issue(Pipe::S);
    AccessGm(Pipe::S, seq, tilingGm, bytes, false, nullptr, 0, "GET_TILING_DATA", loc);
    std::memcpy(dst, tilingGm, bytes);
}

}  // namespace ascsim::kern
