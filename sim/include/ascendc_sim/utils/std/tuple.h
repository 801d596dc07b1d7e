// AscendC::Std::tuple and its helpers (docs/zh/api/Utils-API/CPP标准库/容器函数/tuple.md, get1.md,
// make_tuple.md; SDK utils/std/tuple.h:33-63): a heterogeneous container laid out as the page's
// prototype, tuple<Tp, Tps...> deriving from tuple<Tps...>; constructors: default, from values (each
// element constructed from its argument), copy; assignment from a tuple of as many elements (element by
// element, so tie(a, b) = make_tuple(x, y) assigns a and b). tuple_size, tuple_element, get<N> (the
// four reference forms of get1.md; N in [0, 64): 约束说明), make_tuple (decayed element types) and tie
// (references). Up to 64 elements (get1.md's index range).
#pragma once

#include <cstddef>
#include <functional>
#include <type_traits>
#include <utility>

namespace AscendC::Std {

template <typename... Tps>
class tuple;

template <>
class tuple<> {
public:
    constexpr tuple() = default;
    template <typename... Us>
    constexpr tuple& operator=(const tuple<Us...>&)
    {
        static_assert(sizeof...(Us) == 0, "tuple: assignment from a tuple of another size");
        return *this;
    }
};

template <typename Tp, typename... Tps>
class tuple<Tp, Tps...> : public tuple<Tps...> {
    static_assert(sizeof...(Tps) < 64, "tuple: at most 64 elements (get1.md, 约束说明)");

public:
    using Rest = tuple<Tps...>;

    constexpr tuple() : Rest(), head_() {}
    template <typename U, typename... Us,
              typename = std::enable_if_t<sizeof...(Us) == sizeof...(Tps) && !std::is_same_v<std::decay_t<U>, tuple>>>
    constexpr tuple(U&& val, Us&&... params) : Rest(std::forward<Us>(params)...), head_(std::forward<U>(val))
    {}
    constexpr tuple(const tuple&) = default;
    constexpr tuple(tuple&&) = default;

    constexpr tuple& operator=(const tuple& t)
    {
        head_ = t.head_;
        static_cast<Rest&>(*this) = static_cast<const Rest&>(t);
        return *this;
    }
    template <typename Head, typename... Args>
    constexpr tuple& operator=(const tuple<Head, Args...>& t)
    {
        static_assert(sizeof...(Args) == sizeof...(Tps), "tuple: assignment from a tuple of another size");
        head_ = t.Head();
        static_cast<Rest&>(*this) = static_cast<const typename tuple<Head, Args...>::Rest&>(t);
        return *this;
    }

    constexpr Tp& Head() noexcept { return head_; }
    constexpr const Tp& Head() const noexcept { return head_; }

private:
    Tp head_;
};

template <typename T>
struct tuple_size;
template <typename... Tps>
struct tuple_size<tuple<Tps...>> : std::integral_constant<size_t, sizeof...(Tps)> {};

template <size_t N, typename T>
struct tuple_element;
template <size_t N, typename Tp, typename... Tps>
struct tuple_element<N, tuple<Tp, Tps...>> : tuple_element<N - 1, tuple<Tps...>> {};
template <typename Tp, typename... Tps>
struct tuple_element<0, tuple<Tp, Tps...>> {
    using type = Tp;
    using Base = tuple<Tp, Tps...>; // the tuple whose Head() is element N
};
template <size_t N>
struct tuple_element<N, tuple<>> {
    static_assert(N != N, "tuple_element: index out of range");
};

template <size_t N, typename... Tps>
constexpr typename tuple_element<N, tuple<Tps...>>::type& get(tuple<Tps...>& t) noexcept
{
    static_assert(N < 64, "get: N in [0, 64) (get1.md, 约束说明)");
    return static_cast<typename tuple_element<N, tuple<Tps...>>::Base&>(t).Head();
}
template <size_t N, typename... Tps>
constexpr const typename tuple_element<N, tuple<Tps...>>::type& get(const tuple<Tps...>& t) noexcept
{
    static_assert(N < 64, "get: N in [0, 64) (get1.md, 约束说明)");
    return static_cast<const typename tuple_element<N, tuple<Tps...>>::Base&>(t).Head();
}
template <size_t N, typename... Tps>
constexpr typename tuple_element<N, tuple<Tps...>>::type&& get(tuple<Tps...>&& t) noexcept
{
    using E = typename tuple_element<N, tuple<Tps...>>::type;
    return static_cast<E&&>(get<N>(t));
}
template <size_t N, typename... Tps>
constexpr const typename tuple_element<N, tuple<Tps...>>::type&& get(const tuple<Tps...>&& t) noexcept
{
    using E = typename tuple_element<N, tuple<Tps...>>::type;
    return static_cast<const E&&>(get<N>(t));
}

namespace detail {
template <typename T>
struct UnwrapRef {
    using type = T;
};
template <typename T>
struct UnwrapRef<std::reference_wrapper<T>> {
    using type = T&;
};
template <typename T>
using UnwrapDecay = typename UnwrapRef<std::decay_t<T>>::type;
} // namespace detail

template <typename... Tps>
constexpr tuple<detail::UnwrapDecay<Tps>...> make_tuple(Tps&&... args)
{
    return tuple<detail::UnwrapDecay<Tps>...>(std::forward<Tps>(args)...);
}

template <typename... Tps>
constexpr tuple<Tps&...> tie(Tps&... args) noexcept
{
    return tuple<Tps&...>(args...);
}

} // namespace AscendC::Std
