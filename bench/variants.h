// The variants of the AsinGrad benchmark, each a function Case -> Profile (bench_case.h).
#pragma once

#include "bench_case.h"

namespace bench {

Profile RunProductVariant(const Case& c);             // the AsinGrad operator through aclnn (variant_product.cpp)
Profile RunProductNextVariant(const Case& c);         // the operator, then a kernel reading dx (variant_product.cpp)
bool RunDxConsumer(const Case& c, Profile* acc);      // that kernel: scratch = -dx (variant_chain.cpp)
Profile RunProductDxBypassVariant(const Case& c);     // the operator's kernel, dx bypassing L2 (variant_dx_bypass.cpp)
Profile RunProductNextDxBypassVariant(const Case& c); // that kernel, then the one reading dx (same file)
Profile RunReferenceVariant(const Case& c); // the test-only reference kernel, launched directly (variant_product.cpp)
Profile RunChainVariant(const Case& c);     // five separate elementwise kernels (variant_chain.cpp)
Profile RunA2Variant(const Case& c);        // Atlas A2 AsinGrad style (variant_a2.cpp)
Profile RunArch35Variant(const Case& c);    // ops-math built-in 950 AsinGrad style (variant_arch35.cpp)

} // namespace bench
