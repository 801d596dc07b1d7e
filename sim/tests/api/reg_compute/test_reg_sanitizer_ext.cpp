// Negative kernels for the second set of Reg APIs: per family at least one broken kernel that makes a
// sanitizer check fire, each with its correct twin (the same function with Broken() false). The broken
// call is marked with KT_MARK on its own line (or the DataCopy that takes undefined data out).
//   memcheck:  AddrReg element size, DataBlock / MaskReg alignment, LoadUnAlign without LoadUnAlignPre,
//              StoreUnAlign streams broken or never flushed, Gather / GatherB / Scatter indices (outside
//              UB, undefined, not DataBlock-aligned, repeated), the AR register (never cleared, Squeezes
//              not alternating with StoreUnAlign), Interleave into one register, AscendC::ClearSpr in a VF,
//              Arange outside a VF; and undefined lanes reaching GM: a stale unaligned load, unselected
//              Gather lanes, the undefined half of a Pack, a Reduce of a never-written register, an
//              overflowed Histograms count, a Truncate of never-loaded data.
#include "reg_test_util.h"

using namespace AscendC;
using namespace ktest;
namespace R = AscendC::Reg;

namespace {

class RegSanitizerExtTest : public KernelTest {};

GlobalTensor<float> Gm(GM_ADDR p, uint64_t n)
{
    GlobalTensor<float> g;
    g.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(p), n);
    return g;
}

// x (1024 floats, 1..1024) -> UB a, y -> UB b; VF(b, a); b -> z. The DataCopy out is marked when
// `markCopy` (the finding is expected there: undefined data leaving the core).
template <auto vf, bool markCopy>
void Frame(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> in, out;
    pipe.InitBuffer(in, 1024 * sizeof(float));
    pipe.InitBuffer(out, 1024 * sizeof(float));
    LocalTensor<float> a = in.Get<float>(), b = out.Get<float>();
    DataCopy(a, Gm(x, 1024), 1024);
    DataCopy(b, Gm(y, 1024), 1024);
    KT_FLAG(MTE2_V);
    asc_vf_call<vf>(b.GetPhyAddr(), a.GetPhyAddr(), 0u);
    KT_FLAG(V_MTE3);
    if constexpr (markCopy) {
        KT_MARK(g_line);
        DataCopy(Gm(z, 1024), b, 1024);
    } else {
        DataCopy(Gm(z, 1024), b, 1024);
    }
}

// ---- addr_reg.h: an AddrReg made for another element size (AddrReg.md) ---------------------------------
__simd_vf__ inline void AddrRegVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> r;
    R::AddrReg a = Broken() ? R::CreateAddrReg<half>(1, 128) : R::CreateAddrReg<float>(1, 64);
    KT_MARK(g_line);
    R::LoadAlign(r, src, a);
    R::StoreAlign(dst, r, all);
}
TEST_F(RegSanitizerExtTest, AddrRegOfAnotherElementSize)
{
    ExpectBrokenAndTwin(&Frame<AddrRegVf, false>, "memcheck",
                        "AddrReg created by CreateAddrReg for 2-byte elements used by an access of 4-byte elements",
                        __FILE__);
}

// ---- load_store_dual_block.h: a DataBlock load from an address that is not 32-byte aligned -------------------
__simd_vf__ inline void BlockVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> r;
    KT_MARK(g_line);
    R::LoadAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(r, src + (Broken() ? 4 : 8), 1, all);
    R::StoreAlign(dst, r, all);
}
TEST_F(RegSanitizerExtTest, DataBlockLoadNotAligned)
{
    ExpectBrokenAndTwin(&Frame<BlockVf, false>, "memcheck", "is not 32-byte aligned, as DATA_BLOCK_COPY requires",
                        __FILE__);
}

// ---- unaligned.h -------------------------------------------------------------------------------------
__simd_vf__ inline void NoPreVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> r;
    R::UnalignRegForLoad u;
    if (!Broken()) {
        R::LoadUnAlignPre(u, src + 3);
    }
    KT_MARK(g_line);
    R::LoadUnAlign(r, u, src + 3);
    R::StoreAlign(dst, r, all);
}
TEST_F(RegSanitizerExtTest, LoadUnAlignWithoutLoadUnAlignPre)
{
    ExpectBrokenAndTwin(&Frame<NoPreVf, false>, "memcheck",
                        "is not in the DataBlock the UnalignRegForLoad holds (none: no LoadUnAlignPre)", __FILE__);
}

