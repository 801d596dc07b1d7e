// Launching a Vector Function and the synchronisation inside one.
//
// asc_vf_call<funcPtr>(args...) (docs/zh/api/SIMD-API/基础API/Reg矢量计算/VF调用/asc_vf_call.md) runs
// the __simd_vf__ function on the calling core, there and then. "Vector Function的流水类型为PIPE_V"
// (Reg矢量计算/概述.md): the whole VF is one V-pipe task, so it takes one V sequence number and every
// UB access of its LoadAlign / StoreAlign is a V-pipe access with that number. Against the other
// pipes it is ordered like any V instruction (MTE2_V before it reads what MTE2 wrote, V_MTE3 before
// MTE3 reads what it wrote, ...); consecutive VFs are ordered like V -> V.
//
// Inside a VF the docs do *not* order a store before a later load of the same UB bytes:
// "Vector Function内部的同步依赖通过LocalMemBar接口插入" (概述.md), and LocalMemBar.md's example needs
// LocalMemBar<VEC_STORE, VEC_LOAD> when a LoadAlign reads what an earlier StoreAlign wrote. So a
// LoadAlign that reads bytes a StoreAlign of the same VF wrote, with no
// LocalMemBar<VEC_STORE | VEC_ALL, VEC_LOAD | VEC_ALL> in between, is a synccheck finding, unless the
// two name the same register: LocalMemBar.md (功能说明, 约束说明) says a read and a write that use the
// same register are kept in program order by the register ("寄存器保序"). The register is the C++
// object the kernel names (a RegTensor, MaskReg or UnalignReg variable); two variables the compiler
// might happen to place in one register are two registers here, which asks for a barrier the chip
// might not need and never misses one it does. The barrier itself, LocalMemBar, is the Reg API's
// spelling (reg_compute/membar.h): it clears the VF's record of its stores (VfContext::stores).
//
// Constraints checked (asc_vf_call.md, 约束说明): the entry returns void and takes only raw
// pointers and basic data types, never a reference; LocalTensor by value is accepted too (the
// programming guide's "使用LocalTensor作为VF函数参数", 编程指南/.../基于Tensor的CPP编程/Reg矢量计算编程.md,
// which forbids LocalTensor&). A VF cannot launch a VF, and every Reg API must run inside one:
// a Reg call outside asc_vf_call is a memcheck finding (on hardware it would not compile).
#pragma once

#include <cstdint>
#include <iterator>
#include <map>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/types/reg_enums.h"
#include "ascendc_sim/vf/vf_events.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"

namespace AscendC {
// Declared only: an entry may take a LocalTensor by value (types/local_tensor.h), which the VF scope
// never looks into, so the engines that include this header stay off the Memory API's tensor.
template <typename T>
class LocalTensor;
} // namespace AscendC

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

// The registers a VF load or store names (a RegTensor, MaskReg or UnalignReg object; at most two:
// a dual-register load, a store through an UnalignReg), for LocalMemBar's same-register rule.
struct RegIds {
    const void* a = nullptr;
    const void* b = nullptr;
    bool Shares(const RegIds& o) const { return Named(o.a) || Named(o.b); }
    bool Named(const void* r) const { return r != nullptr && (r == a || r == b); }
};

struct PendingStore {
    uintptr_t end;
    SrcLoc loc;
    RegIds regs;
};

// A LoadAlign's UB read whose bytes count as read (synccheck: RAW against the writer, WAR for later
// writers) only once a lane that takes them is used: ReadsOf (every lane) or ReadsOfLanes (the lanes
// the mask selects). A lane no instruction uses cannot change a result, so a load whose full VL reaches
// past the tile into a buffer another pipe fills races only in bytes nobody uses: the issue's rule,
// "hazards judged by the lanes a mask selects", as initcheck judges never-written bytes
// (Reg矢量计算/概述.md: a VF is one PIPE_V task; 同步控制.md: hazards are between the pipes' accesses).
struct DeferredRead {
    uint64_t seq;
    const uint8_t* base;
    uint32_t bytes;
    uint64_t used[2 * kVL / 64]; // per source byte: already declared to the synccheck machinery
    const char* api;
    SrcLoc loc;
    // How the register's bytes map back to the source: source element j (elemBytes wide) lands in
    // register element j * spread (spread 1: byte for byte, DIST_NORM; UNPACK_*: 2, UNPACK4_B8: 4, the
    // elements after it zero), or in all `spread` elements from there when it repeats (US_*: 2).
    uint32_t elemBytes = 1;
    uint32_t spread = 1;
    bool repeats = false;
};

