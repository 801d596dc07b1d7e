// context_ascendc::ContextBuilder / KernelRunContextHolder / OpTilingRegistry (sim stand-in):
// build a TilingContext (or a plain KernelContext for TilingParse) by hand to unit-test tiling functions.
// API reference: asc-devkit docs/zh/api/Utils-API/Tiling调测/ContextBuilder/*.md and
// docs/zh/api/Utils-API/Tiling调测/OpTilingRegistry/*.md; declarations as in asc-devkit
// include/utils/context/context_builder.h.
// Sim specifics (the docs are silent): without TilingData() the context gets its own zeroed 2048-byte
// tiling buffer, without Workspace() its own 64-slot workspace vector; without PlatformInfo() /
// AddPlatformInfo() GetPlatformInfo() is null. AddPlatformInfo(nullptr) uses the active sim SoC profile
// (ASCEND_SIM_SOC); AddPlatformInfo("Ascend950PR_9589"/"Ascend950DT_xxxx"/profile name) a named one.
// Attributes are numbered in AddAttr call order.
#ifndef ASCSIM_TILING_CONTEXT_CONTEXT_BUILDER_H_
#define ASCSIM_TILING_CONTEXT_CONTEXT_BUILDER_H_

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "exe_graph/runtime/context_extend.h"
#include "exe_graph/runtime/kernel_context.h"
#include "exe_graph/runtime/kernel_run_context.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"

namespace context_ascendc {
class ContextBuilderImpl;
class ValueHolderImpl;
using TilingFunc = uint32_t (*)(gert::TilingContext*);

class OpTilingRegistryImpl;
class __attribute__((visibility("default"))) OpTilingRegistry {
public:
    OpTilingRegistry() = default;
    ~OpTilingRegistry() = default;
    // GetTilingFunc.md: the tiling function registered for opType (IMPL_OP_OPTILING or OpDef SetTiling).
    TilingFunc GetTilingFunc(const char* opType) const;
    // LoadTilingLibrary.md: dlopen()s the library so that its registrations become visible.
    bool LoadTilingLibrary(const char* tilingSoPath) const;

private:
    std::shared_ptr<OpTilingRegistryImpl> impl_;
};

// KernelRunContextHolder结构定义.md
struct __attribute__((visibility("default"))) KernelRunContextHolder {
    KernelRunContextHolder();
    ~KernelRunContextHolder();
    template <typename T>
    T* GetContext() const
    {
        return reinterpret_cast<T*>(context);
    }
    gert::ComputeNodeInfo* MutableComputeNodeInfo()
    {
        return reinterpret_cast<gert::ComputeNodeInfo*>(computeNodeExtendHolder.get());
    }
    std::unique_ptr<ValueHolderImpl> valueHolder;
    std::unique_ptr<uint8_t[]> computeNodeExtendHolder;
    KernelRunContext* context{nullptr};
};

class __attribute__((visibility("default"))) ContextBuilder {
public:
    ContextBuilder();
    ~ContextBuilder();
    ContextBuilder(ContextBuilder&& kernelRunContextBuilder) = delete;
    ContextBuilder& operator=(ContextBuilder&& kernelRunContextBuilder) = delete;
    // Inputs.md / Outputs.md / BuildKernelRunContext.md: raw slot values of a KernelContext.
    ContextBuilder& Inputs(std::vector<void*> inputs);
    ContextBuilder& Outputs(std::vector<void*> outputs);
    std::shared_ptr<KernelRunContextHolder> BuildKernelRunContext();
    // NodeIoNum.md / SetOpNameType.md / IrInstanceNum.md
    ContextBuilder& NodeIoNum(size_t inputNum, size_t outputNum);
    ContextBuilder& SetOpNameType(const std::string& opName, const std::string& opType);
    ContextBuilder& IrInstanceNum(std::vector<uint32_t> instanceNum);
    // AddInputTd.md / AddOutputTd.md: index counts actual inputs (instances), in IrInstanceNum order.
    // constValues of a DT_FLOAT16 / DT_BF16 input are floats and are converted.
    ContextBuilder& AddInputTd(int32_t index, ge::DataType dtype, ge::Format originFormat, ge::Format storageFormat,
                               gert::StorageShape storageShape);
    ContextBuilder& AddOutputTd(int32_t index, ge::DataType dtype, ge::Format originFormat, ge::Format storageFormat,
                                gert::StorageShape storageShape);
    ContextBuilder& AddInputTd(int32_t index, ge::DataType dtype, ge::Format originFormat, ge::Format storageFormat,
                               gert::StorageShape storageShape, void* constValues);
    ContextBuilder& AddInputTd(int32_t index, ge::DataType dtype, ge::Format originFormat, ge::Format storageFormat,
                               gert::StorageShape storageShape, const std::string& filePath);
    // AddAttr.md
    ContextBuilder& AddAttr(const std::string& attrName, int64_t attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, bool attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, const std::string& attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, float attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, const std::vector<float>& attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, const std::vector<bool>& attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, const std::vector<int64_t>& attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, const std::vector<std::string>& attrValue);
    ContextBuilder& AddAttr(const std::string& attrName, const std::vector<std::vector<int64_t>>& attrValue);
    // CompileInfo.md / PlatformInfo.md / AddPlatformInfo.md / TilingData.md / Workspace.md
    ContextBuilder& CompileInfo(void* compileInfo);
    ContextBuilder& PlatformInfo(void* platformInfo);
    ContextBuilder& AddPlatformInfo(const char* customSocVersion);
    ContextBuilder& TilingData(void* tilingData);
    ContextBuilder& Workspace(gert::ContinuousVector* workspace);
    // BuildTilingContext.md
    std::shared_ptr<KernelRunContextHolder> BuildTilingContext();

private:
    std::unique_ptr<ContextBuilderImpl> impl_;
};
} // namespace context_ascendc

#endif // ASCSIM_TILING_CONTEXT_CONTEXT_BUILDER_H_
