#!/usr/bin/env bash
# SPDX-License-Identifier: AGPL-3.0-or-later
#
# Builds wasm-ephemeris/swe.wasm: the Swiss Ephemeris 2.10.03 C sources shipped
# in the `sweph` npm package (node_modules/sweph/swisseph) plus
# wasm-ephemeris/src/shim.c, compiled with Debian's emscripten 3.1.6 into a
# standalone WebAssembly module (no JS glue, no filesystem, Moshier mode).
#
#   bash scripts/build-wasm.sh           build, write swe.wasm and swe.wasm.sha256
#   bash scripts/build-wasm.sh --check   build into a temp dir; exit 1 unless the
#                                        bytes equal the committed swe.wasm
#
# The build is reproducible: no debug info, no absolute paths (sources are
# compiled by relative path from the repository root, plus -ffile-prefix-map),
# fixed flags. Other emscripten versions may produce different bytes.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

SE_DIR="node_modules/sweph/swisseph"
OUT_DIR="wasm-ephemeris"
SHIM="$OUT_DIR/src/shim.c"
EXPECTED_EMCC="3.1.6"
EXPECTED_SE="2.10.03"

# WASI imports the module may have; wasm-ephemeris/wasi-stubs.ts provides them.
ALLOWED_IMPORTS="fd_write fd_read fd_close fd_seek environ_sizes_get environ_get proc_exit clock_time_get"

EXPORTS="_malloc,_free,_ve_abi_version,_ve_out_doubles,_ve_serr_bytes,_ve_positions,_ve_ayanamsa,_ve_rise_trans,_ve_julday,_ve_revjul,_ve_deltat,_ve_eclipse_loc"

SE_SOURCES="sweph.c swephlib.c swedate.c swehouse.c swemmoon.c swemplan.c swecl.c swejpl.c swehel.c"

die() {
  echo "build-wasm: $*" >&2
  exit 1
}

check=0
case "${1:-}" in
  "") ;;
  --check) check=1 ;;
  *) die "unknown argument '$1' (usage: bash scripts/build-wasm.sh [--check])" ;;
esac

if ! command -v emcc >/dev/null 2>&1; then
  echo "build-wasm: emcc not found. Install Debian's emscripten $EXPECTED_EMCC:" >&2
  echo "  apt-get update && apt-get install -y emscripten" >&2
  exit 127
fi
# Read emcc's whole answer before parsing it: piping it into `head` let head close the pipe
# while emcc (a Python program) was still writing, and under pipefail that EPIPE killed the
# script without a word (seen once in CI).
EMCC_BANNER="$(emcc --version 2>&1)" || die "'emcc --version' failed: $EMCC_BANNER"
EMCC_VERSION="$(sed -n '1s/.* \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' <<<"$EMCC_BANNER")"
if [[ "$EMCC_VERSION" != "$EXPECTED_EMCC" ]]; then
  echo "build-wasm: warning: emcc $EMCC_VERSION found, the committed swe.wasm was built with $EXPECTED_EMCC; bytes may differ" >&2
fi

[[ -f "$SE_DIR/swephexp.h" ]] || die "$SE_DIR not found: run 'npm install' first (devDependency sweph@2.10.3-b-1)"
SE_VERSION="$(sed -n 's/^#define SE_VERSION *"\([^"]*\)".*/\1/p' "$SE_DIR/sweph.h")"
[[ "$SE_VERSION" == "$EXPECTED_SE" ]] || die "expected Swiss Ephemeris $EXPECTED_SE in $SE_DIR, found '$SE_VERSION'"
command -v node >/dev/null 2>&1 || die "node not found (needed to verify the module's imports)"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# Flags shared by every translation unit. TLSOFF: no __thread (no threads in WASM).
CFLAGS=(-O3 -DTLSOFF -I"$SE_DIR" -ffile-prefix-map="$ROOT"=. -fno-ident)

objects=()
for src in $SE_SOURCES; do
  obj="$TMP/${src%.c}.o"
  # The Swiss Ephemeris sources are third-party: silence their warnings.
  emcc "${CFLAGS[@]}" -w -c "$SE_DIR/$src" -o "$obj"
  objects+=("$obj")
done
emcc "${CFLAGS[@]}" -Wall -Wextra -Werror -c "$SHIM" -o "$TMP/shim.o"
objects+=("$TMP/shim.o")

emcc -O3 "${objects[@]}" -o "$TMP/swe.wasm" \
  -sSTANDALONE_WASM --no-entry \
  -sEXPORTED_FUNCTIONS="$EXPORTS" \
  -sTOTAL_STACK=1MB -sINITIAL_MEMORY=4MB -sALLOW_MEMORY_GROWTH=0 \
  -sERROR_ON_UNDEFINED_SYMBOLS=1

# Fail if the module needs an import the binding does not stub.
node -e '
  const fs = require("fs");
  const allowed = new Set(process.argv[2].split(" "));
  const mod = new WebAssembly.Module(fs.readFileSync(process.argv[1]));
  const bad = WebAssembly.Module.imports(mod).filter((i) => i.module !== "wasi_snapshot_preview1" || !allowed.has(i.name));
  if (bad.length) { console.error("build-wasm: unexpected imports:", JSON.stringify(bad)); process.exit(1); }
' "$TMP/swe.wasm" "$ALLOWED_IMPORTS"

if [[ $check -eq 1 ]]; then
  [[ -f "$OUT_DIR/swe.wasm" ]] || die "$OUT_DIR/swe.wasm is missing"
  if ! cmp -s "$TMP/swe.wasm" "$OUT_DIR/swe.wasm"; then
    echo "build-wasm: $OUT_DIR/swe.wasm differs from a fresh build:" >&2
    echo "  committed: $(sha256sum "$OUT_DIR/swe.wasm" | cut -d' ' -f1)" >&2
    echo "  fresh:     $(sha256sum "$TMP/swe.wasm" | cut -d' ' -f1)" >&2
    echo "  run 'npm run build:wasm' and commit the result" >&2
    exit 1
  fi
  (cd "$OUT_DIR" && sha256sum --check --quiet swe.wasm.sha256) || die "$OUT_DIR/swe.wasm.sha256 does not match swe.wasm"
  echo "build-wasm: $OUT_DIR/swe.wasm is up to date ($(wc -c <"$TMP/swe.wasm") bytes)"
else
  cp "$TMP/swe.wasm" "$OUT_DIR/swe.wasm"
  (cd "$OUT_DIR" && sha256sum swe.wasm >swe.wasm.sha256)
  echo "build-wasm: wrote $OUT_DIR/swe.wasm ($(wc -c <"$OUT_DIR/swe.wasm") bytes) and swe.wasm.sha256"
fi
