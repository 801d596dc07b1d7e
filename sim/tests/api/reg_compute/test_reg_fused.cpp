// A complete fused Vector Function kernel: AsinGrad, dx = dy / sqrt((1 - x)(1 + x)), with the
// special-value selects of op_kernel/asin_grad.h (+-inf at |x| = 1, NaN for |x| > 1 / NaN / inf),
// written once with the Reg API (one VF per tile: load dy and x, widen fp16/bf16 to fp32, compute
// in registers, narrow, store) and once with the Memory API (the same formula instruction by
// instruction, as asin_grad.h computes it). Both are registered with RegisterKernel and launched
// with LaunchKernel on several cores; their outputs must agree bit for bit, for the 0-ulp
// precision configs asin_grad.h uses and for the default 1-ulp ones (whose adversarial choice
// depends only on the operand bits, so it is the same in both formulations).
#include <cmath>
#include <limits>

#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

struct FusedTiling {
    int64_t total;
    int64_t blockFormer; // elements per core (a multiple of 64), the last core takes the rest
    int64_t ubFormer;    // elements per tile (a multiple of 64)
    int64_t usedCoreNum;
};

constexpr int32_t kBufferNum = 2;

// The precision configs: asin_grad.h's (0 ulp, subnormals kept) or the defaults (1 ulp, FTZ).
template <bool precise>
struct Configs {
    static constexpr SqrtConfig sqrt = {precise ? SqrtAlgo::PRECISION_0ULP_FTZ_FALSE : SqrtAlgo::INTRINSIC};
    static constexpr DivConfig div = {precise ? DivAlgo::PRECISION_0ULP_FTZ_FALSE : DivAlgo::INTRINSIC};
    static constexpr Reg::SqrtSpecificMode regSqrt = {Reg::MaskMergeMode::ZEROING, false, sqrt.algo};
    static constexpr Reg::DivSpecificMode regDiv = {Reg::MaskMergeMode::ZEROING, false, div.algo};
};

constexpr Reg::CastTrait kWiden = {Reg::RegLayout::ZERO, Reg::SatMode::UNKNOWN, Reg::MaskMergeMode::ZEROING,
                                   RoundMode::UNKNOWN};
constexpr Reg::CastTrait kNarrow = {Reg::RegLayout::ZERO, Reg::SatMode::NO_SAT, Reg::MaskMergeMode::ZEROING,
                                    RoundMode::CAST_RINT};

// ---- the Reg formulation: one VF per tile ----------------------------------------------------
template <typename T, bool precise>
__simd_vf__ inline void AsinGradVf(__ubuf__ T* dx, __ubuf__ T* dy, __ubuf__ T* x, uint32_t count, uint16_t repeatTimes)
{
    using namespace AscendC::Reg;
    constexpr uint32_t kStep = GetVecLen() / sizeof(float); // fp32 lanes per iteration
    RegTensor<float> vdy, vx, a, b, s, special, one, inf, nan;
    MaskReg positive, zero;
    Duplicate(one, 1.0f);
    Duplicate(inf, std::numeric_limits<float>::infinity());
    Duplicate(nan, std::numeric_limits<float>::quiet_NaN());
    for (uint16_t i = 0; i < repeatTimes; ++i) {
        MaskReg m = UpdateMask<float>(count);
        if constexpr (std::is_same_v<T, float>) {
            LoadAlign(vdy, dy + i * kStep);
            LoadAlign(vx, x + i * kStep);
        } else {
            RegTensor<T> h;
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(h, dy + i * kStep);
            Cast<float, T, kWiden>(vdy, h, m);
            LoadAlign<T, LoadDist::DIST_UNPACK_B16>(h, x + i * kStep);
            Cast<float, T, kWiden>(vx, h, m);
        }
        Adds(a, vx, 1.0f, m);                               // 1 + x
        Muls(b, vx, -1.0f, m);                              // -x
        Adds(b, b, 1.0f, m);                                // 1 - x
        Mul(a, a, b, m);                                    // d = (1 - x)(1 + x)
        Compares<float, CMPMODE::GT>(positive, a, 0.0f, m); // d > 0 (false for NaN)
        Compares<float, CMPMODE::EQ>(zero, a, 0.0f, m);     // |x| == 1
        Select(s, a, one, positive);                        // Sqrt sees positives only
        Sqrt<float, &Configs<precise>::regSqrt>(s, s, m);
        Div<float, &Configs<precise>::regDiv>(s, vdy, s, m); // dy / sqrt(d) where d > 0
        Select(special, inf, nan, zero);                     // +inf where d == 0, else NaN
        Mul(special, vdy, special, m);
        Select(s, s, special, positive);
        if constexpr (std::is_same_v<T, float>) {
            StoreAlign(dx + i * kStep, s, m);
        } else {
            RegTensor<T> h;
            Cast<T, float, kNarrow>(h, s, m); // the single rounding to T
            StoreAlign<T, StoreDist::DIST_PACK_B32>(dx + i * kStep, h, m);
        }
    }
}

