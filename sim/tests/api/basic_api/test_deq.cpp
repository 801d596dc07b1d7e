// SetDeqScale, CastDequant / CastDeq, AddDeqRelu (Memory矢量计算/类型转换辅助配置接口/SetDeqScale.md,
// 复合计算/CastDequant.md, AddDeqRelu.md), added by following sim/README.md's "Adding an API": results against
// float64 / integer references of the pages' formulas written here (int32_t -> half: Cast(src * scale)
// nearest-even, saturating as 950's CTRL default; int16_t -> b8: rint(src * scale) + offset saturated, the
// scale with its 10 mantissa bits), the pages' own examples, the DataBlock halves, and every check with a
// firing kernel and a silent twin.
#include <cmath>
#include <limits>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class DeqTest : public KernelTest {};

constexpr uint32_t kN = 256;

// The page's s162b8 formula: rint(src * scale) + offset, saturated to the b8 type.
template <class T>
int B8Ref(int16_t x, double scale, int offset)
{
    const double v = std::nearbyint(double(x) * scale) + offset;
    return static_cast<int>(
        std::min(std::max(v, double(std::numeric_limits<T>::min())), double(std::numeric_limits<T>::max())));
}

// ---- int32_t -> half ------------------------------------------------------------------------------------------
MEMAPI_OP(DeqHalfCount)
{
    SetDeqScale(half(0.1f));
    CastDequant<half, int32_t>(As<half>(o), As<int32_t>(a), kN);
    CastDeq<half, int32_t>(As<half>(o)[1024], As<int32_t>(a), kN); // the older name
}
TEST_F(DeqTest, Int32ToHalfCountForm)
{
    Io io;
    auto src = RandomVec<int32_t>(kN, -8000, 8000, 1);
    src[0] = 1 << 30; // beyond half: saturates to 65504
    src[1] = -(1 << 30);
    Io::Put(io.a, src);
    ExpectClean(RunIo<DeqHalfCount>(io));
    const auto got = Io::View<half>(io.o);
    const double scale = D(half(0.1f));
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(D(got[i]), HalfRne(double(src[i]) * scale)) << i;
        EXPECT_EQ(D(got[1024 + i]), D(got[i])) << i;
    }
}

// Mask form: 64 int32_t sources per repeat, the halves in the first 4 DataBlocks (Cast's mixed layout).
MEMAPI_OP(DeqHalfMask)
{
    SetDeqScale(half(-2.5f));
    uint64_t mask[2] = {0xFFFF0000FFFF00F0ull, 0};
    CastDequant<half, int32_t>(As<half>(o), As<int32_t>(a), mask, 2, {1, 1, 4, 8});
}
TEST_F(DeqTest, Int32ToHalfMaskForm)
{
    Io io;
    const auto src = RandomVec<int32_t>(kIoBytes / 4, -3000, 3000, 2);
    Io::Put(io.a, src);
    ExpectClean(RunIo<DeqHalfMask>(io));
    const auto got = Io::View<uint16_t>(io.o);
    const auto gotH = Io::View<half>(io.o);
    const uint64_t mask[2] = {0xFFFF0000FFFF00F0ull, 0};
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 64; ++k) {
            const size_t d = At<half>(k, r, 1, 4);
            if (MaskBit(mask, k)) {
                EXPECT_EQ(D(gotH[d]), HalfRne(double(src[At<int32_t>(k, r, 1, 8)]) * -2.5)) << r << " " << k;
            } else {
                EXPECT_EQ(got[d], 0xEEEEu) << r << " " << k; // masked out: kept
            }
        }
    }
}

