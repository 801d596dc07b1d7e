// graph/operator_reg.h: the REG_OP prototype macros of CANN's graph API, simulator version
// (reference: the op_proto.h opbuild generates, asc-devkit tests/tools/utils/opbuild/op_proto.h.txt,
// and the hand-written prototypes of hicann/ops-math op_graph/*_proto.h). A prototype
//   REG_OP(Type).INPUT(x, TensorType(...)).OUTPUT(y, TensorType::ALL()).OP_END_FACTORY_REG(Type)
// defines the class ge::op::Type and registers the input / output / attribute names in declaration
// order with the graph prototype registry of libregister (the order a graph node binds its inputs
// in). Both the generated form (';' after OP_END_FACTORY_REG) and the hand-written one compile.
#ifndef ASCSIM_GRAPH_OPERATOR_REG_H_
#define ASCSIM_GRAPH_OPERATOR_REG_H_

#include <initializer_list>
#include <string>
#include <vector>

#include "graph/types.h"

namespace ge {

class TensorType {
public:
    TensorType() = default;
    TensorType(std::initializer_list<DataType> types) : types_(types) {}
    explicit TensorType(DataType type) : types_{type} {}
    static TensorType ALL() { return TensorType(); } // any data type
    const std::vector<DataType>& Types() const { return types_; }

private:
    std::vector<DataType> types_;
};

enum class OpProtoParamKind { kInput, kOptionalInput, kDynamicInput, kOutput, kDynamicOutput, kAttr, kRequiredAttr };

struct OpProtoParam {
    OpProtoParamKind kind;
    std::string name;
    TensorType types;
};

// The prototype being declared; the REG_OP macros chain its calls.
class OpProtoDef {
public:
    explicit OpProtoDef(const char* type) : type_(type) {}
    OpProtoDef& Param(OpProtoParamKind kind, const char* name, const TensorType& types = TensorType())
    {
        params_.push_back(OpProtoParam{kind, name, types});
        return *this;
    }
    OpProtoDef& End() { return *this; }
    const std::string& Type() const { return type_; }
    const std::vector<OpProtoParam>& Params() const { return params_; }

private:
    std::string type_;
    std::vector<OpProtoParam> params_;
};

// Adds a prototype to the registry (libregister); a second prototype of one type is reported.
class OpProtoRegistrar {
public:
    explicit OpProtoRegistrar(const OpProtoDef& def);
};

class Operator {
public:
    Operator(const char* name, const char* type) : name_(name), type_(type) {}
    const std::string& GetName() const { return name_; }
    const std::string& GetOpType() const { return type_; }

private:
    std::string name_;
    std::string type_;
};

} // namespace ge

#define REG_OP(x)                                                       \
    namespace op {                                                      \
    class x : public ::ge::Operator {                                   \
    public:                                                             \
        explicit x(const char* name = #x) : ::ge::Operator(name, #x) {} \
        static ::ge::OpProtoDef Proto()                                 \
        {                                                               \
            return ::ge::OpProtoDef(#x)
#define INPUT(x, t) Param(::ge::OpProtoParamKind::kInput, #x, t)
#define OPTIONAL_INPUT(x, t) Param(::ge::OpProtoParamKind::kOptionalInput, #x, t)
#define DYNAMIC_INPUT(x, t) Param(::ge::OpProtoParamKind::kDynamicInput, #x, t)
#define OUTPUT(x, t) Param(::ge::OpProtoParamKind::kOutput, #x, t)
#define DYNAMIC_OUTPUT(x, t) Param(::ge::OpProtoParamKind::kDynamicOutput, #x, t)
#define ATTR(x, type, ...) Param(::ge::OpProtoParamKind::kAttr, #x)
#define REQUIRED_ATTR(x, type) Param(::ge::OpProtoParamKind::kRequiredAttr, #x)
// Ends with an empty namespace so that a ';' after it is optional.
#define OP_END_FACTORY_REG(x)                                                  \
    End();                                                                     \
    }                                                                          \
    }                                                                          \
    ;                                                                          \
    }                                                                          \
    static const ::ge::OpProtoRegistrar g_ascsim_op_proto_##x(op::x::Proto()); \
    namespace ascsim_op_proto_end_##x {}

#endif // ASCSIM_GRAPH_OPERATOR_REG_H_
