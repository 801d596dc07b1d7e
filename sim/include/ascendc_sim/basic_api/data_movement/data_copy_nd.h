// Multi-dimensional data movement: DataCopy with NdDmaParams (NDDMA, GM -> UB) and NdDmaDci
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/DataCopy（GMToUB多维数据搬运NDDMA）.md,
// 数据搬运辅助配置接口/NdDmaDci.md), and DataCopy with SliceInfo both ways
// (数据搬运/DataCopy（GM与UB切片数据搬运）.md); structures as include/basic_api/kernel_struct_data_copy.h.
//
// NDDMA: dim nested loops, index 0 innermost. Along dimension d the destination holds loopLpSize[d]
// padding elements, loopSize[d] data elements and loopRpSize[d] padding elements, loopDstStride[d]
// elements apart; data element i of dimension d comes from loopSrcStride[d] * i. A position that is
// padding in any dimension takes constantValue, or with isNearestValueMode the source element nearest
// to it (each coordinate clamped into its data range). One MTE2 instruction. Checked (memcheck): the
// 950 ranges of the page (strides < 2^40 / 2^20, loopSize in [1, 2^20), padding <= 255), b64 types
// without nearest mode and with constantValue 0, destination positions that coincide ("不同循环间的
// 地址空间不能交织或者重叠"). synccheck: an NDDMA copy on a core that never called NdDmaDci (the page
// asks for the NDDMA cache to be refreshed before the copy). Docs-silent choice: the page names
// VECIN as the destination, the official sample passes LocalMemAllocator's VECCALC tensor: any UB
// position is accepted.
//
// SliceInfo (a "软仿接口" on hardware): one DataCopy per row of the outer dimensions, each moving the
// innermost dimension's segments of burstLen 32-byte blocks; the segment count and length come from
// the source's innermost SliceInfo, the GM side's gap is its stride in elements, the UB side's gap is
// its stride rounded down to whole blocks (as the 3510 implementation passes them on). Checked:
// burstLen 1 beyond the first dimension, shapeValue given (the sim's tensors carry no ShapeInfo), as
// many destination rows as source rows, 32-byte aligned UB rows, the UB / GM bounds of every segment.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/basic_api/data_movement/data_copy.h"
#include "ascendc_sim/engine/nddma_engine.h"
#include "ascendc_sim/types/global_tensor.h"
#include "ascendc_sim/types/local_tensor.h"

namespace AscendC {

// ---- NDDMA -------------------------------------------------------------------------------------------------

struct NdDmaConfig {
    static constexpr uint16_t unsetPad = 0xffff;
    bool isNearestValueMode = false;
    uint16_t loopLpSize = unsetPad; // left padding of every dimension ([0, 255]) or unsetPad
    uint16_t loopRpSize = unsetPad; // right padding of every dimension ([0, 255]) or unsetPad
    bool ascOptimize = false;       // reserved
};
using MultiCopyConfig = NdDmaConfig;
inline constexpr NdDmaConfig kDefaultNdDmaConfig = {false, NdDmaConfig::unsetPad, NdDmaConfig::unsetPad, false};
inline constexpr NdDmaConfig kDefaultMultiCopyConfig = kDefaultNdDmaConfig;

template <typename T, uint8_t dim>
struct MultiCopyParams {
    MultiCopyLoopInfo<dim> loopInfo;
    T constantValue;
};
template <typename T, uint8_t dim>
using NdDmaParams = MultiCopyParams<T, dim>;

// NdDmaDci: refresh the NDDMA data cache (one scalar instruction in the sim).
__aicore__ inline void NdDmaDci(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("NdDmaDci", loc);
    ascsim::kern::XcoreNdDmaDci(true);
}

template <typename T, uint8_t dim, const NdDmaConfig& config = kDefaultNdDmaConfig>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src,
                                const MultiCopyParams<T, dim>& params,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const auto& li = params.loopInfo;
    uint32_t lp[dim];
    uint32_t rp[dim];
    for (uint8_t d = 0; d < dim; ++d) {
        lp[d] = config.loopLpSize != NdDmaConfig::unsetPad ? config.loopLpSize : li.loopLpSize[d];
        rp[d] = config.loopRpSize != NdDmaConfig::unsetPad ? config.loopRpSize : li.loopRpSize[d];
    }
    detail::NdDmaRun<T, dim>(dst, src.GetPhyAddr(), src.WindowBase(), src.WindowBytes(),
                             static_cast<uint8_t>(src.L2Mode()), li, lp, rp, params.constantValue,
                             config.isNearestValueMode, true, "DataCopy(NDDMA)", loc);
}

// ---- SliceInfo -----------------------------------------------------------------------------------------------

inline constexpr int32_t K_MAX_DIM = 8;

