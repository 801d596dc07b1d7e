// The dequantisation engine: the DEQSCALE register and the instructions that read it, on UbOperand
// (types/ub_operand.h), so every spelling reaches the same code.
//   docs/zh/api/SIMD-API/基础API/Memory矢量计算/类型转换辅助配置接口/SetDeqScale.md (表1: the register's
//       bits per scenario; 约束说明: offset has 9 valid bits, vdeq's alignment)
//   Memory矢量计算/复合计算/CastDequant.md (the three formulas, halfBlock, 约束说明: the signMode / dst type
//       pairing, the SetDeqScale form each scenario needs, 128 B of vdeq)
//   Memory矢量计算/复合计算/AddDeqRelu.md (dst = Relu(Deq(src0 + src1)), RINT, SetDeqScale(half))
// SDK (arch 3510): basic_api/kernel_operator_vec_vconv_intf.h (SetDeqScale, CastDequant, CastDeq),
// kernel_operator_vec_binary_intf.h (AddDeqRelu), kernel_struct_vdeq.h (VdeqInfo).
// Choices where the pages are silent (the dav_3510 impl, kernel_operator_vec_vconv_impl.h, shows how):
//   * the register is one: each SetDeqScale form overwrites it and an instruction that needs another
//     form's contents is reported (the pages' SetDeqScale mapping tables);
//   * s322fp16: float(src) * 2^-17 * scale * 2^17 in fp32, then RINT to half (关键特性, 溢出保护), the
//     half saturating as CTRL says (core/saturation.h); AddDeqRelu takes the int32 sum modulo 2^32
//     (as Add) and the relu before the narrowing;
//   * s162b8: the scale as the hardware reads it, float with 10 mantissa bits (表1: "(1,8,10)格式",
//     the low 13 bits dropped); rint_s16(float(src) * scale) + offset, saturated to int8 / uint8 (the
//     page's formula). Offset is a signed 9-bit integer (表1). The 3510 impl clamps the product to
//     [-256, 255] before adding the offset; where that gives another result than the page's formula,
//     the lane's result is unknown (initcheck), as the sources disagree;
//   * halfBlock = true puts a DataBlock's 16 results in its upper 16 bytes (the page's example output);
//     the count form writes whole DataBlocks (the other half 0, as that example shows), the mask forms
//     write the enabled lanes' bytes only (the page's odd / even DataBlock use needs the other half kept);
//   * the mask forms read the mask as the wider type's (CastDequant.md, mask: "按照...sizeof(dtype)较大的").
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_cast.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/compound_cast.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

// Which SetDeqScale form wrote DEQSCALE last (core.h VecSpr::deqForm).
enum class DeqForm : uint8_t { kNone = 0, kHalf = 1, kScalar = 2, kVector = 3 };
inline constexpr uint32_t kVdeqParams = 16; // VdeqInfo's groups (VDEQ_TENSOR_SIZE)

inline const char* DeqFormName(DeqForm f)
{
    switch (f) {
        case DeqForm::kHalf:
            return "SetDeqScale(half scale)";
        case DeqForm::kScalar:
            return "SetDeqScale(float scale, int16_t offset, bool signMode)";
        case DeqForm::kVector:
            return "SetDeqScale(const LocalTensor<uint64_t>& vdeq, const VdeqInfo& vdeqInfo)";
        default:
            return "no SetDeqScale";
    }
}

// One s162b8 parameter word (SetDeqScale.md 表1): scale bits 0~31, offset bits 37~45, signMode bit 46.
inline uint64_t DeqWord(float scale, int16_t offset, bool signMode)
{
    uint32_t s = 0;
    std::memcpy(&s, &scale, sizeof(s));
    return s | (static_cast<uint64_t>(static_cast<uint16_t>(offset) & 0x1FFu) << 37) |
           (static_cast<uint64_t>(signMode ? 1 : 0) << 46);
}
struct DeqParam {
    float scale;    // with the 10 mantissa bits the hardware reads
    int32_t offset; // signed 9-bit
    bool signMode;
};
inline DeqParam DeqParamOf(uint64_t w)
{
    const uint32_t bits = static_cast<uint32_t>(w) & 0xFFFFE000u;
    float scale = 0.0f;
    std::memcpy(&scale, &bits, sizeof(scale));
    const int32_t raw = static_cast<int32_t>((w >> 37) & 0x1FFu);
    return DeqParam{scale, raw >= 256 ? raw - 512 : raw, ((w >> 46) & 1u) != 0};
}

