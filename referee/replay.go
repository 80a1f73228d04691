package referee

import (
	"strings"

	"referee/notation"
)

// Options change how a game is replayed.
type Options struct {
	KeepGoing bool // go on after an illegal move as if it had not been made
	Stop      bool // replay only the first StopAfter moves
	StopAfter int
	ReadFile  func(name string) ([]byte, error) // see Start.ReadFile
}

// Registry finds games by id or alias.
type Registry interface {
	Lookup(name string) (Game, bool)
	Names() []string // ids and aliases
	IDs() []string
}

// Replay checks every game of a framed file.
func Replay(f *notation.File, games Registry, opt Options) []*Report {
	var out []*Report
	for _, g := range f.Games {
		out = append(out, ReplayGame(f.Name, g, games, opt))
	}
	return out
}

// ReplayGame checks one game: header, then each move in order.
func ReplayGame(file string, g *notation.Game, games Registry, opt Options) *Report {
	r := &Report{File: file, Pos: g.Pos}
	for _, p := range g.Players {
		r.Players = append(r.Players, p.Text)
	}
	game, ok := games.Lookup(g.ID.Text)
	if !ok {
		facts := Facts{"name": g.ID.Text, "known": List(toAny(games.IDs()))}
		code := "notation.unknown-game"
		if s, close := notation.Nearest(g.ID.Text, games.Names()); close {
			facts["suggestion"], code = s, "notation.unknown-game-suggest"
		}
		r.errorAt(g.ID.Pos, code, facts)
		return r
	}
	r.GameID = game.ID()
	if len(g.Errors) > 0 && firstBefore(g.Errors[0], g) {
		r.error(g.Errors[0])
		return r
	}
	start, ok := r.readHeader(game, g)
	if !ok {
		return r
	}
	start.ReadFile = opt.ReadFile
	engine, errs := game.New(start)
	if len(errs) > 0 {
		for _, e := range errs {
			r.error(e)
		}
		return r
	}
	r.Engine = engine
	early, ok := r.checkMetadata(game, engine, g)
	if !ok {
		return r
	}
	moves := g.Moves
	if len(early) > 0 {
		moves = append(early, g.Moves...)
	}
	if w, ok := engine.(Warner); ok {
		for _, m := range w.Warnings() {
			r.Lines = append(r.Lines, Line{Kind: KindNote, Pos: g.Pos, Message: m})
		}
	}
	pending := g.Errors // framing errors among the moves, in file order
	for i, m := range moves {
		if opt.Stop && i >= opt.StopAfter {
			break
		}
		for len(pending) > 0 && before(pending[0].Pos, m.Pos) {
			r.error(pending[0])
			pending = pending[1:]
			if !opt.KeepGoing {
				r.Stopped = true
				r.finish(g, false)
				return r
			}
		}
		if !r.play(game, engine, i+1, m) && !opt.KeepGoing {
			r.Stopped = i+1 < len(moves)
			r.finish(g, false)
			return r
		}
	}
	if !opt.Stop {
		for _, e := range pending {
			r.error(e)
			if !opt.KeepGoing {
				break
			}
		}
	}
	r.finish(g, !opt.Stop)
	return r
}

