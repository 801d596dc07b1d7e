// The masks of a mask/repeat vector instruction's repeats (RepPlan), from the mode CTRL[56] selects,
// the MASK special register and the instruction's own mask argument and repeat count: what the
// SDK's dav_3510 Memory-API template does (impl/basic_api/dav_3510/kernel_operator_vec_template_impl.h,
// VecMicroGetCount / VecMicroGetRepeatTimes / VecMicroGetMaskReg). Every spelling of a mask/repeat
// form resolves its arguments here (the table of modes and the sanitizer's readings:
// basic_api/memory_vector/vector_mask_mode.h, whose APIs set the mode and MASK); the repeat engine
// (engine/vector_repeat_engine.h) takes the plan.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/engine/ub_reserve_users.h"

namespace AscendC::detail {

inline bool IsCounterMode()
{
    return ascsim::kern::ctrl::Has(ascsim::kern::CtrlValue(), ascsim::kern::ctrl::kMaskCounter);
}

inline void MaskModeFail(const char* api, const std::string& what, ascsim::kern::SrcLoc loc)
{
    // rule ctrlcheck.mask-unset: isSetMask = false reading a MASK register that no SetVectorMask / ResetMask set in
    //     this launch, or that an instruction overwrote as a side effect
    //   doc: B/Memory矢量计算/SIMD计算说明/掩码.md (接口外设置Mask)
    //   doc: B/工具接口/系统初始化/InitSocState.md (约束说明)
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
        // rule memcheck.mask-continuous-range: a continuous mask beyond the elements of one repeat ([0, 128] for
        //     16-bit, [0, 64] for 32-bit types)
        //   doc: B/Memory矢量计算/SIMD计算说明/掩码.md (Normal模式)
        //   exempt: the page runs a larger mask as one full repeat and says such masks are not supported; the sim
        //       reports them
        //   cpudebug: kernel_base_check.cpp (CheckMaskImm)
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
    // The form of the overload the kernel called (PlanMask: the mask-bit or the mask-count one, in
    // either mode), which with the API's name says whether it uses the Ascend C reserve (ClaimReservedUb).
    ascsim::ops::ReserveForm form = ascsim::ops::ReserveForm::kCount;
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

// The masks of a mask/repeat instruction with a bit-wise mask (bits != nullptr) or a continuous one.
template <typename W, bool isSetMask>
inline RepPlan PlanMaskOf(const uint64_t* bits, uint64_t continuous, uint64_t repeatTime, const char* api,
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
// The plan of a mask/repeat instruction: its masks, and the form of the overload called (bits !=
// nullptr: the mask[] overload, else the integer-mask one).
template <typename W, bool isSetMask>
inline RepPlan PlanMask(const uint64_t* bits, uint64_t continuous, uint64_t repeatTime, const char* api,
                        ascsim::kern::SrcLoc loc)
{
    RepPlan p = PlanMaskOf<W, isSetMask>(bits, continuous, repeatTime, api, loc);
    p.form = bits != nullptr ? ascsim::ops::ReserveForm::kMaskBits : ascsim::ops::ReserveForm::kMaskCount;
    return p;
}

// An instruction whose overload the SDK marks as a user of the Ascend C reserved UB on 3510
// (engine/ub_reserve_users.h, generated from the marks by sim/docs/ub_reserve_users.py) takes the
// reserves' 8 KB (core.h, UseHighDimTempUb); any other overload leaves them alone. `api` is the name
// the instruction issues under (its op-table row's kName), `form` the overload's.
inline void ClaimReservedUb(const char* api, ascsim::ops::ReserveForm form, ascsim::kern::SrcLoc loc)
{
    if (ascsim::ops::UsesAscReserve(api, form)) {
        ascsim::kern::UseHighDimTempUb(api, loc);
    }
}

// Every engine's first check: a plan with no repeat.
inline void RequireRepeats(const RepPlan& p, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && p.repeats == 0) {
        // rule memcheck.zero-repeat: repeatTime 0, or Counter mode with 0 elements
        //   choice: no 950 page states that a zero repeat is a no-op; the adversarial choice reports it
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

} // namespace AscendC::detail
