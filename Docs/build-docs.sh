#!/usr/bin/env bash
# Builds the InfiniteTabs documentation archive with the Swift toolchain's own
# `docc` (no swift-docc-plugin dependency) and fails on any DocC warning.
#
#   Docs/build-docs.sh                # writes .docc-build/ at the package root
#   OUTPUT=/tmp/site Docs/build-docs.sh
#
# Environment:
#   DOCC            the docc binary (default: docc next to `swift`, else `xcrun docc`)
#   SCRATCH_PATH    SwiftPM scratch path for the symbol-graph build (default .build-docs)
#   OUTPUT          where the archive goes (default .docc-build)
#   HOSTING_BASE_PATH  set when the site is served below the domain root
#                   (for example /InfiniteTabs on GitHub Pages)
#
# Steps:
#   1. Build the InfiniteTabsCore and InfiniteTabs modules with symbol graphs.
#      On Linux the UIKit and SwiftUI code is compiled out, so the graphs hold
#      the core API (InfiniteTabs re-exports InfiniteTabsCore, and its graph
#      carries the re-exported symbols). The articles name UIKit types in code
#      voice for that reason.
#   2. Check that every public core symbol is in the InfiniteTabs graph.
#   3. `docc convert` with --warnings-as-errors; print the warning count.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

SCRATCH_PATH="${SCRATCH_PATH:-.build-docs}"
OUTPUT="${OUTPUT:-.docc-build}"
CATALOG="Sources/InfiniteTabs/InfiniteTabs.docc"
GRAPHS="$ROOT/$SCRATCH_PATH/docs-symbol-graphs"   # written by the compiler
INPUT="$ROOT/$SCRATCH_PATH/docs-symbol-graphs-input" # what docc reads

find_docc() {
    if [[ -n "${DOCC:-}" ]]; then echo "$DOCC"; return; fi
    local swift_bin
    swift_bin="$(command -v swift || true)"
    if [[ -n "$swift_bin" ]]; then
        swift_bin="$(readlink -f "$swift_bin" 2>/dev/null || echo "$swift_bin")"
        if [[ -x "$(dirname "$swift_bin")/docc" ]]; then echo "$(dirname "$swift_bin")/docc"; return; fi
    fi
    if [[ -x /opt/swift/usr/bin/docc ]]; then echo /opt/swift/usr/bin/docc; return; fi
    if command -v xcrun >/dev/null 2>&1; then echo "xcrun docc"; return; fi
    echo "build-docs: no docc found; set DOCC=/path/to/docc" >&2
    exit 2
}
DOCC_CMD="$(find_docc)"

graphs_present() {
    [[ -s "$GRAPHS/InfiniteTabs.symbols.json" && -s "$GRAPHS/InfiniteTabsCore.symbols.json" ]]
}

build_graphs() {
    mkdir -p "$GRAPHS"
    swift build --scratch-path "$SCRATCH_PATH" --target InfiniteTabs \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}

echo "build-docs: 1/3 symbol graphs for InfiniteTabsCore and InfiniteTabs"
build_graphs
# The compiler writes graphs only when it compiles a module. If an earlier
# build in this scratch path left nothing to compile and the graphs are gone,
# start this scratch path over once.
if ! graphs_present; then
    echo "build-docs: no graphs after an up-to-date build; rebuilding $SCRATCH_PATH from scratch"
    rm -rf "${ROOT:?}/$SCRATCH_PATH"
    build_graphs
fi
graphs_present || { echo "build-docs: the compiler wrote no symbol graphs" >&2; exit 1; }

# docc reads only the library's graphs (never the demo's or a test target's).
rm -rf "$INPUT"
mkdir -p "$INPUT"
cp "$GRAPHS"/InfiniteTabs.symbols.json "$INPUT"/
cp "$GRAPHS"/InfiniteTabs@*.symbols.json "$INPUT"/ 2>/dev/null || true

echo "build-docs: 2/3 every public core symbol is documented under InfiniteTabs"
python3 - "$GRAPHS" <<'PY'
import json, os, sys
d = sys.argv[1]
def usrs(module):
    out = set()
    for name in os.listdir(d):
        if name == module + ".symbols.json" or name.startswith(module + "@"):
            with open(os.path.join(d, name)) as f:
                out |= {s["identifier"]["precise"] for s in json.load(f)["symbols"]}
    return out
core, top = usrs("InfiniteTabsCore"), usrs("InfiniteTabs")
missing = core - top
print(f"build-docs:   InfiniteTabsCore {len(core)} symbols, InfiniteTabs {len(top)} symbols, missing {len(missing)}")
if missing:
    sys.exit("build-docs: the InfiniteTabs graph lacks re-exported core symbols: " + ", ".join(sorted(missing)[:5]))
PY

echo "build-docs: 3/3 docc convert"
rm -rf "$OUTPUT"
EXTRA=()
if [[ -n "${HOSTING_BASE_PATH:-}" ]]; then EXTRA+=(--hosting-base-path "$HOSTING_BASE_PATH"); fi
LOG="$(mktemp)"
set +e
# shellcheck disable=SC2086
$DOCC_CMD convert "$CATALOG" \
    --additional-symbol-graph-dir "$INPUT" \
    --fallback-display-name InfiniteTabs \
    --fallback-bundle-identifier io.github.infinitetabs.InfiniteTabs \
    --output-path "$OUTPUT" \
    --warnings-as-errors \
    ${EXTRA[@]+"${EXTRA[@]}"} >"$LOG" 2>&1
STATUS=$?
set -e
cat "$LOG"
# With --warnings-as-errors every warning is reported as an error.
WARNINGS=$(grep -c -E '^(warning|error): ' "$LOG" || true)
rm -f "$LOG"
PAGES=$( (find "$OUTPUT/data/documentation" -name '*.json' 2>/dev/null || true) | wc -l | tr -d ' ')
if [[ $STATUS -ne 0 || $WARNINGS -ne 0 ]]; then
    echo "build-docs: FAILED: $WARNINGS warnings or errors (docc exit $STATUS)"
    exit 1
fi
echo "build-docs: OK: 0 warnings, $PAGES pages in $OUTPUT"
