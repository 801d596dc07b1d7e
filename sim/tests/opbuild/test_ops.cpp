// Prototypes the generator tests feed to GenerateAclnn (OpDef + OP_ADD, as in an op_host file).
#include "register/op_def_registry.h"

namespace ops {
// The golden op: a required and an OPTIONAL input, one output, two dtype columns; configured for
// two SoCs, of which the golden build selects one.
class SimBiasAdd : public OpDef {
public:
    explicit SimBiasAdd(const char* name) : OpDef(name)
    {
        this->Input("x")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT, ge::DT_FLOAT16})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->Input("bias")
            .ParamType(OPTIONAL)
            .DataType({ge::DT_FLOAT, ge::DT_FLOAT16})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->Output("y")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT, ge::DT_FLOAT16})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
        this->AICore().AddConfig("ascend910b");
    }
};
OP_ADD(SimBiasAdd);

// Output named "out": kept as is.
class SimOutName : public OpDef {
public:
    explicit SimOutName(const char* name) : OpDef(name)
    {
        this->Input("self").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("out").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimOutName);

// Only configured for another SoC: nothing to generate for ascend950.
class SimOtherSoc : public OpDef {
public:
    explicit SimOtherSoc(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend910b");
    }
};
OP_ADD(SimOtherSoc);

// Features the generator does not support: they must be refused, not silently dropped.
class SimWithAttr : public OpDef {
public:
    explicit SimWithAttr(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Attr("alpha").AttrType(OPTIONAL).Float(1.0f);
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimWithAttr);

class SimDynamicIn : public OpDef {
public:
    explicit SimDynamicIn(const char* name) : OpDef(name)
    {
        this->Input("xs").ParamType(DYNAMIC).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimDynamicIn);

} // namespace ops
