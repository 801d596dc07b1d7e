#!/usr/bin/env python3
"""Precision tables of the docs from the AsinGrad precision sweep's JSON lines.

    /usr/bin/python3 tests/st/precision_table.py build/tests/st/precision            # rewrite
    /usr/bin/python3 tests/st/precision_table.py --check build/tests/st/precision    # compare

The input is the directory (or the files) that st_asin_grad_precision writes with
--precision-out=DIR (tests/st/test_st_precision.cpp; CTest passes build/tests/st/precision):
precision_<dtype>.jsonl, one object per measured input set and numerics mode, plus one with
"part": "all" per dtype and mode, which is what the tables show.

The markdown between <!-- precision:begin --> and <!-- precision:end --> is replaced in:
  README.md, README_en.md                       per dtype: input set, max error, correctly rounded
                                                fraction (adversarial numerics);
  docs/aclnnAsinGrad.md, docs/aclnnAsinGrad_en.md  the same with the worst input, the counts, the
                                                exact-mode figures and the test's targets.
Files ending in _en.md get English text, the others Chinese. --docs FILE... picks other files (the
kind follows the file name: README*.md the short table). --check rewrites nothing: it prints a diff
and exits 1 when a file's table is not what the JSON lines give (CTest st_precision_docs). Stdlib
only.
"""
import argparse
import glob
import json
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(REPO, "sim", "docs"))
import doc_blocks  # noqa: E402  (the marker blocks, shared with the other doc generators)

DEFAULT_DOCS = ["README.md", "README_en.md", "docs/aclnnAsinGrad.md", "docs/aclnnAsinGrad_en.md"]
MARK = "precision"
DTYPES = ["float32", "float16", "bfloat16"]
MODES = ["adversarial", "exact"]
NAME_SHORT = {"float32": "FLOAT32", "float16": "FLOAT16", "bfloat16": "BFLOAT16"}
NAME_LONG = {"float32": "FLOAT", "float16": "FLOAT16", "bfloat16": "BFLOAT16"}  # aclnn docs' names

# The fp32 sample's parts as test_st_precision.cpp names them: (Chinese, English). A part not
# listed here is shown by its name.
PARTS = {
    "uniform(-1,1)": ("(-1, 1) 均匀", "uniform over (-1, 1)"),
    "1-k*2^-24 (both signs)": ("±(1 - k·2⁻²⁴) 全部", "every ±(1 - k·2⁻²⁴)"),
    "tiny |x|": ("极小 \\|x\\|", "tiny \\|x\\|"),
    "random bits [0.5,1)": ("[0.5, 1) 随机位", "random bits in [0.5, 1)"),
}
NEAR_ONE = "1-k*2^-24 (both signs)"


def load(paths):
    files = []
    for p in paths:
        files += sorted(glob.glob(os.path.join(p, "precision_*.jsonl"))) if os.path.isdir(p) else [p]
    rows = {}
    for path in files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line.startswith("{"):
                    r = json.loads(line)
                    if r["part"] == "all":
                        rows[(r["dtype"], r["mode"])] = r
    missing = [(d, m) for d in DTYPES for m in MODES if (d, m) not in rows]
    if missing:
        sys.exit("precision_table.py: no \"all\" line for %s in %s (run st_asin_grad_precision with "
                 "--precision-out=DIR, or ctest -R st_precision_docs)"
                 % (", ".join("%s/%s" % dm for dm in missing), ", ".join(paths)))
    return rows


def count(n):
    return "{:,}".format(n)


def ulp(v):
    # Four significant digits in [0.1, 10), the range the bounds live in.
    return ("%.4f" if v < 1 else "%.3f") % v + " ulp"


def cr_percent(r):
    if r["correctly_rounded"] == r["finite"]:
        return "100 %"
    frac = 100.0 * r["correctly_rounded"] / r["finite"]
    # Close to 100 % the digits that tell it from 100 % are shown.
    return ("%.4f" if frac >= 99 else "%.1f") % frac + " %"