// The state of the VF running on this thread's core.
struct VfContext {
    uint64_t seq = 0;
    ascsim::kern::CoreState* listened = nullptr; // the core, when observers hear its Reg instructions
    uint64_t nextDef = 1;                        // the number the next Reg instruction gets (Tick)
    // UB byte ranges [begin, end) written by the VF's stores since the last VEC_STORE -> VEC_LOAD
    // barrier, disjoint, each with the store (and its registers) that wrote its bytes last.
    std::map<uintptr_t, PendingStore> stores;
    // LoadAlign reads not yet (wholly) used, by the number of the load (its register's vfDef); what is
    // left when the VF returns was never used and is never declared.
    std::unordered_map<uint64_t, DeferredRead> deferredReads;
    // Bytes of the 2 KB Ascend C reserve the VF's debug prints have taken (asc_dump.md, 约束说明).
    uint64_t debugReserveUsed = 0;

    void AddStore(uintptr_t b, uintptr_t e, SrcLoc loc, RegIds regs)
    {
        Cut(b, e);
        // Joined with a neighbour the same registers stored (the earlier store's location kept).
        auto next = stores.find(e);
        if (next != stores.end() && SameRegs(next->second.regs, regs)) {
            e = next->second.end;
            stores.erase(next);
        }
        auto it = stores.lower_bound(b);
        if (it != stores.begin()) {
            auto p = std::prev(it);
            if (p->second.end == b && SameRegs(p->second.regs, regs)) {
                b = p->first;
                loc = p->second.loc;
                stores.erase(p);
            }
        }
        stores.emplace(b, PendingStore{e, loc, regs});
    }
    // The first pending store overlapping [b, e) that a load naming `regs` is not ordered after by
    // register (LocalMemBar.md, 约束说明: a read and a write that use the same register run in
    // program order), or nullptr.
    const PendingStore* Overlap(uintptr_t b, uintptr_t e, const RegIds& regs, uintptr_t* at) const
    {
        auto it = stores.upper_bound(b);
        if (it != stores.begin() && std::prev(it)->second.end > b) {
            --it;
        }
        for (; it != stores.end() && it->first < e; ++it) {
            if (!it->second.regs.Shares(regs)) {
                *at = it->first > b ? it->first : b;
                return &it->second;
            }
        }
        return nullptr;
    }

private:
    static bool SameRegs(const RegIds& x, const RegIds& y) { return x.a == y.a && x.b == y.b; }
    // Removes [b, e) from the pending ranges (a newer store owns those bytes now).
    void Cut(uintptr_t b, uintptr_t e)
    {
        auto it = stores.lower_bound(b);
        if (it != stores.begin()) {
            auto p = std::prev(it);
            if (p->second.end > b) {
                const PendingStore whole = p->second;
                p->second.end = b;
                if (whole.end > e) {
                    stores.emplace(e, whole);
                }
            }
        }
        it = stores.lower_bound(b);
        while (it != stores.end() && it->first < e) {
            if (it->second.end > e) {
                const PendingStore rest = it->second;
                stores.erase(it);
                stores.emplace(e, rest);
                break;
            }
            it = stores.erase(it);
        }
    }
};

inline thread_local VfContext* t_vf = nullptr;

inline std::string Where(SrcLoc loc)
{
    const std::string f(loc.file);
    const size_t slash = f.find_last_of('/');
    return (slash == std::string::npos ? f : f.substr(slash + 1)) + ":" + std::to_string(loc.line);
}

// The running VF, or a finding (nullptr with the sanitizer off: the call then runs on its own).
inline VfContext* RequireVf(const char* api, SrcLoc loc)
{
    if (t_vf == nullptr && ascsim::kern::SanitizerEnabled()) {
        // rule memcheck.reg-outside-vf: a Reg API called outside a Vector Function
        //   doc: B/Reg矢量计算/概述.md (如何使用Reg矢量计算API, __simd_vf__ functions, called through asc_vf_call)
        //   choice: the real compiler rejects a Reg instruction outside a VF; the sim reports it when it runs
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           std::string("Reg API called outside a Vector Function: Reg APIs run only inside a "
                                       "__simd_vf__ function launched with asc_vf_call"),
                           loc);
    }
    return t_vf;
}

