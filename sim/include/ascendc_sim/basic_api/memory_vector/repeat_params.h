// Stride parameters of the Memory vector API's "tensor高维切分计算" (mask + repeat) forms:
// UnaryRepeatParams (docs/zh/api/SIMD-API/基础API/辅助数据结构/UnaryRepeatParams.md) and
// BinaryRepeatParams (辅助数据结构/BinaryRepeatParams.md); field names, types and defaults as in the
// SDK's include/basic_api/kernel_struct_unary.h / kernel_struct_binary.h, constants as in
// impl/basic_api/utils/kernel_utils_constants.h and impl/basic_api/kernel_reg.h.
#pragma once

#include <cstdint>

#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

const int32_t DEFAULT_BLK_NUM = 8;       // DataBlocks per repeat
const int32_t DEFAULT_BLK_STRIDE = 1;    // in DataBlocks (32 bytes)
const uint8_t DEFAULT_REPEAT_STRIDE = 8; // in DataBlocks
constexpr uint64_t MASK_PLACEHOLDER = 0; // the mask argument with isSetMask = false

// Operand position of the flexible-scalar forms (Adds（灵活标量位置）.md etc.; kernel_struct_binary.h:37-43):
// scalarTensorIndex 0 = the left source is the one-element LocalTensor scalar, 1 = the right one.
struct BinaryConfig {
    int8_t scalarTensorIndex = 1;
};
constexpr BinaryConfig DEFAULT_BINARY_CONFIG = {1};
struct BinaryDefaultType {};

// PrimT<T>: the element type of a tensor type T (impl/basic_api/utils/kernel_utils_macros.h:230).
// The sim has no TensorTrait types, so it is T itself.
template <typename T>
using PrimT = T;

struct UnaryRepeatParams {
    __aicore__ UnaryRepeatParams() {}
    __aicore__ UnaryRepeatParams(const uint16_t dstBlkStrideIn, const uint16_t srcBlkStrideIn,
                                 const uint8_t dstRepStrideIn, const uint8_t srcRepStrideIn)
        : dstBlkStride(dstBlkStrideIn),
          srcBlkStride(srcBlkStrideIn),
          dstRepStride(dstRepStrideIn),
          srcRepStride(srcRepStrideIn)
    {}
    __aicore__ UnaryRepeatParams(const uint16_t dstBlkStrideIn, const uint16_t srcBlkStrideIn,
                                 const uint8_t dstRepStrideIn, const uint8_t srcRepStrideIn, const bool halfBlockIn)
        : dstBlkStride(dstBlkStrideIn),
          srcBlkStride(srcBlkStrideIn),
          dstRepStride(dstRepStrideIn),
          srcRepStride(srcRepStrideIn),
          halfBlock(halfBlockIn)
    {}

    uint32_t blockNumber = DEFAULT_BLK_NUM;
    uint16_t dstBlkStride = DEFAULT_BLK_STRIDE;
    uint16_t srcBlkStride = DEFAULT_BLK_STRIDE;
    uint8_t dstRepStride = DEFAULT_REPEAT_STRIDE;
    uint8_t srcRepStride = DEFAULT_REPEAT_STRIDE;
    bool repeatStrideMode = false;
    bool strideSizeMode = false;
    bool halfBlock = false;
};

struct BinaryRepeatParams {
    __aicore__ BinaryRepeatParams() {}
    __aicore__ BinaryRepeatParams(const uint8_t dstBlkStrideIn, const uint8_t src0BlkStrideIn,
                                  const uint8_t src1BlkStrideIn, const uint8_t dstRepStrideIn,
                                  const uint8_t src0RepStrideIn, const uint8_t src1RepStrideIn)
        : dstBlkStride(dstBlkStrideIn),
          src0BlkStride(src0BlkStrideIn),
          src1BlkStride(src1BlkStrideIn),
          dstRepStride(dstRepStrideIn),
          src0RepStride(src0RepStrideIn),
          src1RepStride(src1RepStrideIn)
    {}

    uint32_t blockNumber = DEFAULT_BLK_NUM;
    uint8_t dstBlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src0BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t src1BlkStride = DEFAULT_BLK_STRIDE;
    uint8_t dstRepStride = DEFAULT_REPEAT_STRIDE;
    uint8_t src0RepStride = DEFAULT_REPEAT_STRIDE;
    uint8_t src1RepStride = DEFAULT_REPEAT_STRIDE;
    bool repeatStrideMode = false;
    bool strideSizeMode = false;
};

} // namespace AscendC
