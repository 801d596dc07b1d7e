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
// Load side (LoadUnAlign.md, 关键特性说明 图1 / 图2):
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
//   both reads. RegTraitNumTwo (b64) takes the post-update form only (the table of LoadUnAlign.md):
//   two loads of VL, the second at srcAddr + min(stride, 32) elements, as the SDK splits it.
//   Load(dstReg, srcAddr) = LoadUnAlignPre + LoadUnAlign with a register of its own.
// Store side (StoreUnAlign.md, 关键特性说明 场景一 / 场景二):
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
#include "ascendc_sim/reg_compute/load_store.h"
#include "ascendc_sim/types/enums.h"

namespace AscendC::Reg {

class UnalignReg {
public:
    __simd_callee__ inline UnalignReg() = default;
    UnalignReg(const UnalignReg&) = default;
    UnalignReg& operator=(const UnalignReg&) = default;
    ~UnalignReg()
    {
        // Bytes a StoreUnAlign left here and no StoreUnAlignPost wrote: lost when the VF returns.
        if (pendLen != 0 && detail::t_vf != nullptr && ascsim::kern::SanitizerEnabled() &&
            std::uncaught_exceptions() == 0) {
            ascsim::kern::Report(ascsim::kern::Check::kMemcheck, ascsim::ops::StoreUnAlign::kName,
                                 std::to_string(pendLen) + " byte(s) for UB offset " +
                                     std::to_string(detail::UbOffset(reinterpret_cast<const void*>(pendStart))) +
                                     " left in the UnalignRegForStore when the Vector Function returned: no "
                                     "StoreUnAlignPost wrote them (StoreUnAlign与StoreUnAlignPost接口需要组合使用)",
                                 pendLoc, "UB", pendStart, pendLen);
        }
    }

