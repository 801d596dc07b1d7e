#include "aclnn_attr_codegen.h"

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <limits>
#include <sstream>

namespace ascsim::opbuild {

namespace {

bool IsList(AttrKind k) { return k == AttrKind::kListBool || k == AttrKind::kListFloat || k == AttrKind::kListInt; }

// A caller's null takes the default only for pointer parameters: lists and strings.
bool TakesDefaultForNull(const OpAttrInfo& a) { return !a.required && (IsList(a.kind) || a.kind == AttrKind::kString); }

const char* NnopbaseDtype(AttrKind k)
{
    switch (k) {
        case AttrKind::kBool:
        case AttrKind::kListBool:
            return "kNnopbaseBool";
        case AttrKind::kFloat:
        case AttrKind::kListFloat:
            return "kNnopbaseFloat";
        case AttrKind::kInt:
        case AttrKind::kListInt:
            return "kNnopbaseInt";
        default:
            return "kNnopbaseString";
    }
}

// The element type as nnopbase stores it (a Float attribute is a float, not the API's double).
const char* StoredType(AttrKind k)
{
    switch (k) {
        case AttrKind::kBool:
        case AttrKind::kListBool:
            return "bool";
        case AttrKind::kFloat:
        case AttrKind::kListFloat:
            return "float";
        default:
            return "int64_t";
    }
}

std::string FloatLiteral(float v)
{
    if (std::isnan(v)) {
        return "__builtin_nanf(\"\")";
    }
    if (std::isinf(v)) {
        return v > 0 ? "__builtin_huge_valf()" : "-__builtin_huge_valf()";
    }
    char buf[48];
    std::snprintf(buf, sizeof(buf), "%.9g", static_cast<double>(v));
    std::string text = buf;
    if (text.find_first_of(".e") == std::string::npos) {
        text += ".0";
    }
    return text + "f";
}

std::string IntLiteral(int64_t v)
{
    if (v == std::numeric_limits<int64_t>::min()) {
        return "(-9223372036854775807LL - 1)"; // the minimum has no literal of its own
    }
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%" PRId64 "LL", v);
    return buf;
}

std::string StringLiteral(const std::string& v)
{
    std::string out = "\"";
    for (unsigned char c : v) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c < 0x20 || c >= 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof(buf), "\\%03o", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

// "{1LL, 2LL}" for the default of a list attribute; its element count in *count.
std::string ListInitialiser(const AttrValue& v, AttrKind kind, size_t* count)
{
    std::ostringstream os;
    os << "{";
    if (kind == AttrKind::kListBool) {
        for (size_t i = 0; i < v.listBool.size(); ++i) {
            os << (i ? ", " : "") << (v.listBool[i] ? "true" : "false");
        }
        *count = v.listBool.size();
    } else if (kind == AttrKind::kListFloat) {
        for (size_t i = 0; i < v.listFloat.size(); ++i) {
            os << (i ? ", " : "") << FloatLiteral(v.listFloat[i]);
        }
        *count = v.listFloat.size();
    } else {
        for (size_t i = 0; i < v.listInt.size(); ++i) {
            os << (i ? ", " : "") << IntLiteral(v.listInt[i]);
        }
        *count = v.listInt.size();
    }
    os << "}";
    return os.str();
}

const char* ArrayAdder(AttrKind k)
{
    return k == AttrKind::kListBool  ? "NnopbaseAddBoolArrayAttr" :
           k == AttrKind::kListFloat ? "NnopbaseAddFloatArrayAttr" :
                                       "NnopbaseAddIntArrayAttr";
}

// The call that hands the caller's (non-null) value of attribute `index` to the executor.
void EmitGiven(std::ostream& s, const OpAttrInfo& a, size_t index, const std::string& indent)
{
    const std::string p = AttrParamName(a);
    s << indent << "NNOPBASE_ASSERT_OK_RETVAL(";
    if (IsList(a.kind)) {
        s << ArrayAdder(a.kind) << "(*executor, " << p << ", " << index << "));\n";
    } else if (a.kind == AttrKind::kString) {
        s << "NnopbaseAddAttrWithDtype(*executor, static_cast<void*>(" << p << "), strlen(" << p << ") + 1, " << index
          << ", kNnopbaseString));\n";
    } else {
        s << "NnopbaseAddAttrWithDtype(*executor, static_cast<void*>(&" << p << "), sizeof(" << StoredType(a.kind)
          << "), " << index << ", " << NnopbaseDtype(a.kind) << "));\n";
    }
}

// The OpDef default of an OPTIONAL list or string attribute whose parameter is null.
void EmitDefault(std::ostream& s, const OpAttrInfo& a, size_t index, const std::string& indent)
{
    const std::string def = AttrParamName(a) + "Def";
    if (a.kind == AttrKind::kString) {
        s << indent << "static const char *" << def << " = " << StringLiteral(a.defaultValue.s) << ";\n"
          << indent
          << "NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddAttrWithDtype(*executor, static_cast<void*>(const_cast<char *>("
          << def << ")), strlen(" << def << ") + 1, " << index << ", kNnopbaseString));\n";
        return;
    }
    size_t count = 0;
    const std::string init = ListInitialiser(a.defaultValue, a.kind, &count);
    if (count == 0) { // an empty default: C++ has no zero-length array
        s << indent << "NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddArrayAttrWithDtype(*executor, nullptr, 0, sizeof("
          << StoredType(a.kind) << "), " << index << ", " << NnopbaseDtype(a.kind) << "));\n";
        return;
    }
    s << indent << "static " << StoredType(a.kind) << " " << def << "[] = " << init << ";\n"
      << indent << "static size_t " << AttrParamName(a) << "Len = " << count << ";\n"
      << indent << "NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddArrayAttrWithDtype(*executor, static_cast<void*>(" << def
      << "), " << AttrParamName(a) << "Len, sizeof(" << StoredType(a.kind) << "), " << index << ", "
      << NnopbaseDtype(a.kind) << "));\n";
}

} // namespace

bool CheckAttrs(const OpDefInfo& op, std::string* error)
{
    for (const auto& a : op.attrs) {
        const std::string where = op.opType + ": attribute " + a.name + ": ";
        if (a.kind == AttrKind::kNone) {
            *error = where + "no data type (call Bool/Float/Int/String/List*)";
            return false;
        }
        if (a.kind == AttrKind::kListListInt || a.kind == AttrKind::kListString) {
            *error = where + "ListListInt and ListString attributes are not supported by the simulator's opbuild";
            return false;
        }
        if (a.version != 0) {
            // OpAttrDef.md, Version: the versioned APIs (aclnn<Op>V<n>) opbuild adds are not generated.
            *error = where + "Version(" + std::to_string(a.version) +
                     "): versioned aclnn APIs are not generated by the simulator's opbuild";
            return false;
        }
        if (!a.required && !a.hasDefault) {
            // OpAttrDef.md: 属性类型设置为OPTIONAL时必须调用该类接口设置默认值.
            *error = where + "an OPTIONAL attribute must set a default value (OpAttrDef: Bool(value), Int(value), ...)";
            return false;
        }
    }
    return true;
}

std::string AttrParamName(const OpAttrInfo& a) { return TakesDefaultForNull(a) ? a.name + "Optional" : a.name; }

std::string AttrParamDecl(const OpAttrInfo& a)
{
    const std::string p = AttrParamName(a);
    switch (a.kind) {
        case AttrKind::kBool:
            return "bool " + p;
        case AttrKind::kFloat:
            return "double " + p;
        case AttrKind::kInt:
            return "int64_t " + p;
        case AttrKind::kString:
            return "char *" + p;
        case AttrKind::kListBool:
            return "const aclBoolArray *" + p;
        case AttrKind::kListFloat:
            return "const aclFloatArray *" + p;
        default:
            return "const aclIntArray *" + p;
    }
}

std::string AttrDescList(const OpDefInfo& op)
{
    std::string list;
    for (size_t i = 0; i < op.attrs.size(); ++i) {
        list += (i ? ", " : "") + std::string(op.attrs[i].required ? "1" : "0");
    }
    return list;
}

std::string AttrDeclarations()
{
    return "enum NnopbaseAttrDtype {\n    kNnopbaseBool = 0U,\n    kNnopbaseFloat,\n    kNnopbaseInt,\n"
           "    kNnopbaseString,\n    kNnopbaseAttrEnd\n};\n"
           "extern aclnnStatus NnopbaseAddAttrWithDtype(void *executor, void *attrAddr, size_t attrLen, const size_t "
           "index, const NnopbaseAttrDtype dtype);\n"
           "extern aclnnStatus NnopbaseAddIntArrayAttr(void *executor, const aclIntArray* array, const size_t index);\n"
           "extern aclnnStatus NnopbaseAddFloatArrayAttr(void *executor, const aclFloatArray* array, const size_t "
           "index);\n"
           "extern aclnnStatus NnopbaseAddBoolArrayAttr(void *executor, const aclBoolArray* array, const size_t "
           "index);\n"
           "extern aclnnStatus NnopbaseAddArrayAttrWithDtype(void *executor, void *array, const size_t len, const "
           "size_t elementSize, const size_t index, const NnopbaseAttrDtype dtype);\n";
}

void EmitAddAttrs(std::ostream& s, const OpDefInfo& op)
{
    for (size_t i = 0; i < op.attrs.size(); ++i) {
        const OpAttrInfo& a = op.attrs[i];
        const std::string p = AttrParamName(a);
        if (a.kind == AttrKind::kFloat) { // the API's double, stored as the attribute's float
            s << "    float tmp" << i << " = static_cast<float>(" << p << ");\n"
              << "    NNOPBASE_ASSERT_OK_RETVAL(NnopbaseAddAttrWithDtype(*executor, static_cast<void*>(&tmp" << i
              << "), sizeof(float), " << i << ", kNnopbaseFloat));\n";
        } else if (TakesDefaultForNull(a)) {
            s << "    if (" << p << ") {\n";
            EmitGiven(s, a, i, "        ");
            s << "    } else {\n";
            EmitDefault(s, a, i, "        ");
            s << "    }\n";
        } else {
            EmitGiven(s, a, i, "    ");
        }
    }
}

void EmitAttrNullChecks(std::ostream& s, const OpDefInfo& op)
{
    for (const auto& a : op.attrs) {
        if (a.required && (IsList(a.kind) || a.kind == AttrKind::kString)) {
            s << "    NNOPBASE_ASSERT_NOTNULL_RETVAL(" << AttrParamName(a) << ");\n";
        }
    }
}

} // namespace ascsim::opbuild
