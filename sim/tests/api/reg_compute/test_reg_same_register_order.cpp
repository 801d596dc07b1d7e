// LocalMemBar.md (功能说明, 约束说明): inside a VF, a UB read and an earlier UB write that use the same
// register are kept in program order by the register ("寄存器保序"), so no LocalMemBar is needed
// between them; with different registers only a LocalMemBar<VEC_STORE, VEC_LOAD> orders them. The
// synccheck follows the bytes: each byte a store wrote belongs to that store's register until the
// barrier or a later store, and a load is judged per byte against the store that wrote it last.
#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;
namespace R = AscendC::Reg;

namespace {

class RegSameRegisterOrder : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// x -> UB (MTE2), vf(dst, src), dst -> z (MTE3): dst is the second buffer, at UB offset 512.
template <auto vf>
void Frame(GM_ADDR x, GM_ADDR, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 128 * sizeof(float));
    pipe.InitBuffer(out, 128 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 128), 128);
    KT_FLAG(MTE2_V);
    asc_vf_call<vf>(b.GetPhyAddr(), a.GetPhyAddr());
    KT_FLAG(V_MTE3);
    DataCopy(Gm(z, 64), b, 64);
}

// Three rounds of r += 1 through UB, the store and the load naming r and no barrier at all.
__simd_vf__ inline void SameRegisterRoundTripVf(__ubuf__ float* dst, __ubuf__ float* src)
{
    R::MaskReg m = R::CreateMask<float>();
    R::RegTensor<float> r;
    R::LoadAlign(r, src);
    for (uint16_t i = 0; i < 3; ++i) {
        R::Adds(r, r, 1.0f, m);
        R::StoreAlign(dst, r, m);
        R::LoadAlign(r, dst);
    }
}

TEST_F(RegSameRegisterOrder, ALoadIntoTheRegisterAStoreNamedNeedsNoBarrier)
{
    NegBuffers buffers;
    ExpectClean(Launch(&Frame<SameRegisterRoundTripVf>, 1, buffers.Args()));
    const auto x = buffers.x.Read<float>(64);
    const auto z = buffers.z.Read<float>(64);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(z[i], x[i] + 3.0f) << i;
    }
}

// r stores all 64 lanes; s's lanes 0..15 then overwrite elements 32..47 (UB offsets 640..703); the load into r reads
// bytes of both. r's own bytes are ordered by the register, s's are not: the finding names offset 640.
__simd_vf__ inline void PartlyOtherRegisterVf(__ubuf__ float* dst, __ubuf__ float* src)
{
    R::MaskReg all = R::CreateMask<float>();
    R::MaskReg sixteen = R::CreateMask<float, R::MaskPattern::VL16>();
    R::RegTensor<float> r, s;
    R::LoadAlign(r, src);
    R::Muls(s, r, 2.0f, all);
    R::StoreAlign(dst, r, all);
    R::StoreAlign(dst + 32, s, sixteen);
    if (!Broken()) {
        R::LocalMemBar<R::MemType::VEC_STORE, R::MemType::VEC_LOAD>();
    }
    KT_MARK(g_line);
    R::LoadAlign(r, dst);
    R::Adds(r, r, 1.0f, all);
    R::StoreAlign(dst, r, all);
}

TEST_F(RegSameRegisterOrder, BytesAnotherRegisterStoredStillNeedTheBarrier)
{
    ExpectBrokenAndTwin(&Frame<PartlyOtherRegisterVf>, "synccheck",
                        "RAW hazard inside a Vector Function on UB offset 640: LoadAlign reads bytes the StoreAlign at "
                        "test_reg_same_register_order.cpp:",
                        __FILE__);
    NegBuffers buffers;
    g_broken = false;
    ExpectClean(Launch(&Frame<PartlyOtherRegisterVf>, 1, buffers.Args()));
    const auto x = buffers.x.Read<float>(64);
    const auto z = buffers.z.Read<float>(64);
    for (int i = 0; i < 64; ++i) {
        const float want = (i >= 32 && i < 48 ? 2.0f * x[i - 32] : x[i]) + 1.0f; // s's lanes 0..15
        EXPECT_EQ(z[i], want) << i;
    }
}

// The other way round: s's store comes first, r's covers part of it; the load into r still reads
// s's bytes outside r's lanes (UB offsets 512..639).
__simd_vf__ inline void OwnStoreOverOtherVf(__ubuf__ float* dst, __ubuf__ float* src)
{
    R::MaskReg all = R::CreateMask<float>();
    R::MaskReg high = R::CreateMask<float, R::MaskPattern::VL32>();
    R::RegTensor<float> r, s;
    R::LoadAlign(r, src);
    R::Muls(s, r, 2.0f, all);
    R::StoreAlign(dst, s, all);
    R::StoreAlign(dst + 32, r, high);
    if (!Broken()) {
        R::LocalMemBar<R::MemType::VEC_STORE, R::MemType::VEC_LOAD>();
    }
    KT_MARK(g_line);
    R::LoadAlign(r, dst);
    R::StoreAlign(dst, r, all);
}

TEST_F(RegSameRegisterOrder, AStoreOfTheLoadsRegisterOrdersOnlyTheBytesItWrote)
{
    ExpectBrokenAndTwin(&Frame<OwnStoreOverOtherVf>, "synccheck",
                        "RAW hazard inside a Vector Function on UB offset 512: LoadAlign reads bytes the StoreAlign at "
                        "test_reg_same_register_order.cpp:",
                        __FILE__);
}

} // namespace
