// Older include path of gert::Tensor (reference: hicann/metadef inc/external/exe_graph/runtime/tensor.h).
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_TENSOR_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_TENSOR_H_
#include "exe_graph/runtime/runtime_tensor.h"
#endif // ASCSIM_EXE_GRAPH_RUNTIME_TENSOR_H_
