#!/usr/bin/env bash
# build.sh, the script for a real CANN toolkit, end to end on the simulator installed as that
# toolkit (component ascend_sim of this build, with its set_env.sh):
#   1. `cmake --build --target package` without `binary` fails: the package has no kernels;
#   2. build.sh --install-path=<tmp>/opp --example: configure, `--target binary package`, the .run
#      installed with --install-path, its set_env.bash sourced, examples/ built as a project of its
#      own against the installed package and run (float32, float16, bfloat16);
#   3. the installed layout, set_env.bash and the uninstaller;
#   4. the example project without the package's set_env.bash does not find it; the example binary
#      without ASCEND_CUSTOM_OPP_PATH finds no kernel;
#   5. the default install ($ASCEND_OPP_PATH/vendors/, config.ini load_priority) serves the example;
#   6. only the product is shipped: exactly three kernel instances (asin_grad<float|half|bfloat16_t>,
#      the tiling key's dtypes), no reference kernel, and nothing in the .run or the installed tree
#      names the ASIN_GRAD_IMPL switch (the tiling reads no environment).
# Usage: test_build_sh.sh <build dir> <source dir> <cmake> <c compiler> <c++ compiler> [<c flags> [<c++ flags>]]
# The compilers and flags are the build's own (a sanitizer build's toolkit links only into code
# built that way); CMake takes them from CC / CXX / CFLAGS / CXXFLAGS at the first configure of
# build.sh's and the example's trees.
set -euo pipefail
BUILD=$1 SRC=$2 CMAKE=$3
export CC="$4" CXX="$5" CFLAGS="${6:-}" CXXFLAGS="${7:-}"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/asin_grad_build_sh.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
fail() { echo "package_build_sh: FAIL: $*"; exit 1; }
step() { echo "== $*"; }
VENDOR=asin_grad_950

step "toolkit: the simulator installed into $WORK/cann"
"$CMAKE" --install "$BUILD" --component ascend_sim --prefix "$WORK/cann" > "$WORK/install.log"
[ ! -e "$WORK/cann/packages" ] || fail "the op package leaked into the toolkit component"
unset ASCEND_CUSTOM_OPP_PATH ASCEND_OPP_PATH
# shellcheck disable=SC1091
source "$WORK/cann/set_env.sh"

B=$WORK/build
step "wrong twin: package without binary"
"$CMAKE" -S "$SRC" -B "$B" -DCMAKE_BUILD_TYPE=Release -DASIN_GRAD_BUILD_TESTS=OFF > "$WORK/conf.log" 2>&1 \
    || { cat "$WORK/conf.log"; fail "configure"; }
if "$CMAKE" --build "$B" --target package -j2 > "$WORK/nobinary.log" 2>&1; then
    fail "package succeeded without binary"
fi
grep -q "libascendc_kernels.so" "$WORK/nobinary.log" || { tail -30 "$WORK/nobinary.log"; fail "wrong reason"; }
ls "$B"/custom_opp_*.run > /dev/null 2>&1 && fail "a .run was written without kernels"

step "build.sh --build-dir $B --install-path=$WORK/opp --example"
(cd "$SRC" && ./build.sh --build-dir "$B" -j 2 --install-path="$WORK/opp" --example) > "$WORK/build_sh.log" 2>&1 \
    || { tail -60 "$WORK/build_sh.log"; fail "build.sh"; }
[ "$(grep -c ': PASS$' "$WORK/build_sh.log")" = 3 ] || { tail -30 "$WORK/build_sh.log"; fail "example did not pass 3 times"; }
grep -q "AsinGrad package: $WORK/opp/vendors/$VENDOR/op_api" "$WORK/build_sh.log" || fail "example used another package"

step "installed layout"
V=$WORK/opp/vendors/$VENDOR
arch=$(uname -m)
for f in op_api/lib/libcust_opapi.so op_api/include/aclnn_asin_grad.h \
         "op_impl/ai_core/tbe/op_tiling/lib/linux/$arch/libcust_opmaster_rt2.0.so" op_impl/ai_core/tbe/op_tiling/liboptiling.so \
         op_impl/ai_core/tbe/kernel/ascend950/libascendc_kernels.so bin/set_env.bash scripts/uninstall.sh version.info; do
    [ -e "$V/$f" ] || fail "missing $V/$f"
done
grep -q "ASCEND_CUSTOM_OPP_PATH=$V:" "$V/bin/set_env.bash" || fail "set_env.bash: $(cat "$V/bin/set_env.bash")"
[ ! -e "$WORK/opp/vendors/config.ini" ] || fail "an --install-path install wrote config.ini"
run=$(ls "$B"/custom_opp_*_"$arch".run)
"$run" --list > "$WORK/list.log" || fail "--list"
grep -q "packages/vendors/$VENDOR/op_api/lib/libcust_opapi.so" "$WORK/list.log" || fail "payload listing"
"$run" --install-path=relative/dir > "$WORK/rel.log" 2>&1 && fail "relative --install-path accepted"

