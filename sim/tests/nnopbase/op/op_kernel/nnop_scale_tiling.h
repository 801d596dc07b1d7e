// NnopScale tiling data and tiling key, shared by the tiling function (op_host) and the kernel.
#ifndef NNOP_SCALE_TILING_H
#define NNOP_SCALE_TILING_H

#include <cstdint>

#include "ascendc/host_api/tiling/template_argument.h"

struct NnopScaleTilingData {
    int64_t totalLength; // elements of x / y
    int64_t blockFormer; // elements per core but the last (whole 32-byte blocks)
    int64_t blockTail;   // elements of the last core
    int64_t ubFormer;    // elements per UB tile (a multiple of 64)
    int64_t usedCoreNum;
    int64_t hasBias; // the OPTIONAL bias was given
};

namespace NnopScaleLimits {
constexpr int64_t kMaxElements = int64_t{1} << 20; // the tiling refuses more (a tiling failure to test)
constexpr int64_t kMinElementsPerCore = 256;
constexpr int64_t kUbTile = 4096; // elements per tile
} // namespace NnopScaleLimits

// One kernel per data type. INT32 is declared (the OpDef lists it) but not selected: no kernel is
// compiled for it.
ASCENDC_TPL_ARGS_DECL(NnopScale,
                      ASCENDC_TPL_DATATYPE_DECL(D_T, C_DT_FLOAT, C_DT_FLOAT16, C_DT_INT32, ASCENDC_TPL_INPUT(0)), );

ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_FLOAT)),
                ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T, C_DT_FLOAT16)), );

#endif // NNOP_SCALE_TILING_H
