// Phase 1 of an aclnn call (aclnnXxxGetWorkspaceSize → NnopbaseRunForWorkspace): validate the
// arguments against the generated support list, infer shapes and dtypes, run the op's tiling on
// the active SoC, find the kernel and size the workspace. Return codes follow ops-math
// docs/zh/context/aclnn_return_code.md.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "ascsim/runtime.h"
#include "executor.h"
#include "package_loader.h"
#include "tensor.h"

namespace ascsim::nnop {

namespace {
constexpr aclnnStatus kOk = 0;
constexpr aclnnStatus kNullptr = 161001;
constexpr aclnnStatus kInvalid = 161002;
constexpr aclnnStatus kRuntimeError = 361001;
constexpr aclnnStatus kInferShapeError = 561001;
constexpr aclnnStatus kTilingError = 561002;
constexpr aclnnStatus kFindKernelError = 561003;
constexpr size_t kMaxRank = 8;          // aclnn tensors: 0-8 dimensions
constexpr uint64_t kStagingAlign = 512; // staging areas in the workspace start 512-byte aligned

// aclDataType/aclFormat and ge::DataType/ge::Format share their numbering (acl/acl_base.h,
// graph/types.h). The tensor keeps the caller's raw int, compared as an int; only a value that
// matched a declared combination is ever converted to the ge enum.
int32_t Raw(ge::DataType dt) { return static_cast<int32_t>(dt); }
int32_t Raw(ge::Format f) { return static_cast<int32_t>(f); }
ge::DataType ToGeDataType(int32_t dt) { return static_cast<ge::DataType>(dt); }
ge::Format ToGeFormat(int32_t f) { return static_cast<ge::Format>(f); }
const char* Name(ge::DataType dt) { return DataTypeName(Raw(dt)); }
const char* Name(ge::Format f) { return FormatName(Raw(f)); }

gert::Shape ToShape(const std::vector<int64_t>& dims)
{
    gert::Shape s;
    for (int64_t d : dims) {
        s.AppendDim(d);
    }
    return s;
}

std::string GertShapeText(const gert::Shape& s)
{
    std::vector<int64_t> dims;
    for (size_t i = 0; i < s.GetDimNum(); ++i) {
        dims.push_back(s.GetDim(i));
    }
    return nnop::ShapeText(dims);
}

bool Matches(const std::vector<TensorDesc>& combo, const std::vector<TensorArg>& args)
{
    if (combo.size() != args.size()) {
        return false;
    }
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i].tensor == nullptr) {
            continue; // absent optional input: matches any column
        }
        if (Raw(combo[i].dtype) != args[i].tensor->dataType || Raw(combo[i].format) != args[i].tensor->format) {
            return false;
        }
    }
    return true;
}

// A message that names the first parameter whose dtype or format no combination accepts, or else
// the whole combination.
std::string DescribeMismatch(const aclOpExecutor& e)
{
    auto checkParam = [&](const TensorArg& arg, const std::string& name, size_t index, bool isInput) -> std::string {
        if (arg.tensor == nullptr) {
            return {};
        }
        bool dtypeOk = false;
        bool formatOk = false;
        std::string dtypes;
        std::string formats;
        std::vector<ge::DataType> dtypeList;
        std::vector<ge::Format> formatList;
        const auto& combos = isInput ? e.supportInputs : e.supportOutputs;
        for (const auto& combo : combos) {
            const TensorDesc& d = combo[index];
            dtypeOk |= Raw(d.dtype) == arg.tensor->dataType;
            formatOk |= Raw(d.format) == arg.tensor->format;
            // Whole-name comparison (fix: a substring search dropped FLOAT once FLOAT16 was listed).
            if (std::find(dtypeList.begin(), dtypeList.end(), d.dtype) == dtypeList.end()) {
                dtypeList.push_back(d.dtype);
                dtypes += (dtypes.empty() ? "" : ", ") + std::string(Name(d.dtype));
            }
            if (std::find(formatList.begin(), formatList.end(), d.format) == formatList.end()) {
                formatList.push_back(d.format);
                formats += (formats.empty() ? "" : ", ") + std::string(Name(d.format));
            }
        }
        if (!dtypeOk) {
            return e.opType + ": " + name + " has dtype " + DataTypeName(arg.tensor->dataType) +
                   ", which is not supported (supported: " + dtypes + ")";
        }
        if (!formatOk) {
            return e.opType + ": " + name + " has format " + FormatName(arg.tensor->format) +
                   ", which is not supported (supported: " + formats + ")";
        }
        return {};
    };
    for (size_t i = 0; i < e.inputs.size(); ++i) {
        if (auto m = checkParam(e.inputs[i], e.inputNames[i], i, true); !m.empty()) {
            return m;
        }
    }
    for (size_t i = 0; i < e.outputs.size(); ++i) {
        if (auto m = checkParam(e.outputs[i], e.outputNames[i], i, false); !m.empty()) {
            return m;
        }
    }
    std::string combo;
    for (size_t i = 0; i < e.inputs.size(); ++i) {
        if (e.inputs[i].tensor != nullptr) {
            combo += (combo.empty() ? "" : ", ") + e.inputNames[i] + "=" + DataTypeName(e.inputs[i].tensor->dataType);
        }
    }
    for (size_t i = 0; i < e.outputs.size(); ++i) {
        combo += ", " + e.outputNames[i] + "=" + DataTypeName(e.outputs[i].tensor->dataType);
    }
    return e.opType + ": the dtype combination (" + combo +
           ") is not supported: the tensors' dtypes must be one of the op's declared combinations "
           "(for this op: all the same)";
}

