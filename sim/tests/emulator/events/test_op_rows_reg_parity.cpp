// The Reg instructions added for SDK parity issue their rows' VF classes (vf/vf_events.h), one event per
// instruction (Log2 / Log10: the VLN of their sequence and its simple instructions), in program order:
// And Xor Not ShiftLeft ShiftLefts ShiftRight ShiftRights (logic rows: simple), LeakyRelu (scalar row:
// simple), Axpy (compound row: simple), Move (simple), Log (Ln's class), Log2 / Log10 (float: VLN + Muls;
// half: VLN + six), AddC / SubC (dual issue, two cycles per VL), the MaskReg And / Xor / Not / Move and MoveMask (the
// mask class, 理论性能汇总.md 表5).
#include <cstdint>
#include <vector>

#include "ascendc_sim/engine/ops/basic_arith.h"
#include "ascendc_sim/engine/ops/compound.h"
#include "ascendc_sim/engine/ops/logic.h"
#include "ascendc_sim/engine/ops/precision_arith.h"
#include "ascendc_sim/engine/ops/scalar_arith.h"
#include "kernel_test_util.h"
#include "row_observer.h"

using namespace AscendC;
using namespace ktest;
namespace R = AscendC::Reg;

namespace {

using ascsim::kern::VfOp;
using oprows::RowObserver;

__simd_vf__ inline void ParityVf(__ubuf__ float* f, __ubuf__ int32_t* n, __ubuf__ half* h)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<int32_t> a, b, r;
    R::RegTensor<float> x, y;
    R::RegTensor<half> hx;
    R::LoadAlign(a, n);
    R::LoadAlign(b, n + 64);
    R::LoadAlign(x, f);
    R::LoadAlign(y, f + 64);
    R::LoadAlign(hx, h);
    R::And(r, a, b, all);
    R::Xor(r, r, b, all);
    R::Not(r, r, all);
    R::ShiftLeft(r, r, b, all);
    R::ShiftLefts(r, r, static_cast<int16_t>(1), all);
    R::ShiftRight(r, r, b, all);
    R::ShiftRights(r, r, static_cast<int16_t>(1), all);
    R::LeakyRelu(x, x, 0.5f, all);
    R::Axpy(y, x, 2.0f, all);
    R::Move(y, x, all);
    R::Log(x, x, all);
    R::Log2(y, y, all);
    R::Log10(hx, hx, all);
    R::MaskReg cy;
    R::AddC(cy, r, r, b, all, all);
    R::SubC(cy, r, r, b, cy, all);
    R::MaskReg m, k = R::CreateMask<float, R::MaskPattern::M3>();
    R::And(m, all, k, all);
    R::Xor(m, m, k, all);
    R::Not(m, m, all);
    R::Move(m, k, all);
    R::MaskReg mm = R::MoveMask<float>();
    R::Adds(x, x, 1.0f, mm);
    R::StoreAlign(f, x, all);
    R::StoreAlign(f + 64, y, all);
    R::StoreAlign(n, r, all);
    R::StoreAlign(h, hx, all);
}

void ParityKernel(GM_ADDR g)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 2048);
    LocalTensor<float> f = buf.Get<float>();
    LocalTensor<int32_t> n = f[128].ReinterpretCast<int32_t>();
    LocalTensor<half> h = f[256].ReinterpretCast<half>();
    Duplicate(f, 3.0f, 128);
    Duplicate(n, 2, 128);
    Duplicate(h, half(5.0f), 128);
    SetMaskNorm();
    SetVectorMask<float, MaskMode::NORMAL>(0, ~uint64_t(0));
    asc_vf_call<ParityVf>(f.GetPhyAddr(), n.GetPhyAddr(), h.GetPhyAddr());
    KT_FLAG(V_MTE3);
    GlobalTensor<float> gz;
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(g), 512);
    DataCopy(gz, f, 512);
}

class OpRowsRegParityTest : public KernelTest {};

TEST_F(OpRowsRegParityTest, TheNewRegInstructionsIssueTheirRowsClasses)
{
    DeviceBuffer z(2048);
    RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    const LaunchOutcome out = Launch(ParityKernel, 1, {z.get()}, "op_rows_reg_parity");
    ascsim::kern::RemoveLaunchObserver(&obs);
    ExpectClean(out);
    std::vector<VfOp> want = {VfOp::kMask, VfOp::kLoad, VfOp::kLoad, VfOp::kLoad, VfOp::kLoad, VfOp::kLoad};
    for (VfOp logic :
         {ascsim::ops::And::kVfOp, ascsim::ops::Xor::kVfOp, ascsim::ops::Not::kVfOp, ascsim::ops::ShiftLeft::kVfOp,
          ascsim::ops::ShiftLeft::kVfOp, ascsim::ops::ShiftRight::kVfOp, ascsim::ops::ShiftRight::kVfOp}) {
        want.push_back(logic);
    }
    want.push_back(ascsim::ops::LeakyRelu::kVfOp);
    want.push_back(ascsim::ops::Axpy::kVfOp);
    want.push_back(VfOp::kSimple); // Move
    want.push_back(ascsim::ops::Log::kVfOp);
    want.push_back(ascsim::ops::Log2::kVfOp);
    want.push_back(VfOp::kSimple); // Log2 float: its Muls
    want.push_back(ascsim::ops::Log10::kVfOp);
    want.insert(want.end(), 6, VfOp::kSimple); // Log10 half: casts and Muls
    want.push_back(ascsim::ops::AddC::kVfOp);
    want.push_back(ascsim::ops::SubC::kVfOp);
    want.push_back(VfOp::kMask);             // CreateMask M3
    want.insert(want.end(), 5, VfOp::kMask); // MaskReg And Xor Not Move, MoveMask
    want.push_back(VfOp::kSimple);           // Adds
    want.insert(want.end(), 4, VfOp::kStore);
    EXPECT_EQ(obs.vfOps, want);
    EXPECT_EQ(ascsim::ops::Log::kVfOp, VfOp::kExp);
    EXPECT_EQ(ascsim::ops::Xor::kVfOp, VfOp::kSimple);
    EXPECT_EQ(ascsim::ops::LeakyRelu::kVfOp, VfOp::kSimple);
    EXPECT_EQ(ascsim::ops::AddC::kVfOp, VfOp::kSimpleN); // VADDCS: dual issue, 2 cycles per VL
    EXPECT_EQ(ascsim::ops::AddC::kCycles, 2);
}

} // namespace
