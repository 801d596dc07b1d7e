// Memory vector computation, "tensor高维切分计算" forms (mask + repeatTime + repeat strides), for
// Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/SIMD计算说明/高维切分.md, 掩码.md), next to
// the count forms of vector_api.h. One repeat covers 8 DataBlocks of 32 bytes; element e of block
// b in repeat r of an operand lives at base + (r * repStride + b * blkStride) * 32 + e * sizeof(T),
// and is computed only if bit b * (32 / sizeof(T)) + e of the mask is set (unmasked destination
// elements keep their value). Continuous mask: the first `mask` elements of every repeat
// (16-bit types [0, 128], 32-bit types [0, 64]); bit-wise mask: mask[0] (elements 0..63) and, for
// 16-bit types, mask[1] (elements 64..127); 32-bit types use mask[0] only.
// Sanitizer: repeatTime 0 (not guaranteed to be a no-op on 950), a continuous mask out of range,
// dstBlkStride 0 (undefined, 高维切分.md), 32-byte alignment of every operand, the overlap rules of
// 通用说明和约束.md (通用地址重叠约束) and the exact UB bytes each operand touches (declared as V-pipe
// reads/writes per DataBlock run, so memcheck bounds and synccheck apply) are checked.
// Mask modes (Normal / Counter, isSetMask = false reading the MASK register): vector_mask_mode.h;
// every engine takes the RepPlan it resolves (per-repeat masks, the repeat count).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/ops/fill.h"
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/ops/unary_arith.h"
#include "ascendc_sim/engine/deq_engine.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_cast.h"
#include "ascendc_sim/engine/vector_repeat_cmpsel.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

namespace detail {

template <typename T>
inline constexpr bool kChainType = std::is_same_v<T, half> || std::is_same_v<T, int32_t> || std::is_same_v<T, float>;

template <int Algo = -1, typename T, typename F>
inline void RepBinary(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst,
                      const LocalTensor<T>& src0, const LocalTensor<T>& src1, const BinaryRepeatParams& p,
                      bool chainApi, F&& f)
{
    RepOptions opt(chainApi && kChainType<T> && (p.src1RepStride == 0 || p.dstRepStride == 0));
    opt.algo = Algo;
    const bool sat = ascsim::kern::SaturatesNow<T>(); // saturation.h
    VecRepeat<T, 2>(api, loc, plan, dst, RepStrides{p.dstBlkStride, p.dstRepStride}, {&src0, &src1},
                    {RepStrides{p.src0BlkStride, p.src0RepStride}, RepStrides{p.src1BlkStride, p.src1RepStride}}, opt,
                    [&f, sat](const std::array<T, 2>& v, uint64_t, uint64_t) {
                        return ascsim::kern::SaturateIf(f(v[0], v[1]), sat);
                    });
}

template <int Algo = -1, typename T, typename F, typename Extra = NoExtraOperand>
inline void RepUnary(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst,
                     const LocalTensor<T>& src, const UnaryRepeatParams& p, F&& f, Extra&& extra = Extra{})
{
    RepOptions opt;
    opt.algo = Algo;
    const bool sat = ascsim::kern::SaturatesNow<T>(); // saturation.h
    VecRepeat<T, 1>(
        api, loc, plan, dst, RepStrides{p.dstBlkStride, p.dstRepStride}, {&src},
        {RepStrides{p.srcBlkStride, p.srcRepStride}}, opt,
        [&f, sat](const std::array<T, 1>& v, uint64_t, uint64_t) { return ascsim::kern::SaturateIf(f(v[0]), sat); },
        std::forward<Extra>(extra));
}
} // namespace detail

// Each API below comes as its two documented overloads: mask[] (bit-wise) and mask (continuous);
// the plan (vector_mask_mode.h) turns mode, isSetMask and the mask into per-repeat masks.
#define ASCSIM_PLAN_BITS(W, api) detail::PlanMask<W, isSetMask>(mask, 0, repeatTime, api, loc)
#define ASCSIM_PLAN_CONT(W, api) detail::PlanMask<W, isSetMask>(nullptr, mask, repeatTime, api, loc)

