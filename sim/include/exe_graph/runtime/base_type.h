// Status type of exe-graph kernels (reference: hicann/metadef inc/external/exe_graph/runtime/base_type.h).
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_BASE_TYPE_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_BASE_TYPE_H_
namespace gert {
typedef unsigned int UINT32;
typedef UINT32 KernelStatus;
} // namespace gert
#endif // ASCSIM_EXE_GRAPH_RUNTIME_BASE_TYPE_H_
