package referee

import (
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/notation"
)

// Options change how a game is replayed.
type Options struct {
	KeepGoing bool // go on after an illegal move as if it had not been made
	Stop      bool // replay only the first StopAfter moves
	StopAfter int
	Tell      bool                              // narrate legal moves (--explain, play)
	Keep      bool                              // keep the moves played, for Undo
	ReadFile  func(name string) ([]byte, error) // see Start.ReadFile
	// Sink takes what the referee says about a game as it is said, so a long
	// game is printed as it is checked and never held (see Report.Lines).
	Sink func([]Line)
	// Each is told of every entry as it is played, with the session just
	// after it; p is nil once, when the session has begun and no entry is
	// played yet. `replay --html` draws every position from it.
	Each func(s *Session, p *Played)
}

// Begin reads a game's header, classified by the framing, and starts its
// session. What the reading finds wrong, and the engine's notes on the
// position, go into the game's one list of errors (g.Errors), in file
// order; the session is nil when the game cannot start.
func Begin(g *notation.Game, spec *Spec, opt Options) *Session {
	g.Frame()
	h := &headerReader{spec: spec, g: g, players: playersOf(g)}
	start, ok := h.read()
	if !ok {
		return nil
	}
	start.File, start.ReadFile = g.File, opt.ReadFile
	engine, notes, errs := spec.New(start)
	if len(errs) > 0 {
		for _, e := range errs {
			h.add(e)
		}
		return nil
	}
	for _, m := range notes {
		h.add(notation.NoteAt(g.Pos, m))
	}
	return &Session{spec: spec, engine: engine, start: start, players: h.players, cast: g.Cast, dialect: g.Dialect, tell: opt.Tell, keep: opt.Keep, skipped: -1, claim: h.claim}
}

// playersOf are the players' names as players: wrote them: the cast's
// list, read only, which holds them already.
func playersOf(g *notation.Game) []string {
	if g.Cast != nil && len(g.Cast.Players()) == len(g.Players) {
		return g.Cast.Players()
	}
	players := make([]string, len(g.Players))
	for i, p := range g.Players {
		players[i] = p.Text
	}
	return players
}

// headerReader reads the keys every game shares: players, turn and result.
type headerReader struct {
	spec    *Spec
	g       *notation.Game
	players []string
	claim   Claim
	failed  bool
}

func (h *headerReader) read() (Start, bool) {
	g := h.g
	start := Start{Players: h.players, Header: g, Cast: g.Cast}
	if refused(g.Errors) {
		return start, false // the framing found the header unreadable
	}
	if !h.hasPlayers() || !h.namesApart() || !h.keysOnce() {
		return start, false
	}
	if e := g.Meaning(notation.KeyTurn); e != nil {
		i := h.player(notation.Word{Text: e.Value, Pos: e.ValuePos})
		if i < 0 {
			return start, false
		}
		start.First = i
	}
	if e := g.Meaning(notation.KeyResult); e != nil {
		// A claim that cannot be read is reported, and the moves are
		// still checked: the claim is only left out.
		h.readClaim(e)
		h.failed = false
	}
	return start, true
}

// hasPlayers says whether the header has its players' line, else says
// what is wrong: a key like it («plyers:»), or none.
func (h *headerReader) hasPlayers() bool {
	g := h.g
	if g.Meaning(notation.KeyPlayers) != nil {
		return true
	}
	for _, e := range g.Header {
		if s, near := notation.NearestKey(e.Key, notation.PlayersKeys); near {
			h.errorAt(e.Pos, notation.NoPlayersSuggest{Key: e.Key, Suggestion: s})
			return false
		}
	}
	h.errorAt(g.Pos, notation.NoPlayers{})
	return false
}

// namesApart says whether every player's name is one the lines can tell
// from the others' and from the game's words, else says which is not.
func (h *headerReader) namesApart() bool {
	g := h.g
	// The cast folded the names and looked them up as keys already.
	cast := g.Cast
	if cast == nil || len(cast.Folded()) != len(g.Players) {
		cast = notation.NewCast(g.Dialect, h.players)
	}
	folded := cast.Folded()
	var seen map[string]bool // for a long list: a few names are compared
	if len(g.Players) > 16 {
		seen = map[string]bool{}
	}
	for i, p := range g.Players {
		k := folded[i]
		switch {
		case k == "":
			h.errorAt(p.Pos, notation.PlayerEmpty{})
		case slices.Contains(drawWords, k):
			h.errorAt(p.Pos, notation.PlayerDraw{Name: p.Text})
		case cast.IsKey(i):
			h.errorAt(p.Pos, notation.PlayerKeyword{Name: p.Text})
		case seen[k] || seen == nil && slices.Contains(folded[:i], k):
			h.errorAt(p.Pos, notation.PlayerTwice{Name: p.Text})
		case seen == nil:
			// Names that look the same are one person written two ways
			// (a Latin letter for a Cyrillic one, an invisible character):
			// never two players the lines could not tell apart.
			if j := cast.LookAlike(i); j >= 0 {
				h.errorAt(p.Pos, notation.PlayersLookAlike{Name: p.Text, Other: g.Players[j].Text})
			}
		}
		if h.failed {
			return false
		}
		if seen != nil {
			seen[k] = true
		}
	}
	return true
}

