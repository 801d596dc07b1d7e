// _FORTIFY_SOURCE turns _longjmp into __longjmp_chk, which aborts on a jump to a frame of another stack
// that lies below the current one: exactly what a switch between fibers is.
#undef _FORTIFY_SOURCE
#include "simt/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASCSIM_FIBER_ASAN 1
#endif
#if __has_feature(thread_sanitizer)
#define ASCSIM_FIBER_TSAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define ASCSIM_FIBER_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__)
#define ASCSIM_FIBER_TSAN 1
#endif
#ifdef ASCSIM_FIBER_ASAN
#include <sanitizer/common_interface_defs.h>
#endif
#ifdef ASCSIM_FIBER_TSAN
#include <sanitizer/tsan_interface.h>
#endif
#if !defined(ASCSIM_FIBER_ASAN) && !defined(ASCSIM_FIBER_TSAN)
#define ASCSIM_FIBER_JMP 1
#endif

namespace ascsim::simt {

namespace {

// A SIMT thread's stack. Kernel locals (a thread's registers and spills on the chip) are small; 256 KB
// leaves room for the emulated APIs' frames, four times that under AddressSanitizer's redzones. Pages
// are committed only when touched; the lowest page is a guard.
#ifdef ASCSIM_FIBER_ASAN
constexpr size_t kStackBytes = 1024 * 1024;
#else
constexpr size_t kStackBytes = 256 * 1024;
#endif

} // namespace

Fiber::Fiber(void (*entry)()) : entry_(entry)
{
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    bytes_ = kStackBytes + page;
    stack_ = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (stack_ == MAP_FAILED) {
        std::fprintf(stderr, "[ascend-sim] SIMT thread runner: cannot map a %zu-byte thread stack\n", bytes_);
        std::abort();
    }
    mprotect(stack_, page, PROT_NONE);
#ifdef ASCSIM_FIBER_TSAN
    tsanFiber_ = __tsan_create_fiber(0);
#endif
    getcontext(&ctx_);
    ctx_.uc_stack.ss_sp = static_cast<char*>(stack_) + page;
    ctx_.uc_stack.ss_size = bytes_ - page;
    ctx_.uc_link = nullptr;
    makecontext(&ctx_, entry_, 0);
}

Fiber::~Fiber()
{
#ifdef ASCSIM_FIBER_TSAN
    __tsan_destroy_fiber(tsanFiber_);
#endif
    munmap(stack_, bytes_);
}

void Fiber::SwitchIn()
{
#ifdef ASCSIM_FIBER_JMP
    if (_setjmp(hostJmp_) == 0) {
        if (entered_) {
            _longjmp(fiberJmp_, 1);
        }
        entered_ = true;
        swapcontext(&host_, &ctx_); // the fiber's first switch out jumps to hostJmp_, not back here
    }
#else
#ifdef ASCSIM_FIBER_TSAN
    tsanHost_ = __tsan_get_current_fiber();
    __tsan_switch_to_fiber(tsanFiber_, 0);
#endif
#ifdef ASCSIM_FIBER_ASAN
    __sanitizer_start_switch_fiber(&hostFakeStack_, ctx_.uc_stack.ss_sp, ctx_.uc_stack.ss_size);
#endif
    swapcontext(&host_, &ctx_);
#ifdef ASCSIM_FIBER_ASAN
    __sanitizer_finish_switch_fiber(hostFakeStack_, nullptr, nullptr);
#endif
#endif
}

void Fiber::Started()
{
#ifdef ASCSIM_FIBER_ASAN
    __sanitizer_finish_switch_fiber(nullptr, &hostBottom_, &hostSize_);
#endif
}

void Fiber::SwitchOut()
{
#ifdef ASCSIM_FIBER_JMP
    if (_setjmp(fiberJmp_) == 0) {
        _longjmp(hostJmp_, 1);
    }
#else
#ifdef ASCSIM_FIBER_TSAN
    __tsan_switch_to_fiber(tsanHost_, 0);
#endif
#ifdef ASCSIM_FIBER_ASAN
    void* fake = nullptr;
    __sanitizer_start_switch_fiber(&fake, hostBottom_, hostSize_);
    swapcontext(&ctx_, &host_);
    __sanitizer_finish_switch_fiber(fake, &hostBottom_, &hostSize_);
#else
    swapcontext(&ctx_, &host_);
#endif
#endif
}

} // namespace ascsim::simt
