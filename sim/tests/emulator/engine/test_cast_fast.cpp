// The fp16 / bf16 <-> fp32 fast paths (engine/cast_fast.h, engine/reg_cast_fast.h, engine/reg_dist_fast.h)
// against what they replace: num::Cast element by element (every half / bf16 pattern; a dense grid
// of floats around every rounding boundary plus random ones), and the Reg lane loops of reg_compute/cast.h
// and reg_compute/load_store.h on random registers, masks and undefined states.
#include <random>
#include <vector>

#include "kernel_test_util.h"

using namespace AscendC;

namespace {

uint32_t Bits(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
}
float FromBits(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}
template <typename T>
uint16_t Bits16(T v)
{
    uint16_t u;
    std::memcpy(&u, &v, 2);
    return u;
}

// Every sign / exponent / top-mantissa pattern (the top 16 bits) with low halves at and around
// the rounding points of bf16 (bit 15) and of half normals (bit 12, with bit 13 even and odd),
// their neighbours, and the extremes; then random floats.
std::vector<float> FloatSample()
{
    const uint32_t lows[] = {0x0000, 0x0001, 0x0FFF, 0x1000, 0x1001, 0x1FFF, 0x2000, 0x2FFF, 0x3000,
                             0x3001, 0x7FFF, 0x8000, 0x8001, 0x9000, 0xBFFF, 0xC000, 0xF000, 0xFFFF};
    std::vector<float> v;
    for (uint32_t hi = 0; hi < 65536; ++hi) {
        for (uint32_t lo : lows) {
            v.push_back(FromBits(hi << 16 | lo));
        }
    }
    // The half-subnormal range (2^-26 .. 2^-14) with every 12-bit top mantissa and ties at every
    // lower bit position (the subnormal rounding point moves with the exponent).
    for (uint32_t e = 100; e <= 114; ++e) {
        for (uint32_t top = 0; top < 2048; ++top) {
            for (uint32_t b = 0; b < 12; ++b) {
                const uint32_t m = top << 12 | (1u << b);
                v.push_back(FromBits(e << 23 | m));
                v.push_back(FromBits(0x80000000u | e << 23 | (m - 1)));
            }
        }
    }
    std::mt19937_64 rng(17);
    for (int i = 0; i < 3000000; ++i) {
        v.push_back(FromBits(static_cast<uint32_t>(rng())));
    }
    return v;
}

const std::vector<float>& Sample()
{
    static const std::vector<float> s = FloatSample();
    return s;
}

TEST(CastFast, HalfAndBf16ToFloatEveryPattern)
{
    std::vector<uint16_t> all(65536);
    for (uint32_t i = 0; i < 65536; ++i) {
        all[i] = static_cast<uint16_t>(i);
    }
    std::vector<float> f(65536);
    detail::fast::HalfToFloat(f.data(), all.data(), all.size());
    for (uint32_t i = 0; i < 65536; ++i) {
        const float ref = ascsim::num::Cast<float, half>(half::FromBits(all[i]), RoundMode::CAST_NONE);
        ASSERT_EQ(Bits(f[i]), Bits(ref)) << std::hex << i;
    }
    detail::fast::Bf16ToFloat(f.data(), all.data(), all.size());
    for (uint32_t i = 0; i < 65536; ++i) {
        const float ref = ascsim::num::Cast<float, bfloat16_t>(bfloat16_t::FromBits(all[i]), RoundMode::CAST_NONE);
        ASSERT_EQ(Bits(f[i]), Bits(ref)) << std::hex << i;
    }
}

TEST(CastFast, FloatToHalfAndBf16MatchNumericsInBothModes)
{
    const std::vector<float>& x = Sample();
    std::vector<uint16_t> h(x.size());
    for (auto mode : {ascsim::num::Mode::kAdversarial, ascsim::num::Mode::kExact}) {
        ascsim::num::ScopedMode scoped(mode);
        detail::fast::FloatToHalfRint(h.data(), x.data(), x.size());
        for (size_t i = 0; i < x.size(); ++i) {
            for (auto rm : {RoundMode::CAST_RINT, RoundMode::CAST_NONE}) {
                ASSERT_EQ(h[i], Bits16(ascsim::num::Cast<half, float>(x[i], rm))) << std::hex << Bits(x[i]);
            }
        }
        detail::fast::FloatToBf16Rint(h.data(), x.data(), x.size());
        for (size_t i = 0; i < x.size(); ++i) {
            ASSERT_EQ(h[i], Bits16(ascsim::num::Cast<bfloat16_t, float>(x[i], RoundMode::CAST_RINT)))
                << std::hex << Bits(x[i]);
        }
    }
}

TEST(CastFast, CastFastTakesOnlyExactPairsAndModes)
{
    float f[4] = {1.5f, -2.25f, 65520.0f, 1e-8f};
    half h[4];
    bfloat16_t b[4];
    EXPECT_TRUE(detail::fast::CastFast(h, f, 4, RoundMode::CAST_RINT));
    EXPECT_TRUE(detail::fast::CastFast(h, f, 4, RoundMode::CAST_NONE));
    EXPECT_TRUE(detail::fast::CastFast(b, f, 4, RoundMode::CAST_RINT));
    EXPECT_FALSE(detail::fast::CastFast(b, f, 4, RoundMode::CAST_NONE)); // poison: numerics
    for (auto rm : {RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL, RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC,
                    RoundMode::CAST_ODD}) {
        EXPECT_FALSE(detail::fast::CastFast(h, f, 4, rm));
        EXPECT_FALSE(detail::fast::CastFast(b, f, 4, rm));
    }
    EXPECT_TRUE(detail::fast::CastFast(f, h, 4, RoundMode::CAST_NONE));
    EXPECT_FALSE(detail::fast::CastFast(f, h, 4, RoundMode::CAST_RINT)); // poison: numerics
    EXPECT_TRUE(detail::fast::CastFast(f, b, 4, RoundMode::CAST_NONE));
    // Overlapping buffers keep the element-by-element loop.
    alignas(4) uint8_t buf[16] = {};
    EXPECT_FALSE(
        detail::fast::CastFast(reinterpret_cast<half*>(buf), reinterpret_cast<float*>(buf), 4, RoundMode::CAST_RINT));
}

// ---- Reg registers --------------------------------------------------------------------------

template <typename R>
void Randomize(R& r, std::mt19937_64& rng, const std::vector<float>& pool, int undefPercent)
{
    for (uint32_t w = 0; w < R::kBytes / 8; ++w) {
        uint64_t v = rng();
        if (sizeof(typename R::ActualT) == 4 && rng() % 2 == 0) { // interesting floats, from the sample
            const uint64_t a = Bits(pool[rng() % pool.size()]), b = Bits(pool[rng() % pool.size()]);
            v = a | b << 32;
        }
        std::memcpy(r.bytes + 8 * w, &v, 8);
    }
    for (auto& w : r.undefined.w) {
        w = 0;
        for (int b = 0; b < 64; ++b) {
            if (static_cast<int>(rng() % 100) < undefPercent) {
                w |= uint64_t(1) << b;
            }
        }
    }
}

Reg::MaskReg RandomMask(std::mt19937_64& rng, int kind)
{
    Reg::detail::Flags256 bits{}, undef{};
    for (uint32_t k = 0; k < 4; ++k) {
        bits.w[k] = kind == 0 ? ~uint64_t(0) : rng();
        undef.w[k] = kind == 2 ? rng() & rng() & rng() : 0;
    }
    Reg::MaskReg m;
    m.SetWords(bits, undef);
    return m;
}

template <typename R>
void ExpectSameRegister(const R& a, const R& b, int iter)
{
    ASSERT_EQ(std::memcmp(a.bytes, b.bytes, R::kBytes), 0) << "iteration " << iter;
    for (uint32_t k = 0; k < R::kBytes / 64; ++k) {
        ASSERT_EQ(a.undefined.w[k], b.undefined.w[k]) << "iteration " << iter << " word " << k;
    }
}

// reg_compute/cast.h's lane loops, as they run for pairs without a whole-register path.
template <typename D, typename E, const Reg::CastTrait& t, uint32_t layout, typename O, typename I>
void WidenLoop(O& out, const I& src, const Reg::MaskReg& mask)
{
    out.ZeroDefined();
    for (uint32_t i = 0; i < Reg::detail::kLanes<D>; ++i) {
        const uint32_t j = 2 * i + layout;
        const bool on = mask.Active<E>(j), mu = mask.ActiveUndefined<E>(j);
        if (on) {
            out.SetLane(i, Reg::detail::CastElement<D, E, t>(src.Lane(j), false), src.LaneUndefined(j) || mu);
        } else if (mu) {
            out.SetLane(i, D(0), true);
        }
    }
}
template <typename D, typename E, const Reg::CastTrait& t, uint32_t layout, typename O, typename I>
void NarrowLoop(O& out, const I& src, const Reg::MaskReg& mask, bool sat)
{
    out.ZeroDefined();
    for (uint32_t i = 0; i < Reg::detail::kLanes<E>; ++i) {
        const bool on = mask.Active<E>(i), mu = mask.ActiveUndefined<E>(i);
        if (on) {
            out.SetLane(2 * i + layout, Reg::detail::CastElement<D, E, t>(src.Lane(i), sat),
                        src.LaneUndefined(i) || mu);
        } else if (mu) {
            out.SetLane(2 * i + layout, D(0), true);
        }
    }
}

constexpr Reg::CastTrait kWidenZero = {Reg::RegLayout::ZERO, Reg::SatMode::UNKNOWN, Reg::MaskMergeMode::ZEROING,
                                       RoundMode::UNKNOWN};
constexpr Reg::CastTrait kWidenOne = {Reg::RegLayout::ONE, Reg::SatMode::UNKNOWN, Reg::MaskMergeMode::ZEROING,
                                      RoundMode::UNKNOWN};
constexpr Reg::CastTrait kNarrowRintZero = {Reg::RegLayout::ZERO, Reg::SatMode::NO_SAT, Reg::MaskMergeMode::ZEROING,
                                            RoundMode::CAST_RINT};
constexpr Reg::CastTrait kNarrowRintOne = {Reg::RegLayout::ONE, Reg::SatMode::SAT, Reg::MaskMergeMode::ZEROING,
                                           RoundMode::CAST_RINT};
constexpr Reg::CastTrait kNarrowFloorOne = {Reg::RegLayout::ONE, Reg::SatMode::NO_SAT, Reg::MaskMergeMode::ZEROING,
                                            RoundMode::CAST_FLOOR};
constexpr Reg::CastTrait kNarrowTruncZero = {Reg::RegLayout::ZERO, Reg::SatMode::SAT, Reg::MaskMergeMode::ZEROING,
                                             RoundMode::CAST_TRUNC};

template <typename E, const Reg::CastTrait& t>
void CheckWiden(std::mt19937_64& rng, int iters)
{
    constexpr uint32_t layout = t.layoutMode == Reg::RegLayout::ONE ? 1u : 0u;
    for (int it = 0; it < iters; ++it) {
        Reg::RegTensor<E> src;
        Randomize(src, rng, Sample(), it % 3 == 0 ? 0 : 3);
        const Reg::MaskReg mask = RandomMask(rng, it % 3);
        Reg::RegTensor<float> fast, ref;
        fast.ZeroDefined();
        Reg::detail::CastWidenB16<layout>(fast, src, mask);
        WidenLoop<float, E, t, layout>(ref, src, mask);
        ExpectSameRegister(fast, ref, it);
    }
}

template <typename D, const Reg::CastTrait& t>
void CheckNarrow(std::mt19937_64& rng, int iters)
{
    constexpr uint32_t layout = t.layoutMode == Reg::RegLayout::ONE ? 1u : 0u;
    constexpr RoundMode rm = t.roundMode;
    for (int it = 0; it < iters; ++it) {
        Reg::RegTensor<float> src;
        Randomize(src, rng, Sample(), it % 3 == 0 ? 0 : 3);
        const Reg::MaskReg mask = RandomMask(rng, it % 3);
        for (bool sat : {false, true}) {
            Reg::RegTensor<D> fast, ref;
            fast.ZeroDefined();
            Reg::detail::CastNarrowB32<layout>(fast, src, mask, rm, sat);
            NarrowLoop<D, float, t, layout>(ref, src, mask, sat);
            ExpectSameRegister(fast, ref, it);
        }
    }
}

TEST(CastFast, RegWideningMatchesTheLaneLoop)
{
    std::mt19937_64 rng(5);
    CheckWiden<half, kWidenZero>(rng, 3000);
    CheckWiden<half, kWidenOne>(rng, 3000);
    CheckWiden<bfloat16_t, kWidenZero>(rng, 3000);
    CheckWiden<bfloat16_t, kWidenOne>(rng, 3000);
}

TEST(CastFast, RegNarrowingMatchesTheLaneLoop)
{
    std::mt19937_64 rng(6);
    CheckNarrow<half, kNarrowRintZero>(rng, 3000);
    CheckNarrow<half, kNarrowRintOne>(rng, 3000);
    CheckNarrow<half, kNarrowFloorOne>(rng, 1000);
    CheckNarrow<bfloat16_t, kNarrowRintZero>(rng, 3000);
    CheckNarrow<bfloat16_t, kNarrowRintOne>(rng, 3000);
    CheckNarrow<bfloat16_t, kNarrowTruncZero>(rng, 1000);
}

// ---- UNPACK_B16 loads and packing stores ------------------------------------------------------

TEST(CastFast, UnpackB16MatchesTheLaneLoop)
{
    std::mt19937_64 rng(7);
    for (int it = 0; it < 5000; ++it) {
        uint8_t raw[Reg::detail::kVL / 2];
        bool undefByte[Reg::detail::kVL / 2];
        bool anyUndef = false;
        for (uint32_t k = 0; k < sizeof(raw); ++k) {
            raw[k] = static_cast<uint8_t>(rng());
            undefByte[k] = it % 2 == 1 && rng() % 40 == 0;
            anyUndef = anyUndef || undefByte[k];
        }
        Reg::RegTensor<half> fast, ref;
        Reg::detail::UnpackB16(fast, raw, undefByte, anyUndef);
        for (uint32_t k = 0; k < Reg::RegTensor<half>::kLanes / 2; ++k) { // load_store.h's loop
            half v;
            std::memcpy(&v, raw + 2 * k, 2);
            ref.SetLane(2 * k, v, undefByte[2 * k] || undefByte[2 * k + 1]);
            ref.SetLane(2 * k + 1, half{}, false);
        }
        ExpectSameRegister(fast, ref, it);
    }
}

template <uint32_t kLane, typename T>
void CheckPackFlags(std::mt19937_64& rng, int iters)
{
    using R = Reg::RegTensor<typename Reg::detail::UIntOf<kLane>::type>;
    constexpr uint32_t lanes = Reg::detail::kVL / kLane;
    for (int it = 0; it < iters; ++it) {
        R src;
        Randomize(src, rng, Sample(), it % 2 == 0 ? 0 : 5);
        const Reg::MaskReg mask = RandomMask(rng, it % 3);
        bool write[lanes], undefined[lanes];
        Reg::detail::PackStoreFlags<kLane, sizeof(T)>(mask, src, write, undefined);
        for (uint32_t i = 0; i < lanes; ++i) { // load_store.h's loop
            const bool on = mask.Bit(i * kLane), mu = mask.BitUndefined(i * kLane);
            ASSERT_EQ(write[i], on || mu) << it << " " << i;
            ASSERT_EQ(undefined[i], mu || src.undefined.Any(i * kLane, sizeof(T))) << it << " " << i;
        }
    }
}

TEST(CastFast, PackStoreFlagsMatchTheLaneLoop)
{
    std::mt19937_64 rng(8);
    CheckPackFlags<4, half>(rng, 3000);
    CheckPackFlags<2, uint8_t>(rng, 3000);
    CheckPackFlags<4, uint8_t>(rng, 3000);
    CheckPackFlags<8, uint32_t>(rng, 3000);
}

} // namespace
