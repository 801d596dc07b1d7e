#!/usr/bin/env python3
"""Conformance runner: build and run the official Ascend C example projects on a toolkit.

Each example is a directory with a CMakeLists.txt and a README.md whose build-and-run section
(## 编译运行) holds a ```bash block with the commands a user types, e.g.

    SCENARIO_NUM=1
    mkdir -p build && cd build;
    cmake -DSCENARIO_NUM=$SCENARIO_NUM -DCMAKE_ASC_ARCHITECTURES=dav-2201 ..;make -j;
    python3 ../scripts/gen_data.py -scenarioNum=$SCENARIO_NUM
    ./demo
    python3 ../scripts/verify_result.py output/output.bin output/golden.bin

The runner reads that block and runs the same commands on a copy of the example (the examples
tree is read-only), once per scenario the README lists in its option table
(| `SCENARIO_NUM` | `1`（默认）、`2` | ...), with the architecture forced to dav-3510 (--arch),
and judges each run only by the example's own check: the lines the README's result block shows
("test pass!", "[Success] ...", the hello-world lines) must be printed, no failure line
("test failed", "[Failed]", "[ERROR]") may be, the verify script must exit 0, and nothing may
crash. The demo's exit code is not trusted (many mains return 0 either way), a signal is.

Python 3.9+ standard library only. See --help; `--list` prints what would run.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import difflib
import itertools
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from typing import Dict, List, Optional, Sequence, Tuple

DEFAULT_ARCH = "dav-3510"
DEFAULT_TIMEOUT = 900.0
ERROR_TEXT_MAX = 240

# Placeholders in step templates, filled in when a run executes (or shown as-is by --list).
# The chip name a README's <soc_version> stands for: the Ascend 950PR the simulator models by default.
SOC_VERSION = "Ascend950PR_9589"
SRC = "<copy>"
BUILD = "<copy>/build"
PY = "<python>"

# The heading of the build-and-run section (Chinese READMEs; the English wording too).
SECTION_RE = re.compile(r"编译运行|编译与运行|build\s+and\s+run|compile\s+and\s+run", re.I)
HEADING_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE_RE = re.compile(r"^\s*(```+|~~~+)\s*([\w+-]*)")
ASSIGN_RE = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(\S*)$")
VAR_REF_RE = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))")
OPTION_NAME_RE = re.compile(r"^[A-Z][A-Z0-9_]*$")
TREE_LINE_RE = re.compile(r"^\s*[├└│]")
# The rule under a table's header row: | --- | :---: |.
TABLE_RULE_RE = re.compile(r"^\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$")
# A header cell naming an option table's values column (| 参数 | 说明 | 可选值 | 默认值 |).
VALUES_HEADER_RE = re.compile(r"^(可选值|取值|取值范围|可选取值|values?|allowed values)$", re.I)
# Options of every example that select the toolkit, not a scenario.
TOOLKIT_OPTIONS = {"CMAKE_ASC_RUN_MODE", "CMAKE_ASC_ARCHITECTURES"}

# Lines of the demo / verify output that mean failure whatever else is printed (the examples'
# own failure strings: "test failed!", "test fail! wrong count", "[Failed] Case accuracy
# verification failed!", "[ERROR] result error", data_utils.h's ERROR_LOG "[ERROR]  ...").
FAILURE_LINE_RE = re.compile(r"\btest\s+fail|\[Failed\]|\[ERROR\]", re.I)
# ... but not the toolkit's own log lines in CANN's plog format ("[ERROR] ASCENDCL(1234,demo):...",
# which the simulator writes to stderr and CANN to log files): they are not the example's check.
PLOG_LINE_RE = re.compile(r"^\s*\[(?:ERROR|WARNING|INFO|DEBUG|EVENT)\]\s+[A-Z][A-Z0-9_]*\(\d+,")
# An expected line that is an error report ("errcode:(354) errorStr: ...", "Ascend Error: ...").
EXPECTED_ERROR_RE = re.compile(r"errcode|\berror\b", re.I)

# "Looks like an error", for the first-error column: strong patterns first, in output order.
STRONG_ERROR_RE = re.compile(
    r"\berror:|CMake Error|\[ascend-sim(?! profile)|\bundefined reference\b|\[ERROR\]|\[Failed\]"
    r"|\btest\s+fail|Segmentation fault|\bAborted\b|terminate called|Sanitizer|runtime error"
    r"|No such file or directory|command not found|\bFatal\b"
    r"|^bisheng \(CANN simulator\): ",  # the toolkit's compiler driver refusing an option or input
    re.I,
)
WEAK_ERROR_RE = re.compile(r"fail|error", re.I)
# A finding of the simulator's sanitizer (not its warnings): "[ascend-sim sanitizer] synccheck: core 0, ...".
SANITIZER_FINDING_RE = re.compile(r"\[ascend-sim sanitizer\] [a-z]+check: ")
RACECHECK_RE = re.compile(r"\[ascend-sim sanitizer\] racecheck: ")
# The first error of a passing run whose launch carried a racecheck report (reported in the tables).
RACECHECK_NOTE = "passed on its output; the launch has a racecheck report: "
# The one warning that explains a wrong result by itself: the host read back device bytes nothing wrote.
READBACK_WARNING_RE = re.compile(r"\[ascend-sim sanitizer\] initcheck warning: aclrtMemcpy(Async)? \(device to host\)")
TRACEBACK_HEAD = "Traceback (most recent call last):"

# The families of the examples tree, as asc-devkit's examples/ lays them out (the copy's PROVENANCE.md
# lists the same paths): (key, title, path prefixes). An example belongs to the family of its longest
# matching prefix; one that matches none is OTHER_FAMILY. Floors (--min-pass-rate FAMILY=RATE) name
# the keys.
FAMILIES: Tuple[Tuple[str, str, Tuple[str, ...]], ...] = (
    ("simd_cpp", "SIMD C++ API, basic and Reg", (
        "01_simd_cpp_api/00_introduction", "01_simd_cpp_api/01_utilities", "01_simd_cpp_api/02_features",
        "01_simd_cpp_api/03_basic_api", "01_simd_cpp_api/05_best_practices")),
    ("simd_c", "SIMD C API", ("02_simd_c_api",)),
    ("simt", "SIMT API", ("03_simt_api", "01_simd_cpp_api/01_utilities/03_clock")),
    ("simd_simt", "SIMD + SIMT in one kernel", ("05_simd_simt_hybrid",)),
    ("advanced", "Advanced API", ("01_simd_cpp_api/04_advanced_api",)),
)
OTHER_FAMILY = "other"


# --------------------------------------------------------------------------------------------
# README parsing
# --------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Step:
    """One command of a run. argv may hold $VARS (templates) and the SRC/BUILD/PY placeholders."""

    kind: str  # configure | build | gen_data | run | verify | python | command
    argv: List[str]
    cwd: str = "build"  # "build" (the README's cd build) or "src" (the copy's root)
    origin: str = ""  # the README command it came from

    def display(self) -> str:
        return " ".join(shlex.quote(a) if a not in (SRC, BUILD, PY) else a for a in self.argv)


@dataclasses.dataclass
class Block:
    lang: str
    lines: List[str]
    line_no: int  # 1-based line of the opening fence in the README


@dataclasses.dataclass
class ExampleSpec:
    rel: str
    steps: List[Step] = dataclasses.field(default_factory=list)
    scenario_vars: List[str] = dataclasses.field(default_factory=list)
    # One dict per run: {var: value}; [{}] when the README has no scenario.
    scenarios: List[Dict[str, str]] = dataclasses.field(default_factory=lambda: [{}])
    scenario_source: str = ""  # where the scenario values came from
    pass_lines: List[str] = dataclasses.field(default_factory=list)
    # {scenario label: its expected lines} where the README shows one result block per scenario.
    scenario_pass_lines: Dict[str, List[str]] = dataclasses.field(default_factory=dict)
    notes: List[str] = dataclasses.field(default_factory=list)
    error: Optional[str] = None  # the README could not be turned into a run
    # Variables the cmake line passes as CMAKE_ASC_ARCHITECTURES: every run gives them its architecture.
    arch_vars: List[str] = dataclasses.field(default_factory=list)


def find_build_section(text: str) -> Optional[List[str]]:
    """The lines of the build-and-run section (heading excluded), or None."""
    lines = text.splitlines()
    in_fence = False
    start = level = None
    for i, line in enumerate(lines):
        if FENCE_RE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        m = HEADING_RE.match(line)
        if not m:
            continue
        depth = len(m.group(1))
        if start is None:
            if SECTION_RE.search(m.group(2)):
                start, level = i + 1, depth
        elif depth <= level:
            return lines[start:i]
    return None if start is None else lines[start:]


def code_blocks(lines: Sequence[str], first_line_no: int = 1) -> List[Block]:
    blocks: List[Block] = []
    cur: Optional[Block] = None
    fence = ""
    for i, line in enumerate(lines):
        m = FENCE_RE.match(line)
        if cur is None:
            if m:
                fence = m.group(1)[0] * 3
                cur = Block(m.group(2).lower(), [], first_line_no + i)
        elif line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
            blocks.append(cur)
            cur = None
        else:
            cur.lines.append(line)
    if cur is not None:  # unterminated fence: keep what there is
        blocks.append(cur)
    return blocks


def strip_comment(line: str) -> Tuple[str, str]:
    """Split a shell line into (code, comment); '#' starts a comment at line start or after a blank."""
    m = re.search(r"(^|\s)#", line)
    if not m:
        return line.rstrip(), ""
    return line[: m.start()].rstrip(), line[m.end():].strip()


def logical_lines(block_lines: Sequence[str]) -> List[Tuple[str, str]]:
    """(code, comment) per logical line, backslash continuations joined."""
    out: List[Tuple[str, str]] = []
    pending = ""
    for raw in block_lines:
        code, comment = strip_comment(raw.replace("\t", " "))
        if code.endswith("\\"):
            pending += code[:-1] + " "
            continue
        out.append(((pending + code).strip(), comment))
        pending = ""
    if pending.strip():
        out.append((pending.strip(), ""))
    return out


def split_commands(code: str) -> List[str]:
    return [c.strip() for c in re.split(r"\s*(?:;|&&)\s*", code) if c.strip()]


def command_words(code: str) -> List[str]:
    try:
        return shlex.split(code)
    except ValueError:
        return code.split()


def is_command_line(code: str) -> bool:
    """Whether a (comment-stripped) line of a code block is a shell command, not printed output."""
    for cmd in split_commands(code):
        words = command_words(cmd)
        if not words:
            continue
        w = words[0]
        if all(ASSIGN_RE.match(x) for x in words):
            return True
        if w in ("cmake", "make", "mkdir", "cd", "source", ".", "export", "rm", "bash", "sh", "ctest", "ninja",
                 "cat", "ls", "echo", "cp", "mv", "head", "tail", "grep", "chmod"):
            return True
        if re.match(r"^python[0-9.]*$", w) or w.startswith("./") or w.startswith("msopprof"):
            return True
    return False


def is_directory_tree(codes: Sequence[str]) -> bool:
    """Whether a block draws a directory tree (├── dump, └── x.bin): a listing, not a program's output."""
    return all(TREE_LINE_RE.match(c) for c in codes)


