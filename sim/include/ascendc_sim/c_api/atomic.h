// The C API's DMA atomic settings, SDK include/c_api/atomic/atomic.h (docs/zh/api/SIMD-API/C-API/
// simd_atomic/: asc_set_atomic_add.md, asc_set_atomic_max.md, asc_set_atomic_min.md, asc_set_atomic_none.md).
// One name a type (int8 / int16 / int / bfloat / float16 / float: int8_t, int16_t, int32_t, bfloat16_t,
// half, float); each sets CTRL's atomic type and operation exactly as the C++ SetAtomicAdd<T> /
// SetAtomicMax<T> / SetAtomicMin<T> / DisableDmaAtomic do (basic_api/memory/atomic.h: every later copy
// UB -> GM combines with GM element-wise, atomically across cores; a kernel that returns with the atomic
// still set is a ctrlcheck finding, the pages' "建议清空原子操作的状态"). PIPE_S.
// asc_set_store_atomic_config_v1 is out of scope ("Ascend 950PR/Ascend 950DT：不支持").
#pragma once

#include <cstdint>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"

namespace ascsim::capi {
// CTRL[8:6] = type (1 float, 2 half, 3 int16_t, 4 int32_t, 5 int8_t, 6 bfloat16_t), CTRL[10:9] = op, as the
// C++ SetAtomic* write them (basic_api/memory/atomic.h; the spellings share the register, not the header).
inline void SetDmaAtomic(uint64_t type, uint64_t op, const char* api, kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    XcoreScalarCall(api, loc);
    uint64_t v = CtrlValue();
    v = (v & ~ctrl::FieldMask(ctrl::kAtomicFirst, 8)) | (type << ctrl::kAtomicFirst);
    v = (v & ~ctrl::FieldMask(ctrl::kAtomicOpFirst, ctrl::kAtomicLast)) | (op << ctrl::kAtomicOpFirst);
    CtrlWrite(v, api, loc);
}
} // namespace ascsim::capi

// name(): CTRL's atomic (type of T, operation op: 0 add, 1 max, 2 min).
#define ASCSIM_CAPI_ATOMIC_SET(name, code, op)                                           \
    __aicore__ inline void name(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                    \
        ascsim::capi::SetDmaAtomic(code, op, #name, loc);                                \
    }
#define ASCSIM_CAPI_ATOMIC_OP(prefix, op)           \
    ASCSIM_CAPI_ATOMIC_SET(prefix##_int8, 5, op)    \
    ASCSIM_CAPI_ATOMIC_SET(prefix##_int16, 3, op)   \
    ASCSIM_CAPI_ATOMIC_SET(prefix##_int, 4, op)     \
    ASCSIM_CAPI_ATOMIC_SET(prefix##_bfloat, 6, op)  \
    ASCSIM_CAPI_ATOMIC_SET(prefix##_float16, 2, op) \
    ASCSIM_CAPI_ATOMIC_SET(prefix##_float, 1, op)

ASCSIM_CAPI_ATOMIC_OP(asc_set_atomic_add, 0)
ASCSIM_CAPI_ATOMIC_OP(asc_set_atomic_max, 1)
ASCSIM_CAPI_ATOMIC_OP(asc_set_atomic_min, 2)

#undef ASCSIM_CAPI_ATOMIC_OP
#undef ASCSIM_CAPI_ATOMIC_SET

// asc_set_atomic_none.md: transfers to GM overwrite again (CTRL's atomic fields 0).
__aicore__ inline void asc_set_atomic_none(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::capi::SetDmaAtomic(0, 0, "asc_set_atomic_none", loc);
}
