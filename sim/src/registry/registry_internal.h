// Process-wide registries shared by the registry sources.
#pragma once

#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "ascsim/op_registry.h"
#include "register/device_op_impl_registry.h"
#include "register/op_def_factory.h"
#include "register/op_impl_registry.h"

namespace ascsim {

// Everything IMPL_OP*, OpImplRegisterV2 and DEVICE_IMPL_OP_OPTILING recorded for one op type.
struct ImplFuncs {
    gert::OpImplRegisterV2::InferShapeKernelFunc inferShape = nullptr;
    gert::OpImplRegisterV2::InferShapeRangeKernelFunc inferShapeRange = nullptr;
    gert::OpImplRegisterV2::InferDataTypeKernelFunc inferDataType = nullptr;
    bool inferDataTypeSameWithFirstInput = false;
    gert::OpImplRegisterV2::TilingKernelFunc tiling = nullptr;
    size_t maxTilingDataSize = 2048; // default of OpImplRegisterV2::Tiling (register/op_impl_registry.h)
    bool maxTilingDataSizeSet = false;
    gert::OpImplRegisterV2::GenSimplifiedKeyKernelFunc genSimplifiedKey = nullptr;
    gert::OpImplRegisterV2::KernelFunc tilingParse = nullptr;
    gert::OpImplRegisterV2::CompileInfoCreatorFunc compileInfoCreator = nullptr;
    gert::OpImplRegisterV2::CompileInfoDeleterFunc compileInfoDeleter = nullptr;
    std::vector<std::pair<std::string, AttrValue>> privateAttrs;
    std::vector<int32_t> inputsDataDependency;
    std::vector<int32_t> tilingInputsDataDependency;
    std::vector<int32_t> hostInputs;
    std::vector<int32_t> outputShapeDependOnCompute;
    std::vector<int32_t> nullableOutputs;
    optiling::SinkTilingFunc deviceTiling;
};

// Applies fn to the (created on demand) entry of opType under the registry lock.
void UpdateImpl(const std::string& opType, const std::function<void(ImplFuncs&)>& fn);
// Copy of the entry; false when opType has none.
bool GetImpl(const std::string& opType, ImplFuncs* out);
// The functions the Run* helpers would call for opType (IMPL_OP* first, then the OpDef's; the tiling
// ChooseTiling picks, with its data capacity); false when opType is unknown.
bool ResolveHostFuncs(const std::string& opType, ImplFuncs* out);

struct FactoryEntry {
    std::string name;
    ops::OpDefCreator creator;
};
// Snapshot of every OP_ADD registration, in registration order.
std::vector<FactoryEntry> FactoryEntries();
size_t FactoryCount();

} // namespace ascsim
