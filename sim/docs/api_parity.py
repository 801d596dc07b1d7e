#!/usr/bin/env python3
"""API parity between the Ascend C SDK's public headers (as available on NPU arch 3510) and the
simulator's public headers: per family, the names the SDK declares, the names the sim declares, the
SDK names the sim lacks and the sim names the SDK does not have. Writes sim/docs/api_parity.md;
--check rewrites nothing and exits 1 when the file differs from what the headers say. Stdlib only.

    sim/docs/api_parity.py [--check] [--sdk SDK_INCLUDE_DIR] [--root SIM_DIR]

The SDK is read from its include/ folder (default: ../shared/asc-devkit/include next to the repo, as
sim/docs/api/*.md refer to it). The families are its folders: include/basic_api (split below by file
name), include/basic_api/reg_compute, include/c_api, include/simt_api, include/utils; include/adv_api
and include/tensor_api are counted but not compared yet. The doc pages that say which APIs exist on
3510 are in the SDK's docs (docs/zh/api/SIMD-API, SIMT-API, Utils-API; the list is
docs/zh/api/Ascend-C-API列表.md). This tool only reads names, never code or prose, from either.
"""
import argparse
import difflib
import os
import re
import sys

# --- The preprocessor: which lines the compiler sees on 3510 ------------------------------------------
# Known macros: the arch under study, and C++. Every other macro is unknown, and a condition on an
# unknown macro may hold, so its lines are kept (a header guard, ASCENDC_CPU_DEBUG, SPLIT_CORE_VEC ...).
KNOWN = {"__NPU_ARCH__": 3510, "__cplusplus": 201703}
TOKEN = re.compile(r"[A-Za-z_]\w*|\d[\w.']*|\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'"
                   r"|::|->|##|&&|\|\||[<>=!]=|\S")


def _and(a, b):  # three-valued logic: True / False / None (unknown)
    return False if a is False or b is False else (True if a and b else None)


def _or(a, b):
    return True if a is True or b is True else (False if a is False and b is False else None)


def _not(a):
    return None if a is None else not a


def eval_condition(expr, known=KNOWN):
    """The value of an #if expression: True, False, or None when it depends on an unknown macro."""
    toks = TOKEN.findall(expr)
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def take():
        pos[0] += 1
        return toks[pos[0] - 1]

    def primary():  # a value: an int, or None (unknown)
        t = take()
        if t == "(":
            v = disjunction()
            take()  # ')'
            return v
        if t == "!":
            v = primary()
            return None if v is None else int(not v)
        if t == "defined":
            name = take()
            if name == "(":
                name = take()
                take()
            return 1 if name in known else None
        if t[0].isdigit():
            return int(re.match(r"\d+", t).group())
        return known.get(t)

    def comparison():
        v = primary()
        while peek() in ("==", "!=", "<", ">", "<=", ">="):
            op, w = take(), primary()
            v = None if v is None or w is None else int(eval("%d %s %d" % (v, op, w)))
        return v

    def conjunction():
        v = comparison()
        while peek() == "&&":
            take()
            v = _and(_tri(v), _tri(comparison()))
        return v

    def disjunction():
        v = conjunction()
        while peek() == "||":
            take()
            v = _or(_tri(v), _tri(conjunction()))
        return v

    return _tri(disjunction())


def _tri(v):
    return v if v is None or isinstance(v, bool) else bool(v)


def strip_comments(text):
    """Comments become a space (their newlines kept); strings stay; continued lines are joined."""
    pat = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)
    text = pat.sub(lambda m: m.group() if m.group()[0] in "\"'" else " " + "\n" * m.group().count("\n"),
                   text)
    return text.replace("\\\n", " ")


