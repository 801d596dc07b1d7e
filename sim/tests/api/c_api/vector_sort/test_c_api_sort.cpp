// The C API's sorts (C-API/vector_compute/asc_bitsort.md, asc_mrgsort4.md) on __ubuf__ pointers of the
// Memory-API harness's UB buffers: each repeat of asc_bitsort against std::stable_sort of its 32 pairs
// (descending, equal scores in input order), asc_mrgsort4 against a k-way merge that prefers the earlier
// queue on ties (the page's own example: 8 queues of 32 merged in two steps), the _sync forms' barrier,
// the timing shared with Sort32 / MrgSort, and each of the pages' checks with its silent twin.
#include "c_api/asc_simd.h"
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class CApiSortTest : public KernelTest {};

struct Pr {
    double score;
    uint32_t index;
};

template <typename T>
std::vector<Pr> ReadProposals(const std::vector<uint8_t>& buf, size_t at, size_t n)
{
    std::vector<Pr> out(n);
    for (size_t i = 0; i < n; ++i) {
        T s;
        std::memcpy(static_cast<void*>(&s), &buf[at + i * 8], sizeof(T));
        out[i].score = D(s);
        std::memcpy(&out[i].index, &buf[at + i * 8 + 4], 4);
    }
    return out;
}

std::vector<Pr> StableSorted(std::vector<Pr> v)
{
    std::stable_sort(v.begin(), v.end(), [](const Pr& a, const Pr& b) { return a.score > b.score; });
    return v;
}

// The merge the page describes: repeatedly the largest head; a tie goes to the earlier queue.
std::vector<Pr> Merged(const std::vector<std::vector<Pr>>& qs)
{
    std::vector<size_t> pos(qs.size(), 0);
    std::vector<Pr> out;
    while (true) {
        int best = -1;
        for (size_t q = 0; q < qs.size(); ++q) {
            if (pos[q] < qs[q].size() && (best < 0 || qs[q][pos[q]].score > qs[best][pos[best]].score)) {
                best = static_cast<int>(q);
            }
        }
        if (best < 0) {
            return out;
        }
        out.push_back(qs[best][pos[best]++]);
    }
}

void ExpectSame(const std::vector<Pr>& got, const std::vector<Pr>& want, const char* what)
{
    ASSERT_EQ(got.size(), want.size()) << what;
    for (size_t i = 0; i < got.size(); ++i) {
        ASSERT_EQ(got[i].score, want[i].score) << what << " " << i;
        ASSERT_EQ(got[i].index, want[i].index) << what << " " << i;
    }
}

// Scores with many ties (multiples of 0.5 in [-8, 8), +0 and -0 among them), indices 1000 + i.
template <typename T>
std::vector<Pr> FillScores(Io& io, size_t n, uint64_t seed)
{
    std::vector<T> s(kIoBytes / sizeof(T));
    std::vector<uint32_t> idx(kIoBytes / 4);
    std::vector<Pr> ref(n);
    uint64_t x = seed;
    for (size_t i = 0; i < n; ++i) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        const int k = static_cast<int>((x >> 33) % 33) - 16;
        const float f = k == 16 ? -0.0f : static_cast<float>(k) * 0.5f;
        s[i] = T(f);
        idx[i] = static_cast<uint32_t>(1000 + i);
        ref[i] = Pr{D(s[i]), idx[i]};
    }
    Io::Put(io.a, s);
    Io::Put(io.b, idx);
    return ref;
}

template <typename T>
__ubuf__ T* P(const LocalTensor<uint8_t>& t, uint32_t elemOffset = 0)
{
    return As<T>(t).GetPhyAddr() + elemOffset;
}

// ---- asc_bitsort -------------------------------------------------------------------------------------------------
MEMAPI_OP(BitsortFloat) { asc_bitsort(P<float>(o), P<float>(a), P<uint32_t>(b), 4); }
MEMAPI_OP(BitsortHalf) { asc_bitsort(P<half>(o), P<half>(a), P<uint32_t>(b), 3); }

