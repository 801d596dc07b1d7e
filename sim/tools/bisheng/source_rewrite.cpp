// The rewrite of source_rewrite.h.
#include "source_rewrite.h"

#include "c_api_rewriter.h"
#include "include_rewriter.h"
#include "launch_rewriter.h"
#include "simt_gm_rewriter.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace ascsim::bisheng {

namespace {

void Error(std::vector<std::string>& errors, const std::string& message)
{
    errors.push_back("bisheng (CANN simulator): " + message);
}

} // namespace

bool RewriteAscText(const std::string& text, const std::string& path, std::string& out,
                    std::vector<std::string>& errors)
{
    const CApiRewriteResult capi = RewriteCApi(text, path);
    if (!capi.ok()) {
        errors.insert(errors.end(), capi.errors.begin(), capi.errors.end());
        return false;
    }
    const SimtGmRewriteResult gm = RewriteSimtGmSubscripts(capi.text);
    RewriteResult result = RewriteLaunches(gm.text, path);
    if (!result.ok()) {
        errors.insert(errors.end(), result.errors.begin(), result.errors.end());
        return false;
    }
    out = std::move(result.text);
    return true;
}

RewrittenSource RewriteAscFile(const std::string& source, const std::string& rewritten,
                               const std::string& toolkitIncludeDir)
{
    RewrittenSource result;
    std::ifstream in(source, std::ios::binary);
    if (!in) {
        // io: the source cannot be read
        Error(result.errors, "cannot read '" + source + "': " + std::strerror(errno));
        return result;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::string body;
    if (!RewriteAscText(text.str(), source, body, result.errors))
        return result;
    // (An absolute directory: the directives naming the copies are resolved from the including file's.)
    ShadowIncludes headers{
        std::filesystem::absolute(rewritten + ".d").string(), toolkitIncludeDir, &RewriteAscText, {}, {}};
    body = headers.Apply(body, source);
    if (!headers.errors.empty()) {
        result.errors = headers.errors;
        return result;
    }
    for (const auto& [original, copy] : headers.done)
        result.headers.push_back(original);
    std::ofstream out(rewritten, std::ios::binary | std::ios::trunc);
    out << body;
    out.close();
    if (!out) {
        // io: the rewritten source cannot be written
        Error(result.errors, "cannot write '" + rewritten + "'");
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace ascsim::bisheng
