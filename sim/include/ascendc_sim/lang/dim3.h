// dim3, the SIMT built-in structure of grid and block extents
// (docs/zh/api/SIMT-API/SIMT编程简介/扩展语法/内置数据类型-139.md, dim3): three unsigned ints, x required,
// y and z defaulting to 1. The SDK names the compiler's type cce::dim3 (simt_api/cpp/kernel_simt_utils.h).
#pragma once

struct dim3 {
    unsigned int x, y, z;
    constexpr dim3(unsigned int x, unsigned int y = 1, unsigned int z = 1) : x(x), y(y), z(z) {}
};

namespace cce {
using ::dim3;
} // namespace cce
