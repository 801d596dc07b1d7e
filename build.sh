#!/usr/bin/env bash
# Build entry of the AsinGrad operator package, in the usual custom-op style.
#
#   ./build.sh [--soc ascend950] [--pkg] [--test] [--build-dir DIR] [-j N]
#
#   --soc    compute unit(s) to build for (ASCEND_COMPUTE_UNIT); the op supports ascend950 only
#   --pkg    with CANN: produce the operator .run package (npu_op_package); on the simulator
#            this stages the package under DIR/install/opp/vendors/customize
#   --test   run every test (ctest) after building
#
# With CANN installed (source <cann>/set_env.sh first, so that find_package(ASC) finds it) this
# builds the real package. Without CANN the CPU simulator in sim/ is used automatically.
set -euo pipefail
cd "$(dirname "$0")"

soc="ascend950"
pkg=0
test=0
build_dir="build"
jobs="$(nproc 2>/dev/null || echo 2)"
while [ $# -gt 0 ]; do
    case "$1" in
        --soc) soc="$2"; shift 2 ;;
        --soc=*) soc="${1#--soc=}"; shift ;;
        --pkg) pkg=1; shift ;;
        --test) test=1; shift ;;
        --build-dir) build_dir="$2"; shift 2 ;;
        -j) jobs="$2"; shift 2 ;;
        -h|--help) sed -n 2,14p "$0"; exit 0 ;;
        *) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
if [ "$soc" != "ascend950" ]; then
    echo "build.sh: AsinGrad supports --soc ascend950 (Ascend 950PR/950DT) only, not $soc" >&2
    exit 2
fi

cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DASCEND_COMPUTE_UNIT="$soc"
cmake --build "$build_dir" -j "$jobs"
if [ "$pkg" = 1 ]; then
    cmake --install "$build_dir" --prefix "$build_dir/install"
fi
if [ "$test" = 1 ]; then
    ctest --test-dir "$build_dir" --output-on-failure -j "$jobs"
fi
