// The C API's histograms (docs/zh/api/SIMD-API/C-API/reg/histogram_compute/asc_frequency_histogram.md,
// asc_cumulative_histogram.md; SDK include/c_api/reg_compute/reg_vector.h):
//   asc_frequency_histogram_bin0 / _bin1(dst, src, mask)   dst[n] += the selected src elements equal to
//                                                           n (bin0) or 128 + n (bin1)
//   asc_cumulative_histogram_bin0 / _bin1(dst, src, mask)  dst[n] += the selected src elements in [0, n]
//                                                           (bin0) or [128, 128 + n] (bin1)
// uint8_t source, uint16_t counts added to dst's own ("在目的寄存器原始数据的基础上进行累加"); the mask
// filters the source only. The lane rule is the C++ Reg API's Histograms<..., BIN0 / BIN1, FREQUENCY /
// ACCUMULATE> (reg_compute/histograms.h; its op row, engine/ops/histograms.h), its overflow past 65535 included (the
// lane wraps and is marked undefined: "使用时需注意累加溢出问题").
#pragma once

#include <cstdint>

#include "ascendc_sim/c_api/reg_compute/reg_types.h"
#include "ascendc_sim/engine/ops/histograms.h"
#include "ascendc_sim/engine/reg_lanes.h"

namespace ascsim::capi {
// base 0 (bin0) or 128 (bin1); cumulative adds the running count.
inline void Histogram(vector_uint16_t& dst, vector_uint8_t& src, vector_bool& mask, uint32_t base, bool cumulative,
                      kern::SrcLoc loc)
{
    namespace d = AscendC::Reg::detail;
    using Row = ascsim::ops::Histograms;
    d::VfContext* vf = d::RequireVf(Row::kName, loc);
    uint32_t count[128] = {};
    bool anyUndef = false;
    for (uint32_t i = 0; i < vector_uint8_t::kLanes; ++i) {
        const bool on = mask.Bit(i);
        if (mask.BitUndefined(i) || (on && src.LaneUndefined(i))) {
            anyUndef = true;
            continue;
        }
        const uint32_t v = src.Lane(i);
        if (on && v >= base && v < base + 128) {
            ++count[v - base];
        }
    }
    vector_uint16_t out;
    uint32_t running = 0;
    for (uint32_t n = 0; n < 128; ++n) {
        running += count[n];
        const uint32_t sum = uint32_t(dst.Lane(n)) + (cumulative ? running : count[n]);
        out.SetLane(n, static_cast<uint16_t>(sum), dst.LaneUndefined(n) || anyUndef || sum > 0xFFFFu);
    }
    out.vfDef = d::Tick(vf, Row::kVfOp, d::ReadsOf(src, mask, dst), {}, Row::kCycles);
    dst = out;
}
} // namespace ascsim::capi

#define ASCSIM_CAPI_HISTOGRAM(name, base, cumulative)                                            \
    __simd_callee__ inline void name(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask, \
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())    \
    {                                                                                            \
        ascsim::capi::Histogram(dst, src, mask, base, cumulative, loc);                          \
    }
ASCSIM_CAPI_HISTOGRAM(asc_frequency_histogram_bin0, 0, false)
ASCSIM_CAPI_HISTOGRAM(asc_frequency_histogram_bin1, 128, false)
ASCSIM_CAPI_HISTOGRAM(asc_cumulative_histogram_bin0, 0, true)
ASCSIM_CAPI_HISTOGRAM(asc_cumulative_histogram_bin1, 128, true)
#undef ASCSIM_CAPI_HISTOGRAM
