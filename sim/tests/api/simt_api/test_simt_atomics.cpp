// The SIMT atomic functions (docs/zh/api/SIMT-API/原子操作/, simt_api/device_atomic_functions.h) on the emulator.
// Each test checks the final values and the returned old values against what a sequence of indivisible updates
// allows (原子操作简介.md, 原子操作机制: the requests run one after another, in an order that is not specified); the
// references are computed on the host from the pages' rules. The blocks of a grid run on different host threads,
// but a short launch may finish before a second worker starts, and on a busy machine the workers often take turns:
// BlocksHammeringOneWordAtOnceLoseNoUpdate keeps every block updating one word until the blocks have seen each
// other's updates interleave with their own, which a plain read-modify-write does not survive.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"
#include "ascendc_sim/lang/ub_array.h"
#include "simt_api/asc_simt.h"
#include "simt_api/device_atomic_functions.h"
#include "simt_test_util.h"

namespace {

// ---- the overloads and their return types: the SDK's list (device_atomic_functions.h) --------------------------
template <typename R, typename T>
constexpr bool kReturns = std::is_same<R, T>::value;
static_assert(kReturns<decltype(asc_atomic_add(std::declval<int32_t*>(), 1)), int32_t>, "");
static_assert(kReturns<decltype(asc_atomic_add(std::declval<uint32_t*>(), 1)), uint32_t>, "");
static_assert(kReturns<decltype(asc_atomic_add(std::declval<float*>(), 1)), float>, "");
static_assert(kReturns<decltype(asc_atomic_add(std::declval<int64_t*>(), 1)), int64_t>, "");
static_assert(kReturns<decltype(asc_atomic_add(std::declval<uint64_t*>(), 1)), uint64_t>, "");
static_assert(kReturns<decltype(asc_atomic_sub(std::declval<float*>(), 1.0)), float>, "");
static_assert(kReturns<decltype(asc_atomic_exch(std::declval<uint64_t*>(), 1)), uint64_t>, "");
static_assert(kReturns<decltype(asc_atomic_max(std::declval<int64_t*>(), 1)), int64_t>, "");
static_assert(kReturns<decltype(asc_atomic_min(std::declval<float*>(), 1.0f)), float>, "");
static_assert(kReturns<decltype(asc_atomic_inc(std::declval<uint32_t*>(), 1)), uint32_t>, "");
static_assert(kReturns<decltype(asc_atomic_dec(std::declval<uint64_t*>(), 1)), uint64_t>, "");
static_assert(kReturns<decltype(asc_atomic_cas(std::declval<float*>(), 0.0f, 1.0f)), float>, "");
static_assert(kReturns<decltype(asc_atomic_cas(std::declval<int64_t*>(), 0, 1)), int64_t>, "");
static_assert(kReturns<decltype(asc_atomic_and(std::declval<int32_t*>(), 1)), int32_t>, "");
static_assert(kReturns<decltype(asc_atomic_or(std::declval<uint64_t*>(), 1)), uint64_t>, "");
static_assert(kReturns<decltype(asc_atomic_xor(std::declval<uint32_t*>(), 1)), uint32_t>, "");

template <typename T>
using Bits = std::make_unsigned_t<T>;

uint32_t GlobalId() { return blockIdx.x * blockDim.x + threadIdx.x; }

// ---- kernels ------------------------------------------------------------------------------------------------------

// A grid-stride histogram of `in` into `bins` counters of type T in GM (asc_atomic_add.md, 调用示例: counting).
template <typename T>
__global__ void histogram_gm(const uint32_t* in, uint32_t n, uint32_t bins, T* hist)
{
    for (uint32_t i = GlobalId(); i < n; i += blockDim.x * gridDim.x) {
        asc_atomic_add(hist + in[i] % bins, T(1));
    }
}

// The block's histogram in UB (a `__ubuf__ uint32_t bins[256]` as the simulator's bisheng places it), merged into GM:
// the pattern of the SDK's histogram example (examples/03_simt_api/.../02_atomic_operation/histogram).
__global__ void histogram_ub(const uint32_t* in, uint32_t n, uint32_t* hist)
{
    uint32_t(&bins)[256] = *::ascsim::asc::UbArrayAt<uint32_t[256]>("test_simt_atomics.cpp:histogram_ub:bins");
    for (uint32_t b = threadIdx.x; b < 256; b += blockDim.x) {
        bins[b] = 0;
    }
    asc_syncthreads();
    for (uint32_t i = GlobalId(); i < n; i += blockDim.x * gridDim.x) {
        asc_atomic_add(&bins[in[i] & 255U], 1U);
    }
    asc_syncthreads();
    for (uint32_t b = threadIdx.x; b < 256; b += blockDim.x) {
        asc_atomic_add(&hist[b], bins[b]);
    }
}

// Each thread takes `perThread` tickets from `counter` (init, then +1 or -1 each): the ticket is the distance of the
// returned old value from init, and the thread writes its id into that slot.
template <typename T>
__global__ void take_tickets(T* counter, T init, uint32_t perThread, bool down, uint32_t total, uint32_t* owner)
{
    for (uint32_t k = 0; k < perThread; ++k) {
        const T old = down ? asc_atomic_sub(counter, T(1)) : asc_atomic_add(counter, T(1));
        const uint64_t distance = static_cast<uint64_t>(down ? T(init - old) : T(old - init));
        if (distance < total) {
            owner[distance] = GlobalId() * perThread + k;
        }
    }
}

template <typename T>
__global__ void exchange_all(T* cell, const T* vals, T* olds)
{
    olds[GlobalId()] = asc_atomic_exch(cell, vals[GlobalId()]);
}

template <typename T>
__global__ void extreme_all(T* cell, const T* vals, bool isMax, T* olds)
{
    olds[GlobalId()] = isMax ? asc_atomic_max(cell, vals[GlobalId()]) : asc_atomic_min(cell, vals[GlobalId()]);
}

template <typename T>
__global__ void float_add_all(T* cell, const T* vals, T* olds)
{
    olds[GlobalId()] = asc_atomic_add(cell, vals[GlobalId()]);
}

template <typename T>
__global__ void ring_tickets(T* counter, T bound, uint32_t perThread, bool inc, T* olds)
{
    for (uint32_t k = 0; k < perThread; ++k) {
        olds[GlobalId() * perThread + k] = inc ? asc_atomic_inc(counter, bound) : asc_atomic_dec(counter, bound);
    }
}

// asc_atomic_cas.md, 调用示例: threads race to replace the owner 0 by their id + 1.
template <typename T>
__global__ void claim(T* owner, T* olds)
{
    olds[GlobalId()] = asc_atomic_cas(owner, T(0), T(GlobalId() + 1));
}

// The compare-and-swap loop that builds any read-modify-write from asc_atomic_cas: starts from a guess (0) instead of
// a plain read, which would race with the other blocks' atomics.
template <typename T, typename F>
T CasLoop(T* address, F next)
{
    T assumed = T(0);
    T old = asc_atomic_cas(address, assumed, next(assumed));
    while (old != assumed) {
        assumed = old;
        old = asc_atomic_cas(address, assumed, next(assumed));
    }
    return old;
}

template <typename T>
__global__ void cas_loop_sum(T* acc, const T* xs)
{
    const T x = xs[GlobalId()];
    CasLoop(acc, [x](T v) { return T(v + x); });
}

__global__ void cas_loop_product(uint64_t* acc, const uint64_t* xs)
{
    const uint64_t x = xs[GlobalId()];
    for (int k = 0; k < 4; ++k) {
        CasLoop(acc, [x](uint64_t v) { return v * x; });
    }
}

// op 0: or (bit), 1: and (~bit), 2: xor (bit) on word threadIdx.x with bit blockIdx.x: every word is updated once by
// each block, so only blocks on different host threads contend.
template <typename T>
__global__ void bit_per_block(T* words, int op, T* olds)
{
    const T bit = T(Bits<T>(1) << blockIdx.x);
    T* word = words + threadIdx.x;
    olds[GlobalId()] = op == 0 ? asc_atomic_or(word, bit) :
                       op == 1 ? asc_atomic_and(word, T(~bit)) :
                                 asc_atomic_xor(word, bit);
}

// asc_atomic_xor.md, 实测验证: threads each flip bit 0 of one word.
__global__ void flip_parity(uint32_t* word, uint32_t* olds) { olds[GlobalId()] = asc_atomic_xor(word, 1U); }

// Contention that does not hang on luck in scheduling: each block (one thread) announces itself and waits until every
// block of the grid has (at most a second: a machine with one worker runs the blocks one after another), then calls
// step(i) for its i-th call, in rounds of 256, for at least kHammerMs and until its calls have seen kHammerForeign
// updates of other blocks come between two of its own (step returns whether the old value it got says so), or
// kHammerMaxMs have passed, or it has made maxCalls calls. The blocks run on different host threads: when the host runs
// them at the same time, they update the word at the same time. The announcement uses the host's atomics, not the
// functions under test.
constexpr uint64_t kHammerMinCalls = 1U << 14;
constexpr uint64_t kHammerForeign = 1U << 14;
constexpr int kHammerMs = 60;
constexpr int kHammerMaxMs = 1500;

template <typename F>
void Hammer(uint32_t* started, uint64_t* calls, F step, uint64_t maxCalls = ~uint64_t(0))
{
    using Clock = std::chrono::steady_clock;
    __atomic_fetch_add(started, 1U, __ATOMIC_SEQ_CST);
    const auto t0 = Clock::now();
    while (__atomic_load_n(started, __ATOMIC_SEQ_CST) < gridDim.x && Clock::now() - t0 < std::chrono::seconds(1)) {
        std::this_thread::yield();
    }
    const auto t1 = Clock::now();
    uint64_t n = 0, foreign = 0;
    for (;;) {
        for (uint64_t k = 0; k < 256; ++k) {
            foreign += step(n + k) ? 1 : 0;
        }
        n += 256;
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t1).count();
        if (n >= maxCalls ||
            (n >= kHammerMinCalls && ms >= kHammerMs && (foreign >= kHammerForeign || ms >= kHammerMaxMs))) {
            break;
        }
    }
    calls[blockIdx.x] = n;
}

