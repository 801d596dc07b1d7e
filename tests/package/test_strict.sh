#!/usr/bin/env bash
# Strictness of the simulator's CMake functions, each checked on a deliberately wrong project and
# on its correct twin (strict_op/, configured against the simulator installed as a toolkit):
#   codegen_standard  op_host is compiled as CANN's generator compiles it (-std=c++11,
#                     compile_ascendc_all_ops_so.py): C++14 code fails configure, C++11 passes
#   aclnn_usage       npu_op_library(... ACLNN) gives consumers no include directories (func.cmake:
#                     OBJECT library, PRIVATE links): an application relying on it fails to build
#   optype_duplicate  an op type that is a built-in (AsinGrad) warns at configure, and fails with
#                     -DASCEND_CHECK_OPTYPE_DUPLICATE=ON; another op type does neither
#   tests_gating      the root project against a toolkit that is not the in-tree simulator: tests
#                     are skipped and GoogleTest is not looked for
# Usage: test_strict.sh <case> <build dir> <source dir> <cmake> <c++ compiler> [<c++ flags>]
set -euo pipefail
CASE=$1 BUILD=$2 SRC=$3 CMAKE=$4 CXX=$5
export CXXFLAGS="${6:-}"  # the build's own flags (sanitizers), for the first configure of each tree
WORK=$(mktemp -d "${TMPDIR:-/tmp}/asin_grad_strict.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
"$CMAKE" --install "$BUILD" --component ascend_sim --prefix "$WORK/cann" > "$WORK/install.log"
# shellcheck disable=SC1091
source "$WORK/cann/set_env.sh"
fail() { echo "$CASE: FAIL: $*"; exit 1; }
# CMake wraps message() text at word boundaries depending on the length of the paths around it,
# so a phrase is searched for in the log with all whitespace runs collapsed to one space.
says() {  # <log> <phrase>
    tr -s ' \t\n' '   ' < "$1" | grep -qF -- "$2"
}
configure() {  # <dir> <log> <args...>
    local dir=$1 log=$2
    shift 2
    "$CMAKE" -S "$SRC/tests/package/strict_op" -B "$dir" -DCMAKE_CXX_COMPILER="$CXX" "$@" > "$log" 2>&1
}

case "$CASE" in
codegen_standard)
    configure "$WORK/wrong" "$WORK/wrong.log" -DSTRICT_CXX14=ON \
        && { cat "$WORK/wrong.log"; fail "C++14 op_host configured"; }
    says "$WORK/wrong.log" "does not compile as the CANN generator" || { cat "$WORK/wrong.log"; fail "wrong reason"; }
    configure "$WORK/twin" "$WORK/twin.log" || { cat "$WORK/twin.log"; fail "C++11 twin failed"; }
    ;;
aclnn_usage)
    configure "$WORK/wrong" "$WORK/wrong.log" -DSTRICT_APP_INCLUDES=OFF || { cat "$WORK/wrong.log"; fail "configure"; }
    "$CMAKE" --build "$WORK/wrong" --target strict_app > "$WORK/wrong-build.log" 2>&1 \
        && fail "the application found aclnn_strict_probe.h through the ACLNN library"
    says "$WORK/wrong-build.log" "aclnn_strict_probe.h" || { cat "$WORK/wrong-build.log"; fail "wrong reason"; }
    configure "$WORK/twin" "$WORK/twin.log" -DSTRICT_APP_INCLUDES=ON || { cat "$WORK/twin.log"; fail "configure"; }
    "$CMAKE" --build "$WORK/twin" --target strict_app > "$WORK/twin-build.log" 2>&1 \
        || { cat "$WORK/twin-build.log"; fail "twin did not build"; }
    ;;
optype_duplicate)
    configure "$WORK/dup" "$WORK/dup.log" -DSTRICT_OP_TYPE=AsinGrad || { cat "$WORK/dup.log"; fail "configure"; }
    says "$WORK/dup.log" "op type 'AsinGrad' is also a built-in operator" || { cat "$WORK/dup.log"; fail "no warning"; }
    configure "$WORK/dup-on" "$WORK/dup-on.log" -DSTRICT_OP_TYPE=AsinGrad -DASCEND_CHECK_OPTYPE_DUPLICATE=ON \
        && fail "ASCEND_CHECK_OPTYPE_DUPLICATE=ON accepted a built-in op type"
    says "$WORK/dup-on.log" "Op 'AsinGrad' is DUPLICATE with built-in operators" || { cat "$WORK/dup-on.log"; fail "wrong reason"; }
    configure "$WORK/twin" "$WORK/twin.log" -DASCEND_CHECK_OPTYPE_DUPLICATE=ON \
        || { cat "$WORK/twin.log"; fail "twin failed"; }
    says "$WORK/twin.log" "built-in operator" && fail "twin warned"
    ;;
tests_gating)
    "$CMAKE" -S "$SRC" -B "$WORK/root" -DCMAKE_CXX_COMPILER="$CXX" -DASIN_GRAD_BUILD_TESTS=ON \
        -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON > "$WORK/root.log" 2>&1 || { cat "$WORK/root.log"; fail "configure"; }
    says "$WORK/root.log" "AsinGrad tests skipped" || { cat "$WORK/root.log"; fail "tests not skipped"; }
    ;;
*)
    fail "unknown case" ;;
esac
echo "$CASE: PASS"
