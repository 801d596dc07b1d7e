#!/usr/bin/env python3
"""Unit tests of run_examples.py: README parsing, judgement, and the execution path on a fake
examples tree (plain C++ CMake projects, no toolkit needed). The README snippets are synthetic,
written in the style of the official examples' READMEs."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import stat
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_examples as R  # noqa: E402

FENCE = "```"


README_TEMPLATE = textwrap.dedent("""\
    # 示例算子

    ## 概述

    演示用的样例。

    ```bash
    cmake -DSHOULD_NOT_BE_READ=1 ..
    ```

    @HEADING@

    - 配置环境变量
      ```bash
      source ${install_path}/cann/set_env.sh
      ```

    - 样例执行

      ```bash
    @COMMANDS@
      ```

      调试模式示例：
      ```bash
      cmake -DCMAKE_ASC_RUN_MODE=cpu -DCMAKE_ASC_ARCHITECTURES=dav-2201 ..;make -j;
      ```

    - 编译选项说明

      | 选项 | 可选值 | 说明 |
      |------|--------|------|
      | `CMAKE_ASC_RUN_MODE` | `npu`（默认）、`cpu` | 运行模式 |
      | `CMAKE_ASC_ARCHITECTURES` | `dav-2201`（默认）、`dav-3510` | 架构 |
    @TABLE@

    - 执行结果

      样例输出如下。
      ```bash
    @RESULT@
      ```

    ## 参考资料

    ```bash
    ./demo --other-section
    ```
    """)


def readme(commands: str, table_rows: str = "", result: str = "test pass!", heading: str = "## 编译运行") -> str:
    """A README in the official layout: intro sections, then the build-and-run section."""
    def indented(text: str) -> str:
        return textwrap.indent(textwrap.dedent(text).strip("\n"), "  ")
    return (README_TEMPLATE.replace("@HEADING@", heading).replace("@COMMANDS@", indented(commands))
            .replace("@TABLE@", indented(table_rows)).replace("@RESULT@", indented(result)))


PLAIN = """\
mkdir -p build && cd build;                                # 建目录
cmake -DCMAKE_ASC_ARCHITECTURES=dav-2201 ..;make -j;       # 编译
python3 ../scripts/gen_data.py                             # 造数据
./demo                                                     # 运行
python3 ../scripts/verify_result.py output/output.bin output/golden.bin   # 校验
"""

SCENARIO = """\
SCENARIO_NUM=2                                      # 场景编号
mkdir -p build && cd build;
cmake .. -DCMAKE_ASC_ARCHITECTURES=dav-2201 -DSCENARIO_NUM=$SCENARIO_NUM;make -j;
python3 ../scripts/gen_data.py -scenarioNum=$SCENARIO_NUM
./demo
python3 ../scripts/verify_result.py -scenarioNum $SCENARIO_NUM ./output/output.bin ./output/golden.bin
"""


def kinds(spec):
    return [s.kind for s in spec.steps]


class ScenarioExtraction(unittest.TestCase):
    def test_no_scenario(self):
        spec = R.parse_readme(readme(PLAIN))
        self.assertIsNone(spec.error)
        self.assertEqual(spec.scenarios, [{}])
        self.assertEqual(spec.scenario_vars, [])

    def test_table_with_backticks_and_default(self):
        spec = R.parse_readme(readme(SCENARIO, "| `SCENARIO_NUM` | `1`（默认）、`2`、`3` | 场景：1 甲、2 乙、3 丙 |"))
        self.assertEqual(spec.scenario_vars, ["SCENARIO_NUM"])
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["1", "2", "3"])
        self.assertEqual(spec.scenario_source, "table")

    def test_table_plain_values_fullwidth_padding(self):
        spec = R.parse_readme(readme(SCENARIO, "| `SCENARIO_NUM`　　 | 0、1　　　　 | 场景 |"))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["0", "1"])

    def test_table_range(self):
        spec = R.parse_readme(readme(SCENARIO, "| `SCENARIO_NUM` | `1-4` | 场景 |"))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["1", "2", "3", "4"])

    def test_table_header_names_the_values_column(self):
        table = "| 参数 | 说明 | 可选值 | 默认值 |\n|---|---|---|---|\n| `SCENARIO_NUM` | 场景编号 | 1-4 | 1 |"
        spec = R.parse_readme(readme(SCENARIO, table))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["1", "2", "3", "4"])

    def test_several_assignments_on_one_line(self):
        cmds = SCENARIO.replace("SCENARIO_NUM=2", "SCENARIO_NUM=2 ASC_ARCH=dav-3510")
        self.assertNotEqual(cmds, SCENARIO)
        spec = R.parse_readme(readme(cmds))
        self.assertIsNone(spec.error)
        self.assertEqual(spec.scenarios, [{"SCENARIO_NUM": "2"}])
        self.assertFalse(any(s.kind == "command" for s in spec.steps))

    def test_values_from_comment_list(self):
        cmds = SCENARIO.replace("# 场景编号", "# 场景编号（取值为1、2、3）")
        spec = R.parse_readme(readme(cmds))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["1", "2", "3"])
        self.assertEqual(spec.scenario_source, "comment")

    def test_values_from_comment_mapping(self):
        cmds = SCENARIO.replace("# 场景编号", "# 选择场景（1=甲模式，2=乙模式）")
        spec = R.parse_readme(readme(cmds))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["1", "2"])

    def test_only_the_assignment(self):
        spec = R.parse_readme(readme(SCENARIO))
        self.assertEqual(spec.scenarios, [{"SCENARIO_NUM": "2"}])
        self.assertTrue(any("no list of values" in n for n in spec.notes))

    def test_scenario_only_passed_to_gen_data(self):
        cmds = """\
        MODE=1
        mkdir -p build && cd build
        cmake -DCMAKE_ASC_ARCHITECTURES=dav-2201 ..;make -j
        python3 ../scripts/gen_data.py --mode $MODE
        ./demo
        """
        spec = R.parse_readme(readme(cmds, "| `MODE` | `1`、`2` | 数据模式 |"))
        self.assertEqual([s["MODE"] for s in spec.scenarios], ["1", "2"])
        gen = next(s for s in spec.steps if s.kind == "gen_data")
        self.assertEqual(gen.argv[-1], "$MODE")

    def test_table_scenario_missing_from_cmake_line(self):
        cmds = """\
        mkdir -p build && cd build
        cmake .. -DCMAKE_ASC_ARCHITECTURES=dav-3510; make -j
        ./demo
        """
        spec = R.parse_readme(readme(cmds, "| `SCENARIO_NUM` | `1`、`2` | 场景 |"))
        self.assertEqual(len(spec.scenarios), 2)
        conf = spec.steps[0]
        self.assertIn("-DSCENARIO_NUM=$SCENARIO_NUM", conf.argv)

    def test_literal_scenario_on_cmake_line(self):
        cmds = """\
        mkdir -p build && cd build
        cmake .. -DSCENARIO_NUM=3; make -j
        ./demo
        """
        spec = R.parse_readme(readme(cmds, "| `SCENARIO_NUM` | `3`、`4` | 场景 |"))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["3", "4"])
        self.assertIn("-DSCENARIO_NUM=$SCENARIO_NUM", spec.steps[0].argv)

    def test_other_option_is_not_a_scenario(self):
        spec = R.parse_readme(readme(PLAIN, "| `CMAKE_FUSION` | `on`（默认）、`off` | 融合开关 |"))
        self.assertEqual(spec.scenarios, [{}])
        self.assertTrue(any("CMAKE_FUSION" in n and "not a scenario" in n for n in spec.notes))

    def test_two_scenario_variables_make_a_product(self):
        cmds = """\
        A=1
        B=x
        mkdir -p build && cd build
        cmake .. -DA=$A -DB=${B}; make
        ./demo
        """
        spec = R.parse_readme(readme(cmds, "| `A` | `1`、`2` | a |\n| `B` | `x`、`y` | b |"))
        self.assertEqual(spec.scenarios, [{"A": "1", "B": "x"}, {"A": "1", "B": "y"},
                                          {"A": "2", "B": "x"}, {"A": "2", "B": "y"}])
        self.assertEqual(R.scenario_label(spec.scenarios[1]), "A=1,B=y")
        self.assertEqual(R.scenario_dir(spec.scenarios[1]), "A_1-B_y")

    def test_table_listing_the_values_down_its_first_column(self):
        # | SCENARIO_NUM | 版本 | ...: the header's first cell is the option, each row below one value.
        table = ("| SCENARIO_NUM | 版本 | 说明 | CMAKE_VF_MODE |\n|:---:|:---:|:---|:---:|\n"
                 "| 0 | Case 0 | 甲 | false |\n| 1 | Case 1 | 乙 | false |\n| 2 | Case 2 | 丙 | false |")
        spec = R.parse_readme(readme(SCENARIO, table))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["0", "1", "2"])

    def test_values_that_depend_on_another_option(self):
        cmds = """\
        SCENARIO_NUM=1 ASC_ARCH=dav-2201
        COPY_DST=UB
        mkdir -p build && cd build
        cmake -DSCENARIO_NUM=$SCENARIO_NUM -DCOPY_DST=$COPY_DST -DCMAKE_ASC_ARCHITECTURES=$ASC_ARCH ..;make -j;
        python3 ../scripts/gen_data.py -scenarioNum $SCENARIO_NUM -arch $ASC_ARCH
        ./demo
        """
        table = ("| `SCENARIO_NUM` | `COPY_DST=UB`: 1-3; `COPY_DST=L1`: 1-2 | 场景 |\n"
                 "| `COPY_DST` | `UB`、`L1` | 目标 |")
        spec = R.parse_readme(readme(cmds, table))
        self.assertEqual([R.scenario_label(s) for s in spec.scenarios],
                         ["SCENARIO_NUM=1,COPY_DST=UB", "SCENARIO_NUM=1,COPY_DST=L1", "SCENARIO_NUM=2,COPY_DST=UB",
                          "SCENARIO_NUM=2,COPY_DST=L1", "SCENARIO_NUM=3,COPY_DST=UB"])
        # $ASC_ARCH is the cmake line's architecture: every run passes its own, not the README's dav-2201.
        runs = R.runs_of(spec, arch="dav-3510")
        self.assertEqual(runs[0].steps[2].argv, [R.PY, "../scripts/gen_data.py", "-scenarioNum", "1",
                                                 "-arch", "dav-3510"])

    def test_an_exported_literal_is_an_assignment(self):
        cmds = SCENARIO.replace("SCENARIO_NUM=2                                      # 场景编号",
                                "export SCENARIO_NUM=1          # 有效值: 1-3")
        spec = R.parse_readme(readme(cmds))
        self.assertEqual([s["SCENARIO_NUM"] for s in spec.scenarios], ["1", "2", "3"])
        self.assertNotIn("command", kinds(spec))
        # An export of a shell expansion stays a command (the runner does not evaluate it).
        spec = R.parse_readme(readme(PLAIN.replace("./demo", 'export P="$(pwd)/x"\n./demo')))
        self.assertIn("command", kinds(spec))


class CommandExtraction(unittest.TestCase):
    def test_plain_steps(self):
        spec = R.parse_readme(readme(PLAIN))
        self.assertEqual(kinds(spec), ["configure", "build", "gen_data", "run", "verify"])
        self.assertEqual(spec.steps[0].argv, ["cmake", "-S", R.SRC, "-B", R.BUILD])  # arch dropped
        self.assertEqual(spec.steps[2].argv, [R.PY, "../scripts/gen_data.py"])
        self.assertEqual(spec.steps[3].argv, ["./demo"])
        self.assertEqual(spec.steps[4].argv, [R.PY, "../scripts/verify_result.py", "output/output.bin",
                                              "output/golden.bin"])
        self.assertTrue(all(s.cwd == "build" for s in spec.steps))
        self.assertEqual(spec.pass_lines, ["test pass!"])
        self.assertEqual(spec.notes, [])

    def test_plan_substitutes_and_forces_arch(self):
        spec = R.parse_readme(readme(SCENARIO, "| `SCENARIO_NUM` | `1`（默认）、`2` | 场景 |"))
        runs = R.runs_of(spec, arch="dav-3510", extra_cmake=["-DX=1"], build_jobs=3)
        self.assertEqual([r.scenario for r in runs], ["SCENARIO_NUM=1", "SCENARIO_NUM=2"])
        r2 = runs[1]
        self.assertEqual(r2.scenario_dir, "SCENARIO_NUM_2")
        self.assertEqual(r2.steps[0].argv, ["cmake", "-S", R.SRC, "-B", R.BUILD,
                                            "-DCMAKE_ASC_ARCHITECTURES=dav-3510", "-DSCENARIO_NUM=2", "-DX=1"])
        self.assertEqual(r2.steps[1].argv, ["cmake", "--build", R.BUILD, "-j", "3"])
        self.assertEqual(r2.steps[2].argv, [R.PY, "../scripts/gen_data.py", "-scenarioNum=2"])
        self.assertEqual(r2.steps[4].argv, [R.PY, "../scripts/verify_result.py", "-scenarioNum", "2",
                                            "./output/output.bin", "./output/golden.bin"])

    def test_semicolons_tabs_and_positional_args(self):
        cmds = ("\tmkdir -p build && cd build;\n"
                "\tcmake -DSCENARIO_NUM=$SCENARIO_NUM ..; make -j;   # 编译\n"
                "\tpython3 ../scripts/gen_data.py;\n"
                "\t./demo\n"
                "\tpython3 ../scripts/verify_result.py out0.bin out1.bin gold0.bin gold1.bin $SCENARIO_NUM\n")
        text = readme("SCENARIO_NUM=1\n" + cmds, "| `SCENARIO_NUM` | `1`、`2` | x |").replace("  ```bash\n", " \t```bash\n", 2)
        spec = R.parse_readme(text)
        self.assertIsNone(spec.error, spec.error)
        self.assertEqual(kinds(spec), ["configure", "build", "gen_data", "run", "verify"])
        self.assertEqual(spec.steps[4].argv[-1], "$SCENARIO_NUM")
        self.assertEqual(len(spec.steps[4].argv), 7)

    def test_backslash_continuation(self):
        cmds = "mkdir -p build && cd build\ncmake .. \\\n  -DFOO=1\nmake\n./demo\n"
        spec = R.parse_readme(readme(cmds))
        self.assertEqual(spec.steps[0].argv, ["cmake", "-S", R.SRC, "-B", R.BUILD, "-DFOO=1"])

    def test_missing_build_step_added(self):
        spec = R.parse_readme(readme("mkdir -p build && cd build\ncmake ..\n./demo\n"))
        self.assertEqual(kinds(spec), ["configure", "build", "run"])
        self.assertTrue(any("build step added" in n for n in spec.notes))

    def test_unknown_command_kept(self):
        spec = R.parse_readme(readme(PLAIN + "msprof --app ./demo\n"))
        self.assertEqual(spec.steps[-1].kind, "command")
        self.assertTrue(any("unrecognised" in n for n in spec.notes))

    def test_msopprof_runs_the_program_with_the_chip_name_filled_in(self):
        cmds = ("mkdir -p build && cd build\ncmake ..; make -j\n"
                "msopprof simulator --soc-version=<soc_version> ./demo\n")
        spec = R.parse_readme(readme(cmds))
        self.assertEqual(kinds(spec), ["configure", "build", "run"])
        self.assertEqual(spec.steps[2].argv, ["msopprof", "simulator", f"--soc-version={R.SOC_VERSION}", "./demo"])
        self.assertEqual(spec.notes, [])

    def test_other_sections_ignored(self):
        spec = R.parse_readme(readme(PLAIN))
        self.assertFalse(any("SHOULD_NOT_BE_READ" in a for s in spec.steps for a in s.argv))
        self.assertFalse(any("--other-section" in a for s in spec.steps for a in s.argv))

    def test_a_lone_cmake_line_before_the_recipe_is_not_the_recipe(self):
        # A section may show how to pick a case with a bare cmake line before the block that builds and runs.
        text = readme(PLAIN).replace("## 编译运行\n", "## 编译运行\n\n  ```bash\n  cmake .. -DSCENARIO_NUM=3\n  ```\n", 1)
        spec = R.parse_readme(text)
        self.assertEqual(kinds(spec), ["configure", "build", "gen_data", "run", "verify"])
        self.assertFalse(any("no ./<program>" in n for n in spec.notes))

    def test_no_section(self):
        spec = R.parse_readme("# 标题\n\n## 概述\n\n```bash\ncmake ..\n```\n")
        self.assertEqual(spec.error, "README has no build-and-run section")

    def test_english_heading(self):
        spec = R.parse_readme(readme(PLAIN, heading="## Build and Run"))
        self.assertIsNone(spec.error)

    def test_no_cmake_block(self):
        spec = R.parse_readme("## 编译运行\n\n```bash\n./demo\n```\n")
        self.assertIn("no command block", spec.error)

    def test_heading_inside_code_block_does_not_end_section(self):
        text = readme(PLAIN).replace("调试模式示例：", "```text\n## 不是标题\n```\n")
        spec = R.parse_readme(text)
        self.assertEqual(spec.pass_lines, ["test pass!"])

    def test_multi_line_result(self):
        spec = R.parse_readme(readme(PLAIN, result="[Core 0/2] hello\n[Core 1/2] hello"))
        self.assertEqual(spec.pass_lines, ["[Core 0/2] hello", "[Core 1/2] hello"])

    def test_result_block_between_command_blocks(self):
        text = readme(PLAIN).replace("调试模式示例：", "结果如下：\n  ```bash\n  [Success] all good.\n  ```\n")
        spec = R.parse_readme(text)
        self.assertEqual(spec.pass_lines, ["[Success] all good."])

    def test_directory_tree_is_not_a_result(self):
        tree = "├──dump                # 原始数据\n└──visualize_data.bin  # 呈现文件"
        text = readme(PLAIN).replace("调试模式示例：", "目录结构如下：\n  ```bash\n" + textwrap.indent(tree, "  ") + "\n  ```\n")
        spec = R.parse_readme(text)
        self.assertEqual(spec.pass_lines, ["test pass!"])

    def test_cat_block_is_a_command_not_a_result(self):
        text = readme(PLAIN).replace("调试模式示例：", "查看结果：\n  ```bash\n  cat ./PROF_*/PipeUtilization.csv\n  ```\n")
        text = text.replace("  test pass!\n", "  cat ./PROF_*/x.csv\n")
        spec = R.parse_readme(text)
        self.assertEqual(spec.pass_lines, ["test pass!"])

    def test_one_result_block_per_kind_of_scenario(self):
        # The option's description names what each value selects; each result block's lead line names one.
        table = "| `SCENARIO_NUM` | `1-4` | 场景编号。1：甲的溢出场景，2：甲的优化场景，3：乙的溢出场景，4：乙的优化场景 |"
        results = ("- 甲的栈溢出场景，日志中会出现：\n\n  ```text\n  errcode:(1) overflow\n  ```\n\n"
                   "- 乙的栈溢出场景，日志中会出现：\n\n  ```text\n  errcode:(2) overflow\n  ```\n\n"
                   "- 甲和乙的优化验证场景，运行成功后输出：\n\n  ```text\n  test pass!\n  ```\n")
        text = readme(SCENARIO, table).replace("  样例输出如下。\n  ```bash\n  test pass!\n  ```\n", results)
        spec = R.parse_readme(text)
        expected = {r.scenario: r.pass_lines for r in R.runs_of(spec)}
        self.assertEqual(expected, {"SCENARIO_NUM=1": ["errcode:(1) overflow"], "SCENARIO_NUM=2": ["test pass!"],
                                    "SCENARIO_NUM=3": ["errcode:(2) overflow"], "SCENARIO_NUM=4": ["test pass!"]})
        # Without the descriptions every scenario keeps the first block.
        spec = R.parse_readme(text.replace("。1：甲的溢出场景，2：甲的优化场景，3：乙的溢出场景，4：乙的优化场景", ""))
        self.assertEqual({tuple(r.pass_lines) for r in R.runs_of(spec)}, {("errcode:(1) overflow",)})

    def test_no_result_block(self):
        text = readme(PLAIN).replace("  test pass!\n", "  cmake --version\n")
        spec = R.parse_readme(text)
        self.assertEqual(spec.pass_lines, ["test pass!"])
        self.assertTrue(any("no result block" in n for n in spec.notes))


def sr(kind, rc=0, out="", timed_out=False, seconds=1.0):
    return R.StepResult(kind, [kind], rc, timed_out, out, f"/log/{kind}.log", seconds)


BUILT = [sr("configure", 0, "-- Configuring done"), sr("build", 0, "[100%] Built target demo")]


class Judgement(unittest.TestCase):
    def test_placeholders_match_what_varies(self):
        self.assertEqual(R.match_pass_lines(["Running on fixed xxx bytes"], ["Running on fixed 294912 bytes"]), [])
        self.assertEqual(R.match_pass_lines(["[ASSERT] <your_path>/log.asc:47: failed."],
                                            ["[ASSERT] /tmp/a/b/log.asc:47: failed."]), [])
        self.assertEqual(R.match_pass_lines(["[ASSERT] xxx/assert.asc:32: x"], ["[ASSERT] /w/assert.asc:32: x"]), [])
        # The literal text around a placeholder still has to match; words that merely contain x's are literal.
        self.assertEqual(len(R.match_pass_lines(["fixed xxx bytes"], ["fixed 12 words"])), 1)
        self.assertEqual(len(R.match_pass_lines(["Ascendxxx ok"], ["Ascend910 ok"])), 1)
        self.assertEqual(len(R.match_pass_lines(["add<float> ok"], ["add<half> ok"])), 1)

    def test_a_device_address_matches_any_address(self):
        exp = ["[SIMT print 2] input addr: 0x120000016000 value[2]: 3.118000"]
        self.assertEqual(R.match_pass_lines(exp, ["[SIMT print 2] input addr: 0x55f279e5c500 value[2]: 3.118000"]), [])
        # the rest of the line stays literal, and the address must still be a hex number
        self.assertEqual(len(R.match_pass_lines(exp, ["[SIMT print 2] input addr: 0x55f279e5c500 value[2]: 3.1"])), 1)
        self.assertEqual(len(R.match_pass_lines(exp, ["[SIMT print 2] input addr: (nil) value[2]: 3.118000"])), 1)
        # 8 hex digits or fewer is a value (a float's bits, an error code), not an address
        self.assertEqual(len(R.match_pass_lines(["bits 0x3f800000"], ["bits 0x3f800001"])), 1)

    def test_a_measured_cycle_count_matches_any_count(self):
        exp = ["simt_gather execute cycle : 3479", "test pass!"]
        self.assertEqual(R.match_pass_lines(exp, ["simt_gather execute cycle : 3480", "test pass!"]), [])
        # the text around it stays literal, and it must still be a count
        self.assertEqual(len(R.match_pass_lines(exp, ["simt_adds execute cycle : 3480", "test pass!"])), 1)
        self.assertEqual(len(R.match_pass_lines(exp, ["simt_gather execute cycle : -", "test pass!"])), 1)
        # a number after anything but "cycle :" stays literal
        self.assertEqual(len(R.match_pass_lines(["output : 3479"], ["output : 3480"])), 1)
        self.assertEqual(len(R.match_pass_lines(["cycle : 1.5"], ["cycle : 1.7"])), 1)

    def test_stale_source_line_number_is_named_but_still_fails(self):
        expected = ["Ascend Error: <your_path>/log.asc:88 code=507035 x", "done"]
        res = BUILT + [sr("run", 0, "Ascend Error: /w/log.asc:86 code=507035 x\ndone\n")]
        self.assertEqual(R.judge(res, expected),
                         ("FAIL", 'the README\'s source line numbers differ from the shipped source: "Ascend Error: '
                                  '<your_path>/log.asc:88 code=507035 x" was printed as "Ascend Error: /w/log.asc:86 '
                                  'code=507035 x"', 2))
        # Another difference than the number is the ordinary failure.
        res = BUILT + [sr("run", 0, "Ascend Error: /w/log.asc:86 code=507015 x\ndone\n")]
        self.assertTrue(R.judge(res, expected)[1].startswith('no "Ascend Error'))

    def test_pass(self):
        self.assertEqual(R.judge(BUILT + [sr("gen_data"), sr("run", 0, "test pass!\n")], ["test pass!"]),
                         ("PASS", "", None))

    def test_pass_line_from_verify(self):
        res = BUILT + [sr("run", 0, "done\n"), sr("verify", 0, "error ratio: 0.0000, tolerance: 0.0001\ntest pass!\n")]
        self.assertEqual(R.judge(res, ["test pass!"])[0], "PASS")

    def test_pass_line_and_failure_line(self):
        res = BUILT + [sr("run", 0, "CompareResult failed at 3\ntest failed!\ntest pass!\n")]
        self.assertEqual(R.judge(res, ["test pass!"]), ("FAIL", "test failed!", 2))

    def test_failed_bracket_line(self):
        res = BUILT + [sr("run", 0, "[Failed] Case accuracy verification failed!\n")]
        verdict, err, _ = R.judge(res, ["[Success] Case accuracy verification passed."])
        self.assertEqual((verdict, err), ("FAIL", "[Failed] Case accuracy verification failed!"))

    def test_an_expected_error_report_makes_the_programs_failure_verdict_expected(self):
        # A troubleshooting example: the README's expected output is the error the failing kernel reports.
        expected = ["The extend info: errcode:(354) errorStr: stack overflows. subErrType: 0x4."]
        out = ("[Host] kernel error: EZ9999: Inner Error!\nThe extend info: errcode:(354) errorStr: stack overflows. "
               "subErrType: 0x4. (thread 3)\n[Failed] Case accuracy verification failed!\n")
        self.assertEqual(R.judge(BUILT + [sr("run", 1, out)], expected), ("PASS", "", None))
        # Without the report the run fails, on the missing report.
        out = "[Host] kernel completed.\n[Failed] Case accuracy verification failed!\n"
        verdict, err, _ = R.judge(BUILT + [sr("run", 1, out)], expected)
        self.assertEqual(verdict, "FAIL")
        self.assertTrue(err.startswith('no "The extend info: errcode:(354)'), err)

    def test_toolkit_log_line_is_not_a_failure_line(self):
        out = "[ERROR] ASCENDCL(77,demo):2026-01-01-00:00:00.000.000 [mem.cpp:10] aclrtFree: null\ntest pass!\n"
        self.assertEqual(R.judge(BUILT + [sr("run", 0, out)], ["test pass!"])[0], "PASS")
        out = "[ERROR]  Open file failed. path = input/x.bin\ntest pass!\n"  # the example's ERROR_LOG
        self.assertEqual(R.judge(BUILT + [sr("run", 0, out)], ["test pass!"])[0], "FAIL")

    def test_sanitizer_finding_fails_a_run_that_prints_its_pass_line(self):
        out = ("[ascend-sim sanitizer] memcheck: core 0, asc_copy_gm2ub_align at k.h:104: the destination is not "
               "in the UB\n[ERROR] ASCENDCL(77,demo):2026-01-01-00:00:00.000.000 [stream.cpp:9] sync failed\n"
               "test pass!\n")
        verdict, err, blame = R.judge(BUILT + [sr("run", 0, out)], ["test pass!"])
        self.assertEqual((verdict, blame), ("FAIL", 2))
        self.assertTrue(err.startswith("[ascend-sim sanitizer] memcheck: core 0, asc_copy_gm2ub_align"), err)

    def test_racecheck_report_of_a_completed_launch_passes_with_the_report(self):
        out = ("[ascend-sim sanitizer] racecheck: kernel k: cores 0 and 1 both write GM bytes [0x1, 0x101)\n"
               "test pass!\n")
        verdict, err, _ = R.judge(BUILT + [sr("run", 0, out)], ["test pass!"])
        self.assertEqual(verdict, "PASS")
        self.assertTrue(err.startswith(R.RACECHECK_NOTE + "[ascend-sim sanitizer] racecheck: kernel k"), err)

    def test_missing_pass_line(self):
        res = BUILT + [sr("run", 0, "[ascend-sim profile] kernel k\nsomething else\n")]
        verdict, err, blame = R.judge(res, ["test pass!"])
        self.assertEqual(verdict, "FAIL")
        self.assertEqual(err, 'no "test pass!" in the output')
        self.assertEqual(blame, 2)

    def test_sanitizer_finding_is_the_cause_of_a_verify_failure(self):
        run = ("[ascend-sim sanitizer] initcheck warning: core 0, DataCopy at k.asc:9: MTE3 read ...\n"
               "[ascend-sim sanitizer] synccheck: core 0, DataCopy(NDDMA) at k.asc:61: WAW hazard\n")
        res = BUILT + [sr("run", 0, run), sr("verify", 1, "[ERROR] result error\n")]
        verdict, err, _ = R.judge(res, ["test pass!"])
        self.assertEqual(verdict, "FAIL")
        self.assertEqual(err, "[ascend-sim sanitizer] synccheck: core 0, DataCopy(NDDMA) at k.asc:61: WAW hazard "
                              "(then: [ERROR] result error)")

    def test_read_back_of_unwritten_device_memory_is_the_cause_of_a_verify_failure(self):
        run = ("[ascend-sim sanitizer] initcheck warning: core 0, DataCopy at k.asc:9: MTE3 read ...\n"
               "[ascend-sim sanitizer] initcheck warning: aclrtMemcpy (device to host): 28 of the 32 bytes ...\n")
        res = BUILT + [sr("run", 0, run), sr("verify", 1, "[ERROR] result error\n")]
        verdict, err, _ = R.judge(res, ["test pass!"])
        self.assertEqual(verdict, "FAIL")
        self.assertTrue(err.startswith("[ascend-sim sanitizer] initcheck warning: aclrtMemcpy (device to host): 28"), err)
        self.assertTrue(err.endswith("(then: [ERROR] result error)"), err)

    def test_missing_pass_line_shows_sanitizer_report(self):
        res = BUILT + [sr("run", 0, "[ascend-sim sanitizer] ub-bounds: core 0, DataCopy at k.asc:12\n")]
        verdict, err, _ = R.judge(res, ["test pass!"])
        self.assertEqual(verdict, "FAIL")
        self.assertIn("[ascend-sim sanitizer] ub-bounds", err)

    def test_verify_exit_code(self):
        res = BUILT + [sr("run", 0, "test pass!\n"),
                       sr("verify", 1, "data index: 000003, expected: 1.0, actual: 2.0\n"
                                       "error ratio: 0.5000, tolerance: 0.0001\n[ERROR] result error\n")]
        self.assertEqual(R.judge(res, ["test pass!"]), ("FAIL", "[ERROR] result error", 3))

    def test_verify_exit_0_with_error_line(self):
        res = BUILT + [sr("run", 0, ""), sr("verify", 0, "[ERROR] result error\n")]
        self.assertEqual(R.judge(res, ["test pass!"])[:2], ("FAIL", "[ERROR] result error"))

    def test_demo_exit_code_not_trusted(self):
        res = BUILT + [sr("run", 1, "test pass!\n")]
        self.assertEqual(R.judge(res, ["test pass!"])[0], "PASS")
        res = BUILT + [sr("run", 0, "test failed!\n")]
        self.assertEqual(R.judge(res, ["test pass!"])[0], "FAIL")

    def test_crash(self):
        res = BUILT + [sr("run", -11, "test pass!\n"), R.StepResult("verify", ["v"], None)]
        self.assertEqual(R.judge(res, ["test pass!"]), ("FAIL", "SIGSEGV", 2))
        res = BUILT + [sr("run", -6, "[ascend-sim sanitizer] sync: core 1, missing wait\n")]
        self.assertEqual(R.judge(res, ["test pass!"])[1], "SIGABRT: [ascend-sim sanitizer] sync: core 1, missing wait")

    def test_timeout(self):
        res = BUILT + [sr("run", -9, "working\n", timed_out=True, seconds=30.2)]
        self.assertEqual(R.judge(res, ["test pass!"])[:2], ("FAIL", "timeout after 30 s"))

    def test_configure_error(self):
        out = ("-- Performing Test HAVE_X - Failed\n"
               "CMake Error at CMakeLists.txt:3 (find_package):\n  Could not find ASC\n")
        verdict, err, blame = R.judge([sr("configure", 1, out)], ["test pass!"])
        self.assertEqual((verdict, err, blame),
                         ("FAIL", "CMake Error at CMakeLists.txt:3 (find_package): Could not find ASC", 0))

    def test_compile_error_first(self):
        out = ("[ 50%] Building ASC object demo.o\n/x/k.asc:7:5: error: no member named 'Foo' in namespace 'AscendC'\n"
               "make[2]: *** [CMakeFiles/demo.dir/build.make:76: demo.o] Error 1\n")
        self.assertEqual(R.judge(BUILT[:1] + [sr("build", 2, out)], [])[1],
                         "/x/k.asc:7:5: error: no member named 'Foo' in namespace 'AscendC'")

    def test_compiler_driver_refusal_before_make_error(self):
        out = ("[ 50%] Building ASC object x.o\nbisheng (CANN simulator): --enable-simt is not supported\n"
               "gmake[2]: *** [x.o] Error 1\n")
        self.assertEqual(R.first_error_line(out), "bisheng (CANN simulator): --enable-simt is not supported")

    def test_traceback_last_line(self):
        out = ("Traceback (most recent call last):\n  File \"gen_data.py\", line 3, in <module>\n"
               "    import numpy as np\nModuleNotFoundError: No module named 'numpy'\n")
        self.assertEqual(R.judge(BUILT + [sr("gen_data", 1, out)], [])[1],
                         "ModuleNotFoundError: No module named 'numpy'")

    def test_strip_copy_path(self):
        res = [sr("build", 1, "/w/ex/default/ex/k.asc:3:1: error: bad\n")]
        self.assertEqual(R.judge(res, [], strip="/w/ex/default/ex")[1], "k.asc:3:1: error: bad")

    def test_no_error_looking_line(self):
        self.assertEqual(R.judge(BUILT + [sr("gen_data", 3, "hello\nbye\n")], [])[1], "gen_data exit 3: bye")

    def test_truncated(self):
        out = "error: " + "x" * 400
        err = R.judge([sr("configure", 1, out)], [])[1]
        self.assertLessEqual(len(err), R.ERROR_TEXT_MAX)
        self.assertTrue(err.endswith("..."))

    def test_several_lines_any_order(self):
        exp = ["[Core 0/2] hello", "[Core 1/2] hello"]
        ok = BUILT + [sr("run", 0, "[Core 1/2] hello\nnoise\n[Core 0/2] hello\n")]
        self.assertEqual(R.judge(ok, exp)[0], "PASS")
        bad = BUILT + [sr("run", 0, "[Core 1/2] hello\n")]
        self.assertEqual(R.judge(bad, exp)[:2], ("FAIL", 'no "[Core 0/2] hello" in the output'))

    def test_same_line_twice_needs_two_lines(self):
        self.assertEqual(R.match_pass_lines(["ok", "ok"], ["ok"]), ["ok"])
        self.assertEqual(R.match_pass_lines(["ok", "ok"], ["ok", "  ok "]), [])

    def test_a_readme_may_drop_the_space_after_punctuation(self):
        # The README writes "tolerance:0.0001" where verify_result.py prints "tolerance: 0.0001".
        res = BUILT + [sr("verify", 0, "error ratio: 0.0000, tolerance: 0.0001\ntest pass!\n")]
        self.assertEqual(R.judge(res, ["error ratio: 0.0000, tolerance:0.0001", "test pass!"])[0], "PASS")
        res = BUILT + [sr("verify", 0, "error ratio: 0.0000,tolerance:0.0001\ntest pass!\n")]
        self.assertEqual(R.judge(res, ["error ratio: 0.0000, tolerance: 0.0001", "test pass!"])[0], "PASS")
        # Other spaces and the text itself still have to match.
        res = BUILT + [sr("verify", 0, "error ratio: 0.0000, tolerance: 0.0001\ntestpass!\n")]
        self.assertEqual(R.judge(res, ["test pass!"])[0], "FAIL")
        res = BUILT + [sr("verify", 0, "error ratio: 0.0100, tolerance: 0.0001\ntest pass!\n")]
        self.assertEqual(R.judge(res, ["error ratio: 0.0000, tolerance:0.0001", "test pass!"])[0], "FAIL")

    def test_pass_line_with_prefix_and_spacing(self):
        res = BUILT + [sr("run", 0, "[AIV 3]   test   pass!\n")]
        self.assertEqual(R.judge(res, ["test pass!"])[0], "PASS")


# --------------------------------------------------------------------------------------------
# The execution path, on a fake examples tree
# --------------------------------------------------------------------------------------------

CMAKE = R.os.environ.get("CMAKE_COMMAND") or shutil.which("cmake")
CXX = shutil.which("c++") or shutil.which("g++") or shutil.which("clang++")

GEN_DATA = """\
import os, sys
os.makedirs("input", exist_ok=True); os.makedirs("output", exist_ok=True)
value = sys.argv[1].split("=")[-1] if len(sys.argv) > 1 else "7"
open("input/x.txt", "w").write(value)
open("output/golden.bin", "w").write(value)
print("generated", value)
"""

VERIFY = """\
import sys
out, gold = open(sys.argv[1]).read(), open(sys.argv[2]).read()
if out != gold:
    print("[ERROR] result error: %r != %r" % (out, gold))
    sys.exit(1)
