// GM <-> UB row copies on raw addresses, the engine of the C API's asc_copy_gm2ub / asc_copy_ub2gm and
// their _align forms (docs/zh/api/SIMD-API/C-API/vector_datamove/; the checks and the layout are
// described in c_api/vector_datamove.h). `n` rows of `len` bytes, the GM rows `gmPitch` bytes apart and
// the UB rows `ubPitch` bytes apart (head to head), on MTE2 (GM -> UB) or MTE3 (UB -> GM), with the
// DMA checks the C++ DataCopy / DataCopyPad make: the UB operand inside UB and 32-byte aligned
// (ub_copy_engine.h), the GM rows inside a live allocation, the UB / GM accesses ordered against the
// other pipes (synccheck) and GM races between cores (racecheck).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/cross_core.h"
#include "ascendc_sim/engine/ub_copy_engine.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

struct RawRows {
    uint64_t n;       // rows
    uint64_t len;     // data bytes per row
    uint64_t gmPitch; // GM bytes from a row's head to the next row's head
    uint64_t ubPitch; // UB bytes from a row's head to the next row's head
};

// The padding of a GM -> UB row: `left` / `right` elements of `elemBytes` bytes around the data, the
// row then filled up to a whole DataBlock, with `fill` (elemBytes bytes) or, when fill is null, with
// the row's first element (the C API's enable_constant_pad = false). `compact`: rows back to back
// with no padding, the filler only after the last row.
struct RawPad {
    uint32_t elemBytes = 1;
    uint32_t left = 0;
    uint32_t right = 0;
    const void* fill = nullptr;
    bool compact = false;
    bool fillKnown = true; // false: the filler value is unknown (bytes left unwritten, initcheck sees them)
};

inline uint64_t RawAlignUp32(uint64_t v) { return (v + kDataBlockBytes - 1) / kDataBlockBytes * kDataBlockBytes; }

inline void RawCopyGmToUb(uint8_t* ub, const uint8_t* gm, const RawRows& r, const RawPad& pad, uint8_t cacheMode,
                          const char* api, ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    RequireUbAligned(ub, api, loc);
    if (r.n == 0 || r.len == 0) {
        return;
    }
    const uint64_t gmSpan = (r.n - 1) * r.gmPitch + r.len;
    const uint64_t seq = IssueDma(Pipe::MTE2, r.n * RawAlignUp32(r.len),
                                  DmaGm{gm, gmSpan, cacheMode, api, r.n, r.len, r.gmPitch}, loc);
    const auto dst = UbOperand<uint8_t>::FromUbPointer(ub);
    const uint64_t leftBytes = pad.compact ? 0 : uint64_t{pad.left} * pad.elemBytes;
    const uint64_t rightBytes = pad.compact ? 0 : uint64_t{pad.right} * pad.elemBytes;
    for (uint64_t i = 0; i < r.n; ++i) {
        const uint8_t* s = gm + i * r.gmPitch;
        AccessGm(Pipe::MTE2, seq, s, r.len, false, nullptr, 0, api, loc);
        const uint64_t at = i * r.ubPitch;
        const bool last = i + 1 == r.n;
        const uint64_t span = pad.compact ? (last ? RawAlignUp32(at + r.len) - at : r.len) :
                                            RawAlignUp32(leftBytes + r.len + rightBytes);
        uint8_t* d = ub + at;
        if (!pad.fillKnown) {
            dst.Declare(Pipe::MTE2, seq, at + leftBytes, r.len, true, api, loc);
            std::memcpy(d + leftBytes, s, r.len);
            continue;
        }
        dst.Declare(Pipe::MTE2, seq, at, span, true, api, loc);
        std::memcpy(d + leftBytes, s, r.len);
        const uint8_t* filler = pad.fill != nullptr ? static_cast<const uint8_t*>(pad.fill) : s;
        for (uint64_t b = 0; b < leftBytes; b += pad.elemBytes) {
            std::memcpy(d + b, filler, pad.elemBytes);
        }
        for (uint64_t b = leftBytes + r.len; b + pad.elemBytes <= span; b += pad.elemBytes) {
            std::memcpy(d + b, filler, pad.elemBytes);
        }
    }
}

inline void RawCopyUbToGm(uint8_t* gm, const uint8_t* ub, const RawRows& r, uint8_t cacheMode, const char* api,
                          ascsim::kern::SrcLoc loc)
{
    using namespace ascsim::kern;
    RequireUbAligned(ub, api, loc);
    if (r.n == 0 || r.len == 0) {
        return;
    }
    const uint64_t gmSpan = (r.n - 1) * r.gmPitch + r.len;
    const uint64_t seq = IssueDma(Pipe::MTE3, r.n * RawAlignUp32(r.len),
                                  DmaGm{gm, gmSpan, cacheMode, api, r.n, r.len, r.gmPitch}, loc);
    const auto src = UbOperand<uint8_t>::FromUbPointer(const_cast<uint8_t*>(ub));
    for (uint64_t i = 0; i < r.n; ++i) {
        src.Declare(Pipe::MTE3, seq, i * r.ubPitch, r.len, false, api, loc);
        uint8_t* d = gm + i * r.gmPitch;
        StoreGm(Pipe::MTE3, seq, d, ub + i * r.ubPitch, r.len, nullptr, 0, api, loc); // the DMA atomic, when set
    }
}

// The _sync forms ("同步计算包含同步等待"): the scalar unit waits for the copy, so every instruction
// issued afterwards, on any pipe, is ordered after it.
inline void RawWaitForPipe(ascsim::kern::Pipe pipe)
{
    using namespace ascsim::kern;
    const SyncToken done = Snapshot(pipe);
    for (Pipe p : {Pipe::S, Pipe::V, Pipe::MTE2, Pipe::MTE3}) {
        Acquire(p, done);
    }
}

} // namespace AscendC::detail
