// The C API, SDK include/c_api/vector_datamove (docs/zh/api/SIMD-API/C-API/): being written.
#pragma once