std::string ViewText(const aclTensor& t)
{
    return "shape " + ShapeText(t.viewShape) + ", strides " + ShapeText(t.strides) + ", offset " +
           std::to_string(t.offset);
}

} // namespace

// Rank, dtype, and the view's sizes and storage range. Every size is computed with overflow
// checks: a view whose element count, byte size or extent does not fit in int64 is the caller's
// error (161002), never a wrapped number.
aclnnStatus CheckTensorArg(TensorArg& arg, const std::string& name, const std::string& opType)
{
    const aclTensor& t = *arg.tensor;
    arg.storageFirst = 0;
    arg.storageEnd = 0;
    arg.storageSerial = 0;
    if (t.viewShape.size() > kMaxRank) {
        return Reject(kInvalid, opType + ": " + name + " has " + std::to_string(t.viewShape.size()) +
                                    " dimensions; at most " + std::to_string(kMaxRank) + " are supported");
    }
    const auto eb = static_cast<int64_t>(ElementBytes(t.dataType));
    if (eb == 0) {
        return Reject(kInvalid, opType + ": " + name + " has an unknown dtype " + std::to_string(t.dataType));
    }
    int64_t count = 0;
    int64_t bytes = 0;
    if (!CheckedElementCount(t.viewShape, &count) || __builtin_mul_overflow(count, eb, &bytes)) {
        return Reject(kInvalid, opType + ": " + name + " (" + ViewText(t) +
                                    ") has more elements or bytes than "
                                    "int64 can count");
    }
    arg.bytes = static_cast<uint64_t>(bytes);
    int64_t first = 0;
    int64_t end = 0;
    const ViewExtent extent = ViewExtentBytes(t, &first, &end);
    if (extent == ViewExtent::kEmpty) {
        return kOk; // never dereferenced
    }
    if (extent == ViewExtent::kOverflow || first < 0) {
        return Reject(kInvalid, opType + ": " + name + " (" + ViewText(t) +
                                    ") reaches outside the int64 byte "
                                    "range or before its base address");
    }
    void* base = arg.addrOverride != nullptr ? arg.addrOverride : t.data;
    if (base == nullptr) {
        return Reject(kNullptr, opType + ": " + name + " has no device address");
    }
    // Only now is base + first formed: first is known to be a non-negative int64.
    const auto lo = reinterpret_cast<uintptr_t>(base);
    rt::DeviceRange range;
    if (static_cast<uint64_t>(first) > UINTPTR_MAX - lo ||
        !rt::LookupDeviceRange(reinterpret_cast<const void*>(lo + static_cast<uintptr_t>(first)),
                               static_cast<size_t>(end - first), &range)) {
        return Reject(kInvalid, opType + ": " + name + " (" + ViewText(t) +
                                    ") does not lie inside one device "
                                    "allocation");
    }
    arg.storageFirst = lo + static_cast<uintptr_t>(first);
    arg.storageEnd = lo + static_cast<uintptr_t>(end);
    arg.storageSerial = range.serial;
    return kOk;
}

