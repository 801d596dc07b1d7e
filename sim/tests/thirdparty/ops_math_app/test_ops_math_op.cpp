/**
 * @file test_ops_math_op.cpp
 * @brief Accuracy run of an ops-math gradient operator of the form  out = s * g / sqrt(1 - v^2)
 *        (AsinGrad: z = dy / sqrt(1 - y^2); AcosGrad: x_grad = -y_grad / sqrt(1 - x^2)) through the
 *        aclnn API that opbuild generated for its custom package.
 *
 * Built by ops_math_app/CMakeLists.txt with OPS_MATH_OP_TYPE (AsinGrad), OPS_MATH_OP_TYPE_STR and
 * OPS_MATH_ACLNN_HEADER ("aclnn_asin_grad.h"); run by run_ops_math_op.sh.
 *
 * Usage: test_ops_math_op [--dtypes float32,float16,bfloat16] [--sizes 1,33,1000,65537,1000000] [--seed N]
 *
 * Per case (dtype x element count): random inputs in the op's domain (v uniform in (-1, 1), g
 * uniform in [-2, 2], both rounded to the element type first, |v| = 1 rejected), one two-phase
 * aclnn call (aclnn<Op>GetWorkspaceSize, aclnn<Op>), the result compared with a float64
 * reference. Printed: the maximum error in ulps of the element type (of the reference value) and
 * the number of elements beyond the tolerance below; a 64-element canary after the output must
 * survive. Exit 0 when every case has no mismatch.
 *
 * Tolerance (per element, from the kernels' own algorithm: op_kernel/arch35/<op>.h computes in
 * fp32  t = v*v;  t = -t;  w = t + 1;  s = Sqrt(w);  out = (sign * g) / s  (Muls by -1 exact);
 * fp16 / bf16 are cast to fp32 first and the result cast back with CAST_RINT):
 *  * float16 / bfloat16: v*v is exact in fp32 (2 x 11 or 2 x 8 significant bits), 1 - v*v exact
 *    or within 2^-24, Sqrt and Div within a few fp32 ulps: the fp32 result is within
 *    eps32 = 4 * 2^-23 relative; CAST_RINT adds 0.5 ulp. An ulp of the p-bit type is at least
 *    |out| * 2^-p, so the bound is 0.5 + eps32 * 2^p = 0.5 + 8 * 2^(p-24) ulp
 *    (float16: 0.5039, bfloat16: 0.5005).
 *  * float32: fl(v*v) is off by up to ulp(v*v)/2, and 1 - v*v cancels (exact subtraction when
 *    v*v >= 0.5, Sterbenz), so w = 1 - v^2 carries the relative error
 *    rho = (ulp(v*v)/2) / (1 - v^2) + 2^-24, which Sqrt halves; Sqrt and Div add at most 1 ulp
 *    each (relative 2^-23 through the divisor, 1 ulp of the result). Bound:
 *    tol = (rho/2 + 2^-22) * |ref| / ulp(ref) + 1 ulp. Near |v| = 1 this is hundreds of ulps:
 *    the algorithm's cancellation, not a fault (the float64 reference computes (1-v)(1+v), exact).
 */
#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "acl/acl.h"
#include OPS_MATH_ACLNN_HEADER

#define OPS_MATH_CAT2(a, b, c) a##b##c
#define OPS_MATH_CAT(a, b, c) OPS_MATH_CAT2(a, b, c)
#define ACLNN_GET_WORKSPACE OPS_MATH_CAT(aclnn, OPS_MATH_OP_TYPE, GetWorkspaceSize)
#define ACLNN_RUN OPS_MATH_CAT(aclnn, OPS_MATH_OP_TYPE, )

namespace {

// ---- the operators this application knows ----------------------------------------------------
struct OpSpec {
    const char* type;
    int domainInput; // the input v in (-1, 1) whose 1 - v^2 is taken; the other one is g
    double sign;     // out = sign * g / sqrt(1 - v^2)
    const char* formula;
};
// Formulas from the kernels: math/asin_grad/op_kernel/arch35/asin_grad.h (Compute: z = dy /
// sqrt(1 - y*y), inputs (y, dy)), experimental/math/acos_grad/op_kernel/arch35/acos_grad.h
// (Compute: x_grad = (-y_grad) / sqrt(1 - x*x), inputs (y_grad, x)).
const OpSpec kOps[] = {
    {"AsinGrad", 0, 1.0, "z = dy / sqrt(1 - y^2), inputs (y, dy)"},
    {"AcosGrad", 1, -1.0, "x_grad = -y_grad / sqrt(1 - x^2), inputs (y_grad, x)"},
};

// ---- element types ---------------------------------------------------------------------------
struct DtypeInfo {
    const char* name;
    aclDataType aclType;
    size_t bytes;
    int precision; // significand bits, the implicit one included
    int minExp;    // exponent of the smallest normal number
};
const DtypeInfo kDtypes[] = {
    {"float32", ACL_FLOAT, 4, 24, -126},
    {"float16", ACL_FLOAT16, 2, 11, -14},
    {"bfloat16", ACL_BF16, 2, 8, -126},
};

uint32_t FloatBits(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, sizeof(u));
    return u;
}

