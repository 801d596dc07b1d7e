// Word-at-a-time pieces of the unpacking loads and packing stores (reg_compute/load_store.h), for the
// fp16 / bf16 idiom LoadAlign DIST_UNPACK_B16 -> Cast -> StoreAlign DIST_PACK_B32: the same bytes
// and undefined states as the lane loops there, without a call per byte flag.
#pragma once

#include <cstdint>
#include <cstring>

#include "ascendc_sim/types/reg_tensor.h"

namespace AscendC::Reg::detail {

// DIST_UNPACK_B16: UB element k (2 bytes of raw) into b16 slot 2k, slot 2k + 1 zero and defined;
// slot 2k is undefined where a byte of element k is (undefByte, read only if anyUndef).
template <typename U>
inline void UnpackB16(U& out, const uint8_t* raw, const bool* undefByte, bool anyUndef)
{
    static_assert(sizeof(typename U::ActualT) == 2 && U::REG_NUM == 1, "b16 registers");
    constexpr uint32_t kN = U::kBytes / 4; // elements read
    for (uint32_t k = 0; k < kN; ++k) {
        uint16_t e;
        std::memcpy(&e, raw + 2 * k, 2);
        const uint32_t slot = e; // the low half of b32 slot k is b16 slot 2k
        std::memcpy(out.bytes + 4 * k, &slot, 4);
    }
    for (uint32_t w = 0; w < U::kBytes / 64; ++w) {
        uint64_t flags = 0;
        if (anyUndef) {
            for (uint32_t j = 0; j < 16; ++j) { // elements of word w: bytes 4j, 4j + 1
                const uint32_t k = w * 16 + j;
                const uint64_t u = (undefByte[2 * k] || undefByte[2 * k + 1]) ? 1u : 0u;
                flags |= (u * 3u) << (4 * j);
            }
        }
        out.undefined.w[w] = flags;
    }
}

// The packing stores' (lane = kLane bytes read per element, mask bit i * kLane, the low kElem bytes
// stored) per-element flags: write[i] where the bit is set or undefined; undefined[i] where it is
// undefined or a stored byte of the lane is.
template <uint32_t kLane, uint32_t kElem, typename U>
inline void PackStoreFlags(const MaskReg& mask, const U& src, bool* write, bool* undefined)
{
    static_assert(kElem < kLane && U::REG_NUM == 1, "packing stores of single registers");
    constexpr uint64_t kP = LanePattern<kLane>();
    constexpr uint32_t kPerWord = 64 / kLane;
    for (uint32_t k = 0; k < 4; ++k) {
        const uint64_t mu = mask.UndefinedWords().w[k] & kP;
        const uint64_t wr = (mask.BitWords().w[k] & kP) | mu;
        const uint64_t su = src.undefined.w[k];
        uint64_t any = su;
        for (uint32_t b = 1; b < kElem; ++b) {
            any |= su >> b;
        }
        const uint64_t un = mu | (any & kP);
        for (uint32_t j = 0; j < kPerWord; ++j) {
            write[k * kPerWord + j] = ((wr >> (j * kLane)) & 1u) != 0;
            undefined[k * kPerWord + j] = ((un >> (j * kLane)) & 1u) != 0;
        }
    }
}

} // namespace AscendC::Reg::detail
