// Logging and checks of host (tiling / infershape) code: OP_LOGD / OP_LOGI / OP_LOGW / OP_LOGE,
// OP_CHECK_IF, OP_CHECK_NULL_WITH_CONTEXT (sim stand-in of opbase include/op_common/log/log.h,
// installed by CANN's opbase package as <cann>/include/op_common/log/log.h; ops-math tiling code
// includes it as "op_common/log/log.h" or, with <cann>/include/op_common on the include path,
// "log/log.h").
// As there, every line goes through the toolkit's dlog: extern "C" CheckLogLevel(moduleId, level)
// (1 when the level is enabled) and DlogRecord(moduleId, level, fmt, ...) of slog's dlog_pub.h,
// module OP (63, log_types.h). The simulator's libascendcl provides both: its logger, with
// ASCEND_GLOBAL_LOG_LEVEL (default 3, error) and ASCEND_SLOG_PRINT_TO_STDOUT (else stderr).
//   OP_LOGD / OP_LOGI / OP_LOGW(op, fmt, ...)  one line at DEBUG / INFO / WARNING:
//       "[<file>:<line>][<OP_SUBMOD_NAME>][<function>][<tid>] OpName:[<op>] <message>"
//   OP_LOGE(op, fmt, ...)  that line at ERROR, and REPORT_INNER_ERR_MSG("EZ9999", fmt, ...)
//       (base/err_msg.h): the message also reaches the aclnn caller's aclGetRecentErrMsg
//   OP_LOGE_WITHOUT_REPORT(op, fmt, ...)  the ERROR line only
//   OP_CHECK_IF(condition, log, return_expr)  when condition holds: log; return_expr;
//   OP_CHECK_NULL_WITH_CONTEXT(context, ptr)  when ptr is null: OP_LOGE "<ptr> is nullptr!" under the
//       context's node name and `return ge::GRAPH_FAILED`
// `op` is a gert context (logged as "<node type>:<node name>", "nil:nil" for a null context), a
// const char* or a std::string. OP_SUBMOD_NAME defaults to "OPS_BASE".
// Not provided: the predefined-error macros OP_LOGE_WITH_INVALID_* / OP_LOGE_FOR_INVALID_*
// (EZ0001-EZ0038) and Ops::Base::ToString (libops_base); a host source using them does not
// compile on the simulator.
#ifndef ASCSIM_OP_COMMON_LOG_LOG_H
#define ASCSIM_OP_COMMON_LOG_LOG_H

#include <sys/syscall.h>
#include <unistd.h>

#include <cinttypes>
#include <cstdint>
#include <sstream>
#include <string>
#include <type_traits>

#include "base/err_msg.h"
#include "exe_graph/runtime/shape.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"
#include "op_common/op_host/util/opbase_export.h"

#ifndef DLOG_DEBUG
#define DLOG_DEBUG 0
#endif
#ifndef DLOG_INFO
#define DLOG_INFO 1
#endif
#ifndef DLOG_WARN
#define DLOG_WARN 2
#endif
#ifndef DLOG_ERROR
#define DLOG_ERROR 3
#endif

constexpr int32_t OP_MODULE_ID = 63;

extern "C" {
int32_t CheckLogLevel(int32_t moduleId, int32_t logLevel);
void DlogRecord(int32_t moduleId, int32_t level, const char* fmt, ...);
}

