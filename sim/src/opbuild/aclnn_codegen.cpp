#include "aclnn_codegen.h"

#include "aclnn_attr_codegen.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace ascsim::opbuild {

namespace {

const char* GeDataTypeName(ge::DataType dt)
{
    switch (dt) {
        case ge::DT_FLOAT:
            return "ge::DT_FLOAT";
        case ge::DT_FLOAT16:
            return "ge::DT_FLOAT16";
        case ge::DT_BF16:
            return "ge::DT_BF16";
        case ge::DT_INT8:
            return "ge::DT_INT8";
        case ge::DT_INT16:
            return "ge::DT_INT16";
        case ge::DT_INT32:
            return "ge::DT_INT32";
        case ge::DT_INT64:
            return "ge::DT_INT64";
        case ge::DT_UINT8:
            return "ge::DT_UINT8";
        case ge::DT_UINT16:
            return "ge::DT_UINT16";
        case ge::DT_UINT32:
            return "ge::DT_UINT32";
        case ge::DT_UINT64:
            return "ge::DT_UINT64";
        case ge::DT_BOOL:
            return "ge::DT_BOOL";
        case ge::DT_DOUBLE:
            return "ge::DT_DOUBLE";
        default:
            return nullptr;
    }
}

std::string GeFormatName(ge::Format f)
{
    switch (f) {
        case ge::FORMAT_ND:
            return "ge::FORMAT_ND";
        case ge::FORMAT_NCHW:
            return "ge::FORMAT_NCHW";
        case ge::FORMAT_NHWC:
            return "ge::FORMAT_NHWC";
        default:
            return "static_cast<ge::Format>(" + std::to_string(static_cast<int>(f)) + ")";
    }
}

std::string DtypeExpr(ge::DataType dt)
{
    const char* n = GeDataTypeName(dt);
    return n != nullptr ? n : "static_cast<ge::DataType>(" + std::to_string(static_cast<int>(dt)) + ")";
}

std::string Guard(const std::string& headerName)
{
    std::string g;
    for (char c : headerName) {
        g += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::toupper(c)) : '_';
    }
    return g + "_";
}

const char* KindText(ParamKind k)
{
    return k == ParamKind::kOptional ? "optional" : k == ParamKind::kDynamic ? "dynamic" : "required";
}

std::string Signature(const OpDefInfo& op, const std::string& fn)
{
    std::ostringstream os;
    os << "aclnnStatus " << fn << "GetWorkspaceSize(\n";
    for (const auto& in : op.inputs) {
        os << "    const aclTensor *" << InputParamName(in) << ",\n";
    }
    for (const auto& a : op.attrs) {
        os << "    " << AttrParamDecl(a) << ",\n";
    }
    for (const auto& out : op.outputs) {
        os << "    const aclTensor *" << OutputParamName(out) << ",\n";
    }
    os << "    uint64_t *workspaceSize,\n    aclOpExecutor **executor)";
    return os.str();
}

std::string RunSignature(const std::string& fn)
{
    return "aclnnStatus " + fn +
           "(\n    void *workspace,\n    uint64_t workspaceSize,\n    aclOpExecutor *executor,\n    aclrtStream "
           "stream)";
}

} // namespace

