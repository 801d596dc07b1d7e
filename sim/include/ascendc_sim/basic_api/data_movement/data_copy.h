// Data movement between Global Memory and the Unified Buffer
// (docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运/: DataCopy.md,
// DataCopyPad（GMToUB非对齐数据搬运）.md, DataCopyPad（UBToGM非对齐数据搬运）.md;
// structures as in the SDK's include/basic_api/kernel_struct_data_copy.h for arch 3510).
// GM→UB runs on MTE2, UB→GM on MTE3.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/engine/ub_copy_engine.h"
#include "ascendc_sim/types/global_tensor.h"
#include "ascendc_sim/types/local_tensor.h"

namespace AscendC {

constexpr uint16_t DEFAULT_DATA_COPY_NBURST = 1;
constexpr uint32_t DEFAULT_DATA_COPY_STRIDE = 0;

// DataCopyParams: blockLen and the gaps in 32-byte data blocks.
struct DataCopyParams {
    __aicore__ DataCopyParams() {}
    __aicore__ DataCopyParams(const uint16_t count, const uint16_t len, const uint16_t srcStrideIn,
                              const uint16_t dstStrideIn)
        : blockCount(count), blockLen(len), srcStride(srcStrideIn), dstStride(dstStrideIn)
    {}
    uint16_t blockCount = DEFAULT_DATA_COPY_NBURST;
    uint16_t blockLen = 0;
    uint16_t srcStride = 0;
    uint16_t dstStride = 0;
};

// DataCopyExtParams on arch 3510: blockLen in bytes; the GM-side stride in bytes and the UB-side
// stride in 32-byte blocks, both signed 64-bit.
struct DataCopyExtParams {
    __aicore__ DataCopyExtParams() {}
    __aicore__ DataCopyExtParams(const uint16_t count, const uint32_t len, const int64_t srcStrideIn,
                                 const int64_t dstStrideIn, const uint32_t rsvIn)
        : blockCount(count), blockLen(len), srcStride(srcStrideIn), dstStride(dstStrideIn), rsv(rsvIn)
    {}
    uint16_t blockCount = DEFAULT_DATA_COPY_NBURST;
    uint32_t blockLen = 0;
    int64_t srcStride = static_cast<int64_t>(DEFAULT_DATA_COPY_STRIDE);
    int64_t dstStride = static_cast<int64_t>(DEFAULT_DATA_COPY_STRIDE);
    uint32_t rsv = 0;
};

template <typename T>
struct DataCopyPadExtParams {
    __aicore__ DataCopyPadExtParams() {}
    __aicore__ DataCopyPadExtParams(const bool isPadValue, const uint8_t leftPadValue, const uint8_t rightPadValue,
                                    T padValue)
        : isPad(isPadValue), leftPadding(leftPadValue), rightPadding(rightPadValue), paddingValue(padValue)
    {}
    bool isPad = false;
    uint8_t leftPadding = 0;
    uint8_t rightPadding = 0;
    T paddingValue = T(0);
};

// DataCopyPadParams (include/basic_api/kernel_struct_data_copy.h, struct DataCopyPadParams): the
// padding value is a raw 64-bit pattern, handed to the MTE unchanged (dav_3510
// kernel_operator_data_copy_impl.h, DataCopyPadGm2UBImpl with DataCopyParams); an element of T
// takes its low sizeof(T) bytes.
struct DataCopyPadParams {
    __aicore__ DataCopyPadParams() {}
    __aicore__ DataCopyPadParams(const bool isPadValue, const uint8_t leftPadValue, const uint8_t rightPadValue,
                                 const uint64_t padValue)
        : isPad(isPadValue), leftPadding(leftPadValue), rightPadding(rightPadValue), paddingValue(padValue)
    {}
    bool isPad = false;
    uint8_t leftPadding = 0;
    uint8_t rightPadding = 0;
    uint64_t paddingValue = 0;
};

// PaddingMode (950 only): Normal pads every block to 32 B, Compact only the end of the whole copy.
enum class PaddingMode : uint8_t { Normal = 0, Compact };

namespace detail {
// kDataBlockBytes and the UB-side checks (RequireUbAligned, RequireBlockMultiple, RequireInRange) are
// engine/ub_copy_engine.h's, shared with the UB -> UB copy.

// 950 rules of the GM side and of the UB → GM source position (数据搬运/ pages, B below =
// docs/zh/api/SIMD-API/基础API/Memory矢量计算/数据搬运).
// GM address of DataCopy: "位于Global Memory的地址必须按照对应数据类型所占字节数对齐"
// (B/DataCopy（GM与UB连续数据搬运）.md and DataCopy（GM与UB高维切分数据搬运）.md, 约束说明).
template <typename T>
inline void RequireGmElementAligned(const void* gm, const char* api, ascsim::kern::SrcLoc loc)
{
    if (ascsim::kern::SanitizerEnabled() && reinterpret_cast<uintptr_t>(gm) % sizeof(T) != 0) {
        // rule memcheck.gm-elem-align: a DataCopy GM address not aligned to sizeof(T)
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md (约束说明)
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB高维切分数据搬运）.md (约束说明)
        //   exempt: DataCopyPad and the slice copy ask only 1-byte GM alignment (their 约束说明): they do not call this
        //   check
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "GM address is not aligned to sizeof(T) = " + std::to_string(sizeof(T)) + " bytes", loc,
                           "GM", reinterpret_cast<uintptr_t>(gm), 0);
    }
}
// UB → GM source positions. The pages' 数据通路 tables list VECIN/VECOUT -> GM (DataCopyPad（UBToGM非对齐
// 数据搬运）.md) and VECOUT -> GM (DataCopy（GM与UB连续数据搬运）.md), but every UB position is the same
// MTE3 path: the SDK's CPU-debug check (impl/basic_api/kernel_check.h, CheckTensorPos) only asks for a
// UB position, and asc-devkit's own 950 examples copy VECCALC tensors to GM (LocalMemAllocator hands out
// VECCALC tensors: impl/basic_api/kernel_event.h GetDefaultPosition(Hardware::UB); e.g.
// examples/01_simd_cpp_api/00_introduction/01_add/add). So any UB position is a source; positions of
// other buffers (L1, L0, ...) are not.
template <typename T>
inline void RequireUbToGmSource(const LocalTensor<T>& src, const char* api, ascsim::kern::SrcLoc loc)
{
    const TPosition p = src.GetPosition();
    if (ascsim::kern::SanitizerEnabled() && p != TPosition::VECOUT && p != TPosition::VECIN &&
        p != TPosition::VECCALC) {
        // rule memcheck.ub-to-gm-source: a copy to GM whose source LocalTensor is not at a UB position (VECIN, VECOUT,
        //     VECCALC)
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md (功能说明, 数据通路)
        //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（UBToGM非对齐数据搬运）.md (功能说明, 数据通路)
        //   exempt: the pages list VECOUT (and VECIN) only, but the sim accepts every UB position: asc-devkit's own 950
        //       examples copy VECCALC tensors out (examples/01_simd_cpp_api/00_introduction/01_add), so the pages' list
        //       is not a rule
        //   cpudebug: kernel_base_check.cpp (CheckTensorScope)
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "the source LocalTensor's TPosition must be a Unified Buffer position (VECIN, VECOUT, "
                           "VECCALC) for a copy to GM",
                           loc, "UB", reinterpret_cast<uintptr_t>(src.Data()), 0);
    }
}
constexpr int64_t kGmStrideMax = (int64_t{1} << 40) - 1; // 950: "[0, 2^40-1]" bytes

