// The structures generated aclnn code hands to libnnopbase (opbuild's output declares the same
// layouts in an anonymous namespace; see asc-devkit tests/tools/utils/opbuild/*.cpp.txt).
#pragma once

#include <cstddef>
#include <cstdint>

#include "graph/types.h"

namespace ascsim::nnop {

struct TensorDesc {
    ge::DataType dtype;
    ge::Format format;
};
struct SupportInfo {
    TensorDesc* inputsDesc;
    size_t inputsNum;
    TensorDesc* outputsDesc;
    size_t outputsNum;
};
struct OpSocSupportInfo {
    SupportInfo* supportInfo;
    size_t num;
};
struct OpSupportList {
    OpSocSupportInfo* socSupportInfo;
    size_t num;
};
struct NnopbaseDfxId {
    uint32_t id;
    const char* funcName;
    bool hasReg;
};

} // namespace ascsim::nnop
