/**
 * @file fuzz_aclnn_asin_grad.cpp
 * @brief libFuzzer target: aclnnAsinGrad through the public API only (aclCreateTensor, the two
 *        aclnn phases, aclrt memory and streams). The input picks every aclCreateTensor argument of
 *        dy, x and dx, their memory (fitting, short, null, host, freed, interior, shared/aliased),
 *        the phase-1 out-pointers and a misuse between the phases. Oracle: return codes are the
 *        documented ones, accept/reject matches the documented constraints, a successful run gives
 *        the float64 reference in dx's view and leaves every other byte of every block untouched.
 *
 * Environment: FUZZ_SKIP=enum,extreme,nullexec,destroy,free,overlap,wsnull,alias1 leaves out a bug
 * class while triaging (the default exercises everything); FUZZ_VERBOSE=1 prints every case.
 */
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn_asin_grad.h"
#include "asin_grad_ref.h"

namespace {

using i128 = __int128;

constexpr size_t kMaxBlock = 64 * 1024;            // largest device/host block per tensor
constexpr int64_t kDimBudget = 4096;               // product of the ordinary (small) dims
constexpr i128 kMaxRunElems = 1 << 16;             // larger views: phase 1 only
constexpr uint64_t kMaxWorkspace = 16u << 20;      // larger workspaces: phase 1 only
constexpr i128 kSat = static_cast<i128>(1) << 100; // saturation of view arithmetic

// ---- options and bookkeeping -------------------------------------------------------------------
enum : unsigned {
    kSkipEnum = 1,
    kSkipExtreme = 2,
    kSkipNullExec = 4,
    kSkipDestroy = 8,
    kSkipFree = 16,
    kSkipOverlap = 32,
    kSkipWsNull = 64,
    kSkipAlias1 = 128
};
unsigned g_skip = 0;
bool g_verbose = false;
aclrtStream g_stream = nullptr;
std::map<std::string, std::map<int, uint64_t>> g_codes; // API -> return code -> count
std::string g_lastMsg;                                  // the latest aclGetRecentErrMsg text
struct Case;
Case* g_case = nullptr; // the execution in progress, described by a violation report
std::string Describe();

void TakeMsg()
{
    const char* msg = aclGetRecentErrMsg();
    g_lastMsg = msg != nullptr ? msg : "";
}

void PrintCodes()
{
    std::fprintf(stderr, "fuzz_aclnn_asin_grad return codes:");
    for (const auto& [api, codes] : g_codes) {
        for (const auto& [code, n] : codes) {
            std::fprintf(stderr, " %s=%d(x%llu)", api.c_str(), code, static_cast<unsigned long long>(n));
        }
    }
    std::fprintf(stderr, "\n");
}

[[noreturn]] __attribute__((format(printf, 1, 2))) void Violation(const char* fmt, ...)
{
    std::fprintf(stderr, "\n==== aclnnAsinGrad fuzz oracle violation ====\n");
    va_list args;
    va_start(args, fmt);
    std::vfprintf(stderr, fmt, args);
    va_end(args);
    const char* msg = aclGetRecentErrMsg();
    std::fprintf(stderr, "\naclGetRecentErrMsg: %s\nlast message taken: %s\ncase:\n%s\n",
                 msg != nullptr ? msg : "(none)", g_lastMsg.c_str(), g_case != nullptr ? Describe().c_str() : "");
    std::fflush(stderr);
    __builtin_trap();
}

// Documented codes: aclnn (ops-math aclnn_return_code.md) for the phases, runtime 507xxx for sync.
bool Allowed(const char* api, int rc)
{
    if (rc == 0) {
        return true;
    }
    const bool aclnn = rc == 161001 || rc == 161002 || rc == 361001 || (rc >= 561000 && rc <= 561999);
    if (std::strcmp(api, "sync") == 0) {
        return rc >= 507000 && rc <= 507999;
    }
    return aclnn;
}

int Record(const char* api, int rc)
{
    ++g_codes[api][rc];
    if (!Allowed(api, rc)) {
        Violation("%s returned %d, which is not a documented return code", api, rc);
    }
    return rc;
}

// A call on valid arguments (a live tensor, a live block, a prepared executor) must succeed.
void MustSucceed(const char* api, int rc)
{
    if (Record(api, rc) != 0) {
        Violation("%s failed with %d on valid arguments", api, rc);
    }
}

// ---- element formats and the reference (the shared float64 reference, tests/reference) ----------
struct Fmt {
    int bytes;
    asin_grad_ref::DType ref;
};
const Fmt* FmtOf(int32_t dt)
{
    static const Fmt kF32{4, asin_grad_ref::DType::kF32}, kF16{2, asin_grad_ref::DType::kF16},
        kBF16{2, asin_grad_ref::DType::kBF16};
    switch (dt) {
        case ACL_FLOAT:
            return &kF32;
        case ACL_FLOAT16:
            return &kF16;
        case ACL_BF16:
            return &kBF16;
        default:
            return nullptr;
    }
}

double Decode(uint32_t bits, int32_t dt) { return asin_grad_ref::Decode(bits, FmtOf(dt)->ref); }
// Round to nearest even in the format (overflow to inf, subnormals kept); NaN -> default NaN.
uint32_t Encode(double v, int32_t dt) { return asin_grad_ref::Encode(v, FmtOf(dt)->ref); }

// Monotonic key of a sign-magnitude encoding: adjacent representable values differ by 1.
int64_t Key(uint32_t bits, int32_t dt)
{
    const uint32_t signBit = FmtOf(dt)->bytes == 4 ? 0x80000000u : 0x8000u;
    const int64_t mag = bits & (signBit - 1);
    return (bits & signBit) ? -mag : mag;
}

using asin_grad_ref::Reference; // PyTorch's asin backward in float64, with its special values

// fp32: within 4 ulp of the correctly rounded result; fp16/bf16: within 1 ulp. Specials exact.
bool ElementOk(uint32_t got, double exact, int32_t dt)
{
    const double g = Decode(got, dt);
    if (std::isnan(exact) || std::isnan(g)) {
        return std::isnan(exact) && std::isnan(g);
    }
    if (std::isinf(exact) || exact == 0.0) {
        return g == exact && std::signbit(g) == std::signbit(exact);
    }
    if (g != 0.0 && std::signbit(g) != std::signbit(exact)) {
        return false;
    }
    const int64_t d = Key(got, dt) - Key(Encode(exact, dt), dt);
    return (d < 0 ? -d : d) <= (dt == ACL_FLOAT ? 4 : 1);
}

// ---- the case -----------------------------------------------------------------------------------
enum class Kind : uint8_t { kFit, kShort, kNull, kHost, kFreed, kInterior };
const char* KindName(Kind k)
{
    static const char* const kKinds[] = {"fit", "short", "null", "host", "freed", "interior"};
    return kKinds[static_cast<int>(k)];
}

struct Block {
    uintptr_t base = 0;
    size_t size = 0; // bytes asked for
    bool device = true;
    bool live = true;
    std::vector<uint8_t> image; // contents before the call
};

struct Spec {
    int32_t dtype = ACL_FLOAT;
    int32_t format = ACL_FORMAT_ND;
    std::vector<int64_t> dims, strides, storage;
    int64_t offset = 0;
    bool nullDims = false, nullStrides = false, nullStorage = false; // null array, non-zero count
    Kind kind = Kind::kFit;
    int owner = -1; // shares the block of tensor `owner` at `shift` bytes from its data
    int64_t shift = 0;
    int sameObject = -1; // the very aclTensor of tensor `sameObject`
    uint8_t valueMode = 0, slack = 0;
    // Derived.
    i128 numel = 0, lo = 0, hi = 0; // elements; lo/hi: extent relative to data (numel > 0)
    bool negDim = false;
    uintptr_t data = 0;
    aclTensor* tensor = nullptr;
    bool destroyed = false;
};

const char* kNames[3] = {"dy", "x", "dx"};

struct Case {
    Spec t[3];
    std::vector<Block> blocks;
    uint8_t apiMode = 0, misuse = 0, streamMode = 0;
    uint64_t ws = 0;
    int rc1 = -1, rc2 = -1, rcSync = -1;
    std::string expectWhy;
    int expect = 0; // 0 valid, 1 unsure, 2 invalid
};

std::string Dims(const std::vector<int64_t>& v, bool isNull)
{
    if (isNull) {
        return "null";
    }
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) {
        s += (i ? "," : "") + std::to_string(v[i]);
    }
    return s + "]";
}

