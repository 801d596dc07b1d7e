// Phase 2 (aclnnNnopScale → NnopbaseRunWithWorkspace) and the whole path end to end: OpDef →
// opbuild → aclnn two phases → launch on a stream → result against a host reference;
// AutoContiguous staging; workspace checks; single-use and repeatable executors.
#include <memory>
#include <tuple>

#include "nnop_test_util.h"

namespace nnoptest {
namespace {

std::vector<uint16_t> ToHalf(const std::vector<float>& v)
{
    std::vector<uint16_t> h(v.size());
    for (size_t i = 0; i < v.size(); ++i) {
        h[i] = aclFloatToFloat16(v[i]);
    }
    return h;
}

// ---- end to end -------------------------------------------------------------------------------
using E2EParam = std::tuple<aclDataType, int64_t, bool>; // dtype, elements, with bias

class EndToEnd : public NnopTest, public ::testing::WithParamInterface<E2EParam> {};

TEST_P(EndToEnd, MatchesHostReference)
{
    const auto [dtype, n, withBias] = GetParam();
    const size_t count = static_cast<size_t>(n);
    const std::vector<float> xf = Ramp(count);
    std::vector<float> bf(count);
    for (size_t i = 0; i < count; ++i) {
        bf[i] = static_cast<float>(i % 7) - 3.0f;
    }
    const size_t eb = dtype == ACL_FLOAT ? 4 : 2;
    DeviceMem xd(count * eb);
    DeviceMem bd(count * eb);
    DeviceMem yd(count * eb);
    if (dtype == ACL_FLOAT) {
        xd.Upload(xf);
        bd.Upload(bf);
    } else {
        xd.Upload(ToHalf(xf));
        bd.Upload(ToHalf(bf));
    }
    Tensor x({n}, dtype, xd.get());
    Tensor b({n}, dtype, bd.get());
    Tensor y({n}, dtype, yd.get());
    uint64_t ws = 1;
    ASSERT_EQ(RunScale(x, withBias ? b.get() : nullptr, y, &ws), 0) << TakeErr();
    EXPECT_EQ(ws, 0u);

    size_t bad = 0;
    if (dtype == ACL_FLOAT) {
        const auto got = yd.Download<float>(count);
        for (size_t i = 0; i < count; ++i) {
            const float want = 2.0f * xf[i] + (withBias ? bf[i] : 0.0f); // both exact here
            bad += got[i] != want ? 1 : 0;
        }
    } else {
        const auto got = yd.Download<uint16_t>(count);
        for (size_t i = 0; i < count; ++i) {
            const float xh = aclFloat16ToFloat(aclFloatToFloat16(xf[i]));
            const float bh = aclFloat16ToFloat(aclFloatToFloat16(bf[i]));
            const uint16_t want = aclFloatToFloat16(2.0f * xh + (withBias ? bh : 0.0f)); // exact in fp32, one rounding
            bad += got[i] != want ? 1 : 0;
        }
    }
    EXPECT_EQ(bad, 0u) << "of " << count << " elements";
}

INSTANTIATE_TEST_SUITE_P(Sizes, EndToEnd,
                         ::testing::Combine(::testing::Values(ACL_FLOAT, ACL_FLOAT16),
                                            ::testing::Values(int64_t{1}, int64_t{17}, int64_t{1000}, int64_t{70000}),
                                            ::testing::Bool()));

// ---- AutoContiguous ---------------------------------------------------------------------------
class AutoContiguous : public NnopTest {};

TEST_F(AutoContiguous, TransposedInputIsStagedThroughTheWorkspace)
{
    // storage s is [6][4]; x = s^T is the [4][6] view with strides {1, 4}.
    const std::vector<float> s = Ramp(24, -1.5f, 0.25f);
    DeviceMem sd(24 * sizeof(float));
    DeviceMem yd(24 * sizeof(float));
    sd.Upload(s);
    Tensor x({4, 6}, ACL_FLOAT, sd.get(), {1, 4}, 0, ACL_FORMAT_ND, {6, 4});
    Tensor y({4, 6}, ACL_FLOAT, yd.get());
    uint64_t ws = 0;
    ASSERT_EQ(RunScale(x, nullptr, y, &ws), 0) << TakeErr();
    EXPECT_GE(ws, 24 * sizeof(float)); // the dense copy of x lives in the workspace
    const auto got = yd.Download<float>(24);
    for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 6; ++j) {
            EXPECT_EQ(got[i * 6 + j], 2.0f * s[j * 4 + i]) << i << "," << j;
        }
    }
    EXPECT_EQ(sd.Download<float>(24), s); // the input is left alone
}

