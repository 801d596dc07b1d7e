// A fiber: a stack and a saved context for one suspended SIMT thread, with the switch annotations
// AddressSanitizer and ThreadSanitizer need to follow a stack switch (their common_interface_defs.h /
// tsan_interface.h fiber API). Used by thread_runner.cpp only.
//
// The first entry goes through makecontext / swapcontext. After it, a plain build switches with _setjmp /
// _longjmp, which leave the signal mask alone: swapcontext makes two rt_sigprocmask system calls per switch,
// which were most of the cost of a block whose threads park at a barrier (sim/bench/simt_bench.cpp). The
// sanitizer builds keep swapcontext: both sanitizers intercept longjmp and would take a jump to another
// stack for an unwinding of this one.
#pragma once

#include <setjmp.h>
#include <ucontext.h>

#include <cstddef>

namespace ascsim::simt {

class Fiber {
public:
    // `entry` runs on the fiber's stack at the first SwitchIn and never returns: a fiber lives as long as
    // its owner and is resumed where it last switched out.
    explicit Fiber(void (*entry)());
    ~Fiber();
    Fiber(const Fiber&) = delete;
    Fiber& operator=(const Fiber&) = delete;

    // From the host thread's own stack: runs the fiber until it switches back.
    void SwitchIn();
    // From inside the fiber: back to the host thread's stack.
    void SwitchOut();
    // First thing the entry function does: completes the switch that started the fiber.
    void Started();
    // The stack the fiber runs on, its guard page excluded.
    const void* StackLow() const { return ctx_.uc_stack.ss_sp; }
    size_t StackBytes() const { return ctx_.uc_stack.ss_size; }

private:
    void (*entry_)();
    void* stack_ = nullptr;
    size_t bytes_ = 0;
    ucontext_t ctx_{};
    ucontext_t host_{};
    // Used only in the plain build (fiber.cpp).
    [[maybe_unused]] bool entered_ = false; // the first SwitchIn happened
    [[maybe_unused]] jmp_buf hostJmp_{};
    [[maybe_unused]] jmp_buf fiberJmp_{};
    // Used only in the sanitizer build that needs them (fiber.cpp): maybe unused in the others.
    [[maybe_unused]] void* hostFakeStack_ = nullptr;    // ASan: the host stack's fake frames while the fiber runs
    [[maybe_unused]] const void* hostBottom_ = nullptr; // ASan: the host stack, learnt when the fiber first starts
    [[maybe_unused]] size_t hostSize_ = 0;
    [[maybe_unused]] void* tsanFiber_ = nullptr; // TSan: the fiber's and the host's TSan contexts
    [[maybe_unused]] void* tsanHost_ = nullptr;
};

} // namespace ascsim::simt
