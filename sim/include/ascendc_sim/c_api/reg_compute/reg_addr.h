// The C API's address register addr_reg and asc_update_addr_reg_b8 / _b16 / _b32
// (docs/zh/api/SIMD-API/C-API/reg/reg_data_types/asc_update_addr_reg.md, data_type_definition.md 地址寄存器;
// SDK include/c_api/reg_compute/reg_vector.h). The loads and stores that take an addr_reg are the
// addr_reg overloads in reg_load.h / reg_store.h.
//
//   offset = index0 * offset0 + index1 * offset1 + index2 * offset2 + index3 * offset3 elements of
//   1 / 2 / 4 bytes (b8 / b16 / b32), index_k the iteration count of the k-th enclosing loop, innermost
//   first. On hardware the register is bound to the hardware loops around it and steps on its own.
// The sim cannot see loop counts at run time, so the simulator's bisheng (tools/bisheng/c_api_rewriter.h)
// rewrites each call `asc_update_addr_reg_bN(offsets...)` of a kernel source into
// `asc_update_addr_reg_bN(::ascsim::capi::LoopIndices{i, j}, offsets...)`, passing the variables of the
// enclosing for-loops, innermost first; it refuses a call outside any for-loop, inside more than 4, or in a
// loop whose variable it cannot find. A call compiled without that rewrite (the plain prototypes below)
// is a memcheck finding: its offset is unknown.
// Checks when an access takes the offset (engine/reg_addr_offset.h, shared with the C++ API's AddrReg):
// an addr_reg never set, one set for another element size than the access's T, and offset * sizeof(T)
// off the mode's alignment. Cost: like CreateAddrReg, none (not in the instruction issue tables).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/reg_addr_offset.h"
#include "ascendc_sim/lang/vf_keywords.h"
#include "ascendc_sim/vf/vf_scope.h"

namespace ascsim::capi {

// The iteration counts of the loops around an asc_update_addr_reg_bN call, innermost first, as the
// simulator's bisheng passes them (the loop variables' values).
struct LoopIndices {
    uint64_t index[4] = {0, 0, 0, 0};
    uint32_t count = 0;
    template <typename... I>
    explicit LoopIndices(I... i) : index{static_cast<uint64_t>(i)...}, count(sizeof...(I))
    {
        static_assert(sizeof...(I) >= 1 && sizeof...(I) <= 4, "asc_update_addr_reg: 1 to 4 enclosing loops");
    }
};

class AddrRegister {
public:
    AddrRegister() = default;

    // ---- used by the sim, not part of the C API ----------------------------------------------
    uint64_t Bytes() const { return bytes_; }
    uint32_t ElemBytes() const { return elemBytes_; }
    static AddrRegister Make(uint64_t bytes, uint32_t elemBytes)
    {
        AddrRegister a;
        a.bytes_ = bytes;
        a.elemBytes_ = elemBytes;
        return a;
    }
    // The byte offset an access of `elemBytes`-byte elements, aligned to `align`, takes, after the checks.
    uint64_t TakeBytes(uint32_t elemBytes, uint32_t align, const char* api, kern::SrcLoc loc) const
    {
        static constexpr AscendC::Reg::detail::AddrRegNames kNames{"addr_reg", "asc_update_addr_reg_bN",
                                                                   "asc_update_addr_reg.md"};
        return AscendC::Reg::detail::CheckedAddrRegBytes(bytes_, elemBytes_, elemBytes, align, kNames, api, loc);
    }

private:
    uint64_t bytes_ = 0;
    uint32_t elemBytes_ = 0; // 1 / 2 / 4 for b8 / b16 / b32; 0: never set
};

template <uint32_t kElemBytes>
inline AddrRegister UpdateAddrReg(const char* api, const LoopIndices& loops, std::initializer_list<uint32_t> strides,
                                  kern::SrcLoc loc)
{
    AscendC::Reg::detail::RequireVf(api, loc);
    if (strides.size() > loops.count && kern::SanitizerEnabled()) {
        // rule memcheck.addr-reg-loops: asc_update_addr_reg_bN given more offsets than loops enclose it
        //   doc: api/SIMD-API/C-API/reg/reg_data_types/asc_update_addr_reg.md (功能说明)
        kern::Fail(ascsim::kern::Check::kMemcheck, api,
                   std::to_string(strides.size()) + " offsets inside " + std::to_string(loops.count) +
                       " enclosing for-loop(s): offset k multiplies the iteration count of the k-th enclosing "
                       "loop, innermost first, and there is none for the extra offsets",
                   loc, "UB");
    }
    uint64_t elements = 0;
    uint32_t k = 0;
    for (uint32_t stride : strides) {
        elements += (k < loops.count ? loops.index[k] : 0) * uint64_t(stride);
        ++k;
    }
    return AddrRegister::Make(elements * kElemBytes, kElemBytes);
}

template <uint32_t kElemBytes>
inline AddrRegister UpdateAddrRegUnrewritten(const char* api, kern::SrcLoc loc)
{
    AscendC::Reg::detail::RequireVf(api, loc);
    if (kern::SanitizerEnabled()) {
        // rule memcheck.addr-reg-no-loops: asc_update_addr_reg_bN compiled without the loop indices the
        //   simulator's bisheng passes
        //   choice: the offset depends on the hardware loops' iteration counts, which only the driver's
        //   rewrite of the source gives the sim; an unknown offset cannot be emulated
        kern::Fail(ascsim::kern::Check::kMemcheck, api,
                   "the simulator needs the enclosing loops' indices, which its bisheng adds to each call in a "
                   ".asc source; compile this kernel with the simulator's bisheng",
                   loc, "UB");
    }
    return AddrRegister{};
}

} // namespace ascsim::capi

