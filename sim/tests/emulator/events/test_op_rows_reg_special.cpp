// The Reg API's specialised compute and mask instructions expand from their op-table rows
// (engine/ops/: reduce.h, index.h, cast.h, compare_select.h, compress.h, rearrange.h, gather.h,
// histograms.h, fill.h, logic.h, mask_reg.h, data_move.h): each spelling, run in a VF, reports the
// row's VF class and cycles (VfOpEvent::op / algo) and computes what a reference written here on
// integers / float64 says; called outside a VF, its finding names Row::kName. Every row's VF class is
// a valid one, and the rows keep the appendix figures the spellings passed before (理论性能汇总.md).
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "ascendc_sim/engine/op_costs.h"
#include "ascendc_sim/vf/vf_events.h"
#include "core/kernel_events.h"
#include "reg_test_util.h"
#include "reg_row_run.h"
#include "row_observer.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;
namespace ops = ascsim::ops;
using ascsim::kern::VfOp;
using namespace oprows;

namespace {

// ---- every row with a VF class has a valid one; the cycles are the appendix's ------------------------
constexpr bool IsVfOp(VfOp op)
{
    switch (op) {
        case VfOp::kMask:
        case VfOp::kLoad:
        case VfOp::kStore:
        case VfOp::kSimple:
        case VfOp::kExp:
        case VfOp::kSqrt:
        case VfOp::kDiv:
        case VfOp::kCross:
        case VfOp::kSimpleN:
        case VfOp::kLoadSingle:
        case VfOp::kStoreN:
            return true;
    }
    return false;
}
template <typename Row, typename = void>
struct HasVfOp : std::false_type {};
template <typename Row>
struct HasVfOp<Row, std::void_t<decltype(Row::kVfOp)>> : std::true_type {};
template <typename Row>
constexpr bool RowVfOpValid()
{
    if constexpr (HasVfOp<Row>::value) {
        return IsVfOp(Row::kVfOp);
    } else {
        return true;
    }
}
template <typename... Rows>
constexpr bool VfOpsValid()
{
    return (RowVfOpValid<Rows>() && ...);
}
// Every row of every table (the CostRows lists of engine/ops/*.h) and the derived Reg rows.
static_assert(
    VfOpsValid<ops::Add, ops::Sub, ops::Mul, ops::Max, ops::Min, ops::Cast, ops::Truncate, ops::Compare, ops::Compares,
               ops::Select, ops::Squeeze, ops::AddRelu, ops::Axpy, ops::MulAddDst, ops::MulDstAdd, ops::Pack,
               ops::UnPack, ops::Unsqueeze, ops::Copy, ops::DataCopyUbToUb, ops::AscCopyUbToUb, ops::LoadAlign,
               ops::StoreAlign, ops::LoadUnAlignPre, ops::LoadUnAlign, ops::StoreUnAlign, ops::StoreUnAlignPost,
               ops::GatherB, ops::Scatter, ops::MaskGenWithRegTensor, ops::GatherLoad, ops::Brcb, ops::CreateVecIndex,
               ops::Duplicate, ops::Gather, ops::Gatherb, ops::GatherMask, ops::Histograms, ops::Arange, ops::Transpose,
               ops::TransDataTo5HD, ops::And, ops::Or, ops::OrMask, ops::Not, ops::Ands, ops::Ors, ops::ShiftLeft,
               ops::ShiftRight, ops::CreateMask, ops::UpdateMask, ops::Div, ops::Sqrt, ops::Rsqrt, ops::Reciprocal,
               ops::Exp, ops::Ln, ops::Interleave, ops::DeInterleave, ops::ReduceRepeat, ops::ReduceDataBlock,
               ops::ReducePairElem, ops::ReduceSum, ops::ReduceMax, ops::ReduceMin, ops::Reduce, ops::PairReduceElem,
               ops::Adds, ops::Muls, ops::Maxs, ops::Mins, ops::LeakyRelu, ops::Subs, ops::Divs, ops::Sort32,
               ops::MrgSort, ops::Sort, ops::Extract, ops::Abs, ops::Relu>(),
    "a row's kVfOp is not a vf/vf_events.h class");
static_assert(!IsVfOp(static_cast<VfOp>(200)), "IsVfOp rejects a value outside the enumeration");
// The latencies the spellings passed as literals before they came from rows.
static_assert(ops::Reduce::Cycles<half>(true) == 1 && ops::Reduce::Cycles<int16_t>(true) == 2 &&
              ops::Reduce::Cycles<int16_t>(false) == 1 && ops::Reduce::Cycles<float>(true) == 1 &&
              ops::Reduce::Cycles<int64_t>(false) == 8 && ops::ReduceDataBlock::Cycles<uint16_t>(true) == 2);
static_assert(ops::Arange::Cycles<int8_t>() == 1 && ops::Arange::Cycles<int16_t>() == 2 &&
              ops::Arange::Cycles<int32_t>() == 2 && ops::Arange::Cycles<half>() == 1 &&
              ops::Arange::Cycles<float>() == 1 && ops::Arange::Cycles<int64_t>() == 4);
static_assert(ops::PairReduceElem::kCycles == 1 && ops::Truncate::kCycles == 2 && ops::Squeeze::kCycles == 5 &&
              ops::Unsqueeze::kCycles == 4 && ops::Pack::kCycles == 1 && ops::UnPack::kCycles == 1 &&
              ops::Interleave::kCycles == 1 && ops::DeInterleave::kCycles == 1 && ops::Gather::kCycles == 4 &&
              ops::Histograms::kCycles == 8 && ops::MaskGenWithRegTensor::kCycles == 4 &&
              ops::GatherLoad::kCycles == 2 && ops::GatherB::kCycles == 2 && ops::Scatter::kCycles == 2 &&
              ops::StoreUnAlign::kCycles == 1 && ops::StoreUnAlignPost::kCycles == 1);
static_assert(ops::LoadAlign::Cycles(false) == 0 && ops::LoadAlign::Cycles(true) == 2 &&
              ops::StoreAlign::Cycles(false) == 0 && ops::StoreAlign::Cycles(true) == 2 &&
              ops::LoadAlign::VfOpOf(true) == VfOp::kLoadSingle && ops::StoreAlign::VfOpOf(true) == VfOp::kStoreN);
// Only Duplicate merges among these rows (MergeMode支持情况汇总.md).
static_assert(ops::Duplicate::kMerging && !ops::Reduce::kMerging && !ops::ReduceDataBlock::kMerging &&
              !ops::PairReduceElem::kMerging && !ops::Truncate::kMerging && !ops::OrMask::kMerging);
// A derived row is its base's name and cost row.
static_assert(std::is_base_of_v<ops::Or, ops::OrMask> && std::is_base_of_v<ops::Gather, ops::GatherLoad>);

class OpRowsRegSpecialTest : public KernelTest {};

// ---- 归约计算 (reduce.h) -------------------------------------------------------------------------------
TEST_F(OpRowsRegSpecialTest, ReduceSumsInt16IntoInt32UnderItsRow)
{
    std::vector<int16_t> x(128);
    for (int i = 0; i < 128; ++i) {
        x[i] = static_cast<int16_t>((i * 37) % 200 - 100);
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<int16_t> s;
                     R::RegTensor<int32_t> r;
                     R::LoadAlign(s, reinterpret_cast<int16_t*>(p0));
                     R::MaskReg m16 = R::CreateMask<int16_t>();
                     R::Reduce<R::ReduceType::SUM>(r, s, m16);
                     R::MaskReg m32 = R::CreateMask<int32_t>();
                     R::StoreAlign(reinterpret_cast<int32_t*>(p2), r, m32);
                 },
                 {Ld(), Mk(), {ops::Reduce::kVfOp, ops::Reduce::Cycles<int16_t>(true)}, Mk(), St()});
    int64_t sum = 0;
    for (int16_t v : x) {
        sum += v;
    }
    const auto out = As<int32_t>(b[2], 64);
    EXPECT_EQ(out[0], sum);
    for (int i = 1; i < 64; ++i) {
        EXPECT_EQ(out[i], 0) << i;
    }
}

