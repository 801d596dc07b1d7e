// Internal view of the op registries (OP_ADD / IMPL_OP_* / OpDef::SetInferShape / SetTiling)
// for the sim's opbuild generator and nnopbase. Not part of the CANN API.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_shape.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"

namespace gert {
class TilingContext;
}
namespace ops {
class OpDef;
}

namespace ascsim {

enum class ParamKind { kRequired, kOptional, kDynamic };

struct OpParamInfo {
    std::string name;
    ParamKind kind = ParamKind::kRequired;
    std::vector<ge::DataType> dataTypes; // column i of every param forms one supported combination
    std::vector<ge::Format> formats;
    bool autoContiguous = false;

    // ---- added by the registry layer -------------------------------------------------------
    bool ignoreContiguous = false;                // IgnoreContiguous()
    bool isScalar = false;                        // Scalar(): aclnn takes an aclScalar
    bool isScalarList = false;                    // ScalarList(): aclnn takes an aclScalarList
    ge::DataType scalarToType = ge::DT_UNDEFINED; // To(dtype)
    std::string scalarToName;                     // To("input name")
    std::string valueDepend;                      // "", "required" or "optional" (ValueDepend)
    bool valueDependTilingOnly = false;           // ValueDepend(..., DependScope::TILING)
    bool outputShapeDependOnCompute = false;      // OutputShapeDependOnCompute()
    std::string follow;                           // Follow(name): followed input, "" when none
    std::string followType;                       // "ALL", "DTYPE", "FORMAT" or "SHAPE"
    uint32_t version = 0;                         // Version()
    std::vector<ge::Format> unknownShapeFormats;  // UnknownShapeFormat() (deprecated)
    // AutoContiguous.md 约束说明: once one input calls AutoContiguous(), every input that does not call
    // IgnoreContiguous() is made contiguous too. autoContiguous above is the declared flag; this is the rule
    // applied (inputs only; equals autoContiguous for outputs).
    bool effectiveAutoContiguous = false;
};

// Attribute kinds of OpAttrDef (Bool/Float/Int/String/ListBool/ListFloat/ListInt/ListListInt).
enum class AttrKind { kNone, kBool, kFloat, kInt, kString, kListBool, kListFloat, kListInt, kListListInt, kListString };
// RuntimeAttrs layout of kListString (ContextBuilder::AddAttr(name, vector<string>)): a ContinuousVector whose
// size is the string count and whose payload is the strings, each NUL-terminated, back to back.

struct AttrValue {
    AttrKind kind = AttrKind::kNone; // kNone in RunOptions::attrs = "use the attribute's default"
    bool b = false;
    float f = 0.0f;
    int64_t i = 0;
    std::string s;
    std::vector<bool> listBool;
    std::vector<float> listFloat;
    std::vector<int64_t> listInt;
    std::vector<std::vector<int64_t>> listListInt;
    std::vector<std::string> listString;

    static AttrValue Bool(bool v)
    {
        AttrValue a;
        a.kind = AttrKind::kBool;
        a.b = v;
        return a;
    }
    static AttrValue Float(float v)
    {
        AttrValue a;
        a.kind = AttrKind::kFloat;
        a.f = v;
        return a;
    }
    static AttrValue Int(int64_t v)
    {
        AttrValue a;
        a.kind = AttrKind::kInt;
        a.i = v;
        return a;
    }
    static AttrValue Str(std::string v)
    {
        AttrValue a;
        a.kind = AttrKind::kString;
        a.s = std::move(v);
        return a;
    }
    static AttrValue ListBool(std::vector<bool> v)
    {
        AttrValue a;
        a.kind = AttrKind::kListBool;
        a.listBool = std::move(v);
        return a;
    }
    static AttrValue ListFloat(std::vector<float> v)
    {
        AttrValue a;
        a.kind = AttrKind::kListFloat;
        a.listFloat = std::move(v);
        return a;
    }
    static AttrValue ListInt(std::vector<int64_t> v)
    {
        AttrValue a;
        a.kind = AttrKind::kListInt;
        a.listInt = std::move(v);
        return a;
    }
    static AttrValue ListListInt(std::vector<std::vector<int64_t>> v)
    {
        AttrValue a;
        a.kind = AttrKind::kListListInt;
        a.listListInt = std::move(v);
        return a;
    }
    static AttrValue ListStr(std::vector<std::string> v)
    {
        AttrValue a;
        a.kind = AttrKind::kListString;
        a.listString = std::move(v);
        return a;
    }
};

struct OpAttrInfo {
    std::string name;
    AttrKind kind = AttrKind::kBool; // CANN's default attribute type
    bool required = true;            // AttrType(REQUIRED) is CANN's default
    bool hasDefault = false;
    AttrValue defaultValue; // valid when hasDefault
    uint32_t version = 0;   // Version()
};

// One AICore().AddConfig(soc[, config]).
struct AICoreConfigInfo {
    std::string soc;
    // -1 = not set, 0 = false, 1 = true (AddConfig(soc) / OpAICoreConfig(soc) set the documented defaults).
    int dynamicCompileStatic = -1;
    int dynamicFormat = -1;
    int dynamicRankSupport = -1;
    int dynamicShapeSupport = -1;
    int needCheckSupport = -1;
    int precisionReduce = -1;
    std::vector<std::pair<std::string, std::string>> extendCfg; // ExtendCfgInfo(key, value), in call order
    std::vector<OpParamInfo> inputs; // the config's own Input()/Output() merged over the op's (by name)
    std::vector<OpParamInfo> outputs;
    bool hasOwnParams = false;
};

struct OpDefInfo {
    std::string opType;              // e.g. "AsinGrad"
    std::vector<OpParamInfo> inputs; // declaration order
    std::vector<OpParamInfo> outputs;
    std::vector<std::string> aicoreConfigs; // AddConfig soc keys, e.g. "ascend950"
    bool hasInferShape = false;
    bool hasInferDataType = false;
    bool hasTiling = false;

