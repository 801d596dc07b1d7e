// The C API's scalar bit operations (c_api/scalar_compute.h) against each page's own example and a
// bit-by-bit reference loop over edge values.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "ascendc_sim/c_api/scalar_compute.h"

namespace {

int64_t RefFirst(uint64_t v, bool one)
{
    for (int i = 0; i < 64; ++i) {
        if (((v >> i) & 1U) == (one ? 1U : 0U)) {
            return i;
        }
    }
    return -1;
}
int64_t RefOnes(uint64_t v)
{
    int64_t n = 0;
    for (int i = 0; i < 64; ++i) {
        n += static_cast<int64_t>((v >> i) & 1U);
    }
    return n;
}
int64_t RefLeadingZeros(uint64_t v)
{
    int64_t n = 0;
    for (int i = 63; i >= 0 && ((v >> i) & 1U) == 0; --i) {
        ++n;
    }
    return n;
}
int64_t RefSflbits(int64_t v)
{
    const uint64_t b = static_cast<uint64_t>(v);
    const uint64_t sign = b >> 63;
    int64_t n = 0;
    for (int i = 62; i >= 0 && ((b >> i) & 1U) == sign; --i) {
        ++n;
    }
    return n == 63 ? -1 : n;
}

TEST(CApiScalar, ThePagesExamples)
{
    EXPECT_EQ(asc_popc(33), 2);                     // asc_popc.md
    EXPECT_EQ(asc_clz(0x0fffffffffffffffULL), 4);   // asc_clz.md
    EXPECT_EQ(asc_ffz(33), 1);                      // asc_ffz.md
    EXPECT_EQ(asc_sflbits(0x0f00000000000000), 3);  // asc_sflbits.md, 功能说明
    EXPECT_EQ(asc_sflbits(0x000f00ff0ff0ffff), 11); // asc_sflbits.md, 调用示例
    EXPECT_EQ(asc_sflbits(0), -1);
    EXPECT_EQ(asc_sflbits(-1), -1);
    EXPECT_EQ(asc_set_nthbit(0x0, 2), 0x4U);               // asc_set_nthbit.md
    EXPECT_EQ(asc_clear_nthbit(0x7, 2), 0x3U);             // asc_clear_nthbit.md
    EXPECT_EQ(asc_set_nthbit(0x0, -1), uint64_t{1} << 63); // (idx % 64 + 64) % 64
    EXPECT_EQ(asc_clear_nthbit(~uint64_t{0}, 66), ~uint64_t{4});
}

TEST(CApiScalar, AgreeWithABitLoopOnEdgeValues)
{
    const std::vector<uint64_t> values = {
        0, 1, 2, 33, 0x8000000000000000ULL, ~0ULL, ~1ULL, 0x7fffffffffffffffULL, 0xf0f0f0f0ULL, 0xfff0000000000000ULL};
    for (uint64_t v : values) {
        EXPECT_EQ(asc_popc(v), RefOnes(v)) << v;
        EXPECT_EQ(asc_zero_bits_cnt(v), 64 - RefOnes(v)) << v;
        EXPECT_EQ(asc_clz(v), RefLeadingZeros(v)) << v;
        EXPECT_EQ(asc_ffs(v), RefFirst(v, true)) << v;
        EXPECT_EQ(asc_ffz(v), RefFirst(v, false)) << v;
        EXPECT_EQ(asc_sflbits(static_cast<int64_t>(v)), RefSflbits(static_cast<int64_t>(v))) << v;
        // The compiler builtins the SDK's 3510 branch builds them on (lang/scalar_builtins.h).
        EXPECT_EQ(bcnt1(v), RefOnes(v)) << v;
        EXPECT_EQ(bcnt0(v), 64 - RefOnes(v)) << v;
        EXPECT_EQ(clz(v), RefLeadingZeros(v)) << v;
        EXPECT_EQ(sff1(v), RefFirst(v, true)) << v;
        EXPECT_EQ(sff0(v), RefFirst(v, false)) << v;
        EXPECT_EQ(sflbits(static_cast<int64_t>(v)), RefSflbits(static_cast<int64_t>(v))) << v;
    }
}

// The compiler builtins the SDK's 3510 branch builds those functions on (lang/scalar_builtins.h), which
// kernels call directly: the pages' examples (the bit loops above cover the rest).
TEST(CApiScalar, TheCompilerBuiltinsUnderneathFollowTheirFunctionsPages)
{
    EXPECT_EQ(clz(0x0fffffffffffffffULL), 4);
    EXPECT_EQ(clz(0), 64);
    EXPECT_EQ(sbitset1(0x0, 2), 0x4U);
    EXPECT_EQ(sbitset0(0x7, 2), 0x3U);
    EXPECT_EQ(conv_f322s32r(2.5F), 2);
    EXPECT_EQ(conv_f322s32a(2.5F), 3);
    EXPECT_EQ(conv_f322s32f(-2.5F), -3);
    EXPECT_EQ(conv_f322s32c(-2.5F), -2);
}

// asc_float2int32.md: RINT (ties to even), ROUND (ties away), FLOOR, CEIL, against <cmath> in double;
// beyond int32_t the conversion saturates and NaN gives 0 (numerics/cast.h's rules).
TEST(CApiScalar, Float2Int32RoundsByItsSuffix)
{
    EXPECT_EQ(asc_float2int32_rn(3.0F), 3); // the page's example
    const std::vector<float> values = {0.5F, 1.5F, 2.5F, -0.5F, -1.5F, -2.5F, 2.4F, -2.6F, 1e9F, -7.75F, 0.0F};
    for (float v : values) {
        const double d = v;
        EXPECT_EQ(asc_float2int32_rn(v), static_cast<int32_t>(std::nearbyint(d))) << v;
        EXPECT_EQ(asc_float2int32_rna(v), static_cast<int32_t>(std::round(d))) << v;
        EXPECT_EQ(asc_float2int32_rd(v), static_cast<int32_t>(std::floor(d))) << v;
        EXPECT_EQ(asc_float2int32_ru(v), static_cast<int32_t>(std::ceil(d))) << v;
    }
    EXPECT_EQ(asc_float2int32_rn(3e9F), std::numeric_limits<int32_t>::max());
    EXPECT_EQ(asc_float2int32_rd(-3e9F), std::numeric_limits<int32_t>::min());
    EXPECT_EQ(asc_float2int32_ru(std::numeric_limits<float>::infinity()), std::numeric_limits<int32_t>::max());
    EXPECT_EQ(asc_float2int32_rna(std::numeric_limits<float>::quiet_NaN()), 0);
}

} // namespace