def preprocess(text, known=KNOWN):
    """The lines active on the arch, the asc_* macro names defined there, and the function-like macros
    (so that a declaration a macro generates is seen: the sim declares families of APIs that way)."""
    stack, code, api_macros, macros = [], [], [], {}
    for line in strip_comments(text).split("\n"):
        m = re.match(r"\s*#\s*(\w+)\s*(.*)", line)
        if not m:
            if all(f["active"] is not False for f in stack):
                code.append(line)
            continue
        word, rest = m.groups()
        if word in ("if", "ifdef", "ifndef"):
            cond = {"if": rest, "ifdef": "defined(%s)" % rest, "ifndef": "!defined(%s)" % rest}[word]
            c = eval_condition(cond, known)
            stack.append({"taken": c, "active": c})
        elif word == "elif" and stack:
            c = eval_condition(rest, known)
            stack[-1]["active"] = _and(_not(stack[-1]["taken"]), c)
            stack[-1]["taken"] = _or(stack[-1]["taken"], c)
        elif word == "else" and stack:
            stack[-1]["active"] = _not(stack[-1]["taken"])
            stack[-1]["taken"] = True
        elif word == "endif" and stack:
            stack.pop()
        elif word == "define" and all(f["active"] is not False for f in stack):
            d = re.match(r"(\w+)(\(([^)]*)\))?\s*(.*)", rest)
            if d.group(1).startswith("asc_"):
                api_macros.append(d.group(1))
            if d.group(2):
                params = [p.strip() for p in d.group(3).split(",") if p.strip()]
                macros[d.group(1)] = (params, TOKEN.findall(d.group(4)))
            else:  # object-like: not expanded in names, but a parameter spelled by one is read through it
                macros[d.group(1)] = (None, TOKEN.findall(d.group(4)))
    return "\n".join(code), api_macros, macros


def expand(toks, macros, depth=0):
    """Expands invocations of the function-like macros (params, ## and __VA_ARGS__; # is dropped)."""
    out, i = [], 0
    while i < len(toks):
        t = toks[i]
        if t in macros and macros[t][0] is not None and depth < 4 and i + 1 < len(toks) and toks[i + 1] == "(":
            args, cur, level, i = [], [], 0, i + 2
            while i < len(toks) and not (toks[i] == ")" and level == 0):
                level += {"(": 1, ")": -1}.get(toks[i], 0)
                if toks[i] == "," and level == 0:
                    args.append(cur)
                    cur = []
                else:
                    cur.append(toks[i])
                i += 1
            args.append(cur)
            params, body = macros[t]
            bind = dict(zip(params, args))
            if params and params[-1] == "...":
                bind["__VA_ARGS__"] = sum(([","] + a for a in args[len(params) - 1:]), [])[1:]
            body = [x for b in body for x in bind.get(b, [b]) if b != "#"]
            while "##" in body:
                k = body.index("##")
                body[k - 1:k + 2] = [body[k - 1] + body[k + 1]] if k + 1 < len(body) else []
            out += expand(body, {k: v for k, v in macros.items() if k != t}, depth + 1)
        else:
            out.append(t)
        i += 1
    return out


# --- The declarations: names at namespace scope -------------------------------------------------------
PRIVATE_NS = {"detail", "details", "impl", "internal", "ascsim", ""}
NOT_A_NAME = {"decltype", "alignas", "sizeof", "alignof", "noexcept", "requires", "static_assert",
              "operator", "return", "if", "while", "for", "switch", "const", "volatile", "template"}
CLASS_KEYS = {"struct", "class", "union", "enum"}


def is_private(ns_path, name, allow_dunder):
    if any(s.lower() in PRIVATE_NS or s.endswith("Impl") or s.startswith("_") for s in ns_path):
        return True
    if name.endswith("Impl") or (name.startswith("__") and name.endswith("__")):
        return True
    return name.startswith("_") and not (allow_dunder and name.startswith("__"))


def skip_group(toks, i, open_, close):
    """The index after the group opened at toks[i]."""
    level = 0
    while i < len(toks):
        level += (toks[i] == open_) - (toks[i] == close)
        i += 1
        if level == 0:
            break
    return i


