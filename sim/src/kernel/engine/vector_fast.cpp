// The whole-array fp32 fast paths of the Memory vector API (include/ascendc_sim/engine/
// vector_fast.h): bit-identical to the numerics layer, see the header for why. Compiled here once,
// with the vectoriser's dynamic cost model, no errno from sqrt, no FP contraction (CMakeLists.txt)
// and one clone per x86-64 ISA level, chosen at load time: the ulp adversary's hash is 64-bit
// multiplies, which only AVX-512 has as vector instructions.
#include "ascendc_sim/engine/vector_fast.h"

#include "engine/isa_clones.h"

namespace AscendC::detail::fast {

namespace {
constexpr uint64_t kChunk = 256;

// An operand outside the fast range: numerics computes it (kept out of line, the loops stay small).
[[gnu::noinline]] float SlowSqrt(float x, const SqrtConfig& cfg, uint64_t salt)
{
    return ascsim::num::Sqrt(x, cfg, salt);
}
[[gnu::noinline]] float SlowDiv(float a, float b, const DivConfig& cfg, uint64_t salt)
{
    return ascsim::num::Div(a, b, cfg, salt);
}
} // namespace

ASCSIM_CLONES void AddF(float* d, const float* x, const float* y, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = Canon(x[i] + y[i]);
    }
}
ASCSIM_CLONES void SubF(float* d, const float* x, const float* y, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = Canon(x[i] - y[i]);
    }
}
ASCSIM_CLONES void MulF(float* d, const float* x, const float* y, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = Canon(x[i] * y[i]);
    }
}
ASCSIM_CLONES void AddsF(float* d, const float* x, float s, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = Canon(x[i] + s);
    }
}
ASCSIM_CLONES void MulsF(float* d, const float* x, float s, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = Canon(x[i] * s);
    }
}

// The 1-ulp pick of PickWithinOneUlp (header) for a correctly rounded `c` strictly inside
// (FLT_MIN, FLT_MAX) in magnitude, as selects only: `exact` chooses {c, toward zero, away from
// zero}[h % 3], otherwise `lo`/`hi` by h & 1.
inline uint32_t Pick(uint32_t c, uint32_t lo, uint32_t hi, bool exact, uint32_t h)
{
    const uint32_t sign = c & 0x80000000u, mag = c & 0x7FFFFFFFu;
    const uint32_t third = h % 3u;
    const uint32_t exactPick = third == 0 ? c : (third == 1 ? (sign | (mag - 1)) : (sign | (mag + 1)));
    const uint32_t inexactPick = (h & 1u) != 0 ? hi : lo;
    return exact ? exactPick : inexactPick;
}

// Pass 4 of both: out-of-range operands go to numerics (rare; the branch predicts well). Reads the
// sources before it writes d (d may be a source).
template <typename Slow>
inline void Finish(float* d, const uint32_t* res, const uint8_t* slow, uint64_t m, Slow&& slowOp)
{
    for (uint64_t k = 0; k < m; ++k) {
        d[k] = slow[k] != 0 ? slowOp(k) : Float32(res[k]);
    }
}

ASCSIM_CLONES void SqrtArray(float* d, const float* s, uint64_t n, const SqrtConfig& cfg, uint64_t salt)
{
    using A = SqrtAlgo;
    if (!ascsim::num::SqrtSupported<float>(cfg)) {
        for (uint64_t i = 0; i < n; ++i) {
            d[i] = SlowSqrt(s[i], cfg, salt);
        }
        return;
    }
    const bool zeroUlp = cfg.algo == A::FAST_INVERSE || cfg.algo == A::PRECISION_0ULP_FTZ_FALSE;
    const bool pick = !zeroUlp && ascsim::num::GetMode() != ascsim::num::Mode::kExact;
    const OpHash hash(ascsim::num::OpId::kSqrt, salt);
    uint32_t res[kChunk];
    uint32_t h[kChunk];
    uint8_t slow[kChunk];
    for (uint64_t base = 0; base < n; base += kChunk) {
        const uint64_t m = n - base < kChunk ? n - base : kChunk;
        const float* src = s + base;
        // Pass 1: the correctly rounded roots (float(sqrt(double)), see the header), and which
        // operands are outside [FLT_MIN, 2^126) (see Sqrt in the header).
        for (uint64_t k = 0; k < m; ++k) {
            const uint32_t b = Bits32(src[k]);
            res[k] = Bits32(static_cast<float>(std::sqrt(static_cast<double>(src[k]))));
            slow[k] = (b >= 0x00800000u && b < 0x7E800000u) ? 0 : 1;
        }
        if (pick) {
            // Pass 2: the adversary's hash bits (ElementHash(kSqrt, x, 0, salt) >> 32).
            for (uint64_t k = 0; k < m; ++k) {
                h[k] = static_cast<uint32_t>(hash(Bits32(src[k]), 0) >> 32);
            }
            // Pass 3: the value within one ulp. The root lies in [2^-63, 2^63), so lo, hi and the
            // exact case's neighbours are normal; cr * cr is exact in double.
            for (uint64_t k = 0; k < m; ++k) {
                const uint32_t c = res[k];
                const double cd = static_cast<double>(Float32(c));
                const double xd = static_cast<double>(src[k]);
                const double sq = cd * cd;
                const uint32_t lo = sq > xd ? c - 1 : c; // positive: below = c - 1
                const uint32_t hi = sq > xd ? c : c + 1;
                res[k] = Pick(c, lo, hi, sq == xd, h[k]);
            }
        }
        Finish(d + base, res, slow, m, [&](uint64_t k) { return SlowSqrt(src[k], cfg, salt); });
    }
}

