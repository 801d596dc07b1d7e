#!/usr/bin/env python3
"""Unit test of api_parity.py's extractor: a 3510 branch is counted, a 2201-only branch is not, a
name in a nested detail namespace is skipped, an array constant is named by its name. Stdlib only; run by ctest (sim_api_parity_unit)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import api_parity as ap  # noqa: E402

HEADER = """
namespace AscendC {
#if defined(__NPU_ARCH__) && (__NPU_ARCH__ == 2201)
void OnlyOn2201();
#elif defined(__NPU_ARCH__) && (__NPU_ARCH__ == 3510)
template <typename T = int> void On3510(T x);
#else
void Otherwise();
#endif
#ifdef ASCENDC_CPU_DEBUG
struct UnknownMacroKept {};
#endif
namespace Reg { namespace detail { void Hidden(); } void Visible(); }
constexpr unsigned long long ARRAY_CONSTANT[2] = {0, 0};
class __attribute__((visibility("default"))) Exported { void Method(); };
}
"""


def main():
    assert ap.eval_condition("defined(__NPU_ARCH__) && (__NPU_ARCH__ == 3510)") is True
    assert ap.eval_condition("(__NPU_ARCH__ == 2201) || (__NPU_ARCH__ == 5102)") is False
    assert ap.eval_condition("defined(SOMETHING_UNKNOWN)") is None
    code, _, macros = ap.preprocess(HEADER)
    names = ap.declarations(code, macros)
    assert "AscendC::On3510" in names, names
    assert "AscendC::OnlyOn2201" not in names and "AscendC::Otherwise" not in names, names
    assert "AscendC::UnknownMacroKept" in names, names
    assert "AscendC::Reg::Visible" in names and not any("Hidden" in n for n in names), names
    assert "AscendC::ARRAY_CONSTANT" in names and "AscendC::]" not in names, names  # an array constant
    assert "AscendC::Exported" in names, names  # a class with an attribute between `class` and its name
    # The reasons table: a name the sim lacks is out of scope with its reason, a family line covers a
    # family, and a line for a name the sim declares or the SDK lacks is stale.
    sdk = {"AscendC::A": ("fam", "h", "function"), "AscendC::B": ("fam", "h", "function"),
           "AscendC::C": ("cube", "h", "function")}
    sim = {"AscendC::B": ("fam", "s", "function")}
    reasons = {"AscendC::A": "page says 不支持", "family:cube": "vector cores only"}
    assert ap.stale_reasons(sdk, sim, reasons) == []
    assert ap.out_of_scope_reason("AscendC::C", "cube", reasons) == "vector cores only"
    doc = ap.render(sdk, sim, reasons)
    assert "| `basic_api/memory_vector` | 0 | 0 | 0 | 0 |" in doc, doc
    assert len(ap.stale_reasons(sdk, sim, {"AscendC::B": "x", "AscendC::Z": "y", "family:nope": "z"})) == 3
    # A header line covers the names that header declares, and names no other.
    assert ap.out_of_scope_reason("AscendC::A", "fam", {"header:h": "cube header"}, "h") == "cube header"
    assert ap.out_of_scope_reason("AscendC::A", "fam", {"header:g": "cube header"}, "h") is None
    assert ap.stale_reasons(sdk, sim, {"header:h": "x", "header:nope.h": "y"}) == ["header:nope.h: no such SDK header"]
    print("test_api_parity.py: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
