// The DMA atomic of transfers to GM (atomic.h; 原子操作/SetAtomicAdd.md, SetAtomicMax(ISASI).md,
// SetAtomicMin(ISASI).md, SetAtomicType.md): CTRL[8:6] / CTRL[10:9] combine each element with GM.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/core/ctrl_bits.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/numerics/saturate.h"
#include "core/core_state.h"

namespace ascsim::kern {

namespace {

template <typename T>
T AtomicCombine(T old, T in, int op, bool satFloat)
{
    if constexpr (std::is_integral_v<T>) {
        switch (op) {
            case 0: { // CTRL[53] = 0 (the only value the sim allows): wrap
                using U = std::make_unsigned_t<T>;
                return static_cast<T>(static_cast<U>(static_cast<U>(old) + static_cast<U>(in)));
            }
            case 1:
                return std::max(old, in);
            default:
                return std::min(old, in);
        }
    } else {
        const double a = static_cast<float>(old);
        const double b = static_cast<float>(in);
        double r;
        if (op == 0) {
            r = a + b;
        } else if (std::isnan(a) || std::isnan(b)) {
            r = std::numeric_limits<double>::quiet_NaN(); // docs silent: NaN propagates (stricter)
        } else {
            r = op == 1 ? std::max(a, b) : std::min(a, b);
        }
        if constexpr (std::is_same_v<T, float>) {
            (void)satFloat;
            return static_cast<float>(r);
        } else {
            const T v = T(r); // one rounding (the sum of two halves is exact in double)
            return satFloat ? num::Saturate(v) : v;
        }
    }
}

template <typename T>
void AtomicStore(uint8_t* dst, const uint8_t* src, size_t bytes, int op, bool satFloat)
{
    const size_t n = bytes / sizeof(T);
    for (size_t i = 0; i < n; ++i) {
        T a;
        T b;
        std::memcpy(&a, dst + i * sizeof(T), sizeof(T));
        std::memcpy(&b, src + i * sizeof(T), sizeof(T));
        const T r = AtomicCombine<T>(a, b, op, satFloat);
        std::memcpy(dst + i * sizeof(T), &r, sizeof(T));
    }
    // A tail shorter than one element (only a transfer whose type differs from the atomic type):
    // copied as it is.
    if (n * sizeof(T) < bytes) {
        std::memcpy(dst + n * sizeof(T), src + n * sizeof(T), bytes - n * sizeof(T));
    }
}

} // namespace

void GmStore(void* dst, const void* src, size_t bytes)
{
    CoreState* core = BoundCore();
    const uint64_t c = core == nullptr ? ctrl::kResetValue : core->chip.ctrl;
    const int type = static_cast<int>((c >> ctrl::kAtomicFirst) & 7U);
    const int op = static_cast<int>((c >> 9) & 3U);
    if (type == 0 || bytes == 0) {
        std::memcpy(dst, src, bytes);
        return;
    }
    const bool sat = !(ctrl::Has(c, ctrl::kGlobalSatSelect) && ctrl::Has(c, ctrl::kFloatNoSat));
    auto* d = static_cast<uint8_t*>(dst);
    const auto* s = static_cast<const uint8_t*>(src);
    XcoreLock lock;
    switch (type) {
        case 1:
            AtomicStore<float>(d, s, bytes, op, sat);
            break;
        case 2:
            AtomicStore<half>(d, s, bytes, op, sat);
            break;
        case 3:
            AtomicStore<int16_t>(d, s, bytes, op, sat);
            break;
        case 4:
            AtomicStore<int32_t>(d, s, bytes, op, sat);
            break;
        case 5:
            AtomicStore<int8_t>(d, s, bytes, op, sat);
            break;
        default:
            AtomicStore<bfloat16_t>(d, s, bytes, op, sat);
            break; // 6 (7 is rejected at the write)
    }
}

} // namespace ascsim::kern
