#!/usr/bin/env bash
# Runs the aclnnAsinGrad fuzzer for a bounded time on a copy of the seed corpus (the committed
# corpus is never modified), prints executions and exec/s, and exits non-zero on any finding.
#   tests/fuzz/run_fuzz.sh SECONDS [libFuzzer options...]
# FUZZER=path/to/fuzz_aclnn_asin_grad (default build-fuzz/tests/fuzz/...); ARTIFACTS=dir for
# crash reproducers (default: a temporary directory, printed).
set -u
here=$(cd "$(dirname "$0")" && pwd)
seconds=${1:?usage: run_fuzz.sh SECONDS [libFuzzer options...]}
shift
fuzzer=${FUZZER:-$here/../../build-fuzz/tests/fuzz/fuzz_aclnn_asin_grad}
[ -x "$fuzzer" ] || { echo "run_fuzz.sh: no fuzzer at $fuzzer (build the fuzz_aclnn_asin_grad target)" >&2; exit 2; }

work=$(mktemp -d /tmp/fuzz_asin_grad.XXXXXX)
mkdir -p "$work/corpus"
cp "$here"/corpus/* "$work/corpus/"
artifacts=${ARTIFACTS:-$work/artifacts}
mkdir -p "$artifacts"

# UBSan findings are fatal even in a build without -fno-sanitize-recover.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
"$fuzzer" -max_total_time="$seconds" -timeout=60 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$@" "$work/corpus" 2>&1 | tee "$work/fuzz.log"
status=${PIPESTATUS[0]}

execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/fuzz.log" | tail -1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/fuzz.log" | tail -1)
echo "run_fuzz.sh: executions: ${execs:-?}  exec/s: ${rate:-?}"
findings=$(find "$artifacts" -type f | wc -l)
if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
    echo "run_fuzz.sh: FAILED (fuzzer exit $status, $findings reproducer(s) in $artifacts, log $work/fuzz.log)" >&2
    exit 1
fi
rm -rf "$work"
echo "run_fuzz.sh: no finding in ${seconds}s"
