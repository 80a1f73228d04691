package referee

import (
	"slices"
	"strings"

	"referee/notation"
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

// Begin reads a game's header and starts its session. Lines are what the
// header reading found (errors, notes); the session is nil when the game
// cannot start. Early are entries the framing took for header lines that the
// engine claims as moves (`белые1: ffi` straight after the header), to be
// played first.
func Begin(g *notation.Game, spec *Spec, opt Options) (s *Session, early []*notation.Move, lines []Line) {
	h := &headerReader{spec: spec, g: g}
	for _, p := range g.Players {
		h.players = append(h.players, p.Text)
	}
	start, ok := h.read()
	if !ok {
		return nil, nil, h.lines
	}
	start.ReadFile = opt.ReadFile
	engine, notes, errs := spec.New(start)
	if len(errs) > 0 {
		for _, e := range errs {
			h.error(e)
		}
		return nil, nil, h.lines
	}
	s = &Session{spec: spec, engine: engine, start: start, players: h.players, tell: opt.Tell, keep: opt.Keep, skipped: -1, claim: h.claim}
	early, ok = h.checkMetadata(engine)
	if !ok {
		return nil, nil, h.lines
	}
	for _, m := range notes {
		h.lines = append(h.lines, Line{Kind: KindNote, Pos: g.Pos, Message: m})
	}
	return s, early, h.lines
}

// headerReader reads the keys every game shares: players, turn and result.
type headerReader struct {
	spec    *Spec
	g       *notation.Game
	players []string
	claim   Claim
	lines   []Line
}

func (h *headerReader) read() (Start, bool) {
	g := h.g
	start := Start{Players: h.players, Header: g}
	if g.Lookup(notation.PlayersKeys...) == nil {
		for _, e := range g.Header {
			if s, close := notation.NearestKey(e.Key, notation.PlayersKeys); close {
				h.errorAt(e.Pos, "notation.no-players-suggest", Facts{"key": e.Key, "suggestion": s})
				return start, false
			}
		}
		h.errorAt(g.Pos, "notation.no-players", Facts{})
		return start, false
	}
	seen := map[string]bool{}
	for _, p := range g.Players {
		k := notation.Fold(p.Text)
		switch {
		case k == "":
			h.errorAt(p.Pos, "notation.player-empty", Facts{})
		case slices.Contains(drawWords, k):
			h.errorAt(p.Pos, "notation.player-draw", Facts{"name": p.Text})
		case isHeaderKey(h.spec, p.Text) || slices.Contains(h.spec.EventWords, k):
			h.errorAt(p.Pos, "notation.player-keyword", Facts{"name": p.Text})
		case seen[k]:
			h.errorAt(p.Pos, "notation.player-twice", Facts{"name": p.Text})
		}
		if len(h.lines) > 0 {
			return start, false
		}
		seen[k] = true
	}
	keys := map[string]bool{}
	for _, e := range g.Header {
		if !isHeaderKey(h.spec, e.Key) {
			continue // free metadata may repeat (several note: lines)
		}
		if e.Trailer && g.HasMore() {
			continue // read after the moves (Report.trailers), if it stays last
		}
		k := canonicalKey(h.spec, notation.Fold(e.Key))
		if keys[k] {
			h.errorAt(e.Pos, "notation.key-twice", Facts{"key": e.Key})
			return start, false
		}
		keys[k] = true
	}
	if e := g.Lookup(notation.TurnKeys...); e != nil {
		i := PlayerIndex(h.players, e.Value)
		if i < 0 {
			h.error(unknownPlayer(e.ValuePos, e.Value, h.players))
			return start, false
		}
		start.First = i
	}
	if e := g.Lookup(notation.ResultKeys...); e != nil {
		// A claim that cannot be read is reported, and the moves are
		// still checked: the claim is only left out.
		h.readClaim(e)
	}
	return start, true
}

// readClaim reads `result:`: names, or draw/ничья.
func (h *headerReader) readClaim(e *notation.Entry) {
	if slices.Contains(drawWords, notation.Fold(e.Value)) {
		h.claim = Claim{Names: []string{}, Raw: e.Value, Entry: e}
		return
	}
	names, err := notation.Names(e.Value, e.ValuePos)
	if err != nil {
		h.error(err)
		return
	}
	claimed := []string{}
	for _, n := range names {
		i := PlayerIndex(h.players, n.Text)
		if i < 0 {
			h.error(unknownPlayer(n.Pos, n.Text, h.players))
			return
		}
		claimed = append(claimed, h.players[i])
	}
	h.claim = Claim{Names: claimed, Raw: strings.Join(claimed, ", "), Entry: e}
}

// checkMetadata looks again at the header keys nobody defines. Free
// metadata is welcome, but a "key" that is a move by a player the header
// does not name (`Нина: yellow +1` when the players are Nina and Pasha) must
// not vanish into metadata, and a misspelt key (`resutl:`) deserves a word.
//
// A key the engine claims as the name of a piece is a move that the framing
// could not tell from a header line: it is handed back, in order, to be
// played before the moves.
func (h *headerReader) checkMetadata(engine Engine) ([]*notation.Move, bool) {
	var early []*notation.Move
	for _, e := range h.g.Header {
		if isHeaderKey(h.spec, e.Key) {
			continue
		}
		if owner, ok := engine.Claim(e.Key); ok && owner >= 0 {
			early = append(early, &notation.Move{Pos: e.Pos, Actor: e.Key, ActorPos: e.Pos, Text: e.Value, TextPos: e.ValuePos})
			continue
		}
		if e.Value != "" && (parses(engine, e.Value, e.ValuePos) || parses(engine, e.Key+": "+e.Value, e.Pos)) {
			// `Вика: красная +1` is a move by someone the header does not
			// name, not metadata that happens to read as a move: an error.
			// Only the keys people use for notes stay metadata, with a note.
			if !slices.Contains(metadataKeys, notation.Fold(e.Key)) || len(early) > 0 {
				h.error(unknownPlayer(e.Pos, e.Key, h.players))
				return nil, false
			}
			h.lines = append(h.lines, Line{Kind: KindNote, Pos: e.Pos, Message: Say("notation.metadata-move", Facts{"key": e.Key, "value": e.Value, "players": Names(h.players)})})
			continue
		}
		if s, close := notation.NearestKey(e.Key, h.knownKeys()); close {
			h.lines = append(h.lines, Line{Kind: KindNote, Pos: e.Pos, Message: Say("notation.unknown-key-suggest", Facts{"key": e.Key, "suggestion": s})})
		}
	}
	return early, true
}

// knownKeys are the shared keys and the game's, every spelling.
func (h *headerReader) knownKeys() []string {
	return slices.Concat(notation.GameKeys, notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys, h.spec.HeaderKeys())
}

// parses reports whether the game reads text as a move.
func parses(engine Engine, text string, pos notation.Pos) bool {
	_, err := engine.Parse(&notation.Move{Pos: pos, Text: text, TextPos: pos})
	return err == nil
}

func (h *headerReader) error(e *notation.Error) {
	h.lines = append(h.lines, Line{Kind: KindError, Pos: e.Pos, Message: Message{ID: e.Code, Facts: e.Facts}})
}

func (h *headerReader) errorAt(pos notation.Pos, code string, facts Facts) {
	h.error(notation.Errorf(pos, code, facts))
}

// metadataKeys are the keys people write notes under (as in PGN's tags):
// their value may happen to read as a move (`comment: blue +2`) and is still
// metadata. Any other unknown key whose value reads as a move is a player
// the header does not name.
var metadataKeys = []string{
	"source", "note", "notes", "comment", "comments", "annotation", "date", "event", "site", "round",
	"author", "annotator", "title", "description", "example",
	"источник", "примечание", "примечания", "комментарий", "пояснение", "дата", "событие", "место",
	"раунд", "тур", "автор", "название", "описание", "пример",
}

// drawWords claim a game with no single winner.
var drawWords = []string{"draw", "ничья"}

// sharedKeys are the header keys of every game, each with its spellings.
var sharedKeys = [][]string{notation.GameKeys, notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys}

// isHeaderKey reports whether a word is a header key of the game or a
// shared one.
func isHeaderKey(spec *Spec, word string) bool {
	return canonicalKey(spec, notation.Fold(word)) != ""
}

// canonicalKey maps every spelling of a key to its first, so that
// `players:` and `игроки:`, or a game's `colors:` and `цвета:`, count as the
// same key given twice; "" for a word that is no key. Keys are written
// folded (a test holds the games to it), so they are compared as they are.
func canonicalKey(spec *Spec, folded string) string {
	for _, groups := range [][][]string{sharedKeys, spec.Keys} {
		for _, set := range groups {
			if slices.Contains(set, folded) {
				return set[0]
			}
		}
	}
	return ""
}

func unknownPlayer(pos notation.Pos, name string, players []string) *notation.Error {
	facts := Facts{"name": name, "players": Names(players)}
	code := "notation.unknown-player"
	if s, close := notation.Nearest(name, players); close {
		facts["suggestion"], code = s, "notation.unknown-player-suggest"
	}
	return notation.Errorf(pos, code, facts)
}
