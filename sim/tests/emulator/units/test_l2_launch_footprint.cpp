// L2LaunchFootprint (sim/src/kernel/timing/l2_launch_footprint.h) against a per-byte model: every byte
// keeps the stamp of its last access; a probe counts the bytes accessed before and, of those, the ones
// stamped at or after freshFrom. Random accesses, with and without the compaction of stale ranges; exact
// with no slack, and within the slack's bound with one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "timing/l2_launch_footprint.h"

namespace {

using ascsim::kern::L2LaunchFootprint;

constexpr uintptr_t kSpace = 4096;
constexpr double kNever = -1.0; // the model's "not accessed in this launch"

struct PerByte {
    std::vector<double> stamp = std::vector<double>(kSpace, kNever);
    // The probe without the access.
    L2LaunchFootprint::Probe Peek(uintptr_t lo, uintptr_t hi, double freshFrom) const
    {
        L2LaunchFootprint::Probe p;
        for (uintptr_t b = lo; b < hi; ++b) {
            if (stamp[b] != kNever) {
                ++p.touched;
                if (stamp[b] >= freshFrom) {
                    ++p.fresh;
                }
            }
        }
        return p;
    }
    L2LaunchFootprint::Probe Touch(uintptr_t lo, uintptr_t hi, double freshFrom, double now)
    {
        const L2LaunchFootprint::Probe p = Peek(lo, hi, freshFrom);
        std::fill(stamp.begin() + static_cast<std::ptrdiff_t>(lo), stamp.begin() + static_cast<std::ptrdiff_t>(hi),
                  now);
        return p;
    }
};

// Mostly sequential accesses (streams that jump now and then), so that ranges extend one another.
uintptr_t NextLo(std::mt19937& rng, uintptr_t prevHi)
{
    return rng() % 4 != 0 && prevHi < kSpace ? prevHi : rng() % kSpace;
}

TEST(L2LaunchFootprint, AgreesWithAPerByteModelOnRandomAccesses)
{
    std::mt19937 rng(20261207);
    for (int round = 0; round < 20; ++round) {
        L2LaunchFootprint fp;
        PerByte model;
        double allocated = 0.0;
        // A small window makes most ranges stale, so the compaction runs and merges them.
        const double window = round % 2 == 0 ? 1e9 : 600.0;
        uintptr_t hi = 0;
        for (int i = 0; i < 20000; ++i) {
            const uintptr_t lo = round % 4 < 2 ? rng() % kSpace : NextLo(rng, hi);
            const uintptr_t len = 1 + rng() % (round % 3 == 0 ? 8 : 256);
            hi = std::min<uintptr_t>(kSpace, lo + len);
            const double freshFrom = allocated - window;
            const auto got = fp.Touch(lo, hi, freshFrom, allocated);
            const auto want = model.Touch(lo, hi, freshFrom, allocated);
            ASSERT_EQ(got.touched, want.touched) << "round " << round << " access " << i;
            ASSERT_EQ(got.fresh, want.fresh) << "round " << round << " access " << i;
            allocated += static_cast<double>(hi - lo - want.fresh);
        }
        // Disjoint ranges cover at most kSpace bytes: one-byte ranges at most.
        EXPECT_LE(fp.Entries(), kSpace);
    }
}

TEST(L2LaunchFootprint, WithASlackAByteIsFreshByItsTrueStampWithinTheSlack)
{
    std::mt19937 rng(7);
    for (int round = 0; round < 20; ++round) {
        const double window = 300.0 + 100.0 * round;
        const double slack = window / 8.0;
        L2LaunchFootprint fp;
        fp.Clear(slack);
        PerByte model;
        double allocated = 0.0;
        uintptr_t hi = 0;
        for (int i = 0; i < 20000; ++i) {
            const uintptr_t lo = NextLo(rng, hi);
            hi = std::min<uintptr_t>(kSpace, lo + 1 + rng() % 64);
            const double freshFrom = allocated - window;
            // A recorded stamp lies in [true - slack, true]: fresh by it means fresh by the truth, and fresh by
            // the truth with `slack` to spare means fresh by it.
            const auto strict = model.Peek(lo, hi, freshFrom + slack);
            const auto want = model.Touch(lo, hi, freshFrom, allocated);
            const auto got = fp.Touch(lo, hi, freshFrom, allocated);
            ASSERT_EQ(got.touched, want.touched) << "round " << round << " access " << i;
            ASSERT_LE(got.fresh, want.fresh) << "round " << round << " access " << i;
            ASSERT_GE(got.fresh, strict.fresh) << "round " << round << " access " << i;
            allocated += static_cast<double>(hi - lo - got.fresh);
        }
    }
}

TEST(L2LaunchFootprint, AStreamKeepsFewRangesOnceTheyAreStale)
{
    L2LaunchFootprint fp;
    double allocated = 0.0;
    const double window = 1024.0;
    for (uintptr_t lo = 0; lo < (1U << 24); lo += 64) {
        const auto p = fp.Touch(lo, lo + 64, allocated - window, allocated);
        ASSERT_EQ(p.touched, 0U);
        allocated += 64.0;
    }
    // 262144 accesses; the stale ones merge into one range whenever the map outgrows its limit.
    EXPECT_LT(fp.Entries(), 5000U);
    // A range that fell out of the window is touched but not fresh; a recent one is both.
    auto old = fp.Touch(0, 64, allocated - window, allocated);
    EXPECT_EQ(old.touched, 64U);
    EXPECT_EQ(old.fresh, 0U);
    const uintptr_t last = (1U << 24) - 64;
    auto recent = fp.Touch(last, last + 64, allocated - window, allocated);
    EXPECT_EQ(recent.touched, 64U);
    EXPECT_EQ(recent.fresh, 64U);
    fp.Clear();
    EXPECT_EQ(fp.Touch(last, last + 64, 0.0, 0.0).touched, 0U);
}

TEST(L2LaunchFootprint, ADroppedRangeIsTouchedAndNeverFreshAgain)
{
    for (const double slack : {0.0, 1e6}) {
        L2LaunchFootprint fp;
        fp.Clear(slack);
        (void)fp.Touch(0, 256, -1e18, 0.0);
        fp.Drop(64, 128);                     // a bypassing write over the middle
        (void)fp.Touch(256, 320, -1e18, 1.0); // continues [0, 256): must not extend over the dropped bytes
        const auto p = fp.Touch(0, 320, -1e18, 2.0);
        EXPECT_EQ(p.touched, 320U);
        EXPECT_EQ(p.fresh, 320U - 64U);
        fp.Drop(0, 320);
        EXPECT_EQ(fp.Touch(0, 320, -1e18, 3.0).fresh, 0U);
    }
}

TEST(L2LaunchFootprint, WithASlackAStreamExtendsOneRangeInsteadOfAddingOne)
{
    for (const double slack : {0.0, 1024.0}) {
        L2LaunchFootprint fp;
        fp.Clear(slack);
        double allocated = 0.0;
        for (uintptr_t lo = 0; lo < 4096 * 64; lo += 64) {
            (void)fp.Touch(lo, lo + 64, -1e18, allocated); // every range fresh: nothing to compact
            allocated += 64.0;
        }
        // Without a slack, one range per access; with 1024, one per 17 accesses (1088 bytes of allocation).
        EXPECT_EQ(fp.Entries(), slack == 0.0 ? 4096U : (4096U + 16U) / 17U);
    }
}

} // namespace
