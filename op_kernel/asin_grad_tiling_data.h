/**
 * @file asin_grad_tiling_data.h
 * @brief AsinGrad tiling data, shared by the tiling function (op_host) and the kernel (op_kernel).
 *
 * Every length and offset is int64: a 128 GB HBM holds tensors of more than 2^31 elements.
 */
#ifndef ASIN_GRAD_TILING_DATA_H
#define ASIN_GRAD_TILING_DATA_H

#include <cstdint>

struct AsinGradTilingData {
    int64_t totalLength;  // elements of dy / x / dx
    int64_t blockFormer;  // elements of every core but the last (a whole number of 32-byte blocks)
    int64_t blockTail;    // elements of the last core, in [1, blockFormer]
    int64_t ubFormer;     // elements per UB tile (a multiple of kComputeAlignElems; fused: of FusedAlignElems)
    int64_t usedCoreNum;  // cores launched (blockDim)
};

// UB layout of the kernels, the single source of truth for the tiling's UB budget. The
// reference kernel (asin_grad.h) is described first; FusedUbBytesForTile is the fused kernel's.
namespace AsinGradLayout {
constexpr int64_t kBufferNum = 2;           // dy, x and dx queues are double buffered
constexpr int64_t kQueueCount = 3;          // dy, x, dx
constexpr int64_t kBlockBytes = 32;         // UB / DMA data block
// Compares (count form) only evaluates whole 256-byte chunks, i.e. 64 fp32 elements; every
// vector instruction of a tile therefore runs on the tile length rounded up to 64.
constexpr int64_t kComputeAlignElems = 64;
constexpr int64_t kMaskCount = 2;           // "d > 0" and "d == 0" bit masks

// fp32 working buffers: two temporaries, plus fp32 copies of dy and x for fp16/bf16 inputs.
constexpr int64_t Fp32BufferCount(int64_t elemBytes) { return elemBytes == 4 ? 2 : 4; }

// UB bytes one tile element costs (queues + fp32 buffers), not counting the mask bits.
constexpr int64_t UbBytesPerElement(int64_t elemBytes)
{
    return kBufferNum * kQueueCount * elemBytes + Fp32BufferCount(elemBytes) * 4;
}
constexpr int64_t AlignUpToBlock(int64_t bytes) { return (bytes + kBlockBytes - 1) / kBlockBytes * kBlockBytes; }
// Total UB bytes KernelAsinGrad::Init takes for a tile of ubFormer elements. TPipe::InitBuffer
// rounds every buffer up to a whole 32-byte block; that matters for the masks (ubFormer / 8 bytes
// are whole blocks only when ubFormer is a multiple of 256), so each buffer is rounded here too.
constexpr int64_t UbBytesForTile(int64_t ubFormer, int64_t elemBytes)
{
    return kBufferNum * kQueueCount * AlignUpToBlock(ubFormer * elemBytes) +
           Fp32BufferCount(elemBytes) * AlignUpToBlock(ubFormer * 4) + kMaskCount * AlignUpToBlock(ubFormer / 8);
}

// The fused kernel (asin_grad_fused.h) keeps only the dy, x and dx queues in UB, kFusedBufferNum
// buffers each. With four, a copy-in waits for the VF three tiles back, so the GM latency of each
// transfer hides behind compute; on the timing model (bench/asin_grad_bench, 16 M elements) four
// beat three by 9 % on 950DT fp32 and two by 15-40 %, although the tile shrinks to a quarter of UB.
constexpr int64_t kFusedBufferNum = 4;
// The fused kernel's VF works on whole vector registers (VL = 256 bytes): 64 fp32 elements, or 128
// fp16/bf16 elements loaded into one register and widened in two halves. Its last load reads the
// whole register, so the tile (every UB buffer) is a multiple of this.
constexpr int64_t kVectorBytes = 256;
constexpr int64_t FusedAlignElems(int64_t elemBytes) { return kVectorBytes / elemBytes; }
constexpr int64_t FusedUbBytesForTile(int64_t ubFormer, int64_t elemBytes)
{
    return kFusedBufferNum * kQueueCount * AlignUpToBlock(ubFormer * elemBytes);
}
}  // namespace AsinGradLayout

#endif  // ASIN_GRAD_TILING_DATA_H
