// The kernel launch `kernel<<<numBlocks, dynUBufSize, stream>>>(args)` of Ascend C
// (docs/zh/guide/编程指南/编程模型/AI-Core-SIMD编程/核函数.md): the simulator's bisheng rewrites
// it into KernelLaunch(site, numBlocks, dynUBufSize, stream, call, args...), where `call` is a
// generic lambda calling the kernel by name (so overloads and templates resolve as in the source).
// The arguments are copied at launch, as the runtime copies a kernel's arguments, and each core
// calls the kernel with its own copy. The launch is queued on `stream` (nullptr: the default
// stream of the current device) and runs asynchronously; a kernel fault fails the stream
// (aclrtSynchronizeStream returns ACL_ERROR_RT_VECTOR_CORE_EXCEPTION, the report is in
// aclGetRecentErrMsg and on stderr).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ascendc_sim/lang/ub_reserves.h"

// bisheng's --cce-auto-sync (on unless the program is built with --cce-auto-sync=off, for which the
// simulator's bisheng defines ASCSIM_CCE_AUTO_SYNC=0): whether the compiler inserted the S<->V/MTE
// flags around the scalar tensor accesses (ascendc_sim/core/core.h, AutoSyncOn). Read in
// KernelLaunch, whose instantiations are each local to the launching file (the call lambda's type).
#ifndef ASCSIM_CCE_AUTO_SYNC
#define ASCSIM_CCE_AUTO_SYNC 1
#endif

namespace ascsim::asc {

// Where a launch is written: the .asc file and line, and the kernel expression as written.
struct LaunchSite {
    const char* file;
    int line;
    const char* kernel;
};

// One core's run of the kernel (the bound arguments applied to the kernel).
using KernelBody = std::function<void()>;

// numBlocks / dynUBufSize as written (any integer type), checked when the launch runs.
// `ubReservesFreed`: the launching file's ASCSIM_UB_RESERVES_FREED (lang/ub_reserves.h).
void QueueKernelLaunch(const LaunchSite& site, long long numBlocks, long long dynUBufSize, void* stream,
                       std::shared_ptr<const KernelBody> body, bool autoSync = true, uint8_t ubReservesFreed = 0);

// dynUBufSize as written: an integer byte count (语言扩展层/SIMD-BuiltIn关键字.md, 核函数配置: "默认设置为0"),
// or a null pointer constant, which official code passes in that place and the real compiler accepts:
// 0 bytes. A pointer that is not a null pointer constant is no byte count.
inline long long DynUBufBytes(long long bytes) { return bytes; }
inline long long DynUBufBytes(std::nullptr_t) { return 0; }
template <typename T, typename = std::enable_if_t<std::is_pointer<T>::value>>
long long DynUBufBytes(T)
{
    static_assert(!std::is_pointer<T>::value,
                  "the dynUBufSize argument of <<<numBlocks, dynUBufSize, stream>>> is a byte count (or nullptr "
                  "for 0): a pointer variable is not one");
    return 0;
}

template <typename Dyn, typename Call, typename... Args>
void KernelLaunch(const LaunchSite& site, long long numBlocks, Dyn dynUBufSize, void* stream, Call call, Args&&... args)
{
    auto bound = std::make_shared<const KernelBody>([call, saved = std::make_tuple(std::forward<Args>(args)...)]() {
        auto copy = saved; // each core gets its own copy of the arguments
        std::apply(call, copy);
    });
    QueueKernelLaunch(site, numBlocks, DynUBufBytes(dynUBufSize), stream, std::move(bound), ASCSIM_CCE_AUTO_SYNC != 0,
                      ASCSIM_UB_RESERVES_FREED);
}

template <typename Dyn, typename Call, typename... Args>
void KernelLaunch(const LaunchSite& site, long long numBlocks, Dyn dynUBufSize, std::nullptr_t, Call call,
                  Args&&... args)
{
    KernelLaunch(site, numBlocks, dynUBufSize, static_cast<void*>(nullptr), std::move(call),
                 std::forward<Args>(args)...);
}

// The stream argument is an aclrtStream or nullptr; bisheng turns a literal 0 into nullptr. Any other
// integer does not convert to aclrtStream, and the real compiler rejects it: so does this overload.
template <typename Dyn, typename Stream, typename Call, typename... Args,
          typename = std::enable_if_t<std::is_integral<std::decay_t<Stream>>::value>>
void KernelLaunch(const LaunchSite&, long long, Dyn, Stream, Call, Args&&...)
{
    static_assert(!std::is_integral<std::decay_t<Stream>>::value,
                  "the stream argument of <<<numBlocks, dynUBufSize, stream>>> must be an aclrtStream (or nullptr "
                  "or a literal 0): an integer does not convert to aclrtStream");
}

// The built-in variables block_idx / block_num of the running core (asc_prelude.h).
int64_t BuiltinBlockIdx();
int64_t BuiltinBlockNum();

} // namespace ascsim::asc
