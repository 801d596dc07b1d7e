// Memory vector API, the CmpMask register for Ascend 950 (docs/zh/api/SIMD-API/基础API/Memory矢量计算/比较与选择/):
//   Compare(src0, src1, cmpMode, mask[] / mask, BinaryRepeatParams)   Compare（结果存入寄存器）.md
//   GetCmpMask(dst)                                                   GetCmpMask(ISASI).md
//   SetCmpMask(src)                                                   SetCmpMask(ISASI).md
// Compare without a destination compares one repeat (256 bytes, "本接口没有repeat输入，repeat默认为1") of
// half / float under the mask (Normal: mask / mask[] / MASK, Counter: the first min(count, VL) elements;
// block strides from BinaryRepeatParams) and keeps the result bits in the 128-bit CmpMask: bit k for
// element k, 0 where the mask is off; float fills the low 64 bits and clears the high ones (the SDK's
// dav_3510 VcmpImpl: g_cmpMaskLow / g_cmpMaskHigh). The page lists the 8 KB UB temporary.
// GetCmpMask / SetCmpMask move the 16 bytes between CmpMask and UB through the scalar unit inside
// PipeBarrier<PIPE_ALL> pairs (the dav_3510 GetCmpMaskImpl / SetCmpMaskImpl), so they are ordered with
// everything before and after. Sanitizer: dst / src 16-byte aligned, their LocalTensors at least the 16
// bytes moved, GetCmpMask before any Compare / SetCmpMask of the launch (the register's content is
// undefined: memcheck). GetCmpMask(ISASI).md also says "dst的空间大小不能少于128字节", with no product
// named; on 950 the impl stores 16 bytes and asc-devkit's own 950 compare example (scenario 2) passes a
// 32-byte tensor, so the sim asks for the 16 bytes only (the 128-byte figure is not a 950 rule).
// Timing: Compare one VF at the simple rate (附录/Reg矢量计算接口理论性能汇总.md 表9), its name, lane and
// class the Compare row's (engine/ops/compare_select.h); Get/SetCmpMask are
// scalar instructions between barriers.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"
#include "ascendc_sim/basic_api/memory_vector/vector_api.h"
#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/basic_api/memory_vector/vector_mask_mode.h"
#include "ascendc_sim/basic_api/memory_vector/vector_repeat.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC {

using ascsim::kern::SrcLoc;

namespace detail {
template <typename T, bool isSetMask>
inline void CompareToCmpMask(SrcLoc loc, const LocalTensor<T>& src0, const LocalTensor<T>& src1, CMPMODE cmpMode,
                             const uint64_t* bits, uint64_t cont, const BinaryRepeatParams& p)
{
    using namespace ascsim::kern;
    static_assert(std::is_same_v<T, half> || std::is_same_v<T, float>, "Compare (to CmpMask): T must be half or float");
    using Row = ascsim::ops::Compare;
    const char* api = Row::kName;
    constexpr uint64_t e = 256 / sizeof(T);
    constexpr uint64_t epb = 32 / sizeof(T);
    RepPlan plan = PlanMask<T, isSetMask>(bits, cont, 1, api, loc);
    if (plan.counter) { // one VL only: the first min(count, VL) elements
        plan.repeats = plan.count > 0 ? 1 : 0;
        plan.last = FirstN(plan.count < e ? plan.count : e);
    }
    const uint64_t seq = IssueVector(api, e, sizeof(T), 2, loc);
    // The overloads without a repeatTime (the result into CMPMASK) are the ones the SDK marks.
    ClaimReservedUb(
        api,
        bits != nullptr ? ascsim::ops::ReserveForm::kMaskBitsNoRepeat : ascsim::ops::ReserveForm::kMaskCountNoRepeat,
        loc);
    const bool san = SanitizerEnabled();
    const RepMask& m = plan.last;
    const RepStrides s0{p.src0BlkStride, 0}, s1{p.src1BlkStride, 0};
    if (san) {
        RequireRepeats(plan, api, loc);
        VecAligned(src0, api, loc);
        VecAligned(src1, api, loc);
        const PlanRuns runs = MakeRuns<T>(plan);
        for (const auto& [a, b] : RepeatRuns<T>(runs, s0, 0)) {
            src0.Declare(Pipe::V, seq, a, b - a, false, api, loc);
        }
        for (const auto& [a, b] : RepeatRuns<T>(runs, s1, 0)) {
            src1.Declare(Pipe::V, seq, a, b - a, false, api, loc);
        }
    }
    uint64_t w[2] = {0, 0};
    for (uint64_t k = 0; k < e; ++k) {
        if (!m.Bit(k)) {
            continue;
        }
        const T* a = src0.Data() + (k / epb) * p.src0BlkStride * epb + k % epb;
        const T* b = src1.Data() + (k / epb) * p.src1BlkStride * epb + k % epb;
        if (!san && (!InUb(a, sizeof(T)) || !InUb(b, sizeof(T)))) {
            continue;
        }
        if (Row::Lane(*a, *b, cmpMode)) {
            w[k / 64] |= 1ull << (k % 64);
        }
    }
    VecSpr& r = CurrentVecSpr();
    r.cmpLow = w[0];
    r.cmpHigh = sizeof(T) == 2 ? w[1] : 0;
    r.cmpSet = true;
}
} // namespace detail

