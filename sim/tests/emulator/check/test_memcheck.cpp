// Negative-kernel suite, memcheck: for every memory check a deliberately broken kernel that makes
// it fire (report names memcheck, the message and the kernel's file:line) and its correct twin.
// Rules: docs/zh/api/SIMD-API/通用说明和约束.md (alignment, overlap), the data-movement pages under
// Memory矢量计算/数据搬运/, and the 约束说明 of each vector API.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class MemcheckTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// ---- LocalTensor access beyond its buffer ----------------------------------------------------
void LocalBeyondBuffer(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float)); // the bytes past `a` are real UB: only the view bounds catch it
    LocalTensor<float> t = a.Get<float>();
    if (Broken()) {
        KT_MARK(g_line);
        Duplicate(t[32], 1.0f, 40);
    } else {
        Duplicate(t[32], 1.0f, 32);
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64)[0], t[32], 32);
}

TEST_F(MemcheckTest, LocalTensorAccessBeyondItsBuffer)
{
    ExpectBrokenAndTwin(&LocalBeyondBuffer, "memcheck", "runs outside the LocalTensor's buffer of 256 bytes", __FILE__);
}

void ScalarBeyondBuffer(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 32);
    LocalTensor<int32_t> t = a.Get<int32_t>();
    const uint32_t index = Broken() ? 8 : 7;
    KT_MARK(g_line);
    t.SetValue(index, 5);
}
TEST_F(MemcheckTest, ScalarSetValueBeyondItsBuffer)
{
    ExpectBrokenAndTwin(&ScalarBeyondBuffer, "memcheck", "LocalTensor::SetValue", __FILE__);
}

// ---- GM outside the GlobalTensor window / outside any allocation ---------------------------------
void GmOutsideWindow(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    GlobalTensor<float> in = Gm(x, 64); // the allocation holds 1024 floats: only the window is exceeded
    if (Broken()) {
        KT_MARK(g_line);
        DataCopy(t, in[8], 64);
    } else {
        DataCopy(t, in, 64);
    }
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(MemcheckTest, GmOutsideTheGlobalTensorWindow)
{
    ExpectBrokenAndTwin(&GmOutsideWindow, "memcheck",
                        "at byte offset 32 is outside the GlobalTensor (SetGlobalBuffer declared 256 bytes)", __FILE__);
}

void GmOutsideAllocation(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    GlobalTensor<float> in;
    in.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x)); // no size: only the allocation bounds apply
    if (Broken()) {
        KT_MARK(g_line);
        DataCopy(t, in[kNegFloats - 64], 128);
    } else {
        DataCopy(t, in[kNegFloats - 128], 128);
    }
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 128), t, 128);
}
TEST_F(MemcheckTest, GmOutsideAnyDeviceAllocation)
{
    ExpectBrokenAndTwin(&GmOutsideAllocation, "memcheck", "is not inside any live device allocation", __FILE__);
}

void GmScalarOutsideWindow(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    GlobalTensor<float> out = Gm(z, 16);
    KT_MARK(g_line);
    out.SetValue(Broken() ? 16 : 15, 1.0f);
}
TEST_F(MemcheckTest, GmScalarStoreOutsideTheWindow)
{
    ExpectBrokenAndTwin(&GmScalarOutsideWindow, "memcheck", "GlobalTensor::SetValue", __FILE__);
}

// ---- TPipe buffers exceeding UB ------------------------------------------------------------------
void PipeExceedsUb(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 2> q;
    TBuf<TPosition::VECOUT> b;
    pipe.InitBuffer(q, 2, 96 * 1024);
    // 248 KB usable (256 KB UB minus the 8 KB reserve): 192 KB + 64 KB does not fit, 56 KB does.
    KT_MARK(g_line);
    pipe.InitBuffer(b, Broken() ? 64 * 1024 : 56 * 1024);
}
TEST_F(MemcheckTest, TPipeBuffersExceedUnifiedBuffer)
{
    ExpectBrokenAndTwin(&PipeExceedsUb, "memcheck",
                        "TPipe buffers need 262144 bytes but the Unified Buffer has 253952 usable bytes", __FILE__);
}

