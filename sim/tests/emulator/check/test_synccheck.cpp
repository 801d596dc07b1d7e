// Negative-kernel suite, synccheck: pipe ordering on one core. Which pipe pairs need
// SetFlag/WaitFlag: docs/zh/api/SIMD-API/基础API/同步控制/核内同步/关键特性说明.md (V->V is ordered
// by hardware on 950; MTE2/MTE3 transfers with overlapping destinations need PipeBarrier,
// DataCopy（GM与UB连续数据搬运）.md 约束说明) and SetFlag-WaitFlag.md.
#include <cmath>
#include <vector>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class SynccheckTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// ---- RAW: V reads what MTE2 wrote -----------------------------------------------------------
void VReadsMte2WithoutFlag(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>(), u = b.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    if (!Broken()) {
        KT_FLAG(MTE2_V);
    }
    KT_MARK(g_line);
    Adds(u, t, 1.0f, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), u, 64);
}
TEST_F(SynccheckTest, VReadsTBufFilledByDataCopyWithoutMte2VFlag)
{
    ExpectBrokenAndTwin(&VReadsMte2WithoutFlag, "synccheck",
                        "RAW hazard on UB offset 0: V accesses a block written by MTE2", __FILE__);
}

// PipeBarrier<PIPE_ALL> orders everything as well.
void VReadsMte2AfterBarrierAll(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    if (!Broken()) {
        PipeBarrier<PIPE_ALL>();
    }
    KT_MARK(g_line);
    Muls(t, t, 3.0f, 64);
    PipeBarrier<PIPE_ALL>();
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(SynccheckTest, PipeBarrierAllOrdersEveryPipe)
{
    ExpectBrokenAndTwin(&VReadsMte2AfterBarrierAll, "synccheck", "V accesses a block written by MTE2", __FILE__);
}

// ---- RAW: MTE3 reads what V wrote ------------------------------------------------------------
void Mte3ReadsVWithoutFlag(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    Duplicate(t, 4.0f, 64);
    if (!Broken()) {
        KT_FLAG(V_MTE3);
    }
    KT_MARK(g_line);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(SynccheckTest, Mte3ReadsVResultWithoutVMte3Flag)
{
    ExpectBrokenAndTwin(&Mte3ReadsVWithoutFlag, "synccheck",
                        "RAW hazard on UB offset 0: MTE3 accesses a block written by V", __FILE__);
}

// ---- WAR: MTE2 overwrites what V still reads ------------------------------------------------
void Mte2OverwritesVSource(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>(), u = b.Get<float>();
    for (int tile = 0; tile < 2; ++tile) {
        if (tile == 1 && !Broken()) {
            KT_FLAG(V_MTE2); // the vector unit is done with t
        }
        if (tile == 1) {
            KT_MARK(g_line);
            DataCopy(t, Gm(x, 128)[64], 64);
        } else {
            DataCopy(t, Gm(x, 128), 64);
        }
        KT_FLAG(MTE2_V);
        Muls(u[tile * 64], t, 2.0f, 64);
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 128), u, 128);
}
TEST_F(SynccheckTest, Mte2OverwritesBufferVStillReads)
{
    ExpectBrokenAndTwin(&Mte2OverwritesVSource, "synccheck",
                        "WAR hazard on UB offset 0: MTE2 accesses a block read by V", __FILE__);
}

// ---- WAW: V writes what MTE2 is still writing --------------------------------------------------
void VOverwritesMte2(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    if (!Broken()) {
        KT_FLAG(MTE2_V);
    }
    KT_MARK(g_line);
    Duplicate(t, 1.0f, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(SynccheckTest, VOverwritesMte2DestinationWithoutFlag)
{
    ExpectBrokenAndTwin(&VOverwritesMte2, "synccheck", "WAW hazard", __FILE__);
}

// ---- S reads V results --------------------------------------------------------------------------
void ScalarReadsVWithoutFlag(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    Duplicate(t, 6.0f, 64);
    if (!Broken()) {
        KT_FLAG(V_S);
    }
    KT_MARK(g_line);
    const float v = t.GetValue(3);
    Gm(z, 1).SetValue(0, v);
}
TEST_F(SynccheckTest, ScalarGetValueOfVResultWithoutVSFlag)
{
    const ScopedAutoSync off(false); // --cce-auto-sync=off: the V_S flag is the program's job
    ExpectBrokenAndTwin(&ScalarReadsVWithoutFlag, "synccheck", "S accesses a block written by V", __FILE__);
}

// The reverse direction: V reads what the scalar unit stored.
void VReadsScalarStore(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    for (uint32_t i = 0; i < 64; ++i) {
        t.SetValue(i, 1.0f * i);
    }
    if (!Broken()) {
        KT_FLAG(S_V);
    }
    KT_MARK(g_line);
    Abs(t, t, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(SynccheckTest, VReadsScalarStoresWithoutSVFlag)
{
    const ScopedAutoSync off(false);
    ExpectBrokenAndTwin(&VReadsScalarStore, "synccheck", "V accesses a block written by S", __FILE__);
}

// ---- --cce-auto-sync=on (the default): bisheng's S<->V / S<->MTE2 / S<->MTE3 flags -------------------
// 同步控制/核内同步/关键特性说明.md, "开启cce-auto-sync编译选项自动同步": the compiler orders
// LocalTensor::GetValue / SetValue, GlobalTensor::GetValue, GetReduceRepeatSumSpr, GetMrgSortResult
// against V / MTE2 / MTE3 itself (表3), not V<->MTE2 / V<->MTE3 nor other scalar accesses (the
// scalar atomics). Each case: the values as hardware computes them with auto-sync on, and the same
// kernel a synccheck finding with --cce-auto-sync=off (ScopedAutoSync(false)).
std::vector<float> RunThreeBuffers(NegKernel fn, LaunchOutcome* outcome, uint32_t zFloats)
{
    NegBuffers buffers;
    g_broken = true; // the variants without hand-written flags
    g_line = 0;
    *outcome = Launch(fn, 1, buffers.Args(), "auto_sync_kernel");
    g_broken = false;
    return std::vector<float>(buffers.z.as<float>(), buffers.z.as<float>() + zFloats);
}

TEST_F(SynccheckTest, AutoSyncOrdersGetValueAfterVectorAndSetValueBeforeIt)
{
    // ScalarReadsVWithoutFlag: Duplicate 6 then GetValue(3) with no V_S flag; VReadsScalarStore:
    // SetValue(i, i) then Abs with no S_V flag.
    LaunchOutcome outcome;
    std::vector<float> z = RunThreeBuffers(&ScalarReadsVWithoutFlag, &outcome, 1);
    ExpectClean(outcome);
    EXPECT_EQ(z[0], 6.0f);
    z = RunThreeBuffers(&VReadsScalarStore, &outcome, 64);
    ExpectClean(outcome);
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(z[i], std::fabs(1.0f * static_cast<float>(i))) << i;
    }
}

// SetValue into a UB buffer, then DataCopy of it to GM (S -> MTE3), then GetValue of a buffer MTE2
// filled (MTE2 -> S) and GlobalTensor::GetValue of what MTE3 wrote (MTE3 -> S), none with a flag.
void ScalarAndDmaWithoutFlags(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>(), u = b.Get<float>();
    for (uint32_t i = 0; i < 8; ++i) {
        t.SetValue(i, 10.0f + static_cast<float>(i));
    }
    if (!Broken()) {
        KT_FLAG(S_MTE3);
    }
    KT_MARK(g_line);
    DataCopy(Gm(z, 8), t, 8);
    DataCopy(u, Gm(x, 64), 64);
    if (!Broken()) {
        KT_FLAG(MTE2_S);
    }
    const float fromUb = u.GetValue(5); // x[5] = 6
    if (!Broken()) {
        KT_FLAG(MTE3_S);
    }
    const float fromGm = Gm(z, 8).GetValue(2); // 12, stored by the DataCopy above
    Gm(z + 8 * sizeof(float), 2).SetValue(0, fromUb);
    Gm(z + 8 * sizeof(float), 2).SetValue(1, fromGm);
}
TEST_F(SynccheckTest, AutoSyncOrdersScalarAccessesAgainstMte2AndMte3)
{
    LaunchOutcome outcome;
    const std::vector<float> z = RunThreeBuffers(&ScalarAndDmaWithoutFlags, &outcome, 10);
    ExpectClean(outcome);
    for (uint32_t i = 0; i < 8; ++i) {
        EXPECT_EQ(z[i], 10.0f + static_cast<float>(i)) << i;
    }
    EXPECT_EQ(z[8], 6.0f);  // x[5] = 5 + 1
    EXPECT_EQ(z[9], 12.0f); // what the S -> MTE3 copy stored at z[2]
    const ScopedAutoSync off(false);
    ExpectBrokenAndTwin(&ScalarAndDmaWithoutFlags, "synccheck", "MTE3 accesses a block written by S", __FILE__);
}

// GlobalTensor::GetValue right after the DataCopy that wrote it: with auto-sync off the MTE3_S flag is
// missing (the finding names the read); on, bisheng's wait orders it.
void GmGetValueAfterMte3(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    Duplicate(t, 3.5f, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
    if (!Broken()) {
        KT_FLAG(MTE3_S);
    }
    KT_MARK(g_line);
    const float v = Gm(z, 64).GetValue(7);
    Gm(z + 64 * sizeof(float), 1).SetValue(0, v + 1.0f);
}
TEST_F(SynccheckTest, AutoSyncOrdersGlobalGetValueAfterMte3)
{
    LaunchOutcome outcome;
    const std::vector<float> z = RunThreeBuffers(&GmGetValueAfterMte3, &outcome, 65);
    ExpectClean(outcome);
    EXPECT_EQ(z[64], 4.5f);
    const ScopedAutoSync off(false);
    ExpectBrokenAndTwin(&GmGetValueAfterMte3, "synccheck", "S reads GM that an earlier MTE3 transfer writes", __FILE__);
}

// Not auto-synced (关键特性说明.md 使用约束: the scalar atomics are outside the list): AtomicAdd on GM an
// MTE3 transfer wrote still needs the MTE3_S flag with auto-sync on.
void AtomicAfterMte3(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    Duplicate(t, 1.0f, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
    if (!Broken()) {
        KT_FLAG(MTE3_S);
    }
    KT_MARK(g_line);
    AtomicAdd<float>(reinterpret_cast<__gm__ float*>(z), 2.0f);
}
TEST_F(SynccheckTest, AutoSyncLeavesScalarAtomicsAgainstMte3ToTheProgram)
{
    const ScopedAutoSync on(true);
    ExpectBrokenAndTwin(&AtomicAfterMte3, "synccheck", "S reads GM that an earlier MTE3 transfer writes", __FILE__);
}

// Not auto-synced either: V <-> MTE2 with static tensors (表3 has no V/MTE2 entry).
TEST_F(SynccheckTest, AutoSyncLeavesMte2ToVectorToTheProgram)
{
    const ScopedAutoSync on(true);
    ExpectBrokenAndTwin(&VReadsMte2WithoutFlag, "synccheck",
                        "RAW hazard on UB offset 0: V accesses a block written by MTE2", __FILE__);
}

// ---- flag protocol -------------------------------------------------------------------------------
void WaitWithoutSet(GM_ADDR, GM_ADDR, GM_ADDR)
{
    if (!Broken()) {
        SetFlag<HardEvent::MTE2_V>(EVENT_ID1);
    }
    KT_MARK(g_line);
    WaitFlag<HardEvent::MTE2_V>(EVENT_ID1);
}
TEST_F(SynccheckTest, WaitFlagWithNoSetFlag)
{
    ExpectBrokenAndTwin(&WaitWithoutSet, "synccheck",
                        "WaitFlag<MTE2_V>(1) with no matching SetFlag: the V pipe would wait forever", __FILE__);
}

void SetTwice(GM_ADDR, GM_ADDR, GM_ADDR)
{
    SetFlag<HardEvent::V_MTE3>(EVENT_ID2);
    if (!Broken()) {
        WaitFlag<HardEvent::V_MTE3>(EVENT_ID2);
    }
    KT_MARK(g_line);
    SetFlag<HardEvent::V_MTE3>(EVENT_ID2);
    WaitFlag<HardEvent::V_MTE3>(EVENT_ID2);
}
TEST_F(SynccheckTest, SetFlagSetTwice)
{
    ExpectBrokenAndTwin(&SetTwice, "synccheck", "SetFlag<V_MTE3>(2) while the same flag is still set", __FILE__);
}

void SetNeverWaited(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetFlag<HardEvent::MTE3_MTE2>(EVENT_ID3);
    if (!Broken()) {
        WaitFlag<HardEvent::MTE3_MTE2>(EVENT_ID3);
    }
}
TEST_F(SynccheckTest, SetFlagNeverWaitedFor)
{
    ExpectBrokenAndTwin(&SetNeverWaited, "synccheck",
                        "SetFlag<MTE3_MTE2>(3) never waited for before the kernel returned", __FILE__);
}

void EventIdOutOfRange(GM_ADDR, GM_ADDR, GM_ADDR)
{
    const int32_t id = Broken() ? 8 : 7;
    KT_MARK(g_line);
    SetFlag<HardEvent::S_MTE3>(id);
    WaitFlag<HardEvent::S_MTE3>(id);
}
TEST_F(SynccheckTest, EventIdOutsideRange)
{
    ExpectBrokenAndTwin(&EventIdOutOfRange, "synccheck", "event id 8 is outside EVENT_ID0..EVENT_ID7", __FILE__);
}

// Flags of one pair are consumed in order; several may be outstanding on different ids.
void FlagsInFlight(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>(), u = b.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
    DataCopy(u, Gm(x, 128)[64], 64);
    SetFlag<HardEvent::MTE2_V>(EVENT_ID1);
    WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
    Adds(t, t, 1.0f, 64); // t is ready
    if (!Broken()) {
        WaitFlag<HardEvent::MTE2_V>(EVENT_ID1);
    }
    KT_MARK(g_line);
    Add(t, t, u, 64); // u only after its own flag
    if (Broken()) {
        WaitFlag<HardEvent::MTE2_V>(EVENT_ID1);
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(SynccheckTest, EachTransferNeedsItsOwnFlag)
{
    ExpectBrokenAndTwin(&FlagsInFlight, "synccheck", "RAW hazard on UB offset 256", __FILE__);
}

// ---- same-pipe ordering ---------------------------------------------------------------------------
// Two MTE2 writes of one block with no barrier leave it holding whichever landed last: the finding
// is the read that would use it (at the MTE3 copy-out).
void TwoMte2WritesOverlap(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 128), 128);
    if (!Broken()) {
        PipeBarrier<PIPE_MTE2>();
    }
    DataCopy(t[64], Gm(y, 64), 64);
    KT_FLAG(MTE2_MTE3);
    KT_MARK(g_line);
    DataCopy(Gm(z, 128), t, 128);
}
TEST_F(SynccheckTest, TwoMte2WritesToOverlappingUbWithoutBarrier)
{
    ExpectBrokenAndTwin(&TwoMte2WritesOverlap, "synccheck",
                        "MTE3 reads UB offset 256, which MTE2 instructions #1 and #2 wrote with no "
                        "PipeBarrier<PIPE_MTE2> between them",
                        __FILE__);
}

// The same refills with nothing reading the block afterwards (a transfer benchmark): no result can
// depend on which landed last, so no finding; the part only the first wrote is read cleanly.
void Mte2RefillsNeverRead(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 128), 128);
    for (int i = 0; i < 3; ++i) {
        DataCopy(t[64], Gm(y, 64), 64);
    }
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(SynccheckTest, Mte2RefillsOfABlockNothingReadsAreNoFinding)
{
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&Mte2RefillsNeverRead, 1, buffers.Args()));
    EXPECT_EQ(buffers.z.Read<float>(64), buffers.x.Read<float>(64));
}

void TwoMte3WritesOverlap(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 128), 128);
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 128), t, 128);
    if (!Broken()) {
        PipeBarrier<PIPE_MTE3>();
    }
    KT_MARK(g_line);
    DataCopy(Gm(z, 128)[32], t, 64);
}
TEST_F(SynccheckTest, TwoMte3WritesToOverlappingGmWithoutBarrier)
{
    ExpectBrokenAndTwin(&TwoMte3WritesOverlap, "synccheck",
                        "two MTE3 transfers write overlapping GM with no PipeBarrier<PIPE_MTE3>", __FILE__);
}

