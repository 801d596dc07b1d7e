// Memory vector API, dequantisation, for Ascend 950:
//   SetDeqScale  (docs/zh/api/SIMD-API/基础API/Memory矢量计算/类型转换辅助配置接口/SetDeqScale.md): the three
//                forms; VdeqInfo (表4) the 16 groups of the vector form
//   CastDequant  (复合计算/CastDequant.md): int16_t -> int8_t / uint8_t (isVecDeq, halfBlock), int32_t -> half;
//                count and mask[] / mask forms; CastDeq is its older name ("please use CastDequant instead")
//   AddDeqRelu   (复合计算/AddDeqRelu.md): dst = Relu(Deq(src0 + src1)), int32_t -> half; count and mask forms,
//                with and without the type template parameters
// SDK declarations (arch 3510): basic_api/kernel_operator_vec_vconv_intf.h:95-135, 230-235,
// kernel_operator_vec_binary_intf.h:515-575, kernel_struct_vdeq.h:37-54. Semantics, register and checks:
// engine/deq_engine.h. The mask forms take the 8 KB reserved UB (the SDK's __ASC_USE_RESERVED_UBUF__
// marks; CastDequant.md 约束说明). Timing: one VF at the simple rate (engine/ops/compound_cast.h).
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/deq_engine.h"
#include "ascendc_sim/engine/ops/compound_cast.h"

