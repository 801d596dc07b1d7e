// Memory vector API, the compounds that end in a narrowing cast, for Ascend 950:
//   MulCast      (docs/zh/api/SIMD-API/基础API/Memory矢量计算/复合计算/MulCast.md)     dst = Cast(src0 * src1)
//   AddReluCast  (复合计算/AddReluCast.md)                                            dst = Cast(Relu(src0 + src1))
//   SubReluCast  (复合计算/SubReluCast.md)                                            dst = Cast(Relu(src0 - src1))
//   MulsCast     (复合计算/MulsCast(ISASI).md; 950 only)                              dst = Cast(src * scalar)
//   FusedMulsCast  the SDK's older name of MulsCast (kernel_operator_vec_binary_scalar_intf.h:783-787)
// SDK declarations (arch 3510): kernel_operator_vec_mulcast_intf.h:39-53 (MulCast), kernel_operator_vec_vconv_intf.h
// (AddReluCast / SubReluCast: count and mask[] / mask forms), kernel_operator_vec_binary_scalar_intf.h:778-787.
// Lanes and type pairs: the op-table rows (engine/ops/compound_cast.h). The mask forms use Cast's
// mixed-width layout (engine/vector_repeat_cast.h RepMixedBinary: the mask read as the source type's, the
// narrow destination in the first DataBlocks of each repeat) and the 8 KB reserved UB (the pages'
// 约束说明, the SDK's __ASC_USE_RESERVED_UBUF__ marks); the int64_t pairs are count-form only (the pages;
// for AddReluCast's int64_t -> float the SDK's mask-form type check, which the sim follows).
// MulsCast: one of src0 / src1 is the vector (a LocalTensor<float>), the other a float scalar or, when
// both are LocalTensors, the element at config.scalarTensorIndex's tensor's start (read on the V pipe);
// with a one-element scalar, sources and destination may not overlap (as the flexible-scalar Muls);
// both scalars do not compile (约束说明). T0 / T1 are reserved (BinaryDefaultType or the actual types).
// Timing: one VF at the simple rate (compound_cast.h's head comment).
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/compound_cast.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_cast.h"

namespace AscendC {

namespace detail {

// Count form: dst[i] = Row::Lane<T, U>(src0[i], src1[i], sat) for i < count.
template <typename Row, typename T, typename U>
inline void CountNarrowBinary(ascsim::kern::SrcLoc loc, const LocalTensor<T>& dst, const LocalTensor<U>& src0,
                              const LocalTensor<U>& src1, uint32_t count)
{
    const uint64_t n = count;
    VecBegin(Row::kName, loc, count, VecOperand<T>{dst, n}, VecOperand<U>{src0, n}, VecOperand<U>{src1, n});
    const bool sat = ascsim::kern::SaturatesNow<half>();
    const U* a = src0.Data();
    const U* b = src1.Data();
    T* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = Row::template Lane<T, U>(a[i], b[i], sat);
    }
    VecPropagate(n, dst, sizeof(T), LaneSrc{a, sizeof(U)}, LaneSrc{b, sizeof(U)});
}

template <typename Row, typename T, typename U>
inline void RepNarrowBinary(ascsim::kern::SrcLoc loc, const RepPlan& plan, const LocalTensor<T>& dst,
                            const LocalTensor<U>& src0, const LocalTensor<U>& src1, const BinaryRepeatParams& p)
{
    const bool sat = ascsim::kern::SaturatesNow<half>();
    RepMixedBinary<T, U>(Row::kName, loc, plan, dst, src0, src1, RepStrides{p.dstBlkStride, p.dstRepStride},
                         RepStrides{p.src0BlkStride, p.src0RepStride}, RepStrides{p.src1BlkStride, p.src1RepStride},
                         [sat](U a, U b) { return Row::template Lane<T, U>(a, b, sat); });
}

// MulsCast's count form: dst[i] = half(vec[i] * s), s a value or element 0 of `scalar` (non-null).
inline void MulsCastCount(ascsim::kern::SrcLoc loc, const LocalTensor<half>& dst, const LocalTensor<float>& vec,
                          float value, const LocalTensor<float>* scalar, uint32_t count)
{
    using namespace ascsim::kern;
    using Row = ascsim::ops::MulsCast;
    const uint64_t n = count;
    const uint64_t seq = VecBegin(Row::kName, loc, count, VecOperand<half>{dst, n}, VecOperand<float>{vec, n});
    if (scalar != nullptr && SanitizerEnabled()) {
        if (scalar->Data() == nullptr) {
            scalar->Declare(Pipe::V, seq, 0, 1, false, Row::kName, loc); // reports the unbound tensor
        }
        const auto* d0 = reinterpret_cast<const uint8_t*>(dst.Data());
        const auto* d1 = d0 + n * sizeof(half);
        const auto* v0 = reinterpret_cast<const uint8_t*>(vec.Data());
        const auto* s0 = reinterpret_cast<const uint8_t*>(scalar->Data());
        // The flexible-scalar pages' rule (Adds（灵活标量位置）.md 约束说明), which MulsCast's impl shares.
        VecRequire(v0 + n * sizeof(float) <= d0 || d1 <= v0, Row::kName,
                   "with a LocalTensor element as the scalar, sources and destination may not overlap", loc);
        VecRequire(s0 + sizeof(float) <= d0 || d1 <= s0, Row::kName,
                   "with a LocalTensor element as the scalar, sources and destination may not overlap", loc);
        scalar->Declare(Pipe::V, seq, 0, 1, false, Row::kName, loc);
    }
    const float s = scalar != nullptr ? *scalar->Data() : value;
    const bool sat = SaturatesNow<half>();
    const float* v = vec.Data();
    half* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = Row::Lane(v[i], s, sat);
    }
    if (scalar != nullptr) {
        VecPropagate(n, dst, sizeof(half), LaneSrc{v, sizeof(float)}, LaneSrc{scalar->Data(), sizeof(float), 1, 1});
    } else {
        VecPropagate(n, dst, sizeof(half), LaneSrc{v, sizeof(float)});
    }
}