// Cast int32_t -> half is the same s322fp16 dequantisation (Cast.md: "roundMode不生效，与SetDeqScale(half
// scale)接口配合使用"; SetDeqScale.md 表1): the count form with a round mode that has no effect, and a mask form.
MEMAPI_OP(CastInt32ToHalf)
{
    SetDeqScale(half(0.1f));
    Cast(As<half>(o), As<int32_t>(a), RoundMode::CAST_TRUNC, kN);
    uint64_t mask[2] = {0xFFFF0000FFFF00F0ull, 0};
    Cast(As<half>(o)[1024], As<int32_t>(a), RoundMode::CAST_NONE, mask, 2, {1, 1, 4, 8});
}
TEST_F(DeqTest, CastInt32ToHalfReadsTheHalfScale)
{
    Io io;
    auto src = RandomVec<int32_t>(kIoBytes / 4, -8000, 8000, 3);
    src[0] = 1 << 30; // beyond half: saturates to 65504
    src[5] = 7;       // 0.7: TRUNC would give 0, the dequantisation rounds to nearest
    Io::Put(io.a, src);
    ExpectClean(RunIo<CastInt32ToHalf>(io));
    const auto gotH = Io::View<half>(io.o);
    const auto got = Io::View<uint16_t>(io.o);
    const double scale = D(half(0.1f));
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(D(gotH[i]), HalfRne(double(src[i]) * scale)) << i;
    }
    const uint64_t mask[2] = {0xFFFF0000FFFF00F0ull, 0};
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 64; ++k) {
            const size_t d = 1024 + At<half>(k, r, 1, 4);
            if (MaskBit(mask, k)) {
                EXPECT_EQ(D(gotH[d]), HalfRne(double(src[At<int32_t>(k, r, 1, 8)]) * scale)) << r << " " << k;
            } else {
                EXPECT_EQ(got[d], 0xEEEEu) << r << " " << k; // masked out: kept
            }
        }
    }
}
MEMAPI_OP(CastInt32ToHalfWithoutScale)
{
    MEMAPI_MARK();
    Cast(As<half>(o), As<int32_t>(a), RoundMode::CAST_NONE, kN);
}

// ---- AddDeqRelu -------------------------------------------------------------------------------------------------
MEMAPI_OP(AddDeqReluPageExample)
{
    SetDeqScale(half(0.1f)); // AddDeqRelu.md 调用示例
    AddDeqRelu(As<half>(o), As<int32_t>(a), As<int32_t>(b), 512);
}
TEST_F(DeqTest, AddDeqReluPageExampleAndRandom)
{
    Io io;
    auto a = RandomVec<int32_t>(512, -100, 100, 3);
    auto b = RandomVec<int32_t>(512, -100, 100, 4);
    const int32_t pa[] = {70, 36, 43, 54, 28, 49, 27, 82, 95};
    const int32_t pb[] = {19, 33, 34, 50, 42, 2, 97, 93, 99};
    const double printed[] = {8.9, 6.9, 7.7, 10.4, 7.0, 5.1, 12.4, 17.5, 19.4};
    std::copy(std::begin(pa), std::end(pa), a.begin());
    std::copy(std::begin(pb), std::end(pb), b.begin());
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    ExpectClean(RunIo<AddDeqReluPageExample>(io));
    const auto got = Io::View<half>(io.o);
    for (int i = 0; i < 9; ++i) {
        EXPECT_NEAR(D(got[i]), printed[i], 0.01) << i; // the page prints one decimal
    }
    const double scale = D(half(0.1f));
    for (uint32_t i = 0; i < 512; ++i) {
        EXPECT_EQ(D(got[i]), HalfRne(std::max(0.0, double(a[i] + b[i]) * scale))) << i;
    }
}

MEMAPI_OP(AddDeqReluMask)
{
    SetDeqScale(half(0.1f));
    AddDeqRelu(As<half>(o), As<int32_t>(a), As<int32_t>(b), static_cast<uint64_t>(64), 4, {1, 1, 1, 4, 8, 8});
    uint64_t mask[2] = {UINT64_MAX, UINT64_MAX}; // the page's bit-wise example (the upper 64 bits unused)
    AddDeqRelu<half, int32_t>(As<half>(o)[1024], As<int32_t>(a), As<int32_t>(b), mask, 4, {1, 1, 1, 4, 8, 8});
}
TEST_F(DeqTest, AddDeqReluMaskForms)
{
    Io io;
    const auto a = RandomVec<int32_t>(kN, -4000, 4000, 5);
    const auto b = RandomVec<int32_t>(kN, -4000, 4000, 6);
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    ExpectClean(RunIo<AddDeqReluMask>(io));
    const auto got = Io::View<half>(io.o);
    const double scale = D(half(0.1f));
    for (uint32_t i = 0; i < kN; ++i) {
        const double want = HalfRne(std::max(0.0, double(a[i] + b[i]) * scale));
        EXPECT_EQ(D(got[i]), want) << i;
        EXPECT_EQ(D(got[1024 + i]), want) << i;
    }
}

