// Reg arithmetic, lane-wise under a mask (docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/):
//   Add Sub Mul Max Min Div        (Add.md ... Div.md)      dst_i = src0_i op src1_i
//   Adds Muls Maxs Mins            (Adds.md ...)            dst_i = src_i op scalar
//   Abs Neg Relu Sqrt Exp Ln       (Abs.md ...)             dst_i = f(src_i)
// Element semantics are the numerics layer's (ascendc_sim/numerics/), the same functions the
// Memory API uses, with the same salt (0), so the adversarial choice within an ulp bound depends
// only on the operand bits and a Reg kernel matches its Memory-API twin bit for bit. Precision:
// 附录/Reg矢量计算接口精度标准汇总.md (exact for Add/Sub/Mul/Adds/Muls/Max/Min/Abs/Neg; 1 or 0 ulp per
// config for Div/Sqrt/Exp/Ln, see engine/reg_precision.h); specials: 附录/Reg矢量计算接口边界值汇总.md.
// Where the Reg pages differ from the Memory ones:
//   * Sqrt.md 约束说明: "输入为负数时结果为nan", "输入为-0时结果为-0" -> a negative input (after the
//     FTZ of the INTRINSIC / 1ULP_FTZ_TRUE algos) gives the canonical NaN, not the Memory API's
//     "unknown result" poison.
//   * Neg: "符号位取反" (精度标准汇总) -> the sign bit flipped, NaN payloads included; integers wrap.
// Scalars are converted to the element type with static_cast (round to nearest even for half /
// bfloat16_t). Inactive lanes: lanes.h (ZEROING; MERGING for Add / Max / Min only).
// half / bfloat16_t results saturate (inf → ±MAX, NaN → +0) unless CTRL selects the INF/NaN mode
// (saturation.h). Mul.md's "输出结果为不饱和模式" contradicts 边界值汇总.md 表16, which gives half Mul a
// saturation column; the sim follows the table (the stricter reading).
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/ops/unary_arith.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"
#include "ascendc_sim/engine/reg_precision_arith.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

using ascsim::kern::SrcLoc;

// ---- register op register (Add.md, Sub.md, Mul.md, Max.md, Min.md, Div.md) ---------------------
// Add, Sub, Mul, Max and Min expand from their rows of the op table (engine/ops/basic_arith.h): name,
// lane (b64 integers: the row's kB64), VF cost class, whether MERGING is taken.
#define ASCSIM_REG_BINARY(Name)                                                                                     \
    template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>                    \
    __simd_callee__ inline void Name(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here()) \
    {                                                                                                               \
        using Row = ascsim::ops::Name;                                                                              \
        detail::Binary<T, mode, Row::kMerging>(Row::kName, loc, dstReg, srcReg0, srcReg1, mask,                     \
                                               detail::MakeLaneOp<Row::kB64>(detail::RegLane<Row>{}), Row::kVfOp);  \
    }
ASCSIM_REG_BINARY(Add)
ASCSIM_REG_BINARY(Sub)
ASCSIM_REG_BINARY(Mul)
ASCSIM_REG_BINARY(Max)
ASCSIM_REG_BINARY(Min)
#undef ASCSIM_REG_BINARY
// Div<T, mode>: mode is a MaskMergeMode or &a static constexpr DivSpecificMode (Div.md; precision.h).
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Div(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::DivRegs<T, mode>(dstReg, srcReg0, srcReg1, mask, loc);
}

// ---- register op scalar (Adds.md, Muls.md, Maxs.md, Mins.md) -----------------------------------
// Each expands from its row of the op table (engine/ops/scalar_arith.h): name, lane (fp32 through the
// row's host IEEE path where it has one: RegLane), VF cost class.
#define ASCSIM_REG_SCALAR(Name)                                                                                       \
    template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>          \
    __simd_callee__ inline void Name(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask, SrcLoc loc = SrcLoc::Here()) \
    {                                                                                                                 \
        using Row = ascsim::ops::Name;                                                                                \
        using E = typename S::ActualT;                                                                                \
        const E s = detail::ScalarAs<E>(scalarValue);                                                                 \
        detail::Unary<T, mode>(                                                                                       \
            Row::kName, loc, dstReg, srcReg, mask, [s](E a) { return detail::RegLane<Row>{}(a, s); }, Row::kVfOp);    \
    }
ASCSIM_REG_SCALAR(Adds)
ASCSIM_REG_SCALAR(Muls)
ASCSIM_REG_SCALAR(Maxs)
ASCSIM_REG_SCALAR(Mins)
#undef ASCSIM_REG_SCALAR