// Every Reg instruction a thread executes gets a number, increasing across the thread's VFs; a register
// holds the number of the instruction whose result it is (vfDef; 0: none yet), a copy of a register
// the same one. That is all the functional side knows about dataflow: the VF's observers (the timing
// model's scheduler, vf_timing.cpp) map the numbers to what they track, e.g. when a result is ready.
// A number below the running VF's first is a result of an earlier VF (or none): available at its start.
inline thread_local uint64_t t_vfNextDef = 1;

// The registers an instruction reads (at most four: two sources, the mask, a merged destination).
struct VfReads {
    uint64_t def[4];
    uint32_t n;
};

// A LoadAlign of [p, p + n) by the running VF, instruction number `def`, its bytes declared as they are
// used (DeferredRead). Sanitizer on only.
inline void DeferRead(VfContext* vf, uint64_t def, uint64_t seq, const void* p, uint32_t n, const char* api, SrcLoc loc,
                      uint32_t elemBytes = 1, uint32_t spread = 1, bool repeats = false)
{
    if (vf == nullptr || n == 0) {
        return;
    }
    DeferredRead d{seq, static_cast<const uint8_t*>(p), n, {}, api, loc, elemBytes, spread, repeats};
    vf->deferredReads[def] = d;
}

// The source bytes of a spread load (DeferredRead::spread > 1) whose register bytes `regUsed` marks:
// a source element counts when any register byte it landed in does (a zero lane after it is no use).
inline void SourceBytesUsed(const DeferredRead& d, const uint64_t* regUsed, uint64_t* srcUsed)
{
    const uint32_t span = d.elemBytes * d.spread;
    const uint32_t landed = d.repeats ? span : d.elemBytes;
    for (uint32_t j = 0; j * d.elemBytes < d.bytes; ++j) {
        bool any = false;
        for (uint32_t b = j * span; b < j * span + landed && b < 2 * kVL && !any; ++b) {
            any = ((regUsed[b / 64] >> (b % 64)) & 1u) != 0;
        }
        if (any) {
            for (uint32_t k = j * d.elemBytes; k < (j + 1) * d.elemBytes && k < d.bytes; ++k) {
                srcUsed[k / 64] |= uint64_t{1} << (k % 64);
            }
        }
    }
}

// The bytes of load `def` that `usedBytes` marks (nullptr: all) are used now: each run not declared
// before is declared (AccessUb, at the load's source line); a wholly used load is done.
inline void UseRead(uint64_t def, const uint64_t* usedBytes)
{
    auto it = t_vf->deferredReads.find(def);
    if (it == t_vf->deferredReads.end()) {
        return;
    }
    DeferredRead& d = it->second;
    uint64_t mapped[2 * kVL / 64] = {};
    if (usedBytes != nullptr && d.spread > 1) {
        SourceBytesUsed(d, usedBytes, mapped);
        usedBytes = mapped;
    }
    bool all = true;
    for (uint32_t i = 0; i < d.bytes;) {
        const auto isNew = [&](uint32_t k) {
            return (usedBytes == nullptr || ((usedBytes[k / 64] >> (k % 64)) & 1u) != 0) &&
                   ((d.used[k / 64] >> (k % 64)) & 1u) == 0;
        };
        if (!isNew(i)) {
            all = all && ((d.used[i / 64] >> (i % 64)) & 1u) != 0;
            ++i;
            continue;
        }
        uint32_t j = i;
        while (j < d.bytes && isNew(j)) {
            d.used[j / 64] |= uint64_t{1} << (j % 64);
            ++j;
        }
        ascsim::kern::AccessUb(ascsim::kern::Pipe::V, d.seq, d.base + i, j - i, false, d.api, d.loc);
        i = j;
    }
    if (all) {
        t_vf->deferredReads.erase(it);
    }
}

// The registers an instruction reads, every lane of each used.
template <typename... R>
inline VfReads ReadsOf(const R&... regs)
{
    static_assert(sizeof...(R) <= 4, "a Reg instruction reads at most four registers");
    if (t_vf != nullptr && !t_vf->deferredReads.empty()) {
        (UseRead(regs.vfDef, nullptr), ...);
    }
    return VfReads{{regs.vfDef...}, static_cast<uint32_t>(sizeof...(R))};
}

