// L2 contents carried from launch to launch: in-order LRU and its one-sweep equivalent (l2_lru.h).
#include "timing/l2_lru.h"

#include <algorithm>
#include <map>
#include <queue>
#include <set>

namespace ascsim::kern {

namespace {

// The in-order LRU: segments by address and by (stamp, begin).
class TreeLru {
public:
    TreeLru(const std::vector<L2Lru::Seg>& segs, uint64_t capacity) : capacity_(capacity)
    {
        for (const L2Lru::Seg& s : segs) {
            Add(s.lo, s.hi, s.stamp);
        }
    }

    // A NORMAL-mode access: the range becomes the most recently used; the least recently used bytes
    // leave until the contents fit the capacity again.
    void Touch(uintptr_t lo, uintptr_t hi, const L2Stamp& stamp)
    {
        Remove(lo, hi);
        if (capacity_ == 0 || hi <= lo) {
            return;
        }
        Add(lo, hi, stamp);
        while (total_ > capacity_) {
            const uintptr_t b = lru_.begin()->second;
            const Node s = segs_.at(b);
            const uint64_t excess = total_ - capacity_;
            Drop(b);
            if (s.end - b > excess) {
                Add(b + excess, s.end, s.stamp); // the older front of the range leaves first (assumed)
            }
        }
    }

    // Removes [lo, hi) (a CACHE_MODE_DISABLE write: assumed to invalidate what L2 held of it).
    void Remove(uintptr_t lo, uintptr_t hi)
    {
        auto it = segs_.lower_bound(lo);
        if (it != segs_.begin() && std::prev(it)->second.end > lo) {
            --it;
        }
        while (it != segs_.end() && it->first < hi) {
            const uintptr_t b = it->first;
            const Node s = it->second;
            ++it;
            Drop(b);
            if (b < lo) {
                Add(b, lo, s.stamp);
            }
            if (s.end > hi) {
                Add(hi, s.end, s.stamp);
                break;
            }
        }
    }

    std::vector<L2Lru::Seg> Segments() const
    {
        std::vector<L2Lru::Seg> out;
        out.reserve(segs_.size());
        for (const auto& kv : segs_) {
            out.push_back(L2Lru::Seg{kv.first, kv.second.end, kv.second.stamp});
        }
        return out;
    }
    uint64_t Bytes() const { return total_; }

private:
    struct Node {
        uintptr_t end;
        L2Stamp stamp;
    };
    void Add(uintptr_t b, uintptr_t e, const L2Stamp& stamp)
    {
        segs_[b] = Node{e, stamp};
        lru_.emplace(stamp, b);
        total_ += e - b;
    }
    void Drop(uintptr_t b)
    {
        const auto it = segs_.find(b);
        lru_.erase({it->second.stamp, b});
        total_ -= it->second.end - b;
        segs_.erase(it);
    }

    uint64_t capacity_;
    std::map<uintptr_t, Node> segs_;
    std::set<std::pair<L2Stamp, uintptr_t>> lru_; // (stamp, begin), oldest first
    uint64_t total_ = 0;
};

} // namespace

void L2Lru::Reset(uint64_t capacity)
{
    capacity_ = capacity;
    segs_.clear();
    total_ = 0;
}

L2Lru::Way L2Lru::Apply(const std::vector<L2Event>& events)
{
    ++epoch_;
    uint64_t touched = 0;
    for (const L2Event& e : events) {
        if (e.touch && e.hi > e.lo) {
            touched += e.hi - e.lo;
        }
    }
    // In order, the contents never exceed what is held now plus every byte touched: if that fits, no
    // access evicts anything, and each byte's final state is its latest access's.
    if (capacity_ > 0 && total_ + touched > capacity_) {
        InOrder(events);
        return Way::kInOrder;
    }
    return Overlay(events);
}

void L2Lru::ApplyInOrder(const std::vector<L2Event>& events)
{
    ++epoch_;
    InOrder(events);
}

// Completion order (by done, ties in list order), then one access at a time.
void L2Lru::InOrder(const std::vector<L2Event>& events)
{
    std::vector<uint32_t> order(events.size());
    for (size_t k = 0; k < events.size(); ++k) {
        order[k] = static_cast<uint32_t>(k);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&events](uint32_t a, uint32_t b) { return events[a].done < events[b].done; });
    TreeLru tree(segs_, capacity_);
    for (const uint32_t k : order) {
        const L2Event& e = events[k];
        if (e.touch) {
            tree.Touch(e.lo, e.hi, StampOf(e, k));
        } else {
            tree.Remove(e.lo, e.hi);
        }
    }
    segs_ = tree.Segments();
    total_ = tree.Bytes();
}

bool L2Lru::ByAddress::operator()(const Item& a, const Item& b) const
{
    return a.lo != b.lo ? a.lo < b.lo : a.rank < b.rank;
}

