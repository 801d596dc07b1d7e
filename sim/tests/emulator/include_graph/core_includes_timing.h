// Checked as if it stood in src/kernel/core: a functional file that includes the timing model's state.
// As: src/kernel/core
// Expect: rule timing: [^\n]*core_includes_timing.h: reaches src/kernel/timing/core_timing.h
#pragma once

#include "core/event_emit.h"
#include "timing/core_timing.h"