TEST_F(OpRowsRegSpecialTest, ReduceDataBlockTakesEachBlocksMaximumUnderItsRow)
{
    std::vector<int32_t> x(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = (i * 53) % 97 - 40;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<int32_t> s, r;
                     R::LoadAlign(s, reinterpret_cast<int32_t*>(p0));
                     R::MaskReg m = R::CreateMask<int32_t>();
                     R::ReduceDataBlock<R::ReduceType::MAX>(r, s, m);
                     R::StoreAlign(reinterpret_cast<int32_t*>(p2), r, m);
                 },
                 {Ld(), Mk(), {ops::ReduceDataBlock::kVfOp, ops::ReduceDataBlock::Cycles<int32_t>(false)}, St()});
    const auto out = As<int32_t>(b[2], 64);
    for (int j = 0; j < 64; ++j) {
        int64_t want = 0;
        if (j < 8) {
            want = x[8 * j];
            for (int e = 1; e < 8; ++e) {
                want = x[8 * j + e] > want ? x[8 * j + e] : want;
            }
        }
        EXPECT_EQ(out[j], want) << j;
    }
}

TEST_F(OpRowsRegSpecialTest, PairReduceElemAddsNeighboursUnderItsRow)
{
    std::vector<float> x(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = 0.5f * static_cast<float>(i) - 7.0f;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<float> s, r;
                     R::LoadAlign(s, reinterpret_cast<float*>(p0));
                     R::MaskReg m = R::CreateMask<float>();
                     R::PairReduceElem<R::PairReduce::SUM>(r, s, m);
                     R::StoreAlign(reinterpret_cast<float*>(p2), r, m);
                 },
                 {Ld(), Mk(), RowEv<ops::PairReduceElem>(), St()});
    const auto out = As<float>(b[2], 64);
    for (int i = 0; i < 64; ++i) {
        const double want = i < 32 ? double(x[2 * i]) + double(x[2 * i + 1]) : 0.0;
        EXPECT_EQ(static_cast<double>(out[i]), want) << i;
    }
}

