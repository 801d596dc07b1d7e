// gert::ContinuousVector / TypedContinuousVector / ContinuousVectorVector: a header followed by its
// elements in one allocation (reference: hicann/metadef inc/external/exe_graph/runtime/continuous_vector.h).
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_CONTINUOUS_VECTOR_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_CONTINUOUS_VECTOR_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

#include "graph/ge_error_codes.h"

namespace gert {
class ContinuousVector {
public:
    // Bytes of a ContinuousVector able to hold capacity elements of size elem_size.
    static size_t TotalSize(size_t capacity, size_t elem_size)
    {
        size_t payload = 0;
        if (__builtin_mul_overflow(capacity, elem_size, &payload)) {
            return 0;
        }
        const size_t total = offsetof(ContinuousVector, elements) + payload;
        return total < sizeof(ContinuousVector) ? sizeof(ContinuousVector) : total;
    }
    template <typename T>
    static std::unique_ptr<uint8_t[]> Create(size_t capacity, size_t& total_size)
    {
        total_size = TotalSize(capacity, sizeof(T));
        if (total_size == 0) {
            return nullptr;
        }
        std::unique_ptr<uint8_t[]> holder(new (std::nothrow) uint8_t[total_size]());
        if (holder == nullptr) {
            return nullptr;
        }
        reinterpret_cast<ContinuousVector*>(holder.get())->Init(capacity);
        return holder;
    }
    template <typename T>
    static std::unique_ptr<uint8_t[]> Create(const size_t capacity)
    {
        size_t total_size = 0;
        return Create<T>(capacity, total_size);
    }
    void Init(const size_t capacity)
    {
        capacity_ = capacity;
        size_ = 0U;
        std::memset(reserved_, 0, sizeof(reserved_));
    }
    size_t GetSize() const { return size_; }
    ge::graphStatus SetSize(const size_t size)
    {
        if (size > capacity_) {
            return ge::GRAPH_PARAM_OUT_OF_RANGE;
        }
        size_ = size;
        return ge::GRAPH_SUCCESS;
    }
    size_t GetCapacity() const { return capacity_; }
    const void* GetData() const { return elements; }
    void* MutableData() { return elements; }

private:
    size_t capacity_;
    size_t size_;
    uint8_t reserved_[40];
    alignas(8) uint8_t elements[8];
};
static_assert(std::is_standard_layout<ContinuousVector>::value, "gert::ContinuousVector must stay standard-layout");

template <typename T>
class TypedContinuousVector : private ContinuousVector {
public:
    using ContinuousVector::GetCapacity;
    using ContinuousVector::GetSize;
    using ContinuousVector::SetSize;
    T* MutableData() { return static_cast<T*>(ContinuousVector::MutableData()); }
    const T* GetData() const { return static_cast<const T*>(ContinuousVector::GetData()); }
};

// A vector of ContinuousVectors laid out one after another; offsets are relative to this object.
class ContinuousVectorVector {
public:
    void Init(const size_t capacity)
    {
        capacity_ = capacity;
        size_ = 0U;
        std::memset(reserved_, 0, sizeof(reserved_));
        if (capacity_ != 0U) {
            offset_[0] = GetOverHeadLength(capacity_);
        }
    }
    // Appends an inner vector of inner_vector_capacity elements (size set to the capacity).
    // The caller must have allocated enough room behind this object.
    template <typename T>
    ContinuousVector* Add(size_t inner_vector_capacity)
    {
        if (size_ >= capacity_) {
            return nullptr;
        }
        auto* inner = reinterpret_cast<ContinuousVector*>(reinterpret_cast<uint8_t*>(this) + offset_[size_]);
        inner->Init(inner_vector_capacity);
        (void)inner->SetSize(inner_vector_capacity);
        const size_t len = RoundUp8(ContinuousVector::TotalSize(inner_vector_capacity, sizeof(T)));
        ++size_;
        if (size_ < capacity_) {
            offset_[size_] = offset_[size_ - 1U] + len;
        }
        return inner;
    }
    const ContinuousVector* Get(const size_t index) const
    {
        if (index >= size_) {
            return nullptr;
        }
        return reinterpret_cast<const ContinuousVector*>(reinterpret_cast<const uint8_t*>(this) + offset_[index]);
    }
    size_t GetSize() const { return size_; }
    static size_t GetOverHeadLength(const size_t capacity)
    {
        if (capacity == 0U) {
            return sizeof(ContinuousVectorVector);
        }
        return RoundUp8(offsetof(ContinuousVectorVector, offset_) + sizeof(size_t) * capacity);
    }
    // Bytes needed for inner vectors of the given element counts of T.
    template <typename T>
    static size_t TotalSize(const size_t* inner_sizes, size_t count)
    {
        size_t total = GetOverHeadLength(count);
        for (size_t i = 0; i < count; ++i) {
            total += RoundUp8(ContinuousVector::TotalSize(inner_sizes[i], sizeof(T)));
        }
        return total;
    }

private:
    static size_t RoundUp8(size_t v) { return (v + 7U) & ~static_cast<size_t>(7U); }

    size_t capacity_ = 0U;
    size_t size_ = 0U;
    uint8_t reserved_[40];
    size_t offset_[1U];
};
static_assert(std::is_standard_layout<ContinuousVectorVector>::value,
              "gert::ContinuousVectorVector must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_CONTINUOUS_VECTOR_H_
