// gert::Chain and gert::KernelContext (sim stand-in): typed access to the value slots of a kernel
// (reference: hicann/metadef inc/external/exe_graph/runtime/kernel_context.h). A type no larger than a
// pointer is stored in the slot itself; a larger one is referenced by the slot's pointer.
// Indexes beyond the slot count give nullptr.
#ifndef ASCSIM_EXE_GRAPH_RUNTIME_KERNEL_CONTEXT_H_
#define ASCSIM_EXE_GRAPH_RUNTIME_KERNEL_CONTEXT_H_

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/kernel_run_context.h"

namespace gert {
class Chain {
public:
    using Deleter = void (*)(void*);

    template <typename T, typename std::enable_if<(sizeof(T) <= sizeof(void*)), int>::type = 0>
    const T* GetPointer() const
    {
        return reinterpret_cast<const T*>(any_value_.data.inplace);
    }
    template <typename T, typename std::enable_if<(sizeof(T) > sizeof(void*)), int>::type = 0>
    const T* GetPointer() const
    {
        return reinterpret_cast<const T*>(any_value_.data.pointer);
    }
    template <typename T, typename std::enable_if<(sizeof(T) <= sizeof(void*)), int>::type = 0>
    auto GetPointer() -> T*
    {
        return reinterpret_cast<T*>(any_value_.data.inplace);
    }
    template <typename T, typename std::enable_if<(sizeof(T) > sizeof(void*)), int>::type = 0>
    auto GetPointer() -> T*
    {
        return reinterpret_cast<T*>(any_value_.data.pointer);
    }
    template <typename T, typename std::enable_if<(sizeof(T) <= sizeof(void*)), int>::type = 0>
    const T& GetValue() const
    {
        return *reinterpret_cast<const T*>(any_value_.data.inplace);
    }
    template <typename T, typename std::enable_if<(sizeof(T) <= sizeof(void*)), int>::type = 0>
    auto GetValue() -> T&
    {
        return *reinterpret_cast<T*>(any_value_.data.inplace);
    }
    // Stores a pointer to a large value; the deleter (may be null) runs when the slot is reset.
    void Set(void* const data, const Chain::Deleter deleter)
    {
        FreeResource();
        any_value_.data.pointer = data;
        any_value_.deleter = deleter;
    }
    template <typename T, typename std::enable_if<(!std::is_array<T>::value), int>::type = 0>
    void SetWithDefaultDeleter(T* data)
    {
        Set(data, reinterpret_cast<FreeCallback>(&DeleteOne<T>));
    }
    template <typename T, typename PureT = typename std::remove_extent<T>::type,
              typename std::enable_if<std::is_array<T>::value, int>::type = 0>
    void SetWithDefaultDeleter(PureT* data)
    {
        Set(data, reinterpret_cast<FreeCallback>(&DeleteArray<PureT>));
    }
    bool HasDeleter() const { return any_value_.deleter != nullptr; }

private:
    template <typename T>
    static void DeleteOne(T* data)
    {
        delete data;
    }
    template <typename T>
    static void DeleteArray(T* data)
    {
        delete[] data;
    }
    void FreeResource()
    {
        if (any_value_.deleter != nullptr) {
            any_value_.deleter(any_value_.data.pointer);
            any_value_.deleter = nullptr;
        }
    }

    AsyncAnyValue any_value_;
};
static_assert(std::is_standard_layout<Chain>::value, "gert::Chain must stay standard-layout");

class KernelContext {
public:
    size_t GetInputNum() const { return context_.input_size; }
    size_t GetOutputNum() const { return context_.output_size; }
    const Chain* GetInput(const size_t i) const
    {
        if (i >= context_.input_size || context_.values == nullptr) {
            return nullptr;
        }
        return reinterpret_cast<const Chain*>(context_.values[i]);
    }
    Chain* MutableInput(const size_t i) const
    {
        if (i >= context_.input_size || context_.values == nullptr) {
            return nullptr;
        }
        return reinterpret_cast<Chain*>(context_.values[i]);
    }
    Chain* GetOutput(const size_t i)
    {
        if (i >= context_.output_size || context_.values == nullptr) {
            return nullptr;
        }
        return reinterpret_cast<Chain*>(context_.values[context_.input_size + i]);
    }
    const Chain* GetOutput(const size_t i) const
    {
        if (i >= context_.output_size || context_.values == nullptr) {
            return nullptr;
        }
        return reinterpret_cast<const Chain*>(context_.values[context_.input_size + i]);
    }
    Chain* GetOutput2(const size_t i) { return GetOutput(i); }
    template <typename T>
    const T GetInputValue(size_t i) const
    {
        const auto av = GetInput(i);
        if (av == nullptr) {
            return {};
        }
        return av->GetValue<T>();
    }
    template <typename T>
    const T* GetInputPointer(size_t i) const
    {
        const auto av = GetInput(i);
        if (av == nullptr) {
            return nullptr;
        }
        return av->GetPointer<T>();
    }
    template <typename T>
    auto MutableInputPointer(size_t i) const -> T*
    {
        const auto av = MutableInput(i);
        if (av == nullptr) {
            return nullptr;
        }
        return av->GetPointer<T>();
    }
    const char* GetInputStrPointer(const size_t i) const
    {
        const auto av = GetInput(i);
        if (av == nullptr) {
            return nullptr;
        }
        return av->GetValue<const char*>();
    }
    const void* GetComputeNodeExtend() const { return context_.compute_node_info; }
    const void* GetKernelExtend() const { return context_.kernel_extend_info; }
    template <typename T>
    auto GetOutputPointer(size_t i) -> T*
    {
        const auto av = GetOutput(i);
        if (av == nullptr) {
            return nullptr;
        }
        return av->GetPointer<T>();
    }
    template <typename T>
    const T* GetOutputPointer(size_t i) const
    {
        const auto av = GetOutput(i);
        if (av == nullptr) {
            return nullptr;
        }
        return av->GetPointer<T>();
    }
    KernelRunContext* GetContext() { return &context_; }
    const KernelRunContext* GetContext() const { return &context_; }
    static bool IsInlineSize(const size_t size) { return size <= sizeof(void*); }

private:
    KernelRunContext context_;
};
static_assert(std::is_standard_layout<KernelContext>::value, "gert::KernelContext must stay standard-layout");
} // namespace gert

#endif // ASCSIM_EXE_GRAPH_RUNTIME_KERNEL_CONTEXT_H_
