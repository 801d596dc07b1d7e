// AscendC::Std type traits (docs/zh/api/Utils-API/CPP标准库/类型特性/: is_same.md, enable_if.md,
// conditional.md, is_convertible.md, is_base_of.md, integral_constant.md; SDK utils/std/type_traits.h:31-52),
// supported on Ascend 950PR/950DT. Each is a struct whose `value` / `type` is the standard trait's (the
// pages describe the <type_traits> semantics), so SFINAE on enable_if<false, T>::type works as there.
#pragma once

#include <type_traits>

namespace AscendC::Std {

template <typename Tp, typename Up>
struct is_same : std::is_same<Tp, Up> {};

template <bool Bp, typename Tp = void>
struct enable_if : std::enable_if<Bp, Tp> {};

template <bool Bp, typename If, typename Then>
struct conditional : std::conditional<Bp, If, Then> {};

template <typename From, typename To>
struct is_convertible : std::is_convertible<From, To> {};

template <typename Base, typename Derived>
struct is_base_of : std::is_base_of<Base, Derived> {};

template <typename Tp, Tp v>
struct integral_constant : std::integral_constant<Tp, v> {};

} // namespace AscendC::Std