// ---- DataCopy length not a multiple of 32 bytes ----------------------------------------------------
void DataCopyUnalignedLength(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    KT_MARK(g_line);
    DataCopy(t, Gm(x, 64), Broken() ? 60 : 64);
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t, 56);
}
TEST_F(MemcheckTest, DataCopyLengthNotMultipleOf32Bytes)
{
    ExpectBrokenAndTwin(&DataCopyUnalignedLength, "memcheck",
                        "DataCopy of 240 bytes: the length must be a multiple of 32", __FILE__);
}

// ---- misaligned UB operands ---------------------------------------------------------------------
void VectorMisalignedOperand(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 128 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    LocalTensor<float> u = b.Get<float>();
    DataCopy(t, Gm(x, 128), 128);
    KT_FLAG(MTE2_V);
    KT_MARK(g_line);
    Adds(u, t[Broken() ? 4 : 8], 1.0f, 64); // 16 bytes in vs one 32-byte block in
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), u, 64);
}
TEST_F(MemcheckTest, VectorOperandNotAligned)
{
    ExpectBrokenAndTwin(&VectorMisalignedOperand, "memcheck", "operand starts at UB offset 16, not 32-byte aligned",
                        __FILE__);
}

void DataCopyMisalignedUb(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    KT_MARK(g_line);
    DataCopy(t[Broken() ? 2 : 8], Gm(x, 64), 64);
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 64), t[8], 56);
}
TEST_F(MemcheckTest, DataCopyUbAddressNotAligned)
{
    ExpectBrokenAndTwin(&DataCopyMisalignedUb, "memcheck", "UB address is not 32-byte aligned (UB offset 8)", __FILE__);
}

