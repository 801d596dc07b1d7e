// Scalar GM access that bypasses the data cache: ReadGmByPassDCache / WriteGmByPassDCache
// (docs/zh/api/SIMD-API/基础API/标量计算/ReadGmByPassDCache(ISASI).md, WriteGmByPassDCache(ISASI).md;
// include/basic_api/kernel_operator_scalar_intf.h). The documented way to signal between cores
// through GM without cache maintenance (原子操作/关键特性说明.md "不通过DCache ... 无需额外操作即可保证多核
// 间数据的一致性"): a write releases what the scalar unit is ordered after (so data moved by MTE3 needs
// the MTE3_S hand-off first, the page's "核内同步2"), a read acquires what the write released, for the
// scalar unit and the pipes later ordered after it ("核内同步3": S_MTE2 before a DataCopy that depends
// on the flag). Such accesses never race with each other (racecheck: sync kind). A read in a loop is
// a poll: a core whose polls see nothing change in GM waits, and a flag nobody sets is reported as a
// deadlock instead of spinning (cross_core.h XcorePoll).
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

namespace detail {
template <typename T>
constexpr bool kBypassType = std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t> || std::is_same_v<T, int16_t> ||
                             std::is_same_v<T, uint16_t> || std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> ||
                             std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>;

// The write of WriteGmByPassDCache (and the C API's asc_store_dev) under the caller's name.
template <typename T>
inline void BypassWrite(__gm__ T* addr, T value, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const uint64_t seq = Issue(Pipe::S, loc);
    {
        XcoreSyncScope sync;
        AccessGm(Pipe::S, seq, addr, sizeof(T), true, nullptr, 0, api, loc);
    }
    XcoreLock lock;
    std::memcpy(addr, &value, sizeof(T));
    XcoreRelease(lock, addr, sizeof(T), static_cast<int>(Pipe::S));
}
} // namespace detail

template <typename T>
__aicore__ inline T ReadGmByPassDCache(__gm__ T* addr, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kBypassType<T>,
                  "ReadGmByPassDCache only support int8_t/uint8_t/int16_t/uint16_t/int32_t/uint32_t/int64_t/uint64_t "
                  "data type on current device!");
    using namespace ascsim::kern;
    XcorePoll("ReadGmByPassDCache", loc, addr);
    const uint64_t seq = Issue(Pipe::S, loc);
    {
        XcoreSyncScope sync;
        AccessGm(Pipe::S, seq, addr, sizeof(T), false, nullptr, 0, "ReadGmByPassDCache", loc);
    }
    XcoreLock lock;
    T value;
    std::memcpy(&value, addr, sizeof(T));
    XcoreAcquire(lock, addr, sizeof(T), static_cast<int>(Pipe::S), seq);
    return value;
}

template <typename T>
__aicore__ inline void WriteGmByPassDCache(__gm__ T* addr, T value,
                                           ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(detail::kBypassType<T>,
                  "WriteGmByPassDCache only support int8_t/uint8_t/int16_t/uint16_t/int32_t/uint32_t/int64_t/uint64_t "
                  "data type on current device!");
    detail::BypassWrite(addr, value, "WriteGmByPassDCache", loc);
}

} // namespace AscendC
