// The C++ SIMT API, namespace AscendC::Simt (SDK include/simt_api/cpp/kernel_simt_*_intf.h, included by
// kernel_simt_intf.h and so by kernel_operator.h), as a thin layer over the simulator's C-style SIMT API
// (simt_api/asc_simt.h, asc_fp16.h). Each function cites its SDK declaration and the function the SDK's arch
// 3510 implementation (impl/simt_api/cpp/dav_3510/kernel_simt_*_impl.h) reduces to; the simulator calls the
// C-style function of the same meaning, so the precision and the checks are that function's, and each passes its
// call site on, so that a finding names the caller's line. The SDK's static_asserts on the element types are kept:
// a type the SDK refuses does not compile here either (no doc page describes AscendC::Simt; the refusal table
// cites them as the SDK's own: sdk: impl/simt_api/cpp/).
// Left out, as the simulator has no C-style function to map them to: Uni (__uni), Cast (the CastImpl
// conversions). UintDiv, which the SDK computes inline, is computed here the same way.
// __ubuf__ and __gm__ expand to nothing on the simulator (ascendc_sim/lang/keywords.h), so the SDK's pairs of
// atomic overloads (one per address space) are one template here.
#pragma once

#include <cstdint>
#include <cstdio>
#include <type_traits>
#include <utility>

#include "simt_api/asc_fp16.h"
#include "simt_api/asc_simt.h"

namespace ascsim::simt::cpp_detail {
// The SDK's SupportTypeSimtInternel (impl/simt_api/cpp/dav_3510/kernel_simt_common_impl.h): T is one of Args.
template <typename T, typename... Args>
inline constexpr bool kOneOf = (std::is_same_v<T, Args> || ...);
} // namespace ascsim::simt::cpp_detail

