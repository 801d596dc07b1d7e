// The engine of the Reg reductions (the C++ Reg API's reg_compute/reduce.h Reduce / ReduceDataBlock /
// PairReduceElem, the C API's asc_reduce_* / asc_pair_reduce_sum in c_api/reg_compute/): the pairwise
// tree sums, the extremes with their index, the unselected elements' stand-ins (reg_compute/reduce.h's
// head comment gives the rules).
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/reduce.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/reg_op_enums.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;
using ascsim::num::kIsOneOf;

// An element taking part in a reduction: its value, whether it is there, whether it is undefined.
template <typename E>
struct RedVal {
    E v{};
    bool present = false;
    bool undefined = false;
};

template <typename E>
inline E RedAdd(E a, E b)
{
    if constexpr (ascsim::num::kIsB64Int<E> || std::is_integral_v<E>) {
        using UE = std::make_unsigned_t<E>;
        return static_cast<E>(static_cast<UE>(static_cast<UE>(a) + static_cast<UE>(b)));
    } else {
        return ascsim::num::Add(a, b);
    }
}

template <typename E>
inline E Lowest()
{
    if constexpr (std::is_integral_v<E>) {
        return std::numeric_limits<E>::min();
    } else {
        using F = typename ascsim::num::FpTraits<E>::Format;
        return ascsim::num::FromBits<E>(static_cast<typename F::Storage>(F::kSignMask | (F::kExpMask - 1)));
    }
}
template <typename E>
inline E Highest()
{
    if constexpr (std::is_integral_v<E>) {
        return std::numeric_limits<E>::max();
    } else {
        using F = typename ascsim::num::FpTraits<E>::Format;
        return ascsim::num::FromBits<E>(static_cast<typename F::Storage>(F::kExpMask - 1));
    }
}

template <typename E>
inline bool IsNan(E v)
{
    if constexpr (std::is_integral_v<E>) {
        return false;
    } else {
        return ascsim::num::IsNaN(v);
    }
}

// a is "greater" than b for MAX (or "less" for MIN): +0 beats -0 for MAX, -0 beats +0 for MIN.
template <bool isMax, typename E>
inline bool Beats(E a, E b)
{
    if constexpr (std::is_integral_v<E>) {
        return isMax ? a > b : a < b;
    } else {
        const double x = static_cast<double>(static_cast<float>(a)), y = static_cast<double>(static_cast<float>(b));
        if (x == y && x == 0.0) {
            return isMax ? (!ascsim::num::SignBit(a) && ascsim::num::SignBit(b)) :
                           (ascsim::num::SignBit(a) && !ascsim::num::SignBit(b));
        }
        return isMax ? x > y : x < y;
    }
}

// Pairwise (binary-tree) sum of `n` (a power of two) elements of D.
template <typename D>
inline RedVal<D> TreeSum(RedVal<D>* v, uint32_t n)
{
    for (uint32_t width = n; width > 1; width /= 2) {
        for (uint32_t i = 0; i < width / 2; ++i) {
            const RedVal<D>& a = v[2 * i];
            const RedVal<D>& b = v[2 * i + 1];
            RedVal<D> r;
            r.present = a.present || b.present;
            r.undefined = a.undefined || b.undefined;
            r.v = a.present && b.present ? RedAdd(a.v, b.v) : a.present ? a.v : b.v;
            v[i] = r;
        }
    }
    return v[0];
}

