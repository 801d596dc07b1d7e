// The C API rewrites of the simulator's bisheng, run on an Ascend C source before the <<<>>> rewriter
// (launch_rewriter.h), each keeping every newline where it was:
//
// 1. A block-scope UB array `__ubuf__ T name[N]...;` (基于指针的C语言编程/C语言编程概述.md, 静态申请)
//    becomes a reference to the running core's UB slot for it (lang/ub_array.h):
//        __ubuf__ T (&name)[N] = *::ascsim::asc::UbArrayAt<T[N]>("<file>:<line>:name");
//    On the CPU `__ubuf__` means nothing, so without this the array would be on the host stack, outside
//    the emulated UB. Only the form `__ubuf__ T name[N]...;` is placed (one declarator, constant sizes, no
//    initializer) after `;`, `{` or `}`; a block-scope UB array in another form is an error.
// 2. A direct call `f(args)` / `f<T...>(args)` of a function declared `__simd_vf__` in the file becomes
//    `asc_vf_call<f>(args)` / `asc_vf_call<f<T...>>(args)`. The docs launch a VF through asc_vf_call
//    (编程指南/.../基于指针的C语言编程/Reg矢量计算编程.md: "`__aicore__`函数通过`asc_vf_call`调用"), and the C
//    API's official examples call it by name as well (examples/02_simd_c_api/03_c_api/02_reg_vector_compute/
//    abs); the compiler makes both a VF launch, and so does the sim (vf/vf_scope.h).
#pragma once

#include <string>
#include <string_view>

#include "launch_rewriter.h"

namespace ascsim::bisheng {

struct CApiRewriteResult {
    std::string text;                // the rewritten source (no #line added)
    std::vector<std::string> errors; // "<file>:<line>: error: <message>"
    int ubArrays = 0;                // __ubuf__ arrays placed
    int vfCalls = 0;                 // direct VF calls turned into asc_vf_call
    bool ok() const { return errors.empty(); }
};

CApiRewriteResult RewriteCApi(std::string_view source, const std::string& fileName);

} // namespace ascsim::bisheng
