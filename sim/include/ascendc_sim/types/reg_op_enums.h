// (The C++ Reg API re-exports this as reg_compute/op_enums.h; the C API and the engines use it too.)
// The enumerations and the namespace alias the second set of Reg APIs takes (reduce, gather /
// scatter, unaligned moves, histograms, squeeze, ...), with the SDK's names, members, values and
// defaults (include/basic_api/reg_compute/kernel_reg_compute_utils.h, impl/utils/common_types.h,
// impl/basic_api/utils/kernel_utils_mode.h, impl/basic_api/kernel_macros.h; __NPU_ARCH__ == 3510).
// Meanings:
//   MicroAPI        the older name of the Reg namespace: the SDK aliases it to Reg on arch 3510
//                   (kernel_macros.h), so AscendC::MicroAPI::PostLiteral is AscendC::Reg::PostLiteral
//   ReduceType      归约计算/Reduce.md, ReduceDataBlock.md (表1 type); AscendC::ReduceType, which Reg
//                   re-exports as Reg::ReduceType
//   PairReduce      归约计算/PairReduceElem.md (表1 type)
//   IndexOrder      索引操作/Arange.md (表1 IndexOrder)
//   HistogramsBinType, HistogramsType   直方图计算/Histograms.md (表1 mode, type)
//   GatherMaskMode  比较与选择/Squeeze.md (表1 store)
//   MaskDist        Reg数据搬入/MaskReg搬入（LoadAlign）.md, Reg数据搬出/MaskReg搬出（StoreAlign）.md (表3)
//   DataCopyMode    Reg数据搬入/非连续对齐搬入（LoadAlign）.md (表3)
//   StoreMode, RoundControl: declared by the SDK next to the others; no API of the sim takes them.
// (All pages under docs/zh/api/SIMD-API/基础API/Reg矢量计算/ unless a path says otherwise.)
#pragma once

#include <cstdint>

#include "ascendc_sim/types/enums.h"

namespace AscendC {

namespace Reg {

using ReduceType = AscendC::ReduceType;

enum class PairReduce { SUM = 0 };
enum class IndexOrder { INCREASE_ORDER, DECREASE_ORDER };
enum class HistogramsBinType { BIN0 = 0, BIN1, BIN2, BIN3, BIN4, BIN5, BIN6, BIN7 };
enum class HistogramsType { FREQUENCY = 0, ACCUMULATE };
enum class GatherMaskMode { NO_STORE_REG, STORE_REG };
// DIST_PACK shares DIST_US's value: the first is a store mode, the second a load mode.
enum class MaskDist { DIST_NORM, DIST_US = 1, DIST_DS = 2, DIST_PACK = 1 };
enum class DataCopyMode { DATA_BLOCK_COPY };
enum class StoreMode { NOSTORED = 0, STORED };
enum class RoundControl { NO_ROUND, ROUND };

} // namespace Reg

namespace MicroAPI = Reg;

} // namespace AscendC
