// Per-thread "recent error message" (aclGetRecentErrMsg) and ascsim::rt::ReportError.
//
// docs/zh/api_ref/13_exception_handling.md#aclGetRecentErrMsg: the call returns AND CLEARS the
// error descriptions of failed acl calls made by the same thread (thread level is the default
// err_msg_mode; the process-level mode of aclInit's config is not simulated). When several
// messages are pending the newest comes first. Only the pointer returned by the latest call is
// valid. nullptr when there is nothing to report.
//
// aclrtGetLastError / aclrtPeekAtLastError (docs/zh/api_ref/13_exception_handling.md#aclrtGetLastError,
// #aclrtPeekAtLastError): the calling thread's Runtime error code; Get returns it and resets it to
// ACL_SUCCESS, Peek only returns it. Simulator choices, modelled on the real runtime (hicann/runtime
// src/runtime/api/api_global_err.cc GetRtExtErrCodeAndSetGlobalErr, core/src/common/inner_thread_local.cpp):
//  - the slot holds one code, the newest failure overwrites it (no queue as for the messages);
//  - only the Runtime module's codes (acl/error_codes/rt_error_codes.h: 107xxx parameter, 207xxx
//    resource, 507xxx internal/task errors) are kept; the acl layer's own codes such as
//    ACL_ERROR_INVALID_PARAM (100000) or ACL_ERROR_UNINITIALIZE (100001) are returned by the failing call
//    but never reach this slot, as in the real stack where the acl layer checks them before the runtime;
//  - every code passed to Fail() is considered; failures that carry no code (ReportError) are not.
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
    std::deque<std::string> pending;  // oldest first
    std::string returned;             // storage behind the last aclGetRecentErrMsg pointer
    aclError lastError = ACL_SUCCESS; // aclrtGetLastError / aclrtPeekAtLastError, ACL_RT_THREAD_LEVEL
};

ThreadErrors& Errors()
{
    thread_local ThreadErrors errors;
    return errors;
}

// The ranges of acl/error_codes/rt_error_codes.h.
bool IsRuntimeErrorCode(aclError code)
{
    return (code >= 107000 && code <= 107999) || (code >= 207000 && code <= 207999) ||
           (code >= 507000 && code <= 507999);
}

// ACL_SUCCESS when `level` is a level of aclrtLastErrLevel, else the failure (reported for `api`).
aclError CheckLastErrLevel(const char* api, const aclrtLastErrLevel& level)
{
    const int32_t raw = detail::RawEnumValue(level);
    if (raw == ACL_RT_THREAD_LEVEL)
        return ACL_SUCCESS;
    // The acl layer of the real runtime accepts ACL_RT_THREAD_LEVEL only (ACL_ERROR_INVALID_PARAM otherwise).
    return detail::Fail(ACL_ERROR_INVALID_PARAM, api, "level %d is not ACL_RT_THREAD_LEVEL (%d)", raw,
                        static_cast<int>(ACL_RT_THREAD_LEVEL));
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
    if (IsRuntimeErrorCode(code))
        Errors().lastError = code;
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

// docs/zh/api_ref/13_exception_handling.md#aclrtGetLastError: returns the thread's Runtime error code
// and clears it, so the next call answers ACL_SUCCESS until another runtime call fails. Needs no aclInit.
extern "C" aclError aclrtGetLastError(aclrtLastErrLevel level)
{
    const aclError bad = ascsim::rt::CheckLastErrLevel("aclrtGetLastError", level);
    if (bad != ACL_SUCCESS)
        return bad;
    auto& errors = ascsim::rt::Errors();
    const aclError last = errors.lastError;
    errors.lastError = ACL_SUCCESS;
    return last;
}

// docs/zh/api_ref/13_exception_handling.md#aclrtPeekAtLastError: as aclrtGetLastError, without clearing.
extern "C" aclError aclrtPeekAtLastError(aclrtLastErrLevel level)
{
    const aclError bad = ascsim::rt::CheckLastErrLevel("aclrtPeekAtLastError", level);
    if (bad != ACL_SUCCESS)
        return bad;
    return ascsim::rt::Errors().lastError;
}