def parse_option_table(lines: Sequence[str]) -> Dict[str, str]:
    """{option name: its values cell} from the | option | values | description | rows. The values are
    the second column unless the table's header names another (| 参数 | 说明 | 可选值 | 默认值 |). A table
    whose header's first cell is an option (| SCENARIO_NUM | 版本 | 说明 |) lists its values down that column."""
    table: Dict[str, str] = {}
    column = 1
    down: Optional[str] = None  # the option a values-down-the-column table lists
    for n, line in enumerate(lines):
        s = line.strip()
        if not s.startswith("|"):
            column, down = 1, None  # a table ended: the next one has its own header
            continue
        cells = [c.strip() for c in s.strip("|").split("|")]
        if TABLE_RULE_RE.match(s):
            continue
        name = cells[0].replace("`", "").strip()
        if down is not None:
            table[down] = f"{table[down]}、{name}" if table.get(down) else name
            continue
        is_header = n + 1 < len(lines) and TABLE_RULE_RE.match(lines[n + 1].strip()) is not None
        if is_header and OPTION_NAME_RE.match(name) and name not in table:
            down = name
            table[down] = ""
            continue
        if len(cells) < 2:
            continue
        header = [i for i, c in enumerate(cells) if VALUES_HEADER_RE.match(c)]
        if header and not OPTION_NAME_RE.match(name):
            column = header[0]
            continue
        if OPTION_NAME_RE.match(name) and column < len(cells):
            table.setdefault(name, cells[column])
    return table


def parse_values(cell: str) -> List[str]:
    """Values from a table cell such as "`1`（默认）、`2`", "1、2", "`1`、`2`　　", "1-4"."""
    cell = re.sub(r"[（(]\s*(默认|default)\s*[)）]", " ", cell, flags=re.I)
    tokens = re.findall(r"`([^`]+)`", cell)
    if not tokens:
        tokens = [t for t in re.split(r"[、,，/;；\s]+", cell) if t]
    values: List[str] = []
    for tok in tokens:
        tok = tok.strip()
        m = re.match(r"^(\d+)\s*[-~～]\s*(\d+)$", tok)
        if m and int(m.group(1)) <= int(m.group(2)):
            values.extend(str(v) for v in range(int(m.group(1)), int(m.group(2)) + 1))
        elif tok:
            values.append(tok)
    return list(dict.fromkeys(values))


# A values cell that depends on another option: "`COPY_DST=UB`: 1-8; `COPY_DST=L1`: 1-7".
CONDITIONAL_VALUES_RE = re.compile(r"`?([A-Z][A-Z0-9_]*)=([^`:：\s]+)`?\s*[:：]\s*([^;；]+)")


def conditional_values(cell: str) -> Dict[Tuple[str, str], List[str]]:
    """{(other option, its value): the values allowed then} from such a cell; {} for a plain one."""
    return {(m.group(1), m.group(2)): parse_values(m.group(3)) for m in CONDITIONAL_VALUES_RE.finditer(cell)}


def values_from_comment(comment: str) -> List[str]:
    """Scenario values from a comment: "取值为1、2", "(1=Gather，2=GatherB)", "1-4"."""
    pairs = re.findall(r"(?<![\w.])(\d+)\s*[=:：]", comment)
    if len(pairs) >= 2:
        return list(dict.fromkeys(pairs))
    m = re.search(r"(?:取值为|取值|可选值|有效值|values?:?)\s*[:：]?\s*([\d、,，\s~\-～或和]+)", comment)
    if m:
        vals = parse_values(re.sub(r"[或和]", "、", m.group(1)))
        if len(vals) >= 2:
            return vals
    return []


def parse_commands(block: Block, spec: ExampleSpec) -> Tuple[List[Step], Dict[str, Tuple[str, str]]]:
    """Steps of the command block and its variable assignments {name: (value, comment)}."""
    steps: List[Step] = []
    assigns: Dict[str, Tuple[str, str]] = {}
    cwd = "src"
    for code, comment in logical_lines(block.lines):
        for cmd in split_commands(code):
            words = command_words(cmd)
            if not words:
                continue
            if words[0] == "export" and len(words) > 1 and all(ASSIGN_RE.match(x) and "$" not in x for x in words[1:]):
                words = words[1:]  # export A=1: a literal the later commands see, as after A=1
            w = words[0]
            matches = [ASSIGN_RE.match(x) for x in words]
            if all(matches):
                # Only assignments (A=1 B=2): the shell sets each variable.
                for m in matches:
                    assigns[m.group(1)] = (m.group(2), comment)
                continue
            if w == "mkdir":
                continue  # the runner makes the build directory
            if w == "cd":
                if len(words) == 2 and words[1].rstrip("/") == "build":
                    cwd = "build"
                else:
                    spec.notes.append(f"ignored: {cmd}")
                continue
            if w in ("source", "."):
                spec.notes.append(f"ignored (the runner sets the toolkit environment): {cmd}")
                continue
            if w == "cmake" and "--build" in words:
                steps.append(Step("build", ["cmake", "--build", BUILD], "build", cmd))
                continue
            if w == "cmake":
                steps.append(Step("configure", configure_argv(words[1:], spec), "build", cmd))
                continue
            if w in ("make", "ninja"):
                steps.append(Step("build", ["cmake", "--build", BUILD], "build", cmd))
                continue
            if re.match(r"^python[0-9.]*$", w):
                script = next((a for a in words[1:] if not a.startswith("-")), "")
                base = os.path.basename(script)
                kind = "gen_data" if "gen_data" in base else "verify" if "verify" in base else "python"
                steps.append(Step(kind, [PY] + words[1:], cwd, cmd))
                continue
            if w.startswith("./"):
                steps.append(Step("run", words, cwd, cmd))
                continue
            if w == "msopprof":
                # The program runs under the profiler: its output is the run's. The README asks the user to
                # put the chip's name (npu-smi's "Chip Name_NPU Name") for <soc_version>.
                steps.append(Step("run", [a.replace("<soc_version>", SOC_VERSION) for a in words], cwd, cmd))
                continue
            spec.notes.append(f"unrecognised command run as-is: {cmd}")
            steps.append(Step("command", words, cwd, cmd))
    return steps, assigns


