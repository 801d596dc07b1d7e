// The mask of the Memory vector API's "tensor高维切分计算" (mask + repeat) forms and its two modes
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/SIMD计算说明/掩码.md, 掩码操作/):
//   SetMaskCount / SetMaskNorm   (掩码操作/SetMaskCount.md, SetMaskNorm.md): CTRL[56], 1 = Counter
//   SetVectorMask                (掩码操作/SetVectorMask.md): the MASK special register
//   ResetMask                    (掩码操作/ResetMask.md): MASK back to all ones
// and how one instruction turns (mode, isSetMask, its mask argument, repeatTime) into the masks
// of its repeats: RepPlan (engine/mask_plan.h, shared with every spelling of a mask/repeat form),
// following the SDK's dav_3510 Memory-API template:
//   Normal,  isSetMask,  mask[]  every repeat uses the bits mask[1]:mask[0]; the SDK writes them to
//                                MASK first (SetVectorMask), so MASK holds them afterwards
//   Normal,  isSetMask,  mask    every repeat uses its first `mask` elements; MASK untouched
//   Normal,  !isSetMask          every repeat uses MASK (bit i = element i)
//   Counter, isSetMask           mask[0] / mask elements in total, VL by VL (256 bytes of the wider
//                                operand type), repeatTime ignored (掩码.md: "repeatTime参数会被忽略")
//   Counter, !isSetMask          the same with MASK's low 64 bits as the count
// The count forms ("tensor前n个数据计算") ignore the mode and isSetMask on 950: their dav_3510 impls
// loop over `count` with UpdateMask and never read MASK or CTRL[56].
//
// Sanitizer (the docs leave these open; the sim takes the strict reading):
//   * MASK is never reset by InitSocState on 950 (core.h, VecSpr), so an isSetMask = false read
//     before any SetVectorMask / ResetMask in the launch is a ctrlcheck finding;
//   * a bit-wise mask form overwrites MASK (the SDK's side effect, undocumented); an isSetMask = false
//     read after that without a new SetVectorMask is a ctrlcheck finding naming the clobbering call;
//   * SetVectorMask<T, COUNTER> while CTRL[56] selects Normal (or NORMAL while Counter): ctrlcheck
//     (SetVectorMask.md: "使用前需要先调用SetMaskCount/SetMaskNorm手动设置Mask模式");
//   * Counter mode with 0 elements: like repeatTime 0, not guaranteed to be a no-op on 950 (memcheck).
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/mask_plan.h"

