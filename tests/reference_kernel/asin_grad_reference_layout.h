/**
 * @file asin_grad_reference_layout.h
 * @brief UB layout of the test-only reference kernel (asin_grad_reference_kernel.h), the single
 *        source of truth for its tiling's UB budget (asin_grad_reference.cpp). Shared by host and
 *        kernel code; the tiling data itself is the product's AsinGradTilingData.
 */
#ifndef ASIN_GRAD_REFERENCE_LAYOUT_H
#define ASIN_GRAD_REFERENCE_LAYOUT_H

#include <cstdint>

namespace AsinGradReferenceLayout {
constexpr int64_t kBufferNum = 2;   // dy, x and dx queues are double buffered
constexpr int64_t kQueueCount = 3;  // dy, x, dx
constexpr int64_t kBlockBytes = 32; // UB / DMA data block (GetDataBlockSizeInBytes.md)
// Compares (count form) only evaluates whole 256-byte chunks, i.e. 64 fp32 elements; every
// vector instruction of a tile therefore runs on the tile length rounded up to 64.
constexpr int64_t kComputeAlignElems = 64;
constexpr int64_t kMaskCount = 2;               // "d > 0" and "d == 0" bit masks
constexpr int64_t kMinBytesPerCore = 16 * 1024; // of dy: below this, fewer cores are faster

// fp32 working buffers: two temporaries, plus fp32 copies of dy and x for fp16/bf16 inputs.
constexpr int64_t Fp32BufferCount(int64_t elemBytes) { return elemBytes == 4 ? 2 : 4; }

// UB bytes one tile element costs (queues + fp32 buffers), not counting the mask bits.
constexpr int64_t UbBytesPerElement(int64_t elemBytes)
{
    return kBufferNum * kQueueCount * elemBytes + Fp32BufferCount(elemBytes) * 4;
}
constexpr int64_t AlignUpToBlock(int64_t bytes) { return (bytes + kBlockBytes - 1) / kBlockBytes * kBlockBytes; }
// Total UB bytes KernelAsinGradReference::Init takes for a tile of ubFormer elements. TPipe::InitBuffer
// rounds every buffer up to a whole 32-byte block; that matters for the masks (ubFormer / 8 bytes
// are whole blocks only when ubFormer is a multiple of 256), so each buffer is rounded here too.
constexpr int64_t UbBytesForTile(int64_t ubFormer, int64_t elemBytes)
{
    return kBufferNum * kQueueCount * AlignUpToBlock(ubFormer * elemBytes) +
           Fp32BufferCount(elemBytes) * AlignUpToBlock(ubFormer * 4) + kMaskCount * AlignUpToBlock(ubFormer / 8);
}
} // namespace AsinGradReferenceLayout

#endif // ASIN_GRAD_REFERENCE_LAYOUT_H
