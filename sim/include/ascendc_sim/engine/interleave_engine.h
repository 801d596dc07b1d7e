// The engines of the Memory-API data rearrangement (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据重排（ISASI）/
// Interleave.md, DeInterleave.md): element moves between two sources' (or one source's) elements and two
// destinations, with their operand checks (even counts, alignment, no overlap), V-pipe declarations and
// written/taint state. They take UbOperand (types/ub_operand.h): a LocalTensor of the C++ API and a
// __ubuf__ pointer of the C API reach the same code. The orders and checks are described in the
// spelling's head comment (basic_api/memory_vector/vector_interleave.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/ops/rearrange.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

struct IlvOperand {
    const void* base;
    uint64_t bytes;
    const char* name;
};

// Z-indexed element moves: dst element j of output o takes element idx of source s.
template <typename T, typename Src>
inline void RearrangeRun(const char* api, ascsim::kern::SrcLoc loc, int64_t count, uint64_t outElems, uint64_t srcElems,
                         const UbOperand<T>& dst0, const UbOperand<T>& dst1,
                         const std::vector<const UbOperand<T>*>& srcs, Src&& source, const char* countName)
{
    using namespace ascsim::kern;
    const uint64_t seq = IssueVector(api, 2 * outElems, sizeof(T), static_cast<uint32_t>(srcs.size()), loc);
    const bool san = SanitizerEnabled();
    if (san) {
        VecRequire(count > 0, api,
                   std::string(countName) + " " + std::to_string(count) +
                       ": on Ascend 950 a zero count is not guaranteed to be a no-op",
                   loc);
        VecRequire(count % 2 == 0, api, std::string(countName) + " " + std::to_string(count) + " must be even", loc);
        VecAligned(dst0, api, loc);
        VecAligned(dst1, api, loc);
        for (const auto* s : srcs) {
            VecAligned(*s, api, loc);
        }
        std::vector<IlvOperand> ops{{dst0.Data(), outElems * sizeof(T), "dst0"},
                                    {dst1.Data(), outElems * sizeof(T), "dst1"}};
        for (size_t i = 0; i < srcs.size(); ++i) {
            ops.push_back(
                {srcs[i]->Data(), srcElems * sizeof(T), srcs.size() == 1 ? "src" : (i == 0 ? "src0" : "src1")});
        }
        for (size_t i = 0; i < ops.size(); ++i) {
            for (size_t j = i + 1; j < ops.size(); ++j) {
                if (j >= 2 && i >= 2) {
                    continue; // two sources may overlap (both are only read)
                }
                const auto* a0 = static_cast<const uint8_t*>(ops[i].base);
                const auto* b0 = static_cast<const uint8_t*>(ops[j].base);
                VecRequire(
                    a0 + ops[i].bytes <= b0 || b0 + ops[j].bytes <= a0, api,
                    std::string(ops[i].name) + " and " + ops[j].name + " overlap (不支持源操作数与目的操作数地址重叠)",
                    loc);
            }
        }
        for (const auto* s : srcs) {
            s->Declare(Pipe::V, seq, 0, srcElems, false, api, loc);
        }
        dst0.Declare(Pipe::V, seq, 0, outElems, true, api, loc);
        dst1.Declare(Pipe::V, seq, 0, outElems, true, api, loc);
    }
    T* d[2] = {dst0.Data(), dst1.Data()};
    for (uint64_t o = 0; o < 2; ++o) {
        for (uint64_t j = 0; j < outElems; ++j) {
            const T* s = source(o, j);
            if (!san && (!InUb(s, sizeof(T)) || !InUb(d[o] + j, sizeof(T)))) {
                continue; // sanitizer off: stay inside the UB arena
            }
            d[o][j] = *s;
            if (san) {
                if (UbDefined(s, sizeof(T))) {
                    UbMarkDefined(d[o] + j, sizeof(T));
                } else {
                    UbMarkUndefined(d[o] + j, sizeof(T));
                }
            }
        }
    }
}

// Interleave: z = src0[0], src1[0], src0[1], ...; dst0 = z[0, count), dst1 = z[count, 2 count).
template <typename T>
inline void InterleaveRun(SrcLoc loc, const UbOperand<T>& dst0, const UbOperand<T>& dst1, const UbOperand<T>& src0,
                          const UbOperand<T>& src1, int32_t count)
{
    const uint64_t n = count > 0 ? static_cast<uint64_t>(count) : 0;
    const T* s[2] = {src0.Data(), src1.Data()};
    RearrangeRun<T>(
        ascsim::ops::Interleave::kName, loc, count, n, n, dst0, dst1, {&src0, &src1},
        [&](uint64_t o, uint64_t j) {
            const uint64_t z = o * n + j; // position in the interleaved sequence
            return s[z % 2] + z / 2;
        },
        "count");
}

// DeInterleave of two sources: z = src0 ++ src1; dst0 = z[0], z[2], ...; dst1 = z[1], z[3], ...
template <typename T>
inline void DeInterleaveRun(SrcLoc loc, const UbOperand<T>& dst0, const UbOperand<T>& dst1, const UbOperand<T>& src0,
                            const UbOperand<T>& src1, int32_t count)
{
    const uint64_t n = count > 0 ? static_cast<uint64_t>(count) : 0;
    const T* s[2] = {src0.Data(), src1.Data()};
    RearrangeRun<T>(
        ascsim::ops::DeInterleave::kName, loc, count, n, n, dst0, dst1, {&src0, &src1},
        [&](uint64_t o, uint64_t j) {
            const uint64_t z = 2 * j + o; // position in src0 ++ src1
            return s[z / n] + z % n;
        },
        "count");
}

// DeInterleave of one source: dst0 = src[0], src[2], ...; dst1 = src[1], src[3], ...
template <typename T>
inline void DeInterleaveRun(SrcLoc loc, const UbOperand<T>& dst0, const UbOperand<T>& dst1, const UbOperand<T>& src,
                            int32_t srcCount)
{
    const uint64_t n = srcCount > 0 ? static_cast<uint64_t>(srcCount) : 0;
    const T* s = src.Data();
    RearrangeRun<T>(
        ascsim::ops::DeInterleave::kName, loc, srcCount, n / 2, n, dst0, dst1, {&src},
        [&](uint64_t o, uint64_t j) { return s + 2 * j + o; }, "srcCount");
}

} // namespace AscendC::detail
