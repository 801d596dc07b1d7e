// The rest of what the official Memory-API examples call: Cast with int4b_t (类型转换/Cast.md; cast.asc
// scenario 0) and LocalTensor<int4b_t> element access, DataCopy UB -> UB (数据搬运/DataCopy（UBToUB连续
// 数据搬运）.md, DataCopy（UBToUB高维切分数据搬运）.md; element_wise_compound_compute.asc), SetPadValue
// with DataCopyPad (数据搬运辅助配置接口/SetPadValue(ISASI).md; select.asc scenario 1), DivCeil /
// Conditional (reduce.asc, reduce_repeat.asc). References: plain loops from the pages (rounding by
// std::ceil / std::floor / std::nearbyint in double, saturation to [-8, 7]).
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class MiscApiTest : public KernelTest {};

int Nibble(const std::vector<uint8_t>& bytes, size_t base, size_t i)
{
    const uint8_t b = bytes[base + i / 2];
    const int v = i % 2 == 0 ? (b & 0xF) : (b >> 4);
    return v >= 8 ? v - 16 : v;
}
int Int4Of(double x, RoundMode rm)
{
    double r = 0;
    switch (rm) {
        case RoundMode::CAST_CEIL:
            r = std::ceil(x);
            break;
        case RoundMode::CAST_FLOOR:
            r = std::floor(x);
            break;
        case RoundMode::CAST_TRUNC:
            r = std::trunc(x);
            break;
        case RoundMode::CAST_ROUND:
            r = std::round(x);
            break; // half away from zero
        default:
            r = std::nearbyint(x);
            break; // RINT: half to even
    }
    return static_cast<int>(std::max(-8.0, std::min(7.0, r)));
}

// ---- Cast with int4b_t -----------------------------------------------------------------------------------------
// half -> int4b_t, count form, every rounding mode (o at 0, 512, ... bytes), then int4b_t -> half / int16_t /
// bfloat16_t from the first result.
MEMAPI_OP(Int4CountForms)
{
    const RoundMode modes[5] = {RoundMode::CAST_RINT, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                                RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC};
    for (int m = 0; m < 5; ++m) {
        LocalTensor<int4b_t> d = As<int8_t>(o)[512 * m].ReinterpretCast<int4b_t>();
        Cast(d, As<half>(a), modes[m], 256);
    }
    PipeBarrier<PIPE_V>();
    LocalTensor<int4b_t> q = As<int8_t>(o).ReinterpretCast<int4b_t>();
    Cast(As<half>(c), q, RoundMode::CAST_NONE, 256);
    Cast<int16_t, int4b_t>(As<int16_t>(c)[512], q, RoundMode::CAST_NONE, 256);
    Cast(As<bfloat16_t>(c)[1024], q, RoundMode::CAST_NONE, 256);
    // int16_t -> int4b_t saturates
    Cast(As<int8_t>(o)[4096].ReinterpretCast<int4b_t>(), As<int16_t>(b), RoundMode::CAST_NONE, 128);
}
TEST_F(MiscApiTest, Int4CountForms)
{
    Io io;
    // values in [-12, 12] with many exact halves (x.5) for the rounding modes
    std::vector<half> src(4096);
    const auto r = RandomVec<int>(4096, -24, 25, 1);
    for (size_t i = 0; i < src.size(); ++i) {
        src[i] = static_cast<half>(r[i] / 2.0 + (i % 3 == 0 ? 0.25 : 0.0));
    }
    Io::Put(io.a, src);
    Io::Put(io.b, RandomVec<int16_t>(4096, -40000, 40000, 2));
    const auto b16 = Io::View<int16_t>(io.b);
    ASSERT_TRUE(RunIo<Int4CountForms>(io).ok);
    const RoundMode modes[5] = {RoundMode::CAST_RINT, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                                RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC};
    for (int m = 0; m < 5; ++m) {
        for (size_t i = 0; i < 256; ++i) {
            ASSERT_EQ(Nibble(io.o, 512 * m, i), Int4Of(D(src[i]), modes[m])) << m << ": " << i << " " << D(src[i]);
        }
        EXPECT_EQ(io.o[512 * m + 128], 0xEE) << "nothing past the 128 bytes of 256 int4b_t";
    }
    const auto ch = Io::View<half>(io.c);
    const auto c16 = Io::View<int16_t>(io.c);
    const auto cbf = Io::View<bfloat16_t>(io.c);
    for (size_t i = 0; i < 256; ++i) {
        const int v = Nibble(io.o, 0, i);
        ASSERT_EQ(D(ch[i]), v) << i;
        ASSERT_EQ(c16[512 + i], v) << i;
        ASSERT_EQ(D(cbf[1024 + i]), v) << i;
    }
    for (size_t i = 0; i < 128; ++i) {
        ASSERT_EQ(Nibble(io.o, 4096, i), std::max(-8, std::min(7, static_cast<int>(b16[i])))) << i;
    }
}

