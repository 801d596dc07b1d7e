// Data types and profile accumulation of the benchmark (bench_case.h).
#include "bench_case.h"

#include <algorithm>

#include "ascendc_sim/launch/kernel_registry.h"

namespace bench {

const char* DTypeName(DType t)
{
    switch (t) {
        case DType::kF32:
            return "float32";
        case DType::kF16:
            return "float16";
        case DType::kBF16:
            return "bfloat16";
    }
    return "?";
}

size_t DTypeBytes(DType t) { return t == DType::kF32 ? 4 : 2; }

aclDataType AclType(DType t)
{
    switch (t) {
        case DType::kF32:
            return ACL_FLOAT;
        case DType::kF16:
            return ACL_FLOAT16;
        case DType::kBF16:
            return ACL_BF16;
    }
    return ACL_FLOAT;
}

bool ParseDType(const std::string& s, DType* t)
{
    if (s == "float32" || s == "fp32") {
        *t = DType::kF32;
    } else if (s == "float16" || s == "fp16") {
        *t = DType::kF16;
    } else if (s == "bfloat16" || s == "bf16") {
        *t = DType::kBF16;
    } else {
        return false;
    }
    return true;
}

void Profile::Add(const ascsim::kern::LaunchProfile& p)
{
    ok = true;
    soc = launches == 0 || soc == p.soc ? p.soc : "mixed";
    ++launches;
    blockDim = std::max(blockDim, p.blockDim);
    taskDurationUs += p.taskDurationUs;
    aivVecTimeUs += p.aivVecTimeUs;
    aivMte2TimeUs += p.aivMte2TimeUs;
    aivMte3TimeUs += p.aivMte3TimeUs;
}

Profile Profile::Fail(const std::string& why)
{
    Profile p;
    p.ok = false;
    p.error = why;
    return p;
}

} // namespace bench
