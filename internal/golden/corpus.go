package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// Files reads the corpus files matching pattern (relative to the test's
// folder), by name: seeds for fuzz targets and inputs for benchmarks.
func Files(tb testing.TB, pattern string) map[string][]byte {
	tb.Helper()
	names, err := filepath.Glob(pattern)
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string][]byte{}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		out[name] = data
	}
	return out
}