template <typename T0, typename T1, const BinaryConfig& config, typename T2, typename T3, typename T4>
inline void MulsCastFlex(ascsim::kern::SrcLoc loc, const T2& dst, const T3& src0, const T4& src1, uint32_t count)
{
    static_assert(std::is_same_v<T2, LocalTensor<half>>, "MulsCast: dst must be a LocalTensor<half> on 950");
    static_assert(std::is_same_v<T0, BinaryDefaultType> || std::is_same_v<T0, half>,
                  "MulsCast: T0 is reserved (BinaryDefaultType)");
    static_assert(std::is_same_v<T1, BinaryDefaultType> || std::is_same_v<T1, float>,
                  "MulsCast: T1 is reserved (BinaryDefaultType)");
    constexpr bool tensor0 = IsLocalTensorT<T3>::value;
    constexpr bool tensor1 = IsLocalTensorT<T4>::value;
    static_assert(tensor0 || tensor1, "MulsCast: one of src0 and src1 must be a LocalTensor (约束说明)");
    if constexpr (tensor0 && tensor1) {
        static_assert(std::is_same_v<T3, LocalTensor<float>> && std::is_same_v<T4, LocalTensor<float>>,
                      "MulsCast: the sources must be LocalTensor<float> on 950");
        static_assert(config.scalarTensorIndex == 0 || config.scalarTensorIndex == 1,
                      "MulsCast: scalarTensorIndex out of range");
        constexpr bool first = config.scalarTensorIndex == 0;
        MulsCastCount(loc, dst, first ? src1 : src0, 0.0f, first ? &src0 : &src1, count);
    } else if constexpr (tensor0) {
        static_assert(std::is_same_v<T3, LocalTensor<float>>, "MulsCast: src0 must be a LocalTensor<float> on 950");
        static_assert(std::is_arithmetic_v<T4>, "MulsCast: the scalar must be a float value");
        MulsCastCount(loc, dst, src0, static_cast<float>(src1), nullptr, count);
    } else {
        static_assert(std::is_same_v<T4, LocalTensor<float>>, "MulsCast: src1 must be a LocalTensor<float> on 950");
        static_assert(std::is_arithmetic_v<T3>, "MulsCast: the scalar must be a float value");
        MulsCastCount(loc, dst, src1, static_cast<float>(src0), nullptr, count);
    }
}

} // namespace detail

