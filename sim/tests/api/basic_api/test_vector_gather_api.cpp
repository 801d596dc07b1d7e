// Memory vector API, gather family: Gather (离散与聚合/Gather.md), Gatherb (离散与聚合/Gatherb(ISASI).md),
// GatherMask (比较与选择/GatherMask.md), against index-loop references from the pages' pseudo code; the
// four scenarios of gather.asc (GatherMask built-in pattern in place, GatherMask user pattern in
// Counter mode, Gather by element offsets, Gatherb by DataBlock offsets) are among the cases.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class GatherApiTest : public KernelTest {};

inline std::atomic<uint64_t> g_rsvd{0};
inline std::atomic<uint64_t> g_rsvd2{0};

// ---- Gather -------------------------------------------------------------------------------------------------
// gather.asc scenario 3 / the page's result example: 128 uint16_t, offsets 254, 252, ..., 0 -> reversed.
// float with srcBaseAddr 64 bytes; int8_t count form (8-bit: count form only).
MEMAPI_OP(GatherCount)
{
    Gather(As<uint16_t>(o), As<uint16_t>(a), As<uint32_t>(b), static_cast<uint32_t>(0), 128);
    Gather(As<float>(c), As<float>(a), As<uint32_t>(b)[512], static_cast<uint32_t>(64), 100);
    Gather(As<int8_t>(o)[4096], As<int8_t>(a), As<uint32_t>(b)[1024], static_cast<uint32_t>(3), 77);
}
TEST_F(GatherApiTest, CountForm)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 1);
    auto off = Io::View<uint32_t>(io.b);
    for (int i = 0; i < 128; ++i) {
        off[i] = static_cast<uint32_t>(254 - 2 * i);
    }
    for (int i = 0; i < 100; ++i) {
        off[512 + i] = static_cast<uint32_t>(((i * 37) % 300) * 4);
    }
    for (int i = 0; i < 77; ++i) {
        off[1024 + i] = static_cast<uint32_t>((i * 101) % 4000);
    }
    Io::Put(io.b, off);
    const auto a16 = Io::View<uint16_t>(io.a);
    const auto af = Io::View<float>(io.a);
    ASSERT_TRUE(RunIo<GatherCount>(io).ok);
    const auto o16 = Io::View<uint16_t>(io.o);
    for (int i = 0; i < 128; ++i) {
        ASSERT_EQ(o16[i], a16[(0 + off[i]) / 2]) << i; // the page's pseudo code
    }
    EXPECT_EQ(o16[128], 0xEEEEu);
    const auto cf = Io::View<float>(io.c);
    for (int i = 0; i < 100; ++i) {
        ASSERT_EQ(Bits(cf[i]), Bits(af[(64 + off[512 + i]) / 4])) << i;
    }
    for (int i = 0; i < 77; ++i) {
        ASSERT_EQ(io.o[4096 + i], io.a[3 + off[1024 + i]]) << i;
    }
}