__simd_vf__ inline void NoPostVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::RegTensor<float> r;
    R::LoadAlign(r, src);
    R::UnalignRegForStore u;
    __ubuf__ float* d = dst + 1;
    KT_MARK(g_line);
    R::StoreUnAlign(d, r, u, 64);
    if (!Broken()) {
        R::StoreUnAlignPost(d, u, 0);
    }
}
TEST_F(RegSanitizerExtTest, StoreUnAlignBytesNeverFlushed)
{
    ExpectBrokenAndTwin(&Frame<NoPostVf, false>, "memcheck",
                        "byte(s) for UB offset 4352 left in the UnalignRegForStore when the Vector Function returned",
                        __FILE__);
}

__simd_vf__ inline void JumpVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::RegTensor<float> r;
    R::LoadAlign(r, src);
    R::UnalignRegForStore u;
    __ubuf__ float* d = dst + 1;
    R::StoreUnAlign(d, r, u, 64);
    if (Broken()) {
        d += 8; // a gap: the bytes in the register do not end where the next store starts
    }
    KT_MARK(g_line);
    R::StoreUnAlign(d, r, u, 64);
    R::StoreUnAlignPost(d, u, 0);
}
TEST_F(RegSanitizerExtTest, StoreUnAlignStreamWithAGap)
{
    ExpectBrokenAndTwin(&Frame<JumpVf, false>, "memcheck", "a StoreUnAlignPost must write them first", __FILE__);
}

// A LoadUnAlign whose footprint covers what a StoreAlign of the same VF wrote, with no LocalMemBar: the
// stale bytes are undefined (load_store.h RawRule::kUndefined) and the finding comes when they leave.
// The load fills s, not the r the store named (a load into r would be ordered by the register:
// test_reg_same_register_order.cpp).
__simd_vf__ inline void StaleVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> r, s;
    R::LoadAlign(r, src);
    R::StoreAlign(dst + 64, r, all);
    if (!Broken()) {
        R::LocalMemBar<R::MemType::VEC_STORE, R::MemType::VEC_LOAD>();
    }
    R::UnalignRegForLoad u;
    R::LoadUnAlignPre(u, dst + 60);
    R::LoadUnAlign(s, u, dst + 60); // bytes 16.. come from what the StoreAlign wrote
    R::StoreAlign(dst + 128, s, all);
}
TEST_F(RegSanitizerExtTest, StaleUnalignedLoadIsUndefinedUntilItLeaves)
{
    ExpectBrokenAndTwin(&Frame<StaleVf, true>, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

// ---- mask_move.h: a MaskReg store 16 bytes off (DIST_NORM needs VL/8 = 32) ------------------------------
__simd_vf__ inline void MaskStoreVf(__ubuf__ float* dst, __ubuf__ float*, uint32_t)
{
    R::MaskReg m = R::CreateMask<uint8_t, R::MaskPattern::H>(); // every bit defined
    auto* d = reinterpret_cast<uint8_t*>(dst) + (Broken() ? 16 : 32);
    KT_MARK(g_line);
    R::StoreAlign(d, m);
}
TEST_F(RegSanitizerExtTest, MaskStoreNotAligned)
{
    ExpectBrokenAndTwin(&Frame<MaskStoreVf, false>, "memcheck",
                        "is not 32-byte aligned, as MaskDist::DIST_NORM requires", __FILE__);
}

// ---- gather_scatter.h ----------------------------------------------------------------------------------
__simd_vf__ inline void GatherFarVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<uint32_t> ix;
    R::Duplicate(ix, Broken() ? 1000000u : 5u);
    R::RegTensor<float> r;
    KT_MARK(g_line);
    R::Gather(r, src, ix, all);
    R::StoreAlign(dst, r, all);
}
TEST_F(RegSanitizerExtTest, GatherIndexOutsideUb)
{
    ExpectBrokenAndTwin(&Frame<GatherFarVf, false>, "memcheck",
                        "index 1000000 of lane 0 addresses UB offset 4000000, outside the Unified Buffer", __FILE__);
}

__simd_vf__ inline void GatherUndefVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<uint32_t> ix; // never assigned in the broken kernel
    if (!Broken()) {
        R::Duplicate(ix, 5u);
    }
    R::RegTensor<float> r;
    KT_MARK(g_line);
    R::Gather(r, src, ix, all);
    R::StoreAlign(dst, r, all);
}
TEST_F(RegSanitizerExtTest, GatherIndexNeverWritten)
{
    ExpectBrokenAndTwin(&Frame<GatherUndefVf, false>, "memcheck",
                        "index of lane 0 was computed from never-written bytes", __FILE__);
}

