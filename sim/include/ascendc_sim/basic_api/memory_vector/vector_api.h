// Memory vector computation, count form ("tensor前n个数据连续计算"), for Ascend 950
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/). Element semantics come from the numerics layer
// (ascendc_sim/numerics/); this layer adds the operand checks, pipe bookkeeping and taint, and the
// saturation of half / bfloat16_t results that CTRL selects (saturation.h).
// The adversarial choice within an ulp bound depends only on the operands' bits (salt 0), so a
// kernel's results do not depend on how the work was split.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "ascendc_sim/engine/cast_fast.h"
#include "ascendc_sim/engine/deq_engine.h"
#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/cast.h"
#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/ops/fill.h"
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "ascendc_sim/engine/ops/unary_arith.h"
#include "ascendc_sim/engine/vector_count_engine.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

namespace detail {
// static_assert(XxxSupported<T>(config)) directly on a config template argument crashes GCC 12
// (internal compiler error); routing the value through a variable template avoids it.
template <bool ok>
inline constexpr bool kConfigOk = ok;

} // namespace detail

using ascsim::kern::SrcLoc;

// ---- binary, tensor op tensor (基础算术/Add.md, Sub.md, Mul.md, Div.md, Max.md, Min.md) -------
// Add, Sub, Mul, Max and Min expand from their rows of the op table (engine/ops/basic_arith.h).
#define ASCSIM_COUNT_BINARY(Name)                                                                                  \
    template <typename T>                                                                                          \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                                const int32_t& count, SrcLoc loc = SrcLoc::Here())                                 \
    {                                                                                                              \
        detail::CountBinary<ascsim::ops::Name>(loc, dst, src0, src1, count);                                       \
    }
ASCSIM_COUNT_BINARY(Add)
ASCSIM_COUNT_BINARY(Sub)
ASCSIM_COUNT_BINARY(Mul)
ASCSIM_COUNT_BINARY(Max)
ASCSIM_COUNT_BINARY(Min)
#undef ASCSIM_COUNT_BINARY
// Div<T, config>: 950 takes the precision mode as a template argument (Div.md); its row:
// engine/ops/precision_arith.h.
template <typename T, const DivConfig& config = DEFAULT_DIV_CONFIG>
__aicore__ inline void Div(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                           const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Div;
    static_assert(detail::kConfigOk<Row::Supported<T>(config)>,
                  "Div: this DivConfig does not support this type on 950");
    detail::CountBinaryCfg<Row, detail::VecAlgo(config)>(loc, dst, src0, src1, count, config);
}

