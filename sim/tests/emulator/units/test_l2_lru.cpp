// L2Lru (sim/src/kernel/timing/l2_lru.h): the merge and sweep updates give the same bytes and stamps as the
// in-order LRU, an unsorted list gives the same order as the list sorted by completion time, and the
// in-order LRU evicts least recently used first, front first.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

#include "timing/l2_lru.h"

namespace {

using ascsim::kern::L2Event;
using ascsim::kern::L2Lru;
using ascsim::kern::L2Stamp;

constexpr uintptr_t kSpace = 2048; // addresses 0 .. kSpace - 1

// Per byte: the stamp of the segment holding it, L2Stamp{} (epoch 0) when not held. Independent of how
// the bytes are split into segments, which is all the eviction order depends on.
std::vector<L2Stamp> StampPerByte(const L2Lru& lru)
{
    std::vector<L2Stamp> stamps(kSpace);
    uintptr_t prevHi = 0;
    for (const L2Lru::Seg& s : lru.Segments()) {
        EXPECT_LT(s.lo, s.hi);
        EXPECT_GE(s.lo, prevHi) << "segments overlap or are unsorted";
        prevHi = s.hi;
        for (uintptr_t b = s.lo; b < s.hi; ++b) {
            stamps[b] = s.stamp;
        }
    }
    return stamps;
}

uint64_t HeldBytes(const std::vector<L2Stamp>& stamps)
{
    uint64_t n = 0;
    for (const L2Stamp& s : stamps) {
        n += s.epoch != 0;
    }
    return n;
}

// Per byte: 1 + how many distinct stamps held bytes carry are older than its own, 0 when not held.
// Equal for two contents that hold the same bytes in the same LRU order, whatever the stamps' values.
std::vector<size_t> RankPerByte(const L2Lru& lru)
{
    const std::vector<L2Stamp> stamps = StampPerByte(lru);
    std::vector<L2Stamp> held;
    for (const L2Stamp& s : stamps) {
        if (s.epoch != 0) {
            held.push_back(s);
        }
    }
    std::sort(held.begin(), held.end());
    held.erase(std::unique(held.begin(), held.end()), held.end());
    std::vector<size_t> ranks(kSpace, 0);
    for (size_t b = 0; b < kSpace; ++b) {
        if (stamps[b].epoch != 0) {
            ranks[b] = 1 + static_cast<size_t>(std::lower_bound(held.begin(), held.end(), stamps[b]) - held.begin());
        }
    }
    return ranks;
}

// The list sorted by completion time (stable: ties keep list order), all times 0: how launches were
// applied before stamps carried the completion time.
std::vector<L2Event> SortedByDone(std::vector<L2Event> events)
{
    std::stable_sort(events.begin(), events.end(), [](const L2Event& a, const L2Event& b) { return a.done < b.done; });
    for (L2Event& e : events) {
        e.done = 0.0;
    }
    return events;
}

using Way = L2Lru::Way;

// The way Apply should take: in order when the launch may overflow, else a sweep when two of its
// (non-empty) accesses overlap, else the merge.
Way ExpectedWay(const std::vector<L2Event>& events, uint64_t held, uint64_t capacity)
{
    uint64_t touched = 0;
    std::vector<std::pair<uintptr_t, uintptr_t>> ranges;
    for (const L2Event& e : events) {
        if (e.hi > e.lo && e.touch) {
            touched += e.hi - e.lo;
        }
        if (e.hi > e.lo && (capacity > 0 || !e.touch)) {
            ranges.emplace_back(e.lo, e.hi);
        }
    }
    if (capacity > 0 && held + touched > capacity) {
        return Way::kInOrder;
    }
    std::sort(ranges.begin(), ranges.end());
    for (size_t k = 1; k < ranges.size(); ++k) {
        if (ranges[k].first < ranges[k - 1].second) {
            return Way::kSweep;
        }
    }
    return Way::kMerge;
}

enum class Shape {
    kDisjoint,    // disjoint accesses in random order (kernels access each byte once per launch)
    kOverlapping, // accesses anywhere
    kStreams,     // a kernel's log: a few operands streamed by a few cores, some operands in place
};

// A kernel's log: each operand a run of tiles (adjacent, or with gaps), each core taking the next block
// of every operand's tiles and interleaving its operands; cores one after another. An operand may share
// the region of the one before it (an in-place update: overlapping accesses).
std::vector<L2Event> StreamLaunch(std::mt19937_64& rng)
{
    const auto draw = [&rng](uintptr_t lo, uintptr_t hi) {
        return std::uniform_int_distribution<uintptr_t>(lo, hi)(rng);
    };
    const size_t operands = draw(1, 12);
    const size_t cores = draw(1, 4);
    const size_t tilesPerCore = draw(1, 6);
    const uintptr_t region = kSpace / operands;
    const uintptr_t tile = draw(1, std::max<uintptr_t>(1, region / (cores * tilesPerCore)));
    const uintptr_t maxGap = draw(0, 1) != 0 ? 0 : draw(0, 8);
    std::vector<uintptr_t> slot(operands);
    for (size_t s = 0; s < operands; ++s) {
        slot[s] = s;
    }
    std::shuffle(slot.begin(), slot.end(), rng); // operands are not in address order
    std::vector<std::vector<L2Event>> tiles(operands);
    for (size_t s = 0; s < operands; ++s) {
        const size_t at = (s > 0 && draw(0, 4) == 0) ? slot[s - 1] : slot[s];
        const uintptr_t end = (at + 1) * region;
        uintptr_t pos = at * region;
        for (size_t i = 0; i < cores * tilesPerCore && pos < end; ++i) {
            tiles[s].push_back(L2Event{pos, std::min(end, pos + tile), draw(0, 3) != 0});
            pos += tile + draw(0, maxGap);
        }
    }
    std::vector<L2Event> events;
    for (size_t c = 0; c < cores; ++c) {
        std::vector<size_t> next(operands, c * tilesPerCore);
        std::vector<size_t> live;
        for (size_t s = 0; s < operands; ++s) {
            live.push_back(s);
        }
        while (!live.empty()) {
            const size_t k = draw(0, live.size() - 1);
            const size_t s = live[k];
            if (next[s] < std::min(tiles[s].size(), (c + 1) * tilesPerCore)) {
                events.push_back(tiles[s][next[s]++]);
            } else {
                live.erase(live.begin() + static_cast<std::ptrdiff_t>(k));
            }
        }
    }
    return events;
}

std::vector<L2Event> RandomLaunch(std::mt19937_64& rng, Shape shape)
{
    if (shape == Shape::kStreams) {
        return StreamLaunch(rng);
    }
    std::vector<L2Event> events;
    const bool disjoint = shape == Shape::kDisjoint;
    const int n = std::uniform_int_distribution<int>(0, 24)(rng);
    const uintptr_t maxLen = std::uniform_int_distribution<uintptr_t>(1, 400)(rng);
    uintptr_t pos = std::uniform_int_distribution<uintptr_t>(0, 64)(rng);
    for (int i = 0; i < n; ++i) {
        const uintptr_t lo = disjoint ? pos : std::uniform_int_distribution<uintptr_t>(0, kSpace - 1)(rng);
        const uintptr_t len = std::uniform_int_distribution<uintptr_t>(0, maxLen)(rng);
        const bool touch = std::uniform_int_distribution<int>(0, 3)(rng) != 0;
        if (lo >= kSpace) {
            break;
        }
        events.push_back(L2Event{lo, std::min(kSpace, lo + len), touch});
        pos = lo + len + std::uniform_int_distribution<uintptr_t>(0, 48)(rng);
    }
    if (disjoint) {
        std::shuffle(events.begin(), events.end(), rng); // list order is not address order
    }
    return events;
}

// Random launches of each shape, with completion times that often tie and are not in list order;
// every launch applied both ways and compared byte by byte, and against the list sorted by completion
// time (same bytes, same LRU order).
void CheckAgainstInOrder(Shape shape, std::map<Way, int>& ways)
{
    std::mt19937_64 rng(20261203 + 1000 * static_cast<int>(shape));
    for (int trial = 0; trial < 200; ++trial) {
        // Streamed launches touch most of the space: larger capacities, or nearly all go in order.
        const uint64_t maxCapacity = shape == Shape::kStreams ? 3 * kSpace : kSpace;
        const uint64_t capacity = std::uniform_int_distribution<uint64_t>(0, maxCapacity)(rng);
        L2Lru fast;
        L2Lru reference;
        L2Lru presorted;
        fast.Reset(capacity);
        reference.Reset(capacity);
        presorted.Reset(capacity);
        for (int launch = 0; launch < 6; ++launch) {
            std::vector<L2Event> events = RandomLaunch(rng, shape);
            const int maxDone = std::uniform_int_distribution<int>(0, 12)(rng); // 0: all tie
            for (L2Event& e : events) {
                e.done = std::uniform_int_distribution<int>(0, maxDone)(rng) * 0.5;
            }
            const Way expected = ExpectedWay(events, fast.Bytes(), capacity);
            const Way way = fast.Apply(events);
            ASSERT_EQ(way, expected) << "trial " << trial << " launch " << launch;
            ++ways[way];
            reference.ApplyInOrder(events);
            presorted.Apply(SortedByDone(events));
            const std::vector<L2Stamp> got = StampPerByte(fast);
            ASSERT_EQ(got, StampPerByte(reference)) << "trial " << trial << " launch " << launch;
            ASSERT_EQ(fast.Bytes(), HeldBytes(got));
            ASSERT_EQ(reference.Bytes(), HeldBytes(got));
            ASSERT_LE(fast.Bytes(), capacity);
            ASSERT_EQ(RankPerByte(fast), RankPerByte(presorted)) << "trial " << trial << " launch " << launch;
        }
    }
}

TEST(L2LruTest, DisjointLaunchesMatchInOrder)
{
    std::map<Way, int> ways;
    CheckAgainstInOrder(Shape::kDisjoint, ways);
    EXPECT_GT(ways[Way::kMerge], 200);
    EXPECT_GT(ways[Way::kInOrder], 200);
    EXPECT_EQ(ways[Way::kSweep], 0);
}

TEST(L2LruTest, OverlappingLaunchesMatchInOrder)
{
    std::map<Way, int> ways;
    CheckAgainstInOrder(Shape::kOverlapping, ways);
    EXPECT_GT(ways[Way::kSweep], 150);
    EXPECT_GT(ways[Way::kInOrder], 200);
}

TEST(L2LruTest, StreamedLaunchesMatchInOrder)
{
    std::map<Way, int> ways;
    CheckAgainstInOrder(Shape::kStreams, ways);
    EXPECT_GT(ways[Way::kMerge], 200);
    EXPECT_GT(ways[Way::kSweep], 200);
    EXPECT_GT(ways[Way::kInOrder], 200);
}

TEST(L2LruTest, LaterAccessWinsWithinOneLaunch)
{
    L2Lru lru;
    lru.Reset(1000);
    // Touch [0, 100), remove [20, 40), touch [30, 60) again: [20, 30) is gone, [30, 60) is newest.
    EXPECT_EQ(lru.Apply({{0, 100, true}, {20, 40, false}, {30, 60, true}}), Way::kSweep);
    const std::vector<L2Stamp> s = StampPerByte(lru);
    EXPECT_EQ(s[0], s[19]);
    EXPECT_EQ(s[20], L2Stamp{});
    EXPECT_EQ(s[29], L2Stamp{});
    EXPECT_LT(s[0], s[30]);
    EXPECT_EQ(s[30], s[59]);
    EXPECT_EQ(s[60], s[0]);
    EXPECT_EQ(lru.Bytes(), 90u);
    EXPECT_EQ(lru.Ranges().size(), 2u); // [0, 20) and [30, 100)
}

// The list is in log order, not completion order: the removal completes first, and of the two touches
// that complete together the one listed later is the more recent.
TEST(L2LruTest, CompletionTimeOrdersTheListTiesByPosition)
{
    const std::vector<L2Event> events = {{0, 100, true, 5.0}, {20, 40, false, 3.0}, {30, 60, true, 5.0}};
    L2Lru fast;
    L2Lru reference;
    fast.Reset(1000);
    reference.Reset(1000);
    EXPECT_EQ(fast.Apply(events), Way::kSweep);
    reference.ApplyInOrder(events);
    const std::vector<L2Stamp> s = StampPerByte(fast);
    EXPECT_EQ(s, StampPerByte(reference));
    EXPECT_EQ(fast.Bytes(), 100u); // the removal came first: [20, 40) is held again
    EXPECT_EQ(s[0], s[29]);
    EXPECT_EQ(s[0], s[60]);
    EXPECT_LT(s[0], s[30]);
    EXPECT_EQ(s[30], s[59]);
    EXPECT_EQ(fast.Ranges().size(), 1u);

    // Overflow: the front of the older touch leaves first, whatever the list order.
    L2Lru small;
    small.Reset(100);
    EXPECT_EQ(small.Apply({{200, 260, true, 2.0}, {0, 60, true, 1.0}}), Way::kInOrder);
    const auto ranges = small.Ranges();
    ASSERT_EQ(ranges.size(), 2u);
    EXPECT_EQ(ranges[0], std::make_pair(uintptr_t{20}, uintptr_t{60}));
    EXPECT_EQ(ranges[1], std::make_pair(uintptr_t{200}, uintptr_t{260}));
}

TEST(L2LruTest, OverflowEvictsLeastRecentlyUsedFrontFirst)
{
    L2Lru lru;
    lru.Reset(100);
    EXPECT_EQ(lru.Apply({{0, 60, true}}), Way::kMerge);
    // 60 held + 60 touched > 100: in order. [0, 60) is older, its front 20 bytes leave.
    EXPECT_EQ(lru.Apply({{1000, 1060, true}}), Way::kInOrder);
    const auto ranges = lru.Ranges();
    ASSERT_EQ(ranges.size(), 2u);
    EXPECT_EQ(ranges[0], std::make_pair(uintptr_t{20}, uintptr_t{60}));
    EXPECT_EQ(ranges[1], std::make_pair(uintptr_t{1000}, uintptr_t{1060}));
}

// Why a launch that may overflow goes in order: a DISABLE write that later frees space does not bring
// back what an earlier access evicted.
TEST(L2LruTest, RemovalAfterOverflowDoesNotRestoreEvictedBytes)
{
    L2Lru lru;
    lru.Reset(100);
    EXPECT_EQ(lru.Apply({{0, 100, true}, {500, 600, true}, {500, 600, false}}), Way::kInOrder);
    EXPECT_EQ(lru.Bytes(), 0u);
}

// QueueRanges (the timing model's in-launch eviction estimate, l2_model.h): the bytes at queue positions
// below k are exactly those one more access of k new bytes evicts, on random contents.
TEST(L2LruTest, QueuePositionsAreTheEvictionOrder)
{
    std::mt19937_64 rng(20261204);
    for (int trial = 0; trial < 200; ++trial) {
        const Shape shape = static_cast<Shape>(trial % 3);
        const uint64_t capacity = std::uniform_int_distribution<uint64_t>(1, kSpace)(rng);
        L2Lru lru;
        lru.Reset(capacity);
        for (int launch = 0; launch < 4; ++launch) {
            std::vector<L2Event> events = RandomLaunch(rng, shape);
            for (L2Event& e : events) {
                e.done = std::uniform_int_distribution<int>(0, 6)(rng) * 0.5;
            }
            lru.Apply(events);
        }
        const std::vector<ascsim::kern::L2QueuedRange> queue = lru.QueueRanges();
        std::vector<int64_t> position(kSpace, -1); // per byte, its queue position; -1 when not held
        uint64_t held = 0;
        uintptr_t prevHi = 0;
        for (const auto& r : queue) {
            ASSERT_LT(r.lo, r.hi);
            ASSERT_GE(r.lo, prevHi);
            prevHi = r.hi;
            for (uintptr_t b = r.lo; b < r.hi; ++b) {
                position[b] = static_cast<int64_t>(r.queue + (b - r.lo));
            }
            held += r.hi - r.lo;
        }
        ASSERT_EQ(held, lru.Bytes());
        std::vector<int64_t> sorted;
        for (const int64_t q : position) {
            if (q >= 0) {
                sorted.push_back(q);
            }
        }
        std::sort(sorted.begin(), sorted.end());
        for (size_t i = 0; i < sorted.size(); ++i) {
            ASSERT_EQ(sorted[i], static_cast<int64_t>(i)) << "positions are a permutation of 0 .. held - 1";
        }
        // Fill L2 up, then one more access of k bytes outside the space.
        const uint64_t k = std::uniform_int_distribution<uint64_t>(0, held)(rng);
        const uint64_t fill = capacity - held;
        L2Lru after = lru;
        after.ApplyInOrder({L2Event{kSpace * 2, kSpace * 2 + fill + k, true, 0.0}});
        std::vector<bool> still(kSpace, false);
        for (const auto& r : after.Ranges()) {
            for (uintptr_t b = r.first; b < std::min<uintptr_t>(r.second, kSpace); ++b) {
                still[b] = true;
            }
        }
        for (uintptr_t b = 0; b < kSpace; ++b) {
            if (position[b] >= 0) {
                ASSERT_EQ(still[b], position[b] >= static_cast<int64_t>(k)) << "trial " << trial << " byte " << b;
            }
        }
    }
}

} // namespace
