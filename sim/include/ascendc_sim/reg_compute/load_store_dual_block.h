// The two-register and the DataBlock forms of LoadAlign / StoreAlign
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md "双搬入模式",
//  Reg数据搬出/连续对齐搬出（StoreAlign）.md "双搬出模式", Reg数据搬入/非连续对齐搬入（LoadAlign）.md,
//  Reg数据搬出/非连续对齐搬出（StoreAlign）.md; declared in include/basic_api/reg_compute/
//  kernel_reg_compute_datacopy_intf.h, "vld dual", "vst dual", "vsldb", "vsstb").
//
// Two registers (RegTraitNumOne only, as the SDK asserts):
//   LoadAlign<T, dist>(dst0, dst1, srcAddr [, AddrReg])  and <T, POST_MODE_UPDATE, dist>(dst0, dst1,
//     srcAddr&, postUpdateStride): 2 * VL bytes read, elements 0, 2, 4, ... to dst0 and 1, 3, 5, ...
//     to dst1; dist DIST_DINTLV_B8 / B16 / B32 (表6), which must match sizeof(T); align 32.
//   StoreAlign<T, dist>(dstAddr, src0, src1, mask [, AddrReg]): 2 * VL bytes written, element 2i =
//     src0[i], 2i + 1 = src1[i]; dist DIST_INTLV_B8 / B16 / B32, which "忽略mask"; align 32.
//   Single issue (指令单双发汇总.md 表2 "双搬入模式"), 2 VL through the port: latency 2 cycles.
// DataBlocks (dataMode DATA_BLOCK_COPY; b8 / b16 / b32; RegTraitNumOne):
//   LoadAlign<T, DATA_BLOCK_COPY>(dst, srcAddr, dataBlockStride, mask): DataBlock j (32 bytes) of the
//     register from srcAddr + j * dataBlockStride * 32 B, j = 0..7. A block any element of which the
//     mask selects is read whole; a block with none selected is not read (no check, "即使UB越界也不会
//     报错") and its elements are 0. Address 32-byte aligned.
//   LoadAlign<T, DATA_BLOCK_COPY, postMode>(dst, srcAddr&, dataBlockStride, repeatStride, mask):
//     POST_MODE_NORMAL reads at srcAddr + repeatStride * 32 B; POST_MODE_UPDATE reads at srcAddr and
//     then moves it by repeatStride * 32 B.
//   StoreAlign<T, DATA_BLOCK_COPY[, postMode]>(dstAddr[&], src, dataBlockStride[, repeatStride], mask):
//     DataBlock j to dstAddr + j * dataBlockStride * 32 B; the selected elements are written (the mask
//     is "源操作数元素操作的有效指示"; whether a block with some elements selected is written whole the
//     page does not say: the sim writes only the selected ones, so unselected bytes keep their value).
//   Single issue (表2 VSLDB / VSSTB); latency lanes / P = 2 cycles (理论性能汇总.md 表1 / 表2).
// UB checks: range and alignment per block / per access (memcheck), V-pipe accesses (synccheck); the
// loads give bytes a store of the same VF wrote with no LocalMemBar the undefined state
// (load_store.h, RawRule::kUndefined).
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/reg_compute/addr_reg.h"
#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/reg_compute/load_store.h"

namespace AscendC::Reg {

namespace detail {

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
    static_assert(DualDistBytes(dist) != 0,
                  "LoadAlign: the two-register form takes DIST_DINTLV_B8 / B16 / B32 (LoadAlign.md 表6)");
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
    static_assert(DualDistBytes(dist) != 0,
                  "StoreAlign: the two-register form takes DIST_INTLV_B8 / B16 / B32 (StoreAlign.md 表6)");
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

template <typename T, typename U>
inline void DoLoadBlocks(U& dst, const T* src, uint32_t dataBlockStride, MaskReg& mask, const char* api,
                         ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "dstReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    static_assert(U::REG_NUM == 1, "LoadAlign: the DataBlock form takes RegTraitNumOne registers only");
    static_assert(sizeof(T) <= 4, "LoadAlign: the DataBlock form takes b8 / b16 / b32 (非连续对齐搬入.md)");
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
    out.vfDef = Tick(vf, Row::VfOpOf(true), ReadsOf(mask), {}, Row::Cycles(true));
    dst = out;
}

template <typename T, typename U>
inline void DoStoreBlocks(T* dstAddr, U& src, uint32_t dataBlockStride, MaskReg& mask, const char* api,
                          ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "srcReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    static_assert(U::REG_NUM == 1, "StoreAlign: the DataBlock form takes RegTraitNumOne registers only");
    static_assert(sizeof(T) <= 4, "StoreAlign: the DataBlock form takes b8 / b16 / b32 (非连续对齐搬出.md)");
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    using Row = ascsim::ops::StoreAlign; // the DataBlock form (VSSTB): single issue
    Tick(vf, Row::VfOpOf(true), ReadsOf(src, mask), {}, Row::Cycles(true));
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

} // namespace detail

// ---- two registers (连续对齐搬入（LoadAlign）.md / 连续对齐搬出（StoreAlign）.md, 双搬入 / 双搬出模式) ----
template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoLoadDual<T, dist>(dstReg0, dstReg1, srcAddr, ascsim::ops::LoadAlign::kName, loc);
}

template <typename T = DefaultType, PostLiteral postMode, LoadDist dist, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T*& srcAddr, int32_t postUpdateStride,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "LoadAlign: POST_MODE_NORMAL is not supported");
    detail::CheckStride(int64_t(postUpdateStride) * int64_t(sizeof(T)), 32, ascsim::ops::LoadAlign::kName, loc);
    detail::DoLoadDual<T, dist>(dstReg0, dstReg1, srcAddr, ascsim::ops::LoadAlign::kName, loc);
    srcAddr += postUpdateStride;
}

