#!/bin/bash -eu
# Builds every native Go fuzz target of curvecheck (package fuzz) and of
# examples/conformance as libFuzzer binaries in $OUT, with the
# compile_native_go_fuzzer helper of OSS-Fuzz's Go base image
# (go-118-fuzz-build underneath), each with a seed corpus
# $OUT/<fuzzer>_seed_corpus.zip: the seeds the target adds in code
# (written out by conformance.AddSeed) and its testdata/fuzz folder,
# converted to libFuzzer inputs by scripts/fuzzconv.
#
# ClusterFuzzLite runs this from .clusterfuzzlite/Dockerfile; an OSS-Fuzz
# project entry (projects/curvecheck/) can use the same Dockerfile lines
# and call this script. make libfuzzer builds and runs the same targets
# on a machine without these services.
cd "$SRC/curvecheck"

# go-118-fuzz-build has no tagged releases: the commit of 2025-05-20, the
# one make libfuzzer pins.
PIN=v0.0.0-20250520111509-a70c2aa677fa
go install "github.com/AdamKorcz/go-118-fuzz-build@$PIN"

work=$(mktemp -d)
# The seeds added in code, before the testing stand-in enters go.mod.
CURVECHECK_FUZZ_SEEDS=$work/seeds go test -count=1 -run '^Fuzz' ./fuzz/ >/dev/null
(cd examples/conformance && CURVECHECK_FUZZ_SEEDS=$work/seeds-examples go test -count=1 -run '^Fuzz' . >/dev/null)
go build -o "$work/fuzzconv" ./scripts/fuzzconv
main_targets=$(go test -list '^Fuzz' ./fuzz/ | grep '^Fuzz')
example_targets=$(cd examples/conformance && go test -list '^Fuzz' . | grep '^Fuzz')

go get "github.com/AdamKorcz/go-118-fuzz-build/testing@$PIN"
(cd examples/conformance && go get "github.com/AdamKorcz/go-118-fuzz-build/testing@$PIN")

# The helper finds a target's file by searching its package folder for the
# target's name; the package documentation and the corpus generator name
# targets too, so they step aside during the build.
mkdir "$work/aside"
mv fuzz/doc.go fuzz/gen_corpus.go "$work/aside/"

# seed_zip FUZZER SEED_DIR TESTDATA_DIR
seed_zip() {
  local corpus
  corpus=$(mktemp -d)
  [ -d "$2" ] && "$work/fuzzconv" to-libfuzzer "$2" "$corpus"
  [ -d "$3" ] && "$work/fuzzconv" to-libfuzzer "$3" "$corpus"
  if [ -n "$(ls "$corpus")" ]; then
    (cd "$corpus" && zip -q "$OUT/$1_seed_corpus.zip" ./*)
  fi
  rm -rf "$corpus"
}

for t in $main_targets; do
  compile_native_go_fuzzer github.com/curvecheck/curvecheck/fuzz "$t" "$t"
  seed_zip "$t" "$work/seeds/$t" "fuzz/testdata/fuzz/$t"
done
cd examples/conformance
for t in $example_targets; do
  compile_native_go_fuzzer example.com/conformance "$t" "conformance_$t"
  seed_zip "conformance_$t" "$work/seeds-examples/$t" "testdata/fuzz/$t"
done
cd "$SRC/curvecheck"
mv "$work/aside/"* fuzz/