// cast.asc scenario 0: mask 128 (continuous), repeat 4, {1, 1, 2, 8}; a bit-wise mask of byte pairs with
// dstBlkStride 2 / dstRepStride 5; Counter mode (an even count) and int4b_t -> half with a mask.
MEMAPI_OP(Int4MaskForms)
{
    LocalTensor<int4b_t> d0 = As<int8_t>(o).ReinterpretCast<int4b_t>();
    Cast<int4b_t, half>(d0, As<half>(a), RoundMode::CAST_CEIL, static_cast<uint64_t>(128), 4, {1, 1, 2, 8});
    uint64_t bits[2] = {0x0F0F3300FF0000CCull, 0xC3C3000000000003ull};
    LocalTensor<int4b_t> d1 = As<int8_t>(o)[1024].ReinterpretCast<int4b_t>();
    Cast(d1, As<half>(a)[1024], RoundMode::CAST_FLOOR, bits, 2, {2, 1, 5, 8});
    SetMaskCount();
    SetVectorMask<half, MaskMode::COUNTER>(0, 200);
    LocalTensor<int4b_t> d2 = As<int8_t>(o)[2048].ReinterpretCast<int4b_t>();
    Cast<int4b_t, half, false>(d2, As<half>(a)[2048], RoundMode::CAST_TRUNC, MASK_PLACEHOLDER, 1, {1, 1, 2, 8});
    SetMaskNorm();
    ResetMask();
    Cast(As<half>(c), As<int8_t>(b).ReinterpretCast<int4b_t>(), RoundMode::CAST_NONE, static_cast<uint64_t>(64), 3,
         {1, 1, 8, 1});
}
TEST_F(MiscApiTest, Int4MaskForms)
{
    Io io;
    Io::Put(io.a, RandomVec<half>(4096, -10, 10, 3));
    io.b = RandomVec<uint8_t>(kIoBytes, 0, 255, 4);
    const auto ah = Io::View<half>(io.a);
    auto wantO = io.o;
    auto wantC = Io::View<half>(io.c);
    auto setNibble = [&](size_t base, size_t i, int v) {
        uint8_t& byte = wantO[base + i / 2];
        byte = static_cast<uint8_t>(i % 2 == 0 ? (byte & 0xF0) | (v & 0xF) : (byte & 0x0F) | ((v & 0xF) << 4));
    };
    // element k of repeat r: int4b_t nibble (r * rep + (k / 64) * blk) * 64 + k % 64, half At<half>
    auto nib = [](uint64_t k, uint64_t r, uint64_t blk, uint64_t rep) {
        return (r * rep + (k / 64) * blk) * 64 + k % 64;
    };
    for (uint64_t r = 0; r < 4; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            setNibble(0, nib(k, r, 1, 2), Int4Of(D(ah[At<half>(k, r, 1, 8)]), RoundMode::CAST_CEIL));
        }
    }
    const uint64_t bits[2] = {0x0F0F3300FF0000CCull, 0xC3C3000000000003ull};
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            if (MaskBit(bits, k)) {
                setNibble(1024, nib(k, r, 2, 5), Int4Of(D(ah[1024 + At<half>(k, r, 1, 8)]), RoundMode::CAST_FLOOR));
            }
        }
    }
    for (uint64_t i = 0; i < 200; ++i) { // Counter mode: the first 200 elements, repeats of 128
        setNibble(2048, nib(i % 128, i / 128, 1, 2),
                  Int4Of(D(ah[2048 + At<half>(i % 128, i / 128, 1, 8)]), RoundMode::CAST_TRUNC));
    }
    for (uint64_t r = 0; r < 3; ++r) {
        for (uint64_t k = 0; k < 64; ++k) {
            wantC[At<half>(k, r, 1, 8)] = static_cast<half>(Nibble(io.b, 0, nib(k, r, 1, 1)));
        }
    }
    ASSERT_TRUE(RunIo<Int4MaskForms>(io).ok);
    for (size_t i = 0; i < 4096; ++i) {
        ASSERT_EQ(io.o[i], wantO[i]) << i;
    }
    const auto gotC = Io::View<half>(io.c);
    for (size_t i = 0; i < 1024; ++i) {
        ASSERT_EQ(Bits(gotC[i]), Bits(wantC[i])) << i;
    }
}