__global__ void hammer_add_u32(uint32_t* cell, uint32_t* started, uint64_t* calls)
{
    uint32_t prev = 0;
    Hammer(started, calls, [cell, &prev](uint64_t i) {
        const uint32_t old = asc_atomic_add(cell, 1U);
        const bool foreign = i != 0 && old != prev + 1;
        prev = old;
        return foreign;
    });
}
__global__ void hammer_sub_i64(int64_t* cell, uint32_t* started, uint64_t* calls)
{
    int64_t prev = 0;
    Hammer(started, calls, [cell, &prev](uint64_t i) {
        const int64_t old = asc_atomic_sub(cell, int64_t(3));
        const bool foreign = i != 0 && old != prev - 3;
        prev = old;
        return foreign;
    });
}
// +1.0 at most 2^22 times per block: with at most four blocks the sum is an integer up to 2^24, exact in any order.
// A short pause after each call keeps a fast (wrong) implementation from finishing before the others start.
constexpr uint64_t kFloatCalls = 1U << 22;
__global__ void hammer_add_f32(float* cell, uint32_t* started, uint64_t* calls)
{
    float prev = 0.0f;
    Hammer(
        started, calls,
        [cell, &prev](uint64_t i) {
            const float old = asc_atomic_add(cell, 1.0f);
            const bool foreign = i != 0 && old != prev + 1.0f;
            prev = old;
            for (volatile int pause = 0; pause < 24; pause = pause + 1) {
            }
            return foreign;
        },
        kFloatCalls);
}
__global__ void hammer_inc_u32(uint32_t* cell, uint32_t* started, uint64_t* calls)
{
    uint32_t prev = 0;
    Hammer(started, calls, [cell, &prev](uint64_t i) {
        const uint32_t old = asc_atomic_inc(cell, 0xFFFFFFFFU); // below the bound: +1 (at it: 0, also +1 mod 2^32)
        const bool foreign = i != 0 && old != prev + 1;
        prev = old;
        return foreign;
    });
}
__global__ void hammer_cas_u64(uint64_t* cell, uint32_t* started, uint64_t* calls)
{
    uint64_t prev = 0;
    Hammer(started, calls, [cell, &prev](uint64_t i) {
        const uint64_t old = CasLoop(cell, [](uint64_t v) { return v + 5; });
        const bool foreign = i != 0 && old != prev + 5;
        prev = old;
        return foreign;
    });
}
// asc_atomic_exch: what the calls read plus what is left equals what they wrote plus the initial value; two calls
// that read the same write break the balance.
__global__ void hammer_exch_u64(uint64_t* cell, uint32_t* started, uint64_t* calls, uint64_t* readSums)
{
    uint64_t read = 0, last = 0;
    Hammer(started, calls, [cell, &read, &last](uint64_t i) {
        const uint64_t v = (uint64_t(blockIdx.x) << 48) + i + 1;
        const uint64_t old = asc_atomic_exch(cell, v);
        read += old;
        const bool foreign = i != 0 && old != last;
        last = v;
        return foreign;
    });
    readSums[blockIdx.x] = read;
}

