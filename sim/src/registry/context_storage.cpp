// ascsim::ContextStorage and RuntimeAttrs.
#include "context_storage.h"

#include <cstring>
#include <new>

#include "exe_graph/runtime/runtime_attrs.h"

namespace ascsim {
namespace {
size_t RoundUp8(size_t v) { return (v + 7U) & ~static_cast<size_t>(7U); }

size_t PayloadSize(const AttrValue& v)
{
    switch (v.kind) {
        case AttrKind::kBool:
            return sizeof(bool);
        case AttrKind::kFloat:
            return sizeof(float);
        case AttrKind::kInt:
            return sizeof(int64_t);
        case AttrKind::kString:
            return v.s.size() + 1U;
        case AttrKind::kListBool:
            return gert::ContinuousVector::TotalSize(v.listBool.size(), sizeof(bool));
        case AttrKind::kListFloat:
            return gert::ContinuousVector::TotalSize(v.listFloat.size(), sizeof(float));
        case AttrKind::kListInt:
            return gert::ContinuousVector::TotalSize(v.listInt.size(), sizeof(int64_t));
        case AttrKind::kListListInt: {
            std::vector<size_t> sizes;
            for (const auto& inner : v.listListInt) {
                sizes.push_back(inner.size());
            }
            return gert::ContinuousVectorVector::TotalSize<int64_t>(sizes.data(), sizes.size());
        }
        case AttrKind::kListString: {
            size_t bytes = 0;
            for (const auto& str : v.listString) {
                bytes += str.size() + 1U;
            }
            return gert::ContinuousVector::TotalSize(bytes, 1U);
        }
        default:
            return 0;
    }
}

template <class T>
void FillVector(uint8_t* dst, const std::vector<T>& src)
{
    auto* cv = reinterpret_cast<gert::ContinuousVector*>(dst);
    cv->Init(src.size());
    (void)cv->SetSize(src.size());
    T* out = static_cast<T*>(cv->MutableData());
    for (size_t i = 0; i < src.size(); ++i) {
        out[i] = src[i];
    }
}

void WritePayload(uint8_t* dst, const AttrValue& v)
{
    switch (v.kind) {
        case AttrKind::kBool:
            *reinterpret_cast<bool*>(dst) = v.b;
            break;
        case AttrKind::kFloat:
            std::memcpy(dst, &v.f, sizeof(float));
            break;
        case AttrKind::kInt:
            std::memcpy(dst, &v.i, sizeof(int64_t));
            break;
        case AttrKind::kString:
            std::memcpy(dst, v.s.c_str(), v.s.size() + 1U);
            break;
        case AttrKind::kListBool:
            FillVector(dst, v.listBool);
            break;
        case AttrKind::kListFloat:
            FillVector(dst, v.listFloat);
            break;
        case AttrKind::kListInt:
            FillVector(dst, v.listInt);
            break;
        case AttrKind::kListListInt: {
            auto* cvv = reinterpret_cast<gert::ContinuousVectorVector*>(dst);
            cvv->Init(v.listListInt.size());
            for (const auto& inner : v.listListInt) {
                gert::ContinuousVector* cv = cvv->Add<int64_t>(inner.size());
                if (cv != nullptr && !inner.empty()) {
                    std::memcpy(cv->MutableData(), inner.data(), inner.size() * sizeof(int64_t));
                }
            }
            break;
        }
        case AttrKind::kListString: {
            auto* cv = reinterpret_cast<gert::ContinuousVector*>(dst);
            cv->Init(v.listString.size());
            (void)cv->SetSize(v.listString.size());
            char* out = static_cast<char*>(cv->MutableData());
            for (const auto& str : v.listString) {
                std::memcpy(out, str.c_str(), str.size() + 1U);
                out += str.size() + 1U;
            }
            break;
        }
        default:
            break;
    }
}
} // namespace

std::unique_ptr<uint8_t[]> RuntimeAttrsBuilder::Build(const std::vector<AttrValue>& values)
{
    const size_t header = sizeof(uint64_t) * (1U + values.size());
    size_t total = RoundUp8(header);
    std::vector<uint64_t> offsets(values.size(), 0);
    for (size_t i = 0; i < values.size(); ++i) {
        const size_t n = PayloadSize(values[i]);
        if (values[i].kind != AttrKind::kNone) {
            offsets[i] = total;
            total += RoundUp8(n == 0 ? 1U : n);
        }
    }
    std::unique_ptr<uint8_t[]> buf(new uint8_t[total]());
    auto* words = reinterpret_cast<uint64_t*>(buf.get());
    words[0] = values.size();
    for (size_t i = 0; i < values.size(); ++i) {
        words[1 + i] = offsets[i];
        if (offsets[i] != 0) {
            WritePayload(buf.get() + offsets[i], values[i]);
        }
    }
    return buf;
}

template <class T>
void ContextStorage::SetInplace(AsyncAnyValue* slot, const T& v)
{
    static_assert(sizeof(T) <= sizeof(void*), "value does not fit a slot");
    std::memset(slot->data.inplace, 0, sizeof(slot->data.inplace));
    std::memcpy(slot->data.inplace, &v, sizeof(T));
}

void ContextStorage::BuildNodeInfo()
{
    const size_t nIrIn = irInputInstances.empty() ? inputs.size() : irInputInstances.size();
    const size_t nIrOut = irOutputInstances.empty() ? outputs.size() : irOutputInstances.size();
    size_t total = 0;
    (void)gert::ComputeNodeInfo::CalcSize(nIrIn, nIrOut, inputs.size(), outputs.size(), total);
    nodeInfo_.reset(new uint8_t[total]());
    auto* info = NodeInfo();
    info->Init(nIrIn, nIrOut, inputs.size(), outputs.size(), 0, nodeName.c_str(), nodeType.c_str());
    uint32_t start = 0;
    for (size_t i = 0; i < nIrIn; ++i) {
        const uint32_t n = irInputInstances.empty() ? 1U : irInputInstances[i];
        *info->MutableInputInstanceInfo(i) = gert::AnchorInstanceInfo(start, n);
        start += n;
    }
    start = 0;
    for (size_t i = 0; i < nIrOut; ++i) {
        const uint32_t n = irOutputInstances.empty() ? 1U : irOutputInstances[i];
        *info->MutableOutputInstanceInfo(i) = gert::AnchorInstanceInfo(start, n);
        start += n;
    }
    const auto fillTd = [](gert::CompileTimeTensorDesc* td, const TensorSpec& t) {
        td->SetDataType(t.dtype);
        td->SetOriginFormat(t.originFormat);
        td->SetStorageFormat(t.storageFormat);
    };
    for (size_t i = 0; i < inputs.size(); ++i) {
        fillTd(info->MutableInputTdInfo(i), inputs[i]);
    }
    for (size_t i = 0; i < outputs.size(); ++i) {
        fillTd(info->MutableOutputTdInfo(i), outputs[i]);
    }
    attrBlock_ = RuntimeAttrsBuilder::Build(attrs);
    info->SetAttrs(reinterpret_cast<const gert::RuntimeAttrs*>(attrBlock_.get()));
}

template <class Ctx>
Ctx* ContextStorage::Emplace(size_t numInputs, size_t numOutputs)
{
    static_assert(sizeof(Ctx) == sizeof(KernelRunContext), "contexts must be bare KernelRunContext views");
    slots_.assign(numInputs + numOutputs, AsyncAnyValue{});
    slotPtrs_.resize(slots_.size());
    for (size_t i = 0; i < slots_.size(); ++i) {
        slotPtrs_[i] = &slots_[i];
    }
    Ctx* ctx = new (ctxBuf_) Ctx();
    KernelRunContext* raw = Raw();
    raw->input_size = numInputs;
    raw->output_size = numOutputs;
    raw->compute_node_info = nodeInfo_.get();
    raw->kernel_extend_info = nullptr;
    raw->values = slotPtrs_.empty() ? nullptr : slotPtrs_.data();
    raw->output_start = raw->values == nullptr ? nullptr : raw->values + numInputs;
    return ctx;
}

namespace {
gert::Tensor MakeTensor(const TensorSpec& t)
{
    const gert::StorageFormat fmt(t.originFormat, t.storageFormat, gert::ExpandDimsType());
    const gert::TensorPlacement placement = t.data != nullptr ? gert::kOnHost : gert::kOnDeviceHbm;
    return gert::Tensor(t.shape, fmt, placement, t.dtype, const_cast<void*>(t.data));
}
} // namespace

gert::TilingContext* ContextStorage::BuildTiling(void* compileInfo, fe::PlatFormInfos* platform,
                                                 gert::TilingData* tilingData, size_t tilingDataCapacity,
                                                 gert::ContinuousVector* workspace)
{
    BuildNodeInfo();
    tensors_.clear();
    tensors_.reserve(inputs.size() + outputs.size());
    for (const auto& t : inputs) {
        tensors_.push_back(MakeTensor(t));
    }
    for (const auto& t : outputs) {
        tensors_.push_back(MakeTensor(t));
    }
    if (tilingData == nullptr) {
        ownedTilingData_ = gert::TilingData::CreateCap(tilingDataCapacity);
        tilingData = reinterpret_cast<gert::TilingData*>(ownedTilingData_.get());
    }
    tilingData_ = tilingData;
    if (workspace == nullptr) {
        ownedWorkspace_ = gert::ContinuousVector::Create<size_t>(kWorkspaceSlots);
        workspace = reinterpret_cast<gert::ContinuousVector*>(ownedWorkspace_.get());
    }
    workspace_ = reinterpret_cast<gert::TypedContinuousVector<size_t>*>(workspace);

    const size_t nTensors = tensors_.size();
    const size_t nIn = nTensors + 5U; // + compile info, platform info, reserved, deterministic, level
    auto* ctx = Emplace<gert::TilingContext>(nIn, gert::TilingContext::kOutputNum);
    for (size_t i = 0; i < nTensors; ++i) {
        SetPointer(Slot(i), &tensors_[i]);
    }
    SetPointer(Slot(nTensors + 0U), compileInfo);
    SetPointer(Slot(nTensors + 1U), platform);
    SetPointer(Slot(nTensors + 2U), nullptr);
    SetInplace<int32_t>(Slot(nTensors + 3U), 0);
    SetInplace<int32_t>(Slot(nTensors + 4U), 0);
    AsyncAnyValue* out = Slot(nIn);
    using Idx = gert::TilingContext::TilingOutputIndex;
    SetInplace<uint64_t>(out + Idx::kOutputTilingKey, 0U);
    SetInplace<uint32_t>(out + Idx::kOutputSimdNumBlocks, 0U);
    SetInplace<bool>(out + Idx::kOutputAtomicCleanFlag, false);
    SetInplace<gert::TilingData*>(out + Idx::kOutputTilingData, tilingData_);
    SetPointer(out + Idx::kOutputWorkspace, workspace_);
    SetInplace<int32_t>(out + Idx::kOutputTilingCond, 0);
    SetInplace<uint32_t>(out + Idx::kOutputScheduleMode, 0U);
    SetInplace<uint32_t>(out + Idx::kOutputDynUBufSize, 0U);
    SetInplace<uint32_t>(out + Idx::kOutputAicpuNumBlocks, 0U);
    SetPointer(out + Idx::kOutputSimtBlockDim, &simtDims_[0]);
    SetPointer(out + Idx::kOutputSimtGridDim, &simtDims_[1]);
    return ctx;
}

gert::InferShapeContext* ContextStorage::BuildInferShape()
{
    BuildNodeInfo();
    tensors_.clear();
    tensors_.reserve(inputs.size());
    for (const auto& t : inputs) {
        tensors_.push_back(MakeTensor(t));
    }
    outShapes_.assign(outputs.size(), gert::StorageShape());
    auto* ctx = Emplace<gert::InferShapeContext>(inputs.size(), outputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
        SetPointer(Slot(i), &tensors_[i]);
    }
    for (size_t i = 0; i < outputs.size(); ++i) {
        SetPointer(Slot(inputs.size() + i), &outShapes_[i]);
    }
    return ctx;
}

gert::InferDataTypeContext* ContextStorage::BuildInferDataType()
{
    BuildNodeInfo();
    auto* ctx = Emplace<gert::InferDataTypeContext>(inputs.size(), outputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
        SetInplace<ge::DataType>(Slot(i), inputs[i].dtype);
    }
    for (size_t i = 0; i < outputs.size(); ++i) {
        SetInplace<ge::DataType>(Slot(inputs.size() + i), ge::DT_UNDEFINED);
    }
    return ctx;
}

gert::TilingParseContext* ContextStorage::BuildTilingParse(const char* compiledJson, fe::PlatFormInfos* platform,
                                                           void* compileInfo)
{
    BuildNodeInfo();
    auto* ctx = Emplace<gert::TilingParseContext>(2U, 1U);
    SetPointer(Slot(0), compiledJson);
    SetPointer(Slot(1), platform);
    SetPointer(Slot(2), compileInfo);
    return ctx;
}

gert::KernelContext* ContextStorage::BuildKernel(const std::vector<void*>& ins, const std::vector<void*>& outs)
{
    BuildNodeInfo();
    auto* ctx = Emplace<gert::KernelContext>(ins.size(), outs.size());
    for (size_t i = 0; i < ins.size(); ++i) {
        SetPointer(Slot(i), ins[i]);
    }
    for (size_t i = 0; i < outs.size(); ++i) {
        SetPointer(Slot(ins.size() + i), outs[i]);
    }
    return ctx;
}

} // namespace ascsim

namespace gert {
size_t RuntimeAttrs::GetAttrNum() const { return static_cast<size_t>(placeholder_); }

const void* RuntimeAttrs::GetPointerByIndex(size_t index) const
{
    if (index >= static_cast<size_t>(placeholder_)) {
        return nullptr;
    }
    const auto* words = reinterpret_cast<const uint64_t*>(this);
    const uint64_t offset = words[1 + index];
    if (offset == 0) {
        return nullptr;
    }
    return reinterpret_cast<const uint8_t*>(this) + offset;
}
} // namespace gert
