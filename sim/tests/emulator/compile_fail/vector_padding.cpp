// VectorPadding(ISASI).md: Ascend 950 "不支持". A call fails to compile, naming the page; the twin copies
// with Adds instead.
// Expect: VectorPadding is not supported on Ascend 950
#include "kernel_operator.h"

void Kernel(const AscendC::LocalTensor<half>& dst, const AscendC::LocalTensor<half>& src)
{
#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
    AscendC::VectorPadding(dst, src, 0, false, 128u);
#else
    AscendC::Adds(dst, src, half(0.0f), 128);
#endif
}

int main() { return 0; }
