// Saturate / SaturateArray (ascendc_sim/numerics/saturate.h) over every half and bfloat16_t bit
// pattern, against the doc rule decoded independently (test_util.h): inf -> +-MAX, NaN -> +0,
// everything else unchanged.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "test_util.h"

using namespace reftest;

namespace {

static_assert(ascsim::num::Saturate(half::FromBits(0x7C00)).bits() == 0x7BFF);
static_assert(ascsim::num::Saturate(half::FromBits(0xFC00)).bits() == 0xFBFF);
static_assert(ascsim::num::Saturate(half::FromBits(0xFE00)).bits() == 0x0000);
static_assert(ascsim::num::Saturate(bfloat16_t::FromBits(0xFF80)).bits() == 0xFF7F);
static_assert(ascsim::num::kSaturable<half> && ascsim::num::kSaturable<bfloat16_t>);
static_assert(!ascsim::num::kSaturable<float> && !ascsim::num::kSaturable<int16_t>);

template <class T>
void Exhaustive(int expBits, int manBits, uint16_t maxBits)
{
    std::vector<T> all(65536);
    for (uint32_t b = 0; b < 65536; ++b) {
        all[b] = T::FromBits(static_cast<uint16_t>(b));
    }
    std::vector<T> arr = all;
    ascsim::num::SaturateArray(arr.data(), arr.size());
    for (uint32_t b = 0; b < 65536; ++b) {
        const double v = Decode16(static_cast<uint16_t>(b), expBits, manBits);
        uint16_t want = static_cast<uint16_t>(b);
        if (std::isnan(v)) {
            want = 0x0000;
        } else if (std::isinf(v)) {
            want = static_cast<uint16_t>((b & 0x8000u) | maxBits);
        }
        ASSERT_EQ(ascsim::num::Saturate(all[b]).bits(), want) << std::hex << b;
        ASSERT_EQ(arr[b].bits(), want) << std::hex << b;
    }
}

TEST(Saturate, EveryHalfPattern) { Exhaustive<half>(5, 10, 0x7BFF); }
TEST(Saturate, EveryBf16Pattern) { Exhaustive<bfloat16_t>(8, 7, 0x7F7F); }

} // namespace