// Without eviction each byte ends with the state its latest access gave it (held with that access's
// stamp, or removed), or keeps its old stamp when the launch did not access it.
L2Lru::Way L2Lru::Overlay(const std::vector<L2Event>& events)
{
    ItemsByAddress(events, items_);
    if (items_.empty() || MergeDisjoint(items_)) {
        return Way::kMerge;
    }
    SweepBoundaries(items_);
    return Way::kSweep;
}

namespace {

// Ascending piles of items (ItemsByAddress).
constexpr size_t kPiles = 8;
constexpr uint8_t kNoPile = 0xFF;
struct Pile {
    uintptr_t firstLo;
    uintptr_t lastLo;
    uintptr_t lastHi;
    size_t size;
};

// The pile an item at lo joins: the one it continues (lo == its last hi), else a new one, else the one
// whose last item starts closest below lo. kPiles when none can take it.
size_t ChoosePile(Pile* piles, size_t& n, uintptr_t lo)
{
    for (size_t p = 0; p < n; ++p) {
        if (piles[p].lastHi == lo) {
            return p;
        }
    }
    if (n < kPiles) {
        piles[n] = Pile{lo, lo, lo, 0};
        return n++;
    }
    size_t best = kPiles;
    for (size_t p = 0; p < n; ++p) {
        if (piles[p].lastLo < lo && (best == kPiles || piles[p].lastLo > piles[best].lastLo)) {
            best = p;
        }
    }
    return best;
}

} // namespace

// The launch's accesses as items sorted by address, without empty ranges (no stamp, as in InOrder) and
// without touches at capacity 0 (nothing held).
//
// The list is a few interleaved address streams, each ascending: per core, each operand's tiles in
// address order, and the next core's block of an operand usually starts where this core's ends. Dealt
// into at most kPiles piles of strictly increasing address and laid out by their first address, the
// items need merging only where piles interleave: a few linear passes instead of a sort. A list that
// needs more piles is sorted. The result is the same either way: ByAddress is a total order.
void L2Lru::ItemsByAddress(const std::vector<L2Event>& events, std::vector<Item>& items)
{
    Pile piles[kPiles];
    size_t n = 0;
    size_t count = 0;
    pileOf_.resize(events.size());
    uint8_t* const pileOf = pileOf_.data(); // locals: a byte store could alias the members
    const bool holdsNothing = capacity_ == 0;
    for (size_t k = 0; k < events.size(); ++k) {
        const L2Event& e = events[k];
        if (e.hi <= e.lo || (holdsNothing && e.touch)) {
            pileOf[k] = kNoPile;
            continue;
        }
        const size_t p = ChoosePile(piles, n, e.lo);
        if (p == kPiles) {
            SortedItems(events, items);
            return;
        }
        piles[p].lastLo = e.lo;
        piles[p].lastHi = e.hi;
        ++piles[p].size;
        pileOf[k] = static_cast<uint8_t>(p);
        ++count;
    }

    size_t order[kPiles]; // piles by first address (insertion sort: a few entries)
    for (size_t p = 0; p < n; ++p) {
        size_t q = p;
        for (; q > 0 && piles[order[q - 1]].firstLo > piles[p].firstLo; --q) {
            order[q] = order[q - 1];
        }
        order[q] = p;
    }
    size_t next[kPiles]; // where the next item of each pile goes
    size_t start = 0;
    for (size_t q = 0; q < n; ++q) {
        next[order[q]] = start;
        start += piles[order[q]].size;
    }
    items.resize(count); // no clear(): the kept items are overwritten, not value-initialised again
    for (size_t k = 0; k < events.size(); ++k) {
        const uint8_t p = pileOf[k];
        if (p != kNoPile) {
            const L2Event& e = events[k];
            items[next[p]++] = Item{e.lo, e.hi, StampOf(e, k), e.touch};
        }
    }
    // Each pile now ends at next[p]; merge it into the sorted prefix where they interleave.
    for (size_t q = 1; q < n; ++q) {
        const size_t end = next[order[q]];
        const size_t begin = end - piles[order[q]].size;
        if (ByAddress()(items[begin], items[begin - 1])) {
            std::inplace_merge(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(begin),
                               items.begin() + static_cast<std::ptrdiff_t>(end), ByAddress());
        }
    }
}

// ItemsByAddress for any list: std::sort.
void L2Lru::SortedItems(const std::vector<L2Event>& events, std::vector<Item>& items)
{
    items.clear();
    for (size_t k = 0; k < events.size(); ++k) {
        const L2Event& e = events[k];
        if (e.hi > e.lo && (capacity_ > 0 || !e.touch)) {
            items.push_back(Item{e.lo, e.hi, StampOf(e, k), e.touch});
        }
    }
    std::sort(items.begin(), items.end(), ByAddress());
}

