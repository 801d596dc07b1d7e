#!/usr/bin/env bash
# Installs this build into a temporary prefix and uses it the way a CANN toolkit is used:
#  1. examples/test_aclnn_asin_grad.cpp compiled with plain g++ and CANN-style flags, run;
#  2. another custom-operator project (sim/tests/nnopbase/op, copied to a temp dir) configured
#     with -DCMAKE_PREFIX_PATH=<prefix>, built, its example run;
#  3. that project installed into the prefix too, and its example compiled with plain g++
#     against opp/vendors/nnoptest/op_api;
#  4. find_package(ASC) through ASC_DIR=<prefix>/lib64/cmake (the real toolkit's location).
# Usage: test_install.sh <build dir> <source dir> <cmake> <c++ compiler> [<c++ flags>]
# The flags are the build's own (a sanitizer build's applications need its -fsanitize=...).
set -euo pipefail
BUILD=$1
SRC=$2
CMAKE=$3
CXX=$4
read -ra CXXFLAGS_ARR <<< "${5:-}"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ascsim_install.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
P=$WORK/prefix
step() { echo "== $*"; }

step "cmake --install $BUILD --prefix $P"
"$CMAKE" --install "$BUILD" --prefix "$P" > "$WORK/install.log"
for f in include/acl/acl.h include/aclnn/acl_meta.h include/kernel_operator.h include/register/op_def_registry.h \
         include/ascsim_internal/ascsim/op_registry.h include/ascsim_internal/ascsim/soc_profile.h \
         include/ascsim_internal/ascsim/runtime.h lib64/libascendcl.so lib64/libnnopbase.so lib64/libregister.so \
         lib64/libplatform.so lib64/libascendc_kernel_sim.so lib64/cmake/ASC/ASCConfig.cmake \
         lib64/cmake/ASC/asc_functions.cmake lib64/cmake/asc-config.cmake share/cmake/ASC/ASCConfig.cmake \
         share/ascend_sim/opbuild/aclnn_codegen.cpp share/ascend_sim/opbuild/opbuild_main.cpp \
         share/ascend_sim/opbuild/tpl_enumerate_main.cpp \
         opp/vendors/customize/op_api/include/aclnn_asin_grad.h opp/vendors/customize/op_api/lib/libcust_opapi.so \
         opp/vendors/customize/op_api/lib/libcust_optiling.so opp/vendors/customize/op_api/lib/libascendc_kernels.so; do
    [[ -e "$P/$f" ]] || { echo "missing from the prefix: $f"; exit 1; }
done
# The sim's own test package never installs.
[[ ! -e "$P/opp/vendors/nnoptest" ]] || { echo "the nnopbase test package was installed"; exit 1; }

step "application: g++ examples/test_aclnn_asin_grad.cpp against the prefix"
OPAPI=$P/opp/vendors/customize/op_api
"$CXX" "${CXXFLAGS_ARR[@]}" -std=c++17 -O2 -o "$WORK/test_aclnn_asin_grad" "$SRC/examples/test_aclnn_asin_grad.cpp" \
    -I"$P/include" -I"$OPAPI/include" -L"$P/lib64" -L"$OPAPI/lib" \
    -lascendcl -lnnopbase -lcust_opapi -Wl,-rpath,"$P/lib64:$OPAPI/lib"
(cd "$WORK" && ./test_aclnn_asin_grad float32 | tail -1)
(cd "$WORK" && ./test_aclnn_asin_grad bfloat16 | tail -1)

step "another operator project, configured with -DCMAKE_PREFIX_PATH=$P"
cp -r "$SRC/sim/tests/nnopbase/op" "$WORK/other"
"$CMAKE" -S "$WORK/other" -B "$WORK/other-build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$P" -DCMAKE_CXX_COMPILER="$CXX" \
    -DCMAKE_CXX_FLAGS="${5:-}" \
    > "$WORK/other-configure.log" 2>&1 || { cat "$WORK/other-configure.log"; exit 1; }
grep -q "ASC: CANN simulator (installed) at $P" "$WORK/other-configure.log" \
    || { echo "find_package(ASC) did not use the installed prefix"; cat "$WORK/other-configure.log"; exit 1; }
"$CMAKE" --build "$WORK/other-build" -j2 > "$WORK/other-build.log" 2>&1 || { cat "$WORK/other-build.log"; exit 1; }
"$WORK/other-build/examples/test_aclnn_nnop_scale"

step "its package installed into the prefix, its example built with plain g++"
"$CMAKE" --install "$WORK/other-build" --prefix "$P" > "$WORK/other-install.log"
OTHER=$P/opp/vendors/nnoptest/op_api
"$CXX" "${CXXFLAGS_ARR[@]}" -std=c++17 -O2 -o "$WORK/test_aclnn_nnop_scale" "$WORK/other/examples/test_aclnn_nnop_scale.cpp" \
    -I"$P/include" -I"$OTHER/include" -L"$P/lib64" -L"$OTHER/lib" \
    -lascendcl -lnnopbase -lnnoptest_opapi -Wl,-rpath,"$P/lib64:$OTHER/lib"
"$WORK/test_aclnn_nnop_scale"

step "find_package(ASC) with ASC_DIR=$P/lib64/cmake"
mkdir -p "$WORK/probe"
printf 'cmake_minimum_required(VERSION 3.16)\nproject(probe LANGUAGES CXX)\nfind_package(ASC REQUIRED)\nif(NOT COMMAND npu_op_code_gen OR NOT ASCEND_CANN_PACKAGE_PATH STREQUAL "%s")\n  message(FATAL_ERROR "wrong ASC: ${ASCEND_CANN_PACKAGE_PATH}")\nendif()\n' "$P" \
    > "$WORK/probe/CMakeLists.txt"
"$CMAKE" -S "$WORK/probe" -B "$WORK/probe-build" -DASC_DIR="$P/lib64/cmake" > "$WORK/probe.log" 2>&1 \
    || { cat "$WORK/probe.log"; exit 1; }

echo "install_prefix: PASS"
