package serve

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/picture"
	"github.com/boardgame-referee/referee/referee/say"
)

// state is what a page shows, every word in its language. Names and moves
// are text: the page sets them as text, never as markup; the picture is
// markup referee/picture wrote, every text in it escaped.
type state struct {
	Rev  int    `json:"rev"`
	Run  string `json:"run"` // this run of the server: a page that sees it change knows the server started anew
	Lang string `json:"lang"`
	// GameLang is the language the game's record is written in: what a
	// tap enters is in it, whoever taps (a Russian phone in an English
	// game enters `pass`, not `пп`).
	GameLang string            `json:"gameLang"`
	Words    map[string]string `json:"words"`
	Games    []gameName        `json:"games"`
	Offer    string            `json:"offer"` // the game offered first
	Kept     []keptGame        `json:"kept"`
	Play     *playState        `json:"play"`
	// Playing is the game under way, for a page that left it for the
	// start page (New game, made sure): the others play on, and it may go
	// back to it. Nil on a game's own page, and with no game under way.
	Playing *playing `json:"playing"`
	// Taps are the words of the games whose lines are built by taps
	// (referee.UI.TapSets), by game and set: on the start page every such
	// game's (turbo's dispute form), in a game its own only.
	Taps map[string]map[string][]tapWord `json:"taps"`
	// TurnKey is the header key of the player due, in the game's language
	// (a dispute's position says whose turn it is).
	TurnKey string `json:"turnKey"`
	// EachWrong says, by the number of players, that the card counts
	// typed match neither one for all nor one each (referee.UI.Dealt),
	// with that number and its plural; on the start page only.
	EachWrong []string `json:"eachWrong,omitempty"`
}

// tapWord is a word a line is built of by taps (referee.UI.TapSets): what
// the button says, in the page's language, and what a tap enters, in the
// game's.
type tapWord struct {
	Move  string `json:"move"`  // exactly what a tap enters
	Label string `json:"label"` // the tap in words
	Shown string `json:"shown"` // a sign shown for it (`≤`, a card's count); "" for none
	Key   string `json:"key"`   // its name the same in every language, for the layout; "" for none
	Group string `json:"group"` // what it shares with others of its set (a card's animal); "" for none
}

// tapsOf are a game's words to tap, by set name: each says its word in
// the page's language (sp) and enters it in the game's (game), which its
// record is written in. nil for a game that has none.
func tapsOf(spec *referee.Spec, sp *say.Speaker, game string) map[string][]tapWord {
	if spec.UI.TapSets == nil {
		return nil
	}
	typed := map[string][]referee.Tap{}
	for _, set := range spec.UI.TapSets(game) {
		typed[set.Name] = set.Taps
	}
	out := map[string][]tapWord{}
	for _, set := range spec.UI.TapSets(sp.Lang) {
		ts := typed[set.Name]
		for i, w := range set.Taps {
			t := tapWord{Move: w.Text, Label: w.Text, Shown: w.Shown, Key: w.Key, Group: w.Group}
			if len(ts) == len(set.Taps) {
				t.Move = ts[i].Text
			}
			if w.Shown != "" {
				t.Label = w.Shown
			}
			if w.Say != nil {
				t.Label = sp.Say(w.Say)
			}
			out[set.Name] = append(out[set.Name], t)
		}
	}
	return out
}

// playing names the game under way on the start page of a page that
// left it: the game and its players.
type playing struct {
	// Game is the game's number on this run (playState.Game): a page that
	// never showed it joins it, rather than goes back to it.
	Game    int      `json:"game"`
	Name    string   `json:"name"`
	Players []string `json:"players"`
	// Over: the game is over, offered after the form rather than as a
	// game the other phones play on.
	Over bool `json:"over,omitempty"`
}

type gameName struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Page page   `json:"page"` // what its start page asks (Dealt, Dispute)
	// More is the hint over More about the game for this game: its own
	// example only (`<game>.phone.header-example` in its locale), none
	// of another game's, none its own field asks already (Turbo's card
	// counts were asked twice).
	More string `json:"more"`
}

