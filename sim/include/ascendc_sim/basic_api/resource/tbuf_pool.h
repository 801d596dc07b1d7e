// TBufPool and the custom-pool macro EXTERN_IMPL_BUFPOOL (docs/zh/api/SIMD-API/基础API/资源管理/
// TBufPool/: TBufPool简介.md, InitBufPool-55.md, InitBuffer-56.md, Reset-57.md; 自定义TBufPool/:
// EXTERN_IMPL_BUFPOOL宏.md, GetBufHandle.md, GetCurAddr.md, SetCurAddr.md, GetCurBufSize.md,
// SetCurBufSize.md, Init-59.md, Reset-58.md; TPipe/InitBufPool.md — TPipe::InitBufPool is in tpipe.h).
//
// A pool is a UB range [start, start + length) carved from the TPipe (or from a parent pool), or in
// shared mode the range of another pool ("共享起始地址及长度"; the requested length must not exceed it).
// InitBuffer hands the pool's range out to TQue / TBuf buffers from a cursor, 32-byte aligned, and
// InitBufPool to sub-pools; more than the pool holds is a memcheck finding. Reset ends the pool's use:
// its cursor goes back to the start, the buffers stay bound ("调用后当前资源池及资源池分配的Buffer仍然
// 存在，只是Buffer内容可能会被改写"). Docs-silent choice: the 3510 TQue orders the reuse of a buffer
// across pools through its buffer ids ("AllocTensor/FreeTensor、EnQue/DeQue ... 自动确保同步"), which
// the sim's queues do not have: Reset orders every pipe instead (PipeBarrier<PIPE_ALL>; the 3510 Reset
// itself barriers MTE2, MTE3 and V).
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/basic_api/resource/tpipe.h"

namespace AscendC {

namespace detail {

// The range bookkeeping every pool shares (the custom-pool macro embeds one as tBufPoolImpl).
template <uint32_t bufIDSize>
struct TBufPoolImpl {
    uint32_t startAddr_ = 0; // UB offset
    uint32_t maxLen_ = 0;    // bytes
    uint32_t maxAddr_ = 0;   // cursor
    uint8_t curBufSize_ = 0; // buffers handed out
    bool bound_ = false;
    TBufType buf_[bufIDSize > 0 ? bufIDSize : 1];

    void Bind(uint32_t start, uint32_t len)
    {
        startAddr_ = start;
        maxLen_ = len;
        maxAddr_ = start;
        curBufSize_ = 0;
        bound_ = true;
    }
    void RequireBound(const char* api, ascsim::kern::SrcLoc loc) const
    {
        if (!bound_ && ascsim::kern::SanitizerEnabled()) {
            // rule queuecheck.used-before-init: a TQue, TBuf or TBufPool used before InitBuffer / InitBufPool gave it
            //     memory
            //   choice: the pages state no rule; an uninitialised handle addresses nothing the kernel owns
            ascsim::kern::Fail(ascsim::kern::Check::kQueuecheck, api,
                               "TBufPool used before TPipe::InitBufPool / TBufPool::InitBufPool gave it memory", loc);
        }
    }
    void RequireInPool(uint32_t addr, uint32_t len, const char* api, ascsim::kern::SrcLoc loc) const
    {
        RequireBound(api, loc);
        if (ascsim::kern::SanitizerEnabled() &&
            (addr < startAddr_ || uint64_t{addr} + len > uint64_t{startAddr_} + maxLen_)) {
            // rule memcheck.pool-buffer-fit: a TBufPool buffer outside the pool's memory
            //   doc: B/资源管理/TBufPool/InitBuffer-56.md (约束说明)
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                               "a buffer of " + std::to_string(len) + " bytes at UB offset " + std::to_string(addr) +
                                   " does not fit the pool's " + std::to_string(maxLen_) + " bytes at offset " +
                                   std::to_string(startAddr_),
                               loc, "UB", addr, len);
        }
    }
    uint32_t Take(uint32_t bytes, const char* api, ascsim::kern::SrcLoc loc)
    {
        RequireInPool(maxAddr_, bytes, api, loc);
        const uint32_t at = maxAddr_;
        maxAddr_ += bytes;
        return at;
    }
};

} // namespace detail

inline constexpr uint32_t defaultBufIDSize = 4;

template <TPosition pos, uint32_t bufIDSize = defaultBufIDSize>
class TBufPool {
public:
    __aicore__ inline TBufPool() = default;
    TBufPool(const TBufPool&) = delete;
    TBufPool& operator=(const TBufPool&) = delete;