TEST_F(CApiSortTest, BitsortFloatSortsEachRepeatsOwn32)
{
    Io io;
    const auto ref = FillScores<float>(io, 128, 12345);
    ASSERT_TRUE(RunIo<BitsortFloat>(io).ok);
    for (int r = 0; r < 4; ++r) { // src advances 32 elements, dst 256 bytes; repeats are not merged
        ExpectSame(ReadProposals<float>(io.o, r * 256, 32),
                   StableSorted(std::vector<Pr>(ref.begin() + r * 32, ref.begin() + (r + 1) * 32)), "float");
    }
    EXPECT_EQ(io.o[4 * 256], 0xEE); // nothing past the fourth repeat
}

TEST_F(CApiSortTest, BitsortHalfLayoutAndTies)
{
    Io io;
    const auto ref = FillScores<half>(io, 96, 777);
    ASSERT_TRUE(RunIo<BitsortHalf>(io).ok);
    for (int r = 0; r < 3; ++r) {
        ExpectSame(ReadProposals<half>(io.o, r * 256, 32),
                   StableSorted(std::vector<Pr>(ref.begin() + r * 32, ref.begin() + (r + 1) * 32)), "half");
    }
}

MEMAPI_OP(BitsortNone) { asc_bitsort(P<float>(o), P<float>(a), P<uint32_t>(b), 0); }
TEST_F(CApiSortTest, BitsortRepeatZeroSortsNothing) // the page's range [0, 255]
{
    Io io;
    FillScores<float>(io, 32, 1);
    const LaunchOutcome r = RunIo<BitsortNone>(io);
    ASSERT_TRUE(r.ok) << r.report;
    EXPECT_EQ(io.o, std::vector<uint8_t>(kIoBytes, 0xEE));
}

// ---- asc_mrgsort4: the page's example (8 sorted queues of 32: two repeats of 4, then 2 queues of 128) ----------
MEMAPI_OP(MrgDocExample)
{
    constexpr uint16_t kLen = 32;
    constexpr uint32_t kArray = kLen * 2; // floats per queue of proposals
    __ubuf__ float* srcWork = P<float>(c);
    __ubuf__ float* tmpWork = P<float>(o, 1024);
    asc_bitsort(srcWork, P<float>(a), P<uint32_t>(b), 8);
    asc_sync_pipe(PIPE_V);
    __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN];
    for (uint32_t q = 0; q < 4; ++q) {
        src[q] = srcWork + q * kArray;
    }
    asc_mrgsort4(tmpWork, src, 2, kLen, kLen, kLen, kLen, false, 15);
    asc_sync_pipe(PIPE_V);
    src[0] = tmpWork;
    src[1] = tmpWork + 4 * kArray;
    asc_mrgsort4_sync(P<float>(o), src, 1, 4 * kLen, 4 * kLen, 0, 0, false, 3);
}
TEST_F(CApiSortTest, Mrgsort4PageExampleMergesAll256)
{
    Io io;
    const auto ref = FillScores<float>(io, 256, 4242);
    ASSERT_TRUE(RunIo<MrgDocExample>(io).ok);
    ExpectSame(ReadProposals<float>(io.o, 0, 256), StableSorted(ref), "two steps");
}

MEMAPI_OP(MrgHalfThree)
{
    __ubuf__ half* work = P<half>(c);
    asc_bitsort(work, P<half>(a), P<uint32_t>(b), 3);
    asc_sync_pipe(PIPE_V);
    __ubuf__ half* src[ASC_C_API_MRGSORT_ELEMENT_LEN] = {work, work + 128, work + 256, nullptr};
    asc_mrgsort4(P<half>(o), src, 1, 32, 32, 32, 0, false, 7);
}
TEST_F(CApiSortTest, Mrgsort4HalfThreeQueuesPreferTheEarlierQueueOnTies)
{
    Io io;
    const auto ref = FillScores<half>(io, 96, 99);
    ASSERT_TRUE(RunIo<MrgHalfThree>(io).ok);
    std::vector<std::vector<Pr>> qs;
    for (int q = 0; q < 3; ++q) {
        qs.push_back(StableSorted(std::vector<Pr>(ref.begin() + q * 32, ref.begin() + (q + 1) * 32)));
    }
    ExpectSame(ReadProposals<half>(io.o, 0, 96), Merged(qs), "3 queues");
    EXPECT_EQ(io.o[96 * 8], 0xEE);
}

