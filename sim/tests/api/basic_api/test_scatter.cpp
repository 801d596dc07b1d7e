// Scatter (Memory矢量计算/离散与聚合/Scatter(ISASI).md): the count form for 8/16/32/64-bit types and the mask
// forms against a host reference of the page's description (src[i] to the byte offset dstBaseAddr +
// dstOffset[i] of dst), bytes nothing wrote keep their value, and the 约束说明 findings (duplicate offsets,
// an offset not element-aligned or beyond the 16-bit range, dstBaseAddr misaligned, a destination on src)
// with their silent twins.
#include <numeric>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class ScatterTest : public KernelTest {};

// Offsets (bytes) of a permutation of n elements of T, from element `first` of the destination region.
template <class T>
std::vector<uint32_t> PermOffsets(uint32_t n, uint32_t seed)
{
    std::vector<uint32_t> p(n);
    std::iota(p.begin(), p.end(), 0u);
    for (uint32_t i = n; i > 1; --i) {
        seed = seed * 1103515245u + 12345u;
        std::swap(p[i - 1], p[(seed >> 8) % i]);
    }
    for (auto& v : p) {
        v *= sizeof(T);
    }
    return p;
}

// a: sources, b: offsets, o: destination.
MEMAPI_OP(ScatterCounts)
{
    Scatter(As<float>(o), As<float>(a), As<uint32_t>(b), 64, 200);                   // o bytes [64, 864)
    Scatter(As<int8_t>(o)[1024], As<int8_t>(a)[1024], As<uint32_t>(b)[256], 0, 100); // o bytes [1024, 1124)
    Scatter(As<half>(o)[1024], As<half>(a)[1024], As<uint32_t>(b)[512], 32, 60);     // o bytes [2080, 2200)
    Scatter(As<int64_t>(o)[512], As<int64_t>(a)[512], As<uint32_t>(b)[768], 0, 50);  // o bytes [4096, 4496)
}
TEST_F(ScatterTest, CountFormsEveryWidth)
{
    Io io;
    for (size_t i = 0; i < kIoBytes; ++i) {
        io.a[i] = static_cast<uint8_t>(i * 7 + 3);
    }
    auto off = Io::View<uint32_t>(io.b);
    const auto p32 = PermOffsets<float>(200, 1), p8 = PermOffsets<int8_t>(100, 2), p16 = PermOffsets<half>(60, 3),
               p64 = PermOffsets<int64_t>(50, 4);
    std::copy(p32.begin(), p32.end(), off.begin());
    std::copy(p8.begin(), p8.end(), off.begin() + 256);
    std::copy(p16.begin(), p16.end(), off.begin() + 512);
    std::copy(p64.begin(), p64.end(), off.begin() + 768);
    Io::Put(io.b, off);
    const Io in = io;
    ExpectClean(RunIo<ScatterCounts>(io));
    std::vector<uint8_t> want = in.o;
    const auto put = [&](size_t dstByte, size_t srcByte, size_t w) {
        std::copy(in.a.begin() + srcByte, in.a.begin() + srcByte + w, want.begin() + dstByte);
    };
    for (uint32_t i = 0; i < 200; ++i) {
        put(64 + p32[i], 4 * i, 4);
    }
    for (uint32_t i = 0; i < 100; ++i) {
        put(1024 + p8[i], 1024 + i, 1);
    }
    for (uint32_t i = 0; i < 60; ++i) {
        put(2048 + 32 + p16[i], 2048 + 2 * i, 2);
    }
    for (uint32_t i = 0; i < 50; ++i) {
        put(4096 + p64[i], 4096 + 8 * i, 8);
    }
    EXPECT_EQ(io.o, want);
}

