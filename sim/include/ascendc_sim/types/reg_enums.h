// Enumerations, traits and mode structures of the Reg vector API (namespace AscendC::Reg), with the
// SDK's names, members and defaults (include/basic_api/reg_compute/kernel_reg_compute_utils.h and
// kernel_reg_compute_struct_intf.h, __NPU_ARCH__ == 3510 branch). Meanings:
//   RegLayout      docs/zh/api/SIMD-API/基础API/Reg矢量计算/辅助数据类型/RegLayout.md
//   SatMode        docs/zh/api/SIMD-API/基础API/Reg矢量计算/辅助数据类型/SatMode.md
//   MaskMergeMode  docs/zh/api/SIMD-API/基础API/Reg矢量计算/辅助数据类型/MaskMergeMode.md
//   PostLiteral    docs/zh/api/SIMD-API/基础API/Reg矢量计算/辅助数据类型/PostLiteral.md
//   MaskPattern    docs/zh/api/SIMD-API/基础API/Reg矢量计算/寄存器数据类型/MaskReg.md (表1 CreateMask)
//   LoadDist       docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬入/连续对齐搬入（LoadAlign）.md (表3)
//   StoreDist      docs/zh/api/SIMD-API/基础API/Reg矢量计算/Reg数据搬出/连续对齐搬出（StoreAlign）.md (表3)
//   MemType        docs/zh/api/SIMD-API/基础API/Reg矢量计算/同步控制/LocalMemBar.md (表2)
//   CastTrait      docs/zh/api/SIMD-API/基础API/Reg矢量计算/类型转换/Cast.md (表1 trait)
//   DivSpecificMode / SqrtSpecificMode   基础算术/Div.md, 基础算术/Sqrt.md (表1 mode)
//   ExpSpecificMode / LnSpecificMode     基础算术/Exp.md, 基础算术/Ln.md
//   LogSpecificMode / Log2SpecificMode / Log10SpecificMode   基础算术/Log.md, Log2.md, Log10.md
//   RegTrait       寄存器数据类型/RegTensor.md (regTrait)
// The enumerator values are the SDK's (LoadDist / StoreDist have gaps and aliases there).
#pragma once

#include <cstdint>

#include "ascendc_sim/numerics/configs.h"
#include "ascendc_sim/numerics/modes.h"

namespace AscendC::Reg {

enum class RegLayout { UNKNOWN = -1, ZERO, ONE, TWO, THREE };
enum class SatMode { UNKNOWN = -1, NO_SAT, SAT };
enum class MaskMergeMode { UNKNOWN, MERGING, ZEROING };
enum class HighLowPart { LOWEST, HIGHEST };
enum class PostLiteral { POST_MODE_NORMAL, POST_MODE_UPDATE };
enum class MaskPattern { ALL, VL1, VL2, VL3, VL4, VL8, VL16, VL32, VL64, VL128, M3, M4, H, Q, ALLF = 15 };

enum class LoadDist {
    DIST_NORM,
    DIST_BRC_B8,
    DIST_BRC_B16,
    DIST_BRC_B32,
    DIST_US_B8 = 6,
    DIST_US_B16,
    DIST_DS_B8,
    DIST_DS_B16,
    DIST_BDINTLV,
    DIST_DINTLV_B8,
    DIST_DINTLV_B16,
    DIST_UNPACK_B8,
    DIST_UNPACK_B16,
    DIST_BLK,
    DIST_E2B_B16,
    DIST_E2B_B32,
    DIST_UNPACK_B32,
    DIST_DINTLV_B32,
    DIST_UNPACK4_B8,
    DIST_SPLT4CHN_B8,
    DIST_SPLT2CHN_B8,
    DIST_SPLT2CHN_B16,
};

enum class StoreDist {
    DIST_NORM_B8,
    DIST_NORM_B16,
    DIST_NORM_B32,
    DIST_FIRST_ELEMENT_B8,
    DIST_FIRST_ELEMENT_B16,
    DIST_FIRST_ELEMENT_B32,
    DIST_PACK_B16,
    DIST_PACK_B32,
    DIST_INTLV_B8,
    DIST_INTLV_B16,
    DIST_PACK_B64,
    DIST_INTLV_B32,
    DIST_PACK4_B32,
    DIST_MRG4CHN_B8,
    DIST_MRG2CHN_B8,
    DIST_MRG2CHN_B16,
    DIST_NORM
};

enum class MemType { VEC_STORE, VEC_LOAD, SCALAR_STORE, SCALAR_LOAD, VEC_ALL, SCALAR_ALL };

// The "no type given" default of every Reg API's T: the element type is taken from the register.
struct DefaultType {};

struct CastTrait {
    RegLayout layoutMode = RegLayout::UNKNOWN;
    SatMode satMode = SatMode::UNKNOWN;
    MaskMergeMode mrgMode = MaskMergeMode::UNKNOWN;
    RoundMode roundMode = RoundMode::UNKNOWN;
};
inline constexpr CastTrait castTrait = {RegLayout::UNKNOWN, SatMode::UNKNOWN, MaskMergeMode::UNKNOWN,
                                        RoundMode::UNKNOWN};

struct ExpSpecificMode {
    MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
    ExpAlgo algo = ExpAlgo::INTRINSIC;
};
struct LnSpecificMode {
    MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
    LnAlgo algo = LnAlgo::INTRINSIC;
};
struct LogSpecificMode {
    MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
    LogAlgo algo = LogAlgo::INTRINSIC;
};
struct Log2SpecificMode {
    MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
    Log2Algo algo = Log2Algo::INTRINSIC;
};
struct Log10SpecificMode {
    MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
    Log10Algo algo = Log10Algo::INTRINSIC;
};
struct DivSpecificMode {
    MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
    bool precisionMode = false;
    DivAlgo algo = DivAlgo::INTRINSIC;
};
struct SqrtSpecificMode {
    MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
    bool precisionMode = false;
    SqrtAlgo algo = SqrtAlgo::INTRINSIC;
};

// RegTensor's regTrait: how many VL-wide registers one RegTensor holds.
struct RegTrait {
    int REG_NUM = 1;
};
inline constexpr RegTrait RegTraitNumOne = {1};
inline constexpr RegTrait RegTraitNumTwo = {2};

} // namespace AscendC::Reg