template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr, AddrReg offset,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), 32, ascsim::ops::LoadAlign::kName, loc);
    detail::DoLoadDual<T, dist>(dstReg0, dstReg1, detail::Offset(srcAddr, off), ascsim::ops::LoadAlign::kName, loc);
}

template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoStoreDual<T, dist>(dstAddr, srcReg0, srcReg1, mask, ascsim::ops::StoreAlign::kName, loc);
}

template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, AddrReg offset, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), 32, ascsim::ops::StoreAlign::kName, loc);
    detail::DoStoreDual<T, dist>(detail::Offset(dstAddr, off), srcReg0, srcReg1, mask, ascsim::ops::StoreAlign::kName,
                                 loc);
}

// ---- DataBlocks (非连续对齐搬入（LoadAlign）.md / 非连续对齐搬出（StoreAlign）.md) ---------------------
template <typename T = DefaultType, DataCopyMode dataMode, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr, uint32_t dataBlockStride, MaskReg& mask,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "LoadAlign: DataCopyMode::DATA_BLOCK_COPY");
    detail::DoLoadBlocks<T>(dstReg, srcAddr, dataBlockStride, mask, ascsim::ops::LoadAlign::kName, loc);
}

template <typename T = DefaultType, DataCopyMode dataMode, PostLiteral postMode, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T*& srcAddr, uint32_t dataBlockStride, uint32_t repeatStride,
                                      MaskReg& mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "LoadAlign: DataCopyMode::DATA_BLOCK_COPY");
    T* const next = detail::Offset(srcAddr, uint64_t(repeatStride) * 32);
    if constexpr (postMode == PostLiteral::POST_MODE_NORMAL) {
        detail::DoLoadBlocks<T>(dstReg, next, dataBlockStride, mask, ascsim::ops::LoadAlign::kName, loc);
    } else {
        detail::DoLoadBlocks<T>(dstReg, srcAddr, dataBlockStride, mask, ascsim::ops::LoadAlign::kName, loc);
        srcAddr = next;
    }
}

template <typename T = DefaultType, DataCopyMode dataMode, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, uint32_t dataBlockStride, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "StoreAlign: DataCopyMode::DATA_BLOCK_COPY");
    detail::DoStoreBlocks<T>(dstAddr, srcReg, dataBlockStride, mask, ascsim::ops::StoreAlign::kName, loc);
}

template <typename T = DefaultType, DataCopyMode dataMode, PostLiteral postMode, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T*& dstAddr, U& srcReg, uint32_t dataBlockStride, uint32_t repeatStride,
                                       MaskReg& mask, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(dataMode == DataCopyMode::DATA_BLOCK_COPY, "StoreAlign: DataCopyMode::DATA_BLOCK_COPY");
    T* const next = detail::Offset(dstAddr, uint64_t(repeatStride) * 32);
    if constexpr (postMode == PostLiteral::POST_MODE_NORMAL) {
        detail::DoStoreBlocks<T>(next, srcReg, dataBlockStride, mask, ascsim::ops::StoreAlign::kName, loc);
    } else {
        detail::DoStoreBlocks<T>(dstAddr, srcReg, dataBlockStride, mask, ascsim::ops::StoreAlign::kName, loc);
        dstAddr = next;
    }
}

} // namespace AscendC::Reg
