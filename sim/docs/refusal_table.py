#!/usr/bin/env python3
"""The emulator's compile-time refusals (sim/docs/refusals.md), generated from its static_asserts and
from the refusals of its bisheng driver (render_driver).

A static_assert in sim/include/ascendc_sim rejects, at compile time, a call the SDK's signature or a
doc page forbids (a type the page's 数据类型 list lacks, a mode its 约束说明 excludes, an operand that is
not a RegTensor). Each is a rule like the sanitizer's (rule_table.py): it must cite the page it
enforces. The citation is found, nearest first:
  1. pages (`Name.md`) named in the message itself;
  2. pages named in the comments of the declaration it sits in (the lines above it up to a blank
     line or the previous top-level block);
  3. pages named in the file's head comment (the comment block the file starts with);
  4. pages named in the head comments of the sim headers that head comment names (an engine file
     saying "the forms are described in reg_compute/load_store.h's head comment").
An assert of the sim's own invariants, not of the caller's code, says so in a comment above it:
`// internal: <why>`; it is listed as such (after the message and comment pages, before the file's).
An API no doc page describes (the SDK's C++ SIMT layer, AscendC::Simt) keeps the refusals its SDK header or
impl makes: `// sdk: <path under the SDK, a file or a folder>` in the comment above it or in the file's head
comment cites them, last of all; with the SDK's include/ on the machine the path must exist there (or, for an
impl/ path, in the docs mirror's tree).
`--check` (ctest sim_refusal_table_docs) fails when refusals.md is stale or a static_assert has no
citation by any of the four; with the docs mirror on the machine, also when a cited name is no page. The table lists each file's distinct messages (no line numbers, so that
an edit elsewhere in a file does not make it stale). Stdlib only.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SIM = os.path.dirname(HERE)
BASE = os.path.join(SIM, "include", "ascendc_sim")
OUT = os.path.join(HERE, "refusals.md")
DOCS_MIRROR = "/work/.mirror/mirror-cann+asc-devkit/repo"

PAGE_RE = re.compile(r"[^\s,:;\"'`<>\[\]{}]+\.md\b")
HEADER_RE = re.compile(r"\b((?:[a-z_]+/)+[a-z0-9_]+\.h)\b")
STRING_RE = re.compile(r'"((?:[^"\\]|\\.)*)"')


def blank_comments(text):
    """text with // and /* */ comments replaced by spaces (newlines kept, strings left alone)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def static_assert_bodies(text):
    """(line number, argument text) of each static_assert( ... ) in text (outside comments)."""
    out = []
    text = blank_comments(text)
    for m in re.finditer(r"\bstatic_assert\s*\(", text):
        i, depth = m.end(), 1
        while depth and i < len(text):
            c = text[i]
            if c == '"':  # skip a string literal (it may hold parentheses)
                j = i + 1
                while j < len(text) and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                i = j + 1
                continue
            depth += {"(": 1, ")": -1}.get(c, 0)
            i += 1
        out.append((text.count("\n", 0, m.start()) + 1, text[m.end():i - 1]))
    return out


def message_of(body):
    return "".join(STRING_RE.findall(body)).replace("\\\"", '"')


def head_comment(text):
    lines = []
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("//"):
            lines.append(s[2:])
        elif s == "" and not lines:
            continue
        else:
            break
    return "\n".join(lines)


def comment_above(lines, lineno):
    """The // comments of the declaration the static_assert at `lineno` (1-based) sits in: the lines
    above it up to a blank line or the end of the previous top-level block (at most 60 lines)."""
    out, k = [], lineno - 2
    while k >= 0 and lineno - 2 - k < 60:
        raw = lines[k]
        if raw.strip() == "" or raw.startswith("}"):
            break
        s = raw.strip()
        if s.startswith("//"):
            out.append(s[2:])
        k -= 1
    return "\n".join(reversed(out))


INTERNAL_RE = re.compile(r"\binternal:\s*(.+)")
SDK_CITE_RE = re.compile(r"\bsdk:\s*([\w./-]+)")
SDK_INCLUDE = os.path.join(os.path.dirname(os.path.dirname(SIM)), "asc-devkit", "include")
SDK_DIRS = (SDK_INCLUDE, "/work/shared/asc-devkit/include")


