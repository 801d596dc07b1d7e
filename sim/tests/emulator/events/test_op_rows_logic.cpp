// The logic spellings expand from their op-table rows (engine/ops/logic.h): the Memory API's count and
// mask/repeat forms of And, Or, Not, Ands, Ors, ShiftLeft and ShiftRight (scalar and per-element shift
// counts) and the Reg API's Or compute the rows' lanes (against references written here on wider
// integers), issue under the rows' names with the rows' cost class (Memory API: VectorEvent::cost;
// Reg: VfOpEvent::op), and every row's class is the one the timing model finds for its name.
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

using E = int16_t;
constexpr uint32_t kVl = 128; // int16_t lanes of one register / one repeat
constexpr E kShift = 3;       // the scalar shift count
constexpr E kScalar = 0x5A3C; // the Ands / Ors scalar

// The results, in this order: the count forms, then the mask/repeat forms, then the Reg Or.
enum Out : uint32_t {
    kAnd,
    kOr,
    kNot,
    kAnds,
    kOrs,
    kShl,
    kShr,
    kShlT, // per-element counts (count form only)
    kShrT,
    kAndsElem, // Ands with the scalar as a one-element LocalTensor (src1, the default scalarTensorIndex)
    kOrsLeft,  // Ors with the scalar value as src0
    kCountForms,
};
constexpr uint32_t kRepeatForms = kShr + 1; // And .. ShiftRight with a scalar count
constexpr uint32_t kRegOr = kCountForms + kRepeatForms;
constexpr uint32_t kAndsElemRepeat = kRegOr + 1; // the mask form of kAndsElem
constexpr uint32_t kOuts = kAndsElemRepeat + 1;

__simd_vf__ inline void OrVf(__ubuf__ E* x, __ubuf__ E* y, __ubuf__ E* out)
{
    Reg::RegTensor<E> a, b, r;
    Reg::MaskReg m = Reg::CreateMask<E>();
    Reg::LoadAlign(a, x);
    Reg::LoadAlign(b, y);
    Reg::Or(r, a, b, m);
    Reg::StoreAlign(out, r, m);
}

void LogicKernel(GM_ADDR xg, GM_ADDR yg, GM_ADDR cg, GM_ADDR zg)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, (4 + kOuts) * kVl * sizeof(E));
    LocalTensor<E> x = buf.Get<E>();
    LocalTensor<E> y = x[kVl], c = x[2 * kVl], sc = x[3 * kVl], z = x[4 * kVl];
    GlobalTensor<E> gx, gy, gc, gz;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ E*>(xg), kVl);
    gy.SetGlobalBuffer(reinterpret_cast<__gm__ E*>(yg), kVl);
    gc.SetGlobalBuffer(reinterpret_cast<__gm__ E*>(cg), kVl);
    gz.SetGlobalBuffer(reinterpret_cast<__gm__ E*>(zg), kOuts * kVl);
    DataCopy(x, gx, kVl);
    DataCopy(y, gy, kVl);
    DataCopy(c, gc, kVl);
    KT_FLAG(MTE2_V);
    Duplicate(sc, kScalar, 16); // the one-element scalar tensor (a DataBlock of it)
    const int32_t n = kVl;
    And(z[kAnd * kVl], x, y, n);
    Or(z[kOr * kVl], x, y, n);
    Not(z[kNot * kVl], x, n);
    Ands(z[kAnds * kVl], x, kScalar, n);
    Ors(z[kOrs * kVl], x, kScalar, n);
    ShiftLeft(z[kShl * kVl], x, kShift, n);
    ShiftRight(z[kShr * kVl], x, kShift, n);
    ShiftLeft(z[kShlT * kVl], x, c, n);
    ShiftRight(z[kShrT * kVl], x, c, n);
    Ands(z[kAndsElem * kVl], x, sc, n);
    Ors(z[kOrsLeft * kVl], kScalar, x, n);
    LocalTensor<E> r = z[kCountForms * kVl];
    const uint64_t mask = kVl;
    const BinaryRepeatParams bp;
    const UnaryRepeatParams up;
    And(r[kAnd * kVl], x, y, mask, 1, bp);
    Or(r[kOr * kVl], x, y, mask, 1, bp);
    Not(r[kNot * kVl], x, mask, 1, up);
    Ands(r[kAnds * kVl], x, kScalar, mask, 1, up);
    Ors(r[kOrs * kVl], x, kScalar, mask, 1, up);
    ShiftLeft(r[kShl * kVl], x, kShift, mask, 1, up);
    ShiftRight(r[kShr * kVl], x, kShift, mask, 1, up);
    Ands(z[kAndsElemRepeat * kVl], x, sc, mask, 1, up);
    asc_vf_call<OrVf>(x.GetPhyAddr(), y.GetPhyAddr(), z[kRegOr * kVl].GetPhyAddr());
    KT_FLAG(V_MTE3);
    DataCopy(gz, z, kOuts * kVl);
}

