// Scalar computation for Ascend 950 (docs/zh/api/SIMD-API/基础API/标量计算/; SDK
// basic_api/kernel_operator_scalar_intf.h:37-66):
//   GetBitCount<v>(x)            GetBitCount.md: how many bits of x equal v (0 or 1)
//   CountLeadingZero(x)          CountLeadingZero.md: leading zeros of x, 64 for 0
//   CountBitsCntSameAsSignBit(x) CountBitsCntSameAsSignBit.md: the run of bits right below the sign bit
//                                that equal it (the page's 0x0100000000000020 -> 6; 0 and -1 -> 63)
//   GetSFFValue<v>(x)            GetSFFValue.md: position of the first bit equal to v from the LSB, -1 if none
//   Cast<T, U, roundMode>(x)     Cast（float转half-int32_t）.md: float -> half (CAST_ODD), float -> int32_t
//                                (CAST_ROUND / CEIL / FLOOR / RINT), the numerics layer's conversion
//                                (saturating to the int32_t range, NaN -> 0, as the vector Cast)
// and the older names 附录/接口变更说明.md maps onto them: ScalarGetCountOfValue (GetBitCount),
// ScalarCountLeadingZero (CountLeadingZero), ScalarGetSFFValue (GetSFFValue), ScalarCast (Cast).
//   GetUintDivMagicAndShift(m, s, d) the SDK's magic number and shift for AscendC::Simt::UintDiv (below)
// A countValue other than 0 / 1 does not compile (the pages: "取值为0或1").
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/lang/keywords.h"
#include "ascendc_sim/lang/scalar_builtins.h"
#include "ascendc_sim/numerics/cast.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/enums.h"

namespace AscendC {

template <int countValue>
__aicore__ inline int64_t GetBitCount(uint64_t valueIn)
{
    static_assert(countValue == 0 || countValue == 1, "GetBitCount: countValue is 0 or 1");
    return countValue == 1 ? bcnt1(valueIn) : bcnt0(valueIn);
}
template <int countValue>
__aicore__ inline int64_t ScalarGetCountOfValue(uint64_t valueIn)
{
    return GetBitCount<countValue>(valueIn);
}

__aicore__ inline int64_t CountLeadingZero(uint64_t valueIn) { return clz(valueIn); }
__aicore__ inline int64_t ScalarCountLeadingZero(uint64_t valueIn) { return CountLeadingZero(valueIn); }

__aicore__ inline int64_t CountBitsCntSameAsSignBit(int64_t valueIn)
{
    // Flip every bit when negative: the run equal to the sign becomes a run of zeros after bit 63.
    const auto u = static_cast<uint64_t>(valueIn < 0 ? ~valueIn : valueIn);
    return CountLeadingZero(u << 1 | 1u); // bit 0 set caps the count at 63
}

// GetUintDivMagicAndShift (SDK basic_api/kernel_operator_scalar_intf.h:50; no doc page): the magic number and
// shift with which AscendC::Simt::UintDiv divides by `divisor` (the division by an invariant integer the SDK's
// impl/basic_api/kernel_scalar.h computes): shift = ceil(log2(divisor)), magic = floor(2^W (2^shift - divisor) /
// divisor) + 1 for W-bit T, so that (n + mulhi(n, magic)) >> shift == n / divisor.
// (`loc`, the caller's line for a finding, is the simulator's defaulted addition.)
template <typename T>
__aicore__ inline void GetUintDivMagicAndShift(T& magic, T& shift, T divisor,
                                               ::ascsim::kern::SrcLoc loc = ::ascsim::kern::SrcLoc::Here())
{
    static_assert(std::is_same<T, uint32_t>::value || std::is_same<T, uint64_t>::value,
                  "Input type T only supports uint32_t, uint64_t.");
    constexpr unsigned kBits = sizeof(T) * 8;
    const uint64_t most = static_cast<uint64_t>(std::numeric_limits<T>::max()) >> 1; // INT32_MAX / INT64_MAX
    if (divisor == 0 || static_cast<uint64_t>(divisor) > most) {
        // rule memcheck.uint-div-divisor: GetUintDivMagicAndShift of a divisor outside [1, INT32_MAX] (uint32_t) or
        //     [1, INT64_MAX] (uint64_t)
        //   sdk: impl/basic_api/kernel_scalar.h (GetUintDivMagicAndShiftImpl: the CPU-debug build asserts the range)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "GetUintDivMagicAndShift",
                           "divisor " + std::to_string(static_cast<uint64_t>(divisor)) + " is outside [1, " +
                               std::to_string(most) + "]",
                           loc);
    }
    const unsigned bitLength = kBits - static_cast<unsigned>(__builtin_clzll(divisor) - (64 - kBits));
    const unsigned s = __builtin_popcountll(divisor) == 1 ? bitLength - 1 : bitLength;
    const unsigned __int128 d = divisor;
    const unsigned __int128 excess = (static_cast<unsigned __int128>(1) << s) - d;
    shift = static_cast<T>(s);
    magic = static_cast<T>(((excess << kBits) / d) + 1);
}

template <int countValue>
__aicore__ inline int64_t GetSFFValue(uint64_t valueIn)
{
    static_assert(countValue == 0 || countValue == 1, "GetSFFValue: countValue is 0 or 1");
    return countValue == 1 ? sff1(valueIn) : sff0(valueIn);
}
template <int countValue>
__aicore__ inline int64_t ScalarGetSFFValue(uint64_t valueIn)
{
    return GetSFFValue<countValue>(valueIn);
}

template <typename T, typename U, RoundMode roundMode>
__aicore__ inline U Cast(T valueIn)
{
    static_assert(std::is_same_v<T, float>, "Cast (scalar): valueIn is float (数据类型)");
    static_assert(
        (std::is_same_v<U, half> && roundMode == RoundMode::CAST_ODD) ||
            (std::is_same_v<U, int32_t> && (roundMode == RoundMode::CAST_ROUND || roundMode == RoundMode::CAST_CEIL ||
                                            roundMode == RoundMode::CAST_FLOOR || roundMode == RoundMode::CAST_RINT)),
        "Cast (scalar): float -> half takes CAST_ODD, float -> int32_t CAST_ROUND / CEIL / FLOOR / RINT "
        "(约束说明)");
    return ascsim::num::Cast<U, T>(valueIn, roundMode);
}
template <typename T, typename U, RoundMode roundMode>
__aicore__ inline U ScalarCast(T valueIn)
{
    return Cast<T, U, roundMode>(valueIn);
}

} // namespace AscendC
