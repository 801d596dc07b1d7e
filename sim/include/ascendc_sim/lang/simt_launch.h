// The SIMT kernel launch `kernel<<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>>(args)`
// (docs/zh/api/SIMT-API/SIMT编程简介/扩展语法/核函数配置.md, <<<>>>调用): the simulator's bisheng rewrites a
// four-argument launch into SimtKernelLaunch(site, grid, block, dynUBufSize, stream, call, args...). The
// blocks run as the cores of an ordinary launch (block b of the grid is linear block index b, x fastest);
// on each, the thread runner (lang/simt_threads.h) runs the block's threads.
#pragma once

#include <cstddef>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ascendc_sim/lang/kernel_launch.h"
#include "ascendc_sim/lang/dim3.h"
#include "ascendc_sim/lang/simt_raw_gm.h"
#include "ascendc_sim/lang/simt_threads.h"

namespace ascsim::simt {

// Checks the execution configuration when the launch runs (a bad one fails the stream) and queues the
// launch; `block` is the body of one block (it calls RunSimtBlock).
void QueueSimtKernelLaunch(const asc::LaunchSite& site, const dim3& grid, const dim3& threads, long long dynUBufSize,
                           void* stream, std::shared_ptr<const asc::KernelBody> block, bool autoSync,
                           uint8_t ubReservesFreed);

// The coordinates of linear block `index` of `grid` (x fastest).
dim3 BlockIndexOf(const dim3& grid, unsigned long long index);
unsigned long long CurrentLinearBlock();

template <typename Dyn, typename Call, typename... Args>
void SimtKernelLaunch(const asc::LaunchSite& site, dim3 grid, dim3 threads, Dyn dynUBufSize, void* stream, Call call,
                      Args&&... args)
{
    NoteRawGmPointers(args...);
    auto body = std::make_shared<const asc::KernelBody>(
        [grid, threads, call, saved = std::make_tuple(std::forward<Args>(args)...)]() {
            const auto copy = saved; // each block gets its own copy of the arguments, each thread its own again
            RunSimtBlock(grid, threads, BlockIndexOf(grid, CurrentLinearBlock()), [&copy, &call]() {
                auto mine = copy;
                std::apply(call, mine);
            });
        });
    QueueSimtKernelLaunch(site, grid, threads, asc::DynUBufBytes(dynUBufSize), stream, std::move(body),
                          ASCSIM_CCE_AUTO_SYNC != 0, ASCSIM_UB_RESERVES_FREED);
}

template <typename Dyn, typename Call, typename... Args>
void SimtKernelLaunch(const asc::LaunchSite& site, dim3 grid, dim3 threads, Dyn dynUBufSize, std::nullptr_t, Call call,
                      Args&&... args)
{
    SimtKernelLaunch(site, grid, threads, dynUBufSize, static_cast<void*>(nullptr), std::move(call),
                     std::forward<Args>(args)...);
}

// The stream is an aclrtStream (or nullptr / a literal 0, which bisheng turns into nullptr).
template <typename Dyn, typename Stream, typename Call, typename... Args,
          typename = std::enable_if_t<std::is_integral<std::decay_t<Stream>>::value>>
void SimtKernelLaunch(const asc::LaunchSite&, dim3, dim3, Dyn, Stream, Call, Args&&...)
{
    static_assert(!std::is_integral<std::decay_t<Stream>>::value,
                  "the stream argument of <<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>> must be "
                  "an aclrtStream (or nullptr or a literal 0): an integer does not convert to aclrtStream");
}

} // namespace ascsim::simt
