#!/usr/bin/env python3
"""Which SDK overloads use the Ascend C reserved UB on NPU arch 3510, read from the SDK's own marks.

The SDK puts `__ASC_USE_RESERVED_UBUF__(arch..., "message")` in front of each overload whose
implementation uses the 2 KB Ascend C reserve of the Unified Buffer (架构规格/NPU架构版本3510.md;
静态Tensor编程.md, 使用预留UB空间的API范围, which warns that of one API's overloads only some may use it).
Its arguments: one to five NPU architecture numbers (2201, 3510), then the diagnostic text. The macro is
defined in the SDK's impl/utils/sys_macros.h (not shipped in include/): for a build with
--cce-disable-asc-reserved-ubuf (__ASC_DISABLE_RESERVED_UBUF__) on a listed arch it becomes
`__attribute__((unavailable(message)))`, so calling that overload is a compile error; otherwise it is
empty. A mark that lists 3510 therefore says: on Ascend 950 this overload uses the reserve.

This tool reads every mark in the lines the compiler sees on 3510 (the #if chains evaluated as
api_parity.py does), names the overload that follows it and its form (what its parameters show: a
mask-bit array, a mask count, ...), and writes
  sim/docs/ub_reserve_users.md                           the table, per API and form
  sim/include/ascendc_sim/engine/ub_reserve_users.h      the same, for the emulator's lookup
--check rewrites nothing and exits 1 when either file differs from what the headers say; without the
SDK it exits 77 (ctest: skipped). Stdlib only; reads names and parameter lists, never code or prose.

    sim/docs/ub_reserve_users.py [--check] [--sdk SDK_INCLUDE_DIR] [--root SIM_DIR]
"""
import argparse
import difflib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import api_parity  # noqa: E402  (the #if evaluator and comment stripper)

ARCH = 3510
MARK = "__ASC_USE_RESERVED_UBUF__"

# The forms, in the order they are tried: (C++ enumerator, table label, what the parameters show).
FORMS = [
    ("kBuiltinPattern", "built-in pattern", "a scalar `src1Pattern` (GatherMask's fixed patterns)"),
    ("kPatternTensor", "pattern tensor", "a LocalTensor `src1Pattern`"),
    ("kMaskBits", "mask-bit, repeat", "`uint64_t mask[]` and a `repeatTime`"),
    ("kMaskCount", "mask-count, repeat", "an integer `mask` and a `repeatTime`"),
    ("kMaskBitsNoRepeat", "mask-bit, no repeatTime", "`mask[]`, no `repeatTime` (Compare into CMPMASK)"),
    ("kMaskCountNoRepeat", "mask-count, no repeatTime", "an integer `mask`, no `repeatTime`"),
    ("kMaskRegister", "repeat, mask register", "a `repeatTime` and no mask (the mask SetVectorMask set)"),
    ("kCount", "count", "a `count` / `calCount` (tensor前n个数据计算)"),
    ("kOther", "other", "none of these (whole-tensor forms of the advanced API, printf)"),
]
LABEL = {e: label for e, label, _ in FORMS}


def split_params(text):
    """The parameters of a parameter list, split at its top-level commas, whitespace collapsed."""
    out, cur, level = [], "", 0
    for c in text:
        level += (c in "(<[{") - (c in ")>]}")
        if c == "," and level == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    out.append(cur)
    return [" ".join(p.split()) for p in out if p.strip()]


def param_name(p):
    """(name, is_array, type) of one parameter: its default dropped."""
    decl = p.split("=")[0].strip()
    array = decl.endswith("]")
    decl = re.sub(r"\[\s*\]$", "", decl).strip()
    m = re.search(r"(\w+)$", decl)
    name = m.group(1) if m else ""
    return name, array, decl[:m.start()].strip() if m else decl


def classify(params):
    """The form (a FORMS enumerator) of an overload with these parameters."""
    names = {}
    for p in params:
        name, array, typ = param_name(p)
        names[name] = (array, typ)
    if "src1Pattern" in names:
        return "kPatternTensor" if "LocalTensor" in names["src1Pattern"][1] else "kBuiltinPattern"
    repeat = "repeatTime" in names or "repeatTimes" in names
    mask = names.get("mask")
    if mask is not None and "LocalTensor" not in mask[1]:
        if mask[0]:
            return "kMaskBits" if repeat else "kMaskBitsNoRepeat"
        return "kMaskCount" if repeat else "kMaskCountNoRepeat"
    if repeat:
        return "kMaskRegister"
    if "count" in names or "calCount" in names:
        return "kCount"
    return "kOther"


def group_end(text, i):
    """The index after the parenthesis group whose '(' is at text[i]."""
    level = 0
    while i < len(text):
        level += (text[i] == "(") - (text[i] == ")")
        i += 1
        if level == 0:
            return i
    return i


