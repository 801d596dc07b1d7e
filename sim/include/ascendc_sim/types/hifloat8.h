// hifloat8_t, Ascend 950's tapered 8-bit float (docs/zh/api/SIMD-API/基础API/数据结构/内置数据类型.md,
// 表6 / 表7 and the formulas after them), in the global namespace as the SDK's headers use it.
// Bits: S, then a prefix-coded dot field D that says how many exponent (E) and mantissa (M) bits follow:
//   D = 11    E 4 bits, M 1 bit     Ev = +-[8, 15]
//   D = 10    E 3 bits, M 2 bits    Ev = +-[4, 7]
//   D = 01    E 2 bits, M 3 bits    Ev = +-[2, 3]
//   D = 001   E 1 bit,  M 3 bits    Ev = +-1
//   D = 0001  no E,     M 3 bits    Ev = 0
//   D = 0000  subnormal, M 3 bits   value 2^(M - 23)
// E's top bit is the exponent's sign (1 = negative) and its other bits, under an implied leading 1,
// the magnitude (E = 0b1100 -> -0b1100 = -12); a normal value is (-1)^S * 2^Ev * (1 + M / 2^Mbits).
// The special codes (Reg矢量计算/类型转换/Cast.md, "float转hifloat8_t转换规则"): 0x00 zero, 0x80 NaN,
// 0x6F / 0xEF +-inf (D = 11, Ev = 15, M = 1); the largest finite value is 0x6E = 2^15.
// Like the other 8-bit float types it has no arithmetic and no conversion from numbers.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/numerics/modes.h"

struct hifloat8_t {
    uint8_t storage = 0;
    bool operator==(const hifloat8_t& o) const { return storage == o.storage; }
    bool operator!=(const hifloat8_t& o) const { return storage != o.storage; }
};
static_assert(sizeof(hifloat8_t) == 1, "b8 type");

