// gert::OpImplSpaceRegistryV2 / gert::DefaultOpImplSpaceRegistryV2 (sim stand-in): look up the host
// functions registered for an op type (IMPL_OP_INFERSHAPE / IMPL_OP_OPTILING), the way asc-devkit's
// OpTilingRegistry::GetTilingFunc (impl/utils/context/context_builder.cpp) and ops-math's
// tests/ut/common/infershape_case_executor.cpp find them. Declarations as in CANN's
// base/registry/op_impl_space_registry_v2.h (hicann/metadef inc/external/base/registry/).
// Sim specifics: the kOpp space registry is the process's own registry (everything the linked or
// dlopen()ed libraries registered), present from the start; other tags are empty until
// SetSpaceRegistry; ClearSpaceRegistry empties them all. Op packages are not loaded (no AddSoToRegistry).
#ifndef ASCSIM_BASE_REGISTRY_OP_IMPL_SPACE_REGISTRY_V2_H_
#define ASCSIM_BASE_REGISTRY_OP_IMPL_SPACE_REGISTRY_V2_H_

#include <array>
#include <memory>

#include "base/registry/opp_package_utils.h"
#include "register/op_impl_kernel_registry.h"
#include "register/op_impl_registry.h"

namespace gert {
class OpImplSpaceRegistryImpl;
using OpImplSpaceRegistryImplPtr = std::shared_ptr<OpImplSpaceRegistryImpl>;

class __attribute__((visibility("default"))) OpImplSpaceRegistryV2 {
public:
    OpImplSpaceRegistryV2();
    ~OpImplSpaceRegistryV2() = default;
    // The functions registered for op_type; nullptr when it has none. The pointer stays valid for
    // the registry's lifetime; it is refreshed from the registrations at each call.
    const OpImplKernelRegistry::OpImplFunctionsV2* GetOpImpl(const char* op_type) const;

private:
    OpImplSpaceRegistryImplPtr impl_;
};

using OpImplSpaceRegistryV2Ptr = std::shared_ptr<OpImplSpaceRegistryV2>;
using OpImplSpaceRegistryV2Array = std::array<OpImplSpaceRegistryV2Ptr,
                                              static_cast<size_t>(OppImplVersionTag::kVersionEnd)>;

class DefaultOpImplSpaceRegistryV2Impl;
using DefaultOpImplSpaceRegistryV2ImplPtr = std::shared_ptr<DefaultOpImplSpaceRegistryV2Impl>;

class __attribute__((visibility("default"))) DefaultOpImplSpaceRegistryV2 {
public:
    DefaultOpImplSpaceRegistryV2(const DefaultOpImplSpaceRegistryV2&) = delete;
    DefaultOpImplSpaceRegistryV2(const DefaultOpImplSpaceRegistryV2&&) = delete;
    DefaultOpImplSpaceRegistryV2& operator=(const DefaultOpImplSpaceRegistryV2&) & = delete;
    DefaultOpImplSpaceRegistryV2& operator=(const DefaultOpImplSpaceRegistryV2&&) & = delete;

    static DefaultOpImplSpaceRegistryV2& GetInstance();
    const std::shared_ptr<OpImplSpaceRegistryV2> GetSpaceRegistry(
        gert::OppImplVersionTag opp_impl_version = gert::OppImplVersionTag::kOpp) const;
    ge::graphStatus SetSpaceRegistry(const std::shared_ptr<OpImplSpaceRegistryV2>& space_registry_v2,
                                     gert::OppImplVersionTag version_tag = gert::OppImplVersionTag::kOpp);
    void ClearSpaceRegistry();

private:
    DefaultOpImplSpaceRegistryV2();
    ~DefaultOpImplSpaceRegistryV2() = default;
    DefaultOpImplSpaceRegistryV2ImplPtr impl_;
};
} // namespace gert

#endif // ASCSIM_BASE_REGISTRY_OP_IMPL_SPACE_REGISTRY_V2_H_
