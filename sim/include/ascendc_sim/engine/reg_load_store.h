// The engine of the Reg API's aligned UB <-> register moves (LoadAlign / StoreAlign of the C++ Reg
// API, reg_compute/load_store.h, and the C API's asc_loadalign* / asc_storealign*, c_api/reg_compute/):
// the distribution shapes, the UB range / alignment checks and the V-pipe accesses of the running VF.
// The forms, modes and rules are described in reg_compute/load_store.h's head comment.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/reg_dist_fast.h"
#include "ascendc_sim/engine/reg_lanes.h"

namespace AscendC::Reg::detail {

using ascsim::kern::Check;
using ascsim::kern::Pipe;

template <LoadDist dist>
constexpr const char* LoadDistName()
{
    switch (dist) {
        case LoadDist::DIST_NORM:
            return "DIST_NORM";
        case LoadDist::DIST_UNPACK_B8:
            return "DIST_UNPACK_B8";
        case LoadDist::DIST_UNPACK_B16:
            return "DIST_UNPACK_B16";
        case LoadDist::DIST_BRC_B8:
            return "DIST_BRC_B8";
        case LoadDist::DIST_BRC_B16:
            return "DIST_BRC_B16";
        case LoadDist::DIST_BRC_B32:
            return "DIST_BRC_B32";
        case LoadDist::DIST_BLK:
            return "DIST_BLK";
        case LoadDist::DIST_US_B8:
            return "DIST_US_B8";
        case LoadDist::DIST_US_B16:
            return "DIST_US_B16";
        case LoadDist::DIST_DS_B8:
            return "DIST_DS_B8";
        case LoadDist::DIST_DS_B16:
            return "DIST_DS_B16";
        case LoadDist::DIST_E2B_B16:
            return "DIST_E2B_B16";
        case LoadDist::DIST_E2B_B32:
            return "DIST_E2B_B32";
        case LoadDist::DIST_UNPACK_B32:
            return "DIST_UNPACK_B32";
        case LoadDist::DIST_UNPACK4_B8:
            return "DIST_UNPACK4_B8";
        case LoadDist::DIST_DINTLV_B8:
            return "DIST_DINTLV_B8";
        case LoadDist::DIST_DINTLV_B16:
            return "DIST_DINTLV_B16";
        case LoadDist::DIST_DINTLV_B32:
            return "DIST_DINTLV_B32";
        default:
            return "?";
    }
}

template <StoreDist dist>
constexpr const char* StoreDistName()
{
    switch (dist) {
        case StoreDist::DIST_NORM:
            return "DIST_NORM";
        case StoreDist::DIST_NORM_B8:
            return "DIST_NORM_B8";
        case StoreDist::DIST_NORM_B16:
            return "DIST_NORM_B16";
        case StoreDist::DIST_NORM_B32:
            return "DIST_NORM_B32";
        case StoreDist::DIST_PACK_B16:
            return "DIST_PACK_B16";
        case StoreDist::DIST_PACK_B32:
            return "DIST_PACK_B32";
        case StoreDist::DIST_PACK4_B32:
            return "DIST_PACK4_B32";
        case StoreDist::DIST_FIRST_ELEMENT_B8:
            return "DIST_FIRST_ELEMENT_B8";
        case StoreDist::DIST_FIRST_ELEMENT_B16:
            return "DIST_FIRST_ELEMENT_B16";
        case StoreDist::DIST_FIRST_ELEMENT_B32:
            return "DIST_FIRST_ELEMENT_B32";
        case StoreDist::DIST_PACK_B64:
            return "DIST_PACK_B64";
        case StoreDist::DIST_INTLV_B8:
            return "DIST_INTLV_B8";
        case StoreDist::DIST_INTLV_B16:
            return "DIST_INTLV_B16";
        case StoreDist::DIST_INTLV_B32:
            return "DIST_INTLV_B32";
        default:
            return "?";
    }
}

// Bytes read, address alignment, the element size the mode requires (0: any), and whether the
// instruction is in the single-issue set (附录/Reg矢量计算接口指令单双发汇总.md 表2: DIST_DS_B8/B16).
struct DistShape {
    uint32_t bytes;
    uint32_t align;
    uint32_t elemBytes;
    bool modelled;
    bool singleIssue;
};
constexpr DistShape LoadShape(LoadDist d)
{
    switch (d) {
        case LoadDist::DIST_NORM:
            return {kVL, 32, 0, true, false};
        case LoadDist::DIST_UNPACK_B8:
            return {kVL / 2, 32, 1, true, false};
        case LoadDist::DIST_UNPACK_B16:
            return {kVL / 2, 32, 2, true, false};
        case LoadDist::DIST_UNPACK_B32:
            return {kVL / 2, 32, 4, true, false};
        case LoadDist::DIST_UNPACK4_B8:
            return {kVL / 4, 32, 1, true, false};
        case LoadDist::DIST_BRC_B8:
            return {1, 1, 1, true, false};
        case LoadDist::DIST_BRC_B16:
            return {2, 2, 2, true, false};
        case LoadDist::DIST_BRC_B32:
            return {4, 4, 4, true, false};
        case LoadDist::DIST_BLK:
            return {32, 32, 0, true, false};
        case LoadDist::DIST_US_B8:
            return {kVL / 2, 32, 1, true, false};
        case LoadDist::DIST_US_B16:
            return {kVL / 2, 32, 2, true, false};
        case LoadDist::DIST_DS_B8:
            return {2 * kVL, 32, 1, true, true};
        case LoadDist::DIST_DS_B16:
            return {2 * kVL, 32, 2, true, true};
        case LoadDist::DIST_E2B_B16:
            return {kVL / 32 * 2, kVL / 16, 2, true, false};
        case LoadDist::DIST_E2B_B32:
            return {kVL / 32 * 4, kVL / 8, 4, true, false};
        default:
            return {0, 1, 0, false, false};
    }
}
// The register elements per source element of a load whose source element j lands at register
// element j * spread: 1 for DIST_NORM (byte for byte), 2 for UNPACK_B8 / B16 / B32 (followed by one
// zero element) and US_B8 / B16 (repeated twice), 4 for UNPACK4_B8 (three zeros) (连续对齐搬入（LoadAlign）.md,
// the distribution table); 0 for the others (broadcasts, downsampling, blocks), whose bytes are all
// declared read at the load.
constexpr uint32_t LoadSpread(LoadDist d)
{
    switch (d) {
        case LoadDist::DIST_NORM:
            return 1;
        case LoadDist::DIST_UNPACK_B8:
        case LoadDist::DIST_UNPACK_B16:
        case LoadDist::DIST_UNPACK_B32:
        case LoadDist::DIST_US_B8:
        case LoadDist::DIST_US_B16:
            return 2;
        case LoadDist::DIST_UNPACK4_B8:
            return 4;
        default:
            return 0;
    }
}

// For a store: bytes per written element of T, the element size of the register lanes read (and
// of the mask), the alignment, the element size the mode requires.
struct StoreShape {
    uint32_t laneBytes; // register lane width the mask and the data are read in
    uint32_t align;
    uint32_t elemBytes; // sizeof(T) required (0: any)
    bool firstOnly;
    bool modelled;
};
constexpr StoreShape StoreShapeOf(StoreDist d)
{
    switch (d) {
        case StoreDist::DIST_NORM:
            return {0, 32, 0, false, true};
        case StoreDist::DIST_NORM_B8:
            return {1, 32, 1, false, true};
        case StoreDist::DIST_NORM_B16:
            return {2, 32, 2, false, true};
        case StoreDist::DIST_NORM_B32:
            return {4, 32, 4, false, true};
        case StoreDist::DIST_PACK_B16:
            return {2, 32, 1, false, true};
        case StoreDist::DIST_PACK_B32:
            return {4, 32, 2, false, true};
        case StoreDist::DIST_PACK4_B32:
            return {4, 32, 1, false, true};
        case StoreDist::DIST_PACK_B64:
            return {8, 32, 4, false, true};
        case StoreDist::DIST_FIRST_ELEMENT_B8:
            return {1, 1, 1, true, true};
        case StoreDist::DIST_FIRST_ELEMENT_B16:
            return {2, 2, 2, true, true};
        case StoreDist::DIST_FIRST_ELEMENT_B32:
            return {4, 4, 4, true, true};
        default:
            return {0, 1, 0, false, false};
    }
}

inline size_t UbOffset(const void* p)
{
    return static_cast<size_t>(reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(ascsim::kern::UbBase()));
}

// Alignment of the address, and the access inside the UB.
inline void CheckUbRange(const void* p, uint64_t bytes, uint32_t align, const char* api, const char* dist,
                         ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const auto* base = UbBase();
    const auto* b = static_cast<const uint8_t*>(p);
    if (b < base || b + bytes > base + UbTotalBytes()) {
        // rule memcheck.reg-ub-range: a Vector Function access outside the Unified Buffer
        //   doc: B/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md (约束说明)
        //   doc: B/Reg矢量计算/Reg数据搬出/连续对齐搬出（StoreAlign）.md (约束说明)
        Fail(Check::kMemcheck, api,
             "access of " + std::to_string(bytes) + " bytes outside the Unified Buffer (" +
                 std::to_string(UbTotalBytes()) + " bytes)",
             loc, "UB", reinterpret_cast<uintptr_t>(p), bytes);
    }
    const size_t off = UbOffset(p);
    if (off % align != 0) {
        // rule memcheck.reg-ub-align: a Vector Function UB address not aligned as the distribution mode requires
        //   doc: B/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md (约束说明)
        //   doc: B/Reg矢量计算/Reg数据搬出/连续对齐搬出（StoreAlign）.md (约束说明)
        //   doc: api/SIMD-API/C-API/reg/reg_load/asc_loadalign.md (功能说明)
        Fail(Check::kMemcheck, api,
             "UB address at offset " + std::to_string(off) + " is not " + std::to_string(align) + "-byte aligned, as " +
                 dist + " requires",
             loc, "UB", reinterpret_cast<uintptr_t>(p), bytes);
    }
}

inline void CheckStride(int64_t strideBytes, uint32_t align, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && strideBytes % align != 0) {
        // rule memcheck.reg-post-update-align: a post-update stride (or C API offset) whose bytes break the mode's
        // alignment
        //   doc: B/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md (约束说明)
        //   doc: B/Reg矢量计算/Reg数据搬出/连续对齐搬出（StoreAlign）.md (约束说明)
        ascsim::kern::Fail(Check::kMemcheck, api,
                           "postUpdateStride * sizeof(T) = " + std::to_string(strideBytes) + " bytes is not " +
                               std::to_string(align) + "-byte aligned",
                           loc, "UB");
    }
}

