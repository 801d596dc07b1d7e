// GroupBarrier<PipeMode> (docs/zh/api/SIMD-API/基础API/Cube分组管理（ISASI）/GroupBarrier/: 构造函数,
// Arrive, Wait-75, GetWorkspaceLen; include/basic_api/core_mng/roc/kernel_operator_group_barrier_intf.h).
//
// State where the SDK keeps it: the user's GM workspace (512-byte aligned, zeroed by the user) holds
// one 512-byte line per group member; in each, the first 32-bit word at offset 0 counts Arrive calls
// and the one at offset 64 counts Wait calls ("1 barrier for 1 64B"). Arrive / Wait add 1 to the word
// of every line with a DMA atomic add (the UB source: a 1 at the start of each of 50 32-byte blocks at
// the top of UB, written by the constructor, "UB空间末尾的1600B被占用"), after an S -> MTE3 hand-off;
// the atomic mode is set to int32_t add for the copy and to none afterwards, as the 3510
// implementation does. Wait(i) polls the arrive counter of line i (scalar reads after a cache clean)
// until every Arrive of the current round is in; Arrive of a later round polls the wait counter of
// its line until every Wait of the previous round is in. A failed poll blocks (cross_core.h).
// Ordering: the counter update is sent through MTE3, so it releases what MTE3 is ordered after; a
// poll is a scalar read, so it orders the scalar unit and the pipes later ordered after it.
// Docs-silent choices (stricter): arriveSizeIn / waitSizeIn must be in [1, GetBlockNum()] and the
// indices in range (the SDK asserts these in debug builds only); PipeMode::SCALAR_MODE is rejected
// ("仅支持MTE3_MODE"); a live TPipe is required (its event ids).
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/basic_api/sync/block_sync.h"
#include "ascendc_sim/core/ctrl_bits.h"