// LocalTensor<int4b_t>: GetSize counts nibbles, operator[] moves by half bytes, GetValue / SetValue
// address nibbles (element 2i low, 2i + 1 high).
MEMAPI_OP(Int4Tensor)
{
    LocalTensor<int4b_t> t = As<int8_t>(a).ReinterpretCast<int4b_t>();
    LocalTensor<int16_t> out = As<int16_t>(o);
    out.SetValue(0, static_cast<int16_t>(t.GetSize()));
    out.SetValue(1, static_cast<int16_t>(t.GetLength()));
    out.SetValue(2, static_cast<int16_t>(t.GetValue(5)));
    out.SetValue(3, static_cast<int16_t>(t[64].GetValue(1)));
    t.SetValue(6, int4b_t(-3));
    t[100].SetValue(1, int4b_t(7));
    out.SetValue(4, static_cast<int16_t>(t[64].ReinterpretCast<int8_t>().GetSize()));
    out.SetValue(5, static_cast<int16_t>(reinterpret_cast<uint8_t*>(t.GetPhyAddr(64)) -
                                         reinterpret_cast<uint8_t*>(t.GetPhyAddr())));
}
TEST_F(MiscApiTest, Int4Tensor)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 5);
    const auto a0 = io.a;
    ASSERT_TRUE(RunIo<Int4Tensor>(io).ok);
    const auto o16 = Io::View<int16_t>(io.o);
    EXPECT_EQ(o16[0], 2 * static_cast<int>(kIoBytes));
    EXPECT_EQ(o16[1], static_cast<int>(kIoBytes));
    EXPECT_EQ(o16[2], Nibble(a0, 0, 5));
    EXPECT_EQ(o16[3], Nibble(a0, 32, 1));
    EXPECT_EQ(o16[4], static_cast<int>(kIoBytes) - 32);
    EXPECT_EQ(o16[5], 32);
    EXPECT_EQ(io.a[3], static_cast<uint8_t>((a0[3] & 0xF0) | 0xD)); // -3 in the low nibble of byte 3
    EXPECT_EQ(io.a[50], static_cast<uint8_t>((a0[50] & 0x0F) | 0x70));
}

// ---- DataCopy UB -> UB --------------------------------------------------------------------------------------
// element_wise_compound_compute.asc's count form (512 half), and the page's 示例2 (blockCount 2, blockLen 3,
// srcGap 1, dstGap 2) plus a larger case, on int32_t.
MEMAPI_OP(UbCopyForms)
{
    DataCopy(As<half>(o), As<half>(a), 512);
    DataCopyParams p;
    p.blockCount = 2;
    p.blockLen = 3;
    p.srcStride = 1;
    p.dstStride = 2;
    DataCopy(As<int32_t>(o)[512], As<int32_t>(b), p);
    DataCopy(As<int32_t>(o)[1024], As<int32_t>(b)[512], DataCopyParams{5, 2, 3, 1});
    DataCopy(As<int32_t>(o)[1536], As<int32_t>(b), DataCopyParams{0, 4, 0, 0}); // NOP
    PipeBarrier<PIPE_V>();
    Add(As<half>(c), As<half>(o), As<half>(o), 512); // V after V: ordered without a flag
}
TEST_F(MiscApiTest, DataCopyUbToUb)
{
    Io io;
    io.a = RandomVec<uint8_t>(kIoBytes, 0, 255, 6);
    Io::Put(io.a, RandomVec<half>(512, -4, 4, 6));
    Io::Put(io.b, RandomVec<int32_t>(2048, -1000, 1000, 7));
    const auto ah = Io::View<half>(io.a);
    const auto b32 = Io::View<int32_t>(io.b);
    auto want = Io::View<int32_t>(io.o);
    auto copyBlocks = [&](size_t dst, size_t src, int count, int len, int srcGap, int dstGap) {
        for (int blk = 0; blk < count; ++blk) {
            for (int i = 0; i < len * 8; ++i) {
                want[dst + blk * (len + dstGap) * 8 + i] = b32[src + blk * (len + srcGap) * 8 + i];
            }
        }
    };
    std::memcpy(want.data(), io.a.data(), 1024);
    copyBlocks(512, 0, 2, 3, 1, 2);
    copyBlocks(1024, 512, 5, 2, 3, 1);
    ASSERT_TRUE(RunIo<UbCopyForms>(io).ok);
    EXPECT_EQ(Io::View<int32_t>(io.o), want);
    const auto ch = Io::View<half>(io.c);
    for (size_t i = 0; i < 512; ++i) {
        ASSERT_EQ(D(ch[i]), D(static_cast<half>(2 * D(ah[i])))) << i;
    }
}

