// initcheck: instructions that consume inputs whose result the docs call unknown.
//
// The domains are the ones the numerics layer answers with UnknownResult (poison.h), each cited at
// its call site. From the 950 pages (asc-devkit docs/zh/api/SIMD-API/基础API/, B below) and the
// boundary-value appendices (docs/zh/api/附录/*边界值汇总.md):
//   * Memory Sqrt: "如果src中的数值为非正数，可能会产生未知结果" (B/Memory矢量计算/基础算术/Sqrt.md), minus
//     the inputs Reg矢量计算接口边界值汇总.md 表8 pins (+-0, -inf, NaN, the most negative finite value);
//   * Memory Rsqrt: the same sentence (B/Memory矢量计算/基础算术/Rsqrt.md), no boundary table: every
//     non-positive input and NaN, +-0 included outside FAST_INVERSE / PRECISION_0ULP_FTZ_FALSE;
//   * Memory Reciprocal: "如果src中的数值为0，可能会产生未知结果" (B/Memory矢量计算/基础算术/Reciprocal.md);
//   * integer Div by 0 and INT_MIN / -1 (no result is documented: C leaves both undefined);
//   * integer Abs of the most negative value (no representable result, not in 表7);
//   * Cast of a negative value into uint8_t: "负数输入会被视为异常" (B/数据结构/precision_conversion.md).
// The Reg API's Sqrt defines a negative input (NaN, B/Reg矢量计算/基础算术/Sqrt.md) and Div, Exp and
// Ln define every float input, so they never report. FAST_INVERSE's results above 2^126 (Sqrt -> 0,
// Rsqrt -> inf) are documented values, not unknown ones, and are not reported either.
//
// Reads of never-written UB (AccessUb, ub_access.cpp): an MTE3 copy-out or a scalar read of bytes
// no instruction wrote, or that a vector instruction computed from such bytes. msSanitizer files these
// under initcheck, not memcheck ("uninitialized read", devaids optool atlasopdev_16_0128: 未初始化检测,
// a tool of its own, `mssanitizer --tool=initcheck`), and says block-granular copies "不可避免地带入部分
// 无效数据" that the user must judge. Hardware copies whatever the UB holds: asc-devkit's 950
// reduce_computation example copies a 32-byte block out of which its golden checks the first element.
// So the same modes apply: a warning naming the site by default (the simulator's never-written UB holds
// poison 0xFF bytes, and the copy carries them), a finding with initcheck=fatal, which the operator's
// own tests use.
//
// Warning by default: a kernel may compute a harmless unknown value in a lane it later discards
// with Select, which hardware does too; the warning names the instruction so that a reviewer can
// tell. ASCEND_SIM_SANITIZER=initcheck=fatal turns it into a finding (stricter, for CI and tests).
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include "core/core_state.h"

namespace ascsim::kern {

InitcheckMode InitcheckSetting()
{
    const char* v = std::getenv("ASCEND_SIM_SANITIZER");
    if (v == nullptr) {
        return InitcheckMode::kWarn;
    }
    InitcheckMode mode = InitcheckMode::kWarn;
    const std::string all(v);
    size_t pos = 0;
    while (pos <= all.size()) {
        const size_t end = std::min(all.find(',', pos), all.size());
        const std::string item = all.substr(pos, end - pos);
        if (item == "initcheck=off") {
            mode = InitcheckMode::kOff;
        } else if (item == "initcheck=fatal") {
            mode = InitcheckMode::kFatal;
        } else if (item == "initcheck=warn") {
            mode = InitcheckMode::kWarn;
        }
        pos = end + 1;
    }
    return mode;
}

void ReportUnknownResult(const char* api, SrcLoc loc, uint64_t lanes)
{
    CoreState* core = BoundCore();
    if (lanes == 0 || core == nullptr || !core->check.sanitize || core->check.initcheck == InitcheckMode::kOff) {
        return;
    }
    if (core->check.initcheck == InitcheckMode::kFatal) {
        // see rule initcheck.unknown-result
        Fail(Check::kInitcheck, api,
             std::to_string(lanes) +
                 " lane(s) consumed an input whose result the 950 docs leave unknown (the simulator wrote poison)",
             loc);
    }
    for (UnknownSite& s : core->check.unknownSites) {
        if (s.reader == nullptr && s.api == api && s.loc.line == loc.line && std::strcmp(s.loc.file, loc.file) == 0) {
            s.lanes += lanes;
            ++s.instructions;
            return;
        }
    }
    core->check.unknownSites.push_back(UnknownSite{api, loc, lanes, 1});
}

void ReportUninitializedUbRead(CoreState& core, const char* reader, const char* api, SrcLoc loc, size_t firstOffset,
                               size_t bytes)
{
    if (core.check.initcheck == InitcheckMode::kOff) {
        return;
    }
    if (core.check.initcheck == InitcheckMode::kFatal) {
        // rule initcheck.uninit-ub-read: an MTE3 copy-out or scalar read of UB bytes never written (warning; a finding
        //     with initcheck=fatal)
        //   choice: hardware copies whatever the UB holds, and block-granular copies carry unused bytes (asc-devkit's
        //   950
        //       reduce example); msSanitizer files this under initcheck, so a warning by default
        Fail(Check::kInitcheck, api,
             std::string(reader) + " reads UB bytes that were never written, or were computed from never-written " +
                 "bytes (first at UB offset " + std::to_string(firstOffset) + ")",
             loc, "UB", reinterpret_cast<uintptr_t>(core.chip.ub.data() + firstOffset), bytes);
    }
    for (UnknownSite& s : core.check.unknownSites) {
        if (s.reader == reader && s.api == api && s.loc.line == loc.line && std::strcmp(s.loc.file, loc.file) == 0) {
            s.uninitBytes += bytes;
            ++s.instructions;
            return;
        }
    }
    core.check.unknownSites.push_back(UnknownSite{api, loc, 0, 1, reader, bytes});
}

std::vector<std::string> UnknownResultWarnings(const CoreState& core)
{
    std::vector<std::string> out;
    for (const UnknownSite& s : core.check.unknownSites) {
        if (s.reader != nullptr) {
            out.push_back("[ascend-sim sanitizer] initcheck warning: core " + std::to_string(core.blockIdx) + ", " +
                          s.api + " at " + s.loc.file + ":" + std::to_string(s.loc.line) + ": " + s.reader +
                          " read UB bytes that were never written, or were computed from never-written bytes, in " +
                          std::to_string(s.instructions) + " instruction(s) (up to " + std::to_string(s.uninitBytes) +
                          " bytes; they carry whatever the UB holds; "
                          "ASCEND_SIM_SANITIZER=initcheck=fatal makes this an error)");
            continue;
        }
        out.push_back("[ascend-sim sanitizer] initcheck warning: core " + std::to_string(core.blockIdx) + ", " + s.api +
                      " at " + s.loc.file + ":" + std::to_string(s.loc.line) + ": " + std::to_string(s.lanes) +
                      " lane(s) in " + std::to_string(s.instructions) +
                      " instruction(s) consumed an input whose result the 950 docs leave unknown (the simulator "
                      "wrote poison; ASCEND_SIM_SANITIZER=initcheck=fatal makes this an error)");
    }
    return out;
}

} // namespace ascsim::kern
