// aclInit / aclFinalize and the process-wide configuration of the simulated runtime.
//
// docs/zh/api_ref/02_initialization_and_deinitialization.md:
//  - aclInit must precede the other acl calls; configPath may be NULL (or name a JSON file whose
//    content may be just "{}").
//  - Calling aclInit again without aclFinalize returns ACL_ERROR_REPEAT_INITIALIZE (kept "for
//    compatibility"; the caller may ignore it) and a single aclFinalize then de-initialises.
//  - aclFinalize releases the resources acl used in the process. A second aclFinalize returns
//    ACL_ERROR_REPEAT_FINALIZE (docs/zh/api_ref/25-01_aclError.md: "重复去初始化").
// Simulator configuration, read by each successful aclInit:
//   ASCEND_SIM_DEVICE_COUNT      number of simulated devices (default 1, at most 64)
//   ASCEND_SIM_DEVICE_MEMORY_MB  device memory capacity per device in MiB (default 8192)
//   ASCEND_SIM_SOC               SoC name reported by aclrtGetSocName (default "Ascend950PR")
#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "acl_config.h"
#include "internal.h"

namespace ascsim::rt {
namespace {

std::mutex g_initMutex;
std::atomic<bool> g_initialized{false};
// Initialised by aclrtSetDevice without an aclInit (see ImplicitInit): a later aclInit is accepted once.
std::atomic<bool> g_implicit{false};
std::atomic<uint32_t> g_deviceCount{1};
std::atomic<size_t> g_deviceMemoryBytes{size_t{8192} << 20};

// Parses a decimal environment value in [minValue, maxValue]; `fallback` when unset, and with a
// warning when set but invalid.
uint64_t EnvNumber(const char* name, uint64_t minValue, uint64_t maxValue, uint64_t fallback)
{
    const char* v = std::getenv(name);
    if (v == nullptr || *v == '\0')
        return fallback;
    errno = 0;
    char* end = nullptr;
    const unsigned long long parsed = std::strtoull(v, &end, 10);
    if (errno != 0 || end == v || *end != '\0' || !std::isdigit(static_cast<unsigned char>(v[0])) ||
        parsed < minValue || parsed > maxValue) {
        Log(LogLevel::kWarning, "ASCENDCL", "ignoring invalid %s=\"%s\" (expected %llu..%llu); using %llu", name, v,
            static_cast<unsigned long long>(minValue), static_cast<unsigned long long>(maxValue),
            static_cast<unsigned long long>(fallback));
        return fallback;
    }
    return parsed;
}

// Reads aclInit's configuration file (acl_config.h) into *config; a NULL path is the defaults.
aclError ReadConfigFile(const char* configPath, AclConfig* config)
{
    *config = AclConfig{};
    if (configPath == nullptr)
        return ACL_SUCCESS;
    std::ifstream in(configPath, std::ios::binary);
    if (!in) {
        return detail::Fail(ACL_ERROR_INVALID_FILE, "aclInit", "cannot open config file \"%s\"", configPath);
    }
    const std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string why;
    if (!ParseAclConfig(content, config, &why)) {
        return detail::Fail(ACL_ERROR_PARSE_FILE, "aclInit", "config file \"%s\": %s", configPath, why.c_str());
    }
    if (config->hasOtherSettings) {
        Log(LogLevel::kInfo, "ASCENDCL",
            "aclInit: config file \"%s\": settings other than the SIMT stack sizes are accepted but not interpreted "
            "by the simulator",
            configPath);
    }
    return ACL_SUCCESS;
}

// The device limits a successful aclInit starts from: its file's SIMT stacks, the other limits' defaults
// (device_limit.cpp; they take effect when a device is next set).
void ApplyConfig(const AclConfig& config)
{
    detail::ResetDeviceLimits(config.simtStack.threadBytes, config.simtStack.divergenceWarpBytes);
}

} // namespace

bool IsInitialized() { return g_initialized.load(); }

// The configuration aclInit(nullptr) reads from the environment. Caller holds g_initMutex.
static void ConfigureLocked()
{
    ReloadLogConfigFromEnv();
    g_deviceCount.store(static_cast<uint32_t>(EnvNumber("ASCEND_SIM_DEVICE_COUNT", 0, detail::kMaxDevices, 1)));
    g_deviceMemoryBytes.store(static_cast<size_t>(EnvNumber("ASCEND_SIM_DEVICE_MEMORY_MB", 1, size_t{1} << 24, 8192))
                              << 20);
    g_initialized.store(true);
}

namespace detail {

aclError RequireInit(const char* api)
{
    if (g_initialized.load())
        return ACL_SUCCESS;
    return Fail(ACL_ERROR_UNINITIALIZE, api, "acl is not initialised; call aclInit first");
}

uint32_t ConfiguredDeviceCount() { return g_deviceCount.load(); }
size_t ConfiguredDeviceMemoryBytes() { return g_deviceMemoryBytes.load(); }

} // namespace detail
} // namespace ascsim::rt