// ---- binary (基础算术/Add.md, Sub.md, Mul.md, Div.md, Max.md, Min.md: tensor高维切分计算) ---------------
// Add, Sub, Mul, Max and Min: the lane of their op-table row (engine/ops/basic_arith.h).
#define ASCSIM_REP_BINARY(Name, chainApi, expr)                                                                    \
    template <typename T, bool isSetMask = true>                                                                   \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                                uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams, \
                                SrcLoc loc = SrcLoc::Here())                                                       \
    {                                                                                                              \
        detail::RepBinary(#Name, loc, ASCSIM_PLAN_BITS(T, #Name), dst, src0, src1, repeatParams, chainApi,         \
                          [](T a, T b) { return expr; });                                                          \
    }                                                                                                              \
    template <typename T, bool isSetMask = true>                                                                   \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                                uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,   \
                                SrcLoc loc = SrcLoc::Here())                                                       \
    {                                                                                                              \
        detail::RepBinary(#Name, loc, ASCSIM_PLAN_CONT(T, #Name), dst, src0, src1, repeatParams, chainApi,         \
                          [](T a, T b) { return expr; });                                                          \
    }

ASCSIM_REP_BINARY(Add, true, ascsim::ops::Add::Lane(a, b))
ASCSIM_REP_BINARY(Sub, true, ascsim::ops::Sub::Lane(a, b))
ASCSIM_REP_BINARY(Mul, true, ascsim::ops::Mul::Lane(a, b))
ASCSIM_REP_BINARY(Max, true, ascsim::ops::Max::Lane(a, b))
ASCSIM_REP_BINARY(Min, true, ascsim::ops::Min::Lane(a, b))
#undef ASCSIM_REP_BINARY

// Div<T, isSetMask, config> (Div.md, the 950 prototype with DivConfig); its row: engine/ops/precision_arith.h.
#define ASCSIM_REP_DIV(MaskParam, Plan)                                                                           \
    template <typename T, bool isSetMask = true, const DivConfig& config = DEFAULT_DIV_CONFIG>                    \
    __aicore__ inline void Div(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                               MaskParam, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,       \
                               SrcLoc loc = SrcLoc::Here())                                                       \
    {                                                                                                             \
        using Row = ascsim::ops::Div;                                                                             \
        static_assert(detail::kConfigOk<Row::Supported<T>(config)>,                                               \
                      "Div: this DivConfig does not support this type on 950");                                   \
        detail::RepBinary<detail::VecAlgo(config)>(Row::kName, loc, Plan(T, Row::kName), dst, src0, src1,         \
                                                   repeatParams, false,                                           \
                                                   [](T a, T b) { return Row::Lane<T>(a, b, config); });          \
    }
ASCSIM_REP_DIV(uint64_t mask[], ASCSIM_PLAN_BITS)
ASCSIM_REP_DIV(uint64_t mask, ASCSIM_PLAN_CONT)
#undef ASCSIM_REP_DIV

// ---- tensor op scalar (Adds.md, Muls.md, Maxs.md, Mins.md: tensor高维切分计算, scalarValue of type T) ----
// Each expands from its row of the op table (engine/ops/scalar_arith.h): name and lane.
#define ASCSIM_REP_SCALAR(Name)                                                                                   \
    template <typename T, bool isSetMask = true>                                                                  \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,       \
                                uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams, \
                                SrcLoc loc = SrcLoc::Here())                                                      \
    {                                                                                                             \
        const T s = scalarValue;                                                                                  \
        using Row = ascsim::ops::Name;                                                                            \
        detail::RepUnary(Row::kName, loc, ASCSIM_PLAN_BITS(T, Row::kName), dst, src, repeatParams,                \
                         [s](T a) { return Row::Lane<T>(a, s); });                                                \
    }                                                                                                             \
    template <typename T, bool isSetMask = true>                                                                  \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,       \
                                uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,   \
                                SrcLoc loc = SrcLoc::Here())                                                      \
    {                                                                                                             \
        const T s = scalarValue;                                                                                  \
        using Row = ascsim::ops::Name;                                                                            \
        detail::RepUnary(Row::kName, loc, ASCSIM_PLAN_CONT(T, Row::kName), dst, src, repeatParams,                \
                         [s](T a) { return Row::Lane<T>(a, s); });                                                \
    }

ASCSIM_REP_SCALAR(Adds)
ASCSIM_REP_SCALAR(Muls)
ASCSIM_REP_SCALAR(Maxs)
ASCSIM_REP_SCALAR(Mins)
#undef ASCSIM_REP_SCALAR

