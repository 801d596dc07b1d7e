/**
 * @file torch_dump.cpp
 * @brief st_torch_dump <out.bin>: computes dx through aclnnAsinGrad for a fixed input set and
 *        writes inputs and outputs for compare_with_torch.py.
 *
 * File format (little endian):
 *   "ASGT" u32 version (1) u32 sectionCount
 *   per section: u32 dtype (0 float32, 1 float16, 2 bfloat16) u32 elementBytes u64 n,
 *                then dy[n], x[n], dx[n] as raw elements of that dtype.
 */
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "st_common.h"

using namespace st;

namespace {

struct Section {
    DType type;
    std::vector<uint32_t> dy;
    std::vector<uint32_t> x;
};

// Special values of the spec (|x| = 1, |x| > 1, NaN, inf, signed zeros, subnormals) crossed
// with each other.
void AddSpecials(Section* s)
{
    const DType t = s->type;
    const Format& f = FormatOf(t);
    const double minSub = std::ldexp(1.0, f.emin - (f.precision - 1));
    const double below1 = 1.0 - std::ldexp(1.0, -f.precision);
    const double above1 = 1.0 + std::ldexp(1.0, 1 - f.precision);
    const double dys[] = {0.0, -0.0, 1.0, -1.0, 0.5, -3.0, INFINITY, -INFINITY, NAN, minSub, -minSub, 1e-3};
    const double xs[] = {0.0,     -0.0, 0.5,  -0.5,     1.0,       -1.0, below1, -below1, above1,
                         -above1, 2.0,  -2.0, INFINITY, -INFINITY, NAN,  minSub, 0.999,   -0.999};
    for (double a : dys) {
        for (double b : xs) {
            s->dy.push_back(Encode(a, t));
            s->x.push_back(Encode(b, t));
        }
    }
}

bool WriteAll(FILE* f, const void* p, size_t bytes) { return std::fwrite(p, 1, bytes, f) == bytes; }

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s <out.bin>\n", argv[0]);
        return 2;
    }
    std::vector<Section> sections;
    Rng rng(0x70c4);

    // float32: uniform, every value near +-1 where PyTorch's 1 - x*x cancels, specials.
    Section f32{DType::kF32, {}, {}};
    auto dyRandom = [&](DType t) {
        const int e = static_cast<int>(rng.Below(20)) - 10; // drawn first: see Rng (st_common.h)
        const double m = std::ldexp(rng.Uniform(1.0, 2.0), e);
        return Encode(rng.Below(2) ? m : -m, t);
    };
    for (int i = 0; i < 100000; ++i) {
        f32.x.push_back(Encode(rng.Uniform(-1.0, 1.0), DType::kF32));
        f32.dy.push_back(dyRandom(DType::kF32));
    }
    for (int k = 1; k <= 20000; ++k) {
        const double x = 1.0 - std::ldexp(static_cast<double>(k), -24);
        f32.x.push_back(Encode(k % 2 ? x : -x, DType::kF32));
        f32.dy.push_back(dyRandom(DType::kF32));
    }
    for (int i = 0; i < 20000; ++i) {
        f32.x.push_back(Encode(rng.Uniform(0.999, 1.0), DType::kF32));
        f32.dy.push_back(dyRandom(DType::kF32));
    }
    AddSpecials(&f32);
    sections.push_back(f32);

    // bfloat16 and float16: every x bit pattern (dy = 1 and dy = -2.5), then the specials.
    for (DType t : {DType::kBF16, DType::kF16}) {
        Section s{t, {}, {}};
        for (double dy : {1.0, -2.5}) {
            for (uint32_t i = 0; i < 65536; ++i) {
                s.x.push_back(i);
                s.dy.push_back(Encode(dy, t));
            }
        }
        AddSpecials(&s);
        sections.push_back(s);
    }

    FILE* f = std::fopen(argv[1], "wb");
    if (f == nullptr) {
        std::perror(argv[1]);
        return 1;
    }
    const uint32_t header[3] = {0x54475341u /* "ASGT" */, 1u, static_cast<uint32_t>(sections.size())};
    bool ok = WriteAll(f, header, sizeof header);
    for (const Section& s : sections) {
        std::vector<uint32_t> dx;
        const RunResult r = ComputeContiguous(s.type, {static_cast<int64_t>(s.x.size())}, s.dy, s.x, &dx);
        if (!r.ok()) {
            std::fprintf(stderr, "aclnnAsinGrad (%s) failed: phase1 %d phase2 %d sync %d: %s\n", FormatOf(s.type).name,
                         r.phase1, r.phase2, r.sync, r.message.c_str());
            std::fclose(f);
            return 1;
        }
        const uint32_t code = s.type == DType::kF32 ? 0u : (s.type == DType::kF16 ? 1u : 2u);
        const auto eb = static_cast<uint32_t>(FormatOf(s.type).bytes);
        const uint64_t n = s.x.size();
        ok = ok && WriteAll(f, &code, 4) && WriteAll(f, &eb, 4) && WriteAll(f, &n, 8);
        for (const std::vector<uint32_t>* v : {&s.dy, &s.x, static_cast<const std::vector<uint32_t>*>(&dx)}) {
            const std::vector<uint8_t> bytes = Pack(*v, s.type);
            ok = ok && WriteAll(f, bytes.data(), bytes.size());
        }
        std::printf("st_torch_dump: %s, %llu elements\n", FormatOf(s.type).name, static_cast<unsigned long long>(n));
    }
    ok = (std::fclose(f) == 0) && ok;
    if (!ok) {
        std::fprintf(stderr, "st_torch_dump: writing %s failed\n", argv[1]);
        return 1;
    }
    return 0;
}