namespace AscendC {
namespace Simt {

// ---- kernel_simt_utils.h ----------------------------------------------------------------------------------------
// kernel_simt_utils.h:21: Dim3 is the SIMT dim3.
using Dim3 = ::dim3;

// kernel_simt_utils.h:23-29: VF_CALL starts the SIMT VF funcPtr of threadNums threads (cce::async_invoke, the
// SDK's asc_vf_call); the arguments are passed as lvalues, as there.
template <auto funcPtr, typename... Args>
__aicore__ inline void VF_CALL(Dim3 threadNums, Args&&... args)
{
    ::asc_vf_call<funcPtr>(threadNums, args...);
}

// ---- kernel_simt_common_intf.h ----------------------------------------------------------------------------------
// kernel_simt_common_intf.h:24
enum class SatMode { NO_SAT = 0, SAT };

// kernel_simt_common_intf.h:26 (GetWarpSizeImpl: 32): warpSize.
inline int32_t GetWarpSize() { return ::warpSize; }

// kernel_simt_common_intf.h:29 (GetThreadNumImpl): blockDim.x / .y / .z for dim 0 / 1 / 2, else 0.
template <int32_t dim = 0>
inline uint32_t GetThreadNum()
{
    if constexpr (dim == 0) {
        return ::blockDim.x;
    } else if constexpr (dim == 1) {
        return ::blockDim.y;
    } else if constexpr (dim == 2) {
        return ::blockDim.z;
    }
    return 0;
}

// kernel_simt_common_intf.h:32 (GetThreadIdxImpl): threadIdx.x / .y / .z; the SDK asserts dim in [0, 2].
template <int32_t dim = 0>
inline uint32_t GetThreadIdx()
{
    static_assert((dim >= 0 && dim <= 2), "dim is out of range [0, 2]");
    if constexpr (dim == 0) {
        return ::threadIdx.x;
    } else if constexpr (dim == 1) {
        return ::threadIdx.y;
    } else {
        return ::threadIdx.z;
    }
}

// kernel_simt_common_intf.h:34 (GetBlockIdxImpl): blockIdx.x.
inline uint32_t GetBlockIdx() { return ::blockIdx.x; }

// kernel_simt_common_intf.h:36 (GetBlockNumImpl): gridDim.x.
inline uint32_t GetBlockNum() { return ::gridDim.x; }

// ---- kernel_simt_atomic_intf.h: each maps to the C-style atomic (atomicAdd ... in kernel_simt_atomic_impl.h,
// asc_atomic_add ... on the simulator), which checks the types and returns the old value ------------------------
#define ASCSIM_SIMT_CPP_ATOMIC(Name, cfn)                                                                \
    template <typename T>                                                                                \
    inline T Name(__gm__ T* address, T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) \
    {                                                                                                    \
        return ::cfn(address, val, loc);                                                                 \
    }
ASCSIM_SIMT_CPP_ATOMIC(AtomicAdd, asc_atomic_add)   // kernel_simt_atomic_intf.h:19, :22
ASCSIM_SIMT_CPP_ATOMIC(AtomicSub, asc_atomic_sub)   // kernel_simt_atomic_intf.h:25, :28 (AtomicSubImpl: atomicSub)
ASCSIM_SIMT_CPP_ATOMIC(AtomicExch, asc_atomic_exch) // kernel_simt_atomic_intf.h:31, :34 (atomicExch)
ASCSIM_SIMT_CPP_ATOMIC(AtomicMax, asc_atomic_max)   // kernel_simt_atomic_intf.h:37, :40 (atomicMax)
ASCSIM_SIMT_CPP_ATOMIC(AtomicMin, asc_atomic_min)   // kernel_simt_atomic_intf.h:43, :46 (atomicMin)
ASCSIM_SIMT_CPP_ATOMIC(AtomicInc, asc_atomic_inc)   // kernel_simt_atomic_intf.h:49, :52 (atomicInc)
ASCSIM_SIMT_CPP_ATOMIC(AtomicDec, asc_atomic_dec)   // kernel_simt_atomic_intf.h:55, :58 (atomicDec)
ASCSIM_SIMT_CPP_ATOMIC(AtomicAnd, asc_atomic_and)   // kernel_simt_atomic_intf.h:67, :70 (atomicAnd)
ASCSIM_SIMT_CPP_ATOMIC(AtomicOr, asc_atomic_or)     // kernel_simt_atomic_intf.h:73, :76 (atomicOr)
ASCSIM_SIMT_CPP_ATOMIC(AtomicXor, asc_atomic_xor)   // kernel_simt_atomic_intf.h:79, :82 (atomicXor)
#undef ASCSIM_SIMT_CPP_ATOMIC
// kernel_simt_atomic_intf.h:61, :64 (atomicCAS)
template <typename T>
inline T AtomicCas(__gm__ T* address, T compare, T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return ::asc_atomic_cas(address, compare, val, loc);
}

// ---- kernel_simt_warp_level_intf.h: the warp functions of kernel_simt_warp_level_impl.h (__all, __shfl ...),
// the simulator's asc_all, asc_shfl ... (warp_functions.h, half_functions.h) -----------------------------------
// kernel_simt_warp_level_intf.h:19 (AllSyncImpl: __all)
inline int32_t WarpAllSync(int32_t predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return ::asc_all(predicate, loc);
}
// kernel_simt_warp_level_intf.h:21 (AnySyncImpl: __any)
inline int32_t WarpAnySync(int32_t predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return ::asc_any(predicate, loc);
}
// kernel_simt_warp_level_intf.h:25 (BallotSyncImpl: __ballot)
inline uint32_t WarpBallotSync(int32_t predicate, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return ::asc_ballot(predicate, loc);
}
// kernel_simt_warp_level_intf.h:27 (ActiveMaskImpl: __activemask)
inline uint32_t WarpActiveMask(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    return ::asc_activemask(loc);
}

// The four shuffles take the same types (the SDK's static_assert in each).
#define ASCSIM_SIMT_CPP_SHFL(Name, cfn, ArgT, arg)                                                                     \
    template <typename T>                                                                                              \
    inline T Name(T var, ArgT arg, int32_t width = warpSize,                                                           \
                  ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())                                         \
    {                                                                                                                  \
        static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, uint32_t, int64_t, uint64_t, half, half2, float>, \
                      "Input type of var only supports int32_t, uint32_t, int64_t, uint64_t, half, half2, float.");    \
        return ::cfn(var, arg, width, loc);                                                                            \
    }
ASCSIM_SIMT_CPP_SHFL(WarpShflSync, asc_shfl, int32_t,
                     srcLane) // kernel_simt_warp_level_intf.h:30 (ShflSyncImpl: __shfl with the width in the lane mask)
ASCSIM_SIMT_CPP_SHFL(WarpShflUpSync, asc_shfl_up, uint32_t,
                     delta) // kernel_simt_warp_level_intf.h:33 (ShflUpSyncImpl: __shfl_up)
ASCSIM_SIMT_CPP_SHFL(WarpShflDownSync, asc_shfl_down, uint32_t,
                     delta) // kernel_simt_warp_level_intf.h:36 (ShflDownSyncImpl: __shfl_down)
ASCSIM_SIMT_CPP_SHFL(WarpShflXorSync, asc_shfl_xor, int32_t,
                     laneMask) // kernel_simt_warp_level_intf.h:39 (ShflXorSyncImpl: __shfl_xor)
#undef ASCSIM_SIMT_CPP_SHFL
// kernel_simt_warp_level_intf.h:42 (ReduceAddSyncImpl: the warp reduce add)
template <typename T>
inline T WarpReduceAddSync(T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, uint32_t, half, float>,
                  "Input type of val only supports int32_t, uint32_t, half, float.");
    return ::asc_reduce_add(val, loc);
}
// kernel_simt_warp_level_intf.h:45 (ReduceMaxSyncImpl)
template <typename T>
inline T WarpReduceMaxSync(T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, uint32_t, half, float>,
                  "Input type of val only supports int32_t, uint32_t, half, float.");
    return ::asc_reduce_max(val, loc);
}
// kernel_simt_warp_level_intf.h:48 (ReduceMinSyncImpl)
template <typename T>
inline T WarpReduceMinSync(T val, ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, uint32_t, half, float>,
                  "Input type of val only supports int32_t, uint32_t, half, float.");
    return ::asc_reduce_min(val, loc);
}
// kernel_simt_warp_level_intf.h:50 (ThreadBarrierImpl: __sync_workitems, the block barrier asc_syncthreads)
inline void ThreadBarrier(::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()) { ::asc_syncthreads(loc); }
// kernel_simt_warp_level_intf.h:52 (ThreadFenceImpl: __threadfence)
inline void ThreadFence() { ::asc_threadfence(); }

