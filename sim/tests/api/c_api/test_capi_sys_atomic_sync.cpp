// The C API's DMA atomic settings, asc_sync_mte2 / asc_sync_mte3, the sys_var getters and asc_store_dev
// (docs/zh/api/SIMD-API/C-API/simd_atomic/, sync/asc_sync_mte2.md, asc_sync_mte3.md, sys_var/,
// scalar_compute/asc_store_dev.md) in kernels on the emulator: atomic adds of four cores accumulate and
// max keeps the largest, against integer / float sums; each check with the kernel that makes it fire
// and its correct twin (ktest::ExpectBrokenAndTwin). UB comes from a TBuf (the C API's __ubuf__ arrays
// need the sim's bisheng, bisheng_built/).
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "c_api/asc_simd.h"
#include "kernel_test_util.h"

using namespace ktest;

namespace {

constexpr uint32_t kN = 64; // floats a core moves

class CApiSysAtomicSyncTest : public KernelTest {};

__ubuf__ float* UbFloats(AscendC::TPipe& pipe, AscendC::TBuf<AscendC::TPosition::VECCALC>& buf, uint32_t n)
{
    pipe.InitBuffer(buf, n * sizeof(float));
    return reinterpret_cast<__ubuf__ float*>(buf.Get<float>().GetPhyAddr());
}

// ---- the DMA atomic: every core adds x (scaled by its block index + 1) into z ------------------------
// Broken: no asc_set_atomic_add_float (four cores overwrite z: racecheck).
void AtomicAddKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)y;
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    __ubuf__ float* ub = UbFloats(pipe, buf, kN);
    auto* gx = reinterpret_cast<__gm__ float*>(x);
    auto* gz = reinterpret_cast<__gm__ float*>(z);
    asc_copy_gm2ub_align(ub, gx + asc_get_block_idx() * kN, kN * sizeof(float));
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    if (!Broken()) {
        asc_set_atomic_add_float();
    }
    KT_MARK(g_line);
    asc_copy_ub2gm_align(gz, ub, kN * sizeof(float));
    asc_sync();
    asc_set_atomic_none();
}

TEST_F(CApiSysAtomicSyncTest, AtomicAddsOfFourCoresAccumulate)
{
    NegBuffers b;
    for (uint32_t i = 0; i < kN; ++i) {
        b.z.as<float>()[i] = 100.0f + static_cast<float>(i);
    }
    g_broken = false;
    ExpectClean(Launch(&AtomicAddKernel, 4, b.Args(), "atomic_add"));
    for (uint32_t i = 0; i < kN; ++i) {
        float want = 100.0f + static_cast<float>(i); // x[k * 64 + i] = k * 64 + i + 1: small integers, exact
        for (uint32_t k = 0; k < 4; ++k) {
            want += static_cast<float>(k * kN + i + 1);
        }
        EXPECT_EQ(b.z.as<float>()[i], want) << i;
    }
}

TEST_F(CApiSysAtomicSyncTest, CoresOverwritingOneSliceWithoutTheAtomicRace)
{
    ExpectBrokenAndTwin(&AtomicAddKernel, "racecheck", "asc_copy_ub2gm_align", __FILE__, 4);
}

// int32_t max: z keeps the largest of the four cores' values. Broken: the atomic left set at return.
void AtomicMaxKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)x;
    auto* gy = reinterpret_cast<__gm__ int32_t*>(y);
    auto* gz = reinterpret_cast<__gm__ int32_t*>(z);
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    auto* ub = reinterpret_cast<__ubuf__ int32_t*>(UbFloats(pipe, buf, kN));
    asc_copy_gm2ub_align(ub, gy + asc_get_block_idx() * kN, kN * sizeof(int32_t));
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    KT_MARK(g_line);
    asc_set_atomic_max_int();
    asc_copy_ub2gm_align(gz, ub, kN * sizeof(int32_t));
    asc_sync();
    if (!Broken()) {
        asc_set_atomic_none();
    }
}

