// The CSV reports msopprof derives from the simulator's per-launch profile.
#include <gtest/gtest.h>

#include "opprof_report.h"

using ascsim::msopprof::OpBasicInfoColumns;
using ascsim::msopprof::ParseCsv;
using ascsim::msopprof::PipeUtilizationColumns;
using ascsim::msopprof::ProfileTable;
using ascsim::msopprof::SelectColumns;

TEST(OpprofReport, ParsesQuotedCellsWithCommasQuotesAndNewlines)
{
    ProfileTable t;
    ASSERT_EQ(ParseCsv("a,b\r\n\"k<int, 2>\",\"say \"\"hi\"\"\nthere\"\n", &t), "");
    ASSERT_EQ(t.rows.size(), 1u);
    EXPECT_EQ(t.header, (std::vector<std::string>{"a", "b"}));
    EXPECT_EQ(t.rows[0], (std::vector<std::string>{"k<int, 2>", "say \"hi\"\nthere"}));
    EXPECT_EQ(ParseCsv("a,b\n1,2,3\n", &t), "row 2 has 3 cells, the header 2");
    EXPECT_EQ(ParseCsv("a\n\"open\n", &t), "a quoted cell is not closed");
    EXPECT_EQ(ParseCsv("", &t), "");
    EXPECT_TRUE(t.header.empty());
}

TEST(OpprofReport, SelectsTheColumnsOfEachFileInOrderAndRequotes)
{
    const std::string profile =
        "Op Name,SoC,Block Dim,Task Duration(us),aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,"
        "aiv_scalar_time(us),aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n"
        "\"add<float, 8>\",Ascend950PR,48,12.500,10.000,16500,4.000,0.4000,1.000,0.1000,3.000,0.3000,2.000,0.2000\n"
        "gelu,Ascend950PR,1,3.000,2.000,3300,1.000,0.5000,0.500,0.2500,0.300,0.1500,0.200,0.1000\n";
    ProfileTable t;
    ASSERT_EQ(ParseCsv(profile, &t), "");
    std::string error;
    EXPECT_EQ(SelectColumns(t, OpBasicInfoColumns(), &error),
              "Op Name,Block Dim,Task Duration(us),SoC\n\"add<float, 8>\",48,12.500,Ascend950PR\n"
              "gelu,1,3.000,Ascend950PR\n");
    EXPECT_EQ(error, "");
    EXPECT_EQ(SelectColumns(t, PipeUtilizationColumns(), &error),
              "Op Name,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),"
              "aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n"
              "\"add<float, 8>\",10.000,16500,4.000,0.4000,1.000,0.1000,3.000,0.3000,2.000,0.2000\n"
              "gelu,2.000,3300,1.000,0.5000,0.500,0.2500,0.300,0.1500,0.200,0.1000\n");
    EXPECT_EQ(SelectColumns(t, {"Op Name", "cube_time(us)"}, &error), "");
    EXPECT_EQ(error, "the profile has no column \"cube_time(us)\"");
}
