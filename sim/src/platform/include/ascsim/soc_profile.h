// SoC profiles of the simulator: every number the platform answers, with its source.
// Internal to sim/ (PlatformAscendC, the kernel emulator and the performance model read it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace fe {
class PlatFormInfos;
}

namespace ascsim {

struct SocProfile {
    std::string name;             // value of ASCEND_SIM_SOC selecting it, e.g. "Ascend950PR"
    std::string socVersion;       // what aclrtGetSocName / PlatformAscendC::GetSocVersion report
    std::string shortSocVersion;  // OpDef AddConfig key, e.g. "ascend950"
    uint32_t npuArch = 3510;      // __NPU_ARCH__
    uint32_t aicCores = 0;        // cube cores (GetCoreNumAic)
    uint32_t aivCores = 0;        // vector cores (GetCoreNumAiv)
    uint64_t ubTotalBytes = 0;    // physical Unified Buffer per AIV
    uint64_t ubReservedBytes = 0; // reserved by the system, not usable by SIMD code
    uint64_t ubUsableBytes() const { return ubTotalBytes - ubReservedBytes; }
    uint64_t hbmBytes = 0;
    double hbmBandwidthBytesPerSec = 0.0; // for the performance model
    uint32_t ubBlockBytes = 32;           // DMA / UB data block
    uint32_t vectorRepeatBytes = 256;     // bytes one vector repeat reads

    // ---- added by the platform layer -------------------------------------------------------
    std::string platformShortSocVersion; // PlatFormInfos "version"/"Short_SoC_version", e.g. "Ascend950"
    uint64_t l1Bytes = 0;                // L1 Buffer per AIC
    uint64_t l0aBytes = 0;               // L0A Buffer
    uint64_t l0bBytes = 0;               // L0B Buffer
    uint64_t l0cBytes = 0;               // L0C Buffer
    uint64_t btBytes = 0;                // BiasTable Buffer
    uint64_t fbBytes = 0;                // Fixpipe Buffer
    uint64_t l2Bytes = 0;                // L2 cache
    uint32_t vectorRegBytes = 256;       // RegTensor width VL (PlatformAscendC::GetVecRegLen)

