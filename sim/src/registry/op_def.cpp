// ops::OpDef, OpParamDef, OpAttrDef, OpAICoreDef, OpAICoreConfig, OpAICPUDef, OpHostCPUDef, OpMC2Def,
// OpDefFactory and optiling::OpCheckFuncHelper.
#include <cstdio>
#include <memory>

#include "op_def_impl.h"
#include "registry_internal.h"

namespace ops {
namespace {
template <class Impl>
std::unique_ptr<Impl> CloneImpl(const std::unique_ptr<Impl>& p)
{
    return std::make_unique<Impl>(p == nullptr ? Impl() : *p);
}
OpParamDef& FindOrAddParam(std::deque<OpParamDef>& defs, const char* name)
{
    const std::string n = name == nullptr ? "" : name;
    for (auto& d : defs) {
        if (ascsim::OpDefAccess::Of(d).name == n) {
            return d;
        }
    }
    defs.emplace_back(n.c_str());
    return defs.back();
}
} // namespace

// ---- OpParamDef --------------------------------------------------------------------------------
OpParamDef::OpParamDef(const char* name) : impl_(std::make_unique<OpParamDefImpl>())
{
    impl_->name = name == nullptr ? "" : name;
}
OpParamDef::OpParamDef(const OpParamDef& def) : impl_(CloneImpl(def.impl_)) {}
OpParamDef::~OpParamDef() = default;
OpParamDef& OpParamDef::operator=(const OpParamDef& def)
{
    if (this != &def) {
        impl_ = CloneImpl(def.impl_);
    }
    return *this;
}
OpParamDef& OpParamDef::ParamType(Option param_type)
{
    impl_->paramType = param_type;
    return *this;
}
OpParamDef& OpParamDef::DataType(std::vector<ge::DataType> types)
{
    impl_->types = std::move(types);
    impl_->typesSet = true;
    impl_->typesAreList = false;
    return *this;
}
OpParamDef& OpParamDef::DataTypeList(std::vector<ge::DataType> types)
{
    impl_->types = std::move(types);
    impl_->typesSet = true;
    impl_->typesAreList = true;
    return *this;
}
OpParamDef& OpParamDef::Format(std::vector<ge::Format> formats)
{
    impl_->formats = std::move(formats);
    impl_->formatsSet = true;
    impl_->formatsAreList = false;
    return *this;
}
OpParamDef& OpParamDef::FormatList(std::vector<ge::Format> formats)
{
    impl_->formats = std::move(formats);
    impl_->formatsSet = true;
    impl_->formatsAreList = true;
    return *this;
}
OpParamDef& OpParamDef::DataTypeForBinQuery(std::vector<ge::DataType> types)
{
    impl_->typesForBin = std::move(types);
    return *this;
}
OpParamDef& OpParamDef::FormatForBinQuery(std::vector<ge::Format> formats)
{
    impl_->formatsForBin = std::move(formats);
    return *this;
}
OpParamDef& OpParamDef::UnknownShapeFormat(std::vector<ge::Format> formats)
{
    impl_->unknownShapeFormats = std::move(formats);
    return *this;
}
OpParamDef& OpParamDef::ValueDepend(Option value_depend) { return ValueDepend(value_depend, DependScope::ALL); }
OpParamDef& OpParamDef::ValueDepend(Option value_depend, DependScope scope)
{
    if (value_depend == REQUIRED) {
        impl_->valueDepend = "required";
    } else if (value_depend == OPTIONAL) {
        impl_->valueDepend = "optional";
    } else {
        std::fprintf(stderr, "[ascsim registry] %s: ValueDepend accepts REQUIRED or OPTIONAL only\n",
                     impl_->name.c_str());
        return *this;
    }
    impl_->dependScope = scope;
    return *this;
}
OpParamDef& OpParamDef::IgnoreContiguous(void)
{
    impl_->ignoreContiguous = true;
    return *this;
}
OpParamDef& OpParamDef::AutoContiguous()
{
    impl_->autoContiguous = true;
    return *this;
}
OpParamDef& OpParamDef::Scalar()
{
    impl_->scalar = true;
    return *this;
}
OpParamDef& OpParamDef::ScalarList()
{
    impl_->scalarList = true;
    return *this;
}
OpParamDef& OpParamDef::To(const ge::DataType type)
{
    impl_->scalarToType = type;
    impl_->scalarToName.clear();
    return *this;
}
OpParamDef& OpParamDef::To(const char* name)
{
    impl_->scalarToName = name == nullptr ? "" : name;
    impl_->scalarToType = ge::DT_UNDEFINED;
    return *this;
}
OpParamDef& OpParamDef::Version(uint32_t version)
{
    impl_->version = version;
    return *this;
}
OpParamDef& OpParamDef::InitValue(uint64_t value)
{
    impl_->initValueType = InitValueType::INIT_VALUE_UINT64_T;
    impl_->initValue = ScalarNum(value);
    return *this;
}
OpParamDef& OpParamDef::InitValue(const ScalarVar& value)
{
    impl_->initValueList = {value};
    return *this;
}
OpParamDef& OpParamDef::InitValue(const std::vector<ScalarVar>& value)
{
    impl_->initValueList = value;
    return *this;
}
OpParamDef& OpParamDef::OutputShapeDependOnCompute()
{
    impl_->outputShapeDependOnCompute = true;
    return *this;
}
OpParamDef& OpParamDef::Follow(const char* paramName) { return Follow(paramName, FollowType::ALL); }
OpParamDef& OpParamDef::Follow(const char* paramName, FollowType ftype)
{
    impl_->follow = paramName == nullptr ? "" : paramName;
    impl_->followType = ftype;
    return *this;
}
OpParamDef& OpParamDef::Comment(const char* comment)
{
    impl_->comment = comment == nullptr ? "" : comment;
    return *this;
}

// ---- OpAICPUDef / OpHostCPUDef -------------------------------------------------------------------
#define ASCSIM_CPU_DEF(Cls)                                        \
    Cls::Cls() : impl_(std::make_unique<Cls##Impl>()) {}           \
    Cls::Cls(const Cls& other) : impl_(CloneImpl(other.impl_)) {}  \
    Cls::~Cls() = default;                                         \
    Cls& Cls::operator=(const Cls& other)                          \
    {                                                              \
        if (this != &other) {                                      \
            impl_ = CloneImpl(other.impl_);                        \
        }                                                          \
        return *this;                                              \
    }                                                              \
    Cls& Cls::Engine(const char* value)                            \
    {                                                              \
        impl_->Set("opInfo.engine", value);                        \
        return *this;                                              \
    }                                                              \
    Cls& Cls::FlagPartial(bool flag)                               \
    {                                                              \
        impl_->Set("opInfo.flagPartial", flag ? "True" : "False"); \
        return *this;                                              \
    }                                                              \
    Cls& Cls::ComputeCost(const char* value)                       \
    {                                                              \
        impl_->Set("opInfo.computeCost", value);                   \
        return *this;                                              \
    }                                                              \
    Cls& Cls::FlagAsync(bool flag)                                 \
    {                                                              \
        impl_->Set("opInfo.flagAsync", flag ? "True" : "False");   \
        return *this;                                              \
    }                                                              \
    Cls& Cls::OpKernelLib(const char* value)                       \
    {                                                              \
        impl_->Set("opInfo.opKernelLib", value);                   \
        return *this;                                              \
    }                                                              \
    Cls& Cls::KernelSo(const char* value)                          \
    {                                                              \
        impl_->Set("opInfo.kernelSo", value);                      \
        return *this;                                              \
    }                                                              \
    Cls& Cls::FunctionName(const char* value)                      \
    {                                                              \
        impl_->Set("opInfo.functionName", value);                  \
        return *this;                                              \
    }                                                              \
    Cls& Cls::UserDefined(bool flag)                               \
    {                                                              \
        impl_->Set("opInfo.userDefined", flag ? "True" : "False"); \
        return *this;                                              \
    }                                                              \
    Cls& Cls::ExtendCfgInfo(const char* key, const char* value)    \
    {                                                              \
        impl_->Set(key, value);                                    \
        return *this;                                              \
    }
ASCSIM_CPU_DEF(OpAICPUDef)
ASCSIM_CPU_DEF(OpHostCPUDef)
#undef ASCSIM_CPU_DEF

// ---- OpAttrDef -----------------------------------------------------------------------------------
OpAttrDef::OpAttrDef(const char* name) : impl_(std::make_unique<OpAttrDefImpl>())
{
    impl_->name = ge::AscendString(name == nullptr ? "" : name);
    impl_->info.name = name == nullptr ? "" : name;
}
OpAttrDef::OpAttrDef(const OpAttrDef& attr_def) : impl_(CloneImpl(attr_def.impl_)) {}
OpAttrDef::~OpAttrDef() = default;
OpAttrDef& OpAttrDef::operator=(const OpAttrDef& attr_def)
{
    if (this != &attr_def) {
        impl_ = CloneImpl(attr_def.impl_);
    }
    return *this;
}
OpAttrDef& OpAttrDef::AttrType(Option attr_type)
{
    impl_->info.required = (attr_type != OPTIONAL);
    return *this;
}
namespace {
OpAttrDef& SetKind(OpAttrDef& self, ascsim::OpAttrInfo& info, ascsim::AttrKind kind)
{
    info.kind = kind;
    return self;
}
OpAttrDef& SetDefault(OpAttrDef& self, ascsim::OpAttrInfo& info, ascsim::AttrValue v)
{
    info.kind = v.kind;
    info.hasDefault = true;
    info.defaultValue = std::move(v);
    return self;
}
} // namespace
OpAttrDef& OpAttrDef::Bool(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kBool); }
OpAttrDef& OpAttrDef::Bool(bool value) { return SetDefault(*this, impl_->info, ascsim::AttrValue::Bool(value)); }
OpAttrDef& OpAttrDef::Float(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kFloat); }
OpAttrDef& OpAttrDef::Float(float value) { return SetDefault(*this, impl_->info, ascsim::AttrValue::Float(value)); }
OpAttrDef& OpAttrDef::Int(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kInt); }
OpAttrDef& OpAttrDef::Int(int64_t value) { return SetDefault(*this, impl_->info, ascsim::AttrValue::Int(value)); }
OpAttrDef& OpAttrDef::String(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kString); }
OpAttrDef& OpAttrDef::String(const char* value)
{
    return SetDefault(*this, impl_->info, ascsim::AttrValue::Str(value == nullptr ? "" : value));
}
OpAttrDef& OpAttrDef::ListBool(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kListBool); }
OpAttrDef& OpAttrDef::ListBool(std::vector<bool> value)
{
    return SetDefault(*this, impl_->info, ascsim::AttrValue::ListBool(std::move(value)));
}
OpAttrDef& OpAttrDef::ListFloat(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kListFloat); }
OpAttrDef& OpAttrDef::ListFloat(std::vector<float> value)
{
    return SetDefault(*this, impl_->info, ascsim::AttrValue::ListFloat(std::move(value)));
}
OpAttrDef& OpAttrDef::ListInt(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kListInt); }
OpAttrDef& OpAttrDef::ListInt(std::vector<int64_t> value)
{
    return SetDefault(*this, impl_->info, ascsim::AttrValue::ListInt(std::move(value)));
}
OpAttrDef& OpAttrDef::ListListInt(void) { return SetKind(*this, impl_->info, ascsim::AttrKind::kListListInt); }
OpAttrDef& OpAttrDef::ListListInt(std::vector<std::vector<int64_t>> value)
{
    return SetDefault(*this, impl_->info, ascsim::AttrValue::ListListInt(std::move(value)));
}
OpAttrDef& OpAttrDef::Version(uint32_t version)
{
    impl_->info.version = version;
    return *this;
}
OpAttrDef& OpAttrDef::Comment(const char* comment)
{
    impl_->comment = comment == nullptr ? "" : comment;
    return *this;
}
ge::AscendString& OpAttrDef::GetName(void) const { return impl_->name; }
bool OpAttrDef::IsRequired(void) { return impl_->info.required; }