def sdk_cites(text):
    return ["sdk: " + m.rstrip(".") for m in SDK_CITE_RE.findall(text)]


def pages(text):
    """The page names in text: `Name.md`, `Name(ISASI).md`, `dir/Name.md` (an opening parenthesis the
    name does not close is the text's, as in "(Cast.md)")."""
    found = set()
    for p in PAGE_RE.findall(text):
        while p.startswith("(") and p.count("(") > p.count(")"):
            p = p[1:]
        if not p.startswith("."):  # ".md" left of a macro's #Name ".md": no name
            found.add(p)
    return sorted(found)


def head_pages(rel, cache, base=BASE, depth=1):
    """Pages of a file's head comment, else of the sim headers it names (one hop)."""
    if rel in cache:
        return cache[rel]
    path = os.path.join(base, rel)
    if not os.path.isfile(path):
        return []
    head = head_comment(open(path, encoding="utf-8").read())
    found = pages(head)
    if not found and depth > 0:
        for h in HEADER_RE.findall(head):
            for cand in (h, h[len("ascendc_sim/"):] if h.startswith("ascendc_sim/") else None):
                if cand and cand != rel and os.path.isfile(os.path.join(base, cand)):
                    found += head_pages(cand, cache, base, depth - 1)
        found = sorted(set(found))
    cache[rel] = found
    return found


def collect(base=BASE):
    """{file: [(message, citation source, pages)]}, one entry per distinct message, and the uncited."""
    table, uncited, cache = {}, [], {}
    for d, dirs, files in os.walk(base):
        dirs.sort()
        for f in sorted(files):
            full = os.path.join(d, f)
            rel = os.path.relpath(full, base).replace(os.sep, "/")
            text = open(full, encoding="utf-8").read()
            lines = text.split("\n")
            seen = {}
            for lineno, body in static_assert_bodies(text):
                msg = message_of(body).strip() or "(no message)"
                if msg in seen:
                    seen[msg][3] += 1
                    continue
                above = comment_above(lines, lineno)
                internal = INTERNAL_RE.search(above)
                for source, found in (("message", pages(msg)), ("comment", pages(above)),
                                      ("internal", ["internal: " + internal.group(1).strip()] if internal else []),
                                      ("file head", head_pages(rel, cache, base)),
                                      ("sdk", sdk_cites(above) or sdk_cites(head_comment(text)))):
                    if found:
                        break
                else:
                    source, found = None, []
                    uncited.append("%s:%d: %s" % (rel, lineno, msg))
                seen[msg] = [msg, source, found, 1]
            if seen:
                table[rel] = list(seen.values())
    return table, uncited


DRIVER = os.path.join(SIM, "tools", "bisheng")
# A driver refusal: an Error(...) call or a launch rewrite's Failure{...} (not their definitions).
DRIVER_SITE_RE = re.compile(r"(?<![\w.:])(?<!void )(Error\s*\(|Failure\s*\{)")
# What a driver refusal rests on when no page is named: a command-line usage error or a source the
# real compiler rejects as well, reported as any compiler driver does, or the file system refusing.
DRIVER_KIND_RE = re.compile(r"\b(usage|syntax|io):\s*(.+)")


def call_body(text, start, open_ch, close_ch):
    """The text between the bracket at text[start - 1] and its match (string literals skipped)."""
    i, depth = start, 1
    while depth and i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        depth += {open_ch: 1, close_ch: -1}.get(c, 0)
        i += 1
    return text[start:i - 1]


def driver_message(body):
    """The message's string literals, with "…" where an expression (a value, a name) goes between them."""
    if body.lstrip().startswith(("name,", "i,", "line,")) or re.match(r"\s*[\w.()>-]+\s*,", body):
        body = body.split(",", 1)[1]  # Error(token, message, ...) / Failure{line, message}
    out, last = [], 0
    for m in STRING_RE.finditer(body):
        if out or body[:m.start()].strip(" \n+("):
            if body[last:m.start()].strip(" \n+()") and not body[last:m.start()].strip().startswith(","):
                out.append("…")
        out.append(m.group(1).replace('\\"', '"'))
        last = m.end()
    rest = body[last:].split(",", 1)[0]
    if out and rest.strip(" \n+()"):
        out.append("…")
    return "".join(out).strip()