// page is what the page needs of a game beyond the list of its moves
// (referee.UI): the page switches on it, never on the game's id.
type page struct {
	Taps    referee.TapLayout `json:"taps"`
	Race    bool              `json:"race"`
	Dealt   bool              `json:"dealt"`
	Dispute bool              `json:"dispute"`
	Repeats bool              `json:"repeats"`
	Band    bool              `json:"band"`
	Columns bool              `json:"columns"`
	// HeldWords: how many words of the held flag are tapped before the
	// moves are offered (referee.UI.HeldWords).
	HeldWords int `json:"heldWords"`
}

func pageOf(p referee.UI) page {
	return page{Taps: p.Layout, Race: p.Race, Dealt: p.Dealt, Dispute: p.Dispute, Repeats: p.SameIntroEveryTurn, Band: p.CroppableTrack, Columns: p.NumberedColumns, HeldWords: p.HeldWords}
}

// heldView gives view the game's held flag (referee.UI.Held: super-race's
// dice) once every word of it is tapped in.
func (s *Server) heldView(view referee.View) {
	if h := s.t.Spec().UI; h.Held != "" && len(strings.Fields(s.held)) == h.HeldWords {
		view[h.Held] = s.held
	}
}

type playState struct {
	// Game is the game's number on this run, one more for each game begun
	// or gone on with: a page that showed another says the game changed
	// on another phone (not a phone in a game switched to a new one
	// without a word).
	Game    int      `json:"game"`
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Players []string `json:"players"`
	Turn    int      `json:"turn"` // the player due, -1 for none
	Due     string   `json:"due"`  // who moves
	// About is what the game says first (referee.Choices.Intro): the car
	// due and its limit, the dice, the task card due, the cards' rules.
	// The page shows it after Due, folded to its first sentence when a
	// turn said it already.
	About   string   `json:"about"`
	Over    bool     `json:"over"`
	Outcome []string `json:"outcome"`
	Picture string   `json:"picture"`
	// LeastText is the picture's least text size, in its units (mm): the
	// page never shows it so small that this text is under 11 CSS px.
	LeastText float64  `json:"leastText"`
	Moves     int      `json:"moves"`
	Choices   []choice `json:"choices"`
	Forms     []choice `json:"forms"`
	Unlisted  bool     `json:"unlisted"`
	// Held is the game's held view flag as tapped so far (referee.UI.Held).
	Held    string     `json:"held"`
	Page    page       `json:"page"`
	Ask     *question  `json:"ask"`
	Log     []logEntry `json:"log"`
	NotKept bool       `json:"notKept"`
	// Kept is the name of the game's kept file ("" while it has none): a
	// page that showed the game goes on with it when the server starts anew.
	Kept   string  `json:"kept"`
	Secret *secret `json:"secret"`
}

// secret is what a game over keeps hidden (referee.Secret: turtles'
// colours), asked of each player by taps: the page enters the one header
// line they make, `colors: Anna=red, Boris=blue`, as typed at the table.
type secret struct {
	Ask      string   `json:"ask"`      // what the referee needs, in a sentence
	Key      string   `json:"key"`      // the header key, in the page's language
	Values   []string `json:"values"`   // the words a player may give
	Distinct bool     `json:"distinct"` // no two players give the same
	// Given says of each player whether their pick is in, on whichever
	// phone it was tapped; what it is is never told.
	Given []bool `json:"given"`
	// Round counts the times every pick was made again: a page drops the
	// picks it holds when it changes. Clash says why, on every phone.
	Round int    `json:"round"`
	Clash string `json:"clash,omitempty"`
	// Seq counts each player's picks: a page lets go of its own pick once
	// another phone has changed it.
	Seq []int `json:"seq"`

	what referee.Message // what is asked for (turtles' colour)
}

type choice struct {
	Move  string `json:"move"`  // what is entered when it is tapped
	Label string `json:"label"` // the move in words
	Group string `json:"group"` // what is tapped first, shared with other moves (a rainbow card); "" for none
	// Steps are what is tapped before the move, first first, where its
	// game says (referee.Tapped): a path's length, a piece's hole.
	Steps []string `json:"steps,omitempty"`
	// DeadEnd: the move leaves its player no way on to the goal
	// (referee.TapMove): marked, and listed last.
	DeadEnd bool `json:"deadEnd,omitempty"`
}

type question struct {
	Text    string   `json:"text"`
	Answers []string `json:"answers"`
}

type logEntry struct {
	Typed string           `json:"typed"`
	Said  []play.Paragraph `json:"said"`
}

