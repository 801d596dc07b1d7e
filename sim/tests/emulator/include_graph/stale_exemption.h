// Checked as if it stood in src/kernel/launch, exempt from the timing rule although it does not
// reach the timing model: an exemption no longer needed is itself a finding.
// As: src/kernel/launch exempt
// Expect: rule timing: [^\n]*stale_exemption.h is exempt but no longer breaks the rule
#pragma once

#include "core/event_emit.h"