// Single-thread scripts: one call per cell, the cells and the olds are read back.
__global__ void script_u32(uint32_t* c, uint32_t* o)
{
    int i = 0;
    o[i] = asc_atomic_add(&c[i], 1U), ++i;          // 0xFFFFFFFF + 1 wraps to 0
    o[i] = asc_atomic_sub(&c[i], 1U), ++i;          // 0 - 1 wraps to 0xFFFFFFFF
    o[i] = asc_atomic_max(&c[i], 1U), ++i;          // unsigned order: 0x80000000 stays
    o[i] = asc_atomic_min(&c[i], 0x80000000U), ++i; // 1 stays
    o[i] = asc_atomic_inc(&c[i], 3U), ++i;          // 10 >= 3: 0
    o[i] = asc_atomic_inc(&c[i], 3U), ++i;          // 3 >= 3: 0
    o[i] = asc_atomic_inc(&c[i], 3U), ++i;          // 2 < 3: 3
    o[i] = asc_atomic_inc(&c[i], 0xFFFFFFFFU), ++i; // 0xFFFFFFFF >= 0xFFFFFFFF: 0
    o[i] = asc_atomic_inc(&c[i], 0xFFFFFFFFU), ++i; // 5: 6
    o[i] = asc_atomic_dec(&c[i], 3U), ++i;          // 10 > 3: 3
    o[i] = asc_atomic_dec(&c[i], 3U), ++i;          // 0: 3
    o[i] = asc_atomic_dec(&c[i], 3U), ++i;          // 3: 2
    o[i] = asc_atomic_dec(&c[i], 0U), ++i;          // 0: 0
    o[i] = asc_atomic_dec(&c[i], 0U), ++i;          // 1 > 0: 0
    o[i] = asc_atomic_cas(&c[i], 7U, 9U), ++i;      // 7 == 7: 9
    o[i] = asc_atomic_cas(&c[i], 8U, 9U), ++i;      // 7 != 8: stays
    o[i] = asc_atomic_and(&c[i], 0xFF00U), ++i;     // 0xF0F0 & 0xFF00
    o[i] = asc_atomic_or(&c[i], 0x0F0FU), ++i;      // 0xF0F0 | 0x0F0F
    o[i] = asc_atomic_xor(&c[i], 0xFFFFU), ++i;     // 0xF0F0 ^ 0xFFFF
    o[i] = asc_atomic_exch(&c[i], 9U), ++i;         // 5 -> 9
}

__global__ void script_i32(int32_t* c, int32_t* o)
{
    int i = 0;
    o[i] = asc_atomic_add(&c[i], 1), ++i;        // INT32_MAX + 1 wraps to INT32_MIN
    o[i] = asc_atomic_sub(&c[i], 1), ++i;        // INT32_MIN - 1 wraps to INT32_MAX
    o[i] = asc_atomic_max(&c[i], 1), ++i;        // signed order: INT32_MIN < 1
    o[i] = asc_atomic_max(&c[i], -7), ++i;       // -5 stays
    o[i] = asc_atomic_min(&c[i], -7), ++i;       // -5 -> -7
    o[i] = asc_atomic_min(&c[i], 3), ++i;        // -5 stays
    o[i] = asc_atomic_cas(&c[i], -3, 4), ++i;    // -3 == -3: 4
    o[i] = asc_atomic_and(&c[i], 0x0F), ++i;     // -1 & 0x0F
    o[i] = asc_atomic_or(&c[i], INT32_MIN), ++i; // 1 | sign bit
    o[i] = asc_atomic_xor(&c[i], -1), ++i;       // 0x0F ^ -1
    o[i] = asc_atomic_exch(&c[i], -9), ++i;      // 5 -> -9
}

__global__ void script_u64(uint64_t* c, uint64_t* o)
{
    int i = 0;
    o[i] = asc_atomic_add(&c[i], uint64_t(1)), ++i;                          // carry into bit 32
    o[i] = asc_atomic_sub(&c[i], uint64_t(1)), ++i;                          // borrow from bit 32
    o[i] = asc_atomic_max(&c[i], uint64_t(1)), ++i;                          // 2^63 stays (unsigned)
    o[i] = asc_atomic_min(&c[i], uint64_t(1) << 32), ++i;                    // 0xFFFFFFFF stays
    o[i] = asc_atomic_inc(&c[i], ~uint64_t(0)), ++i;                         // max >= max: 0
    o[i] = asc_atomic_inc(&c[i], uint64_t(1) << 40), ++i;                    // 2^32: 2^32 + 1
    o[i] = asc_atomic_dec(&c[i], ~uint64_t(0)), ++i;                         // 0: max
    o[i] = asc_atomic_dec(&c[i], uint64_t(1) << 33), ++i;                    // 2^40 > 2^33: 2^33
    o[i] = asc_atomic_cas(&c[i], (uint64_t(2) << 32) | 7, uint64_t(9)), ++i; // high words differ: stays
    o[i] = asc_atomic_cas(&c[i], (uint64_t(1) << 32) | 7, uint64_t(9)), ++i; // equal: 9
    o[i] = asc_atomic_and(&c[i], 0xFFFF0000FFFF0000ULL), ++i;                // both words
    o[i] = asc_atomic_or(&c[i], 0x8000000000000001ULL), ++i;                 // bits 63 and 0
    o[i] = asc_atomic_xor(&c[i], ~uint64_t(0)), ++i;                         // every bit
    o[i] = asc_atomic_exch(&c[i], 0x123456789ABCDEF0ULL), ++i;               // 42 -> it
}

__global__ void script_i64(int64_t* c, int64_t* o)
{
    int i = 0;
    o[i] = asc_atomic_add(&c[i], int64_t(1)), ++i;              // INT64_MAX + 1 wraps
    o[i] = asc_atomic_sub(&c[i], int64_t(1) << 32), ++i;        // 0 - 2^32
    o[i] = asc_atomic_max(&c[i], int64_t(-1)), ++i;             // INT64_MIN < -1
    o[i] = asc_atomic_min(&c[i], INT64_MIN), ++i;               // 3 -> INT64_MIN
    o[i] = asc_atomic_cas(&c[i], int64_t(-1), int64_t(5)), ++i; // -1 == -1
    o[i] = asc_atomic_and(&c[i], int64_t(0xFF)), ++i;           // low byte of a negative
    o[i] = asc_atomic_or(&c[i], INT64_MIN), ++i;                // the sign bit
    o[i] = asc_atomic_xor(&c[i], int64_t(-1)), ++i;             // 0x0F ^ -1
    o[i] = asc_atomic_exch(&c[i], int64_t(-2)), ++i;            // 7 -> -2
}