// ---- int16_t -> b8 -----------------------------------------------------------------------------------------------
// CastDequant.md's example: the vector form with scale 1, offset 0, unsigned, halfBlock = true: the 16 results of
// each DataBlock in its upper half, the lower half 0 (the page's printed output).
MEMAPI_OP(B8PageExample)
{
    float scale[16];
    int16_t offset[16];
    bool sign[16];
    for (int i = 0; i < 16; ++i) {
        scale[i] = 1.0f;
        offset[i] = 0;
        sign[i] = false;
    }
    SetDeqScale<uint64_t>(As<uint64_t>(c), VdeqInfo(scale, offset, sign));
    CastDequant<uint8_t, int16_t, true, true>(As<uint8_t>(o), As<int16_t>(a), 256);
}
TEST_F(DeqTest, Int16ToB8PageExample)
{
    const int16_t in[256] = {
        20, 53, 26, 12, 36, 6,  20, 93, 66, 30, 56, 99, 59, 92, 7,  37, 22, 47, 98, 10, 85, 29, 14, 46, 17, 34,
        45, 17, 25, 45, 82, 17, 66, 94, 68, 23, 67, 8,  89, 8,  92, 6,  10, 80, 87, 20, 9,  81, 70, 62, 11, 58,
        38, 83, 32, 14, 38, 47, 41, 63, 94, 26, 96, 89, 88, 35, 86, 55, 60, 82, 15, 65, 92, 67, 83, 23, 63, 25,
        85, 93, 50, 91, 75, 60, 80, 10, 55, 20, 71, 14, 67, 23, 31, 63, 7,  93, 69, 45, 61, 23, 43, 86, 11, 81,
        81, 36, 76, 58, 53, 25, 23, 51, 59, 78, 82, 10, 39, 40, 24, 50, 68, 49, 79, 40, 4,  53, 22, 38, 45, 17,
        29, 54, 9,  66, 98, 47, 12, 47, 47, 20, 98, 0,  59, 77, 1,  21, 39, 70, 66, 20, 68, 8,  77, 77, 54, 0,
        3,  33, 37, 37, 48, 60, 83, 88, 27, 70, 31, 49, 75, 21, 59, 3,  99, 84, 92, 84, 14, 44, 26, 56, 72, 56,
        37, 52, 39, 11, 2,  59, 59, 65, 71, 64, 10, 65, 62, 48, 42, 79, 69, 69, 27, 99, 8,  38, 36, 77, 34, 34,
        60, 50, 52, 50, 41, 31, 95, 68, 27, 16, 42, 64, 19, 47, 0,  10, 36, 36, 33, 62, 98, 64, 32, 81, 49, 53,
        27, 70, 35, 9,  63, 7,  10, 89, 3,  39, 94, 23, 89, 16, 23, 60, 71, 42, 46, 58, 65, 90};
    Io io;
    Io::Put(io.a, std::vector<int16_t>(std::begin(in), std::end(in)));
    ExpectClean(RunIo<B8PageExample>(io));
    for (uint32_t blk = 0; blk < 16; ++blk) {
        for (uint32_t j = 0; j < 16; ++j) {
            EXPECT_EQ(io.o[blk * 32 + j], 0) << blk << " " << j;
            EXPECT_EQ(io.o[blk * 32 + 16 + j], in[blk * 16 + j]) << blk << " " << j;
        }
    }
}