// ---- tensor op scalar (Adds.md, Muls.md, Maxs.md, Mins.md) -----------------------------------
// Each expands from its row of the op table (engine/ops/scalar_arith.h).
// The scalar has the element type (the SDK's count forms take `const T&`, or a U equal to
// PrimT<T>), so a mismatched scalar fails to compile as it does with the real headers.
template <typename T, bool isSetMask = true>
__aicore__ inline void Adds(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,
                            const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    detail::CountScalar<ascsim::ops::Adds>(loc, dst, src, T(scalarValue), count);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Muls(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,
                            const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    detail::CountScalar<ascsim::ops::Muls>(loc, dst, src, T(scalarValue), count);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Maxs(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,
                            const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    detail::CountScalar<ascsim::ops::Maxs>(loc, dst, src, T(scalarValue), count);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Mins(const LocalTensor<T>& dst, const LocalTensor<T>& src, const T& scalarValue,
                            const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    detail::CountScalar<ascsim::ops::Mins>(loc, dst, src, T(scalarValue), count);
}

// The scalar as a U equal to PrimT<T> (kernel_operator_vec_binary_scalar_intf.h:116-120 Adds,
// 205-209 Muls, 294-298 Maxs, 383-387 Mins). PrimT<T> is T in the sim, so these compute exactly
// what the `const T&` forms compute; they exist for calls that name U (Adds<T, U>(...)).
#define ASCSIM_SCALAR_U_FORM(Name)                                                                          \
    template <typename T, typename U, bool isSetMask = true,                                                \
              typename std::enable_if<std::is_same<PrimT<T>, U>::value, bool>::type = true>                 \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue, \
                                const int32_t& count, SrcLoc loc = SrcLoc::Here())                          \
    {                                                                                                       \
        Name<T, isSetMask>(dst, src, static_cast<const T&>(scalarValue), count, loc);                       \
    }
ASCSIM_SCALAR_U_FORM(Adds)
ASCSIM_SCALAR_U_FORM(Muls)
ASCSIM_SCALAR_U_FORM(Maxs)
ASCSIM_SCALAR_U_FORM(Mins)
#undef ASCSIM_SCALAR_U_FORM

// ---- flexible scalar position (Adds（灵活标量位置）.md, Muls/Maxs/Mins（灵活标量位置）.md; 950 only) ----
// Declared for arch 3510 in kernel_operator_vec_binary_scalar_intf.h:122-128 (Adds), 211-217 (Muls),
// 300-306 (Maxs), 389-395 (Mins), count form. dst is a LocalTensor; of src0 / src1 one is a
// LocalTensor (the vector) and the other either a scalar value or, when both are LocalTensors, the
// one at config.scalarTensorIndex supplies its first element as the scalar. The dav_3510 impl
// (kernel_operator_vec_binary_scalar_impl.h, BinaryScalarOpTemplateCnt) loads that element with a
// broadcast LoadAlign (DIST_BRC_B16/B32) on the vector pipe, then applies the two-register Reg
// Add/Mul/Max/Min in source order; a plain scalar goes to the ordinary tensor-scalar form. 约束说明:
// with a one-element scalar, sources and destination may not overlap; both sources may not be
// scalars. T is reserved (BinaryDefaultType); isSetMask has no effect on the count form.
namespace detail {
template <typename X>
struct IsLocalTensorT : std::false_type {};
template <typename X>
struct IsLocalTensorT<LocalTensor<X>> : std::true_type {};

// dst[i] = f(vec[i], s) or f(s, vec[i]) where s is element 0 of `scalar` (read on the V pipe).
template <typename T, typename F>
inline void VecTensorScalarElem(const char* api, ascsim::kern::SrcLoc loc, const LocalTensor<T>& dst,
                                const LocalTensor<T>& vec, const LocalTensor<T>& scalar, bool scalarFirst,
                                int64_t count, F&& f)
{
    using namespace ascsim::kern;
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    const uint64_t seq = VecBegin(api, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{vec, n});
    if (SanitizerEnabled()) {
        if (scalar.Data() == nullptr) {
            scalar.Declare(Pipe::V, seq, 0, 1, false, api, loc); // reports the unbound tensor
        }
        const auto* d0 = reinterpret_cast<const uint8_t*>(dst.Data());
        const auto* d1 = d0 + n * sizeof(T);
        const auto* v0 = reinterpret_cast<const uint8_t*>(vec.Data());
        const auto* s0 = reinterpret_cast<const uint8_t*>(scalar.Data());
        VecRequire(v0 + n * sizeof(T) <= d0 || d1 <= v0, api,
                   "with a LocalTensor element as the scalar, sources and destination may not overlap", loc);
        VecRequire(s0 + sizeof(T) <= d0 || d1 <= s0, api,
                   "with a LocalTensor element as the scalar, sources and destination may not overlap", loc);
        const auto offset = static_cast<size_t>(s0 - UbBase());
        VecRequire(offset % sizeof(T) == 0, api,
                   "the scalar element at UB offset " + std::to_string(offset) + " is not element-aligned", loc);
        scalar.Declare(Pipe::V, seq, 0, 1, false, api, loc);
    }
    const T s = *scalar.Data();
    const T* v = vec.Data();
    T* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = scalarFirst ? f(s, v[i]) : f(v[i], s);
    }
    SaturateResults(d, n);
    VecPropagate(n, dst, sizeof(T), LaneSrc{v, sizeof(T)}, LaneSrc{scalar.Data(), sizeof(T), 1, 1});
}
} // namespace detail

// Adds / Muls / Maxs / Mins with the scalar as either operand (Adds（灵活标量位置）.md, Muls（灵活标量位置）.md,
// Maxs（灵活标量位置）.md, Mins（灵活标量位置）.md: 函数原型 and BinaryConfig's scalarTensorIndex).
#define ASCSIM_FLEX_SCALAR_FORM(Name, Pair)                                                                           \
    template <typename T = BinaryDefaultType, bool isSetMask = true,                                                  \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename U, typename S, typename V>                 \
    __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, const int32_t& count,                     \
                                SrcLoc loc = SrcLoc::Here())                                                          \
    {                                                                                                                 \
        static_assert(detail::IsLocalTensorT<U>::value, #Name ": dst must be a LocalTensor");                         \
        using ActualT = typename U::PrimType;                                                                         \
        constexpr bool tensor0 = detail::IsLocalTensorT<S>::value;                                                    \
        constexpr bool tensor1 = detail::IsLocalTensorT<V>::value;                                                    \
        static_assert(tensor0 || tensor1, #Name ": one of src0 and src1 must be a LocalTensor");                      \
        if constexpr (tensor0 && tensor1) {                                                                           \
            static_assert(std::is_same_v<S, V> && std::is_same_v<ActualT, typename S::PrimType>,                      \
                          #Name ": the sources must be LocalTensors of dst's type");                                  \
            static_assert(config.scalarTensorIndex == 0 || config.scalarTensorIndex == 1,                             \
                          #Name ": scalarTensorIndex out of range");                                                  \
            constexpr bool first = config.scalarTensorIndex == 0;                                                     \
            detail::VecTensorScalarElem(ascsim::ops::Name::kName, loc, dst, first ? src1 : src0, first ? src0 : src1, \
                                        first, count, [](ActualT a, ActualT b) { return Pair(a, b); });               \
        } else if constexpr (tensor0) {                                                                               \
            static_assert(std::is_same_v<ActualT, typename S::PrimType>, #Name ": src0 must have dst's type");        \
            Name<ActualT, isSetMask>(dst, src0, static_cast<ActualT>(src1), count, loc);                              \
        } else {                                                                                                      \
            static_assert(std::is_same_v<ActualT, typename V::PrimType>, #Name ": src1 must have dst's type");        \
            Name<ActualT, isSetMask>(dst, src1, static_cast<ActualT>(src0), count, loc);                              \
        }                                                                                                             \
    }
// The scalar taken from a tensor element runs the two-register instruction: the lane of the row's
// Binary (engine/ops/scalar_arith.h).
ASCSIM_FLEX_SCALAR_FORM(Adds, ascsim::ops::Adds::Binary::Lane)
ASCSIM_FLEX_SCALAR_FORM(Muls, ascsim::ops::Muls::Binary::Lane)
ASCSIM_FLEX_SCALAR_FORM(Maxs, ascsim::ops::Maxs::Binary::Lane)
ASCSIM_FLEX_SCALAR_FORM(Mins, ascsim::ops::Mins::Binary::Lane)
#undef ASCSIM_FLEX_SCALAR_FORM

// ---- Subs, Divs (Subs（灵活标量位置）.md, Divs（灵活标量位置）.md; 950 only) ------------------------------
// Declared only in the flexible-scalar form (kernel_operator_vec_binary_scalar_intf.h:607-630 Subs,
// 652-675 Divs); count form here (the mask / repeat forms: vector_repeat.h).
// Unlike Adds ... the operation is not commutative: the scalar's side is the operand order, whether
// it is a value or a tensor's element (config.scalarTensorIndex), dst_i = src_i op s or s op src_i.
// The lane and the type list are the rows' (engine/ops/scalar_arith.h).
namespace detail {
template <typename Row, typename T>
inline void VecScalarInOrder(ascsim::kern::SrcLoc loc, const LocalTensor<T>& dst, const LocalTensor<T>& vec, T s,
                             bool scalarFirst, int32_t count)
{
    VecUnary(Row::kName, loc, dst, vec, count,
             [s, scalarFirst](T v) { return scalarFirst ? Row::template Lane<T>(s, v) : Row::template Lane<T>(v, s); });
}
} // namespace detail

#define ASCSIM_FLEX_ORDERED_FORM(Name)                                                                                \
    template <typename T = BinaryDefaultType, bool isSetMask = true,                                                  \
              const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename U, typename S, typename V>                 \
    __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, const int32_t& count,                     \
                                SrcLoc loc = SrcLoc::Here())                                                          \
    {                                                                                                                 \
        using Row = ascsim::ops::Name;                                                                                \
        static_assert(detail::IsLocalTensorT<U>::value, #Name ": dst must be a LocalTensor");                         \
        using ActualT = typename U::PrimType;                                                                         \
        static_assert(Row::template kTypeOk<ActualT>,                                                                 \
                      #Name ": element type not supported on Ascend 950 (" #Name "（灵活标量位置）.md, 数据类型)");   \
        constexpr bool tensor0 = detail::IsLocalTensorT<S>::value;                                                    \
        constexpr bool tensor1 = detail::IsLocalTensorT<V>::value;                                                    \
        static_assert(tensor0 || tensor1, #Name ": one of src0 and src1 must be a LocalTensor");                      \
        if constexpr (tensor0 && tensor1) {                                                                           \
            static_assert(std::is_same_v<S, V> && std::is_same_v<ActualT, typename S::PrimType>,                      \
                          #Name ": the sources must be LocalTensors of dst's type");                                  \
            static_assert(config.scalarTensorIndex == 0 || config.scalarTensorIndex == 1,                             \
                          #Name ": scalarTensorIndex out of range");                                                  \
            constexpr bool first = config.scalarTensorIndex == 0;                                                     \
            detail::VecTensorScalarElem(Row::kName, loc, dst, first ? src1 : src0, first ? src0 : src1, first, count, \
                                        [](ActualT a, ActualT b) { return Row::template Lane<ActualT>(a, b); });      \
        } else if constexpr (tensor0) {                                                                               \
            static_assert(std::is_same_v<ActualT, typename S::PrimType>, #Name ": src0 must have dst's type");        \
            detail::VecScalarInOrder<Row>(loc, dst, src0, static_cast<ActualT>(src1), false, count);                  \
        } else {                                                                                                      \
            static_assert(std::is_same_v<ActualT, typename V::PrimType>, #Name ": src1 must have dst's type");        \
            detail::VecScalarInOrder<Row>(loc, dst, src1, static_cast<ActualT>(src0), true, count);                   \
        }                                                                                                             \
    }
ASCSIM_FLEX_ORDERED_FORM(Subs)
ASCSIM_FLEX_ORDERED_FORM(Divs)
#undef ASCSIM_FLEX_ORDERED_FORM

// ---- unary (Abs.md, Relu.md, Sqrt.md, Rsqrt.md, Reciprocal.md, Exp.md, Ln.md) -------------------
// Each expands from its row of the op table: Abs and Relu engine/ops/unary_arith.h, the others (whose
// lane takes the call's config) engine/ops/precision_arith.h. Only Sqrt hands its config's algo to
// the timing model here (the mask/repeat forms hand it for all five; the model prices it for Sqrt).
template <typename T>
__aicore__ inline void Abs(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count,
                           SrcLoc loc = SrcLoc::Here())
{
    detail::CountUnary<ascsim::ops::Abs>(loc, dst, src, count);
}
// Relu (基础算术/Relu.md): max(0, src) for half, int32_t, float, int64_t (int64_t: this form only);
// specials numerics/arith.h Relu, half saturating as the CTRL mode says (边界值汇总 表8).
template <typename T>
__aicore__ inline void Relu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count,
                            SrcLoc loc = SrcLoc::Here())
{
    static_assert(ascsim::num::kSupportsRelu<T>, "Relu: T must be half, int32_t, float or int64_t on 950 (Relu.md)");
    detail::CountUnary<ascsim::ops::Relu>(loc, dst, src, count);
}
// The unary APIs with a precision config (Sqrt.md, Rsqrt.md, Reciprocal.md, Exp.md, Ln.md: 模板参数, the
// config's supported types on 950; rows in engine/ops/precision_arith.h).
#define ASCSIM_COUNT_UNARY_CFG(Name, Config, DefaultConfig, Message, Algo)                                  \
    template <typename T, const Config& config = DefaultConfig>                                             \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count, \
                                SrcLoc loc = SrcLoc::Here())                                                \
    {                                                                                                       \
        using Row = ascsim::ops::Name;                                                                      \
        static_assert(detail::kConfigOk<Row::Supported<T>(config)>, Message);                               \
        detail::CountUnaryCfg<Row, Algo>(loc, dst, src, count, config);                                     \
    }
ASCSIM_COUNT_UNARY_CFG(Sqrt, SqrtConfig, DEFAULT_SQRT_CONFIG, "Sqrt: this SqrtConfig does not support this type on 950",
                       detail::VecAlgo(config))
ASCSIM_COUNT_UNARY_CFG(Rsqrt, RsqrtConfig, DEFAULT_RSQRT_CONFIG, "Rsqrt: this RsqrtConfig does not support this type",
                       -1)
ASCSIM_COUNT_UNARY_CFG(Reciprocal, ReciprocalConfig, DEFAULT_RECIPROCAL_CONFIG,
                       "Reciprocal: config does not support this type", -1)
ASCSIM_COUNT_UNARY_CFG(Exp, ExpConfig, DEFAULT_EXP_CONFIG, "Exp: this ExpConfig does not support this type", -1)
ASCSIM_COUNT_UNARY_CFG(Ln, LnConfig, DEFAULT_LN_CONFIG, "Ln: this LnConfig does not support this type", -1)
#undef ASCSIM_COUNT_UNARY_CFG

// ---- Duplicate (数据填充/Duplicate.md) -------------------------------------------------------------
template <typename T>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const T& scalarValue, const int32_t& count,
                                 SrcLoc loc = SrcLoc::Here())
{
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    detail::VecBegin(ascsim::ops::Duplicate::kName, loc, count, detail::VecOperand<T>{dst, n});
    const T v = scalarValue;
    T* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = v;
    }
    detail::VecPropagate(n, dst, sizeof(T));
}

// src[0] copied count times (950 only: kernel_operator_vec_duplicate_intf.h:73-83; Duplicate.md, src:
// "会将src[0]复制多次并填充到向量中"). The dav_3510 impl reads src with an aligned LoadAlign
// (DIST_NORM, so src must be 32-byte aligned) on the V pipe and broadcasts its lowest element; the
// sim declares the one element it uses.
template <typename T>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count,
                                 SrcLoc loc = SrcLoc::Here())
{
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    const uint64_t seq = detail::VecBegin(ascsim::ops::Duplicate::kName, loc, count, detail::VecOperand<T>{dst, n});
    if (ascsim::kern::SanitizerEnabled()) {
        detail::VecAligned(src, ascsim::ops::Duplicate::kName, loc);
        src.Declare(ascsim::kern::Pipe::V, seq, 0, 1, false, ascsim::ops::Duplicate::kName, loc);
    }
    const T v = *src.Data();
    T* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = v;
    }
    detail::VecPropagate(n, dst, sizeof(T), detail::LaneSrc{src.Data(), sizeof(T), 1, 1});
}

// ---- Cast (类型转换/Cast.md) -----------------------------------------------------------------------
// Name, support, element and saturation (saturation.h): Cast's op-table row (engine/ops/cast.h).
// int32_t -> half is the s322fp16 dequantisation (Cast.md: "roundMode不生效，与SetDeqScale(half scale)接口
// 配合使用"; SetDeqScale.md 表1): engine/deq_engine.h, as CastDequant.
template <typename D, typename S>
__aicore__ inline void Cast(const LocalTensor<D>& dst, const LocalTensor<S>& src, const RoundMode& roundMode,
                            const uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Cast;
    if constexpr (std::is_same_v<D, half> && std::is_same_v<S, int32_t>) {
        (void)roundMode;
        detail::DeqHalfCount(Row::kName, loc, dst, src, count);
        return;
    }
    if (ascsim::kern::SanitizerEnabled() && !Row::Supported<D, S>(roundMode)) {
        // see rule memcheck.cast-pair
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, Row::kName,
                           "this source/destination type pair and RoundMode " +
                               std::to_string(static_cast<int>(roundMode)) + " is not supported on Ascend 950",
                           loc);
    }
    const uint64_t n = count;
    detail::VecBegin(Row::kName, loc, count, detail::VecOperand<D>{dst, n}, detail::VecOperand<S>{src, n});
    const S* s = src.Data();
    D* d = dst.Data();
    // fp16 / bf16 <-> fp32: whole-array paths, element for element the row's lane (cast_fast.h).
    if (!detail::fast::CastFast(d, s, n, roundMode)) {
        for (uint64_t i = 0; i < n; ++i) {
            d[i] = Row::Lane<D, S>(s[i], roundMode);
        }
    }
    if constexpr (Row::kSaturable<D, S>) {
        ascsim::kern::SaturateResults(d, n);
    }
    detail::VecPropagate(n, dst, sizeof(D), detail::LaneSrc{s, sizeof(S)});
}

// ---- Compare / Compares (比较与选择/Compare.md, Compares.md) -------------------------------------
// The result is a bit mask in uint8_t: bit i (LSB first) of byte i / 8 is element i's result. The
// count form needs count elements to fill whole 256-byte chunks.
namespace detail {
// Bit i of the mask = cmp(i), written a byte at a time (8 comparisons per store); the comparison
// mode is a template argument so that ascsim::num::Compare folds to one host comparison.
template <CMPMODE mode, typename Cmp>
inline void MaskLoop(uint8_t* m, uint64_t n, Cmp&& cmp)
{
    const uint64_t whole = n / 8;
    for (uint64_t j = 0; j < whole; ++j) {
        unsigned v = 0;
        for (unsigned k = 0; k < 8; ++k) {
            v |= (cmp(j * 8 + k, std::integral_constant<CMPMODE, mode>{}) ? 1u : 0u) << k;
        }
        m[j] = static_cast<uint8_t>(v);
    }
    for (uint64_t i = whole * 8; i < n; ++i) { // only with the sanitizer off (whole chunks otherwise)
        ascsim::num::SetMaskBit(m, i, cmp(i, std::integral_constant<CMPMODE, mode>{}));
    }
}
template <typename Cmp>
inline void CompareLoop(CMPMODE mode, uint8_t* m, uint64_t n, Cmp&& cmp)
{
    switch (mode) {
        case CMPMODE::LT:
            MaskLoop<CMPMODE::LT>(m, n, cmp);
            break;
        case CMPMODE::GT:
            MaskLoop<CMPMODE::GT>(m, n, cmp);
            break;
        case CMPMODE::EQ:
            MaskLoop<CMPMODE::EQ>(m, n, cmp);
            break;
        case CMPMODE::LE:
            MaskLoop<CMPMODE::LE>(m, n, cmp);
            break;
        case CMPMODE::GE:
            MaskLoop<CMPMODE::GE>(m, n, cmp);
            break;
        case CMPMODE::NE:
            MaskLoop<CMPMODE::NE>(m, n, cmp);
            break;
    }
}

template <typename T>
inline void RequireWholeChunks(uint32_t count, const char* api, ascsim::kern::SrcLoc loc)
{
    VecRequire((static_cast<uint64_t>(count) * sizeof(T)) % 256 == 0, api,
               std::to_string(count) + " elements do not fill whole 256-byte chunks (the count form "
                                       "only computes complete chunks)",
               loc);
}
} // namespace detail

// Compare.md (函数原型: dst is a LocalTensor<U> of uint8_t bits).
template <typename T, typename U>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(U) == 1, "Compare writes a uint8_t bit mask");
    using Row = ascsim::ops::Compare;
    if (ascsim::kern::SanitizerEnabled()) {
        detail::RequireWholeChunks<T>(count, Row::kName, loc);
    }
    const uint64_t n = count;
    detail::VecBegin(Row::kName, loc, count, detail::VecOperand<U>{dst, n / 8}, detail::VecOperand<T>{src0, n},
                     detail::VecOperand<T>{src1, n});
    auto* m = reinterpret_cast<uint8_t*>(dst.Data());
    const T* a = src0.Data();
    const T* b = src1.Data();
    detail::CompareLoop(cmpMode, m, n,
                        [a, b](uint64_t i, auto mode) { return Row::Lane(a[i], b[i], decltype(mode)::value); });
    detail::VecPropagate(n / 8, dst, 1, detail::LaneSrc{src0.Data(), 8 * sizeof(T)},
                         detail::LaneSrc{src1.Data(), 8 * sizeof(T)});
}

// Compares.md (函数原型: dst is a LocalTensor<U> of uint8_t bits).
template <typename T, typename U>
__aicore__ inline void Compares(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,
                                CMPMODE cmpMode, uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(sizeof(U) == 1, "Compares writes a uint8_t bit mask");
    using Row = ascsim::ops::Compares;
    if (ascsim::kern::SanitizerEnabled()) {
        detail::RequireWholeChunks<T>(count, Row::kName, loc);
    }
    const uint64_t n = count;
    detail::VecBegin(Row::kName, loc, count, detail::VecOperand<U>{dst, n / 8}, detail::VecOperand<T>{src0, n});
    auto* m = reinterpret_cast<uint8_t*>(dst.Data());
    const T* a = src0.Data();
    detail::CompareLoop(cmpMode, m, n, [a, src1Scalar](uint64_t i, auto mode) {
        return Row::Lane(a[i], src1Scalar, decltype(mode)::value);
    });
    detail::VecPropagate(n / 8, dst, 1, detail::LaneSrc{src0.Data(), 8 * sizeof(T)});
}

// CompareScalar: the older name of Compares (cmpsel_intf.h:158-161, "CompareScalar has been updated,
// please use Compares instead"; no doc page), count form, same semantics.
template <typename T, typename U>
__aicore__ inline void CompareScalar(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,
                                     CMPMODE cmpMode, uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    Compares(dst, src0, src1Scalar, cmpMode, count, loc);
}

// Compares with a flexible scalar position (Compares（灵活标量位置）.md; 950: cmpsel_intf.h:308-311,
// count form). Of src0 / src1 one is the vector LocalTensor; the other is a scalar value or, with
// both LocalTensors, the one at config.scalarTensorIndex supplies its first element. Bit i is
// cmp(src0_i, src1_i) in source order: a scalar on the left gives cmp(scalar, x_i) (the dav_3510 impl
// duplicates the scalar into a register and compares it as the left operand). With a one-element
// scalar, sources and destination may not overlap (约束说明). T0 / T1 are reserved.
template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void Compares(const T2& dst, const T3& src0, const T4& src1, CMPMODE cmpMode, uint32_t count,
                                SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T2, LocalTensor<uint8_t>>, "Compares: dst must be a LocalTensor<uint8_t>");
    constexpr bool tensor0 = detail::IsLocalTensorT<T3>::value;
    constexpr bool tensor1 = detail::IsLocalTensorT<T4>::value;
    static_assert(tensor0 || tensor1, "Compares: one of src0 and src1 must be a LocalTensor");
    if constexpr (tensor0 && !tensor1) {
        using T = typename T3::PrimType;
        Compares(dst, src0, static_cast<T>(src1), cmpMode, count, loc);
    } else {
        using VecT = std::conditional_t<tensor1, T4, T3>;
        using T = typename VecT::PrimType;
        constexpr bool elemScalar = tensor0 && tensor1;
        if constexpr (elemScalar) {
            static_assert(std::is_same_v<T3, T4>, "Compares: src0 and src1 must be LocalTensors of one type");
            static_assert(config.scalarTensorIndex == 0 || config.scalarTensorIndex == 1,
                          "Compares: scalarTensorIndex out of range");
        }
        constexpr bool first = !elemScalar || config.scalarTensorIndex == 0; // scalar on the left
        const LocalTensor<T>& vec = [&]() -> const LocalTensor<T>& {
            if constexpr (elemScalar) {
                return first ? src1 : src0;
            } else {
                return src1;
            }
        }();
        const uint64_t n = count;
        using Row = ascsim::ops::Compares;
        const char* api = Row::kName;
        if (ascsim::kern::SanitizerEnabled()) {
            detail::RequireWholeChunks<T>(count, api, loc);
        }
        const uint64_t seq = detail::VecBegin(api, loc, count, detail::VecOperand<uint8_t>{dst, n / 8},
                                              detail::VecOperand<T>{vec, n});
        T s{};
        const T* scalarAddr = nullptr;
        if constexpr (elemScalar) {
            const LocalTensor<T>& st = first ? src0 : src1;
            if (ascsim::kern::SanitizerEnabled()) {
                if (st.Data() == nullptr) {
                    st.Declare(ascsim::kern::Pipe::V, seq, 0, 1, false, api, loc); // reports the unbound tensor
                }
                const auto* d0 = reinterpret_cast<const uint8_t*>(dst.Data());
                const auto* d1 = d0 + n / 8;
                const auto* v0 = reinterpret_cast<const uint8_t*>(vec.Data());
                const auto* s0 = reinterpret_cast<const uint8_t*>(st.Data());
                detail::VecRequire(v0 + n * sizeof(T) <= d0 || d1 <= v0, api,
                                   "with a LocalTensor element as the scalar, sources and destination may not "
                                   "overlap",
                                   loc);
                detail::VecRequire(s0 + sizeof(T) <= d0 || d1 <= s0, api,
                                   "with a LocalTensor element as the scalar, sources and destination may not "
                                   "overlap",
                                   loc);
                const auto offset = static_cast<size_t>(s0 - ascsim::kern::UbBase());
                detail::VecRequire(
                    offset % sizeof(T) == 0, api,
                    "the scalar element at UB offset " + std::to_string(offset) + " is not element-aligned", loc);
                st.Declare(ascsim::kern::Pipe::V, seq, 0, 1, false, api, loc);
            }
            s = *st.Data();
            scalarAddr = st.Data();
        } else {
            s = static_cast<T>(src0);
        }
        auto* m = reinterpret_cast<uint8_t*>(dst.Data());
        const T* v = vec.Data();
        detail::CompareLoop(cmpMode, m, n, [v, s](uint64_t i, auto mode) {
            // the row's lane with the operands in source order (a scalar on the left compares as src0)
            return first ? Row::Lane(s, v[i], decltype(mode)::value) : Row::Lane(v[i], s, decltype(mode)::value);
        });
        if (scalarAddr != nullptr) {
            detail::VecPropagate(n / 8, dst, 1, detail::LaneSrc{v, 8 * sizeof(T)},
                                 detail::LaneSrc{scalarAddr, sizeof(T), 1, 1});
        } else {
            detail::VecPropagate(n / 8, dst, 1, detail::LaneSrc{v, 8 * sizeof(T)});
        }
    }
}

// CompareScalar with a flexible scalar position: the older name, count form (cmpsel_intf.h:334-337).
template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void CompareScalar(const T2& dst, const T3& src0, const T4& src1, CMPMODE cmpMode, uint32_t count,
                                     SrcLoc loc = SrcLoc::Here())
{
    Compares<T0, T1, isSetMask, config>(dst, src0, src1, cmpMode, count, loc);
}

// ---- Select (比较与选择/Select.md) ------------------------------------------------------------------
// Bit 1 takes src0, bit 0 takes src1. VSEL_TENSOR_SCALAR_MODE / VSEL_TENSOR_TENSOR_MODE consume
// the mask continuously; VSEL_CMPMASK_SPR reuses the first 256 / sizeof(T) bits every repeat.
namespace detail {
template <typename T>
inline bool SelectBit(const uint8_t* mask, uint64_t i, SELMODE mode)
{
    const uint64_t bit = mode == SELMODE::VSEL_CMPMASK_SPR ? i % (256 / sizeof(T)) : i;
    return ascsim::num::MaskBit(mask, bit);
}
// The mask byte each lane reads, for taint: lane i uses bit i (continuous modes) or bit
// i % (256 / sizeof(T)) (VSEL_CMPMASK_SPR). The mask's taint reaches the result in every mode.
template <typename T>
inline LaneSrc SelectMaskLanes(const uint8_t* mask, SELMODE mode)
{
    return mode == SELMODE::VSEL_CMPMASK_SPR ? LaneSrc{mask, 1, 8, 256 / sizeof(T)} : LaneSrc{mask, 1, 8};
}
// Select's src1: a tensor, or (tensor == nullptr) a scalar.
template <typename T>
struct SelectSrc1 {
    const T* tensor;
    T scalar;
    T operator()(uint64_t i) const { return tensor != nullptr ? tensor[i] : scalar; }
};

// d[i] = bit ? s0(i) : s1(i) (ascsim::num::Select), the mask read a byte at a time: lane i uses
// bit i % 8 of byte i / 8, or of byte (i % (256 / sizeof(T))) / 8 with VSEL_CMPMASK_SPR.
template <typename T, typename S1>
inline void SelectLoop(T* d, const uint8_t* m, const T* s0, S1&& s1, uint64_t n, SELMODE mode)
{
    const uint64_t period = mode == SELMODE::VSEL_CMPMASK_SPR ? 256 / sizeof(T) / 8 : UINT64_MAX;
    const uint64_t whole = n / 8;
    if constexpr (sizeof(T) == 4) { // 32-bit lanes: the vectorised library loop (vector_fast.h)
        if (whole > 0) {
            const T* tensor1 = s1.tensor;
            uint32_t scalar = 0;
            if (tensor1 == nullptr) {
                const T v = s1(0);
                std::memcpy(&scalar, &v, sizeof(scalar));
            }
            fast::SelectBits32(reinterpret_cast<uint32_t*>(d), m, reinterpret_cast<const uint32_t*>(s0),
                               reinterpret_cast<const uint32_t*>(tensor1), scalar, whole * 8, period);
        }
        for (uint64_t i = whole * 8; i < n; ++i) {
            d[i] = ascsim::ops::Select::Lane(SelectBit<T>(m, i, mode), s0[i], s1(i));
        }
        return;
    }
    // Select is a bitwise copy (cmpsel.h): done on the raw bits, branch-free, 8 lanes per mask byte.
    // internal: the two asserts below check the sim's own lane type, not the caller's code.
    using Raw = std::conditional_t<
        sizeof(T) == 1, uint8_t,
        std::conditional_t<sizeof(T) == 2, uint16_t, std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>>>;
    static_assert(sizeof(Raw) == sizeof(T), "Select: element size");
    static_assert(std::is_same_v<decltype(ascsim::ops::Select::Lane(true, s0[0], s0[0])), T>, "Select: element type");
    for (uint64_t j = 0; j < whole; ++j) {
        const unsigned bits = m[j % period];
        for (unsigned k = 0; k < 8; ++k) {
            const uint64_t i = j * 8 + k;
            const T b = s1(i);
            Raw x, y;
            std::memcpy(&x, &s0[i], sizeof(T));
            std::memcpy(&y, &b, sizeof(T));
            const Raw take = static_cast<Raw>(0) - static_cast<Raw>((bits >> k) & 1u);
            const Raw r = static_cast<Raw>((x & take) | (y & static_cast<Raw>(~take)));
            std::memcpy(static_cast<void*>(&d[i]), &r, sizeof(T));
        }
    }
    for (uint64_t i = whole * 8; i < n; ++i) {
        d[i] = ascsim::ops::Select::Lane(SelectBit<T>(m, i, mode), s0[i], s1(i));
    }
}
template <typename T>
inline uint64_t MaskBytes(uint64_t n, SELMODE mode)
{
    const uint64_t bits = mode == SELMODE::VSEL_CMPMASK_SPR ? (n < 256 / sizeof(T) ? n : 256 / sizeof(T)) : n;
    return (bits + 7) / 8;
}
} // namespace detail

template <typename T, typename U>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              T src1, SELMODE selMode, uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Select;
    if (ascsim::kern::SanitizerEnabled()) {
        detail::VecRequire(selMode == SELMODE::VSEL_TENSOR_SCALAR_MODE, Row::kName,
                           "a scalar src1 needs SELMODE::VSEL_TENSOR_SCALAR_MODE", loc);
    }
    const uint64_t n = count;
    const uint64_t maskBytes = detail::MaskBytes<T>(n, selMode);
    detail::VecBegin(Row::kName, loc, count, detail::VecOperand<T>{dst, n},
                     detail::VecOperand<U>{selMask, maskBytes / sizeof(U)}, detail::VecOperand<T>{src0, n});
    const auto* m = reinterpret_cast<const uint8_t*>(selMask.Data());
    const T* s0 = src0.Data();
    T* d = dst.Data();
    detail::SelectLoop(d, m, s0, detail::SelectSrc1<T>{nullptr, src1}, n, selMode);
    detail::VecPropagate(n, dst, sizeof(T), detail::LaneSrc{s0, sizeof(T)}, detail::SelectMaskLanes<T>(m, selMode));
}

template <typename T, typename U>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              const LocalTensor<T>& src1, SELMODE selMode, uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::Select;
    if (ascsim::kern::SanitizerEnabled()) {
        detail::VecRequire(selMode != SELMODE::VSEL_TENSOR_SCALAR_MODE, Row::kName,
                           "a tensor src1 needs SELMODE::VSEL_CMPMASK_SPR or VSEL_TENSOR_TENSOR_MODE", loc);
    }
    const uint64_t n = count;
    const uint64_t maskBytes = detail::MaskBytes<T>(n, selMode);
    detail::VecBegin(Row::kName, loc, count, detail::VecOperand<T>{dst, n},
                     detail::VecOperand<U>{selMask, maskBytes / sizeof(U)}, detail::VecOperand<T>{src0, n},
                     detail::VecOperand<T>{src1, n});
    const auto* m = reinterpret_cast<const uint8_t*>(selMask.Data());
    const T* s0 = src0.Data();
    const T* s1 = src1.Data();
    T* d = dst.Data();
    detail::SelectLoop(d, m, s0, detail::SelectSrc1<T>{s1, T{}}, n, selMode);
    detail::VecPropagate(n, dst, sizeof(T), detail::LaneSrc{s0, sizeof(T)}, detail::LaneSrc{s1, sizeof(T)},
                         detail::SelectMaskLanes<T>(m, selMode));
}