namespace ascsim::num {

inline constexpr uint8_t kHif8NaN = 0x80;
inline constexpr uint8_t kHif8Inf = 0x6F;
inline constexpr uint8_t kHif8Max = 0x6E;

inline double ToDouble(hifloat8_t v)
{
    const uint32_t b = v.storage;
    const double sign = (b & 0x80u) ? -1.0 : 1.0;
    if (b == kHif8NaN) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    if ((b & 0x7Fu) == kHif8Inf) {
        return sign * std::numeric_limits<double>::infinity();
    }
    int eBits = 0, mBits = 3;
    if ((b & 0x60u) == 0x60u) {
        eBits = 4, mBits = 1;
    } else if ((b & 0x60u) == 0x40u) {
        eBits = 3, mBits = 2;
    } else if ((b & 0x60u) == 0x20u) {
        eBits = 2;
    } else if ((b & 0x70u) == 0x10u) {
        eBits = 1;
    } else if ((b & 0x78u) == 0x08u) {
        eBits = 0;
    } else { // D = 0000: subnormal (M = 0: zero)
        const uint32_t m = b & 0x7u;
        return m == 0 ? 0.0 : sign * std::ldexp(1.0, static_cast<int>(m) - 23);
    }
    const uint32_t m = b & ((1u << mBits) - 1u);
    const uint32_t e = (b >> mBits) & ((1u << eBits) - 1u);
    int ev = 0;
    if (eBits > 0) {
        const uint32_t top = 1u << (eBits - 1);
        const int magnitude = static_cast<int>((e & (top - 1u)) | top);
        ev = (e & top) ? -magnitude : magnitude;
    }
    return sign * std::ldexp(1.0 + static_cast<double>(m) / static_cast<double>(1u << mBits), ev);
}

namespace detail {

// {sign, Ev, M} to a code ("encode ... following HiF encoding rule"); Ev in [-22, 15] or above (inf).
inline uint8_t Hif8Code(bool negative, int ev, uint32_t m)
{
    const uint32_t s = negative ? 0x80u : 0u;
    if (ev > 15) {
        return static_cast<uint8_t>(s | kHif8Inf);
    }
    const int a = ev < 0 ? -ev : ev;
    const uint32_t es = ev < 0 ? 1u : 0u;
    if (ev < -15) { // subnormal: M is Ev + 23
        return static_cast<uint8_t>(s | static_cast<uint32_t>(ev + 23));
    }
    if (a == 0) {
        return static_cast<uint8_t>(s | 0x08u | m);
    }
    if (a == 1) {
        return static_cast<uint8_t>(s | 0x10u | es << 3 | m);
    }
    if (a <= 3) {
        return static_cast<uint8_t>(s | 0x20u | (es << 1 | (a & 1u)) << 3 | m);
    }
    if (a <= 7) {
        return static_cast<uint8_t>(s | 0x40u | (es << 2 | (a & 3u)) << 2 | m);
    }
    return static_cast<uint8_t>(s | 0x60u | (es << 3 | (a & 7u)) << 1 | m); // 0x6F is +inf itself
}

// Cast.md's "float转hifloat8_t转换规则" / "half转hifloat8_t转换规则" for a finite source with
// exponent `ev` and a `w`-bit mantissa `m` (hidden 1 not included): the bits below the kept ones are
// T A_bit (the first) and frac (`fw` bits from there); CAST_ROUND rounds half away, CAST_HYBRID
// rounds up when frac >= thr (`thr`, from the source's low bits as the page says) and the value is
// not exact; for |Ev| <= 3 both round half away (the page's rule).
inline uint8_t Hif8FromParts(bool negative, int ev, uint32_t m, int w, int fw, uint32_t thr, AscendC::RoundMode rm)
{
    const bool hybrid = rm == AscendC::RoundMode::CAST_HYBRID;
    if (ev > 15) {
        return Hif8Code(negative, 16, 0);
    }
    if (ev < -23) {
        return 0; // HiF8ZERO: unsigned (0x80 is NaN)
    }
    if (ev == -23) {
        const uint32_t lead = (1u << (fw - 1)) | (m >> (w - fw + 1));
        return (!hybrid || lead >= thr) ? static_cast<uint8_t>((negative ? 0x80u : 0u) | 1u) : uint8_t(0);
    }
    const int a = ev < 0 ? -ev : ev;
    const int mb = ev < -15 ? 0 : (a <= 3 ? 3 : (a <= 7 ? 2 : 1));
    uint32_t keep = mb == 0 ? 0u : m >> (w - mb);
    const uint32_t ta = (m >> (w - mb - 1)) & 1u;
    const uint32_t frac = (m >> (w - mb - fw)) & ((1u << fw) - 1u);
    // The page's frac >= thr also holds for an exact value (frac = thr = 0), which would move a value
    // hifloat8_t holds: the sim leaves exact values alone (no rounding mode changes them).
    const bool exact = (m & ((1u << (w - mb)) - 1u)) == 0;
    const bool up = (a <= 3 && mb != 0) ? ta != 0 : (hybrid ? (!exact && frac >= thr) : ta != 0);
    if (up) {
        if (mb == 0) { // subnormal: to the next power of two (-15 is the smallest normal, M = 0)
            ++ev;
        } else if (++keep == (1u << mb)) {
            keep = 0;
            ++ev;
        }
    }
    return Hif8Code(negative, ev, keep);
}

inline uint8_t Hif8Saturate(uint8_t code, bool saturate)
{
    if (!saturate) {
        return code;
    }
    if (code == kHif8NaN) {
        return 0; // Cast.md 表4: saturating, NaN -> 0
    }
    return (code & 0x7Fu) == kHif8Inf ? static_cast<uint8_t>((code & 0x80u) | kHif8Max) : code;
}

} // namespace detail

// float -> hifloat8_t (Cast.md, float转hifloat8_t转换规则): NaN -> 0x80; inf and Ev > 15 -> +-inf;
// |x| < 2^-23 -> 0; `rm` CAST_ROUND or CAST_HYBRID; then saturation (inf -> +-2^15, NaN -> 0).
// Float subnormals have Ev = -127: zero.
inline hifloat8_t ToHif8(float x, AscendC::RoundMode rm, bool saturate)
{
    uint32_t b = 0;
    std::memcpy(&b, &x, sizeof b);
    const bool neg = (b >> 31) != 0;
    const int exp = static_cast<int>((b >> 23) & 0xFFu);
    const uint32_t m = b & 0x7FFFFFu;
    uint8_t code = 0;
    if (exp == 0xFF) {
        code = m != 0 ? kHif8NaN : detail::Hif8Code(neg, 16, 0);
    } else {
        code = detail::Hif8FromParts(neg, exp - 127, m, 23, 14, b & 0x3FFFu, rm);
    }
    return hifloat8_t{detail::Hif8Saturate(code, saturate)};
}
// half -> hifloat8_t (Cast.md, half转hifloat8_t转换规则; thr = {bit 0, 1}). The page reads Ev from the
// exponent field, which for a half subnormal (field 0) would misstate its value; the sim normalises
// a subnormal first (its value decides), the docs being silent on them.
inline hifloat8_t ToHif8(half x, AscendC::RoundMode rm, bool saturate)
{
    const uint32_t b = x.bits();
    const bool neg = (b >> 15) != 0;
    int exp = static_cast<int>((b >> 10) & 0x1Fu);
    uint32_t m = b & 0x3FFu;
    uint8_t code = 0;
    if (exp == 0x1F) {
        code = m != 0 ? kHif8NaN : detail::Hif8Code(neg, 16, 0);
    } else if (exp == 0 && m == 0) {
        code = 0;
    } else {
        int ev = exp - 15;
        if (exp == 0) { // subnormal: m * 2^-24, normalised
            ev = -14;
            while ((m & 0x400u) == 0) {
                m <<= 1;
                --ev;
            }
            m &= 0x3FFu;
        }
        code = detail::Hif8FromParts(neg, ev, m, 10, 2, ((b & 1u) << 1) | 1u, rm);
    }
    return hifloat8_t{detail::Hif8Saturate(code, saturate)};
}

} // namespace ascsim::num
