// aclCreateTensor & co. (aclnn/acl_meta.h).
#include "tensor.h"

#include <limits>
#include <mutex>
#include <set>

#include "ascsim/runtime.h"

namespace ascsim::nnop {

size_t ElementBytes(aclDataType dt) { return aclDataTypeSize(dt); }

const char* DataTypeName(aclDataType dt)
{
    switch (dt) {
        case ACL_FLOAT: return "FLOAT";
        case ACL_FLOAT16: return "FLOAT16";
        case ACL_BF16: return "BFLOAT16";
        case ACL_INT8: return "INT8";
        case ACL_INT16: return "INT16";
        case ACL_INT32: return "INT32";
        case ACL_INT64: return "INT64";
        case ACL_UINT8: return "UINT8";
        case ACL_UINT16: return "UINT16";
        case ACL_UINT32: return "UINT32";
        case ACL_UINT64: return "UINT64";
        case ACL_DOUBLE: return "DOUBLE";
        case ACL_BOOL: return "BOOL";
        case ACL_COMPLEX64: return "COMPLEX64";
        case ACL_COMPLEX128: return "COMPLEX128";
        default: return "UNKNOWN";
    }
}

const char* FormatName(aclFormat f)
{
    switch (f) {
        case ACL_FORMAT_NCHW: return "NCHW";
        case ACL_FORMAT_NHWC: return "NHWC";
        case ACL_FORMAT_ND: return "ND";
        case ACL_FORMAT_NC1HWC0: return "NC1HWC0";
        case ACL_FORMAT_FRACTAL_Z: return "FRACTAL_Z";
        case ACL_FORMAT_FRACTAL_NZ: return "FRACTAL_NZ";
        case ACL_FORMAT_NCDHW: return "NCDHW";
        case ACL_FORMAT_NDHWC: return "NDHWC";
        default: return "OTHER";
    }
}

std::string ShapeText(const std::vector<int64_t>& dims)
{
    std::string s = "[";
    for (size_t i = 0; i < dims.size(); ++i) {
        s += (i ? "," : "") + std::to_string(dims[i]);
    }
    return s + "]";
}

int64_t ElementCount(const std::vector<int64_t>& dims)
{
    int64_t n = 1;
    for (int64_t d : dims) {
        n *= d;
    }
    return n;
}

bool IsContiguous(const aclTensor& t)
{
    int64_t expected = 1;
    for (size_t i = t.viewShape.size(); i-- > 0;) {
        if (t.viewShape[i] != 1 && t.strides[i] != expected) {
            return false;
        }
        expected *= t.viewShape[i];
    }
    return true;
}

bool ViewExtentBytes(const aclTensor& t, int64_t* firstByte, int64_t* endByte)
{
    if (ElementCount(t.viewShape) == 0) {
        return false;
    }
    int64_t lo = t.offset;
    int64_t hi = t.offset;
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        const int64_t span = (t.viewShape[i] - 1) * t.strides[i];
        (span < 0 ? lo : hi) += span;
    }
    const auto eb = static_cast<int64_t>(ElementBytes(t.dataType));
    *firstByte = lo * eb;
    *endByte = (hi + 1) * eb;
    return true;
}

namespace {
std::mutex g_mutex;
std::set<const aclTensor*> g_live;  // so a bad or double destroy is an error, not a crash

bool Register(const aclTensor* t)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_live.insert(t).second;
}
}  // namespace

bool IsLiveTensor(const aclTensor* t)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_live.count(t) != 0;
}

}  // namespace ascsim::nnop

using namespace ascsim::nnop;