void Mte2ReadsMte3Output(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>(), u = b.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t, 64); // z is a workspace written ...
    if (!Broken()) {
        KT_FLAG(MTE3_MTE2);
    }
    KT_MARK(g_line);
    DataCopy(u, Gm(z, 64), 64); // ... and read back
    KT_FLAG(MTE2_V);
    Adds(u, u, 1.0f, 64);
}
TEST_F(SynccheckTest, Mte2ReadsGmAnEarlierMte3WroteWithoutFlag)
{
    ExpectBrokenAndTwin(&Mte2ReadsMte3Output, "synccheck",
                        "MTE2 reads GM that an earlier MTE3 transfer writes, with no MTE3_MTE2 flag", __FILE__);
}

// V -> V needs nothing on 950 (hardware-ordered); the broken twin here is a DataCopy that skips
// the flag after a chain of V ops. (A VECOUT queue: the copy to GM must come from VECIN/VECOUT.)
void VChainThenCopy(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 64 * sizeof(float));
    LocalTensor<float> t = q.AllocTensor<float>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    Muls(t, t, 2.0f, 64);
    Adds(t, t, 1.0f, 64);
    Sqrt(t, t, 64);
    if (!Broken()) {
        KT_FLAG(V_MTE3);
    }
    KT_MARK(g_line);
    DataCopy(Gm(z, 64), t, 64);
    q.FreeTensor(t);
}
TEST_F(SynccheckTest, VToVIsOrderedByHardware)
{
    ExpectBrokenAndTwin(&VChainThenCopy, "synccheck", "MTE3 accesses a block written by V", __FILE__);
}