namespace AscendC {

struct VdeqInfo {
    __aicore__ VdeqInfo() {}
    __aicore__ VdeqInfo(const float vdeqScaleIn[detail::kVdeqParams], const int16_t vdeqOffsetIn[detail::kVdeqParams],
                        const bool vdeqSignModeIn[detail::kVdeqParams])
    {
        for (uint32_t i = 0; i < detail::kVdeqParams; ++i) {
            vdeqScale[i] = vdeqScaleIn[i];
            vdeqOffset[i] = vdeqOffsetIn[i];
            vdeqSignMode[i] = vdeqSignModeIn[i];
        }
    }
    float vdeqScale[detail::kVdeqParams] = {0};
    int16_t vdeqOffset[detail::kVdeqParams] = {0};
    bool vdeqSignMode[detail::kVdeqParams] = {0};
};

using ascsim::kern::SrcLoc;

// ---- SetDeqScale --------------------------------------------------------------------------------------------
// AddDeqRelu, Cast and CastDequant's s322fp16 scenario: bits 0~15 hold the half.
__aicore__ inline void SetDeqScale(half scale, SrcLoc loc = SrcLoc::Here())
{
    ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
    detail::DeqRegisterWrite(scale.bits(), detail::DeqForm::kHalf, loc);
}
// CastDequant's s162b8 scenario without vector quantisation.
__aicore__ inline void SetDeqScale(float scale, int16_t offset, bool signMode, SrcLoc loc = SrcLoc::Here())
{
    ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
    detail::DeqOffsetInRange(offset, "SetDeqScale", loc);
    detail::DeqRegisterWrite(detail::DeqWord(scale, offset, signMode), detail::DeqForm::kScalar, loc);
}
// CastDequant's s162b8 scenario with vector quantisation: the 16 words written into vdeq by the scalar
// unit (as LocalTensor::SetValue, auto-synchronised), the register pointing at it.
template <typename T>
__aicore__ inline void SetDeqScale(const LocalTensor<T>& vdeq, const VdeqInfo& vdeqInfo, SrcLoc loc = SrcLoc::Here())
{
    static_assert(std::is_same_v<T, uint64_t>, "SetDeqScale: vdeq must be a LocalTensor<uint64_t> (SetDeqScale.md, T)");
    const uint64_t seq = ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
    if (ascsim::kern::SanitizerEnabled()) {
        detail::VecAligned(vdeq, "SetDeqScale", loc); // 约束说明: vdeq's address alignment
        for (uint32_t i = 0; i < detail::kVdeqParams; ++i) {
            detail::DeqOffsetInRange(vdeqInfo.vdeqOffset[i], "SetDeqScale", loc);
        }
        // 128 bytes (CastDequant.md 约束说明: "至少128B大小的UB空间"); a smaller tensor is out of bounds
        vdeq.Declare(ascsim::kern::Pipe::S, seq, 0, detail::kVdeqParams, true, "SetDeqScale", loc, true);
    }
    for (uint32_t i = 0; i < detail::kVdeqParams; ++i) {
        const uint64_t w = detail::DeqWord(vdeqInfo.vdeqScale[i], vdeqInfo.vdeqOffset[i], vdeqInfo.vdeqSignMode[i]);
        std::memcpy(vdeq.Data() + i, &w, sizeof(w));
    }
    const auto offset = static_cast<uint64_t>(reinterpret_cast<const uint8_t*>(vdeq.Data()) - ascsim::kern::UbBase());
    detail::DeqRegisterWrite(offset, detail::DeqForm::kVector, loc);
}

// ---- CastDequant / CastDeq --------------------------------------------------------------------------------
namespace detail {

template <typename T, typename U>
inline constexpr bool kDeqPair = (std::is_same_v<U, int16_t> &&
                                  (std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t>)) ||
                                 (std::is_same_v<U, int32_t> && std::is_same_v<T, half>);

template <typename T, typename U, bool isVecDeq, bool halfBlock>
inline void CastDequantCount(SrcLoc loc, const LocalTensor<T>& dst, const LocalTensor<U>& src, uint32_t count)
{
    static_assert(kDeqPair<T, U>, "CastDequant: the 950 pairs are int16_t -> int8_t / uint8_t and int32_t -> half "
                                  "(CastDequant.md 数据类型)");
    constexpr const char* api = ascsim::ops::CastDequant::kName;
    if constexpr (std::is_same_v<U, int32_t>) {
        DeqHalfCount(api, loc, dst, src, count);
    } else {
        DeqB8Count<T>(api, loc, dst, src, count, isVecDeq, halfBlock);
    }
}

template <typename T, typename U, bool isSetMask, bool isVecDeq, bool halfBlock>
inline void CastDequantRep(SrcLoc loc, const uint64_t* maskBits, uint64_t maskCount, uint8_t repeatTime,
                           const LocalTensor<T>& dst, const LocalTensor<U>& src, const UnaryRepeatParams& p)
{
    static_assert(kDeqPair<T, U>, "CastDequant: the 950 pairs are int16_t -> int8_t / uint8_t and int32_t -> half "
                                  "(CastDequant.md 数据类型)");
    constexpr const char* api = ascsim::ops::CastDequant::kName;
    const RepStrides dS{p.dstBlkStride, p.dstRepStride}, sS{p.srcBlkStride, p.srcRepStride};
    const RepPlan plan = PlanMask<U, isSetMask>(maskBits, maskCount, repeatTime, api, loc); // the wider type's mask
    if constexpr (std::is_same_v<U, int32_t>) {
        DeqHalfRep(api, loc, plan, dst, src, dS, sS);
    } else {
        DeqB8Rep<T>(api, loc, plan, dst, src, dS, sS, isVecDeq, halfBlock);
    }
}

} // namespace detail

#define ASCSIM_CAST_DEQUANT(Name)                                                                               \
    template <typename T, typename U, bool isSetMask = true, bool isVecDeq = true, bool halfBlock = true>       \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint64_t mask[],    \
                                uint8_t repeatTime, const UnaryRepeatParams& repeatParams,                      \
                                SrcLoc loc = SrcLoc::Here())                                                    \
    {                                                                                                           \
        detail::CastDequantRep<T, U, isSetMask, isVecDeq, halfBlock>(loc, mask, 0, repeatTime, dst, src,        \
                                                                     repeatParams);                             \
    }                                                                                                           \
    template <typename T, typename U, bool isSetMask = true, bool isVecDeq = true, bool halfBlock = true>       \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src, const int32_t mask,       \
                                uint8_t repeatTime, const UnaryRepeatParams& repeatParams,                      \
                                SrcLoc loc = SrcLoc::Here())                                                    \
    {                                                                                                           \
        detail::CastDequantRep<T, U, isSetMask, isVecDeq, halfBlock>(loc, nullptr, static_cast<uint64_t>(mask), \
                                                                     repeatTime, dst, src, repeatParams);       \
    }                                                                                                           \
    template <typename T, typename U, bool isVecDeq = true, bool halfBlock = true>                              \
    __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint32_t count,     \
                                SrcLoc loc = SrcLoc::Here())                                                    \
    {                                                                                                           \
        detail::CastDequantCount<T, U, isVecDeq, halfBlock>(loc, dst, src, count);                              \
    }
