// DataCopy with an ND <-> NZ conversion (数据搬运/DataCopy（GMToUB随路转换ND2NZ搬运）.md,
// DataCopy（UBToGM随路转换NZ2ND搬运）.md; data_copy_nz.h, engine/nz_copy_engine.h): the pages' own examples
// (their printed results and the figures' parameters) and further shapes against an index-permutation
// reference written here, the padding zeros, untouched bytes, and the range checks with their twins.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class NzCopyTest : public KernelTest {};

constexpr uint32_t kUb = 4096; // elements of the UB tile and of y

template <class T>
std::vector<T> Seq(size_t n)
{
    std::vector<T> v(n);
    for (size_t i = 0; i < n; ++i) {
        v[i] = static_cast<T>(static_cast<float>(i + 1));
    }
    return v;
}

// ---- ND2NZ -------------------------------------------------------------------------------------------------
template <class T>
void Nd2NzKernel(GM_ADDR x, GM_ADDR y, const Nd2NzParams& p)
{
    GlobalTensor<T> xg, yg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x), kUb);
    yg.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(y), kUb);
    LocalTensor<T> t(TPosition::VECIN, 0, kUb);
    Duplicate<T>(t, static_cast<T>(-7.0f), kUb); // what the copy does not write stays -7
    KT_FLAG(V_MTE2);
    DataCopy(t, xg, p);
    KT_FLAG(MTE2_MTE3);
    LocalTensor<T> out(TPosition::VECOUT, 0, kUb);
    DataCopy(yg, out, kUb);
}
// The page's call example: one 32 x 32 half matrix, dstNzC0Stride 32, dstNzNStride 1, dstNzMatrixStride 0.
void PageNd2Nz(GM_ADDR x, GM_ADDR y, GM_ADDR) { Nd2NzKernel<half>(x, y, Nd2NzParams{1, 32, 32, 0, 32, 32, 1, 0}); }
// The page's figure: 2 matrices of 2 x 24 halves, rows 48 apart, matrices 144 apart; dst C0 stride 11,
// N stride 2, matrix stride 96.
void FigureNd2Nz(GM_ADDR x, GM_ADDR y, GM_ADDR) { Nd2NzKernel<half>(x, y, Nd2NzParams{2, 2, 24, 144, 48, 11, 2, 96}); }
// float (C0 = 8): 3 matrices of 5 x 13.
void FloatNd2Nz(GM_ADDR x, GM_ADDR y, GM_ADDR) { Nd2NzKernel<float>(x, y, Nd2NzParams{3, 5, 13, 70, 14, 6, 1, 100}); }

// Reference: the page's mapping, element by element; the rest of a row's last C0 is 0, the rest untouched.
template <class T>
std::vector<double> Nd2NzRef(const std::vector<T>& x, const Nd2NzParams& p)
{
    const uint32_t c0 = 32 / sizeof(T);
    std::vector<double> y(kUb, -7.0);
    for (uint32_t m = 0; m < p.ndNum; ++m) {
        for (uint32_t n = 0; n < p.nValue; ++n) {
            const uint32_t padded = (p.dValue + c0 - 1) / c0 * c0;
            for (uint32_t d = 0; d < padded; ++d) {
                const size_t at = m * p.dstNzMatrixStride + (d / c0) * p.dstNzC0Stride * c0 + n * p.dstNzNStride * c0 +
                                  d % c0;
                y[at] = d < p.dValue ? double(float(x[m * p.srcNdMatrixStride + n * p.srcDValue + d])) : 0.0;
            }
        }
    }
    return y;
}

template <class T>
void RunNd2Nz(void (*kernel)(GM_ADDR, GM_ADDR, GM_ADDR), const Nd2NzParams& p)
{
    const std::vector<T> x = Seq<T>(kUb);
    DeviceBuffer xb = Upload(x), yb(kUb * sizeof(T)), u(64);
    ExpectClean(Launch(kernel, 1, {xb.get(), yb.get(), u.get()}, "nd2nz"));
    const std::vector<T> y = yb.Read<T>(kUb);
    const std::vector<double> want = Nd2NzRef(x, p);
    for (uint32_t i = 0; i < kUb; ++i) {
        EXPECT_EQ(double(float(y[i])), want[i]) << i;
    }
}

TEST_F(NzCopyTest, Nd2NzPageExample)
{
    RunNd2Nz<half>(&PageNd2Nz, Nd2NzParams{1, 32, 32, 0, 32, 32, 1, 0});
    // The page's printed result: [1 2 ... 15 16 33 34 ... 47 48 65 ...], the second half of each row after.
    const std::vector<half> x = Seq<half>(kUb);
    DeviceBuffer xb = Upload(x), yb(kUb * sizeof(half)), u(64);
    ExpectClean(Launch(&PageNd2Nz, 1, {xb.get(), yb.get(), u.get()}, "nd2nz_page"));
    const std::vector<half> y = yb.Read<half>(kUb);
    EXPECT_EQ(float(y[15]), 16.0f);
    EXPECT_EQ(float(y[16]), 33.0f);
    EXPECT_EQ(float(y[32]), 65.0f);
    EXPECT_EQ(float(y[1022]), 1023.0f);
    EXPECT_EQ(float(y[1023]), 1024.0f);
}
TEST_F(NzCopyTest, Nd2NzFigureWithPadding) { RunNd2Nz<half>(&FigureNd2Nz, Nd2NzParams{2, 2, 24, 144, 48, 11, 2, 96}); }
TEST_F(NzCopyTest, Nd2NzFloatThreeMatrices) { RunNd2Nz<float>(&FloatNd2Nz, Nd2NzParams{3, 5, 13, 70, 14, 6, 1, 100}); }

