// The lane rule of test_reg_load_lanes_used.cpp for the instructions whose lanes are not all used:
// Compare / Compares (a lane the mask drops gives a 0 bit whatever its sources hold), Select (a lane
// takes src0 where the mask bit is 1, src1 where it is 0: Select.md) and a MERGING instruction (a lane
// the mask selects takes the sources, a dropped lane keeps the destination); and for the widening load
// DIST_UNPACK_B16 (source element j lands in register element 2j, a zero after it). Bytes of a loaded
// register that such an instruction does not use cannot reach a result, so their race with MTE2 is no
// hazard; each kernel's Broken() twin makes the racing lanes used and the synccheck fires.
#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;
namespace R = AscendC::Reg;

namespace {

class RegLanesUsedCmpSel : public KernelTest {};

// Elements per tile: a 64-lane float LoadAlign of the tile takes 16 floats of the next one; a 128-byte
// DIST_UNPACK_B16 load of int16_t takes 16 int16_t of it.
constexpr uint32_t kTile = 48;

template <typename T>
GlobalTensor<T> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<T> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(p), n);
    return g;
}

// Compare, then Select on the compare's mask: out[i] = A[i] > 0 ? 1 : 0 on the tile's lanes, 0 past
// it; every lane stored. Broken(): the compare runs under the full mask, so B's lanes decide bits.
__simd_vf__ inline void CompareVf(__ubuf__ float* out, __ubuf__ float* a)
{
    uint32_t n = Broken() ? 64 : kTile;
    R::MaskReg tile = R::UpdateMask<float>(n);
    R::MaskReg all = R::CreateMask<float>();
    R::MaskReg positive;
    R::RegTensor<float> r, zero, one, res;
    R::Duplicate(zero, 0.0f);
    R::Duplicate(one, 1.0f);
    KT_MARK(g_line);
    R::LoadAlign(r, a);
    R::Compares<float, CMPMODE::GT>(positive, r, 0.0f, tile);
    R::Select(res, one, zero, positive);
    R::StoreAlign(out, res, all);
}

// Select takes the loaded register only where the tile mask selects (src0) and zeros elsewhere
// (src1): out = A on the tile, 0 past it. Broken(): the loaded register is src1, so B's lanes are taken.
__simd_vf__ inline void SelectVf(__ubuf__ float* out, __ubuf__ float* a)
{
    uint32_t n = kTile;
    R::MaskReg tile = R::UpdateMask<float>(n);
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> r, zero, res;
    R::Duplicate(zero, 0.0f);
    KT_MARK(g_line);
    R::LoadAlign(r, a);
    if (Broken()) {
        R::Select(res, zero, r, tile);
    } else {
        R::Select(res, r, zero, tile);
    }
    R::StoreAlign(out, res, all);
}

// MERGING Add into a zeroed register under the tile mask: the dropped lanes keep their 0, the tile's
// lanes take A + A. Broken(): the loaded register is the destination, whose dropped (B) lanes are kept.
__simd_vf__ inline void MergingVf(__ubuf__ float* out, __ubuf__ float* a)
{
    uint32_t n = kTile;
    R::MaskReg tile = R::UpdateMask<float>(n);
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> r, res;
    R::Duplicate(res, 0.0f);
    KT_MARK(g_line);
    R::LoadAlign(r, a);
    if (Broken()) {
        R::Add<float, R::MaskMergeMode::MERGING>(r, r, r, tile);
        R::StoreAlign(out, r, all);
    } else {
        R::Add<float, R::MaskMergeMode::MERGING>(res, r, r, tile);
        R::StoreAlign(out, res, all);
    }
}

