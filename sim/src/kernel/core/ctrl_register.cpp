// The CTRL special register of each emulated core (include/ascendc_sim/core/ctrl_bits.h).
//
// Launch state. The docs disagree on what a kernel finds in CTRL when it starts on a 950
// (paths in asc-devkit; B = docs/zh/api/SIMD-API/基础API):
//   * saturation: B/特殊寄存器访问/SetCtrlSpr(ISASI).md 表3 gives CTRL[48] = 0 with CTRL[60] = 1 as the
//     defaults, the SDK's reset constant 0x1000000000000008
//     (impl/basic_api/dav_3510/kernel_operator_common_impl.h:128) agrees, the example of
//     B/特殊寄存器访问/ResetCtrlSpr(ISASI).md calls CTRL[48] = 0 "开启饱和模式", and
//     B/数据结构/precision_conversion.md says "溢出默认按照饱和模式处理";
//   * INF/NaN: docs/zh/api/附录/Reg矢量计算接口边界值汇总.md says half input "默认输出INF/NAN模式的结果",
//     InitSocState keeps CTRL[48] from the launch state (B/工具接口/系统初始化/InitSocState.md), and
//     the runtime (hicann/runtime docs/zh/api_ref/25-02_Enumerations.md, aclrtFloatOverflowMode)
//     documents INF/NaN as the 950's only mode, set outside the kernel.
// The sim takes the stricter reading: every core starts every launch from the documented reset
// value (saturating), so a kernel that needs inf / NaN in half or bfloat16_t results has to select
// the non-saturating mode itself (CTRL[60] = 1, CTRL[48] = 1), which is right under either reading.
//
// Persistence. On hardware CTRL survives from one operator to the next, and InitSocState (run by
// every TPipe) resets every bit except CTRL[48] ("这些值可能被前序执行的算子修改", InitSocState.md).
// The sim does not carry CTRL from one launch to the next (a launch's result must not depend on
// which kernel ran before it on the same worker thread); instead ctrlcheck reports a kernel that
// returns with a writable bit different from its launch value, because on hardware that kernel
// would change the results of later operators.
#include <string>

#include "ascendc_sim/core/ctrl_bits.h"
#include "core/core_state.h"

namespace ascsim::kern {

namespace {

// "CTRL[48] = 1, CTRL[60] = 0": the bits set in `diff`, with their values in `a`.
std::string DescribeBits(uint64_t diff, uint64_t a)
{
    std::string out;
    for (int b = 0; b < 64; ++b) {
        if (ctrl::Has(diff, b)) {
            out += (out.empty() ? "" : ", ") + std::string("CTRL[") + std::to_string(b) +
                   "] = " + (ctrl::Has(a, b) ? "1" : "0");
        }
    }
    return out;
}

} // namespace

uint64_t CtrlValue()
{
    const CoreState* core = BoundCore();
    return core == nullptr ? ctrl::kResetValue : core->chip.ctrl;
}

void CtrlWrite(uint64_t value, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr) {
        return;
    }
    const uint64_t unmodelled = value & ctrl::kUnmodelledMask & ~ctrl::kResetValue;
    if (core->check.sanitize && unmodelled != 0) {
        // rule ctrlcheck.ctrl-unmodelled: a CTRL bit the page supports but the sim does not model (integer saturation,
        //     CTRL[53])
        //   choice: not modelled: refusing beats computing without the mode the kernel asked for
        Fail(Check::kCtrlcheck, api,
             DescribeBits(unmodelled, value) + ": integer saturation (CTRL[53]) is not modelled by the simulator", loc);
    }
    // SetCtrlSpr(ISASI).md 表3: CTRL[8:6] 3'b000..3'b110 (none, float, half, int16_t, int32_t, int8_t,
    // bfloat16_t), CTRL[10:9] 2'b00..2'b10 (ADD, MAX, MIN); the remaining codes are undocumented.
    if (core->check.sanitize &&
        (ctrl::AtomicType(value) == 7 || (ctrl::AtomicType(value) != 0 && ctrl::AtomicOp(value) == 3))) {
        // rule ctrlcheck.atomic-code: CTRL[8:6] / CTRL[10:9] codes the page does not define
        //   doc: B/特殊寄存器访问/SetCtrlSpr(ISASI).md (约束说明, 表3)
        Fail(Check::kCtrlcheck, api,
             "CTRL[8:6] = " + std::to_string(ctrl::AtomicType(value)) +
                 ", CTRL[10:9] = " + std::to_string(ctrl::AtomicOp(value)) +
                 ": not a documented DMA atomic type / operation (SetCtrlSpr(ISASI).md 表3)",
             loc);
    }
    const uint64_t changed = value ^ core->chip.ctrl;
    for (int b = 0; b < 64; ++b) {
        if (ctrl::Has(changed, b)) {
            core->chip.ctrlWriter[b] = api;
            core->chip.ctrlWrittenAt[b] = loc;
        }
    }
    core->chip.ctrl = value;
}

void CheckCtrlAtExit(CoreState& core)
{
    const uint64_t diff = (core.chip.ctrl ^ core.chip.ctrlAtLaunch) & ctrl::kWritableMask;
    for (int b = 0; b < 64; ++b) {
        if (!ctrl::Has(diff, b)) {
            continue;
        }
        // Reported at the call that last changed the bit (the kernel's exit has no source line).
        // rule ctrlcheck.ctrl-leak: a kernel returning with a CTRL bit other than its launch value
        //   doc: B/工具接口/系统初始化/InitSocState.md (约束说明)
        Report(Check::kCtrlcheck, core.chip.ctrlWriter[b],
               "kernel returned with " + DescribeBits(ctrl::Bit(b), core.chip.ctrl) + ", launch value " +
                   DescribeBits(ctrl::Bit(b), core.chip.ctrlAtLaunch) +
                   ": on hardware CTRL keeps it into the operators that run next (InitSocState.md: every bit but "
                   "CTRL[48] is reset by the next TPipe, CTRL[48] is kept); restore the value read with "
                   "GetCtrlSpr before returning",
               core.chip.ctrlWrittenAt[b]);
    }
}

} // namespace ascsim::kern