print("test pass!")
"""

# Copies input/x.txt to output/output.bin; BREAK changes it. Prints nothing about passing.
MAIN_COPY = r"""
#include <cstdio>
#include <fstream>
#include <string>
int main() {
    std::ifstream in("input/x.txt"); std::string v; in >> v;
#ifdef BREAK
    v += "!";
#endif
    std::ofstream("output/output.bin") << v;
    std::printf("demo wrote %s\n", v.c_str());
    return 0;
}
"""

MAIN_SCENARIO = r"""
#include <cstdio>
int main() {
    std::printf(SCENARIO_NUM == 1 ? "test pass!\n" : "CompareResult failed\ntest failed!\n");
    return 0;
}
"""

MAIN_CRASH = r"""
#include <csignal>
#include <cstdio>
int main() { std::printf("test pass!\n"); std::fflush(stdout); std::raise(SIGSEGV); return 0; }
"""

MAIN_ENV = r"""
#include <cstdio>
#include <cstdlib>
#include <cstring>
int main() {
    const char* t = std::getenv("FAKE_TOOLKIT_MARK");
    const char* opp = std::getenv("ASCEND_OPP_PATH");
    if (t && opp && std::strstr(opp, "/opp")) std::printf("[Success] environment seen.\n");
    else std::printf("[Failed] no toolkit environment\n");
    return 3;  // exit code not trusted
}
"""

MAIN_LINES = r"""
#include <cstdio>
int main() { for (int i = 3; i >= 0; --i) std::printf("[Core %d/4] hi\n", i); return 0; }
"""


def cmakelists(extra: str = "") -> str:
    return ("cmake_minimum_required(VERSION 3.16)\nproject(x LANGUAGES CXX)\n" + extra +
            "add_executable(demo main.cpp)\n")


def write(path: str, text: str) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def make_example(root: str, rel: str, main: str, readme_text: str, cmake_extra: str = "",
                 scripts: bool = False, verify: str = VERIFY) -> None:
    d = os.path.join(root, rel)
    write(os.path.join(d, "CMakeLists.txt"), cmakelists(cmake_extra))
    write(os.path.join(d, "main.cpp"), main)
    write(os.path.join(d, "README.md"), readme_text)
    if scripts:
        write(os.path.join(d, "scripts", "gen_data.py"), GEN_DATA)
        write(os.path.join(d, "scripts", "verify_result.py"), verify)


def make_read_only(root: str) -> None:
    for r, dirs, files in os.walk(root, topdown=False):
        for f in files:
            os.chmod(os.path.join(r, f), 0o444)
        os.chmod(r, 0o555)


def make_writable(root: str) -> None:
    for r, dirs, files in os.walk(root):
        os.chmod(r, 0o755)
        for f in files:
            os.chmod(os.path.join(r, f), 0o644)


RUN_ONLY = """\
mkdir -p build && cd build
cmake -DCMAKE_ASC_ARCHITECTURES=dav-2201 ..;make -j
./demo
"""


@unittest.skipUnless(CMAKE and CXX, "needs cmake and a C++ compiler")
class FakeTree(unittest.TestCase):
    """Eight runs of seven examples: 4 pass, 4 fail, each a different way."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="conformance-test-")
        ex = cls.ex = os.path.join(cls.tmp, "examples")
        make_example(ex, "a_basic/copy_ok", MAIN_COPY, readme(PLAIN), scripts=True)
        make_example(ex, "a_basic/copy_bad", MAIN_COPY, readme(PLAIN), "add_compile_definitions(BREAK)\n",
                     scripts=True)
        make_example(ex, "b_scen/scenario", MAIN_SCENARIO,
                     readme("SCENARIO_NUM=1\n" + RUN_ONLY.replace("..;", "-DSCENARIO_NUM=$SCENARIO_NUM ..;"),
                            "| `SCENARIO_NUM` | `1`（默认）、`2` | 场景 |"),
                     "add_compile_definitions(SCENARIO_NUM=${SCENARIO_NUM})\n")
        make_example(ex, "c_crash", MAIN_CRASH, readme(RUN_ONLY))
        make_example(ex, "d_env", MAIN_ENV, readme(RUN_ONLY, result="[Success] environment seen."))
        make_example(ex, "e_lines", MAIN_LINES, readme(RUN_ONLY, result="\n".join(
            f"[Core {i}/4] hi" for i in range(4))))
        make_example(ex, "f_compile_error", "int main() { return undeclared_name; }\n", readme(RUN_ONLY))
        # Not examples: no README, or a README without the build-and-run section.
        write(os.path.join(ex, "g_no_readme", "CMakeLists.txt"), cmakelists())
        write(os.path.join(ex, "h_no_section", "CMakeLists.txt"), cmakelists())
        write(os.path.join(ex, "h_no_section", "README.md"), "# x\n\n## 概述\n\ntext\n")
        make_read_only(ex)
        cls.toolkit = os.path.join(cls.tmp, "toolkit")
        write(os.path.join(cls.toolkit, "set_env.sh"), textwrap.dedent("""\
            _home="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
            echo "set_env says hello"
            export ASCEND_HOME_PATH="$_home"
            export ASCEND_OPP_PATH="$_home/opp"
            export FAKE_TOOLKIT_MARK=1
            """))
        cls.work = os.path.join(cls.tmp, "work")
        cls.md = os.path.join(cls.tmp, "out.md")
        cls.js = os.path.join(cls.tmp, "out.json")
        cls.rc, cls.out = cls.main("--examples", ex, "--toolkit", cls.toolkit, "--work", cls.work, "-j", "3",
                                   "--markdown", cls.md, "--json", cls.js, "--cmake", CMAKE, "--timeout", "300")

    @classmethod
    def tearDownClass(cls):
        make_writable(cls.tmp)
        shutil.rmtree(cls.tmp)

    @staticmethod
    def main(*args):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = R.main(list(args))
        return rc, out.getvalue()

    def rows(self):
        rows = {}
        for line in self.out.splitlines():
            parts = line.split(None, 3)
            if len(parts) >= 3 and parts[2] in ("PASS", "FAIL", "ERROR"):
                rows[(parts[0], parts[1])] = (parts[2], parts[3] if len(parts) > 3 else "")
        return rows

    def test_verdicts(self):
        rows = self.rows()
        self.assertEqual({k: v[0] for k, v in rows.items()}, {
            ("a_basic/copy_bad", "-"): "FAIL",
            ("a_basic/copy_ok", "-"): "PASS",
            ("b_scen/scenario", "SCENARIO_NUM=1"): "PASS",
            ("b_scen/scenario", "SCENARIO_NUM=2"): "FAIL",
            ("c_crash", "-"): "FAIL",
            ("d_env", "-"): "PASS",
            ("e_lines", "-"): "PASS",
            ("f_compile_error", "-"): "FAIL",
        }, self.out)

    def test_first_errors(self):
        rows = self.rows()
        self.assertIn("[ERROR] result error", rows[("a_basic/copy_bad", "-")][1])
        self.assertEqual(rows[("b_scen/scenario", "SCENARIO_NUM=2")][1], "test failed!")
        self.assertEqual(rows[("c_crash", "-")][1], "SIGSEGV")
        err = rows[("f_compile_error", "-")][1]
        self.assertTrue(err.startswith("main.cpp:1:"), err)  # the scratch path stripped
        self.assertIn("error:", err)
        self.assertIn("undeclared_name", err)

    def test_table_sorted_and_summary(self):
        keys = list(self.rows())
        self.assertEqual(keys, sorted(keys))
        self.assertEqual(self.out.strip().splitlines()[-1], "conformance: 4 of 8 runs passed (50.0 %), 7 examples")
        self.assertEqual(self.rc, 0)

    def test_logs(self):
        d = os.path.join(self.work, "b_scen/scenario", "SCENARIO_NUM_2")
        self.assertEqual(sorted(f for f in os.listdir(d) if f.endswith(".log")),
                         ["1-configure.log", "2-build.log", "3-run.log"])
        with open(os.path.join(d, "3-run.log")) as f:
            self.assertIn("test failed!", f.read())
        self.assertIn(os.path.join(d, "3-run.log"), self.out)  # failing runs' log printed
        # the copy was made writable and built in place
        self.assertTrue(os.path.isfile(os.path.join(d, "scenario", "build", "demo")))
        # gen_data and verify ran from the build directory with the runner's interpreter
        with open(os.path.join(self.work, "a_basic/copy_ok/default/5-verify.log")) as f:
            log = f.read()
        self.assertIn(sys.executable, log.splitlines()[0])
        self.assertIn("test pass!", log)

    def test_markdown(self):
        with open(self.md, encoding="utf-8") as f:
            md = f.read()
        self.assertIn("| example | scenario | result | first error |", md)
        self.assertIn("| `b_scen/scenario` | SCENARIO_NUM=2 | FAIL | test failed! |", md)
        self.assertIn("conformance: 4 of 8 runs passed (50.0 %), 7 examples", md)

    def test_json(self):
        with open(self.js, encoding="utf-8") as f:
            data = json.load(f)
        self.assertEqual(data["summary"]["runs"], 8)
        self.assertEqual(data["summary"]["passed"], 4)
        self.assertEqual(data["summary"]["examples"], 7)
        crash = next(r for r in data["runs"] if r["example"] == "c_crash")
        self.assertEqual(crash["result"], "FAIL")
        self.assertEqual([s["kind"] for s in crash["steps"]], ["configure", "build", "run"])
        self.assertEqual(crash["steps"][2]["returncode"], -11)

    def test_min_pass_rate_and_filter(self):
        rc, out = self.main("--examples", self.ex, "--work", os.path.join(self.tmp, "work2"), "--filter", "^b_",
                            "--min-pass-rate", "0.6", "--cmake", CMAKE)
        self.assertEqual(rc, 1)
        self.assertIn("conformance: 1 of 2 runs passed (50.0 %), 1 examples", out)
        rc, out = self.main("--examples", self.ex, "--work", os.path.join(self.tmp, "work2"), "--filter", "e_lines",
                            "--min-pass-rate", "100%", "--cmake", CMAKE)
        self.assertEqual(rc, 0, out)

    def test_list(self):
        work = os.path.join(self.tmp, "work-list")
        rc, out = self.main("--examples", self.ex, "--work", work, "--list")
        self.assertEqual(rc, 0)
        self.assertFalse(os.path.exists(work))
        self.assertIn("list: 8 runs, 7 examples", out)
        self.assertIn("  [SCENARIO_NUM=2]", out)
        self.assertIn("configure cmake -S <copy> -B <copy>/build -DCMAKE_ASC_ARCHITECTURES=dav-3510 -DSCENARIO_NUM=2",
                      out)
        self.assertIn("skipped (README without a build-and-run section): h_no_section", out)
        self.assertNotIn("g_no_readme", out)


