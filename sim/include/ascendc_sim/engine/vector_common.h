// What every Memory vector instruction (count form) does before and after it computes:
// operand checks (count, 32-byte alignment, overlap: 通用说明和约束.md), declaring its UB reads and
// writes on the V pipe, and carrying "never written" from source lanes to the lanes computed
// from them (core.h, UbMarkUndefined).
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/ub_operand.h"
#include "ascendc_sim/numerics/poison.h"

namespace AscendC::detail {

template <typename T>
struct VecOperand {
    const UbOperand<T>& tensor;
    uint64_t elements; // how many elements of it the instruction touches
};

inline void VecRequire(bool ok, const char* api, const std::string& what, ascsim::kern::SrcLoc loc)
{
    if (!ok) {
        // rule memcheck.vector-operand: a vector instruction's operand requirement (size, alignment, stride) the
        //     calling engine states
        //   choice: shared by the Memory vector engines; each caller names its page in its message and head comment
        //       (those files are pending)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api, what, loc, "UB");
    }
}

template <typename T>
inline void VecAligned(const UbOperand<T>& t, const char* api, ascsim::kern::SrcLoc loc)
{
    if (t.Data() == nullptr) {
        return; // an unbound tensor: Declare reports it as such
    }
    const auto offset = static_cast<size_t>(reinterpret_cast<const uint8_t*>(t.Data()) - ascsim::kern::UbBase());
    VecRequire(offset % 32 == 0, api, "operand starts at UB offset " + std::to_string(offset) + ", not 32-byte aligned",
               loc);
}

// Source and destination must either coincide exactly or not overlap at all.
template <typename D, typename S>
inline void VecOverlap(const VecOperand<D>& dst, const VecOperand<S>& src, const char* api, ascsim::kern::SrcLoc loc)
{
    const auto* d0 = reinterpret_cast<const uint8_t*>(dst.tensor.Data());
    const auto* d1 = d0 + dst.elements * sizeof(D);
    const auto* s0 = reinterpret_cast<const uint8_t*>(src.tensor.Data());
    const auto* s1 = s0 + src.elements * sizeof(S);
    const bool disjoint = d1 <= s0 || s1 <= d0;
    const bool identical = d0 == s0 && d1 == s1;
    VecRequire(disjoint || identical, api, "source and destination overlap partially (only a 100% overlap is allowed)",
               loc);
}

// IssueVector's `algo` (core.h) of an API config (SqrtConfig, DivConfig, ...): -1 for INTRINSIC. The
// model costs the emulated algorithms of Sqrt and Div (timing.cpp); the other APIs' costs ignore it.
template <typename Config>
inline constexpr int VecAlgo(const Config& config)
{
    return config.algo == decltype(config.algo)::INTRINSIC ? -1 : static_cast<int>(config.algo);
}

// Checks and declares one instruction's operands; returns its V-pipe sequence number. Algo: VecAlgo.
// initcheck (core.h, ReportUnknownResult): the count-form instruction in flight on this thread,
// from its VecBegin to its VecPropagate.
struct VecInFlight {
    const char* api = "";
    ascsim::kern::SrcLoc loc;
};
inline thread_local VecInFlight tVecInFlight;

template <int Algo = -1, typename D, typename... S>
inline uint64_t VecBegin(const char* api, ascsim::kern::SrcLoc loc, int64_t count, const VecOperand<D>& dst,
                         const VecOperand<S>&... srcs)
{
    using namespace ascsim::kern;
    ascsim::num::UnknownLaneCounter() = 0;
    tVecInFlight = VecInFlight{api, loc};
    uint32_t elemBytes = sizeof(D); // the widest operand type sets the VL count
    ((elemBytes = sizeof(S) > elemBytes ? static_cast<uint32_t>(sizeof(S)) : elemBytes), ...);
    const uint64_t seq = IssueVector(api, count > 0 ? static_cast<uint64_t>(count) : 0, elemBytes, sizeof...(S), loc,
                                     Algo);
    if (!SanitizerEnabled()) {
        return seq;
    }
    // Sqrt.md etc., 约束说明: on 950 a count of 0 is not guaranteed to be a no-op.
    VecRequire(count > 0, api,
               "count " + std::to_string(count) + ": on Ascend 950 a zero count is not guaranteed to be a no-op", loc);
    VecAligned(dst.tensor, api, loc);
    (VecAligned(srcs.tensor, api, loc), ...);
    (VecOverlap(dst, srcs, api, loc), ...);
    (srcs.tensor.Declare(Pipe::V, seq, 0, srcs.elements, false, api, loc), ...);
    dst.tensor.Declare(Pipe::V, seq, 0, dst.elements, true, api, loc);
    return seq;
}

// Where lane i of an instruction's result reads one source operand: `bytes` bytes at
// base + ((i % period) / div) * bytes. Elementwise operands: {p, sizeof(T)}; a bit mask consumed
// continuously: {m, 1, 8}; Select's VSEL_CMPMASK_SPR mask (the first 256 / sizeof(T) bits reused by
// every repeat): {m, 1, 8, 256 / sizeof(T)}; Compare's source for one result byte: {p, 8 * sizeof(T)}.
struct LaneSrc {
    const void* base;
    uint64_t bytes;
    uint64_t div = 1;
    uint64_t period = UINT64_MAX;

