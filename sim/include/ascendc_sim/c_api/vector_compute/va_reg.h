// The C API's VA (address) registers and the TransDataTo5HD that reads them, in their Ascend 950 forms
// (docs/zh/api/SIMD-API/C-API/vector_compute/asc_set_va_reg.md, asc_transto5hd.md; both list 950PR/950DT
// as supported; asc_set_va_reg is declared in the SDK's vector_compute.h and reg_compute/reg_vector.h,
// asc_transto5hd_* by the arch-3510 implementation that vector_compute.h includes):
//   asc_set_va_reg(VAk, src_array)   VAk holds src_array[0..7], 8 UB addresses (any element type)
//   asc_transto5hd_b8/b16/b32(dst, src, repeat, dst_stride, src_stride[, dst_high_half, src_high_half])
//       the 16 destination DataBlocks are dst's 8 addresses then those of the next register, the same for
//       src (the pages' examples: VA0 + VA1 destination, VA2 + VA3 source, "前8个和后8个地址序列与地址寄存器
//       分别关联"; the sim's reading: the pair is VAk, VAk+1, so VA7 has none). Per repeat, width and stride:
//       the C++ TransDataTo5HD's rules (basic_api/memory_vector/vector_transpose.h), with repeat 1 starting
//       one stride on and repeat 0 a no-op, as the page says.
//   _sync forms: the same, then every pipe is ordered after it ("同步计算").
// The registers are the core's (ascsim::kern::VecSpr, cleared at each launch); a register the launch never
// set is a memcheck finding when read (its addresses would be arbitrary). The transform runs on the C++
// TransDataTo5HD's engine (engine/transpose_engine.h, TransDataAddr): every address a 32-byte aligned UB
// address of this core, no repeat reading what an earlier one wrote, V-pipe accesses declared, timing of
// the simple class.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/gm_ub_copy_engine.h"
#include "ascendc_sim/engine/ops/layout.h"
#include "ascendc_sim/engine/transpose_engine.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/half.h"

// The address registers an asc_set_va_reg / asc_transto5hd operand names (asc_set_va_reg.md: VA0 .. VA7).
enum ub_addr8_t : uint8_t { VA0 = 0, VA1, VA2, VA3, VA4, VA5, VA6, VA7 };

namespace AscendC::detail {

inline void CApiSetVaReg(ub_addr8_t addr, const void* const* list, ascsim::kern::SrcLoc loc)
{
    const auto k = static_cast<unsigned>(addr);
    if (k >= 8) {
        // rule memcheck.c-va-reg-name: an asc_set_va_reg / asc_transto5hd register other than VA0 .. VA7
        //   doc: api/SIMD-API/C-API/vector_compute/asc_set_va_reg.md (参数说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "asc_set_va_reg",
                           "address register " + std::to_string(k) + " is not one of VA0 .. VA7", loc);
        return;
    }
    ascsim::kern::VecSpr& spr = ascsim::kern::CurrentVecSpr();
    for (int i = 0; i < 8; ++i) {
        spr.vaReg[k][i] = static_cast<uint64_t>(reinterpret_cast<uintptr_t>(list[i]));
    }
    spr.vaRegSet = static_cast<uint8_t>(spr.vaRegSet | (1U << k));
}

// The 16 addresses of the register pair VAk, VAk+1 into out[16]; false (after the finding) when k is VA7
// or either register was never set in this launch.
inline bool CApiVaPair(ub_addr8_t addr, const char* role, uint64_t out[16], const char* api, ascsim::kern::SrcLoc loc)
{
    const auto k = static_cast<unsigned>(addr);
    const ascsim::kern::VecSpr& spr = ascsim::kern::CurrentVecSpr();
    std::string why;
    if (k >= 7) {
        why = std::string(role) + " register " + std::to_string(k) +
              " has no next register for DataBlocks 8 .. 15 (the pair VAk, VAk+1: VA0 .. VA6)";
    } else if ((spr.vaRegSet & (1U << k)) == 0 || (spr.vaRegSet & (1U << (k + 1))) == 0) {
        why = std::string(role) + " registers VA" + std::to_string(k) + " / VA" + std::to_string(k + 1) +
              ": one was never set by asc_set_va_reg in this launch";
    }
    if (!why.empty()) {
        // rule memcheck.c-va-reg-pair: asc_transto5hd naming VA7, or a register pair no asc_set_va_reg set
        //   doc: api/SIMD-API/C-API/vector_compute/asc_set_va_reg.md (参数说明, 调用示例)
        //   doc: api/SIMD-API/C-API/vector_compute/asc_transto5hd.md (调用示例)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api, why, loc);
        return false;
    }
    for (int i = 0; i < 8; ++i) {
        out[i] = spr.vaReg[k][i];
        out[8 + i] = spr.vaReg[k + 1][i];
    }
    return true;
}

