// The checks both APIs' address registers make when an access takes its offset: the C++ Reg API's
// AddrReg (寄存器数据类型/AddrReg.md, reg_compute/addr_reg.h) and the C API's addr_reg
// (C-API/reg/reg_data_types/asc_update_addr_reg.md and data_type_definition.md 地址寄存器,
// c_api/reg_compute/reg_addr.h). Each register holds a byte offset and the element size its creator
// counted in; the names in the findings are the calling API's own.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"

namespace AscendC::Reg::detail {

// How one API spells its address register in findings.
struct AddrRegNames {
    const char* reg;     // "AddrReg" / "addr_reg"
    const char* creator; // "CreateAddrReg" / "asc_update_addr_reg_bN"
    const char* doc;     // the page that counts the offset in elements
};

// The byte offset `bytes` (created for `createdElemBytes`-byte elements; 0: never created) that an access
// of `elemBytes`-byte elements with alignment `align` takes, after the checks.
inline uint64_t CheckedAddrRegBytes(uint64_t bytes, uint32_t createdElemBytes, uint32_t elemBytes, uint32_t align,
                                    const AddrRegNames& n, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    if (SanitizerEnabled()) {
        // rule memcheck.addr-reg-unset: an address register (AddrReg / addr_reg) used before anything set it
        //   choice: the pages never define a register nobody set; its offset, and so the address, is unknown
        if (createdElemBytes == 0) {
            Fail(Check::kMemcheck, api, std::string(n.reg) + " used before " + n.creator + " set it", loc, "UB");
        }
        // rule memcheck.addr-reg-elem-size: an address register set for one element size used by an access
        //   of another
        //   choice: AddrReg.md and asc_update_addr_reg.md count the offset in elements of the creator's
        //   type (b8 / b16 / b32) and never say which size converts it to bytes; the stricter reading
        if (createdElemBytes != elemBytes) {
            Fail(Check::kMemcheck, api,
                 std::string(n.reg) + " created by " + n.creator + " for " + std::to_string(createdElemBytes) +
                     "-byte elements used by an access of " + std::to_string(elemBytes) + "-byte elements (" + n.doc +
                     " counts the offset in elements of " + n.creator + "'s T)",
                 loc, "UB");
        }
        // rule memcheck.addr-reg-align: an address register offset * sizeof(T) off the access mode's alignment
        //   doc: B/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md (约束说明)
        //   doc: B/Reg矢量计算/Reg数据搬出/连续对齐搬出（StoreAlign）.md (约束说明)
        if (bytes % align != 0) {
            Fail(Check::kMemcheck, api,
                 std::string(n.reg) + " offset * sizeof(T) = " + std::to_string(bytes) + " bytes is not " +
                     std::to_string(align) + "-byte aligned",
                 loc, "UB");
        }
    }
    return bytes;
}

} // namespace AscendC::Reg::detail