namespace {

// Appends [lo, hi) with `stamp` to sorted disjoint segments, joining it to the last one when they touch
// and share the stamp.
inline void Emit(std::vector<L2Lru::Seg>& out, uint64_t& total, uintptr_t lo, uintptr_t hi, const L2Stamp& stamp)
{
    if (hi <= lo) {
        return;
    }
    if (!out.empty() && out.back().hi == lo && out.back().stamp == stamp) {
        out.back().hi = hi;
    } else {
        out.push_back(L2Lru::Seg{lo, hi, stamp});
    }
    total += hi - lo;
}

} // namespace

// The launch's accesses, sorted, merged with the held segments in one pass in address order: an access
// replaces whatever part of a held segment it covers. Returns false, changing nothing, as soon as two
// accesses overlap.
bool L2Lru::MergeDisjoint(const std::vector<Item>& items)
{
    std::vector<Seg>& out = merged_;
    out.clear();
    out.reserve(segs_.size() + 2 * items.size()); // an access adds one segment and may split one
    uint64_t total = 0;
    uintptr_t covered = 0;          // end of the last access
    const Seg* held = segs_.data(); // the first held segment not wholly before `covered`
    const Seg* const heldEnd = held + segs_.size();
    for (const Item& it : items) {
        if (it.lo < covered) {
            return false;
        }
        for (; held != heldEnd && held->lo < it.lo; ++held) { // held bytes between the accesses
            Emit(out, total, std::max(held->lo, covered), std::min(held->hi, it.lo), held->stamp);
            if (held->hi > it.lo) {
                break; // goes on under (and maybe past) this access
            }
        }
        if (it.touch) {
            Emit(out, total, it.lo, it.hi, it.rank);
        }
        covered = it.hi;
        while (held != heldEnd && held->hi <= covered) {
            ++held;
        }
    }
    for (; held != heldEnd; ++held) {
        Emit(out, total, std::max(held->lo, covered), held->hi, held->stamp);
    }
    segs_.swap(out);
    total_ = total;
    return true;
}

// Overlapping accesses: sweep the range boundaries in address order with the covering accesses in a
// max-heap by rank (later wins); held segments rank below every access of this launch.
void L2Lru::SweepBoundaries(std::vector<Item>& items)
{
    for (const Seg& s : segs_) {
        items.push_back(Item{s.lo, s.hi, s.stamp, true});
    }
    std::sort(items.begin(), items.end(), ByAddress());
    std::vector<uintptr_t> bounds;
    bounds.reserve(2 * items.size());
    for (const Item& it : items) {
        bounds.push_back(it.lo);
        bounds.push_back(it.hi);
    }
    std::sort(bounds.begin(), bounds.end());
    bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());

    const auto later = [&items](size_t a, size_t b) { return items[a].rank < items[b].rank; };
    std::priority_queue<size_t, std::vector<size_t>, decltype(later)> covering(later);
    std::vector<Seg> out;
    out.reserve(items.size());
    uint64_t total = 0;
    size_t next = 0;
    for (size_t b = 0; b + 1 < bounds.size(); ++b) {
        const uintptr_t pos = bounds[b];
        while (next < items.size() && items[next].lo == pos) {
            covering.push(next++);
        }
        while (!covering.empty() && items[covering.top()].hi <= pos) {
            covering.pop();
        }
        if (!covering.empty() && items[covering.top()].touch) {
            Emit(out, total, pos, bounds[b + 1], items[covering.top()].rank);
        }
    }
    segs_ = std::move(out);
    total_ = total;
}

std::vector<std::pair<uintptr_t, uintptr_t>> L2Lru::Ranges() const
{
    std::vector<std::pair<uintptr_t, uintptr_t>> ranges;
    for (const Seg& s : segs_) {
        if (!ranges.empty() && ranges.back().second == s.lo) {
            ranges.back().second = s.hi;
        } else {
            ranges.emplace_back(s.lo, s.hi);
        }
    }
    return ranges;
}

std::vector<L2QueuedRange> L2Lru::QueueOf(const std::vector<Seg>& segs)
{
    // segs is in address order: a stable sort by stamp gives the (stamp, address) eviction order.
    std::vector<uint32_t> order(segs.size());
    for (size_t k = 0; k < order.size(); ++k) {
        order[k] = static_cast<uint32_t>(k);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&segs](uint32_t a, uint32_t b) { return segs[a].stamp < segs[b].stamp; });
    std::vector<uint64_t> queue(segs.size());
    uint64_t before = 0;
    for (const uint32_t k : order) {
        queue[k] = before;
        before += segs[k].hi - segs[k].lo;
    }
    std::vector<L2QueuedRange> out;
    out.reserve(segs.size());
    for (size_t k = 0; k < segs.size(); ++k) {
        const Seg& s = segs[k];
        if (!out.empty() && out.back().hi == s.lo && out.back().queue + (out.back().hi - out.back().lo) == queue[k]) {
            out.back().hi = s.hi;
        } else {
            out.push_back(L2QueuedRange{s.lo, s.hi, queue[k]});
        }
    }
    return out;
}

} // namespace ascsim::kern
