// The SIMT atomic functions (docs/zh/api/SIMT-API/原子操作/; SDK include/simt_api/device_atomic_functions.h,
// impl/simt_api/device_atomic_functions_impl.h): asc_atomic_add, _sub, _exch, _max, _min, _inc, _dec, _cas,
// _and, _or, _xor. Each reads the value at `address`, computes, writes the result back as one indivisible step
// and returns the value it read ("返回值说明: Unified Buffer或Global Memory上的初始数据"). The SDK declares them in
// namespace __asc_simt_vf, which its compiler makes implicit ("no qualification needed at call sites",
// simt_api/device_functions.h); here they are global functions, so a call qualified with __asc_simt_vf:: (which the
// SDK calls not recommended) does not compile.
//
// 约束说明 of every page: the read-modify-write of one address is atomic, the order of the threads is not fixed
// (floating-point sums may vary with it; asc_atomic_cas: at most one of the threads racing for one value wins;
// inc / dec: every returned slot is unique). All of it follows from the host atomics below; the order is the host's
// scheduling. Not modelled: the performance notes (asc_atomic_add.md 约束说明, 原子操作简介.md 性能影响: UB is
// faster than GM, an unused return value may give a faster instruction, GM atomics serialise per 128-byte sector).
//
// Atomicity (原子操作简介.md, 原子操作机制: the read, the computation and the write are one step that no other
// thread's atomic on the address can split; the order of the threads' requests is not specified). The blocks of
// a grid run on different host threads and a block's threads as fibers of one host thread, so every function is
// a host atomic on the address itself: a GCC/Clang __atomic builtin where one exists for the operation (integer
// add, sub, and, or, xor, exchange, compare-exchange), otherwise a compare-exchange loop on the object (integer
// max, min, inc, dec and every float operation; the loop compares bit patterns, so a NaN or a -0.0 at the
// address is handled as any other value). The order is sequentially consistent: the pages promise no ordering
// beyond atomicity and say atomics do not replace asc_syncthreads (原子操作简介.md), so the strongest order
// hides no bug the chip could show, and it lets ThreadSanitizer see a flag set by an atomic as a synchronisation.
// Not atomic with respect to the SIMD scalar atomics (basic_api/memory/atomic.h, AtomicAdd ...) and the DMA
// atomic, which update GM under the cross-core lock: a kernel that mixes both on one GM word at the same time
// from two cores is not modelled.
//
// Types and address spaces, per page (函数原型 and 表2 不同数据类型支持的内存范围):
//   add, sub, exch, max, min, cas   int32_t, uint32_t, float on Unified Buffer or Global Memory;
//                                   int64_t, uint64_t on Global Memory
//   and, or, xor                    int32_t, uint32_t on UB or GM; int64_t, uint64_t on GM
//   inc, dec                        uint32_t on UB or GM; uint64_t on GM
// `__gm__` and `__ubuf__` expand to nothing in the simulator, so the SDK's __ubuf__ and __gm__ overloads of one
// type are one function here (the SDK's list for the pure SIMT build, without qualifiers, is the same list). A
// 64-bit atomic on a UB address, which does not compile on the chip (no __ubuf__ overload), is reported when it
// runs (memcheck). A call on any other type (int16_t, double, half, a const pointer ...) selects the catch-all
// template of its name, whose static_assert names the page and its types.
//
// The half, bfloat16_t, half2 and bfloat16x2_t overloads the pages list for add / sub / exch / max / min / cas are
// declared where the SDK declares them, in simt_api/asc_fp16.h and simt_api/asc_bf16.h (the pages: "使用half和half2
// 类型接口需要包含simt_api/asc_fp16.h"; here ascendc_sim/simt_api/float16_detail.h), on the compare-exchange loop below
// (Update); without those headers a half call selects the catch-all template.
//
// Semantics the pages leave open, taken from the SDK's CPU model of these intrinsics
// (tests/api/simt_api/common_simt/device_atomic_functions_debug.cpp, AtomicMaxCPU ...): float max stores
// `old > val ? old : val` and min `old < val ? old : val` (a comparison with a NaN is false: the result is
// val); float cas compares with `==` (-0.0 matches +0.0, a NaN matches nothing). Integer add and sub wrap. Float
// add and sub round as the host does (round-to-nearest-even, subnormals kept); the pages state no rounding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/source_location.h"

