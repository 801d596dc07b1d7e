// The engine of the C API's int4x2 conversions (docs/zh/api/SIMD-API/C-API/reg/data_type_convert/:
// asc_half2int4x2_deprecated.md, asc_int4x22half_deprecated.md, asc_int4x22bfloat16_deprecated.md,
// asc_int4x22int16_deprecated.md; rounding_mode.md) with the lanes of the C++ Reg Cast's int4x2_t
// pairs (基础API/Reg矢量计算/类型转换/Cast.md, 表7 and 约束说明: "int4x2_t ... 和b16之间的转换，指令会以每2个
// 元素为一对进行读写，大转小时mask有效位以偶数位为准"), laid out as engine/reg_cast_lowfp.h lays out the
// b16 <-> fp4x2 pairs:
//   widening (int4x2_t -> half / bfloat16_t / int16_t): 64 pairs; pair i is byte 4i + part of the
//       source (part = the name's _vN minus 1, "数据读取索引为N的位置"), its low nibble destination
//       element 2i, its high nibble 2i + 1; exact (every int4 value is a half, bfloat16_t and int16_t).
//       The mask is read in the source's b8 granularity, at byte 4i + part.
//   narrowing (half / int16_t -> int4x2_t; int16_t only in the C++ Cast, 表9): source elements 2i (low
//       nibble) and 2i + 1 (high nibble) to byte 4i + part; the other bytes 0. The mask is read at b16
//       element 2i (the even one, as above).
//   rounding   the name's mode (rounding_mode.md; an int16_t source is an integer already), then
//   saturation as the other float -> integer conversions (reg_cast_int.h, IntCastSaturates: CTRL[60] = 1,
//              the reset state, lets CTRL[59] decide; CTRL[60] = 0 the name's _sat): SAT clamps to
//              [-8, 7]; NO_SAT keeps the low 4 bits of the rounded integer (rounding_mode.md's non-
//              saturating rule, as reg_cast_int.h's low bits). NaN gives 0 and +-inf 7 / -8 in both
//              modes (rounding_mode.md "浮点转整型", as reg_cast_int.h).
// Unselected results are 0 ("mask未筛选的元素在输出中置零").
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/reg_cast_int.h"
#include "ascendc_sim/types/int4x2.h"

namespace AscendC::Reg::detail {

// half -> the 4-bit code (two's complement in bits 0..3).
inline uint8_t HalfToInt4(half x, RoundMode rm, bool saturate)
{
    const float f = static_cast<float>(x);
    if (std::isnan(f)) {
        return 0;
    }
    if (std::isinf(f)) {
        return f < 0 ? 0x8u : 0x7u;
    }
    // The rounded integer: saturated to int16_t (then to [-8, 7]) or its low 16 bits, whose low 4 are
    // the integer's.
    const int32_t v = FloatToInt<int16_t>(x, rm, saturate);
    if (saturate) {
        return static_cast<uint8_t>((v < -8 ? -8 : (v > 7 ? 7 : v)) & 0xF);
    }
    return static_cast<uint8_t>(v & 0xF);
}

// int16_t -> the 4-bit code: SAT clamps to [-8, 7], NO_SAT keeps the low 4 bits (Cast.md 表4 整数转整数).
inline uint8_t Int16ToInt4(int16_t x, bool saturate)
{
    const int32_t v = x;
    return static_cast<uint8_t>((saturate ? (v < -8 ? -8 : (v > 7 ? 7 : v)) : v) & 0xF);
}

template <typename S>
inline uint8_t ToInt4(S x, RoundMode rm, bool saturate)
{
    if constexpr (std::is_same_v<S, half>) {
        return HalfToInt4(x, rm, saturate);
    } else {
        static_assert(std::is_same_v<S, int16_t>, "int4x2_t from half or int16_t (Cast.md 表3)");
        return Int16ToInt4(x, saturate);
    }
}

template <typename D>
inline D Int4ToB16(uint8_t nibble)
{
    const int32_t v = ascsim::num::Int4Value(nibble);
    if constexpr (std::is_same_v<D, int16_t>) {
        return static_cast<int16_t>(v);
    } else {
        static_assert(std::is_same_v<D, half> || std::is_same_v<D, bfloat16_t>, "int4x2_t to a b16 type");
        return D(static_cast<float>(v)); // exact
    }
}

// int4x2_t -> D (half, bfloat16_t, int16_t), part 0..3.
template <typename D, uint32_t part>
inline void CastInt4Widen(RegTensor<D>& dstReg, RegTensor<int4x2_t>& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(part < 4, "internal: _v2 / _v3 / _v4 are parts 1..3");
    using Row = ascsim::ops::Cast;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(srcReg, mask);
    RegTensor<D> out;
    out.ZeroDefined();
    for (uint32_t i = 0; i < kLanes<D> / 2; ++i) {
        const uint32_t j = 4 * i + part;
        const bool on = mask.Active<int4x2_t>(j), mu = mask.ActiveUndefined<int4x2_t>(j);
        const uint8_t byte = srcReg.Lane(j).storage;
        const bool und = srcReg.LaneUndefined(j) || mu;
        for (uint32_t h = 0; h < 2; ++h) {
            if (on) {
                out.SetLane(2 * i + h, Int4ToB16<D>(static_cast<uint8_t>(byte >> (4 * h))), und);
            } else if (mu) {
                out.SetLane(2 * i + h, D(0), true);
            }
        }
    }
    dstReg = out;
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
}

// half / int16_t -> int4x2_t, part 0..3, rounding rm, the name's saturation choice sat.
template <uint32_t part, RoundMode rm, SatMode sat, typename S>
inline void CastInt4Narrow(RegTensor<int4x2_t>& dstReg, RegTensor<S>& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(part < 4, "internal: _v2 / _v3 / _v4 are parts 1..3");
    using Row = ascsim::ops::Cast;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOf(srcReg, mask);
    const bool saturate = IntCastSaturates<sat>();
    RegTensor<int4x2_t> out;
    out.ZeroDefined();
    for (uint32_t i = 0; i < kLanes<S> / 2; ++i) {
        const bool on = mask.Active<S>(2 * i), mu = mask.ActiveUndefined<S>(2 * i);
        if (on) {
            const uint8_t lo = ToInt4(srcReg.Lane(2 * i), rm, saturate);
            const uint8_t hi = ToInt4(srcReg.Lane(2 * i + 1), rm, saturate);
            out.SetLane(4 * i + part, int4x2_t{static_cast<uint8_t>(lo | hi << 4)},
                        srcReg.LaneUndefined(2 * i) || srcReg.LaneUndefined(2 * i + 1) || mu);
        } else if (mu) {
            out.SetLane(4 * i + part, int4x2_t{}, true);
        }
    }
    dstReg = out;
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
}

} // namespace AscendC::Reg::detail
