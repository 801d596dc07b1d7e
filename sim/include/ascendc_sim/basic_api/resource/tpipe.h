// TPipe, TQue, TBuf: UB buffer management and queue hand-offs
// (docs/zh/api/SIMD-API/基础API/资源管理/TPipe/, TQue/, TBuf/).
// Queue hand-offs order pipes as the docs describe: for VECIN, EnQue after MTE2 and DeQue before
// V (MTE2→V), FreeTensor after V and AllocTensor before MTE2 (V→MTE2); for VECOUT, V→MTE3 and
// MTE3→V. VECCALC needs no pipe ordering (V→V is ordered by hardware on 950).
#pragma once

#include <cstdint>
#include <deque>
#include <exception>
#include <string>
#include <vector>

#include "ascendc_sim/core/buffer_slot.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/local_tensor.h"
#include "ascendc_sim/basic_api/system/system.h"

namespace AscendC {

namespace detail {
struct QueuePipes {
    bool ordered;
    ascsim::kern::Pipe producer; // pipe that fills the buffer before EnQue
    ascsim::kern::Pipe consumer; // pipe that reads it after DeQue
};
constexpr QueuePipes PipesOf(TPosition pos)
{
    using ascsim::kern::Pipe;
    return pos == TPosition::VECIN  ? QueuePipes{true, Pipe::MTE2, Pipe::V} :
           pos == TPosition::VECOUT ? QueuePipes{true, Pipe::V, Pipe::MTE3} :
                                      QueuePipes{false, Pipe::V, Pipe::V};
}
inline uint32_t AlignUp32(uint32_t bytes) { return (bytes + 31U) & ~31U; }
// TQueBind<src, dst> (资源管理/TQueBind/TQueBind简介.md, 表1): the vector-core paths. GM -> VECIN and VECOUT -> GM
// are TQue<VECIN> and TQue<VECOUT>; VECIN -> VECOUT fills the buffer on MTE2 and empties it on MTE3 (GM in,
// GM out, no vector step). The other bindings of 表1 (A1, B1, C1, A2, B2, C2, CO1, CO2) are Cube-core paths.
constexpr bool BindOnVectorCore(TPosition src, TPosition dst)
{
    return src == dst || (src == TPosition::GM && dst == TPosition::VECIN) ||
           (src == TPosition::VECOUT && dst == TPosition::GM) || (src == TPosition::VECIN && dst == TPosition::VECOUT);
}
constexpr QueuePipes BindPipes(TPosition src, TPosition dst)
{
    return src == TPosition::VECIN && dst == TPosition::VECOUT ?
               QueuePipes{true, ascsim::kern::Pipe::MTE2, ascsim::kern::Pipe::MTE3} :
               PipesOf(src == TPosition::GM ? dst : src);
}
// The UB position of the queue's tensors.
constexpr TPosition BindPos(TPosition src, TPosition dst) { return src == TPosition::GM ? dst : src; }
} // namespace detail

class TPipe;

// A buffer of a custom TBufPool (资源管理/自定义TBufPool/GetBufHandle.md): the pool's bookkeeping of
// one buffer, handed to TQue / TBuf::InitStartBufHandle / InitBufHandle (tbuf_pool.h).
struct TBufType {
    uint32_t address = 0; // UB offset
    uint32_t dataLen = 0;
};
using TBufHandle = TBufType*;

// The event-id type of TPipe's AllocEventID / FetchEventID (impl/basic_api/kernel_tensor_base.h:30).
using TEventID = int8_t;

// TQueBind (资源管理/TQueBind/; kernel_tpipe.h): the queue of a data path from src to dst; TQue<pos> is
// TQueBind<pos, pos> ("Tque是TQueBind的简化模式"). Findings name the queue TQue, as before TQueBind existed.
template <TPosition src, TPosition dst, int32_t depth, auto mask = 0>
class TQueBind {
    static_assert(detail::BindOnVectorCore(src, dst),
                  "TQueBind: on a vector core the paths are GM -> VECIN, VECOUT -> GM and VECIN -> VECOUT "
                  "(TQueBind简介.md 表1); the others are Cube-core paths");
    static constexpr TPosition pos = detail::BindPos(src, dst);

public:
    __aicore__ inline TQueBind() = default;
    TQueBind(const TQueBind&) = delete;
    TQueBind& operator=(const TQueBind&) = delete;
    ~TQueBind()
    {
        CheckHeldAtExit();
        ReleaseHeld();
    }

