// CrossCoreSetFlag / CrossCoreWaitFlag (docs/zh/api/SIMD-API/基础API/同步控制/核间同步/CrossCoreSetFlag(ISASI).md,
// CrossCoreWaitFlag(ISASI).md; SDK basic_api/kernel_operator_block_sync_intf.h:89-93). Mode 0 synchronises
// every AIV core of the launch (core/cross_core.h XcoreCrossFlagSet / XcoreCrossFlagWait: per flagId a
// counter per core; a wait with no completed round blocks, and one that nobody completes is the deadlock
// finding). On 950 the wait blocks only `pipe`'s later instructions (CrossCoreWaitFlag(ISASI).md, 模板参数); the
// sim's core thread waits, and orders `pipe` (PIPE_S: every later instruction) after the round's sets.
// Choices where the pages leave it open:
//   * modes 1, 2 and 4 pair the AIVs of one AI Core or the AIC with them (表3: mixed kernels only); the
//     sim runs vector-only kernels (one AIV per block, no AIC: GetSubBlockNum() is 1), where such a wait
//     never completes: reported at the call;
//   * a flagId above 15 keeps its low 4 bits (约束说明);
//   * the Cube pipes (PIPE_M, PIPE_MTE1, PIPE_FIX) have no work on a vector core: a set on them releases
//     the scalar unit's point;
//   * CrossCoreWaitFlag's default pipe PIPE_S is accepted in mode 0 although the pipe tables exclude
//     PIPE_S for modes 0-2: it is the prototype's default and the page's own example uses it.
// KERNEL_TASK_TYPE (表3) is not checked: the sim ignores kernel types (lang/keywords.h).
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/types/enums.h"

namespace AscendC {

namespace detail::crossflag {

constexpr int PipeArg(pipe_t p)
{
    return p == PIPE_ALL || p == PIPE_S ? ascsim::kern::kAllPipes :
           p == PIPE_MTE2               ? static_cast<int>(ascsim::kern::Pipe::MTE2) :
           p == PIPE_MTE3               ? static_cast<int>(ascsim::kern::Pipe::MTE3) :
           p == PIPE_V                  ? static_cast<int>(ascsim::kern::Pipe::V) :
                                          static_cast<int>(ascsim::kern::Pipe::S);
}

inline void RequireMode0(uint8_t modeId, const char* api, ascsim::kern::SrcLoc loc)
{
    if (modeId != 0 && ascsim::kern::SanitizerEnabled()) {
        // rule synccheck.cross-flag-mode: CrossCoreSetFlag / CrossCoreWaitFlag in mode 1, 2 or 4, which pair the AIVs
        //     of one AI Core or the AIC with them (mixed kernels only), in the sim's vector-only launch
        //   doc: B/同步控制/核间同步/CrossCoreSetFlag(ISASI).md (约束说明)
        //   choice: the sim runs one AIV per block and no AIC, so the partner of these modes never exists (a hang on
        //       such a launch); reported at the call instead of as a deadlock
        ascsim::kern::Fail(ascsim::kern::Check::kSynccheck, api,
                           "mode " + std::to_string(modeId) +
                               " synchronises within an AI Core (AIV0 / AIV1 / AIC; 表3: KERNEL_TYPE_MIX_AIC_1_1 / "
                               "1_2 only); the sim runs vector-only kernels (one AIV per block, no AIC), where its "
                               "partner never comes",
                           loc);
    }
}

inline void RequirePipe(pipe_t pipe, bool allowScalar, const char* api, ascsim::kern::SrcLoc loc)
{
    if ((pipe == PIPE_ALL || (pipe == PIPE_S && !allowScalar)) && ascsim::kern::SanitizerEnabled()) {
        // rule synccheck.cross-flag-pipe: CrossCoreSetFlag on PIPE_S or PIPE_ALL, or CrossCoreWaitFlag on PIPE_ALL,
        //     in modes 0-2
        //   doc: B/同步控制/核间同步/CrossCoreSetFlag(ISASI).md (约束说明)
        //   doc: B/同步控制/核间同步/CrossCoreWaitFlag(ISASI).md (参数说明)
        //   exempt: CrossCoreWaitFlag's default PIPE_S, which the pages' own example uses
        ascsim::kern::Fail(
            ascsim::kern::Check::kSynccheck, api,
            std::string("pipe ") + (pipe == PIPE_ALL ? "PIPE_ALL" : "PIPE_S") + " is not supported in modes 0, 1 and 2",
            loc);
    }
}

} // namespace detail::crossflag

template <uint8_t modeId, pipe_t pipe>
__aicore__ inline void CrossCoreSetFlag(uint16_t flagId, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(modeId == 0 || modeId == 1 || modeId == 2 || modeId == 4,
                  "CrossCoreSetFlag: Ascend 950 supports modes 0, 1, 2 and 4 (modeId支持的取值说明)");
    constexpr const char* api = "CrossCoreSetFlag";
    detail::crossflag::RequireMode0(modeId, api, loc);
    detail::crossflag::RequirePipe(pipe, false, api, loc);
    ascsim::kern::XcoreCrossFlagSet(detail::crossflag::PipeArg(pipe), static_cast<uint16_t>(flagId & 0xFu), api, loc);
}

template <uint8_t modeId = 0, pipe_t pipe = PIPE_S>
__aicore__ inline void CrossCoreWaitFlag(uint16_t flagId, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(modeId == 0 || modeId == 1 || modeId == 2 || modeId == 4,
                  "CrossCoreWaitFlag: Ascend 950 supports modes 0, 1, 2 and 4 (modeId支持的取值说明)");
    constexpr const char* api = "CrossCoreWaitFlag";
    detail::crossflag::RequireMode0(modeId, api, loc);
    detail::crossflag::RequirePipe(pipe, true, api, loc);
    ascsim::kern::XcoreCrossFlagWait(detail::crossflag::PipeArg(pipe), static_cast<uint16_t>(flagId & 0xFu), api, loc);
}

} // namespace AscendC