TEST_F(CApiSysAtomicSyncTest, AtomicMaxKeepsTheLargestOfFourCores)
{
    NegBuffers b;
    auto* y = reinterpret_cast<int32_t*>(b.y.get());
    auto* z = reinterpret_cast<int32_t*>(b.z.get());
    for (uint32_t k = 0; k < 4; ++k) {
        for (uint32_t i = 0; i < kN; ++i) {
            y[k * kN + i] = static_cast<int32_t>((i * 7 + k * 13) % 23) - 11;
        }
    }
    for (uint32_t i = 0; i < kN; ++i) {
        z[i] = i % 5 == 0 ? 5 : -100;
    }
    g_broken = false;
    ExpectClean(Launch(&AtomicMaxKernel, 4, b.Args(), "atomic_max"));
    for (uint32_t i = 0; i < kN; ++i) {
        int32_t want = i % 5 == 0 ? 5 : -100;
        for (uint32_t k = 0; k < 4; ++k) {
            want = std::max(want, static_cast<int32_t>((i * 7 + k * 13) % 23) - 11);
        }
        EXPECT_EQ(z[i], want) << i;
    }
}

TEST_F(CApiSysAtomicSyncTest, AnAtomicLeftSetAtReturnIsACtrlcheckFinding)
{
    ExpectBrokenAndTwin(&AtomicMaxKernel, "ctrlcheck", "CTRL", __FILE__, 4, false);
}

// ---- asc_sync_mte2 / asc_sync_mte3: every later instruction waits for the pipe -------------------
// GM -> UB, asc_sync_mte2, a vector add on it (V), V -> MTE3 flag, UB -> GM, asc_sync_mte3, and GM -> UB
// into the same UB again (its write after MTE3's read), asc_sync_mte2, UB -> GM through a flag.
// Broken (kind 2): no asc_sync_mte2 before the add; (kind 3): no asc_sync_mte3 before the refill. A
// finding ends the launch, so the mark last passed names the line.
template <int kind>
void SyncMteKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    __ubuf__ float* ub = UbFloats(pipe, buf, kN);
    AscendC::LocalTensor<float> t = buf.Get<float>();
    auto* gx = reinterpret_cast<__gm__ float*>(x);
    auto* gy = reinterpret_cast<__gm__ float*>(y);
    auto* gz = reinterpret_cast<__gm__ float*>(z);
    asc_copy_gm2ub_align(ub, gx, kN * sizeof(float));
    if (!(Broken() && kind == 2)) {
        asc_sync_mte2(0);
    }
    KT_MARK(g_line);
    AscendC::Adds(t, t, 1.0f, kN);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(gz, ub, kN * sizeof(float));
    if (!(Broken() && kind == 3)) {
        asc_sync_mte3(0);
    }
    KT_MARK(g_line);
    asc_copy_gm2ub_align(ub, gy, kN * sizeof(float));
    asc_sync_mte2(1);
    asc_copy_ub2gm_align(gz + kN, ub, kN * sizeof(float));
    asc_sync_mte3(1);
}

TEST_F(CApiSysAtomicSyncTest, SyncMte2AndMte3OrderTheLaterInstructions)
{
    NegBuffers b;
    g_broken = false;
    ExpectClean(Launch(&SyncMteKernel<2>, 1, b.Args(), "sync_mte"));
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(b.z.as<float>()[i], static_cast<float>(i + 1) + 1.0f) << i;
        EXPECT_EQ(b.z.as<float>()[kN + i], 0.5f * static_cast<float>(i + 1)) << i;
    }
}

TEST_F(CApiSysAtomicSyncTest, AVectorReadWithoutSyncMte2IsASynccheckFinding)
{
    ExpectBrokenAndTwin(&SyncMteKernel<2>, "synccheck", "Adds", __FILE__);
}

TEST_F(CApiSysAtomicSyncTest, ARefillWithoutSyncMte3IsASynccheckFinding)
{
    ExpectBrokenAndTwin(&SyncMteKernel<3>, "synccheck", "asc_copy_gm2ub_align", __FILE__);
}

