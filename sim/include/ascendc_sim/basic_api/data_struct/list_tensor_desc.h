// ListTensorDesc / TensorDesc<T> (docs/zh/api/SIMD-API/基础API/辅助数据结构/ListTensorDesc.md, TensorDesc.md;
// include/basic_api/kernel_operator_list_tensor_intf.h). The GM block they decode:
//   uint64 ptrOffset                     byte offset from the block to the data-pointer array
//   per tensor: uint64 dim | index << 32, then dim uint64 shape values (dim 0: one 0xffffffff word)
//   uint64 data pointers, one per tensor
// The tensor count is the first descriptor's index field when non-zero, else the last descriptor's
// index + 1 (as the 3510 implementation decodes it). The block is read with scalar loads (memcheck:
// it must lie in device memory). The consistency checks the SDK only asserts in debug builds (ptrOffset
// against count and dim; length / shapeSize when given; an index below the count; a TensorDesc with a
// shape buffer) are memcheck findings here (docs silent: the stricter choice).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/global_tensor.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

class ListTensorDesc;

template <class T>
class TensorDesc {
public:
    __aicore__ inline TensorDesc() {}
    __aicore__ inline ~TensorDesc() {}
    // The buffer GetDesc copies the shape into (at least GetDim() values).
    __aicore__ inline void SetShapeAddr(uint64_t* shapePtr) { shape_ = shapePtr; }
    __aicore__ inline uint64_t GetDim() { return dim_; }
    __aicore__ inline uint64_t GetIndex() { return index_; }
    __aicore__ inline uint64_t GetShape(uint32_t offset, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        if (ascsim::kern::SanitizerEnabled() && (shape_ == nullptr || offset >= dim_)) {
            // rule memcheck.list-desc-decode: a ListTensorDesc / TensorDesc block or index that does not decode
            //     consistently
            //   choice: the SDK only asserts these in debug builds; the docs (B/辅助数据结构/ListTensorDesc.md) are
            //   silent, so
            //       the stricter choice
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "TensorDesc::GetShape",
                               "shape index " + std::to_string(offset) + " with dim " + std::to_string(dim_) +
                                   (shape_ == nullptr ? " and no shape buffer (SetShapeAddr)" : ""),
                               loc);
        }
        return shape_[offset];
    }
    __aicore__ inline __gm__ T* GetDataPtr() { return ptr_; }
    // A GlobalTensor over the tensor: the product of the shape times sizeof(T) (the 3510 implementation
    // passes that byte count as the element count of SetGlobalBuffer; the sim declares the same window).
    __aicore__ inline GlobalTensor<T> GetDataObj()
    {
        GlobalTensor<T> obj;
        uint64_t size = sizeof(T);
        for (uint32_t i = 0; i < dim_ && shape_ != nullptr; ++i) {
            size *= shape_[i];
        }
        obj.SetGlobalBuffer(ptr_, size);
        return obj;
    }
    friend class ListTensorDesc;

private:
    uint32_t dim_ = 0;
    uint32_t index_ = 0;
    uint64_t* shape_ = nullptr;
    __gm__ T* ptr_ = nullptr;
};

