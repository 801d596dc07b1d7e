// Phase 2 of an aclnn call (aclnnXxx → NnopbaseRunWithWorkspace): check the workspace, then queue
// on the stream: stage non-contiguous inputs, launch the kernel, write staged outputs back
// through their views. The executor is released afterwards unless it is repeatable.
#include <cstdio>
#include <string>

#include "acl/error_codes/rt_error_codes.h"
#include "ascsim/runtime.h"
#include "executor.h"
#include "strided_copy.h"
#include "tensor.h"

namespace ascsim::nnop {

namespace {
constexpr aclnnStatus kOk = 0;
constexpr aclnnStatus kNullptr = 161001;
constexpr aclnnStatus kInvalid = 161002;
constexpr aclnnStatus kRuntimeError = 361001;

// Everything the queued task needs, copied out of the executor so the executor can go away.
struct LaunchPlan {
    const kern::KernelInstance* kernel = nullptr;
    uint32_t blockDim = 0;
    uint64_t tilingKey = 0;
    std::vector<uint8_t*> args;
    struct Staging {
        aclTensor view;  // a copy of the user's view description
        uint8_t* user;   // the user's base address
        uint8_t* staged; // dense copy in the workspace
        uintptr_t first; // device bytes [first, end) the view touches
        uintptr_t end;
        uint64_t serial; // of the allocation holding them
    };
    std::vector<Staging> stageIn;
    std::vector<Staging> stageOut;
    std::shared_ptr<DeviceBuffer> tiling;
    std::string opType;
};

uint8_t* BaseOf(const TensorArg& a)
{
    return static_cast<uint8_t*>(a.addrOverride != nullptr ? a.addrOverride : a.tensor->data);
}
} // namespace

aclnnStatus LaunchExecutor(aclOpExecutor* e, aclrtStream stream, void* workspace, uint64_t workspaceSize)
{
    if (!e->prepared) {
        return Reject(kInvalid, e->opType + ": executor was not prepared by a successful GetWorkspaceSize");
    }
    if (aclnnStatus s = RecheckBeforeLaunch(e); s != kOk) {
        return s;
    }
    if (workspaceSize < e->totalWorkspace) {
        return Reject(kInvalid, e->opType + ": workspaceSize " + std::to_string(workspaceSize) +
                                    " is smaller than the " + std::to_string(e->totalWorkspace) +
                                    " bytes GetWorkspaceSize asked for");
    }
    if (e->totalWorkspace > 0) {
        if (workspace == nullptr) {
            return Reject(kNullptr, e->opType + ": workspace is null but " + std::to_string(e->totalWorkspace) +
                                        " bytes are required");
        }
        rt::DeviceRange range;
        if (!rt::LookupDeviceRange(workspace, e->totalWorkspace, &range)) {
            return Reject(kInvalid, e->opType + ": workspace is not " + std::to_string(e->totalWorkspace) +
                                        " bytes of device memory");
        }
    }
    if (e->empty) {
        if (!e->repeatable) {
            DeleteExecutor(e);
        }
        return kOk;
    }

    auto plan = std::make_shared<LaunchPlan>();
    plan->kernel = e->kernel;
    plan->blockDim = e->tiling.blockDim;
    plan->tilingKey = e->tiling.tilingKey;
    plan->tiling = e->tilingDevice;
    plan->opType = e->opType;
    auto* ws = static_cast<uint8_t*>(workspace);
    auto addArg = [&](const TensorArg& a, std::vector<LaunchPlan::Staging>& staging) {
        if (a.tensor == nullptr) {
            plan->args.push_back(nullptr); // absent optional input: the kernel sees a null GM_ADDR
        } else if (a.staged) {
            staging.push_back(LaunchPlan::Staging{*a.tensor, BaseOf(a), ws + a.stagingOffset, a.storageFirst,
                                                  a.storageEnd, a.storageSerial});
            plan->args.push_back(ws + a.stagingOffset);
        } else {
            // Contiguous: the view starts at its lowest byte (checked by RecheckBeforeLaunch).
            plan->args.push_back(reinterpret_cast<uint8_t*>(a.storageFirst));
        }
    };
    for (const auto& a : e->inputs) {
        addArg(a, plan->stageIn);
    }
    for (const auto& a : e->outputs) {
        addArg(a, plan->stageOut);
    }
    plan->args.push_back(e->kernelWorkspace > 0 ? ws : nullptr);
    plan->args.push_back(static_cast<uint8_t*>(plan->tiling->ptr));

    const aclError queued = rt::EnqueueTask(stream, [plan]() -> aclError {
        // The caller may free a view's memory after the launch is queued; the kernel's own GM
        // accesses are checked by the emulator, the staging copies here.
        auto stillLive = [&](const LaunchPlan::Staging& s) {
            rt::DeviceRange range;
            if (rt::LookupDeviceRange(reinterpret_cast<const void*>(s.first), s.end - s.first, &range) &&
                range.serial == s.serial) {
                return true;
            }
            rt::ReportAsyncError(plan->opType + ": a non-contiguous tensor's device memory was freed before the "
                                                "queued launch ran");
            return false;
        };
        for (const auto& s : plan->stageIn) {
            if (!stillLive(s)) {
                return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION;
            }
            GatherView(s.view, s.user, s.staged);
        }
        const kern::LaunchOutcome outcome = kern::LaunchKernel(*plan->kernel, plan->blockDim, plan->args,
                                                               plan->tilingKey);
        if (!outcome.printfText.empty()) {
            std::fputs(outcome.printfText.c_str(), stdout);
            std::fflush(stdout);
        }
        if (!outcome.warnings.empty()) {
            std::fprintf(stderr, "%s kernel %s:\n%s", plan->opType.c_str(), plan->kernel->name.c_str(),
                         outcome.warnings.c_str());
        }
        if (!outcome.ok) {
            rt::ReportAsyncError(plan->opType + " kernel " + plan->kernel->name + " failed on the simulator:\n" +
                                 outcome.report);
            return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION;
        }
        for (const auto& s : plan->stageOut) {
            if (!stillLive(s)) {
                return ACL_ERROR_RT_VECTOR_CORE_EXCEPTION;
            }
            ScatterView(s.view, s.user, s.staged);
        }
        return ACL_SUCCESS;
    });
    if (queued != ACL_SUCCESS) {
        return Reject(kRuntimeError, e->opType + ": could not queue the launch on the stream (ACL error " +
                                         std::to_string(queued) + ")");
    }
    if (!e->repeatable) {
        DeleteExecutor(e);
    }
    return kOk;
}

} // namespace ascsim::nnop