// The scalar as a U equal to PrimT<T> (kernel_operator_vec_binary_scalar_intf.h:62-83 Adds and the same
// for Muls, Maxs, Mins): PrimT<T> is T in the sim, so these are the forms above for calls naming U.
#define ASCSIM_REP_SCALAR_U(Name, MaskT)                                                                       \
    template <typename T, typename U, bool isSetMask = true,                                                   \
              typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>                    \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,    \
                                MaskT mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,   \
                                SrcLoc loc = SrcLoc::Here())                                                   \
    {                                                                                                          \
        Name<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), mask, repeatTime, repeatParams, loc); \
    }
#define ASCSIM_REP_SCALAR_U_BOTH(Name) ASCSIM_REP_SCALAR_U(Name, uint64_t*) ASCSIM_REP_SCALAR_U(Name, uint64_t)
ASCSIM_REP_SCALAR_U_BOTH(Adds)
ASCSIM_REP_SCALAR_U_BOTH(Muls)
ASCSIM_REP_SCALAR_U_BOTH(Maxs)
ASCSIM_REP_SCALAR_U_BOTH(Mins)
#undef ASCSIM_REP_SCALAR_U_BOTH
#undef ASCSIM_REP_SCALAR_U

// ---- flexible scalar position, mask / repeat forms (Adds（灵活标量位置）.md ... Divs（灵活标量位置）.md;
// 950 only; kernel_operator_vec_binary_scalar_intf.h:85-102 Adds and the same for Muls, Maxs, Mins,
// Subs, Divs). The operands as in the count forms (vector_api.h): of src0 / src1 one is the vector
// LocalTensor, the other a scalar value or, when both are LocalTensors, the one at
// config.scalarTensorIndex gives its first element. The dav_3510 impl reads that element with a
// broadcast LoadAlign inside the operation's VF, so here the operation's own V instruction reads it
// (ElemScalarOperand: element alignment; neither it nor the vector source may overlap the destination,
// 约束说明), then runs the repeat plan with the scalar on its side: dst_i = src_i op s, or s op src_i when
// the scalar is src0.
namespace detail {
// The operands of a flexible-scalar form (Adds（灵活标量位置）.md 参数说明; Compares / Select（灵活标量位置）.md
// say the same): of src0 / src1 one is the vector LocalTensor of T, the other a scalar value or, when
// both are LocalTensors, the one at config.scalarTensorIndex, whose first element the operation reads.
template <typename T>
struct FlexScalarOperands {
    T value{};                            // the scalar, when it is a value
    const LocalTensor<T>* elem = nullptr; // the tensor whose first element is the scalar
    bool scalarFirst = false;             // the scalar is src0
    const LocalTensor<T>* vec = nullptr;
    // The operation's hook for the element (nothing to check for a value), and the scalar as it reads it.
    ElemScalarOperand<T> Element(const char* api, ascsim::kern::SrcLoc loc) const
    {
        return ElemScalarOperand<T>{elem, api, loc, sizeof(T), true};
    }
    T Scalar(const ElemScalarOperand<T>& e) const { return elem != nullptr ? e.Value() : value; }
};
template <typename T, const BinaryConfig& config, typename S, typename V>
inline FlexScalarOperands<T> ResolveFlexOperands(const S& src0, const V& src1)
{
    constexpr bool tensor0 = IsLocalTensorT<S>::value;
    constexpr bool tensor1 = IsLocalTensorT<V>::value;
    static_assert(tensor0 || tensor1, "one of src0 and src1 must be a LocalTensor (灵活标量位置)");
    FlexScalarOperands<T> o;
    if constexpr (tensor0 && tensor1) {
        static_assert(std::is_same_v<S, V> && std::is_same_v<T, typename S::PrimType>,
                      "the sources must be LocalTensors of one type, dst's (灵活标量位置)");
        static_assert(config.scalarTensorIndex == 0 || config.scalarTensorIndex == 1, "scalarTensorIndex out of range");
        o.scalarFirst = config.scalarTensorIndex == 0;
        o.elem = o.scalarFirst ? &src0 : &src1;
        o.vec = o.scalarFirst ? &src1 : &src0;
    } else if constexpr (tensor0) {
        static_assert(std::is_same_v<T, typename S::PrimType>, "src0 must have dst's type (灵活标量位置)");
        o.value = static_cast<T>(src1);
        o.vec = &src0;
    } else {
        static_assert(std::is_same_v<T, typename V::PrimType>, "src1 must have dst's type (灵活标量位置)");
        o.value = static_cast<T>(src0);
        o.scalarFirst = true;
        o.vec = &src1;
    }
    return o;
}

// ElemRow: the row whose lane runs when the scalar is a tensor element (the two-register instruction:
// Add for Adds ..., as the count forms; Subs and Divs are their own).
template <typename Row, typename ElemRow, const BinaryConfig& config, typename U, typename S, typename V, typename Plan>
inline void FlexScalarRepeat(ascsim::kern::SrcLoc loc, const U& dst, const S& src0, const V& src1, Plan&& plan,
                             const UnaryRepeatParams& repeatParams)
{
    static_assert(IsLocalTensorT<U>::value, "dst must be a LocalTensor (灵活标量位置)");
    using T = typename U::PrimType;
    const FlexScalarOperands<T> o = ResolveFlexOperands<T, config>(src0, src1);
    const ElemScalarOperand<T> elem = o.Element(Row::kName, loc);
    const T s = o.Scalar(elem);
    const bool first = o.scalarFirst;
    if (o.elem != nullptr) {
        RepUnary(
            Row::kName, loc, plan(T{}), dst, *o.vec, repeatParams,
            [s, first](T a) { return first ? ElemRow::template Lane<T>(s, a) : ElemRow::template Lane<T>(a, s); },
            elem);
    } else {
        RepUnary(Row::kName, loc, plan(T{}), dst, *o.vec, repeatParams,
                 [s, first](T a) { return first ? Row::template Lane<T>(s, a) : Row::template Lane<T>(a, s); });
    }
}
} // namespace detail

