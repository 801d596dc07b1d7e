// gert::TilingParseContext (sim stand-in) (reference: hicann/metadef
// inc/external/exe_graph/runtime/tiling_parse_context.h). Slots: inputs = [compiled json (const char*), platform info
// (fe::PlatFormInfos*)],
//        outputs = [compile info object created by TilingParse<T>].
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_TILING_PARSE_CONTEXT_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_TILING_PARSE_CONTEXT_H_

#include "exe_graph/runtime/extended_kernel_context.h"
#include "graph/types.h"

namespace fe {
class PlatFormInfos;
} // namespace fe

namespace gert {
class TilingParseContext : public ExtendedKernelContext {
public:
    const ge::char_t* GetCompiledJson() const { return GetInputValue<const char*>(0); }
    template <typename T>
    auto GetCompiledInfo() -> T*
    {
        auto av = GetOutput(0);
        return av == nullptr ? nullptr : av->GetValue<T*>();
    }
    fe::PlatFormInfos* GetPlatformInfo() const { return GetInputValue<fe::PlatFormInfos*>(1); }
};
static_assert(std::is_standard_layout<TilingParseContext>::value, "gert::TilingParseContext must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_TILING_PARSE_CONTEXT_H_