struct SliceInfo {
    __aicore__ SliceInfo() {}
    __aicore__ SliceInfo(const uint32_t startIndexIn, const uint32_t endIndexIn, const uint32_t strideIn,
                         const uint32_t burstLenIn, const uint32_t shapeValueIn = 0)
        : startIndex(startIndexIn),
          endIndex(endIndexIn),
          stride(strideIn),
          burstLen(burstLenIn),
          shapeValue(shapeValueIn)
    {}
    uint32_t startIndex = 0;
    uint32_t endIndex = 32 - 1;
    uint32_t stride = 0;
    uint32_t burstLen = 32;
    uint32_t shapeValue = 0;
};

namespace detail::slice {

// Element offsets of the rows (every combination of the outer dimensions' slices) from the slice's
// first element, and that first element's offset.
inline std::vector<uint64_t> Rows(const SliceInfo info[], uint32_t dimValue, uint64_t* start)
{
    std::vector<uint64_t> rows(1, 0);
    uint64_t size = 1;
    *start = info[0].startIndex;
    for (uint32_t d = 1; d < dimValue; ++d) {
        size *= info[d - 1].shapeValue;
        *start += size * info[d].startIndex;
        const uint64_t count = (uint64_t{info[d].endIndex} - info[d].startIndex + 1 + info[d].stride) /
                               (uint64_t{info[d].stride} + 1);
        const size_t before = rows.size();
        for (uint64_t j = 1; j < count; ++j) {
            for (size_t k = 0; k < before; ++k) {
                rows.push_back(rows[k] + j * (uint64_t{info[d].stride} + 1) * size);
            }
        }
    }
    return rows;
}

inline void Check(const SliceInfo dstInfo[], const SliceInfo srcInfo[], uint32_t dimValue, const char* api,
                  ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    if (!SanitizerEnabled()) {
        return;
    }
    if (dimValue == 0 || dimValue > static_cast<uint32_t>(K_MAX_DIM)) {
        // rule memcheck.slice-dim: slice DataCopy with dimValue outside [1, 8]
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB切片数据搬运）.md (约束说明)
        Fail(Check::kMemcheck, api, "dimValue " + std::to_string(dimValue) + " outside [1, 8]", loc);
    }
    for (uint32_t d = 0; d < dimValue; ++d) {
        for (const SliceInfo* info : {&srcInfo[d], &dstInfo[d]}) {
            if (info->shapeValue == 0) {
                // rule memcheck.slice-shape-zero: SliceInfo::shapeValue 0
                //   choice: not modelled: the sim's tensors carry no ShapeInfo to take the shape from; the page
                //   (约束说明)
                //       asks startIndex < endIndex <= shapeValue, so 0 is never valid
                Fail(Check::kMemcheck, api,
                     "SliceInfo::shapeValue is 0: the sim's tensors carry no ShapeInfo to take the shape from", loc);
            }
            if (d > 0 && info->burstLen != 1) {
                // rule memcheck.slice-burstlen: SliceInfo::burstLen other than 1 beyond the first dimension
                //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB切片数据搬运）.md (约束说明)
                //   cpudebug: kernel_data_copy_slice_check.cpp (CheckSliceInfoParamters)
                Fail(Check::kMemcheck, api,
                     "burstLen " + std::to_string(info->burstLen) + " in dimension " + std::to_string(d) +
                         ": beyond the first dimension it must be 1 (DataCopy（GM与UB切片数据搬运）.md 表3)",
                     loc);
            }
            if (info->endIndex < info->startIndex || info->endIndex >= info->shapeValue) {
                // rule memcheck.slice-index-range: SliceInfo start/end indices outside the dimension
                //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB切片数据搬运）.md (约束说明)
                //   exempt: the page writes endIndex <= shapeValue; the sim takes endIndex as inclusive (its formula
                //       endIndex - startIndex + 1), so endIndex == shapeValue would read past the dimension and is a
                //       finding
                //   cpudebug: kernel_data_copy_slice_check.cpp (CheckSliceInfoParamters)
                Fail(Check::kMemcheck, api,
                     "SliceInfo [" + std::to_string(info->startIndex) + ", " + std::to_string(info->endIndex) +
                         "] outside the dimension's " + std::to_string(info->shapeValue) + " elements",
                     loc);
            }
        }
    }
}

} // namespace detail::slice

