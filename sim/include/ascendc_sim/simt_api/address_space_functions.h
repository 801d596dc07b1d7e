// The SIMT address-space predicates and conversions (docs/zh/api/SIMT-API/地址空间谓词函数/ and 地址空间转换函数/; SDK
// include/simt_api/device_functions.h, which declares them for the pure SIMT build only, `static`): __isGlobal,
// __isUbuf, __isLocal, __cvta_generic_to_global / _ubuf / _local, __cvta_global_to_generic / ubuf_ / local_.
//
// The chip's generic address space, as the pages' tables of special inputs pin it down: __cvta_generic_to_ubuf(nullptr)
// is 0xfff80000 and __cvta_generic_to_local(nullptr) 0xfff00000, so a UB raw address is the generic one less 0x80000
// and a stack (local) one the generic one less 0x100000, in 32 bits; __cvta_ubuf_to_generic(all ones) (0x7ffff) is
// in no space, __cvta_local_to_generic(all ones) (0xfffff) is UB, __cvta_global_to_generic is the identity (0 and 1
// are in no space, all ones is Global Memory). So: [0, 0x80000) no space, [0x80000, 0x100000) the UB window,
// [0x100000, ...) the stack window, Global Memory above.
//
// The sim's pointers are host addresses, so it keeps that map with two windows moved: a raw UB address r below the
// UB size (ascsim::kern::UbTotalBytes, 256 KB) is the core's UB arena at UbBase() + r, and a raw stack address r
// below the thread's stack size is the calling SIMT thread's stack at its low end + r (the thread runner's fiber
// stack). Every other raw value keeps the chip's bits (0x80000 + r, 0x100000 + r, modulo 2^64), which no host
// allocation occupies (they are below 1 MiB). Classification of a pointer p:
//   __isUbuf   p in the core's UB arena, or in the chip's UB window [0x80000, 0x100000);
//   __isLocal  p in the calling SIMT thread's stack;
//   __isGlobal neither, and p >= 0x100000 (as on the chip, nothing is validated: any other host address counts).
// Every row of the pages' tables holds (nullptr, (void*)0x1, all ones, the cvta results of 0, 1 and all ones),
// except that a raw stack address past the thread's stack (the chip's stack window is larger) classifies as Global
// Memory here. Not modelled: another thread's stack (on the chip its addresses are not in the caller's window; here
// a pointer into it classifies as Global Memory), and under AddressSanitizer a local that lives in ASan's fake stack
// (use-after-return detection) is not on the thread's stack.
//
// Errors: the pages say that converting a UB pointer to global or local, or a stack pointer to global or UB, fails to
// compile; the sim sees the pointer's space only when it runs, and reports it then (memcheck). A Global Memory
// pointer converted to UB or local is "未定义行为，返回值不是有效...地址": the result is poison. The pages' 约束说明
// (not in SIMD与SIMT混合编程) is not checked: the sim does not tell a SIMT VF from a SIMT kernel.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/source_location.h"
#include "ascendc_sim/lang/simt_threads.h"
#include "ascendc_sim/numerics/poison.h"

namespace ascsim::simt::space_detail {

using ::ascsim::kern::Check;
using ::ascsim::kern::Fail;
using ::ascsim::kern::SrcLoc;

constexpr uintptr_t kChipUbWindow = 0x80000;     // the chip's generic address of UB raw address 0
constexpr uintptr_t kChipLocalWindow = 0x100000; // the chip's generic address of stack raw address 0

enum class Space { kNone, kGlobal, kUbuf, kLocal };

inline bool InCoreUb(uintptr_t a, uintptr_t* offset)
{
    if (!::ascsim::kern::InsideKernel()) {
        return false;
    }
    const auto base = reinterpret_cast<uintptr_t>(::ascsim::kern::UbBase());
    if (a < base || a - base >= ::ascsim::kern::UbTotalBytes()) {
        return false;
    }
    *offset = a - base;
    return true;
}

inline bool InThreadStack(uintptr_t a, uintptr_t* offset)
{
    const void* low = nullptr;
    size_t bytes = 0;
    if (!CurrentThreadStack(&low, &bytes)) {
        return false;
    }
    const auto base = reinterpret_cast<uintptr_t>(low);
    if (a < base || a - base >= bytes) {
        return false;
    }
    *offset = a - base;
    return true;
}

inline Space Classify(const void* p)
{
    const auto a = reinterpret_cast<uintptr_t>(p);
    uintptr_t off = 0;
    if (InCoreUb(a, &off) || (a >= kChipUbWindow && a < kChipLocalWindow)) {
        return Space::kUbuf;
    }
    if (InThreadStack(a, &off)) {
        return Space::kLocal;
    }
    return a >= kChipLocalWindow ? Space::kGlobal : Space::kNone;
}

inline const char* SpaceName(Space s)
{
    return s == Space::kUbuf ? "a Unified Buffer" : s == Space::kLocal ? "a stack (local)" : "a Global Memory";
}

[[noreturn]] inline void WrongSpace(const char* api, Space s, const char* to, SrcLoc loc, const void* p)
{
    // rule memcheck.simt-cvta-space: a __cvta_generic_to_* of a pointer of a space the page says does not compile
    //   doc: api/SIMT-API/地址空间转换函数/__cvta_generic_to_global.md (返回值说明)
    //   doc: api/SIMT-API/地址空间转换函数/__cvta_generic_to_ubuf.md (返回值说明)
    //   doc: api/SIMT-API/地址空间转换函数/__cvta_generic_to_local.md (返回值说明)
    Fail(Check::kMemcheck, api,
         std::string(SpaceName(s)) + " pointer converted to " + to +
             " (a compile error on the chip: the page's 返回值说明)",
         loc, s == Space::kUbuf ? "UB" : "", reinterpret_cast<uintptr_t>(p), 0);
}

} // namespace ascsim::simt::space_detail

