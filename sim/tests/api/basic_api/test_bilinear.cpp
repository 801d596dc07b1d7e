// BilinearInterpolation (Memory矢量计算/基础算术/BilinearInterpolation(ISASI).md; vector_bilinear.h,
// engine/bilinear_engine.h): the page's worked example in both repeat modes (its step-by-step values), random
// data, offsets, a partial mask and dstBlkStride 2 against a float64 loop of the page's formula (each product and
// sum rounded to half, nearest-even), and the 约束说明 checks with their twins.
#include <cmath>

#include "memapi_test_util.h"

using namespace memapi;

namespace {

class BilinearTest : public KernelTest {};

// The page's reference: dst[v * vROffset + (k / 16) * blkStride * 16 + k % 16] = sum over h (in order) of
// half(src0[off[8 i + k / 16] / 2 + k % 16] * src1[i or 8 i + k / 16]), i = v * hRepeat + h.
std::vector<double> Reference(const std::vector<half>& s0, const std::vector<uint32_t>& off,
                              const std::vector<half>& s1, const uint64_t mask[2], int hRep, int vRep, bool repMode,
                              int blkStride, int vROffset, std::vector<double> dst)
{
    for (int v = 0; v < vRep; ++v) {
        for (int k = 0; k < 128; ++k) {
            if (!MaskBit(mask, k)) {
                continue;
            }
            double acc = 0.0;
            for (int h = 0; h < hRep; ++h) {
                const int i = v * hRep + h;
                const double a = D(s0[off[8 * i + k / 16] / 2 + k % 16]);
                const double s = D(s1[repMode ? 8 * i + k / 16 : i]);
                acc = HalfRne(acc + HalfRne(a * s));
            }
            dst[v * vROffset + (k / 16) * blkStride * 16 + k % 16] = acc;
        }
    }
    return dst;
}

template <bool repMode>
struct PageExample {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>& c)
    {
        BilinearInterpolation(As<half>(o), As<half>(a), As<uint32_t>(c), As<half>(b)[0], static_cast<uint64_t>(128), 2,
                              repMode, 1, 128, 2, o);
    }
};

template <bool repMode>
void RunPage()
{
    Io io;
    std::vector<half> s0(4096, half(0.0f)), s1(4096, half(0.0f));
    std::vector<uint32_t> off(2048, 0);
    for (int i = 0; i < 512; ++i) {
        s0[i] = half(float(i + 1));
    }
    for (int i = 0; i < 32; ++i) {
        off[i] = 32u * i;
        s1[i] = half(float(i + 2));
    }
    Io::Put(io.a, s0);
    Io::Put(io.b, s1);
    Io::Put(io.c, off);
    ExpectClean(RunIo<PageExample<repMode>>(io));
    const auto got = Io::View<half>(io.o);
    // The page's step 4: dst[0:127] = tmp[0:127] + tmp[128:255], dst[128:255] = tmp[256:383] + tmp[384:511].
    for (int k = 0; k < 256; ++k) {
        const int v = k / 128, j = k % 128;
        const double s1a = repMode ? 2 + (2 * v) * 8 + j / 16 : 2 + 2 * v;
        const double s1b = repMode ? 2 + (2 * v + 1) * 8 + j / 16 : 3 + 2 * v;
        const double want = HalfRne(HalfRne((256 * v + j + 1) * s1a) + HalfRne((256 * v + 128 + j + 1) * s1b));
        EXPECT_EQ(D(got[k]), want) << k;
    }
}
TEST_F(BilinearTest, PageExampleRepeatModeFalse) { RunPage<false>(); }
TEST_F(BilinearTest, PageExampleRepeatModeTrue) { RunPage<true>(); }

struct RandomCase {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>& c)
    {
        uint64_t mask[2] = {0xFFFF00FF0F0FFFF0ull, 0x00FFFFFF0000FFFFull};
        BilinearInterpolation(As<half>(o), As<half>(a), As<uint32_t>(c), As<half>(b), mask, 3, true, 2, 512, 3, o);
    }
};
TEST_F(BilinearTest, RandomAgainstFloat64Loop)
{
    Io io;
    const auto s0 = RandomVec<half>(4096, -4, 4, 21);
    const auto s1 = RandomVec<half>(4096, -2, 2, 22);
    std::vector<uint32_t> off(2048, 0);
    for (int i = 0; i < 72; ++i) {
        off[i] = 32u * static_cast<uint32_t>((i * 97 + 13) % 256); // scattered DataBlocks of src0
    }
    Io::Put(io.a, s0);
    Io::Put(io.b, s1);
    Io::Put(io.c, off);
    ExpectClean(RunIo<RandomCase>(io));
    const auto got = Io::View<half>(io.o);
    std::vector<double> before(4096, D(half(Io::View<half>(Io().o)[0])));
    const uint64_t mask[2] = {0xFFFF00FF0F0FFFF0ull, 0x00FFFFFF0000FFFFull};
    const auto want = Reference(s0, off, s1, mask, 3, 3, true, 2, 512, before);
    for (int k = 0; k < 4096; ++k) {
        if (std::isnan(want[k])) {
            EXPECT_TRUE(std::isnan(D(got[k]))) << k;
        } else {
            EXPECT_EQ(D(got[k]), want[k]) << k;
        }
    }
}

// ---- findings and their twins ---------------------------------------------------------------------------
MEMAPI_OP(SmallVROffset)
{
    MEMAPI_MARK();
    BilinearInterpolation(As<half>(o), As<half>(a), As<uint32_t>(c), As<half>(b), static_cast<uint64_t>(128), 1, false,
                          1, 64, 2, o);
}
MEMAPI_OP(UnalignedOffset)
{
    c.ReinterpretCast<uint32_t>().SetValue(3, 16u); // half a DataBlock
    PipeBarrier<PIPE_ALL>();
    MEMAPI_MARK();
    BilinearInterpolation(As<half>(o), As<half>(a), As<uint32_t>(c), As<half>(b), static_cast<uint64_t>(128), 1, false,
                          1, 128, 1, o);
}
MEMAPI_OP(ZeroHRepeat)
{
    MEMAPI_MARK();
    BilinearInterpolation(As<half>(o), As<half>(a), As<uint32_t>(c), As<half>(b), static_cast<uint64_t>(128), 0, false,
                          1, 128, 1, o);
}
MEMAPI_OP(Twins)
{
    BilinearInterpolation(As<half>(o), As<half>(a), As<uint32_t>(c), As<half>(b), static_cast<uint64_t>(128), 1, false,
                          1, 128, 2, o);
    c.ReinterpretCast<uint32_t>().SetValue(3, 32u);
    PipeBarrier<PIPE_ALL>();
    BilinearInterpolation(As<half>(o)[1024], As<half>(a), As<uint32_t>(c), As<half>(b), static_cast<uint64_t>(128), 1,
                          false, 1, 128, 1, o);
}
TEST_F(BilinearTest, FindingsAndTwins)
{
    ExpectIoFinding<SmallVROffset>("memcheck", "vROffset 64 must be in [128, 65535)", __FILE__);
    ExpectIoFinding<UnalignedOffset>("memcheck", "src0Offset[3] = 16 must be a multiple of 32", __FILE__);
    ExpectIoFinding<ZeroHRepeat>("memcheck", "hRepeat 0 is outside [1, 255]", __FILE__);
    Io io;
    ExpectClean(RunIo<Twins>(io));
}

} // namespace
