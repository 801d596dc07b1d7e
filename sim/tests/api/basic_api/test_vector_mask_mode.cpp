// Mask modes of the Memory vector API's mask/repeat forms (掩码操作/SetMaskCount.md, SetMaskNorm.md,
// SetVectorMask.md, ResetMask.md; SIMD计算说明/掩码.md): Counter mode with the mask as an element
// count (repeatTime ignored), isSetMask = false reading the MASK register in both modes, and the
// ctrlcheck / memcheck findings of their misuse. References: plain loops over the element positions
// of 高维切分.md (element k of repeat r at (r * repStride + (k / epb) * blkStride) * epb + k % epb).
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class MaskModeTest : public KernelTest {};

// Host reference of a binary op over a plan: `enabled(r, k)`, `repeats`.
template <class T, class En>
std::vector<double> RefBinary(const std::vector<T>& a, const std::vector<T>& b, const std::vector<T>& o,
                              uint64_t repeats, const uint32_t st[6], En&& enabled,
                              const std::function<double(double, double)>& f)
{
    std::vector<double> out(o.size());
    for (size_t i = 0; i < o.size(); ++i) {
        out[i] = D(o[i]);
    }
    for (uint64_t r = 0; r < repeats; ++r) {
        for (uint64_t k = 0; k < 256 / sizeof(T); ++k) {
            if (enabled(r, k)) {
                out[At<T>(k, r, st[0], st[3])] = f(D(a[At<T>(k, r, st[1], st[4])]), D(b[At<T>(k, r, st[2], st[5])]));
            }
        }
    }
    return out;
}

template <class T>
void ExpectNear(const std::vector<T>& got, const std::vector<double>& want, double tol)
{
    ASSERT_EQ(got.size(), want.size());
    size_t changed = 0;
    for (size_t i = 0; i < got.size(); ++i) {
        ASSERT_NEAR(D(got[i]), want[i], tol * std::max(1.0, std::fabs(want[i]))) << "element " << i;
    }
    (void)changed;
}

// ---- Counter mode, isSetMask = true: 300 halves with a continuous "mask" of 300 -------------------
// 掩码.md 接口内设置Mask/Counter模式: the mask is the element count, repeatTime (1 here) is ignored:
// 3 VLs of 128, 128 and 44 elements with the given strides.
struct CounterAddHalf {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>&)
    {
        SetMaskCount();
        Add(As<half>(o), As<half>(a), As<half>(b), static_cast<uint64_t>(300), 1, {1, 1, 1, 9, 8, 8});
        SetMaskNorm();
    }
};
TEST_F(MaskModeTest, CounterModeContinuousCountsElements)
{
    Io io;
    const auto a = RandomVec<half>(kIoBytes / 2, -4, 4, 1), b = RandomVec<half>(kIoBytes / 2, -4, 4, 2);
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    const auto o = Io::View<half>(io.o);
    ASSERT_TRUE(RunIo<CounterAddHalf>(io).ok);
    const uint32_t st[6] = {1, 1, 1, 9, 8, 8};
    const auto want = RefBinary<half>(
        a, b, o, 3, st, [](uint64_t r, uint64_t k) { return r * 128 + k < 300; },
        [](double x, double y) { return x + y; });
    ExpectNear(Io::View<half>(io.o), want, 1e-3);
    // the untouched gap block of the strided destination (repeat stride 9, 8 blocks written)
    EXPECT_EQ(Bits(Io::View<half>(io.o)[8 * 16]), 0xEEEEu);
}

