// The SIMT warp functions (docs/zh/api/SIMT-API/Warp函数/; SDK include/simt_api/device_warp_functions.h): vote
// (asc_all, asc_any, asc_ballot, asc_activemask), shuffle (asc_shfl, asc_shfl_up, asc_shfl_down, asc_shfl_xor)
// and reduce (asc_reduce_add, asc_reduce_max, asc_reduce_min). Each lane hands its operand to the warp exchange
// of the thread runner (lang/simt_threads.h, WarpGather), which returns every active lane's operand; the lane
// then computes its own result as the page defines it. Active lanes: those that reached the same call site
// (Warp函数简介.md, 基本概念: lanes off the current path take no part).
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/simt_builtins.h"
#include "ascendc_sim/lang/simt_threads.h"
#include "ascendc_sim/numerics/poison.h"

namespace ascsim::simt::detail {

template <typename T>
inline uint64_t WarpBits(T v)
{
    static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value, "warp operand of at most 64 bits");
    uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof(T));
    return bits;
}

template <typename T>
inline T WarpValue(uint64_t bits)
{
    T v;
    std::memcpy(&v, &bits, sizeof(T));
    return v;
}

// A lane that is not active holds no value the reader may use: "获取到寄存器中未初始化的值" (asc_shfl.md 约束说明,
// and likewise for shfl_up / shfl_down / shfl_xor). The reader gets poison and initcheck reports it.
template <typename T>
inline T InactiveLaneValue(const char* api, kern::SrcLoc loc)
{
    // see rule initcheck.unknown-result
    kern::ReportUnknownResult(api, loc, 1);
    return ::ascsim::num::Poison<T>();
}

// width: "(0, 32]，width必须是2的倍数"; otherwise "返回值异常" (asc_shfl.md 约束说明): an unknown result.
inline bool ShflWidthOk(int32_t width) { return width > 0 && width <= 32 && width % 2 == 0; }

// The value of lane `src` for the lane in `view`, or poison when `src` is not active.
template <typename T>
inline T LaneValue(const WarpView& view, uint32_t src, const char* api, kern::SrcLoc loc)
{
    if ((view.active >> src & 1u) == 0) {
        return InactiveLaneValue<T>(api, loc);
    }
    return WarpValue<T>(view.values[src]);
}

// asc_shfl.md: lane `src_lane % width` of the caller's group of `width` lanes.
template <typename T>
inline T Shfl(T var, int32_t srcLane, int32_t width, kern::SrcLoc loc)
{
    const WarpView view = WarpGather(WarpBits(var), loc);
    if (!ShflWidthOk(width)) {
        return InactiveLaneValue<T>("asc_shfl", loc);
    }
    const uint32_t w = static_cast<uint32_t>(width);
    const uint32_t start = view.lane / w * w;
    const uint32_t src = start + static_cast<uint32_t>(srcLane) % w;
    if (src >= 32) {
        return InactiveLaneValue<T>("asc_shfl", loc);
    }
    return LaneValue<T>(view, src, "asc_shfl", loc);
}

// asc_shfl_up.md: lane - delta, or the caller's own value when that leaves the group (delta >= width included).
template <typename T>
inline T ShflUp(T var, uint32_t delta, int32_t width, kern::SrcLoc loc)
{
    const WarpView view = WarpGather(WarpBits(var), loc);
    if (!ShflWidthOk(width)) {
        return InactiveLaneValue<T>("asc_shfl_up", loc);
    }
    const uint32_t w = static_cast<uint32_t>(width);
    const uint32_t start = view.lane / w * w;
    if (delta >= w || view.lane < start + delta) {
        return var;
    }
    return LaneValue<T>(view, view.lane - delta, "asc_shfl_up", loc);
}

// asc_shfl_down.md: lane + delta, or the caller's own value when that leaves the group.
template <typename T>
inline T ShflDown(T var, uint32_t delta, int32_t width, kern::SrcLoc loc)
{
    const WarpView view = WarpGather(WarpBits(var), loc);
    if (!ShflWidthOk(width)) {
        return InactiveLaneValue<T>("asc_shfl_down", loc);
    }
    const uint32_t w = static_cast<uint32_t>(width);
    const uint32_t end = view.lane / w * w + w; // one past the group's last lane
    if (delta >= w || view.lane + delta >= end) {
        return var;
    }
    return LaneValue<T>(view, view.lane + delta, "asc_shfl_down", loc);
}

// asc_shfl_xor.md: lane ^ lane_mask; a lane of a lower group is read, one past the caller's group gives the
// caller's own value.
template <typename T>
inline T ShflXor(T var, int32_t laneMask, int32_t width, kern::SrcLoc loc)
{
    const WarpView view = WarpGather(WarpBits(var), loc);
    if (!ShflWidthOk(width) || laneMask < 0 || laneMask >= 32) {
        return InactiveLaneValue<T>("asc_shfl_xor", loc);
    }
    const uint32_t w = static_cast<uint32_t>(width);
    const uint32_t dst = view.lane ^ static_cast<uint32_t>(laneMask);
    if (dst >= view.lane / w * w + w) {
        return var;
    }
    return LaneValue<T>(view, dst, "asc_shfl_xor", loc);
}

