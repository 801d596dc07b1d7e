// The SIMT short vector types (docs/zh/api/SIMT-API/SIMT编程简介/扩展语法/内置数据类型-139.md, 短向量类型, 表1 and
// 表2) and the make_* constructors of simt_api/vector_functions.h (same page, the function list after 表2). The SDK
// has them as compiler built-ins (no SDK header defines them: simt_api/device_types.h only sets the qualifiers);
// here they are plain structs in the global namespace, reached through simt_api/device_types.h.
//
// Layout (表2): the components are stored one after the other with no padding, and the X2 / X4 types are aligned
// to their whole size (half2: 4 bytes, aligned 4; int4: 16, aligned 16; long4: 32, aligned 32). The X3 types,
// which 表1 does not list but the SDK's vector_functions.h constructs (make_int3 ...), have the alignment of their
// element (docs silent; the natural choice, as CUDA's). Access is by .x .y .z .w (短向量变量访问).
//
// Operators: the pages define none beyond the member access, but the SDK's own example adds two half2 values with
// `+` (examples/03_simt_api/03_best_practices/00_memory_optimizations/short_vector_add). Every type whose element
// is a number (the integer types, float, half, bfloat16_t; not the 8- and 4-bit float pairs, which have no
// arithmetic) has the element-wise + - * / and their compound forms and unary -: each component computed as the
// element type computes it (half and bfloat16_t: numerics/float16_ops.h, rounded to nearest even, no
// saturation). Comparisons of whole vectors are not defined (the compiler's element-wise masks have no page).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/types/fp4x2.h"
#include "ascendc_sim/types/fp8.h"
#include "ascendc_sim/types/hifloat8.h"

// The SIMT spellings of the 8-bit float scalars (内置数据类型-139.md, 标量类型: float8_e4m3_t 1/4/3 with range
// +-448, float8_e5m2_t 1/5/2 with range +-57344) are the SIMD types of the same formats, so SIMD and SIMT code
// share them; likewise the 4-bit pairs (表1: float4_e2m1x2_t, float4_e1m2x2_t).
using float8_e4m3_t = fp8_e4m3fn_t;
using float8_e5m2_t = fp8_e5m2_t;
using float4_e2m1x2_t = fp4x2_e2m1_t;
using float4_e1m2x2_t = fp4x2_e1m2_t;

namespace ascsim::simt::vec_detail {

// Lanes: number of components (0: not a short vector); Elem: their type; kArith: has the element-wise operators.
template <typename V>
struct Traits {
    static constexpr int kLanes = 0;
    static constexpr bool kArith = false;
};

} // namespace ascsim::simt::vec_detail

#define ASCSIM_SIMT_VEC2(NAME, T, ALIGN, ARITH)     \
    struct alignas(ALIGN) NAME {                    \
        T x, y;                                     \
    };                                              \
    template <>                                     \
    struct ascsim::simt::vec_detail::Traits<NAME> { \
        using Elem = T;                             \
        static constexpr int kLanes = 2;            \
        static constexpr bool kArith = ARITH;       \
    };                                              \
    static_assert(sizeof(NAME) == 2 * sizeof(T), "表2: no padding")
#define ASCSIM_SIMT_VEC3(NAME, T)                   \
    struct NAME {                                   \
        T x, y, z;                                  \
    };                                              \
    template <>                                     \
    struct ascsim::simt::vec_detail::Traits<NAME> { \
        using Elem = T;                             \
        static constexpr int kLanes = 3;            \
        static constexpr bool kArith = true;        \
    };                                              \
    static_assert(sizeof(NAME) == 3 * sizeof(T), "no padding")
#define ASCSIM_SIMT_VEC4(NAME, T, ALIGN)            \
    struct alignas(ALIGN) NAME {                    \
        T x, y, z, w;                               \
    };                                              \
    template <>                                     \
    struct ascsim::simt::vec_detail::Traits<NAME> { \
        using Elem = T;                             \
        static constexpr int kLanes = 4;            \
        static constexpr bool kArith = true;        \
    };                                              \
    static_assert(sizeof(NAME) == 4 * sizeof(T), "表2: no padding")

