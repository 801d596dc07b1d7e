// The engine of the Reg dual-register and DataBlock moves (the C++ Reg API's reg_compute/load_store_dual_block.h,
// the C API's asc_loadalign_deintlv / asc_storealign_intlv in c_api/reg_compute/): DIST_DINTLV / DIST_INTLV
// over 2 VL, the DataBlock strides (load_store_dual_block.h's head comment gives the rules).
#pragma once

#include "ascendc_sim/engine/ub_banks.h"

#include <cstdint>
#include <cstring>
#include <type_traits>
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/reg_load_store.h"
#include "ascendc_sim/types/reg_op_enums.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

constexpr uint32_t DualDistBytes(LoadDist d)
{
    return d == LoadDist::DIST_DINTLV_B8  ? 1 :
           d == LoadDist::DIST_DINTLV_B16 ? 2 :
           d == LoadDist::DIST_DINTLV_B32 ? 4 :
                                            0;
}
constexpr uint32_t DualDistBytes(StoreDist d)
{
    return d == StoreDist::DIST_INTLV_B8  ? 1 :
           d == StoreDist::DIST_INTLV_B16 ? 2 :
           d == StoreDist::DIST_INTLV_B32 ? 4 :
                                            0;
}

template <typename T, LoadDist dist, typename U>
inline void DoLoadDual(U& dst0, U& dst1, const T* src, const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "dstReg0 / dstReg1 must be RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    static_assert(U::REG_NUM == 1, "LoadAlign: the two-register form takes RegTraitNumOne registers only");
    static_assert(
        DualDistBytes(dist) != 0,
        "LoadAlign: the two-register form takes DIST_DINTLV_B8 / B16 / B32 (连续对齐搬入（LoadAlign）.md 表6)");
    static_assert(DualDistBytes(dist) == sizeof(T), "LoadAlign: the DINTLV mode does not fit sizeof(T)");
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    uint8_t raw[2 * kVL];
    bool undef[2 * kVL];
    VfReadUb(vf, seq, src, 2 * kVL, 32, raw, undef, RegIds{&dst0, &dst1}, api, LoadDistName<dist>(), loc,
             RawRule::kUndefined);
    U a, b;
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        FillRegBytes(a, i * sizeof(T), raw + 2 * i * sizeof(T), undef + 2 * i * sizeof(T), sizeof(T));
        FillRegBytes(b, i * sizeof(T), raw + (2 * i + 1) * sizeof(T), undef + (2 * i + 1) * sizeof(T), sizeof(T));
    }
    using Row = ascsim::ops::LoadAlign; // two registers: the single-issue form
    a.vfDef = b.vfDef = Tick(vf, Row::VfOpOf(true), {}, {}, Row::Cycles(true));
    dst0 = a;
    dst1 = b;
}

template <typename T, StoreDist dist, typename U>
inline void DoStoreDual(T* dstAddr, U& src0, U& src1, MaskReg& mask, const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "srcReg0 / srcReg1 must be RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    static_assert(U::REG_NUM == 1, "StoreAlign: the two-register form takes RegTraitNumOne registers only");
    static_assert(
        DualDistBytes(dist) != 0,
        "StoreAlign: the two-register form takes DIST_INTLV_B8 / B16 / B32 (连续对齐搬出（StoreAlign）.md 表6)");
    static_assert(DualDistBytes(dist) == sizeof(T), "StoreAlign: the INTLV mode does not fit sizeof(T)");
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    (void)mask; // "忽略mask"
    uint8_t data[2 * kVL];
    bool undef[2 * kVL];
    for (uint32_t i = 0; i < U::kLanes; ++i) {
        for (uint32_t k = 0; k < sizeof(T); ++k) {
            data[2 * i * sizeof(T) + k] = src0.bytes[i * sizeof(T) + k];
            undef[2 * i * sizeof(T) + k] = src0.undefined.Get(i * sizeof(T) + k);
            data[(2 * i + 1) * sizeof(T) + k] = src1.bytes[i * sizeof(T) + k];
            undef[(2 * i + 1) * sizeof(T) + k] = src1.undefined.Get(i * sizeof(T) + k);
        }
    }
    using Row = ascsim::ops::StoreAlign; // two registers: the single-issue form
    Tick(vf, Row::VfOpOf(true), ReadsOf(src0, src1), {}, Row::Cycles(true));
    if (ascsim::kern::SanitizerEnabled()) {
        CheckUbRange(dstAddr, 2 * kVL, 32, api, StoreDistName<dist>(), loc);
    }
    VfWriteUb(vf, seq, dstAddr, 2 * kVL, data, undef, nullptr, RegIds{&src0, &src1}, api, StoreDistName<dist>(), loc);
}