// ---- kernel_simt_math_intf.h: kernel_simt_math_impl.h; the float, integer and half C-style functions ---------
// kernel_simt_math_intf.h:19 (AbsImpl)
template <typename T>
inline T Abs(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, int64_t, half, float>,
                  "Input type only supports int32_t, int64_t, half, float.");
    if constexpr (std::is_same_v<T, float>) {
        return ::ascsim::simt::device_math::fabsf(x);
    } else if constexpr (std::is_same_v<T, half>) {
        return ::__habs(x);
    } else if constexpr (std::is_same_v<T, int32_t>) {
        return ::abs(x);
    } else {
        return static_cast<T>(::ascsim::simt::device_math::llabs(x));
    }
}
// kernel_simt_math_intf.h:25 (FmaImpl)
template <typename T>
inline T Fma(T x, T y, T z)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, half, float>, "Input type only supports half, float.");
    if constexpr (std::is_same_v<T, float>) {
        return ::ascsim::simt::device_math::fmaf(x, y, z);
    } else {
        return ::__hfma(x, y, z);
    }
}
// kernel_simt_math_intf.h:28 (MaxImpl), :31 (MinImpl): fmaxf / fminf, __hmax / __hmin, or the integer max / min of
// math_functions.h.
#define ASCSIM_SIMT_CPP_MINMAX(Name, ffunc, hfunc, ifunc)                                                         \
    template <typename T>                                                                                         \
    inline T Name(T x, T y)                                                                                       \
    {                                                                                                             \
        static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, \
                                                         uint32_t, uint64_t, half, float>,                        \
                      "Input type only supports int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t, " \
                      "uint64_t, half, float.");                                                                  \
        if constexpr (std::is_same_v<T, float>) {                                                                 \
            return ::ascsim::simt::device_math::ffunc(x, y);                                                      \
        } else if constexpr (std::is_same_v<T, half>) {                                                           \
            return ::hfunc(x, y);                                                                                 \
        } else {                                                                                                  \
            return static_cast<T>(::ifunc(x, y));                                                                 \
        }                                                                                                         \
    }
