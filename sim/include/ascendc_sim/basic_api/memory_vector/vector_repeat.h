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
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/ops/unary_arith.h"
#include "ascendc_sim/engine/vector_common.h"
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
    detail::VecRepeat<T, 0>("Duplicate", loc, ASCSIM_PLAN_BITS(T, "Duplicate"), dst,
                            detail::RepStrides{dstBlockStride, dstRepeatStride}, {}, {}, false,
                            [v](const std::array<T, 0>&, uint64_t, uint64_t) { return v; });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const T& scalarValue, uint64_t mask,
                                 const uint8_t repeatTime, const uint16_t dstBlockStride, const uint8_t dstRepeatStride,
                                 SrcLoc loc = SrcLoc::Here())
{
    const T v = scalarValue;
    detail::VecRepeat<T, 0>("Duplicate", loc, ASCSIM_PLAN_CONT(T, "Duplicate"), dst,
                            detail::RepStrides{dstBlockStride, dstRepeatStride}, {}, {}, false,
                            [v](const std::array<T, 0>&, uint64_t, uint64_t) { return v; });
}

// ---- Cast (类型转换/Cast.md: tensor高维切分计算; vconv_intf.h:59-70) --------------------------------
// When the widths differ, "数据类型转换的mask会按照输入和输出类型中sizeof(dtype)较大的来筛选" and one
// repeat holds 256 / sizeof(wider) elements: element k of repeat r of an operand of type X is element
// k % (32 / sizeof(X)) of its DataBlock k / (32 / sizeof(X)) (the narrower operand uses the first
// 8 * sizeof(X) / sizeof(wider) blocks). This is the dav_3510 impl's DATA_BLOCK_COPY load / store
// with UnPack / Pack around the register cast (kernel_operator_vec_vconv_impl.h, GenLoadL0 /
// GenStoreL0). The mask is read as the wider type's (ContinuousMask / BitwiseMask<wider>).
namespace detail {
template <typename D, typename S>
using CastWide = std::conditional_t<(sizeof(D) >= sizeof(S)), D, S>;

// Element offset (in X elements from the tensor start) of element k of repeat r.
template <typename X>
inline uint64_t CastElemOffset(uint64_t k, uint64_t r, RepStrides st)
{
    constexpr uint64_t epb = kBlkElems<X>;
    return (r * st.rep + (k / epb) * st.blk) * epb + k % epb;
}

// Byte spans of one operand per repeat, for the enabled elements (adjacent elements merged).
template <typename X, typename KsAt>
inline std::vector<std::vector<ByteSpan>> CastSpans(const LocalTensor<X>& t, KsAt&& ksAt, RepStrides st,
                                                    uint64_t repeats)
{
    std::vector<std::vector<ByteSpan>> out(repeats);
    const auto base = reinterpret_cast<uintptr_t>(t.Data());
    for (uint64_t r = 0; r < repeats; ++r) {
        for (uint64_t k : ksAt(r)) {
            const uintptr_t a = base + CastElemOffset<X>(k, r, st) * sizeof(X);
            if (!out[r].empty() && out[r].back().second == a) {
                out[r].back().second = a + sizeof(X);
            } else {
                out[r].emplace_back(a, a + sizeof(X));
            }
        }
    }
    return out;
}

template <typename D, typename S>
inline void RepCast(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<D>& dst,
                    const LocalTensor<S>& src, RoundMode roundMode, const UnaryRepeatParams& p)
{
    using namespace ascsim::kern;
    using W = CastWide<D, S>;
    static_assert(kRepeatTypeOk<W>, "Cast (mask/repeat forms): the wider type must be 16- or 32-bit here");
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(W)), sizeof(W), 1, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const RepStrides dS{p.dstBlkStride, p.dstRepStride}, sS{p.srcBlkStride, p.srcRepStride};
    std::vector<uint64_t> ksBody, ksLast; // enabled elements of a repeat (the last may differ)
    for (uint64_t k = 0; k < kRepElems<W>; ++k) {
        if (plan.body.Bit(k)) {
            ksBody.push_back(k);
        }
        if (plan.last.Bit(k)) {
            ksLast.push_back(k);
        }
    }
    auto ksAt = [&](uint64_t r) -> const std::vector<uint64_t>& { return r + 1 == repeats ? ksLast : ksBody; };
    if (san) {
        if (!ascsim::num::CastSupported<D, S>(roundMode)) {
            Fail(Check::kMemcheck, api,
                 "this source/destination type pair and RoundMode " + std::to_string(static_cast<int>(roundMode)) +
                     " is not supported on Ascend 950",
                 loc);
        }
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        const auto dspans = CastSpans<D>(dst, ksAt, dS, repeats);
        const auto sspans = CastSpans<S>(src, ksAt, sS, repeats);
        RepeatOverlap(dspans, sspans, false, api, "source", loc);
        for (uint64_t r = 0; r < repeats; ++r) {
            const auto sBase = reinterpret_cast<uintptr_t>(src.Data());
            for (const auto& [a, b] : sspans[r]) {
                src.Declare(Pipe::V, seq, (a - sBase) / sizeof(S), (b - a) / sizeof(S), false, api, loc);
            }
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            const auto dBase = reinterpret_cast<uintptr_t>(dst.Data());
            for (const auto& [a, b] : dspans[r]) {
                dst.Declare(Pipe::V, seq, (a - dBase) / sizeof(D), (b - a) / sizeof(D), true, api, loc);
            }
        }
    }
    bool sat = false;
    if constexpr (kCastSaturable<D, S>) {
        sat = SaturatesNow<D>(); // saturation.h
    }
    std::vector<RepLane<D>> lanes;
    lanes.reserve(ksBody.size());
    uint64_t& unknownCounter = ascsim::num::UnknownLaneCounter();
    unknownCounter = 0;
    uint64_t unknownLanes = 0; // initcheck (core.h): e.g. a negative value into uint8_t
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        for (uint64_t k : ksAt(r)) {
            D* d = dst.Data() + CastElemOffset<D>(k, r, dS);
            const S* sp = src.Data() + CastElemOffset<S>(k, r, sS);
            if (!san && (!InUb(d, sizeof(D)) || !InUb(sp, sizeof(S)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const uint64_t before = unknownCounter;
            D v = ascsim::num::Cast<D, S>(*sp, roundMode);
            if constexpr (kCastSaturable<D, S>) {
                v = SaturateIf(v, sat);
            }
            const bool defined = !san || UbDefined(sp, sizeof(S));
            unknownLanes += unknownCounter != before && defined ? 1 : 0;
            lanes.push_back(RepLane<D>{d, v, defined});
        }
        WriteRepLanes(lanes, san);
    }
    unknownCounter = 0;
    if (san) {
        ReportUnknownResult(api, loc, unknownLanes);
    }
}
} // namespace detail

template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    using W = detail::CastWide<T, U>;
    detail::RepCast<T, U>("Cast", loc, ASCSIM_PLAN_BITS(W, "Cast"), dst, src, roundMode, repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    using W = detail::CastWide<T, U>;
    detail::RepCast<T, U>("Cast", loc, ASCSIM_PLAN_CONT(W, "Cast"), dst, src, roundMode, repeatParams);
}

// ---- Compare / Compares (比较与选择/Compare.md, Compares.md: tensor高维切分计算; cmpsel_intf.h:60-68,
// 118-128) -------------------------------------------------------------------------------------------
// The sources are addressed as in every mask/repeat form. The result of repeat r is a bit mask of
// 256 / sizeof(T) bits (one per element, LSB first, masked-off elements 0) written contiguously at
// byte r * 32 / sizeof(T) of dst: the dav_3510 impl (kernel_operator_vec_cmp_impl.h,
// CompareLevel0NormalMode / CompareScalarLevel0NormalMode) stores each repeat's predicate with
// StoreUnAlign, so the destination strides are not used. Compare.md's example (mask[0] = 0x33333333,
// 64 floats, LE) gives [51 51 51 51 0 0 0 0].
namespace detail {
template <typename T, size_t NS, typename Cmp>
inline void RepCompareImpl(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan,
                           const LocalTensor<uint8_t>& dst, const std::array<const LocalTensor<T>*, NS>& srcs,
                           const std::array<RepStrides, NS>& srcS, Cmp&& cmp)
{
    using namespace ascsim::kern;
    static_assert(kRepeatTypeOk<T>, "the mask/repeat forms take 16- or 32-bit elements on Ascend 950");
    constexpr uint64_t elems = kRepElems<T>;
    constexpr uint64_t bytesPerRep = elems / 8;
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(T)), sizeof(T), NS, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const PlanRuns runs = MakeRuns<T>(plan);
    if (san) {
        RequireRepeats(plan, api, loc);
        VecAligned(dst, api, loc);
        std::vector<std::vector<ByteSpan>> dspans(repeats);
        const auto dBase = reinterpret_cast<uintptr_t>(dst.Data());
        for (uint64_t r = 0; r < repeats; ++r) {
            dspans[r].emplace_back(dBase + r * bytesPerRep, dBase + (r + 1) * bytesPerRep);
        }
        size_t i = 0;
        for (const LocalTensor<T>* s : srcs) {
            VecAligned(*s, api, loc);
            RepeatOverlap(dspans, OperandSpans<T>(*s, runs, srcS[i], repeats), false, api,
                          NS == 1 ? "source" : (i == 0 ? "src0" : "src1"), loc);
            for (uint64_t r = 0; r < repeats; ++r) {
                for (const auto& [e0, e1] : RepeatRuns<T>(runs, srcS[i], r)) {
                    s->Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
                }
            }
            ++i;
        }
        dst.Declare(Pipe::V, seq, 0, repeats * bytesPerRep, true, api, loc);
    }
    constexpr uint64_t epb = kBlkElems<T>;
    uint8_t* out = dst.Data();
    for (uint64_t r = 0; r < repeats; ++r) {
        uint8_t bits[bytesPerRep] = {};
        bool defined[bytesPerRep];
        for (uint64_t j = 0; j < bytesPerRep; ++j) {
            defined[j] = true;
        }
        bool inside = !san ? InUb(out + r * bytesPerRep, bytesPerRep) : true;
        const RepMask& mask = plan.At(r);
        for (uint64_t k = 0; k < elems && inside; ++k) {
            if (!mask.Bit(k)) {
                continue;
            }
            std::array<T, NS> in{};
            for (size_t i = 0; i < NS; ++i) {
                const T* p = srcs[i]->Data() + (r * srcS[i].rep + (k / epb) * srcS[i].blk) * epb + k % epb;
                if (!san && !InUb(p, sizeof(T))) {
                    inside = false; // sanitizer off: stay inside the UB arena
                    break;
                }
                in[i] = *p;
                if (san && !UbDefined(p, sizeof(T))) {
                    defined[k / 8] = false;
                }
            }
            if (inside && cmp(in)) {
                bits[k / 8] = static_cast<uint8_t>(bits[k / 8] | (1u << (k % 8)));
            }
        }
        if (!inside) {
            continue;
        }
        for (uint64_t j = 0; j < bytesPerRep; ++j) {
            out[r * bytesPerRep + j] = bits[j];
            if (san) {
                if (defined[j]) {
                    UbMarkDefined(out + r * bytesPerRep + j, 1);
                } else {
                    UbMarkUndefined(out + r * bytesPerRep + j, 1);
                }
            }
        }
    }
}
} // namespace detail

