// DataCopy with NdDmaParams (NDDMA) and with SliceInfo (data_copy_nd.h), on the official samples'
// scenarios (data_copy_gm2ub_nddma, data_copy_gm2ub_slice) against host references.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class DataCopyNdTest : public KernelTest {};

constexpr uint32_t kDst = 2048;
// At namespace scope: GCC 12 has an internal compiler error on a function template's local static
// constexpr NdDmaConfig used as the template argument (the official sample's form; clang accepts it).
inline constexpr NdDmaConfig kPadCfg;
inline constexpr NdDmaConfig kNearestCfg = {true};

template <int scenario>
void NdDmaKernel(GM_ADDR x, GM_ADDR y, GM_ADDR)
{
    GlobalTensor<float> xg, yg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), 64 * 64);
    yg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(y), kDst);
    LocalTensor<float> t(TPosition::VECIN, 0, kDst);
    Duplicate<float>(t, 0.0f, kDst);
    KT_FLAG(V_MTE2);
    if (!Broken()) {
        NdDmaDci();
    }
    if constexpr (scenario == 1) { // 2-D constant padding
        NdDmaLoopInfo<2> loopInfo{{1, 32}, {1, 64}, {32, 16}, {15, 13}, {17, 3}};
        NdDmaParams<float, 2> params{loopInfo, 0};
        KT_MARK(g_line);
        DataCopy<float, 2, kPadCfg>(t, xg, params);
    } else if constexpr (scenario == 2) { // nearest-value padding
        NdDmaLoopInfo<2> loopInfo{{1, 15}, {1, 32}, {15, 28}, {11, 3}, {6, 1}};
        NdDmaParams<float, 2> params{loopInfo, 0};
        DataCopy<float, 2, kNearestCfg>(t, xg, params);
    } else { // transpose 16 x 64 -> 64 x 16
        NdDmaLoopInfo<2> loopInfo{{1, 64}, {16, 1}, {64, 16}, {0, 0}, {0, 0}};
        NdDmaParams<float, 2> params{loopInfo, 0};
        DataCopy(t, xg, params);
    }
    KT_FLAG(MTE2_MTE3);
    LocalTensor<float> out(TPosition::VECOUT, 0, kDst);
    DataCopy(yg, out, kDst);
}

std::vector<float> Seq(size_t n)
{
    std::vector<float> v(n);
    for (size_t i = 0; i < n; ++i) {
        v[i] = static_cast<float>(i + 1);
    }
    return v;
}

TEST_F(DataCopyNdTest, NdDmaConstantPadding)
{
    const std::vector<float> x = Seq(64 * 64);
    DeviceBuffer xb = Upload(x), yb(kDst * sizeof(float)), u(64);
    g_broken = false;
    ExpectClean(Launch(&NdDmaKernel<1>, 1, {xb.get(), yb.get(), u.get()}, "nddma_pad"));
    const std::vector<float> y = yb.Read<float>(kDst);
    for (uint32_t r = 0; r < 32; ++r) {
        for (uint32_t c = 0; c < 64; ++c) {
            const bool data = r >= 13 && r < 29 && c >= 15 && c < 47;
            EXPECT_EQ(y[r * 64 + c], data ? x[(r - 13) * 32 + (c - 15)] : 0.0f) << r << "," << c;
        }
    }
}

TEST_F(DataCopyNdTest, NdDmaNearestValuePadding)
{
    const std::vector<float> x = Seq(64 * 64);
    DeviceBuffer xb = Upload(x), yb(kDst * sizeof(float)), u(64);
    ExpectClean(Launch(&NdDmaKernel<2>, 1, {xb.get(), yb.get(), u.get()}, "nddma_nearest"));
    const std::vector<float> y = yb.Read<float>(kDst);
    auto clamp = [](int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); };
    for (int r = 0; r < 32; ++r) {
        for (int c = 0; c < 32; ++c) {
            EXPECT_EQ(y[r * 32 + c], x[clamp(r - 3, 27) * 15 + clamp(c - 11, 14)]) << r << "," << c;
        }
    }
}

