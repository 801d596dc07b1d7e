// Memory vector API, reductions (归约计算/ReduceRepeat.md, ReduceDataBlock.md, ReducePairElem.md,
// ReduceSum.md, ReduceMax.md, ReduceMin.md; 归约计算辅助配置接口/GetReduceRepeatSumSpr(ISASI).md).
// References are written from the pages: sums as the binary tree of adjacent pairs ("二叉树结构的成对累加")
// with every addition rounded to the accumulator type, so they match bit for bit; max / min with the
// smallest index among equal values. The shapes of reduce_repeat.asc, reduce_data_block.asc,
// reduce_pair_elem.asc, reduce_computation.asc and reduce.asc's Counter-mode loops are among the cases.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class ReduceApiTest : public KernelTest {};

// Tree sum of n lanes (n a power of two), each addition rounded to A.
template <class A>
A RefTree(std::vector<A> v)
{
    while (v.size() > 1) {
        std::vector<A> next(v.size() / 2);
        for (size_t i = 0; i < next.size(); ++i) {
            if constexpr (std::is_integral_v<A>) {
                next[i] = static_cast<A>(v[2 * i] + v[2 * i + 1]);
            } else {
                next[i] = A(static_cast<float>(D(v[2 * i]) + D(v[2 * i + 1])));
            }
        }
        v = next;
    }
    return v[0];
}

template <class T>
std::vector<T> Lanes(const std::vector<T>& src, size_t base, size_t n, size_t lanes)
{
    std::vector<T> v(lanes, T(0));
    for (size_t k = 0; k < n; ++k) {
        v[k] = src[base + k];
    }
    return v;
}

// ---- ReduceRepeat ---------------------------------------------------------------------------------------------
// reduce_repeat.asc: MAX ORDER_ONLY_VALUE (half, mask 128, 8 repeats), MIN with the default
// ORDER_VALUE_INDEX (half), SUM on float (32 repeats), and the unaligned rows of scenario 4 (57 of 64).
MEMAPI_OP(ReduceRepeatScenarios)
{
    ReduceRepeat<ReduceType::MAX, half>(As<half>(o), As<half>(a), 128, 8, 1, 1, 8, ReduceOrder::ORDER_ONLY_VALUE);
    ReduceRepeat<ReduceType::MIN, half>(As<half>(o)[64], As<half>(a), 128, 8, 1, 1, 8);
    ReduceRepeat<ReduceType::SUM, float>(As<float>(c), As<float>(b), 64, 32, 1, 1, 8);
    ReduceRepeat<ReduceType::SUM, float>(As<float>(c)[64], As<float>(b), 57, 13, 1, 1, 8);
}
TEST_F(ReduceApiTest, ReduceRepeatScenarios)
{
    Io io;
    auto ah = RandomVec<half>(kIoBytes / 2, -100, 100, 1);
    ah[3] = ah[77] = half(500.0f); // a tie for the max of repeat 0: index 3 wins
    ah[128 + 5] = ah[128 + 9] = half(-500.0f);
    Io::Put(io.a, ah);
    const auto bf = RandomVec<float>(kIoBytes / 4, -10, 10, 2);
    Io::Put(io.b, bf);
    ASSERT_TRUE(RunIo<ReduceRepeatScenarios>(io).ok);
    const auto oh = Io::View<half>(io.o);
    const auto ou = Io::View<uint16_t>(io.o);
    for (int r = 0; r < 8; ++r) {
        double mx = -1e9, mn = 1e9;
        int mnIdx = -1;
        for (int k = 0; k < 128; ++k) {
            const double v = D(ah[r * 128 + k]);
            mx = std::max(mx, v);
            if (v < mn) {
                mn = v;
                mnIdx = k;
            }
        }
        ASSERT_EQ(D(oh[r]), mx) << r;
        ASSERT_EQ(D(oh[64 + 2 * r]), mn) << r;
        ASSERT_EQ(ou[64 + 2 * r + 1], mnIdx) << r; // the index as uint16_t bits
    }
    EXPECT_EQ(ou[64 + 1 + 2], 5); // repeat 1: -500 at lanes 5 and 9 -> 5
    const auto cf = Io::View<float>(io.c);
    for (int r = 0; r < 32; ++r) {
        ASSERT_EQ(Bits(cf[r]), Bits(RefTree(Lanes(bf, r * 64, 64, 64)))) << r;
    }
    for (int r = 0; r < 13; ++r) {
        ASSERT_EQ(Bits(cf[64 + r]), Bits(RefTree(Lanes(bf, r * 64, 57, 64)))) << r;
    }
}

