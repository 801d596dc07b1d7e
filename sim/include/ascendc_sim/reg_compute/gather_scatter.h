// Index-driven moves (docs/zh/api/SIMD-API/基础API/Reg矢量计算/):
//   Gather(dstReg, baseAddr, index, mask)     Reg数据搬入/离散搬入（Gather）.md   (VGATHER2)
//   GatherB(dstReg, baseAddr, index, mask)    Reg数据搬入/离散搬入（GatherB）.md  (VGATHERB)
//   Scatter(baseAddr, srcReg, index, mask)    Reg数据搬出/离散搬出（Scatter）.md  (VSCATTER)
//   Gather(dstReg, srcReg, indexReg)          离散操作/Gather.md                 (VSELR)
// (declared in include/basic_api/reg_compute/kernel_reg_compute_datacopy_intf.h and
// kernel_reg_compute_gather_mask_intf.h, with the SDK's template parameters and defaults).
//
// Gather (UB): lane i of dstReg = baseAddr[index[i]] for the lanes the mask selects (read in dstReg's
//   element width), index in elements. Type triples of 表3 (dst / src / index): int16 / int8, int16,
//   uint16 / uint8, uint16, half, bfloat16_t with uint16_t indices; int32, uint32, float with uint32_t;
//   int64 / uint64 with uint32_t or uint64_t (b64 combinations of 约束说明: a RegTraitNumOne uint32_t
//   index register's first 32 lanes serve a RegTraitNumOne b64 destination). A b8 source zero-extends
//   ("高8位自动补0", also for int8_t). Lanes the mask does not select: the page does not say; the sim
//   makes them undefined (value 0), the stricter reading.
// GatherB: DataBlock j (j < 8) of dstReg = the 32 bytes at baseAddr + index[j] (bytes, a multiple of
//   32); the mask is read as b32 (bits 0, 4, ..., 28) and "控制dstReg中DataBlock0至DataBlock7是否更新":
//   an unselected block keeps dstReg's previous bytes. b8 / b16 / b32 / b64, uint32_t indices,
//   RegTraitNumOne.
// Scatter: baseAddr[index[i]] = srcReg[i] for the selected lanes; T and index per 表3 (b8 / b16 with
//   uint16_t, b32 with uint32_t, b64 with uint32_t / uint64_t); for b8 the index register's lane j
//   takes srcReg's element 2j ("源操作数中仅偶数位元素有效") and mask bit 2j.
// Gather (register): dstReg[i] = srcReg[indexReg[i] % (VL / sizeof(T))] for every lane ("索引值更新为
//   i % (VL/sizeof(T))"); b8 / b16 / b32 with uint8_t / uint16_t / uint32_t indices of the same width.
//
// Checks (memcheck): baseAddr 32-byte aligned; an element outside the UB kernels may use ("index索引值
// 对应的数据必须在UB有效地址范围内"); a selected lane whose index is undefined (computed from
// never-written data: the address it steers is unknown); GatherB offsets not multiples of 32; Scatter
// indices that repeat among the selected lanes ("index中的值必须唯一"). The accesses are V-pipe reads /
// writes of the VF (synccheck); the loads give bytes a store of the same VF wrote with no LocalMemBar
// the undefined state (load_store.h).
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2: all single issue; 理论性能汇总.md 表1 / 表2 / 表13):
// Gather (UB) and GatherB one UB read, Scatter one UB write, 2 cycles per VL (b16 at 64 / cycle ...);
// Gather (register) 4 cycles (b16 at 32 / cycle).
#pragma once

#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <type_traits>

#include "ascendc_sim/reg_compute/load_store.h"
#include "ascendc_sim/numerics/traits.h"

namespace AscendC::Reg {

namespace detail {

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
        Fail(Check::kMemcheck, api,
             "index of lane " + std::to_string(lane) +
                 " was computed from never-written bytes: the UB address it selects is unknown",
             loc, "UB", base, 0);
    }
    const uint64_t off = idx * elemBytes;
    const auto* ub = UbBase();
    const auto begin = reinterpret_cast<uintptr_t>(ub);
    if (base + off < base || base + off + elemBytes > begin + UbTotalBytes()) {
        Fail(Check::kMemcheck, api,
             "index " + std::to_string(idx) + " of lane " + std::to_string(lane) + " addresses UB offset " +
                 std::to_string(base - begin + off) + ", outside the Unified Buffer (" +
                 std::to_string(UbTotalBytes()) + " bytes; index索引值对应的数据必须在UB有效地址范围内)",
             loc, "UB", base + off, elemBytes);
    }
}

} // namespace detail

