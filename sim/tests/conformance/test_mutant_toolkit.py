#!/usr/bin/env python3
"""The conformance suite can fail: a toolkit with one API deliberately wrong makes the official examples
that call it fail, and leaves the others passing.

The mutant is a test build of the installed toolkit, not a switch in the simulator: the build tree's
toolkit is installed into a scratch prefix and Add's op-table row (engine/ops/basic_arith.h, from which
every spelling of Add expands) is rewritten there to subtract. The examples that call the Memory API's
count-form Add are found by reading their sources; a few
examples that never mention Add or Adds are the controls. Both sets run on the plain and on the mutant toolkit:
every Add example must fail its own check with the mutant in a run that passes on the plain toolkit
(a scenario may not reach the call, so it is judged per example), and every control run that passes on
the plain toolkit must pass with the mutant too.

    test_mutant_toolkit.py --build <cmake build dir> [--examples DIR] [--work DIR] [-j N]

Exit 77 (ctest's skip) when there is no examples tree (ASCSIM_EXAMPLES_DIR, ../shared/asc-devkit/examples
beside the source tree, /work/shared/asc-devkit/examples)."""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
RUNNER = os.path.join(HERE, "run_examples.py")
sys.path.insert(0, HERE)
import run_examples  # noqa: E402  (the runner's own example discovery)

# Add's row in the installed op table (its lane, fp32 lane and fp32 array path), and its mutant: Sub's.
ADD_ROW = re.compile(r'(struct Add\b[^{]*\{.*?return num::)Add(\(a, b\);.*?Canon\(a )\+( b\).*?fast::)AddF(\()', re.S)
MUTANT = r'\1Sub\2-\3SubF\4'
# A call of the Memory API's count-form Add: Add(dst, src0, src1, count) outside the Reg namespaces.
MEMORY_ADD_CALL = re.compile(r'(?<![\w:])(?:AscendC::)?Add(?:<[^<>()]*>)?\(\s*[^,()]+,\s*[^,()]+,\s*[^,()]+,\s*[^,()]+\)')
# A control may not call anything that expands from Add's row: Add and its scalar form Adds (a Reg or Memory
# API Adds computes through the same row), in any spelling (the C API's asc_add / asc_adds too).
ADD_ROW_USER = re.compile(r"(?i)(?<![a-z0-9])adds?(?![a-z0-9])")
CONTROLS = 3
USERS = 5  # the first few, to keep the test short


def examples_dir(arg):
    for candidate in (arg, os.environ.get("ASCSIM_EXAMPLES_DIR"),
                      os.path.join(SOURCE_ROOT, "..", "shared", "asc-devkit", "examples"),
                      "/work/shared/asc-devkit/examples"):
        if candidate and os.path.isdir(candidate):
            return os.path.abspath(candidate)
    return None


def sources(d):
    text = ""
    for path in glob.glob(os.path.join(d, "**", "*.asc"), recursive=True) + \
            glob.glob(os.path.join(d, "**", "*.h"), recursive=True):
        with open(path, encoding="utf-8", errors="replace") as f:
            text += f.read() + "\n"
    return re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.S)


def install(build, prefix, mutate):
    subprocess.run(["cmake", "--install", build, "--component", "ascend_sim", "--prefix", prefix],
                   check=True, stdout=subprocess.DEVNULL)
    if not mutate:
        return
    headers = glob.glob(os.path.join(prefix, "**", "ascendc_sim", "engine", "ops", "basic_arith.h"), recursive=True)
    if len(headers) != 1:
        sys.exit(f"mutant: expected one installed basic_arith.h, found {headers}")
    with open(headers[0], encoding="utf-8") as f:
        text = f.read()
    mutated, n = ADD_ROW.subn(MUTANT, text)
    if n != 1:
        sys.exit(f"mutant: Add's op-table row matched {n} times in {headers[0]} (expected 1): update ADD_ROW")
    with open(headers[0], "w", encoding="utf-8") as f:
        f.write(mutated)


def run_all(root, toolkit, selected, work, jobs):
    """{(example, scenario): (verdict, first error)} of the selected examples on `toolkit`."""
    report = os.path.join(work, "runs.json")
    python = "/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else sys.executable
    cmd = [python, RUNNER, "--examples", root, "--toolkit", toolkit, "-j", str(jobs), "--work",
           os.path.join(work, "runs"), "--json", report, "--min-pass-rate", "0", "--python", python,
           "--filter", "^(" + "|".join(re.escape(s) for s in selected) + ")$"]
    subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL)
    with open(report, encoding="utf-8") as f:
        return {(r["example"], r["scenario"]): (r["result"], r["first_error"]) for r in json.load(f)["runs"]}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", required=True)
    ap.add_argument("--examples")
    ap.add_argument("--work")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    root = examples_dir(args.examples)
    if root is None:
        print("mutant: no asc-devkit examples tree: skipped")
        return 77
    users, controls = [], []
    for rel in run_examples.discover(root)[0]:
        text = sources(os.path.join(root, rel))
        if MEMORY_ADD_CALL.search(text):
            users.append(rel)
        elif not ADD_ROW_USER.search(text) and len(controls) < CONTROLS:
            controls.append(rel)
    if not users or len(controls) < CONTROLS:
        sys.exit(f"mutant: found {len(users)} Add examples and {len(controls)} controls")
    users = users[:USERS]
    work = args.work or tempfile.mkdtemp(prefix="ascsim-mutant-")
    shutil.rmtree(work, ignore_errors=True)
    results = {}
    for name, mutate in (("plain", False), ("mutant", True)):
        os.makedirs(os.path.join(work, name))
        toolkit = os.path.join(work, name, "toolkit")
        install(os.path.abspath(args.build), toolkit, mutate)
        results[name] = run_all(root, toolkit, users + controls, os.path.join(work, name), args.jobs)
    bad = []
    for example in users + controls:
        keys = sorted(k for k in results["plain"] if k[0] == example)
        passing = [k for k in keys if results["plain"][k][0] == "PASS"]
        for k in keys:
            print(f"plain {results['plain'][k][0]:4}  mutant {results['mutant'].get(k, ('none', ''))[0]:4}  "
                  f"{k[0]} {k[1]}  {results['mutant'].get(k, ('', ''))[1]}")
        if not passing:
            print(f"mutant: {example}: no run passes on the plain toolkit, not judged")
            continue
        mutant = [results["mutant"].get(k, ("none", ""))[0] for k in passing]
        if example in users and "FAIL" not in mutant:
            bad.append(f"{example} calls Add and still passes with the mutant")
        if example in controls and any(v != "PASS" for v in mutant):
            bad.append(f"{example} never calls Add and fails with the mutant")
    judged_users = [u for u in users if any(k[0] == u and v[0] == "PASS" for k, v in results["plain"].items())]
    if len(judged_users) < 3:
        bad.append(f"only {len(judged_users)} Add examples pass on the plain toolkit (need 3 to judge)")
    for b in bad:
        print("mutant: " + b)
    print(f"mutant: {len(judged_users)} Add examples and {len(controls)} controls judged, {len(bad)} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
