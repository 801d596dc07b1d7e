// Tiling shared by the benchmark's own kernels (variants a, b, c): a contiguous range of elements
// per core, walked in UB tiles. Used by host code (to compute it) and kernel code (to read it).
#pragma once

#include <cstdint>

namespace bench {

struct EltwiseTiling {
    int64_t total = 0;     // elements
    int64_t perCore = 0;   // elements per core; the last core takes what is left
    int64_t tile = 0;      // elements per UB tile
    int64_t bufferNum = 2; // buffers per TQue: 2 = double buffering
};

// Host side: blockDim and the tiling for n elements. perCore is a multiple of `coreAlign`
// elements (whole 32-byte blocks, so no two cores share one), tile the largest multiple of
// `tileAlign` whose buffers (ubBytesPerElem bytes per element of tile) fit the kernel's UB, but no
// longer than one core's range.
EltwiseTiling MakeTiling(int64_t n, int64_t coreAlign, int64_t tileAlign, int64_t ubBytesPerElem, int64_t bufferNum,
                         uint32_t* blockDim);

// The usable UB of a 950 vector core: TPipe hands out 248 KB of the 256 KB (GetUBSizeInBytes()).
constexpr int64_t kKernelUbBytes = 248 * 1024;

} // namespace bench