// A VF's load of [p, p + bytes) after one of its stores, with no VEC_STORE -> VEC_LOAD barrier.
inline void CheckLoadAfterStore(VfContext* vf, const void* p, uint64_t bytes, const RegIds& regs, const char* api,
                                ascsim::kern::SrcLoc loc)
{
    if (vf == nullptr) {
        return;
    }
    const auto b = reinterpret_cast<uintptr_t>(p);
    uintptr_t at = 0;
    if (const PendingStore* s = vf->Overlap(b, b + bytes, regs, &at)) {
        // The barrier in the caller's API: the C API's names start with asc_.
        const bool capi = std::string(api).rfind("asc_", 0) == 0;
        // rule synccheck.reg-vf-store-load: a VF load of bytes one of its own stores wrote, with no VEC_STORE ->
        // VEC_LOAD
        //     barrier between them
        //   doc: B/Reg矢量计算/同步控制/LocalMemBar.md (功能说明)
        //   doc: api/SIMD-API/C-API/reg/sync_control/asc_mem_bar.md (调用示例)
        ascsim::kern::Fail(
            Check::kSynccheck, api,
            "RAW hazard inside a Vector Function on UB offset " +
                std::to_string(UbOffset(reinterpret_cast<const void*>(at))) + ": " + api +
                (capi ? " reads bytes the store at " : " reads bytes the StoreAlign at ") + Where(s->loc) +
                (capi ? " wrote, with no asc_mem_bar(VST_VLD) between them" :
                        " wrote, with no LocalMemBar<MemType::VEC_STORE, MemType::VEC_LOAD> between them"),
            loc, "UB", at, b + bytes - at);
    }
}

