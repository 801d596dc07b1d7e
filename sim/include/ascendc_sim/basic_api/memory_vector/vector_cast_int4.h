// Memory vector API, Cast to and from int4b_t for Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/
// 类型转换/Cast.md; rounding and saturation: 数据结构/precision_conversion.md):
//   Cast(dst, src, roundMode, count)                                   tensor前n个数据计算
//   Cast<T, U, isSetMask>(dst, src, roundMode, mask[] / mask, repeatTime, UnaryRepeatParams)
//                                                                      tensor高维切分计算
// for the 950 table's int4b_t pairs: half -> int4b_t (CAST_RINT / FLOOR / CEIL / ROUND / TRUNC),
// int16_t -> int4b_t, int4b_t -> int16_t / half / bfloat16_t (CAST_NONE). These overloads take the
// int4b_t operand's type in the parameter list, so partial ordering prefers them to the generic Cast
// templates (vector_api.h, vector_repeat.h) for every call with an int4b_t tensor.
// Semantics: half -> int4b_t rounds by roundMode and saturates to [-8, 7] ("溢出默认按照饱和模式处理";
// NaN -> 0, +-inf -> 7 / -8 as for the other integer results, cast.h); int16_t -> int4b_t saturates
// (the page's example 2^15 - 1 -> 2^3 - 1); the widenings are exact. Element 2i sits in the low nibble
// of byte i (int4.h).
// Repeats: the 16-bit operand sets the mask and the repeat (128 elements, "按照输入和输出类型中
// sizeof(dtype)较大的来筛选"); a DataBlock of the int4b_t operand holds 64 elements, so element k of
// repeat r is nibble (r * repStride + (k / 64) * blkStride) * 64 + k % 64 (as engine/vector_repeat_cast.h's
// CastElemOffset for whole-byte types; the page's example uses dstRepStride 2 for 128 int4b_t).
// Cast.md 约束说明: the count and a continuous mask must be even, and in a bit-wise mask bits 2i and
// 2i + 1 must agree ("对应同一字节的相邻两个比特位的数值必须一致"): memcheck findings otherwise (the
// sim checks the mask each repeat really uses, so Counter mode's count and the MASK register are
// covered as well). Addresses 32-byte aligned, operands inside their tensors, source and destination
// disjoint (Cast changes the width, so no in-place form exists).
// Timing: one V instruction over the 16-bit operand's VLs, under the name and class of Cast's op-table row
// (engine/ops/cast.h: the simple rate); the int4b_t lanes are this file's.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/types/int4.h"
#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

using ascsim::kern::SrcLoc;

