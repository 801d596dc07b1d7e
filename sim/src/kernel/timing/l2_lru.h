// What the L2 model holds from launch to launch (sim/docs/timing_model.md §5.7): GM byte ranges, each
// byte stamped with its last CACHE_MODE_NORMAL access. When the contents exceed the capacity, bytes
// leave in (stamp, address) order: least recently used first, and within one access the front first
// (assumed). A CACHE_MODE_DISABLE write removes what L2 held of its range.
//
// One launch's accesses take effect at its end, in completion order: by `done`, ties by position in
// the list (each core's log in its own order, cores one after another). The list itself need not be
// sorted: an access's stamp is (launch, done, position), which orders the accesses as a sort would.
// Two ways give the same bytes and stamps (sim/tests/emulator/units/test_l2_lru.cpp checks it on random sequences):
//   ApplyInOrder  sorts the accesses and applies one at a time, evicting whenever the contents overflow
//                 (std::map + std::set);
//   Apply         when the launch cannot overflow L2 (held + touched bytes <= capacity) nothing is
//                 evicted, so each byte simply takes its latest access: the launch's accesses sorted by
//                 address (linear passes for the usual log, ItemsByAddress) are merged into the held
//                 segments (one linear pass when they are disjoint, the usual case; a boundary sweep
//                 when they overlap), with no per-access tree update and no sort by completion time.
//                 Otherwise it falls back to the in-order way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace ascsim::kern {

// One GM access of a launch, for the L2 update.
struct L2Event {
    uintptr_t lo;
    uintptr_t hi;
    bool touch;        // a NORMAL-mode read or write (most recently used); else a DISABLE write (removes)
    double done = 0.0; // completion time; equal times keep list order
};

// When a byte was last accessed: launch (one per Apply), then completion time, then position in that
// launch's list. Compared lexicographically; later is more recently used. Epoch 0: never accessed.
struct L2Stamp {
    uint32_t epoch = 0;
    uint32_t seq = 0;
    double done = 0.0;

    friend bool operator<(const L2Stamp& a, const L2Stamp& b)
    {
        if (a.epoch != b.epoch) {
            return a.epoch < b.epoch;
        }
        if (a.done != b.done) {
            return a.done < b.done;
        }
        return a.seq < b.seq;
    }
    friend bool operator==(const L2Stamp& a, const L2Stamp& b)
    {
        return a.epoch == b.epoch && a.done == b.done && a.seq == b.seq;
    }
    friend bool operator!=(const L2Stamp& a, const L2Stamp& b) { return !(a == b); }
};

// A resident GM range and its place in the eviction order: `queue` bytes leave L2 before byte lo does,
// and the range's later bytes follow lo one by one.
struct L2QueuedRange {
    uintptr_t lo;
    uintptr_t hi;
    uint64_t queue;
};

class L2Lru {
public:
    struct Seg {
        uintptr_t lo;
        uintptr_t hi;
        L2Stamp stamp;
    };

    void Reset(uint64_t capacity);
    enum class Way { kMerge, kSweep, kInOrder };
    // Applies one launch's accesses (any order: see L2Event::done); returns the way it took.
    Way Apply(const std::vector<L2Event>& events);
    // The same by the in-order way only (the reference the tests compare Apply with).
    void ApplyInOrder(const std::vector<L2Event>& events);

    // Disjoint, sorted by address; adjacent segments may share a stamp.
    const std::vector<Seg>& Segments() const { return segs_; }
    uint64_t Bytes() const { return total_; }
    // The resident bytes as disjoint sorted ranges, adjacent ones joined.
    std::vector<std::pair<uintptr_t, uintptr_t>> Ranges() const;
    // The resident bytes by address with their eviction-queue positions ((stamp, address) order, as the
    // in-order update evicts), adjacent ranges joined where the queue continues across them.
    std::vector<L2QueuedRange> QueueRanges() const { return QueueOf(segs_); }
    static std::vector<L2QueuedRange> QueueOf(const std::vector<Seg>& segs); // segs: as Segments()

private:
    struct Item {
        uintptr_t lo;
        uintptr_t hi;
        L2Stamp rank; // the access's stamp; a held segment's own stamp (older than every access)
        bool touch;   // false: removes the range
    };
    // The stamp of events[seq] in this launch (a launch's list has far fewer than 2^32 accesses).
    L2Stamp StampOf(const L2Event& e, size_t seq) const { return L2Stamp{epoch_, static_cast<uint32_t>(seq), e.done}; }
    struct ByAddress {
        bool operator()(const Item& a, const Item& b) const;
    };
    void InOrder(const std::vector<L2Event>& events);
    Way Overlay(const std::vector<L2Event>& events);
    void ItemsByAddress(const std::vector<L2Event>& events, std::vector<Item>& items);
    void SortedItems(const std::vector<L2Event>& events, std::vector<Item>& items);
    bool MergeDisjoint(const std::vector<Item>& items);
    void SweepBoundaries(std::vector<Item>& items);

    uint64_t capacity_ = 0;
    std::vector<Seg> segs_;
    uint64_t total_ = 0;
    uint32_t epoch_ = 0; // of the launch being applied; 1 for the first
    // Scratch kept from launch to launch (no allocation per launch).
    std::vector<Item> items_;
    std::vector<uint8_t> pileOf_;
    std::vector<Seg> merged_;
};

} // namespace ascsim::kern
