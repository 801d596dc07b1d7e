// The sanitizer through the C API's Reg functions: each broken kernel with its correct twin (the same
// function with Broken() false, as in sim/tests/api/reg_compute/test_reg_sanitizer.cpp). The findings
// are the C++ Reg API's, reached through the shared engines, and name the C API function.
//   memcheck: an asc_* register function outside a Vector Function, a misaligned asc_loadalign, a
//             misaligned _postupdate offset, an asc_gather index outside the UB
//   synccheck: a VF loading what it stored without asc_mem_bar(VST_VLD)
#include "c_api/asc_simd.h"
#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class RegCapiSanitizerTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// z = x + 1 over 64 floats, `shift` floats into the source when broken.
__simd_vf__ inline void AddOneVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t shift)
{
    vector_bool m = asc_create_mask_b32(PAT_ALL);
    vector_float r;
    if (Broken()) {
        KT_MARK(g_line);
        asc_loadalign(r, src + shift);
    } else {
        asc_loadalign(r, src);
    }
    asc_add_scalar(r, r, 1.0f, m);
    asc_storealign(dst, r, m);
}

// The usual frame: x -> UB (MTE2), the VF, UB -> z (MTE3); the UB pointers from the C++ API's TBuf.
template <auto vf>
void FrameKernel(GM_ADDR x, GM_ADDR z, uint32_t arg)
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

// ---- memcheck: alignment (asc_loadalign.md: DIST_NORM reads 32-byte aligned UB) ------------------
void MisalignedLoad(GM_ADDR x, GM_ADDR, GM_ADDR z) { FrameKernel<AddOneVf>(x, z, 1); }
TEST_F(RegCapiSanitizerTest, LoadalignNotAligned)
{
    const LaunchOutcome bad = ExpectBrokenAndTwin(&MisalignedLoad, "memcheck",
                                                  "is not 32-byte aligned, as DIST_NORM requires", __FILE__);
    EXPECT_NE(bad.report.find("asc_loadalign"), std::string::npos) << bad.report;
}

// ---- memcheck: a _postupdate offset that breaks the alignment --------------------------------------
__simd_vf__ inline void PostUpdateVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    vector_bool m = asc_create_mask_b32(PAT_ALL);
    vector_float r;
    if (Broken()) {
        KT_MARK(g_line);
        asc_loadalign_postupdate(r, src, 3);
    } else {
        asc_loadalign_postupdate(r, src, 64);
    }
    asc_storealign(dst, r, m);
}
void MisalignedPostUpdate(GM_ADDR x, GM_ADDR, GM_ADDR z) { FrameKernel<PostUpdateVf>(x, z, 0); }
TEST_F(RegCapiSanitizerTest, PostupdateOffsetNotAligned)
{
    ExpectBrokenAndTwin(&MisalignedPostUpdate, "memcheck", "is not 32-byte aligned", __FILE__);
}

// ---- memcheck: a C API register function outside a VF -------------------------------------------
void CapiOutsideVf(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    if (Broken()) {
        KT_MARK(g_line);
        vector_bool m = asc_create_mask_b16(PAT_VL8);
        (void)m;
    }
    FrameKernel<AddOneVf>(x, z, 0);
}
TEST_F(RegCapiSanitizerTest, CapiRegFunctionOutsideAVectorFunction)
{
    ExpectBrokenAndTwin(&CapiOutsideVf, "memcheck", "Reg API called outside a Vector Function", __FILE__);
}

// ---- memcheck: asc_gather with an index past the UB ("索引值对应的数据必须在UB有效地址范围内") ---------
__simd_vf__ inline void GatherVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    vector_bool m = asc_create_mask_b32(PAT_ALL);
    vector_uint32_t idx;
    asc_duplicate_scalar(idx, Broken() ? 0x10000000u : 5u);
    vector_float r;
    if (Broken()) {
        KT_MARK(g_line);
        asc_gather(r, src, idx, m);
    } else {
        asc_gather(r, src, idx, m);
    }
    asc_storealign(dst, r, m);
}
void GatherPastUb(GM_ADDR x, GM_ADDR, GM_ADDR z) { FrameKernel<GatherVf>(x, z, 0); }
TEST_F(RegCapiSanitizerTest, GatherIndexOutsideTheUb)
{
    ExpectBrokenAndTwin(&GatherPastUb, "memcheck", "outside the Unified Buffer", __FILE__);
}