// MAX / MIN over `n` elements starting at `first`: the value, its index, whether each is undefined.
template <bool isMax, typename E>
inline void Extreme(const RedVal<E>* v, uint32_t first, uint32_t n, E* value, uint64_t* index, bool* valueUndef,
                    bool* indexUndef)
{
    const E standIn = isMax ? Lowest<E>() : Highest<E>();
    bool any = false, absent = false, undef = false;
    E best = standIn;
    uint64_t at = 0;
    for (uint32_t i = first; i < first + n; ++i) {
        if (!v[i].present) {
            absent = true;
            continue;
        }
        undef = undef || v[i].undefined;
        if (IsNan(v[i].v)) {
            if (!any || !IsNan(best)) {
                best = v[i].v;
                at = i - first;
            }
            any = true;
            continue;
        }
        if (!any || (!IsNan(best) && Beats<isMax>(v[i].v, best))) {
            best = v[i].v;
            at = i - first;
        }
        any = true;
    }
    bool standInWins = !any;
    if (any && absent && !IsNan(best) && Beats<isMax>(standIn, best)) {
        standInWins = true;
    }
    *value = standInWins ? standIn : best;
    *index = standInWins ? 0 : at;
    *valueUndef = undef;
    *indexUndef = undef || standInWins;
}

template <typename D, typename S>
constexpr bool ReduceSumTypesOk()
{
    return (std::is_same_v<D, S> && kIsOneOf<D, half, float, int32_t, uint32_t, int64_t, uint64_t>) ||
           (std::is_same_v<D, int32_t> && std::is_same_v<S, int16_t>) ||
           (std::is_same_v<D, uint32_t> && std::is_same_v<S, uint16_t>);
}
template <typename E>
constexpr bool ReduceExtremeTypeOk()
{
    return kIsOneOf<E, int16_t, uint16_t, half, int32_t, uint32_t, float, int64_t, uint64_t>;
}

template <typename V>
inline void GatherRedVals(const V& src, const MaskReg& mask, RedVal<typename V::ActualT>* out)
{
    for (uint32_t i = 0; i < V::kLanes; ++i) {
        out[i].present = mask.LaneOn<V>(i);
        out[i].undefined = mask.LaneUndefinedBit<V>(i) || (out[i].present && src.LaneUndefined(i));
        out[i].v = src.Lane(i);
    }
}

template <typename D>
inline D IndexAs(uint64_t index)
{
    typename UIntOf<sizeof(D)>::type bits = static_cast<typename UIntOf<sizeof(D)>::type>(index);
    D d;
    std::memcpy(static_cast<void*>(&d), &bits, sizeof(D));
    return d;
}

template <ReduceType type = ReduceType::SUM, typename T = DefaultType, typename U = DefaultType,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
inline void ReduceRegs(S& dstReg, V srcReg, MaskReg mask, SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "operands must be RegTensor");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
    using Row = ascsim::ops::Reduce;
    static_assert(kMergeModeOk<mode, Row::kMerging>, "Reduce: MaskMergeMode::ZEROING only (MERGING: 当前不支持)");
    static_assert(type == ReduceType::SUM || type == ReduceType::MAX || type == ReduceType::MIN,
                  "Reduce: ReduceType SUM / MAX / MIN");
    static_assert(S::REG_NUM == V::REG_NUM, "Reduce: both registers take the same RegTrait");
    if constexpr (type == ReduceType::SUM) {
        static_assert(ReduceSumTypesOk<D, E>(), "Reduce SUM: this dst / src type pair is not in 表3");
    } else {
        static_assert(std::is_same_v<D, E> && ReduceExtremeTypeOk<E>(),
                      "Reduce MAX / MIN: same dst / src type from 表4");
    }
    VfContext* vf = RequireVf(Row::kName, loc);
    RedVal<E> v[V::kLanes];
    GatherRedVals(srcReg, mask, v);
    const bool sat = ascsim::kern::SaturatesNow<D>();
    S out;
    out.ZeroDefined();
    if constexpr (type == ReduceType::SUM) {
        RedVal<D> w[V::kLanes];
        for (uint32_t i = 0; i < V::kLanes; ++i) {
            w[i] = {static_cast<D>(v[i].v), v[i].present, v[i].undefined};
        }
        const RedVal<D> r = TreeSum(w, V::kLanes);
        out.SetLane(0, ascsim::kern::SaturateIf(r.present ? r.v : D{}, sat), r.undefined);
    } else {
        E value;
        uint64_t index;
        bool vu, iu;
        Extreme<type == ReduceType::MAX>(v, 0, V::kLanes, &value, &index, &vu, &iu);
        out.SetLane(0, ascsim::kern::SaturateIf(value, sat), vu);
        out.SetLane(1, IndexAs<D>(index), iu);
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg, mask), {}, Row::Cycles<E>(type == ReduceType::SUM));
    dstReg = out;
}

