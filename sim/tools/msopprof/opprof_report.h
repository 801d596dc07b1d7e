// The files msopprof writes from the simulator's profile (the timing model's summary of each launch, one
// CSV row per launch through ASCEND_SIM_PROFILE_CSV; sim/docs/timing_model.md §4).
// 性能调优.md 表2 names the files and what each holds; their columns are in the msOpProf user guide, which is
// not on the pages this project reads, so the columns are the summary's own (msprof op-summary names):
//   OpBasicInfo.csv     "算子名称、block dim和耗时": Op Name, Block Dim, Task Duration(us), SoC
//   PipeUtilization.csv "pipe类指令耗时和占比": Op Name, aiv_time(us), aiv_total_cycles and each pipe's
//                       aiv_<pipe>_time(us) / aiv_<pipe>_ratio
// One row per kernel launch, in launch order. The other files of 表2 (cache, bandwidth, bank conflicts,
// visualize_data.bin) have no counterpart in the model and are not written.
#pragma once

#include <string>
#include <vector>

namespace ascsim::msopprof {

struct ProfileTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
};

// Parses CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and newlines). Returns an empty
// string, or what is wrong (a row whose cell count differs from the header's, an unterminated quote).
std::string ParseCsv(const std::string& text, ProfileTable* out);

// The cells of `columns` from every row of `table`, as CSV text with that header; a cell that needs it is
// quoted. Returns an empty string in *error, or the first column the table lacks.
std::string SelectColumns(const ProfileTable& table, const std::vector<std::string>& columns, std::string* error);

// The column lists of the two files.
const std::vector<std::string>& OpBasicInfoColumns();
const std::vector<std::string>& PipeUtilizationColumns();

} // namespace ascsim::msopprof