// int16_t -> int32_t SUM with a bit-wise mask and block strides; ORDER_INDEX_VALUE / ORDER_ONLY_INDEX
// (16-bit: a uint32_t index over two elements); dstRepStride 2.
MEMAPI_OP(ReduceRepeatOrders)
{
    uint64_t bits[2] = {0xFFFF0000FFFF0000ull, 0x00000000FFFFFFFFull};
    ReduceRepeat<ReduceType::SUM, int32_t>(As<int32_t>(o), As<int16_t>(a), bits, 3, 2, 2, 16);
    ReduceRepeat<ReduceType::MAX, float>(As<float>(c), As<float>(b), 64, 4, 1, 1, 8, ReduceOrder::ORDER_INDEX_VALUE);
    ReduceRepeat<ReduceType::MIN, half>(As<half>(c)[1024], As<half>(a), 100, 2, 1, 1, 8, ReduceOrder::ORDER_ONLY_INDEX);
}
TEST_F(ReduceApiTest, ReduceRepeatOrdersAndWidening)
{
    Io io;
    const auto a16 = RandomVec<int16_t>(kIoBytes / 2, -30000, 30000, 3);
    Io::Put(io.a, a16);
    const auto bf = RandomVec<float>(kIoBytes / 4, -10, 10, 4);
    Io::Put(io.b, bf);
    const auto ah = Io::View<half>(io.a);
    ASSERT_TRUE(RunIo<ReduceRepeatOrders>(io).ok);
    const auto oi = Io::View<int32_t>(io.o);
    const uint64_t m[2] = {0xFFFF0000FFFF0000ull, 0x00000000FFFFFFFFull};
    for (int r = 0; r < 3; ++r) {
        std::vector<int32_t> v(128, 0);
        for (int k = 0; k < 128; ++k) {
            if (MaskBit(m, k)) {
                v[k] = a16[At<int16_t>(k, r, 2, 16)];
            }
        }
        ASSERT_EQ(oi[r * 2], RefTree(v)) << r; // dstRepStride 2: slots 0, 2, 4
    }
    const auto cf = Io::View<float>(io.c);
    const auto cu = Io::View<uint32_t>(io.c);
    for (int r = 0; r < 4; ++r) {
        int best = 0;
        for (int k = 1; k < 64; ++k) {
            if (bf[r * 64 + k] > bf[r * 64 + best]) {
                best = k;
            }
        }
        ASSERT_EQ(cu[2 * r], static_cast<uint32_t>(best)) << r;
        ASSERT_EQ(cf[2 * r + 1], bf[r * 64 + best]) << r;
    }
    for (int r = 0; r < 2; ++r) {
        int best = 0;
        for (int k = 1; k < 100; ++k) {
            if (D(ah[r * 128 + k]) < D(ah[r * 128 + best])) {
                best = k;
            }
        }
        ASSERT_EQ(cu[512 + r], static_cast<uint32_t>(best)) << r; // half elements 1024 + 2 r = uint32_t 512 + r
    }
}

// reduce.asc Compute4: Counter mode, ReduceRepeat<SUM, float, float, false> repeated in place until one
// value is left (1000 floats -> 16 -> 1), then ResetMask / SetMaskNorm.
MEMAPI_OP(ReduceRepeatCounterLoop)
{
    SetMaskCount();
    uint32_t totalNum = 1000;
    LocalTensor<float> srcTmp = As<float>(b);
    LocalTensor<float> dstTmp = As<float>(o);
    while (totalNum > 1) {
        SetVectorMask<uint8_t, MaskMode::COUNTER>(0, totalNum);
        ReduceRepeat<ReduceType::SUM, float, float, false>(dstTmp, srcTmp, MASK_PLACEHOLDER, 1, 1, 1, 8);
        PipeBarrier<PIPE_V>();
        totalNum = (totalNum + 63) / 64;
        srcTmp = dstTmp;
    }
    ResetMask();
    SetMaskNorm();
}
TEST_F(ReduceApiTest, CounterModeLoopInPlace)
{
    Io io;
    const auto bf = RandomVec<float>(kIoBytes / 4, -1, 1, 5);
    Io::Put(io.b, bf);
    ASSERT_TRUE(RunIo<ReduceRepeatCounterLoop>(io).ok);
    std::vector<float> level(bf.begin(), bf.begin() + 1000);
    while (level.size() > 1) {
        std::vector<float> next((level.size() + 63) / 64);
        for (size_t v = 0; v < next.size(); ++v) {
            next[v] = RefTree(Lanes(level, v * 64, std::min<size_t>(64, level.size() - v * 64), 64));
        }
        level = next;
    }
    EXPECT_EQ(Bits(Io::View<float>(io.o)[0]), Bits(level[0]));
}

