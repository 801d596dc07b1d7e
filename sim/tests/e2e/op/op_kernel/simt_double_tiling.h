// SimtDouble tiling data and template arguments (shared by op_host and op_kernel). STAGED = 1 selects the
// kernel whose threads stage each element in a 1280-byte local array; the tiling picks it for inputs of more
// than 2000 elements.
#ifndef SIMT_DOUBLE_TILING_H
#define SIMT_DOUBLE_TILING_H
#include <cstdint>

#include "ascendc/host_api/tiling/template_argument.h"

struct SimtDoubleTilingData {
    uint32_t totalLength; // elements
};

namespace SimtDoubleLimits {
constexpr int64_t kStagedAbove = 2000; // elements
} // namespace SimtDoubleLimits

ASCENDC_TPL_ARGS_DECL(SimtDouble, ASCENDC_TPL_UINT_DECL(STAGED, ASCENDC_TPL_8_BW, ASCENDC_TPL_UI_LIST, 0, 1), );

ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_UINT_SEL(STAGED, ASCENDC_TPL_UI_LIST, 0, 1)), );

#endif // SIMT_DOUBLE_TILING_H
