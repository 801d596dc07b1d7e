// The C++ type a kernel sees for each data type (ge::DataType / C_DT_* values, graph/types.h):
// what the toolchain substitutes for a DATATYPE template argument or a DTYPE_<NAME> macro.
#pragma once

#include <cstdint>

namespace ascsim::opbuild {

inline const char* KernelTypeName(uint64_t dataType)
{
    switch (dataType) {
        case 0:
            return "float"; // DT_FLOAT
        case 1:
            return "half"; // DT_FLOAT16
        case 2:
            return "int8_t"; // DT_INT8
        case 3:
            return "int32_t"; // DT_INT32
        case 4:
            return "uint8_t"; // DT_UINT8
        case 6:
            return "int16_t"; // DT_INT16
        case 7:
            return "uint16_t"; // DT_UINT16
        case 8:
            return "uint32_t"; // DT_UINT32
        case 9:
            return "int64_t"; // DT_INT64
        case 10:
            return "uint64_t"; // DT_UINT64
        case 11:
            return "double"; // DT_DOUBLE
        case 12:
            return "bool"; // DT_BOOL
        case 27:
            return "bfloat16_t"; // DT_BF16
        default:
            return nullptr;
    }
}

} // namespace ascsim::opbuild