__simd_vf__ inline void GatherUnselectedVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg h = R::CreateMask<float, R::MaskPattern::H>();
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<uint32_t> ix;
    R::Duplicate(ix, 7u);
    R::RegTensor<float> r;
    R::Gather(r, src, ix, h);
    R::StoreAlign(dst, r, Broken() ? all : h); // the unselected half is undefined
}
TEST_F(RegSanitizerExtTest, GatherUnselectedLanesAreUndefined)
{
    ExpectBrokenAndTwin(&Frame<GatherUnselectedVf, true>, "initcheck", "MTE3 reads UB bytes that were never written",
                        __FILE__);
}

__simd_vf__ inline void GatherBVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<uint32_t> ix;
    R::Duplicate(ix, Broken() ? 20u : 64u);
    R::RegTensor<float> r;
    KT_MARK(g_line);
    R::GatherB(r, src, ix, all);
    R::StoreAlign(dst, r, all);
}
TEST_F(RegSanitizerExtTest, GatherBOffsetNotADataBlock)
{
    ExpectBrokenAndTwin(&Frame<GatherBVf, false>, "memcheck", "index 20 of DataBlock 0 is not a multiple of 32 bytes",
                        __FILE__);
}

__simd_vf__ inline void ScatterVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::RegTensor<float> r;
    R::LoadAlign(r, src);
    R::RegTensor<uint32_t> ix;
    R::Duplicate(ix, 40u);
    // Every lane goes to element 40: one selected lane is fine, two are not.
    R::MaskReg m = Broken() ? R::CreateMask<float, R::MaskPattern::VL2>() : R::CreateMask<float, R::MaskPattern::VL1>();
    KT_MARK(g_line);
    R::Scatter(dst, r, ix, m);
}
TEST_F(RegSanitizerExtTest, ScatterRepeatedIndex)
{
    ExpectBrokenAndTwin(&Frame<ScatterVf, false>, "memcheck", "index 40 appears in more than one selected lane",
                        __FILE__);
}

