// The 64-bit integer lanes (ascendc_sim/numerics/int64.h) against independent references: Add / Sub /
// Mul modulo 2^64 computed in unsigned __int128, Max / Min by signedness, Div truncating toward zero,
// and the two divisions without a documented result (x / 0, INT64_MIN / -1): the poison pattern,
// counted as an unknown-result lane.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>

#include "ascendc_sim/numerics/int64.h"

namespace {

using ascsim::num::B64Lane;
using ascsim::num::B64Op;

constexpr uint64_t kPoison = 0x5AA5A5A5A5A5A5A5ull;

template <typename E>
E Wrap(unsigned __int128 v)
{
    return static_cast<E>(static_cast<uint64_t>(v & ~uint64_t{0}));
}

template <typename E>
void CheckRandom()
{
    std::mt19937_64 rng(64);
    const E edges[] = {E(0), E(1), E(-1), std::numeric_limits<E>::min(), std::numeric_limits<E>::max(), E(2), E(-2)};
    for (int i = 0; i < 200000; ++i) {
        const E a = i < 49 ? edges[i % 7] : static_cast<E>(rng());
        const E b = i < 49 ? edges[i / 7] : static_cast<E>(rng() >> (rng() % 64));
        const auto ua = static_cast<unsigned __int128>(static_cast<uint64_t>(a));
        const auto ub = static_cast<unsigned __int128>(static_cast<uint64_t>(b));
        ASSERT_EQ(B64Lane<B64Op::kAdd>(a, b), Wrap<E>(ua + ub));
        ASSERT_EQ(B64Lane<B64Op::kSub>(a, b), Wrap<E>(ua - ub));
        ASSERT_EQ(B64Lane<B64Op::kMul>(a, b), Wrap<E>(ua * ub));
        ASSERT_EQ(B64Lane<B64Op::kMax>(a, b), a < b ? b : a);
        ASSERT_EQ(B64Lane<B64Op::kMin>(a, b), b < a ? b : a);
        const bool undefined = b == 0 || (std::is_signed_v<E> && a == std::numeric_limits<E>::min() && b == E(-1));
        if (!undefined) {
            // Truncation toward zero, from the magnitudes.
            const bool negative = std::is_signed_v<E> && ((a < 0) != (b < 0));
            const auto mag = [](E v) {
                return std::is_signed_v<E> && v < 0 ? static_cast<unsigned __int128>(-static_cast<__int128>(v)) :
                                                      static_cast<unsigned __int128>(v);
            };
            const unsigned __int128 q = mag(a) / mag(b);
            ASSERT_EQ(B64Lane<B64Op::kDiv>(a, b), negative ? Wrap<E>(-q) : Wrap<E>(q)) << a << " / " << b;
        }
    }
}

TEST(Int64Lanes, UnsignedAgainstInt128) { CheckRandom<uint64_t>(); }
TEST(Int64Lanes, SignedAgainstInt128) { CheckRandom<int64_t>(); }

TEST(Int64Lanes, DivisionsWithoutADocumentedResultArePoisonAndCounted)
{
    uint64_t& unknown = ascsim::num::UnknownLaneCounter();
    unknown = 0;
    EXPECT_EQ(static_cast<uint64_t>(B64Lane<B64Op::kDiv>(int64_t{7}, int64_t{0})), kPoison);
    EXPECT_EQ(B64Lane<B64Op::kDiv>(uint64_t{7}, uint64_t{0}), kPoison);
    EXPECT_EQ(static_cast<uint64_t>(B64Lane<B64Op::kDiv>(std::numeric_limits<int64_t>::min(), int64_t{-1})), kPoison);
    EXPECT_EQ(unknown, 3u);
    // The unsigned pattern of INT64_MIN / -1 is an ordinary division.
    EXPECT_EQ(B64Lane<B64Op::kDiv>(uint64_t{1} << 63, ~uint64_t{0}), 0u);
    EXPECT_EQ(unknown, 3u);
    unknown = 0;
}

TEST(Int64Lanes, MaxMinCompareBySignedness)
{
    EXPECT_EQ(B64Lane<B64Op::kMax>(int64_t{-1}, int64_t{1}), 1);
    EXPECT_EQ(B64Lane<B64Op::kMax>(~uint64_t{0}, uint64_t{1}), ~uint64_t{0});
    EXPECT_EQ(B64Lane<B64Op::kMin>(int64_t{-1}, int64_t{1}), -1);
    EXPECT_EQ(B64Lane<B64Op::kMin>(~uint64_t{0}, uint64_t{1}), 1u);
}

} // namespace