class Families(unittest.TestCase):
    def test_family_of_takes_the_longest_prefix_at_a_path_boundary(self):
        self.assertEqual(R.family_of("01_simd_cpp_api/03_basic_api/01_vector/add"), "simd_cpp")
        self.assertEqual(R.family_of("01_simd_cpp_api/01_utilities/00_printf"), "simd_cpp")
        self.assertEqual(R.family_of("01_simd_cpp_api/01_utilities/03_clock"), "simt")
        self.assertEqual(R.family_of("01_simd_cpp_api/01_utilities/03_clock/sub"), "simt")
        self.assertEqual(R.family_of("01_simd_cpp_api/04_advanced_api/reduce/sum"), "advanced")
        self.assertEqual(R.family_of("02_simd_c_api/add"), "simd_c")
        self.assertEqual(R.family_of("03_simt_api/00_intro/gather"), "simt")
        self.assertEqual(R.family_of("05_simd_simt_hybrid/x"), "simd_simt")
        self.assertEqual(R.family_of("02_simd_c_api_other/add"), R.OTHER_FAMILY)
        self.assertEqual(R.family_of("01_simd_cpp_api/99_new/x"), R.OTHER_FAMILY)
        self.assertEqual(R.family_of("a_basic/copy_ok"), R.OTHER_FAMILY)

    def test_parse_floor(self):
        self.assertEqual(R.parse_floor("0.9"), ("", 0.9))
        self.assertEqual(R.parse_floor("simd_cpp=95%"), ("simd_cpp", 0.95))
        self.assertEqual(R.parse_floor("other=0.5"), ("other", 0.5))
        with self.assertRaises(R.argparse.ArgumentTypeError):
            R.parse_floor("simd=0.9")

    def test_families_agree_with_provenance(self):
        """Every row of the examples copy's PROVENANCE.md table is one family with the same paths, and
        (with the tree beside it) the same number of projects."""
        here = os.path.dirname(os.path.abspath(__file__))
        tree = next((c for c in (os.environ.get("ASCSIM_EXAMPLES_DIR"),
                                 os.path.join(here, "..", "..", "..", "..", "shared", "asc-devkit", "examples"))
                     if c and os.path.isfile(os.path.join(c, "..", "PROVENANCE.md"))), None)
        if tree is None:
            self.skipTest("no examples tree with a PROVENANCE.md beside it")
        with open(os.path.join(tree, "..", "PROVENANCE.md"), encoding="utf-8") as f:
            rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in f
                    if line.startswith("|") and "`" in line]
        found, _ = R.discover(tree)
        counts = {}
        for rel in found:
            counts[R.family_of(rel)] = counts.get(R.family_of(rel), 0) + 1
        self.assertEqual(len(rows), len(R.FAMILIES))
        for title, where, projects in rows:
            key = next((k for k, t, _ in R.FAMILIES if title.startswith(t)), None)
            self.assertIsNotNone(key, title)
            paths, parent = [], ""
            for p in re.findall(r"`([^`]+)`", where):  # "`a/b`, `c`": c is a sibling of b
                paths.append(p if "/" in p else parent + p)
                parent = paths[-1].rsplit("/", 1)[0] + "/" if "/" in paths[-1] else ""
            self.assertEqual(sorted(paths), sorted(dict((k, p) for k, _, p in R.FAMILIES)[key]), title)
            self.assertEqual(counts.get(key, 0), int(projects), title)
        self.assertNotIn(R.OTHER_FAMILY, counts)


