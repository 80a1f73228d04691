package chinesecheckers

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/notation"
)

// Keys lists every spelling the header is read with, English and Russian,
// so a misspelt key finds its nearest.
func TestKeys(t *testing.T) {
	var keys []string
	for _, group := range Spec().Keys {
		keys = append(keys, group...)
	}
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
