// The op tables of the specialised Memory-API families (engine/ops/reduce.h, gather.h, sort.h, fill.h,
// data_move.h, rearrange.h, layout.h): the timing model finds each row's class by its name, and the
// spellings issue under the row's name with the row's class (VectorEvent::cost).
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "ascendc_sim/engine/op_costs.h"
#include "core/kernel_events.h"
#include "kernel_test_util.h"
#include "row_observer.h"

using namespace AscendC;
using namespace ktest;

namespace {

using oprows::ExpectRowCost;

TEST(MemoryOpRows, TheTimingModelFindsEachRowsClassByItsName)
{
    namespace ops = ascsim::ops;
    ExpectRowCost<ops::ReduceRepeat>();
    ExpectRowCost<ops::ReduceDataBlock>();
    ExpectRowCost<ops::ReducePairElem>();
    ExpectRowCost<ops::ReduceSum>();
    ExpectRowCost<ops::ReduceMax>();
    ExpectRowCost<ops::ReduceMin>();
    ExpectRowCost<ops::Gather>();
    ExpectRowCost<ops::Gatherb>();
    ExpectRowCost<ops::GatherMask>();
    ExpectRowCost<ops::Sort32>();
    ExpectRowCost<ops::MrgSort>();
    ExpectRowCost<ops::Sort>();
    ExpectRowCost<ops::Extract>();
    ExpectRowCost<ops::Brcb>();
    ExpectRowCost<ops::CreateVecIndex>();
    ExpectRowCost<ops::Duplicate>();
    ExpectRowCost<ops::Copy>();
    ExpectRowCost<ops::DataCopyUbToUb>();
    ExpectRowCost<ops::AscCopyUbToUb>();
    ExpectRowCost<ops::Interleave>();
    ExpectRowCost<ops::DeInterleave>();
    ExpectRowCost<ops::Transpose>();
    ExpectRowCost<ops::TransDataTo5HD>();
    // the classes that are not the simple one
    EXPECT_EQ(ops::Gather::kCost, ascsim::kern::CostClass::kGather);
    EXPECT_EQ(ops::Gatherb::kCost, ascsim::kern::CostClass::kGatherB);
    EXPECT_EQ(ops::GatherMask::kCost, ascsim::kern::CostClass::kSqueeze);
    EXPECT_EQ(ops::Sort32::kCost, ascsim::kern::CostClass::kSort);
    EXPECT_EQ(ops::MrgSort::kCost, ascsim::kern::CostClass::kSort);
}

struct CostObserver : ascsim::kern::KernelEventObserver {
    std::mutex mu;
    std::map<std::string, std::vector<ascsim::kern::CostClass>> vector; // per name, each issue's class
    void OnVector(const ascsim::kern::OrderingView&, const ascsim::kern::VectorEvent& ev) override
    {
        const std::lock_guard<std::mutex> lock(mu);
        vector[ev.api].push_back(ev.cost);
    }
};

constexpr uint32_t kN = 256;

void FamiliesKernel(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 6 * kN * sizeof(float));
    LocalTensor<float> all = buf.Get<float>();
    LocalTensor<float> a = all, tmp = all[kN], out = all[2 * kN], out2 = all[3 * kN], sorted = all[4 * kN];
    LocalTensor<uint32_t> off = all[5 * kN].ReinterpretCast<uint32_t>();
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kN);
    DataCopy(a, g, kN);
    Duplicate(off, 0u, kN);
    KT_FLAG(MTE2_V);
    ReduceSum(out, a, tmp, static_cast<int32_t>(kN));
    Gather(out, a, off, 0, 64);
    Sort32(sorted, a, off, 1);
    Brcb(out, a, 1, BrcbRepeatParams(1, 8));
    Copy(out, a, 64);
    Interleave(out, out2, a, a, 64);
    Transpose(out.ReinterpretCast<int16_t>(), a.ReinterpretCast<int16_t>());
    DataCopy(out, a, kN);
}

class MemoryOpRowsTest : public KernelTest {};

TEST_F(MemoryOpRowsTest, TheSpellingsIssueUnderTheRowsNameWithTheRowsClass)
{
    NegBuffers buffers;
    CostObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    const LaunchOutcome out = Launch(FamiliesKernel, 1, buffers.Args(), "memory_op_rows");
    ascsim::kern::RemoveLaunchObserver(&obs);
    ExpectClean(out);
    namespace ops = ascsim::ops;
    using Classes = std::vector<ascsim::kern::CostClass>;
    EXPECT_EQ(obs.vector[ops::ReduceSum::kName], Classes{ops::ReduceSum::kCost});
    EXPECT_EQ(obs.vector[ops::Gather::kName], Classes{ops::Gather::kCost});
    EXPECT_EQ(obs.vector[ops::Sort32::kName], Classes{ops::Sort32::kCost});
    EXPECT_EQ(obs.vector[ops::Brcb::kName], Classes{ops::Brcb::kCost});
    EXPECT_EQ(obs.vector[ops::Copy::kName], Classes{ops::Copy::kCost});
    EXPECT_EQ(obs.vector[ops::Interleave::kName], Classes{ops::Interleave::kCost});
    EXPECT_EQ(obs.vector[ops::Transpose::kName], Classes{ops::Transpose::kCost});
    EXPECT_EQ(obs.vector[ops::DataCopyUbToUb::kName], Classes{ops::DataCopyUbToUb::kCost});
}

} // namespace
