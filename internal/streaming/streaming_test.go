package streaming

import (
	"math"
	"runtime/debug"
	"testing"
)

// current reads the collector's setting without changing it.
func current() (percent int, limit int64) {
	percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

func TestSetAndRestore(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
	restore := Set()
	if p, l := current(); p != 200 || l != 64<<20 {
		t.Errorf("after Set: GOGC %d, limit %d; want 200 and 64 MiB", p, l)
	}
	restore()
	if p, l := current(); p != 100 || l != math.MaxInt64 {
		t.Errorf("after restore: GOGC %d, limit %d; want the former 100 and no limit", p, l)
	}
}

// TestUserSettingObeyed: what the environment sets is left alone, and
// only that: GOGC set still leaves the ceiling that keeps memory flat
// (with GOGC=200 or off a check of a long file once took 400 MB).
func TestUserSettingObeyed(t *testing.T) {
	for _, c := range []struct {
		env, value string
		percent    int
		limit      int64
	}{
		{"GOGC", "50", 100, 64 << 20},
		{"GOGC", "off", 100, 64 << 20},
		{"GOMEMLIMIT", "50", 200, math.MaxInt64},
	} {
		t.Run(c.env+"="+c.value, func(t *testing.T) {
			t.Setenv("GOGC", "")
			t.Setenv("GOMEMLIMIT", "")
			t.Setenv(c.env, c.value)
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
			restore := Set()
			if p, l := current(); p != c.percent || l != c.limit {
				t.Errorf("with %s=%s: GOGC %d, limit %d; want %d and %d", c.env, c.value, p, l, c.percent, c.limit)
			}
			restore()
			if p, l := current(); p != 100 || l != math.MaxInt64 {
				t.Errorf("after restore: GOGC %d, limit %d; want the former 100 and no limit", p, l)
			}
		})
	}
}