// pageWords are the page's own labels, by the page's name for them.
var pageWords = []string{
	"title", "choose", "players", "players-hint", "start", "undo", "download", "new-game",
	"enter", "enter-hint", "send", "moves", "pieces", "targets", "cards", "calls", "caller",
	"dice", "routes", "clear-dice", "clear-dice-sure", "open", "task", "turn", "none", "kept", "resume", "header",
	"said", "loading", "offline", "back", "dispute", "end", "next-task",
	"call.turbo", "call.forsazh", "call.touch", "call.touch-short", "chameleon", "no-answer", "position",
	"how-far", "paths", "just-finished", "restart-hint", "restart-hint-local", "remove", "remove-sure", "go-on-last", "more-kept", "die-back", "task-back", "task-taps",
	"die.rs", "die.rc", "die.bs", "die.bc", "die.ys", "die.yc", "more", "more-routes", "picture-key", "said-more", "said-less",
	"finished", "game-over", "back-to-previous", "see-finished", "last-players", "not-sent", "cards-each", "cards-each-hint",
	"enter-empty", "new-game-sure", "back-to-game", "under-way", "finished-kept", "dispute-players", "moved-on", "end-sure",
	"take-route", "undo-last", "undo-sure", "task-done", "touch-no-call", "cards-each-ask", "secret-own", "secret-given", "entered-elsewhere", "secret-chosen", "secret-change", "cards-each-about", "legend-fold", "again-yes", "again-no", "secret-whose", "secret-mine", "secret-not-mine", "secret-whose-here",
	"dead-end-ask", "dead-end-go", "dead-end-other",
	"board-hint.paths", "board-hint.dice", "board-hint.pieces",
	"started-elsewhere", "join-game", "followed-new", "followed-other", "again-gone",
}

// stateFor is the game as a page in language lang sees it; with start,
// as the start page of a page that left the game under way sees it (the
// game goes on for every other page: New game on one phone took every
// phone out of it).
func (s *Server) stateFor(lang string, start bool) *state {
	sp := s.opts.Catalog.Speaker(lang)
	st := &state{Rev: s.rev, Run: s.runID, Lang: lang, GameLang: s.gameLang(lang), Words: map[string]string{}, Offer: s.opts.Game}
	for _, w := range pageWords {
		st.Words[w] = sp.Say(referee.Term("serve." + w))
	}
	for _, spec := range s.opts.Games.Specs() {
		more := sp.Say(HeaderHint)
		if ex, ok := s.opts.Catalog.Text(lang, spec.ID+".phone.header-example"); ok && ex != "" {
			more = sp.Say(HeaderHintFor{Example: ex})
		}
		st.Games = append(st.Games, gameName{ID: spec.ID, Name: sp.Say(referee.Term("game." + spec.ID)), Page: pageOf(spec.UI), More: more})
		// A game's taps serve its forms on the start page and its own
		// game; said for no other game's state.
		if s.t == nil || start || s.t.Spec().ID == spec.ID {
			if ts := tapsOf(&spec, sp, st.GameLang); ts != nil {
				if st.Taps == nil {
					st.Taps = map[string]map[string][]tapWord{}
				}
				st.Taps[spec.ID] = ts
			}
		}
	}
	st.TurnKey = localKey(s.opts.Catalog.Speaker(st.GameLang), notation.TurnKeys)
	if s.t == nil || start {
		for _, spec := range s.opts.Games.Specs() {
			if spec.UI.Dealt {
				for n := range maxHeader + 1 {
					st.EachWrong = append(st.EachWrong, sp.Sentence(CardsEachWrong{Count: n}))
				}
				break
			}
		}
	}
	if s.t != nil && start {
		st.Playing = &playing{Game: s.games, Name: sp.Say(referee.Term("game." + s.t.Spec().ID)), Players: s.t.Players(), Over: s.t.Over()}
	}
	if s.t == nil || start {
		st.Kept = s.keptGames()
		for i := range st.Kept {
			k := &st.Kept[i]
			k.Text = sp.Say(s.keptLine(k))
		}
		return st
	}
	st.Play = s.playState(sp, s.opts.Catalog.Speaker(st.GameLang))
	return st
}

