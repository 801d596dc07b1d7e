// A SIMT thread's stack (内存层级.md, GM上的SIMT栈空间): each thread has a SIMT stack in GM, 1152 bytes by
// default, set by simt_stack_size in aclInit's configuration file; a thread that needs more stops the kernel
// with the runtime's "VEC SIMT stack overflows" exception (errcode 354).
//
// What the simulator counts: the local arrays of SIMT code, the objects the compiler cannot keep in registers.
// bisheng declares a StackObject after each declaration of a local array in a SIMT function's body
// (tools/bisheng/simt_gm_rewriter.h); the object adds the array's bytes to its thread's stack while the array
// is in scope. Scalars, spills and call frames are not counted (the chip's compiler decides them), so the
// count is a lower bound of the chip's use, with one exception the compiler also decides: a small array it
// keeps in registers (every index known after unrolling) takes no stack on the chip and is counted here.
#pragma once

#include <cstddef>

#include "ascendc_sim/core/source_location.h"

namespace ascsim::simt {

// The running SIMT thread takes / gives back `bytes` of its stack; nothing outside a SIMT thread.
void PushStackObject(std::size_t bytes, kern::SrcLoc loc);
void PopStackObject(std::size_t bytes);

class StackObject {
public:
    explicit StackObject(std::size_t bytes, kern::SrcLoc loc = kern::SrcLoc::Here()) : bytes_(bytes)
    {
        PushStackObject(bytes, loc);
    }
    ~StackObject() { PopStackObject(bytes_); }
    StackObject(const StackObject&) = delete;
    StackObject& operator=(const StackObject&) = delete;

private:
    std::size_t bytes_;
};

} // namespace ascsim::simt