using ascsim::kern::SrcLoc;

// ---- MulCast (复合计算/MulCast.md) ------------------------------------------------------------------
template <typename T, typename U>
__aicore__ inline void MulCast(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                               uint32_t count, SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::MulCast;
    static_assert(Row::kCountPair<T, U>, "MulCast: unsupported (dst, src) pair on 950 (MulCast.md 数据类型)");
    detail::CountNarrowBinary<Row>(loc, dst, src0, src1, count);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void MulCast(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                               uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                               SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::MulCast;
    static_assert(Row::kRepPair<T, U>, "MulCast: the mask forms take half sources and an int8_t / uint8_t dst");
    detail::RepNarrowBinary<Row>(loc, detail::PlanMask<U, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst, src0,
                                 src1, repeatParams);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void MulCast(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                               uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                               SrcLoc loc = SrcLoc::Here())
{
    using Row = ascsim::ops::MulCast;
    static_assert(Row::kRepPair<T, U>, "MulCast: the mask forms take half sources and an int8_t / uint8_t dst");
    detail::RepNarrowBinary<Row>(loc, detail::PlanMask<U, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), dst,
                                 src0, src1, repeatParams);
}

// ---- AddReluCast / SubReluCast (复合计算/AddReluCast.md, SubReluCast.md) ------------------------------
#define ASCSIM_RELU_CAST(Name)                                                                                        \
    template <typename T, typename U>                                                                                 \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,    \
                                const uint32_t count, SrcLoc loc = SrcLoc::Here())                                    \
    {                                                                                                                 \
        using Row = ascsim::ops::Name;                                                                                \
        static_assert(Row::template kCountPair<T, U>,                                                                 \
                      #Name ": unsupported (dst, src) pair on 950 (" #Name ".md 数据类型)");                          \
        detail::CountNarrowBinary<Row>(loc, dst, src0, src1, count);                                                  \
    }                                                                                                                 \
    template <typename T, typename U, bool isSetMask = true>                                                          \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,    \
                                uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,    \
                                SrcLoc loc = SrcLoc::Here())                                                          \
    {                                                                                                                 \
        using Row = ascsim::ops::Name;                                                                                \
        static_assert(Row::template kRepPair<T, U>, #Name ": the mask forms take (half, float), (int8_t, half), "     \
                                                          "(int8_t, int16_t) on 950");                                \
        detail::RepNarrowBinary<Row>(loc, detail::PlanMask<U, isSetMask>(mask, 0, repeatTime, Row::kName, loc), dst,  \
                                     src0, src1, repeatParams);                                                       \
    }                                                                                                                 \
    template <typename T, typename U, bool isSetMask = true>                                                          \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,    \
                                uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,      \
                                SrcLoc loc = SrcLoc::Here())                                                          \
    {                                                                                                                 \
        using Row = ascsim::ops::Name;                                                                                \
        static_assert(Row::template kRepPair<T, U>, #Name ": the mask forms take (half, float), (int8_t, half), "     \
                                                          "(int8_t, int16_t) on 950");                                \
        detail::RepNarrowBinary<Row>(loc, detail::PlanMask<U, isSetMask>(nullptr, mask, repeatTime, Row::kName, loc), \
                                     dst, src0, src1, repeatParams);                                                  \
    }
ASCSIM_RELU_CAST(AddReluCast)
ASCSIM_RELU_CAST(SubReluCast)
#undef ASCSIM_RELU_CAST

// ---- MulsCast / FusedMulsCast (复合计算/MulsCast(ISASI).md) ---------------------------------------------
template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void MulsCast(const T2& dst, const T3& src0, const T4& src1, const uint32_t count,
                                SrcLoc loc = SrcLoc::Here())
{
    detail::MulsCastFlex<T0, T1, config>(loc, dst, src0, src1, count);
}
template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void FusedMulsCast(const T2& dst, const T3& src0, const T4& src1, const uint32_t count,
                                     SrcLoc loc = SrcLoc::Here())
{
    detail::MulsCastFlex<T0, T1, config>(loc, dst, src0, src1, count);
}

} // namespace AscendC
