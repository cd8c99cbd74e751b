package constanttime

import (
	"runtime/debug"
	"slices"
	"strings"
	"testing"
)

// TestRebuildTags: the test binary rebuilt for memcheck keeps the tags
// this one was built with (a Check call in a file behind a tag is in it),
// adds valgrind and the extra tags, and names none twice.
func TestRebuildTags(t *testing.T) {
	var built []string
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-tags" && s.Value != "" {
				built = strings.Split(s.Value, ",")
			}
		}
	}
	got := rebuildTags([]string{"purego", "valgrind", "purego"})
	want := append([]string{"valgrind"}, built...)
	if !slices.Contains(built, "purego") {
		want = append(want, "purego")
	}
	if !slices.Equal(got, want) {
		t.Errorf("rebuild tags %q, want %q (this binary built with %q)", got, want, built)
	}
}
