// The Ascend 950 precision configurations of Exp, Ln, Log, Log2, Log10, Reciprocal, Div, Sqrt and
// Rsqrt, with the SDK's names, members, values and defaults (the SDK's DEFAULT_Log*_CONFIG spelling
// included).
//   Source: SDK include/basic_api/reg_compute/kernel_reg_compute_utils.h; documented in
//   docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/{Exp,Ln,Reciprocal,Div,Sqrt,Rsqrt}.md
//   (template parameter "config", table 1); LogConfig / Log2Config / Log10Config are named by
//   docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/{Log,Log2,Log10}.md (mode: *SpecificMode::algo).
// They live here, not in types/, because the lane functions of numerics/ take them; sim/docs/api_parity.py
// reads this file as part of the sim's public surface.
// Kernel code names these directly and passes them as reference non-type template parameters,
//   static constexpr AscendC::SqrtConfig cfg = {AscendC::SqrtAlgo::PRECISION_0ULP_FTZ_FALSE};
//   AscendC::Sqrt<float, false, cfg>(dst, src, n);
// so every config is a literal aggregate and every default is an object with static storage.
// (The SDK declares the defaults "constexpr"; they are "inline constexpr" here so that a template
// instantiated with a default refers to one object program-wide. Names and values are the same.)
#pragma once

namespace AscendC {

enum class ExpAlgo {
    INTRINSIC = 0,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct ExpConfig {
    ExpAlgo algo = ExpAlgo::INTRINSIC;
};
inline constexpr ExpConfig DEFAULT_EXP_CONFIG = {ExpAlgo::INTRINSIC};

enum class LnAlgo {
    INTRINSIC = 0,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct LnConfig {
    LnAlgo algo = LnAlgo::INTRINSIC;
};
inline constexpr LnConfig DEFAULT_LN_CONFIG = {LnAlgo::INTRINSIC};

enum class LogAlgo {
    INTRINSIC = 0,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct LogConfig {
    LogAlgo algo = LogAlgo::INTRINSIC;
};
inline constexpr LogConfig DEFAULT_Log_CONFIG = {LogAlgo::INTRINSIC};

enum class Log2Algo {
    INTRINSIC = 0,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct Log2Config {
    Log2Algo algo = Log2Algo::INTRINSIC;
};
inline constexpr Log2Config DEFAULT_Log2_CONFIG = {Log2Algo::INTRINSIC};

enum class Log10Algo {
    INTRINSIC = 0,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct Log10Config {
    Log10Algo algo = Log10Algo::INTRINSIC;
};
inline constexpr Log10Config DEFAULT_Log10_CONFIG = {Log10Algo::INTRINSIC};

enum class ReciprocalAlgo {
    INTRINSIC = 0,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct ReciprocalConfig {
    ReciprocalAlgo algo = ReciprocalAlgo::INTRINSIC;
};
inline constexpr ReciprocalConfig DEFAULT_RECIPROCAL_CONFIG = {ReciprocalAlgo::INTRINSIC};

enum class DivAlgo {
    INTRINSIC = 0,
    DIFF_COMPENSATION,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_0ULP_FTZ_TRUE,
    PRECISION_0ULP_FTZ_FALSE,
    PRECISION_1ULP_FTZ_FALSE
};
struct DivConfig {
    DivAlgo algo = DivAlgo::INTRINSIC;
};
inline constexpr DivConfig DEFAULT_DIV_CONFIG = {DivAlgo::INTRINSIC};

enum class SqrtAlgo {
    INTRINSIC = 0,
    FAST_INVERSE,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_0ULP_FTZ_FALSE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct SqrtConfig {
    SqrtAlgo algo = SqrtAlgo::INTRINSIC;
};
inline constexpr SqrtConfig DEFAULT_SQRT_CONFIG = {SqrtAlgo::INTRINSIC};

enum class RsqrtAlgo {
    INTRINSIC = 0,
    FAST_INVERSE,
    PRECISION_1ULP_FTZ_TRUE,
    PRECISION_0ULP_FTZ_FALSE,
    PRECISION_1ULP_FTZ_FALSE,
};
struct RsqrtConfig {
    RsqrtAlgo algo = RsqrtAlgo::INTRINSIC;
};
inline constexpr RsqrtConfig DEFAULT_RSQRT_CONFIG = {RsqrtAlgo::INTRINSIC};

} // namespace AscendC