    // ---- added by the registry layer -------------------------------------------------------
    std::vector<OpAttrInfo> attrs;                     // declaration (IR) order
    std::vector<AICoreConfigInfo> aicoreConfigDetails; // same order as aicoreConfigs
    bool enableFallBack = false;
    bool hasTilingParse = false; // IMPL_OP_OPTILING(...).TilingParse<T>
};

// Every op registered with OP_ADD in the loaded binaries (constructed on first call), by opType.
std::vector<OpDefInfo> ListRegisteredOps();
// nullptr when opType is not registered.
const OpDefInfo* FindOpDef(const std::string& opType);

struct TensorMeta {
    gert::StorageShape shape; // origin (view) shape and storage shape
    ge::DataType dataType = ge::DT_FLOAT;
    ge::Format originFormat = ge::FORMAT_ND;
    ge::Format storageFormat = ge::FORMAT_ND;
    // ---- added by the registry layer: host data of the tensor (value-depend inputs), may be null.
    const void* data = nullptr;
};

// Optional details of one Run* call.
struct RunOptions {
    // Instances per IR input / output (0 = optional input absent). Empty: one per IR param when the
    // tensor count equals the IR count, otherwise the single DYNAMIC param takes the remainder.
    std::vector<uint32_t> inputInstanceNum;
    std::vector<uint32_t> outputInstanceNum;
    // Attribute values by IR index; missing entries or kind kNone take the attribute's default.
    std::vector<AttrValue> attrs;
    std::string nodeName; // GetNodeName(); default: the op type
};

// Each Run* builds the gert context the op's function expects and calls it. A failure (no
// function registered, or the function's non-success status) returns ge::GRAPH_FAILED with a
// human-readable reason in *error.
ge::graphStatus RunInferShape(const std::string& opType, const std::vector<TensorMeta>& inputs, size_t numOutputs,
                              std::vector<gert::Shape>* outputShapes, std::string* error);
ge::graphStatus RunInferDataType(const std::string& opType, const std::vector<ge::DataType>& inputs, size_t numOutputs,
                                 std::vector<ge::DataType>* outputs, std::string* error);

struct TilingResult {
    uint64_t tilingKey = 0;
    uint32_t blockDim = 0;              // SetBlockDim / SetSimdNumBlocks
    std::vector<uint8_t> tilingData;    // bytes the tiling function wrote (GetTilingData<T>, size = sizeof(T)
                                        // or SetDataSize)
    std::vector<size_t> workspaceSizes; // GetWorkspaceSizes(n) as the function left it

    // ---- added by the registry layer -------------------------------------------------------
    uint32_t scheduleMode = 0;     // SetScheduleMode
    bool needAtomic = false;       // SetNeedAtomic
    uint32_t localMemorySize = 0;  // SetLocalMemorySize / SetDynUBufSize
    int32_t tilingCond = 0;        // SetTilingCond
    uint32_t aicpuBlockDim = 0;    // SetAicpuBlockDim
    size_t tilingDataCapacity = 0; // capacity the function saw
};
// Tiling runs against ActiveSocProfile() (context->GetPlatformInfo()).
ge::graphStatus RunTiling(const std::string& opType, const std::vector<TensorMeta>& inputs,
                          const std::vector<TensorMeta>& outputs, TilingResult* result, std::string* error);

// ---- added by the registry layer ---------------------------------------------------------------
// Function lookup: an IMPL_OP_INFERSHAPE / IMPL_OP_OPTILING registration wins over the OpDef's
// SetInferShape / SetInferDataType / AICore().SetTiling; DEVICE_IMPL_OP_OPTILING is the last resort for
// tiling. Without an infer function, outputs that Follow() an input (ALL/SHAPE, ALL/DTYPE) and
// InferOutDataTypeSameWithFirstInput() are honoured. A registered TilingParse<T> runs (with the same
// platform info) before every tiling call to build the compile info.
ge::graphStatus RunInferShape(const std::string& opType, const std::vector<TensorMeta>& inputs, size_t numOutputs,
                              const RunOptions& options, std::vector<gert::Shape>* outputShapes, std::string* error);
ge::graphStatus RunInferDataType(const std::string& opType, const std::vector<ge::DataType>& inputs, size_t numOutputs,
                                 const RunOptions& options, std::vector<ge::DataType>* outputs, std::string* error);
ge::graphStatus RunTiling(const std::string& opType, const std::vector<TensorMeta>& inputs,
                          const std::vector<TensorMeta>& outputs, const RunOptions& options, TilingResult* result,
                          std::string* error);
// The tiling function RunTiling would call (nullptr when none), e.g. for context_ascendc::OpTilingRegistry.
using TilingFuncPtr = uint32_t (*)(gert::TilingContext*);
TilingFuncPtr FindTilingFunc(const std::string& opType);
// Capacity of the tiling-data buffer handed to opType's tiling function (Tiling(fn, max) or 2048).
size_t TilingDataCapacity(const std::string& opType);
// Describes a prototype object the way ListRegisteredOps does (params merged with the active SoC's config).
OpDefInfo DescribeOpDef(const ops::OpDef& def);

// Messages op code reported with REPORT_PREDEFINED_ERR_MSG on this thread since the last call,
// joined with "; " (empty when none); collecting them clears them. (sim/src/registry/err_msg.cpp)
std::string TakeReportedMessages();

} // namespace ascsim
