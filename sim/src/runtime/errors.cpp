// Per-thread "recent error message" (aclGetRecentErrMsg) and ascsim::rt::ReportError.
//
// docs/zh/api_ref/13_exception_handling.md#aclGetRecentErrMsg: the call returns AND CLEARS the
// error descriptions of failed acl calls made by the same thread (thread level is the default
// err_msg_mode; the process-level mode of aclInit's config is not simulated). When several
// messages are pending the newest comes first. Only the pointer returned by the latest call is
// valid. nullptr when there is nothing to report.
#include <cstdarg>
#include <cstdio>
#include <deque>
#include <string>

#include "internal.h"

namespace ascsim::rt {
namespace {

// Docs warn that messages pile up when never fetched; the simulator keeps the newest 64.
constexpr size_t kMaxPendingMessages = 64;

struct ThreadErrors {
    std::deque<std::string> pending; // oldest first
    std::string returned;            // storage behind the last aclGetRecentErrMsg pointer
};

ThreadErrors& Errors()
{
    thread_local ThreadErrors errors;
    return errors;
}

std::string VFormat(const char* fmt, va_list args)
{
    va_list copy;
    va_copy(copy, args);
    const int n = std::vsnprintf(nullptr, 0, fmt, copy);
    va_end(copy);
    if (n <= 0)
        return std::string();
    std::string out(static_cast<size_t>(n) + 1, '\0');
    std::vsnprintf(out.data(), out.size(), fmt, args);
    out.resize(static_cast<size_t>(n));
    return out;
}

} // namespace

void ReportError(const std::string& message)
{
    detail::AppendRecentError(message);
    Log(LogLevel::kError, "ASCENDCL", "%s", message.c_str());
}

namespace detail {

void AppendRecentError(const std::string& message)
{
    auto& errors = Errors();
    errors.pending.push_back(message);
    while (errors.pending.size() > kMaxPendingMessages)
        errors.pending.pop_front();
}

std::string Format(const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    std::string out = VFormat(fmt, args);
    va_end(args);
    return out;
}

aclError Fail(aclError code, const char* api, const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    const std::string body = VFormat(fmt, args);
    va_end(args);
    ReportError(std::string(api) + " failed (error " + std::to_string(code) + "): " + body);
    return code;
}

} // namespace detail
} // namespace ascsim::rt

extern "C" const char* aclGetRecentErrMsg(void)
{
    auto& errors = ascsim::rt::Errors();
    if (errors.pending.empty())
        return nullptr;
    std::string joined;
    for (auto it = errors.pending.rbegin(); it != errors.pending.rend(); ++it) {
        if (!joined.empty())
            joined += '\n';
        joined += *it;
    }
    errors.pending.clear();
    errors.returned = std::move(joined);
    return errors.returned.c_str();
}
