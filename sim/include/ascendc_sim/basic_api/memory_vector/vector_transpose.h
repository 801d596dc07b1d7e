// Memory vector API, data layout conversion for Ascend 950
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据排布转换/Transpose.md, TransDataTo5HD.md):
//   Transpose(dst, src)                                    the 16 x 16 transpose of 2-byte elements
//   Transpose(dst, src, sharedTmpBuffer, TransposeParamsExt) TRANSPOSE_ND2ND_B16 (16 x 16),
//                                                          TRANSPOSE_NCHW2NHWC, TRANSPOSE_NHWC2NCHW
//   TransDataTo5HD(dstList, srcList, TransDataTo5HDParams)  16 DataBlocks -> 16 DataBlocks per repeat, the
//                                                          lists as uint64_t addresses, as LocalTensor<uint64_t>
//                                                          address tensors or as LocalTensor arrays
// with TransposeType, TransposeParamsExt and TransDataTo5HDParams as the SDK's kernel_struct_transpose.h
// (NCHW_CONV_ADDR_LIST_SIZE = 16).
// Transpose: the 16 x 16 forms take int16_t / uint16_t / half and may run in place ("支持src和dst复用");
// the NCHW <-> NHWC forms take 1, 2, 4-byte types, n ∈ [0, 65535], c ∈ [0, 4095], h * w ∈ [0, 4095] with
// h * w * sizeof(T) a multiple of 32, a sharedTmpBuffer of at least (c + 2) (NCHW2NHWC) or (2 c + 1)
// (NHWC2NCHW) * h0 * w0 * sizeof(T) bytes (h0 = 32 for 8-bit types, else 16; w0 = 32 / sizeof(T): the 950
// table of Transpose.md), src and dst disjoint; a zero n, c, h or w computes nothing (the page). The impl
// builds the result through sharedTmpBuffer: the sim writes that many bytes of it (with 0xA5, as scratch
// a kernel must not read). TRANSPOSE_TYPE_NONE does nothing ("API不做任何处理"); the types the page marks
// "当前不支持" are memcheck findings.
// TransDataTo5HD: repeat r reads source DataBlock i at srcList[i] + r * srcRepStride * 32 bytes and writes
// destination DataBlock j at dstList[j] + r * dstRepStride * 32, except that with repeatTimes == 1 both
// start one stride on (TransDataTo5HD.md: "当repeatTimes为1时 ... 起始位置加上dstRepStride/srcRepStride");
// repeatTimes 0 is a no-op (the page says so). Per type width (the page's figures):
//   16-bit: dst block j element i = src block i element j;
//   32-bit: dst block 2j + h element e = src block 8h + e element j (j < 8);
//   8-bit:  dst block j, half dstHighHalf, byte i = src block i element j + 16 * srcHighHalf.
// Every address 32-byte aligned and inside UB (the uint64_t forms name no LocalTensor, so only UB's bounds
// apply to them); no repeat may read bytes an earlier repeat wrote. The LocalTensor<uint64_t> form's
// address tensors are read by the scalar unit (the SDK's __in_pipe__(S)).
// Timing: Transpose 256 bytes per cycle (附录/Vector指令理论性能汇总.md 表1), the simple rate; the same for
// TransDataTo5HD, which has no figure.
// The spellings are thin adapters: the engines (checks, V-pipe declarations, the transforms, written
// state) are engine/transpose_engine.h's, which take UbOperand so that the C API reaches them too.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/engine/transpose_engine.h"

