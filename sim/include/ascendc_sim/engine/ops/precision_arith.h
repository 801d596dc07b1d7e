// The op table of the basic-arithmetic instructions whose precision is a per-call config
// (SIMD-API/基础API/Memory矢量计算/基础算术/Div.md, Sqrt.md, Rsqrt.md, Reciprocal.md, Exp.md, Ln.md, each
// with its DivConfig / SqrtConfig / ...; Reg矢量计算/基础算术/Div.md, Sqrt.md, Exp.md, Ln.md with the
// *SpecificMode that carries the same algo), one row each (op_row.h). What is per instruction is in
// the row: the name, the Memory-API cost class and Reg VF class (each its own rate in
// 附录/Vector指令理论性能汇总.md and Reg矢量计算接口理论性能汇总.md), the config type, which types a
// config supports (Supported<E>), the lane as a function of the config, the fp32 host paths where it
// has them (bit-identical to the lane: engine/vector_fast.h). The config itself stays an argument of
// each call. All are ZEROING only in the Reg API (MergeMode table: no software MERGING). Rsqrt and
// Reciprocal have no Reg page, so no kVfOp. Div's Reg page lists int64_t / uint64_t: kB64.
// The salt is 0 in every spelling: the adversarial choice within the ulp bound depends only on the
// operands' bits, so a Reg kernel matches its Memory-API twin bit for bit.
#pragma once

#include <cstdint>

#include "ascendc_sim/engine/cost_class.h"
#include "ascendc_sim/engine/ops/op_row.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/numerics/int64.h"
#include "ascendc_sim/numerics/numerics.h"
#include "ascendc_sim/vf/vf_events.h"

namespace ascsim::ops {

inline constexpr uint64_t kSalt = 0;

template <kern::CostClass cost, typename Cfg>
struct ConfigRow {
    static constexpr kern::CostClass kCost = cost;
    static constexpr bool kMerging = false;
    using Config = Cfg;
};

struct Div : ConfigRow<kern::CostClass::kDiv, AscendC::DivConfig> {
    static constexpr const char* kName = "Div";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kDiv;
    static constexpr num::B64Op kB64 = num::B64Op::kDiv;
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::DivSupported<E>(c);
    }
    template <typename E>
    static E Lane(E a, E b, const Config& c)
    {
        return num::Div<E>(a, b, c, kSalt);
    }
    static float LaneF32(float a, float b, const Config& c) { return AscendC::detail::fast::Div(a, b, c, kSalt); }
    static void BulkF32(float* d, const float* a, const float* b, uint64_t n, const Config& c)
    {
        AscendC::detail::fast::DivArray(d, a, b, n, c, kSalt);
    }
};

struct Sqrt : ConfigRow<kern::CostClass::kSqrt, AscendC::SqrtConfig> {
    static constexpr const char* kName = "Sqrt";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kSqrt;
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::SqrtSupported<E>(c);
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Sqrt<E>(a, c, kSalt);
    }
    static float LaneF32(float a, const Config& c) { return AscendC::detail::fast::Sqrt(a, c, kSalt); }
    static void BulkF32(float* d, const float* s, uint64_t n, const Config& c)
    {
        AscendC::detail::fast::SqrtArray(d, s, n, c, kSalt);
    }
};

struct Rsqrt : ConfigRow<kern::CostClass::kRsqrt, AscendC::RsqrtConfig> {
    static constexpr const char* kName = "Rsqrt";
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::RsqrtSupported<E>(c);
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Rsqrt<E>(a, c, kSalt);
    }
};

struct Reciprocal : ConfigRow<kern::CostClass::kReciprocal, AscendC::ReciprocalConfig> {
    static constexpr const char* kName = "Reciprocal";
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::ReciprocalSupported<E>(c);
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Reciprocal<E>(a, c, kSalt);
    }
};

// Exp and Ln: one class (the appendix prices them alike).
struct Exp : ConfigRow<kern::CostClass::kExpLn, AscendC::ExpConfig> {
    static constexpr const char* kName = "Exp";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kExp;
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::ExpSupported<E>(c);
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Exp<E>(a, c, kSalt);
    }
};

struct Ln : ConfigRow<kern::CostClass::kExpLn, AscendC::LnConfig> {
    static constexpr const char* kName = "Ln";
    static constexpr kern::VfOp kVfOp = kern::VfOp::kExp;
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::LnSupported<E>(c);
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Ln<E>(a, c, kSalt);
    }
};

// Log, Log2, Log10: Reg only (Reg矢量计算/基础算术/Log.md, Log2.md, Log10.md; no Memory-API page); every row
// has a cost class, theirs Ln's (kExpLn: the VLN instruction at their core). Log is Ln ("与Ln接口功能等价", the same
// VLN instruction: its LogAlgo enumerators are LnAlgo's); Log2 and Log10 are the SDK's sequences around it
// (numerics/explog.h), priced by their spelling.
struct Log {
    static constexpr const char* kName = "Log";
    static constexpr kern::CostClass kCost = kern::CostClass::kExpLn;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kExp;
    static constexpr bool kMerging = false;
    using Config = AscendC::LogConfig;
    static constexpr AscendC::LnConfig AsLn(const Config& c) { return {static_cast<AscendC::LnAlgo>(c.algo)}; }
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::LnSupported<E>(AsLn(c));
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Ln<E>(a, AsLn(c), kSalt);
    }
};
struct Log2 {
    static constexpr const char* kName = "Log2";
    static constexpr kern::CostClass kCost = kern::CostClass::kExpLn;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kExp;
    static constexpr bool kMerging = false;
    using Config = AscendC::Log2Config;
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::Log2Supported<E>(c);
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Log2<E>(a, c, kSalt);
    }
};
struct Log10 {
    static constexpr const char* kName = "Log10";
    static constexpr kern::CostClass kCost = kern::CostClass::kExpLn;
    static constexpr kern::VfOp kVfOp = kern::VfOp::kExp;
    static constexpr bool kMerging = false;
    using Config = AscendC::Log10Config;
    template <typename E>
    static constexpr bool Supported(const Config& c)
    {
        return num::Log10Supported<E>(c);
    }
    template <typename E>
    static E Lane(E a, const Config& c)
    {
        return num::Log10<E>(a, c, kSalt);
    }
};

inline constexpr auto kPrecisionArithCosts = CostRows<Div, Sqrt, Rsqrt, Reciprocal, Exp, Ln, Log, Log2, Log10>();

} // namespace ascsim::ops
