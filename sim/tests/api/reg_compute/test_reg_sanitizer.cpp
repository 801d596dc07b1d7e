// Negative kernels for Vector Functions: one deliberately broken kernel per check, each with its
// correct twin (the same function with Broken() false), as in sim/tests/emulator/check/. The broken call is
// marked with KT_MARK on its own line, right above it.
//   memcheck:  misaligned LoadAlign / StoreAlign / postUpdateStride (also through a LocalTensor's
//              GetPhyAddr), an access past the end of the UB, a Reg API outside a VF,
//              undefined register contents leaving the core, a b32 mask read as a b16 one
//   synccheck: a VF reading what MTE2 wrote without MTE2_V, MTE3 reading what a VF wrote without
//              V_MTE3, MTE2 overwriting what a VF read without V_MTE2, and a VF reading back its
//              own store without LocalMemBar<VEC_STORE, VEC_LOAD>
#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;
namespace R = AscendC::Reg;

namespace {

class RegSanitizerTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// A VF copying 64 floats (y = x + 1), `shift` floats into the source.
__simd_vf__ inline void AddOneVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t shift)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r;
    if (Broken()) {
        KT_MARK(g_line);
        R::LoadAlign(r, src + shift);
    } else {
        R::LoadAlign(r, src);
    }
    R::Adds(r, r, 1.0f, m);
    R::StoreAlign(dst, r, m);
}

// The usual frame around one VF: x -> UB (MTE2), VF, UB -> z (MTE3).
template <auto vf>
void FrameKernel(GM_ADDR x, GM_ADDR, GM_ADDR z, uint32_t arg)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 128 * sizeof(float));
    pipe.InitBuffer(out, 128 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 128), 128);
    KT_FLAG(MTE2_V);
    asc_vf_call<vf>(b.GetPhyAddr(), a.GetPhyAddr(), arg);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), b, 64);
}

// ---- memcheck: alignment (连续对齐搬入（LoadAlign）.md 表3: DIST_NORM needs 32 bytes) -----------------
void MisalignedLoad(GM_ADDR x, GM_ADDR y, GM_ADDR z) { FrameKernel<AddOneVf>(x, y, z, 1); }
TEST_F(RegSanitizerTest, LoadAlignNotAligned)
{
    ExpectBrokenAndTwin(&MisalignedLoad, "memcheck", "is not 32-byte aligned, as DIST_NORM requires", __FILE__);
}

__simd_vf__ inline void MisalignedStoreVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r;
    R::LoadAlign(r, src);
    if (Broken()) {
        KT_MARK(g_line);
        R::StoreAlign(dst + 2, r, m);
    } else {
        R::StoreAlign(dst, r, m);
    }
}
void MisalignedStore(GM_ADDR x, GM_ADDR y, GM_ADDR z) { FrameKernel<MisalignedStoreVf>(x, y, z, 0); }
TEST_F(RegSanitizerTest, StoreAlignNotAligned)
{
    ExpectBrokenAndTwin(&MisalignedStore, "memcheck", "is not 32-byte aligned", __FILE__);
}

__simd_vf__ inline void BadStrideVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r;
    const int32_t stride = Broken() ? 12 : 64; // 48 bytes: not a multiple of 32
    KT_MARK(g_line);
    R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(r, src, stride);
    R::StoreAlign(dst, r, m);
}
void BadStride(GM_ADDR x, GM_ADDR y, GM_ADDR z) { FrameKernel<BadStrideVf>(x, y, z, 0); }
TEST_F(RegSanitizerTest, PostUpdateStrideNotAligned)
{
    ExpectBrokenAndTwin(&BadStride, "memcheck", "postUpdateStride * sizeof(T) = 48 bytes is not 32-byte aligned",
                        __FILE__);
}