#define ASCSIM_REP_FLEX_SCALAR(Name, ElemRow, MaskT, PLAN)                                                        \
    template <typename T = BinaryDefaultType, bool isSetMask = true,                                              \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename U, typename S, typename V>             \
    __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, MaskT mask, const uint8_t repeatTime, \
                                const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())               \
    {                                                                                                             \
        using Row = ascsim::ops::Name;                                                                            \
        detail::FlexScalarRepeat<Row, ElemRow, config>(                                                           \
            loc, dst, src0, src1, [&](auto t) { return PLAN(decltype(t), Row::kName); }, repeatParams);           \
    }
#define ASCSIM_REP_FLEX_SCALAR_BOTH(Name, ElemRow)                     \
    ASCSIM_REP_FLEX_SCALAR(Name, ElemRow, uint64_t*, ASCSIM_PLAN_BITS) \
    ASCSIM_REP_FLEX_SCALAR(Name, ElemRow, uint64_t, ASCSIM_PLAN_CONT)
ASCSIM_REP_FLEX_SCALAR_BOTH(Adds, ascsim::ops::Adds::Binary)
ASCSIM_REP_FLEX_SCALAR_BOTH(Muls, ascsim::ops::Muls::Binary)
ASCSIM_REP_FLEX_SCALAR_BOTH(Maxs, ascsim::ops::Maxs::Binary)
ASCSIM_REP_FLEX_SCALAR_BOTH(Mins, ascsim::ops::Mins::Binary)
ASCSIM_REP_FLEX_SCALAR_BOTH(Subs, ascsim::ops::Subs)
ASCSIM_REP_FLEX_SCALAR_BOTH(Divs, ascsim::ops::Divs)
#undef ASCSIM_REP_FLEX_SCALAR_BOTH
#undef ASCSIM_REP_FLEX_SCALAR

// ---- unary (Abs.md; Sqrt.md, Rsqrt.md, Reciprocal.md, Exp.md, Ln.md with their 950 *Config) ----------
// Each expands from its row of the op table: Abs and Relu engine/ops/unary_arith.h, the others
// engine/ops/precision_arith.h (the lane takes the call's config).
template <typename T, bool isSetMask = true>
__aicore__ inline void Abs(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask[],
                           const uint8_t repeatTime, const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::RepUnary(ascsim::ops::Abs::kName, loc, ASCSIM_PLAN_BITS(T, ascsim::ops::Abs::kName), dst, src, repeatParams,
                     [](T a) { return ascsim::ops::Abs::Lane<T>(a); });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Abs(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask,
                           const uint8_t repeatTime, const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::RepUnary(ascsim::ops::Abs::kName, loc, ASCSIM_PLAN_CONT(T, ascsim::ops::Abs::kName), dst, src, repeatParams,
                     [](T a) { return ascsim::ops::Abs::Lane<T>(a); });
}

// Relu (基础算术/Relu.md): the mask forms take half, int32_t, float (int64_t: count form only).
namespace detail {
template <typename T>
inline constexpr bool kReluRepType = std::is_same_v<T, half> || std::is_same_v<T, int32_t> || std::is_same_v<T, float>;
} // namespace detail
template <typename T, bool isSetMask = true>
__aicore__ inline void Relu(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask[],
                            const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReluRepType<T>, "Relu: the mask forms take half, int32_t, float on 950 (Relu.md)");
    detail::RepUnary(ascsim::ops::Relu::kName, loc, ASCSIM_PLAN_BITS(T, ascsim::ops::Relu::kName), dst, src,
                     repeatParams, [](T a) { return ascsim::ops::Relu::Lane<T>(a); });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Relu(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask,
                            const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kReluRepType<T>, "Relu: the mask forms take half, int32_t, float on 950 (Relu.md)");
    detail::RepUnary(ascsim::ops::Relu::kName, loc, ASCSIM_PLAN_CONT(T, ascsim::ops::Relu::kName), dst, src,
                     repeatParams, [](T a) { return ascsim::ops::Relu::Lane<T>(a); });
}

