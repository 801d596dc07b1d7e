// Each core's scalar data cache as the cross-core protocols see it: lines dirty from scalar stores,
// DataCacheCleanAndInvalid (cache_ctrl.h; DataCacheCleanAndInvalid.md) cleaning and invalidating them,
// and the scalar load that misses on an invalidated line.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "ascendc_sim/core/cross_core.h"
#include "core/core_state.h"
#include "xcore/xcore.h"
#include "xcore/xcore_internal.h"

namespace ascsim::kern {

void XcoreNoteScalarStore(CoreState& core, uintptr_t begin, uintptr_t end)
{
    LaunchSync* l = core.xcore.launch;
    if (l == nullptr) {
        return;
    }
    XcoreLock lock;
    auto& d = core.xcore.dirtyLines;
    for (uintptr_t line = begin & ~uintptr_t(63); line < end; line += 64) {
        if (std::find(d.begin(), d.end(), line) == d.end()) {
            d.push_back(line);
        }
    }
}

bool XcoreCore::LineInvalid(uintptr_t line) const
{
    if (invalidAll) {
        return fetchedSinceAll.count(line) == 0;
    }
    return std::find(invalidLines.begin(), invalidLines.end(), line) != invalidLines.end();
}

void XcoreCore::Invalidate(uintptr_t line, bool entire)
{
    if (entire) {
        invalidAll = true;
        invalidLines.clear();
        fetchedSinceAll.clear();
    } else if (invalidAll) {
        fetchedSinceAll.erase(line);
    } else if (!LineInvalid(line)) {
        invalidLines.push_back(line);
    }
}

void XcoreCore::Fetched(uintptr_t line)
{
    if (invalidAll) {
        fetchedSinceAll.insert(line);
    } else {
        invalidLines.erase(std::remove(invalidLines.begin(), invalidLines.end(), line), invalidLines.end());
    }
}

void XcoreScalarMiss(XcoreLock& lock, CoreState& core, uint64_t seq, uintptr_t begin, uintptr_t end, const char* api,
                     SrcLoc loc)
{
    XcoreCore& x = core.xcore;
    LaunchSync* l = x.launch;
    for (uintptr_t line = begin & ~uintptr_t(63); line < end; line += 64) {
        if (!x.LineInvalid(line)) {
            continue;
        }
        struct Arg {
            LaunchSync* l;
            uintptr_t line;
            uint32_t self;
        } arg{l, line, x.self};
        XcoreWaitUntil(
            lock, [&arg] { return !arg.l->LineDirtyElsewhereLocked(arg.line, arg.self); }, api, loc,
            std::string(api) + " loads a cache line another core wrote with scalar stores and never cleaned "
                               "(DataCacheCleanAndInvalid with CACHELINE_OUT)");
        XcoreAcquire(lock, reinterpret_cast<const void*>(line), 64, static_cast<int>(Pipe::S), seq);
        x.Fetched(line);
    }
}

void XcoreDcci(const void* addr, bool entire, bool clean, const char* api, SrcLoc loc)
{
    CoreState* core = BoundCore();
    LaunchSync* l = LaunchOf(core);
    if (core == nullptr) {
        return;
    }
    NoteCrossCoreCall(*core, loc, api);
    if (l == nullptr) {
        return;
    }
    // A clean-and-invalidate in a loop is how a core polls a flag through the cache.
    XcorePoll(api, loc, reinterpret_cast<const void*>(reinterpret_cast<uintptr_t>(addr) & ~uintptr_t(63)));
    XcoreCore& x = core->xcore;
    const auto a = reinterpret_cast<uintptr_t>(addr);
    // SINGLE_CACHE_LINE: "只刷新传入地址所在的Cache Line，如果该地址非64B对齐，只会操作传入地址到64B对齐的部分".
    const uintptr_t lineBegin = entire ? 0 : a;
    const uintptr_t lineEnd = entire ? UINTPTR_MAX : (a & ~uintptr_t(63)) + 64;
    if (!entire && !x.InDcciLine(a)) {
        x.dcciLines.push_back(a & ~uintptr_t(63));
    }
    // The core's scalar accesses to the line so far were the cached side of the protocol.
    auto retag = [&](std::vector<GmInterval>& list) {
        for (GmInterval& iv : list) {
            if (iv.pipe == Pipe::S && iv.kind == kGmPlain && iv.begin < lineEnd && lineBegin < iv.end) {
                iv.kind = kGmSync;
            }
        }
    };
    retag(core->check.gmReads);
    retag(core->check.gmWrites);
    XcoreLock lock;
    const int s = static_cast<int>(Pipe::S);
    // Only a line this core wrote with scalar stores goes out (a clean of a clean line writes nothing,
    // and must not replace what the line's writer released).
    bool wroteBack = false;
    if (clean) {
        auto& d = x.dirtyLines;
        if (entire) {
            wroteBack = !d.empty();
            d.clear();
        } else {
            const auto it = std::remove(d.begin(), d.end(), a & ~uintptr_t(63));
            wroteBack = it != d.end();
            d.erase(it, d.end());
        }
    }
    if (wroteBack) {
        // Clean: the dirty line goes out to GM; what the scalar unit is ordered after goes with it.
        if (entire) {
            VClockPtr vc = ReleaseCore(*core, s);
            const SyncStamp stamp{std::move(vc), {NoteRelease(*core, s)}};
            for (const GmInterval& iv : core->check.gmWrites) {
                if (iv.pipe == Pipe::S) {
                    l->PublishLocked(*core, iv.begin, iv.end, stamp);
                }
            }
            l->NoteSyncWriteLocked();
        } else {
            XcoreRelease(lock, reinterpret_cast<const void*>(lineBegin), lineEnd - lineBegin, s);
        }
    }
    // Invalidate: the next scalar load of the line misses and fetches it from GM when it runs, with
    // what the line's cleans have released by then (XcoreScalarMiss). The invalidate itself orders
    // nothing and waits for nobody: another core's dirty copy of the line is that core's business
    // until a load of this one needs the line.
    x.Invalidate(a & ~uintptr_t(63), entire);
}

} // namespace ascsim::kern
