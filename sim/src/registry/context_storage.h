// Owner of everything behind one gert context (slots, node info, attrs, tensors, tiling buffers).
// Used by the Run* helpers and by context_ascendc::ContextBuilder.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ascsim/op_registry.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/kernel_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "platform/platform_infos_def.h"

namespace ascsim {

// Builds the flat RuntimeAttrs block; kind kNone becomes a null attribute.
class RuntimeAttrsBuilder {
public:
    static std::unique_ptr<uint8_t[]> Build(const std::vector<AttrValue>& values);
};

struct TensorSpec {
    gert::StorageShape shape;
    ge::DataType dtype = ge::DT_UNDEFINED;
    ge::Format originFormat = ge::FORMAT_ND;
    ge::Format storageFormat = ge::FORMAT_ND;
    const void* data = nullptr; // host data (value-depend inputs)
};

class ContextStorage {
public:
    ContextStorage() = default;
    ContextStorage(const ContextStorage&) = delete;
    ContextStorage& operator=(const ContextStorage&) = delete;

    // ---- node description (set before Build*) --------------------------------------------------
    std::string nodeName;
    std::string nodeType;
    std::vector<uint32_t> irInputInstances;  // empty: one per input
    std::vector<uint32_t> irOutputInstances; // empty: one per output
    std::vector<TensorSpec> inputs;
    std::vector<TensorSpec> outputs;
    std::vector<AttrValue> attrs;
    // Owned copies of host data handed in by ContextBuilder::AddInputTd(const values / file).
    std::vector<std::unique_ptr<uint8_t[]>> ownedData;

    // ---- builders: each returns a context owned by this storage -------------------------------
    // tilingData / workspace / platform may be null: then owned defaults are created (tiling data of
    // tilingDataCapacity bytes, a 64-slot workspace vector, no platform info).
    gert::TilingContext* BuildTiling(void* compileInfo, fe::PlatFormInfos* platform, gert::TilingData* tilingData,
                                     size_t tilingDataCapacity, gert::ContinuousVector* workspace);
    gert::InferShapeContext* BuildInferShape();
    gert::InferDataTypeContext* BuildInferDataType();
    gert::TilingParseContext* BuildTilingParse(const char* compiledJson, fe::PlatFormInfos* platform,
                                               void* compileInfo);
    gert::KernelContext* BuildKernel(const std::vector<void*>& ins, const std::vector<void*>& outs);

    KernelRunContext* Raw() { return reinterpret_cast<KernelRunContext*>(ctxBuf_); }
    gert::ComputeNodeInfo* NodeInfo() { return reinterpret_cast<gert::ComputeNodeInfo*>(nodeInfo_.get()); }
    std::unique_ptr<uint8_t[]> ReleaseNodeInfo() { return std::move(nodeInfo_); }

    // Results after a tiling call.
    gert::TilingData* tilingData() const { return tilingData_; }
    gert::TypedContinuousVector<size_t>* workspace() const { return workspace_; }
    const std::vector<gert::StorageShape>& outputShapes() const { return outShapes_; }

private:
    void BuildNodeInfo();
    template <class Ctx>
    Ctx* Emplace(size_t numInputs, size_t numOutputs);
    AsyncAnyValue* Slot(size_t i) { return &slots_[i]; }
    static void SetPointer(AsyncAnyValue* slot, const void* p) { slot->data.pointer = const_cast<void*>(p); }
    template <class T>
    static void SetInplace(AsyncAnyValue* slot, const T& v);

    alignas(KernelRunContext) unsigned char ctxBuf_[sizeof(KernelRunContext)] = {};
    std::vector<AsyncAnyValue> slots_;
    std::vector<AsyncAnyValue*> slotPtrs_;
    std::unique_ptr<uint8_t[]> nodeInfo_;
    std::unique_ptr<uint8_t[]> attrBlock_;
    std::vector<gert::Tensor> tensors_;         // inputs then outputs
    std::vector<gert::StorageShape> outShapes_; // infer-shape outputs
    std::unique_ptr<uint8_t[]> ownedTilingData_;
    std::unique_ptr<uint8_t[]> ownedWorkspace_;
    gert::TilingData* tilingData_ = nullptr;
    gert::TypedContinuousVector<size_t>* workspace_ = nullptr;
    gert::Dim3 simtDims_[2] = {gert::Dim3(0, 0, 0), gert::Dim3(0, 0, 0)};
};

// Default number of workspace slots GetWorkspaceSizes(n) may ask for.
constexpr size_t kWorkspaceSlots = 64;

} // namespace ascsim
