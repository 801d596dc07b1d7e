// GM <-> UB copies that convert between the ND and NZ layouts on the way, on a UbOperand and a raw GM
// address (so any spelling reaches them):
//   docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/DataCopy（GMToUB随路转换ND2NZ搬运）.md (表3: the
//       fields; 约束说明 表4: their ranges; the example: dValue not a whole C0 is padded with 0)
//   数据搬运/DataCopy（UBToGM随路转换NZ2ND搬运）.md (表3, 表4; dValue a multiple of 16)
// ND2NZ: element d of row n of ND matrix m (GM: m * srcNdMatrixStride + n * srcDValue + d) goes to
// m * dstNzMatrixStride + (d / C0) * dstNzC0Stride * C0 + n * dstNzNStride * C0 + d % C0 of the UB, C0 the
// elements of C0_SIZE (32 bytes; with enableSmallC0 and dValue <= 4, 4 * sizeof(T) bytes: 表1, the strides
// in C0_SIZE units taken literally); each row's last C0 is filled up with 0.
// NZ2ND: the fractal rows are 16 elements whatever the type (srcNStride "单位16个元素", srcNdMatrixStride
// "单位256（16 * 16）个元素"): element d of row n of NZ matrix m (UB: m * srcNdMatrixStride * 256 +
// (d / 16) * srcNStride * 16 + n * 16 + d % 16) goes to m * dstNdMatrixStride + n * dstDStride + d of GM.
// Both pages' examples (the 32 x 32 halves) are checked by tests/api/basic_api/test_nz_copy.cpp.
// The pages call both "软仿接口" (built from plain copies): ND2NZ on MTE2, NZ2ND on MTE3, one DMA each here.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/engine/ub_copy_engine.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

// Nd2NzParams' fields (basic_api/data_movement/data_copy_nz.h), in elements / C0_SIZE units as there.
struct Nd2NzShape {
    uint64_t ndNum, nValue, dValue, srcNdMatrixStride, srcDValue, dstNzC0Stride, dstNzNStride, dstNzMatrixStride;
};
// Nz2NdParamsFull's fields.
struct Nz2NdShape {
    uint64_t ndNum, nValue, dValue, srcNdMatrixStride, srcNStride, dstDStride, dstNdMatrixStride;
};
// The GM side: the tensor's window (racecheck / bounds) and CacheMode.
struct NzGm {
    const void* windowBase;
    size_t windowBytes;
    uint8_t cacheMode;
};

inline void RequireNd2NzRanges(const Nd2NzShape& p, const char* api, ascsim::kern::SrcLoc loc)
{
    RequireInRange(static_cast<int64_t>(p.ndNum), 0, 4095, "ndNum", api, loc); // 表4
    RequireInRange(static_cast<int64_t>(p.nValue), 0, 16384, "nValue", api, loc);
    RequireInRange(static_cast<int64_t>(p.dValue), 0, 65535, "dValue", api, loc);
    RequireInRange(static_cast<int64_t>(p.srcNdMatrixStride), 0, 65535, "srcNdMatrixStride", api, loc);
    RequireInRange(static_cast<int64_t>(p.srcDValue), 1, 65535, "srcDValue", api, loc);
    RequireInRange(static_cast<int64_t>(p.dstNzC0Stride), 1, 16384, "dstNzC0Stride", api, loc);
    RequireInRange(static_cast<int64_t>(p.dstNzNStride), 1, 16384, "dstNzNStride", api, loc);
    if (p.ndNum > 1) { // the page's own example passes 0 with one matrix, where the stride is unused
        RequireInRange(static_cast<int64_t>(p.dstNzMatrixStride), 1, 65535, "dstNzMatrixStride", api, loc);
    }
}

