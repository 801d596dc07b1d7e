// Spellings expand from the arithmetic op-table rows (engine/ops/unary_arith.h, precision_arith.h,
// scalar_arith.h, compound.h): the Memory API's count form, its mask/repeat form and, where the sim has
// one, the Reg form of each row compute the row's lane (bit for bit, on fp32) and agree with a float64
// reference (exactly for the exact rows, within the 1 ulp the precision pages give the others at the
// default config), issue under the row's name and carry its cost class (Memory API: VectorEvent::cost,
// Reg: VfOpEvent::op in call order); and every row's class is the one the timing model finds by name.
#include <cmath>
#include <functional>
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
namespace ops = ascsim::ops;

namespace {

using oprows::ExpectRowCost;

using oprows::RowObserver;

constexpr uint32_t kVl = 64;      // fp32 lanes of one register / one repeat
constexpr uint32_t kForms = 3;    // count, mask/repeat, Reg
constexpr float kScalar = 0.375f; // Adds Muls Maxs Mins
constexpr float kSlope = 0.25f;   // LeakyRelu
constexpr float kAxpyA = 1.5f;    // Axpy

// The rows, in the order of the result slots.
enum Op : uint32_t {
    kAbs,
    kRelu,
    kSqrt,
    kRsqrt,
    kReciprocal,
    kExp,
    kLn,
    kDiv,
    kAdds,
    kMuls,
    kMaxs,
    kMins,
    kLeakyRelu,
    kAddRelu,
    kAxpy,
    kMulAddDst, // Reg only, from here on
    kMulDstAdd,
    kOps
};
constexpr uint32_t kMemoryOps = kMulAddDst;
const char* const kNames[kOps] = {ops::Abs::kName,        ops::Relu::kName,    ops::Sqrt::kName, ops::Rsqrt::kName,
                                  ops::Reciprocal::kName, ops::Exp::kName,     ops::Ln::kName,   ops::Div::kName,
                                  ops::Adds::kName,       ops::Muls::kName,    ops::Maxs::kName, ops::Mins::kName,
                                  ops::LeakyRelu::kName,  ops::AddRelu::kName, ops::Axpy::kName, ops::MulAddDst::kName,
                                  ops::MulDstAdd::kName};
const ascsim::kern::CostClass kCosts[kMemoryOps] = {
    ops::Abs::kCost,  ops::Relu::kCost, ops::Sqrt::kCost,      ops::Rsqrt::kCost,   ops::Reciprocal::kCost,
    ops::Exp::kCost,  ops::Ln::kCost,   ops::Div::kCost,       ops::Adds::kCost,    ops::Muls::kCost,
    ops::Maxs::kCost, ops::Mins::kCost, ops::LeakyRelu::kCost, ops::AddRelu::kCost, ops::Axpy::kCost};
// The rows with a Reg form in the sim, in the order RowsVf calls them.
constexpr Op kRegOps[] = {kAbs, kRelu, kSqrt, kExp, kLn, kDiv, kAdds, kMuls, kMaxs, kMins, kMulAddDst, kMulDstAdd};
const ascsim::kern::VfOp kRegClasses[] = {ops::Abs::kVfOp,  ops::Relu::kVfOp,      ops::Sqrt::kVfOp,
                                          ops::Exp::kVfOp,  ops::Ln::kVfOp,        ops::Div::kVfOp,
                                          ops::Adds::kVfOp, ops::Muls::kVfOp,      ops::Maxs::kVfOp,
                                          ops::Mins::kVfOp, ops::MulAddDst::kVfOp, ops::MulDstAdd::kVfOp};

// out[k * kVl + i]: the k-th of kRegOps through the Reg API, on x (positive), y (signed), e (small).
__simd_vf__ inline void RowsVf(__ubuf__ float* x, __ubuf__ float* y, __ubuf__ float* e, __ubuf__ float* out)
{
    Reg::RegTensor<float> a, b, c, r[std::size(kRegOps)];
    Reg::MaskReg m = Reg::CreateMask<float>();
    Reg::LoadAlign(a, x);
    Reg::LoadAlign(b, y);
    Reg::LoadAlign(c, e);
    Reg::Abs(r[0], b, m);
    Reg::Relu(r[1], b, m);
    Reg::Sqrt(r[2], a, m);
    Reg::Exp(r[3], c, m);
    Reg::Ln(r[4], a, m);
    Reg::Div(r[5], b, a, m);
    Reg::Adds(r[6], b, kScalar, m);
    Reg::Muls(r[7], b, kScalar, m);
    Reg::Maxs(r[8], b, kScalar, m);
    Reg::Mins(r[9], b, kScalar, m);
    Reg::LoadAlign(r[10], e); // accumulators: MulAddDst x * x + e, MulDstAdd x * x + e
    Reg::LoadAlign(r[11], x);
    Reg::MulAddDst(r[10], a, a, m);
    Reg::MulDstAdd(r[11], a, c, m);
    for (uint32_t k = 0; k < std::size(kRegOps); ++k) {
        Reg::StoreAlign(out + k * kVl, r[k], m);
    }
}

// z: [form][op][lane]; the Reg slots of rows without a Reg form stay as copied in (e, for Axpy's sake).
void RowsKernel(GM_ADDR xg, GM_ADDR yg, GM_ADDR eg, GM_ADDR zg)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (3 + kForms * kOps) * kVl * sizeof(float));
    LocalTensor<float> x = buf.Get<float>();
    LocalTensor<float> y = x[kVl], e = x[2 * kVl];
    LocalTensor<float> count = x[3 * kVl], repeat = x[(3 + kOps) * kVl], reg = x[(3 + 2 * kOps) * kVl];
    GlobalTensor<float> gx, gy, ge, gz;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(xg), kVl);
    gy.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(yg), kVl);
    ge.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(eg), kVl);
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(zg), kForms * kOps * kVl);
    DataCopy(x, gx, kVl);
    DataCopy(y, gy, kVl);
    DataCopy(e, ge, kVl);
    DataCopy(count[kAxpy * kVl], ge, kVl); // Axpy's accumulators
    DataCopy(repeat[kAxpy * kVl], ge, kVl);
    DataCopy(reg[kAxpy * kVl], ge, kVl);
    KT_FLAG(MTE2_V);
    const auto at = [](const LocalTensor<float>& form, uint32_t op) { return form[op * kVl]; };
    Abs(at(count, kAbs), y, kVl);
    Relu(at(count, kRelu), y, kVl);
    Sqrt(at(count, kSqrt), x, kVl);
    Rsqrt(at(count, kRsqrt), x, kVl);
    Reciprocal(at(count, kReciprocal), x, kVl);
    Exp(at(count, kExp), e, kVl);
    Ln(at(count, kLn), x, kVl);
    Div(at(count, kDiv), y, x, kVl);
    Adds(at(count, kAdds), y, kScalar, kVl);
    Muls(at(count, kMuls), y, kScalar, kVl);
    Maxs(at(count, kMaxs), y, kScalar, kVl);
    Mins(at(count, kMins), y, kScalar, kVl);
    LeakyRelu(at(count, kLeakyRelu), y, kSlope, kVl);
    AddRelu(at(count, kAddRelu), y, e, kVl);
    Axpy(at(count, kAxpy), y, kAxpyA, kVl);
    const uint64_t mask = kVl;
    const UnaryRepeatParams u;
    const BinaryRepeatParams b;
    Abs(at(repeat, kAbs), y, mask, 1, u);
    Relu(at(repeat, kRelu), y, mask, 1, u);
    Sqrt(at(repeat, kSqrt), x, mask, 1, u);
    Rsqrt(at(repeat, kRsqrt), x, mask, 1, u);
    Reciprocal(at(repeat, kReciprocal), x, mask, 1, u);
    Exp(at(repeat, kExp), e, mask, 1, u);
    Ln(at(repeat, kLn), x, mask, 1, u);
    Div(at(repeat, kDiv), y, x, mask, 1, b);
    Adds(at(repeat, kAdds), y, kScalar, mask, 1, u);
    Muls(at(repeat, kMuls), y, kScalar, mask, 1, u);
    Maxs(at(repeat, kMaxs), y, kScalar, mask, 1, u);
    Mins(at(repeat, kMins), y, kScalar, mask, 1, u);
    LeakyRelu(at(repeat, kLeakyRelu), y, kSlope, mask, 1, u);
    AddRelu(at(repeat, kAddRelu), y, e, mask, 1, b);
    Axpy(at(repeat, kAxpy), y, kAxpyA, mask, 1, u);
    asc_vf_call<RowsVf>(x.GetPhyAddr(), y.GetPhyAddr(), e.GetPhyAddr(), reg.GetPhyAddr());
    KT_FLAG(V_MTE3);
    DataCopy(gz, count, kForms * kOps * kVl);
}