// ---- the Memory formulation (asin_grad.h, ComputeFp32) ----------------------------------------
template <bool precise>
void ComputeFp32Memory(const LocalTensor<float>& dy, const LocalTensor<float>& x, const LocalTensor<float>& out,
                       const LocalTensor<float>& a, const LocalTensor<float>& b, const LocalTensor<uint8_t>& positive,
                       const LocalTensor<uint8_t>& zero, uint32_t n)
{
    const float inf = std::numeric_limits<float>::infinity();
    const float nan = std::numeric_limits<float>::quiet_NaN();
    Adds(a, x, 1.0f, n);
    Muls(b, x, -1.0f, n);
    Adds(b, b, 1.0f, n);
    Mul(a, a, b, n);
    Compares(positive, a, 0.0f, CMPMODE::GT, n);
    Compares(zero, a, 0.0f, CMPMODE::EQ, n);
    Select(b, positive, a, 1.0f, SELMODE::VSEL_TENSOR_SCALAR_MODE, n);
    Sqrt<float, Configs<precise>::sqrt>(b, b, n);
    Div<float, Configs<precise>::div>(b, dy, b, n);
    Duplicate(a, inf, n);
    Select(a, zero, a, nan, SELMODE::VSEL_TENSOR_SCALAR_MODE, n);
    Mul(a, dy, a, n);
    Select(out, positive, b, a, SELMODE::VSEL_TENSOR_TENSOR_MODE, n);
}

// The pipeline both share: CopyIn (MTE2) -> Compute (V) -> CopyOut (MTE3), double-buffered queues.
template <typename T, bool precise, bool useReg>
class FusedKernel {
public:
    void Run(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR tilingGm)
    {
        FusedTiling tiling;
        std::memcpy(&tiling, tilingGm, sizeof(tiling));
        const int64_t idx = GetBlockIdx();
        if (idx >= tiling.usedCoreNum) {
            return;
        }
        const int64_t offset = idx * tiling.blockFormer;
        const int64_t len = idx == tiling.usedCoreNum - 1 ? tiling.total - offset : tiling.blockFormer;
        ubFormer_ = tiling.ubFormer;
        dyGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dy) + offset, len);
        xGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x) + offset, len);
        dxGm_.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(dx) + offset, len);
        const auto tileBytes = static_cast<uint32_t>(ubFormer_ * sizeof(T));
        const auto fp32Bytes = static_cast<uint32_t>(ubFormer_ * sizeof(float));
        pipe_.InitBuffer(dyQ_, kBufferNum, tileBytes);
        pipe_.InitBuffer(xQ_, kBufferNum, tileBytes);
        pipe_.InitBuffer(dxQ_, kBufferNum, tileBytes);
        if constexpr (!useReg) {
            pipe_.InitBuffer(a_, fp32Bytes);
            pipe_.InitBuffer(b_, fp32Bytes);
            pipe_.InitBuffer(dyF_, fp32Bytes);
            pipe_.InitBuffer(xF_, fp32Bytes);
            pipe_.InitBuffer(pos_, static_cast<uint32_t>(ubFormer_ / 8));
            pipe_.InitBuffer(zero_, static_cast<uint32_t>(ubFormer_ / 8));
        }
        // fp16 / bf16: the INF/NaN mode around the narrowing casts, as asin_grad.h sets it.
        const int64_t saved60 = GetCtrlSpr<60, 60>(), saved48 = GetCtrlSpr<48, 48>();
        if constexpr (!std::is_same_v<T, float>) {
            SetCtrlSpr<60, 60>(1);
            SetCtrlSpr<48, 48>(1);
        }
        for (int64_t done = 0; done < len; done += ubFormer_) {
            const auto count = static_cast<uint32_t>(len - done < ubFormer_ ? len - done : ubFormer_);
            CopyIn(done, count);
            Compute(count);
            CopyOut(done, count);
        }
        PipeBarrier<PIPE_ALL>();
        SetCtrlSpr<48, 48>(saved48);
        SetCtrlSpr<60, 60>(saved60);
    }

