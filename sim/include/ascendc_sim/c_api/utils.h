// The C API's enumerations and configuration unions, SDK include/c_api/utils/enum.h and union.h
// (docs/zh/api/SIMD-API/C-API/enum/asc_load_l2_cache_mode.md, asc_store_l2_cache_mode.md;
// struct/asc_fill_value_config.md, asc_store_atomic_config.md, asc_load3d_v2_config.md,
// asc_ndim_pad_count_config.md, asc_l13d_fmatrix_config.md). Same names, values and bit fields as the
// SDK; the cube-only ones (asc_set_l0c_copy_params_config, load3d, l13d) exist so that code naming them
// compiles, nothing in the sim reads them.
#pragma once

#include <cstdint>

// The L2 cache policy of a GM -> UB copy (asc_load_l2_cache_mode.md).
enum class asc_load_l2_cache_mode : uint8_t {
    NORMAL_FIRST_VICTIM = 0,
    NORMAL_LAST_VICTIM = 1,
    NORMAL_PERSISTENT = 2,
    NOTALLOC_KEEP = 4,
    NOTALLOC_CLEAN = 5,
    NOTALLOC_DROP = 6
};

// The L2 cache policy of a UB -> GM copy (asc_store_l2_cache_mode.md).
enum class asc_store_l2_cache_mode : uint8_t {
    NORMAL_FIRST_VICTIM = 0,
    NORMAL_LAST_VICTIM = 1,
    NORMAL_PERSISTENT = 2,
    NOTALLOC_CLEAN = 4
};

constexpr uint64_t ASC_FILL_VALUE_DEFAULT_VALUE = 0;
constexpr uint64_t ASC_STORE_ATOMIC_DEFAULT_VALUE = 0;
constexpr uint64_t ASC_DEFAULT_SET_L0C_COPY_PARAMS_CONFIG_VALUE = 0;
constexpr uint64_t ASC_DEFAULT_LOAD3D_V2_CONFIG_VALUE = 0x10000; // rpt_time 1
constexpr uint64_t ASC_DEFAULT_NDIM_PAD_COUNT_CONFIG_VALUE = 0;
constexpr uint64_t ASC_DEFAULT_L13D_FMATRIX_CONFIG_VALUE = 0;

// Each union is one 64-bit configuration word and its fields (lowest bits first).
union asc_fill_value_config {
    uint64_t config = ASC_FILL_VALUE_DEFAULT_VALUE;
    struct {
        uint64_t repeat : 15;
        uint64_t reserved1 : 1;
        uint64_t blk_num : 15;
        uint64_t reserved2 : 1;
        uint64_t dst_gap : 15;
        uint64_t reserved3 : 17;
    };
};

union asc_store_atomic_config {
    uint64_t config = ASC_STORE_ATOMIC_DEFAULT_VALUE;
    struct {
        uint64_t atomic_type : 3;
        uint64_t atomic_op : 2;
        uint64_t reserved1 : 59;
    };
};

union asc_set_l0c_copy_params_config {
    uint64_t config = ASC_DEFAULT_SET_L0C_COPY_PARAMS_CONFIG_VALUE;
    struct {
        uint64_t nd_num : 16;
        uint64_t src_nd_stride : 16;
        uint64_t dst_nd_stride : 16;
    };
};

union asc_load3d_v2_config {
    uint64_t config = ASC_DEFAULT_LOAD3D_V2_CONFIG_VALUE;
    struct {
        uint64_t rpt_stride : 16;
        uint64_t rpt_time : 8;
        uint64_t rpt_mode : 1;
        uint64_t reserved2 : 39;
    };
};

union asc_ndim_pad_count_config {
    uint64_t config = ASC_DEFAULT_NDIM_PAD_COUNT_CONFIG_VALUE;
    struct {
        uint8_t loop1_lp_count;
        uint8_t loop1_rp_count;
        uint8_t loop2_lp_count;
        uint8_t loop2_rp_count;
        uint8_t loop3_lp_count;
        uint8_t loop3_rp_count;
        uint8_t loop4_lp_count;
        uint8_t loop4_rp_count;
    };
};

union asc_l13d_fmatrix_config {
    uint64_t config = ASC_DEFAULT_L13D_FMATRIX_CONFIG_VALUE;
    struct {
        uint16_t l1_height;
        uint16_t l1_width;
        uint8_t padding_left_size;
        uint8_t padding_right_size;
        uint8_t padding_top_size;
        uint8_t padding_bottom_size;
    };
};

constexpr asc_fill_value_config ASC_FILL_VALUE_DEFAULT_CFG{};
constexpr asc_store_atomic_config ASC_STORE_ATOMIC_DEFAULT_CFG{};
constexpr asc_set_l0c_copy_params_config ASC_DEFAULT_SET_L0C_COPY_PARAMS_CFG{};
constexpr asc_load3d_v2_config ASC_DEFAULT_LOAD3D_V2_CONFIG{};
constexpr asc_ndim_pad_count_config ASC_DEFAULT_NDIM_PAD_COUNT_CONFIG{};
constexpr asc_l13d_fmatrix_config ASC_DEFAULT_L13D_FMATRIX_CONFIG{};