namespace detail {

// The 950 table's int4b_t pairs (Cast.md).
template <typename D, typename S>
inline bool Int4CastSupported(RoundMode rm)
{
    const bool r5 = rm == RoundMode::CAST_RINT || rm == RoundMode::CAST_FLOOR || rm == RoundMode::CAST_CEIL ||
                    rm == RoundMode::CAST_ROUND || rm == RoundMode::CAST_TRUNC;
    if constexpr (std::is_same_v<D, int4b_t>) {
        if constexpr (std::is_same_v<S, half>) {
            return r5;
        } else {
            return std::is_same_v<S, int16_t> && rm == RoundMode::CAST_NONE;
        }
    } else {
        return std::is_same_v<S, int4b_t> && (std::is_same_v<D, int16_t> || std::is_same_v<D, half> ||
                                              std::is_same_v<D, bfloat16_t>)&&rm == RoundMode::CAST_NONE;
    }
}

inline int4b_t SaturateInt4(int32_t v) { return int4b_t(v < -8 ? -8 : (v > 7 ? 7 : v)); }

// One element: the source value at nibble / element index si, into the destination value.
template <typename D, typename S>
inline D Int4CastValue(const S* src, uint64_t si, RoundMode rm)
{
    if constexpr (std::is_same_v<S, int4b_t>) {
        const uint8_t byte = reinterpret_cast<const uint8_t*>(src)[si / 2];
        const auto v = static_cast<int8_t>(int4b_t(static_cast<uint32_t>(si % 2 == 0 ? byte & 0xFu : byte >> 4)));
        if constexpr (std::is_same_v<D, int16_t>) {
            return static_cast<int16_t>(v);
        } else if constexpr (std::is_same_v<D, half>) {
            return ascsim::num::Cast<half, int16_t>(static_cast<int16_t>(v), RoundMode::CAST_RINT); // exact
        } else {
            return ascsim::num::Cast<bfloat16_t, float>(static_cast<float>(v), RoundMode::CAST_RINT); // exact
        }
    } else if constexpr (std::is_same_v<S, half>) {
        return SaturateInt4(ascsim::num::Cast<int16_t, half>(src[si], rm));
    } else {
        return SaturateInt4(src[si]);
    }
}

template <typename D>
inline void Int4Store(D* dst, uint64_t di, const D& v)
{
    if constexpr (std::is_same_v<D, int4b_t>) {
        uint8_t& byte = reinterpret_cast<uint8_t*>(dst)[di / 2];
        byte = static_cast<uint8_t>(di % 2 == 0 ? (byte & 0xF0u) | v.storage : (byte & 0x0Fu) | (v.storage << 4));
    } else {
        dst[di] = v;
    }
}

// Byte range [first, first + count) elements of X occupies, relative to the tensor start.
template <typename X>
inline std::pair<uint64_t, uint64_t> Int4Bytes(uint64_t first, uint64_t count)
{
    const uint64_t b = ascsim::kern::ElemByteOffset<X>(first);
    return {b, b + ascsim::kern::ElemByteSpan<X>(first, count)};
}

template <typename D, typename S>
inline void Int4Checks(const char* api, SrcLoc loc, RoundMode rm, const LocalTensor<D>& dst, const LocalTensor<S>& src)
{
    VecRequire(Int4CastSupported<D, S>(rm), api,
               "this int4b_t source/destination pair and RoundMode " + std::to_string(static_cast<int>(rm)) +
                   " is not supported on Ascend 950 (Cast.md)",
               loc);
    VecAligned(dst, api, loc);
    VecAligned(src, api, loc);
}

// Element offsets (in X elements) of element k of repeat r: 32-byte DataBlocks of 64 int4b_t or 16
// 16-bit elements.
template <typename X>
inline uint64_t Int4ElemOffset(uint64_t k, uint64_t r, RepStrides st)
{
    constexpr uint64_t epb = 256 / ascsim::kern::kElemBits<X>;
    return (r * st.rep + (k / epb) * st.blk) * epb + k % epb;
}

template <typename D, typename S>
inline void Int4CastRepeat(const char* api, SrcLoc loc, const RepPlan& plan, const LocalTensor<D>& dst,
                           const LocalTensor<S>& src, RoundMode rm, const UnaryRepeatParams& p)
{
    using namespace ascsim::kern;
    constexpr uint64_t e = 128; // 16-bit lanes per repeat
    const uint64_t repeats = plan.repeats;
    const uint64_t seq = IssueVector(api, repeats * e, 2, 1, loc);
    ClaimReservedUb(api, plan.form, loc); // Cast's mask/repeat overloads, int4b_t included
    const bool san = SanitizerEnabled();
    const RepStrides dS{p.dstBlkStride, p.dstRepStride}, sS{p.srcBlkStride, p.srcRepStride};
    if (san) {
        Int4Checks(api, loc, rm, dst, src);
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        for (const RepMask* m : {&plan.body, &plan.last}) {
            for (uint64_t k = 0; k < e; k += 2) {
                if (m->Bit(k) != m->Bit(k + 1)) {
                    VecRequire(false, api,
                               "mask bits " + std::to_string(k) + " and " + std::to_string(k + 1) +
                                   " differ: with int4b_t the mask / count must cover whole bytes (Cast.md: "
                                   "an even count or continuous mask, pairs of equal bits)",
                               loc);
                    k = e;
                }
            }
        }
        // declare every enabled element's bytes, and keep the bytes for the overlap check
        std::vector<std::pair<uint64_t, uint64_t>> dBytes, sBytes;
        const auto dBase = reinterpret_cast<uintptr_t>(dst.Data()), sBase = reinterpret_cast<uintptr_t>(src.Data());
        for (uint64_t r = 0; r < repeats; ++r) {
            const RepMask& m = plan.At(r);
            for (uint64_t k = 0; k < e; ++k) {
                if (!m.Bit(k)) {
                    continue;
                }
                const uint64_t si = Int4ElemOffset<S>(k, r, sS), di = Int4ElemOffset<D>(k, r, dS);
                src.Declare(Pipe::V, seq, si, 1, false, api, loc);
                const auto sb = Int4Bytes<S>(si, 1), db = Int4Bytes<D>(di, 1);
                sBytes.emplace_back(sBase + sb.first, sBase + sb.second);
                dBytes.emplace_back(dBase + db.first, dBase + db.second);
            }
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            const RepMask& m = plan.At(r);
            for (uint64_t k = 0; k < e; ++k) {
                if (m.Bit(k)) {
                    dst.Declare(Pipe::V, seq, Int4ElemOffset<D>(k, r, dS), 1, true, api, loc);
                }
            }
        }
        auto lo = [](const std::vector<std::pair<uint64_t, uint64_t>>& v) {
            uint64_t a = UINT64_MAX, b = 0;
            for (const auto& [x, y] : v) {
                a = x < a ? x : a;
                b = y > b ? y : b;
            }
            return std::pair<uint64_t, uint64_t>{a, b};
        };
        if (!dBytes.empty()) {
            const auto [d0, d1] = lo(dBytes);
            const auto [s0, s1] = lo(sBytes);
            VecRequire(d1 <= s0 || s1 <= d0, api, "source and destination overlap (Cast changes the width)", loc);
        }
    }
    struct Lane {
        uint64_t di;
        D value;
        bool defined;
    };
    std::vector<Lane> lanes;
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        const RepMask& m = plan.At(r);
        for (uint64_t k = 0; k < e; ++k) {
            if (!m.Bit(k)) {
                continue;
            }
            const uint64_t si = Int4ElemOffset<S>(k, r, sS), di = Int4ElemOffset<D>(k, r, dS);
            const auto sb = Int4Bytes<S>(si, 1), db = Int4Bytes<D>(di, 1);
            const auto* sp = reinterpret_cast<const uint8_t*>(src.Data()) + sb.first;
            auto* dp = reinterpret_cast<uint8_t*>(dst.Data()) + db.first;
            if (!san && (!InUb(sp, sb.second - sb.first) || !InUb(dp, db.second - db.first))) {
                continue;
            }
            lanes.push_back(Lane{di, Int4CastValue<D, S>(src.Data(), si, rm), !san || UbDefined(sp, 1)});
        }
        for (const Lane& l : lanes) {
            Int4Store(dst.Data(), l.di, l.value);
            if (san) {
                const auto db = Int4Bytes<D>(l.di, 1);
                auto* dp = reinterpret_cast<uint8_t*>(dst.Data()) + db.first;
                if (l.defined) {
                    UbMarkDefined(dp, db.second - db.first);
                } else {
                    UbMarkUndefined(dp, db.second - db.first);
                }
            }
        }
    }
}

