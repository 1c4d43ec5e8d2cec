#!/usr/bin/env bash
# Builds every fuzz target and runs each for a few seconds from its seed corpus.
#
#   fuzz/smoke.sh [SECONDS]      (default 20 per target; or set FUZZ_SECONDS)
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`). Uses the nightly toolchain when
# `cargo +nightly` works, otherwise stable (which builds the targets fine without a
# sanitizer). Override with FUZZ_TOOLCHAIN=nightly|stable. FUZZ_TARGET_DIR puts the
# build elsewhere than fuzz/target (handy to keep a stable and a nightly build).
#
# The sanitizer defaults to none: caissa has no `unsafe` code, so AddressSanitizer finds
# nothing that a panic would not, and it makes the walk targets about three times slower.
# Set FUZZ_SANITIZER=address to use it anyway (nightly only).
#
# The fuzzer's working corpus goes to a temporary directory, so the committed seeds in
# fuzz/seeds/ are never modified. Exits non-zero if a build fails or any target finds a
# crash (the reproducer is left in fuzz/artifacts/<target>/).

set -euo pipefail

seconds="${1:-${FUZZ_SECONDS:-20}}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

toolchain="${FUZZ_TOOLCHAIN:-}"
if [[ -z "$toolchain" ]]; then
    if cargo +nightly --version >/dev/null 2>&1; then
        toolchain=nightly
    else
        toolchain=stable
    fi
fi

sanitizer="${FUZZ_SANITIZER:-none}"
fuzz=(cargo)
if [[ "$toolchain" == nightly ]]; then
    fuzz+=(+nightly fuzz)
else
    fuzz+=(fuzz)
    # Sanitizers need -Z flags.
    [[ "$sanitizer" == none ]] || export RUSTC_BOOTSTRAP=1
fi
build_flags=(--sanitizer "$sanitizer")
if [[ -n "${FUZZ_TARGET_DIR:-}" ]]; then
    build_flags+=(--target-dir "$FUZZ_TARGET_DIR")
fi

targets=$("${fuzz[@]}" list)
echo "fuzz smoke: toolchain $toolchain, sanitizer $sanitizer, ${seconds}s per target:" $targets

"${fuzz[@]}" build "${build_flags[@]}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

status=0
for target in $targets; do
    corpus="$work/$target"
    mkdir -p "$corpus"
    seeds="fuzz/seeds/$target"
    [[ -d "$seeds" ]] || seeds=""
    echo "== $target"
    # Runs of libFuzzer end with "Done N runs in S second(s)"; keep that line.
    if "${fuzz[@]}" run "${build_flags[@]}" "$target" "$corpus" $seeds -- \
        -max_total_time="$seconds" -print_final_stats=1 >"$work/$target.log" 2>&1; then
        grep -E "^Done [0-9]+ runs" "$work/$target.log" || tail -n 3 "$work/$target.log"
    else
        status=1
        echo "!! $target failed:"
        grep -E -A 20 "panicked|ERROR: libFuzzer|SUMMARY" "$work/$target.log" | head -n 60
        grep -E "Test unit written to" "$work/$target.log" || true
    fi
done

exit "$status"
