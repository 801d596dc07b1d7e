// The SIMT integer intrinsics (docs/zh/api/SIMT-API/数学函数/整型数学库函数/, simt_api/device_functions.h) on the
// emulator: every overload runs in a kernel over edge cases and random inputs, and its result must equal, bit for bit,
// a reference computed on the host from the page's definition by other means (bit loops, 32-bit limb products, the
// exact sum in double), plus the values the pages' 返回值说明 list.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"
#include "simt_api/asc_simt.h"
#include "simt_api/device_functions.h"
#include "simt_test_util.h"

namespace {

// ---- the overloads and their return types: the SDK's list (device_functions.h) ---------------------------------
template <typename R, typename T>
constexpr bool kReturns = std::is_same<R, T>::value;
static_assert(kReturns<decltype(__brev(0u)), unsigned int>, "");
static_assert(kReturns<decltype(__brev(0ull)), unsigned long long>, "");
static_assert(kReturns<decltype(__brev(0ul)), unsigned long>, "");
static_assert(kReturns<decltype(__clz(0)), int> && kReturns<decltype(__clz(0ll)), int>, "");
static_assert(kReturns<decltype(__clz(0l)), int> && kReturns<decltype(__ffs(0l)), int>, "");
static_assert(kReturns<decltype(__popc(0ull)), int> && kReturns<decltype(__popc(0ul)), int>, "");
static_assert(kReturns<decltype(__mulhi(0, 0)), int> && kReturns<decltype(__umulhi(0u, 0u)), unsigned int>, "");
static_assert(kReturns<decltype(__mul64hi(0ll, 0ll)), long long>, "");
static_assert(kReturns<decltype(__umul64hi(0ull, 0ull)), unsigned long long>, "");
static_assert(kReturns<decltype(__mul_i32toi64(0, 0)), long long>, "");
static_assert(kReturns<decltype(__mul_i32toi64(0u, 0u)), unsigned long long>, "");
static_assert(kReturns<decltype(__sad(0, 0, 0u)), unsigned int> && kReturns<decltype(__usad(0u, 0u, 0u)), unsigned>,
              "");
static_assert(kReturns<decltype(__mul24(0, 0)), int> && kReturns<decltype(__umul24(0u, 0u)), unsigned int>, "");
static_assert(kReturns<decltype(__hadd(0, 0)), int> && kReturns<decltype(__rhadd(0, 0)), int>, "");
static_assert(kReturns<decltype(__uhadd(0u, 0u)), unsigned> && kReturns<decltype(__urhadd(0u, 0u)), unsigned>, "");
static_assert(kReturns<decltype(__byte_perm(0u, 0u, 0u)), unsigned int>, "");

enum Op : uint32_t {
    kBrev32,
    kBrevLL,
    kBrevL,
    kClz32,
    kClzLL,
    kClzL,
    kFfs32,
    kFfsLL,
    kFfsL,
    kPopc32,
    kPopcLL,
    kPopcL,
    kBytePerm,
    kMulhi,
    kUmulhi,
    kMul64hi,
    kUmul64hi,
    kMulI64,
    kMulU64,
    kSad,
    kUsad,
    kMul24,
    kUmul24,
    kHadd,
    kRhadd,
    kUhadd,
    kUrhadd,
    kOps
};

// Element i: every op on (a[i], b[i], c[i]), each result's bits in out[i * kOps + op].
__global__ void all_ops(const uint64_t* a, const uint64_t* b, const uint64_t* c, uint32_t n, uint64_t* out)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) {
        return;
    }
    const uint64_t A = a[i], B = b[i], C = c[i];
    const auto u32 = [](uint64_t v) { return static_cast<unsigned int>(v); };
    const auto s32 = [](uint64_t v) { return static_cast<int>(static_cast<uint32_t>(v)); };
    uint64_t* o = out + static_cast<uint64_t>(i) * kOps;
    o[kBrev32] = __brev(u32(A));
    o[kBrevLL] = __brev(static_cast<unsigned long long>(A));
    o[kBrevL] = __brev(static_cast<unsigned long>(A));
    o[kClz32] = static_cast<uint64_t>(__clz(s32(A)));
    o[kClzLL] = static_cast<uint64_t>(__clz(static_cast<long long>(A)));
    o[kClzL] = static_cast<uint64_t>(__clz(static_cast<long>(A)));
    o[kFfs32] = static_cast<uint64_t>(__ffs(s32(A)));
    o[kFfsLL] = static_cast<uint64_t>(__ffs(static_cast<long long>(A)));
    o[kFfsL] = static_cast<uint64_t>(__ffs(static_cast<long>(A)));
    o[kPopc32] = static_cast<uint64_t>(__popc(u32(A)));
    o[kPopcLL] = static_cast<uint64_t>(__popc(static_cast<unsigned long long>(A)));
    o[kPopcL] = static_cast<uint64_t>(__popc(static_cast<unsigned long>(A)));
    o[kBytePerm] = __byte_perm(u32(A), u32(B), u32(C));
    o[kMulhi] = static_cast<uint32_t>(__mulhi(s32(A), s32(B)));
    o[kUmulhi] = __umulhi(u32(A), u32(B));
    o[kMul64hi] = static_cast<uint64_t>(__mul64hi(static_cast<long long>(A), static_cast<long long>(B)));
    o[kUmul64hi] = __umul64hi(A, B);
    o[kMulI64] = static_cast<uint64_t>(__mul_i32toi64(s32(A), s32(B)));
    o[kMulU64] = __mul_i32toi64(u32(A), u32(B));
    o[kSad] = __sad(s32(A), s32(B), u32(C));
    o[kUsad] = __usad(u32(A), u32(B), u32(C));
    o[kMul24] = static_cast<uint32_t>(__mul24(s32(A), s32(B)));
    o[kUmul24] = __umul24(u32(A), u32(B));
    o[kHadd] = static_cast<uint32_t>(__hadd(s32(A), s32(B)));
    o[kRhadd] = static_cast<uint32_t>(__rhadd(s32(A), s32(B)));
    o[kUhadd] = __uhadd(u32(A), u32(B));
    o[kUrhadd] = __urhadd(u32(A), u32(B));
}

