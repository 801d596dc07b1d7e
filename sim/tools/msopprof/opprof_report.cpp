#include "opprof_report.h"

#include <algorithm>

namespace ascsim::msopprof {

std::string ParseCsv(const std::string& text, ProfileTable* out)
{
    *out = ProfileTable{};
    std::vector<std::vector<std::string>> lines;
    std::vector<std::string> row;
    std::string cell;
    bool quoted = false;
    bool any = false; // the current row has content
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                cell += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                cell += c;
            }
            continue;
        }
        if (c == '"') {
            quoted = true;
            any = true;
        } else if (c == ',') {
            row.push_back(cell);
            cell.clear();
            any = true;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
                ++i;
            }
            if (any || !cell.empty()) {
                row.push_back(cell);
                lines.push_back(row);
            }
            row.clear();
            cell.clear();
            any = false;
        } else {
            cell += c;
            any = true;
        }
    }
    if (quoted) {
        return "a quoted cell is not closed";
    }
    if (any || !cell.empty()) {
        row.push_back(cell);
        lines.push_back(row);
    }
    if (lines.empty()) {
        return "";
    }
    out->header = lines.front();
    for (size_t r = 1; r < lines.size(); ++r) {
        if (lines[r].size() != out->header.size()) {
            return "row " + std::to_string(r + 1) + " has " + std::to_string(lines[r].size()) + " cells, the header " +
                   std::to_string(out->header.size());
        }
        out->rows.push_back(lines[r]);
    }
    return "";
}

namespace {

std::string CsvCell(const std::string& s)
{
    if (s.find_first_of(",\"\r\n") == std::string::npos) {
        return s;
    }
    std::string q = "\"";
    for (const char c : s) {
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return q + "\"";
}

} // namespace

std::string SelectColumns(const ProfileTable& table, const std::vector<std::string>& columns, std::string* error)
{
    error->clear();
    std::vector<size_t> index;
    for (const std::string& c : columns) {
        const auto it = std::find(table.header.begin(), table.header.end(), c);
        if (it == table.header.end()) {
            *error = "the profile has no column \"" + c + "\"";
            return "";
        }
        index.push_back(static_cast<size_t>(it - table.header.begin()));
    }
    std::string text;
    for (size_t k = 0; k < columns.size(); ++k) {
        text += (k == 0 ? "" : ",") + CsvCell(columns[k]);
    }
    text += "\n";
    for (const auto& row : table.rows) {
        for (size_t k = 0; k < index.size(); ++k) {
            text += (k == 0 ? "" : ",") + CsvCell(row[index[k]]);
        }
        text += "\n";
    }
    return text;
}

const std::vector<std::string>& OpBasicInfoColumns()
{
    static const std::vector<std::string> c = {"Op Name", "Block Dim", "Task Duration(us)", "SoC"};
    return c;
}

const std::vector<std::string>& PipeUtilizationColumns()
{
    static const std::vector<std::string> c = {"Op Name",           "aiv_time(us)",      "aiv_total_cycles",
                                               "aiv_vec_time(us)",  "aiv_vec_ratio",     "aiv_scalar_time(us)",
                                               "aiv_scalar_ratio",  "aiv_mte2_time(us)", "aiv_mte2_ratio",
                                               "aiv_mte3_time(us)", "aiv_mte3_ratio"};
    return c;
}

} // namespace ascsim::msopprof