TEST_F(AutoContiguous, OffsetViewIsUsedInPlace)
{
    const std::vector<float> s = Ramp(40);
    DeviceMem sd(40 * sizeof(float));
    DeviceMem yd(32 * sizeof(float));
    sd.Upload(s);
    Tensor x({32}, ACL_FLOAT, sd.get(), {1}, 8, ACL_FORMAT_ND, {40});
    Tensor y({32}, ACL_FLOAT, yd.get());
    uint64_t ws = 1;
    ASSERT_EQ(RunScale(x, nullptr, y, &ws), 0) << TakeErr();
    EXPECT_EQ(ws, 0u); // contiguous with an offset: no staging
    const auto got = yd.Download<float>(32);
    for (int i = 0; i < 32; ++i) {
        EXPECT_EQ(got[i], 2.0f * s[8 + i]);
    }
}

TEST_F(AutoContiguous, NonContiguousOutputIsWrittenBackThroughItsView)
{
    // y is every other element of a 17-element buffer starting at element 1: y[i] = buf[1 + 2i].
    const std::vector<float> xs = Ramp(8, 0.5f, 1.0f);
    const float sentinel = -777.0f;
    DeviceMem xd(8 * sizeof(float));
    DeviceMem bd(8 * sizeof(float));
    DeviceMem buf(17 * sizeof(float));
    xd.Upload(xs);
    const std::vector<float> bias = {1, 2, 3, 4, 5, 6, 7, 8};
    bd.Upload(bias);
    buf.Upload(std::vector<float>(17, sentinel));
    Tensor x({8}, ACL_FLOAT, xd.get());
    Tensor b({8}, ACL_FLOAT, bd.get());
    Tensor y({8}, ACL_FLOAT, buf.get(), {2}, 1, ACL_FORMAT_ND, {17});
    uint64_t ws = 0;
    ASSERT_EQ(RunScale(x, b, y, &ws), 0) << TakeErr();
    EXPECT_GT(ws, 0u);
    const auto got = buf.Download<float>(17);
    for (int k = 0; k < 17; ++k) {
        if (k >= 1 && (k - 1) % 2 == 0) {
            const int i = (k - 1) / 2;
            EXPECT_EQ(got[k], 2.0f * xs[i] + bias[i]) << k;
        } else {
            EXPECT_EQ(got[k], sentinel) << "element " << k << " is outside the view and must be untouched";
        }
    }
}

TEST_F(AutoContiguous, StridedInputsAndOutputTogether)
{
    // x, bias and y all transposed views of [3][5] storages.
    const std::vector<float> xs = Ramp(15, -2.0f, 0.5f);
    const std::vector<float> bs = Ramp(15, 1.0f, 0.25f);
    DeviceMem xd(15 * sizeof(float));
    DeviceMem bd(15 * sizeof(float));
    DeviceMem yd(15 * sizeof(float));
    xd.Upload(xs);
    bd.Upload(bs);
    yd.Upload(std::vector<float>(15, 0.0f));
    Tensor x({5, 3}, ACL_FLOAT, xd.get(), {1, 5}, 0, ACL_FORMAT_ND, {3, 5});
    Tensor b({5, 3}, ACL_FLOAT, bd.get(), {1, 5}, 0, ACL_FORMAT_ND, {3, 5});
    Tensor y({5, 3}, ACL_FLOAT, yd.get(), {1, 5}, 0, ACL_FORMAT_ND, {3, 5});
    ASSERT_EQ(RunScale(x, b, y), 0) << TakeErr();
    const auto got = yd.Download<float>(15);
    for (int k = 0; k < 15; ++k) {
        EXPECT_EQ(got[k], 2.0f * xs[k] + bs[k]) << k; // same view everywhere: elementwise on storage
    }
}

