// asc_dump, asc_dump_gm, asc_dump_ubuf, asc_dump_reg (docs/zh/api/Utils-API/调测接口/asc_dump.md; SDK
// include/utils/debug/asc_dump.h): print `dump_size` elements of memory or of a register, tagged with `desc`.
//
// The SDK declares two sets with the same names: the AI Core ones (namespace __asc_aicore: GM, UB, L1,
// L0C, BT, FB pointers) and the SIMD VF ones (namespace __asc_simd_vf: a register or a UB pointer), and
// the compiler picks by where the call is. On the CPU `__gm__` and `__ubuf__` are nothing, so one
// function per name decides at run time: inside a Vector Function (asc_vf_call) it is the VF's, outside
// it the AI Core's, and a pointer is UB when it lies in the core's UB, GM otherwise. The L1 / L0C / BT /
// FB forms need the cube unit, which the sim does not have: they are not declared.
//
// The output is DumpTensor's (basic_api/debug/dump_tensor.h): a "DumpTensor: desc=..., addr=...,
// data_type=..., position=UB|GM|REG, dump_size=..." line and the values, in the core's printf output.
// Rules (asc_dump.md, 约束说明):
//   * more than 30 KB in one call prints nothing;
//   * in a VF the records go to the 2 KB Ascend C reserve, shared by the VF's printf / asc_dump calls:
//     each takes 72 bytes plus its data rounded up to 32 bytes. The chip does not check the 2 KB ("不会
//     检查上述预留空间是否越界") and a record past it overwrites other UB: a memcheck finding here.
//     Kernel data in the reserve is a finding too (core.h, UseAscReserveUb).
// ASCENDC_DUMP=0 turns every call into nothing (调试接口/关闭ASCENDC_DUMP说明.md), as for DumpTensor.
#pragma once

#include <cstdint>
#include <string>

#include "ascendc_sim/basic_api/debug/dump_tensor.h"
#include "ascendc_sim/core/core.h"
#include "ascendc_sim/types/reg_tensor.h"
#include "ascendc_sim/vf/vf_scope.h"

