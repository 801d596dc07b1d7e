// Memory vector API, sort and merge (排序组合（ISASI）/Sort32.md, MrgSort.md, GetMrgSortResult.md; the
// SDK's Sort / Extract / GetSortOffset on 950): references are std::stable_sort / a k-way merge on
// (score, index) pairs, descending with equal scores in input order, as the pages state. mrg_sort.asc's
// three scenarios (4 queues, 3 queues, the full three-round merge of 1024 elements) are among the cases.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class SortApiTest : public KernelTest {};

struct Pr {
    float score;
    uint32_t index;
};
std::vector<Pr> ReadFloatProposals(const std::vector<uint8_t>& buf, size_t at, size_t n)
{
    std::vector<Pr> out(n);
    for (size_t i = 0; i < n; ++i) {
        std::memcpy(&out[i].score, &buf[at + i * 8], 4);
        std::memcpy(&out[i].index, &buf[at + i * 8 + 4], 4);
    }
    return out;
}
std::vector<Pr> SortedRef(const std::vector<float>& s, const std::vector<uint32_t>& idx, size_t from, size_t n)
{
    std::vector<Pr> v(n);
    for (size_t i = 0; i < n; ++i) {
        v[i] = Pr{s[from + i], idx[from + i]};
    }
    std::stable_sort(v.begin(), v.end(), [](const Pr& a, const Pr& b) { return a.score > b.score; });
    return v;
}
void ExpectSame(const std::vector<Pr>& got, const std::vector<Pr>& want, const char* what)
{
    ASSERT_EQ(got.size(), want.size()) << what;
    for (size_t i = 0; i < got.size(); ++i) {
        ASSERT_EQ(got[i].score, want[i].score) << what << " " << i;
        ASSERT_EQ(got[i].index, want[i].index) << what << " " << i;
    }
}

// scores with ties (multiples of 0.5 in [-8, 8)) and indices 1000 + i
void FillScores(Io& io, size_t n)
{
    std::vector<float> s(kIoBytes / 4);
    std::vector<uint32_t> idx(kIoBytes / 4);
    uint64_t x = 12345;
    for (size_t i = 0; i < n; ++i) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        s[i] = static_cast<float>(static_cast<int>((x >> 33) % 32) - 16) * 0.5f;
        idx[i] = static_cast<uint32_t>(1000 + i);
    }
    Io::Put(io.a, s);
    Io::Put(io.b, idx);
}

// ---- Sort32 ----------------------------------------------------------------------------------------------------
MEMAPI_OP(Sort32Float) { Sort32<float>(As<float>(o), As<float>(a), As<uint32_t>(b), 4); }
TEST_F(SortApiTest, Sort32FloatRepeats)
{
    Io io;
    FillScores(io, 128);
    const auto s = Io::View<float>(io.a);
    const auto idx = Io::View<uint32_t>(io.b);
    ASSERT_TRUE(RunIo<Sort32Float>(io).ok);
    for (int r = 0; r < 4; ++r) { // each repeat on its own 32; repeats are not merged
        ExpectSame(ReadFloatProposals(io.o, r * 256, 32), SortedRef(s, idx, r * 32, 32), "Sort32");
    }
}

MEMAPI_OP(Sort32Half) { Sort32<half>(As<half>(o), As<half>(a), As<uint32_t>(b), 2); }
TEST_F(SortApiTest, Sort32HalfLayout)
{
    Io io;
    std::vector<half> s(kIoBytes / 2);
    std::vector<uint32_t> idx(kIoBytes / 4);
    for (int i = 0; i < 64; ++i) {
        s[i] = half(static_cast<float>((i * 7) % 13) - 6.0f);
        idx[i] = static_cast<uint32_t>(i);
    }
    Io::Put(io.a, s);
    Io::Put(io.b, idx);
    ASSERT_TRUE(RunIo<Sort32Half>(io).ok);
    for (int r = 0; r < 2; ++r) {
        std::vector<int> order(32);
        for (int i = 0; i < 32; ++i) {
            order[i] = r * 32 + i;
        }
        std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return D(s[x]) > D(s[y]); });
        for (int i = 0; i < 32; ++i) {
            const size_t at = r * 256 + i * 8; // 8-byte proposals: half score, 2 reserved bytes, uint32_t index
            half score;
            uint32_t index;
            std::memcpy(static_cast<void*>(&score), &io.o[at], 2);
            std::memcpy(&index, &io.o[at + 4], 4);
            ASSERT_EQ(D(score), D(s[order[i]])) << r << "," << i;
            ASSERT_EQ(index, static_cast<uint32_t>(order[i])) << r << "," << i;
        }
    }
}

