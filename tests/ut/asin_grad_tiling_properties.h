// The properties every AsinGrad tiling (op_host/asin_grad_tiling.cpp) must have, whatever policy
// picks the numbers: the checker does not recompute the split, it replays what the kernel does with
// the tiling data (op_kernel/asin_grad.h, AsinGradPipeline: core i starts at i * blockFormer and owns
// blockFormer elements, blockTail for the last core, in tiles of ubFormer) and checks the result
// against the platform's limits:
//   * coverage: every element of [0, totalLength) is owned by exactly one core and processed in
//     exactly one tile of that core;
//   * UB: the kernel's queues (AsinGradLayout::kQueueCount queues of kBufferNum buffers of one tile,
//     each rounded up to the 32-byte block TPipe::InitBuffer allocates) fit the UB the platform
//     reports (PlatformAscendC::GetCoreMemSize(UB));
//   * alignment: core offsets and tile sizes are whole 32-byte blocks (no two cores write one block;
//     asc-devkit docs/zh/api/SIMD-API/基础API/工具接口/系统资源与变量/GetDataBlockSizeInBytes.md), tiles
//     whole VF iterations (AsinGradLayout::VfElems);
//   * balance: every core but the last owns the same number of elements, the last no more, and that
//     number is the fair share over the cores used rounded up to one block;
//   * work per core: no more cores than vector registers (VL bytes) of dy, and no core busier
//     than max(one VL, the all-core fair share): no core idles while another holds more than it must;
//   * tile size: a tile is as large as the core needs or as large as the UB allows (one VF
//     iteration more would not fit), and never more than one VF iteration larger than a core's share.
// Nothing here calls the tiling code. Only real CANN headers are used, so the checker runs unchanged
// against a real CANN toolkit.
#ifndef UT_ASIN_GRAD_TILING_PROPERTIES_H
#define UT_ASIN_GRAD_TILING_PROPERTIES_H

#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>

#include "asin_grad_tiling_data.h"

