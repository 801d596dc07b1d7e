// gert::OpInferDataTypeContextBuilder (sim stand-in): builds the InferDataTypeContext an op's
// IMPL_OP_INFERSHAPE(...).InferDataType(fn) function takes. Declarations as in CANN's
// base/context_builder/op_infer_datatype_context_builder.h (hicann/metadef
// inc/external/base/context_builder/). The outputs' data types start as DT_UNDEFINED.
#ifndef ASCSIM_BASE_CONTEXT_BUILDER_OP_INFER_DATATYPE_CONTEXT_BUILDER_H_
#define ASCSIM_BASE_CONTEXT_BUILDER_OP_INFER_DATATYPE_CONTEXT_BUILDER_H_

#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "graph/types.h"

namespace gert {
class __attribute__((visibility("default"))) OpInferDataTypeContextBuilder
    : public OpContextBuilderBase<OpInferDataTypeContextBuilder> {
public:
    OpInferDataTypeContextBuilder();
    ~OpInferDataTypeContextBuilder() override;
    OpInferDataTypeContextBuilder& InputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                   ge::Format storage_format,
                                                   const gert::ExpandDimsType& expand_dims_type = {});
    OpInferDataTypeContextBuilder& OutputTensorDesc(size_t index, ge::Format origin_format, ge::Format storage_format,
                                                    const gert::ExpandDimsType& expand_dims_type = {});
    ContextHolder<InferDataTypeContext> Build();
};
} // namespace gert

#endif // ASCSIM_BASE_CONTEXT_BUILDER_OP_INFER_DATATYPE_CONTEXT_BUILDER_H_