    template <typename T>
    __aicore__ inline LocalTensor<T> AllocTensor(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        RequireInit("TQue::AllocTensor", loc);
        // Buffers are handed out round robin from a cursor that moves past every buffer looked at,
        // as the SDK's TQueBind::AllocBuffer does (impl/basic_api/kernel_tquebind_impl.h, bufCursor),
        // so a double-buffered loop really alternates its two buffers.
        for (size_t probe = 0; probe < slots_.size(); ++probe) {
            BufferSlot& slot = slots_[cursor_];
            cursor_ = (cursor_ + 1) % slots_.size();
            if (slot.state == SlotState::kFree) {
                QueueTensorAllocated(static_cast<uint8_t>(pos), "TQue::AllocTensor", loc);
                slot.state = SlotState::kAllocated;
                slot.heldAt = loc;
                // The buffer is rewritten by the producer pipe: it must wait for the consumer that
                // freed it (V→MTE2 for VECIN, MTE3→V for VECOUT).
                if (kPipes.ordered && slot.handOff.valid) {
                    Acquire(kPipes.producer, slot.handOff);
                }
                return TensorOf<T>(slot);
            }
        }
        // rule queuecheck.alloc-all-busy: AllocTensor with every buffer of the queue in use (the core would wait
        //     forever)
        //   choice: no page states it; on hardware the call blocks for good, so the sim reports the hang at the call
        Fail(Check::kQueuecheck, "TQue::AllocTensor",
             "AllocTensor with every one of the queue's " + std::to_string(slots_.size()) +
                 " buffers in use: on hardware the core would wait forever",
             loc);
    }

    template <typename T>
    __aicore__ inline bool EnQue(const LocalTensor<T>& tensor, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        BufferSlot* slot = OwnSlot(tensor, "TQue::EnQue", loc);
        if (slot->state == SlotState::kQueued) {
            // rule queuecheck.enque-state: EnQue of a tensor already queued or not obtained with AllocTensor, or on a
            //     full queue
            //   choice: EnQue.md (约束说明) says 无; a tensor queued twice or never allocated breaks the queue's buffer
            //       accounting
            Fail(Check::kQueuecheck, "TQue::EnQue", "tensor is already in the queue (double EnQue)", loc, "UB",
                 reinterpret_cast<uintptr_t>(slot->base), slot->bytes);
        }
        if (slot->state != SlotState::kAllocated) {
            // see rule queuecheck.enque-state
            Fail(Check::kQueuecheck, "TQue::EnQue", "EnQue of a tensor that was not obtained with AllocTensor", loc,
                 "UB", reinterpret_cast<uintptr_t>(slot->base), slot->bytes);
        }
        if (static_cast<int32_t>(queued_.size()) >= depth) {
            // see rule queuecheck.enque-state
            Fail(Check::kQueuecheck, "TQue::EnQue", "EnQue on a full queue (depth " + std::to_string(depth) + ")", loc);
        }
        slot->state = SlotState::kQueued;
        if (kPipes.ordered) {
            slot->handOff = Snapshot(kPipes.producer);
        }
        queued_.push_back(slot);
        return true;
    }

    // The in-place forms (资源管理/TQue/AllocTensor.md, DeQue.md; kernel_tpipe.h:61-62, 76-77).
    template <typename T>
    __aicore__ inline void AllocTensor(LocalTensor<T>& tensor, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        tensor = AllocTensor<T>(loc);
    }
    template <typename T>
    __aicore__ inline void DeQue(LocalTensor<T>& tensor, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        tensor = DeQue<T>(loc);
    }

    template <typename T>
    __aicore__ inline LocalTensor<T> DeQue(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        RequireInit("TQue::DeQue", loc);
        if (queued_.empty()) {
            // rule queuecheck.deque-empty: DeQue on an empty queue
            //   doc: B/资源管理/TQue/DeQue.md (约束说明)
            Fail(Check::kQueuecheck, "TQue::DeQue", "DeQue on an empty queue: on hardware the core would wait forever",
                 loc);
        }
        BufferSlot* slot = queued_.front();
        queued_.pop_front();
        slot->state = SlotState::kDequeued;
        slot->heldAt = loc;
        if (kPipes.ordered) {
            Acquire(kPipes.consumer, slot->handOff);
        }
        return TensorOf<T>(*slot);
    }

