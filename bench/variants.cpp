// The variant list: output order, names and one-line descriptions. Add new variants here.
#include "variants.h"

namespace bench {

const std::vector<Variant>& Variants()
{
    static const std::vector<Variant> list = {
        {"product", "the AsinGrad operator via aclnnAsinGradGetWorkspaceSize/aclnnAsinGrad", &RunProductVariant},
        {"product_next", "the operator, then the next kernel of a backward pass reading dx (-dx): 2 launches",
         &RunProductNextVariant},
        {"product_dx_bypass", "the operator's kernel with dx bypassing L2 (bench-only instance, direct launch)",
         &RunProductDxBypassVariant},
        {"product_next_dx_bypass", "product_dx_bypass, then the kernel reading dx (-dx): 2 launches",
         &RunProductNextDxBypassVariant},
        {"reference", "the test-only reference Memory-API kernel (tests/reference_kernel), the landed one before",
         &RunReferenceVariant},
        {"chain", "framework chain: mul, neg, adds, rsqrt, mul as 5 kernels (5 GM round trips)", &RunChainVariant},
        {"a2", "Atlas A2 style: Mul, Muls -1, Adds 1, Sqrt, Div; half in half, no special values", &RunA2Variant},
        {"arch35", "ops-math 950 style: same 5 steps in float (half/bf16 Cast), no special values", &RunArch35Variant},
    };
    return list;
}

} // namespace bench
