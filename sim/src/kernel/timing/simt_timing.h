// The timing model of SIMT code (sim/docs/timing_model.md §10): what a SIMT block — a SIMT kernel's block, or
// a SIMT VF that asc_vf_call starts — costs its core's V pipe, and the SIMT clock of each of its threads.
//
// A block of W warps whose threads read and write GM costs
//     L_vf + W_new · c_warp + memory,
//     memory = (reads ? max(L + S · c_sector, D · L) : S · c_sector) + (writes ? L : 0)
// S: the GM sectors (sectorBytes each) its warp instructions touch, counted per warp instruction (the
// lanes of a warp at the same ordinal of their GM accesses: one instruction, coalesced into distinct sectors);
// c_sector: the core's rate of moving one sector through the SIMT data cache; L: a GM round trip; D: the most GM
// reads one thread makes, each a round trip its warp waits for (in-order issue, the value used next); the last L
// is the write-back of the block's stores. Not modeled yet: data-cache hits (every sector is a miss), the HBM
// share of many cores, arithmetic and UB instructions, divergence, atomics, cache hints.
// W_new: the warps beyond those the core's block set up for an earlier SIMT VF (a block's first SIMT block sets up
// all of its warps; a second VF of no more warps starts them at no cost: the 950 figures of two VFs per block).
// A thread's clock: the block's start + its warp's set-up (the new warps before it) · c_warp + its reads · L.
#pragma once

#include <cstdint>
#include <vector>

#include "core/kernel_events.h"

namespace ascsim::kern {

struct CoreTiming; // core_timing.h

// The SIMT parameters of a launch (from the SoC profile, timing_params.cpp).
struct SimtParams {
    double warpCycles = 0.0;   // c_warp: starting one warp of a block
    double gmLatency = 0.0;    // L: one GM round trip through the data cache
    double sectorCycles = 0.0; // c_sector: one sector through the data cache
    uint32_t sectorBytes = 32; // the data cache's transfer unit
};

// The running SIMT block of a core.
struct SimtClock {
    bool running = false;
    uint32_t threads = 0;
    double base = 0.0;           // the cycle (core's) its warps start at
    uint32_t warpsReady = 0;     // the warps this core's block has set up (its SIMT blocks so far): their start is paid
    uint32_t warpsBefore = 0;    // warpsReady when the running SIMT block began
    std::vector<uint32_t> reads; // per thread: its GM reads so far
    uint32_t mostReads = 0;      // D
    // Per warp, per ordinal: the distinct sectors its lanes touched (capacity kept from block to block).
    std::vector<std::vector<std::vector<uint64_t>>> sectors;
    uint64_t readSectors = 0;
    uint64_t writeSectors = 0;
};

void SimtBegin(CoreTiming& t, uint32_t threads);
void SimtAccess(CoreTiming& t, const SimtGmAccess& a);
// Charges the block to the V pipe.
void SimtEnd(CoreTiming& t);
// The running block's `thread`'s clock, in the core's cycles.
double SimtThreadCycles(const CoreTiming& t, uint32_t thread);

} // namespace ascsim::kern
