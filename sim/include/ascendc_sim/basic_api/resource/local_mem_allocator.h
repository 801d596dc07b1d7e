// LocalMemAllocator: UB allocation for static Tensor programming, without TPipe/TQue
// (docs/zh/api/SIMD-API/基础API/资源管理/LocalMemAllocator/: LocalMemAllocator简介.md,
// LocalMemAllocator构造函数.md, Alloc.md, GetCurAddr-72.md; SDK include/basic_api/kernel_tensor.h).
// Allocation is a bump pointer from the start of the UB, as in the SDK: each Alloc returns the
// next tileSize elements and moves the head by exactly their bytes (no rounding: a tile whose bytes
// are not a multiple of 32 leaves the next tile misaligned, which the APIs that need 32-byte
// alignment then report). A tile that does not fit in the remaining UB is a memcheck finding.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/enums.h"
#include "ascendc_sim/types/local_tensor.h"
#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

// Physical storage positions (LocalMemAllocator简介.md, template parameter hard).
enum class Hardware : uint8_t { GM, UB, L1, L0A, L0B, L0C, BIAS, FIXBUF, MAX };

namespace detail {
// The physical position of a logical one (TPosition.md): the vector positions live in UB.
constexpr Hardware PhysicalOf(TPosition pos)
{
    switch (pos) {
        case TPosition::GM:
            return Hardware::GM;
        case TPosition::VECIN:
        case TPosition::VECOUT:
        case TPosition::VECCALC:
            return Hardware::UB;
        case TPosition::A1:
        case TPosition::B1:
        case TPosition::C1:
            return Hardware::L1;
        case TPosition::A2:
            return Hardware::L0A;
        case TPosition::B2:
            return Hardware::L0B;
        case TPosition::CO1:
            return Hardware::L0C;
        default:
            return Hardware::MAX;
    }
}
} // namespace detail

template <Hardware hard = Hardware::UB>
class LocalMemAllocator {
    static_assert(hard != Hardware::GM && hard != Hardware::MAX, "illegal hardware position GM or MAX");
    // AI Vector cores have only the UB of these; L1 / L0 / BT / FB belong to AI Cube cores, which the
    // simulator does not emulate.
    static_assert(hard == Hardware::UB, "the simulator emulates AI Vector cores: only Hardware::UB is available");

public:
    __aicore__ inline LocalMemAllocator() = default;

    // The first free byte of the position, as an offset in [0, UB size) (GetCurAddr-72.md).
    __aicore__ inline uint32_t GetCurAddr() const { return head_; }

    template <class DataType, uint32_t tileSize>
    __aicore__ inline LocalTensor<DataType> Alloc(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        return Take<DataType>(TPosition::VECCALC, tileSize, loc);
    }
    template <TPosition pos, class DataType, uint32_t tileSize>
    __aicore__ inline LocalTensor<DataType> Alloc(ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        static_assert(detail::PhysicalOf(pos) == hard, "logic pos and hardware pos not matched.");
        return Take<DataType>(pos, tileSize, loc);
    }
    template <class DataType>
    __aicore__ inline LocalTensor<DataType> Alloc(uint32_t tileSize,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        return Take<DataType>(TPosition::VECCALC, tileSize, loc);
    }
    template <TPosition pos, class DataType>
    __aicore__ inline LocalTensor<DataType> Alloc(uint32_t tileSize,
                                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        static_assert(detail::PhysicalOf(pos) == hard, "logic pos and hardware pos not matched.");
        return Take<DataType>(pos, tileSize, loc);
    }

private:
    template <class DataType>
    LocalTensor<DataType> Take(TPosition pos, uint32_t tileSize, ascsim::kern::SrcLoc loc)
    {
        using namespace ascsim::kern;
        const uint64_t bytes = static_cast<uint64_t>(tileSize) * sizeof(DataType);
        if (head_ + bytes > UbUsableBytes()) {
            // rule memcheck.ub-alloc-fit: a LocalMemAllocator tile or the TPipe's buffers beyond the kernel's usable UB
            //   doc: B/资源管理/LocalMemAllocator/Alloc.md (约束说明)
            //   doc: B/资源管理/TPipe/InitBuffer.md (约束说明)
            //   doc: guide/编程指南/高级编程/硬件实现/架构规格/NPU架构版本3510.md (存储单元)
            //   exempt: the reserves above the kernel's share (VF stack, Ascend C reserve) become usable with the
            //   compile
            //       options that free them
            //   cpudebug: kernel_base_check.cpp (CheckBufferSizeOverFlow)
            Fail(Check::kMemcheck, "LocalMemAllocator::Alloc",
                 "a tile of " + std::to_string(bytes) + " bytes at UB offset " + std::to_string(head_) +
                     " does not fit in the " + std::to_string(UbUsableBytes()) + " usable bytes of the Unified Buffer",
                 loc, "UB", head_, bytes);
        }
        uint8_t* base = UbBase() + head_;
        LocalTensor<DataType> t;
        t.AdoptFrom(reinterpret_cast<DataType*>(base), tileSize, nullptr, 0, pos, base, static_cast<uint32_t>(bytes));
        head_ += static_cast<uint32_t>(bytes);
        NoteUbCarved(head_);
        return t;
    }

    uint32_t head_ = 0;
};

} // namespace AscendC