// The page's mask-form examples (half, mask 128 / all bits, repeat 4, dstRepStride 8), a float bit-wise
// mask with dstRepStride 16, and Counter mode (100 floats).
MEMAPI_OP(GatherMaskForms)
{
    Gather(As<half>(o), As<half>(a), As<uint32_t>(b), static_cast<uint32_t>(0), 128, 4, 8);
    uint64_t bits[2] = {0xF0F0F0F0F0F0F0F0ull, 0};
    Gather(As<float>(c), As<float>(a), As<uint32_t>(b)[512], static_cast<uint32_t>(0), bits, 2, 16);
    SetMaskCount();
    Gather(As<float>(c)[1024], As<float>(a), As<uint32_t>(b)[512], static_cast<uint32_t>(0), 100, 1, 8);
    SetMaskNorm();
}
TEST_F(GatherApiTest, MaskForms)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 2);
    auto off = Io::View<uint32_t>(io.b);
    for (int i = 0; i < 512; ++i) {
        off[i] = static_cast<uint32_t>(((i * 7) % 512) * 2);
    }
    for (int i = 0; i < 128; ++i) {
        off[512 + i] = static_cast<uint32_t>(((i * 13) % 256) * 4);
    }
    Io::Put(io.b, off);
    const auto ah = Io::View<uint16_t>(io.a);
    const auto af = Io::View<uint32_t>(io.a);
    auto wantC = Io::View<uint32_t>(io.c);
    ASSERT_TRUE(RunIo<GatherMaskForms>(io).ok);
    const auto oh = Io::View<uint16_t>(io.o);
    for (int r = 0; r < 4; ++r) {
        for (int k = 0; k < 128; ++k) {
            ASSERT_EQ(oh[r * 8 * 16 + k], ah[off[r * 128 + k] / 2]) << r << "," << k;
        }
    }
    const uint64_t m[2] = {0xF0F0F0F0F0F0F0F0ull, 0};
    for (int r = 0; r < 2; ++r) {
        for (int k = 0; k < 64; ++k) {
            if (MaskBit(m, k)) {
                wantC[r * 16 * 8 + k] = af[off[512 + r * 64 + k] / 4];
            }
        }
    }
    for (int i = 0; i < 100; ++i) { // Counter mode: 64 + 36, the second repeat 8 blocks on
        const int r = i / 64, k = i % 64;
        wantC[1024 + r * 64 + k] = af[off[512 + r * 64 + k] / 4];
    }
    EXPECT_EQ(Io::View<uint32_t>(io.c), wantC);
}

// ---- Gatherb ------------------------------------------------------------------------------------------------
// gather.asc scenario 4: uint16_t [1, 128], 8 DataBlock offsets, repeat 1, GatherRepeatParams{1, 8};
// float, repeat 2, {2, 20}.
MEMAPI_OP(GatherbForms)
{
    GatherRepeatParams params{1, 8};
    Gatherb<uint16_t>(As<uint16_t>(o), As<uint16_t>(a), As<uint32_t>(b), 1, params);
    Gatherb(As<float>(c), As<float>(a), As<uint32_t>(b)[64], 2, GatherRepeatParams{2, 20});
}
TEST_F(GatherApiTest, Gatherb)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 3);
    auto off = Io::View<uint32_t>(io.b);
    const uint32_t blocks[8] = {7, 0, 3, 3, 6, 1, 5, 2};
    for (int j = 0; j < 8; ++j) {
        off[j] = blocks[j] * 32;
    }
    for (int j = 0; j < 16; ++j) {
        off[64 + j] = static_cast<uint32_t>(((j * 11) % 200) * 32);
    }
    Io::Put(io.b, off);
    auto wantO = io.o;
    auto wantC = io.c;
    ASSERT_TRUE(RunIo<GatherbForms>(io).ok);
    // the page's pseudo code, in bytes
    for (int j = 0; j < 8; ++j) {
        std::memcpy(&wantO[j * 32], &io.a[off[j]], 32);
    }
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 8; ++j) {
            std::memcpy(&wantC[(i * 20 + j * 2) * 32], &io.a[off[64 + i * 8 + j]], 32);
        }
    }
    EXPECT_EQ(io.o, wantO);
    EXPECT_EQ(io.c, wantC);
}

