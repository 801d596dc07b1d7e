// gtest's main plus --calibration-out=DIR for the calibration tests (calibration_out.h); CTest passes
// it (sim/tests/emulator/calibration/CMakeLists.txt).
#include "calibration_out.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>

namespace ktest {
namespace {

std::string g_outDir; // --calibration-out=DIR; empty: no JSON written

} // namespace

void JsonLine::Key(const char* key) { body_ += (body_.empty() ? "\"" : ", \"") + std::string(key) + "\": "; }

JsonLine& JsonLine::Str(const char* key, const std::string& value)
{
    Key(key);
    body_ += "\"" + value + "\"";
    return *this;
}

JsonLine& JsonLine::Num(const char* key, double value)
{
    Key(key);
    if (!std::isfinite(value)) {
        body_ += "null";
        return *this;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", value);
    body_ += buf;
    return *this;
}

void WriteCalibrationJson(const char* name, const std::vector<JsonLine>& lines)
{
    if (g_outDir.empty()) {
        return;
    }
    const std::string path = g_outDir + "/calibration_" + name + ".jsonl";
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        for (const JsonLine& line : lines) {
            out << line.Text() << "\n";
        }
        ASSERT_TRUE(out.good()) << "cannot write " << tmp;
    }
    ASSERT_EQ(std::rename(tmp.c_str(), path.c_str()), 0) << "cannot rename " << tmp << " to " << path;
}

} // namespace ktest

int main(int argc, char** argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    const char kOut[] = "--calibration-out=";
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], kOut, sizeof kOut - 1) == 0) {
            ktest::g_outDir = argv[i] + sizeof kOut - 1;
        } else {
            std::fprintf(stderr, "%s: unknown argument %s\n", argv[0], argv[i]);
            return 2;
        }
    }
    return RUN_ALL_TESTS();
}
