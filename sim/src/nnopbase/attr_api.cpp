// The Nnopbase* attribute entry points generated aclnn code calls, one per OpDef attribute in IR
// order (their declarations: asc-devkit tests/tools/utils/opbuild/aclnn_add_tik2.cpp.txt). The values
// are kept on the executor and reach the op's tiling / infer functions as gert::RuntimeAttrs
// (prepare.cpp); the registry checks each against the attribute's declared type there.
#include <cstring>
#include <string>
#include <vector>

#include "executor.h"
#include "tensor.h"

using namespace ascsim::nnop;

namespace {
constexpr aclnnStatus kOk = 0;
constexpr aclnnStatus kNullptr = 161001;
constexpr aclnnStatus kInvalid = 161002;

// The generated enum NnopbaseAttrDtype (same values; the generated code passes it by value).
enum NnopbaseAttrDtype : unsigned { kNnopbaseBool = 0U, kNnopbaseFloat, kNnopbaseInt, kNnopbaseString };

// A rejected attribute ends the GetWorkspaceSize call (the generated code returns at once), so the
// executor is released here, as the tensor adders do.
aclnnStatus Fail(aclOpExecutor* e, aclnnStatus code, const std::string& message)
{
    const std::string text = e->opType + ": " + message;
    DeleteExecutor(e);
    return Reject(code, text);
}

// The executor of a call adding attribute `index`, or null with *status set.
aclOpExecutor* Target(void* executor, size_t index, const char* api, aclnnStatus* status)
{
    *status = CheckExecutor(executor, api);
    if (*status != kOk) {
        return nullptr;
    }
    auto* e = static_cast<aclOpExecutor*>(executor);
    if (index >= e->attrs.size()) {
        *status = Fail(e, kInvalid,
                       std::string(api) + ": attribute index " + std::to_string(index) + " out of range (the op has " +
                           std::to_string(e->attrs.size()) + ")");
        return nullptr;
    }
    return e;
}

size_t ScalarBytes(unsigned dtype)
{
    return dtype == kNnopbaseBool ? sizeof(bool) : dtype == kNnopbaseFloat ? sizeof(float) : sizeof(int64_t);
}

std::string AttrName(size_t index) { return "attribute " + std::to_string(index); }

template <class T>
T Load(const unsigned char* p)
{
    T v{};
    std::memcpy(&v, p, sizeof(T));
    return v;
}

// A bool is read as its byte (any nonzero byte is true): a malformed caller's byte is never loaded
// as a C++ bool, which would be undefined.
bool LoadBool(const unsigned char* p) { return *p != 0; }

// The value of a scalar attribute of `dtype` (Bool / Float / Int) stored at p.
ascsim::AttrValue LoadScalar(unsigned dtype, const unsigned char* p)
{
    return dtype == kNnopbaseBool  ? ascsim::AttrValue::Bool(LoadBool(p)) :
           dtype == kNnopbaseFloat ? ascsim::AttrValue::Float(Load<float>(p)) :
                                     ascsim::AttrValue::Int(Load<int64_t>(p));
}

// The value of a list attribute: `len` elements of `dtype` back to back from p.
ascsim::AttrValue LoadList(unsigned dtype, const unsigned char* p, size_t len)
{
    std::vector<bool> bools;
    std::vector<float> floats;
    std::vector<int64_t> ints;
    for (size_t i = 0; i < len; ++i, p += ScalarBytes(dtype)) {
        if (dtype == kNnopbaseBool) {
            bools.push_back(LoadBool(p));
        } else if (dtype == kNnopbaseFloat) {
            floats.push_back(Load<float>(p));
        } else {
            ints.push_back(Load<int64_t>(p));
        }
    }
    return dtype == kNnopbaseBool  ? ascsim::AttrValue::ListBool(std::move(bools)) :
           dtype == kNnopbaseFloat ? ascsim::AttrValue::ListFloat(std::move(floats)) :
                                     ascsim::AttrValue::ListInt(std::move(ints));
}

template <class Array>
aclnnStatus AddArray(void* executor, const Array* array, size_t index, const char* api,
                     ascsim::AttrValue (*make)(const Array&))
{
    aclnnStatus status = kOk;
    aclOpExecutor* e = Target(executor, index, api, &status);
    if (e == nullptr) {
        return status;
    }
    if (array == nullptr) {
        return Fail(e, kNullptr, std::string(api) + ": " + AttrName(index) + " is null");
    }
    e->attrs[index] = make(*array);
    return kOk;
}
} // namespace