TEST_F(DataCopyNdTest, NdDmaTranspose)
{
    const std::vector<float> x = Seq(64 * 64);
    DeviceBuffer xb = Upload(x), yb(kDst * sizeof(float)), u(64);
    ExpectClean(Launch(&NdDmaKernel<3>, 1, {xb.get(), yb.get(), u.get()}, "nddma_transpose"));
    const std::vector<float> y = yb.Read<float>(kDst);
    for (uint32_t r = 0; r < 16; ++r) {
        for (uint32_t c = 0; c < 64; ++c) {
            EXPECT_EQ(y[c * 16 + r], x[r * 64 + c]);
        }
    }
}

TEST_F(DataCopyNdTest, NdDmaWithoutNdDmaDciIsAFinding)
{
    DeviceBuffer xb = Upload(Seq(64 * 64)), yb(kDst * sizeof(float)), u(64);
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&NdDmaKernel<1>, 1, {xb.get(), yb.get(), u.get()}, "nddma_no_dci");
    g_broken = false;
    ExpectFinding(r, "synccheck", "NDDMA DataCopy without NdDmaDci", Where(__FILE__, g_line.load()));
}

// Overlapping destination positions (a dst stride that folds two loops onto one element).
void NdDmaOverlap(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    GlobalTensor<float> xg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), 64 * 64);
    LocalTensor<float> t(TPosition::VECIN, 0, kDst);
    NdDmaDci();
    NdDmaLoopInfo<2> loopInfo{{1, 32}, {1, Broken() ? 16U : 32U}, {32, 4}, {0, 0}, {0, 0}};
    NdDmaParams<float, 2> params{loopInfo, 0};
    KT_MARK(g_line);
    DataCopy(t, xg, params);
    PipeBarrier<PIPE_ALL>();
}
TEST_F(DataCopyNdTest, NdDmaOverlappingDestinationIsAFinding)
{
    ExpectBrokenAndTwin(&NdDmaOverlap, "memcheck", "land on destination element", __FILE__);
}

// ---- SliceInfo: the official sample (3 x 87 floats -> rows 0 and 2, two 24-float segments each) ------
void SliceKernel(GM_ADDR dstGm, GM_ADDR srcGm, GM_ADDR)
{
    SliceInfo srcInfo[] = {{16, 70, 7, 3, 87}, {0, 2, 1, 1, 3}};
    SliceInfo dstInfo[] = {{0, 47, 0, 3, 48}, {0, 1, 0, 1, 2}};
    if (Broken()) {
        srcInfo[1].burstLen = 2;
    }
    GlobalTensor<float> src, dst;
    src.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(srcGm), 3 * 87);
    dst.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dstGm), 96);
    LocalTensor<float> t(TPosition::VECIN, 0, 96);
    KT_MARK(g_line);
    DataCopy(t, src, dstInfo, srcInfo, 2);
    KT_FLAG(MTE2_MTE3);
    DataCopy(dst, t, dstInfo, dstInfo, 2);
}
TEST_F(DataCopyNdTest, SliceSampleBothWays)
{
    const std::vector<float> x = Seq(3 * 87);
    DeviceBuffer src = Upload(x), dst = Upload(std::vector<float>(96, -1.0f)), u(64);
    g_broken = false;
    ExpectClean(Launch(&SliceKernel, 1, {dst.get(), src.get(), u.get()}, "slice"));
    const std::vector<float> y = dst.Read<float>(96);
    const uint32_t rows[2] = {0, 2};
    for (uint32_t r = 0; r < 2; ++r) {
        for (uint32_t i = 0; i < 24; ++i) {
            EXPECT_EQ(y[r * 48 + i], x[rows[r] * 87 + 16 + i]);
            EXPECT_EQ(y[r * 48 + 24 + i], x[rows[r] * 87 + 47 + i]);
        }
    }
    DeviceBuffer dst2 = Upload(std::vector<float>(96, -1.0f));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&SliceKernel, 1, {dst2.get(), src.get(), u.get()}, "slice_burst");
    g_broken = false;
    ExpectFinding(r, "memcheck", "beyond the first dimension it must be 1", Where(__FILE__, g_line.load()));
}

} // namespace