// ---- reads of never-written UB, and the taint of computed lanes ------------------------------------
void Mte3ReadsUnwritten(GM_ADDR, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECOUT, 1> q;
    pipe.InitBuffer(q, 1, 64 * sizeof(float));
    LocalTensor<float> t = q.AllocTensor<float>();
    Duplicate(t, 2.0f, Broken() ? 32 : 64);
    q.EnQue(t);
    t = q.DeQue<float>();
    KT_MARK(g_line);
    DataCopy(Gm(z, 64), t, 64);
    q.FreeTensor(t);
}
TEST_F(MemcheckTest, Mte3CopiesNeverWrittenUb)
{
    ExpectBrokenAndTwin(&Mte3ReadsUnwritten, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

// 40 floats come in (160 bytes, already 32-byte aligned: no filler); the vector ops compute whole
// 64-lane chunks (Compares needs them), so lanes 40..63 are computed from never-written bytes, also
// through the in-place Sqrt and the mask. Copying out the 40 valid elements is clean; copying the
// 64 computed lanes is reported.
void TaintedTail(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TQue<TPosition::VECIN, 1> qx, qy;
    TQue<TPosition::VECOUT, 1> qz;
    TBuf<TPosition::VECOUT> mask;
    pipe.InitBuffer(qx, 1, 64 * sizeof(float));
    pipe.InitBuffer(qy, 1, 64 * sizeof(float));
    pipe.InitBuffer(qz, 1, 64 * sizeof(float));
    pipe.InitBuffer(mask, 64 / 8);
    LocalTensor<float> a = qx.AllocTensor<float>();
    LocalTensor<float> b = qy.AllocTensor<float>();
    const DataCopyExtParams p{1, 40 * sizeof(float), 0, 0, 0};
    DataCopyPad(a, Gm(x, 40), p, DataCopyPadExtParams<float>{false, 0, 0, 0.0f});
    DataCopyPad(b, Gm(y, 40), p, DataCopyPadExtParams<float>{false, 0, 0, 0.0f});
    qx.EnQue(a);
    qy.EnQue(b);
    a = qx.DeQue<float>();
    b = qy.DeQue<float>();
    LocalTensor<float> c = qz.AllocTensor<float>();
    LocalTensor<uint8_t> m = mask.Get<uint8_t>();
    Mul(c, a, b, 64);
    Sqrt(c, c, 64);
    Compares(m, c, 10.0f, CMPMODE::GT, 64);
    Select(c, m, c, 0.0f, SELMODE::VSEL_TENSOR_SCALAR_MODE, 64);
    qz.EnQue(c);
    qx.FreeTensor(a);
    qy.FreeTensor(b);
    c = qz.DeQue<float>();
    if (Broken()) {
        KT_MARK(g_line);
        DataCopy(Gm(z, 64), c, 64);
    } else {
        DataCopyPad(Gm(z, 40), c, p);
    }
    qz.FreeTensor(c);
}
TEST_F(MemcheckTest, VectorTailLanesTaintedOnlyWhenCopiedOut)
{
    const LaunchOutcome r = ExpectBrokenAndTwin(&TaintedTail, "initcheck",
                                                "computed from never-written bytes (first at UB offset 672)", __FILE__);
    EXPECT_TRUE(Contains(r.report, "DataCopy(UB->GM)")) << r.report;
}

// The scalar unit reading a tainted lane is reported too (it would steer control flow).
void ScalarReadsTaintedLane(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 32), 32);
    KT_FLAG(MTE2_V);
    Adds(t, t, 1.0f, 64);
    KT_FLAG(V_S);
    KT_MARK(g_line);
    const float v = t.GetValue(Broken() ? 40 : 31);
    (void)v;
}
TEST_F(MemcheckTest, ScalarReadOfTaintedLane)
{
    ExpectBrokenAndTwin(&ScalarReadsTaintedLane, "initcheck", "S reads UB bytes that were never written", __FILE__);
}

// DataCopyPad with padding but isPad false: the padding is "random" (doc), i.e. never written.
void RandomPaddingCopiedOut(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64);
    LocalTensor<float> t = a.Get<float>();
    DataCopyPad(t, Gm(x, 5), DataCopyExtParams{1, 5 * sizeof(float), 0, 0, 0},
                DataCopyPadExtParams<float>{Broken() ? false : true, 2, 1, -1.0f});
    KT_FLAG(MTE2_MTE3);
    KT_MARK(g_line);
    DataCopy(Gm(z, 8), t, 8);
}
TEST_F(MemcheckTest, DataCopyPadRandomPaddingIsUndefined)
{
    ExpectBrokenAndTwin(&RandomPaddingCopiedOut, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

// ---- operand overlap, count 0, whole chunks, Cast pairs -----------------------------------------
void PartialOverlap(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 128), 128);
    KT_FLAG(MTE2_V);
    if (Broken()) {
        KT_MARK(g_line);
        Muls(t[8], t, 2.0f, 64);
    } else {
        Muls(t, t, 2.0f, 64); // a 100% overlap is allowed
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 128), t, 128);
}
TEST_F(MemcheckTest, SourceAndDestinationOverlapPartially)
{
    ExpectBrokenAndTwin(&PartialOverlap, "memcheck", "source and destination overlap partially", __FILE__);
}

void CountZero(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64 * sizeof(float));
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    const int32_t count = Broken() ? 0 : 64;
    KT_MARK(g_line);
    Exp(t, t, count);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(MemcheckTest, VectorCountZero)
{
    ExpectBrokenAndTwin(&CountZero, "memcheck", "count 0: on Ascend 950 a zero count is not guaranteed to be a no-op",
                        __FILE__);
}

