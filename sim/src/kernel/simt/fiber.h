// A fiber: a stack and a saved context for one suspended SIMT thread (ucontext), with the switch
// annotations AddressSanitizer and ThreadSanitizer need to follow a stack switch (their
// common_interface_defs.h / tsan_interface.h fiber API). Used by thread_runner.cpp only.
#pragma once

#include <ucontext.h>

#include <cstddef>

namespace ascsim::simt {

class Fiber {
public:
    explicit Fiber(void (*entry)());
    ~Fiber();
    Fiber(const Fiber&) = delete;
    Fiber& operator=(const Fiber&) = delete;

    // Restarts the fiber at `entry` (a finished fiber's stack is reused).
    void Restart();
    // From the host thread's own stack: runs the fiber until it switches back.
    void SwitchIn();
    // From inside the fiber: back to the host thread's stack. `finished`: the fiber will not be resumed
    // (until Restart), so the sanitizers may drop its state.
    void SwitchOut(bool finished);
    // First thing the entry function does: completes the switch that started the fiber.
    void Started();
    // The stack the fiber runs on (set by Restart), its guard page excluded.
    const void* StackLow() const { return ctx_.uc_stack.ss_sp; }
    size_t StackBytes() const { return ctx_.uc_stack.ss_size; }

private:
    void (*entry_)();
    void* stack_ = nullptr;
    size_t bytes_ = 0;
    ucontext_t ctx_{};
    ucontext_t host_{};
    // Used only in the sanitizer build that needs them (fiber.cpp): maybe unused in the others.
    [[maybe_unused]] void* hostFakeStack_ = nullptr;    // ASan: the host stack's fake frames while the fiber runs
    [[maybe_unused]] const void* hostBottom_ = nullptr; // ASan: the host stack, learnt when the fiber first starts
    [[maybe_unused]] size_t hostSize_ = 0;
    [[maybe_unused]] void* tsanFiber_ = nullptr; // TSan: the fiber's and the host's TSan contexts
    [[maybe_unused]] void* tsanHost_ = nullptr;
};

} // namespace ascsim::simt
