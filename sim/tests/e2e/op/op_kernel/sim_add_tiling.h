// SimAdd tiling data (shared by op_host and op_kernel).
#ifndef SIM_ADD_TILING_H
#define SIM_ADD_TILING_H
#include <cstdint>

struct SimAddTilingData {
    uint32_t totalLength; // elements; a multiple of blockNum * tileLength
    uint32_t tileLength;  // elements per tile, a whole number of 32-byte blocks
};
#endif // SIM_ADD_TILING_H
