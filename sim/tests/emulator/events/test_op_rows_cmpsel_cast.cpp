// The compare, select and cast spellings expand from their op-table rows (engine/ops/compare_select.h,
// engine/ops/cast.h): the Memory API's count and mask/repeat forms of Compare, Compares, Select and Cast,
// Compare into the CmpMask register, the flexible-scalar Compares / Select and CompareScalar, and the Reg API's
// Compare, Compares, Select and Cast compute the rows' lanes (against references written here: host comparisons, a
// ternary, nearbyint), issue under the rows' names with the rows' cost class (Memory API: VectorEvent::cost; Reg:
// VfOpEvent::op), and every row's class is the one the timing model finds for its name.
#include <cmath>
#include <cstdint>
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

using oprows::RowObserver;

constexpr uint32_t kVl = 64;     // float lanes of one register / one repeat
constexpr float kScalar = 12.5f; // Compares' scalar (GT)
constexpr float kSelect = 7.0f;  // the scalar Select's src1
constexpr uint32_t kSlot = 256;  // bytes of each result slot in UB and in z

// The result slots, in z: compare bits (8 bytes used; the CmpMask slot 16), then floats, then int32s.
enum Slot : uint32_t {
    kCmpCount,
    kCmpRepeat,
    kCmpMask,
    kCmpsCount,
    kCmpsRepeat,
    kSelCount,
    kSelRepeat,
    kSelScalar,
    kCastCount,
    kCastRepeat,
    kRegSelCmp,  // Reg: Select(x, y, Compare LE)
    kRegSelCmps, // Reg: Select(x, y, Compares GT)
    kRegCast,
    kFlexCmps,  // Compares with the scalar on the left (灵活标量位置)
    kCmpScalar, // CompareScalar, Compares' older name
    kFlexSel,   // Select with the scalar as src0 (灵活标量位置)
    kSlots,
};

constexpr Reg::CastTrait kToInt = {Reg::RegLayout::UNKNOWN, Reg::SatMode::SAT, Reg::MaskMergeMode::ZEROING,
                                   RoundMode::CAST_RINT};

__simd_vf__ inline void CmpSelCastVf(__ubuf__ float* x, __ubuf__ float* y, __ubuf__ float* selCmp,
                                     __ubuf__ float* selCmps, __ubuf__ int32_t* cast)
{
    Reg::RegTensor<float> a, b, r;
    Reg::RegTensor<int32_t> i;
    Reg::MaskReg m = Reg::CreateMask<float>();
    Reg::MaskReg le, gt;
    Reg::LoadAlign(a, x);
    Reg::LoadAlign(b, y);
    Reg::Compare<float, CMPMODE::LE>(le, a, b, m);
    Reg::Select(r, a, b, le);
    Reg::StoreAlign(selCmp, r, m);
    Reg::Compares<float, CMPMODE::GT>(gt, a, kScalar, m);
    Reg::Select(r, a, b, gt);
    Reg::StoreAlign(selCmps, r, m);
    Reg::Cast<int32_t, float, kToInt>(i, a, m);
    Reg::StoreAlign(cast, i, m);
}

void CmpSelCastKernel(GM_ADDR xg, GM_ADDR yg, GM_ADDR zg)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (2 + kSlots) * kSlot);
    LocalTensor<uint8_t> all = buf.Get<uint8_t>();
    LocalTensor<float> x = all.ReinterpretCast<float>();
    LocalTensor<float> y = all[kSlot].ReinterpretCast<float>();
    LocalTensor<uint8_t> z = all[2 * kSlot];
    const auto bytes = [&z](Slot s) { return z[s * kSlot]; };
    const auto floats = [&z](Slot s) { return z[s * kSlot].ReinterpretCast<float>(); };
    const auto ints = [&z](Slot s) { return z[s * kSlot].ReinterpretCast<int32_t>(); };
    GlobalTensor<float> gx, gy;
    GlobalTensor<uint8_t> gz;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(xg), kVl);
    gy.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(yg), kVl);
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ uint8_t*>(zg), kSlots * kSlot);
    DataCopy(x, gx, kVl);
    DataCopy(y, gy, kVl);
    KT_FLAG(MTE2_V);
    const uint32_t n = kVl;
    const uint64_t mask = kVl;
    const BinaryRepeatParams bp;
    const UnaryRepeatParams up;
    Compare(bytes(kCmpCount), x, y, CMPMODE::LE, n);
    Compare(bytes(kCmpRepeat), x, y, CMPMODE::LE, mask, 1, bp);
    Compare(x, y, CMPMODE::LE, mask, bp);
    GetCmpMask(bytes(kCmpMask));
    Compares(bytes(kCmpsCount), x, kScalar, CMPMODE::GT, n);
    Compares(bytes(kCmpsRepeat), x, kScalar, CMPMODE::GT, mask, 1, up);
    Select(floats(kSelCount), bytes(kCmpCount), x, y, SELMODE::VSEL_TENSOR_TENSOR_MODE, n);
    Select(floats(kSelRepeat), bytes(kCmpCount), x, y, SELMODE::VSEL_TENSOR_TENSOR_MODE, mask, 1, bp);
    Select(floats(kSelScalar), bytes(kCmpCount), x, kSelect, SELMODE::VSEL_TENSOR_SCALAR_MODE, n);
    Compares(bytes(kFlexCmps), kScalar, x, CMPMODE::GT, n);
    CompareScalar(bytes(kCmpScalar), x, kScalar, CMPMODE::GT, n);
    Select(floats(kFlexSel), bytes(kCmpCount), kSelect, x, SELMODE::VSEL_TENSOR_SCALAR_MODE, n);
    Cast(ints(kCastCount), x, RoundMode::CAST_RINT, n);
    Cast(ints(kCastRepeat), x, RoundMode::CAST_RINT, mask, 1, up);
    asc_vf_call<CmpSelCastVf>(x.GetPhyAddr(), y.GetPhyAddr(), floats(kRegSelCmp).GetPhyAddr(),
                              floats(kRegSelCmps).GetPhyAddr(), ints(kRegCast).GetPhyAddr());
    KT_FLAG(V_MTE3);
    DataCopy(gz, z, kSlots * kSlot);
}