// ---- reduce.h: a Reduce of a register never written reaches GM -----------------------------------------
__simd_vf__ inline void ReduceVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> s, r;
    if (!Broken()) {
        R::LoadAlign(s, src);
    }
    R::Reduce<R::ReduceType::SUM>(r, s, all);
    R::StoreAlign(dst, r, all);
}
TEST_F(RegSanitizerExtTest, ReduceOfANeverWrittenRegister)
{
    ExpectBrokenAndTwin(&Frame<ReduceVf, true>, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

// ---- histograms.h: a count past 65535 is unspecified ("注意累加溢出问题") -------------------------------
__simd_vf__ inline void HistVf(__ubuf__ float* dst, __ubuf__ float*, uint32_t)
{
    R::RegTensor<uint16_t> acc;
    R::RegTensor<uint8_t> src;
    R::Duplicate(acc, uint16_t(Broken() ? 65500 : 1000));
    R::Duplicate(src, uint8_t(3));
    R::MaskReg all8 = R::CreateMask<uint8_t>();
    R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN0, R::HistogramsType::FREQUENCY>(acc, src, all8);
    R::StoreAlign(reinterpret_cast<uint16_t*>(dst), acc, all8);
}
TEST_F(RegSanitizerExtTest, HistogramsCountOverflow)
{
    ExpectBrokenAndTwin(&Frame<HistVf, true>, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

// ---- relayout.h ------------------------------------------------------------------------------------------
__simd_vf__ inline void InterleaveVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> a, b, c;
    R::LoadAlign(a, src);
    KT_MARK(g_line);
    R::Interleave(b, Broken() ? b : c, a, a);
    R::StoreAlign(dst, b, all);
}
TEST_F(RegSanitizerExtTest, InterleaveIntoOneRegister)
{
    ExpectBrokenAndTwin(&Frame<InterleaveVf, false>, "memcheck", "dstReg0 and dstReg1 are the same RegTensor",
                        __FILE__);
}

__simd_vf__ inline void PackVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::RegTensor<uint32_t> w;
    R::RegTensor<uint16_t> p;
    R::LoadAlign(w, reinterpret_cast<uint32_t*>(src));
    R::Pack<uint16_t, uint32_t>(p, w);
    R::MaskReg all = R::CreateMask<uint16_t>();
    R::MaskReg low = R::CreateMask<uint16_t, R::MaskPattern::H>();
    R::StoreAlign(reinterpret_cast<uint16_t*>(dst), p, Broken() ? all : low);
}
TEST_F(RegSanitizerExtTest, PackOtherHalfIsUndefined)
{
    ExpectBrokenAndTwin(&Frame<PackVf, true>, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

// ---- squeeze.h / spr.h: the AR register ----------------------------------------------------------------
__simd_vf__ inline void SqueezeTwiceVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float, R::MaskPattern::M4>();
    R::RegTensor<float> a, s;
    R::UnalignRegForStore u;
    R::ClearSpr<SpecialPurposeReg::AR>();
    R::LoadAlign(a, src);
    R::Squeeze<float, R::GatherMaskMode::STORE_REG>(s, a, m);
    if (!Broken()) {
        R::StoreUnAlign<float, R::PostLiteral::POST_MODE_UPDATE>(dst, s, u);
    }
    KT_MARK(g_line);
    R::Squeeze<float, R::GatherMaskMode::STORE_REG>(s, a, m);
    R::StoreUnAlign<float, R::PostLiteral::POST_MODE_UPDATE>(dst, s, u);
    R::StoreUnAlignPost(dst, u);
}
TEST_F(RegSanitizerExtTest, SqueezeStoreRegTwiceWithoutStoreUnAlign)
{
    ExpectBrokenAndTwin(&Frame<SqueezeTwiceVf, false>, "memcheck",
                        "a second Squeeze<..., GatherMaskMode::STORE_REG> before a StoreUnAlign", __FILE__);
}

__simd_vf__ inline void NoClearVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg m = R::CreateMask<float, R::MaskPattern::M4>();
    R::RegTensor<float> a, s;
    R::UnalignRegForStore u;
    if (!Broken()) {
        R::ClearSpr<SpecialPurposeReg::AR>();
    }
    R::LoadAlign(a, src);
    R::Squeeze<float, R::GatherMaskMode::STORE_REG>(s, a, m);
    KT_MARK(g_line);
    R::StoreUnAlign<float, R::PostLiteral::POST_MODE_UPDATE>(dst, s, u);
    R::StoreUnAlignPost(dst, u);
}
TEST_F(RegSanitizerExtTest, ArReadBeforeClearSpr)
{
    ExpectBrokenAndTwin(&Frame<NoClearVf, false>, "memcheck",
                        "the AR special register is read before any ClearSpr<SpecialPurposeReg::AR>", __FILE__);
}

__simd_vf__ inline void ClearInVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    if (Broken()) {
        KT_MARK(g_line);
        AscendC::ClearSpr<SpecialPurposeReg::AR>();
    } else {
        R::ClearSpr<SpecialPurposeReg::AR>();
    }
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> a;
    R::LoadAlign(a, src);
    R::StoreAlign(dst, a, all);
}
TEST_F(RegSanitizerExtTest, ScalarClearSprInsideAVectorFunction)
{
    ExpectBrokenAndTwin(&Frame<ClearInVf, false>, "memcheck", "AscendC::ClearSpr inside a Vector Function", __FILE__);
}

// ---- arange.h: a Reg API outside a VF --------------------------------------------------------------------
void ArangeOutside(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    if (Broken()) {
        R::RegTensor<float> r;
        KT_MARK(g_line);
        R::Arange(r, 0.0f);
    }
    Frame<AddrRegVf, false>(x, y, z);
}
TEST_F(RegSanitizerExtTest, ArangeOutsideAVectorFunction)
{
    ExpectBrokenAndTwin(&ArangeOutside, "memcheck", "Reg API called outside a Vector Function", __FILE__);
}

// ---- truncate.h: lanes of a never-loaded register leave the core -----------------------------------------
__simd_vf__ inline void TruncVf(__ubuf__ float* dst, __ubuf__ float* src, uint32_t)
{
    R::MaskReg all = R::CreateMask<float>();
    R::RegTensor<float> a, t;
    R::LoadAlign(a, Broken() ? src + 3072 : src); // 12 KB on: past both buffers, never written
    R::Truncate<float, RoundMode::CAST_FLOOR>(t, a, all);
    R::StoreAlign(dst, t, all);
}
TEST_F(RegSanitizerExtTest, TruncateOfNeverWrittenData)
{
    ExpectBrokenAndTwin(&Frame<TruncVf, true>, "initcheck", "MTE3 reads UB bytes that were never written", __FILE__);
}

} // namespace
