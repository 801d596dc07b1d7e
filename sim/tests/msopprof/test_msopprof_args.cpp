// The msopprof command line: the two forms of 性能调优.md and a refusal, by name, of anything else.
#include <gtest/gtest.h>

#include "msopprof_args.h"

using ascsim::msopprof::Args;
using ascsim::msopprof::ParseArgs;

TEST(MsopprofArgs, OnBoardFormKeepsTheApplicationAndItsArguments)
{
    Args a;
    EXPECT_EQ(ParseArgs({"./demo", "--size", "8"}, &a), "");
    EXPECT_FALSE(a.simulator);
    EXPECT_EQ(a.application, (std::vector<std::string>{"./demo", "--size", "8"}));
}

TEST(MsopprofArgs, SimulatorFormTakesTheSocVersion)
{
    Args a;
    EXPECT_EQ(ParseArgs({"simulator", "--soc-version=Ascend950PR_9589", "./demo", "-x"}, &a), "");
    EXPECT_TRUE(a.simulator);
    EXPECT_EQ(a.socVersion, "Ascend950PR_9589");
    EXPECT_EQ(a.application, (std::vector<std::string>{"./demo", "-x"}));
    EXPECT_EQ(ParseArgs({"simulator", "./demo"}, &a), "");
    EXPECT_TRUE(a.socVersion.empty());
}

TEST(MsopprofArgs, RefusesWhatItDoesNotImplement)
{
    Args a;
    EXPECT_NE(ParseArgs({"--output=dir", "./demo"}, &a).find("--output=dir is not supported"), std::string::npos);
    EXPECT_NE(ParseArgs({"--soc-version=Ascend950PR", "./demo"}, &a).find("option of `msopprof simulator`"),
              std::string::npos);
    EXPECT_NE(ParseArgs({"simulator", "--soc-version=", "./demo"}, &a).find("needs a value"), std::string::npos);
    EXPECT_EQ(ParseArgs({}, &a), "no application to profile");
    EXPECT_EQ(ParseArgs({"simulator"}, &a), "no application to profile");
}

TEST(MsopprofArgs, HelpStopsParsing)
{
    Args a;
    EXPECT_EQ(ParseArgs({"--help", "--bogus"}, &a), "");
    EXPECT_TRUE(a.help);
}