// The row's lane on the host, and the float64 reference with the ulps its precision page allows.
float RowLane(uint32_t op, float x, float y, float e)
{
    switch (op) {
        case kAbs:
            return ops::Abs::Lane(y);
        case kRelu:
            return ops::Relu::Lane(y);
        case kSqrt:
            return ops::Sqrt::Lane(x, DEFAULT_SQRT_CONFIG);
        case kRsqrt:
            return ops::Rsqrt::Lane(x, DEFAULT_RSQRT_CONFIG);
        case kReciprocal:
            return ops::Reciprocal::Lane(x, DEFAULT_RECIPROCAL_CONFIG);
        case kExp:
            return ops::Exp::Lane(e, DEFAULT_EXP_CONFIG);
        case kLn:
            return ops::Ln::Lane(x, DEFAULT_LN_CONFIG);
        case kDiv:
            return ops::Div::Lane(y, x, DEFAULT_DIV_CONFIG);
        case kAdds:
            return ops::Adds::Lane(y, kScalar);
        case kMuls:
            return ops::Muls::Lane(y, kScalar);
        case kMaxs:
            return ops::Maxs::Lane(y, kScalar);
        case kMins:
            return ops::Mins::Lane(y, kScalar);
        case kLeakyRelu:
            return ops::LeakyRelu::Lane(y, kSlope);
        case kAddRelu:
            return ops::AddRelu::Lane(y, e);
        case kAxpy:
            return ops::Axpy::Lane<float, float>(e, y, kAxpyA);
        case kMulAddDst:
            return ops::MulAddDst::Lane(e, x, x);
        default:
            return ops::MulDstAdd::Lane(x, x, e);
    }
}
struct Ref {
    double value;
    bool exact; // else within 1 ulp (INTRINSIC, 精度标准汇总)
};
Ref Reference(uint32_t op, double x, double y, double e)
{
    switch (op) {
        case kAbs:
            return {std::fabs(y), true};
        case kRelu:
            return {y > 0 ? y : 0.0, true};
        case kSqrt:
            return {std::sqrt(x), false};
        case kRsqrt:
            return {1.0 / std::sqrt(x), false};
        case kReciprocal:
            return {1.0 / x, false};
        case kExp:
            return {std::exp(e), false};
        case kLn:
            return {std::log(x), false};
        case kDiv:
            return {y / x, false};
        case kAdds:
            return {y + kScalar, true};
        case kMuls:
            return {y * kScalar, true};
        case kMaxs:
            return {y > kScalar ? y : kScalar, true};
        case kMins:
            return {y < kScalar ? y : kScalar, true};
        case kLeakyRelu:
            return {y >= 0 ? y : y * kSlope, true};
        case kAddRelu:
            return {y + e > 0 ? y + e : 0.0, true};
        case kAxpy:
            // y * 1.5 + e is exact in double for these ranges: its float is Fma's one rounding.
            return {y * kAxpyA + e, true};
        default:
            // MulAddDst, MulDstAdd: x * x + e, exact in double for these ranges (a 48-bit product at
            // least 1/4, an addend of |e| <= 4 and of 24 bits): its float is Fma's one rounding.
            return {x * x + e, true};
    }
}