// ---- hazards on parts of a buffer ---------------------------------------------------------------
// Block histories are kept per 32-byte block (as runs of equal history): a transfer overlapping
// only part of what V read is reported at the first block V read, and only if it overlaps it.
int g_readAt = 0;    // first float V reads (16 floats = blocks g_readAt / 8, +1)
int g_rewriteAt = 0; // first float MTE2 rewrites (24 floats)
void PartialWar(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>(), u = b.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    Adds(u, t[g_readAt], 1.0f, 16);
    if (!Broken()) {
        KT_FLAG(V_MTE2);
    }
    PipeBarrier<PIPE_MTE2>();
    KT_MARK(g_line);
    DataCopy(t[g_rewriteAt], Gm(x, 64), 24);
}
TEST_F(SynccheckTest, WarOnPartOfABufferNamesTheFirstBlockRead)
{
    g_readAt = 16;    // blocks 2, 3
    g_rewriteAt = 24; // blocks 3, 4, 5
    ExpectBrokenAndTwin(&PartialWar, "synccheck", "WAR hazard on UB offset 96: MTE2 accesses a block read by V",
                        __FILE__);
    g_readAt = 32;   // blocks 4, 5
    g_rewriteAt = 0; // blocks 0, 1, 2
    NegBuffers b;
    g_broken = true;
    ExpectClean(Launch(&PartialWar, 1, b.Args())); // no overlap with what V read: no hazard
    g_rewriteAt = 16;                              // blocks 2, 3, 4
    ExpectBrokenAndTwin(&PartialWar, "synccheck", "WAR hazard on UB offset 128", __FILE__);
}

