// The reduction engines (engine/reduce_engine.h) under both spellings: reached through C-API style
// __ubuf__ pointers (UbOperand::FromUbPointer) they compute, bit for bit, what the Memory-API spellings
// (basic_api/memory_vector/vector_reduce.h) compute through LocalTensors, for the count form of ReduceSum,
// the mask form of ReduceMax with its index, ReduceRepeat, ReduceDataBlock and ReducePairElem; and a
// pointer destination that runs past the UB is a memcheck finding (the pointer's bounds: the whole UB).
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kN = 256; // floats of the source: 4 repeats of 64
constexpr uint32_t kOut = 256;

class ReduceEngineTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n = kNegFloats)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

UbOperand<float> Ptr(const LocalTensor<float>& t) { return UbOperand<float>::FromUbPointer(t.GetPhyAddr()); }

// Where each reduction's results go, in floats from the output tile.
constexpr uint32_t kSumAt = 0;        // ReduceSum count form: 1
constexpr uint32_t kMaxAt = 8;        // ReduceMax mask form with the index: 2
constexpr uint32_t kRepeatAt = 16;    // ReduceRepeat MAX, ORDER_VALUE_INDEX, 4 repeats: 8
constexpr uint32_t kDataBlockAt = 32; // ReduceDataBlock SUM, 4 repeats: 32
constexpr uint32_t kPairAt = 64;      // ReducePairElem, 4 repeats: 128

void BothSpellings(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (kN + kN + 2 * kOut) * sizeof(float));
    LocalTensor<float> all = buf.Get<float>();
    LocalTensor<float> src = all, tmp = all[kN], viaTensor = all[2 * kN], viaPointer = all[2 * kN + kOut];
    DataCopy(src, Gm(x), kN);
    Duplicate(viaTensor, 0.0f, kOut);
    Duplicate(viaPointer, 0.0f, kOut);
    KT_FLAG(MTE2_V);

    const SrcLoc here = SrcLoc::Here();
    // ReduceSum, count form (sharedTmpBuffer of kN floats)
    ReduceSum(viaTensor[kSumAt], src, tmp, static_cast<int32_t>(kN));
    detail::CountSum<float>(here, Ptr(viaPointer[kSumAt]), Ptr(src), Ptr(tmp), kN, static_cast<int32_t>(kN));
    // ReduceMax, continuous mask 48, 4 repeats, with the index
    ReduceMax(viaTensor[kMaxAt], src, tmp, 48, 4, 8, true);
    detail::WholeMaskForm<float>("ReduceMax", here, 1, Ptr(viaPointer[kMaxAt]), Ptr(src), Ptr(tmp), kN, nullptr, 48, 4,
                                 8, true);
    // ReduceRepeat MAX (value, index), full mask, 4 repeats
    ReduceRepeat<ReduceType::MAX, float, float>(viaTensor[kRepeatAt], src, 64, 4, 1, 1, 8);
    detail::RepeatReduceRepeat<ReduceType::MAX, float, float>(
        "ReduceRepeat", here, detail::PlanMask<float, true>(nullptr, 64, 4, "ReduceRepeat", here),
        Ptr(viaPointer[kRepeatAt]), Ptr(src), 1, 1, 8, ReduceOrder::ORDER_VALUE_INDEX);
    // ReduceDataBlock SUM, continuous mask 40 (the last 3 DataBlocks of each repeat partly or wholly off)
    ReduceDataBlock<ReduceType::SUM, float, float>(viaTensor[kDataBlockAt], src, 40, 4, 1, 1, 8);
    detail::RepeatReduceDataBlock<ReduceType::SUM, float>(
        here, detail::PlanMask<float, true>(nullptr, 40, 4, "ReduceDataBlock", here), Ptr(viaPointer[kDataBlockAt]),
        Ptr(src), 1, 1, 8);
    // ReducePairElem, full mask
    ReducePairElem<ReduceType::SUM, float, float>(viaTensor[kPairAt], src, 64, 4, 1, 1, 8);
    detail::RepeatReducePairElem<float>(here, detail::PlanMask<float, true>(nullptr, 64, 4, "ReducePairElem", here),
                                        Ptr(viaPointer[kPairAt]), Ptr(src), 1, 1, 8);

    KT_FLAG(V_MTE3);
    DataCopy(Gm(z), viaTensor, kOut);
    DataCopy(Gm(z)[kOut], viaPointer, kOut);
}

TEST_F(ReduceEngineTest, ThroughAPointerTheEnginesComputeWhatTheTensorSpellingsCompute)
{
    NegBuffers buffers;
    const LaunchOutcome out = Launch(&BothSpellings, 1, buffers.Args(), "reduce_engine_both");
    ExpectClean(out);
    const float* z = buffers.z.as<float>();
    for (uint32_t i = 0; i < kOut; ++i) {
        ASSERT_EQ(FloatBits(z[kOut + i]), FloatBits(z[i])) << i;
    }
    // x = 1, 2, 3, ...: independent references where they are exact
    EXPECT_EQ(z[kSumAt], 32896.0f);            // 1 + ... + 256
    EXPECT_EQ(z[kMaxAt], 240.0f);              // lane 47 of repeat 3
    EXPECT_EQ(FloatBits(z[kMaxAt + 1]), 239u); // its offset in src, as uint32_t bits
    for (uint32_t r = 0; r < 4; ++r) {
        EXPECT_EQ(z[kRepeatAt + 2 * r], static_cast<float>(64 * r + 64)) << r;
        EXPECT_EQ(FloatBits(z[kRepeatAt + 2 * r + 1]), 63u) << r;
        for (uint32_t j = 0; j < 32; ++j) {
            EXPECT_EQ(z[kPairAt + 32 * r + j], static_cast<float>(2 * (64 * r + 2 * j) + 3)) << r << " " << j;
        }
    }
}

// A destination pointer in the last 64 bytes of the UB: 2 repeats of 8 DataBlock sums fit (the twin),
// 4 run past the UB.
void PastTheUb(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, kN * sizeof(float));
    LocalTensor<float> src = buf.Get<float>();
    DataCopy(src, Gm(x), kN);
    KT_FLAG(MTE2_V);
    auto* last = reinterpret_cast<float*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - 64);
    const uint64_t repeats = Broken() ? 4 : 2;
    const SrcLoc here = SrcLoc::Here();
    const detail::RepPlan plan = detail::PlanMask<float, true>(nullptr, 64, repeats, "ReduceDataBlock", here);
    KT_MARK(g_line);
    detail::RepeatReduceDataBlock<ReduceType::SUM, float>(SrcLoc::Here(), plan, UbOperand<float>::FromUbPointer(last),
                                                          Ptr(src), 1, 1, 8);
}
TEST_F(ReduceEngineTest, PointerDestinationPastTheUbIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&PastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

} // namespace
