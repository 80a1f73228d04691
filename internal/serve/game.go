package serve

import (
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// What changes the game: each under s.mu, each told to every browser.

// changed counts a change, keeps the game and tells every browser.
func (s *Server) changed() {
	s.keep()
	s.rev++
	s.hub.tell(s.rev)
}

// note logs a line of serve's own: a game kept again, or not kept.
func (s *Server) note(kind string, m referee.Message) {
	s.log = append(s.log, said{msg: m, kind: kind})
	s.trimLog()
}

func (s *Server) trimLog() {
	if len(s.log) > maxLog {
		s.log = slices.Delete(s.log, 0, len(s.log)-maxLog)
	}
}

// begin makes t the game played, what the header said its first lines.
func (s *Server) begin(t *table.Table) {
	if s.t != nil && s.t != t {
		s.t.Close() // a long game's move file goes with its game
	}
	if s.t != t {
		s.games++
	}
	s.t, s.log, s.held, s.saved, s.waiting, s.picks, s.pickedBy, s.secretClash = t, nil, "", -1, "", nil, nil, false
	// The record's first line is in the language its other lines are in,
	// as the game was started: a kept game gone on with was named in
	// English (`game: turtles` over `игроки:`).
	gsp := s.opts.Catalog.Speaker(s.gameLang(""))
	t.NameGame(localKey(gsp, notation.GameKeys), gsp.Say(referee.Term(t.Spec().ID+".id")))
}

// mayLeave says why the game played may not be left for another: it
// cannot be kept (the state folder unusable, the disk full) and the
// family has not downloaded it as it is, so it would be lost; nil when it
// may.
func (s *Server) mayLeave() referee.Message {
	if s.t == nil || s.t.Moves() == 0 || s.down == nil {
		return nil // kept after every change (or over and downloaded)
	}
	s.keep() // the folder may be usable again
	if s.down == nil || s.saved == s.t.Revision() {
		return nil
	}
	return LeaveUnkept{Why: s.keptWhy(s.down)}
}

// start begins a game of id with its players and header lines, named in
// the language of the browser that started it. The game played before
// stays kept, to be offered again.
func (s *Server) start(id string, players []string, header []table.Header, sp *say.Speaker) []referee.Line {
	spec, ok := s.opts.Games.Lookup(id)
	if !ok {
		return []referee.Line{{Kind: referee.KindError, Message: NoSuchGame{Game: id}}}
	}
	var names []string
	for _, p := range players {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			names = append(names, p)
		}
	}
	if len(names) == 0 {
		return []referee.Line{{Kind: referee.KindError, Message: NoPlayers}}
	}
	playersKey := localKey(sp, notation.PlayersKeys)
	h := append([]table.Header{{Key: playersKey, Value: table.QuoteNames(names)}}, header...)
	t, notes, problems := table.Start(s.opts.Games, spec, h, noFiles)
	if problems != nil {
		return problems
	}
	t.NameGame(localKey(sp, notation.GameKeys), sp.Say(referee.Term(spec.ID+".id")))
	if s.kept.path != "" {
		s.kept.release() // the game left stays kept
	}
	s.begin(t)
	if len(notes) > 0 {
		s.log = append(s.log, said{lines: notes})
	}
	return nil
}

// enter plays one typed line, as the table does.
func (s *Server) enter(line string) {
	s.picks, s.pickedBy, s.secretClash = nil, nil, false // the game changes: what was given for it is given again
	if s.t.Asked() != nil {
		// A line typed instead of the answer settles the question unanswered,
		// and the line that waited on it is logged with that verdict.
		s.answer(-1, nil)
	}
	r := s.t.Enter(line)
	if r.NewGame != "" {
		r = table.Reply{Refused: true, Lines: []referee.Line{{Kind: referee.KindError, Message: NewGameHere}}}
	}
	lines := r.Lines
	lines = append(lines, r.Notes...)
	if r.Refused && s.t.Moves() == 0 {
		lines = append(lines, firstTurnHint(lines)...)
	}
	if r.Key != "" && !r.Refused && len(lines) == 0 {
		lines = append(lines, referee.Line{Kind: referee.KindNote, Message: HeaderSet{Line: line}})
	}
	if len(lines) == 0 && s.t.Asked() != nil {
		// The line waits on a question (turbo: who turned up the last
		// card): its verdict comes with the answer, logged under it then.
		s.waiting = line
		return
	}
	s.log = append(s.log, said{typed: line, lines: lines})
	if r.Played > 0 {
		s.held = ""
	}
	s.trimLog()
}

// answer answers the question the table waits on (turbo: who turned up
// the last card), with answer i, or none (i < 0; sp is then not needed).
func (s *Server) answer(i int, sp *say.Speaker) {
	q := s.t.Asked()
	if q == nil {
		return
	}
	key := ""
	if i >= 0 && i < len(q.Answers()) {
		keys, _ := q.Answer(i)
		key = localKey(s.opts.Catalog.Speaker(s.gameLang(sp.Lang)), keys) // written in the game's language
	} else {
		i = -1
	}
	r := s.t.Answer(i, key)
	lines := append(r.Lines, r.Notes...)
	s.log = append(s.log, said{typed: s.waiting, lines: lines})
	s.waiting = ""
	if r.Played > 0 {
		s.held = ""
	}
	s.trimLog()
}

// undo takes back the last move.
func (s *Server) undo() {
	s.picks, s.pickedBy, s.secretClash = nil, nil, false
	e, ok := s.t.Undo()
	s.waiting = "" // an undo ends any question the table asked
	if !ok {
		s.note("note", NothingToUndo)
		return
	}
	s.held = ""
	s.note("note", TakenBack{Move: e.Line})
}

// localKey is the spelling of a key in the language spoken: the first
// Cyrillic one for Russian, else the first.
func localKey(sp *say.Speaker, set []string) string {
	if sp.Lang == "ru" {
		if i := slices.IndexFunc(set, russianKey); i >= 0 {
			return set[i]
		}
	}
	return set[0]
}

// russianKey reports whether a key is spelt in Russian (in Cyrillic):
// the one test of a key's language, for the key written (localKey) and
// the record's language read back (gameLang).
func russianKey(key string) bool {
	return notation.HasCyrillic(key)
}

// firstTurnHint is what to do at the table when the first move is refused
// as out of turn (the shared turn rule's refusal, whatever game's code it
// carries): the engine's words tell a transcript's reader to add a line
// naming who goes first, a line a phone has nowhere to add; on a phone
// the order of play is the order the names were given in at the start.
// Said under the verdict, which stays as the engine tells it.
func firstTurnHint(lines []referee.Line) []referee.Line {
	for _, l := range lines {
		if wp, ok := l.Message.(referee.WrongPlayer); ok && l.Kind == referee.KindViolation {
			return []referee.Line{{Kind: referee.KindTold, Message: FirstTurnOrder{Actor: wp.Actor}}}
		}
	}
	return nil
}