def configure_argv(args: Sequence[str], spec: ExampleSpec) -> List[str]:
    """cmake -S <copy> -B <copy>/build plus the README's -D options (architecture dropped: forced later)."""
    out = ["cmake", "-S", SRC, "-B", BUILD]
    it = iter(args)
    for a in it:
        if a == "-D":
            a = "-D" + next(it, "")
        if a.startswith("-D"):
            name = a[2:].split("=", 1)[0].split(":", 1)[0]
            if name == "CMAKE_ASC_ARCHITECTURES":
                spec.arch_vars.extend(m.group(1) or m.group(2) for m in VAR_REF_RE.finditer(a))
                continue
            out.append(a)
        elif a in ("..", ".", "../"):
            continue
        elif a in ("-S", "-B"):
            next(it, None)
        else:
            out.append(a)
            spec.notes.append(f"cmake argument kept as-is: {a}")
    return out


def referenced_vars(steps: Sequence[Step]) -> List[str]:
    names: List[str] = []
    for st in steps:
        for a in st.argv:
            for m in VAR_REF_RE.finditer(a):
                names.append(m.group(1) or m.group(2))
    return list(dict.fromkeys(names))


def parse_readme(text: str, rel: str = "") -> ExampleSpec:
    spec = ExampleSpec(rel)
    section = find_build_section(text)
    if section is None:
        spec.error = "README has no build-and-run section"
        return spec
    blocks = code_blocks(section)
    # The recipe is the block with a cmake line that also runs the program; a section may first show a lone
    # cmake line (how to pick a case) before the block that builds and runs. Without such a block: the first
    # block with a cmake line.
    cmake_blocks = [b for b in blocks if any(
        command_words(c)[:1] == ["cmake"] for code, _ in logical_lines(b.lines) for c in split_commands(code))]
    cmd_block = next((b for b in cmake_blocks
                      if any(st.kind == "run" for st in parse_commands(b, ExampleSpec(rel))[0])),
                     cmake_blocks[0] if cmake_blocks else None)
    if cmd_block is None:
        spec.error = "no command block with a cmake line in the build-and-run section"
        return spec
    steps, assigns = parse_commands(cmd_block, spec)
    kinds = [s.kind for s in steps]
    if "configure" not in kinds:
        spec.error = "no cmake configure command"
        return spec
    if "build" not in kinds:
        steps.insert(kinds.index("configure") + 1, Step("build", ["cmake", "--build", BUILD], "build", "(added)"))
        spec.notes.append("no make/cmake --build in the README: build step added")
    if "run" not in kinds:
        spec.notes.append("no ./<program> command in the README")

    table = parse_option_table(section)
    # Scenario options: variables the block assigns and then uses, plus SCENARIO options of the
    # table that the cmake line sets to a literal or not at all.
    svars = [v for v in referenced_vars(steps) if v in assigns and v not in spec.arch_vars]
    for name in table:
        if "SCENARIO" in name and name not in svars:
            svars.append(name)
            _bind_option(steps, name, spec)
    for v in referenced_vars(steps):
        if v in spec.arch_vars:
            spec.notes.append(f"${v} is the cmake line's CMAKE_ASC_ARCHITECTURES: the run's architecture")
        elif v not in svars:
            spec.notes.append(f"${v} is never assigned: left to the shell environment")
    value_lists: List[List[str]] = []
    sources: List[str] = []
    conditions: Dict[str, Dict[Tuple[str, str], List[str]]] = {}
    for v in svars:
        vals: List[str] = []
        if v in table:
            conditions[v] = conditional_values(table[v])
            vals = (list(dict.fromkeys(x for allowed in conditions[v].values() for x in allowed))
                    if conditions[v] else parse_values(table[v]))
            sources.append("table")
        if not vals and v in assigns:
            vals = values_from_comment(assigns[v][1])
            if vals:
                sources.append("comment")
        if not vals and v in assigns:
            vals = [assigns[v][0]]
            sources.append("assignment")
            spec.notes.append(f"no list of values for {v}: only the README's {v}={assigns[v][0]}")
        if not vals:
            spec.error = f"no value for {v}"
            return spec
        value_lists.append(vals)
    spec.scenario_vars = svars
    combos = [dict(zip(svars, combo)) for combo in itertools.product(*value_lists)]
    # A value listed only for some value of another option runs with that value only.
    combos = [c for c in combos if all(c[v] in allowed for v, cond in conditions.items()
                                       for (other, other_value), allowed in cond.items()
                                       if c.get(other) == other_value)]
    spec.scenarios = combos if svars else [{}]
    spec.scenario_source = "+".join(dict.fromkeys(sources))
    for name, cell in table.items():
        if name not in TOOLKIT_OPTIONS and name not in svars:
            spec.notes.append(f"option {name} ({', '.join(parse_values(cell))}) is not a scenario: "
                              "the README's default is used")
    spec.steps = steps

    # The expected output: the first block of the section that holds no command; when there are several,
    # each scenario takes the one its option description names (scenario_result_blocks).
    results = [b for b in blocks if b is not cmd_block and is_result_block(b)]
    if results:
        spec.pass_lines = block_lines(results[0])
    if len(results) > 1:
        for label, block in scenario_result_blocks(section, results, spec, table).items():
            spec.scenario_pass_lines[label] = block_lines(block)
    if not spec.pass_lines:
        spec.pass_lines = ["test pass!"]
        spec.notes.append('no result block in the README: expecting "test pass!"')
    return spec


def is_result_block(b: Block) -> bool:
    """Whether a code block shows a program's output: no command line in it, and not a directory tree."""
    codes = [c for c, _ in logical_lines(b.lines) if c]
    return bool(codes) and not any(is_command_line(c) for c in codes) and not is_directory_tree(codes)


def block_lines(b: Block) -> List[str]:
    return [ln.strip() for ln in b.lines if ln.strip()]


def lead_text(section: Sequence[str], b: Block) -> str:
    """The prose that introduces a block: its nearest non-blank line above, up to the first comma or colon
    ("- Case 1的栈溢出场景，日志中会出现如下错误信息：" gives "Case 1的栈溢出场景")."""
    for i in range(b.line_no - 2, -1, -1):
        text = section[i].strip()
        if text:
            text = re.sub(r"^[-*+]\s+|^\d+[.)、]\s*", "", text)
            return re.split(r"[，,:：]", text, 1)[0].strip()
    return ""


# "1：Case 1的溢出场景，2：Case 1的优化场景": a value and what it selects, in an option's description.
VALUE_DESCRIPTION_RE = re.compile(r"(?<![0-9A-Za-z_.])([0-9A-Za-z_]+)\s*[:：]\s*([^，,；;。:：|]+?)(?=\s*(?:[，,；;。|]|$))")


def covered(description: str, lead: str) -> int:
    """How many characters of a value's description the lead text holds, in order."""
    matcher = difflib.SequenceMatcher(None, description, lead, autojunk=False)
    return sum(m.size for m in matcher.get_matching_blocks())


