// A Unified Buffer operand as every vector engine takes it: the address of its first element, the
// bytes it may touch (memcheck) and, for a tensor of a TQue, the buffer it belongs to (queuecheck).
// A LocalTensor<T> is one (it derives from it: local_tensor.h); a C-API `__ubuf__ T*` becomes one with
// UbOperand<T>::FromUbPointer (bounds: the whole UB, as a raw address on the chip; no buffer). So the engines
// (engine/vector_common.h, the mask/repeat engine) serve every spelling and name none.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/buffer_slot.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/int4.h" // ElemByteOffset, ElemByteSpan

namespace AscendC {

template <typename T>
class UbOperand {
public:
    // A raw UB address (the C API's __ubuf__ T*): it may touch any byte of the UB, the reserved regions
    // included (a kernel may use them; what collides there is the reserving API's concern, not a bound).
    static UbOperand FromUbPointer(T* addr)
    {
        UbOperand u;
        u.addr_ = addr;
        u.limitBase_ = ascsim::kern::UbBase();
        u.limitBytes_ = static_cast<uint32_t>(ascsim::kern::UbTotalBytes());
        u.raw_ = true;
        return u;
    }

    T* Data() const { return addr_; }

    // Declares that an instruction on `pipe` accesses elements [first, first+count): the operand must
    // be bound and, for a queue's tensor, live (queuecheck), the range inside its bounds (memcheck);
    // then the UB access is checked and recorded (core.h, AccessUb).
    void Declare(ascsim::kern::Pipe pipe, uint64_t seq, uint64_t first, uint64_t count, bool isWrite, const char* api,
                 ascsim::kern::SrcLoc loc, bool autoSynced = false) const
    {
        if (!ascsim::kern::SanitizerEnabled()) {
            return;
        }
        if (addr_ == nullptr) {
            // rule memcheck.ub-operand-bounds: an instruction's access outside its LocalTensor's buffer (or the UB, for
            //     a raw address), or of an unbound tensor
            //   choice: the pages bound operands by their tensors implicitly; msSanitizer's memcheck reports the same
            //       out-of-bounds access
            //   cpudebug: kernel_base_check.cpp (CheckTensorOverflowHigh, CheckTensorOverflowLow)
            ascsim::kern::Fail(
                ascsim::kern::Check::kMemcheck, api,
                raw_ ? "null UB address" : "LocalTensor was never bound to a buffer (AllocTensor/DeQue/TBuf::Get)", loc,
                "UB");
        }
        if (slot_ != nullptr && (slot_->generation != generation_ || slot_->state == ascsim::kern::SlotState::kFree)) {
            // see rule queuecheck.foreign-tensor
            ascsim::kern::Fail(ascsim::kern::Check::kQueuecheck, api,
                               "LocalTensor used after FreeTensor returned its buffer to the queue", loc, "UB",
                               reinterpret_cast<uintptr_t>(addr_), count * sizeof(T));
        }
        const auto* begin = reinterpret_cast<const uint8_t*>(addr_) + ascsim::kern::ElemByteOffset<T>(first);
        const size_t bytes = ascsim::kern::ElemByteSpan<T>(first, count);
        if (begin < limitBase_ || begin + bytes > limitBase_ + limitBytes_) {
            // see rule memcheck.ub-operand-bounds
            ascsim::kern::Fail(
                ascsim::kern::Check::kMemcheck, api,
                "access of " + std::to_string(bytes) + " bytes at element " + std::to_string(first) +
                    (raw_ ? " runs outside the " + std::to_string(limitBytes_) + " bytes of the UB" :
                            " runs outside the LocalTensor's buffer of " + std::to_string(limitBytes_) + " bytes"),
                loc, "UB", reinterpret_cast<uintptr_t>(begin), bytes);
        }
        ascsim::kern::AccessUb(pipe, seq, begin, bytes, isWrite, api, loc, autoSynced);
    }

protected:
    T* addr_ = nullptr;
    ascsim::kern::BufferSlot* slot_ = nullptr; // a TQue's buffer; nullptr for TBuf, static tiles and raw pointers
    uint32_t generation_ = 0;
    const uint8_t* limitBase_ = nullptr;
    uint32_t limitBytes_ = 0;
    bool raw_ = false;
};

} // namespace AscendC