template <typename T>
inline void Nd2NzGmToUb(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const T* gm,
                        const NzGm& side, const Nd2NzShape& p, bool smallC0)
{
    using namespace ascsim::kern;
    RequireUbAligned(dst.Data(), api, loc);
    RequireNd2NzRanges(p, api, loc);
    const uint64_t c0 = smallC0 && p.dValue <= 4 ? 4 : kDataBlockBytes / sizeof(T);
    const uint64_t chunks = (p.dValue + c0 - 1) / c0;
    const uint64_t rows = p.ndNum * p.nValue;
    if (rows == 0 || p.dValue == 0) {
        return;
    }
    const uint64_t gmSpan = ((p.ndNum - 1) * p.srcNdMatrixStride + (p.nValue - 1) * p.srcDValue + p.dValue) * sizeof(T);
    const uint64_t seq = IssueDma(Pipe::MTE2, rows * chunks * c0 * sizeof(T), DmaGm{gm, gmSpan, side.cacheMode, api},
                                  loc);
    for (uint64_t m = 0; m < p.ndNum; ++m) {
        for (uint64_t n = 0; n < p.nValue; ++n) {
            const T* srcRow = gm + m * p.srcNdMatrixStride + n * p.srcDValue;
            for (uint64_t c = 0; c < chunks; ++c) {
                const uint64_t len = p.dValue - c * c0 < c0 ? p.dValue - c * c0 : c0;
                const uint64_t at = m * p.dstNzMatrixStride + c * p.dstNzC0Stride * c0 + n * p.dstNzNStride * c0;
                AccessGm(Pipe::MTE2, seq, srcRow + c * c0, len * sizeof(T), false, side.windowBase, side.windowBytes,
                         api, loc);
                dst.Declare(Pipe::MTE2, seq, at, c0, true, api, loc);
                T* d = dst.Data() + at;
                std::memcpy(d, srcRow + c * c0, len * sizeof(T));
                std::memset(static_cast<void*>(d + len), 0, (c0 - len) * sizeof(T)); // the page: padded with 0
            }
        }
    }
}

inline void RequireNz2NdRanges(const Nz2NdShape& p, const char* api, ascsim::kern::SrcLoc loc)
{
    RequireInRange(static_cast<int64_t>(p.ndNum), 0, 4095, "ndNum", api, loc); // 表4
    RequireInRange(static_cast<int64_t>(p.nValue), 1, 8192, "nValue", api, loc);
    RequireInRange(static_cast<int64_t>(p.dValue), 1, 8192, "dValue", api, loc);
    RequireInRange(static_cast<int64_t>(p.srcNdMatrixStride), 1, 512, "srcNdMatrixStride", api, loc);
    RequireInRange(static_cast<int64_t>(p.srcNStride), 0, 4096, "srcNStride", api, loc);
    RequireInRange(static_cast<int64_t>(p.dstDStride), 1, 65535, "dstDStride", api, loc);
    RequireInRange(static_cast<int64_t>(p.dstNdMatrixStride), 1, 65535, "dstNdMatrixStride", api, loc);
    if (ascsim::kern::SanitizerEnabled() && p.dValue % 16 != 0) {
        // rule memcheck.nz2nd-dvalue: an NZ2ND DataCopy whose dValue is not a multiple of 16
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（UBToGM随路转换NZ2ND搬运）.md (参数说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "dValue " + std::to_string(p.dValue) + " is not a multiple of 16 (Nz2NdParamsFull)", loc);
    }
}

template <typename T>
inline void Nz2NdUbToGm(const char* api, ascsim::kern::SrcLoc loc, T* gm, const NzGm& side, const UbOperand<T>& src,
                        const Nz2NdShape& p)
{
    using namespace ascsim::kern;
    RequireUbAligned(src.Data(), api, loc);
    RequireNz2NdRanges(p, api, loc);
    constexpr uint64_t kFrac = 16;
    const uint64_t chunks = p.dValue / kFrac + (p.dValue % kFrac != 0 ? 1 : 0);
    if (p.ndNum == 0 || p.nValue == 0 || p.dValue == 0) {
        return;
    }
    const uint64_t gmSpan = ((p.ndNum - 1) * p.dstNdMatrixStride + (p.nValue - 1) * p.dstDStride + p.dValue) *
                            sizeof(T);
    const uint64_t seq = IssueDma(Pipe::MTE3, p.ndNum * p.nValue * p.dValue * sizeof(T),
                                  DmaGm{gm, gmSpan, side.cacheMode, api}, loc);
    for (uint64_t m = 0; m < p.ndNum; ++m) {
        for (uint64_t n = 0; n < p.nValue; ++n) {
            T* dstRow = gm + m * p.dstNdMatrixStride + n * p.dstDStride;
            for (uint64_t c = 0; c < chunks; ++c) {
                const uint64_t len = p.dValue - c * kFrac < kFrac ? p.dValue - c * kFrac : kFrac;
                const uint64_t at = m * p.srcNdMatrixStride * kFrac * kFrac + c * p.srcNStride * kFrac + n * kFrac;
                src.Declare(Pipe::MTE3, seq, at, len, false, api, loc);
                AccessGm(Pipe::MTE3, seq, dstRow + c * kFrac, len * sizeof(T), true, side.windowBase, side.windowBytes,
                         api, loc);
                GmStore(dstRow + c * kFrac, src.Data() + at, len * sizeof(T)); // with the DMA atomic when one is set
            }
        }
    }
}

} // namespace AscendC::detail