void ComparesPartialChunk(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, m;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(m, 32);
    LocalTensor<float> t = a.Get<float>();
    LocalTensor<uint8_t> mask = m.Get<uint8_t>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    KT_MARK(g_line);
    Compares(mask, t, 20.0f, CMPMODE::LT, Broken() ? 40 : 64);
    Select(t, mask, t, -1.0f, SELMODE::VSEL_TENSOR_SCALAR_MODE, 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), t, 64);
}
TEST_F(MemcheckTest, ComparesCountNotFillingWholeChunks)
{
    ExpectBrokenAndTwin(&ComparesPartialChunk, "memcheck", "40 elements do not fill whole 256-byte chunks", __FILE__);
}

void UnsupportedCast(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(b, 64 * sizeof(int32_t));
    LocalTensor<float> t = a.Get<float>();
    LocalTensor<int32_t> i = b.Get<int32_t>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    // float -> int32_t accepts RINT/FLOOR/CEIL/ROUND/TRUNC on 950 (Cast.md table), not CAST_NONE.
    KT_MARK(g_line);
    Cast(i, t, Broken() ? RoundMode::CAST_NONE : RoundMode::CAST_RINT, 64);
    KT_FLAG(V_MTE3);
    GlobalTensor<int32_t> out;
    out.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(z), 64);
    DataCopy(out, i, 64);
}
TEST_F(MemcheckTest, CastUnsupportedPairOrMode)
{
    ExpectBrokenAndTwin(&UnsupportedCast, "memcheck", "RoundMode 0 is not supported on Ascend 950", __FILE__);
}

void UnsupportedCastPair(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 64 * sizeof(int32_t));
    pipe.InitBuffer(b, 64 * sizeof(half));
    LocalTensor<int32_t> i = a.Get<int32_t>();
    Duplicate(i, 3, 64);
    if (Broken()) {
        // int32_t -> int8_t is no row of Cast.md's 950 table (int32_t goes to uint8_t, int16_t, uint16_t).
        KT_MARK(g_line);
        Cast(b.Get<int8_t>(), i, RoundMode::CAST_NONE, 64);
    } else {
        Cast(a.Get<float>(), i, RoundMode::CAST_RINT, 64);
    }
}
TEST_F(MemcheckTest, CastUnsupportedPair)
{
    ExpectBrokenAndTwin(&UnsupportedCastPair, "memcheck", "this source/destination type pair", __FILE__);
}

// ---- DataCopyPad parameters (DataCopyPad（GMToUB非对齐数据搬运）.md, 约束说明) ---------------------
void PadBlockLenNotElementMultiple(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64);
    LocalTensor<float> t = a.Get<float>();
    const uint32_t len = Broken() ? 10 : 12; // "blockLen必须是sizeof(T)的整数倍"
    KT_MARK(g_line);
    DataCopyPad(t, Gm(x, 8), DataCopyExtParams{1, len, 0, 0, 0}, DataCopyPadExtParams<float>{});
    KT_FLAG(MTE2_MTE3);
    DataCopyPad(Gm(z, 8), t, DataCopyExtParams{1, 12, 0, 0, 0});
}
TEST_F(MemcheckTest, DataCopyPadBlockLenNotAMultipleOfTheElement)
{
    ExpectBrokenAndTwin(&PadBlockLenNotElementMultiple, "memcheck", "blockLen 10 is not a multiple of sizeof(T)",
                        __FILE__);
}

void PadOutBlockLenNotElementMultiple(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 64);
    LocalTensor<float> t = a.Get<float>();
    DataCopy(t, Gm(x, 16), 16);
    KT_FLAG(MTE2_MTE3);
    KT_MARK(g_line);
    DataCopyPad(Gm(z, 8), t, DataCopyExtParams{1, Broken() ? 14u : 16u, 0, 0, 0});
}
TEST_F(MemcheckTest, DataCopyPadOutBlockLenNotAMultipleOfTheElement)
{
    ExpectBrokenAndTwin(&PadOutBlockLenNotElementMultiple, "memcheck", "DataCopyPad(UB->GM)", __FILE__);
}

