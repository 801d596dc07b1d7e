#!/usr/bin/env python3
"""Plots and tables of the modeled AsinGrad benchmark from bench/asin_grad_bench's JSON lines.

    /usr/bin/python3 docs/perf/plot_bench.py docs/perf/bench.jsonl docs/perf/

writes, from the JSON lines of one asin_grad_bench run (stdout, one object per variant, soc, dtype, n;
fields in bench/README.md):

  OUTDIR/perf_<soc>.png   per SoC: modeled Task Duration (top row) and fraction of the HBM roofline
                          (bottom row) against N, one column per dtype, one line per variant;
  the markdown between the marker comments of the docs below (only files that have them):
    <!-- perf-table:begin --> ... <!-- perf-table:end -->  every (soc, dtype, n): roofline and each
                                                           variant's modeled Task Duration and ratio;
    <!-- perf-cost:begin --> ... <!-- perf-cost:end -->    the host seconds the emulation took
                                                           (sim_wall_s), per n and variant.
  Default docs: docs/aclnnAsinGrad.md, docs/aclnnAsinGrad_en.md, bench/README.md (files ending in
  _en.md and bench/README.md get English text, the others Chinese). --docs FILE... picks others,
  --no-docs writes the plots only.

Every figure is the simulator's timing model (sim/docs/timing_model.md), not a device measurement.
Needs matplotlib (Debian: python3-matplotlib, run with /usr/bin/python3).
"""
import argparse
import collections
import json
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(REPO, "sim", "docs"))
import doc_blocks  # noqa: E402  (the marker blocks, shared with the other doc generators)
DEFAULT_DOCS = ["docs/aclnnAsinGrad.md", "docs/aclnnAsinGrad_en.md", "bench/README.md"]

# Variant order and labels as the docs name them (bench/README.md "Variants").
VARIANTS = ["product", "reference", "chain", "a2", "arch35"]
LABEL = {
    "product": "product (this op)",
    "reference": "reference (test-only)",
    "chain": "(a) chain, 5 kernels",
    "a2": "(b) A2-style",
    "arch35": "(c) ops-math 950-style",
}
SOC_ORDER = ["Ascend950PR", "Ascend950DT"]
DTYPE_ORDER = ["float32", "float16", "bfloat16"]


def count_text(n):
    if n % (1 << 20) == 0:
        return "%dM" % (n >> 20)
    if n % (1 << 10) == 0:
        return "%dK" % (n >> 10)
    return str(n)


def order(values, preferred):
    return [v for v in preferred if v in values] + sorted(v for v in values if v not in preferred)


def load(path):
    rows = []
    with (sys.stdin if path == "-" else open(path, encoding="utf-8")) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                rows.append(json.loads(line))
    if not rows:
        sys.exit("%s: no JSON lines" % path)
    return rows


class Data:
    def __init__(self, rows):
        self.cell = {(r["soc"], r["dtype"], r["n"], r["variant"]): r for r in rows}
        self.socs = order({r["soc"] for r in rows}, SOC_ORDER)
        self.dtypes = order({r["dtype"] for r in rows}, DTYPE_ORDER)
        self.variants = order({r["variant"] for r in rows}, VARIANTS)
        self.sizes = sorted({r["n"] for r in rows})
        self.rows = rows

    def get(self, soc, dtype, n, variant):
        return self.cell.get((soc, dtype, n, variant))

    def roofline(self, soc, dtype, n):
        for v in self.variants:
            r = self.get(soc, dtype, n, v)
            if r is not None:
                return r["roofline_us"]
        return None


def plot(data, outdir):
    try:
        import matplotlib
    except ImportError:
        sys.exit("plot_bench.py: no matplotlib (Debian: apt-get install python3-matplotlib; run /usr/bin/python3)")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    for soc in data.socs:
        fig, axes = plt.subplots(2, len(data.dtypes), figsize=(5 * len(data.dtypes), 8), squeeze=False)
        for col, dtype in enumerate(data.dtypes):
            top, bottom = axes[0][col], axes[1][col]
            for v in data.variants:
                pts = [(n, data.get(soc, dtype, n, v)) for n in data.sizes]
                pts = [(n, r) for n, r in pts if r is not None]
                if not pts:
                    continue
                xs = [n for n, _ in pts]
                style = dict(marker="o", linewidth=2.2 if v == "product" else 1.2, label=LABEL.get(v, v))
                top.plot(xs, [r["task_duration_us"] for _, r in pts], **style)
                bottom.plot(xs, [r["ratio"] for _, r in pts], **style)
            roof = [(n, data.roofline(soc, dtype, n)) for n in data.sizes]
            roof = [(n, r) for n, r in roof if r]
            top.plot([n for n, _ in roof], [r for _, r in roof], "k--", linewidth=1, label="HBM roofline")
            top.set_xscale("log", base=2)
            top.set_yscale("log")
            top.set_title("%s %s: modeled Task Duration" % (soc, dtype))
            top.set_ylabel("modeled Task Duration (us)")
            bottom.set_xscale("log", base=2)
            bottom.set_ylim(0, 1.05)
            bottom.axhline(1.0, color="k", linestyle="--", linewidth=1)
            bottom.set_title("%s %s: fraction of HBM roofline" % (soc, dtype))
            bottom.set_ylabel("roofline / modeled Task Duration")
            for ax in (top, bottom):
                ax.set_xticks(data.sizes)
                ax.set_xticklabels([count_text(n) for n in data.sizes])
                ax.set_xlabel("N (elements)")
                ax.grid(True, which="major", alpha=0.3)
            if col == 0:
                top.legend(fontsize=8)
        fig.suptitle("AsinGrad on %s: simulator timing model (modeled, not measured on a device); N = %s"
                     % (soc, ", ".join(count_text(n) for n in data.sizes)))
        fig.tight_layout()
        path = os.path.join(outdir, "perf_%s.png" % soc.replace("Ascend", ""))
        fig.savefig(path, dpi=80, metadata={"Software": None})
        plt.close(fig)
        written.append(path)
    return written