// ---- ReduceDataBlock / ReducePairElem ------------------------------------------------------------------------------
// reduce_data_block.asc scenarios 1-3; a partial mask (20 floats: blocks 3..7 get the defaults).
MEMAPI_OP(DataBlockScenarios)
{
    ReduceDataBlock<ReduceType::MAX, half>(As<half>(o), As<half>(a), 128, 2, 1, 1, 8);
    ReduceDataBlock<ReduceType::MIN, half>(As<half>(o)[64], As<half>(a), 128, 4, 1, 1, 8);
    ReduceDataBlock<ReduceType::SUM, float>(As<float>(c), As<float>(b), 64, 2, 1, 1, 8);
    ReduceDataBlock<ReduceType::SUM, float>(As<float>(c)[64], As<float>(b), 20, 1, 1, 1, 8);
    ReduceDataBlock<ReduceType::MAX, float>(As<float>(c)[128], As<float>(b), 20, 1, 1, 1, 8);
}
TEST_F(ReduceApiTest, ReduceDataBlock)
{
    Io io;
    const auto ah = RandomVec<half>(kIoBytes / 2, -50, 50, 6);
    const auto bf = RandomVec<float>(kIoBytes / 4, -50, 50, 7);
    Io::Put(io.a, ah);
    Io::Put(io.b, bf);
    ASSERT_TRUE(RunIo<DataBlockScenarios>(io).ok);
    const auto oh = Io::View<half>(io.o);
    for (int blk = 0; blk < 16; ++blk) {
        double mx = -1e9;
        for (int e = 0; e < 16; ++e) {
            mx = std::max(mx, D(ah[blk * 16 + e]));
        }
        ASSERT_EQ(D(oh[blk]), mx) << blk;
    }
    for (int blk = 0; blk < 32; ++blk) {
        double mn = 1e9;
        for (int e = 0; e < 16; ++e) {
            mn = std::min(mn, D(ah[blk * 16 + e]));
        }
        ASSERT_EQ(D(oh[64 + blk]), mn) << blk;
    }
    const auto cf = Io::View<float>(io.c);
    for (int blk = 0; blk < 16; ++blk) {
        ASSERT_EQ(Bits(cf[blk]), Bits(RefTree(Lanes(bf, blk * 8, 8, 8)))) << blk;
    }
    for (int blk = 0; blk < 8; ++blk) {
        const int n = std::max(0, std::min(8, 20 - blk * 8));
        ASSERT_EQ(Bits(cf[64 + blk]), Bits(RefTree(Lanes(bf, blk * 8, n, 8)))) << blk; // 0 for empty blocks
        if (n == 0) {
            ASSERT_TRUE(std::isinf(cf[128 + blk]) && cf[128 + blk] < 0) << blk; // MAX default -inf
        } else {
            ASSERT_EQ(cf[128 + blk], *std::max_element(bf.begin() + blk * 8, bf.begin() + blk * 8 + n)) << blk;
        }
    }
}