// ---- SetPadValue + DataCopyPad ---------------------------------------------------------------------------------
// The UB row is prefilled with 5; DataCopyPad copies 10 int16_t with rightPadding 6 (isPad false): with
// SetPadValue(7) the 6 padding elements are 7, without it they are not written (still 5 here); the dummy
// filler after them up to 32 bytes follows the same rule. isPad true overrides the register.
int g_padCase = 0; // 0: no SetPadValue, 1: SetPadValue(7), 2: SetPadValue(7) then an isPad copy with 9,
                   // 3: SetPadValue((uint8_t)7) (size mismatch)
int g_padLine = 0;
void PadKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> buf;
    pipe.InitBuffer(buf, 128);
    GlobalTensor<int16_t> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ int16_t*>(src));
    d.SetGlobalBuffer(reinterpret_cast<__gm__ int16_t*>(dst));
    LocalTensor<int16_t> t = buf.Get<int16_t>();
    Duplicate(t, static_cast<int16_t>(5), 64);
    SetFlag<HardEvent::V_MTE2>(EVENT_ID0);
    WaitFlag<HardEvent::V_MTE2>(EVENT_ID0);
    SetFlag<HardEvent::V_MTE3>(EVENT_ID0);
    WaitFlag<HardEvent::V_MTE3>(EVENT_ID0);
    if (g_padCase == 1 || g_padCase == 2) {
        SetPadValue(static_cast<int16_t>(7));
    } else if (g_padCase == 3) {
        SetPadValue(static_cast<uint8_t>(7));
    }
    if (g_padCase == 2) {
        DataCopyPad(t[32], s, DataCopyExtParams{1, 20, 0, 0, 0}, DataCopyPadExtParams<int16_t>{true, 0, 2, 9});
    }
    DataCopyExtParams copy{1, 10 * sizeof(int16_t), 0, 0, 0};
    DataCopyPadExtParams<int16_t> pad;
    pad.isPad = false;
    pad.leftPadding = 0;
    pad.rightPadding = 6;
    g_padLine = __LINE__ + 1;
    DataCopyPad(t, s, copy, pad);
    SetFlag<HardEvent::MTE2_MTE3>(EVENT_ID0);
    WaitFlag<HardEvent::MTE2_MTE3>(EVENT_ID0);
    DataCopy(d, t, 64);
}
TEST_F(MiscApiTest, SetPadValue)
{
    std::vector<int16_t> in(64);
    for (int i = 0; i < 64; ++i) {
        in[i] = static_cast<int16_t>(100 + i);
    }
    for (int padCase = 0; padCase < 3; ++padCase) {
        g_padCase = padCase;
        DeviceBuffer s = Upload(in), d = Upload(std::vector<int16_t>(64, 0));
        ASSERT_TRUE(Launch(&PadKernel, 1, {s.get(), d.get()}).ok) << padCase;
        const auto got = d.ReadAll<int16_t>();
        const int16_t padWant = padCase == 0 ? 5 : (padCase == 1 ? 7 : 9);
        for (int i = 0; i < 16; ++i) {
            ASSERT_EQ(got[i], i < 10 ? 100 + i : padWant) << padCase << ": " << i;
        }
        EXPECT_EQ(got[16], 5) << "past the 32-byte row";
    }
    g_padCase = 3;
    DeviceBuffer s = Upload(in), d = Upload(std::vector<int16_t>(64, 0));
    ExpectFinding(Launch(&PadKernel, 1, {s.get(), d.get()}, "broken_kernel"), "memcheck",
                  "SetPadValue was given a 1-byte value", Where(__FILE__, g_padLine));
}

// ---- DivCeil / Conditional ---------------------------------------------------------------------------------
static_assert(DivCeil(100, 64) == 2 && DivCeil(128, 64) == 2 && DivCeil(0, 7) == 0, "DivCeil");
static_assert(AlignUp(33, 32) == 64 && CeilDivision(7, 0) == 0 && CeilDivision(7, 2) == 4, "AlignUp / CeilDivision");
static_assert(std::is_same_v<Conditional<true, float, half>::type, float> &&
                  std::is_same_v<Conditional<false, float, half>::type, half> &&
                  std::is_same_v<ConditionalMulti<false, true, int8_t, int16_t, int32_t, int64_t>::type, int32_t>,
              "Conditional");
