// A functional header that includes the timing model's state: the include-graph check must reject it.
#pragma once

#include "event_emit.h"
#include "core_timing.h"
