#!/usr/bin/env bash
# Build, package and (optionally) deploy the AsinGrad operator package with the official flow of
# a CANN custom-operator project (asc-devkit docs/zh/guide/编程指南/高级编程/Aclnn算子工程化开发/
# 编译与部署/基本流程.md; the custom_op example's README):
#   1. cmake -S . -B <build dir>; cmake --build <build dir> --target binary package
#      -> <build dir>/custom_opp_<os>_<arch>.run (kernels by `binary`, the .run by `package`)
#   2. with --install-path=<dir>: <build dir>/custom_opp_*.run --install-path=<dir>
#      with --install:            <build dir>/custom_opp_*.run   ($ASCEND_OPP_PATH/vendors/)
#   3. with --example: the example application (examples/, a project of its own) built against the
#      installed package and the toolkit, and run for float32, float16 and bfloat16.
#
#   ./build.sh [--soc ascend950] [--build-dir DIR] [-j N] [--install | --install-path=DIR] [--example]
#
# Source the toolkit's set_env.sh first (<cann>/set_env.sh, so that find_package(ASC) finds it).
set -euo pipefail
cd "$(dirname "$0")"

soc="ascend950"
build_dir="build"
jobs="$(nproc 2>/dev/null || echo 2)"
install=0
install_path=""
example=0
while [ $# -gt 0 ]; do
    case "$1" in
        --soc) soc="$2"; shift 2 ;;
        --soc=*) soc="${1#--soc=}"; shift ;;
        --build-dir) build_dir="$2"; shift 2 ;;
        --build-dir=*) build_dir="${1#--build-dir=}"; shift ;;
        -j) jobs="$2"; shift 2 ;;
        --install) install=1; shift ;;
        --install-path=*) install=1; install_path="${1#--install-path=}"; shift ;;
        --example) example=1; shift ;;
        -h|--help) sed -n 2,15p "$0"; exit 0 ;;
        *) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
if [ "$soc" != "ascend950" ]; then
    echo "build.sh: AsinGrad supports --soc ascend950 (Ascend 950PR/950DT) only, not $soc" >&2
    exit 2
fi
if [ -n "$install_path" ]; then
    mkdir -p "$install_path"
    install_path="$(cd "$install_path" && pwd)"  # the installer takes absolute paths only
fi

cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DASCEND_COMPUTE_UNIT="$soc" -DASIN_GRAD_BUILD_TESTS=OFF
cmake --build "$build_dir" --target binary package -j "$jobs"

runs=("$build_dir"/custom_opp_*.run)
if [ "${#runs[@]}" -ne 1 ] || [ ! -f "${runs[0]}" ]; then
    echo "build.sh: expected one custom_opp_*.run in $build_dir" >&2
    exit 1
fi
if [ "$install" = 1 ]; then
    if [ -n "$install_path" ]; then
        "${runs[0]}" --install-path="$install_path"
        # The installer's set_env.bash expands ASCEND_CUSTOM_OPP_PATH / LD_LIBRARY_PATH unguarded.
        set +u
        # shellcheck disable=SC1090
        source "$install_path/vendors/asin_grad_950/bin/set_env.bash"
        set -u
    else
        "${runs[0]}"
    fi
fi
if [ "$example" = 1 ]; then
    cmake -S examples -B "$build_dir/example" -DCMAKE_BUILD_TYPE=Release
    cmake --build "$build_dir/example" -j "$jobs"
    for dtype in float32 float16 bfloat16; do
        "$build_dir/example/test_aclnn_asin_grad" "$dtype"
    done
fi