def inputs_text(r, en, short):
    if "x_patterns" in r:
        if en:
            return "all %d x bit patterns × %d dy values" % (r["x_patterns"], r["dy_values"])
        return "x 的全部 %d 个位模式 × %d 个 dy 值" % (r["x_patterns"], r["dy_values"])
    parts = r.get("parts", [])
    if short:
        if NEAR_ONE in parts:
            return ("%s (including every ±(1 - k·2⁻²⁴))" if en else "%s 组（含 ±(1 - k·2⁻²⁴) 全部取值）") % count(
                r["inputs"])
        return count(r["inputs"]) if en else "%s 组" % count(r["inputs"])
    names = [PARTS[p][1 if en else 0] if p in PARTS else p.replace("|", "\\|") for p in parts]
    if en:
        return "%s: %s; random dy magnitudes" % (count(r["inputs"]), ", ".join(names))
    return "%s 组：%s；dy 随机量级" % (count(r["inputs"]), "、".join(names))


def target_text(r, en):
    out = ["≤ %g ulp" % r["bound_ulp"]]
    if r["min_correctly_rounded"]:
        out.append("≥ %g %%" % (100.0 * r["min_correctly_rounded"]))
    return (", " if en else "，").join(out)


def short_table(rows, en):
    if en:
        out = ["Error against float64 with the simulator's adversarial numerics (generated by "
               "`tests/st/precision_table.py`):", "",
               "| dtype | inputs | max error | correctly rounded |"]
    else:
        out = ["仿真器对抗数值模式下相对 float64 的误差（由 `tests/st/precision_table.py` 生成）：", "",
               "| 数据类型 | 输入集合 | 最大误差 | 正确舍入比例 |"]
    out.append("| --- | --- | --- | --- |")
    for d in DTYPES:
        r = rows[(d, "adversarial")]
        out.append("| %s | %s | %s | %s |" % (NAME_SHORT[d], inputs_text(r, en, True), ulp(r["max_ulp"]),
                                            cr_percent(r)))
    return out


def long_table(rows, en):
    if en:
        out = ["Generated by `tests/st/precision_table.py` from the output of `st_asin_grad_precision` "
               "(`tests/st/test_st_precision.cpp`); do not edit by hand. \"exact\": with "
               "`ASCEND_SIM_NUMERICS=exact`; the other columns in the default adversarial mode.", "",
               "| dtype | inputs | max error (worst x) | correctly rounded (of the finite results) | exact: max, "
               "correctly rounded | target |"]
    else:
        out = ["由 `tests/st/precision_table.py` 从 `st_asin_grad_precision`（`tests/st/test_st_precision.cpp`）"
               "的输出生成，请勿手改。“exact”列为 `ASCEND_SIM_NUMERICS=exact` 下的结果，其余各列为默认的对抗模式。",
               "", "| 数据类型 | 输入集合 | 最大误差（最差的 x） | 正确舍入比例（有限结果中） | exact：最大误差、正确舍入比例 | 目标 |"]
    out.append("| --- | --- | --- | --- | --- | --- |")
    sep = ", " if en else "，"
    for d in DTYPES:
        a, e = rows[(d, "adversarial")], rows[(d, "exact")]
        worst = "" if a["worst_x"] is None else ((" (x = %.5g)" if en else "（x = %.5g）") % a["worst_x"])
        cr = "%s%s%s / %s%s" % (cr_percent(a), " (" if en else "（", count(a["correctly_rounded"]),
                                count(a["finite"]), ")" if en else "）")
        out.append("| %s | %s | %s%s | %s | %s%s%s | %s |" % (NAME_LONG[d], inputs_text(a, en, False),
                                                            ulp(a["max_ulp"]), worst, cr, ulp(e["max_ulp"]), sep,
                                                            cr_percent(e), target_text(a, en)))
    return out


def blocks(path, rows):
    en = path.endswith("_en.md")
    lines = short_table(rows, en) if os.path.basename(path).startswith("README") else long_table(rows, en)
    return {MARK: lines}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help="the --precision-out directory, or precision_*.jsonl files")
    ap.add_argument("--docs", nargs="+", default=None, help="markdown files to rewrite between the markers")
    ap.add_argument("--check", action="store_true", help="rewrite nothing; exit 1 when a table differs")
    args = ap.parse_args()

    rows = load(args.inputs)
    docs = args.docs if args.docs is not None else [os.path.join(REPO, d) for d in DEFAULT_DOCS]
    return doc_blocks.update_docs(docs, lambda path: blocks(path, rows), args.check, "precision tables",
                                  "the measurements in " + ", ".join(args.inputs),
                                  "/usr/bin/python3 tests/st/precision_table.py " + " ".join(args.inputs),
                                  label="as measured")


if __name__ == "__main__":
    sys.exit(main())
