// The C API's Memory-style vector compute on the emulator (c_api_vector_compute.asc, built by the sim's
// bisheng): asc_transpose / asc_transpose_sync (docs/zh/api/SIMD-API/C-API/vector_compute/asc_transpose.md)
// against an index reference (dst[j * 16 + i] = src[i * 16 + j]), the _sync form ordering a later MTE3 copy
// with no flag (its plain twin a synccheck finding), and the page's 约束说明 (32-byte alignment, the general
// overlap rule), each with the kernel that makes it fire and the twin that stays silent.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "c_api_device_test.h"

void TransposeBlock(void* s, void* x, void* y, uint32_t mode);
void TransposeOffsets(void* s, void* x, uint32_t srcOffset, uint32_t dstOffset, bool overlap);
void TransposeTwice(void* s, void* x, void* y);
void VaTransTo5hd(void* s, void* x, void* y, uint32_t mode);

namespace {

constexpr size_t kFloats = 256; // 1024 bytes: two 16 x 16 blocks of 2-byte elements in x

class CApiVectorCompute : public CApiDeviceTest {
protected:
    void SetUp() override
    {
        // Distinct 16-bit patterns, some negative: element k of the first block is 37 k - 4000.
        std::vector<int16_t> e(2 * kFloats);
        for (size_t k = 0; k < e.size(); ++k) {
            e[k] = static_cast<int16_t>(37 * static_cast<int>(k) - 4000);
        }
        std::vector<float> in(kFloats);
        std::memcpy(in.data(), e.data(), e.size() * sizeof(int16_t));
        elems_ = e;
        Open(in, kFloats, 0.0f);
    }
    std::vector<int16_t> Block()
    {
        const std::vector<float> y = Output(128);
        std::vector<int16_t> out(256);
        std::memcpy(out.data(), y.data(), 512);
        return out;
    }
    std::vector<int16_t> Transposed() const
    {
        std::vector<int16_t> t(256);
        for (int i = 0; i < 16; ++i) {
            for (int j = 0; j < 16; ++j) {
                t[j * 16 + i] = elems_[i * 16 + j];
            }
        }
        return t;
    }
    std::vector<int16_t> elems_;
};

TEST_F(CApiVectorCompute, TransposeSyncOrdersTheLaterMte3CopyWithoutAFlag)
{
    TransposeBlock(stream_, x_, y_, 0);
    ExpectOk();
    EXPECT_EQ(Block(), Transposed());
}

TEST_F(CApiVectorCompute, PlainTransposeThenMte3WithoutAFlagIsASynccheckFinding)
{
    TransposeBlock(stream_, x_, y_, 1);
    ExpectFinding({"synccheck", "asc_copy_ub2gm_align"});
}

TEST_F(CApiVectorCompute, PlainTransposeWithTheVToMte3FlagIsSilent)
{
    TransposeBlock(stream_, x_, y_, 2);
    ExpectOk();
    EXPECT_EQ(Block(), Transposed());
}

TEST_F(CApiVectorCompute, TransposeOfUint16MovesTheSameBits)
{
    TransposeBlock(stream_, x_, y_, 3);
    ExpectOk();
    EXPECT_EQ(Block(), Transposed());
}

TEST_F(CApiVectorCompute, TransposeInPlaceIsAFullOverlapAndAllowed)
{
    TransposeBlock(stream_, x_, y_, 4);
    ExpectOk();
    EXPECT_EQ(Block(), Transposed());
}

TEST_F(CApiVectorCompute, TransposedTwiceIsTheBlock)
{
    TransposeTwice(stream_, x_, y_);
    ExpectOk();
    EXPECT_EQ(Block(), std::vector<int16_t>(elems_.begin(), elems_.begin() + 256));
}

TEST_F(CApiVectorCompute, AlignedDisjointOperandsAreSilent)
{
    TransposeOffsets(stream_, x_, 16, 16, false);
    ExpectOk();
}

TEST_F(CApiVectorCompute, AMisalignedSourceIsAFinding)
{
    TransposeOffsets(stream_, x_, 1, 0, false);
    ExpectFinding({"memcheck", "asc_transpose", "not 32-byte aligned"});
}

TEST_F(CApiVectorCompute, APartialOverlapIsAFinding)
{
    TransposeOffsets(stream_, x_, 0, 16, true);
    ExpectFinding({"asc_transpose", "overlap partially"});
}

// ---- asc_set_va_reg + asc_transto5hd (the page's layouts, as the C++ TransDataTo5HD's) --------------
// 16-bit: destination block j element i = source block i element j: the 16 x 16 transpose.
TEST_F(CApiVectorCompute, TransTo5hdB16SyncThroughTheVaRegistersIsTheTranspose)
{
    VaTransTo5hd(stream_, x_, y_, 0);
    ExpectOk();
    EXPECT_EQ(Block(), Transposed());
}

TEST_F(CApiVectorCompute, PlainTransTo5hdThenMte3WithoutAFlagIsASynccheckFinding)
{
    VaTransTo5hd(stream_, x_, y_, 1);
    ExpectFinding({"synccheck", "asc_copy_ub2gm_align"});
}

TEST_F(CApiVectorCompute, TransTo5hdNamingVa7HasNoRegisterPair)
{
    VaTransTo5hd(stream_, x_, y_, 2);
    ExpectFinding({"memcheck", "asc_transto5hd", "no next register"});
}

TEST_F(CApiVectorCompute, TransTo5hdReadingAnUnsetVaRegisterIsAFinding)
{
    VaTransTo5hd(stream_, x_, y_, 3);
    ExpectFinding({"memcheck", "asc_transto5hd", "never set by asc_set_va_reg"});
}

// 32-bit: destination block 2 j + h element e = source block 8 h + e element j (j < 8).
TEST_F(CApiVectorCompute, TransTo5hdB32MovesEightElementColumnsIntoBlockPairs)
{
    VaTransTo5hd(stream_, x_, y_, 4);
    ExpectOk();
    std::vector<int32_t> in(128), want(128), got(128);
    std::memcpy(in.data(), elems_.data(), 512);
    for (int j = 0; j < 8; ++j) {
        for (int h = 0; h < 2; ++h) {
            for (int e = 0; e < 8; ++e) {
                want[(2 * j + h) * 8 + e] = in[(8 * h + e) * 8 + j];
            }
        }
    }
    const std::vector<int16_t> out = Block();
    std::memcpy(got.data(), out.data(), 512);
    EXPECT_EQ(got, want);
}

// 8-bit: destination block j, low half (dst_high_half false), byte i = source block i byte j + 16
// (src_high_half true); the high halves keep the destination's bytes (a copy of x).
TEST_F(CApiVectorCompute, TransTo5hdB8MovesHighHalvesIntoLowHalves)
{
    VaTransTo5hd(stream_, x_, y_, 5);
    ExpectOk();
    std::vector<uint8_t> in(512), want(512), got(512);
    std::memcpy(in.data(), elems_.data(), 512);
    want = in;
    for (int j = 0; j < 16; ++j) {
        for (int i = 0; i < 16; ++i) {
            want[j * 32 + i] = in[i * 32 + j + 16];
        }
    }
    const std::vector<int16_t> out = Block();
    std::memcpy(got.data(), out.data(), 512);
    EXPECT_EQ(got, want);
}

} // namespace
