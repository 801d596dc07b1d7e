// Test ops in CANN op_host style: OpDef + OP_ADD, IMPL_OP_INFERSHAPE / IMPL_OP_OPTILING.
#include "register/op_def_registry.h"
#include "test_ops.h"

namespace optiling {
// SimAdd: two same-shape inputs, one output; one block per 1024 elements, at most one per AIV.
static ge::graphStatus SimAddTiling(gert::TilingContext* context)
{
    const gert::StorageShape* x = context->GetInputShape(0);
    const gert::StorageShape* y = context->GetInputShape(1);
    if (x == nullptr || y == nullptr || context->GetInputShape(2) != nullptr) {
        return ge::GRAPH_FAILED;
    }
    const int64_t total = x->GetOriginShape().GetShapeSize();
    if (total <= 0 || y->GetOriginShape().GetShapeSize() != total) {
        return ge::GRAPH_FAILED;
    }
    auto ascendcPlatform = platform_ascendc::PlatformAscendC(context->GetPlatformInfo());
    const uint32_t coreNum = ascendcPlatform.GetCoreNumAiv();
    uint64_t ubSize = 0;
    ascendcPlatform.GetCoreMemSize(platform_ascendc::CoreMemType::UB, ubSize);
    SimAddTilingData* tiling = context->GetTilingData<SimAddTilingData>();
    if (tiling == nullptr) {
        return ge::GRAPH_FAILED;
    }
    tiling->totalLength = static_cast<uint32_t>(total);
    tiling->tileNum = 8;
    tiling->coreNum = coreNum;
    tiling->ubSize = static_cast<uint32_t>(ubSize);
    const uint32_t blocks = static_cast<uint32_t>((total + kSimAddElemsPerBlock - 1) / kSimAddElemsPerBlock);
    context->SetBlockDim(blocks < coreNum ? blocks : coreNum);
    const ge::DataType dt = context->GetInputDesc(0)->GetDataType();
    context->SetTilingKey(dt == ge::DT_FLOAT   ? kSimAddKeyFloat :
                          dt == ge::DT_FLOAT16 ? kSimAddKeyHalf :
                                                 kSimAddKeyBf16);
    size_t* ws = context->GetWorkspaceSizes(1);
    if (ws == nullptr) {
        return ge::GRAPH_FAILED;
    }
    ws[0] = ascendcPlatform.GetLibApiWorkSpaceSize() + 256;
    return ge::GRAPH_SUCCESS;
}

// SimScale: tiling registered both on the OpDef and through IMPL_OP_OPTILING; the latter must win.
static ge::graphStatus SimScaleTilingFromOpDef(gert::TilingContext* context)
{
    context->SetTilingKey(111);
    return ge::GRAPH_SUCCESS;
}
static ge::graphStatus SimScaleTiling(gert::TilingContext* context)
{
    const auto* info = context->GetCompileInfo<SimScaleCompileInfo>();
    const gert::RuntimeAttrs* attrs = context->GetAttrs();
    if (info == nullptr || !info->parsed || attrs == nullptr) {
        return ge::GRAPH_FAILED;
    }
    const float* scale = attrs->GetAttrPointer<float>(0);
    const int64_t* axis = attrs->GetInt(1);
    const int64_t* secret = attrs->GetInt(2); // private attribute
    if (scale == nullptr || axis == nullptr || secret == nullptr || attrs->GetAttrPointer<float>(3) != nullptr) {
        return ge::GRAPH_FAILED;
    }
    auto* tiling = context->GetTilingData<SimScaleTilingData>();
    tiling->scale = *scale;
    tiling->coreNum = info->coreNum;
    tiling->axis = *axis;
    context->SetTilingKey(222 + static_cast<uint64_t>(*secret));
    context->SetBlockDim(info->coreNum);
    context->SetScheduleMode(1);
    context->SetNeedAtomic(true);
    context->SetLocalMemorySize(1024);
    auto* ws = context->GetWorkspaceSizes(2);
    ws[0] = 16;
    ws[1] = 32;
    return ge::GRAPH_SUCCESS;
}
static ge::graphStatus SimScaleParse(gert::TilingParseContext* context)
{
    auto* info = context->GetCompiledInfo<SimScaleCompileInfo>();
    if (info == nullptr || context->GetPlatformInfo() == nullptr) {
        return ge::GRAPH_FAILED;
    }
    auto ascendcPlatform = platform_ascendc::PlatformAscendC(context->GetPlatformInfo());
    info->coreNum = ascendcPlatform.GetCoreNumAiv();
    ascendcPlatform.GetCoreMemSize(platform_ascendc::CoreMemType::UB, info->ubSize);
    info->parsed = true;
    return ge::GRAPH_SUCCESS;
}
IMPL_OP_OPTILING(SimScale)
    .Tiling(SimScaleTiling, 64)
    .TilingParse<SimScaleCompileInfo>(SimScaleParse)
    .PrivateAttr("secret", static_cast<int64_t>(5));

// SimBig: its tiling data does not fit the capacity it registered.
struct SimBigTiling {
    uint8_t bytes[128];
};
static ge::graphStatus SimBigTilingFunc(gert::TilingContext* context)
{
    return context->GetTilingData<SimBigTiling>() == nullptr ? ge::GRAPH_FAILED : ge::GRAPH_SUCCESS;
}
IMPL_OP(SimBig).Tiling(SimBigTilingFunc, 64);
} // namespace optiling

