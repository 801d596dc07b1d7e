// Histograms<T, U, mode, type>(dstReg, srcReg, mask)
// (docs/zh/api/SIMD-API/基础API/Reg矢量计算/直方图计算/Histograms.md; declared in
// include/basic_api/reg_compute/kernel_reg_compute_histograms_intf.h; the SDK gives mode and type no
// default, nor does the sim).
//   T = uint8_t (srcReg, 256 lanes), U = uint16_t (dstReg, 128 lanes), 表3. mode BIN0 counts the
//   values 0..127, BIN1 128..255 (the other HistogramsBinType values have no range for uint8_t: a
//   compile error). The counts are added to dstReg ("在目的操作数dstReg的基础数据上加上..."):
//     FREQUENCY:  dstReg[n] += number of selected elements equal to base + n
//     ACCUMULATE: dstReg[n] += number of selected elements in [base, base + n]
//   with base = 0 (BIN0) or 128 (BIN1); elements the mask does not select are ignored ("当mask位数为0
//   时，对应位置的src源操作数的数值被忽略"; the mask is read as a b8 one).
//   Overflow past 65535: "使用时需注意累加溢出问题" — the result is not given; the sim wraps the value
//   and marks the lane undefined, so an overflowed count that reaches GM is a memcheck finding.
// A lane is undefined when dstReg's was, or when a selected element it might count (or a mask bit)
// is undefined.
// Cost (附录/Reg矢量计算接口指令单双发汇总.md 表2 DHISTv2: single issue; 理论性能汇总.md 表16: 32 per
// cycle): 8 cycles per VL.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/reg_compute/op_enums.h"
#include "ascendc_sim/engine/ops/histograms.h"
#include "ascendc_sim/engine/reg_lanes.h"

namespace AscendC::Reg {

template <typename T = DefaultType, typename U = DefaultType, HistogramsBinType mode, HistogramsType type, typename S,
          typename V>
__simd_callee__ inline void Histograms(V& dstReg, S& srcReg, MaskReg& mask,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::IsRegTensor<S>::value && detail::IsRegTensor<V>::value, "operands must be RegTensor");
    static_assert(detail::kTypeMatches<T, S>, "T must be DefaultType or srcReg's element type");
    static_assert(detail::kTypeMatches<U, V>, "U must be DefaultType or dstReg's element type");
    static_assert(std::is_same_v<typename S::ActualT, uint8_t> && std::is_same_v<typename V::ActualT, uint16_t>,
                  "Histograms: uint8_t source, uint16_t destination (表3)");
    static_assert(mode == HistogramsBinType::BIN0 || mode == HistogramsBinType::BIN1,
                  "Histograms: BIN0 ([0, 127]) or BIN1 ([128, 255]) for a uint8_t source");
    using Row = ascsim::ops::Histograms;
    detail::VfContext* vf = detail::RequireVf(Row::kName, loc);
    constexpr uint32_t base = mode == HistogramsBinType::BIN0 ? 0 : 128;
    uint32_t count[128] = {};
    bool anyUndef = false;
    for (uint32_t i = 0; i < S::kLanes; ++i) {
        const bool on = mask.Bit(i);
        if (mask.BitUndefined(i) || (on && srcReg.LaneUndefined(i))) {
            anyUndef = true;
            continue;
        }
        if (!on) {
            continue;
        }
        const uint32_t v = srcReg.Lane(i);
        if (v >= base && v < base + 128) {
            ++count[v - base];
        }
    }
    V out;
    uint32_t running = 0;
    for (uint32_t n = 0; n < 128; ++n) {
        running += count[n];
        const uint32_t add = type == HistogramsType::FREQUENCY ? count[n] : running;
        const uint32_t sum = uint32_t(dstReg.Lane(n)) + add;
        out.SetLane(n, static_cast<uint16_t>(sum), dstReg.LaneUndefined(n) || anyUndef || sum > 0xFFFFu);
    }
    out.vfDef = detail::Tick(vf, Row::kVfOp, detail::ReadsOf(srcReg, mask, dstReg), {}, Row::kCycles);
    dstReg = out;
}

} // namespace AscendC::Reg