def scenario_result_blocks(section: Sequence[str], results: Sequence[Block], spec: ExampleSpec,
                           table: Dict[str, str]) -> Dict[str, Block]:
    """{scenario label: its result block} when the README shows one result block per kind of scenario:
    the scenario variable's row in the option table describes each value ("1：Case 1的溢出场景"), and each
    result block's lead line names one ("Case 1的栈溢出场景"). A scenario takes the block whose lead covers most
    of its value's description; a tie keeps the first block for it."""
    if len(spec.scenario_vars) != 1 or spec.scenario_vars[0] not in table:
        return {}
    var = spec.scenario_vars[0]
    row = next((ln for ln in section if ln.strip().startswith("|") and
                ln.strip().strip("|").split("|")[0].replace("`", "").strip() == var), "")
    described = {m.group(1): m.group(2).strip() for m in VALUE_DESCRIPTION_RE.finditer(row)}
    leads = [lead_text(section, b) for b in results]
    chosen: Dict[str, Block] = {}
    for values in spec.scenarios:
        desc = described.get(values[var])
        if not desc:
            continue
        scores = [covered(desc, lead) for lead in leads]
        best = max(scores)
        if scores.count(best) == 1 and best > 0:
            chosen[scenario_label(values)] = results[scores.index(best)]
    if chosen:
        spec.notes.append(f"{len(results)} result blocks: each {var} value expects the block its description names")
    return chosen


def _bind_option(steps: List[Step], name: str, spec: ExampleSpec) -> None:
    """Make the configure step set -D<name>=$<name> (replacing a literal value, or adding it)."""
    for st in steps:
        if st.kind != "configure":
            continue
        for i, a in enumerate(st.argv):
            if a.startswith(f"-D{name}=") or a.startswith(f"-D{name}:"):
                st.argv[i] = f"-D{name}=${name}"
                return
        st.argv.append(f"-D{name}=${name}")
        spec.notes.append(f"-D{name} not on the README's cmake line: added for each listed value")
        return


def substitute(arg: str, values: Dict[str, str]) -> str:
    return VAR_REF_RE.sub(lambda m: values.get(m.group(1) or m.group(2), m.group(0)), arg)


def scenario_label(values: Dict[str, str]) -> str:
    return ",".join(f"{k}={v}" for k, v in values.items()) if values else "-"


def scenario_dir(values: Dict[str, str]) -> str:
    """A directory name for the scenario with no shell/make-special characters: SCENARIO_NUM_2."""
    if not values:
        return "default"
    return "-".join(re.sub(r"[^A-Za-z0-9_.]", "_", f"{k}_{v}") for k, v in values.items())


# --------------------------------------------------------------------------------------------
# Planning
# --------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Run:
    example: str
    scenario: str
    scenario_dir: str
    steps: List[Step]
    pass_lines: List[str]
    error: Optional[str] = None  # set when the README could not be parsed
    arch: str = DEFAULT_ARCH


def discover(examples_dir: str) -> Tuple[List[str], List[str]]:
    """(example dirs relative to examples_dir, dirs skipped because the README has no build section)."""
    found, skipped = [], []
    for root, dirs, files in os.walk(examples_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != "build")
        if "CMakeLists.txt" in files and "README.md" in files:
            rel = os.path.relpath(root, examples_dir)
            with open(os.path.join(root, "README.md"), encoding="utf-8", errors="replace") as f:
                if find_build_section(f.read()) is not None:
                    found.append(rel)
                else:
                    skipped.append(rel)
    return sorted(found), sorted(skipped)


def runs_of(spec: ExampleSpec, arch: str = DEFAULT_ARCH, extra_cmake: Sequence[str] = (),
            build_jobs: int = 1) -> List[Run]:
    """The runs of a parsed example: one per scenario, $VARS filled in, the architecture forced."""
    if spec.error:
        return [Run(spec.rel, "-", "default", [], [], spec.error)]
    runs = []
    for values in spec.scenarios:
        steps = []
        bound = {**values, **{v: arch for v in spec.arch_vars}}
        for st in spec.steps:
            argv = [substitute(a, bound) for a in st.argv]
            if st.kind == "configure":
                argv = argv[:5] + [f"-DCMAKE_ASC_ARCHITECTURES={arch}"] + argv[5:] + list(extra_cmake)
            elif st.kind == "build" and argv[:2] == ["cmake", "--build"]:
                argv += ["-j", str(build_jobs)]
            steps.append(Step(st.kind, argv, st.cwd, st.origin))
        expected = spec.scenario_pass_lines.get(scenario_label(values), spec.pass_lines)
        runs.append(Run(spec.rel, scenario_label(values), scenario_dir(values), steps, list(expected), arch=arch))
    return runs


def plan_example(examples_dir: str, rel: str, arch: str = DEFAULT_ARCH, extra_cmake: Sequence[str] = (),
                 build_jobs: int = 1) -> Tuple[ExampleSpec, List[Run]]:
    with open(os.path.join(examples_dir, rel, "README.md"), encoding="utf-8", errors="replace") as f:
        spec = parse_readme(f.read(), rel)
    cmake_lists = os.path.join(examples_dir, rel, "CMakeLists.txt")
    with open(cmake_lists, encoding="utf-8", errors="replace") as f:
        if select_npu_arch(f.read(), arch) is not None:
            spec.notes.append(f"CMakeLists.txt: its commented --npu-arch={arch} line selected for the deployed NPU")
    return spec, runs_of(spec, arch, extra_cmake, build_jobs)


# An option line of a CMakeLists.txt naming an NPU architecture, active or commented out.
NPU_ARCH_LINE_RE = re.compile(r"^(\s*)(#\s*)?(.*--npu-arch=(dav-\w+).*)$")


def select_npu_arch(text: str, arch: str) -> Optional[str]:
    """The CMakeLists.txt text with `arch` selected, or None when there is nothing to select.

    Some examples hard-code `--npu-arch=<another chip>` and offer the others as commented-out lines,
    with a comment telling the user to pick the one of the NPU they deploy on (as a 950 user does).
    Only that offer is followed: an active line for another architecture is commented out and the
    commented line for `arch` enabled. A file without such a commented line is left as it is (its
    architecture then reaches the compiler, which refuses an architecture it does not build for).
    """
    lines = text.split("\n")
    active, offered = [], []
    for i, line in enumerate(lines):
        m = NPU_ARCH_LINE_RE.match(line)
        if not m:
            continue
        if m.group(2) is None and m.group(4) != arch:
            active.append(i)
        elif m.group(2) is not None and m.group(4) == arch:
            offered.append(i)
    if not active or len(offered) != 1:
        return None
    for i in active:
        m = NPU_ARCH_LINE_RE.match(lines[i])
        lines[i] = f"{m.group(1)}# {m.group(3)}"
    m = NPU_ARCH_LINE_RE.match(lines[offered[0]])
    lines[offered[0]] = f"{m.group(1)}{m.group(3)}"
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Judgement
# --------------------------------------------------------------------------------------------


@dataclasses.dataclass
class StepResult:
    kind: str
    argv: List[str]
    returncode: Optional[int]  # negative: killed by that signal; None: not started
    timed_out: bool = False
    output: str = ""
    log: str = ""
    seconds: float = 0.0


def truncate(text: str, limit: int = ERROR_TEXT_MAX) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def first_error_line(output: str) -> Optional[str]:
    lines = output.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(TRACEBACK_HEAD):
            # The exception line: the first line after the frames that is not indented.
            for tail in lines[i + 1:]:
                if tail.strip() and not tail[0].isspace():
                    return tail.strip()
            return line.strip()
        if STRONG_ERROR_RE.search(line):
            if line.startswith("CMake Error") and line.rstrip().endswith(":"):
                # CMake puts the message on the indented lines below the location.
                more = next((ln.strip() for ln in lines[i + 1:] if ln.strip()), "")
                return f"{line.strip()} {more}".strip()
            return line.strip()
    for line in lines:
        if WEAK_ERROR_RE.search(line):
            return line.strip()
    return None


def last_line(output: str) -> str:
    return next((ln.strip() for ln in reversed(output.splitlines()) if ln.strip()), "")


def signal_name(returncode: int) -> str:
    try:
        return signal.Signals(-returncode).name
    except ValueError:
        return f"signal {-returncode}"


def step_fatal(r: StepResult) -> Optional[str]:
    """Why this step ends the run as a failure, or None. The demo's exit status is not trusted."""
    if r.returncode is None:
        return None
    if r.timed_out:
        return "timeout"
    if r.returncode < 0:
        return signal_name(r.returncode)
    if r.returncode != 0 and r.kind != "run":
        return f"exit {r.returncode}"
    return None


