// Memory vector API, logic family (docs/zh/api/SIMD-API/基础API/Memory矢量计算/逻辑计算/), Ascend 950:
//   And / Or / Not          And.md, Or.md, Not.md            count form + mask[] / mask forms
//   Ands / Ors              Ands.md, Ors.md                  flexible scalar position (BinaryConfig)
//   ShiftLeft / ShiftRight  ShiftLeft.md, ShiftRight.md      scalar shift count: count + mask forms,
//                                                            plus the U = PrimT<T> overloads
//   ShiftLeft / ShiftRight  ShiftLeft（左移位数为Tensor）.md, ShiftRight（右移位数为Tensor）.md
//                                                            per-element shift counts, count form
// Every spelling expands from its instruction's op-table row (engine/ops/logic.h: name, lane, class).
// Types on 950 (each page's 数据类型): count forms int8..uint64 (Ands / Ors: int16_t, uint16_t, int64_t,
// uint64_t); the mask forms 16- and 32-bit integers (Ands / Ors: 16-bit only), as the SDK's dav_3510
// static_asserts. The "整个tensor参与计算" operator overloads (dst = src0 & src1) are not provided.
// Shifts: unsigned types shift logically, signed types arithmetically (Reg ShiftLeft(s) / ShiftRight(s)
// pages); a count beyond the bit width gives 0 (or -1 for a negative value shifted right). The
// doc's "大于数据类型位宽" leaves a count equal to the width open; the sim treats it as beyond (0 /
// sign fill), where C's shift would be undefined. Negative counts are undefined (Reg ShiftLefts.md:
// "负数行为未定义"): a scalar count must be in [0, 32767] (the SDK passes it as int16_t), memcheck
// otherwise; a negative per-element count yields poison and an initcheck report. roundEn of the
// ShiftRight mask forms is accepted and ignored (the dav_3510 impl does not use it; the 950 page
// says nothing about rounding).
// Timing: one Memory-API VF, logic ops at the simple rate (附录/Reg矢量计算接口理论性能汇总.md 表7:
// And/Or/Not/ShiftLeft(s)/ShiftRight(s) one VL per cycle). The mask forms take the 8 KB UB temporary
// like the other arithmetic mask forms (vector_repeat.h).
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/ops/logic.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_count_engine.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/numerics/poison.h"

namespace AscendC {

namespace detail {

template <typename T>
inline constexpr bool kLogicCountType = std::is_integral_v<T> && !std::is_same_v<T, bool> &&
                                        (sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8);
template <typename T>
inline constexpr bool kLogicRepType = std::is_integral_v<T> && (sizeof(T) == 2 || sizeof(T) == 4);
template <typename T>
inline constexpr bool kAndsOrsCountType = std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> ||
                                          std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>;
template <typename T>
inline constexpr bool kAndsOrsRepType = std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t>;

// Shift counts given per element: a negative one is undefined (initcheck, poison).
template <typename T>
inline T UnknownShift()
{
    if constexpr (kHasPoison<T>) {
        return ascsim::num::UnknownResult<T>();
    } else {
        ++ascsim::num::UnknownLaneCounter(); // no poison value for 64-bit types: zero, still counted
        return T(0);
    }
}

template <typename T>
inline void RequireShiftScalar(T scalar, const char* api, ascsim::kern::SrcLoc loc)
{
    if (!ascsim::kern::SanitizerEnabled()) {
        return;
    }
    const bool negative = std::is_signed_v<T> && static_cast<int64_t>(scalar) < 0;
    const bool wide = !negative && static_cast<uint64_t>(scalar) > 32767u;
    VecRequire(!negative && !wide, api,
               "shift count " + std::to_string(static_cast<int64_t>(scalar)) +
                   (negative ? " is negative (undefined: Reg ShiftLefts.md / ShiftRights.md, \"负数行为未定义\")" :
                               " does not fit the int16_t the instruction takes"),
               loc);
}

// The 8 KB temporary of the mask forms (ShiftLeft.md etc. do not list it for every API; the sim
// applies it to every arithmetic-style mask form, as vector_repeat.h does).

} // namespace detail

using ascsim::kern::SrcLoc;

// ---- And / Or (逻辑计算/And.md, Or.md): their op-table rows (engine/ops/logic.h) ---------------------
#define ASCSIM_LOGIC_BINARY(Name)                                                                                      \
    template <typename T>                                                                                              \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,     \
                                const int32_t& count, SrcLoc loc = SrcLoc::Here())                                     \
    {                                                                                                                  \
        static_assert(detail::kLogicCountType<T>, #Name ": T must be an 8/16/32/64-bit integer type on 950");          \
        detail::CountBinary<ascsim::ops::Name>(loc, dst, src0, src1, count);                                           \
    }                                                                                                                  \
    template <typename T, bool isSetMask = true>                                                                       \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,     \
                                uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,     \
                                SrcLoc loc = SrcLoc::Here())                                                           \
    {                                                                                                                  \
        using Row = ascsim::ops::Name;                                                                                 \
        static_assert(detail::kLogicRepType<T>, #Name ": the mask forms take 16/32-bit integers on 950");              \
        detail::RepBinary(Row::kName, loc, detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst,  \
                          src0, src1, repeatParams, false, [](T a, T b) { return Row::Lane(a, b); });                  \
    }                                                                                                                  \
    template <typename T, bool isSetMask = true>                                                                       \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,     \
                                uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,       \
                                SrcLoc loc = SrcLoc::Here())                                                           \
    {                                                                                                                  \
        using Row = ascsim::ops::Name;                                                                                 \
        static_assert(detail::kLogicRepType<T>, #Name ": the mask forms take 16/32-bit integers on 950");              \
        detail::RepBinary(Row::kName, loc, detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), \
                          dst, src0, src1, repeatParams, false, [](T a, T b) { return Row::Lane(a, b); });             \
    }
