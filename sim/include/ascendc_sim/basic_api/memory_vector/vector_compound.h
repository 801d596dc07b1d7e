// Memory vector API, compound and activation instructions for Ascend 950:
//   AddRelu    (docs/zh/api/SIMD-API/基础API/Memory矢量计算/复合计算/AddRelu.md)   dst = max(src0 + src1, 0)
//   Axpy       (复合计算/Axpy.md)                                                dst = src * scalar + dst
//   LeakyRelu  (基础算术/LeakyRelu.md)                                          dst = src >= 0 ? src : scalar * src
// each with its count form and its mask[] / mask forms (LeakyRelu also the U = PrimT<T> overloads).
// Each expands from its op-table row (name, lane, class): AddRelu and Axpy engine/ops/compound.h,
// LeakyRelu engine/ops/scalar_arith.h, where the lanes' semantics are described (the SDK's dav_3510 Reg
// sequences: AddRelu Add then Maxs(0); Axpy one rounding but for bfloat16_t and half src / float dst;
// LeakyRelu the product rounded to T).
// Types on 950: AddRelu int16_t, half, float (+ int64_t, uint64_t count form only); Axpy (src, scalar,
// dst) = (half, half, half), (float, float, float), (half, half, float), (bf16, bf16, bf16) (+ 64-bit
// integers count form only); LeakyRelu half, float.
// Axpy with half src and float dst: the mask forms follow the wider type (64 elements per repeat,
// Axpy.md: "一个迭代处理内最多处理64个输入数据"; laid out as Cast's mixed widths, vector_repeat.h
// RepCast), and source and destination may not overlap at all (Axpy.md 约束说明).
// Timing: one VF at the simple rate (附录/Reg矢量计算接口理论性能汇总.md 表6 LeakyRelu / Relu, 表8 Axpy:
// one VL per cycle); Axpy reads two UB operands (src and dst). The mask forms take the 8 KB UB
// temporary (each page's 约束说明).
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/numerics/fma.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

namespace detail {

template <typename T>
inline constexpr bool kAddReluCount = std::is_same_v<T, int16_t> || std::is_same_v<T, half> ||
                                      std::is_same_v<T, float> || std::is_same_v<T, int64_t> ||
                                      std::is_same_v<T, uint64_t>;
template <typename T>
inline constexpr bool kAddReluRep = std::is_same_v<T, int16_t> || std::is_same_v<T, half> || std::is_same_v<T, float>;

template <typename T>
inline constexpr bool kLeakyType = std::is_same_v<T, half> || std::is_same_v<T, float>;
// Axpy's supported (dst T, src U) pairs.
template <typename T, typename U>
inline constexpr bool kAxpyRepPair = (std::is_same_v<T, U> && (std::is_same_v<T, half> || std::is_same_v<T, float> ||
                                                               std::is_same_v<T, bfloat16_t>)) ||
                                     (std::is_same_v<T, float> && std::is_same_v<U, half>);
template <typename T, typename U>
inline constexpr bool kAxpyCountPair = kAxpyRepPair<T, U> || (std::is_same_v<T, U> && (std::is_same_v<T, int64_t> ||
                                                                                       std::is_same_v<T, uint64_t>));
// Count form of Axpy: dst is read and written (VecBegin's overlap rule allows dst == dst; a half src
// against a float dst can never be "identical", so any overlap is reported, as Axpy.md requires).
template <typename T, typename U>
inline void AxpyCount(SrcLoc loc, const LocalTensor<T>& dst, const LocalTensor<U>& src, U s, int32_t count)
{
    const char* api = ascsim::ops::Axpy::kName;
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    VecBegin(api, loc, count, VecOperand<T>{dst, n}, VecOperand<U>{src, n}, VecOperand<T>{dst, n});
    const U* x = src.Data();
    T* d = dst.Data();
    const bool sat = ascsim::kern::SaturatesNow<T>();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = ascsim::kern::SaturateIf(ascsim::ops::Axpy::Lane<T, U>(d[i], x[i], s), sat);
    }
    VecPropagate(n, dst, sizeof(T), LaneSrc{x, sizeof(U)}, LaneSrc{d, sizeof(T)});
}