// ---- phase-2 argument checks ------------------------------------------------------------------
class Phase2 : public NnopTest {
protected:
    void SetUp() override
    {
        NnopTest::SetUp();
        src_ = Ramp(24);
        sd_ = std::make_unique<DeviceMem>(24 * sizeof(float));
        yd_ = std::make_unique<DeviceMem>(24 * sizeof(float));
        sd_->Upload(src_);
        x_ = std::make_unique<Tensor>(std::vector<int64_t>{4, 6}, ACL_FLOAT, sd_->get(), std::vector<int64_t>{1, 4}, 0,
                                      ACL_FORMAT_ND, std::vector<int64_t>{6, 4});
        y_ = std::make_unique<Tensor>(std::vector<int64_t>{4, 6}, ACL_FLOAT, yd_->get());
    }
    void TearDown() override
    {
        NnopTest::TearDown(); // synchronises first
        x_.reset();
        y_.reset();
        sd_.reset();
        yd_.reset();
    }
    bool ResultIsRight()
    {
        const auto got = yd_->Download<float>(24);
        for (int i = 0; i < 4; ++i) {
            for (int j = 0; j < 6; ++j) {
                if (got[i * 6 + j] != 2.0f * src_[j * 4 + i]) {
                    return false;
                }
            }
        }
        return true;
    }
    std::vector<float> src_;
    std::unique_ptr<DeviceMem> sd_;
    std::unique_ptr<DeviceMem> yd_;
    std::unique_ptr<Tensor> x_; // transposed: phase 1 asks for a workspace
    std::unique_ptr<Tensor> y_;
};

