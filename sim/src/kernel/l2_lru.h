// What the L2 model holds from launch to launch (sim/docs/timing_model.md §5.7): GM byte ranges, each
// byte stamped with the order of its last CACHE_MODE_NORMAL access. When the contents exceed the
// capacity, bytes leave in (stamp, address) order: least recently used first, and within one access
// the front first (assumed). A CACHE_MODE_DISABLE write removes what L2 held of its range.
//
// One launch's accesses are applied at its end, in completion order. Two ways give the same bytes and
// stamps (tests/kernel/test_l2_lru.cpp checks it on random sequences):
//   ApplyInOrder  one access at a time, evicting whenever the contents overflow (std::map + std::set);
//   Apply         when the launch cannot overflow L2 (held + touched bytes <= capacity) nothing is
//                 evicted, so each byte simply takes its last access: the launch's accesses sorted by
//                 address are merged into the held segments (one linear pass when they are disjoint,
//                 the usual case; a boundary sweep when they overlap), no per-access tree update.
//                 Otherwise it falls back to ApplyInOrder.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace ascsim::kern {

// One GM access of a launch, for the L2 update.
struct L2Event {
    uintptr_t lo;
    uintptr_t hi;
    bool touch;  // a NORMAL-mode read or write (most recently used); else a DISABLE write (removes)
};

class L2Lru {
public:
    struct Seg {
        uintptr_t lo;
        uintptr_t hi;
        uint64_t stamp;
    };

    void Reset(uint64_t capacity);
    enum class Way { kMerge, kSweep, kInOrder };
    // Applies one launch's accesses (completion order); returns the way it took.
    Way Apply(const std::vector<L2Event>& events);
    void ApplyInOrder(const std::vector<L2Event>& events);

    // Disjoint, sorted by address; adjacent segments may share a stamp.
    const std::vector<Seg>& Segments() const { return segs_; }
    uint64_t Bytes() const { return total_; }
    // The resident bytes as disjoint sorted ranges, adjacent ones joined.
    std::vector<std::pair<uintptr_t, uintptr_t>> Ranges() const;

private:
    struct Item {
        uintptr_t lo;
        uintptr_t hi;
        uint64_t rank;   // 0 for what L2 held, 1 + position for this launch's accesses
        uint64_t stamp;  // 0: removed
    };
    Way Overlay(const std::vector<L2Event>& events);
    void MergeDisjoint(const std::vector<Item>& items);
    void SweepBoundaries(std::vector<Item> items);

    uint64_t capacity_ = 0;
    std::vector<Seg> segs_;
    uint64_t total_ = 0;
    uint64_t nextStamp_ = 1;
};

}  // namespace ascsim::kern
