// half: the IEEE 754 binary16 kernel data type (1 sign, 5 exponent, 10 mantissa bits), spelled in
// the global namespace as Ascend C kernel code spells it.
//   Doc: docs/zh/api/SIMD-API/基础API/数据结构/内置数据类型.md (表5 浮点数据类型: half = 1/5/10,
//   range [2^5 - 2^16, 2^16 - 2^5]; Subnormal = exponent all 0, mantissa not all 0).
// Storage is exactly the 16 raw bits (trivially copyable, sizeof 2, standard layout), so tensors of
// half can be memcpy'd to and from device buffers bit for bit.
//   half h = 1.0f;  half(0);  float f = h;  half::FromBits(0x3C00);  h.bits();
// Construction from any arithmetic value rounds to nearest, ties to even, directly from the source
// value (a double or integer is not rounded through float first); overflow gives +-inf, NaN stays a
// NaN (sign and leading payload kept, quiet bit set). Conversion to float is exact.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/float16_ops.h"

struct half : ascsim::num::detail::Float16Ops<half> {
    using Format = ascsim::num::detail::Fp16Format;

    half() = default;
    template <class U, std::enable_if_t<std::is_arithmetic_v<U>, int> = 0>
    constexpr half(U v) noexcept : bits_(ascsim::num::detail::ToFormatBits<Format>(v))
    {}
    // From bfloat16_t: exact widening to float, then one rounding.
    template <class O, std::enable_if_t<ascsim::num::detail::kIsOtherFloat16Type<O, half>, int> = 0>
    explicit constexpr half(O other) noexcept : half(static_cast<float>(other))
    {}

    constexpr operator float() const noexcept
    {
        using namespace ascsim::num::detail;
        return BitCast<float>(ConvertFormat<Fp32Format, Format>(bits_, AscendC::RoundMode::CAST_NONE));
    }

    static constexpr half FromBits(uint16_t b) noexcept { return half(RawTag{}, b); }
    constexpr uint16_t bits() const noexcept { return bits_; }

private:
    struct RawTag {};
    constexpr half(RawTag, uint16_t b) noexcept : bits_(b) {}
    uint16_t bits_;
};

static_assert(sizeof(half) == 2, "half must be 2 bytes");
static_assert(std::is_trivially_copyable_v<half>, "half must be trivially copyable");
static_assert(std::is_standard_layout_v<half>, "half must be standard layout");

namespace std {
template <>
class numeric_limits<half> {
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
    static constexpr bool is_iec559 = true;
    static constexpr bool is_bounded = true;
    static constexpr bool is_modulo = false;
    static constexpr int digits = 11;
    static constexpr int digits10 = 3;
    static constexpr int max_digits10 = 5;
    static constexpr int radix = 2;
    static constexpr int min_exponent = -13;
    static constexpr int min_exponent10 = -4;
    static constexpr int max_exponent = 16;
    static constexpr int max_exponent10 = 4;
    static constexpr bool traps = false;
    static constexpr bool tinyness_before = false;
    static constexpr half min() noexcept { return half::FromBits(0x0400); }
    static constexpr half lowest() noexcept { return half::FromBits(0xFBFF); }
    static constexpr half max() noexcept { return half::FromBits(0x7BFF); }
    static constexpr half epsilon() noexcept { return half::FromBits(0x1400); }
    static constexpr half round_error() noexcept { return half::FromBits(0x3800); }
    static constexpr half infinity() noexcept { return half::FromBits(0x7C00); }
    static constexpr half quiet_NaN() noexcept { return half::FromBits(0x7E00); }
    static constexpr half signaling_NaN() noexcept { return half::FromBits(0x7D00); }
    static constexpr half denorm_min() noexcept { return half::FromBits(0x0001); }
};
} // namespace std