inline void DeqRegisterWrite(uint64_t bits, DeqForm form, ascsim::kern::SrcLoc loc)
{
    ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    r.deqScale = bits;
    r.deqForm = static_cast<uint8_t>(form);
    r.deqWrittenAt = loc;
}

inline void DeqOffsetInRange(int16_t offset, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && (offset < -256 || offset > 255)) {
        // rule memcheck.deq-offset-range: a SetDeqScale offset outside the signed 9-bit range [-256, 255] (its
        //     higher bits would be dropped)
        //   doc: B/Memory矢量计算/类型转换辅助配置接口/SetDeqScale.md (约束说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "offset " + std::to_string(offset) +
                               " has more than the 9 valid bits (a signed 9-bit integer, [-256, 255])",
                           loc);
    }
}

// The register as instruction `api` needs it (form `need`): reports another form's contents.
inline uint64_t DeqRegisterRead(DeqForm need, const char* api, ascsim::kern::SrcLoc loc)
{
    const ascsim::kern::VecSpr& r = ascsim::kern::CurrentVecSpr();
    const auto have = static_cast<DeqForm>(r.deqForm);
    if (ascsim::kern::SanitizerEnabled() && have != need) {
        // rule ctrlcheck.deq-scale-form: a dequantising instruction reading DEQSCALE that the SetDeqScale form its
        //     scenario needs did not write last (never set in this launch, or set by another form)
        //   doc: B/Memory矢量计算/复合计算/CastDequant.md (约束说明)
        //   doc: B/Memory矢量计算/复合计算/AddDeqRelu.md (约束说明)
        //   doc: B/Memory矢量计算/类型转换/Cast.md (约束说明)
        //   doc: B/Memory矢量计算/类型转换辅助配置接口/SetDeqScale.md (功能说明)
        ascsim::kern::Fail(ascsim::kern::Check::kCtrlcheck, api,
                           std::string("this scenario reads DEQSCALE as ") + DeqFormName(need) + " writes it, but " +
                               (have == DeqForm::kNone ? std::string("no SetDeqScale ran in this launch") :
                                                         std::string("the last write was ") + DeqFormName(have)),
                           loc);
    }
    return r.deqScale;
}

inline half DeqHalfScale(const char* api, ascsim::kern::SrcLoc loc)
{
    return half::FromBits(static_cast<uint16_t>(DeqRegisterRead(DeqForm::kHalf, api, loc) & 0xFFFFu));
}

// s322fp16 (CastDequant, AddDeqRelu): the fp32 chain, then RINT to half; relu before the narrowing.
inline half DeqS32ToHalf(int32_t x, float scale, bool relu, bool sat)
{
    float f = static_cast<float>(x); // RINT (the host's nearest-even)
    f = f * (1.0f / 131072.0f);
    f = f * scale;
    f = f * 131072.0f;
    if (relu && !(f > 0.0f)) {
        f = 0.0f;
    }
    return ascsim::num::NarrowRintSat<half, float>(f, sat);
}

// s162b8: the page's value and whether the 3510 impl's clamped sum agrees with it.
template <typename D>
struct DeqB8 {
    D value;
    bool known;
};
template <typename D>
inline DeqB8<D> DeqS16ToB8(int16_t x, const DeqParam& p)
{
    constexpr int32_t lo = std::is_same_v<D, int8_t> ? -128 : 0;
    constexpr int32_t hi = std::is_same_v<D, int8_t> ? 127 : 255;
    const float prod = static_cast<float>(x) * p.scale;
    float q = std::nearbyint(prod);
    q = q < -32768.0f ? -32768.0f : (q > 32767.0f ? 32767.0f : q); // f322s16, saturating
    const int32_t s = std::isnan(prod) ? 0 : static_cast<int32_t>(q);
    auto sat = [](int32_t v) { return v < lo ? lo : (v > hi ? hi : v); };
    const int32_t page = sat(s + p.offset);
    const int32_t impl = sat((s < -256 ? -256 : (s > 255 ? 255 : s)) + p.offset);
    return DeqB8<D>{static_cast<D>(page), page == impl};
}