// What a load does with bytes a store of the same VF wrote with no VEC_STORE -> VEC_LOAD barrier in
// between: LoadAlign (and everything that predates this rule) reports a synccheck finding; the
// loads added later (unaligned, gather, DataBlock, mask, dual-register and b64 loads) give those
// bytes the undefined state instead, so the finding comes when the stale value matters (leaves the
// core, steers an address). LocalMemBar.md requires the barrier but does not say what a load sees
// without it; the instructions added later read footprints wider than the data the kernel uses
// (LoadUnAlign reads the whole next VL, a RegTraitNumTwo load 2 * VL), which the official examples
// let overlap their own outputs (reg_move/move_reg_scenario_2.asc).
enum class RawRule { kFinding, kUndefined };

// A V-pipe read of [p, p + n) into the registers `regs` by the running VF (n <= 2 * kVL): range and
// alignment (memcheck), the access declared to the synccheck machinery (`lanesUsed`: only the bytes
// of lanes later used, vf_scope.h's DeferredRead; the load's register is numbered vf->nextDef), the
// intra-VF RAW rule (bytes a store naming one of `regs` wrote are ordered by the register); the bytes
// to `out` and, per byte, whether they are undefined (never-written UB, or stale under
// RawRule::kUndefined). Returns whether any byte is.
inline bool VfReadUb(VfContext* vf, uint64_t seq, const void* p, uint32_t n, uint32_t align, uint8_t* out, bool* undef,
                     const RegIds& regs, const char* api, const char* what, ascsim::kern::SrcLoc loc, RawRule rule,
                     bool lanesUsed = false, uint32_t elemBytes = 1, uint32_t spread = 1, bool repeats = false)
{
    const bool san = ascsim::kern::SanitizerEnabled();
    if (san) {
        CheckUbRange(p, n, align, api, what, loc);
        if (lanesUsed && vf != nullptr) {
            ascsim::kern::AccessUb(Pipe::V, seq, p, 0, false, api, loc); // the instruction named, no bytes yet
            DeferRead(vf, vf->nextDef, seq, p, n, api, loc, elemBytes, spread, repeats);
        } else {
            ascsim::kern::AccessUb(Pipe::V, seq, p, n, false, api, loc);
        }
        if (rule == RawRule::kFinding) {
            CheckLoadAfterStore(vf, p, n, regs, api, loc);
        }
    }
    std::memcpy(out, p, n);
    const auto* b = static_cast<const uint8_t*>(p);
    bool any = !ascsim::kern::UbDefined(p, n);
    if (any) {
        for (uint32_t k = 0; k < n; ++k) {
            undef[k] = !ascsim::kern::UbDefined(b + k, 1);
        }
    } else {
        std::memset(undef, 0, n * sizeof(bool));
    }
    if (san && rule == RawRule::kUndefined && vf != nullptr && !vf->stores.empty()) {
        const auto lo = reinterpret_cast<uintptr_t>(p);
        for (const auto& st : vf->stores) { // [first, second.end)
            if (st.second.regs.Shares(regs)) {
                continue;
            }
            const uintptr_t a = st.first > lo ? st.first : lo;
            const uintptr_t e = st.second.end < lo + n ? st.second.end : lo + n;
            for (uintptr_t x = a; x < e; ++x) {
                undef[x - lo] = true;
                any = true;
            }
        }
    }
    return any;
}

