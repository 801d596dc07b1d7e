// gert::TilingContext (sim stand-in) (reference: hicann/metadef inc/external/exe_graph/runtime/tiling_context.h;
// usage per asc-devkit docs/zh/api/Utils-API/平台信息获取/PlatformAscendC/*.md and the custom_op examples).
// Slot layout (same order as CANN):
//   inputs : [input tensors][output tensors][compile info][platform info][reserved][deterministic]
//            [deterministic level]
//   outputs: TilingOutputIndex below.
// Every index-taking getter returns nullptr (or the documented sentinel) when out of range.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_TILING_CONTEXT_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_TILING_CONTEXT_H_

#include <cstdint>
#include <limits>
#include <type_traits>

#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/runtime_tensor.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tiling_data.h"

namespace fe {
class PlatFormInfos;
} // namespace fe

namespace gert {
struct Dim3 {
    uint32_t x, y, z;
    Dim3(const uint32_t dim3_x, const uint32_t dim3_y = 1, const uint32_t dim3_z = 1) : x(dim3_x), y(dim3_y), z(dim3_z)
    {}
};

class TilingContext : public ExtendedKernelContext {
public:
    enum TilingOutputIndex : uint32_t {
        kOutputTilingKey = 0,
        kOutputBlockDim = 1,
        kOutputSimdNumBlocks = 1,
        kOutputAtomicCleanFlag = 2,
        kOutputTilingData = 3,
        kOutputWorkspace = 4,
        kOutputTilingCond = 5,
        kOutputScheduleMode = 6,
        kOutputLocalMemorySize = 7,
        kOutputDynUBufSize = 7,
        kOutputAicpuBlockDim = 8,
        kOutputAicpuNumBlocks = 8,
        kOutputSimtBlockDim = 9,
        kOutputSimtGridDim = 10,
        kOutputNum
    };
    enum FallibleTilingOutputIndex : uint32_t { kTilingStatus = TilingOutputIndex::kOutputNum, kFallibleOutputNum };

    // ---- compile info / platform -------------------------------------------------------------
    const void* GetCompileInfo() const
    {
        const auto av = GetInput(ExtraBase() + 0U);
        return av == nullptr ? nullptr : av->GetValue<void*>();
    }
    template <typename T>
    const T* GetCompileInfo() const
    {
        return reinterpret_cast<const T*>(GetCompileInfo());
    }
    fe::PlatFormInfos* GetPlatformInfo() const
    {
        const auto av = GetInput(ExtraBase() + 1U);
        return av == nullptr ? nullptr : av->GetValue<fe::PlatFormInfos*>();
    }
    int32_t GetDeterministic() const
    {
        const auto av = GetInput(ExtraBase() + 3U);
        return av == nullptr ? std::numeric_limits<int32_t>::max() : av->GetValue<int32_t>();
    }
    int32_t GetDeterministicLevel() const
    {
        const auto av = GetInput(ExtraBase() + 4U);
        return av == nullptr ? std::numeric_limits<int32_t>::max() : av->GetValue<int32_t>();
    }

    // ---- shapes / tensors ----------------------------------------------------------------------
    const StorageShape* GetInputShape(const size_t index) const
    {
        return index < GetComputeNodeInputNum() ? GetInputPointer<StorageShape>(index) : nullptr;
    }
    const Tensor* GetInputTensor(const size_t index) const
    {
        return index < GetComputeNodeInputNum() ? GetInputPointer<Tensor>(index) : nullptr;
    }
    const Tensor* GetOptionalInputTensor(const size_t ir_index) const
    {
        return GetDynamicInputPointer<Tensor>(ir_index, 0);
    }
    const Tensor* GetDynamicInputTensor(const size_t ir_index, const size_t relative_index) const
    {
        return GetDynamicInputPointer<Tensor>(ir_index, relative_index);
    }
    const Tensor* GetRequiredInputTensor(const size_t ir_index) const
    {
        return GetDynamicInputPointer<Tensor>(ir_index, 0);
    }
    const StorageShape* GetOptionalInputShape(const size_t ir_index) const
    {
        return GetDynamicInputPointer<StorageShape>(ir_index, 0);
    }
    const StorageShape* GetRequiredInputShape(const size_t ir_index) const
    {
        return GetDynamicInputPointer<StorageShape>(ir_index, 0);
    }
    const StorageShape* GetDynamicInputShape(const size_t ir_index, const size_t relative_index) const
    {
        return GetDynamicInputPointer<StorageShape>(ir_index, relative_index);
    }
    const StorageShape* GetOutputShape(const size_t index) const
    {
        if (index >= GetComputeNodeOutputNum()) {
            return nullptr;
        }
        return GetInputPointer<StorageShape>(GetComputeNodeInputNum() + index);
    }

