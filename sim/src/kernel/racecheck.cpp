#include "racecheck.h"

#include <algorithm>
#include <cstdio>

namespace ascsim::kern {

namespace {
struct Tagged {
    uintptr_t begin;
    uintptr_t end;
    uint32_t core;
};

// Sorted, per-core merged ranges.
std::vector<Tagged> Normalise(const std::vector<CoreTraffic>& cores, bool writes)
{
    std::vector<Tagged> out;
    for (const auto& c : cores) {
        std::vector<GmInterval> list = writes ? c.writes : c.reads;
        std::sort(list.begin(), list.end(), [](const GmInterval& a, const GmInterval& b) { return a.begin < b.begin; });
        for (const auto& iv : list) {
            if (!out.empty() && out.back().core == c.core && iv.begin <= out.back().end) {
                out.back().end = std::max(out.back().end, iv.end);
            } else {
                out.push_back(Tagged{iv.begin, iv.end, c.core});
            }
        }
    }
    std::sort(out.begin(), out.end(), [](const Tagged& a, const Tagged& b) { return a.begin < b.begin; });
    return out;
}

std::string Describe(const char* what, const Tagged& a, const Tagged& b)
{
    const uintptr_t lo = std::max(a.begin, b.begin);
    const uintptr_t hi = std::min(a.end, b.end);
    char text[256];
    std::snprintf(text, sizeof(text), "cores %u and %u %s GM bytes [0x%llx, 0x%llx) (%llu bytes) with no cross-core synchronisation",
                  a.core, b.core, what, static_cast<unsigned long long>(lo), static_cast<unsigned long long>(hi),
                  static_cast<unsigned long long>(hi - lo));
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
            return Describe("both write", *other, writes[i]);
        }
    }
    for (const auto& r : Normalise(cores, false)) {
        const auto limit = static_cast<size_t>(
            std::lower_bound(writes.begin(), writes.end(), r.end,
                             [](const Tagged& w, uintptr_t value) { return w.begin < value; }) -
            writes.begin());
        if (const Tagged* other = FindOverlap(writes, prefixEnd, limit, r.begin, r.core)) {
            return Describe("read and write", *other, r);
        }
    }
    return {};
}

}  // namespace ascsim::kern