// 表1 / 表2 of 内置数据类型-139.md, and the X3 types of the SDK's vector_functions.h.
ASCSIM_SIMT_VEC2(char2, signed char, 2, true);
ASCSIM_SIMT_VEC3(char3, signed char);
ASCSIM_SIMT_VEC4(char4, signed char, 4);
ASCSIM_SIMT_VEC2(uchar2, unsigned char, 2, true);
ASCSIM_SIMT_VEC3(uchar3, unsigned char);
ASCSIM_SIMT_VEC4(uchar4, unsigned char, 4);
ASCSIM_SIMT_VEC2(short2, short, 4, true);
ASCSIM_SIMT_VEC3(short3, short);
ASCSIM_SIMT_VEC4(short4, short, 8);
ASCSIM_SIMT_VEC2(ushort2, unsigned short, 4, true);
ASCSIM_SIMT_VEC3(ushort3, unsigned short);
ASCSIM_SIMT_VEC4(ushort4, unsigned short, 8);
ASCSIM_SIMT_VEC2(int2, int, 8, true);
ASCSIM_SIMT_VEC3(int3, int);
ASCSIM_SIMT_VEC4(int4, int, 16);
ASCSIM_SIMT_VEC2(uint2, unsigned int, 8, true);
ASCSIM_SIMT_VEC3(uint3, unsigned int);
ASCSIM_SIMT_VEC4(uint4, unsigned int, 16);
ASCSIM_SIMT_VEC2(long2, long int, 16, true);
ASCSIM_SIMT_VEC3(long3, long int);
ASCSIM_SIMT_VEC4(long4, long int, 32);
ASCSIM_SIMT_VEC2(ulong2, unsigned long int, 16, true);
ASCSIM_SIMT_VEC3(ulong3, unsigned long int);
ASCSIM_SIMT_VEC4(ulong4, unsigned long int, 32);
ASCSIM_SIMT_VEC2(longlong2, long long int, 16, true);
ASCSIM_SIMT_VEC3(longlong3, long long int);
ASCSIM_SIMT_VEC4(longlong4, long long int, 32);
ASCSIM_SIMT_VEC2(ulonglong2, unsigned long long int, 16, true);
ASCSIM_SIMT_VEC3(ulonglong3, unsigned long long int);
ASCSIM_SIMT_VEC4(ulonglong4, unsigned long long int, 32);
ASCSIM_SIMT_VEC2(float2, float, 8, true);
ASCSIM_SIMT_VEC3(float3, float);
ASCSIM_SIMT_VEC4(float4, float, 16);
ASCSIM_SIMT_VEC2(half2, half, 4, true);
ASCSIM_SIMT_VEC2(bfloat16x2_t, bfloat16_t, 4, true);
ASCSIM_SIMT_VEC2(float8_e4m3x2_t, float8_e4m3_t, 2, false);
ASCSIM_SIMT_VEC2(float8_e5m2x2_t, float8_e5m2_t, 2, false);
ASCSIM_SIMT_VEC2(hifloat8x2_t, hifloat8_t, 2, false);
#undef ASCSIM_SIMT_VEC2
#undef ASCSIM_SIMT_VEC3
#undef ASCSIM_SIMT_VEC4

namespace ascsim::simt::vec_detail {

template <typename V>
using EnableArith = std::enable_if_t<Traits<V>::kArith, int>;

// r.c = op(a.c, b.c) for every component c.
template <typename V, typename Op>
constexpr V Map2(const V& a, const V& b, Op op) noexcept
{
    V r{};
    r.x = op(a.x, b.x);
    r.y = op(a.y, b.y);
    if constexpr (Traits<V>::kLanes >= 3) {
        r.z = op(a.z, b.z);
    }
    if constexpr (Traits<V>::kLanes == 4) {
        r.w = op(a.w, b.w);
    }
    return r;
}

} // namespace ascsim::simt::vec_detail

// Element-wise arithmetic (see the head of the file). The element type's own operator computes each component
// and the result is converted back to the element type (integer promotion undone, as the compiler's vector
// arithmetic wraps in the element's width).
#define ASCSIM_SIMT_VEC_OP(OP)                                                                          \
    template <typename V, ::ascsim::simt::vec_detail::EnableArith<V> = 0>                               \
    constexpr V operator OP(const V& a, const V& b) noexcept                                            \
    {                                                                                                   \
        using E = typename ::ascsim::simt::vec_detail::Traits<V>::Elem;                                 \
        return ::ascsim::simt::vec_detail::Map2(a, b, [](E p, E q) { return static_cast<E>(p OP q); }); \
    }                                                                                                   \
    template <typename V, ::ascsim::simt::vec_detail::EnableArith<V> = 0>                               \
    constexpr V& operator OP##=(V& a, const V& b) noexcept                                              \
    {                                                                                                   \
        return a = a OP b;                                                                              \
    }
ASCSIM_SIMT_VEC_OP(+)
ASCSIM_SIMT_VEC_OP(-)
ASCSIM_SIMT_VEC_OP(*)
ASCSIM_SIMT_VEC_OP(/)
#undef ASCSIM_SIMT_VEC_OP

template <typename V, ::ascsim::simt::vec_detail::EnableArith<V> = 0>
constexpr V operator-(const V& a) noexcept
{
    using E = typename ::ascsim::simt::vec_detail::Traits<V>::Elem;
    return ::ascsim::simt::vec_detail::Map2(a, a, [](E p, E) { return static_cast<E>(-p); });
}
