// Compiler helper macros used by the registration headers
// (reference: hicann/metadef inc/external/graph/compiler_def.h).
#ifndef ASCSIM_GRAPH_COMPILER_DEF_H_
#define ASCSIM_GRAPH_COMPILER_DEF_H_
#if defined(__GNUC__)
#define VAR_UNUSED __attribute__((unused))
#else
#define VAR_UNUSED
#endif
#endif // ASCSIM_GRAPH_COMPILER_DEF_H_
