// Unaligned UB <-> register moves through the 32-byte unaligned register
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/寄存器数据类型/UnalignRegForLoad-UnalignRegForStore.md,
//  Reg数据搬入/连续非对齐搬入（LoadUnAlign）.md, Reg数据搬出/连续非对齐搬出（StoreUnAlign）.md,
//  Reg数据搬出/MaskReg非对齐搬出（StoreUnAlign）.md, Reg数据搬入/Load.md, Reg数据搬出/Store.md; declared in
//  include/basic_api/reg_compute/kernel_reg_compute_datacopy_intf.h, "vldas/vldus", "vlda/vldu",
//  "vstus/vstas", "vstu/vsta", "vstur/vstar", "pstu").
//
// UnalignRegForLoad and UnalignRegForStore are one type, as in the SDK (both alias vector_align,
// kernel_reg_compute_common_intf.h); the sim keeps the load and the store state of the object apart.
//
// Load side (连续非对齐搬入（LoadUnAlign）.md, 关键特性说明 图1 / 图2):
//   LoadUnAlignPre(ureg, srcAddr [, AddrReg]): ureg = the 32-byte DataBlock holding srcAddr.
//   LoadUnAlign(dstReg, ureg, srcAddr [, postUpdateStride] | [, AddrReg, inc]): the VL bytes from
//     srcAddr: the part in ureg's DataBlock from ureg, the rest from the aligned VL after it, which the
//     instruction reads whole (UB [block + 32, block + 288)). Afterwards ureg holds the DataBlock of
//     the next address (srcAddr + postUpdateStride elements, or srcAddr + VL for the other forms):
//     the doc's streaming case (stride VL: "UB地址288~320的数据会被写入ureg") and the official example
//     reg_move/move_reg_scenario_2.asc, which strides 8 bytes through one DataBlock and needs ureg to
//     keep that block, both fit this reading. When that DataBlock is neither ureg's nor inside what was
//     read, ureg is left without one.
//   Checks (memcheck): a LoadUnAlign whose srcAddr is not in ureg's DataBlock ("LoadUnAlignPre与
//   LoadUnAlign接口需要组合使用": on hardware the bytes would come from whatever ureg holds); range of
//   both reads. RegTraitNumTwo (b64) takes the post-update form only (the table of 连续非对齐搬入（LoadUnAlign）.md):
//   two loads of VL, the second at srcAddr + min(stride, 32) elements, as the SDK splits it.
//   Load(dstReg, srcAddr) = LoadUnAlignPre + LoadUnAlign with a register of its own.
// Store side (连续非对齐搬出（StoreUnAlign）.md, 关键特性说明 场景一 / 场景二):
//   StoreUnAlign(dstAddr&, srcReg, ureg, postUpdateStride): the first postUpdateStride elements of
//     srcReg go to dstAddr (the count the SDK passes to VSTUS), then dstAddr += postUpdateStride. The
//     bytes up to the last 32-byte boundary before the end are written (after what ureg held, when
//     ureg is not empty: its bytes end where dstAddr starts); the bytes past that boundary stay in
//     ureg. StoreUnAlignPost(dstAddr&, ureg, postUpdateStride) writes what ureg holds and moves
//     dstAddr (POST_MODE_UPDATE) or not (POST_MODE_NORMAL).
//   AddrReg forms: a VL at dstAddr + offset, dstAddr unchanged (the doc names no update); the
//     matching StoreUnAlignPost(dstAddr&, ureg, AddrReg) with the same AddrReg writes ureg's bytes.
//   AR forms (Squeeze.md, ClearSpr.md): StoreUnAlign(dstAddr, srcReg, ureg) stores the bytes the last
//     Squeeze<..., STORE_REG> counted at dstAddr + AR and, POST_MODE_UPDATE, adds them to AR;
//     StoreUnAlignPost(dstAddr, ureg) writes ureg's bytes at dstAddr + AR.
//   StoreUnAlign(dstAddr&, MaskReg, ureg) (MaskReg非对齐搬出): the mask's valid bits packed (b16:
//     every 2nd bit, 16 bytes; b32: every 4th bit, 8 bytes), dstAddr 16 / 8-byte aligned, moved by
//     16 / 8 bytes.
//   Store(dstAddr, srcReg [, count]) = StoreUnAlign of VL (or count) elements + StoreUnAlignPost.
//   Checks (memcheck): a StoreUnAlign / StoreUnAlignPost whose address does not continue ureg's
//   bytes ("StoreUnAlign与StoreUnAlignPost接口需要组合使用"); a count beyond the register; an AR form
//   with no Squeeze<STORE_REG> since the last one ("StoreUnAlign指令和Squeeze指令必须交替使用") or
//   before any ClearSpr<AR> of the launch ("在调用计算前需要调用ClearSpr接口，将AR寄存器清零": AR's
//   value at launch is unspecified); bytes left in ureg when the VF returns (they are never written).
// The loads give bytes a store of the same VF wrote with no LocalMemBar the undefined state
// (load_store.h, RawRule::kUndefined); the stores are V-pipe writes of the VF like StoreAlign's.
// Cost (附录/Reg矢量计算接口指令单双发汇总.md, 理论性能汇总.md 表1 / 表2): LoadUnAlignPre / LoadUnAlign dual
// issue, one VL read, 1 cycle; StoreUnAlign / StoreUnAlignPost single issue, one write, 1 cycle.
#pragma once

