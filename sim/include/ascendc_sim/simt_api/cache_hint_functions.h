// The SIMT memory-access functions (docs/zh/api/SIMT-API/访存函数/; SDK include/simt_api/device_functions.h): the
// cache-hinted loads asc_ldcg and asc_ldca, the cache-hinted stores asc_stcg and asc_stwt, the Data Cache flushes
// asc_dcci_single and asc_dcci_entire, and asc_nop.
//
// What the hints mean on the chip (访存函数简介.md, API列表; each page's 功能说明):
//   asc_ldcg  load through the L2 Cache only (kept coherent with GM by the hardware), not the core's Data Cache;
//   asc_ldca  load through the Data Cache first, then L2, then GM, caching the data in both; the Data Cache is NOT
//             kept coherent with GM: a line another core changed may be read stale until a dcci. A plain load
//             (`dst[i] = src[i]`) is an asc_ldca (asc_ldca.md);
//   asc_stcg  store to GM, caching in L2 but not in the Data Cache;
//   asc_stwt  store to GM (write-through), caching in the Data Cache and L2;
//   asc_dcci_single / asc_dcci_entire  clean and invalidate the Data Cache line of dst / the whole Data Cache;
//   asc_nop   a no-operation instruction that holds the thread for 15 cycles.
// The sim has no SIMT Data Cache and no L2 model: every load reads GM as it is now and every store writes it at
// once, which is what every hint gives a program with no stale-line hazard. Not modelled: the stale reads
// asc_ldca and plain loads may see on the chip after another core's store (so a missing asc_dcci_* is not caught),
// the placement of data in either cache and the cost of each path (asc_dcci_entire "耗时较大"), asc_nop's 15
// cycles. asc_dcci_single / asc_dcci_entire are therefore no-ops; the pages ask for a valid GM address and say
// nothing happens reliably otherwise ("不能保证Cache刷新行为有效"), which is not an error.
//
// Types (函数原型 of asc_ldcg.md / asc_ldca.md / asc_stcg.md / asc_stwt.md): long, unsigned long, long long,
// unsigned long long, signed char, unsigned char, short, unsigned short, int, unsigned int, float and the short
// vectors long2/4, ulong2/4, longlong2/4, ulonglong2/4, char2/4, uchar2/4, short2/4, ushort2/4, int2/4, uint2/4,
// float2/4. `__gm__` expands to nothing in the sim, so the SDK's __gm__ list (SIMD与SIMT混合编程) and its pure SIMT
// list are the same functions. Any other pointer (plain char, a const pointer, double ...) selects the catch-all
// template, whose static_assert names the page. Not here: the half, half2, bfloat16_t and bfloat16x2_t overloads,
// which the SDK declares in simt_api/asc_fp16.h and asc_bf16.h (not in the simulator yet).
//
// asc_dcci_single is declared in the SDK's namespace __asc_simt_vf ("implicit namespace, no qualification needed"):
// here it is reached unqualified through a using-declaration, and it is a template on the pointee so that a
// translation unit that also has the C API's global asc_dcci_single(__gm__ void*) (c_api/cache_ctrl/, a SIMD
// function) resolves a call without ambiguity: a void* argument picks the C API's function, any other the SIMT one.
#pragma once

#include <string>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/source_location.h"
#include "ascendc_sim/simt_api/address_space_functions.h"
#include "ascendc_sim/simt_api/vector_types.h"

