// The Nnopbase* entry points that opbuild-generated aclnn code calls (their declarations appear
// in every generated aclnn_<op>.cpp, e.g. asc-devkit tests/tools/utils/opbuild/*.cpp.txt).
#include <chrono>
#include <cstring>
#include <string>

#include "ascsim/runtime.h"
#include "ascsim/soc_profile.h"
#include "executor.h"
#include "tensor.h"

using namespace ascsim::nnop;

namespace {
constexpr aclnnStatus kOk = 0;
constexpr aclnnStatus kNullptr = 161001;
constexpr aclnnStatus kInvalid = 161002;

aclOpExecutor* AsExecutor(void* p) { return static_cast<aclOpExecutor*>(p); }
} // namespace

aclnnStatus ascsim::nnop::CheckExecutor(void* executor, const char* api)
{
    if (executor == nullptr) {
        return Reject(kNullptr, std::string(api) + ": executor is null");
    }
    if (!IsLiveExecutor(AsExecutor(executor))) {
        return Reject(kInvalid, std::string(api) + ": not a live aclOpExecutor (already run or destroyed)");
    }
    return kOk;
}

namespace {

aclnnStatus AddTensor(void* executor, const aclTensor* tensor, uint32_t index, bool isInput, const char* api)
{
    if (aclnnStatus s = CheckExecutor(executor, api); s != kOk) {
        return s;
    }
    aclOpExecutor* e = AsExecutor(executor);
    auto& list = isInput ? e->inputs : e->outputs;
    // A rejected argument ends the GetWorkspaceSize call (the generated code returns at once), so
    // the executor is released here rather than leaked.
    if (index >= list.size()) {
        DeleteExecutor(e);
        return Reject(kInvalid, std::string(api) + ": index " + std::to_string(index) + " out of range");
    }
    if (tensor == nullptr) {
        DeleteExecutor(e);
        return Reject(kNullptr, std::string(api) + ": tensor " + std::to_string(index) + " is null");
    }
    if (!IsLiveTensor(tensor)) {
        DeleteExecutor(e);
        return Reject(kInvalid, std::string(api) + ": argument " + std::to_string(index) +
                                    " is not a live aclTensor (created with aclCreateTensor)");
    }
    list[index].tensor = tensor;
    list[index].tensorSerial = tensor->serial;
    return kOk;
}
} // namespace

// C++ linkage, as declared by generated code. The generated NNOPBASE_ASSERT_NOTNULL_RETVAL checks
// ("x != nullptr") are the only report of a null tensor argument, so those also go to
// aclGetRecentErrMsg, naming the parameter; failures of the Nnopbase* calls have reported already.
void NnopbaseOpLogE(const aclnnStatus code, const char* const expr)
{
    static const std::string kNotNull = " != nullptr";
    const std::string text = expr != nullptr ? expr : "";
    if (text.size() > kNotNull.size() && text.compare(text.size() - kNotNull.size(), kNotNull.size(), kNotNull) == 0) {
        ascsim::rt::ReportError("aclnn: " + text.substr(0, text.size() - kNotNull.size()) + " is null (error " +
                                std::to_string(code) + ")");
        return;
    }
    ascsim::rt::Log(ascsim::rt::LogLevel::kError, "OP", "aclnn check failed (code %d): %s", code, expr);
}

