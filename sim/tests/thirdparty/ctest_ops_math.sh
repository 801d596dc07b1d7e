#!/usr/bin/env bash
# CTest wrapper of run_ops_math_op.sh: skipped (exit 77) unless ASCSIM_OPS_MATH_DIR names an
# ops-math checkout (a work tree or a bare mirror); otherwise installs the simulator of this build
# into a temporary prefix, sources its set_env.sh and runs the operator through the official flow
# with both sanitizer passes.
# Usage: ctest_ops_math.sh <build dir> <cmake> <install component or ""> <op dir> [app arguments...]
set -euo pipefail
BUILD=$1 CMAKE=$2 COMPONENT=$3 OPDIR=$4
shift 4
if [ -z "${ASCSIM_OPS_MATH_DIR:-}" ]; then
    echo "ASCSIM_OPS_MATH_DIR is not set (an ops-math checkout): skipped"
    exit 77
fi
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ascsim_ops_math.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
"$CMAKE" --install "$BUILD" ${COMPONENT:+--component "$COMPONENT"} --prefix "$WORK/cann" > "$WORK/install.log"
unset ASCEND_CUSTOM_OPP_PATH ASCEND_OPP_PATH ASCEND_SIM_SANITIZER
# shellcheck disable=SC1091
source "$WORK/cann/set_env.sh"
CMAKE=$CMAKE bash "$HERE/run_ops_math_op.sh" "$ASCSIM_OPS_MATH_DIR" "$OPDIR" "$WORK/work" "$@"