namespace ge {
static graphStatus SimAddInferShape(gert::InferShapeContext* context)
{
    const gert::Shape* x = context->GetInputShape(0);
    const gert::Shape* y = context->GetInputShape(1);
    gert::Shape* z = context->GetOutputShape(0);
    if (x == nullptr || y == nullptr || z == nullptr || context->GetInputShape(2) != nullptr ||
        context->GetOutputShape(1) != nullptr) {
        return GRAPH_FAILED;
    }
    if (x->GetDimNum() != y->GetDimNum()) {
        return GRAPH_FAILED;
    }
    *z = *x;
    return GRAPH_SUCCESS;
}
static graphStatus SimAddInferDataType(gert::InferDataTypeContext* context)
{
    context->SetOutputDataType(0, context->GetInputDataType(0));
    return GRAPH_SUCCESS;
}
// SimScale output shape: input shape with the "axis" attribute's dim doubled.
static graphStatus SimScaleInferShape(gert::InferShapeContext* context)
{
    const int64_t* axis = context->GetAttrs()->GetInt(1);
    gert::Shape* out = context->GetOutputShape(0);
    *out = *context->GetInputShape(0);
    if (axis == nullptr || *axis < 0 || static_cast<size_t>(*axis) >= out->GetDimNum()) {
        return GRAPH_FAILED;
    }
    out->SetDim(static_cast<size_t>(*axis), out->GetDim(static_cast<size_t>(*axis)) * 2);
    return GRAPH_SUCCESS;
}
IMPL_OP_INFERSHAPE(SimScale).InferShape(SimScaleInferShape).InferOutDataTypeSameWithFirstInput();

// SimConcat: dynamic input list concatenated along dim 0.
static graphStatus SimConcatInferShape(gert::InferShapeContext* context)
{
    const gert::AnchorInstanceInfo* ins = context->GetIrInputInstanceInfo(0);
    if (ins == nullptr || ins->GetInstanceNum() == 0) {
        return GRAPH_FAILED;
    }
    gert::Shape* out = context->GetOutputShape(0);
    *out = *context->GetDynamicInputShape(0, 0);
    for (size_t i = 1; i < ins->GetInstanceNum(); ++i) {
        out->SetDim(0, out->GetDim(0) + context->GetDynamicInputShape(0, i)->GetDim(0));
    }
    return context->GetDynamicInputShape(0, ins->GetInstanceNum()) == nullptr ? GRAPH_SUCCESS : GRAPH_FAILED;
}
} // namespace ge

