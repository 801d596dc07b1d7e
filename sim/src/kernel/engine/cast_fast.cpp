// The whole-array fp16 / bf16 <-> fp32 conversions of include/ascendc_sim/engine/cast_fast.h
// (why they equal num::Cast: there). Compiled once here with the vectoriser on
// and one clone per x86-64 ISA level, like vector_fast.cpp.
#include "ascendc_sim/engine/cast_fast.h"

#include <cstring>

#include "engine/isa_clones.h"

namespace AscendC::detail::fast {

ASCSIM_CLONES void HalfToFloat(float* d, const uint16_t* s, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        const uint32_t r = HalfBitsToFloat(s[i]);
        std::memcpy(&d[i], &r, sizeof(r));
    }
}

ASCSIM_CLONES void Bf16ToFloat(float* d, const uint16_t* s, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        const uint32_t b = static_cast<uint32_t>(s[i]) << 16;
        const uint32_t quiet = (b & 0x7FFFFFFFu) > 0x7F800000u ? 0x00400000u : 0u;
        const uint32_t r = b | quiet;
        std::memcpy(&d[i], &r, sizeof(r));
    }
}

ASCSIM_CLONES void FloatToHalfRint(uint16_t* d, const float* s, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        uint32_t x;
        std::memcpy(&x, &s[i], sizeof(x));
        d[i] = FloatBitsToHalfRint(x);
    }
}

ASCSIM_CLONES void FloatToBf16Rint(uint16_t* d, const float* s, uint64_t n)
{
    for (uint64_t i = 0; i < n; ++i) {
        uint32_t x;
        std::memcpy(&x, &s[i], sizeof(x));
        d[i] = FloatBitsToBf16Rint(x);
    }
}

} // namespace AscendC::detail::fast