private:
    void CopyIn(int64_t offset, uint32_t count)
    {
        LocalTensor<T> dy = dyQ_.template AllocTensor<T>();
        LocalTensor<T> x = xQ_.template AllocTensor<T>();
        const DataCopyExtParams params{1, static_cast<uint32_t>(count * sizeof(T)), 0, 0, 0};
        const DataCopyPadExtParams<T> pad{false, 0, 0, static_cast<T>(0)};
        DataCopyPad(dy, dyGm_[offset], params, pad);
        DataCopyPad(x, xGm_[offset], params, pad);
        dyQ_.EnQue(dy);
        xQ_.EnQue(x);
    }
    void Compute(uint32_t count)
    {
        LocalTensor<T> dy = dyQ_.template DeQue<T>();
        LocalTensor<T> x = xQ_.template DeQue<T>();
        LocalTensor<T> dx = dxQ_.template AllocTensor<T>();
        if constexpr (useReg) {
            const auto repeat = static_cast<uint16_t>((count + 63) / 64);
            asc_vf_call<AsinGradVf<T, precise>>(dx.GetPhyAddr(), dy.GetPhyAddr(), x.GetPhyAddr(), count, repeat);
        } else {
            const uint32_t n = (count + 63) / 64 * 64; // Compares works on whole 256-byte chunks
            LocalTensor<float> a = a_.Get<float>(), b = b_.Get<float>();
            LocalTensor<uint8_t> pos = pos_.Get<uint8_t>(), zero = zero_.Get<uint8_t>();
            if constexpr (std::is_same_v<T, float>) {
                ComputeFp32Memory<precise>(dy, x, dx, a, b, pos, zero, n);
            } else {
                LocalTensor<float> dyF = dyF_.Get<float>(), xF = xF_.Get<float>();
                Cast(dyF, dy, RoundMode::CAST_NONE, n);
                Cast(xF, x, RoundMode::CAST_NONE, n);
                ComputeFp32Memory<precise>(dyF, xF, xF, a, b, pos, zero, n);
                Cast(dx, xF, RoundMode::CAST_RINT, n);
            }
        }
        dxQ_.EnQue(dx);
        dyQ_.FreeTensor(dy);
        xQ_.FreeTensor(x);
    }
    void CopyOut(int64_t offset, uint32_t count)
    {
        LocalTensor<T> dx = dxQ_.template DeQue<T>();
        const DataCopyExtParams params{1, static_cast<uint32_t>(count * sizeof(T)), 0, 0, 0};
        DataCopyPad(dxGm_[offset], dx, params);
        dxQ_.FreeTensor(dx);
    }

    TPipe pipe_;
    TQue<TPosition::VECIN, kBufferNum> dyQ_, xQ_;
    TQue<TPosition::VECOUT, kBufferNum> dxQ_;
    TBuf<TPosition::VECCALC> a_, b_, dyF_, xF_, pos_, zero_;
    GlobalTensor<T> dyGm_, xGm_, dxGm_;
    int64_t ubFormer_ = 0;
};

