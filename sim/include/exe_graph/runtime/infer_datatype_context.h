// gert::InferDataTypeContext (sim stand-in) (reference: hicann/metadef
// inc/external/exe_graph/runtime/infer_datatype_context.h). Slots: inputs = input dtypes, outputs = output dtypes.
// Out-of-range reads give DT_UNDEFINED, out-of-range writes GRAPH_FAILED.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_INFER_DATATYPE_CONTEXT_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_INFER_DATATYPE_CONTEXT_H_

#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/runtime_attrs.h"
#include "exe_graph/runtime/runtime_tensor.h"
#include "graph/types.h"

namespace gert {
class InferDataTypeContext : public ExtendedKernelContext {
public:
    ge::DataType GetInputDataType(const size_t index) const
    {
        return Read(index < GetComputeNodeInputNum() ? GetInputPointer<ge::DataType>(index) : nullptr);
    }
    ge::DataType GetOptionalInputDataType(const size_t ir_index) const
    {
        return Read(GetDynamicInputPointer<ge::DataType>(ir_index, 0));
    }
    ge::DataType GetDynamicInputDataType(const size_t ir_index, const size_t relative_index) const
    {
        return Read(GetDynamicInputPointer<ge::DataType>(ir_index, relative_index));
    }
    ge::DataType GetRequiredInputDataType(const size_t ir_index) const
    {
        return Read(GetDynamicInputPointer<ge::DataType>(ir_index, 0));
    }
    ge::DataType GetOutputDataType(const size_t index) const { return Read(GetOutputPointer<ge::DataType>(index)); }
    ge::graphStatus SetOutputDataType(const size_t index, const ge::DataType datatype)
    {
        const auto p = GetOutputPointer<ge::DataType>(index);
        if (p == nullptr) {
            return ge::GRAPH_FAILED;
        }
        *p = datatype;
        return ge::GRAPH_SUCCESS;
    }

private:
    static ge::DataType Read(const ge::DataType* p) { return p == nullptr ? ge::DT_UNDEFINED : *p; }
};
static_assert(std::is_standard_layout<InferDataTypeContext>::value,
              "gert::InferDataTypeContext must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_INFER_DATATYPE_CONTEXT_H_
