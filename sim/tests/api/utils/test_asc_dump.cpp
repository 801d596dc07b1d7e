// asc_dump / asc_dump_gm / asc_dump_ubuf / asc_dump_reg (Utils-API/调测接口/asc_dump.md): the values
// printed from UB, GM and a register, on the AI Core and in a Vector Function; the page's rules: a call
// over 30 KB prints nothing, a VF's records share the 2 KB reserve (72 bytes + 32-byte-aligned data each)
// and overflowing it is a finding, kernel data in the reserve while a VF dump writes there is a finding,
// a pointer outside the form's memory is a finding. Each finding has a silent twin.
#include "kernel_test_util.h"
#include "utils/debug/asc_dump.h"

using namespace AscendC;
using namespace ktest;

namespace {

enum class Case : uint32_t { kUb, kGm, kVfUb, kVfReg, kTooBig, kVfFits, kVfOverflow, kReserveCollision, kGmAsUb };

std::atomic<int> g_dumpLine{0};

__simd_vf__ inline void DumpUbVf(__ubuf__ float* x) { asc_dump_ubuf<float>(x, 3, 4); }

__simd_vf__ inline void DumpRegVf(__ubuf__ float* x)
{
    Reg::RegTensor<float> r;
    Reg::LoadAlign(r, x);
    asc_dump_reg<float>(r, 4, 3);
    asc_dump<float>(r, 5, 2);
}

// n calls of 8 floats (32 bytes of data): 72 + 32 = 104 bytes of the reserve each.
__simd_vf__ inline void ManyDumpsVf(__ubuf__ float* x, uint32_t n)
{
    for (uint32_t i = 0; i < n; ++i) {
        if (i + 1 == n) {
            KT_MARK(g_dumpLine);
            asc_dump<float>(x, i, 8);
        } else {
            asc_dump<float>(x, i, 8);
        }
    }
}

void DumpKernel(GM_ADDR x, GM_ADDR c, GM_ADDR)
{
    const Case which = static_cast<Case>(*reinterpret_cast<const uint32_t*>(c));
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 16384 * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), 64);
    DataCopy(t, g, 64);
    KT_FLAG(MTE2_S);
    KT_FLAG(MTE2_V);
    auto* ub = reinterpret_cast<__ubuf__ float*>(t.GetPhyAddr());
    switch (which) {
        case Case::kUb:
            asc_dump_ubuf<float>(ub + 1, 7, 3);
            break;
        case Case::kGm:
            asc_dump_gm<float>(reinterpret_cast<__gm__ float*>(x) + 2, 8, 2);
            break;
        case Case::kVfUb:
            asc_vf_call<DumpUbVf>(ub);
            break;
        case Case::kVfReg:
            asc_vf_call<DumpRegVf>(ub);
            break;
        case Case::kTooBig:
            asc_dump<float>(ub, 1, 7681); // 30724 bytes: over 30 KB, nothing printed
            break;
        case Case::kVfFits:
            asc_vf_call<ManyDumpsVf>(ub, 19u); // 19 * 104 = 1976 bytes <= 2048
            break;
        case Case::kVfOverflow:
            asc_vf_call<ManyDumpsVf>(ub, 20u); // 2080 bytes > 2048
            break;
        case Case::kReserveCollision: {
            // Kernel data in the top 2 KB (the Ascend C reserve), then a VF dump writes its record there.
            LocalTensor<float> kept(TPosition::VECCALC, 254 * 1024, 64);
            Duplicate(kept, 4.0f, 64);
            PipeBarrier<PIPE_V>();
            asc_vf_call<DumpUbVf>(ub);
            break;
        }
        case Case::kGmAsUb:
            KT_MARK(g_dumpLine);
            asc_dump_ubuf<float>(reinterpret_cast<__gm__ float*>(x), 1, 2);
            break;
    }
}

LaunchOutcome RunDump(Case which)
{
    std::vector<float> in(64);
    for (size_t i = 0; i < in.size(); ++i) {
        in[i] = static_cast<float>(i) * 0.25f;
    }
    DeviceBuffer ib = Upload(in), cb = Upload(std::vector<uint32_t>{static_cast<uint32_t>(which)}), unused(32);
    return Launch(&DumpKernel, 1, {ib.get(), cb.get(), unused.get()}, "asc_dump_kernel");
}

class AscDumpTest : public KernelTest {};

TEST_F(AscDumpTest, UbufDumpPrintsTheElementsAndTheirUbOffset)
{
    const LaunchOutcome r = RunDump(Case::kUb);
    ExpectClean(r);
    EXPECT_EQ(r.printfText, "[AIV Block 0/1] DumpTensor: desc=7, addr=4, data_type=float32, position=UB, dump_size=3\n"
                            "[AIV Block 0/1] [0.250000, 0.500000, 0.750000]\n");
}

TEST_F(AscDumpTest, GmDumpPrintsTheElements)
{
    const LaunchOutcome r = RunDump(Case::kGm);
    ExpectClean(r);
    EXPECT_TRUE(Contains(r.printfText, "desc=8,")) << r.printfText;
    EXPECT_TRUE(Contains(r.printfText, "position=GM, dump_size=2\n")) << r.printfText;
    EXPECT_TRUE(Contains(r.printfText, "[0.500000, 0.750000]\n")) << r.printfText;
}

TEST_F(AscDumpTest, VfDumpsOfUbAndRegisters)
{
    const LaunchOutcome ubRun = RunDump(Case::kVfUb);
    ExpectClean(ubRun);
    EXPECT_TRUE(Contains(ubRun.printfText, "desc=3, addr=0, data_type=float32, position=UB, dump_size=4\n"))
        << ubRun.printfText;
    EXPECT_TRUE(Contains(ubRun.printfText, "[0.000000, 0.250000, 0.500000, 0.750000]\n")) << ubRun.printfText;

    const LaunchOutcome regRun = RunDump(Case::kVfReg);
    ExpectClean(regRun);
    EXPECT_EQ(regRun.printfText,
              "[AIV Block 0/1] DumpTensor: desc=4, addr=0, data_type=float32, position=REG, dump_size=3\n"
              "[AIV Block 0/1] [0.000000, 0.250000, 0.500000]\n"
              "[AIV Block 0/1] DumpTensor: desc=5, addr=0, data_type=float32, position=REG, dump_size=2\n"
              "[AIV Block 0/1] [0.000000, 0.250000]\n");
}

TEST_F(AscDumpTest, OverThirtyKilobytesPrintsNothing)
{
    const LaunchOutcome r = RunDump(Case::kTooBig);
    ExpectClean(r);
    EXPECT_EQ(r.printfText, "");
}

TEST_F(AscDumpTest, VfRecordsShareTheTwoKilobyteReserve)
{
    const LaunchOutcome fits = RunDump(Case::kVfFits);
    ExpectClean(fits);
    const LaunchOutcome over = RunDump(Case::kVfOverflow);
    ASSERT_NE(g_dumpLine.load(), 0);
    ExpectFinding(over, "memcheck", "more than the 2 KB reserved", Where(__FILE__, g_dumpLine.load()));
}

TEST_F(AscDumpTest, KernelDataInTheReserveCollidesWithAVfDump)
{
    ExpectFinding(RunDump(Case::kReserveCollision), "memcheck", "the kernel keeps data there", "");
}

TEST_F(AscDumpTest, UbufFormOfAGmPointerIsAFinding)
{
    const LaunchOutcome r = RunDump(Case::kGmAsUb);
    ExpectFinding(r, "memcheck", "asc_dump_ubuf prints UB", Where(__FILE__, g_dumpLine.load()));
}

} // namespace
