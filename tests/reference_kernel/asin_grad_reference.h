/**
 * @file asin_grad_reference.h
 * @brief Host API of the test-only AsinGrad reference kernel (tests/st and bench/ use it).
 *
 * The reference kernel (asin_grad_reference_kernel.h, the Memory-API kernel with correctly
 * rounded Sqrt/Div) is not part of the operator package: the package ships only the fused kernel.
 * Tests and the benchmark launch it directly, as a kernel of its own, on the simulator's kernel
 * registry (the way bench/kernel_launch.cpp launches the benchmark's other kernels), with the
 * tiling below computed for the active SoC profile's core count and UB size.
 */
#ifndef ASIN_GRAD_REFERENCE_H
#define ASIN_GRAD_REFERENCE_H

#include <cstdint>
#include <string>

#include "ascendc_sim/launch/kernel_registry.h"
#include "graph/types.h"
#include "asin_grad_tiling_data.h"

namespace asin_grad_reference {

// The reference kernel's split: at least AsinGradReferenceLayout::kMinBytesPerCore of dy per core,
// per-core lengths of whole 32-byte blocks, the largest tile whose buffers fit in ubBytes. "" on
// success, else why not.
std::string ComputeTiling(int64_t totalLength, int64_t elemBytes, int64_t coreNum, int64_t ubBytes,
                          AsinGradTilingData* tiling);

struct Result {
    bool ok = false;
    std::string message;                 // why not, when !ok
    ascsim::kern::LaunchProfile profile; // the timing model's profile of the launch
    AsinGradTilingData tiling{};
};

// dx = dy / sqrt(1 - x^2) over n elements of dtype (DT_FLOAT, DT_FLOAT16 or DT_BF16) in device
// memory (aclrtMalloc), on the active SoC profile; synchronous. n == 0 launches nothing.
Result Run(ge::DataType dtype, int64_t n, void* dy, void* x, void* dx);

} // namespace asin_grad_reference

#endif // ASIN_GRAD_REFERENCE_H
