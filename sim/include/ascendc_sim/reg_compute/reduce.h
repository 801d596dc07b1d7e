// Reductions inside one register (docs/zh/api/SIMD-API/基础API/Reg矢量计算/归约计算/):
//   Reduce<type, T, U, mode>(dstReg, srcReg, mask)           Reduce.md
//   ReduceDataBlock<type, T, mode>(dstReg, srcReg, mask)      ReduceDataBlock.md (and the <type, T, U,
//                                                            mode> form with different register types)
//   PairReduceElem<PairReduce::SUM, T, mode>(dstReg, srcReg, mask)   PairReduceElem.md
// (declared in include/basic_api/reg_compute/kernel_reg_compute_vec_reduce_intf.h; srcReg and mask by
// value, as there).
//
// Reduce: SUM puts the sum of the selected elements in lane 0; MAX / MIN put the extreme value in lane
//   0 and the index of its first occurrence in lane 1, as the bits of the destination type ("索引按照
//   dstReg的数据类型存储"). Every other lane is 0 (ZEROING; the official reduce example's golden data
//   expects zeros there). Types: 表3 (SUM: half, float, int32 <- int16, uint32 <- uint16, int32,
//   uint32, int64, uint64) and 表4 (MAX / MIN: int16, uint16, half, int32, uint32, float, int64,
//   uint64).
// ReduceDataBlock: the same per 32-byte DataBlock; the result of block j in lane j (j < 8), no
//   index, the other lanes 0. Types: 表3 / 表4 of its page (no b64).
// PairReduceElem: lane i = src[2i] + src[2i + 1] for i < lanes / 2, the upper half 0; half / float.
// Element rules:
//   * unselected elements count as 0 (SUM), the type's lowest (MAX) or highest (MIN) finite value
//     ("被当作数据类型的最小值/最大值进行处理"; 边界值汇总.md 表35 calls -3.4028235e+38 float's MIN);
//     PairReduceElem with one element selected gives that element ("仅元素a参与计算，目的操作数结果为a"),
//     which the sums here follow too: an unselected element is left out rather than added as +0, so
//     a lone -0.0 stays -0.0.
//   * sums: the binary tree of Reduce.md ("data1和data2相加得到data01 ..."), each addition rounded to the
//     element type (精度标准汇总.md: "0ulp, 采用二叉树结构的成对累加策略"); integer sums wrap.
//   * MAX / MIN: a NaN gives NaN and the first NaN's index ("如果输入数据存在nan，将该数据类型的nan写入
//     dstReg，将第一个nan的索引保存在dstReg中"); max(-0, +0) = +0, min(-0, +0) = -0. When the result is
//     an unselected element's stand-in value (no element selected, or all selected ones beyond it,
//     e.g. all -inf for MAX), the index is unspecified: the sim leaves lane 1 undefined.
//   * half results saturate as the other half arithmetic does when CTRL selects it (表35-37).
// A result is undefined when an element it depends on, or a mask bit that selects one, is.
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2: single issue; 理论性能汇总.md 表11): lanes / P =
// 1 cycle (b16 at 128, b32 at 64 per cycle), 2 for an int16 / uint16 sum into b32; the b64 forms
// are emulated in the SDK (several instructions) and have no figure: 8 cycles assumed.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_sim/reg_compute/arith.h"
#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/ops/reduce.h"
#include "ascendc_sim/numerics/numerics.h"

