// Reg矢量计算/类型转换/Cast.md 表7: float -> fp8_e4m3fn_t takes RoundMode::CAST_RINT only (and RegLayout
// ZERO..THREE, SatMode NO_SAT / SAT). A CAST_ROUND trait fails to compile, naming the table; the
// CAST_RINT twin compiles (engine/reg_cast_lowfp.h, LowFpTraitOk).
// Expect: Cast: the CastTrait does not match what Cast.md tables 6-9 list
#include "kernel_operator.h"

#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
constexpr auto kRound = AscendC::RoundMode::CAST_ROUND;
#else
constexpr auto kRound = AscendC::RoundMode::CAST_RINT;
#endif
constexpr AscendC::Reg::CastTrait kTrait = {AscendC::Reg::RegLayout::TWO, AscendC::Reg::SatMode::SAT,
                                            AscendC::Reg::MaskMergeMode::ZEROING, kRound};

__simd_vf__ inline void Vf(__ubuf__ float* p, __ubuf__ fp8_e4m3fn_t* q)
{
    AscendC::Reg::RegTensor<float> a;
    AscendC::Reg::RegTensor<fp8_e4m3fn_t> b;
    AscendC::Reg::MaskReg m = AscendC::Reg::CreateMask<float>();
    AscendC::Reg::LoadAlign(a, p);
    AscendC::Reg::Cast<fp8_e4m3fn_t, float, kTrait>(b, a, m);
    AscendC::Reg::MaskReg all = AscendC::Reg::CreateMask<uint8_t>();
    AscendC::Reg::StoreAlign(q, b, all);
}

int main() { return 0; }