__global__ void script_f32(float* c, float* o)
{
    int i = 0;
    o[i] = asc_atomic_add(&c[i], 2.25f), ++i;               // 1.5 + 2.25
    o[i] = asc_atomic_add(&c[i], 1.0f), ++i;                // 2^24 + 1 rounds to even: 2^24
    o[i] = asc_atomic_sub(&c[i], 0.75f), ++i;               // -1.5 - 0.75
    o[i] = asc_atomic_max(&c[i], -2.0f), ++i;               // float order: -1 stays (bit order says -2)
    o[i] = asc_atomic_min(&c[i], -2.0f), ++i;               // -1 -> -2
    o[i] = asc_atomic_max(&c[i], 3.0f), ++i;                // -1 -> 3
    o[i] = asc_atomic_cas(&c[i], 0.5f, 4.0f), ++i;          // 0.5 == 0.5: 4
    o[i] = asc_atomic_cas(&c[i], 0.0f, 4.0f), ++i;          // -0.0 == +0.0 (the SDK's CPU model): 4
    o[i] = asc_atomic_cas(&c[i], std::nanf(""), 4.0f), ++i; // NaN equals nothing: stays
    o[i] = asc_atomic_exch(&c[i], -8.5f), ++i;              // 2 -> -8.5
}

__global__ void add_u64_in_ub(uint64_t* out)
{
    uint64_t(&cell)[4] = *::ascsim::asc::UbArrayAt<uint64_t[4]>("test_simt_atomics.cpp:add_u64_in_ub:cell");
    cell[0] = 0;
    out[0] = asc_atomic_add(&cell[0], uint64_t(1));
}

__global__ void add_u32_in_ub(uint32_t* out)
{
    uint32_t(&cell)[4] = *::ascsim::asc::UbArrayAt<uint32_t[4]>("test_simt_atomics.cpp:add_u32_in_ub:cell");
    cell[1] = 41;
    asc_atomic_add(&cell[1], 1U);
    out[0] = cell[1];
}

__global__ void add_misaligned(uint8_t* bytes) { asc_atomic_add(reinterpret_cast<uint32_t*>(bytes + 2), 1U); }

// ---- the fixture --------------------------------------------------------------------------------------------------

using SimtAtomicTest = SimtTest;

#define SYNC_OK() ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg()

std::vector<uint32_t> RandomWords(size_t n, uint32_t seed)
{
    std::mt19937 gen(seed);
    std::vector<uint32_t> v(n);
    for (auto& x : v) {
        x = static_cast<uint32_t>(gen());
    }
    return v;
}

template <typename T>
uint64_t BitsOf(T v)
{
    Bits<std::conditional_t<std::is_floating_point<T>::value, int32_t, T>> b{};
    static_assert(sizeof(b) == sizeof(T), "");
    std::memcpy(&b, &v, sizeof(T));
    return b;
}

// ---- contention: the result of every update counts ---------------------------------------------------------------

template <typename T>
void CheckHistogram(SimtAtomicTest& t, uint32_t bins)
{
    const uint32_t n = 1U << 20;
    const std::vector<uint32_t> in = RandomWords(n, 7 + bins);
    std::vector<uint64_t> want(bins, 0);
    for (uint32_t x : in) {
        ++want[x % bins];
    }
    const uint32_t* inD = t.Device(in);
    T* hist = t.Device(std::vector<T>(bins, T(0)));
    SIMT_LAUNCH(histogram_gm<T>, 16, 256, 0, t.stream, inD, n, bins, hist);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<T> got = t.Host(hist, bins);
    for (uint32_t b = 0; b < bins; ++b) {
        EXPECT_EQ(static_cast<uint64_t>(got[b]), want[b]) << "bin " << b; // float: counts < 2^24 are exact
    }
}

TEST_F(SimtAtomicTest, AHistogramOverSixteenBlocksCountsEveryElementInEveryType)
{
    CheckHistogram<uint32_t>(*this, 8);
    CheckHistogram<int32_t>(*this, 5);
    CheckHistogram<uint64_t>(*this, 8);
    CheckHistogram<int64_t>(*this, 3);
    CheckHistogram<float>(*this, 8);
}

TEST_F(SimtAtomicTest, AHistogramInUnifiedBufferPerBlockMergedIntoGlobalMemory)
{
    const uint32_t n = 1U << 18;
    const std::vector<uint32_t> in = RandomWords(n, 11);
    std::vector<uint32_t> want(256, 0);
    for (uint32_t x : in) {
        ++want[x & 255U];
    }
    const uint32_t* inD = Device(in);
    uint32_t* hist = Device(std::vector<uint32_t>(256, 0));
    SIMT_LAUNCH(histogram_ub, 12, 512, 0, stream, inD, n, hist);
    SYNC_OK();
    EXPECT_EQ(Host(hist, 256), want);
}

// The returned old values of +1 / -1 from many threads are the tickets 0 .. N-1, each exactly once
// (原子操作简介.md, 确定性: "可以获得唯一写入位置").
template <typename T>
void CheckTickets(SimtAtomicTest& t, T init, bool down)
{
    const uint32_t blocks = 16, threads = 256, perThread = 8, n = blocks * threads * perThread;
    T* counter = t.Device(std::vector<T>{init});
    uint32_t* owner = t.Device(std::vector<uint32_t>(n, 0xFFFFFFFFU));
    SIMT_LAUNCH(take_tickets<T>, blocks, threads, 0, t.stream, counter, init, perThread, down, n, owner);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    std::vector<uint32_t> got = t.Host(owner, n);
    std::sort(got.begin(), got.end());
    for (uint32_t i = 0; i < n; ++i) {
        ASSERT_EQ(got[i], i) << "a ticket was handed out twice or never (" << (down ? "sub" : "add") << ")";
    }
    const T want = down ? T(init - T(n)) : T(init + T(n));
    EXPECT_EQ(t.Host(counter, 1)[0], want);
}

TEST_F(SimtAtomicTest, TheOldValuesOfAddAndSubAreEachTicketOnce)
{
    CheckTickets<uint32_t>(*this, 0xFFFFFFFFU - 1000U, false); // wraps through 0
    CheckTickets<uint32_t>(*this, 1U << 20, true);
    CheckTickets<int32_t>(*this, -5000, false);               // through 0
    CheckTickets<int32_t>(*this, 3, true);                    // into the negatives
    CheckTickets<uint64_t>(*this, 0xFFFFFFFFULL - 77, false); // carries into bit 32
    CheckTickets<uint64_t>(*this, 0x100000000ULL + 5, true);  // borrows from bit 32
    CheckTickets<int64_t>(*this, -(INT64_C(1) << 40), false);
    CheckTickets<int64_t>(*this, 0, true);
    CheckTickets<float>(*this, 0.0f, false); // integers below 2^24: every partial sum exact
    CheckTickets<float>(*this, 100.0f, true);
}

// asc_atomic_exch.md: the values read, with the value left at the end, are the initial value and every value
// written, each once.
template <typename T>
void CheckExchange(SimtAtomicTest& t, T init, const std::vector<T>& vals)
{
    const uint32_t threads = 256, blocks = static_cast<uint32_t>(vals.size()) / threads;
    T* cell = t.Device(std::vector<T>{init});
    const T* valsD = t.Device(vals);
    T* olds = t.Device(std::vector<T>(vals.size(), T(0)));
    SIMT_LAUNCH(exchange_all<T>, blocks, threads, 0, t.stream, cell, valsD, olds);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    std::vector<T> seen = t.Host(olds, vals.size());
    seen.push_back(t.Host(cell, 1)[0]);
    std::vector<T> want = vals;
    want.push_back(init);
    std::sort(seen.begin(), seen.end());
    std::sort(want.begin(), want.end());
    EXPECT_EQ(seen, want);
}