bool HasRegForm(uint32_t op)
{
    for (Op r : kRegOps) {
        if (r == op) {
            return true;
        }
    }
    return false;
}
uint32_t RegSlot(uint32_t op)
{
    for (uint32_t k = 0; k < std::size(kRegOps); ++k) {
        if (kRegOps[k] == op) {
            return k;
        }
    }
    return 0;
}

class OpRowsArithTest : public KernelTest {};

TEST_F(OpRowsArithTest, EverySpellingOfARowComputesItsLaneAndCarriesItsNameAndClass)
{
    DeviceBuffer x(kVl * sizeof(float)), y(kVl * sizeof(float)), e(kVl * sizeof(float));
    DeviceBuffer z(kForms * kOps * kVl * sizeof(float));
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> pos(0.5f, 4.0f), sgn(-100.0f, 100.0f), small(-4.0f, 4.0f);
    for (uint32_t i = 0; i < kVl; ++i) {
        x.as<float>()[i] = pos(rng);
        y.as<float>()[i] = sgn(rng);
        e.as<float>()[i] = small(rng);
    }
    RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    const LaunchOutcome out = Launch(RowsKernel, 1, {x.get(), y.get(), e.get(), z.get()}, "op_rows_arith");
    ascsim::kern::RemoveLaunchObserver(&obs);
    ExpectClean(out);
    const float* zf = z.as<float>();
    for (uint32_t form = 0; form < kForms; ++form) {
        for (uint32_t op = 0; op < kOps; ++op) {
            if ((form == 2 && !HasRegForm(op)) || (form < 2 && op >= kMemoryOps)) {
                continue;
            }
            const uint32_t slot = form == 2 ? RegSlot(op) : op;
            for (uint32_t i = 0; i < kVl; ++i) {
                const float xi = x.as<float>()[i], yi = y.as<float>()[i], ei = e.as<float>()[i];
                const float got = zf[(form * kOps + slot) * kVl + i];
                ASSERT_EQ(FloatBits(got), FloatBits(RowLane(op, xi, yi, ei)))
                    << "form " << form << ", " << kNames[op] << ", lane " << i;
                const Ref ref = Reference(op, xi, yi, ei);
                const auto want = static_cast<float>(ref.value);
                if (ref.exact) {
                    ASSERT_EQ(FloatBits(got), FloatBits(want))
                        << "form " << form << ", " << kNames[op] << ", lane " << i;
                } else {
                    const double ulp = std::nextafter(std::fabs(want), INFINITY) - std::fabs(want);
                    ASSERT_LE(std::fabs(static_cast<double>(got) - ref.value), ulp)
                        << "form " << form << ", " << kNames[op] << ", lane " << i;
                }
            }
        }
    }
    // The count and the mask/repeat form of each row: two Memory-API issues of the row's class.
    for (uint32_t op = 0; op < kMemoryOps; ++op) {
        EXPECT_EQ(obs.vector[kNames[op]], (std::vector<ascsim::kern::CostClass>{kCosts[op], kCosts[op]})) << kNames[op];
    }
    // The Reg forms: besides the mask, loads and stores, one op of each row's VF class, in call order.
    std::vector<ascsim::kern::VfOp> rowOps;
    for (ascsim::kern::VfOp op : obs.vfOps) {
        if (op != ascsim::kern::VfOp::kMask && op != ascsim::kern::VfOp::kLoad && op != ascsim::kern::VfOp::kStore) {
            rowOps.push_back(op);
        }
    }
    EXPECT_EQ(rowOps, std::vector<ascsim::kern::VfOp>(std::begin(kRegClasses), std::end(kRegClasses)));
}

