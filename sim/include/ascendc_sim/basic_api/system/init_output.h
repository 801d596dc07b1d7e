// InitOutput: fill `size` elements of GM with `value` (declared in the SDK's
// impl/basic_api/kernel_operator_common_intf_impl.h, marked deprecated in favour of Fill; the docs have
// no page for it). The 3510 implementation fills the UB after the TPipe's buffers with Duplicate
// (V), hands off V -> MTE3 with an event id of GetTPipePtr(), and copies it out with DataCopyPad in
// chunks of at most 255 blocks, leaving the copies in flight (no barrier after them). The sim does the
// same steps, so the UB past the TPipe's buffers is overwritten, a kernel without a TPipe is a finding,
// the DMA atomic (if set) applies to the copies, and a later access of the output needs the MTE3
// ordering any DataCopy would. Docs-silent choice: the stack buffer starts after the highest UB the
// TPipe handed out in the launch (TPipe::Reset does not give it back).
#pragma once

#include <cstdint>
#include <cstring>

#include "ascendc_sim/basic_api/sync/block_sync.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/basic_api/data_movement/data_copy.h"

namespace AscendC {

template <typename T>
__aicore__ inline void InitOutput(GlobalTensor<T> gmWorkspaceAddr, uint32_t size, T value = 0,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    const char* api = "InitOutput";
    XcoreApiScope scope(api, loc);
    TPipe& pipe = detail::xsync::RequireTPipe(api, loc);
    uint64_t offset = 0;
    uint64_t bytes = 0;
    XcoreStackBuffer(&offset, &bytes);
    if (bytes < 32) {
        // rule memcheck.init-output-ub: InitOutput with no UB left after the TPipe's buffers for its stack buffer
        //   choice: InitOutput has no page (SDK impl/basic_api/kernel_operator_common_intf_impl.h only); its 3510
        //       implementation fills the UB past the TPipe's buffers, so none left means it would overwrite them
        Fail(Check::kMemcheck, api, "no UB is left after the TPipe's buffers for InitOutput's stack buffer", loc);
    }
    LocalTensor<T> pop;
    uint8_t* base = UbBase() + offset;
    pop.AdoptFrom(reinterpret_cast<T*>(base), static_cast<uint32_t>(bytes / sizeof(T)), nullptr, 0, TPosition::VECOUT,
                  base, static_cast<uint32_t>(bytes));
    const uint32_t maxBurst = (255U * 32U) / static_cast<uint32_t>(sizeof(T));
    const uint32_t popSize = pop.GetSize() >= maxBurst ? maxBurst : pop.GetSize();
    const uint32_t rounds = size / popSize;
    const uint32_t tail = size % popSize;
    const uint64_t seq = IssueVector("Duplicate", popSize, sizeof(T), 0);
    pop.Declare(Pipe::V, seq, 0, popSize, true, api, loc);
    for (uint32_t i = 0; i < popSize; ++i) {
        std::memcpy(base + uint64_t{i} * sizeof(T), &value, sizeof(T));
    }
    UbMarkDefined(base, uint64_t{popSize} * sizeof(T));
    detail::xsync::HandOff<HardEvent::V_MTE3>(pipe);
    for (uint32_t r = 0; r < rounds; ++r) {
        detail::PadUbToGm<T, PaddingMode::Normal>(gmWorkspaceAddr[uint64_t{r} * popSize], pop, 1,
                                                  popSize * static_cast<uint32_t>(sizeof(T)), 0, 0, api, loc);
    }
    if (tail != 0) {
        detail::PadUbToGm<T, PaddingMode::Normal>(gmWorkspaceAddr[uint64_t{rounds} * popSize], pop, 1,
                                                  tail * static_cast<uint32_t>(sizeof(T)), 0, 0, api, loc);
    }
}

} // namespace AscendC