// ---- sys_var getters and asc_store_dev -------------------------------------------------------------
// Each core stores (asc_store_dev) its core id, sub-block id / num, arch version, whether the program
// counter grew, whether asc_get_phy_buf_addr(256) is the TBuf's element 64, and the squeeze status after
// ClearSpr, into its row of 8 int64_t of z. Broken: asc_get_phy_buf_addr beyond the UB (memcheck).
void SysVarKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)x;
    (void)y;
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    __ubuf__ float* ub = UbFloats(pipe, buf, 128);
    auto* row = reinterpret_cast<__gm__ int64_t*>(z) + 8 * asc_get_block_idx();
    const int64_t pc0 = asc_get_program_counter();
    uint32_t version = 0;
    asc_get_arch_ver(version);
    asc_store_dev(row + 0, asc_get_core_id());
    asc_store_dev(row + 1, asc_get_sub_block_id());
    asc_store_dev(row + 2, asc_get_sub_block_num());
    asc_store_dev(row + 3, static_cast<int64_t>(version));
    asc_store_dev(row + 4, static_cast<int64_t>(asc_get_program_counter() > pc0));
    KT_MARK(g_line);
    const uint64_t at = asc_get_phy_buf_addr(Broken() ? 300 * 1024 : 256);
    asc_store_dev(row + 5, static_cast<int64_t>(at == reinterpret_cast<uintptr_t>(ub + 64)));
    AscendC::ClearSpr<AscendC::SpecialPurposeReg::AR>();
    asc_store_dev(row + 6, asc_get_squeeze_status());
    asc_store_dev(reinterpret_cast<__gm__ uint8_t*>(row + 7), static_cast<uint8_t>(0xA5));
    asc_icache_preload(reinterpret_cast<void*>(pc0), 32);
    asc_datacache_preload(reinterpret_cast<__gm__ uint64_t*>(row), 0);
    asc_store_dev(reinterpret_cast<__gm__ uint16_t*>(row + 7) + 1,
                  static_cast<uint16_t>(asc_get_icache_preload_status()));
}

TEST_F(CApiSysAtomicSyncTest, SysVarGettersAndStoreDev)
{
    NegBuffers b;
    std::memset(b.z.get(), 0xFF, 4 * 8 * sizeof(int64_t));
    g_broken = false;
    ExpectClean(Launch(&SysVarKernel, 4, b.Args(), "sys_var"));
    const auto* z = reinterpret_cast<const int64_t*>(b.z.get());
    for (int64_t k = 0; k < 4; ++k) {
        const int64_t* row = z + 8 * k;
        EXPECT_EQ(row[0], k); // block k on core k
        EXPECT_EQ(row[1], 0); // KERNEL_TYPE_AIV_ONLY: one vector core per AI Core
        EXPECT_EQ(row[2], 1);
        EXPECT_EQ(row[3], 0x351); // as GetArchVersion
        EXPECT_EQ(row[4], 1);
        EXPECT_EQ(row[5], 1);
        EXPECT_EQ(row[6], 0);
        // byte 0 0xA5 (uint8_t store), bytes 2..3 the status 0 (uint16_t store), the rest untouched
        EXPECT_EQ(static_cast<uint64_t>(row[7]), 0xFFFFFFFF0000FFA5ULL) << k;
    }
}

TEST_F(CApiSysAtomicSyncTest, APhyBufOffsetBeyondTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&SysVarKernel, "memcheck", "asc_get_phy_buf_addr", __FILE__, 4);
}

