// int4b_t, the 4-bit signed integer of Ascend C (docs/zh/api/SIMD-API/基础API/数据结构/内置数据类型.md:
// "int4b_t [-8, 7]"; the SDK's impl/utils/common_types.h defines it as a one-byte struct holding the
// value in its low 4 bits).
// In a tensor two int4b_t share a byte, element 2i in the low nibble and 2i+1 in the high one (the
// SDK's LocalTensor::GetValue / SetValue for int4b_t, impl/basic_api/kernel_tensor_impl.h), so a
// LocalTensor<int4b_t> counts nibbles: GetSize() is twice its bytes, operator[] / GetPhyAddr(offset)
// move by offset / 2 bytes and want an even offset (local_tensor.h, ElemBits).
// Cast.md (类型转换/Cast.md, 约束说明): allocate the bytes as int8_t and ReinterpretCast to int4b_t; the
// sim's TQue / TBuf / LocalMemAllocator size a LocalTensor<int4b_t> they hand out by sizeof (one
// element per byte), so allocating int4b_t directly gives half the elements: follow the page.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/lang/keywords.h"

namespace AscendC {

struct int4b_t {
    uint8_t storage = 0; // the value in bits 0..3; bits 4..7 are zero

    __aicore__ inline int4b_t() = default;
    __aicore__ inline int4b_t(int32_t value) : storage(static_cast<uint8_t>(static_cast<uint32_t>(value) & 0xFu)) {}
    __aicore__ inline int4b_t(uint32_t value) : storage(static_cast<uint8_t>(value & 0xFu)) {}
    // sign-extended value
    __aicore__ inline operator int8_t() const
    {
        return static_cast<int8_t>((storage & 0x8u) != 0 ? (storage | 0xF0u) : storage);
    }
    __aicore__ inline bool operator==(const int4b_t& o) const { return storage == o.storage; }
    __aicore__ inline bool operator!=(const int4b_t& o) const { return storage != o.storage; }
    __aicore__ inline bool operator<(const int4b_t& o) const { return int8_t(*this) < int8_t(o); }
    __aicore__ inline bool operator<=(const int4b_t& o) const { return int8_t(*this) <= int8_t(o); }
    __aicore__ inline bool operator>(const int4b_t& o) const { return int8_t(*this) > int8_t(o); }
    __aicore__ inline bool operator>=(const int4b_t& o) const { return int8_t(*this) >= int8_t(o); }
};
static_assert(sizeof(int4b_t) == 1, "int4b_t is stored in one byte");

} // namespace AscendC

namespace ascsim::kern {
// Bits one element of T occupies in a tensor.
template <typename T>
inline constexpr uint32_t kElemBits = std::is_same_v<std::remove_cv_t<T>, AscendC::int4b_t> ? 4u : 8u * sizeof(T);
// Bytes spanned by elements [first, first + count) of a T tensor (whole bytes).
template <typename T>
constexpr uint64_t ElemByteOffset(uint64_t first)
{
    return first * kElemBits<T> / 8;
}
template <typename T>
constexpr uint64_t ElemByteSpan(uint64_t first, uint64_t count)
{
    return (static_cast<uint64_t>(first + count) * kElemBits<T> + 7) / 8 - ElemByteOffset<T>(first);
}
} // namespace ascsim::kern
