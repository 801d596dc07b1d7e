// gert::ContextHolderVoid / gert::ContextHolder<T> (sim stand-in): what the metadef context builders
// (OpInferShapeContextBuilder, OpInferDataTypeContextBuilder) return; it owns everything behind the
// context, which lives as long as the holder. Declarations as in CANN's
// base/context_builder/context_holder.h (hicann/metadef inc/external/base/context_builder/), the
// header ops-math's tests/ut/common/infershape_context_faker.h builds on.
#ifndef ASCSIM_BASE_CONTEXT_BUILDER_CONTEXT_HOLDER_H_
#define ASCSIM_BASE_CONTEXT_BUILDER_CONTEXT_HOLDER_H_

#include <memory>
#include <utility>
#include <vector>

namespace gert {
class ContextHolderImpl;
class __attribute__((visibility("default"))) ContextHolderVoid {
public:
    ContextHolderVoid();
    ~ContextHolderVoid();
    ContextHolderVoid(ContextHolderVoid&& other) noexcept;
    ContextHolderVoid& operator=(ContextHolderVoid&& other) noexcept;
    // The context; nullptr when the build failed.
    void* GetContext() const;

private:
    friend class ContextHolderBuilder;
    std::unique_ptr<ContextHolderImpl> ctx_holder_impl_;
};

template <typename ContextTypeT>
class ContextHolder {
public:
    ContextHolder() = default;
    explicit ContextHolder(ContextHolderVoid&& holder_void) : holder_void_(std::move(holder_void)) {}
    ContextTypeT* GetContext() { return static_cast<ContextTypeT*>(holder_void_.GetContext()); }

private:
    ContextHolderVoid holder_void_;
};
} // namespace gert

#endif // ASCSIM_BASE_CONTEXT_BUILDER_CONTEXT_HOLDER_H_
