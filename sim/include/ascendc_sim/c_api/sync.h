// The C API, SDK include/c_api/sync (docs/zh/api/SIMD-API/C-API/): being written.
#pragma once