# Placeholders a README's result block writes for what varies from run to run ("for fixed xxx bytes",
# "<your_path>/09_log/log.asc"): a lowercase run of three or more x standing alone, or a lowercase <name_with_underscore>.
PLACEHOLDER_RE = re.compile(r"(?<![A-Za-z0-9])x{3,}(?![A-Za-z0-9])|<[a-z][a-z0-9]*_[a-z0-9_]*>")


# A device address a README's result block shows (printf's %p of a GM pointer: "0x120000016000") is where the
# device's runtime placed an allocation on the machine that produced the README; a 64-bit virtual address
# (more than 8 hex digits) matches any address. Shorter hex numbers (bit patterns, sizes, error codes) stay literal.
ADDRESS_RE = re.compile(r"(?<![0-9A-Za-z_])0x[0-9a-fA-F]{9,16}(?![0-9A-Za-z_])")

# A cycle count a README's result block shows after "cycle :" (the difference of two clock() readings,
# Utils-API/调测接口/clock.md) is what one device run measured: it varies from run to run, and whether the
# simulator's modeled count is close is the timing model's question (sim/docs/timing_model.md §9 compares them),
# not the functional check's: any count matches.
CYCLE_COUNT_RE = re.compile(r"(?<=[Cc]ycle : )\d+(?![0-9.])|(?<=[Cc]ycles : )\d+(?![0-9.])")

# Each varying field of an expected line and the pattern it becomes.
VARYING_RE = re.compile(f"(?P<address>{ADDRESS_RE.pattern})|(?P<cycles>{CYCLE_COUNT_RE.pattern})")
VARYING_PATTERN = {"address": "0x[0-9a-fA-F]+", "cycles": r"\d+"}


# Punctuation a README may write with or without the space the program prints after it ("tolerance:0.0001"
# for "tolerance: 0.0001", or the other way round): the one space after it is optional; every other space
# of the expected line is not.
LOOSE_PUNCTUATION = ":：,，;；="


def _loose_literal(text: str) -> str:
    out, prev = [], ""
    for ch in text:
        if not (ch == " " and prev and prev in LOOSE_PUNCTUATION):  # that space: the optional one below
            out.append(re.escape(ch))
        if ch in LOOSE_PUNCTUATION:
            out.append(" ?")
        prev = ch
    return "".join(out)


def _literal_with_varying(text: str) -> str:
    out, pos = [], 0
    for m in VARYING_RE.finditer(text):
        out += [_loose_literal(text[pos:m.start()]), VARYING_PATTERN[m.lastgroup or ""]]
        pos = m.end()
    return "".join(out + [_loose_literal(text[pos:])])


def pass_line_pattern(line: str) -> "re.Pattern[str]":
    """An expected line (spaces folded) as a search pattern: literal text, each placeholder any non-space text,
    each device address any hex address, each measured cycle count any count."""
    parts = PLACEHOLDER_RE.split(" ".join(line.split()))
    return re.compile(r"\S+".join(_literal_with_varying(p) for p in parts))


def match_pass_lines(expected: Sequence[str], output_lines: Sequence[str]) -> List[str]:
    """The expected lines not found: each needs its own output line containing it (spaces folded; a
    placeholder matches any non-space text)."""
    norm_out = [" ".join(ln.split()) for ln in output_lines]
    used = [False] * len(norm_out)
    missing = []
    for exp in expected:
        e = pass_line_pattern(exp)
        for i, ln in enumerate(norm_out):
            if not used[i] and e.search(ln):
                used[i] = True
                break
        else:
            missing.append(exp)
    return missing


# A source position in a message: add.asc:88, log.cpp:12.
SOURCE_LINE_RE = re.compile(r"(\.(?:asc|cpp|cc|h|hpp)):\d+\b")


def stale_line_number(expected: str, output_lines: Sequence[str]) -> Optional[str]:
    """The output line an expected line matches once its source line numbers may be any number, or None.
    A README written before its source was edited names old line numbers: still a failure, with that cause."""
    if not SOURCE_LINE_RE.search(expected):
        return None
    parts = [re.escape(p) for p in PLACEHOLDER_RE.split(" ".join(expected.split()))]
    pattern = re.compile(r"\S+".join(SOURCE_LINE_RE.sub(r"\1:\\d+", p.replace("\\:", ":")) for p in parts))
    for ln in output_lines:
        norm = " ".join(ln.split())
        m = pattern.search(norm)
        if m:
            return m.group(0)
    return None


# A README can be wrong about its own program: written against another revision of the source, or with text the
# program does not print. Both are proven from the shipped sources alone (the example's files, `sources`: name ->
# lines); a failing run whose every missing line is so proven is a proven example defect.
README_DEFECT_PREFIX = "example defect (proof: the shipped source): "
README_DEFECT = "readme"  # RunResult.defect_rule of such a run
ASSERT_AT_RE = re.compile(r"([A-Za-z0-9_.-]+\.(?:asc|cpp|cc|c|h|hpp)):(\d+):.*Assertion `(.+)' failed")
SOURCE_SUFFIXES = (".asc", ".cpp", ".cc", ".c", ".h", ".hpp", ".py", ".sh")


def _folded(text: str) -> str:
    return "".join(text.split())


def stale_lines_proof(expected: Sequence[str], sources: Dict[str, List[str]]) -> Optional[str]:
    """Proof that the README's source line numbers are another revision's: an assertion message the README
    shows at <file>:<N> whose expression is not on line N of the shipped file but is on another line."""
    for exp in expected:
        m = ASSERT_AT_RE.search(exp)
        if not m or m.group(1) not in sources:
            continue
        name, n, expr = m.group(1), int(m.group(2)), m.group(3)
        lines, want = sources[name], _folded(m.group(3))
        at = [i for i, ln in enumerate(lines, 1) if want in _folded(ln)]
        if at and n not in at:
            return f"the README shows the assert `{expr}` at {name}:{n}, the shipped {name} has it at line {at[0]}"
    return None


def unprinted_text_proof(expected: str, output_lines: Sequence[str], sources: Dict[str, List[str]]) -> Optional[str]:
    """Proof that a README line (literal: no placeholder, no varying number) is text the program does not print:
    no file of the example contains it, and a line the program printed instead, nearly the same text, is a
    literal of the source."""
    text = " ".join(expected.split())
    if PLACEHOLDER_RE.search(text) or VARYING_RE.search(text) or len(text) < 12:
        return None
    if any(_folded(text) in _folded(ln) for lines in sources.values() for ln in lines):
        return None
    for out in (" ".join(o.split()) for o in output_lines):
        if not out or difflib.SequenceMatcher(None, text, out).ratio() < 0.9:
            continue
        for name, lines in sorted(sources.items()):
            at = next((i for i, ln in enumerate(lines, 1) if _folded(out) in _folded(ln)), None)
            if at:
                return f'no file of the example holds the README\'s "{text}"; {name}:{at} prints "{out}"'
    return None


def readme_defect_proof(missing: Sequence[str], expected: Sequence[str], output_lines: Sequence[str],
                        sources: Dict[str, List[str]]) -> Optional[str]:
    """The proof for every missing line (stale line numbers or unprinted text), or None if one has none."""
    stale = stale_lines_proof(expected, sources)
    proofs = []
    for exp in missing:
        if stale and stale_line_number(exp, output_lines):
            proofs.append(stale)
            continue
        text = unprinted_text_proof(exp, output_lines, sources)
        if not text:
            return None
        proofs.append(text)
    return "; ".join(dict.fromkeys(proofs)) if proofs else None


def read_sources(example_dir: str) -> Dict[str, List[str]]:
    """The example's own files that make or run its program, by file name: headers and scripts, and of the
    translation units those the build compiled (an object file <name>.o in its build tree; all of them when there
    is none), since one project may build one source per scenario."""
    compiled = {name[:-2] for _, _, files in os.walk(os.path.join(example_dir, "build"))
                for name in files if name.endswith(".o")}
    units = (".asc", ".cpp", ".cc", ".c")
    out: Dict[str, List[str]] = {}
    for root, dirs, files in os.walk(example_dir):
        dirs[:] = sorted(d for d in dirs if d != "build")
        for name in sorted(files):
            if name.endswith(units) and compiled and name not in compiled:
                continue
            if name.endswith(SOURCE_SUFFIXES):
                with open(os.path.join(root, name), encoding="utf-8", errors="replace") as f:
                    out.setdefault(name, f.read().splitlines())
    return out


