// SoC profiles of the simulator and the fe::PlatFormInfos tables built from them.
#include "ascsim/soc_profile.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>

#include "platform/platform_infos_def.h"

namespace ascsim {
namespace {

constexpr uint64_t kKiB = 1024ULL;
constexpr uint64_t kGiB = 1024ULL * 1024ULL * 1024ULL;

// Shared Ascend 950 (NPU arch 3510) numbers.
SocProfile Base950()
{
    SocProfile p;
    p.shortSocVersion = "ascend950";         // OpDef AddConfig key used by ops-math arch35 ops (acos_grad_def.cpp)
    p.platformShortSocVersion = "Ascend950"; // PlatformAscendC maps "Ascend950" -> SocVersion::ASCEND950
    p.npuArch = 3510;                        // GetCurNpuArch.md: "Ascend 950PR/Ascend 950DT：DAV_3510"
    // Cores: ops-math test stubs for Ascend950PR_9589 (e.g. conversion/npu_format_cast/tests/ut/op_host/ut_stub.h):
    // ai_core_cnt 32, vec_core_cnt 64; NPU架构版本3510.md: AIC:AIV = 1:2.
    p.aicCores = 32;
    p.aivCores = 64;
    // UB: NPU架构版本3510.md ("Unified Buffer 256KB", ASC_UB_SIZE = 248 × 1024 by default: 6 KB VF stack +
    // 2 KB Ascend C reserve) and SIMT 编程模型.md ("预留空间：系统预留空间，大小固定为8KB").
    p.ubTotalBytes = 256 * kKiB;
    p.ubReservedBytes = 8 * kKiB;
    // Other buffers: NPU架构版本3510.md "各存储单元的参数规格".
    p.l1Bytes = 512 * kKiB;
    p.l0aBytes = 64 * kKiB;
    p.l0bBytes = 64 * kKiB;
    p.l0cBytes = 256 * kKiB;
    p.btBytes = 4 * kKiB;
    p.fbBytes = 4 * kKiB;
    // L2: 128 MB on NPU arch 3510, docs/zh/guide/编程指南/高级编程/内存模型/缓存一致性.md ("NPU架构版本3510Cache单元
    // 信息": L2 Cache, line 128B/512B, 128MB); the same figure for 950PR in
    // examples/01_simd_cpp_api/05_best_practices/04_memory_access/data_copy/README.md (优化点3) and
    // .../01_matrix_compute/matmul_mxfp4_basic_api_high_performance/README.md. Taken as 128 MiB (a cache's
    // size is a power of two; the 2201 row's 192MB is the A2's 192 MiB).
    p.l2Bytes = 128ULL * 1024ULL * kKiB;
    // 32 B DMA/UB block (CPPTensor编程概述.md: UB addresses 32-byte aligned; NPU架构版本3510.md: DataBlock);
    // 256 B per vector repeat / RegTensor VL (NPU架构版本3510.md: "Vector计算单元每拍可处理256字节", "VL 256字节").
    p.ubBlockBytes = 32;
    p.vectorRepeatBytes = 256;
    p.vectorRegBytes = 256;

    // ---- timing model (sim/docs/timing_model.md §1, §2; paths relative to asc-devkit 82b89a15f263) ----
    // Clock: examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_high_performance/README.md
    // 理论性能分析 ("Ascend 950PR ... 主频 1650 MHz"); 950DT: assumed equal (no DT clock is published).
    p.aivClockHz = 1.65e9;
    // Task Duration - aiv_time = 0.72-0.97 us in the same README (Case 0: 351.525 - 350.64) and in
    // .../gelu_eltwise_high_performance/README.md Cases 0-3; 0.8 us taken (timing_model.md §5.4). DT: assumed = PR.
    p.launchOverheadUs = 0.8;
    // As functions of the active core count (timing_model.md §2.1, fitted on the fitting set of §9): with one
    // core, Task Duration - aiv_time = 58.168 - 57.92 = 0.248 us (examples/01_simd_cpp_api/03_basic_api/
    // 02_reg_vector_compute/trait/README.md, 场景1, one core); with 64, 141.691 - 140.89 = 0.801 us
    // (.../05_best_practices/04_memory_access/bank_conflict_nd2nz/README.md, the dav-3510 table, S1), which
    // the 0.8 above already is; linear in between (assumed: only the two ends are published).
    p.launchOverheadOneCoreUs = 0.248;
    p.loadedCores = 64;
    // GM<->UB per-transfer latency: not published. Fitted (timing_model.md §5.4, §8) on the figure of the Gelu
    // READMEs it moves, Task Duration Case 0 - Case 1 (the Memory-API / 32-lane case keeps V busy longer per
    // tile, so more of each tile's copy latency shows): published 2.657 us (gelu_high_performance) and 9.575 us
    // (gelu_eltwise_high_performance); 1650 cycles (1 us) gives 1.5 and 7.6 us, 1000 gives 1.1 / 1.6, 2300
    // gives 4.1 / 32. An effective value of this model, not a measured HBM latency. 950DT: assumed = PR.
    p.dmaLatencyCycles = 1650.0;
    // One core alone sees far less (timing_model.md §2.1): the trait README (场景1, one core) moves 2 x 80 KiB in
    // (two DataCopy, back to back) in aiv_mte2_time 1.082 us = 1785 cycles and 80 KiB out in aiv_mte3_time
    // 0.463 us = 764 cycles. At the per-core rate below (128 B/cycle) that leaves 1785 - 1280 = 505 cycles of
    // read latency and 764 - 640 = 124 of write latency (a write completes when L2 takes it). Fitted there,
    // linear in the active core count up to the 64-core value above (assumed). 950DT: assumed = PR.
    p.dmaReadLatencyOneCoreCycles = 505.0;
    p.dmaWriteLatencyOneCoreCycles = 124.0;
    // Share of the HBM bandwidth the transfers reach: 1.0, the minimax fit of the streaming Task Durations
    // (timing_model.md §8): the Gelu cases move the same 2 x 256 MiB in 344.4-351.5 us
    // (gelu_high_performance/README.md) and in 324.0-334.4 us (gelu_eltwise_high_performance/README.md), i.e.
    // 0.95-1.04 of the assumed 1.6 TB/s; 1.0 keeps both sets within 5 %. DT: assumed = PR.
    p.hbmEfficiency = 1.0;
    // Per-core DMA cap: 128 B/cycle (211 GB/s), assumed: the widest path NPU架构版本3510.md lists for a core (UB ->
    // L1, 128 B/cycle; no GM<->UB rate is published). The one-core trait figures need at least 92 B/cycle
    // (2 x 80 KiB in 1785 cycles of aiv_mte2_time), so the earlier 64 was too slow (timing_model.md §2.1).
    p.dmaCoreCapBytesPerCycle = 128.0;
    // L2 bandwidth: examples/01_simd_cpp_api/05_best_practices/04_memory_access/data_copy/README.md, 优化点3
    // "L2Cache 理论性能分析": "Ascend 950 系列按 GM 带宽约 1.6TB/s、L2Cache 峰值带宽约 5.2TB/s 估算" (the Matmul
    // READMEs say about 5 TB/s for 950PR). Both products: the page names the 950 series. Hits, and the L2 side of
    // every CACHE_MODE_NORMAL transfer, move at this rate (timing_model.md §5.7).
    p.l2BandwidthBytesPerSec = 5.2e12;
    // The L2 model (timing_model.md §5.7, §8.4): the fitted bypass gain, kept as the default because it reproduces
    // the 950 Add Cases 4 / 5 of examples/01_simd_cpp_api/05_best_practices/00_vector_compute/add_high_performance/
    // README.md ("Ascend 950系列性能对比", 64 AIV, 1.65 GHz) closer than the mechanism (kMechanism: Case 5 +7.9 %
    // against +2.6 %; Case 4 and the Gelu cases the same). Gain: Case 4 (all NORMAL) Task Duration 247.665 us, Case 5
    // (x, y DISABLE, z NORMAL) 182.04 us; with NORMAL bytes at rate B and DISABLE bytes at g*B: (R/g + W)/(R + W) =
    // (182.04 - 0.8)/(247.665 - 0.8), R = 2W -> g = 1.66. Atlas A2 data in the same README (264.02 -> 187.68 us)
    // gives 1.77. Both products: assumed equal. Applied to bypassing reads only: x and y are what bypass in Case 5,
    // and no published case bypasses a write (a DISABLE write moves at the NORMAL rate, as in kMechanism).
    p.l2Model = SocProfile::L2Model::kFittedBypassGain;
    p.l2BypassGain = 1.66;
    // Scalar cost per loop iteration (an API call site coming round again, timing_model.md §5.8): assumed
    // 4 cycles, an induction-variable update, a compare, a taken branch and one address update on an
    // in-order scalar unit. No scalar timing is published, and every calibration case runs exactly one
    // iteration per tile, so this cannot be told apart from the per-call cost: it is fixed first and
    // the two costs below are fitted around it.
    p.loopIterationCycles = 4.0;
    // Scalar cost per API call (every instruction issued, SetFlag, WaitFlag, PipeBarrier), and the extra
    // cost of launching a VF (vfScalarCycles below), fitted on aiv_scalar_time of
    // gelu_high_performance/README.md (timing_model.md §8): per tile Case 0 issues 25 calls of which 8 VFs,
    // 9.513 us / 128 tiles = 122.6 cycles; Case 1 issues 11 of which 1 VF, 3.03 us / 128 = 39.1 cycles; both
    // run one loop iteration (4 cycles) per tile: 25a + 8b = 118.6, 11a + b = 35.1 -> a = 2.575, b = 6.78.
    // DT: assumed = PR.
    p.scalarIssueCycles = 2.575;
    // UB ports: docs/zh/api/附录/Reg矢量计算接口指令单双发汇总.md intro: per cycle 2 VL reads, or 1 VL read + 1 VL
    // write.
    p.vecUbSlotsPerCycle = 2.0;
    p.vecUbWritesPerCycle = 1.0;
    // Cycles per full VL = lanes / (elements per cycle), docs/zh/api/附录/Reg矢量计算接口理论性能汇总.md
    // 表6/9/10/12 (the Memory API runs these Reg instructions on 950: Vector指令理论性能汇总.md, 950 note):
    // Add/Sub/Mul/Adds/Muls/Max/Min/Abs/Duplicate/Compare/Select 64 fp32 | 128 fp16 per cycle = 1 cycle;
    // Cast f32<->f16/bf16 one fp32 VL per cycle = 1 cycle per fp32 VL;
    // Exp/Ln/Sqrt/Div INTRINSIC 16 per cycle = 4 (fp32), 8 (fp16) cycles.
    p.vecSimpleCyclesPerVl = 1.0;
    p.vecSlowCyclesPerVlB32 = 4.0;
    p.vecSlowCyclesPerVlB16 = 8.0;
    // No 950 rows: derived from impl/basic_api/dav_3510/kernel_operator_vec_unary_impl.h (timing_model.md §1.2):
    // Rsqrt = Duplicate + CompareScalar + Sqrt + Div + Select, Reciprocal = Duplicate + Div.
    p.vecRsqrtCyclesPerVlB32 = 11.0;
    p.vecRsqrtCyclesPerVlB16 = 19.0;
    p.vecReciprocalCyclesPerVlB32 = 5.0;
    p.vecReciprocalCyclesPerVlB16 = 9.0;
    // Emulated Sqrt / Div (Reg矢量计算接口软仿情况汇总.md 表3: the *_FTZ_FALSE algorithms and Div's precise ones):
    // Σ lanes/P over the op sequence of
    // impl/basic_api/reg_compute/dav_3510/kernel_reg_compute_vec_{unary,binary}_impl.h (SqrtImpl, SqrtFastInverseImpl,
    // DivPrecisionImpl, DivIEEE754FloatImpl), single issue, timing_model.md §1.4. b16: assumed = the fp32 sequence with
    // the one slow op at the fp16 rate (+4 cycles); the docs give no figure.
    p.vecSqrt1UlpNoFtzCyclesPerVlB32 = 9.0;
    p.vecSqrt1UlpNoFtzCyclesPerVlB16 = 13.0;
    p.vecSqrt0UlpNoFtzCyclesPerVlB32 = 31.0;
    p.vecDiv0UlpFtzCyclesPerVlB32 = 46.0;
    p.vecDiv0UlpFtzCyclesPerVlB16 = 50.0;
    p.vecDiv1UlpNoFtzCyclesPerVlB32 = 112.0;
    p.vecDiv1UlpNoFtzCyclesPerVlB16 = 116.0;
    p.vecDiv0UlpNoFtzCyclesPerVlB32 = 154.0;
    // Vector Functions (timing_model.md §5.2; vf_timing.cpp). Fitted on the 950PR Gelu cases of
    // examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_high_performance/README.md (§3.1, §8):
    // L_vf: V-pipe cycles of one VF launch (a Memory-API call is one VF): 14, the value timing_model.md §2
    // derives from Case 0 (147.895 us measured - 139.02 us theory = 8.9 us over 1024 VFs per core). The
    // Gelu cases alone barely constrain it (Case 0 is +4 % without it: the per-VL UB-port floor already
    // exceeds the doc's theory); the softmax_high_performance/README.md Case 0 (896 VFs of 2 VL in 44 113
    // cycles) would allow up to ~45. With 14 every Gelu aiv_vec_time stays within 10 %.
    p.vfCallCycles = 14.0;
    // Scalar cycles to launch one VF, on top of scalarIssueCycles (fit: see scalarIssueCycles).
    p.vfScalarCycles = 6.78;
    // Retire window of the VF scheduler (Reg instructions in flight): fitted so that the fused Gelu loop
    // runs at the measured 6.67 cycles per VL (Case 1) and its 6-fold interleaved body at 6.41 (Case 2).
    p.vfWindow = 20;
    // Result latency of LoadAlign / StoreAlign / masks / the 1-cycle ops: assumed 1 cycle, the inverse of
    // their table rate (no latency is published, Reg矢量计算接口理论性能汇总.md gives throughput only);
    // Exp/Ln/Sqrt/Div INTRINSIC take lanes/P (4 fp32, 8 fp16 cycles, the vecSlow* values above).
    p.vfLatencyCycles = 1;
    // SIMT blocks (timing_model.md §10; fitting set of §10.2: one figure each, the rest of the published SIMT
    // figures check them). examples/03_simt_api/03_best_practices/01_execution_conf_optimizations/grid_dim_config/
    // README.md Case 0, one empty block of 2048 threads: 1.221 us = 0.248 (launch, one core) + (the scalar unit's
    // issue of the block's V task, 2.575 + 6.78, + L_vf + 64 warps · c_warp) / 1.65 GHz. Paid once per block for
    // its warps (a later VF of no more warps starts them free).
    p.simtWarpCycles = 24.72;
    // examples/03_simt_api/01_utilities/02_clock/README.md: 3479 SIMT clock cycles around one thread's index read,
    // the gather read it feeds and a store: two round trips.
    p.simtGmLatencyCycles = 1740.0;
    // grid_dim_config README Case 1, 32 blocks × 2048 threads gathering 32 elements each (110.54 us): per block
    // 81 920 sectors (per warp and iteration 4 of the index, 32 scattered, 4 of the output) after L_vf, the warps,
    // the first round trip and the write-back.
    p.simtSectorCycles = 2.154;
    // Assumed: the sector of a GPU-style data cache; SIMT编程简介 does not give the line or sector size.
    p.simtSectorBytes = 32;
    return p;
}

std::vector<SocProfile> BuildProfiles()
{
    std::vector<SocProfile> v;
    SocProfile pr = Base950();
    pr.name = "Ascend950PR";
    pr.socVersion = "Ascend950PR_9589"; // chip name used by ops-math's 950 test stubs
    // HBM: Huawei Connect 2025 announcement — 950PR 128 GB at 1.6 TB/s.
    pr.hbmBytes = 128 * kGiB;
    pr.hbmBandwidthBytesPerSec = 1.6e12;
    // The 950 streaming measurements reach 1.53-1.66e12 B/s end to end (timing_model.md §2, §3.1): the Gelu
    // READMEs, the Add README's 950 Case 4 (1.626e12), data_copy/README.md Scenario 3 (one read of 301.99 MB in
    // 188.52 us: 1.60e12); the data_copy and Matmul READMEs estimate with "GM 带宽约 1.6TB/s" for 950.
    v.push_back(pr);

    SocProfile dt = Base950();
    dt.name = "Ascend950DT";
    dt.socVersion = "Ascend950DT_9591"; // one of the 950DT chip names in asc-devkit platform_ascendc.cpp
    // HBM: Huawei Connect 2025 announcement — 950DT 144 GB at 4.0 TB/s.
    dt.hbmBytes = 144 * kGiB;
    dt.hbmBandwidthBytesPerSec = 4.0e12;
    v.push_back(dt);

    // Small test profile: 950PR with 2 AIC / 4 AIV, to exercise multi-core logic cheaply.
    SocProfile t4 = pr;
    t4.name = "Ascend950Test4";
    t4.aicCores = 2;
    t4.aivCores = 4;
    v.push_back(t4);
    return v;
}

const std::vector<SocProfile>& Profiles()
{
    static const std::vector<SocProfile> profiles = BuildProfiles();
    return profiles;
}

std::mutex g_mutex;
std::string g_testOverride;
std::set<std::string> g_reportedUnknown;

} // namespace

SocProfile::L2Model EffectiveL2Model(const SocProfile& soc)
{
    const char* env = std::getenv("ASCEND_SIM_L2_MODEL");
    if (env != nullptr && std::strcmp(env, "mechanism") == 0) {
        return SocProfile::L2Model::kMechanism;
    }
    if (env != nullptr && std::strcmp(env, "fitted") == 0) {
        return SocProfile::L2Model::kFittedBypassGain;
    }
    return soc.l2Model;
}

const SocProfile* FindSocProfile(const std::string& name)
{
    for (const auto& p : Profiles()) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

std::vector<std::string> SocProfileNames()
{
    std::vector<std::string> names;
    for (const auto& p : Profiles()) {
        names.push_back(p.name);
    }
    return names;
}

const SocProfile* FindSocProfileByCannName(const std::string& name)
{
    if (const SocProfile* p = FindSocProfile(name)) {
        return p;
    }
    for (const auto& p : Profiles()) {
        if (p.socVersion == name) {
            return &p;
        }
    }
    if (name.rfind("Ascend950PR", 0) == 0) {
        return FindSocProfile("Ascend950PR");
    }
    if (name.rfind("Ascend950DT", 0) == 0) {
        return FindSocProfile("Ascend950DT");
    }
    if (name == "Ascend950" || name == "ascend950") {
        return FindSocProfile("Ascend950PR");
    }
    return nullptr;
}

namespace {
// Where n active cores lie between one core (0) and loadedCores (1).
double LoadShare(const SocProfile& soc, uint32_t n)
{
    if (soc.loadedCores <= 1 || n >= soc.loadedCores) {
        return 1.0;
    }
    return n <= 1 ? 0.0 : static_cast<double>(n - 1) / static_cast<double>(soc.loadedCores - 1);
}
} // namespace

double LaunchOverheadUs(const SocProfile& soc, uint32_t activeCores)
{
    const double f = LoadShare(soc, activeCores);
    return soc.launchOverheadOneCoreUs + f * (soc.launchOverheadUs - soc.launchOverheadOneCoreUs);
}

double DmaLatencyCycles(const SocProfile& soc, uint32_t activeCores, bool write)
{
    const double one = write ? soc.dmaWriteLatencyOneCoreCycles : soc.dmaReadLatencyOneCoreCycles;
    return one + LoadShare(soc, activeCores) * (soc.dmaLatencyCycles - one);
}

const SocProfile& ActiveSocProfile()
{
    std::string name;
    {
        std::lock_guard<std::mutex> lock(g_mutex);
        name = g_testOverride;
    }
    if (name.empty()) {
        const char* env = std::getenv("ASCEND_SIM_SOC");
        name = (env == nullptr || *env == '\0') ? "Ascend950PR" : env;
    }
    if (const SocProfile* p = FindSocProfile(name)) {
        return *p;
    }
    {
        std::lock_guard<std::mutex> lock(g_mutex);
        if (g_reportedUnknown.insert(name).second) {
            std::fprintf(stderr, "[ascsim platform] ASCEND_SIM_SOC=%s is not a known profile; using Ascend950PR\n",
                         name.c_str());
        }
    }
    return *FindSocProfile("Ascend950PR");
}

bool SetActiveSocProfileForTest(const std::string& name)
{
    if (!name.empty() && FindSocProfile(name) == nullptr) {
        return false;
    }
    std::lock_guard<std::mutex> lock(g_mutex);
    g_testOverride = name;
    return true;
}

void FillPlatformInfos(const SocProfile& p, fe::PlatFormInfos* infos)
{
    if (infos == nullptr) {
        return;
    }
    infos->Init();
    const auto str = [](uint64_t v) { return std::to_string(v); };
    infos->SetPlatformRes(
        "version",
        {{"Short_SoC_version", p.platformShortSocVersion}, {"SoC_version", p.socVersion}, {"NpuArch", str(p.npuArch)}});
    infos->SetPlatformRes("SoCInfo", {{"ai_core_cnt", str(p.aicCores)},
                                      {"cube_core_cnt", str(p.aicCores)},
                                      {"vector_core_cnt", str(p.aivCores)},
                                      {"core_type_list", "CubeCore,VectorCore"},
                                      {"l2_size", str(p.l2Bytes)},
                                      {"memory_size", str(p.hbmBytes)}});
    // ub_size: the UB a kernel may use, 248 KB on 950: the SDK's 3510 constants
    // (impl/basic_api/utils/kernel_utils_constants.h: TOTAL_UB_SIZE, TMP_UB_OFFSET = 248 KB),
    // GetUBSizeInBytes.md, and the UB size ops-math's arch35 tiling tests feed (253952, e.g.
    // conversion/assign/tests/ut/op_host/arch35/test_assign_tiling_arch35.cpp). Kernels shipped on
    // hardware size their TPipe buffers to GetCoreMemSize(UB) (math/asin_grad arch35), so the
    // physical 256 KB would reject code that runs on the chip.
    infos->SetPlatformRes("AICoreSpec", {{"ub_size", str(p.ubUsableBytes())},
                                         {"l1_size", str(p.l1Bytes)},
                                         {"l0_a_size", str(p.l0aBytes)},
                                         {"l0_b_size", str(p.l0bBytes)},
                                         {"l0_c_size", str(p.l0cBytes)},
                                         {"bt_size", str(p.btBytes)},
                                         {"fb0_size", str(p.fbBytes)},
                                         {"vector_reg_width", str(p.vectorRegBytes)},
                                         {"ubblock_size", str(p.ubBlockBytes)}});
    // Separated Cube/Vector architecture: GetCoreNum() counts vector cores (GetCoreNum-270.md).
    infos->SetCoreNumByCoreType("VectorCore");
}

} // namespace ascsim