template <typename T, bool precise, bool useReg>
void FusedEntry(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR tiling)
{
    FusedKernel<T, precise, useReg> k;
    k.Run(dy, x, dx, tiling);
}

// Tiling keys: type (0 float, 1 half, 2 bfloat16_t) * 2 + precise.
template <typename T>
constexpr uint64_t TypeKey()
{
    return std::is_same_v<T, float> ? 0 : (std::is_same_v<T, half> ? 1 : 2);
}
template <typename T, bool precise>
bool RegisterBoth()
{
    const uint64_t key = TypeKey<T>() * 2 + (precise ? 1 : 0);
    bool ok = ascsim::kern::RegisterKernel("RegFusedAsinGrad", key, "reg_asin_grad", &FusedEntry<T, precise, true>);
    ok = ascsim::kern::RegisterKernel("MemFusedAsinGrad", key, "mem_asin_grad", &FusedEntry<T, precise, false>) && ok;
    return ok;
}
const bool kRegistered = RegisterBoth<float, true>() && RegisterBoth<float, false>() && RegisterBoth<half, true>() &&
                         RegisterBoth<half, false>() && RegisterBoth<bfloat16_t, true>() &&
                         RegisterBoth<bfloat16_t, false>();

// Inputs: x over [-1.2, 1.2] with |x| = 1, 0, +-inf, NaN, subnormals and |x| > 1 mixed in; dy
// random with 0, NaN, inf and subnormals.
std::vector<float> XValues(size_t n, uint32_t seed)
{
    auto v = RandomFloats(n, -1.2f, 1.2f, seed);
    const float specials[] = {1.0f,
                              -1.0f,
                              0.0f,
                              -0.0f,
                              std::numeric_limits<float>::infinity(),
                              -std::numeric_limits<float>::infinity(),
                              std::numeric_limits<float>::quiet_NaN(),
                              1e-40f,
                              -1e-40f,
                              1.0000001f,
                              0.99999994f,
                              -0.99999994f,
                              2.0f,
                              0.5f};
    for (size_t i = 0; i < n; i += 7) {
        v[i] = specials[(i / 7) % (sizeof(specials) / sizeof(specials[0]))];
    }
    return v;
}
std::vector<float> DyValues(size_t n, uint32_t seed)
{
    auto v = RandomFloats(n, -4.0f, 4.0f, seed);
    const float specials[] = {
        0.0f, -0.0f, std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(), 1e-41f, 3.0e38f};
    for (size_t i = 3; i < n; i += 11) {
        v[i] = specials[(i / 11) % (sizeof(specials) / sizeof(specials[0]))];
    }
    return v;
}

template <typename T>
std::vector<T> Convert(const std::vector<float>& v)
{
    std::vector<T> out(v.size());
    for (size_t i = 0; i < v.size(); ++i) {
        out[i] = static_cast<T>(v[i]);
    }
    return out;
}

template <typename T>
std::vector<T> LaunchFused(const char* op, bool precise, const std::vector<T>& dy, const std::vector<T>& x,
                           uint32_t blockDim, int64_t ubFormer)
{
    const int64_t total = static_cast<int64_t>(dy.size());
    int64_t former = (total + blockDim - 1) / blockDim;
    former = (former + 63) / 64 * 64;
    const int64_t used = (total + former - 1) / former;
    const FusedTiling tiling{total, former, ubFormer, used};
    DeviceBuffer dDy = Upload(dy), dX = Upload(x), dDx(dy.size() * sizeof(T)), dT = UploadTiling(tiling);
    const auto* inst = ascsim::kern::FindKernelInstance(op, TypeKey<T>() * 2 + (precise ? 1 : 0));
    EXPECT_NE(inst, nullptr);
    if (inst == nullptr) {
        return {};
    }
    const auto outcome = ascsim::kern::LaunchKernel(*inst, static_cast<uint32_t>(used),
                                                    {dDy.get(), dX.get(), dDx.get(), dT.get()});
    EXPECT_TRUE(outcome.ok) << op << ":\n" << outcome.report;
    return dDx.Read<T>(dy.size());
}