// Mask forms of a dst-updating instruction with a narrower source type (Axpy half -> float): the
// element positions of Cast's mixed-width layout (CastElemOffset), the plan read for the wider type.
template <typename D, typename S, typename F>
inline void RepMixedUpdate(const char* api, SrcLoc loc, const RepPlan& plan, const LocalTensor<D>& dst,
                           const LocalTensor<S>& src, const UnaryRepeatParams& p, F&& f)
{
    using namespace ascsim::kern;
    using W = CastWide<D, S>;
    static_assert(kRepeatTypeOk<W>, "the wider type must be 16- or 32-bit");
    const uint64_t seq = IssueVector(api, plan.repeats * (256 / sizeof(W)), sizeof(W), 2, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    ClaimReservedUb(api, plan.form, loc);
    const RepStrides dS{p.dstBlkStride, p.dstRepStride}, sS{p.srcBlkStride, p.srcRepStride};
    const RepLanes ksAt = EnabledLanes<W>(plan); // enabled elements of each repeat
    if (san) {
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        const auto dspans = CastSpans<D>(dst, ksAt, dS, repeats);
        const auto sspans = CastSpans<S>(src, ksAt, sS, repeats);
        std::vector<ByteSpan> dAll, sAll;
        for (uint64_t r = 0; r < repeats; ++r) {
            dAll.insert(dAll.end(), dspans[r].begin(), dspans[r].end());
            sAll.insert(sAll.end(), sspans[r].begin(), sspans[r].end());
        }
        VecRequire(!SpansOverlap(dAll, sAll), api, "source and destination of different widths may not overlap at all",
                   loc);
        const auto sBase = reinterpret_cast<uintptr_t>(src.Data());
        const auto dBase = reinterpret_cast<uintptr_t>(dst.Data());
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [a, b] : sspans[r]) {
                src.Declare(Pipe::V, seq, (a - sBase) / sizeof(S), (b - a) / sizeof(S), false, api, loc);
            }
            for (const auto& [a, b] : dspans[r]) {
                dst.Declare(Pipe::V, seq, (a - dBase) / sizeof(D), (b - a) / sizeof(D), false, api, loc);
            }
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            for (const auto& [a, b] : dspans[r]) {
                dst.Declare(Pipe::V, seq, (a - dBase) / sizeof(D), (b - a) / sizeof(D), true, api, loc);
            }
        }
    }
    const bool sat = SaturatesNow<D>();
    for (uint64_t r = 0; r < repeats; ++r) {
        for (uint64_t k : ksAt(r)) {
            D* d = dst.Data() + CastElemOffset<D>(k, r, dS);
            const S* sp = src.Data() + CastElemOffset<S>(k, r, sS);
            if (!san && (!InUb(d, sizeof(D)) || !InUb(sp, sizeof(S)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const bool defined = !san || (UbDefined(sp, sizeof(S)) && UbDefined(d, sizeof(D)));
            *d = SaturateIf(f(*d, *sp), sat);
            if (san) {
                if (defined) {
                    UbMarkDefined(d, sizeof(D));
                } else {
                    UbMarkUndefined(d, sizeof(D));
                }
            }
        }
    }
}

template <typename T, typename U>
inline void AxpyRepeat(SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst, const LocalTensor<U>& src, U s,
                       const UnaryRepeatParams& p)
{
    if constexpr (std::is_same_v<T, U>) {
        const bool sat = ascsim::kern::SaturatesNow<T>();
        // dst is the second source, addressed with the destination's strides.
        VecRepeat<T, 2>(ascsim::ops::Axpy::kName, loc, plan, dst, RepStrides{p.dstBlkStride, p.dstRepStride},
                        {&src, &dst},
                        {RepStrides{p.srcBlkStride, p.srcRepStride}, RepStrides{p.dstBlkStride, p.dstRepStride}}, false,
                        [s, sat](const std::array<T, 2>& v, uint64_t, uint64_t) {
                            return ascsim::kern::SaturateIf(ascsim::ops::Axpy::Lane<T, U>(v[1], v[0], s), sat);
                        });
    } else {
        RepMixedUpdate<T, U>(ascsim::ops::Axpy::kName, loc, plan, dst, src, p,
                             [s](T d, U x) { return ascsim::ops::Axpy::Lane<T, U>(d, x, s); });
    }
}

} // namespace detail

using ascsim::kern::SrcLoc;

// ---- AddRelu (复合计算/AddRelu.md) -------------------------------------------------------------------
template <typename T>
__aicore__ inline void AddRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAddReluCount<T>, "AddRelu: T must be int16_t, half, float, int64_t or uint64_t on 950");
    detail::CountBinary<ascsim::ops::AddRelu>(loc, dst, src0, src1, count);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void AddRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                               SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAddReluRep<T>, "AddRelu: the mask forms take int16_t, half, float on 950");
    using Row = ascsim::ops::AddRelu;
    detail::RepBinary(Row::kName, loc, detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst, src0,
                      src1, repeatParams, false, [](T a, T b) { return Row::Lane<T>(a, b); });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void AddRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                               SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAddReluRep<T>, "AddRelu: the mask forms take int16_t, half, float on 950");
    using Row = ascsim::ops::AddRelu;
    detail::RepBinary(Row::kName, loc, detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), dst,
                      src0, src1, repeatParams, false, [](T a, T b) { return Row::Lane<T>(a, b); });
}

