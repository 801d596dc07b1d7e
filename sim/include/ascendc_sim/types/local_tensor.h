// LocalTensor<T>: a typed view of this core's Unified Buffer
// (docs/zh/api/SIMD-API/基础API/数据结构/LocalTensor/LocalTensor.md). It is a UbOperand<T>
// (ub_operand.h): the vector engines take it as such, and the bounds and buffer checks are there.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/core/buffer_slot.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/int4.h"
#include "ascendc_sim/types/ub_operand.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

template <typename T>
class LocalTensor : public UbOperand<T> {
    using Ub = UbOperand<T>;
    using Ub::addr_;
    using Ub::generation_;
    using Ub::limitBase_;
    using Ub::limitBytes_;
    using Ub::slot_;

public:
    using PrimType = T;
    __aicore__ inline LocalTensor() = default;
    // Static Tensor programming: the tile of `tileSize` elements at byte offset `addr` of the UB
    // (LocalTensor/LocalTensor构造函数.md). The tile must lie inside the UB (256 KB, 架构规格/
    // NPU架构版本3510.md): a memcheck finding otherwise; accesses are bounded by the tile. A tile in the
    // reserves above the kernel's share is legal; what the region rules judge is a collision there
    // (core.h, UB regions).
    __aicore__ inline LocalTensor(TPosition pos, uint32_t addr, uint32_t tileSize,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        const uint64_t bytes = ascsim::kern::ElemByteSpan<T>(0, tileSize);
        if (static_cast<uint64_t>(addr) + bytes > ascsim::kern::UbTotalBytes()) {
            // rule memcheck.tile-in-ub: a static LocalTensor tile that runs past the Unified Buffer
            //   doc: B/数据结构/LocalTensor/LocalTensor构造函数.md (参数说明)
            //   doc: guide/编程指南/高级编程/硬件实现/架构规格/NPU架构版本3510.md (存储单元)
            //   exempt: a tile in the reserves above the kernel's share is legal; the region rules judge
            //   collisions there
            //   cpudebug: kernel_base_check.cpp (CheckBufferSizeOverFlow)
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "LocalTensor(pos, addr, tileSize)",
                               "a tile of " + std::to_string(bytes) + " bytes at UB offset " + std::to_string(addr) +
                                   " runs past the " + std::to_string(ascsim::kern::UbTotalBytes()) +
                                   " bytes of the Unified Buffer",
                               loc, "UB", addr, bytes);
        }
        uint8_t* base = ascsim::kern::UbBase() + addr;
        AdoptFrom(reinterpret_cast<T*>(base), tileSize, nullptr, 0, pos, base, static_cast<uint32_t>(bytes));
    }

    // Sub-view starting `offset` elements in; it keeps the parent buffer's bounds. An int4b_t view
    // starts on a byte: the offset must be even (the SDK's debug assert "The offset for int4b_t
    // GetPhyAddr should be an even num."; a memcheck finding here).
    __aicore__ inline LocalTensor operator[](const uint32_t offset) const
    {
        LocalTensor view = *this;
        view.addr_ = ElemAddr(offset);
        view.size_ = offset <= size_ ? size_ - offset : 0;
        return view;
    }

    __aicore__ inline uint32_t GetSize() const { return size_; }
    __aicore__ inline void SetSize(const uint32_t size) { size_ = size; }
    __aicore__ inline uint32_t GetLength() const
    {
        return static_cast<uint32_t>(static_cast<uint64_t>(size_) * ascsim::kern::kElemBits<T> / 8);
    }
    __aicore__ inline TPosition GetPosition() const { return position_; }
    __aicore__ inline __ubuf__ T* GetPhyAddr() const { return addr_; }
    __aicore__ inline __ubuf__ T* GetPhyAddr(const uint32_t offset) const { return ElemAddr(offset); }
    __aicore__ inline void SetUserTag(const int32_t tag) { userTag_ = tag; }
    __aicore__ inline int32_t GetUserTag() const { return userTag_; }

    // Scalar access goes through the S pipe. Ordering against V / MTE2 / MTE3: hand-written S_V, V_S, ...
    // flags, or the ones bisheng inserts for GetValue / SetValue with --cce-auto-sync=on (the default;
    // 同步控制/核内同步/关键特性说明.md, 表3; core.h AutoSyncOn). LocalTensor/GetValue.md, SetValue.md.
    __aicore__ inline T GetValue(const uint32_t index, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) const
    {
        const uint64_t seq = ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
        Declare(ascsim::kern::Pipe::S, seq, index, 1, false, "LocalTensor::GetValue", loc, true);
        if constexpr (kNibble) { // element 2i in the low nibble, 2i + 1 in the high one
            const uint8_t byte = reinterpret_cast<const uint8_t*>(addr_)[index / 2];
            return T(static_cast<uint32_t>(index % 2 == 0 ? byte & 0xFu : byte >> 4));
        } else {
            T value;
            std::memcpy(&value, addr_ + index, sizeof(T));
            return value;
        }
    }
    template <typename U>
    __aicore__ inline void SetValue(const uint32_t index, const U value,
                                    ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here()) const
    {
        const uint64_t seq = ascsim::kern::Issue(ascsim::kern::Pipe::S, loc);
        if constexpr (kNibble) {
            // a read-modify-write of the byte holding the nibble
            Declare(ascsim::kern::Pipe::S, seq, index, 1, true, "LocalTensor::SetValue", loc, true);
            const T converted = static_cast<T>(value);
            uint8_t& byte = reinterpret_cast<uint8_t*>(addr_)[index / 2];
            byte = static_cast<uint8_t>(index % 2 == 0 ? (byte & 0xF0u) | converted.storage :
                                                         (byte & 0x0Fu) | (converted.storage << 4));
        } else {
            Declare(ascsim::kern::Pipe::S, seq, index, 1, true, "LocalTensor::SetValue", loc, true);
            const T converted = static_cast<T>(value);
            std::memcpy(addr_ + index, &converted, sizeof(T));
        }
    }

    // Same buffer, other element type; the size is rescaled to the new element width.
    template <typename U>
    __aicore__ inline LocalTensor<U> ReinterpretCast() const
    {
        LocalTensor<U> other;
        other.AdoptFrom(reinterpret_cast<U*>(addr_),
                        static_cast<uint32_t>(static_cast<uint64_t>(size_) * ascsim::kern::kElemBits<T> /
                                              ascsim::kern::kElemBits<U>),
                        slot_, generation_, position_, limitBase_, limitBytes_);
        return other;
    }

    // ---- used by the sim's APIs, not part of the Ascend C surface -------------------------
    __aicore__ inline void AdoptFrom(T* addr, uint32_t size, ascsim::kern::BufferSlot* slot, uint32_t generation,
                                     TPosition position, const uint8_t* limitBase, uint32_t limitBytes)
    {
        addr_ = addr;
        size_ = size;
        slot_ = slot;
        generation_ = generation;
        position_ = position;
        limitBase_ = limitBase;
        limitBytes_ = limitBytes;
    }
    __aicore__ inline ascsim::kern::BufferSlot* Slot() const { return slot_; }
    __aicore__ inline uint32_t Generation() const { return generation_; }
    using Ub::Data;
    using Ub::Declare;

private:
    static constexpr bool kNibble = ascsim::kern::kElemBits<T> == 4;
    T* ElemAddr(uint32_t offset) const
    {
        if constexpr (kNibble) {
            if (offset % 2 != 0 && ascsim::kern::SanitizerEnabled()) {
                // rule memcheck.int4-odd-offset: an int4b_t view starting on an odd element (half a byte)
                //   choice: the docs are silent; a view must start on a byte address
                ascsim::kern::Fail(
                    ascsim::kern::Check::kMemcheck, "LocalTensor<int4b_t>::operator[] / GetPhyAddr",
                    "offset " + std::to_string(offset) + " is odd: an int4b_t view must start on a byte (even offset)",
                    ascsim::kern::SrcLoc{}, "UB");
            }
            return reinterpret_cast<T*>(reinterpret_cast<uint8_t*>(addr_) + offset / 2);
        } else {
            return addr_ + offset;
        }
    }

    uint32_t size_ = 0;
    TPosition position_ = TPosition::VECCALC;
    int32_t userTag_ = 0;
};

} // namespace AscendC