    // InitBuffer-56.md: `num` buffers of `len` bytes (rounded up to 32) for a TQue.
    template <class T>
    __aicore__ inline bool InitBuffer(T& que, uint8_t num, uint32_t len,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        const uint32_t bytes = detail::AlignUp32(len);
        const uint32_t at = impl_.Take(uint32_t{num} * bytes, "TBufPool::InitBuffer", loc);
        CountBuffers(num, loc);
        que.BindBuffers(ascsim::kern::UbBase() + at, num, len);
        return true;
    }
    // ... and one buffer for a TBuf.
    template <TPosition bufPos>
    __aicore__ inline bool InitBuffer(TBuf<bufPos>& buf, uint32_t len,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        const uint32_t at = impl_.Take(detail::AlignUp32(len), "TBufPool::InitBuffer", loc);
        CountBuffers(1, loc);
        buf.BindBuffer(ascsim::kern::UbBase() + at, len);
        return true;
    }
    // InitBufPool-55.md: a sub-pool of `len` bytes from this pool, or sharing another pool's range.
    template <class T>
    __aicore__ inline bool InitBufPool(T& bufPool, uint32_t len,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        const uint32_t bytes = detail::AlignUp32(len);
        bufPool.AscSimBindPool(impl_.Take(bytes, "TBufPool::InitBufPool", loc), bytes);
        return true;
    }
    template <class T, class U>
    __aicore__ inline bool InitBufPool(T& bufPool, uint32_t len, U& shareBuf,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        impl_.RequireBound("TBufPool::InitBufPool", loc);
        bufPool.AscSimSharePool(shareBuf.AscSimPoolStart(), shareBuf.AscSimPoolLength(), detail::AlignUp32(len), loc);
        return true;
    }
    // Reset-57.md.
    __aicore__ inline void Reset(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        ascsim::kern::BarrierAll(loc);
        impl_.maxAddr_ = impl_.startAddr_;
        impl_.curBufSize_ = 0;
        buffers_ = 0;
    }

    // ---- the sim's binding (TPipe::InitBufPool, parent pools) ------------------------------------------
    void AscSimBindPool(uint32_t start, uint32_t len) { impl_.Bind(start, len); }
    void AscSimSharePool(uint32_t start, uint32_t len, uint32_t want, ascsim::kern::SrcLoc loc)
    {
        if (ascsim::kern::SanitizerEnabled() && want > len) {
            // rule memcheck.pool-share-len: a shared-mode InitBufPool longer than the pool it reuses
            //   doc: B/资源管理/TBufPool/InitBufPool-55.md (约束说明)
            //   doc: B/资源管理/TPipe/InitBufPool.md (约束说明)
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "InitBufPool",
                               "shared mode: the new pool's " + std::to_string(want) +
                                   " bytes exceed the shared pool's " + std::to_string(len) +
                                   " (InitBufPool.md: 输入长度需要小于等于被复用资源池长度)",
                               loc);
        }
        impl_.Bind(start, len);
    }
    uint32_t AscSimPoolStart() const { return impl_.startAddr_; }
    uint32_t AscSimPoolLength() const { return impl_.maxLen_; }
    void AscSimRequireInPool(uint32_t addr, uint32_t len, ascsim::kern::SrcLoc loc) const
    {
        impl_.RequireInPool(addr, len, "TBufPool", loc);
    }

private:
    // The pool's TQue / TBuf buffers: at most bufIDSize (the template argument, "分配的Buffer块数量").
    void CountBuffers(uint32_t num, ascsim::kern::SrcLoc loc)
    {
        if (ascsim::kern::SanitizerEnabled() && buffers_ + num > bufIDSize) {
            // rule queuecheck.pool-buffer-count: more buffers in a TBufPool than its bufIDSize
            //   doc: B/资源管理/TBufPool/InitBuffer-56.md (约束说明)
            ascsim::kern::Fail(ascsim::kern::Check::kQueuecheck, "TBufPool::InitBuffer",
                               "the pool would hold " + std::to_string(buffers_ + num) + " buffers; its bufIDSize is " +
                                   std::to_string(bufIDSize),
                               loc);
        }
        buffers_ += num;
    }

    detail::TBufPoolImpl<bufIDSize> impl_;
    uint32_t buffers_ = 0;
};

} // namespace AscendC

