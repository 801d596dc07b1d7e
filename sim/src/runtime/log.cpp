// Logging of the simulated runtime: ascsim::rt::Log / LogAt / LogEnabled, aclAppLog, and the dlog
// entry points of op host code (CheckLogLevel / DlogRecord).
//
// Environment (docs/zh/env_vars/ASCEND_GLOBAL_LOG_LEVEL.md, ASCEND_LOG_PRINT_TO_STDOUT.md,
// ASCEND_SLOG_PRINT_TO_STDOUT_deprecated.md):
//   ASCEND_GLOBAL_LOG_LEVEL   0 debug, 1 info, 2 warning, 3 error (default), 4 null; an unset,
//                             empty or invalid value means the default.
//   ASCEND_LOG_PRINT_TO_STDOUT / ASCEND_SLOG_PRINT_TO_STDOUT
//                             1 = print to stdout. The newer ASCEND_LOG_PRINT_TO_STDOUT wins when
//                             both are set to a valid value (0 or 1).
// CANN writes plog files under ~/ascend/log unless printing to stdout is enabled; the simulator
// has no log files and writes to stderr instead.
// Line format modelled on a plog line (docs/zh/log_ref/log_overview.md):
//   [ERROR] ASCENDCL(1234,prog):2025-01-31-12:00:00.123.456 [file.cpp:42] message
#include <sys/time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>
#include <string>

#include "internal.h"

namespace ascsim::rt {
namespace {

std::atomic<int> g_level{static_cast<int>(LogLevel::kError)};
std::atomic<bool> g_toStdout{false};
std::once_flag g_loadOnce;
std::mutex g_writeMutex;

// -1 when unset/empty/not a single allowed digit.
int ParseEnvDigit(const char* name, int maxValue)
{
    const char* v = std::getenv(name);
    if (v == nullptr || v[0] < '0' || v[0] > '9' || v[1] != '\0')
        return -1;
    const int d = v[0] - '0';
    return d <= maxValue ? d : -1;
}

void LoadFromEnv()
{
    const int level = ParseEnvDigit("ASCEND_GLOBAL_LOG_LEVEL", 4);
    g_level.store(level < 0 ? static_cast<int>(LogLevel::kError) : level);
    int toStdout = ParseEnvDigit("ASCEND_LOG_PRINT_TO_STDOUT", 1);
    if (toStdout < 0)
        toStdout = ParseEnvDigit("ASCEND_SLOG_PRINT_TO_STDOUT", 1);
    g_toStdout.store(toStdout == 1);
}

void EnsureLoaded() { std::call_once(g_loadOnce, LoadFromEnv); }

const char* LevelName(LogLevel level)
{
    switch (level) {
        case LogLevel::kDebug:
            return "DEBUG";
        case LogLevel::kInfo:
            return "INFO";
        case LogLevel::kWarning:
            return "WARNING";
        case LogLevel::kError:
            return "ERROR";
        default:
            return "NULL";
    }
}

const char* BaseName(const char* path)
{
    const char* slash = std::strrchr(path, '/');
    return slash != nullptr ? slash + 1 : path;
}

void VLogAt(LogLevel level, const char* module, const char* file, int line, const char* func, const char* fmt,
            va_list args)
{
    if (!LogEnabled(level))
        return;
    // Single log lines are truncated at 1024 bytes, as documented for aclAppLog
    // (docs/zh/api_ref/24_other_APIs.md).
    char body[1024];
    std::vsnprintf(body, sizeof body, fmt, args);

    timeval tv{};
    gettimeofday(&tv, nullptr);
    tm local{};
    localtime_r(&tv.tv_sec, &local);
    char stamp[64];
    std::snprintf(stamp, sizeof stamp, "%04d-%02d-%02d-%02d:%02d:%02d.%03ld.%03ld", local.tm_year + 1900,
                  local.tm_mon + 1, local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec,
                  static_cast<long>(tv.tv_usec / 1000), static_cast<long>(tv.tv_usec % 1000));

    std::string out;
    out.reserve(256);
    out += '[';
    out += LevelName(level);
    out += "] ";
    out += module != nullptr ? module : "ASCENDCL";
    out += '(' + std::to_string(static_cast<long>(getpid())) + ',' + program_invocation_short_name + "):";
    out += stamp;
    if (file != nullptr) {
        out += " [";
        out += BaseName(file);
        out += ':' + std::to_string(line) + ']';
    }
    if (func != nullptr) {
        out += func;
    }
    out += ' ';
    out += body;
    out += '\n';

    std::lock_guard<std::mutex> lock(g_writeMutex);
    FILE* stream = g_toStdout.load() ? stdout : stderr;
    std::fwrite(out.data(), 1, out.size(), stream);
    std::fflush(stream);
}

} // namespace

bool LogEnabled(LogLevel level)
{
    EnsureLoaded();
    const int configured = g_level.load();
    if (configured >= static_cast<int>(LogLevel::kNull) || level == LogLevel::kNull)
        return false;
    return static_cast<int>(level) >= configured;
}

void ReloadLogConfigFromEnv()
{
    EnsureLoaded();
    LoadFromEnv();
}

void Log(LogLevel level, const char* module, const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    VLogAt(level, module, nullptr, 0, nullptr, fmt, args);
    va_end(args);
}

void LogAt(LogLevel level, const char* module, const char* file, int line, const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    VLogAt(level, module, file, line, nullptr, fmt, args);
    va_end(args);
}

} // namespace ascsim::rt