// play replays one move; it reports whether the move was legal.
func (r *Report) play(game Game, engine Engine, n int, m *notation.Move) bool {
	line := Line{Pos: m.Pos, Move: n, Number: m.Number, Text: m.Text}
	actor := -1
	text := m
	if m.Actor != "" {
		actor = r.player(m.Actor)
		if actor < 0 {
			resolver, _ := engine.(Resolver)
			owner, resolved := -1, false
			if resolver != nil {
				owner, resolved = resolver.Actor(m.Actor)
			}
			if isOneOf(notation.Fold(m.Actor), game.EventWords()) || resolved {
				// An event such as "task: …", or a piece's name such as
				// "белые1: …": the whole entry is the move.
				whole := *m
				whole.Text, whole.TextPos = m.Actor+": "+m.Text, m.ActorPos
				text = &whole
				line.Text = strings.TrimSpace(whole.Text)
				if resolved {
					actor = owner
				}
			} else if isHeaderKey(game, m.Actor) {
				r.errorAt(m.ActorPos, "notation.header-after-moves", Facts{"key": m.Actor})
				return false
			} else {
				r.unknownPlayer(m.ActorPos, m.Actor)
				return false
			}
		}
	}
	if text.Text == "" {
		r.errorAt(m.Pos, "notation.move-missing", Facts{})
		return false
	}
	mv, perr := engine.Parse(text)
	if perr != nil {
		// An unreadable move is nobody's unless the transcript says whose.
		l := line
		if actor >= 0 {
			l.Actor = r.Players[actor]
		}
		l.Kind, l.Pos, l.Message = KindError, perr.Pos, Message{ID: perr.Code, Facts: perr.Facts}
		r.Lines = append(r.Lines, l)
		return false
	}
	who := actor
	if o, ok := mv.(Ownerless); who < 0 && text == m && !(ok && o.Ownerless()) {
		who = engine.Turn() // an unnamed move belongs to the player due
	}
	if who >= 0 && who < len(r.Players) {
		line.Actor = r.Players[who]
	}
	step := engine.Apply(actor, mv)
	for _, note := range step.Notes {
		l := line
		l.Kind, l.Message = KindNote, note
		r.Lines = append(r.Lines, l)
	}
	if step.Violation != nil {
		l := line
		l.Kind, l.Message = KindViolation, *step.Violation
		r.Lines = append(r.Lines, l)
		return false
	}
	r.Moves++
	for _, told := range step.Told {
		l := line
		l.Kind, l.Message = KindTold, told
		r.Lines = append(r.Lines, l)
	}
	return true
}

// finish records the outcome and checks a claimed result against it.
func (r *Report) finish(g *notation.Game, whole bool) {
	o := r.Engine.Outcome()
	r.Outcome = &o
	// A claim is checked against a finished game even when the check
	// stopped at a move played after the end; an unfinished replay cannot
	// judge it.
	if r.Claimed == nil || !whole && !o.Over || r.Status() == "error" && !o.Over {
		return
	}
	ok := r.claimHolds(o)
	if ok == nil {
		return
	}
	r.ClaimOK = ok
	if !*ok {
		entry := g.Lookup(notation.ResultKeys...)
		facts := Facts{"claimed": r.ClaimRaw, "winners": List(toAny(r.Winners())), "count": len(o.Winners)}
		id := "referee.result-wrong"
		if !o.Over {
			id = "referee.result-not-over"
		} else if len(o.Winners) == 0 {
			id = "referee.result-no-winner"
		}
		r.Lines = append(r.Lines, Line{Kind: KindViolation, Pos: entry.ValuePos, Message: Message{ID: id, Facts: facts}, Claim: true})
	}
}

// claimHolds compares the claim with the outcome; nil when it cannot be told
// (the game is over but names nobody, for want of facts such as colours).
func (r *Report) claimHolds(o Outcome) *bool {
	yes, no := true, false
	if !o.Over {
		return &no
	}
	isDraw := len(r.Claimed) == 0
	if isDraw {
		if len(o.Winners) == 0 || len(o.Winners) == len(r.Players) && len(r.Players) > 1 {
			return &yes
		}
		return &no
	}
	if len(o.Winners) == 0 {
		return nil
	}
	want := map[string]bool{}
	for _, w := range r.Winners() {
		want[w] = true
	}
	if len(want) != len(r.Claimed) {
		return &no
	}
	for _, c := range r.Claimed {
		if !want[c] {
			return &no
		}
	}
	return &yes
}

