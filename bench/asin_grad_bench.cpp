// asin_grad_bench: the modeled (simulator timing model) performance of AsinGrad on Ascend
// 950PR/950DT, the operator next to the ways it could be computed without it (variants.cpp).
// One JSON line per (variant, soc, dtype, n) on stdout; a summary table on stderr. Every
// variant's result is checked on sampled elements against float64 before its line is printed.
//
//   asin_grad_bench [--n 1K,1M,...] [--max-n N] [--dtype float32,float16,bfloat16]
//                   [--soc Ascend950PR,Ascend950DT] [--variant product,chain,a2,arch35]
//                   [--samples K] [--sanitizer off|on] [--list]
#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/core/core.h"
#include "ascsim/soc_profile.h"
#include "bench_case.h"
#include "bench_data.h"
#include "model_bounds.h"

namespace {

using bench::Case;
using bench::DType;
using bench::Profile;
using bench::Variant;

struct Options {
    std::vector<int64_t> sizes = {int64_t{1} << 10, int64_t{1} << 16, int64_t{1} << 20, int64_t{1} << 24,
                                  int64_t{1} << 28};
    int64_t maxN = 0; // 0: no limit
    std::vector<DType> dtypes = {DType::kF32, DType::kF16, DType::kBF16};
    std::vector<std::string> socs = {"Ascend950PR", "Ascend950DT"};
    std::vector<const Variant*> variants;
    int samples = 512;
    std::string sanitizer; // "on", "off", or "": ASCEND_SIM_SANITIZER as set, else off
};

std::vector<std::string> SplitList(const std::string& s)
{
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= s.size()) {
        const size_t comma = s.find(',', start);
        const size_t end = comma == std::string::npos ? s.size() : comma;
        if (end > start) {
            out.push_back(s.substr(start, end - start));
        }
        start = end + 1;
    }
    return out;
}

// "4096", "64K", "16M", "1G" (binary multiples). 0 when malformed.
int64_t ParseCount(const std::string& s)
{
    char* end = nullptr;
    const long long v = std::strtoll(s.c_str(), &end, 10);
    const std::string suffix = end == nullptr ? "" : end;
    const int64_t mult = suffix.empty()                   ? 1 :
                         (suffix == "K" || suffix == "k") ? int64_t{1} << 10 :
                         (suffix == "M" || suffix == "m") ? int64_t{1} << 20 :
                         (suffix == "G" || suffix == "g") ? int64_t{1} << 30 :
                                                            0;
    return v > 0 ? v * mult : 0;
}

std::string CountText(int64_t n)
{
    if (n % (int64_t{1} << 20) == 0) {
        return std::to_string(n >> 20) + "M";
    }
    if (n % 1024 == 0) {
        return std::to_string(n >> 10) + "K";
    }
    return std::to_string(n);
}

void Usage(const char* argv0)
{
    std::fprintf(stderr,
                 "usage: %s [--n LIST] [--max-n N] [--dtype LIST] [--soc LIST] [--variant LIST] [--samples K]\n"
                 "          [--sanitizer off|on] [--list]\n"
                 "  --n        element counts, e.g. 1K,64K,1M,16M,256M (the default)\n"
                 "  --max-n    drop the counts above N\n"
                 "  --dtype    float32,float16,bfloat16 (fp32/fp16/bf16; default all)\n"
                 "  --soc      Ascend950PR,Ascend950DT (default both)\n"
                 "  --variant  names from --list (default all)\n"
                 "  --samples  elements checked against float64 per run (default 512, plus both ends)\n"
                 "  --sanitizer  the emulator's sanitizer for every launch (default: ASCEND_SIM_SANITIZER if\n"
                 "             set, else off: faster, and the model is the same)\n",
                 argv0);
}

