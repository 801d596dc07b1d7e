// The Reg Div and Sqrt lanes with their precision algorithms (the C++ Reg API's reg_compute/arith.h,
// the C API's asc_div / asc_sqrt in c_api/reg_compute/): the mode argument turned into the numerics
// configuration (engine/reg_precision.h), fp32 through the Memory API's whole-array path, the
// negative-input NaN of Sqrt.md (reg_compute/arith.h's head comment gives the rules).
#pragma once

#include <cstdint>
#include <type_traits>

#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/reg_arith_lanes.h"
#include "ascendc_sim/engine/reg_precision.h"

namespace AscendC::Reg::detail {

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
inline void DivRegs(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    using Row = ascsim::ops::Div;
    constexpr DivSpecificMode spec = SpecOf<DivSpecificMode, mode>();
    static_assert(DivSpecOk<E>(spec), "Div: this mode / algo is not supported for this type (Div.md)");
    if constexpr (ascsim::num::kIsB64Int<E>) { // Div.md: int64_t / uint64_t with INTRINSIC / PRECISION_1ULP_FTZ_TRUE
        static_assert(spec.algo == DivAlgo::INTRINSIC || spec.algo == DivAlgo::PRECISION_1ULP_FTZ_TRUE,
                      "Div: b64 integers take INTRINSIC / PRECISION_1ULP_FTZ_TRUE (Div.md, 数据类型)");
        Binary<T, MaskMergeMode::ZEROING, Row::kMerging>(
            Row::kName, loc, dstReg, srcReg0, srcReg1, mask,
            [](E a, E b) { return ascsim::num::B64Lane<Row::kB64>(a, b); }, Row::kVfOp,
            static_cast<int>(DivAlgo::INTRINSIC));
    } else {
        static constexpr DivConfig cfg = DivConfigOf<E>(spec);
        static_assert(Row::Supported<E>(cfg), "Div: element type not supported (Div.md, 数据类型)");
        if constexpr (std::is_same_v<E, float> && U::REG_NUM == 1) {
            // Every lane at once through the Memory API's whole-array path, element for element
            // num::Div (vector_fast.h); fp32 Div never counts an unknown result, so computing the
            // lanes the mask drops changes nothing but time.
            alignas(32) float x[U::kLanes], y[U::kLanes], q[U::kLanes];
            LanesOf(srcReg0, x);
            LanesOf(srcReg1, y);
            Row::BulkF32(q, x, y, U::kLanes, cfg);
            BinaryAt<T, MaskMergeMode::ZEROING, Row::kMerging>(
                Row::kName, loc, dstReg, srcReg0, srcReg1, mask, [&q](uint32_t i) { return q[i]; }, Row::kVfOp,
                static_cast<int>(cfg.algo));
            return;
        }
        Binary<T, MaskMergeMode::ZEROING, Row::kMerging>(
            Row::kName, loc, dstReg, srcReg0, srcReg1, mask,
            [](E a, E b) {
                if constexpr (std::is_same_v<E, float>) {
                    return Row::LaneF32(a, b, cfg); // = num::Div (vector_fast.h)
                } else {
                    return Row::Lane<E>(a, b, cfg);
                }
            },
            Row::kVfOp, static_cast<int>(cfg.algo));
    }
}

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
inline void SqrtRegs(U& dstReg, U& srcReg, MaskReg& mask, ascsim::kern::SrcLoc loc)
{
    static_assert(IsRegTensor<U>::value, "operands must be RegTensor");
    using E = typename U::ActualT;
    using Row = ascsim::ops::Sqrt; // engine/ops/precision_arith.h
    static_assert(ascsim::num::kIsOneOf<E, half, float>, "Sqrt: half / float only (Sqrt.md, 数据类型)");
    constexpr SqrtSpecificMode spec = SpecOf<SqrtSpecificMode, mode>();
    static_assert(SqrtSpecOk<E>(spec), "Sqrt: this mode / algo is not supported for this type (Sqrt.md)");
    static constexpr SqrtConfig cfg = SqrtConfigOf<E>(spec);
    constexpr bool ftz = cfg.algo == SqrtAlgo::INTRINSIC || cfg.algo == SqrtAlgo::PRECISION_1ULP_FTZ_TRUE;
    if constexpr (std::is_same_v<E, float> && U::REG_NUM == 1) {
        // Every lane at once through the Memory API's whole-array path, element for element
        // num::Sqrt (vector_fast.h). The negative inputs Sqrt.md turns into NaN are decided here
        // and never reach numerics (which would count them as unknown results): they get 1.0f.
        alignas(32) float x[U::kLanes], r[U::kLanes];
        bool nan[U::kLanes];
        LanesOf(srcReg, x);
        for (uint32_t i = 0; i < U::kLanes; ++i) {
            const E v = ftz ? ascsim::num::FlushSubnormal(x[i]) : x[i];
            nan[i] = !ascsim::num::IsNaN(v) && ascsim::num::SignBit(v) && !ascsim::num::IsZero(v);
            x[i] = nan[i] ? 1.0f : x[i];
        }
        Row::BulkF32(r, x, U::kLanes, cfg);
        UnaryAt<T, MaskMergeMode::ZEROING>(
            Row::kName, loc, dstReg, srcReg, mask,
            [&](uint32_t i) { return nan[i] ? ascsim::num::CanonicalNaN<E>() : r[i]; }, Row::kVfOp,
            static_cast<int>(cfg.algo));
        return;
    }
    Unary<T, MaskMergeMode::ZEROING>(
        Row::kName, loc, dstReg, srcReg, mask,
        [](E a) {
            const E x = ftz ? ascsim::num::FlushSubnormal(a) : a;
            if (!ascsim::num::IsNaN(x) && ascsim::num::SignBit(x) && !ascsim::num::IsZero(x)) {
                return ascsim::num::CanonicalNaN<E>(); // Sqrt.md: negative input -> nan
            }
            if constexpr (std::is_same_v<E, float>) {
                return Row::LaneF32(a, cfg); // = num::Sqrt (vector_fast.h)
            } else {
                return Row::Lane<E>(a, cfg);
            }
        },
        Row::kVfOp, static_cast<int>(cfg.algo));
}

} // namespace AscendC::Reg::detail
