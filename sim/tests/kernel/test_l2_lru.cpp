// L2Lru (sim/src/kernel/l2_lru.h): the merge and sweep updates give the same bytes and stamps as the
// in-order LRU, and the in-order LRU evicts least recently used first, front first.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

#include "l2_lru.h"

namespace {

using ascsim::kern::L2Event;
using ascsim::kern::L2Lru;

constexpr uintptr_t kSpace = 2048;  // addresses 0 .. kSpace - 1

// Per byte: the stamp of the segment holding it, 0 when not held. Independent of how the bytes are
// split into segments, which is all the eviction order depends on.
std::vector<uint64_t> StampPerByte(const L2Lru& lru)
{
    std::vector<uint64_t> stamps(kSpace, 0);
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

uint64_t HeldBytes(const std::vector<uint64_t>& stamps)
{
    uint64_t n = 0;
    for (uint64_t s : stamps) {
        n += s != 0;
    }
    return n;
}

using Way = L2Lru::Way;

// Random launches, each either overlapping accesses or a disjoint set of them (kernels read and write
// each byte once per launch, the usual case); every launch applied both ways and compared byte by byte.
void CheckAgainstInOrder(bool disjoint, std::map<Way, int>& ways)
{
    std::mt19937_64 rng(disjoint ? 20261203 : 31122026);
    for (int trial = 0; trial < 200; ++trial) {
        const uint64_t capacity = std::uniform_int_distribution<uint64_t>(0, kSpace)(rng);
        L2Lru fast;
        L2Lru reference;
        fast.Reset(capacity);
        reference.Reset(capacity);
        for (int launch = 0; launch < 6; ++launch) {
            std::vector<L2Event> events;
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
                std::shuffle(events.begin(), events.end(), rng);  // completion order is not address order
            }
            ++ways[fast.Apply(events)];
            reference.ApplyInOrder(events);
            const std::vector<uint64_t> got = StampPerByte(fast);
            ASSERT_EQ(got, StampPerByte(reference)) << "trial " << trial << " launch " << launch;
            ASSERT_EQ(fast.Bytes(), HeldBytes(got));
            ASSERT_EQ(reference.Bytes(), HeldBytes(got));
            ASSERT_LE(fast.Bytes(), capacity);
        }
    }
}

TEST(L2LruTest, DisjointLaunchesMatchInOrder)
{
    std::map<Way, int> ways;
    CheckAgainstInOrder(true, ways);
    EXPECT_GT(ways[Way::kMerge], 200);
    EXPECT_GT(ways[Way::kInOrder], 200);
    EXPECT_EQ(ways[Way::kSweep], 0);
}

TEST(L2LruTest, OverlappingLaunchesMatchInOrder)
{
    std::map<Way, int> ways;
    CheckAgainstInOrder(false, ways);
    EXPECT_GT(ways[Way::kSweep], 200);
    EXPECT_GT(ways[Way::kInOrder], 200);
}

TEST(L2LruTest, LaterAccessWinsWithinOneLaunch)
{
    L2Lru lru;
    lru.Reset(1000);
    // Touch [0, 100), remove [20, 40), touch [30, 60) again: [20, 30) is gone, [30, 60) is newest.
    EXPECT_EQ(lru.Apply({{0, 100, true}, {20, 40, false}, {30, 60, true}}), Way::kSweep);
    const std::vector<uint64_t> s = StampPerByte(lru);
    EXPECT_EQ(s[0], s[19]);
    EXPECT_EQ(s[20], 0u);
    EXPECT_EQ(s[29], 0u);
    EXPECT_GT(s[30], s[0]);
    EXPECT_EQ(s[30], s[59]);
    EXPECT_EQ(s[60], s[0]);
    EXPECT_EQ(lru.Bytes(), 90u);
    EXPECT_EQ(lru.Ranges().size(), 2u);  // [0, 20) and [30, 100)
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

}  // namespace
