#!/usr/bin/env bash
# Runs one of CANN's shipped ops-math operators, unchanged, through the official custom-operator
# flow on the toolkit whose set_env.sh is sourced (the simulator's installed prefix, or a real
# CANN toolkit):
#   1. ops_math_project/ (a custom_op-style project: npu_op_package, op_host/ with npu_op_code_gen and
#      npu_op_library, op_kernel/ with npu_op_kernel_sources / npu_op_kernel_library) configured
#      around <ops-math>/<op dir>, whose files are used in place and never modified;
#   2. cmake --build <build> --target binary package  ->  custom_opp_<os>_<arch>.run;
#   3. the .run installed with --install-path=<work>/opp, its set_env.bash sourced;
#   4. ops_math_app/ built as an application of its own against the installed op_api, and run
#      twice: with the sanitizer's defaults, then with ASCEND_SIM_SANITIZER=initcheck=fatal.
#      It calls the generated aclnn<Op>GetWorkspaceSize / aclnn<Op> for every dtype of the op's
#      _def.cpp at 1, 33, 1000, 65537 and 1000000 elements and compares with a float64 reference.
#
# Usage: run_ops_math_op.sh <ops-math checkout> <op dir> <work dir> [app arguments...]
#   <ops-math checkout>  a work tree, or a bare git mirror (then `git archive HEAD <op dir>`
#                        extracts an unmodified copy into <work dir>/ops-math)
#   <op dir>             e.g. math/asin_grad, experimental/math/acos_grad
#   [app arguments]      passed to the application (--sizes 1,33 --dtypes float32 --seed N)
# Environment: CMAKE (default cmake), JOBS (default 2); CC / CXX / CFLAGS / CXXFLAGS are taken by
# CMake at the first configure, as for any project.
# Exit status: 0 when both runs pass; the logs are <work dir>/*.log.
set -euo pipefail
if [ $# -lt 3 ]; then
    sed -n 2,24p "$0"
    exit 2
fi
HERE=$(cd "$(dirname "$0")" && pwd)
OPS=$1 OPDIR=${2%/} WORK=$3
shift 3
CMAKE=${CMAKE:-cmake}
JOBS=${JOBS:-2}
step() { echo "== $*"; }
fail() { echo "run_ops_math_op: FAIL: $*"; exit 1; }

[ -n "${ASCEND_HOME_PATH:-}" ] || fail "no toolkit: source <toolkit>/set_env.sh first"
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)

# The operator's files: in place in a work tree, or an unmodified copy out of a bare mirror.
if [ -d "$OPS/$OPDIR/op_host" ]; then
    SRC=$(cd "$OPS/$OPDIR" && pwd)
    REV=$(git -C "$OPS" rev-parse HEAD 2>/dev/null || echo "not a git work tree")
elif [ "$(git -C "$OPS" rev-parse --is-bare-repository 2>/dev/null)" = true ]; then
    rm -rf "$WORK/ops-math"
    mkdir -p "$WORK/ops-math"
    git -C "$OPS" archive HEAD "$OPDIR" | tar -x -C "$WORK/ops-math"
    SRC=$WORK/ops-math/$OPDIR
    REV=$(git -C "$OPS" rev-parse HEAD)
else
    fail "$OPS/$OPDIR: no op_host/ there, and $OPS is not a bare git repository"
fi
[ -d "$SRC/op_host" ] && [ -d "$SRC/op_kernel" ] || fail "$SRC has no op_host/ or op_kernel/"

