#include "check/racecheck.h"

#include <algorithm>
#include <cstdio>

namespace ascsim::kern {

namespace {
struct Tagged {
    uintptr_t begin;
    uintptr_t end;
    uint32_t core;
    const char* api;
    SrcLoc loc;
    uint32_t epoch;
    uint8_t kind;
    const std::vector<VClockPtr>* clocks;
    uint64_t bytesHash = 0;
};

// Whether two overlapping accesses of different cores (at least one a write) are no race: both
// atomic (protocol / scalar atomics, or DMA atomics of one operation and type), or ordered by the
// cross-core synchronisation (xcore.h).
bool Benign(const Tagged& a, const Tagged& b)
{
    if (a.kind == kGmSync && b.kind == kGmSync) {
        return true;
    }
    if (a.kind >= kGmAtomicBase && a.kind == b.kind) {
        return true;
    }
    if (a.kind == kGmPlain && b.kind == kGmPlain && a.bytesHash != 0 && a.bytesHash == b.bytesHash &&
        a.begin == b.begin && a.end == b.end) {
        return true; // two writes of the same bytes: either order leaves them
    }
    auto before = [](const Tagged& x, const Tagged& y) {
        const auto& cy = *y.clocks;
        return y.epoch < cy.size() && cy[y.epoch] && cy[y.epoch]->Get(x.core) > x.epoch;
    };
    return before(a, b) || before(b, a);
}

std::string KindNote(uint8_t kind)
{
    if (kind == kGmSync) {
        return " (a synchronisation access)";
    }
    if (kind >= kGmAtomicBase) {
        static const char* const kOps[] = {"add", "max", "min", "?"};
        static const char* const kTypes[] = {"?", "float", "half", "int16_t", "int32_t", "int8_t", "bfloat16_t", "?"};
        return std::string(" (DMA atomic ") + kOps[(kind >> 3) & 3] + " " + kTypes[kind & 7] + ")";
    }
    return "";
}

// Sorted ranges; touching or overlapping ranges of one core from one call site are merged (the
// call site is kept for the report).
std::vector<Tagged> Normalise(const std::vector<CoreTraffic>& cores, bool writes)
{
    std::vector<Tagged> out;
    for (const auto& c : cores) {
        std::vector<GmInterval> list = writes ? c.writes : c.reads;
        std::sort(list.begin(), list.end(), [](const GmInterval& a, const GmInterval& b) { return a.begin < b.begin; });
        const size_t first = out.size();
        for (const auto& iv : list) {
            bool merged = false;
            // A few recent ranges of this core: streams from different call sites interleave.
            for (size_t k = out.size(); k > first && out.size() - k < 4; --k) {
                Tagged& t = out[k - 1];
                if (iv.begin <= t.end && t.loc.line == iv.loc.line && t.loc.file == iv.loc.file &&
                    t.epoch == iv.epoch && t.kind == iv.kind) {
                    const bool same = t.begin == iv.begin && t.end == iv.end && t.bytesHash == iv.bytesHash;
                    t.bytesHash = same ? t.bytesHash : 0;
                    t.end = std::max(t.end, iv.end);
                    merged = true;
                    break;
                }
            }
            if (!merged) {
                out.push_back(
                    Tagged{iv.begin, iv.end, c.core, iv.api, iv.loc, iv.epoch, iv.kind, &c.clocks, iv.bytesHash});
            }
        }
    }
    std::sort(out.begin(), out.end(), [](const Tagged& a, const Tagged& b) { return a.begin < b.begin; });
    return out;
}

// `a` and `b` overlap; `a` is a write, `b` a write (bothWrite) or a read.
std::string RaceReport(bool bothWrite, const Tagged& a, const Tagged& b)
{
    const uintptr_t lo = std::max(a.begin, b.begin);
    const uintptr_t hi = std::min(a.end, b.end);
    char head[160];
    if (bothWrite) {
        std::snprintf(head, sizeof(head), "cores %u and %u both write", a.core, b.core);
    } else {
        std::snprintf(head, sizeof(head), "core %u reads what core %u writes,", b.core, a.core);
    }
    char text[1024];
    std::snprintf(text, sizeof(text),
                  "%s GM bytes [0x%llx, 0x%llx) (%llu bytes), with no cross-core synchronisation "
                  "(core %u: %s%s at %s:%d; core %u: %s%s at %s:%d)",
                  head, static_cast<unsigned long long>(lo), static_cast<unsigned long long>(hi),
                  static_cast<unsigned long long>(hi - lo), a.core, a.api, KindNote(a.kind).c_str(), a.loc.file,
                  a.loc.line, b.core, b.api, KindNote(b.kind).c_str(), b.loc.file, b.loc.line);
    return text;
}
// First range before `limit` (exclusive) that overlaps `x` (which ends at or before ranges[limit]'s
// begin is no concern: callers pass limit so that every range at or after it starts at or after
// x.end) and belongs to another core without being benign; prefixEnd[j] = max end of ranges 0..j
// lets the backward scan stop early.
const Tagged* FindOverlap(const std::vector<Tagged>& ranges, const std::vector<uintptr_t>& prefixEnd, size_t limit,
                          const Tagged& x)
{
    for (size_t j = limit; j-- > 0;) {
        if (prefixEnd[j] <= x.begin) {
            break;
        }
        if (ranges[j].end > x.begin && ranges[j].begin < x.end && ranges[j].core != x.core && !Benign(ranges[j], x)) {
            return &ranges[j];
        }
    }
    return nullptr;
}

std::vector<uintptr_t> PrefixEnd(const std::vector<Tagged>& ranges)
{
    std::vector<uintptr_t> out(ranges.size());
    uintptr_t best = 0;
    for (size_t i = 0; i < ranges.size(); ++i) {
        best = std::max(best, ranges[i].end);
        out[i] = best;
    }
    return out;
}
} // namespace

void DropUnusedLoads(std::vector<GmInterval>& reads, std::vector<uint64_t> filled, std::vector<uint64_t> used)
{
    std::sort(filled.begin(), filled.end());
    std::sort(used.begin(), used.end());
    const auto anyIn = [](const std::vector<uint64_t>& list, uint64_t lo, uint64_t hi) {
        const auto it = std::lower_bound(list.begin(), list.end(), lo);
        return it != list.end() && *it <= hi;
    };
    reads.erase(std::remove_if(reads.begin(), reads.end(),
                               [&](const GmInterval& iv) {
                                   return iv.pipe == Pipe::MTE2 && anyIn(filled, iv.seqFirst, iv.seq) &&
                                          !anyIn(used, iv.seqFirst, iv.seq);
                               }),
                reads.end());
}

std::string FindCrossCoreRace(const std::vector<CoreTraffic>& cores)
{
    const std::vector<Tagged> writes = Normalise(cores, true);
    const std::vector<uintptr_t> prefixEnd = PrefixEnd(writes);
    for (size_t i = 0; i < writes.size(); ++i) {
        if (const Tagged* other = FindOverlap(writes, prefixEnd, i, writes[i])) {
            // rule racecheck.write-write: two cores write the same GM bytes with nothing ordering the writes
            //   doc: B/原子操作/关键特性说明.md (核间同步)
            //   doc: B/同步控制/核间同步/SyncAll.md (功能说明)
            //   exempt: writes the cross-core synchronisation orders (SyncAll, IBSet -> IBWait, NotifyNextBlock ->
            //       WaitPreBlock, CrossCoreSetFlag -> CrossCoreWaitFlag, GroupBarrier, flags through
            //       WriteGmByPassDCache / ReadGmByPassDCache or DataCacheCleanAndInvalid); accesses of the flag
            //       protocols among themselves; DMA atomics of one operation and type; two plain transfers
            //       writing the same bytes to the same range (either order leaves those bytes: the race
            //       cannot reach a result)
            return RaceReport(true, *other, writes[i]);
        }
    }
    for (const auto& r : Normalise(cores, false)) {
        const auto limit = static_cast<size_t>(
            std::lower_bound(writes.begin(), writes.end(), r.end,
                             [](const Tagged& w, uintptr_t value) { return w.begin < value; }) -
            writes.begin());
        if (const Tagged* other = FindOverlap(writes, prefixEnd, limit, r)) {
            // rule racecheck.read-write: a core reads GM bytes another core writes with nothing ordering the two
            //   doc: B/原子操作/关键特性说明.md (核间同步)
            //   doc: B/同步控制/核间同步/SyncAll.md (功能说明)
            //   exempt: those of racecheck.write-write; an MTE2 load whose UB bytes no later instruction uses
            //       (DropUnusedLoads: racing bytes that cannot reach a result, as initcheck judges never-written
            //       ones)
            return RaceReport(false, *other, r);
        }
    }
    return {};
}

} // namespace ascsim::kern