// Counter mode with a bit-wise mask[]: mask[0] is the count (掩码.md: "mask数组中仅低64bit有效").
struct CounterMulsFloatBits {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        SetMaskCount();
        uint64_t mask[2] = {130, 0xFFFF}; // mask[1] is not used in Counter mode
        Muls(As<float>(o), As<float>(a), 3.0f, mask, 7, {2, 1, 16, 8});
        SetMaskNorm();
    }
};
TEST_F(MaskModeTest, CounterModeBitwiseUsesMask0)
{
    Io io;
    const auto a = RandomVec<float>(kIoBytes / 4, -4, 4, 3);
    Io::Put(io.a, a);
    const auto o = Io::View<float>(io.o);
    ASSERT_TRUE(RunIo<CounterMulsFloatBits>(io).ok);
    std::vector<double> want(o.size());
    for (size_t i = 0; i < o.size(); ++i) {
        want[i] = D(o[i]);
    }
    for (uint64_t i = 0; i < 130; ++i) { // 64 + 64 + 2 elements
        const uint64_t r = i / 64, k = i % 64;
        want[At<float>(k, r, 2, 16)] = D(a[At<float>(k, r, 1, 8)]) * 3.0;
    }
    ExpectNear(Io::View<float>(io.o), want, 1e-6);
}

// ---- isSetMask = false, Counter mode: the count comes from SetVectorMask<T, COUNTER>(len) -------------
// SetVectorMask.md's Counter-mode example shape: Add/Sub<T, false> with MASK_PLACEHOLDER, repeat 1.
struct CounterRegisterFloat {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>&)
    {
        SetMaskCount();
        SetVectorMask<float, MaskMode::COUNTER>(100);
        Add<float, false>(As<float>(o), As<float>(a), As<float>(b), MASK_PLACEHOLDER, 1, {1, 1, 1, 8, 8, 8});
        Sub<float, false>(As<float>(o)[256], As<float>(a), As<float>(b), MASK_PLACEHOLDER, 1, {1, 1, 1, 8, 8, 8});
        SetMaskNorm();
        ResetMask();
    }
};
TEST_F(MaskModeTest, CounterModeIsSetMaskFalseReadsCount)
{
    Io io;
    const auto a = RandomVec<float>(kIoBytes / 4, -4, 4, 4), b = RandomVec<float>(kIoBytes / 4, -4, 4, 5);
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    const auto o = Io::View<float>(io.o);
    ASSERT_TRUE(RunIo<CounterRegisterFloat>(io).ok);
    const auto got = Io::View<float>(io.o);
    for (size_t i = 0; i < got.size(); ++i) {
        double want = D(o[i]);
        if (i < 100) {
            want = D(a[i]) + D(b[i]);
        } else if (i >= 256 && i < 356) {
            want = D(a[i - 256]) - D(b[i - 256]);
        }
        ASSERT_NEAR(D(got[i]), want, 1e-6 * std::max(1.0, std::fabs(want))) << i;
    }
}

// ---- isSetMask = false, Normal mode: MASK as bits, every repeat -------------------------------------
struct NormalRegisterHalf {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>&)
    {
        SetVectorMask<half>(0x8000000000000001ull, 0x00FF00FF00FF00F0ull);
        Max<half, false>(As<half>(o), As<half>(a), As<half>(b), MASK_PLACEHOLDER, 3, {1, 2, 1, 8, 16, 8});
        // the continuous register form: the first 20 elements, 2 repeats
        SetVectorMask<half>(20);
        Adds<half, false>(As<half>(o)[2048], As<half>(a), half(1.0f), MASK_PLACEHOLDER, 2, {1, 1, 8, 8});
        ResetMask();
    }
};
TEST_F(MaskModeTest, NormalModeIsSetMaskFalseReadsBits)
{
    Io io;
    const auto a = RandomVec<half>(kIoBytes / 2, -4, 4, 6), b = RandomVec<half>(kIoBytes / 2, -4, 4, 7);
    Io::Put(io.a, a);
    Io::Put(io.b, b);
    const auto o = Io::View<half>(io.o);
    ASSERT_TRUE(RunIo<NormalRegisterHalf>(io).ok);
    const uint64_t m[2] = {0x00FF00FF00FF00F0ull, 0x8000000000000001ull};
    const uint32_t st[6] = {1, 2, 1, 8, 16, 8};
    auto want = RefBinary<half>(
        a, b, o, 3, st, [&](uint64_t, uint64_t k) { return MaskBit(m, k); },
        [](double x, double y) { return std::max(x, y); });
    for (uint64_t r = 0; r < 2; ++r) {
        for (uint64_t k = 0; k < 20; ++k) {
            want[2048 + r * 128 + k] = static_cast<double>(
                static_cast<float>(half(static_cast<float>(D(a[r * 128 + k]) + 1.0))));
        }
    }
    ExpectNear(Io::View<half>(io.o), want, 0.0);
}

