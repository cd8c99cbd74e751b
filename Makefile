# curvecheck: see README.md. Every target needs only Go; tools are fetched
# through the Go module proxy at pinned versions.

GO          ?= go
FUZZTIME    ?= 30s
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

.PHONY: test test-ct test-libsecp256k1 test-openssl examples-node vectors fuzz libfuzzer bench audit lint ct check-generated prove certs exhaustive

## test: the whole deterministic test suite (what CI runs first), plus lint;
## examples/conformance is a module of its own and is tested from its
## folder. No verdict here depends on time: the dudect and Valgrind checks
## are built with the tag timing and run by make test-ct. The passes
## under the verify (bounds checks) and purego (portable code) tags run
## with -short: fewer random cases, every edge case; the catalog's
## conformance run over the fast code is repeated under verify only.
## GOGC=400 for the test processes (unless GOGC is set): the reference's
## math/big arithmetic allocates on every step over a small live heap, and
## at the default 100% the collector runs back to back (curvecheck diff
## raises it the same way; doc/scale.md).
## The verify and purego passes run side by side (make -j2, each one's
## output kept together): the verify pass ends in impls/fast, one package
## that leaves a core idle.
test: export GOGC ?= 400
test: lint check-generated
	$(GO) test -count=1 -timeout 15m ./...
	$(MAKE) --no-print-directory -j2 --output-sync=target test-verify test-purego
	cd examples/conformance && $(GO) vet ./... && $(GO) test -count=1 ./...

.PHONY: test-verify test-purego
test-verify:
	$(GO) test -count=1 -short -tags verify ./fast/... ./impls/fast/ ./bench/internal/field25/
test-purego:
	$(GO) test -count=1 -short -tags purego ./fast/...

## test-ct: the tests built with the tag timing, left out of make test
## because their verdicts depend on time or they run under Valgrind for
## minutes: dudect on the leaky controls, constanttime's Valgrind tests
## (every claim of the fast code at each build setting; the whole target
## took 5 min 25 s on 2 idle cores in CI, and once more than 30 minutes on
## 2 cores shared at load average 25, hence the 60-minute timeout), README's curvecheck ct examples, and examples/conformance's
## constanttime.Check tests. Needs valgrind (.ci/run installs it; with
## CI=true its absence fails). Retry policy: a memcheck run whose runner
## crashes (a non-zero exit, a signal, a Go register dump) is run once
## more, and a second crash fails the check as "runner crashed", never a
## leak verdict and never a pass; a dudect leak or inconclusive verdict on
## a constant-time claim is measured once more with twice the budget and
## fails only if it stays. Nothing else is retried. The tagged files are
## vetted and staticchecked here (make lint builds without the tag).
test-ct:
	$(GO) vet -tags timing ./constanttime/... ./cmd/curvecheck/
	$(GO) run $(STATICCHECK) -tags timing ./constanttime/... ./cmd/curvecheck/
	$(GO) test -count=1 -timeout 60m -tags timing ./constanttime/...
	$(GO) test -count=1 -tags timing -run '^TestReadmeCTExamples$$' ./cmd/curvecheck/
	cd examples/conformance && $(GO) vet -tags timing ./... && $(GO) test -count=1 -timeout 20m -tags timing -run '^(TestFilippoScalarBaseMult|TestMaskedCompare|TestBranchyCompareIsFlagged)$$' .

## test-libsecp256k1: the tests that call the C library libsecp256k1 through
## cgo (needs a C compiler and Debian's libsecp256k1-dev; .ci/run installs
## it): the "libsecp256k1" implementation against the reference and the
## vectors, and the secp256k1 benchmarks with it as a peer, once each.
test-libsecp256k1:
	$(GO) test -count=1 -tags libsecp256k1 ./impls/libsecp256k1/
	$(GO) test -count=1 -tags libsecp256k1 -run='^$$' -bench='/secp256k1' -benchtime=1x ./bench/

