// One engine under every spelling: the count-form and mask/repeat engines (engine/vector_count_engine.h,
// engine/vector_repeat_engine.h) take a UbOperand (types/ub_operand.h), which a LocalTensor is and a
// C-API __ubuf__ pointer becomes (UbOperand::FromUbPointer). Reached through a raw pointer, they compute
// what the C++ API computes through a LocalTensor, and the same checks fire: 32-byte alignment, bounds
// (the whole UB for a pointer: addresses past the allocators' default share are a kernel's to use),
// and pipe ordering (synccheck).
#include <array>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kN = 256; // floats per operand: 4 repeats of 64

class UbOperandTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n = kNegFloats)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

UbOperand<float> Ptr(const LocalTensor<float>& t) { return UbOperand<float>::FromUbPointer(t.GetPhyAddr()); }

struct Tiles {
    LocalTensor<float> a, b, viaTensor, viaPointer;
};

// a = x[0, kN), b = y[0, kN) in UB, ordered before V.
Tiles Load(TPipe& pipe, TBuf<TPosition::VECCALC>& buf, GM_ADDR x, GM_ADDR y, bool flag = true)
{
    pipe.InitBuffer(buf, 4 * kN * sizeof(float));
    LocalTensor<float> all = buf.Get<float>();
    Tiles t{all, all[kN], all[2 * kN], all[3 * kN]};
    DataCopy(t.a, Gm(x), kN);
    DataCopy(t.b, Gm(y), kN);
    if (flag) {
        KT_FLAG(MTE2_V);
    }
    return t;
}

// z[0, kN) from the tensor, z[kN, 2kN) from the pointer.
void Store(const Tiles& t, GM_ADDR z)
{
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z), t.viaTensor, kN);
    DataCopy(Gm(z)[kN], t.viaPointer, kN);
}

auto AddLane = [](float p, float q) { return ascsim::num::Add(p, q); };

void CountForm(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    Tiles t = Load(pipe, buf, x, y);
    Add(t.viaTensor, t.a, t.b, kN);
    detail::VecBinaryFast("Add", SrcLoc::Here(), Ptr(t.viaPointer), Ptr(t.a), Ptr(t.b), kN, detail::fast::AddF,
                          AddLane);
    Store(t, z);
}

void RepeatForm(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    Tiles t = Load(pipe, buf, x, y);
    // 48 of every 64 elements (continuous mask), 4 repeats, contiguous: the rest keep the poison.
    Duplicate(t.viaTensor, 0.0f, kN);
    Duplicate(t.viaPointer, 0.0f, kN);
    Add(t.viaTensor, t.a, t.b, 48, kN / 64, BinaryRepeatParams{});
    const UbOperand<float> pa = Ptr(t.a), pb = Ptr(t.b);
    const detail::RepStrides contiguous{1, 8};
    detail::VecRepeat<float, 2>(
        "Add", SrcLoc::Here(), detail::NormalPlan(detail::FirstN(48), kN / 64), Ptr(t.viaPointer), contiguous,
        {&pa, &pb}, {contiguous, contiguous}, detail::RepOptions(true),
        [](const std::array<float, 2>& v, uint64_t, uint64_t) { return ascsim::num::Add(v[0], v[1]); });
    Store(t, z);
}

TEST_F(UbOperandTest, CountEngineThroughAPointerComputesWhatTheTensorSpellingComputes)
{
    NegBuffers buffers;
    const LaunchOutcome out = Launch(&CountForm, 1, buffers.Args(), "ub_operand_count");
    ExpectClean(out);
    const float* x = buffers.x.as<float>();
    const float* y = buffers.y.as<float>();
    const float* z = buffers.z.as<float>();
    for (uint32_t i = 0; i < kN; ++i) {
        const double ref = static_cast<double>(x[i]) + static_cast<double>(y[i]); // exact in float here
        ASSERT_EQ(static_cast<double>(z[i]), ref) << i;
        ASSERT_EQ(FloatBits(z[kN + i]), FloatBits(z[i])) << i;
    }
}

TEST_F(UbOperandTest, RepeatEngineThroughAPointerComputesWhatTheTensorSpellingComputes)
{
    NegBuffers buffers;
    const LaunchOutcome out = Launch(&RepeatForm, 1, buffers.Args(), "ub_operand_repeat");
    ExpectClean(out);
    const float* x = buffers.x.as<float>();
    const float* y = buffers.y.as<float>();
    const float* z = buffers.z.as<float>();
    for (uint32_t i = 0; i < kN; ++i) {
        const double ref = i % 64 < 48 ? static_cast<double>(x[i]) + static_cast<double>(y[i]) : 0.0;
        ASSERT_EQ(static_cast<double>(z[i]), ref) << i;
        ASSERT_EQ(FloatBits(z[kN + i]), FloatBits(z[i])) << i;
    }
}

// ---- the checks, through a pointer ---------------------------------------------------------------
void MisalignedPointer(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    Tiles t = Load(pipe, buf, x, y);
    const UbOperand<float> dst = Broken() ? UbOperand<float>::FromUbPointer(t.viaPointer.GetPhyAddr() + 1) :
                                            Ptr(t.viaPointer);
    Duplicate(t.viaTensor, 0.0f, kN);
    KT_MARK(g_line);
    detail::VecBinary("Add", SrcLoc::Here(), dst, Ptr(t.a), Ptr(t.b), 64, AddLane);
    Store(t, z);
}
TEST_F(UbOperandTest, MisalignedPointerIsAMemcheckFinding)
{
    ExpectBrokenAndTwin(&MisalignedPointer, "memcheck", "not 32-byte aligned", __FILE__);
}

void PastTheUb(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    Tiles t = Load(pipe, buf, x, y);
    // The last 64 bytes of the UB, past what the allocators hand out by default: 16 floats fit there
    // (the twin, accepted), 32 run past the UB.
    auto* last = reinterpret_cast<float*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - 64);
    const int32_t count = Broken() ? 32 : 16;
    Duplicate(t.viaTensor, 0.0f, kN);
    Duplicate(t.viaPointer, 0.0f, kN);
    KT_MARK(g_line);
    detail::VecBinary("Add", SrcLoc::Here(), UbOperand<float>::FromUbPointer(last), Ptr(t.a), Ptr(t.b), count, AddLane);
    Store(t, z);
}
TEST_F(UbOperandTest, PointerAccessPastTheUbIsAMemcheckFindingAndTheReservedTailIsNot)
{
    // The twin's 64 bytes lie past the allocators' default share: accepting them is part of the test.
    const ascsim::SocProfile& soc = ascsim::ActiveSocProfile();
    ASSERT_LE(soc.ubUsableBytes(), soc.ubTotalBytes - 64);
    ExpectBrokenAndTwin(&PastTheUb, "memcheck", "bytes of the UB", __FILE__);
}

void ReadBeforeTheLoadIsOrdered(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> buf;
    Tiles t = Load(pipe, buf, x, y, !Broken());
    Duplicate(t.viaTensor, 0.0f, kN);
    KT_MARK(g_line);
    detail::VecBinary("Add", SrcLoc::Here(), Ptr(t.viaPointer), Ptr(t.a), Ptr(t.b), 64, AddLane);
    Store(t, z);
}
TEST_F(UbOperandTest, PointerReadOfAnUnorderedLoadIsASynccheckFinding)
{
    ExpectBrokenAndTwin(&ReadBeforeTheLoadIsOrdered, "synccheck", "V accesses a block written by MTE2", __FILE__);
}

} // namespace
