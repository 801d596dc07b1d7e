// gert::OpContextBuilderBase<T> (sim stand-in): the node part every metadef context builder shares -
// op type and name, IR input/output counts or instance counts, attributes in IR order. Declarations
// as in CANN's base/context_builder/op_context_builder_base.h (hicann/metadef
// inc/external/base/context_builder/). Instantiated for OpInferShapeContextBuilder and
// OpInferDataTypeContextBuilder, the two builders the sim provides.
// Sim specifics: IONum and IOInstanceNum are alternatives (the last call wins); without either the
// node has no inputs and no outputs.
#ifndef ASCSIM_BASE_CONTEXT_BUILDER_OP_CONTEXT_BUILDER_BASE_H_
#define ASCSIM_BASE_CONTEXT_BUILDER_OP_CONTEXT_BUILDER_BASE_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "exe_graph/runtime/expand_dims_type.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_shape.h"
#include "graph/ascend_string.h"
#include "graph/types.h"

namespace gert {
class ContextBuilderImpl;

template <typename T>
class __attribute__((visibility("default"))) OpContextBuilderBase {
public:
    T& OpType(const ge::AscendString& op_type);
    T& OpName(const ge::AscendString& op_name);
    // Every IR input / output with one instance.
    T& IONum(size_t input_ir_num, size_t output_ir_num);
    // Instances per IR input / output (optional inputs 0 or 1, dynamic ones any number).
    T& IOInstanceNum(const std::vector<uint32_t>& input_instance_num, const std::vector<uint32_t>& output_instance_num);
    // Attributes in IR order: index i of the context's RuntimeAttrs is the i-th call.
    T& AppendAttr(bool attr);
    T& AppendAttr(int64_t attr);
    T& AppendAttr(float attr);
    T& AppendAttr(const ge::AscendString& attr);
    T& AppendAttr(const std::vector<bool>& attr);
    T& AppendAttr(const std::vector<int64_t>& attr);
    T& AppendAttr(const std::vector<float>& attr);
    T& AppendAttr(const std::vector<ge::AscendString>& attr);
    T& AppendAttr(const std::vector<std::vector<int64_t>>& attr);

    OpContextBuilderBase(const OpContextBuilderBase&) = delete;
    OpContextBuilderBase& operator=(const OpContextBuilderBase&) = delete;
    OpContextBuilderBase(OpContextBuilderBase&&) = delete;
    OpContextBuilderBase& operator=(OpContextBuilderBase&&) = delete;
    virtual ~OpContextBuilderBase();

protected:
    [[nodiscard]] ge::DataType& MutableInputDataType(size_t index);
    [[nodiscard]] ge::Format& MutableInputOriginalFormat(size_t index);
    [[nodiscard]] ge::Format& MutableInputStorageFormat(size_t index);
    [[nodiscard]] gert::ExpandDimsType& MutableInputExpandDimsType(size_t index);
    [[nodiscard]] ge::DataType& MutableOutputDataType(size_t index);
    [[nodiscard]] ge::Format& MutableOutputOriginalFormat(size_t index);
    [[nodiscard]] ge::Format& MutableOutputStorageFormat(size_t index);
    [[nodiscard]] gert::ExpandDimsType& MutableOutputExpandDimsType(size_t index);
    std::unique_ptr<ContextBuilderImpl> impl_;

    OpContextBuilderBase();
};
} // namespace gert

#endif // ASCSIM_BASE_CONTEXT_BUILDER_OP_CONTEXT_BUILDER_BASE_H_