NAME=$(basename "$OPDIR")                       # asin_grad
DEFS=("$SRC"/op_host/*_def.cpp)
[ -f "${DEFS[0]}" ] || fail "no op_host/*_def.cpp in $SRC"
TYPE=$(grep -ho 'OP_ADD( *[A-Za-z0-9_]* *)' "${DEFS[@]}" | head -1 | sed 's/OP_ADD( *\([A-Za-z0-9_]*\) *)/\1/')
[ -n "$TYPE" ] || fail "no OP_ADD(<type>) in ${DEFS[*]}"
# The element types the OpDef declares (its DataType lists); the application knows these three.
declared=$(grep -ho 'ge::DT_[A-Z0-9_]*' "${DEFS[@]}" | sort -u)
DTYPES=""
for pair in DT_FLOAT:float32 DT_FLOAT16:float16 DT_BF16:bfloat16; do
    if grep -qx "ge::${pair%%:*}" <<< "$declared"; then
        DTYPES+="${pair#*:},"
    fi
done
for dt in $declared; do
    case $dt in
        ge::DT_FLOAT | ge::DT_FLOAT16 | ge::DT_BF16) ;;
        *) echo "note: $dt declared in the OpDef, not run (the application has no reference for it)" ;;
    esac
done
DTYPES=${DTYPES%,}
[ -n "$DTYPES" ] || fail "no float32/float16/bfloat16 in the OpDef"
VENDOR=ops_math_$NAME
echo "ops-math $REV: $OPDIR (op type $TYPE, dtypes $DTYPES) from $SRC"
echo "toolkit: $ASCEND_HOME_PATH"

B=$WORK/build
step "configure: cmake -S $HERE/ops_math_project -B $B"
"$CMAKE" -S "$HERE/ops_math_project" -B "$B" -DCMAKE_BUILD_TYPE=Release \
    -DOPS_MATH_OP_DIR="$SRC" -DOPS_MATH_OP_TYPE="$TYPE" -DOPS_MATH_VENDOR="$VENDOR" \
    > "$WORK/configure.log" 2>&1 || { tail -60 "$WORK/configure.log"; fail "configure"; }
# The toolkit's configure-time warnings (e.g. an op type that is also a built-in), whole.
awk '/^CMake Warning/ {w = 1} w {print "   configure: " $0} w && /^$/ {w = 0}' "$WORK/configure.log"

step "build: cmake --build $B --target binary package"
rm -f "$B"/custom_opp_*.run
"$CMAKE" --build "$B" --target binary package -j "$JOBS" > "$WORK/build.log" 2>&1 \
    || { grep -B2 -A12 -m3 "error" "$WORK/build.log" || tail -60 "$WORK/build.log"; fail "build"; }
runs=("$B"/custom_opp_*.run)
[ "${#runs[@]}" = 1 ] && [ -f "${runs[0]}" ] || fail "expected one custom_opp_*.run in $B"

step "install: ${runs[0]} --install-path=$WORK/opp"
rm -rf "$WORK/opp"
"${runs[0]}" --install-path="$WORK/opp" > "$WORK/install.log" 2>&1 || { cat "$WORK/install.log"; fail "install"; }
V=$WORK/opp/vendors/$VENDOR
[ -f "$V/bin/set_env.bash" ] || fail "no $V/bin/set_env.bash"
set +u
# shellcheck disable=SC1091
source "$V/bin/set_env.bash"
set -u

step "application: cmake -S $HERE/ops_math_app -B $WORK/app"
"$CMAKE" -S "$HERE/ops_math_app" -B "$WORK/app" -DCMAKE_BUILD_TYPE=Release \
    -DOPS_MATH_OP_TYPE="$TYPE" -DOPS_MATH_OP_NAME="$NAME" -DOPS_MATH_OPAPI_DIR="$V/op_api" \
    > "$WORK/app-configure.log" 2>&1 || { tail -40 "$WORK/app-configure.log"; fail "application configure"; }
"$CMAKE" --build "$WORK/app" -j "$JOBS" > "$WORK/app-build.log" 2>&1 \
    || { tail -40 "$WORK/app-build.log"; fail "application build"; }

status=0
run_pass() {  # <label> <ASCEND_SIM_SANITIZER value or empty>
    local label=$1 log=$WORK/run_$1.log rc=0
    if [ -n "$2" ]; then
        step "run ($label): ASCEND_SIM_SANITIZER=$2 test_ops_math_op --dtypes $DTYPES ${*:3}"
        ASCEND_SIM_SANITIZER=$2 "$WORK/app/test_ops_math_op" --dtypes "$DTYPES" "${@:3}" > "$log" 2>&1 || rc=$?
    else
        step "run ($label): test_ops_math_op --dtypes $DTYPES ${*:3}"
        (unset ASCEND_SIM_SANITIZER; "$WORK/app/test_ops_math_op" --dtypes "$DTYPES" "${@:3}") > "$log" 2>&1 || rc=$?
    fi
    grep -v '^\[ascend-sim' "$log" || true
    if grep -q '^\[ascend-sim sanitizer\]' "$log"; then
        echo "-- sanitizer findings ($label), verbatim:"
        grep '^\[ascend-sim sanitizer\]' "$log" | sort | uniq -c
    else
        echo "-- sanitizer findings ($label): none"
    fi
    [ $rc = 0 ] || { echo "-- run ($label) exited with $rc"; status=1; }
}
run_pass default "" "$@"
run_pass initcheck_fatal "initcheck=fatal" "$@"
[ $status = 0 ] && echo "run_ops_math_op $OPDIR: PASS" || echo "run_ops_math_op $OPDIR: FAIL"
exit $status