// ---- MrgSort: mrg_sort.asc ------------------------------------------------------------------------------------------
// scenario 1 (4 queues x 32), scenario 2 (validBit 0b0111: 3 queues)
template <uint16_t kValid>
struct MrgScenario {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>& c)
    {
        LocalTensor<float> work = As<float>(c);
        Sort32<float>(work, As<float>(a), As<uint32_t>(b), 4);
        PipeBarrier<PIPE_V>();
        MrgSort4Info params;
        params.elementLengths[0] = 32;
        params.elementLengths[1] = 32;
        params.elementLengths[2] = 32;
        params.elementLengths[3] = kValid == 0b1111 ? 32 : 0;
        params.ifExhaustedSuspension = false;
        params.validBit = kValid;
        params.repeatTimes = 1;
        MrgSortSrcList<float> srcList;
        srcList.src1 = work[0];
        srcList.src2 = work[32 * 1 * 2];
        srcList.src3 = work[32 * 2 * 2];
        srcList.src4 = work[32 * 3 * 2];
        MrgSort<float>(As<float>(o), srcList, params);
    }
};
TEST_F(SortApiTest, MrgSortScenarios12)
{
    for (int scenario = 1; scenario <= 2; ++scenario) {
        Io io;
        FillScores(io, 128);
        const auto s = Io::View<float>(io.a);
        const auto idx = Io::View<uint32_t>(io.b);
        const size_t n = scenario == 1 ? 128 : 96;
        ASSERT_TRUE((scenario == 1 ? RunIo<MrgScenario<0b1111>>(io) : RunIo<MrgScenario<0b0111>>(io)).ok);
        // merging queues sorted by Sort32 in queue order = a stable sort of the whole input
        ExpectSame(ReadFloatProposals(io.o, 0, n), SortedRef(s, idx, 0, n), "MrgSort");
    }
}

// scenario 3: 1024 elements, Sort32 x 32, then 32 -> 8 -> 2 -> 1 queues (repeatTimes 8 and 2, then 2 queues).
MEMAPI_OP(MrgScenario3)
{
    LocalTensor<float> src = As<float>(a); // 1024 floats = 4 KB
    LocalTensor<uint32_t> idx = As<uint32_t>(b);
    LocalTensor<float> work = As<float>(c); // 2048 floats: the Sort32 output
    LocalTensor<float> t1 = As<float>(o);   // 2048 floats: round 1
    Sort32<float>(work, src, idx, 32);
    PipeBarrier<PIPE_V>();
    MrgSort4Info params;
    for (int i = 0; i < 4; ++i) {
        params.elementLengths[i] = 32;
    }
    params.ifExhaustedSuspension = false;
    params.validBit = 0b1111;
    params.repeatTimes = 8;
    MrgSortSrcList<float> list(work[0], work[64], work[128], work[192]);
    MrgSort<float>(t1, list, params);
    PipeBarrier<PIPE_V>();
    for (int i = 0; i < 4; ++i) {
        params.elementLengths[i] = 128;
    }
    params.repeatTimes = 2;
    MrgSort<float>(work, MrgSortSrcList<float>(t1[0], t1[256], t1[512], t1[768]), params); // round 2 back into work
    PipeBarrier<PIPE_V>();
    params.elementLengths[0] = 512;
    params.elementLengths[1] = 512;
    params.elementLengths[2] = 0;
    params.elementLengths[3] = 0;
    params.validBit = 0b11;
    params.repeatTimes = 1;
    MrgSortSrcList<float> last;
    last.src1 = work[0];
    last.src2 = work[1024];
    MrgSort<float>(t1, last, params);
}
TEST_F(SortApiTest, MrgSortScenario3FullMerge)
{
    Io io;
    FillScores(io, 1024);
    const auto s = Io::View<float>(io.a);
    const auto idx = Io::View<uint32_t>(io.b);
    ASSERT_TRUE(RunIo<MrgScenario3>(io).ok);
    ExpectSame(ReadFloatProposals(io.o, 0, 1024), SortedRef(s, idx, 0, 1024), "three rounds");
}

// ifExhaustedSuspension: GetMrgSortResult after a V_S flag; the sortedNum form of MrgSort.
inline std::atomic<uint64_t> g_counts{0};
MEMAPI_OP(MrgSuspend)
{
    LocalTensor<float> work = As<float>(c);
    Sort32<float>(work, As<float>(a), As<uint32_t>(b), 2);
    PipeBarrier<PIPE_V>();
    const uint16_t lens[4] = {32, 32, 0, 0};
    MrgSort4Info info(lens, true, 0b0011, 1);
    MrgSort<float>(As<float>(o), MrgSortSrcList<float>(work[0], work[64], work[0], work[0]), info);
    SetFlag<HardEvent::V_S>(EVENT_ID1);
    WaitFlag<HardEvent::V_S>(EVENT_ID1);
    uint16_t r1 = 0, r2 = 0, r3 = 0, r4 = 0;
    GetMrgSortResult(r1, r2, r3, r4);
    uint32_t sortedNum[4] = {0, 0, 0, 0};
    MrgSort<float, true>(As<float>(o)[1024], MrgSortSrcList<float>(work[0], work[64], work[0], work[0]), lens,
                         sortedNum, 0b0011, 1);
    g_counts = r1 | (uint64_t{r2} << 16) | (uint64_t{r3} << 32) | (uint64_t{r4} << 48) |
               (uint64_t{sortedNum[0] == r1 && sortedNum[1] == r2} << 63);
}
TEST_F(SortApiTest, ExhaustedSuspension)
{
    Io io;
    PutQueueZeroAboveQueueOne(io); // the page's queue 1 (our queue 0) runs out first
    ASSERT_TRUE(RunIo<MrgSuspend>(io).ok);
    const uint64_t c = g_counts.load();
    EXPECT_EQ(c & 0xFFFF, 32u);        // queue 1 consumed completely
    EXPECT_EQ((c >> 16) & 0xFFFF, 0u); // queue 2 never reached
    EXPECT_EQ(c >> 63, 1u);            // sortedNum agrees
    const auto out = ReadFloatProposals(io.o, 0, 33);
    EXPECT_EQ(out[31].score, 100.0f);
    EXPECT_EQ(io.o[32 * 8], 0xEE); // nothing past the 32 merged (o started as 0xEE bytes)
}