namespace AscendC {

const int32_t NCHW_CONV_ADDR_LIST_SIZE = 16;

enum class TransposeType : uint8_t {
    TRANSPOSE_TYPE_NONE,
    TRANSPOSE_NZ2ND_0213,
    TRANSPOSE_NZ2NZ_0213,
    TRANSPOSE_NZ2NZ_012_WITH_N,
    TRANSPOSE_NZ2ND_012_WITH_N,
    TRANSPOSE_NZ2ND_012_WITHOUT_N,
    TRANSPOSE_NZ2NZ_012_WITHOUT_N,
    TRANSPOSE_ND2ND_ONLY,
    TRANSPOSE_ND_UB_GM,
    TRANSPOSE_GRAD_ND_UB_GM,
    TRANSPOSE_ND2ND_B16,
    TRANSPOSE_NCHW2NHWC,
    TRANSPOSE_NHWC2NCHW,
    TRANSPOSE_ND2ND_021,
    TRANSPOSE_ND2ND_102,
    TRANSPOSE_ND2ND_210,
    TRANSPOSE_ND2NZ_WITH_INTLV,
};

struct TransDataTo5HDParams {
    constexpr __aicore__ TransDataTo5HDParams() = default;
    constexpr __aicore__ TransDataTo5HDParams(const bool dstHighHalfIn, const bool srcHighHalfIn,
                                              const uint8_t repeatTimesIn, const uint16_t dstRepStrideIn,
                                              const uint16_t srcRepStrideIn)
        : dstHighHalf(dstHighHalfIn),
          srcHighHalf(srcHighHalfIn),
          repeatTimes(repeatTimesIn),
          dstRepStride(dstRepStrideIn),
          srcRepStride(srcRepStrideIn)
    {}
    bool dstHighHalf = false;
    bool srcHighHalf = false;
    uint8_t repeatTimes = 1;
    uint16_t dstRepStride = 0;
    uint16_t srcRepStride = 0;
};

struct TransposeParamsExt {
    constexpr __aicore__ TransposeParamsExt() = default;
    constexpr __aicore__ TransposeParamsExt(const uint16_t nSizeIn, const uint16_t cSizeIn, const uint16_t hSizeIn,
                                            const uint16_t wSizeIn, const TransposeType transposeTypeIn)
        : nSize(nSizeIn), cSize(cSizeIn), hSize(hSizeIn), wSize(wSizeIn), transposeType(transposeTypeIn)
    {}
    uint16_t nSize = 0;
    uint16_t cSize = 0;
    uint16_t hSize = 0;
    uint16_t wSize = 0;
    TransposeType transposeType = TransposeType::TRANSPOSE_ND2ND_B16;
};

using ascsim::kern::SrcLoc;

namespace detail {
inline TransDataGeom TransDataGeomOf(const TransDataTo5HDParams& p)
{
    return TransDataGeom{p.dstHighHalf, p.srcHighHalf, p.repeatTimes, p.dstRepStride, p.srcRepStride};
}
} // namespace detail

// ---- Transpose (数据排布转换/Transpose.md) ---------------------------------------------------------------------
template <typename T>
__aicore__ inline void Transpose(const LocalTensor<T>& dst, const LocalTensor<T>& src, SrcLoc loc = SrcLoc::Here())
{
    detail::Transpose16<T>(ascsim::ops::Transpose::kName, loc, dst, src);
}
template <typename T>
__aicore__ inline void Transpose(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const LocalTensor<uint8_t>& sharedTmpBuffer, const TransposeParamsExt& transposeParams,
                                 SrcLoc loc = SrcLoc::Here())
{
    switch (transposeParams.transposeType) {
        case TransposeType::TRANSPOSE_TYPE_NONE:
            return;
        case TransposeType::TRANSPOSE_ND2ND_B16:
            if constexpr (sizeof(T) == 2) {
                if (ascsim::kern::SanitizerEnabled()) {
                    detail::VecRequire(transposeParams.hSize == 16 && transposeParams.wSize == 16,
                                       ascsim::ops::Transpose::kName,
                                       "TRANSPOSE_ND2ND_B16 needs hSize = wSize = 16 (Transpose.md)", loc);
                }
                detail::Transpose16<T>(ascsim::ops::Transpose::kName, loc, dst, src);
            } else {
                detail::VecRequire(false, ascsim::ops::Transpose::kName, "TRANSPOSE_ND2ND_B16 takes 16-bit types", loc);
            }
            return;
        case TransposeType::TRANSPOSE_NCHW2NHWC:
        case TransposeType::TRANSPOSE_NHWC2NCHW:
            detail::Transpose4D<T>(
                loc, dst, src, sharedTmpBuffer, sharedTmpBuffer.GetSize(),
                detail::Transpose4DShape{transposeParams.nSize, transposeParams.cSize, transposeParams.hSize,
                                         transposeParams.wSize,
                                         transposeParams.transposeType == TransposeType::TRANSPOSE_NCHW2NHWC});
            return;
        default:
            detail::VecRequire(false, ascsim::ops::Transpose::kName,
                               "transposeType " + std::to_string(static_cast<int>(transposeParams.transposeType)) +
                                   " is not supported (Transpose.md: \"当前不支持\")",
                               loc);
    }
}

// ---- TransDataTo5HD (数据排布转换/TransDataTo5HD.md) -------------------------------------------------------------
template <typename T>
__aicore__ inline void TransDataTo5HD(const LocalTensor<T> (&dstList)[NCHW_CONV_ADDR_LIST_SIZE],
                                      const LocalTensor<T> (&srcList)[NCHW_CONV_ADDR_LIST_SIZE],
                                      const TransDataTo5HDParams& nchwconvParams, SrcLoc loc = SrcLoc::Here())
{
    std::array<const UbOperand<T>*, 16> d, s;
    for (int k = 0; k < 16; ++k) {
        d[k] = &dstList[k];
        s[k] = &srcList[k];
    }
    detail::TransDataLists<T>(loc, d, s, detail::TransDataGeomOf(nchwconvParams));
}

template <typename T>
__aicore__ inline void TransDataTo5HD(uint64_t dstList[NCHW_CONV_ADDR_LIST_SIZE],
                                      uint64_t srcList[NCHW_CONV_ADDR_LIST_SIZE],
                                      const TransDataTo5HDParams& nchwconvParams, SrcLoc loc = SrcLoc::Here())
{
    const uint64_t seq = ascsim::kern::IssueVector(
        ascsim::ops::TransDataTo5HD::kName, uint64_t{nchwconvParams.repeatTimes} * 512 / sizeof(T), sizeof(T), 1, loc);
    detail::TransDataAddr<T>(loc, dstList, srcList, detail::TransDataGeomOf(nchwconvParams), seq);
}

template <typename T>
__aicore__ inline void TransDataTo5HD(const LocalTensor<uint64_t>& dst, const LocalTensor<uint64_t>& src,
                                      const TransDataTo5HDParams& nchwconvParams, SrcLoc loc = SrcLoc::Here())
{
    detail::TransDataAddrTensors<T>(loc, dst, src, detail::TransDataGeomOf(nchwconvParams));
}

} // namespace AscendC
