// gert::StorageShape: the origin (view) shape and the storage (runtime) shape of a tensor
// (reference: hicann/metadef inc/external/exe_graph/runtime/storage_shape.h). The origin shape is
// the first member: contexts hand out a StorageShape (or Tensor) where a Shape is expected.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_STORAGE_SHAPE_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_STORAGE_SHAPE_H_

#include <type_traits>

#include "exe_graph/runtime/shape.h"

namespace gert {
struct StorageShape {
public:
    StorageShape() { std::memset(reserved_, 0, sizeof(reserved_)); }
    StorageShape(const std::initializer_list<int64_t>& origin_shape,
                 const std::initializer_list<int64_t>& storage_shape)
        : origin_shape_(origin_shape), storage_shape_(storage_shape)
    {
        std::memset(reserved_, 0, sizeof(reserved_));
    }
    const Shape& GetOriginShape() const { return origin_shape_; }
    const Shape& GetShape() const { return origin_shape_; }
    const Shape& GetStorageShape() const { return storage_shape_; }
    Shape& MutableShape() { return origin_shape_; }
    Shape& MutableOriginShape() { return origin_shape_; }
    Shape& MutableStorageShape() { return storage_shape_; }
    bool operator==(const StorageShape& other) const
    {
        return origin_shape_ == other.origin_shape_ && storage_shape_ == other.storage_shape_;
    }
    bool operator!=(const StorageShape& other) const { return !(*this == other); }

private:
    Shape origin_shape_;
    Shape storage_shape_;
    uint8_t reserved_[40];
};
static_assert(std::is_standard_layout<StorageShape>::value, "gert::StorageShape must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_STORAGE_SHAPE_H_