ASCSIM_SIMT_CPP_MINMAX(Max, fmaxf, __hmax, max)
ASCSIM_SIMT_CPP_MINMAX(Min, fminf, __hmin, min)
#undef ASCSIM_SIMT_CPP_MINMAX

// The float-only functions: the SDK's static_assert, then the C-style float function.
#define ASCSIM_SIMT_CPP_FLOAT_CHECK(T) \
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, float>, "Input type T only supports float.")

// The two-operand float functions: T must be float (the SDK's check); the C function of the same meaning.
#define ASCSIM_SIMT_CPP_FLOAT2(Name, cfunc, a, b)        \
    template <typename T>                                \
    inline T Name(T a, T b)                              \
    {                                                    \
        ASCSIM_SIMT_CPP_FLOAT_CHECK(T);                  \
        return ::ascsim::simt::device_math::cfunc(a, b); \
    }

ASCSIM_SIMT_CPP_FLOAT2(Fdim, fdimf, x, y) // kernel_simt_math_intf.h:34 (DimImpl)
// kernel_simt_math_intf.h:37 (RemQuoImpl)
template <typename T, typename U>
inline T RemQuo(T x, T y, U* quo)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    static_assert(::ascsim::simt::cpp_detail::kOneOf<U, int32_t>, "Input type U only supports int32_t.");
    return ::ascsim::simt::device_math::remquof(x, y, quo);
}
ASCSIM_SIMT_CPP_FLOAT2(Mod, fmodf, x, y)            // kernel_simt_math_intf.h:40 (ModImpl)
ASCSIM_SIMT_CPP_FLOAT2(Remainder, remainderf, x, y) // kernel_simt_math_intf.h:43 (RemainderImpl)
ASCSIM_SIMT_CPP_FLOAT2(CopySign, copysignf, x, y)   // kernel_simt_math_intf.h:46 (CopySignImpl)
// kernel_simt_math_intf.h:49 (NearByIntImpl)
template <typename T>
inline T NearbyInt(T x)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    return ::ascsim::simt::device_math::nearbyintf(x);
}
ASCSIM_SIMT_CPP_FLOAT2(NextAfter, nextafterf, x, y) // kernel_simt_math_intf.h:52 (NextAfterImpl)
// kernel_simt_math_intf.h:55 (ScaLbnImpl): scalbnf for an int32_t n, scalblnf for an int64_t n.
template <typename T, typename U>
inline T ScaLbn(T x, U n)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    static_assert(::ascsim::simt::cpp_detail::kOneOf<U, int32_t, int64_t>,
                  "Input type U only supports int32_t, int64_t.");
    if constexpr (std::is_same_v<U, int32_t>) {
        return ::ascsim::simt::device_math::scalbnf(x, n);
    } else {
        return ::ascsim::simt::device_math::scalblnf(x, static_cast<long>(n));
    }
}
// kernel_simt_math_intf.h:58 (BrevImpl)
template <typename T>
inline T Brev(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, uint32_t, uint64_t>,
                  "Input type T only supports uint32_t, uint64_t.");
    if constexpr (std::is_same_v<T, uint32_t>) {
        return ::__brev(static_cast<unsigned int>(x));
    } else {
        return static_cast<T>(::__brev(static_cast<unsigned long long>(x)));
    }
}
// kernel_simt_math_intf.h:62 (ClzImpl)
template <typename T>
inline int32_t Clz(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, int64_t, uint32_t, uint64_t>,
                  "Input type of Clz function only supports int32_t, uint32_t, int64_t, uint64_t.");
    if constexpr (sizeof(T) == sizeof(int32_t)) {
        return ::__clz(static_cast<int>(x));
    } else {
        return ::__clz(static_cast<long long>(x));
    }
}
// kernel_simt_math_intf.h:66 (PopcImpl)
template <typename T>
inline int32_t Popc(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, uint32_t, uint64_t>,
                  "Input type T only supports uint32_t, uint64_t.");
    if constexpr (std::is_same_v<T, uint32_t>) {
        return ::__popc(static_cast<unsigned int>(x));
    } else {
        return ::__popc(static_cast<unsigned long long>(x));
    }
}
// kernel_simt_math_intf.h:69 (BytePermImpl)
template <typename T>
inline T BytePerm(T x, T y, T s)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, uint32_t>, "Input type T only supports uint32_t.");
    return ::__byte_perm(x, y, s);
}
// kernel_simt_math_intf.h:72 (FfsImpl)
template <typename T>
inline int32_t Ffs(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, int64_t>,
                  "Input type T only supports int32_t, int64_t.");
    if constexpr (std::is_same_v<T, int32_t>) {
        return ::__ffs(static_cast<int>(x));
    } else {
        return ::__ffs(static_cast<long long>(x));
    }
}
// kernel_simt_math_intf.h:75 (MulHiImpl): __mulhi for int32_t, __umulhi for uint32_t.
template <typename T>
inline T MulHi(T x, T y)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int32_t, uint32_t>,
                  "Input type T only supports int32_t, uint32_t.");
    if constexpr (std::is_same_v<T, int32_t>) {
        return ::__mulhi(x, y);
    } else {
        return ::__umulhi(x, y);
    }
}

