// Prototypes the generator tests feed to GenerateAclnn (OpDef + OP_ADD, as in an op_host file).
#include "register/op_def_registry.h"
#include "sim_attrs_seen.h"

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

// The second golden op: one attribute of each kind the generated API carries, REQUIRED and OPTIONAL
// (an OPTIONAL list or string takes its default when the caller passes null). Its tiling function
// keeps the gert::RuntimeAttrs it was given (g_simAttrsSeen) and fails, so that the golden source,
// compiled into the test, shows what reached the op.
SimAttrsSeen g_simAttrsSeen;

static ge::graphStatus SimAttrsInferShape(gert::InferShapeContext* context)
{
    *context->GetOutputShape(0) = *context->GetInputShape(0);
    return ge::GRAPH_SUCCESS;
}

static ge::graphStatus SimAttrsTiling(gert::TilingContext* context)
{
    const gert::RuntimeAttrs* attrs = context->GetAttrs();
    SimAttrsSeen seen;
    seen.count = attrs->GetAttrNum();
    seen.alpha = *attrs->GetFloat(0);
    seen.beta = *attrs->GetFloat(1);
    seen.steps = *attrs->GetInt(2);
    seen.flag = *attrs->GetBool(3);
    seen.mode = attrs->GetStr(4);
    seen.name = attrs->GetStr(5);
    const auto* scales = attrs->GetListFloat(6);
    seen.scales.assign(scales->GetData(), scales->GetData() + scales->GetSize());
    const auto* dims = attrs->GetListInt(7);
    seen.dims.assign(dims->GetData(), dims->GetData() + dims->GetSize());
    const auto* mask = attrs->GetAttrPointer<gert::TypedContinuousVector<bool>>(8); // no GetListBool in gert
    seen.mask.assign(mask->GetData(), mask->GetData() + mask->GetSize());
    seen.padsSize = attrs->GetListInt(9)->GetSize();
    g_simAttrsSeen = seen;
    return ge::GRAPH_FAILED;
}

class SimAttrs : public OpDef {
public:
    explicit SimAttrs(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Attr("alpha").AttrType(REQUIRED).Float();
        this->Attr("beta").AttrType(OPTIONAL).Float(0.1f);
        this->Attr("steps").AttrType(OPTIONAL).Int(-3);
        this->Attr("flag").AttrType(OPTIONAL).Bool(true);
        this->Attr("mode").AttrType(OPTIONAL).String("say \"hi\"\\");
        this->Attr("name").AttrType(REQUIRED).String();
        this->Attr("scales").AttrType(OPTIONAL).ListFloat({0.25f, 1.0f});
        this->Attr("dims").AttrType(REQUIRED).ListInt();
        this->Attr("mask").AttrType(OPTIONAL).ListBool({true, false, true});
        this->Attr("pads").AttrType(OPTIONAL).ListInt({});
        this->SetInferShape(SimAttrsInferShape);
        this->AICore().SetTiling(SimAttrsTiling).AddConfig("ascend950");
    }
};
OP_ADD(SimAttrs);

// What the generated API cannot carry: refused, not silently dropped.
class SimAttrNoDefault : public OpDef {
public:
    explicit SimAttrNoDefault(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Attr("alpha").AttrType(OPTIONAL).Float();
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimAttrNoDefault);

class SimListListIntAttr : public OpDef {
public:
    explicit SimListListIntAttr(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Attr("groups").AttrType(REQUIRED).ListListInt();
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimListListIntAttr);

// Version(): opbuild adds a versioned aclnn<Op>V<n> API, which the sim's generator does not.
class SimVersionedAttr : public OpDef {
public:
    explicit SimVersionedAttr(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Attr("alpha").AttrType(OPTIONAL).Float(1.0f).Version(1);
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimVersionedAttr);

class SimVersionedInput : public OpDef {
public:
    explicit SimVersionedInput(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Input("bias").ParamType(OPTIONAL).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND}).Version(1);
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimVersionedInput);

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