#define ASCSIM_SIMT_SPACE_LOC ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here()

// __isGlobal.md / __isUbuf.md / __isLocal.md (返回值说明): 1 when ptr is classified in the space, else 0.
inline unsigned int __isGlobal(const void* ptr)
{
    return ::ascsim::simt::space_detail::Classify(ptr) == ::ascsim::simt::space_detail::Space::kGlobal ? 1u : 0u;
}
inline unsigned int __isUbuf(const void* ptr)
{
    return ::ascsim::simt::space_detail::Classify(ptr) == ::ascsim::simt::space_detail::Space::kUbuf ? 1u : 0u;
}
inline unsigned int __isLocal(const void* ptr)
{
    return ::ascsim::simt::space_detail::Classify(ptr) == ::ascsim::simt::space_detail::Space::kLocal ? 1u : 0u;
}

// __cvta_generic_to_global.md (返回值说明): the Global Memory address (the pointer's value); nullptr gives 0.
inline size_t __cvta_generic_to_global(const void* ptr, ASCSIM_SIMT_SPACE_LOC)
{
    using namespace ::ascsim::simt::space_detail;
    const Space s = Classify(ptr);
    if (s == Space::kUbuf || s == Space::kLocal) {
        // memcheck.simt-cvta-space (WrongSpace)
        WrongSpace("__cvta_generic_to_global", s, "Global Memory", loc, ptr);
    }
    return static_cast<size_t>(reinterpret_cast<uintptr_t>(ptr));
}

// __cvta_generic_to_ubuf.md (返回值说明): the UB address (offset in the core's UB); nullptr gives 0x00000000fff80000;
// a Global Memory pointer gives no valid UB address (poison).
inline size_t __cvta_generic_to_ubuf(const void* ptr, ASCSIM_SIMT_SPACE_LOC)
{
    using namespace ::ascsim::simt::space_detail;
    const auto a = reinterpret_cast<uintptr_t>(ptr);
    uintptr_t off = 0;
    if (InCoreUb(a, &off)) {
        return off;
    }
    const Space s = Classify(ptr);
    if (s == Space::kLocal) {
        // memcheck.simt-cvta-space (WrongSpace)
        WrongSpace("__cvta_generic_to_ubuf", s, "Unified Buffer", loc, ptr);
    }
    if (s == Space::kGlobal) {
        return ::ascsim::num::Poison<uint64_t>();
    }
    return static_cast<uint32_t>(a - kChipUbWindow);
}

// __cvta_generic_to_local.md (返回值说明): the stack address (offset in the thread's stack); nullptr gives
// 0x00000000fff00000; a Global Memory pointer gives no valid stack address (poison).
inline size_t __cvta_generic_to_local(const void* ptr, ASCSIM_SIMT_SPACE_LOC)
{
    using namespace ::ascsim::simt::space_detail;
    const auto a = reinterpret_cast<uintptr_t>(ptr);
    uintptr_t off = 0;
    if (InThreadStack(a, &off)) {
        return off;
    }
    const Space s = Classify(ptr);
    if (s == Space::kUbuf) {
        // memcheck.simt-cvta-space (WrongSpace)
        WrongSpace("__cvta_generic_to_local", s, "stack (local)", loc, ptr);
    }
    if (s == Space::kGlobal) {
        return ::ascsim::num::Poison<uint64_t>();
    }
    return static_cast<uint32_t>(a - kChipLocalWindow);
}

// __cvta_global_to_generic.md: the pointer with the address's value (not validated).
inline void* __cvta_global_to_generic(size_t rawbits) { return reinterpret_cast<void*>(rawbits); }

// __cvta_ubuf_to_generic.md: the pointer to UB address rawbits (not validated; see the top comment for raw values
// past the UB).
inline void* __cvta_ubuf_to_generic(size_t rawbits)
{
    using namespace ::ascsim::simt::space_detail;
    if (::ascsim::kern::InsideKernel() && rawbits < ::ascsim::kern::UbTotalBytes()) {
        return ::ascsim::kern::UbBase() + rawbits;
    }
    return reinterpret_cast<void*>(static_cast<uintptr_t>(kChipUbWindow + rawbits));
}

// __cvta_local_to_generic.md: the pointer to stack address rawbits of the calling thread (not validated).
inline void* __cvta_local_to_generic(size_t rawbits)
{
    using namespace ::ascsim::simt::space_detail;
    const void* low = nullptr;
    size_t bytes = 0;
    if (::ascsim::simt::CurrentThreadStack(&low, &bytes) && rawbits < bytes) {
        return const_cast<char*>(static_cast<const char*>(low)) + rawbits;
    }
    return reinterpret_cast<void*>(static_cast<uintptr_t>(kChipLocalWindow + rawbits));
}
