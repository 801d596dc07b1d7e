// The graph prototypes registered with REG_OP (graph/operator_reg.h) in the loaded libraries.
#pragma once

#include <string>

#include "graph/operator_reg.h"

namespace ascsim {
// nullptr when no prototype of that op type is registered.
const ge::OpProtoDef* FindOpProto(const std::string& opType);
} // namespace ascsim
