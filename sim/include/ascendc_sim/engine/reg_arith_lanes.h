// The lane skeletons of the Reg arithmetic (reg_compute/arith.h, and the C API's asc_add ... in
// c_api/reg_compute/): binary / unary under a mask with saturation, the VF tick and the unknown-result
// count; the op-table row's lane through its fp32 host path (RegLane) or b64 integer path (LaneOp).
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg::detail {

// Binary with the lane result given by index: opAt(i) -> the result of lane i (before saturation).
template <typename T, MaskMergeMode mode, bool merging, typename U, typename OpAt>
inline void BinaryAt(const char* api, ascsim::kern::SrcLoc loc, U& dst, U& a, U& b, MaskReg& mask, OpAt&& opAt,
                     ascsim::kern::VfOp vop = ascsim::kern::VfOp::kSimple, int algo = 0)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(kMergeModeOk<mode, merging>, "this API supports MaskMergeMode::ZEROING only (MERGING: Add/Max/Min)");
    using E = typename U::ActualT;
    VfContext* vf = RequireVf(api, loc);
    const auto reads = mode == MaskMergeMode::MERGING ? ReadsOfMerging<U>(mask, dst, a, b) :
                                                        ReadsOfLanes<U>(mask, a, b);
    const bool sat = ascsim::kern::SaturatesNow<E>();
    const uint64_t unknown = MaskedLanesSrc<E, mode>(dst, mask, UnionOf(a.undefined, b.undefined), [&](uint32_t i) {
        return ascsim::kern::SaturateIf(static_cast<E>(opAt(i)), sat);
    });
    dst.vfDef = Tick(vf, vop, reads, ascsim::kern::VfElemOf<E>(), algo, api);
    if (unknown != 0) {
        // see rule initcheck.unknown-result
        ascsim::kern::ReportUnknownResult(api, loc, unknown);
    }
}

// The lanes of a float register (REG_NUM 1) as floats.
template <typename U>
inline void LanesOf(const U& r, float* out)
{
    static_assert(std::is_same_v<typename U::ActualT, float> && U::REG_NUM == 1, "fp32 registers");
    std::memcpy(out, r.bytes, U::kBytes);
}

template <typename T, MaskMergeMode mode, bool merging, typename U, typename Op>
inline void Binary(const char* api, ascsim::kern::SrcLoc loc, U& dst, U& a, U& b, MaskReg& mask, Op&& op,
                   ascsim::kern::VfOp vop = ascsim::kern::VfOp::kSimple, int algo = 0)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(kMergeModeOk<mode, merging>, "this API supports MaskMergeMode::ZEROING only (MERGING: Add/Max/Min)");
    using E = typename U::ActualT;
    VfContext* vf = RequireVf(api, loc);
    const auto reads = mode == MaskMergeMode::MERGING ? ReadsOfMerging<U>(mask, dst, a, b) :
                                                        ReadsOfLanes<U>(mask, a, b);
    const bool sat = ascsim::kern::SaturatesNow<E>();
    const uint64_t unknown = MaskedLanesSrc<E, mode>(dst, mask, UnionOf(a.undefined, b.undefined), [&](uint32_t i) {
        return ascsim::kern::SaturateIf(static_cast<E>(op(a.Lane(i), b.Lane(i))), sat);
    });
    dst.vfDef = Tick(vf, vop, reads, ascsim::kern::VfElemOf<E>(), algo, api);
    if (unknown != 0) {
        // see rule initcheck.unknown-result
        ascsim::kern::ReportUnknownResult(api, loc, unknown);
    }
}

// Unary with the lane result given by index: opAt(i) -> the result of lane i (before saturation).
template <typename T, MaskMergeMode mode, typename S, typename OpAt>
inline void UnaryAt(const char* api, ascsim::kern::SrcLoc loc, S& dst, S& src, MaskReg& mask, OpAt&& opAt,
                    ascsim::kern::VfOp vop = ascsim::kern::VfOp::kSimple, int algo = 0)
{
    static_assert(IsRegTensor<S>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the RegTensor's element type");
    static_assert(kMergeModeOk<mode, false>, "this API supports MaskMergeMode::ZEROING only");
    using E = typename S::ActualT;
    VfContext* vf = RequireVf(api, loc);
    const auto reads = ReadsOfLanes<S>(mask, src);
    const bool sat = ascsim::kern::SaturatesNow<E>();
    const uint64_t unknown = MaskedLanesSrc<E, mode>(
        dst, mask, src.undefined, [&](uint32_t i) { return ascsim::kern::SaturateIf(static_cast<E>(opAt(i)), sat); });
    dst.vfDef = Tick(vf, vop, reads, ascsim::kern::VfElemOf<E>(), algo, api);
    if (unknown != 0) {
        // see rule initcheck.unknown-result
        ascsim::kern::ReportUnknownResult(api, loc, unknown);
    }
}

template <typename T, MaskMergeMode mode, typename S, typename Op>
inline void Unary(const char* api, ascsim::kern::SrcLoc loc, S& dst, S& src, MaskReg& mask, Op&& op,
                  ascsim::kern::VfOp vop = ascsim::kern::VfOp::kSimple, int algo = 0)
{
    UnaryAt<T, mode>(
        api, loc, dst, src, mask, [&](uint32_t i) { return op(src.Lane(i)); }, vop, algo);
}

// The lane of an op-table row in a register: fp32 through the row's host IEEE path where it has one
// (bit-identical to the numerics layer: engine/vector_fast.h), other types through its Lane.
template <typename Row, typename = void>
struct HasLaneF32 : std::false_type {};
template <typename Row>
struct HasLaneF32<Row, std::void_t<decltype(&Row::LaneF32)>> : std::true_type {};
template <typename Row>
struct RegLane {
    template <typename E>
    E operator()(E a, E b) const
    {
        if constexpr (std::is_same_v<E, float> && HasLaneF32<Row>::value) {
            return Row::LaneF32(a, b);
        } else {
            return Row::template Lane<E>(a, b);
        }
    }
};

template <typename E, typename U>
inline E ScalarAs(U v)
{
    return static_cast<E>(v);
}

// num::op for the numerics layer's types, B64Lane for b64 integers.
template <ascsim::num::B64Op op, typename NumOp>
struct LaneOp {
    NumOp numOp;
    template <typename E>
    E operator()(E a, E b) const
    {
        if constexpr (ascsim::num::kIsB64Int<E>) {
            return ascsim::num::B64Lane<op>(a, b);
        } else {
            return numOp(a, b);
        }
    }
};
template <ascsim::num::B64Op op, typename NumOp>
LaneOp<op, NumOp> MakeLaneOp(NumOp f)
{
    return LaneOp<op, NumOp>{f};
}
// Reg Neg's lane: "符号位取反" (精度标准汇总) -> the sign bit flipped, NaN payloads included; integers wrap.
template <typename E>
inline E NegLane(E a)
{
    if constexpr (ascsim::num::kIsSimFloat<E>) {
        using F = typename ascsim::num::FpTraits<E>::Format;
        return ascsim::num::FromBits<E>(static_cast<typename F::Storage>(ascsim::num::Bits(a) ^ F::kSignMask));
    } else {
        using UE = std::make_unsigned_t<E>;
        return static_cast<E>(static_cast<UE>(UE(0) - static_cast<UE>(a)));
    }
}

} // namespace AscendC::Reg::detail
