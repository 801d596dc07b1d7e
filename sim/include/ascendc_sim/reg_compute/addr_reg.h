// AddrReg, the address-offset register, and the LoadAlign / StoreAlign forms that take one
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/寄存器数据类型/AddrReg.md;
//  Reg数据搬入/连续对齐搬入（LoadAlign）.md and Reg数据搬出/连续对齐搬出（StoreAlign）.md, the
//  "使用AddrReg存储偏移量接口" prototypes; declared in include/basic_api/reg_compute/
//  kernel_reg_compute_addrreg_intf.h and kernel_reg_compute_datacopy_intf.h).
//
//   CreateAddrReg<T>(index0, stride0 [, index1, stride1 [, index2, stride2 [, index3, stride3]]])
//       offset = Σ index_k * stride_k elements of T (AddrReg.md's pseudocode). On hardware the
//       register is bound to the enclosing hardware loops and steps by the strides on its own; the
//       sim computes the documented value from the indices the kernel passes.
//   LoadAlign<T, dist>(dstReg, srcAddr, AddrReg offset)     reads at srcAddr + offset
//   StoreAlign<T, dist>(dstAddr, srcReg, AddrReg offset, mask) writes at dstAddr + offset
// Both take RegTraitNumOne registers only (the SDK's static_assert). Checks (memcheck): the access
// as the plain form checks it at the final address; "AddrReg寄存器中存储的偏移量 * sizeof(T)的对齐约束"
// (the dist's alignment) on the offset itself; an AddrReg never created. Where the docs are silent:
// an AddrReg created for one element size and used by an access of another (the doc counts the
// offset in elements of CreateAddrReg's T and never says which T converts it to bytes): memcheck
// finding, the stricter reading.
// Cost: CreateAddrReg is not in 附录/Reg矢量计算接口指令单双发汇总.md (it programs the hardware loops'
// address generator) and costs nothing, like LocalMemBar; the accesses cost what their plain forms do.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/engine/reg_addr_offset.h"
#include "ascendc_sim/reg_compute/load_store.h"

namespace AscendC::Reg {

class AddrReg {
public:
    __simd_callee__ inline AddrReg() = default;

    // ---- used by the sim's Reg APIs and tests, not part of the Ascend C surface --------------
    uint64_t Bytes() const { return bytes_; }
    uint32_t ElemBytes() const { return elemBytes_; }
    bool Created() const { return elemBytes_ != 0; }
    static AddrReg Make(uint64_t bytes, uint32_t elemBytes)
    {
        AddrReg a;
        a.bytes_ = bytes;
        a.elemBytes_ = elemBytes;
        return a;
    }

private:
    uint64_t bytes_ = 0;
    uint32_t elemBytes_ = 0; // sizeof(T) of CreateAddrReg<T>; 0: never created
};

namespace detail {

template <typename T>
inline AddrReg MakeAddrReg(uint64_t elements, ascsim::kern::SrcLoc loc)
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "CreateAddrReg: b8 / b16 / b32 / b64 types (AddrReg.md)");
    // Not a vector instruction (it makes a scalar offset, ticks nothing in the VF): no op-table row.
    RequireVf("CreateAddrReg", loc);
    return AddrReg::Make(elements * sizeof(T), sizeof(T));
}

// The byte offset an access of `elemBytes`-byte elements takes from `a`, after the checks the C API's
// addr_reg shares (engine/reg_addr_offset.h).
inline uint64_t AddrRegOffset(const AddrReg& a, uint32_t elemBytes, uint32_t align, const char* api,
                              ascsim::kern::SrcLoc loc)
{
    static constexpr AddrRegNames kNames{"AddrReg", "CreateAddrReg", "AddrReg.md"};
    return CheckedAddrRegBytes(a.Bytes(), a.ElemBytes(), elemBytes, align, kNames, api, loc);
}

template <typename T>
inline T* Offset(T* p, uint64_t bytes)
{
    return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(p) + bytes);
}

} // namespace detail

// ---- CreateAddrReg (寄存器数据类型/AddrReg.md) -----------------------------------------------------
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return detail::MakeAddrReg<T>(uint64_t(index0) * stride0, loc);
}
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0, uint16_t index1, uint32_t stride1,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return detail::MakeAddrReg<T>(uint64_t(index0) * stride0 + uint64_t(index1) * stride1, loc);
}
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0, uint16_t index1, uint32_t stride1,
                                             uint16_t index2, uint32_t stride2,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return detail::MakeAddrReg<T>(uint64_t(index0) * stride0 + uint64_t(index1) * stride1 + uint64_t(index2) * stride2,
                                  loc);
}
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0, uint16_t index1, uint32_t stride1,
                                             uint16_t index2, uint32_t stride2, uint16_t index3, uint32_t stride3,
                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    return detail::MakeAddrReg<T>(uint64_t(index0) * stride0 + uint64_t(index1) * stride1 + uint64_t(index2) * stride2 +
                                      uint64_t(index3) * stride3,
                                  loc);
}

// ---- LoadAlign / StoreAlign with an AddrReg (连续对齐搬入（LoadAlign）.md, 连续对齐搬出（StoreAlign）.md) ---
template <typename T = DefaultType, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr, AddrReg offset,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(U::REG_NUM == 1, "LoadAlign: the AddrReg form takes RegTraitNumOne registers only");
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), detail::LoadShape(dist).align, "LoadAlign", loc);
    detail::DoLoad<T, dist>(dstReg, detail::Offset(srcAddr, off), "LoadAlign", loc);
}

template <typename T = DefaultType, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, AddrReg offset, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(U::REG_NUM == 1, "StoreAlign: the AddrReg form takes RegTraitNumOne registers only");
    const uint64_t off = detail::AddrRegOffset(offset, sizeof(T), detail::StoreShapeOf(dist).align, "StoreAlign", loc);
    detail::DoStore<T, dist>(detail::Offset(dstAddr, off), srcReg, mask, "StoreAlign", loc);
}

} // namespace AscendC::Reg