class ListTensorDesc {
public:
    __aicore__ inline ListTensorDesc() {}
    __aicore__ inline ~ListTensorDesc() {}
    __aicore__ inline ListTensorDesc(__gm__ void* data, uint32_t length = 0xffffffff, uint32_t shapeSize = 0xffffffff,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        Init(data, length, shapeSize, loc);
    }
    __aicore__ inline void Init(__gm__ void* data, uint32_t length = 0xffffffff, uint32_t shapeSize = 0xffffffff,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        base_ = static_cast<__gm__ uint64_t*>(data);
        const uint64_t ptrOffset = Load(base_, loc);
        const uint64_t first = Load(base_ + 1, loc);
        dim_ = static_cast<uint32_t>(first & 0xffffffffULL);
        const auto firstIndex = static_cast<uint32_t>(first >> 32);
        stride_ = dim_ == 0 ? 2 : 1 + dim_;
        pointers_ = base_ + ptrOffset / sizeof(uint64_t);
        count_ = firstIndex != 0 ? firstIndex : static_cast<uint32_t>(Load(pointers_ - stride_, loc) >> 32) + 1;
        const bool layoutOk = dim_ != 0 ?
                                  uint64_t{count_} == (ptrOffset - sizeof(uint64_t)) / (stride_ * sizeof(uint64_t)) :
                                  (Load(base_ + 2, loc) == 0xffffffffULL && ptrOffset == 24);
        bool sizesOk = true;
        if (length != 0xffffffff && shapeSize != 0xffffffff) {
            sizesOk = count_ == shapeSize && length == ptrOffset + uint64_t{count_} * sizeof(uint64_t);
        }
        if (SanitizerEnabled() && (!layoutOk || !sizesOk)) {
            // see rule memcheck.list-desc-decode
            Fail(Check::kMemcheck, "ListTensorDesc",
                 "the block does not decode consistently: ptrOffset " + std::to_string(ptrOffset) + ", dim " +
                     std::to_string(dim_) + ", " + std::to_string(count_) + " tensor(s)" +
                     (sizesOk ? "" :
                                ", length / shapeSize given as " + std::to_string(length) + " / " +
                                    std::to_string(shapeSize)),
                 loc, "GM", reinterpret_cast<uintptr_t>(data), 0);
        }
    }
    template <class T>
    __aicore__ inline void GetDesc(TensorDesc<T>& desc, uint32_t index,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        RequireIndex(index, "ListTensorDesc::GetDesc", loc);
        if (SanitizerEnabled() && (dim_ == 0 || desc.shape_ == nullptr)) {
            // see rule memcheck.list-desc-decode
            Fail(Check::kMemcheck, "ListTensorDesc::GetDesc",
                 dim_ == 0 ? "the list holds data pointers only (dim 0): no shapes to get" :
                             "the TensorDesc has no shape buffer (SetShapeAddr)",
                 loc);
        }
        desc.dim_ = dim_;
        desc.index_ = index;
        desc.ptr_ = reinterpret_cast<__gm__ T*>(Load(pointers_ + index, loc));
        const __gm__ uint64_t* shape = base_ + 1 + uint64_t{index} * stride_ + 1;
        for (uint32_t i = 0; i < dim_; ++i) {
            desc.shape_[i] = Load(shape + i, loc);
        }
    }
    template <class T>
    __aicore__ inline __gm__ T* GetDataPtr(uint32_t index, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        RequireIndex(index, "ListTensorDesc::GetDataPtr", loc);
        return reinterpret_cast<__gm__ T*>(Load(pointers_ + index, loc));
    }
    __aicore__ inline uint32_t GetSize() { return count_; }

private:
    // A scalar load of one descriptor word (S pipe; memcheck against the device allocations).
    static uint64_t Load(const __gm__ uint64_t* p, ascsim::kern::SrcLoc loc)
    {
        using namespace ascsim::kern;
        const uint64_t seq = Issue(Pipe::S, loc);
        AccessGm(Pipe::S, seq, p, sizeof(uint64_t), false, nullptr, 0, "ListTensorDesc", loc);
        uint64_t v;
        std::memcpy(&v, p, sizeof(v));
        return v;
    }
    void RequireIndex(uint32_t index, const char* api, ascsim::kern::SrcLoc loc) const
    {
        if (ascsim::kern::SanitizerEnabled() && index >= count_) {
            // see rule memcheck.list-desc-decode
            ascsim::kern::Fail(
                ascsim::kern::Check::kMemcheck, api,
                "index " + std::to_string(index) + " of a list of " + std::to_string(count_) + " tensor(s)", loc);
        }
    }

    __gm__ uint64_t* base_ = nullptr;
    __gm__ uint64_t* pointers_ = nullptr;
    uint32_t dim_ = 0;
    uint32_t stride_ = 0;
    uint32_t count_ = 0;
};

} // namespace AscendC
