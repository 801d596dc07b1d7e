// DumpTensor (调试接口/上板打印/DumpTensor.md): the page's header line and element format, the ShapeInfo
// layouts (shape equal to, smaller and larger than dumpSize), GlobalTensor dumps, the 30 KB per-call
// limit, a dumpSize past the tensor (memcheck), and ASCENDC_DUMP=0 (关闭ASCENDC_DUMP说明.md), which this
// file is also compiled with (kernel_dump_tensor_off_test) to check that nothing is printed.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

enum class Case : uint32_t { kFlat, kShapeEqual, kShapeSmaller, kShapeLarger, kGlobal, kTooBig, kPastTensor, kPrintf };

std::atomic<int> g_dumpLine{0};

void DumpKernel(GM_ADDR x, GM_ADDR c, GM_ADDR)
{
    const Case which = static_cast<Case>(*reinterpret_cast<const uint32_t*>(c));
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 16384 * sizeof(half));
    LocalTensor<half> t = buf.Get<half>();
    GlobalTensor<half> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(x), 64);
    DataCopy(t, g, 64);
    KT_FLAG(MTE2_S);
    const uint32_t rows[] = {2, 4};
    const uint32_t fewer[] = {1, 4};
    const uint32_t more[] = {3, 4};
    switch (which) {
        case Case::kFlat:
            DumpTensor(t, 5, 4);
            break;
        case Case::kShapeEqual:
            DumpTensor(t, 2, 8, ShapeInfo(2, rows));
            break;
        case Case::kShapeSmaller:
            DumpTensor(t, 3, 8, ShapeInfo(2, fewer));
            break;
        case Case::kShapeLarger:
            DumpTensor(t, 4, 8, ShapeInfo(2, more));
            break;
        case Case::kGlobal:
            DumpTensor(g, 7, 3);
            break;
        case Case::kTooBig:
            DumpTensor(t, 1, 15361);
            break; // 30722 bytes: over 30 KB, nothing printed
        case Case::kPastTensor: {
            LocalTensor<half> small = t[16384 - 16];
            KT_MARK(g_dumpLine);
            DumpTensor(small, 1, 17);
            break;
        }
        case Case::kPrintf:
            AscendC::printf("value %d\n", 42);
            break;
    }
}

LaunchOutcome RunDump(Case which)
{
    std::vector<half> in(64);
    for (size_t i = 0; i < in.size(); ++i) {
        in[i] = half(static_cast<float>(i) * 0.5f); // exact in fp16
    }
    DeviceBuffer ib = Upload(in), cb = Upload(std::vector<uint32_t>{static_cast<uint32_t>(which)}), unused(32);
    return Launch(&DumpKernel, 1, {ib.get(), cb.get(), unused.get()}, "dump_kernel");
}

class DumpTensorTest : public KernelTest {};

#if !defined(ASCENDC_DUMP) || ASCENDC_DUMP != 0

TEST_F(DumpTensorTest, FlatDumpHasThePagesHeaderAndElementFormat)
{
    const LaunchOutcome r = RunDump(Case::kFlat);
    ExpectClean(r);
    EXPECT_EQ(r.printfText, "[AIV Block 0/1] DumpTensor: desc=5, addr=0, data_type=float16, position=UB, dump_size=4\n"
                            "[AIV Block 0/1] [0.000000, 0.500000, 1.000000, 1.500000]\n");
}

TEST_F(DumpTensorTest, ShapeEqualToDumpSizeNestsOneBracketPerDimension)
{
    const LaunchOutcome r = RunDump(Case::kShapeEqual);
    ExpectClean(r);
    EXPECT_TRUE(Contains(r.printfText, "dump_size=8\n[AIV Block 0/1] [[0.000000,0.500000,1.000000,1.500000],\n"
                                       "[AIV Block 0/1] [2.000000,2.500000,3.000000,3.500000]]\n"))
        << r.printfText;
    EXPECT_FALSE(Contains(r.printfText, "shape is")) << r.printfText;
}

TEST_F(DumpTensorTest, ShapeSmallerThanDumpSizeShowsOnlyTheShape)
{
    const LaunchOutcome r = RunDump(Case::kShapeSmaller);
    ExpectClean(r);
    EXPECT_TRUE(Contains(r.printfText, "shape is [1, 4], dumpSize is 8, dumpSize is greater than shapeSize.\n"
                                       "[AIV Block 0/1] [[0.000000,0.500000,1.000000,1.500000]]\n"))
        << r.printfText;
}

TEST_F(DumpTensorTest, ShapeLargerThanDumpSizeFillsWithDashes)
{
    const LaunchOutcome r = RunDump(Case::kShapeLarger);
    ExpectClean(r);
    EXPECT_TRUE(Contains(r.printfText, "shape is [3, 4], dumpSize is 8, data is not enough.\n")) << r.printfText;
    EXPECT_TRUE(Contains(r.printfText, "[2.000000,2.500000,3.000000,3.500000],\n[AIV Block 0/1] [-,-,-,-]]\n"))
        << r.printfText;
}

TEST_F(DumpTensorTest, GlobalTensorDumpSaysGm)
{
    const LaunchOutcome r = RunDump(Case::kGlobal);
    ExpectClean(r);
    EXPECT_TRUE(Contains(r.printfText, "data_type=float16, position=GM, dump_size=3\n"
                                       "[AIV Block 0/1] [0.000000, 0.500000, 1.000000]\n"))
        << r.printfText;
}

TEST_F(DumpTensorTest, OverThirtyKilobytesPrintsNothing)
{
    const LaunchOutcome r = RunDump(Case::kTooBig);
    ExpectClean(r);
    EXPECT_EQ(r.printfText, "");
}

TEST_F(DumpTensorTest, DumpSizePastTheTensorIsAFinding)
{
    const LaunchOutcome r = RunDump(Case::kPastTensor);
    ExpectFinding(r, "memcheck", "dumpSize 17 is more than the LocalTensor's 16 elements",
                  Where(__FILE__, g_dumpLine.load()));
}

#else // compiled with -DASCENDC_DUMP=0

TEST_F(DumpTensorTest, AscendcDumpZeroSilencesDumpTensorAndPrintf)
{
    for (Case c : {Case::kFlat, Case::kShapeEqual, Case::kGlobal, Case::kPrintf}) {
        const LaunchOutcome r = RunDump(c);
        ExpectClean(r);
        EXPECT_EQ(r.printfText, "") << static_cast<uint32_t>(c);
    }
}

#endif

} // namespace