// EXTERN_IMPL_BUFPOOL(EXT_BUFPOOL, POSITION, BUFID_SIZE): the members a custom pool class needs
// (自定义TBufPool/EXTERN_IMPL_BUFPOOL宏.md): Reset, Init, GetBufHandle, SetCurAddr / GetCurAddr,
// SetCurBufSize / GetCurBufSize, and the binding TPipe::InitBufPool uses. GetBufHandle beyond
// BUFID_SIZE and a buffer outside the pool's range are findings (the page: "offset值不可超出BUFID_SIZE").
// The destructor resets the pool, as the SDK's does.
#define EXTERN_IMPL_BUFPOOL(EXT_BUFPOOL, POSITION, BUFID_SIZE)                                                        \
public:                                                                                                               \
    static constexpr AscendC::TPosition poolPos = POSITION;                                                           \
    static constexpr int32_t bufSize = BUFID_SIZE;                                                                    \
    static constexpr bool isTbufPool = true;                                                                          \
    __aicore__ inline ~EXT_BUFPOOL() { Reset(); }                                                                     \
    __aicore__ inline void Reset(ascsim::kern::SrcLoc ascsimLoc = ascsim::kern::SrcLoc::Here())                       \
    {                                                                                                                 \
        if (ascsim::kern::InsideKernel()) {                                                                           \
            ascsim::kern::BarrierAll(ascsimLoc);                                                                      \
        }                                                                                                             \
        tBufPoolImpl.curBufSize_ = 0;                                                                                 \
        tBufPoolImpl.maxAddr_ = tBufPoolImpl.startAddr_;                                                              \
    }                                                                                                                 \
    __aicore__ inline void Init()                                                                                     \
    {                                                                                                                 \
        static_assert(POSITION == AscendC::TPosition::VECIN || POSITION == AscendC::TPosition::VECOUT ||              \
                          POSITION == AscendC::TPosition::VECCALC,                                                    \
                      "the sim's TBufPool lives in UB (VECIN / VECOUT / VECCALC)");                                   \
        tBufPoolImpl = AscendC::detail::TBufPoolImpl<BUFID_SIZE>{};                                                   \
    }                                                                                                                 \
    __aicore__ inline AscendC::TBufHandle GetBufHandle(uint8_t offset,                                                \
                                                       ascsim::kern::SrcLoc ascsimLoc = ascsim::kern::SrcLoc::Here()) \
    {                                                                                                                 \
        if (ascsim::kern::SanitizerEnabled() && offset >= BUFID_SIZE) {                                               \
            ascsim::kern::Fail(                                                                                       \
                ascsim::kern::Check::kQueuecheck, "GetBufHandle",                                                     \
                "offset " + std::to_string(offset) + " beyond BUFID_SIZE " + std::to_string(BUFID_SIZE), ascsimLoc);  \
        }                                                                                                             \
        return tBufPoolImpl.buf_ + offset;                                                                            \
    }                                                                                                                 \
    __aicore__ inline void SetCurAddr(uint32_t curAddr) { tBufPoolImpl.maxAddr_ = curAddr; }                          \
    __aicore__ inline uint32_t GetCurAddr() { return tBufPoolImpl.maxAddr_; }                                         \
    __aicore__ inline void SetCurBufSize(uint8_t curBufSize) { tBufPoolImpl.curBufSize_ = curBufSize; }               \
    __aicore__ inline uint8_t GetCurBufSize() { return tBufPoolImpl.curBufSize_; }                                    \
    void AscSimBindPool(uint32_t start, uint32_t len) { tBufPoolImpl.Bind(start, len); }                              \
    void AscSimSharePool(uint32_t start, uint32_t len, uint32_t, ascsim::kern::SrcLoc)                                \
    {                                                                                                                 \
        tBufPoolImpl.Bind(start, len);                                                                                \
    }                                                                                                                 \
    uint32_t AscSimPoolStart() const { return tBufPoolImpl.startAddr_; }                                              \
    uint32_t AscSimPoolLength() const { return tBufPoolImpl.maxLen_; }                                                \
    void AscSimRequireInPool(uint32_t addr, uint32_t len, ascsim::kern::SrcLoc ascsimLoc) const                       \
    {                                                                                                                 \
        tBufPoolImpl.RequireInPool(addr, len, #EXT_BUFPOOL, ascsimLoc);                                               \
    }                                                                                                                 \
                                                                                                                      \
protected:                                                                                                            \
    AscendC::detail::TBufPoolImpl<BUFID_SIZE> tBufPoolImpl
