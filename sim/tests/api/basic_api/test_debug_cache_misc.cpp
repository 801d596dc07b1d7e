// DumpAccChkPoint (调试接口/上板打印/DumpAccChkPoint.md): the DumpTensor line of tensor[countOff] with index as
// desc, and its alignment finding with the aligned twin; SetAtomicNone (附录/接口变更说明.md: DisableDmaAtomic's
// older name) turning the DMA atomic off; the cache preloads and MetricsProfStart / Stop running clean.
#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class DebugCacheMiscTest : public KernelTest {};

std::atomic<int> g_line{0};

// mode 0: DumpAccChkPoint(t, 56, 32, 4) and DumpTensor(t[32], 56, 4); mode 1: countOff 3 (misaligned);
// mode 2: SetAtomicAdd, SetAtomicNone, then a copy to GM (a plain store), preloads and markers around.
void MiscKernel(GM_ADDR x, GM_ADDR z, GM_ADDR m)
{
    const uint32_t mode = *reinterpret_cast<const uint32_t*>(m);
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 128 * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    GlobalTensor<float> xg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), 128);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), 128);
    MetricsProfStart();
    DataCopy(t, xg, 128);
    KT_FLAG(MTE2_S);
    if (mode == 0) {
        DumpAccChkPoint(t, 56, 32, 4);
        DumpTensor(t[32], 56, 4);
        DumpAccChkPoint(xg, 7, 2, 2);
    } else if (mode == 1) {
        KT_MARK(g_line);
        DumpAccChkPoint(t, 56, 3, 4);
    } else {
        KT_FLAG(MTE2_MTE3);
        SetAtomicAdd<float>();
        SetAtomicNone();
        ICachePreLoad(1);
        const int64_t status = GetICachePreloadStatus();
        GlobalTensor<uint64_t> pre;
        pre.SetGlobalBuffer(reinterpret_cast<__gm__ uint64_t*>(x), 64);
        DataCachePreload(pre, static_cast<int64_t>(64));
        t.SetValue(0, static_cast<float>(status)); // 0: the preload is done
        KT_FLAG(S_MTE3);
        DataCopy(zg, t, 128);
    }
    MetricsProfStop();
}

LaunchOutcome RunMisc(uint32_t mode, std::vector<float>* z = nullptr)
{
    std::vector<float> x(128);
    for (size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<float>(i) * 0.5f;
    }
    DeviceBuffer xb = Upload(x), zb = Upload(std::vector<float>(128, 1000.0f)),
                 mb = Upload(std::vector<uint32_t>{mode});
    const LaunchOutcome r = Launch(&MiscKernel, 1, {xb.get(), zb.get(), mb.get()}, "misc_kernel");
    if (z != nullptr && r.ok) {
        *z = zb.ReadAll<float>();
    }
    return r;
}

TEST_F(DebugCacheMiscTest, DumpAccChkPointIsDumpTensorOfTheOffsetTensor)
{
    const LaunchOutcome r = RunMisc(0);
    ExpectClean(r);
    const std::string p = "[AIV Block 0/1] ";
    const std::string dump = p + "DumpTensor: desc=56, addr=128, data_type=float32, position=UB, dump_size=4\n" + p +
                             "[16.000000, 16.500000, 17.000000, 17.500000]\n";
    EXPECT_EQ(r.printfText.find(dump + dump), 0u) << r.printfText; // DumpAccChkPoint's, then DumpTensor's
    EXPECT_NE(r.printfText.find("desc=7"), std::string::npos) << r.printfText;
    EXPECT_NE(r.printfText.find("[1.000000, 1.500000]"), std::string::npos) << r.printfText;
}

TEST_F(DebugCacheMiscTest, DumpAccChkPointMisalignedOffsetIsAFinding)
{
    g_line = 0;
    const LaunchOutcome r = RunMisc(1);
    ExpectFinding(r, "memcheck", "off 32-byte alignment", Where(__FILE__, g_line.load()));
}

TEST_F(DebugCacheMiscTest, SetAtomicNoneStoresPlainly)
{
    std::vector<float> z;
    ExpectClean(RunMisc(2, &z));
    ASSERT_EQ(z.size(), 128u);
    EXPECT_EQ(z[0], 0.0f); // the preload status, stored, not added to 1000
    for (size_t i = 1; i < z.size(); ++i) {
        EXPECT_EQ(z[i], static_cast<float>(i) * 0.5f) << i;
    }
}

} // namespace
