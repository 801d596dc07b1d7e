// The C API's DataBlock-strided asc_loadalign / asc_storealign (c_api/reg_compute/reg_block_stride.h) in a
// Vector Function the Reg harness runs, against an integer reference of the block layout: DataBlock j
// (8 floats) at base + j * block_stride * 32 B, the base moved by repeat_stride * 32 B.
#include "c_api/asc_simd.h"
#include "reg_test_util.h"

using namespace regtest;

namespace {

class RegCapiBlockStrideTest : public KernelTest {};

TEST_F(RegCapiBlockStrideTest, LoadsAndStoresDataBlocksAtTheirStrides)
{
    std::vector<float> x(512);
    for (size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<float>(i);
    }
    std::vector<std::vector<uint8_t>> bufs = {Bytes(x), Bytes(std::vector<float>(512, -1.0f))};
    ExpectClean(RunVf(bufs, [](uint8_t* b0, uint8_t* b1, uint8_t*, uint8_t*) {
        auto* src = reinterpret_cast<__ubuf__ float*>(b0);
        auto* dst = reinterpret_cast<__ubuf__ float*>(b1);
        vector_bool all = asc_create_mask_b32(PAT_ALL);
        vector_float r;
        asc_loadalign(r, src, 2, 16, all);            // block j from src + 512 B + j * 64 B
        asc_storealign(dst, r, 1, 32, all);           // dense at dst + 1024 B
        asc_loadalign_postupdate(r, src, 2, 4, all);  // block j from src + j * 64 B, then src += 128 B
        asc_storealign_postupdate(dst, r, 1, 8, all); // dense at dst, then dst += 256 B
        asc_loadalign_postupdate(r, src, 1, 0, all);  // dense from the moved src
        asc_storealign_postupdate(dst, r, 1, 0, all); // dense at the moved dst
    }));
    const auto y = As<float>(bufs[1], 512);
    for (size_t i = 0; i < 512; ++i) {
        const size_t j = (i % 64) / 8, k = i % 8; // block and element within it
        float want = -1.0f;
        if (i < 64) {
            want = static_cast<float>(16 * j + k);
        } else if (i < 128) {
            want = static_cast<float>(32 + (i - 64));
        } else if (i >= 256 && i < 320) {
            want = static_cast<float>(128 + 16 * j + k);
        }
        ASSERT_EQ(y[i], want) << i;
    }
}

} // namespace
