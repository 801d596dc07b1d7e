// aclGetRecentErrMsg (docs/zh/api_ref/13_exception_handling.md) and logging
// (docs/zh/env_vars/ASCEND_GLOBAL_LOG_LEVEL.md, ASCEND_SLOG_PRINT_TO_STDOUT_deprecated.md).
#include <regex>
#include <string>
#include <thread>

#include "acl_test_util.h"

using ascsim::rt::Log;
using ascsim::rt::LogEnabled;
using ascsim::rt::LogLevel;

namespace {

// Applies log-related environment variables for one test and restores them afterwards.
class LogTest : public ::testing::Test {
protected:
    void TearDown() override
    {
        unsetenv("ASCEND_GLOBAL_LOG_LEVEL");
        unsetenv("ASCEND_SLOG_PRINT_TO_STDOUT");
        unsetenv("ASCEND_LOG_PRINT_TO_STDOUT");
        ascsim::rt::ReloadLogConfigFromEnv();
    }
    static void Configure(const char* level, const char* slogStdout = nullptr, const char* logStdout = nullptr)
    {
        auto set = [](const char* name, const char* value) {
            if (value != nullptr) {
                setenv(name, value, 1);
            } else {
                unsetenv(name);
            }
        };
        set("ASCEND_GLOBAL_LOG_LEVEL", level);
        set("ASCEND_SLOG_PRINT_TO_STDOUT", slogStdout);
        set("ASCEND_LOG_PRINT_TO_STDOUT", logStdout);
        ascsim::rt::ReloadLogConfigFromEnv();
    }
};

} // namespace

TEST(RecentErrMsg, IsPerThreadNewestFirstAndClearedByReading)
{
    (void)aclGetRecentErrMsg();
    EXPECT_EQ(aclGetRecentErrMsg(), nullptr); // nothing to report
    ascsim::rt::ReportError("first problem");
    ascsim::rt::ReportError("second problem");
    const char* msg = aclGetRecentErrMsg();
    ASSERT_NE(msg, nullptr);
    EXPECT_STREQ(msg, "second problem\nfirst problem");
    EXPECT_EQ(aclGetRecentErrMsg(), nullptr); // get-and-clear

    ascsim::rt::ReportError("mine");
    std::string seenByOther = "unset";
    std::thread([&] {
        const char* m = aclGetRecentErrMsg();
        seenByOther = m != nullptr ? m : "";
        ascsim::rt::ReportError("theirs");
    }).join();
    EXPECT_EQ(seenByOther, "");
    EXPECT_EQ(RecentErr(), "mine");
}

TEST(RecentErrMsg, ReportAsyncErrorOutsideATaskIsAPlainError)
{
    (void)aclGetRecentErrMsg();
    ascsim::rt::ReportAsyncError("not in a task");
    EXPECT_EQ(RecentErr(), "not in a task");
}

TEST(RecentErrMsg, FailedApiCallsNameThemselves)
{
    (void)aclFinalize();
    (void)aclGetRecentErrMsg();
    aclrtStream s = nullptr;
    EXPECT_EQ(aclrtCreateStream(&s), ACL_ERROR_UNINITIALIZE);
    const std::string msg = RecentErr();
    EXPECT_NE(msg.find("aclrtCreateStream failed (error 100001)"), std::string::npos) << msg;
}

TEST_F(LogTest, LevelFiltering)
{
    Configure("2");
    EXPECT_FALSE(LogEnabled(LogLevel::kDebug));
    EXPECT_FALSE(LogEnabled(LogLevel::kInfo));
    EXPECT_TRUE(LogEnabled(LogLevel::kWarning));
    EXPECT_TRUE(LogEnabled(LogLevel::kError));
    EXPECT_FALSE(LogEnabled(LogLevel::kNull));
    testing::internal::CaptureStderr();
    Log(LogLevel::kDebug, "TESTMOD", "debug line %d", 0);
    Log(LogLevel::kInfo, "TESTMOD", "info line %d", 1);
    Log(LogLevel::kWarning, "TESTMOD", "warning line %d", 2);
    Log(LogLevel::kError, "TESTMOD", "error line %d", 3);
    const std::string out = testing::internal::GetCapturedStderr();
    EXPECT_EQ(out.find("debug line"), std::string::npos);
    EXPECT_EQ(out.find("info line"), std::string::npos);
    EXPECT_NE(out.find("warning line 2"), std::string::npos);
    EXPECT_NE(out.find("error line 3"), std::string::npos);
    const std::regex line(
        R"(\[WARNING\] TESTMOD\(\d+,[^)]+\):\d{4}-\d{2}-\d{2}-\d{2}:\d{2}:\d{2}\.\d{3}\.\d{3} warning line 2\n)");
    EXPECT_TRUE(std::regex_search(out, line)) << out;
    EXPECT_NE(out.find("[ERROR] TESTMOD("), std::string::npos);
}

TEST_F(LogTest, DefaultIsErrorAndInvalidValuesMeanDefault)
{
    for (const char* value : {static_cast<const char*>(nullptr), "", "9", "x", "12"}) {
        Configure(value);
        EXPECT_FALSE(LogEnabled(LogLevel::kWarning)) << (value ? value : "(unset)");
        EXPECT_TRUE(LogEnabled(LogLevel::kError)) << (value ? value : "(unset)");
    }
    Configure("0");
    EXPECT_TRUE(LogEnabled(LogLevel::kDebug));
}