// ---- the loop registers: asc_set_gm2ub_loop_* / asc_set_ub2gm_loop_*, against an index reference ------
// GM -> UB: 2 x 2 iterations (GM strides 160 / 400, UB 128 / 288) of 2 rows of 64 bytes; UB -> GM: the
// same UB blocks to GM (UB strides 128 / 288, GM 256 / 600). Broken (kind 0): the GM -> UB sizes not
// reset to 1 before returning; (kind 1): a UB-side stride that is not 32-byte aligned.
template <int kind>
void LoopKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)y;
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    auto* ub = reinterpret_cast<__ubuf__ int8_t*>(UbFloats(pipe, buf, 1024 / sizeof(float)));
    auto* gx = reinterpret_cast<__gm__ int8_t*>(x);
    auto* gz = reinterpret_cast<__gm__ int8_t*>(z);
    asc_set_gm2ub_loop_size(2, 2);
    KT_MARK(g_line); // a finding ends the launch: kind 1 is reported here
    asc_set_gm2ub_loop1_stride(160, Broken() && kind == 1 ? 136 : 128);
    KT_MARK(g_line); // kind 0: the loop registers' last write while the loops were on
    asc_set_gm2ub_loop2_stride(400, 288);
    asc_copy_gm2ub_align(ub, gx, 2, 64, 0, 0, false, asc_load_l2_cache_mode::NORMAL_FIRST_VICTIM, 64, 64);
    if (!(Broken() && kind == 0)) {
        asc_set_gm2ub_loop_size(1, 1);
    }
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_set_ub2gm_loop1_stride(128, 256);
    asc_set_ub2gm_loop2_stride(288, 600);
    asc_set_ub2gm_loop_size(2, 2);
    asc_copy_ub2gm_align(gz, ub, 2, 64, asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 64, 64);
    asc_set_ub2gm_loop_size(1, 1);
    asc_copy_ub2gm_align(gz + 2048, ub, 64); // loops reset: one plain copy of the first 64 bytes
    asc_sync();
}

TEST_F(CApiSysAtomicSyncTest, LoopRegistersRepeatTheCopiesAsThePagesFigure)
{
    NegBuffers b;
    g_broken = false;
    ExpectClean(Launch(&LoopKernel<0>, 1, b.Args(), "loops"));
    const auto* x = reinterpret_cast<const int8_t*>(b.x.get());
    const auto* z = reinterpret_cast<const int8_t*>(b.z.get());
    std::vector<int> want(4096, 0); // z starts as 0.0f: zero bytes
    for (int j = 0; j < 2; ++j) {
        for (int i = 0; i < 2; ++i) {
            for (int r = 0; r < 2; ++r) {
                for (int k = 0; k < 64; ++k) {
                    want[i * 256 + j * 600 + r * 64 + k] = x[i * 160 + j * 400 + r * 64 + k];
                }
            }
        }
    }
    for (int k = 0; k < 64; ++k) {
        want[2048 + k] = x[k]; // UB byte k came from GM byte k (i = j = 0, row 0)
    }
    for (int n = 0; n < 4096; ++n) {
        EXPECT_EQ(z[n], want[n]) << n;
    }
}

TEST_F(CApiSysAtomicSyncTest, LoopSizesNotResetAtReturnAreAMemcheckFinding)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&LoopKernel<0>, "memcheck", "asc_set_gm2ub_loop_size(1, 1)", __FILE__);
    (void)r;
}

TEST_F(CApiSysAtomicSyncTest, AnUnalignedUbLoopStrideIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&LoopKernel<1>, "memcheck", "32-byte aligned", __FILE__);
}

