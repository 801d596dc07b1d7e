// Internal state behind ops::OpDef and friends, and ascsim::OpDefAccess (read access for the sim).
#pragma once

#include <deque>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "ascsim/op_registry.h"
#include "register/op_def.h"

namespace ops {

class OpParamDefImpl {
public:
    std::string name;
    Option paramType = REQUIRED;
    std::vector<ge::DataType> types;
    bool typesSet = false;
    bool typesAreList = false; // DataTypeList
    std::vector<ge::Format> formats;
    bool formatsSet = false;
    bool formatsAreList = false; // FormatList
    std::vector<ge::DataType> typesForBin;
    std::vector<ge::Format> formatsForBin;
    std::vector<ge::Format> unknownShapeFormats;
    std::string valueDepend;
    DependScope dependScope = DependScope::ALL;
    bool ignoreContiguous = false;
    bool autoContiguous = false;
    bool scalar = false;
    bool scalarList = false;
    ge::DataType scalarToType = ge::DT_UNDEFINED;
    std::string scalarToName;
    uint32_t version = 0;
    InitValueType initValueType = InitValueType::INIT_VALUE_DEFAULT;
    ScalarNum initValue;
    std::vector<ScalarVar> initValueList;
    bool outputShapeDependOnCompute = false;
    std::string follow;
    FollowType followType = FollowType::ALL;
    std::string comment;
};

class OpAttrDefImpl {
public:
    ge::AscendString name;
    ascsim::OpAttrInfo info; // Version() included
    std::string comment;
};

class CfgItems {
public:
    std::vector<std::pair<std::string, std::string>> items;
    void Set(const char* key, const char* value)
    {
        const std::string k = key == nullptr ? "" : key;
        const std::string v = value == nullptr ? "" : value;
        for (auto& kv : items) {
            if (kv.first == k) {
                kv.second = v;
                return;
            }
        }
        items.emplace_back(k, v);
    }
};

class OpAICPUDefImpl : public CfgItems {};
class OpHostCPUDefImpl : public CfgItems {};

class OpAICoreConfigImpl {
public:
    int dynamicCompileStatic = -1;
    int dynamicFormat = -1;
    int dynamicRankSupport = -1;
    int dynamicShapeSupport = -1;
    int needCheckSupport = -1;
    int precisionReduce = -1;
    CfgItems extend;
    std::deque<OpParamDef> inputs;
    std::deque<OpParamDef> outputs;
    void SetDefaults()
    {
        dynamicCompileStatic = 1;
        dynamicFormat = 1;
        dynamicRankSupport = 1;
        dynamicShapeSupport = 1;
        needCheckSupport = 0;
        precisionReduce = 1;
    }
};

class OpAICoreDefImpl {
public:
    gert::OpImplRegisterV2::TilingKernelFunc tiling = nullptr;
    optiling::OP_CHECK_FUNC checkSupport = nullptr;
    optiling::OP_CHECK_FUNC opSelectFormat = nullptr;
    optiling::OP_CHECK_FUNC opSupportInfo = nullptr;
    optiling::OP_CHECK_FUNC opSpecInfo = nullptr;
    optiling::PARAM_GENERALIZE_FUNC paramGeneralize = nullptr;
    bool launchWithZeroEleOutputs = false;
    std::vector<std::pair<std::string, OpAICoreConfig>> configs; // AddConfig order; re-adding replaces
};

class OpMC2DefImpl {
public:
    std::vector<std::string> groups;
    std::vector<std::pair<std::string, HcclServerType>> serverTypes;
};

class OpDefImpl {
public:
    std::string opType;
    std::deque<OpParamDef> inputs;
    std::deque<OpParamDef> outputs;
    std::deque<OpAttrDef> attrs;
    std::map<uint32_t, std::vector<std::string>> comments;
    gert::OpImplRegisterV2::InferShapeKernelFunc inferShape = nullptr;
    gert::OpImplRegisterV2::InferShapeRangeKernelFunc inferShapeRange = nullptr;
    gert::OpImplRegisterV2::InferDataTypeKernelFunc inferDataType = nullptr;
    OpAICoreDef aicore;
    OpAICPUDef aicpu;
    OpHostCPUDef hostcpu;
    OpMC2Def mc2;
    FormatCheckOption formatMatchMode = FormatCheckOption::DEFAULT;
    bool enableFallBack = false;
};

} // namespace ops

namespace ascsim {
// Read access to the internals of a built OpDef.
struct OpDefAccess {
    static const ops::OpDefImpl& Of(const ops::OpDef& d) { return *d.impl_; }
    static const ops::OpParamDefImpl& Of(const ops::OpParamDef& d) { return *d.impl_; }
    static const ops::OpAttrDefImpl& Of(const ops::OpAttrDef& d) { return *d.impl_; }
    static const ops::OpAICoreDefImpl& Of(const ops::OpAICoreDef& d) { return *d.impl_; }
    static const ops::OpAICoreConfigImpl& Of(const ops::OpAICoreConfig& d) { return *d.impl_; }
};
} // namespace ascsim
