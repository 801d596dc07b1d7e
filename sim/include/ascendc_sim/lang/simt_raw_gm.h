// SIMT code reads and stores GM through plain pointers (SIMT编程简介/扩展语法/核函数配置.md: the kernel's
// pointer parameters point to Global Memory), which the emulator's sanitizer does not see. So that the
// read-back initcheck (aclrtMemcpy device to host) does not report bytes a SIMT thread stored as never
// written, every device allocation a SIMT kernel or SIMT VF receives a pointer into counts as written.
#pragma once

#include <type_traits>

namespace ascsim::simt {

void NoteRawGmPointer(const void* p);

template <typename... Args>
void NoteRawGmPointers(const Args&... args)
{
    (
        [](const auto& a) {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_pointer<A>::value && std::is_object<std::remove_pointer_t<A>>::value) {
                NoteRawGmPointer(const_cast<const void*>(static_cast<const volatile void*>(a)));
            }
        }(args),
        ...);
}

} // namespace ascsim::simt
