// UB <-> register moves: LoadAlign and StoreAlign, the contiguous aligned forms
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md,
//  Reg数据搬出/连续对齐搬出（StoreAlign）.md).
//
// Forms (the docs' prototypes; U is the RegTensor type, T its element type):
//   LoadAlign<T, dist>(dstReg, __ubuf__ T* srcAddr)
//   LoadAlign<T, POST_MODE_UPDATE, dist>(dstReg, __ubuf__ T*& srcAddr, int32_t postUpdateStride)
//   StoreAlign<T, dist>(__ubuf__ T* dstAddr, srcReg, mask)
//   StoreAlign<T, POST_MODE_UPDATE, dist>(__ubuf__ T*& dstAddr, srcReg, int32_t postUpdateStride, mask)
// (declared in include/basic_api/reg_compute/kernel_reg_compute_datacopy_intf.h:34-38 and 54-58).
// The SDK has no LocalTensor forms: a VF that takes LocalTensor parameters passes
// tensor.GetPhyAddr(offset).
// POST_MODE_UPDATE moves the address by postUpdateStride elements after the access;
// POST_MODE_NORMAL is "不支持" (compile error).
//
// Distribution modes modelled (表3 of each page; others are a compile error):
//   LoadDist  DIST_NORM        VL bytes                                     align 32
//             DIST_UNPACK_B8   VL/2 bytes, element k -> b8 slot 2k, 0 after  align 32 (min(32, VL/2))
//             DIST_UNPACK_B16  VL/2 bytes, element k -> b16 slot 2k, 0 after align 32
//             DIST_BRC_B8/B16/B32  one element broadcast to every slot      align 1 / 2 / 4
//             DIST_BLK         one 32-byte DataBlock repeated over VL         align 32
//   StoreDist DIST_NORM(_B8/_B16/_B32)  the selected elements at their index  align 32
//             DIST_PACK_B16    low byte of each selected b16 element, contiguous   align 32
//             DIST_PACK_B32    low half of each selected b32 element, contiguous   align 32
//             DIST_PACK4_B32   low byte of each selected b32 element, contiguous   align 32
//             DIST_FIRST_ELEMENT_B8/B16/B32  element 0, mask ignored        align 1 / 2 / 4
// Alignment is of the UB address (offset from the UB base) and of postUpdateStride * sizeof(T);
// a violation is a memcheck finding. The PACK modes read the mask in the wider source type (bit
// 2i / 4i for element i) and write element i's low part at index i: "有效元素...连续存储" is taken
// as position-preserving (for the prefix masks UpdateMask makes the two readings agree).
//
// UB accesses are V-pipe accesses of the running VF (vf_scope.h): a load declares the bytes it
// reads (the whole VL for DIST_NORM, with no mask: that is what the instruction reads), a store the
// bytes of the elements it writes (unselected elements are not written). Bounds: inside the part
// of UB TPipe hands out (UbUsableBytes; the rest is the system reserve, where RegTensor.md says
// spilled registers live); a pointer carries no buffer, so an access past a LocalTensor's buffer
// but inside that UB is not a finding (as on hardware). Stored bytes become defined, or
// never-written where the register bytes were undefined (registers.h).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_sim/kernel/core.h"
#include "ascendc_sim/kernel/local_tensor.h"
#include "ascendc_sim/kernel/reg/lanes.h"