namespace ascsim::simt::cache_detail {

using ::ascsim::kern::Check;
using ::ascsim::kern::Fail;
using ::ascsim::kern::SrcLoc;

template <typename T>
constexpr bool kUnsupported = !std::is_same<T, T>::value;
// The value parameter of the catch-all store templates: not deduced, so that a call whose pointer names a supported
// type ties with its overload on the value and the overload (a non-template) wins.
template <typename T>
struct Identity {
    using type = T;
};
template <typename T>
using NonDeduced = typename Identity<T>::type;

// What every hinted access checks on its address before it touches it.
inline void CheckAddress(const char* api, const void* address, size_t bytes, SrcLoc loc)
{
    if (!::ascsim::kern::SanitizerEnabled()) {
        return;
    }
    using ::ascsim::simt::space_detail::Classify;
    using ::ascsim::simt::space_detail::Space;
    const Space s = Classify(address);
    if (s == Space::kUbuf || s == Space::kLocal) {
        // rule memcheck.simt-cache-hint-space: a cache-hinted SIMT load or store (asc_ldcg, asc_ldca, asc_stcg,
        //   asc_stwt) on a Unified Buffer or stack address
        //   doc: api/SIMT-API/访存函数/asc_ldcg.md (参数说明)
        //   doc: api/SIMT-API/访存函数/asc_ldca.md (参数说明)
        //   doc: api/SIMT-API/访存函数/asc_stcg.md (参数说明)
        //   doc: api/SIMT-API/访存函数/asc_stwt.md (参数说明)
        Fail(Check::kMemcheck, api,
             std::string("the address is ") + (s == Space::kUbuf ? "in the Unified Buffer" : "on the thread's stack") +
                 ": the cache-hinted accesses take a Global Memory address (参数说明 of the page)",
             loc, s == Space::kUbuf ? "UB" : "", reinterpret_cast<uintptr_t>(address), bytes);
    }
}

template <typename T>
inline T Load(const char* api, const T* address, SrcLoc loc)
{
    CheckAddress(api, address, sizeof(T), loc);
    return *address;
}

template <typename T>
inline void Store(const char* api, T* address, const T& val, SrcLoc loc)
{
    CheckAddress(api, address, sizeof(T), loc);
    *address = val;
}

} // namespace ascsim::simt::cache_detail

#define ASCSIM_SIMT_HINT_LOC ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()

// asc_ldcg.md / asc_ldca.md (返回值说明): the data at address. asc_stcg.md / asc_stwt.md: val stored at address.
#define ASCSIM_SIMT_HINT_FUNCS(T)                                               \
    inline T asc_ldcg(T* address, ASCSIM_SIMT_HINT_LOC)                         \
    {                                                                           \
        return ::ascsim::simt::cache_detail::Load<T>("asc_ldcg", address, loc); \
    }                                                                           \
    inline T asc_ldca(T* address, ASCSIM_SIMT_HINT_LOC)                         \
    {                                                                           \
        return ::ascsim::simt::cache_detail::Load<T>("asc_ldca", address, loc); \
    }                                                                           \
    inline void asc_stcg(T* address, T val, ASCSIM_SIMT_HINT_LOC)               \
    {                                                                           \
        ::ascsim::simt::cache_detail::Store<T>("asc_stcg", address, val, loc);  \
    }                                                                           \
    inline void asc_stwt(T* address, T val, ASCSIM_SIMT_HINT_LOC)               \
    {                                                                           \
        ::ascsim::simt::cache_detail::Store<T>("asc_stwt", address, val, loc);  \
    }

ASCSIM_SIMT_HINT_FUNCS(long int)
ASCSIM_SIMT_HINT_FUNCS(unsigned long int)
ASCSIM_SIMT_HINT_FUNCS(long long int)
ASCSIM_SIMT_HINT_FUNCS(unsigned long long int)
ASCSIM_SIMT_HINT_FUNCS(long2)
ASCSIM_SIMT_HINT_FUNCS(ulong2)
ASCSIM_SIMT_HINT_FUNCS(long4)
ASCSIM_SIMT_HINT_FUNCS(ulong4)
ASCSIM_SIMT_HINT_FUNCS(longlong2)
ASCSIM_SIMT_HINT_FUNCS(ulonglong2)
ASCSIM_SIMT_HINT_FUNCS(longlong4)
ASCSIM_SIMT_HINT_FUNCS(ulonglong4)
ASCSIM_SIMT_HINT_FUNCS(signed char)
ASCSIM_SIMT_HINT_FUNCS(unsigned char)
ASCSIM_SIMT_HINT_FUNCS(char2)
ASCSIM_SIMT_HINT_FUNCS(uchar2)
ASCSIM_SIMT_HINT_FUNCS(char4)
ASCSIM_SIMT_HINT_FUNCS(uchar4)
ASCSIM_SIMT_HINT_FUNCS(short)
ASCSIM_SIMT_HINT_FUNCS(unsigned short)
ASCSIM_SIMT_HINT_FUNCS(short2)
ASCSIM_SIMT_HINT_FUNCS(ushort2)
ASCSIM_SIMT_HINT_FUNCS(short4)
ASCSIM_SIMT_HINT_FUNCS(ushort4)
ASCSIM_SIMT_HINT_FUNCS(int)
ASCSIM_SIMT_HINT_FUNCS(unsigned int)
ASCSIM_SIMT_HINT_FUNCS(int2)
ASCSIM_SIMT_HINT_FUNCS(uint2)
ASCSIM_SIMT_HINT_FUNCS(int4)
ASCSIM_SIMT_HINT_FUNCS(uint4)
ASCSIM_SIMT_HINT_FUNCS(float)
ASCSIM_SIMT_HINT_FUNCS(float2)
ASCSIM_SIMT_HINT_FUNCS(float4)
#undef ASCSIM_SIMT_HINT_FUNCS