def classify(stmt):
    """(kind, name) of a declaration at namespace scope; kind: namespace, extern, type, function,
    constant, using; None when it declares nothing a user names."""
    while stmt[:2] == ["template", "<"]:
        stmt = stmt[skip_group(stmt, 1, "<", ">"):]
    while stmt and stmt[0] in ("inline", "export", "extern") and stmt[1:2] != ['"C"']:
        stmt = stmt[1:]
    if not stmt or stmt[0] in ("friend", "static_assert"):
        return None
    if stmt[0] == "namespace":
        return None if "=" in stmt else ("namespace", "".join(stmt[1:]))
    if stmt[0] == "extern":
        return ("extern", "")
    if stmt[0] == "using":
        if stmt[1] == "namespace":
            return None
        return ("type", stmt[1]) if "=" in stmt else ("using", stmt[-1])
    if stmt[0] == "typedef":
        star = [k for k in range(len(stmt) - 1) if stmt[k:k + 2] == ["(", "*"]]
        return ("type", stmt[star[0] + 2] if star else stmt[-1])
    angle, i = 0, 0
    while i < len(stmt):
        t = stmt[i]
        angle += (t == "<") - (t == ">")
        if angle == 0 and t in CLASS_KEYS:
            names = [x for x in stmt[i + 1:] if x not in CLASS_KEYS and re.match(r"[A-Za-z_]\w*$", x)]
            return ("type", names[0]) if names else None
        if angle == 0 and t == "=":
            const = "constexpr" in stmt[:i] or "const" in stmt[:i]
            j = i
            if j and stmt[j - 1] == "]":  # an array: `T name[N] = {...}` names `name`
                while j and stmt[j - 1] != "[":
                    j -= 1
                j -= 1
            return ("constant", stmt[j - 1]) if const and j > 0 else None
        if t == "(":
            prev = stmt[i - 1] if i else ""
            if prev in NOT_A_NAME or (prev.startswith("__") and prev.endswith("__")):
                i = skip_group(stmt, i, "(", ")")
                continue
            if not re.match(r"[A-Za-z_]\w*$", prev) or stmt[i - 2:i - 1] == ["::"] or "operator" in stmt:
                return None
            return ("function", prev)
        i += 1
    # `constexpr T name{...}` reaches its brace with no '=' nor '('
    const = "constexpr" in stmt or "const" in stmt
    return ("constant", stmt[-1]) if const and re.match(r"[A-Za-z_]\w*$", stmt[-1]) else None


def drop_attributes(toks):
    """The tokens without `__attribute__((...))` groups: `class __attribute__((visibility("default"))) X`
    declares X (the SDK's host headers spell their exported classes that way)."""
    out, i = [], 0
    while i < len(toks):
        if toks[i] == "__attribute__" and i + 1 < len(toks) and toks[i + 1] == "(":
            depth, i = 0, i + 1
            while i < len(toks):
                depth += {"(": 1, ")": -1}.get(toks[i], 0)
                i += 1
                if depth == 0:
                    break
            continue
        out.append(toks[i])
        i += 1
    return out


# --- Signature shapes: what a call can spell ----------------------------------------------------------
# A function declaration's shape is the number of template parameters and of function parameters a
# caller may give: (template arguments at most, params min, params max), None for "any number" (a pack
# or C varargs); a caller may spell no template argument (deduced), so the template minimum is always 0. Types are not compared (the sim spells many through its own aliases); arity is what
# breaks a caller's build when it differs.
INF = None


def split_top(toks):
    """The comma-separated items of a bracket group's inside, split at depth 0 of (), [], {} and <>."""
    items, cur, depth = [], [], 0
    for t in toks:
        if t in ("(", "[", "{", "<"):
            depth += 1
        elif t in (")", "]", "}", ">"):
            depth -= 1
        if t == "," and depth == 0:
            items.append(cur)
            cur = []
        else:
            cur.append(t)
    if cur:
        items.append(cur)
    return items


def _arity(items, defaulted):
    """(min, max) callers may give for a parameter list's items."""
    lo, hi = 0, 0
    for it in items:
        text = " ".join(it)
        if ". . ." in text:
            return lo, INF
        hi += 1
        if not defaulted(it):
            lo = hi
    return lo, hi


def _has_default(item):
    depth = 0
    for t in item:
        depth += (t in ("(", "[", "{", "<")) - (t in (")", "]", "}", ">"))
        if t == "=" and depth == 0:
            return True
    return False


def function_shape(stmt, name, macros=None):
    """The shape of a function declaration's tokens (see above), or None when its parameters are not found.
    A parameter spelled by an object-like macro is read as the macro's body (the sim's source-location
    parameters: `SRC_LOC_MACRO` standing for `SrcLoc loc = SrcLoc::Here()`)."""
    macros = macros or {}
    tmax = 0
    while stmt[:2] == ["template", "<"]:
        end = skip_group(stmt, 1, "<", ">")
        items = split_top(stmt[2:end - 1])
        # a template parameter without a default is still deduced from the arguments, so a caller may
        # spell none: the template part of the shape is how many it may spell at most.
        _, tmax = _arity(items, _has_default)
        stmt = stmt[end:]
    angle = 0
    for i, t in enumerate(stmt):
        angle += (t == "<") - (t == ">")
        if angle == 0 and t == "(" and i and stmt[i - 1] == name:
            end = skip_group(stmt, i, "(", ")")
            items = [macros[it[0]][1] if len(it) == 1 and macros.get(it[0], (0,))[0] is None else it
                     for it in split_top(stmt[i + 1:end - 1])]
            if items == [["void"]]:
                items = []
            pmin, pmax = _arity(items, _has_default)
            return (tmax, pmin, pmax)
    return None