namespace AscendC::Reg {

namespace detail {

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

} // namespace detail

// ---- Reduce (Reduce.md) ---------------------------------------------------------------------------
template <ReduceType type = ReduceType::SUM, typename T = DefaultType, typename U = DefaultType,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ inline void Reduce(S& dstReg, V srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    using D = typename S::ActualT;
    using E = typename V::ActualT;
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(detail::kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
    using Row = ascsim::ops::Reduce;
    static_assert(detail::kMergeModeOk<mode, Row::kMerging>,
                  "Reduce: MaskMergeMode::ZEROING only (MERGING: 当前不支持)");
    static_assert(type == ReduceType::SUM || type == ReduceType::MAX || type == ReduceType::MIN,
                  "Reduce: ReduceType SUM / MAX / MIN");
    static_assert(S::REG_NUM == V::REG_NUM, "Reduce: both registers take the same RegTrait");
    if constexpr (type == ReduceType::SUM) {
        static_assert(detail::ReduceSumTypesOk<D, E>(), "Reduce SUM: this dst / src type pair is not in 表3");
    } else {
        static_assert(std::is_same_v<D, E> && detail::ReduceExtremeTypeOk<E>(),
                      "Reduce MAX / MIN: same dst / src type from 表4");
    }
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    detail::RedVal<E> v[V::kLanes];
    detail::GatherRedVals(srcReg, mask, v);
    const bool sat = ascsim::kern::SaturatesNow<D>();
    S out;
    out.ZeroDefined();
    if constexpr (type == ReduceType::SUM) {
        detail::RedVal<D> w[V::kLanes];
        for (uint32_t i = 0; i < V::kLanes; ++i) {
            w[i] = {static_cast<D>(v[i].v), v[i].present, v[i].undefined};
        }
        const detail::RedVal<D> r = detail::TreeSum(w, V::kLanes);
        out.SetLane(0, ascsim::kern::SaturateIf(r.present ? r.v : D{}, sat), r.undefined);
    } else {
        E value;
        uint64_t index;
        bool vu, iu;
        detail::Extreme<type == ReduceType::MAX>(v, 0, V::kLanes, &value, &index, &vu, &iu);
        out.SetLane(0, ascsim::kern::SaturateIf(value, sat), vu);
        out.SetLane(1, detail::IndexAs<D>(index), iu);
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg, mask), {},
                             Row::Cycles<E>(type == ReduceType::SUM));
    dstReg = out;
}

// ---- ReduceDataBlock (ReduceDataBlock.md) ---------------------------------------------------------
namespace detail {
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
} // namespace detail

template <ReduceType type = ReduceType::SUM, typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename U>
__simd_callee__ inline void ReduceDataBlock(U& dstReg, U srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(detail::kMergeModeOk<mode, ascsim::ops::ReduceDataBlock::kMerging>,
                  "ReduceDataBlock: MaskMergeMode::ZEROING only");
    detail::ReduceBlocks<type>(dstReg, srcReg, mask, loc);
}

template <ReduceType type = ReduceType::SUM, typename T = DefaultType, typename U = DefaultType,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ inline void ReduceDataBlock(S& dstReg, V srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or dstReg's element type");
    static_assert(detail::kTypeMatches<U, V>, "U must be DefaultType or srcReg's element type");
    static_assert(detail::kMergeModeOk<mode, ascsim::ops::ReduceDataBlock::kMerging>,
                  "ReduceDataBlock: MaskMergeMode::ZEROING only");
    detail::ReduceBlocks<type>(dstReg, srcReg, mask, loc);
}

// ---- PairReduceElem (PairReduceElem.md) -----------------------------------------------------------
template <PairReduce type = PairReduce::SUM, typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename U>
__simd_callee__ inline void PairReduceElem(U& dstReg, U srcReg, MaskReg mask, SrcLoc loc = SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, U>, "T must be DefaultType or the RegTensor's element type");
    static_assert(type == PairReduce::SUM, "PairReduceElem: PairReduce::SUM");
    using Row = ascsim::ops::PairReduceElem;
    static_assert(detail::kMergeModeOk<mode, Row::kMerging>, "PairReduceElem: MaskMergeMode::ZEROING only");
    using E = typename U::ActualT;
    static_assert(detail::kIsOneOf<E, half, float>, "PairReduceElem: half / float (数据类型)");
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    detail::RedVal<E> v[U::kLanes];
    detail::GatherRedVals(srcReg, mask, v);
    const bool sat = ascsim::kern::SaturatesNow<E>();
    U out;
    out.ZeroDefined();
    for (uint32_t i = 0; i < U::kLanes / 2; ++i) {
        const detail::RedVal<E> r = detail::TreeSum(v + 2 * i, 2);
        out.SetLane(i, ascsim::kern::SaturateIf(r.present ? r.v : E{}, sat), r.undefined);
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg, mask), {}, Row::kCycles);
    dstReg = out;
}

} // namespace AscendC::Reg
