// An Ascend C source as bisheng compiles it: the C API's rewrites (c_api_rewriter.h), the SIMT GM
// subscripts' and local arrays' (simt_gm_rewriter.h), then the launches' (launch_rewriter.h, which starts
// the text with a #line naming the source), written to a file next to the object; the user headers it
// includes get the same rewrites (include_rewriter.h), in `<rewritten>.d/`.
#pragma once

#include <string>
#include <vector>

namespace ascsim::bisheng {

// One file's rewrites (text in, text out); errors are "<file>:<line>: error: ..." lines.
bool RewriteAscText(const std::string& text, const std::string& path, std::string& out,
                    std::vector<std::string>& errors);

struct RewrittenSource {
    bool ok = false;
    std::vector<std::string> errors;  // reported by the caller
    std::vector<std::string> headers; // the original user headers whose rewritten copies it includes
};

// Writes `source`'s rewrite to `rewritten`; headers under `toolkitIncludeDir` are not rewritten.
RewrittenSource RewriteAscFile(const std::string& source, const std::string& rewritten,
                               const std::string& toolkitIncludeDir);

} // namespace ascsim::bisheng