// A V-pipe write of `n` bytes at p from the registers `regs` by the running VF, byte k written only
// where write[k] (nullptr: all): range (memcheck), the runs declared, recorded as pending stores of
// the VF, and the bytes' defined state set from undef[k].
inline void VfWriteUb(VfContext* vf, uint64_t seq, void* p, uint32_t n, const uint8_t* data, const bool* undef,
                      const bool* write, const RegIds& regs, const char* api, const char* what,
                      ascsim::kern::SrcLoc loc)
{
    auto* b = static_cast<uint8_t*>(p);
    if (ascsim::kern::SanitizerEnabled()) {
        for (uint32_t i = 0; i < n;) {
            if (write != nullptr && !write[i]) {
                ++i;
                continue;
            }
            uint32_t j = i;
            while (j < n && (write == nullptr || write[j])) {
                ++j;
            }
            CheckUbRange(b + i, j - i, 1, api, what, loc);
            ascsim::kern::AccessUb(Pipe::V, seq, b + i, j - i, true, api, loc);
            if (vf != nullptr) {
                vf->AddStore(reinterpret_cast<uintptr_t>(b + i), reinterpret_cast<uintptr_t>(b + j), loc, regs);
            }
            i = j;
        }
    }
    for (uint32_t k = 0; k < n; ++k) {
        if (write != nullptr && !write[k]) {
            continue;
        }
        b[k] = data[k];
        if (undef[k]) {
            ascsim::kern::UbMarkUndefined(b + k, 1);
        } else {
            ascsim::kern::UbMarkDefined(b + k, 1);
        }
    }
}

