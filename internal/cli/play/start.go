package play

import (
	"slices"
	"strings"

	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Starting a game at the table: which game, who plays, and what to say
// first.

// chooseGame takes the answer to "which game?".
func (r *front) chooseGame(text string) {
	if text == "" {
		return
	}
	if k, v, ok := strings.Cut(text, ":"); ok && isOneOf(k, notation.GameKeys) {
		text = strings.TrimSpace(v)
	}
	r.speakTo(text) // a typo in Russian is answered in Russian too
	spec, ok := r.opts.Registry.Lookup(text)
	if !ok {
		r.unknownGame(text)
		return
	}
	r.spec = spec
	r.useHistory()
	r.askPlayers()
}

// speakTo speaks Russian from now on to whoever chose the game by its
// Russian name at the menu, as `referee play черепахи` does.
func (r *gameEditor) speakTo(name string) {
	if r.sp.Lang == "ru" {
		return
	}
	if catalog, sp := speakingTo(r.opts, name); sp != r.sp {
		r.catalog, r.sp, r.rules, r.short = catalog, sp, r.opts.Rulebook(catalog, sp), nil
		r.files = &cmdutil.Transcripts{Stdin: r.opts.IO.In, Registry: r.opts.Registry, Speaker: sp}
	}
}

// askPlayers asks who plays, unless --players said so.
func (r *gameEditor) askPlayers() {
	r.tell(styleNone, AskPlayers{Game: referee.Term("game." + r.spec.ID)})
}

// startGame starts the chosen game from what is typed before it can: the
// players (`Маша, Петя`, or a whole `players:` line), or another header line
// the game needs first (super-race's `track:`), kept until it starts. A game
// that cannot start says why, and waits for the line that mends it.
func (r *gameEditor) startGame(text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if l, bad := notText(text); bad {
		// Refused here, as a typed move is: the table reads only text.
		r.show([]referee.Line{l})
		return
	}
	key, value, entry := strings.Cut(text, ":")
	key, value = strings.TrimSpace(key), strings.TrimSpace(value)
	switch {
	case entry && isOneOf(key, notation.PlayersKeys):
		r.players = table.Header{Key: key, Value: value}
	case entry && isOneOf(key, table.Keys(r.spec)):
		r.pending = slices.DeleteFunc(r.pending, func(h table.Header) bool { return isOneOf(h.Key, r.keySet(key)) })
		if value != "" {
			r.pending = append(r.pending, table.Header{Key: key, Value: value})
		}
		if r.players.Value == "" {
			r.tell(styleGood, HeaderKept{Key: key})
			return
		}
	default:
		r.players = table.Header{Key: r.localKey(notation.PlayersKeys), Value: text}
	}
	t, notes, problems := table.Start(r.opts.Registry, r.spec, append([]table.Header{r.players}, r.pending...), r.files.SideFiles(cmdutil.Stdin, r.opts.Maps))
	if problems != nil {
		r.show(problems)
		return
	}
	r.pending = nil
	r.nameGame(t)
	r.releaseKept() // the game before, left as the family said
	r.closeTable()
	r.t, r.saved, r.savedRev, r.loaded, r.rule, r.offered = t, "", t.Revision(), "", "", false
	r.folder, r.maps = workFolder(), r.opts.Maps
	r.told, r.refusal = nil, nil
	r.welcome()
	r.startKeeping()
	r.show(r.tableNotes(notes))
	if len(notes) > 0 && r.tty {
		// The game has something to say about its header (turbo without
		// cards:): offer header lines before the first move.
		r.asking = true
		r.tell(styleNone, OfferHeader{Keys: quotedKeys(r.keyList())})
	}
}

// keySet is every spelling of the header key typed (`colors`, `цвета`).
func (r *gameEditor) keySet(key string) []string {
	for _, set := range r.spec.Keys {
		if isOneOf(key, set) {
			return set
		}
	}
	for _, set := range [][]string{notation.ResultKeys, notation.TurnKeys} {
		if isOneOf(key, set) {
			return set
		}
	}
	return []string{key}
}

// welcome names the game and the players and says how to play.
func (r *gameEditor) welcome() {
	game, players := referee.Term("game."+r.spec.ID), r.t.Players()
	help, quit := r.commandName("help"), r.commandName("quit")
	if example, ok := r.example(); ok {
		r.tell(styleNone, Welcome{Game: game, Players: players, Example: example, Help: help, Quit: quit})
		return
	}
	r.tell(styleNone, WelcomePlain{Game: game, Players: players, Help: help, Quit: quit})
}

// example is a legal move now, to show how a move is typed, in the words
// of the language spoken where the game reads them. A position with one
// legal move or none (turbo before its first task) shows no example: a
// forced move says little about how moves are typed.
func (r *gameEditor) example() (string, bool) {
	moves := r.t.Session().Legal(nil).Moves
	if len(moves) < 2 {
		return "", false
	}
	return r.typedChoice(moves[0]), true
}

// quotedKeys are header keys named in running text, each in quotes.
func quotedKeys(keys []string) referee.List {
	list := make(referee.List, len(keys))
	for i, k := range keys {
		list[i] = HeaderKey{Key: k}
	}
	return list
}

// keyList names the game's own header keys in the language spoken.
func (r *gameEditor) keyList() []string {
	var out []string
	for _, set := range r.spec.Keys {
		out = append(out, r.localKey(set)+":")
	}
	return out
}

// newGame starts another game: of the same game with the same players
// when none is named, else of the game named, asking for its players.
func (r *front) newGame(name string) {
	if !r.tty && r.unsaved() {
		r.tell(styleNote, Lost{Moves: r.movesPlayed()})
	}
	if !r.mayLeave() {
		return
	}
	spec := r.spec
	if name != "" {
		s, ok := r.opts.Registry.Lookup(name)
		if !ok {
			r.unknownGame(name)
			return
		}
		spec = s
	}
	if spec == nil {
		r.askGame()
		return
	}
	var players string
	if r.t != nil && spec.ID == r.spec.ID {
		players = playerList(r.t.Players())
	}
	r.closeTable()
	r.spec, r.t, r.asking, r.players, r.pending = spec, nil, false, table.Header{}, nil
	r.useHistory()
	if players != "" {
		r.startGame(players)
		return
	}
	r.askPlayers()
}

// notText is the error of a typed line that is not text: bytes that are
// not UTF-8, a control character, a carriage return alone, as the framing
// says of a file.
func notText(text string) (referee.Line, bool) {
	bad, ok := notation.FirstBadByte([]byte(text))
	if !ok && !strings.Contains(text, "\r") {
		return referee.Line{}, false
	}
	m := notation.NotText{CR: true}
	if ok {
		m = notation.NotTextAt([]byte(text), bad)
	}
	return referee.Line{Kind: referee.KindError, Message: m}, true
}
