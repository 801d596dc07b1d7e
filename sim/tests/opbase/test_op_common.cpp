// opbase's op_common headers for op host code, as the toolkit installs them in
// <cann>/include/op_common (opbase cmake/package.cmake) and ops-math's tiling code uses them:
// math_util.h, platform_util.h and log.h (OP_LOG*, OP_CHECK_IF, OP_CHECK_NULL_WITH_CONTEXT; the
// lines go through dlog's CheckLogLevel / DlogRecord, OP_LOGE also through REPORT_INNER_ERR_MSG).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <regex>
#include <string>

#include "ascsim/op_registry.h"
#include "ascsim/runtime.h"
#include "ascsim/soc_profile.h"
#include "op_common/log/log.h"
#include "op_common/op_host/util/math_util.h"
#include "op_common/op_host/util/platform_util.h"
#include "tiling/context/context_builder.h"

namespace {

class LogLevelGuard {
public:
    explicit LogLevelGuard(const char* level)
    {
        setenv("ASCEND_GLOBAL_LOG_LEVEL", level, 1);
        ascsim::rt::ReloadLogConfigFromEnv();
    }
    ~LogLevelGuard()
    {
        unsetenv("ASCEND_GLOBAL_LOG_LEVEL");
        ascsim::rt::ReloadLogConfigFromEnv();
    }
};

std::shared_ptr<context_ascendc::KernelRunContextHolder> TilingHolder()
{
    gert::StorageShape shape = {{4, 8}, {4, 8}};
    return context_ascendc::ContextBuilder()
        .SetOpNameType("asin_grad_node", "AsinGrad")
        .NodeIoNum(2, 1)
        .IrInstanceNum({1, 1})
        .AddInputTd(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, shape)
        .AddInputTd(1, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, shape)
        .AddOutputTd(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, shape)
        .AddPlatformInfo(nullptr)
        .BuildTilingContext();
}

// What a tiling function does with the checks (ops-math math/asin_grad/op_host/arch35/asin_grad_tiling_arch35.cpp).
ge::graphStatus CheckedTiling(gert::TilingContext* context, bool failCheck)
{
    const gert::StorageShape* missing = context->GetInputShape(5);
    if (!failCheck) {
        OP_CHECK_NULL_WITH_CONTEXT(context, context->GetInputShape(0));
        OP_LOGI(context, "coreNum=%u", 64U);
        OP_CHECK_IF(Ops::Base::GetUbBlockSize(context) != 32U, OP_LOGE(context, "unexpected block size"),
                    return ge::GRAPH_FAILED);
        return ge::GRAPH_SUCCESS;
    }
    OP_CHECK_NULL_WITH_CONTEXT(context, missing);
    return ge::GRAPH_SUCCESS;
}

} // namespace

TEST(MathUtil, DivAlignAsDocumented)
{
    using namespace Ops::Base;
    EXPECT_EQ(FloorDiv<int64_t>(7, 2), 3);
    EXPECT_EQ(FloorDiv<int64_t>(7, 0), 7);
    EXPECT_EQ(FloorAlign<int64_t>(253952 / 28, 32), 9056);
    EXPECT_EQ(FloorAlign<int64_t>(5, 0), 0);
    EXPECT_EQ(CeilDiv<int64_t>(33, 32), 2);
    EXPECT_EQ(CeilDiv<int64_t>(32, 32), 1);
    EXPECT_EQ(CeilDiv<int64_t>(0, 32), 0);
    EXPECT_EQ(CeilDiv<int64_t>(5, 0), 5);
    EXPECT_EQ(CeilDiv<int64_t>(-7, 2), -3); // opposite signs: truncated
    EXPECT_EQ(CeilDiv<int64_t>(-7, -2), 4); // same signs: rounded up
    EXPECT_EQ(CeilDiv<uint32_t>(1000000u, 512u), 1954u);
    EXPECT_EQ(CeilAlign<int64_t>(CeilDiv<int64_t>(1000000, 64), 32), 15648);
    EXPECT_EQ(CeilAlign<int64_t>(1, 0), 0);
    EXPECT_EQ(CeilAlign<uint8_t>(250, 16), std::numeric_limits<uint8_t>::max()); // saturates
    EXPECT_TRUE(IsFloatEqual(1.0f, 1.0f + std::numeric_limits<float>::epsilon()));
    EXPECT_FALSE(IsFloatEqual(1.0f, 1.0f + 2 * std::numeric_limits<float>::epsilon()));
    EXPECT_FALSE(IsFloatEqual(NAN, NAN));
    EXPECT_TRUE(IsFloatEqual(INFINITY, 1.0f)); // as the header: with an infinity only the signs count
    EXPECT_FALSE(IsFloatEqual(-INFINITY, 1.0f));
}

