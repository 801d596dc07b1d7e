// ops::OpDef and friends (sim stand-in): the operator prototype an OP_ADD class builds in its constructor.
// API reference: asc-devkit docs/zh/api/Utils-API/原型注册与管理/ (OpDef/, OpParamDef/, OpAttrDef/,
// OpAICoreDef/, OpAICoreConfig/, OpAICPUDef/, OpHostCPUDef/, OpMC2Def/); declarations as in CANN's
// register/op_def.h (hicann/metadef inc/external/asc/register/op_def.h). The sim reads a built OpDef through
// ascsim::OpDefAccess (ascsim/op_registry.h: ListRegisteredOps, Run*).
#ifndef ASCSIM_REGISTER_OP_DEF_H_
#define ASCSIM_REGISTER_OP_DEF_H_

// CANN's op_def.h reaches these through graph/operator_reg.h; op_host sources rely on them.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/types.h"
#include "register/op_impl_registry.h"

namespace ge {
class Operator; // graph IR operator; the sim has no graph engine
} // namespace ge

namespace ascsim {
struct OpDefAccess;
} // namespace ascsim

namespace optiling {
#define FUNC_CHECK_SUPPORTED "check_supported"
#define FUNC_OP_SELECT_FORMAT "op_select_format"
#define FUNC_GET_OP_SUPPORT_INFO "get_op_support_info"
#define FUNC_GET_SPECIFIC_INFO "get_op_specific_info"

using OP_CHECK_FUNC = ge::graphStatus (*)(const ge::Operator& op, ge::AscendString& result);
using PARAM_GENERALIZE_FUNC = ge::graphStatus (*)(const ge::Operator& op, const ge::AscendString& generalize_config,
                                                  ge::AscendString& generalized_op_params);

// Graph-engine check-function registration; accepted and ignored by the sim.
class __attribute__((visibility("default"))) OpCheckFuncHelper {
public:
    OpCheckFuncHelper(const ge::AscendString& check_type, const ge::AscendString& op_type, OP_CHECK_FUNC func);
    OpCheckFuncHelper(const ge::AscendString& op_type, PARAM_GENERALIZE_FUNC func);
};
} // namespace optiling

