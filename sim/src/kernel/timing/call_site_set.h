// The API call sites a core has called since its last loop back edge (sim/docs/timing_model.md §5.8).
// The emulator runs a kernel's scalar code natively, so its loops are seen only through the APIs they
// call: when a call site comes round again, control went back over a loop edge. A site is a SrcLoc's
// (file, line), or a VF entry's address with line -1.
//
// Open addressing with linear probing, at most half full. A slot counts as empty unless it carries the
// current epoch, so a back edge empties the set in O(1) by bumping the epoch. The site that closed the
// iteration is then put back at its home slot: left where it was, it could sit behind a slot that just
// became empty, and its next probe would stop at that hole and miss it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ascsim::kern {

class CallSiteSet {
public:
    CallSiteSet() { Clear(); }

    // Empty, at the initial size (a launch starts here).
    void Clear();

    // Records a call of (site, line). True when it was already in the set, i.e. control came back over
    // a loop edge; the set then holds this site alone, the first call of the new iteration.
    // (Inline: the timing model calls it for every API call.)
    bool Note(const void* site, int line)
    {
        size_t h = Home(site, line);
        while (slots_[h].epoch == epoch_) {
            if (slots_[h].site == site && slots_[h].line == line) {
                Restart(site, line);
                return true;
            }
            h = (h + 1) & mask_;
        }
        slots_[h] = Slot{site, line, epoch_};
        if (++count_ * 2 > mask_) { // keep it at most half full: short probe runs
            Grow();
        }
        return false;
    }

    size_t Size() const { return count_; }
    size_t Capacity() const { return slots_.size(); }
    // Where (site, line) would go in an empty set (exposed so that tests can make sites collide).
    size_t Home(const void* site, int line) const { return Hash(site, line) & mask_; }
    static size_t Hash(const void* site, int line)
    {
        const uint64_t k = (reinterpret_cast<uintptr_t>(site) ^
                            (static_cast<uint64_t>(static_cast<uint32_t>(line)) << 32)) *
                           0x9E3779B97F4A7C15ULL;
        return static_cast<size_t>(k >> 32);
    }

private:
    struct Slot {
        const void* site = nullptr;
        int line = 0;
        uint64_t epoch = 0;
    };
    // A back edge: every slot is empty after the epoch bump, so the home slot is free.
    void Restart(const void* site, int line)
    {
        ++epoch_;
        slots_[Home(site, line)] = Slot{site, line, epoch_};
        count_ = 1;
    }
    void Grow(); // twice the slots, the current ones re-inserted

    std::vector<Slot> slots_; // a power of two of them
    size_t mask_ = 0;         // slots_.size() - 1
    uint64_t epoch_ = 1;
    size_t count_ = 0;
};

} // namespace ascsim::kern
