// Atomic operations (docs/zh/api/SIMD-API/基础API/原子操作/): the DMA atomic of transfers to GM
// (SetAtomicAdd.md, SetAtomicMax(ISASI).md, SetAtomicMin(ISASI).md, SetAtomicType.md, DisableDmaAtomic.md,
// SetStoreAtomicConfig(ISASI).md, GetStoreAtomicConfig(ISASI).md) and the scalar atomics on one GM
// word (AtomicAdd.md, AtomicMax.md, AtomicMin.md, AtomicCas.md, AtomicExch.md).
//
// The DMA atomic lives in CTRL[8:6] (type: 1 float, 2 half, 3 int16_t, 4 int32_t, 5 int8_t,
// 6 bfloat16_t) and CTRL[10:9] (0 ADD, 1 MAX, 2 MIN) (特殊寄存器访问/SetCtrlSpr(ISASI).md 表3): every
// later DataCopy / DataCopyPad to GM combines with GM element-wise (cross_core.h GmStore), atomically
// with respect to the other cores. The setters run on the scalar unit (PIPE_S, 关键特性说明.md 表1); a
// kernel that returns with the atomic still set is a ctrlcheck finding (CTRL would carry it into the
// next operator; the pages: "建议通过DisableDmaAtomic关闭"). racecheck: DMA atomics of one operation
// and type from several cores do not race; with anything else they must be ordered.
// Docs-silent choices: integer add wraps (CTRL[53], integer saturation, stays at its default); a half /
// bfloat16_t result saturates as half arithmetic does under CTRL[48] / CTRL[60]; MAX / MIN with a NaN
// give NaN.
//
// Scalar atomics bypass the data cache and are atomic across cores; they order nothing (the pages are
// silent on memory ordering, the sim takes the weaker guarantee): a core that publishes data with a
// scalar atomic still needs a synchronisation for another core to read it race-free.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"

