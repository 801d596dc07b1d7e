// The Reg API's UB <-> register moves expand from their op-table rows (engine/ops/data_move.h;
// SIMD-API/基础API/Reg矢量计算/Reg数据搬入/, Reg数据搬出/): LoadAlign / StoreAlign in their single-issue
// forms (two registers, DataBlocks), LoadUnAlignPre / LoadUnAlign / StoreUnAlign / StoreUnAlignPost (the
// register and the MaskReg form), Gather from UB (GatherLoad, Gather's name), GatherB and Scatter. Each,
// run in a VF, reports its row's VF class and cycles and moves what a reference written here says;
// called outside a VF, its finding names Row::kName.
#include <cstdint>
#include <functional>
#include <vector>

#include "reg_row_run.h"

using namespace AscendC;
using namespace regtest;
using namespace oprows;
namespace R = AscendC::Reg;
namespace ops = ascsim::ops;

namespace {

Ev SingleLd() { return {ops::LoadAlign::VfOpOf(true), ops::LoadAlign::Cycles(true)}; }
Ev SingleSt() { return {ops::StoreAlign::VfOpOf(true), ops::StoreAlign::Cycles(true)}; }

class OpRowsRegMoveTest : public KernelTest {};

TEST_F(OpRowsRegMoveTest, TwoRegisterAndDataBlockFormsTakeTheSingleIssueFieldsOfTheirRows)
{
    std::vector<uint32_t> x(128);
    for (uint32_t i = 0; i < 128; ++i) {
        x[i] = 3u * i + 1u;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(512), Zeros(512)};
    RunAndExpect(
        b,
        [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t* p3) {
            auto* src = reinterpret_cast<uint32_t*>(p0);
            R::RegTensor<uint32_t> even, odd, blocks;
            R::LoadAlign<uint32_t, R::LoadDist::DIST_DINTLV_B32>(even, odd, src);
            R::MaskReg all = R::CreateMask<uint32_t>();
            R::StoreAlign<uint32_t, R::StoreDist::DIST_INTLV_B32>(reinterpret_cast<uint32_t*>(p2), odd, even, all);
            R::LoadAlign<uint32_t, R::DataCopyMode::DATA_BLOCK_COPY>(blocks, src, 2, all); // block j <- UB block 2j
            R::StoreAlign<uint32_t, R::DataCopyMode::DATA_BLOCK_COPY>(reinterpret_cast<uint32_t*>(p3), blocks, 1, all);
        },
        {SingleLd(), Mk(), SingleSt(), SingleLd(), SingleSt()});
    const auto pairs = As<uint32_t>(b[2], 128);
    const auto blocks = As<uint32_t>(b[3], 64);
    for (uint32_t i = 0; i < 64; ++i) {
        // DINTLV: even[i] = x[2i], odd[i] = x[2i + 1]; INTLV stores odd, even interleaved: the pairs swapped.
        EXPECT_EQ(pairs[2 * i], x[2 * i + 1]) << i;
        EXPECT_EQ(pairs[2 * i + 1], x[2 * i]) << i;
        // Block j (8 elements) of the register is UB block 2j of x.
        EXPECT_EQ(blocks[i], x[16 * (i / 8) + i % 8]) << i;
    }
}

TEST_F(OpRowsRegMoveTest, UnalignedMovesTakeTheirRows)
{
    std::vector<uint32_t> x(192);
    for (uint32_t i = 0; i < 192; ++i) {
        x[i] = 0x1000u + i;
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), {}, Zeros(512)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t*, uint8_t* p2, uint8_t*) {
                     uint32_t* src = reinterpret_cast<uint32_t*>(p0) + 5;
                     uint32_t* dst = reinterpret_cast<uint32_t*>(p2) + 3;
                     R::RegTensor<uint32_t> r;
                     R::UnalignRegForLoad ul;
                     R::UnalignRegForStore us;
                     R::LoadUnAlignPre(ul, src);
                     R::LoadUnAlign(r, ul, src, 64);
                     R::StoreUnAlign(dst, r, us, 64);
                     R::StoreUnAlignPost(dst, us, 0);
                 },
                 {ClassEv<ops::LoadUnAlignPre>(), ClassEv<ops::LoadUnAlign>(), RowEv<ops::StoreUnAlign>(),
                  RowEv<ops::StoreUnAlignPost>()});
    const auto out = As<uint32_t>(b[2], 128);
    for (uint32_t i = 0; i < 128; ++i) {
        EXPECT_EQ(out[i], (i >= 3 && i < 67) ? x[5 + i - 3] : 0u) << i;
    }
}