std::string SnakeCase(const std::string& opType)
{
    std::string s;
    for (size_t i = 0; i < opType.size(); ++i) {
        const char c = opType[i];
        if (std::isupper(static_cast<unsigned char>(c))) {
            const bool prevLower = i > 0 && (std::islower(static_cast<unsigned char>(opType[i - 1])) ||
                                             std::isdigit(static_cast<unsigned char>(opType[i - 1])));
            const bool nextLower = i + 1 < opType.size() && std::islower(static_cast<unsigned char>(opType[i + 1]));
            if (i > 0 && (prevLower || nextLower)) {
                s += '_';
            }
            s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else {
            s += c;
        }
    }
    return s;
}

std::string InputParamName(const OpParamInfo& p)
{
    return p.kind == ParamKind::kOptional ? p.name + "Optional" : p.name;
}

std::string OutputParamName(const OpParamInfo& p)
{
    const bool endsWithOut = p.name == "out" || (p.name.size() > 3 && p.name.compare(p.name.size() - 3, 3, "Out") == 0);
    return endsWithOut ? p.name : p.name + "Out";
}

bool GenerateAclnn(const OpDefInfo& op, const std::vector<std::string>& computeUnits, GeneratedAclnn* out,
                   std::string* error)
{
    std::vector<std::string> socs;
    for (const auto& unit : computeUnits) {
        if (std::find(op.aicoreConfigs.begin(), op.aicoreConfigs.end(), unit) != op.aicoreConfigs.end()) {
            socs.push_back(unit);
        }
    }
    if (socs.empty()) {
        *error = op.opType + ": no AddConfig for any of the compute units being built";
        return false;
    }
    // What the generated API cannot carry must fail here rather than produce an aclnn function
    // that silently drops it.
    if (!CheckAttrs(op, error)) {
        return false;
    }
    size_t combos = 0;
    for (const auto* list : {&op.inputs, &op.outputs}) {
        for (const auto& p : *list) {
            if (p.kind == ParamKind::kDynamic) {
                *error = op.opType + ": dynamic parameter " + p.name + " is not supported by the simulator's opbuild";
                return false;
            }
            if (p.version != 0) {
                // OpParamDef Version.md: the versioned APIs (aclnn<Op>V<n>) opbuild adds are not generated.
                *error = op.opType + ": " + p.name + ": Version(" + std::to_string(p.version) +
                         "): versioned aclnn APIs are not generated by the simulator's opbuild";
                return false;
            }
            if (p.isScalar || p.isScalarList) {
                *error = op.opType + ": " + p.name +
                         " is a Scalar/ScalarList input, which the simulator's opbuild "
                         "does not support";
                return false;
            }
            if (p.dataTypes.empty()) {
                *error = op.opType + ": " + p.name + " declares no data types";
                return false;
            }
            if (p.dataTypes.size() != p.formats.size()) {
                *error = op.opType + ": " + p.name + " declares " + std::to_string(p.dataTypes.size()) +
                         " data types but " + std::to_string(p.formats.size()) + " formats";
                return false;
            }
            if (combos != 0 && p.dataTypes.size() != combos) {
                *error = op.opType + ": " + p.name + " declares a different number of data types than the others";
                return false;
            }
            combos = p.dataTypes.size();
        }
    }

    const std::string snake = SnakeCase(op.opType);
    const std::string fn = "aclnn" + op.opType;
    out->headerName = "aclnn_" + snake + ".h";
    out->sourceName = "aclnn_" + snake + ".cpp";

    // ---- header ----
    std::ostringstream h;
    const std::string guard = Guard(out->headerName);
    h << "\n/*\n * calution: this file was generated automatically do not change it.\n*/\n\n"
      << "#ifndef " << guard << "\n#define " << guard << "\n\n#include \"aclnn/acl_meta.h\"\n\n"
      << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n"
      << "/* function: " << fn << "GetWorkspaceSize\n * parameters :\n";
    for (const auto& in : op.inputs) {
        h << " * " << InputParamName(in) << " : " << KindText(in.kind) << "\n";
    }
    for (const auto& a : op.attrs) {
        h << " * " << AttrParamName(a) << " : " << (a.required ? "required" : "optional") << "\n";
    }
    for (const auto& o : op.outputs) {
        h << " * " << OutputParamName(o) << " : " << KindText(o.kind) << "\n";
    }
    h << " * workspaceSize : size of workspace(output).\n * executor : executor context(output).\n */\n"
      << "__attribute__((visibility(\"default\")))\n"
      << Signature(op, fn) << ";\n\n"
      << "/* function: " << fn << "\n * parameters :\n * workspace : workspace memory addr(input).\n"
      << " * workspaceSize : size of workspace(input).\n * executor : executor context(input).\n"
      << " * stream : acl stream.\n */\n"
      << "__attribute__((visibility(\"default\")))\n"
      << RunSignature(fn) << ";\n\n"
      << "#ifdef __cplusplus\n}\n#endif\n\n#endif\n";
    out->header = h.str();

    // ---- source ----
    std::ostringstream s;
    s << "\n/*\n * calution: this file was generated automatically do not change it.\n*/\n\n"
      << "#include <string.h>\n#include <string>\n#include <vector>\n#include \"base/err_msg.h\"\n"
      << "#include \"graph/types.h\"\n#include \"" << out->headerName << "\"\n\n"
      << "namespace {\n"
      << "typedef struct {\n    uint32_t id;\n    const char *funcName;\n    bool hasReg;\n} NnopbaseDfxId;\n"
      << "typedef struct {\n    ge::DataType dtype;\n    ge::Format format;\n} TensorDesc;\n"
      << "typedef struct {\n    TensorDesc *inputsDesc;\n    size_t inputsNum;\n    TensorDesc *outputsDesc;\n"
      << "    size_t outputsNum;\n} SupportInfo;\n"
      << "typedef struct {\n    SupportInfo *supportInfo;\n    size_t num;\n} OpSocSupportInfo;\n"
      << "typedef struct {\n    OpSocSupportInfo *socSupportInfo;\n    size_t num;\n} OpSupportList;\n\n";
    s << "static const char *socNameList[] = {";
    for (size_t i = 0; i < socs.size(); ++i) {
        s << (i ? ", " : "") << "\"" << socs[i] << "\"";
    }
    s << "};\nstatic const size_t socNameListLen = " << socs.size() << ";\n";
    for (size_t soc = 0; soc < socs.size(); ++soc) {
        for (size_t c = 0; c < combos; ++c) {
            auto descs = [&](const std::vector<OpParamInfo>& params, const char* kind) {
                s << "TensorDesc " << kind << "Desc" << soc << "_" << c << "[" << params.size() << "] =\n    {";
                for (size_t i = 0; i < params.size(); ++i) {
                    s << (i ? ",\n     " : "") << "{" << DtypeExpr(params[i].dataTypes[c]) << ", "
                      << GeFormatName(params[i].formats[c]) << "}";
                }
                s << "};\n";
            };
            descs(op.inputs, "input");
            descs(op.outputs, "output");
            s << "SupportInfo list" << soc << "_" << c << " = {inputDesc" << soc << "_" << c << ", " << op.inputs.size()
              << ", outputDesc" << soc << "_" << c << ", " << op.outputs.size() << "};\n";
        }
        s << "SupportInfo supportInfo" << soc << "[" << combos << "] = {";
        for (size_t c = 0; c < combos; ++c) {
            s << (c ? ", " : "") << "list" << soc << "_" << c;
        }
        s << "};\nOpSocSupportInfo socSupportInfo" << soc << "= {supportInfo" << soc << ", " << combos << "};\n\n";
    }
    s << "OpSocSupportInfo opSocSupportList[" << socs.size() << "] = {";
    for (size_t soc = 0; soc < socs.size(); ++soc) {
        s << (soc ? ", " : "") << "socSupportInfo" << soc;
    }
    s << "};\nOpSupportList supportList = {opSocSupportList, " << socs.size() << "};\n\n"
      << "[[maybe_unused]] uint32_t NNOPBASE_" << op.opType << " = 0U;\n} // namespace\n\n"
      << "extern void NnopbaseOpLogE(const aclnnStatus code, const char *const expr);\n\n"
      << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n"
      << "extern aclnnStatus NnopbaseCreateExecutorSpace(void **space);\n"
      << "extern void *NnopbaseGetExecutor(void *space, const char *opType, char *inputsDesc, uint32_t inputNum,\n"
      << "                                 char *outputsDesc, uint32_t outputNum, char *attrsDesc, uint32_t "
         "attrsNum);\n"
      << "extern aclnnStatus NnopbaseAddInput(void *executor, const aclTensor *tensor, const uint32_t index);\n"
      << "extern aclnnStatus NnopbaseAddOutput(void *executor, const aclTensor *tensor, const uint32_t index);\n"
      << "extern uint64_t NnopbaseMsprofSysTime();\n"
      << "extern aclnnStatus NnopbaseAddTilingId(void *executor, NnopbaseDfxId *tilingId);\n"
      << "extern void NnopbaseReportApiInfo(const uint64_t beginTime, NnopbaseDfxId &dfxId);\n"
      << "extern aclnnStatus NnopbaseRunForWorkspace(void *executor, uint64_t *workspaceLen);\n"
      << "extern aclnnStatus NnopbaseRunWithWorkspace(void *executor, aclrtStream stream, void *workspace, uint64_t "
         "workspaceSize);\n"
      << "extern aclnnStatus __attribute__((weak)) NnopbaseAddSocNameList(void *executor, OpSupportList *list, const "
         "char * const *socNameList, size_t socNameListLen);\n"
      << "extern aclnnStatus __attribute__((weak)) NnopbaseAddParamName(void *executor, const uint32_t index, const "
         "char *name, const bool isInput);\n"
      << "extern aclnnStatus NnopbaseGetUnContiguousTensors(void *executor, const aclTensorList **inTensors);\n"
      << "extern aclnnStatus NnopbaseSetUnContExecutor(void *executor, aclOpExecutor *inExe, const size_t inWsSize);\n"
      << "extern aclnnStatus NnopbaseGetUnContExecutor(void *executor, aclOpExecutor **inExe, size_t *inWsSize);\n"
      << "extern void *NnopbaseGetApiFunc(const char *funcName);\n"
      << (op.attrs.empty() ? "" : AttrDeclarations())
      << "using AclnnContiguousGetWorkspaceSizeFunc = aclnnStatus (*)(const aclTensorList *, uint64_t *, aclOpExecutor "
         "**);\n"
      << "using AclnnFunc = aclnnStatus (*)(void *, uint64_t, aclOpExecutor *, aclrtStream);\n\n"
      << "#define ACLNN_SUCCESS  0\n#define ACLNN_ERR_PARAM_NULLPTR 161001\n#define ACLNN_ERR_PARAM_INVALID 161002\n"
      << "#define NNOPBASE_INVALID_ARGUMENT \"EZ1010\"\n\n"
      << "#define NNOPBASE_ASSERT_OK_RETVAL(v)                                    \\\n"
      << "    do {                                                                \\\n"
      << "        const aclnnStatus _chk_stutus = (v);                            \\\n"
      << "        if (_chk_stutus != ACLNN_SUCCESS) {                             \\\n"
      << "            NnopbaseOpLogE(_chk_stutus, #v);                            \\\n"
      << "            return _chk_stutus;                                         \\\n"
      << "        }                                                               \\\n"
      << "    } while (false)\n\n"
      << "#define NNOPBASE_ASSERT_NOTNULL_RETVAL(v)                               \\\n"
      << "    do {                                                                \\\n"
      << "        if ((v) == nullptr) {                                           \\\n"
      << "            NnopbaseOpLogE(ACLNN_ERR_PARAM_NULLPTR, #v \" != nullptr\");  \\\n"
      << "            return ACLNN_ERR_PARAM_NULLPTR;                             \\\n"
      << "        }                                                               \\\n"
      << "    } while (false)\n\n";

    // Phase 1.
    s << Signature(op, fn) << "\n{\n"
      << "    uint64_t timeStamp = NnopbaseMsprofSysTime();\n"
      << "    static NnopbaseDfxId dfxId = {0x60000, __func__, false};\n"
      << "    static NnopbaseDfxId tilingId = {0x60000, \"" << fn << "Tiling\", false};\n"
      << "    void *nnopExecutor;\n"
      << "    const char *opType = \"" << op.opType << "\";\n    char inputDesc[] = {";
    for (size_t i = 0; i < op.inputs.size(); ++i) {
        s << (i ? ", " : "") << (op.inputs[i].kind == ParamKind::kOptional ? 0 : 1);
    }
    s << "};\n    char outputDesc[] = {";
    for (size_t i = 0; i < op.outputs.size(); ++i) {
        s << (i ? ", " : "") << 1;
    }
    s << "};\n    char attrDesc[] = {" << AttrDescList(op) << "};\n\n";
    for (const auto& in : op.inputs) {
        if (in.kind != ParamKind::kOptional) {
            s << "    NNOPBASE_ASSERT_NOTNULL_RETVAL(" << InputParamName(in) << ");\n";
        }
    }
    EmitAttrNullChecks(s, op);
    for (const auto& o : op.outputs) {
        s << "    NNOPBASE_ASSERT_NOTNULL_RETVAL(" << OutputParamName(o) << ");\n";
    }
    // Three departures from CANN's generated text, all invisible to callers: the executor space
    // is a function-local static initialised once (CANN's lazy `if (!executorSpace)` is a data
    // race between host threads); `executor` is checked before an executor is taken (CANN's
    // nnopbase pools executors in the space; the simulator's are owned by the caller, so one
    // taken for a null out-pointer would leak); for the same reason REQUIRED list / string
    // attributes are null-checked above with the tensors (EmitAttrNullChecks).
    s << "    NNOPBASE_ASSERT_NOTNULL_RETVAL(executor);\n"
      << "\n    static void *const executorSpace = [] {\n        void *space = NULL;\n"
      << "        return NnopbaseCreateExecutorSpace(&space) == ACLNN_SUCCESS ? space : NULL;\n    }();\n"
      << "    NNOPBASE_ASSERT_NOTNULL_RETVAL(executorSpace);\n"
      << "    nnopExecutor = NnopbaseGetExecutor(executorSpace, opType, inputDesc, sizeof(inputDesc) / sizeof(char), "
         "outputDesc,\n"
      << "                                       sizeof(outputDesc) / sizeof(char), attrDesc, sizeof(attrDesc) / "
         "sizeof(char));\n"
      << "    NNOPBASE_ASSERT_NOTNULL_RETVAL(nnopExecutor);\n"
      << "    *executor = reinterpret_cast<aclOpExecutor *>(nnopExecutor);\n"
      << "    NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddTilingId(*executor, &tilingId));\n";
    for (size_t i = 0; i < op.inputs.size(); ++i) {
        const std::string name = InputParamName(op.inputs[i]);
        if (op.inputs[i].kind == ParamKind::kOptional) {
            s << "    if (" << name << " != nullptr) {\n        NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddInput(*executor, "
              << name << ", " << i << "));\n    }\n";
        } else {
            s << "    NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddInput(*executor, " << name << ", " << i << "));\n";
        }
    }
    EmitAddAttrs(s, op);
    for (size_t i = 0; i < op.outputs.size(); ++i) {
        s << "    NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddOutput(*executor, " << OutputParamName(op.outputs[i]) << ", "
          << i << "));\n";
    }
    s << "    if (NnopbaseAddParamName != NULL) {\n";
    for (size_t i = 0; i < op.inputs.size(); ++i) {
        s << "        NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddParamName(*executor, " << i << ", \"" << op.inputs[i].name
          << "\", true));\n";
    }
    for (size_t i = 0; i < op.outputs.size(); ++i) {
        s << "        NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddParamName(*executor, " << i << ", \"" << op.outputs[i].name
          << "\", false));\n";
    }
    s << "    }\n"
      << "    NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddSocNameList(*executor, &supportList, socNameList, "
         "socNameListLen));\n\n"
      << "    uint64_t inContWorkspaceSize = 0U;\n    const aclTensorList *inUnContTensors = nullptr;\n"
      << "    aclOpExecutor *aclInExecutor = nullptr;\n"
      << "    NnopbaseGetUnContiguousTensors(*executor, &inUnContTensors);\n"
      << "    if (inUnContTensors != nullptr) {\n"
      << "        static AclnnContiguousGetWorkspaceSizeFunc aclnnContiguousGetWorkspaceSize = "
         "(AclnnContiguousGetWorkspaceSizeFunc)NnopbaseGetApiFunc(\"aclnnContiguousGetWorkspaceSize\");\n"
      << "        NNOPBASE_ASSERT_NOTNULL_RETVAL(aclnnContiguousGetWorkspaceSize);\n"
      << "        NNOPBASE_ASSERT_OK_RETVAL(aclnnContiguousGetWorkspaceSize(inUnContTensors, &inContWorkspaceSize, "
         "&aclInExecutor));\n"
      << "        NnopbaseSetUnContExecutor(*executor, aclInExecutor, inContWorkspaceSize);\n    }\n\n"
      << "    NNOPBASE_ASSERT_OK_RETVAL(NnopbaseRunForWorkspace(*executor, workspaceSize));\n"
      << "    *workspaceSize += inContWorkspaceSize;\n"
      << "    NnopbaseReportApiInfo(timeStamp, dfxId);\n    return ACLNN_SUCCESS;\n}\n\n";

    // Phase 2.
    s << RunSignature(fn) << "\n{\n"
      << "    uint64_t timeStamp = NnopbaseMsprofSysTime();\n"
      << "    static NnopbaseDfxId dfxId = {0x60000, __func__, false};\n"
      << "    uint64_t inContWorkspaceSize = 0U;\n    aclOpExecutor *aclInExecutor = nullptr;\n"
      << "    void *inWorkspace = nullptr;\n"
      << "    NnopbaseGetUnContExecutor(executor, &aclInExecutor, &inContWorkspaceSize);\n"
      << "    if (workspaceSize < inContWorkspaceSize) {\n"
      << "        const std::string value = std::to_string(workspaceSize);\n"
      << "        const std::string requiredSize = std::to_string(inContWorkspaceSize);\n"
      << "        const std::string reason = std::string(\"The passed workspace size \") + value +\n"
      << "            \" does not meet the minimum workspace size \" + requiredSize +\n"
      << "            \" actually required by the AutoContiguous API\";\n"
      << "        const std::vector<const char*> msgKey = {\"value\", \"paraName\", \"reason\"};\n"
      << "        const std::vector<const char*> msgValue = {value.c_str(), \"workspaceSize\", reason.c_str()};\n"
      << "        REPORT_PREDEFINED_ERR_MSG(NNOPBASE_INVALID_ARGUMENT, msgKey, msgValue);\n"
      << "        return ACLNN_ERR_PARAM_INVALID;\n    }\n"
      << "    workspaceSize -= inContWorkspaceSize;\n"
      // CANN's text forms workspace + workspaceSize unconditionally; with a null workspace that
      // is pointer arithmetic on null (undefined behaviour), so the sim forms it only when used.
      << "    if (aclInExecutor != nullptr) {\n"
      << "        inWorkspace = (char *)workspace + workspaceSize;\n"
      << "        static AclnnFunc aclnnContiguous = (AclnnFunc)NnopbaseGetApiFunc(\"aclnnContiguous\");\n"
      << "        NNOPBASE_ASSERT_NOTNULL_RETVAL(aclnnContiguous);\n"
      << "        NNOPBASE_ASSERT_OK_RETVAL(aclnnContiguous(inWorkspace, inContWorkspaceSize, aclInExecutor, "
         "stream));\n    }\n"
      << "    NNOPBASE_ASSERT_OK_RETVAL(NnopbaseRunWithWorkspace(executor, stream, workspace, workspaceSize));\n"
      << "    NnopbaseReportApiInfo(timeStamp, dfxId);\n    return ACLNN_SUCCESS;\n}\n\n"
      << "#ifdef __cplusplus\n}\n#endif\n";
    out->source = s.str();
    return true;
}

} // namespace ascsim::opbuild