TEST_F(LogTest, NullLevelSilencesEverything)
{
    Configure("4");
    EXPECT_FALSE(LogEnabled(LogLevel::kError));
    testing::internal::CaptureStderr();
    Log(LogLevel::kError, "TESTMOD", "must not appear");
    ascsim::rt::ReportError("silent but recorded");
    EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
    EXPECT_EQ(RecentErr(), "silent but recorded");
}

TEST_F(LogTest, ReportErrorLogsAtErrorLevel)
{
    Configure("3");
    testing::internal::CaptureStderr();
    ascsim::rt::ReportError("something broke");
    const std::string out = testing::internal::GetCapturedStderr();
    EXPECT_NE(out.find("[ERROR] ASCENDCL("), std::string::npos) << out;
    EXPECT_NE(out.find("something broke"), std::string::npos);
    (void)aclGetRecentErrMsg();
}

TEST_F(LogTest, PrintToStdout)
{
    Configure("3", "1");
    testing::internal::CaptureStdout();
    testing::internal::CaptureStderr();
    Log(LogLevel::kError, "TESTMOD", "to stdout");
    const std::string err = testing::internal::GetCapturedStderr();
    const std::string out = testing::internal::GetCapturedStdout();
    EXPECT_NE(out.find("to stdout"), std::string::npos);
    EXPECT_EQ(err.find("to stdout"), std::string::npos);

    // The newer ASCEND_LOG_PRINT_TO_STDOUT wins over the deprecated variable.
    Configure("3", "1", "0");
    testing::internal::CaptureStdout();
    testing::internal::CaptureStderr();
    Log(LogLevel::kError, "TESTMOD", "to stderr");
    const std::string err2 = testing::internal::GetCapturedStderr();
    const std::string out2 = testing::internal::GetCapturedStdout();
    EXPECT_NE(err2.find("to stderr"), std::string::npos);
    EXPECT_EQ(out2.find("to stderr"), std::string::npos);
}

TEST_F(LogTest, SourceLocationsAndAppLog)
{
    Configure("1");
    testing::internal::CaptureStderr();
    ascsim::rt::LogAt(LogLevel::kInfo, "TESTMOD", "/some/dir/kernel_file.cpp", 42, "located %s", "message");
    ACL_APP_LOG(ACL_WARNING, "app says %d", 7);
    ACL_APP_LOG(ACL_DEBUG, "filtered out");
    const std::string out = testing::internal::GetCapturedStderr();
    EXPECT_NE(out.find("[INFO] TESTMOD("), std::string::npos) << out;
    EXPECT_NE(out.find(" [kernel_file.cpp:42] located message\n"), std::string::npos) << out;
    EXPECT_TRUE(
        std::regex_search(out, std::regex(R"(\[WARNING\] APP\(.*\[errors_log_test\.cpp:\d+\]TestBody app says 7)")))
        << out;
    EXPECT_EQ(out.find("filtered out"), std::string::npos);
}

// The dlog entry points op host code logs through (slog dlog_pub.h: CheckLogLevel returns 1 when
// the level is enabled; DlogRecord writes a printf-style line; module OP = 63 in log_types.h), as
// opbase's include/op_common/log/log.h declares them.
extern "C" int32_t CheckLogLevel(int32_t moduleId, int32_t logLevel);
extern "C" void DlogRecord(int32_t moduleId, int32_t level, const char* fmt, ...);

TEST_F(LogTest, DlogOfOpHostCode)
{
    Configure("1");
    EXPECT_EQ(CheckLogLevel(63, 0), 0); // DLOG_DEBUG below the configured INFO
    EXPECT_EQ(CheckLogLevel(63, 1), 1);
    EXPECT_EQ(CheckLogLevel(63, 2), 1);
    EXPECT_EQ(CheckLogLevel(63, 3), 1);
    EXPECT_EQ(CheckLogLevel(63, 0x10), 0); // DLOG_EVENT and other values: not logged here
    EXPECT_EQ(CheckLogLevel(63, -1), 0);
    testing::internal::CaptureStderr();
    DlogRecord(63, 1, "[tiling.cpp:7][OPS_BASE] OpName:[%s] blockDim %u", "Op:node", 8u);
    DlogRecord(63, 0, "debug must not appear");
    DlogRecord(5, 3, "another module");
    const std::string out = testing::internal::GetCapturedStderr();
    EXPECT_TRUE(std::regex_search(
        out,
        std::regex(
            R"(\[INFO\] OP\(\d+,[^)]+\):[-0-9:.]+ \[tiling\.cpp:7\]\[OPS_BASE\] OpName:\[Op:node\] blockDim 8\n)")))
        << out;
    EXPECT_EQ(out.find("debug must not appear"), std::string::npos);
    EXPECT_NE(out.find("[ERROR] MODULE5("), std::string::npos) << out;
    Configure("4");
    EXPECT_EQ(CheckLogLevel(63, 3), 0);
}