// ---- 索引操作, 类型转换, 比较与选择 (index.h, cast.h, compare_select.h) -----------------------------------
TEST_F(OpRowsRegSpecialTest, ArangeCountsFromItsStartUnderItsRow)
{
    std::vector<std::vector<uint8_t>> b = {{}, {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t*, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<int16_t> r;
                     R::Arange(r, int16_t(-5));
                     R::MaskReg m = R::CreateMask<int16_t>();
                     R::StoreAlign(reinterpret_cast<int16_t*>(p2), r, m);
                 },
                 {{ops::Arange::kVfOp, ops::Arange::Cycles<int16_t>()}, Mk(), St()});
    const auto out = As<int16_t>(b[2], 128);
    for (int i = 0; i < 128; ++i) {
        EXPECT_EQ(int64_t(out[i]), int64_t(-5) + i) << i;
    }
}

TEST_F(OpRowsRegSpecialTest, TruncateFloorsUnderItsRow)
{
    std::vector<float> x(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = 0.75f * static_cast<float>(i - 32) + 0.1f;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<float> s, r;
                     R::LoadAlign(s, reinterpret_cast<float*>(p0));
                     R::MaskReg m = R::CreateMask<float>();
                     R::Truncate<float, RoundMode::CAST_FLOOR>(r, s, m);
                     R::StoreAlign(reinterpret_cast<float*>(p2), r, m);
                 },
                 {Ld(), Mk(), RowEv<ops::Truncate>(), St()});
    const auto out = As<float>(b[2], 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(static_cast<double>(out[i]), std::floor(static_cast<double>(x[i]))) << i;
    }
}

