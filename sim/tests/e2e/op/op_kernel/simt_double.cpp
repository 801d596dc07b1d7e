// SimtDouble kernel, in the style of ops-math's arch35 SIMT kernels: the AI Core kernel starts a SIMT VF
// (AscendC::Simt::VF_CALL) whose threads stride over the elements. Each thread stages its element in a
// local array of 320 floats, 1280 bytes of SIMT stack: more than the default 1152 bytes (内存层级.md, GM上的
// SIMT栈空间), so the launch fails unless the limit is raised (aclrtDeviceSetLimit, aclInit's StackSize).
// bisheng compiles this file on CANN; the simulator's op-kernel compile gives it bisheng's checks too.
#include "kernel_operator.h"
#include "simt_api/asc_simt.h"
#include "simt_double_tiling.h"

namespace {
constexpr uint32_t kThreadNum = 256;
constexpr uint32_t kStaged = 320;

__simt_vf__ __aicore__ LAUNCH_BOUND(kThreadNum) inline void SimtDoubleThreads(uint32_t total, __gm__ float* x,
                                                                              __gm__ float* y)
{
    const uint32_t stride = AscendC::Simt::GetThreadNum() * AscendC::Simt::GetBlockNum();
    for (uint32_t i = AscendC::Simt::GetBlockIdx() * AscendC::Simt::GetThreadNum() + AscendC::Simt::GetThreadIdx();
         i < total; i += stride) {
        float staged[kStaged];
        for (uint32_t k = 0; k < kStaged; ++k) {
            staged[k] = x[i];
        }
        y[i] = staged[0] + staged[i % kStaged];
    }
}
} // namespace

extern "C" __global__ __aicore__ void simt_double(GM_ADDR x, GM_ADDR y, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    GET_TILING_DATA_WITH_STRUCT(SimtDoubleTilingData, tilingData, tiling);
    AscendC::Simt::VF_CALL<SimtDoubleThreads>(AscendC::Simt::Dim3(kThreadNum), tilingData.totalLength,
                                              reinterpret_cast<__gm__ float*>(x), reinterpret_cast<__gm__ float*>(y));
}