// Select with a flexible scalar position (Select（灵活标量位置）.md; 950: cmpsel_intf.h:355-359, count
// form), mode 1 only ("针对模式1，提供灵活标量位置的接口"): the selMask bits are consumed continuously and
// bit i picks src0_i (1) or src1_i (0), either of which may be a scalar value or, with both
// LocalTensors, the first element of the one at config.scalarTensorIndex (the dav_3510 impl
// broadcasts it with LoadAlign DIST_BRC, SelectBothTensorMode1Level2). With a one-element scalar,
// sources and destination may not overlap. A call with two LocalTensors and no config matches the
// tensor-tensor Select above, as the page warns.
template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void Select(const T2& dst, const LocalTensor<T1>& selMask, const T3& src0, const T4& src1,
                              SELMODE selMode, uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsLocalTensorT<T2>::value, "Select: dst must be a LocalTensor");
    using T = typename T2::PrimType;
    constexpr bool tensor0 = detail::IsLocalTensorT<T3>::value;
    constexpr bool tensor1 = detail::IsLocalTensorT<T4>::value;
    static_assert(tensor0 || tensor1, "Select: one of src0 and src1 must be a LocalTensor");
    if constexpr (tensor0 && !tensor1) {
        static_assert(std::is_same_v<T, typename T3::PrimType>, "Select: src0 must have dst's type");
        Select(dst, selMask, src0, static_cast<T>(src1), selMode, count, loc);
    } else {
        constexpr bool elemScalar = tensor0 && tensor1;
        if constexpr (elemScalar) {
            static_assert(std::is_same_v<T3, T4> && std::is_same_v<T, typename T3::PrimType>,
                          "Select: src0 and src1 must be LocalTensors of dst's type");
            static_assert(config.scalarTensorIndex == 0 || config.scalarTensorIndex == 1,
                          "Select: scalarTensorIndex out of range");
        } else {
            static_assert(std::is_same_v<T, typename T4::PrimType>, "Select: src1 must have dst's type");
        }
        constexpr bool scalarFirst = !elemScalar || config.scalarTensorIndex == 0;
        const LocalTensor<T>& vec = [&]() -> const LocalTensor<T>& {
            if constexpr (elemScalar) {
                return scalarFirst ? src1 : src0;
            } else {
                return src1;
            }
        }();
        const char* api = ascsim::ops::Select::kName;
        const uint64_t n = count;
        if (ascsim::kern::SanitizerEnabled()) {
            detail::VecRequire(selMode == SELMODE::VSEL_TENSOR_SCALAR_MODE, api,
                               "the flexible-scalar Select needs SELMODE::VSEL_TENSOR_SCALAR_MODE", loc);
        }
        const uint64_t maskBytes = detail::MaskBytes<T>(n, SELMODE::VSEL_TENSOR_SCALAR_MODE);
        const uint64_t seq = detail::VecBegin(
            api, loc, count, detail::VecOperand<T>{dst, n},
            detail::VecOperand<T1>{selMask, (maskBytes + sizeof(T1) - 1) / sizeof(T1)}, detail::VecOperand<T>{vec, n});
        T s{};
        const T* scalarAddr = nullptr;
        if constexpr (elemScalar) {
            const LocalTensor<T>& st = scalarFirst ? src0 : src1;
            if (ascsim::kern::SanitizerEnabled()) {
                if (st.Data() == nullptr) {
                    st.Declare(ascsim::kern::Pipe::V, seq, 0, 1, false, api, loc); // reports the unbound tensor
                }
                const auto* d0 = reinterpret_cast<const uint8_t*>(dst.Data());
                const auto* d1 = d0 + n * sizeof(T);
                const auto* v0 = reinterpret_cast<const uint8_t*>(vec.Data());
                const auto* s0 = reinterpret_cast<const uint8_t*>(st.Data());
                detail::VecRequire(v0 + n * sizeof(T) <= d0 || d1 <= v0, api,
                                   "with a LocalTensor element as the scalar, sources and destination may not "
                                   "overlap",
                                   loc);
                detail::VecRequire(s0 + sizeof(T) <= d0 || d1 <= s0, api,
                                   "with a LocalTensor element as the scalar, sources and destination may not "
                                   "overlap",
                                   loc);
                const auto offset = static_cast<size_t>(s0 - ascsim::kern::UbBase());
                detail::VecRequire(
                    offset % sizeof(T) == 0, api,
                    "the scalar element at UB offset " + std::to_string(offset) + " is not element-aligned", loc);
                st.Declare(ascsim::kern::Pipe::V, seq, 0, 1, false, api, loc);
            }
            s = *st.Data();
            scalarAddr = st.Data();
        } else {
            s = static_cast<T>(src0);
        }
        const auto* m = reinterpret_cast<const uint8_t*>(selMask.Data());
        const T* v = vec.Data();
        T* d = dst.Data();
        for (uint64_t i = 0; i < n; ++i) {
            const bool bit = ascsim::num::MaskBit(m, i);
            d[i] = scalarFirst ? ascsim::ops::Select::Lane(bit, s, v[i]) : ascsim::ops::Select::Lane(bit, v[i], s);
        }
        if (scalarAddr != nullptr) {
            detail::VecPropagate(n, dst, sizeof(T), detail::LaneSrc{v, sizeof(T)},
                                 detail::LaneSrc{scalarAddr, sizeof(T), 1, 1}, detail::LaneSrc{m, 1, 8});
        } else {
            detail::VecPropagate(n, dst, sizeof(T), detail::LaneSrc{v, sizeof(T)}, detail::LaneSrc{m, 1, 8});
        }
    }
}

} // namespace AscendC
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
