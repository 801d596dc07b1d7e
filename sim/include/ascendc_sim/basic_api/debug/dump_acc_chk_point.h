// DumpAccChkPoint (docs/zh/api/SIMD-API/基础API/调试接口/上板打印/DumpAccChkPoint.md; SDK
// basic_api/kernel_operator_dump_tensor_intf.h:50-55): DumpTensor of the tensor countOff elements on, with
// index as the desc (the page's example prints "DumpTensor: desc=56, ..." for tensor[32]); the same
// format, 30 KB limit and ASCENDC_DUMP switch as DumpTensor (dump_tensor.h). 参数说明: the offset tensor
// must meet its position's alignment (32 bytes in UB), a memcheck finding otherwise.
// MetricsProfStart / MetricsProfStop (调试接口/性能统计/MetricsProfStart.md, MetricsProfStop.md;
// kernel_prof_trace_intf.h:37-39): the msOpProf markers of a code range; the sim's profile always covers
// the whole launch (sim/docs/timing_model.md), so they mark nothing.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/basic_api/debug/dump_tensor.h"
#include "ascendc_sim/core/core.h"

namespace AscendC {

template <typename T>
__aicore__ inline void DumpAccChkPoint(const LocalTensor<T>& tensor, uint32_t index, uint32_t countOff,
                                       uint32_t dumpSize, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if (ascsim::kern::SanitizerEnabled() && (static_cast<uint64_t>(countOff) * sizeof(T)) % 32 != 0) {
        // rule memcheck.dump-offset-align: DumpAccChkPoint's countOff leaves a UB tensor off its 32-byte alignment
        //   doc: B/调试接口/上板打印/DumpAccChkPoint.md (参数说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "DumpAccChkPoint",
                           "countOff " + std::to_string(countOff) + " moves the UB tensor off 32-byte alignment", loc);
    }
    DumpTensor(tensor[countOff], index, dumpSize, loc);
}
template <typename T>
__aicore__ inline void DumpAccChkPoint(const GlobalTensor<T>& tensor, uint32_t index, uint32_t countOff,
                                       uint32_t dumpSize, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    DumpTensor(tensor[countOff], index, dumpSize, loc);
}

__aicore__ inline void MetricsProfStart() {}
__aicore__ inline void MetricsProfStop() {}

} // namespace AscendC
