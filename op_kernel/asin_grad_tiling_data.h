/**
 * @file asin_grad_tiling_data.h
 * @brief AsinGrad tiling data and UB layout, shared by the tiling function (op_host) and the kernel
 *        (op_kernel).
 *
 * Every length and offset is int64: a 128 GB HBM holds tensors of more than 2^31 elements.
 */
#ifndef ASIN_GRAD_TILING_DATA_H
#define ASIN_GRAD_TILING_DATA_H

#include <cstdint>

struct AsinGradTilingData {
    int64_t totalLength; // elements of dy / x / dx
    int64_t blockFormer; // elements of every core but the last (a whole number of 32-byte blocks)
    int64_t blockTail;   // elements of the last core, in [1, blockFormer]
    int64_t ubFormer;    // elements per UB tile (a multiple of AsinGradLayout::VfElems(VL))
    int64_t usedCoreNum; // cores launched (blockDim)
};

// UB layout of the kernel (asin_grad.h), the single source of truth for the tiling's UB
// budget. The sizes of the machine are not here: the tiling takes the core count, the UB size and
// the vector length VL from PlatformAscendC (GetCoreNumAiv, GetCoreMemSize(UB), GetVecRegLen), the
// kernel takes VL from GetVecLen() (asc-devkit docs/zh/api/Utils-API/平台信息获取/PlatformAscendC/,
// docs/zh/api/SIMD-API/基础API/工具接口/系统资源与变量/GetVecLen.md).
namespace AsinGradLayout {
constexpr int64_t kQueueCount = 3; // dy, x, dx: the kernel's only UB buffers (the VF needs no scratch)

// Buffers per queue. The documented idiom is double buffering, 2 (asc-devkit docs/zh/guide/技术附录/
// 概念原理和术语/性能优化技术原理/DoubleBuffer.md; 算子实践参考/SIMD算子实现/矢量编程/DoubleBuffer场景.md).
// MODEL-TUNED, PENDING VALIDATION ON A DEVICE: 4 buffers, so that a copy-in waits for the VF three
// tiles back and each transfer's GM latency hides behind the others, although the tile shrinks to
// half of what double buffering allows. Modeled gain at 16 M elements (bench/asin_grad_bench,
// Task Duration with 2 -> 4 buffers, 128 MB L2 model): 950DT fp32 53.78 -> 39.81 us (-26.0 %), fp16
// 26.16 -> 21.53 us (-17.7 %), bf16 27.02 -> 21.66 us (-19.8 %); 950PR fp32 -1.2 %, fp16 -3.8 %, bf16
// -5.3 %. Revert to 2 if a device profile does not show the gain.
constexpr int64_t kBufferNum = 4;

// L2 hint of dx (the kernel sets CACHE_MODE_DISABLE on dy and x, which are read once). The documented
// advice is to bypass L2 for data accessed once and keep in L2 what is read again (asc-devkit
// docs/zh/guide/算子实践参考/SIMD算子性能优化/内存访问/设置合理的L2-CacheMode.md); dx is read again, by the
// next operator of the backward pass, and fits the 128 MB L2 (缓存一致性.md) up to 32 M fp32 elements.
// MODEL-TUNED, PENDING VALIDATION ON A DEVICE: true, dx stays in L2 (CACHE_MODE_NORMAL). The modeled
// Task Durations of AsinGrad and of the pair AsinGrad + a kernel reading dx, with either hint
// (bench/asin_grad_bench variants product, product_dx_bypass, product_next, product_next_dx_bypass), are
// in the table docs/perf/l2_hint_table.py generates. Set to false if a device profile shows the
// consumer not reading dx from L2, or AsinGrad itself slower with dx in L2.
constexpr bool kDxInL2 = true;

// The UB / DMA data block: 32 bytes on 950 (GetDataBlockSizeInBytes.md; the kernel checks this
// constant against GetDataBlockSizeInBytes() at compile time). TPipe::InitBuffer rounds every
// buffer up to whole blocks, and per-core slices are whole blocks so that no two cores write one.
constexpr int64_t kBlockBytes = 32;
constexpr int64_t AlignUpToBlock(int64_t bytes) { return (bytes + kBlockBytes - 1) / kBlockBytes * kBlockBytes; }

// Elements one VF loop iteration handles: one fp32 register, VL / sizeof(float), for every data
// type (fp16/bf16 are loaded with DIST_UNPACK_B16 into the b32 slots and widened in place). The VF's
// last load reads a whole iteration, so a tile (every UB buffer) is a multiple of this.
constexpr int64_t VfElems(int64_t vecLenBytes) { return vecLenBytes / 4; }

// Total UB bytes KernelAsinGrad::Init asks TPipe for with a tile of ubFormer elements.
constexpr int64_t UbBytesForTile(int64_t ubFormer, int64_t elemBytes)
{
    return kBufferNum * kQueueCount * AlignUpToBlock(ubFormer * elemBytes);
}
} // namespace AsinGradLayout

#endif // ASIN_GRAD_TILING_DATA_H
