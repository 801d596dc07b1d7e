// Reading tiling data inside a kernel (docs/zh/api/SIMD-API/基础API/Kernel-Tiling/:
// GET_TILING_DATA.md, GET_TILING_DATA_WITH_STRUCT.md, REGISTER_TILING_DEFAULT.md).
// The tiling argument points to device memory the framework filled from the host tiling
// function; the copy is an S-pipe read of Global Memory and is checked like one.
#pragma once

#include <cstring>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/keywords.h"

namespace ascsim::kern {
void CopyTilingData(void* dst, const uint8_t* tilingGm, size_t bytes, SrcLoc loc);
} // namespace ascsim::kern

// REGISTER_TILING_DEFAULT(Struct): the structure GET_TILING_DATA reads by default.
#define REGISTER_TILING_DEFAULT(tilingStruct) using AscendCSimDefaultTiling [[maybe_unused]] = tilingStruct
// REGISTER_TILING_FOR_TILINGKEY(condition, Struct): the sim reads the default structure.
#define REGISTER_TILING_FOR_TILINGKEY(cond, tilingStruct) static_cast<void>(0)

#define GET_TILING_DATA_WITH_STRUCT(tilingStruct, tilingData, tilingArg) \
    tilingStruct tilingData;                                             \
    ascsim::kern::CopyTilingData(&tilingData, (tilingArg), sizeof(tilingStruct), ascsim::kern::SrcLoc::Here())

#define GET_TILING_DATA(tilingData, tilingArg) \
    GET_TILING_DATA_WITH_STRUCT(AscendCSimDefaultTiling, tilingData, tilingArg)

#define GET_TILING_DATA_PTR_WITH_STRUCT(tilingStruct, dstPtr, tilingArg)                        \
    tilingStruct ascsimTilingCopy_##dstPtr;                                                     \
    ascsim::kern::CopyTilingData(&ascsimTilingCopy_##dstPtr, (tilingArg), sizeof(tilingStruct), \
                                 ascsim::kern::SrcLoc::Here());                                 \
    const tilingStruct* dstPtr = &ascsimTilingCopy_##dstPtr
