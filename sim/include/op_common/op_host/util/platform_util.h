// Ops::Base platform queries of host (tiling) code (sim stand-in of opbase
// include/op_common/op_host/util/platform_util.h, installed by CANN's opbase package as
// <cann>/include/op_common/op_host/util/platform_util.h). Each takes a gert::TilingContext or
// gert::TilingParseContext; the first four ask PlatformAscendC (the active SoC profile of the
// simulator), the rest are the constants that header returns:
//   GetAivCoreNum / GetAicCoreNum   PlatformAscendC::GetCoreNumAiv / GetCoreNumAic (0 without a context)
//   GetUbSize                       PlatformAscendC::GetCoreMemSize(UB)
//   GetWorkspaceSize                PlatformAscendC::GetLibApiWorkSpaceSize
//   GetUbBlockSize 32, GetVRegSize 256, GetSimtMaxThreadNum 2048, GetSimtMaxDCacheSize 131072,
//   GetCacheLineSize 256, GetSectorCacheLineSize 128, GetNddmaDcacheSize 8192 (bytes).
#ifndef ASCSIM_OP_COMMON_OP_HOST_UTIL_PLATFORM_UTIL_H
#define ASCSIM_OP_COMMON_OP_HOST_UTIL_PLATFORM_UTIL_H

#include <cstdint>
#include <type_traits>

#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "op_common/log/log.h"
#include "tiling/platform/platform_ascendc.h"

namespace Ops {
namespace Base {
namespace ascsim_detail {
template <typename T>
constexpr bool IsTilingContext()
{
    return std::is_same<typename std::remove_const<T>::type, gert::TilingParseContext>::value ||
           std::is_same<typename std::remove_const<T>::type, gert::TilingContext>::value;
}
} // namespace ascsim_detail

template <typename T>
uint32_t GetAivCoreNum(const T* context)
{
    static_assert(ascsim_detail::IsTilingContext<T>(),
                  "context should be gert::TilingParseContext or gert::TilingContext");
    OP_CHECK_IF(context == nullptr, OP_LOGE("GetAivCoreNum", "context is nullptr"), return 0);
    auto* infos = context->GetPlatformInfo();
    OP_CHECK_IF(infos == nullptr, OP_LOGE("GetAivCoreNum", "platformInfoPtr is nullptr"), return 0);
    return platform_ascendc::PlatformAscendC(infos).GetCoreNumAiv();
}

template <typename T>
uint32_t GetAicCoreNum(const T* context)
{
    static_assert(ascsim_detail::IsTilingContext<T>(),
                  "context should be gert::TilingParseContext or gert::TilingContext");
    OP_CHECK_IF(context == nullptr, OP_LOGE("GetAicCoreNum", "context is nullptr"), return 0);
    auto* infos = context->GetPlatformInfo();
    OP_CHECK_IF(infos == nullptr, OP_LOGE("GetAicCoreNum", "platformInfoPtr is nullptr"), return 0);
    return platform_ascendc::PlatformAscendC(infos).GetCoreNumAic();
}

template <typename T>
uint32_t GetUbSize(const T* context)
{
    static_assert(ascsim_detail::IsTilingContext<T>(),
                  "context should be gert::TilingParseContext or gert::TilingContext");
    OP_CHECK_IF(context == nullptr, OP_LOGE("GetUbSize", "context is nullptr"), return 0);
    auto* infos = context->GetPlatformInfo();
    OP_CHECK_IF(infos == nullptr, OP_LOGE("GetUbSize", "platformInfoPtr is nullptr"), return 0);
    uint64_t ubSize = 0;
    platform_ascendc::PlatformAscendC(infos).GetCoreMemSize(platform_ascendc::CoreMemType::UB, ubSize);
    return static_cast<uint32_t>(ubSize);
}

template <typename T>
uint32_t GetUbBlockSize([[maybe_unused]] const T* context)
{
    return 32U;
}

template <typename T>
uint32_t GetVRegSize([[maybe_unused]] const T* context)
{
    return 256U;
}

template <typename T>
uint32_t GetSimtMaxThreadNum([[maybe_unused]] const T* context)
{
    return 2048U;
}

template <typename T>
uint32_t GetSimtMaxDCacheSize([[maybe_unused]] const T* context)
{
    return 131072U;
}

template <typename T>
uint32_t GetCacheLineSize([[maybe_unused]] const T* context)
{
    return 256U;
}

template <typename T>
uint32_t GetSectorCacheLineSize(const T* context)
{
    return GetCacheLineSize(context) / 2U;
}

template <typename T>
uint32_t GetNddmaDcacheSize([[maybe_unused]] const T* context)
{
    return 8192U;
}

template <typename T>
uint32_t GetWorkspaceSize(const T* context)
{
    static_assert(ascsim_detail::IsTilingContext<T>(),
                  "context should be gert::TilingParseContext or gert::TilingContext");
    OP_CHECK_IF(context == nullptr, OP_LOGE("GetWorkspaceSize", "context is nullptr"), return 0);
    auto* infos = context->GetPlatformInfo();
    OP_CHECK_IF(infos == nullptr, OP_LOGE("GetWorkspaceSize", "platformInfoPtr is nullptr"), return 0);
    return platform_ascendc::PlatformAscendC(infos).GetLibApiWorkSpaceSize();
}

} // namespace Base
} // namespace Ops

#endif // ASCSIM_OP_COMMON_OP_HOST_UTIL_PLATFORM_UTIL_H