// DataCopy (not DataCopyPad) with loop mode set for its path: not modelled by the sim.
inline void RejectLoopMode(int path, const char* api, ascsim::kern::SrcLoc loc)
{
    uint64_t lm[6];
    if (ascsim::kern::SanitizerEnabled() && ascsim::kern::XcoreLoopMode(path, lm)) {
        // rule memcheck.datacopy-loop-mode: DataCopy (not DataCopyPad) issued while SetLoopModePara's loop mode is set
        //     for its path
        //   choice: not modelled: the sim applies loop mode to DataCopyPad only; refusing beats copying with the wrong
        //       addresses
        ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                           "DataCopy with loop mode set (SetLoopModePara) is not modelled by the sim; use DataCopyPad "
                           "or ResetLoopModePara first",
                           loc);
    }
}

// Loop-mode strides (loop_mode.h) address whole elements of the transfer's T in the sim.
template <typename T>
inline void RequireLoopStrides(const uint64_t lm[6], const char* api, ascsim::kern::SrcLoc loc)
{
    for (int k = 2; k < 6; ++k) {
        if (ascsim::kern::SanitizerEnabled() && lm[k] % sizeof(T) != 0) {
            // rule memcheck.loop-stride-elems: a loop-mode stride that is not a multiple of sizeof(T)
            //   choice: not modelled: the sim moves whole elements; SetLoopModePara.md (参数说明, 表2) allows byte
            //   strides
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                               "loop-mode stride " + std::to_string(lm[k]) +
                                   " bytes is not a multiple of sizeof(T) = " + std::to_string(sizeof(T)) +
                                   " (the sim moves whole elements)",
                               loc);
        }
    }
}