// ---- Gather from UB (离散搬入（Gather）.md) ----------------------------------------------------------
template <typename T0 = DefaultType, typename T1, typename T2 = DefaultType, typename T3, typename T4>
__simd_callee__ inline void Gather(T3& dstReg, __ubuf__ T1* baseAddr, T4& index, MaskReg& mask,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<T3>::value && detail::IsRegTensor<T4>::value, "dstReg / index must be RegTensor");
    using D = typename T3::ActualT;
    using I = typename T4::ActualT;
    static_assert(detail::kTypeMatches<T0, T3>, "T0 must be DefaultType or dstReg's element type");
    static_assert(std::is_same_v<T2, DefaultType> || std::is_same_v<T2, I>, "T2 must be DefaultType or index's type");
    static_assert(detail::GatherTypesOk<D, T1, I>(), "Gather: this dst / src / index type triple is not in 表3");
    static_assert(
        T4::kLanes >= T3::kLanes || T3::REG_NUM == 1,
        "Gather: a RegTraitNumTwo b64 destination needs 64 index lanes (uint32_t or a RegTraitNumTwo uint64_t)");
    using Row = ascsim::ops::GatherLoad;
    const char* api = Row::kName;
    detail::VfContext* vf = detail::RequireVf(api, loc);
    const uint64_t seq = detail::VfSeq(vf);
    if (ascsim::kern::SanitizerEnabled()) {
        detail::CheckUbRange(baseAddr, 0, 32, api, "Gather", loc);
    }
    const auto base = reinterpret_cast<uintptr_t>(baseAddr);
    T3 out;
    out.ZeroDefined();
    for (uint32_t i = 0; i < T3::kLanes; ++i) {
        const bool on = mask.LaneOn<T3>(i);
        const bool mu = mask.LaneUndefinedBit<T3>(i);
        if (!on) {
            out.SetLane(i, D{}, true); // not selected: undefined (see the file comment)
            continue;
        }
        const uint64_t idx = detail::IndexLane(index, i);
        detail::CheckIndexedAccess(base, idx, sizeof(T1), index.LaneUndefined(i), i, api, loc);
        uint8_t raw[sizeof(T1)];
        bool undef[sizeof(T1)];
        detail::VfReadUb(vf, seq, reinterpret_cast<const void*>(base + idx * sizeof(T1)), sizeof(T1), 1, raw, undef,
                         detail::RegIds{&dstReg}, api, "Gather", loc, detail::RawRule::kUndefined);
        bool u = mu;
        for (bool b : undef) {
            u = u || b;
        }
        typename detail::UIntOf<sizeof(T1)>::type bits;
        std::memcpy(&bits, raw, sizeof(T1));
        const auto wide = static_cast<typename detail::UIntOf<sizeof(D)>::type>(bits); // zero-extends a b8 source
        D v;
        std::memcpy(static_cast<void*>(&v), &wide, sizeof(D));
        out.SetLane(i, v, u);
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(index, mask), {}, Row::kCycles);
    dstReg = out;
}

// ---- GatherB (离散搬入（GatherB）.md) -----------------------------------------------------------------
template <typename T = DefaultType, typename U, typename S>
__simd_callee__ inline void GatherB(U& dstReg, __ubuf__ T* baseAddr, S& index, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<U>::value && detail::IsRegTensor<S>::value, "dstReg / index must be RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "GatherB: the source and destination types must be the same");
    static_assert(std::is_same_v<typename S::ActualT, uint32_t>, "GatherB: uint32_t indices (数据类型)");
    static_assert(U::REG_NUM == 1, "GatherB: RegTraitNumOne only");
    using namespace ascsim::kern;
    using Row = ascsim::ops::GatherB;
    const char* api = Row::kName;
    detail::VfContext* vf = detail::RequireVf(api, loc);
    const uint64_t seq = detail::VfSeq(vf);
    if (SanitizerEnabled()) {
        detail::CheckUbRange(baseAddr, 0, 32, api, "GatherB", loc);
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
            Fail(Check::kMemcheck, api,
                 "index " + std::to_string(off) + " of DataBlock " + std::to_string(j) +
                     " is not a multiple of 32 bytes (index索引值必须32字节对齐)",
                 loc, "UB", base + off, 32);
        }
        detail::CheckIndexedAccess(base, off / 32, 32, index.LaneUndefined(j), j, api, loc);
        uint8_t raw[32];
        bool undef[32];
        detail::VfReadUb(vf, seq, reinterpret_cast<const void*>(base + off), 32, 32, raw, undef,
                         detail::RegIds{&dstReg}, api, "GatherB", loc, detail::RawRule::kUndefined);
        for (bool& u : undef) {
            u = u || mu;
        }
        detail::FillRegBytes(out, j * 32, raw, undef, 32);
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(index, mask, dstReg), {}, Row::kCycles);
    dstReg = out;
}