    uint64_t Offset(uint64_t lane) const { return ((lane % period) / div) * bytes; }
    // Bytes the first `lanes` lanes touch.
    uint64_t Span(uint64_t lanes) const
    {
        const uint64_t used = lanes < period ? lanes : period;
        return used == 0 ? 0 : ((used - 1) / div + 1) * bytes;
    }
};

// Ends every V instruction that writes UB: marks its destination (lanes * dstPerLaneBytes bytes)
// written, except the lanes computed from a never-written source byte, which become never-written
// in turn (core.h, UbMarkUndefined). The V pipe's AccessUb does not mark writes itself, so that
// the sources' state is read before the destination's is changed: with dst == src (in place, a
// 100% overlap the docs allow) a tail computed from garbage must stay tainted.
template <typename D, typename... Srcs>
inline void VecMarkWritten(uint64_t lanes, const UbOperand<D>& dst, uint64_t dstPerLaneBytes, const Srcs&... srcs)
{
    using namespace ascsim::kern;
    if (!SanitizerEnabled() || lanes == 0) {
        return;
    }
    auto* d = reinterpret_cast<uint8_t*>(dst.Data());
    const bool allDefined = (UbDefined(srcs.base, srcs.Span(lanes)) && ...);
    if (allDefined) {
        UbMarkDefined(d, lanes * dstPerLaneBytes);
        return;
    }
    // Slow path: collect the undefined lanes first (sources may be the destination).
    std::vector<uint8_t> undefinedLane(lanes, 0);
    for (uint64_t i = 0; i < lanes; ++i) {
        const bool laneDefined = (UbDefined(static_cast<const uint8_t*>(srcs.base) + srcs.Offset(i), srcs.bytes) &&
                                  ...);
        undefinedLane[i] = laneDefined ? 0 : 1;
    }
    UbMarkDefined(d, lanes * dstPerLaneBytes);
    for (uint64_t i = 0; i < lanes;) {
        if (!undefinedLane[i]) {
            ++i;
            continue;
        }
        uint64_t j = i;
        while (j < lanes && undefinedLane[j]) {
            ++j;
        }
        UbMarkUndefined(d + i * dstPerLaneBytes, (j - i) * dstPerLaneBytes);
        i = j;
    }
}

template <typename D>
inline constexpr bool kHasPoison = std::is_same_v<D, float> || std::is_same_v<D, half> ||
                                   std::is_same_v<D, bfloat16_t> || std::is_same_v<D, int8_t> ||
                                   std::is_same_v<D, uint8_t> || std::is_same_v<D, int16_t> ||
                                   std::is_same_v<D, uint16_t> || std::is_same_v<D, int32_t> ||
                                   std::is_same_v<D, uint32_t>;

// initcheck for a count-form instruction whose element functions met unknown-result inputs: the
// lanes that hold poison and were computed from written UB (a stale tail is not the kernel's data).
template <typename D>
inline void VecReportUnknown(uint64_t lanes, const UbOperand<D>& dst, uint64_t dstPerLaneBytes)
{
    if constexpr (kHasPoison<D>) {
        if (!ascsim::kern::SanitizerEnabled() || dstPerLaneBytes != sizeof(D)) {
            return;
        }
        const D* d = dst.Data();
        uint64_t unknown = 0;
        for (uint64_t i = 0; i < lanes; ++i) {
            unknown += ascsim::num::IsPoison(d[i]) && ascsim::kern::UbDefined(d + i, sizeof(D)) ? 1 : 0;
        }
        // rule initcheck.unknown-result: a lane that consumed an input whose result the docs leave unknown (warning; a
        //     finding with initcheck=fatal)
        //   doc: B/Memory矢量计算/基础算术/Sqrt.md (约束说明)
        //   doc: B/Memory矢量计算/基础算术/Rsqrt.md (约束说明)
        //   doc: B/Memory矢量计算/基础算术/Reciprocal.md (约束说明)
        //   exempt: inputs the boundary-value appendix pins (api/附录/Reg矢量计算接口边界值汇总.md 表8) are defined and
        //   not reported
        ascsim::kern::ReportUnknownResult(tVecInFlight.api, tVecInFlight.loc, unknown);
    }
}

// Ends every count-form V instruction that writes UB: the written/taint state (VecMarkWritten) and
// initcheck (VecReportUnknown).
template <typename D, typename... Srcs>
inline void VecPropagate(uint64_t lanes, const UbOperand<D>& dst, uint64_t dstPerLaneBytes, const Srcs&... srcs)
{
    uint64_t& unknown = ascsim::num::UnknownLaneCounter();
    const bool anyUnknown = unknown != 0;
    unknown = 0;
    VecMarkWritten(lanes, dst, dstPerLaneBytes, srcs...);
    if (anyUnknown) {
        VecReportUnknown(lanes, dst, dstPerLaneBytes);
    }
}

} // namespace AscendC::detail