#define ASCSIM_REP_UNARY_CFG(Name, Config, DefaultConfig)                                                     \
    template <typename T, bool isSetMask = true, const Config& config = DefaultConfig>                        \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask[],        \
                                const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,              \
                                SrcLoc loc = SrcLoc::Here())                                                  \
    {                                                                                                         \
        using Row = ascsim::ops::Name;                                                                        \
        static_assert(detail::kConfigOk<Row::Supported<T>(config)>,                                           \
                      #Name ": this " #Config " does not support this type on 950");                          \
        detail::RepUnary<detail::VecAlgo(config)>(Row::kName, loc, ASCSIM_PLAN_BITS(T, Row::kName), dst, src, \
                                                  repeatParams, [](T a) { return Row::Lane<T>(a, config); }); \
    }                                                                                                         \
    template <typename T, bool isSetMask = true, const Config& config = DefaultConfig>                        \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask,          \
                                const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,              \
                                SrcLoc loc = SrcLoc::Here())                                                  \
    {                                                                                                         \
        using Row = ascsim::ops::Name;                                                                        \
        static_assert(detail::kConfigOk<Row::Supported<T>(config)>,                                           \
                      #Name ": this " #Config " does not support this type on 950");                          \
        detail::RepUnary<detail::VecAlgo(config)>(Row::kName, loc, ASCSIM_PLAN_CONT(T, Row::kName), dst, src, \
                                                  repeatParams, [](T a) { return Row::Lane<T>(a, config); }); \
    }

ASCSIM_REP_UNARY_CFG(Sqrt, SqrtConfig, DEFAULT_SQRT_CONFIG)
ASCSIM_REP_UNARY_CFG(Rsqrt, RsqrtConfig, DEFAULT_RSQRT_CONFIG)
ASCSIM_REP_UNARY_CFG(Reciprocal, ReciprocalConfig, DEFAULT_RECIPROCAL_CONFIG)
ASCSIM_REP_UNARY_CFG(Exp, ExpConfig, DEFAULT_EXP_CONFIG)
ASCSIM_REP_UNARY_CFG(Ln, LnConfig, DEFAULT_LN_CONFIG)
#undef ASCSIM_REP_UNARY_CFG

// ---- Duplicate (数据填充/Duplicate.md: tensor高维切分计算, strides as two arguments) ---------------------
template <typename T, bool isSetMask = true>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const T& scalarValue, uint64_t mask[],
                                 const uint8_t repeatTime, const uint16_t dstBlockStride, const uint8_t dstRepeatStride,
                                 SrcLoc loc = SrcLoc::Here())
{
    const T v = scalarValue;
    detail::VecRepeat<T, 0>(ascsim::ops::Duplicate::kName, loc, ASCSIM_PLAN_BITS(T, ascsim::ops::Duplicate::kName), dst,
                            detail::RepStrides{dstBlockStride, dstRepeatStride}, {}, {}, false,
                            [v](const std::array<T, 0>&, uint64_t, uint64_t) { return v; });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const T& scalarValue, uint64_t mask,
                                 const uint8_t repeatTime, const uint16_t dstBlockStride, const uint8_t dstRepeatStride,
                                 SrcLoc loc = SrcLoc::Here())
{
    const T v = scalarValue;
    detail::VecRepeat<T, 0>(ascsim::ops::Duplicate::kName, loc, ASCSIM_PLAN_CONT(T, ascsim::ops::Duplicate::kName), dst,
                            detail::RepStrides{dstBlockStride, dstRepeatStride}, {}, {}, false,
                            [v](const std::array<T, 0>&, uint64_t, uint64_t) { return v; });
}

