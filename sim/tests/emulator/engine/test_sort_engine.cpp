// The sort engines (engine/sort_engine.h) under both spellings: reached through C-API style __ubuf__
// pointers (UbOperand::FromUbPointer) they compute, bit for bit, what the Memory-API spellings
// (basic_api/memory_vector/vector_sort.h) compute through LocalTensors, for Sort32, MrgSort and Extract;
// and a pointer destination that runs past the UB is a memcheck finding (the pointer's bounds: the
// whole UB).
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kN = 64; // scores: 2 Sort32 repeats

class SortEngineTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n = kNegFloats)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

template <typename T>
UbOperand<T> Ptr(const LocalTensor<T>& t)
{
    return UbOperand<T>::FromUbPointer(t.GetPhyAddr());
}

// The tile, in floats: the scores, their indices, Sort32's proposals (tensor, pointer), then the results
// copied out: MrgSort's (tensor, pointer), Extract's values and indices (tensor, pointer).
constexpr uint32_t kIdx = kN;
constexpr uint32_t kSortedT = 2 * kN, kSortedP = 4 * kN;
constexpr uint32_t kOut = 6 * kN;
constexpr uint32_t kMergedT = 0, kMergedP = 2 * kN, kValT = 4 * kN, kValP = 5 * kN, kIdxT = 6 * kN, kIdxP = 7 * kN;
constexpr uint32_t kOutLen = 8 * kN;

void BothSpellings(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (kOut + kOutLen) * sizeof(float));
    LocalTensor<float> all = buf.Get<float>();
    LocalTensor<float> scores = all;
    LocalTensor<int32_t> idx = all[kIdx].ReinterpretCast<int32_t>();
    DataCopy(scores, Gm(x), kN);
    CreateVecIndex(idx, 0, kN);
    KT_FLAG(MTE2_V);
    const LocalTensor<uint32_t> index = idx.ReinterpretCast<uint32_t>();
    const LocalTensor<float> sortedT = all[kSortedT], sortedP = all[kSortedP], out = all[kOut];
    const SrcLoc here = SrcLoc::Here();

    Sort32(sortedT, scores, index, 2);
    detail::Sort32Run<float>(here, Ptr(sortedP), Ptr(scores), Ptr(index), 2);

    const uint16_t lengths[4] = {32, 32, 0, 0};
    MrgSort(out[kMergedT], MrgSortSrcList<float>(sortedT, sortedT[kN], sortedT, sortedT),
            MrgSort4Info(lengths, false, 3, 1));
    const UbOperand<float> q1 = Ptr(sortedP), q2 = Ptr(sortedP[kN]);
    detail::MrgSortRun<float>(here, Ptr(out[kMergedP]), {&q1, &q2, &q1, &q1},
                              detail::MrgSortGeom{{32, 32, 0, 0}, false, 3, 1});

    Extract(out[kValT], out[kIdxT].ReinterpretCast<uint32_t>(), out[kMergedT], 2);
    detail::ExtractRun<float>(here, Ptr(out[kValP]), Ptr(out[kIdxP].ReinterpretCast<uint32_t>()), Ptr(out[kMergedP]),
                              2);

    KT_FLAG(V_MTE3);
    DataCopy(Gm(z), out, kOutLen);
}

TEST_F(SortEngineTest, ThroughAPointerTheEnginesComputeWhatTheTensorSpellingsCompute)
{
    NegBuffers buffers;
    const LaunchOutcome out = Launch(&BothSpellings, 1, buffers.Args(), "sort_engine_both");
    ExpectClean(out);
    const float* z = buffers.z.as<float>();
    for (uint32_t i = 0; i < 2 * kN; ++i) {
        ASSERT_EQ(FloatBits(z[kMergedP + i]), FloatBits(z[kMergedT + i])) << i;
    }
    for (uint32_t i = 0; i < kN; ++i) {
        ASSERT_EQ(FloatBits(z[kValP + i]), FloatBits(z[kValT + i])) << i;
        ASSERT_EQ(FloatBits(z[kIdxP + i]), FloatBits(z[kIdxT + i])) << i;
        // x = 1, 2, 3, ...: descending, each score with its own index
        EXPECT_EQ(z[kValT + i], static_cast<float>(kN - i)) << i;
        EXPECT_EQ(FloatBits(z[kIdxT + i]), kN - 1 - i) << i;
    }
}

// Extract's value destination as a pointer to the last 128 bytes of the UB: one repeat (32 floats) fits
// (the twin), two run past the UB.
void PastTheUb(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 3 * kN * sizeof(float));
    LocalTensor<float> sorted = buf.Get<float>();
    LocalTensor<uint32_t> idx = sorted[2 * kN].ReinterpretCast<uint32_t>();
    Duplicate(sorted, 1.0f, 2 * kN);
    auto* last = reinterpret_cast<float*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - 128);
    const int32_t repeats = Broken() ? 2 : 1;
    KT_MARK(g_line);
    detail::ExtractRun<float>(SrcLoc::Here(), UbOperand<float>::FromUbPointer(last), Ptr(idx), Ptr(sorted), repeats);
}
TEST_F(SortEngineTest, PointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&PastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

} // namespace
