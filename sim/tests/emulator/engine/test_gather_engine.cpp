// The gather engines (engine/gather_engine.h) under both spellings: reached through C-API style __ubuf__
// pointers (UbOperand::FromUbPointer) they compute, bit for bit, what the Memory-API spellings
// (basic_api/memory_vector/vector_gather.h) compute through LocalTensors, for Gather (count and mask
// forms), Gatherb and GatherMask (built-in and user pattern); and a pointer destination that runs past
// the UB is a memcheck finding (the pointer's bounds: the whole UB).
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kN = 256;   // floats of the source
constexpr uint32_t kOut = 512; // floats of each output tile

class GatherEngineTest : public KernelTest {};

template <typename T>
GlobalTensor<T> Gm(GM_ADDR p, uint64_t n = kNegFloats)
{
    GlobalTensor<T> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(p), n);
    return g;
}

template <typename T>
UbOperand<T> Ptr(const LocalTensor<T>& t)
{
    return UbOperand<T>::FromUbPointer(t.GetPhyAddr());
}

// The offsets (y, as uint32_t): Gather's element byte offsets at [0, kN), Gatherb's DataBlock byte
// offsets at [kN, kN + 8), the user pattern of GatherMask at [kN + 8, kN + 10).
uint32_t GatherOffset(uint32_t i) { return ((i * 7u) % kN) * 4u; }
uint32_t GatherbOffset(uint32_t j) { return ((j * 5u + 3u) % 32u) * 32u; }
constexpr uint32_t kPattern = 0x9F3C0A51u;
constexpr uint32_t kOffExtra = 32; // uint32_t past Gather's offsets: Gatherb's and the pattern

// Where each result goes, in floats from the output tile.
constexpr uint32_t kCountAt = 0;     // Gather count form: 256
constexpr uint32_t kMaskAt = 256;    // Gather mask form, mask 40, 2 repeats, dstRepStride 8: 128
constexpr uint32_t kBlocksAt = 384;  // Gatherb, 1 repeat: 64
constexpr uint32_t kBuiltinAt = 448; // GatherMask pattern 3 over 1 repeat: 16
constexpr uint32_t kUserAt = 480;    // GatherMask user pattern over 1 repeat: popcount(kPattern) = 15

void BothSpellings(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (2 * kN + kOffExtra + 2 * kOut) * sizeof(float));
    LocalTensor<float> all = buf.Get<float>();
    LocalTensor<float> src = all, viaTensor = all[2 * kN + kOffExtra], viaPointer = all[2 * kN + kOffExtra + kOut];
    LocalTensor<uint32_t> off = all[kN].ReinterpretCast<uint32_t>();
    DataCopy(src, Gm<float>(x), kN);
    DataCopy(off, Gm<uint32_t>(y), kN + kOffExtra);
    Duplicate(viaTensor, 0.0f, kOut);
    Duplicate(viaPointer, 0.0f, kOut);
    KT_FLAG(MTE2_V);

    const SrcLoc here = SrcLoc::Here();
    Gather(viaTensor[kCountAt], src, off, 0, kN);
    detail::GatherCount<float>(here, Ptr(viaPointer[kCountAt]), Ptr(src), Ptr(off), 0, kN);

    Gather(viaTensor[kMaskAt], src, off, 0, static_cast<uint64_t>(40), 2, 8);
    detail::GatherRepeat<float>(here, detail::GatherPlan<float>(nullptr, 40, 2, here), Ptr(viaPointer[kMaskAt]),
                                Ptr(src), Ptr(off), 0, 8);

    const LocalTensor<uint32_t> blockOff = off[kN];
    Gatherb(viaTensor[kBlocksAt], src, blockOff, 1, GatherRepeatParams(1, 8));
    detail::GatherbRun<float>(here, Ptr(viaPointer[kBlocksAt]), Ptr(src), Ptr(blockOff), 1, 1, 8);

    const GatherMaskParams one(1, 1, 8, 0);
    uint64_t cntTensor = 0, cntPointer = 0;
    GatherMask(viaTensor[kBuiltinAt], src, static_cast<uint8_t>(3), false, 0, one, cntTensor);
    detail::GatherMaskRun<float, uint8_t>(here, Ptr(viaPointer[kBuiltinAt]), Ptr(src), nullptr, 3, false, 0,
                                          detail::GatherMaskStrides{1, 1, 8, 0}, cntPointer);

    const LocalTensor<uint32_t> pattern = off[kN + 8];
    const UbOperand<uint32_t> patternPtr = Ptr(pattern);
    GatherMask(viaTensor[kUserAt], src, pattern, false, 0, one, cntTensor);
    detail::GatherMaskRun<float, uint32_t>(here, Ptr(viaPointer[kUserAt]), Ptr(src), &patternPtr, 0, false, 0,
                                           detail::GatherMaskStrides{1, 1, 8, 0}, cntPointer);

    KT_FLAG(V_MTE3);
    DataCopy(Gm<float>(z), viaTensor, kOut);
    DataCopy(Gm<float>(z)[kOut], viaPointer, kOut);
}

TEST_F(GatherEngineTest, ThroughAPointerTheEnginesComputeWhatTheTensorSpellingsCompute)
{
    NegBuffers buffers;
    auto* y = buffers.y.as<uint32_t>();
    for (uint32_t i = 0; i < kN; ++i) {
        y[i] = GatherOffset(i);
    }
    for (uint32_t j = 0; j < 8; ++j) {
        y[kN + j] = GatherbOffset(j);
    }
    y[kN + 8] = kPattern;
    y[kN + 9] = 0;
    const LaunchOutcome out = Launch(&BothSpellings, 1, buffers.Args(), "gather_engine_both");
    ExpectClean(out);
    const float* x = buffers.x.as<float>();
    const float* z = buffers.z.as<float>();
    for (uint32_t i = 0; i < kOut; ++i) {
        ASSERT_EQ(FloatBits(z[kOut + i]), FloatBits(z[i])) << i;
    }
    for (uint32_t i = 0; i < kN; ++i) {
        EXPECT_EQ(FloatBits(z[kCountAt + i]), FloatBits(x[y[i] / 4])) << i;
    }
    for (uint32_t j = 0; j < 8; ++j) {
        for (uint32_t k = 0; k < 8; ++k) {
            EXPECT_EQ(FloatBits(z[kBlocksAt + 8 * j + k]), FloatBits(x[GatherbOffset(j) / 4 + k])) << j << " " << k;
        }
    }
    for (uint32_t k = 0; k < 16; ++k) {
        EXPECT_EQ(z[kBuiltinAt + k], x[4 * k]) << k; // pattern 3: every 4th element
    }
}

// A destination pointer in the last 64 bytes of the UB: 16 gathered floats fit (the twin), 32 run past it.
void PastTheUb(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2 * kN * sizeof(float));
    LocalTensor<float> src = buf.Get<float>();
    LocalTensor<uint32_t> off = buf.Get<float>()[kN].ReinterpretCast<uint32_t>();
    DataCopy(src, Gm<float>(x), kN);
    Duplicate(off, 0u, kN); // every lane gathers src[0]
    KT_FLAG(MTE2_V);
    auto* last = reinterpret_cast<float*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - 64);
    const uint32_t count = Broken() ? 32 : 16;
    KT_MARK(g_line);
    detail::GatherCount<float>(SrcLoc::Here(), UbOperand<float>::FromUbPointer(last), Ptr(src), Ptr(off), 0, count);
}
TEST_F(GatherEngineTest, PointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&PastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

} // namespace
