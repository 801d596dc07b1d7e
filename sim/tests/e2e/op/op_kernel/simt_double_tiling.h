// SimtDouble tiling data (shared by op_host and op_kernel).
#ifndef SIMT_DOUBLE_TILING_H
#define SIMT_DOUBLE_TILING_H
#include <cstdint>

struct SimtDoubleTilingData {
    uint32_t totalLength; // elements
};
#endif // SIMT_DOUBLE_TILING_H
