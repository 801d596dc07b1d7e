// How the runtime finds an installed custom op package, as documented for CANN (asc-devkit
// docs/zh/guide/编程指南/高级编程/Aclnn算子工程化开发/调用/运行时加载机制.md and
// 编译与部署/基本流程.md, "配置自定义算子优先级"):
//  1. the vendor directories in ASCEND_CUSTOM_OPP_PATH, in order (set_env.bash of a package
//     installed with --install-path puts its <path>/vendors/<vendor> first);
//  2. $ASCEND_OPP_PATH/vendors/<vendor> in the order of load_priority in vendors/config.ini.
// The first package that provides the op type wins. From a vendor directory the simulator loads
// op_impl/ai_core/tbe/op_tiling/lib/linux/<arch>/*.so (the op's registrations: OpDef, shape
// inference, tiling) and op_impl/ai_core/tbe/kernel/<compute unit>/*.so (its kernel library, the
// stand-in for the kernel binaries). An entry of ASCEND_CUSTOM_OPP_PATH that holds vendors/ itself
// (the directory the .run installed into) is searched through its config.ini too.
#include "package_loader.h"

#include <dirent.h>
#include <dlfcn.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <vector>

#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/op_registry.h"
#include "ascsim/runtime.h"

namespace ascsim::nnop {
namespace {

bool IsDir(const std::string& path)
{
    struct stat st {};
    return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::vector<std::string> Split(const std::string& text, char sep)
{
    std::vector<std::string> parts;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, sep);) {
        if (!part.empty()) {
            parts.push_back(part);
        }
    }
    return parts;
}

std::vector<std::string> SortedEntries(const std::string& dir, bool wantDirs)
{
    std::vector<std::string> names;
    if (DIR* d = opendir(dir.c_str())) {
        while (const dirent* ent = readdir(d)) {
            const std::string name = ent->d_name;
            if (name == "." || name == "..") {
                continue;
            }
            const std::string path = dir + "/" + name;
            if (wantDirs ? IsDir(path) :
                           (!IsDir(path) && name.size() > 3 && name.compare(name.size() - 3, 3, ".so") == 0)) {
                names.push_back(path);
            }
        }
        closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
}

// <opp>/vendors/<vendor> for every vendor of <opp>/vendors/config.ini's load_priority, in order.
void AppendConfiguredVendors(const std::string& opp, std::vector<std::string>* out)
{
    std::ifstream config(opp + "/vendors/config.ini");
    for (std::string line; std::getline(config, line);) {
        const std::string key = "load_priority=";
        if (line.compare(0, key.size(), key) == 0) {
            for (const auto& vendor : Split(line.substr(key.size()), ',')) {
                out->push_back(opp + "/vendors/" + vendor);
            }
        }
    }
}

std::vector<std::string> VendorDirectories()
{
    std::vector<std::string> dirs;
    if (const char* custom = std::getenv("ASCEND_CUSTOM_OPP_PATH")) {
        for (const auto& entry : Split(custom, ':')) {
            if (IsDir(entry + "/vendors")) {
                AppendConfiguredVendors(entry, &dirs);
            } else {
                dirs.push_back(entry);
            }
        }
    }
    if (const char* opp = std::getenv("ASCEND_OPP_PATH")) {
        AppendConfiguredVendors(opp, &dirs);
    }
    return dirs;
}

bool Registered(const std::string& opType)
{
    return FindOpDef(opType) != nullptr && !kern::ListKernelInstances(opType).empty();
}

} // namespace

void EnsureOpPackageLoaded(const std::string& opType)
{
    static std::mutex mutex;
    static std::set<std::string> loaded;
    std::lock_guard<std::mutex> lock(mutex);
    if (Registered(opType)) {
        return;
    }
    for (const auto& vendor : VendorDirectories()) {
        const std::string tbe = vendor + "/op_impl/ai_core/tbe";
        std::vector<std::string> libs;
        for (const auto& arch : SortedEntries(tbe + "/op_tiling/lib/linux", true)) {
            for (const auto& so : SortedEntries(arch, false)) {
                libs.push_back(so);
            }
        }
        for (const auto& unit : SortedEntries(tbe + "/kernel", true)) {
            for (const auto& so : SortedEntries(unit, false)) {
                libs.push_back(so);
            }
        }
        for (const auto& so : libs) {
            if (!loaded.insert(so).second) {
                continue;
            }
            if (dlopen(so.c_str(), RTLD_NOW | RTLD_GLOBAL) == nullptr) {
                const char* why = dlerror();
                rt::Log(rt::LogLevel::kWarning, "NNOPBASE", "cannot load %s: %s", so.c_str(), why ? why : "?");
            } else {
                rt::Log(rt::LogLevel::kInfo, "NNOPBASE", "loaded %s", so.c_str());
            }
        }
        if (Registered(opType)) {
            return;
        }
    }
}

} // namespace ascsim::nnop
