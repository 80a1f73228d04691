package cli

import (
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersion: --version names what the build recorded, in the words of
// each way the referee is built: a release installed by go install
// PATH@v1.2.0 (the version alone), a pseudo-version (its commit and time),
// a checkout (the commit, its time, changes not committed; Go 1.24 and
// later derive the version from the tags too), and a build that recorded
// nothing (-buildvcs=false).
func TestVersion(t *testing.T) {
	settings := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	info := func(v string, s []debug.BuildSetting) *debug.BuildInfo {
		return &debug.BuildInfo{Main: debug.Module{Path: "github.com/boardgame-referee/referee", Version: v}, Settings: s}
	}
	f, _, _, _ := streams(t, "en")
	fru, _, _, _ := streams(t, "ru")
	for _, tc := range []struct {
		name   string
		info   *debug.BuildInfo
		en, ru string
	}{
		{"release", info("v1.2.0", nil), "referee v1.2.0", "referee, версия v1.2.0"},
		{"release from a module proxy", &debug.BuildInfo{Main: debug.Module{Path: "github.com/boardgame-referee/referee", Version: "v1.2.0", Sum: "h1:Qm9hcmRnYW1lIHJlZmVyZWUgdjEuMi4wIHN1bQ=="}},
			"referee v1.2.0, module checksum h1:Qm9hcmRnYW1lIHJlZmVyZWUgdjEuMi4wIHN1bQ==",
			"referee, версия v1.2.0, контрольная сумма модуля h1:Qm9hcmRnYW1lIHJlZmVyZWUgdjEuMi4wIHN1bQ=="},
		{"pseudo-version", info("v0.0.0-20261205135355-4cb5ccd896d6", nil),
			"referee v0.0.0-20261205135355-4cb5ccd896d6 (commit 4cb5ccd896d6, 5 December 2026, 13:53 UTC)",
			"referee, версия v0.0.0-20261205135355-4cb5ccd896d6 (коммит 4cb5ccd896d6 от 5 декабря 2026 г., 13:53 UTC)"},
		{"checkout after a tag", info("v1.2.1-0.20261205135355-4cb5ccd896d6+dirty",
			settings("vcs", "git", "vcs.revision", "4cb5ccd896d631e8e9d72c1c77a42f35260eb819", "vcs.time", "2026-12-05T13:53:55Z", "vcs.modified", "true")),
			"referee v1.2.1-0.20261205135355-4cb5ccd896d6 (commit 4cb5ccd896d6, 5 December 2026, 13:53 UTC, with changes not committed)",
			"referee, версия v1.2.1-0.20261205135355-4cb5ccd896d6 (коммит 4cb5ccd896d6 от 5 декабря 2026 г., 13:53 UTC, с изменениями, не внесёнными в коммит)"},
		{"checkout, Go before 1.24", info("(devel)",
			settings("vcs.revision", "4cb5ccd896d631e8e9d72c1c77a42f35260eb819", "vcs.time", "2026-12-05T13:53:55Z", "vcs.modified", "false")),
			"referee (devel) (commit 4cb5ccd896d6, 5 December 2026, 13:53 UTC)",
			"referee, сборка из исходников (коммит 4cb5ccd896d6 от 5 декабря 2026 г., 13:53 UTC)"},
		{"nothing recorded", info("(devel)", nil),
			"referee (devel): the build recorded neither a version nor a commit",
			"referee, сборка из исходников: при сборке не записаны ни версия, ни коммит"},
	} {
		m := builtFrom(tc.info, true).said()
		if got := f.Speaker.Say(m); got != tc.en {
			t.Errorf("%s in English:\n got %s\nwant %s", tc.name, got, tc.en)
		}
		// No-break spaces after short words are the typography's.
		if got := strings.ReplaceAll(fru.Speaker.Say(m), "\u00a0", " "); got != tc.ru {
			t.Errorf("%s in Russian:\n got %s\nwant %s", tc.name, got, tc.ru)
		}
	}
	if b := builtFrom(nil, false); b != (Built{}) {
		t.Errorf("no build information: %+v", b)
	}
}
