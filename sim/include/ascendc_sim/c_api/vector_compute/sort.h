// The C API's sorts on Ascend 950, SDK include/c_api/vector_compute/vector_compute.h (the dav_3510
// asc_bitsort_impl / asc_mrgsort4_impl issue vbs / vmrgsort4):
//   asc_bitsort(_sync)   C-API/vector_compute/asc_bitsort.md: each repeat sorts 32 (score, index) pairs by
//                        score, descending, into 32 Region Proposals (256 bytes); src0 / src1 advance 32
//                        elements, dst 256 bytes per repeat; repeat in [0, 255] (0 sorts nothing).
//   asc_mrgsort4(_sync)  C-API/vector_compute/asc_mrgsort4.md: merges the first 2 / 3 / 4 sorted queues
//                        (valid_bit 3 / 7 / 15) into one, descending; repeat > 1 needs four queues of one
//                        length stored back to back, valid_bit 15 and if_exhausted_suspension false.
// They run on the engines of the C++ Sort32 / MrgSort (engine/sort_engine.h): the same proposal layout
// (half: score, 2 reserved bytes, index), order (equal scores keep their input order; NaN lowest, a sim
// choice the C++ spelling documents), VMS4_SR counts, written/taint state and timing (Sort32's and
// MrgSort's class: ops::AscBitsort, ops::AscMrgsort4). The checks are the C pages': dst and sources
// 32-byte aligned, no overlap of a destination with a source ("通用地址重叠约束": partial overlap is not
// supported, and a proposal output never overlaps its input 100%), valid_bit, repeat range, and the
// element lengths the instruction's field holds ([0, 4095], MrgSort.md).
// _sync forms ("同步计算"): the SDK's asc_sync_post_process, a barrier over every pipe, after the call.
// Not here: asc_get_vms4_sr (its page: Ascend 950 不支持; sim/docs/api_out_of_scope.tsv).
#pragma once

#include <array>
#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/ops/sort.h"
#include "ascendc_sim/engine/sort_engine.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/types/ub_operand.h"

// vector_compute.h's queue count (the SDK defines it in its utils_impl.h, included by that header).
constexpr uint8_t ASC_C_API_MRGSORT_ELEMENT_LEN = 4;

namespace AscendC::detail {

inline constexpr SortPage kAscBitsortPage{ascsim::ops::AscBitsort::kName, true};
inline constexpr SortPage kAscMrgsort4Page{ascsim::ops::AscMrgsort4::kName, true};

template <typename T>
inline void CApiBitsort(T* dst, T* src0, uint32_t* src1, int32_t repeat, ascsim::kern::SrcLoc loc)
{
    Sort32Run<T>(loc, UbOperand<T>::FromUbPointer(dst), UbOperand<T>::FromUbPointer(src0),
                 UbOperand<uint32_t>::FromUbPointer(src1), repeat, kAscBitsortPage);
}

template <typename T>
inline void CApiMrgsort4(T* dst, T* const* src, uint8_t repeat, uint16_t len0, uint16_t len1, uint16_t len2,
                         uint16_t len3, bool suspend, uint8_t validBit, ascsim::kern::SrcLoc loc)
{
    const UbOperand<T> d = UbOperand<T>::FromUbPointer(dst);
    // A queue past valid_bit is not read: the caller may leave its pointer unset.
    const int used = validBit == 3 ? 2 : (validBit == 7 ? 3 : 4);
    std::array<UbOperand<T>, 4> q{};
    for (int i = 0; i < 4; ++i) {
        q[i] = UbOperand<T>::FromUbPointer(i < used ? src[i] : src[0]);
    }
    const MrgSortGeom g{{len0, len1, len2, len3}, suspend, validBit, repeat};
    MrgSortRun<T>(loc, d, {&q[0], &q[1], &q[2], &q[3]}, g, kAscMrgsort4Page);
}

} // namespace AscendC::detail

#define ASCSIM_C_API_SORTS(T)                                                                                          \
    __aicore__ inline void asc_bitsort(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ uint32_t* src1, int32_t repeat,     \
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                        \
    {                                                                                                                  \
        AscendC::detail::CApiBitsort<T>(dst, src0, src1, repeat, loc);                                                 \
    }                                                                                                                  \
    __aicore__ inline void asc_bitsort_sync(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ uint32_t* src1,                \
                                            int32_t repeat, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())   \
    {                                                                                                                  \
        AscendC::detail::CApiBitsort<T>(dst, src0, src1, repeat, loc);                                                 \
        ascsim::kern::BarrierAll(loc);                                                                                 \
    }                                                                                                                  \
    __aicore__ inline void asc_mrgsort4(                                                                               \
        __ubuf__ T* dst, __ubuf__ T* src[ASC_C_API_MRGSORT_ELEMENT_LEN], uint8_t repeat, uint16_t element_length_0,    \
        uint16_t element_length_1, uint16_t element_length_2, uint16_t element_length_3, bool if_exhausted_suspension, \
        uint8_t valid_bit, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                                    \
    {                                                                                                                  \
        AscendC::detail::CApiMrgsort4<T>(dst, src, repeat, element_length_0, element_length_1, element_length_2,       \
                                         element_length_3, if_exhausted_suspension, valid_bit, loc);                   \
    }                                                                                                                  \
    __aicore__ inline void asc_mrgsort4_sync(                                                                          \
        __ubuf__ T* dst, __ubuf__ T* src[ASC_C_API_MRGSORT_ELEMENT_LEN], uint8_t repeat, uint16_t element_length_0,    \
        uint16_t element_length_1, uint16_t element_length_2, uint16_t element_length_3, bool if_exhausted_suspension, \
        uint8_t valid_bit, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())                                    \
    {                                                                                                                  \
        AscendC::detail::CApiMrgsort4<T>(dst, src, repeat, element_length_0, element_length_1, element_length_2,       \
                                         element_length_3, if_exhausted_suspension, valid_bit, loc);                   \
        ascsim::kern::BarrierAll(loc);                                                                                 \
    }

ASCSIM_C_API_SORTS(half)
ASCSIM_C_API_SORTS(float)

#undef ASCSIM_C_API_SORTS
