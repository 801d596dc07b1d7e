// CallSiteSet (sim/src/kernel/timing/call_site_set.h), the timing model's loop-iteration detector, against a
// plain std::set model: a call is a back edge exactly when its site was called since the last one.
// Sites are made to share home slots on purpose, since the hash of real code addresses decides
// collisions only by chance (the address layout changes from build to build and run to run).
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "timing/call_site_set.h"

namespace {

using ascsim::kern::CallSiteSet;
using Site = std::pair<const void*, int>;

char g_code[1 << 16]; // stands for code addresses; only the pointers are used

// `count` distinct sites that all have the same home slot in an empty set.
std::vector<Site> CollidingSites(size_t count, int line)
{
    const CallSiteSet probe;
    std::map<size_t, std::vector<Site>> byHome;
    for (size_t i = 0; i < sizeof(g_code); ++i) {
        std::vector<Site>& group = byHome[probe.Home(&g_code[i], line)];
        group.push_back({&g_code[i], line});
        if (group.size() == count) {
            return group;
        }
    }
    ADD_FAILURE() << "no " << count << " colliding sites";
    return {};
}

// The reference: the sites since the last back edge, in a std::set.
struct ModelSet {
    std::set<Site> seen;
    bool Note(const Site& s)
    {
        if (seen.count(s) != 0) {
            seen = {s};
            return true;
        }
        seen.insert(s);
        return false;
    }
};

TEST(CallSiteSetTest, ASiteThatCollidedIsFoundAgainAfterABackEdge)
{
    // A and B share a home slot, so B lands behind A. The back edge at B's second call empties the
    // set; B must still be found on its third call, not re-inserted past the hole A left.
    const std::vector<Site> ab = CollidingSites(2, 7);
    ASSERT_EQ(ab.size(), 2U);
    CallSiteSet set;
    EXPECT_FALSE(set.Note(ab[0].first, ab[0].second));
    EXPECT_FALSE(set.Note(ab[1].first, ab[1].second));
    EXPECT_TRUE(set.Note(ab[1].first, ab[1].second));
    EXPECT_EQ(set.Size(), 1U);
    EXPECT_TRUE(set.Note(ab[1].first, ab[1].second));
    EXPECT_TRUE(set.Note(ab[1].first, ab[1].second));
    EXPECT_FALSE(set.Note(ab[0].first, ab[0].second));
    EXPECT_TRUE(set.Note(ab[0].first, ab[0].second));
}

TEST(CallSiteSetTest, SameAddressOnAnotherLineIsAnotherSite)
{
    CallSiteSet set;
    EXPECT_FALSE(set.Note(&g_code[0], 10));
    EXPECT_FALSE(set.Note(&g_code[0], 11));
    EXPECT_FALSE(set.Note(&g_code[0], -1));
    EXPECT_TRUE(set.Note(&g_code[0], 11));
}

TEST(CallSiteSetTest, RandomCallSequencesMatchTheModel)
{
    // Pools: heavily colliding sites (long probe runs, holes after every back edge), sites spread
    // over the set, and pools larger than half the initial set, so that it grows mid-iteration.
    std::vector<std::vector<Site>> pools = {CollidingSites(12, 3), CollidingSites(40, -1)};
    std::vector<Site> spread;
    for (int i = 0; i < 300; ++i) {
        spread.push_back({&g_code[64 * i], 1 + i % 5});
    }
    pools.push_back(spread);
    std::mt19937 rng(20261203);
    for (const std::vector<Site>& pool : pools) {
        ASSERT_FALSE(pool.empty());
        for (int round = 0; round < 200; ++round) {
            CallSiteSet set;
            ModelSet model;
            // A loop body of `body` distinct sites, run `passes` times; in odd rounds one call in 8
            // is replaced by a random site (a helper called twice, a branch taken differently).
            const bool noisy = round % 2 == 1;
            const size_t body = 1 + rng() % pool.size();
            const int passes = 1 + static_cast<int>(rng() % 6);
            uint64_t backEdges = 0;
            for (int p = 0; p < passes; ++p) {
                for (size_t k = 0; k < body; ++k) {
                    const Site& s = (noisy && rng() % 8 == 0) ? pool[rng() % pool.size()] : pool[k];
                    const bool expected = model.Note(s);
                    ASSERT_EQ(set.Note(s.first, s.second), expected)
                        << "pool of " << pool.size() << ", round " << round << ", pass " << p << ", call " << k;
                    ASSERT_EQ(set.Size(), model.seen.size());
                    backEdges += expected ? 1 : 0;
                }
            }
            if (!noisy) {
                EXPECT_EQ(backEdges, static_cast<uint64_t>(passes - 1)); // one per back edge of the loop
            }
        }
    }
}

TEST(CallSiteSetTest, ItGrowsAndClearReturnsToTheInitialSize)
{
    CallSiteSet set;
    const size_t initial = set.Capacity();
    for (size_t i = 0; i < 5 * initial; ++i) {
        ASSERT_FALSE(set.Note(&g_code[i], 1));
    }
    EXPECT_EQ(set.Size(), 5 * initial);
    EXPECT_GE(set.Capacity(), 10 * initial); // at most half full
    for (size_t i = 0; i < 5 * initial; i += 7) {
        EXPECT_FALSE(set.Note(&g_code[i], 2)); // other lines: new sites, nothing lost in the moves
    }
    EXPECT_TRUE(set.Note(&g_code[5 * initial - 1], 1));
    EXPECT_EQ(set.Size(), 1U);
    set.Clear();
    EXPECT_EQ(set.Size(), 0U);
    EXPECT_EQ(set.Capacity(), initial);
    EXPECT_FALSE(set.Note(&g_code[5 * initial - 1], 1));
}

} // namespace