// ---- Cast (类型转换/Cast.md: tensor高维切分计算; vconv_intf.h:59-70) --------------------------------
// The engine: engine/vector_repeat_cast.h (the mixed-width DataBlock layout, the mask read as the
// wider type's); name and element: Cast's op-table row (engine/ops/cast.h). int32_t -> half is the
// s322fp16 dequantisation (Cast.md: "roundMode不生效，与SetDeqScale(half scale)接口配合使用"; SetDeqScale.md
// 表1): engine/deq_engine.h, as CastDequant.
namespace detail {
template <typename T, typename U>
inline void CastRep(SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst, const LocalTensor<U>& src,
                    RoundMode roundMode, const UnaryRepeatParams& p)
{
    const RepStrides dS{p.dstBlkStride, p.dstRepStride}, sS{p.srcBlkStride, p.srcRepStride};
    if constexpr (std::is_same_v<T, half> && std::is_same_v<U, int32_t>) {
        DeqHalfRep(ascsim::ops::Cast::kName, loc, plan, dst, src, dS, sS); // roundMode has no effect
    } else {
        RepCast<T, U>(ascsim::ops::Cast::kName, loc, plan, dst, src, roundMode, dS, sS);
    }
}
} // namespace detail

template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    using W = detail::CastWide<T, U>;
    using Row = ascsim::ops::Cast;
    detail::CastRep<T, U>(loc, ASCSIM_PLAN_BITS(W, Row::kName), dst, src, roundMode, repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    using W = detail::CastWide<T, U>;
    using Row = ascsim::ops::Cast;
    detail::CastRep<T, U>(loc, ASCSIM_PLAN_CONT(W, Row::kName), dst, src, roundMode, repeatParams);
}

// ---- Compare / Compares (比较与选择/Compare.md, Compares.md: tensor高维切分计算; cmpsel_intf.h:60-68,
// 118-128) -------------------------------------------------------------------------------------------
// The engine: engine/vector_repeat_cmpsel.h (each repeat's result bits written contiguously, the
// destination strides unused); name and lane: the Compare / Compares rows (engine/ops/compare_select.h).
// Compare.md's example (mask[0] = 0x33333333, 64 floats, LE) gives [51 51 51 51 0 0 0 0].
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, const uint64_t mask[], uint8_t repeatTime,
                               const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t> || std::is_same_v<U, int8_t>, "Compare writes a uint8_t/int8_t bit mask");
    using Row = ascsim::ops::Compare;
    detail::RepCompareImpl<T, 2>(Row::kName, loc, ASCSIM_PLAN_BITS(T, Row::kName),
                                 dst.template ReinterpretCast<uint8_t>(), {&src0, &src1},
                                 {detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
                                  detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride}},
                                 [cmpMode](const std::array<T, 2>& v) { return Row::Lane(v[0], v[1], cmpMode); });
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, const uint64_t mask, uint8_t repeatTime,
                               const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t> || std::is_same_v<U, int8_t>, "Compare writes a uint8_t/int8_t bit mask");
    using Row = ascsim::ops::Compare;
    detail::RepCompareImpl<T, 2>(Row::kName, loc, ASCSIM_PLAN_CONT(T, Row::kName),
                                 dst.template ReinterpretCast<uint8_t>(), {&src0, &src1},
                                 {detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
                                  detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride}},
                                 [cmpMode](const std::array<T, 2>& v) { return Row::Lane(v[0], v[1], cmpMode); });
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compares(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,
                                CMPMODE cmpMode, const uint64_t mask[], uint8_t repeatTime,
                                const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t>, "Compares writes a uint8_t bit mask");
    using Row = ascsim::ops::Compares;
    detail::RepCompareImpl<T, 1>(
        Row::kName, loc, ASCSIM_PLAN_BITS(T, Row::kName), dst, {&src0},
        {detail::RepStrides{repeatParams.srcBlkStride, repeatParams.srcRepStride}},
        [cmpMode, src1Scalar](const std::array<T, 1>& v) { return Row::Lane(v[0], src1Scalar, cmpMode); });
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compares(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,
                                CMPMODE cmpMode, const uint64_t mask, uint8_t repeatTime,
                                const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t>, "Compares writes a uint8_t bit mask");
    using Row = ascsim::ops::Compares;
    detail::RepCompareImpl<T, 1>(
        Row::kName, loc, ASCSIM_PLAN_CONT(T, Row::kName), dst, {&src0},
        {detail::RepStrides{repeatParams.srcBlkStride, repeatParams.srcRepStride}},
        [cmpMode, src1Scalar](const std::array<T, 1>& v) { return Row::Lane(v[0], src1Scalar, cmpMode); });
}

