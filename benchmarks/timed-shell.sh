#!/usr/bin/env bash
# make's SHELL for benchmarks/test_loop.py: runs one recipe line with bash and appends its start and end, the CPU
# seconds of the processes it waited for (user + system: not daemons such as the tests' PostgreSQL servers) and
# the line itself to $FIBUR_TIMING_LOG, so the loop's time is split by the commands make ran.
start=$(date +%s.%N)
bash "$@"
status=$?
end=$(date +%s.%N)
# `times` prints the shell's own user and system time, then its children's: "0m1.250s 0m0.310s". Into a file:
# in a $(...) subshell it would count that subshell's children, none.
clock=$(mktemp)
times >"$clock"
cpu=$(sed -n 2p "$clock" | tr -d s | awk '{ n = 0; for (i = 1; i <= 2; i++) { split($i, t, "m"); n += t[1] * 60 + t[2] } print n }')
rm -f "$clock"
line=${*: -1}
printf '%s\t%s\t%s\t%s\n' "$start" "$end" "$cpu" "${line//$'\n'/ }" >>"${FIBUR_TIMING_LOG:?}"
exit "$status"