// ---- queue hand-offs carry the ordering ----------------------------------------------------------
// The VECIN DeQue is what orders V after MTE2 (TPipe-TQue框架编程范式, 反例2: without the DeQue no
// MTE2_V is inserted).
void MissingDeQue(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> qin;
    TQue<TPosition::VECOUT, 1> qout;
    pipe.InitBuffer(qin, 1, 64 * sizeof(float));
    pipe.InitBuffer(qout, 1, 64 * sizeof(float));
    LocalTensor<float> in = qin.AllocTensor<float>();
    DataCopy(in, Gm(x, 64), 64);
    qin.EnQue(in);
    LocalTensor<float> src = in;
    if (!Broken()) {
        src = qin.DeQue<float>();
    }
    LocalTensor<float> out = qout.AllocTensor<float>();
    KT_MARK(g_line);
    Muls(out, src, 0.5f, 64);
    qout.EnQue(out);
    if (Broken()) {
        src = qin.DeQue<float>();
    }
    qin.FreeTensor(src);
    out = qout.DeQue<float>();
    DataCopy(Gm(z, 64), out, 64);
    qout.FreeTensor(out);
}
TEST_F(SynccheckTest, VecinTensorUsedWithoutDeQue)
{
    ExpectBrokenAndTwin(&MissingDeQue, "synccheck", "RAW hazard on UB offset 0: V accesses a block written by MTE2",
                        __FILE__);
}