TEST_F(SimtAtomicTest, ExchangeHandsEveryWrittenValueToExactlyOneLaterThread)
{
    const uint32_t n = 32 * 256;
    std::vector<uint32_t> u32(n);
    std::vector<int32_t> i32(n);
    std::vector<uint64_t> u64(n);
    std::vector<int64_t> i64(n);
    std::vector<float> f32(n);
    for (uint32_t i = 0; i < n; ++i) {
        u32[i] = (i + 1) * 0x9E3779B1U; // odd multiplier: distinct
        i32[i] = -static_cast<int32_t>(i) - 1;
        u64[i] = (uint64_t(i) + 1) * 0x100000001ULL;
        i64[i] = (int64_t(i) + 1) * -INT64_C(0x100000003);
        f32[i] = static_cast<float>(i + 1) * -0.5f;
    }
    CheckExchange<uint32_t>(*this, 0, u32);
    CheckExchange<int32_t>(*this, 0, i32);
    CheckExchange<uint64_t>(*this, 0, u64);
    CheckExchange<int64_t>(*this, 0, i64);
    CheckExchange<float>(*this, 0.0f, f32);
}

// asc_atomic_max.md / asc_atomic_min.md: in a sequence of indivisible updates the value only moves one way, so the
// threads that moved it (old worse than their value) read pairwise different values, and those values with the
// final one are the initial value and the movers' values: a chain. A read-modify-write that is not atomic lets two
// threads move it from the same old value.
template <typename T>
void CheckExtreme(SimtAtomicTest& t, bool isMax, T init, std::vector<T> vals)
{
    const uint32_t threads = 256, blocks = static_cast<uint32_t>(vals.size()) / threads;
    std::shuffle(vals.begin(), vals.end(), std::mt19937(5));
    T* cell = t.Device(std::vector<T>{init});
    const T* valsD = t.Device(vals);
    T* olds = t.Device(std::vector<T>(vals.size(), T(0)));
    SIMT_LAUNCH(extreme_all<T>, blocks, threads, 0, t.stream, cell, valsD, isMax, olds);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<T> got = t.Host(olds, vals.size());
    const T final = t.Host(cell, 1)[0];
    const auto better = [isMax](T a, T b) { return isMax ? a > b : a < b; };
    T best = init;
    for (T v : vals) {
        best = better(v, best) ? v : best;
    }
    EXPECT_EQ(final, best);
    std::vector<T> moverOlds, chainValues{init};
    for (size_t i = 0; i < vals.size(); ++i) {
        ASSERT_FALSE(better(got[i], final)) << "thread " << i << " read a value past the final one";
        if (better(vals[i], got[i])) {
            moverOlds.push_back(got[i]);
            chainValues.push_back(vals[i]);
        }
    }
    moverOlds.push_back(final);
    std::sort(moverOlds.begin(), moverOlds.end());
    std::sort(chainValues.begin(), chainValues.end());
    EXPECT_EQ(moverOlds, chainValues) << (isMax ? "max" : "min");
}

TEST_F(SimtAtomicTest, MaxAndMinMoveThroughAChainInSignedUnsignedAndFloatOrder)
{
    const uint32_t n = 32 * 256;
    std::vector<uint32_t> u32(n);
    std::vector<int32_t> i32(n);
    std::vector<uint64_t> u64(n);
    std::vector<int64_t> i64(n);
    std::vector<float> f32(n);
    for (uint32_t i = 0; i < n; ++i) {
        u32[i] = (i + 1) * 0x9E3779B1U; // half of them >= 2^31: wrong under a signed comparison
        i32[i] = static_cast<int32_t>(u32[i]);
        u64[i] = (uint64_t(i) + 1) * 0x9E3779B97F4A7C15ULL;
        i64[i] = static_cast<int64_t>(u64[i]);
        f32[i] = (static_cast<float>(i) - n / 2.0f) * 0.25f; // negatives: wrong under a comparison of bits
    }
    for (bool isMax : {true, false}) {
        CheckExtreme<uint32_t>(*this, isMax, isMax ? 0U : 0xFFFFFFFFU, u32);
        CheckExtreme<int32_t>(*this, isMax, isMax ? INT32_MIN : INT32_MAX, i32);
        CheckExtreme<uint64_t>(*this, isMax, isMax ? 0ULL : ~0ULL, u64);
        CheckExtreme<int64_t>(*this, isMax, isMax ? INT64_MIN : INT64_MAX, i64);
        CheckExtreme<float>(*this, isMax, isMax ? -1e30f : 1e30f, f32);
    }
}

// asc_atomic_add.md on float with inexact sums: every returned old value is a partial sum, so starting from the
// initial value, old + val (rounded to float on the host) must lead from thread to thread through all of them to
// the final value. The values are positive, so the partial sums strictly increase and the chain is unique. The
// final value is then within the bound of recursive summation of the exact sum:
// |s - S| <= gamma_{n-1} sum|x|, gamma_k = k u / (1 - k u), u = 2^-24.
TEST_F(SimtAtomicTest, FloatAddReturnsTheChainOfPartialSumsOfSomeOrder)
{
    const uint32_t threads = 256, blocks = 32, n = threads * blocks;
    std::mt19937 gen(3);
    std::uniform_real_distribution<float> dist(0.5f, 1.0f);
    std::vector<float> vals(n);
    double exact = 0.0;
    for (float& v : vals) {
        v = dist(gen);
        exact += v; // exact in double: 24-bit values of one binade range, sum below 2^14
    }
    float* cell = Device(std::vector<float>{0.0f});
    const float* valsD = Device(vals);
    float* olds = Device(std::vector<float>(n, -1.0f));
    SIMT_LAUNCH(float_add_all<float>, blocks, threads, 0, stream, cell, valsD, olds);
    SYNC_OK();
    const std::vector<float> got = Host(olds, n);
    const float final = Host(cell, 1)[0];
    std::map<float, uint32_t> byOld;
    for (uint32_t i = 0; i < n; ++i) {
        ASSERT_TRUE(byOld.emplace(got[i], i).second) << "two threads read the partial sum " << got[i];
    }
    float s = 0.0f;
    for (uint32_t k = 0; k < n; ++k) {
        const auto it = byOld.find(s);
        ASSERT_NE(it, byOld.end()) << "no thread read the partial sum " << s << " after " << k << " steps";
        s = s + vals[it->second];
    }
    EXPECT_EQ(s, final);
    const double nu = (n - 1) * std::ldexp(1.0, -24); // gamma_{n-1} = nu / (1 - nu), the values positive
    EXPECT_LE(std::fabs(final - exact), nu / (1 - nu) * exact);
}