std::string Describe()
{
    const Case& c = *g_case;
    char buf[512];
    std::string out;
    for (int i = 0; i < 3; ++i) {
        const Spec& s = c.t[i];
        const Block* b = nullptr;
        for (const Block& blk : c.blocks) {
            if (s.data >= blk.base && s.data < blk.base + blk.size) {
                b = &blk;
            }
        }
        std::snprintf(
            buf, sizeof(buf),
            "  %-2s dtype %d format %d dims %s strides %s offset %lld storage %s mem %s owner %d "
            "shift %lld sameObject %d block %s+%lld (%zu bytes%s)\n",
            kNames[i], s.dtype, s.format, Dims(s.dims, s.nullDims).c_str(), Dims(s.strides, s.nullStrides).c_str(),
            static_cast<long long>(s.offset), Dims(s.storage, s.nullStorage).c_str(), KindName(s.kind), s.owner,
            static_cast<long long>(s.shift), s.sameObject, b ? (b->device ? "dev" : "host") : "none",
            b ? static_cast<long long>(s.data - b->base) : 0LL, b ? b->size : 0, b && !b->live ? ", freed" : "");
        out += buf;
    }
    std::snprintf(buf, sizeof(buf), "  api %u misuse %u stream %u ws %llu rc1 %d rc2 %d sync %d expect %d (%s)",
                  c.apiMode, c.misuse, c.streamMode, static_cast<unsigned long long>(c.ws), c.rc1, c.rc2, c.rcSync,
                  c.expect, c.expectWhy.c_str());
    return out + buf;
}

// ---- generation -----------------------------------------------------------------------------------
int32_t EnumValue(FuzzedDataProvider& p, uint8_t k, const int32_t* raw, size_t n)
{
    int32_t v = k < 250 ? raw[k % n] : p.ConsumeIntegral<int32_t>();
    if ((g_skip & kSkipEnum) && (v < -64 || v > 63)) {
        v &= 63; // stays inside the enums' value range
    }
    return v;
}

