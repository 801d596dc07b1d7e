// The C API's non-Reg part on the emulator (c_api_kernels.asc, built by the sim's bisheng): results
// against host references (a copy is the identity; the padded layout as asc_copy_gm2ub_align_arch_3510.md
// describes it), and every check with the kernel that makes it fire and the twin that stays silent.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "c_api_device_test.h"

void CopyThrough(void* s, float* x, float* y, uint32_t blocks);
void CopyUnsynced(void* s, float* x, float* y);
void CopySyncForms(void* s, float* x, float* y);
void CopyPadded(void* s, float* x, float* y, uint32_t dstStride, uint8_t left);
void CopyUb2Ub(void* s, float* x, float* y, bool locked);
void TwoArrays(void* s, float* x, uint32_t n);
void Misaligned(void* s, float* x, uint32_t offset);
void RawModes(void* s, float* x, uint8_t mode, int pipe);
void CallVfs(void* s, bool nested);
void MixedUb(void* s, uint32_t pipeKb, bool arrayFirst);
void CopyPingPong(void* s, float* x, float* y, bool skewed);
extern int g_vfRuns;

namespace {

constexpr size_t kFloats = 1024;

class CApi : public CApiDeviceTest {
protected:
    void SetUp() override
    {
        std::vector<float> in(kFloats);
        for (size_t i = 0; i < kFloats; ++i) {
            in[i] = 0.5f * static_cast<float>(i) - 7.0f;
        }
        Open(in, kFloats, 0.0f);
    }
};

TEST_F(CApi, UbArraysCopiesAndFlagsMoveEachCoresSlice)
{
    CopyThrough(stream_, x_, y_, 4);
    ExpectOk();
    EXPECT_EQ(Output(kFloats), host_);
}

TEST_F(CApi, AnInt32EventIdPairsTheFlags)
{
    CopyPingPong(stream_, x_, y_, false);
    ExpectOk();
    const std::vector<float> y = Output(256);
    EXPECT_EQ(y, std::vector<float>(host_.begin(), host_.begin() + 256));
}

TEST_F(CApi, WaitingOnAnInt32EventIdNeverNotifiedIsAFinding)
{
    CopyPingPong(stream_, x_, y_, true);
    ExpectFinding({"synccheck", "WaitFlag"});
}

TEST_F(CApi, AMissingFlagBetweenMte2AndMte3IsASynccheckFinding)
{
    CopyUnsynced(stream_, x_, y_);
    ExpectFinding({"synccheck", "asc_copy_ub2gm_align"});
}

TEST_F(CApi, TheSyncFormsNeedNoFlag)
{
    CopySyncForms(stream_, x_, y_);
    ExpectOk();
    const auto y = Output(256);
    EXPECT_EQ(y, std::vector<float>(host_.begin(), host_.begin() + 256));
}

TEST_F(CApi, PaddedRowsLandAsThePageDescribes)
{
    CopyPadded(stream_, x_, y_, 32, 1);
    ExpectOk();
    // Row r: [-1][x[8r] .. x[8r+4]][-1][-1] (1 left, 5 data, 2 right: 32 bytes), rows 32 bytes apart.
    std::vector<float> want;
    for (int r = 0; r < 2; ++r) {
        want.push_back(-1.0f);
        for (int k = 0; k < 5; ++k) {
            want.push_back(host_[8 * r + k]);
        }
        want.push_back(-1.0f);
        want.push_back(-1.0f);
    }
    EXPECT_EQ(Output(16), want);
}

TEST_F(CApi, AUbStrideOtherThanLenBurstMustBe32ByteAligned)
{
    CopyPadded(stream_, x_, y_, 40, 1);
    ExpectFinding({"memcheck", "dst_stride 40 differs from len_burst 20"});
}

TEST_F(CApi, PaddingBeyond32BytesIsAFinding)
{
    CopyPadded(stream_, x_, y_, 64, 9);
    ExpectFinding({"memcheck", "may not exceed 32 bytes"});
}

TEST_F(CApi, UbToUbCopyOrderedByMutexes)
{
    CopyUb2Ub(stream_, x_, y_, true);
    ExpectOk();
    EXPECT_EQ(Output(64), std::vector<float>(host_.begin(), host_.begin() + 64));
}

TEST_F(CApi, AnUnorderedUbToUbThenMte3IsASynccheckFinding)
{
    CopyUb2Ub(stream_, x_, y_, false);
    ExpectFinding({"synccheck", "asc_copy_ub2gm"});
}

TEST_F(CApi, UbArraysFillingTheKernelsShareFit)
{
    TwoArrays(stream_, x_, 31744);
    ExpectOk();
}

TEST_F(CApi, UbArraysBeyondTheKernelsShareAreAFinding)
{
    TwoArrays(stream_, x_, 40000);
    ExpectFinding({"memcheck", "__ubuf__ array", "would need 320000 bytes", "253952"});
}

TEST_F(CApi, AnAlignedUbAddressIsSilent)
{
    Misaligned(stream_, x_, 0);
    ExpectOk();
}

TEST_F(CApi, AMisalignedUbAddressIsAFinding)
{
    Misaligned(stream_, x_, 1);
    ExpectFinding({"memcheck", "not 32-byte aligned"});
}

TEST_F(CApi, RawCacheModesAndPipesOfTheEnumerationsAreSilent)
{
    RawModes(stream_, x_, 5, 5 /* PIPE_MTE2 */);
    ExpectOk();
}

TEST_F(CApi, ARawCacheModeOutsideTheEnumerationIsAFinding)
{
    RawModes(stream_, x_, 3, 5);
    ExpectFinding({"memcheck", "l2_cache_mode 3"});
}

TEST_F(CApi, SyncPipeOfTheScalarPipeIsAFinding)
{
    RawModes(stream_, x_, 0, 1 /* PIPE_S */);
    ExpectFinding({"synccheck", "asc_sync_pipe(PIPE_S)"});
}

TEST_F(CApi, SyncPipeOfACubePipeIsAFinding)
{
    RawModes(stream_, x_, 0, 3 /* PIPE_M */);
    ExpectFinding({"synccheck", "not a pipe of the vector core"});
}

TEST_F(CApi, DirectVfCallsRunAsVfLaunches)
{
    g_vfRuns = 0;
    CallVfs(stream_, false);
    ExpectOk();
    EXPECT_EQ(g_vfRuns, 11);
}

TEST_F(CApi, ADirectVfCallInsideAVfIsAFinding)
{
    CallVfs(stream_, true);
    ExpectFinding({"a VF cannot launch another VF"});
}

TEST_F(CApi, TPipeBuffersAndUbArraysThatDoNotMeetAreSilent)
{
    MixedUb(stream_, 100, false);
    ExpectOk();
    MixedUb(stream_, 100, true);
    ExpectOk();
}

TEST_F(CApi, AUbArrayIntoTPipeBuffersIsAFinding)
{
    MixedUb(stream_, 200, false);
    ExpectFinding({"memcheck", "inside the TPipe buffers that end at byte 204800"});
}

TEST_F(CApi, TPipeBuffersIntoAUbArrayAreAFinding)
{
    MixedUb(stream_, 200, true);
    ExpectFinding({"memcheck", "TPipe buffers reach UB byte 204800, into the __ubuf__ arrays"});
}

} // namespace
