// Register relayout (docs/zh/api/SIMD-API/基础API/Reg矢量计算/):
//   Interleave<T>(dst0, dst1, src0, src1)     数据重排/Interleave.md
//   DeInterleave<T>(dst0, dst1, src0, src1)   数据重排/DeInterleave.md
//   Interleave<T> / DeInterleave<T> of MaskRegs  MaskReg计算/Interleave.md, MaskReg计算/DeInterleave.md
//   Pack<T, U, part>(dstReg, srcReg)          数据压缩/Pack.md
//   UnPack<T, U, part>(dstReg, srcReg)        数据压缩/UnPack.md
// (declared in include/basic_api/reg_compute/kernel_reg_compute_vec_interleave_intf.h and
// kernel_reg_compute_pack_intf.h).
//
// Interleave: with z[2i] = src0[i], z[2i + 1] = src1[i], dst0 = z[0 .. L) and dst1 = z[L .. 2L) (L the
//   register's lanes). DeInterleave: with z = src0 followed by src1, dst0[i] = z[2i] and dst1[i] =
//   z[2i + 1]. Any element type of the pages (bool, b8, b16, b32; b64 with RegTraitNumTwo only). The
//   sources may be one register and may be the destinations; "dstReg0和dstReg1不能为同一个RegTensor":
//   the same object for both is a memcheck finding.
// MaskReg Interleave / DeInterleave: the same on groups of sizeof(T) bits ("对于uint32_t类型，交织时以
//   4bit为一组"), b8 / b16 / b32 (kernel_reg_compute_maskreg_intf.h).
// Pack: the low half of each source element (b16 -> uint8_t, b32 -> uint16_t, b64 -> uint32_t, 表3)
//   into the low (HighLowPart::LOWEST) or high (HIGHEST) half of dstReg. The other half of dstReg: the
//   page does not say; the sim makes it undefined (value 0), the stricter reading. A RegTraitNumTwo b64
//   source fills the whole uint32_t register (LOWEST only: "RegTraitNumTwo只支持LOWEST模式").
// UnPack: the low (LOWEST) or high (HIGHEST) half of srcReg widened into dstReg, zero-extended for
//   unsigned and sign-extended for signed types (表3: int8 -> int16, uint8 -> uint16, int16 -> int32,
//   uint16 -> uint32, int32 -> int64, uint32 -> uint64).
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2: VINTLV / VDINTLV / VPACK / VUNPACK / PINTLV / PDINTLV
// single issue; 理论性能汇总.md 表14 / 表15: a VL per cycle, 表5: 1 cycle): 1 cycle.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/compress.h"
#include "ascendc_sim/engine/ops/rearrange.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

namespace detail {

template <typename U>
inline void CheckDistinctDst(const U& dst0, const U& dst1, const char* api, ascsim::kern::SrcLoc loc)
{
    if (&dst0 == &dst1 && ascsim::kern::SanitizerEnabled()) {
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "dstReg0 and dstReg1 are the same RegTensor (dstReg0和dstReg1不能为同一个RegTensor)", loc);
    }
}

template <typename U>
inline void CopyLane(U& dst, uint32_t di, const U& src, uint32_t si)
{
    using E = typename U::ActualT;
    dst.SetLane(di, src.Lane(si), src.LaneUndefined(si));
    (void)sizeof(E);
}

template <typename U>
constexpr bool RelayoutTypeOk()
{
    using E = typename U::ActualT;
    return (sizeof(E) <= 4 && U::REG_NUM == 1) || (sizeof(E) == 8 && U::REG_NUM == 2);
}

} // namespace detail

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Interleave(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(detail::RelayoutTypeOk<U>(), "Interleave: b8 / b16 / b32, or b64 with RegTraitNumTwo");
    using Row = ascsim::ops::Interleave;
    detail::CheckDistinctDst(dstReg0, dstReg1, Row::kName, loc);
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    constexpr uint32_t L = U::kLanes;
    U a, b;
    for (uint32_t k = 0; k < 2 * L; ++k) { // z[k]
        U& d = k < L ? a : b;
        detail::CopyLane(d, k % L, k % 2 == 0 ? srcReg0 : srcReg1, k / 2);
    }
    a.vfDef = b.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg0, srcReg1), {}, Row::kCycles);
    dstReg0 = a;
    dstReg1 = b;
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void DeInterleave(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(detail::RelayoutTypeOk<U>(), "DeInterleave: b8 / b16 / b32, or b64 with RegTraitNumTwo");
    using Row = ascsim::ops::DeInterleave;
    detail::CheckDistinctDst(dstReg0, dstReg1, Row::kName, loc);
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    constexpr uint32_t L = U::kLanes;
    U a, b;
    for (uint32_t k = 0; k < 2 * L; ++k) { // z[k] = (k < L ? src0 : src1)[k % L]
        const U& s = k < L ? srcReg0 : srcReg1;
        detail::CopyLane(k % 2 == 0 ? a : b, k / 2, s, k % L);
    }
    a.vfDef = b.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg0, srcReg1), {}, Row::kCycles);
    dstReg0 = a;
    dstReg1 = b;
}