## test-openssl: the tests that call OpenSSL's libcrypto through cgo (needs a
## C compiler and Debian's libssl-dev; .ci/run installs it): the "openssl"
## implementation against the reference and the vectors, and the benchmarks
## with it as a peer, once each.
test-openssl:
	$(GO) test -count=1 -tags openssl ./impls/openssl/
	$(GO) test -count=1 -tags openssl -run='^$$' -bench='/(p384|secp256k1|ed25519|x25519)/' -benchtime=1x ./bench/

## examples-node: the Node.js adapters of examples/exec-node-elliptic and
## examples/exec-node-noble: installs their pinned npm packages (npm ci) and
## runs their tests, which go test skips while node_modules is missing. Needs
## node and npm and the npm registry; run by hand, not by make test or CI.
examples-node:
	cd examples/exec-node-elliptic && npm ci --no-audit --no-fund
	cd examples/exec-node-noble && npm ci --no-audit --no-fund
	$(GO) test -count=1 -run '^TestNode' -v ./cmd/curvecheck/

## vectors: check the reference against every staged test vector file.
vectors:
	$(GO) run ./cmd/curvecheck vectors

## fuzz: run every native fuzz target (this module and examples/conformance) for FUZZTIME each.
fuzz:
	FUZZTIME=$(FUZZTIME) scripts/fuzz-all . examples/conformance

## libfuzzer: every fuzz target built as a libFuzzer binary, as OSS-Fuzz and
## ClusterFuzzLite build them (go-118-fuzz-build at a pinned version, and
## clang: Debian's clang package), each run LIBFUZZER_TIME seconds from its
## seeds, then the positive control (FuzzBrokenAdapter, a lost-carry bug)
## must crash and its reproducer must fail under go test. See
## scripts/libfuzzer; output in curvecheck-libfuzzer/.
LIBFUZZER_TIME ?= 30
LIBFUZZER_SEEDS ?= 50
libfuzzer:
	LIBFUZZER_TIME=$(LIBFUZZER_TIME) LIBFUZZER_SEEDS=$(LIBFUZZER_SEEDS) scripts/libfuzzer

## bench: the fast code against its peers, ratios with targets (curvecheck
## bench); for benchstat: go test -run='^$$' -bench=. -count=6 ./bench > new.txt
## and benchstat -col /impl new.txt
bench:
	$(GO) run ./cmd/curvecheck bench

## ct: the constant-time check (Valgrind taint tracking) of every registered
## claim at every build setting; needs valgrind.
ct:
	$(GO) run ./cmd/curvecheck ct

## prove: every assurance claim (doc/assurance.md): the primes'
## certificates, the group and twist orders, every constant's defining
## property, the tables regenerated, and PARI/GP's agreement with the
## reference (those need gp: Debian's pari-gp; without it they are listed
## as not run and the exit status is 3). One line per claim.
prove:
	$(GO) run ./cmd/curvecheck prove

## exhaustive: each family's fast group code built with the tag
## exhaustive, on a toy curve of the same shape over the same field with a
## small prime-order subgroup, checked against the reference for every
## point pair and every scalar (doc/exhaustive.md); per-family summaries
## and the time (about 75 s on 2 cores). EXHAUSTIVE_SHORT=1 runs the
## subset CI runs (go test -short, doc/exhaustive.md; about 15 s).
exhaustive:
	scripts/exhaustive

## certs: regenerate the primality certificates in assurance/cert/data with
## PARI/GP (gp on PATH, about 30 s); go test ./assurance/cert checks them.
certs:
	$(GO) run ./scripts/certs

## audit: the main job; writes curvecheck-report/report.{md,json}.
audit:
	$(GO) run ./cmd/curvecheck audit

## check-generated: regenerate every generated file (the avo assembly,
## doc/policies.md) in a temporary copy and fail on any difference.
check-generated:
	scripts/check-generated

## lint: gofmt, go vet, staticcheck (and the two again over fast/ with the
## tag exhaustive, whose files the default build leaves out).
lint:
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...
	$(GO) vet -tags exhaustive ./fast/...
	$(GO) run $(STATICCHECK) -tags exhaustive ./fast/...