TEST(PlatformUtil, AnswersFromTheActiveSocProfile)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    auto holder = TilingHolder();
    auto* ctx = holder->GetContext<gert::TilingContext>();
    ASSERT_NE(ctx, nullptr);
    platform_ascendc::PlatformAscendC platform(ctx->GetPlatformInfo());
    uint64_t ub = 0;
    platform.GetCoreMemSize(platform_ascendc::CoreMemType::UB, ub);
    EXPECT_EQ(Ops::Base::GetUbSize(ctx), ub);
    EXPECT_EQ(Ops::Base::GetUbSize(ctx), 248U * 1024U);
    EXPECT_EQ(Ops::Base::GetAivCoreNum(ctx), platform.GetCoreNumAiv());
    EXPECT_EQ(Ops::Base::GetAicCoreNum(ctx), platform.GetCoreNumAic());
    EXPECT_EQ(Ops::Base::GetWorkspaceSize(ctx), platform.GetLibApiWorkSpaceSize());
    EXPECT_EQ(Ops::Base::GetUbBlockSize(ctx), 32U);
    EXPECT_EQ(Ops::Base::GetVRegSize(ctx), 256U);
    EXPECT_EQ(Ops::Base::GetCacheLineSize(ctx), 256U);
    EXPECT_EQ(Ops::Base::GetSectorCacheLineSize(ctx), 128U);
    EXPECT_EQ(Ops::Base::GetNddmaDcacheSize(ctx), 8192U);
    EXPECT_EQ(Ops::Base::GetSimtMaxThreadNum(ctx), 2048U);
    EXPECT_EQ(Ops::Base::GetSimtMaxDCacheSize(ctx), 131072U);
    const gert::TilingContext* none = nullptr;
    testing::internal::CaptureStderr();
    EXPECT_EQ(Ops::Base::GetAivCoreNum(none), 0U);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("OpName:[GetAivCoreNum] context is nullptr"), std::string::npos) << err;
    EXPECT_NE(ascsim::TakeReportedMessages().find("[EZ9999] context is nullptr"), std::string::npos);
    ascsim::SetActiveSocProfileForTest("");
}

TEST(OpLog, InfoLineNamesTheContextsNodeAndGoesThroughDlog)
{
    auto holder = TilingHolder();
    auto* ctx = holder->GetContext<gert::TilingContext>();
    {
        LogLevelGuard info("1");
        testing::internal::CaptureStderr();
        EXPECT_EQ(CheckedTiling(ctx, false), ge::GRAPH_SUCCESS);
        const std::string out = testing::internal::GetCapturedStderr();
        EXPECT_TRUE(std::regex_search(
            out,
            std::regex(
                R"(\[INFO\] OP\(\d+,[^)]+\):\S+ \[[^\]]*test_op_common\.cpp:\d+\]\[OPS_BASE\]\[CheckedTiling\]\[\d+\] OpName:\[AsinGrad:asin_grad_node\] coreNum=64\n)")))
            << out;
    }
    {
        LogLevelGuard error("3"); // the default: INFO lines are not written
        testing::internal::CaptureStderr();
        EXPECT_EQ(CheckedTiling(ctx, false), ge::GRAPH_SUCCESS);
        EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
    }
    EXPECT_EQ(ascsim::TakeReportedMessages(), "");
}

TEST(OpLog, NullCheckReportsAndFails)
{
    auto holder = TilingHolder();
    auto* ctx = holder->GetContext<gert::TilingContext>();
    testing::internal::CaptureStderr();
    EXPECT_EQ(CheckedTiling(ctx, true), ge::GRAPH_FAILED);
    const std::string out = testing::internal::GetCapturedStderr();
    EXPECT_NE(out.find("[ERROR] OP("), std::string::npos) << out;
    EXPECT_NE(out.find("OpName:[asin_grad_node] missing is nullptr!"), std::string::npos) << out;
    EXPECT_EQ(ascsim::TakeReportedMessages(), "[EZ9999] missing is nullptr!");
}

TEST(OpLog, StringNamesAndWithoutReport)
{
    const std::string name = "AcosGrad";
    LogLevelGuard warn("2");
    testing::internal::CaptureStderr();
    OP_LOGW(name, "w %d", 1);
    OP_LOGI(name, "not shown");
    OP_LOGD("plain", "not shown");
    OP_LOGE_WITHOUT_REPORT("plain", "e %s", "x");
    OP_LOGE(static_cast<const char*>(nullptr), "null name");
    const std::string out = testing::internal::GetCapturedStderr();
    EXPECT_NE(out.find("[WARNING] OP("), std::string::npos) << out;
    EXPECT_NE(out.find("OpName:[AcosGrad] w 1\n"), std::string::npos) << out;
    EXPECT_EQ(out.find("not shown"), std::string::npos) << out;
    EXPECT_NE(out.find("OpName:[plain] e x\n"), std::string::npos) << out;
    EXPECT_NE(out.find("OpName:[nil] null name\n"), std::string::npos) << out;
    EXPECT_EQ(ascsim::TakeReportedMessages(), "[EZ9999] null name"); // WITHOUT_REPORT reported nothing
}

TEST(ErrMsg, ReportInnerErrMsgIsCollectedWithItsCode)
{
    REPORT_INNER_ERR_MSG("EZ9999", "tiling of %s failed: %d", "AsinGrad", 3);
    (void)ge::ReportInnerErrMsg(__FILE__, __FUNCTION__, __LINE__, "E89999", "second");
    EXPECT_EQ(ascsim::TakeReportedMessages(), "[EZ9999] tiling of AsinGrad failed: 3; [E89999] second");
    EXPECT_EQ(ascsim::TakeReportedMessages(), "");
}