def shape_text(shape):
    def rng(lo, hi):
        return "%d+" % lo if hi is INF else ("%d" % lo if lo == hi else "%d-%d" % (lo, hi))
    return "<%s>(%s)" % (rng(0, shape[0]) if shape[0] else "", rng(shape[1], shape[2]))


def covers(sim_shape, sdk_shape):
    """Whether every call the SDK overload accepts by arity, the sim overload accepts too."""
    def ge(a, b):  # a >= b with None as infinity
        return a is INF or (b is not INF and a >= b)
    return ge(sim_shape[0], sdk_shape[0]) and sim_shape[1] <= sdk_shape[1] and ge(sim_shape[2], sdk_shape[2])


def declarations(text, macros, allow_dunder=False, shapes=None, header=""):
    """The qualified names a header declares at namespace scope: {name: kind}. With `shapes` (a dict),
    each function's signature shapes are added to shapes[name] (a set of (shape, header))."""
    toks = drop_attributes(expand(TOKEN.findall(text), macros))
    found, stmt, scopes = {}, [], []  # scopes: (kind, ns path segments, reset statement on close)

    def record(kind, name, stmt):
        path = [s for sc in scopes for s in sc[1]]
        if kind in ("type", "function", "constant", "using") and not is_private(path, name, allow_dunder):
            qual = "::".join(path + [name])
            found.setdefault(qual, kind)
            shape = function_shape(stmt, name, macros) if kind == "function" and shapes is not None else None
            if shape:
                shapes.setdefault(qual, set()).add((shape, header))

    for t in toks:
        in_decl = all(sc[0] in ("namespace", "extern") for sc in scopes)
        if t == "{":
            c = classify(stmt) if in_decl else None
            kind = c[0] if c else "block"
            if c:
                record(*c, stmt)
            path = [s for s in c[1].split("::")] if kind == "namespace" else []
            reset = not (c and kind == "constant")
            scopes.append((kind if kind in ("namespace", "extern") else "block", path, reset))
            if reset:
                stmt = []
        elif t == "}":
            if scopes and scopes.pop()[2]:
                stmt = []
        elif in_decl and t == ";":
            c = classify(stmt)
            if c:
                record(*c, stmt)
            stmt = []
        elif in_decl:
            stmt.append(t)
    return found


# --- The two trees --------------------------------------------------------------------------------------
# basic_api's own folder is flat; its sub-areas follow the SDK's file names (first rule that matches),
# named as the sim's basic_api/ subfolders and the docs' chapters (docs/zh/api/SIMD-API/基础API/).
BASIC_AREAS = [
    ("memory_vector", ("_vec_", "kernel_vec_intf", "struct_binary", "struct_unary", "struct_brcb",
                       "struct_gather", "struct_transpose", "struct_vdeq", "proposal")),
    ("cube", ("_mm", "gemm", "conv2d", "fixpipe", "cube", "struct_mm")),
    ("data_movement", ("data_copy", "aipp")),
    ("sync", ("sync", "barrier")),
    ("memory", ("atomic", "cache", "swap_mem")),
    ("debug", ("dump", "prof_trace")),
    ("resource", ("tpipe", "tensor")),
    ("system", ("sys_var", "common_intf", "scalar", "utils_intf", "limits")),
]
SDK_FAMILIES = ["basic_api/" + a for a, _ in BASIC_AREAS] + ["basic_api/other", "reg_compute", "c_api",
                                                             "simt_api", "utils"]
NOT_IN_SCOPE = ["adv_api", "tensor_api"]
# The sim's public surface: its per-family headers and the shims at SDK include paths. Its engine/,
# core/, numerics/, vf/ and launch/ are internals (they hold namespace ascsim, skipped anyway), but for
# numerics/configs.h: the SDK's precision configs (AscendC::DivConfig ...), which the lane functions take,
# vf/vf_scope.h: asc_vf_call, the public launch of a VF, which SIMD and SIMT share, and engine/nddma_engine.h:
# the SDK's MultiCopyLoopInfo / NdDmaLoopInfo, which the C++ NDDMA DataCopy and the C API's NDDMA share.
SIM_DIRS = ["ascendc_sim/basic_api", "ascendc_sim/reg_compute", "ascendc_sim/c_api", "ascendc_sim/simt_api",
            "ascendc_sim/adv_api", "ascendc_sim/utils", "ascendc_sim/types", "ascendc_sim/lang",
            "ascendc_sim/numerics/configs.h", "ascendc_sim/vf/vf_scope.h", "ascendc_sim/engine/nddma_engine.h",
            "kernel_operator.h", "kernel_operator_list_tensor_intf.h", "utils", "ascendc", "tiling", "platform"]


