package chinesecheckers

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"referee/notation"
	"referee/referee"
)

// sourceCodes finds the message codes the package's Go files pass to the
// functions matching call: violation("chinese-checkers.x", …) and the like.
func sourceCodes(t *testing.T, call string) map[string]bool {
	t.Helper()
	re := regexp.MustCompile(`\b(?:` + call + `)\((?:[^"()]*, )?"(chinese-checkers\.[a-z0-9.-]+)"`)
	files, _ := filepath.Glob("*.go")
	out := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(data), -1) {
			out[m[1]] = true
		}
	}
	return out
}

// Every code the engine reports as a violation is a rule that `referee
// explain` can explain, in both languages; notation errors are not rules.
func TestRulesAreTheViolations(t *testing.T) {
	rules := Game{}.Rules()
	violations := sourceCodes(t, "violation|say")
	if len(violations) < 10 {
		t.Fatalf("found only %d violation codes in the source: %v", len(violations), violations)
	}
	for code := range violations {
		if !slices.Contains(rules, code) {
			t.Errorf("%s is reported as a violation but is not in Rules()", code)
		}
	}
	for _, code := range rules {
		if !violations[code] {
			t.Errorf("%s is in Rules() but never reported", code)
		}
	}
	cat, err := referee.NewCatalog([]referee.Game{Game{}})
	if err != nil {
		t.Fatal(err)
	}
	// The notes about the start are shown with their codes too: each is a
	// reading of the rules, explained like a rule.
	notes := Game{}.Notes()
	for code := range sourceCodes(t, `g\.warnings = append\(g\.warnings, referee\.Say`) {
		if !slices.Contains(notes, code) {
			t.Errorf("the note %s is not in Notes()", code)
		}
	}
	for _, lang := range referee.Languages {
		for _, code := range append(append([]string(nil), rules...), notes...) {
			for _, id := range []string{code, code + ".rule", code + ".example"} {
				if !cat.Has(lang, id) {
					t.Errorf("%s.toml: no %s", lang, id)
				}
			}
		}
	}
	for code := range sourceCodes(t, "notation.Errorf|badValue") {
		if slices.Contains(rules, code) {
			t.Errorf("%s is a notation error, yet listed as a rule", code)
		}
	}
}

// Keys lists every spelling the header is read with, English and Russian,
// so a misspelt key finds its nearest.
func TestKeys(t *testing.T) {
	keys := Game{}.Keys()
	data, err := os.ReadFile("setup.go")
	if err != nil {
		t.Fatal(err)
	}
	// The lists headerKeys is made of, as written in setup.go, and every
	// list the header is looked up with (besides the framing's own).
	listed := regexp.MustCompile(`headerKeys = \[\]\[\]string\{([^}]*)\}`).FindStringSubmatch(string(data))
	if listed == nil {
		t.Fatal("no headerKeys in setup.go")
	}
	for _, m := range regexp.MustCompile(`Lookup\(([\w.]+)\.\.\.\)`).FindAllStringSubmatch(string(data), -1) {
		if !strings.HasPrefix(m[1], "notation.") && !slices.Contains(strings.Split(listed[1], ", "), m[1]) {
			t.Errorf("the header is read with %s, which Keys does not list", m[1])
		}
	}
	for _, set := range headerKeys {
		latin, cyrillic := false, false
		for _, k := range set {
			if !slices.Contains(keys, k) {
				t.Errorf("Keys lacks %q", k)
			}
			if notation.Fold(k) != k {
				t.Errorf("key %q is not folded", k)
			}
			if strings.ContainsAny(k, "abcdefghijklmnopqrstuvwxyz") {
				latin = true
			} else {
				cyrillic = true
			}
		}
		if !latin || !cyrillic {
			t.Errorf("%v: want an English and a Russian spelling", set)
		}
	}
	for typo, want := range map[string]string{"blockng": "blocking", "peices": "pieces", "goal-lok": "goal-lock", "позицыя": "позиция", "sets": "seats"} {
		if s, ok := notation.Nearest(typo, keys); !ok || s != want {
			t.Errorf("%s: nearest key %q, want %q", typo, s, want)
		}
	}
}