// CompareScalar: the older name of Compares (cmpsel_intf.h:130-145, no doc page; vector_api.h), mask /
// repeat forms.
#define ASCSIM_REP_COMPARE_SCALAR(MaskT)                                                                            \
    template <typename T, typename U, bool isSetMask = true>                                                        \
    __aicore__ inline void CompareScalar(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar, \
                                         CMPMODE cmpMode, MaskT mask, uint8_t repeatTime,                           \
                                         const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())        \
    {                                                                                                               \
        Compares<T, U, isSetMask>(dst, src0, src1Scalar, cmpMode, mask, repeatTime, repeatParams, loc);             \
    }
ASCSIM_REP_COMPARE_SCALAR(const uint64_t*)
ASCSIM_REP_COMPARE_SCALAR(const uint64_t)
#undef ASCSIM_REP_COMPARE_SCALAR

// Compares with a flexible scalar position, mask / repeat forms (Compares（灵活标量位置）.md; 950:
// cmpsel_intf.h:292-307; CompareScalar 314-333): the operands as the count form's (vector_api.h), bit i = cmp(src0_i,
// src1_i) in source order; a tensor element as the scalar is read by the comparison's own V instruction
// (ElemScalarOperand, as above).
namespace detail {
template <const BinaryConfig& config, typename T2, typename T3, typename T4, typename PlanF>
inline void FlexComparesRepeat(ascsim::kern::SrcLoc loc, const T2& dst, const T3& src0, const T4& src1, CMPMODE cmpMode,
                               PlanF&& plan, const UnaryRepeatParams& rp)
{
    static_assert(std::is_same_v<T2, LocalTensor<uint8_t>>, "Compares: dst must be a LocalTensor<uint8_t>");
    using VecT = std::conditional_t<IsLocalTensorT<T3>::value, T3, T4>;
    using T = typename VecT::PrimType;
    using Row = ascsim::ops::Compares;
    const FlexScalarOperands<T> o = ResolveFlexOperands<T, config>(src0, src1);
    const ElemScalarOperand<T> elem = o.Element(Row::kName, loc);
    const T s = o.Scalar(elem);
    const bool left = o.scalarFirst; // the scalar is the comparison's left operand
    RepCompareImpl<T, 1>(
        Row::kName, loc, plan(T{}), dst, {o.vec}, {RepStrides{rp.srcBlkStride, rp.srcRepStride}},
        [cmpMode, s, left](const std::array<T, 1>& v) {
            return left ? Row::Lane(s, v[0], cmpMode) : Row::Lane(v[0], s, cmpMode);
        },
        elem);
}
} // namespace detail

#define ASCSIM_REP_FLEX_COMPARES(Name, MaskT, PLAN)                                                                 \
    template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,              \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>            \
    __aicore__ inline void Name(const T2& dst, const T3& src0, const T4& src1, CMPMODE cmpMode, MaskT mask,         \
                                uint8_t repeatTime, const UnaryRepeatParams& repeatParams,                          \
                                SrcLoc loc = SrcLoc::Here())                                                        \
    {                                                                                                               \
        detail::FlexComparesRepeat<config>(                                                                         \
            loc, dst, src0, src1, cmpMode, [&](auto t) { return PLAN(decltype(t), ascsim::ops::Compares::kName); }, \
            repeatParams);                                                                                          \
    }
ASCSIM_REP_FLEX_COMPARES(Compares, const uint64_t*, ASCSIM_PLAN_BITS)
ASCSIM_REP_FLEX_COMPARES(Compares, const uint64_t, ASCSIM_PLAN_CONT)
ASCSIM_REP_FLEX_COMPARES(CompareScalar, const uint64_t*, ASCSIM_PLAN_BITS)
ASCSIM_REP_FLEX_COMPARES(CompareScalar, const uint64_t, ASCSIM_PLAN_CONT)
#undef ASCSIM_REP_FLEX_COMPARES