namespace ops {
class SimAdd : public OpDef {
public:
    explicit SimAdd(const char* name) : OpDef(name)
    {
        this->Input("x")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND})
            .AutoContiguous();
        this->Input("y")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND})
            .AutoContiguous();
        this->Output("z")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND})
            .AutoContiguous();
        this->SetInferShape(ge::SimAddInferShape).SetInferDataType(ge::SimAddInferDataType);
        this->AICore().SetTiling(optiling::SimAddTiling).AddConfig("ascend950");
    }
};
OP_ADD(SimAdd);

class SimScale : public OpDef {
public:
    explicit SimScale(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Attr("scale").AttrType(OPTIONAL).Float(1.5f);
        this->Attr("axis").AttrType(REQUIRED).Int();
        OpAICoreConfig config;
        config.DynamicCompileStaticFlag(true)
            .DynamicFormatFlag(false)
            .DynamicShapeSupportFlag(true)
            .PrecisionReduceFlag(true)
            .NeedCheckSupportFlag(false)
            .DynamicRankSupportFlag(true)
            .ExtendCfgInfo("opFile.value", "sim_scale");
        this->AICore().SetTiling(optiling::SimScaleTilingFromOpDef).AddConfig("ascend950", config);
    }
};
OP_ADD(SimScale);

class SimConcat : public OpDef {
public:
    explicit SimConcat(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(DYNAMIC).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->Output("y").ParamType(REQUIRED).DataType({ge::DT_FLOAT}).Format({ge::FORMAT_ND});
        this->SetInferShape(ge::SimConcatInferShape);
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimConcat);

// No functions at all: outputs follow inputs; no tiling.
class SimFollow : public OpDef {
public:
    explicit SimFollow(const char* name) : OpDef(name)
    {
        this->Input("x1")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT, ge::DT_INT32})
            .Format({ge::FORMAT_ND, ge::FORMAT_NCHW});
        this->Input("x2").ParamType(OPTIONAL).Follow("x1");
        this->Output("y1").ParamType(REQUIRED).Follow("x1");
        this->Output("y2").ParamType(REQUIRED).Follow("x2", FollowType::DTYPE).Format({ge::FORMAT_ND, ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950").AddConfig("ascend910b");
    }
};
OP_ADD(SimFollow);

// DataTypeList / FormatList combinations (DataTypeList.md, FormatList.md).
class SimMixed : public OpDef {
public:
    explicit SimMixed(const char* name) : OpDef(name)
    {
        this->Input("x").ParamType(REQUIRED).DataTypeList({ge::DT_FLOAT16, ge::DT_BF16}).FormatList({ge::FORMAT_ND});
        this->Input("y")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT32})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND})
            .ValueDepend(OPTIONAL, DependScope::TILING)
            .IgnoreContiguous();
        this->Input("s").ParamType(OPTIONAL).DataType({ge::DT_FLOAT, ge::DT_FLOAT, ge::DT_FLOAT}).Scalar().To("y");
        this->Output("z")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_INT32})
            .OutputShapeDependOnCompute();
        this->Attr("mode").String("fast");
        this->Attr("dims").AttrType(OPTIONAL).ListInt({1, 2});
        OpAICoreConfig c950("ascend950");
        c950.Input("y")
            .ParamType(REQUIRED)
            .DataType({ge::DT_FLOAT, ge::DT_FLOAT, ge::DT_FLOAT})
            .Format({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND});
        this->AICore().AddConfig("ascend950", c950);
        this->EnableFallBack();
    }
};
OP_ADD(SimMixed);

// Registered, but with no tiling function.
class SimNoTiling : public OpDef {
public:
    explicit SimNoTiling(const char* name) : OpDef(name)
    {
        this->Input("x").DataType({ge::DT_FLOAT});
        this->Output("y").DataType({ge::DT_FLOAT});
        this->AICore().AddConfig("ascend950");
    }
};
OP_ADD(SimNoTiling);
} // namespace ops
