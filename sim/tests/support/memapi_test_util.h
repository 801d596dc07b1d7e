// Harness of the Memory-API family tests (test_vector_*_api.cpp): one kernel shape for every case.
// Four GM buffers of kIoBytes each (a, b, c, o) are copied into four UB buffers, Op::Run(o, a, b, c)
// runs on them (uint8_t views; As<T>() reinterprets), and all four are copied back, so a test reads
// whatever the instruction wrote (including a second destination or a scalar result stored into o).
// References are computed on the host from the docs' descriptions, in double or plain integer loops.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "kernel_test_util.h"

namespace memapi {

using namespace AscendC;
using namespace ktest;

constexpr uint32_t kIoBytes = 8192;

template <class T>
LocalTensor<T> As(const LocalTensor<uint8_t>& t)
{
    return t.ReinterpretCast<T>();
}

// The line of the call a broken variant expects in the report: MEMAPI_MARK() stands on its own line
// right above that call and records the next line.
inline std::atomic<int> g_mark{0};
#define MEMAPI_MARK() memapi::g_mark.store(__LINE__ + 1, std::memory_order_relaxed)

// An Op with `static constexpr bool kSkipInputSync = true` runs without the MTE2 -> V / S flags
// (the synccheck cases).
template <class Op, class = void>
struct SkipInputSync : std::false_type {};
template <class Op>
struct SkipInputSync<Op, std::void_t<decltype(Op::kSkipInputSync)>> : std::bool_constant<Op::kSkipInputSync> {};

template <class Op>
void IoKernel(GM_ADDR a, GM_ADDR b, GM_ADDR c, GM_ADDR o)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> ta, tb, tc, to;
    pipe.InitBuffer(ta, kIoBytes);
    pipe.InitBuffer(tb, kIoBytes);
    pipe.InitBuffer(tc, kIoBytes);
    pipe.InitBuffer(to, kIoBytes);
    GlobalTensor<uint8_t> ga, gb, gc, go;
    ga.SetGlobalBuffer(a, kIoBytes);
    gb.SetGlobalBuffer(b, kIoBytes);
    gc.SetGlobalBuffer(c, kIoBytes);
    go.SetGlobalBuffer(o, kIoBytes);
    LocalTensor<uint8_t> la = ta.Get<uint8_t>(), lb = tb.Get<uint8_t>(), lc = tc.Get<uint8_t>(), lo = to.Get<uint8_t>();
    DataCopy(la, ga, kIoBytes);
    DataCopy(lb, gb, kIoBytes);
    DataCopy(lc, gc, kIoBytes);
    DataCopy(lo, go, kIoBytes);
    if constexpr (!SkipInputSync<Op>::value) {
        SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
        WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
        SetFlag<HardEvent::MTE2_S>(EVENT_ID0);
        WaitFlag<HardEvent::MTE2_S>(EVENT_ID0);
    }
    Op::Run(lo, la, lb, lc);
    PipeBarrier<PIPE_ALL>();
    DataCopy(ga, la, kIoBytes);
    DataCopy(gb, lb, kIoBytes);
    DataCopy(gc, lc, kIoBytes);
    DataCopy(go, lo, kIoBytes);
}

// Host images of the four buffers.
struct Io {
    std::vector<uint8_t> a, b, c, o;
    Io() : a(kIoBytes, 0), b(kIoBytes, 0), c(kIoBytes, 0), o(kIoBytes, 0xEE) {}
    template <class T>
    static std::vector<T> View(const std::vector<uint8_t>& v)
    {
        std::vector<T> out(v.size() / sizeof(T));
        std::memcpy(out.data(), v.data(), out.size() * sizeof(T));
        return out;
    }
    template <class T>
    static void Put(std::vector<uint8_t>& v, const std::vector<T>& x)
    {
        std::memcpy(v.data(), x.data(), std::min(v.size(), x.size() * sizeof(T)));
    }
};

// Runs Op on `io` (the buffers are updated in place with what the kernel copied back).
template <class Op>
LaunchOutcome RunIo(Io& io, const char* name = "memapi_kernel")
{
    DeviceBuffer a = Upload(io.a), b = Upload(io.b), c = Upload(io.c), o = Upload(io.o);
    const LaunchOutcome r = Launch(&IoKernel<Op>, 1, {a.get(), b.get(), c.get(), o.get()}, name);
    if (r.ok) {
        io.a = a.ReadAll<uint8_t>();
        io.b = b.ReadAll<uint8_t>();
        io.c = c.ReadAll<uint8_t>();
        io.o = o.ReadAll<uint8_t>();
    }
    return r;
}

