// The sim's stand-in for CANN's opbuild: from a registered OpDef, write aclnn_<op>.h/.cpp in the
// form opbuild generates (asc-devkit tests/tools/utils/opbuild/aclnn_*.h.txt / .cpp.txt): the
// two-phase API, the OpDef's dtype/format combinations per SoC, and calls to libnnopbase.
#pragma once

#include <string>
#include <vector>

#include "ascsim/op_registry.h"

namespace ascsim::opbuild {

// "AsinGrad" → "asin_grad" (file names), as opbuild names aclnn_<op>.h.
std::string SnakeCase(const std::string& opType);
// Parameter names in the generated signatures: outputs get the "Out" suffix, optional inputs
// "Optional" (opbuild's convention).
std::string InputParamName(const OpParamInfo& p);
std::string OutputParamName(const OpParamInfo& p);

struct GeneratedAclnn {
    std::string headerName; // aclnn_asin_grad.h
    std::string header;
    std::string sourceName; // aclnn_asin_grad.cpp
    std::string source;
};

// `computeUnits`: the SoC keys the package is built for (ASCEND_COMPUTE_UNIT); only those the op
// has an AddConfig for appear in the support list. Returns false with *error when the op cannot
// be generated (e.g. no matching compute unit, a dynamic input the sim does not support).
bool GenerateAclnn(const OpDefInfo& op, const std::vector<std::string>& computeUnits, GeneratedAclnn* out,
                   std::string* error);

} // namespace ascsim::opbuild
