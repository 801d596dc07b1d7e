// How many executors libnnopbase holds (created and not yet run, destroyed or finalised). Not a
// CANN API: the simulator's tests use it to prove that no path leaks an executor.
#pragma once

#include <cstddef>

namespace ascsim::nnop {

size_t LiveExecutorCount();

} // namespace ascsim::nnop
