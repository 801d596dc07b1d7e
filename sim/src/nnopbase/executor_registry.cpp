// Live executors, so that phase 2 with a stale or foreign pointer is an error code, not a crash.
#include <mutex>
#include <set>

#include "ascsim/runtime.h"
#include "executor.h"
#include "executor_count.h"

namespace ascsim::nnop {

namespace {
constexpr uint64_t kMagic = 0x4e4e4f5045584543ULL; // "NNOPEXEC"
std::mutex g_mutex;
std::set<const aclOpExecutor*> g_live;
} // namespace

DeviceBuffer::~DeviceBuffer()
{
    if (ptr != nullptr) {
        rt::DeviceFreeOwned(ptr, serial); // a no-op when a device reset released it already
    }
}

namespace {
// aclFinalize releases "the resources acl used in the process" (docs/zh/api_ref/
// 02_initialization_and_deinitialization.md): executors created and never run included.
void DeleteAllExecutors()
{
    std::set<const aclOpExecutor*> doomed;
    {
        std::lock_guard<std::mutex> lock(g_mutex);
        doomed.swap(g_live);
    }
    for (const aclOpExecutor* e : doomed) {
        delete e;
    }
}
} // namespace

aclOpExecutor* NewExecutor(const std::string& opType, size_t numInputs, size_t numOutputs)
{
    static std::once_flag hooked;
    std::call_once(hooked, [] { rt::AddFinalizeHook(DeleteAllExecutors); });
    auto* e = new aclOpExecutor;
    e->magic = kMagic;
    e->opType = opType;
    e->inputs.resize(numInputs);
    e->outputs.resize(numOutputs);
    e->inputNames.resize(numInputs);
    e->inputOptional.assign(numInputs, false);
    e->outputNames.resize(numOutputs);
    for (size_t i = 0; i < numInputs; ++i) {
        e->inputNames[i] = "input" + std::to_string(i);
    }
    for (size_t i = 0; i < numOutputs; ++i) {
        e->outputNames[i] = "output" + std::to_string(i);
    }
    std::lock_guard<std::mutex> lock(g_mutex);
    g_live.insert(e);
    return e;
}

size_t LiveExecutorCount()
{
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_live.size();
}

bool IsLiveExecutor(const aclOpExecutor* e)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_live.count(e) != 0 && e->magic == kMagic;
}

void DeleteExecutor(aclOpExecutor* e)
{
    {
        std::lock_guard<std::mutex> lock(g_mutex);
        if (g_live.erase(e) == 0) {
            return;
        }
    }
    e->magic = 0;
    delete e;
}

aclnnStatus Reject(aclnnStatus code, const std::string& message)
{
    // The op's own explanation (REPORT_PREDEFINED_ERR_MSG in its host code) comes with it.
    const std::string fromOp = TakeReportedMessages();
    rt::ReportError(fromOp.empty() ? message : message + " (" + fromOp + ")");
    return code;
}

} // namespace ascsim::nnop
