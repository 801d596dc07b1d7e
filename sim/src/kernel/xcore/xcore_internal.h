// Helpers the xcore/ sources share (private to sim/src/kernel/xcore): a core's releases and the events
// that tell the launch's observers of them, the launch a core runs in, source locations in messages.
#pragma once

#include <string>

#include "xcore/xcore.h"

namespace ascsim::kern {

// A release by `pipe` (kAllPipes: every pipe) that closes the core's epoch; returns what it publishes
// (cross_core.cpp).
VClockPtr ReleaseCore(CoreState& core, int pipe);
// The release ReleaseCore just made, told to the launch's observers; with LaunchSync::mu held
// (cross_core.cpp).
ReleaseId NoteRelease(CoreState& core, int pipe);
// The scalar issue of a cross-core API, told to the launch's observers (cross_core.cpp).
void NoteCrossCoreCall(CoreState& core, SrcLoc loc, const char* api);
// The launch `core` runs in (nullptr: none, or no core) (cross_core.cpp).
LaunchSync* LaunchOf(CoreState* core);
// *into = *into ∪ other, both sorted (scheduler.cpp).
void JoinReleases(ReleaseSet* into, const ReleaseSet& other);
// "file:line" of `loc`, the file without its directories (scheduler.cpp).
std::string Where(SrcLoc loc);

} // namespace ascsim::kern