// asc_atomic_inc.md / asc_atomic_dec.md (调用示例: ring slots): from 0 with bound cap - 1 the counter runs
// 0, 1, .., cap-1, 0, .. (inc) or 0, cap-1, .., 1, 0, .. (dec); whatever the order of the threads, the slots
// handed out are that sequence's values, each as often as there.
template <typename T>
void CheckRing(SimtAtomicTest& t, bool inc, T init, T bound)
{
    const uint32_t blocks = 16, threads = 256, perThread = 4, n = blocks * threads * perThread;
    T* counter = t.Device(std::vector<T>{init});
    T* olds = t.Device(std::vector<T>(n, T(0)));
    SIMT_LAUNCH(ring_tickets<T>, blocks, threads, 0, t.stream, counter, bound, perThread, inc, olds);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    std::vector<T> want;
    T v = init;
    for (uint32_t k = 0; k < n; ++k) {
        want.push_back(v);
        v = inc ? (v >= bound ? T(0) : T(v + 1)) : ((v == 0 || v > bound) ? bound : T(v - 1));
    }
    std::vector<T> got = t.Host(olds, n);
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    EXPECT_EQ(got, want) << (inc ? "inc" : "dec");
    EXPECT_EQ(t.Host(counter, 1)[0], v);
}

TEST_F(SimtAtomicTest, IncAndDecHandOutRingSlotsInTheSequenceThePagesDefine)
{
    CheckRing<uint32_t>(*this, true, 0U, 9U);
    CheckRing<uint32_t>(*this, false, 0U, 9U);
    CheckRing<uint32_t>(*this, true, 100U, 6U); // starts above the bound: 0 first
    CheckRing<uint32_t>(*this, false, 100U, 6U);
    CheckRing<uint64_t>(*this, true, 0ULL, 4ULL);
    CheckRing<uint64_t>(*this, false, 0ULL, (1ULL << 40) + 7);
}

// The pages' own examples (调用示例 of asc_atomic_inc.md and asc_atomic_dec.md): capacity 4, six threads, one block
// (the threads of a block run in threadIdx order between barriers here, so the slots come out in that order).
TEST_F(SimtAtomicTest, IncAndDecGiveThePagesExampleOutput)
{
    uint32_t* ticket = Device(std::vector<uint32_t>{0});
    uint32_t* slots = Device(std::vector<uint32_t>(6, 99));
    SIMT_LAUNCH(ring_tickets<uint32_t>, 1, 6, 0, stream, ticket, 3U, 1U, true, slots);
    SYNC_OK();
    EXPECT_EQ(Host(slots, 6), (std::vector<uint32_t>{0, 1, 2, 3, 0, 1}));
    EXPECT_EQ(Host(ticket, 1)[0], 2U);
    uint32_t* ticket2 = Device(std::vector<uint32_t>{0});
    SIMT_LAUNCH(ring_tickets<uint32_t>, 1, 6, 0, stream, ticket2, 3U, 1U, false, slots);
    SYNC_OK();
    EXPECT_EQ(Host(slots, 6), (std::vector<uint32_t>{0, 3, 2, 1, 0, 3}));
    EXPECT_EQ(Host(ticket2, 1)[0], 2U);
}

// asc_atomic_cas.md (约束说明): of the threads that race to replace 0, exactly one succeeds; every other reads its id.
template <typename T>
void CheckClaim(SimtAtomicTest& t)
{
    const uint32_t blocks = 16, threads = 256, n = blocks * threads;
    T* owner = t.Device(std::vector<T>{T(0)});
    T* olds = t.Device(std::vector<T>(n, T(77)));
    SIMT_LAUNCH(claim<T>, blocks, threads, 0, t.stream, owner, olds);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<T> got = t.Host(olds, n);
    const T winnerId = t.Host(owner, 1)[0];
    uint32_t winners = 0;
    for (uint32_t i = 0; i < n; ++i) {
        if (got[i] == T(0)) {
            ++winners;
            EXPECT_EQ(winnerId, T(i + 1));
        } else {
            ASSERT_EQ(got[i], winnerId) << "thread " << i;
        }
    }
    EXPECT_EQ(winners, 1U);
}

TEST_F(SimtAtomicTest, CasLetsExactlyOneThreadClaimTheTask)
{
    CheckClaim<uint32_t>(*this);
    CheckClaim<int32_t>(*this);
    CheckClaim<uint64_t>(*this);
    CheckClaim<int64_t>(*this);
    CheckClaim<float>(*this);
}

TEST_F(SimtAtomicTest, CasLoopsBuildAtomicSumsAndProducts)
{
    const uint32_t blocks = 16, threads = 256, n = blocks * threads;
    std::vector<int32_t> i32(n);
    std::vector<uint32_t> u32(n);
    std::vector<int64_t> i64(n);
    std::vector<float> f32(n);
    std::vector<uint64_t> odd(n);
    int64_t s32 = 0, s64 = 0;
    uint32_t su32 = 0;
    double sf = 0;
    uint64_t product = 1;
    for (uint32_t i = 0; i < n; ++i) {
        i32[i] = static_cast<int32_t>(i % 1000) - 400;
        u32[i] = i * 2654435761U;
        i64[i] = (int64_t(i) - 2000) * (INT64_C(1) << 33);
        f32[i] = static_cast<float>(i % 64) * 0.125f; // partial sums are multiples of 1/8 below 2^21: exact
        odd[i] = (uint64_t(i) * 0x9E3779B97F4A7C15ULL) | 1;
        s32 += i32[i];
        su32 += u32[i];
        s64 += i64[i];
        sf += f32[i];
        for (int k = 0; k < 4; ++k) {
            product *= odd[i];
        }
    }
    int32_t* accI32 = Device(std::vector<int32_t>{0});
    uint32_t* accU32 = Device(std::vector<uint32_t>{0});
    int64_t* accI64 = Device(std::vector<int64_t>{0});
    float* accF = Device(std::vector<float>{0.0f});
    uint64_t* accProd = Device(std::vector<uint64_t>{1});
    const int32_t* i32D = Device(i32);
    const uint32_t* u32D = Device(u32);
    const int64_t* i64D = Device(i64);
    const float* f32D = Device(f32);
    const uint64_t* oddD = Device(odd);
    SIMT_LAUNCH(cas_loop_sum<int32_t>, blocks, threads, 0, stream, accI32, i32D);
    SIMT_LAUNCH(cas_loop_sum<uint32_t>, blocks, threads, 0, stream, accU32, u32D);
    SIMT_LAUNCH(cas_loop_sum<int64_t>, blocks, threads, 0, stream, accI64, i64D);
    SIMT_LAUNCH(cas_loop_sum<float>, blocks, threads, 0, stream, accF, f32D);
    SIMT_LAUNCH(cas_loop_product, blocks, threads, 0, stream, accProd, oddD);
    SYNC_OK();
    EXPECT_EQ(Host(accI32, 1)[0], s32);
    EXPECT_EQ(Host(accU32, 1)[0], su32);
    EXPECT_EQ(Host(accI64, 1)[0], s64);
    EXPECT_EQ(Host(accF, 1)[0], sf);
    EXPECT_EQ(Host(accProd, 1)[0], product); // the loop starts from a guess of 0, the accumulator from 1
}