    // ---- used by the sim's Reg APIs, not part of the Ascend C surface ----------------------------
    // Load side: the DataBlock held (valid), its bytes and their undefined state.
    bool loadValid = false;
    uintptr_t loadBlock = 0;
    uint8_t loadBytes[32] = {};
    bool loadUndef[32] = {};
    // Store side: bytes [pendStart, pendStart + pendLen) not yet written, all in one DataBlock.
    uintptr_t pendStart = 0;
    uint32_t pendLen = 0;
    uint8_t pendBytes[32] = {};
    bool pendUndef[32] = {};
    ascsim::kern::SrcLoc pendLoc{};
    uint64_t vfDef = 0; // the VF instruction that last wrote it (vf_scope.h, Tick); 0: none
};
using UnalignRegForLoad = UnalignReg;
using UnalignRegForStore = UnalignReg;

namespace detail {

// 32-byte alignment is of the UB offset (as everywhere in the sim), not of the host address.
inline uintptr_t AlignDown32(uintptr_t a)
{
    const auto base = reinterpret_cast<uintptr_t>(ascsim::kern::UbBase());
    return base + ((a - base) & ~uintptr_t(31));
}
inline uintptr_t AddrOf(const void* p) { return reinterpret_cast<uintptr_t>(p); }

inline void DoLoadUnAlignPre(UnalignReg& ureg, const void* srcAddr, const char* api, ascsim::kern::SrcLoc loc)
{
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    const uintptr_t block = AlignDown32(AddrOf(srcAddr));
    VfReadUb(vf, seq, reinterpret_cast<const void*>(block), 32, 32, ureg.loadBytes, ureg.loadUndef, RegIds{&ureg}, api,
             ascsim::ops::LoadUnAlignPre::kName, loc, RawRule::kUndefined);
    ureg.loadValid = true;
    ureg.loadBlock = block;
    ureg.vfDef = Tick(vf, ascsim::ops::LoadUnAlignPre::kVfOp, {});
}

// One VL from `addr` into bytes [first, first + VL) of `dst`; ureg moves to the DataBlock of `next`.
// `regs`: the registers the instruction names (the kernel's destination and ureg).
template <typename U>
inline void LoadOneUnAligned(VfContext* vf, uint64_t seq, U& dst, uint32_t first, UnalignReg& ureg, uintptr_t addr,
                             uintptr_t next, const RegIds& regs, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const uintptr_t block = AlignDown32(addr);
    if (SanitizerEnabled() && (!ureg.loadValid || ureg.loadBlock != block)) {
        Fail(Check::kMemcheck, api,
             std::string("srcAddr (UB offset ") + std::to_string(UbOffset(reinterpret_cast<const void*>(addr))) +
                 ") is not in the DataBlock the UnalignRegForLoad holds (" +
                 (ureg.loadValid ?
                      "UB offset " + std::to_string(UbOffset(reinterpret_cast<const void*>(ureg.loadBlock))) :
                      std::string("none: no LoadUnAlignPre")) +
                 "); LoadUnAlignPre与LoadUnAlign接口需要组合使用",
             loc, "UB", addr, kVL);
    }
    uint8_t buf[32 + kVL];
    bool undef[32 + kVL];
    std::memcpy(buf, ureg.loadBytes, 32);
    std::memcpy(undef, ureg.loadUndef, sizeof(ureg.loadUndef));
    bool any = VfReadUb(vf, seq, reinterpret_cast<const void*>(block + 32), kVL, 32, buf + 32, undef + 32, regs, api,
                        ascsim::ops::LoadUnAlign::kName, loc, RawRule::kUndefined);
    for (bool u : ureg.loadUndef) {
        any = any || u;
    }
    const uint32_t skip = static_cast<uint32_t>(addr - block);
    FillRegBytes(dst, first, buf + skip, undef + skip, kVL, any);
    const uintptr_t nb = AlignDown32(next);
    if (nb >= block && nb + 32 <= block + 32 + kVL) {
        std::memmove(ureg.loadBytes, buf + (nb - block), 32);
        std::memmove(ureg.loadUndef, undef + (nb - block), sizeof(ureg.loadUndef));
        ureg.loadBlock = nb;
        ureg.loadValid = true;
    } else {
        ureg.loadValid = false;
    }
}

template <typename T, typename U>
inline void DoLoadUnAlign(U& dst, UnalignReg& ureg, const T* src, uintptr_t next, uint32_t strideElems, bool update,
                          const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "dstReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    U out;
    if constexpr (U::REG_NUM == 2) { // b64 pair: two VLs, the second min(stride, 32) elements on
        const uint32_t first = strideElems < kVL / 8 ? strideElems : kVL / 8;
        const uintptr_t mid = AddrOf(src) + uintptr_t(first) * 8;
        LoadOneUnAligned(vf, seq, out, 0, ureg, AddrOf(src), mid, RegIds{&dst, &ureg}, api, loc);
        Tick(vf, ascsim::ops::LoadUnAlign::kVfOp, ReadsOf(ureg));
        LoadOneUnAligned(vf, seq, out, kVL, ureg, mid, next, RegIds{&dst, &ureg}, api, loc);
    } else {
        (void)strideElems;
        LoadOneUnAligned(vf, seq, out, 0, ureg, AddrOf(src), next, RegIds{&dst, &ureg}, api, loc);
    }
    (void)update;
    out.vfDef = ureg.vfDef = Tick(vf, ascsim::ops::LoadUnAlign::kVfOp, ReadsOf(ureg));
    dst = out;
}

// Appends `n` bytes (data, undef) for UB address `addr` to the store stream of ureg: everything up
// to the last 32-byte boundary before addr + n is written, the rest stays in ureg.
inline void StreamStore(UnalignReg& ureg, uintptr_t addr, const uint8_t* data, const bool* undef, uint32_t n,
                        const RegIds& regs, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    if (SanitizerEnabled() && ureg.pendLen != 0 && ureg.pendStart + ureg.pendLen != addr) {
        Fail(Check::kMemcheck, api,
             "the UnalignRegForStore holds " + std::to_string(ureg.pendLen) + " byte(s) for UB offsets [" +
                 std::to_string(UbOffset(reinterpret_cast<const void*>(ureg.pendStart))) + ", " +
                 std::to_string(UbOffset(reinterpret_cast<const void*>(ureg.pendStart + ureg.pendLen))) +
                 ") but this store starts at UB offset " +
                 std::to_string(UbOffset(reinterpret_cast<const void*>(addr))) +
                 ": a StoreUnAlignPost must write them first (StoreUnAlign与StoreUnAlignPost接口需要组合使用)",
             loc, "UB", addr, n);
    }
    uint8_t buf[32 + 2 * kVL];
    bool ub[32 + 2 * kVL];
    const uintptr_t start = ureg.pendLen != 0 ? ureg.pendStart : addr;
    const uint32_t head = ureg.pendLen;
    std::memcpy(buf, ureg.pendBytes, head);
    std::memcpy(ub, ureg.pendUndef, head);
    std::memcpy(buf + head, data, n);
    std::memcpy(ub + head, undef, n);
    const uintptr_t end = addr + n;
    const uintptr_t cut = AlignDown32(end);
    uint32_t written = 0;
    if (cut > start) {
        written = static_cast<uint32_t>(cut - start);
        VfWriteUb(vf, seq, reinterpret_cast<void*>(start), written, buf, ub, nullptr, regs, api,
                  ascsim::ops::StoreUnAlign::kName, loc);
    }
    ureg.pendStart = start + written;
    ureg.pendLen = head + n - written;
    std::memmove(ureg.pendBytes, buf + written, ureg.pendLen);
    std::memmove(ureg.pendUndef, ub + written, ureg.pendLen);
    ureg.pendLoc = loc;
}

// Writes what ureg holds; `expectEnd` = the address the bytes must end at (0: no check).
inline void FlushStore(UnalignReg& ureg, uintptr_t expectEnd, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    using Row = ascsim::ops::StoreUnAlignPost;
    Tick(vf, Row::kVfOp, ReadsOf(ureg), {}, Row::kCycles);
    if (ureg.pendLen == 0) {
        return;
    }
    if (SanitizerEnabled() && expectEnd != 0 && ureg.pendStart + ureg.pendLen != expectEnd) {
        Fail(Check::kMemcheck, api,
             "the UnalignRegForStore holds " + std::to_string(ureg.pendLen) + " byte(s) ending at UB offset " +
                 std::to_string(UbOffset(reinterpret_cast<const void*>(ureg.pendStart + ureg.pendLen))) +
                 " but dstAddr says they end at UB offset " +
                 std::to_string(UbOffset(reinterpret_cast<const void*>(expectEnd))),
             loc, "UB", ureg.pendStart, ureg.pendLen);
    }
    VfWriteUb(vf, seq, reinterpret_cast<void*>(ureg.pendStart), ureg.pendLen, ureg.pendBytes, ureg.pendUndef, nullptr,
              RegIds{&ureg}, api, ascsim::ops::StoreUnAlignPost::kName, loc);
    ureg.pendLen = 0;
}

template <typename T, typename U>
inline void DoStoreUnAlign(uintptr_t addr, U& src, UnalignReg& ureg, uint64_t count, const char* api,
                           ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "srcReg must be a RegTensor");
    static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, typename U::ActualT>, "T type is not correct!");
    using E = typename U::ActualT;
    using namespace ascsim::kern;
    VfContext* vf = RequireVf(api, loc);
    if (SanitizerEnabled() && count > U::kLanes) {
        Fail(Check::kMemcheck, api,
             "stores " + std::to_string(count) + " elements, more than the register's " + std::to_string(U::kLanes),
             loc, "UB", addr, count * sizeof(E));
    }
    const uint32_t n = static_cast<uint32_t>((count > U::kLanes ? U::kLanes : count) * sizeof(E));
    bool undef[2 * kVL];
    for (uint32_t k = 0; k < n; ++k) {
        undef[k] = src.undefined.Get(k);
    }
    const auto reads = ReadsOf(src, ureg);
    // The SDK stores a RegTraitNumTwo pair with two VSTUS.
    using Row = ascsim::ops::StoreUnAlign;
    ureg.vfDef = Tick(vf, Row::kVfOp, reads, {}, Row::kCycles);
    if constexpr (U::REG_NUM == 2) {
        ureg.vfDef = Tick(vf, Row::kVfOp, reads, {}, Row::kCycles);
    }
    StreamStore(ureg, addr, src.bytes, undef, n, RegIds{&src, &ureg}, api, loc);
}

inline ascsim::kern::SprState& ArFor(const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    SprState* s = CurrentSpr();
    if (s == nullptr) {
        static thread_local SprState outside;
        return outside;
    }
    if (SanitizerEnabled() && !s->arKnown) {
        Fail(Check::kMemcheck, api,
             "the AR special register is read before any ClearSpr<SpecialPurposeReg::AR> of this launch: its value "
             "at launch is unspecified (在调用计算前需要调用ClearSpr接口，将AR寄存器清零)",
             loc);
    }
    return *s;
}

} // namespace detail

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
    static_assert(U::REG_NUM == 1, "LoadUnAlign: RegTraitNumTwo takes the post-update form only (LoadUnAlign.md)");
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