namespace AscendC {

// 掩码操作/SetVectorMask.md, 表1.
enum class MaskMode : uint8_t { NORMAL = 0, COUNTER };

// The placeholder array of the bit-wise forms with isSetMask = false (SDK impl/basic_api/kernel_reg.h).
constexpr uint64_t MASK_PLACEHOLDER_LIST[2] = {0, 0};

namespace detail {
inline void ScalarIssue(ascsim::kern::SrcLoc loc) { (void)ascsim::kern::Issue(ascsim::kern::Pipe::S, loc); }

} // namespace detail

using ascsim::kern::SrcLoc;

// SetMaskCount (掩码操作/SetMaskCount.md): Counter mode, CTRL[56] = 1. A scalar instruction.
__aicore__ inline void SetMaskCount(SrcLoc loc = SrcLoc::Here())
{
    detail::ScalarIssue(loc);
    ascsim::kern::CtrlWrite(ascsim::kern::CtrlValue() | ascsim::kern::ctrl::Bit(ascsim::kern::ctrl::kMaskCounter),
                            "SetMaskCount", loc);
}

// SetMaskNorm (掩码操作/SetMaskNorm.md): Normal mode (the default), CTRL[56] = 0.
__aicore__ inline void SetMaskNorm(SrcLoc loc = SrcLoc::Here())
{
    detail::ScalarIssue(loc);
    ascsim::kern::CtrlWrite(ascsim::kern::CtrlValue() & ~ascsim::kern::ctrl::Bit(ascsim::kern::ctrl::kMaskCounter),
                            "SetMaskNorm", loc);
}

// SetVectorMask<T, mode>(maskHigh, maskLow) (掩码操作/SetVectorMask.md): writes MASK as given; the
// SDK ignores `mode` here (a raw register write), and the official examples call the default NORMAL
// form in Counter mode (reduce.asc), so the checks follow CTRL[56]: Counter, maskLow = element count
// and maskHigh must be 0; Normal, a bit-wise mask (32/64-bit T: maskHigh must be 0; not both 0, as
// the SDK's CPU-debug check). MaskMode::COUNTER while CTRL[56] selects Normal is a ctrlcheck finding.
template <typename T, MaskMode mode = MaskMode::NORMAL>
__aicore__ static inline void SetVectorMask(const uint64_t maskHigh, const uint64_t maskLow,
                                            SrcLoc loc = SrcLoc::Here())
{
    detail::ScalarIssue(loc);
    if (ascsim::kern::SanitizerEnabled()) {
        const bool counter = detail::IsCounterMode();
        if (mode == MaskMode::COUNTER && !counter) {
            detail::MaskModeFail("SetVectorMask",
                                 "SetVectorMask<T, MaskMode::COUNTER> while CTRL[56] selects Normal mode: call "
                                 "SetMaskCount first (SetVectorMask.md)",
                                 loc);
        }
        if (counter) {
            if (maskHigh != 0) {
                detail::MaskModeFail("SetVectorMask", "Counter mode: maskHigh must be 0 (SetVectorMask.md, 表2)", loc);
            }
        } else {
            if (sizeof(T) >= 4 && maskHigh != 0) {
                detail::MaskModeFail("SetVectorMask",
                                     "Normal mode with a 32/64-bit T: maskHigh must be 0 (SetVectorMask.md, 表2)", loc);
            }
            if (maskHigh == 0 && maskLow == 0) {
                detail::MaskModeFail("SetVectorMask", "Normal bit-wise mask: maskLow and maskHigh are both 0", loc);
            }
        }
    }
    ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    r.maskHigh = maskHigh;
    r.maskLow = maskLow;
    r.maskState = ascsim::kern::MaskSprState::kSet;
    r.maskWriter = "SetVectorMask";
    r.maskWrittenAt = loc;
}

// SetVectorMask<T, mode>(len): Normal, the first len elements of every repeat (len ∈ [0, 128] for
// 16-bit T, [0, 64] for 32-bit T); Counter, len elements in total.
template <typename T, MaskMode mode = MaskMode::NORMAL>
__aicore__ static inline void SetVectorMask(int32_t len, SrcLoc loc = SrcLoc::Here())
{
    if constexpr (mode == MaskMode::COUNTER) {
        SetVectorMask<T, mode>(0, static_cast<uint64_t>(static_cast<int64_t>(len)), loc);
    } else {
        if (ascsim::kern::SanitizerEnabled() && (len < 0 || static_cast<uint64_t>(len) > 256 / sizeof(T))) {
            detail::MaskModeFail("SetVectorMask",
                                 "Normal mode: len " + std::to_string(len) + " outside [0, " +
                                     std::to_string(256 / sizeof(T)) + "] for a " + std::to_string(8 * sizeof(T)) +
                                     "-bit type (SetVectorMask.md, 表2)",
                                 loc);
        }
        uint64_t high = 0, low = 0;
        detail::NormalLenBits(len, high, low);
        detail::ScalarIssue(loc);
        if (ascsim::kern::SanitizerEnabled() && detail::IsCounterMode()) {
            detail::MaskModeFail("SetVectorMask",
                                 "SetVectorMask<T, MaskMode::NORMAL> while CTRL[56] selects Counter mode: call "
                                 "SetMaskNorm first (SetVectorMask.md)",
                                 loc);
        }
        ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
        r.maskHigh = high;
        r.maskLow = low;
        r.maskState = ascsim::kern::MaskSprState::kSet;
        r.maskWriter = "SetVectorMask";
        r.maskWrittenAt = loc;
    }
}

// ResetMask (掩码操作/ResetMask.md): MASK back to all ones.
__aicore__ inline void ResetMask(SrcLoc loc = SrcLoc::Here())
{
    detail::ScalarIssue(loc);
    ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    r.maskHigh = r.maskLow = ~uint64_t(0);
    r.maskState = ascsim::kern::MaskSprState::kSet;
    r.maskWriter = "ResetMask";
    r.maskWrittenAt = loc;
}

} // namespace AscendC