namespace ascsim::kern::asc_dump {

constexpr uint64_t kVfRecordHeaderBytes = 72;  // asc_dump.md: "固定占用72字节的管理信息"
constexpr uint64_t kVfReserveBytes = 2 * 1024; // asc_dump.md: "最多能使用2KB的UB空间"
// The whole UB (core.h: the kernel's share, the VF stack, the Ascend C reserve): UB pointers lie in it.
constexpr uint64_t kUbTotalBytes = kUbKernelDefaultBytes + kUbVfStackBytes + kUbAscReserveBytes;

inline bool InUb(const void* p)
{
    const uint8_t* base = UbBase();
    const auto* q = static_cast<const uint8_t*>(p);
    return base != nullptr && q >= base && q < base + kUbTotalBytes;
}

inline bool TooBig(uint64_t bytes) { return bytes > dump::kMaxDumpBytesPerCall; }

// A VF record of `dataBytes`: takes its share of the 2 KB reserve, or a finding when it does not fit.
inline void TakeVfReserve(AscendC::Reg::detail::VfContext* vf, const char* api, uint64_t dataBytes, SrcLoc loc)
{
    const uint64_t record = kVfRecordHeaderBytes + (dataBytes + 31) / 32 * 32;
    vf->debugReserveUsed += record;
    if (vf->debugReserveUsed > kVfReserveBytes) {
        // rule memcheck.vf-dump-reserve: the SIMD VF dumps of one asc_vf_call need more than the 2 KB reserve
        //   doc: api/Utils-API/调测接口/asc_dump.md (约束说明, 2 KB per asc_vf_call, 72 bytes + 32-byte-aligned data
        //       per call, unchecked: "可能越界写入预留空间")
        Fail(Check::kMemcheck, api,
             "the Vector Function's asc_dump / printf records need " + std::to_string(vf->debugReserveUsed) +
                 " bytes, more than the 2 KB reserved for them per asc_vf_call (72 bytes each plus the data "
                 "rounded up to 32 bytes, asc_dump.md): the chip writes past the reserve",
             loc);
    }
    UseAscReserveUb(api, vf->debugReserveUsed, loc);
}

template <typename T>
void Pointer(const char* api, const T* input, uint32_t desc, uint32_t dumpSize, bool wantUb, bool wantGm, SrcLoc loc)
{
    const uint64_t bytes = static_cast<uint64_t>(dumpSize) * sizeof(T);
    auto* vf = AscendC::Reg::detail::t_vf;
    const bool ub = InUb(input);
    if ((ub && !wantUb) || (!ub && !wantGm) || (vf != nullptr && !ub)) {
        // rule memcheck.asc-dump-position: an asc_dump pointer outside the memory its form prints
        //   doc: api/Utils-API/调测接口/asc_dump.md (函数原型, asc_dump_gm takes __gm__, asc_dump_ubuf __ubuf__; in a
        //       SIMD VF only UB and registers)
        Fail(Check::kMemcheck, api,
             std::string("the pointer is ") + (ub ? "in UB" : "not in this core's UB") + ", but " +
                 (vf != nullptr ? "in a Vector Function asc_dump prints UB or a register only" :
                  wantUb        ? "asc_dump_ubuf prints UB" :
                                  "asc_dump_gm prints GM"),
             loc);
    }
    if (vf != nullptr) {
        TakeVfReserve(vf, api, bytes, loc);
    }
    if (TooBig(bytes) || dumpSize == 0) {
        return;
    }
    if (ub) {
        if (static_cast<const uint8_t*>(static_cast<const void*>(input)) + bytes > UbBase() + kUbTotalBytes) {
            // rule memcheck.asc-dump-bounds: asc_dump of UB past the end of UB
            //   choice: the page does not bound dump_size; reading past the UB is an out-of-bounds read
            Fail(Check::kMemcheck, api, "dump_size " + std::to_string(dumpSize) + " reads past the end of UB", loc);
        }
        const auto addr = static_cast<const uint8_t*>(static_cast<const void*>(input)) - UbBase();
        dump::Emit(input, static_cast<uintptr_t>(addr), "UB", desc, dumpSize, nullptr, 0);
    } else {
        AccessGm(Pipe::S, Issue(Pipe::S, loc), input, bytes, false, nullptr, 0, api, loc, true);
        dump::Emit(input, reinterpret_cast<uintptr_t>(input), "GM", desc, dumpSize, nullptr, 0);
    }
}

template <typename T, typename U>
void Register(const char* api, const U& input, uint32_t desc, uint32_t dumpSize, SrcLoc loc)
{
    static_assert(sizeof(U) >= AscendC::Reg::RegTensor<T>::kBytes,
                  "asc_dump_reg: U is a vector register (RegTensor) of T (asc_dump.md)");
    auto* vf = AscendC::Reg::detail::RequireVf(api, loc);
    const uint32_t lanes = AscendC::Reg::RegTensor<T>::kLanes;
    if (dumpSize > lanes) {
        // rule memcheck.asc-dump-reg-size: asc_dump_reg of more elements than the register holds
        //   choice: the page does not bound dump_size; a register holds VL / sizeof(T) elements (RegTensor.md)
        Fail(Check::kMemcheck, api,
             "dump_size " + std::to_string(dumpSize) + " is more than the " + std::to_string(lanes) +
                 " elements of the register",
             loc);
    }
    if (vf != nullptr) {
        TakeVfReserve(vf, api, static_cast<uint64_t>(dumpSize) * sizeof(T), loc);
    }
    T values[AscendC::Reg::RegTensor<T>::kLanes];
    std::memcpy(values, input.bytes, sizeof(values));
    dump::Emit(values, 0, "REG", desc, dumpSize, nullptr, 0);
}

} // namespace ascsim::kern::asc_dump

#if defined(ASCENDC_DUMP) && (ASCENDC_DUMP == 0)
#define ASCSIM_ASC_DUMP_ON 0
#else
#define ASCSIM_ASC_DUMP_ON 1
#endif

template <typename T>
__aicore__ inline void asc_dump_gm(__gm__ T* input, uint32_t desc, uint32_t dump_size,
                                   ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_ASC_DUMP_ON != 0) {
        ascsim::kern::asc_dump::Pointer<T>("asc_dump_gm", input, desc, dump_size, false, true, loc);
    }
}

template <typename T>
__aicore__ inline void asc_dump_ubuf(__ubuf__ T* input, uint32_t desc, uint32_t dump_size,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_ASC_DUMP_ON != 0) {
        ascsim::kern::asc_dump::Pointer<T>("asc_dump_ubuf", input, desc, dump_size, true, false, loc);
    }
}

template <typename T>
__aicore__ inline void asc_dump(T* input, uint32_t desc, uint32_t dump_size,
                                ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_ASC_DUMP_ON != 0) {
        ascsim::kern::asc_dump::Pointer<T>("asc_dump", input, desc, dump_size, true, true, loc);
    }
}

template <typename T, typename U, typename = std::enable_if_t<!std::is_pointer_v<U>>>
__simd_callee__ inline void asc_dump_reg(U& input, uint32_t desc, uint32_t dump_size,
                                         ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_ASC_DUMP_ON != 0) {
        ascsim::kern::asc_dump::Register<T>("asc_dump_reg", input, desc, dump_size, loc);
    }
}

template <typename T, typename U, typename = std::enable_if_t<!std::is_pointer_v<U>>>
__simd_callee__ inline void asc_dump(U& input, uint32_t desc, uint32_t dump_size,
                                     ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_ASC_DUMP_ON != 0) {
        ascsim::kern::asc_dump::Register<T>("asc_dump", input, desc, dump_size, loc);
    }
}