// ---- NZ2ND -------------------------------------------------------------------------------------------------
template <class T>
void Nz2NdKernel(GM_ADDR x, GM_ADDR y, const Nz2NdParamsFull& p)
{
    GlobalTensor<T> xg, yg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x), kUb);
    yg.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(y), kUb);
    LocalTensor<T> t(TPosition::VECOUT, 0, kUb);
    DataCopy(t, xg, kUb);
    KT_FLAG(MTE2_MTE3);
    DataCopy(yg, t, p);
}
// The page's call example (32 x 32 halves) and its float figure (2 matrices of 4 x 32).
void PageNz2Nd(GM_ADDR x, GM_ADDR y, GM_ADDR) { Nz2NdKernel<half>(x, y, Nz2NdParamsFull{1, 32, 32, 1, 32, 32, 1}); }
void FigureNz2Nd(GM_ADDR x, GM_ADDR y, GM_ADDR) { Nz2NdKernel<float>(x, y, Nz2NdParamsFull{2, 4, 32, 1, 4, 144, 40}); }

template <class T>
void RunNz2Nd(void (*kernel)(GM_ADDR, GM_ADDR, GM_ADDR), const Nz2NdParamsFull& p)
{
    const std::vector<T> x = Seq<T>(kUb);
    const std::vector<T> fill(kUb, static_cast<T>(-7.0f));
    DeviceBuffer xb = Upload(x), yb = Upload(fill), u(64);
    ExpectClean(Launch(kernel, 1, {xb.get(), yb.get(), u.get()}, "nz2nd"));
    const std::vector<T> y = yb.Read<T>(kUb);
    std::vector<double> want(kUb, -7.0);
    for (uint32_t m = 0; m < p.ndNum; ++m) {
        for (uint32_t n = 0; n < p.nValue; ++n) {
            for (uint32_t d = 0; d < p.dValue; ++d) {
                const size_t s = m * p.srcNdMatrixStride * 256 + (d / 16) * p.srcNStride * 16 + n * 16 + d % 16;
                want[m * p.dstNdMatrixStride + n * p.dstDStride + d] = double(float(x[s]));
            }
        }
    }
    for (uint32_t i = 0; i < kUb; ++i) {
        EXPECT_EQ(double(float(y[i])), want[i]) << i;
    }
}
TEST_F(NzCopyTest, Nz2NdPageExample)
{
    RunNz2Nd<half>(&PageNz2Nd, Nz2NdParamsFull{1, 32, 32, 1, 32, 32, 1});
    // The page's printed result: [1 2 ... 15 16 513 514 ... 527 528 17 18 ...], ending 1009 ... 1024.
    const std::vector<half> x = Seq<half>(kUb);
    DeviceBuffer xb = Upload(x), yb(kUb * sizeof(half)), u(64);
    ExpectClean(Launch(&PageNz2Nd, 1, {xb.get(), yb.get(), u.get()}, "nz2nd_page"));
    const std::vector<half> y = yb.Read<half>(1024);
    EXPECT_EQ(float(y[15]), 16.0f);
    EXPECT_EQ(float(y[16]), 513.0f);
    EXPECT_EQ(float(y[31]), 528.0f);
    EXPECT_EQ(float(y[32]), 17.0f);
    EXPECT_EQ(float(y[1023]), 1024.0f);
}
TEST_F(NzCopyTest, Nz2NdFloatFigure) { RunNz2Nd<float>(&FigureNz2Nd, Nz2NdParamsFull{2, 4, 32, 1, 4, 144, 40}); }

// ---- range checks and their twins ----------------------------------------------------------------------------
void Nd2NzBadSrcD(GM_ADDR x, GM_ADDR y, GM_ADDR)
{
    GlobalTensor<float> xg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kNegFloats);
    LocalTensor<float> t(TPosition::VECIN, 0, 1024);
    KT_MARK(g_line);
    DataCopy(t, xg, Nd2NzParams{1, 4, 8, 0, static_cast<uint64_t>(Broken() ? 0 : 8), 4, 1, 0});
    (void)y;
}
void Nd2NzBadMatrixStride(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    GlobalTensor<float> xg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kNegFloats);
    LocalTensor<float> t(TPosition::VECIN, 0, 1024);
    KT_MARK(g_line);
    DataCopy(t, xg, Nd2NzParams{2, 4, 8, 32, 8, 4, 1, Broken() ? 0u : 64u}); // 0 with two matrices
}
void Nz2NdBadD(GM_ADDR x, GM_ADDR y, GM_ADDR)
{
    GlobalTensor<float> xg, yg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kNegFloats);
    yg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), kNegFloats);
    LocalTensor<float> t(TPosition::VECOUT, 0, 1024);
    DataCopy(t, xg, 1024);
    KT_FLAG(MTE2_MTE3);
    KT_MARK(g_line);
    DataCopy(yg, t, Nz2NdParamsFull{1, 4, static_cast<uint16_t>(Broken() ? 24 : 32), 1, 4, 32, 1});
}
TEST_F(NzCopyTest, RangeChecks)
{
    ExpectBrokenAndTwin(&Nd2NzBadSrcD, "memcheck", "srcDValue 0 is outside its Ascend 950 range [1, 65535]", __FILE__);
    ExpectBrokenAndTwin(&Nd2NzBadMatrixStride, "memcheck", "dstNzMatrixStride 0 is outside", __FILE__);
    ExpectBrokenAndTwin(&Nz2NdBadD, "memcheck", "dValue 24 is not a multiple of 16", __FILE__);
}

} // namespace
