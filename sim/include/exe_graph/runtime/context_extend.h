// gert::KernelExtendInfo: kernel name/type attached to a kernel context
// (reference: hicann/metadef inc/external/exe_graph/runtime/context_extend.h).
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_CONTEXT_EXTEND_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_CONTEXT_EXTEND_H_

#include <type_traits>

#include "exe_graph/runtime/compute_node_info.h"

namespace gert {
class KernelExtendInfo {
public:
    const ge::char_t* GetKernelName() const { return kernel_name_; }
    void SetKernelName(const ge::char_t* kernel_name) { kernel_name_ = kernel_name; }
    const ge::char_t* GetKernelType() const { return kernel_type_; }
    void SetKernelType(const ge::char_t* const kernel_type) { kernel_type_ = kernel_type; }

    KernelExtendInfo() = delete;
    KernelExtendInfo(const KernelExtendInfo&) = delete;
    KernelExtendInfo(KernelExtendInfo&&) = delete;
    KernelExtendInfo& operator=(const KernelExtendInfo&) = delete;
    KernelExtendInfo& operator=(KernelExtendInfo&&) = delete;

private:
    const ge::char_t* kernel_name_;
    const ge::char_t* kernel_type_;
    [[maybe_unused]] uint8_t reserved_[56]; // layout only
};
static_assert(std::is_standard_layout<KernelExtendInfo>::value, "KernelExtendInfo must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_CONTEXT_EXTEND_H_