// asc_reduce_add.md (约束说明: "底层实现使用二分算法"): a pairwise tree over the active lanes in lane order,
// (l0 + l1) + (l2 + l3) ..., a missing partner passing its partial sum up. Integer overflow wraps.
template <typename T, typename Op>
inline T ReduceTree(T value, Op op, kern::SrcLoc loc)
{
    const WarpView view = WarpGather(WarpBits(value), loc);
    T part[32];
    bool has[32];
    for (uint32_t l = 0; l < 32; ++l) {
        has[l] = (view.active >> l & 1u) != 0;
        part[l] = has[l] ? WarpValue<T>(view.values[l]) : T{};
    }
    for (uint32_t step = 1; step < 32; step *= 2) {
        for (uint32_t l = 0; l + step < 32; l += 2 * step) {
            if (has[l] && has[l + step]) {
                part[l] = op(part[l], part[l + step]);
            } else if (has[l + step]) {
                part[l] = part[l + step];
                has[l] = true;
            }
        }
    }
    return part[0];
}

template <typename T>
inline T WrapAdd(T a, T b)
{
    if constexpr (std::is_integral<T>::value) {
        using U = std::make_unsigned_t<T>;
        return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
    } else {
        return a + b;
    }
}

} // namespace ascsim::simt::detail

// Warp-Vote类函数/asc_all.md: 1 when every active lane's predicate is nonzero.
inline int32_t asc_all(int32_t predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    const auto view = ::ascsim::simt::WarpGather(predicate != 0, loc);
    for (uint32_t l = 0; l < 32; ++l) {
        if ((view.active >> l & 1u) != 0 && view.values[l] == 0) {
            return 0;
        }
    }
    return 1;
}

// Warp-Vote类函数/asc_any.md: 1 when some active lane's predicate is nonzero.
inline int32_t asc_any(int32_t predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    const auto view = ::ascsim::simt::WarpGather(predicate != 0, loc);
    for (uint32_t l = 0; l < 32; ++l) {
        if ((view.active >> l & 1u) != 0 && view.values[l] != 0) {
            return 1;
        }
    }
    return 0;
}

// Warp-Vote类函数/asc_ballot.md: bit l set when active lane l's predicate is nonzero.
inline uint32_t asc_ballot(int32_t predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    const auto view = ::ascsim::simt::WarpGather(predicate != 0, loc);
    uint32_t bits = 0;
    for (uint32_t l = 0; l < 32; ++l) {
        if ((view.active >> l & 1u) != 0 && view.values[l] != 0) {
            bits |= 1u << l;
        }
    }
    return bits;
}

// Warp-Vote类函数/asc_activemask.md: bit l set when lane l is active (a lane that has ended is not).
inline uint32_t asc_activemask(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return ::ascsim::simt::WarpGather(0, loc).active;
}

// Warp-Shfl类函数/asc_shfl.md, asc_shfl_up.md, asc_shfl_down.md, asc_shfl_xor.md.
#define ASCSIM_SIMT_SHFL_FAMILY(T)                                                      \
    inline T asc_shfl(T var, int32_t src_lane, int32_t width = warpSize,                \
                      ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())      \
    {                                                                                   \
        return ::ascsim::simt::detail::Shfl<T>(var, src_lane, width, loc);              \
    }                                                                                   \
    inline T asc_shfl_up(T var, uint32_t delta, int32_t width = warpSize,               \
                         ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())   \
    {                                                                                   \
        return ::ascsim::simt::detail::ShflUp<T>(var, delta, width, loc);               \
    }                                                                                   \
    inline T asc_shfl_down(T var, uint32_t delta, int32_t width = warpSize,             \
                           ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) \
    {                                                                                   \
        return ::ascsim::simt::detail::ShflDown<T>(var, delta, width, loc);             \
    }                                                                                   \
    inline T asc_shfl_xor(T var, int32_t lane_mask, int32_t width = warpSize,           \
                          ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())  \
    {                                                                                   \
        return ::ascsim::simt::detail::ShflXor<T>(var, lane_mask, width, loc);          \
    }
ASCSIM_SIMT_SHFL_FAMILY(int32_t)
ASCSIM_SIMT_SHFL_FAMILY(uint32_t)
ASCSIM_SIMT_SHFL_FAMILY(float)
ASCSIM_SIMT_SHFL_FAMILY(int64_t)
ASCSIM_SIMT_SHFL_FAMILY(uint64_t)
#undef ASCSIM_SIMT_SHFL_FAMILY

// Warp-Reduce类函数/asc_reduce_add.md, asc_reduce_max.md, asc_reduce_min.md: every active lane gets the result.
#define ASCSIM_SIMT_REDUCE_FAMILY(T)                                                                \
    inline T asc_reduce_add(T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())     \
    {                                                                                               \
        return ::ascsim::simt::detail::ReduceTree<T>(val, ::ascsim::simt::detail::WrapAdd<T>, loc); \
    }                                                                                               \
    inline T asc_reduce_max(T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())     \
    {                                                                                               \
        return ::ascsim::simt::detail::ReduceTree<T>(                                               \
            val, [](T a, T b) { return b > a ? b : a; }, loc);                                      \
    }                                                                                               \
    inline T asc_reduce_min(T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())     \
    {                                                                                               \
        return ::ascsim::simt::detail::ReduceTree<T>(                                               \
            val, [](T a, T b) { return b < a ? b : a; }, loc);                                      \
    }
ASCSIM_SIMT_REDUCE_FAMILY(int32_t)
ASCSIM_SIMT_REDUCE_FAMILY(uint32_t)
ASCSIM_SIMT_REDUCE_FAMILY(float)
#undef ASCSIM_SIMT_REDUCE_FAMILY