// ---- synccheck inside a VF: a load of what the VF stored (sync_control/asc_mem_bar.md) -------------
__simd_vf__ inline void StoreThenLoadVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    vector_bool m = asc_create_mask_b32(PAT_ALL);
    vector_float r, s;
    asc_loadalign(r, src);
    for (uint16_t i = 0; i < 3; ++i) {
        asc_add_scalar(s, r, 1.0f, m);
        asc_storealign(dst, s, m);
        if (!Broken()) {
            asc_mem_bar(VST_VLD);
        }
        KT_MARK(g_line);
        asc_loadalign(r, dst);
    }
}
void StoreThenLoad(GM_ADDR x, GM_ADDR, GM_ADDR z) { FrameKernel<StoreThenLoadVf>(x, z, 0); }
TEST_F(RegCapiSanitizerTest, VfLoadsItsOwnStoreWithoutMemBar)
{
    ExpectBrokenAndTwin(&StoreThenLoad, "synccheck",
                        "RAW hazard inside a Vector Function on UB offset 512: asc_loadalign reads bytes the store "
                        "at test_reg_capi_sanitizer.cpp:",
                        __FILE__);
}

// ---- memcheck: asc_update_addr_reg_bN compiled without the driver's loop indices; an addr_reg never set -----
__simd_vf__ inline void UnrewrittenAddrRegVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    vector_bool m = asc_create_mask_b32(PAT_ALL);
    vector_float r;
    addr_reg off;
    if (Broken()) {
        KT_MARK(g_line);
        off = asc_update_addr_reg_b32(64);
    } else {
        off = asc_update_addr_reg_b32(ascsim::capi::LoopIndices{1}, 64); // what bisheng makes of it
    }
    asc_loadalign(r, src, off);
    asc_storealign(dst, r, m);
}
void UnrewrittenAddrReg(GM_ADDR x, GM_ADDR, GM_ADDR z) { FrameKernel<UnrewrittenAddrRegVf>(x, z, 0); }
TEST_F(RegCapiSanitizerTest, AddrRegUpdateWithoutTheDriversLoopIndices)
{
    ExpectBrokenAndTwin(&UnrewrittenAddrReg, "memcheck", "compile this kernel with the simulator's bisheng", __FILE__);
}

__simd_vf__ inline void UnsetAddrRegVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    vector_bool m = asc_create_mask_b32(PAT_ALL);
    vector_float r;
    addr_reg off;
    if (Broken()) {
        KT_MARK(g_line);
        asc_loadalign(r, src, off);
    } else {
        off = asc_update_addr_reg_b32(ascsim::capi::LoopIndices{0}, 64);
        asc_loadalign(r, src, off);
    }
    asc_storealign(dst, r, off, m);
}
void UnsetAddrReg(GM_ADDR x, GM_ADDR, GM_ADDR z) { FrameKernel<UnsetAddrRegVf>(x, z, 0); }
TEST_F(RegCapiSanitizerTest, AddrRegNeverSet)
{
    ExpectBrokenAndTwin(&UnsetAddrReg, "memcheck", "addr_reg used before asc_update_addr_reg_bN set it", __FILE__);
}

// ---- memcheck: more offsets than loops around the call (asc_update_addr_reg.md 功能说明) --------------
__simd_vf__ inline void ExtraOffsetVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    vector_bool m = asc_create_mask_b32(PAT_ALL);
    vector_float r;
    addr_reg off;
    if (Broken()) {
        KT_MARK(g_line);
        off = asc_update_addr_reg_b32(ascsim::capi::LoopIndices{1}, 64, 0);
    } else {
        off = asc_update_addr_reg_b32(ascsim::capi::LoopIndices{1, 0}, 64, 0);
    }
    asc_loadalign(r, src, off);
    asc_storealign(dst, r, m);
}
void ExtraOffset(GM_ADDR x, GM_ADDR, GM_ADDR z) { FrameKernel<ExtraOffsetVf>(x, z, 0); }
TEST_F(RegCapiSanitizerTest, AddrRegWithMoreOffsetsThanLoops)
{
    ExpectBrokenAndTwin(&ExtraOffset, "memcheck", "2 offsets inside 1 enclosing for-loop(s)", __FILE__);
}

} // namespace
