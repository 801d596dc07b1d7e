#!/usr/bin/env python3
"""The sanitizer's rule table (sim/docs/rules.md), generated from rule declarations in the code.

Every check that can reject or report (a `Fail(Check::k...)` or `Report(Check::k...)` call, and the
initcheck warnings `ReportUnknownResult` / `ReportUninitializedUbRead`) is a *site*. Each site needs a
rule comment between it and the previous site of its file:

    // rule memcheck.ub-operand-bounds: an access outside the LocalTensor's buffer
    //   doc: B/.../Page.md (约束说明)          a page under asc-devkit docs/zh/ and its section; B/ is
    //                                         short for api/SIMD-API/基础API/
    //   sdk: basic_api/file.h (Symbol)        or an SDK header under include/, or impl/... of the
    //                                         asc-devkit sources (symbol or what it does)
    //   choice: why the simulator rejects it  or a sim choice, when no page states the rule
    //   exempt: what the page exempts         optional
    //   proof: why official code firing it is right       optional (no example named: the code of
    //                                         sim/ names no example; sim/docs/example_proofs.tsv does)
    //   cpudebug: kernel_x_check.cpp (CheckFoo)           optional: asc-tools cpudebug/src/api_check/
    // see rule memcheck.ub-operand-bounds             (a further site of a declared rule)

A field's text may continue on the following comment lines. `--check` fails when rules.md is stale,
when a site outside PENDING has no rule, when a declaration has no citation, when a rule id's kind
differs from the site's Check kind, when an id is declared twice or referenced but never declared, or
when sim/docs/cpudebug_checks.json names a rule id that does not exist. With the docs mirror (or the
SDK) on the machine, every doc:/sdk: path must also exist there, and a doc's section (the text in
parentheses up to a comma) must be one of the page's headings.
Stdlib only; ctests sim_rule_table_docs and sim_rule_table_unit.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SIM = os.path.dirname(HERE)
OUT = os.path.join(HERE, "rules.md")
CPUDEBUG = os.path.join(HERE, "cpudebug_checks.json")
# The official examples a rule fires on, with the page that proves each wrong (rule, example, proof).
EXAMPLE_PROOFS = os.path.join(HERE, "example_proofs.tsv")
PROOF_PREFIX = "fires on asc-devkit's 950 example "  # what the conformance runner looks for in rules.md
SCAN = ("include", "src")
DOCS_MIRROR = "/work/.mirror/mirror-cann+asc-devkit/repo"
ASC_TOOLS_MIRROR = "/work/.mirror/hicann+asc-tools/repo"
SDK_DIRS = (os.path.join(os.path.dirname(os.path.dirname(SIM)), "asc-devkit", "include"),
            "/work/shared/asc-devkit/include")

# Files other helpers were editing when the table was introduced: their sites are listed as
# "not yet declared" instead of failing the check. Shrink this list; never grow it.
PENDING = ()

KINDS = {"Memcheck": "memcheck", "Synccheck": "synccheck", "Queuecheck": "queuecheck", "Racecheck": "racecheck",
         "Ctrlcheck": "ctrlcheck", "Initcheck": "initcheck", "Assert": "assert"}
KIND_ORDER = ["memcheck", "synccheck", "queuecheck", "racecheck", "ctrlcheck", "initcheck", "assert"]
CITE_KEYS = ("doc", "sdk", "choice")
FIELD_KEYS = CITE_KEYS + ("exempt", "proof", "cpudebug")

SITE_RE = re.compile(r"\b(?:Fail|Report)\s*\(\s*(?:ascsim::kern::)?Check::k(\w+)\s*,\s*(\"[^\"]*\")?")
# racecheck judges a launch once all its cores ran: its reports are the calls of racecheck.cpp's RaceReport.
RACE_RE = re.compile(r"\breturn\s+RaceReport\s*\(")
INIT_RE = re.compile(r"\b(ReportUnknownResult|ReportUninitializedUbRead)\s*\((?!\s*const char)(?!\s*CoreState&)")
DECL_RE = re.compile(r"^\s*//\s*rule\s+([a-z]+)\.([a-z0-9][a-z0-9.-]*)\s*:\s*(.*)$")
SEE_RE = re.compile(r"^\s*//\s*see rule\s+([a-z]+)\.([a-z0-9][a-z0-9.-]*)\b")
FIELD_RE = re.compile(r"^\s*//\s+(" + "|".join(FIELD_KEYS) + r"):\s*(.*)$")
CONT_RE = re.compile(r"^\s*//\s+(.*)$")
DOC_PATH_RE = re.compile(r"^(\S+\.md)\s*\(([^)]+)\)")
DOC_ALIAS = "api/SIMD-API/基础API/"
SDK_PATH_RE = re.compile(r"^(\S+\.h)\b")


class Site:
    def __init__(self, path, line, kind, api):
        self.path, self.line, self.kind, self.api = path, line, kind, api
        self.rule = None  # the rule id this site declares or references


class Rule:
    def __init__(self, rid, kind, what, path, line):
        self.rid, self.kind, self.what, self.path, self.line = rid, kind, what, path, line
        self.fields = {}  # key -> list of texts
        self.sites = []


def parse_rule_block(lines, i):
    """The declaration starting at lines[i] and the index after it."""
    m = DECL_RE.match(lines[i])
    rule = Rule(m.group(1) + "." + m.group(2), m.group(1), m.group(3).strip(), None, i + 1)
    last = None
    j = i + 1
    while j < len(lines):
        f = FIELD_RE.match(lines[j])
        if f:
            last = f.group(1)
            rule.fields.setdefault(last, []).append(f.group(2).strip())
        else:
            c = CONT_RE.match(lines[j])
            if not c or DECL_RE.match(lines[j]) or SEE_RE.match(lines[j]):
                break
            if last is None:
                rule.what = (rule.what + " " + c.group(1).strip()).strip()
            else:
                rule.fields[last][-1] += " " + c.group(1).strip()
        j += 1
    return rule, j


def scan_text(path, text):
    """Sites, declarations and references of one file (path relative to sim/)."""
    lines = text.split("\n")
    offsets = [0]
    for ln in lines:
        offsets.append(offsets[-1] + len(ln) + 1)

    def line_of(pos):
        lo, hi = 0, len(offsets) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if offsets[mid] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    sites = []
    for m in SITE_RE.finditer(text):
        api = m.group(2)[1:-1] if m.group(2) else ""
        sites.append(Site(path, line_of(m.start()), KINDS.get(m.group(1), m.group(1).lower()), api))
    for m in RACE_RE.finditer(text):
        sites.append(Site(path, line_of(m.start()), "racecheck", ""))
    for m in INIT_RE.finditer(text):
        ln = line_of(m.start())
        if lines[ln - 1].lstrip().startswith("//"):
            continue
        sites.append(Site(path, ln, "initcheck", m.group(1)))
    sites.sort(key=lambda s: s.line)

    marks = []  # (line, kind, payload) for declarations and references
    rules = []
    i = 0
    while i < len(lines):
        if DECL_RE.match(lines[i]):
            rule, j = parse_rule_block(lines, i)
            rule.path = path
            rules.append(rule)
            marks.append((i + 1, "decl", rule.rid))
            i = j
            continue
        s = SEE_RE.match(lines[i])
        if s:
            marks.append((i + 1, "see", s.group(1) + "." + s.group(2)))
        i += 1

    prev = 0
    for site in sites:
        between = [mk for mk in marks if prev < mk[0] < site.line]
        if between:
            site.rule = between[-1][2]
        prev = site.line
    return sites, rules


def source_files(root):
    for top in SCAN:
        for d, _, files in os.walk(os.path.join(root, top)):
            for f in sorted(files):
                if f.endswith((".h", ".hpp", ".cpp", ".cc")):
                    yield os.path.join(d, f)


def collect(root=SIM):
    sites, rules = [], []
    for full in sorted(source_files(root)):
        rel = os.path.relpath(full, root).replace(os.sep, "/")
        with open(full, encoding="utf-8") as fh:
            text = fh.read()
        if "Check::k" not in text and "rule " not in text and "ReportU" not in text:
            continue
        s, r = scan_text(rel, text)
        sites += s
        rules += r
    return sites, rules


def is_pending(path):
    return any(path.startswith(p) if p.endswith("/") else path == p for p in PENDING)


def known_paths():
    """Doc paths (under docs/zh/) and SDK header paths present on this machine, or None."""
    docs = None
    if os.path.isdir(DOCS_MIRROR):
        try:
            out = subprocess.run(["git", "-C", DOCS_MIRROR, "-c", "core.quotepath=off", "ls-tree", "-r",
                                  "--name-only", "HEAD", "docs/zh"], capture_output=True, text=True, check=True)
            docs = {p[len("docs/zh/"):] for p in out.stdout.splitlines()}
        except (OSError, subprocess.CalledProcessError):
            docs = None
    sdk = next((d for d in SDK_DIRS if os.path.isdir(d)), None)
    return docs, sdk, asc_tools_files()


def devkit_impl_files():
    """Paths under impl/ of the asc-devkit mirror (the SDK's sources), or None without it."""
    try:
        out = subprocess.run(["git", "-C", DOCS_MIRROR, "ls-tree", "-r", "--name-only", "HEAD", "impl/"],
                             capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return set(out.stdout.splitlines())


def asc_tools_files():
    """Paths under cpudebug/src/api_check/ of the asc-tools mirror, or None without it."""
    if not os.path.isdir(ASC_TOOLS_MIRROR):
        return None
    try:
        out = subprocess.run(["git", "-C", ASC_TOOLS_MIRROR, "ls-tree", "-r", "--name-only", "HEAD",
                              "cpudebug/src/api_check/"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return {p[len("cpudebug/src/api_check/"):] for p in out.stdout.splitlines()}


_HEADINGS = {}


def page_headings(path):
    """The heading texts of a docs page (anchors and markup stripped)."""
    if path not in _HEADINGS:
        out = subprocess.run(["git", "-C", DOCS_MIRROR, "show", "HEAD:docs/zh/" + path], capture_output=True,
                             text=True)
        heads = set()
        for ln in out.stdout.splitlines():
            if ln.startswith("#"):
                heads.add(re.sub(r"<[^>]*>", "", ln).lstrip("#").strip())
                heads.add(ln.lstrip("#").strip())  # as written: a heading may hold escaped angles (<<<\>\>\>调用)
        _HEADINGS[path] = heads
    return _HEADINGS[path]


def load_example_proofs(path=EXAMPLE_PROOFS):
    """[(rule id, example, proof)] of example_proofs.tsv ('#' lines and the header skipped)."""
    if not os.path.isfile(path):
        return []
    out = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#") or line.startswith("rule\t"):
                continue
            parts = line.split("\t")
            out.append(tuple(parts) if len(parts) == 3 else ("", "line %d" % n, "needs 3 tab-separated columns"))
    return out


def attach_example_proofs(rules, proofs):
    """Adds each example's proof to its rule; returns the problems (unknown rule, malformed line)."""
    by_id = {r.rid: r for r in rules}
    problems = []
    for rid, example, proof in proofs:
        if rid not in by_id:
            problems.append("example_proofs.tsv: %s: %s" % (example, "no rule " + rid if rid else proof))
            continue
        joint = ", " if proof.startswith("which") else ": "
        by_id[rid].fields.setdefault("proof", []).append(PROOF_PREFIX + example + joint + proof)
    return problems


def validate(sites, rules, cpudebug, docs=None, sdk=None, asc_tools=None):
    """Problems, as strings: an empty list means the table may be generated."""
    problems = []
    for r in rules:
        for p in r.fields.get("proof", []):
            if "example" in p:
                problems.append("%s:%d: rule %s: a proof in the code names an example; put it in "
                                "sim/docs/example_proofs.tsv" % (r.path, r.line, r.rid))
    devkit_files = devkit_impl_files() if docs is not None else None
    by_id = {}
    for r in rules:
        if r.rid in by_id:
            problems.append("%s:%d: rule %s declared twice (first in %s)" % (r.path, r.line, r.rid,
                                                                              by_id[r.rid].path))
            continue
        by_id[r.rid] = r
        if r.kind not in KIND_ORDER:
            problems.append("%s:%d: rule %s: unknown kind %s" % (r.path, r.line, r.rid, r.kind))
        if not r.what:
            problems.append("%s:%d: rule %s says nothing about what it rejects" % (r.path, r.line, r.rid))
        if not any(k in r.fields for k in CITE_KEYS):
            problems.append("%s:%d: rule %s has no citation (doc:, sdk: or choice:)" % (r.path, r.line, r.rid))
        for d in r.fields.get("doc", []):
            m = DOC_PATH_RE.match(d)
            if not m:
                problems.append("%s:%d: rule %s: doc citation '%s' is not 'path.md (section)'" %
                                (r.path, r.line, r.rid, d))
            elif docs is not None and expand(m.group(1)) not in docs:
                problems.append("%s:%d: rule %s: no page docs/zh/%s in the docs" % (r.path, r.line, r.rid,
                                                                                    expand(m.group(1))))
            elif docs is not None:
                section = m.group(2).split(",")[0].strip()
                if section not in page_headings(expand(m.group(1))):
                    problems.append("%s:%d: rule %s: docs/zh/%s has no section '%s'" % (r.path, r.line, r.rid,
                                                                                        expand(m.group(1)), section))
        for d in r.fields.get("sdk", []):
            m = SDK_PATH_RE.match(d)
            if not m:
                problems.append("%s:%d: rule %s: sdk citation '%s' names no header" % (r.path, r.line, r.rid, d))
            elif m.group(1).startswith("impl/"):
                if devkit_files is not None and m.group(1) not in devkit_files:
                    problems.append("%s:%d: rule %s: no %s in asc-devkit" % (r.path, r.line, r.rid, m.group(1)))
            elif sdk is not None and not os.path.isfile(os.path.join(sdk, m.group(1))):
                problems.append("%s:%d: rule %s: no SDK header include/%s" % (r.path, r.line, r.rid, m.group(1)))
        if asc_tools is not None:
            for d in r.fields.get("cpudebug", []):
                if d.split(" ")[0] not in asc_tools:
                    problems.append("%s:%d: rule %s: no cpudebug/src/api_check/%s in asc-tools" % (
                        r.path, r.line, r.rid, d.split(" ")[0]))
    for s in sites:
        if s.rule is None:
            if not is_pending(s.path):
                problems.append("%s:%d: %s site (%s) has no rule comment above it" % (s.path, s.line, s.kind,
                                                                                    s.api or "?"))
            continue
        r = by_id.get(s.rule)
        if r is None:
            problems.append("%s:%d: site refers to rule %s, which is never declared" % (s.path, s.line, s.rule))
        elif r.kind != s.kind:
            problems.append("%s:%d: rule %s is a %s rule but the site reports %s" % (s.path, s.line, s.rule,
                                                                                    r.kind, s.kind))
        else:
            r.sites.append(s)
    for r in by_id.values():
        if not r.sites:
            problems.append("%s:%d: rule %s guards no site" % (r.path, r.line, r.rid))
    for c in cpudebug:
        for rid in c.get("sim", []):
            if rid not in by_id:
                problems.append("cpudebug_checks.json: %s names sim rule %s, which does not exist" % (c["check"],
                                                                                                       rid))
        if not c.get("sim") and not c.get("differs") and not c.get("pending"):
            problems.append("cpudebug_checks.json: %s has no sim rule, reason or pending path" % c["check"])
        for path in c.get("pending", "").split(", "):
            path = path.split(" ")[0]
            if path and not any(path.startswith(p) or p.startswith(path) for p in PENDING):
                problems.append("cpudebug_checks.json: %s: %s is not a pending path" % (c["check"], path))
        if asc_tools is not None:
            for f in c["file"].split(", "):
                if f not in asc_tools:
                    problems.append("cpudebug_checks.json: %s: no cpudebug/src/api_check/%s in asc-tools" % (
                        c["check"], f))
    return problems


def expand(path):
    return DOC_ALIAS + path[2:] if path.startswith("B/") else path


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def site_summary(sites):
    seen = []
    for s in sites:
        key = s.path[len("include/ascendc_sim/"):] if s.path.startswith("include/ascendc_sim/") else s.path
        key += " (" + s.api + ")" if s.api else ""
        if key not in seen:
            seen.append(key)
    return "<br>".join("`" + k + "`" for k in seen)


def citation(r):
    parts = []
    for k in CITE_KEYS:
        for v in r.fields.get(k, []):
            if k == "doc":
                v = expand(v)
            parts.append(("sim choice: " if k == "choice" else k + ": ") + v)
    return "<br>".join(cell(p) for p in parts)


def render(sites, rules, cpudebug, refusals):
    rules = sorted({r.rid: r for r in rules}.values(), key=lambda r: (KIND_ORDER.index(r.kind)
                                                                       if r.kind in KIND_ORDER else 99, r.rid))
    declared = [s for s in sites if s.rule]
    pending = [s for s in sites if not s.rule]
    out = ["# The sanitizer's rules", "",
           "Generated by `sim/docs/rule_table.py` from the rule comments next to each check in sim/include and "
           "sim/src (the syntax is in the tool's head comment); `--check` (ctest sim_rule_table_docs) fails when "
           "this file is stale, a check has no rule, or a rule has no citation. Do not edit by hand.", "",
           "A *doc* citation is a page under asc-devkit `docs/zh/` and its section; *sdk* a header under the "
           "SDK's `include/`; *sim choice* a rule no page states, listed again at the end. *cpudebug* names the "
           "check of Huawei's CPU debug mode (hicann/asc-tools `cpudebug/src/api_check/`) that does the same.", "",
           "Sites: %d declared, %d not yet declared; rules: %d; sim choices: %d." % (
               len(declared), len(pending), len(rules), sum(1 for r in rules if "choice" in r.fields)), ""]
    for kind in KIND_ORDER:
        group = [r for r in rules if r.kind == kind]
        if not group:
            continue
        out += ["## " + kind, "", "| rule | rejects | citation | exemptions | sites | cpudebug |",
                "|---|---|---|---|---|---|"]
        for r in group:
            exempt = "; ".join(r.fields.get("exempt", []))
            proof = "; ".join(r.fields.get("proof", []))
            if proof:
                exempt = (exempt + "<br>" if exempt else "") + "proof: " + proof
            out.append("| `%s` | %s | %s | %s | %s | %s |" % (
                r.rid, cell(r.what), citation(r), cell(exempt) or "none stated", site_summary(r.sites),
                cell("; ".join(r.fields.get("cpudebug", []))) or ""))
        out.append("")
    choices = [r for r in rules if "choice" in r.fields]
    out += ["## Sim choices (no page states these rules)", ""]
    out += ["- `%s`: %s" % (r.rid, cell("; ".join(r.fields["choice"]))) for r in choices] or ["None."]
    out += ["", "## Rules that fire on official examples", "",
            "A rule that fires on an asc-devkit example is wrong unless a page proves the example wrong; the "
            "proof of each:", ""]
    out += ["- `%s`: %s" % (r.rid, cell("; ".join(r.fields["proof"]))) for r in rules if "proof" in r.fields] or [
        "None."]
    out += ["", "## Not yet declared", "",
            "Sites in files other work was changing when the table was introduced (the tool's PENDING list); "
            "any other undeclared site fails the check.", ""]
    by_path = {}
    for s in pending:
        by_path.setdefault(s.path, []).append(s)
    for p in sorted(by_path):
        kinds = sorted({s.kind for s in by_path[p]})
        out.append("- `%s`: %d site(s) (%s)" % (p, len(by_path[p]), ", ".join(kinds)))
    if not by_path:
        out.append("None.")
    out += ["", "## Huawei's CPU debug checks (hicann/asc-tools) against the sim", "",
            "From `sim/docs/cpudebug_checks.json`: each argument check of asc-tools' `cpudebug/src/api_check/` "
            "that applies to arch 3510 (`inc/ascend950pr_9599_ini.h`), the sim rule that does the same or why the "
            "sim differs, or the not-yet-declared files where the sim's counterpart lives.", "",
            "| cpudebug check | file | checks | sim rule | differs, or note |", "|---|---|---|---|---|"]
    for c in cpudebug:
        remark = c.get("differs", "") or c.get("note", "")
        if c.get("pending"):
            remark = "pending: " + c["pending"]
        out.append("| %s | %s | %s | %s | %s |" % (cell(c["check"]), ", ".join("`%s`" % f for f in c["file"].split(", ")),
                                                   cell(c["what"]), "<br>".join("`%s`" % x for x in c.get("sim", [])),
                                                   cell(remark)))
    same, differ, pend = cpudebug_counts(cpudebug)
    out += ["", "Of %d rows: %d done the same by a sim rule, %d differing (reason given), %d pending." % (
        len(cpudebug), same, differ, pend), ""]
    out += ["## Compile-time refusals", "",
            "The %d static_asserts of sim/include/ascendc_sim reject at compile time what a page or the SDK's "
            "signature forbids; each cites its page in refusals.md (generated by refusal_table.py, checked by "
            "ctest sim_refusal_table_docs)." % sum(n for _, n in refusals), ""]
    return "\n".join(out)


def cpudebug_counts(cpudebug):
    same = sum(1 for c in cpudebug if c.get("sim") and not c.get("differs") and not c.get("pending"))
    differ = sum(1 for c in cpudebug if c.get("differs"))
    pend = sum(1 for c in cpudebug if c.get("pending") and not c.get("differs"))
    return same, differ, pend


def static_asserts(root=SIM):
    """(file, count) of the static_asserts outside comments, as refusal_table.py counts them."""
    sys.path.insert(0, HERE)
    import refusal_table  # noqa: E402 (a sibling tool)
    table, _ = refusal_table.collect(os.path.join(root, "include", "ascendc_sim"))
    return sorted((rel, sum(n for *_, n in rows)) for rel, rows in table.items())


def load_cpudebug(path=CPUDEBUG):
    if not os.path.isfile(path):
        return []
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)["checks"]


def main(argv):
    check = "--check" in argv
    sites, rules = collect()
    cpudebug = load_cpudebug()
    docs, sdk, asc_tools = known_paths()
    problems = validate(sites, rules, cpudebug, docs, sdk, asc_tools)
    problems += attach_example_proofs(rules, load_example_proofs())
    if problems:
        for p in problems:
            print("rule_table: " + p, file=sys.stderr)
        return 1
    text = render(sites, rules, cpudebug, static_asserts())
    if check:
        old = open(OUT, encoding="utf-8").read() if os.path.isfile(OUT) else ""
        if old != text:
            print("rule_table: sim/docs/rules.md is stale; run python3 sim/docs/rule_table.py", file=sys.stderr)
            return 1
        print("rule_table: ok (%d sites, %d rules)" % (len(sites), len({r.rid for r in rules})))
        return 0
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(text)
    print("rule_table: wrote %s" % os.path.relpath(OUT, os.getcwd()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
