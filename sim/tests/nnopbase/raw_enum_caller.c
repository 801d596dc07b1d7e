/* A C caller passing raw ints in acl enum parameters: legal in C, where an enum is an int, but
 * undefined behaviour to write in C++ (loading an out-of-range enum value), so the hostile-input
 * tests reach the C API through these. */
#include "aclnn/acl_meta.h"

aclTensor* nnoptest_create_tensor_raw_enums(const int64_t* dims, const int64_t* strides, uint64_t rank, int dtype,
                                            int format, void* data)
{
    return aclCreateTensor(dims, rank, dtype, strides, 0, format, dims, rank, data);
}

size_t nnoptest_data_type_size_raw(int dtype)
{
    return aclDataTypeSize(dtype);
}