ASCSIM_CLONES void DivArray(float* d, const float* a, const float* b, uint64_t n, const DivConfig& cfg, uint64_t salt)
{
    using A = DivAlgo;
    if (!ascsim::num::DivSupported<float>(cfg)) {
        for (uint64_t i = 0; i < n; ++i) {
            d[i] = SlowDiv(a[i], b[i], cfg, salt);
        }
        return;
    }
    const bool zeroUlp = cfg.algo == A::DIFF_COMPENSATION || cfg.algo == A::PRECISION_0ULP_FTZ_TRUE ||
                         cfg.algo == A::PRECISION_0ULP_FTZ_FALSE;
    const bool pick = !zeroUlp && ascsim::num::GetMode() != ascsim::num::Mode::kExact;
    const OpHash hash(ascsim::num::OpId::kDiv, salt);
    uint32_t res[kChunk];
    uint32_t h[kChunk];
    uint8_t slow[kChunk];
    for (uint64_t base = 0; base < n; base += kChunk) {
        const uint64_t m = n - base < kChunk ? n - base : kChunk;
        const float* x = a + base;
        const float* y = b + base;
        // Pass 1: the correctly rounded quotients; the fast range is normal operands (not +-MAX)
        // and a quotient strictly inside (FLT_MIN, FLT_MAX), so every candidate is normal (see Div
        // and PickWithinOneUlp in the header).
        for (uint64_t k = 0; k < m; ++k) {
            const uint32_t c = Bits32(static_cast<float>(static_cast<double>(x[k]) / static_cast<double>(y[k])));
            const uint32_t mx = Bits32(x[k]) & 0x7FFFFFFFu, my = Bits32(y[k]) & 0x7FFFFFFFu, mc = c & 0x7FFFFFFFu;
            const bool fast = mx >= 0x00800000u && mx < 0x7F7FFFFFu && my >= 0x00800000u && my < 0x7F7FFFFFu &&
                              mc > 0x00800000u && mc < 0x7F7FFFFFu;
            res[k] = c;
            slow[k] = fast ? 0 : 1;
        }
        if (pick) {
            for (uint64_t k = 0; k < m; ++k) {
                h[k] = static_cast<uint32_t>(hash(Bits32(x[k]), Bits32(y[k])) >> 32);
            }
            // cr * y is exact in double; cr lies above the exact quotient when cr * y - x has the
            // sign of y.
            for (uint64_t k = 0; k < m; ++k) {
                const uint32_t c = res[k];
                const double yd = static_cast<double>(y[k]);
                const double r = static_cast<double>(Float32(c)) * yd - static_cast<double>(x[k]);
                const bool crAbove = (r > 0.0) == (yd > 0.0);
                const uint32_t lo = crAbove ? Below(c) : c;
                const uint32_t hi = crAbove ? c : Above(c);
                // An exact quotient is returned exact (numerics/div.h).
                res[k] = r == 0.0 ? c : Pick(c, lo, hi, false, h[k]);
            }
        }
        Finish(d + base, res, slow, m, [&](uint64_t k) { return SlowDiv(x[k], y[k], cfg, salt); });
    }
}

namespace {
[[gnu::noinline]] float LibFma(float a, float b, float c) { return std::fma(a, b, c); }
} // namespace

ASCSIM_CLONES void FmaF(float* d, const float* a, const float* b, const float* c, uint64_t n)
{
    const auto isNaN = [](float v) { return (Bits32(v) & 0x7FFFFFFFu) > 0x7F800000u ? 1u : 0u; };
    for (uint64_t base = 0; base < n; base += kChunk) {
        const uint64_t m = n - base < kChunk ? n - base : kChunk;
        float res[kChunk];
        uint32_t anySlow = 0;
        for (uint64_t k = 0; k < m; ++k) {
            const uint64_t i = base + k;
            res[k] = std::fma(a[i], b[i], c[i]);
            anySlow |= (isNaN(a[i]) + isNaN(b[i]) + isNaN(c[i])) >> 1; // two or more NaN operands
        }
        if (anySlow != 0) {
            for (uint64_t k = 0; k < m; ++k) {
                const uint64_t i = base + k;
                if (isNaN(a[i]) + isNaN(b[i]) + isNaN(c[i]) >= 2) {
                    res[k] = LibFma(a[i], b[i], c[i]);
                }
            }
        }
        for (uint64_t k = 0; k < m; ++k) {
            d[base + k] = res[k];
        }
    }
}

ASCSIM_CLONES void SelectBits32(uint32_t* d, const uint8_t* m, const uint32_t* s0, const uint32_t* s1,
                                uint32_t s1Scalar, uint64_t n, uint64_t periodBytes)
{
    for (uint64_t base = 0; base < n; base += kChunk) {
        const uint64_t len = n - base < kChunk ? n - base : kChunk;
        uint32_t take[kChunk];
        for (uint64_t j = 0; j < len / 8; ++j) { // the lane masks, all ones where the bit is set
            const uint32_t bits = m[(base / 8 + j) % periodBytes];
            for (unsigned k = 0; k < 8; ++k) {
                take[j * 8 + k] = 0u - ((bits >> k) & 1u);
            }
        }
        if (s1 != nullptr) {
            for (uint64_t k = 0; k < len; ++k) {
                d[base + k] = (s0[base + k] & take[k]) | (s1[base + k] & ~take[k]);
            }
        } else {
            for (uint64_t k = 0; k < len; ++k) {
                d[base + k] = (s0[base + k] & take[k]) | (s1Scalar & ~take[k]);
            }
        }
    }
}

} // namespace AscendC::detail::fast
