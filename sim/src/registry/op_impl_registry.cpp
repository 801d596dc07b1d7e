// gert::OpImplRegisterV2, optiling::DeviceOpImplRegister and the impl registry they write into.
#include <map>
#include <memory>

#include "registry_internal.h"

namespace ascsim {
namespace {
struct ImplStore {
    std::mutex mutex;
    std::map<std::string, ImplFuncs> byType;
};
ImplStore& Store()
{
    static ImplStore* s = new ImplStore(); // never destroyed
    return *s;
}
} // namespace

void UpdateImpl(const std::string& opType, const std::function<void(ImplFuncs&)>& fn)
{
    ImplStore& s = Store();
    std::lock_guard<std::mutex> lock(s.mutex);
    fn(s.byType[opType]);
}

bool GetImpl(const std::string& opType, ImplFuncs* out)
{
    ImplStore& s = Store();
    std::lock_guard<std::mutex> lock(s.mutex);
    const auto it = s.byType.find(opType);
    if (it == s.byType.end()) {
        return false;
    }
    *out = it->second;
    return true;
}
} // namespace ascsim

namespace gert {
class OpImplRegisterV2Impl {
public:
    std::string opType;
};

namespace {
void Update(const OpImplRegisterV2Impl* impl, const std::function<void(ascsim::ImplFuncs&)>& fn)
{
    if (impl != nullptr) {
        ascsim::UpdateImpl(impl->opType, fn);
    }
}
std::vector<int32_t> ToVector(std::initializer_list<int32_t> v) { return std::vector<int32_t>(v.begin(), v.end()); }
} // namespace

OpImplRegisterV2::OpImplRegisterV2(const ge::char_t* op_type) : impl_(std::make_unique<OpImplRegisterV2Impl>())
{
    impl_->opType = op_type == nullptr ? "" : op_type;
    ascsim::UpdateImpl(impl_->opType, [](ascsim::ImplFuncs&) {});
}
OpImplRegisterV2::OpImplRegisterV2(OpImplRegisterV2&& register_data) noexcept : impl_(std::move(register_data.impl_)) {}
OpImplRegisterV2::OpImplRegisterV2(const OpImplRegisterV2& register_data)
    : impl_(std::make_unique<OpImplRegisterV2Impl>(register_data.impl_ == nullptr ? OpImplRegisterV2Impl() :
                                                                                    *register_data.impl_))
{}
OpImplRegisterV2::~OpImplRegisterV2() = default;

OpImplRegisterV2& OpImplRegisterV2::InferShape(InferShapeKernelFunc infer_shape_func)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.inferShape = infer_shape_func; });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::InferShapeRange(InferShapeRangeKernelFunc infer_shape_range_func)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.inferShapeRange = infer_shape_range_func; });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::InferDataType(InferDataTypeKernelFunc infer_datatype_func)
{
    // The later of InferDataType / InferOutDataTypeSameWithFirstInput wins (op_impl_registry.h).
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) {
        f.inferDataType = infer_datatype_func;
        f.inferDataTypeSameWithFirstInput = false;
    });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::InferOutDataTypeSameWithFirstInput()
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) {
        f.inferDataType = nullptr;
        f.inferDataTypeSameWithFirstInput = true;
    });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::Tiling(TilingKernelFunc tiling_func, size_t max_tiling_data_size)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) {
        f.tiling = tiling_func;
        f.maxTilingDataSize = max_tiling_data_size;
        f.maxTilingDataSizeSet = true;
    });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::GenSimplifiedKey(GenSimplifiedKeyKernelFunc gen_simplifiedkey_func)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.genSimplifiedKey = gen_simplifiedkey_func; });
    return *this;
}

namespace {
void AddPrivateAttr(const OpImplRegisterV2Impl* impl, const ge::char_t* name, ascsim::AttrValue v)
{
    const std::string n = name == nullptr ? "" : name;
    Update(impl, [&](ascsim::ImplFuncs& f) {
        for (auto& kv : f.privateAttrs) {
            if (kv.first == n) {
                kv.second = v;
                return;
            }
        }
        f.privateAttrs.emplace_back(n, v);
    });
}
} // namespace

OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr)
{
    AddPrivateAttr(impl_.get(), private_attr, ascsim::AttrValue());
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, int64_t private_attr_val)
{
    AddPrivateAttr(impl_.get(), private_attr, ascsim::AttrValue::Int(private_attr_val));
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr,
                                                const std::vector<int64_t>& private_attr_val)
{
    AddPrivateAttr(impl_.get(), private_attr, ascsim::AttrValue::ListInt(private_attr_val));
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, const ge::char_t* private_attr_val)
{
    AddPrivateAttr(impl_.get(), private_attr,
                   ascsim::AttrValue::Str(private_attr_val == nullptr ? "" : private_attr_val));
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, ge::float32_t private_attr_val)
{
    AddPrivateAttr(impl_.get(), private_attr, ascsim::AttrValue::Float(private_attr_val));
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr, bool private_attr_val)
{
    AddPrivateAttr(impl_.get(), private_attr, ascsim::AttrValue::Bool(private_attr_val));
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::PrivateAttr(const ge::char_t* private_attr,
                                                const std::vector<ge::float32_t>& private_attr_val)
{
    AddPrivateAttr(impl_.get(), private_attr, ascsim::AttrValue::ListFloat(private_attr_val));
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::TilingParse(KernelFunc tiling_parse_func, CompileInfoCreatorFunc creator_func,
                                                CompileInfoDeleterFunc deleter_func)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) {
        f.tilingParse = tiling_parse_func;
        f.compileInfoCreator = creator_func;
        f.compileInfoDeleter = deleter_func;
    });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::InputsDataDependency(std::initializer_list<int32_t> inputs)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.inputsDataDependency = ToVector(inputs); });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::OpExecuteFunc(OpExecFunc op_execute_func)
{
    (void)op_execute_func; // no graph executor in the sim
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::Op2StageExecuteFuncs(OpExecPrepareFunc prepare_func, OpExecLaunchFunc launch_func)
{
    (void)prepare_func;
    (void)launch_func;
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::HostInputs(std::initializer_list<int32_t> inputs)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.hostInputs = ToVector(inputs); });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::TilingInputsDataDependency(std::initializer_list<int32_t> inputs)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.tilingInputsDataDependency = ToVector(inputs); });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::TilingInputsDataDependency(std::initializer_list<int32_t> inputs,
                                                               std::initializer_list<TilingPlacement> placements)
{
    (void)placements;
    return TilingInputsDataDependency(inputs);
}
OpImplRegisterV2& OpImplRegisterV2::OutputShapeDependOnCompute(std::initializer_list<int32_t> outputs)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.outputShapeDependOnCompute = ToVector(outputs); });
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::InferFormat(InferFormatFunc infer_format_func)
{
    (void)infer_format_func;
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::CalcOpParam(OpCalcParamKernelFunc calc_op_param_func)
{
    (void)calc_op_param_func;
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::GenerateTask(OpGenTaskKernelFunc gen_task_func)
{
    (void)gen_task_func;
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::CheckSupport(OP_CHECK_FUNC_V2 check_support_func)
{
    (void)check_support_func;
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::OpSelectFormat(OP_CHECK_FUNC_V2 op_select_format_func)
{
    (void)op_select_format_func;
    return *this;
}
OpImplRegisterV2& OpImplRegisterV2::NullableOutputs(std::initializer_list<int32_t> outputs)
{
    Update(impl_.get(), [&](ascsim::ImplFuncs& f) { f.nullableOutputs = ToVector(outputs); });
    return *this;
}
} // namespace gert

namespace optiling {
class DeviceOpImplRegisterImpl {
public:
    std::string opType;
};
DeviceOpImplRegister::DeviceOpImplRegister(const char* opType) : impl_(std::make_unique<DeviceOpImplRegisterImpl>())
{
    impl_->opType = opType == nullptr ? "" : opType;
}
DeviceOpImplRegister::~DeviceOpImplRegister() = default;
DeviceOpImplRegister::DeviceOpImplRegister(DeviceOpImplRegister&& other) noexcept : impl_(std::move(other.impl_)) {}
DeviceOpImplRegister::DeviceOpImplRegister(const DeviceOpImplRegister& other)
    : impl_(std::make_unique<DeviceOpImplRegisterImpl>(other.impl_ == nullptr ? DeviceOpImplRegisterImpl() :
                                                                                *other.impl_))
{}
DeviceOpImplRegister& DeviceOpImplRegister::Tiling(SinkTilingFunc func)
{
    if (impl_ != nullptr) {
        ascsim::UpdateImpl(impl_->opType, [&](ascsim::ImplFuncs& f) { f.deviceTiling = func; });
    }
    return *this;
}
} // namespace optiling
