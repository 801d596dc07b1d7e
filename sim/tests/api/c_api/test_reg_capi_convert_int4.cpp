// The C API's int4x2 conversions (c_api/reg_compute/reg_convert_int4.h; SDK c_api/reg_compute/
// reg_convert.h; C-API/reg/data_type_convert/asc_half2int4x2_deprecated.md, asc_int4x22half_deprecated.md,
// asc_int4x22bfloat16_deprecated.md, asc_int4x22int16_deprecated.md; rounding_mode.md): every name, run
// in a Vector Function (reg_test_util.h), against references computed here: the rounding in long double
// (ties of every mode, negatives), the int4 range [-8, 7] by explicit clamping or the low 4 bits of
// two's complement, and the pairs packed by hand (element 2i the low nibble of byte 4i + part, 2i + 1
// the high one; the other bytes 0). Masks switch some pairs off (their results 0) and some bits the
// conversion does not read on (no effect). Saturation by the name needs CTRL[60] = 0; the reset state
// (CTRL[60] = 1, CTRL[59] = 0) saturates every name, as for the other float -> integer conversions.
// Also the sys_var readers asc_get_phy_stack_base / smmu_tag_version / status / sys_virtual_base.
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "c_api/asc_simd.h"
#include "cast_ref.h"
#include "reg_test_util.h"

using namespace regtest;
using namespace castref;

