// bfloat16_t: the bfloat16 kernel data type (1 sign, 8 exponent, 7 mantissa bits: the top half of a
// float), spelled in the global namespace as Ascend C kernel code spells it.
//   Doc: docs/zh/api/SIMD-API/基础API/数据结构/内置数据类型.md (表5: bfloat16_t = 1/8/7, range
//   [2^120 - 2^128, 2^128 - 2^120]). float -> bfloat16_t rounds with CAST_RINT
//   (docs/zh/api/SIMD-API/基础API/标量计算/Cast（float转bfloat16_t）.md: 3.14159f -> 3.140625).
// The SDK only allows bfloat16_t to be initialised through an explicit float conversion
// (内置数据类型.md, 说明); the sim is more permissive and accepts any arithmetic value, rounding to
// nearest even directly from the source value. Overflow gives +-inf, NaN stays NaN.
// Storage is exactly the 16 raw bits (trivially copyable, sizeof 2, standard layout).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/float16_ops.h"

struct bfloat16_t : ascsim::num::detail::Float16Ops<bfloat16_t> {
    using Format = ascsim::num::detail::Bf16Format;

    bfloat16_t() = default;
    template <class U, std::enable_if_t<std::is_arithmetic_v<U>, int> = 0>
    constexpr bfloat16_t(U v) noexcept : bits_(ascsim::num::detail::ToFormatBits<Format>(v))
    {}
    // From half: exact widening to float, then one rounding.
    template <class O, std::enable_if_t<ascsim::num::detail::kIsOtherFloat16Type<O, bfloat16_t>, int> = 0>
    explicit constexpr bfloat16_t(O other) noexcept : bfloat16_t(static_cast<float>(other))
    {}

    constexpr operator float() const noexcept
    {
        return ascsim::num::detail::BitCast<float>(static_cast<uint32_t>(bits_) << 16);
    }

    static constexpr bfloat16_t FromBits(uint16_t b) noexcept { return bfloat16_t(RawTag{}, b); }
    constexpr uint16_t bits() const noexcept { return bits_; }

private:
    struct RawTag {};
    constexpr bfloat16_t(RawTag, uint16_t b) noexcept : bits_(b) {}
    uint16_t bits_;
};

static_assert(sizeof(bfloat16_t) == 2, "bfloat16_t must be 2 bytes");
static_assert(std::is_trivially_copyable_v<bfloat16_t>, "bfloat16_t must be trivially copyable");
static_assert(std::is_standard_layout_v<bfloat16_t>, "bfloat16_t must be standard layout");

namespace std {
template <>
class numeric_limits<bfloat16_t> {
public:
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = false;
    static constexpr bool is_exact = false;
    static constexpr bool has_infinity = true;
    static constexpr bool has_quiet_NaN = true;
    static constexpr bool has_signaling_NaN = true;
    static constexpr float_denorm_style has_denorm = denorm_present;
    static constexpr bool has_denorm_loss = false;
    static constexpr float_round_style round_style = round_to_nearest;
    static constexpr bool is_iec559 = false;
    static constexpr bool is_bounded = true;
    static constexpr bool is_modulo = false;
    static constexpr int digits = 8;
    static constexpr int digits10 = 2;
    static constexpr int max_digits10 = 4;
    static constexpr int radix = 2;
    static constexpr int min_exponent = -125;
    static constexpr int min_exponent10 = -37;
    static constexpr int max_exponent = 128;
    static constexpr int max_exponent10 = 38;
    static constexpr bool traps = false;
    static constexpr bool tinyness_before = false;
    static constexpr bfloat16_t min() noexcept { return bfloat16_t::FromBits(0x0080); }
    static constexpr bfloat16_t lowest() noexcept { return bfloat16_t::FromBits(0xFF7F); }
    static constexpr bfloat16_t max() noexcept { return bfloat16_t::FromBits(0x7F7F); }
    static constexpr bfloat16_t epsilon() noexcept { return bfloat16_t::FromBits(0x3C00); }
    static constexpr bfloat16_t round_error() noexcept { return bfloat16_t::FromBits(0x3F00); }
    static constexpr bfloat16_t infinity() noexcept { return bfloat16_t::FromBits(0x7F80); }
    static constexpr bfloat16_t quiet_NaN() noexcept { return bfloat16_t::FromBits(0x7FC0); }
    static constexpr bfloat16_t signaling_NaN() noexcept { return bfloat16_t::FromBits(0x7FA0); }
    static constexpr bfloat16_t denorm_min() noexcept { return bfloat16_t::FromBits(0x0001); }
};
} // namespace std
