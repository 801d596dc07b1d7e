// The engine of the MaskReg moves to and from UB (the C++ Reg API's reg_compute/mask_move.h LoadAlign /
// StoreAlign of a MaskReg, the C API's asc_loadalign / asc_storealign(_pack) of a vector_bool in
// c_api/reg_compute/): the MaskDist shapes, the byte offsets' alignment, the VF accesses (mask_move.h's
// head comment gives the rules).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/reg_load_store.h"
#include "ascendc_sim/types/reg_op_enums.h"

namespace AscendC::Reg::detail {

using ascsim::kern::SrcLoc;

constexpr uint32_t MaskLoadBytes(MaskDist d) { return d == MaskDist::DIST_US ? 16 : d == MaskDist::DIST_DS ? 64 : 32; }
constexpr uint32_t MaskLoadAlign(MaskDist d) { return d == MaskDist::DIST_US ? 16 : 32; }
constexpr const char* MaskDistName(MaskDist d, bool load)
{
    return d == MaskDist::DIST_NORM ? "MaskDist::DIST_NORM" :
           d == MaskDist::DIST_DS   ? "MaskDist::DIST_DS" :
           load                     ? "MaskDist::DIST_US" :
                                      "MaskDist::DIST_PACK";
}

template <typename T, MaskDist dist>
inline void DoLoadMask(MaskReg& mask, const T* src, const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(kRegElementOk<T>, "LoadAlign (MaskReg): b8 / b16 / b32 / b64 types");
    static_assert(dist == MaskDist::DIST_NORM || dist == MaskDist::DIST_US || dist == MaskDist::DIST_DS,
                  "LoadAlign (MaskReg): DIST_NORM / DIST_US / DIST_DS");
    constexpr uint32_t n = MaskLoadBytes(dist);
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    uint8_t raw[64];
    bool undef[64];
    VfReadUb(vf, seq, src, n, MaskLoadAlign(dist), raw, undef, RegIds{&mask}, api, MaskDistName(dist, true), loc,
             RawRule::kUndefined);
    MaskReg m;
    for (uint32_t j = 0; j < kVL; ++j) {
        const uint32_t b = dist == MaskDist::DIST_US ? j / 2 : dist == MaskDist::DIST_DS ? 2 * j : j;
        m.SetBit(j, ((raw[b / 8] >> (b % 8)) & 1u) != 0, undef[b / 8]);
    }
    m.vfDef = Tick(vf, ascsim::ops::LoadAlign::VfOpOf(false), {}, {}, ascsim::ops::LoadAlign::Cycles(false));
    mask = m;
}

template <typename T, MaskDist dist>
inline void DoStoreMask(T* dst, MaskReg& mask, const char* api, ascsim::kern::SrcLoc loc)
{
    static_assert(kRegElementOk<T>, "StoreAlign (MaskReg): b8 / b16 / b32 / b64 types");
    static_assert(dist == MaskDist::DIST_NORM || dist == MaskDist::DIST_PACK,
                  "StoreAlign (MaskReg): DIST_NORM / DIST_PACK");
    constexpr uint32_t n = dist == MaskDist::DIST_PACK ? 16 : 32;
    VfContext* vf = RequireVf(api, loc);
    const uint64_t seq = VfSeq(vf);
    Tick(vf, ascsim::ops::StoreAlign::VfOpOf(false), ReadsOf(mask), {}, ascsim::ops::StoreAlign::Cycles(false));
    uint8_t data[32] = {};
    bool undef[32] = {};
    for (uint32_t j = 0; j < 8 * n; ++j) {
        const uint32_t b = dist == MaskDist::DIST_PACK ? 2 * j : j;
        data[j / 8] = static_cast<uint8_t>(data[j / 8] | (mask.Bit(b) ? 1u << (j % 8) : 0u));
        undef[j / 8] = undef[j / 8] || mask.BitUndefined(b);
    }
    if (ascsim::kern::SanitizerEnabled()) {
        CheckUbRange(dst, n, n == 16 ? 16 : 32, api, MaskDistName(dist, false), loc);
    }
    VfWriteUb(vf, seq, dst, n, data, undef, nullptr, RegIds{&mask}, api, MaskDistName(dist, false), loc);
}

inline void CheckMaskOffset(int64_t bytes, uint32_t align, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && bytes % align != 0) {
        // rule memcheck.reg-mask-offset-align: a MaskReg load / store byte offset not aligned as the MaskDist requires
        //   doc: B/Reg矢量计算/Reg数据搬入/MaskReg搬入（LoadAlign）.md (约束说明)
        //   doc: B/Reg矢量计算/Reg数据搬出/MaskReg搬出（StoreAlign）.md (约束说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "offset = " + std::to_string(bytes) + " bytes is not " + std::to_string(align) +
                               "-byte aligned, as the MaskDist requires",
                           loc, "UB");
    }
}

// The 16-byte (b16) / 8-byte (b32) block `offset` of srcReg, each bit broadcast to 2 / 4 mask bits: one
// MaskReg. Shared by MaskGenWithRegTensor (offset a template argument) and the C API's asc_copy(vector_bool&,
// vector_uint16_t / vector_uint32_t, part) (a run-time value, range-checked by its caller).
template <typename U>
inline void MaskFromRegBlock(const char* api, MaskReg& dst, const U& srcReg, uint32_t offset, ascsim::kern::SrcLoc loc)
{
    using E = typename U::ActualT;
    using Row = ascsim::ops::MaskGenWithRegTensor;
    VfContext* vf = RequireVf(api, loc);
    constexpr uint32_t block = sizeof(E) == 2 ? 16 : 8; // bytes of srcReg read
    constexpr uint32_t fan = sizeof(E);                 // mask bits per source bit
    MaskReg m;
    for (uint32_t k = 0; k < block * 8; ++k) {
        const uint32_t byte = offset * block + k / 8;
        const bool v = ((srcReg.bytes[byte] >> (k % 8)) & 1u) != 0;
        const bool u = srcReg.undefined.Get(byte);
        for (uint32_t f = 0; f < fan; ++f) {
            m.SetBit(k * fan + f, v, u);
        }
    }
    m.vfDef = Tick(vf, Row::kVfOp, ReadsOf(srcReg), {}, Row::kCycles);
    dst = m;
}

} // namespace AscendC::Reg::detail