#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <type_traits>

#include "ascendc_sim/reg_compute/addr_reg.h"
#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/engine/reg_unaligned.h"
#include "ascendc_sim/reg_compute/load_store.h"
#include "ascendc_sim/types/enums.h"

namespace AscendC::Reg {

using UnalignReg = detail::UnalignRegState; // engine/reg_unaligned.h
using UnalignRegForLoad = UnalignReg;
using UnalignRegForStore = UnalignReg;

// ---- LoadUnAlignPre / LoadUnAlign (连续非对齐搬入（LoadUnAlign）.md) ---------------------------------
template <typename T>
__simd_callee__ inline void LoadUnAlignPre(UnalignRegForLoad& ureg, __ubuf__ T* srcAddr,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kRegElementOk<T>, "LoadUnAlignPre: b8 / b16 / b32 / b64 types");
    detail::DoLoadUnAlignPre(ureg, srcAddr, ascsim::ops::LoadUnAlignPre::kName, loc);
}

template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void LoadUnAlign(U& dstReg, UnalignRegForLoad& ureg, __ubuf__ T*& srcAddr,
                                        uint32_t postUpdateStride,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                  "LoadUnAlign only support update mode when load from local memory (POST_MODE_NORMAL: 不支持)");
    T* const next = srcAddr + postUpdateStride;
    detail::DoLoadUnAlign<T>(dstReg, ureg, srcAddr, detail::AddrOf(next), postUpdateStride, true,
                             ascsim::ops::LoadUnAlign::kName, loc);
    srcAddr = next;
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void LoadUnAlign(U& dstReg, UnalignRegForLoad& ureg, __ubuf__ T* srcAddr,
                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(U::REG_NUM == 1,
                  "LoadUnAlign: RegTraitNumTwo takes the post-update form only (连续非对齐搬入（LoadUnAlign）.md)");
    detail::DoLoadUnAlign<T>(dstReg, ureg, srcAddr, detail::AddrOf(srcAddr) + detail::kVL, 0, false,
                             ascsim::ops::LoadUnAlign::kName, loc);
}

template <typename T>
__simd_callee__ inline void LoadUnAlignPre(UnalignRegForLoad& ureg, __ubuf__ T* srcAddr, AddrReg& areg,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kRegElementOk<T>, "LoadUnAlignPre: b8 / b16 / b32 / b64 types");
    const uint64_t off = detail::AddrRegOffset(areg, sizeof(T), 1, ascsim::ops::LoadUnAlignPre::kName, loc);
    detail::DoLoadUnAlignPre(ureg, detail::Offset(srcAddr, off), ascsim::ops::LoadUnAlignPre::kName, loc);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void LoadUnAlign(U& dstReg, UnalignRegForLoad& ureg, __ubuf__ T*& srcAddr, AddrReg& areg,
                                        uint32_t inc, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(U::REG_NUM == 1, "LoadUnAlign: the AddrReg form takes RegTraitNumOne registers only");
    (void)inc; // "未使用，设置为0即可"
    const uint64_t off = detail::AddrRegOffset(areg, sizeof(T), 1, ascsim::ops::LoadUnAlign::kName, loc);
    T* const at = detail::Offset(srcAddr, off);
    detail::DoLoadUnAlign<T>(dstReg, ureg, at, detail::AddrOf(at) + detail::kVL, 0, false,
                             ascsim::ops::LoadUnAlign::kName, loc);
}