TEST_F(OpRowsRegMoveTest, MaskRegStoreUnAlignSharesTheRegisterFormsRow)
{
    std::vector<std::vector<uint8_t>> b = {{}, {}, Zeros(64)};
    RunAndExpect(b,
                 [](uint8_t*, uint8_t*, uint8_t* p2, uint8_t*) {
                     R::MaskReg m = R::CreateMask<uint32_t, R::MaskPattern::VL16>();
                     R::UnalignRegForStore us;
                     uint32_t* d = reinterpret_cast<uint32_t*>(p2 + 8);
                     R::StoreUnAlign(d, m, us); // b32: every 4th mask bit, 8 bytes
                     R::StoreUnAlignPost(d, us, 0);
                 },
                 {Mk(), RowEv<ops::StoreUnAlign>(), RowEv<ops::StoreUnAlignPost>()});
    // Elements 0..15 selected: mask bits 0, 4, ..., 60 -> packed bits 0..15 of the 8 bytes at 8.
    for (uint32_t k = 0; k < 8; ++k) {
        EXPECT_EQ(int(b[2][8 + k]), k < 2 ? 0xFF : 0) << k;
    }
}

TEST_F(OpRowsRegMoveTest, IndexedMovesTakeTheirRows)
{
    std::vector<uint32_t> x(256), idx(64), blk(64, 0);
    for (uint32_t i = 0; i < 256; ++i) {
        x[i] = 0xB00000u + 7u * i;
    }
    for (uint32_t i = 0; i < 64; ++i) {
        idx[i] = (37u * i + 11u) % 256u; // distinct (37 is odd), for Scatter too
    }
    for (uint32_t j = 0; j < 8; ++j) {
        blk[j] = 32u * ((5u * j + 3u) % 32u); // DataBlock byte offsets for GatherB
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(idx), Zeros(512), Bytes(blk)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
                     auto* base = reinterpret_cast<uint32_t*>(p0);
                     auto* out = reinterpret_cast<uint32_t*>(p2);
                     R::RegTensor<uint32_t> ix, bx, g, gb;
                     R::LoadAlign(ix, reinterpret_cast<uint32_t*>(p1));
                     R::LoadAlign(bx, reinterpret_cast<uint32_t*>(p3));
                     R::MaskReg all = R::CreateMask<uint32_t>();
                     R::Gather(g, base, ix, all);
                     R::GatherB(gb, base, bx, all);
                     R::StoreAlign(out, g, all);
                     R::StoreAlign(out + 64, gb, all);
                 },
                 {Ld(), Ld(), Mk(), RowEv<ops::GatherLoad>(), RowEv<ops::GatherB>(), St(), St()});
    const auto out = As<uint32_t>(b[2], 128);
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(out[i], x[idx[i]]) << i;                      // Gather: base[idx[i]]
        EXPECT_EQ(out[64 + i], x[blk[i / 8] / 4 + i % 8]) << i; // GatherB: the block at byte blk[j]
    }
}