// ---- Axpy (复合计算/Axpy.md) --------------------------------------------------------------------------
template <typename T, typename U>
__aicore__ inline void Axpy(const LocalTensor<T>& dst, const LocalTensor<U>& src, const U& scalarValue,
                            const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAxpyCountPair<T, U>, "Axpy: unsupported (dst, src) type pair on 950 (Axpy.md, 数据类型)");
    detail::AxpyCount<T, U>(loc, dst, src, scalarValue, count);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Axpy(const LocalTensor<T>& dst, const LocalTensor<U>& src, const U& scalarValue, uint64_t mask[],
                            const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAxpyRepPair<T, U>, "Axpy: unsupported (dst, src) type pair for the mask forms on 950");
    using W = detail::CastWide<T, U>;
    detail::AxpyRepeat<T, U>(loc, detail::PlanMask<W, isSetMask>(mask, 0, repeatTime, ascsim::ops::Axpy::kName, loc),
                             dst, src, scalarValue, repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Axpy(const LocalTensor<T>& dst, const LocalTensor<U>& src, const U& scalarValue, uint64_t mask,
                            const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAxpyRepPair<T, U>, "Axpy: unsupported (dst, src) type pair for the mask forms on 950");
    using W = detail::CastWide<T, U>;
    detail::AxpyRepeat<T, U>(loc,
                             detail::PlanMask<W, isSetMask>(nullptr, mask, repeatTime, ascsim::ops::Axpy::kName, loc),
                             dst, src, scalarValue, repeatParams);
}

// ---- LeakyRelu (基础算术/LeakyRelu.md) ---------------------------------------------------------------
template <typename T, bool isSetMask = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,
                                 const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kLeakyType<T>, "LeakyRelu: T must be half or float");
    detail::CountScalar<ascsim::ops::LeakyRelu>(loc, dst, src, T(scalarValue), count);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,
                                 uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kLeakyType<T>, "LeakyRelu: T must be half or float");
    using Row = ascsim::ops::LeakyRelu;
    const T s = scalarValue;
    detail::RepUnary(Row::kName, loc, detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst, src,
                     repeatParams, [s](T a) { return Row::Lane<T>(a, s); });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,
                                 uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kLeakyType<T>, "LeakyRelu: T must be half or float");
    using Row = ascsim::ops::LeakyRelu;
    const T s = scalarValue;
    detail::RepUnary(Row::kName, loc, detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), dst,
                     src, repeatParams, [s](T a) { return Row::Lane<T>(a, s); });
}
// The scalar as a U equal to PrimT<T> (LeakyRelu.md, TensorTrait prototypes).
template <typename T, typename U, bool isSetMask = true,
          typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    LeakyRelu<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), count, loc);
}
template <typename T, typename U, bool isSetMask = true,
          typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    LeakyRelu<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), mask, repeatTime, repeatParams, loc);
}
template <typename T, typename U, bool isSetMask = true,
          typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    LeakyRelu<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), mask, repeatTime, repeatParams, loc);
}

} // namespace AscendC