def sdk_family(rel):
    parts = rel.split("/")
    if parts[0] == "basic_api" and parts[1] == "reg_compute":
        return "reg_compute"
    if parts[0] != "basic_api":
        return parts[0]
    for area, keys in BASIC_AREAS:
        if any(k in parts[-1] for k in keys):
            return "basic_api/" + area
    return "basic_api/other"


def sim_family(rel):
    parts = rel.split("/")
    if parts[0] != "ascendc_sim":
        return "shims (SDK include paths)"
    return "/".join(parts[1:3]) if parts[1] == "basic_api" and len(parts) > 3 else parts[1]


def headers(base, subpaths):
    for sub in subpaths:
        p = os.path.join(base, sub)
        if os.path.isfile(p):
            yield sub
        for d, dirs, files in os.walk(p):
            dirs[:] = sorted(x for x in dirs if x != "impl")  # SDK internals
            for f in sorted(files):
                if f.endswith(".h"):
                    yield os.path.relpath(os.path.join(d, f), base).replace(os.sep, "/")


def scan(base, rels, family_of, shapes=None):
    """{qualified name: (family, header, kind)} over the headers, first header (sorted, in-scope families
    first) wins; with
    `shapes`, every function's signature shapes (over all headers) go into shapes[name]."""
    pre = {rel: preprocess(open(os.path.join(base, rel), encoding="utf-8", errors="replace").read())
           for rel in rels}
    macros = {}
    for _, _, m in pre.values():
        macros.update(m)
    names = {}
    # A name an in-scope family and adv_api / tensor_api both declare (Select, ...) belongs to the former.
    for rel in sorted(pre, key=lambda r: (family_of(r) in NOT_IN_SCOPE, r)):
        code, api_macros, _ = pre[rel]
        fam = family_of(rel)
        decls = declarations(code, macros, allow_dunder=fam == "simt_api", shapes=shapes, header=rel)
        decls.update({m: "macro" for m in api_macros})
        for name, kind in decls.items():
            names.setdefault(name, (fam, rel, kind))
    return names


# --- The doc --------------------------------------------------------------------------------------------
HEAD = """# API parity: the SDK (arch 3510) and the simulator

Generated by `sim/docs/api_parity.py` from the SDK's public headers (`../shared/asc-devkit/include/`)
and the sim's (`sim/include/`); do not edit (regenerate: `python3 sim/docs/api_parity.py`; the ctest
`sim_api_parity_docs` fails when this file is stale).

What the extraction does: per header, comments are dropped and the `#if`/`#elif`/`#else` chains are
evaluated with `__NPU_ARCH__` = 3510 (and `__cplusplus` defined). Every other macro is *unknown*: a
condition that depends on one may hold, so its lines are kept (header guards, `ASCENDC_CPU_DEBUG`,
`SPLIT_CORE_VEC` ...); a branch only for 2201, 5102, 3003 ... is dropped. Function-like macros defined
in the scanned headers are expanded (the sim declares API families through them). Then the names
declared at namespace scope are collected: functions and function templates, structs / classes /
unions / enums, `using` / `typedef` aliases, `using` declarations, `const`/`constexpr` constants, and
`#define asc_*` macros (the C API's aliases). A name is qualified by its namespaces
(`AscendC::Reg::Add`; the C API and SIMT API live at global scope). Skipped: folders named `impl/`,
namespaces `detail`, `details`, `impl`, `internal`, `ascsim`, anonymous or underscored or ending in
`Impl`, names ending in `Impl`, names with a leading underscore (except the SIMT API's `__` intrinsics,
which are its public spelling) and `__attribute-macros__`.

Signatures: for each function, the shape of every overload is the number of template arguments a
caller may spell (at most; deduced ones need none) and of function arguments (from the parameters
without a default to all of them; a pack or `...` takes any number). A function whose SDK overloads
include one that no sim overload accepts by those counts is listed as differing, with both sides'
shapes (`<0-2>(4-5)`: up to two template arguments, four or five arguments). A sim parameter spelled
by an object-like macro (its source-location parameter) is read through the macro. Overloads of a
header with an `overloads:<header>` line in the reasons table are not compared when another SDK
header declares the name too (the out-of-scope forms of a name whose other forms are in scope), nor
is one overload with an `overload:<name> <shape>` line.

What it does not catch: parameter and template-parameter *types* are not compared (an overload
set matches when the counts do), nor the data types a template accepts; class members (methods of `LocalTensor`, `TPipe`
...) and enumerators are not listed, only the class or enum; a name the SDK declares only in its
`impl/` headers (not shipped in include/) is not seen; each header is read alone, so a header that an
umbrella includes only for another arch is still read; macros other than `asc_*` are not API names
here; the basic_api sub-areas are guessed from the SDK's file names. A sim name counts where the SDK
declares it, wherever the sim declares it.

The C library: a SIMT kernel on the sim is host C++ that sees <cmath> and <cstdlib> (simt_api/math_functions.h
includes both), and the SDK's float math functions with a C library name (expf, sinf, labs ...) are declared by
the C library there; in SIMT code the simulator's bisheng calls the device function of that name instead
(::ascsim::simt::device_math, ascendc_sim/simt_api/device_math.h). An SDK name of `simt_api` at global scope that the sim does not declare counts as present when
the C library's headers on this machine declare it (glibc's bits/mathcalls.h, float forms, and stdlib.h);
such names are listed under "Present from the C library". Their device values are math_functions.h's and
device_math.h's head comments.
"""


