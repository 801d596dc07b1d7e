// Reg数据搬入/Move.md, 约束说明: "该接口的mode参数不支持ZEROING模式" (MERGING is the default and the only
// mode). Move<T, MaskMergeMode::ZEROING> fails to compile, naming the constraint; the MERGING twin compiles.
// Expect: Move: MaskMergeMode::MERGING only
#include "kernel_operator.h"

#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
constexpr auto kMode = AscendC::Reg::MaskMergeMode::ZEROING;
#else
constexpr auto kMode = AscendC::Reg::MaskMergeMode::MERGING;
#endif

__simd_vf__ inline void Vf(__ubuf__ float* p)
{
    AscendC::Reg::RegTensor<float> a, b;
    AscendC::Reg::MaskReg m = AscendC::Reg::CreateMask<float>();
    AscendC::Reg::LoadAlign(a, p);
    AscendC::Reg::Move<float, kMode>(b, a, m);
    AscendC::Reg::StoreAlign(p, b, m);
}

int main() { return 0; }
