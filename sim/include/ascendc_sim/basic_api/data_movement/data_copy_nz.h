// DataCopy with an ND <-> NZ conversion on the way (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/
// DataCopy（GMToUB随路转换ND2NZ搬运）.md, DataCopy（UBToGM随路转换NZ2ND搬运）.md), the structures as the SDK
// declares them for arch 3510 (include/basic_api/kernel_struct_data_copy.h:259-333; the DataCopy overloads
// kernel_operator_data_copy_intf.h:74-80 and 262-263). The layouts, ranges and padding: engine/nz_copy_engine.h.
// Not here: the UB -> L1 (TSCM) Nd2NzParams overload, a Cube-core path.
#pragma once

#include <cstdint>

#include "ascendc_sim/basic_api/data_movement/data_copy.h"
#include "ascendc_sim/engine/nz_copy_engine.h"

namespace AscendC {

struct Nd2NzParams {
    __aicore__ Nd2NzParams() {}
    __aicore__ Nd2NzParams(const uint16_t ndNumIn, const uint16_t nValueIn, const uint32_t dValueIn,
                           const uint64_t srcNdMatrixStrideIn, const uint64_t srcDValueIn,
                           const uint16_t dstNzC0StrideIn, const uint16_t dstNzNStrideIn,
                           const uint32_t dstNzMatrixStrideIn)
        : ndNum(ndNumIn),
          nValue(nValueIn),
          dValue(dValueIn),
          srcNdMatrixStride(srcNdMatrixStrideIn),
          srcDValue(srcDValueIn),
          dstNzC0Stride(dstNzC0StrideIn),
          dstNzNStride(dstNzNStrideIn),
          dstNzMatrixStride(dstNzMatrixStrideIn)
    {}
    uint16_t ndNum = 0;
    uint16_t nValue = 0;
    uint32_t dValue = 0;
    uint64_t srcNdMatrixStride = 0;
    uint64_t srcDValue = 0;
    uint16_t dstNzC0Stride = 0;
    uint16_t dstNzNStride = 0;
    uint32_t dstNzMatrixStride = 0;
};

struct Nz2NdParamsFull {
    __aicore__ Nz2NdParamsFull() {}
    __aicore__ Nz2NdParamsFull(const uint16_t ndNumIn, const uint16_t nValueIn, const uint16_t dValueIn,
                               const uint16_t srcNdMatrixStrideIn, const uint16_t srcNStrideIn,
                               const uint16_t dstDStrideIn, const uint16_t dstNdMatrixStrideIn)
        : ndNum(ndNumIn),
          nValue(nValueIn),
          dValue(dValueIn),
          srcNdMatrixStride(srcNdMatrixStrideIn),
          srcNStride(srcNStrideIn),
          dstDStride(dstDStrideIn),
          dstNdMatrixStride(dstNdMatrixStrideIn)
    {}
    uint16_t ndNum = 1;
    uint16_t nValue = 0;
    uint16_t dValue = 0;
    uint16_t srcNdMatrixStride = 1;
    uint16_t srcNStride = 0;
    uint16_t dstDStride = 0;
    uint16_t dstNdMatrixStride = 1;
};

// GM -> UB (VECIN), ND to NZ. The 950 types are 1, 2 and 4 bytes wide (the page's 数据类型).
template <typename T, bool enableSmallC0 = false>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const Nd2NzParams& intriParams,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4,
                  "DataCopy (ND2NZ): 1-, 2- or 4-byte types on Ascend 950 (数据类型)");
    constexpr const char* api = "DataCopy(GM->UB, ND2NZ)";
    detail::RequireGmElementAligned<T>(src.GetPhyAddr(), api, loc);
    const Nd2NzParams& p = intriParams;
    detail::Nd2NzGmToUb<T>(api, loc, dst, src.GetPhyAddr(),
                           detail::NzGm{src.WindowBase(), src.WindowBytes(), static_cast<uint8_t>(src.L2Mode())},
                           detail::Nd2NzShape{p.ndNum, p.nValue, p.dValue, p.srcNdMatrixStride, p.srcDValue,
                                              p.dstNzC0Stride, p.dstNzNStride, p.dstNzMatrixStride},
                           enableSmallC0);
}

// UB -> GM, NZ to ND.
template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src,
                                const Nz2NdParamsFull& intriParams,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                  "DataCopy (NZ2ND): 1- to 8-byte types on Ascend 950 (数据类型)");
    constexpr const char* api = "DataCopy(UB->GM, NZ2ND)";
    detail::RequireGmElementAligned<T>(dst.GetPhyAddr(0), api, loc);
    detail::RequireUbToGmSource(src, api, loc);
    const Nz2NdParamsFull& p = intriParams;
    detail::Nz2NdUbToGm<T>(api, loc, dst.GetPhyAddr(0),
                           detail::NzGm{dst.WindowBase(), dst.WindowBytes(), static_cast<uint8_t>(dst.L2Mode())}, src,
                           detail::Nz2NdShape{p.ndNum, p.nValue, p.dValue, p.srcNdMatrixStride, p.srcNStride,
                                              p.dstDStride, p.dstNdMatrixStride});
}

} // namespace AscendC