namespace AscendC::Reg {

namespace detail {

using ascsim::kern::Check;
using ascsim::kern::Pipe;

template <LoadDist dist>
constexpr const char* LoadDistName()
{
    switch (dist) {
        case LoadDist::DIST_NORM: return "DIST_NORM";
        case LoadDist::DIST_UNPACK_B8: return "DIST_UNPACK_B8";
        case LoadDist::DIST_UNPACK_B16: return "DIST_UNPACK_B16";
        case LoadDist::DIST_BRC_B8: return "DIST_BRC_B8";
        case LoadDist::DIST_BRC_B16: return "DIST_BRC_B16";
        case LoadDist::DIST_BRC_B32: return "DIST_BRC_B32";
        case LoadDist::DIST_BLK: return "DIST_BLK";
        default: return "?";
    }
}

template <StoreDist dist>
constexpr const char* StoreDistName()
{
    switch (dist) {
        case StoreDist::DIST_NORM: return "DIST_NORM";
        case StoreDist::DIST_NORM_B8: return "DIST_NORM_B8";
        case StoreDist::DIST_NORM_B16: return "DIST_NORM_B16";
        case StoreDist::DIST_NORM_B32: return "DIST_NORM_B32";
        case StoreDist::DIST_PACK_B16: return "DIST_PACK_B16";
        case StoreDist::DIST_PACK_B32: return "DIST_PACK_B32";
        case StoreDist::DIST_PACK4_B32: return "DIST_PACK4_B32";
        case StoreDist::DIST_FIRST_ELEMENT_B8: return "DIST_FIRST_ELEMENT_B8";
        case StoreDist::DIST_FIRST_ELEMENT_B16: return "DIST_FIRST_ELEMENT_B16";
        case StoreDist::DIST_FIRST_ELEMENT_B32: return "DIST_FIRST_ELEMENT_B32";
        default: return "?";
    }
}

// Bytes read, address alignment, and the element size the mode requires (0: any).
struct DistShape {
    uint32_t bytes;
    uint32_t align;
    uint32_t elemBytes;
    bool modelled;
};
constexpr DistShape LoadShape(LoadDist d)
{
    switch (d) {
        case LoadDist::DIST_NORM: return {kVL, 32, 0, true};
        case LoadDist::DIST_UNPACK_B8: return {kVL / 2, 32, 1, true};
        case LoadDist::DIST_UNPACK_B16: return {kVL / 2, 32, 2, true};
        case LoadDist::DIST_BRC_B8: return {1, 1, 1, true};
        case LoadDist::DIST_BRC_B16: return {2, 2, 2, true};
        case LoadDist::DIST_BRC_B32: return {4, 4, 4, true};
        case LoadDist::DIST_BLK: return {32, 32, 0, true};
        default: return {0, 1, 0, false};
    }
}
// For a store: bytes per written element of T, the element size of the register lanes read (and
// of the mask), the alignment, the element size the mode requires.
struct StoreShape {
    uint32_t laneBytes;  // register lane width the mask and the data are read in
    uint32_t align;
    uint32_t elemBytes;  // sizeof(T) required (0: any)
    bool firstOnly;
    bool modelled;
};
constexpr StoreShape StoreShapeOf(StoreDist d)
{
    switch (d) {
        case StoreDist::DIST_NORM: return {0, 32, 0, false, true};
        case StoreDist::DIST_NORM_B8: return {1, 32, 1, false, true};
        case StoreDist::DIST_NORM_B16: return {2, 32, 2, false, true};
        case StoreDist::DIST_NORM_B32: return {4, 32, 4, false, true};
        case StoreDist::DIST_PACK_B16: return {2, 32, 1, false, true};
        case StoreDist::DIST_PACK_B32: return {4, 32, 2, false, true};
        case StoreDist::DIST_PACK4_B32: return {4, 32, 1, false, true};
        case StoreDist::DIST_FIRST_ELEMENT_B8: return {1, 1, 1, true, true};
        case StoreDist::DIST_FIRST_ELEMENT_B16: return {2, 2, 2, true, true};
        case StoreDist::DIST_FIRST_ELEMENT_B32: return {4, 4, 4, true, true};
        default: return {0, 1, 0, false, false};
    }
}

inline size_t UbOffset(const void* p)
{
    return static_cast<size_t>(reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(ascsim::kern::UbBase()));
}

// Alignment of the address, and the access inside the UB TPipe hands out.
inline void CheckUbRange(const void* p, uint64_t bytes, uint32_t align, const char* api, const char* dist,
                         ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const auto* base = UbBase();
    const auto* b = static_cast<const uint8_t*>(p);
    if (b < base || b + bytes > base + UbUsableBytes()) {
        Fail(Check::kMemcheck, api,
             "access of " + std::to_string(bytes) + " bytes outside the Unified Buffer kernels may use (" +
                 std::to_string(UbUsableBytes()) + " bytes; the rest is the system reserve)",
             loc, "UB", reinterpret_cast<uintptr_t>(p), bytes);
    }
    const size_t off = UbOffset(p);
    if (off % align != 0) {
        Fail(Check::kMemcheck, api,
             "UB address at offset " + std::to_string(off) + " is not " + std::to_string(align) +
                 "-byte aligned, as " + dist + " requires",
             loc, "UB", reinterpret_cast<uintptr_t>(p), bytes);
    }
}

inline void CheckStride(int64_t strideBytes, uint32_t align, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && strideBytes % align != 0) {
        ascsim::kern::Fail(Check::kMemcheck, api,
                           "postUpdateStride * sizeof(T) = " + std::to_string(strideBytes) + " bytes is not " +
                               std::to_string(align) + "-byte aligned",
                           loc, "UB");
    }
}

// A VF's load of [p, p + bytes) after one of its stores, with no VEC_STORE -> VEC_LOAD barrier.
inline void CheckLoadAfterStore(VfContext* vf, const void* p, uint64_t bytes, const char* api, ascsim::kern::SrcLoc loc)
{
    if (vf == nullptr) {
        return;
    }
    const auto b = reinterpret_cast<uintptr_t>(p);
    uintptr_t at = 0;
    if (const PendingStore* s = vf->Overlap(b, b + bytes, &at)) {
        ascsim::kern::Fail(Check::kSynccheck, api,
                           "RAW hazard inside a Vector Function on UB offset " +
                               std::to_string(UbOffset(reinterpret_cast<const void*>(at))) + ": " + api +
                               " reads bytes the StoreAlign at " + Where(s->loc) +
                               " wrote, with no LocalMemBar<MemType::VEC_STORE, MemType::VEC_LOAD> between them",
                           loc, "UB", at, b + bytes - at);
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
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    if (ascsim::kern::SanitizerEnabled()) {
        CheckUbRange(src, shape.bytes, shape.align, api, LoadDistName<dist>(), loc);
        ascsim::kern::AccessUb(Pipe::V, seq, src, shape.bytes, false, api, loc);
        CheckLoadAfterStore(vf, src, shape.bytes, api, loc);
    }
    // The bytes read and, per element of T, whether UB held written data there.
    uint8_t raw[kVL];
    bool undefinedElem[kVL];
    std::memcpy(raw, src, shape.bytes);
    const bool allDefined = ascsim::kern::UbDefined(src, shape.bytes);
    for (uint32_t k = 0; k < shape.bytes / sizeof(T); ++k) {
        undefinedElem[k] = !allDefined && !ascsim::kern::UbDefined(reinterpret_cast<const uint8_t*>(src) + k * sizeof(T),
                                                                   sizeof(T));
    }
    const auto elem = [&](uint32_t k) {
        T v;
        std::memcpy(&v, raw + k * sizeof(T), sizeof(T));
        return v;
    };
    U out;
    if constexpr (dist == LoadDist::DIST_NORM) {
        for (uint32_t i = 0; i < kLanes<T>; ++i) {
            out.SetLane(i, elem(i), undefinedElem[i]);
        }
    } else if constexpr (dist == LoadDist::DIST_UNPACK_B8 || dist == LoadDist::DIST_UNPACK_B16) {
        for (uint32_t k = 0; k < kLanes<T> / 2; ++k) {
            out.SetLane(2 * k, elem(k), undefinedElem[k]);
            out.SetLane(2 * k + 1, T{}, false);
        }
    } else if constexpr (dist == LoadDist::DIST_BLK) {
        constexpr uint32_t perBlock = 32 / sizeof(T);
        for (uint32_t i = 0; i < kLanes<T>; ++i) {
            out.SetLane(i, elem(i % perBlock), undefinedElem[i % perBlock]);
        }
    } else {  // DIST_BRC_B8 / B16 / B32
        for (uint32_t i = 0; i < kLanes<T>; ++i) {
            out.SetLane(i, elem(0), undefinedElem[0]);
        }
    }
    dst = out;
    dst.vfReady = Tick(vf, ascsim::kern::VfOp::kLoad, 0);
}

template <typename T, StoreDist dist, typename U>
inline void DoStore(T* dstAddr, U& src, MaskReg& mask, const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "srcReg must be a RegTensor");
    static_assert(std::is_same_v<T, typename U::ActualT>, "the UB element type must be the RegTensor's");
    constexpr StoreShape shape = StoreShapeOf(dist);
    static_assert(shape.modelled, "StoreAlign: this StoreDist is not modelled by the sim");
    static_assert(shape.elemBytes == 0 || shape.elemBytes == sizeof(T), "StoreAlign: StoreDist does not fit sizeof(T)");
    constexpr uint32_t lane = shape.laneBytes == 0 ? sizeof(T) : shape.laneBytes;  // register lane read
    constexpr uint32_t lanes = shape.firstOnly ? 1 : kVL / lane;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    Tick(vf, ascsim::kern::VfOp::kStore, ReadyOf(src, mask));
    // Which output elements are written, and whether each is undefined.
    bool write[kVL];
    bool undefined[kVL];
    for (uint32_t i = 0; i < lanes; ++i) {
        const uint32_t bit = i * lane;
        const bool on = shape.firstOnly || mask.Bit(bit);
        const bool mu = !shape.firstOnly && mask.BitUndefined(bit);
        write[i] = on || mu;
        undefined[i] = mu || src.undefined.Any(i * lane, sizeof(T));
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
                vf->AddStore(reinterpret_cast<uintptr_t>(runBegin), reinterpret_cast<uintptr_t>(runBegin) + runBytes, loc);
            }
            i = j;
        }
    }
    for (uint32_t i = 0; i < lanes; ++i) {
        if (!write[i]) {
            continue;
        }
        std::memcpy(dstAddr + i, src.bytes + i * lane, sizeof(T));  // the low part of the lane
        if (undefined[i]) {
            ascsim::kern::UbMarkUndefined(dstAddr + i, sizeof(T));
        } else {
            ascsim::kern::UbMarkDefined(dstAddr + i, sizeof(T));
        }
    }
}

}  // namespace detail

