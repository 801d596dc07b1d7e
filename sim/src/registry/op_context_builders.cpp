// gert::OpInferShapeContextBuilder / OpInferDataTypeContextBuilder / ContextHolder and
// gert::DefaultOpImplSpaceRegistryV2 (base/context_builder/*.h, base/registry/op_impl_space_registry_v2.h).
#include <cstdio>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/registry/op_impl_space_registry_v2.h"
#include "context_storage.h"
#include "registry_internal.h"

namespace gert {

// ---- the node a builder describes -----------------------------------------------------------------
struct TensorDescSpec {
    ge::DataType dtype = ge::DT_UNDEFINED;
    ge::Format originFormat = ge::FORMAT_ND;
    ge::Format storageFormat = ge::FORMAT_ND;
    gert::ExpandDimsType expandDims;
};

class ContextBuilderImpl {
public:
    std::string opType;
    std::string opName;
    std::vector<uint32_t> inInstances;
    std::vector<uint32_t> outInstances;
    std::vector<ascsim::AttrValue> attrs;
    std::vector<TensorDescSpec> inDescs;
    std::vector<TensorDescSpec> outDescs;
    std::vector<gert::Tensor*> inputTensors;

    static size_t Sum(const std::vector<uint32_t>& v)
    {
        size_t n = 0;
        for (const uint32_t x : v) {
            n += x;
        }
        return n;
    }
    TensorDescSpec& In(size_t i)
    {
        if (inDescs.size() <= i) {
            inDescs.resize(i + 1);
        }
        return inDescs[i];
    }
    TensorDescSpec& Out(size_t i)
    {
        if (outDescs.size() <= i) {
            outDescs.resize(i + 1);
        }
        return outDescs[i];
    }
    // The node part of a storage: name, type, instances, attributes, descriptions.
    void Fill(ascsim::ContextStorage* st) const
    {
        st->nodeName = opName;
        st->nodeType = opType;
        st->irInputInstances = inInstances;
        st->irOutputInstances = outInstances;
        st->attrs = attrs;
        st->inputs.assign(Sum(inInstances), ascsim::TensorSpec());
        st->outputs.assign(Sum(outInstances), ascsim::TensorSpec());
        for (size_t i = 0; i < st->inputs.size() && i < inDescs.size(); ++i) {
            st->inputs[i].dtype = inDescs[i].dtype;
            st->inputs[i].originFormat = inDescs[i].originFormat;
            st->inputs[i].storageFormat = inDescs[i].storageFormat;
        }
        for (size_t i = 0; i < st->outputs.size() && i < outDescs.size(); ++i) {
            st->outputs[i].dtype = outDescs[i].dtype;
            st->outputs[i].originFormat = outDescs[i].originFormat;
            st->outputs[i].storageFormat = outDescs[i].storageFormat;
        }
    }
};

class ContextHolderImpl {
public:
    std::unique_ptr<ascsim::ContextStorage> storage;
    void* context = nullptr;
};

class ContextHolderBuilder {
public:
    static ContextHolderVoid Make(std::unique_ptr<ContextHolderImpl> impl)
    {
        ContextHolderVoid v;
        v.ctx_holder_impl_ = std::move(impl);
        return v;
    }
};

ContextHolderVoid::ContextHolderVoid() = default;
ContextHolderVoid::~ContextHolderVoid() = default;
ContextHolderVoid::ContextHolderVoid(ContextHolderVoid&& other) noexcept = default;
ContextHolderVoid& ContextHolderVoid::operator=(ContextHolderVoid&& other) noexcept = default;
void* ContextHolderVoid::GetContext() const
{
    return ctx_holder_impl_ == nullptr ? nullptr : ctx_holder_impl_->context;
}

// ---- OpContextBuilderBase<T> ------------------------------------------------------------------------
template <typename T>
OpContextBuilderBase<T>::OpContextBuilderBase() : impl_(std::make_unique<ContextBuilderImpl>())
{}
template <typename T>
OpContextBuilderBase<T>::~OpContextBuilderBase() = default;
template <typename T>
T& OpContextBuilderBase<T>::OpType(const ge::AscendString& op_type)
{
    impl_->opType = op_type.GetString();
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::OpName(const ge::AscendString& op_name)
{
    impl_->opName = op_name.GetString();
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::IONum(size_t input_ir_num, size_t output_ir_num)
{
    impl_->inInstances.assign(input_ir_num, 1U);
    impl_->outInstances.assign(output_ir_num, 1U);
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::IOInstanceNum(const std::vector<uint32_t>& input_instance_num,
                                          const std::vector<uint32_t>& output_instance_num)
{
    impl_->inInstances = input_instance_num;
    impl_->outInstances = output_instance_num;
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(bool attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::Bool(attr));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(int64_t attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::Int(attr));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(float attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::Float(attr));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(const ge::AscendString& attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::Str(attr.GetString()));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(const std::vector<bool>& attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::ListBool(attr));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(const std::vector<int64_t>& attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::ListInt(attr));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(const std::vector<float>& attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::ListFloat(attr));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(const std::vector<ge::AscendString>& attr)
{
    std::vector<std::string> v;
    for (const auto& s : attr) {
        v.emplace_back(s.GetString());
    }
    impl_->attrs.push_back(ascsim::AttrValue::ListStr(v));
    return static_cast<T&>(*this);
}
template <typename T>
T& OpContextBuilderBase<T>::AppendAttr(const std::vector<std::vector<int64_t>>& attr)
{
    impl_->attrs.push_back(ascsim::AttrValue::ListListInt(attr));
    return static_cast<T&>(*this);
}
template <typename T>
ge::DataType& OpContextBuilderBase<T>::MutableInputDataType(size_t index)
{
    return impl_->In(index).dtype;
}
template <typename T>
ge::Format& OpContextBuilderBase<T>::MutableInputOriginalFormat(size_t index)
{
    return impl_->In(index).originFormat;
}
template <typename T>
ge::Format& OpContextBuilderBase<T>::MutableInputStorageFormat(size_t index)
{
    return impl_->In(index).storageFormat;
}
template <typename T>
gert::ExpandDimsType& OpContextBuilderBase<T>::MutableInputExpandDimsType(size_t index)
{
    return impl_->In(index).expandDims;
}
template <typename T>
ge::DataType& OpContextBuilderBase<T>::MutableOutputDataType(size_t index)
{
    return impl_->Out(index).dtype;
}
template <typename T>
ge::Format& OpContextBuilderBase<T>::MutableOutputOriginalFormat(size_t index)
{
    return impl_->Out(index).originFormat;
}
template <typename T>
ge::Format& OpContextBuilderBase<T>::MutableOutputStorageFormat(size_t index)
{
    return impl_->Out(index).storageFormat;
}
template <typename T>
gert::ExpandDimsType& OpContextBuilderBase<T>::MutableOutputExpandDimsType(size_t index)
{
    return impl_->Out(index).expandDims;
}

template class OpContextBuilderBase<OpInferShapeContextBuilder>;
template class OpContextBuilderBase<OpInferDataTypeContextBuilder>;

// ---- OpInferShapeContextBuilder ---------------------------------------------------------------------
OpInferShapeContextBuilder::OpInferShapeContextBuilder() = default;
OpInferShapeContextBuilder::~OpInferShapeContextBuilder() = default;

OpInferShapeContextBuilder& OpInferShapeContextBuilder::OutputTensorDesc(size_t index, ge::DataType dtype,
                                                                         ge::Format origin_format,
                                                                         ge::Format storage_format,
                                                                         const gert::ExpandDimsType& expand_dims_type)
{
    MutableOutputDataType(index) = dtype;
    MutableOutputOriginalFormat(index) = origin_format;
    MutableOutputStorageFormat(index) = storage_format;
    MutableOutputExpandDimsType(index) = expand_dims_type;
    return *this;
}

OpInferShapeContextBuilder& OpInferShapeContextBuilder::InputTensors(const std::vector<gert::Tensor*>& inputs)
{
    impl_->inputTensors = inputs;
    return *this;
}

ContextHolder<InferShapeContext> OpInferShapeContextBuilder::Build()
{
    auto holder = std::make_unique<ContextHolderImpl>();
    holder->storage = std::make_unique<ascsim::ContextStorage>();
    impl_->Fill(holder->storage.get());
    auto& ins = holder->storage->inputs;
    if (impl_->inputTensors.size() != ins.size()) {
        std::fprintf(stderr, "[ascsim OpInferShapeContextBuilder] %zu input tensors for %zu input instances of %s\n",
                     impl_->inputTensors.size(), ins.size(), impl_->opType.c_str());
        return ContextHolder<InferShapeContext>(ContextHolderBuilder::Make(std::move(holder)));
    }
    for (size_t i = 0; i < ins.size(); ++i) {
        const gert::Tensor* t = impl_->inputTensors[i];
        if (t == nullptr) {
            continue;
        }
        ins[i].shape = t->GetShape();
        ins[i].dtype = t->GetDataType();
        ins[i].originFormat = t->GetOriginFormat();
        ins[i].storageFormat = t->GetStorageFormat();
        ins[i].data = t->GetAddr();
    }
    holder->context = holder->storage->BuildInferShape();
    return ContextHolder<InferShapeContext>(ContextHolderBuilder::Make(std::move(holder)));
}

// ---- OpInferDataTypeContextBuilder ------------------------------------------------------------------
OpInferDataTypeContextBuilder::OpInferDataTypeContextBuilder() = default;
OpInferDataTypeContextBuilder::~OpInferDataTypeContextBuilder() = default;

OpInferDataTypeContextBuilder& OpInferDataTypeContextBuilder::InputTensorDesc(
    size_t index, ge::DataType dtype, ge::Format origin_format, ge::Format storage_format,
    const gert::ExpandDimsType& expand_dims_type)
{
    MutableInputDataType(index) = dtype;
    MutableInputOriginalFormat(index) = origin_format;
    MutableInputStorageFormat(index) = storage_format;
    MutableInputExpandDimsType(index) = expand_dims_type;
    return *this;
}

OpInferDataTypeContextBuilder& OpInferDataTypeContextBuilder::OutputTensorDesc(
    size_t index, ge::Format origin_format, ge::Format storage_format, const gert::ExpandDimsType& expand_dims_type)
{
    MutableOutputOriginalFormat(index) = origin_format;
    MutableOutputStorageFormat(index) = storage_format;
    MutableOutputExpandDimsType(index) = expand_dims_type;
    return *this;
}

ContextHolder<InferDataTypeContext> OpInferDataTypeContextBuilder::Build()
{
    auto holder = std::make_unique<ContextHolderImpl>();
    holder->storage = std::make_unique<ascsim::ContextStorage>();
    impl_->Fill(holder->storage.get());
    holder->context = holder->storage->BuildInferDataType();
    return ContextHolder<InferDataTypeContext>(ContextHolderBuilder::Make(std::move(holder)));
}

// ---- the space registries ---------------------------------------------------------------------------
class OpImplSpaceRegistryImpl {
public:
    std::mutex mutex;
    std::map<std::string, std::unique_ptr<OpImplKernelRegistry::OpImplFunctionsV2>> cache;
};

namespace {
uint64_t Mask(const std::vector<int32_t>& indexes)
{
    uint64_t m = 0;
    for (const int32_t i : indexes) {
        if (i >= 0 && i < 64) {
            m |= uint64_t{1} << i;
        }
    }
    return m;
}
} // namespace

OpImplSpaceRegistryV2::OpImplSpaceRegistryV2() : impl_(std::make_shared<OpImplSpaceRegistryImpl>()) {}

const OpImplKernelRegistry::OpImplFunctionsV2* OpImplSpaceRegistryV2::GetOpImpl(const char* op_type) const
{
    ascsim::ImplFuncs f;
    if (op_type == nullptr || !ascsim::ResolveHostFuncs(op_type, &f)) {
        return nullptr;
    }
    std::lock_guard<std::mutex> lock(impl_->mutex);
    auto& slot = impl_->cache[op_type];
    if (slot == nullptr) {
        slot = std::make_unique<OpImplKernelRegistry::OpImplFunctionsV2>();
    }
    OpImplKernelRegistry::OpImplFunctionsV2& out = *slot;
    out.infer_shape = f.inferShape;
    out.infer_shape_range = f.inferShapeRange;
    out.infer_datatype = f.inferDataType;
    out.tiling = f.tiling;
    out.tiling_parse = f.tilingParse;
    out.compile_info_creator = f.compileInfoCreator;
    out.compile_info_deleter = f.compileInfoDeleter;
    out.max_tiling_data_size = f.tiling != nullptr ? f.maxTilingDataSize : 0U;
    out.inputs_dependency = Mask(f.inputsDataDependency);
    out.host_inputs = Mask(f.hostInputs);
    out.tiling_dependency = Mask(f.tilingInputsDataDependency);
    out.gen_simplifiedkey = f.genSimplifiedKey;
    out.output_shape_depend_compute = Mask(f.outputShapeDependOnCompute);
    out.nullable_outputs_ = Mask(f.nullableOutputs);
    return &out;
}

class DefaultOpImplSpaceRegistryV2Impl {
public:
    mutable std::mutex mutex;
    OpImplSpaceRegistryV2Array registries;
};

DefaultOpImplSpaceRegistryV2::DefaultOpImplSpaceRegistryV2()
    : impl_(std::make_shared<DefaultOpImplSpaceRegistryV2Impl>())
{
    impl_->registries[static_cast<size_t>(OppImplVersionTag::kOpp)] = std::make_shared<OpImplSpaceRegistryV2>();
}

DefaultOpImplSpaceRegistryV2& DefaultOpImplSpaceRegistryV2::GetInstance()
{
    static DefaultOpImplSpaceRegistryV2* instance = new DefaultOpImplSpaceRegistryV2(); // never destroyed
    return *instance;
}

const std::shared_ptr<OpImplSpaceRegistryV2> DefaultOpImplSpaceRegistryV2::GetSpaceRegistry(
    gert::OppImplVersionTag opp_impl_version) const
{
    const auto i = static_cast<size_t>(opp_impl_version);
    std::lock_guard<std::mutex> lock(impl_->mutex);
    return i < impl_->registries.size() ? impl_->registries[i] : nullptr;
}

ge::graphStatus DefaultOpImplSpaceRegistryV2::SetSpaceRegistry(
    const std::shared_ptr<OpImplSpaceRegistryV2>& space_registry_v2, gert::OppImplVersionTag version_tag)
{
    const auto i = static_cast<size_t>(version_tag);
    std::lock_guard<std::mutex> lock(impl_->mutex);
    if (i >= impl_->registries.size()) {
        return ge::GRAPH_FAILED;
    }
    impl_->registries[i] = space_registry_v2;
    return ge::GRAPH_SUCCESS;
}

void DefaultOpImplSpaceRegistryV2::ClearSpaceRegistry()
{
    std::lock_guard<std::mutex> lock(impl_->mutex);
    for (auto& r : impl_->registries) {
        r = nullptr;
    }
}

} // namespace gert
