#!/usr/bin/env bash
# Builds and runs the peer comparison twice, with the same release profile for
# every library: once portable (baseline x86-64), once with
# `-C target-cpu=x86-64-v2`. Each build has its own target directory so the two
# never invalidate each other. Prints the machine info and, per build, the
# table of each mode: perft, then san.
#
#   benches/peers/run.sh                     # both modes, all libraries, 5 reps
#   benches/peers/run.sh san --reps 11       # only the SAN mode, more repetitions
#   benches/peers/run.sh perft --positions kiwipete
#   benches/peers/run.sh --quick --reps 1    # smoke run of both modes
#   CARGO_FLAGS=--no-default-features benches/peers/run.sh   # peers only, no caissa
#
# An optional first argument `perft` or `san` picks one mode; without it both
# run with the same arguments (so mode-specific ones such as --positions need
# a mode). The other arguments are passed to the benchmark binary (see
# `--help`). Extra cargo flags go in CARGO_FLAGS. Target directories default to
# benches/peers/target/{portable,v2} and can be moved with PEERS_TARGET_DIR.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
target_root="${PEERS_TARGET_DIR:-$here/target}"
# Word splitting of CARGO_FLAGS is intended.
read -r -a cargo_flags <<<"${CARGO_FLAGS:-}"

modes=(perft san)
case "${1:-}" in
    perft | san)
        modes=("$1")
        shift
        ;;
esac

# Any RUSTFLAGS from the caller would silently apply to the "portable" build.
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS

echo "## caissa peer comparison"
echo
echo '```'
echo "date:     $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "host:     $(uname -srm)"
echo "nproc:    $(nproc)"
echo "cpu:      $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | sort | uniq -c | sed 's/^ *\([0-9]*\) /\1 × /')"
echo "loadavg:  $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
echo "rustc:    $(rustc --version)"
echo "cargo:    $(cargo --version)"
echo "caissa:   $(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$here" diff --quiet HEAD -- ../../src ../../Cargo.toml 2>/dev/null || echo ' (+ uncommitted changes)')"
echo "modes:    ${modes[*]}"
echo "args:     ${*:-(defaults)}"
echo '```'

run() {
    local name="$1" flags="$2"
    shift 2
    echo
    echo "## build: $name"
    echo
    # Build first so compile time and compiler output stay out of the measurement.
    RUSTFLAGS="$flags" CARGO_TARGET_DIR="$target_root/$name" \
        cargo build --release --locked --quiet "${cargo_flags[@]}"
    local mode
    for mode in "${modes[@]}"; do
        [[ "$mode" == "${modes[0]}" ]] || echo
        RUSTFLAGS="$flags" CARGO_TARGET_DIR="$target_root/$name" \
            cargo run --release --locked --quiet "${cargo_flags[@]}" -- "$mode" "$@"
    done
}

run portable "" "$@"
run v2 "-C target-cpu=x86-64-v2" "$@"

echo
echo "loadavg at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