namespace {
// Same shape and the same stride on every dim of size > 1 (a size-1 dim's stride never moves).
bool SameStepping(const aclTensor& a, const aclTensor& b)
{
    if (a.viewShape != b.viewShape) {
        return false;
    }
    for (size_t d = 0; d < a.viewShape.size(); ++d) {
        if (a.viewShape[d] > 1 && a.strides[d] != b.strides[d]) {
            return false;
        }
    }
    return true;
}

// An output must not write one storage element twice, and may share storage with an input only
// as the very same view (in place). Anything else races between cores or reads what another
// core has already overwritten.
aclnnStatus CheckOutputAliasing(const aclOpExecutor& e)
{
    for (size_t o = 0; o < e.outputs.size(); ++o) {
        const TensorArg& out = e.outputs[o];
        if (out.storageFirst == out.storageEnd) {
            continue; // empty
        }
        if (!ViewHasNoInternalOverlap(*out.tensor)) {
            return Reject(kInvalid, e.opType + ": " + e.outputNames[o] + " (" + ViewText(*out.tensor) +
                                        ") has elements that share memory (e.g. a stride-0 dimension); an output "
                                        "must not overlap itself");
        }
        for (size_t i = 0; i < e.inputs.size(); ++i) {
            const TensorArg& in = e.inputs[i];
            if (in.tensor == nullptr || in.storageFirst == in.storageEnd || in.storageEnd <= out.storageFirst ||
                out.storageEnd <= in.storageFirst) {
                continue;
            }
            const bool sameView = in.storageFirst == out.storageFirst && in.storageEnd == out.storageEnd &&
                                  in.tensor->dataType == out.tensor->dataType && SameStepping(*in.tensor, *out.tensor);
            if (!sameView) {
                return Reject(kInvalid, e.opType + ": " + e.outputNames[o] + " (" + ViewText(*out.tensor) +
                                            ") partially overlaps " + e.inputNames[i] + " (" + ViewText(*in.tensor) +
                                            "); an output may share memory with an input only as the same view "
                                            "(in place)");
            }
        }
    }
    return kOk;
}

// The present tensors only (an absent optional input has none); RunOptions says which are absent.
std::vector<TensorMeta> Metas(const std::vector<TensorArg>& args)
{
    std::vector<TensorMeta> metas;
    for (const auto& a : args) {
        if (a.tensor == nullptr) {
            continue;
        }
        TensorMeta m;
        // The kernel sees the contiguous view: origin and storage shape are the view shape.
        m.shape.MutableOriginShape() = ToShape(a.tensor->viewShape);
        m.shape.MutableStorageShape() = ToShape(a.tensor->viewShape);
        m.dataType = ToGeDataType(a.tensor->dataType);
        m.originFormat = ToGeFormat(a.tensor->format);
        m.storageFormat = ToGeFormat(a.tensor->format);
        metas.push_back(m);
    }
    return metas;
}
} // namespace