ASCSIM_LOGIC_BINARY(And)
ASCSIM_LOGIC_BINARY(Or)
#undef ASCSIM_LOGIC_BINARY

// ---- Not (逻辑计算/Not.md): its op-table row (engine/ops/logic.h) -------------------------------------
template <typename T>
__aicore__ inline void Not(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count,
                           SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kLogicCountType<T>, "Not: T must be an 8/16/32/64-bit integer type on 950");
    using Row = ascsim::ops::Not;
    detail::VecUnary(Row::kName, loc, dst, src, count, [](T a) { return Row::Lane(a); });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Not(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask[],
                           const uint8_t repeatTime, const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kLogicRepType<T>, "Not: the mask forms take 16/32-bit integers on 950");
    using Row = ascsim::ops::Not;
    detail::RepUnary(Row::kName, loc, detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst, src,
                     repeatParams, [](T a) { return Row::Lane(a); });
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Not(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask,
                           const uint8_t repeatTime, const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kLogicRepType<T>, "Not: the mask forms take 16/32-bit integers on 950");
    using Row = ascsim::ops::Not;
    detail::RepUnary(Row::kName, loc, detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), dst,
                     src, repeatParams, [](T a) { return Row::Lane(a); });
}

// ---- Ands / Ors (逻辑计算/Ands.md, Ors.md; flexible scalar position) ---------------------------------
// Of src0 / src1 one is the vector LocalTensor; the other is a scalar value, or (both LocalTensors)
// the one at config.scalarTensorIndex supplies its first element (read on the V pipe, as the SDK's
// LoadAlign DIST_BRC broadcast). & and | commute, so only which operand is the vector matters.
// T is reserved (BinaryDefaultType); isSetMask has no effect on the count form (Ors.md, 约束说明).
namespace detail {
template <typename X>
struct IsLocalTensorLogic : std::false_type {};
template <typename X>
struct IsLocalTensorLogic<LocalTensor<X>> : std::true_type {};

template <const BinaryConfig& config, typename U, typename S, typename V>
struct FlexOperands {
    static_assert(IsLocalTensorLogic<U>::value, "dst must be a LocalTensor");
    using E = typename U::PrimType;
    static constexpr bool kT0 = IsLocalTensorLogic<S>::value;
    static constexpr bool kT1 = IsLocalTensorLogic<V>::value;
    static_assert(kT0 || kT1, "one of src0 and src1 must be a LocalTensor (both scalars are not supported)");
    static constexpr bool kElem = kT0 && kT1; // a one-element LocalTensor scalar
    static_assert(!kElem || config.scalarTensorIndex == 0 || config.scalarTensorIndex == 1,
                  "scalarTensorIndex must be 0 or 1");
    // Which source is the vector.
    static constexpr bool kVecIsSrc1 = kElem ? config.scalarTensorIndex == 0 : kT1;
};

template <const BinaryConfig& config, typename Op, typename U, typename S, typename V>
inline void FlexCount(const char* api, SrcLoc loc, const U& dst, const S& src0, const V& src1, int32_t count, Op&& op)
{
    using F = FlexOperands<config, U, S, V>;
    using E = typename F::E;
    static_assert(kAndsOrsCountType<E>, "Ands / Ors take int16_t, uint16_t, int64_t, uint64_t on 950");
    if constexpr (F::kElem) {
        static_assert(std::is_same_v<S, V> && std::is_same_v<U, S>, "the sources must be LocalTensors of dst's type");
        const LocalTensor<E>& vec = F::kVecIsSrc1 ? src1 : src0;
        const LocalTensor<E>& sc = F::kVecIsSrc1 ? src0 : src1;
        if (ascsim::kern::SanitizerEnabled()) {
            VecAligned(sc, api, loc); // 32-byte aligned as every LocalTensor operand of the page
        }
        VecTensorScalarElem(api, loc, dst, vec, sc, false, count, [&op](E a, E s) { return op(a, s); });
    } else if constexpr (F::kT0) {
        static_assert(std::is_same_v<U, S>, "src0 must be a LocalTensor of dst's type");
        const E s = static_cast<E>(src1);
        VecUnary(api, loc, dst, src0, count, [&op, s](E a) { return op(a, s); });
    } else {
        static_assert(std::is_same_v<U, V>, "src1 must be a LocalTensor of dst's type");
        const E s = static_cast<E>(src0);
        VecUnary(api, loc, dst, src1, count, [&op, s](E a) { return op(a, s); });
    }
}

template <const BinaryConfig& config, typename Op, typename U, typename S, typename V>
inline void FlexRepeat(const char* api, SrcLoc loc, const RepPlan& plan, const U& dst, const S& src0, const V& src1,
                       const UnaryRepeatParams& p, Op&& op)
{
    using F = FlexOperands<config, U, S, V>;
    using E = typename F::E;
    static_assert(kAndsOrsRepType<E>, "the Ands / Ors mask forms take int16_t, uint16_t on 950");
    const RepStrides dS{p.dstBlkStride, p.dstRepStride}, sS{p.srcBlkStride, p.srcRepStride};
    if constexpr (F::kElem) {
        static_assert(std::is_same_v<S, V> && std::is_same_v<U, S>, "the sources must be LocalTensors of dst's type");
        const LocalTensor<E>& vec = F::kVecIsSrc1 ? src1 : src0;
        const LocalTensor<E>& sc = F::kVecIsSrc1 ? src0 : src1;
        // Ors.md: a LocalTensor scalar starts 32-byte aligned and may not overlap the destination
        const ElemScalarOperand<E> elem{&sc, api, loc, 32, false};
        VecRepeat<E, 1>(
            api, loc, plan, dst, dS, {&vec}, {sS}, false,
            [&op, &elem](const std::array<E, 1>& v, uint64_t, uint64_t) { return op(v[0], elem.Value()); }, elem);
    } else {
        const LocalTensor<E>& vec = [&]() -> const LocalTensor<E>& {
            if constexpr (F::kT0) {
                return src0;
            } else {
                return src1;
            }
        }();
        E s{};
        if constexpr (F::kT0) {
            s = static_cast<E>(src1);
        } else {
            s = static_cast<E>(src0);
        }
        VecRepeat<E, 1>(api, loc, plan, dst, dS, {&vec}, {sS}, false,
                        [&op, s](const std::array<E, 1>& v, uint64_t, uint64_t) { return op(v[0], s); });
    }
}
} // namespace detail