// ---- loop mode (SetLoopModePara / ResetLoopModePara) with DataCopyPad: the pad sample's scenarios 4
// and 5 (int8_t, 2 blocks of 40 bytes, loops 2 x 2, GM strides 80 / 160, UB strides 128 / 288).
namespace {

constexpr uint32_t kUbBytes = 576;

template <PaddingMode mode>
void LoopModeKernel(GM_ADDR x, GM_ADDR z, GM_ADDR)
{
    GlobalTensor<int8_t> src, dst;
    src.SetGlobalBuffer(reinterpret_cast<__gm__ int8_t*>(x), 320);
    dst.SetGlobalBuffer(reinterpret_cast<__gm__ int8_t*>(z), kUbBytes);
    LocalTensor<int8_t> t(TPosition::VECIN, 0, kUbBytes);
    Duplicate(t.ReinterpretCast<int16_t>(), static_cast<int16_t>(0), kUbBytes / 2);
    KT_FLAG(V_MTE2);
    DataCopyExtParams copyParams{2, 40, 0, 0, 0};
    DataCopyPadExtParams<int8_t> padParams{true, 0, 0, -1};
    LoopModeParams loop{2, 2, 80, 128, 160, 288};
    KT_MARK(g_line);
    SetLoopModePara(loop, DataCopyMVType::OUT_TO_UB);
    DataCopyPad<int8_t, mode>(t, src, copyParams, padParams);
    if (!Broken()) {
        ResetLoopModePara(DataCopyMVType::OUT_TO_UB);
    }
    KT_FLAG(MTE2_MTE3);
    DataCopyPad(dst, t, DataCopyExtParams{1, kUbBytes, 0, 0, 0});
}

template <PaddingMode mode>
std::vector<int8_t> LoopModeReference(const std::vector<int8_t>& x)
{
    std::vector<int8_t> z(kUbBytes, 0);
    for (uint32_t j = 0; j < 2; ++j) {
        for (uint32_t i = 0; i < 2; ++i) {
            const uint32_t s = i * 80 + j * 160;
            const uint32_t d = i * 128 + j * 288;
            for (uint32_t b = 0; b < 2; ++b) {
                const uint32_t row = mode == PaddingMode::Normal ? b * 64 : b * 40;
                for (uint32_t k = 0; k < 40; ++k) {
                    z[d + row + k] = x[s + b * 40 + k];
                }
                if (mode == PaddingMode::Normal) {
                    for (uint32_t k = 40; k < 64; ++k) {
                        z[d + row + k] = -1;
                    }
                }
            }
            if (mode == PaddingMode::Compact) {
                for (uint32_t k = 80; k < 96; ++k) {
                    z[d + k] = -1;
                }
            }
        }
    }
    return z;
}

TEST_F(DataCopyNdTest, LoopModeRepeatsDataCopyPad)
{
    std::vector<int8_t> x(320);
    for (uint32_t i = 0; i < 320; ++i) {
        x[i] = static_cast<int8_t>(i % 100 + 1);
    }
    g_broken = false;
    {
        DeviceBuffer xb = Upload(x), zb(kUbBytes), u(64);
        ExpectClean(Launch(&LoopModeKernel<PaddingMode::Normal>, 1, {xb.get(), zb.get(), u.get()}, "loop_normal"));
        EXPECT_EQ(zb.Read<int8_t>(kUbBytes), LoopModeReference<PaddingMode::Normal>(x));
    }
    {
        DeviceBuffer xb = Upload(x), zb(kUbBytes), u(64);
        ExpectClean(Launch(&LoopModeKernel<PaddingMode::Compact>, 1, {xb.get(), zb.get(), u.get()}, "loop_compact"));
        EXPECT_EQ(zb.Read<int8_t>(kUbBytes), LoopModeReference<PaddingMode::Compact>(x));
    }
    // Without ResetLoopModePara the kernel leaves the path in loop mode (and its own copy out is not
    // affected: it is the other path).
    DeviceBuffer xb = Upload(x), zb(kUbBytes), u(64);
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&LoopModeKernel<PaddingMode::Normal>, 1, {xb.get(), zb.get(), u.get()}, "no_reset");
    g_broken = false;
    ExpectFinding(r, "memcheck", "loop mode of the OUT_TO_UB path still set", Where(__FILE__, g_line.load()));
}

} // namespace
