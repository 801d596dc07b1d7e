// The engine of Reg Compare / Compares / Select (the C++ Reg API's reg_compute/cmpsel.h and the C API's
// asc_eq ... asc_ne(_scalar), asc_select in c_api/reg_compute/): the lanes of the op-table rows
// (engine/ops/compare_select.h) under a mask, a word at a time for single registers.
#pragma once

#include <cstdint>
#include <cstring>

#include "ascendc_sim/engine/ops/compare_select.h"
#include "ascendc_sim/engine/reg_lanes.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg::detail {
// Compare's lanes a word at a time (REG_NUM == 1: lane i's bytes and mask bit both at i * sizeof(E)).
// cmp(i) -> bool for the active lanes; srcUndef: the union of the sources' byte flags.
template <typename U, typename Cmp>
inline MaskReg CompareWords(const MaskReg& mask, const FlagsN<U::kBytes / 64>& srcUndef, Cmp&& cmp)
{
    using E = typename U::ActualT;
    constexpr uint32_t kS = static_cast<uint32_t>(sizeof(E));
    constexpr uint32_t kPerWord = 64 / kS;
    constexpr uint64_t kPattern = LanePattern<kS>();
    Flags256 bits, undef;
    for (uint32_t k = 0; k < 4; ++k) {
        const uint64_t on = mask.BitWords().w[k] & kPattern;
        const uint64_t mu = mask.UndefinedWords().w[k] & kPattern;
        uint64_t r = 0;
        for (uint32_t j = 0; j < kPerWord; ++j) {
            const uint32_t bit = j * kS;
            if (((on >> bit) & 1u) != 0 && cmp(k * kPerWord + j)) {
                r |= uint64_t(1) << bit;
            }
        }
        bits.w[k] = r;
        // the bits between the valid ones 0 and undefined (registers.h), as MaskReg::Cleared
        undef.w[k] = ~kPattern | mu | (on & LaneAny<kS>(srcUndef.w[k]));
    }
    MaskReg out;
    out.SetWords(bits, undef);
    return out;
}

template <typename Row, typename T, typename U, typename Cmp>
inline void CompareLanes(ascsim::kern::SrcLoc loc, MaskReg& dst, MaskReg& mask, const VfReads& reads, Cmp&& cmp)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using E = typename U::MaskElemT;
    VfContext* vf = RequireVf(Row::kName, loc);
    MaskReg out = MaskReg::Cleared<E>();
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const bool on = mask.Active<E>(i);
        const bool maskUndefined = mask.ActiveUndefined<E>(i);
        bool srcUndefined = false;
        const bool r = on ? cmp(i, srcUndefined) : false;
        out.SetActive<E>(i, r, maskUndefined || (on && srcUndefined));
    }
    dst = out;
    dst.vfDef = Tick(vf, Row::kVfOp, reads);
}

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U>
inline void CompareRegs(MaskReg& dst, U& srcReg0, U& srcReg1, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    using Row = ascsim::ops::Compare;
    if constexpr (U::REG_NUM == 1) {
        static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
        static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
        VfContext* vf = RequireVf(Row::kName, loc);
        const auto reads = ReadsOfLanes<U>(mask, srcReg0, srcReg1);
        dst = CompareWords<U>(mask, UnionOf(srcReg0.undefined, srcReg1.undefined),
                              [&](uint32_t i) { return Row::Lane(srcReg0.Lane(i), srcReg1.Lane(i), mode); });
        dst.vfDef = Tick(vf, Row::kVfOp, reads);
        return;
    }
    CompareLanes<Row, T, U>(loc, dst, mask, ReadsOfLanes<U>(mask, srcReg0, srcReg1), [&](uint32_t i, bool& undefined) {
        undefined = srcReg0.LaneUndefined(i) || srcReg1.LaneUndefined(i);
        return Row::Lane(srcReg0.Lane(i), srcReg1.Lane(i), mode);
    });
}

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U, typename S>
inline void CompareScalar(MaskReg& dst, U& srcReg, S scalarValue, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    using E = typename U::ActualT;
    const E s = static_cast<E>(scalarValue);
    using Row = ascsim::ops::Compares;
    if constexpr (U::REG_NUM == 1) {
        static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
        static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
        VfContext* vf = RequireVf(Row::kName, loc);
        const auto reads = ReadsOfLanes<U>(mask, srcReg);
        dst = CompareWords<U>(mask, srcReg.undefined, [&](uint32_t i) { return Row::Lane(srcReg.Lane(i), s, mode); });
        dst.vfDef = Tick(vf, Row::kVfOp, reads);
        return;
    }
    CompareLanes<Row, T, U>(loc, dst, mask, ReadsOfLanes<U>(mask, srcReg), [&](uint32_t i, bool& undefined) {
        undefined = srcReg.LaneUndefined(i);
        return Row::Lane(srcReg.Lane(i), s, mode);
    });
}

template <typename T = DefaultType, typename U>
inline void SelectRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    using Row = ascsim::ops::Select;
    VfContext* vf = RequireVf(Row::kName, loc);
    const auto reads = ReadsOfSelect<U>(mask, srcReg0, srcReg1);
    if constexpr (U::REG_NUM == 1) {
        // A bitwise copy of whole lanes (b64 included), a word at a time.
        using E = typename U::ActualT;
        constexpr uint32_t kS = static_cast<uint32_t>(sizeof(E));
        constexpr uint64_t kPattern = LanePattern<kS>();
        alignas(32) uint8_t vals[U::kBytes];
        uint64_t undef[4];
        for (uint32_t k = 0; k < 4; ++k) {
            const uint64_t take0 = mask.BitWords().w[k] & kPattern;
            const uint64_t mu = mask.UndefinedWords().w[k] & kPattern;
            const uint64_t lanes = (take0 & LaneAny<kS>(srcReg0.undefined.w[k])) |
                                   (~take0 & kPattern & LaneAny<kS>(srcReg1.undefined.w[k])) | mu;
            undef[k] = Spread<kS>(lanes);
            for (uint32_t bit = 0; bit < 64; bit += kS) {
                const U& from = ((take0 >> bit) & 1u) != 0 ? srcReg0 : srcReg1;
                std::memcpy(vals + k * 64 + bit, from.bytes + k * 64 + bit, kS);
            }
        }
        std::memcpy(dstReg.bytes, vals, U::kBytes);
        for (uint32_t k = 0; k < 4; ++k) {
            dstReg.undefined.w[k] = undef[k];
        }
        dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
        return;
    }
    U out;
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        const bool take0 = mask.LaneOn<U>(i);
        const U& from = take0 ? srcReg0 : srcReg1;
        if constexpr (sizeof(typename U::ActualT) == 8) { // b64: Select.md lists int64_t / uint64_t
            out.SetLane(i, take0 ? srcReg0.Lane(i) : srcReg1.Lane(i),
                        from.LaneUndefined(i) || mask.LaneUndefinedBit<U>(i));
        } else {
            out.SetLane(i, Row::Lane(take0, srcReg0.Lane(i), srcReg1.Lane(i)),
                        from.LaneUndefined(i) || mask.LaneUndefinedBit<U>(i));
        }
    }
    dstReg = out;
    dstReg.vfDef = Tick(vf, Row::kVfOp, reads);
}

} // namespace AscendC::Reg::detail
