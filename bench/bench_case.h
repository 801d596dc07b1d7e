// What every variant of the AsinGrad benchmark shares: the case it runs (SoC profile, data type,
// element count, device buffers) and the modeled profile it returns. A variant is a function
// Case -> Profile; adding one means writing that function and listing it in variants.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"

namespace ascsim::kern {
struct LaunchProfile;
}

namespace bench {

enum class DType { kF32, kF16, kBF16 };

const char* DTypeName(DType t); // "float32", "float16", "bfloat16"
size_t DTypeBytes(DType t);
aclDataType AclType(DType t);
// Parses the names above (and "fp32", "fp16", "bf16"); false for anything else.
bool ParseDType(const std::string& s, DType* t);

// One run of one variant. The driver sets ASCEND_SIM_SOC to `soc` before calling the variant and
// fills dy/x; the variant writes dx. All buffers are device memory (aclrtMalloc) of n elements.
struct Case {
    std::string soc; // SoC profile name, e.g. "Ascend950PR"
    DType dtype = DType::kF32;
    int64_t n = 0;
    void* dy = nullptr;
    void* x = nullptr;
    void* dx = nullptr;
    void* scratch = nullptr;      // a temporary of n elements, for variants that need one
    aclrtStream stream = nullptr; // for variants that go through the aclnn API
};

// A variant's modeled msprof-style profile, summed over its kernel launches.
struct Profile {
    bool ok = false;
    std::string error; // why the variant failed (when !ok)
    int launches = 0;
    std::string soc;       // the SoC profile the launches ran on ("mixed" if they differ)
    uint32_t blockDim = 0; // the largest over the launches
    double taskDurationUs = 0.0;
    double aivVecTimeUs = 0.0;
    double aivMte2TimeUs = 0.0;
    double aivMte3TimeUs = 0.0;

    void Add(const ascsim::kern::LaunchProfile& p);
    static Profile Fail(const std::string& why);
};

using VariantFn = Profile (*)(const Case&);

struct Variant {
    const char* name;    // the "variant" field of the JSON output
    const char* summary; // one line for --list
    VariantFn run;
};

// Every variant, in output order.
const std::vector<Variant>& Variants();

} // namespace bench
