// The engines of the Memory-API layout conversions (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据排布转换/
// Transpose.md, TransDataTo5HD.md): the 16 x 16 transpose, the NCHW <-> NHWC transpose through its
// sharedTmpBuffer, and TransDataTo5HD over resolved DataBlock addresses (operand lists, uint64_t address
// lists, address tensors read by the scalar unit), with their operand checks, V-pipe declarations and
// written/taint state. They take UbOperand (types/ub_operand.h): a LocalTensor of the C++ API and a
// __ubuf__ pointer of the C API reach the same code. The layouts and checks are described in the
// spelling's head comment (basic_api/memory_vector/vector_transpose.h).
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/ops/layout.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

using ascsim::kern::SrcLoc;

// The NCHW <-> NHWC transpose's shape (TransposeParamsExt's sizes, basic_api/memory_vector/vector_transpose.h)
// and its direction.
struct Transpose4DShape {
    uint16_t nSize;
    uint16_t cSize;
    uint16_t hSize;
    uint16_t wSize;
    bool toNhwc; // TRANSPOSE_NCHW2NHWC, else TRANSPOSE_NHWC2NCHW
};

// The fields of TransDataTo5HDParams, field for field.
struct TransDataGeom {
    bool dstHighHalf;
    bool srcHighHalf;
    uint8_t repeatTimes;
    uint16_t dstRepStride;
    uint16_t srcRepStride;
};

template <typename T>
inline void Transpose16(const char* api, SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src)
{
    using namespace ascsim::kern;
    static_assert(std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> || std::is_same_v<T, half>,
                  "Transpose (16 x 16): T must be int16_t, uint16_t or half");
    const uint64_t seq = IssueVector(api, 256, 2, 1, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        VecOverlap(VecOperand<T>{dst, 256}, VecOperand<T>{src, 256}, api, loc);
        src.Declare(Pipe::V, seq, 0, 256, false, api, loc);
        dst.Declare(Pipe::V, seq, 0, 256, true, api, loc);
    }
    if (!san && (!InUb(src.Data(), 512) || !InUb(dst.Data(), 512))) {
        return;
    }
    T tmp[256];
    bool defined[256];
    for (int i = 0; i < 16; ++i) {
        for (int j = 0; j < 16; ++j) {
            tmp[j * 16 + i] = src.Data()[i * 16 + j];
            defined[j * 16 + i] = !san || UbDefined(src.Data() + i * 16 + j, 2);
        }
    }
    std::memcpy(static_cast<void*>(dst.Data()), tmp, sizeof(tmp));
    if (san) {
        for (int k = 0; k < 256; ++k) {
            if (defined[k]) {
                UbMarkDefined(dst.Data() + k, 2);
            } else {
                UbMarkUndefined(dst.Data() + k, 2);
            }
        }
    }
}

