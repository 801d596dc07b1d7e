// AscendC::Std type traits (docs/zh/api/Utils-API/CPP标准库/类型特性/: is_same.md, enable_if.md,
// conditional.md, is_convertible.md, is_base_of.md, integral_constant.md, is_void.md, is_integral.md,
// is_floating_point.md, is_array.md, is_pointer.md, is_reference.md, is_const.md, add_const.md, add_cv.md,
// add_volatile.md, add_pointer.md, add_lvalue_reference.md, add_rvalue_reference.md, remove_const.md,
// remove_cv.md, remove_volatile.md, remove_pointer.md, remove_reference.md; SDK utils/std/type_traits.h,
// which takes them from impl/utils/std/type_traits/), supported on Ascend 950PR/950DT. The pages give the
// `_t` aliases of the add_ / remove_ traits; is_same_v is not on a page but official 950 code uses it (the
// SDK's impl declares it). Each is a struct whose `value` / `type` is the standard trait's (the
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

template <typename Tp, typename Up>
inline constexpr bool is_same_v = is_same<Tp, Up>::value;

// The queries: value is the standard trait's (the pages' 返回值说明).
template <typename Tp>
struct is_void : std::is_void<Tp> {};
template <typename Tp>
struct is_integral : std::is_integral<Tp> {};
template <typename Tp>
struct is_floating_point : std::is_floating_point<Tp> {};
template <typename Tp>
struct is_array : std::is_array<Tp> {};
template <typename Tp>
struct is_pointer : std::is_pointer<Tp> {};
template <typename Tp>
struct is_reference : std::is_reference<Tp> {};
template <typename Tp>
struct is_const : std::is_const<Tp> {};

// The transformations and their `_t` aliases.
template <typename Tp>
struct add_const : std::add_const<Tp> {};
template <typename Tp>
struct add_cv : std::add_cv<Tp> {};
template <typename Tp>
struct add_volatile : std::add_volatile<Tp> {};
template <typename Tp>
struct add_pointer : std::add_pointer<Tp> {};
template <typename Tp>
struct add_lvalue_reference : std::add_lvalue_reference<Tp> {};
template <typename Tp>
struct add_rvalue_reference : std::add_rvalue_reference<Tp> {};
template <typename Tp>
struct remove_const : std::remove_const<Tp> {};
template <typename Tp>
struct remove_cv : std::remove_cv<Tp> {};
template <typename Tp>
struct remove_volatile : std::remove_volatile<Tp> {};
template <typename Tp>
struct remove_pointer : std::remove_pointer<Tp> {};
template <typename Tp>
struct remove_reference : std::remove_reference<Tp> {};

template <typename Tp>
using add_const_t = typename add_const<Tp>::type;
template <typename Tp>
using add_cv_t = typename add_cv<Tp>::type;
template <typename Tp>
using add_volatile_t = typename add_volatile<Tp>::type;
template <typename Tp>
using add_pointer_t = typename add_pointer<Tp>::type;
template <typename Tp>
using add_lvalue_reference_t = typename add_lvalue_reference<Tp>::type;
template <typename Tp>
using add_rvalue_reference_t = typename add_rvalue_reference<Tp>::type;
template <typename Tp>
using remove_const_t = typename remove_const<Tp>::type;
template <typename Tp>
using remove_cv_t = typename remove_cv<Tp>::type;
template <typename Tp>
using remove_volatile_t = typename remove_volatile<Tp>::type;
template <typename Tp>
using remove_pointer_t = typename remove_pointer<Tp>::type;
template <typename Tp>
using remove_reference_t = typename remove_reference<Tp>::type;

} // namespace AscendC::Std
