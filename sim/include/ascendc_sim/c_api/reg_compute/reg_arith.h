// The C API's Reg arithmetic (docs/zh/api/SIMD-API/C-API/reg/arithmetic_compute/: asc_add.md,
// asc_sub.md, asc_mul.md, asc_max.md, asc_min.md, asc_div.md, asc_add_scalar.md, asc_mul_scalar.md,
// asc_max_scalar.md, asc_min_scalar.md, asc_abs.md, asc_neg.md, asc_relu.md, asc_sqrt.md, asc_exp.md,
// asc_ln.md; SDK include/c_api/reg_compute/reg_vector.h):
//   asc_<op>(dst, src0, src1, mask)          dst_i = src0_i op src1_i
//   asc_<op>_scalar(dst, src, value, mask)   dst_i = src_i op value
//   asc_<f>(dst, src, mask)                  dst_i = f(src_i)
// "源操作数不参与计算的元素在输出对应位置置零" (every page's 约束说明): ZEROING. Element semantics,
// saturation, precision and cost: the op-table rows the C++ Reg API's Add ... Ln use (engine/ops/
// basic_arith.h, scalar_arith.h, unary_arith.h, precision_arith.h) through the same lane skeletons
// (engine/reg_arith_lanes.h, engine/reg_precision_arith.h); asc_div / asc_sqrt / asc_exp / asc_ln take
// the algorithm the C++ API's default mode selects (the C pages name no precision mode).
// The carry forms (asc_add / asc_sub with a vector_bool& carry) are not modelled here.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/ops/unary_arith.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"
#include "ascendc_sim/engine/reg_precision_arith.h"

namespace ascsim::capi {

namespace reg = AscendC::Reg;
namespace regd = AscendC::Reg::detail;

template <typename Row, typename T>
inline void BinaryRow(const char* api, vreg<T>& dst, vreg<T>& a, vreg<T>& b, reg::MaskReg& mask, kern::SrcLoc loc)
{
    regd::Binary<reg::DefaultType, reg::MaskMergeMode::ZEROING, Row::kMerging>(
        api, loc, dst, a, b, mask, regd::MakeLaneOp<Row::kB64>(regd::RegLane<Row>{}), Row::kVfOp);
}

template <typename Row, typename T>
inline void ScalarRow(const char* api, vreg<T>& dst, vreg<T>& src, T value, reg::MaskReg& mask, kern::SrcLoc loc)
{
    regd::Unary<reg::DefaultType, reg::MaskMergeMode::ZEROING>(
        api, loc, dst, src, mask, [value](T a) { return regd::RegLane<Row>{}(a, value); }, Row::kVfOp);
}

// Exp / Ln with the default mode's algorithm.
template <typename Row, typename Spec, typename T>
inline void ConfigUnaryRow(const char* api, vreg<T>& dst, vreg<T>& src, reg::MaskReg& mask, kern::SrcLoc loc)
{
    static constexpr typename Row::Config cfg = {regd::SpecOf<Spec, reg::MaskMergeMode::ZEROING>().algo};
    regd::Unary<reg::DefaultType, reg::MaskMergeMode::ZEROING>(
        api, loc, dst, src, mask, [](T a) { return Row::template Lane<T>(a, cfg); }, Row::kVfOp);
}

} // namespace ascsim::capi

// ---- register op register ----------------------------------------------------------------------
#define ASCSIM_CAPI_BINARY(name, Row, ...)                                                    \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                  \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0,  \
                                     ascsim::capi::vreg<T> src1, vector_bool mask,            \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                         \
        ascsim::capi::BinaryRow<ascsim::ops::Row>(#name, dst, src0, src1, mask, loc);         \
    }
ASCSIM_CAPI_BINARY(asc_add, Add, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_BINARY(asc_sub, Sub, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_BINARY(asc_mul, Mul, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float)
ASCSIM_CAPI_BINARY(asc_max, Max, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_BINARY(asc_min, Min, ASCSIM_CAPI_B8_32)
#undef ASCSIM_CAPI_BINARY

template <typename T, ASCSIM_CAPI_TYPES(T, half, float, int16_t, uint16_t, int32_t, uint32_t)>
__simd_callee__ inline void asc_div(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src0, ascsim::capi::vreg<T> src1,
                                    vector_bool mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DivRegs<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(dst, src0, src1,
                                                                                                   mask, loc);
}

// ---- register op scalar ------------------------------------------------------------------------
#define ASCSIM_CAPI_SCALAR(name, Row, ...)                                                    \
    template <typename T, ASCSIM_CAPI_TYPES(T, __VA_ARGS__)>                                  \
    __simd_callee__ inline void name(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src,   \
                                     ascsim::capi::NoDeduce<T> value, vector_bool mask,       \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                         \
        ascsim::capi::ScalarRow<ascsim::ops::Row>(#name, dst, src, value, mask, loc);         \
    }
ASCSIM_CAPI_SCALAR(asc_add_scalar, Adds, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_SCALAR(asc_mul_scalar, Muls, int16_t, uint16_t, half, int32_t, uint32_t, float)
ASCSIM_CAPI_SCALAR(asc_max_scalar, Maxs, ASCSIM_CAPI_B8_32)
ASCSIM_CAPI_SCALAR(asc_min_scalar, Mins, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float)
#undef ASCSIM_CAPI_SCALAR

// ---- unary -------------------------------------------------------------------------------------
template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, int16_t, int32_t, half, float)>
__simd_callee__ inline void asc_abs(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using Row = ascsim::ops::Abs;
    AscendC::Reg::detail::Unary<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(
        "asc_abs", loc, dst, src, mask, [](T a) { return Row::Lane(a); }, Row::kVfOp);
}
template <typename T, ASCSIM_CAPI_TYPES(T, int8_t, int16_t, int32_t, half, float)>
__simd_callee__ inline void asc_neg(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::Unary<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(
        "asc_neg", loc, dst, src, mask, [](T a) { return AscendC::Reg::detail::NegLane(a); });
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, int32_t, float)>
__simd_callee__ inline void asc_relu(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using Row = ascsim::ops::Relu;
    AscendC::Reg::detail::Unary<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(
        "asc_relu", loc, dst, src, mask, [](T a) { return Row::Lane<T>(a); }, Row::kVfOp);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_sqrt(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::SqrtRegs<AscendC::Reg::DefaultType, AscendC::Reg::MaskMergeMode::ZEROING>(dst, src, mask,
                                                                                                    loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_exp(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::ConfigUnaryRow<ascsim::ops::Exp, AscendC::Reg::ExpSpecificMode>("asc_exp", dst, src, mask, loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, half, float)>
__simd_callee__ inline void asc_ln(ascsim::capi::vreg<T>& dst, ascsim::capi::vreg<T> src, vector_bool mask,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::ConfigUnaryRow<ascsim::ops::Ln, AscendC::Reg::LnSpecificMode>("asc_ln", dst, src, mask, loc);
}
