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
// 3. A call `asc_update_addr_reg_bN(offsets...)` (C-API/reg/reg_data_types/asc_update_addr_reg.md) becomes
//    `asc_update_addr_reg_bN(::ascsim::capi::LoopIndices{i, j}, offsets...)`: the variables of the for-loops
//    around it, innermost first, found by walking back from the call by brace depth (braced and brace-less
//    loops; if / switch / plain blocks between them are crossed). The offset is index0 * offset0 + ...,
//    index_k the k-th enclosing hardware loop's iteration count, which the sim cannot see at run time;
//    for a loop `for (T v = 0; ...; ++v)` (the only form the pages and examples use) that count is v,
//    and any other header is refused. Also an error: no enclosing for-loop, more than 4 (约束说明:
//    "addr_reg最多支持4层循环"), a while / do loop around it (no loop variable to read).
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
    int addrRegUpdates = 0;          // asc_update_addr_reg_bN calls given their loop indices
    bool ok() const { return errors.empty(); }
};

CApiRewriteResult RewriteCApi(std::string_view source, const std::string& fileName);

} // namespace ascsim::bisheng
