// The C API, SDK include/c_api/sys_var (docs/zh/api/SIMD-API/C-API/): being written.
#pragma once
