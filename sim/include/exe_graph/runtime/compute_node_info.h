// gert::AnchorInstanceInfo, CompileTimeTensorDesc, ComputeNodeInfo: what a context knows about the node
// (reference: hicann/metadef inc/external/exe_graph/runtime/compute_node_info.h).
// Sim layout of a ComputeNodeInfo block: the header, then AnchorInstanceInfo[ir inputs],
// CompileTimeTensorDesc[inputs + outputs], AnchorInstanceInfo[ir outputs]; the attributes live in a
// separate RuntimeAttrs block the header points to. Every getter checks its index (nullptr beyond).
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_COMPUTE_NODE_INFO_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_COMPUTE_NODE_INFO_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <type_traits>

#include "exe_graph/runtime/runtime_attrs.h"
#include "exe_graph/runtime/storage_format.h"
#include "graph/types.h"

namespace gert {
// Where the instances of one IR input/output start among the node's actual inputs/outputs, and how many.
class AnchorInstanceInfo {
public:
    AnchorInstanceInfo() : instance_start_(0), instantiation_num_(0) { std::memset(reserved_, 0, sizeof(reserved_)); }
    AnchorInstanceInfo(const uint32_t instance_start, const uint32_t instantiation_num)
        : instance_start_(instance_start), instantiation_num_(instantiation_num)
    {
        std::memset(reserved_, 0, sizeof(reserved_));
    }
    size_t GetInstanceNum() const { return instantiation_num_; }
    size_t GetInstanceStart() const { return instance_start_; }
    void SetInstanceStart(const uint32_t instance_start) { instance_start_ = instance_start; }
    void SetInstantiationNum(const uint32_t instantiation_num) { instantiation_num_ = instantiation_num; }

private:
    uint32_t instance_start_;
    uint32_t instantiation_num_;
    uint8_t reserved_[40];
};
static_assert(std::is_standard_layout<AnchorInstanceInfo>::value, "AnchorInstanceInfo must stay standard-layout");

// Compile-time description of one input/output: dtype and formats.
class CompileTimeTensorDesc {
public:
    CompileTimeTensorDesc() { std::memset(reserved_, 0, sizeof(reserved_)); }
    ge::DataType GetDataType() const { return data_type_; }
    const StorageFormat& GetFormat() const { return storage_format_; }
    ge::Format GetOriginFormat() const { return storage_format_.GetOriginFormat(); }
    ge::Format GetStorageFormat() const { return storage_format_.GetStorageFormat(); }
    ExpandDimsType GetExpandDimsType() const { return storage_format_.GetExpandDimsType(); }
    void SetDataType(const ge::DataType data_type) { data_type_ = data_type; }
    void SetStorageFormat(const ge::Format format) { storage_format_.SetStorageFormat(format); }
    void SetOriginFormat(const ge::Format format) { storage_format_.SetOriginFormat(format); }
    void SetExpandDimsType(const ExpandDimsType& e) { storage_format_.SetExpandDimsType(e); }
    void SetExist(bool is_exist) { not_exist_ = is_exist ? 0U : 1U; }
    bool IsExist() const { return not_exist_ != 1U; }

private:
    ge::DataType data_type_ = ge::DT_UNDEFINED;
    StorageFormat storage_format_;
    uint8_t not_exist_ = 0U;
    uint8_t reserved_[39];
};
static_assert(std::is_standard_layout<CompileTimeTensorDesc>::value, "CompileTimeTensorDesc must stay standard-layout");

class ComputeNodeInfo {
public:
    const ge::char_t* GetNodeType() const { return node_type_; }
    const ge::char_t* GetNodeName() const { return node_name_; }
    size_t GetIrInputsNum() const { return ir_inputs_num_; }
    size_t GetIrOutputsNum() const { return ir_outputs_num_; }
    size_t GetInputsNum() const { return inputs_num_; }
    size_t GetOutputsNum() const { return outputs_num_; }
    const AnchorInstanceInfo* GetInputInstanceInfo(const size_t ir_index) const
    {
        return ir_index < ir_inputs_num_ ? IrInputs() + ir_index : nullptr;
    }
    const AnchorInstanceInfo* GetOutputInstanceInfo(const size_t ir_index) const
    {
        return ir_index < ir_outputs_num_ ? IrOutputs() + ir_index : nullptr;
    }
    const CompileTimeTensorDesc* GetInputTdInfo(const size_t index) const
    {
        return index < inputs_num_ ? Tds() + index : nullptr;
    }
    const CompileTimeTensorDesc* GetOutputTdInfo(const size_t index) const
    {
        return index < outputs_num_ ? Tds() + inputs_num_ + index : nullptr;
    }
    const RuntimeAttrs* GetAttrs() const { return attrs_; }
    void SetNodeType(const ge::char_t* node_type) { node_type_ = node_type; }
    void SetNodeName(const ge::char_t* node_name) { node_name_ = node_name; }
    AnchorInstanceInfo* MutableInputInstanceInfo(const size_t ir_index) const
    {
        return const_cast<AnchorInstanceInfo*>(GetInputInstanceInfo(ir_index));
    }
    AnchorInstanceInfo* MutableOutputInstanceInfo(const size_t ir_index) const
    {
        return const_cast<AnchorInstanceInfo*>(GetOutputInstanceInfo(ir_index));
    }
    CompileTimeTensorDesc* MutableInputTdInfo(const size_t index) const
    {
        return const_cast<CompileTimeTensorDesc*>(GetInputTdInfo(index));
    }
    CompileTimeTensorDesc* MutableOutputTdInfo(const size_t index) const
    {
        return const_cast<CompileTimeTensorDesc*>(GetOutputTdInfo(index));
    }
    RuntimeAttrs* MutableAttrs() const { return const_cast<RuntimeAttrs*>(attrs_); }
    // Sim: attaches the attribute block (owned by whoever built this node info).
    void SetAttrs(const RuntimeAttrs* attrs) { attrs_ = attrs; }