extern "C" {

aclnnStatus NnopbaseCreateExecutorSpace(void** space)
{
    if (space == nullptr) {
        return kNullptr;
    }
    static int spaceToken = 0; // executors are not pooled in the sim: the space is a token
    *space = &spaceToken;
    return kOk;
}

void* NnopbaseGetExecutor(void* space, const char* opType, char* inputsDesc, uint32_t inputNum, char* outputsDesc,
                          uint32_t outputNum, char* attrsDesc, uint32_t attrsNum)
{
    (void)outputsDesc;
    (void)attrsDesc; // 0 = OPTIONAL, 1 = REQUIRED: the generated code has applied the defaults already
    if (space == nullptr || opType == nullptr) {
        return nullptr;
    }
    aclOpExecutor* e = NewExecutor(opType, inputNum, outputNum);
    e->attrs.resize(attrsNum);
    // inputsDesc: 0 = OPTIONAL, 1 = REQUIRED, 2 = DYNAMIC (asc-devkit tests/tools/utils/opbuild/*.cpp.txt).
    // An absent OPTIONAL input reaches the kernel as a null pointer.
    for (uint32_t i = 0; i < inputNum && inputsDesc != nullptr; ++i) {
        e->inputOptional[i] = inputsDesc[i] == 0;
    }
    return e;
}

aclnnStatus NnopbaseAddInput(void* executor, const aclTensor* tensor, const uint32_t index)
{
    return AddTensor(executor, tensor, index, true, "NnopbaseAddInput");
}

aclnnStatus NnopbaseAddIgnoreContinuesInput(void* executor, const aclTensor* tensor, const uint32_t index)
{
    return AddTensor(executor, tensor, index, true, "NnopbaseAddIgnoreContinuesInput");
}

aclnnStatus NnopbaseAddOutput(void* executor, const aclTensor* tensor, const uint32_t index)
{
    return AddTensor(executor, tensor, index, false, "NnopbaseAddOutput");
}

aclnnStatus NnopbaseAddParamName(void* executor, const uint32_t index, const char* name, const bool isInput)
{
    if (aclnnStatus s = CheckExecutor(executor, "NnopbaseAddParamName"); s != kOk) {
        return s;
    }
    aclOpExecutor* e = AsExecutor(executor);
    auto& names = isInput ? e->inputNames : e->outputNames;
    if (index >= names.size() || name == nullptr) {
        return Reject(kInvalid, "NnopbaseAddParamName: bad index or name");
    }
    names[index] = name;
    return kOk;
}

aclnnStatus NnopbaseAddTilingId(void* executor, NnopbaseDfxId* tilingId)
{
    (void)tilingId;
    return CheckExecutor(executor, "NnopbaseAddTilingId");
}

uint64_t NnopbaseMsprofSysTime()
{
    return static_cast<uint64_t>(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count());
}

void NnopbaseReportApiInfo(const uint64_t beginTime, NnopbaseDfxId& dfxId)
{
    if (ascsim::rt::LogEnabled(ascsim::rt::LogLevel::kDebug)) {
        ascsim::rt::Log(ascsim::rt::LogLevel::kDebug, "OP", "%s took %llu ns", dfxId.funcName,
                        static_cast<unsigned long long>(NnopbaseMsprofSysTime() - beginTime));
    }
}

const char* NnopbaseGetSocName() { return ascsim::ActiveSocProfile().shortSocVersion.c_str(); }

// The generated code passes the OpDef's dtype/format combinations for every SoC it was built for;
// the executor keeps the ones of the SoC it runs on.
aclnnStatus NnopbaseAddSocNameList(void* executor, OpSupportList* list, const char* const* socNameList,
                                   size_t socNameListLen)
{
    if (aclnnStatus s = CheckExecutor(executor, "NnopbaseAddSocNameList"); s != kOk) {
        return s;
    }
    aclOpExecutor* e = AsExecutor(executor);
    const std::string soc = NnopbaseGetSocName();
    for (size_t i = 0; i < socNameListLen && list != nullptr && i < list->num; ++i) {
        if (soc != socNameList[i]) {
            continue;
        }
        const OpSocSupportInfo& info = list->socSupportInfo[i];
        for (size_t c = 0; c < info.num; ++c) {
            const SupportInfo& combo = info.supportInfo[c];
            e->supportInputs.emplace_back(combo.inputsDesc, combo.inputsDesc + combo.inputsNum);
            e->supportOutputs.emplace_back(combo.outputsDesc, combo.outputsDesc + combo.outputsNum);
        }
        e->haveSupportList = true;
    }
    if (!e->haveSupportList) {
        std::string known;
        for (size_t i = 0; i < socNameListLen; ++i) {
            known += (i ? ", " : "") + std::string(socNameList[i]);
        }
        aclnnStatus code = Reject(kInvalid,
                                  "op " + e->opType + " is not built for SoC " + soc + " (built for: " + known + ")");
        DeleteExecutor(e);
        return code;
    }
    return kOk;
}

// AutoContiguous is folded into the sim's own executor (see PrepareExecutor), so no separate
// contiguous executor is ever needed.
aclnnStatus NnopbaseGetUnContiguousTensors(void* executor, const aclTensorList** inTensors)
{
    (void)executor;
    if (inTensors != nullptr) {
        *inTensors = nullptr;
    }
    return kOk;
}

aclnnStatus NnopbaseSetUnContExecutor(void* executor, aclOpExecutor* inExe, const size_t inWsSize)
{
    (void)executor;
    (void)inExe;
    (void)inWsSize;
    return kOk;
}

aclnnStatus NnopbaseGetUnContExecutor(void* executor, aclOpExecutor** inExe, size_t* inWsSize)
{
    (void)executor;
    if (inExe != nullptr) {
        *inExe = nullptr;
    }
    if (inWsSize != nullptr) {
        *inWsSize = 0;
    }
    return kOk;
}

void* NnopbaseGetApiFunc(const char* funcName)
{
    (void)funcName;
    return nullptr;
}

aclnnStatus NnopbaseRunForWorkspace(void* executor, uint64_t* workspaceLen)
{
    if (aclnnStatus s = CheckExecutor(executor, "aclnn GetWorkspaceSize"); s != kOk) {
        return s;
    }
    aclOpExecutor* e = AsExecutor(executor);
    const aclnnStatus status = PrepareExecutor(e, workspaceLen);
    if (status != kOk) {
        DeleteExecutor(e); // a failed first phase leaves nothing to run
    }
    return status;
}

aclnnStatus NnopbaseRunWithWorkspace(void* executor, aclrtStream stream, void* workspace, uint64_t workspaceSize)
{
    if (aclnnStatus s = CheckExecutor(executor, "aclnn launch"); s != kOk) {
        return s;
    }
    return LaunchExecutor(AsExecutor(executor), stream, workspace, workspaceSize);
}

aclnnStatus aclSetAclOpExecutorRepeatable(aclOpExecutor* executor)
{
    if (aclnnStatus s = CheckExecutor(executor, "aclSetAclOpExecutorRepeatable"); s != kOk) {
        return s;
    }
    executor->repeatable = true;
    return kOk;
}

aclnnStatus aclDestroyAclOpExecutor(aclOpExecutor* executor)
{
    if (aclnnStatus s = CheckExecutor(executor, "aclDestroyAclOpExecutor"); s != kOk) {
        return s;
    }
    DeleteExecutor(executor);
    return kOk;
}

static aclnnStatus SetAddr(aclOpExecutor* executor, size_t index, aclTensor* tensor, void* addr, bool isInput)
{
    const char* api = isInput ? "aclSetInputTensorAddr" : "aclSetOutputTensorAddr";
    if (aclnnStatus s = CheckExecutor(executor, api); s != kOk) {
        return s;
    }
    auto& list = isInput ? executor->inputs : executor->outputs;
    if (index >= list.size()) {
        return Reject(kInvalid, std::string(api) + ": index " + std::to_string(index) + " out of range");
    }
    if (addr == nullptr) {
        return Reject(kNullptr, std::string(api) + ": addr is null");
    }
    const TensorArg& bound = list[index];
    if (bound.tensor == nullptr) {
        return Reject(kInvalid, std::string(api) + ": " + std::to_string(index) + " is an absent optional input");
    }
    if (!IsLiveTensor(bound.tensor, bound.tensorSerial)) {
        return Reject(kInvalid, std::string(api) + ": the tensor bound at " + std::to_string(index) +
                                    " was destroyed after GetWorkspaceSize");
    }
    // The new address must hold the whole view, as phase 1 checked for the old one: phase 2 and
    // the kernel would otherwise touch memory that is not device memory.
    TensorArg moved = bound;
    moved.addrOverride = addr;
    if (aclnnStatus s = CheckTensorArg(moved, std::string(api) + " " + std::to_string(index), executor->opType);
        s != kOk) {
        return s;
    }
    if (tensor != nullptr && IsLiveTensor(tensor)) {
        tensor->data = addr;
    }
    list[index] = moved;
    return kOk;
}

aclnnStatus aclSetInputTensorAddr(aclOpExecutor* executor, const size_t index, aclTensor* tensor, void* addr)
{
    return SetAddr(executor, index, tensor, addr, true);
}

aclnnStatus aclSetOutputTensorAddr(aclOpExecutor* executor, const size_t index, aclTensor* tensor, void* addr)
{
    return SetAddr(executor, index, tensor, addr, false);
}

} // extern "C"