namespace Ops {
namespace Base {

#ifndef OP_SUBMOD_NAME
#define OP_SUBMOD_NAME "OPS_BASE"
#endif

static inline uint64_t GetTid() { return static_cast<uint64_t>(syscall(__NR_gettid)); }

// The C string of an op name: a const char* / char* as it is, a std::string's c_str().
inline const char* GetSafeStr(const char* name) { return name; }
inline const char* GetSafeStr(const std::string& name) { return name.c_str(); }

inline const std::string& GetOpInfo(const std::string& str) { return str; }

inline const char* GetOpInfo(const char* str) { return str == nullptr ? "nil" : str; }

// A context pointer (anything but a C string or std::string) names its node: "<type>:<name>".
template <class T>
constexpr bool IsContextType()
{
    using D = typename std::decay<T>::type;
    return !std::is_same<D, const char*>::value && !std::is_same<D, char*>::value &&
           !std::is_same<D, std::string>::value;
}

template <class T>
typename std::enable_if<IsContextType<T>(), std::string>::type GetOpInfo(T context)
{
    if (context == nullptr) {
        return "nil:nil";
    }
    const char* type = context->GetNodeType();
    const char* name = context->GetNodeName();
    return std::string(type != nullptr ? type : "nil") + ":" + (name != nullptr ? name : "nil");
}

#ifndef unlikely
#define unlikely(x) __builtin_expect((x), 0)
#endif
#ifndef likely
#define likely(x) __builtin_expect((x), 1)
#endif

#define ASCSIM_OP_LOG_LINE(level, opInfo, fmt, ...)                                                                \
    do {                                                                                                           \
        if (CheckLogLevel(OP_MODULE_ID, (level)) == 1) {                                                           \
            DlogRecord(OP_MODULE_ID, (level), "[%s:%d][%s][%s][%" PRIu64 "] OpName:[%s] " fmt, __FILE__, __LINE__, \
                       OP_SUBMOD_NAME, __FUNCTION__, Ops::Base::GetTid(), Ops::Base::GetSafeStr(opInfo),           \
                       ##__VA_ARGS__);                                                                             \
        }                                                                                                          \
    } while (0)

#define OP_LOGE_LIBOPAPI_REPORT(opName, fmt, ...) \
    ASCSIM_OP_LOG_LINE(DLOG_ERROR, Ops::Base::GetOpInfo(opName), fmt, ##__VA_ARGS__)
#define OpLogSub(moduleId, level, opInfo, fmt, ...) ASCSIM_OP_LOG_LINE(level, opInfo, fmt, ##__VA_ARGS__)
#define OpLogErrSub(moduleId, level, opInfo, fmt, ...) ASCSIM_OP_LOG_LINE(level, opInfo, fmt, ##__VA_ARGS__)
#define D_OP_LOGI(opName, fmt, ...) OpLogSub(OP_MODULE_ID, DLOG_INFO, opName, fmt, ##__VA_ARGS__)
#define D_OP_LOGW(opName, fmt, ...) OpLogSub(OP_MODULE_ID, DLOG_WARN, opName, fmt, ##__VA_ARGS__)
#define D_OP_LOGE(opName, fmt, ...) OpLogErrSub(OP_MODULE_ID, DLOG_ERROR, opName, fmt, ##__VA_ARGS__)
#define D_OP_LOGD(opName, fmt, ...) OpLogSub(OP_MODULE_ID, DLOG_DEBUG, opName, fmt, ##__VA_ARGS__)

#define OP_LOGI(opName, ...) D_OP_LOGI(Ops::Base::GetOpInfo(opName), __VA_ARGS__)
#define OP_LOGW(opName, ...) D_OP_LOGW(Ops::Base::GetOpInfo(opName), __VA_ARGS__)
#define OP_LOGD(opName, ...) D_OP_LOGD(Ops::Base::GetOpInfo(opName), __VA_ARGS__)
#define OP_LOGE_WITHOUT_REPORT(opName, ...) OP_LOGE_LIBOPAPI_REPORT(opName, __VA_ARGS__)
#define OP_LOGE(opName, ...)                            \
    do {                                                \
        OP_LOGE_LIBOPAPI_REPORT(opName, ##__VA_ARGS__); \
        REPORT_INNER_ERR_MSG("EZ9999", ##__VA_ARGS__);  \
    } while (0)

#define OP_CHECK_IF(condition, log, return_expr) \
    do {                                         \
        if (unlikely(condition)) {               \
            log;                                 \
            return_expr;                         \
        }                                        \
    } while (0)

#define OP_CHECK_NULL_WITH_CONTEXT(context, ptr)                                                           \
    do {                                                                                                   \
        if (unlikely((ptr) == nullptr)) {                                                                  \
            const char* name = (unlikely(((context) == nullptr) || (context)->GetNodeName() == nullptr)) ? \
                                   "nil" :                                                                 \
                                   (context)->GetNodeName();                                               \
            OP_LOGE(name, "%s is nullptr!", #ptr);                                                         \
            return ge::GRAPH_FAILED;                                                                       \
        }                                                                                                  \
    } while (0)

} // namespace Base
} // namespace Ops

#endif // ASCSIM_OP_COMMON_LOG_LOG_H
