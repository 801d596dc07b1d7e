// Ops defined by the registry tests (test_ops.cpp), written the way a CANN op_host source is.
#pragma once
#include <cstdint>

struct SimAddTilingData {
    uint32_t totalLength;
    uint32_t tileNum;
    uint32_t coreNum;
    uint32_t ubSize;
};

struct SimScaleTilingData {
    float scale;
    uint32_t coreNum;
    int64_t axis;
};

struct SimScaleCompileInfo {
    uint32_t coreNum = 0;
    uint64_t ubSize = 0;
    bool parsed = false;
};

// Tiling keys SimAdd picks per dtype.
constexpr uint64_t kSimAddKeyFloat = 1;
constexpr uint64_t kSimAddKeyHalf = 2;
constexpr uint64_t kSimAddKeyBf16 = 3;
constexpr uint32_t kSimAddElemsPerBlock = 1024;