template <typename T>
inline void CApiTransTo5hd(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, uint16_t src_stride,
                           bool dst_high_half, bool src_high_half, bool sync, ascsim::kern::SrcLoc loc)
{
    const char* api = ascsim::ops::AscTransTo5hd::kName;
    uint64_t d[16];
    uint64_t s[16];
    if (!CApiVaPair(dst, "destination", d, api, loc) || !CApiVaPair(src, "source", s, api, loc)) {
        return;
    }
    const uint64_t seq = ascsim::kern::IssueVector(api, uint64_t{repeat} * 512 / sizeof(T), sizeof(T), 1, loc);
    TransDataAddr<T>(loc, d, s, TransDataGeom{dst_high_half, src_high_half, repeat, dst_stride, src_stride}, seq, api);
    if (sync) {
        RawWaitForPipe(ascsim::kern::Pipe::V);
    }
}

} // namespace AscendC::detail

#define ASCSIM_C_API_SET_VA_REG(T)                                                                 \
    __aicore__ inline void asc_set_va_reg(ub_addr8_t addr, __ubuf__ T** src_array,                 \
                                          ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                              \
        AscendC::detail::CApiSetVaReg(addr, reinterpret_cast<const void* const*>(src_array), loc); \
    }
ASCSIM_C_API_SET_VA_REG(int8_t)
ASCSIM_C_API_SET_VA_REG(uint8_t)
ASCSIM_C_API_SET_VA_REG(int16_t)
ASCSIM_C_API_SET_VA_REG(uint16_t)
ASCSIM_C_API_SET_VA_REG(half)
ASCSIM_C_API_SET_VA_REG(int32_t)
ASCSIM_C_API_SET_VA_REG(uint32_t)
ASCSIM_C_API_SET_VA_REG(float)
#undef ASCSIM_C_API_SET_VA_REG

#define ASCSIM_C_API_TRANSTO5HD(Bits, T)                                                                               \
    __aicore__ inline void asc_transto5hd_b##Bits(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, \
                                                  uint16_t src_stride,                                                 \
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())             \
    {                                                                                                                  \
        AscendC::detail::CApiTransTo5hd<T>(dst, src, repeat, dst_stride, src_stride, false, false, false, loc);        \
    }                                                                                                                  \
    __aicore__ inline void asc_transto5hd_b##Bits##_sync(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat,               \
                                                         uint16_t dst_stride, uint16_t src_stride,                     \
                                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())      \
    {                                                                                                                  \
        AscendC::detail::CApiTransTo5hd<T>(dst, src, repeat, dst_stride, src_stride, false, false, true, loc);         \
    }
ASCSIM_C_API_TRANSTO5HD(16, uint16_t)
ASCSIM_C_API_TRANSTO5HD(32, uint32_t)
#undef ASCSIM_C_API_TRANSTO5HD

__aicore__ inline void asc_transto5hd_b8(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride,
                                         uint16_t src_stride, bool dst_high_half, bool src_high_half,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiTransTo5hd<uint8_t>(dst, src, repeat, dst_stride, src_stride, dst_high_half, src_high_half,
                                             false, loc);
}
__aicore__ inline void asc_transto5hd_b8_sync(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride,
                                              uint16_t src_stride, bool dst_high_half, bool src_high_half,
                                              ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::detail::CApiTransTo5hd<uint8_t>(dst, src, repeat, dst_stride, src_stride, dst_high_half, src_high_half,
                                             true, loc);
}
