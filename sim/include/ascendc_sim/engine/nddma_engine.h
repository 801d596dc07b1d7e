// The NDDMA engine (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/DataCopy（GMToUB多维数据搬运NDDMA）.md;
// C-API/vector_datamove/asc_ndim_copy_gm2ub.md): the loop description the C++ MultiCopyParams carries and the
// copy both APIs run (basic_api/data_movement/data_copy_nd.h says what it does and checks). Kept apart from
// data_copy.h so that a C API translation unit reaches it without the C++ data-movement headers.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/engine/ub_copy_engine.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC {

template <uint8_t dim>
struct MultiCopyLoopInfo {
    static_assert(dim >= 1 && dim <= 5, "MultiCopy Dims must be between 1 and 5.");
    uint64_t loopSrcStride[dim] = {0};
    uint32_t loopDstStride[dim] = {0};
    uint32_t loopSize[dim] = {0};
    uint8_t loopLpSize[dim] = {0};
    uint8_t loopRpSize[dim] = {0};
};
template <uint8_t dim>
using NdDmaLoopInfo = MultiCopyLoopInfo<dim>;

namespace detail {
// The NDDMA engine (the C++ DataCopy with MultiCopyParams and the C API's asc_ndim_copy_gm2ub): `lp` / `rp`
// the paddings of each dimension as resolved; `requireDci`: the C++ page's NdDmaDci requirement (the C API's
// page names no such call).
template <typename T, uint8_t dim>
inline void NdDmaRun(const UbOperand<T>& dst, const T* src, const void* windowBase, size_t windowBytes,
                     uint8_t cacheMode, const MultiCopyLoopInfo<dim>& li, const uint32_t (&lp)[dim],
                     const uint32_t (&rp)[dim], const T& constantValue, bool nearest, bool requireDci, const char* api,
                     ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    uint64_t ext[dim];
    uint64_t positions = 1;
    for (uint8_t d = 0; d < dim; ++d) {
        ext[d] = uint64_t{lp[d]} + li.loopSize[d] + rp[d];
        positions *= ext[d];
    }
    if (SanitizerEnabled()) {
        for (uint8_t d = 0; d < dim; ++d) {
            if (li.loopSrcStride[d] >= (uint64_t{1} << 40) || li.loopDstStride[d] >= (1U << 20) ||
                li.loopSize[d] == 0 || li.loopSize[d] >= (1U << 20) || lp[d] > 255 || rp[d] > 255) {
                // rule memcheck.nddma-loop-range: NDDMA loop info outside its ranges (strides, loopSize, paddings of
                //     [0, 255])
                //   doc: B/Memory矢量计算/数据搬运/DataCopy（GMToUB多维数据搬运NDDMA）.md (参数说明)
                //   doc: B/Memory矢量计算/数据搬运/DataCopy（GMToUB多维数据搬运NDDMA）.md (约束说明)
                Fail(Check::kMemcheck, api,
                     "dimension " + std::to_string(d) + ": loopSrcStride " + std::to_string(li.loopSrcStride[d]) +
                         ", loopDstStride " + std::to_string(li.loopDstStride[d]) + ", loopSize " +
                         std::to_string(li.loopSize[d]) + ", padding " + std::to_string(lp[d]) + " / " +
                         std::to_string(rp[d]) +
                         " outside the 950 ranges (strides < 2^40 / 2^20, loopSize in [1, 2^20), padding <= 255)",
                     loc);
            }
        }
        if constexpr (sizeof(T) == 8) {
            uint64_t bits = 0;
            std::memcpy(&bits, &constantValue, sizeof(T));
            if (nearest || bits != 0) {
                // rule memcheck.nddma-b64-pad: NDDMA of b64 data with isNearestValueMode or a constantValue other than
                //     0
                //   doc: B/Memory矢量计算/数据搬运/DataCopy（GMToUB多维数据搬运NDDMA）.md (参数说明)
                Fail(Check::kMemcheck, api,
                     "b64 data: isNearestValueMode must be false and constantValue 0 "
                     "(DataCopy（GMToUB多维数据搬运NDDMA）.md)",
                     loc);
            }
        }
        if (requireDci && !XcoreNdDmaDci(false)) {
            // rule synccheck.nddma-dci: an NDDMA DataCopy on a core that has not called NdDmaDci
            //   doc: B/Memory矢量计算/数据搬运/DataCopy（GMToUB多维数据搬运NDDMA）.md (约束说明)
            //   doc: B/Memory矢量计算/数据搬运辅助配置接口/NdDmaDci.md (约束说明)
            Fail(Check::kSynccheck, api,
                 "NDDMA DataCopy without NdDmaDci on this core: the NDDMA cache may hold stale GM data (the page: "
                 "call NdDmaDci before the copy)",
                 loc);
        }
    }
    detail::RequireUbAligned(dst.Data(), api, loc);
    // Every destination position, with its source element (or padding).
    uint64_t maxDst = 0;
    for (uint8_t d = 0; d < dim; ++d) {
        maxDst += (ext[d] - 1) * li.loopDstStride[d];
    }
    const uint64_t seq = IssueDma(Pipe::MTE2, positions * sizeof(T), DmaGm{src, 0, cacheMode, api}, loc);
    std::vector<bool> taken(SanitizerEnabled() ? maxDst + 1 : 0, false);
    uint64_t idx[dim] = {};
    for (uint64_t n = 0; n < positions; ++n) {
        uint64_t dstOff = 0;
        uint64_t srcOff = 0;
        bool pad = false;
        for (uint8_t d = 0; d < dim; ++d) {
            dstOff += idx[d] * li.loopDstStride[d];
            const bool inData = idx[d] >= lp[d] && idx[d] < lp[d] + uint64_t{li.loopSize[d]};
            pad = pad || !inData;
            const uint64_t i = idx[d] < lp[d] ? 0 : (inData ? idx[d] - lp[d] : li.loopSize[d] - 1);
            srcOff += i * li.loopSrcStride[d];
        }
        if (SanitizerEnabled()) {
            if (taken[dstOff]) {
                // rule memcheck.nddma-overlap: NDDMA loops whose destination ranges interleave or overlap
                //   doc: B/Memory矢量计算/数据搬运/DataCopy（GMToUB多维数据搬运NDDMA）.md (约束说明)
                Fail(Check::kMemcheck, api,
                     "two positions of the loops land on destination element " + std::to_string(dstOff) +
                         " (the loops' address ranges must not interleave or overlap)",
                     loc, "UB", reinterpret_cast<uintptr_t>(dst.Data() + dstOff), sizeof(T));
            }
            taken[dstOff] = true;
        }
        dst.Declare(Pipe::MTE2, seq, dstOff, 1, true, api, loc);
        T v = constantValue;
        if (!pad || nearest) {
            const T* s = src + srcOff;
            AccessGm(Pipe::MTE2, seq, s, sizeof(T), false, windowBase, windowBytes, api, loc);
            std::memcpy(&v, s, sizeof(T));
        }
        std::memcpy(dst.Data() + dstOff, &v, sizeof(T));
        for (uint8_t d = 0; d < dim; ++d) { // next position, dimension 0 fastest
            if (++idx[d] < ext[d]) {
                break;
            }
            idx[d] = 0;
        }
    }
}
} // namespace detail

} // namespace AscendC
