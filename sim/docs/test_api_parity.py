#!/usr/bin/env python3
"""Unit test of api_parity.py's extractor: a 3510 branch is counted, a 2201-only branch is not, a
name in a nested detail namespace is skipped, an array constant is named by its name, signature shapes are read and compared. Stdlib only; run by ctest (sim_api_parity_unit)."""
import os
import sys
import tempfile

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
    # Signature shapes: template arguments a caller may spell, and the argument counts it may pass.
    shapes = {}
    sdk_code = """namespace AscendC {
    template <typename T, bool isSetMask = true> void F(T& dst, T src, int count = 0);
    template <typename... Args> void G(Args... args);
    void H(void);
    }"""
    code, _, macros = ap.preprocess(sdk_code)
    ap.declarations(code, macros, shapes=shapes, header="sdk.h")
    assert {s for s, _ in shapes["AscendC::F"]} == {(2, 2, 3)}, shapes
    assert {s for s, _ in shapes["AscendC::G"]} == {(None, 0, None)}, shapes
    assert {s for s, _ in shapes["AscendC::H"]} == {(0, 0, 0)}, shapes
    sim_shapes = {}
    sim_code = """#define LOC_PARAM SrcLoc loc = SrcLoc::Here()
    namespace AscendC {
    template <typename T> void F(T& dst, T src, int count, LOC_PARAM);
    template <typename T> void F(T& dst, T src, LOC_PARAM);
    }"""
    code, _, macros = ap.preprocess(sim_code)
    ap.declarations(code, macros, shapes=sim_shapes, header="sim.h")
    assert {s for s, _ in sim_shapes["AscendC::F"]} == {(1, 3, 4), (1, 2, 3)}, sim_shapes
    # Neither sim overload takes F<T, true>(...): the set differs from the SDK's.
    assert not any(ap.covers(m, (2, 2, 3)) for m, _ in sim_shapes["AscendC::F"])
    assert ap.covers((None, 0, None), (2, 2, 3)) and ap.covers((3, 2, 4), (2, 2, 3))
    names = {"AscendC::F": ("fam", "sdk.h", "function")}
    differ = ap.differing_signatures(names, {"AscendC::F": ("fam", "sim.h", "function")}, shapes, sim_shapes, {})
    assert differ["AscendC::F"][0] == [(2, 2, 3)], differ
    assert ap.shape_text((2, 2, 3)) == "<0-2>(2-3)" and ap.shape_text((0, 1, None)) == "<>(1+)"
    # An `overloads:` reason leaves a header's forms out where another header declares the name too.
    shapes["AscendC::F"].add(((0, 9, 9), "other.h"))
    reasons = {"overloads:sdk.h": "not on 950"}
    assert ap.differing_signatures(names, {"AscendC::F": ("fam", "sim.h", "function")}, shapes, sim_shapes,
                                   reasons)["AscendC::F"][0] == [(0, 9, 9)]
    # An `overload:` reason leaves out that one overload, and is stale when the SDK has no such overload
    # or the sim accepts it.
    one = {"overload:AscendC::F <0-2>(2-3)": "not on 950"}
    assert "AscendC::F" not in ap.differing_signatures(names, {"AscendC::F": ("fam", "sim.h", "function")},
                                                       {"AscendC::F": {((2, 2, 3), "sdk.h")}}, sim_shapes, one)
    assert ap.stale_reasons(names, {}, {"overload:AscendC::F <0-9>(1)": "x"}, shapes, sim_shapes) == [
        "overload:AscendC::F <0-9>(1): the SDK declares no such overload"]
    assert ap.stale_reasons(names, {}, one, shapes, {"AscendC::F": {((3, 2, 3), "sim.h")}}) == [
        "overload:AscendC::F <0-2>(2-3): the sim accepts it (drop the line)"]
    # The C library: glibc declares each __MATHCALL / __MATHDECL once per type (float: suffix f) and stdlib.h's
    # functions; a global simt_api name it declares counts as the sim's, nothing else does.
    with tempfile.TemporaryDirectory() as inc:
        os.makedirs(os.path.join(inc, "x86_64-linux-gnu", "bits"))
        with open(os.path.join(inc, "x86_64-linux-gnu", "bits", "mathcalls.h"), "w") as fh:
            fh.write("__MATHCALL_VEC (exp,, (_Mdouble_ __x));\n__MATHDECL (long int,lrint,, (_Mdouble_ __x));\n"
                     "__MATHCALL (sincos,, (_Mdouble_ __x, _Mdouble_ *__s, _Mdouble_ *__c));\n")
        with open(os.path.join(inc, "stdlib.h"), "w") as fh:
            fh.write("/* extern int commented (void); */\nextern long int labs (long int __x) __THROW;\n"
                     "__extension__ extern long long int llabs (long long int __x)\n     __THROW;\n")
        libc = ap.c_library_names((inc,))
    assert {"expf", "lrintf", "sincosf", "labs", "llabs"} <= libc and "commented" not in libc, libc
    sdk = {"expf": ("simt_api", "simt_api/math_functions.h", "function"),
           "labs": ("simt_api", "simt_api/math_functions.h", "function"),
           "normf": ("simt_api", "simt_api/math_functions.h", "function"),
           "AscendC::expf": ("simt_api", "x.h", "function"), "lrintf": ("c_api", "c.h", "function")}
    sim = {"labs": ("simt_api", "sim.h", "function")}
    ap.add_c_library(sdk, sim, libc)
    assert sim == {"labs": ("simt_api", "sim.h", "function"), "expf": ("simt_api", ap.C_LIBRARY, "function")}, sim
    print("test_api_parity.py: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