// The one-element scalar of the flexible-scalar Adds is read by the vector unit (a broadcast load in
// the dav_3510 impl), so an element MTE2 just wrote needs MTE2_V like any other V operand.
void FlexScalarWithoutMte2V(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b, o;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float));
    pipe.InitBuffer(o, 64 * sizeof(float));
    LocalTensor<float> ta = a.Get<float>(), tb = b.Get<float>(), to = o.Get<float>();
    DataCopy(ta, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    DataCopy(tb, Gm(y, 64), 64);
    if (!Broken()) {
        KT_FLAG(MTE2_V);
    }
    KT_MARK(g_line);
    Adds(to, ta, tb[2], 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), to, 64);
}

TEST_F(SynccheckTest, FlexibleScalarElementReadWithoutMte2V)
{
    ExpectBrokenAndTwin(&FlexScalarWithoutMte2V, "synccheck", "MTE2", __FILE__);
}

// Reusing a TPipe (Init.md): Destroy ends with PIPE_ALL, so the vector unit may overwrite UB that
// MTE2 filled before it; DestroyWithoutPipeAll does not order anything (DestroyWithoutPipeAll.md).
void ReusePipeAfterDestroy(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    DataCopy(a.Get<float>(), Gm(x, 64), 64);
    if (Broken()) {
        pipe.DestroyWithoutPipeAll();
    } else {
        pipe.Destroy();
    }
    pipe.Init();
    TBuf<TPosition::VECOUT> b; // the same UB bytes again
    pipe.InitBuffer(b, 64 * sizeof(float));
    LocalTensor<float> t = b.Get<float>();
    KT_MARK(g_line);
    Duplicate(t, 2.0f, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}

TEST_F(SynccheckTest, DestroyOrdersPipesDestroyWithoutPipeAllDoesNot)
{
    ExpectBrokenAndTwin(&ReusePipeAfterDestroy, "synccheck", "MTE2", __FILE__);
}

} // namespace