// kernel_simt_math_intf.h:22 (UintDivImpl): dividend / divisor for the magic number and shift that
// GetUintDivMagicAndShift gives for divisor: (dividend + mulhi(dividend, magic)) >> shift, the sum in T (it wraps
// for a dividend near the top of T's range, as on the chip: the SDK's callers keep dividends below 2^(W-1)).
template <typename T>
inline T UintDiv(T dividend, T magic, T shift)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, uint32_t, uint64_t>,
                  "Input type T only supports uint32_t, uint64_t.");
    constexpr unsigned kBits = sizeof(T) * 8;
    const T high = static_cast<T>((static_cast<unsigned __int128>(dividend) * magic) >> kBits);
    return static_cast<T>(static_cast<T>(dividend + high) >> shift);
}

// ---- kernel_simt_cmp_intf.h (kernel_simt_cmp_impl.h): isfinite / isnan / isinf, __hisnan / __hisinf --------
// kernel_simt_cmp_intf.h:19 (IsFiniteImpl)
template <typename T>
inline bool IsFinite(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, half, float>, "Input type T only supports half, float.");
    if constexpr (std::is_same_v<T, float>) {
        return std::isfinite(x);
    } else {
        return !::__hisnan(x) && !::__hisinf(x);
    }
}
// kernel_simt_cmp_intf.h:22 (IsNanImpl)
template <typename T>
inline bool IsNan(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, half, float>, "Input type T only supports half, float.");
    if constexpr (std::is_same_v<T, float>) {
        return std::isnan(x);
    } else {
        return ::__hisnan(x);
    }
}
// kernel_simt_cmp_intf.h:25 (IsInfImpl)
template <typename T>
inline bool IsInf(T x)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, half, float>, "Input type T only supports half, float.");
    if constexpr (std::is_same_v<T, float>) {
        return std::isinf(x);
    } else {
        return ::__hisinf(x);
    }
}