class OpRowsCmpSelCastTest : public KernelTest {};

TEST_F(OpRowsCmpSelCastTest, EverySpellingOfACompareSelectCastRowComputesItsLaneAndCarriesItsNameAndClass)
{
    DeviceBuffer x(kVl * sizeof(float)), y(kVl * sizeof(float)), z(kSlots * kSlot);
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    float* xs = x.as<float>();
    float* ys = y.as<float>();
    for (uint32_t i = 0; i < kVl; ++i) {
        xs[i] = dist(rng);
        ys[i] = i % 5 == 0 ? xs[i] : dist(rng); // equal operands for LE
    }
    xs[1] = 2.5f; // ties: CAST_RINT rounds to even
    xs[2] = -3.5f;
    xs[3] = kScalar; // Compares GT: false at equality
    RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    const LaunchOutcome out = Launch(CmpSelCastKernel, 1, {x.get(), y.get(), z.get()}, "op_rows_cmpsel_cast");
    ascsim::kern::RemoveLaunchObserver(&obs);
    ExpectClean(out);
    const uint8_t* zs = z.as<uint8_t>();
    const auto bit = [zs](Slot s, uint32_t i) { return ((zs[s * kSlot + i / 8] >> (i % 8)) & 1u) != 0; };
    const auto f = [zs](Slot s, uint32_t i) { return reinterpret_cast<const float*>(zs + s * kSlot)[i]; };
    const auto n = [zs](Slot s, uint32_t i) { return reinterpret_cast<const int32_t*>(zs + s * kSlot)[i]; };
    for (uint32_t i = 0; i < kVl; ++i) {
        const bool le = xs[i] <= ys[i];
        const bool gt = xs[i] > kScalar;
        EXPECT_EQ(bit(kCmpCount, i), le) << "Compare count, lane " << i;
        EXPECT_EQ(bit(kCmpRepeat, i), le) << "Compare mask, lane " << i;
        EXPECT_EQ(bit(kCmpMask, i), le) << "Compare to CmpMask, lane " << i;
        EXPECT_EQ(bit(kCmpsCount, i), gt) << "Compares count, lane " << i;
        EXPECT_EQ(bit(kCmpsRepeat, i), gt) << "Compares mask, lane " << i;
        EXPECT_EQ(FloatBits(f(kSelCount, i)), FloatBits(le ? xs[i] : ys[i])) << "Select count, lane " << i;
        EXPECT_EQ(FloatBits(f(kSelRepeat, i)), FloatBits(le ? xs[i] : ys[i])) << "Select mask, lane " << i;
        EXPECT_EQ(FloatBits(f(kSelScalar, i)), FloatBits(le ? xs[i] : kSelect)) << "Select scalar, lane " << i;
        EXPECT_EQ(FloatBits(f(kRegSelCmp, i)), FloatBits(le ? xs[i] : ys[i])) << "Reg Compare, lane " << i;
        EXPECT_EQ(FloatBits(f(kRegSelCmps, i)), FloatBits(gt ? xs[i] : ys[i])) << "Reg Compares, lane " << i;
        EXPECT_EQ(bit(kFlexCmps, i), kScalar > xs[i]) << "Compares, scalar on the left, lane " << i;
        EXPECT_EQ(bit(kCmpScalar, i), gt) << "CompareScalar, lane " << i;
        EXPECT_EQ(FloatBits(f(kFlexSel, i)), FloatBits(le ? kSelect : xs[i])) << "Select, scalar src0, lane " << i;
        const auto rint = static_cast<int32_t>(std::nearbyint(xs[i])); // ties to even (the default mode)
        EXPECT_EQ(n(kCastCount, i), rint) << "Cast count, lane " << i;
        EXPECT_EQ(n(kCastRepeat, i), rint) << "Cast mask, lane " << i;
        EXPECT_EQ(n(kRegCast, i), rint) << "Reg Cast, lane " << i;
    }
    for (uint32_t i = kVl; i < 128; ++i) { // float fills CmpMask's low 64 bits only
        EXPECT_FALSE(bit(kCmpMask, i)) << i;
    }
    const auto simple = [](size_t k) {
        return std::vector<ascsim::kern::CostClass>(k, ascsim::kern::CostClass::kSimple);
    };
    EXPECT_EQ(obs.vector[ascsim::ops::Compare::kName], simple(3)); // count, mask, to CmpMask
    // count, mask, scalar on the left, CompareScalar
    EXPECT_EQ(obs.vector[ascsim::ops::Compares::kName], simple(4));
    EXPECT_EQ(obs.vector[ascsim::ops::Select::kName], simple(4)); // count, mask, scalar src1, scalar src0
    EXPECT_EQ(obs.vector[ascsim::ops::Cast::kName], simple(2));
    // The Reg forms: Compare, Compares, two Selects and the Cast, of the rows' VF class.
    size_t simpleOps = 0;
    for (ascsim::kern::VfOp op : obs.vfOps) {
        simpleOps += op == ascsim::ops::Compare::kVfOp ? 1 : 0;
    }
    EXPECT_EQ(simpleOps, 5u);
}