// GM bytes from the first to the end of the last of `rows` rows of `len` bytes, `gap` bytes apart
// (gap >= -len on every path that reaches here).
inline uint64_t RowsSpan(uint64_t rows, uint64_t len, int64_t gap)
{
    if (rows == 0) {
        return 0;
    }
    const int64_t pitch = static_cast<int64_t>(len) + gap;
    return (rows - 1) * static_cast<uint64_t>(pitch > 0 ? pitch : 0) + len;
}
// The GM side of a transfer for the L2 model: where it starts, its span, the tensor's CacheMode and its
// rows (`bytes` in one row, or `rows` rows of `len` bytes `gap` bytes apart).
template <typename T>
inline ascsim::kern::DmaGm GmSide(const GlobalTensor<T>& gm, uint64_t bytes, const char* api)
{
    return ascsim::kern::DmaGm{gm.GetPhyAddr(), bytes, static_cast<uint8_t>(gm.L2Mode()), api, 1, bytes, bytes};
}
template <typename T>
inline ascsim::kern::DmaGm GmRows(const GlobalTensor<T>& gm, uint64_t rows, uint64_t len, int64_t gap, const char* api)
{
    const int64_t pitch = static_cast<int64_t>(len) + gap;
    return ascsim::kern::DmaGm{gm.GetPhyAddr(),
                               RowsSpan(rows, len, gap),
                               static_cast<uint8_t>(gm.L2Mode()),
                               api,
                               rows,
                               len,
                               static_cast<uint64_t>(pitch > 0 ? pitch : 0)};
}
} // namespace detail

// ---- DataCopy (aligned) ------------------------------------------------------------------

// GM → UB, `count` contiguous elements; count * sizeof(T) must be a multiple of 32 bytes.
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const uint32_t count,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    const uint64_t bytes = static_cast<uint64_t>(count) * sizeof(T);
    detail::RejectLoopMode(1, "DataCopy(GM->UB)", loc);
    detail::RequireBlockMultiple(bytes, "DataCopy(GM->UB)", loc);
    detail::RequireUbAligned(dst.Data(), "DataCopy(GM->UB)", loc);
    detail::RequireGmElementAligned<T>(src.GetPhyAddr(), "DataCopy(GM->UB)", loc);
    const uint64_t seq = IssueDma(Pipe::MTE2, bytes, detail::GmSide(src, bytes, "DataCopy(GM->UB)"), loc);
    AccessGm(Pipe::MTE2, seq, src.GetPhyAddr(), bytes, false, src.WindowBase(), src.WindowBytes(), "DataCopy(GM->UB)",
             loc);
    dst.Declare(Pipe::MTE2, seq, 0, count, true, "DataCopy(GM->UB)", loc);
    std::memcpy(dst.Data(), src.GetPhyAddr(), bytes);
}

// UB → GM, `count` contiguous elements; count * sizeof(T) must be a multiple of 32 bytes.
template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    const uint64_t bytes = static_cast<uint64_t>(count) * sizeof(T);
    detail::RejectLoopMode(0, "DataCopy(UB->GM)", loc);
    detail::RequireBlockMultiple(bytes, "DataCopy(UB->GM)", loc);
    detail::RequireUbAligned(src.Data(), "DataCopy(UB->GM)", loc);
    detail::RequireGmElementAligned<T>(dst.GetPhyAddr(0), "DataCopy(UB->GM)", loc);
    detail::RequireUbToGmSource(src, "DataCopy(UB->GM)", loc);
    const uint64_t seq = IssueDma(Pipe::MTE3, bytes, detail::GmSide(dst, bytes, "DataCopy(UB->GM)"), loc);
    src.Declare(Pipe::MTE3, seq, 0, count, false, "DataCopy(UB->GM)", loc);
    StoreGm(Pipe::MTE3, seq, dst.GetPhyAddr(0), src.Data(), bytes, dst.WindowBase(), dst.WindowBytes(),
            "DataCopy(UB->GM)", loc); // with the DMA atomic when one is set (atomic.h)
}

