// One emulated AI vector core: its Unified Buffer, its pipes and the sanitizer state that
// watches them. Kernel APIs reach the core that runs them through CurrentCore() (one core per
// worker thread at a time). Implemented in sim/src/kernel.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "ascendc_sim/core/source_location.h"

namespace ascsim::kern {

// The AIV pipes the sanitizer models (同步控制/核内同步/核内同步能力概述.md):
// S issues everything and does scalar loads/stores, V is the vector unit, MTE2 moves GM→UB,
// MTE3 moves UB→GM.
enum class Pipe : uint8_t { S = 0, V = 1, MTE2 = 2, MTE3 = 3 };
constexpr int kPipeCount = 4;
const char* PipeName(Pipe p);

// The sanitizer tools: the four of compute-sanitizer's kind, and ctrlcheck for the CTRL special
// register (a field value that does not fit, a bit the sim does not model, bits left changed when
// the kernel returns: on hardware they would change the operators that run after it).
// initcheck: an instruction consumed an input whose result the docs call unknown (see
// ReportUnknownResult below).
// kAssert: an ascendc_assert that failed (the kernel stops, as the device's trap would stop it).
enum class Check : uint8_t { kMemcheck, kSynccheck, kQueuecheck, kRacecheck, kCtrlcheck, kInitcheck, kAssert };
const char* CheckName(Check c);

// Thrown by a failing check to stop the core; caught by the launcher. Kernel code never sees it
// unless it catches everything, which Ascend C code cannot do on hardware anyway.
struct KernelAbort {};

// Sanitizer switch: ASCEND_SIM_SANITIZER=0 turns every check off (values are still computed).
// Otherwise a comma-separated list of settings; the one defined is initcheck=warn (the default),
// initcheck=fatal or initcheck=off.
bool SanitizerEnabled();

// initcheck. `lanes` lanes of the instruction `api` at `loc` consumed an input in a documented
// unknown-result domain (ascsim::num::UnknownResult: Sqrt/Rsqrt of a non-positive value, Reciprocal
// of 0, integer division by 0, ...). Lanes computed from never-written UB are not counted: hardware
// computes whole chunks of stale data that are never stored. What happens:
//   warn (default): one warning per core and call site at the end of the kernel, lanes summed,
//                   carried in LaunchOutcome::warnings (the runtime logs it to stderr);
//   fatal:          a finding that stops the core, like every other check;
//   off:            nothing.
void ReportUnknownResult(const char* api, SrcLoc loc, uint64_t lanes);

// Reports a finding on the current core and stops it (throws KernelAbort).
[[noreturn]] void Fail(Check check, const char* api, const std::string& message, SrcLoc loc, const char* space = "",
                       uintptr_t addr = 0, size_t len = 0);
// Reports a finding without stopping (used from destructors and end-of-kernel checks).
void Report(Check check, const char* api, const std::string& message, SrcLoc loc, const char* space = "",
            uintptr_t addr = 0, size_t len = 0);

// ---- per-core queries ------------------------------------------------------------------
uint32_t CurrentBlockIdx();
uint32_t CurrentBlockNum();
bool InsideKernel();
uint64_t CurrentTilingKey(); // the launch's tiling key (TILING_KEY_IS)

// ---- Unified Buffer ----------------------------------------------------------------------
// Base address of this core's UB arena and the bytes TPipe may hand out (the kernel's share: the
// total minus the reserves its build kept, UB regions below).
uint8_t* UbBase();
size_t UbUsableBytes();
// The whole arena: what a UB address may reach (架构规格/NPU架构版本3510.md: 256 KB, of which the
// kernel's allocators get UbUsableBytes by default).
size_t UbTotalBytes();

// Every UB access by an instruction goes through here. An instruction first takes a sequence
// number on its pipe (Issue), then declares each operand range (AccessUb). Checks: the range
// lies inside `limitBase..limitBase+limitLen` (the LocalTensor's buffer) and inside UB
// (memcheck), reads only touch written bytes (memcheck), and conflicting accesses from
// different pipes are ordered by a flag, a queue hand-off or a barrier (synccheck).
//
// "Written" is tracked per byte. Vector (V) instructions may read bytes that were never written
// (on hardware they see stale data; kernels routinely compute whole 256-byte chunks of which only
// a prefix is valid): the lanes they compute from such bytes are marked unwritten in turn
// (UbMarkUndefined), so that the memcheck finding comes when undefined data would leave the core
// or steer the scalar unit, i.e. on an MTE3 or S read.
// AccessUb marks the bytes of S / MTE2 writes written; a V write is marked by the vector layer
// once the instruction's sources have been looked at (UbMarkDefined / UbMarkUndefined per lane,
// vector_common.h VecPropagate), so that an in-place instruction keeps its tainted lanes.
// `loc` is the API's call site, for the timing model's loop-iteration count (timing_model.md §5.8).
uint64_t Issue(Pipe pipe, SrcLoc loc = SrcLoc{});
// `autoSynced`: an S access by one of the scalar APIs the bisheng compiler synchronises itself when the
// kernel is built with --cce-auto-sync=on (see AutoSyncOn below); ignored for the other pipes.
void AccessUb(Pipe pipe, uint64_t seq, const void* ptr, size_t bytes, bool isWrite, const char* api, SrcLoc loc,
              bool autoSynced = false);
bool UbDefined(const void* ptr, size_t bytes);
void UbMarkDefined(const void* ptr, size_t bytes);
void UbMarkUndefined(const void* ptr, size_t bytes);
// SIMT threads store to UB through plain pointers, which no API call reports. Around a SIMT block or VF the
// sanitizer keeps a copy of the UB and afterwards counts every aligned 8-byte group in which a byte changed as
// written (initcheck). Permissive both ways, and said so in sim/docs/emulator.md: a group's never-written bytes
// beside a store count as written, and a store of exactly the bytes the group already held (eight 0xFF, the poison)
// is not seen, which a later read reports as a false initcheck warning.
void SimtUbWritesBegin();
void SimtUbWritesEnd();

// ---- per-core resource limits (asc-devkit docs/zh/api/SIMD-API/基础API/资源管理/) --------------
// TQue::AllocTensor / FreeTensor of a queue at TPosition `position`: TQue/AllocTensor.md, "同一个
// TPosition上的所有Queue，连续调用AllocTensor接口申请的Tensor数量 ... Ascend 950PR/Ascend 950DT不超过8个".
// The sim counts tensors allocated and not yet freed across every queue of the position on this
// core; the ninth is a queuecheck finding.
constexpr uint32_t kMaxAllocatedTensorsPerPosition = 8;
void QueueTensorAllocated(uint8_t position, const char* api, SrcLoc loc);
void QueueTensorReleased(uint8_t position);
// TPipe::InitBuffer reports the end (offset from UbBase()) of the UB it has handed out.
void NoteUbCarved(uint64_t endOffset);
// A block-scope `__ubuf__ T name[N]` of the C API (基于指针的C语言编程/C语言编程概述.md, 静态申请: a
// fixed-size UB array, "Compiler automatically aligns to 32 bytes"), which the sim's bisheng turns into
// a reference to this core's slot for the declaration: `site` names it (file:line:name, the bytes
// included). The docs leave the placement to the compiler; the sim's choice: the first execution of a
// site in a launch takes the next `bytes` (rounded up to 32) below the previous slot, from the top of the
// kernel's share (UbUsableBytes) down; later executions of the site, on this core and launch, reuse it.
// TPipe and the allocators carve from the bottom up, so a kernel may mix both: the two meeting is a
// memcheck finding, as is a total beyond the kernel's share.
void* UbArraySlot(const char* site, uint64_t bytes, SrcLoc loc);
// The dynamic UB of the launch, what `extern __ubuf__ T name[];` names (编程模型/AI-Core-SIMT编程/内存层级.md,
// 共享内存 动态申请; 高级编程/.../SIMD与SIMT混合编程/内存层级.md, UB划分: its size is the launch's dyn_ubuf_size, and
// there is one region: every declaration, in the kernel or a VF, starts at the same address). The sim places it as
// one more slot of UbArraySlot, the first time a declaration runs on the core; a launch without dynamic UB gets
// an empty region.
void* UbDynamicArray(SrcLoc loc);
// A SIMT block or VF starts on the core: from now on the SIMT Data Cache takes what UB the kernel's static and dynamic
// UB leave, and it must keep at least 32 KB (内存层级.md, 共享内存大小的限制; SIMD与SIMT混合编程/内存层级.md, UB划分:
// "若Data Cache小于32KB，执行时会出现校验报错并退出"). Checked now and for every later __ubuf__ slot.
void NoteSimtDataCache();
// ---- UB regions (架构规格/NPU架构版本3510.md, 编译选项) ---------------------------------------
// UB is 256 KB: by default 248 KB for the kernel (TPipe, TBuf, the allocators: UbUsableBytes), 6 KB the
// SIMD VF stack, where the compiler spills registers, and 2 KB the Ascend C reserve, which the APIs
// of 静态Tensor编程.md (表6, 使用预留UB空间的API范围) use. A kernel built with
// --cce-disable-vf-stack-reserved-ubuf / --cce-disable-asc-reserved-ubuf gets those as well (its
// UbUsableBytes grows). The docs do not place the reserves; the sim puts them above the kernel's
// share, the VF stack below the Ascend C reserve. Any UB address is legal (UbTotalBytes); what a chip
// would corrupt is a collision: kernel data in the VF stack (a warning: lost only if a VF spills)
// or in the reserves while an instruction that uses them runs (a memcheck finding, below).
enum UbReserves : uint8_t { kUbVfStackFreed = 1, kUbAscReserveFreed = 2 };
constexpr uint64_t kUbKernelDefaultBytes = 248 * 1024;
constexpr uint64_t kUbVfStackBytes = 6 * 1024;
constexpr uint64_t kUbAscReserveBytes = 2 * 1024;
// The UB a build with `freed` reserves gives its kernel.
constexpr uint64_t UbKernelBytes(uint8_t freed)
{
    return kUbKernelDefaultBytes + ((freed & kUbVfStackFreed) != 0 ? kUbVfStackBytes : 0) +
           ((freed & kUbAscReserveFreed) != 0 ? kUbAscReserveBytes : 0);
}
// The instructions that use the Ascend C reserve take 8 KB of UB on 950 (e.g. 基础算术/Sqrt.md,
// Div.md: "tensor高维切分计算占用8KB Unified Buffer"; the count forms take none): the 8 KB the two
// reserves make up, the top of the UB, which every such instruction clobbers (poison, never-written).
// Which they are is the SDK's marks (__ASC_USE_RESERVED_UBUF__(3510, ...)), read into
// engine/ub_reserve_users.h; an engine calls this for those only (engine/mask_plan.h, ClaimReservedUb).
// Kernel data there when one runs (TPipe buffers of a build that freed the reserves, or bytes written
// through an address) is a memcheck finding, and so is such an instruction in a build that freed the
// Ascend C reserve (静态Tensor编程.md: a compile error there).
constexpr uint64_t kHighDimTempUbBytes = kUbVfStackBytes + kUbAscReserveBytes;
void UseHighDimTempUb(const char* api, SrcLoc loc);
// The SIMD VF debug interfaces (printf, asc_dump, asc_dump_ubuf, asc_dump_reg in a VF) write their
// records into the 2 KB Ascend C reserve (静态Tensor编程.md, 表6: "Utils API > 调测接口（SIMD VF）"):
// `used` bytes from its start. Kernel data there, or a build that freed the reserve, is a memcheck
// finding; the bytes become poison. `used` past 2 KB is the caller's finding (asc_dump.md, 约束说明).
void UseAscReserveUb(const char* api, uint64_t used, SrcLoc loc);

// ---- Global Memory -----------------------------------------------------------------------
// Checks [ptr, ptr+bytes) against the GlobalTensor window (when windowBase != nullptr) and against the
// live device allocations, records it for racecheck, and checks MTE3→MTE2 / MTE3→MTE3 ordering
// on this core.
// `autoSynced` as for AccessUb (GlobalTensor::GetValue: ordered after the MTE3 writes it depends on).
void AccessGm(Pipe pipe, uint64_t seq, const void* ptr, size_t bytes, bool isWrite, const void* windowBase,
              size_t windowBytes, const char* api, SrcLoc loc, bool autoSynced = false);
// A transfer's store of [src, src+bytes) to GM at dst: AccessGm as a write, which keeps the bytes for
// racecheck (two cores writing the same bytes to the same range are no race), then GmStore (with the
// DMA atomic when one is set, cross_core.h).
void StoreGm(Pipe pipe, uint64_t seq, void* dst, const void* src, size_t bytes, const void* windowBase,
             size_t windowBytes, const char* api, SrcLoc loc);
// A scalar load through the data cache (GlobalTensor::GetValue): AccessGm (auto-synced), then the copy
// of [src, src+bytes) into dst. A load of a line DataCacheCleanAndInvalid invalidated misses and fetches
// the line from GM (xcore.h XcoreScalarMiss): the copy is made in the same step, so no scalar store of
// another core can land between the fetch and the copy.
void LoadGm(uint64_t seq, void* dst, const void* src, size_t bytes, const void* windowBase, size_t windowBytes,
            const char* api, SrcLoc loc);

// ---- synchronisation ---------------------------------------------------------------------
void SetFlag(Pipe src, Pipe dst, int eventId, SrcLoc loc);
void WaitFlag(Pipe src, Pipe dst, int eventId, SrcLoc loc);
void Barrier(Pipe pipe, SrcLoc loc = SrcLoc{}); // PipeBarrier<pipe>
void BarrierAll(SrcLoc loc = SrcLoc{});         // PipeBarrier<PIPE_ALL>

// Compiler-inserted synchronisation (--cce-auto-sync, 同步控制/核内同步/关键特性说明.md, "开启cce-auto-sync编译选项
// 自动同步": on by default for <<<>>> programs, Kernel直调 and custom op projects, off with
// --cce-auto-sync=off; the option: docs/zh/guide/编程指南/编译与运行/算子编译/AI-Core算子编译基本用法.md). With it
// on, bisheng inserts the S<->V, S<->MTE2 and S<->MTE3 flags (表3, both directions) around the PIPE_S
// accesses of its list: LocalTensor::GetValue / SetValue / operator(), GlobalTensor::GetValue /
// operator(), GetReduceRepeatMaxMinSpr / GetReduceRepeatSumSpr, GetMrgSortResult. The sim models
// each inserted pair where synccheck would otherwise see the hazard: the waiting pipe is raised to the
// instruction it depends on (as the inserted WaitFlag would), so timing and later checks see the
// order. Everything else keeps needing hand-written flags: V<->MTE2 / V<->MTE3 (static tensors),
// other PIPE_S accesses such as the scalar atomics (AtomicAdd, ...) against MTE2 / MTE3.
// Whether the running kernel was built with it (true outside a launch).
bool AutoSyncOn();
// A listed scalar read of state pipe `producer` wrote with instruction `seq` (the ACC / VMS4_SR
// registers): true when the scalar unit is ordered after it, by a flag or (auto-sync on) by the
// compiler's inserted wait, which this raises.
bool ScalarObservesAuto(Pipe producer, uint64_t seq);

// What a queue hand-off carries: the producer pipe's knowledge at the moment of the hand-off.
struct SyncToken {
    uint64_t known[kPipeCount] = {0, 0, 0, 0};
    bool valid = false;
};
SyncToken Snapshot(Pipe producer);
// Whether the instructions `consumer` issues from now on are guaranteed to observe instruction `seq` of
// `producer` (what synccheck knows; true outside a launch). For state a pipe writes outside UB (a
// special register a later scalar read depends on).
bool PipeObserves(Pipe consumer, Pipe producer, uint64_t seq);
void Acquire(Pipe consumer, const SyncToken& token);

// ---- issue of a costed instruction (the timing model observes it: sim/docs/timing_model.md) ----
// A Memory-API vector instruction over `elements` lanes of `elemBytes`-byte elements (the widest
// operand type), reading `ubReads` UB operands and writing one. `algo`: a Sqrt / Div config's
// SqrtAlgo / DivAlgo value when it is not INTRINSIC (its emulated algorithm costs more), else -1.
uint64_t IssueVector(const char* api, uint64_t elements, uint32_t elemBytes, uint32_t ubReads, SrcLoc loc = SrcLoc{},
                     int algo = -1);
// A GM<->UB transfer (pipe MTE2 or MTE3) of `bytes` bytes.
uint64_t IssueDma(Pipe pipe, uint64_t bytes, SrcLoc loc = SrcLoc{});
// The GM side of a transfer for the L2 model (sim/src/kernel/timing/l2_model.cpp): the lowest address it
// touches, the span up to the highest, the GlobalTensor's CacheMode (0 DISABLE, 1 NORMAL) and the API;
// and, where the engine knows them, the rows it moves inside the span: `rows` rows of `rowBytes` bytes,
// `rowPitch` bytes from head to head (rowBytes 0: not known, and the in-launch reuse of l2_model.h does
// not see the transfer).
struct DmaGm {
    const void* lo = nullptr;
    uint64_t span = 0;
    uint8_t cacheMode = 1;
    const char* api = "";
    uint64_t rows = 1;
    uint64_t rowBytes = 0;
    uint64_t rowPitch = 0;
};
uint64_t IssueDma(Pipe pipe, uint64_t bytes, const DmaGm& gm, SrcLoc loc = SrcLoc{});
// Empties the modeled L2 (what earlier launches left there). The L2 persists across launches of the
// process otherwise, and is emptied when the active SoC profile changes.
void ResetL2Cache();

// ---- CTRL special register (ctrl_bits.h; the kernel API is ctrl_spr.h) --------------------
// This core's CTRL (the reset value outside a launch). Every launch starts each core from the
// documented reset value; see sim/src/kernel/core/ctrl_register.cpp for why.
uint64_t CtrlValue();
// Sets this core's CTRL on behalf of `api` called at `loc` (ignored outside a launch). ctrlcheck:
// a non-default value in a bit the sim does not model (atomics, integer saturation).
void CtrlWrite(uint64_t value, const char* api, SrcLoc loc);

// ---- the AR special register of the Reg API (ascendc_sim/basic_api/register/spr.h) ----------------------
struct SprState {
    int64_t ar = 0;
    bool arKnown = false;  // a ClearSpr<AR> ran in this launch
    int64_t sqzBytes = -1; // bytes the last Squeeze<STORE_REG> counted, not yet taken by a StoreUnAlign
};
// This core's state (nullptr outside a launch); reset when a launch starts.
SprState* CurrentSpr();

// ---- vector special registers of the Memory vector API -------------------------------------
// Per core, back to these values at every launch:
//   MASK    the vector mask SPR (掩码操作/SetVectorMask.md, ResetMask.md) that the isSetMask = false
//           forms read: Normal mode, bit i enables element i of a repeat; Counter mode, maskLow is
//           the element count. InitSocState does not reset it on 950 (SDK kernel_utils_base.h, 3510
//           branch: set_mask_norm and CTRL only), so a launch starts with it "never set"; the SDK's
//           bit-wise mask forms overwrite it as a side effect (SetVectorMask in their dav_3510 impl),
//           which the docs do not mention: the sim records that write as a clobber (vector_mask_mode.h).
//   CMPMASK Compare (结果存入寄存器).md's 128-bit result, GetCmpMask / SetCmpMask.
//   ACC     ReduceSum's result as GetReduceRepeatSumSpr returns it (per type: half, float).
//   VMS4_SR MrgSort's per-queue consumed counts (GetMrgSortResult.md).
enum class MaskSprState : uint8_t { kUnset, kSet, kClobbered };
struct VecSpr {
    uint64_t maskLow = ~uint64_t(0);
    uint64_t maskHigh = ~uint64_t(0);
    MaskSprState maskState = MaskSprState::kUnset;
    const char* maskWriter = ""; // the API that wrote MASK last
    SrcLoc maskWrittenAt;
    uint64_t cmpLow = 0;
    uint64_t cmpHigh = 0;
    bool cmpSet = false;
    float accFloat = 0.0f;
    uint16_t accHalfBits = 0;
    bool accFloatSet = false;
    bool accHalfSet = false;
    uint64_t accFloatSeq = 0; // the V instruction that wrote it (a scalar read must be ordered after it)
    uint64_t accHalfSeq = 0;
    uint64_t vms4 = 0;
    bool vms4Set = false;     // by a MrgSort with ifExhaustedSuspension true
    uint64_t vms4Seq = 0;     // that MrgSort's V sequence number
    uint64_t movPadBits = 0;  // MTE2's padding register (SetPadValue, DataCopyPad with isPad)
    uint32_t movPadBytes = 0; // the element size it was written with
    bool movPadSet = false;   // SetPadValue has been called in this launch
    // The C API's VA0..VA7, 8 UB addresses each (asc_set_va_reg); bit k of vaRegSet: VAk set in this launch.
    uint64_t vaReg[8][8] = {};
    uint8_t vaRegSet = 0;
    // DEQSCALE (类型转换辅助配置接口/SetDeqScale.md 表1): one 64-bit register whose meaning depends on
    // the SetDeqScale form that wrote it last (engine/deq_engine.h reads it).
    uint64_t deqScale = 0; // the register's bits
    uint8_t deqForm = 0;   // engine/deq_engine.h DeqForm: which SetDeqScale form wrote it (0 = none)
    SrcLoc deqWrittenAt;   // that call
    // Not registers, per core and launch as they are: the system workspace pointer (资源管理/workspace/
    // SetSysWorkSpace.md, GetSysWorkSpacePtr.md) and this AIV's 1 KB of SSBuffer (GetSsbufBaseAddr.md).
    uint8_t* sysWorkspace = nullptr;
    bool ssbufDirtied = false;
    alignas(32) uint8_t ssbuf[1024] = {};
    // The C API's NDDMA registers (asc_set_ndim_loop<i>_stride, asc_set_ndim_pad_count / _pad_value): 0 at launch.
    uint64_t ndimSrcStride[5] = {0, 0, 0, 0, 0};
    uint64_t ndimDstStride[5] = {0, 0, 0, 0, 0};
    uint64_t ndimPadCount = 0; // asc_ndim_pad_count_config::config (dimensions 1..4, left / right)
    uint64_t ndimPadBits = 0;
    uint32_t ndimPadBytes = 0;
    bool ndimPadSet = false;
};
// This core's registers (outside a launch: a per-thread instance).
VecSpr& CurrentVecSpr();

// ---- AscendC::printf ---------------------------------------------------------------------
void AppendPrintf(const std::string& text);

} // namespace ascsim::kern