float BitsFloat(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, sizeof(f));
    return f;
}

// float -> IEEE half, round to nearest even.
uint16_t FloatToHalf(float f)
{
    const uint32_t x = FloatBits(f);
    const uint32_t sign = (x >> 16) & 0x8000u;
    const uint32_t absx = x & 0x7fffffffu;
    if (absx > 0x7f800000u) {
        return static_cast<uint16_t>(sign | 0x7e00u);
    }
    if (absx >= 0x477ff000u) {
        return static_cast<uint16_t>(sign | 0x7c00u);
    }
    if (absx < 0x38800000u) {
        const float scaled = BitsFloat(absx) * 16777216.0f;
        return static_cast<uint16_t>(sign | static_cast<uint32_t>(std::nearbyint(scaled)));
    }
    const uint32_t mant = absx & 0x7fffffu;
    uint32_t h = ((absx >> 23) - 112u) << 10 | (mant >> 13);
    const uint32_t rest = mant & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) {
        ++h;
    }
    return static_cast<uint16_t>(sign | h);
}

float HalfToFloat(uint16_t h)
{
    const uint32_t sign = (h & 0x8000u) << 16;
    const uint32_t exp = (h >> 10) & 0x1fu;
    const uint32_t mant = h & 0x3ffu;
    if (exp == 0) {
        const float v = static_cast<float>(mant) / 16777216.0f;
        return sign ? -v : v;
    }
    if (exp == 31) {
        return BitsFloat(sign | 0x7f800000u | (mant << 13));
    }
    return BitsFloat(sign | ((exp + 112u) << 23) | (mant << 13));
}

uint16_t FloatToBf16(float f)
{
    const uint32_t x = FloatBits(f);
    if ((x & 0x7fffffffu) > 0x7f800000u) {
        return static_cast<uint16_t>((x >> 16) | 0x40u);
    }
    const uint32_t rounded = x + 0x7fffu + ((x >> 16) & 1u);
    return static_cast<uint16_t>(rounded >> 16);
}

float Bf16ToFloat(uint16_t b) { return BitsFloat(static_cast<uint32_t>(b) << 16); }

void EncodeOne(float v, const DtypeInfo& dt, uint8_t* dst)
{
    if (dt.aclType == ACL_FLOAT) {
        std::memcpy(dst, &v, 4);
    } else {
        const uint16_t h = dt.aclType == ACL_FLOAT16 ? FloatToHalf(v) : FloatToBf16(v);
        std::memcpy(dst, &h, 2);
    }
}

float DecodeOne(const uint8_t* src, const DtypeInfo& dt)
{
    if (dt.aclType == ACL_FLOAT) {
        float v;
        std::memcpy(&v, src, 4);
        return v;
    }
    uint16_t h;
    std::memcpy(&h, src, 2);
    return dt.aclType == ACL_FLOAT16 ? HalfToFloat(h) : Bf16ToFloat(h);
}

float RoundTo(float v, const DtypeInfo& dt)
{
    uint8_t buf[4];
    EncodeOne(v, dt, buf);
    return DecodeOne(buf, dt);
}

// One ulp of the element type at the magnitude of v (subnormals included).
double UlpOf(double v, const DtypeInfo& dt)
{
    int e = v == 0.0 ? dt.minExp : std::ilogb(v);
    e = std::max(e, dt.minExp);
    return std::ldexp(1.0, e - dt.precision + 1);
}

const char* RecentError()
{
    const char* msg = aclGetRecentErrMsg();
    return msg != nullptr ? msg : "";
}

std::vector<std::string> Split(const std::string& s)
{
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, ',')) {
        if (!item.empty()) {
            out.push_back(item);
        }
    }
    return out;
}

constexpr int64_t kCanary = 64; // elements after the output that must stay untouched

struct DeviceTensor {
    void* dev = nullptr;
    aclTensor* tensor = nullptr;
};

