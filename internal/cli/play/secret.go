package play

import (
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Asking for what a game kept hidden until its end (referee.Secret:
// turtles' colours): a race over without them names no winner, so each
// player is asked in turn, and the header line their answers make is typed
// for them; the winner is then named, and the line and the result saved.

// secretAsk is the question going round the table.
type secretAsk struct {
	hidden referee.Hidden
	key    string   // the key as the line is typed, in the language spoken
	words  []string // the values, in the language spoken
	given  []string // the answers so far, one a player in seat order
}

// hidden is what the game keeps hidden now, when it asks for it.
func (r *gameEditor) hidden() (referee.Hidden, bool) {
	if r.t == nil || !r.t.Over() {
		return referee.Hidden{}, false
	}
	s, ok := r.t.Session().Engine().(referee.Secret)
	if !ok {
		return referee.Hidden{}, false
	}
	return s.Secret()
}

// askSecret starts the question when the game hides its winner: at a
// terminal each player is asked; from a pipe, the line to type is shown.
// It reports whether the game hides its winner.
func (r *gameEditor) askSecret() bool {
	h, ok := r.hidden()
	if !ok {
		r.secret = nil
		return false
	}
	a := &secretAsk{hidden: h, key: r.localKey(r.keySet(h.Key))}
	for _, v := range h.Values {
		a.words = append(a.words, r.sp.Say(v))
	}
	example := a.example(r.t.Players())
	if !r.tty {
		r.tell(styleNote, SecretHint{What: h.What, Key: a.key, Example: example})
		return true
	}
	r.secret = a
	r.tell(styleNote, SecretIntro{What: h.What, Example: example})
	return true
}

// example is the whole line with the players' own names: each given a
// value of their own, as a real answer would.
func (a *secretAsk) example(players []string) string {
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = table.QuoteName(p) + "=" + a.words[i%len(a.words)]
	}
	return a.key + ": " + strings.Join(parts, ", ")
}

// prompt asks the next player: `Маша, цвет черепахи> `.
func (a *secretAsk) prompt(players []string) referee.Message {
	return PromptSecret{Player: players[len(a.given)], What: a.hidden.What}
}

// read finds the value an answer gives: as the game reads its line's
// values (every form its moves accept), else by the words asked for, else
// by a beginning of one of them alone (begun: then the table says what it
// read); -1 when it gives none.
func (a *secretAsk) read(answer string) (i int, begun bool) {
	answer = strings.TrimSpace(answer)
	if a.hidden.Read != nil {
		if i, ok := a.hidden.Read(answer); ok && i >= 0 && i < len(a.words) {
			return i, false
		}
	}
	if i := slices.IndexFunc(a.words, notation.Is(answer)); i >= 0 || answer == "" {
		return i, false
	}
	k, i := notation.Fold(answer), -1
	for j, w := range a.words {
		if strings.HasPrefix(notation.Fold(w), k) {
			if i >= 0 {
				return -1, false // the beginning of several: the suggestion names one
			}
			i = j
		}
	}
	return i, i >= 0
}

// answerSecret takes one answer: a value for the player asked, or the
// whole line; an empty line puts the question off.
func (r *front) answerSecret(text string) {
	a := r.secret
	if _, still := r.hidden(); !still {
		r.secret = nil // the game went on (:undo) or the line came in
		r.handle(text)
		return
	}
	switch {
	case text == "":
		r.secret = nil
		r.tell(styleNote, SecretLater{Key: a.key})
		return
	case strings.Contains(text, ":"):
		r.secret = nil
		r.enter(text)
		return
	}
	i, begun := a.read(text)
	if i < 0 {
		value := visible(notation.Clip(text))
		if s, ok := notation.Nearest(text, a.words); ok {
			r.tell(styleBad, SecretUnknownSuggest{Value: value, What: a.hidden.What, Suggestion: s})
			return
		}
		r.tell(styleBad, SecretUnknown{Value: value, What: a.hidden.What, Values: a.hidden.Values})
		return
	}
	players := r.t.Players()
	if j := slices.Index(a.given, a.words[i]); j >= 0 && a.hidden.Distinct {
		// Said now, while the answers given stand: in a game where each
		// player holds a value of their own (the game says so), the one
		// asked is asked again.
		r.tell(styleBad, SecretTaken{Value: a.words[i], Player: players[j], What: a.hidden.What})
		return
	}
	if begun {
		r.tell(styleNote, notation.NameRead{Typed: visible(notation.Clip(text)), Name: a.words[i]})
	}
	a.given = append(a.given, a.words[i])
	if len(a.given) < len(players) {
		return
	}
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = table.QuoteName(p) + "=" + a.given[i]
	}
	r.secret = nil
	r.enter(a.key + ": " + strings.Join(parts, ", "))
}

// SecretTaken: an answer another player gave already, where each player
// holds a value of their own (turtles' colours).
type SecretTaken struct {
	Value, Player string
	What          referee.Message
}

func (SecretTaken) Code() referee.Code { return "play.secret.taken" }
