/**
 * @file asin_grad_def.cpp
 * @brief AsinGrad operator prototype: dx = dy / sqrt(1 - x^2).
 *
 * Inputs dy (grad_output) and x (the forward Asin input), output dx (grad_input); FLOAT,
 * FLOAT16 and BF16, format ND; AutoContiguous lets callers pass strided views. Built for
 * Ascend 950PR / 950DT ("ascend950").
 */
#include "register/op_def_registry.h"

namespace ops {
class AsinGrad : public OpDef {
public:
    explicit AsinGrad(const char* name) : OpDef(name)
    {
        const std::vector<ge::DataType> dataTypes = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16};
        const std::vector<ge::Format> formats = {ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND};

        this->Input("dy")
            .ParamType(REQUIRED)
            .DataType(dataTypes)
            .Format(formats)
            .UnknownShapeFormat(formats)
            .AutoContiguous();
        this->Input("x")
            .ParamType(REQUIRED)
            .DataType(dataTypes)
            .Format(formats)
            .UnknownShapeFormat(formats)
            .AutoContiguous();
        this->Output("dx")
            .ParamType(REQUIRED)
            .DataType(dataTypes)
            .Format(formats)
            .UnknownShapeFormat(formats)
            .AutoContiguous();

        OpAICoreConfig aicoreConfig;
        aicoreConfig.DynamicCompileStaticFlag(true)
            .DynamicFormatFlag(false)
            .DynamicShapeSupportFlag(true)
            .DynamicRankSupportFlag(true)
            .NeedCheckSupportFlag(false)
            .PrecisionReduceFlag(true)
            .ExtendCfgInfo("opFile.value", "asin_grad");
        this->AICore().AddConfig("ascend950", aicoreConfig);
    }
};
OP_ADD(AsinGrad);
} // namespace ops