template <typename T>
auto RawBits(T v)
{
    if constexpr (std::is_same_v<T, float>) {
        return FloatBits(v);
    } else {
        return v.bits();
    }
}

class RegFusedTest : public KernelTest {};

template <typename T>
void ExpectRegEqualsMemory(size_t n, uint32_t blockDim, int64_t ubFormer, bool precise)
{
    ASSERT_TRUE(kRegistered);
    const auto fdy = DyValues(n, 100 + static_cast<uint32_t>(n)), fx = XValues(n, 200 + static_cast<uint32_t>(n));
    const auto dy = Convert<T>(fdy), x = Convert<T>(fx);
    const auto reg = LaunchFused<T>("RegFusedAsinGrad", precise, dy, x, blockDim, ubFormer);
    const auto mem = LaunchFused<T>("MemFusedAsinGrad", precise, dy, x, blockDim, ubFormer);
    ASSERT_EQ(reg.size(), n);
    ASSERT_EQ(mem.size(), n);
    size_t mismatches = 0;
    for (size_t i = 0; i < n; ++i) {
        if (RawBits(reg[i]) != RawBits(mem[i])) {
            if (++mismatches <= 5) {
                ADD_FAILURE() << "element " << i << ": x=" << static_cast<float>(x[i])
                              << " dy=" << static_cast<float>(dy[i]) << " reg=" << static_cast<float>(reg[i])
                              << " mem=" << static_cast<float>(mem[i]);
            }
        }
    }
    EXPECT_EQ(mismatches, 0u);
    // And the formula itself: within a few ulp of float64 for ordinary operands, the specials as
    // asin_grad.h documents them.
    for (size_t i = 0; i < n; ++i) {
        const double xv = static_cast<float>(x[i]), dv = static_cast<float>(dy[i]);
        const double d = (1.0 - xv) * (1.0 + xv);
        const float r = static_cast<float>(reg[i]);
        if (std::isnan(xv) || std::isnan(dv) || std::fabs(xv) > 1.0) {
            EXPECT_TRUE(std::isnan(r)) << i;
        } else if (d == 0.0) {
            if (dv == 0.0) {
                EXPECT_TRUE(std::isnan(r)) << i;
            } else {
                EXPECT_EQ(r, std::copysign(std::numeric_limits<float>::infinity(), dv)) << i;
            }
        } else if (precise && std::is_same_v<T, float> && std::isfinite(dv) && std::fabs(dv) > 1e-30 &&
                   std::fabs(dv / std::sqrt(d)) < 1e30) {
            EXPECT_LE(UlpDistance(r, static_cast<float>(dv / std::sqrt(d))), 4) << i << " x=" << xv << " dy=" << dv;
        }
    }
}

TEST_F(RegFusedTest, Fp32MatchesMemoryApiBitForBit)
{
    ExpectRegEqualsMemory<float>(5000, 3, 1024, true);
    ExpectRegEqualsMemory<float>(1, 1, 64, true);
    ExpectRegEqualsMemory<float>(100, 2, 64, true);
}
TEST_F(RegFusedTest, Fp32DefaultPrecisionMatchesMemoryApiBitForBit)
{
    ExpectRegEqualsMemory<float>(4097, 4, 512, false);
}
TEST_F(RegFusedTest, Fp16MatchesMemoryApiBitForBit)
{
    ExpectRegEqualsMemory<half>(5000, 3, 1024, true);
    ExpectRegEqualsMemory<half>(127, 1, 128, true);
    ExpectRegEqualsMemory<half>(3001, 2, 256, false);
}
TEST_F(RegFusedTest, Bf16MatchesMemoryApiBitForBit)
{
    ExpectRegEqualsMemory<bfloat16_t>(2049, 3, 512, true);
    ExpectRegEqualsMemory<bfloat16_t>(777, 2, 128, false);
}

} // namespace