template <typename Row>
void ExpectRowCost()
{
    oprows::ExpectRowCost<Row>();
    EXPECT_FALSE(Row::kMerging) << Row::kName;
    EXPECT_EQ(Row::kVfOp, ascsim::kern::VfOp::kSimple) << Row::kName;
}

TEST(OpRowsCmpSelCast, TheTimingModelFindsEachRowsClassByItsName)
{
    ExpectRowCost<ascsim::ops::Compare>();
    ExpectRowCost<ascsim::ops::Compares>();
    ExpectRowCost<ascsim::ops::Select>();
    ExpectRowCost<ascsim::ops::Cast>();
    // Plus the Reg-only Squeeze and Truncate (their own classes: test_op_rows_reg_special.cpp).
    oprows::ExpectRowCost<ascsim::ops::Squeeze>();
    oprows::ExpectRowCost<ascsim::ops::Truncate>();
    EXPECT_EQ(std::size(ascsim::ops::kCompareSelectCosts), size_t{4});
    EXPECT_EQ(std::size(ascsim::ops::kCastCosts), size_t{2}); // Truncate's Memory form: test_op_rows_issue27.cpp
}

// The rows' lanes themselves, per CMPMODE and RoundMode, against the host.
TEST(OpRowsCmpSelCast, TheCompareLaneFollowsEachCmpModeAndTheCastLaneEachRoundMode)
{
    const float vals[] = {-1.5f, 0.0f, -0.0f, 2.5f, 3.5f, std::nanf("")};
    for (float a : vals) {
        for (float b : vals) {
            EXPECT_EQ(ascsim::ops::Compare::Lane(a, b, CMPMODE::LT), a < b);
            EXPECT_EQ(ascsim::ops::Compare::Lane(a, b, CMPMODE::GT), a > b);
            EXPECT_EQ(ascsim::ops::Compare::Lane(a, b, CMPMODE::EQ), a == b);
            EXPECT_EQ(ascsim::ops::Compare::Lane(a, b, CMPMODE::LE), a <= b);
            EXPECT_EQ(ascsim::ops::Compare::Lane(a, b, CMPMODE::GE), a >= b);
            EXPECT_EQ(ascsim::ops::Compare::Lane(a, b, CMPMODE::NE), a != b);
            EXPECT_EQ(ascsim::ops::Compares::Lane(a, b, CMPMODE::LT), a < b);
            EXPECT_EQ(FloatBits(ascsim::ops::Select::Lane(true, a, b)), FloatBits(a));
            EXPECT_EQ(FloatBits(ascsim::ops::Select::Lane(false, a, b)), FloatBits(b));
        }
    }
    for (float v : {2.5f, -2.5f, 3.5f, -1.7f, 1.2f}) {
        EXPECT_EQ((ascsim::ops::Cast::Lane<int32_t, float>(v, RoundMode::CAST_RINT)),
                  static_cast<int32_t>(std::nearbyint(v)));
        EXPECT_EQ((ascsim::ops::Cast::Lane<int32_t, float>(v, RoundMode::CAST_FLOOR)),
                  static_cast<int32_t>(std::floor(v)));
        EXPECT_EQ((ascsim::ops::Cast::Lane<int32_t, float>(v, RoundMode::CAST_CEIL)),
                  static_cast<int32_t>(std::ceil(v)));
        EXPECT_EQ((ascsim::ops::Cast::Lane<int32_t, float>(v, RoundMode::CAST_TRUNC)),
                  static_cast<int32_t>(std::trunc(v)));
        EXPECT_EQ((ascsim::ops::Cast::Lane<int32_t, float>(v, RoundMode::CAST_ROUND)),
                  static_cast<int32_t>(std::round(v))); // half away from zero
    }
    EXPECT_TRUE((ascsim::ops::Cast::Supported<int32_t, float>(RoundMode::CAST_RINT)));
    EXPECT_TRUE((ascsim::ops::Cast::kSaturable<half, float>));
    EXPECT_FALSE((ascsim::ops::Cast::kSaturable<float, half>));
}

} // namespace