// ---- memcheck: bounds ---------------------------------------------------------------------------
// A VF taking LocalTensor parameters by value (编程指南/.../基于Tensor的CPP编程/Reg矢量计算编程.md,
// AddVFv1). The SDK's LoadAlign / StoreAlign take only __ubuf__ pointers
// (include/basic_api/reg_compute/kernel_reg_compute_datacopy_intf.h:34-61), so the addresses come
// from GetPhyAddr(offset); the broken branch offsets the second store by 2 floats (8 bytes).
__simd_vf__ inline void TensorVf(LocalTensor<float> dst, LocalTensor<float> src, uint32_t count)
{
    R::RegTensor<float> r;
    for (uint16_t i = 0; i < 2; ++i) {
        R::MaskReg m = R::UpdateMask<float>(count);
        R::LoadAlign(r, src.GetPhyAddr(i * 64));
        if (Broken() && i == 1) {
            KT_MARK(g_line);
            R::StoreAlign(dst.GetPhyAddr(i * 64 + 2), r, m);
        } else {
            R::StoreAlign(dst.GetPhyAddr(i * 64), r, m);
        }
    }
}
void StoreTensorVf(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 128 * sizeof(float));
    pipe.InitBuffer(out, 128 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 128), 128);
    KT_FLAG(MTE2_V);
    asc_vf_call<TensorVf>(b, a, 100u);
    KT_FLAG(V_MTE3);
    DataCopyPad(Gm(z, 100), b, DataCopyExtParams{1, 100 * sizeof(float), 0, 0, 0});
}
TEST_F(RegSanitizerTest, StoreAlignThroughLocalTensorAddressNotAligned)
{
    ExpectBrokenAndTwin(&StoreTensorVf, "memcheck", "is not 32-byte aligned", __FILE__);
    // The correct twin copied the 100 floats.
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&StoreTensorVf, 1, buffers.Args()));
    for (uint32_t i = 0; i < 100; ++i) {
        EXPECT_EQ(buffers.z.as<float>()[i], static_cast<float>(i + 1)) << i;
    }
}

// A pointer that walks off the end of the UB: its last VL straddles the 256 KB (the reserves below
// that end are UB a pointer may reach: test_ub_regions.cpp).
__simd_vf__ inline void PastUbVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r;
    R::LoadAlign(r, src);
    __ubuf__ float* end = reinterpret_cast<float*>(ascsim::kern::UbBase() + ascsim::kern::UbTotalBytes() - 128);
    KT_MARK(g_line);
    R::StoreAlign(Broken() ? end : dst, r, m);
}
void StorePastUb(GM_ADDR x, GM_ADDR y, GM_ADDR z) { FrameKernel<PastUbVf>(x, y, z, 0); }
TEST_F(RegSanitizerTest, StorePastTheEndOfTheUb)
{
    ExpectBrokenAndTwin(&StorePastUb, "memcheck", "outside the Unified Buffer (262144 bytes)", __FILE__);
}

// ---- memcheck: a Reg API outside a VF ---------------------------------------------------------
void RegOutsideVf(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    if (Broken()) {
        KT_MARK(g_line);
        R::MaskReg m = R::CreateMask<float>();
        (void)m;
    }
    FrameKernel<AddOneVf>(x, y, z, 0);
}
TEST_F(RegSanitizerTest, RegApiOutsideAVectorFunction)
{
    ExpectBrokenAndTwin(&RegOutsideVf, "memcheck", "Reg API called outside a Vector Function", __FILE__);
}

// ---- memcheck: undefined register contents reach GM ---------------------------------------------
__simd_vf__ inline void UninitVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r, never;
    R::LoadAlign(r, src);
    if (!Broken()) {
        R::Duplicate(never, 2.0f);
    }
    R::Mul(r, r, never, m); // never assigned in the broken kernel: 0xFF bytes, undefined
    R::StoreAlign(dst, r, m);
}
void UninitKernel(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 64 * sizeof(float));
    pipe.InitBuffer(out, 64 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    asc_vf_call<UninitVf>(b.GetPhyAddr(), a.GetPhyAddr(), 0u);
    KT_FLAG(V_MTE3);
    KT_MARK(g_line);
    DataCopy(Gm(z, 64), b, 64);
}
TEST_F(RegSanitizerTest, UndefinedRegisterStoredAndCopiedOut)
{
    ExpectBrokenAndTwin(&UninitKernel, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

// A b32 mask (UpdateMask<float>) used for a b16 Select: the odd half elements are governed by
// bits the mask leaves unspecified (MaskReg.md: only the lowest bit of each group is valid).
__simd_vf__ inline void MaskWidthVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    auto* d = reinterpret_cast<half*>(dst);
    auto* s = reinterpret_cast<half*>(src);
    uint32_t n = 128;
    R::MaskReg m = Broken() ? R::UpdateMask<float>(n) : R::UpdateMask<half>(n);
    R::MaskReg all = R::CreateMask<half>();
    R::RegTensor<half> a, one, r;
    R::LoadAlign(a, s);
    R::Duplicate(one, half(1.0f));
    R::Select(r, a, one, m);
    R::StoreAlign(d, r, all);
}
void MaskWidthKernel(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 256);
    pipe.InitBuffer(out, 256);
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    asc_vf_call<MaskWidthVf>(b.GetPhyAddr(), a.GetPhyAddr(), 0u);
    KT_FLAG(V_MTE3);
    KT_MARK(g_line);
    DataCopy(Gm(z, 64), b, 64);
}
TEST_F(RegSanitizerTest, B32MaskUsedForB16Elements)
{
    ExpectBrokenAndTwin(&MaskWidthKernel, "initcheck", "computed from never-written bytes", __FILE__);
}

