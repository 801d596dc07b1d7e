// gert::OpInferShapeContextBuilder (sim stand-in): builds the InferShapeContext an op's
// IMPL_OP_INFERSHAPE(...).InferShape(fn) function takes, to unit-test it (ops-math's
// tests/ut/common/infershape_context_faker.cpp uses it so, with the function from
// DefaultOpImplSpaceRegistryV2). Declarations as in CANN's
// base/context_builder/op_infer_shape_context_builder.h (hicann/metadef inc/external/base/context_builder/).
// Sim specifics: the context reads copies of the input tensors' descriptions and host data pointers
// (the caller keeps the tensors alive, as with CANN); Build() gives a null context, with a message on
// stderr, when the number of input tensors differs from the node's input instances.
#ifndef ASCSIM_BASE_CONTEXT_BUILDER_OP_INFER_SHAPE_CONTEXT_BUILDER_H_
#define ASCSIM_BASE_CONTEXT_BUILDER_OP_INFER_SHAPE_CONTEXT_BUILDER_H_

#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"

namespace gert {
class __attribute__((visibility("default"))) OpInferShapeContextBuilder
    : public OpContextBuilderBase<OpInferShapeContextBuilder> {
public:
    OpInferShapeContextBuilder();
    ~OpInferShapeContextBuilder() override;
    // Description of output instance `index` (its shape is what the function infers).
    OpInferShapeContextBuilder& OutputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                 ge::Format storage_format,
                                                 const gert::ExpandDimsType& expand_dims_type = {});
    // One tensor per input instance, in order; host data only for data-dependent inputs.
    OpInferShapeContextBuilder& InputTensors(const std::vector<gert::Tensor*>& inputs);
    ContextHolder<InferShapeContext> Build();
};
} // namespace gert

#endif // ASCSIM_BASE_CONTEXT_BUILDER_OP_INFER_SHAPE_CONTEXT_BUILDER_H_