// docs/zh/api_ref/24_other_APIs.md#aclAppLog: the application's own log line ("APP" module).
extern "C" void aclAppLog(aclLogLevel logLevel, const char* func, const char* file, uint32_t line, const char* fmt, ...)
{
    using ascsim::rt::LogLevel;
    if (fmt == nullptr)
        return;
    LogLevel level = LogLevel::kError;
    switch (logLevel) {
        case ACL_DEBUG:
            level = LogLevel::kDebug;
            break;
        case ACL_INFO:
            level = LogLevel::kInfo;
            break;
        case ACL_WARNING:
            level = LogLevel::kWarning;
            break;
        default:
            level = LogLevel::kError;
            break;
    }
    va_list args;
    va_start(args, fmt);
    ascsim::rt::VLogAt(level, "APP", file, static_cast<int>(line), func, fmt, args);
    va_end(args);
}

// The dlog API of slog (dlog_pub.h; CANN's libunified_dlog), which op host code logs through, e.g.
// opbase's OP_LOGI / OP_LOGE (include/op_common/log/log.h declares both extern "C"):
//   CheckLogLevel(moduleId, logLevel)  1 when logLevel (DLOG_DEBUG 0 .. DLOG_ERROR 3) is enabled, else 0;
//   DlogRecord(moduleId, level, fmt, ...)  one printf-style line of that module at that level.
// The module id names the line: OP (63, log_types.h) for operator code, else "MODULE<id>".
namespace {
std::string DlogModuleName(int32_t moduleId) { return moduleId == 63 ? "OP" : "MODULE" + std::to_string(moduleId); }

bool DlogLevel(int32_t level, ascsim::rt::LogLevel* out)
{
    if (level < 0 || level > 3)
        return false; // DLOG_DEBUG .. DLOG_ERROR; events and others are not logged
    *out = static_cast<ascsim::rt::LogLevel>(level);
    return true;
}
} // namespace

extern "C" int32_t CheckLogLevel(int32_t moduleId, int32_t logLevel)
{
    (void)moduleId;
    ascsim::rt::LogLevel level;
    return DlogLevel(logLevel, &level) && ascsim::rt::LogEnabled(level) ? 1 : 0;
}

extern "C" void DlogRecord(int32_t moduleId, int32_t level, const char* fmt, ...)
{
    ascsim::rt::LogLevel logLevel;
    if (fmt == nullptr || !DlogLevel(level, &logLevel))
        return;
    const std::string module = DlogModuleName(moduleId);
    va_list args;
    va_start(args, fmt);
    ascsim::rt::VLogAt(logLevel, module.c_str(), nullptr, 0, nullptr, fmt, args);
    va_end(args);
}