namespace ascsim::simt::atomic_detail {

using ::ascsim::kern::Check;
using ::ascsim::kern::SrcLoc;

constexpr int kOrder = __ATOMIC_SEQ_CST;

// The second parameter of the catch-all templates: not deduced, so that a call whose pointer names a supported
// type ties with its overload on every argument and the overload (a non-template) wins.
template <typename T>
struct Identity {
    using type = T;
};
template <typename T>
using NonDeduced = typename Identity<T>::type;
template <typename T>
constexpr bool kUnsupported = !std::is_same<T, T>::value;

template <typename T>
constexpr const char* TypeName()
{
    return std::is_same<T, int32_t>::value  ? "int32_t" :
           std::is_same<T, uint32_t>::value ? "uint32_t" :
           std::is_same<T, int64_t>::value  ? "int64_t" :
           std::is_same<T, uint64_t>::value ? "uint64_t" :
           std::is_same<T, float>::value    ? "float" :
           sizeof(T) == 2                   ? "half / bfloat16_t" :
                                              "half2 / bfloat16x2_t";
}

inline bool InCoreUb(const void* p)
{
    if (!::ascsim::kern::InsideKernel()) {
        return false;
    }
    const auto* base = ::ascsim::kern::UbBase();
    const auto* q = static_cast<const uint8_t*>(p);
    return q >= base && q < base + ::ascsim::kern::UbTotalBytes();
}

// What every call checks on its address before it touches it.
template <typename T>
inline void CheckAddress(const char* api, const T* address, SrcLoc loc)
{
    if (!::ascsim::kern::SanitizerEnabled()) {
        return;
    }
    const auto a = reinterpret_cast<uintptr_t>(address);
    if (a % sizeof(T) != 0) {
        // rule memcheck.simt-atomic-align: a SIMT atomic (asc_atomic_*) on an address not aligned to its type's size
        //   choice: the pages (SIMT-API/原子操作/) are silent on alignment; a misaligned word is not one the
        //       hardware can update atomically (as memcheck.atomic-align for the SIMD scalar atomics)
        Fail(Check::kMemcheck, api,
             std::string("the address is not aligned to sizeof(") + TypeName<T>() + ") = " + std::to_string(sizeof(T)),
             loc, "", a, sizeof(T));
    }
    if (sizeof(T) == 8 && InCoreUb(address)) {
        // rule memcheck.simt-atomic-64bit-ub: a 64-bit SIMT atomic (int64_t / uint64_t asc_atomic_*) on a
        //   Unified Buffer address
        //   doc: api/SIMT-API/原子操作/asc_atomic_add.md (参数说明, 表2: int64_t and uint64_t on Global Memory only)
        //   doc: api/SIMT-API/原子操作/asc_atomic_sub.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_exch.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_max.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_min.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_inc.md (参数说明, 表2: uint64_t on Global Memory only)
        //   doc: api/SIMT-API/原子操作/asc_atomic_dec.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_cas.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_and.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_or.md (参数说明, 表2)
        //   doc: api/SIMT-API/原子操作/asc_atomic_xor.md (参数说明, 表2)
        //   sdk: simt_api/device_atomic_functions.h (its __ubuf__ overloads are the 32-bit ones only: on the chip
        //       such a call does not compile)
        Fail(Check::kMemcheck, api,
             std::string("a ") + TypeName<T>() +
                 " atomic on a Unified Buffer address: the 64-bit atomics act on Global Memory only (表2 of the "
                 "page; the chip has no __ubuf__ overload for them)",
             loc, "UB", a, sizeof(T));
    }
}

// One atomic read-modify-write of *address: next(old) is written unless another thread's atomic came in between,
// then it is computed again from the value that thread left. Returns the value replaced.
template <typename T, typename F>
inline T Update(T* address, const F& next)
{
    T old;
    __atomic_load(address, &old, kOrder);
    T desired = next(old);
    while (!__atomic_compare_exchange(address, &old, &desired, true, kOrder, kOrder)) {
        desired = next(old);
    }
    return old;
}

template <typename T>
inline T Add(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    if constexpr (std::is_floating_point<T>::value) {
        return Update(address, [val](T old) { return old + val; });
    } else {
        return __atomic_fetch_add(address, val, kOrder);
    }
}

template <typename T>
inline T Sub(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    if constexpr (std::is_floating_point<T>::value) {
        return Update(address, [val](T old) { return old - val; });
    } else {
        return __atomic_fetch_sub(address, val, kOrder);
    }
}

template <typename T>
inline T Exch(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    T old;
    __atomic_exchange(address, &val, &old, kOrder);
    return old;
}

template <typename T>
inline T Max(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    return Update(address, [val](T old) { return old > val ? old : val; });
}

template <typename T>
inline T Min(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    return Update(address, [val](T old) { return old < val ? old : val; });
}

// asc_atomic_inc.md (功能说明): "如果address上的数值大于等于指定数值val，则对address赋值为0，否则将address上数值加1".
template <typename T>
inline T Inc(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    return Update(address, [val](T old) { return old >= val ? T(0) : T(old + 1); });
}

// asc_atomic_dec.md (功能说明): "如果address上的数值等于0或大于指定数值val，则对address赋值为val，否则将address上
// 数值减1".
template <typename T>
inline T Dec(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    return Update(address, [val](T old) { return (old == 0 || old > val) ? val : T(old - 1); });
}

// asc_atomic_cas.md (功能说明): "如果address上的数值等于指定数值compare，则对address赋值为指定数值val，否则address的
// 数值不变". Integers: one compare-exchange. float: equality of values (see the head of the file).
template <typename T>
inline T Cas(const char* api, T* address, T compare, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    if constexpr (std::is_floating_point<T>::value) {
        return Update(address, [compare, val](T old) { return old == compare ? val : old; });
    } else {
        T old = compare;
        __atomic_compare_exchange_n(address, &old, val, false, kOrder, kOrder);
        return old;
    }
}

template <typename T>
inline T And(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    return __atomic_fetch_and(address, val, kOrder);
}

template <typename T>
inline T Or(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    return __atomic_fetch_or(address, val, kOrder);
}

template <typename T>
inline T Xor(const char* api, T* address, T val, SrcLoc loc)
{
    CheckAddress(api, address, loc);
    return __atomic_fetch_xor(address, val, kOrder);
}

} // namespace ascsim::simt::atomic_detail