// ---- synccheck: a VF against the other pipes -----------------------------------------------------
__simd_vf__ inline void PlainVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r;
    KT_MARK(g_line);
    R::LoadAlign(r, src);
    R::Muls(r, r, 2.0f, m);
    R::StoreAlign(dst, r, m);
}
void VfReadsMte2WithoutFlag(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 64 * sizeof(float));
    pipe.InitBuffer(out, 64 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 64), 64);
    if (!Broken()) {
        KT_FLAG(MTE2_V);
    }
    asc_vf_call<PlainVf>(b.GetPhyAddr(), a.GetPhyAddr(), 0u);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), b, 64);
}
TEST_F(RegSanitizerTest, VfReadsMte2DataWithoutMte2VFlag)
{
    ExpectBrokenAndTwin(&VfReadsMte2WithoutFlag, "synccheck",
                        "RAW hazard on UB offset 0: V accesses a block written by MTE2", __FILE__);
}

void Mte3ReadsVfWithoutFlag(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 64 * sizeof(float));
    pipe.InitBuffer(out, 64 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    asc_vf_call<PlainVf>(b.GetPhyAddr(), a.GetPhyAddr(), 0u);
    if (!Broken()) {
        KT_FLAG(V_MTE3);
    }
    KT_MARK(g_line);
    DataCopy(Gm(z, 64), b, 64);
}
TEST_F(RegSanitizerTest, Mte3ReadsVfResultWithoutVMte3Flag)
{
    ExpectBrokenAndTwin(&Mte3ReadsVfWithoutFlag, "synccheck", "MTE3 accesses a block written by V", __FILE__);
}

void Mte2OverwritesVfSource(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 64 * sizeof(float));
    pipe.InitBuffer(out, 64 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 64), 64);
    KT_FLAG(MTE2_V);
    asc_vf_call<PlainVf>(b.GetPhyAddr(), a.GetPhyAddr(), 0u);
    if (!Broken()) {
        KT_FLAG(V_MTE2);
    }
    KT_MARK(g_line);
    DataCopy(a, Gm(x, 128)[64], 64);
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), b, 64);
}
TEST_F(RegSanitizerTest, Mte2OverwritesWhatAVfReadWithoutVMte2Flag)
{
    ExpectBrokenAndTwin(&Mte2OverwritesVfSource, "synccheck",
                        "WAR hazard on UB offset 0: MTE2 accesses a block read by V", __FILE__);
}

// ---- synccheck inside a VF: a load of what the VF stored (同步控制/LocalMemBar.md) ---------------
// The store is from s, the load into r: two registers, so only the barrier orders them (a load into
// the register the store named is ordered by the register: test_reg_same_register_order.cpp).
__simd_vf__ inline void StoreThenLoadVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r, s;
    R::LoadAlign(r, src);
    for (uint16_t i = 0; i < 3; ++i) {
        R::Adds(s, r, 1.0f, m);
        R::StoreAlign(dst, s, m);
        if (!Broken()) {
            R::LocalMemBar<R::MemType::VEC_STORE, R::MemType::VEC_LOAD>();
        }
        KT_MARK(g_line);
        R::LoadAlign(r, dst);
    }
}
void StoreThenLoadKernel(GM_ADDR x, GM_ADDR y, GM_ADDR z) { FrameKernel<StoreThenLoadVf>(x, y, z, 0); }
TEST_F(RegSanitizerTest, VfLoadsItsOwnStoreWithoutLocalMemBar)
{
    ExpectBrokenAndTwin(&StoreThenLoadKernel, "synccheck",
                        "RAW hazard inside a Vector Function on UB offset 512: LoadAlign reads bytes the StoreAlign at "
                        "test_reg_sanitizer.cpp:",
                        __FILE__);
}

// The twin of the frame kernels computes what it should: y = x + 1 (AddOneVf), x * 2 (PlainVf).
TEST_F(RegSanitizerTest, CorrectTwinsComputeTheirResults)
{
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&MisalignedLoad, 1, buffers.Args()));
    const auto z = buffers.z.Read<float>(64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(z[i], static_cast<float>(i + 2)) << i;
    }
    ExpectClean(Launch(&StoreThenLoadKernel, 1, buffers.Args()));
    const auto z2 = buffers.z.Read<float>(64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(z2[i], static_cast<float>(i + 4)) << i; // three increments through UB
    }
}

} // namespace
