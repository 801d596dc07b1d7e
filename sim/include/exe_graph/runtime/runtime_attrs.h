// gert::RuntimeAttrs: an op's attribute values by IR index, as tiling / infer-shape functions read them
// (reference: hicann/metadef inc/external/exe_graph/runtime/runtime_attrs.h).
// Storage per attribute type: Int -> int64_t, Float -> float, Bool -> bool, String -> NUL-terminated
// chars, ListInt/ListFloat/ListBool -> TypedContinuousVector<int64_t/float/bool>,
// ListListInt -> ContinuousVectorVector of int64_t. Out-of-range indexes give nullptr.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_RUNTIME_ATTRS_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_RUNTIME_ATTRS_H_

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "exe_graph/runtime/continuous_vector.h"
#include "exe_graph/runtime/runtime_tensor.h"

namespace ascsim {
class RuntimeAttrsBuilder;
}

namespace gert {
class RuntimeAttrs {
public:
    template <typename T>
    const T* GetAttrPointer(size_t index) const
    {
        return reinterpret_cast<const T*>(GetPointerByIndex(index));
    }
    const int64_t* GetInt(const size_t index) const { return GetAttrPointer<int64_t>(index); }
    const TypedContinuousVector<int64_t>* GetListInt(const size_t index) const
    {
        return GetAttrPointer<TypedContinuousVector<int64_t>>(index);
    }
    const ContinuousVectorVector* GetListListInt(const size_t index) const
    {
        return GetAttrPointer<ContinuousVectorVector>(index);
    }
    const char* GetStr(const size_t index) const { return GetAttrPointer<char>(index); }
    const Tensor* GetTensor(const size_t index) const { return GetAttrPointer<Tensor>(index); }
    const float* GetFloat(const size_t index) const { return GetAttrPointer<float>(index); }
    const bool* GetBool(const size_t index) const { return GetAttrPointer<bool>(index); }
    const TypedContinuousVector<float>* GetListFloat(const size_t index) const
    {
        return GetAttrPointer<TypedContinuousVector<float>>(index);
    }
    const ContinuousVectorVector* GetListListFloat(const size_t index) const
    {
        return GetAttrPointer<ContinuousVectorVector>(index);
    }
    size_t GetAttrNum() const;

    RuntimeAttrs() = delete;
    RuntimeAttrs(const RuntimeAttrs&) = delete;
    RuntimeAttrs(RuntimeAttrs&&) = delete;
    RuntimeAttrs& operator=(const RuntimeAttrs&) = delete;
    RuntimeAttrs& operator=(RuntimeAttrs&&) = delete;

private:
    friend class ascsim::RuntimeAttrsBuilder;
    const void* GetPointerByIndex(size_t index) const;
    // Sim layout: [attr count][offset of each attribute from this object][values...].
    uint64_t placeholder_;
};
static_assert(std::is_standard_layout<RuntimeAttrs>::value, "gert::RuntimeAttrs must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_RUNTIME_ATTRS_H_
