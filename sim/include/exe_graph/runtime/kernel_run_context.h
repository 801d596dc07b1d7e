/* C-level storage behind gert::KernelContext (reference: hicann/metadef
 * inc/external/exe_graph/runtime/kernel_run_context.h). Sim layout difference: `values` points to an
 * array of input_size + output_size slots (inputs first) instead of being a trailing array. */
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_KERNEL_RUN_CONTEXT_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_KERNEL_RUN_CONTEXT_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef void (*FreeCallback)(void*);

/* One value slot: small values live in `inplace`, larger ones are referenced by `pointer`. */
typedef struct {
    union {
        void* pointer;
        unsigned char inplace[sizeof(void*)];
    } data;
    FreeCallback deleter;
} AsyncAnyValue;

typedef struct {
    size_t input_size;
    size_t output_size;
    const void* compute_node_info;
    const void* kernel_extend_info;
    AsyncAnyValue** output_start; /* == values + input_size */
    AsyncAnyValue** values;
} KernelRunContext;

#ifdef __cplusplus
}
#endif

#endif /* ASCSIM_EXE_GRAPH_RUNTIME_KERNEL_RUN_CONTEXT_H_ */
