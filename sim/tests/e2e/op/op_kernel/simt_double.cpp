// SimtDouble kernel, in the style of ops-math's arch35 SIMT kernels: a templated AI Core kernel
// (ASCENDC_TPL_SEL) typed by the DTYPE_X / DTYPE_Y macros of each OpDef dtype column, which starts a SIMT
// VF (AscendC::Simt::VF_CALL) whose threads stride over the elements. With STAGED, each thread stages its
// element in a local array of 320 floats, 1280 bytes of SIMT stack: more than the default 1152 bytes
// (内存层级.md, GM上的SIMT栈空间), so that launch fails unless the limit is raised (aclrtDeviceSetLimit,
// aclInit's StackSize). bisheng compiles this file on CANN; the simulator's op-kernel compile gives it
// bisheng's checks too.
#include "kernel_operator.h"
#include "simt_api/asc_simt.h"
#include "simt_double_tiling.h"

namespace {
constexpr uint32_t kThreadNum = 256;
constexpr uint32_t kStaged = 320;

template <typename T, uint32_t STAGED>
__simt_vf__ __aicore__ LAUNCH_BOUND(kThreadNum) inline void SimtDoubleThreads(uint32_t total, __gm__ T* x, __gm__ T* y)
{
    const uint32_t stride = AscendC::Simt::GetThreadNum() * AscendC::Simt::GetBlockNum();
    for (uint32_t i = AscendC::Simt::GetBlockIdx() * AscendC::Simt::GetThreadNum() + AscendC::Simt::GetThreadIdx();
         i < total; i += stride) {
        float value = static_cast<float>(x[i]);
        if constexpr (STAGED == 1) {
            float staged[kStaged];
            for (uint32_t k = 0; k < kStaged; ++k) {
                staged[k] = value;
            }
            value = staged[i % kStaged];
        }
        y[i] = static_cast<T>(value + value);
    }
}
} // namespace

template <uint32_t STAGED>
__global__ __aicore__ void simt_double(GM_ADDR x, GM_ADDR y, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    GET_TILING_DATA_WITH_STRUCT(SimtDoubleTilingData, tilingData, tiling);
    AscendC::Simt::VF_CALL<SimtDoubleThreads<DTYPE_X, STAGED>>(AscendC::Simt::Dim3(kThreadNum), tilingData.totalLength,
                                                               reinterpret_cast<__gm__ DTYPE_X*>(x),
                                                               reinterpret_cast<__gm__ DTYPE_Y*>(y));
}