// The 16 parameter words of the vector form, read from UB on the V pipe (declared by the caller).
struct DeqParams {
    DeqParam p[kVdeqParams];
};
inline DeqParams DeqVectorParams(uint64_t reg, uint64_t seq, const char* api, ascsim::kern::SrcLoc loc)
{
    auto* words = reinterpret_cast<uint64_t*>(ascsim::kern::UbBase() + reg);
    UbOperand<uint64_t>::FromUbPointer(words).Declare(ascsim::kern::Pipe::V, seq, 0, kVdeqParams, false, api, loc);
    DeqParams out{};
    for (uint32_t j = 0; j < kVdeqParams; ++j) {
        uint64_t w = 0;
        std::memcpy(&w, words + j, sizeof(w));
        out.p[j] = DeqParamOf(w);
    }
    return out;
}

template <typename D>
inline void DeqSignMatches(const DeqParams& ps, bool vector, const char* api, ascsim::kern::SrcLoc loc)
{
    constexpr bool wantSigned = std::is_same_v<D, int8_t>;
    for (uint32_t j = 0; j < (vector ? kVdeqParams : 1); ++j) {
        if (ps.p[j].signMode != wantSigned && ascsim::kern::SanitizerEnabled()) {
            // rule memcheck.deq-sign-mode: a b8 CastDequant whose destination type disagrees with SetDeqScale's
            //     signMode (true: int8_t, false: uint8_t)
            //   doc: B/Memory矢量计算/复合计算/CastDequant.md (约束说明)
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                               std::string("signMode ") + (ps.p[j].signMode ? "true" : "false") +
                                   (vector ? " (vdeq group " + std::to_string(j) + ")" : std::string()) +
                                   " does not match a " + (wantSigned ? "int8_t" : "uint8_t") + " destination",
                               loc);
            return;
        }
    }
}

// The parameters of the s162b8 scenario (isVecDeq: the 16 groups SetDeqScale(vdeq, info) stored).
template <typename D>
inline DeqParams DeqB8Params(bool isVecDeq, uint64_t seq, const char* api, ascsim::kern::SrcLoc loc)
{
    const uint64_t reg = DeqRegisterRead(isVecDeq ? DeqForm::kVector : DeqForm::kScalar, api, loc);
    const bool vectorSet = ascsim::kern::CurrentVecSpr().deqForm == static_cast<uint8_t>(DeqForm::kVector);
    DeqParams ps{};
    if (isVecDeq && vectorSet) {
        ps = DeqVectorParams(reg, seq, api, loc);
    } else if (!isVecDeq && !vectorSet) {
        for (auto& p : ps.p) {
            p = DeqParamOf(reg);
        }
    } else {
        return ps; // reported above; zero scales
    }
    DeqSignMatches<D>(ps, isVecDeq, api, loc);
    return ps;
}

// Byte offset of s162b8 element k of repeat r in the destination (whole DataBlocks; halfBlock: upper 16).
inline uint64_t DeqB8Offset(uint64_t k, uint64_t r, RepStrides st, bool halfBlock)
{
    return (r * st.rep + (k / 16) * st.blk) * 32 + (halfBlock ? 16 : 0) + k % 16;
}

