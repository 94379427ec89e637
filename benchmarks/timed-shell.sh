#!/usr/bin/env bash
# make's SHELL for benchmarks/test_loop.py: runs one recipe line with bash and appends its wall time and the line
# itself to $FIBUR_TIMING_LOG, so the loop's time is split by the commands make ran, whatever the Makefile says.
start=$(date +%s.%N)
bash "$@"
status=$?
end=$(date +%s.%N)
line=${*: -1}
printf '%s\t%s\t%s\n' "$start" "$end" "${line//$'\n'/ }" >>"${FIBUR_TIMING_LOG:?}"
exit "$status"
