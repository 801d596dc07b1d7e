// Intra-core synchronisation: SetFlag / WaitFlag / PipeBarrier
// (docs/zh/api/SIMD-API/基础API/同步控制/核内同步/; ordering rules for arch 3510 in 关键特性说明.md).
#pragma once

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/pipes.h" // PipeModelled, ToPipe

namespace AscendC {

namespace detail {
struct PipePair {
    bool modelled;
    ascsim::kern::Pipe src;
    ascsim::kern::Pipe dst;
};
constexpr PipePair EventPipes(HardEvent e)
{
    using ascsim::kern::Pipe;
    switch (e) {
        case HardEvent::MTE2_V:
            return {true, Pipe::MTE2, Pipe::V};
        case HardEvent::V_MTE2:
            return {true, Pipe::V, Pipe::MTE2};
        case HardEvent::MTE3_V:
            return {true, Pipe::MTE3, Pipe::V};
        case HardEvent::V_MTE3:
            return {true, Pipe::V, Pipe::MTE3};
        case HardEvent::V_V:
            return {true, Pipe::V, Pipe::V};
        case HardEvent::MTE3_MTE2:
            return {true, Pipe::MTE3, Pipe::MTE2};
        case HardEvent::MTE2_MTE3:
            return {true, Pipe::MTE2, Pipe::MTE3};
        case HardEvent::S_V:
            return {true, Pipe::S, Pipe::V};
        case HardEvent::V_S:
            return {true, Pipe::V, Pipe::S};
        case HardEvent::S_MTE2:
            return {true, Pipe::S, Pipe::MTE2};
        case HardEvent::MTE2_S:
            return {true, Pipe::MTE2, Pipe::S};
        case HardEvent::S_MTE3:
            return {true, Pipe::S, Pipe::MTE3};
        case HardEvent::MTE3_S:
            return {true, Pipe::MTE3, Pipe::S};
        default:
            return {false, Pipe::S, Pipe::S}; // cube/fixpipe pairs: not on a vector core
    }
}
} // namespace detail

// SetFlag<event>(id): the source pipe signals `id` once everything it issued before is done.
template <HardEvent event>
__aicore__ inline void SetFlag(int32_t eventID, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    constexpr detail::PipePair pp = detail::EventPipes(event);
    static_assert(pp.modelled, "the sim models the vector-core pipes S, V, MTE2, MTE3 only");
    ascsim::kern::SetFlag(pp.src, pp.dst, eventID, loc);
}

// WaitFlag<event>(id): the destination pipe waits for the matching SetFlag.
template <HardEvent event>
__aicore__ inline void WaitFlag(int32_t eventID, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    constexpr detail::PipePair pp = detail::EventPipes(event);
    static_assert(pp.modelled, "the sim models the vector-core pipes S, V, MTE2, MTE3 only");
    ascsim::kern::WaitFlag(pp.src, pp.dst, eventID, loc);
}

// TQueSync<src, dst> (同步控制/核内同步/TQueSync模板参数.md, SetFlag-WaitFlag.md; SDK
// kernel_operator_block_sync_intf.h:95-100): the version-portable spelling of SetFlag / WaitFlag, the
// pipes as template arguments; the same flags (and checks, id 0-7) as SetFlag<HardEvent>.
template <pipe_t src, pipe_t dst>
class TQueSync {
    static_assert(detail::PipeModelled(src) && detail::PipeModelled(dst),
                  "TQueSync: the sim models the vector-core pipes S, V, MTE2, MTE3 only");
    static_assert(src != dst || src == PIPE_V, "TQueSync: no HardEvent synchronises a pipe with itself (but V_V)");

public:
    __aicore__ inline void SetFlag(int8_t id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        ascsim::kern::SetFlag(detail::ToPipe(src), detail::ToPipe(dst), id, loc);
    }
    __aicore__ inline void WaitFlag(int8_t id, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        ascsim::kern::WaitFlag(detail::ToPipe(src), detail::ToPipe(dst), id, loc);
    }
};

// PipeBarrier<pipe>(): later instructions of `pipe` wait for its earlier ones; PIPE_ALL waits
// for every pipe.
template <pipe_t pipe>
__aicore__ inline void PipeBarrier(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    // asc-devkit impl/basic_api/kernel_reg.h (the __NPU_ARCH__ == 3510 PipeBarrierImpl): a compile error.
    static_assert(pipe != PIPE_S, "PipeBarrier<PIPE_S> is not supported on current device!");
    if constexpr (pipe == PIPE_ALL) {
        ascsim::kern::BarrierAll(loc);
    } else {
        static_assert(detail::PipeModelled(pipe), "the sim models the vector-core pipes S, V, MTE2, MTE3 only");
        ascsim::kern::Barrier(detail::ToPipe(pipe), loc);
    }
}

// DataSyncBarrier<MemDsbT> (同步控制/核内同步/DataSyncBarrier(ISASI).md; kernel_operator_block_sync_intf.h:51-52,
// enum MemDsbT in impl/basic_api/kernel_event.h:131): the scalar unit waits until its earlier
// memory accesses (GM, UB or both) are done, "用于解决Scalar的内存依赖". The sim's scalar accesses
// (GetValue / SetValue) complete when issued, so this orders nothing further; it does not stand in
// for the SetFlag / WaitFlag an S -> V, S -> MTE or V -> S hand-off needs.
enum class MemDsbT : uint8_t { ALL = 0, DDR, UB, SEQ };

template <MemDsbT arg0>
__aicore__ inline void DataSyncBarrier()
{
    static_assert(arg0 == MemDsbT::ALL || arg0 == MemDsbT::DDR || arg0 == MemDsbT::UB || arg0 == MemDsbT::SEQ,
                  "DataSyncBarrier: unknown MemDsbT");
}

} // namespace AscendC