// Each of leftPadding / rightPadding may take up to 32 bytes; together they may take more.
void PadTooWide(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 128);
    LocalTensor<float> t = a.Get<float>();
    const uint8_t left = Broken() ? 9 : 4; // 36 bytes vs 16 bytes (with 20 bytes on the right)
    KT_MARK(g_line);
    DataCopyPad(t, Gm(x, 8), DataCopyExtParams{1, 8 * sizeof(float), 0, 0, 0},
                DataCopyPadExtParams<float>{true, left, 5, -1.0f});
    KT_FLAG(MTE2_MTE3);
    DataCopy(Gm(z, 24), t, 24);
}
TEST_F(MemcheckTest, DataCopyPadPaddingOver32Bytes)
{
    ExpectBrokenAndTwin(&PadTooWide, "memcheck", "leftPadding/rightPadding may not exceed 32 bytes", __FILE__);
    NegBuffers b;
    g_broken = false;
    ExpectClean(Launch(&PadTooWide, 1, b.Args()));
    // [4 x pad][8 data][5 x pad][filler to 96 bytes], all padding -1.
    for (int j = 0; j < 24; ++j) {
        const float want = (j >= 4 && j < 12) ? static_cast<float>(j - 3) : -1.0f;
        EXPECT_EQ(b.z.as<float>()[j], want) << j;
    }
}

void PadBlockCountOutOfRange(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 4096 * 32);
    LocalTensor<uint8_t> t = a.Get<uint8_t>();
    GlobalTensor<uint8_t> in;
    in.SetGlobalBuffer(x, 4096);
    const uint16_t rows = Broken() ? 4096 : 4095; // blockCount in [0, 4095]
    KT_MARK(g_line);
    DataCopyPad(t, in, DataCopyExtParams{rows, 1, 0, 0, 0}, DataCopyPadExtParams<uint8_t>{});
}
TEST_F(MemcheckTest, DataCopyPadBlockCountOutOfRange)
{
    ExpectBrokenAndTwin(&PadBlockCountOutOfRange, "memcheck", "blockCount must be in [0, 4095]", __FILE__);
}

// ---- TBuf views ----------------------------------------------------------------------------------
void TBufGetBeyond(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a;
    pipe.InitBuffer(a, 256);
    KT_MARK(g_line);
    LocalTensor<float> t = Broken() ? a.GetWithOffset<float>(60, 32) : a.GetWithOffset<float>(56, 32);
    Duplicate(t, 1.0f, static_cast<int32_t>(t.GetSize()));
}
TEST_F(MemcheckTest, TBufGetBeyondItsBuffer)
{
    ExpectBrokenAndTwin(&TBufGetBeyond, "memcheck", "requested 60 elements at byte offset 32 of a 256-byte TBuf",
                        __FILE__);
}

