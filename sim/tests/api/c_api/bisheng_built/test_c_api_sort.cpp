// c_api_sort.asc on the emulator: the 256 proposals against std::stable_sort of the (score, index)
// pairs (descending, equal scores in input order), and the misaligned twin's memcheck finding.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "c_api_device_test.h"

void Sort256(void* s, float* x, float* y, uint32_t dstShift);

namespace {

constexpr size_t kN = 256;

class CApiSort : public CApiDeviceTest {
protected:
    void SetUp() override
    {
        std::vector<float> in(2 * kN);
        uint64_t r = 2026;
        for (size_t i = 0; i < kN; ++i) {
            r = r * 6364136223846793005ull + 1442695040888963407ull;
            in[i] = static_cast<float>(static_cast<int>((r >> 33) % 40) - 20) * 0.25f; // many ties
            const uint32_t index = static_cast<uint32_t>(7000 + i);
            std::memcpy(&in[kN + i], &index, 4); // the indices' bits
        }
        Open(in, 2 * kN, 0.0f);
    }
};

TEST_F(CApiSort, BitsortThenTwoMergeStepsSortAll256)
{
    Sort256(stream_, x_, y_, 0);
    ExpectOk();
    struct Pr {
        float score;
        uint32_t index;
    };
    std::vector<Pr> want(kN);
    for (size_t i = 0; i < kN; ++i) {
        want[i].score = host_[i];
        std::memcpy(&want[i].index, &host_[kN + i], 4);
    }
    std::stable_sort(want.begin(), want.end(), [](const Pr& a, const Pr& b) { return a.score > b.score; });
    const std::vector<float> y = Output(2 * kN);
    for (size_t i = 0; i < kN; ++i) {
        uint32_t index;
        std::memcpy(&index, &y[2 * i + 1], 4);
        ASSERT_EQ(y[2 * i], want[i].score) << i;
        ASSERT_EQ(index, want[i].index) << i;
    }
}

TEST_F(CApiSort, AMisalignedBitsortDestinationIsAFinding)
{
    Sort256(stream_, x_, y_, 4); // 16 bytes off
    ExpectFinding({"memcheck", "asc_bitsort", "not 32-byte aligned"});
}

} // namespace