// ---- GatherMask -------------------------------------------------------------------------------------------------
// gather.asc scenario 1: uint32_t [1, 256] in place, pattern 2 (odd elements), Normal mode, {1, 4, 8, 0}.
MEMAPI_OP(GatherMaskInPlace)
{
    uint64_t rsvdCnt = 0;
    GatherMask(As<uint32_t>(a), As<uint32_t>(a), static_cast<uint8_t>(2), false, 0, {1, 4, 8, 0}, rsvdCnt);
    g_rsvd = rsvdCnt;
}
// scenario 2: user pattern, Counter mode, mask 70, {1, 2, 4, 0} (the same 70 pattern bits both repeats).
MEMAPI_OP(GatherMaskUserCounter)
{
    uint64_t rsvdCnt = 0;
    Duplicate(As<uint32_t>(o), 0u, 256);
    GatherMask(As<uint32_t>(o), As<uint32_t>(a), As<uint32_t>(b), true, 70, {1, 2, 4, 0}, rsvdCnt);
    g_rsvd = rsvdCnt;
    // half, built-in pattern 3 (every 4th), Counter mode over 200 elements, one repeat
    GatherMask(As<half>(c), As<half>(a)[1024], static_cast<uint8_t>(3), true, 200, {1, 1, 8, 0}, rsvdCnt);
    g_rsvd2 = rsvdCnt;
}
TEST_F(GatherApiTest, GatherMaskScenarios)
{
    {
        Io io;
        std::vector<uint32_t> a(kIoBytes / 4);
        for (size_t i = 0; i < a.size(); ++i) {
            a[i] = static_cast<uint32_t>(i + 1);
        }
        Io::Put(io.a, a);
        ASSERT_TRUE(RunIo<GatherMaskInPlace>(io).ok);
        EXPECT_EQ(g_rsvd.load(), 128u);
        const auto got = Io::View<uint32_t>(io.a);
        for (int i = 0; i < 128; ++i) {
            ASSERT_EQ(got[i], a[2 * i + 1]) << i; // pattern 2: odd indices of the 4 x 64 elements
        }
        for (size_t i = 128; i < 256; ++i) {
            ASSERT_EQ(got[i], a[i]) << i; // the rest of the buffer is untouched
        }
    }
    {
        Io io;
        io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 4);
        auto pat = Io::View<uint32_t>(io.b);
        pat[0] = 0x99999999u; // the page's figure pattern: elements 0, 3, 4, 7, ...
        pat[1] = 0x0000F00Fu;
        pat[2] = 0x2Au; // bits 64..69 -> only 65, 67, 69
        Io::Put(io.b, pat);
        const auto a32 = Io::View<uint32_t>(io.a);
        const auto ah = Io::View<uint16_t>(io.a);
        ASSERT_TRUE(RunIo<GatherMaskUserCounter>(io).ok);
        std::vector<uint32_t> want;
        for (int r = 0; r < 2; ++r) {
            for (int q = 0; q < 70; ++q) {
                if ((pat[q / 32] >> (q % 32)) & 1u) {
                    want.push_back(a32[r * 4 * 8 + q]); // repeat r starts 4 DataBlocks (32 elements) on
                }
            }
        }
        EXPECT_EQ(g_rsvd.load(), want.size());
        const auto got = Io::View<uint32_t>(io.o);
        for (size_t i = 0; i < want.size(); ++i) {
            ASSERT_EQ(got[i], want[i]) << i;
        }
        ASSERT_EQ(got[want.size()], 0u); // zeroed by the Duplicate, not written
        EXPECT_EQ(g_rsvd2.load(), 50u);
        const auto ch = Io::View<uint16_t>(io.c);
        for (int i = 0; i < 50; ++i) {
            ASSERT_EQ(ch[i], ah[1024 + 4 * i]) << i;
        }
    }
}

// User pattern in Normal mode with a pattern repeat stride (half: 128 bits per repeat).
MEMAPI_OP(GatherMaskUserNormal)
{
    uint64_t rsvdCnt = 0;
    GatherMask(As<half>(o), As<half>(a), As<uint16_t>(b), false, 0, {2, 3, 16, 1}, rsvdCnt);
    g_rsvd = rsvdCnt;
}
TEST_F(GatherApiTest, GatherMaskUserNormalStrided)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 5);
    io.b = RandomVec<uint8_t>(kIoBytes, 0, 255, 6);
    const auto ah = Io::View<uint16_t>(io.a);
    ASSERT_TRUE(RunIo<GatherMaskUserNormal>(io).ok);
    std::vector<uint16_t> want;
    for (int r = 0; r < 3; ++r) {
        for (int q = 0; q < 128; ++q) {
            const uint8_t byte = io.b[r * 32 + q / 8]; // src1RepeatStride 1 DataBlock
            if ((byte >> (q % 8)) & 1u) {
                want.push_back(ah[At<uint16_t>(q, r, 2, 16)]);
            }
        }
    }
    EXPECT_EQ(g_rsvd.load(), want.size());
    const auto got = Io::View<uint16_t>(io.o);
    for (size_t i = 0; i < want.size(); ++i) {
        ASSERT_EQ(got[i], want[i]) << i;
    }
}