// Sort<T, true>: the whole sequence sorted; Extract pulls scores and indices out; GetSortOffset / GetSortLen.
inline std::atomic<uint32_t> g_offsets{0};
MEMAPI_OP(FullSortExtract)
{
    LocalTensor<float> dst = As<float>(o);
    LocalTensor<float> tmp = As<float>(c);
    Sort<float, true>(dst, As<float>(a), As<uint32_t>(b), tmp, 8);
    PipeBarrier<PIPE_V>();
    Extract(As<float>(a)[1024], As<uint32_t>(b)[1024], dst, 8);
    g_offsets = GetSortOffset<float>(10) | (GetSortLen<half>(10) << 16);
}
TEST_F(SortApiTest, FullSortAndExtract)
{
    Io io;
    FillScores(io, 256);
    const auto s = Io::View<float>(io.a);
    const auto idx = Io::View<uint32_t>(io.b);
    ASSERT_TRUE(RunIo<FullSortExtract>(io).ok);
    const auto want = SortedRef(s, idx, 0, 256);
    ExpectSame(ReadFloatProposals(io.o, 0, 256), want, "Sort<float, true>");
    const auto vals = Io::View<float>(io.a);
    const auto ids = Io::View<uint32_t>(io.b);
    for (int i = 0; i < 256; ++i) {
        ASSERT_EQ(vals[1024 + i], want[i].score) << i;
        ASSERT_EQ(ids[1024 + i], want[i].index) << i;
    }
    EXPECT_EQ(g_offsets.load() & 0xFFFF, 20u);
    EXPECT_EQ(g_offsets.load() >> 16, 40u);
}

// ---- findings ------------------------------------------------------------------------------------------------------
MEMAPI_OP(Sort32DstMisaligned)
{
    MEMAPI_MARK();
    Sort32<float>(As<float>(o)[32], As<float>(a), As<uint32_t>(b), 1);
}
MEMAPI_OP(MrgBadValidBit)
{
    MrgSort4Info p;
    p.elementLengths[0] = p.elementLengths[1] = 8;
    p.validBit = 5;
    MEMAPI_MARK();
    MrgSort<float>(As<float>(o), MrgSortSrcList<float>(As<float>(c), As<float>(c)[16], As<float>(c), As<float>(c)), p);
}
MEMAPI_OP(MrgResultWithoutSync)
{
    const uint16_t lens[4] = {8, 8, 0, 0};
    MrgSort<float>(As<float>(o), MrgSortSrcList<float>(As<float>(c), As<float>(c)[16], As<float>(c), As<float>(c)),
                   MrgSort4Info(lens, true, 3, 1));
    uint16_t x = 0;
    MEMAPI_MARK();
    GetMrgSortResult(x, x, x, x);
}
MEMAPI_OP(MrgIntoSource)
{
    const uint16_t lens[4] = {8, 8, 0, 0};
    MEMAPI_MARK();
    MrgSort<float>(As<float>(c)[8], MrgSortSrcList<float>(As<float>(c), As<float>(c)[16], As<float>(c), As<float>(c)),
                   MrgSort4Info(lens, false, 3, 1));
}
TEST_F(SortApiTest, Findings)
{
    ExpectIoFinding<Sort32DstMisaligned>("memcheck", "not 256-byte aligned", __FILE__);
    ExpectIoFinding<MrgBadValidBit>("memcheck", "validBit 5 is not 3, 7 or 15", __FILE__);
    {
        const ScopedAutoSync off(false); // --cce-auto-sync=off: the V_S flag is the program's job
        ExpectIoFinding<MrgResultWithoutSync>("synccheck", "without a V -> S order", __FILE__);
    }
    {
        Io io; // on (the default): bisheng's V -> S wait orders GetMrgSortResult (关键特性说明.md, 使用约束)
        ExpectClean(RunIo<MrgResultWithoutSync>(io));
    }
    ExpectIoFinding<MrgIntoSource>("memcheck", "overlaps source queue", __FILE__);
}

} // namespace