TEST_F(OpRowsRegMoveTest, ScatterWritesByIndexUnderItsRow)
{
    std::vector<uint32_t> x(64), idx(64);
    for (uint32_t i = 0; i < 64; ++i) {
        x[i] = 0xC000u + i;
        idx[i] = (19u * i + 4u) % 64u; // a permutation
    }
    std::vector<std::vector<uint8_t>> b = {Bytes(x), Bytes(idx), Zeros(256)};
    RunAndExpect(b,
                 [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
                     R::RegTensor<uint32_t> s, ix;
                     R::LoadAlign(s, reinterpret_cast<uint32_t*>(p0));
                     R::LoadAlign(ix, reinterpret_cast<uint32_t*>(p1));
                     R::MaskReg all = R::CreateMask<uint32_t>();
                     R::Scatter(reinterpret_cast<uint32_t*>(p2), s, ix, all);
                 },
                 {Ld(), Ld(), Mk(), RowEv<ops::Scatter>()});
    const auto out = As<uint32_t>(b[2], 64);
    for (uint32_t i = 0; i < 64; ++i) {
        EXPECT_EQ(out[idx[i]], x[i]) << i;
    }
}

// ---- misuse: outside a VF, the finding names Row::kName -----------------------------------------------
std::function<void(uint8_t*)> g_outside;
void OutsideKernel(GM_ADDR, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    pipe.InitBuffer(buf, 1024);
    g_outside(reinterpret_cast<uint8_t*>(buf.Get<uint8_t>().GetPhyAddr()));
}

void ExpectOutsideFindingNames(const char* rowName, std::function<void(uint8_t*)> call)
{
    g_outside = std::move(call);
    NegBuffers buffers;
    const LaunchOutcome out = Launch(&OutsideKernel, 1, buffers.Args(), "outside_vf");
    g_outside = nullptr;
    ExpectFinding(out, "memcheck", "Reg API called outside a Vector Function", "");
    EXPECT_TRUE(Contains(out.report, rowName)) << rowName << " not in:\n" << out.report;
}

TEST_F(OpRowsRegMoveTest, ACallOutsideAVfIsAFindingUnderTheRowsName)
{
    ExpectOutsideFindingNames(ops::LoadAlign::kName, [](uint8_t* ub) {
        R::RegTensor<uint32_t> r;
        R::LoadAlign(r, reinterpret_cast<uint32_t*>(ub));
    });
    ExpectOutsideFindingNames(ops::StoreAlign::kName, [](uint8_t* ub) {
        R::RegTensor<uint32_t> r;
        R::MaskReg m;
        R::StoreAlign(reinterpret_cast<uint32_t*>(ub), r, m);
    });
    ExpectOutsideFindingNames(ops::LoadUnAlignPre::kName, [](uint8_t* ub) {
        R::UnalignRegForLoad ul;
        R::LoadUnAlignPre(ul, reinterpret_cast<uint32_t*>(ub));
    });
    ExpectOutsideFindingNames(ops::StoreUnAlign::kName, [](uint8_t* ub) {
        R::MaskReg m;
        R::UnalignRegForStore us;
        uint32_t* d = reinterpret_cast<uint32_t*>(ub);
        R::StoreUnAlign(d, m, us);
    });
    ExpectOutsideFindingNames(ops::GatherLoad::kName, [](uint8_t* ub) {
        R::RegTensor<uint32_t> r, ix;
        R::MaskReg m;
        R::Gather(r, reinterpret_cast<uint32_t*>(ub), ix, m);
    });
    ExpectOutsideFindingNames(ops::GatherB::kName, [](uint8_t* ub) {
        R::RegTensor<uint32_t> r, ix;
        R::MaskReg m;
        R::GatherB(r, reinterpret_cast<uint32_t*>(ub), ix, m);
    });
    ExpectOutsideFindingNames(ops::Scatter::kName, [](uint8_t* ub) {
        R::RegTensor<uint32_t> r, ix;
        R::MaskReg m;
        R::Scatter(reinterpret_cast<uint32_t*>(ub), r, ix, m);
    });
}

} // namespace