TEST_F(OpRowsRegSpecialTest, SqueezePacksTheSelectedElementsUnderItsRow)
{
    std::vector<int32_t> x(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = 1000 + 3 * i;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<int32_t> s, r;
                     R::LoadAlign(s, reinterpret_cast<int32_t*>(p0));
                     R::MaskReg every4th = R::CreateMask<int32_t, R::MaskPattern::M4>();
                     R::Squeeze(r, s, every4th);
                     R::MaskReg all = R::CreateMask<int32_t>();
                     R::StoreAlign(reinterpret_cast<int32_t*>(p2), r, all);
                 },
                 {Ld(), Mk(), RowEv<ops::Squeeze>(), Mk(), St()});
    const auto out = As<int32_t>(b[2], 64);
    for (int k = 0; k < 64; ++k) {
        EXPECT_EQ(out[k], k < 16 ? x[4 * k] : 0) << k;
    }
}

// ---- 数据压缩, 数据重排, 离散操作 (compress.h, rearrange.h, gather.h) --------------------------------------
TEST_F(OpRowsRegSpecialTest, UnsqueezeCountsTheSelectedElementsBeforeEachLaneUnderItsRow)
{
    std::vector<std::vector<uint8_t>> b = {{}, {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t*, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<int32_t> r;
                     R::MaskReg every3rd = R::CreateMask<int32_t, R::MaskPattern::M3>();
                     R::Unsqueeze(r, every3rd);
                     R::MaskReg all = R::CreateMask<int32_t>();
                     R::StoreAlign(reinterpret_cast<int32_t*>(p2), r, all);
                 },
                 {Mk(), RowEv<ops::Unsqueeze>(), Mk(), St()});
    const auto out = As<int32_t>(b[2], 64);
    for (int i = 0; i < 64; ++i) {
        int64_t before = 0; // selected lanes (i % 3 == 0) below i
        for (int k = 0; k < i; ++k) {
            before += k % 3 == 0 ? 1 : 0;
        }
        EXPECT_EQ(out[i], before) << i;
    }
}

TEST_F(OpRowsRegSpecialTest, PackAndUnPackMoveHalvesUnderTheirRows)
{
    std::vector<uint32_t> w(64);
    std::vector<int16_t> h(128);
    for (int i = 0; i < 64; ++i) {
        w[i] = 0x12345u + 0x10001u * static_cast<uint32_t>(i);
    }
    for (int i = 0; i < 128; ++i) {
        h[i] = static_cast<int16_t>(517 * i - 30000);
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(w), Bytes(h), Zeros(256), Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
                     R::RegTensor<uint32_t> ws;
                     R::RegTensor<uint16_t> packed;
                     R::LoadAlign(ws, reinterpret_cast<uint32_t*>(p0));
                     R::Pack(packed, ws); // LOWEST: the low half of dstReg
                     uint32_t n = 64;
                     R::MaskReg low = R::UpdateMask<uint16_t>(n);
                     R::StoreAlign(reinterpret_cast<uint16_t*>(p2), packed, low);
                     R::RegTensor<int16_t> hs;
                     R::RegTensor<int32_t> wide;
                     R::LoadAlign(hs, reinterpret_cast<int16_t*>(p1));
                     R::UnPack(wide, hs); // LOWEST: the low half of srcReg
                     R::MaskReg all = R::CreateMask<int32_t>();
                     R::StoreAlign(reinterpret_cast<int32_t*>(p3), wide, all);
                 },
                 {Ld(), RowEv<ops::Pack>(), ClassEv<ops::UpdateMask>(), St(), Ld(), RowEv<ops::UnPack>(), Mk(), St()});
    const auto packed = As<uint16_t>(b[2], 128);
    const auto wide = As<int32_t>(b[3], 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(packed[i], w[i] % 65536u) << i;
        EXPECT_EQ(int64_t(wide[i]), int64_t(h[i])) << i;
    }
    for (int i = 64; i < 128; ++i) {
        EXPECT_EQ(packed[i], 0) << i; // not stored
    }
}

