// Enumerations of the Ascend C kernel API with the SDK's names and values.
#pragma once

#include <cstdint>

// pipe_t: the hardware pipes, a compiler builtin on the NPU. Values follow the SDK's pipe
// enumeration (tools/build/asc_op_compile_base/c_api/asc_platform.h, enum class PIPE).
enum pipe_t : uint8_t {
    PIPE_S = 1,
    PIPE_V = 2,
    PIPE_M = 3,
    PIPE_MTE1 = 4,
    PIPE_MTE2 = 5,
    PIPE_MTE3 = 6,
    PIPE_ALL = 10,
    PIPE_FIX = 11,
};

// event_t: hardware event ids for SetFlag/WaitFlag (同步控制/核内同步/SetFlag-WaitFlag.md).
enum event_t : uint8_t {
    EVENT_ID0 = 0,
    EVENT_ID1,
    EVENT_ID2,
    EVENT_ID3,
    EVENT_ID4,
    EVENT_ID5,
    EVENT_ID6,
    EVENT_ID7,
};

namespace AscendC {

// Logical buffer positions (数据结构/TPosition.md; SDK impl/basic_api/common_types.h).
enum class TPosition : uint8_t {
    GM,
    A1,
    A2,
    B1,
    B2,
    C1,
    C2,
    CO1,
    CO2,
    VECIN,
    VECOUT,
    VECCALC,
    LCM = VECCALC,
    SPM,
    SHM = SPM,
    TSCM,
    C2PIPE2GM,
    C2PIPE2LOCAL,
    MAX,
};
using QuePosition = TPosition;

// The reduction of the Memory-API ReduceRepeat and the Reg Reduce family (one enum in the SDK:
// impl/utils/common_types.h).
enum class ReduceType { NONE = -1, SUM = 0, MAX, MIN };

// The ReduceSum/Max/Min mode and the ReduceRepeat result order (SDK kernel_utils_mode.h; 归约计算/
// ReduceRepeat.md): shared by the Memory-API spelling (basic_api/memory_vector/vector_reduce.h) and its
// engine (engine/reduce_engine.h).
enum class ReduceMode : uint8_t {
    REDUCE_MAX = 0,
    REDUCE_MIN,
    REDUCE_SUM,
};
enum class ReduceOrder : uint8_t {
    ORDER_VALUE_INDEX = 0,
    ORDER_INDEX_VALUE,
    ORDER_ONLY_VALUE,
    ORDER_ONLY_INDEX,
};

// Source_destination pipe pairs of SetFlag/WaitFlag (SDK impl/basic_api/kernel_event.h).
enum class HardEvent : uint8_t {
    MTE2_MTE1,
    MTE1_MTE2,
    MTE1_M,
    M_MTE1,
    MTE2_V,
    V_MTE2,
    MTE3_V,
    V_MTE3,
    M_V,
    V_M,
    V_V,
    MTE3_MTE1,
    MTE1_MTE3,
    MTE1_V,
    MTE2_M,
    M_MTE2,
    V_MTE1,
    M_FIX,
    FIX_M,
    MTE3_MTE2,
    MTE2_MTE3,
    S_V,
    V_S,
    S_MTE2,
    MTE2_S,
    S_MTE3,
    MTE3_S,
    MTE2_FIX,
    FIX_MTE2,
    FIX_S,
    M_S,
    FIX_MTE3,
    MTE1_FIX,
    FIX_MTE1,
    FIX_FIX,
    MAX,
};

// The special-purpose registers GetSpr / ClearSpr name, outside a VF and inside one (SDK
// impl/basic_api/utils/kernel_utils_mode.h; 特殊寄存器访问/GetSpr.md 表2, Reg矢量计算/系统变量访问/ClearSpr.md 表2).
enum class SpecialPurposeReg { AR = 0 };

} // namespace AscendC