// LeakyRelu<T, U, mode>(dst, src, scalar, mask) (基础算术/LeakyRelu.md; SDK
// kernel_reg_compute_vec_binary_scalar_intf.h): dst_i = src_i > 0 ? src_i : src_i * scalar, the row of
// engine/ops/scalar_arith.h (specials: 附录 边界值汇总 表24). half and float, the scalar half or float
// converted to the element type; ZEROING only ("MERGING模式当前不支持"); the simple rate (理论性能汇总.md
// 表6: 128 half / 64 float per cycle).
template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void LeakyRelu(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value, "operands must be RegTensor");
    using E = typename S::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, half, float>, "LeakyRelu: half / float only (LeakyRelu.md, 数据类型)");
    static_assert(ascsim::num::kIsOneOf<U, half, float>, "LeakyRelu: the scalar is a half or a float (数据类型)");
    static_assert(mode == MaskMergeMode::ZEROING, "LeakyRelu: MaskMergeMode::ZEROING only (LeakyRelu.md)");
    using Row = ascsim::ops::LeakyRelu;
    const E s = detail::ScalarAs<E>(scalarValue);
    detail::Unary<T, mode>(
        Row::kName, loc, dstReg, srcReg, mask, [s](E a) { return Row::Lane<E>(a, s); }, Row::kVfOp);
}

// ---- unary (Abs.md, Neg.md, Sqrt.md, Exp.md, Ln.md) ---------------------------------------------
template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Abs(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Abs; // engine/ops/unary_arith.h
    detail::Unary<T, mode>(
        Row::kName, loc, dstReg, srcReg, mask, [](auto a) { return Row::Lane(a); }, Row::kVfOp);
}
template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Neg(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    using E = typename U::ActualT;
    static_assert(ascsim::num::kIsOneOf<E, int8_t, int16_t, int32_t, half, float>,
                  "Neg: element type not supported (Neg.md)");
    detail::Unary<T, mode>("Neg", loc, dstReg, srcReg, mask, [](E a) { return detail::NegLane(a); });
}
// Relu (基础算术/Relu.md): dst_i = max(0, src_i) for half, int32_t, float, int64_t; ZEROING only (the
// page: MERGING "当前不支持"). Specials: numerics/arith.h Relu (附录 边界值汇总 表9). Throughput: the simple
// rate (理论性能汇总.md: 128 half / 64 int32_t, float per cycle).
template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Relu(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    using E = typename U::ActualT;
    static_assert(ascsim::num::kSupportsRelu<E>, "Relu: element type not supported (Relu.md: half, int32_t, "
                                                 "float, int64_t)");
    static_assert(mode == MaskMergeMode::ZEROING, "Relu: MaskMergeMode::MERGING is not supported (Relu.md)");
    using Row = ascsim::ops::Relu; // engine/ops/unary_arith.h
    detail::Unary<T, mode>(
        Row::kName, loc, dstReg, srcReg, mask, [](E a) { return Row::Lane<E>(a); }, Row::kVfOp);
}
// Sqrt<T, mode>: mode is a MaskMergeMode or &a static constexpr SqrtSpecificMode (Sqrt.md; precision.h).
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Sqrt(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    detail::SqrtRegs<T, mode>(dstReg, srcReg, mask, loc);
}
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Exp(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    constexpr ExpSpecificMode spec = detail::SpecOf<ExpSpecificMode, mode>();
    static_assert(spec.mrgMode == MaskMergeMode::ZEROING, "Exp: MaskMergeMode::ZEROING only (Exp.md)");
    static constexpr ExpConfig cfg = {spec.algo};
    using Row = ascsim::ops::Exp; // engine/ops/precision_arith.h
    static_assert(Row::Supported<E>(cfg), "Exp: half / float only (Exp.md)");
    detail::Unary<T, MaskMergeMode::ZEROING>(
        Row::kName, loc, dstReg, srcReg, mask, [](E a) { return Row::Lane<E>(a, cfg); }, Row::kVfOp);
}
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Ln(U& dstReg, U& srcReg, MaskReg& mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    constexpr LnSpecificMode spec = detail::SpecOf<LnSpecificMode, mode>();
    static_assert(spec.mrgMode == MaskMergeMode::ZEROING, "Ln: MaskMergeMode::ZEROING only (Ln.md)");
    static constexpr LnConfig cfg = {spec.algo};
    using Row = ascsim::ops::Ln; // engine/ops/precision_arith.h
    static_assert(Row::Supported<E>(cfg), "Ln: half / float only (Ln.md)");
    detail::Unary<T, MaskMergeMode::ZEROING>(
        Row::kName, loc, dstReg, srcReg, mask, [](E a) { return Row::Lane<E>(a, cfg); }, Row::kVfOp);
}

} // namespace AscendC::Reg
