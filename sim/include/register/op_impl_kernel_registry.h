// gert::OpImplKernelRegistry (sim stand-in): the table of an op type's registered host functions, as
// DefaultOpImplSpaceRegistryV2 hands it out. As in CANN's register/op_impl_kernel_registry.h
// (hicann/metadef inc/external/register/), reduced to the functions and flags the sim records
// (ascsim's IMPL_OP registry): shape / range / data-type inference, tiling, tiling parse and its
// compile-info creator, the tiling data capacity and the dependency bit masks.
#ifndef ASCSIM_REGISTER_OP_IMPL_KERNEL_REGISTRY_H_
#define ASCSIM_REGISTER_OP_IMPL_KERNEL_REGISTRY_H_

#include <cstddef>
#include <cstdint>

#include "register/op_impl_registry.h"

namespace gert {
struct OpImplKernelRegistry {
    using InferShapeKernelFunc = UINT32 (*)(InferShapeContext*);
    using InferShapeRangeKernelFunc = UINT32 (*)(InferShapeRangeContext*);
    using TilingKernelFunc = UINT32 (*)(TilingContext*);
    using InferDataTypeKernelFunc = UINT32 (*)(InferDataTypeContext*);
    using KernelFunc = UINT32 (*)(KernelContext* context);
    using TilingParseFunc = UINT32 (*)(TilingParseContext* context);
    using CompileInfoCreatorFunc = void* (*)();
    using CompileInfoDeleterFunc = void (*)(void*);

    struct OpImplFunctions {
        bool HasDataDependency() const { return inputs_dependency != 0U; }
        bool IsInputDataDependency(const size_t index) const { return Bit(inputs_dependency, index); }
        bool HasHostInput() const { return host_inputs != 0U; }
        bool IsHostInput(const size_t index) const { return Bit(host_inputs, index); }
        bool HasTilingInputDataDependency() const { return tiling_dependency != 0U; }
        bool IsTilingInputDataDependency(const size_t index) const { return Bit(tiling_dependency, index); }
        bool IsOutputShapeDependOnCompute() const { return output_shape_depend_compute != 0U; }
        bool IsOutputShapeDependOnCompute(const size_t index) const { return Bit(output_shape_depend_compute, index); }

        OpImplRegisterV2::InferShapeKernelFunc infer_shape = nullptr;
        OpImplRegisterV2::InferShapeRangeKernelFunc infer_shape_range = nullptr;
        OpImplRegisterV2::InferDataTypeKernelFunc infer_datatype = nullptr;
        OpImplRegisterV2::TilingKernelFunc tiling = nullptr;
        OpImplRegisterV2::KernelFunc tiling_parse = nullptr;
        OpImplRegisterV2::CompileInfoCreatorFunc compile_info_creator = nullptr;
        OpImplRegisterV2::CompileInfoDeleterFunc compile_info_deleter = nullptr;
        size_t max_tiling_data_size = 0UL;
        uint64_t inputs_dependency = 0UL;
        static constexpr size_t kByteBitCount = 8UL;
        uint64_t host_inputs = 0UL;
        uint64_t tiling_dependency = 0UL;
        OpImplRegisterV2::GenSimplifiedKeyKernelFunc gen_simplifiedkey = nullptr;
        uint64_t output_shape_depend_compute = 0UL;

    private:
        static bool Bit(uint64_t mask, size_t index)
        {
            return index < sizeof(mask) * kByteBitCount && ((mask >> index) & 1U) != 0U;
        }
    };

    struct OpImplFunctionsV2 : OpImplFunctions {
        bool IsNullableOutput(const size_t index) const
        {
            return index < sizeof(nullable_outputs_) * kByteBitCount && ((nullable_outputs_ >> index) & 1U) != 0U;
        }
        uint64_t nullable_outputs_ = 0UL;
    };
};
} // namespace gert

#endif // ASCSIM_REGISTER_OP_IMPL_KERNEL_REGISTRY_H_