TEST_F(OpRowsRegSpecialTest, InterleaveAndDeInterleaveShuffleUnderTheirRows)
{
    std::vector<int32_t> x(128);
    for (int i = 0; i < 128; ++i) {
        x[i] = 7 * i - 300;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(512), Zeros(512)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t* p3) {
                     auto* src = reinterpret_cast<int32_t*>(p0);
                     R::RegTensor<int32_t> a, c, i0, i1, d0, d1;
                     R::LoadAlign(a, src);
                     R::LoadAlign(c, src + 64);
                     R::Interleave(i0, i1, a, c);
                     R::DeInterleave(d0, d1, a, c);
                     R::MaskReg all = R::CreateMask<int32_t>();
                     R::StoreAlign(reinterpret_cast<int32_t*>(p2), i0, all);
                     R::StoreAlign(reinterpret_cast<int32_t*>(p2) + 64, i1, all);
                     R::StoreAlign(reinterpret_cast<int32_t*>(p3), d0, all);
                     R::StoreAlign(reinterpret_cast<int32_t*>(p3) + 64, d1, all);
                 },
                 {Ld(), Ld(), RowEv<ops::Interleave>(), RowEv<ops::DeInterleave>(), Mk(), St(), St(), St(), St()});
    const auto inter = As<int32_t>(b[2], 128);
    const auto deinter = As<int32_t>(b[3], 128);
    for (int k = 0; k < 128; ++k) {
        // Interleave: z[2i] = a[i] = x[i], z[2i + 1] = c[i] = x[64 + i]; dst0 ++ dst1 = z.
        EXPECT_EQ(inter[k], k % 2 == 0 ? x[k / 2] : x[64 + k / 2]) << k;
    }
    for (int i = 0; i < 64; ++i) {
        // DeInterleave: z = a ++ c = x; dst0[i] = z[2i], dst1[i] = z[2i + 1].
        EXPECT_EQ(deinter[i], x[2 * i]) << i;
        EXPECT_EQ(deinter[64 + i], x[2 * i + 1]) << i;
    }
}

TEST_F(OpRowsRegSpecialTest, GatherBetweenRegistersPicksByIndexUnderItsRow)
{
    std::vector<uint32_t> x(64), idx(64);
    for (uint32_t i = 0; i < 64; ++i) {
        x[i] = 0xA000u + 11u * i;
        idx[i] = 7u * i + 100u; // beyond the lanes: taken modulo 64
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(idx), Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
                     R::RegTensor<uint32_t> s, i, r;
                     R::LoadAlign(s, reinterpret_cast<uint32_t*>(p0));
                     R::LoadAlign(i, reinterpret_cast<uint32_t*>(p1));
                     R::Gather(r, s, i);
                     R::MaskReg all = R::CreateMask<uint32_t>();
                     R::StoreAlign(reinterpret_cast<uint32_t*>(p2), r, all);
                 },
                 {Ld(), Ld(), RowEv<ops::Gather>(), Mk(), St()});
    const auto out = As<uint32_t>(b[2], 64);
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(out[i], x[idx[i] % 64u]) << i;
    }
}

