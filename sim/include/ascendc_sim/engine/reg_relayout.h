// The engine of the Reg relayouts (the C++ Reg API's reg_compute/relayout.h Interleave / DeInterleave /
// Pack / UnPack, the C API's asc_intlv / asc_deintlv / asc_pack_to_low / asc_pack_to_high /
// asc_unpack_lower / asc_unpack_upper in c_api/reg_compute/); relayout.h's head comment gives the rules.
#pragma once

#include <cstdint>
#include <type_traits>
#include "ascendc_sim/engine/ops/compress.h"
#include "ascendc_sim/engine/ops/rearrange.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

template <typename U>
inline void CheckDistinctDst(const U& dst0, const U& dst1, const char* api, ascsim::kern::SrcLoc loc)
{
    if (&dst0 == &dst1 && ascsim::kern::SanitizerEnabled()) {
        // rule memcheck.reg-distinct-dst: Interleave / DeInterleave (asc_intlv / asc_deintlv) given one register as
        // both
        //     destinations
        //   doc: B/Reg矢量计算/数据重排/Interleave.md (约束说明)
        //   doc: api/SIMD-API/C-API/reg/data_rearrange/asc_intlv.md (约束说明)
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

template <typename T = DefaultType, typename U>
inline void InterleaveRegs(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(RelayoutTypeOk<U>(), "Interleave: b8 / b16 / b32, or b64 with RegTraitNumTwo");
    using Row = ascsim::ops::Interleave;
    CheckDistinctDst(dstReg0, dstReg1, Row::kName, loc);
    VfContext* vf = RequireVf(Row::kName, loc);
    constexpr uint32_t L = U::kLanes;
    U a, b;
    for (uint32_t k = 0; k < 2 * L; ++k) { // z[k]
        U& d = k < L ? a : b;
        CopyLane(d, k % L, k % 2 == 0 ? srcReg0 : srcReg1, k / 2);
    }
    a.vfDef = b.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg0, srcReg1), {}, Row::kCycles);
    dstReg0 = a;
    dstReg1 = b;
}

template <typename T = DefaultType, typename U>
inline void DeInterleaveRegs(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(RelayoutTypeOk<U>(), "DeInterleave: b8 / b16 / b32, or b64 with RegTraitNumTwo");
    using Row = ascsim::ops::DeInterleave;
    CheckDistinctDst(dstReg0, dstReg1, Row::kName, loc);
    VfContext* vf = RequireVf(Row::kName, loc);
    constexpr uint32_t L = U::kLanes;
    U a, b;
    for (uint32_t k = 0; k < 2 * L; ++k) { // z[k] = (k < L ? src0 : src1)[k % L]
        const U& s = k < L ? srcReg0 : srcReg1;
        CopyLane(k % 2 == 0 ? a : b, k / 2, s, k % L);
    }
    a.vfDef = b.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg0, srcReg1), {}, Row::kCycles);
    dstReg0 = a;
    dstReg1 = b;
}

template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V>
inline void PackRegs(S& dstReg, V& srcReg, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
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
    VfContext* vf = RequireVf(Row::kName, loc);
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
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg), {}, Row::kCycles);
    dstReg = out;
}

template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V>
inline void UnPackRegs(S& dstReg, V& srcReg, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    static_assert(std::is_integral_v<D> && std::is_integral_v<E> && sizeof(D) == 2 * sizeof(E) &&
                      std::is_signed_v<D> == std::is_signed_v<E>,
                  "UnPack: this dst / src type pair is not in 表3");
    static_assert(V::REG_NUM == 1, "UnPack: the source is a RegTraitNumOne register");
    static_assert(S::REG_NUM == 1 || part == HighLowPart::LOWEST, "UnPack: RegTraitNumTwo takes LOWEST only");
    using Row = ascsim::ops::UnPack;
    VfContext* vf = RequireVf(Row::kName, loc);
    S out;
    const uint32_t first = part == HighLowPart::HIGHEST ? V::kLanes - S::kLanes : 0;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        out.SetLane(i, static_cast<D>(srcReg.Lane(first + i)), srcReg.LaneUndefined(first + i));
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg), {}, Row::kCycles);
    dstReg = out;
}

} // namespace AscendC::Reg::detail
