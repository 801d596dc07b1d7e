// A LoadAlign reads a whole VL, but a lane no instruction uses cannot change a result: its bytes race
// with another pipe harmlessly (issue: "hazards judged by the lanes a mask selects", as initcheck
// judges never-written bytes). The synccheck declares a LoadAlign's bytes read only as a lane-wise
// instruction (under its mask) or a store (under its mask) uses them, any other instruction using all
// of them; bytes never used are never declared. The kernels: a 48-float tile A in UB with the next
// tile B right behind it, so LoadAlign(A) takes 16 floats of B; MTE2 fills B unsynchronised with V.
#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;
namespace R = AscendC::Reg;

namespace {

class RegLoadLanesUsed : public KernelTest {};

constexpr uint32_t kTile = 48; // floats: 192 bytes, so a 256-byte VL reaches 64 bytes into B

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// out[i] = A[i] + 1 for the tile's lanes (Broken(): for all 64 lanes, B's 16 included).
__simd_vf__ inline void AddOneVf(__ubuf__ float* out, __ubuf__ float* a)
{
    uint32_t n = Broken() ? 64 : kTile;
    R::MaskReg m = R::UpdateMask<float>(n);
    R::RegTensor<float> r;
    R::LoadAlign(r, a);
    R::Adds(r, r, 1.0f, m);
    R::StoreAlign(out, r, m);
}

// A (MTE2, then MTE2 -> V), the VF, the tile's result to z (V -> MTE3). B, the 48 floats behind A, is
// filled by MTE2 with no order against V: before the VF (RAW: V may read B while it is being written)
// or after it (WAR: MTE2 may overwrite B while V still reads it). The VF is marked where it may fail.
template <auto vf, bool fillBAfterVf>
void Tiles(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> tiles, result;
    pipe.InitBuffer(tiles, (2 * kTile + 16) * sizeof(float)); // a VL from B's start stays inside
    pipe.InitBuffer(result, 64 * sizeof(float));
    LocalTensor<float> a = tiles.Get<float>(), out = result.Get<float>();
    LocalTensor<float> b = a[kTile];
    DataCopy(a, Gm(x, 2 * kTile), kTile);
    KT_FLAG(MTE2_V);
    if (!fillBAfterVf) {
        DataCopy(b, Gm(x, 2 * kTile)[kTile], kTile);
    }
    asc_vf_call<vf>(out.GetPhyAddr(), a.GetPhyAddr());
    if (fillBAfterVf) {
        KT_MARK(g_line);
        DataCopy(b, Gm(x, 2 * kTile)[kTile], kTile);
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, kTile), out, kTile);
}

TEST_F(RegLoadLanesUsed, ARefillOfBytesOnlyUnusedLanesReadIsNoHazard)
{
    const LaunchOutcome bad = ExpectBrokenAndTwin(&Tiles<AddOneVf, true>, "synccheck", "WAR hazard on UB offset ",
                                                  __FILE__);
    EXPECT_TRUE(Contains(bad.report, "MTE2 accesses a block read by V")) << bad.report;
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&Tiles<AddOneVf, true>, 1, buffers.Args()));
    const auto x = buffers.x.Read<float>(kTile);
    const auto z = buffers.z.Read<float>(kTile);
    for (uint32_t i = 0; i < kTile; ++i) {
        EXPECT_EQ(z[i], x[i] + 1.0f) << i;
    }
}

// RAW: MTE2 is still filling B when V loads A; the finding, when B's lanes are used, names the load.
__simd_vf__ inline void AddOneMarkedVf(__ubuf__ float* out, __ubuf__ float* a)
{
    uint32_t n = Broken() ? 64 : kTile;
    R::MaskReg m = R::UpdateMask<float>(n);
    R::RegTensor<float> r;
    KT_MARK(g_line);
    R::LoadAlign(r, a);
    R::Adds(r, r, 1.0f, m);
    R::StoreAlign(out, r, m);
}

TEST_F(RegLoadLanesUsed, ALoadWhoseUsedLanesAreAllInTheTileDoesNotRaceTheFill)
{
    const LaunchOutcome bad = ExpectBrokenAndTwin(&Tiles<AddOneMarkedVf, false>, "synccheck",
                                                  "RAW hazard on UB offset ", __FILE__);
    EXPECT_TRUE(Contains(bad.report, "V accesses a block written by MTE2")) << bad.report;
}

// The bytes count when they are used, not when loaded: the Adds uses the tile's lanes of r; Broken()
// then stores r itself under the full mask, B's head included, so the finding comes, at the load's
// line. (A ZEROING Adds into r would have zeroed B's lanes: nothing of B would reach the store.) A
// register loaded and never used races in nothing.
__simd_vf__ inline void UsedLaterVf(__ubuf__ float* out, __ubuf__ float* a)
{
    uint32_t n = kTile;
    R::MaskReg tile = R::UpdateMask<float>(n);
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> r, s, unused;
    R::LoadAlign(unused, a + kTile); // B only, never used
    KT_MARK(g_line);
    R::LoadAlign(r, a);
    R::Adds(s, r, 1.0f, tile);
    if (Broken()) {
        R::StoreAlign(out, r, all);
    } else {
        R::StoreAlign(out, s, tile);
    }
}

TEST_F(RegLoadLanesUsed, BytesCountWhenALaterInstructionUsesThem)
{
    const LaunchOutcome bad = ExpectBrokenAndTwin(&Tiles<UsedLaterVf, false>, "synccheck", "RAW hazard on UB offset ",
                                                  __FILE__);
    EXPECT_TRUE(Contains(bad.report, "LoadAlign")) << bad.report;
}

} // namespace