// The per-tensor form, int8_t, halfBlock = false: the results in the lower 16 bytes; a count that ends inside
// a DataBlock; negative offset; the scale read with 10 mantissa bits (0.5 + 2^-12 acts as 0.5).
MEMAPI_OP(B8PerTensor)
{
    SetDeqScale(0.75f, int16_t{-7}, true);
    CastDequant<int8_t, int16_t, false, false>(As<int8_t>(o), As<int16_t>(a), 200);
    SetDeqScale(0.5f + 0x1p-12f, int16_t{0}, true);
    CastDequant<int8_t, int16_t, false, false>(As<int8_t>(o)[1024], As<int16_t>(b), 16);
}
TEST_F(DeqTest, Int16ToB8PerTensor)
{
    Io io;
    const auto a = RandomVec<int16_t>(200, -300, 300, 7);
    Io::Put(io.a, a);
    Io::Put(io.b, std::vector<int16_t>{201, 203, -201, 199, 1, 3, 5, -3, 100, 101, 102, 103, -100, -101, 255, -255});
    const Io in = io;
    ExpectClean(RunIo<B8PerTensor>(io));
    const auto got = Io::View<int8_t>(io.o);
    for (uint32_t i = 0; i < 200; ++i) {
        EXPECT_EQ(got[(i / 16) * 32 + i % 16], B8Ref<int8_t>(a[i], 0.75, -7)) << i;
    }
    for (uint32_t i = 200; i < 208; ++i) {
        EXPECT_EQ(got[(i / 16) * 32 + i % 16], 0) << i; // the last block's unused lanes
    }
    for (uint32_t blk = 0; blk < 13; ++blk) {
        for (uint32_t j = 16; j < 32; ++j) {
            EXPECT_EQ(got[blk * 32 + j], 0) << blk; // the other half
        }
    }
    EXPECT_EQ(io.o[13 * 32], 0xEE); // beyond the last DataBlock: untouched
    const auto b = Io::View<int16_t>(in.b);
    for (uint32_t i = 0; i < 16; ++i) {
        EXPECT_EQ(got[1024 + i], B8Ref<int8_t>(b[i], 0.5, 0)) << i; // 201 * 0.5 = 100.5 -> 100 (even)
    }
}

// The vector form's 16 groups (group j serves lane j of every DataBlock), the mask form with strides and
// halfBlock = false: the enabled lanes' bytes only; everything else keeps its value.
MEMAPI_OP(B8VectorMask)
{
    float scale[16];
    int16_t offset[16];
    bool sign[16];
    for (int j = 0; j < 16; ++j) {
        scale[j] = 0.25f * float(j + 1);
        offset[j] = static_cast<int16_t>(j * 3 - 20);
        sign[j] = false;
    }
    SetDeqScale(As<uint64_t>(c), VdeqInfo(scale, offset, sign));
    uint64_t mask[2] = {0xF0F0F0F0F0F0F0F0ull, 0x0000FFFF0000FFFFull};
    CastDequant<uint8_t, int16_t, true, true, false>(As<uint8_t>(o), As<int16_t>(a), mask, 2, {2, 1, 16, 8});
}
TEST_F(DeqTest, Int16ToB8VectorMaskForm)
{
    Io io;
    const auto a = RandomVec<int16_t>(kIoBytes / 2, -60, 60, 8);
    Io::Put(io.a, a);
    ExpectClean(RunIo<B8VectorMask>(io));
    std::vector<uint8_t> want(kIoBytes, 0xEE);
    const uint64_t mask[2] = {0xF0F0F0F0F0F0F0F0ull, 0x0000FFFF0000FFFFull};
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 128; ++k) {
            if (MaskBit(mask, k)) {
                const uint64_t j = k % 16;
                const size_t d = (r * 16 + (k / 16) * 2) * 32 + j;
                want[d] = static_cast<uint8_t>(
                    B8Ref<uint8_t>(a[At<int16_t>(k, r, 1, 8)], 0.25 * double(j + 1), int(j) * 3 - 20));
            }
        }
    }
    for (size_t i = 0; i < 2048; ++i) {
        EXPECT_EQ(io.o[i], want[i]) << i;
    }
}