#define ASCSIM_SIMT_ATOMIC_LOC ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()
// One overload of a listed type: the page's operation on `address` (atomic_detail), the old value returned.
#define ASCSIM_SIMT_ATOMIC_OVERLOAD(name, Op, T)                            \
    inline T name(T* address, T val, ASCSIM_SIMT_ATOMIC_LOC)                \
    {                                                                       \
        return ::ascsim::simt::atomic_detail::Op(#name, address, val, loc); \
    }
#define ASCSIM_SIMT_ATOMIC_CAS_OVERLOAD(T)                                                       \
    inline T asc_atomic_cas(T* address, T compare, T val, ASCSIM_SIMT_ATOMIC_LOC)                \
    {                                                                                            \
        return ::ascsim::simt::atomic_detail::Cas("asc_atomic_cas", address, compare, val, loc); \
    }

// ---- asc_atomic_add.md: *address + val; the old value -----------------------------------------------------------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_add, Add, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_add, Add, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_add, Add, float)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_add, Add, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_add, Add, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_add(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_add takes int32_t, uint32_t, float (Unified Buffer or Global Memory) and int64_t, "
                  "uint64_t (Global Memory) (docs/zh/api/SIMT-API/原子操作/asc_atomic_add.md, 函数原型, 表2); the "
                  "half / bfloat16_t / half2 / bfloat16x2_t overloads need simt_api/asc_fp16.h or asc_bf16.h");
    (void)address, (void)loc;
    return val;
}

// ---- asc_atomic_sub.md: *address - val; the old value -----------------------------------------------------------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_sub, Sub, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_sub, Sub, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_sub, Sub, float)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_sub, Sub, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_sub, Sub, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_sub(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_sub takes int32_t, uint32_t, float (Unified Buffer or Global Memory) and int64_t, "
                  "uint64_t (Global Memory) (docs/zh/api/SIMT-API/原子操作/asc_atomic_sub.md, 函数原型, 表2); the "
                  "half2 / bfloat16x2_t overloads need simt_api/asc_fp16.h or asc_bf16.h");
    (void)address, (void)loc;
    return val;
}

// ---- asc_atomic_exch.md: val; the old value ---------------------------------------------------------------------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_exch, Exch, float)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_exch, Exch, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_exch, Exch, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_exch, Exch, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_exch, Exch, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_exch(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                           ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_exch takes int32_t, uint32_t, float (Unified Buffer or Global Memory) and int64_t, "
                  "uint64_t (Global Memory) (docs/zh/api/SIMT-API/原子操作/asc_atomic_exch.md, 函数原型, 表2); the "
                  "half2 / bfloat16x2_t overloads need simt_api/asc_fp16.h or asc_bf16.h");
    (void)address, (void)loc;
    return val;
}

// ---- asc_atomic_max.md: the larger of *address and val; the old value (signed, unsigned or float order) ---------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_max, Max, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_max, Max, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_max, Max, float)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_max, Max, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_max, Max, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_max(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_max takes int32_t, uint32_t, float (Unified Buffer or Global Memory) and int64_t, "
                  "uint64_t (Global Memory) (docs/zh/api/SIMT-API/原子操作/asc_atomic_max.md, 函数原型, 表2); the "
                  "half / bfloat16_t / half2 / bfloat16x2_t overloads need simt_api/asc_fp16.h or asc_bf16.h");
    (void)address, (void)loc;
    return val;
}

