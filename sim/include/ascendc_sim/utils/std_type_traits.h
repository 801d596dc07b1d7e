// AscendC::Std type traits (docs/zh/api/Utils-API/CPP标准库/类型特性/): the kernel-side subset of
// <type_traits> Ascend C provides, supported on Ascend 950PR/950DT. The sim needs only is_same so far
// (is_same.md: a struct with a static constant `value`); on the CPU it is the standard trait.
#pragma once

#include <type_traits>

namespace AscendC::Std {

template <typename Tp, typename Up>
struct is_same : std::is_same<Tp, Up> {};

} // namespace AscendC::Std