// ---- findings ------------------------------------------------------------------------------------------------
MEMAPI_OP(GatherOddOffset)
{
    auto off = As<uint32_t>(b);
    off.SetValue(3, 5u); // not a multiple of 4 for float
    SetFlag<HardEvent::S_V>(EVENT_ID0);
    WaitFlag<HardEvent::S_V>(EVENT_ID0);
    MEMAPI_MARK();
    Gather(As<float>(o), As<float>(a), off, 0u, 16);
}
MEMAPI_OP(GatherOutsideSrc)
{
    auto off = As<uint32_t>(b);
    off.SetValue(0, kIoBytes); // one past a's buffer
    SetFlag<HardEvent::S_V>(EVENT_ID0);
    WaitFlag<HardEvent::S_V>(EVENT_ID0);
    MEMAPI_MARK();
    Gather(As<float>(o), As<float>(a), off, 0u, 8);
}
MEMAPI_OP(GatherbUnalignedBlock)
{
    auto off = As<uint32_t>(b);
    off.SetValue(2, 48u);
    SetFlag<HardEvent::S_V>(EVENT_ID0);
    WaitFlag<HardEvent::S_V>(EVENT_ID0);
    MEMAPI_MARK();
    Gatherb(As<uint16_t>(o), As<uint16_t>(a), off, 1, GatherRepeatParams{1, 8});
}
MEMAPI_OP(GatherMaskPartialOverlap)
{
    uint64_t cnt = 0;
    MEMAPI_MARK();
    GatherMask(As<uint32_t>(a)[8], As<uint32_t>(a), static_cast<uint8_t>(7), false, 0, {1, 2, 8, 0}, cnt);
}
MEMAPI_OP(GatherMaskBadPattern)
{
    uint64_t cnt = 0;
    MEMAPI_MARK();
    GatherMask(As<uint32_t>(o), As<uint32_t>(a), static_cast<uint8_t>(0), false, 0, {1, 1, 8, 0}, cnt);
}
MEMAPI_OP(GatherIntoItsSource)
{
    MEMAPI_MARK();
    Gather(As<uint16_t>(a), As<uint16_t>(a), As<uint32_t>(b), 0u, 64);
}
TEST_F(GatherApiTest, Findings)
{
    ExpectIoFinding<GatherOddOffset>("memcheck", "is not a multiple of the element size 4", __FILE__);
    ExpectIoFinding<GatherOutsideSrc>("memcheck", "runs outside the LocalTensor's buffer", __FILE__);
    ExpectIoFinding<GatherbUnalignedBlock>("memcheck", "must be 32-byte aligned", __FILE__);
    ExpectIoFinding<GatherMaskPartialOverlap>("memcheck", "dst overlaps src0 partially", __FILE__);
    ExpectIoFinding<GatherMaskBadPattern>("memcheck", "outside [1, 7]", __FILE__);
    ExpectIoFinding<GatherIntoItsSource>("memcheck", "lies in dst", __FILE__);
}

// GatherMask leaves the mask mode Normal ("接口内部执行结束后会设置为Normal模式"): a kernel that
// relies on Counter mode afterwards gets Normal-mode semantics; one that set Counter mode and never
// restores it is still clean at exit.
MEMAPI_OP(GatherMaskEndsNormal)
{
    uint64_t cnt = 0;
    SetMaskCount();
    GatherMask(As<uint32_t>(o), As<uint32_t>(a), static_cast<uint8_t>(7), true, 64, {1, 1, 8, 0}, cnt);
    g_rsvd = GetCtrlSpr<56, 56>();
}
TEST_F(GatherApiTest, GatherMaskEndsInNormalMode)
{
    Io io;
    const LaunchOutcome r = RunIo<GatherMaskEndsNormal>(io);
    ExpectClean(r);
    EXPECT_EQ(g_rsvd.load(), 0u);
}

} // namespace