// reduce_pair_elem.asc: 128 halves, all mask bits, one repeat -> 64 pair sums; a float case with mask 10
// (pairs past the mask are 0), 2 repeats.
MEMAPI_OP(PairScenarios)
{
    uint64_t mask[2] = {UINT64_MAX, UINT64_MAX};
    ReducePairElem<ReduceType::SUM, half>(As<half>(o), As<half>(a), mask, 1, 1, 1, 8);
    ReducePairElem<ReduceType::SUM, float>(As<float>(c), As<float>(b), 11, 2, 1, 1, 8);
}
TEST_F(ReduceApiTest, ReducePairElem)
{
    Io io;
    const auto ah = RandomVec<half>(kIoBytes / 2, -50, 50, 8);
    const auto bf = RandomVec<float>(kIoBytes / 4, -50, 50, 9);
    Io::Put(io.a, ah);
    Io::Put(io.b, bf);
    ASSERT_TRUE(RunIo<PairScenarios>(io).ok);
    const auto oh = Io::View<half>(io.o);
    for (int j = 0; j < 64; ++j) {
        ASSERT_EQ(D(oh[j]), static_cast<float>(half(static_cast<float>(D(ah[2 * j]) + D(ah[2 * j + 1]))))) << j;
    }
    const auto cf = Io::View<float>(io.c);
    for (int r = 0; r < 2; ++r) {
        for (int j = 0; j < 32; ++j) {
            const double x = 2 * j < 11 ? bf[r * 64 + 2 * j] : 0.0, y = 2 * j + 1 < 11 ? bf[r * 64 + 2 * j + 1] : 0.0;
            ASSERT_EQ(cf[r * 32 + j], static_cast<float>(x + y)) << r << "," << j;
        }
    }
}

// ---- ReduceSum / ReduceMax / ReduceMin ----------------------------------------------------------------------------
// reduce_computation.asc: half, 288 elements (count forms with calIndex), 512 as mask 128 x 4 repeats;
// ReduceSum count form + GetReduceRepeatSumSpr after a V_S flag (scenario 5); the mask form of scenario 6
// shortened to 30 repeats (its intermediate results fill sharedTmpBuffer).
inline std::atomic<uint32_t> g_accBits{0};
MEMAPI_OP(WholeReductions)
{
    LocalTensor<half> src = As<half>(a), dst = As<half>(o), tmp = As<half>(c);
    ReduceMax<half>(dst, src, tmp, 288, true);
    ReduceMin<half>(dst[16], src, tmp, 128, 4, 8, true);
    ReduceSum<half>(dst[32], src, tmp, 288);
    SetFlag<HardEvent::V_S>(EVENT_ID1);
    WaitFlag<HardEvent::V_S>(EVENT_ID1);
    const half val = GetReduceRepeatSumSpr<half>();
    dst.SetValue(33, val);
    ReduceSum<half>(dst[48], src, tmp, 128, 30, 8);
    ReduceSum<float>(As<float>(o)[1024], As<float>(b), As<float>(c)[1024], 1000);
}
TEST_F(ReduceApiTest, WholeReductions)
{
    Io io;
    auto ah = RandomVec<half>(kIoBytes / 2, -20, 20, 10);
    ah[200] = ah[250] = half(-999.0f); // the min over 512 (ties: 200)
    Io::Put(io.a, ah);
    const auto bf = RandomVec<float>(kIoBytes / 4, -2, 2, 11);
    Io::Put(io.b, bf);
    ASSERT_TRUE(RunIo<WholeReductions>(io).ok);
    const auto oh = Io::View<half>(io.o);
    const auto ou = Io::View<uint16_t>(io.o);
    int mxi = 0;
    for (int i = 1; i < 288; ++i) {
        if (D(ah[i]) > D(ah[mxi])) {
            mxi = i;
        }
    }
    EXPECT_EQ(D(oh[0]), D(ah[mxi]));
    EXPECT_EQ(ou[1], mxi);
    EXPECT_EQ(D(oh[16]), -999.0);
    EXPECT_EQ(ou[17], 200);
    // 288 halves = 576 bytes: 方式三 (VL0 + VL1 + VL2 element-wise, then the tree)
    std::vector<half> acc = Lanes(ah, 0, 128, 128);
    for (int k = 0; k < 128; ++k) {
        acc[k] = half(static_cast<float>(D(acc[k]) + D(ah[128 + k])));
    }
    for (int k = 0; k < 32; ++k) {
        acc[k] = half(static_cast<float>(D(acc[k]) + D(ah[256 + k])));
    }
    const half sum = RefTree(acc);
    EXPECT_EQ(Bits(oh[32]), Bits(sum));
    EXPECT_EQ(Bits(oh[33]), Bits(sum)); // GetReduceRepeatSumSpr
    // mask form: a tree per repeat, then a tree over the 30 repeat results (one VL)
    std::vector<half> reps(128, half(0.0f));
    for (int r = 0; r < 30; ++r) {
        reps[r] = RefTree(Lanes(ah, r * 128, 128, 128));
    }
    EXPECT_EQ(Bits(oh[48]), Bits(RefTree(reps)));
    const auto tmp = Io::View<half>(io.c);
    for (int r = 0; r < 30; ++r) {
        ASSERT_EQ(Bits(tmp[r]), Bits(reps[r])) << r; // the intermediate results left in sharedTmpBuffer
    }
    // float 1000: 方式二, 16 VL results then their tree
    std::vector<float> parts(64, 0.0f);
    for (int v = 0; v < 16; ++v) {
        parts[v] = RefTree(Lanes(bf, v * 64, std::min(64, 1000 - v * 64), 64));
    }
    EXPECT_EQ(Bits(Io::View<float>(io.o)[1024]), Bits(RefTree(parts)));
}