template <typename T, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<T>& src0, const LocalTensor<T>& src1, CMPMODE cmpMode,
                               const uint64_t mask[], const BinaryRepeatParams& repeatParams,
                               SrcLoc loc = SrcLoc::Here())
{
    detail::CompareToCmpMask<T, isSetMask>(loc, src0, src1, cmpMode, mask, 0, repeatParams);
}
template <typename T, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<T>& src0, const LocalTensor<T>& src1, CMPMODE cmpMode,
                               const uint64_t mask, const BinaryRepeatParams& repeatParams, SrcLoc loc = SrcLoc::Here())
{
    detail::CompareToCmpMask<T, isSetMask>(loc, src0, src1, cmpMode, nullptr, mask, repeatParams);
}

template <typename T>
__aicore__ inline void GetCmpMask(const LocalTensor<T>& dst, SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "GetCmpMask: T must be b8, b16 or b32");
    const char* api = "GetCmpMask";
    BarrierAll(loc);
    const uint64_t seq = Issue(Pipe::S, loc);
    const VecSpr& r = CurrentVecSpr();
    if (SanitizerEnabled()) {
        if (dst.Data() != nullptr) {
            const auto off = static_cast<uint64_t>(reinterpret_cast<const uint8_t*>(dst.Data()) - UbBase());
            detail::VecRequire(off % 16 == 0, api,
                               "dst starts at UB offset " + std::to_string(off) + ", not 16-byte aligned", loc);
        }
        detail::VecRequire(static_cast<uint64_t>(dst.GetSize()) * sizeof(T) >= 16, api,
                           "dst holds " + std::to_string(static_cast<uint64_t>(dst.GetSize()) * sizeof(T)) +
                               " bytes, GetCmpMask stores the 16 bytes of CmpMask",
                           loc);
        if (!r.cmpSet) {
            // rule memcheck.cmpmask-unset: GetCmpMask before anything wrote CmpMask
            //   doc: B/Memory矢量计算/比较与选择/GetCmpMask(ISASI).md (功能说明, CmpMask holds a Compare's or
            //   SetCmpMask's bits) choice: reading the register before it is written returns an undefined value;
            //   reported
            Fail(Check::kMemcheck, api,
                 "no Compare (结果存入寄存器) or SetCmpMask has written CmpMask in this launch: its value is undefined",
                 loc);
        }
        dst.Declare(Pipe::S, seq, 0, 16 / sizeof(T), true, api, loc);
    }
    const uint64_t w[2] = {r.cmpLow, r.cmpHigh};
    std::memcpy(static_cast<void*>(dst.Data()), w, 16);
    BarrierAll(loc);
}

template <typename T>
__aicore__ inline void SetCmpMask(const LocalTensor<T>& src, SrcLoc loc = SrcLoc::Here())
{
    using namespace ascsim::kern;
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "SetCmpMask: T must be b8, b16, b32 or b64");
    const char* api = "SetCmpMask";
    BarrierAll(loc);
    const uint64_t seq = Issue(Pipe::S, loc);
    if (SanitizerEnabled()) {
        if (src.Data() != nullptr) {
            const auto off = static_cast<uint64_t>(reinterpret_cast<const uint8_t*>(src.Data()) - UbBase());
            detail::VecRequire(off % 16 == 0, api,
                               "src starts at UB offset " + std::to_string(off) + ", not 16-byte aligned", loc);
        }
        src.Declare(Pipe::S, seq, 0, 16 / sizeof(T), false, api, loc);
    }
    uint64_t w[2];
    std::memcpy(w, src.Data(), 16);
    VecSpr& r = CurrentVecSpr();
    r.cmpLow = w[0];
    r.cmpHigh = w[1];
    r.cmpSet = true;
    BarrierAll(loc);
}

} // namespace AscendC