using addr_reg = ascsim::capi::AddrRegister;

#define ASCSIM_CAPI_UPDATE_ADDR_REG(name, BYTES)                                                                      \
    __simd_callee__ inline addr_reg name(ascsim::capi::LoopIndices loops, uint32_t offset0,                           \
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                     \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrReg<BYTES>(#name, loops, {offset0}, loc);                                      \
    }                                                                                                                 \
    __simd_callee__ inline addr_reg name(ascsim::capi::LoopIndices loops, uint32_t offset0, uint32_t offset1,         \
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                     \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrReg<BYTES>(#name, loops, {offset0, offset1}, loc);                             \
    }                                                                                                                 \
    __simd_callee__ inline addr_reg name(ascsim::capi::LoopIndices loops, uint32_t offset0, uint32_t offset1,         \
                                         uint32_t offset2, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())   \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrReg<BYTES>(#name, loops, {offset0, offset1, offset2}, loc);                    \
    }                                                                                                                 \
    __simd_callee__ inline addr_reg name(ascsim::capi::LoopIndices loops, uint32_t offset0, uint32_t offset1,         \
                                         uint32_t offset2, uint32_t offset3,                                          \
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                     \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrReg<BYTES>(#name, loops, {offset0, offset1, offset2, offset3}, loc);           \
    }                                                                                                                 \
    __simd_callee__ inline addr_reg name(uint32_t, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())           \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrRegUnrewritten<BYTES>(#name, loc);                                             \
    }                                                                                                                 \
    __simd_callee__ inline addr_reg name(uint32_t, uint32_t, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrRegUnrewritten<BYTES>(#name, loc);                                             \
    }                                                                                                                 \
    __simd_callee__ inline addr_reg name(uint32_t, uint32_t, uint32_t,                                                \
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                     \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrRegUnrewritten<BYTES>(#name, loc);                                             \
    }                                                                                                                 \
    __simd_callee__ inline addr_reg name(uint32_t, uint32_t, uint32_t, uint32_t,                                      \
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                     \
    {                                                                                                                 \
        return ascsim::capi::UpdateAddrRegUnrewritten<BYTES>(#name, loc);                                             \
    }

ASCSIM_CAPI_UPDATE_ADDR_REG(asc_update_addr_reg_b8, 1)
ASCSIM_CAPI_UPDATE_ADDR_REG(asc_update_addr_reg_b16, 2)
ASCSIM_CAPI_UPDATE_ADDR_REG(asc_update_addr_reg_b32, 4)
#undef ASCSIM_CAPI_UPDATE_ADDR_REG