template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, const uint64_t mask[], uint8_t repeatTime,
                               const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t> || std::is_same_v<U, int8_t>, "Compare writes a uint8_t/int8_t bit mask");
    detail::RepCompareImpl<T, 2>(
        "Compare", loc, ASCSIM_PLAN_BITS(T, "Compare"), dst.template ReinterpretCast<uint8_t>(), {&src0, &src1},
        {detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
         detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride}},
        [cmpMode](const std::array<T, 2>& v) { return ascsim::num::Compare(v[0], v[1], cmpMode); });
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, const uint64_t mask, uint8_t repeatTime,
                               const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t> || std::is_same_v<U, int8_t>, "Compare writes a uint8_t/int8_t bit mask");
    detail::RepCompareImpl<T, 2>(
        "Compare", loc, ASCSIM_PLAN_CONT(T, "Compare"), dst.template ReinterpretCast<uint8_t>(), {&src0, &src1},
        {detail::RepStrides{repeatParams.src0BlkStride, repeatParams.src0RepStride},
         detail::RepStrides{repeatParams.src1BlkStride, repeatParams.src1RepStride}},
        [cmpMode](const std::array<T, 2>& v) { return ascsim::num::Compare(v[0], v[1], cmpMode); });
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compares(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,
                                CMPMODE cmpMode, const uint64_t mask[], uint8_t repeatTime,
                                const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t>, "Compares writes a uint8_t bit mask");
    detail::RepCompareImpl<T, 1>(
        "Compares", loc, ASCSIM_PLAN_BITS(T, "Compares"), dst, {&src0},
        {detail::RepStrides{repeatParams.srcBlkStride, repeatParams.srcRepStride}},
        [cmpMode, src1Scalar](const std::array<T, 1>& v) { return ascsim::num::Compare(v[0], src1Scalar, cmpMode); });
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compares(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,
                                CMPMODE cmpMode, const uint64_t mask, uint8_t repeatTime,
                                const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, uint8_t>, "Compares writes a uint8_t bit mask");
    detail::RepCompareImpl<T, 1>(
        "Compares", loc, ASCSIM_PLAN_CONT(T, "Compares"), dst, {&src0},
        {detail::RepStrides{repeatParams.srcBlkStride, repeatParams.srcRepStride}},
        [cmpMode, src1Scalar](const std::array<T, 1>& v) { return ascsim::num::Compare(v[0], src1Scalar, cmpMode); });
}