// checkMetadata looks again at the header keys nobody defines. Free
// metadata is welcome, but a "key" that is a move by a player the header
// does not name (`Нина: yellow +1` when the players are Nina and Pasha) must
// not vanish into metadata, and a misspelt key (`resutl:`) deserves a word.
//
// A key the engine claims as the name of a piece (a Resolver) is a move that
// the framing could not tell from a header line: it is handed back, in
// order, to be played before the moves.
func (r *Report) checkMetadata(game Game, engine Engine, g *notation.Game) ([]*notation.Move, bool) {
	var early []*notation.Move
	resolver, _ := engine.(Resolver)
	known := append(append(append(append([]string(nil), notation.GameKeys...), notation.PlayersKeys...), notation.ResultKeys...), notation.TurnKeys...)
	if k, ok := game.(Keyed); ok {
		known = append(known, k.Keys()...)
	}
	for _, e := range g.Header {
		if isOneOf(notation.Fold(e.Key), known) {
			continue
		}
		if resolver != nil {
			if _, ok := resolver.Actor(e.Key); ok {
				early = append(early, &notation.Move{Pos: e.Pos, Actor: e.Key, ActorPos: e.Pos, Text: e.Value, TextPos: e.ValuePos})
				continue
			}
		}
		if e.Value != "" && (parses(engine, e.Value, e.ValuePos) || resolver != nil && parses(engine, e.Key+": "+e.Value, e.Pos)) {
			// A misspelt player (close to a name) is an error; any other key
			// stays metadata, as the notation promises, with a note.
			if _, close := notation.Nearest(e.Key, r.Players); close || len(early) > 0 {
				// Close to a player's name, or among moves the game has
				// already claimed: a move by nobody, not metadata.
				r.unknownPlayer(e.Pos, e.Key)
				return nil, false
			}
			r.Lines = append(r.Lines, Line{Kind: KindNote, Pos: e.Pos, Message: Say("notation.metadata-move", Facts{"key": e.Key, "value": e.Value, "players": List(toAny(r.Players))})})
			continue
		}
		if s, close := notation.NearestKey(e.Key, known); close {
			r.Lines = append(r.Lines, Line{Kind: KindNote, Pos: e.Pos, Message: Say("notation.unknown-key-suggest", Facts{"key": e.Key, "suggestion": s})})
		}
	}
	return early, true
}

// parses reports whether the game reads text as a move.
func parses(engine Engine, text string, pos notation.Pos) bool {
	_, err := engine.Parse(&notation.Move{Pos: pos, Text: text, TextPos: pos})
	return err == nil
}

// readHeader reads the keys every game shares: players, turn and result.
func (r *Report) readHeader(game Game, g *notation.Game) (Start, bool) {
	start := Start{Players: r.Players, Header: g}
	if g.Lookup(notation.PlayersKeys...) == nil {
		for _, e := range g.Header {
			if s, close := notation.NearestKey(e.Key, notation.PlayersKeys); close {
				r.errorAt(e.Pos, "notation.no-players-suggest", Facts{"key": e.Key, "suggestion": s})
				return start, false
			}
		}
		r.errorAt(g.Pos, "notation.no-players", Facts{})
		return start, false
	}
	seen := map[string]bool{}
	for _, p := range g.Players {
		k := notation.Fold(p.Text)
		if k == "" {
			r.errorAt(p.Pos, "notation.player-empty", Facts{})
			return start, false
		}
		if isOneOf(k, drawWords) {
			r.errorAt(p.Pos, "notation.player-draw", Facts{"name": p.Text})
			return start, false
		}
		if isHeaderKey(game, p.Text) || isOneOf(k, game.EventWords()) {
			r.errorAt(p.Pos, "notation.player-keyword", Facts{"name": p.Text})
			return start, false
		}
		if seen[k] {
			r.errorAt(p.Pos, "notation.player-twice", Facts{"name": p.Text})
			return start, false
		}
		seen[k] = true
	}
	keys := map[string]bool{}
	for _, e := range g.Header {
		k := canonicalKey(game, notation.Fold(e.Key))
		if !isHeaderKey(game, e.Key) {
			continue // free metadata may repeat (several note: lines)
		}
		if keys[k] {
			r.errorAt(e.Pos, "notation.key-twice", Facts{"key": e.Key})
			return start, false
		}
		keys[k] = true
	}
	if e := g.Lookup(notation.TurnKeys...); e != nil {
		i := r.player(e.Value)
		if i < 0 {
			r.unknownPlayer(e.ValuePos, e.Value)
			return start, false
		}
		start.First = i
	}
	if e := g.Lookup(notation.ResultKeys...); e != nil {
		// A claim that cannot be read is reported, and the moves are
		// still checked: the claim is only left out.
		r.readClaim(e)
	}
	return start, true
}

