// gert::ExtendedKernelContext: node-level queries shared by all op contexts (tensor descs, IR instance
// info, attrs, node name/type) (reference: hicann/metadef inc/external/exe_graph/runtime/extended_kernel_context.h).
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_EXTENDED_KERNEL_CONTEXT_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_EXTENDED_KERNEL_CONTEXT_H_

#include <type_traits>

#include "exe_graph/runtime/context_extend.h"
#include "exe_graph/runtime/kernel_context.h"

namespace gert {
class ExtendedKernelContext : protected KernelContext {
public:
    const CompileTimeTensorDesc* GetInputDesc(const size_t index) const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? nullptr : info->GetInputTdInfo(index);
    }
    const CompileTimeTensorDesc* GetOptionalInputDesc(const size_t ir_index) const
    {
        return GetDynamicInputDesc(ir_index, 0);
    }
    const CompileTimeTensorDesc* GetRequiredInputDesc(const size_t ir_index) const
    {
        return GetDynamicInputDesc(ir_index, 0);
    }
    const CompileTimeTensorDesc* GetDynamicInputDesc(const size_t ir_index, const size_t relative_index) const
    {
        const auto info = GetComputeNodeInfo();
        const auto ins = GetIrInputInstanceInfo(ir_index);
        if (info == nullptr || ins == nullptr || relative_index >= ins->GetInstanceNum()) {
            return nullptr;
        }
        return info->GetInputTdInfo(ins->GetInstanceStart() + relative_index);
    }
    const CompileTimeTensorDesc* GetOutputDesc(const size_t index) const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? nullptr : info->GetOutputTdInfo(index);
    }
    const AnchorInstanceInfo* GetIrInputInstanceInfo(const size_t ir_index) const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? nullptr : info->GetInputInstanceInfo(ir_index);
    }
    const AnchorInstanceInfo* GetIrOutputInstanceInfo(const size_t ir_index) const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? nullptr : info->GetOutputInstanceInfo(ir_index);
    }
    size_t GetComputeNodeInputNum() const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? 0U : info->GetInputsNum();
    }
    size_t GetComputeNodeOutputNum() const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? 0U : info->GetOutputsNum();
    }
    const RuntimeAttrs* GetAttrs() const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? nullptr : info->GetAttrs();
    }
    const ge::char_t* GetNodeType() const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? nullptr : info->GetNodeType();
    }
    const ge::char_t* GetNodeName() const
    {
        const auto info = GetComputeNodeInfo();
        return info == nullptr ? nullptr : info->GetNodeName();
    }
    const ComputeNodeInfo* GetComputeNodeInfo() const
    {
        return static_cast<const ComputeNodeInfo*>(GetComputeNodeExtend());
    }
    const ge::char_t* GetKernelName() const
    {
        const auto ext = GetExtendInfo();
        return ext == nullptr ? nullptr : ext->GetKernelName();
    }
    const ge::char_t* GetKernelType() const
    {
        const auto ext = GetExtendInfo();
        return ext == nullptr ? nullptr : ext->GetKernelType();
    }
    const KernelExtendInfo* GetExtendInfo() const { return static_cast<const KernelExtendInfo*>(GetKernelExtend()); }

protected:
    // Slot of instance relative_ins_index of IR input ir_index (Offset added to the slot index).
    template <typename T, size_t Offset = 0>
    const T* GetDynamicInputPointer(size_t ir_index, size_t relative_ins_index) const
    {
        const auto ins = GetIrInputInstanceInfo(ir_index);
        if (ins == nullptr || relative_ins_index >= ins->GetInstanceNum()) {
            return nullptr;
        }
        return GetInputPointer<T>(Offset + ins->GetInstanceStart() + relative_ins_index);
    }
    template <typename T, size_t Offset = 0>
    const T* GetDynamicOutputPointer(size_t ir_index, size_t relative_ins_index) const
    {
        const auto ins = GetIrOutputInstanceInfo(ir_index);
        if (ins == nullptr || relative_ins_index >= ins->GetInstanceNum()) {
            return nullptr;
        }
        return GetInputPointer<T>(Offset + GetComputeNodeInputNum() + ins->GetInstanceStart() + relative_ins_index);
    }
};
static_assert(std::is_standard_layout<ExtendedKernelContext>::value,
              "gert::ExtendedKernelContext must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_EXTENDED_KERNEL_CONTEXT_H_
