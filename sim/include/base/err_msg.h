// Error-message reporting of generated aclnn code and op host code (CANN base/err_msg.h, metadef
// inc/external/base/err_msg.h):
//   REPORT_PREDEFINED_ERR_MSG(code, keys, values) reports a predefined error such as EZ1010
//   ("invalid argument") with key/value arguments;
//   REPORT_INNER_ERR_MSG(code, fmt, ...) reports an inner error with a printf-style message
//   (error_message::ReportInnerErrMsg(file, func, line, code, fmt, ...), also ge::ReportInnerErrMsg;
//   opbase's OP_LOGE reports "EZ9999" through it).
// The sim keeps both per thread until the aclnn API that ran the op host code collects them into
// its error report (aclGetRecentErrMsg): "[<code>] key=value ...: reason", "[<code>] <message>".
#ifndef ASCSIM_BASE_ERR_MSG_H
#define ASCSIM_BASE_ERR_MSG_H

#include <cstdint>
#include <vector>

extern "C" void AscendSimReportPredefinedErrMsg(const char* code, const char* const* keys, const char* const* values,
                                                unsigned long count);

#define REPORT_PREDEFINED_ERR_MSG(code, keys, values) \
    AscendSimReportPredefinedErrMsg((code), (keys).data(), (values).data(), (keys).size())

namespace error_message {
int32_t ReportInnerErrMsg(const char* file_name, const char* func, uint32_t line, const char* error_code,
                          const char* format, ...) __attribute__((format(printf, 5, 6)));
} // namespace error_message
namespace ge {
using error_message::ReportInnerErrMsg;
} // namespace ge

#define REPORT_INNER_ERR_MSG(error_code, format, ...) \
    (void)error_message::ReportInnerErrMsg(__FILE__, __FUNCTION__, __LINE__, (error_code), (format), ##__VA_ARGS__)

#endif // ASCSIM_BASE_ERR_MSG_H