// GM → UB with DataCopyParams (blocks of blockLen * 32 bytes; gaps in 32-byte blocks).
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const DataCopyParams& params,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    detail::RequireUbAligned(dst.Data(), "DataCopy(GM->UB)", loc);
    detail::RequireGmElementAligned<T>(src.GetPhyAddr(), "DataCopy(GM->UB)", loc);
    detail::RejectLoopMode(1, "DataCopy(GM->UB)", loc);
    detail::RequireInRange(params.blockCount, 0, 4095, "blockCount", "DataCopy(GM->UB)", loc); // 表4
    const uint64_t blockBytes = static_cast<uint64_t>(params.blockLen) * detail::kDataBlockBytes;
    const uint64_t seq = IssueDma(Pipe::MTE2, blockBytes * params.blockCount,
                                  detail::GmRows(src, params.blockCount, blockBytes,
                                                 params.srcStride * detail::kDataBlockBytes, "DataCopy(GM->UB)"),
                                  loc);
    for (uint16_t i = 0; i < params.blockCount; ++i) {
        const uint64_t srcOff = i * (blockBytes + params.srcStride * detail::kDataBlockBytes);
        const uint64_t dstOff = i * (blockBytes + params.dstStride * detail::kDataBlockBytes);
        const auto* s = reinterpret_cast<const uint8_t*>(src.GetPhyAddr()) + srcOff;
        AccessGm(Pipe::MTE2, seq, s, blockBytes, false, src.WindowBase(), src.WindowBytes(), "DataCopy(GM->UB)", loc);
        dst.Declare(Pipe::MTE2, seq, dstOff / sizeof(T), blockBytes / sizeof(T), true, "DataCopy(GM->UB)", loc);
        std::memcpy(reinterpret_cast<uint8_t*>(dst.Data()) + dstOff, s, blockBytes);
    }
}

// UB → GM with DataCopyParams.
template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src, const DataCopyParams& params,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    using namespace ascsim::kern;
    detail::RequireUbAligned(src.Data(), "DataCopy(UB->GM)", loc);
    detail::RequireGmElementAligned<T>(dst.GetPhyAddr(0), "DataCopy(UB->GM)", loc);
    detail::RequireUbToGmSource(src, "DataCopy(UB->GM)", loc);
    detail::RejectLoopMode(0, "DataCopy(UB->GM)", loc);
    detail::RequireInRange(params.blockCount, 0, 4095, "blockCount", "DataCopy(UB->GM)", loc); // 表4
    const uint64_t blockBytes = static_cast<uint64_t>(params.blockLen) * detail::kDataBlockBytes;
    const uint64_t seq = IssueDma(Pipe::MTE3, blockBytes * params.blockCount,
                                  detail::GmRows(dst, params.blockCount, blockBytes,
                                                 params.dstStride * detail::kDataBlockBytes, "DataCopy(UB->GM)"),
                                  loc);
    for (uint16_t i = 0; i < params.blockCount; ++i) {
        const uint64_t srcOff = i * (blockBytes + params.srcStride * detail::kDataBlockBytes);
        const uint64_t dstOff = i * (blockBytes + params.dstStride * detail::kDataBlockBytes);
        auto* d = reinterpret_cast<uint8_t*>(dst.GetPhyAddr(0)) + dstOff;
        src.Declare(Pipe::MTE3, seq, srcOff / sizeof(T), blockBytes / sizeof(T), false, "DataCopy(UB->GM)", loc);
        StoreGm(Pipe::MTE3, seq, d, reinterpret_cast<const uint8_t*>(src.Data()) + srcOff, blockBytes, dst.WindowBase(),
                dst.WindowBytes(), "DataCopy(UB->GM)", loc);
    }
}