extern "C" {

aclnnStatus NnopbaseAddAttrWithDtype(void* executor, void* attrAddr, size_t attrLen, const size_t index,
                                     const NnopbaseAttrDtype dtype)
{
    static const char* const api = "NnopbaseAddAttrWithDtype";
    aclnnStatus status = kOk;
    aclOpExecutor* e = Target(executor, index, api, &status);
    if (e == nullptr) {
        return status;
    }
    if (attrAddr == nullptr) {
        return Fail(e, kNullptr, std::string(api) + ": " + AttrName(index) + " is null");
    }
    if (dtype == kNnopbaseString) {
        const char* text = static_cast<const char*>(attrAddr);
        if (attrLen == 0 || text[attrLen - 1] != '\0' || std::strlen(text) + 1 != attrLen) {
            return Fail(e, kInvalid,
                        std::string(api) + ": " + AttrName(index) + ": a string of " + std::to_string(attrLen) +
                            " bytes must end at its first NUL");
        }
        e->attrs[index] = ascsim::AttrValue::Str(text);
        return kOk;
    }
    if (dtype > kNnopbaseString || attrLen != ScalarBytes(dtype)) {
        return Fail(e, kInvalid,
                    std::string(api) + ": " + AttrName(index) + ": data type " +
                        std::to_string(static_cast<unsigned>(dtype)) + " with " + std::to_string(attrLen) + " bytes");
    }
    e->attrs[index] = LoadScalar(dtype, static_cast<const unsigned char*>(attrAddr));
    return kOk;
}

aclnnStatus NnopbaseAddIntArrayAttr(void* executor, const aclIntArray* array, const size_t index)
{
    return AddArray<aclIntArray>(executor, array, index, "NnopbaseAddIntArrayAttr",
                                 [](const aclIntArray& a) { return ascsim::AttrValue::ListInt(a.values); });
}

aclnnStatus NnopbaseAddFloatArrayAttr(void* executor, const aclFloatArray* array, const size_t index)
{
    return AddArray<aclFloatArray>(executor, array, index, "NnopbaseAddFloatArrayAttr",
                                   [](const aclFloatArray& a) { return ascsim::AttrValue::ListFloat(a.values); });
}

aclnnStatus NnopbaseAddBoolArrayAttr(void* executor, const aclBoolArray* array, const size_t index)
{
    return AddArray<aclBoolArray>(executor, array, index, "NnopbaseAddBoolArrayAttr",
                                  [](const aclBoolArray& a) { return ascsim::AttrValue::ListBool(a.values); });
}

// A list default of the generated code: `len` elements of `elementSize` bytes at `array`.
aclnnStatus NnopbaseAddArrayAttrWithDtype(void* executor, void* array, const size_t len, const size_t elementSize,
                                          const size_t index, const NnopbaseAttrDtype dtype)
{
    static const char* const api = "NnopbaseAddArrayAttrWithDtype";
    aclnnStatus status = kOk;
    aclOpExecutor* e = Target(executor, index, api, &status);
    if (e == nullptr) {
        return status;
    }
    if (dtype >= kNnopbaseString || elementSize != ScalarBytes(dtype)) {
        return Fail(e, kInvalid,
                    std::string(api) + ": " + AttrName(index) + ": a list of data type " +
                        std::to_string(static_cast<unsigned>(dtype)) + " with " + std::to_string(elementSize) +
                        "-byte elements");
    }
    if (array == nullptr && len != 0) {
        return Fail(e, kNullptr, std::string(api) + ": " + AttrName(index) + " is null");
    }
    e->attrs[index] = LoadList(dtype, static_cast<const unsigned char*>(array), len);
    return kOk;
}

} // extern "C"
