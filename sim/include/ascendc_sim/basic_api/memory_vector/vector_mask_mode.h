// The mask of the Memory vector API's "tensor高维切分计算" (mask + repeat) forms and its two modes
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/SIMD计算说明/掩码.md, 掩码操作/):
//   SetMaskCount / SetMaskNorm   (掩码操作/SetMaskCount.md, SetMaskNorm.md): CTRL[56], 1 = Counter
//   SetVectorMask                (掩码操作/SetVectorMask.md): the MASK special register
//   ResetMask                    (掩码操作/ResetMask.md): MASK back to all ones
// and how one instruction turns (mode, isSetMask, its mask argument, repeatTime) into the masks
// of its repeats (RepPlan), following the SDK's dav_3510 Memory-API template
// (impl/basic_api/dav_3510/kernel_operator_vec_template_impl.h, VecMicroGetCount /
// VecMicroGetRepeatTimes / VecMicroGetMaskReg):
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
#include "ascendc_sim/basic_api/memory_vector/repeat_params.h"

namespace AscendC {

// 掩码操作/SetVectorMask.md, 表1.
enum class MaskMode : uint8_t { NORMAL = 0, COUNTER };

// The placeholder array of the bit-wise forms with isSetMask = false (SDK impl/basic_api/kernel_reg.h).
constexpr uint64_t MASK_PLACEHOLDER_LIST[2] = {0, 0};

namespace detail {

inline bool IsCounterMode()
{
    return ascsim::kern::ctrl::Has(ascsim::kern::CtrlValue(), ascsim::kern::ctrl::kMaskCounter);
}

inline void MaskModeFail(const char* api, const std::string& what, ascsim::kern::SrcLoc loc)
{
    ascsim::kern::Fail(ascsim::kern::Check::kCtrlcheck, api, what, loc);
}

// A side-effect write of MASK by an instruction (the SDK's SetVectorMask inside its impl).
inline void MaskSprClobber(uint64_t high, uint64_t low, const char* api, ascsim::kern::SrcLoc loc)
{
    ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    r.maskHigh = high;
    r.maskLow = low;
    r.maskState = ascsim::kern::MaskSprState::kClobbered;
    r.maskWriter = api;
    r.maskWrittenAt = loc;
}

// MASK as an isSetMask = false instruction reads it.
inline const ascsim::kern::VecSpr& ReadMaskSpr(const char* api, ascsim::kern::SrcLoc loc)
{
    const ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    if (ascsim::kern::SanitizerEnabled()) {
        if (r.maskState == ascsim::kern::MaskSprState::kUnset) {
            MaskModeFail(api,
                         "isSetMask = false reads the MASK register, which no SetVectorMask / ResetMask has set in "
                         "this launch (InitSocState does not reset it on 950: it holds what an earlier kernel left)",
                         loc);
        }
        if (r.maskState == ascsim::kern::MaskSprState::kClobbered) {
            MaskModeFail(
                api,
                std::string("isSetMask = false reads the MASK register, last overwritten as a side effect by ") +
                    r.maskWriter + " at " + (r.maskWrittenAt.file != nullptr ? r.maskWrittenAt.file : "?") + ":" +
                    std::to_string(r.maskWrittenAt.line) +
                    " (a bit-wise mask[] form); call SetVectorMask again before relying on it",
                loc);
        }
    }
    return r;
}

// One repeat's mask: bit i (word i / 64, LSB first) enables element i of the repeat.
struct RepMask {
    uint64_t w[2];
    bool Bit(uint64_t i) const { return ((w[i / 64] >> (i % 64)) & 1u) != 0; }
    bool Any() const { return (w[0] | w[1]) != 0; }
};

template <typename T>
inline constexpr uint64_t kRepElems = 256 / sizeof(T);
template <typename T>
inline constexpr uint64_t kBlkElems = 32 / sizeof(T);

// The first n elements (n <= 128).
inline RepMask FirstN(uint64_t n)
{
    RepMask r{{0, 0}};
    r.w[0] = n >= 64 ? ~0ull : ((1ull << n) - 1);
    r.w[1] = n >= 128 ? ~0ull : (n > 64 ? ((1ull << (n - 64)) - 1) : 0);
    return r;
}

// 掩码.md, 连续模式: mask ∈ [0, 128] (16-bit) / [0, 64] (32-bit).
template <typename T>
inline RepMask ContinuousMask(uint64_t mask, const char* api, ascsim::kern::SrcLoc loc)
{
    constexpr uint64_t maxMask = kRepElems<T>;
    if (ascsim::kern::SanitizerEnabled() && mask > maxMask) {
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "continuous mask " + std::to_string(mask) + " outside [0, " + std::to_string(maxMask) +
                               "] for a " + std::to_string(8 * sizeof(T)) + "-bit type",
                           loc, "UB");
    }
    return FirstN(mask < maxMask ? mask : maxMask);
}

// 掩码.md, 逐bit模式: two words for 16-bit types, mask[0] only for 32-bit types.
template <typename T>
inline RepMask BitwiseMask(const uint64_t mask[])
{
    if constexpr (sizeof(T) == 2) {
        return RepMask{{mask[0], mask[1]}};
    } else {
        return RepMask{{mask[0], 0}};
    }
}

// The masks of an instruction's repeats: `body` for every repeat but the last, `last` for the last
// (they differ only in Counter mode, where the last VL may be partial).
struct RepPlan {
    RepMask body{{0, 0}};
    RepMask last{{0, 0}};
    uint64_t repeats = 0;
    bool counter = false;
    uint64_t count = 0; // Counter mode: the element count
    const RepMask& At(uint64_t r) const { return r + 1 == repeats ? last : body; }
};

inline RepPlan NormalPlan(const RepMask& m, uint64_t repeatTime)
{
    RepPlan p;
    p.body = p.last = m;
    p.repeats = repeatTime;
    return p;
}

// Counter mode over `count` elements of a W-typed instruction (W = the wider operand type).
template <typename W>
inline RepPlan CounterPlan(uint64_t count)
{
    constexpr uint64_t e = kRepElems<W>;
    RepPlan p;
    p.counter = true;
    p.count = count;
    p.repeats = (count + e - 1) / e;
    p.body = FirstN(e);
    p.last = p.repeats == 0 ? FirstN(0) : FirstN(count - (p.repeats - 1) * e);
    return p;
}

// The plan of a mask/repeat instruction with a bit-wise mask (bits != nullptr) or a continuous one.
template <typename W, bool isSetMask>
inline RepPlan PlanMask(const uint64_t* bits, uint64_t continuous, uint64_t repeatTime, const char* api,
                        ascsim::kern::SrcLoc loc)
{
    if (IsCounterMode()) {
        uint64_t count = 0;
        if constexpr (isSetMask) {
            count = bits != nullptr ? bits[0] : continuous;
        } else {
            count = ReadMaskSpr(api, loc).maskLow;
        }
        return CounterPlan<W>(static_cast<uint32_t>(count)); // the SDK reads it as uint32_t
    }
    if constexpr (isSetMask) {
        if (bits != nullptr) {
            MaskSprClobber(bits[1], bits[0], api, loc); // the doc requires mask[] to have 2 words
            return NormalPlan(BitwiseMask<W>(bits), repeatTime);
        }
        return NormalPlan(ContinuousMask<W>(continuous, api, loc), repeatTime);
    } else {
        const ascsim::kern::VecSpr& r = ReadMaskSpr(api, loc);
        const uint64_t b[2] = {r.maskLow, r.maskHigh};
        return NormalPlan(BitwiseMask<W>(b), repeatTime);
    }
}

// Every engine's first check: a plan with no repeat.
inline void RequireRepeats(const RepPlan& p, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && p.repeats == 0) {
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           p.counter ? std::string("Counter mode with 0 elements: on Ascend 950 this is not guaranteed "
                                                   "to be a no-op") :
                                       std::string("repeatTime 0: on Ascend 950 a zero repeatTime is not guaranteed "
                                                   "to be a no-op"),
                           loc, "UB");
    }
}

// SetVectorMask<T, NORMAL>(len): the first len bits (the SDK's AscendCUtils::SetMask<T>(len)).
inline void NormalLenBits(int32_t len, uint64_t& high, uint64_t& low)
{
    const uint64_t n = len <= 0 ? 0 : static_cast<uint64_t>(len);
    const RepMask m = FirstN(n > 128 ? 128 : n);
    low = m.w[0];
    high = m.w[1];
}

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