    // ---- results -----------------------------------------------------------------------------
    ge::graphStatus SetTilingKey(const uint64_t tiling_key) { return SetOut<uint64_t>(kOutputTilingKey, tiling_key); }
    uint64_t GetTilingKey() const { return GetOut<uint64_t>(kOutputTilingKey, std::numeric_limits<uint64_t>::max()); }
    ge::graphStatus SetScheduleMode(const uint32_t schedule_mode)
    {
        return SetOut<uint32_t>(kOutputScheduleMode, schedule_mode);
    }
    uint32_t GetScheduleMode() const { return GetOut<uint32_t>(kOutputScheduleMode, 0U); }
    ge::graphStatus SetBlockDim(const uint32_t block_dim) { return SetSimdNumBlocks(block_dim); }
    ge::graphStatus SetSimdNumBlocks(const uint32_t num_blocks)
    {
        return SetOut<uint32_t>(kOutputSimdNumBlocks, num_blocks);
    }
    uint32_t GetBlockDim() const { return GetSimdNumBlocks(); }
    uint32_t GetSimdNumBlocks() const
    {
        return GetOut<uint32_t>(kOutputSimdNumBlocks, std::numeric_limits<uint32_t>::max());
    }
    ge::graphStatus SetAicpuBlockDim(uint32_t block_dim) { return SetAicpuNumBlocks(block_dim); }
    ge::graphStatus SetAicpuNumBlocks(uint32_t num_blocks)
    {
        return SetOut<uint32_t>(kOutputAicpuNumBlocks, num_blocks);
    }
    uint32_t GetAicpuBlockDim() const { return GetAicpuNumBlocks(); }
    uint32_t GetAicpuNumBlocks() const
    {
        return GetOut<uint32_t>(kOutputAicpuNumBlocks, std::numeric_limits<uint32_t>::max());
    }
    ge::graphStatus SetTilingCond(int32_t tiling_cond) { return SetOut<int32_t>(kOutputTilingCond, tiling_cond); }
    int32_t GetTilingCond() const { return GetOut<int32_t>(kOutputTilingCond, -1); }
    ge::graphStatus SetNeedAtomic(const bool atomic) { return SetOut<bool>(kOutputAtomicCleanFlag, atomic); }
    bool NeedAtomic() const { return GetOut<bool>(kOutputAtomicCleanFlag, false); }
    ge::graphStatus SetLocalMemorySize(const uint32_t local_memory_size) { return SetDynUBufSize(local_memory_size); }
    ge::graphStatus SetDynUBufSize(const uint32_t dyn_ubuf_size)
    {
        return SetOut<uint32_t>(kOutputDynUBufSize, dyn_ubuf_size);
    }
    uint32_t GetLocalMemorySize() const { return GetDynUBufSize(); }
    uint32_t GetDynUBufSize() const
    {
        return GetOut<uint32_t>(kOutputDynUBufSize, std::numeric_limits<uint32_t>::max());
    }
    ge::graphStatus SetSimtGridDim(const Dim3& grid_dim)
    {
        const auto p = GetOutputPointer<Dim3>(kOutputSimtGridDim);
        if (p == nullptr) {
            return ge::GRAPH_FAILED;
        }
        *p = grid_dim;
        return ge::GRAPH_SUCCESS;
    }
    const Dim3* GetSimtGridDim() const { return GetOutputPointer<Dim3>(kOutputSimtGridDim); }
    ge::graphStatus SetSimtBlockDim(const Dim3& block_dim)
    {
        const auto p = GetOutputPointer<Dim3>(kOutputSimtBlockDim);
        if (p == nullptr) {
            return ge::GRAPH_FAILED;
        }
        *p = block_dim;
        return ge::GRAPH_SUCCESS;
    }
    const Dim3* GetSimtBlockDim() const { return GetOutputPointer<Dim3>(kOutputSimtBlockDim); }

    // Tiling data buffer: GetTilingData<T>() records sizeof(T) as the data size and returns the
    // (zero-initialised) buffer, or nullptr when T does not fit its capacity.
    template <typename T>
    auto GetTilingData() -> T*
    {
        auto tiling_data = GetRawTilingData();
        if (tiling_data == nullptr || tiling_data->GetCapacity() < sizeof(T)) {
            return nullptr;
        }
        tiling_data->SetDataSize(sizeof(T));
        return static_cast<T*>(tiling_data->GetData());
    }
    TilingData* GetRawTilingData()
    {
        const auto p = GetOutputPointer<TilingData*>(kOutputTilingData);
        return p == nullptr ? nullptr : *p;
    }
    // Makes workspace_count slots (nullptr beyond the capacity) and returns them to be filled.
    size_t* GetWorkspaceSizes(const size_t workspace_count)
    {
        const auto ws = GetOutputPointer<TypedContinuousVector<size_t>>(kOutputWorkspace);
        if (ws == nullptr || ws->SetSize(workspace_count) != ge::GRAPH_SUCCESS) {
            return nullptr;
        }
        return ws->MutableData();
    }
    size_t GetWorkspaceNum() const
    {
        const auto ws = GetOutputPointer<TypedContinuousVector<size_t>>(kOutputWorkspace);
        return ws == nullptr ? 0U : ws->GetSize();
    }

private:
    size_t ExtraBase() const { return GetComputeNodeInputNum() + GetComputeNodeOutputNum(); }
    template <typename T>
    ge::graphStatus SetOut(uint32_t index, const T value)
    {
        const auto p = GetOutputPointer<T>(index);
        if (p == nullptr) {
            return ge::GRAPH_FAILED;
        }
        *p = value;
        return ge::GRAPH_SUCCESS;
    }
    template <typename T>
    T GetOut(uint32_t index, T fallback) const
    {
        const auto p = GetOutputPointer<T>(index);
        return p == nullptr ? fallback : *p;
    }
};
static_assert(std::is_standard_layout<TilingContext>::value, "gert::TilingContext must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_TILING_CONTEXT_H_