def judge(results: Sequence[StepResult], pass_lines: Sequence[str], strip: str = "",
          sources: Optional[Dict[str, List[str]]] = None) -> Tuple[str, str, Optional[int]]:
    """(PASS|FAIL, first error, index of the step blamed). `strip` is removed from the error text
    (the copy's path, so that a compiler error names add.asc:12:3 rather than the scratch path); `sources`
    (read_sources) lets a README's own error be proven (README_DEFECT_PREFIX)."""
    verdict, text, blame = _judge(results, pass_lines, sources or {})
    if verdict == "PASS":
        race = next((ln.strip() for r in results if r.kind == "run" for ln in r.output.splitlines()
                     if RACECHECK_RE.search(ln)), None)
        if race:
            text = RACECHECK_NOTE + race
    if verdict == "FAIL" and not text.startswith(README_DEFECT_PREFIX):
        # A simulator finding in the demo's output is the cause of a wrong result that verify reports.
        finding = next((ln.strip() for r in results if r.kind == "run" for ln in r.output.splitlines()
                        if SANITIZER_FINDING_RE.search(ln)), None)
        if finding is None:
            finding = next((ln.strip() for r in results if r.kind == "run" for ln in r.output.splitlines()
                            if READBACK_WARNING_RE.search(ln)), None)
        if finding and finding not in text:
            text = f"{finding} (then: {text})"
    if strip:
        text = text.replace(strip.rstrip("/") + "/", "")
    return verdict, truncate(text), blame


def _judge(results: Sequence[StepResult], pass_lines: Sequence[str],
           sources: Dict[str, List[str]]) -> Tuple[str, str, Optional[int]]:
    for i, r in enumerate(results):
        why = step_fatal(r)
        if why:
            err = first_error_line(r.output)
            if why == "timeout":
                text = f"timeout after {r.seconds:.0f} s" + (f": {err}" if err else "")
            elif why.startswith("SIG") or why.startswith("signal"):
                text = f"{why}" + (f": {err}" if err else "")
            else:
                text = err or f"{r.kind} {why}" + (f": {last_line(r.output)}" if last_line(r.output) else "")
            return "FAIL", text, i
    checked = [(i, r) for i, r in enumerate(results) if r.kind in ("run", "verify") and r.returncode is not None]
    # A README whose expected output is the error a failing kernel reports (a troubleshooting example) expects
    # the program's own check to fail after it: that verdict is then not the run's failure.
    expects_error = any(EXPECTED_ERROR_RE.search(ln) for ln in pass_lines)
    for i, r in checked:
        for line in r.output.splitlines():
            if FAILURE_LINE_RE.search(line) and not PLOG_LINE_RE.match(line) and not expects_error:
                return "FAIL", line.strip(), i
    # A sanitizer finding stops the launch it is in: whatever the program prints after (a demo that ignores
    # aclrtSynchronizeStream's error still says "test pass!"), its kernel did not finish. racecheck is the
    # exception: it judges a launch after every core ran to its end, so the outputs are the kernel's own;
    # such a run passes on its output and carries the report (judge, RACECHECK_NOTE).
    for i, r in checked:
        finding = next((ln.strip() for ln in r.output.splitlines()
                        if SANITIZER_FINDING_RE.search(ln) and not RACECHECK_RE.search(ln)), None)
        if r.kind == "run" and finding:
            return "FAIL", finding, i
    lines = [ln for _, r in checked for ln in r.output.splitlines()]
    missing = match_pass_lines(pass_lines, lines)
    if missing:
        blame = checked[-1][0] if checked else (len(results) - 1 if results else None)
        err = next((first_error_line(r.output) for _, r in checked if first_error_line(r.output)), None)
        text = f'no "{missing[0]}" in the output' + (f" ({err})" if err else "")
        stale = stale_line_number(missing[0], lines)
        if stale:
            text = f'the README\'s source line numbers differ from the shipped source: "{missing[0]}" was printed as ' \
                   f'"{stale}"'
        proof = readme_defect_proof(missing, pass_lines, lines, sources) if checked else None
        if proof:
            text = README_DEFECT_PREFIX + proof
        if not checked:
            text = "nothing was run: " + text
        return "FAIL", text, blame
    return "PASS", "", None


# --------------------------------------------------------------------------------------------
# Execution
# --------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Config:
    examples_dir: str
    work_dir: str
    env: Dict[str, str]
    python: str
    timeout: float
    cmake: str = "cmake"


@dataclasses.dataclass
class RunResult:
    example: str
    scenario: str
    verdict: str  # PASS | FAIL | ERROR
    first_error: str
    log_dir: str
    failing_log: str
    steps: List[StepResult]
    seconds: float
    defect_rule: str = ""  # the rules.md rule whose proof shows this failing run's example wrong, or README_DEFECT


def copy_example(src: str, dst: str) -> None:
    """Copy an example (read-only files) so that the copy is writable."""
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if d != "build"]
        target = os.path.join(dst, os.path.relpath(root, src))
        os.makedirs(target, exist_ok=True)
        for name in files:
            s, d = os.path.join(root, name), os.path.join(target, name)
            shutil.copyfile(s, d)
            os.chmod(d, (os.stat(s).st_mode & 0o777) | 0o600)


def remove_tree(path: str) -> None:
    def onerror(func, p, _exc):
        os.chmod(p, 0o700)
        func(p)
    if os.path.lexists(path):
        shutil.rmtree(path, onerror=onerror)


def run_step(argv: List[str], cwd: str, env: Dict[str, str], timeout: float, log: str) -> StepResult:
    start = time.monotonic()
    with open(log, "wb") as f:
        f.write(f"$ {' '.join(shlex.quote(a) for a in argv)}\n# cwd: {cwd}\n".encode())
        f.flush()
        offset = f.tell()
        timed_out = False
        try:
            proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=f,
                                    stderr=subprocess.STDOUT, start_new_session=True)
        except OSError as e:
            f.write(f"cannot start: {e}\n".encode())
            return StepResult("", argv, 127, False, f"cannot start {argv[0]}: {e}", log, 0.0)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            _kill_group(proc)
        except BaseException:
            _kill_group(proc)
            raise
        seconds = time.monotonic() - start
    with open(log, "rb") as f:
        f.seek(offset)
        output = f.read().decode("utf-8", errors="replace")
    rc = proc.returncode
    with open(log, "ab") as f:
        status = (f"timeout after {seconds:.1f} s" if timed_out else
                  f"killed by {signal_name(rc)}" if rc < 0 else f"exit {rc}")
        f.write(f"\n# {status}, {seconds:.1f} s\n".encode())
    return StepResult("", argv, rc, timed_out, output, log, seconds)


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()


def execute_run(run: Run, cfg: Config) -> RunResult:
    start = time.monotonic()
    log_dir = os.path.join(cfg.work_dir, run.example, run.scenario_dir)
    if run.error:
        return RunResult(run.example, run.scenario, "ERROR", truncate(run.error), log_dir, "", [], 0.0)
    try:
        remove_tree(log_dir)
        os.makedirs(log_dir)
        copy = os.path.join(log_dir, os.path.basename(run.example.rstrip("/")) or "example")
        copy_example(os.path.join(cfg.examples_dir, run.example), copy)
        cmake_lists = os.path.join(copy, "CMakeLists.txt")
        with open(cmake_lists, encoding="utf-8", errors="replace") as f:
            selected = select_npu_arch(f.read(), run.arch)
        if selected is not None:
            with open(cmake_lists, "w", encoding="utf-8") as f:
                f.write(selected)
        build = os.path.join(copy, "build")
        os.makedirs(build, exist_ok=True)
        results: List[StepResult] = []
        for n, st in enumerate(run.steps, 1):
            argv = []
            for a in st.argv:
                a = a.replace(BUILD, build).replace(SRC, copy)
                argv.append(cfg.python if a == PY else a)
            if st.kind in ("configure", "build") and argv and argv[0] == "cmake":
                argv[0] = cfg.cmake
            cwd = build if st.cwd == "build" else copy
            r = run_step(argv, cwd, cfg.env, cfg.timeout, os.path.join(log_dir, f"{n}-{st.kind}.log"))
            r.kind = st.kind
            results.append(r)
            if step_fatal(r):
                break
        for st in run.steps[len(results):]:
            results.append(StepResult(st.kind, st.argv, None))
        verdict, err, blame = judge(results, run.pass_lines, strip=copy, sources=read_sources(copy))
        failing_log = results[blame].log if blame is not None and blame < len(results) else ""
        return RunResult(run.example, run.scenario, verdict, err, log_dir, failing_log, results,
                         time.monotonic() - start, README_DEFECT if err.startswith(README_DEFECT_PREFIX) else "")
    except Exception as e:  # a runner error, not the example's
        return RunResult(run.example, run.scenario, "ERROR", truncate(f"runner: {type(e).__name__}: {e}"),
                         log_dir, "", [], time.monotonic() - start)


