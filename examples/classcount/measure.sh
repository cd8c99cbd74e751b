#!/usr/bin/env bash
# Runs the measurements of doc/libraries.md: every exec adapter of
# examples/ through curvecheck diff (with and without its declared policies,
# and against the report of the library's previous release as a baseline)
# and curvecheck vectors, with the curvecheck of this tree and with the one
# before the DER operations, edge classes and baselines (c2e298e), then
# counts the findings per input class (examples/classcount).
#
#   examples/classcount/measure.sh OUTDIR
#
# Environment (defaults in brackets):
#   CC_NOW      curvecheck built from this tree [curvecheck]
#   CC_BEFORE   curvecheck built from c2e298e (git worktree add /tmp/before
#               c2e298e && cd /tmp/before && go build -o /root/cc-before
#               ./cmd/curvecheck); empty skips the runs of the old curvecheck
#   ELLIPTIC_OLD  elliptic 6.5.4's package folder
#               [/tmp/elliptic-6.5.4/node_modules/elliptic]
#               (npm install elliptic@6.5.4 --prefix /tmp/elliptic-6.5.4)
#   NOBLE_OLD   @noble/curves 2.3.0's package folder
#               [/tmp/noble-2.3.0/node_modules/@noble/curves]
#               (npm install @noble/curves@2.3.0 --prefix /tmp/noble-2.3.0)
#   N, SEED     diff's --n and --seed [200, 1]
#   LIBS        the libraries to measure [pyca python-ecdsa elliptic noble]
#
# Each run leaves OUTDIR/LIB/RUN.json (the JSON report), RUN.err (its
# standard error), RUN.exit (its exit status) and RUN.findings/ (corpus
# files); OUTDIR/classes.txt holds the counts.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: measure.sh OUTDIR}
mkdir -p "$out"
now=${CC_NOW:-curvecheck}
before=${CC_BEFORE:-}
n=${N:-200}
seed=${SEED:-1}
elliptic_old=${ELLIPTIC_OLD:-/tmp/elliptic-6.5.4/node_modules/elliptic}
noble_old=${NOBLE_OLD:-/tmp/noble-2.3.0/node_modules/@noble/curves}

declare -A impl=(
  [pyca]="/usr/bin/python3 examples/exec-python/adapter.py"
  [python-ecdsa]="/usr/bin/python3 examples/exec-python-ecdsa/adapter.py"
  [elliptic]="node examples/exec-node-elliptic/adapter.js"
  [noble]="node examples/exec-node-noble/adapter.js"
)
# The environment that loads the previous release, for the libraries whose
# previous release is installable here.
declare -A old=(
  [elliptic]="CURVECHECK_ELLIPTIC=$elliptic_old"
  [noble]="CURVECHECK_NOBLE=$noble_old"
)

# run LIB NAME ENV... -- ARGS...: one curvecheck command, its JSON on stdout.
run() {
  local lib=$1 name=$2
  shift 2
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  local dir="$out/$lib"
  mkdir -p "$dir"
  echo "$(date +%T) $lib $name" >&2
  env "${envs[@]}" "$@" >"$dir/$name.json" 2>"$dir/$name.err"
  echo $? >"$dir/$name.exit"
}

# diff LIB NAME BINARY ENV... [-- EXTRA ARGS]
diffrun() {
  local lib=$1 name=$2 bin=$3
  shift 3
  local envs=() extra=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do envs+=("$1"); shift; done
  [ $# -gt 0 ] && shift && extra=("$@")
  run "$lib" "$name" "${envs[@]}" -- "$bin" diff --impl "exec:${impl[$lib]}" --n "$n" --seed "$seed" \
    --findings "$out/$lib/$name.findings" --json "${extra[@]}"
}

vecrun() {
  local lib=$1 name=$2 bin=$3
  shift 3
  local envs=() extra=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do envs+=("$1"); shift; done
  [ $# -gt 0 ] && shift && extra=("$@")
  # The vectors command of c2e298e writes no corpus files (no --findings).
  [ "$bin" = "$now" ] && extra+=(--findings "$out/$lib/$name.findings")
  run "$lib" "$name" "${envs[@]}" -- "$bin" vectors --impl "exec:${impl[$lib]}" --json "${extra[@]}"
}

OLDCAT=CURVECHECK_CATALOG=c2e298e
NONE=CURVECHECK_POLICIES=none
for lib in ${LIBS:-pyca python-ecdsa elliptic noble}; do
  diffrun "$lib" now-none "$now" "$NONE"
  diffrun "$lib" now-policies "$now"
  vecrun "$lib" vectors-now "$now"
  if [ -n "$before" ]; then
    diffrun "$lib" before-none "$before" "$OLDCAT" "$NONE"
    diffrun "$lib" before-policies "$before" "$OLDCAT"
    vecrun "$lib" vectors-before "$before" "$OLDCAT"
  fi
  if [ -n "${old[$lib]:-}" ]; then
    diffrun "$lib" old-now-policies "$now" "${old[$lib]}"
    vecrun "$lib" old-vectors-now "$now" "${old[$lib]}"
    diffrun "$lib" now-baseline "$now" -- --baseline "$out/$lib/old-now-policies.json"
    vecrun "$lib" vectors-now-baseline "$now" -- --baseline "$out/$lib/old-vectors-now.json"
    if [ -n "$before" ]; then
      diffrun "$lib" old-before-policies "$before" "$OLDCAT" "${old[$lib]}"
      vecrun "$lib" old-vectors-before "$before" "$OLDCAT" "${old[$lib]}"
    fi
  fi
done

go run ./examples/classcount "$out"/*/*.json >"$out/classes.txt"
echo "counts in $out/classes.txt" >&2