// ---- s162b8, count form ------------------------------------------------------------------------------------
template <typename D>
inline void DeqB8Count(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<D>& dst,
                       const UbOperand<int16_t>& src, uint32_t count, bool isVecDeq, bool halfBlock)
{
    using namespace ascsim::kern;
    const uint64_t n = count;
    const uint64_t blocks = (n + 15) / 16;
    const uint64_t seq = VecBegin(api, loc, count, VecOperand<D>{dst, blocks * 32}, VecOperand<int16_t>{src, n});
    const DeqParams ps = DeqB8Params<D>(isVecDeq, seq, api, loc);
    const bool san = SanitizerEnabled();
    D* d = dst.Data();
    const int16_t* s = src.Data();
    std::vector<uint64_t> undefined; // destination bytes computed from unwritten or unknown lanes
    uint64_t unknown = 0;
    for (uint64_t b = 0; b < blocks; ++b) {
        std::memset(d + b * 32, 0, 32);
    }
    for (uint64_t i = 0; i < n; ++i) {
        const auto v = DeqS16ToB8<D>(s[i], ps.p[i % 16]);
        const uint64_t off = DeqB8Offset(i, 0, RepStrides{1, 0}, halfBlock);
        d[off] = v.value;
        const bool written = !san || UbDefined(s + i, sizeof(int16_t));
        if (!written || !v.known) {
            undefined.push_back(off);
        }
        unknown += written && !v.known ? 1 : 0;
    }
    if (san) {
        UbMarkDefined(d, blocks * 32);
        for (uint64_t off : undefined) {
            UbMarkUndefined(d + off, 1);
        }
        // see rule initcheck.unknown-result
        ReportUnknownResult(api, loc, unknown);
    }
    ascsim::num::UnknownLaneCounter() = 0;
}

