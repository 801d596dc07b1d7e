#!/usr/bin/env python3
"""Unit test of refusal_table.py: a static_assert is cited by its message, by the comment of its
declaration, by an `internal:` note, by its file's head comment or the sim header that one names, by an
`sdk:` path (an API no page describes; the path must exist in the SDK); one
inside a comment is not counted; one with no citation is reported; page names are matched against
the docs' paths; a refusal of the bisheng driver is cited by a page or by its kind (usage / syntax / io).
Stdlib only; run by ctest (sim_refusal_table_unit)."""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import refusal_table as rt  # noqa: E402

CITED = '''// Head comment with no page.
#pragma once
// static_assert(false, "inside a comment");
static_assert(sizeof(int) == 4, "Add: int only (Add.md 数据类型)");

// Select（灵活标量位置）.md (函数原型)
template <typename T>
void F() {
    static_assert(sizeof(T) == 4, "F: 4-byte types");
}

// internal: the sim's own lane type
static_assert(true, "lane size");
'''
FOLLOWS = '''// The engine of X; its rules are in reg_compute/x.h's head comment.
static_assert(true, "X: no page in the message");
'''
X_HEAD = '''// X (连续对齐搬入（LoadAlign）.md).
#pragma once
'''
DRIVER = '''void Error(const std::string& message);
struct Failure { int line; std::string message; };
void Parse(const std::string& arg)
{
    // usage: a command line no driver accepts
    Error("missing argument to '" + arg + "'");
    // AI-Core算子编译基本用法.md (常用的编译选项): only dav-3510 is emulated
    Error("--npu-arch=" + arg + " is not supported");
    Error("bare refusal");
    return Failure{3, "no kernel name (核函数.md)"};
}
'''
SDK_HEAD = '''// A layer no page describes; sdk: simt_api/cpp/ (its impl's own type checks).
#pragma once
static_assert(true, "Input type only supports float.");

// sdk: impl/x/y_impl.h
static_assert(true, "Y: the impl's check");

// Add.md
static_assert(true, "Z: a page wins");
'''
UNCITED = '''// Nothing cited here.
static_assert(true, "bare");
'''


def write(base, rel, text):
    path = os.path.join(base, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


def main():
    with tempfile.TemporaryDirectory() as base:
        write(base, "basic_api/cited.h", CITED)
        write(base, "engine/follows.h", FOLLOWS)
        write(base, "reg_compute/x.h", X_HEAD)
        table, uncited = rt.collect(base)
        assert uncited == [], uncited
        rows = {msg: (src, found) for msg, src, found, _ in table["basic_api/cited.h"]}
        assert "inside a comment" not in rows, rows
        assert rows["Add: int only (Add.md 数据类型)"] == ("message", ["Add.md"]), rows
        assert rows["F: 4-byte types"] == ("comment", ["Select（灵活标量位置）.md"]), rows
        assert rows["lane size"][0] == "internal", rows
        assert table["engine/follows.h"][0][1:3] == ["file head", ["连续对齐搬入（LoadAlign）.md"]], table
        write(base, "simt_api/layer.h", SDK_HEAD)
        table, uncited = rt.collect(base)
        assert uncited == [], uncited
        rows = {msg: (src, found) for msg, src, found, _ in table["simt_api/layer.h"]}
        assert rows["Input type only supports float."] == ("sdk", ["sdk: simt_api/cpp/"]), rows
        assert rows["Y: the impl's check"] == ("sdk", ["sdk: impl/x/y_impl.h"]), rows
        assert rows["Z: a page wins"] == ("comment", ["Add.md"]), rows
        with tempfile.TemporaryDirectory() as sdk:
            write(sdk, "simt_api/cpp/a.h", "")
            assert rt.sdk_path_exists("simt_api/cpp/", (sdk,), "/nonexistent")
            assert rt.sdk_path_exists("simt_api/cpp/a.h", (sdk,), "/nonexistent")
            assert not rt.sdk_path_exists("simt_api/cpp/b.h", (sdk,), "/nonexistent")
        write(base, "basic_api/uncited.h", UNCITED)
        _, uncited = rt.collect(base)
        assert len(uncited) == 1 and uncited[0].startswith("basic_api/uncited.h:2: bare"), uncited
    with tempfile.TemporaryDirectory() as base:
        write(base, "options.cpp", DRIVER)
        table, uncited = rt.collect_driver(base)
        rows = {r[0]: r for r in table["tools/bisheng/options.cpp"]}
        assert len(rows) == 4, rows  # the definitions of Error and Failure are no refusals
        assert rows["missing argument to '…'"][1:3] == ["kind", ["usage: a command line no driver accepts"]], rows
        assert rows["--npu-arch=… is not supported"][1:3] == ["comment", ["AI-Core算子编译基本用法.md"]], rows
        assert rows["no kernel name (核函数.md)"][1] == "message", rows
        assert uncited == ["tools/bisheng/options.cpp:9: bare refusal"], uncited
    paths = ["docs/zh/api/SIMD-API/基础API/Memory矢量计算/基础算术/Add.md",
             "docs/zh/api/附录/Reg矢量计算接口理论性能汇总.md", "docs/zh/guide/编程指南/a/b/Reg矢量计算编程.md"]
    names = {os.path.basename(p) for p in paths}
    assert rt.is_page("Add.md", paths, names) and rt.is_page("基础算术/Add.md", paths, names)
    assert rt.is_page(paths[0], paths, names) and rt.is_page("理论性能汇总.md", paths, names)
    assert rt.is_page("编程指南/.../Reg矢量计算编程.md", paths, names)
    assert not rt.is_page("Sub.md", paths, names) and not rt.is_page("基础算术/dd.md", paths, names)
    assert not rt.is_page("dd.md", paths, names)  # an ASCII tail of Add.md is no citation
    print("test_refusal_table.py: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