aclnnStatus PrepareExecutor(aclOpExecutor* e, uint64_t* workspaceSize)
{
    if (workspaceSize == nullptr) {
        return Reject(kNullptr, e->opType + ": workspaceSize is null");
    }
    // An installed package is found the way CANN finds it (package_loader.cpp).
    EnsureOpPackageLoaded(e->opType);
    // An absent OPTIONAL input is legal (fix: it used to be rejected as a null argument).
    RunOptions options;
    options.attrs = e->attrs; // by IR index, each checked against its declared type by the registry
    for (size_t i = 0; i < e->inputs.size(); ++i) {
        const bool optional = i < e->inputOptional.size() && e->inputOptional[i];
        if (e->inputs[i].tensor == nullptr && !optional) {
            return Reject(kNullptr, e->opType + ": " + e->inputNames[i] + " is null");
        }
        options.inputInstanceNum.push_back(e->inputs[i].tensor == nullptr ? 0U : 1U);
    }
    for (size_t i = 0; i < e->outputs.size(); ++i) {
        if (e->outputs[i].tensor == nullptr) {
            return Reject(kNullptr, e->opType + ": " + e->outputNames[i] + " is null");
        }
    }
    for (size_t i = 0; i < e->inputs.size(); ++i) {
        if (e->inputs[i].tensor == nullptr) {
            continue;
        }
        if (aclnnStatus s = CheckTensorArg(e->inputs[i], e->inputNames[i], e->opType); s != kOk) {
            return s;
        }
    }
    for (size_t i = 0; i < e->outputs.size(); ++i) {
        if (aclnnStatus s = CheckTensorArg(e->outputs[i], e->outputNames[i], e->opType); s != kOk) {
            return s;
        }
    }
    if (aclnnStatus s = CheckOutputAliasing(*e); s != kOk) {
        return s;
    }

    // dtype / format against the combinations the OpDef declared (as passed by generated code).
    bool supported = false;
    for (size_t c = 0; c < e->supportInputs.size() && !supported; ++c) {
        supported = Matches(e->supportInputs[c], e->inputs) && Matches(e->supportOutputs[c], e->outputs);
        e->dtypeCombo = static_cast<int32_t>(c); // selects the kernel of untemplated (DTYPE_*) ops
    }
    if (!supported) {
        return Reject(kInvalid, DescribeMismatch(*e));
    }

    // Output shapes and dtypes must be what the op infers from the inputs.
    const std::vector<TensorMeta> inMetas = Metas(e->inputs);
    std::vector<gert::Shape> inferred;
    std::string error;
    if (RunInferShape(e->opType, inMetas, e->outputs.size(), options, &inferred, &error) != ge::GRAPH_SUCCESS) {
        // An op that rejects its inputs as an invalid argument (EZ1010, the code generated aclnn
        // code uses for parameter errors) failed on the caller's parameters, not internally.
        const std::string fromOp = TakeReportedMessages();
        const bool invalidArgument = fromOp.find("[EZ1010]") != std::string::npos;
        return Reject(invalidArgument ? kInvalid : kInferShapeError,
                      e->opType + ": InferShape failed: " + error + (fromOp.empty() ? "" : " (" + fromOp + ")"));
    }
    for (size_t i = 0; i < e->outputs.size() && i < inferred.size(); ++i) {
        const gert::Shape given = ToShape(e->outputs[i].tensor->viewShape);
        if (!(given == inferred[i])) {
            return Reject(kInvalid, e->opType + ": " + e->outputNames[i] + " has shape " + GertShapeText(given) +
                                        " but the inputs give " + GertShapeText(inferred[i]));
        }
    }
    std::vector<ge::DataType> inDtypes;
    for (const auto& m : inMetas) {
        inDtypes.push_back(m.dataType);
    }
    std::vector<ge::DataType> outDtypes;
    if (RunInferDataType(e->opType, inDtypes, e->outputs.size(), options, &outDtypes, &error) == ge::GRAPH_SUCCESS) {
        for (size_t i = 0; i < e->outputs.size() && i < outDtypes.size(); ++i) {
            if (Raw(outDtypes[i]) != e->outputs[i].tensor->dataType) {
                return Reject(kInvalid, e->opType + ": " + e->outputNames[i] + " has dtype " +
                                            DataTypeName(e->outputs[i].tensor->dataType) + " but the op infers " +
                                            Name(outDtypes[i]));
            }
        }
    }

    // Empty tensors: nothing to compute, nothing to launch.
    bool empty = false;
    for (const auto* list : {&e->inputs, &e->outputs}) {
        for (const auto& a : *list) {
            empty |= a.tensor != nullptr && a.bytes == 0;
        }
    }
    if (empty) {
        e->empty = true;
        e->prepared = true;
        e->totalWorkspace = 0;
        *workspaceSize = 0;
        return kOk;
    }

    TilingResult tiling;
    if (RunTiling(e->opType, inMetas, Metas(e->outputs), options, &tiling, &error) != ge::GRAPH_SUCCESS) {
        return Reject(kTilingError, e->opType + ": tiling failed: " + error);
    }
    if (tiling.blockDim == 0) {
        return Reject(kTilingError, e->opType + ": tiling set no block dim (SetBlockDim)");
    }
    e->kernel = kern::FindKernelInstance(e->opType, tiling.tilingKey, e->dtypeCombo);
    if (e->kernel == nullptr) {
        std::string known;
        for (const auto& k : kern::ListKernelInstances(e->opType)) {
            known += (known.empty() ? "" : ", ") + std::to_string(k.tilingKey) + " (" + k.name + ")";
        }
        return Reject(kFindKernelError, e->opType + ": no kernel compiled for tiling key " +
                                            std::to_string(tiling.tilingKey) +
                                            "; compiled: " + (known.empty() ? std::string("none") : known));
    }

    // Workspace: the kernel's, then a 512-byte aligned staging area per non-contiguous tensor
    // (AutoContiguous). Each size is bounded by int64 (CheckTensor); the sum is checked too.
    uint64_t total = 0;
    bool overflow = false;
    for (size_t ws : tiling.workspaceSizes) {
        overflow |= __builtin_add_overflow(total, ws, &total);
    }
    e->kernelWorkspace = total;
    for (auto* list : {&e->inputs, &e->outputs}) {
        for (auto& a : *list) {
            if (a.tensor == nullptr) {
                continue;
            }
            a.staged = !IsContiguous(*a.tensor);
            if (a.staged) {
                overflow |= __builtin_add_overflow(total, kStagingAlign - 1, &total);
                total = total / kStagingAlign * kStagingAlign;
                a.stagingOffset = total;
                overflow |= __builtin_add_overflow(total, a.bytes, &total);
            }
        }
    }
    if (overflow || total > static_cast<uint64_t>(INT64_MAX)) {
        return Reject(kInvalid, e->opType + ": the workspace these views need does not fit in 64 bits");
    }
    e->totalWorkspace = total;

    auto buffer = std::make_shared<DeviceBuffer>();
    buffer->bytes = tiling.tilingData.empty() ? 32 : tiling.tilingData.size();
    buffer->ptr = rt::DeviceAlloc(buffer->bytes, &buffer->serial);
    if (buffer->ptr == nullptr) {
        // A runtime failure (out of device memory, or acl not initialised): the documented code
        // for a failing runtime call inside an aclnn API.
        return Reject(kRuntimeError, e->opType + ": could not allocate device memory for the tiling data");
    }
    if (!tiling.tilingData.empty()) {
        std::memcpy(buffer->ptr, tiling.tilingData.data(), tiling.tilingData.size());
    }
    e->tilingDevice = buffer;
    e->tiling = std::move(tiling);
    e->prepared = true;
    *workspaceSize = total;
    return kOk;
}

