// The engine of the UB -> UB DataCopy (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/
// DataCopy（UBToUB连续数据搬运）.md, DataCopy（UBToUB高维切分数据搬运）.md): blockCount blocks of blockLen
// DataBlocks with their gaps, on the V pipe, with the operand checks, V-pipe declarations and the
// per-DataBlock written/taint state; and the DMA operand checks the GM <-> UB copies share
// (basic_api/data_movement/data_copy.h): 32-byte UB alignment, whole DataBlocks, the 950 field ranges.
// It takes UbOperand (types/ub_operand.h): a LocalTensor of the C++ API and a __ubuf__ pointer of the
// C API reach the same code. The rules are described in the spelling's head comment
// (basic_api/data_movement/data_copy_ub.h).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/engine/ops/data_move.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_repeat_engine.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

constexpr uint32_t kDataBlockBytes = 32; // DMA / UB block

inline void RequireUbAligned(const void* p, const char* api, ascsim::kern::SrcLoc loc)
{
    if (p == nullptr) {
        return; // an unbound tensor: Declare reports it as such
    }
    // As integers: a pointer outside the UB's array may not be compared with it as a pointer.
    const auto offset = reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(ascsim::kern::UbBase());
    if (ascsim::kern::SanitizerEnabled() && offset >= ascsim::kern::UbTotalBytes()) {
        // see rule memcheck.ub-operand-bounds
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "the UB operand's address is not in the Unified Buffer (a host or GM pointer passed as "
                           "__ubuf__)",
                           loc, "UB", reinterpret_cast<uintptr_t>(p), 0);
    }
    if (ascsim::kern::SanitizerEnabled() && offset % kDataBlockBytes != 0) {
        // rule memcheck.ub-align-32: a UB operand of a copy not 32-byte aligned
        //   doc: api/SIMD-API/通用说明和约束.md (通用地址对齐约束, 表2)
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md (约束说明)
        //   cpudebug: kernel_base_check.cpp (CheckTensorAddrAlign)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "UB address is not 32-byte aligned (UB offset " + std::to_string(offset) + ")", loc, "UB",
                           reinterpret_cast<uintptr_t>(p), 0);
    }
}
inline void RequireBlockMultiple(uint64_t bytes, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && bytes % kDataBlockBytes != 0) {
        // rule memcheck.copy-len-32b: a DataCopy length that is not a multiple of 32 bytes
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md (约束说明)
        //   exempt: the page says such a length is rounded down to 32 bytes; the sim reports it instead (a silently
        //       dropped tail is a bug; DataCopyPad is the API for tails)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "DataCopy of " + std::to_string(bytes) +
                               " bytes: the length must be a multiple of 32 bytes (use DataCopyPad for tails)",
                           loc);
    }
}

// A DataCopyExtParams field outside its 950 range (the pages' 表 of 取值范围 and the 950 NOTE).
inline void RequireInRange(int64_t v, int64_t lo, int64_t hi, const char* field, const char* api,
                           ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && (v < lo || v > hi)) {
        // rule memcheck.copy-param-range: a copy parameter (stride, count) outside its Ascend 950 range
        //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（GMToUB非对齐数据搬运）.md (约束说明)
        //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（UBToGM非对齐数据搬运）.md (约束说明)
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（UBToUB连续数据搬运）.md (参数说明)
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GMToUB随路转换ND2NZ搬运）.md (约束说明)
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（UBToGM随路转换NZ2ND搬运）.md (约束说明)
        //   exempt: ND2NZ's dstNzMatrixStride with one matrix (unused; the page's example passes 0)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           std::string(field) + " " + std::to_string(v) + " is outside its Ascend 950 range [" +
                               std::to_string(lo) + ", " + std::to_string(hi) + "]",
                           loc);
    }
}

// The fields of DataCopyParams (basic_api/data_movement/data_copy.h), field for field: blockLen and
// the gaps in DataBlocks.
struct UbCopyBlocks {
    uint16_t blockCount;
    uint16_t blockLen;
    uint16_t srcStride;
    uint16_t dstStride;
};

