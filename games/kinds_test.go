package games_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// TestMessagesDeclareTheirKind: `referee explain` files a game's code by
// the kind its message declares (referee.MessageKind), so a message that
// says what a move did must declare itself narration, and one `check`
// reports as an error of the transcript must declare nothing else. Every
// corpus transcript is checked with narration on, and each line the game
// says is held to its message's kind: a narration that forgot its Kind
// method would be listed among the transcript's errors.
func TestMessagesDeclareTheirKind(t *testing.T) {
	reg := games.NewRegistry()
	seen := map[reflect.Type]bool{} // a type found wrong once is not reported again
	for _, spec := range reg.Specs() {
		files, err := filepath.Glob(filepath.Join("..", "corpus", spec.ID, "*.txt"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no corpus for %s: %v", spec.ID, err)
		}
		for _, m := range spec.Examples() {
			// A rule's or a note's code is filed by the Spec's lists; a
			// message of one that says it is narration or a warning
			// contradicts them (a Term, a word by its type, may be a note).
			if k := referee.KindOf(m); k != referee.ErrorMessage && k != referee.WordsMessage && slices.Contains(slices.Concat(spec.Rules, spec.Notes), m.Code()) {
				t.Errorf("%s: %T declares kind %d, but its code %s is a rule or a note of the Spec", spec.ID, m, k, m.Code())
			}
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			file := notation.ReadAll(f, data, reg.Dialect)
			for _, g := range file.Games {
				rep := referee.ReplayGame(f, g, reg, referee.Options{Tell: true, KeepGoing: true})
				for _, l := range rep.Lines {
					if l.Message != nil && !seen[reflect.TypeOf(l.Message)] {
						seen[reflect.TypeOf(l.Message)] = !checkKind(t, spec, f, l.Kind, l.Message)
					}
				}
				if rep.Session != nil {
					if why := rep.Session.Outcome().Why; why != nil && strings.HasPrefix(string(why.Code()), spec.ID+".") {
						if k := referee.KindOf(why); k != referee.WhyMessage && k != referee.WordsMessage {
							t.Errorf("%s: the outcome's reason %T (%s) declares kind %d, not WhyMessage", f, why, why.Code(), k)
						}
					}
				}
			}
		}
	}
}

// checkKind holds a line of check's report that a game's message says to
// the kind the message declares, and reports whether it holds.
func checkKind(t *testing.T, spec referee.Spec, file string, kind referee.Kind, m referee.Message) bool {
	t.Helper()
	if !strings.HasPrefix(string(m.Code()), spec.ID+".") {
		return true // the referee's own, filed by its own lists
	}
	c, k := m.Code(), referee.KindOf(m)
	ok := true
	switch kind {
	case referee.KindTold:
		if ok = k == referee.ToldMessage || k == referee.WhyMessage; !ok {
			t.Errorf("%s: %T (%s) is said as narration but declares kind %d, not ToldMessage", file, m, c, k)
		}
	case referee.KindViolation:
		if ok = slices.Contains(spec.Rules, c); !ok {
			t.Errorf("%s: %T (%s) refuses a move but is no rule of the Spec", file, m, c)
		}
	case referee.KindNote:
		if ok = slices.Contains(spec.Notes, c) || k == referee.WarningMessage; !ok {
			t.Errorf("%s: %T (%s) is said as a note but is no note of the Spec and declares kind %d, not WarningMessage", file, m, c, k)
		}
	case referee.KindError:
		if ok = k == referee.ErrorMessage || slices.Contains(spec.Rules, c); !ok {
			t.Errorf("%s: %T (%s) is reported as an error of the transcript but declares kind %d", file, m, c, k)
		}
	}
	return ok
}
