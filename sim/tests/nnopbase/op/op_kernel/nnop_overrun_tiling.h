// NnopOverrun tiling data, shared by the tiling function (op_host) and the kernel.
#ifndef NNOP_OVERRUN_TILING_H
#define NNOP_OVERRUN_TILING_H

#include <cstdint>

struct NnopOverrunTilingData {
    int64_t totalLength;
};

namespace NnopOverrunLimits {
constexpr int64_t kMaxElements = 1024; // one core, one tile
constexpr int64_t kOverrun = 16;       // elements the kernel reads past the end of x
} // namespace NnopOverrunLimits

#endif // NNOP_OVERRUN_TILING_H
