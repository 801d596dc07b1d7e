// Replacing byte ranges of a source text, for the rewriters of the simulator's bisheng.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ascsim::bisheng {

struct SourceEdit {
    std::size_t begin; // source bytes [begin, end) are replaced by text (begin == end: an insertion)
    std::size_t end;
    std::string text;
};

// `source` with every edit applied. Edits must not overlap; those at one position keep their order.
inline std::string ApplyEdits(std::string_view source, std::vector<SourceEdit> edits)
{
    std::stable_sort(edits.begin(), edits.end(),
                     [](const SourceEdit& a, const SourceEdit& b) { return a.begin < b.begin; });
    std::string out;
    std::size_t copied = 0;
    for (const SourceEdit& e : edits) {
        out.append(source.substr(copied, e.begin - copied));
        out.append(e.text);
        copied = e.end;
    }
    out.append(source.substr(copied));
    return out;
}

} // namespace ascsim::bisheng