    template <typename T>
    __aicore__ inline void FreeTensor(LocalTensor<T>& tensor, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        BufferSlot* slot = OwnSlot(tensor, "TQue::FreeTensor", loc);
        if (slot->state == SlotState::kFree) {
            // rule queuecheck.free-state: FreeTensor of a free buffer or of a tensor still in the queue
            //   choice: FreeTensor.md (约束说明) says 无; freeing twice or freeing a queued buffer hands one buffer to
            //   two
            //       users
            Fail(Check::kQueuecheck, "TQue::FreeTensor", "FreeTensor of a buffer that is already free", loc, "UB",
                 reinterpret_cast<uintptr_t>(slot->base), slot->bytes);
        }
        if (slot->state == SlotState::kQueued) {
            // see rule queuecheck.free-state
            Fail(Check::kQueuecheck, "TQue::FreeTensor", "FreeTensor of a tensor that is still in the queue", loc, "UB",
                 reinterpret_cast<uintptr_t>(slot->base), slot->bytes);
        }
        slot->state = SlotState::kFree;
        QueueTensorReleased(static_cast<uint8_t>(pos));
        ++slot->generation;
        if (kPipes.ordered) {
            slot->handOff = Snapshot(kPipes.consumer);
        }
    }

    // State queries (资源管理/TQue/).
    __aicore__ inline bool VacantInQue() const { return static_cast<int32_t>(queued_.size()) < depth; }
    __aicore__ inline bool HasTensorInQue() const { return !queued_.empty(); }
    __aicore__ inline int32_t GetTensorCountInQue() const { return static_cast<int32_t>(queued_.size()); }
    __aicore__ inline bool HasIdleBuffer() const
    {
        for (const auto& slot : slots_) {
            if (slot.state == ascsim::kern::SlotState::kFree) {
                return true;
            }
        }
        return false;
    }
    __aicore__ inline void FreeAllEvent() {}

    // Called by TPipe::InitBuffer.
    void BindBuffers(uint8_t* base, uint8_t num, uint32_t lenBytes)
    {
        ReleaseHeld();
        slots_.assign(num, ascsim::kern::BufferSlot{});
        cursor_ = 0;
        for (uint8_t i = 0; i < num; ++i) {
            slots_[i].base = base + static_cast<size_t>(i) * detail::AlignUp32(lenBytes);
            slots_[i].bytes = lenBytes;
            slots_[i].owner = this;
        }
        queued_.clear();
    }
    // A custom TBufPool binds the queue's buffers one by one (EXTERN_IMPL_BUFPOOL, tbuf_pool.h): first
    // the count and length, then each buffer's UB offset.
    __aicore__ inline void InitStartBufHandle(TBufHandle start, uint8_t num, uint32_t len)
    {
        (void)start;
        BindBuffers(ascsim::kern::UbBase(), num, len);
    }
    template <class Pool>
    __aicore__ inline void InitBufHandle(Pool* pool, uint32_t index, TBufHandle handle, uint32_t addr, uint32_t len,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        pool->AscSimRequireInPool(addr, len, loc);
        if (handle != nullptr) {
            handle[index].address = addr;
            handle[index].dataLen = len;
        }
        if (index < slots_.size()) {
            slots_[index].base = ascsim::kern::UbBase() + addr;
            slots_[index].bytes = len;
        }
    }

    void Unbind()
    {
        CheckHeldAtExit();
        ReleaseHeld();
        slots_.clear();
        cursor_ = 0;
        queued_.clear();
    }

private:
    static constexpr detail::QueuePipes kPipes = detail::BindPipes(src, dst);

    // The position's count of held tensors (core.h) forgets this queue's when it lets them go.
    void ReleaseHeld()
    {
        for (const auto& slot : slots_) {
            if (slot.state != ascsim::kern::SlotState::kFree) {
                ascsim::kern::QueueTensorReleased(static_cast<uint8_t>(pos));
            }
        }
    }

