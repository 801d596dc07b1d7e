// libtiling_api of the simulator: empty. The examples link `tiling_api` (CANN's tiling library); the sim's tiling API
// is header-only in include/, so only the name must resolve.