    // Bytes of a block with these counts (no IR outputs).
    static ge::graphStatus CalcSize(const size_t ir_inputs_num, const size_t inputs_num, const size_t outputs_num,
                                    size_t& total_size)
    {
        return CalcSize(ir_inputs_num, 0U, inputs_num, outputs_num, total_size);
    }
    static ge::graphStatus CalcSize(const size_t ir_inputs_num, const size_t ir_outputs_num, const size_t inputs_num,
                                    const size_t outputs_num, size_t& total_size)
    {
        total_size = sizeof(ComputeNodeInfo) + sizeof(AnchorInstanceInfo) * (ir_inputs_num + ir_outputs_num) +
                     sizeof(CompileTimeTensorDesc) * (inputs_num + outputs_num);
        return ge::GRAPH_SUCCESS;
    }
    // Initialises a block of CalcSize bytes in place (instance infos and tensor descs default-constructed).
    void Init(const size_t ir_inputs_num, const size_t inputs_num, const size_t outputs_num,
              const ge::char_t* node_name, const ge::char_t* node_type)
    {
        Init(ir_inputs_num, 0U, inputs_num, outputs_num, 0U, node_name, node_type);
    }
    void Init(const size_t ir_inputs_num, const size_t ir_outputs_num, const size_t inputs_num,
              const size_t outputs_num, const size_t attr_size, const ge::char_t* node_name,
              const ge::char_t* node_type)
    {
        (void)attr_size;
        node_type_ = node_type;
        node_name_ = node_name;
        ir_inputs_num_ = ir_inputs_num;
        ir_outputs_num_ = ir_outputs_num;
        inputs_num_ = inputs_num;
        outputs_num_ = outputs_num;
        attrs_ = nullptr;
        std::memset(reserved_, 0, sizeof(reserved_));
        for (size_t i = 0; i < ir_inputs_num_; ++i) {
            new (IrInputs() + i) AnchorInstanceInfo();
        }
        for (size_t i = 0; i < inputs_num_ + outputs_num_; ++i) {
            new (Tds() + i) CompileTimeTensorDesc();
        }
        for (size_t i = 0; i < ir_outputs_num_; ++i) {
            new (IrOutputs() + i) AnchorInstanceInfo();
        }
    }

    ComputeNodeInfo() = delete;
    ComputeNodeInfo(const ComputeNodeInfo&) = delete;
    ComputeNodeInfo(ComputeNodeInfo&&) = delete;
    ComputeNodeInfo& operator=(const ComputeNodeInfo&) = delete;
    ComputeNodeInfo& operator=(ComputeNodeInfo&&) = delete;

private:
    AnchorInstanceInfo* IrInputs() const
    {
        return reinterpret_cast<AnchorInstanceInfo*>(const_cast<uint8_t*>(reinterpret_cast<const uint8_t*>(this)) +
                                                     sizeof(ComputeNodeInfo));
    }
    CompileTimeTensorDesc* Tds() const
    {
        return reinterpret_cast<CompileTimeTensorDesc*>(reinterpret_cast<uint8_t*>(IrInputs()) +
                                                        sizeof(AnchorInstanceInfo) * ir_inputs_num_);
    }
    AnchorInstanceInfo* IrOutputs() const
    {
        return reinterpret_cast<AnchorInstanceInfo*>(reinterpret_cast<uint8_t*>(Tds()) +
                                                     sizeof(CompileTimeTensorDesc) * (inputs_num_ + outputs_num_));
    }

    const ge::char_t* node_type_;
    const ge::char_t* node_name_;
    size_t ir_inputs_num_;
    size_t inputs_num_;
    size_t outputs_num_;
    size_t ir_outputs_num_;
    const RuntimeAttrs* attrs_;
    uint8_t reserved_[24];
};
static_assert(std::is_standard_layout<ComputeNodeInfo>::value, "ComputeNodeInfo must stay standard-layout");
static_assert(sizeof(ComputeNodeInfo) % 8 == 0, "ComputeNodeInfo header must keep 8-byte alignment");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_COMPUTE_NODE_INFO_H_