// A register's bytes [first, first + n) from raw bytes and per-byte undefined flags (`anyUndef`
// false: none is, the flags are cleared in whole words where the range allows).
template <typename U>
inline void FillRegBytes(U& r, uint32_t first, const uint8_t* raw, const bool* undef, uint32_t n, bool anyUndef = true)
{
    std::memcpy(r.bytes + first, raw, n);
    if (!anyUndef && first % 64 == 0 && n % 64 == 0) {
        for (uint32_t w = first / 64; w < (first + n) / 64; ++w) {
            r.undefined.w[w] = 0;
        }
        return;
    }
    for (uint32_t k = 0; k < n; ++k) {
        r.undefined.Set(first + k, undef[k]);
    }
}

template <typename T, LoadDist dist, typename U>
inline void DoLoad(U& dst, const T* src, const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "dstReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    constexpr DistShape shape = LoadShape(dist);
    static_assert(shape.modelled, "LoadAlign: this LoadDist is not modelled by the sim");
    static_assert(shape.elemBytes == 0 || shape.elemBytes == sizeof(T), "LoadAlign: LoadDist does not fit sizeof(T)");
    static_assert(sizeof(T) != 8 || dist == LoadDist::DIST_NORM,
                  "LoadAlign: b64 element types take DIST_NORM only (连续对齐搬入（LoadAlign）.md, 约束说明)");
    constexpr uint32_t bytes = dist == LoadDist::DIST_NORM ? U::kBytes : shape.bytes;
    constexpr bool wide = U::REG_NUM == 2; // the SDK's DIST_DINTLV_B32 dual load: single issue
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    uint8_t raw[2 * kVL];
    bool undefByte[2 * kVL];
    // Into one register, DIST_NORM puts source byte k in register byte k, the widening distributions
    // source element j in register element j * spread, the upsampling ones in the `spread` elements from
    // there: so the bytes a lane nobody uses took are never declared read (DeferredRead).
    constexpr uint32_t spread = LoadSpread(dist);
    constexpr bool repeats = dist == LoadDist::DIST_US_B8 || dist == LoadDist::DIST_US_B16;
    const bool anyUndef = VfReadUb(vf, seq, src, bytes, shape.align, raw, undefByte, RegIds{&dst}, api,
                                   LoadDistName<dist>(), loc, wide ? RawRule::kUndefined : RawRule::kFinding,
                                   spread != 0 && !wide, dist == LoadDist::DIST_NORM ? 1 : shape.elemBytes, spread,
                                   repeats);
    const auto elem = [&](uint32_t k) {
        T v;
        std::memcpy(&v, raw + k * sizeof(T), sizeof(T));
        return v;
    };
    const auto elemUndef = [&](uint32_t k) {
        if (!anyUndef) {
            return false;
        }
        for (uint32_t b = 0; b < sizeof(T); ++b) {
            if (undefByte[k * sizeof(T) + b]) {
                return true;
            }
        }
        return false;
    };
    constexpr uint32_t lanes = U::kLanes;
    U out;
    if constexpr (dist == LoadDist::DIST_NORM) {
        FillRegBytes(out, 0, raw, undefByte, bytes, anyUndef);
    } else if constexpr (dist == LoadDist::DIST_UNPACK_B16) {
        UnpackB16(out, raw, undefByte, anyUndef); // the loop below, by words (reg_dist_fast.h)
    } else if constexpr (dist == LoadDist::DIST_UNPACK_B8 || dist == LoadDist::DIST_UNPACK_B16 ||
                         dist == LoadDist::DIST_UNPACK_B32 || dist == LoadDist::DIST_UNPACK4_B8) {
        constexpr uint32_t spread = dist == LoadDist::DIST_UNPACK4_B8 ? 4 : 2;
        for (uint32_t k = 0; k < lanes / spread; ++k) {
            out.SetLane(spread * k, elem(k), elemUndef(k));
            for (uint32_t z = 1; z < spread; ++z) {
                out.SetLane(spread * k + z, T{}, false);
            }
        }
    } else if constexpr (dist == LoadDist::DIST_US_B8 || dist == LoadDist::DIST_US_B16) {
        for (uint32_t i = 0; i < lanes; ++i) {
            out.SetLane(i, elem(i / 2), elemUndef(i / 2));
        }
    } else if constexpr (dist == LoadDist::DIST_DS_B8 || dist == LoadDist::DIST_DS_B16) {
        for (uint32_t i = 0; i < lanes; ++i) {
            out.SetLane(i, elem(2 * i), elemUndef(2 * i));
        }
    } else if constexpr (dist == LoadDist::DIST_BLK) {
        constexpr uint32_t perBlock = 32 / sizeof(T);
        for (uint32_t i = 0; i < lanes; ++i) {
            out.SetLane(i, elem(i % perBlock), elemUndef(i % perBlock));
        }
    } else if constexpr (dist == LoadDist::DIST_E2B_B16 || dist == LoadDist::DIST_E2B_B32) {
        constexpr uint32_t perBlock = 32 / sizeof(T);
        for (uint32_t i = 0; i < lanes; ++i) {
            out.SetLane(i, elem(i / perBlock), elemUndef(i / perBlock));
        }
    } else { // DIST_BRC_B8 / B16 / B32
        for (uint32_t i = 0; i < lanes; ++i) {
            out.SetLane(i, elem(0), elemUndef(0));
        }
    }
    dst = out;
    // 2 * VL (a RegTraitNumTwo pair, DIST_DS): the single-issue form, two cycles of the port.
    using Row = ascsim::ops::LoadAlign;
    constexpr bool singleIssue = wide || shape.singleIssue;
    dst.vfDef = Tick(vf, Row::VfOpOf(singleIssue), {}, {}, Row::Cycles(singleIssue));
}

