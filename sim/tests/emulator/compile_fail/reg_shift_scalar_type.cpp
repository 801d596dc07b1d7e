// Reg ShiftLefts.md, 表3 (and the SDK's "scalarValue data type" static_assert): the scalar shift count is an
// int16_t for every element type. An int count (a plain literal) fails to compile, naming the page's
// table; the int16_t twin compiles.
// Expect: ShiftLefts / ShiftRights: the scalar count is an int16_t
#include "kernel_operator.h"

#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
using Count = int32_t;
#else
using Count = int16_t;
#endif

__simd_vf__ inline void Vf(__ubuf__ uint32_t* p)
{
    AscendC::Reg::RegTensor<uint32_t> r;
    AscendC::Reg::MaskReg m = AscendC::Reg::CreateMask<uint32_t>();
    AscendC::Reg::LoadAlign(r, p);
    AscendC::Reg::ShiftLefts(r, r, static_cast<Count>(3), m);
    AscendC::Reg::StoreAlign(p, r, m);
}

int main() { return 0; }