// The byte bitmap of the lanes of a one-register U for which pick(on, undefined) holds, given the
// mask's bit and undefined state per lane (bytes in 0 .. U::kBytes, as DeferredRead numbers them).
template <typename U, typename M, typename Pick>
inline void LaneBytesWhere(const M& mask, uint64_t* used, Pick&& pick)
{
    constexpr uint32_t kS = static_cast<uint32_t>(sizeof(typename U::ActualT));
    for (uint32_t lane = 0; lane < U::kLanes; ++lane) {
        if (pick(mask.template LaneOn<U>(lane), mask.template LaneUndefinedBit<U>(lane))) {
            for (uint32_t b = lane * kS; b < (lane + 1) * kS; ++b) {
                used[b / 64] |= uint64_t{1} << (b % 64);
            }
        }
    }
}

// The lanes a mask selects, or leaves undefined (that lane may take its source).
inline bool LaneSelected(bool on, bool undefined) { return on || undefined; }
// The lanes a mask drops, or leaves undefined.
inline bool LaneDropped(bool on, bool undefined) { return !on || undefined; }

// The registers of a lane-wise instruction under `mask` (ZEROING: a lane the mask drops reads nothing;
// Compare: a dropped lane's result bit is 0): of each source register U only the lanes the mask
// selects (or leaves undefined) are used; the mask's own register counts as read.
template <typename U, typename M, typename... R>
inline VfReads ReadsOfLanes(const M& mask, const R&... srcs)
{
    static_assert(sizeof...(R) <= 3, "a Reg instruction reads at most four registers");
    if (t_vf != nullptr && !t_vf->deferredReads.empty()) {
        if constexpr (U::REG_NUM == 1) {
            uint64_t used[2 * kVL / 64] = {};
            LaneBytesWhere<U>(mask, used, LaneSelected);
            (UseRead(srcs.vfDef, used), ...);
        } else { // lane bytes and mask bits in different index spaces: every lane
            (UseRead(srcs.vfDef, nullptr), ...);
        }
    }
    return VfReads{{srcs.vfDef..., mask.vfDef}, static_cast<uint32_t>(sizeof...(R) + 1)};
}

// MERGING (Add / Max / Min / Duplicate ... with MaskMergeMode::MERGING): a lane the mask selects takes
// the sources, a lane it drops keeps the destination (MaskMergeMode, Reg矢量计算/数据类型定义): the
// sources are used on the selected lanes, the destination's old value on the dropped ones.
template <typename U, typename M, typename D, typename... R>
inline VfReads ReadsOfMerging(const M& mask, const D& dst, const R&... srcs)
{
    static_assert(sizeof...(R) <= 2, "a Reg instruction reads at most four registers");
    if (t_vf != nullptr && !t_vf->deferredReads.empty()) {
        if constexpr (U::REG_NUM == 1) {
            uint64_t selected[2 * kVL / 64] = {}, dropped[2 * kVL / 64] = {};
            LaneBytesWhere<U>(mask, selected, LaneSelected);
            LaneBytesWhere<U>(mask, dropped, LaneDropped);
            (UseRead(srcs.vfDef, selected), ...);
            UseRead(dst.vfDef, dropped);
        } else {
            (UseRead(srcs.vfDef, nullptr), ...);
            UseRead(dst.vfDef, nullptr);
        }
    }
    return VfReads{{srcs.vfDef..., mask.vfDef, dst.vfDef}, static_cast<uint32_t>(sizeof...(R) + 2)};
}

// Select (Select.md: dst lane i = mask bit i ? src0 : src1): src0 is used on the lanes the mask
// selects, src1 on those it drops (both where the bit is undefined).
template <typename U, typename M, typename R>
inline VfReads ReadsOfSelect(const M& mask, const R& src0, const R& src1)
{
    if (t_vf != nullptr && !t_vf->deferredReads.empty()) {
        if constexpr (U::REG_NUM == 1) {
            uint64_t selected[2 * kVL / 64] = {}, dropped[2 * kVL / 64] = {};
            LaneBytesWhere<U>(mask, selected, LaneSelected);
            LaneBytesWhere<U>(mask, dropped, LaneDropped);
            UseRead(src0.vfDef, selected);
            UseRead(src1.vfDef, dropped);
        } else {
            UseRead(src0.vfDef, nullptr);
            UseRead(src1.vfDef, nullptr);
        }
    }
    return VfReads{{src0.vfDef, src1.vfDef, mask.vfDef}, 3u};
}