MEMAPI_OP(MrgSuspend)
{
    __ubuf__ float* work = P<float>(c);
    asc_bitsort(work, P<float>(a), P<uint32_t>(b), 2);
    asc_sync_pipe(PIPE_V);
    __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN] = {work, work + 64, work, work};
    asc_mrgsort4(P<float>(o), src, 1, 32, 32, 0, 0, true, 3);
}
TEST_F(CApiSortTest, Mrgsort4StopsWhenAQueueRunsOut)
{
    Io io;
    PutQueueZeroAboveQueueOne(io); // queue 0 runs out first
    ASSERT_TRUE(RunIo<MrgSuspend>(io).ok);
    const auto out = ReadProposals<float>(io.o, 0, 32);
    EXPECT_EQ(out[0].score, 131.0);
    EXPECT_EQ(out[31].score, 100.0);
    EXPECT_EQ(io.o[32 * 8], 0xEE); // queue 1 never reached
}

// ---- _sync: a barrier over every pipe after the call, so a scalar read needs no flag ------------------------------
template <bool kSync>
struct BitsortThenRead {
    static constexpr bool kSkipInputSync = false;
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>&)
    {
        if constexpr (kSync) {
            asc_bitsort_sync(P<float>(o), P<float>(a), P<uint32_t>(b), 1);
        } else {
            asc_bitsort(P<float>(o), P<float>(a), P<uint32_t>(b), 1);
        }
        MEMAPI_MARK();
        As<float>(o).SetValue(1, As<float>(o).GetValue(0));
    }
};
TEST_F(CApiSortTest, SyncFormOrdersTheScalarRead)
{
    const ScopedAutoSync off(false); // --cce-auto-sync=off: ordering is the program's job
    Io io;
    FillScores<float>(io, 32, 5);
    const LaunchOutcome r = RunIo<BitsortThenRead<true>>(io);
    EXPECT_TRUE(r.ok) << r.report;
    ExpectIoFinding<BitsortThenRead<false>>("synccheck", "", __FILE__);
}

// ---- timing: the C API runs Sort32's and MrgSort's cost class
// --------------------------------------------------------
MEMAPI_OP(Sort32Cpp) { Sort32<float>(As<float>(o), As<float>(a), As<uint32_t>(b), 8); }
MEMAPI_OP(BitsortC) { asc_bitsort(P<float>(o), P<float>(a), P<uint32_t>(b), 8); }
TEST_F(CApiSortTest, BitsortCostsWhatSort32Costs)
{
    Io x, y;
    FillScores<float>(x, 256, 3);
    FillScores<float>(y, 256, 3);
    const LaunchOutcome cpp = RunIo<Sort32Cpp>(x);
    const LaunchOutcome c = RunIo<BitsortC>(y);
    ASSERT_TRUE(cpp.ok && c.ok);
    ASSERT_TRUE(cpp.profile.valid && c.profile.valid);
    EXPECT_GT(c.profile.aivTotalCycles, 0u);
    EXPECT_EQ(c.profile.aivTotalCycles, cpp.profile.aivTotalCycles);
    EXPECT_EQ(x.o, y.o);
}

