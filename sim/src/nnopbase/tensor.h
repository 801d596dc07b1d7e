// aclTensor and the other aclnn value objects as libnnopbase keeps them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "aclnn/acl_meta.h"

struct aclTensor {
    std::vector<int64_t> viewShape;
    std::vector<int64_t> strides; // elements
    int64_t offset = 0;           // elements, from tensorData
    // The raw values the caller passed: an out-of-range value is kept as an int (loading it as
    // the C++ enum would be undefined behaviour) and rejected by phase 1.
    int32_t dataType = ACL_FLOAT;
    int32_t format = ACL_FORMAT_ND;
    std::vector<int64_t> storageShape;
    void* data = nullptr;
    uint64_t serial = 0; // unique per aclCreateTensor: a destroyed tensor's reused address is not it
};

struct aclIntArray {
    std::vector<int64_t> values;
};

struct aclFloatArray {
    std::vector<float> values;
};

struct aclBoolArray {
    std::vector<bool> values;
};

struct aclTensorList {
    std::vector<const aclTensor*> tensors;
};

namespace ascsim::nnop {

// Size in bytes of one element of `dt` (the runtime's aclDataTypeSize: 0 for undefined types,
// 1 for the sub-byte ones).
size_t ElementBytes(int32_t dt);
const char* DataTypeName(int32_t dt);
const char* FormatName(int32_t f);
std::string ShapeText(const std::vector<int64_t>& dims);

// Caller input is arbitrary int64: every size below is computed with overflow checks, and an
// overflow is reported, never wrapped.
// Number of elements (0 when any dim is 0, 1 for rank 0); false when it does not fit in int64.
bool CheckedElementCount(const std::vector<int64_t>& dims, int64_t* count);
// For a view phase 1 has validated (CheckedElementCount succeeded).
int64_t ElementCount(const std::vector<int64_t>& dims);
// True when the view is the row-major dense layout of its shape (size-1 dims may have any stride).
bool IsContiguous(const aclTensor& t);

enum class ViewExtent { kEmpty, kOk, kOverflow };
// Byte range [first, end) of storage the view touches, relative to data. kEmpty for views with
// no element (never dereferenced); kOverflow when an offset or extent does not fit in int64.
ViewExtent ViewExtentBytes(const aclTensor& t, int64_t* firstByte, int64_t* endByte);
// True when no two elements of the (non-empty, extent-checked) view share a storage element,
// proven by the stride ordering test; false when overlap is possible (e.g. a stride-0 dim).
bool ViewHasNoInternalOverlap(const aclTensor& t);

// Live-tensor registry: pointer and serial, so a destroyed tensor is detected even when a new
// one reuses its address.
bool IsLiveTensor(const aclTensor* t);
bool IsLiveTensor(const aclTensor* t, uint64_t serial);

} // namespace ascsim::nnop