// ---- OpAICoreConfig ------------------------------------------------------------------------------
OpAICoreConfig::OpAICoreConfig() : impl_(std::make_unique<OpAICoreConfigImpl>()) {}
OpAICoreConfig::OpAICoreConfig(const char* soc) : OpAICoreConfig()
{
    (void)soc;
    impl_->SetDefaults();
}
OpAICoreConfig::OpAICoreConfig(const OpAICoreConfig& aicore_config) : impl_(CloneImpl(aicore_config.impl_)) {}
OpAICoreConfig::~OpAICoreConfig() = default;
OpAICoreConfig& OpAICoreConfig::operator=(const OpAICoreConfig& aicore_config)
{
    if (this != &aicore_config) {
        impl_ = CloneImpl(aicore_config.impl_);
    }
    return *this;
}
OpParamDef& OpAICoreConfig::Input(const char* name) { return FindOrAddParam(impl_->inputs, name); }
OpParamDef& OpAICoreConfig::Output(const char* name) { return FindOrAddParam(impl_->outputs, name); }
OpAICoreConfig& OpAICoreConfig::DynamicCompileStaticFlag(bool flag)
{
    impl_->dynamicCompileStatic = flag ? 1 : 0;
    return *this;
}
OpAICoreConfig& OpAICoreConfig::DynamicFormatFlag(bool flag)
{
    impl_->dynamicFormat = flag ? 1 : 0;
    return *this;
}
OpAICoreConfig& OpAICoreConfig::DynamicRankSupportFlag(bool flag)
{
    impl_->dynamicRankSupport = flag ? 1 : 0;
    return *this;
}
OpAICoreConfig& OpAICoreConfig::DynamicShapeSupportFlag(bool flag)
{
    impl_->dynamicShapeSupport = flag ? 1 : 0;
    return *this;
}
OpAICoreConfig& OpAICoreConfig::NeedCheckSupportFlag(bool flag)
{
    impl_->needCheckSupport = flag ? 1 : 0;
    return *this;
}
OpAICoreConfig& OpAICoreConfig::PrecisionReduceFlag(bool flag)
{
    impl_->precisionReduce = flag ? 1 : 0;
    return *this;
}
OpAICoreConfig& OpAICoreConfig::ExtendCfgInfo(const char* key, const char* value)
{
    impl_->extend.Set(key, value);
    return *this;
}