namespace ops {
// ParamType.md (OPTIONAL / REQUIRED / DYNAMIC); AttrType uses OPTIONAL / REQUIRED.
enum Option { IGNORE = 0, OPTIONAL = 1, REQUIRED = 2, DYNAMIC = 3, VIRTUAL = 4 };
enum class FormatCheckOption : uint32_t { DEFAULT = 0, STRICT = 1, MAX };
enum class DependScope : uint32_t { ALL = 0, TILING = 1, INVALID_SCOPE };
enum class FollowType : uint32_t { ALL = 0, DTYPE = 1, FORMAT = 2, SHAPE = 3, INVALID_TYPE };
enum class AttrDataType {
    ATTR_DT_BOOL = 0,
    ATTR_DT_FLOAT = 1,
    ATTR_DT_INT = 2,
    ATTR_DT_STR = 3,
    ATTR_DT_LIST_BOOL = 4,
    ATTR_DT_LIST_FLOAT = 5,
    ATTR_DT_LIST_INT = 6,
    ATTR_DT_LIST_LIST_INT = 7,
    ATTR_DT_MAX
};
enum class InitValueType : uint32_t {
    INIT_VALUE_UINT64_T = 0,
    INIT_VALUE_DEFAULT = static_cast<uint32_t>(-1),
};
enum class CommentSection : uint32_t {
    CATEGORY = 0,
    BRIEF = 1,
    CONSTRAINTS = 2,
    RESTRICTIONS = 3,
    SEE = 4,
    THIRDPARTYFWKCOMPAT = 5,
    SECTION_MAX
};
enum class ScalarType : uint32_t {
    UINT64 = 0,
    INT64 = 1,
    UINT32 = 2,
    INT32 = 3,
    UINT16 = 4,
    INT16 = 5,
    UINT8 = 6,
    INT8 = 7,
    FLOAT32 = 8,
    FLOAT16 = 9,
    INVALID_DTYPE = static_cast<uint32_t>(-1),
};
enum class HcclServerType : uint32_t { AICPU = 0, AICORE = 1, CCU = 2, MAX };

// InitValue.md: value an output is filled with before the kernel runs.
union ScalarNum {
    uint64_t value_u64;
    int64_t value_i64;
    float value_f32;
    ScalarNum() : value_u64(0) {}
    explicit ScalarNum(uint64_t value) : value_u64(value) {}
    explicit ScalarNum(int64_t value) : value_i64(value) {}
    explicit ScalarNum(float value) : value_u64(0) { value_f32 = value; }
};
using InitValueNum = ScalarNum;

struct ScalarVar {
    ScalarType scalar_type;
    ScalarNum scalar_num;
    ScalarVar() : scalar_type(ScalarType::INVALID_DTYPE) {}
    ScalarVar(ScalarType type, uint64_t num) : scalar_type(type), scalar_num(Convert(type, num)) {}
    ScalarVar(ScalarType type, int64_t num) : scalar_type(type), scalar_num(Convert(type, num)) {}
    ScalarVar(ScalarType type, int num) : scalar_type(type), scalar_num(Convert(type, static_cast<int64_t>(num))) {}
    ScalarVar(ScalarType type, unsigned int num)
        : scalar_type(type), scalar_num(Convert(type, static_cast<uint64_t>(num)))
    {}
    ScalarVar(ScalarType type, float num) : scalar_type(type), scalar_num(ConvertF(type, num)) {}
    ScalarVar(ScalarType type, double num) : scalar_type(type), scalar_num(ConvertF(type, static_cast<float>(num))) {}
    bool operator==(const ScalarVar& other) const
    {
        return scalar_type == other.scalar_type && scalar_num.value_u64 == other.scalar_num.value_u64;
    }

private:
    static bool IsFloat(ScalarType t) { return t == ScalarType::FLOAT32 || t == ScalarType::FLOAT16; }
    template <typename I>
    static ScalarNum Convert(ScalarType t, I v)
    {
        return IsFloat(t) ? ScalarNum(static_cast<float>(v)) : ScalarNum(v);
    }
    static ScalarNum ConvertF(ScalarType t, float v)
    {
        if (IsFloat(t)) {
            return ScalarNum(v);
        }
        return t == ScalarType::UINT64 ? ScalarNum(static_cast<uint64_t>(v)) : ScalarNum(static_cast<int64_t>(v));
    }
};

enum class ItemFindStatus { ITEM_FIND = 0, ITEM_NOEXIST = 1 };

class OpParamDefImpl;
// OpParamDef/*.md: one input or output of the prototype.
class __attribute__((visibility("default"))) OpParamDef {
public:
    explicit OpParamDef(const char* name);
    OpParamDef(const OpParamDef& def);
    ~OpParamDef();
    OpParamDef& operator=(const OpParamDef& def);
    OpParamDef& ParamType(Option param_type);
    // DataType.md / Format.md: entry i of every param's list forms supported combination i.
    OpParamDef& DataType(std::vector<ge::DataType> types);
    // DataTypeList.md / FormatList.md: these values combine with every other combination.
    OpParamDef& DataTypeList(std::vector<ge::DataType> types);
    OpParamDef& Format(std::vector<ge::Format> formats);
    OpParamDef& FormatList(std::vector<ge::Format> formats);
    OpParamDef& DataTypeForBinQuery(std::vector<ge::DataType> types);
    OpParamDef& FormatForBinQuery(std::vector<ge::Format> formats);
    OpParamDef& UnknownShapeFormat(std::vector<ge::Format> formats); // deprecated; recorded only
    OpParamDef& ValueDepend(Option value_depend);
    OpParamDef& ValueDepend(Option value_depend, DependScope scope);
    OpParamDef& IgnoreContiguous(void);
    OpParamDef& AutoContiguous();
    OpParamDef& Scalar();
    OpParamDef& ScalarList();
    OpParamDef& To(const ge::DataType type);
    OpParamDef& To(const char* name);
    OpParamDef& Version(uint32_t version);
    OpParamDef& InitValue(uint64_t value);
    OpParamDef& InitValue(const ScalarVar& value);
    OpParamDef& InitValue(const std::vector<ScalarVar>& value);
    OpParamDef& OutputShapeDependOnCompute();
    OpParamDef& Follow(const char* paramName);
    OpParamDef& Follow(const char* paramName, FollowType ftype);
    OpParamDef& Comment(const char* comment);

private:
    friend struct ascsim::OpDefAccess;
    friend class OpDef;
    friend class OpAICoreConfig;
    std::unique_ptr<OpParamDefImpl> impl_;
};

class OpAICPUDefImpl;
// OpAICPUDef/*.md: AI CPU implementation info (recorded; the sim does not run AI CPU kernels).
class __attribute__((visibility("default"))) OpAICPUDef {
public:
    OpAICPUDef();
    OpAICPUDef(const OpAICPUDef& aicpu_def);
    ~OpAICPUDef();
    OpAICPUDef& operator=(const OpAICPUDef& aicpu_def);
    OpAICPUDef& Engine(const char* value);
    OpAICPUDef& FlagPartial(bool flag);
    OpAICPUDef& ComputeCost(const char* value);
    OpAICPUDef& FlagAsync(bool flag);
    OpAICPUDef& OpKernelLib(const char* value);
    OpAICPUDef& KernelSo(const char* value);
    OpAICPUDef& FunctionName(const char* value);
    OpAICPUDef& UserDefined(bool flag);
    OpAICPUDef& ExtendCfgInfo(const char* key, const char* value);

private:
    friend struct ascsim::OpDefAccess;
    std::unique_ptr<OpAICPUDefImpl> impl_;
};

class OpHostCPUDefImpl;
// OpHostCPUDef/*.md: host CPU implementation info (recorded only).
class __attribute__((visibility("default"))) OpHostCPUDef {
public:
    OpHostCPUDef();
    OpHostCPUDef(const OpHostCPUDef& hostcpu_def);
    ~OpHostCPUDef();
    OpHostCPUDef& operator=(const OpHostCPUDef& hostcpu_def);
    OpHostCPUDef& Engine(const char* value);
    OpHostCPUDef& FlagPartial(bool flag);
    OpHostCPUDef& ComputeCost(const char* value);
    OpHostCPUDef& FlagAsync(bool flag);
    OpHostCPUDef& OpKernelLib(const char* value);
    OpHostCPUDef& KernelSo(const char* value);
    OpHostCPUDef& FunctionName(const char* value);
    OpHostCPUDef& UserDefined(bool flag);
    OpHostCPUDef& ExtendCfgInfo(const char* key, const char* value);

private:
    friend struct ascsim::OpDefAccess;
    std::unique_ptr<OpHostCPUDefImpl> impl_;
};

class OpAttrDefImpl;
// OpAttrDef/*.md: one attribute; the typed setters with a value set its default.
class __attribute__((visibility("default"))) OpAttrDef {
public:
    explicit OpAttrDef(const char* name);
    OpAttrDef(const OpAttrDef& attr_def);
    ~OpAttrDef();
    OpAttrDef& operator=(const OpAttrDef& attr_def);
    OpAttrDef& AttrType(Option attr_type);
    OpAttrDef& Bool(void);
    OpAttrDef& Bool(bool value);
    OpAttrDef& Float(void);
    OpAttrDef& Float(float value);
    OpAttrDef& Int(void);
    OpAttrDef& Int(int64_t value);
    OpAttrDef& String(void);
    OpAttrDef& String(const char* value);
    OpAttrDef& ListBool(void);
    OpAttrDef& ListBool(std::vector<bool> value);
    OpAttrDef& ListFloat(void);
    OpAttrDef& ListFloat(std::vector<float> value);
    OpAttrDef& ListInt(void);
    OpAttrDef& ListInt(std::vector<int64_t> value);
    OpAttrDef& ListListInt(void);
    OpAttrDef& ListListInt(std::vector<std::vector<int64_t>> value);
    OpAttrDef& Version(uint32_t version);
    OpAttrDef& Comment(const char* comment);
    ge::AscendString& GetName(void) const;
    bool IsRequired(void);

private:
    friend struct ascsim::OpDefAccess;
    std::unique_ptr<OpAttrDefImpl> impl_;
};

class OpAICoreConfigImpl;
// OpAICoreConfig/*.md: per-SoC AI Core settings, optionally with SoC-specific inputs/outputs.
class __attribute__((visibility("default"))) OpAICoreConfig {
public:
    OpAICoreConfig(); // flags left unset
    // OpAICoreConfig构造函数.md: DynamicCompileStatic/DynamicFormat/DynamicRankSupport/DynamicShapeSupport/
    // PrecisionReduce = true, NeedCheckSupport = false.
    OpAICoreConfig(const char* soc);
    OpAICoreConfig(const OpAICoreConfig& aicore_config);
    ~OpAICoreConfig();
    OpAICoreConfig& operator=(const OpAICoreConfig& aicore_config);
    OpParamDef& Input(const char* name);
    OpParamDef& Output(const char* name);
    OpAICoreConfig& DynamicCompileStaticFlag(bool flag);
    OpAICoreConfig& DynamicFormatFlag(bool flag);
    OpAICoreConfig& DynamicRankSupportFlag(bool flag);
    OpAICoreConfig& DynamicShapeSupportFlag(bool flag);
    OpAICoreConfig& NeedCheckSupportFlag(bool flag);
    OpAICoreConfig& PrecisionReduceFlag(bool flag);
    OpAICoreConfig& ExtendCfgInfo(const char* key, const char* value);

private:
    friend struct ascsim::OpDefAccess;
    friend class OpAICoreDef;
    std::unique_ptr<OpAICoreConfigImpl> impl_;
};

class OpAICoreDefImpl;
// OpAICoreDef/*.md: AI Core implementation: tiling function and supported SoCs.
class __attribute__((visibility("default"))) OpAICoreDef {
public:
    OpAICoreDef();
    OpAICoreDef(const OpAICoreDef& aicore_def);
    ~OpAICoreDef();
    OpAICoreDef& operator=(const OpAICoreDef& aicore_def);
    OpAICoreDef& SetTiling(gert::OpImplRegisterV2::TilingKernelFunc func); // SetTiling.md
    OpAICoreDef& SetCheckSupport(optiling::OP_CHECK_FUNC func);
    OpAICoreDef& SetOpSelectFormat(optiling::OP_CHECK_FUNC func);
    OpAICoreDef& SetOpSupportInfo(optiling::OP_CHECK_FUNC func);
    OpAICoreDef& SetOpSpecInfo(optiling::OP_CHECK_FUNC func);
    OpAICoreDef& SetParamGeneralize(optiling::PARAM_GENERALIZE_FUNC func);
    OpAICoreDef& LaunchWithZeroEleOutputTensors(bool launchFlag);
    gert::OpImplRegisterV2::TilingKernelFunc& GetTiling(void);
    optiling::OP_CHECK_FUNC& GetCheckSupport(void);
    optiling::OP_CHECK_FUNC& GetOpSelectFormat(void);
    optiling::OP_CHECK_FUNC& GetOpSupportInfo(void);
    optiling::OP_CHECK_FUNC& GetOpSpecInfo(void);
    optiling::PARAM_GENERALIZE_FUNC& GetParamGeneralize(void);
    // AddConfig.md: without a config the AddConfig defaults of that page apply.
    OpAICoreDef& AddConfig(const char* soc);
    OpAICoreDef& AddConfig(const char* soc, OpAICoreConfig& aicore_config);

private:
    friend struct ascsim::OpDefAccess;
    std::unique_ptr<OpAICoreDefImpl> impl_;
};

class OpMC2DefImpl;
// OpMC2Def/*.md: communication-fused op info (recorded only).
class __attribute__((visibility("default"))) OpMC2Def {
public:
    OpMC2Def();
    OpMC2Def(const OpMC2Def& mc2_def);
    ~OpMC2Def();
    OpMC2Def& operator=(const OpMC2Def& mc2_def);
    OpMC2Def& HcclGroup(const char* value);
    OpMC2Def& HcclGroup(std::vector<const char*> value);
    void HcclServerType(enum HcclServerType type, const char* soc = nullptr);

private:
    friend struct ascsim::OpDefAccess;
    std::unique_ptr<OpMC2DefImpl> impl_;
};

class OpDefImpl;
// OpDef/*.md: the prototype. Input()/Output()/Attr() return the existing definition of that name or
// append a new one (declaration order is kept).
class __attribute__((visibility("default"))) OpDef {
public:
    explicit OpDef(const char* type);
    OpDef(const OpDef& op_def);
    ~OpDef();
    OpDef& operator=(const OpDef& op_def);
    OpParamDef& Input(const char* name);
    OpParamDef& Output(const char* name);
    OpAttrDef& Attr(const char* name);
    OpDef& Comment(CommentSection section, const char* comment);
    OpDef& SetInferShape(gert::OpImplRegisterV2::InferShapeKernelFunc func);
    OpDef& SetInferShapeRange(gert::OpImplRegisterV2::InferShapeRangeKernelFunc func);
    OpDef& SetInferDataType(gert::OpImplRegisterV2::InferDataTypeKernelFunc func);
    gert::OpImplRegisterV2::InferShapeKernelFunc& GetInferShape(void);
    gert::OpImplRegisterV2::InferShapeRangeKernelFunc& GetInferShapeRange(void);
    gert::OpImplRegisterV2::InferDataTypeKernelFunc& GetInferDataType(void);
    OpAICoreDef& AICore(void);
    OpAICPUDef& AICPU(void);
    OpHostCPUDef& HostCPU(void);
    OpMC2Def& MC2(void);
    OpDef& FormatMatchMode(FormatCheckOption option);
    OpDef& EnableFallBack(void);

private:
    friend struct ascsim::OpDefAccess;
    std::unique_ptr<OpDefImpl> impl_;
};
} // namespace ops

#endif // ASCSIM_REGISTER_OP_DEF_H_