    void RequireInit(const char* api, ascsim::kern::SrcLoc loc) const
    {
        if (slots_.empty()) {
            // see rule queuecheck.used-before-init
            ascsim::kern::Fail(ascsim::kern::Check::kQueuecheck, api,
                               "queue used before TPipe::InitBuffer gave it buffers", loc);
        }
    }

    template <typename T>
    LocalTensor<T> TensorOf(ascsim::kern::BufferSlot& slot) const
    {
        LocalTensor<T> t;
        t.AdoptFrom(reinterpret_cast<T*>(slot.base), slot.bytes / static_cast<uint32_t>(sizeof(T)), &slot,
                    slot.generation, pos, slot.base, slot.bytes);
        return t;
    }

    template <typename T>
    ascsim::kern::BufferSlot* OwnSlot(const LocalTensor<T>& tensor, const char* api, ascsim::kern::SrcLoc loc)
    {
        using namespace ascsim::kern;
        BufferSlot* slot = tensor.Slot();
        if (slot == nullptr || slot->owner != this) {
            // rule queuecheck.foreign-tensor: a tensor given to a queue it does not belong to, or a stale handle after
            //     FreeTensor
            //   choice: the pages state no rule; the queue would account for a buffer it does not own
            Fail(Check::kQueuecheck, api, "tensor does not belong to this queue", loc, "UB",
                 reinterpret_cast<uintptr_t>(tensor.Data()), 0);
        }
        if (slot->generation != tensor.Generation()) {
            // see rule queuecheck.foreign-tensor
            Fail(Check::kQueuecheck, api, "tensor was already returned with FreeTensor (stale handle)", loc, "UB",
                 reinterpret_cast<uintptr_t>(slot->base), slot->bytes);
        }
        return slot;
    }

    // A queue destroyed (kernel end) while it still holds tensors leaks them. Reported at the
    // AllocTensor / DeQue that handed the tensor out (the kernel's exit has no source line).
    void CheckHeldAtExit() const
    {
        if (std::uncaught_exceptions() > 0 || !ascsim::kern::InsideKernel() || !ascsim::kern::SanitizerEnabled()) {
            return;
        }
        for (const auto& slot : slots_) {
            if (slot.state != ascsim::kern::SlotState::kFree) {
                const char* how = slot.state == ascsim::kern::SlotState::kQueued   ? "still in the queue" :
                                  slot.state == ascsim::kern::SlotState::kDequeued ? "dequeued" :
                                                                                     "allocated";
                // rule queuecheck.held-at-exit: a queue's tensor still allocated, queued or dequeued when the kernel
                //     returns
                //   choice: the pages state no rule; a tensor never returned with FreeTensor is a leaked buffer and
                //       usually a missing FreeTensor
                ascsim::kern::Report(
                    ascsim::kern::Check::kQueuecheck, "TQue",
                    std::string("tensor still held at kernel exit (") + how + ", never returned with FreeTensor)",
                    slot.heldAt, "UB", reinterpret_cast<uintptr_t>(slot.base), slot.bytes);
                return;
            }
        }
    }

    std::vector<ascsim::kern::BufferSlot> slots_;
    size_t cursor_ = 0; // the next buffer AllocTensor looks at
    std::deque<ascsim::kern::BufferSlot*> queued_;
};

template <TPosition pos, int32_t depth, auto mask = 0>
class TQue : public TQueBind<pos, pos, depth, mask> {
public:
    __aicore__ inline TQue() = default;
};

template <TPosition pos = TPosition::VECCALC>
class TBuf {
public:
    __aicore__ inline TBuf() = default;
    TBuf(const TBuf&) = delete;
    TBuf& operator=(const TBuf&) = delete;