// ---- OpAICoreDef ---------------------------------------------------------------------------------
OpAICoreDef::OpAICoreDef() : impl_(std::make_unique<OpAICoreDefImpl>()) {}
OpAICoreDef::OpAICoreDef(const OpAICoreDef& aicore_def) : impl_(CloneImpl(aicore_def.impl_)) {}
OpAICoreDef::~OpAICoreDef() = default;
OpAICoreDef& OpAICoreDef::operator=(const OpAICoreDef& aicore_def)
{
    if (this != &aicore_def) {
        impl_ = CloneImpl(aicore_def.impl_);
    }
    return *this;
}
OpAICoreDef& OpAICoreDef::SetTiling(gert::OpImplRegisterV2::TilingKernelFunc func)
{
    impl_->tiling = func;
    return *this;
}
OpAICoreDef& OpAICoreDef::SetCheckSupport(optiling::OP_CHECK_FUNC func)
{
    impl_->checkSupport = func;
    return *this;
}
OpAICoreDef& OpAICoreDef::SetOpSelectFormat(optiling::OP_CHECK_FUNC func)
{
    impl_->opSelectFormat = func;
    return *this;
}
OpAICoreDef& OpAICoreDef::SetOpSupportInfo(optiling::OP_CHECK_FUNC func)
{
    impl_->opSupportInfo = func;
    return *this;
}
OpAICoreDef& OpAICoreDef::SetOpSpecInfo(optiling::OP_CHECK_FUNC func)
{
    impl_->opSpecInfo = func;
    return *this;
}
OpAICoreDef& OpAICoreDef::SetParamGeneralize(optiling::PARAM_GENERALIZE_FUNC func)
{
    impl_->paramGeneralize = func;
    return *this;
}
OpAICoreDef& OpAICoreDef::LaunchWithZeroEleOutputTensors(bool launchFlag)
{
    impl_->launchWithZeroEleOutputs = launchFlag;
    return *this;
}
gert::OpImplRegisterV2::TilingKernelFunc& OpAICoreDef::GetTiling(void) { return impl_->tiling; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetCheckSupport(void) { return impl_->checkSupport; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetOpSelectFormat(void) { return impl_->opSelectFormat; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetOpSupportInfo(void) { return impl_->opSupportInfo; }
optiling::OP_CHECK_FUNC& OpAICoreDef::GetOpSpecInfo(void) { return impl_->opSpecInfo; }
optiling::PARAM_GENERALIZE_FUNC& OpAICoreDef::GetParamGeneralize(void) { return impl_->paramGeneralize; }
OpAICoreDef& OpAICoreDef::AddConfig(const char* soc)
{
    OpAICoreConfig config;
    config.impl_->SetDefaults(); // AddConfig.md 表1
    return AddConfig(soc, config);
}
OpAICoreDef& OpAICoreDef::AddConfig(const char* soc, OpAICoreConfig& aicore_config)
{
    const std::string key = soc == nullptr ? "" : soc;
    for (auto& kv : impl_->configs) {
        if (kv.first == key) {
            kv.second = aicore_config;
            return *this;
        }
    }
    impl_->configs.emplace_back(key, aicore_config);
    return *this;
}

// ---- OpMC2Def ------------------------------------------------------------------------------------
OpMC2Def::OpMC2Def() : impl_(std::make_unique<OpMC2DefImpl>()) {}
OpMC2Def::OpMC2Def(const OpMC2Def& mc2_def) : impl_(CloneImpl(mc2_def.impl_)) {}
OpMC2Def::~OpMC2Def() = default;
OpMC2Def& OpMC2Def::operator=(const OpMC2Def& mc2_def)
{
    if (this != &mc2_def) {
        impl_ = CloneImpl(mc2_def.impl_);
    }
    return *this;
}
OpMC2Def& OpMC2Def::HcclGroup(const char* value)
{
    impl_->groups.emplace_back(value == nullptr ? "" : value);
    return *this;
}
OpMC2Def& OpMC2Def::HcclGroup(std::vector<const char*> value)
{
    for (const char* v : value) {
        impl_->groups.emplace_back(v == nullptr ? "" : v);
    }
    return *this;
}
void OpMC2Def::HcclServerType(enum HcclServerType type, const char* soc)
{
    impl_->serverTypes.emplace_back(soc == nullptr ? "" : soc, type);
}

// ---- OpDef ---------------------------------------------------------------------------------------
OpDef::OpDef(const char* type) : impl_(std::make_unique<OpDefImpl>()) { impl_->opType = type == nullptr ? "" : type; }
OpDef::OpDef(const OpDef& op_def) : impl_(CloneImpl(op_def.impl_)) {}
OpDef::~OpDef() = default;
OpDef& OpDef::operator=(const OpDef& op_def)
{
    if (this != &op_def) {
        impl_ = CloneImpl(op_def.impl_);
    }
    return *this;
}
OpParamDef& OpDef::Input(const char* name) { return FindOrAddParam(impl_->inputs, name); }
OpParamDef& OpDef::Output(const char* name) { return FindOrAddParam(impl_->outputs, name); }
OpAttrDef& OpDef::Attr(const char* name)
{
    const std::string n = name == nullptr ? "" : name;
    for (auto& a : impl_->attrs) {
        if (ascsim::OpDefAccess::Of(a).info.name == n) {
            return a;
        }
    }
    impl_->attrs.emplace_back(n.c_str());
    return impl_->attrs.back();
}
OpDef& OpDef::Comment(CommentSection section, const char* comment)
{
    impl_->comments[static_cast<uint32_t>(section)].emplace_back(comment == nullptr ? "" : comment);
    return *this;
}
OpDef& OpDef::SetInferShape(gert::OpImplRegisterV2::InferShapeKernelFunc func)
{
    impl_->inferShape = func;
    return *this;
}
OpDef& OpDef::SetInferShapeRange(gert::OpImplRegisterV2::InferShapeRangeKernelFunc func)
{
    impl_->inferShapeRange = func;
    return *this;
}
OpDef& OpDef::SetInferDataType(gert::OpImplRegisterV2::InferDataTypeKernelFunc func)
{
    impl_->inferDataType = func;
    return *this;
}
gert::OpImplRegisterV2::InferShapeKernelFunc& OpDef::GetInferShape(void) { return impl_->inferShape; }
gert::OpImplRegisterV2::InferShapeRangeKernelFunc& OpDef::GetInferShapeRange(void) { return impl_->inferShapeRange; }
gert::OpImplRegisterV2::InferDataTypeKernelFunc& OpDef::GetInferDataType(void) { return impl_->inferDataType; }
OpAICoreDef& OpDef::AICore(void) { return impl_->aicore; }
OpAICPUDef& OpDef::AICPU(void) { return impl_->aicpu; }
OpHostCPUDef& OpDef::HostCPU(void) { return impl_->hostcpu; }
OpMC2Def& OpDef::MC2(void) { return impl_->mc2; }
OpDef& OpDef::FormatMatchMode(FormatCheckOption option)
{
    impl_->formatMatchMode = option;
    return *this;
}
OpDef& OpDef::EnableFallBack(void)
{
    impl_->enableFallBack = true;
    return *this;
}

// ---- OpDefFactory --------------------------------------------------------------------------------
namespace {
struct Factory {
    std::mutex mutex;
    std::vector<ascsim::FactoryEntry> entries;
};
Factory& TheFactory()
{
    static Factory* f = new Factory(); // never destroyed: registrations may outlive static destructors
    return *f;
}
} // namespace

int OpDefFactory::OpDefRegister(const char* name, OpDefCreator creator)
{
    Factory& f = TheFactory();
    std::lock_guard<std::mutex> lock(f.mutex);
    f.entries.push_back({name == nullptr ? "" : name, std::move(creator)});
    return 0;
}

int OpDefFactory::OpDefRegisterV2(const char* name, OpDefFuncPtr ptr)
{
    if (ptr == nullptr) {
        return 0;
    }
    return OpDefRegister(name, OpDefCreator(ptr));
}
} // namespace ops

namespace ascsim {
std::vector<FactoryEntry> FactoryEntries()
{
    ops::Factory& f = ops::TheFactory();
    std::lock_guard<std::mutex> lock(f.mutex);
    return f.entries;
}
size_t FactoryCount()
{
    ops::Factory& f = ops::TheFactory();
    std::lock_guard<std::mutex> lock(f.mutex);
    return f.entries.size();
}
} // namespace ascsim

namespace optiling {
OpCheckFuncHelper::OpCheckFuncHelper(const ge::AscendString& check_type, const ge::AscendString& op_type,
                                     OP_CHECK_FUNC func)
{
    (void)check_type;
    (void)op_type;
    (void)func;
}
OpCheckFuncHelper::OpCheckFuncHelper(const ge::AscendString& op_type, PARAM_GENERALIZE_FUNC func)
{
    (void)op_type;
    (void)func;
}
} // namespace optiling
