// The engine of the Reg index-driven moves (the C++ Reg API's reg_compute/gather_scatter.h Gather /
// GatherB / Scatter / register Gather, the C API's asc_gather / asc_gather_datablock / asc_scatter in
// c_api/reg_compute/): type triples, UB checks and accesses, cycles (gather_scatter.h's head comment
// gives the rules).
#pragma once

#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <type_traits>
#include "ascendc_sim/engine/ops/gather.h"
#include "ascendc_sim/engine/reg_load_store.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

using ascsim::num::kIsOneOf;

template <typename D, typename S, typename I>
constexpr bool GatherTypesOk()
{
    if constexpr (std::is_same_v<I, uint16_t>) {
        return (std::is_same_v<D, int16_t> && kIsOneOf<S, int8_t, int16_t>) ||
               (std::is_same_v<D, uint16_t> && kIsOneOf<S, uint8_t, uint16_t>) ||
               (kIsOneOf<D, half, bfloat16_t> && std::is_same_v<D, S>);
    } else if constexpr (std::is_same_v<I, uint32_t>) {
        return kIsOneOf<D, int32_t, uint32_t, float, int64_t, uint64_t> && std::is_same_v<D, S>;
    } else if constexpr (std::is_same_v<I, uint64_t>) {
        return kIsOneOf<D, int64_t, uint64_t> && std::is_same_v<D, S>;
    } else {
        return false;
    }
}

// The index of lane i (index registers are unsigned), and whether it is undefined.
template <typename V>
inline uint64_t IndexLane(const V& index, uint32_t i)
{
    return static_cast<uint64_t>(index.Lane(i));
}

inline std::string UbOff(uintptr_t a) { return std::to_string(UbOffset(reinterpret_cast<const void*>(a))); }

inline void CheckIndexedAccess(uintptr_t base, uint64_t idx, uint32_t elemBytes, bool idxUndefined, uint32_t lane,
                               const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    if (!SanitizerEnabled()) {
        return;
    }
    if (idxUndefined) {
        // rule memcheck.reg-index-undefined: a Reg gather / scatter lane whose index was computed from never-written
        // bytes
        //   choice: the UB address it steers is unknown, so the access cannot be judged; a finding, the stricter
        //   reading
        Fail(Check::kMemcheck, api,
             "index of lane " + std::to_string(lane) +
                 " was computed from never-written bytes: the UB address it selects is unknown",
             loc, "UB", base, 0);
    }
    const uint64_t off = idx * elemBytes;
    const auto* ub = UbBase();
    const auto begin = reinterpret_cast<uintptr_t>(ub);
    if (base + off < base || base + off + elemBytes > begin + UbTotalBytes()) {
        // rule memcheck.reg-index-outside-ub: a Reg gather / scatter index addressing data outside the Unified Buffer
        //   doc: B/Reg矢量计算/Reg数据搬入/离散搬入（Gather）.md (约束说明)
        //   doc: B/Reg矢量计算/Reg数据搬出/离散搬出（Scatter）.md (约束说明)
        //   doc: api/SIMD-API/C-API/reg/reg_load/asc_gather.md (约束说明)
        Fail(Check::kMemcheck, api,
             "index " + std::to_string(idx) + " of lane " + std::to_string(lane) + " addresses UB offset " +
                 std::to_string(base - begin + off) + ", outside the Unified Buffer (" +
                 std::to_string(UbTotalBytes()) + " bytes; index索引值对应的数据必须在UB有效地址范围内)",
             loc, "UB", base + off, elemBytes);
    }
}

// zeroUnselected: the C API's asc_gather sets the lanes the mask drops to 0 ("dst中对应的元素将被置零",
// C-API/reg/reg_load/asc_gather.md); the C++ page is silent and they are undefined there.
template <typename T0 = DefaultType, typename T1, typename T2 = DefaultType, typename T3, typename T4,
          bool zeroUnselected = false>