def adjacent_comment(lines, lineno):
    """The // comment on the site's line and the comment lines directly above it."""
    out = []
    line = lines[lineno - 1]
    if "//" in line:
        out.append(line[line.index("//") + 2:])
    k = lineno - 2
    while k >= 0 and lines[k].strip().startswith("//"):
        out.insert(0, lines[k].strip()[2:])
        k -= 1
    return "\n".join(out)


def collect_driver(base=DRIVER):
    """{file: [(message, citation source, citations, sites)]} of the driver's refusals, and the uncited."""
    table, uncited = {}, []
    for f in sorted(os.listdir(base)):
        if not f.endswith((".cpp", ".h")):
            continue
        text = open(os.path.join(base, f), encoding="utf-8").read()
        lines = text.split("\n")
        blank = blank_comments(text)
        seen = {}
        for m in DRIVER_SITE_RE.finditer(blank):
            lineno = blank.count("\n", 0, m.start()) + 1
            if re.match(r"\s*(struct|class)\b", lines[lineno - 1]):
                continue
            brackets = "()" if m.group(1).startswith("Error") else "{}"
            msg = driver_message(call_body(blank, m.end(), *brackets)) or "(message built at run time)"
            if msg in seen:
                seen[msg][3] += 1
                continue
            above = adjacent_comment(lines, lineno)
            kind = DRIVER_KIND_RE.search(above)
            for source, found in (("message", pages(msg)), ("comment", pages(above)),
                                  ("kind", [kind.group(1) + ": " + kind.group(2).strip()] if kind else [])):
                if found:
                    break
            else:
                source, found = None, []
                uncited.append("tools/bisheng/%s:%d: %s" % (f, lineno, msg))
            seen[msg] = [msg, source, found, 1, " ".join(x.strip() for x in above.split("\n")).strip()]
        if seen:
            table["tools/bisheng/" + f] = list(seen.values())
    return table, uncited


def cell(s):
    return s.replace("|", "\\|").replace("\n", " ")


def render_driver(table):
    total = sum(n for rows in table.values() for row in rows for n in [row[3]])
    out = ["## The bisheng driver", "",
           "The simulator's `bisheng` (sim/tools/bisheng) refuses a command line or a source it cannot compile as the "
           "real one would: %d sites. Each names the page it follows, or says it is a usage error (a command line "
           "no driver accepts), a syntax error the real compiler gives as well, or the file system refusing." % total,
           ""]
    for rel in sorted(table):
        out += ["### `%s`" % rel, "", "| refusal | sites | rests on |", "|---|---:|---|"]
        for msg, src, found, n, why in table[rel]:
            basis = why if src != "message" else "the page its message names: " + ", ".join(found)
            out.append("| %s | %d | %s |" % (cell(msg), n, cell(basis)))
        out.append("")
    return "\n".join(out)


def render(table):
    total = sum(n for rows in table.values() for _, _, _, n in rows)
    distinct = sum(len(rows) for rows in table.values())
    by_source = {}
    for rows in table.values():
        for _, src, _, n in rows:
            by_source[src] = by_source.get(src, 0) + n
    out = ["# Compile-time refusals", "",
           "Generated by `sim/docs/refusal_table.py` from the static_asserts of sim/include/ascendc_sim; "
           "`--check` (ctest sim_refusal_table_docs) fails when this file is stale or a static_assert cites no "
           "page. Do not edit by hand.", "",
           "A refusal stops the build of a call the SDK's signature or a doc page forbids; what it cites is found "
           "in its message, else in the comment above it, else in its file's head comment (or the head comment of "
           "the sim header that one names). The sanitizer's run-time rules are in rules.md.", "",
           "static_asserts: %d (%d distinct messages in %d files); cited by the message: %d, by the comment above: "
           "%d, by the file's head comment: %d; the sim's internal invariants: %d; the SDK's own (no page): %d." % (
               total, distinct, len(table), by_source.get("message", 0), by_source.get("comment", 0),
               by_source.get("file head", 0), by_source.get("internal", 0), by_source.get("sdk", 0)),
           ""]
    for rel in sorted(table):
        out += ["## `%s`" % rel, "", "| refusal | sites | cites | from |", "|---|---:|---|---|"]
        for msg, src, found, n in table[rel]:
            out.append("| %s | %d | %s | %s |" % (cell(msg), n, "<br>".join("`%s`" % p for p in found), src))
        out.append("")
    return "\n".join(out)