    // The whole buffer.
    template <typename T>
    __aicore__ inline LocalTensor<T> Get(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        return Get<T>(bytes_ / static_cast<uint32_t>(sizeof(T)), loc);
    }
    // The first `len` elements.
    template <typename T>
    __aicore__ inline LocalTensor<T> Get(uint32_t len, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        return GetWithOffset<T>(len, 0, loc);
    }
    // `size` elements starting `bufOffset` bytes into the buffer.
    template <typename T>
    __aicore__ inline LocalTensor<T> GetWithOffset(uint32_t size, uint32_t bufOffset,
                                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        if (base_ == nullptr) {
            // see rule queuecheck.used-before-init
            Fail(Check::kQueuecheck, "TBuf::Get", "TBuf used before TPipe::InitBuffer gave it a buffer", loc);
        }
        if (static_cast<uint64_t>(bufOffset) + static_cast<uint64_t>(size) * sizeof(T) > bytes_) {
            // rule memcheck.tbuf-get-len: TBuf::Get / GetWithOffset beyond the TBuf's length
            //   doc: B/资源管理/TBuf/Get.md (约束说明)
            Fail(Check::kMemcheck, "TBuf::Get",
                 "requested " + std::to_string(size) + " elements at byte offset " + std::to_string(bufOffset) +
                     " of a " + std::to_string(bytes_) + "-byte TBuf",
                 loc, "UB", reinterpret_cast<uintptr_t>(base_ + bufOffset), size * sizeof(T));
        }
        LocalTensor<T> t;
        t.AdoptFrom(reinterpret_cast<T*>(base_ + bufOffset), size, nullptr, 0, pos, base_, bytes_);
        return t;
    }

    void BindBuffer(uint8_t* base, uint32_t bytes)
    {
        base_ = base;
        bytes_ = bytes;
    }
    // A custom TBufPool binds the buffer (EXTERN_IMPL_BUFPOOL, tbuf_pool.h).
    __aicore__ inline void InitStartBufHandle(TBufHandle start, uint8_t num, uint32_t len)
    {
        (void)start;
        (void)num;
        (void)len;
    }
    template <class Pool>
    __aicore__ inline void InitBufHandle(Pool* pool, uint32_t index, TBufHandle handle, uint32_t addr, uint32_t len,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        pool->AscSimRequireInPool(addr, len, loc);
        if (handle != nullptr) {
            handle[index].address = addr;
            handle[index].dataLen = len;
        }
        BindBuffer(ascsim::kern::UbBase() + addr, len);
    }

private:
    uint8_t* base_ = nullptr;
    uint32_t bytes_ = 0;
};

class TPipe {
public:
    // As the SDK's constructor (impl/basic_api/dav_3510/kernel_tpipe_impl_c310.h:86), runs InitSocState.
    // It also becomes the core's TPipe that GetTPipePtr returns (tpipe_ptr.h), until destroyed.
    __aicore__ inline TPipe(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        InitSocState(loc);
        ascsim::kern::XcoreSetTPipe(this);
    }
    ~TPipe() { ascsim::kern::XcoreDropTPipe(this); }
    TPipe(const TPipe&) = delete;
    TPipe& operator=(const TPipe&) = delete;

    // InitBuffer(que, num, len): `num` buffers of `len` bytes each, 32-byte aligned, from UB.
    template <class Queue>
    __aicore__ inline bool InitBuffer(Queue& que, uint8_t num, uint32_t len,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        CountBuffers(num, loc);
        uint8_t* base = Carve(static_cast<uint64_t>(num) * detail::AlignUp32(len), "TPipe::InitBuffer", loc);
        que.BindBuffers(base, num, len);
        return true;
    }
    template <TPosition bufPos>
    __aicore__ inline bool InitBuffer(TBuf<bufPos>& buf, uint32_t len,
                                      ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        CountBuffers(1, loc);
        uint8_t* base = Carve(detail::AlignUp32(len), "TPipe::InitBuffer", loc);
        buf.BindBuffer(base, len);
        return true;
    }

    // InitBufPool (TPipe/InitBufPool.md): a TBufPool of `len` bytes (rounded up to 32) from the pipe's
    // UB, or (shared mode) the start and length of `shareBuf` ("输入长度需要小于等于被复用资源池长度").
    template <class T>
    __aicore__ inline bool InitBufPool(T& bufPool, uint32_t len,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        const uint32_t bytes = detail::AlignUp32(len);
        uint8_t* base = Carve(bytes, "TPipe::InitBufPool", loc);
        bufPool.AscSimBindPool(static_cast<uint32_t>(base - ascsim::kern::UbBase()), bytes);
        return true;
    }
    template <class T, class U>
    __aicore__ inline bool InitBufPool(T& bufPool, uint32_t len, U& shareBuf,
                                       ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        bufPool.AscSimSharePool(shareBuf.AscSimPoolStart(), shareBuf.AscSimPoolLength(), detail::AlignUp32(len), loc);
        return true;
    }