bool Parse(int argc, char** argv, Options* o)
{
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--list") {
            for (const Variant& v : bench::Variants()) {
                std::printf("%-8s %s\n", v.name, v.summary);
            }
            std::exit(0);
        }
        if (a == "--help" || a == "-h" || i + 1 >= argc) {
            Usage(argv[0]);
            return false;
        }
        const std::string v = argv[++i];
        if (a == "--n") {
            o->sizes.clear();
            for (const std::string& s : SplitList(v)) {
                const int64_t n = ParseCount(s);
                if (n <= 0) {
                    std::fprintf(stderr, "bad element count '%s'\n", s.c_str());
                    return false;
                }
                o->sizes.push_back(n);
            }
        } else if (a == "--max-n") {
            o->maxN = ParseCount(v);
            if (o->maxN <= 0) {
                std::fprintf(stderr, "bad --max-n '%s'\n", v.c_str());
                return false;
            }
        } else if (a == "--dtype") {
            o->dtypes.clear();
            for (const std::string& s : SplitList(v)) {
                DType t;
                if (!bench::ParseDType(s, &t)) {
                    std::fprintf(stderr, "unknown dtype '%s'\n", s.c_str());
                    return false;
                }
                o->dtypes.push_back(t);
            }
        } else if (a == "--soc") {
            o->socs.clear();
            for (const std::string& s : SplitList(v)) {
                const std::string name = s.rfind("Ascend", 0) == 0 ? s : "Ascend" + s; // "950DT" works too
                if (ascsim::FindSocProfile(name) == nullptr) {
                    std::fprintf(stderr, "unknown SoC profile '%s'\n", s.c_str());
                    return false;
                }
                o->socs.push_back(name);
            }
        } else if (a == "--variant") {
            o->variants.clear();
            for (const std::string& s : SplitList(v)) {
                const Variant* found = nullptr;
                for (const Variant& var : bench::Variants()) {
                    found = s == var.name ? &var : found;
                }
                if (found == nullptr) {
                    std::fprintf(stderr, "unknown variant '%s' (see --list)\n", s.c_str());
                    return false;
                }
                o->variants.push_back(found);
            }
        } else if (a == "--samples") {
            o->samples = std::atoi(v.c_str());
        } else if (a == "--sanitizer" && (v == "on" || v == "off")) {
            o->sanitizer = v;
        } else {
            Usage(argv[0]);
            return false;
        }
    }
    if (o->variants.empty()) {
        for (const Variant& var : bench::Variants()) {
            o->variants.push_back(&var);
        }
    }
    if (o->maxN > 0) {
        std::vector<int64_t> kept;
        for (const int64_t n : o->sizes) {
            if (n <= o->maxN) {
                kept.push_back(n);
            }
        }
        o->sizes = kept;
    }
    return !o->sizes.empty() && o->samples >= 0;
}

double Seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

// User + system CPU time of the whole process (every emulated core's worker thread included): a
// load-independent companion of the wall time on a shared machine.
double ProcessCpuSeconds()
{
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
           static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
}

void PrintJson(const Case& c, const char* variant, const Profile& p, const bench::ModelBounds& b, double wallS)
{
    const double t = p.taskDurationUs;
    const ascsim::SocProfile* soc = ascsim::FindSocProfile(c.soc);
    const bool mechanism = soc != nullptr && ascsim::EffectiveL2Model(*soc) == ascsim::SocProfile::L2Model::kMechanism;
    std::printf("{\"variant\":\"%s\",\"soc\":\"%s\",\"dtype\":\"%s\",\"n\":%lld,\"l2_model\":\"%s\","
                "\"task_duration_us\":%.3f,"
                "\"roofline_us\":%.3f,\"ratio\":%.4f,\"lower_bound_us\":%.3f,\"lower_bound_ratio\":%.4f,"
                "\"aiv_vec_time_us\":%.3f,\"aiv_mte2_time_us\":%.3f,\"aiv_mte3_time_us\":%.3f,\"block_dim\":%u,"
                "\"launches\":%d,\"sim_wall_s\":%.3f}\n",
                variant, c.soc.c_str(), bench::DTypeName(c.dtype), static_cast<long long>(c.n),
                mechanism ? "mechanism" : "fitted", t, b.rooflineUs, t > 0 ? b.rooflineUs / t : 0.0, b.lowerBoundUs,
                t > 0 ? b.lowerBoundUs / t : 0.0, p.aivVecTimeUs, p.aivMte2TimeUs, p.aivMte3TimeUs, p.blockDim,
                p.launches, wallS);
    std::fflush(stdout);
}