TEST(OpRowsArith, TheTimingModelFindsEachRowsClassByItsName)
{
    ExpectRowCost<ops::Abs>();
    ExpectRowCost<ops::Relu>();
    ExpectRowCost<ops::Div>();
    ExpectRowCost<ops::Sqrt>();
    ExpectRowCost<ops::Rsqrt>();
    ExpectRowCost<ops::Reciprocal>();
    ExpectRowCost<ops::Exp>();
    ExpectRowCost<ops::Ln>();
    ExpectRowCost<ops::Adds>();
    ExpectRowCost<ops::Muls>();
    ExpectRowCost<ops::Maxs>();
    ExpectRowCost<ops::Mins>();
    ExpectRowCost<ops::LeakyRelu>();
    ExpectRowCost<ops::AddRelu>();
    ExpectRowCost<ops::Axpy>();
    // Subs and Divs have only the flexible-scalar count form (their spellings' values and names:
    // api/basic_api/test_subs_divs.cpp, test_op_rows_subs_divs.cpp), not run by this file's kernels.
    ExpectRowCost<ops::Subs>();
    ExpectRowCost<ops::Divs>();
    // Neg, MulAddDst, SubRelu, FusedMulAdd, MulAddRelu, AbsSub and ExpSub (issue 27): their names and
    // classes are test_op_rows_issue27.cpp's. The Reg-only MulDstAdd has a cost row too (every row has a
    // class: compound.h).
    constexpr size_t kIssue27Rows = 7;
    ExpectRowCost<ops::MulAddDst>();
    ExpectRowCost<ops::MulDstAdd>();
    // And the Reg-only Log, Log2, Log10 (Ln's class).
    ExpectRowCost<ops::Log>();
    ExpectRowCost<ops::Log2>();
    ExpectRowCost<ops::Log10>();
    EXPECT_EQ(std::size(ops::kUnaryArithCosts) + std::size(ops::kPrecisionArithCosts) +
                  std::size(ops::kScalarArithCosts) + std::size(ops::kCompoundCosts),
              size_t{kMemoryOps} + 2 + kIssue27Rows + 1 + 3);
}

} // namespace
