// The engine of the Reg unaligned moves (the C++ Reg API's reg_compute/unaligned.h LoadUnAlignPre /
// LoadUnAlign / Load / StoreUnAlign / StoreUnAlignPost / Store, the C API's asc_loadunalign_pre /
// asc_loadunalign(_postupdate) / asc_load / asc_storeunalign(_postupdate) / asc_storeunalign_post(_postupdate) /
// asc_store in c_api/reg_compute/): the 32-byte unaligned register (detail::UnalignRegState: the C++ API's
// UnalignReg, the SDK's vector_align, the C API's vector_load_unalign / vector_store_unalign), its load and store
// streams and their checks (unaligned.h's head comment gives the rules).
#pragma once

#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <type_traits>

#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/reg_load_store.h"
#include "ascendc_sim/types/enums.h"

namespace AscendC::Reg {

namespace detail {

class UnalignRegState {
public:
    __simd_callee__ inline UnalignRegState() = default;
    UnalignRegState(const UnalignRegState&) = default;
    UnalignRegState& operator=(const UnalignRegState&) = default;
    ~UnalignRegState()
    {
        // Bytes a StoreUnAlign left here and no StoreUnAlignPost wrote: lost when the VF returns.
        if (pendLen != 0 && t_vf != nullptr && ascsim::kern::SanitizerEnabled() && std::uncaught_exceptions() == 0) {
            // rule memcheck.reg-unalign-tail-lost: bytes a StoreUnAlign left in the unaligned register that no
            // StoreUnAlignPost
            //     wrote before the Vector Function returned
            //   doc: B/Reg矢量计算/Reg数据搬出/连续非对齐搬出（StoreUnAlign）.md (约束说明)
            ascsim::kern::Report(ascsim::kern::Check::kMemcheck, ascsim::ops::StoreUnAlign::kName,
                                 std::to_string(pendLen) + " byte(s) for UB offset " +
                                     std::to_string(UbOffset(reinterpret_cast<const void*>(pendStart))) +
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

// 32-byte alignment is of the UB offset (as everywhere in the sim), not of the host address.
inline uintptr_t AlignDown32(uintptr_t a)
{
    const auto base = reinterpret_cast<uintptr_t>(ascsim::kern::UbBase());
    return base + ((a - base) & ~uintptr_t(31));
}
inline uintptr_t AddrOf(const void* p) { return reinterpret_cast<uintptr_t>(p); }

inline void DoLoadUnAlignPre(UnalignRegState& ureg, const void* srcAddr, const char* api, ascsim::kern::SrcLoc loc)
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
inline void LoadOneUnAligned(VfContext* vf, uint64_t seq, U& dst, uint32_t first, UnalignRegState& ureg, uintptr_t addr,
                             uintptr_t next, const RegIds& regs, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const uintptr_t block = AlignDown32(addr);
    if (SanitizerEnabled() && (!ureg.loadValid || ureg.loadBlock != block)) {
        // rule memcheck.reg-unalign-load-block: a LoadUnAlign whose address is not in the DataBlock the unaligned
        // register
        //     holds (no LoadUnAlignPre for it)
        //   doc: B/Reg矢量计算/Reg数据搬入/连续非对齐搬入（LoadUnAlign）.md (约束说明)
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
inline void DoLoadUnAlign(U& dst, UnalignRegState& ureg, const T* src, uintptr_t next, uint32_t strideElems,
                          bool update, const char* api, ascsim::kern::SrcLoc loc)
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
inline void StreamStore(UnalignRegState& ureg, uintptr_t addr, const uint8_t* data, const bool* undef, uint32_t n,
                        const RegIds& regs, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    if (SanitizerEnabled() && ureg.pendLen != 0 && ureg.pendStart + ureg.pendLen != addr) {
        // rule memcheck.reg-unalign-store-continue: a StoreUnAlign whose address does not continue the bytes the
        //     unaligned register holds
        //   doc: B/Reg矢量计算/Reg数据搬出/连续非对齐搬出（StoreUnAlign）.md (约束说明)
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
inline void FlushStore(UnalignRegState& ureg, uintptr_t expectEnd, const char* api, ascsim::kern::SrcLoc loc)
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
        // see rule memcheck.reg-unalign-store-continue
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
inline void DoStoreUnAlign(uintptr_t addr, U& src, UnalignRegState& ureg, uint64_t count, const char* api,
                           ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "srcReg must be a RegTensor");
    static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, typename U::ActualT>, "T type is not correct!");
    using E = typename U::ActualT;
    using namespace ascsim::kern;
    VfContext* vf = RequireVf(api, loc);
    if (SanitizerEnabled() && count > U::kLanes) {
        // rule memcheck.reg-unalign-count: a StoreUnAlign count beyond the register's elements
        //   choice: the register holds no more elements; the instruction's behaviour is not documented
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
        // rule memcheck.reg-ar-before-clear: the AR special register read before any ClearSpr<AR> of the launch
        //   doc: B/Reg矢量计算/比较与选择/Squeeze.md (约束说明)
        Fail(Check::kMemcheck, api,
             "the AR special register is read before any ClearSpr<SpecialPurposeReg::AR> of this launch: its value "
             "at launch is unspecified (在调用计算前需要调用ClearSpr接口，将AR寄存器清零)",
             loc);
    }
    return *s;
}

} // namespace detail

} // namespace AscendC::Reg
