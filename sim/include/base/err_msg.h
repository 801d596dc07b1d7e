// Error-message reporting used by generated aclnn code (CANN base/err_msg.h):
// REPORT_PREDEFINED_ERR_MSG(code, keys, values) reports a predefined error such as EZ1010
// ("invalid argument") with key/value arguments; the sim appends it to aclGetRecentErrMsg.
#ifndef ASCSIM_BASE_ERR_MSG_H
#define ASCSIM_BASE_ERR_MSG_H

#include <vector>

extern "C" void AscendSimReportPredefinedErrMsg(const char* code, const char* const* keys,
                                                const char* const* values, unsigned long count);

#define REPORT_PREDEFINED_ERR_MSG(code, keys, values) \
    AscendSimReportPredefinedErrMsg((code), (keys).data(), (values).data(), (keys).size())

#endif  // ASCSIM_BASE_ERR_MSG_H