int32_t PickDtype(FuzzedDataProvider& p)
{
    static const int32_t kFloat[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    static const int32_t kOther[] = {
        ACL_DT_UNDEFINED, ACL_INT8,        ACL_INT32,       ACL_UINT8,       ACL_INT16,
        ACL_UINT16,       ACL_UINT32,      ACL_INT64,       ACL_UINT64,      ACL_DOUBLE,
        ACL_BOOL,         ACL_STRING,      ACL_COMPLEX64,   ACL_COMPLEX128,  ACL_INT4,
        ACL_UINT1,        ACL_COMPLEX32,   ACL_HIFLOAT8,    ACL_FLOAT8_E5M2, ACL_FLOAT8_E4M3FN,
        ACL_FLOAT8_E8M0,  ACL_FLOAT6_E3M2, ACL_FLOAT6_E2M3, ACL_FLOAT4_E2M1, ACL_FLOAT4_E1M2};
    static const int32_t kRaw[] = {5, 14, 15, 26, 28, 42, 63, -2, -64, 64, -65, 1000, INT32_MAX, INT32_MIN};
    const uint8_t k = p.ConsumeIntegral<uint8_t>();
    if (k < 180) {
        return kFloat[k % 3];
    }
    if (k < 220) {
        return kOther[k % (sizeof(kOther) / sizeof(kOther[0]))];
    }
    return EnumValue(p, k, kRaw, sizeof(kRaw) / sizeof(kRaw[0]));
}

int32_t PickFormat(FuzzedDataProvider& p)
{
    static const int32_t kOther[] = {ACL_FORMAT_UNDEFINED,
                                     ACL_FORMAT_NCHW,
                                     ACL_FORMAT_NHWC,
                                     ACL_FORMAT_NC1HWC0,
                                     ACL_FORMAT_FRACTAL_Z,
                                     ACL_FORMAT_NC1HWC0_C04,
                                     ACL_FORMAT_HWCN,
                                     ACL_FORMAT_NDHWC,
                                     ACL_FORMAT_FRACTAL_NZ,
                                     ACL_FORMAT_NCDHW,
                                     ACL_FORMAT_NDC1HWC0,
                                     ACL_FRACTAL_Z_3D,
                                     ACL_FORMAT_NC,
                                     ACL_FORMAT_NCL,
                                     ACL_FORMAT_FRACTAL_NZ_C0_16,
                                     ACL_FORMAT_FRACTAL_NZ_C0_8};
    static const int32_t kRaw[] = {5, 31, 55, 63, -2, -64, 64, -65, 1000, INT32_MAX, INT32_MIN};
    const uint8_t k = p.ConsumeIntegral<uint8_t>();
    if (k < 215) {
        return ACL_FORMAT_ND;
    }
    if (k < 240) {
        return kOther[k % (sizeof(kOther) / sizeof(kOther[0]))];
    }
    return EnumValue(p, k, kRaw, sizeof(kRaw) / sizeof(kRaw[0]));
}

int64_t PickExtreme(FuzzedDataProvider& p, uint8_t k)
{
    static const int64_t kExtreme[] = {INT64_C(1) << 31, INT64_C(1) << 32,       INT64_C(1) << 62,   INT64_MAX, -1,
                                       INT64_MIN,        (INT64_C(1) << 31) - 1, -(INT64_C(1) << 62)};
    return k < 252 ? kExtreme[k % 8] : p.ConsumeIntegral<int64_t>();
}

int64_t PickDim(FuzzedDataProvider& p, int64_t* budget)
{
    static const int64_t kSmall[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 0, 1};
    const uint8_t k = p.ConsumeIntegral<uint8_t>();
    if (k >= 240 && !(g_skip & kSkipExtreme)) {
        return PickExtreme(p, k);
    }
    int64_t d = kSmall[k % 16];
    if (d > *budget) {
        d = 1;
    }
    if (d > 1) {
        *budget /= d;
    }
    return d;
}

std::vector<int64_t> PickShape(FuzzedDataProvider& p)
{
    const uint8_t r = p.ConsumeIntegral<uint8_t>();
    const size_t rank = r < 240 ? r % 5 : r % 11;
    int64_t budget = kDimBudget;
    std::vector<int64_t> dims;
    for (size_t i = 0; i < rank; ++i) {
        dims.push_back(PickDim(p, &budget));
    }
    return dims;
}

// Usually the same shape; sometimes one dim changed, a dim added or dropped.
std::vector<int64_t> MaybeMutate(FuzzedDataProvider& p, std::vector<int64_t> dims)
{
    const uint8_t m = p.ConsumeIntegral<uint8_t>();
    if (m < 235) {
        return dims;
    }
    if (m % 3 == 0 && !dims.empty()) {
        dims[m % dims.size()] = dims[m % dims.size()] == m % 10 ? 1 + m % 9 : m % 10;
    } else if (m % 3 == 1) {
        dims.push_back(1 + m % 2);
    } else if (!dims.empty()) {
        dims.pop_back();
    }
    return dims;
}

i128 Sat(i128 v) { return v > kSat ? kSat : v < -kSat ? -kSat : v; }
i128 SatMul(i128 a, i128 b)
{
    i128 r;
    return __builtin_mul_overflow(a, b, &r) ? ((a < 0) != (b < 0) ? -kSat : kSat) : Sat(r);
}
int64_t ToI64(i128 v) { return v > INT64_MAX ? INT64_MAX : v < INT64_MIN ? INT64_MIN : static_cast<int64_t>(v); }

std::vector<int64_t> RowMajor(const std::vector<int64_t>& dims, const std::vector<size_t>& order)
{
    std::vector<int64_t> strides(dims.size(), 1);
    i128 s = 1;
    for (size_t j = order.size(); j-- > 0;) {
        strides[order[j]] = ToI64(s);
        s = SatMul(s, std::max<int64_t>(dims[order[j]], 1));
    }
    return strides;
}

void PickLayout(FuzzedDataProvider& p, Spec& s)
{
    const size_t rank = s.dims.size();
    std::vector<size_t> order(rank);
    for (size_t i = 0; i < rank; ++i) {
        order[i] = i;
    }
    s.strides = RowMajor(s.dims, order);
    i128 offset = 0;
    const uint8_t mode = p.ConsumeIntegral<uint8_t>();
    if (mode < 130) {
        // contiguous
    } else if (mode < 150) { // transposed: a rotation or the reverse of the dim order
        if (mode & 1) {
            std::reverse(order.begin(), order.end());
        } else if (rank > 1) {
            std::rotate(order.begin(), order.begin() + 1, order.end());
        }
        s.strides = RowMajor(s.dims, order);
    } else if (mode < 165) { // padded rows or every other element
        std::vector<int64_t> padded = s.dims;
        if (!padded.empty()) {
            padded.back() = ToI64(static_cast<i128>(padded.back()) + 1 + mode % 3);
        }
        s.strides = RowMajor(padded, order);
        if (mode & 1) {
            for (auto& st : s.strides) {
                st = ToI64(SatMul(st, 2));
            }
        }
    } else if (mode < 180) { // broadcast: stride 0 on the dims the next byte selects
        const uint8_t mask = p.ConsumeIntegral<uint8_t>();
        for (size_t i = 0; i < rank; ++i) {
            if (mask & (1u << (i % 8))) {
                s.strides[i] = 0;
            }
        }
    } else if (mode < 192) { // negative strides, offset so the view starts at the data
        const uint8_t mask = p.ConsumeIntegral<uint8_t>();
        for (size_t i = 0; i < rank; ++i) {
            if (mask & (1u << (i % 8))) {
                offset += SatMul(std::max<i128>(static_cast<i128>(s.dims[i]) - 1, 0), s.strides[i]);
                s.strides[i] = -s.strides[i];
            }
        }
    } else if (mode < 205) {
        for (auto& st : s.strides) {
            st = p.ConsumeIntegralInRange<int64_t>(-4, 12);
        }
    } else if (!(g_skip & kSkipExtreme)) {
        if (mode < 230 && rank > 0) {
            s.strides[mode % rank] = PickExtreme(p, p.ConsumeIntegral<uint8_t>());
        } else {
            for (auto& st : s.strides) {
                st = p.ConsumeIntegral<int64_t>();
            }
        }
    }
    const uint8_t o = p.ConsumeIntegral<uint8_t>();
    if (o >= 200 && o < 245) {
        offset += o % 37;
    } else if (o >= 245) {
        offset = (g_skip & kSkipExtreme) ? offset + 1 : PickExtreme(p, o);
    }
    s.offset = ToI64(offset);
}

void ComputeExtent(Spec& s)
{
    s.numel = 1;
    s.negDim = false;
    for (int64_t d : s.dims) {
        s.negDim |= d < 0;
        s.numel = SatMul(s.numel, d);
    }
    if (s.negDim) {
        s.numel = -1;
    }
    s.lo = s.hi = s.offset;
    for (size_t i = 0; i < s.dims.size() && s.numel > 0; ++i) {
        const i128 span = SatMul(static_cast<i128>(s.dims[i]) - 1, s.strides[i]);
        (span < 0 ? s.lo : s.hi) += span;
    }
}

size_t ElemBytes(int32_t dt)
{
    switch (dt) {
        case ACL_FLOAT16:
        case ACL_BF16:
        case ACL_INT16:
        case ACL_UINT16:
            return 2;
        case ACL_FLOAT:
        case ACL_INT32:
        case ACL_UINT32:
        case ACL_COMPLEX32:
            return 4;
        case ACL_INT64:
        case ACL_UINT64:
        case ACL_DOUBLE:
        case ACL_COMPLEX64:
            return 8;
        case ACL_COMPLEX128:
            return 16;
        default:
            return 1;
    }
}

void PickStorage(FuzzedDataProvider& p, Spec& s)
{
    const uint8_t k = p.ConsumeIntegral<uint8_t>();
    if (k < 200) {
        s.storage = {s.numel > 0 ? ToI64(s.hi + 1) : 0};
    } else if (k < 215) {
        s.storage = s.dims;
    } else if (k < 225) {
        s.storage.clear();
    } else if (k < 240) {
        s.storage.assign(1 + k % 3, 0);
        for (auto& d : s.storage) {
            d = p.ConsumeIntegralInRange<int64_t>(0, 9);
        }
    } else if (k < 248) {
        s.storage = {-1 - k % 2};
    } else {
        s.storage = {1};
        s.nullStorage = true;
    }
}

// One element value for dy or x: uniform, around +-1, special, raw bits, or a mix (mode % 5).
uint32_t PickValue(uint64_t& rng, int32_t dt, uint8_t mode, bool isX)
{
    auto next = [&rng]() {
        uint64_t z = (rng += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    };
    const double u = static_cast<double>(next() >> 11) * 0x1.0p-53;
    const uint64_t r = next();
    int m = mode % 5;
    if (m == 4) {
        m = static_cast<int>(r % 4);
    }
    switch (m) {
        case 0:
            if (isX) {
                return Encode(2.0 * u - 1.0, dt);
            }
            return Encode((r & 1 ? -1.0 : 1.0) * std::ldexp(1.0 + u, static_cast<int>(r >> 8) % 41 - 20), dt);
        case 1: { // around +-1: within a few ulp, exactly, or just beyond
            const uint32_t one = Encode(1.0, dt);
            const int delta = static_cast<int>((r >> 4) % 9) - 4;
            const uint32_t bits = static_cast<uint32_t>(static_cast<int64_t>(one) + delta);
            return (r & 1) ? (bits | (FmtOf(dt)->bytes == 4 ? 0x80000000u : 0x8000u)) : bits;
        }
        case 2: {
            static const double kSpecial[] = {0.0,  -0.0, 1.0,   -1.0,   INFINITY, -INFINITY, NAN,
                                              0.5,  -0.5, 1e-45, -1e-45, 6e-8,     1e-40,     65504.0,
                                              3e38, 1.5,  1e-30, -2.0,   0.999,    -0.9999};
            return Encode(kSpecial[r % (sizeof(kSpecial) / sizeof(kSpecial[0]))], dt);
        }
        default:
            return FmtOf(dt)->bytes == 4 ? static_cast<uint32_t>(r) : static_cast<uint32_t>(r & 0xffff);
    }
}

// Byte offsets (from data) of the view's elements, row-major. Only for small, non-negative views.
std::vector<int64_t> ElementOffsets(const Spec& s)
{
    std::vector<int64_t> out;
    const size_t rank = s.dims.size();
    std::vector<int64_t> idx(rank, 0);
    const int64_t n = static_cast<int64_t>(s.numel);
    const int64_t eb = static_cast<int64_t>(ElemBytes(s.dtype));
    out.reserve(static_cast<size_t>(n));
    int64_t off = s.offset;
    for (int64_t k = 0; k < n; ++k) {
        out.push_back(off * eb);
        for (size_t d = rank; d-- > 0;) {
            if (++idx[d] < s.dims[d]) {
                off += s.strides[d];
                break;
            }
            off -= (s.dims[d] - 1) * s.strides[d];
            idx[d] = 0;
        }
    }
    return out;
}

bool Enumerable(const Spec& s)
{
    return s.numel > 0 && s.numel <= kMaxRunElems && s.lo >= 0 && s.hi < (static_cast<i128>(1) << 58);
}

// The live or freed block holding [addr, addr + len), or nullptr.
Block* Holding(Case& c, uintptr_t addr, i128 len)
{
    for (Block& b : c.blocks) {
        if (addr >= b.base && addr < b.base + b.size) {
            return static_cast<i128>(addr - b.base) + len <= static_cast<i128>(b.size) ? &b : nullptr;
        }
    }
    return nullptr;
}

__attribute__((no_sanitize("enum"))) aclTensor* CreateTensor(const Spec& s)
{
    // The raw ints go through the enum parameters as a caller with a bad value would pass them.
    aclDataType dt;
    aclFormat fmt;
    std::memcpy(&dt, &s.dtype, sizeof(dt));
    std::memcpy(&fmt, &s.format, sizeof(fmt));
    return aclCreateTensor(
        s.nullDims ? nullptr : s.dims.data(), s.dims.size(), dt, s.nullStrides ? nullptr : s.strides.data(), s.offset,
        fmt, s.nullStorage ? nullptr : s.storage.data(), s.storage.size(), reinterpret_cast<void*>(s.data));
}

// Element bits from the images before the call (now == nullptr) or from the read-back; false
// when a byte is outside every block (e.g. in an allocation's 32-byte rounding).
bool ReadElem(const Case& c, uintptr_t addr, size_t eb, const std::vector<std::vector<uint8_t>>* now, uint32_t* v)
{
    *v = 0;
    for (size_t i = 0; i < eb; ++i) {
        bool known = false;
        for (size_t bi = 0; bi < c.blocks.size() && !known; ++bi) {
            const Block& b = c.blocks[bi];
            if (addr + i >= b.base && addr + i < b.base + b.size && (now == nullptr || b.live)) {
                *v |= static_cast<uint32_t>(now ? (*now)[bi][addr + i - b.base] : b.image[addr + i - b.base])
                      << (8 * i);
                known = true;
            }
        }
        if (!known) {
            return false;
        }
    }
    return true;
}

void Upload(Block& b)
{
    if (b.device) {
        if (aclrtMemcpy(reinterpret_cast<void*>(b.base), b.size, b.image.data(), b.size, ACL_MEMCPY_HOST_TO_DEVICE) !=
            ACL_SUCCESS) {
            Violation("aclrtMemcpy to a live device block of %zu bytes failed", b.size);
        }
    } else {
        std::memcpy(reinterpret_cast<void*>(b.base), b.image.data(), b.size);
    }
}

std::vector<std::vector<uint8_t>> ReadBack(const Case& c)
{
    std::vector<std::vector<uint8_t>> now(c.blocks.size());
    for (size_t i = 0; i < c.blocks.size(); ++i) {
        const Block& b = c.blocks[i];
        if (!b.live) {
            continue;
        }
        now[i].resize(b.size);
        if (!b.device) {
            std::memcpy(now[i].data(), reinterpret_cast<void*>(b.base), b.size);
        } else if (aclrtMemcpy(now[i].data(), b.size, reinterpret_cast<void*>(b.base), b.size,
                               ACL_MEMCPY_DEVICE_TO_HOST) != ACL_SUCCESS) {
            Violation("aclrtMemcpy from a live device block of %zu bytes failed", b.size);
        }
    }
    return now;
}

// After a run: dx's view holds the reference, every other byte of every live block is as before.
// ran == false: nothing may have changed at all.
void CheckMemory(Case& c, bool ran)
{
    const auto now = ReadBack(c);
    std::map<uintptr_t, std::vector<size_t>> dxElems; // element address -> row-major indices
    const Spec& dx = c.t[2];
    const size_t eb = ElemBytes(dx.dtype);
    if (ran && Enumerable(dx)) {
        const auto offs = ElementOffsets(dx);
        for (size_t i = 0; i < offs.size(); ++i) {
            dxElems[dx.data + static_cast<uintptr_t>(offs[i])].push_back(i);
        }
    }
    std::vector<std::vector<bool>> written(c.blocks.size());
    for (size_t bi = 0; bi < c.blocks.size(); ++bi) {
        written[bi].assign(c.blocks[bi].size, false);
    }
    if (ran) {
        const auto offDy = ElementOffsets(c.t[0]);
        const auto offX = ElementOffsets(c.t[1]);
        for (const auto& [addr, idx] : dxElems) {
            uint32_t got = 0;
            bool ok = false, known = ReadElem(c, addr, eb, &now, &got);
            double exact = 0, dyv = 0, xv = 0;
            for (size_t i : idx) { // a self-overlapping dx may hold any of its elements' results
                uint32_t dyBits = 0, xBits = 0;
                known = known && ReadElem(c, c.t[0].data + static_cast<uintptr_t>(offDy[i]), eb, nullptr, &dyBits) &&
                        ReadElem(c, c.t[1].data + static_cast<uintptr_t>(offX[i]), eb, nullptr, &xBits);
                dyv = Decode(dyBits, dx.dtype);
                xv = Decode(xBits, dx.dtype);
                exact = Reference(dyv, xv);
                ok |= ElementOk(got, exact, dx.dtype);
            }
            if (known && !ok) {
                Violation("dx element %zu (dtype %d): dy %.9g x %.9g -> got %.9g (bits 0x%x), expected %.9g "
                          "(correctly rounded bits 0x%x)",
                          idx.back(), dx.dtype, dyv, xv, Decode(got, dx.dtype), got, exact,
                          std::isnan(exact) ? 0u : Encode(exact, dx.dtype));
            }
            for (size_t bi = 0; bi < c.blocks.size(); ++bi) {
                const Block& b = c.blocks[bi];
                for (size_t k = 0; k < eb; ++k) {
                    if (addr + k >= b.base && addr + k < b.base + b.size) {
                        written[bi][addr + k - b.base] = true;
                    }
                }
            }
        }
    }
    for (size_t bi = 0; bi < c.blocks.size(); ++bi) {
        const Block& b = c.blocks[bi];
        if (!b.live) {
            continue;
        }
        for (size_t k = 0; k < b.size; ++k) {
            if (!written[bi][k] && now[bi][k] != b.image[k]) {
                Violation("%s block %zu (%zu bytes) byte %zu changed from 0x%02x to 0x%02x outside dx's view%s",
                          b.device ? "device" : "host", bi, b.size, k, b.image[k], now[bi][k],
                          ran ? "" : " (no successful launch)");
            }
        }
    }
}

// ---- expectations --------------------------------------------------------------------------------
struct Verdict {
    int level = 0; // 0 valid, 1 unsure, 2 invalid
    std::string why;
    void Add(int l, const std::string& w)
    {
        if (l > level) {
            level = l;
            why = w;
        } else if (l == level && l > 0 && why.size() < 300) {
            why += "; " + w;
        }
    }
};

bool IsContiguous(const Spec& s)
{
    i128 expected = 1;
    for (size_t i = s.dims.size(); i-- > 0;) {
        if (s.dims[i] != 1 && s.strides[i] != expected) {
            return false;
        }
        expected = SatMul(expected, s.dims[i]);
    }
    return true;
}

// Sorted by |stride|, each dim of size > 1 steps over the extent of the smaller ones: the view's
// elements are then disjoint (a sufficient test; an implementation may reject the rest).
bool StridesProveDisjoint(const Spec& s)
{
    std::vector<std::pair<i128, i128>> dims;
    for (size_t i = 0; i < s.dims.size(); ++i) {
        if (s.dims[i] > 1) {
            dims.emplace_back(s.strides[i] < 0 ? -static_cast<i128>(s.strides[i]) : s.strides[i], s.dims[i]);
        }
    }
    std::sort(dims.begin(), dims.end());
    i128 extent = 0;
    for (const auto& [stride, size] : dims) {
        if (stride <= extent) {
            return false;
        }
        extent = Sat(extent + SatMul(size - 1, stride));
    }
    return true;
}

void CheckMemoryOf(Case& c, int i, Verdict& v)
{
    const Spec& s = c.t[i];
    const std::string n = kNames[i];
    const size_t eb = ElemBytes(s.dtype);
    i128 storage = 1;
    for (int64_t d : s.storage) {
        storage = SatMul(storage, d);
    }
    if (s.offset < 0 || storage < 0) {
        v.Add(1, n + " has a negative offset or storage dim");
    }
    if (s.numel == 0) {
        if (s.data != 0 &&
            (Holding(c, s.data, 0) == nullptr || !Holding(c, s.data, 0)->live || !Holding(c, s.data, 0)->device)) {
            v.Add(1, n + " is empty but points at non-device memory");
        }
        return;
    }
    if (s.numel < 0 || s.lo < 0 || s.hi >= kSat) {
        v.Add(2, n + " has a negative dim or an extent before its data/out of range");
        return;
    }
    if (static_cast<i128>(eb) * s.numel > INT64_MAX) {
        v.Add(2, n + " has more bytes than int64 can count");
        return;
    }
    if (s.numel > (static_cast<i128>(1) << 31)) {
        v.Add(1, n + " has more than 2^31 elements");
    }
    if (s.data == 0) {
        v.Add(2, n + " is non-empty with a null address");
        return;
    }
    // What is accessed is [data + lo*eb, data + (hi+1)*eb): the data pointer itself may lie outside.
    const i128 first = static_cast<i128>(s.data) + s.lo * static_cast<i128>(eb);
    const i128 end = static_cast<i128>(s.data) + (s.hi + 1) * static_cast<i128>(eb);
    Block* b = nullptr; // device blocks are usable up to their size rounded to 32 bytes
    for (Block& blk : c.blocks) {
        const i128 limit = static_cast<i128>(blk.base) + (blk.device ? (blk.size + 31) / 32 * 32 : blk.size);
        if (first >= static_cast<i128>(blk.base) && first < limit) {
            b = &blk;
        }
    }
    if (b == nullptr || !b->live || !b->device) {
        v.Add(2, n + "'s view does not start in a live device block");
        return;
    }
    if (end > static_cast<i128>(b->base + (b->size + 31) / 32 * 32)) {
        v.Add(2, n + "'s view ends beyond its device block");
    } else if (end > static_cast<i128>(b->base + b->size)) {
        v.Add(1, n + "'s view ends in the block's 32-byte rounding");
    }
    if ((first - static_cast<i128>(b->base)) % static_cast<i128>(eb) != 0) {
        v.Add(1, n + " is not element-aligned");
    }
    for (int64_t st : s.strides) {
        if (st < 0) {
            v.Add(1, n + " has a negative stride");
        }
    }
    if (storage < s.hi + 1) {
        v.Add(1, n + "'s storage dims do not cover the view");
    }
}

Verdict Expect(Case& c, bool created[3])
{
    Verdict v;
    for (int i = 0; i < 3; ++i) {
        if (!created[i]) {
            v.Add(2, std::string(kNames[i]) + " is a null aclTensor (creation failed)");
        }
    }
    if (c.apiMode >= 245) {
        v.Add(2, "workspaceSize or executor out-pointer is null");
    }
    for (const Spec& s : c.t) {
        if (s.nullDims || s.nullStrides || s.nullStorage) {
            v.Add(1, "an aclCreateTensor array argument is null");
        }
    }
    const Spec &dy = c.t[0], &x = c.t[1], &dx = c.t[2];
    if (FmtOf(dy.dtype) == nullptr || x.dtype != dy.dtype || dx.dtype != dy.dtype) {
        v.Add(2, "dtypes are not one of FLOAT/FLOAT16/BFLOAT16 for all three");
    }
    for (int i = 0; i < 3; ++i) {
        if (c.t[i].format != ACL_FORMAT_ND) {
            v.Add(2, std::string(kNames[i]) + " format is not ND");
        }
        if (c.t[i].dims.size() > 8) {
            v.Add(2, std::string(kNames[i]) + " has more than 8 dims");
        }
    }
    if (x.dims != dy.dims || dx.dims != dy.dims) {
        v.Add(2, "shapes differ");
    }
    if (v.level == 2) {
        return v;
    }
    for (int i = 0; i < 3; ++i) {
        CheckMemoryOf(c, i, v);
    }
    if (v.level == 2 || dx.numel == 0) {
        return v;
    }
    // dx against the inputs: the same elements (in place) or disjoint bytes.
    if (!Enumerable(dx) || !Enumerable(dy) || !Enumerable(x)) {
        v.Add(1, "views too large to compare element by element");
        return v;
    }
    const int64_t eb = static_cast<int64_t>(ElemBytes(dx.dtype));
    std::vector<uintptr_t> dxAddr;
    for (int64_t o : ElementOffsets(dx)) {
        dxAddr.push_back(dx.data + static_cast<uintptr_t>(o));
    }
    std::vector<uintptr_t> sorted = dxAddr;
    std::sort(sorted.begin(), sorted.end());
    bool selfOverlap = false;
    for (size_t i = 1; i < sorted.size(); ++i) {
        selfOverlap |= sorted[i] - sorted[i - 1] < static_cast<uintptr_t>(eb);
    }
    if (selfOverlap) {
        v.Add(1, "dx overlaps itself");
    } else if (!StridesProveDisjoint(dx)) {
        v.Add(1, "dx interleaves itself (disjoint, but not provably by stride order)");
    }
    for (int i = 0; i < 2; ++i) {
        std::vector<uintptr_t> in;
        for (int64_t o : ElementOffsets(c.t[i])) {
            in.push_back(c.t[i].data + static_cast<uintptr_t>(o));
        }
        if (in == dxAddr) { // in place; the strides may differ only on size-1 dims
            if (c.t[i].strides != dx.strides && (g_skip & kSkipAlias1)) {
                v.Add(1, std::string("dx is ") + kNames[i] + " in place with other strides on size-1 dims");
            }
            continue;
        }
        std::sort(in.begin(), in.end());
        bool overlap = false;
        for (uintptr_t a : sorted) {
            auto it = std::lower_bound(in.begin(), in.end(), a - static_cast<uintptr_t>(eb) + 1);
            overlap |= it != in.end() && *it < a + static_cast<uintptr_t>(eb);
        }
        if (overlap) {
            v.Add(2, std::string("dx partially overlaps ") + kNames[i]);
        } else if (in.front() < sorted.back() + eb && sorted.front() < in.back() + eb) {
            v.Add(1, std::string("dx interleaves with ") + kNames[i] + " without sharing an element");
        }
    }
    return v;
}

// ---- one execution ---------------------------------------------------------------------------------
void FreeAll(Case& c)
{
    for (int i = 0; i < 3; ++i) {
        Spec& s = c.t[i];
        if (s.tensor != nullptr && s.sameObject < 0 && !s.destroyed) {
            MustSucceed("aclDestroyTensor", aclDestroyTensor(s.tensor));
        }
    }
    for (Block& b : c.blocks) {
        if (!b.live) {
            continue;
        }
        if (b.device) {
            if (aclrtFree(reinterpret_cast<void*>(b.base)) != ACL_SUCCESS) {
                Violation("aclrtFree of a live block failed");
            }
        } else {
            std::free(reinterpret_cast<void*>(b.base));
        }
        b.live = false;
    }
}

uintptr_t NewBlock(Case& c, size_t size, bool device)
{
    Block b;
    b.size = std::max<size_t>(size, 1);
    b.device = device;
    void* p = nullptr;
    if (device) {
        if (aclrtMalloc(&p, b.size, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
            Violation("aclrtMalloc of %zu bytes failed", b.size);
        }
    } else {
        p = std::malloc(b.size);
    }
    b.base = reinterpret_cast<uintptr_t>(p);
    c.blocks.push_back(b);
    return b.base;
}

// Places every tensor's data: own blocks first, then the sharers, then the freed pointers.
void PlaceData(Case& c)
{
    std::vector<int> freedOwners;
    for (int i = 0; i < 3; ++i) {
        Spec& s = c.t[i];
        if (s.owner >= 0 || s.sameObject >= 0) {
            continue;
        }
        // The block must hold this view and those of the tensors sharing it.
        i128 need = 0;
        for (int j = i; j < 3; ++j) {
            const Spec& m = c.t[j];
            if (j != i && m.owner != i) {
                continue;
            }
            const size_t eb = ElemBytes(m.dtype);
            const i128 shift = j == i ? 0 : m.shift;
            if (m.numel > 0 && m.lo >= 0 && m.hi < kSat) {
                need = std::max(need, shift + (m.hi + 1) * static_cast<i128>(eb));
            }
        }
        const bool fits = need <= static_cast<i128>(kMaxBlock);
        size_t size = fits ? static_cast<size_t>(need) : 64;
        size_t pre = 0;
        switch (s.kind) {
            case Kind::kFit:
                size += s.slack % 64;
                break;
            case Kind::kShort:
                size = size > 1 + s.slack % 8u ? size - 1 - s.slack % 8u : 1;
                break;
            case Kind::kInterior:
                pre = (s.slack % 8) * ElemBytes(s.dtype) + (s.slack & 0x80 ? 1 : 0);
                size += pre;
                break;
            default:
                break;
        }
        switch (s.kind) {
            case Kind::kNull:
                s.data = 0;
                break;
            case Kind::kHost:
                s.data = NewBlock(c, size, false);
                break;
            case Kind::kFreed:
                freedOwners.push_back(i);
                break;
            default:
                s.data = NewBlock(c, size, true) + pre;
                break;
        }
    }
    for (int i : freedOwners) {
        Spec& s = c.t[i];
        s.data = NewBlock(c, 64, true);
        if (aclrtFree(reinterpret_cast<void*>(s.data)) != ACL_SUCCESS) {
            Violation("aclrtFree of a fresh block failed");
        }
        c.blocks.back().live = false;
    }
    for (int i = 0; i < 3; ++i) {
        Spec& s = c.t[i];
        if (s.sameObject >= 0) {
            s.data = c.t[s.sameObject].data;
        } else if (s.owner >= 0) {
            const uintptr_t base = c.t[s.owner].data;
            s.data = base == 0 ? 0 : base + static_cast<uintptr_t>(s.shift);
        }
    }
}

// Fills each live block with noise, then writes dy's and x's view elements with chosen values.
void FillValues(Case& c, uint64_t seed)
{
    uint64_t rng = seed;
    for (Block& b : c.blocks) {
        b.image.resize(b.size);
        for (auto& byte : b.image) {
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            byte = static_cast<uint8_t>(rng >> 56);
        }
    }
    for (int i = 0; i < 2; ++i) {
        const Spec& s = c.t[i];
        const size_t eb = ElemBytes(s.dtype);
        if (FmtOf(s.dtype) == nullptr || !Enumerable(s)) {
            continue;
        }
        for (int64_t o : ElementOffsets(s)) {
            const uintptr_t addr = s.data + static_cast<uintptr_t>(o);
            Block* b = Holding(c, addr, static_cast<i128>(eb));
            if (b == nullptr) {
                continue;
            }
            const uint32_t bits = PickValue(rng, s.dtype, s.valueMode, i == 1);
            std::memcpy(&b->image[addr - b->base], &bits, eb); // little endian
        }
    }
    for (Block& b : c.blocks) {
        if (b.live) {
            Upload(b);
        }
    }
}

void GenerateTensor(FuzzedDataProvider& p, Spec& s, const std::vector<int64_t>& dims)
{
    s.dims = dims;
    PickLayout(p, s);
    ComputeExtent(s);
    PickStorage(p, s);
    const uint8_t weird = p.ConsumeIntegral<uint8_t>();
    if (!s.dims.empty()) {
        s.nullDims = weird >= 250 && weird < 253;
        s.nullStrides = weird >= 253;
    }
    const uint8_t k = p.ConsumeIntegral<uint8_t>();
    s.kind = k < 190 ? Kind::kFit :
             k < 205 ? Kind::kShort :
             k < 215 ? Kind::kNull :
             k < 225 ? Kind::kHost :
             k < 235 ? Kind::kFreed :
                       Kind::kInterior;
    s.slack = p.ConsumeIntegral<uint8_t>();
    s.valueMode = p.ConsumeIntegral<uint8_t>();
}

int Root(const Case& c, int i) { return c.t[i].sameObject >= 0 ? c.t[i].sameObject : i; }

// Shift from `from`'s data into its block: 0, a few elements either way, or past its view.
int64_t PickShift(FuzzedDataProvider& p, const Spec& from)
{
    const uint8_t k = p.ConsumeIntegral<uint8_t>();
    const int64_t eb = static_cast<int64_t>(ElemBytes(from.dtype));
    const int64_t past = from.numel > 0 && from.hi >= 0 && from.hi < (1 << 20) ? ToI64((from.hi + 1) * eb) : 0;
    if ((g_skip & kSkipOverlap) || k >= 200) {
        return past + (k % 4) * 32;
    }
    return k < 100 ? 0 : (static_cast<int64_t>(k % 11) - 2) * eb;
}

void RunCase(FuzzedDataProvider& p, Case& c)
{
    // Tensors: dy, then x and dx (same dtype and shape unless mutated; possibly sharing memory).
    Spec &dy = c.t[0], &x = c.t[1], &dx = c.t[2];
    dy.dtype = PickDtype(p);
    dy.format = PickFormat(p);
    const std::vector<int64_t> shape = PickShape(p);
    GenerateTensor(p, dy, shape);
    for (int i = 1; i < 3; ++i) {
        Spec& s = c.t[i];
        const uint8_t share = p.ConsumeIntegral<uint8_t>();
        const int src = Root(c, i == 1 ? 0 : (share & 1)); // dx may alias dy or x
        const Spec& from = c.t[src];
        const bool sameObject = i == 1 ? (share >= 215 && share < 235) : (share >= 150 && share < 185);
        const bool sameView = i == 2 && share >= 185 && share < 215; // another aclTensor, same view
        if (sameObject || sameView) {
            s = from;
            s.sameObject = sameObject ? src : -1;
            if (sameView && from.owner < 0) {
                s.owner = src;
                s.shift = 0;
            }
            continue;
        }
        const uint8_t same = p.ConsumeIntegral<uint8_t>();
        s.dtype = same < 230 ? dy.dtype : PickDtype(p);
        s.format = same < 240 ? dy.format : PickFormat(p);
        GenerateTensor(p, s, MaybeMutate(p, shape));
        if (i == 1 ? share >= 235 : share >= 215) { // same block as src, at some shift from its data
            s.owner = from.owner >= 0 ? from.owner : src;
            s.shift = (from.owner >= 0 ? from.shift : 0) + PickShift(p, from);
        }
    }
    c.apiMode = p.ConsumeIntegral<uint8_t>();
    if ((g_skip & kSkipNullExec) && c.apiMode >= 250) {
        c.apiMode = 245;
    }
    c.misuse = p.ConsumeIntegral<uint8_t>();
    c.streamMode = p.ConsumeIntegral<uint8_t>();
    const uint64_t seed = p.ConsumeIntegral<uint64_t>();

    PlaceData(c);
    FillValues(c, seed);
    bool created[3];
    for (int i = 0; i < 3; ++i) {
        Spec& s = c.t[i];
        if (s.sameObject >= 0) {
            s.tensor = c.t[s.sameObject].tensor;
        } else {
            s.tensor = CreateTensor(s);
            if (s.tensor == nullptr) {
                TakeMsg();
            }
        }
        created[i] = s.tensor != nullptr;
    }
    bool allCreated[3] = {true, true, true};
    if (Expect(c, allCreated).level == 0 && !(created[0] && created[1] && created[2])) {
        Violation("aclCreateTensor rejected a view of a valid case");
    }
    const Verdict v = Expect(c, created);
    c.expect = v.level;
    c.expectWhy = v.why;

    // Phase 1.
    uint64_t wsSize = 0;
    aclOpExecutor* exec = nullptr;
    const bool wsNull = c.apiMode >= 245 && c.apiMode != 250 && c.apiMode < 254;
    const bool execNull = c.apiMode >= 250;
    c.rc1 = Record("phase1", aclnnAsinGradGetWorkspaceSize(dy.tensor, x.tensor, dx.tensor, wsNull ? nullptr : &wsSize,
                                                           execNull ? nullptr : &exec));
    TakeMsg();
    if (g_verbose) {
        std::fprintf(stderr, "case:\n%s\n", Describe().c_str());
    }
    if (v.level == 2 && c.rc1 == 0) {
        Violation("phase 1 accepted an invalid case: %s", v.why.c_str());
    }
    if (v.level == 0 && c.rc1 != 0) {
        Violation("phase 1 rejected a valid case with %d", c.rc1);
    }
    if (c.rc1 != 0) {
        CheckMemory(c, false);
        return;
    }
    c.ws = wsSize;
    // Workspace: 0 when all contiguous or empty; room for at least one staged view otherwise.
    const bool empty = dy.numel == 0;
    i128 largestStaged = 0;
    bool anyStaged = false;
    for (int i = 0; i < 3 && !empty; ++i) {
        if (!IsContiguous(c.t[i])) {
            anyStaged = true;
            largestStaged = std::max(largestStaged, c.t[i].numel * static_cast<i128>(ElemBytes(c.t[i].dtype)));
        }
    }
    if ((!anyStaged && wsSize != 0) || static_cast<i128>(wsSize) < largestStaged) {
        Violation("workspaceSize %llu, but the largest non-contiguous view needs %lld bytes (staged: %d)",
                  static_cast<unsigned long long>(wsSize), static_cast<long long>(ToI64(largestStaged)), anyStaged);
    }
    if (wsSize > kMaxWorkspace || dy.numel > kMaxRunElems) {
        if (Record("aclDestroyAclOpExecutor", aclDestroyAclOpExecutor(exec)) != 0) {
            Violation("aclDestroyAclOpExecutor failed on a prepared executor");
        }
        CheckMemory(c, false);
        return;
    }

    // Misuse between the phases, then phase 2.
    aclrtStream stream = c.streamMode < 200 ? g_stream : nullptr;
    void* workspace = nullptr; // the op's scratch: not compared
    if (wsSize > 0) {
        MustSucceed("aclrtMalloc", aclrtMalloc(&workspace, wsSize, ACL_MEM_MALLOC_HUGE_FIRST));
    }
    enum { kNone, kDestroyTensor, kFreeBlock, kTwice, kWsSmall, kWsNull, kWsShortBlock, kDestroyExec, kRepeat };
    int misuse = kNone;
    const uint8_t m = c.misuse;
    if (m >= 160) {
        misuse = 1 + (m - 160) % 8;
    }
    if ((misuse == kDestroyTensor && (g_skip & kSkipDestroy)) || (misuse == kFreeBlock && (g_skip & kSkipFree)) ||
        (misuse == kWsNull && (g_skip & kSkipWsNull))) {
        misuse = kNone;
    }
    bool mustFail2 = false, freed = false;
    uint64_t passSize = wsSize;
    void* passWs = workspace;
    void* shortBlock = nullptr;
    int victim = m % 3;
    switch (misuse) {
        case kDestroyTensor: {
            const int obj = c.t[victim].sameObject >= 0 ? c.t[victim].sameObject : victim;
            MustSucceed("aclDestroyTensor", aclDestroyTensor(c.t[obj].tensor));
            c.t[obj].destroyed = true;
            break;
        }
        case kFreeBlock: {
            Block* b = Holding(c, c.t[victim].data, 0);
            if (b != nullptr && b->live && b->device) {
                MustSucceed("aclrtFree", aclrtFree(reinterpret_cast<void*>(b->base)));
                b->live = false;
                freed = c.t[victim].numel > 0; // an empty view is never accessed
            }
            break;
        }
        case kWsSmall:
            mustFail2 = wsSize > 0;
            passSize = wsSize > 0 ? wsSize - 1 : 0;
            break;
        case kWsNull:
            mustFail2 = wsSize > 0;
            passWs = nullptr;
            break;
        case kWsShortBlock:
            if (wsSize > 64) {
                MustSucceed("aclrtMalloc", aclrtMalloc(&shortBlock, wsSize - 33, ACL_MEM_MALLOC_HUGE_FIRST));
                passWs = shortBlock;
                mustFail2 = true;
            }
            break;
        case kDestroyExec:
            MustSucceed("aclDestroyAclOpExecutor", aclDestroyAclOpExecutor(exec));
            mustFail2 = true;
            break;
        case kRepeat:
            MustSucceed("aclSetAclOpExecutorRepeatable", aclSetAclOpExecutorRepeatable(exec));
            break;
        default:
            break;
    }
    c.rc2 = Record("phase2", aclnnAsinGrad(passWs, passSize, exec, stream));
    TakeMsg();
    if (mustFail2 && c.rc2 == 0) {
        Violation("phase 2 accepted misuse %d", misuse);
    }
    bool ran = false;
    if (c.rc2 != 0 && (misuse == kWsSmall || misuse == kWsNull || misuse == kWsShortBlock)) {
        c.rc2 = Record("phase2", aclnnAsinGrad(workspace, wsSize, exec, stream)); // the corrected retry
        TakeMsg();
    }
    if (c.rc2 == 0) {
        ran = true;
        c.rcSync = Record("sync", aclrtSynchronizeStream(stream));
        TakeMsg();
        if (misuse == kTwice) {
            if (Record("phase2", aclnnAsinGrad(workspace, wsSize, exec, stream)) == 0) {
                Violation("phase 2 ran a single-use executor twice");
            }
            TakeMsg();
        }
        if (freed && c.rcSync == 0) {
            Violation("a launch on device memory freed after phase 1 reported success");
        }
        if (!freed && c.rcSync != 0) {
            Violation("aclrtSynchronizeStream failed with %d after a successful launch", c.rcSync);
        }
    } else if (misuse != kDestroyExec) {
        const int rc = Record("aclDestroyAclOpExecutor", aclDestroyAclOpExecutor(exec)); // may be gone already
        if (rc != 0 && rc != 161001 && rc != 161002) {
            Violation("aclDestroyAclOpExecutor returned %d", rc);
        }
        TakeMsg();
        if (!(misuse == kDestroyTensor || misuse == kFreeBlock || mustFail2)) {
            Violation("phase 2 rejected a launch after a successful phase 1 with %d", c.rc2);
        }
    }
    if (!(freed && ran)) { // a launch on freed memory may have written part of dx
        CheckMemory(c, ran && c.rcSync == 0);
    }
    if (ran && misuse == kRepeat) { // a repeatable executor runs again, then is destroyed
        if (Record("phase2", aclnnAsinGrad(workspace, wsSize, exec, stream)) != 0 ||
            Record("sync", aclrtSynchronizeStream(stream)) != 0 ||
            Record("aclDestroyAclOpExecutor", aclDestroyAclOpExecutor(exec)) != 0) {
            Violation("a repeatable executor failed its second run or its destruction");
        }
    }
    if (workspace != nullptr) {
        MustSucceed("aclrtFree", aclrtFree(workspace));
    }
    if (shortBlock != nullptr) {
        MustSucceed("aclrtFree", aclrtFree(shortBlock));
    }
}

void Finalize()
{
    if (g_stream != nullptr) {
        aclrtDestroyStream(g_stream);
    }
    aclrtResetDevice(0);
    aclFinalize();
    PrintCodes();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    setenv("ASCEND_SIM_SOC", "Ascend950Test4", 0); // 4 vector cores: cheaper launches
    setenv("ASCEND_GLOBAL_LOG_LEVEL", "4", 0);     // rejections are expected: no error log
    const char* skip = std::getenv("FUZZ_SKIP");
    const std::string s = skip != nullptr ? skip : "";
    const char* const names[] = {"enum", "extreme", "nullexec", "destroy", "free", "overlap", "wsnull", "alias1"};
    for (unsigned i = 0; i < 8; ++i) {
        if (s.find(names[i]) != std::string::npos) {
            g_skip |= 1u << i;
        }
    }
    g_verbose = std::getenv("FUZZ_VERBOSE") != nullptr;
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS ||
        aclrtCreateStream(&g_stream) != ACL_SUCCESS) {
        const char* msg = aclGetRecentErrMsg();
        std::fprintf(stderr, "fuzz: ACL initialisation failed: %s\n", msg != nullptr ? msg : "");
        std::abort();
    }
    std::atexit(Finalize);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    FuzzedDataProvider p(data, size);
    Case c;
    g_case = &c;
    RunCase(p, c);
    FreeAll(c);
    g_case = nullptr;
    return 0;
}
