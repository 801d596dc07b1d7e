// Divs（灵活标量位置）.md, 数据类型 (950): half, float, int64_t, uint64_t (complex not modelled). An int32_t
// Divs fails to compile, naming the page; the float twin compiles.
// Expect: Divs: element type not supported on Ascend 950
#include "kernel_operator.h"

#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
using Elem = int32_t;
#else
using Elem = float;
#endif

void Kernel(const AscendC::LocalTensor<Elem>& dst, const AscendC::LocalTensor<Elem>& src)
{
    AscendC::Divs(dst, src, static_cast<Elem>(2), 64);
}

int main() { return 0; }
