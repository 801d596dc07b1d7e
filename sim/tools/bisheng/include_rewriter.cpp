// The shadowing of user headers of include_rewriter.h.
#include "include_rewriter.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace ascsim::bisheng {

namespace fs = std::filesystem;

namespace {

bool Under(const fs::path& p, const fs::path& dir)
{
    if (dir.empty())
        return false;
    const auto rel = p.lexically_relative(dir);
    return !rel.empty() && *rel.begin() != "..";
}

} // namespace

std::string ShadowIncludes::Apply(const std::string& text, const std::string& path)
{
    static const std::regex kQuotedInclude(R"(^(\s*#\s*include\s*)\"([^\"]+)\")");
    const fs::path dir = fs::absolute(path).parent_path();
    const fs::path toolkit = toolkitIncludeDir.empty() ? fs::path() : fs::weakly_canonical(toolkitIncludeDir);
    std::istringstream in(text);
    std::string out, line;
    bool first = true;
    while (std::getline(in, line)) {
        if (!first)
            out += '\n';
        first = false;
        std::smatch m;
        if (!std::regex_search(line, m, kQuotedInclude)) {
            out += line;
            continue;
        }
        std::error_code ec;
        const fs::path target = fs::weakly_canonical(dir / m[2].str(), ec);
        if (ec || !fs::is_regular_file(target) || Under(target, toolkit)) {
            out += line;
            continue;
        }
        const std::string key = target.string();
        auto it = done.find(key);
        if (it == done.end()) {
            const std::string copy = (fs::path(shadowDir) /
                                      (std::to_string(done.size()) + "_" + target.filename().string()))
                                         .string();
            it = done.emplace(key, copy)
                     .first; // before recursing: a header included again (or by itself) is not redone
            std::ifstream file(key, std::ios::binary);
            std::ostringstream body;
            body << file.rdbuf();
            std::string rewritten;
            if (!file || !rewrite(body.str(), key, rewritten, errors))
                continue;
            const std::string shadowed = Apply(rewritten, key);
            fs::create_directories(shadowDir, ec);
            std::ofstream outFile(copy, std::ios::binary | std::ios::trunc);
            outFile << shadowed;
            if (!outFile) {
                errors.push_back("bisheng: error: cannot write '" + copy + "'");
                continue;
            }
        }
        out += m[1].str() + "\"" + it->second + "\"" +
               line.substr(static_cast<std::size_t>(m.position(0) + m.length(0)));
    }
    if (!text.empty() && text.back() == '\n')
        out += '\n';
    return out;
}

} // namespace ascsim::bisheng
