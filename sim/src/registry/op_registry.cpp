// ascsim op registry view: ListRegisteredOps / FindOpDef / Run* (see ascsim/op_registry.h).
#include "ascsim/op_registry.h"

#include <cstdio>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>

#include "ascsim/soc_profile.h"
#include "context_storage.h"
#include "op_def_impl.h"
#include "registry_internal.h"

namespace ascsim {
namespace {

// ---- OpDef instances (one per OP_ADD registration) ---------------------------------------------
struct CachedOp {
    std::string name;
    std::unique_ptr<ops::OpDef> def;
};
struct OpCache {
    std::mutex mutex;
    size_t consumed = 0;                                         // factory entries already instantiated
    std::vector<CachedOp> ops;                                   // first registration of each name, registration order
    std::map<std::string, std::unique_ptr<OpDefInfo>> described; // FindOpDef results
};
OpCache& Cache()
{
    static OpCache* c = new OpCache(); // never destroyed
    return *c;
}

// Instantiates registrations made since the last call. Returns the cache locked.
std::unique_lock<std::mutex> RefreshCache()
{
    OpCache& c = Cache();
    std::unique_lock<std::mutex> lock(c.mutex);
    if (FactoryCount() == c.consumed) {
        return lock;
    }
    const std::vector<FactoryEntry> entries = FactoryEntries();
    for (size_t i = c.consumed; i < entries.size(); ++i) {
        bool dup = false;
        for (const auto& op : c.ops) {
            dup = dup || op.name == entries[i].name;
        }
        if (dup) {
            std::fprintf(stderr, "[ascsim registry] OP_ADD(%s) registered twice; keeping the first\n",
                         entries[i].name.c_str());
            continue;
        }
        if (!entries[i].creator) {
            continue;
        }
        CachedOp op;
        op.name = entries[i].name;
        op.def = std::make_unique<ops::OpDef>(entries[i].creator(entries[i].name.c_str()));
        c.ops.push_back(std::move(op));
    }
    c.consumed = entries.size();
    return lock;
}

const ops::OpDef* FindDefLocked(const std::string& name)
{
    for (const auto& op : Cache().ops) {
        if (op.name == name) {
            return op.def.get();
        }
    }
    return nullptr;
}

// ---- prototype description -----------------------------------------------------------------------
const char* FollowTypeName(ops::FollowType t)
{
    switch (t) {
        case ops::FollowType::ALL:
            return "ALL";
        case ops::FollowType::DTYPE:
            return "DTYPE";
        case ops::FollowType::FORMAT:
            return "FORMAT";
        case ops::FollowType::SHAPE:
            return "SHAPE";
        default:
            return "";
    }
}

OpParamInfo BasicParamInfo(const ops::OpParamDefImpl& p)
{
    OpParamInfo info;
    info.name = p.name;
    info.kind = p.paramType == ops::OPTIONAL ? ParamKind::kOptional :
                p.paramType == ops::DYNAMIC  ? ParamKind::kDynamic :
                                               ParamKind::kRequired;
    info.autoContiguous = p.autoContiguous;
    info.ignoreContiguous = p.ignoreContiguous;
    info.isScalar = p.scalar;
    info.isScalarList = p.scalarList;
    info.scalarToType = p.scalarToType;
    info.scalarToName = p.scalarToName;
    info.valueDepend = p.valueDepend;
    info.valueDependTilingOnly = !p.valueDepend.empty() && p.dependScope == ops::DependScope::TILING;
    info.outputShapeDependOnCompute = p.outputShapeDependOnCompute;
    info.follow = p.follow;
    info.followType = p.follow.empty() ? "" : FollowTypeName(p.followType);
    info.version = p.version;
    info.unknownShapeFormats = p.unknownShapeFormats;
    return info;
}

// Expands DataType/Format columns and DataTypeList/FormatList values into the full list of supported
// combinations: column c of the columnar params combined with every choice of the list params
// (the first list dimension varies slowest). Unset formats default to ND; Follow() copies the
// followed input's expanded dtype/format columns.
void ExpandParams(const std::string& opType, const std::vector<const ops::OpParamDefImpl*>& params,
                  std::vector<OpParamInfo>* out)
{
    size_t columns = 0;
    bool mismatch = false;
    const auto noteColumns = [&](size_t n) {
        if (columns != 0 && n != columns) {
            mismatch = true;
        }
        columns = n > columns ? n : columns;
    };
    struct ListDim {
        size_t param;
        bool isType;
        size_t size;
    };
    std::vector<ListDim> dims;
    for (size_t i = 0; i < params.size(); ++i) {
        const auto& p = *params[i];
        if (p.typesSet && !p.typesAreList) {
            noteColumns(p.types.size());
        }
        if (p.formatsSet && !p.formatsAreList) {
            noteColumns(p.formats.size());
        }
        if (p.typesSet && p.typesAreList) {
            dims.push_back({i, true, p.types.empty() ? 1U : p.types.size()});
        }
        if (p.formatsSet && p.formatsAreList) {
            dims.push_back({i, false, p.formats.empty() ? 1U : p.formats.size()});
        }
    }
    if (mismatch) {
        std::fprintf(stderr, "[ascsim registry] %s: params list different numbers of DataType/Format entries\n",
                     opType.c_str());
    }
    if (columns == 0) {
        columns = 1;
    }
    size_t listCombos = 1;
    for (const auto& d : dims) {
        listCombos *= d.size;
    }
    out->clear();
    for (const auto* p : params) {
        out->push_back(BasicParamInfo(*p));
    }
    std::vector<size_t> choice(dims.size(), 0);
    for (size_t c = 0; c < columns; ++c) {
        for (size_t l = 0; l < listCombos; ++l) {
            size_t rest = l;
            for (size_t d = dims.size(); d-- > 0;) {
                choice[d] = rest % dims[d].size;
                rest /= dims[d].size;
            }
            for (size_t i = 0; i < params.size(); ++i) {
                const auto& p = *params[i];
                ge::DataType dt = ge::DT_UNDEFINED;
                ge::Format fmt = ge::FORMAT_ND;
                if (p.typesSet && !p.types.empty()) {
                    dt = p.typesAreList ? p.types[0] : p.types[c < p.types.size() ? c : p.types.size() - 1];
                }
                if (p.formatsSet && !p.formats.empty()) {
                    fmt = p.formatsAreList ? p.formats[0] : p.formats[c < p.formats.size() ? c : p.formats.size() - 1];
                }
                for (size_t d = 0; d < dims.size(); ++d) {
                    if (dims[d].param != i) {
                        continue;
                    }
                    if (dims[d].isType && !p.types.empty()) {
                        dt = p.types[choice[d]];
                    } else if (!dims[d].isType && !p.formats.empty()) {
                        fmt = p.formats[choice[d]];
                    }
                }
                (*out)[i].dataTypes.push_back(dt);
                (*out)[i].formats.push_back(fmt);
            }
        }
    }
    // Follow: resolve in declaration order (sources are earlier inputs), twice for out-of-order chains.
    for (int pass = 0; pass < 2; ++pass) {
        for (size_t i = 0; i < params.size(); ++i) {
            const auto& p = *params[i];
            if (p.follow.empty()) {
                continue;
            }
            for (size_t j = 0; j < params.size(); ++j) {
                if (j == i || params[j]->name != p.follow) {
                    continue;
                }
                const bool all = p.followType == ops::FollowType::ALL;
                if ((all || p.followType == ops::FollowType::DTYPE) && !p.typesSet) {
                    (*out)[i].dataTypes = (*out)[j].dataTypes;
                }
                if ((all || p.followType == ops::FollowType::FORMAT) && !p.formatsSet) {
                    (*out)[i].formats = (*out)[j].formats;
                }
                break;
            }
        }
    }
}

// Op-level params with same-named config params replacing them (new names appended).
std::vector<const ops::OpParamDefImpl*> MergeParams(const std::deque<ops::OpParamDef>& base,
                                                    const std::deque<ops::OpParamDef>* cfg)
{
    std::vector<const ops::OpParamDefImpl*> merged;
    for (const auto& p : base) {
        merged.push_back(&OpDefAccess::Of(p));
    }
    if (cfg != nullptr) {
        for (const auto& p : *cfg) {
            const auto& impl = OpDefAccess::Of(p);
            bool replaced = false;
            for (auto& m : merged) {
                if (m->name == impl.name) {
                    m = &impl;
                    replaced = true;
                }
            }
            if (!replaced) {
                merged.push_back(&impl);
            }
        }
    }
    return merged;
}

void DescribeParams(const std::string& opType, const ops::OpDefImpl& d, const ops::OpAICoreConfigImpl* cfg,
                    std::vector<OpParamInfo>* inputs, std::vector<OpParamInfo>* outputs)
{
    const auto ins = MergeParams(d.inputs, cfg == nullptr ? nullptr : &cfg->inputs);
    const auto outs = MergeParams(d.outputs, cfg == nullptr ? nullptr : &cfg->outputs);
    std::vector<const ops::OpParamDefImpl*> all = ins;
    all.insert(all.end(), outs.begin(), outs.end());
    std::vector<OpParamInfo> expanded;
    ExpandParams(opType, all, &expanded);
    inputs->assign(expanded.begin(), expanded.begin() + static_cast<std::ptrdiff_t>(ins.size()));
    outputs->assign(expanded.begin() + static_cast<std::ptrdiff_t>(ins.size()), expanded.end());
    bool anyAuto = false;
    for (const auto& p : *inputs) {
        anyAuto = anyAuto || p.autoContiguous;
    }
    for (auto& p : *inputs) {
        p.effectiveAutoContiguous = p.autoContiguous || (anyAuto && !p.ignoreContiguous);
    }
    for (auto& p : *outputs) {
        p.effectiveAutoContiguous = p.autoContiguous;
    }
}

} // namespace

OpDefInfo DescribeOpDef(const ops::OpDef& def)
{
    const ops::OpDefImpl& d = OpDefAccess::Of(def);
    const ops::OpAICoreDefImpl& core = OpDefAccess::Of(d.aicore);
    OpDefInfo info;
    info.opType = d.opType;
    const std::string activeSoc = ActiveSocProfile().shortSocVersion;
    const ops::OpAICoreConfigImpl* activeCfg = nullptr;
    for (const auto& kv : core.configs) {
        const auto& cfg = OpDefAccess::Of(kv.second);
        info.aicoreConfigs.push_back(kv.first);
        AICoreConfigInfo ci;
        ci.soc = kv.first;
        ci.dynamicCompileStatic = cfg.dynamicCompileStatic;
        ci.dynamicFormat = cfg.dynamicFormat;
        ci.dynamicRankSupport = cfg.dynamicRankSupport;
        ci.dynamicShapeSupport = cfg.dynamicShapeSupport;
        ci.needCheckSupport = cfg.needCheckSupport;
        ci.precisionReduce = cfg.precisionReduce;
        ci.extendCfg = cfg.extend.items;
        ci.hasOwnParams = !cfg.inputs.empty() || !cfg.outputs.empty();
        DescribeParams(d.opType, d, &cfg, &ci.inputs, &ci.outputs);
        info.aicoreConfigDetails.push_back(std::move(ci));
        if (kv.first == activeSoc && (!cfg.inputs.empty() || !cfg.outputs.empty())) {
            activeCfg = &cfg;
        }
    }
    DescribeParams(d.opType, d, activeCfg, &info.inputs, &info.outputs);
    for (const auto& a : d.attrs) {
        info.attrs.push_back(OpDefAccess::Of(a).info);
    }
    ImplFuncs impl;
    const bool hasImpl = GetImpl(d.opType, &impl);
    info.hasInferShape = d.inferShape != nullptr || (hasImpl && impl.inferShape != nullptr);
    info.hasInferDataType = d.inferDataType != nullptr ||
                            (hasImpl && (impl.inferDataType != nullptr || impl.inferDataTypeSameWithFirstInput));
    info.hasTiling = core.tiling != nullptr || (hasImpl && (impl.tiling != nullptr || impl.deviceTiling));
    info.hasTilingParse = hasImpl && impl.tilingParse != nullptr;
    info.enableFallBack = d.enableFallBack;
    return info;
}

std::vector<OpDefInfo> ListRegisteredOps()
{
    auto lock = RefreshCache();
    std::vector<OpDefInfo> out;
    for (const auto& op : Cache().ops) {
        out.push_back(DescribeOpDef(*op.def));
    }
    return out;
}

const OpDefInfo* FindOpDef(const std::string& opType)
{
    auto lock = RefreshCache();
    const ops::OpDef* def = FindDefLocked(opType);
    if (def == nullptr) {
        return nullptr;
    }
    auto& slot = Cache().described[opType];
    if (slot == nullptr) {
        slot = std::make_unique<OpDefInfo>();
    }
    *slot = DescribeOpDef(*def); // refreshed on every call; the pointer stays valid
    return slot.get();
}

// ---- Run* ---------------------------------------------------------------------------------------
namespace {

struct OpFuncs {
    std::string opType;
    const ops::OpDef* def = nullptr; // null for ops only known through IMPL_OP*
    OpDefInfo info;                  // valid when def != nullptr
    ImplFuncs impl;
    bool hasImpl = false;
};

bool Fail(std::string* error, const std::string& message)
{
    if (error != nullptr) {
        *error = message;
    }
    return false;
}

std::string StatusText(uint32_t status)
{
    if (status == ge::GRAPH_FAILED) {
        return "GRAPH_FAILED";
    }
    std::ostringstream os;
    os << "status " << status;
    return os.str();
}

bool LookupOp(const std::string& opType, OpFuncs* f, std::string* error)
{
    f->opType = opType;
    {
        auto lock = RefreshCache();
        f->def = FindDefLocked(opType);
        if (f->def != nullptr) {
            f->info = DescribeOpDef(*f->def);
        }
    }
    f->hasImpl = GetImpl(opType, &f->impl);
    if (f->def == nullptr && !f->hasImpl) {
        return Fail(error, opType + ": op is not registered (no OP_ADD or IMPL_OP registration)");
    }
    return true;
}

const char* KindName(ParamKind k)
{
    return k == ParamKind::kOptional ? "optional" : k == ParamKind::kDynamic ? "dynamic" : "required";
}

// Instances per IR param for `provided` tensors (see RunOptions).
bool ResolveInstances(const std::string& opType, const char* what, const std::vector<OpParamInfo>& ir, size_t provided,
                      const std::vector<uint32_t>& given, std::vector<uint32_t>* counts, std::string* error)
{
    if (!given.empty()) {
        size_t sum = 0;
        for (const uint32_t n : given) {
            sum += n;
        }
        if (given.size() != ir.size() || sum != provided) {
            std::ostringstream os;
            os << opType << ": " << what << " instance counts list " << given.size() << " params / " << sum
               << " tensors but the prototype has " << ir.size() << " params and " << provided << " tensors were given";
            return Fail(error, os.str());
        }
        for (size_t i = 0; i < ir.size(); ++i) {
            if (given[i] == 0 && ir[i].kind == ParamKind::kRequired) {
                return Fail(error, opType + ": required " + what + " '" + ir[i].name + "' has no tensor");
            }
            if (given[i] > 1 && ir[i].kind != ParamKind::kDynamic) {
                return Fail(error, opType + ": " + KindName(ir[i].kind) + " " + what + " '" + ir[i].name +
                                       "' cannot take several tensors");
            }
        }
        *counts = given;
        return true;
    }
    counts->assign(ir.size(), 1U);
    if (provided == ir.size()) {
        return true;
    }
    size_t dynamicCount = 0;
    size_t dynamicIndex = 0;
    for (size_t i = 0; i < ir.size(); ++i) {
        if (ir[i].kind == ParamKind::kDynamic) {
            ++dynamicCount;
            dynamicIndex = i;
        }
    }
    if (dynamicCount == 1 && provided + 1 >= ir.size()) {
        (*counts)[dynamicIndex] = static_cast<uint32_t>(provided + 1 - ir.size());
        return true;
    }
    if (dynamicCount == 0 && provided < ir.size()) {
        // Trailing optional params are absent.
        size_t missing = ir.size() - provided;
        for (size_t i = ir.size(); i-- > 0 && missing > 0;) {
            if (ir[i].kind != ParamKind::kOptional) {
                break;
            }
            (*counts)[i] = 0;
            --missing;
        }
        if (missing == 0) {
            return true;
        }
    }
    std::ostringstream os;
    os << opType << ": " << provided << " " << what << " tensors do not match the " << ir.size()
       << " prototype params; pass RunOptions instance counts";
    return Fail(error, os.str());
}

const char* AttrKindName(AttrKind k)
{
    switch (k) {
        case AttrKind::kBool:
            return "Bool";
        case AttrKind::kFloat:
            return "Float";
        case AttrKind::kInt:
            return "Int";
        case AttrKind::kString:
            return "String";
        case AttrKind::kListBool:
            return "ListBool";
        case AttrKind::kListFloat:
            return "ListFloat";
        case AttrKind::kListInt:
            return "ListInt";
        case AttrKind::kListListInt:
            return "ListListInt";
        case AttrKind::kListString:
            return "ListString";
        default:
            return "None";
    }
}

bool PrepareNode(const OpFuncs& f, const RunOptions& opt, ContextStorage* st, std::string* error)
{
    st->nodeName = opt.nodeName.empty() ? f.opType : opt.nodeName;
    st->nodeType = f.opType;
    if (f.def != nullptr) {
        if (!ResolveInstances(f.opType, "input", f.info.inputs, st->inputs.size(), opt.inputInstanceNum,
                              &st->irInputInstances, error) ||
            !ResolveInstances(f.opType, "output", f.info.outputs, st->outputs.size(), opt.outputInstanceNum,
                              &st->irOutputInstances, error)) {
            return false;
        }
        if (opt.attrs.size() > f.info.attrs.size()) {
            std::ostringstream os;
            os << f.opType << ": " << opt.attrs.size() << " attribute values given but the prototype declares "
               << f.info.attrs.size();
            return Fail(error, os.str());
        }
        for (size_t i = 0; i < f.info.attrs.size(); ++i) {
            const OpAttrInfo& a = f.info.attrs[i];
            if (i < opt.attrs.size() && opt.attrs[i].kind != AttrKind::kNone) {
                if (opt.attrs[i].kind != a.kind) {
                    return Fail(error, f.opType + ": attribute '" + a.name + "' is " + AttrKindName(a.kind) + ", got " +
                                           AttrKindName(opt.attrs[i].kind));
                }
                st->attrs.push_back(opt.attrs[i]);
            } else if (a.hasDefault) {
                st->attrs.push_back(a.defaultValue);
            } else {
                st->attrs.push_back(AttrValue()); // required attribute without a value: null pointer
            }
        }
    } else {
        st->attrs = opt.attrs;
    }
    if (f.hasImpl) {
        for (const auto& kv : f.impl.privateAttrs) {
            st->attrs.push_back(kv.second);
        }
    }
    return true;
}

TensorSpec SpecOf(const TensorMeta& m)
{
    TensorSpec t;
    t.shape = m.shape;
    t.dtype = m.dataType;
    t.originFormat = m.originFormat;
    t.storageFormat = m.storageFormat;
    t.data = m.data;
    return t;
}

// Index of the first tensor of the IR input named `name`, or -1.
int FirstTensorOfInput(const OpFuncs& f, const std::vector<uint32_t>& counts, const std::string& name)
{
    size_t start = 0;
    for (size_t i = 0; i < f.info.inputs.size() && i < counts.size(); ++i) {
        if (f.info.inputs[i].name == name) {
            return counts[i] == 0 ? -1 : static_cast<int>(start);
        }
        start += counts[i];
    }
    return -1;
}

template <class Fn>
bool Invoke(const std::string& opType, const char* what, Fn&& fn, uint32_t* status, std::string* error)
{
    try {
        *status = fn();
    } catch (const std::exception& e) {
        return Fail(error, opType + ": " + what + " function threw: " + e.what());
    } catch (...) {
        return Fail(error, opType + ": " + what + " function threw a non-standard exception");
    }
    if (*status != ge::GRAPH_SUCCESS) {
        return Fail(error, opType + ": " + what + " function returned " + StatusText(*status));
    }
    return true;
}

ge::graphStatus Failed() { return ge::GRAPH_FAILED; }

} // namespace

ge::graphStatus RunInferShape(const std::string& opType, const std::vector<TensorMeta>& inputs, size_t numOutputs,
                              std::vector<gert::Shape>* outputShapes, std::string* error)
{
    return RunInferShape(opType, inputs, numOutputs, RunOptions(), outputShapes, error);
}

ge::graphStatus RunInferShape(const std::string& opType, const std::vector<TensorMeta>& inputs, size_t numOutputs,
                              const RunOptions& options, std::vector<gert::Shape>* outputShapes, std::string* error)
{
    OpFuncs f;
    if (!LookupOp(opType, &f, error)) {
        return Failed();
    }
    ContextStorage st;
    for (const auto& m : inputs) {
        st.inputs.push_back(SpecOf(m));
    }
    st.outputs.assign(numOutputs, TensorSpec());
    if (!PrepareNode(f, options, &st, error)) {
        return Failed();
    }
    gert::OpImplRegisterV2::InferShapeKernelFunc fn = nullptr;
    if (f.hasImpl && f.impl.inferShape != nullptr) {
        fn = f.impl.inferShape;
    } else if (f.def != nullptr) {
        fn = OpDefAccess::Of(*f.def).inferShape;
    }
    std::vector<gert::Shape> shapes(numOutputs);
    if (fn == nullptr) {
        // Follow(input) with ALL/SHAPE gives the output the input's shape (Follow.md).
        bool all = f.def != nullptr && numOutputs > 0;
        size_t start = 0;
        for (size_t ir = 0; all && ir < f.info.outputs.size(); ++ir) {
            const OpParamInfo& p = f.info.outputs[ir];
            const int src = (p.followType == "ALL" || p.followType == "SHAPE") ?
                                FirstTensorOfInput(f, st.irInputInstances, p.follow) :
                                -1;
            const uint32_t n = ir < st.irOutputInstances.size() ? st.irOutputInstances[ir] : 0U;
            for (uint32_t k = 0; k < n; ++k, ++start) {
                if (src < 0) {
                    all = false;
                    break;
                }
                shapes[start] = inputs[static_cast<size_t>(src)].shape.GetOriginShape();
            }
        }
        if (!all) {
            Fail(error, opType + ": no infershape function registered");
            return Failed();
        }
    } else {
        gert::InferShapeContext* ctx = st.BuildInferShape();
        uint32_t status = 0;
        if (!Invoke(
                opType, "infershape", [&] { return fn(ctx); }, &status, error)) {
            return Failed();
        }
        for (size_t i = 0; i < numOutputs; ++i) {
            shapes[i] = st.outputShapes()[i].GetOriginShape();
        }
    }
    if (outputShapes != nullptr) {
        *outputShapes = shapes;
    }
    return ge::GRAPH_SUCCESS;
}

ge::graphStatus RunInferDataType(const std::string& opType, const std::vector<ge::DataType>& inputs, size_t numOutputs,
                                 std::vector<ge::DataType>* outputs, std::string* error)
{
    return RunInferDataType(opType, inputs, numOutputs, RunOptions(), outputs, error);
}

ge::graphStatus RunInferDataType(const std::string& opType, const std::vector<ge::DataType>& inputs, size_t numOutputs,
                                 const RunOptions& options, std::vector<ge::DataType>* outputs, std::string* error)
{
    OpFuncs f;
    if (!LookupOp(opType, &f, error)) {
        return Failed();
    }
    ContextStorage st;
    for (const auto dt : inputs) {
        TensorSpec t;
        t.dtype = dt;
        st.inputs.push_back(t);
    }
    st.outputs.assign(numOutputs, TensorSpec());
    if (!PrepareNode(f, options, &st, error)) {
        return Failed();
    }
    gert::OpImplRegisterV2::InferDataTypeKernelFunc fn = nullptr;
    bool sameAsFirst = false;
    if (f.hasImpl && (f.impl.inferDataType != nullptr || f.impl.inferDataTypeSameWithFirstInput)) {
        fn = f.impl.inferDataType;
        sameAsFirst = f.impl.inferDataTypeSameWithFirstInput;
    } else if (f.def != nullptr) {
        fn = OpDefAccess::Of(*f.def).inferDataType;
    }
    std::vector<ge::DataType> dts(numOutputs, ge::DT_UNDEFINED);
    if (fn != nullptr) {
        gert::InferDataTypeContext* ctx = st.BuildInferDataType();
        uint32_t status = 0;
        if (!Invoke(
                opType, "infer datatype", [&] { return fn(ctx); }, &status, error)) {
            return Failed();
        }
        for (size_t i = 0; i < numOutputs; ++i) {
            dts[i] = ctx->GetOutputDataType(i);
        }
    } else if (sameAsFirst) {
        // InferOutDataTypeSameWithFirstInput (op_impl_registry.h): error without a defined first input.
        if (inputs.empty() || inputs[0] == ge::DT_UNDEFINED) {
            Fail(error, opType + ": InferOutDataTypeSameWithFirstInput needs a first input with a dtype");
            return Failed();
        }
        dts.assign(numOutputs, inputs[0]);
    } else {
        bool all = f.def != nullptr && numOutputs > 0;
        size_t start = 0;
        for (size_t ir = 0; all && ir < f.info.outputs.size(); ++ir) {
            const OpParamInfo& p = f.info.outputs[ir];
            const int src = (p.followType == "ALL" || p.followType == "DTYPE") ?
                                FirstTensorOfInput(f, st.irInputInstances, p.follow) :
                                -1;
            const uint32_t n = ir < st.irOutputInstances.size() ? st.irOutputInstances[ir] : 0U;
            for (uint32_t k = 0; k < n; ++k, ++start) {
                if (src < 0) {
                    all = false;
                    break;
                }
                dts[start] = inputs[static_cast<size_t>(src)];
            }
        }
        if (!all) {
            Fail(error, opType + ": no infer datatype function registered");
            return Failed();
        }
    }
    if (outputs != nullptr) {
        *outputs = dts;
    }
    return ge::GRAPH_SUCCESS;
}

namespace {
struct TilingChoice {
    gert::OpImplRegisterV2::TilingKernelFunc fn = nullptr;
    optiling::SinkTilingFunc sink;
    size_t capacity = 2048;
};
bool ChooseTiling(const OpFuncs& f, TilingChoice* c)
{
    if (f.hasImpl && f.impl.maxTilingDataSizeSet) {
        c->capacity = f.impl.maxTilingDataSize;
    }
    if (f.hasImpl && f.impl.tiling != nullptr) {
        c->fn = f.impl.tiling;
        return true;
    }
    if (f.def != nullptr) {
        c->fn = OpDefAccess::Of(OpDefAccess::Of(*f.def).aicore).tiling;
        if (c->fn != nullptr) {
            return true;
        }
    }
    if (f.hasImpl && f.impl.deviceTiling) {
        c->sink = f.impl.deviceTiling;
        return true;
    }
    return false;
}
} // namespace

bool ResolveHostFuncs(const std::string& opType, ImplFuncs* out)
{
    OpFuncs f;
    if (!LookupOp(opType, &f, nullptr)) {
        return false;
    }
    *out = f.hasImpl ? f.impl : ImplFuncs();
    if (f.def != nullptr) { // an IMPL_OP function wins over the OpDef's, as in RunInferShape
        const ops::OpDefImpl& d = OpDefAccess::Of(*f.def);
        if (out->inferShape == nullptr) {
            out->inferShape = d.inferShape;
        }
        if (out->inferShapeRange == nullptr) {
            out->inferShapeRange = d.inferShapeRange;
        }
        if (out->inferDataType == nullptr) {
            out->inferDataType = d.inferDataType;
        }
    }
    TilingChoice c;
    out->tiling = ChooseTiling(f, &c) ? c.fn : nullptr;
    out->maxTilingDataSize = c.capacity;
    return true;
}

TilingFuncPtr FindTilingFunc(const std::string& opType)
{
    OpFuncs f;
    if (!LookupOp(opType, &f, nullptr)) {
        return nullptr;
    }
    TilingChoice c;
    return ChooseTiling(f, &c) ? c.fn : nullptr;
}

size_t TilingDataCapacity(const std::string& opType)
{
    OpFuncs f;
    TilingChoice c;
    if (LookupOp(opType, &f, nullptr)) {
        (void)ChooseTiling(f, &c);
    }
    return c.capacity;
}

ge::graphStatus RunTiling(const std::string& opType, const std::vector<TensorMeta>& inputs,
                          const std::vector<TensorMeta>& outputs, TilingResult* result, std::string* error)
{
    return RunTiling(opType, inputs, outputs, RunOptions(), result, error);
}

ge::graphStatus RunTiling(const std::string& opType, const std::vector<TensorMeta>& inputs,
                          const std::vector<TensorMeta>& outputs, const RunOptions& options, TilingResult* result,
                          std::string* error)
{
    OpFuncs f;
    if (!LookupOp(opType, &f, error)) {
        return Failed();
    }
    TilingChoice choice;
    if (!ChooseTiling(f, &choice)) {
        Fail(error, opType + ": no tiling function registered");
        return Failed();
    }
    ContextStorage st;
    for (const auto& m : inputs) {
        st.inputs.push_back(SpecOf(m));
    }
    for (const auto& m : outputs) {
        st.outputs.push_back(SpecOf(m));
    }
    if (!PrepareNode(f, options, &st, error)) {
        return Failed();
    }
    fe::PlatFormInfos platform;
    FillPlatformInfos(ActiveSocProfile(), &platform);

    // Compile info: TilingParse<T> fills a fresh T (the sim runs parse before every tiling call).
    struct CompileInfo {
        void* ptr = nullptr;
        gert::OpImplRegisterV2::CompileInfoDeleterFunc deleter = nullptr;
        ~CompileInfo()
        {
            if (ptr != nullptr && deleter != nullptr) {
                deleter(ptr);
            }
        }
    } compileInfo;
    alignas(16) static uint8_t placeholder[64] = {}; // OP_ADD-only ops: an empty compile info, as CANN's placeholder
    void* compileInfoPtr = placeholder;
    if (f.hasImpl && f.impl.tilingParse != nullptr) {
        if (f.impl.compileInfoCreator != nullptr) {
            compileInfo.ptr = f.impl.compileInfoCreator();
            compileInfo.deleter = f.impl.compileInfoDeleter;
        }
        ContextStorage parseStorage;
        parseStorage.nodeName = st.nodeName;
        parseStorage.nodeType = st.nodeType;
        parseStorage.attrs = st.attrs;
        static const char kCompiledJson[] = "{}";
        gert::TilingParseContext* parseCtx = parseStorage.BuildTilingParse(kCompiledJson, &platform, compileInfo.ptr);
        const auto parseFn = reinterpret_cast<gert::OpImplRegisterV2::TilingParseFunc>(f.impl.tilingParse);
        uint32_t status = 0;
        if (!Invoke(
                opType, "tiling parse", [&] { return parseFn(parseCtx); }, &status, error)) {
            return Failed();
        }
        compileInfoPtr = compileInfo.ptr;
    }

    gert::TilingContext* ctx = st.BuildTiling(compileInfoPtr, &platform, nullptr, choice.capacity, nullptr);
    uint32_t status = 0;
    const bool ok = choice.fn != nullptr ? Invoke(
                                               opType, "tiling", [&] { return choice.fn(ctx); }, &status, error) :
                                           Invoke(
                                               opType, "tiling", [&] { return choice.sink(ctx); }, &status, error);
    if (!ok) {
        return Failed();
    }
    gert::TilingData* td = ctx->GetRawTilingData();
    if (td != nullptr && td->GetDataSize() > td->GetCapacity()) {
        std::ostringstream os;
        os << opType << ": tiling data size " << td->GetDataSize() << " exceeds its capacity " << td->GetCapacity();
        Fail(error, os.str());
        return Failed();
    }
    if (result != nullptr) {
        *result = TilingResult();
        result->tilingKey = ctx->GetTilingKey();
        result->blockDim = ctx->GetBlockDim();
        if (td != nullptr) {
            const auto* bytes = static_cast<const uint8_t*>(td->GetData());
            result->tilingData.assign(bytes, bytes + td->GetDataSize());
            result->tilingDataCapacity = td->GetCapacity();
        }
        const size_t nws = ctx->GetWorkspaceNum();
        const auto* ws = st.workspace();
        if (ws != nullptr) {
            result->workspaceSizes.assign(ws->GetData(), ws->GetData() + nws);
        }
        result->scheduleMode = ctx->GetScheduleMode();
        result->needAtomic = ctx->NeedAtomic();
        result->localMemorySize = ctx->GetLocalMemorySize();
        result->tilingCond = ctx->GetTilingCond();
        result->aicpuBlockDim = ctx->GetAicpuBlockDim();
    }
    return ge::GRAPH_SUCCESS;
}

} // namespace ascsim