// ---- the pages' checks, each with its twin ------------------------------------------------------------------------
// 32-byte alignment (the C page), where Sort32.md would need 256 bytes for dst.
MEMAPI_OP(BitsortDst32) { asc_bitsort(P<float>(o, 8), P<float>(a, 8), P<uint32_t>(b, 8), 1); }
MEMAPI_OP(BitsortDst16)
{
    MEMAPI_MARK();
    asc_bitsort(P<float>(o, 4), P<float>(a), P<uint32_t>(b), 1);
}
MEMAPI_OP(BitsortRepeat256)
{
    MEMAPI_MARK();
    asc_bitsort(P<float>(o), P<float>(a), P<uint32_t>(b), 256);
}
MEMAPI_OP(BitsortRepeat255Half) { asc_bitsort(P<half>(c), P<half>(a), P<uint32_t>(b), 4); }
MEMAPI_OP(BitsortIntoSource)
{
    MEMAPI_MARK();
    asc_bitsort(P<float>(a), P<float>(a, 64), P<uint32_t>(b), 2);
}
TEST_F(CApiSortTest, BitsortChecks)
{
    Io io;
    FillScores<float>(io, 64, 8);
    const LaunchOutcome r = RunIo<BitsortDst32>(io);
    EXPECT_TRUE(r.ok) << r.report;
    Io h;
    EXPECT_TRUE(RunIo<BitsortRepeat255Half>(h).ok);
    ExpectIoFinding<BitsortDst16>("memcheck", "asc_bitsort at", __FILE__); // the C name, not Sort32
    ExpectIoFinding<BitsortDst16>("memcheck", "not 32-byte aligned", __FILE__);
    ExpectIoFinding<BitsortRepeat256>("memcheck", "repeat 256 outside [0, 255]", __FILE__);
    ExpectIoFinding<BitsortIntoSource>("memcheck", "the destination overlaps a source", __FILE__);
}

// sources 32-byte aligned (MrgSort.md accepts 8), valid_bit, repeat > 1's conditions, overlap.
template <uint32_t kSrcOffset>
struct MrgSrcAt {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>& c)
    {
        __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN] = {P<float>(c, kSrcOffset), P<float>(c, 64), nullptr,
                                                              nullptr};
        MEMAPI_MARK();
        asc_mrgsort4(P<float>(o), src, 1, 8, 8, 0, 0, false, 3);
    }
};
MEMAPI_OP(MrgValid5)
{
    __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN] = {P<float>(c), P<float>(c, 16), P<float>(c, 32),
                                                          P<float>(c, 48)};
    MEMAPI_MARK();
    asc_mrgsort4(P<float>(o), src, 1, 8, 8, 8, 8, false, 5);
}
template <bool kFourQueues>
struct MrgRepeat2 {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>& c)
    {
        __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN] = {P<float>(c), P<float>(c, 16), P<float>(c, 32),
                                                              P<float>(c, 48)};
        MEMAPI_MARK();
        asc_mrgsort4(P<float>(o), src, 2, 8, 8, 8, 8, false, kFourQueues ? 15 : 7);
    }
};
MEMAPI_OP(MrgIntoSource)
{
    __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN] = {P<float>(c), P<float>(c, 16), nullptr, nullptr};
    MEMAPI_MARK();
    asc_mrgsort4_sync(P<float>(c, 8), src, 1, 8, 8, 0, 0, false, 3);
}
TEST_F(CApiSortTest, Mrgsort4Checks)
{
    Io io;
    EXPECT_TRUE(RunIo<MrgSrcAt<8>>(io).ok);      // 32 bytes in
    EXPECT_TRUE(RunIo<MrgRepeat2<true>>(io).ok); // 4 queues of 8 back to back, valid_bit 15
    ExpectIoFinding<MrgSrcAt<2>>("memcheck", "a source queue starts at UB offset", __FILE__); // 8 bytes in
    ExpectIoFinding<MrgValid5>("memcheck", "asc_mrgsort4 at", __FILE__);
    ExpectIoFinding<MrgValid5>("memcheck", "valid_bit 5 is not 3, 7 or 15", __FILE__);
    ExpectIoFinding<MrgRepeat2<false>>("memcheck", "repeat > 1 needs 4 queues", __FILE__);
    ExpectIoFinding<MrgIntoSource>("memcheck", "the destination overlaps source queue", __FILE__);
}

} // namespace