// asc_atomic_or / and / xor.md: every word gets one distinct bit from each block. In a sequence of indivisible
// updates each update reads the word with one more (or, xor) or one fewer (and) bit set than the one before it: the
// old values, ordered by their number of bits, step through every count once, each the previous with that thread's
// bit changed.
template <typename T>
void CheckBits(SimtAtomicTest& t, int op)
{
    const uint32_t blocks = sizeof(T) * 8, threads = 64, n = blocks * threads;
    const T init = op == 1 ? T(~T(0)) : T(0);
    T* words = t.Device(std::vector<T>(threads, init));
    T* olds = t.Device(std::vector<T>(n, T(0)));
    SIMT_LAUNCH(bit_per_block<T>, blocks, threads, 0, t.stream, words, op, olds);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<T> got = t.Host(olds, n);
    const std::vector<T> final = t.Host(words, threads);
    for (uint32_t w = 0; w < threads; ++w) {
        EXPECT_EQ(final[w], T(~init)) << "word " << w << " op " << op;
        std::vector<std::pair<int, uint32_t>> byCount; // (bits set in the old value, block)
        for (uint32_t b = 0; b < blocks; ++b) {
            byCount.emplace_back(__builtin_popcountll(BitsOf(got[b * threads + w])), b);
        }
        std::sort(byCount.begin(), byCount.end());
        if (op == 1) { // and clears: the first update read the most bits
            std::reverse(byCount.begin(), byCount.end());
        }
        T expect = init;
        for (uint32_t k = 0; k < blocks; ++k) {
            const uint32_t b = byCount[k].second;
            ASSERT_EQ(got[b * threads + w], expect) << "word " << w << " op " << op << " step " << k;
            expect = T(expect ^ T(Bits<T>(1) << b));
        }
    }
}

TEST_F(SimtAtomicTest, AndOrXorChangeOneBitPerUpdateWithoutLosingAny)
{
    for (int op : {0, 1, 2}) {
        CheckBits<uint32_t>(*this, op);
        CheckBits<int32_t>(*this, op);
        CheckBits<uint64_t>(*this, op);
        CheckBits<int64_t>(*this, op);
    }
}

// asc_atomic_xor.md, 实测验证: an even number of flips of bit 0 leaves 0; half the flips read 0, half read 1.
TEST_F(SimtAtomicTest, AnEvenNumberOfXorFlipsLeavesZero)
{
    const uint32_t blocks = 16, threads = 128, n = blocks * threads;
    uint32_t* word = Device(std::vector<uint32_t>{0});
    uint32_t* olds = Device(std::vector<uint32_t>(n, 7));
    SIMT_LAUNCH(flip_parity, blocks, threads, 0, stream, word, olds);
    SYNC_OK();
    EXPECT_EQ(Host(word, 1)[0], 0U);
    const std::vector<uint32_t> got = Host(olds, n);
    EXPECT_EQ(std::count(got.begin(), got.end(), 0U), n / 2);
    EXPECT_EQ(std::count(got.begin(), got.end(), 1U), n / 2);
}

// Every block updates one word at the same time as the others for a while (Hammer); the word must end at the
// initial value plus every call's change. A plain read-modify-write in place of one of these atomics loses updates.
TEST_F(SimtAtomicTest, BlocksHammeringOneWordAtOnceLoseNoUpdate)
{
    const uint32_t blocks = std::max(2U, std::min(4U, std::thread::hardware_concurrency()));
    uint32_t* started = nullptr;
    uint64_t* calls = nullptr;
    const auto fresh = [&]() {
        started = Device(std::vector<uint32_t>{0});
        calls = Device(std::vector<uint64_t>(blocks, 0));
    };
    const auto totalCalls = [&]() {
        uint64_t n = 0;
        for (uint64_t c : Host(calls, blocks)) {
            n += c;
        }
        return n;
    };
    {
        uint32_t* cell = Device(std::vector<uint32_t>{7});
        fresh();
        SIMT_LAUNCH(hammer_add_u32, blocks, 1, 0, stream, cell, started, calls);
        SYNC_OK();
        EXPECT_EQ(Host(cell, 1)[0], static_cast<uint32_t>(7 + totalCalls())) << "asc_atomic_add(uint32_t*)";
    }
    {
        int64_t* cell = Device(std::vector<int64_t>{1});
        fresh();
        SIMT_LAUNCH(hammer_sub_i64, blocks, 1, 0, stream, cell, started, calls);
        SYNC_OK();
        EXPECT_EQ(Host(cell, 1)[0], 1 - 3 * static_cast<int64_t>(totalCalls())) << "asc_atomic_sub(int64_t*)";
    }
    {
        float* cell = Device(std::vector<float>{0.0f});
        fresh();
        SIMT_LAUNCH(hammer_add_f32, blocks, 1, 0, stream, cell, started, calls);
        SYNC_OK();
        EXPECT_EQ(Host(cell, 1)[0], static_cast<float>(totalCalls())) << "asc_atomic_add(float*)";
    }
    {
        uint32_t* cell = Device(std::vector<uint32_t>{0});
        fresh();
        SIMT_LAUNCH(hammer_inc_u32, blocks, 1, 0, stream, cell, started, calls);
        SYNC_OK();
        EXPECT_EQ(Host(cell, 1)[0], static_cast<uint32_t>(totalCalls())) << "asc_atomic_inc(uint32_t*)";
    }
    {
        uint64_t* cell = Device(std::vector<uint64_t>{0});
        fresh();
        SIMT_LAUNCH(hammer_cas_u64, blocks, 1, 0, stream, cell, started, calls);
        SYNC_OK();
        EXPECT_EQ(Host(cell, 1)[0], 5 * totalCalls()) << "asc_atomic_cas(uint64_t*)";
    }
    {
        uint64_t* cell = Device(std::vector<uint64_t>{0});
        uint64_t* readSums = Device(std::vector<uint64_t>(blocks, 0));
        fresh();
        SIMT_LAUNCH(hammer_exch_u64, blocks, 1, 0, stream, cell, started, calls, readSums);
        SYNC_OK();
        const std::vector<uint64_t> n = Host(calls, blocks);
        uint64_t written = 0, read = Host(cell, 1)[0]; // what is left counts as read
        for (uint32_t b = 0; b < blocks; ++b) {
            written += (uint64_t(b) << 48) * n[b] + n[b] * (n[b] + 1) / 2; // modulo 2^64 on both sides
            read += Host(readSums, blocks)[b];
        }
        EXPECT_EQ(read, written) << "asc_atomic_exch(uint64_t*)";
    }
}