template <typename T>
inline void CopyUbToUb(const UbOperand<T>& dst, const UbOperand<T>& src, const UbCopyBlocks& p, const char* api,
                       ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    const uint64_t blocks = p.blockCount, len = uint64_t{p.blockLen} * kDataBlockBytes;
    const uint64_t srcPitch = len + uint64_t{p.srcStride} * kDataBlockBytes;
    const uint64_t dstPitch = len + uint64_t{p.dstStride} * kDataBlockBytes;
    const uint64_t seq = IssueVector(api, blocks * len, 1, 1, loc);
    const bool san = SanitizerEnabled();
    if (san) {
        RequireInRange(p.blockCount, 0, 4095, "blockCount", api, loc); // 表4
        RequireUbAligned(dst.Data(), api, loc);
        RequireUbAligned(src.Data(), api, loc);
    }
    if (blocks == 0 || len == 0) {
        return; // NOP (约束说明)
    }
    const uint64_t srcSpan = (blocks - 1) * srcPitch + len, dstSpan = (blocks - 1) * dstPitch + len;
    const auto* s = reinterpret_cast<const uint8_t*>(src.Data());
    auto* d = reinterpret_cast<uint8_t*>(dst.Data());
    if (san) {
        VecRequire(d + dstSpan <= s || s + srcSpan <= d, api,
                   "source and destination ranges overlap (the docs do not define an overlapping copy)", loc);
        for (uint64_t b = 0; b < blocks; ++b) {
            src.Declare(Pipe::V, seq, b * srcPitch / sizeof(T), len / sizeof(T), false, api, loc);
        }
        for (uint64_t b = 0; b < blocks; ++b) {
            dst.Declare(Pipe::V, seq, b * dstPitch / sizeof(T), len / sizeof(T), true, api, loc);
        }
    } else if (!InUb(s, srcSpan) || !InUb(d, dstSpan)) {
        return;
    }
    for (uint64_t b = 0; b < blocks; ++b) {
        const uint8_t* from = s + b * srcPitch;
        uint8_t* to = d + b * dstPitch;
        const bool defined = !san || UbDefined(from, len);
        if (defined) {
            std::memmove(to, from, len);
            if (san) {
                UbMarkDefined(to, len);
            }
            continue;
        }
        for (uint64_t i = 0; i < len; i += kDataBlockBytes) { // keep the never-written state per DataBlock
            const bool blockDefined = UbDefined(from + i, kDataBlockBytes);
            std::memmove(to + i, from + i, kDataBlockBytes);
            if (blockDefined) {
                UbMarkDefined(to + i, kDataBlockBytes);
            } else {
                UbMarkUndefined(to + i, kDataBlockBytes);
            }
        }
    }
}

// The count form: one block of count * sizeof(T) / 32 DataBlocks, as the SDK builds it.
template <typename T>
inline void CopyUbToUbCount(const UbOperand<T>& dst, const UbOperand<T>& src, uint32_t count, ascsim::kern::SrcLoc loc)
{
    const uint64_t bytes = uint64_t{count} * sizeof(T);
    RequireBlockMultiple(bytes, ascsim::ops::DataCopyUbToUb::kName, loc);
    UbCopyBlocks p{};
    p.blockCount = 1;
    p.blockLen = static_cast<uint16_t>(bytes / kDataBlockBytes);
    p.srcStride = 0;
    p.dstStride = 0;
    if (ascsim::kern::SanitizerEnabled() && bytes / kDataBlockBytes > 65535) {
        RequireInRange(static_cast<int64_t>(bytes / kDataBlockBytes), 0, 65535, "blockLen",
                       ascsim::ops::DataCopyUbToUb::kName, loc);
    }
    CopyUbToUb<T>(dst, src, p, ascsim::ops::DataCopyUbToUb::kName, loc);
}

} // namespace AscendC::detail
