// ge::graphStatus and its codes (sim stand-in).
// Values follow CANN's graph/error_codes.h (included by graph/ge_error_codes.h)
// (reference: hicann/metadef inc/external/graph/error_codes.h).
#ifndef ASCSIM_GRAPH_GE_ERROR_CODES_H_
#define ASCSIM_GRAPH_GE_ERROR_CODES_H_

#include <cstddef>
#include <cstdint>

#ifndef GE_FUNC_VISIBILITY
#define GE_FUNC_VISIBILITY __attribute__((visibility("default")))
#endif
#ifndef GE_FUNC_HOST_VISIBILITY
#define GE_FUNC_HOST_VISIBILITY
#endif
#ifndef GE_FUNC_DEV_VISIBILITY
#define GE_FUNC_DEV_VISIBILITY
#endif
#ifndef ATTRIBUTED_DEPRECATED
#define ATTRIBUTED_DEPRECATED(replacement) __attribute__((deprecated("Please use " #replacement " instead.")))
#endif

namespace ge {
using graphStatus = uint32_t;
constexpr graphStatus GRAPH_SUCCESS = 0U;
constexpr graphStatus GRAPH_FAILED = 0xFFFFFFFFU;
constexpr graphStatus GRAPH_NOT_CHANGED = 1343242304U;
constexpr graphStatus GRAPH_PARAM_INVALID = 50331649U;
constexpr graphStatus GRAPH_NODE_WITHOUT_CONST_INPUT = 50331648U;
constexpr graphStatus GRAPH_NODE_NEED_REPASS = 50331647U;
constexpr graphStatus GRAPH_INVALID_IR_DEF = 50331646U;
constexpr graphStatus OP_WITHOUT_IR_DATATYPE_INFER_RULE = 50331645U;
constexpr graphStatus GRAPH_PARAM_OUT_OF_RANGE = 50331644U;
constexpr graphStatus GRAPH_MEM_OPERATE_FAILED = 50331539U;
constexpr graphStatus GRAPH_NULL_PTR = 50331538U;
constexpr graphStatus GRAPH_MEMCPY_FAILED = 50331537U;
constexpr graphStatus GRAPH_MEMSET_FAILED = 50331536U;
constexpr graphStatus GRAPH_MATH_CAL_FAILED = 50331429U;
constexpr graphStatus GRAPH_ADD_OVERFLOW = 50331428U;
constexpr graphStatus GRAPH_MUL_OVERFLOW = 50331427U;
constexpr graphStatus GRAPH_RoundUp_Overflow = 50331426U;
} // namespace ge

#endif // ASCSIM_GRAPH_GE_ERROR_CODES_H_
