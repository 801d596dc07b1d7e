#!/usr/bin/env bash
# Runs the aclnnAsinGrad fuzzer for a bounded time on a copy of the seed corpus (the committed
# corpus is never modified), prints executions and exec/s, and exits non-zero on any finding.
#   tests/fuzz/run_fuzz.sh SECONDS [libFuzzer options...]
# FUZZER=path/to/fuzz_aclnn_asin_grad (default build-fuzz/tests/fuzz/...); ARTIFACTS=dir for
# crash reproducers (default: a temporary directory, printed); WORKERS=N fuzzer processes side by
# side for SECONDS each (default 1), sharing the corpus copy (each adds the inputs it finds), so N
# workers on N cores fuzz N times as long in the same wall time.
set -u
here=$(cd "$(dirname "$0")" && pwd)
seconds=${1:?usage: run_fuzz.sh SECONDS [libFuzzer options...]}
shift
fuzzer=${FUZZER:-$here/../../build-fuzz/tests/fuzz/fuzz_aclnn_asin_grad}
workers=${WORKERS:-1}
[ -x "$fuzzer" ] || { echo "run_fuzz.sh: no fuzzer at $fuzzer (build the fuzz_aclnn_asin_grad target)" >&2; exit 2; }
[[ $workers =~ ^[1-9][0-9]*$ ]] || { echo "run_fuzz.sh: WORKERS must be a positive integer, not '$workers'" >&2; exit 2; }

work=$(mktemp -d /tmp/fuzz_asin_grad.XXXXXX)
mkdir -p "$work/corpus"
cp "$here"/corpus/* "$work/corpus/"
artifacts=${ARTIFACTS:-$work/artifacts}
mkdir -p "$artifacts"

# UBSan findings are fatal even in a build without -fno-sanitize-recover.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
pids=()
for ((w = 1; w <= workers; w++)); do
    "$fuzzer" -max_total_time="$seconds" -timeout=60 -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$@" "$work/corpus" > "$work/fuzz.$w.log" 2>&1 &
    pids+=($!)
done
status=0
for ((w = 1; w <= workers; w++)); do
    wait "${pids[w - 1]}" || status=$?
    echo "--- run_fuzz.sh: worker $w of $workers ($work/fuzz.$w.log)"
    cat "$work/fuzz.$w.log"
done

# Totals over the workers: executions add up, and so do the rates of processes that ran side by side.
execs=$(cat "$work"/fuzz.*.log | sed -n 's/^stat::number_of_executed_units: *//p' | awk '{s += $1} END {print s + 0}')
rate=$(cat "$work"/fuzz.*.log | sed -n 's/^stat::average_exec_per_sec: *//p' | awk '{s += $1} END {print s + 0}')
echo "run_fuzz.sh: executions: $execs  exec/s: $rate  ($workers worker(s) x ${seconds}s)"
findings=$(find "$artifacts" -type f | wc -l)
if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
    echo "run_fuzz.sh: FAILED (fuzzer exit $status, $findings reproducer(s) in $artifacts, logs $work/fuzz.*.log)" >&2
    exit 1
fi
rm -rf "$work"
echo "run_fuzz.sh: no finding in $workers worker(s) x ${seconds}s"
