// AscendC::Std (Utils-API/CPP标准库/: tuple.md, get1.md, make_tuple.md, integer_sequence.md, min-268.md,
// max-267.md, abs1.md, sqrt1.md, 类型特性/) and ASC_UB_SIZE (utils/base/sys_constants.h) against the
// standard library and the sim's UB contract (core/core.h UbKernelBytes).
#include <cmath>
#include <cstdint>
#include <random>

#include "ascendc/host_api/tiling/template_argument.h"
#include "kernel_test_util.h"

using namespace AscendC;

namespace {

struct Base {};
struct Derived : Base {};

// The trait structs, at compile time.
static_assert(Std::is_same<Std::enable_if<true, int>::type, int>::value);
static_assert(Std::is_same<Std::conditional<true, int, float>::type, int>::value);
static_assert(Std::is_same<Std::conditional<false, int, float>::type, float>::value);
static_assert(Std::is_convertible<int, double>::value && !Std::is_convertible<int*, double>::value);
static_assert(Std::is_base_of<Base, Derived>::value && !Std::is_base_of<Derived, Base>::value);
static_assert(Std::integral_constant<int, 7>::value == 7);
static_assert(std::is_same_v<Std::make_index_sequence<4>, Std::index_sequence<0, 1, 2, 3>>);
static_assert(Std::tuple_size<Std::tuple<int, float, char>>::value == 3);
static_assert(std::is_same_v<Std::tuple_element<1, Std::tuple<int, float, char>>::type, float>);
static_assert(Std::min(3, 5) == 3 && Std::max(3.5f, -1.0f) == 3.5f);

// The queries and transformations of 类型特性/, against <type_traits> on the pages' example types.
using FuncType = void(int);
static_assert(Std::is_void<void>::value && !Std::is_void<void*>::value && !Std::is_void<FuncType>::value);
static_assert(Std::is_integral<bool>::value && Std::is_integral<const int>::value && !Std::is_integral<float>::value &&
              !Std::is_integral<int*>::value && !Std::is_integral<int&>::value);
static_assert(Std::is_floating_point<volatile float>::value && Std::is_floating_point<long double>::value &&
              !Std::is_floating_point<int>::value);
static_assert(Std::is_array<int[5]>::value && Std::is_array<int[]>::value && !Std::is_array<int*>::value);
static_assert(Std::is_pointer<int* const>::value && !Std::is_pointer<int>::value);
static_assert(Std::is_reference<int&>::value && Std::is_reference<int&&>::value && !Std::is_reference<int*>::value);
static_assert(Std::is_const<const int>::value && !Std::is_const<const int*>::value);
static_assert(Std::is_same_v<Std::add_const_t<int>, const int> &&
              Std::is_same_v<Std::add_cv_t<int>, const volatile int>);
static_assert(Std::is_same_v<Std::add_volatile_t<int>, volatile int> && Std::is_same_v<Std::add_pointer_t<int&>, int*>);
static_assert(Std::is_same_v<Std::add_lvalue_reference_t<void>, void> &&
              Std::is_same_v<Std::add_lvalue_reference_t<int&&>, int&>);
static_assert(Std::is_same_v<Std::add_rvalue_reference_t<int&>, int&> &&
              Std::is_same_v<Std::add_rvalue_reference_t<int>, int&&>);
static_assert(Std::is_same_v<Std::remove_const_t<const volatile int>, volatile int> &&
              Std::is_same_v<Std::remove_cv_t<const volatile int>, int>);
static_assert(Std::is_same_v<Std::remove_volatile_t<volatile int>, int> &&
              Std::is_same_v<Std::remove_pointer_t<int* const>, int>);
static_assert(Std::is_same_v<Std::remove_reference_t<int&&>, int> &&
              Std::is_same_v<Std::remove_pointer<int>::type, int>);
static_assert(!Std::is_same_v<int, const int>);

// enable_if in SFINAE: the overload for integers only.
template <typename T, typename Std::enable_if<std::is_integral_v<T>, int>::type = 0>
int Kind(T)
{
    return 1;
}
template <typename T, typename Std::enable_if<!std::is_integral_v<T>, int>::type = 0>
int Kind(T)
{
    return 2;
}

template <size_t... I>
int SumOf(Std::index_sequence<I...>)
{
    return static_cast<int>((0 + ... + I));
}

TEST(StdTest, TupleGetMakeTupleTie)
{
    Std::tuple<int, float, bool> t(1, 2.5f, true);
    EXPECT_EQ(Std::get<0>(t), 1);
    EXPECT_EQ(Std::get<1>(t), 2.5f);
    EXPECT_TRUE(Std::get<2>(t));
    Std::get<0>(t) = 9;
    EXPECT_EQ(Std::get<0>(t), 9);
    const Std::tuple<int, float, bool> c = t; // copy
    EXPECT_EQ(Std::get<0>(c), 9);
    EXPECT_EQ(Std::get<1>(Std::make_tuple(4, 5.0)), 5.0);
    auto m = Std::make_tuple(int16_t{3}, 'x');
    static_assert(std::is_same_v<decltype(m), Std::tuple<int16_t, char>>);
    int a = 0;
    float b = 0;
    Std::tie(a, b) = Std::make_tuple(7, 1.25f);
    EXPECT_EQ(a, 7);
    EXPECT_EQ(b, 1.25f);
    Std::tuple<int, float> d;
    d = Std::make_tuple(2, 3.0f); // assignment element by element
    EXPECT_EQ(Std::get<0>(d), 2);
    EXPECT_EQ(Std::get<1>(std::move(d)), 3.0f);
    Std::tuple<> empty;
    static_cast<void>(empty);
    EXPECT_EQ(Kind(3), 1);
    EXPECT_EQ(Kind(3.0), 2);
    EXPECT_EQ(SumOf(Std::make_index_sequence<64>{}), 64 * 63 / 2);
}

TEST(StdTest, MinMaxAbsSqrtAgainstTheStandardLibrary)
{
    std::mt19937_64 g(3);
    for (int k = 0; k < 1000; ++k) {
        const auto x = static_cast<int64_t>(g() >> (1 + k % 63));
        const auto y = static_cast<int64_t>(g() >> 3) - static_cast<int64_t>(g() >> 3);
        EXPECT_EQ(Std::min(x, y), std::min(x, y));
        EXPECT_EQ(Std::max(x, y), std::max(x, y));
        EXPECT_EQ(Std::abs(y), y < 0 ? -y : y);
        // sqrt of an int64_t: floor of the root, checked by squaring.
        const int64_t r = Std::sqrt(x);
        EXPECT_LE(static_cast<long double>(r) * r, static_cast<long double>(x)) << x;
        EXPECT_GT(static_cast<long double>(r + 1) * (r + 1), static_cast<long double>(x)) << x;
        const float f = static_cast<float>(x % 100000) * 0.37f;
        EXPECT_EQ(Std::sqrt(std::fabs(f)), std::sqrt(std::fabs(f)));
        EXPECT_EQ(Std::abs(-f), std::fabs(f));
    }
    EXPECT_EQ(Std::sqrt(int64_t{INT64_MAX}), int64_t{3037000499});
    EXPECT_EQ(Std::abs(int8_t{-128}), int8_t{-128}); // no positive counterpart: unchanged (wraps)
    EXPECT_EQ(Std::sqrt(int64_t{-4}), INT64_MIN);    // 返回值无意义: an impossible root
    EXPECT_TRUE(std::isnan(Std::sqrt(-1.0f)));
}

TEST(StdTest, UbSizeIsTheSimsKernelUb)
{
    EXPECT_EQ(ASC_UB_SIZE, ascsim::kern::UbKernelBytes(ASCSIM_UB_RESERVES_FREED));
    EXPECT_EQ(ASC_UB_SIZE, 248u * 1024u); // this file frees no reserve
    EXPECT_EQ(ASC_L0C_SIZE, 256u * 1024u);
}

// The tiling-template parameter kinds (utils/tiling/template_argument.h:57-59) are the sim table's keys.
static_assert(ASCENDC_TPL_KERNEL_TYPE == 4 && ASCENDC_TPL_DETERMINISTIC == 5 && ASCENDC_TPL_SHARED_KERNEL_TYPE == 6);
static_assert(ascsim::tpl::kKernelTypeParam == ASCENDC_TPL_KERNEL_TYPE);

} // namespace
