// The wrong twin of securec_tiling.cpp: no CANN header, so memcpy_s / memset_s / EOK are unknown.
#include <cstdint>

#include <cstddef>
#include <cstring>

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