// The bit-wise forms leave their mask in MASK (the SDK's SetVectorMask side effect): a later
// isSetMask = false instruction would use it; the sim reports that read instead of relying on it.
struct ClobberedRegister {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>&)
    {
        SetVectorMask<float>(0, 0xFFull);
        uint64_t bits[2] = {0xF0ull, 0};
        Add(As<float>(o), As<float>(a), As<float>(b), bits, 1, {1, 1, 1, 8, 8, 8});
        MEMAPI_MARK();
        Add<float, false>(As<float>(o), As<float>(a), As<float>(b), MASK_PLACEHOLDER, 1, {1, 1, 1, 8, 8, 8});
    }
};
struct NeverSetRegister {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        MEMAPI_MARK();
        Muls<float, false>(As<float>(o), As<float>(a), 2.0f, MASK_PLACEHOLDER, 1, {1, 1, 8, 8});
    }
};
struct CounterCallInNormalMode {
    static void Run(const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        MEMAPI_MARK();
        SetVectorMask<float, MaskMode::COUNTER>(64);
    }
};
struct NormalLenInCounterMode {
    static void Run(const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        SetMaskCount();
        MEMAPI_MARK();
        SetVectorMask<float>(64);
    }
};
struct CounterZeroElements {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        SetMaskCount();
        MEMAPI_MARK();
        Adds(As<float>(o), As<float>(a), 1.0f, static_cast<uint64_t>(0), 1, {1, 1, 8, 8});
    }
};
struct ReturnsInCounterMode {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        MEMAPI_MARK();
        SetMaskCount();
        Adds(As<float>(o), As<float>(a), 1.0f, static_cast<uint64_t>(64), 1, {1, 1, 8, 8});
    }
};
TEST_F(MaskModeTest, Findings)
{
    ExpectIoFinding<ClobberedRegister>("ctrlcheck", "last overwritten as a side effect by Add", __FILE__);
    ExpectIoFinding<NeverSetRegister>("ctrlcheck", "which no SetVectorMask / ResetMask has set", __FILE__);
    ExpectIoFinding<CounterCallInNormalMode>("ctrlcheck", "MaskMode::COUNTER> while CTRL[56] selects Normal", __FILE__);
    ExpectIoFinding<NormalLenInCounterMode>("ctrlcheck", "NORMAL> while CTRL[56] selects Counter", __FILE__);
    ExpectIoFinding<CounterZeroElements>("memcheck", "Counter mode with 0 elements", __FILE__);
    const LaunchOutcome r = ExpectIoFinding<ReturnsInCounterMode>("ctrlcheck", "CTRL[56] = 1", __FILE__);
    EXPECT_TRUE(Contains(r.report, "SetMaskCount")) << r.report;
}

// The correct twins of the findings above run clean.
struct RegisterTwins {
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>& b,
                    const LocalTensor<uint8_t>&)
    {
        uint64_t bits[2] = {0xF0ull, 0};
        Add(As<float>(o), As<float>(a), As<float>(b), bits, 1, {1, 1, 1, 8, 8, 8});
        SetVectorMask<float>(0, 0xFFull);
        Add<float, false>(As<float>(o), As<float>(a), As<float>(b), MASK_PLACEHOLDER, 1, {1, 1, 1, 8, 8, 8});
        SetMaskCount();
        SetVectorMask<float, MaskMode::COUNTER>(64);
        Adds(As<float>(o), As<float>(a), 1.0f, static_cast<uint64_t>(64), 1, {1, 1, 8, 8});
        SetMaskNorm();
        ResetMask();
    }
};
TEST_F(MaskModeTest, TwinsRunClean)
{
    Io io;
    ExpectClean(RunIo<RegisterTwins>(io));
}

} // namespace