namespace AscendC {

// SetStoreAtomicConfig(ISASI).md (include/basic_api/kernel_operator_common_intf.h).
enum class AtomicDtype { ATOMIC_NONE = 0, ATOMIC_F32, ATOMIC_F16, ATOMIC_S16, ATOMIC_S32, ATOMIC_S8, ATOMIC_BF16 };
enum class AtomicOp { ATOMIC_SUM = 0 };

namespace detail::atomic {

template <typename T>
constexpr uint64_t TypeCode()
{
    static_assert(std::is_same_v<T, float> || std::is_same_v<T, half> || std::is_same_v<T, int16_t> ||
                      std::is_same_v<T, int32_t> || std::is_same_v<T, int8_t> || std::is_same_v<T, bfloat16_t>,
                  "the DMA atomic supports int8_t, int16_t, half, bfloat16_t, int32_t, float");
    return std::is_same_v<T, float>   ? 1 :
           std::is_same_v<T, half>    ? 2 :
           std::is_same_v<T, int16_t> ? 3 :
           std::is_same_v<T, int32_t> ? 4 :
           std::is_same_v<T, int8_t>  ? 5 :
                                        6;
}

// CTRL[8:6] = type (kKeep: unchanged), CTRL[10:9] = op (kKeep: unchanged).
constexpr uint64_t kKeep = ~uint64_t(0);
inline void SetFields(uint64_t type, uint64_t op, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    XcoreScalarCall(api, loc);
    uint64_t v = CtrlValue();
    if (type != kKeep) {
        v = (v & ~ctrl::FieldMask(ctrl::kAtomicFirst, 8)) | (type << ctrl::kAtomicFirst);
    }
    if (op != kKeep) {
        v = (v & ~ctrl::FieldMask(ctrl::kAtomicOpFirst, ctrl::kAtomicLast)) | (op << ctrl::kAtomicOpFirst);
    }
    CtrlWrite(v, api, loc);
}

// One scalar read-modify-write of the GM word at `address` (S pipe, under the cross-core lock).
template <typename T, class F>
inline T ScalarRmw(__gm__ T* address, const F& update, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    if (SanitizerEnabled() && reinterpret_cast<uintptr_t>(address) % sizeof(T) != 0) {
        // Docs silent on alignment; a misaligned word is not one the hardware can update atomically.
        // rule memcheck.atomic-align: an Atomic* GM address not aligned to sizeof(T)
        //   choice: the pages (B/原子操作/AtomicAdd.md etc.) are silent on alignment; a misaligned word is not one the
        //       hardware can update atomically
        Fail(Check::kMemcheck, api, "GM address is not aligned to sizeof(T) = " + std::to_string(sizeof(T)), loc, "GM",
             reinterpret_cast<uintptr_t>(address), sizeof(T));
    }
    const uint64_t seq = Issue(Pipe::S, loc);
    {
        XcoreSyncScope sync;
        AccessGm(Pipe::S, seq, address, sizeof(T), false, nullptr, 0, api, loc);
        AccessGm(Pipe::S, seq, address, sizeof(T), true, nullptr, 0, api, loc);
    }
    XcoreLock lock;
    T old;
    std::memcpy(&old, address, sizeof(T));
    const T now = update(old);
    std::memcpy(address, &now, sizeof(T));
    XcoreNoteWrite(lock);
    return old;
}

template <typename T>
inline T MaxOf(T a, T b)
{
    if constexpr (std::is_floating_point_v<T>) {
        if (a != a || b != b) {
            return a != a ? a : b; // docs silent: a NaN wins (stricter)
        }
    }
    return a < b ? b : a;
}
template <typename T>
inline T MinOf(T a, T b)
{
    if constexpr (std::is_floating_point_v<T>) {
        if (a != a || b != b) {
            return a != a ? a : b;
        }
    }
    return b < a ? b : a;
}

template <typename T>
inline T Wrapping(T a, T b)
{
    if constexpr (std::is_integral_v<T>) {
        using U = std::make_unsigned_t<T>;
        return static_cast<T>(static_cast<U>(static_cast<U>(a) + static_cast<U>(b)));
    } else {
        return a + b;
    }
}

} // namespace detail::atomic

// ---- the DMA atomic ------------------------------------------------------------------------------

template <typename T>
__aicore__ inline void SetAtomicAdd(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::atomic::SetFields(detail::atomic::TypeCode<T>(), 0, "SetAtomicAdd", loc);
}

template <typename T>
__aicore__ inline void SetAtomicMax(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::atomic::SetFields(detail::atomic::TypeCode<T>(), 1, "SetAtomicMax", loc);
}

template <typename T>
__aicore__ inline void SetAtomicMin(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::atomic::SetFields(detail::atomic::TypeCode<T>(), 2, "SetAtomicMin", loc);
}

// SetAtomicType.md: the type only (the operation stays as it is).
template <typename T>
__aicore__ inline void SetAtomicType(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::atomic::SetFields(detail::atomic::TypeCode<T>(), detail::atomic::kKeep, "SetAtomicType", loc);
}

// DisableDmaAtomic.md: transfers to GM overwrite again (CTRL[10:6] = 0).
__aicore__ inline void DisableDmaAtomic(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::atomic::SetFields(0, 0, "DisableDmaAtomic", loc);
}
// SetAtomicNone: the older name of DisableDmaAtomic (附录/接口变更说明.md; the SDK: "SetAtomicNone has been
// updated, please use DisableDmaAtomic instead", kernel_operator_set_atomic_intf.h:43-44).
__aicore__ inline void SetAtomicNone(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) { DisableDmaAtomic(loc); }

template <AtomicDtype type, AtomicOp op>
__aicore__ inline void SetStoreAtomicConfig(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::atomic::SetFields(static_cast<uint64_t>(type), static_cast<uint64_t>(op), "SetStoreAtomicConfig", loc);
}

// GetStoreAtomicConfig(ISASI).md: atomicType 0..6 as AtomicDtype, atomicOp 0 (sum; 1 / 2 after
// SetAtomicMax / SetAtomicMin, CTRL[10:9]).
__aicore__ inline void GetStoreAtomicConfig(uint16_t& atomicType, uint16_t& atomicOp,
                                            ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    ascsim::kern::XcoreScalarCall("GetStoreAtomicConfig", loc);
    const uint64_t v = ascsim::kern::CtrlValue();
    atomicType = static_cast<uint16_t>(ascsim::kern::ctrl::AtomicType(v));
    atomicOp = static_cast<uint16_t>(ascsim::kern::ctrl::AtomicOp(v));
}

// ---- scalar atomics --------------------------------------------------------------------------------

template <typename T>
__aicore__ inline T AtomicAdd(__gm__ T* address, T value, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, int32_t> || std::is_same_v<T, uint64_t> ||
                      std::is_same_v<T, int64_t> || std::is_same_v<T, float>,
                  "AtomicAdd only support uint32_t/int32_t/uint64_t/int64_t/float data type on current device!");
    return detail::atomic::ScalarRmw(
        address, [value](T old) { return detail::atomic::Wrapping(old, value); }, "AtomicAdd", loc);
}

template <typename T>
__aicore__ inline T AtomicMax(__gm__ T* address, T value, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, int32_t> || std::is_same_v<T, uint64_t> ||
                      std::is_same_v<T, int64_t> || std::is_same_v<T, float>,
                  "AtomicMax only support uint32_t/int32_t/uint64_t/int64_t/float data type on current device!");
    return detail::atomic::ScalarRmw(
        address, [value](T old) { return detail::atomic::MaxOf(old, value); }, "AtomicMax", loc);
}

template <typename T>
__aicore__ inline T AtomicMin(__gm__ T* address, T value, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, int32_t> || std::is_same_v<T, uint64_t> ||
                      std::is_same_v<T, int64_t> || std::is_same_v<T, float>,
                  "AtomicMin only support uint32_t/int32_t/uint64_t/int64_t/float data type on current device!");
    return detail::atomic::ScalarRmw(
        address, [value](T old) { return detail::atomic::MinOf(old, value); }, "AtomicMin", loc);
}

template <typename T>
__aicore__ inline T AtomicCas(__gm__ T* address, T value1, T value2,
                              ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, uint64_t>,
                  "AtomicCas only support uint32_t/uint64_t data type on current device!");
    return detail::atomic::ScalarRmw(
        address, [value1, value2](T old) { return old == value1 ? value2 : old; }, "AtomicCas", loc);
}

template <typename T>
__aicore__ inline T AtomicExch(__gm__ T* address, T value, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, uint64_t>,
                  "AtomicExch only support uint32_t/uint64_t data type on current device!");
    return detail::atomic::ScalarRmw(
        address, [value](T) { return value; }, "AtomicExch", loc);
}

} // namespace AscendC
