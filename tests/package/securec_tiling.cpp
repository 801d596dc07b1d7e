// Tiling code as it is written for CANN: memcpy_s / memset_s / EOK with no include of securec.h,
// which exe_graph/runtime/tiling_data.h brings (hicann/metadef inc/external/exe_graph/runtime/tiling_data.h).
// Its wrong twin (-DSECUREC_TWIN_WITHOUT_CANN_HEADER) includes no CANN header: it must not compile.
#include <cstdint>

#ifdef SECUREC_TWIN_WITHOUT_CANN_HEADER
#include <cstring>
#else
#include "exe_graph/runtime/tiling_data.h"
#endif

struct ProbeTilingData {
    uint32_t totalLength;
    uint32_t tileLength;
};

int FillTiling(void* raw, size_t capacity, uint32_t total)
{
    ProbeTilingData data;
    if (memset_s(&data, sizeof(data), 0, sizeof(data)) != EOK) {
        return -1;
    }
    data.totalLength = total;
    data.tileLength = total / 8U;
    return memcpy_s(raw, capacity, &data, sizeof(data)) == EOK ? 0 : -1;
}
