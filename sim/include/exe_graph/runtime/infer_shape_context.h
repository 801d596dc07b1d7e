// gert::InferShapeContext (sim stand-in) (reference: hicann/metadef
// inc/external/exe_graph/runtime/infer_shape_context.h). Slots: inputs = the node's input tensors (read as origin Shape
// / Tensor), outputs = output shapes. Indexes beyond the node's inputs/outputs give nullptr.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_INFER_SHAPE_CONTEXT_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_INFER_SHAPE_CONTEXT_H_

#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/runtime_attrs.h"
#include "exe_graph/runtime/runtime_tensor.h"
#include "exe_graph/runtime/shape.h"

namespace gert {
class InferShapeContext : public ExtendedKernelContext {
public:
    const Shape* GetInputShape(const size_t index) const
    {
        return index < GetComputeNodeInputNum() ? GetInputPointer<Shape>(index) : nullptr;
    }
    const Tensor* GetInputTensor(const size_t index) const
    {
        return index < GetComputeNodeInputNum() ? GetInputPointer<Tensor>(index) : nullptr;
    }
    const Tensor* GetOptionalInputTensor(const size_t ir_index) const
    {
        return GetDynamicInputPointer<Tensor>(ir_index, 0);
    }
    const Shape* GetOptionalInputShape(const size_t ir_index) const
    {
        return GetDynamicInputPointer<Shape>(ir_index, 0);
    }
    const Shape* GetDynamicInputShape(const size_t ir_index, const size_t relative_index) const
    {
        return GetDynamicInputPointer<Shape>(ir_index, relative_index);
    }
    const Tensor* GetDynamicInputTensor(const size_t ir_index, const size_t relative_index) const
    {
        return GetDynamicInputPointer<Tensor>(ir_index, relative_index);
    }
    const Tensor* GetRequiredInputTensor(const size_t ir_index) const
    {
        return GetDynamicInputPointer<Tensor>(ir_index, 0);
    }
    const Shape* GetRequiredInputShape(const size_t ir_index) const
    {
        return GetDynamicInputPointer<Shape>(ir_index, 0);
    }
    Shape* GetOutputShape(const size_t index) { return GetOutputPointer<Shape>(index); }
};
static_assert(std::is_standard_layout<InferShapeContext>::value, "gert::InferShapeContext must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_INFER_SHAPE_CONTEXT_H_