// ---- asc_ndim_copy_gm2ub: the page's 2D padding example (constant and nearest) and a 2D transpose ----------
// half elements; three copies into UB blocks 128 bytes apart, each 54 halves moved out to z + 64 * k.
// Broken (kind 0): padding_mode true with no asc_set_ndim_pad_value; (kind 1): dst strides that make two
// positions coincide.
template <int kind>
void NdimKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)y;
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    auto* ub = reinterpret_cast<__ubuf__ half*>(UbFloats(pipe, buf, 96));
    auto* gx = reinterpret_cast<__gm__ half*>(x);
    auto* gz = reinterpret_cast<__gm__ half*>(z);
    const auto mode = asc_load_l2_cache_mode::NORMAL_FIRST_VICTIM;
    asc_set_ndim_loop0_stride(1, 1);
    asc_set_ndim_loop1_stride(6, 3);
    if (!(Broken() && kind == 0)) {
        asc_set_ndim_pad_value(half(88.0f));
    }
    asc_ndim_pad_count_config pads;
    pads.loop1_lp_count = 2;
    pads.loop1_rp_count = 3;
    asc_set_ndim_pad_count(pads);
    KT_MARK(g_line);
    asc_ndim_copy_gm2ub(ub, gx, 3, 4, 1, 1, 1, 2, 1, true, mode);
    asc_ndim_copy_gm2ub(ub + 64, gx, 3, 4, 1, 1, 1, 2, 1, false, mode);
    asc_ndim_pad_count_config none; // 0: no padding in dimensions 1..4
    asc_set_ndim_pad_count(none);
    asc_set_ndim_loop0_stride(Broken() && kind == 1 ? 2 : 1, 3); // element (i0, i1) of a 4 x 3 source at i0 * 3 + i1
    asc_set_ndim_loop1_stride(4, 1);                             // to i1 * 4 + i0
    KT_MARK(g_line);
    asc_ndim_copy_gm2ub(ub + 128, gx, 4, 3, 1, 1, 1, 0, 0, true, mode);
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    for (int k = 0; k < 3; ++k) {
        asc_copy_ub2gm_align(gz + 64 * k, ub + 64 * k, 1, 54 * sizeof(half),
                             asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 0, 0);
    }
    asc_sync();
}

TEST_F(CApiSysAtomicSyncTest, NdimCopyPadsAndTransposesAsThePagesFigures)
{
    NegBuffers b;
    g_broken = false;
    ExpectClean(Launch(&NdimKernel<0>, 1, b.Args(), "ndim"));
    const auto* x = reinterpret_cast<const uint16_t*>(b.x.get());
    const auto* z = reinterpret_cast<const uint16_t*>(b.z.get());
    const uint16_t pad = half(88.0f).bits();
    for (int r = 0; r < 9; ++r) {     // dimension 1: 2 + 4 + 3 rows
        for (int c = 0; c < 6; ++c) { // dimension 0: 2 + 3 + 1 columns, 6 apart
            const bool data = r >= 2 && r < 6 && c >= 2 && c < 5;
            const int rr = std::min(std::max(r - 2, 0), 3), cc = std::min(std::max(c - 2, 0), 2);
            EXPECT_EQ(z[r * 6 + c], data ? x[(r - 2) * 3 + (c - 2)] : pad) << r << " " << c;
            EXPECT_EQ(z[64 + r * 6 + c], x[rr * 3 + cc]) << r << " " << c; // nearest value
        }
    }
    for (int i0 = 0; i0 < 4; ++i0) {
        for (int i1 = 0; i1 < 3; ++i1) {
            EXPECT_EQ(z[128 + i1 * 4 + i0], x[i0 * 3 + i1]) << i0 << " " << i1;
        }
    }
}

TEST_F(CApiSysAtomicSyncTest, ConstantPaddingWithNoPadValueIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&NdimKernel<0>, "memcheck", "asc_set_ndim_pad_value", __FILE__);
}

TEST_F(CApiSysAtomicSyncTest, NdimPositionsThatCoincideAreAMemcheckFinding)
{
    ExpectBrokenAndTwin(&NdimKernel<1>, "memcheck", "land on destination element", __FILE__);
}

