// REPORT_PREDEFINED_ERR_MSG (base/err_msg.h) for op host code: messages are kept per thread until
// the framework that called the op (nnopbase) collects them into its own error report.
#include <string>
#include <vector>

#include "ascsim/op_registry.h"
#include "base/err_msg.h"

namespace ascsim {
namespace {
thread_local std::vector<std::string> g_reported;
}  // namespace

std::string TakeReportedMessages()
{
    std::string all;
    for (const auto& m : g_reported) {
        all += (all.empty() ? "" : "; ") + m;
    }
    g_reported.clear();
    return all;
}
}  // namespace ascsim

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
