"""Generated blocks of markdown files: the lines between <!-- NAME:begin --> and <!-- NAME:end -->.

Shared by the scripts that write tool output into the docs (sim/docs/calibration_table.py,
tests/st/precision_table.py, docs/perf/plot_bench.py). Stdlib only.
"""
import argparse
import difflib
import os
import re
import sys


def arg_parser(doc, inputs_help):
    """The command line the generators share: input files or directories, --docs FILE..., --check."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help=inputs_help)
    ap.add_argument("--docs", nargs="+", default=None, help="markdown files to rewrite between the markers")
    ap.add_argument("--check", action="store_true", help="rewrite nothing; exit 1 when a table differs")
    return ap


def replace(text, name, lines, path, required=True):
    """text with the block NAME replaced by lines. A missing block exits when required (and always
    when the begin marker has no end marker); otherwise text is returned as it is."""
    begin, end = "<!-- %s:begin -->" % name, "<!-- %s:end -->" % name
    pattern = re.compile(r"(%s\n).*?(%s)" % (re.escape(begin), re.escape(end)), re.S)
    if not pattern.search(text):
        if required or begin in text:
            sys.exit("%s: no %s ... %s block" % (path, begin, end))
        return text
    return pattern.sub(lambda m: m.group(1) + "\n".join(lines) + "\n" + m.group(2), text)


def update(path, blocks, check, required=True, label="as generated"):
    """Replaces the blocks {name: lines} of the file at path. check: rewrite nothing, print a unified
    diff of what would change (the new side named "path (label)"). Returns True when the file
    differs (was rewritten, or would be)."""
    with open(path, encoding="utf-8") as f:
        old = f.read()
    new = old
    for name, lines in blocks.items():
        new = replace(new, name, lines, path, required)
    if new == old:
        return False
    if check:
        sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                                   path + " (as written)", "%s (%s)" % (path, label)))
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
        print("rewrote", path)
    return True


def update_docs(docs, blocks_of, check, what, source, regenerate, label="as generated"):
    """Rewrites (check: compares) the blocks blocks_of(path) -> {name: lines} of every file in docs and
    reports as the generators do. Returns the exit status: 1 when check finds a file that differs.
    what: the blocks' name ("calibration tables"); source: where the figures came from; regenerate: the
    command that rewrites the files."""
    stale = [path for path in docs if update(path, blocks_of(path), check, label=label)]
    tool = os.path.basename(sys.argv[0])
    if check and stale:
        print("%s: stale %s in %s (figures from %s); regenerate: %s" % (tool, what, ", ".join(stale), source,
                                                                         regenerate))
        return 1
    if check:
        print("%s: %d file(s) agree with %s" % (tool, len(docs), source))
    return 0
