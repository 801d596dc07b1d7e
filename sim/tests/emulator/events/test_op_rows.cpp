// Spellings expand from op-table rows (engine/ops/basic_arith.h): the Memory API's count form, its
// mask/repeat form and the Reg API's form of Add, Sub, Mul, Max and Min compute the same values (against
// float64), issue under the row's name and carry the row's cost class (Memory API: VectorEvent::cost;
// Reg: VfOpEvent::op), and every row's class is the one the timing model finds for its name.
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <vector>

#include "ascendc_sim/engine/op_costs.h"
#include "ascendc_sim/vf/vf_events.h"
#include "core/kernel_events.h"
#include "kernel_test_util.h"
#include "row_observer.h"

using namespace AscendC;
using namespace ktest;

namespace {

using oprows::ExpectRowCost;

using oprows::RowObserver;

constexpr uint32_t kVl = 64; // fp32 lanes of one register / one repeat
constexpr uint32_t kOps = 5; // Add Sub Mul Max Min, in this order
const char* const kNames[kOps] = {ascsim::ops::Add::kName, ascsim::ops::Sub::kName, ascsim::ops::Mul::kName,
                                  ascsim::ops::Max::kName, ascsim::ops::Min::kName};

// out[k * kVl + i] = op_k(x[i], y[i]) through the Reg API.
__simd_vf__ inline void RowsVf(__ubuf__ float* x, __ubuf__ float* y, __ubuf__ float* out)
{
    Reg::RegTensor<float> a, b, r[kOps];
    Reg::MaskReg m = Reg::CreateMask<float>();
    Reg::LoadAlign(a, x);
    Reg::LoadAlign(b, y);
    Reg::Add(r[0], a, b, m);
    Reg::Sub(r[1], a, b, m);
    Reg::Mul(r[2], a, b, m);
    Reg::Max(r[3], a, b, m);
    Reg::Min(r[4], a, b, m);
    for (uint32_t k = 0; k < kOps; ++k) {
        Reg::StoreAlign(out + k * kVl, r[k], m);
    }
}

// z: the count forms' results, then the mask/repeat forms', then the Reg forms' (kOps x kVl each).
void RowsKernel(GM_ADDR xg, GM_ADDR yg, GM_ADDR zg)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (2 + 3 * kOps) * kVl * sizeof(float));
    LocalTensor<float> x = buf.Get<float>();
    LocalTensor<float> y = x[kVl];
    LocalTensor<float> count = x[2 * kVl], repeat = x[(2 + kOps) * kVl], reg = x[(2 + 2 * kOps) * kVl];
    GlobalTensor<float> gx, gy, gz;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(xg), kVl);
    gy.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(yg), kVl);
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(zg), 3 * kOps * kVl);
    DataCopy(x, gx, kVl);
    DataCopy(y, gy, kVl);
    KT_FLAG(MTE2_V);
    Add(count[0 * kVl], x, y, kVl);
    Sub(count[1 * kVl], x, y, kVl);
    Mul(count[2 * kVl], x, y, kVl);
    Max(count[3 * kVl], x, y, kVl);
    Min(count[4 * kVl], x, y, kVl);
    const uint64_t mask = kVl;
    const BinaryRepeatParams p;
    Add(repeat[0 * kVl], x, y, mask, 1, p);
    Sub(repeat[1 * kVl], x, y, mask, 1, p);
    Mul(repeat[2 * kVl], x, y, mask, 1, p);
    Max(repeat[3 * kVl], x, y, mask, 1, p);
    Min(repeat[4 * kVl], x, y, mask, 1, p);
    asc_vf_call<RowsVf>(x.GetPhyAddr(), y.GetPhyAddr(), reg.GetPhyAddr());
    KT_FLAG(V_MTE3);
    DataCopy(gz, count, 3 * kOps * kVl);
}

double Reference(uint32_t op, double a, double b)
{
    switch (op) {
        case 0:
            return a + b;
        case 1:
            return a - b;
        case 2:
            return a * b;
        case 3:
            return a > b ? a : b;
        default:
            return a < b ? a : b;
    }
}

class OpRowsTest : public KernelTest {};

TEST_F(OpRowsTest, EverySpellingOfARowComputesItsLaneAndCarriesItsNameAndClass)
{
    DeviceBuffer x(kVl * sizeof(float)), y(kVl * sizeof(float)), z(3 * kOps * kVl * sizeof(float));
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    for (uint32_t i = 0; i < kVl; ++i) {
        x.as<float>()[i] = dist(rng);
        y.as<float>()[i] = dist(rng);
    }
    RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    const LaunchOutcome out = Launch(RowsKernel, 1, {x.get(), y.get(), z.get()}, "op_rows");
    ascsim::kern::RemoveLaunchObserver(&obs);
    ExpectClean(out);
    for (uint32_t form = 0; form < 3; ++form) {
        for (uint32_t op = 0; op < kOps; ++op) {
            for (uint32_t i = 0; i < kVl; ++i) {
                const double a = x.as<float>()[i], b = y.as<float>()[i];
                // Sums, differences and products of two floats of this range are exact in double: the
                // float of the double is the correctly rounded result.
                const auto want = static_cast<float>(Reference(op, a, b));
                ASSERT_EQ(FloatBits(z.as<float>()[(form * kOps + op) * kVl + i]), FloatBits(want))
                    << "form " << form << ", " << kNames[op] << ", lane " << i;
            }
        }
    }
    // The count and the mask/repeat form of each row: two Memory-API issues of the row's class.
    for (uint32_t op = 0; op < kOps; ++op) {
        EXPECT_EQ(obs.vector[kNames[op]], (std::vector<ascsim::kern::CostClass>{ascsim::kern::CostClass::kSimple,
                                                                                ascsim::kern::CostClass::kSimple}))
            << kNames[op];
    }
    // The Reg forms: two loads, five ops of the rows' VF class, five stores (besides the mask).
    size_t simple = 0;
    for (ascsim::kern::VfOp op : obs.vfOps) {
        simple += op == ascsim::ops::Add::kVfOp ? 1 : 0;
    }
    EXPECT_EQ(simple, kOps);
}

TEST(OpRows, TheTimingModelFindsEachRowsClassByItsName)
{
    ExpectRowCost<ascsim::ops::Add>();
    ExpectRowCost<ascsim::ops::Sub>();
    ExpectRowCost<ascsim::ops::Mul>();
    ExpectRowCost<ascsim::ops::Max>();
    ExpectRowCost<ascsim::ops::Min>();
    // and Prelu, Mull (issue 27): test_op_rows_issue27.cpp; the Reg-only AddC and SubC (every row has a class).
    ExpectRowCost<ascsim::ops::AddC>();
    ExpectRowCost<ascsim::ops::SubC>();
    ExpectRowCost<ascsim::ops::BilinearInterpolation>(); // 基础算术's specialised row (engine/bilinear_engine.h)
    EXPECT_EQ(std::size(ascsim::ops::kBasicArithCosts), size_t{kOps} + 5);
}

} // namespace
