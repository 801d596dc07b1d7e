// The SIMT integer intrinsics (docs/zh/api/SIMT-API/数学函数/整型数学库函数/; SDK include/simt_api/device_functions.h,
// where they are `static` compiler built-ins): __brev, __clz, __ffs, __popc, __byte_perm, __mulhi, __umulhi,
// __mul64hi, __umul64hi, __mul_i32toi64, __sad, __usad, __mul24, __umul24, __hadd, __rhadd, __uhadd, __urhadd, with
// the overloads of the SDK header (the 64-bit forms take long long and, on this LP64 host as on the chip, long).
// Every page's 约束说明 is "无": each function is defined for every input and is computed exactly here (the sim's
// integers are two's complement, as the chip's). Global functions, as in the SDK.
//
// Choices where a page is short of words (the pages' formula images are not in the docs mirror):
//   __hadd: "平均值" with __rhadd the "向上取整平均值" (rounded-up average): __hadd is the rounded-down one,
//       floor((x + y) / 2) of the exact sum (for a negative odd sum, -3 and 0 give -2, not -1).
//   __mul24: "低24位乘积 ... 高8位数据被忽略" for int; the low 32 bits of a product of the low 24 bits read as
//       unsigned would be __umul24's, so the int form reads its low 24 bits as a signed 24-bit number (bit 23 is
//       the sign), which is the only reading that makes the two functions differ.
//   __sad / __usad: |x - y| is exact (at most 2^32 - 1); "+ z" is unsigned int arithmetic, modulo 2^32.
#pragma once

#include <cstdint>

namespace ascsim::simt::int_detail {

inline int Clz64(uint64_t v) { return v == 0 ? 64 : __builtin_clzll(v); }
inline int Ffs64(uint64_t v) { return v == 0 ? 0 : __builtin_ctzll(v) + 1; }
inline uint64_t Brev64(uint64_t v)
{
    uint64_t r = 0;
    for (int i = 0; i < 64; ++i) {
        r = (r << 1) | ((v >> i) & 1u);
    }
    return r;
}

} // namespace ascsim::simt::int_detail

// __brev.md (返回值说明): bit n of the result is bit 31 - n (uint32_t) / 63 - n (64-bit) of x.
inline unsigned int __brev(unsigned int x)
{
    return static_cast<unsigned int>(::ascsim::simt::int_detail::Brev64(x) >> 32);
}
inline unsigned long long __brev(unsigned long long x) { return ::ascsim::simt::int_detail::Brev64(x); }
inline unsigned long __brev(unsigned long x) { return ::ascsim::simt::int_detail::Brev64(x); }

// __clz.md (功能说明): the leading zero bits from the most significant bit; 0 has them all (32 / 64).
inline int __clz(int x) { return ::ascsim::simt::int_detail::Clz64(static_cast<uint32_t>(x)) - 32; }
inline int __clz(long long x) { return ::ascsim::simt::int_detail::Clz64(static_cast<uint64_t>(x)); }
inline int __clz(long x) { return ::ascsim::simt::int_detail::Clz64(static_cast<uint64_t>(x)); }

// __ffs.md (功能说明): the 1-based position of the lowest set bit; 0 for x == 0.
inline int __ffs(int x) { return ::ascsim::simt::int_detail::Ffs64(static_cast<uint32_t>(x)); }
inline int __ffs(long long x) { return ::ascsim::simt::int_detail::Ffs64(static_cast<uint64_t>(x)); }
inline int __ffs(long x) { return ::ascsim::simt::int_detail::Ffs64(static_cast<uint64_t>(x)); }

// __popc.md (功能说明): the number of set bits.
inline int __popc(unsigned int x) { return __builtin_popcount(x); }
inline int __popc(unsigned long long x) { return __builtin_popcountll(x); }
inline int __popc(unsigned long x) { return __builtin_popcountl(x); }

// __byte_perm.md (功能说明): byte i of the result is byte ((s >> 4i) & 7) of the 64-bit y:x; the other bits of s
// are not looked at.
inline unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s)
{
    const uint64_t both = (static_cast<uint64_t>(y) << 32) | x;
    unsigned int r = 0;
    for (unsigned int i = 0; i < 4; ++i) {
        const unsigned int sel = (s >> (4 * i)) & 7u;
        r |= static_cast<unsigned int>((both >> (8 * sel)) & 0xFFu) << (8 * i);
    }
    return r;
}

// __mulhi.md / __umulhi.md: the high 32 bits of the 64-bit product.
inline int __mulhi(int x, int y)
{
    return static_cast<int>(static_cast<uint64_t>(static_cast<int64_t>(x) * static_cast<int64_t>(y)) >> 32);
}
inline unsigned int __umulhi(unsigned int x, unsigned int y)
{
    return static_cast<unsigned int>((static_cast<uint64_t>(x) * y) >> 32);
}

// __mul64hi.md / __umul64hi.md: the high 64 bits of the 128-bit product.
inline long long __mul64hi(long long x, long long y)
{
    const __int128 p = static_cast<__int128>(x) * static_cast<__int128>(y);
    return static_cast<long long>(static_cast<unsigned __int128>(p) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long x, unsigned long long y)
{
    return static_cast<unsigned long long>((static_cast<unsigned __int128>(x) * y) >> 64);
}

// __mul_i32toi64.md: the whole 64-bit product.
inline long long __mul_i32toi64(int x, int y) { return static_cast<long long>(x) * static_cast<long long>(y); }
inline unsigned long long __mul_i32toi64(unsigned int x, unsigned int y)
{
    return static_cast<unsigned long long>(x) * static_cast<unsigned long long>(y);
}

// __sad.md / __usad.md: |x - y| + z.
inline unsigned int __sad(int x, int y, unsigned int z)
{
    const int64_t d = static_cast<int64_t>(x) - static_cast<int64_t>(y);
    return static_cast<unsigned int>(d < 0 ? -d : d) + z;
}
inline unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) { return (x > y ? x - y : y - x) + z; }

// __mul24.md / __umul24.md: the low 32 bits of the product of the low 24 bits (the top 8 bits ignored).
inline int __mul24(int x, int y)
{
    const auto low24 = [](int v) {
        const int32_t u = static_cast<int32_t>(static_cast<uint32_t>(v) & 0xFFFFFFu);
        return (u & 0x800000) != 0 ? u - 0x1000000 : u;
    };
    return static_cast<int>(static_cast<uint32_t>(static_cast<int64_t>(low24(x)) * static_cast<int64_t>(low24(y))));
}
inline unsigned int __umul24(unsigned int x, unsigned int y)
{
    return static_cast<unsigned int>(static_cast<uint64_t>(x & 0xFFFFFFu) * (y & 0xFFFFFFu));
}

// __hadd-259.md / __rhadd.md / __uhadd.md / __urhadd.md: the average of the exact sum (no overflow), rounded down
// (__hadd, __uhadd) or up (__rhadd, __urhadd).
inline int __hadd(int x, int y) { return static_cast<int>((static_cast<int64_t>(x) + y) >> 1); }
inline int __rhadd(int x, int y) { return static_cast<int>((static_cast<int64_t>(x) + y + 1) >> 1); }
inline unsigned int __uhadd(unsigned int x, unsigned int y)
{
    return static_cast<unsigned int>((static_cast<uint64_t>(x) + y) >> 1);
}
inline unsigned int __urhadd(unsigned int x, unsigned int y)
{
    return static_cast<unsigned int>((static_cast<uint64_t>(x) + y + 1) >> 1);
}
