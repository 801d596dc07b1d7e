// Reg Xor.md, 数据类型: bool and the 8..64-bit integers only. A float register Xor'ed fails to compile,
// naming the page; the uint32_t twin compiles.
// Expect: Xor: bool and 8..64-bit integer element types only
#include "kernel_operator.h"

#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
using Elem = float;
#else
using Elem = uint32_t;
#endif

__simd_vf__ inline void Vf(__ubuf__ Elem* p)
{
    AscendC::Reg::RegTensor<Elem> a, b;
    AscendC::Reg::MaskReg m = AscendC::Reg::CreateMask<Elem>();
    AscendC::Reg::LoadAlign(a, p);
    AscendC::Reg::Xor(b, a, a, m);
    AscendC::Reg::StoreAlign(p, b, m);
}

int main() { return 0; }