bool MakeTensor(const std::vector<uint8_t>& host, int64_t n, const DtypeInfo& dt, DeviceTensor* t)
{
    const size_t size = host.size();
    if (aclrtMalloc(&t->dev, size, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(t->dev, size, host.data(), size, ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
        printf("aclrtMalloc/aclrtMemcpy of %zu bytes failed: %s\n", size, RecentError());
        return false;
    }
    const std::vector<int64_t> shape = {n};
    const std::vector<int64_t> strides = {1};
    t->tensor = aclCreateTensor(shape.data(), shape.size(), dt.aclType, strides.data(), 0, aclFormat::ACL_FORMAT_ND,
                                shape.data(), shape.size(), t->dev);
    return t->tensor != nullptr;
}

void Release(DeviceTensor* t)
{
    if (t->tensor != nullptr) {
        aclDestroyTensor(t->tensor);
    }
    if (t->dev != nullptr) {
        aclrtFree(t->dev);
    }
    *t = DeviceTensor{};
}

struct CaseResult {
    bool ran = false;
    double maxUlp = 0.0;
    double maxUlpV = 0.0;
    double maxUlpRef = 0.0;
    double maxTol = 0.0;
    int64_t mismatches = 0;
    int64_t firstMismatch = -1;
    bool canaryOk = true;
};

CaseResult RunCase(const OpSpec& op, const DtypeInfo& dt, int64_t n, uint64_t seed, aclrtStream stream)
{
    CaseResult r;
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> vDist(-1.0, 1.0);
    std::uniform_real_distribution<double> gDist(-2.0, 2.0);
    std::vector<float> v(n);
    std::vector<float> g(n);
    for (int64_t i = 0; i < n; ++i) {
        float x;
        do {
            x = RoundTo(static_cast<float>(vDist(rng)), dt);
        } while (!(std::fabs(x) < 1.0f));
        v[i] = x;
        g[i] = RoundTo(static_cast<float>(gDist(rng)), dt);
    }
    std::vector<uint8_t> vBytes(n * dt.bytes);
    std::vector<uint8_t> gBytes(n * dt.bytes);
    for (int64_t i = 0; i < n; ++i) {
        EncodeOne(v[i], dt, &vBytes[i * dt.bytes]);
        EncodeOne(g[i], dt, &gBytes[i * dt.bytes]);
    }
    // The output buffer is n + kCanary elements of a known pattern; the tensor covers n.
    std::vector<uint8_t> outInit((n + kCanary) * dt.bytes, 0xA5);

    DeviceTensor in0;
    DeviceTensor in1;
    DeviceTensor out;
    const bool ok = MakeTensor(op.domainInput == 0 ? vBytes : gBytes, n, dt, &in0) &&
                    MakeTensor(op.domainInput == 0 ? gBytes : vBytes, n, dt, &in1) && MakeTensor(outInit, n, dt, &out);
    void* workspace = nullptr;
    if (ok) {
        uint64_t workspaceSize = 0;
        aclOpExecutor* executor = nullptr;
        auto ret = ACLNN_GET_WORKSPACE(in0.tensor, in1.tensor, out.tensor, &workspaceSize, &executor);
        if (ret != ACL_SUCCESS) {
            printf("aclnn%sGetWorkspaceSize failed: %d (%s)\n", OPS_MATH_OP_TYPE_STR, static_cast<int>(ret),
                   RecentError());
        } else if (workspaceSize > 0 &&
                   aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
            printf("workspace allocation of %" PRIu64 " bytes failed\n", workspaceSize);
        } else if ((ret = ACLNN_RUN(workspace, workspaceSize, executor, stream)) != ACL_SUCCESS) {
            printf("aclnn%s failed: %d (%s)\n", OPS_MATH_OP_TYPE_STR, static_cast<int>(ret), RecentError());
        } else if ((ret = aclrtSynchronizeStream(stream)) != ACL_SUCCESS) {
            printf("aclrtSynchronizeStream failed: %d (%s)\n", static_cast<int>(ret), RecentError());
        } else {
            std::vector<uint8_t> outBytes(outInit.size());
            if (aclrtMemcpy(outBytes.data(), outBytes.size(), out.dev, outBytes.size(), ACL_MEMCPY_DEVICE_TO_HOST) !=
                ACL_SUCCESS) {
                printf("copy back failed: %s\n", RecentError());
            } else {
                r.ran = true;
                for (size_t b = static_cast<size_t>(n) * dt.bytes; b < outBytes.size(); ++b) {
                    r.canaryOk = r.canaryOk && outBytes[b] == 0xA5;
                }
                for (int64_t i = 0; i < n; ++i) {
                    const double vv = v[i];
                    const double ref = op.sign * static_cast<double>(g[i]) / std::sqrt((1.0 - vv) * (1.0 + vv));
                    const double got = DecodeOne(&outBytes[i * dt.bytes], dt);
                    const double ulp = UlpOf(ref, dt);
                    const double errUlp = std::isfinite(got) ? std::fabs(got - ref) / ulp : INFINITY;
                    double tol;
                    if (dt.aclType == ACL_FLOAT) {
                        const float t = static_cast<float>(vv * vv); // fl(v*v), as the kernel's Mul
                        const double rho = 0.5 * UlpOf(t, dt) / ((1.0 - vv) * (1.0 + vv)) + std::ldexp(1.0, -24);
                        tol = (rho / 2 + std::ldexp(1.0, -22)) * std::fabs(ref) / ulp + 1.0;
                    } else {
                        tol = 0.5 + 8.0 * std::ldexp(1.0, dt.precision - 24);
                    }
                    if (errUlp > r.maxUlp || (i == 0 && errUlp >= r.maxUlp)) {
                        r.maxUlp = errUlp;
                        r.maxUlpV = vv;
                        r.maxUlpRef = ref;
                        r.maxTol = tol;
                    }
                    if (!(errUlp <= tol)) {
                        if (r.mismatches < 5) {
                            printf("  mismatch at %" PRId64
                                   ": v=%.9g g=%.9g got=%.9g ref=%.12g (%.3f ulp > tol %.3f)\n",
                                   i, vv, static_cast<double>(g[i]), got, ref, errUlp, tol);
                        }
                        ++r.mismatches;
                    }
                }
            }
        }
    }
    if (workspace != nullptr) {
        aclrtFree(workspace);
    }
    Release(&in0);
    Release(&in1);
    Release(&out);
    return r;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> dtypeNames = {"float32", "float16", "bfloat16"};
    std::vector<int64_t> sizes = {1, 33, 1000, 65537, 1000000};
    uint64_t seed = 20260101;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const std::string next = i + 1 < argc ? argv[i + 1] : "";
        if (arg == "--dtypes" && !next.empty()) {
            dtypeNames = Split(next);
            ++i;
        } else if (arg == "--sizes" && !next.empty()) {
            sizes.clear();
            for (const auto& s : Split(next)) {
                sizes.push_back(std::strtoll(s.c_str(), nullptr, 10));
            }
            ++i;
        } else if (arg == "--seed" && !next.empty()) {
            seed = std::strtoull(next.c_str(), nullptr, 10);
            ++i;
        } else {
            printf("usage: %s [--dtypes float32,float16,bfloat16] [--sizes 1,33,...] [--seed N]\n", argv[0]);
            return 2;
        }
    }
    const OpSpec* op = nullptr;
    for (const auto& o : kOps) {
        if (std::strcmp(o.type, OPS_MATH_OP_TYPE_STR) == 0) {
            op = &o;
        }
    }
    if (op == nullptr) {
        printf("no reference for op type %s in this application\n", OPS_MATH_OP_TYPE_STR);
        return 2;
    }

    int32_t deviceId = 0;
    aclrtStream stream = nullptr;
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(deviceId) != ACL_SUCCESS ||
        aclrtCreateStream(&stream) != ACL_SUCCESS) {
        printf("acl init failed: %s\n", RecentError());
        return 1;
    }
    printf("aclnn%s: %s\n", op->type, op->formula);
    printf("%-9s %8s %12s %14s %14s %12s %10s %s\n", "dtype", "N", "max_ulp", "at_v", "ref", "tol_there", "mismatch",
           "canary");
    int failures = 0;
    for (const auto& name : dtypeNames) {
        const DtypeInfo* dt = nullptr;
        for (const auto& d : kDtypes) {
            if (name == d.name) {
                dt = &d;
            }
        }
        if (dt == nullptr) {
            printf("unknown dtype %s\n", name.c_str());
            ++failures;
            continue;
        }
        for (int64_t n : sizes) {
            const CaseResult r = RunCase(*op, *dt, n, seed + static_cast<uint64_t>(n), stream);
            if (!r.ran) {
                printf("%-9s %8" PRId64 " FAILED to run\n", dt->name, n);
                ++failures;
                continue;
            }
            printf("%-9s %8" PRId64 " %12.4f %14.9g %14.7g %12.4f %10" PRId64 " %s\n", dt->name, n, r.maxUlp, r.maxUlpV,
                   r.maxUlpRef, r.maxTol, r.mismatches, r.canaryOk ? "ok" : "OVERWRITTEN");
            fflush(stdout);
            failures += (r.mismatches != 0 || !r.canaryOk) ? 1 : 0;
        }
    }
    aclrtDestroyStream(stream);
    aclrtResetDevice(deviceId);
    aclFinalize();
    printf("%s\n", failures == 0 ? "PASS" : "FAIL");
    return failures == 0 ? 0 : 1;
}