def doc_pages(mirror=DOCS_MIRROR):
    """The .md paths under the docs mirror's docs/zh (None without the mirror: names are not checked)."""
    if not os.path.isdir(mirror):
        return None
    r = subprocess.run(["git", "-C", mirror, "-c", "core.quotepath=off", "ls-tree", "-r", "--name-only", "HEAD",
                        "docs/zh"], capture_output=True, text=True)
    return [p for p in r.stdout.split("\n") if p.endswith(".md")] if r.returncode == 0 else None


def is_page(name, paths, names):
    """Whether `name` names a page: its full path, the tail of one, its file name, or the end of a file
    name in CJK (the appendix tables are cited by their tails: 理论性能汇总.md); `a/.../b.md` elides folders."""
    if name in names or any(x == name or x.endswith("/" + name) for x in paths):
        return True
    if "/.../" in name:
        head, tail = name.split("/.../", 1)
        return any(head in x and x.endswith("/" + tail) for x in paths)
    # Only a CJK tail matches the end of a name: an ASCII one ("Add.md") would also end other pages'
    # names ("BroadcastAdd.md") and so let a wrong citation through.
    stem = os.path.basename(name)
    tail = stem[:-len(".md")]
    return "/" not in name and len(tail) > 1 and all(ord(c) > 0x2E7F for c in tail) and \
        any(n.endswith(stem) for n in names)


def unknown_pages(table, paths):
    """Cited names that are no page of the docs."""
    names = {os.path.basename(p) for p in paths}
    bad = []
    for rel in sorted(table):
        for row in table[rel]:
            for p in row[2]:
                if p.startswith("sdk: "):
                    if not sdk_path_exists(p[len("sdk: "):]):
                        bad.append("%s: %s" % (rel, p))
                elif not re.match(r"(internal|usage|syntax|io): ", p) and not is_page(p, paths, names):
                    bad.append("%s: %s" % (rel, p))
    return sorted(set(bad))


def sdk_path_exists(rel, sdk_dirs=SDK_DIRS, mirror=DOCS_MIRROR):
    """An SDK path a refusal cites: under the SDK's include/, or an impl/ path of the docs mirror. True when
    neither is on the machine (nothing to check against)."""
    roots = [d for d in sdk_dirs if os.path.isdir(d)]
    if any(os.path.exists(os.path.join(d, rel)) for d in roots):
        return True
    if rel.startswith("impl/") and os.path.isdir(mirror):
        out = subprocess.run(["git", "-C", mirror, "ls-tree", "--name-only", "HEAD", rel.rstrip("/")],
                             capture_output=True, text=True)
        return out.returncode == 0 and out.stdout.strip() != ""
    return not roots and not os.path.isdir(mirror)


def main(argv):
    table, uncited = collect()
    driver, driver_uncited = collect_driver()
    uncited += driver_uncited
    paths = doc_pages()
    if paths is not None:
        uncited += ["no such page: " + b for b in unknown_pages(table, paths) + unknown_pages(driver, paths)]
    if uncited:
        for u in uncited:
            print("refusal_table: no page cited: " + u, file=sys.stderr)
        return 1
    text = render(table) + "\n" + render_driver(driver)
    if "--check" in argv:
        old = open(OUT, encoding="utf-8").read() if os.path.isfile(OUT) else ""
        if old != text:
            print("refusal_table: sim/docs/refusals.md is stale; run python3 sim/docs/refusal_table.py",
                  file=sys.stderr)
            return 1
        print("refusal_table: ok")
        return 0
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(text)
    print("refusal_table: wrote %s" % os.path.relpath(OUT, os.getcwd()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
