#!/bin/sh
# msopprof end to end: profiles msopprof_probe (a SIMT launch of 4 blocks) on board and in simulator mode,
# and refuses bad command lines.   usage: msopprof_e2e.sh <msopprof> <probe> <work dir>
set -u
MSOPPROF=$1
PROBE=$2
WORK=$3
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK/board" "$WORK/sim" || fail "cannot make $WORK"

# On board: the probe's output and exit status pass through; one OPPROF_ directory with the two reports.
cd "$WORK/board" || fail "cd"
"$MSOPPROF" "$PROBE" 3 > out.txt 2> err.txt
rc=$?
[ "$rc" = 3 ] || fail "exit status $rc, the probe's was 3; stderr: $(cat err.txt)"
grep -q "^probe: verified$" out.txt || fail "the probe's output did not pass through: $(cat out.txt)"
set -- OPPROF_*
[ $# = 1 ] && [ -d "$1" ] || fail "expected one OPPROF_ directory, found: $*"
echo "$1" | grep -Eq '^OPPROF_[0-9]{14}_[A-Z]{6}$' || fail "directory name $1"
D=$1
[ "$(head -1 "$D/OpBasicInfo.csv")" = "Op Name,Block Dim,Task Duration(us),SoC" ] || fail "OpBasicInfo header: $(head -1 "$D/OpBasicInfo.csv")"
[ "$(wc -l < "$D/OpBasicInfo.csv")" = 2 ] || fail "OpBasicInfo rows: $(cat "$D/OpBasicInfo.csv")"
sed -n 2p "$D/OpBasicInfo.csv" | grep -Eq '^probe_double,4,[0-9]+\.[0-9]+,Ascend950PR$' || fail "OpBasicInfo row: $(sed -n 2p "$D/OpBasicInfo.csv")"
head -1 "$D/PipeUtilization.csv" | grep -q "^Op Name,aiv_time(us),aiv_total_cycles,aiv_vec_time(us)" || fail "PipeUtilization header"
sed -n 2p "$D/PipeUtilization.csv" | grep -q "^probe_double," || fail "PipeUtilization row"
[ -s "$D/dump/op_summary.csv" ] || fail "no dump"
[ ! -d "$D/simulator" ] || fail "on-board profiling wrote simulator traces"

# Simulator mode: a trace per core of the launch, the SoC named by its CANN chip name.
cd "$WORK/sim" || fail "cd"
"$MSOPPROF" simulator --soc-version=Ascend950DT_9591 "$PROBE" > out.txt 2> err.txt || fail "simulator run failed: $(cat err.txt)"
set -- OPPROF_*/simulator/kernel_0000_probe_double/trace_core*.json
[ $# = 4 ] || fail "expected 4 core traces, found: $*"
sed -n 2p OPPROF_*/OpBasicInfo.csv | grep -q ",Ascend950DT$" || fail "the SoC of --soc-version was not used"

# Bad command lines: a usage error (2) with the reason, and nothing run.
"$MSOPPROF" simulator --soc-version=Ascend310P_1 "$PROBE" 2> err.txt && fail "an unknown SoC ran"
grep -q "not a SoC this simulator models" err.txt || fail "unknown SoC message: $(cat err.txt)"
"$MSOPPROF" --kernel-name=x "$PROBE" 2> err.txt; rc=$?
[ "$rc" = 2 ] && grep -q "option --kernel-name=x is not supported" err.txt || fail "unknown option: rc $rc, $(cat err.txt)"
"$MSOPPROF" --soc-version=Ascend950PR "$PROBE" 2> err.txt; rc=$?
[ "$rc" = 2 ] || fail "--soc-version without simulator: rc $rc"
"$MSOPPROF" ./no-such-program 2> err.txt; rc=$?
[ "$rc" = 127 ] && grep -q "cannot run ./no-such-program" err.txt || fail "missing program: rc $rc, $(cat err.txt)"
echo "msopprof e2e: ok"
