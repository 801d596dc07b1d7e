#!/bin/sh
# End-to-end test of the simulator's bisheng: compile (-c) a tiny .asc the way CMake's ASC rule
# does, against a stub prelude (ASCSIM_PRELUDE), and check the kept rewrite, the object, the
# depfile, __LINE__/diagnostics at the original lines, and the error of a malformed launch.
# usage: e2e_compile.sh <bisheng> <e2e source dir> <output dir>
set -eu
BISHENG=$1
SRC=$2
OUT=$3
rm -rf "$OUT"
mkdir -p "$OUT"
fail() { echo "FAIL: $*" >&2; exit 1; }

export ASCSIM_PRELUDE="$SRC/stub_prelude.h"
"$BISHENG" --version | grep -q "CANN simulator" || fail "--version does not name the CANN simulator"

# the compile line of CMakeASCInformation.cmake
"$BISHENG" -DTINY=1 -std=c++17 -O2 -Wall -Wextra -Werror -Wno-error=cpp --npu-arch=dav-3510 \
    --cce-simd-vf-fusion=true -dc -MD -MT tiny.o -MF "$OUT/tiny.o.d" -o "$OUT/tiny.o" -c --asc-aicore-lang \
    "$SRC/tiny.asc" 2> "$OUT/compile.log" || { cat "$OUT/compile.log" >&2; fail "compile failed"; }
cat "$OUT/compile.log"
[ -s "$OUT/tiny.o" ] || fail "no object"
[ -f "$OUT/tiny.o.ascsim.cpp" ] || fail "the rewritten source was not kept"
grep -q "KernelLaunch" "$OUT/tiny.o.ascsim.cpp" || fail "no KernelLaunch in the rewritten source"
[ "$(grep -c '::ascsim::asc::KernelLaunch(' "$OUT/tiny.o.ascsim.cpp")" -eq 4 ] || fail "expected 4 launches"
head -n 1 "$OUT/tiny.o.ascsim.cpp" | grep -q "^#line 1 \"$SRC/tiny.asc\"" || fail "no #line header"
grep -q "k<<<1, 0>>>(x)" "$OUT/tiny.o.ascsim.cpp" || fail "the string / comment lookalikes were changed"
# one line more than the source (the #line header)
[ "$(wc -l < "$OUT/tiny.o.ascsim.cpp")" -eq $(( $(wc -l < "$SRC/tiny.asc") + 1 )) ] || fail "line count changed"
grep -q "^$SRC/tiny.asc:31:.*tiny.asc line 31" "$OUT/compile.log" || fail "diagnostic not at tiny.asc:31"
grep -q "tiny.o.ascsim.cpp" "$OUT/tiny.o.d" || fail "depfile does not name the rewritten source"
grep -q "tiny_helper.h" "$OUT/tiny.o.d" || fail "depfile does not name the included header"

# a malformed launch: file:line error, exit 1, no host compile
if "$BISHENG" -c "$SRC/bad.asc" -o "$OUT/bad.o" 2> "$OUT/bad.log"; then fail "bad.asc compiled"; fi
grep -q "^$SRC/bad.asc:4: error: a kernel launch takes 2 or 3 configuration arguments" "$OUT/bad.log" \
    || { cat "$OUT/bad.log" >&2; fail "no file:line error for bad.asc"; }
[ ! -f "$OUT/bad.o" ] || fail "bad.o was produced"

# refused architecture
if "$BISHENG" -c "$SRC/tiny.asc" -o "$OUT/x.o" --npu-arch=dav-2201 2> "$OUT/arch.log"; then fail "dav-2201 accepted"; fi
grep -q "^bisheng (CANN simulator): --npu-arch=dav-2201 is not supported" "$OUT/arch.log" || fail "arch message"

# the host compiler's exit code is propagated
if ASCSIM_HOST_CXX=false "$BISHENG" -c "$SRC/tiny.asc" -o "$OUT/y.o"; then fail "host compiler failure hidden"; fi
echo "bisheng e2e: OK"
