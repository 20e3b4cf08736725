#!/usr/bin/env bash
# Runs every InfiniteTabs benchmark in a release build and prints the results
# as Markdown tables, with the machine, the toolchain and the date.
#
#   Benchmarks/run.sh                 # the published figures (a few minutes after the release build)
#   Benchmarks/run.sh --quick         # a smaller smoke run; not for publishing
#   Benchmarks/run.sh --drivers-only  # the scroll events, work per frame and reloads only
#
# Works from any directory. Needs Linux with glibc (the allocation counter
# interposes glibc's malloc). Build output goes to stderr.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

swift build -c release --package-path "$root" --product InfiniteTabsBenchmarks >&2

echo "# InfiniteTabs benchmarks"
echo ""
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(uname -sm)"
echo "- toolchain: $(swift --version 2>&1 | grep -m1 'Swift version')"
echo "- load average before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- command: Benchmarks/run.sh$( [ $# -gt 0 ] && printf " %s" "$*") (release build)"
echo ""
"$root/.build/release/InfiniteTabsBenchmarks" "$@"
echo ""
echo "- load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
