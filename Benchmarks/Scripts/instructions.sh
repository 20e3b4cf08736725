#!/usr/bin/env bash
# Counts the instructions of one scroll event on each real control (on the
# UIKit model) and on each driver alone behind a plain host, with
# valgrind's callgrind: a measurement that does not depend on the machine's
# load, beside the timings of Benchmarks/run.sh.
#
#   Benchmarks/Scripts/instructions.sh            # each control and each driver alone at 1, 10, 1,000, 1,000,000 items
#   Benchmarks/Scripts/instructions.sh pages 10   # one path, one item count
#
# Needs valgrind (apt install valgrind). Builds the benchmarks in release
# mode without debug information (valgrind cannot read Swift's) into
# /tmp/infinite-tabs-instructions. Only the workload's event function is
# counted (its inclusive cost), so the harness between runs is not; the
# count is divided by the events of `--profile` (2,000 runs: 128,000 events
# for the picker and the strip, 62,000 for the pages).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scratch=/tmp/infinite-tabs-instructions
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed" >&2; exit 2; }
swift build -c release --package-path "$root" --scratch-path "$scratch" --product InfiniteTabsBenchmarks -Xswiftc -gnone >&2
binary="$scratch/release/InfiniteTabsBenchmarks"

count() { # path items
    local symbol events=128000
    case "$1" in
        pages) symbol='PagesToStripControlWorkloadC5event'; events=62000 ;;
        picker) symbol='PickerControlWorkloadC5event' ;;
        strip) symbol='StripControlWorkloadC5event' ;;
        pages-driver) symbol='PagesToStripPlainWorkloadC5event'; events=62000 ;;
        picker-driver) symbol='PickerPlainWorkloadC5event' ;;
        strip-driver) symbol='StripPlainWorkloadC5event' ;;
        *) echo "instructions.sh: unknown path $1 (picker, strip, pages, picker-driver, strip-driver or pages-driver)" >&2; exit 2 ;;
    esac
    local out
    out="$(mktemp)"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" --profile "$1" "$2" >/dev/null 2>&1
    # The event function's inclusive count. Not a --toggle-collect: the optimiser merges workloads' identical event
    # bodies into one function (a `...Tm` symbol) that a toggle on the name would switch off again.
    local total
    total="$(callgrind_annotate --inclusive=yes --threshold=100 "$out" 2>/dev/null \
        | grep -F "$symbol" | grep -v 'Tm \[' | head -1 | awk '{ gsub(",", "", $1); print $1 }')"
    rm -f "$out"
    if [ -z "$total" ] || [ "$total" = 0 ]; then
        echo "instructions.sh: no instructions counted for $1 at $2 items (symbol not found?)" >&2
        exit 1
    fi
    printf '| %s | %s | %s |\n' "$1" "$2" "$((total / events))"
}

echo "| path | items | instructions per event |"
echo "|---|---:|---:|"
if [ $# -eq 2 ]; then
    count "$1" "$2"
else
    for path in picker strip pages picker-driver strip-driver pages-driver; do
        for n in 1 10 1000 1000000; do count "$path" "$n"; done
    done
fi