// ---- Select (比较与选择/Select.md: tensor高维切分计算; cmpsel_intf.h:188-199, 251-262) ---------------
// The engine: engine/vector_repeat_cmpsel.h (which selMask bits each SELMODE consumes, masked-off
// destination elements kept); name and lane: the Select row (engine/ops/compare_select.h).
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              const LocalTensor<T>& src1, SELMODE selMode, uint64_t mask[], uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Select;
    detail::RepSelect<T, U>(Row::kName, loc, ASCSIM_PLAN_BITS(T, Row::kName), dst, selMask, src0, &src1, T{}, selMode,
                            detail::RepStrides{repeatParams.dstBlkStride, repeatParams.dstRepStride},
                            detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
                            detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride});
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              const LocalTensor<T>& src1, SELMODE selMode, uint64_t mask, uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Select;
    detail::RepSelect<T, U>(Row::kName, loc, ASCSIM_PLAN_CONT(T, Row::kName), dst, selMask, src0, &src1, T{}, selMode,
                            detail::RepStrides{repeatParams.dstBlkStride, repeatParams.dstRepStride},
                            detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
                            detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride});
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              T src1, SELMODE selMode, uint64_t mask[], uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Select;
    detail::RepSelect<T, U>(Row::kName, loc, ASCSIM_PLAN_BITS(T, Row::kName), dst, selMask, src0, nullptr, src1,
                            selMode, detail::RepStrides{repeatParams.dstBlkStride, repeatParams.dstRepStride},
                            detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
                            detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride});
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              T src1, SELMODE selMode, uint64_t mask, uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Select;
    detail::RepSelect<T, U>(Row::kName, loc, ASCSIM_PLAN_CONT(T, Row::kName), dst, selMask, src0, nullptr, src1,
                            selMode, detail::RepStrides{repeatParams.dstBlkStride, repeatParams.dstRepStride},
                            detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
                            detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride});
}

// Select with a flexible scalar position, mask / repeat forms (Select（灵活标量位置）.md; 950:
// cmpsel_intf.h:341-353), mode 1 only as the count form (vector_api.h): bit i picks src0_i (1) or
// src1_i (0), either of which may be the scalar (a value, or the first element of the LocalTensor at
// config.scalarTensorIndex, read by its own V instruction first).
#define ASCSIM_REP_FLEX_SELECT(MaskT, PLAN)                                                                      \
    template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,           \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>         \
    __aicore__ inline void Select(const T2& dst, const LocalTensor<T1>& selMask, const T3& src0, const T4& src1, \
                                  SELMODE selMode, MaskT mask, uint8_t repeatTime,                               \
                                  const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())           \
    {                                                                                                            \
        static_assert(detail::IsLocalTensorT<T2>::value, "Select: dst must be a LocalTensor");                   \
        using T = typename T2::PrimType;                                                                         \
        using Row = ascsim::ops::Select;                                                                         \
        if (ascsim::kern::SanitizerEnabled()) {                                                                  \
            detail::VecRequire(selMode == SELMODE::VSEL_TENSOR_SCALAR_MODE, Row::kName,                          \
                               "the flexible-scalar Select needs SELMODE::VSEL_TENSOR_SCALAR_MODE", loc);        \
        }                                                                                                        \
        const detail::FlexScalarOperands<T> o = detail::ResolveFlexOperands<T, config>(src0, src1);              \
        const detail::ElemScalarOperand<T> elem = o.Element(Row::kName, loc);                                    \
        const bool scalarFirst = o.scalarFirst;                                                                  \
        detail::RepSelect<T, T1>(                                                                                \
            Row::kName, loc, PLAN(T, Row::kName), dst, selMask, *o.vec, nullptr, o.Scalar(elem),                 \
            SELMODE::VSEL_TENSOR_SCALAR_MODE,                                                                    \
            detail::RepStrides{repeatParams.dstBlkStride, repeatParams.dstRepStride},                            \
            detail::RepStrides{scalarFirst ? repeatParams.src1BlkStride : repeatParams.src0BlkStride,            \
                               scalarFirst ? repeatParams.src1RepStride : repeatParams.src0RepStride},           \
            detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride}, scalarFirst, elem);      \
    }
ASCSIM_REP_FLEX_SELECT(uint64_t*, ASCSIM_PLAN_BITS)
ASCSIM_REP_FLEX_SELECT(uint64_t, ASCSIM_PLAN_CONT)
#undef ASCSIM_REP_FLEX_SELECT

#undef ASCSIM_PLAN_BITS
#undef ASCSIM_PLAN_CONT

} // namespace AscendC