// ---- DataCopyPad (unaligned) ---------------------------------------------------------------
//
// Declarations for arch 3510: include/basic_api/kernel_operator_data_copy_intf.h lines 371-379
// (DataCopyParams / DataCopyPadParams) and 397-426 (DataCopyExtParams / DataCopyPadExtParams<T>).
// Both forms reach the same MTE instruction with the same units (dav_3510
// kernel_operator_data_copy_impl.h, DataCopyPadGm2UBImpl / DataCopyPadUB2GMImpl -> CopyGmToUbufAlignV2 /
// CopyUbufToGmAlignV2 with isDataCopyPad = true): blockLen in bytes, the GM-side stride in bytes,
// the UB-side stride in 32-byte blocks. The DataCopyParams form only has 16-bit unsigned fields.

namespace detail {

// One GM -> UB DataCopyPad. Each block of blockLen bytes lands 32-byte aligned in UB, preceded by
// leftPadding and followed by rightPadding elements, and filled up to the next 32 bytes. Padding
// is `fill` when isPad; without isPad it is the SetPadValue register's value if SetPadValue was
// called in this launch (data_copy_ub.h), else the doc calls it random, so the sim leaves those bytes
// unwritten (memcheck reports a later read). With no left/right padding the filler ("dummy")
// repeats the block's first element, as the doc states.
template <typename T, PaddingMode mode>
inline void PadGmToUbOnce(const LocalTensor<T>& dst, const GlobalTensor<T>& src, uint16_t blockCount, uint32_t len,
                          int64_t srcStride, int64_t dstStride, bool isPad, uint8_t leftPadding, uint8_t rightPadding,
                          const T& padValue, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    if (SanitizerEnabled()) {
        if (len % sizeof(T) != 0) {
            // rule memcheck.pad-blocklen-multiple: DataCopyPad blockLen that is not a multiple of sizeof(T)
            //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（GMToUB非对齐数据搬运）.md (约束说明)
            //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（UBToGM非对齐数据搬运）.md (参数说明)
            Fail(Check::kMemcheck, api, "blockLen " + std::to_string(len) + " is not a multiple of sizeof(T)", loc);
        }
        if (blockCount > 4095 || len > 2097151) {
            // rule memcheck.pad-count-len-range: DataCopyPad blockCount outside [0, 4095] or blockLen outside [0,
            //     2097151]
            //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（GMToUB非对齐数据搬运）.md (参数说明)
            //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（UBToGM非对齐数据搬运）.md (约束说明, 表4)
            //   exempt: blockCount or blockLen 0 is a NOP on 950 (约束说明), not a finding
            Fail(Check::kMemcheck, api, "blockCount must be in [0, 4095] and blockLen in [0, 2097151]", loc);
        }
        // 950 NOTE of DataCopyPad（GMToUB非对齐数据搬运）.md: srcStride in [-blockLen, 2^40-1] bytes,
        // dstStride in [0, 65535] data blocks.
        RequireInRange(srcStride, -static_cast<int64_t>(len), kGmStrideMax, "srcStride", api, loc);
        RequireInRange(dstStride, 0, 65535, "dstStride", api, loc);
        // "leftPadding、rightPadding所占的字节数均不能超过32字节": each of them, not their sum (the
        // SDK's dav_3510 CopyGmToUbufAlignV2 passes both counts on unchecked).
        if (leftPadding * sizeof(T) > 32 || rightPadding * sizeof(T) > 32) {
            // rule memcheck.pad-padding-32b: DataCopyPad leftPadding or rightPadding of more than 32 bytes (each, not
            //     their sum)
            //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（GMToUB非对齐数据搬运）.md (约束说明)
            //   exempt: in PaddingMode::Compact dstStride and the paddings are ignored (约束说明)
            //   cpudebug: kernel_data_copy_pad_check.cpp (CheckPadParamters)
            Fail(Check::kMemcheck, api, "leftPadding/rightPadding may not exceed 32 bytes", loc);
        }
    }
    RequireUbAligned(dst.Data(), api, loc);
    // The padding register (data_copy_ub.h, SetPadValue): isPad loads paddingValue into it (the dav_3510
    // DataCopyPadGm2UBImpl, before the copy); without isPad, left / right padding takes its value once
    // SetPadValue has been called in this launch.
    VecSpr& padReg = CurrentVecSpr();
    if (isPad) {
        uint64_t bits = 0;
        std::memcpy(&bits, &padValue, sizeof(T) < 8 ? sizeof(T) : 8);
        padReg.movPadBits = bits;
        padReg.movPadBytes = sizeof(T);
    }
    // 约束说明: "当DataCopyExtParams结构体参数blockCount、blockLen任意一个值为0时，该接口将被视为NOP"
    // (950 included), so no padding is written either.
    if (blockCount == 0 || len == 0) {
        return;
    }
    const uint64_t seq = IssueDma(Pipe::MTE2, uint64_t{blockCount} * AlignUp32(len), // assumed: whole 32 B blocks
                                  GmRows(src, blockCount, len, srcStride, api), loc);
    const uint32_t leftBytes = leftPadding * sizeof(T);
    const uint32_t rightBytes = rightPadding * sizeof(T);
    const bool compact = (mode == PaddingMode::Compact);
    const bool noPadding = leftPadding == 0 && rightPadding == 0;
    const bool regPad = !isPad && !noPadding && padReg.movPadSet;
    if (regPad && SanitizerEnabled() && padReg.movPadBytes != sizeof(T)) {
        // rule memcheck.pad-value-type: SetPadValue's value of another width than the DataCopyPad's elements
        //   doc: B/Memory矢量计算/数据搬运辅助配置接口/SetPadValue(ISASI).md (参数说明)
        Fail(Check::kMemcheck, api,
             "SetPadValue was given a " + std::to_string(padReg.movPadBytes) + "-byte value, this DataCopyPad moves " +
                 std::to_string(sizeof(T)) + "-byte elements (SetPadValue(ISASI).md: the same data type)",
             loc);
    }
    T regValue{};
    std::memcpy(static_cast<void*>(&regValue), &padReg.movPadBits, sizeof(T) < 8 ? sizeof(T) : 8);
    // Filler the hardware writes with a defined value; otherwise the filler is "random".
    const bool definedFiller = isPad || noPadding || regPad;
    auto* dstBytes = reinterpret_cast<uint8_t*>(dst.Data());
    const auto* srcBytes = reinterpret_cast<const uint8_t*>(src.GetPhyAddr());
    int64_t srcOff = 0;
    uint64_t dstOff = 0;
    for (uint16_t i = 0; i < blockCount; ++i) {
        const uint8_t* s = srcBytes + srcOff;
        AccessGm(Pipe::MTE2, seq, s, len, false, src.WindowBase(), src.WindowBytes(), api, loc);
        const bool lastRow = i + 1 == blockCount;
        // Normal: [left pad][data][right pad][filler to 32 B]; Compact: rows back to back, the
        // filler only after the last one.
        const uint32_t dataAt = compact ? 0 : leftBytes;
        const uint32_t rowSpan = compact ? (lastRow ? AlignUp32(static_cast<uint32_t>(dstOff) + len) -
                                                          static_cast<uint32_t>(dstOff) :
                                                      len) :
                                           AlignUp32(leftBytes + len + rightBytes);
        uint8_t* d = dstBytes + dstOff;
        if (definedFiller) {
            dst.Declare(Pipe::MTE2, seq, dstOff / sizeof(T), rowSpan / sizeof(T), true, api, loc);
        } else {
            dst.Declare(Pipe::MTE2, seq, (dstOff + dataAt) / sizeof(T), len / sizeof(T), true, api, loc);
        }
        std::memcpy(d + dataAt, s, len);
        if (definedFiller) {
            // The padding / filler elements: [0, dataAt) and [dataAt + len, rowSpan).
            const T fill = isPad  ? padValue :
                           regPad ? regValue :
                                    [s] {
                                        T first;
                                        std::memcpy(&first, s, sizeof(T)); // dummy = the block's first element
                                        return first;
                                    }();
            for (uint32_t b = 0; b < dataAt; b += sizeof(T)) {
                std::memcpy(d + b, &fill, sizeof(T));
            }
            for (uint32_t b = dataAt + len; b < rowSpan; b += sizeof(T)) {
                std::memcpy(d + b, &fill, sizeof(T));
            }
        }
        srcOff += static_cast<int64_t>(len) + srcStride;
        dstOff += compact ? len : rowSpan + static_cast<uint64_t>(dstStride) * kDataBlockBytes;
    }
}

// One UB -> GM DataCopyPad. Each block of blockLen bytes is read from a 32-byte aligned UB row
// (rows are AlignUp32(blockLen) apart plus srcStride blocks) and written to GM, dstStride bytes apart.
template <typename T, PaddingMode mode>
inline void PadUbToGmOnce(const GlobalTensor<T>& dst, const LocalTensor<T>& src, uint16_t blockCount, uint32_t len,
                          int64_t srcStride, int64_t dstStride, const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    if (SanitizerEnabled() && len % sizeof(T) != 0) {
        // see rule memcheck.pad-blocklen-multiple
        Fail(Check::kMemcheck, api, "blockLen " + std::to_string(len) + " is not a multiple of sizeof(T)", loc);
    }
    // DataCopyPad（UBToGM非对齐数据搬运）.md 表4 and its 950 NOTE: blockCount [0, 4095], blockLen
    // [0, 2097151] bytes, srcStride [0, 65535] data blocks, dstStride [0, 2^40-1] bytes.
    RequireInRange(blockCount, 0, 4095, "blockCount", api, loc);
    RequireInRange(len, 0, 2097151, "blockLen", api, loc);
    RequireInRange(srcStride, 0, 65535, "srcStride", api, loc);
    RequireInRange(dstStride, 0, kGmStrideMax, "dstStride", api, loc);
    RequireUbToGmSource(src, api, loc);
    RequireUbAligned(src.Data(), api, loc);
    if (blockCount == 0 || len == 0) {
        return; // NOP (DataCopyPad（UBToGM非对齐数据搬运）.md, 约束说明)
    }
    const uint64_t seq = IssueDma(Pipe::MTE3, uint64_t{blockCount} * AlignUp32(len), // assumed: whole 32 B blocks
                                  GmRows(dst, blockCount, len, dstStride, api), loc);
    const bool compact = (mode == PaddingMode::Compact);
    const uint32_t rowBytes = compact ? len : AlignUp32(len);
    auto* dstBytes = reinterpret_cast<uint8_t*>(dst.GetPhyAddr(0));
    const auto* srcBytes = reinterpret_cast<const uint8_t*>(src.Data());
    uint64_t srcOff = 0;
    int64_t dstOff = 0;
    for (uint16_t i = 0; i < blockCount; ++i) {
        src.Declare(Pipe::MTE3, seq, srcOff / sizeof(T), len / sizeof(T), false, api, loc);
        uint8_t* d = dstBytes + dstOff;
        StoreGm(Pipe::MTE3, seq, d, srcBytes + srcOff, len, dst.WindowBase(), dst.WindowBytes(), api, loc);
        srcOff += rowBytes + (compact ? 0 : static_cast<uint64_t>(srcStride) * kDataBlockBytes);
        dstOff += static_cast<int64_t>(len) + dstStride;
    }
}

// Loop mode (loop_mode.h, SetLoopModePara.md): with it set for the transfer's path, the DataCopyPad
// runs loop2Size x loop1Size times, its GM and UB sides moved by the loops' byte strides.
template <typename T, PaddingMode mode>
inline void PadGmToUb(const LocalTensor<T>& dst, const GlobalTensor<T>& src, uint16_t blockCount, uint32_t len,
                      int64_t srcStride, int64_t dstStride, bool isPad, uint8_t leftPadding, uint8_t rightPadding,
                      const T& padValue, const char* api, ascsim::kern::SrcLoc loc)
{
    uint64_t lm[6];
    if (!ascsim::kern::XcoreLoopMode(1, lm)) {
        PadGmToUbOnce<T, mode>(dst, src, blockCount, len, srcStride, dstStride, isPad, leftPadding, rightPadding,
                               padValue, api, loc);
        return;
    }
    RequireLoopStrides<T>(lm, api, loc);
    for (uint64_t j = 0; j < (lm[1] == 0 ? 1 : lm[1]); ++j) {
        for (uint64_t i = 0; i < (lm[0] == 0 ? 1 : lm[0]); ++i) {
            PadGmToUbOnce<T, mode>(dst[static_cast<uint32_t>((i * lm[3] + j * lm[5]) / sizeof(T))],
                                   src[(i * lm[2] + j * lm[4]) / sizeof(T)], blockCount, len, srcStride, dstStride,
                                   isPad, leftPadding, rightPadding, padValue, api, loc);
        }
    }
}
template <typename T, PaddingMode mode>
inline void PadUbToGm(const GlobalTensor<T>& dst, const LocalTensor<T>& src, uint16_t blockCount, uint32_t len,
                      int64_t srcStride, int64_t dstStride, const char* api, ascsim::kern::SrcLoc loc)
{
    uint64_t lm[6];
    if (!ascsim::kern::XcoreLoopMode(0, lm)) {
        PadUbToGmOnce<T, mode>(dst, src, blockCount, len, srcStride, dstStride, api, loc);
        return;
    }
    RequireLoopStrides<T>(lm, api, loc);
    for (uint64_t j = 0; j < (lm[1] == 0 ? 1 : lm[1]); ++j) {
        for (uint64_t i = 0; i < (lm[0] == 0 ? 1 : lm[0]); ++i) {
            PadUbToGmOnce<T, mode>(dst[(i * lm[3] + j * lm[5]) / sizeof(T)],
                                   src[static_cast<uint32_t>((i * lm[2] + j * lm[4]) / sizeof(T))], blockCount, len,
                                   srcStride, dstStride, api, loc);
        }
    }
}

} // namespace detail