// The device buffers of one (dtype, n): allocated once, shared by every SoC and variant.
struct Buffers {
    std::vector<void*> blocks;
    ~Buffers()
    {
        for (void* b : blocks) {
            (void)aclrtFree(b);
        }
    }
    void* Alloc(size_t bytes)
    {
        void* p = nullptr;
        if (aclrtMalloc(&p, bytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
            return nullptr;
        }
        blocks.push_back(p);
        return p;
    }
};

struct SummaryRow {
    std::string soc;
    DType dtype;
    int64_t n;
    double rooflineUs;
    std::map<std::string, std::string> cells; // variant -> "task us (ratio)" or "FAILED"
};

void PrintSummary(const Options& o, const std::vector<SummaryRow>& rows)
{
    std::fprintf(stderr, "\nmodeled Task Duration in us (roofline / modeled), sum over launches:\n");
    std::fprintf(stderr, "%-12s %-9s %6s %12s", "soc", "dtype", "n", "roofline");
    for (const Variant* v : o.variants) {
        std::fprintf(stderr, " %22s", v->name);
    }
    std::fprintf(stderr, "\n");
    for (const SummaryRow& r : rows) {
        std::fprintf(stderr, "%-12s %-9s %6s %12.3f", r.soc.c_str(), bench::DTypeName(r.dtype), CountText(r.n).c_str(),
                     r.rooflineUs);
        for (const Variant* v : o.variants) {
            const auto it = r.cells.find(v->name);
            std::fprintf(stderr, " %22s", it == r.cells.end() ? "-" : it->second.c_str());
        }
        std::fprintf(stderr, "\n");
    }
}

} // namespace