// The compile-time dispatch helpers (kernel_utils.h): a type in a list, a value in a list, a size in a list.
static_assert(IsSameType<half, half>::value && !IsSameType<half, bfloat16_t>::value && TrueType::value &&
                  !FalseType::value && std::is_same_v<BoolInst<true>::Type, TrueType>,
              "IsSameType / BoolInst");
static_assert(SupportType<float, half, float>() && !SupportType<int8_t, half, float, int16_t>() &&
                  SupportType<int8_t, int8_t>(),
              "SupportType");
static_assert(SupportEnum<RoundMode::CAST_RINT, RoundMode::CAST_NONE, RoundMode::CAST_RINT>() &&
                  !SupportEnum<RoundMode::CAST_ODD, RoundMode::CAST_RINT>() && SupportEnum<3, 1, 2, 3>(),
              "SupportEnum");
static_assert(SupportBytes<half, 2, 4>() && SupportBytes<int64_t, 1, 8>() && !SupportBytes<float, 1, 2>(),
              "SupportBytes");
static_assert(std::is_empty_v<Tuple<int, float>>, "Tuple");
uint32_t g_divisor = 0;
MEMAPI_OP(DivCeilByZero)
{
    MEMAPI_MARK();
    As<uint32_t>(o).SetValue(0, DivCeil(100, g_divisor));
}

// ---- findings -------------------------------------------------------------------------------------------------------
MEMAPI_OP(Int4OddCount)
{
    MEMAPI_MARK();
    Cast(As<int8_t>(o).ReinterpretCast<int4b_t>(), As<half>(a), RoundMode::CAST_RINT, 127);
}
MEMAPI_OP(Int4MaskPairs)
{
    uint64_t bits[2] = {0x5, 0}; // bit 0 without bit 1
    MEMAPI_MARK();
    Cast(As<int8_t>(o).ReinterpretCast<int4b_t>(), As<half>(a), RoundMode::CAST_RINT, bits, 1, {1, 1, 2, 8});
}
MEMAPI_OP(Int4Unsupported)
{
    MEMAPI_MARK();
    Cast(As<int8_t>(o).ReinterpretCast<int4b_t>(), As<half>(a), RoundMode::CAST_NONE, 64);
}
MEMAPI_OP(Int4OddOffset)
{
    MEMAPI_MARK();
    As<int8_t>(o).ReinterpretCast<int4b_t>()[3].SetValue(0, int4b_t(1));
}
MEMAPI_OP(UbCopyMisaligned)
{
    MEMAPI_MARK();
    DataCopy(As<half>(o), As<half>(a)[8], 256);
}
MEMAPI_OP(UbCopyOverlap)
{
    MEMAPI_MARK();
    DataCopy(As<half>(a)[16], As<half>(a), DataCopyParams{2, 2, 0, 0});
}
MEMAPI_OP(UbCopyPartialBlock)
{
    MEMAPI_MARK();
    DataCopy(As<half>(o), As<half>(a), 100);
}
struct UbCopyWithoutSync {
    static constexpr bool kSkipInputSync = true;
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        MEMAPI_MARK();
        DataCopy(o, a, 256); // V reads what MTE2 wrote, no MTE2_V flag
    }
};
TEST_F(MiscApiTest, Findings)
{
    ExpectIoFinding<Int4OddCount>("memcheck", "count 127 is odd", __FILE__);
    ExpectIoFinding<Int4MaskPairs>("memcheck", "mask bits 0 and 1 differ", __FILE__);
    ExpectIoFinding<Int4Unsupported>("memcheck", "is not supported on Ascend 950", __FILE__);
    ExpectIoFinding<UbCopyMisaligned>("memcheck", "not 32-byte aligned", __FILE__);
    ExpectIoFinding<UbCopyOverlap>("memcheck", "ranges overlap", __FILE__);
    ExpectIoFinding<UbCopyPartialBlock>("memcheck", "multiple of 32 bytes", __FILE__);
    ExpectIoFinding<UbCopyWithoutSync>("synccheck", "V accesses a block written by MTE2", __FILE__);
    ExpectIoFinding<DivCeilByZero>("memcheck", "division by zero", __FILE__);
}
TEST_F(MiscApiTest, OddInt4OffsetIsAFinding)
{
    // operator[] has no source location of its own: the finding names the API, not the line
    Io io;
    const LaunchOutcome r = RunIo<Int4OddOffset>(io, "broken_kernel");
    ExpectFinding(r, "memcheck", "offset 3 is odd", std::string());
}

} // namespace