// ---- LoadAlign (连续对齐搬入（LoadAlign）.md) --------------------------------------------------
template <typename T = DefaultType, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoLoad<T, dist>(dstReg, srcAddr, "LoadAlign", loc);
}

template <typename T = DefaultType, PostLiteral postMode, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T*& srcAddr, int32_t postUpdateStride,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "LoadAlign: POST_MODE_NORMAL is not supported");
    detail::CheckStride(int64_t(postUpdateStride) * int64_t(sizeof(T)), detail::LoadShape(dist).align, "LoadAlign", loc);
    detail::DoLoad<T, dist>(dstReg, srcAddr, "LoadAlign", loc);
    srcAddr += postUpdateStride;
}

// ---- StoreAlign (连续对齐搬出（StoreAlign）.md) ------------------------------------------------
template <typename T = DefaultType, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::DoStore<T, dist>(dstAddr, srcReg, mask, "StoreAlign", loc);
}

template <typename T = DefaultType, PostLiteral postMode, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T*& dstAddr, U& srcReg, int32_t postUpdateStride, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(postMode == PostLiteral::POST_MODE_UPDATE, "StoreAlign: POST_MODE_NORMAL is not supported");
    detail::CheckStride(int64_t(postUpdateStride) * int64_t(sizeof(T)), detail::StoreShapeOf(dist).align, "StoreAlign",
                        loc);
    detail::DoStore<T, dist>(dstAddr, srcReg, mask, "StoreAlign", loc);
    dstAddr += postUpdateStride;
}

}  // namespace AscendC::Reg