// ---- Select mode and operands (Select.md) ----------------------------------------------------------
void SelectWrongMode(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, m;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(m, 32);
    LocalTensor<float> t = a.Get<float>();
    LocalTensor<uint8_t> mask = m.Get<uint8_t>();
    DataCopy(t, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    Compares(mask, t, 10.0f, CMPMODE::LT, 64);
    // A scalar src1 is mode 1 (VSEL_TENSOR_SCALAR_MODE) only.
    const SELMODE mode = Broken() ? SELMODE::VSEL_TENSOR_TENSOR_MODE : SELMODE::VSEL_TENSOR_SCALAR_MODE;
    KT_MARK(g_line);
    Select(t, mask, t, 0.0f, mode, 64);
}
TEST_F(MemcheckTest, SelectScalarWithTensorMode)
{
    ExpectBrokenAndTwin(&SelectWrongMode, "memcheck", "a scalar src1 needs SELMODE::VSEL_TENSOR_SCALAR_MODE", __FILE__);
}

// A never-written mask taints the lanes it selects in every mode, VSEL_CMPMASK_SPR included.
void SelectUndefinedMask(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b, m;
    pipe.InitBuffer(a, 128 * sizeof(float));
    pipe.InitBuffer(b, 128 * sizeof(float));
    pipe.InitBuffer(m, 32);
    LocalTensor<float> t = a.Get<float>(), u = b.Get<float>();
    LocalTensor<uint8_t> mask = m.Get<uint8_t>();
    DataCopy(t, Gm(x, 128), 128);
    KT_FLAG(MTE2_V);
    Duplicate(u, 0.0f, 128);
    if (!Broken()) {
        Compares(mask, t, 10.0f, CMPMODE::LT, 64); // mode 0 reads the first 64 bits only
    }
    Select(u, mask, t, u, SELMODE::VSEL_CMPMASK_SPR, 128);
    KT_FLAG(V_MTE3);
    KT_MARK(g_line);
    DataCopy(Gm(z, 128), u, 128);
}
TEST_F(MemcheckTest, SelectWithNeverWrittenMaskIsTainted)
{
    ExpectBrokenAndTwin(&SelectUndefinedMask, "initcheck", "computed from never-written bytes", __FILE__);
}

// ---- flexible scalar position: a one-element scalar may not overlap the destination ------------
// (Adds（灵活标量位置）.md, 约束说明: "源操作数为LocalTensor单点元素的场景，不支持源操作数和目的操作数地址重叠")
// The kernels below share two 64-float tiles: ta holds x, to is filled with `fill`, both ready for V.
struct FlexTiles {
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, o;
    LocalTensor<float> ta, to;
    FlexTiles(GM_ADDR x, float fill)
    {
        pipe.InitBuffer(a, 64 * sizeof(float));
        pipe.InitBuffer(o, 64 * sizeof(float));
        ta = a.Get<float>();
        to = o.Get<float>();
        DataCopy(ta, Gm(x, 64), 64);
        Duplicate(to, fill, 64);
        KT_FLAG(MTE2_V);
    }
};

void FlexScalarOverlapsDst(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    FlexTiles t(x, 0.0f);
    const LocalTensor<float>& ta = t.ta;
    const LocalTensor<float>& to = t.to;
    if (Broken()) {
        KT_MARK(g_line);
        Adds(to, ta, to[5], 64);
    } else {
        Adds(to, ta, ta[5], 64); // the scalar element may lie in the vector source
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), to, 64);
}

TEST_F(MemcheckTest, FlexibleScalarElementOverlapsDestination)
{
    ExpectBrokenAndTwin(&FlexScalarOverlapsDst, "memcheck",
                        "with a LocalTensor element as the scalar, sources and destination may not overlap", __FILE__);
}

// The same rule for the mask / repeat forms (Adds（灵活标量位置）.md 约束说明), where the element is read by the
// operation's own instruction: the element may not lie in the destination, and the vector source may not
// overlap it either (the in-place use other repeat forms allow).
void FlexScalarRepeatElementInDst(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    FlexTiles t(x, 0.0f);
    const LocalTensor<float>& ta = t.ta;
    const LocalTensor<float>& to = t.to;
    const UnaryRepeatParams rp;
    KT_MARK(g_line);
    Muls(to, ta, Broken() ? to[5] : ta[5], uint64_t{64}, 1, rp);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), to, 64);
}
TEST_F(MemcheckTest, FlexibleScalarRepeatFormElementInDestination)
{
    ExpectBrokenAndTwin(&FlexScalarRepeatElementInDst, "memcheck",
                        "with a LocalTensor element as the scalar, source and destination may not overlap", __FILE__);
}

