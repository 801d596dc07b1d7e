// memcheck of Global Memory accesses, the per-core record racecheck works from, and the
// MTE3→MTE2 / MTE3→MTE3 ordering of GM on one core.
#include <algorithm>
#include <cstring>
#include <string>

#include "ascendc_sim/core/cross_core.h" // GmStore
#include "ascsim/runtime.h"
#include "core/core_state.h"
#include "core/event_emit.h"
#include "kernel_tiling/kernel_tiling.h"

namespace ascsim::kern {

namespace {
// Sequential transfers from one call site collapse into one range. Kernels interleave a few
// streams (x, y in; z out), so the last few ranges are candidates, not only the last one. A range
// inside one already recorded (a poll of the same flag) adds nothing. Ranges of different cross-core
// epochs, kinds or pipes stay apart (xcore.h).
void Append(std::vector<GmInterval>& list, const GmInterval& add)
{
    constexpr size_t kLookBack = 4;
    const size_t n = list.size();
    for (size_t k = 0; k < kLookBack && k < n; ++k) {
        GmInterval& iv = list[n - 1 - k];
        if (iv.loc.line != add.loc.line || iv.loc.file != add.loc.file || iv.epoch != add.epoch ||
            iv.kind != add.kind || iv.pipe != add.pipe) {
            continue;
        }
        if (iv.end == add.begin || (iv.begin <= add.begin && add.end <= iv.end)) {
            const bool same = iv.begin == add.begin && iv.end == add.end && iv.bytesHash == add.bytesHash;
            iv.bytesHash = same ? iv.bytesHash : 0;
            iv.end = std::max(iv.end, add.end);
            iv.seq = std::max(iv.seq, add.seq);
            iv.seqFirst = std::min(iv.seqFirst, add.seqFirst);
            return;
        }
    }
    list.push_back(add);
}
// The kind racecheck gives an access now (xcore.h): a synchronisation protocol's, a DMA atomic
// (CTRL[8:6] type, CTRL[10:9] operation) or plain.
uint8_t KindOf(const CoreState& core, Pipe pipe, bool isWrite, uintptr_t begin)
{
    if (core.xcore.syncScope > 0) {
        return kGmSync;
    }
    if (pipe == Pipe::S && !core.xcore.dcciLines.empty() && core.xcore.InDcciLine(begin)) {
        return kGmSync; // a flag the core reads / writes through the data cache with DataCacheCleanAndInvalid
    }
    const auto type = static_cast<uint8_t>((core.chip.ctrl >> 6) & 7U);
    if (isWrite && pipe == Pipe::MTE3 && type != 0) {
        return static_cast<uint8_t>(kGmAtomicBase | (((core.chip.ctrl >> 9) & 3U) << 3) | type);
    }
    return kGmPlain;
}
// Two MTE3 writes whose order cannot change the result: DMA atomics of one operation and type that
// are MAX, MIN or an integer ADD (原子操作/关键特性说明.md: only a float ADD depends on the order).
bool OrderFree(uint8_t a, uint8_t b)
{
    if (a != b || a < kGmAtomicBase) {
        return false;
    }
    const unsigned op = (a >> 3) & 3U;
    const unsigned type = a & 7U;
    return op != 0 || type == 3 || type == 4 || type == 5;
}
// Pending partial acquires every GM pipe is now ordered after are done with.
void PrunePending(CoreState& core)
{
    auto& pending = core.xcore.pending;
    while (!pending.empty()) {
        const auto& p = pending.front();
        const int w = static_cast<int>(p.pipe);
        bool all = true;
        for (Pipe q : {Pipe::S, Pipe::MTE2, Pipe::MTE3}) {
            if (q != p.pipe && core.chip.known[static_cast<int>(q)][w] < p.seq) {
                all = false;
            }
        }
        if (!all) {
            return;
        }
        pending.erase(pending.begin());
    }
}
bool Overlap(const GmInterval& a, uintptr_t begin, uintptr_t end) { return a.begin < end && begin < a.end; }

// mte3Writes is in issue order (sequence numbers never decrease), so the writes not yet known to be
// complete are a suffix: the first one after `known`.
std::vector<CheckState::PendingWrite>::const_iterator FirstAfter(const std::vector<CheckState::PendingWrite>& list,
                                                                 uint64_t known)
{
    return std::upper_bound(list.begin(), list.end(), known,
                            [](uint64_t k, const CheckState::PendingWrite& w) { return k < w.seq; });
}

// Drops the writes every pipe that touches GM (S, MTE2, MTE3) knows to be complete: they can no
// longer be the earlier half of a hazard. Amortised: only when that prefix is a good share.
void Prune(CoreState& core)
{
    const int mte3 = static_cast<int>(Pipe::MTE3);
    const uint64_t floor = std::min({core.chip.known[static_cast<int>(Pipe::S)][mte3],
                                     core.chip.known[static_cast<int>(Pipe::MTE2)][mte3], core.chip.ownDone[mte3]});
    auto& list = core.check.mte3Writes;
    const auto done = FirstAfter(list, floor);
    if (done - list.cbegin() > 64 && static_cast<size_t>(done - list.cbegin()) * 2 > list.size()) {
        list.erase(list.cbegin(), done);
    }
}
} // namespace

// FNV-1a of a write's bytes, eight at a time (it runs on every DMA write of a multi-core launch with the
// sanitizer on), never 0 (0 is "not known").
static uint64_t BytesHash(const void* data, size_t bytes)
{
    constexpr uint64_t kPrime = 0x100000001b3ull;
    uint64_t h = 0xcbf29ce484222325ull;
    const auto* p = static_cast<const uint8_t*>(data);
    size_t i = 0;
    for (; i + 8 <= bytes; i += 8) {
        uint64_t w = 0;
        std::memcpy(&w, p + i, 8);
        h = (h ^ w) * kPrime;
    }
    for (; i < bytes; ++i) {
        h = (h ^ p[i]) * kPrime;
    }
    return h == 0 ? 1 : h;
}

// AccessGm; `written`: a write's bytes when the caller has them (StoreGm), for racecheck.
static void RecordGmAccess(Pipe pipe, uint64_t seq, const void* ptr, size_t bytes, bool isWrite, const void* windowBase,
                           size_t windowBytes, const char* api, SrcLoc loc, bool autoSynced, const void* written)
{
    CoreState* core = BoundCore();
    if (core != nullptr) {
        EmitInstructionNamed(*core, pipe, seq, api); // names instructions issued without one
        if (isWrite) {
            // Progress of the launch's GM, for cores polling a flag (xcore.h); own thread only.
            core->xcore.gmWrites.store(core->xcore.gmWrites.load(std::memory_order_relaxed) + 1,
                                       std::memory_order_relaxed);
        }
    }
    if (core == nullptr || !core->check.sanitize || bytes == 0) {
        return;
    }
    const auto begin = reinterpret_cast<uintptr_t>(ptr);
    const uintptr_t end = begin + bytes;
    if (windowBase != nullptr) {
        const auto wBegin = reinterpret_cast<uintptr_t>(windowBase);
        if (begin < wBegin || end > wBegin + windowBytes) {
            // rule memcheck.gm-bounds: a GM access outside the GlobalTensor's SetGlobalBuffer window or any live device
            //     allocation
            //   choice: the pages bound a GlobalTensor by SetGlobalBuffer's size implicitly; msSanitizer's memcheck
            //       reports the same
            Fail(Check::kMemcheck, api,
                 "GM access of " + std::to_string(bytes) + " bytes at byte offset " +
                     std::to_string(static_cast<long long>(begin - wBegin)) +
                     " is outside the GlobalTensor (SetGlobalBuffer declared " + std::to_string(windowBytes) +
                     " bytes)",
                 loc, "GM", begin, bytes);
        }
    }
    rt::DeviceRange range;
    if (!rt::LookupDeviceRange(ptr, bytes, &range, isWrite)) { // a store marks its bytes written (runtime.h)
        // see rule memcheck.gm-bounds
        Fail(Check::kMemcheck, api,
             "GM access of " + std::to_string(bytes) + " bytes is not inside any live device allocation", loc, "GM",
             begin, bytes);
    }
    const int me = static_cast<int>(pipe);
    const int mte3 = static_cast<int>(Pipe::MTE3);
    if (!core->xcore.pending.empty()) {
        PrunePending(*core);
    }
    GmInterval rec{begin, end, api, loc};
    rec.epoch = core->xcore.pending.empty() ? core->xcore.epoch : core->xcore.EpochFor(*core, pipe);
    rec.kind = KindOf(*core, pipe, isWrite, begin);
    rec.pipe = pipe;
    rec.seq = seq;
    rec.seqFirst = seq;
    // The bytes matter only to racecheck's identical-write exemption, between cores of one launch.
    const bool hash = isWrite && written != nullptr && rec.kind == kGmPlain && core->blockDim > 1;
    rec.bytesHash = hash ? BytesHash(written, bytes) : 0;
    if (pipe == Pipe::S && isWrite && core->xcore.syncScope == 0) {
        XcoreNoteScalarStore(*core, begin, end);
    }
    if (isWrite) {
        Append(core->check.gmWrites, rec);
        if (pipe == Pipe::MTE3) {
            // The DMA atomic of this transfer (also inside a synchronisation protocol), for OrderFree.
            const auto type = static_cast<uint8_t>((core->chip.ctrl >> 6) & 7U);
            const uint8_t dmaKind = type == 0 ? kGmPlain :
                                                static_cast<uint8_t>(kGmAtomicBase |
                                                                     (((core->chip.ctrl >> 9) & 3U) << 3) | type);
            const auto& list = core->check.mte3Writes;
            for (auto it = FirstAfter(list, core->chip.ownDone[mte3]); it != list.end(); ++it) {
                const auto& w = *it;
                if (w.seq != seq && Overlap(w.range, begin, end) && !OrderFree(w.range.kind, dmaKind)) {
                    // rule synccheck.mte-overlap: two transfers of one pipe writing overlapping memory with no
                    //     PipeBarrier between them (in UB: when a later instruction reads what they wrote)
                    //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md (约束说明)
                    //   doc: B/同步控制/核内同步/关键特性说明.md
                    //   (开启cce-auto-sync编译选项自动同步（毕昇编译器自动插入）) exempt: UB blocks two MTE2 transfers
                    //   wrote that no instruction reads afterwards (their
                    //       bytes cannot reach a result; a buffer refilled to measure bandwidth is one); GM
                    //       is the kernel's output, so two MTE3 writes are reported at the second
                    Fail(Check::kSynccheck, api,
                         "two MTE3 transfers write overlapping GM with no PipeBarrier<PIPE_MTE3> between them", loc,
                         "GM", begin, bytes);
                }
            }
            GmInterval pendingRange = rec;
            pendingRange.kind = dmaKind;
            core->check.mte3Writes.push_back(CheckState::PendingWrite{pendingRange, seq});
            Prune(*core);
        }
    } else {
        Append(core->check.gmReads, rec);
        if (pipe != Pipe::MTE3) {
            const auto& list = core->check.mte3Writes;
            // GlobalTensor::GetValue with auto-sync on: bisheng's MTE3 -> S wait (core.h, AutoSyncOn).
            const bool autoWait = autoSynced && pipe == Pipe::S && core->autoSync;
            uint64_t waitFor = 0;
            for (auto it = FirstAfter(list, core->chip.known[me][mte3]); it != list.end(); ++it) {
                const auto& w = *it;
                if (Overlap(w.range, begin, end) && autoWait) {
                    waitFor = std::max(waitFor, w.seq);
                } else if (Overlap(w.range, begin, end)) {
                    // rule synccheck.pipe-hazard: a RAW, WAR or WAW between pipes with no SetFlag / WaitFlag, queue or
                    //     barrier ordering them
                    //   doc: B/同步控制/核内同步/SetFlag-WaitFlag.md (功能说明)
                    //   doc: B/同步控制/核内同步/关键特性说明.md (硬件保证的同步)
                    //   exempt: orderings the queues (EnQue / DeQue) and the auto-synced scalar accesses give are
                    //       honoured; V to V is ordered by hardware; a VF load's bytes count only where a later
                    //       instruction uses their lanes (the mask's selected lanes for ZEROING, Compare and masked
                    //       stores, dropped lanes of a MERGING destination, Select's src0 / src1 by the mask bit)
                    Fail(Check::kSynccheck, api,
                         std::string(PipeName(pipe)) + " reads GM that an earlier MTE3 transfer writes, with no MTE3_" +
                             PipeName(pipe) + " flag or barrier between them",
                         loc, "GM", begin, bytes);
                }
            }
            if (waitFor != 0) {
                core->chip.known[me][mte3] = std::max(core->chip.known[me][mte3], waitFor);
                EmitSync(*core, SyncEvent{SyncKind::kAutoScalarWait, Pipe::MTE3, Pipe::S, -1, loc});
            }
        }
    }
}

void AccessGm(Pipe pipe, uint64_t seq, const void* ptr, size_t bytes, bool isWrite, const void* windowBase,
              size_t windowBytes, const char* api, SrcLoc loc, bool autoSynced)
{
    RecordGmAccess(pipe, seq, ptr, bytes, isWrite, windowBase, windowBytes, api, loc, autoSynced, nullptr);
}

void StoreGm(Pipe pipe, uint64_t seq, void* dst, const void* src, size_t bytes, const void* windowBase,
             size_t windowBytes, const char* api, SrcLoc loc)
{
    RecordGmAccess(pipe, seq, dst, bytes, true, windowBase, windowBytes, api, loc, false, src);
    GmStore(dst, src, bytes);
}

void CopyTilingData(void* dst, const uint8_t* tilingGm, size_t bytes, SrcLoc loc)
{
    const uint64_t seq = Issue(Pipe::S);
    AccessGm(Pipe::S, seq, tilingGm, bytes, false, nullptr, 0, "GET_TILING_DATA", loc);
    std::memcpy(dst, tilingGm, bytes);
}

void LoadGm(uint64_t seq, void* dst, const void* src, size_t bytes, const void* windowBase, size_t windowBytes,
            const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr || core->xcore.launch == nullptr || !core->xcore.AnyLineInvalid()) {
        AccessGm(Pipe::S, seq, src, bytes, false, windowBase, windowBytes, api, loc, true);
        std::memcpy(dst, src, bytes);
        return;
    }
    XcoreLock lock; // held from the fetch to the copy (released only while the miss waits)
    const auto begin = reinterpret_cast<uintptr_t>(src);
    XcoreScalarMiss(lock, *core, seq, begin, begin + bytes, api, loc); // acquires before AccessGm records
    AccessGm(Pipe::S, seq, src, bytes, false, windowBase, windowBytes, api, loc, true);
    std::memcpy(dst, src, bytes);
}

} // namespace ascsim::kern
