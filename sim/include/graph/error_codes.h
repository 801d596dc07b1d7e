// CANN's newer spelling of graph/ge_error_codes.h (reference: hicann/metadef
// inc/external/graph/error_codes.h). The sim keeps the definitions in ge_error_codes.h.
#ifndef ASCSIM_GRAPH_ERROR_CODES_H_
#define ASCSIM_GRAPH_ERROR_CODES_H_
#include "graph/ge_error_codes.h"
#endif // ASCSIM_GRAPH_ERROR_CODES_H_
