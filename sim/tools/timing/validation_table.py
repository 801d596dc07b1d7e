#!/usr/bin/env python3
"""The timing model against every published 950 profile of the examples tree (issue 28 item 3).

Runs each example of ../shared/asc-devkit/examples whose README publishes msprof figures measured on
a 950 (only those tables: some READMEs publish Atlas A2 figures beside them), in its published
scenarios, on an installed sim toolkit with the profile on (ASCEND_SIM_PROFILE=1: the
"[ascend-sim profile] ..." line, sim/README.md), the way sim/tests/conformance/run_examples.py builds
and runs an example (a published scenario the README's runs leave out gets a run of its own), reads the
profile's figures and those the example prints itself (a SIMT clock count); and writes modeled beside
published for every figure, with the ratio and the set
the row belongs to (fitting or checking: sim/docs/timing_model.md §2.1), between the validation markers
of sim/docs/timing_model.md (§9).

    validation_table.py --toolkit PREFIX | --build BUILD_DIR  [--examples DIR] [--write | --check]

--build installs that build tree's toolkit into a scratch prefix first. --check fails (exit 1) when a
modeled figure drifts from the committed table by more than 0.5 % (or 0.002 absolute); exit 77 when
there is no examples tree. Python 3.9+ standard library only; the examples' scripts need numpy
(--python, default /usr/bin/python3 when it exists).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
SIM = os.path.dirname(os.path.dirname(HERE))
DOC = os.path.join(SIM, "docs", "timing_model.md")
sys.path.insert(0, os.path.join(SIM, "tests", "conformance"))
import run_examples  # noqa: E402

BEGIN = "<!-- validation:begin -->"
END = "<!-- validation:end -->"
SKIP = 77

# The profile line's fields (sim/README.md, ASCEND_SIM_PROFILE) under msprof's names.
PROFILE_RE = re.compile(r"\[ascend-sim profile\] kernel (.*?) soc (\S+) blockDim (\d+): (.*)$")
FIELD_RE = re.compile(r"((?:Task )?[A-Za-z_0-9]+(?:\(us\))?) ([-0-9.]+)")
FIGURES = {  # published column -> the profile's field
    "Task Duration(μs)": "Task Duration(us)",
    "aiv_time(μs)": "aiv_time(us)",
    "aiv_total_cycles": "aiv_total_cycles",
    "aiv_vec_time(μs)": "aiv_vec_time(us)",
    "aiv_vec_ratio": "aiv_vec_ratio",
    "aiv_scalar_time(μs)": "aiv_scalar_time(us)",
    "aiv_scalar_ratio": "aiv_scalar_ratio",
    "aiv_mte2_time(μs)": "aiv_mte2_time(us)",
    "aiv_mte2_ratio": "aiv_mte2_ratio",
    "aiv_mte3_time(μs)": "aiv_mte3_time(us)",
    "aiv_mte3_ratio": "aiv_mte3_ratio",
    # The README's hit / (hit + miss + victim), in requests; the sim's, in bytes (timing_model.md §5.7).
    "L2Cache命中率": "l2_read_hit_rate",
}
NOT_MODELED = ("aiv_icache_miss_rate", "aiv_read_local_l2_hit", "aiv_read_local_l2_miss",
               "aiv_read_local_l2_victim")


def case(example: str, scenario: str, label: str, fitting: bool, source: str, figures: List[Tuple[str, float]],
         printed: Optional[Dict[str, str]] = None):
    """`printed`: figures the example prints itself (a SIMT clock count), each read from its output by a pattern
    whose group 1 is the number; the others come from the profile line."""
    return {"example": example, "scenario": scenario, "label": label, "set": "fitting" if fitting else "checking",
            "source": source, "figures": figures, "printed": printed or {}}


TRAIT = "01_simd_cpp_api/03_basic_api/02_reg_vector_compute/trait"
BANK = "01_simd_cpp_api/05_best_practices/04_memory_access/bank_conflict_nd2nz"
L2MODE = "02_simd_c_api/02_features/03_c_api/01_data_movement/00_set_l2_cache_mode"
GRID = "03_simt_api/03_best_practices/01_execution_conf_optimizations/grid_dim_config"
MIXED_GRID = "05_simd_simt_hybrid/02_best_practices/simd_simt_grid_dim_config"
SIMT_CLOCK = "03_simt_api/01_utilities/02_clock"
MIXED_CLOCK = "01_simd_cpp_api/01_utilities/03_clock"
CYCLES = "simt_gather execute cycle"
CYCLES_RE = r"simt_gather execute cycle : (\d+)"
_TD = "Task Duration(μs)"



def _cols(names: str, values: str) -> List[Tuple[str, float]]:
    return [(n.strip(), float(v)) for n, v in zip(names.split(","), values.split())]


_T = "Task Duration(μs),aiv_total_cycles,aiv_time(μs),aiv_vec_time(μs),aiv_vec_ratio,aiv_scalar_time(μs)," \
     "aiv_scalar_ratio,aiv_mte2_time(μs),aiv_mte2_ratio,aiv_mte3_time(μs),aiv_mte3_ratio"
_B = "Task Duration(μs),aiv_time(μs),aiv_total_cycles,aiv_vec_time(μs),aiv_vec_ratio,aiv_scalar_time(μs)," \
     "aiv_scalar_ratio,aiv_mte2_time(μs),aiv_mte2_ratio,aiv_mte3_time(μs),aiv_mte3_ratio,aiv_icache_miss_rate"
_L = "Task Duration(μs),aiv_total_cycles,aiv_time(μs),aiv_read_local_l2_hit,aiv_read_local_l2_miss," \
     "aiv_read_local_l2_victim,L2Cache命中率"
_A = "Task Duration(μs),aiv_time(μs),aiv_vec_time(μs),aiv_vec_ratio,aiv_scalar_time(μs),aiv_scalar_ratio," \
     "aiv_mte2_time(μs),aiv_mte2_ratio,aiv_mte3_time(μs),aiv_mte3_ratio"

# The published 950 figures, transcribed from the READMEs (asc-devkit examples tree; the table named).
CASES = [
    case(TRAIT, "SCENARIO_NUM=1", "场景1 RegTraitNumOne, 1 core", True, "README 性能对比 (Ascend 950系列)",
         _cols(_T, "58.168 95271 57.92 56.09 0.969 0.268 0.004 1.082 0.019 0.463 0.008")),
    case(TRAIT, "SCENARIO_NUM=2", "场景2 RegTraitNumTwo, 1 core", False, "README 性能对比 (Ascend 950系列)",
         _cols(_T, "39.563 64543 39.318 37.471 0.953 0.273 0.007 1.082 0.038 0.471 0.012")),
    case(BANK, "SCENARIO_NUM=1", "S1 dstNzC0Stride 144, 64 cores", True, "README dav-3510 table",
         _cols(_B, "141.691 140.89 14125772 45.25 0.321 2.638 0.019 134.915 0.958 104.571 0.742 0.006")),
    case(BANK, "SCENARIO_NUM=2", "S2 dstNzC0Stride 145, 64 cores", False, "README dav-3510 table",
         _cols(_B, "140.403 139.68 14094639 9.14 0.065 2.765 0.020 135.115 0.967 116.921 0.837 0.006")),
    case(L2MODE, "SCENARIO_NUM=1", "Case1 whole matrix ×4, 64 cores", False, "README Case1 (Ascend 950系列)",
         _cols(_L, "690.38 72348218 689.48 731534 523177 7672752 0.082")),
    case(L2MODE, "SCENARIO_NUM=2", "Case2 4 N-slices ×4, 64 cores", False, "README Case2 (Ascend 950系列)",
         _cols(_L, "350.95 36233475 350.03 6668774 528676 1720984 0.748")),
    case(L2MODE, "SCENARIO_NUM=3", "Case3 Add NORMAL_FIRST_VICTIM, 64 cores", False, "README Case3 (Ascend 950系列)",
         _cols(_A, "240.01 239.13 83.14 0.348 1.815 0.008 233.869 0.978 121.44 0.507")),
    case(L2MODE, "SCENARIO_NUM=4", "Case4 Add NOTALLOC_KEEP, 64 cores", False, "README Case4 (Ascend 950系列)",
         _cols(_A, "172.996 171.81 82.462 0.48 1.801 0.01 166.752 0.971 18.723 0.109")),
    # SIMT (§10): grid_dim_config's Task Durations (Case 0 in its 分析 text, Cases 1 and 2 in tables), the same
    # workloads as SIMT VFs of a SIMD kernel, and the cycle counts the two clock examples print.
    *[case(GRID, f"SCENARIO_NUM={n}", label, n in (1, 8), "README " + where, [(_TD, published)])
      for n, label, where, published in (
          (1, "Case0 empty, 1 block × 2048", "Case 0 分析", 1.221),
          (2, "Case0 empty, 32 blocks × 2048", "Case 0 分析", 1.557),
          (3, "Case0 empty, 64 blocks × 2048", "Case 0 分析", 2.173),
          (4, "Case0 empty, 128 blocks × 2048", "Case 0 分析", 3.141),
          (5, "Case0 empty, 1024 blocks × 2048", "Case 0 分析", 16.422),
          (6, "Case1 gather, 1024 blocks × 2048, 1 element", "Case 1 单线程单数据", 78.289),
          (7, "Case1 gather, 64 blocks × 2048, 16 elements", "Case 1 单线程多数据", 58.583),
          (8, "Case1 gather, 32 blocks × 2048, 32 elements", "Case 1 单线程多数据", 110.540),
          (9, "Case2 gather, 4 blocks × 2048", "Case 2", 10.831),
          (10, "Case2 gather, 8 blocks × 2048", "Case 2", 6.569),
          (11, "Case2 gather, 16 blocks × 1024", "Case 2", 4.500),
          (12, "Case2 gather, 32 blocks × 512", "Case 2", 3.696),
          (13, "Case2 gather, 64 blocks × 256", "Case 2", 4.133))],
    *[case(MIXED_GRID, f"SCENARIO_NUM={n}", label, False, "README " + where, [(_TD, published)])
      for n, label, where, published in (
          (1, "Case0 empty VF, 1 block × 2048", "Case 0", 1.455),
          (2, "Case0 empty VF, 32 blocks × 2048", "Case 0", 1.589),
          (3, "Case0 empty VF, 64 blocks × 2048", "Case 0", 2.160),
          (4, "Case0 empty VF, 128 blocks × 2048", "Case 0", 3.373),
          (5, "Case0 empty VF, 1024 blocks × 2048", "Case 0", 15.996),
          (6, "Case1 two empty VFs, 32 blocks", "Case 1", 1.780),
          (7, "Case1 two empty VFs, 64 blocks", "Case 1", 2.327),
          (8, "Case1 two empty VFs, 1024 blocks", "Case 1", 16.598),
          (9, "Case2 gather VF, 1024 blocks × 2048, 1 element", "Case 2", 78.921),
          (10, "Case2 gather VF, 64 blocks × 2048, 16 elements", "Case 2", 59.109),
          (11, "Case2 gather VF, 32 blocks × 2048, 32 elements", "Case 2", 110.540),
          (12, "Case3 gather VF, 4 blocks × 2048", "Case 3", 10.760),
          (13, "Case3 gather VF, 8 blocks × 2048", "Case 3", 6.741),
          (14, "Case3 gather VF, 16 blocks × 1024", "Case 3", 4.514),
          (15, "Case3 gather VF, 32 blocks × 512", "Case 3", 3.866),
          (16, "Case3 gather VF, 64 blocks × 256", "Case 3", 4.115))],
    case(SIMT_CLOCK, "-", "SIMT gather, 48 blocks × 256", True, "README 执行结果", [(CYCLES, 3479)],
         {CYCLES: CYCLES_RE}),
    case(MIXED_CLOCK, "-", "SIMT VF gather, 8 blocks × 1024", False, "README 执行结果", [(CYCLES, 22289)],
         {CYCLES: CYCLES_RE}),
]


def examples_dir(arg: Optional[str]) -> Optional[str]:
    for c in (arg, os.environ.get("ASCSIM_EXAMPLES_DIR"), os.path.join(SIM, "..", "..", "shared", "asc-devkit",
                                                                       "examples"), "/work/shared/asc-devkit/examples"):
        if c and os.path.isdir(c):
            return os.path.abspath(c)
    return None


def run_cases(root: str, toolkit: str, python: str, work: str, jobs: int) -> Dict[Tuple[str, str], Dict[str, object]]:
    """{(example, scenario): {"profile": {field: value} or None, "note": str}}."""
    env = dict(os.environ)
    env["ASCEND_SIM_PROFILE"] = "1"
    env = run_examples.toolkit_env(toolkit, env)
    cfg = run_examples.Config(root, work, env, python, 900.0)
    todo = []
    for rel in sorted({c["example"] for c in CASES}):
        spec, runs = run_examples.plan_example(root, rel)
        wanted = [c["scenario"] for c in CASES if c["example"] == rel]
        planned = {r.scenario for r in runs}
        if any(w not in planned for w in wanted):
            # A published scenario the README's own runs leave out (it names a range by its ends): the same
            # steps with that value.
            spec.scenarios = [dict(kv.split("=", 1) for kv in w.split(",")) if w != "-" else {} for w in wanted]
            runs = run_examples.runs_of(spec)
        todo += [r for r in runs if r.scenario in wanted]

    def one(run):
        res = run_examples.execute_run(run, cfg)
        text = "\n".join(s.output for s in res.steps if s.output)
        prof = None
        for line in text.splitlines():
            m = PROFILE_RE.search(line)
            if m:
                prof = {k: float(v) for k, v in FIELD_RE.findall(m.group(4))}
        failed = re.search(r"failed on the simulator:\s*\n?(.*)", text)
        note = ""
        if failed:
            # The finding without the scratch paths (the table is compared across machines).
            msg = re.sub(r"(?:/[^/\s]+)+/([^/\s]+:\d+)", r"\1", failed.group(1))
            msg = re.sub(r" \((?:UB 0x[0-9a-f]+|UB offset \d+).*", "", msg)  # addresses differ from run to run
            note = "launch failed on the simulator: " + run_examples.truncate(msg, 240)
        elif prof is None:
            note = f"no profile ({res.verdict}: {res.first_error})"
        printed = {}
        for c in CASES:
            if (c["example"], c["scenario"]) == (run.example, run.scenario):
                for fig, pattern in c["printed"].items():
                    m = re.search(pattern, text)
                    if m:
                        printed[fig] = float(m.group(1))
        return (run.example, run.scenario), {"profile": None if failed else prof, "note": note, "printed": printed}

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        out = dict(pool.map(one, todo))
    return out


def fmt(v: float) -> str:
    return f"{v:.0f}" if abs(v) >= 1e4 else f"{v:.3f}"


def table(results: Dict[Tuple[str, str], Dict[str, object]]) -> str:
    lines = [
        "Generated by `sim/tools/timing/validation_table.py` from the examples' runs on the sim toolkit "
        "(`ASCEND_SIM_PROFILE=1`); do not edit by hand. Published: the README's 950 table. Set: §2.1.",
        "",
        "| example | case | set | figure | published | modeled | modeled / published |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    notes = []
    for c in CASES:
        r = results.get((c["example"], c["scenario"]), {"profile": None, "note": "not run"})
        prof = r["profile"]
        name = c["example"].rsplit("/", 1)[-1]
        for fig, pub in c["figures"]:
            if fig in NOT_MODELED:
                mod, ratio = "not modeled", "—"
            elif prof is None and fig not in c["printed"]:
                mod, ratio = "—", "—"
            else:
                v = r.get("printed", {}).get(fig) if fig in c["printed"] else prof.get(FIGURES[fig])
                mod = "—" if v is None else fmt(v)
                ratio = "—" if v is None or pub == 0 else f"{v / pub:.2f}"
            if fig in c["printed"] and mod not in ("—", "not modeled"):
                mod = f"{float(mod):.0f}"  # a cycle count
            shown = f"{pub:.0f}" if fig in c["printed"] else fmt(pub)
            lines.append(f"| {name} | {c['label']} | {c['set']} | {fig} | {shown} | {mod} | {ratio} |")
        if r["note"]:
            notes.append(f"* {name} {c['label']}: {r['note']}")
    return "\n".join(lines + ([""] + notes if notes else [])) + "\n"


def committed() -> str:
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        sys.exit(f"validation: no {BEGIN} ... {END} block in {DOC}")
    return text.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n") + "\n"


def modeled_cells(block: str) -> Dict[Tuple[str, str, str], str]:
    cells = {}
    for line in block.splitlines():
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if len(parts) == 7 and parts[0] not in ("example", "---"):
            cells[(parts[0], parts[1], parts[3])] = parts[5]
    return cells


def drift(old: str, new: str) -> List[str]:
    a, b = modeled_cells(old), modeled_cells(new)
    bad = []
    for key in sorted(set(a) | set(b)):
        x, y = a.get(key), b.get(key)
        try:
            fx, fy = float(x), float(y)  # type: ignore[arg-type]
            if abs(fx - fy) > max(0.002, 0.005 * abs(fx)):
                bad.append(f"{' / '.join(key)}: committed {x}, now {y}")
        except (TypeError, ValueError):
            if x != y:
                bad.append(f"{' / '.join(key)}: committed {x}, now {y}")
    return bad


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--toolkit", help="installed sim toolkit prefix (holds set_env.sh)")
    ap.add_argument("--build", help="a build tree whose toolkit is installed into a scratch prefix")
    ap.add_argument("--examples", help="examples tree (default: $ASCSIM_EXAMPLES_DIR, ../shared/asc-devkit/examples)")
    ap.add_argument("--python", default="/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else
                    sys.executable, help="interpreter for the examples' scripts (needs numpy)")
    ap.add_argument("--work", help="scratch directory (default: a new temporary one)")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="runs in parallel")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="write the table into sim/docs/timing_model.md")
    mode.add_argument("--check", action="store_true", help="fail if a modeled figure drifts from the committed table")
    args = ap.parse_args()
    root = examples_dir(args.examples)
    if root is None:
        print("validation: no asc-devkit examples tree: skipped")
        return SKIP
    work = args.work or tempfile.mkdtemp(prefix="ascsim-validation-")
    toolkit = args.toolkit
    if args.build:
        toolkit = os.path.join(work, "toolkit")
        subprocess.run(["cmake", "--install", os.path.abspath(args.build), "--component", "ascend_sim", "--prefix",
                        toolkit], check=True, stdout=subprocess.DEVNULL)
    if not toolkit:
        ap.error("--toolkit or --build is required")
    block = table(run_cases(root, toolkit, args.python, os.path.join(work, "runs"), args.jobs))
    if args.check:
        bad = drift(committed(), block)
        for b in bad:
            print("validation drift: " + b)
        print(f"validation: {len(modeled_cells(block))} figures, {len(bad)} drifted from the committed table")
        return 1 if bad else 0
    if args.write:
        with open(DOC, encoding="utf-8") as f:
            text = f.read()
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        with open(DOC, "w", encoding="utf-8") as f:
            f.write(head + BEGIN + "\n" + block + END + tail)
    else:
        sys.stdout.write(block)
    return 0


if __name__ == "__main__":
    sys.exit(main())