    // Reset: every buffer handed out so far may be handed out again; InitSocState as in the SDK
    // (kernel_tpipe_impl_c310.h:839).
    __aicore__ inline void Reset(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        used_ = 0;
        buffers_ = 0;
        InitSocState(loc);
    }
    // Init (资源管理/TPipe/Init.md): initialises the buffer pool and the event ids; the constructor
    // has done it, a reused TPipe calls it after Destroy.
    __aicore__ inline void Init()
    {
        ascsim::kern::XcoreSetTPipe(this);
        used_ = 0;
        buffers_ = 0;
        for (auto& e : nextEvent_) {
            e = 0;
        }
    }
    // Destroy (Destroy.md) releases the pipe's resources and, as the dav_3510 impl
    // (kernel_tpipe_impl_c310.h:813) does, ends with a PIPE_ALL barrier; DestroyWithoutPipeAll
    // (DestroyWithoutPipeAll.md) leaves the synchronisation to the kernel.
    __aicore__ inline void Destroy()
    {
        used_ = 0;
        buffers_ = 0;
        ascsim::kern::BarrierAll();
        ascsim::kern::XcoreDropTPipe(this);
    }
    __aicore__ inline void DestroyWithoutPipeAll()
    {
        used_ = 0;
        buffers_ = 0;
        ascsim::kern::XcoreDropTPipe(this);
    }

    // Event ids for SetFlag/WaitFlag (资源管理/TPipe/AllocEventID.md).
    template <HardEvent evt>
    __aicore__ inline TEventID AllocEventID()
    {
        return static_cast<TEventID>(nextEvent_[static_cast<int>(evt)]++ % 8);
    }
    template <HardEvent evt>
    __aicore__ inline void ReleaseEventID(TEventID /*id*/)
    {}
    template <HardEvent evt>
    __aicore__ inline TEventID FetchEventID()
    {
        return FetchEventID(evt);
    }
    // The run-time form (FetchEventID.md; kernel_tpipe.h:474).
    __aicore__ inline TEventID FetchEventID(HardEvent evt)
    {
        return static_cast<TEventID>(nextEvent_[static_cast<int>(evt)] % 8);
    }

private:
    // TPipe/InitBuffer.md, 约束说明: "一个kernel中所有使用的Buffer数量之和不能超过64" (a queue's `num`
    // buffers count num times, a TBuf once).
    static constexpr uint32_t kMaxBuffers = 64;
    void CountBuffers(uint32_t num, ascsim::kern::SrcLoc loc)
    {
        using namespace ascsim::kern;
        if (SanitizerEnabled() && buffers_ + num > kMaxBuffers) {
            // rule queuecheck.buffer-count: more than 64 buffers in one kernel
            //   doc: B/资源管理/TPipe/InitBuffer.md (约束说明)
            Fail(Check::kQueuecheck, "TPipe::InitBuffer",
                 "InitBuffer would bring the kernel's buffers to " + std::to_string(buffers_ + num) + ": at most " +
                     std::to_string(kMaxBuffers) + " in one kernel (TPipe/InitBuffer.md)",
                 loc);
        }
        buffers_ += num;
    }

    uint8_t* Carve(uint64_t bytes, const char* api, ascsim::kern::SrcLoc loc)
    {
        using namespace ascsim::kern;
        if (used_ + bytes > UbUsableBytes()) {
            // see rule memcheck.ub-alloc-fit
            Fail(Check::kMemcheck, api,
                 "TPipe buffers need " + std::to_string(used_ + bytes) + " bytes but the Unified Buffer has " +
                     std::to_string(UbUsableBytes()) + " usable bytes",
                 loc, "UB", used_, bytes);
        }
        uint8_t* base = UbBase() + used_;
        used_ += bytes;
        NoteUbCarved(used_);
        return base;
    }

    uint64_t used_ = 0;
    uint32_t buffers_ = 0;
    int32_t nextEvent_[static_cast<int>(HardEvent::MAX)] = {};
};

} // namespace AscendC