aclnnStatus RecheckBeforeLaunch(aclOpExecutor* e)
{
    for (auto* list : {&e->inputs, &e->outputs}) {
        const bool isInput = list == &e->inputs;
        for (size_t i = 0; i < list->size(); ++i) {
            TensorArg& a = (*list)[i];
            const std::string& name = isInput ? e->inputNames[i] : e->outputNames[i];
            if (a.tensor == nullptr) {
                continue;
            }
            if (!IsLiveTensor(a.tensor, a.tensorSerial)) {
                return Reject(kInvalid, e->opType + ": " + name +
                                            " was destroyed (aclDestroyTensor) after "
                                            "GetWorkspaceSize; the tensors must live until the launch");
            }
            const uint64_t serialBefore = a.storageSerial;
            if (aclnnStatus s = CheckTensorArg(a, name, e->opType); s != kOk) {
                return Reject(s, e->opType + ": " + name +
                                     " no longer lies in live device memory at launch (freed "
                                     "after GetWorkspaceSize?)");
            }
            // Freed and the address handed out again (to the workspace, say): live memory, but not
            // the tensor's. Rebinding goes through aclSet*TensorAddr, which records the new block.
            if (a.storageSerial != serialBefore) {
                return Reject(kInvalid, e->opType + ": " + name +
                                            "'s device memory was freed after "
                                            "GetWorkspaceSize (its address now belongs to another allocation)");
            }
        }
    }
    if (e->tilingDevice != nullptr && !rt::IsLiveDeviceBlock(e->tilingDevice->ptr, e->tilingDevice->serial)) {
        return Reject(kInvalid, e->opType + ": the device was reset (aclrtResetDevice) after GetWorkspaceSize; "
                                            "call GetWorkspaceSize again");
    }
    return CheckOutputAliasing(*e);
}

} // namespace ascsim::nnop