#define ASCSIM_LOGIC_FLEX(Name)                                                                                        \
    template <typename T = BinaryDefaultType, bool isSetMask = true,                                                   \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename U, typename S, typename V>                  \
    __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, const int32_t& count,                      \
                                SrcLoc loc = SrcLoc::Here())                                                           \
    {                                                                                                                  \
        using E = typename U::PrimType;                                                                                \
        using Row = ascsim::ops::Name;                                                                                 \
        detail::FlexCount<config>(Row::kName, loc, dst, src0, src1, count, [](E a, E b) { return Row::Lane(a, b); });  \
    }                                                                                                                  \
    template <typename T = BinaryDefaultType, bool isSetMask = true,                                                   \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename U, typename S, typename V>                  \
    __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, uint64_t mask[], const uint8_t repeatTime, \
                                const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())                    \
    {                                                                                                                  \
        using E = typename U::PrimType;                                                                                \
        using Row = ascsim::ops::Name;                                                                                 \
        detail::FlexRepeat<config>(Row::kName, loc,                                                                    \
                                   detail::PlanMask<E, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst, src0,    \
                                   src1, repeatParams, [](E a, E b) { return Row::Lane(a, b); });                      \
    }                                                                                                                  \
    template <typename T = BinaryDefaultType, bool isSetMask = true,                                                   \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename U, typename S, typename V>                  \
    __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, uint64_t mask, const uint8_t repeatTime,   \
                                const UnaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())                    \
    {                                                                                                                  \
        using E = typename U::PrimType;                                                                                \
        using Row = ascsim::ops::Name;                                                                                 \
        detail::FlexRepeat<config>(Row::kName, loc,                                                                    \
                                   detail::PlanMask<E, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), dst,    \
                                   src0, src1, repeatParams, [](E a, E b) { return Row::Lane(a, b); });                \
    }