namespace AscendC {

enum class PipeMode : uint8_t { SCALAR_MODE = 0, MTE3_MODE = 1, MAX };

template <PipeMode pipeMode>
class GroupBarrier {
public:
    __aicore__ inline GroupBarrier(GM_ADDR groupWorkspace, uint32_t arriveSizeIn, uint32_t waitSizeIn,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
        : ws_(groupWorkspace), arriveSize_(arriveSizeIn), waitSize_(waitSizeIn)
    {
        using namespace ascsim::kern;
        const char* api = "GroupBarrier";
        XcoreBegin(api, loc, "GroupBarrier构造函数.md", false);
        if (SanitizerEnabled() && InsideKernel()) {
            if (pipeMode != PipeMode::MTE3_MODE) {
                // rule synccheck.group-barrier-args: GroupBarrier with a PipeMode other than MTE3_MODE or arrive / wait
                //     sizes outside [1, GetBlockNum()]
                //   doc: B/Cube分组管理（ISASI）/GroupBarrier/GroupBarrier构造函数.md (参数说明)
                Fail(Check::kSynccheck, api, "GroupBarrier only supports PipeMode::MTE3_MODE", loc);
            }
            const auto blocks = static_cast<uint32_t>(GetBlockNum());
            if (arriveSizeIn == 0 || waitSizeIn == 0 || arriveSizeIn > blocks || waitSizeIn > blocks) {
                // see rule synccheck.group-barrier-args
                Fail(Check::kSynccheck, api,
                     "arriveSizeIn " + std::to_string(arriveSizeIn) + " and waitSizeIn " + std::to_string(waitSizeIn) +
                         " must be in [1, GetBlockNum() = " + std::to_string(blocks) + "]",
                     loc);
            }
            if (reinterpret_cast<uintptr_t>(groupWorkspace) % kLineBytes != 0) {
                // The page leaves the alignment to the user ("用户自行管理这部分GlobalMemory，包括地址对齐"); a
                // pointer straight from aclrtMalloc is only promised 64 bytes
                // (runtime docs/zh/api_ref/11-01_device_memory_malloc_and_free.md, aclrtMalloc).
                // rule memcheck.group-barrier-align: a GroupBarrier workspace that is not 512-byte aligned
                //   doc: B/Cube分组管理（ISASI）/GroupBarrier/GroupBarrier构造函数.md (参数说明)
                Fail(Check::kMemcheck, api,
                     "groupWorkspace must be 512-byte aligned (GroupBarrier构造函数.md: the user aligns it; "
                     "aclrtMalloc only promises 64-byte alignment, 11-01_device_memory_malloc_and_free.md), "
                     "it is at " +
                         std::to_string(reinterpret_cast<uintptr_t>(groupWorkspace) % kLineBytes) +
                         " bytes past a 512-byte boundary",
                     loc, "GM", reinterpret_cast<uintptr_t>(groupWorkspace), 0);
            }
        }
        // The UB source of the counter updates: a 1 at the start of each of the top 50 blocks.
        if (InsideKernel()) {
            uint8_t* top = UbBase() + AscendC::GetUBSizeInBytes() - kUbBlocks * 32;
            for (uint32_t i = 0; i < kUbBlocks; ++i) {
                const uint64_t seq = Issue(Pipe::S, loc);
                AccessUb(Pipe::S, seq, top + i * 32, sizeof(int32_t), true, api, loc);
                const int32_t one = 1;
                std::memcpy(top + i * 32, &one, sizeof(one));
            }
        }
    }

    // Arrive(arriveIndex) (Arrive.md): this AIV of the Arrive group has finished its part.
    __aicore__ inline void Arrive(uint32_t arriveIndex, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        const char* api = "GroupBarrier::Arrive";
        XcoreApiScope scope(api, loc);
        XcoreBegin(api, loc, "Arrive.md", true);
        RequireIndex(arriveIndex, arriveSize_, "arriveIndex", "arriveSize", api, loc);
        XcoreSyncScope sync;
        XcoreLock lock;
        if (counter_ > 1) {
            // Every Wait of the previous round must be in before the next Arrive.
            PollUntil(lock, WaitWord(arriveIndex), (counter_ - 1) * waitSize_, true, api, loc,
                      "GroupBarrier::Arrive (round " + std::to_string(counter_) + ") waits until all " +
                          std::to_string(waitSize_) + " members of the Wait group passed the previous round");
        }
        Add(lock, 0, api);
        ++counter_;
        hasArrive_ = true;
    }

    // Wait(waitIndex) (Wait-75.md): blocks until every member of the Arrive group arrived this round.
    __aicore__ inline void Wait(uint32_t waitIndex, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
    {
        using namespace ascsim::kern;
        const char* api = "GroupBarrier::Wait";
        XcoreApiScope scope(api, loc);
        XcoreBegin(api, loc, "Wait-75.md", true);
        RequireIndex(waitIndex, waitSize_, "waitIndex", "waitSize", api, loc);
        XcoreSyncScope sync;
        XcoreLock lock;
        const uint32_t round = hasArrive_ ? counter_ - 1 : counter_;
        PollUntil(lock, ArriveWord(waitIndex), round * arriveSize_, false, api, loc,
                  "GroupBarrier::Wait (round " + std::to_string(round) + ") waits until all " +
                      std::to_string(arriveSize_) + " members of the Arrive group called Arrive");
        Add(lock, kWaitOffset, api);
        counter_ = hasArrive_ ? counter_ : counter_ + 1;
        hasArrive_ = false;
    }

    // GetWorkspaceLen.md: max(arriveSize, waitSize) lines of 512 bytes.
    __aicore__ inline uint64_t GetWorkspaceLen() const
    {
        return uint64_t{arriveSize_ > waitSize_ ? arriveSize_ : waitSize_} * kLineBytes;
    }

private:
    static constexpr uint32_t kLineBytes = 512; // per member (CACHE_LINE_LEN of the 3510 implementation)
    static constexpr uint32_t kWaitOffset = 64; // the wait counter of a line
    static constexpr uint32_t kUbBlocks = 50;   // 1600 bytes at the top of UB

    GM_ADDR ArriveWord(uint32_t i) const { return ws_ + uint64_t{i} * kLineBytes; }
    GM_ADDR WaitWord(uint32_t i) const { return ws_ + uint64_t{i} * kLineBytes + kWaitOffset; }

    void RequireIndex(uint32_t idx, uint32_t size, const char* what, const char* sizeName, const char* api,
                      ascsim::kern::SrcLoc loc) const
    {
        using namespace ascsim::kern;
        if (SanitizerEnabled() && idx >= size) {
            // rule synccheck.group-barrier-index: Arrive / Wait index outside the group's size
            //   doc: B/Cube分组管理（ISASI）/GroupBarrier/Arrive.md (参数说明)
            //   doc: B/Cube分组管理（ISASI）/GroupBarrier/Wait-75.md (参数说明)
            Fail(Check::kSynccheck, api,
                 std::string(what) + " " + std::to_string(idx) + " is outside [0, " + sizeName +
                     " - 1 = " + std::to_string(size - 1) + "]",
                 loc);
        }
    }

    // Scalar polls of a counter word (behind a DataCacheCleanAndInvalid) until it reaches `target`
    // (`exact`: equals it).
    void PollUntil(ascsim::kern::XcoreLock& lock, GM_ADDR word, uint32_t target, bool exact, const char* api,
                   ascsim::kern::SrcLoc loc, const std::string& what)
    {
        using namespace ascsim::kern;
        auto* p = reinterpret_cast<const uint32_t*>(word);
        auto readOnce = [&] {
            const uint64_t seq = Issue(Pipe::S);
            AccessGm(Pipe::S, seq, p, sizeof(uint32_t), false, nullptr, 0, api, loc);
            uint32_t v;
            std::memcpy(&v, p, sizeof(v));
            return std::pair<uint32_t, uint64_t>(v, seq);
        };
        auto ok = [exact, target](uint32_t v) { return exact ? v == target : v >= target; };
        auto r = readOnce();
        if (!ok(r.first)) {
            XcoreWaitUntil(
                lock,
                [p, exact, target] {
                    uint32_t v;
                    std::memcpy(&v, p, sizeof(v));
                    return exact ? v == target : v >= target;
                },
                api, loc, what);
            r = readOnce();
        }
        XcoreAcquire(lock, p, sizeof(uint32_t), static_cast<int>(Pipe::S), r.second);
    }

    // Adds 1 to the counter at `offset` of every line (DMA atomic int32_t add through MTE3).
    void Add(ascsim::kern::XcoreLock& lock, uint32_t offset, const char* api)
    {
        using namespace ascsim::kern;
        const auto num = arriveSize_ > waitSize_ ? arriveSize_ : waitSize_;
        auto& pipe = detail::xsync::RequireTPipe(api, SrcLoc::Here());
        detail::xsync::HandOff<HardEvent::S_MTE3>(pipe);
        const uint64_t before = CtrlValue();
        const uint64_t fields = ctrl::FieldMask(ctrl::kAtomicFirst, ctrl::kAtomicLast);
        CtrlWrite((before & ~fields) | (uint64_t{4} << ctrl::kAtomicFirst), api, SrcLoc::Here()); // int32_t add
        uint8_t* top = UbBase() + AscendC::GetUBSizeInBytes() - kUbBlocks * 32;
        const uint64_t seq = IssueDma(Pipe::MTE3, uint64_t{num} * 32,
                                      DmaGm{ws_ + offset, uint64_t{num - 1} * kLineBytes + 32, 1, api});
        for (uint32_t i = 0; i < num; ++i) {
            uint8_t* dst = ws_ + uint64_t{i} * kLineBytes + offset;
            // The copy moves whole 32-byte blocks; only the counter word of the source block was written
            // (the rest adds stale UB to the line's unused words on hardware), so only it is checked
            // and added.
            AccessUb(Pipe::MTE3, seq, top + i * 32, sizeof(int32_t), false, api, SrcLoc::Here());
            AccessGm(Pipe::MTE3, seq, dst, 32, true, nullptr, 0, api, SrcLoc::Here());
            GmStore(dst, top + i * 32, sizeof(int32_t));
        }
        CtrlWrite(before & ~fields, api, SrcLoc::Here()); // SetAtomicNone
        XcoreRelease(lock, ws_ + offset, 32, static_cast<int>(Pipe::MTE3), num, kLineBytes, true);
    }

    GM_ADDR ws_;
    uint32_t arriveSize_;
    uint32_t waitSize_;
    uint32_t counter_ = 1;
    bool hasArrive_ = false;
};

} // namespace AscendC