namespace ut_asin_grad {

// What the platform offers the kernel: PlatformAscendC::GetCoreNumAiv, GetCoreMemSize(UB) and
// GetVecRegLen (asc-devkit docs/zh/api/Utils-API/平台信息获取/PlatformAscendC/).
struct PlatformLimits {
    int64_t coreNum;
    int64_t ubBytes;
    int64_t vecLenBytes;
};

// The UB / DMA data block (GetDataBlockSizeInBytes.md above); TPipe::InitBuffer allocates whole blocks.
constexpr int64_t kDataBlockBytes = 32;

inline int64_t RoundUpTo(int64_t a, int64_t b) { return (a + b - 1) / b * b; }
inline int64_t DivCeil(int64_t a, int64_t b) { return (a + b - 1) / b; }

// UB bytes the kernel's Init asks TPipe for with a tile of `tile` elements: three InitBuffer calls
// (dy, x, dx: op_kernel/asin_grad.h) of kBufferNum buffers of tile * sizeof(T), each rounded up to a block.
inline int64_t QueueBytes(int64_t tile, int64_t elemBytes)
{
    return 3 * AsinGradLayout::kBufferNum * RoundUpTo(tile * elemBytes, kDataBlockBytes);
}

inline ::testing::AssertionResult CheckTilingProperties(const AsinGradTilingData& td, int64_t total, int64_t elemBytes,
                                                        const PlatformLimits& p)
{
    std::ostringstream where;
    where << " [total " << total << ", " << elemBytes << "-byte elements, " << p.coreNum << " cores, UB " << p.ubBytes
          << ", VL " << p.vecLenBytes << "; tiling: totalLength " << td.totalLength << ", blockFormer "
          << td.blockFormer << ", blockTail " << td.blockTail << ", ubFormer " << td.ubFormer << ", usedCoreNum "
          << td.usedCoreNum << "]";
    auto fail = [&where](const std::string& what) { return ::testing::AssertionFailure() << what << where.str(); };

    if (td.totalLength != total) {
        return fail("totalLength is not the element count");
    }
    if (td.usedCoreNum < 1 || td.usedCoreNum > p.coreNum) {
        return fail("usedCoreNum outside [1, cores of the platform]");
    }
    // ---- the tile: fits the UB with all the queues, whole blocks and whole VF iterations ----
    const int64_t vfElems = AsinGradLayout::VfElems(p.vecLenBytes);
    if (td.ubFormer < 1) {
        return fail("no tile");
    }
    if (QueueBytes(td.ubFormer, elemBytes) > p.ubBytes) {
        return fail("3 queues x " + std::to_string(AsinGradLayout::kBufferNum) + " buffers of the tile need " +
                    std::to_string(QueueBytes(td.ubFormer, elemBytes)) + " bytes of UB");
    }
    if (AsinGradLayout::UbBytesForTile(td.ubFormer, elemBytes) != QueueBytes(td.ubFormer, elemBytes)) {
        return fail("AsinGradLayout::UbBytesForTile disagrees with the kernel's InitBuffer calls");
    }
    if ((td.ubFormer * elemBytes) % kDataBlockBytes != 0) {
        return fail("the tile is not a whole number of 32-byte blocks");
    }
    if (td.ubFormer % vfElems != 0) {
        return fail("the tile is not a whole number of VF iterations (" + std::to_string(vfElems) + " elements)");
    }
    if (total == 0) { // never launched: one core owning nothing
        if (td.usedCoreNum != 1 || td.blockFormer != 0 || td.blockTail != 0) {
            return fail("an empty tensor must tile to one core owning nothing");
        }
        return ::testing::AssertionSuccess();
    }
    if (td.ubFormer < td.blockFormer && QueueBytes(td.ubFormer + vfElems, elemBytes) <= p.ubBytes) {
        return fail("the tile is smaller than a core's share although a larger one fits the UB");
    }
    if (td.ubFormer >= td.blockFormer + vfElems) {
        return fail("the tile is larger than a core's share needs");
    }
    // ---- the cores: contiguous, disjoint, covering [0, total), block-aligned ----
    if (td.blockFormer < 1 || td.blockTail < 1 || td.blockTail > td.blockFormer) {
        return fail("blockTail outside [1, blockFormer]");
    }
    int64_t covered = 0; // elements [0, covered) are owned, each by exactly one core so far
    for (int64_t idx = 0; idx < td.usedCoreNum; ++idx) {
        const int64_t offset = idx * td.blockFormer;
        const int64_t length = idx == td.usedCoreNum - 1 ? td.blockTail : td.blockFormer;
        if (offset != covered) {
            return fail("core " + std::to_string(idx) + " starts at " + std::to_string(offset) +
                        (offset < covered ? " inside the previous core" : " after a gap"));
        }
        if ((offset * elemBytes) % kDataBlockBytes != 0) {
            return fail("core " + std::to_string(idx) + " starts inside a 32-byte block");
        }
        // Its tiles (Process(): counts cast to uint32) cover its slice once.
        const int64_t tiles = DivCeil(length, td.ubFormer);
        const int64_t lastTile = length - (tiles - 1) * td.ubFormer;
        if (lastTile < 1 || lastTile > td.ubFormer || td.ubFormer * elemBytes > INT64_C(0xFFFFFFFF)) {
            return fail("the tiles of core " + std::to_string(idx) + " do not cover its slice");
        }
        covered = offset + length;
    }
    if (covered != total) {
        return fail("the cores cover " + std::to_string(covered) + " elements");
    }
    // ---- balance and work per core ----
    const int64_t blockElems = kDataBlockBytes / elemBytes;
    if (td.blockFormer != RoundUpTo(DivCeil(total, td.usedCoreNum), blockElems)) {
        return fail("the cores are unbalanced: blockFormer is not the fair share over the cores used, "
                    "rounded up to a block");
    }
    if (td.usedCoreNum > 1 && td.usedCoreNum > DivCeil(total * elemBytes, p.vecLenBytes)) {
        return fail("more cores than vector registers of dy");
    }
    const int64_t vecElems = p.vecLenBytes / elemBytes;
    const int64_t allCoreShare = RoundUpTo(DivCeil(total, p.coreNum), blockElems);
    if (td.blockFormer > (vecElems > allCoreShare ? vecElems : allCoreShare)) {
        return fail("a core holds more than one vector register and more than the all-core fair share");
    }
    return ::testing::AssertionSuccess();
}

} // namespace ut_asin_grad

#endif // UT_ASIN_GRAD_TILING_PROPERTIES_H