// The references, on int64_t: bit operations on the 16-bit patterns, shifts as multiplication and
// floor division by a power of two.
int64_t Bits(E v) { return static_cast<int64_t>(static_cast<uint16_t>(v)); }
E FromBits(int64_t b) { return static_cast<E>(static_cast<uint16_t>(b & 0xFFFF)); }
// 算术左移 (ShiftLeft.md): the sign bit stays, the 15 bits below it are multiplied by 2^k modulo 2^15.
E ShlRef(E a, int64_t k)
{
    const int64_t below = k >= 15 ? 0 : ((Bits(a) & 0x7FFF) * (int64_t(1) << k)) & 0x7FFF;
    return FromBits((Bits(a) & 0x8000) | below);
}
E ShrRef(E a, int64_t k)
{
    const int64_t v = a; // signed: arithmetic, the quotient rounded toward minus infinity
    const int64_t d = int64_t(1) << (k >= 16 ? 16 : k);
    const int64_t q = v >= 0 ? v / d : -((-v + d - 1) / d);
    return static_cast<E>(q);
}

E Reference(uint32_t op, E a, E b, E k)
{
    switch (op) {
        case kAnd:
            return FromBits(Bits(a) & Bits(b));
        case kOr:
            return FromBits(Bits(a) | Bits(b));
        case kNot:
            return FromBits(0xFFFF - Bits(a));
        case kAnds:
        case kAndsElem:
            return FromBits(Bits(a) & Bits(kScalar));
        case kOrs:
        case kOrsLeft:
            return FromBits(Bits(a) | Bits(kScalar));
        case kShl:
            return ShlRef(a, kShift);
        case kShr:
            return ShrRef(a, kShift);
        case kShlT:
            return ShlRef(a, k);
        default:
            return ShrRef(a, k);
    }
}

const char* RowName(uint32_t op)
{
    switch (op) {
        case kAnd:
            return ascsim::ops::And::kName;
        case kOr:
            return ascsim::ops::Or::kName;
        case kNot:
            return ascsim::ops::Not::kName;
        case kAnds:
        case kAndsElem:
            return ascsim::ops::Ands::kName;
        case kOrs:
        case kOrsLeft:
            return ascsim::ops::Ors::kName;
        case kShl:
        case kShlT:
            return ascsim::ops::ShiftLeft::kName;
        default:
            return ascsim::ops::ShiftRight::kName;
    }
}

class OpRowsLogicTest : public KernelTest {};

