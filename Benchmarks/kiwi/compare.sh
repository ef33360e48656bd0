#!/usr/bin/env bash
# Trellis against kiwi's own C++, side by side in one run, on the workloads of shared/bench/WORKLOADS.md.
#
# Fetches the kiwisolver 1.5.1 source package from PyPI (kiwi's headers), builds our C++ driver against them with
# g++ -O2, builds `trellis` in release, then runs the two alternately, workload by workload, and prints a Markdown
# table: workload | N | trellis | kiwi | kiwi ÷ trellis. Every run checks its result against the closed form.
#
# Usage: Benchmarks/kiwi/compare.sh [--skip-kiwi-10000] [--sizes "100 1000 10000"] [--repetitions 3]
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$here/work"
sizes="100 1000 10000"
repetitions=3
skip_kiwi_10000=0
while [ $# -gt 0 ]; do
  case "$1" in
    --skip-kiwi-10000) skip_kiwi_10000=1 ;;
    --sizes) sizes="$2"; shift ;;
    --repetitions) repetitions="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

mkdir -p "$work"
if [ ! -d "$work/kiwisolver-1.5.1/kiwi" ]; then
  python3 -m pip download --quiet --no-binary :all: --no-deps kiwisolver==1.5.1 -d "$work"
  tar -xzf "$work/kiwisolver-1.5.1.tar.gz" -C "$work"
fi
python3 "$here/gen_enaml.py" "$root/Sources/TrellisWorkloads/EnamlWorkload.swift" > "$work/enaml_system.inc"
g++ -O2 -std=c++11 -I "$work/kiwisolver-1.5.1" -I "$work" "$here/driver.cpp" -o "$work/kiwi-driver"
(cd "$root" && swift build -c release --product trellis >/dev/null)
trellis="$root/.build/release/trellis"
kiwi="$work/kiwi-driver"
results="$work/results.txt"
: > "$results"

for n in $sizes; do
  "$trellis" bench --only grid --n "$n" --repetitions "$repetitions" | sed 's/^/trellis /' >> "$results"
  if [ "$n" -ge 10000 ] && [ "$skip_kiwi_10000" = 1 ]; then continue; fi
  "$kiwi" grid "$n" "$repetitions" | sed 's/^/kiwi /' >> "$results"
done
"$trellis" bench --only enaml --repetitions "$repetitions" | sed 's/^/trellis /' >> "$results"
"$kiwi" enaml "$repetitions" | sed 's/^/kiwi /' >> "$results"
for n in 1000 10000; do
  case " $sizes " in *" $n "*) ;; *) continue ;; esac
  "$trellis" bench --only memory --n "$n" | sed 's/^/trellis /' >> "$results"
  if [ "$n" -ge 10000 ] && [ "$skip_kiwi_10000" = 1 ]; then continue; fi
  "$kiwi" memory "$n" | sed 's/^/kiwi /' >> "$results"
done

python3 - "$results" <<'PY'
import sys
rows, order = {}, []
for line in open(sys.argv[1]):
    side, workload, n, value, unit = line.split()
    key = (workload, int(n))
    if key not in rows:
        rows[key] = {}
        order.append(key)
    rows[key][side] = (float(value), unit)
names = {"G": "G build+solve", "R": "R suggest+update", "C1": "C1 churn one-by-one", "C2": "C2 churn bulk",
         "E-build": "E build", "E-suggest": "E suggest+update", "memory": "G peak RSS (process)",
         "memory-solver": "G peak RSS growth (solver)"}
print("| workload | N | trellis | kiwi | kiwi ÷ trellis |")
print("|---|---|---|---|---|")
for workload, n in order:
    t = rows[(workload, n)].get("trellis")
    k = rows[(workload, n)].get("kiwi")
    fmt = lambda v: f"{v[0]:.4g} {v[1]}" if v else "skipped"
    ratio = f"{k[0] / t[0]:.1f}×" if t and k and t[0] > 0 else "—"
    print(f"| {names.get(workload, workload)} | {n:,} | {fmt(t)} | {fmt(k)} | {ratio} |")
PY