inline void GatherUb(T3& dstReg, __ubuf__ T1* baseAddr, T4& index, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<T3>::value && IsRegTensor<T4>::value, "dstReg / index must be RegTensor");
    using D = typename T3::ActualT;
    using I = typename T4::ActualT;
    static_assert(kTypeMatches<T0, T3>, "T0 must be DefaultType or dstReg's element type");
    static_assert(std::is_same_v<T2, DefaultType> || std::is_same_v<T2, I>, "T2 must be DefaultType or index's type");
    static_assert(GatherTypesOk<D, T1, I>(), "Gather: this dst / src / index type triple is not in 表3");
    static_assert(
        T4::kLanes >= T3::kLanes || T3::REG_NUM == 1,
        "Gather: a RegTraitNumTwo b64 destination needs 64 index lanes (uint32_t or a RegTraitNumTwo uint64_t)");
    using Row = ascsim::ops::GatherLoad;
    const char* api = Row::kName;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    if (ascsim::kern::SanitizerEnabled()) {
        CheckUbRange(baseAddr, 0, 32, api, "Gather", loc);
    }
    const auto base = reinterpret_cast<uintptr_t>(baseAddr);
    T3 out;
    out.ZeroDefined();
    for (uint32_t i = 0; i < T3::kLanes; ++i) {
        const bool on = mask.LaneOn<T3>(i);
        const bool mu = mask.LaneUndefinedBit<T3>(i);
        if (!on) {
            out.SetLane(i, D{}, !zeroUnselected || mu); // not selected: undefined (see the file comment) or 0
            continue;
        }
        const uint64_t idx = IndexLane(index, i);
        CheckIndexedAccess(base, idx, sizeof(T1), index.LaneUndefined(i), i, api, loc);
        uint8_t raw[sizeof(T1)];
        bool undef[sizeof(T1)];
        VfReadUb(vf, seq, reinterpret_cast<const void*>(base + idx * sizeof(T1)), sizeof(T1), 1, raw, undef,
                 RegIds{&dstReg}, api, "Gather", loc, RawRule::kUndefined);
        bool u = mu;
        for (bool b : undef) {
            u = u || b;
        }
        typename UIntOf<sizeof(T1)>::type bits;
        std::memcpy(&bits, raw, sizeof(T1));
        const auto wide = static_cast<typename UIntOf<sizeof(D)>::type>(bits); // zero-extends a b8 source
        D v;
        std::memcpy(static_cast<void*>(&v), &wide, sizeof(D));
        out.SetLane(i, v, u);
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(index, mask), {}, Row::kCycles);
    dstReg = out;
}

template <typename T = DefaultType, typename U, typename S>
inline void GatherBlocks(U& dstReg, __ubuf__ T* baseAddr, S& index, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value && IsRegTensor<S>::value, "dstReg / index must be RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "GatherB: the source and destination types must be the same");
    static_assert(std::is_same_v<typename S::ActualT, uint32_t>, "GatherB: uint32_t indices (数据类型)");
    static_assert(U::REG_NUM == 1, "GatherB: RegTraitNumOne only");
    using namespace ascsim::kern;
    using Row = ascsim::ops::GatherB;
    const char* api = Row::kName;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    if (SanitizerEnabled()) {
        CheckUbRange(baseAddr, 0, 32, api, "GatherB", loc);
    }
    const auto base = reinterpret_cast<uintptr_t>(baseAddr);
    U out = dstReg; // unselected DataBlocks are not updated
    for (uint32_t j = 0; j < 8; ++j) {
        const bool on = mask.Active<uint32_t>(j);
        const bool mu = mask.ActiveUndefined<uint32_t>(j);
        if (!on) {
            if (mu) {
                out.undefined.SetRange(j * 32, 32, true);
            }
            continue;
        }
        const uint64_t off = index.Lane(j);
        if (SanitizerEnabled() && !index.LaneUndefined(j) && off % 32 != 0) {
            // rule memcheck.reg-gatherb-offset-32: a GatherB / asc_gather_datablock offset that is not a multiple of 32
            // bytes
            //   doc: B/Reg矢量计算/Reg数据搬入/离散搬入（GatherB）.md (约束说明)
            //   doc: api/SIMD-API/C-API/reg/reg_load/asc_gather_datablock.md (约束说明)
            Fail(Check::kMemcheck, api,
                 "index " + std::to_string(off) + " of DataBlock " + std::to_string(j) +
                     " is not a multiple of 32 bytes (index索引值必须32字节对齐)",
                 loc, "UB", base + off, 32);
        }
        CheckIndexedAccess(base, off / 32, 32, index.LaneUndefined(j), j, api, loc);
        uint8_t raw[32];
        bool undef[32];
        VfReadUb(vf, seq, reinterpret_cast<const void*>(base + off), 32, 32, raw, undef, RegIds{&dstReg}, api,
                 "GatherB", loc, RawRule::kUndefined);
        for (bool& u : undef) {
            u = u || mu;
        }
        FillRegBytes(out, j * 32, raw, undef, 32);
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(index, mask, dstReg), {}, Row::kCycles);
    dstReg = out;
}