// ---- 直方图计算, 数据填充 (histograms.h, fill.h) ----------------------------------------------------------
TEST_F(OpRowsRegSpecialTest, HistogramsCountsIntoAZeroedRegisterUnderItsRow)
{
    std::vector<uint8_t> v(256);
    for (uint32_t i = 0; i < 256; ++i) {
        v[i] = static_cast<uint8_t>((i * 29u + 3u) % 256u);
    }
    std::vector<std::vector<uint8_t>> b = {v, {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<uint8_t> s;
                     R::RegTensor<uint16_t> counts;
                     R::LoadAlign(s, p0);
                     R::MaskReg all8 = R::CreateMask<uint8_t>();
                     R::Duplicate(counts, uint16_t(0));
                     R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN0, R::HistogramsType::FREQUENCY>(
                         counts, s, all8);
                     R::MaskReg all16 = R::CreateMask<uint16_t>();
                     R::StoreAlign(reinterpret_cast<uint16_t*>(p2), counts, all16);
                 },
                 {Ld(), Mk(), ClassEv<ops::Duplicate>(), RowEv<ops::Histograms>(), Mk(), St()});
    const auto out = As<uint16_t>(b[2], 128);
    for (uint32_t n = 0; n < 128; ++n) {
        int64_t want = 0;
        for (uint8_t e : v) {
            want += e == n ? 1 : 0;
        }
        EXPECT_EQ(int64_t(out[n]), want) << n;
    }
}

TEST_F(OpRowsRegSpecialTest, DuplicateMergesUnderItsRow)
{
    std::vector<int32_t> x(64);
    for (int i = 0; i < 64; ++i) {
        x[i] = -20 * i;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::RegTensor<int32_t> d;
                     R::LoadAlign(d, reinterpret_cast<int32_t*>(p0));
                     R::MaskReg first8 = R::CreateMask<int32_t, R::MaskPattern::VL8>();
                     R::Duplicate<int32_t, R::MaskMergeMode::MERGING>(d, 7, first8);
                     R::MaskReg all = R::CreateMask<int32_t>();
                     R::StoreAlign(reinterpret_cast<int32_t*>(p2), d, all);
                 },
                 {Ld(), Mk(), ClassEv<ops::Duplicate>(), Mk(), St()});
    const auto out = As<int32_t>(b[2], 64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(out[i], i < 8 ? 7 : x[i]) << i;
    }
}

// ---- MaskReg instructions (mask_reg.h, logic.h's OrMask, data_move.h's MaskGenWithRegTensor, the
// MaskReg forms of Interleave / DeInterleave) -------------------------------------------------------------
bool BitOf(const std::vector<uint8_t>& v, size_t off, uint32_t j) { return ((v[off + j / 8] >> (j % 8)) & 1) != 0; }