// keysOnce says whether each of the game's keys is given once at most,
// else says which is given twice.
func (h *headerReader) keysOnce() bool {
	g := h.g
	var given [16]bool // a game's keys are fewer
	keys := given[:0]
	if len(g.Dialect.Keys) > len(given) {
		keys = make([]bool, 0, len(g.Dialect.Keys))
	}
	keys = keys[:len(g.Dialect.Keys)]
	for _, e := range g.Header {
		if e.Meaning < 0 {
			continue // free metadata may repeat (several note: lines)
		}
		if e.Trailer && g.HasMore() {
			continue // read after the moves (Report.trailers), if it stays last
		}
		if keys[e.Meaning] {
			h.errorAt(e.Pos, notation.KeyTwice{Key: e.Key})
			return false
		}
		keys[e.Meaning] = true
	}
	return true
}

// readClaim reads `result:`: names, or draw/ничья.
func (h *headerReader) readClaim(e *notation.Entry) {
	if slices.ContainsFunc(drawWords, func(w string) bool { return notation.Same(w, e.Value) }) {
		h.claim = Claim{Names: []string{}, Raw: e.Value, Entry: e}
		return
	}
	// The words are read into an array on the stack and let go:
	// the claim keeps the players' names, and one name is cut from the
	// players (no list is made for the commonest claim).
	var read [6]notation.Word
	names, err := notation.AppendNames(read[:0], e.Value, e.ValuePos)
	if err != nil {
		h.add(err)
		return
	}
	claimed := []string{}
	for _, n := range names {
		i := h.player(n)
		if i < 0 {
			return
		}
		if len(names) == 1 {
			claimed = h.players[i : i+1 : i+1]
			break
		}
		claimed = append(claimed, h.players[i])
	}
	h.claim = Claim{Names: claimed, Raw: strings.Join(claimed, ", "), Entry: e}
}

// Player finds the player a name in one of the game's header lists names
// (`colors:`, `start:`, `cards:`…), as people type names: the whole name
// or a word of it, a name that looks the same, or a beginning that fits
// one player alone (notation.Cast.Named). A name read so is said in a note
// at its place («Тим» — это Тимофей). It returns -1 and an error naming
// them when the name begins several players' names, -1 and nil when it
// names nobody: the game says so in its own words.
func (s Start) Player(w notation.Word) (int, *notation.Error) {
	who, read, err := s.cast().Named(w)
	if read != nil && s.Header != nil {
		s.Header.Errors = insertInOrder(s.Header.Errors, read)
	}
	return who, err
}

// cast is the lookup of the players' names.
func (s Start) cast() *notation.Cast {
	if s.Cast != nil {
		return s.Cast
	}
	return notation.NewCast(nil, s.Players)
}

// player finds the player a name of turn: or result: names, as a
// game's header lists do (Start.Player); -1, said, when it is nobody's.
func (h *headerReader) player(w notation.Word) int {
	s := Start{Players: h.players, Header: h.g, Cast: h.g.Cast}
	i, err := s.Player(w)
	switch {
	case err != nil:
		h.add(err)
	case i < 0:
		h.add(notation.UnknownPlayerAt(w.Pos, w.Text, h.players))
	}
	return i
}

// add puts an error or a note in the game's list, in file order.
func (h *headerReader) add(e *notation.Error) {
	h.g.Errors = insertInOrder(h.g.Errors, e)
	if !e.Note {
		h.failed = true
	}
}

func (h *headerReader) errorAt(pos notation.Pos, m Message) {
	h.add(notation.ErrorAt(pos, m))
}

// insertInOrder adds e to a list in file order, after what stands at its
// place already.
func insertInOrder(list []*notation.Error, e *notation.Error) []*notation.Error {
	i := len(list)
	for i > 0 && before(e.Pos, list[i-1].Pos) {
		i--
	}
	return slices.Insert(list, i, e)
}

// refused reports whether a list holds an error, not only notes.
func refused(list []*notation.Error) bool {
	return slices.ContainsFunc(list, func(e *notation.Error) bool { return !e.Note })
}

// drawWords claim a game with no single winner.
var drawWords = []string{"draw", "ничья"}

// PlayerIndex finds a player by name as the lines may write it (the whole
// name, forgiving case, ё and quotes, or a word of it that fits one player
// alone); -1 when the name is nobody's.
func PlayerIndex(players []string, name string) int {
	return notation.NewCast(nil, players).Player(name)
}
