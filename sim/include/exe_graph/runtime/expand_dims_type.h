// gert::ExpandDimsType: which axes a lower-rank shape is padded with 1s on
// (reference: hicann/metadef inc/external/exe_graph/runtime/expand_dims_type.h). Bit i of the mask
// set means output axis i is an inserted 1.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_EXPAND_DIMS_TYPE_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_EXPAND_DIMS_TYPE_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "exe_graph/runtime/shape.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"

namespace gert {
class ExpandDimsType {
public:
    using AxisIndex = uint64_t;
    static constexpr size_t kMaxExpandSize = 56;

    ExpandDimsType() : size_(0U), mask_(0U) { std::memset(reserved_, 0, sizeof(reserved_)); }
    // "1" marks an inserted axis, "0" a kept one, e.g. "1100".
    explicit ExpandDimsType(const ge::char_t* const expand_dims_type) : ExpandDimsType()
    {
        if (expand_dims_type == nullptr) {
            return;
        }
        const size_t size = std::strlen(expand_dims_type);
        if (size > kMaxExpandSize) {
            return;
        }
        size_ = size;
        for (AxisIndex i = 0; i < size; ++i) {
            if (expand_dims_type[i] == '1') {
                SetExpandIndex(i);
            }
        }
    }
    bool operator==(const ExpandDimsType& other) const { return size_ == other.size_ && mask_ == other.mask_; }
    AxisIndex GetFullSize() const { return size_; }
    void SetExpandIndex(const AxisIndex index) { mask_ |= (1UL << index); }
    bool IsExpandIndex(const AxisIndex index) const { return ((1UL << index) & mask_) != 0U; }
    // Inserts the marked 1-axes into shape, writing out_shape. Shapes already at full rank pass through.
    ge::graphStatus Expand(const Shape& shape, Shape& out_shape) const
    {
        out_shape.SetDimNum(0);
        if (shape.GetDimNum() == size_ || size_ == 0U) {
            out_shape = shape;
            return ge::GRAPH_SUCCESS;
        }
        size_t src = 0;
        for (size_t pos = 0; pos < size_; ++pos) {
            if (IsExpandIndex(pos)) {
                out_shape.AppendDim(1);
            } else {
                if (src >= shape.GetDimNum()) {
                    return ge::GRAPH_FAILED;
                }
                out_shape.AppendDim(shape.GetDim(src++));
            }
        }
        for (; src < shape.GetDimNum(); ++src) {
            out_shape.AppendDim(shape.GetDim(src));
        }
        return ge::GRAPH_SUCCESS;
    }
    ge::graphStatus Expand(Shape& shape) const
    {
        Shape out;
        const auto ret = Expand(shape, out);
        if (ret == ge::GRAPH_SUCCESS) {
            shape = out;
        }
        return ret;
    }

private:
    uint64_t size_ : 8;
    uint64_t mask_ : 56;
    uint8_t reserved_[40];
};
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_EXPAND_DIMS_TYPE_H_
