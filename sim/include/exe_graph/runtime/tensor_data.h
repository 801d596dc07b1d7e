// gert::TensorData: address, size and placement of a tensor's data
// (reference: hicann/metadef inc/external/exe_graph/runtime/tensor_data.h).
// Sim simplification: TensorData is a non-owning, copyable handle. The manager (if any) is used for
// kGetTensorAddress and by an explicit Free(); the destructor never frees.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_TENSOR_DATA_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_TENSOR_DATA_H_

#include <cstddef>
#include <cstdint>

#include "graph/ge_error_codes.h"

namespace gert {
using TensorAddress = void*;
using ConstTensorAddressPtr = const void*;

enum TensorPlacement : int32_t {
    kOnDeviceHbm,
    kOnHost,
    kFollowing, // on host, data stored right behind the Tensor object
    kOnDeviceP2p,
    kTensorPlacementEnd
};

class TensorPlacementUtils {
public:
    static bool IsOnDevice(TensorPlacement p) { return p == kOnDeviceHbm || p == kOnDeviceP2p; }
    static bool IsOnHost(TensorPlacement p) { return p == kOnHost || p == kFollowing; }
    static bool IsOnHostFollowing(TensorPlacement p) { return p == kFollowing; }
    static bool IsOnHostNotFollowing(TensorPlacement p) { return p == kOnHost; }
    static bool IsOnDeviceHbm(TensorPlacement p) { return p == kOnDeviceHbm; }
    static bool IsOnDeviceP2p(TensorPlacement p) { return p == kOnDeviceP2p; }
};

enum TensorOperateType : int32_t { kGetTensorAddress, kFreeTensor, kPlusShareCount, kTensorOperateType };

using TensorAddrManager = ge::graphStatus (*)(TensorAddress addr, TensorOperateType operate_type, void** out);

class TensorData {
public:
    explicit TensorData(TensorAddress addr = nullptr, TensorAddrManager manager = nullptr)
        : TensorData(addr, manager, 0U, kTensorPlacementEnd)
    {}
    TensorData(TensorAddress addr, TensorAddrManager manager, size_t size, TensorPlacement placement)
        : addr_(addr), manager_(manager), size_(size), placement_(placement)
    {}

    TensorAddress GetAddr() const
    {
        if (manager_ == nullptr || addr_ == nullptr) {
            return addr_;
        }
        void* out = nullptr;
        if (manager_(addr_, kGetTensorAddress, &out) != ge::GRAPH_SUCCESS) {
            return nullptr;
        }
        return out;
    }
    size_t GetSize() const { return size_; }
    void SetSize(const size_t size) { size_ = size; }
    TensorPlacement GetPlacement() const { return placement_; }
    void SetPlacement(const TensorPlacement placement) { placement_ = placement; }
    ge::graphStatus Free()
    {
        ge::graphStatus ret = ge::GRAPH_SUCCESS;
        if (manager_ != nullptr) {
            ret = manager_(addr_, kFreeTensor, nullptr);
        }
        addr_ = nullptr;
        manager_ = nullptr;
        return ret;
    }
    ge::graphStatus SetAddr(const ConstTensorAddressPtr addr, TensorAddrManager manager)
    {
        addr_ = const_cast<TensorAddress>(addr);
        manager_ = manager;
        return ge::GRAPH_SUCCESS;
    }
    bool IsSharedWith(const TensorData& other) const { return addr_ == other.addr_ && manager_ == other.manager_; }
    ge::graphStatus ShareFrom(const TensorData& other)
    {
        addr_ = other.addr_;
        manager_ = other.manager_;
        size_ = other.size_;
        placement_ = other.placement_;
        return ge::GRAPH_SUCCESS;
    }

private:
    TensorAddress addr_;
    TensorAddrManager manager_;
    size_t size_;
    TensorPlacement placement_;
    [[maybe_unused]] uint8_t reserved_[36] = {0}; // layout only
};
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_TENSOR_DATA_H_