int main(int argc, char** argv)
{
    Options opt;
    if (!Parse(argc, argv, &opt)) {
        return 2;
    }
    // The sanitizer does not change the model, only the emulation speed: off unless asked for.
    // "on" keeps a setting such as initcheck=fatal from the environment.
    const char* env = std::getenv("ASCEND_SIM_SANITIZER");
    const bool envOn = env != nullptr && std::string(env) != "0";
    if (opt.sanitizer == "off" || (opt.sanitizer.empty() && env == nullptr)) {
        setenv("ASCEND_SIM_SANITIZER", "0", 1);
    } else if (opt.sanitizer == "on" && !envOn) {
        setenv("ASCEND_SIM_SANITIZER", "1", 1);
    }
    aclrtStream stream = nullptr;
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS ||
        aclrtCreateStream(&stream) != ACL_SUCCESS) {
        std::fprintf(stderr, "ACL initialisation failed\n");
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    int failures = 0;
    std::vector<SummaryRow> rows;
    for (const int64_t n : opt.sizes) {
        for (const DType dtype : opt.dtypes) {
            Buffers buf;
            const size_t bytes = static_cast<size_t>(n) * bench::DTypeBytes(dtype);
            Case c;
            c.dtype = dtype;
            c.n = n;
            c.stream = stream;
            c.dy = buf.Alloc(bytes);
            c.x = buf.Alloc(bytes);
            c.dx = buf.Alloc(bytes);
            c.scratch = buf.Alloc(bytes);
            if (c.dy == nullptr || c.x == nullptr || c.dx == nullptr || c.scratch == nullptr) {
                std::fprintf(stderr,
                             "%s %s: device allocation of 4 x %zu bytes failed (raise ASCEND_SIM_DEVICE_MEMORY_MB)\n",
                             bench::DTypeName(dtype), CountText(n).c_str(), bytes);
                ++failures;
                continue;
            }
            const auto t0 = std::chrono::steady_clock::now();
            const std::string fillErr = bench::FillInputs(c);
            if (!fillErr.empty()) {
                std::fprintf(stderr, "%s\n", fillErr.c_str());
                ++failures;
                continue;
            }
            std::fprintf(stderr, "# n=%s %s: inputs generated and uploaded in %.2f s\n", CountText(n).c_str(),
                         bench::DTypeName(dtype), Seconds(t0));
            const std::vector<int64_t> samples = bench::SamplePositions(n, opt.samples);
            for (const std::string& soc : opt.socs) {
                // Read by the simulator per launch (and by the op's tiling through the platform).
                setenv("ASCEND_SIM_SOC", soc.c_str(), 1);
                c.soc = soc;
                const bench::ModelBounds bounds = bench::AsinGradModelBounds(*ascsim::FindSocProfile(soc), bytes);
                const double roofline = bounds.rooflineUs;
                SummaryRow row{soc, dtype, n, roofline, {}};
                for (const Variant* v : opt.variants) {
                    std::string err = bench::PoisonSamples(c, samples);
                    // Every variant starts from an empty L2 (sim/docs/timing_model.md §5.7): the model
                    // keeps L2 contents across launches, and a variant must not find dy and x resident
                    // because the one before it read them through L2. The chain's own launches do
                    // share L2 with each other, as they would on the device.
                    ascsim::kern::ResetL2Cache();
                    const double cpu0 = ProcessCpuSeconds();
                    const auto v0 = std::chrono::steady_clock::now();
                    Profile p = err.empty() ? v->run(c) : Profile::Fail(err);
                    const double wall = Seconds(v0);
                    const double cpu = ProcessCpuSeconds() - cpu0;
                    if (p.ok && p.soc != soc) { // the simulator did not take the switch
                        p = Profile::Fail("modeled on SoC profile " + p.soc + ", not " + soc);
                    }
                    if (p.ok) {
                        err = bench::CheckSamples(c, samples);
                        p = err.empty() ? p : Profile::Fail("wrong results: " + err);
                    }
                    if (!p.ok) {
                        std::fprintf(stderr, "variant %s, %s %s n=%lld FAILED: %s\n", v->name, soc.c_str(),
                                     bench::DTypeName(dtype), static_cast<long long>(n), p.error.c_str());
                        row.cells[v->name] = "FAILED";
                        ++failures;
                        continue;
                    }
                    PrintJson(c, v->name, p, bounds, wall);
                    if (const char* d = std::getenv("ASIN_GRAD_BENCH_DIGEST"); d != nullptr && d[0] == '1') {
                        // Opt-in: a hash of every output byte on stderr, so emulator changes can be shown
                        // to leave the results bit-identical (the JSON carries only the modeled figures).
                        std::vector<uint8_t> host(bytes);
                        uint64_t h = 1469598103934665603ull; // FNV-1a 64
                        if (aclrtMemcpy(host.data(), bytes, c.dx, bytes, ACL_MEMCPY_DEVICE_TO_HOST) == ACL_SUCCESS) {
                            for (const uint8_t b : host) {
                                h = (h ^ b) * 1099511628211ull;
                            }
                        }
                        std::fprintf(stderr, "# cpu %s %s %s n=%lld %.3f s\n", v->name, soc.c_str(),
                                     bench::DTypeName(dtype), static_cast<long long>(n), cpu);
                        std::fprintf(stderr, "# digest %s %s %s n=%lld %016llx\n", v->name, soc.c_str(),
                                     bench::DTypeName(dtype), static_cast<long long>(n),
                                     static_cast<unsigned long long>(h));
                    }
                    char cell[64];
                    std::snprintf(cell, sizeof(cell), "%.3f (%.3f)", p.taskDurationUs, roofline / p.taskDurationUs);
                    row.cells[v->name] = cell;
                }
                rows.push_back(row);
            }
        }
    }
    PrintSummary(opt, rows);
    std::fprintf(stderr, "total %.1f s wall, %d failure(s)\n", Seconds(start), failures);
    (void)aclrtDestroyStream(stream);
    (void)aclrtResetDevice(0);
    (void)aclFinalize();
    return failures == 0 ? 0 : 1;
}