// Runs Op expecting a finding of `check` containing `message` at the line MEMAPI_MARK() recorded.
template <class Op>
LaunchOutcome ExpectIoFinding(const std::string& check, const std::string& message, const char* file)
{
    Io io;
    g_mark = 0;
    const LaunchOutcome r = RunIo<Op>(io, "broken_kernel");
    EXPECT_NE(g_mark.load(), 0) << "the broken call did not run";
    ExpectFinding(r, check, message, Where(file, g_mark.load()));
    return r;
}

template <class T>
std::vector<T> RandomVec(size_t n, double lo, double hi, uint32_t seed)
{
    const auto f = RandomFloats(n, static_cast<float>(lo), static_cast<float>(hi), seed);
    std::vector<T> v(n);
    for (size_t i = 0; i < n; ++i) {
        if constexpr (std::is_integral_v<T>) {
            v[i] = static_cast<T>(static_cast<int64_t>(std::floor(f[i])));
        } else {
            v[i] = static_cast<T>(f[i]);
        }
    }
    return v;
}

template <class T>
double D(T v)
{
    if constexpr (std::is_integral_v<T>) {
        return static_cast<double>(v);
    } else {
        return static_cast<double>(static_cast<float>(v));
    }
}

template <class T>
uint64_t Bits(T v)
{
    uint64_t u = 0;
    std::memcpy(&u, &v, sizeof(T));
    return u;
}

// Element offset of element k of repeat r for block / repeat strides in DataBlocks (高维切分.md).
template <class T>
size_t At(uint64_t k, uint64_t r, uint64_t blk, uint64_t rep)
{
    constexpr uint64_t epb = 32 / sizeof(T);
    return (r * rep + (k / epb) * blk) * epb + k % epb;
}

inline bool MaskBit(const uint64_t m[2], uint64_t k) { return ((m[k / 64] >> (k % 64)) & 1u) != 0; }

// A double rounded to half (nearest-even), saturated to +-65504 (950's CTRL default): a reference written
// without the sim's half type.
inline double HalfRne(double r)
{
    if (r == 0.0) {
        return r;
    }
    const int e = std::max(std::ilogb(r), -14);
    const double ulp = std::ldexp(1.0, e - 10);
    const double q = std::nearbyint(r / ulp) * ulp;
    return std::min(std::max(q, -65504.0), 65504.0);
}

// Two merge-sort queues of 32 (float score, uint32_t index) pairs, scores in a and indices in b: queue 0
// (elements 0..31, scores 100..131) entirely above queue 1 (elements 32..63, scores 0..31), so a merge
// of the two runs queue 0 out first. For the MrgSort / asc_mrgsort4 exhaustion tests.
inline void PutQueueZeroAboveQueueOne(Io& io)
{
    std::vector<float> s(kIoBytes / 4, 0.0f);
    std::vector<uint32_t> idx(kIoBytes / 4, 0);
    for (int i = 0; i < 32; ++i) {
        s[i] = 100.0f + static_cast<float>(i);
        s[32 + i] = static_cast<float>(i);
        idx[i] = i;
        idx[32 + i] = 32 + i;
    }
    Io::Put(io.a, s);
    Io::Put(io.b, idx);
}

} // namespace memapi

// struct Name { static void Run(o, a, b, c) { ... } };
#define MEMAPI_OP(Name)                                                                                  \
    struct Name {                                                                                        \
        static void Run(const AscendC::LocalTensor<uint8_t>& o, const AscendC::LocalTensor<uint8_t>& a,  \
                        const AscendC::LocalTensor<uint8_t>& b, const AscendC::LocalTensor<uint8_t>& c); \
    };                                                                                                   \
    void Name::Run([[maybe_unused]] const AscendC::LocalTensor<uint8_t>& o,                              \
                   [[maybe_unused]] const AscendC::LocalTensor<uint8_t>& a,                              \
                   [[maybe_unused]] const AscendC::LocalTensor<uint8_t>& b,                              \
                   [[maybe_unused]] const AscendC::LocalTensor<uint8_t>& c)