// One Reg instruction reading `reads`: tells the running VF's observers (if any) and returns
// the number of its result, for the destination register's vfDef. `name`: VfOpIssued's.
inline uint64_t Tick(VfContext* vf, ascsim::kern::VfOp op, const VfReads& reads, ascsim::kern::VfElem elem = {},
                     int algo = 0, const char* name = nullptr, uint32_t ubBeats = 1)
{
    if (vf == nullptr) {
        return 0;
    }
    const uint64_t def = vf->nextDef++;
    if (vf->listened != nullptr) {
        ascsim::kern::VfOpIssued(vf->listened, op, elem, algo, reads.def, reads.n, def, name, ubBeats);
    }
    return def;
}

// The V sequence number of the running VF's UB accesses.
inline uint64_t VfSeq(VfContext* vf) { return vf != nullptr ? vf->seq : ascsim::kern::Issue(ascsim::kern::Pipe::V); }

// ---- entry signature (asc_vf_call.md, 约束说明) ----------------------------------------------
template <typename P>
struct IsLocalTensor : std::false_type {};
template <typename T>
struct IsLocalTensor<LocalTensor<T>> : std::true_type {};

template <typename P>
inline constexpr bool kVfParamOk = !std::is_reference_v<P> &&
                                   (std::is_pointer_v<P> || std::is_arithmetic_v<P> || std::is_enum_v<P> ||
                                    std::is_same_v<P, half> || std::is_same_v<P, bfloat16_t> ||
                                    IsLocalTensor<P>::value);

template <typename F>
struct VfEntry : std::false_type {};
template <typename R, typename... P>
struct VfEntry<R (*)(P...)> : std::bool_constant<std::is_void_v<R> && (kVfParamOk<P> && ...)> {};
template <typename R, typename... P>
struct VfEntry<R (*)(P...) noexcept> : VfEntry<R (*)(P...)> {};

// Binds a VfContext to this thread for the duration of one asc_vf_call.
class VfScope {
public:
    // `entry`: the VF's address, its call site for the timing model's loop count (NoteCallSite).
    explicit VfScope(const void* entry)
    {
        using namespace ascsim::kern;
        if (!InsideKernel()) {
            // rule memcheck.vf-call-outside-kernel: asc_vf_call with no kernel running on the thread
            //   doc: B/Reg矢量计算/VF调用/asc_vf_call.md (功能说明, a VF sub-task of the calling kernel)
            Fail(Check::kMemcheck, "asc_vf_call", "asc_vf_call outside a kernel launch", SrcLoc{});
        }
        if (t_vf != nullptr && SanitizerEnabled()) {
            // rule memcheck.vf-call-nested: asc_vf_call inside a Vector Function
            //   doc: B/Reg矢量计算/概述.md (如何使用Reg矢量计算API, a VF is launched from the kernel with asc_vf_call)
            //   choice: the docs show VFs launched from the AI Core side only; a VF launching a VF is rejected
            Fail(Check::kMemcheck, "asc_vf_call", "asc_vf_call inside a Vector Function: a VF cannot launch another VF",
                 SrcLoc{});
        }
        outer_ = t_vf;
        ctx_.nextDef = t_vfNextDef;
        ctx_.seq = IssueVf(&ctx_.listened, entry, ctx_.nextDef);
        t_vf = &ctx_;
    }
    ~VfScope()
    {
        if (ctx_.listened != nullptr) {
            ascsim::kern::VfReturned(ctx_.listened);
        }
        t_vfNextDef = ctx_.nextDef;
        t_vf = outer_;
    }
    VfScope(const VfScope&) = delete;
    VfScope& operator=(const VfScope&) = delete;

private:
    VfContext ctx_;
    VfContext* outer_ = nullptr;
};

} // namespace AscendC::Reg::detail

// asc_vf_call<funcPtr>(args...): runs the Vector Function funcPtr(args...) on this core as one
// V-pipe task (VF调用/asc_vf_call.md).
template <auto funcPtr, typename... Args>
__aicore__ inline void asc_vf_call(Args&&... args)
{
    static_assert(AscendC::Reg::detail::VfEntry<decltype(funcPtr)>::value,
                  "asc_vf_call: the VF must return void and take only raw pointers, basic data types or "
                  "LocalTensor by value (asc_vf_call.md, 约束说明)");
    AscendC::Reg::detail::VfScope scope(reinterpret_cast<const void*>(funcPtr));
    funcPtr(std::forward<Args>(args)...);
}