template <typename T>
inline void Transpose4D(SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, const UbOperand<uint8_t>& tmp,
                        uint64_t tmpSize, const Transpose4DShape& p)
{
    using namespace ascsim::kern;
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4,
                  "Transpose (NCHW <-> NHWC): T must be a 1, 2 or 4-byte type");
    const char* api = ascsim::ops::Transpose::kName;
    const bool toNhwc = p.toNhwc;
    const uint64_t n = p.nSize, c = p.cSize, hw = static_cast<uint64_t>(p.hSize) * p.wSize;
    const uint64_t total = n * c * hw;
    const uint64_t seq = IssueVector(api, total, sizeof(T), 1, loc);
    const bool san = SanitizerEnabled();
    if (total == 0) {
        return; // "如果nSize、cSize、hSize、wSize为0，不会执行计算操作"
    }
    const uint64_t h0 = sizeof(T) == 1 ? 32 : 16, w0 = 32 / sizeof(T);
    const uint64_t tmpBytes = (toNhwc ? (c + 2) : (2 * c + 1)) * h0 * w0 * sizeof(T);
    if (san) {
        VecRequire(c <= 4095 && hw <= 4095, api,
                   "cSize " + std::to_string(c) + " / hSize * wSize " + std::to_string(hw) + " outside [0, 4095]", loc);
        VecRequire((hw * sizeof(T)) % 32 == 0, api,
                   "hSize * wSize * sizeof(T) = " + std::to_string(hw * sizeof(T)) + " is not a multiple of 32", loc);
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        VecAligned(tmp, api, loc);
        VecRequire(tmpSize >= tmpBytes, api,
                   "sharedTmpBuffer has " + std::to_string(tmpSize) + " bytes, this transpose needs " +
                       std::to_string(tmpBytes) + " (Transpose.md, 950 table)",
                   loc);
        const auto* d0 = reinterpret_cast<const uint8_t*>(dst.Data());
        const auto* s0 = reinterpret_cast<const uint8_t*>(src.Data());
        const auto* t0 = tmp.Data();
        const uint64_t bytes = total * sizeof(T);
        VecRequire(d0 + bytes <= s0 || s0 + bytes <= d0, api,
                   "src and dst overlap (不支持src和dst复用 for NCHW <-> NHWC)", loc);
        VecRequire((t0 + tmpBytes <= d0 || d0 + bytes <= t0) && (t0 + tmpBytes <= s0 || s0 + bytes <= t0), api,
                   "sharedTmpBuffer overlaps src or dst", loc);
        src.Declare(Pipe::V, seq, 0, total, false, api, loc);
        dst.Declare(Pipe::V, seq, 0, total, true, api, loc);
        tmp.Declare(Pipe::V, seq, 0, tmpBytes, true, api, loc);
    }
    if (!san &&
        (!InUb(src.Data(), total * sizeof(T)) || !InUb(dst.Data(), total * sizeof(T)) || !InUb(tmp.Data(), tmpBytes))) {
        return;
    }
    const T* s = src.Data();
    T* d = dst.Data();
    std::vector<uint8_t> def(total, 1);
    for (uint64_t b = 0; b < n; ++b) {
        for (uint64_t ci = 0; ci < c; ++ci) {
            for (uint64_t x = 0; x < hw; ++x) {
                const uint64_t nchw = (b * c + ci) * hw + x, nhwc = (b * hw + x) * c + ci;
                const uint64_t from = toNhwc ? nchw : nhwc, to = toNhwc ? nhwc : nchw;
                d[to] = s[from];
                def[to] = !san || UbDefined(s + from, sizeof(T));
            }
        }
    }
    std::memset(tmp.Data(), 0xA5, tmpBytes);
    if (san) {
        UbMarkDefined(tmp.Data(), tmpBytes);
        for (uint64_t i = 0; i < total; ++i) {
            if (def[i]) {
                UbMarkDefined(d + i, sizeof(T));
            } else {
                UbMarkUndefined(d + i, sizeof(T));
            }
        }
    }
}