// ---- s162b8, mask forms -------------------------------------------------------------------------------------
template <typename D>
inline void DeqB8Rep(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const UbOperand<D>& dst,
                     const UbOperand<int16_t>& src, RepStrides dS, RepStrides sS, bool isVecDeq, bool halfBlock)
{
    using namespace ascsim::kern;
    const uint64_t seq = IssueVector(api, plan.repeats * kRepElems<int16_t>, sizeof(int16_t), 1, loc);
    ClaimReservedUb(api, plan.form, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const RepLanes ksAt = EnabledLanes<int16_t>(plan);
    if (san) {
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        std::vector<std::vector<ByteSpan>> dspans(repeats);
        const auto base = reinterpret_cast<uintptr_t>(dst.Data());
        for (uint64_t r = 0; r < repeats; ++r) {
            for (uint64_t k : ksAt(r)) {
                const uintptr_t a = base + DeqB8Offset(k, r, dS, halfBlock);
                if (!dspans[r].empty() && dspans[r].back().second == a) {
                    dspans[r].back().second = a + 1;
                } else {
                    dspans[r].emplace_back(a, a + 1);
                }
            }
        }
        const auto sspans = CastSpans<int16_t>(src, ksAt, sS, repeats);
        RepeatOverlap(dspans, sspans, false, api, "source", loc);
        DeclareSpans(src, sspans, seq, false, api, loc);
        DeclareSpans(dst, dspans, seq, true, api, loc);
    }
    const DeqParams ps = DeqB8Params<D>(isVecDeq, seq, api, loc);
    std::vector<RepLane<D>> lanes;
    uint64_t unknown = 0;
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        for (uint64_t k : ksAt(r)) {
            D* d = dst.Data() + DeqB8Offset(k, r, dS, halfBlock);
            const int16_t* s = src.Data() + CastElemOffset<int16_t>(k, r, sS);
            if (!san && (!InUb(d, 1) || !InUb(s, sizeof(int16_t)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            const auto v = DeqS16ToB8<D>(*s, ps.p[k % 16]);
            const bool written = !san || UbDefined(s, sizeof(int16_t));
            unknown += written && !v.known ? 1 : 0;
            lanes.push_back(RepLane<D>{d, v.value, written && v.known});
        }
        WriteRepLanes(lanes, san);
    }
    if (san) {
        // see rule initcheck.unknown-result
        ReportUnknownResult(api, loc, unknown);
    }
}

// ---- s322fp16 (CastDequant int32_t -> half) -------------------------------------------------------------------
inline void DeqHalfCount(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<half>& dst,
                         const UbOperand<int32_t>& src, uint32_t count)
{
    const uint64_t n = count;
    VecBegin(api, loc, count, VecOperand<half>{dst, n}, VecOperand<int32_t>{src, n});
    const float scale = static_cast<float>(DeqHalfScale(api, loc));
    const bool sat = ascsim::kern::SaturatesNow<half>();
    const int32_t* s = src.Data();
    half* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = DeqS32ToHalf(s[i], scale, false, sat);
    }
    VecPropagate(n, dst, sizeof(half), LaneSrc{s, sizeof(int32_t)});
}

// The mask forms: Cast's mixed-width layout (vector_repeat_cast.h), the mask read as int32_t's.
inline void DeqHalfRep(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const UbOperand<half>& dst,
                       const UbOperand<int32_t>& src, RepStrides dS, RepStrides sS)
{
    using namespace ascsim::kern;
    const uint64_t seq = IssueVector(api, plan.repeats * kRepElems<int32_t>, sizeof(int32_t), 1, loc);
    ClaimReservedUb(api, plan.form, loc);
    const bool san = SanitizerEnabled();
    const uint64_t repeats = plan.repeats;
    const RepLanes ksAt = EnabledLanes<int32_t>(plan);
    if (san) {
        RequireRepeats(plan, api, loc);
        VecRequire(dS.blk != 0, api, "dstBlkStride 0 is not supported (undefined behaviour)", loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        const auto dspans = CastSpans<half>(dst, ksAt, dS, repeats);
        const auto sspans = CastSpans<int32_t>(src, ksAt, sS, repeats);
        RepeatOverlap(dspans, sspans, false, api, "source", loc);
        DeclareSpans(src, sspans, seq, false, api, loc);
        DeclareSpans(dst, dspans, seq, true, api, loc);
    }
    const float scale = static_cast<float>(DeqHalfScale(api, loc));
    const bool sat = SaturatesNow<half>();
    std::vector<RepLane<half>> lanes;
    for (uint64_t r = 0; r < repeats; ++r) {
        lanes.clear();
        for (uint64_t k : ksAt(r)) {
            half* d = dst.Data() + CastElemOffset<half>(k, r, dS);
            const int32_t* s = src.Data() + CastElemOffset<int32_t>(k, r, sS);
            if (!san && (!InUb(d, sizeof(half)) || !InUb(s, sizeof(int32_t)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            lanes.push_back(RepLane<half>{d, DeqS32ToHalf(*s, scale, false, sat), !san || UbDefined(s, 4)});
        }
        WriteRepLanes(lanes, san);
    }
}

// ---- AddDeqRelu ------------------------------------------------------------------------------------------------
inline half AddDeqReluLane(int32_t a, int32_t b, float scale, bool sat)
{
    const auto sum = static_cast<int32_t>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b)); // modulo 2^32
    return DeqS32ToHalf(sum, scale, true, sat);
}

inline void AddDeqReluCount(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<half>& dst,
                            const UbOperand<int32_t>& src0, const UbOperand<int32_t>& src1, int32_t count)
{
    const uint64_t n = count > 0 ? static_cast<uint64_t>(count) : 0;
    VecBegin(api, loc, count, VecOperand<half>{dst, n}, VecOperand<int32_t>{src0, n}, VecOperand<int32_t>{src1, n});
    const float scale = static_cast<float>(DeqHalfScale(api, loc));
    const bool sat = ascsim::kern::SaturatesNow<half>();
    const int32_t* a = src0.Data();
    const int32_t* b = src1.Data();
    half* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = AddDeqReluLane(a[i], b[i], scale, sat);
    }
    VecPropagate(n, dst, sizeof(half), LaneSrc{a, sizeof(int32_t)}, LaneSrc{b, sizeof(int32_t)});
}

inline void AddDeqReluRep(const char* api, ascsim::kern::SrcLoc loc, const RepPlan& plan, const UbOperand<half>& dst,
                          const UbOperand<int32_t>& src0, const UbOperand<int32_t>& src1, RepStrides dS, RepStrides s0S,
                          RepStrides s1S)
{
    const float scale = static_cast<float>(DeqHalfScale(api, loc));
    const bool sat = ascsim::kern::SaturatesNow<half>();
    RepMixedBinary<half, int32_t>(api, loc, plan, dst, src0, src1, dS, s0S, s1S,
                                  [scale, sat](int32_t a, int32_t b) { return AddDeqReluLane(a, b, scale, sat); });
}

} // namespace AscendC::detail
