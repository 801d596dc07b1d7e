// GlobalTensor<T>: a typed view of Global Memory
// (docs/zh/api/SIMD-API/基础API/数据结构/GlobalTensor/GlobalTensor.md).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/types/cache_mode.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

template <typename T>
class GlobalTensor {
public:
    using PrimType = T;
    __aicore__ inline GlobalTensor() = default;

    // SetGlobalBuffer(buffer, bufferSize): bufferSize is in elements; every access through this
    // tensor (and views made with operator[]) must stay inside [buffer, buffer + bufferSize).
    __aicore__ inline void SetGlobalBuffer(__gm__ T* buffer, uint64_t bufferSize)
    {
        addr_ = buffer;
        windowBase_ = buffer;
        windowSize_ = bufferSize;
        hasWindow_ = true;
    }
    // Without a size only the device allocation bounds are checked.
    __aicore__ inline void SetGlobalBuffer(__gm__ T* buffer)
    {
        addr_ = buffer;
        windowBase_ = buffer;
        windowSize_ = 0;
        hasWindow_ = false;
    }

    __aicore__ inline const __gm__ T* GetPhyAddr() const { return addr_; }
    __aicore__ inline __gm__ T* GetPhyAddr(const uint64_t offset) const { return addr_ + offset; }
    __aicore__ inline uint64_t GetSize() const { return windowSize_; }

    __aicore__ inline GlobalTensor operator[](const uint64_t offset) const
    {
        GlobalTensor view = *this;
        view.addr_ = addr_ + offset;
        return view;
    }

    // Scalar access goes through the S pipe. GetValue is one of the accesses bisheng orders after the
    // MTE3 writes it depends on with --cce-auto-sync=on (同步控制/核内同步/关键特性说明.md, 使用约束 and
    // 表3; core.h AutoSyncOn); SetValue is not in that list (GlobalTensor/GetValue.md, SetValue.md).
    __aicore__ inline T GetValue(const uint64_t offset, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) const
    {
        const uint64_t seq = ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
        T value;
        ascsim::kern::LoadGm(seq, &value, addr_ + offset, sizeof(T), WindowBase(), WindowBytes(),
                             "GlobalTensor::GetValue", loc);
        return value;
    }
    __aicore__ inline void SetValue(const uint64_t offset, const T& value,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        const uint64_t seq = ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
        ascsim::kern::AccessGm(ascsim::kern::Pipe::S, seq, addr_ + offset, sizeof(T), true, WindowBase(), WindowBytes(),
                               "GlobalTensor::SetValue", loc);
        std::memcpy(addr_ + offset, &value, sizeof(T));
    }

    // SetL2CacheHint.md: whether accesses through this tensor go through L2 (default CACHE_MODE_NORMAL).
    // Views made with operator[] keep the mode (on 3510 the SDK keeps it in address bits 60-62,
    // impl/basic_api/utils/kernel_utils_macros.h L2CacheAlter, which offsets carry along), and so does
    // a later SetGlobalBuffer (impl/basic_api/kernel_tensor_impl.h re-applies a non-NORMAL mode).
    // rwMode is the page's reserved parameter: accepted, no effect. CACHE_MODE_PERSISTENT: the page
    // says it is still in development and not supported yet (planned for 950), so it is a finding.
    // Timing: sim/docs/timing_model.md §5.7 (L2 model).
    template <CacheRwMode rwMode = CacheRwMode::RW>
    __aicore__ inline void SetL2CacheHint(CacheMode mode, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        if (ascsim::kern::SanitizerEnabled() && mode != CacheMode::CACHE_MODE_NORMAL &&
            mode != CacheMode::CACHE_MODE_DISABLE) {
            // rule memcheck.l2-cache-mode: SetL2CacheHint with a mode other than CACHE_MODE_NORMAL / CACHE_MODE_DISABLE
            //   doc: B/数据结构/GlobalTensor/SetL2CacheHint.md (参数说明)
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "GlobalTensor::SetL2CacheHint",
                               "CacheMode " + std::to_string(static_cast<int>(mode)) +
                                   " is not supported on Ascend 950 (SetL2CacheHint.md: CACHE_MODE_PERSISTENT is "
                                   "still in development; use CACHE_MODE_NORMAL or CACHE_MODE_DISABLE)",
                               loc);
        }
        cacheMode_ = mode == CacheMode::CACHE_MODE_DISABLE ? CacheMode::CACHE_MODE_DISABLE :
                                                             CacheMode::CACHE_MODE_NORMAL;
    }

    // For the sim's data-movement APIs: the L2 mode of this tensor.
    __aicore__ inline CacheMode L2Mode() const { return cacheMode_; }
    // For the sim's data-movement APIs: nullptr when no size was declared.
    __aicore__ inline const void* WindowBase() const
    {
        return hasWindow_ ? static_cast<const void*>(windowBase_) : nullptr;
    }
    __aicore__ inline size_t WindowBytes() const { return hasWindow_ ? windowSize_ * sizeof(T) : 0; }

private:
    __gm__ T* addr_ = nullptr;
    __gm__ T* windowBase_ = nullptr;
    uint64_t windowSize_ = 0;
    bool hasWindow_ = false;
    CacheMode cacheMode_ = CacheMode::CACHE_MODE_NORMAL;
};

} // namespace AscendC