// ---- Select (比较与选择/Select.md: tensor高维切分计算; cmpsel_intf.h:188-199, 251-262) ---------------
// Element k of repeat r (enabled by the mask) takes src0 where its selMask bit is 1, else src1; the
// destination's masked-off elements keep their value (StoreAlign under the mask). selMask bits: with
// VSEL_CMPMASK_SPR the first 256 / sizeof(T) bits serve every repeat (the dav_3510 impl loads them
// once, SelectMode0Level0); VSEL_TENSOR_TENSOR_MODE and the scalar form (VSEL_TENSOR_SCALAR_MODE)
// consume 256 / sizeof(T) bits per repeat (SelectMode2Level0 / SelectMode1Level0). As for the
// count form, a tensor src1 needs mode 0 or 2, a scalar src1 mode 1.
namespace detail {
template <typename T, typename U>
inline void RepSelect(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst,
                      const LocalTensor<U>& selMask, const LocalTensor<T>& src0, const LocalTensor<T>* src1, T scalar,
                      SELMODE selMode, const BinaryRepeatParams& p)
{
    using namespace ascsim::kern;
    static_assert(kRepeatTypeOk<T>, "the mask/repeat forms take 16- or 32-bit elements on Ascend 950");
    constexpr uint64_t elems = kRepElems<T>;
    constexpr uint64_t epb = kBlkElems<T>;
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(T)), sizeof(T), 3, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const bool spr = selMode == SELMODE::VSEL_CMPMASK_SPR;
    const RepStrides dS{p.dstBlkStride, p.dstRepStride}, s0S{p.src0BlkStride, p.src0RepStride},
        s1S{p.src1BlkStride, p.src1RepStride};
    const PlanRuns runs = MakeRuns<T>(plan);
    const uint64_t maskBytes = (spr ? elems : repeats * elems) / 8;
    if (san) {
        if (src1 != nullptr) {
            VecRequire(selMode != SELMODE::VSEL_TENSOR_SCALAR_MODE, api,
                       "a tensor src1 needs SELMODE::VSEL_CMPMASK_SPR or VSEL_TENSOR_TENSOR_MODE", loc);
        } else {
            VecRequire(selMode == SELMODE::VSEL_TENSOR_SCALAR_MODE, api,
                       "a scalar src1 needs SELMODE::VSEL_TENSOR_SCALAR_MODE", loc);
        }
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(selMask, api, loc);
        VecAligned(src0, api, loc);
        const auto dspans = OperandSpans<T>(dst, runs, dS, repeats);
        RepeatOverlap(dspans, OperandSpans<T>(src0, runs, s0S, repeats), false, api, "src0", loc);
        if (src1 != nullptr) {
            VecAligned(*src1, api, loc);
            RepeatOverlap(dspans, OperandSpans<T>(*src1, runs, s1S, repeats), false, api, "src1", loc);
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [e0, e1] : RepeatRuns<T>(runs, s0S, r)) {
                src0.Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
            }
            if (src1 != nullptr) {
                for (const auto& [e0, e1] : RepeatRuns<T>(runs, s1S, r)) {
                    src1->Declare(Pipe::V, seq, e0, e1 - e0, false, api, loc);
                }
            }
        }
        selMask.Declare(Pipe::V, seq, 0, (maskBytes + sizeof(U) - 1) / sizeof(U), false, api, loc);
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [e0, e1] : RepeatRuns<T>(runs, dS, r)) {
                dst.Declare(Pipe::V, seq, e0, e1 - e0, true, api, loc);
            }
        }
    }
    const auto* m = reinterpret_cast<const uint8_t*>(selMask.Data());
    std::vector<RepLane<T>> lanes;
    lanes.reserve(elems);
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        const RepMask& mask = plan.At(r);
        for (uint64_t k = 0; k < elems; ++k) {
            if (!mask.Bit(k)) {
                continue;
            }
            const uint64_t bit = spr ? k : r * elems + k;
            T* d = dst.Data() + (r * dS.rep + (k / epb) * dS.blk) * epb + k % epb;
            const T* a = src0.Data() + (r * s0S.rep + (k / epb) * s0S.blk) * epb + k % epb;
            const T* b = src1 != nullptr ? src1->Data() + (r * s1S.rep + (k / epb) * s1S.blk) * epb + k % epb : nullptr;
            if (!san && (!InUb(d, sizeof(T)) || !InUb(a, sizeof(T)) || (b != nullptr && !InUb(b, sizeof(T))) ||
                         !InUb(m + bit / 8, 1))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const T other = b != nullptr ? *b : scalar;
            bool defined = true;
            if (san) {
                defined = UbDefined(a, sizeof(T)) && (b == nullptr || UbDefined(b, sizeof(T))) &&
                          UbDefined(m + bit / 8, 1);
            }
            lanes.push_back(RepLane<T>{d, ascsim::num::Select(ascsim::num::MaskBit(m, bit), *a, other), defined});
        }
        WriteRepLanes(lanes, san);
    }
}
} // namespace detail

template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              const LocalTensor<T>& src1, SELMODE selMode, uint64_t mask[], uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::RepSelect<T, U>("Select", loc, ASCSIM_PLAN_BITS(T, "Select"), dst, selMask, src0, &src1, T{}, selMode,
                            repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              const LocalTensor<T>& src1, SELMODE selMode, uint64_t mask, uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::RepSelect<T, U>("Select", loc, ASCSIM_PLAN_CONT(T, "Select"), dst, selMask, src0, &src1, T{}, selMode,
                            repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              T src1, SELMODE selMode, uint64_t mask[], uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::RepSelect<T, U>("Select", loc, ASCSIM_PLAN_BITS(T, "Select"), dst, selMask, src0, nullptr, src1, selMode,
                            repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              T src1, SELMODE selMode, uint64_t mask, uint8_t repeatTime,
                              const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::RepSelect<T, U>("Select", loc, ASCSIM_PLAN_CONT(T, "Select"), dst, selMask, src0, nullptr, src1, selMode,
                            repeatParams);
}

#undef ASCSIM_PLAN_BITS
#undef ASCSIM_PLAN_CONT

} // namespace AscendC