// Mask forms: half, continuous mask 100, 2 repeats, srcRepStride 16 (the second repeat's sources 512 bytes
// on); float with a bit mask.
MEMAPI_OP(ScatterMasks)
{
    Scatter(As<half>(o), As<half>(a), As<uint32_t>(b), 0, static_cast<uint64_t>(100), 2, 16);
    uint64_t bits[2] = {0x00FF00FF00FF00FFull, 0};
    Scatter(As<float>(o)[1024], As<float>(a)[1024], As<uint32_t>(b)[256], 0, bits, 2, 8);
}
TEST_F(ScatterTest, MaskFormsLayout)
{
    Io io;
    for (size_t i = 0; i < kIoBytes; ++i) {
        io.a[i] = static_cast<uint8_t>(i * 13 + 1);
    }
    auto off = Io::View<uint32_t>(io.b);
    const auto ph = PermOffsets<half>(256, 5), pf = PermOffsets<float>(128, 6);
    std::copy(ph.begin(), ph.end(), off.begin());
    std::copy(pf.begin(), pf.end(), off.begin() + 256);
    Io::Put(io.b, off);
    const Io in = io;
    ExpectClean(RunIo<ScatterMasks>(io));
    std::vector<uint8_t> want = in.o;
    for (uint32_t r = 0; r < 2; ++r) {
        for (uint32_t k = 0; k < 100; ++k) {
            const size_t s = (r * 16 * 16 + k) * 2, d = ph[r * 128 + k];
            std::copy(in.a.begin() + s, in.a.begin() + s + 2, want.begin() + d);
        }
        for (uint32_t k = 0; k < 64; ++k) {
            if ((0x00FF00FF00FF00FFull >> k) & 1u) {
                const size_t s = 4096 + (r * 8 * 8 + k) * 4, d = 4096 + pf[r * 64 + k];
                std::copy(in.a.begin() + s, in.a.begin() + s + 4, want.begin() + d);
            }
        }
    }
    EXPECT_EQ(io.o, want);
}

// ---- findings ---------------------------------------------------------------------------------------------
MEMAPI_OP(Duplicate)
{
    MEMAPI_MARK();
    Scatter(As<float>(o), As<float>(a), As<uint32_t>(b), 0, 8);
}
MEMAPI_OP(OffsetMisaligned)
{
    MEMAPI_MARK();
    Scatter(As<float>(o), As<float>(a), As<uint32_t>(c), 0, 8);
}
MEMAPI_OP(BaseMisaligned)
{
    MEMAPI_MARK();
    Scatter(As<half>(o), As<half>(a), As<uint32_t>(c)[64], 3, 8);
}
MEMAPI_OP(OntoSource)
{
    MEMAPI_MARK();
    Scatter(As<float>(a), As<float>(a), As<uint32_t>(c)[64], 0, 8); // in place: every destination on src
}
MEMAPI_OP(BeyondRange)
{
    MEMAPI_MARK();
    Scatter(As<int8_t>(o), As<int8_t>(a), As<uint32_t>(c)[128], 0, 8);
}
TEST_F(ScatterTest, Findings)
{
    const auto run = [](auto op, const char* msg) {
        Io io;
        auto b = Io::View<uint32_t>(io.b);
        b[3] = b[5] = 16; // two lanes to one element
        Io::Put(io.b, b);
        auto c = Io::View<uint32_t>(io.c);
        for (uint32_t i = 0; i < 8; ++i) {
            c[i] = 4 * i + (i == 6 ? 2 : 0);  // offset 26: not a multiple of 4
            c[64 + i] = 4 * i;                // fine for half / float
            c[128 + i] = i == 2 ? 70000u : i; // 8-bit: beyond 2^16 - 1
        }
        Io::Put(io.c, c);
        g_mark = 0;
        const LaunchOutcome r = RunIo<decltype(op)>(io, "broken_kernel");
        ExpectFinding(r, "memcheck", msg, Where(__FILE__, g_mark.load()));
    };
    run(Duplicate{}, "same destination");
    run(OffsetMisaligned{}, "not a multiple of the element size");
    run(BaseMisaligned{}, "dstBaseAddr 3");
    run(OntoSource{}, "overlaps src");
    run(BeyondRange{}, "exceeds 65535");
}
// The twins: distinct, aligned, in-range offsets onto a separate destination.
MEMAPI_OP(Twins)
{
    Scatter(As<float>(o), As<float>(a), As<uint32_t>(c)[64], 0, 8);
    Scatter(As<half>(o)[512], As<half>(a), As<uint32_t>(c)[64], 4, 8);
    Scatter(As<int8_t>(o)[2048], As<int8_t>(a), As<uint32_t>(c)[64], 0, 8);
}
TEST_F(ScatterTest, TwinsStaySilent)
{
    Io io;
    auto c = Io::View<uint32_t>(io.c);
    for (uint32_t i = 0; i < 8; ++i) {
        c[64 + i] = 4 * i;
    }
    Io::Put(io.c, c);
    ExpectClean(RunIo<Twins>(io));
}

} // namespace