// readClaim reads `result:`: names, or draw/ничья.
func (r *Report) readClaim(e *notation.Entry) {
	if f := notation.Fold(e.Value); isOneOf(f, drawWords) {
		r.ClaimRaw, r.Claimed = e.Value, []string{}
		return
	}
	names, err := notation.Names(e.Value, e.ValuePos)
	if err != nil {
		r.error(err)
		return
	}
	claimed := []string{}
	for _, n := range names {
		i := r.player(n.Text)
		if i < 0 {
			r.unknownPlayer(n.Pos, n.Text)
			return
		}
		claimed = append(claimed, r.Players[i])
	}
	r.Claimed, r.ClaimRaw = claimed, strings.Join(claimed, ", ")
}

// drawWords claim a game with no single winner.
var drawWords = []string{"draw", "ничья"}

// isHeaderKey reports whether a word is a header key of the game or a
// shared one.
func isHeaderKey(game Game, word string) bool {
	k := notation.Fold(word)
	for _, set := range [][]string{notation.GameKeys, notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys} {
		if isOneOf(k, set) {
			return true
		}
	}
	if kg, ok := game.(Keyed); ok {
		return isOneOf(k, kg.Keys())
	}
	return false
}

// canonicalKey maps every spelling of a key to its first, so that
// `players:` and `игроки:`, or a game's `colors:` and `цвета:`, count as the
// same key given twice.
func canonicalKey(game Game, k string) string {
	groups := [][]string{notation.GameKeys, notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys}
	if kg, ok := game.(KeyGrouped); ok {
		groups = append(groups, kg.KeyGroups()...)
	}
	for _, set := range groups {
		if isOneOf(k, set) {
			return notation.Fold(set[0])
		}
	}
	return k
}

func (r *Report) unknownPlayer(pos notation.Pos, name string) {
	facts := Facts{"name": name, "players": List(toAny(r.Players))}
	code := "notation.unknown-player"
	if s, close := notation.Nearest(name, r.Players); close {
		facts["suggestion"], code = s, "notation.unknown-player-suggest"
	}
	r.errorAt(pos, code, facts)
}

func (r *Report) player(name string) int {
	k := notation.Fold(strings.Trim(name, `"`))
	for i, p := range r.Players {
		if notation.Fold(p) == k {
			return i
		}
	}
	return -1
}

func (r *Report) error(e *notation.Error) {
	r.Lines = append(r.Lines, Line{Kind: KindError, Pos: e.Pos, Message: Message{ID: e.Code, Facts: e.Facts}})
}

func (r *Report) errorAt(pos notation.Pos, code string, facts Facts) {
	r.error(notation.Errorf(pos, code, facts))
}

// firstBefore reports whether a framing error lies in the header, before the
// first move.
func firstBefore(e *notation.Error, g *notation.Game) bool {
	return len(g.Moves) == 0 || before(e.Pos, g.Moves[0].Pos)
}

func before(a, b notation.Pos) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}

func isOneOf(s string, set []string) bool {
	for _, x := range set {
		if notation.Fold(x) == s {
			return true
		}
	}
	return false
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