// One TransDataTo5HD over resolved block addresses. dstDeclare / srcDeclare(k, r, ptr) declare the
// 32-byte access of list entry k in repeat r (LocalTensor forms) or check it against UB (address forms).
template <typename T, typename DeclareSrc, typename DeclareDst>
inline void TransDataRun(SrcLoc loc, uint8_t* const dstList[16], const uint8_t* const srcList[16],
                         const TransDataGeom& p, uint64_t seq, DeclareSrc&& declSrc, DeclareDst&& declDst,
                         const char* api = ascsim::ops::TransDataTo5HD::kName)
{
    using namespace ascsim::kern;
    static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4,
                  "TransDataTo5HD: T must be a 1, 2 or 4-byte type");
    const bool san = SanitizerEnabled();
    const uint64_t repeats = p.repeatTimes;
    // repeatTimes == 1 starts one stride on (the page)
    auto off = [&](uint64_t r, uint64_t stride) { return (repeats == 1 ? 1 : r) * stride * 32; };
    if (san) {
        for (int k = 0; k < 16; ++k) {
            const auto so = static_cast<uint64_t>(srcList[k] - UbBase());
            const auto dO = static_cast<uint64_t>(dstList[k] - UbBase());
            VecRequire(so % 32 == 0 && dO % 32 == 0, api, "list entry " + std::to_string(k) + " is not 32-byte aligned",
                       loc);
        }
        // no repeat reads what an earlier repeat wrote
        for (uint64_t r = 0; r < repeats; ++r) {
            for (uint64_t q = r + 1; q < repeats; ++q) {
                for (int k = 0; k < 16; ++k) {
                    const uint8_t* w = dstList[k] + off(r, p.dstRepStride);
                    for (int i = 0; i < 16; ++i) {
                        const uint8_t* rd = srcList[i] + off(q, p.srcRepStride);
                        VecRequire(
                            w + 32 <= rd || rd + 32 <= w, api,
                            "repeat " + std::to_string(q) + " reads a DataBlock repeat " + std::to_string(r) + " wrote",
                            loc);
                    }
                }
            }
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            for (int k = 0; k < 16; ++k) {
                declSrc(k, r, srcList[k] + off(r, p.srcRepStride));
            }
        }
        for (uint64_t r = 0; r < repeats; ++r) {
            for (int k = 0; k < 16; ++k) {
                declDst(k, r, dstList[k] + off(r, p.dstRepStride));
            }
        }
    }
    (void)seq;
    for (uint64_t r = 0; r < repeats; ++r) {
        uint8_t in[16][32];
        bool inDef[16];
        for (int i = 0; i < 16; ++i) {
            const uint8_t* s = srcList[i] + off(r, p.srcRepStride);
            if (!san && !InUb(s, 32)) {
                std::memset(in[i], 0, 32);
                inDef[i] = false;
                continue;
            }
            std::memcpy(in[i], s, 32);
            inDef[i] = !san || UbDefined(s, 32);
        }
        for (int j = 0; j < 16; ++j) {
            uint8_t* d = dstList[j] + off(r, p.dstRepStride);
            if (!san && !InUb(d, 32)) {
                continue;
            }
            bool def = true;
            if constexpr (sizeof(T) == 2) {
                for (int i = 0; i < 16; ++i) {
                    std::memcpy(d + i * 2, &in[i][j * 2], 2);
                    def = def && inDef[i];
                }
            } else if constexpr (sizeof(T) == 4) {
                const int col = j / 2, h = j % 2;
                for (int e = 0; e < 8; ++e) {
                    std::memcpy(d + e * 4, &in[8 * h + e][col * 4], 4);
                    def = def && inDef[8 * h + e];
                }
            } else {
                const int col = j + (p.srcHighHalf ? 16 : 0);
                uint8_t* half = d + (p.dstHighHalf ? 16 : 0);
                for (int i = 0; i < 16; ++i) {
                    half[i] = in[i][col];
                    def = def && inDef[i];
                }
                if (san) {
                    if (def) {
                        UbMarkDefined(half, 16);
                    } else {
                        UbMarkUndefined(half, 16);
                    }
                }
                continue;
            }
            if (san) {
                if (def) {
                    UbMarkDefined(d, 32);
                } else {
                    UbMarkUndefined(d, 32);
                }
            }
        }
    }
}

