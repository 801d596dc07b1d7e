// The user headers of an Ascend C source get the source's rewrites too. A project's kernel code often
// sits in a header next to its .asc (a class with `__ubuf__ half buf[N];` locals, VFs called by name),
// which the real bisheng compiles as device code like the source itself; compiled unrewritten by g++,
// such an array would be on the host stack, outside the emulated UB. So each `#include "x"` of a file
// that exists relative to the including file's directory (outside the toolkit's include directory) is
// rewritten the same way (c_api_rewriter.h, then launch_rewriter.h, which starts the copy with
// `#line 1 "<original path>"`), the copy written under `shadowDir`, and the directive pointed at it;
// recursively, each header once. Headers found only through -I are compiled as they are.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace ascsim::bisheng {

// Rewrites one file's text: the rewritten text, or errors (already "<file>:<line>: error: ..." lines).
using FileRewrite = std::function<bool(const std::string& text, const std::string& path, std::string& out,
                                       std::vector<std::string>& errors)>;

struct ShadowIncludes {
    std::string shadowDir;                   // where the rewritten headers go (created on demand)
    std::string toolkitIncludeDir;           // headers under it are never rewritten
    FileRewrite rewrite;                     // the rewrite applied to each header
    std::map<std::string, std::string> done; // original canonical path -> its copy
    std::vector<std::string> errors;

    // `text` (of the file at `path`, already rewritten) with its quoted includes of user headers pointed at
    // their rewritten copies. Check `errors` afterwards.
    std::string Apply(const std::string& text, const std::string& path);
};

} // namespace ascsim::bisheng
