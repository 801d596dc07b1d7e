// OP_ADD (sim stand-in) — 原型注册接口（OP_ADD）.md: registers the prototype class opType (a subclass of
// ops::OpDef constructed from its type name). Unlike CANN, which compiles op_host sources separately for
// the proto/tiling/aclnn libraries (OP_PROTO_LIB / OP_TILING_LIB), the sim compiles them once: OP_ADD only
// records the class; the OpDef's SetInferShape/SetInferDataType/AICore().SetTiling functions are picked
// up when the sim first instantiates it (ascsim::ListRegisteredOps / Run*).
// Also brings in everything an op_host source expects from this header in CANN (contexts, impl registry,
// PlatformAscendC).
#ifndef ASCSIM_REGISTER_OP_DEF_REGISTRY_H_
#define ASCSIM_REGISTER_OP_DEF_REGISTRY_H_

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "platform/platform_infos_def.h"
#include "register/op_def.h"
#include "register/op_def_factory.h"
#include "register/op_impl_registry.h"
#include "tiling/platform/platform_ascendc.h"

#define OP_ADD(opType, ...)                                                        \
    static int VAR_UNUSED g_##opType##_added = ::ops::OpDefFactory::OpDefRegister( \
        #opType, [](const char* ascsim_op_name) -> ::ops::OpDef { return opType(ascsim_op_name); })

#endif // ASCSIM_REGISTER_OP_DEF_REGISTRY_H_
