// aclOpExecutor as libnnopbase keeps it: what phase 1 collected and decided, replayed by phase 2.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "aclnn/acl_meta.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/op_registry.h"
#include "generated_api_types.h"

namespace ascsim::nnop {

// Device memory holding the tiling data of one executor; freed when the last user (executor or
// a launch still queued on a stream) lets go.
struct DeviceBuffer {
    void* ptr = nullptr;
    uint64_t serial = 0; // the runtime's name for this block (rt::DeviceAlloc)
    size_t bytes = 0;
    ~DeviceBuffer();
};

// One tensor argument as the kernel sees it: contiguous, either the user's memory or a staging
// area in the workspace (AutoContiguous).
struct TensorArg {
    const aclTensor* tensor = nullptr; // nullptr: an absent OPTIONAL input
    uint64_t tensorSerial = 0;         // tensor->serial when added: phase 2 re-checks it is live
    uintptr_t storageFirst = 0;        // device bytes [first, end) the view touches (phase 1)
    uintptr_t storageEnd = 0;
    uint64_t storageSerial = 0;   // the device allocation holding them (rt::DeviceRange::serial)
    void* addrOverride = nullptr; // aclSetInputTensorAddr / aclSetOutputTensorAddr
    bool staged = false;          // non-contiguous: staged at workspace + stagingOffset
    uint64_t stagingOffset = 0;
    uint64_t bytes = 0; // contiguous size of the view
};

} // namespace ascsim::nnop

struct aclOpExecutor {
    uint64_t magic = 0;
    std::string opType;
    std::vector<ascsim::nnop::TensorArg> inputs;
    std::vector<ascsim::nnop::TensorArg> outputs;
    std::vector<std::string> inputNames;
    // OPTIONAL inputs (the generated inputDesc: 0 optional, 1 required, 2 dynamic): the generated
    // code does not add an absent one, so its TensorArg keeps tensor == nullptr.
    std::vector<bool> inputOptional;
    std::vector<std::string> outputNames;
    // Attribute values by IR index as the generated code added them (kind kNone: not added); sized
    // by the generated attrDesc.
    std::vector<ascsim::AttrValue> attrs;
    std::vector<std::vector<ascsim::nnop::TensorDesc>> supportInputs; // combinations for this SoC
    std::vector<std::vector<ascsim::nnop::TensorDesc>> supportOutputs;
    bool haveSupportList = false;
    bool prepared = false; // phase 1 succeeded
    bool repeatable = false;
    bool empty = false;      // some tensor has no elements: nothing to launch
    int32_t dtypeCombo = -1; // the OpDef dtype column the arguments matched
    const ascsim::kern::KernelInstance* kernel = nullptr;
    ascsim::TilingResult tiling;
    uint64_t kernelWorkspace = 0;
    uint64_t totalWorkspace = 0;
    std::shared_ptr<ascsim::nnop::DeviceBuffer> tilingDevice;
};

namespace ascsim::nnop {

aclOpExecutor* NewExecutor(const std::string& opType, size_t numInputs, size_t numOutputs);
bool IsLiveExecutor(const aclOpExecutor* e);
void DeleteExecutor(aclOpExecutor* e);

// Phase 1 after the generated code has added every argument: validates, infers, tiles, sizes
// the workspace. Phase 2: checks the workspace and queues the launch on the stream.
aclnnStatus PrepareExecutor(aclOpExecutor* e, uint64_t* workspaceSize);
// Rank, dtype, sizes (overflow-checked) and device range of one argument at its current address;
// fills arg.bytes and arg.storageFirst/End.
aclnnStatus CheckTensorArg(TensorArg& arg, const std::string& name, const std::string& opType);
// Phase 2, before anything is queued: every tensor phase 1 captured is still live (not destroyed,
// not replaced at the same address) and its view still lies in live device memory.
aclnnStatus RecheckBeforeLaunch(aclOpExecutor* e);
aclnnStatus LaunchExecutor(aclOpExecutor* e, aclrtStream stream, void* workspace, uint64_t workspaceSize);

// A Nnopbase* call's executor argument: 161001 when null, 161002 when not a live executor.
aclnnStatus CheckExecutor(void* executor, const char* api);
// Records the message for aclGetRecentErrMsg and returns `code`.
aclnnStatus Reject(aclnnStatus code, const std::string& message);

} // namespace ascsim::nnop
