// The C API's unaligned moves (docs/zh/api/SIMD-API/C-API/reg/reg_load/asc_loadunalign_pre.md,
// asc_loadunalign.md, asc_loadunalign_postupdate.md, asc_load.md; reg_store/asc_storeunalign.md,
// asc_storeunalign_postupdate.md, asc_storeunalign_post.md, asc_storeunalign_post_postupdate.md,
// asc_store.md; reg_data_types/data_type_definition.md 非对齐寄存器; SDK reg_load.h, reg_store.h):
//   vector_load_unalign / vector_store_unalign   the 32-byte unaligned register (the C++ API's UnalignReg)
//   asc_loadunalign_pre(ureg, src)               ureg = the DataBlock holding src
//   asc_loadunalign(dst, ureg, src)              VL bytes from src
//   asc_loadunalign_postupdate(dst, ureg, src&, count)  the same, then src += count elements
//   asc_load(dst, src)                           pre + load with a register of its own
//   asc_storeunalign(dst, ureg, src, count)      count elements to dst: the bytes up to the last 32-byte
//                                                boundary written, the tail kept in ureg
//   asc_storeunalign_postupdate(dst&, ureg, src, count)  the same, then dst += count
//   asc_storeunalign_post(dst, ureg[, offset]) / _post_postupdate(dst&, ureg, offset)  ureg's tail written
//                                                (搬运原理: "将尾块从非对齐寄存器搬出至UB"); _postupdate
//                                                then moves dst by offset elements
//   asc_store(dst, src[, count])                 a VL (or count elements) to an unaligned address
// The engines are the C++ API's (engine/reg_unaligned.h), with its findings (a load outside ureg's
// DataBlock, a tail never written when the VF returns, ...). Where the docs are silent: the tail goes
// where the register's own record says (the page calls dst the destination's start, and the
// data_type_definition.md example passes the un-advanced start with offset 0), so the post forms do
// not check dst against it; ureg is taken by reference (the SDK passes it by value to the post forms,
// where a copy would leave the original's tail unwritten).
// Not modelled here: the addr_reg forms, the AR forms (asc_storeunalign_postupdate(dst, ureg, src)
// without a count, and its vector_bool form).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/reg_unaligned.h"

using vector_load_unalign = AscendC::Reg::detail::UnalignRegState;
using vector_store_unalign = AscendC::Reg::detail::UnalignRegState;

#define ASCSIM_CAPI_UNALIGNED_TYPES \
    int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_loadunalign_pre(vector_load_unalign& dst, __ubuf__ T* src,
                                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::DoLoadUnAlignPre(dst, src, "asc_loadunalign_pre", loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_loadunalign(ascsim::capi::vreg<T>& dst, vector_load_unalign& src0, __ubuf__ T* src1,
                                            ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace d = AscendC::Reg::detail;
    d::DoLoadUnAlign<T>(dst, src0, src1, d::AddrOf(src1) + d::kVL, 0, false, "asc_loadunalign", loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_loadunalign_postupdate(ascsim::capi::vreg<T>& dst, vector_load_unalign& src0,
                                                       __ubuf__ T*& src1, uint32_t count,
                                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace d = AscendC::Reg::detail;
    T* const next = src1 + count;
    d::DoLoadUnAlign<T>(dst, src0, src1, d::AddrOf(next), count, true, "asc_loadunalign_postupdate", loc);
    src1 = next;
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_load(ascsim::capi::vreg<T>& dst, __ubuf__ T* src,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace d = AscendC::Reg::detail;
    vector_load_unalign ureg;
    d::DoLoadUnAlignPre(ureg, src, "asc_load", loc);
    d::DoLoadUnAlign<T>(dst, ureg, src, d::AddrOf(src) + d::kVL, 0, false, "asc_load", loc);
}

template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_storeunalign(__ubuf__ T* dst, vector_store_unalign& src0, ascsim::capi::vreg<T> src1,
                                             uint32_t count, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace d = AscendC::Reg::detail;
    d::DoStoreUnAlign<T>(d::AddrOf(dst), src1, src0, count, "asc_storeunalign", loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_storeunalign_postupdate(__ubuf__ T*& dst, vector_store_unalign& src0,
                                                        ascsim::capi::vreg<T> src1, uint32_t count,
                                                        ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace d = AscendC::Reg::detail;
    d::DoStoreUnAlign<T>(d::AddrOf(dst), src1, src0, count, "asc_storeunalign_postupdate", loc);
    dst += count;
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_storeunalign_post(__ubuf__ T* dst, vector_store_unalign& src, int32_t offset = 0,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    (void)dst;
    (void)offset; // the tail's address is the register's (see the file comment)
    AscendC::Reg::detail::FlushStore(src, 0, "asc_storeunalign_post", loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_storeunalign_post_postupdate(__ubuf__ T*& dst, vector_store_unalign& src,
                                                             int32_t offset,
                                                             ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    AscendC::Reg::detail::FlushStore(src, 0, "asc_storeunalign_post_postupdate", loc);
    dst += offset;
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_store(__ubuf__ T* dst, ascsim::capi::vreg<T> src,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace d = AscendC::Reg::detail;
    vector_store_unalign ureg;
    d::DoStoreUnAlign<T>(d::AddrOf(dst), src, ureg, ascsim::capi::vreg<T>::kLanes, "asc_store", loc);
    d::FlushStore(ureg, 0, "asc_store", loc);
}
template <typename T, ASCSIM_CAPI_TYPES(T, ASCSIM_CAPI_UNALIGNED_TYPES)>
__simd_callee__ inline void asc_store(__ubuf__ T* dst, ascsim::capi::vreg<T> src, uint32_t count,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    namespace d = AscendC::Reg::detail;
    vector_store_unalign ureg;
    d::DoStoreUnAlign<T>(d::AddrOf(dst), src, ureg, count, "asc_store", loc);
    d::FlushStore(ureg, 0, "asc_store", loc);
}
#undef ASCSIM_CAPI_UNALIGNED_TYPES
