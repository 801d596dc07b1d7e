// The 950 (arch 3510) CTRL special register: its documented bits, reset value and the bit ranges
// SetCtrlSpr / ResetCtrlSpr accept. Shared by the kernel API (ctrl_spr.h) and the emulator's
// per-core state (sim/src/kernel/core/ctrl_register.cpp).
//   bits and defaults: docs/zh/api/SIMD-API/基础API/特殊寄存器访问/SetCtrlSpr(ISASI).md, 表3
//   reset value:       SDK impl/basic_api/dav_3510/kernel_operator_common_impl.h:128 defaultCtrl
//   accepted ranges:   the same file, SetCtrlSprImpl / ResetCtrlSprImpl static checks
#pragma once

#include <cstdint>

namespace ascsim::kern::ctrl {

// Bit 60 = 1 (global saturation selection) and bit 3 (undocumented, set in the SDK constant);
// every other bit 0, so CTRL[48] = 0: half arithmetic and float -> half / bf16 casts saturate.
inline constexpr uint64_t kResetValue = 0x1000000000000008ull;

inline constexpr int kAtomicFirst = 6; // [8:6] atomic type, [10:9] atomic op (DataCopy to GM)
inline constexpr int kAtomicLast = 10;
inline constexpr int kFp8MmadAsHif8 = 45;
inline constexpr int kFloatNoSat = 48; // 0 = saturate, 1 = keep inf / NaN (only with bit 60 = 1)
inline constexpr int kFp8NanKeep = 50;
inline constexpr int kIntArithSat = 53;     // 0 = wrap, 1 = saturate
inline constexpr int kToIntTruncate = 59;   // float / int -> int: 0 = saturate, 1 = truncate (bit 60 = 1)
inline constexpr int kGlobalSatSelect = 60; // 1 = bits 48 / 59 decide, 0 = per instruction
// Mask mode of the Memory vector API: 1 = Counter, 0 = Normal (SetMaskCount / SetMaskNorm,
// 掩码操作/SetMaskCount.md; the SDK's dav_3510 IsCounterMode reads CTRL[56]). Not writable through
// SetCtrlSpr; in kWritableMask so that ctrlcheck reports a kernel that returns in Counter mode
// (SetMaskCount.md: "需要在矢量计算使用完之后调用SetMaskNorm将Mask模式恢复为Normal模式").
inline constexpr int kMaskCounter = 56;

constexpr uint64_t Bit(int n) { return uint64_t(1) << n; }
constexpr bool Has(uint64_t value, int n) { return ((value >> n) & 1u) != 0; }

// Bits whose non-default value changes something the emulator computes differently and does not
// model: integer saturation. (The DMA atomic of CTRL[8:6] / CTRL[10:9] is modelled: cross_core.h
// GmStore; its undocumented codes, type 3'b111 and operation 2'b11, are rejected when written.)
inline constexpr uint64_t kUnmodelledMask = Bit(kIntArithSat);
inline constexpr int kAtomicOpFirst = 9; // CTRL[10:9]: 0 add, 1 max, 2 min
constexpr unsigned AtomicType(uint64_t value) { return static_cast<unsigned>((value >> kAtomicFirst) & 7U); }
constexpr unsigned AtomicOp(uint64_t value) { return static_cast<unsigned>((value >> kAtomicOpFirst) & 3U); }

// Every bit a kernel can change through SetCtrlSpr / ResetCtrlSpr.
inline constexpr uint64_t kWritableMask = (Bit(kAtomicLast + 1) - Bit(kAtomicFirst)) | Bit(kFp8MmadAsHif8) |
                                          Bit(kFloatNoSat) | Bit(kFp8NanKeep) | Bit(kIntArithSat) |
                                          Bit(kToIntTruncate) | Bit(kGlobalSatSelect) | Bit(kMaskCounter);

constexpr bool RangeOk(int start, int end) { return 0 <= start && start <= end && end <= 63; }

// SetCtrlSpr: "仅支持 CTRL[8:6]、[10:9]、[45]、[48]、[50]、[53]、[59]、[60]" — a range inside [6, 10] or
// one of the single bits.
constexpr bool SetRangeOk(int start, int end)
{
    const bool atomic = kAtomicFirst <= start && end <= kAtomicLast;
    const bool single = start == end && (start == kFp8MmadAsHif8 || start == kFloatNoSat || start == kFp8NanKeep ||
                                         start == kIntArithSat || start == kToIntTruncate || start == kGlobalSatSelect);
    return RangeOk(start, end) && (atomic || single);
}

// ResetCtrlSpr: the same list without CTRL[45]. ResetCtrlSpr(ISASI).md's constraint leaves 45 out
// while the SDK's static check accepts it; the sim follows the doc (the stricter reading).
constexpr bool ResetRangeOk(int start, int end) { return SetRangeOk(start, end) && !(start == kFp8MmadAsHif8); }

constexpr uint64_t FieldMask(int start, int end)
{
    return (end - start == 63) ? ~uint64_t(0) : ((Bit(end - start + 1) - 1) << start);
}

// InitSocState on 3510 (SDK impl/basic_api/kernel_utils_base.h:91-92; 系统初始化/InitSocState.md):
// every bit back to the reset value except CTRL[48], which is kept.
constexpr uint64_t AfterInitSocState(uint64_t ctrl) { return kResetValue | (ctrl & Bit(kFloatNoSat)); }

} // namespace ascsim::kern::ctrl