    // ---- timing model of the kernel emulator (sim/docs/timing_model.md; sources in soc_profile.cpp)
    double aivClockHz = 0.0;              // AIV clock
    double launchOverheadUs = 0.0;        // Task Duration - aiv_time with loadedCores active cores
    double hbmEfficiency = 1.0;           // share of hbmBandwidthBytesPerSec GM<->UB transfers reach
    double dmaLatencyCycles = 0.0;        // GM<->UB per-transfer latency (completion after the last byte), loadedCores
    double dmaCoreCapBytesPerCycle = 0.0; // one core's GM<->UB rate ceiling
    // The same with one active core (timing_model.md §2.1): the launch overhead and the latencies of a
    // read (MTE2) and a write (MTE3); between one and loadedCores active cores they move linearly (use
    // LaunchOverheadUs / DmaLatencyCycles below), from loadedCores on they are the loaded values above.
    double launchOverheadOneCoreUs = 0.0;
    double dmaReadLatencyOneCoreCycles = 0.0;
    double dmaWriteLatencyOneCoreCycles = 0.0;
    uint32_t loadedCores = 1;
    // L2 model (timing_model.md §5.7), l2Bytes of capacity. kFittedBypassGain: NORMAL misses and writes
    // at hbmBandwidthBytesPerSec, CACHE_MODE_DISABLE reads l2BypassGain times faster, read hits at
    // l2BandwidthBytesPerSec. kMechanism: HBM traffic (misses, write-backs of the lines a write dirties,
    // CACHE_MODE_DISABLE traffic) at hbmBandwidthBytesPerSec, the L2 side of NORMAL traffic (hits, writes
    // to resident lines) at l2BandwidthBytesPerSec. ASCEND_SIM_L2_MODEL=fitted|mechanism overrides l2Model.
    enum class L2Model { kFittedBypassGain, kMechanism };
    L2Model l2Model = L2Model::kFittedBypassGain;
    double l2BypassGain = 1.0;
    double l2BandwidthBytesPerSec = 0.0;
    double scalarIssueCycles = 0.0;   // scalar cost of issuing one API call
    double loopIterationCycles = 0.0; // scalar cost of one loop iteration (an API call site repeats)
    double vecUbSlotsPerCycle = 0.0;  // UB port slots (VL reads + writes) per cycle
    double vecUbWritesPerCycle = 0.0; // of which VL writes at most
    // Vector cycles per full VL (= lanes / elements-per-cycle), b32 / b16 elements.
    double vecSimpleCyclesPerVl = 0.0;  // Add/Sub/Mul/Muls/Adds/Max/Min/Abs/Duplicate/Compare/Select/Cast
    double vecSlowCyclesPerVlB32 = 0.0; // Exp/Ln/Sqrt/Div INTRINSIC
    double vecSlowCyclesPerVlB16 = 0.0;
    double vecRsqrtCyclesPerVlB32 = 0.0; // Memory-API Rsqrt (emulated: Duplicate+CompareScalar+Sqrt+Div+Select)
    double vecRsqrtCyclesPerVlB16 = 0.0;
    double vecReciprocalCyclesPerVlB32 = 0.0; // Memory-API Reciprocal (Duplicate+Div)
    double vecReciprocalCyclesPerVlB16 = 0.0;
    // Software-emulated Sqrt / Div algorithms (Memory API with a SqrtConfig / DivConfig), cycles per VL.
    // The other algorithms cost the INTRINSIC rate (vecSlow*).
    double vecSqrt1UlpNoFtzCyclesPerVlB32 = 0.0; // PRECISION_1ULP_FTZ_FALSE
    double vecSqrt1UlpNoFtzCyclesPerVlB16 = 0.0;
    double vecSqrt0UlpNoFtzCyclesPerVlB32 = 0.0; // PRECISION_0ULP_FTZ_FALSE (float only)
    double vecDiv0UlpFtzCyclesPerVlB32 = 0.0;    // PRECISION_0ULP_FTZ_TRUE
    double vecDiv0UlpFtzCyclesPerVlB16 = 0.0;
    double vecDiv1UlpNoFtzCyclesPerVlB32 = 0.0; // PRECISION_1ULP_FTZ_FALSE
    double vecDiv1UlpNoFtzCyclesPerVlB16 = 0.0;
    double vecDiv0UlpNoFtzCyclesPerVlB32 = 0.0; // PRECISION_0ULP_FTZ_FALSE (float only)
    // Vector Functions (asc_vf_call and every Memory-API call, timing_model.md §5.2).
    double vfCallCycles = 0.0;    // L_vf: V-pipe cycles of one VF launch
    double vfScalarCycles = 0.0;  // scalar cycles of issuing one VF (on top of scalarIssueCycles)
    uint32_t vfWindow = 0;        // Reg instructions in flight (the retire window of the VF scheduler)
    uint32_t vfLatencyCycles = 0; // result latency of LoadAlign / StoreAlign / masks / 1-cycle ops
    // SIMT blocks (timing_model.md §10, the kernel library's timing/simt_timing.h).
    double simtWarpCycles = 0.0;      // starting one warp of a block
    double simtGmLatencyCycles = 0.0; // a GM round trip of a SIMT access
    double simtSectorCycles = 0.0;    // one data-cache sector moved, per core
    uint32_t simtSectorBytes = 32;    // the data cache's transfer unit
};

// Profile named by ASCEND_SIM_SOC ("Ascend950PR" default, "Ascend950DT", "Ascend950Test4").
// An unknown name is reported once on stderr and falls back to Ascend950PR.
const SocProfile& ActiveSocProfile();

// Task Duration - aiv_time of a launch whose blocks occupy `activeCores` cores (timing_model.md §2.1).
double LaunchOverheadUs(const SocProfile& soc, uint32_t activeCores);
// The GM<->UB latency of one read (MTE2, write = false) or write (MTE3) with `activeCores` active cores.
double DmaLatencyCycles(const SocProfile& soc, uint32_t activeCores, bool write);
// nullptr when no profile has that name.
const SocProfile* FindSocProfile(const std::string& name);
// The L2 model in force for `soc` (timing_model.md §5.7): ASCEND_SIM_L2_MODEL=fitted|mechanism
// overrides the profile's.
SocProfile::L2Model EffectiveL2Model(const SocProfile& soc);

// ---- added by the platform layer -------------------------------------------------------------
// Names of every profile, in table order.
std::vector<std::string> SocProfileNames();
// Tests: make ActiveSocProfile() answer `name` regardless of ASCEND_SIM_SOC; "" restores the
// environment lookup. Returns false (and changes nothing) for an unknown name.
bool SetActiveSocProfileForTest(const std::string& name);
// Also accepts CANN SoC names: a profile name, its socVersion (e.g. "Ascend950PR_9589"), any
// "Ascend950PR_*" / "Ascend950DT_*" chip name, or the short "Ascend950"/"ascend950" (-> Ascend950PR).
const SocProfile* FindSocProfileByCannName(const std::string& name);
// Fills *infos (after Init()) with the resource tables of profile p: what context->GetPlatformInfo()
// hands to tiling code (labels/keys are listed in platform/platform_infos_def.h).
void FillPlatformInfos(const SocProfile& p, fe::PlatFormInfos* infos);

} // namespace ascsim