template <typename D, typename S>
inline void Int4CastCount(SrcLoc loc, const LocalTensor<D>& dst, const LocalTensor<S>& src, RoundMode rm,
                          uint32_t count)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::Cast::kName;
    const uint64_t n = count;
    const uint64_t seq = IssueVector(api, n, 2, 1, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        Int4Checks(api, loc, rm, dst, src);
        VecRequire(n > 0, api, "count 0: on Ascend 950 a zero count is not guaranteed to be a no-op", loc);
        VecRequire(n % 2 == 0, api,
                   "count " + std::to_string(n) + " is odd: with int4b_t the count must be even (Cast.md)", loc);
        const auto [d0, d1] = Int4Bytes<D>(0, n);
        const auto [s0, s1] = Int4Bytes<S>(0, n);
        const auto dB = reinterpret_cast<uintptr_t>(dst.Data()), sB = reinterpret_cast<uintptr_t>(src.Data());
        VecRequire(dB + d1 <= sB + s0 || sB + s1 <= dB + d0, api,
                   "source and destination overlap (Cast changes the width)", loc);
        src.Declare(Pipe::V, seq, 0, n, false, api, loc);
        dst.Declare(Pipe::V, seq, 0, n, true, api, loc);
    }
    const auto sSpan = Int4Bytes<S>(0, n), dSpan = Int4Bytes<D>(0, n);
    if (!san && (!InUb(src.Data(), sSpan.second) || !InUb(dst.Data(), dSpan.second))) {
        return;
    }
    std::vector<uint8_t> defined(n, 1);
    for (uint64_t i = 0; i < n; ++i) {
        if (san) {
            const auto sb = Int4Bytes<S>(i, 1);
            defined[i] = UbDefined(reinterpret_cast<const uint8_t*>(src.Data()) + sb.first, 1) ? 1 : 0;
        }
        Int4Store(dst.Data(), i, Int4CastValue<D, S>(src.Data(), i, rm));
    }
    if (san) {
        for (uint64_t i = 0; i < n; ++i) {
            const auto db = Int4Bytes<D>(i, 1);
            auto* dp = reinterpret_cast<uint8_t*>(dst.Data()) + db.first;
            if (defined[i]) {
                UbMarkDefined(dp, db.second - db.first);
            }
        }
        for (uint64_t i = 0; i < n; ++i) { // a byte with one undefined nibble stays undefined
            if (!defined[i]) {
                const auto db = Int4Bytes<D>(i, 1);
                UbMarkUndefined(reinterpret_cast<uint8_t*>(dst.Data()) + db.first, db.second - db.first);
            }
        }
    }
}

} // namespace detail

