// The UB region rules (include/ascendc_sim/core/core.h, UB regions; 架构规格/NPU架构版本3510.md):
// where the SIMD VF stack and the Ascend C reserve lie on a core, the warning for kernel data in the
// VF stack, and the 8 KB the SDK-marked reserve users take from the reserves (UseHighDimTempUb).
#include <algorithm>
#include <cstring>
#include <string>

#include "ascendc_sim/numerics/poison.h"
#include "core/core_state.h"

namespace ascsim::kern {

UbRegion UbAscReserveRegion(const ChipState& chip)
{
    const uint64_t total = chip.ub.size();
    if ((chip.ubReservesFreed & kUbAscReserveFreed) != 0 || total < kUbAscReserveBytes) {
        return {total, total};
    }
    return {total - kUbAscReserveBytes, total};
}

UbRegion UbVfStackRegion(const ChipState& chip)
{
    const uint64_t top = UbAscReserveRegion(chip).begin;
    if ((chip.ubReservesFreed & kUbVfStackFreed) != 0 || top < kUbVfStackBytes) {
        return {top, top};
    }
    return {top - kUbVfStackBytes, top};
}

void NoteUbRegionAccess(CoreState& core, size_t offset, size_t bytes, const char* api, SrcLoc loc)
{
    const UbRegion stack = UbVfStackRegion(core.chip);
    if (offset >= stack.end || offset + bytes <= stack.begin) {
        return;
    }
    for (const UbRegionSite& s : core.check.vfStackSites) {
        if (s.api == api && s.loc.line == loc.line && std::strcmp(s.loc.file, loc.file) == 0) {
            return;
        }
    }
    core.check.vfStackSites.push_back(UbRegionSite{api, loc});
}

std::vector<std::string> UbRegionWarnings(const CoreState& core)
{
    std::vector<std::string> out;
    const UbRegion stack = UbVfStackRegion(core.chip);
    for (const UbRegionSite& s : core.check.vfStackSites) {
        out.push_back("[ascend-sim sanitizer] memcheck warning: core " + std::to_string(core.blockIdx) + ", " + s.api +
                      " at " + s.loc.file + ":" + std::to_string(s.loc.line) + ": accesses UB in [" +
                      std::to_string(stack.begin) + ", " + std::to_string(stack.end) +
                      "), the 6 KB SIMD VF stack where the compiler spills registers: the data is lost if a Vector "
                      "Function spills (NPU架构版本3510.md; build with --cce-disable-vf-stack-reserved-ubuf to give "
                      "the kernel that space, and keep every VF free of spills)");
    }
    return out;
}

void UseHighDimTempUb(const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    const uint64_t total = core != nullptr ? core->chip.ub.size() : 0;
    if (total < kHighDimTempUbBytes) {
        return;
    }
    const uint64_t tempBegin = total - kHighDimTempUbBytes;
    if (core->check.sanitize) {
        if ((core->chip.ubReservesFreed & kUbAscReserveFreed) != 0) {
            // rule memcheck.reserve-user-freed: an SDK-marked user of the Ascend C reserve in a build that freed it
            //   doc: guide/编程指南/编程模型/AI-Core-SIMD编程/基于Tensor的CPP编程/静态Tensor编程.md
            //   (使用预留UB空间的API范围) sdk: basic_api/kernel_operator_vec_binary_intf.h (the
            //   __ASC_USE_RESERVED_UBUF__(3510, ...) marks of this and
            //       the other headers, read into engine/ub_reserve_users.h)
            Fail(Check::kMemcheck, api,
                 "the mask/repeat form uses the Ascend C reserved UB, which this kernel's build gave up "
                 "(--cce-disable-asc-reserved-ubuf: the real compiler rejects the call, 静态Tensor编程.md, "
                 "使用预留UB空间的API范围); use the count form (\"tensor前n个数据计算\")",
                 loc);
        }
        const uint8_t* written = core->check.ubWritten.data() + tempBegin;
        const void* data = std::memchr(written, 1, kHighDimTempUbBytes);
        if (core->chip.ubCarvedEnd > tempBegin || data != nullptr) {
            const uint64_t at = data != nullptr ?
                                    tempBegin + static_cast<uint64_t>(static_cast<const uint8_t*>(data) - written) :
                                    tempBegin;
            // rule memcheck.reserve-user-collision: kernel data in the top 8 KB while a reserve user runs
            //   doc: B/Memory矢量计算/基础算术/Sqrt.md (约束说明)
            //   doc: guide/编程指南/编程模型/AI-Core-SIMD编程/基于Tensor的CPP编程/静态Tensor编程.md
            //   (使用预留UB空间的API范围)
            Fail(Check::kMemcheck, api,
                 "the mask/repeat form uses the top 8 KB of UB, the SIMD VF stack and the Ascend C reserve (e.g. "
                 "Sqrt.md, Div.md: \"tensor高维切分计算占用8KB Unified Buffer\"), and the kernel keeps data there (" +
                     (core->chip.ubCarvedEnd > tempBegin ?
                          "TPipe buffers reach byte " + std::to_string(core->chip.ubCarvedEnd) :
                          "written bytes from UB offset " + std::to_string(at)) +
                     "): keep it below " + std::to_string(tempBegin) +
                     " or use the count form (\"tensor前n个数据计算\", no temporary)",
                 loc, "UB", tempBegin + reinterpret_cast<uintptr_t>(core->chip.ub.data()), kHighDimTempUbBytes);
        }
    }
    uint8_t* temp = core->chip.ub.data() + tempBegin;
    for (uint64_t i = 0; i + 4 <= kHighDimTempUbBytes; i += 4) {
        std::memcpy(temp + i, &num::kPoisonBitsF32, 4);
    }
    UbMarkUndefined(temp, kHighDimTempUbBytes);
}

void UseAscReserveUb(const char* api, uint64_t used, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr || used == 0) {
        return;
    }
    if (core->check.sanitize && (core->chip.ubReservesFreed & kUbAscReserveFreed) != 0) {
        // rule memcheck.vf-debug-reserve-freed: a SIMD VF debug print in a build without the Ascend C reserve
        //   doc: guide/编程指南/编程模型/AI-Core-SIMD编程/基于Tensor的CPP编程/静态Tensor编程.md
        //   (使用预留UB空间的API范围, 表6: printf, asc_dump*, in a SIMD VF)
        Fail(Check::kMemcheck, api,
             "in a Vector Function this debug interface writes into the 2 KB Ascend C reserved UB, which this "
             "kernel's build gave up (--cce-disable-asc-reserved-ubuf: the real compiler rejects the call, "
             "静态Tensor编程.md, 使用预留UB空间的API范围)",
             loc);
    }
    const UbRegion reserve = UbAscReserveRegion(core->chip);
    const uint64_t bytes = std::min<uint64_t>(used, reserve.end - reserve.begin);
    if (bytes == 0) {
        return;
    }
    if (core->check.sanitize) {
        const uint8_t* written = core->check.ubWritten.data() + reserve.begin;
        const void* data = std::memchr(written, 1, bytes);
        if (core->chip.ubCarvedEnd > reserve.begin || data != nullptr) {
            // rule memcheck.vf-debug-reserve-collision: kernel data in the Ascend C reserve when a SIMD VF debug
            //     print writes its record there
            //   doc: guide/编程指南/编程模型/AI-Core-SIMD编程/基于Tensor的CPP编程/静态Tensor编程.md
            //   (使用预留UB空间的API范围, 表6) doc: api/Utils-API/调测接口/asc_dump.md (约束说明, the 2 KB per
            //       asc_vf_call)
            Fail(Check::kMemcheck, api,
                 "in a Vector Function this debug interface writes its record into the 2 KB Ascend C reserved UB "
                 "(from offset " +
                     std::to_string(reserve.begin) + "), and the kernel keeps data there: keep it below " +
                     std::to_string(reserve.begin),
                 loc, "UB", reserve.begin + reinterpret_cast<uintptr_t>(core->chip.ub.data()), bytes);
        }
    }
    uint8_t* temp = core->chip.ub.data() + reserve.begin;
    for (uint64_t i = 0; i + 4 <= bytes; i += 4) {
        std::memcpy(temp + i, &num::kPoisonBitsF32, 4);
    }
    UbMarkUndefined(temp, bytes);
}

} // namespace ascsim::kern