void FlexScalarRepeatInPlace(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    FlexTiles t(x, 2.0f);
    const LocalTensor<float>& ta = t.ta;
    const LocalTensor<float>& to = t.to;
    const UnaryRepeatParams rp;
    if (Broken()) {
        KT_MARK(g_line);
        Subs(ta, ta, to[3], uint64_t{64}, 1, rp); // a 100% overlap, allowed with a value scalar, not here
    } else {
        Subs(to, ta, ta[3], uint64_t{64}, 1, rp);
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), Broken() ? ta : to, 64);
}
TEST_F(MemcheckTest, FlexibleScalarRepeatFormVectorSourceInPlace)
{
    ExpectBrokenAndTwin(&FlexScalarRepeatInPlace, "memcheck",
                        "the vector source and the destination may not overlap at all", __FILE__);
}

// Select（灵活标量位置）.md and Compares（灵活标量位置）.md state the same for their mask / repeat forms.
int g_flexBrokenCall = 0;                   // which of the two calls the broken run breaks
constexpr BinaryConfig kScalarIsSrc1 = {1}; // two LocalTensors: name the config, or Select is tensor-tensor
void FlexSelectCompareElementInDst(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, o, m;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(o, 64 * sizeof(float));
    pipe.InitBuffer(m, 64 * sizeof(float));
    LocalTensor<float> ta = a.Get<float>(), to = o.Get<float>(), mf = m.Get<float>();
    LocalTensor<uint8_t> mask = m.Get<uint8_t>();
    DataCopy(ta, Gm(x, 64), 64);
    Duplicate(to, 0.0f, 64);
    Duplicate(mf, 1.0f, 64);
    KT_FLAG(MTE2_V);
    const UnaryRepeatParams up;
    const BinaryRepeatParams bp;
    if (Broken() && g_flexBrokenCall == 0) {
        KT_MARK(g_line);
        Compares(mask, ta, mf[1], CMPMODE::LT, uint64_t{64}, 1, up); // mf[1]: bytes 4-7 of the 8 mask bytes
    } else {
        Compares(mask, ta, mf[4], CMPMODE::LT, uint64_t{64}, 1, up);
    }
    PipeBarrier<PIPE_V>();
    if (Broken() && g_flexBrokenCall == 1) {
        KT_MARK(g_line);
        Select<BinaryDefaultType, uint8_t, true, kScalarIsSrc1>(to, mask, ta, to[7], SELMODE::VSEL_TENSOR_SCALAR_MODE,
                                                                uint64_t{64}, 1, bp);
    } else {
        Select<BinaryDefaultType, uint8_t, true, kScalarIsSrc1>(to, mask, ta, mf[7], SELMODE::VSEL_TENSOR_SCALAR_MODE,
                                                                uint64_t{64}, 1, bp);
    }
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), to, 64);
}
TEST_F(MemcheckTest, FlexibleScalarCompareAndSelectElementInDestination)
{
    for (int call : {0, 1}) {
        g_flexBrokenCall = call;
        ExpectBrokenAndTwin(&FlexSelectCompareElementInDst, "memcheck",
                            "with a LocalTensor element as the scalar, source and destination may not overlap",
                            __FILE__);
    }
}

// Duplicate from a LocalTensor: the source is read with an aligned vector load, so src must be
// 32-byte aligned (dav_3510 DuplicateFromTensorImpl: LoadAlign DIST_NORM).
void DuplicateFromUnalignedSrc(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, o;
    pipe.InitBuffer(a, 64 * sizeof(float));
    pipe.InitBuffer(o, 64 * sizeof(float));
    LocalTensor<float> ta = a.Get<float>(), to = o.Get<float>();
    DataCopy(ta, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    KT_MARK(g_line);
    Duplicate(to, Broken() ? ta[3] : ta[8], 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), to, 64);
}

TEST_F(MemcheckTest, DuplicateFromTensorSourceNotAligned)
{
    ExpectBrokenAndTwin(&DuplicateFromUnalignedSrc, "memcheck", "not 32-byte aligned", __FILE__);
}

} // namespace