using namespace ascsim::rt;

extern "C" aclError aclInit(const char* configPath)
{
    std::lock_guard<std::mutex> lock(g_initMutex);
    if (g_implicit.load()) {
        // aclrtSetDevice already brought the runtime up (ImplicitInit): this aclInit completes it.
        AclConfig config;
        const aclError fileCheck = ReadConfigFile(configPath, &config);
        if (fileCheck != ACL_SUCCESS)
            return fileCheck;
        ApplyConfig(config);
        g_implicit.store(false);
        ReloadLogConfigFromEnv();
        Log(LogLevel::kInfo, "ASCENDCL", "aclInit: after an implicit initialisation by aclrtSetDevice");
        return ACL_SUCCESS;
    }
    if (g_initialized.load()) {
        // Documented as ignorable, so it is logged as a warning, but still recorded for
        // aclGetRecentErrMsg like every failed call.
        const std::string msg = "aclInit failed (error " + std::to_string(ACL_ERROR_REPEAT_INITIALIZE) +
                                "): acl is already initialised (repeat aclInit; one aclFinalize de-initialises)";
        detail::AppendRecentError(msg);
        Log(LogLevel::kWarning, "ASCENDCL", "%s", msg.c_str());
        return ACL_ERROR_REPEAT_INITIALIZE;
    }
    if (detail::RejectInStreamTask("aclInit") != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    AclConfig config;
    const aclError fileCheck = ReadConfigFile(configPath, &config);
    if (fileCheck != ACL_SUCCESS)
        return fileCheck;
    ApplyConfig(config);
    ConfigureLocked();
    Log(LogLevel::kInfo, "ASCENDCL", "aclInit: simulated runtime initialised, %u device(s)", g_deviceCount.load());
    return ACL_SUCCESS;
}

namespace ascsim::rt::detail {
// aclrtSetDevice before aclInit. The official 950 examples do it (asc-devkit
// examples/01_simd_cpp_api/00_introduction/00_quickstart/hello_world calls aclrtSetDevice with no
// aclInit and prints from its kernel), and CANN samples call aclrtSetDevice, aclrtCreateContext and
// aclrtCreateStream before aclInit (mspti samples/common/util_acl.h), so the runtime initialises
// itself with the defaults aclInit(nullptr) would use; a later aclInit succeeds once.
aclError ImplicitInit()
{
    std::lock_guard<std::mutex> lock(g_initMutex);
    if (g_initialized.load())
        return ACL_SUCCESS;
    if (RejectInStreamTask("aclrtSetDevice") != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    ApplyConfig(AclConfig{});
    ConfigureLocked();
    g_implicit.store(true);
    Log(LogLevel::kInfo, "ASCENDCL", "aclrtSetDevice: simulated runtime initialised implicitly (no aclInit)");
    return ACL_SUCCESS;
}
} // namespace ascsim::rt::detail

namespace ascsim::rt {
namespace {
std::vector<void (*)()>& FinalizeHooks()
{
    static auto* hooks = new std::vector<void (*)()>(); // never destroyed (used until exit)
    return *hooks;
}
} // namespace

void AddFinalizeHook(void (*hook)())
{
    std::lock_guard<std::mutex> lock(g_initMutex);
    auto& hooks = FinalizeHooks();
    if (std::find(hooks.begin(), hooks.end(), hook) == hooks.end())
        hooks.push_back(hook);
}

} // namespace ascsim::rt

extern "C" aclError aclFinalize(void)
{
    std::lock_guard<std::mutex> lock(g_initMutex);
    if (!g_initialized.load()) {
        return detail::Fail(ACL_ERROR_REPEAT_FINALIZE, "aclFinalize",
                            "acl is not initialised (aclFinalize without aclInit, or called twice)");
    }
    if (detail::RejectInStreamTask("aclFinalize") != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    g_initialized.store(false);
    g_implicit.store(false);
    for (void (*hook)() : FinalizeHooks())
        hook();
    detail::TeardownAllDevices();
    Log(LogLevel::kInfo, "ASCENDCL", "aclFinalize: simulated runtime de-initialised");
    return ACL_SUCCESS;
}

// docs/zh/api_ref/04_device_management.md#aclrtGetSocName: the SoC version string, nullptr on
// failure. The simulator reports ASCEND_SIM_SOC (default "Ascend950PR"); it does not need
// aclInit, and returned pointers stay valid for the life of the process.
extern "C" const char* aclrtGetSocName(void)
{
    static std::mutex mutex;
    static std::set<std::string>* interned = new std::set<std::string>(); // never destroyed
    const char* env = std::getenv("ASCEND_SIM_SOC");
    const std::string name = (env != nullptr && *env != '\0') ? env : "Ascend950PR";
    std::lock_guard<std::mutex> lock(mutex);
    return interned->insert(name).first->c_str();
}
