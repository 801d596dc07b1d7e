// The vector core's pipes as the sanitizer models them (core.h, Pipe) for a pipe_t of the kernel API:
// shared by the C++ API's SetFlag / WaitFlag / PipeBarrier / Mutex (basic_api/sync/) and the C API's
// asc_sync_* / asc_lock (c_api/sync.h), so both feed synccheck the same pipes.
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/enums.h"

namespace AscendC::detail {

// S, V, MTE2 and MTE3 (PIPE_ALL is not one pipe); the cube and fixpipe pipes are not on a vector core.
constexpr bool PipeModelled(pipe_t p) { return p == PIPE_S || p == PIPE_V || p == PIPE_MTE2 || p == PIPE_MTE3; }
constexpr ascsim::kern::Pipe ToPipe(pipe_t p)
{
    return p == PIPE_V    ? ascsim::kern::Pipe::V :
           p == PIPE_MTE2 ? ascsim::kern::Pipe::MTE2 :
           p == PIPE_MTE3 ? ascsim::kern::Pipe::MTE3 :
                            ascsim::kern::Pipe::S;
}

} // namespace AscendC::detail