// The catch-all templates: a pointer of any other type (exact matches above win over them).
#define ASCSIM_SIMT_HINT_UNSUPPORTED                                                                            \
    " takes long, unsigned long, long long, unsigned long long, signed char, "                                  \
    "unsigned char, short, unsigned short, int, unsigned int, float and their 2- and 4-component vectors (not " \
    "char or const pointers; the half / bfloat16_t forms come with simt_api/asc_fp16.h / asc_bf16.h)"
template <typename T>
inline std::remove_cv_t<T> asc_ldcg(T* address, ASCSIM_SIMT_HINT_LOC)
{
    static_assert(::ascsim::simt::cache_detail::kUnsupported<T>,
                  "asc_ldcg (docs/zh/api/SIMT-API/访存函数/asc_ldcg.md, 函数原型)" ASCSIM_SIMT_HINT_UNSUPPORTED);
    (void)address, (void)loc;
    return {};
}
template <typename T>
inline std::remove_cv_t<T> asc_ldca(T* address, ASCSIM_SIMT_HINT_LOC)
{
    static_assert(::ascsim::simt::cache_detail::kUnsupported<T>,
                  "asc_ldca (docs/zh/api/SIMT-API/访存函数/asc_ldca.md, 函数原型)" ASCSIM_SIMT_HINT_UNSUPPORTED);
    (void)address, (void)loc;
    return {};
}
template <typename T>
inline void asc_stcg(T* address, ::ascsim::simt::cache_detail::NonDeduced<T> val, ASCSIM_SIMT_HINT_LOC)
{
    static_assert(::ascsim::simt::cache_detail::kUnsupported<T>,
                  "asc_stcg (docs/zh/api/SIMT-API/访存函数/asc_stcg.md, 函数原型)" ASCSIM_SIMT_HINT_UNSUPPORTED);
    (void)address, (void)val, (void)loc;
}
template <typename T>
inline void asc_stwt(T* address, ::ascsim::simt::cache_detail::NonDeduced<T> val, ASCSIM_SIMT_HINT_LOC)
{
    static_assert(::ascsim::simt::cache_detail::kUnsupported<T>,
                  "asc_stwt (docs/zh/api/SIMT-API/访存函数/asc_stwt.md, 函数原型)" ASCSIM_SIMT_HINT_UNSUPPORTED);
    (void)address, (void)val, (void)loc;
}
#undef ASCSIM_SIMT_HINT_UNSUPPORTED

// asc_dcci_entire.md (功能说明): flushes the core's whole Data Cache; the sim has none (top comment).
inline void asc_dcci_entire(void* dst) { (void)dst; }

// asc_dcci_single.md (功能说明): flushes the Data Cache line of dst; the sim has no Data Cache (top comment).
namespace __asc_simt_vf {
template <typename T>
inline void asc_dcci_single(T* dst)
{
    (void)dst;
}
} // namespace __asc_simt_vf
using __asc_simt_vf::asc_dcci_single;

// asc_nop.md (功能说明): an instruction that does nothing for 15 cycles; the sim has no SIMT cycle model.
inline void asc_nop() {}
