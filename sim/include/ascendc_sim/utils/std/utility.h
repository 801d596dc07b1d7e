// AscendC::Std::index_sequence / make_index_sequence (docs/zh/api/Utils-API/CPP标准库/通用工具/
// integer_sequence.md; SDK utils/std/utility.h): compile-time sequences of size_t, the standard ones;
// 约束说明: N in [0, 64] (a larger N does not compile).
#pragma once

#include <cstddef>
#include <utility>

namespace AscendC::Std {

namespace detail {
template <size_t N>
struct MakeIndexSequence {
    static_assert(N <= 64, "make_index_sequence: N must be in [0, 64] (integer_sequence.md, 约束说明)");
    using type = std::make_index_sequence<N>;
};
} // namespace detail

template <size_t... Idx>
using index_sequence = std::index_sequence<Idx...>;

template <size_t N>
using make_index_sequence = typename detail::MakeIndexSequence<N>::type;

} // namespace AscendC::Std
