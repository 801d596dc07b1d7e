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

template <int Algo = -1, typename T, typename F>
inline void RepUnary(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst,
                     const LocalTensor<T>& src, const UnaryRepeatParams& p, F&& f)
{
    RepOptions opt;
    opt.algo = Algo;
    const bool sat = ascsim::kern::SaturatesNow<T>(); // saturation.h
    VecRepeat<T, 1>(
        api, loc, plan, dst, RepStrides{p.dstBlkStride, p.dstRepStride}, {&src},
        {RepStrides{p.srcBlkStride, p.srcRepStride}}, opt,
        [&f, sat](const std::array<T, 1>& v, uint64_t, uint64_t) { return ascsim::kern::SaturateIf(f(v[0]), sat); });
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

#undef ASCSIM_PLAN_BITS
#undef ASCSIM_PLAN_CONT

} // namespace AscendC
