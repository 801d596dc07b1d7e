// Toolkit location of toolkit_paths.h.
#include "toolkit_paths.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

// Compiled in by sim/tools/bisheng/CMakeLists.txt: the build tree's paths, for a driver that is
// not inside an installed toolkit.
#ifndef ASCSIM_BISHENG_SOURCE_INCLUDE_DIR
#define ASCSIM_BISHENG_SOURCE_INCLUDE_DIR ""
#endif
#ifndef ASCSIM_BISHENG_BUILD_LIB_DIRS
#define ASCSIM_BISHENG_BUILD_LIB_DIRS "" // ':'-separated
#endif

namespace ascsim::bisheng {

namespace fs = std::filesystem;

Toolkit LocateToolkitFrom(const std::string& exePath)
{
    std::error_code ec;
    const fs::path prefix = fs::path(exePath).parent_path().parent_path();
    if (!exePath.empty() && fs::exists(prefix / "include" / "kernel_operator.h", ec)) {
        return {(prefix / "include").string(), {(prefix / "lib64").string()}};
    }
    Toolkit toolkit{ASCSIM_BISHENG_SOURCE_INCLUDE_DIR, {}};
    const std::string dirs = ASCSIM_BISHENG_BUILD_LIB_DIRS;
    std::size_t start = 0;
    while (start <= dirs.size()) {
        const std::size_t colon = std::min(dirs.find(':', start), dirs.size());
        const std::string dir = dirs.substr(start, colon - start);
        bool seen = false;
        for (const auto& d : toolkit.libDirs)
            seen = seen || d == dir;
        if (!dir.empty() && !seen)
            toolkit.libDirs.push_back(dir);
        start = colon + 1;
    }
    return toolkit;
}

Toolkit LocateToolkit()
{
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    return LocateToolkitFrom(ec ? std::string() : self.string());
}

} // namespace ascsim::bisheng