// ---- the inter-core flags: asc_sync_inter_arrive orders another core's asc_sync_inter_wait ------------------
// Block 0 moves x[0, 64) to z (MTE3) and arrives on flag 3 from PIPE_MTE3; block 1 waits on PIPE_MTE2 and
// moves what block 0 wrote to z + 64. Broken: block 0 does not arrive (block 1 would wait forever).
void InterFlagKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)y;
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
    __ubuf__ float* ub = UbFloats(pipe, buf, kN);
    auto* gx = reinterpret_cast<__gm__ float*>(x);
    auto* gz = reinterpret_cast<__gm__ float*>(z);
    if (asc_get_block_idx() == 0) {
        asc_copy_gm2ub_align(ub, gx, kN * sizeof(float));
        asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
        asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
        asc_copy_ub2gm_align(gz, ub, kN * sizeof(float));
        if (!Broken()) {
            asc_sync_inter_arrive(PIPE_MTE3, 3);
        }
    } else {
        KT_MARK(g_line);
        asc_sync_inter_wait(PIPE_MTE2, 3);
        asc_copy_gm2ub_align(ub, gz, kN * sizeof(float));
        asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
        asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
        asc_copy_ub2gm_align(gz + kN, ub, kN * sizeof(float));
    }
    asc_sync();
}

TEST_F(CApiSysAtomicSyncTest, InterArriveOrdersAnotherCoresWait)
{
    NegBuffers b;
    g_broken = false;
    ExpectClean(Launch(&InterFlagKernel, 2, b.Args(), "inter_flag"));
    for (uint32_t i = 0; i < 2 * kN; ++i) {
        EXPECT_EQ(b.z.as<float>()[i], static_cast<float>(i % kN + 1)) << i;
    }
}

TEST_F(CApiSysAtomicSyncTest, AnInterWaitNoCoreArrivesForIsADeadlock)
{
    ExpectBrokenAndTwin(&InterFlagKernel, "synccheck", "deadlock", __FILE__, 2);
}

// The group forms on one core (KERNEL_TYPE_AIV_ONLY: the group is the core): arrive then wait, each with its
// own counter. Broken: flag_id 16.
void GroupFlagKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)x;
    (void)y;
    (void)z;
    asc_sync_block_arrive(PIPE_S, 1);
    asc_sync_subblock_arrive(PIPE_S, 1);
    asc_sync_block_wait(PIPE_S, 1);
    asc_sync_subblock_wait(PIPE_S, 1);
    KT_MARK(g_line);
    asc_sync_block_arrive(PIPE_S, Broken() ? 16 : 15);
    asc_sync_block_wait(PIPE_S, 15);
}

TEST_F(CApiSysAtomicSyncTest, AGroupFlagIdOutsideZeroToFifteenIsASynccheckFinding)
{
    ExpectBrokenAndTwin(&GroupFlagKernel, "synccheck", "outside [0, 15]", __FILE__, 4);
}

// A 16th arrival the 4-bit counter cannot hold (同一flag_id的计数器最多设置15次), and an NDDMA dst stride of
// 2^20 (asc_set_ndim_loop_stride.md: [0, 2^20 - 1]); the twins stay at the limits.
void CounterAndStrideLimitKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    (void)x;
    (void)y;
    (void)z;
    for (int i = 0; i < 15; ++i) {
        asc_sync_subblock_arrive(PIPE_S, 2);
    }
    if (Broken() && asc_get_block_num() == 1) { // the one-core launch breaks the counter
        KT_MARK(g_line);
        asc_sync_subblock_arrive(PIPE_S, 2);
    }
    for (int i = 0; i < 15; ++i) {
        asc_sync_subblock_wait(PIPE_S, 2);
    }
    KT_MARK(g_line);
    asc_set_ndim_loop1_stride((uint64_t{1} << 20) - (Broken() && asc_get_block_num() == 2 ? 0 : 1),
                              0); // two cores: the stride
}

TEST_F(CApiSysAtomicSyncTest, ASixteenthPendingArrivalIsASynccheckFinding)
{
    ExpectBrokenAndTwin(&CounterAndStrideLimitKernel, "synccheck", "15 arrivals", __FILE__, 1);
}

TEST_F(CApiSysAtomicSyncTest, AnNdimDstStrideOf2To20IsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&CounterAndStrideLimitKernel, "memcheck", "asc_set_ndim_loop1_stride", __FILE__, 2);
}

} // namespace