TEST_F(OpRowsRegSpecialTest, MaskInstructionsMakeTheirBitsUnderTheirRows)
{
    std::vector<uint8_t> x(256);
    for (uint32_t i = 0; i < 256; ++i) {
        x[i] = static_cast<uint8_t>(i * 73u + 5u);
    }
    std::vector<std::vector<uint8_t>> b = {x, {}, Zeros(256)};
    RunAndExpect(
        b,
        [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
            R::MaskReg a = R::CreateMask<uint8_t, R::MaskPattern::M3>();
            uint32_t n = 100;
            R::MaskReg c = R::UpdateMask<uint8_t>(n);
            R::MaskReg all = R::CreateMask<uint8_t>();
            R::MaskReg o, g, i0, i1, d0, d1;
            R::Or(o, a, c, all);
            R::RegTensor<uint16_t> s;
            R::LoadAlign(s, reinterpret_cast<uint16_t*>(p0));
            R::MaskGenWithRegTensor<uint16_t, 1>(g, s);
            R::Interleave<uint8_t>(i0, i1, a, c);
            R::DeInterleave<uint8_t>(d0, d1, a, c);
            R::MaskReg* outs[] = {&a, &c, &o, &g, &i0, &i1, &d0, &d1};
            for (int k = 0; k < 8; ++k) {
                R::StoreAlign(p2 + 32 * k, *outs[k]);
            }
        },
        {Mk(), ClassEv<ops::UpdateMask>(), Mk(), ClassEv<ops::OrMask>(), Ld(), RowEv<ops::MaskGenWithRegTensor>(),
         RowEv<ops::Interleave>(), RowEv<ops::DeInterleave>(), St(), St(), St(), St(), St(), St(), St(), St()});
    const auto aBit = [](uint32_t j) { return j % 3 == 0; }; // b8: bit j is element j
    const auto cBit = [](uint32_t j) { return j < 100; };
    const auto z = [&](uint32_t k) { return k < 256 ? aBit(k) : cBit(k - 256); }; // a's bits, then c's
    for (uint32_t j = 0; j < 256; ++j) {
        EXPECT_EQ(BitOf(b[2], 0, j), aBit(j)) << j;
        EXPECT_EQ(BitOf(b[2], 32, j), cBit(j)) << j;
        EXPECT_EQ(BitOf(b[2], 64, j), aBit(j) || cBit(j)) << j;
        // MaskGenWithRegTensor b16, offset 1: bit k of bytes 16..31 of s to mask bits 2k, 2k + 1.
        EXPECT_EQ(BitOf(b[2], 96, j), BitOf(x, 16, j / 2)) << j;
        // Interleave of 1-bit groups: w[2i] = a_i, w[2i + 1] = c_i; dst0 = w[0, 256), dst1 = w[256, 512).
        const auto w = [&](uint32_t k) { return k % 2 == 0 ? aBit(k / 2) : cBit(k / 2); };
        EXPECT_EQ(BitOf(b[2], 128, j), w(j)) << j;
        EXPECT_EQ(BitOf(b[2], 160, j), w(256 + j)) << j;
        // DeInterleave: dst0 bit j = z[2j], dst1 bit j = z[2j + 1].
        EXPECT_EQ(BitOf(b[2], 192, j), z(2 * j)) << j;
        EXPECT_EQ(BitOf(b[2], 224, j), z(2 * j + 1)) << j;
    }
}

// Every new row's cost class is the one the name -> class table holds (a derived row: its base's).
TEST(OpRowsRegSpecial, TheCostTableFindsEachRegRowsClassByItsName)
{
    using oprows::ExpectRowCost;
    ExpectRowCost<ops::Reduce>();
    ExpectRowCost<ops::ReduceDataBlock>();
    ExpectRowCost<ops::PairReduceElem>();
    ExpectRowCost<ops::Arange>();
    ExpectRowCost<ops::Truncate>();
    ExpectRowCost<ops::Squeeze>();
    ExpectRowCost<ops::Pack>();
    ExpectRowCost<ops::UnPack>();
    ExpectRowCost<ops::Unsqueeze>();
    ExpectRowCost<ops::Histograms>();
    ExpectRowCost<ops::CreateMask>();
    ExpectRowCost<ops::UpdateMask>();
    ExpectRowCost<ops::OrMask>();
    ExpectRowCost<ops::GatherLoad>();
    ExpectRowCost<ops::MulAddDst>();
    ExpectRowCost<ops::MulDstAdd>();
    for (const char* name : {ops::LoadAlign::kName, ops::StoreAlign::kName, ops::LoadUnAlignPre::kName,
                             ops::LoadUnAlign::kName, ops::StoreUnAlign::kName, ops::StoreUnAlignPost::kName,
                             ops::GatherB::kName, ops::Scatter::kName, ops::MaskGenWithRegTensor::kName}) {
        EXPECT_NE(ascsim::kern::FindMemoryApiCost(name), nullptr) << name;
    }
}

// ---- misuse: outside a VF, the finding names Row::kName -----------------------------------------------
std::function<void()> g_outside;
void OutsideKernel(GM_ADDR, GM_ADDR, GM_ADDR) { g_outside(); }

void ExpectOutsideFindingNames(const char* rowName, std::function<void()> call)
{
    g_outside = std::move(call);
    NegBuffers buffers;
    const LaunchOutcome out = Launch(&OutsideKernel, 1, buffers.Args(), "outside_vf");
    g_outside = nullptr;
    ExpectFinding(out, "memcheck", "Reg API called outside a Vector Function", "");
    EXPECT_TRUE(Contains(out.report, rowName)) << rowName << " not in:\n" << out.report;
}

