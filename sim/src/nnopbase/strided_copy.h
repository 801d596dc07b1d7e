// Gather a strided view into a dense buffer and scatter it back (AutoContiguous support).
#pragma once

#include <cstdint>

#include "tensor.h"

namespace ascsim::nnop {

// dense[i] = view element i (row-major over viewShape).
void GatherView(const aclTensor& view, const uint8_t* base, uint8_t* dense);
// view element i = dense[i].
void ScatterView(const aclTensor& view, uint8_t* base, const uint8_t* dense);

} // namespace ascsim::nnop