// GM -> UB, DataCopyExtParams / DataCopyPadExtParams<T> (data_copy_intf.h:397-401).
template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const LocalTensor<T>& dst, const GlobalTensor<T>& src,
                                   const DataCopyExtParams& dataCopyParams, const DataCopyPadExtParams<T>& padParams,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::PadGmToUb<T, mode>(dst, src, dataCopyParams.blockCount, dataCopyParams.blockLen, dataCopyParams.srcStride,
                               dataCopyParams.dstStride, padParams.isPad, padParams.leftPadding, padParams.rightPadding,
                               padParams.paddingValue, "DataCopyPad(GM->UB)", loc);
}

// GM -> UB, DataCopyParams / DataCopyPadParams (data_copy_intf.h:371-375). blockLen is in bytes here
// too (not in 32-byte blocks as for DataCopy with DataCopyParams). The padding value is the low
// sizeof(T) bytes of padParams.paddingValue; for 8-byte types the impl only accepts 0.
template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const LocalTensor<T>& dst, const GlobalTensor<T>& src,
                                   const DataCopyParams& dataCopyParams, const DataCopyPadParams& padParams,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    const char* api = "DataCopyPad(GM->UB, DataCopyParams)";
    if constexpr (sizeof(T) > 4) {
        if (ascsim::kern::SanitizerEnabled() && padParams.paddingValue != 0) {
            // rule memcheck.pad-b64-value: DataCopyPad paddingValue other than 0 for an 8-byte type
            //   doc: B/Memory矢量计算/数据搬运/DataCopyPad（GMToUB非对齐数据搬运）.md (约束说明)
            //   cpudebug: kernel_data_copy_pad_check.cpp (CheckPadParamters)
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, api,
                               "paddingValue of an 8-byte type must be 0 on Ascend 950", loc);
        }
    }
    T fill{};
    const uint64_t bits = padParams.paddingValue;
    std::memcpy(static_cast<void*>(&fill), &bits, sizeof(T) < sizeof(bits) ? sizeof(T) : sizeof(bits));
    detail::PadGmToUb<T, mode>(dst, src, dataCopyParams.blockCount, dataCopyParams.blockLen, dataCopyParams.srcStride,
                               dataCopyParams.dstStride, padParams.isPad, padParams.leftPadding, padParams.rightPadding,
                               fill, api, loc);
}

// UB -> GM, DataCopyExtParams (data_copy_intf.h:418-421).
template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const GlobalTensor<T>& dst, const LocalTensor<T>& src,
                                   const DataCopyExtParams& dataCopyParams,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::PadUbToGm<T, mode>(dst, src, dataCopyParams.blockCount, dataCopyParams.blockLen, dataCopyParams.srcStride,
                               dataCopyParams.dstStride, "DataCopyPad(UB->GM)", loc);
}

// UB -> GM, DataCopyParams (data_copy_intf.h:377-379): blockLen in bytes, srcStride in UB blocks,
// dstStride in GM bytes.
template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const GlobalTensor<T>& dst, const LocalTensor<T>& src,
                                   const DataCopyParams& dataCopyParams,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    detail::PadUbToGm<T, mode>(dst, src, dataCopyParams.blockCount, dataCopyParams.blockLen, dataCopyParams.srcStride,
                               dataCopyParams.dstStride, "DataCopyPad(UB->GM, DataCopyParams)", loc);
}

} // namespace AscendC