// ---- findings ----------------------------------------------------------------------------------------------------
MEMAPI_OP(SprWithoutSync)
{
    ReduceSum<float>(As<float>(o), As<float>(a), As<float>(c), 64);
    MEMAPI_MARK();
    (void)GetReduceRepeatSumSpr<float>();
}
MEMAPI_OP(SprBeforeReduceSum)
{
    ReduceSum<half>(As<half>(o), As<half>(a), As<half>(c), 64);
    SetFlag<HardEvent::V_S>(EVENT_ID1);
    WaitFlag<HardEvent::V_S>(EVENT_ID1);
    MEMAPI_MARK();
    (void)GetReduceRepeatSumSpr<float>(); // no ReduceSum<float> ran
}
MEMAPI_OP(SumTmpTooSmall)
{
    auto tmp = As<half>(c);
    tmp.SetSize(16); // 30 repeat results need 32 elements
    MEMAPI_MARK();
    ReduceSum<half>(As<half>(o), As<half>(a), tmp, 128, 30, 8);
}
MEMAPI_OP(RepeatDstMisaligned)
{
    MEMAPI_MARK();
    ReduceRepeat<ReduceType::MAX, half>(As<half>(o)[1], As<half>(a), 128, 2, 1, 1, 8);
}
MEMAPI_OP(RepeatReadsOwnResult)
{
    // repeat 1 reads src[64, 128), where repeat 0 wrote its sum (dst = src + 64 elements)
    MEMAPI_MARK();
    ReduceRepeat<ReduceType::SUM, float>(As<float>(b)[64], As<float>(b), 64, 2, 1, 1, 8);
}
// With --cce-auto-sync=on (the default) bisheng inserts the V -> S wait before GetReduceRepeatSumSpr
// (同步控制/核内同步/关键特性说明.md, 使用约束): the value the scalar unit reads is the sum.
MEMAPI_OP(SprAutoSynced)
{
    ReduceSum<float>(As<float>(o), As<float>(a), As<float>(c), 64);
    const float sum = GetReduceRepeatSumSpr<float>();
    As<float>(o).SetValue(1, sum);
}
TEST_F(ReduceApiTest, GetReduceRepeatSumSprIsOrderedByAutoSync)
{
    Io io;
    std::vector<float> a(64);
    double want = 0.0;
    for (uint32_t i = 0; i < 64; ++i) {
        a[i] = 0.25f * static_cast<float>(i);
        want += a[i];
    }
    Io::Put(io.a, a);
    const LaunchOutcome r = RunIo<SprAutoSynced>(io);
    ExpectClean(r);
    EXPECT_EQ(Io::View<float>(io.o)[1], static_cast<float>(want));
}

TEST_F(ReduceApiTest, Findings)
{
    {
        const ScopedAutoSync off(false); // --cce-auto-sync=off: the V_S flag is the program's job
        ExpectIoFinding<SprWithoutSync>("synccheck", "without a V -> S order", __FILE__);
    }
    ExpectIoFinding<SprBeforeReduceSum>("memcheck", "no count-form ReduceSum<float>", __FILE__);
    ExpectIoFinding<SumTmpTooSmall>("memcheck", "the intermediate results need 32", __FILE__);
    ExpectIoFinding<RepeatDstMisaligned>("memcheck", "not 4-byte aligned", __FILE__);
    ExpectIoFinding<RepeatReadsOwnResult>("memcheck", "repeat 1 reads source bytes repeat 0 wrote", __FILE__);
}

} // namespace