ASCSIM_CAST_DEQUANT(CastDequant)
ASCSIM_CAST_DEQUANT(CastDeq)
#undef ASCSIM_CAST_DEQUANT

// ---- AddDeqRelu -------------------------------------------------------------------------------------------------
namespace detail {
template <typename T, typename U>
inline constexpr bool kAddDeqReluPair = std::is_same_v<T, half>&& std::is_same_v<U, int32_t>;
} // namespace detail

template <typename T, typename U>
__aicore__ inline void AddDeqRelu(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                  const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAddDeqReluPair<T, U>, "AddDeqRelu: int32_t sources and a half dst (AddDeqRelu.md 表3)");
    detail::AddDeqReluCount(ascsim::ops::AddDeqRelu::kName, loc, dst, src0, src1, count);
}
__aicore__ inline void AddDeqRelu(const LocalTensor<half>& dst, const LocalTensor<int32_t>& src0,
                                  const LocalTensor<int32_t>& src1, const int32_t& count, SrcLoc loc = SrcLoc::Here())
{
    AddDeqRelu<half, int32_t>(dst, src0, src1, count, loc);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void AddDeqRelu(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                  uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                                  SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAddDeqReluPair<T, U>, "AddDeqRelu: int32_t sources and a half dst (AddDeqRelu.md 表3)");
    constexpr const char* api = ascsim::ops::AddDeqRelu::kName;
    const auto& p = repeatParams;
    detail::AddDeqReluRep(api, loc, detail::PlanMask<U, isSetMask>(mask, 0, repeatTime, api, loc), dst, src0, src1,
                          {p.dstBlkStride, p.dstRepStride}, {p.src0BlkStride, p.src0RepStride},
                          {p.src1BlkStride, p.src1RepStride});
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void AddDeqRelu(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                  uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams,
                                  SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::kAddDeqReluPair<T, U>, "AddDeqRelu: int32_t sources and a half dst (AddDeqRelu.md 表3)");
    constexpr const char* api = ascsim::ops::AddDeqRelu::kName;
    const auto& p = repeatParams;
    detail::AddDeqReluRep(api, loc, detail::PlanMask<U, isSetMask>(nullptr, mask, repeatTime, api, loc), dst, src0,
                          src1, {p.dstBlkStride, p.dstRepStride}, {p.src0BlkStride, p.src0RepStride},
                          {p.src1BlkStride, p.src1RepStride});
}
template <bool isSetMask = true>
__aicore__ inline void AddDeqRelu(const LocalTensor<half>& dst, const LocalTensor<int32_t>& src0,
                                  const LocalTensor<int32_t>& src1, uint64_t mask[], const uint8_t repeatTime,
                                  const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    AddDeqRelu<half, int32_t, isSetMask>(dst, src0, src1, mask, repeatTime, repeatParams, loc);
}
template <bool isSetMask = true>
__aicore__ inline void AddDeqRelu(const LocalTensor<half>& dst, const LocalTensor<int32_t>& src0,
                                  const LocalTensor<int32_t>& src1, uint64_t mask, const uint8_t repeatTime,
                                  const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    AddDeqRelu<half, int32_t, isSetMask>(dst, src0, src1, mask, repeatTime, repeatParams, loc);
}

} // namespace AscendC