ASCSIM_LOGIC_FLEX(Ands)
ASCSIM_LOGIC_FLEX(Ors)
#undef ASCSIM_LOGIC_FLEX

// ---- ShiftLeft / ShiftRight with a scalar count (ShiftLeft.md, ShiftRight.md) -------------------------
#define ASCSIM_SHIFT_SCALAR(Name, extraDecl, extraUse)                                                         \
    template <typename T, bool isSetMask = true>                                                               \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,    \
                                const int32_t& count, SrcLoc loc = SrcLoc::Here())                             \
    {                                                                                                          \
        static_assert(detail::kLogicCountType<T>, #Name ": T must be an 8/16/32/64-bit integer type on 950");  \
        using Row = ascsim::ops::Name;                                                                         \
        detail::RequireShiftScalar(scalarValue, Row::kName, loc);                                              \
        const int64_t n = static_cast<int64_t>(scalarValue);                                                   \
        detail::VecUnary(Row::kName, loc, dst, src, count, [n](T a) { return Row::Lane(a, n); });              \
    }                                                                                                          \
    template <typename T, bool isSetMask = true>                                                               \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,    \
                                uint64_t mask[], const uint8_t repeatTime,                                     \
                                const UnaryRepeatParams& repeatParams extraDecl, SrcLoc loc = SrcLoc::Here())  \
    {                                                                                                          \
        static_assert(detail::kLogicRepType<T>, #Name ": the mask forms take 16/32-bit integers on 950");      \
        extraUse;                                                                                              \
        using Row = ascsim::ops::Name;                                                                         \
        const auto plan = detail::PlanMask<T, isSetMask>(mask, 0, repeatTime, Row::kName, loc);                \
        detail::RequireShiftScalar(scalarValue, Row::kName, loc);                                              \
        const int64_t n = static_cast<int64_t>(scalarValue);                                                   \
        detail::RepUnary(Row::kName, loc, plan, dst, src, repeatParams, [n](T a) { return Row::Lane(a, n); }); \
    }                                                                                                          \
    template <typename T, bool isSetMask = true>                                                               \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,    \
                                uint64_t mask, const uint8_t repeatTime,                                       \
                                const UnaryRepeatParams& repeatParams extraDecl, SrcLoc loc = SrcLoc::Here())  \
    {                                                                                                          \
        static_assert(detail::kLogicRepType<T>, #Name ": the mask forms take 16/32-bit integers on 950");      \
        extraUse;                                                                                              \
        using Row = ascsim::ops::Name;                                                                         \
        const auto plan = detail::PlanMask<T, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc);          \
        detail::RequireShiftScalar(scalarValue, Row::kName, loc);                                              \
        const int64_t n = static_cast<int64_t>(scalarValue);                                                   \
        detail::RepUnary(Row::kName, loc, plan, dst, src, repeatParams, [n](T a) { return Row::Lane(a, n); }); \
    }                                                                                                          \
    /* the scalar as a U equal to PrimT<T> (ShiftLeft.md / ShiftRight.md, TensorTrait prototypes) */           \
    template <typename T, typename U, bool isSetMask = true,                                                   \
              typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>                    \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,    \
                                const int32_t& count, SrcLoc loc = SrcLoc::Here())                             \
    {                                                                                                          \
        Name<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), count, loc);                          \
    }

