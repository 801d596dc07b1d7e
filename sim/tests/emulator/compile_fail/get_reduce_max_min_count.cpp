// GetReduceMaxMinCount: the older name of GetReduceRepeatMaxMinSpr (附录/接口变更说明.md), whose page says
// Ascend 950 "不支持": a call fails to compile; the twin reads the sum register, which 950 has.
// Expect: GetReduceMaxMinCount is not supported on Ascend 950
#include "kernel_operator.h"

float Kernel()
{
#if defined(ASCSIM_BROKEN) && ASCSIM_BROKEN
    float value = 0.0f;
    AscendC::GetReduceMaxMinCount(value);
    return value;
#else
    return AscendC::GetReduceRepeatSumSpr<float>();
#endif
}

int main() { return 0; }