// ---- references ------------------------------------------------------------------------------------------------
uint64_t RefBrev(uint64_t v, int bits)
{
    uint64_t r = 0;
    for (int n = 0; n < bits; ++n) { // bit n of the result is bit bits-1-n of v
        if ((v >> (bits - 1 - n)) & 1u) {
            r |= uint64_t(1) << n;
        }
    }
    return r;
}
uint64_t RefClz(uint64_t v, int bits)
{
    int n = 0;
    for (int b = bits - 1; b >= 0 && ((v >> b) & 1u) == 0; --b) {
        ++n;
    }
    return static_cast<uint64_t>(n);
}
uint64_t RefFfs(uint64_t v, int bits)
{
    for (int b = 0; b < bits; ++b) {
        if ((v >> b) & 1u) {
            return static_cast<uint64_t>(b + 1);
        }
    }
    return 0;
}
uint64_t RefPopc(uint64_t v, int bits)
{
    uint64_t n = 0;
    for (int b = 0; b < bits; ++b) {
        n += (v >> b) & 1u;
    }
    return n;
}
// __byte_perm.md, the page's definition.
uint64_t RefBytePerm(uint32_t x, uint32_t y, uint32_t s)
{
    const uint64_t tmp64 = (static_cast<uint64_t>(y) << 32) | x;
    uint32_t result = 0;
    for (int k = 0; k < 4; ++k) {
        const uint32_t sel = (s >> (4 * k)) & 0x7;
        result |= static_cast<uint32_t>((tmp64 >> (sel * 8)) & 0xFF) << (8 * k);
    }
    return result;
}
// The 128-bit unsigned product from 32-bit limbs (schoolbook), as (hi, lo).
std::pair<uint64_t, uint64_t> LimbProduct(uint64_t x, uint64_t y)
{
    const uint64_t x0 = x & 0xFFFFFFFFu, x1 = x >> 32, y0 = y & 0xFFFFFFFFu, y1 = y >> 32;
    const uint64_t p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
    const uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    const uint64_t lo = (p00 & 0xFFFFFFFFu) | (mid << 32);
    const uint64_t hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return {hi, lo};
}
uint64_t RefUmul64hi(uint64_t x, uint64_t y) { return LimbProduct(x, y).first; }
uint64_t RefMul64hi(int64_t x, int64_t y)
{
    // the signed high half: the unsigned one less y when x < 0 and less x when y < 0 (mod 2^64)
    uint64_t hi = LimbProduct(static_cast<uint64_t>(x), static_cast<uint64_t>(y)).first;
    if (x < 0) {
        hi -= static_cast<uint64_t>(y);
    }
    if (y < 0) {
        hi -= static_cast<uint64_t>(x);
    }
    return hi;
}
uint64_t RefMulhi(int32_t x, int32_t y)
{
    const unsigned __int128 p = static_cast<unsigned __int128>(static_cast<__int128>(x) * y);
    return static_cast<uint32_t>(static_cast<uint64_t>(p >> 32));
}
int64_t Signed24(uint32_t v) { return static_cast<int64_t>(static_cast<int32_t>(v << 8) >> 8); }

