#!/usr/bin/env bash
# Builds the libFuzzer target for the Interface Builder reader (Fuzz/IBDocumentFuzzer) and runs it, seeded with
# the corpus documents, for a given time. Not part of CI or of the SwiftPM build.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer options…]     e.g. Fuzz/run.sh 600 -jobs=2 -workers=2
#   Fuzz/run.sh --build-only
#   Fuzz/run.sh --reproduce CRASH-FILE                    runs one input (a crash-… or timeout-… artifact)
#
# Environment: FUZZ_SANITIZERS (default "fuzzer"; "fuzzer,address" adds AddressSanitizer), FUZZ_SEEDS (default
# ../shared/corpus/interface-builder/files), FUZZ_CORPUS (the working corpus; default a fresh temporary directory,
# seeded with copies of FUZZ_SEEDS), FUZZ_OUT (default .build/fuzz). Findings go to $FUZZ_OUT/artifacts.
#
# How it is built: SwiftPM cannot link a libFuzzer main, so swiftc builds the three modules (TrellisSolver, Trellis,
# TrellisIB) as static libraries with -sanitize=fuzzer (coverage instrumentation), then links the entry point with
# the libFuzzer runtime. Trellis loads devices.json and its fonts through `Bundle.module`, which only SwiftPM
# generates: Fuzz/IBDocumentFuzzer/ResourceBundle.swift stands in for it and the resources are copied to
# Trellis_Trellis.resources next to the executable.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${FUZZ_OUT:-$root/.build/fuzz}"
sanitizers="${FUZZ_SANITIZERS:-fuzzer}"
seeds="${FUZZ_SEEDS:-$root/../shared/corpus/interface-builder/files}"
mkdir -p "$out/modules" "$out/artifacts"

build() {
  # -package-name: the modules share `package` declarations, as SwiftPM builds them.
  local flags=(-O -g -parse-as-library -swift-version 6 -package-name trellis -sanitize="$sanitizers" -I "$out/modules"
    -L "$out/modules")
  module() {
    local name="$1"
    shift
    echo "building $name" >&2
    swiftc "${flags[@]}" -module-name "$name" -wmo -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
      -emit-library -static -o "$out/modules/lib$name.a" "$@"
  }
  module TrellisSolver $(find "$root/Sources/TrellisSolver" -name '*.swift' | sort)
  module Trellis $(find "$root/Sources/Trellis" -name '*.swift' | sort) "$root/Fuzz/IBDocumentFuzzer/ResourceBundle.swift"
  module TrellisIB $(find "$root/Sources/TrellisIB" -name '*.swift' | sort)
  echo "linking IBDocumentFuzzer" >&2
  swiftc "${flags[@]}" -module-name IBDocumentFuzzer "$root/Fuzz/IBDocumentFuzzer/IBDocumentFuzzer.swift" \
    -lTrellisIB -lTrellis -lTrellisSolver -o "$out/IBDocumentFuzzer"
  rm -rf "$out/Trellis_Trellis.resources"
  cp -R "$root/Sources/Trellis/Resources" "$out/Trellis_Trellis.resources"
}

case "${1:-}" in
  --build-only)
    build
    exit 0
    ;;
  --reproduce)
    SWIFT_BACKTRACE=enable=no exec "$out/IBDocumentFuzzer" -timeout=10 -rss_limit_mb=2048 "${@:2}"
    ;;
esac

seconds="${1:-600}"
shift || true
build
corpus="${FUZZ_CORPUS:-}"
if [[ -z "$corpus" ]]; then
  corpus="$(mktemp -d "${TMPDIR:-/tmp}/ib-fuzz-corpus.XXXXXX")"
  cp "$seeds"/* "$corpus"/
fi
echo "corpus: $corpus ($(ls "$corpus" | wc -l) files)" >&2
# -max_len: the largest corpus document is 153 KiB. -timeout: any input taking 10 s is a hang (real documents lay
# out in milliseconds). -malloc_limit_mb: one allocation over 2 GiB is a runaway.
#
# libFuzzer runs in rounds of FUZZ_ROUND seconds (default 120) over the same corpus directory, each a fresh process
# (a guard that keeps a long run's memory flat; rounds were first needed for a retain cycle since fixed), and
# -rss_limit_mb (4 GiB) catches inputs that blow up on their own. A round that finds something stops the loop.
cd "$out"
# libFuzzer, not the Swift runtime's backtracer, must catch traps, so that it saves the input.
export SWIFT_BACKTRACE=enable=no
round="${FUZZ_ROUND:-120}"
start=$SECONDS
while ((SECONDS - start < seconds)); do
  left=$((seconds - (SECONDS - start)))
  "$out/IBDocumentFuzzer" "$corpus" -dict="$root/Fuzz/ib.dict" -max_len=262144 -timeout=10 -rss_limit_mb=4096 \
    -malloc_limit_mb=2048 -max_total_time=$((left < round ? left : round)) -artifact_prefix="$out/artifacts/" \
    -print_final_stats=1 "$@"
done
echo "fuzzed for $((SECONDS - start)) s; corpus: $corpus" >&2
