#!/usr/bin/env bash
# The OpbaseScale project (op/), configured out of tree against the simulator of this build
# installed as a toolkit, as a CANN operator project is: host code that includes opbase's
# op_common headers by their short paths, given to the op libraries only through the project's
# cust_intf_pub (func.cmake links it into every npu_op_library):
#   1. wrong twin: without cust_intf_pub the tiling library does not compile ("log/log.h");
#   2. binary package, the .run installed with --install-path, the example compiled with plain g++
#      against the installed op_api and run with ASCEND_GLOBAL_LOG_LEVEL=1: y = 2 x; the tiling's
#      OP_LOGI line on stderr (dlog, module OP, the context's node); the OP_CHECK_IF / OP_LOGE
#      rejection of 7 elements as 561002 with its EZ9999 message in aclGetRecentErrMsg.
# Usage: test_opbase_package.sh <build dir> <cmake> <install component or ""> <c++ compiler> [<c++ flags>]
set -euo pipefail
BUILD=$1 CMAKE=$2 COMPONENT=$3 CXX=$4
read -ra CXXFLAGS_ARR <<< "${5:-}"
export CXX CXXFLAGS="${5:-}"
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ascsim_opbase.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
fail() { echo "opbase_package: FAIL: $*"; exit 1; }
step() { echo "== $*"; }

step "toolkit: the simulator installed into $WORK/cann"
"$CMAKE" --install "$BUILD" ${COMPONENT:+--component "$COMPONENT"} --prefix "$WORK/cann" > "$WORK/install.log"
for f in include/op_common/log/log.h include/op_common/op_host/util/math_util.h \
         include/op_common/op_host/util/platform_util.h include/op_common/op_host/util/opbase_export.h; do
    [ -f "$WORK/cann/$f" ] || fail "missing from the prefix: $f"
done
unset ASCEND_CUSTOM_OPP_PATH ASCEND_OPP_PATH
# shellcheck disable=SC1091
source "$WORK/cann/set_env.sh"

step "wrong twin: no cust_intf_pub"
"$CMAKE" -S "$HERE/op" -B "$WORK/twin" -DCMAKE_BUILD_TYPE=Release -DOPBASE_TEST_NO_CUST_INTF_PUB=ON \
    > "$WORK/twin-configure.log" 2>&1 || { cat "$WORK/twin-configure.log"; fail "twin configure"; }
if "$CMAKE" --build "$WORK/twin" --target cust_optiling -j2 > "$WORK/twin-build.log" 2>&1; then
    fail "the tiling library compiled without cust_intf_pub's include directories"
fi
grep -q "log/log.h" "$WORK/twin-build.log" || { tail -20 "$WORK/twin-build.log"; fail "wrong reason"; }

step "binary package"
B=$WORK/build
"$CMAKE" -S "$HERE/op" -B "$B" -DCMAKE_BUILD_TYPE=Release > "$WORK/configure.log" 2>&1 \
    || { cat "$WORK/configure.log"; fail "configure"; }
"$CMAKE" --build "$B" --target binary package -j2 > "$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log"; fail "build"; }
"$B"/custom_opp_*.run --install-path="$WORK/opp" > "$WORK/run-install.log" 2>&1 \
    || { cat "$WORK/run-install.log"; fail "install"; }
V=$WORK/opp/vendors/opbasetest
set +u
# shellcheck disable=SC1091
source "$V/bin/set_env.bash"
set -u

step "example against the installed op_api"
"$CXX" "${CXXFLAGS_ARR[@]}" -std=c++17 -O2 -o "$WORK/test_opbase_scale" "$HERE/op/examples/test_opbase_scale.cpp" \
    -I"$ASCEND_HOME_PATH/include" -I"$V/op_api/include" -L"$ASCEND_HOME_PATH/lib64" -L"$V/op_api/lib" \
    -lcust_opapi -lnnopbase -lascendcl -Wl,-rpath,"$ASCEND_HOME_PATH/lib64:$V/op_api/lib"
ASCEND_GLOBAL_LOG_LEVEL=1 "$WORK/test_opbase_scale" > "$WORK/run.log" 2> "$WORK/run.err" \
    || { cat "$WORK/run.log"; tail -20 "$WORK/run.err"; fail "example"; }
cat "$WORK/run.log"
grep -Eq '^\[INFO\] OP\([0-9]+,[^)]+\):[^ ]+ \[[^]]*opbase_scale\.cpp:[0-9]+\]\[OPBASE_TEST\]\[OpbaseScaleTiling\]\[[0-9]+\] OpName:\[OpbaseScale:[^]]*\] blockDim [0-9]+ blockFactor [0-9]+ ubFactor [0-9]+ ubSize 253952$' \
    "$WORK/run.err" || { grep "OP(" "$WORK/run.err" | head; fail "no OP_LOGI line of the tiling"; }
grep -q '^\[ERROR\] OP(.*OpName:\[OpbaseScale:.*\] OpbaseScale: 7 elements, not a multiple of 8$' "$WORK/run.err" \
    || fail "no OP_LOGE line of the tiling"
echo "opbase_package: PASS"