// ---- asc_atomic_min.md: the smaller of *address and val; the old value (signed, unsigned or float order) --------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_min, Min, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_min, Min, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_min, Min, float)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_min, Min, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_min, Min, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_min(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_min takes int32_t, uint32_t, float (Unified Buffer or Global Memory) and int64_t, "
                  "uint64_t (Global Memory) (docs/zh/api/SIMT-API/原子操作/asc_atomic_min.md, 函数原型, 表2); the "
                  "half / bfloat16_t / half2 / bfloat16x2_t overloads need simt_api/asc_fp16.h or asc_bf16.h");
    (void)address, (void)loc;
    return val;
}

// ---- asc_atomic_inc.md: *address >= val ? 0 : *address + 1; the old value ---------------------------------------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_inc, Inc, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_inc, Inc, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_inc(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_inc takes uint32_t (Unified Buffer or Global Memory) and uint64_t (Global Memory) "
                  "only (docs/zh/api/SIMT-API/原子操作/asc_atomic_inc.md, 函数原型, 表2)");
    (void)address, (void)loc;
    return val;
}

// ---- asc_atomic_dec.md: (*address == 0 || *address > val) ? val : *address - 1; the old value -------------------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_dec, Dec, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_dec, Dec, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_dec(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_dec takes uint32_t (Unified Buffer or Global Memory) and uint64_t (Global Memory) "
                  "only (docs/zh/api/SIMT-API/原子操作/asc_atomic_dec.md, 函数原型, 表2)");
    (void)address, (void)loc;
    return val;
}

// ---- asc_atomic_cas.md: *address == compare ? val : *address; the old value -------------------------------------
// At most one of the threads that race to replace the same `compare` succeeds, which one is not fixed (约束说明).
ASCSIM_SIMT_ATOMIC_CAS_OVERLOAD(float)
ASCSIM_SIMT_ATOMIC_CAS_OVERLOAD(int32_t)
ASCSIM_SIMT_ATOMIC_CAS_OVERLOAD(uint32_t)
ASCSIM_SIMT_ATOMIC_CAS_OVERLOAD(int64_t)
ASCSIM_SIMT_ATOMIC_CAS_OVERLOAD(uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_cas(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> compare,
                                          ::ascsim::simt::atomic_detail::NonDeduced<T> val, ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_cas takes int32_t, uint32_t, float (Unified Buffer or Global Memory) and int64_t, "
                  "uint64_t (Global Memory) (docs/zh/api/SIMT-API/原子操作/asc_atomic_cas.md, 函数原型, 表2); the "
                  "half2 / bfloat16x2_t overloads need simt_api/asc_fp16.h or asc_bf16.h");
    (void)address, (void)compare, (void)loc;
    return val;
}

// ---- asc_atomic_and.md, asc_atomic_or.md, asc_atomic_xor.md: *address & | ^ val; the old value ------------------
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_and, And, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_and, And, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_and, And, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_and, And, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_and(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_and takes int32_t, uint32_t (Unified Buffer or Global Memory) and int64_t, uint64_t "
                  "(Global Memory) only (docs/zh/api/SIMT-API/原子操作/asc_atomic_and.md, 函数原型, 表2)");
    (void)address, (void)loc;
    return val;
}

ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_or, Or, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_or, Or, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_or, Or, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_or, Or, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_or(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                         ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_or takes int32_t, uint32_t (Unified Buffer or Global Memory) and int64_t, uint64_t "
                  "(Global Memory) only (docs/zh/api/SIMT-API/原子操作/asc_atomic_or.md, 函数原型, 表2)");
    (void)address, (void)loc;
    return val;
}

ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_xor, Xor, int32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_xor, Xor, uint32_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_xor, Xor, int64_t)
ASCSIM_SIMT_ATOMIC_OVERLOAD(asc_atomic_xor, Xor, uint64_t)
template <typename T>
inline std::remove_cv_t<T> asc_atomic_xor(T* address, ::ascsim::simt::atomic_detail::NonDeduced<T> val,
                                          ASCSIM_SIMT_ATOMIC_LOC)
{
    static_assert(::ascsim::simt::atomic_detail::kUnsupported<T>,
                  "asc_atomic_xor takes int32_t, uint32_t (Unified Buffer or Global Memory) and int64_t, uint64_t "
                  "(Global Memory) only (docs/zh/api/SIMT-API/原子操作/asc_atomic_xor.md, 函数原型, 表2)");
    (void)address, (void)loc;
    return val;
}

#undef ASCSIM_SIMT_ATOMIC_CAS_OVERLOAD
#undef ASCSIM_SIMT_ATOMIC_OVERLOAD
#undef ASCSIM_SIMT_ATOMIC_LOC
