// Per-core resource limits the 950 docs state (include/ascendc_sim/core/core.h): tensors held
// per TPosition, and the UB TPipe handed out (for the UB region rules, ub_regions.cpp).
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/core_state.h"

namespace ascsim::kern {

namespace {
// TPosition's enumerators (ascendc_sim/types/enums.h) by value, for messages.
const char* PositionName(uint8_t p)
{
    static const char* const kNames[] = {"GM", "A1",  "A2",  "B1",    "B2",     "C1",
                                         "C2", "CO1", "CO2", "VECIN", "VECOUT", "VECCALC"};
    return p < sizeof(kNames) / sizeof(kNames[0]) ? kNames[p] : "TPosition";
}
} // namespace

void QueueTensorAllocated(uint8_t position, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    if (core == nullptr || position >= 32) {
        return;
    }
    uint32_t& held = core->check.queueTensors[position];
    if (core->check.sanitize && held + 1 > kMaxAllocatedTensorsPerPosition) {
        // rule queuecheck.position-tensor-limit: more than 8 tensors allocated and not freed on one TPosition
        //   doc: B/资源管理/TQue/AllocTensor.md (约束说明)
        Fail(Check::kQueuecheck, api,
             std::string("a ") + std::to_string(held + 1) + "th tensor allocated and not yet freed on TPosition::" +
                 PositionName(position) + " (all its queues together): Ascend 950 allows at most " +
                 std::to_string(kMaxAllocatedTensorsPerPosition) + " (资源管理/TQue/AllocTensor.md)",
             loc);
    }
    ++held;
}

void QueueTensorReleased(uint8_t position)
{
    CoreState* core = BoundCore();
    if (core != nullptr && position < 32 && core->check.queueTensors[position] > 0) {
        --core->check.queueTensors[position];
    }
}

void NoteUbCarved(uint64_t endOffset)
{
    CoreState* core = BoundCore();
    if (core != nullptr && endOffset > core->chip.ubCarvedEnd) {
        core->chip.ubCarvedEnd = endOffset;
    }
    if (core != nullptr && core->check.sanitize && core->chip.ubArrayBytes != 0 &&
        endOffset > core->chip.ubUsable - core->chip.ubArrayBytes) {
        // rule memcheck.ub-array-overlap: TPipe / allocator buffers and the C API's __ubuf__ arrays of one kernel
        //     overlapping in UB
        //   choice: the docs place neither the arrays (基于指针的C语言编程/C语言编程概述.md: the compiler's) nor say
        //   how
        //       they share UB with TPipe; the sim puts the arrays at the top of the kernel's share and TPipe at the
        //       bottom, and two users of one byte corrupt each other
        Fail(Check::kMemcheck, "TPipe::InitBuffer",
             "TPipe buffers reach UB byte " + std::to_string(endOffset) + ", into the __ubuf__ arrays that take the " +
                 std::to_string(core->chip.ubArrayBytes) + " bytes below " + std::to_string(core->chip.ubUsable),
             SrcLoc{}, "UB", static_cast<uintptr_t>(endOffset), 0);
    }
}

namespace {

constexpr uint64_t kSimtMinDataCacheBytes = 32 * 1024;

// The static and dynamic UB of the launch so far (the dynamic share counted before a declaration placed it).
uint64_t UbUserBytes(const ChipState& chip)
{
    return chip.ubArrayBytes + (chip.ubDynPlaced ? 0 : ((chip.ubDynBytes + 31) & ~uint64_t(31)));
}

void CheckSimtDataCache(const ChipState& chip, uint64_t userBytes, const char* site, SrcLoc loc)
{
    if (!chip.simtDataCache || userBytes + kSimtMinDataCacheBytes <= chip.ubUsable) {
        return;
    }
    // rule memcheck.simt-data-cache: a SIMT kernel or VF whose static and dynamic UB leave the Data Cache less than
    //     32 KB
    //   doc: guide/编程指南/编程模型/AI-Core-SIMT编程/内存层级.md (共享内存大小的限制)
    //   doc: guide/编程指南/高级编程/高级AI-Core编程模型/SIMD与SIMT混合编程/内存层级.md (内存空间说明)
    Fail(Check::kMemcheck, "SIMT Data Cache",
         std::string("the static and dynamic UB (") + std::to_string(userBytes) + " bytes with " + site +
             ") leave the SIMT Data Cache " +
             std::to_string(userBytes < chip.ubUsable ? chip.ubUsable - userBytes : 0) +
             " bytes of UB; it needs at least 32768 (UB 256 KB less the 8 KB reserve, the static and the dynamic UB)",
         loc, "UB", 0, userBytes);
}

} // namespace

void* UbArraySlot(const char* site, uint64_t bytes, SrcLoc loc)
{
    CoreState* bound = BoundCore();
    if (bound == nullptr) {
        std::fprintf(stderr, "[ascend-sim] __ubuf__ array %s declared outside a kernel launch\n", site);
        throw KernelAbort{};
    }
    CoreState& core = *bound;
    const std::string key = std::string(site) + "#" + std::to_string(bytes);
    const auto found = core.chip.ubArraySlots.find(key);
    if (found != core.chip.ubArraySlots.end()) {
        return core.chip.ub.data() + found->second;
    }
    const uint64_t rounded = (bytes + 31) & ~uint64_t(31);
    const uint64_t total = core.chip.ubArrayBytes + rounded;
    if (total > core.chip.ubUsable) {
        // rule memcheck.ub-array-fit: the C API's block-scope __ubuf__ arrays of a kernel need more UB than its share
        //   doc: guide/编程指南/编程模型/AI-Core-SIMD编程/基于指针的C语言编程/C语言编程概述.md (AIV内部存储之Unified
        //   Buffer) doc: guide/编程指南/高级编程/硬件实现/架构规格/NPU架构版本3510.md (存储单元) choice: on the chip
        //   the compiler rejects the program; the sim reports it when the declaration first runs
        Fail(Check::kMemcheck, "__ubuf__ array",
             std::string("__ubuf__ array ") + site + " of " + std::to_string(bytes) + " bytes: the kernel's __ubuf__ " +
                 "arrays would need " + std::to_string(total) + " bytes (32-byte aligned each) but the Unified " +
                 "Buffer gives the kernel " + std::to_string(core.chip.ubUsable) + " bytes",
             loc, "UB", 0, bytes);
    }
    CheckSimtDataCache(core.chip, UbUserBytes(core.chip) + rounded, site, loc);
    const uint64_t offset = core.chip.ubUsable - total;
    if (core.check.sanitize && core.chip.ubCarvedEnd > offset) {
        // see rule memcheck.ub-array-overlap
        Fail(Check::kMemcheck, "__ubuf__ array",
             std::string("__ubuf__ array ") + site + " would start at UB byte " + std::to_string(offset) +
                 ", inside the TPipe buffers that end at byte " + std::to_string(core.chip.ubCarvedEnd),
             loc, "UB", static_cast<uintptr_t>(offset), bytes);
    }
    core.chip.ubArrayBytes = total;
    core.chip.ubArraySlots.emplace(key, offset);
    return core.chip.ub.data() + offset;
}

void* UbDynamicArray(SrcLoc loc)
{
    CoreState* bound = BoundCore();
    if (bound == nullptr) {
        std::fprintf(stderr, "[ascend-sim] extern __ubuf__ array declared outside a kernel launch\n");
        throw KernelAbort{};
    }
    bound->chip.ubDynPlaced = true;
    return UbArraySlot("<the dynamic UB of the launch>", bound->chip.ubDynBytes, loc);
}

void NoteSimtDataCache()
{
    CoreState* core = BoundCore();
    if (core == nullptr || core->chip.simtDataCache) {
        return;
    }
    core->chip.simtDataCache = true;
    CheckSimtDataCache(core->chip, UbUserBytes(core->chip), "the SIMT code starting", SrcLoc{});
}

} // namespace ascsim::kern