// GM -> UB with SliceInfo.
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const SliceInfo dstSliceInfo[],
                                const SliceInfo srcSliceInfo[], const uint32_t dimValue = 1,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    const char* api = "DataCopy(GM->UB, SliceInfo)";
    detail::slice::Check(dstSliceInfo, srcSliceInfo, dimValue, api, loc);
    uint64_t srcStart = 0;
    uint64_t dstStart = 0;
    const std::vector<uint64_t> srcRows = detail::slice::Rows(srcSliceInfo, dimValue, &srcStart);
    const std::vector<uint64_t> dstRows = detail::slice::Rows(dstSliceInfo, dimValue, &dstStart);
    if (SanitizerEnabled() && dstRows.size() < srcRows.size()) {
        // rule memcheck.slice-rows: a slice copy whose destination slices hold fewer rows than the source slices
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB切片数据搬运）.md (约束说明)
        //   cpudebug: kernel_data_copy_slice_check.cpp (CheckDataCopyInstrsNum)
        Fail(
            Check::kMemcheck, api,
            std::to_string(srcRows.size()) + " source rows but " + std::to_string(dstRows.size()) + " destination rows",
            loc);
    }
    constexpr uint64_t c0 = 32 / sizeof(T);
    const uint64_t burst = uint64_t{srcSliceInfo[0].burstLen} * c0; // elements per segment
    const uint64_t segments = (uint64_t{srcSliceInfo[0].endIndex} - srcSliceInfo[0].startIndex + 1 +
                               srcSliceInfo[0].stride) /
                              (burst + srcSliceInfo[0].stride);
    const uint64_t srcGap = srcSliceInfo[0].stride;                                 // GM: elements
    const uint64_t dstGap = uint64_t{dstSliceInfo[0].stride} * sizeof(T) / 32 * c0; // UB: whole blocks
    for (size_t r = 0; r < srcRows.size(); ++r) {
        const uint64_t s0 = srcStart + srcRows[r];
        const uint64_t d0 = dstStart + dstRows[r];
        detail::RequireUbAligned(dst.Data() + d0, api, loc);
        const uint64_t seq = IssueDma(Pipe::MTE2, segments * burst * sizeof(T),
                                      DmaGm{src.GetPhyAddr() + s0, 0, static_cast<uint8_t>(src.L2Mode()), api}, loc);
        for (uint64_t b = 0; b < segments; ++b) {
            const T* s = src.GetPhyAddr() + s0 + b * (burst + srcGap);
            const uint64_t d = d0 + b * (burst + dstGap);
            AccessGm(Pipe::MTE2, seq, s, burst * sizeof(T), false, src.WindowBase(), src.WindowBytes(), api, loc);
            dst.Declare(Pipe::MTE2, seq, d, burst, true, api, loc);
            std::memcpy(dst.Data() + d, s, burst * sizeof(T));
        }
    }
}

// UB -> GM with SliceInfo (the DMA atomic applies).
template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src, const SliceInfo dstSliceInfo[],
                                const SliceInfo srcSliceInfo[], const uint32_t dimValue = 1,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    const char* api = "DataCopy(UB->GM, SliceInfo)";
    detail::slice::Check(dstSliceInfo, srcSliceInfo, dimValue, api, loc);
    detail::RequireUbToGmSource(src, api, loc);
    uint64_t srcStart = 0;
    uint64_t dstStart = 0;
    const std::vector<uint64_t> srcRows = detail::slice::Rows(srcSliceInfo, dimValue, &srcStart);
    const std::vector<uint64_t> dstRows = detail::slice::Rows(dstSliceInfo, dimValue, &dstStart);
    if (SanitizerEnabled() && dstRows.size() < srcRows.size()) {
        // see rule memcheck.slice-rows
        Fail(
            Check::kMemcheck, api,
            std::to_string(srcRows.size()) + " source rows but " + std::to_string(dstRows.size()) + " destination rows",
            loc);
    }
    constexpr uint64_t c0 = 32 / sizeof(T);
    const uint64_t burst = uint64_t{srcSliceInfo[0].burstLen} * c0;
    const uint64_t segments = (uint64_t{srcSliceInfo[0].endIndex} - srcSliceInfo[0].startIndex + 1 +
                               srcSliceInfo[0].stride) /
                              (burst + srcSliceInfo[0].stride);
    const uint64_t srcGap = uint64_t{srcSliceInfo[0].stride} * sizeof(T) / 32 * c0; // UB: whole blocks
    const uint64_t dstGap = dstSliceInfo[0].stride;                                 // GM: elements
    for (size_t r = 0; r < srcRows.size(); ++r) {
        const uint64_t s0 = srcStart + srcRows[r];
        const uint64_t d0 = dstStart + dstRows[r];
        detail::RequireUbAligned(src.Data() + s0, api, loc);
        const uint64_t seq = IssueDma(Pipe::MTE3, segments * burst * sizeof(T),
                                      DmaGm{dst.GetPhyAddr(0) + d0, 0, static_cast<uint8_t>(dst.L2Mode()), api}, loc);
        for (uint64_t b = 0; b < segments; ++b) {
            const uint64_t s = s0 + b * (burst + srcGap);
            T* d = dst.GetPhyAddr(0) + d0 + b * (burst + dstGap);
            src.Declare(Pipe::MTE3, seq, s, burst, false, api, loc);
            StoreGm(Pipe::MTE3, seq, d, src.Data() + s, burst * sizeof(T), dst.WindowBase(), dst.WindowBytes(), api,
                    loc);
        }
    }
}

} // namespace AscendC