// Load (Reg数据搬入/Load.md): a VL from an unaligned address, with an unaligned register of its own.
template <typename T = DefaultType, typename U>
__simd_callee__ inline void Load(U& dstReg, __ubuf__ T* srcAddr,
                                 ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(U::REG_NUM == 1, "Load: RegTraitNumOne registers only");
    UnalignRegForLoad ureg;
    detail::DoLoadUnAlignPre(ureg, srcAddr, "Load", loc);
    detail::DoLoadUnAlign<T>(dstReg, ureg, srcAddr, detail::AddrOf(srcAddr) + detail::kVL, 0, false, "Load", loc);
}

// ---- StoreUnAlign / StoreUnAlignPost (连续非对齐搬出（StoreUnAlign）.md) -----------------------------
template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T*& dstAddr, U& srcReg, UnalignRegForStore& ureg,
                                         uint32_t postUpdateStride,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "StoreUnAlign: POST_MODE_NORMAL is not supported");
    detail::DoStoreUnAlign<T>(detail::AddrOf(dstAddr), srcReg, ureg, postUpdateStride, ascsim::ops::StoreUnAlign::kName,
                              loc);
    dstAddr += postUpdateStride;
}

template <typename T, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE>
__simd_callee__ inline void StoreUnAlignPost(__ubuf__ T*& dstAddr, UnalignRegForStore& ureg, int32_t postUpdateStride,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kRegElementOk<T>, "StoreUnAlignPost: b8 / b16 / b32 / b64 types");
    detail::FlushStore(ureg, detail::AddrOf(dstAddr), ascsim::ops::StoreUnAlignPost::kName, loc);
    if constexpr (postMode == PostLiteral::POST_MODE_UPDATE) {
        dstAddr += postUpdateStride;
    }
}

template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T*& dstAddr, U& srcReg, UnalignRegForStore& ureg, AddrReg& areg,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(U::REG_NUM == 1, "StoreUnAlign: the AddrReg form takes RegTraitNumOne registers only");
    const uint64_t off = detail::AddrRegOffset(areg, sizeof(typename U::ActualT), 1, ascsim::ops::StoreUnAlign::kName,
                                               loc);
    detail::DoStoreUnAlign<T>(detail::AddrOf(dstAddr) + off, srcReg, ureg, U::kLanes, ascsim::ops::StoreUnAlign::kName,
                              loc);
}

template <typename T>
__simd_callee__ inline void StoreUnAlignPost(__ubuf__ T*& dstAddr, UnalignRegForStore& ureg, AddrReg& areg,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kRegElementOk<T>, "StoreUnAlignPost: b8 / b16 / b32 / b64 types");
    const uint64_t off = detail::AddrRegOffset(areg, sizeof(T), 1, ascsim::ops::StoreUnAlignPost::kName, loc);
    // The bytes left by the StoreUnAlign of the same AddrReg end one VL after its address.
    detail::FlushStore(ureg, detail::AddrOf(dstAddr) + off + detail::kVL, ascsim::ops::StoreUnAlignPost::kName, loc);
}

template <typename T = DefaultType, PostLiteral postMode = PostLiteral::POST_MODE_UPDATE, typename U>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T* dstAddr, U& srcReg, UnalignRegForStore& ureg,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(U::REG_NUM == 1, "StoreUnAlign: the AR form takes RegTraitNumOne registers only");
    using E = typename U::ActualT;
    ascsim::kern::SprState& spr = detail::ArFor(ascsim::ops::StoreUnAlign::kName, loc);
    if (ascsim::kern::SanitizerEnabled() && spr.sqzBytes < 0) {
        // rule memcheck.storeunalign-ar-squeeze: the AR form of StoreUnAlign without a Squeeze (STORE_REG) before it
        //   doc: B/Reg矢量计算/Reg数据搬出/连续非对齐搬出（StoreUnAlign）.md (约束说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, ascsim::ops::StoreUnAlign::kName,
                           "the AR form of StoreUnAlign without a Squeeze<..., GatherMaskMode::STORE_REG> since the "
                           "last one (StoreUnAlign指令和Squeeze指令必须交替使用)",
                           loc);
    }
    const int64_t bytes = spr.sqzBytes < 0 ? 0 : spr.sqzBytes;
    spr.sqzBytes = -1;
    detail::DoStoreUnAlign<T>(detail::AddrOf(dstAddr) + static_cast<uintptr_t>(spr.ar), srcReg, ureg,
                              static_cast<uint64_t>(bytes) / sizeof(E), ascsim::ops::StoreUnAlign::kName, loc);
    if constexpr (postMode == PostLiteral::POST_MODE_UPDATE) {
        spr.ar += bytes;
    }
}

