// Neg(ISASI).md, 数据类型 (950): int8_t, int16_t, half, int32_t, float, int64_t. A uint32_t Neg fails to
// compile, naming the page; the int32_t twin compiles.
// Expect: Neg: T must be int8_t, int16_t, half, int32_t, float or int64_t on 950
#include "kernel_operator.h"

#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
using Elem = uint32_t;
#else
using Elem = int32_t;
#endif

void Kernel(const AscendC::LocalTensor<Elem>& dst, const AscendC::LocalTensor<Elem>& src)
{
    AscendC::Neg(dst, src, 64);
}

int main() { return 0; }
