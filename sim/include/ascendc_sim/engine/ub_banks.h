// The UB's banks, for the beats one Reg instruction's UB access takes (docs/zh/guide/算子实践参考/
// SIMD算子性能优化/内存访问/避免UB的bank冲突/避免bank冲突（NPU架构版本3510）.md; the same figures in
// 基础API/Memory矢量计算/Vector逻辑架构/Vector逻辑架构.md): 256 KB in 16 banks of 512 rows of 32 B, low-order
// interleaved, UB_ADDR = {BANK_DEPTH[8:0], BANK[0], BG[2:0], BANK_WIDTH[4:0]}: the 32-byte block at
// offset a sits in bank (a >> 5) % 16 and bank group (a >> 5) % 8. Per beat each bank does one read or
// one write and each bank group at most two reads, or one read and one write:
//   writes  one per bank group per beat: beats = the most blocks any group takes;
//   reads   one per bank, two per group: beats = the most blocks any bank takes (two banks per group);
//           the same block read twice is read once (the page's 两读一写 example 2).
// A contiguous VL (8 blocks) touches each group once: one beat. Read-write conflicts between two
// instructions of one beat and the subbanks of Gather / Scatter are not modelled.
#pragma once

#include <algorithm>
#include <cstdint>

namespace ascsim::kern {

inline constexpr uint32_t kUbBanks = 16;
inline constexpr uint32_t kUbBankGroups = 8;

constexpr uint32_t UbBankOf(uint64_t offset) { return static_cast<uint32_t>((offset >> 5) % kUbBanks); }
constexpr uint32_t UbBankGroupOf(uint64_t offset) { return static_cast<uint32_t>((offset >> 5) % kUbBankGroups); }

// Beats of one instruction reading (write = false) or writing the 32-byte blocks at UB offsets
// blocks[0..n) (n <= 64).
inline uint32_t UbBeats(const uint64_t* blocks, uint32_t n, bool write)
{
    uint32_t perBank[kUbBanks] = {};
    uint32_t perGroup[kUbBankGroups] = {};
    for (uint32_t i = 0; i < n; ++i) {
        const uint64_t row = blocks[i] >> 5;
        if (!write && std::find_if(blocks, blocks + i, [row](uint64_t b) { return (b >> 5) == row; }) != blocks + i) {
            continue; // the same block again: one read
        }
        ++perBank[UbBankOf(blocks[i])];
        ++perGroup[UbBankGroupOf(blocks[i])];
    }
    const uint32_t* most = write ? std::max_element(perGroup, perGroup + kUbBankGroups) :
                                   std::max_element(perBank, perBank + kUbBanks);
    return std::max<uint32_t>(1, *most);
}

} // namespace ascsim::kern
