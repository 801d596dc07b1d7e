// gert::TilingData: the bounded byte buffer a tiling function fills
// (reference: hicann/metadef inc/external/exe_graph/runtime/tiling_data.h).
// CreateCap(n) allocates the header and n zeroed bytes behind it in one block.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_TILING_DATA_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_TILING_DATA_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

#include <securec.h> // as metadef's: tiling code gets memset_s / memcpy_s / EOK from here
#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/runtime_attrs.h"
#include "graph/ge_error_codes.h"

namespace gert {
class TilingData {
public:
    size_t GetCapacity() const { return capacity_; }
    size_t GetDataSize() const { return data_size_; }
    void SetDataSize(const size_t size) { data_size_ = size; }
    void* GetData() { return data_; }
    const void* GetData() const { return data_; }

    template <typename T, typename std::enable_if<std::is_standard_layout<T>::value, int>::type = 0>
    ge::graphStatus Append(const T& data)
    {
        void* dst = Expand(sizeof(T));
        if (dst == nullptr) {
            return ge::GRAPH_FAILED;
        }
        std::memcpy(dst, &data, sizeof(T));
        return ge::GRAPH_SUCCESS;
    }
    template <typename T, typename std::enable_if<std::is_standard_layout<T>::value, int>::type = 0>
    ge::graphStatus Append(const T* data, size_t append_num)
    {
        size_t bytes = 0;
        if (__builtin_mul_overflow(sizeof(T), append_num, &bytes)) {
            return ge::GRAPH_MUL_OVERFLOW;
        }
        void* dst = Expand(bytes);
        if (dst == nullptr) {
            return ge::GRAPH_ADD_OVERFLOW;
        }
        if (bytes != 0) {
            std::memcpy(dst, data, bytes);
        }
        return ge::GRAPH_SUCCESS;
    }
    // Reserves size more bytes at the end; nullptr (and nothing changed) when they do not fit.
    void* Expand(size_t size)
    {
        size_t after = 0;
        if (__builtin_add_overflow(data_size_, size, &after) || after > capacity_) {
            return nullptr;
        }
        void* ret = static_cast<uint8_t*>(data_) + data_size_;
        data_size_ = after;
        return ret;
    }
    static std::unique_ptr<uint8_t[]> CreateCap(const size_t cap_size)
    {
        size_t total = 0;
        if (CalcTotalSize(cap_size, total) != ge::GRAPH_SUCCESS) {
            return nullptr;
        }
        std::unique_ptr<uint8_t[]> buf(new (std::nothrow) uint8_t[total]());
        if (buf == nullptr) {
            return nullptr;
        }
        auto* td = new (buf.get()) TilingData();
        td->Init(cap_size, buf.get() + sizeof(TilingData));
        return buf;
    }
    static ge::graphStatus CalcTotalSize(const size_t cap_size, size_t& total_size)
    {
        if (__builtin_add_overflow(sizeof(TilingData), cap_size, &total_size)) {
            return ge::GRAPH_FAILED;
        }
        return ge::GRAPH_SUCCESS;
    }
    void Init(const size_t cap_size, void* const data)
    {
        capacity_ = cap_size;
        data_size_ = 0U;
        data_ = data;
        std::memset(reserved_, 0, sizeof(reserved_));
    }

    TilingData(const TilingData&) = delete;
    TilingData(TilingData&&) = delete;
    TilingData operator=(const TilingData&) = delete;
    TilingData operator=(TilingData&&) = delete;

private:
    TilingData() = default;
    size_t capacity_ = 0;
    size_t data_size_ = 0;
    void* data_ = nullptr;
    uint8_t reserved_[40];
};
template <typename T>
TilingData& operator<<(TilingData& out, const T& data)
{
    (void)out.Append(data);
    return out;
}
static_assert(std::is_standard_layout<TilingData>::value, "gert::TilingData must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_TILING_DATA_H_