TEST_F(OpRowsLogicTest, EverySpellingOfALogicRowComputesItsLaneAndCarriesItsNameAndClass)
{
    DeviceBuffer x(kVl * sizeof(E)), y(kVl * sizeof(E)), c(kVl * sizeof(E)), z(kOuts * kVl * sizeof(E));
    std::mt19937 rng(11);
    std::uniform_int_distribution<int> val(-32768, 32767), cnt(0, 20); // counts past the width included
    for (uint32_t i = 0; i < kVl; ++i) {
        x.as<E>()[i] = static_cast<E>(val(rng));
        y.as<E>()[i] = static_cast<E>(val(rng));
        c.as<E>()[i] = static_cast<E>(cnt(rng));
    }
    RowObserver obs;
    ascsim::kern::AddLaunchObserver(&obs);
    const LaunchOutcome out = Launch(LogicKernel, 1, {x.get(), y.get(), c.get(), z.get()}, "op_rows_logic");
    ascsim::kern::RemoveLaunchObserver(&obs);
    ExpectClean(out);
    const auto check = [&](uint32_t slot, uint32_t op) {
        for (uint32_t i = 0; i < kVl; ++i) {
            const E want = Reference(op, x.as<E>()[i], y.as<E>()[i], c.as<E>()[i]);
            ASSERT_EQ(z.as<E>()[slot * kVl + i], want) << "slot " << slot << ", " << RowName(op) << ", lane " << i;
        }
    };
    for (uint32_t op = 0; op < kCountForms; ++op) {
        check(op, op);
    }
    for (uint32_t op = 0; op < kRepeatForms; ++op) {
        check(kCountForms + op, op);
    }
    check(kRegOr, kOr);
    check(kAndsElemRepeat, kAndsElem);
    // Every Memory-API issue under the row's name, of the row's class: And, Or, Not twice (count, mask),
    // Ands four times (scalar value and scalar tensor, count and mask), Ors three times (count, mask,
    // scalar on the left), the shifts three times (scalar count, mask, per-element count).
    const auto simple = [](size_t k) {
        return std::vector<ascsim::kern::CostClass>(k, ascsim::kern::CostClass::kSimple);
    };
    EXPECT_EQ(obs.vector[ascsim::ops::And::kName], simple(2));
    EXPECT_EQ(obs.vector[ascsim::ops::Or::kName], simple(2));
    EXPECT_EQ(obs.vector[ascsim::ops::Not::kName], simple(2));
    EXPECT_EQ(obs.vector[ascsim::ops::Ands::kName], simple(4));
    EXPECT_EQ(obs.vector[ascsim::ops::Ors::kName], simple(3));
    EXPECT_EQ(obs.vector[ascsim::ops::ShiftLeft::kName], simple(3));
    EXPECT_EQ(obs.vector[ascsim::ops::ShiftRight::kName], simple(3));
    EXPECT_EQ(ascsim::ops::And::kCost, ascsim::kern::CostClass::kSimple);
    // The Reg Or: two loads, the Or of its row's VF class, a store (besides the mask).
    size_t simpleOps = 0;
    for (ascsim::kern::VfOp op : obs.vfOps) {
        simpleOps += op == ascsim::ops::Or::kVfOp ? 1 : 0;
    }
    EXPECT_EQ(simpleOps, 1u);
}

template <typename Row>
void ExpectRowCost()
{
    oprows::ExpectRowCost<Row>();
    EXPECT_FALSE(Row::kMerging) << Row::kName; // MergeMode table: ZEROING only
}

TEST(OpRowsLogic, TheTimingModelFindsEachLogicRowsClassByItsName)
{
    ExpectRowCost<ascsim::ops::And>();
    ExpectRowCost<ascsim::ops::Or>();
    ExpectRowCost<ascsim::ops::Not>();
    ExpectRowCost<ascsim::ops::Ands>();
    ExpectRowCost<ascsim::ops::Ors>();
    ExpectRowCost<ascsim::ops::ShiftLeft>();
    ExpectRowCost<ascsim::ops::ShiftRight>();
    ExpectRowCost<ascsim::ops::Xor>(); // Reg only, the logic rows' class
    EXPECT_EQ(std::size(ascsim::ops::kLogicCosts), size_t{8});
}

// The page's own examples (ShiftLeft.md, 功能说明): uint16_t 1010101010101010 << 1 = 0101010101010100
// (逻辑左移); int16_t 1010101010101010 << 1 = 1101010101010100 and << 3 = 1101010101010000 (算术左移).
TEST(OpRowsLogic, ShiftLeftsLaneIsThePagesLogicalAndArithmeticShift)
{
    using Row = ascsim::ops::ShiftLeft;
    EXPECT_EQ(Row::Lane<uint16_t>(0xAAAA, 1), 0x5554);
    EXPECT_EQ(static_cast<uint16_t>(Row::Lane<int16_t>(static_cast<int16_t>(0xAAAA), 1)), 0xD554);
    EXPECT_EQ(static_cast<uint16_t>(Row::Lane<int16_t>(static_cast<int16_t>(0xAAAA), 3)), 0xD550);
    EXPECT_EQ(Row::Lane<int32_t>(0x40000001, 1), 0x00000002); // a positive value stays positive
}

} // namespace