# --------------------------------------------------------------------------------------------
# Environment
# --------------------------------------------------------------------------------------------


def toolkit_env(toolkit: str, base: Dict[str, str]) -> Dict[str, str]:
    """The environment after `source <toolkit>/set_env.sh` (or its equivalent if there is none)."""
    toolkit = os.path.abspath(toolkit)
    set_env = os.path.join(toolkit, "set_env.sh")
    if os.path.isfile(set_env):
        proc = subprocess.run(["bash", "-c", 'source "$1" >&2 && env -0', "bash", set_env], env=base,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        if proc.returncode != 0:
            raise OSError(f"exit {proc.returncode}: {last_line(proc.stderr.decode(errors='replace'))}")
        out = proc.stdout
        env = {}
        for item in out.decode("utf-8", errors="surrogateescape").split("\0"):
            if "=" in item:
                k, v = item.split("=", 1)
                env[k] = v
        for k in ("_", "SHLVL", "PWD", "OLDPWD"):
            env.pop(k, None)
            if k in base and k != "_":
                env[k] = base[k]
        return env

    def prepend(var: str, value: str) -> None:
        env[var] = value + (os.pathsep + env[var] if env.get(var) else "")

    env = dict(base)
    env["ASCEND_HOME_PATH"] = toolkit
    env["ASCEND_TOOLKIT_HOME"] = toolkit
    env["ASCEND_OPP_PATH"] = os.path.join(toolkit, "opp")
    prepend("LD_LIBRARY_PATH", os.path.join(toolkit, "lib64"))
    prepend("CMAKE_PREFIX_PATH", toolkit)
    prepend("PATH", os.path.join(toolkit, "bin"))
    return env


# --------------------------------------------------------------------------------------------
# Reports
# --------------------------------------------------------------------------------------------


def sort_key(r: RunResult):
    parts = re.split(r"(\d+)", r.scenario)
    return (r.example, [int(p) if p.isdigit() else p for p in parts])


def family_of(rel: str) -> str:
    """The key of the family an example (its path relative to the tree) belongs to."""
    path = rel.replace(os.sep, "/").strip("/") + "/"
    best, best_len = OTHER_FAMILY, -1
    for key, _, prefixes in FAMILIES:
        for prefix in prefixes:
            if path.startswith(prefix.rstrip("/") + "/") and len(prefix) > best_len:
                best, best_len = key, len(prefix)
    return best


def family_title(key: str) -> str:
    return next((title for k, title, _ in FAMILIES if k == key), "not in any family")


def by_family(results: Sequence[RunResult]) -> List[Tuple[str, List[RunResult]]]:
    """(family key, its results) in FAMILIES order, other last; families with no run left out."""
    keys = [k for k, _, _ in FAMILIES] + [OTHER_FAMILY]
    groups: Dict[str, List[RunResult]] = {k: [] for k in keys}
    for r in results:
        groups[family_of(r.example)].append(r)
    return [(k, groups[k]) for k in keys if groups[k]]


def pass_rate(results: Sequence[RunResult]) -> float:
    return sum(r.verdict == "PASS" for r in results) / len(results) if results else 0.0


# The rule table (sim/docs/rules.md, generated from the sim's rule comments) records, for a rule that fires
# on an official example, the page that proves the example wrong: "proof: fires on asc-devkit's 950
# example <name>, ...". A failing run of that example whose first error is a sanitizer finding is then a
# proven example defect: still a failure, its cause named.
DEFAULT_RULES_MD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "rules.md")
PROOF_RE = re.compile(r"proof: fires on asc-devkit's 950 example ([A-Za-z0-9_/]*[A-Za-z0-9_])")
RULE_ROW_RE = re.compile(r"^\|\s*`([a-z]+\.[a-z0-9.-]+)`\s*\|")


def proven_defects(rules_md: str) -> Dict[str, str]:
    """{example directory name, or the tail of its path where the name is not unique: rule id}, from the
    rule table's proof entries."""
    out: Dict[str, str] = {}
    for line in rules_md.splitlines():
        m = RULE_ROW_RE.match(line)
        if not m:
            continue
        for name in PROOF_RE.findall(line):
            out.setdefault(name, m.group(1))
    return out


def annotate_defects(results: Sequence[RunResult], defects: Dict[str, str]) -> None:
    for r in results:
        path = r.example.rstrip("/")
        rule = next((v for k, v in defects.items() if path == k or path.endswith("/" + k)), "")
        if rule and r.verdict == "FAIL" and "[ascend-sim sanitizer]" in r.first_error:
            r.defect_rule = rule
            r.first_error = f"example defect (proof: rules.md {rule}): {r.first_error}"


def summary_line(results: Sequence[RunResult], label: str = "conformance") -> str:
    n = len(results)
    p = sum(r.verdict == "PASS" for r in results)
    e = len({r.example for r in results})
    pct = 100.0 * p / n if n else 0.0
    d = sum(bool(r.defect_rule) for r in results)
    proven = f"; {d} failing runs are proven example defects" if d else ""
    races = sum(r.verdict == "PASS" and r.first_error.startswith(RACECHECK_NOTE) for r in results)
    raced = f"; {races} passing runs carry a racecheck report" if races else ""
    return f"{label}: {p} of {n} runs passed ({pct:.1f} %), {e} examples{proven}{raced}"


def family_summary_lines(results: Sequence[RunResult]) -> List[str]:
    return [summary_line(rs, f"  {key} ({family_title(key)})") for key, rs in by_family(results)]


def text_table(results: Sequence[RunResult]) -> str:
    rows = [("example", "scenario", "result", "first error")]
    rows += [(r.example, r.scenario, r.verdict, r.first_error) for r in results]
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    w2 = max(len(r[2]) for r in rows)
    out = [f"{a:<{w0}}  {b:<{w1}}  {c:<{w2}}  {d}".rstrip() for a, b, c, d in rows]
    out.insert(1, "-" * min(200, w0 + w1 + w2 + 6 + 40))
    return "\n".join(out)


def markdown_table(results: Sequence[RunResult]) -> str:
    def esc(s: str) -> str:
        return s.replace("|", "\\|").replace("`", "'")

    lines = [summary_line(results), ""]
    lines += [f"- {line.strip()}" for line in family_summary_lines(results)]
    for key, rs in by_family(results):
        lines += ["", f"## {family_title(key)} (`{key}`)", "", summary_line(rs, key), "",
                  "| example | scenario | result | first error |", "|---|---|---|---|"]
        for r in rs:
            lines.append(f"| `{r.example}` | {esc(r.scenario)} | {r.verdict} | {esc(r.first_error)} |")
    return "\n".join(lines) + "\n"


def json_report(results: Sequence[RunResult], cfg_info: Dict[str, object]) -> Dict[str, object]:
    n = len(results)
    p = sum(r.verdict == "PASS" for r in results)
    return {
        "summary": {"runs": n, "passed": p, "failed": sum(r.verdict == "FAIL" for r in results),
                    "errors": sum(r.verdict == "ERROR" for r in results),
                    "examples": len({r.example for r in results}), "pass_rate": (p / n if n else 0.0)},
        "families": {key: {"title": family_title(key), "runs": len(rs),
                           "passed": sum(r.verdict == "PASS" for r in rs), "pass_rate": pass_rate(rs),
                           "examples": len({r.example for r in rs})} for key, rs in by_family(results)},
        "config": cfg_info,
        "runs": [{
            "example": r.example, "family": family_of(r.example), "scenario": r.scenario, "result": r.verdict,
            "first_error": r.first_error, "proven_defect": r.defect_rule,
            "log_dir": r.log_dir, "failing_log": r.failing_log, "seconds": round(r.seconds, 2),
            "steps": [{"kind": s.kind, "argv": s.argv, "returncode": s.returncode, "timed_out": s.timed_out,
                       "seconds": round(s.seconds, 2), "log": s.log} for s in r.steps],
        } for r in results],
    }


