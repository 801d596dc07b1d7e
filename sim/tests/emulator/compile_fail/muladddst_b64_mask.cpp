// MulAddDst.md (950): int64_t / uint64_t "仅支持tensor前n个数据计算接口". The int64_t mask form fails to
// compile; the int64_t count form (the twin) compiles.
// Expect: MulAddDst: unsupported \(dst, src\) type pair for the mask forms on 950
#include "kernel_operator.h"

void Kernel(const AscendC::LocalTensor<int64_t>& dst, const AscendC::LocalTensor<int64_t>& a,
            const AscendC::LocalTensor<int64_t>& b)
{
#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
    AscendC::MulAddDst(dst, a, b, static_cast<uint64_t>(32), 1, {1, 1, 1, 8, 8, 8});
#else
    AscendC::MulAddDst(dst, a, b, 32);
#endif
}

int main() { return 0; }