#define ASCSIM_NOTHING
#define ASCSIM_SHIFT_ROUND_DECL , bool roundEn = false
ASCSIM_SHIFT_SCALAR(ShiftLeft, ASCSIM_NOTHING, (void)0)
ASCSIM_SHIFT_SCALAR(ShiftRight, ASCSIM_SHIFT_ROUND_DECL, (void)roundEn)
#undef ASCSIM_SHIFT_SCALAR
#undef ASCSIM_NOTHING
#undef ASCSIM_SHIFT_ROUND_DECL

// The U-typed mask forms (the TensorTrait prototypes of ShiftLeft.md / ShiftRight.md). ShiftRight's
// roundEn has no default there; the sim keeps the page's signatures.
template <typename T, typename U, bool isSetMask = true,
          typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>
__aicore__ inline void ShiftLeft(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    ShiftLeft<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), mask, repeatTime, repeatParams, loc);
}
template <typename T, typename U, bool isSetMask = true,
          typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>
__aicore__ inline void ShiftLeft(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    ShiftLeft<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), mask, repeatTime, repeatParams, loc);
}
template <typename T, typename U, bool isSetMask = true,
          typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>
__aicore__ inline void ShiftRight(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                  uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                  bool roundEn, SrcLoc loc = SrcLoc::Here())
{
    ShiftRight<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), mask, repeatTime, repeatParams, roundEn,
                             loc);
}
template <typename T, typename U, bool isSetMask = true,
          typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>
__aicore__ inline void ShiftRight(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                  uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams,
                                  bool roundEn, SrcLoc loc = SrcLoc::Here())
{
    ShiftRight<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), mask, repeatTime, repeatParams, roundEn,
                             loc);
}

// ---- ShiftLeft / ShiftRight with per-element counts (ShiftLeft（左移位数为Tensor）.md,
// ShiftRight（右移位数为Tensor）.md; count form only) --------------------------------------------------------
// U is the signed type of T's width (the SDK's static_assert pairs: (u)int8/int8 ... (u)int64/int64).
namespace detail {
template <typename Row, typename T, typename U>
inline void ShiftTensor(SrcLoc loc, const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<U>& src1,
                        int32_t count)
{
    static_assert(kLogicCountType<T>, "T must be an 8/16/32/64-bit integer type on 950");
    static_assert(std::is_integral_v<U> && std::is_signed_v<U> && sizeof(U) == sizeof(T),
                  "the shift counts are the signed integer type of T's width on 950 (int8/16/32/64_t)");
    const char* api = Row::kName;
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    VecBegin(api, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{src0, n}, VecOperand<U>{src1, n});
    const T* a = src0.Data();
    const U* s = src1.Data();
    T* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        const int64_t k = static_cast<int64_t>(s[i]);
        if (k < 0) {
            d[i] = UnknownShift<T>();
        } else {
            d[i] = Row::Lane(a[i], k);
        }
    }
    VecPropagate(n, dst, sizeof(T), LaneSrc{a, sizeof(T)}, LaneSrc{s, sizeof(U)});
}
} // namespace detail

template <typename T, typename U>
__aicore__ inline void ShiftLeft(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<U>& src1,
                                 const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftTensor<ascsim::ops::ShiftLeft, T, U>(loc, dst, src0, src1, count);
}
template <typename T, typename U>
__aicore__ inline void ShiftRight(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<U>& src1,
                                  const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    detail::ShiftTensor<ascsim::ops::ShiftRight, T, U>(loc, dst, src0, src1, count);
}

} // namespace AscendC