std::vector<uint64_t> Reference(uint64_t A, uint64_t B, uint64_t C)
{
    const uint32_t a = static_cast<uint32_t>(A), b = static_cast<uint32_t>(B), c = static_cast<uint32_t>(C);
    const int32_t sa = static_cast<int32_t>(a), sb = static_cast<int32_t>(b);
    std::vector<uint64_t> r(kOps);
    r[kBrev32] = RefBrev(a, 32);
    r[kBrevLL] = r[kBrevL] = RefBrev(A, 64);
    r[kClz32] = RefClz(a, 32);
    r[kClzLL] = r[kClzL] = RefClz(A, 64);
    r[kFfs32] = RefFfs(a, 32);
    r[kFfsLL] = r[kFfsL] = RefFfs(A, 64);
    r[kPopc32] = RefPopc(a, 32);
    r[kPopcLL] = r[kPopcL] = RefPopc(A, 64);
    r[kBytePerm] = RefBytePerm(a, b, c);
    r[kMulhi] = RefMulhi(sa, sb);
    r[kUmulhi] = LimbProduct(a, b).second >> 32;
    r[kMul64hi] = RefMul64hi(static_cast<int64_t>(A), static_cast<int64_t>(B));
    r[kUmul64hi] = RefUmul64hi(A, B);
    r[kMulI64] = static_cast<uint64_t>(static_cast<int64_t>(sa) * sb);
    r[kMulU64] = LimbProduct(a, b).second;
    r[kSad] = static_cast<uint32_t>(static_cast<uint64_t>(std::llabs(static_cast<long long>(sa) - sb)) + c);
    r[kUsad] = static_cast<uint32_t>((a > b ? uint64_t(a) - b : uint64_t(b) - a) + c);
    r[kMul24] = static_cast<uint32_t>(static_cast<uint64_t>(Signed24(a) * Signed24(b)));
    r[kUmul24] = static_cast<uint32_t>(uint64_t(a & 0xFFFFFF) * (b & 0xFFFFFF));
    const double sum = static_cast<double>(sa) + sb, usum = static_cast<double>(a) + b; // exact in double
    r[kHadd] = static_cast<uint32_t>(static_cast<int32_t>(std::floor(sum / 2)));
    r[kRhadd] = static_cast<uint32_t>(static_cast<int32_t>(std::ceil(sum / 2)));
    r[kUhadd] = static_cast<uint32_t>(std::floor(usum / 2));
    r[kUrhadd] = static_cast<uint32_t>(std::ceil(usum / 2));
    return r;
}

const char* const kOpNames[kOps] = {"__brev(u32)",
                                    "__brev(ull)",
                                    "__brev(ul)",
                                    "__clz(int)",
                                    "__clz(ll)",
                                    "__clz(long)",
                                    "__ffs(int)",
                                    "__ffs(ll)",
                                    "__ffs(long)",
                                    "__popc(u32)",
                                    "__popc(ull)",
                                    "__popc(ul)",
                                    "__byte_perm",
                                    "__mulhi",
                                    "__umulhi",
                                    "__mul64hi",
                                    "__umul64hi",
                                    "__mul_i32toi64(int)",
                                    "__mul_i32toi64(uint)",
                                    "__sad",
                                    "__usad",
                                    "__mul24",
                                    "__umul24",
                                    "__hadd",
                                    "__rhadd",
                                    "__uhadd",
                                    "__urhadd"};

using SimtIntrinsicsTest = SimtTest;

