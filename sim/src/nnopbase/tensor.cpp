// aclCreateTensor & co. (aclnn/acl_meta.h).
#include "tensor.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <limits>
#include <mutex>
#include <set>

#include "ascsim/runtime.h"

namespace ascsim::nnop {

size_t ElementBytes(int32_t dt)
{
    // Only declared enumerators reach aclDataTypeSize (whose parameter is the enum).
    return dt >= ACL_FLOAT && dt <= ACL_FLOAT4_E1M2 ? aclDataTypeSize(static_cast<aclDataType>(dt)) : 0;
}

const char* DataTypeName(int32_t dt)
{
    switch (dt) {
        case ACL_FLOAT:
            return "FLOAT";
        case ACL_FLOAT16:
            return "FLOAT16";
        case ACL_BF16:
            return "BFLOAT16";
        case ACL_INT8:
            return "INT8";
        case ACL_INT16:
            return "INT16";
        case ACL_INT32:
            return "INT32";
        case ACL_INT64:
            return "INT64";
        case ACL_UINT8:
            return "UINT8";
        case ACL_UINT16:
            return "UINT16";
        case ACL_UINT32:
            return "UINT32";
        case ACL_UINT64:
            return "UINT64";
        case ACL_DOUBLE:
            return "DOUBLE";
        case ACL_BOOL:
            return "BOOL";
        case ACL_COMPLEX64:
            return "COMPLEX64";
        case ACL_COMPLEX128:
            return "COMPLEX128";
        default:
            return "UNKNOWN";
    }
}

const char* FormatName(int32_t f)
{
    switch (f) {
        case ACL_FORMAT_NCHW:
            return "NCHW";
        case ACL_FORMAT_NHWC:
            return "NHWC";
        case ACL_FORMAT_ND:
            return "ND";
        case ACL_FORMAT_NC1HWC0:
            return "NC1HWC0";
        case ACL_FORMAT_FRACTAL_Z:
            return "FRACTAL_Z";
        case ACL_FORMAT_FRACTAL_NZ:
            return "FRACTAL_NZ";
        case ACL_FORMAT_NCDHW:
            return "NCDHW";
        case ACL_FORMAT_NDHWC:
            return "NDHWC";
        default:
            return "OTHER";
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

bool CheckedElementCount(const std::vector<int64_t>& dims, int64_t* count)
{
    for (int64_t d : dims) {
        if (d == 0) { // [2^62, 2^62, 0] is empty, not an overflow
            *count = 0;
            return true;
        }
    }
    int64_t n = 1;
    for (int64_t d : dims) {
        if (d < 0 || __builtin_mul_overflow(n, d, &n)) {
            return false;
        }
    }
    *count = n;
    return true;
}

int64_t ElementCount(const std::vector<int64_t>& dims)
{
    int64_t n = 0;
    return CheckedElementCount(dims, &n) ? n : -1;
}

bool IsContiguous(const aclTensor& t)
{
    int64_t expected = 1;
    for (size_t i = t.viewShape.size(); i-- > 0;) {
        if (t.viewShape[i] != 1 && t.strides[i] != expected) {
            return false;
        }
        if (__builtin_mul_overflow(expected, t.viewShape[i], &expected)) {
            return false;
        }
    }
    return true;
}

ViewExtent ViewExtentBytes(const aclTensor& t, int64_t* firstByte, int64_t* endByte)
{
    int64_t count = 0;
    if (!CheckedElementCount(t.viewShape, &count)) {
        return ViewExtent::kOverflow;
    }
    if (count == 0) {
        return ViewExtent::kEmpty;
    }
    int64_t lo = t.offset;
    int64_t hi = t.offset;
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        int64_t span = 0;
        if (__builtin_mul_overflow(t.viewShape[i] - 1, t.strides[i], &span) ||
            __builtin_add_overflow(span < 0 ? lo : hi, span, span < 0 ? &lo : &hi)) {
            return ViewExtent::kOverflow;
        }
    }
    const auto eb = static_cast<int64_t>(ElementBytes(t.dataType));
    if (__builtin_mul_overflow(lo, eb, firstByte) || __builtin_add_overflow(hi, 1, &hi) ||
        __builtin_mul_overflow(hi, eb, endByte)) {
        return ViewExtent::kOverflow;
    }
    return ViewExtent::kOk;
}

bool ViewHasNoInternalOverlap(const aclTensor& t)
{
    // Dims of size > 1 ordered by |stride|: each stride must step over the whole extent of the
    // smaller ones. Sufficient, not necessary: an interleaving this cannot prove disjoint counts
    // as overlapping (the stricter answer for an output).
    std::vector<std::pair<int64_t, int64_t>> dims; // (|stride|, size)
    for (size_t i = 0; i < t.viewShape.size(); ++i) {
        if (t.viewShape[i] > 1) {
            dims.emplace_back(t.strides[i] < 0 ? -t.strides[i] : t.strides[i], t.viewShape[i]);
        }
    }
    std::sort(dims.begin(), dims.end());
    int64_t extent = 0; // elements spanned by the smaller dims, minus one
    for (const auto& [stride, size] : dims) {
        if (stride <= extent) {
            return false;
        }
        extent += (size - 1) * stride; // bounded by the view extent phase 1 has checked
    }
    return true;
}

namespace {
std::mutex g_mutex;
std::set<const aclTensor*> g_live; // so a bad or double destroy is an error, not a crash
std::atomic<uint64_t> g_nextSerial{1};

bool Register(aclTensor* t)
{
    t->serial = g_nextSerial.fetch_add(1);
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_live.insert(t).second;
}
} // namespace

bool IsLiveTensor(const aclTensor* t)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_live.count(t) != 0;
}

bool IsLiveTensor(const aclTensor* t, uint64_t serial)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_live.count(t) != 0 && t->serial == serial;
}

} // namespace ascsim::nnop

using namespace ascsim::nnop;

namespace {
// aclCreateIntArray / FloatArray / BoolArray: a copy of `size` values; null values only when empty.
template <class Array, class T>
Array* CreateArray(const T* value, uint64_t size, const char* api)
{
    if (size > 0 && value == nullptr) {
        ascsim::rt::ReportError(std::string(api) + ": value is null");
        return nullptr;
    }
    auto* a = new Array;
    a->values.assign(value, value + size);
    return a;
}
} // namespace

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
    // Copied bytewise: the caller may pass any int in these enum parameters.
    static_assert(sizeof(dataType) == sizeof(t->dataType) && sizeof(format) == sizeof(t->format));
    std::memcpy(&t->dataType, &dataType, sizeof(t->dataType));
    std::memcpy(&t->format, &format, sizeof(t->format));
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
    return CreateArray<aclIntArray>(value, size, "aclCreateIntArray");
}

aclnnStatus aclDestroyIntArray(const aclIntArray* array)
{
    delete array;
    return 0;
}

aclFloatArray* aclCreateFloatArray(const float* value, uint64_t size)
{
    return CreateArray<aclFloatArray>(value, size, "aclCreateFloatArray");
}

aclnnStatus aclDestroyFloatArray(const aclFloatArray* array)
{
    delete array;
    return 0;
}

aclBoolArray* aclCreateBoolArray(const bool* value, uint64_t size)
{
    return CreateArray<aclBoolArray>(value, size, "aclCreateBoolArray");
}

aclnnStatus aclDestroyBoolArray(const aclBoolArray* array)
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
    *format = static_cast<aclFormat>(tensor->format);
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
    *dataType = static_cast<aclDataType>(tensor->dataType);
    return 0;
}

} // extern "C"