def declared_after(code, pos):
    """(name, parameters) of the function declared from code[pos]: the first `name(` that is not an
    attribute-like macro (`__inout_pipe__(V)`, `__attribute__((...))`: reserved names, skipped whole)."""
    pat = re.compile(r"([A-Za-z_]\w*)\s*\(")
    d = pat.search(code, pos)
    while d is not None:
        start = d.end() - 1
        if d.group(1).startswith("__") and d.group(1).endswith("__"):
            d = pat.search(code, group_end(code, start))
            continue
        return d.group(1), split_params(code[start + 1:group_end(code, start) - 1])
    return None, []


def namespace_at(code, pos):
    """The namespace path (a::b) open at code[pos], from the braces before it."""
    stack = []
    for m in re.finditer(r"namespace\s+([\w:]+)\s*\{|\{|\}", code[:pos]):
        if m.group() == "}":
            if stack:
                stack.pop()
        else:
            stack.append(m.group(1))
    return "::".join(s for s in stack if s)


def marks_in(text, rel):
    """Every mark in the lines active on ARCH: dicts of header, namespace, name, params, form, archs."""
    code, _, _ = api_parity.preprocess(text)
    out = []
    for m in re.finditer(re.escape(MARK) + r"\s*\(", code):
        end = group_end(code, m.end() - 1)
        args = code[m.end():end - 1]
        archs = [int(a) for a in re.findall(r"\d+", args.split('"')[0])]
        name, params = declared_after(code, end)
        if name is None:
            raise ValueError("%s: no declaration after %s(%s)" % (rel, MARK, args.strip()))
        out.append({"header": rel, "namespace": namespace_at(code, m.start()), "name": name,
                    "params": params, "form": classify(params), "archs": archs})
    return out


def scan(sdk_dir):
    found = []
    for root, dirs, files in os.walk(sdk_dir):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith((".h", ".hpp")):
                continue
            path = os.path.join(root, f)
            text = open(path, encoding="utf-8", errors="replace").read()
            if MARK + "(" in text.replace(MARK + " (", MARK + "("):
                found += marks_in(text, os.path.relpath(path, sdk_dir).replace(os.sep, "/"))
    return found


def users(marks, arch=ARCH):
    """{(name, form): {"namespace", "headers", "overloads"}} of the marks that list `arch`."""
    table = {}
    for m in marks:
        if arch not in m["archs"]:
            continue
        row = table.setdefault((m["name"], m["form"]), {"namespace": m["namespace"], "headers": set(),
                                                         "overloads": 0})
        row["headers"].add(m["header"])
        row["overloads"] += 1
    return table


HEAD_MD = """# The overloads that use the Ascend C reserved UB on arch 3510

Generated by `sim/docs/ub_reserve_users.py` from the SDK's public headers (`../shared/asc-devkit/include/`);
do not edit (regenerate: `python3 sim/docs/ub_reserve_users.py`; the ctest `sim_ub_reserve_users_docs`
fails when this file or `sim/include/ascendc_sim/engine/ub_reserve_users.h` is stale).

The SDK marks each overload whose implementation uses the 2 KB Ascend C reserve with
`__ASC_USE_RESERVED_UBUF__(arch..., "message")` (defined in the SDK's `impl/utils/sys_macros.h`: in a
build with `--cce-disable-asc-reserved-ubuf` on a listed arch the overload becomes unavailable, a
compile error). The rows below are the marks that list 3510, in the lines the compiler sees on 3510,
per API name and form. The emulator claims the reserve (core.h, UseHighDimTempUb) for exactly these
(engine/ub_reserve_users.h), by the name an op-table row issues under and the form of the overload called.
"""


def render_md(marks):
    table = users(marks)
    apis = sorted({n for n, _ in table})
    n3510 = sum(ARCH in m["archs"] for m in marks)
    out = [HEAD_MD, "## Forms", "", "| form | the overload's parameters show | C++ (`ascsim::ops::ReserveForm`) |",
           "|---|---|---|"]
    out += ["| %s | %s | `%s` |" % (label, what, e) for e, label, what in FORMS]
    out += ["", "## Marks for 3510", "",
            "%d marks in %d headers: %d APIs, %d (API, form) rows." % (
                n3510, len({m["header"] for m in marks if ARCH in m["archs"]}), len(apis), len(table)), "",
            "| API | namespace | form | overloads | header |", "|---|---|---|---:|---|"]
    order = {e: i for i, (e, _, _) in enumerate(FORMS)}
    for (name, form) in sorted(table, key=lambda k: (k[0], order[k[1]])):
        row = table[(name, form)]
        out.append("| `%s` | `%s` | %s | %d | %s |" % (name, row["namespace"], LABEL[form], row["overloads"],
                                                      ", ".join("`%s`" % h for h in sorted(row["headers"]))))
    others = [m for m in marks if ARCH not in m["archs"]]
    out += ["", "## Marks for other architectures only", "",
            "In lines the compiler sees on 3510 but listing only other architectures: these overloads do not use",
            "the reserve on 3510.", ""]
    rows = {}
    for m in others:
        key = (m["name"], m["form"], ", ".join(str(a) for a in m["archs"]))
        rows.setdefault(key, set()).add(m["header"])
    out += ["| API | form | archs | header |", "|---|---|---|---|"]
    for (name, form, archs) in sorted(rows, key=lambda k: (k[0], order[k[1]], k[2])):
        out.append("| `%s` | %s | %s | %s |" % (name, LABEL[form], archs,
                                                ", ".join("`%s`" % h for h in sorted(rows[(name, form, archs)]))))
    return "\n".join(out).rstrip("\n") + "\n"


