// Shared helpers of the AsinGrad unit tests: the op's data types and shapes. Only real CANN headers.
#ifndef UT_ASIN_GRAD_COMMON_H
#define UT_ASIN_GRAD_COMMON_H

#include <cstdint>
#include <string>
#include <vector>

#include "exe_graph/runtime/shape.h"
#include "graph/types.h"

namespace ut_asin_grad {

inline const char* kOpType = "AsinGrad";

// The op's data types, in prototype order.
inline const std::vector<ge::DataType>& SupportedTypes()
{
    static const std::vector<ge::DataType> types = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16};
    return types;
}

inline std::string TypeName(ge::DataType dt)
{
    switch (dt) {
        case ge::DT_FLOAT:
            return "float32";
        case ge::DT_FLOAT16:
            return "float16";
        case ge::DT_BF16:
            return "bfloat16";
        default:
            return "dtype" + std::to_string(static_cast<int>(dt));
    }
}

inline gert::Shape MakeShape(const std::vector<int64_t>& dims)
{
    gert::Shape s;
    for (const int64_t d : dims) {
        s.AppendDim(d);
    }
    return s;
}

inline std::string DimsText(const std::vector<int64_t>& dims)
{
    std::string text = "[";
    for (size_t i = 0; i < dims.size(); ++i) {
        text += (i == 0 ? "" : ",") + std::to_string(dims[i]);
    }
    return text + "]";
}

} // namespace ut_asin_grad

#endif // UT_ASIN_GRAD_COMMON_H
