// Reg AddC / SubC (docs/zh/api/SIMD-API/基础API/Reg矢量计算/基础算术/AddC.md, SubC.md) against integer
// references written here: {carry, dst} = src0 + src1 + carrySrc (SubC: src0 + ~src1 + carrySrc) for
// int32_t and uint32_t, the carry in all four mask bits of an element, the pages' 64-bit use (a low-word
// AddC / SubC whose carry feeds the high word's) against uint64_t arithmetic, the boundary rows of
// 附录/Reg矢量计算接口边界值汇总.md 表13 / 表15, and the lanes the mask leaves out (dst 0; their carry
// undefined: using it is an initcheck report, the twin that does not stays silent).
#include <cstdint>
#include <random>

#include "reg_test_util.h"

using namespace AscendC;
using namespace regtest;
namespace R = AscendC::Reg;

namespace {

class RegCarryTest : public KernelTest {};

bool MaskBit(const std::vector<uint8_t>& m, uint32_t j) { return ((m[j / 8] >> (j % 8)) & 1u) != 0; }

// One AddC and one SubC over every lane with the carry in of element i = (i % 3 == 0); dst and carry out.
template <typename E>
void CheckCarry()
{
    std::mt19937_64 g(sizeof(E) + std::is_signed_v<E>);
    std::vector<E> a(64), b(64);
    for (uint32_t i = 0; i < 64; ++i) {
        a[i] = static_cast<E>(g());
        b[i] = static_cast<E>(g());
    }
    a[0] = b[0] = static_cast<E>(0xFFFFFFFFu); // 表13's uint32_t row: MAX + MAX + 1 = MAX, carry
    a[1] = b[1] = static_cast<E>(0x80000000u); // MIN + MIN = 0 (表13), carry
    a[2] = static_cast<E>(0x7FFFFFFFu);        // MAX + MAX = -2 (表13), no carry
    b[2] = a[2];
    std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), std::vector<uint8_t>(512, 0xEE),
                                              std::vector<uint8_t>(64, 0xEE)};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t* p3) {
        R::RegTensor<E> x, y, s, d;
        R::LoadAlign(x, reinterpret_cast<E*>(p0));
        R::LoadAlign(y, reinterpret_cast<E*>(p1));
        R::MaskReg all = R::CreateMask<E>();
        R::MaskReg cin = R::CreateMask<E, R::MaskPattern::M3>(); // elements 0, 3, 6, ...
        R::MaskReg c1, c2;
        R::AddC(c1, s, x, y, cin, all);
        R::SubC<E>(c2, d, x, y, cin, all);
        R::StoreAlign(reinterpret_cast<E*>(p2), s, all);
        R::StoreAlign(reinterpret_cast<E*>(p2) + 64, d, all);
        R::StoreAlign<uint32_t, R::MaskDist::DIST_NORM>(reinterpret_cast<uint32_t*>(p3), c1);
        R::StoreAlign<uint32_t, R::MaskDist::DIST_NORM>(reinterpret_cast<uint32_t*>(p3) + 8, c2);
    });
    ExpectClean(out);
    const auto v = As<E>(bufs[2], 128);
    const std::vector<uint8_t> c1(bufs[3].begin(), bufs[3].begin() + 32), c2(bufs[3].begin() + 32, bufs[3].end());
    for (uint32_t i = 0; i < 64; ++i) {
        const uint64_t ci = i % 3 == 0 ? 1 : 0;
        const uint64_t ua = static_cast<uint32_t>(a[i]), ub = static_cast<uint32_t>(b[i]);
        const uint64_t sum = ua + ub + ci, diff = ua + (~ub & 0xFFFFFFFFu) + ci;
        EXPECT_EQ(static_cast<uint32_t>(v[i]), static_cast<uint32_t>(sum)) << i;
        EXPECT_EQ(static_cast<uint32_t>(v[64 + i]), static_cast<uint32_t>(diff)) << i;
        for (uint32_t k = 0; k < 4; ++k) { // "每4bit设置1，否则写0"
            EXPECT_EQ(MaskBit(c1, 4 * i + k), (sum >> 32) != 0) << i;
            EXPECT_EQ(MaskBit(c2, 4 * i + k), (diff >> 32) != 0) << i;
        }
    }
    EXPECT_EQ(static_cast<uint32_t>(v[0]), 0xFFFFFFFFu);
    EXPECT_EQ(static_cast<uint32_t>(v[1]), 0u);
    EXPECT_EQ(static_cast<int32_t>(v[2]), -2);
    EXPECT_EQ(static_cast<uint32_t>(v[64 + 0]), 0u); // 表15: MAX - MAX = 0 (no borrow in: carrySrc 1)
}

TEST_F(RegCarryTest, AddCSubCInt32AndUint32)
{
    CheckCarry<int32_t>();
    CheckCarry<uint32_t>();
}