// A (MTE2, then MTE2 -> V); B, the tile behind A, filled by MTE2 with no order against V (a RAW on B's
// bytes if V uses them); one VL of results to z (V -> MTE3).
template <typename T, auto vf>
void Tiles(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    constexpr uint32_t kResults = 256 / sizeof(T);
    TPipe pipe;
    TBuf<TPosition::VECCALC> tiles, result;
    pipe.InitBuffer(tiles, 2 * kTile * sizeof(T) + 64); // a VL from B's start stays inside
    pipe.InitBuffer(result, kResults * sizeof(T));
    LocalTensor<T> a = tiles.Get<T>(), out = result.Get<T>();
    LocalTensor<T> b = a[kTile];
    DataCopy(a, Gm<T>(x, 2 * kTile), kTile);
    KT_FLAG(MTE2_V);
    DataCopy(b, Gm<T>(x, 2 * kTile)[kTile], kTile);
    asc_vf_call<vf>(out.GetPhyAddr(), a.GetPhyAddr());
    KT_FLAG(V_MTE3);
    DataCopy(Gm<T>(z, kResults), out, kResults);
}

// The clean run's 64 results against the host's: f(A[i]) on the tile, 0 past it.
template <auto vf, typename F>
void ExpectTileResults(F&& f)
{
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&Tiles<float, vf>, 1, buffers.Args()));
    const auto x = buffers.x.Read<float>(kTile);
    const auto z = buffers.z.Read<float>(64);
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(z[i], i < kTile ? f(x[i]) : 0.0f) << i;
    }
}

TEST_F(RegLanesUsedCmpSel, CompareUsesOnlyTheLanesItsMaskSelects)
{
    const LaunchOutcome bad = ExpectBrokenAndTwin(&Tiles<float, CompareVf>, "synccheck", "RAW hazard on UB offset ",
                                                  __FILE__);
    EXPECT_TRUE(Contains(bad.report, "V accesses a block written by MTE2")) << bad.report;
    ExpectTileResults<CompareVf>([](float v) { return v > 0.0f ? 1.0f : 0.0f; });
}

TEST_F(RegLanesUsedCmpSel, SelectUsesSrc0WhereTheMaskIsSetAndSrc1Elsewhere)
{
    ExpectBrokenAndTwin(&Tiles<float, SelectVf>, "synccheck", "RAW hazard on UB offset ", __FILE__);
    ExpectTileResults<SelectVf>([](float v) { return v; });
}

TEST_F(RegLanesUsedCmpSel, MergingUsesTheSourcesOnSelectedLanesAndTheDestinationOnDroppedOnes)
{
    ExpectBrokenAndTwin(&Tiles<float, MergingVf>, "synccheck", "RAW hazard on UB offset ", __FILE__);
    ExpectTileResults<MergingVf>([](float v) { return v + v; });
}

// DIST_UNPACK_B16 of int16_t: 64 source elements (128 bytes) from a 48-element tile, so 16 of them come
// from the tile behind it; element j lands in lane 2j. The tile's elements are lanes 0 .. 95; Broken()
// uses all 128 lanes, the next tile's 16 elements included.
__simd_vf__ inline void UnpackVf(__ubuf__ int16_t* out, __ubuf__ int16_t* a)
{
    uint32_t n = Broken() ? 128 : 2 * kTile;
    R::MaskReg lanes = R::UpdateMask<int16_t>(n);
    R::MaskReg all = R::CreateMask<int16_t>();
    R::RegTensor<int16_t> r, res;
    KT_MARK(g_line);
    R::LoadAlign<int16_t, R::LoadDist::DIST_UNPACK_B16>(r, a);
    R::Adds(res, r, static_cast<int16_t>(0), lanes);
    R::StoreAlign(out, res, all);
}

TEST_F(RegLanesUsedCmpSel, AnUnpackingLoadUsesTheSourceElementsOfTheLanesUsed)
{
    ExpectBrokenAndTwin(&Tiles<int16_t, UnpackVf>, "synccheck", "RAW hazard on UB offset ", __FILE__);
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&Tiles<int16_t, UnpackVf>, 1, buffers.Args()));
    const auto x = buffers.x.Read<int16_t>(kTile);
    const auto z = buffers.z.Read<int16_t>(128);
    for (uint32_t i = 0; i < 128; ++i) {
        const int16_t want = i < 2 * kTile && i % 2 == 0 ? x[i / 2] : 0; // odd lanes: the unpack's zeros
        EXPECT_EQ(z[i], want) << i;
    }
}

} // namespace