OUT_OF_SCOPE = "api_out_of_scope.tsv"
C_LIBRARY = "C library"  # the header column of a name the C library declares


def c_library_names(include_dirs=("/usr/include",)):
    """The functions glibc declares that a SIMT kernel sees: the float forms of bits/mathcalls.h (its
    __MATHCALL / __MATHDECL entries, declared once per type with the suffix f for float) and stdlib.h's."""
    names = set()
    for inc in include_dirs:
        calls = [os.path.join(inc, "bits", "mathcalls.h")]
        if os.path.isdir(inc):
            calls += [os.path.join(inc, d, "bits", "mathcalls.h") for d in sorted(os.listdir(inc))]
        for path in calls:
            if os.path.isfile(path):
                text = open(path, encoding="utf-8", errors="replace").read()
                names |= {m + "f" for m in re.findall(r"__MATHCALL\w*\s*\(\s*(\w+)\s*,", text)}
                names |= {m + "f" for m in re.findall(r"__MATHDECL\w*\s*\([^,()]*,\s*(\w+)\s*,", text)}
        stdlib = os.path.join(inc, "stdlib.h")
        if os.path.isfile(stdlib):
            text = strip_comments(open(stdlib, encoding="utf-8", errors="replace").read())
            names |= set(re.findall(r"\bextern\s+(?:__extension__\s+)?[\w\s*]*?\b(\w+)\s*\(", text))
    return names


def add_c_library(sdk, sim, names):
    """Count the simt_api names at global scope that the C library declares (see HEAD) as the sim's."""
    for n, (fam, _, kind) in sdk.items():
        if fam == "simt_api" and "::" not in n and n not in sim and n in names:
            sim[n] = (fam, C_LIBRARY, kind)


def load_out_of_scope(path):
    """{name, 'family:<family>' or 'header:<SDK header>': reason} from the reasons table (name<TAB>reason,
    '#' comments)."""
    reasons = {}
    if not os.path.exists(path):
        return reasons
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        name, _, reason = line.partition("\t")
        if not reason.strip():
            raise ValueError("%s: no reason for %s" % (path, name))
        reasons[name.strip()] = reason.strip()
    return reasons


def out_of_scope_reason(name, fam, reasons, header=""):
    return reasons.get(name) or reasons.get("family:" + fam) or (reasons.get("header:" + header) if header else None)


def stale_reasons(sdk, sim, reasons, sdk_shapes=None, sim_shapes=None):
    """Entries of the reasons table that name no missing SDK name (the SDK lacks it or the sim has it)."""
    fams = {v[0] for v in sdk.values()}
    headers = {v[1] for v in sdk.values()}
    bad = []
    for key in sorted(reasons):
        if key.startswith("family:"):
            if key[len("family:"):] not in fams:
                bad.append("%s: no such SDK family" % key)
        elif key.startswith("header:") or key.startswith("overloads:"):
            if key.split(":", 1)[1] not in headers:
                bad.append("%s: no such SDK header" % key)
        elif key.startswith("overload:"):
            name, _, shape = key[len("overload:"):].partition(" ")
            if shape not in {shape_text(sh) for sh, _ in (sdk_shapes or {}).get(name, ())}:
                bad.append("%s: the SDK declares no such overload" % key)
            elif any(covers(m, sh) for m, _ in (sim_shapes or {}).get(name, ()) for sh, _ in sdk_shapes[name]
                     if shape_text(sh) == shape):
                bad.append("%s: the sim accepts it (drop the line)" % key)
        elif key not in sdk:
            bad.append("%s: the SDK does not declare it" % key)
        elif key in sim:
            bad.append("%s: the sim declares it (drop the line)" % key)
    return bad


