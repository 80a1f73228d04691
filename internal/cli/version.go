package cli

import (
	"fmt"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/referee"
)

// Built is what a binary knows of the source it was built from, read from
// the build information Go records in every binary (debug.ReadBuildInfo):
// no ldflags, so that `go install PATH@VERSION` in another repository gets
// it as a build from a checkout does.
type Built struct {
	Version  string    // the module's version: a release (v1.2.0), a pseudo-version, or "" when none was recorded
	Commit   string    // the commit, 12 hex digits as in a pseudo-version; "" when unknown
	Time     time.Time // the commit's time; zero when unknown
	Modified bool      // built from a checkout with changes not committed
	// Sum is the checksum go.sum records for a downloaded module (h1:…): a
	// release names no commit, and this tells two builds of one tag apart
	// (a stale module cache, a tag moved).
	Sum string
}

// pseudo is a pseudo-version's time and commit: v0.0.0-20261205135355-4cb5ccd896d6,
// v1.2.1-0.20261205135355-4cb5ccd896d6, v1.3.0-rc.1.0.2026…, with +dirty
// or +incompatible after it.
var pseudo = regexp.MustCompile(`[-.](\d{14})-([0-9a-f]{12})(?:\+|$)`)

// builtFrom reads what the build recorded. A release installed with `go
// install PATH@v1.2.0` records only its version (the module zip has no
// repository); a pseudo-version names its commit and time; a build in a
// checkout records the commit, its time and whether files were changed
// (vcs.*), unless built with -buildvcs=false.
func builtFrom(info *debug.BuildInfo, ok bool) Built {
	var b Built
	if !ok || info == nil {
		return b
	}
	v := info.Main.Version
	if v != "" && v != "(devel)" {
		b.Version, b.Sum = v, info.Main.Sum
		if base, dirty := strings.CutSuffix(v, "+dirty"); dirty {
			b.Version, b.Modified = base, true
		}
		if m := pseudo.FindStringSubmatch(v); m != nil {
			b.Commit = m[2]
			b.Time, _ = time.Parse("20060102150405", m[1])
		}
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Commit = s.Value[:min(12, len(s.Value))]
		case "vcs.time":
			if t, err := time.Parse(time.RFC3339, s.Value); err == nil {
				b.Time = t
			}
		case "vcs.modified":
			b.Modified = b.Modified || s.Value == "true"
		}
	}
	return b
}

// said is the version's line: the Version message's facts.
func (b Built) said() Version {
	m := Version{Version: b.Version, Commit: b.Commit, Modified: b.Modified}
	if b.Commit == "" {
		m.Sum = b.Sum
	}
	if !b.Time.IsZero() {
		t := b.Time.UTC()
		m.Day, m.Year, m.Clock = t.Day(), t.Year(), t.Format("15:04")
		m.Month = referee.Term(fmt.Sprintf("cli.month.%d", int(t.Month())))
	}
	return m
}

// buildVersion is this binary's version line's facts.
func buildVersion() Version { return builtFrom(debug.ReadBuildInfo()).said() }