@unittest.skipUnless(CMAKE and CXX, "needs cmake and a C++ compiler")
class FamilyFloors(unittest.TestCase):
    """Two families of one run each, one passing and one failing; each floor judges its own."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="conformance-families-")
        cls.ex = os.path.join(cls.tmp, "examples")
        make_example(cls.ex, "02_simd_c_api/ok", MAIN_LINES, readme(RUN_ONLY, result="[Core 0/4] hi"))
        make_example(cls.ex, "03_simt_api/bad", MAIN_SCENARIO, readme(RUN_ONLY),
                     "add_compile_definitions(SCENARIO_NUM=2)\n")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    def run_main(self, *floors):
        out, err = io.StringIO(), io.StringIO()
        args = ["--examples", self.ex, "--work", tempfile.mkdtemp(dir=self.tmp), "--cmake", CMAKE, "-j", "2",
                "--markdown", os.path.join(self.tmp, "out.md"), "--json", os.path.join(self.tmp, "out.json")]
        for f in floors:
            args += ["--min-pass-rate", f]
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = R.main(args)
        return rc, out.getvalue(), err.getvalue()

    def test_each_floor_judges_its_family(self):
        rc, out, err = self.run_main("simd_c=1.0")
        self.assertEqual(rc, 0, err)
        self.assertIn("  simd_c (SIMD C API): 1 of 1 runs passed (100.0 %), 1 examples", out)
        self.assertIn("  simt (SIMT API): 0 of 1 runs passed (0.0 %), 1 examples", out)
        self.assertEqual(out.strip().splitlines()[-1], "conformance: 1 of 2 runs passed (50.0 %), 2 examples")
        rc, _, err = self.run_main("simd_c=1.0", "simt=0.5")
        self.assertEqual(rc, 1)
        self.assertIn("pass rate of family simt 0.000 below --min-pass-rate 0.500", err)
        self.assertNotIn("family simd_c", err)
        rc, _, err = self.run_main("0.6")
        self.assertEqual(rc, 1)
        self.assertIn("pass rate of every run 0.500 below", err)

    def test_a_floor_of_a_family_without_runs_fails(self):
        rc, _, err = self.run_main("simd_simt=0.1")
        self.assertEqual(rc, 1)
        self.assertIn("no run of family simd_simt", err)

    def test_reports_by_family(self):
        self.run_main()
        with open(os.path.join(self.tmp, "out.md"), encoding="utf-8") as f:
            md = f.read()
        self.assertLess(md.index("## SIMD C API (`simd_c`)"), md.index("## SIMT API (`simt`)"))
        self.assertIn("| `03_simt_api/bad` | - | FAIL | test failed! |", md.split("## SIMT API")[1])
        with open(os.path.join(self.tmp, "out.json"), encoding="utf-8") as f:
            data = json.load(f)
        self.assertEqual(data["families"]["simt"]["runs"], 1)
        self.assertEqual(data["families"]["simt"]["passed"], 0)
        self.assertEqual(data["families"]["simd_c"]["pass_rate"], 1.0)
        self.assertEqual({r["example"]: r["family"] for r in data["runs"]},
                         {"02_simd_c_api/ok": "simd_c", "03_simt_api/bad": "simt"})


class Helpers(unittest.TestCase):
    def test_run_step_timeout_kills_group(self):
        with tempfile.TemporaryDirectory() as d:
            log = os.path.join(d, "x.log")
            r = R.run_step(["bash", "-c", "echo start; sleep 30 & sleep 30; echo never"], d, dict(os.environ), 1.0, log)
            self.assertTrue(r.timed_out)
            self.assertLess(r.seconds, 10)
            self.assertEqual(r.output.strip(), "start")
            with open(log) as f:
                text = f.read()
            self.assertTrue(text.startswith("$ bash -c"))
            self.assertIn("# timeout after", text)

    def test_run_step_missing_program(self):
        with tempfile.TemporaryDirectory() as d:
            r = R.run_step(["./no-such-demo"], d, dict(os.environ), 5.0, os.path.join(d, "x.log"))
            self.assertEqual(r.returncode, 127)
            self.assertIn("cannot start", r.output)

    def test_toolkit_env_without_set_env(self):
        with tempfile.TemporaryDirectory() as t:
            env = R.toolkit_env(t, {"PATH": "/usr/bin", "LD_LIBRARY_PATH": ""})
            self.assertEqual(env["ASCEND_HOME_PATH"], t)
            self.assertEqual(env["ASCEND_TOOLKIT_HOME"], t)
            self.assertEqual(env["ASCEND_OPP_PATH"], os.path.join(t, "opp"))
            self.assertEqual(env["LD_LIBRARY_PATH"], os.path.join(t, "lib64"))
            self.assertEqual(env["CMAKE_PREFIX_PATH"], t)
            self.assertEqual(env["PATH"], os.path.join(t, "bin") + os.pathsep + "/usr/bin")

    def test_toolkit_env_sources_set_env(self):
        with tempfile.TemporaryDirectory() as t:
            write(os.path.join(t, "set_env.sh"), 'echo noise\nexport ASCEND_HOME_PATH=/x\nexport LD_LIBRARY_PATH="/x/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"\n')
            env = R.toolkit_env(t, {"PATH": os.environ["PATH"], "LD_LIBRARY_PATH": "/old", "KEEP": "1"})
            self.assertEqual(env["ASCEND_HOME_PATH"], "/x")
            self.assertEqual(env["LD_LIBRARY_PATH"], "/x/lib64:/old")
            self.assertEqual(env["KEEP"], "1")
            self.assertNotIn("_", env)

    def test_toolkit_env_failing_set_env(self):
        with tempfile.TemporaryDirectory() as t:
            write(os.path.join(t, "set_env.sh"), "echo broken >&2\nfalse\n")
            with self.assertRaises(OSError) as cm:
                R.toolkit_env(t, dict(os.environ))
            self.assertIn("broken", str(cm.exception))

    def test_unparsable_readme_is_a_runner_error(self):
        with tempfile.TemporaryDirectory() as d:
            ex = os.path.join(d, "ex")
            write(os.path.join(ex, "bad", "CMakeLists.txt"), cmakelists())
            write(os.path.join(ex, "bad", "README.md"), "## 编译运行\n\n```bash\n./demo\n```\n")
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                rc = R.main(["--examples", ex, "--work", os.path.join(d, "w"), "-j", "1"])
            self.assertEqual(rc, 1)
            self.assertRegex(out.getvalue(), r"bad\s+-\s+ERROR\s+no command block")
            self.assertIn("conformance: 0 of 1 runs passed (0.0 %), 1 examples", out.getvalue())
            with contextlib.redirect_stdout(io.StringIO()) as lst:
                self.assertEqual(R.main(["--examples", ex, "--list"]), 1)
            self.assertIn("bad  [cannot parse: no command block", lst.getvalue())

    def test_parse_rate(self):
        self.assertEqual(R.parse_rate("0.8"), 0.8)
        self.assertEqual(R.parse_rate("80%"), 0.8)
        self.assertEqual(R.parse_rate("80"), 0.8)

    def test_copy_example_of_read_only_tree(self):
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "src")
            write(os.path.join(src, "scripts", "a.py"), "x")
            write(os.path.join(src, "build", "junk"), "x")
            make_read_only(src)
            dst = os.path.join(d, "dst")
            R.copy_example(src, dst)
            self.assertTrue(os.stat(os.path.join(dst, "scripts", "a.py")).st_mode & stat.S_IWUSR)
            self.assertFalse(os.path.exists(os.path.join(dst, "build")))
            os.makedirs(os.path.join(dst, "build"))  # the copy's directories are writable
            make_writable(src)


class ProvenDefects(unittest.TestCase):
    ROWS = ("| `synccheck.pipe-hazard` | a hazard | doc: x.md | proof: fires on asc-devkit's 950 example demo_copy: "
            "V then MTE2 | `a.cpp` |  |\n| `memcheck.other` | other | doc: y.md | none stated | `b.cpp` |  |\n")

    def result(self, example, verdict, err):
        return R.RunResult(example, "-", verdict, err, "/log", "", [], 1.0)

    def test_table_rows_name_the_examples(self):
        self.assertEqual(R.proven_defects(self.ROWS), {"demo_copy": "synccheck.pipe-hazard"})

    def test_only_a_sanitizer_failure_of_that_example_is_annotated(self):
        finding = "[ascend-sim sanitizer] synccheck: core 0, DataCopy at x.asc:3: WAW hazard"
        runs = [self.result("01_x/demo_copy", "FAIL", finding), self.result("01_x/demo_copy", "FAIL", "error: x"),
                self.result("01_x/other", "FAIL", finding), self.result("01_x/demo_copy", "PASS", "")]
        R.annotate_defects(runs, R.proven_defects(self.ROWS))
        self.assertEqual([r.defect_rule for r in runs], ["synccheck.pipe-hazard", "", "", ""])
        self.assertTrue(runs[0].first_error.startswith("example defect (proof: rules.md synccheck.pipe-hazard): "))
        self.assertIn("1 failing runs are proven example defects", R.summary_line(runs))
        self.assertIn("0 of 3 runs passed", R.summary_line(runs[:3]))
        nested = R.proven_defects(self.ROWS.replace("example demo_copy:", "example 02_c/x/demo_copy:"))
        tail = [self.result("02_c/x/demo_copy", "FAIL", finding), self.result("01_cpp/x/demo_copy", "FAIL", finding)]
        R.annotate_defects(tail, nested)
        self.assertEqual([r.defect_rule for r in tail], ["synccheck.pipe-hazard", ""])

    def test_the_repository_rule_table_parses(self):
        with open(R.DEFAULT_RULES_MD, encoding="utf-8") as f:
            defects = R.proven_defects(f.read())
        self.assertTrue(all(re.match(r"^[a-z]+\.[a-z0-9.-]+$", v) for v in defects.values()), defects)


class ReadmeDefects(unittest.TestCase):
    """A README proven wrong about its own program by the shipped sources: line numbers of another revision (an
    assert the README places on a line that does not hold it), or text no file of the example prints."""

    SRC = {"log.asc": ["#include <x>", "void f(float* x) {", "    assert(n < 100 && \"too long\");", "}",
                       "int main() { f(nullptr); }"],
           "check.py": ["print('done')"]}
    ASSERT_README = "[ASSERT] <your_path>/log.asc:5: void f(float *): Assertion `n < 100 && \"too long\"' failed."

    def run_with(self, printed, expected, sources):
        return R.judge(BUILT + [sr("run", 0, printed)], expected, sources=sources)

    def test_an_assert_on_another_line_proves_the_line_numbers_stale(self):
        printed = "[ASSERT] /w/log.asc:3: void f(float *): Assertion `n < 100 && \"too long\"' failed.\ndone\n"
        verdict, err, _ = self.run_with(printed, [self.ASSERT_README, "done"], self.SRC)
        self.assertEqual(verdict, "FAIL")
        self.assertEqual(err, R.README_DEFECT_PREFIX + "the README shows the assert `n < 100 && \"too long\"` at "
                              "log.asc:5, the shipped log.asc has it at line 3")
        # Without the sources, or when the README's line does hold the assert, the difference is only named.
        self.assertTrue(self.run_with(printed, [self.ASSERT_README, "done"], {})[1].startswith("the README's source"))
        on_line_5 = {"log.asc": self.SRC["log.asc"][:4] + ["assert(n < 100 && \"too long\");"]}
        self.assertFalse(self.run_with(printed, [self.ASSERT_README], on_line_5)[1].startswith("example defect"))
        # A missing line the proof does not cover leaves an ordinary failure.
        verdict, err, _ = self.run_with(printed, [self.ASSERT_README, "done", "all threads ran"], self.SRC)
        self.assertEqual(verdict, "FAIL")
        self.assertFalse(err.startswith("example defect"), err)

    def test_text_no_file_contains_beside_the_printed_literal(self):
        src = {"a.asc": ['    std::cout << "[Success] Case accuracy verification passed." << std::endl;']}
        expected = ["[Success] Case accuracy is verification passed."]
        verdict, err, _ = self.run_with("[Success] Case accuracy verification passed.\n", expected, src)
        self.assertEqual(verdict, "FAIL")
        self.assertEqual(err, R.README_DEFECT_PREFIX + 'no file of the example holds the README\'s "[Success] Case '
                              'accuracy is verification passed."; a.asc:1 prints "[Success] Case accuracy verification '
                              'passed."')
        # The README's text in a file of the example, a printed line that is no literal, or one far from the
        # README's: no proof.
        both = {"a.asc": src["a.asc"] + ['    puts("[Success] Case accuracy is verification passed.");']}
        self.assertFalse(self.run_with("[Success] Case accuracy verification passed.\n", expected, both)[1]
                         .startswith("example defect"))
        self.assertFalse(self.run_with("[Success] Case accuracy verification passed!\n", expected, src)[1]
                         .startswith("example defect"))
        self.assertFalse(self.run_with("[Failed] result error\n", expected, src)[1].startswith("example defect"))

    def test_sources_are_the_compiled_units_headers_and_scripts(self):
        root = tempfile.mkdtemp()
        try:
            for rel in ("a.asc", "b.asc", "util.h", "verify.py", "README.md", "build/CMakeFiles/demo.dir/a.asc.o",
                        "build/gen.cpp"):
                os.makedirs(os.path.dirname(os.path.join(root, rel)) or root, exist_ok=True)
                with open(os.path.join(root, rel), "w") as f:
                    f.write("x\n")
            self.assertEqual(sorted(R.read_sources(root)), ["a.asc", "util.h", "verify.py"])
            os.remove(os.path.join(root, "build/CMakeFiles/demo.dir/a.asc.o"))  # nothing built: every unit
            self.assertEqual(sorted(R.read_sources(root)), ["a.asc", "b.asc", "util.h", "verify.py"])
        finally:
            shutil.rmtree(root)

    def test_a_readme_defect_counts_as_a_proven_defect(self):
        run = R.RunResult("03_x/log", "-", "FAIL", R.README_DEFECT_PREFIX + "x", "/log", "", [], 1.0, R.README_DEFECT)
        self.assertIn("1 failing runs are proven example defects", R.summary_line([run]))


class NpuArchSelection(unittest.TestCase):
    """A CMakeLists.txt that hard-codes another chip and offers dav-3510 commented out (as its comment
    tells the user to choose): the runner chooses as a 950 user would, and nothing else."""

    OFFER = textwrap.dedent("""\
        # choose the npu-arch of the NPU you deploy on
        target_compile_options(demo PRIVATE
            $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-2201>
            # $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-3510>
        )
        """)

    def test_the_offered_line_replaces_the_active_one(self):
        out = R.select_npu_arch(self.OFFER, "dav-3510")
        self.assertIn("    # $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-2201>\n", out)
        self.assertIn("    $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-3510>\n", out)
        self.assertEqual(out.count("\n"), self.OFFER.count("\n"))

    def test_nothing_to_select_leaves_the_file(self):
        only_active = self.OFFER.replace("    # $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-3510>\n", "")
        self.assertIsNone(R.select_npu_arch(only_active, "dav-3510"))
        already_3510 = self.OFFER.replace("dav-2201", "dav-9999").replace(
            "    $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-9999>", "    # $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-9999>")
        already_3510 = already_3510.replace("    # $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-3510>",
                                            "    $<$<COMPILE_LANGUAGE:ASC>:--npu-arch=dav-3510>")
        self.assertIsNone(R.select_npu_arch(already_3510, "dav-3510"))
        self.assertIsNone(R.select_npu_arch("add_executable(demo a.asc)\n", "dav-3510"))

    def test_the_plan_says_so_and_the_run_edits_only_its_copy(self):
        with tempfile.TemporaryDirectory() as tree:
            ex = os.path.join(tree, "02_c", "hello")
            os.makedirs(ex)
            with open(os.path.join(ex, "CMakeLists.txt"), "w") as f:
                f.write(self.OFFER)
            with open(os.path.join(ex, "README.md"), "w") as f:
                f.write("## 编译运行\n```bash\nmkdir -p build && cd build; cmake ..; make -j; ./demo\n```\n")
            spec, runs = R.plan_example(tree, "02_c/hello")
            self.assertTrue(any("--npu-arch=dav-3510 line selected" in n for n in spec.notes), spec.notes)
            self.assertEqual(runs[0].arch, "dav-3510")


if __name__ == "__main__":
    unittest.main()
