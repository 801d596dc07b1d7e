// REPORT_PREDEFINED_ERR_MSG / REPORT_INNER_ERR_MSG (base/err_msg.h) for op host code: messages are
// kept per thread until the framework that called the op (nnopbase) collects them into its own
// error report.
#include <cstdarg>
#include <cstdio>
#include <string>
#include <vector>

#include "ascsim/op_registry.h"
#include "base/err_msg.h"

namespace ascsim {
namespace {
thread_local std::vector<std::string> g_reported;
} // namespace

std::string TakeReportedMessages()
{
    std::string all;
    for (const auto& m : g_reported) {
        all += (all.empty() ? "" : "; ") + m;
    }
    g_reported.clear();
    return all;
}
} // namespace ascsim

extern "C" void AscendSimReportPredefinedErrMsg(const char* code, const char* const* keys, const char* const* values,
                                                unsigned long count)
{
    std::string text = std::string("[") + (code != nullptr ? code : "") + "]";
    std::string reason;
    for (unsigned long i = 0; i < count; ++i) {
        if (std::string(keys[i]) == "reason") {
            reason = values[i];
        } else {
            text += std::string(" ") + keys[i] + "=" + values[i];
        }
    }
    ascsim::g_reported.push_back(reason.empty() ? text : text + ": " + reason);
}

// metadef inc/external/base/err_msg.h: ReportInnerErrMsg(file_name, func, line, error_code, format, ...),
// 0 on success. The message is truncated at 1024 bytes (err_msg.h's LIMIT_PER_MSG).
int32_t error_message::ReportInnerErrMsg(const char* /*file_name*/, const char* /*func*/, uint32_t /*line*/,
                                         const char* error_code, const char* format, ...)
{
    char body[1024] = {};
    if (format != nullptr) {
        va_list args;
        va_start(args, format);
        std::vsnprintf(body, sizeof body, format, args);
        va_end(args);
    }
    ascsim::g_reported.push_back(std::string("[") + (error_code != nullptr ? error_code : "") + "] " + body);
    return 0;
}