// ---- findings and their twins ---------------------------------------------------------------------------------
MEMAPI_OP(NoDeqScale)
{
    MEMAPI_MARK();
    CastDequant<half, int32_t>(As<half>(o), As<int32_t>(a), 64u);
}
MEMAPI_OP(WrongDeqForm)
{
    SetDeqScale(1.0f, int16_t{0}, true);
    MEMAPI_MARK();
    CastDequant<int8_t, int16_t, true, true>(As<int8_t>(o), As<int16_t>(a), 64u); // isVecDeq needs the tensor form
}
MEMAPI_OP(AddDeqReluAfterB8Scale)
{
    SetDeqScale(1.0f, int16_t{0}, true);
    MEMAPI_MARK();
    AddDeqRelu(As<half>(o), As<int32_t>(a), As<int32_t>(b), 64);
}
MEMAPI_OP(OffsetTooWide)
{
    MEMAPI_MARK();
    SetDeqScale(1.0f, int16_t{256}, true);
}
MEMAPI_OP(SignModeMismatch)
{
    SetDeqScale(1.0f, int16_t{0}, true);
    MEMAPI_MARK();
    CastDequant<uint8_t, int16_t, false, true>(As<uint8_t>(o), As<int16_t>(a), 64u);
}
MEMAPI_OP(VdeqTooSmall)
{
    const float s[16] = {1};
    const int16_t off[16] = {0};
    const bool sign[16] = {true};
    MEMAPI_MARK();
    SetDeqScale(As<uint64_t>(c)[1020], VdeqInfo(s, off, sign)); // 4 words left in the buffer
}
MEMAPI_OP(S9Disagreement)
{
    SetDeqScale(1.0f, int16_t{-100}, false);
    MEMAPI_MARK();
    CastDequant<uint8_t, int16_t, false, true>(As<uint8_t>(o), As<int16_t>(c), 16u); // 300 - 100: 200 or 155
}
TEST_F(DeqTest, Findings)
{
    ExpectIoFinding<NoDeqScale>("ctrlcheck", "no SetDeqScale ran in this launch", __FILE__);
    ExpectIoFinding<CastInt32ToHalfWithoutScale>("ctrlcheck", "no SetDeqScale ran in this launch", __FILE__);
    ExpectIoFinding<WrongDeqForm>("ctrlcheck", "the last write was SetDeqScale(float scale", __FILE__);
    ExpectIoFinding<AddDeqReluAfterB8Scale>("ctrlcheck", "SetDeqScale(half scale)", __FILE__);
    ExpectIoFinding<OffsetTooWide>("memcheck", "9 valid bits", __FILE__);
    ExpectIoFinding<SignModeMismatch>("memcheck", "does not match a uint8_t destination", __FILE__);
    ExpectIoFinding<VdeqTooSmall>("memcheck", "outside the LocalTensor's buffer", __FILE__);
}
TEST_F(DeqTest, S9DisagreementIsUnknown)
{
    const ScopedSanitizerSetting fatal("initcheck=fatal");
    Io io;
    Io::Put(io.c, std::vector<int16_t>(16, 300));
    g_mark = 0;
    const LaunchOutcome r = RunIo<S9Disagreement>(io, "broken_kernel");
    ExpectFinding(r, "initcheck", "", Where(__FILE__, g_mark.load()));
}

// The twins: the same calls with the matching SetDeqScale, a 9-bit offset, the matching type, a 128-byte
// vdeq, and a product inside [-256, 255] stay silent.
MEMAPI_OP(Twins)
{
    SetDeqScale(half(1.0f));
    CastDequant<half, int32_t>(As<half>(o), As<int32_t>(a), 64u);
    AddDeqRelu(As<half>(o)[64], As<int32_t>(a), As<int32_t>(b), 64);
    const float s[16] = {1};
    const int16_t off[16] = {0};
    const bool sign[16] = {true, true, true, true, true, true, true, true,
                           true, true, true, true, true, true, true, true};
    SetDeqScale(As<uint64_t>(c)[1008], VdeqInfo(s, off, sign));
    CastDequant<int8_t, int16_t, true, true>(As<int8_t>(o)[512], As<int16_t>(a), 64u);
    SetDeqScale(1.0f, int16_t{255}, true);
    SetDeqScale(1.0f, int16_t{-100}, false);
    CastDequant<uint8_t, int16_t, false, true>(As<uint8_t>(o)[1024], As<int16_t>(b), 16u);
}
TEST_F(DeqTest, TwinsStaySilent)
{
    const ScopedSanitizerSetting fatal("initcheck=fatal");
    Io io;
    Io::Put(io.b, std::vector<int16_t>(16, 250));
    ExpectClean(RunIo<Twins>(io));
    EXPECT_EQ(io.o[1024 + 16], 150); // 250 - 100
}

} // namespace
