// gert::Tensor (sim stand-in): shape, format, dtype and data of one tensor as a context sees it
// (reference: hicann/metadef inc/external/exe_graph/runtime/runtime_tensor.h). The StorageShape is the
// first member, so a context slot holding a Tensor can also be read as a StorageShape / Shape, as in CANN.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_RUNTIME_TENSOR_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_RUNTIME_TENSOR_H_

#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

#include "exe_graph/runtime/storage_format.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tensor_data.h"
#include "graph/types.h"

namespace gert {
enum TensorVersion : uint8_t { kTensorV1 = 0, kTensorV2 = 1 };

class Tensor {
public:
    Tensor() : version_(kTensorV1), data_type_(ge::DT_UNDEFINED) {}
    Tensor(const StorageShape& storage_shape, const StorageFormat& storage_format, ge::DataType data_type)
        : storage_shape_(storage_shape), storage_format_(storage_format), version_(kTensorV1), data_type_(data_type)
    {}
    Tensor(const StorageShape& storage_shape, const StorageFormat& storage_format, TensorPlacement placement,
           ge::DataType data_type, TensorAddress addr)
        : Tensor(storage_shape, storage_format, placement, data_type, addr, nullptr)
    {}
    Tensor(const StorageShape& storage_shape, const StorageFormat& storage_format, TensorPlacement placement,
           ge::DataType data_type, TensorAddress addr, TensorAddrManager manager)
        : storage_shape_(storage_shape),
          storage_format_(storage_format),
          version_(kTensorV1),
          data_type_(data_type),
          tensor_data_(addr, manager, BytesOf(storage_shape, data_type), placement)
    {}

    // Element count of the storage shape.
    int64_t GetShapeSize() const { return storage_shape_.GetStorageShape().GetShapeSize(); }
    template <class T>
    const T* GetData() const
    {
        return static_cast<const T*>(GetAddr());
    }
    template <class T>
    auto GetData() -> T*
    {
        return static_cast<T*>(GetAddr());
    }
    const void* GetAddr() const
    {
        if (tensor_data_.GetPlacement() == kFollowing) {
            return reinterpret_cast<const uint8_t*>(this) + sizeof(*this);
        }
        return tensor_data_.GetAddr();
    }
    void* GetAddr()
    {
        if (tensor_data_.GetPlacement() == kFollowing) {
            return reinterpret_cast<uint8_t*>(this) + sizeof(*this);
        }
        return tensor_data_.GetAddr();
    }
    void SetData(TensorData&& data) { tensor_data_ = data; }
    size_t GetSize() const { return tensor_data_.GetSize(); }
    void SetSize(const size_t size) { tensor_data_.SetSize(size); }
    ge::DataType GetDataType() const { return data_type_; }
    void SetDataType(const ge::DataType data_type) { data_type_ = data_type; }

    const Shape& GetStorageShape() const { return storage_shape_.GetStorageShape(); }
    Shape& MutableStorageShape() { return storage_shape_.MutableStorageShape(); }
    const Shape& GetOriginShape() const { return storage_shape_.GetOriginShape(); }
    Shape& MutableOriginShape() { return storage_shape_.MutableOriginShape(); }
    const StorageShape& GetShape() const { return storage_shape_; }
    StorageShape& GetShape() { return storage_shape_; }

    ge::Format GetStorageFormat() const { return storage_format_.GetStorageFormat(); }
    void SetStorageFormat(const ge::Format f) { storage_format_.SetStorageFormat(f); }
    ge::Format GetOriginFormat() const { return storage_format_.GetOriginFormat(); }
    void SetOriginFormat(const ge::Format f) { storage_format_.SetOriginFormat(f); }
    ExpandDimsType GetExpandDimsType() const { return storage_format_.GetExpandDimsType(); }
    void SetExpandDimsType(const ExpandDimsType& e) { storage_format_.SetExpandDimsType(e); }
    const StorageFormat& GetFormat() const { return storage_format_; }
    StorageFormat& MutableFormat() { return storage_format_; }

    TensorPlacement GetPlacement() const { return tensor_data_.GetPlacement(); }
    void SetPlacement(const TensorPlacement placement) { tensor_data_.SetPlacement(placement); }
    const TensorData& GetTensorData() const { return tensor_data_; }
    TensorData& MutableTensorData() { return tensor_data_; }
    TensorVersion GetVersion() const { return version_; }

    // A Tensor followed by room for its data (placement kFollowing); total_size covers both.
    static std::unique_ptr<uint8_t[]> CreateFollowing(const int64_t shape_size, const ge::DataType dt,
                                                      size_t& total_size)
    {
        const int64_t bytes = ge::GetSizeInBytes(shape_size, dt);
        if (bytes < 0) {
            return nullptr;
        }
        return CreateFollowing(dt, static_cast<size_t>(bytes), total_size);
    }
    static std::unique_ptr<uint8_t[]> CreateFollowing(const ge::DataType dt, const size_t tensor_size,
                                                      size_t& total_size)
    {
        total_size = tensor_size + sizeof(Tensor);
        std::unique_ptr<uint8_t[]> holder(new (std::nothrow) uint8_t[total_size]());
        if (holder == nullptr) {
            return nullptr;
        }
        auto* t = new (holder.get()) Tensor({}, {}, dt);
        t->tensor_data_ = TensorData(nullptr, nullptr, tensor_size, kFollowing);
        return holder;
    }

private:
    static size_t BytesOf(const StorageShape& shape, ge::DataType dt)
    {
        const int64_t bytes = ge::GetSizeInBytes(shape.GetStorageShape().GetShapeSize(), dt);
        return bytes < 0 ? 0U : static_cast<size_t>(bytes);
    }

    StorageShape storage_shape_;
    StorageFormat storage_format_;
    TensorVersion version_;
    ge::DataType data_type_;
    TensorData tensor_data_;
    [[maybe_unused]] uint8_t reserved_field_[40] = {0}; // layout only
};
static_assert(std::is_standard_layout<Tensor>::value, "gert::Tensor must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_RUNTIME_TENSOR_H_