// playState: sp says the game in the page's language; typed writes what
// a tap enters, in the game's.
func (s *Server) playState(sp, typed *say.Speaker) *playState {
	t, session := s.t, s.t.Session()
	spec := t.Spec()
	p := &playState{ID: spec.ID, Name: sp.Say(referee.Term("game." + spec.ID)), Page: pageOf(spec.UI), Players: t.Players(), Turn: -1,
		Moves: t.Moves(), Over: t.Over(), Held: s.held, NotKept: s.down != nil, Game: s.games}
	if s.kept.path != "" && s.kept.rev >= 0 {
		p.Kept = filepath.Base(s.kept.path)
	}
	if !p.Over {
		if who := session.Turn(); who >= 0 && who < len(p.Players) {
			p.Turn = who
			p.Due = sp.Say(ToMove{Player: p.Players[who]})
			// In a race to call everybody plays at once: the player due
			// only turns the next card («Ходит игрок Боря.» read odd).
			if spec.UI.Race {
				p.Due = sp.Say(TurnsCard{Player: p.Players[who]})
			}
		}
		// Every move a tap may play: the engine lists what its short list
		// leaves to words (turtles' rainbow and last-turtle cards).
		view := referee.View{referee.LiveKey: "yes", referee.TapKey: "yes"}
		s.heldView(view)
		ch := session.Legal(view)
		if ch.Intro != nil {
			p.About = sp.Sentence(phoneMsg(s.opts.Catalog, sp.Lang, ch.Intro))
			// A game whose hint opens with whose turn it is says it once,
			// in the status line: «Ходит игрок Аня.» stood twice in a row.
			if p.Due != "" && strings.HasPrefix(p.About, p.Due) {
				p.About = strings.TrimSpace(strings.TrimPrefix(p.About, p.Due))
			}
		}
		p.Unlisted = ch.AwaitsView
		var tapped []referee.TapMove
		if tm, ok := session.Engine().(referee.Tapped); ok {
			tapped = tm.TapMoves(typed.Lang, view)
		}
		for i, c := range ch.Moves {
			out := s.choiceOf(sp, typed, c)
			// A game that says how its moves are tapped says what each
			// enters, one for one with its list.
			if len(tapped) == len(ch.Moves) {
				out.Move, out.Steps, out.DeadEnd = tapped[i].Text, tapped[i].Steps, tapped[i].DeadEnd
			}
			p.Choices = append(p.Choices, out)
		}
		for _, c := range ch.Templates {
			p.Forms = append(p.Forms, s.choiceOf(sp, typed, c))
		}
		if q := t.Asked(); q != nil {
			p.Ask = &question{Text: sp.Sentence(q), Answers: q.Answers()}
		}
	} else {
		rep := t.Report()
		p.Secret = secretOf(t.Session(), sp, typed)
		if p.Secret != nil {
			p.Secret.Given = make([]bool, len(p.Players))
			p.Secret.Seq = make([]int, len(p.Players))
			for i := range p.Players {
				p.Secret.Given[i] = s.picks[i] != ""
				p.Secret.Seq[i] = s.pickSeq[i]
			}
			p.Secret.Round = s.secretRound
			if s.secretClash {
				p.Secret.Clash = sp.Sentence(SecretTwice)
			}
		}
		if rep.Outcome != nil {
			p.Outcome = append(p.Outcome, sp.Outcome(tapped(rep, p.Secret)))
		}
		if m, ok := referee.ClaimVerdict(rep); ok {
			p.Outcome = append(p.Outcome, sp.Sentence(m))
		}
	}
	// Played live: the board tells nothing the players are to find out
	// themselves (turbo's right call); a call's verdict is play's own, in
	// what the referee said.
	// A tap view: the picture marks where a move may be tapped on it
	// (big-races' cells, super-race's route ends with the dice in).
	view := referee.View{picture.WidthKey: picture.Fmt(picture.Screen), referee.LiveKey: "yes", referee.TapKey: "yes"}
	s.heldView(view)
	if pic, ok := session.Picture(tableWords{sp, s.opts.Catalog}, view); ok {
		pic.Lang = sp.Lang
		var b bytes.Buffer
		if pic.WriteSVG(&b, picture.Options{Prefix: "board-"}) == nil {
			p.Picture, p.LeastText = b.String(), pic.SmallestText()
		}
	}
	for _, l := range s.log {
		e := logEntry{Typed: l.typed, Said: []play.Paragraph{}} // never null: the page lists it
		if l.msg != nil {
			e.Said = []play.Paragraph{{Kind: l.kind, Text: sp.Sentence(l.msg)}}
		} else {
			e.Said = append(e.Said, play.Paragraphs(s.opts.Catalog, sp, phoneLines(s.opts.Catalog, sp.Lang, l.lines))...)
		}
		p.Log = append(p.Log, e)
	}
	return p
}