template <typename T>
__simd_callee__ inline void StoreUnAlignPost(__ubuf__ T* dstAddr, UnalignRegForStore& ureg,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kRegElementOk<T>, "StoreUnAlignPost: b8 / b16 / b32 / b64 types");
    ascsim::kern::SprState& spr = detail::ArFor(ascsim::ops::StoreUnAlignPost::kName, loc);
    detail::FlushStore(ureg, detail::AddrOf(dstAddr) + static_cast<uintptr_t>(spr.ar),
                       ascsim::ops::StoreUnAlignPost::kName, loc);
}

// StoreUnAlign of a MaskReg (MaskReg非对齐搬出（StoreUnAlign）.md): b16 / b32 only.
template <typename T>
__simd_callee__ inline void StoreUnAlign(__ubuf__ T*& dstAddr, MaskReg& mask, UnalignRegForStore& ureg,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(sizeof(T) == 2 || sizeof(T) == 4, "StoreUnAlign (MaskReg): b16 / b32 types (数据类型)");
    constexpr uint32_t n = sizeof(T) == 2 ? 16 : 8;
    using Row = ascsim::ops::StoreUnAlign; // the MaskReg form shares the register form's row
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    if (ascsim::kern::SanitizerEnabled() && detail::UbOffset(dstAddr) % n != 0) {
        // rule memcheck.maskreg-storeunalign-align: a MaskReg StoreUnAlign address not 16 (b16) / 8 (b32) aligned
        //   doc: B/Reg矢量计算/Reg数据搬出/MaskReg非对齐搬出（StoreUnAlign）.md (约束说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, ascsim::ops::StoreUnAlign::kName,
                           "UB address at offset " + std::to_string(detail::UbOffset(dstAddr)) + " is not " +
                               std::to_string(n) + "-byte aligned, as a b" + std::to_string(8 * sizeof(T)) +
                               " MaskReg store requires",
                           loc, "UB", detail::AddrOf(dstAddr), n);
    }
    uint8_t data[16] = {};
    bool undef[16] = {};
    for (uint32_t k = 0; k < 8 * n; ++k) {
        const uint32_t bit = k * static_cast<uint32_t>(sizeof(T));
        data[k / 8] = static_cast<uint8_t>(data[k / 8] | (mask.Bit(bit) ? 1u << (k % 8) : 0u));
        undef[k / 8] = undef[k / 8] || mask.BitUndefined(bit);
    }
    ureg.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(mask, ureg), {}, Row::kCycles);
    detail::StreamStore(ureg, detail::AddrOf(dstAddr), data, undef, n, detail::RegIds{&mask, &ureg},
                        ascsim::ops::StoreUnAlign::kName, loc);
    dstAddr = reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(dstAddr) + n);
}

// ---- Store (Reg数据搬出/Store.md): StoreUnAlign + StoreUnAlignPost with a register of its own ------
template <typename T = DefaultType, typename U>
__simd_callee__ inline void Store(__ubuf__ T* dstAddr, U& srcReg,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    UnalignRegForStore ureg;
    detail::DoStoreUnAlign<T>(detail::AddrOf(dstAddr), srcReg, ureg, U::kLanes, "Store", loc);
    detail::FlushStore(ureg, 0, "Store", loc);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Store(__ubuf__ T* dstAddr, U& srcReg, uint32_t count,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    UnalignRegForStore ureg;
    detail::DoStoreUnAlign<T>(detail::AddrOf(dstAddr), srcReg, ureg, count, "Store", loc);
    detail::FlushStore(ureg, 0, "Store", loc);
}

} // namespace AscendC::Reg