def english(path):
    return path.endswith("_en.md") or os.path.basename(os.path.dirname(os.path.abspath(path))) == "bench"


def source_line(data, jsonl, en):
    sizes = ", ".join(count_text(n) for n in data.sizes)
    if en:
        return ("Generated by `docs/perf/plot_bench.py` from `%s` (one `asin_grad_bench` run, N = %s); "
                "do not edit by hand. Modeled by the simulator's timing model, not measured on a device."
                % (jsonl, sizes))
    return ("由 `docs/perf/plot_bench.py` 从 `%s`（一次 `asin_grad_bench` 运行，N = %s）生成，请勿手改。"
            "均为仿真器时间模型的模型值，不是设备实测值。" % (jsonl, sizes))


def perf_table(data, jsonl, en):
    fmt = lambda r: "-" if r is None else "%.2f" % r["task_duration_us"]
    if en:
        head = ["SoC", "dtype", "N", "roofline µs", "product µs (ratio)", "reference µs", "(a) chain µs",
                "(b) A2-style µs", "(c) ops-math-style µs", "(a)/(b)/(c) ÷ product"]
    else:
        head = ["SoC", "dtype", "N", "roofline µs", "product µs（ratio）", "参考 µs", "(a) 算子链 µs",
                "(b) A2 风格 µs", "(c) ops-math 风格 µs", "(a)/(b)/(c) ÷ product"]
    out = [source_line(data, jsonl, en), "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for soc in data.socs:
        for dtype in data.dtypes:
            for n in data.sizes:
                r = {v: data.get(soc, dtype, n, v) for v in VARIANTS}
                p = r["product"]
                prod = "-" if p is None else "%.2f (**%.3f**)" % (p["task_duration_us"], p["ratio"])
                speed = "-"
                if p is not None and all(r[v] is not None for v in ("chain", "a2", "arch35")):
                    speed = "/".join("%.2f×" % (r[v]["task_duration_us"] / p["task_duration_us"])
                                     for v in ("chain", "a2", "arch35"))
                roof = data.roofline(soc, dtype, n)
                out.append("| " + " | ".join([soc.replace("Ascend", ""), dtype, count_text(n),
                                              "-" if roof is None else "%.3f" % roof, prod, fmt(r["reference"]),
                                              fmt(r["chain"]), fmt(r["a2"]), fmt(r["arch35"]), speed]) + " |")
    return out


# Issue 17's performance targets for the product on the model: (soc, dtype, n) -> (field, floor).
# ratio = roofline / Task Duration; lower_bound_ratio = lower bound / Task Duration (bench/model_bounds.h).
M = 1 << 20


def target_floor(soc, dtype, n):
    if n in (16 * M, 256 * M):
        low_dt = soc == "Ascend950DT" and dtype in ("float16", "bfloat16")
        return ("ratio", 0.85 if low_dt else 0.90)
    if n == M and soc == "Ascend950PR":
        return ("lower_bound_ratio", 0.90)
    return None


def check_targets(data):
    """Rows (soc, dtype, n, what, floor or None, value, ok) for every cell of the data: the product's
    ratio against its floor where one is set, and the product faster than (b) and (c) everywhere."""
    rows = []
    for soc in data.socs:
        for dtype in data.dtypes:
            for n in data.sizes:
                p = data.get(soc, dtype, n, "product")
                if p is None:
                    continue
                t = target_floor(soc, dtype, n)
                if t is not None:
                    rows.append((soc, dtype, n, t[0], t[1], p[t[0]], p[t[0]] >= t[1]))
                for v in ("a2", "arch35"):
                    r = data.get(soc, dtype, n, v)
                    if r is not None:
                        speed = r["task_duration_us"] / p["task_duration_us"]
                        rows.append((soc, dtype, n, "%s / product" % v, 1.0, speed, speed > 1.0))
    return rows


def targets_table(data, jsonl, en):
    rows = check_targets(data)
    floors = [r for r in rows if not r[3].endswith("/ product")]
    slower = [r for r in rows if r[3].endswith("/ product")]
    if en:
        first = ("Generated by `docs/perf/plot_bench.py` from `%s`; modeled. Floors: issue 17's targets "
                 "(ratio against the roofline at N = 16M and 256M; against the lower bound at 1M on 950PR)."
                 % jsonl)
        head = ["SoC", "dtype", "N", "measure", "floor", "product", "met"]
        yes, no = "yes", "**no**"
    else:
        first = ("由 `docs/perf/plot_bench.py` 从 `%s` 生成；均为模型值。下限为 issue 17 的目标（N = 16M、256M "
                 "对 roofline 的比例；950PR 上 N = 1M 对下界的比例）。" % jsonl)
        head = ["SoC", "dtype", "N", "指标", "下限", "product", "达到"]
        yes, no = "是", "**否**"
    out = [first, "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for soc, dtype, n, what, floor, value, ok in floors:
        out.append("| %s | %s | %s | %s | %.2f | %.3f | %s |"
                   % (soc.replace("Ascend", ""), dtype, count_text(n), what, floor, value, yes if ok else no))
    if slower:
        cells = {r[:3] for r in slower}
        lost = {r[:3] for r in slower if not r[6]}
        soc, dtype, n, what, _, speed, _ = min(slower, key=lambda r: r[5])
        closest = (soc.replace("Ascend", ""), dtype, count_text(n), what, speed)
        if en:
            out += ["", "product is faster than (b) and (c) in %d of %d cells; the closest: %s %s %s, %s = %.2f×."
                    % ((len(cells) - len(lost), len(cells)) + closest)]
        else:
            out += ["", "product 在 %d 个格中的 %d 个里快于 (b) 和 (c)；最接近的：%s %s %s，%s = %.2f×。"
                    % ((len(cells), len(cells) - len(lost)) + closest)]
    return out


def cost_table(data, jsonl, en):
    wall = collections.defaultdict(float)
    for r in data.rows:
        wall[(r["n"], r["variant"])] += r["sim_wall_s"]
    if en:
        first = ("Host seconds the emulation took (`sim_wall_s`, summed over SoCs and dtypes), from `%s`; "
                 "generated by `docs/perf/plot_bench.py`, do not edit by hand. This machine's cost, not a "
                 "device time." % jsonl)
        head = ["N"] + data.variants + ["total"]
    else:
        first = ("仿真耗费的主机秒数（`sim_wall_s`，对各 SoC、数据类型求和），来自 `%s`；由 "
                 "`docs/perf/plot_bench.py` 生成，请勿手改。这是本机的耗时，不是设备时间。" % jsonl)
        head = ["N"] + data.variants + ["合计"]
    out = [first, "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for n in data.sizes:
        cells = [wall[(n, v)] for v in data.variants]
        out.append("| " + " | ".join([count_text(n)] + ["%.2f" % c for c in cells] + ["%.2f" % sum(cells)]) + " |")
    total = [sum(wall[(n, v)] for n in data.sizes) for v in data.variants]
    out.append("| " + " | ".join(["all" if en else "全部"] + ["%.2f" % c for c in total] + ["%.2f" % sum(total)])
               + " |")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("jsonl", help="asin_grad_bench's stdout (JSON lines)")
    ap.add_argument("outdir", nargs="?", help="where perf_<soc>.png go (not with --check-targets)")
    ap.add_argument("--docs", nargs="+", default=None, help="markdown files to rewrite between the markers")
    ap.add_argument("--no-docs", action="store_true", help="write the plots only")
    ap.add_argument("--check-targets", action="store_true",
                    help="print the product's targets (issue 17) met or missed and exit 1 if one is missed; "
                         "no plots, no docs, no matplotlib; the JSONL may be '-' (stdin)")
    args = ap.parse_args()

    if args.check_targets:
        rows = check_targets(Data(load(args.jsonl)))
        for soc, dtype, n, what, floor, value, ok in rows:
            print("%-4s %-11s %-8s %4s %-20s %.3f (floor %.2f)" % ("ok" if ok else "MISS", soc, dtype, count_text(n),
                                                                  what, value, floor))
        missed = sum(1 for r in rows if not r[6])
        print("%d of %d targets met" % (len(rows) - missed, len(rows)))
        sys.exit(1 if missed or not rows else 0)
    if args.outdir is None:
        ap.error("outdir is required (except with --check-targets)")
    data = Data(load(args.jsonl))
    os.makedirs(args.outdir, exist_ok=True)
    for path in plot(data, args.outdir):
        print("wrote", path)
    if args.no_docs:
        return
    rel = os.path.relpath(os.path.abspath(args.jsonl), REPO)
    docs = args.docs if args.docs is not None else [os.path.join(REPO, d) for d in DEFAULT_DOCS]
    for path in docs:
        if not os.path.exists(path):
            continue
        en = english(path)
        blocks = {"perf-table": perf_table(data, rel, en), "perf-cost": cost_table(data, rel, en),
                  "perf-targets": targets_table(data, rel, en)}
        doc_blocks.update(path, blocks, False, required=False)


if __name__ == "__main__":
    main()