TEST_F(OpRowsRegSpecialTest, ACallOutsideAVfIsAFindingUnderTheRowsName)
{
    ExpectOutsideFindingNames(ops::Reduce::kName, [] {
        R::RegTensor<float> r, s;
        R::MaskReg m;
        R::Reduce<R::ReduceType::SUM>(r, s, m);
    });
    ExpectOutsideFindingNames(ops::ReduceDataBlock::kName, [] {
        R::RegTensor<float> r, s;
        R::MaskReg m;
        R::ReduceDataBlock<R::ReduceType::SUM>(r, s, m);
    });
    ExpectOutsideFindingNames(ops::PairReduceElem::kName, [] {
        R::RegTensor<float> r, s;
        R::MaskReg m;
        R::PairReduceElem<R::PairReduce::SUM>(r, s, m);
    });
    ExpectOutsideFindingNames(ops::Arange::kName, [] {
        R::RegTensor<int32_t> r;
        R::Arange(r, 0);
    });
    ExpectOutsideFindingNames(ops::Truncate::kName, [] {
        R::RegTensor<float> r, s;
        R::MaskReg m;
        R::Truncate<float, RoundMode::CAST_TRUNC>(r, s, m);
    });
    ExpectOutsideFindingNames(ops::Squeeze::kName, [] {
        R::RegTensor<int32_t> r, s;
        R::MaskReg m;
        R::Squeeze(r, s, m);
    });
    ExpectOutsideFindingNames(ops::Unsqueeze::kName, [] {
        R::RegTensor<int32_t> r;
        R::MaskReg m;
        R::Unsqueeze(r, m);
    });
    ExpectOutsideFindingNames(ops::Pack::kName, [] {
        R::RegTensor<uint16_t> r;
        R::RegTensor<uint32_t> s;
        R::Pack(r, s);
    });
    ExpectOutsideFindingNames(ops::UnPack::kName, [] {
        R::RegTensor<int32_t> r;
        R::RegTensor<int16_t> s;
        R::UnPack(r, s);
    });
    ExpectOutsideFindingNames(ops::Interleave::kName, [] {
        R::RegTensor<int32_t> a, b, c, d;
        R::Interleave(a, b, c, d);
    });
    ExpectOutsideFindingNames(ops::DeInterleave::kName, [] {
        R::MaskReg a, b, c, d;
        R::DeInterleave<uint8_t>(a, b, c, d);
    });
    ExpectOutsideFindingNames(ops::Gather::kName, [] {
        R::RegTensor<uint32_t> r, s, i;
        R::Gather(r, s, i);
    });
    ExpectOutsideFindingNames(ops::Histograms::kName, [] {
        R::RegTensor<uint16_t> r;
        R::RegTensor<uint8_t> s;
        R::MaskReg m;
        R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN0, R::HistogramsType::FREQUENCY>(r, s, m);
    });
    ExpectOutsideFindingNames(ops::Duplicate::kName, [] {
        R::RegTensor<int32_t> r;
        R::Duplicate(r, 1);
    });
    ExpectOutsideFindingNames(ops::CreateMask::kName, [] { (void)R::CreateMask<int32_t>(); });
    ExpectOutsideFindingNames(ops::UpdateMask::kName, [] {
        uint32_t n = 3;
        (void)R::UpdateMask<int32_t>(n);
    });
    ExpectOutsideFindingNames(ops::OrMask::kName, [] {
        R::MaskReg a, b, c, d;
        R::Or(a, b, c, d);
    });
    ExpectOutsideFindingNames(ops::MaskGenWithRegTensor::kName, [] {
        R::MaskReg m;
        R::RegTensor<uint16_t> s;
        R::MaskGenWithRegTensor<uint16_t, 0>(m, s);
    });
}

} // namespace