template <ReduceType type, typename S, typename V>
inline void ReduceBlocks(S& dstReg, const V& srcReg, const MaskReg& mask, SrcLoc loc)
{
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    static_assert(S::REG_NUM == 1 && V::REG_NUM == 1 && sizeof(E) <= 4, "ReduceDataBlock: no b64 types (表3 / 表4)");
    static_assert(type == ReduceType::SUM || type == ReduceType::MAX || type == ReduceType::MIN,
                  "ReduceDataBlock: ReduceType SUM / MAX / MIN");
    if constexpr (type == ReduceType::SUM) {
        static_assert(ReduceSumTypesOk<D, E>(), "ReduceDataBlock SUM: this dst / src type pair is not in 表3");
    } else {
        static_assert(std::is_same_v<D, E> && kIsOneOf<E, half, int16_t, uint16_t, int32_t, uint32_t, float>,
                      "ReduceDataBlock MAX / MIN: same dst / src type from 表4");
    }
    using Row = ascsim::ops::ReduceDataBlock;
    VfContext* vf = RequireVf(Row::kName, loc);
    constexpr uint32_t perBlock = 32 / sizeof(E);
    RedVal<E> v[V::kLanes];
    GatherRedVals(srcReg, mask, v);
    const bool sat = ascsim::kern::SaturatesNow<D>();
    S out;
    out.ZeroDefined();
    for (uint32_t j = 0; j < 8; ++j) {
        if constexpr (type == ReduceType::SUM) {
            RedVal<D> w[perBlock];
            for (uint32_t e = 0; e < perBlock; ++e) {
                const RedVal<E>& x = v[j * perBlock + e];
                w[e] = {static_cast<D>(x.v), x.present, x.undefined};
            }
            const RedVal<D> r = TreeSum(w, perBlock);
            out.SetLane(j, ascsim::kern::SaturateIf(r.present ? r.v : D{}, sat), r.undefined);
        } else {
            E value;
            uint64_t index;
            bool vu, iu;
            Extreme<type == ReduceType::MAX>(v, j * perBlock, perBlock, &value, &index, &vu, &iu);
            out.SetLane(j, ascsim::kern::SaturateIf(value, sat), vu);
        }
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg, mask), {}, Row::Cycles<E>(type == ReduceType::SUM));
    dstReg = out;
}

template <PairReduce type = PairReduce::SUM, typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename U>
inline void PairReduceRegs(U& dstReg, U srcReg, MaskReg mask, SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(type == PairReduce::SUM, "PairReduceElem: PairReduce::SUM");
    using Row = ascsim::ops::PairReduceElem;
    static_assert(kMergeModeOk<mode, Row::kMerging>, "PairReduceElem: MaskMergeMode::ZEROING only");
    using E = typename U::ActualT;
    static_assert(kIsOneOf<E, half, float>, "PairReduceElem: half / float (数据类型)");
    VfContext* vf = RequireVf(Row::kName, loc);
    RedVal<E> v[U::kLanes];
    GatherRedVals(srcReg, mask, v);
    const bool sat = ascsim::kern::SaturatesNow<E>();
    U out;
    out.ZeroDefined();
    for (uint32_t i = 0; i < U::kLanes / 2; ++i) {
        const RedVal<E> r = TreeSum(v + 2 * i, 2);
        out.SetLane(i, ascsim::kern::SaturateIf(r.present ? r.v : E{}, sat), r.undefined);
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg, mask), {}, Row::kCycles);
    dstReg = out;
}

} // namespace AscendC::Reg::detail
