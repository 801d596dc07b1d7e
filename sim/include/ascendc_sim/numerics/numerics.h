// The numerics layer of the Ascend 950 (NPU arch 3510) simulator: data types and the exact
// per-element semantics of the 950 vector instructions. Header-only.
//
// Types (global namespace, as kernel code spells them): half, bfloat16_t            half.h bfloat16.h
// Kernel-API enums/configs (namespace AscendC):                                      modes.h configs.h
//   RoundMode, CMPMODE, SELMODE; ExpAlgo/ExpConfig/DEFAULT_EXP_CONFIG, LnAlgo/LnConfig/DEFAULT_LN_CONFIG,
//   ReciprocalAlgo/..., DivAlgo/..., SqrtAlgo/..., RsqrtAlgo/...
// Element semantics (namespace ascsim::num), T = the element type:
//   exact ops (arith.h):      Add Sub Mul Max Min (a, b); Adds Muls Maxs Mins (src, scalar); Abs (x)
//   ulp-bounded (div.h sqrt.h explog.h), each as  Op(x[, y], const Config& cfg, uint64_t salt)
//                             or  Op<T, cfg>(x[, y], uint64_t salt):  Div Reciprocal Sqrt Rsqrt Exp Ln
//                             with OpSupported<T>(cfg) predicates
//   Cast<Dst, Src>(x, RoundMode), CastSupported<Dst, Src>(RoundMode)                 cast.h
//   Compare / Compares (a, b, CMPMODE) -> bool, Select(bit, src0, src1), MaskBit      cmpsel.h
//   Poison<T>(), IsPoison, kPoisonF32 ...                                             poison.h
//   Saturate<T>(x), SaturateArray (half / bfloat16_t: inf -> +-MAX, NaN -> +0)        saturate.h
//   Mode / GetMode / SetMode / ScopedMode (ASCEND_SIM_NUMERICS=adversarial|exact)     mode.h
#pragma once

#include "ascendc_sim/numerics/adversary.h"
#include "ascendc_sim/numerics/arith.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/bits.h"
#include "ascendc_sim/numerics/cast.h"
#include "ascendc_sim/numerics/cmpsel.h"
#include "ascendc_sim/numerics/configs.h"
#include "ascendc_sim/numerics/div.h"
#include "ascendc_sim/numerics/explog.h"
#include "ascendc_sim/numerics/fma.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/numerics/int64.h"
#include "ascendc_sim/numerics/mode.h"
#include "ascendc_sim/numerics/modes.h"
#include "ascendc_sim/numerics/more_arith.h"
#include "ascendc_sim/numerics/poison.h"
#include "ascendc_sim/numerics/saturate.h"
#include "ascendc_sim/numerics/sqrt.h"
#include "ascendc_sim/numerics/traits.h"
