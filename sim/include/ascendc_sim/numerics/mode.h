// The numerics mode switch.
//   ASCEND_SIM_NUMERICS=adversarial (default): results the docs only bound ("最大精度误差为1ulp")
//     are chosen deterministically, from the operand bits and a caller salt, among the values the
//     bound allows, so a kernel that silently relies on correct rounding gets caught.
//   ASCEND_SIM_NUMERICS=exact: those results are the correctly rounded value instead (debugging).
// Only the choice inside an ulp bound differs between the modes. Documented behaviour (FTZ of a
// config, special values, poison for "unknown" results, saturation) is the same in both.
// The environment is read once, on first use; SetMode() overrides it (tests).
#pragma once

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace ascsim::num {

enum class Mode : int {
    kAdversarial = 0,
    kExact = 1,
};

namespace detail {
inline Mode ModeFromEnvironment() noexcept
{
    const char* v = std::getenv("ASCEND_SIM_NUMERICS");
    if (v == nullptr || *v == '\0' || std::strcmp(v, "adversarial") == 0)
        return Mode::kAdversarial;
    if (std::strcmp(v, "exact") == 0)
        return Mode::kExact;
    std::fprintf(stderr,
                 "[ascend-sim] ASCEND_SIM_NUMERICS=%s is not 'adversarial' or 'exact'; using "
                 "'adversarial'\n",
                 v);
    return Mode::kAdversarial;
}
inline std::atomic<int>& ModeSlot() noexcept
{
    static std::atomic<int> slot{static_cast<int>(ModeFromEnvironment())};
    return slot;
}
} // namespace detail

inline Mode GetMode() noexcept { return static_cast<Mode>(detail::ModeSlot().load(std::memory_order_relaxed)); }
inline void SetMode(Mode m) noexcept { detail::ModeSlot().store(static_cast<int>(m), std::memory_order_relaxed); }
// Re-reads ASCEND_SIM_NUMERICS (tests that change the environment).
inline void ResetModeFromEnvironment() noexcept { SetMode(detail::ModeFromEnvironment()); }

// Sets a mode for the lifetime of the guard, restoring the previous one afterwards.
class ScopedMode {
public:
    explicit ScopedMode(Mode m) noexcept : saved_(GetMode()) { SetMode(m); }
    ~ScopedMode() { SetMode(saved_); }
    ScopedMode(const ScopedMode&) = delete;
    ScopedMode& operator=(const ScopedMode&) = delete;

private:
    Mode saved_;
};

} // namespace ascsim::num
