// aclTensor and the other aclnn value objects as libnnopbase keeps them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "aclnn/acl_meta.h"

struct aclTensor {
    std::vector<int64_t> viewShape;
    std::vector<int64_t> strides;  // elements
    int64_t offset = 0;            // elements, from tensorData
    aclDataType dataType = ACL_FLOAT;
    aclFormat format = ACL_FORMAT_ND;
    std::vector<int64_t> storageShape;
    void* data = nullptr;
};

struct aclIntArray {
    std::vector<int64_t> values;
};

struct aclTensorList {
    std::vector<const aclTensor*> tensors;
};

namespace ascsim::nnop {

// Size in bytes of one element of `dt` (the runtime's aclDataTypeSize: 0 for undefined types,
// 1 for the sub-byte ones).
size_t ElementBytes(aclDataType dt);
const char* DataTypeName(aclDataType dt);
const char* FormatName(aclFormat f);
std::string ShapeText(const std::vector<int64_t>& dims);

int64_t ElementCount(const std::vector<int64_t>& dims);
// True when the view is the row-major dense layout of its shape (size-1 dims may have any stride).
bool IsContiguous(const aclTensor& t);
// Byte range [first, last] of storage the view touches, relative to data; false for empty views.
bool ViewExtentBytes(const aclTensor& t, int64_t* firstByte, int64_t* endByte);

}  // namespace ascsim::nnop
