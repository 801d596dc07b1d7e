// Reg logarithms (docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/Log.md, Log2.md, Log10.md; SDK
// include/basic_api/reg_compute/kernel_reg_compute_vec_unary_intf.h, template <typename T = DefaultType,
// auto mode = MaskMergeMode::ZEROING, typename U> void Log / Log2 / Log10(U&, U&, MaskReg&)):
//   Log    dst_i = ln(src_i), Ln's instruction ("与Ln接口功能等价"); mode: a MaskMergeMode, or a pointer to
//          a static constexpr LogSpecificMode (or LnSpecificMode, which the SDK's Log accepts too)
//   Log2   dst_i = log2(src_i); mode: a MaskMergeMode or a pointer to a Log2SpecificMode
//   Log10  dst_i = log10(src_i); mode: a MaskMergeMode or a pointer to a Log10SpecificMode
// half and float (数据类型); ZEROING only ("MERGING模式当前不支持"; 附录/Reg矢量计算接口MergeMode支持情况汇总.md:
// Log2 / Log10 by software). Lanes: the op rows of engine/ops/precision_arith.h (numerics/explog.h: 1 ulp,
// subnormal inputs flushed unless PRECISION_1ULP_FTZ_FALSE, the specials of 边界值汇总.md 表3-5, which are
// IEEE's); half results saturate as CTRL says (the 饱和模式 columns).
// Cost: Log is VLN (附录/Reg矢量计算接口理论性能汇总.md 表6: 16 elements per cycle, the Exp/Ln class). Log2 /
// Log10 have no row there (software sequences, impl dav_3510 Log2Impl / LogXImpl): the sim prices the
// sequence as its VLN (for half the b16 VLN, which costs what the SDK's two fp32 VLN do) followed by the
// simple instructions chained on it: the Muls by 1/ln(base) (float), plus the four casts and the second
// Muls (half), plus the compare / scale / select / add / select of PRECISION_1ULP_FTZ_FALSE.
#pragma once

#include <type_traits>

#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/reg_compute/arith.h"

namespace AscendC::Reg {

namespace detail {

// Log's mode: a MaskMergeMode, a LogSpecificMode* or an LnSpecificMode* (the same algorithms).
template <auto mode>
constexpr LogSpecificMode LogSpecOf()
{
    if constexpr (std::is_same_v<decltype(mode), const LnSpecificMode*>) {
        return {mode->mrgMode, static_cast<LogAlgo>(mode->algo)};
    } else {
        return SpecOf<LogSpecificMode, mode>();
    }
}

// The simple instructions of the SDK's Log2 / Log10 sequence after its VLN (see the file comment).
template <typename E>
constexpr uint32_t LogXExtra(bool noFtz)
{
    return (std::is_same_v<E, half> ? 6u : 1u) + (noFtz ? 4u : 0u);
}

template <typename Row, typename T, typename U, const typename Row::Config& cfg>
inline void LogWith(ascsim::kern::SrcLoc loc, U& dst, U& src, MaskReg& mask, uint32_t extraSimple)
{
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, float>, "Log / Log2 / Log10: half / float only (数据类型)");
    static_assert(Row::template Supported<E>(cfg), "Log / Log2 / Log10: this algo does not support this type");
    detail::Unary<T, MaskMergeMode::ZEROING>(
        Row::kName, loc, dst, src, mask, [](E a) { return Row::template Lane<E>(a, cfg); }, Row::kVfOp);
    VfContext* vf = RequireVf(Row::kName, loc);
    for (uint32_t k = 0; k < extraSimple; ++k) {
        dst.vfDef = Tick(vf, ascsim::kern::VfOp::kSimple, ReadsOf(dst));
    }
}

} // namespace detail

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Log(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    constexpr LogSpecificMode spec = detail::LogSpecOf<mode>();
    static_assert(spec.mrgMode == MaskMergeMode::ZEROING, "Log: MaskMergeMode::ZEROING only (Log.md)");
    static constexpr LogConfig cfg = {spec.algo};
    detail::LogWith<ascsim::ops::Log, T, U, cfg>(loc, dstReg, srcReg, mask, 0);
}

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Log2(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    constexpr Log2SpecificMode spec = detail::SpecOf<Log2SpecificMode, mode>();
    static_assert(spec.mrgMode == MaskMergeMode::ZEROING, "Log2: MaskMergeMode::ZEROING only (Log2.md)");
    static constexpr Log2Config cfg = {spec.algo};
    detail::LogWith<ascsim::ops::Log2, T, U, cfg>(
        loc, dstReg, srcReg, mask,
        detail::LogXExtra<typename U::ActualT>(spec.algo == Log2Algo::PRECISION_1ULP_FTZ_FALSE));
}

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Log10(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    constexpr Log10SpecificMode spec = detail::SpecOf<Log10SpecificMode, mode>();
    static_assert(spec.mrgMode == MaskMergeMode::ZEROING, "Log10: MaskMergeMode::ZEROING only (Log10.md)");
    static constexpr Log10Config cfg = {spec.algo};
    detail::LogWith<ascsim::ops::Log10, T, U, cfg>(
        loc, dstReg, srcReg, mask,
        detail::LogXExtra<typename U::ActualT>(spec.algo == Log10Algo::PRECISION_1ULP_FTZ_FALSE));
}

} // namespace AscendC::Reg