namespace detail {
// Mask groups of G bits: z[2i] = a's group i, z[2i + 1] = b's (interleave), or the reverse mapping.
template <uint32_t G>
inline void MaskGroups(MaskReg& d0, MaskReg& d1, const MaskReg& s0, const MaskReg& s1, bool interleave)
{
    constexpr uint32_t n = kVL / G; // groups per mask
    MaskReg a, b;
    for (uint32_t k = 0; k < 2 * n; ++k) {
        // interleave: z[k] comes from (k % 2 ? s1 : s0) group k / 2 and goes to (k < n ? a : b) group k % n
        // deinterleave: z[k] = (k < n ? s0 : s1) group k % n goes to (k % 2 ? b : a) group k / 2
        const MaskReg& from = interleave ? (k % 2 ? s1 : s0) : (k < n ? s0 : s1);
        const uint32_t fg = interleave ? k / 2 : k % n;
        MaskReg& to = interleave ? (k < n ? a : b) : (k % 2 ? b : a);
        const uint32_t tg = interleave ? k % n : k / 2;
        for (uint32_t x = 0; x < G; ++x) {
            to.SetBit(tg * G + x, from.Bit(fg * G + x), from.BitUndefined(fg * G + x));
        }
    }
    d0 = a;
    d1 = b;
}
} // namespace detail

template <typename T>
__simd_callee__ inline void Interleave(MaskReg& dst0, MaskReg& dst1, MaskReg& src0, MaskReg& src1,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(sizeof(T) <= 4, "Interleave (MaskReg): b8 / b16 / b32 (MaskReg计算/Interleave.md)");
    using Row = ascsim::ops::Interleave; // the MaskReg form shares the register form's row
    detail::CheckDistinctDst(dst0, dst1, Row::kName, loc);
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(src0, src1);
    detail::MaskGroups<sizeof(T)>(dst0, dst1, src0, src1, true);
    dst0.vfDef = dst1.vfDef = detail::Tick(vf, Row::kVfOp, reads, {}, Row::kCycles);
}

template <typename T>
__simd_callee__ inline void DeInterleave(MaskReg& dst0, MaskReg& dst1, MaskReg& src0, MaskReg& src1,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(sizeof(T) <= 4, "DeInterleave (MaskReg): b8 / b16 / b32 (MaskReg计算/DeInterleave.md)");
    using Row = ascsim::ops::DeInterleave; // the MaskReg form shares the register form's row
    detail::CheckDistinctDst(dst0, dst1, Row::kName, loc);
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    const auto reads = detail::ReadsOf(src0, src1);
    detail::MaskGroups<sizeof(T)>(dst0, dst1, src0, src1, false);
    dst0.vfDef = dst1.vfDef = detail::Tick(vf, Row::kVfOp, reads, {}, Row::kCycles);
}

template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V>
__simd_callee__ inline void Pack(S& dstReg, V& srcReg, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(detail::kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    using ascsim::num::kIsOneOf;
    static_assert((std::is_same_v<D, uint8_t> && kIsOneOf<E, int16_t, uint16_t>) ||
                      (std::is_same_v<D, uint16_t> && kIsOneOf<E, int32_t, uint32_t>) ||
                      (std::is_same_v<D, uint32_t> && kIsOneOf<E, int64_t, uint64_t>),
                  "Pack: this dst / src type pair is not in 表3");
    static_assert(S::REG_NUM == 1, "Pack: the destination is a RegTraitNumOne register");
    static_assert(V::REG_NUM == 1 || part == HighLowPart::LOWEST, "Pack: RegTraitNumTwo takes LOWEST only");
    using Row = ascsim::ops::Pack;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    S out;
    out.ZeroDefined();
    constexpr uint32_t n = V::kLanes; // half of dstReg's lanes, or all of them for a RegTraitNumTwo source
    const uint32_t first = part == HighLowPart::HIGHEST ? S::kLanes - n : 0;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        if (i < first || i >= first + n) {
            out.SetLane(i, D{}, true); // the other half: undefined (see the file comment)
        }
    }
    for (uint32_t i = 0; i < n; ++i) {
        const auto bits = static_cast<std::make_unsigned_t<E>>(srcReg.Lane(i));
        out.SetLane(first + i, static_cast<D>(bits), srcReg.LaneUndefined(i));
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg), {}, Row::kCycles);
    dstReg = out;
}

template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V>
__simd_callee__ inline void UnPack(S& dstReg, V& srcReg, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(detail::kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    static_assert(std::is_integral_v<D> && std::is_integral_v<E> && sizeof(D) == 2 * sizeof(E) &&
                      std::is_signed_v<D> == std::is_signed_v<E>,
                  "UnPack: this dst / src type pair is not in 表3");
    static_assert(V::REG_NUM == 1, "UnPack: the source is a RegTraitNumOne register");
    static_assert(S::REG_NUM == 1 || part == HighLowPart::LOWEST, "UnPack: RegTraitNumTwo takes LOWEST only");
    using Row = ascsim::ops::UnPack;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    S out;
    const uint32_t first = part == HighLowPart::HIGHEST ? V::kLanes - S::kLanes : 0;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        out.SetLane(i, static_cast<D>(srcReg.Lane(first + i)), srcReg.LaneUndefined(first + i));
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg), {}, Row::kCycles);
    dstReg = out;
}

} // namespace AscendC::Reg
