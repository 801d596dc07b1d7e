// The instruction costs of the documents' appendix tables, the timing model's one data file of them
// (sim/docs/timing_model.md §1; issue 28). The rows are in appendix_costs_data.inc, transcribed by
// sim/tools/timing/gen_appendix_costs.py from docs/zh/api/附录/ (each row names its table):
//   rates     Reg矢量计算接口理论性能汇总.md (RP) and its C-API twin (CP): elements per cycle, or cycles for
//             the MaskReg tables; Vector指令理论性能汇总.md (VP) 表1–表3, the 950 tables
//   emulated  Reg矢量计算接口软仿情况汇总.md (SW): the instruction and type pairs the SDK emulates with a
//             sequence of hardware instructions ("软仿实现的接口和数据类型不提供理论性能", RP intro)
//   issue     Reg矢量计算接口指令单双发汇总.md (DI): 表1 dual issue, 表2 single issue
// plus the emulation sequences the model prices (kDivB64Sequence: what the SDK executes instead of
// one instruction, counted from its implementation, each op priced by its rate row).
// Header-only and constexpr: the model reads it through TimingParams (timing_params.cpp), the coverage
// test (sim/tests/emulator/timing/test_appendix_coverage.cpp) reads it directly.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ascsim::kern::appendix {

enum class RateUnit : uint8_t {
    kElementsPerCycle, // 理论并行度（element/cycle）
    kBytesPerCycle,    // 理论并行度（bytes/cycle）
    kCycles,           // 理论耗时（cycle）
};

struct Rate {
    const char* source; // "RP 表6": table tag and number
    const char* api;
    const char* form; // contiguous / strided / unaligned / discrete / maskreg / SUM / MAX / MIN / ...
    const char* src;  // source type as the table names it ("float", "b32"), "" for none
    const char* dst;
    double value;
    RateUnit unit;
};

struct Emulated {
    const char* source;
    const char* api;
    const char* form; // "subnormal" for the SubNormal variants of a float type
    const char* type;
};

struct Issue {
    const char* source;
    const char* hw; // the hardware instruction(s) the table names
    const char* api;
    const char* form;
    bool dual;
};

#include "timing/appendix_costs_data.inc"

inline constexpr Rate kRates[] = {ASCSIM_APPENDIX_RATES};
inline constexpr Emulated kEmulated[] = {ASCSIM_APPENDIX_EMULATED};
inline constexpr Issue kIssue[] = {ASCSIM_APPENDIX_ISSUE};

#undef ASCSIM_APPENDIX_RATES
#undef ASCSIM_APPENDIX_EMULATED
#undef ASCSIM_APPENDIX_ISSUE

constexpr bool Same(const char* a, const char* b)
{
    while (*a != '\0' && *a == *b) {
        ++a;
        ++b;
    }
    return *a == *b;
}

// Bytes of an element of a type as the tables spell it (b8 ... b64, int8_t ... complex64); 0 if unknown.
struct TypeSize {
    const char* name;
    uint32_t bytes;
};
inline constexpr TypeSize kTypeSizes[] = {
    {"b8", 1},           {"int8_t", 1},     {"uint8_t", 1}, {"hifloat8_t", 1}, {"fp8_e4m3fn_t", 1},
    {"fp8_e5m2_t", 1},   {"fp8_e8m0_t", 1}, {"bool", 1},    {"int4×2_t", 1},   {"fp4×2_e1m2_t", 1},
    {"fp4×2_e2m1_t", 1}, {"b16", 2},        {"int16_t", 2}, {"uint16_t", 2},   {"half", 2},
    {"bfloat16_t", 2},   {"b32", 4},        {"int32_t", 4}, {"uint32_t", 4},   {"float", 4},
    {"complex32", 4},    {"b64", 8},        {"int64_t", 8}, {"uint64_t", 8},   {"complex64", 8},
};
constexpr uint32_t TypeBytes(const char* t)
{
    for (const TypeSize& e : kTypeSizes) {
        if (Same(t, e.name)) {
            return e.bytes;
        }
    }
    return 0;
}

// The rate row of `api` for source type `src` (and `form`, when given); nullptr if the tables have none.
constexpr const Rate* FindRate(const char* api, const char* src, const char* form = nullptr)
{
    for (const Rate& r : kRates) {
        if (Same(r.api, api) && Same(r.src, src) && (form == nullptr || Same(r.form, form))) {
            return &r;
        }
    }
    return nullptr;
}

