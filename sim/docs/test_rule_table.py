#!/usr/bin/env python3
"""Unit test of rule_table.py's parser and checks on fixtures: a declared site passes, a rule without a
citation, a site without a rule, a reference to an undeclared rule, a kind mismatch and a cpudebug row
naming a missing rule all fail; a pending file's undeclared site does not. Stdlib only; run by ctest
(sim_rule_table_unit)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rule_table as rt  # noqa: E402

GOOD = """
void F(int n, SrcLoc loc)
{
    if (n > 8) {
        // rule memcheck.fixture-range: n above 8, a rule whose text
        //     continues on a second line
        //   doc: B/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md (约束说明, 表1)
        //   exempt: n == 0 is a no-op
        //   cpudebug: kernel_base_check.cpp (CheckFoo)
        Fail(Check::kMemcheck, "F", "too big", loc);
    }
    if (n < 0) {
        // see rule memcheck.fixture-range
        ascsim::kern::Fail(
            ascsim::kern::Check::kMemcheck, "F", "negative", loc);
    }
}
"""

NO_CITATION = """
    // rule queuecheck.fixture-uncited: a rule that names no page
    //   exempt: nothing
    Fail(Check::kQueuecheck, "G", "x", loc);
"""

UNDECLARED = """
    Fail(Check::kSynccheck, "H", "x", loc);
"""

WRONG_REF = """
    // see rule memcheck.fixture-missing
    Fail(Check::kMemcheck, "I", "x", loc);
"""

WRONG_KIND = """
    // rule synccheck.fixture-kind: declared as synccheck
    //   choice: a fixture
    Fail(Check::kMemcheck, "J", "x", loc);
"""

INITCHECK = """
void ReportUnknownResult(const char* api, SrcLoc loc, uint64_t lanes);
    // rule initcheck.fixture-unknown: an unknown lane
    //   choice: a fixture
    ReportUnknownResult(api, loc, 3);
"""


def check(files, cpudebug=()):
    sites, rules = [], []
    for path, text in files:
        s, r = rt.scan_text(path, text)
        sites += s
        rules += r
    return rt.validate(sites, rules, list(cpudebug))


def main():
    sites, rules = rt.scan_text("include/a.h", GOOD)
    assert len(sites) == 2 and [s.rule for s in sites] == ["memcheck.fixture-range"] * 2, [s.rule for s in sites]
    assert sites[0].api == "F" and sites[0].kind == "memcheck"
    (r,) = rules
    assert r.what == "n above 8, a rule whose text continues on a second line", r.what
    assert r.fields["doc"] == ["B/Memory矢量计算/数据搬运/DataCopy（GM与UB连续数据搬运）.md (约束说明, 表1)"]
    assert r.fields["exempt"] == ["n == 0 is a no-op"] and r.fields["cpudebug"] == ["kernel_base_check.cpp (CheckFoo)"]
    assert check([("include/a.h", GOOD)]) == []

    probs = check([("include/b.h", NO_CITATION)])
    assert any("has no citation" in p for p in probs), probs
    probs = check([("include/c.h", UNDECLARED)])
    assert any("has no rule comment" in p for p in probs), probs
    saved, rt.PENDING = rt.PENDING, ("include/pending/",)  # the list is empty now; the mechanism still works
    try:
        assert check([("include/pending/x.h", UNDECLARED)]) == []  # a pending path
    finally:
        rt.PENDING = saved
    probs = check([("include/d.h", WRONG_REF)])
    assert any("never declared" in p for p in probs), probs
    probs = check([("include/e.h", WRONG_KIND)])
    assert any("is a synccheck rule but the site reports memcheck" in p for p in probs), probs
    assert check([("src/f.cpp", INITCHECK)]) == []  # the declaration line is not a site
    probs = check([("include/a.h", GOOD)], [{"check": "X", "file": "x.cpp", "what": "y", "sim": ["memcheck.nope"]}])
    assert any("memcheck.nope, which does not exist" in p for p in probs), probs
    probs = check([("include/a.h", GOOD)], [{"check": "X", "file": "x.cpp", "what": "y"}])
    assert any("no sim rule, reason or pending path" in p for p in probs), probs
    # A proof in the code may not name an example; example_proofs.tsv does, and its rule must exist.
    named = GOOD.replace("//   exempt: n == 0", "//   proof: fires on asc-devkit's 950 example foo\n    //   exempt: n == 0")
    probs = check([("include/a.h", named)])
    assert any("names an example" in p for p in probs), probs
    sites, rules = rt.scan_text("include/a.h", GOOD)
    probs = rt.attach_example_proofs(rules, [("memcheck.fixture-range", "dir/foo", "which copies too much"),
                                             ("memcheck.nope", "bar", "x")])
    assert probs == ["example_proofs.tsv: bar: no rule memcheck.nope"], probs
    assert rules[0].fields["proof"] == [rt.PROOF_PREFIX + "dir/foo, which copies too much"], rules[0].fields
    print("test_rule_table.py: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