// secretOf is what the game over keeps hidden, to be asked; nil when
// nothing is.
func secretOf(session *referee.Session, sp, typed *say.Speaker) *secret {
	sec, ok := session.Engine().(referee.Secret)
	if !ok {
		return nil
	}
	h, ok := sec.Secret()
	if !ok {
		return nil
	}
	keys := []string{h.Key}
	for _, set := range session.Spec().Keys {
		if slices.Contains(set, h.Key) {
			keys = set
		}
	}
	out := &secret{Ask: sp.Sentence(SecretAsk{What: h.What}), Key: localKey(typed, keys), Distinct: h.Distinct, what: h.What}
	for _, v := range h.Values {
		out.Values = append(out.Values, typed.Say(v))
	}
	return out
}

// choiceOf is a legal move as the page offers it: its words, and what is
// entered when it is tapped — the move as a player of the game's language types
// it where the game reads that (`красная +1`, `пп`), else as the notation
// writes it.
func (s *Server) choiceOf(sp, typedIn *say.Speaker, c referee.Choice) choice {
	out := choice{Move: c.Text, Label: c.Text}
	if c.Say == nil {
		return out
	}
	out.Label = sp.Say(c.Say)
	if c.Group != nil {
		out.Group = sp.Say(c.Group)
	}
	said := typedIn.Say(c.Say)
	// The move before a dash, not the words after it: a route told in
	// words (super-race's «красная п п — до квадрата …») would carry the
	// words into the record. A game that says what each move enters
	// (referee.Tapped: big-races) has it replaced after.
	// The speaker binds a number to its word with a no-break space
	// («разноцветная +1 красная»): typed, it is a space.
	typed := strings.ReplaceAll(said, "\u00a0", " ")
	if head, _, ok := strings.Cut(typed, "—"); ok {
		if head = strings.TrimFunc(head, unicode.IsSpace); s.typable(head) {
			out.Move = head
			return out
		}
	}
	if s.typable(typed) {
		out.Move = typed
	}
	return out
}

// typable reports whether the game reads text as one move.
func (s *Server) typable(text string) bool {
	moves, err := notation.SplitMoves(text, notation.Pos{Line: 1, Column: 1})
	if err != nil || len(moves) != 1 || s.t.Session().Engine() == nil {
		return false
	}
	_, perr := s.t.Session().Engine().Parse(moves[0])
	return perr == nil
}

// gameLang is the language the game played is written in: Russian when
// a key of its header is (the players key the page that started it
// wrote, or a kept record's), else English; with no game, the page's.
func (s *Server) gameLang(page string) string {
	if s.t == nil {
		return page
	}
	for _, h := range s.t.Header() {
		if russianKey(h.Key) {
			return "ru"
		}
	}
	return "en"
}

// tapped is the report whose outcome is said on the page: where the
// panel right under it asks for the secret line by taps, a reason that
// advises adding that line to the record leaves the advice out («add a
// “colors:” line» is the record's wording, on a page with no record to
// edit), and nothing is said in its place: the panel asks (the outcome
// would ask again above it).
func tapped(rep *referee.Report, s *secret) *referee.Report {
	if s == nil || rep.Outcome == nil {
		return rep
	}
	a, ok := rep.Outcome.Why.(referee.AskedByTaps)
	if !ok {
		return rep
	}
	o := *rep.Outcome
	o.Why = a.AskedByTaps()
	r := *rep
	r.Outcome = &o
	return &r
}

// tableWords are the words a picture on the phone page is said in: a
// refused move's verdict as the table says it, with no rule code after
// it (not «[big-races.too-far]» in the board's caption)
// — a code is for a transcript's checker, not a family.
// Every other sentence in it is said in its phone form (phoneMsg).
type tableWords struct {
	*say.Speaker
	c *say.Catalog
}

func (w tableWords) LineText(l referee.Line) string {
	l.Message = phoneMsg(w.c, w.Lang, l.Message)
	return w.TableText(l)
}

func (w tableWords) Say(m referee.Message) string { return w.Speaker.Say(phoneMsg(w.c, w.Lang, m)) }