// The pages' use: 64-bit sums and differences from 32-bit halves, the low word's carry into the high word.
TEST_F(RegCarryTest, SixtyFourBitArithmeticFromTheCarryChain)
{
    std::mt19937_64 g(42);
    std::vector<uint64_t> a(64), b(64);
    for (uint32_t i = 0; i < 64; ++i) {
        a[i] = g();
        b[i] = i % 4 == 0 ? ~a[i] + (i % 8 == 0 ? 1 : 9) : g(); // carries out of the low word
    }
    a[1] = ~uint64_t(0); // -1 + 8 = 7 (the pages' example)
    b[1] = 8;
    std::vector<uint32_t> lo0(64), hi0(64), lo1(64), hi1(64);
    for (uint32_t i = 0; i < 64; ++i) {
        lo0[i] = static_cast<uint32_t>(a[i]);
        hi0[i] = static_cast<uint32_t>(a[i] >> 32);
        lo1[i] = static_cast<uint32_t>(b[i]);
        hi1[i] = static_cast<uint32_t>(b[i] >> 32);
    }
    std::vector<uint8_t> in0 = Bytes(lo0), in1 = Bytes(lo1);
    const std::vector<uint8_t> h0 = Bytes(hi0), h1 = Bytes(hi1);
    in0.insert(in0.end(), h0.begin(), h0.end());
    in1.insert(in1.end(), h1.begin(), h1.end());
    std::vector<std::vector<uint8_t>> bufs = {in0, in1, std::vector<uint8_t>(1024, 0)};
    const auto out = RunVf(bufs, [](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
        auto* x = reinterpret_cast<uint32_t*>(p0);
        auto* y = reinterpret_cast<uint32_t*>(p1);
        auto* z = reinterpret_cast<uint32_t*>(p2);
        R::RegTensor<uint32_t> xl, xh, yl, yh, l, h;
        R::LoadAlign(xl, x);
        R::LoadAlign(xh, x + 64);
        R::LoadAlign(yl, y);
        R::LoadAlign(yh, y + 64);
        R::MaskReg all = R::CreateMask<uint32_t>();
        R::MaskReg none = R::CreateMask<uint32_t, R::MaskPattern::ALLF>();
        R::MaskReg c, cOut;
        R::AddC(c, l, xl, yl, none, all);
        R::AddC(cOut, h, xh, yh, c, all);
        R::StoreAlign(z, l, all);
        R::StoreAlign(z + 64, h, all);
        R::SubC(c, l, xl, yl, all, all); // carry in 1: no borrow
        R::SubC(cOut, h, xh, yh, c, all);
        R::StoreAlign(z + 128, l, all);
        R::StoreAlign(z + 192, h, all);
    });
    ExpectClean(out);
    const auto v = As<uint32_t>(bufs[2], 256);
    for (uint32_t i = 0; i < 64; ++i) {
        const uint64_t sum = a[i] + b[i], diff = a[i] - b[i];
        EXPECT_EQ(v[i] | (uint64_t(v[64 + i]) << 32), sum) << i;
        EXPECT_EQ(v[128 + i] | (uint64_t(v[192 + i]) << 32), diff) << i;
    }
    EXPECT_EQ(v[1] | (uint64_t(v[65]) << 32), 7u);
}

// Lanes the mask leaves out: dst 0; their carry is undefined, so an AddC that takes it in a selected lane
// computes an undefined lane (initcheck when it leaves the core); the twin with the same mask is clean.
TEST_F(RegCarryTest, TheCarryOfAnUnselectedLaneIsUndefined)
{
    for (bool broken : {true, false}) {
        std::vector<uint32_t> a(64, 5), b(64, 7);
        std::vector<std::vector<uint8_t>> bufs = {Bytes(a), Bytes(b), std::vector<uint8_t>(256, 0xEE)};
        const auto out = RunVf(bufs, [broken](uint8_t* p0, uint8_t* p1, uint8_t* p2, uint8_t*) {
            R::RegTensor<uint32_t> x, y, s;
            R::LoadAlign(x, reinterpret_cast<uint32_t*>(p0));
            R::LoadAlign(y, reinterpret_cast<uint32_t*>(p1));
            uint32_t count = 40;
            R::MaskReg part = R::UpdateMask<uint32_t>(count);
            R::MaskReg all = R::CreateMask<uint32_t>();
            R::MaskReg none = R::CreateMask<uint32_t, R::MaskPattern::ALLF>();
            R::MaskReg c, c2;
            R::AddC(c, s, x, y, none, part);
            R::StoreAlign(reinterpret_cast<uint32_t*>(p2), s, all);
            R::AddC(c2, s, x, y, c, broken ? all : part);
            R::StoreAlign(reinterpret_cast<uint32_t*>(p2), s, all);
        });
        const auto v = As<uint32_t>(bufs[2], 64);
        EXPECT_EQ(v[0], 12u);
        EXPECT_EQ(v[39], 12u);
        if (broken) {
            EXPECT_TRUE(Contains(out.warnings, "initcheck")) << out.warnings;
        } else {
            ExpectClean(out);
            EXPECT_EQ(out.warnings, "");
            EXPECT_EQ(v[40], 0u); // ZEROING
        }
    }
}

} // namespace
