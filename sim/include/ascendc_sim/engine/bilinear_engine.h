// BilinearInterpolation's engine (docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/BilinearInterpolation(ISASI).md;
// the spelling basic_api/memory_vector/vector_bilinear.h), on UbOperand. For vertical repeat v and horizontal
// repeat h (iteration i = v * hRepeat + h), src0Offset[8 i + b] is the byte offset in src0 of DataBlock b; its
// 16 halves are multiplied by src1[i] (repeatMode false) or src1[8 i + b] (true); the products of the hRepeat
// iterations are summed in order (((p0 + p1) + p2) ...: the page's step 4, the 3510 impl's Mul / Add, each
// rounded to half and saturating as CTRL says), and element k of the sum goes to DataBlock k / 16 of
// dst + v * vROffset, DataBlocks dstBlkStride apart, for the mask's elements (the others keep their value).
// Checks (约束说明): hRepeat, vRepeat in [1, 255], vROffset in [128, 65535) and 32-byte aligned, src0 / src1 /
// src0Offset not overlapping each other, the vertical repeats' destinations disjoint, every offset a
// multiple of 32 (so aligned to half) and inside src0, repeatMode's src1 long enough; 32-byte aligned operands.
// sharedTmpBuffer is not used on 950 (sharedTmpBuffer空间说明).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/mask_plan.h"
#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

struct BilinearArgs {
    uint8_t hRepeat;
    bool repeatMode;
    uint16_t dstBlkStride;
    uint16_t vROffset;
    uint8_t vRepeat;
};

inline void BilinearRequire(bool ok, const std::string& what, ascsim::kern::SrcLoc loc)
{
    if (!ok && ascsim::kern::SanitizerEnabled()) {
        // rule memcheck.bilinear-params: a BilinearInterpolation parameter outside the page's rules (repeat counts,
        //     vROffset, src0Offset values, overlap of the sources or of the vertical repeats' destinations, src1's
        //     length in repeatMode)
        //   doc: B/Memory矢量计算/基础算术/BilinearInterpolation(ISASI).md (约束说明)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, ascsim::ops::BilinearInterpolation::kName, what, loc, "UB");
    }
}

inline bool Disjoint(const void* a, uint64_t aBytes, const void* b, uint64_t bBytes)
{
    const auto* x = static_cast<const uint8_t*>(a);
    const auto* y = static_cast<const uint8_t*>(b);
    return x + aBytes <= y || y + bBytes <= x;
}

// src0Elems / src1Elems / offsetElems: the tensors' sizes (the page's "有效数据长度").
inline void Bilinear(ascsim::kern::SrcLoc loc, const RepMask& mask, const UbOperand<half>& dst,
                     const UbOperand<half>& src0, uint64_t src0Elems, const UbOperand<uint32_t>& src0Offset,
                     const UbOperand<half>& src1, uint64_t src1Elems, const BilinearArgs& a)
{
    using namespace ascsim::kern;
    constexpr const char* api = ascsim::ops::BilinearInterpolation::kName;
    const uint64_t iters = uint64_t{a.hRepeat} * a.vRepeat;
    const uint64_t seq = IssueVector(api, iters * 128, sizeof(half), 3, loc);
    const bool san = SanitizerEnabled();
    const uint64_t s1Need = a.repeatMode ? iters * 8 : iters;
    if (san) {
        BilinearRequire(a.hRepeat >= 1, "hRepeat 0 is outside [1, 255]", loc);
        BilinearRequire(a.vRepeat >= 1, "vRepeat 0 is outside [1, 255]", loc);
        BilinearRequire(a.vROffset >= 128 && a.vROffset < 65535 && a.vROffset * sizeof(half) % 32 == 0,
                        "vROffset " + std::to_string(a.vROffset) +
                            " must be in [128, 65535) and vROffset * sizeof(T) 32-byte aligned",
                        loc);
        VecAligned(dst, api, loc);
        VecAligned(src0, api, loc);
        VecAligned(src1, api, loc);
        VecAligned(src0Offset, api, loc);
        BilinearRequire(Disjoint(src0.Data(), src0Elems * 2, src1.Data(), src1Elems * 2) &&
                            Disjoint(src0.Data(), src0Elems * 2, src0Offset.Data(), iters * 32) &&
                            Disjoint(src1.Data(), src1Elems * 2, src0Offset.Data(), iters * 32),
                        "src0, src1 and src0Offset may not overlap", loc);
        // The two vertical repeats' destinations: element 0 to the last of the 8 DataBlocks.
        const uint64_t span = (7 * uint64_t{a.dstBlkStride} + 1) * 32;
        BilinearRequire(a.vRepeat < 2 || uint64_t{a.vROffset} * 2 >= span,
                        "the destinations of two vertical repeats overlap (vROffset " + std::to_string(a.vROffset) +
                            " elements, one repeat spans " + std::to_string(span) + " bytes)",
                        loc);
        if (a.repeatMode) {
            BilinearRequire(src1Elems * 16 >= src0Elems, "repeatMode: src1's length * 16 must be at least src0's", loc);
        }
        src0Offset.Declare(Pipe::V, seq, 0, iters * 8, false, api, loc);
        src1.Declare(Pipe::V, seq, 0, s1Need, false, api, loc);
    }
    const uint32_t* offs = src0Offset.Data();
    const bool sat = SaturatesNow<half>();
    std::vector<RepLane<half>> lanes;
    for (uint64_t v = 0; v < a.vRepeat; ++v) {
        half acc[128];
        bool def[128];
        for (uint64_t k = 0; k < 128; ++k) {
            acc[k] = half(0.0f);
            def[k] = true;
        }
        for (uint64_t h = 0; h < a.hRepeat; ++h) {
            const uint64_t i = v * a.hRepeat + h;
            for (uint64_t b = 0; b < 8; ++b) {
                const uint32_t off = offs[i * 8 + b];
                if (san) {
                    BilinearRequire(off % 32 == 0 && uint64_t{off} + 32 <= src0Elems * 2,
                                    "src0Offset[" + std::to_string(i * 8 + b) + "] = " + std::to_string(off) +
                                        " must be a multiple of 32 bytes inside src0 (" +
                                        std::to_string(src0Elems * 2) + " bytes)",
                                    loc);
                    src0.Declare(Pipe::V, seq, off / 2, 16, false, api, loc);
                }
                const half* blk = src0.Data() + off / 2;
                const half* sp = src1.Data() + (a.repeatMode ? i * 8 + b : i);
                const bool sDef = !san || UbDefined(sp, sizeof(half));
                for (uint64_t e = 0; e < 16; ++e) {
                    const uint64_t k = b * 16 + e;
                    if (!mask.Bit(k)) {
                        continue;
                    }
                    const half p = SaturateIf(ascsim::num::Mul(blk[e], *sp), sat);
                    acc[k] = SaturateIf(ascsim::num::Add(p, acc[k]), sat);
                    def[k] = def[k] && sDef && (!san || UbDefined(blk + e, sizeof(half)));
                }
            }
        }
        lanes.clear();
        for (uint64_t k = 0; k < 128; ++k) {
            if (!mask.Bit(k)) {
                continue;
            }
            const uint64_t at = v * a.vROffset + (k / 16) * a.dstBlkStride * 16 + k % 16;
            if (san) {
                dst.Declare(Pipe::V, seq, at, 1, true, api, loc);
            } else if (!InUb(dst.Data() + at, sizeof(half))) {
                continue;
            }
            lanes.push_back(RepLane<half>{dst.Data() + at, acc[k], def[k]});
        }
        WriteRepLanes(lanes, san);
    }
}

} // namespace AscendC::detail
