#include "racecheck.h"

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
};

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
                if (iv.begin <= t.end && t.loc.line == iv.loc.line && t.loc.file == iv.loc.file) {
                    t.end = std::max(t.end, iv.end);
                    merged = true;
                    break;
                }
            }
            if (!merged) {
                out.push_back(Tagged{iv.begin, iv.end, c.core, iv.api, iv.loc});
            }
        }
    }
    std::sort(out.begin(), out.end(), [](const Tagged& a, const Tagged& b) { return a.begin < b.begin; });
    return out;
}

// `a` and `b` overlap; `a` is a write, `b` a write (bothWrite) or a read.
std::string Describe(bool bothWrite, const Tagged& a, const Tagged& b)
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
                  "(core %u: %s at %s:%d; core %u: %s at %s:%d)",
                  head, static_cast<unsigned long long>(lo), static_cast<unsigned long long>(hi),
                  static_cast<unsigned long long>(hi - lo), a.core, a.api, a.loc.file, a.loc.line, b.core, b.api,
                  b.loc.file, b.loc.line);
    return text;
}
// First range before `limit` (exclusive) that overlaps [begin, end) and belongs to another core;
// prefixEnd[j] = max end of ranges 0..j lets the backward scan stop early.
const Tagged* FindOverlap(const std::vector<Tagged>& ranges, const std::vector<uintptr_t>& prefixEnd, size_t limit,
                          uintptr_t begin, uint32_t core)
{
    for (size_t j = limit; j-- > 0;) {
        if (prefixEnd[j] <= begin) {
            break;
        }
        if (ranges[j].end > begin && ranges[j].core != core) {
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
}  // namespace

std::string FindCrossCoreRace(const std::vector<CoreTraffic>& cores)
{
    const std::vector<Tagged> writes = Normalise(cores, true);
    const std::vector<uintptr_t> prefixEnd = PrefixEnd(writes);
    for (size_t i = 0; i < writes.size(); ++i) {
        if (const Tagged* other = FindOverlap(writes, prefixEnd, i, writes[i].begin, writes[i].core)) {
            return Describe(true, *other, writes[i]);
        }
    }
    for (const auto& r : Normalise(cores, false)) {
        const auto limit = static_cast<size_t>(
            std::lower_bound(writes.begin(), writes.end(), r.end,
                             [](const Tagged& w, uintptr_t value) { return w.begin < value; }) -
            writes.begin());
        if (const Tagged* other = FindOverlap(writes, prefixEnd, limit, r.begin, r.core)) {
            return Describe(false, *other, r);
        }
    }
    return {};
}

}  // namespace ascsim::kern