HEAD_H = """// Generated by sim/docs/ub_reserve_users.py from the SDK's __ASC_USE_RESERVED_UBUF__ marks; do not edit
// (regenerate: python3 sim/docs/ub_reserve_users.py; the table: sim/docs/ub_reserve_users.md).
// The overloads that use the Ascend C reserved UB on arch 3510 (静态Tensor编程.md, 使用预留UB空间的API范围;
// 架构规格/NPU架构版本3510.md), by API name and form: an engine asks UsesAscReserve with the name its
// op-table row issues under (Row::kName) and the form of the overload the kernel called.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>

namespace ascsim::ops {

// What an overload's parameters show (sim/docs/ub_reserve_users.md, Forms).
enum class ReserveForm : uint8_t {
"""


def render_h(marks):
    table = users(marks)
    out = [HEAD_H.rstrip("\n")]
    for e, label, what in FORMS:
        out += ["    // %s: %s" % (label, what.replace("`", "")), "    %s," % e]
    out += ["};", "", "struct UbReserveUser {", "    std::string_view name;", "    ReserveForm form;", "};", "",
            "// Sorted by name, then form (UsesAscReserve searches it).", "// clang-format off",
            "inline constexpr UbReserveUser kUbReserveUsers[] = {"]
    order = {e: i for i, (e, _, _) in enumerate(FORMS)}
    keys = sorted(table, key=lambda k: (k[0], order[k[1]]))
    out += ["    {\"%s\", ReserveForm::%s}," % k for k in keys]
    out += ["};", "// clang-format on", "",
            "constexpr bool UsesAscReserve(std::string_view name, ReserveForm form)",
            "{",
            "    size_t lo = 0, hi = std::size(kUbReserveUsers);",
            "    while (lo < hi) {",
            "        const size_t mid = (lo + hi) / 2;",
            "        const UbReserveUser& u = kUbReserveUsers[mid];",
            "        if (u.name < name || (u.name == name && u.form < form)) {",
            "            lo = mid + 1;",
            "        } else {",
            "            hi = mid;",
            "        }",
            "    }",
            "    return lo < std::size(kUbReserveUsers) && kUbReserveUsers[lo].name == name && "
            "kUbReserveUsers[lo].form == form;",
            "}", "", "} // namespace ascsim::ops"]
    return "\n".join(out) + "\n"


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=os.path.join(here, ".."), help="the sim directory")
    ap.add_argument("--sdk", default=api_parity.default_sdk_dir(), help="the SDK's include directory")
    ap.add_argument("--check", action="store_true", help="rewrite nothing; exit 1 when a file differs")
    args = ap.parse_args(argv)
    root, sdk_dir = os.path.abspath(args.root), os.path.abspath(args.sdk)
    if not os.path.isdir(sdk_dir):
        print("ub_reserve_users.py: no SDK headers at %s (--sdk); skipped" % sdk_dir)
        return 77
    marks = scan(sdk_dir)
    outputs = [(os.path.join(root, "docs", "ub_reserve_users.md"), render_md(marks)),
               (os.path.join(root, "include", "ascendc_sim", "engine", "ub_reserve_users.h"), render_h(marks))]
    stale = 0
    for path, new in outputs:
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if new == old:
            continue
        if args.check:
            diff = list(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                             path + " (as written)", path + " (from the headers)"))
            sys.stdout.writelines(diff[:200])
            print("ub_reserve_users.py: stale %s (%d diff lines)" % (path, len(diff)))
            stale += 1
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(new)
            print("wrote", path)
    if stale:
        print("ub_reserve_users.py: regenerate: python3 sim/docs/ub_reserve_users.py")
        return 1
    if args.check:
        print("ub_reserve_users.py: the table and header agree with the SDK's marks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