// ---- Scatter (离散搬出（Scatter）.md) -----------------------------------------------------------------
template <typename T = DefaultType, typename U = DefaultType, typename S, typename V>
__simd_callee__ inline void Scatter(__ubuf__ T* baseAddr, S& srcReg, V& index, MaskReg& mask,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "srcReg / index must be RegTensor");
    using E = typename S::ActualT;
    using I = typename V::ActualT;
    static_assert(std::is_same_v<T, E>, "Scatter: T must be srcReg's element type");
    static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, I>,
                  "Scatter: U must be DefaultType or index's type");
    static_assert((sizeof(E) <= 2 && std::is_same_v<I, uint16_t>) || (sizeof(E) == 4 && std::is_same_v<I, uint32_t>) ||
                      (sizeof(E) == 8 && detail::kIsOneOf<I, uint32_t, uint64_t>),
                  "Scatter: this data / index type pair is not in 表3");
    using namespace ascsim::kern;
    using Row = ascsim::ops::Scatter;
    const char* api = Row::kName;
    detail::VfContext* vf = detail::RequireVf(api, loc);
    const uint64_t seq = detail::VfSeq(vf);
    if (SanitizerEnabled()) {
        detail::CheckUbRange(baseAddr, 0, 32, api, "Scatter", loc);
    }
    detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg, index, mask), {}, Row::kCycles);
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
        const uint64_t idx = detail::IndexLane(index, i);
        detail::CheckIndexedAccess(base, idx, sizeof(E), index.LaneUndefined(i), i, api, loc);
        if (SanitizerEnabled() && on && !mu && !seen.insert(idx).second) {
            Fail(Check::kMemcheck, api,
                 "index " + std::to_string(idx) + " appears in more than one selected lane (lane " + std::to_string(i) +
                     "): which value lands is unspecified (index中的值必须唯一)",
                 loc, "UB", base + idx * sizeof(E), sizeof(E));
        }
        bool undef[sizeof(E)];
        for (uint32_t k = 0; k < sizeof(E); ++k) {
            undef[k] = mu || srcReg.undefined.Get(src * sizeof(E) + k);
        }
        detail::VfWriteUb(vf, seq, reinterpret_cast<void*>(base + idx * sizeof(E)), sizeof(E),
                          srcReg.bytes + src * sizeof(E), undef, nullptr, detail::RegIds{&srcReg}, api, "Scatter", loc);
    }
}

// ---- Gather between registers (离散操作/Gather.md) ---------------------------------------------------
template <typename T = DefaultType, typename U = DefaultType, typename S, typename V>
__simd_callee__ inline void Gather(S& dstReg, S& srcReg, V& indexReg,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    using E = typename S::ActualT;
    using I = typename V::ActualT;
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or the register's element type");
    static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, I>, "U must be DefaultType or the index type");
    static_assert(sizeof(E) <= 4 && S::REG_NUM == 1, "Gather: b8 / b16 / b32 data (离散操作/Gather.md)");
    static_assert(detail::kIsOneOf<I, uint8_t, uint16_t, uint32_t> && sizeof(I) == sizeof(E),
                  "Gather: uint8_t / uint16_t / uint32_t indices of the data's width");
    using Row = ascsim::ops::Gather;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    S out;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        const uint32_t j = static_cast<uint32_t>(indexReg.Lane(i) % S::kLanes);
        // An undefined index picks an unknown lane: the result is undefined.
        out.SetLane(i, srcReg.Lane(j), srcReg.LaneUndefined(j) || indexReg.LaneUndefined(i));
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg, indexReg), {}, Row::kCycles);
    dstReg = out;
}

} // namespace AscendC::Reg