// ---- one call at a time: the rules of each page at their edges -----------------------------------------------------

TEST_F(SimtAtomicTest, EveryOverloadFollowsItsPageAtTheEdges)
{
    {
        const std::vector<uint32_t> init{0xFFFFFFFFU, 0, 0x80000000U, 1, 10, 3, 2,      0xFFFFFFFFU, 5,      10,
                                         0,           3, 0,           1, 7,  7, 0xF0F0, 0xF0F0,      0xF0F0, 5};
        const std::vector<uint32_t> after{0, 0xFFFFFFFFU, 0x80000000U, 1, 0, 0, 3,      0,      6,      3,
                                          3, 2,           0,           0, 9, 7, 0xF000, 0xFFFF, 0x0F0F, 9};
        uint32_t* c = Device(init);
        uint32_t* o = Device(std::vector<uint32_t>(init.size(), 0xDEADU));
        SIMT_LAUNCH(script_u32, 1, 1, 0, stream, c, o);
        SYNC_OK();
        EXPECT_EQ(Host(o, init.size()), init); // every call returns the value before it
        EXPECT_EQ(Host(c, init.size()), after);
    }
    {
        const std::vector<int32_t> init{INT32_MAX, INT32_MIN, INT32_MIN, -5, -5, -5, -3, -1, 1, 0x0F, 5};
        const std::vector<int32_t> after{INT32_MIN, INT32_MAX, 1, -5, -7, -5, 4, 0x0F, 1 | INT32_MIN, ~0x0F, -9};
        int32_t* c = Device(init);
        int32_t* o = Device(std::vector<int32_t>(init.size(), 0));
        SIMT_LAUNCH(script_i32, 1, 1, 0, stream, c, o);
        SYNC_OK();
        EXPECT_EQ(Host(o, init.size()), init);
        EXPECT_EQ(Host(c, init.size()), after);
    }
    {
        const uint64_t max = ~0ULL, p32 = 1ULL << 32, hi = 0x8000000000000000ULL, mix = 0x0123456789ABCDEFULL;
        const std::vector<uint64_t> init{p32 - 1,    p32,     hi,      p32 - 1, max, p32, 0,
                                         1ULL << 40, p32 | 7, p32 | 7, mix,     mix, mix, 42};
        const std::vector<uint64_t> after{p32,
                                          p32 - 1,
                                          hi,
                                          p32 - 1,
                                          0,
                                          p32 + 1,
                                          max,
                                          1ULL << 33,
                                          p32 | 7,
                                          9,
                                          mix & 0xFFFF0000FFFF0000ULL,
                                          mix | 0x8000000000000001ULL,
                                          ~mix,
                                          0x123456789ABCDEF0ULL};
        uint64_t* c = Device(init);
        uint64_t* o = Device(std::vector<uint64_t>(init.size(), 0));
        SIMT_LAUNCH(script_u64, 1, 1, 0, stream, c, o);
        SYNC_OK();
        EXPECT_EQ(Host(o, init.size()), init);
        EXPECT_EQ(Host(c, init.size()), after);
    }
    {
        const int64_t mix = -INT64_C(0x0123456789ABCDEF);
        const std::vector<int64_t> init{INT64_MAX, 0, INT64_MIN, 3, -1, mix, 1, 0x0F, 7};
        const std::vector<int64_t> after{INT64_MIN,     -(INT64_C(1) << 32), -1, INT64_MIN, 5, mix & 0xFF,
                                         1 | INT64_MIN, ~INT64_C(0x0F),      -2};
        int64_t* c = Device(init);
        int64_t* o = Device(std::vector<int64_t>(init.size(), 0));
        SIMT_LAUNCH(script_i64, 1, 1, 0, stream, c, o);
        SYNC_OK();
        EXPECT_EQ(Host(o, init.size()), init);
        EXPECT_EQ(Host(c, init.size()), after);
    }
    {
        const float nan = std::nanf("");
        const std::vector<float> init{1.5f, 16777216.0f, -1.5f, -1.0f, -1.0f, -1.0f, 0.5f, -0.0f, nan, 2.0f};
        const std::vector<float> after{3.75f, 16777216.0f, -2.25f, -1.0f, -2.0f, 3.0f, 4.0f, 4.0f, nan, -8.5f};
        float* c = Device(init);
        float* o = Device(std::vector<float>(init.size(), 0.0f));
        SIMT_LAUNCH(script_f32, 1, 1, 0, stream, c, o);
        SYNC_OK();
        const std::vector<float> olds = Host(o, init.size()), cells = Host(c, init.size());
        for (size_t i = 0; i < init.size(); ++i) { // bit patterns: -0.0 and NaN compare as themselves
            EXPECT_EQ(BitsOf(olds[i]), BitsOf(init[i])) << "call " << i;
            EXPECT_EQ(BitsOf(cells[i]), BitsOf(after[i])) << "call " << i;
        }
    }
}

TEST_F(SimtAtomicTest, ThirtyTwoBitAtomicsWorkOnUnifiedBuffer)
{
    uint32_t* out = Device(std::vector<uint32_t>{0});
    SIMT_LAUNCH(add_u32_in_ub, 1, 1, 0, stream, out);
    SYNC_OK();
    EXPECT_EQ(Host(out, 1)[0], 42U);
}

// 表2 of every page: int64_t and uint64_t atomics act on Global Memory only (on the chip: no __ubuf__ overload).
TEST_F(SimtAtomicTest, ASixtyFourBitAtomicOnUnifiedBufferIsAMemcheckFinding)
{
    uint64_t* out = Device(std::vector<uint64_t>{0});
    SIMT_LAUNCH(add_u64_in_ub, 1, 1, 0, stream, out);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("memcheck"), std::string::npos) << err;
    EXPECT_NE(err.find("asc_atomic_add"), std::string::npos) << err;
    EXPECT_NE(err.find("a uint64_t atomic on a Unified Buffer address"), std::string::npos) << err;
    EXPECT_NE(err.find("test_simt_atomics.cpp"), std::string::npos) << err; // the call site
}

TEST_F(SimtAtomicTest, AMisalignedAddressIsAMemcheckFinding)
{
    uint8_t* bytes = Device(std::vector<uint8_t>(16, 0));
    SIMT_LAUNCH(add_misaligned, 1, 1, 0, stream, bytes);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("memcheck"), std::string::npos) << err;
    EXPECT_NE(err.find("not aligned to sizeof(uint32_t) = 4"), std::string::npos) << err;
}

} // namespace