step "only the product: three kernel instances, no reference kernel, no ASIN_GRAD_IMPL"
K=$V/op_impl/ai_core/tbe/kernel/ascend950/libascendc_kernels.so
instances=$(nm -C --defined-only "$K" | grep -E ' void asin_grad<[^>]*>\(' | sed -E 's/.* void (asin_grad<[^>]*>).*/\1/' | sort -u)
[ "$(printf '%s\n' "$instances" | grep -c .)" = 3 ] || fail "kernel instances in the package: $instances"
for t in float half bfloat16_t; do
    printf '%s\n' "$instances" | grep -qx "asin_grad<$t>" || fail "no asin_grad<$t> in the package: $instances"
done
# The test-only reference kernel (tests/reference_kernel/): neither its class nor its entry.
if nm -C "$K" | grep -qE 'KernelAsinGradReference<|asin_grad_reference_kernel<'; then
    fail "the reference kernel is in the package"
fi
# The .run's payload is compressed: extract it, then look at every file's strings (the tiling's
# own error text is the control that strings sees the libraries at all).
"$run" --extract="$WORK/payload" > /dev/null || fail "--extract"
find "$WORK/payload" -type f -exec strings {} + > "$WORK/payload_strings.txt"
grep -q 'cannot hold one tile' "$WORK/payload_strings.txt" || fail "strings does not see the payload's tiling library"
if grep -q ASIN_GRAD_IMPL "$WORK/payload_strings.txt"; then fail "the .run names ASIN_GRAD_IMPL"; fi
# Kernel names are matched anywhere in the bytes: `strings` glues a name to printable bytes before it
# when the linker lays .rodata out differently (it did on a clean clone), so a line anchor is fragile.
payload_kernels=$(find "$WORK/payload" -type f -exec grep -aohE 'asin_grad<[A-Za-z0-9_]+>' {} + | sort -u | tr '\n' ' ')
[ "$payload_kernels" = "asin_grad<bfloat16_t> asin_grad<float> asin_grad<half> " ] \
    || fail "the .run does not register exactly three kernels: $payload_kernels"
if grep -rlq ASIN_GRAD_IMPL "$V"; then fail "the installed package names ASIN_GRAD_IMPL: $(grep -rl ASIN_GRAD_IMPL "$V")"; fi
# The package's tiling library itself imports no getenv (the toolkit's libraries may read theirs).
T=$V/op_impl/ai_core/tbe/op_tiling/lib/linux/$arch/libcust_opmaster_rt2.0.so
nm -D --undefined-only "$T" > "$WORK/tiling_imports.txt" || fail "nm $T"
if grep -qw getenv "$WORK/tiling_imports.txt"; then fail "the tiling library calls getenv"; fi

step "wrong twins: no set_env.bash, no ASCEND_CUSTOM_OPP_PATH"
(unset ASCEND_CUSTOM_OPP_PATH; "$CMAKE" -S "$SRC/examples" -B "$WORK/ex-noenv" > "$WORK/ex-noenv.log" 2>&1) \
    && fail "the example project found a package that is not on the documented paths"
grep -q "AsinGrad package not found" "$WORK/ex-noenv.log" || { cat "$WORK/ex-noenv.log"; fail "wrong reason"; }
if (unset ASCEND_CUSTOM_OPP_PATH; LD_LIBRARY_PATH="$V/op_api/lib:$LD_LIBRARY_PATH" "$B/example/test_aclnn_asin_grad" float32) > "$WORK/noenv-run.log" 2>&1; then
    fail "the example ran without its package being on ASCEND_CUSTOM_OPP_PATH"
fi

step "default install into \$ASCEND_OPP_PATH/vendors, config.ini"
(unset ASCEND_CUSTOM_OPP_PATH; "$run" > "$WORK/default.log" 2>&1) || { cat "$WORK/default.log"; fail "default install"; }
grep -qx "load_priority=$VENDOR" "$ASCEND_OPP_PATH/vendors/config.ini" || fail "config.ini: $(cat "$ASCEND_OPP_PATH/vendors/config.ini")"
(unset ASCEND_CUSTOM_OPP_PATH; LD_LIBRARY_PATH="$ASCEND_OPP_PATH/vendors/$VENDOR/op_api/lib:$LD_LIBRARY_PATH" \
    "$B/example/test_aclnn_asin_grad" bfloat16) > "$WORK/default-run.log" || fail "example on the default install"
grep -q ': PASS$' "$WORK/default-run.log" || fail "example on the default install: $(tail -3 "$WORK/default-run.log")"

step "uninstall"
bash "$V/scripts/uninstall.sh" > /dev/null
[ ! -e "$V" ] || fail "uninstall left $V"
echo "package_build_sh: PASS"
