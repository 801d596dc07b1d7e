// The mask/repeat engines of Cast, Compare and Select (engine/vector_repeat_cast.h,
// engine/vector_repeat_cmpsel.h) take UbOperand (types/ub_operand.h), which a LocalTensor is and a C-API
// __ubuf__ pointer becomes (UbOperand::FromUbPointer). Reached through raw pointers they compute what the
// C++ API's mask/repeat spellings compute through LocalTensors (bit for bit, against references here
// too), and an access past the operand's bounds is the same memcheck finding: past the LocalTensor's
// buffer for a tensor, past the UB for a pointer.
#include <array>
#include <cstdint>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

constexpr uint32_t kN = 256;     // floats of the value tests: 4 repeats of 64
constexpr uint32_t kSrc = 512;   // floats of each source tile (the bounds tests read up to 5 repeats)
constexpr float kPivot = 100.5f; // Compare: x < kPivot

class RepeatEngineOperandTest : public KernelTest {};

template <typename T>
UbOperand<T> Ptr(const LocalTensor<T>& t)
{
    return UbOperand<T>::FromUbPointer(t.GetPhyAddr());
}
// The last `bytes` bytes of the UB, as a pointer operand.
template <typename T>
UbOperand<T> Tail(uint32_t bytes)
{
    return UbOperand<T>::FromUbPointer(
        reinterpret_cast<T*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - bytes));
}

struct Tiles {
    LocalTensor<float> a, b;         // x, and kPivot everywhere
    LocalTensor<half> castT, castP;  // Cast's results through the tensor / the pointer
    LocalTensor<uint8_t> cmpT, cmpP; // Compare's
    LocalTensor<float> selT, selP;   // Select's
    LocalTensor<uint8_t> small;      // 128 bytes: the bounds tests' short destination
};

Tiles Load(TPipe& pipe, TBuf<TPosition::VECCALC>& f32, TBuf<TPosition::VECCALC>& f16, TBuf<TPosition::VECCALC>& u8,
           TBuf<TPosition::VECCALC>& small, GM_ADDR x)
{
    pipe.InitBuffer(f32, (2 * kSrc + 2 * kN) * sizeof(float));
    pipe.InitBuffer(f16, 2 * kN * sizeof(half));
    pipe.InitBuffer(u8, 2 * 256);
    pipe.InitBuffer(small, 128);
    LocalTensor<float> all = f32.Get<float>();
    LocalTensor<half> h = f16.Get<half>();
    LocalTensor<uint8_t> m = u8.Get<uint8_t>();
    Tiles t{all, all[kSrc], h, h[kN], m, m[256], all[2 * kSrc], all[2 * kSrc + kN], small.Get<uint8_t>()};
    GlobalTensor<float> gx;
    gx.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kSrc);
    DataCopy(t.a, gx, kSrc);
    Duplicate(t.b, kPivot, kSrc);
    KT_FLAG(MTE2_V);
    return t;
}

const detail::RepStrides kContiguous{1, 8};
const detail::RepStrides kHalfOfFloat{1, 4}; // a half destination of a float-wide Cast: 4 blocks a repeat

bool Less(const std::array<float, 2>& v) { return ascsim::ops::Compare::Lane(v[0], v[1], CMPMODE::LT); }

// z (as bytes): [0, 512) Cast through the tensor, [512, 1024) through the pointer; [1024, 1056) and
// [1056, 1088) Compare's; [2048, 3072) and [3072, 4096) Select's.
void Values(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> f32, f16, u8, small;
    Tiles t = Load(pipe, f32, f16, u8, small, x);
    const detail::RepPlan plan = detail::NormalPlan(detail::FirstN(64), kN / 64);
    const UbOperand<float> pa = Ptr(t.a), pb = Ptr(t.b);

    Cast(t.castT, t.a, RoundMode::CAST_RINT, static_cast<uint64_t>(64), kN / 64, UnaryRepeatParams{1, 1, 4, 8});
    detail::RepCast<half, float>("Cast", SrcLoc::Here(), plan, Ptr(t.castP), pa, RoundMode::CAST_RINT, kHalfOfFloat,
                                 kContiguous);

    Compare(t.cmpT, t.a, t.b, CMPMODE::LT, static_cast<uint64_t>(64), kN / 64, BinaryRepeatParams{});
    detail::RepCompareImpl<float, 2>("Compare", SrcLoc::Here(), plan, Ptr(t.cmpP), {&pa, &pb},
                                     {kContiguous, kContiguous}, Less);

    Select(t.selT, t.cmpT, t.a, t.b, SELMODE::VSEL_TENSOR_TENSOR_MODE, static_cast<uint64_t>(64), kN / 64,
           BinaryRepeatParams{});
    detail::RepSelect<float, uint8_t>("Select", SrcLoc::Here(), plan, Ptr(t.selP), Ptr(t.cmpT), pa, &pb, 0.0f,
                                      SELMODE::VSEL_TENSOR_TENSOR_MODE, kContiguous, kContiguous, kContiguous);
    KT_FLAG(V_MTE3);
    GlobalTensor<half> gh;
    gh.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(z), 2 * kN);
    DataCopy(gh, t.castT, 2 * kN);
    GlobalTensor<uint8_t> gm;
    gm.SetGlobalBuffer(reinterpret_cast<__gm__ uint8_t*>(z) + 1024, 64);
    DataCopy(gm, t.cmpT, 32);
    DataCopy(gm[32], t.cmpP, 32);
    GlobalTensor<float> gf;
    gf.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z) + 512, 2 * kN);
    DataCopy(gf, t.selT, 2 * kN);
}

