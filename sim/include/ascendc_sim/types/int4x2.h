// int4x2_t, two 4-bit signed integers packed in a byte: the element of the C API's vector_int4x2_t
// (docs/zh/api/SIMD-API/C-API/reg/reg_data_types/data_type_definition.md) and of the C++ Reg Cast's
// int4x2_t pairs (基础API/Reg矢量计算/类型转换/Cast.md, 表3 / 表7). Each nibble is an int4b_t value in
// [-8, 7] (数据结构/内置数据类型.md, types/int4.h), two's complement. As for fp4x2 (types/fp4x2.h) and
// int4b_t in a tensor, element 2i of a pair sits in the low nibble, 2i+1 in the high one. In the global
// namespace, as the SDK's headers use it.
#pragma once

#include <cstdint>

struct int4x2_t {
    uint8_t storage = 0;
    bool operator==(const int4x2_t& o) const { return storage == o.storage; }
    bool operator!=(const int4x2_t& o) const { return storage != o.storage; }
};
static_assert(sizeof(int4x2_t) == 1, "two 4-bit values in a byte");

namespace ascsim::num {

// The signed value of a nibble (bit 3 the sign).
constexpr int32_t Int4Value(uint8_t nibble)
{
    return (nibble & 0x8u) != 0 ? static_cast<int32_t>(nibble & 0xFu) - 16 : static_cast<int32_t>(nibble & 0xFu);
}

} // namespace ascsim::num
