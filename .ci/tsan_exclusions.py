#!/usr/bin/env python3
"""Prints the ctest -E regex of the tests .ci/sanitizers leaves out under ThreadSanitizer.

The rule: a test that runs a deliberately racing kernel is left out, because the emulator's racecheck
must see two emulated cores (two host threads) touch the same GM bytes, which is exactly what TSan
reports. Such a test is recognised from its source, so a new one cannot be forgotten in a list:
  - its body expects a racecheck finding (a string literal that names racecheck), or
  - the line directly above its TEST/TEST_F carries the marker `// tsan: racing kernel` (a test whose
    kernel races on the host without expecting the finding by that literal).
"""
import pathlib
import re
import sys

TEST = re.compile(r"^\s*TEST(?:_F|_P)?\(\s*(\w+)\s*,\s*(\w+)\s*\)")
MARKER = "// tsan: racing kernel"
RACECHECK_LITERAL = re.compile(r'"[^"\n]*racecheck[^"\n]*"')


def racing_tests(root):
    names = []
    for path in sorted(pathlib.Path(root).rglob("*.cpp")):
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        starts = [(i, m) for i, line in enumerate(lines) if (m := TEST.match(line))]
        for k, (i, m) in enumerate(starts):
            end = starts[k + 1][0] if k + 1 < len(starts) else len(lines)
            body = "\n".join(lines[i:end])
            marked = i > 0 and lines[i - 1].strip() == MARKER
            if marked or RACECHECK_LITERAL.search(body):
                names.append(f"{m.group(1)}.{m.group(2)}")
    return names


def main():
    roots = sys.argv[1:] or ["sim/tests", "tests"]
    names = sorted({n for r in roots if pathlib.Path(r).is_dir() for n in racing_tests(r)})
    print("|".join(re.escape(n) + "$" for n in names))


if __name__ == "__main__":
    main()