// The uint64_t address forms: each address must lie in this core's UB (any of its 256 KB: core.h, UB regions).
// api: the name findings carry (the C API's asc_transto5hd_* reach this engine too).
template <typename T>
inline void TransDataAddr(SrcLoc loc, const uint64_t* dstList, const uint64_t* srcList, const TransDataGeom& p,
                          uint64_t seq, const char* api = ascsim::ops::TransDataTo5HD::kName)
{
    using namespace ascsim::kern;
    uint8_t* d[16];
    const uint8_t* s[16];
    const uint8_t* ub = UbBase();
    const uint64_t ubBytes = UbTotalBytes();
    for (int k = 0; k < 16; ++k) {
        d[k] = reinterpret_cast<uint8_t*>(static_cast<uintptr_t>(dstList[k]));
        s[k] = reinterpret_cast<const uint8_t*>(static_cast<uintptr_t>(srcList[k]));
        if (SanitizerEnabled()) {
            VecRequire(d[k] >= ub && d[k] < ub + ubBytes && s[k] >= ub && s[k] < ub + ubBytes, api,
                       "list entry " + std::to_string(k) +
                           " is not a UB address of this core (take it from LocalTensor::GetPhyAddr)",
                       loc);
        }
    }
    auto inUb = [&](const uint8_t* p, bool write) {
        VecRequire(p >= ub && p + 32 <= ub + ubBytes, api, "a DataBlock of the repeats lies outside UB", loc);
        AccessUb(Pipe::V, seq, p, 32, write, api, loc);
    };
    TransDataRun<T>(
        loc, d, s, p, seq, [&](int, uint64_t, const uint8_t* ptr) { inUb(ptr, false); },
        [&](int, uint64_t, const uint8_t* ptr) { inUb(ptr, true); }, api);
}

// The LocalTensor-list form: 16 destination and 16 source operands, each declared where its DataBlocks lie.
template <typename T>
inline void TransDataLists(SrcLoc loc, const std::array<const UbOperand<T>*, 16>& dstList,
                           const std::array<const UbOperand<T>*, 16>& srcList, const TransDataGeom& p)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::TransDataTo5HD::kName;
    const uint64_t seq = IssueVector(api, uint64_t{p.repeatTimes} * 512 / sizeof(T), sizeof(T), 1, loc);
    uint8_t* d[16];
    const uint8_t* s[16];
    for (int k = 0; k < 16; ++k) {
        d[k] = reinterpret_cast<uint8_t*>(dstList[k]->Data());
        s[k] = reinterpret_cast<const uint8_t*>(srcList[k]->Data());
        if (SanitizerEnabled() && (dstList[k]->Data() == nullptr || srcList[k]->Data() == nullptr)) {
            (dstList[k]->Data() == nullptr ? dstList[k] : srcList[k])->Declare(Pipe::V, seq, 0, 1, false, api, loc);
        }
    }
    TransDataRun<T>(
        loc, d, s, p, seq,
        [&](int k, uint64_t, const uint8_t* ptr) {
            srcList[k]->Declare(Pipe::V, seq, static_cast<uint64_t>(ptr - s[k]) / sizeof(T), 32 / sizeof(T), false, api,
                                loc);
        },
        [&](int k, uint64_t, const uint8_t* ptr) {
            dstList[k]->Declare(Pipe::V, seq, static_cast<uint64_t>(ptr - d[k]) / sizeof(T), 32 / sizeof(T), true, api,
                                loc);
        });
}

// The LocalTensor<uint64_t> form: the 16 + 16 addresses read from UB by the scalar unit, then the transform.
template <typename T>
inline void TransDataAddrTensors(SrcLoc loc, const UbOperand<uint64_t>& dst, const UbOperand<uint64_t>& src,
                                 const TransDataGeom& p)
{
    using namespace ascsim::kern;
    const char* api = ascsim::ops::TransDataTo5HD::kName;
    // the address tensors are read by the scalar unit (__in_pipe__(S)), the transform runs on V
    const uint64_t sseq = Issue(Pipe::S, loc);
    if (SanitizerEnabled()) {
        VecAligned(dst, api, loc);
        VecAligned(src, api, loc);
        dst.Declare(Pipe::S, sseq, 0, 16, false, api, loc);
        src.Declare(Pipe::S, sseq, 0, 16, false, api, loc);
    }
    uint64_t d[16], s[16];
    std::memcpy(d, dst.Data(), sizeof(d));
    std::memcpy(s, src.Data(), sizeof(s));
    const uint64_t seq = IssueVector(api, uint64_t{p.repeatTimes} * 512 / sizeof(T), sizeof(T), 1, loc);
    TransDataAddr<T>(loc, d, s, p, seq);
}

} // namespace AscendC::detail
