// The engine of Reg MulAddDst / MulDstAdd / Axpy (the C++ Reg API's reg_compute/fused.h, the C API's
// asc_madd / asc_axpy in c_api/reg_compute/); fused.h's head comment gives the rules.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

// The lanes of Ternary (ZEROING only: both pages say MERGING is not supported), lane i's result
// given by opAt(i), read before dst is written.
template <typename T, MaskMergeMode mode, typename U, typename OpAt>
inline void TernaryAt(const char* api, ascsim::kern::SrcLoc loc, U& dst, U& a, U& b, MaskReg& mask, OpAt&& opAt,
                      ascsim::kern::VfOp vop)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(kMergeModeOk<mode, false>, "this API supports MaskMergeMode::ZEROING only");
    using E = typename U::ActualT;
    VfContext* vf = RequireVf(api, loc);
    const auto reads = ReadsOf(a, b, mask, dst); // the destination is also an operand
    const bool sat = ascsim::kern::SaturatesNow<E>();
    // dst is read (as the accumulator) before MaskedLanesSrc writes it.
    const uint64_t unknown = MaskedLanesSrc<E, mode>(
        dst, mask, UnionOf(dst.undefined, UnionOf(a.undefined, b.undefined)),
        [&](uint32_t i) { return ascsim::kern::SaturateIf(static_cast<E>(opAt(i)), sat); });
    // A simple, dual-issue instruction: VMADD (MulDstAdd) and VMULA (MulAddDst) are in 表1 of
    // 附录/Reg矢量计算接口指令单双发汇总.md, at 64 fp32 / 128 b16 elements per cycle (附录/
    // Reg矢量计算接口理论性能汇总.md, 复合计算): one cycle per VL like Mul.
    dst.vfDef = Tick(vf, vop, reads, ascsim::kern::VfElemOf<E>(), 0, api);
    if (unknown != 0) {
        // see rule initcheck.unknown-result
        ascsim::kern::ReportUnknownResult(api, loc, unknown);
    }
}

// dst_i = Row::Lane(dst_i, src0_i, src1_i) under the mask (ZEROING only: both pages say MERGING is not
// supported), for an op-table row of engine/ops/compound.h (MulAddDst, MulDstAdd).
template <typename Row, typename T, MaskMergeMode mode, typename U>
inline void Ternary(ascsim::kern::SrcLoc loc, U& dst, U& a, U& b, MaskReg& mask)
{
    static_assert(!Row::kMerging, "a ternary row is ZEROING only");
    const char* api = Row::kName;
    using E = typename U::ActualT;
    if constexpr (std::is_same_v<E, float> && U::REG_NUM == 1) {
        // fp32: every lane at once (fast::FmaF, the same std::fma per lane); Row::LanesF32 puts the
        // operands in its page's order.
        alignas(32) float vd[U::kLanes], va[U::kLanes], vb[U::kLanes], r[U::kLanes];
        std::memcpy(vd, dst.bytes, U::kBytes);
        std::memcpy(va, a.bytes, U::kBytes);
        std::memcpy(vb, b.bytes, U::kBytes);
        Row::LanesF32(r, vd, va, vb, U::kLanes);
        // Two or more NaN operands: which payload comes out is the fma call's (and the compiler's
        // operand order at it): those lanes take Row::Lane itself, exactly as before.
        const auto nanCount = [&](uint32_t i) {
            return (ascsim::num::IsNaN(vd[i]) ? 1u : 0u) + (ascsim::num::IsNaN(va[i]) ? 1u : 0u) +
                   (ascsim::num::IsNaN(vb[i]) ? 1u : 0u);
        };
        uint32_t anyTwo = 0;
        for (uint32_t i = 0; i < U::kLanes; ++i) {
            anyTwo |= nanCount(i) >> 1;
        }
        for (uint32_t i = 0; anyTwo != 0 && i < U::kLanes; ++i) {
            if (nanCount(i) >= 2) {
                r[i] = Row::Lane(vd[i], va[i], vb[i]);
            }
        }
        TernaryAt<T, mode>(
            api, loc, dst, a, b, mask, [&r](uint32_t i) { return r[i]; }, Row::kVfOp);
    } else {
        TernaryAt<T, mode>(
            api, loc, dst, a, b, mask, [&](uint32_t i) { return Row::Lane(dst.Lane(i), a.Lane(i), b.Lane(i)); },
            Row::kVfOp);
    }
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void MulAddDstRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    using E = typename U::ActualT;
    static_assert(
        ascsim::num::kIsOneOf<E, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t>,
        "MulAddDst: element type not supported (MulAddDst.md, 表3)");
    Ternary<ascsim::ops::MulAddDst, T, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
inline void MulDstAddRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc)
{
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, bfloat16_t, float>,
                  "MulDstAdd: element type not supported (MulDstAdd.md, 表3)");
    Ternary<ascsim::ops::MulDstAdd, T, mode>(loc, dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
inline void AxpyRegs(S& dstReg, S& srcReg, const U scalarValue, MaskReg& mask, SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value, "operands must be RegTensor");
    using E = typename S::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, float, int64_t, uint64_t>,
                  "Axpy: element type not supported (Axpy.md, 表3: half, float, int64_t, uint64_t)");
    static_assert(ascsim::num::kIsOneOf<U, half, float, int64_t, uint64_t> && std::is_convertible_v<U, E>,
                  "Axpy: the scalar is a half, float, int64_t or uint64_t of the element type (Axpy.md, 表3)");
    using Row = ascsim::ops::Axpy;
    const E s = static_cast<E>(scalarValue);
    // src stands for both sources of the ternary skeleton (the scalar is no register).
    TernaryAt<T, mode>(
        Row::kName, loc, dstReg, srcReg, srcReg, mask,
        [&](uint32_t i) { return Row::Lane<E, E>(dstReg.Lane(i), srcReg.Lane(i), s); }, Row::kVfOp);
}

} // namespace AscendC::Reg::detail
