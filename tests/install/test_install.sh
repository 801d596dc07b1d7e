#!/usr/bin/env bash
# Installs the simulator of this build (component ascend_sim) into a temporary prefix and uses it
# the way a CANN toolkit is used (the AsinGrad package itself: tests/package/test_build_sh.sh):
#  1. another custom-operator project (sim/tests/nnopbase/op, copied to a temp dir) configured
#     with -DCMAKE_PREFIX_PATH=<prefix>, built, its example run;
#  2. its .run built (binary package) and installed with --install-path, its example compiled with
#     plain g++ against <path>/vendors/nnoptest/op_api and run after sourcing set_env.bash;
#  3. find_package(ASC) through ASC_DIR=<prefix>/lib64/cmake (the real toolkit's location).
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

step "cmake --install $BUILD --component ascend_sim --prefix $P"
"$CMAKE" --install "$BUILD" --component ascend_sim --prefix "$P" > "$WORK/install.log"
for f in include/acl/acl.h include/aclnn/acl_meta.h include/kernel_operator.h include/register/op_def_registry.h \
         include/securec.h include/securectype.h include/exe_graph/runtime/tiling_data.h \
         include/ascsim_internal/ascsim/op_registry.h include/ascsim_internal/ascsim/soc_profile.h \
         include/ascsim_internal/ascsim/runtime.h lib64/libascendcl.so lib64/libnnopbase.so lib64/libregister.so \
         lib64/libplatform.so lib64/libascendc_kernel_sim.so lib64/cmake/ASC/ASCConfig.cmake \
         lib64/cmake/ASC/asc_functions.cmake lib64/cmake/ASC/ascsim_makeself.cmake lib64/cmake/ASC/scripts/install.sh \
         lib64/cmake/ASC/scripts/uninstall.sh lib64/cmake/asc-config.cmake share/cmake/ASC/ASCConfig.cmake \
         share/ascend_sim/opbuild/aclnn_codegen.cpp share/ascend_sim/opbuild/opbuild_main.cpp \
         share/ascend_sim/opbuild/tpl_enumerate_main.cpp set_env.sh opp/vendors \
         opp/built-in/op_impl/ai_core/tbe/config/ascend950/aic-ascend950-ops-info.json; do
    [[ -e "$P/$f" ]] || { echo "missing from the prefix: $f"; exit 1; }
done
# The toolkit component holds no operator package (the AsinGrad package ships as its .run).
[[ ! -e "$P/packages" && ! -e "$P/install.sh" ]] || { echo "an operator package was installed with the toolkit"; exit 1; }
export LD_LIBRARY_PATH="$P/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
unset ASCEND_CUSTOM_OPP_PATH ASCEND_OPP_PATH

step "another operator project, configured with -DCMAKE_PREFIX_PATH=$P"
cp -r "$SRC/sim/tests/nnopbase/op" "$WORK/other"
"$CMAKE" -S "$WORK/other" -B "$WORK/other-build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$P" -DCMAKE_CXX_COMPILER="$CXX" \
    -DCMAKE_CXX_FLAGS="${5:-}" \
    > "$WORK/other-configure.log" 2>&1 || { cat "$WORK/other-configure.log"; exit 1; }
grep -q "ASC: CANN simulator (installed) at $P" "$WORK/other-configure.log" \
    || { echo "find_package(ASC) did not use the installed prefix"; cat "$WORK/other-configure.log"; exit 1; }
"$CMAKE" --build "$WORK/other-build" -j2 > "$WORK/other-build.log" 2>&1 || { cat "$WORK/other-build.log"; exit 1; }
"$WORK/other-build/examples/test_aclnn_nnop_scale"

step "its .run (binary package) installed with --install-path, its example built with plain g++"
"$CMAKE" --build "$WORK/other-build" --target binary package -j2 > "$WORK/other-package.log" 2>&1 \
    || { cat "$WORK/other-package.log"; exit 1; }
"$WORK"/other-build/custom_opp_*.run --install-path="$WORK/opp" > "$WORK/other-install.log" 2>&1 \
    || { cat "$WORK/other-install.log"; exit 1; }
OTHER=$WORK/opp/vendors/nnoptest/op_api
"$CXX" "${CXXFLAGS_ARR[@]}" -std=c++17 -O2 -o "$WORK/test_aclnn_nnop_scale" "$WORK/other/examples/test_aclnn_nnop_scale.cpp" \
    -I"$P/include" -I"$OTHER/include" -L"$P/lib64" -L"$OTHER/lib" \
    -lcust_opapi -lnnopbase -lascendcl -Wl,-rpath,"$P/lib64:$OTHER/lib"
(set +u; source "$WORK/opp/vendors/nnoptest/bin/set_env.bash" && "$WORK/test_aclnn_nnop_scale")

step "find_package(ASC) with ASC_DIR=$P/lib64/cmake"
mkdir -p "$WORK/probe"
printf 'cmake_minimum_required(VERSION 3.16)\nproject(probe LANGUAGES CXX)\nfind_package(ASC REQUIRED)\nif(NOT COMMAND npu_op_code_gen OR NOT ASCEND_CANN_PACKAGE_PATH STREQUAL "%s")\n  message(FATAL_ERROR "wrong ASC: ${ASCEND_CANN_PACKAGE_PATH}")\nendif()\n' "$P" \
    > "$WORK/probe/CMakeLists.txt"
"$CMAKE" -S "$WORK/probe" -B "$WORK/probe-build" -DASC_DIR="$P/lib64/cmake" > "$WORK/probe.log" 2>&1 \
    || { cat "$WORK/probe.log"; exit 1; }

echo "install_prefix: PASS"