// ---- kernel_simt_cast_intf.h (kernel_simt_cast_impl.h): the float rounding functions (__roundf ... on the
// device). A half or bfloat16_t goes through float: an integer nearest such a value is representable in its type
// (below 2^10 / 2^7 every integer is, above every value is one), so the round trip is exact, as the SDK's own
// CPU branch (RoundIntrinsicsImpl: half(round(float(x)))) has it. -----------------------------------------------
#define ASCSIM_SIMT_CPP_ROUNDING(Name, cfunc, line)                                           \
    /* kernel_simt_cast_intf.h:line */                                                        \
    template <typename T>                                                                     \
    inline T Name(T x)                                                                        \
    {                                                                                         \
        static_assert(::ascsim::simt::cpp_detail::kOneOf<T, float, half, bfloat16_t>,         \
                      "Input type only supports float, half, bfloat16.");                     \
        if constexpr (std::is_same_v<T, float>) {                                             \
            return ::ascsim::simt::device_math::cfunc(x);                                     \
        } else {                                                                              \
            return static_cast<T>(::ascsim::simt::device_math::cfunc(static_cast<float>(x))); \
        }                                                                                     \
    }
ASCSIM_SIMT_CPP_ROUNDING(Round, roundf, 23)
ASCSIM_SIMT_CPP_ROUNDING(Rint, rintf, 26)
ASCSIM_SIMT_CPP_ROUNDING(Floor, floorf, 29)
ASCSIM_SIMT_CPP_ROUNDING(Ceil, ceilf, 32)
ASCSIM_SIMT_CPP_ROUNDING(Trunc, truncf, 35)
#undef ASCSIM_SIMT_CPP_ROUNDING

// ---- kernel_simt_bessel_intf.h (kernel_simt_bessel_impl.h): j0f ... ynf ------------------------------------
#define ASCSIM_SIMT_CPP_FLOAT1(Name, cfunc)           \
    template <typename T>                             \
    inline T Name(T x)                                \
    {                                                 \
        ASCSIM_SIMT_CPP_FLOAT_CHECK(T);               \
        return ::ascsim::simt::device_math::cfunc(x); \
    }
#define ASCSIM_SIMT_CPP_BESSEL_N(Name, cfunc)                                                              \
    template <typename T, typename U>                                                                      \
    inline U Name(T n, U x)                                                                                \
    {                                                                                                      \
        static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int>, "Input(n) type only supports int.");     \
        static_assert(::ascsim::simt::cpp_detail::kOneOf<U, float>, "Input(x) type only supports float."); \
        return ::ascsim::simt::device_math::cfunc(n, x);                                                   \
    }
ASCSIM_SIMT_CPP_FLOAT1(J0, j0f)   // kernel_simt_bessel_intf.h:20
ASCSIM_SIMT_CPP_FLOAT1(J1, j1f)   // kernel_simt_bessel_intf.h:23
ASCSIM_SIMT_CPP_BESSEL_N(Jn, jnf) // kernel_simt_bessel_intf.h:26
ASCSIM_SIMT_CPP_FLOAT1(Y0, y0f)   // kernel_simt_bessel_intf.h:29
ASCSIM_SIMT_CPP_FLOAT1(Y1, y1f)   // kernel_simt_bessel_intf.h:32
ASCSIM_SIMT_CPP_BESSEL_N(Yn, ynf) // kernel_simt_bessel_intf.h:35
#undef ASCSIM_SIMT_CPP_BESSEL_N

