// gert::Shape (sim stand-in). API and semantics follow CANN exe_graph/runtime/shape.h
// (reference: hicann/metadef inc/external/exe_graph/runtime/shape.h):
//   - at most kMaxDimNum = 25 dims; AppendDim / SetDim / the initializer list beyond that are ignored;
//   - GetShapeSize(): product of the dims, 1 for a rank-0 (scalar) shape, 0 when a dim is 0,
//     kInvalidDimValue when the product overflows int64;
//   - GetDim(idx >= kMaxDimNum) returns kInvalidDimValue;
//   - SetDim(idx, v) raises the rank to idx (not idx + 1) when idx is beyond it, as CANN does.
// Sim deviation: SetDimNum clamps to kMaxDimNum so that no later call can read past the array.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_SHAPE_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_SHAPE_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <type_traits>
#include <vector>

namespace gert {
struct Shape {
public:
    static constexpr size_t kMaxDimNum = 25;
    static constexpr int64_t kInvalidDimValue = std::numeric_limits<int64_t>::min();

    Shape() : dim_num_(0), dims_{0} { std::memset(reserved_, 0, sizeof(reserved_)); }
    Shape(const std::initializer_list<int64_t>& args) : Shape()
    {
        if (args.size() > kMaxDimNum) {
            return;
        }
        for (const int64_t d : args) {
            dims_[dim_num_++] = d;
        }
    }
    Shape(const Shape& other) : Shape() { CopyFrom(other); }
    Shape& operator=(const Shape& other)
    {
        if (this != &other) {
            CopyFrom(other);
        }
        return *this;
    }

    bool operator==(const Shape& rht) const
    {
        if (dim_num_ != rht.dim_num_) {
            return false;
        }
        for (size_t i = 0; i < dim_num_; ++i) {
            if (dims_[i] != rht.dims_[i]) {
                return false;
            }
        }
        return true;
    }
    bool operator!=(const Shape& rht) const { return !(*this == rht); }

    int64_t GetShapeSize() const
    {
        int64_t size = 1;
        for (size_t i = 0; i < dim_num_; ++i) {
            if (__builtin_mul_overflow(size, dims_[i], &size)) {
                return kInvalidDimValue;
            }
        }
        return size;
    }
    bool IsScalar() const { return dim_num_ == 0; }
    void SetScalar() { dim_num_ = 0; }
    size_t GetDimNum() const { return dim_num_; }
    void SetDimNum(const size_t dim_num) { dim_num_ = dim_num > kMaxDimNum ? kMaxDimNum : dim_num; }
    int64_t GetDim(const size_t idx) const { return idx >= kMaxDimNum ? kInvalidDimValue : dims_[idx]; }
    const int64_t& operator[](const size_t idx) const { return dims_[idx]; }
    int64_t& operator[](const size_t idx) { return dims_[idx]; }
    void SetDim(size_t idx, const int64_t dim_value)
    {
        if (idx >= kMaxDimNum) {
            return;
        }
        dims_[idx] = dim_value;
        if (dim_num_ < idx) {
            dim_num_ = idx;
        }
    }
    Shape& AppendDim(const int64_t value)
    {
        if (dim_num_ < kMaxDimNum) {
            dims_[dim_num_++] = value;
        }
        return *this;
    }

private:
    void CopyFrom(const Shape& other)
    {
        dim_num_ = other.dim_num_;
        for (size_t i = 0; i < kMaxDimNum; ++i) {
            dims_[i] = i < dim_num_ ? other.dims_[i] : 0;
        }
        std::memset(reserved_, 0, sizeof(reserved_));
    }

    size_t dim_num_;
    int64_t dims_[kMaxDimNum];
    uint8_t reserved_[40];
};
static_assert(std::is_standard_layout<Shape>::value, "gert::Shape must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_SHAPE_H_
