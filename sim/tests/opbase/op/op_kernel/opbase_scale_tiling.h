// OpbaseScale tiling data (shared by op_host and op_kernel).
#ifndef OPBASE_SCALE_TILING_H
#define OPBASE_SCALE_TILING_H
#include <cstdint>

struct OpbaseScaleTilingData {
    int64_t totalNum;    // elements, a multiple of 8 (whole 32-byte blocks)
    int64_t blockFactor; // elements per core, a multiple of 8
    int64_t ubFactor;    // elements per UB round, a multiple of 8
};
#endif // OPBASE_SCALE_TILING_H