TEST_F(RepeatEngineOperandTest, CastCompareSelectThroughPointersComputeWhatTheTensorSpellingsCompute)
{
    NegBuffers buffers;
    const LaunchOutcome out = Launch(&Values, 1, buffers.Args(), "repeat_engine_operand");
    ExpectClean(out);
    const float* x = buffers.x.as<float>();
    const auto* z = buffers.z.as<uint8_t>();
    const auto* cast = reinterpret_cast<const uint16_t*>(z);
    const auto* castH = reinterpret_cast<const half*>(z);
    const uint8_t* cmp = z + 1024;
    const auto* sel = reinterpret_cast<const float*>(z + 2048);
    for (uint32_t i = 0; i < kN; ++i) {
        // x = i + 1: an integer below 2048, exact in half.
        ASSERT_EQ(static_cast<float>(castH[i]), x[i]) << i;
        ASSERT_EQ(cast[kN + i], cast[i]) << i;
        const bool less = x[i] < kPivot;
        ASSERT_EQ(((cmp[i / 8] >> (i % 8)) & 1u) != 0, less) << i;
        ASSERT_EQ(FloatBits(sel[i]), FloatBits(less ? x[i] : kPivot)) << i;
        ASSERT_EQ(FloatBits(sel[kN + i]), FloatBits(sel[i])) << i;
    }
    for (uint32_t j = 0; j < kN / 8; ++j) {
        ASSERT_EQ(cmp[32 + j], cmp[j]) << j;
    }
}

// ---- bounds: the destination runs past a short LocalTensor / past the UB -------------------------
// Cast and Select: 64 bytes left (16 floats, 32 halves), Compare: 32 bytes (4 repeats of float).
enum class Engine { kCast, kCompare, kSelect };
Engine g_engine = Engine::kCast;
bool g_viaPointer = false;

void PastTheBounds(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECCALC> f32, f16, u8, small;
    Tiles t = Load(pipe, f32, f16, u8, small, x);
    const UbOperand<float> pa = Ptr(t.a), pb = Ptr(t.b);
    const bool broken = Broken();
    switch (g_engine) {
        case Engine::kCast: {
            const uint64_t mask = broken ? 64 : 32; // float elements of one repeat: 128 / 64 bytes of half
            const UbOperand<half> dst = g_viaPointer ? Tail<half>(64) :
                                                       UbOperand<half>(t.small.ReinterpretCast<half>()[32]);
            KT_MARK(g_line);
            detail::RepCast<half, float>("Cast", SrcLoc::Here(), detail::NormalPlan(detail::FirstN(mask), 1), dst, pa,
                                         RoundMode::CAST_RINT, kHalfOfFloat, kContiguous);
            break;
        }
        case Engine::kCompare: {
            const uint64_t repeats = broken ? 5 : 4; // 8 result bytes a repeat
            const UbOperand<uint8_t> dst = g_viaPointer ? Tail<uint8_t>(32) : UbOperand<uint8_t>(t.small[96]);
            KT_MARK(g_line);
            detail::RepCompareImpl<float, 2>("Compare", SrcLoc::Here(), detail::NormalPlan(detail::FirstN(64), repeats),
                                             dst, {&pa, &pb}, {kContiguous, kContiguous}, Less);
            break;
        }
        case Engine::kSelect: {
            const uint64_t mask = broken ? 32 : 16; // floats of one repeat
            Compare(t.cmpT, t.a, t.b, CMPMODE::LT, static_cast<uint64_t>(64), 1, BinaryRepeatParams{});
            const UbOperand<float> dst = g_viaPointer ? Tail<float>(64) :
                                                        UbOperand<float>(t.small.ReinterpretCast<float>()[16]);
            KT_MARK(g_line);
            detail::RepSelect<float, uint8_t>("Select", SrcLoc::Here(), detail::NormalPlan(detail::FirstN(mask), 1),
                                              dst, Ptr(t.cmpT), pa, &pb, 0.0f, SELMODE::VSEL_TENSOR_TENSOR_MODE,
                                              kContiguous, kContiguous, kContiguous);
            break;
        }
    }
}

void ExpectBoundsFinding(Engine e)
{
    g_engine = e;
    g_viaPointer = false;
    ExpectBrokenAndTwin(&PastTheBounds, "memcheck", "runs outside the LocalTensor's buffer", __FILE__);
    g_viaPointer = true;
    ExpectBrokenAndTwin(&PastTheBounds, "memcheck", "bytes of the UB", __FILE__);
}

TEST_F(RepeatEngineOperandTest, CastPastItsBoundsIsTheSameMemcheckFindingThroughAPointer)
{
    ExpectBoundsFinding(Engine::kCast);
}
TEST_F(RepeatEngineOperandTest, ComparePastItsBoundsIsTheSameMemcheckFindingThroughAPointer)
{
    ExpectBoundsFinding(Engine::kCompare);
}
TEST_F(RepeatEngineOperandTest, SelectPastItsBoundsIsTheSameMemcheckFindingThroughAPointer)
{
    ExpectBoundsFinding(Engine::kSelect);
}

} // namespace