extern "C" {

aclTensor* aclCreateTensor(const int64_t* viewDims, uint64_t viewDimsNum, aclDataType dataType, const int64_t* stride,
                           int64_t offset, aclFormat format, const int64_t* storageDims, uint64_t storageDimsNum,
                           void* tensorData)
{
    auto fail = [](const std::string& why) -> aclTensor* {
        ascsim::rt::ReportError("aclCreateTensor: " + why);
        return nullptr;
    };
    if ((viewDimsNum > 0 && viewDims == nullptr) || (viewDimsNum > 0 && stride == nullptr) ||
        (storageDimsNum > 0 && storageDims == nullptr)) {
        return fail("viewDims, stride and storageDims must not be null when their length is non-zero");
    }
    if (viewDimsNum > 64 || storageDimsNum > 64) {
        return fail("more than 64 dimensions");
    }
    if (offset < 0) {
        return fail("offset " + std::to_string(offset) + " is negative");
    }
    auto* t = new aclTensor;
    t->viewShape.assign(viewDims, viewDims + viewDimsNum);
    t->strides.assign(stride, stride + viewDimsNum);
    t->storageShape.assign(storageDims, storageDims + storageDimsNum);
    t->offset = offset;
    t->dataType = dataType;
    t->format = format;
    t->data = tensorData;
    for (int64_t d : t->viewShape) {
        if (d < 0) {
            delete t;
            return fail("view dimension " + std::to_string(d) + " is negative");
        }
    }
    for (int64_t d : t->storageShape) {
        if (d < 0) {
            delete t;
            return fail("storage dimension " + std::to_string(d) + " is negative");
        }
    }
    Register(t);
    return t;
}

aclnnStatus aclDestroyTensor(const aclTensor* tensor)
{
    if (tensor == nullptr) {
        return 0;
    }
    {
        std::lock_guard<std::mutex> lock(g_mutex);
        if (g_live.erase(tensor) == 0) {
            ascsim::rt::ReportError("aclDestroyTensor: not a live aclTensor (destroyed twice?)");
            return 161002;
        }
    }
    delete tensor;
    return 0;
}

aclIntArray* aclCreateIntArray(const int64_t* value, uint64_t size)
{
    if (size > 0 && value == nullptr) {
        ascsim::rt::ReportError("aclCreateIntArray: value is null");
        return nullptr;
    }
    auto* a = new aclIntArray;
    a->values.assign(value, value + size);
    return a;
}

aclnnStatus aclDestroyIntArray(const aclIntArray* array)
{
    delete array;
    return 0;
}

aclTensorList* aclCreateTensorList(const aclTensor* const* value, uint64_t size)
{
    if (size > 0 && value == nullptr) {
        ascsim::rt::ReportError("aclCreateTensorList: value is null");
        return nullptr;
    }
    auto* l = new aclTensorList;
    l->tensors.assign(value, value + size);
    return l;
}

aclnnStatus aclDestroyTensorList(const aclTensorList* array)
{
    delete array;
    return 0;
}

// The getters on a destroyed (or never created) tensor: an error code, not a read of freed
// memory.
static aclnnStatus CheckGetter(const aclTensor* tensor, const char* api)
{
    if (tensor == nullptr) {
        ascsim::rt::ReportError(std::string(api) + ": tensor is null");
        return 161001;
    }
    if (!IsLiveTensor(tensor)) {
        ascsim::rt::ReportError(std::string(api) + ": not a live aclTensor (destroyed?)");
        return 161002;
    }
    return 0;
}

static aclnnStatus CopyDims(const std::vector<int64_t>& src, int64_t** out, uint64_t* num, const char* api)
{
    if (out == nullptr || num == nullptr) {
        ascsim::rt::ReportError(std::string(api) + ": output pointer is null");
        return 161001;
    }
    *num = src.size();
    *out = new int64_t[src.empty() ? 1 : src.size()];
    for (size_t i = 0; i < src.size(); ++i) {
        (*out)[i] = src[i];
    }
    return 0;
}

aclnnStatus aclGetViewShape(const aclTensor* tensor, int64_t** viewDims, uint64_t* viewDimsNum)
{
    if (aclnnStatus s = CheckGetter(tensor, "aclGetViewShape"); s != 0) {
        return s;
    }
    return CopyDims(tensor->viewShape, viewDims, viewDimsNum, "aclGetViewShape");
}

aclnnStatus aclGetStorageShape(const aclTensor* tensor, int64_t** storageDims, uint64_t* storageDimsNum)
{
    if (aclnnStatus s = CheckGetter(tensor, "aclGetStorageShape"); s != 0) {
        return s;
    }
    return CopyDims(tensor->storageShape, storageDims, storageDimsNum, "aclGetStorageShape");
}

aclnnStatus aclGetViewStrides(const aclTensor* tensor, int64_t** stridesValue, uint64_t* stridesNum)
{
    if (aclnnStatus s = CheckGetter(tensor, "aclGetViewStrides"); s != 0) {
        return s;
    }
    return CopyDims(tensor->strides, stridesValue, stridesNum, "aclGetViewStrides");
}

aclnnStatus aclGetViewOffset(const aclTensor* tensor, int64_t* offset)
{
    if (aclnnStatus s = CheckGetter(tensor, "aclGetViewOffset"); s != 0) {
        return s;
    }
    if (offset == nullptr) {
        ascsim::rt::ReportError("aclGetViewOffset: output pointer is null");
        return 161001;
    }
    *offset = tensor->offset;
    return 0;
}

aclnnStatus aclGetFormat(const aclTensor* tensor, aclFormat* format)
{
    if (aclnnStatus s = CheckGetter(tensor, "aclGetFormat"); s != 0) {
        return s;
    }
    if (format == nullptr) {
        ascsim::rt::ReportError("aclGetFormat: output pointer is null");
        return 161001;
    }
    *format = tensor->format;
    return 0;
}

aclnnStatus aclGetDataType(const aclTensor* tensor, aclDataType* dataType)
{
    if (aclnnStatus s = CheckGetter(tensor, "aclGetDataType"); s != 0) {
        return s;
    }
    if (dataType == nullptr) {
        ascsim::rt::ReportError("aclGetDataType: output pointer is null");
        return 161001;
    }
    *dataType = tensor->dataType;
    return 0;
}

}  // extern "C"
