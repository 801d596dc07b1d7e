// The C API Reg part, SDK include/c_api/reg_compute/ (docs/zh/api/SIMD-API/C-API/reg/): being written.
#pragma once
