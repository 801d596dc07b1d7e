/**
 * @file test_aclnn_asin_grad.cpp
 * @brief aclnnAsinGrad example: dx = dy / sqrt(1 - x^2) through the two-phase ACLNN API.
 *
 * Usage: test_aclnn_asin_grad [float32|float16|bfloat16]   (default float32)
 * Flow: aclInit -> aclrtSetDevice -> aclrtCreateStream -> aclrtMalloc/aclrtMemcpy ->
 * aclCreateTensor -> aclnnAsinGradGetWorkspaceSize -> aclrtMalloc(workspace) -> aclnnAsinGrad ->
 * aclrtSynchronizeStream -> aclrtMemcpy back -> check against a float64 host reference ->
 * release everything. Prints PASS (exit 0) or FAIL (exit 1).
 */
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn_asin_grad.h"

#define CHECK_RET(cond, return_expr) \
    do {                             \
        if (!(cond)) {               \
            return_expr;             \
        }                            \
    } while (0)

#define LOG_PRINT(message, ...)         \
    do {                                \
        printf(message, ##__VA_ARGS__); \
    } while (0)

namespace {

// ---- host-side element formats ------------------------------------------------------------
struct DtypeInfo {
    const char* name;
    aclDataType aclType;
    size_t bytes;
    double relTolerance; // the check below: |got - ref| <= tol * |ref| (+ tiny absolute slack)
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

// float -> IEEE half, round to nearest even (NaN, inf and subnormals handled).
uint16_t FloatToHalf(float f)
{
    const uint32_t x = FloatBits(f);
    const uint32_t sign = (x >> 16) & 0x8000u;
    const uint32_t absx = x & 0x7fffffffu;
    if (absx > 0x7f800000u) {
        return static_cast<uint16_t>(sign | 0x7e00u);
    }
    if (absx >= 0x477ff000u) { // rounds to >= 65520: overflow to inf
        return static_cast<uint16_t>(sign | 0x7c00u);
    }
    if (absx < 0x38800000u) {                               // below the smallest normal half: subnormal or zero
        const float scaled = BitsFloat(absx) * 16777216.0f; // * 2^24: exact, then RNE by the FPU
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
        const float v = static_cast<float>(mant) / 16777216.0f; // mant * 2^-24
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

std::vector<uint8_t> Encode(const std::vector<float>& values, const DtypeInfo& dt)
{
    std::vector<uint8_t> bytes(values.size() * dt.bytes);
    for (size_t i = 0; i < values.size(); ++i) {
        if (dt.aclType == ACL_FLOAT) {
            std::memcpy(&bytes[i * 4], &values[i], 4);
        } else {
            const uint16_t v = dt.aclType == ACL_FLOAT16 ? FloatToHalf(values[i]) : FloatToBf16(values[i]);
            std::memcpy(&bytes[i * 2], &v, 2);
        }
    }
    return bytes;
}

std::vector<float> Decode(const std::vector<uint8_t>& bytes, const DtypeInfo& dt)
{
    std::vector<float> values(bytes.size() / dt.bytes);
    for (size_t i = 0; i < values.size(); ++i) {
        if (dt.aclType == ACL_FLOAT) {
            std::memcpy(&values[i], &bytes[i * 4], 4);
        } else {
            uint16_t v;
            std::memcpy(&v, &bytes[i * 2], 2);
            values[i] = dt.aclType == ACL_FLOAT16 ? HalfToFloat(v) : Bf16ToFloat(v);
        }
    }
    return values;
}

// ---- the reference: PyTorch's asin backward, dy * rsqrt(1 - x^2), in float64 -----------------
double Reference(double dy, double x)
{
    const double d = (1.0 - x) * (1.0 + x);
    if (std::isnan(d) || d < 0.0) {
        return std::nan("");
    }
    if (d == 0.0) {
        return dy * INFINITY; // +-inf, NaN for dy = 0
    }
    return dy / std::sqrt(d);
}

bool Matches(float got, double ref, double tol)
{
    if (std::isnan(ref)) {
        return std::isnan(got);
    }
    if (std::isinf(ref)) {
        return std::isinf(got) && (got > 0) == (ref > 0);
    }
    return std::fabs(static_cast<double>(got) - ref) <= tol * std::fabs(ref) + 1e-30;
}

// aclGetRecentErrMsg returns nullptr when there is no message.
const char* RecentError()
{
    const char* msg = aclGetRecentErrMsg();
    return msg != nullptr ? msg : "";
}

int64_t GetShapeSize(const std::vector<int64_t>& shape)
{
    int64_t n = 1;
    for (int64_t d : shape) {
        n *= d;
    }
    return n;
}

int Init(int32_t deviceId, aclrtStream* stream)
{
    auto ret = aclInit(nullptr);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclInit failed. ERROR: %d\n", ret); return ret);
    ret = aclrtSetDevice(deviceId);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSetDevice failed. ERROR: %d\n", ret); return ret);
    ret = aclrtCreateStream(stream);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtCreateStream failed. ERROR: %d\n", ret); return ret);
    return 0;
}

int CreateAclTensor(const std::vector<uint8_t>& hostData, const std::vector<int64_t>& shape, void** deviceAddr,
                    aclDataType dataType, aclTensor** tensor)
{
    const size_t size = hostData.size();
    auto ret = aclrtMalloc(deviceAddr, size, ACL_MEM_MALLOC_HUGE_FIRST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMalloc failed. ERROR: %d\n", ret); return ret);
    ret = aclrtMemcpy(*deviceAddr, size, hostData.data(), size, ACL_MEMCPY_HOST_TO_DEVICE);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtMemcpy failed. ERROR: %d\n", ret); return ret);
    std::vector<int64_t> strides(shape.size(), 1);
    for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; i--) {
        strides[i] = shape[i + 1] * strides[i + 1];
    }
    *tensor = aclCreateTensor(shape.data(), shape.size(), dataType, strides.data(), 0, aclFormat::ACL_FORMAT_ND,
                              shape.data(), shape.size(), *deviceAddr);
    CHECK_RET(*tensor != nullptr, LOG_PRINT("aclCreateTensor failed\n"); return -1);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    const DtypeInfo dtypes[] = {
        {"float32", ACL_FLOAT, 4, 1e-5},
        {"float16", ACL_FLOAT16, 2, 1e-3},
        {"bfloat16", ACL_BF16, 2, 4e-3},
    };
    const std::string wanted = argc > 1 ? argv[1] : "float32";
    const DtypeInfo* dt = nullptr;
    for (const auto& d : dtypes) {
        if (wanted == d.name) {
            dt = &d;
        }
    }
    if (dt == nullptr) {
        LOG_PRINT("usage: %s [float32|float16|bfloat16]\n", argv[0]);
        return 1;
    }

    // 1. Runtime: device and stream.
    int32_t deviceId = 0;
    aclrtStream stream = nullptr;
    auto ret = Init(deviceId, &stream);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("Init acl failed. ERROR: %d\n", ret); return 1);

    // 2. Inputs: x sweeps (-1, 1) and hits the special values, dy varies in sign and size.
    const std::vector<int64_t> shape = {4, 37};
    const int64_t n = GetShapeSize(shape);
    std::vector<float> dyHost(n);
    std::vector<float> xHost(n);
    for (int64_t i = 0; i < n; ++i) {
        xHost[i] = static_cast<float>(-0.995 + 1.99 * static_cast<double>(i) / static_cast<double>(n - 1));
        dyHost[i] = static_cast<float>((i % 7) - 3) * 0.37f + 0.05f;
    }
    xHost[0] = 1.0f;  // -> +-inf
    xHost[1] = -1.0f; // -> +-inf
    xHost[2] = 1.5f;  // -> NaN
    dyHost[3] = 0.0f; // -> 0
    // Round the inputs to the element type first so the reference sees what the kernel sees.
    dyHost = Decode(Encode(dyHost, *dt), *dt);
    xHost = Decode(Encode(xHost, *dt), *dt);

    void* dyDev = nullptr;
    void* xDev = nullptr;
    void* dxDev = nullptr;
    aclTensor* dy = nullptr;
    aclTensor* x = nullptr;
    aclTensor* dx = nullptr;
    ret = CreateAclTensor(Encode(dyHost, *dt), shape, &dyDev, dt->aclType, &dy);
    CHECK_RET(ret == 0, return 1);
    ret = CreateAclTensor(Encode(xHost, *dt), shape, &xDev, dt->aclType, &x);
    CHECK_RET(ret == 0, return 1);
    ret = CreateAclTensor(std::vector<uint8_t>(n * dt->bytes, 0), shape, &dxDev, dt->aclType, &dx);
    CHECK_RET(ret == 0, return 1);

    // 3. Phase 1: workspace size and executor.
    uint64_t workspaceSize = 0;
    aclOpExecutor* executor = nullptr;
    ret = aclnnAsinGradGetWorkspaceSize(dy, x, dx, &workspaceSize, &executor);
    CHECK_RET(ret == ACL_SUCCESS,
              LOG_PRINT("aclnnAsinGradGetWorkspaceSize failed. ERROR: %d (%s)\n", ret, RecentError());
              return 1);
    void* workspaceAddr = nullptr;
    if (workspaceSize > 0) {
        ret = aclrtMalloc(&workspaceAddr, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
        CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("allocate workspace failed. ERROR: %d\n", ret); return 1);
    }

    // 4. Phase 2: launch, then wait for the stream.
    ret = aclnnAsinGrad(workspaceAddr, workspaceSize, executor, stream);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclnnAsinGrad failed. ERROR: %d (%s)\n", ret, RecentError()); return 1);
    ret = aclrtSynchronizeStream(stream);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("aclrtSynchronizeStream failed. ERROR: %d (%s)\n", ret, RecentError());
              return 1);

    // 5. Copy back and compare with the float64 reference.
    std::vector<uint8_t> dxBytes(n * dt->bytes);
    ret = aclrtMemcpy(dxBytes.data(), dxBytes.size(), dxDev, dxBytes.size(), ACL_MEMCPY_DEVICE_TO_HOST);
    CHECK_RET(ret == ACL_SUCCESS, LOG_PRINT("copy result from device to host failed. ERROR: %d\n", ret); return 1);
    const std::vector<float> dxHost = Decode(dxBytes, *dt);

    int64_t mismatches = 0;
    LOG_PRINT("aclnnAsinGrad (%s, shape [%lld, %lld], workspace %llu bytes)\n", dt->name,
              static_cast<long long>(shape[0]), static_cast<long long>(shape[1]),
              static_cast<unsigned long long>(workspaceSize));
    LOG_PRINT("%6s %14s %14s %16s %16s\n", "index", "dy", "x", "dx", "reference");
    for (int64_t i = 0; i < n; ++i) {
        const double ref = Reference(dyHost[i], xHost[i]);
        const bool ok = Matches(dxHost[i], ref, dt->relTolerance);
        mismatches += ok ? 0 : 1;
        if (i < 8 || !ok) {
            LOG_PRINT("%6lld %14.7g %14.7g %16.8g %16.8g%s\n", static_cast<long long>(i), dyHost[i], xHost[i],
                      dxHost[i], ref, ok ? "" : "  <-- mismatch");
        }
    }

    // 6. Release.
    aclDestroyTensor(dy);
    aclDestroyTensor(x);
    aclDestroyTensor(dx);
    aclrtFree(dyDev);
    aclrtFree(xDev);
    aclrtFree(dxDev);
    if (workspaceAddr != nullptr) {
        aclrtFree(workspaceAddr);
    }
    aclrtDestroyStream(stream);
    aclrtResetDevice(deviceId);
    aclFinalize();

    LOG_PRINT("%lld of %lld elements within tolerance %.0e: %s\n", static_cast<long long>(n - mismatches),
              static_cast<long long>(n), dt->relTolerance, mismatches == 0 ? "PASS" : "FAIL");
    return mismatches == 0 ? 0 : 1;
}