template <typename T = DefaultType, typename U = DefaultType, typename S, typename V>
inline void ScatterUb(__ubuf__ T* baseAddr, S& srcReg, V& index, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "srcReg / index must be RegTensor");
    using E = typename S::ActualT;
    using I = typename V::ActualT;
    static_assert(std::is_same_v<T, E>, "Scatter: T must be srcReg's element type");
    static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, I>,
                  "Scatter: U must be DefaultType or index's type");
    static_assert((sizeof(E) <= 2 && std::is_same_v<I, uint16_t>) || (sizeof(E) == 4 && std::is_same_v<I, uint32_t>) ||
                      (sizeof(E) == 8 && kIsOneOf<I, uint32_t, uint64_t>),
                  "Scatter: this data / index type pair is not in 表3");
    using namespace ascsim::kern;
    using Row = ascsim::ops::Scatter;
    const char* api = Row::kName;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    if (SanitizerEnabled()) {
        CheckUbRange(baseAddr, 0, 32, api, "Scatter", loc);
    }
    Tick(vf, Row::kVfOp, ReadsOf(srcReg, index, mask), {}, Row::kCycles);
    constexpr bool b8 = sizeof(E) == 1;
    constexpr uint32_t lanes = b8 ? V::kLanes : S::kLanes; // b8: one per index lane
    const auto base = reinterpret_cast<uintptr_t>(baseAddr);
    std::set<uint64_t> seen;
    for (uint32_t i = 0; i < lanes; ++i) {
        const uint32_t src = b8 ? 2 * i : i;
        const bool on = mask.LaneOn<S>(src);
        const bool mu = mask.LaneUndefinedBit<S>(src);
        if (!on && !mu) {
            continue;
        }
        const uint64_t idx = IndexLane(index, i);
        CheckIndexedAccess(base, idx, sizeof(E), index.LaneUndefined(i), i, api, loc);
        if (SanitizerEnabled() && on && !mu && !seen.insert(idx).second) {
            // rule memcheck.reg-scatter-unique-index: a Scatter index repeated among the selected lanes
            //   doc: B/Reg矢量计算/Reg数据搬出/离散搬出（Scatter）.md (约束说明)
            Fail(Check::kMemcheck, api,
                 "index " + std::to_string(idx) + " appears in more than one selected lane (lane " + std::to_string(i) +
                     "): which value lands is unspecified (index中的值必须唯一)",
                 loc, "UB", base + idx * sizeof(E), sizeof(E));
        }
        bool undef[sizeof(E)];
        for (uint32_t k = 0; k < sizeof(E); ++k) {
            undef[k] = mu || srcReg.undefined.Get(src * sizeof(E) + k);
        }
        VfWriteUb(vf, seq, reinterpret_cast<void*>(base + idx * sizeof(E)), sizeof(E), srcReg.bytes + src * sizeof(E),
                  undef, nullptr, RegIds{&srcReg}, api, "Scatter", loc);
    }
}

template <typename T = DefaultType, typename U = DefaultType, typename S, typename V>
inline void GatherRegs(S& dstReg, S& srcReg, V& indexReg, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<S>::value && IsRegTensor<V>::value, "operands must be RegTensor");
    using E = typename S::ActualT;
    using I = typename V::ActualT;
    static_assert(kTypeMatches<T, S>, "T must be DefaultType or the register's element type");
    static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, I>, "U must be DefaultType or the index type");
    static_assert(sizeof(E) <= 4 && S::REG_NUM == 1, "Gather: b8 / b16 / b32 data (离散操作/Gather.md)");
    static_assert(kIsOneOf<I, uint8_t, uint16_t, uint32_t> && sizeof(I) == sizeof(E),
                  "Gather: uint8_t / uint16_t / uint32_t indices of the data's width");
    using Row = ascsim::ops::Gather;
    VfContext* vf = RequireVf(Row::kName, loc);
    S out;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        const uint32_t j = static_cast<uint32_t>(indexReg.Lane(i) % S::kLanes);
        // An undefined index picks an unknown lane: the result is undefined.
        out.SetLane(i, srcReg.Lane(j), srcReg.LaneUndefined(j) || indexReg.LaneUndefined(i));
    }
    out.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg, indexReg), {}, Row::kCycles);
    dstReg = out;
}

} // namespace AscendC::Reg::detail
