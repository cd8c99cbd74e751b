package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestShardsMerge: two shards written with --report and merged give the
// report of the unsharded run (timings aside), with their corpus files
// gathered; a missing shard is a usage error, not a smaller verdict.
func TestShardsMerge(t *testing.T) {
	dir := t.TempDir()
	args := []string{"diff", "--op", "secp256k1/field_add", "--impl", "fast", "--n", "30", "--seed", "5", "--workers", "2"}
	code, _, stderr := runCLI(t, append(args, "--report", filepath.Join(dir, "whole.json"), "--findings", filepath.Join(dir, "f"))...)
	if code != 0 {
		t.Fatalf("unsharded run: exit %d\n%s", code, stderr)
	}
	for i, s := range []string{"0/2", "1/2"} {
		code, _, stderr := runCLI(t, append(args, "--shard", s, "--report", filepath.Join(dir, "s"+string(rune('0'+i))+".json"))...)
		if code != 0 {
			t.Fatalf("shard %s: exit %d\n%s", s, code, stderr)
		}
	}
	merged := filepath.Join(dir, "merged.json")
	code, out, stderr := runCLI(t, "merge", "--report", merged, filepath.Join(dir, "s0.json"), filepath.Join(dir, "s1.json"))
	if code != 0 || !strings.Contains(out, "verdict: CLEAN") {
		t.Fatalf("merge: exit %d\n%s\n%s", code, out, stderr)
	}
	if got, want := withoutTimings(t, merged), withoutTimings(t, filepath.Join(dir, "whole.json")); got != want {
		t.Errorf("merged report\n%s\nwant the unsharded one\n%s", got, want)
	}
	code, _, stderr = runCLI(t, "merge", filepath.Join(dir, "s0.json"))
	if code != 2 || !strings.Contains(stderr, "shards missing: 1/2") {
		t.Errorf("merging one of two shards: exit %d, %s; want 2 naming shard 1/2", code, stderr)
	}
	code, _, stderr = runCLI(t, "diff", "--op", "secp256k1/field_add", "--shard", "2/2")
	if code != 2 {
		t.Errorf("--shard 2/2: exit %d (%s), want 2", code, stderr)
	}
}

func withoutTimings(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	for _, o := range v["ops"].([]any) {
		op := o.(map[string]any)
		for k := range op {
			if strings.HasSuffix(k, "_ns") {
				delete(op, k)
			}
		}
		for _, s := range op["stats"].([]any) {
			delete(s.(map[string]any), "impl_time_ns")
		}
	}
	out, _ := json.MarshalIndent(v, "", " ")
	return string(out)
}