namespace {

class RegCapiConvertInt4Test : public KernelTest {};

const CtrlSetup kPerName{0, -1, -1};

// The 4-bit code of half x converted with mode m, saturating or not.
uint8_t RefInt4(half x, Rm m, bool sat)
{
    const long double v = static_cast<float>(x);
    if (std::isnan(v))
        return 0;
    if (std::isinf(v))
        return v > 0 ? 0x7 : 0x8;
    const long long r = static_cast<long long>(RefRound(v, m));
    if (sat) {
        const long long c = r < -8 ? -8 : (r > 7 ? 7 : r);
        return static_cast<uint8_t>(c < 0 ? c + 16 : c);
    }
    const long long low = ((r % 16) + 16) % 16; // the low 4 bits of the two's-complement integer
    return static_cast<uint8_t>(low);
}

std::vector<half> Inputs()
{
    std::vector<float> f = {0.0f,      -0.0f,    0.5f,      -0.5f,  1.5f,   -1.5f,   2.5f,    -2.5f,   3.5f,
                            -3.5f,     7.0f,     -8.0f,     7.49f,  7.5f,   -8.49f,  -8.5f,   -8.51f,  7.51f,
                            8.0f,      -9.0f,    17.0f,     -17.0f, 23.25f, -23.75f, 100.0f,  -100.0f, 65504.0f,
                            -65504.0f, INFINITY, -INFINITY, NAN,    0.25f,  -0.25f,  0.75f,   -0.75f,  6.5f,
                            -6.5f,     4.5f,     -4.5f,     5.5f,   -5.5f,  -7.5f,   1000.5f, -1000.5f};
    for (int i = 0; f.size() < 128; ++i) {
        f.push_back(static_cast<float>(i - 42) * 0.37f);
    }
    std::vector<half> h;
    for (float x : f) {
        h.push_back(half(x));
    }
    return h;
}

using NarrowFn = void (*)(vector_int4x2_t&, vector_half, vector_bool);

// The 256 bytes of `fn` applied to Inputs(); b16 mask: pairs 3 and 40 off (element 2i), and the odd
// element of pair 5 off (not read).
std::vector<uint8_t> RunNarrow(NarrowFn fn, CtrlSetup ctrl)
{
    std::vector<std::vector<uint8_t>> b = {Bytes(Inputs()), std::vector<uint8_t>(256, 0xAB)};
    ExpectClean(RunVf(
        b,
        [fn](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
            vector_bool m = asc_create_mask_b16(PAT_ALL);
            m.SetActive<half>(2 * 3, false, false);
            m.SetActive<half>(2 * 40, false, false);
            m.SetActive<half>(2 * 5 + 1, false, false);
            vector_half s;
            vector_int4x2_t d;
            asc_loadalign(s, reinterpret_cast<__ubuf__ half*>(p0));
            fn(d, s, m);
            AscendC::Reg::MaskReg all = AscendC::Reg::CreateMask<uint8_t>();
            AscendC::Reg::StoreAlign(reinterpret_cast<int4x2_t*>(p1), d, all);
        },
        ctrl));
    return b[1];
}

void CheckNarrow(NarrowFn fn, uint32_t part, Rm m, bool sat, CtrlSetup ctrl, const char* name)
{
    const auto in = Inputs();
    const auto got = RunNarrow(fn, ctrl);
    for (uint32_t byte = 0; byte < 256; ++byte) {
        const uint32_t p = byte / 4;
        uint8_t want = 0;
        if (byte % 4 == part && p != 3 && p != 40) {
            want = static_cast<uint8_t>(RefInt4(in[2 * p], m, sat) | RefInt4(in[2 * p + 1], m, sat) << 4);
        }
        ASSERT_EQ(got[byte], want) << name << " byte " << byte << " inputs " << static_cast<float>(in[2 * p]) << ", "
                                   << static_cast<float>(in[2 * p + 1]);
    }
}

#define I4_NARROW(fn, part, m, sat) \
    CheckNarrow([](vector_int4x2_t& d, vector_half s, vector_bool k) { fn(d, s, k); }, part, m, sat, kPerName, #fn)
#define I4_NARROW_ALL(pre, m)            \
    I4_NARROW(pre, 0, m, false);         \
    I4_NARROW(pre##_v2, 1, m, false);    \
    I4_NARROW(pre##_v3, 2, m, false);    \
    I4_NARROW(pre##_v4, 3, m, false);    \
    I4_NARROW(pre##_sat, 0, m, true);    \
    I4_NARROW(pre##_sat_v2, 1, m, true); \
    I4_NARROW(pre##_sat_v3, 2, m, true); \
    I4_NARROW(pre##_sat_v4, 3, m, true)

TEST_F(RegCapiConvertInt4Test, HalfToInt4x2EveryRoundingSaturationAndPart)
{
    I4_NARROW_ALL(asc_half2int4x2_rd, Rm::kRd);
    I4_NARROW_ALL(asc_half2int4x2_rn, Rm::kRn);
    I4_NARROW_ALL(asc_half2int4x2_rna, Rm::kRna);
    I4_NARROW_ALL(asc_half2int4x2_ru, Rm::kRu);
    I4_NARROW_ALL(asc_half2int4x2_rz, Rm::kRz);
}

TEST_F(RegCapiConvertInt4Test, ReferenceSpotValues)
{
    // the reference itself, by hand: codes of -8 .. 7 are 8 .. 15, 0 .. 7
    EXPECT_EQ(RefInt4(half(-8.5f), Rm::kRn, true), 0x8);   // -8 (tie to even)
    EXPECT_EQ(RefInt4(half(-8.5f), Rm::kRna, true), 0x8);  // -9 clamped
    EXPECT_EQ(RefInt4(half(-8.5f), Rm::kRna, false), 0x7); // -9 = ...10111
    EXPECT_EQ(RefInt4(half(7.5f), Rm::kRn, false), 0x8);   // 8 = 1000: wraps to -8
    EXPECT_EQ(RefInt4(half(7.5f), Rm::kRz, false), 0x7);
    EXPECT_EQ(RefInt4(half(-2.5f), Rm::kRd, false), 0xD); // -3
    EXPECT_EQ(RefInt4(half(17.0f), Rm::kRn, false), 0x1);
    EXPECT_EQ(RefInt4(half(17.0f), Rm::kRn, true), 0x7);
}

TEST_F(RegCapiConvertInt4Test, ResetCtrlSaturatesEveryName)
{
    // CTRL[60] = 1, CTRL[59] = 0 (the reset state): the non-_sat names saturate too (asc_set_ctrl.md).
    CheckNarrow([](vector_int4x2_t& d, vector_half s, vector_bool k) { asc_half2int4x2_rn(d, s, k); }, 0, Rm::kRn, true,
                CtrlSetup{}, "asc_half2int4x2_rn (reset CTRL)");
    CheckNarrow([](vector_int4x2_t& d, vector_half s, vector_bool k) { asc_half2int4x2_rz_v3(d, s, k); }, 2, Rm::kRz,
                true, CtrlSetup{}, "asc_half2int4x2_rz_v3 (reset CTRL)");
    // CTRL[60] = 1, CTRL[59] = 1: no name saturates
    CheckNarrow([](vector_int4x2_t& d, vector_half s, vector_bool k) { asc_half2int4x2_ru_sat(d, s, k); }, 0, Rm::kRu,
                false, CtrlSetup{1, -1, 1}, "asc_half2int4x2_ru_sat (CTRL[59] = 1)");
}

// int4x2 -> D: source bytes varied at 4i + part, 0x99 elsewhere; b8 mask: bytes 4 * 7 + part and
// 4 * 50 + part off (pairs 7 and 50 give 0), byte 4 * 9 + (part + 1) % 4 off (not read).
template <typename D, typename F>
std::vector<D> RunWiden(F fn, uint32_t part, const std::vector<uint8_t>& src)
{
    std::vector<std::vector<uint8_t>> b = {src, std::vector<uint8_t>(256, 0xAB)};
    ExpectClean(RunVf(b, [fn, part](uint8_t* p0, uint8_t* p1, uint8_t*, uint8_t*) {
        vector_bool m = asc_create_mask_b8(PAT_ALL);
        m.SetActive<uint8_t>(4 * 7 + part, false, false);
        m.SetActive<uint8_t>(4 * 50 + part, false, false);
        m.SetActive<uint8_t>(4 * 9 + (part + 1) % 4, false, false);
        vector_int4x2_t s;
        AscendC::Reg::RegTensor<D> d;
        AscendC::Reg::LoadAlign(s, reinterpret_cast<int4x2_t*>(p0));
        fn(d, s, m);
        AscendC::Reg::MaskReg all = AscendC::Reg::CreateMask<uint8_t>();
        AscendC::Reg::StoreAlign(reinterpret_cast<D*>(p1), d, all);
    }));
    return As<D>(b[1], 128);
}

template <typename D, typename F>
void CheckWiden(F fn, uint32_t part, const char* name)
{
    std::vector<uint8_t> src(256, 0x99);
    for (uint32_t p = 0; p < 64; ++p) {
        src[4 * p + part] = static_cast<uint8_t>(p * 37 + 11 + part); // varied nibble pairs
    }
    src[4 * 0 + part] = 0x87; // low 7, high -8
    src[4 * 1 + part] = 0xF0; // low 0, high -1
    const auto got = RunWiden<D>(fn, part, src);
    for (uint32_t i = 0; i < 128; ++i) {
        const uint32_t p = i / 2;
        int want = 0;
        if (p != 7 && p != 50) {
            const int nib = (src[4 * p + part] >> (4 * (i % 2))) & 0xF;
            want = nib >= 8 ? nib - 16 : nib; // two's complement
        }
        ASSERT_EQ(static_cast<double>(static_cast<float>(got[i])), static_cast<double>(want))
            << name << " element " << i;
    }
}

#define I4_WIDEN(fn, D, part) \
    CheckWiden<D>([](AscendC::Reg::RegTensor<D>& d, vector_int4x2_t s, vector_bool k) { fn(d, s, k); }, part, #fn)
#define I4_WIDEN_ALL(pre, D)  \
    I4_WIDEN(pre, D, 0);      \
    I4_WIDEN(pre##_v2, D, 1); \
    I4_WIDEN(pre##_v3, D, 2); \
    I4_WIDEN(pre##_v4, D, 3)

TEST_F(RegCapiConvertInt4Test, Int4x2ToB16EveryPart)
{
    I4_WIDEN_ALL(asc_int4x22half, half);
    I4_WIDEN_ALL(asc_int4x22bfloat16, bfloat16_t);
    I4_WIDEN_ALL(asc_int4x22int16, int16_t);
}

// ---- sys_var readers (sim/include/ascendc_sim/c_api/sys_var.h) -----------------------------------
int64_t g_sys[5];
void SysVarKernel(GM_ADDR)
{
    g_sys[0] = asc_get_phy_stack_base();
    g_sys[1] = static_cast<int64_t>(asc_get_phy_buf_addr(0));
    g_sys[2] = asc_get_smmu_tag_version();
    g_sys[4] = asc_get_sys_virtual_base();
}

TEST_F(RegCapiConvertInt4Test, SysVarReaders)
{
    for (int64_t& v : g_sys) {
        v = -1;
    }
    DeviceBuffer dummy(32);
    ExpectClean(Launch(&SysVarKernel, 1, {dummy.get()}, "sys_var"));
    const int64_t tag = g_sys[2];
    EXPECT_EQ(g_sys[0] - g_sys[1], 248 * 1024); // the VF stack region, above the kernel's 248 KB of UB
    EXPECT_EQ(tag >> 28, 0);                    // reserved bits
    EXPECT_EQ((tag >> 14) & 0x3FFF, 2025);
    EXPECT_EQ((tag >> 8) & 0x3F, 1);
    EXPECT_EQ((tag >> 2) & 0x3F, 1);
    EXPECT_EQ(tag & 0x3, 0);
    EXPECT_EQ(g_sys[4], 0);
}

// The status register is not modelled: reading it is refused, not answered with "no exception".
void StatusKernel(GM_ADDR) { g_sys[3] = asc_get_status(); }
TEST_F(RegCapiConvertInt4Test, StatusReadIsRefused)
{
    g_sys[3] = -1;
    DeviceBuffer dummy(32);
    const LaunchOutcome r = Launch(&StatusKernel, 1, {dummy.get()}, "status");
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.report.find("ctrlcheck"), std::string::npos) << r.report;
    EXPECT_NE(r.report.find("asc_get_status"), std::string::npos) << r.report;
    EXPECT_EQ(g_sys[3], -1); // the launch stopped at the read
}

} // namespace