TEST_F(Phase2, WorkspaceIsChecked)
{
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(*x_, nullptr, *y_, &ws, &exe), 0) << TakeErr();
    ASSERT_GT(ws, 0u);

    EXPECT_EQ(aclnnNnopScale(nullptr, ws, exe, stream_), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(TakeErr().find("workspace is null but " + std::to_string(ws) + " bytes are required"), std::string::npos);
    DeviceMem ok(ws);
    EXPECT_EQ(aclnnNnopScale(ok.get(), ws - 1, exe, stream_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(TakeErr().find("workspaceSize " + std::to_string(ws - 1) + " is smaller than the " + std::to_string(ws)),
              std::string::npos);
    std::vector<uint8_t> host(ws);
    EXPECT_EQ(aclnnNnopScale(host.data(), ws, exe, stream_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(TakeErr().find("workspace is not " + std::to_string(ws) + " bytes of device memory"), std::string::npos);
    DeviceMem small(32);
    EXPECT_EQ(aclnnNnopScale(small.get(), ws, exe, stream_), ACLNN_ERR_PARAM_INVALID); // claims more than it has
    EXPECT_NE(TakeErr().find("bytes of device memory"), std::string::npos);

    // A rejected launch leaves the executor usable (sim choice; docs silent): now run it properly.
    ASSERT_EQ(aclnnNnopScale(ok.get(), ws, exe, stream_), 0) << TakeErr();
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    EXPECT_TRUE(ResultIsRight());
}

TEST_F(Phase2, SingleUseExecutorRunsOnce)
{
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(*x_, nullptr, *y_, &ws, &exe), 0);
    DeviceMem w(ws);
    ASSERT_EQ(aclnnNnopScale(w.get(), ws, exe, stream_), 0);
    EXPECT_EQ(aclnnNnopScale(w.get(), ws, exe, stream_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(TakeErr().find("not a live aclOpExecutor"), std::string::npos);
    EXPECT_EQ(aclDestroyAclOpExecutor(exe), ACLNN_ERR_PARAM_INVALID); // already released by the run
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    EXPECT_TRUE(ResultIsRight());
}

TEST_F(Phase2, NullExecutor)
{
    EXPECT_EQ(aclnnNnopScale(nullptr, 0, nullptr, stream_), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(TakeErr().find("executor is null"), std::string::npos);
    EXPECT_EQ(aclSetAclOpExecutorRepeatable(nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclDestroyAclOpExecutor(nullptr), ACLNN_ERR_PARAM_NULLPTR);
}

// ---- repeatable executors ---------------------------------------------------------------------
class Repeatable : public NnopTest {};

TEST_F(Repeatable, RunsManyTimesAndRebindsAddresses)
{
    const int64_t n = 600;
    const size_t bytes = n * sizeof(float);
    DeviceMem x1(bytes);
    DeviceMem y1(bytes);
    DeviceMem b1(bytes);
    DeviceMem x2(bytes);
    DeviceMem y2(bytes);
    Tensor x({n}, ACL_FLOAT, x1.get());
    Tensor b({n}, ACL_FLOAT, b1.get());
    Tensor y({n}, ACL_FLOAT, y1.get());
    const std::vector<float> bias(n, 0.5f);
    b1.Upload(bias);

    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(x, b, y, &ws, &exe), 0) << TakeErr();
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(exe), 0);
    for (int run = 0; run < 5; ++run) {
        const std::vector<float> in = Ramp(n, static_cast<float>(run), 0.5f);
        x1.Upload(in);
        ASSERT_EQ(aclnnNnopScale(nullptr, ws, exe, stream_), 0) << "run " << run << ": " << TakeErr();
        ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
        const auto got = y1.Download<float>(n);
        for (int64_t i = 0; i < n; ++i) {
            ASSERT_EQ(got[i], 2.0f * in[i] + 0.5f) << "run " << run << ", element " << i;
        }
    }
    // Many launches queued back to back, one synchronisation.
    for (int run = 0; run < 10; ++run) {
        ASSERT_EQ(aclnnNnopScale(nullptr, ws, exe, stream_), 0);
    }
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);

    // Rebind x and y to other buffers; the old output is no longer written.
    const std::vector<float> in2 = Ramp(n, 10.0f, -0.25f);
    x2.Upload(in2);
    y1.Upload(std::vector<float>(n, 0.0f));
    ASSERT_EQ(aclSetInputTensorAddr(exe, 0, x, x2.get()), 0) << TakeErr();
    ASSERT_EQ(aclSetOutputTensorAddr(exe, 0, y, y2.get()), 0) << TakeErr();
    ASSERT_EQ(aclnnNnopScale(nullptr, ws, exe, stream_), 0) << TakeErr();
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
    const auto got2 = y2.Download<float>(n);
    for (int64_t i = 0; i < n; ++i) {
        ASSERT_EQ(got2[i], 2.0f * in2[i] + 0.5f) << i;
    }
    EXPECT_EQ(y1.Download<float>(n), std::vector<float>(n, 0.0f));

    // Bad rebinding: rejected, the executor keeps its addresses.
    std::vector<float> host(n);
    EXPECT_EQ(aclSetInputTensorAddr(exe, 0, x, host.data()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(TakeErr().find("does not lie inside one device allocation"), std::string::npos);
    EXPECT_EQ(aclSetInputTensorAddr(exe, 2, x, x2.get()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(TakeErr().find("out of range"), std::string::npos);
    EXPECT_EQ(aclSetOutputTensorAddr(exe, 0, y, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    DeviceMem tooSmall(64);
    EXPECT_EQ(aclSetOutputTensorAddr(exe, 0, y, tooSmall.get()), ACLNN_ERR_PARAM_INVALID);
    DrainErrors();

    EXPECT_EQ(aclDestroyAclOpExecutor(exe), 0);
    EXPECT_EQ(aclnnNnopScale(nullptr, ws, exe, stream_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_EQ(aclDestroyAclOpExecutor(exe), ACLNN_ERR_PARAM_INVALID);
    EXPECT_EQ(aclSetInputTensorAddr(exe, 0, x, x2.get()), ACLNN_ERR_PARAM_INVALID);
}

TEST_F(Repeatable, StagedInputIsRestagedOnEveryRun)
{
    DeviceMem sd(24 * sizeof(float));
    DeviceMem yd(24 * sizeof(float));
    Tensor x({4, 6}, ACL_FLOAT, sd.get(), {1, 4}, 0, ACL_FORMAT_ND, {6, 4});
    Tensor y({4, 6}, ACL_FLOAT, yd.get());
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, &exe), 0) << TakeErr();
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(exe), 0);
    DeviceMem w(ws);
    for (int run = 0; run < 3; ++run) {
        const std::vector<float> s = Ramp(24, static_cast<float>(-run), 0.75f);
        sd.Upload(s);
        ASSERT_EQ(aclnnNnopScale(w.get(), ws, exe, stream_), 0);
        ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
        const auto got = yd.Download<float>(24);
        for (int i = 0; i < 4; ++i) {
            for (int j = 0; j < 6; ++j) {
                ASSERT_EQ(got[i * 6 + j], 2.0f * s[j * 4 + i]) << "run " << run;
            }
        }
    }
    EXPECT_EQ(aclDestroyAclOpExecutor(exe), 0);
}

} // namespace
} // namespace nnoptest