def differing_signatures(sdk, sim, sdk_shapes, sim_shapes, reasons):
    """{SDK function the sim declares: (SDK shapes no sim overload accepts, the sim's shapes)}.

    An SDK overload is left out when its header is adv_api's or tensor_api's (not compared yet), when
    it has an `overload:<name> <shape>` reason, or when its header has an `overloads:<header>` reason and the name is also
    declared by another SDK header (the out-of-scope forms of a name whose other forms are in scope)."""
    headers_of = {}
    for name, pairs in sdk_shapes.items():
        headers_of[name] = {h for _, h in pairs}
    out = {}
    for name, (_, _, kind) in sdk.items():
        if kind != "function" or name not in sim or name not in sim_shapes or name not in sdk_shapes:
            continue
        theirs = {sh for sh, _ in sim_shapes[name]}
        bad = sorted({sh for sh, h in sdk_shapes[name]
                      if h.split("/")[0] not in NOT_IN_SCOPE
                      and not ("overloads:" + h in reasons and len(headers_of[name]) > 1)
                      and "overload:%s %s" % (name, shape_text(sh)) not in reasons
                      and not any(covers(m, sh) for m in theirs)}, key=str)
        if bad:
            out[name] = (bad, sorted(theirs, key=str))
    return out


def family_section(fam, sdk, sim, reasons, differ=None):
    differ = differ or {}
    want = {n: v for n, v in sdk.items() if v[0] == fam}
    have = [n for n in want if n in sim]
    absent = sorted(n for n in want if n not in sim)
    out_scope = [n for n in absent if out_of_scope_reason(n, fam, reasons, want[n][1])]
    missing = [n for n in absent if not out_of_scope_reason(n, fam, reasons, want[n][1])]
    out = ["## `%s`" % fam, "", "SDK %d, sim %d, out of scope %d, missing %d." % (len(want), len(have),
                                                                               len(out_scope), len(missing)), ""]
    from_libc = [n for n in have if sim[n][1] == C_LIBRARY]
    if from_libc:
        out += ["Present from the C library (%d): %s." % (len(from_libc), ", ".join("`%s`" % n for n in from_libc)),
                ""]
    if missing:
        out += ["Missing in the sim (SDK header):", ""]
        out += ["- `%s` (%s, `%s`)" % (n, want[n][2], want[n][1]) for n in missing] + [""]
    if out_scope:
        family_reason = reasons.get("family:" + fam)
        out += ["Out of scope (%s):" % OUT_OF_SCOPE, ""]
        if family_reason:
            out += ["The whole family: %s." % family_reason, ""]
        out += ["- `%s`: %s" % (n, reasons[n]) for n in out_scope if n in reasons] + [""]
    overloads = sorted(k for k in reasons if k.startswith("overload:") and k[len("overload:"):].split(" ")[0] in want)
    if overloads:
        out += ["Overloads out of scope (%s):" % OUT_OF_SCOPE, ""]
        out += ["- `%s`: %s" % (k[len("overload:"):], reasons[k]) for k in overloads] + [""]
    bad = sorted(n for n in want if n in differ)
    if bad:
        out += ["Signatures that differ (the SDK's overloads no overload of the sim accepts, then the sim's):", ""]
        out += ["- `%s`: SDK %s; sim %s" % (n, " ".join("`%s`" % shape_text(x) for x in differ[n][0]),
                                            " ".join("`%s`" % shape_text(x) for x in differ[n][1]))
                for n in bad] + [""]
    return out