template <typename T, StoreDist dist, typename U>
inline void DoStore(T* dstAddr, U& src, MaskReg& mask, const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "srcReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    constexpr StoreShape shape = StoreShapeOf(dist);
    static_assert(shape.modelled, "StoreAlign: this StoreDist is not modelled by the sim");
    static_assert(shape.elemBytes == 0 || shape.elemBytes == sizeof(T), "StoreAlign: StoreDist does not fit sizeof(T)");
    static_assert(U::REG_NUM == 1 || shape.laneBytes == 0,
                  "StoreAlign: a RegTraitNumTwo register is stored with DIST_NORM only");
    constexpr uint32_t lane = shape.laneBytes == 0 ? sizeof(T) : shape.laneBytes; // register lane read
    constexpr uint32_t lanes = shape.firstOnly ? 1 : U::kBytes / lane;
    // Mask bit of output element i: the register's own stride for the NORM modes (a RegTraitNumTwo
    // b64 register takes a b32 mask), the wider source lane for the PACK modes.
    constexpr uint32_t maskStride = shape.laneBytes == 0 ? U::kMaskBits : lane;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    // A store uses the lanes it writes: those the mask selects, in the NORM modes of one register.
    const auto reads = shape.laneBytes == 0 && !shape.firstOnly && U::REG_NUM == 1 ? ReadsOfLanes<U>(mask, src) :
                                                                                     ReadsOf(src, mask);
    using Row = ascsim::ops::StoreAlign;
    Tick(vf, Row::VfOpOf(false), reads, {}, Row::Cycles(false));
    if constexpr (U::REG_NUM == 2) {
        Tick(vf, Row::VfOpOf(false), reads, {}, Row::Cycles(false)); // the SDK stores the pair with two VSTS
    }
    // Which output elements are written, and whether each is undefined.
    bool write[kVL];
    bool undefined[kVL];
    if constexpr (!shape.firstOnly && lane == sizeof(T) && maskStride == sizeof(T) && U::REG_NUM == 1) {
        // Lane bytes and mask bits share the index space: a word at a time (registers.h).
        constexpr uint32_t kS = static_cast<uint32_t>(sizeof(T));
        constexpr uint64_t kPattern = LanePattern<kS>();
        for (uint32_t k = 0; k < 4; ++k) {
            const uint64_t mu = mask.UndefinedWords().w[k] & kPattern;
            const uint64_t wr = (mask.BitWords().w[k] & kPattern) | mu;
            const uint64_t un = mu | LaneAny<kS>(src.undefined.w[k]);
            for (uint32_t j = 0; j < 64 / kS; ++j) {
                write[k * (64 / kS) + j] = ((wr >> (j * kS)) & 1u) != 0;
                undefined[k * (64 / kS) + j] = ((un >> (j * kS)) & 1u) != 0;
            }
        }
    } else if constexpr (!shape.firstOnly && maskStride == lane && U::REG_NUM == 1) {
        PackStoreFlags<lane, sizeof(T)>(mask, src, write, undefined); // the loop below, by words
    } else {
        for (uint32_t i = 0; i < lanes; ++i) {
            const uint32_t bit = i * maskStride;
            const bool on = shape.firstOnly || mask.Bit(bit);
            const bool mu = !shape.firstOnly && mask.BitUndefined(bit);
            write[i] = on || mu;
            undefined[i] = mu || src.undefined.Any(i * lane, sizeof(T));
        }
    }
    if (ascsim::kern::SanitizerEnabled()) {
        // Alignment and range of the whole footprint; then each run of written elements.
        CheckUbRange(dstAddr, 0, shape.align, api, StoreDistName<dist>(), loc);
        for (uint32_t i = 0; i < lanes;) {
            if (!write[i]) {
                ++i;
                continue;
            }
            uint32_t j = i;
            while (j < lanes && write[j]) {
                ++j;
            }
            T* runBegin = dstAddr + i;
            const uint64_t runBytes = uint64_t(j - i) * sizeof(T);
            CheckUbRange(runBegin, runBytes, 1, api, StoreDistName<dist>(), loc);
            ascsim::kern::AccessUb(Pipe::V, seq, runBegin, runBytes, true, api, loc);
            if (vf != nullptr) {
                vf->AddStore(reinterpret_cast<uintptr_t>(runBegin), reinterpret_cast<uintptr_t>(runBegin) + runBytes,
                             loc, RegIds{&src});
            }
            i = j;
        }
    }
    // Runs of written elements with the same defined state: one UB state update per run.
    for (uint32_t i = 0; i < lanes;) {
        if (!write[i]) {
            ++i;
            continue;
        }
        const bool u = undefined[i];
        uint32_t j = i;
        while (j < lanes && write[j] && undefined[j] == u) {
            ++j;
        }
        if constexpr (lane == sizeof(T)) {
            std::memcpy(dstAddr + i, src.bytes + i * lane, uint64_t(j - i) * sizeof(T));
        } else {
            for (uint32_t k = i; k < j; ++k) {
                std::memcpy(dstAddr + k, src.bytes + k * lane, sizeof(T)); // the low part of the lane
            }
        }
        if (u) {
            ascsim::kern::UbMarkUndefined(dstAddr + i, uint64_t(j - i) * sizeof(T));
        } else {
            ascsim::kern::UbMarkDefined(dstAddr + i, uint64_t(j - i) * sizeof(T));
        }
        i = j;
    }
}

} // namespace AscendC::Reg::detail