TEST_F(SimtIntrinsicsTest, EveryIntegerIntrinsicMatchesAnIndependentReferenceBitForBit)
{
    std::vector<uint64_t> a, b, c;
    const uint64_t edges[] = {0,
                              1,
                              2,
                              3,
                              0x7F,
                              0x80,
                              0xFF,
                              0x7FFFFF,
                              0x800000,
                              0xFFFFFF,
                              0x1000000,
                              0x7FFFFFFF,
                              0x80000000,
                              0xFFFFFFFF,
                              0x100000000ull,
                              0x7FFFFFFFFFFFFFFFull,
                              0x8000000000000000ull,
                              0xFFFFFFFFFFFFFFFFull,
                              0xFFFFFFFF80000000ull,
                              0x123456789ABCDEF0ull};
    for (uint64_t x : edges) {
        for (uint64_t y : edges) {
            a.push_back(x);
            b.push_back(y);
            c.push_back(x ^ (y << 7));
        }
    }
    std::mt19937_64 rng(20260506);
    for (int k = 0; k < 2000; ++k) {
        a.push_back(rng());
        b.push_back(rng() >> (rng() % 64)); // all magnitudes
        c.push_back(rng());
    }
    const uint32_t n = static_cast<uint32_t>(a.size());
    uint64_t* out = Device(std::vector<uint64_t>(static_cast<size_t>(n) * kOps, 0));
    SIMT_LAUNCH(all_ops, (n + 255) / 256, 256, 0, stream, Device(a), Device(b), Device(c), n, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<uint64_t> got = Host(out, static_cast<size_t>(n) * kOps);
    int failures = 0;
    for (uint32_t i = 0; i < n && failures < 20; ++i) {
        const std::vector<uint64_t> want = Reference(a[i], b[i], c[i]);
        for (uint32_t op = 0; op < kOps; ++op) {
            if (got[static_cast<size_t>(i) * kOps + op] != want[op]) {
                ++failures;
                ADD_FAILURE() << kOpNames[op] << " a=0x" << std::hex << a[i] << " b=0x" << b[i] << " c=0x" << c[i]
                              << ": got 0x" << got[static_cast<size_t>(i) * kOps + op] << ", want 0x" << want[op];
            }
        }
    }
}

// The values the pages' 返回值说明 list, and the __hadd / __mul24 readings of the header's top comment.
TEST_F(SimtIntrinsicsTest, ThePagesListedValues)
{
    EXPECT_EQ(__brev(0u), 0u);
    EXPECT_EQ(__brev(0ull), 0ull);
    EXPECT_EQ(__brev(1u), 2147483648u);
    EXPECT_EQ(__brev(1ull), 9223372036854775808ull);
    EXPECT_EQ(__byte_perm(0u, 0u, 0u), 0u);
    EXPECT_EQ(__byte_perm(1u, 1u, 1u), 16843008u);
    EXPECT_EQ(__ffs(0), 0);
    EXPECT_EQ(__ffs(1), 1);
    EXPECT_EQ(__ffs(0ll), 0);
    EXPECT_EQ(__clz(0), 32);
    EXPECT_EQ(__clz(0ll), 64);
    EXPECT_EQ(__clz(-1), 0);
    EXPECT_EQ(__hadd(-3, 0), -2); // rounded down
    EXPECT_EQ(__rhadd(-3, 0), -1);
    EXPECT_EQ(__hadd(INT32_MAX, INT32_MAX), INT32_MAX); // no overflow of the sum
    EXPECT_EQ(__uhadd(UINT32_MAX, UINT32_MAX), UINT32_MAX);
    EXPECT_EQ(__urhadd(UINT32_MAX, UINT32_MAX - 1), UINT32_MAX);
    EXPECT_EQ(__mul24(0xFFFFFF, 1), -1); // bit 23 is the sign of the 24-bit operand
    EXPECT_EQ(__umul24(0xFFFFFFu, 1u), 0xFFFFFFu);
    EXPECT_EQ(__mul24(0x7F000002, 3), 6);           // the top 8 bits are ignored
    EXPECT_EQ(__sad(INT32_MIN, INT32_MAX, 1u), 0u); // |x - y| = 2^32 - 1, + 1 wraps
    EXPECT_EQ(__mul64hi(-1ll, 1ll), -1ll);
    EXPECT_EQ(__umul64hi(UINT64_MAX, UINT64_MAX), UINT64_MAX - 1);
}

} // namespace