// ---- kernel_simt_transcendental_intf.h (kernel_simt_transcendental_impl.h): float only; ExpImpl, LogImpl and
// SqrtImpl are __expf, __logf and __sqrtf on the device, the rest polynomial or composed forms of the same
// functions; the simulator's C-style function of that name (math_functions.h) stands for each ---------------
ASCSIM_SIMT_CPP_FLOAT1(Tan, tanf)                   // kernel_simt_transcendental_intf.h:25
ASCSIM_SIMT_CPP_FLOAT1(Tanh, tanhf)                 // :28
ASCSIM_SIMT_CPP_FLOAT1(Tanpi, tanpif)               // :36
ASCSIM_SIMT_CPP_FLOAT1(Atan, atanf)                 // :39
ASCSIM_SIMT_CPP_FLOAT1(Atanh, atanhf)               // :45
ASCSIM_SIMT_CPP_FLOAT1(Cos, cosf)                   // :53
ASCSIM_SIMT_CPP_FLOAT1(Cosh, coshf)                 // :56
ASCSIM_SIMT_CPP_FLOAT1(Cospi, cospif)               // :64
ASCSIM_SIMT_CPP_FLOAT1(Asin, asinf)                 // :67
ASCSIM_SIMT_CPP_FLOAT1(Acos, acosf)                 // :70
ASCSIM_SIMT_CPP_FLOAT1(Acosh, acoshf)               // :73
ASCSIM_SIMT_CPP_FLOAT1(Sin, sinf)                   // :81
ASCSIM_SIMT_CPP_FLOAT1(Sinh, sinhf)                 // :84
ASCSIM_SIMT_CPP_FLOAT1(Sinpi, sinpif)               // :92
ASCSIM_SIMT_CPP_FLOAT1(Asinh, asinhf)               // :95
ASCSIM_SIMT_CPP_FLOAT1(Exp, expf)                   // :116
ASCSIM_SIMT_CPP_FLOAT1(Exp2, exp2f)                 // :119
ASCSIM_SIMT_CPP_FLOAT1(Exp10, exp10f)               // :122
ASCSIM_SIMT_CPP_FLOAT1(Expm1, expm1f)               // :125
ASCSIM_SIMT_CPP_FLOAT1(Sqrt, sqrtf)                 // :134
ASCSIM_SIMT_CPP_FLOAT1(Rsqrt, rsqrtf)               // :143
ASCSIM_SIMT_CPP_FLOAT1(Log, logf)                   // :274
ASCSIM_SIMT_CPP_FLOAT1(Log2, log2f)                 // :280
ASCSIM_SIMT_CPP_FLOAT1(Log10, log10f)               // :283
ASCSIM_SIMT_CPP_FLOAT1(Log1p, log1pf)               // :286
ASCSIM_SIMT_CPP_FLOAT1(Logb, logbf)                 // :289
ASCSIM_SIMT_CPP_FLOAT1(Cbrt, cbrtf)                 // :305
ASCSIM_SIMT_CPP_FLOAT1(Rcbrt, rcbrtf)               // :318
ASCSIM_SIMT_CPP_FLOAT1(Erf, erff)                   // :331
ASCSIM_SIMT_CPP_FLOAT1(Erfc, erfcf)                 // :343
ASCSIM_SIMT_CPP_FLOAT1(Erfinv, erfinvf)             // :357
ASCSIM_SIMT_CPP_FLOAT1(Erfcinv, erfcinvf)           // :370
ASCSIM_SIMT_CPP_FLOAT1(Erfcx, erfcxf)               // :382
ASCSIM_SIMT_CPP_FLOAT1(Tgamma, tgammaf)             // :395
ASCSIM_SIMT_CPP_FLOAT1(Lgamma, lgammaf)             // :408
ASCSIM_SIMT_CPP_FLOAT1(CylBesselI0, cyl_bessel_i0f) // :421
ASCSIM_SIMT_CPP_FLOAT1(CylBesselI1, cyl_bessel_i1f) // :434
ASCSIM_SIMT_CPP_FLOAT1(Normcdf, normcdff)           // :446
#undef ASCSIM_SIMT_CPP_FLOAT1