def render(sdk, sim, reasons=None, sdk_shapes=None, sim_shapes=None):
    reasons = reasons or {}
    differ = differing_signatures(sdk, sim, sdk_shapes or {}, sim_shapes or {}, reasons)
    fams = SDK_FAMILIES
    out = [HEAD, "## Summary", "", "| family | SDK | sim | out of scope | missing | signature differs |",
           "|---|---:|---:|---:|---:|---:|"]
    for fam in fams:
        want = [n for n, v in sdk.items() if v[0] == fam]
        have = sum(n in sim for n in want)
        oos = sum(n not in sim and bool(out_of_scope_reason(n, fam, reasons, sdk[n][1])) for n in want)
        out.append("| `%s` | %d | %d | %d | %d | %d |" % (fam, len(want), have, oos, len(want) - have - oos,
                                                         sum(n in differ for n in want)))
    for fam in NOT_IN_SCOPE:
        out.append("| `%s` (not in scope yet) | %d | %d | - | - | - |"
                   % (fam, sum(v[0] == fam for v in sdk.values()), sum(n in sim for n, v in sdk.items()
                                                                          if v[0] == fam)))
    out += ["", "The sim column counts the family's SDK names the sim declares (present); out of scope: absent",
            "on purpose, with the reason of `sim/docs/%s` (not on 950, no doc page, not a vector-core" % OUT_OF_SCOPE,
            "API); missing: the rest; signature differs: functions the sim declares with an overload set that",
            "rejects a call some SDK overload accepts (by the number of template and function arguments: see",
            "above).", ""]
    for fam in fams:
        out += family_section(fam, sdk, sim, reasons, differ)
    extra = sorted((v[0], n) for n, v in sim.items() if n not in sdk)
    out += ["## Names the sim declares that the SDK does not", "",
            "Extensions, misspellings, or SDK names declared only in the SDK's impl/ (not shipped in",
            "include/): each needs a look. Grouped by the sim folder that declares them.", ""]
    for fam in sorted({f for f, _ in extra}):
        names = [n for f, n in extra if f == fam]
        out += ["### `%s` (%d)" % (fam, len(names)), ""]
        out += ["- `%s` (%s, `%s`)" % (n, sim[n][2], sim[n][1]) for n in names] + [""]
    return "\n".join(out).rstrip("\n") + "\n"


def default_sdk_dir():
    """The SDK's include/ as .ci/conformance finds the examples: next to the repo, else the workplace's
    shared copy (the first candidate when neither exists: the caller then skips)."""
    here = os.path.dirname(os.path.abspath(__file__))
    candidates = [os.path.join(here, "..", "..", "..", "shared", "asc-devkit", "include"),
                  "/work/shared/asc-devkit/include"]
    return next((c for c in candidates if os.path.isdir(c)), candidates[0])


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=os.path.join(here, ".."), help="the sim directory")
    ap.add_argument("--sdk", default=default_sdk_dir(), help="the SDK's include directory")
    ap.add_argument("--check", action="store_true", help="rewrite nothing; exit 1 when the doc differs")
    args = ap.parse_args(argv)
    root, sdk_dir = os.path.abspath(args.root), os.path.abspath(args.sdk)
    if not os.path.isdir(sdk_dir):
        # No SDK on this machine: nothing to compare against (CTest reports the check as skipped).
        print("api_parity.py: no SDK headers at %s (--sdk); skipped" % sdk_dir)
        return 77
    sdk_rels = list(headers(sdk_dir, ["basic_api", "c_api", "simt_api", "utils"] + NOT_IN_SCOPE))
    sdk_shapes, sim_shapes = {}, {}
    sdk = scan(sdk_dir, sdk_rels, sdk_family, sdk_shapes)
    inc = os.path.join(root, "include")
    sim = scan(inc, list(headers(inc, SIM_DIRS)), sim_family, sim_shapes)
    add_c_library(sdk, sim, c_library_names())
    reasons = load_out_of_scope(os.path.join(root, "docs", OUT_OF_SCOPE))
    stale = stale_reasons(sdk, sim, reasons, sdk_shapes, sim_shapes)
    if stale:
        print("api_parity.py: stale lines in docs/%s:\n  %s" % (OUT_OF_SCOPE, "\n  ".join(stale)))
        return 1
    new = render(sdk, sim, reasons, sdk_shapes, sim_shapes)
    path = os.path.join(root, "docs", "api_parity.md")
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    if args.check:
        if new == old:
            print("api_parity.py: %s agrees with the headers" % path)
            return 0
        diff = list(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                         path + " (as written)", path + " (from the headers)"))
        sys.stdout.writelines(diff[:200])
        print("api_parity.py: stale %s (%d diff lines); regenerate: python3 sim/docs/api_parity.py"
              % (path, len(diff)))
        return 1
    if new != old:
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
        print("wrote", path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
