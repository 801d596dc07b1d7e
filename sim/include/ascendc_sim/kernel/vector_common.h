// What every Memory vector instruction (count form) does before and after it computes:
// operand checks (count, 32-byte alignment, overlap: 通用说明和约束.md), declaring its UB reads and
// writes on the V pipe, and carrying "never written" from source lanes to the lanes computed
// from them (core.h, UbMarkUndefined).
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "ascendc_sim/kernel/core.h"
#include "ascendc_sim/kernel/local_tensor.h"

namespace AscendC::detail {

template <typename T>
struct VecOperand {
    const LocalTensor<T>& tensor;
    uint64_t elements;  // how many elements of it the instruction touches
};

inline void VecRequire(bool ok, const char* api, const std::string& what, ascsim::kern::SrcLoc loc)
{
    if (!ok) {
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api, what, loc, "UB");
    }
}

template <typename T>
inline void VecAligned(const LocalTensor<T>& t, const char* api, ascsim::kern::SrcLoc loc)
{
    const auto offset = static_cast<size_t>(reinterpret_cast<const uint8_t*>(t.Data()) - ascsim::kern::UbBase());
    VecRequire(offset % 32 == 0, api,
               "operand starts at UB offset " + std::to_string(offset) + ", not 32-byte aligned", loc);
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
    VecRequire(disjoint || identical, api,
               "source and destination overlap partially (only a 100% overlap is allowed)", loc);
}

// Checks and declares one instruction's operands; returns its V-pipe sequence number.
template <typename D, typename... S>
inline uint64_t VecBegin(const char* api, ascsim::kern::SrcLoc loc, int64_t count, const VecOperand<D>& dst,
                         const VecOperand<S>&... srcs)
{
    using namespace ascsim::kern;
    const uint64_t seq = Issue(Pipe::V);
    if (!SanitizerEnabled()) {
        return seq;
    }
    // Sqrt.md etc., 约束说明: on 950 a count of 0 is not guaranteed to be a no-op.
    VecRequire(count > 0, api,
               "count " + std::to_string(count) + ": on Ascend 950 a zero count is not guaranteed to be a no-op",
               loc);
    VecAligned(dst.tensor, api, loc);
    (VecAligned(srcs.tensor, api, loc), ...);
    (VecOverlap(dst, srcs, api, loc), ...);
    (srcs.tensor.Declare(Pipe::V, seq, 0, srcs.elements, false, api, loc), ...);
    dst.tensor.Declare(Pipe::V, seq, 0, dst.elements, true, api, loc);
    return seq;
}

// Lane i of the destination is undefined when lane i of any source is (the caller passes how
// many elements of each operand make one lane: 1 for elementwise ops, 8 mask bits per byte...).
template <typename D, typename... Pairs>
inline void VecPropagate(uint64_t lanes, const LocalTensor<D>& dst, uint64_t dstPerLaneBytes,
                         const Pairs&... srcBytesPerLane)
{
    using namespace ascsim::kern;
    if (!SanitizerEnabled()) {
        return;
    }
    const bool allDefined = (UbDefined(srcBytesPerLane.first, lanes * srcBytesPerLane.second) && ...);
    if (allDefined) {
        return;
    }
    const auto* d = reinterpret_cast<const uint8_t*>(dst.Data());
    for (uint64_t i = 0; i < lanes; ++i) {
        const bool laneDefined =
            (UbDefined(static_cast<const uint8_t*>(srcBytesPerLane.first) + i * srcBytesPerLane.second,
                       srcBytesPerLane.second) && ...);
        if (!laneDefined) {
            UbMarkUndefined(d + i * dstPerLaneBytes, dstPerLaneBytes);
        }
    }
}

}  // namespace AscendC::detail