// ---- into int4b_t ------------------------------------------------------------------------------------------------
template <typename T = int4b_t, typename U>
__aicore__ inline void Cast(const LocalTensor<int4b_t>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T, int4b_t>, "Cast: T must be the destination type int4b_t");
    detail::Int4CastCount<int4b_t, U>(loc, dst, src, roundMode, count);
}
template <typename T = int4b_t, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<int4b_t>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T, int4b_t>, "Cast: T must be the destination type int4b_t");
    detail::Int4CastRepeat<int4b_t, U>(
        ascsim::ops::Cast::kName, loc,
        detail::PlanMask<int16_t, isSetMask>(mask, 0, repeatTime, ascsim::ops::Cast::kName, loc), dst, src, roundMode,
        repeatParams);
}
template <typename T = int4b_t, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<int4b_t>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T, int4b_t>, "Cast: T must be the destination type int4b_t");
    detail::Int4CastRepeat<int4b_t, U>(
        ascsim::ops::Cast::kName, loc,
        detail::PlanMask<int16_t, isSetMask>(nullptr, mask, repeatTime, ascsim::ops::Cast::kName, loc), dst, src,
        roundMode, repeatParams);
}

// ---- from int4b_t ------------------------------------------------------------------------------------------------
template <typename T, typename U = int4b_t>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<int4b_t>& src, const RoundMode& roundMode,
                            const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, int4b_t>, "Cast: U must be the source type int4b_t");
    detail::Int4CastCount<T, int4b_t>(loc, dst, src, roundMode, count);
}
template <typename T, typename U = int4b_t, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<int4b_t>& src, const RoundMode& roundMode,
                            const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, int4b_t>, "Cast: U must be the source type int4b_t");
    detail::Int4CastRepeat<T, int4b_t>(
        ascsim::ops::Cast::kName, loc,
        detail::PlanMask<int16_t, isSetMask>(mask, 0, repeatTime, ascsim::ops::Cast::kName, loc), dst, src, roundMode,
        repeatParams);
}
template <typename T, typename U = int4b_t, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<int4b_t>& src, const RoundMode& roundMode,
                            const uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<U, int4b_t>, "Cast: U must be the source type int4b_t");
    detail::Int4CastRepeat<T, int4b_t>(
        ascsim::ops::Cast::kName, loc,
        detail::PlanMask<int16_t, isSetMask>(nullptr, mask, repeatTime, ascsim::ops::Cast::kName, loc), dst, src,
        roundMode, repeatParams);
}

} // namespace AscendC