def list_plan(plans: Sequence[Tuple[ExampleSpec, List[Run]]], out) -> int:
    nruns = 0
    for spec, runs in plans:
        if spec.error:
            print(f"{spec.rel}  [cannot parse: {spec.error}]", file=out)
            continue
        src = f", scenarios from the README's {spec.scenario_source}" if spec.scenario_source else ""
        print(f"{spec.rel}  ({len(runs)} run{'s' if len(runs) != 1 else ''}{src})", file=out)
        for note in spec.notes:
            print(f"    note: {note}", file=out)
        for run in runs:
            nruns += 1
            print(f"  [{run.scenario}]", file=out)
            for st in run.steps:
                where = "" if st.cwd == "build" else "   (in <copy>)"
                print(f"    {st.kind:<9} {st.display()}{where}", file=out)
            print("    expect    " + " | ".join(run.pass_lines), file=out)
    print(f"list: {nruns} runs, {len(plans)} examples", file=out)
    return nruns


def parse_floor(text: str) -> Tuple[str, float]:
    """--min-pass-rate: "0.9" (every run) or "FAMILY=0.9" (that family's runs) -> (family or "", rate)."""
    name, sep, rate = text.partition("=")
    if not sep:
        return "", parse_rate(text)
    name = name.strip()
    if name not in {k for k, _, _ in FAMILIES} | {OTHER_FAMILY}:
        raise argparse.ArgumentTypeError(f"no family {name!r} (one of: {', '.join(k for k, _, _ in FAMILIES)})")
    return name, parse_rate(rate)


def parse_rate(text: str) -> float:
    t = text.strip()
    if t.endswith("%"):
        return float(t[:-1]) / 100.0
    v = float(t)
    return v / 100.0 if v > 1.0 else v


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--examples", default=os.environ.get("ASCSIM_EXAMPLES_DIR"),
                    help="examples tree (default: $ASCSIM_EXAMPLES_DIR)")
    ap.add_argument("--toolkit", default=os.environ.get("ASCEND_HOME_PATH"),
                    help="toolkit prefix holding set_env.sh (default: $ASCEND_HOME_PATH)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="runs in parallel")
    ap.add_argument("--work", help="scratch directory (default: a new temporary directory)")
    ap.add_argument("--filter", help="regular expression searched in the example's relative path")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds per step")
    ap.add_argument("--markdown", help="write the result table as Markdown to this file")
    ap.add_argument("--json", help="write machine-readable results to this file")
    ap.add_argument("--min-pass-rate", type=parse_floor, action="append", default=[], metavar="[FAMILY=]RATE",
                    help="exit 1 if the passing fraction of runs is below RATE (0.8, 80%%): of every run, or "
                         "with FAMILY= of that family's (" + ", ".join(k for k, _, _ in FAMILIES) + "); repeatable")
    ap.add_argument("--python", default=sys.executable, help="interpreter for the examples' scripts")
    ap.add_argument("--cmake", default="cmake", help="cmake executable")
    ap.add_argument("--arch", default=DEFAULT_ARCH, help="CMAKE_ASC_ARCHITECTURES for every example")
    ap.add_argument("--cmake-arg", action="append", default=[], help="extra configure argument (repeatable)")
    ap.add_argument("--build-jobs", type=int, default=1, help="parallel jobs of each example's build")
    ap.add_argument("--list", action="store_true", help="print the runs and their commands, run nothing")
    ap.add_argument("--rules", default=DEFAULT_RULES_MD,
                    help="the simulator's rule table, whose proofs name example defects (default: sim/docs/rules.md)")
    args = ap.parse_args(argv)

    if not args.examples:
        ap.error("no examples tree: --examples DIR or ASCSIM_EXAMPLES_DIR")
    examples_dir = os.path.abspath(args.examples)
    if not os.path.isdir(examples_dir):
        print(f"run_examples: {examples_dir}: not a directory", file=sys.stderr)
        return 1
    found, skipped = discover(examples_dir)
    if args.filter:
        rx = re.compile(args.filter)
        found = [e for e in found if rx.search(e)]
    plans = [plan_example(examples_dir, rel, args.arch, args.cmake_arg, max(1, args.build_jobs)) for rel in found]
    if args.list:
        list_plan(plans, sys.stdout)
        for rel in skipped:
            print(f"skipped (README without a build-and-run section): {rel}")
        return 1 if any(spec.error for spec, _ in plans) else 0
    if not found:
        print(f"run_examples: no example under {examples_dir}" + (f" matches {args.filter!r}" if args.filter else ""),
              file=sys.stderr)
        return 1

    base = dict(os.environ)
    base["PYTHONUNBUFFERED"] = "1"
    if args.toolkit:
        try:
            env = toolkit_env(args.toolkit, base)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as e:
            print(f"run_examples: sourcing {args.toolkit}/set_env.sh failed: {e}", file=sys.stderr)
            return 1
    else:
        print("run_examples: no toolkit (--toolkit or ASCEND_HOME_PATH): using the current environment",
              file=sys.stderr)
        env = base
    work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="asc-conformance-")
    os.makedirs(work, exist_ok=True)
    runs = [r for _, rs in plans for r in rs]
    if any(st.kind in ("gen_data", "verify") for r in runs for st in r.steps):
        probe = subprocess.run([args.python, "-c", "import numpy"], env=env, capture_output=True)
        if probe.returncode != 0:
            print(f"run_examples: warning: {args.python} cannot import numpy; the examples' scripts need it",
                  file=sys.stderr)
    cfg = Config(examples_dir, work, env, args.python, args.timeout, args.cmake)
    print(f"run_examples: {len(runs)} runs of {len(found)} examples, {args.jobs} in parallel, work dir {work}",
          file=sys.stderr)

    results: List[RunResult] = []
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(execute_run, r, cfg): r for r in runs}
        for fut in concurrent.futures.as_completed(futures):
            run = futures[fut]
            try:
                res = fut.result()
            except Exception as e:  # the worker died
                res = RunResult(run.example, run.scenario, "ERROR", truncate(f"runner: {e}"), "", "", [], 0.0)
            results.append(res)
            print(f"[{len(results)}/{len(runs)}] {res.verdict} {res.example} {res.scenario}"
                  f" ({res.seconds:.0f} s)", file=sys.stderr)
    results.sort(key=sort_key)
    if args.rules and os.path.isfile(args.rules):
        with open(args.rules, encoding="utf-8") as f:
            annotate_defects(results, proven_defects(f.read()))

    print(text_table(results))
    failed = [r for r in results if r.verdict != "PASS"]
    if failed:
        print("\nlogs of the failed runs:")
        for r in failed:
            print(f"  {r.example} [{r.scenario}]: {r.failing_log or r.log_dir}")
    print()
    for line in family_summary_lines(results):
        print(line)
    print(summary_line(results))
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(markdown_table(results))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(json_report(results, {"examples": examples_dir, "toolkit": args.toolkit, "work": work,
                                            "arch": args.arch, "python": args.python}), f, indent=1,
                      ensure_ascii=False)
            f.write("\n")
    rc = 0
    if any(r.verdict == "ERROR" for r in results):
        rc = 1
    families = dict(by_family(results))
    for family, floor in args.min_pass_rate:
        runs_judged = families.get(family, []) if family else results
        rate = pass_rate(runs_judged)
        what = f"family {family}" if family else "every run"
        if not runs_judged:
            print(f"run_examples: no run of {what} to hold to --min-pass-rate {floor:.3f}", file=sys.stderr)
            rc = 1
        elif rate < floor:
            print(f"run_examples: pass rate of {what} {rate:.3f} below --min-pass-rate {floor:.3f}", file=sys.stderr)
            rc = 1
    return rc


if __name__ == "__main__":
    sys.exit(main())