// DataBlock j of a register of T: selected when the mask selects any of its elements.
template <typename U>
inline void BlockSelection(const MaskReg& mask, bool on[8], bool undef[8])
{
    constexpr uint32_t perBlock = 32 / sizeof(typename U::ActualT);
    for (uint32_t j = 0; j < 8; ++j) {
        on[j] = false;
        undef[j] = false;
        bool decided = false;
        for (uint32_t e = j * perBlock; e < (j + 1) * perBlock; ++e) {
            if (mask.LaneOn<U>(e) && !mask.LaneUndefinedBit<U>(e)) {
                decided = true;
            }
            on[j] = on[j] || mask.LaneOn<U>(e);
            undef[j] = undef[j] || mask.LaneUndefinedBit<U>(e);
        }
        undef[j] = undef[j] && !decided; // one defined selected element decides it
    }
}

// The UB beats of the DataBlock form's blocks j (on[j]) at addr + j * dataBlockStride * 32 B.
inline uint32_t BlockBeats(const void* addr, uint32_t dataBlockStride, const bool on[8], bool write)
{
    uint64_t blocks[8];
    uint32_t n = 0;
    for (uint32_t j = 0; j < 8; ++j) {
        if (on[j]) {
            blocks[n++] = UbOffset(addr) + uint64_t(j) * dataBlockStride * 32;
        }
    }
    return ascsim::kern::UbBeats(blocks, n, write);
}

template <typename T, typename U>
inline void DoLoadBlocks(U& dst, const T* src, uint32_t dataBlockStride, MaskReg& mask, const char* api,
                         ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "dstReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    static_assert(U::REG_NUM == 1, "LoadAlign: the DataBlock form takes RegTraitNumOne registers only");
    static_assert(sizeof(T) <= 4,
                  "LoadAlign: the DataBlock form takes b8 / b16 / b32 (非连续对齐搬入（LoadAlign）.md)");
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    if (ascsim::kern::SanitizerEnabled()) {
        CheckUbRange(src, 0, 32, api, "DATA_BLOCK_COPY", loc);
    }
    bool on[8], mu[8];
    BlockSelection<U>(mask, on, mu);
    U out;
    out.ZeroDefined();
    for (uint32_t j = 0; j < 8; ++j) {
        if (!on[j]) {
            if (mu[j]) {
                out.undefined.SetRange(j * 32, 32, true);
            }
            continue;
        }
        const auto* block = reinterpret_cast<const uint8_t*>(src) + uint64_t(j) * dataBlockStride * 32;
        uint8_t raw[32];
        bool undef[32];
        VfReadUb(vf, seq, block, 32, 32, raw, undef, RegIds{&dst}, api, "DATA_BLOCK_COPY", loc, RawRule::kUndefined);
        for (uint32_t k = 0; k < 32; ++k) {
            undef[k] = undef[k] || mu[j];
        }
        FillRegBytes(out, j * 32, raw, undef, 32);
    }
    using Row = ascsim::ops::LoadAlign; // the DataBlock form (VSLDB): single issue
    out.vfDef = Tick(vf, Row::VfOpOf(true), ReadsOf(mask), {}, Row::Cycles(true), nullptr,
                     BlockBeats(src, dataBlockStride, on, false));
    dst = out;
}

template <typename T, typename U>
inline void DoStoreBlocks(T* dstAddr, U& src, uint32_t dataBlockStride, MaskReg& mask, const char* api,
                          ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "srcReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    static_assert(U::REG_NUM == 1, "StoreAlign: the DataBlock form takes RegTraitNumOne registers only");
    static_assert(sizeof(T) <= 4,
                  "StoreAlign: the DataBlock form takes b8 / b16 / b32 (非连续对齐搬出（StoreAlign）.md)");
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    using Row = ascsim::ops::StoreAlign; // the DataBlock form (VSSTB): single issue
    bool on[8], mu[8];
    BlockSelection<U>(mask, on, mu);
    for (uint32_t j = 0; j < 8; ++j) {
        on[j] = on[j] || mu[j];
    }
    Tick(vf, Row::VfOpOf(true), ReadsOf(src, mask), {}, Row::Cycles(true), nullptr,
         BlockBeats(dstAddr, dataBlockStride, on, true));
    if (ascsim::kern::SanitizerEnabled()) {
        CheckUbRange(dstAddr, 0, 32, api, "DATA_BLOCK_COPY", loc);
    }
    constexpr uint32_t perBlock = 32 / sizeof(T);
    for (uint32_t j = 0; j < 8; ++j) {
        bool write[32];
        bool undef[32];
        bool any = false;
        for (uint32_t e = 0; e < perBlock; ++e) {
            const uint32_t lane = j * perBlock + e;
            const bool w = mask.LaneOn<U>(lane) || mask.LaneUndefinedBit<U>(lane);
            const bool u = mask.LaneUndefinedBit<U>(lane) || src.LaneUndefined(lane);
            for (uint32_t k = 0; k < sizeof(T); ++k) {
                write[e * sizeof(T) + k] = w;
                undef[e * sizeof(T) + k] = u;
            }
            any = any || w;
        }
        if (!any) {
            continue;
        }
        auto* block = reinterpret_cast<uint8_t*>(dstAddr) + uint64_t(j) * dataBlockStride * 32;
        VfWriteUb(vf, seq, block, 32, src.bytes + j * 32, undef, write, RegIds{&src}, api, "DATA_BLOCK_COPY", loc);
    }
}

} // namespace AscendC::Reg::detail
