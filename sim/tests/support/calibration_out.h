// --calibration-out=DIR of the calibration tests (test_calibration.cpp, test_l2.cpp): each writes its
// published and modeled figures as JSON lines to DIR/calibration_<name>.jsonl, from which
// sim/docs/calibration_table.py generates the tables of sim/docs/timing_model.md §8.4 and checks them
// (CTest sim_calibration_docs). calibration_out.cpp holds the tests' main, which parses the option.
#pragma once

#include <string>
#include <vector>

namespace ktest {

// Builds one JSON object from members added in order. Keys and string values are this code's
// literals (no '"' or '\'), so they go in unescaped; numbers round-trip (%.17g).
class JsonLine {
public:
    JsonLine& Str(const char* key, const std::string& value);
    JsonLine& Num(const char* key, double value);
    std::string Text() const { return "{" + body_ + "}"; }

private:
    void Key(const char* key);
    std::string body_;
};

// Writes lines to DIR/calibration_<name>.jsonl through a temporary file (a reader never sees half a
// file); nothing without --calibration-out. Fails the running test when the file cannot be written.
void WriteCalibrationJson(const char* name, const std::vector<JsonLine>& lines);

} // namespace ktest
