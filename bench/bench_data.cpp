// Inputs and the correctness check of the benchmark (bench_data.h).
#include "bench_data.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "asin_grad_ref.h"

namespace bench {
namespace {

uint64_t SplitMix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// Uniform in [0, 1) from element i of stream `seed`.
double Uniform(uint64_t seed, int64_t i)
{
    return static_cast<double>(SplitMix(seed * 0x100000001b3ull ^ static_cast<uint64_t>(i)) >> 11) * 0x1p-53;
}

uint32_t FloatBits(float f)
{
    uint32_t u = 0;
    std::memcpy(&u, &f, sizeof(u));
    return u;
}

// Round to nearest even, by scaling with powers of two (exact) and nearbyint.
uint32_t ToHalfBits(float f)
{
    const uint32_t sign = (FloatBits(f) >> 16) & 0x8000u;
    const float a = std::fabs(f);
    if (std::isnan(f)) {
        return sign | 0x7e00u;
    }
    if (a >= 65520.0f) {
        return sign | 0x7c00u;
    }
    if (a < 0x1p-14f) { // subnormal range: quantum 2^-24 (2^10 * 2^-24 rounds up to the smallest normal)
        return sign | static_cast<uint32_t>(std::nearbyint(a * 0x1p24f));
    }
    int e = 0;
    std::frexp(a, &e);                        // a = m * 2^e, m in [0.5, 1)
    const float q = std::ldexp(1.0f, e - 11); // quantum of an 11-bit significand
    const float r = std::nearbyint(a / q) * q;
    const float m = std::frexp(r, &e) * 2.0f; // r = m * 2^(e-1), m in [1, 2)
    return sign | static_cast<uint32_t>(e - 1 + 15) << 10 | static_cast<uint32_t>((m - 1.0f) * 1024.0f);
}

uint32_t ToBf16Bits(float f)
{
    const uint32_t u = FloatBits(f);
    if (std::isnan(f)) {
        return (u >> 16) | 0x40u;
    }
    return (u + 0x7fffu + ((u >> 16) & 1u)) >> 16;
}

uint32_t Encode(float v, DType t)
{
    switch (t) {
        case DType::kF32:
            return FloatBits(v);
        case DType::kF16:
            return ToHalfBits(v);
        case DType::kBF16:
            return ToBf16Bits(v);
    }
    return 0;
}

// One ulp at 1.0 and the smallest normal of each format.
double UlpAtOne(DType t) { return t == DType::kF32 ? 0x1p-23 : (t == DType::kF16 ? 0x1p-10 : 0x1p-7); }
double MinNormal(DType t) { return t == DType::kF16 ? 0x1p-14 : 0x1p-126; }

uint32_t NanBits(DType t) { return t == DType::kF32 ? 0x7fc00000u : (t == DType::kF16 ? 0x7e00u : 0x7fc0u); }

std::string AclFailure(const char* what, int64_t at)
{
    char buf[128];
    std::snprintf(buf, sizeof(buf), "%s failed at element %lld", what, static_cast<long long>(at));
    return buf;
}

} // namespace

uint32_t DyBits(DType t, int64_t i) { return Encode(static_cast<float>(4.0 * Uniform(1, i) - 2.0), t); }
uint32_t XBits(DType t, int64_t i) { return Encode(static_cast<float>(1.98 * Uniform(2, i) - 0.99), t); }

// The shared float64 reference's formats (tests/reference/asin_grad_ref.h).
asin_grad_ref::DType RefType(DType t)
{
    return t == DType::kF32 ? asin_grad_ref::DType::kF32 :
                              (t == DType::kF16 ? asin_grad_ref::DType::kF16 : asin_grad_ref::DType::kBF16);
}

double Decode(uint32_t bits, DType t) { return asin_grad_ref::Decode(bits, RefType(t)); }

std::string FillInputs(const Case& c)
{
    const int64_t chunk = int64_t{1} << 20;
    const size_t es = DTypeBytes(c.dtype);
    std::vector<uint8_t> dy(static_cast<size_t>(chunk) * es);
    std::vector<uint8_t> x(dy.size());
    for (int64_t start = 0; start < c.n; start += chunk) {
        const int64_t len = std::min(chunk, c.n - start);
        for (int64_t k = 0; k < len; ++k) {
            const uint32_t d = DyBits(c.dtype, start + k);
            const uint32_t v = XBits(c.dtype, start + k);
            std::memcpy(&dy[static_cast<size_t>(k) * es], &d, es); // little endian: the low bytes
            std::memcpy(&x[static_cast<size_t>(k) * es], &v, es);
        }
        const size_t off = static_cast<size_t>(start) * es;
        const size_t bytes = static_cast<size_t>(len) * es;
        const size_t room = static_cast<size_t>(c.n) * es - off;
        if (aclrtMemcpy(static_cast<uint8_t*>(c.dy) + off, room, dy.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE) !=
                ACL_SUCCESS ||
            aclrtMemcpy(static_cast<uint8_t*>(c.x) + off, room, x.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE) !=
                ACL_SUCCESS) {
            return AclFailure("uploading the inputs", start);
        }
    }
    return "";
}

std::vector<int64_t> SamplePositions(int64_t n, int count)
{
    std::vector<int64_t> at;
    for (int64_t i = 0; i < std::min<int64_t>(n, 16); ++i) { // the head and the tail: split edges
        at.push_back(i);
        at.push_back(n - 1 - i);
    }
    for (int k = 0; k < count; ++k) { // one per stride, at a jittered offset so tile positions vary
        at.push_back(static_cast<int64_t>((static_cast<double>(k) + Uniform(3, k)) * static_cast<double>(n) / count));
    }
    std::sort(at.begin(), at.end());
    at.erase(std::unique(at.begin(), at.end()), at.end());
    while (!at.empty() && at.back() >= n) {
        at.pop_back();
    }
    return at;
}

std::string PoisonSamples(const Case& c, const std::vector<int64_t>& at)
{
    const size_t es = DTypeBytes(c.dtype);
    const uint32_t nan = NanBits(c.dtype);
    for (const int64_t i : at) {
        uint8_t* dst = static_cast<uint8_t*>(c.dx) + static_cast<size_t>(i) * es;
        if (aclrtMemcpy(dst, es, &nan, es, ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
            return AclFailure("poisoning dx", i);
        }
    }
    return "";
}

std::string CheckSamples(const Case& c, const std::vector<int64_t>& at)
{
    const size_t es = DTypeBytes(c.dtype);
    std::string bad;
    int64_t badCount = 0;
    for (const int64_t i : at) {
        uint32_t bits = 0;
        const uint8_t* src = static_cast<const uint8_t*>(c.dx) + static_cast<size_t>(i) * es;
        if (aclrtMemcpy(&bits, sizeof(bits), src, es, ACL_MEMCPY_DEVICE_TO_HOST) != ACL_SUCCESS) {
            return AclFailure("reading dx", i);
        }
        const double dy = Decode(DyBits(c.dtype, i), c.dtype);
        const double x = Decode(XBits(c.dtype, i), c.dtype);
        const double want = asin_grad_ref::Reference(dy, x);
        const double got = Decode(bits, c.dtype);
        // 1 - x^2 amplifies a relative error in x^2 by x^2 / (1 - x^2) (up to ~50 here): the chain
        // rounds it to T, so the bound scales with that condition number; 8 ulps of T on top.
        const double tol = 8.0 * UlpAtOne(c.dtype) * (1.0 + x * x / (1.0 - x * x)) * std::fabs(want) +
                           MinNormal(c.dtype);
        if (!(std::fabs(got - want) <= tol)) {
            if (++badCount <= 3) {
                char buf[200];
                std::snprintf(buf, sizeof(buf), "%sdx[%lld] = %.9g, want %.9g (dy %.9g, x %.9g)",
                              bad.empty() ? "" : "; ", static_cast<long long>(i), got, want, dy, x);
                bad += buf;
            }
        }
    }
    if (badCount == 0) {
        return "";
    }
    return std::to_string(badCount) + " of " + std::to_string(at.size()) + " sampled elements wrong: " + bad;
}

} // namespace bench