ASCSIM_SIMT_CPP_FLOAT2(Atan2, atan2f, y, x) // kernel_simt_transcendental_intf.h:42 (Atan2Impl)
// kernel_simt_transcendental_intf.h:104 (SinCosImpl)
template <typename T>
inline void Sincos(T x, T& s, T& c)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    ::ascsim::simt::device_math::sincosf(x, &s, &c);
}
// kernel_simt_transcendental_intf.h:113 (SinCospiImpl)
template <typename T>
inline void Sincospi(T x, T& s, T& c)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    ::ascsim::simt::device_math::sincospif(x, &s, &c);
}
// kernel_simt_transcendental_intf.h:152 (FrexpImpl)
template <typename T, typename U>
inline T Frexp(T x, U& exp)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    static_assert(::ascsim::simt::cpp_detail::kOneOf<U, int>, "Input type of input(exp) only supports int.");
    return ::ascsim::simt::device_math::frexpf(x, &exp);
}
// kernel_simt_transcendental_intf.h:161 (LdexpImpl)
template <typename T, typename U>
inline T Ldexp(T x, U exp)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    static_assert(::ascsim::simt::cpp_detail::kOneOf<U, int>, "Input type of input(exp) only supports int.");
    return ::ascsim::simt::device_math::ldexpf(x, exp);
}
ASCSIM_SIMT_CPP_FLOAT2(Hypot, hypotf, x, y)   // kernel_simt_transcendental_intf.h:170 (HypotImpl)
ASCSIM_SIMT_CPP_FLOAT2(Rhypot, rhypotf, x, y) // kernel_simt_transcendental_intf.h:179 (RhypotImpl)
// kernel_simt_transcendental_intf.h:194 (Norm3dImpl)
template <typename T>
inline T Norm3d(T a, T b, T c)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    return ::ascsim::simt::device_math::norm3df(a, b, c);
}
// kernel_simt_transcendental_intf.h:209 (Rnorm3dImpl)
template <typename T>
inline T Rnorm3d(T a, T b, T c)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    return ::ascsim::simt::device_math::rnorm3df(a, b, c);
}
// kernel_simt_transcendental_intf.h:225 (Norm4dImpl)
template <typename T>
inline T Norm4d(T a, T b, T c, T d)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    return ::ascsim::simt::device_math::norm4df(a, b, c, d);
}
// kernel_simt_transcendental_intf.h:241 (Rnorm4dImpl)
template <typename T>
inline T Rnorm4d(T a, T b, T c, T d)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    return ::ascsim::simt::device_math::rnorm4df(a, b, c, d);
}
// kernel_simt_transcendental_intf.h:256 (NormImpl): normf over the n elements at a.
template <typename T, typename U>
inline U Norm(T n, U* a)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int>, "Input(n) type only supports int.");
    static_assert(::ascsim::simt::cpp_detail::kOneOf<U, float>,
                  "Input(a) type only supports float*, gm float*, ubuf float*.");
    return ::ascsim::simt::device_math::normf(n, a);
}
// kernel_simt_transcendental_intf.h:271 (RnormImpl)
template <typename T, typename U>
inline U Rnorm(T n, U* a)
{
    static_assert(::ascsim::simt::cpp_detail::kOneOf<T, int>, "Input(n) type only supports int.");
    static_assert(::ascsim::simt::cpp_detail::kOneOf<U, float>,
                  "Input(a) type only supports float*, gm float*, ubuf float*.");
    return ::ascsim::simt::device_math::rnormf(n, a);
}
ASCSIM_SIMT_CPP_FLOAT2(Pow, powf, x, y) // kernel_simt_transcendental_intf.h:277 (PowImpl)
// kernel_simt_transcendental_intf.h:292 (ILogbImpl)
template <typename T>
inline int Ilogb(T x)
{
    ASCSIM_SIMT_CPP_FLOAT_CHECK(T);
    return ::ascsim::simt::device_math::ilogbf(x);
}
#undef ASCSIM_SIMT_CPP_FLOAT2
#undef ASCSIM_SIMT_CPP_FLOAT_CHECK

// ---- kernel_simt_print_intf.h:25 (kernel_simt_print_intf_impl.h: the SIMT printf): an unqualified printf in
// a SIMT VF is the C library's on the simulator (utils/debug/asc_printf.h), so PRINTF is it. --------------------
template <class... Args>
inline void PRINTF(const __gm__ char* fmt, Args&&... args)
{
    // Through a pointer: the format is the caller's (not a literal here), as with the C function itself.
    int (*const print)(const char*, ...) = std::printf;
    (void)print(fmt, std::forward<Args>(args)...);
}
// kernel_simt_print_intf.h:26 (`using __asc_simt_vf::printf`, the SIMT printf): the C library's here, as above.
using ::printf;

} // namespace Simt
} // namespace AscendC