// Cycles one full VL (256 B of the wider operand) takes at the row's rate: lanes / P.
constexpr double CyclesPerVl(const Rate& r)
{
    if (r.unit == RateUnit::kCycles) {
        return r.value;
    }
    if (r.unit == RateUnit::kBytesPerCycle) {
        return 256.0 / r.value;
    }
    const uint32_t s = TypeBytes(r.src);
    const uint32_t d = TypeBytes(r.dst);
    const uint32_t wide = s > d ? s : d;
    return wide == 0 ? 0.0 : 256.0 / wide / r.value;
}

// Cycles per VL of `api` on `src`, or -1 when no row exists.
constexpr double RateCycles(const char* api, const char* src, const char* form = nullptr)
{
    const Rate* r = FindRate(api, src, form);
    return r == nullptr ? -1.0 : CyclesPerVl(*r);
}

constexpr bool IsEmulated(const char* api, const char* type)
{
    for (const Emulated& e : kEmulated) {
        if (Same(e.api, api) && Same(e.type, type)) {
            return true;
        }
    }
    return false;
}

// One step of an emulation sequence: `count` instructions of the rate row (api, src, form).
struct SeqOp {
    const char* api;
    const char* src;
    const char* form;
    int count;
};

// Div on int64_t / uint64_t (SW 表3): the SDK's DivS64Impl (impl/basic_api/reg_compute/dav_3510/
// kernel_reg_compute_vec_binary_impl.h, asc-devkit 82b89a15), on the two b32 halves of a RegTraitNumTwo
// register (64 elements): |x|, |y| by compare/sub-with-borrow/select, an fp32 reciprocal estimate of y
// (Cast s64->f32, vdiv, Cast back), two Newton steps in 64-bit arithmetic built from 32-bit
// Mull / MulAddDst / Add / AddC (B128Calc: the high half of a 64x64 product), the quotient's two
// corrections, the sign and the y == 0 / y == 1 cases. 127 instructions, counted per table row below.
// Cast s64 -> f32 has no row: priced as its inverse, Cast float -> int64_t (RP 表10). The MaskReg
// and/not/xor/sel and pset are priced as the MaskReg Select row (RP 表5, 1 cycle). DivU64Impl differs in
// the prologue only (no |x|, |y|, a compare of y against 2^63 instead): priced the same (not counted).
inline constexpr SeqOp kDivB64Sequence[] = {
    {"Duplicate", "int32_t", "", 10},   // vbr: constants 0, 1, all-ones; zero for |x|, |y|
    {"Compare", "int32_t", "", 14},     // vcmp: signs, y == 0, y == 1, two quotient corrections, result sign
    {"Sub", "int32_t", "", 5},          // vsubc: low halves of |x|, |y|, remainders, negation
    {"SubC", "int32_t", "", 5},         // vsubcs: their high halves
    {"Select", "int32_t", "", 16},      // vsel: |x|, |y| and the eight 64-bit selects (two halves each)
    {"Select", "", "maskreg", 12},      // pand / pnot / pxor / psel / pset
    {"DeInterleave", "int32_t", "", 2}, // vdintlv around the two Casts
    {"Interleave", "int32_t", "", 2},   // vintlv around the two Casts
    {"Cast", "float", "", 4},           // vcvt s64 <-> f32, even and odd parts (Cast float -> int64_t row)
    {"Div", "float", "", 1},            // vdiv: the reciprocal estimate
    {"Adds", "uint32_t", "", 1},        // vadds: the estimate's exponent bias
    {"Mull", "uint32_t", "", 15},       // 32x32->64 products: three 64-bit multiplies, three B128Calc
    {"MulAddDst", "uint32_t", "", 6},   // vmula: the cross terms of the three 64-bit multiplies
    {"Not", "uint32_t", "", 4},         // vnot: two 64-bit negations
    {"Add", "int32_t", "", 12},         // vadd with carry out: low halves of the 64-bit adds, B128Calc sums
    {"AddC", "int32_t", "", 18},        // vaddcs: the carries
};

// Σ count × lanes/P of a sequence; -1 if a step has no rate row.
template <size_t N>
constexpr double SequenceCycles(const SeqOp (&seq)[N])
{
    double sum = 0.0;
    for (const SeqOp& op : seq) {
        const Rate* r = FindRate(op.api, op.src, op.form[0] == '\0' ? nullptr : op.form);
        if (r == nullptr) {
            return -1.0;
        }
        sum += op.count * CyclesPerVl(*r);
    }
    return sum;
}

template <size_t N>
constexpr int SequenceLength(const SeqOp (&seq)[N])
{
    int n = 0;
    for (const SeqOp& op : seq) {
        n += op.count;
    }
    return n;
}

static_assert(SequenceLength(kDivB64Sequence) == 127, "DivS64Impl has 127 instructions");
static_assert(SequenceCycles(kDivB64Sequence) == 196.0, "Σ lanes/P of DivS64Impl");

} // namespace ascsim::kern::appendix
