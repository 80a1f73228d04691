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

func TestUserSettingObeyed(t *testing.T) {
	for _, env := range []string{"GOGC", "GOMEMLIMIT"} {
		t.Run(env, func(t *testing.T) {
			t.Setenv("GOGC", "")
			t.Setenv("GOMEMLIMIT", "")
			t.Setenv(env, "50")
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
			Set()()
			if p, l := current(); p != 100 || l != math.MaxInt64 {
				t.Errorf("with %s set: GOGC %d, limit %d; want them left alone", env, p, l)
			}
		})
	}
}
