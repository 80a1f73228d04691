package serve

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

//go:embed assets
var assets embed.FS

// Handler serves the page, its assets and the game.
func (s *Server) Handler() http.Handler { return s.guard(s.mux) }

func (s *Server) routes() {
	m := http.NewServeMux()
	page, _ := fs.Sub(assets, "assets")
	files := http.FileServerFS(page)
	index := template.Must(template.ParseFS(assets, "assets/index.html"))
	// The page asks for its script and style with the token too.
	query := ""
	if s.opts.Token != "" {
		query = "?" + url.Values{"t": {s.opts.Token}}.Encode()
	}
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_ = index.Execute(w, struct{ Query string }{query})
	})
	// The browser asks for an icon on its own; there is none.
	m.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	scripts, _ := fs.Glob(page, "*.js")
	for _, name := range scripts {
		m.Handle("GET /"+name, module(page, name, query))
	}
	m.Handle("GET /page.css", files)
	m.HandleFunc("GET /api/state", s.handleState)
	m.HandleFunc("GET /api/events", s.events)
	m.HandleFunc("GET /transcript", s.handleTranscript)
	m.HandleFunc("POST /api/start", s.post(s.handleStart))
	m.HandleFunc("POST /api/enter", s.post(s.handleEnter))
	m.HandleFunc("POST /api/answer", s.post(s.handleAnswer))
	m.HandleFunc("POST /api/undo", s.post(s.handleUndo))
	m.HandleFunc("POST /api/secret", s.post(s.handleSecret))
	m.HandleFunc("POST /api/held", s.post(s.handleHeld))
	// A page loaded before the rename (open on a phone through an
	// upgrade and restart, which it rejoins without a reload) still posts
	// its dice here.
	m.HandleFunc("POST /api/dice", s.post(s.handleHeld))
	m.HandleFunc("POST /api/resume", s.post(s.handleResume))
	m.HandleFunc("POST /api/leave", s.post(s.handleLeave))
	m.HandleFunc("POST /api/forget", s.post(s.handleForget))
	s.mux = m
}

// importRe finds a module's import of another of the page's modules:
// `import { a, b } from './board.js';`, a line of its own.
var importRe = regexp.MustCompile(`(?m)^(import [^;\n]* from '\./)([a-z][a-z-]*\.js)(';)$`)

// module serves one of the page's scripts (ES modules, assets/*.js) as
// JavaScript, its imports of the others carrying the page's query: a
// relative import drops the address's query, and without the token
// (--lan) every import would be refused. Each module is asked for at one
// address, the page's own (page.js{{.Query}}), so each runs once. No
// version is needed in the address: every answer is no-store (guard), so
// a page always loads the modules of the server that serves it.
func module(page fs.FS, name, query string) http.Handler {
	b, err := fs.ReadFile(page, name)
	if err != nil {
		panic(err) // embedded: listed by fs.Glob just now
	}
	body := importRe.ReplaceAll(b, []byte("${1}${2}"+strings.ReplaceAll(query, "$", "$$")+"${3}"))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		_, _ = w.Write(body)
	})
}

// request is what a page sends: each handler reads what it needs.
type request struct {
	Game    string         `json:"game"`
	Players []string       `json:"players"`
	Header  []table.Header `json:"header"`
	Line    string         `json:"line"`
	Answer  int            `json:"answer"`
	// Held: the game's held view flag as tapped so far (Page.Held);
	// Dice is the same under the name a page cached by a phone may still
	// send.
	Held string `json:"held"`
	Dice string `json:"dice"`
	Name string `json:"name"`
	// Player and Value: what a player gives of the game over's secret
	// (Value "" takes it back); Send enters the line they make, all given,
	// with Picks, those tapped on the phone that sends, by player.
	Player int            `json:"player"`
	Value  string         `json:"value"`
	Send   bool           `json:"send"`
	Picks  map[int]string `json:"picks"`
	// Start: the page shows the start page while a game is under way
	// (it left it by New game): it is answered with the start page, unless
	// the change made another game the one under way.
	Start bool `json:"start"`
	// Rev is the game's change count the page showed when it was tapped
	// (absent: whatever it is now). Two phones tapping at the same moment
	// would otherwise both be taken, the second as the next player's move.
	Rev *int `json:"rev"`
	// Phone names the page that sends (made anew at each load): a move
	// entered twice from two phones is told from a phone's own second move.
	Phone string `json:"phone"`
	// Again: the line is entered though another phone has just entered
	// the same move, as the page's question was answered.
	Again bool `json:"again"`
}

// maxHeader bounds the header lines a start may carry.
const maxHeader = 16

// post reads a page's request, runs h on the game under the lock, and
// answers with the game as the page's language says it. h answers a
// problem to show at once (nil for none); a change is told every browser.
func (s *Server) post(h func(*request, *say.Speaker) (referee.Message, []referee.Line, bool)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		lang := s.lang(r)
		sp := s.opts.Catalog.Speaker(lang)
		var req request
		dec := json.NewDecoder(r.Body)
		if err := dec.Decode(&req); err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				s.refuse(w, r, http.StatusRequestEntityTooLarge, TooLarge{Most: maxBody >> 10})
				return
			}
			s.refuse(w, r, http.StatusBadRequest, BadRequest)
			return
		}
		if len(req.Header) > maxHeader || len(req.Players) > maxHeader {
			s.refuse(w, r, http.StatusRequestEntityTooLarge, TooLarge{Most: maxBody >> 10})
			return
		}
		// The answer is made under the lock and written after it: a phone
		// that stops reading holds up no other.
		out, open := s.run(&req, lang, sp, h)
		if !open {
			s.refuse(w, r, http.StatusServiceUnavailable, Stopping)
			return
		}
		writeJSON(w, http.StatusOK, out)
	}
}

// reply is what a change asked of the game answers: the problem, if any,
// and the game as it is after it.
type reply struct {
	Problem []play.Paragraph `json:"problem"`
	// Download: the page offers the record's download with the problem (a
	// game that cannot be kept, not to be left unsaved).
	Download bool `json:"download"`
	// Notice is what the change said that is no problem (a kept game
	// removed, and where its record went).
	Notice []play.Paragraph `json:"notice"`
	State  *state           `json:"state"`
	// Again asks whether the line sent is entered a second time: another
	// phone has just entered the same move (twice).
	Again *againAsk `json:"again,omitempty"`
}

// againAsk is the question a page shows before it sends Line again.
type againAsk struct {
	Text string `json:"text"`
	Line string `json:"line"`
}

// run runs h under the game's lock, released however h ends (a panic
// recovered by net/http would leave every later request waiting); false
// when the server is stopping.
func (s *Server) run(req *request, lang string, sp *say.Speaker, h func(*request, *say.Speaker) (referee.Message, []referee.Line, bool)) (reply, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return reply{}, false
	}
	var problem referee.Message
	var lines []referee.Line
	change, was := false, s.t
	var ask referee.Message
	if req.Rev != nil && *req.Rev != s.rev {
		problem = s.movedOn(req.Line) // the page answers with the game as it is now
	} else if ask = s.twice(req); ask != nil {
		// Asked, not entered: the line waits for the page's answer.
	} else {
		problem, lines, change = h(req, sp)
	}
	if change {
		s.changed()
		if req.Line != "" {
			s.entered, s.enteredRev = req.Line, s.rev
			s.enteredBy, s.enteredAt = req.Phone, s.now()
		}
	}
	out := reply{State: s.stateFor(lang, req.Start && s.t == was)}
	if ask != nil {
		out.Again = &againAsk{Text: sp.Sentence(ask), Line: req.Line}
	}
	if s.notice != nil {
		out.Notice = []play.Paragraph{{Kind: "good", Text: sp.Sentence(s.notice)}}
		s.notice = nil
	}
	_, out.Download = problem.(LeaveUnkept)
	if problem != nil {
		out.Problem = []play.Paragraph{{Kind: "bad", Text: sp.Sentence(problem)}}
	}
	if lines != nil {
		out.Problem = append(out.Problem, play.Paragraphs(s.opts.Catalog, sp, phoneLines(s.opts.Catalog, sp.Lang, lines))...)
	}
	return out, true
}

func (s *Server) handleState(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	st := s.stateFor(s.lang(r), r.URL.Query().Get("start") != "")
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, st)
}

func (s *Server) handleStart(req *request, sp *say.Speaker) (referee.Message, []referee.Line, bool) {
	var header []table.Header
	for _, h := range req.Header {
		if h.Key = strings.TrimSpace(h.Key); h.Key != "" && strings.TrimSpace(h.Value) != "" {
			header = append(header, table.Header{Key: h.Key, Value: strings.TrimSpace(h.Value)})
		}
	}
	if m := s.mayLeave(); m != nil {
		return m, nil, false
	}
	if problems := s.start(req.Game, req.Players, header, sp); problems != nil {
		return nil, problems, false
	}
	return nil, nil, true
}

func (s *Server) handleEnter(req *request, _ *say.Speaker) (referee.Message, []referee.Line, bool) {
	if s.t == nil {
		return NoGame, nil, false
	}
	if strings.TrimSpace(req.Line) == "" {
		return nil, nil, false
	}
	s.enter(req.Line)
	return nil, nil, true
}

func (s *Server) handleAnswer(req *request, sp *say.Speaker) (referee.Message, []referee.Line, bool) {
	if s.t == nil {
		return NoGame, nil, false
	}
	s.answer(req.Answer, sp)
	return nil, nil, true
}

// handleSecret takes one player's pick of what the game over keeps hidden
// (turtles' colour), tapped on their own phone: held, never shown to
// another phone; with Send, and every player's given, the one line they
// make is entered as typed at the table.
func (s *Server) handleSecret(req *request, sp *say.Speaker) (referee.Message, []referee.Line, bool) {
	if s.t == nil {
		return NoGame, nil, false
	}
	sec := secretOf(s.t.Session(), sp, s.opts.Catalog.Speaker(s.gameLang(sp.Lang)))
	players := s.t.Players()
	if sec == nil || !s.t.Over() {
		return nil, nil, false
	}
	if s.picks == nil {
		s.picks, s.pickedBy = map[int]string{}, map[int]string{}
	}
	// A pick made on another phone is that player's own: it is changed on
	// the phone it was made on, or here once the page has asked that it is
	// this player's (Again): else any phone overwrites it unseen, and the
	// winner changes.
	elsewhere := func(i int) bool {
		return !req.Again && req.Phone != "" && s.pickedBy[i] != "" && s.pickedBy[i] != req.Phone
	}
	if req.Send {
		return nil, nil, s.sendSecrets(req, sec, players, elsewhere)
	}
	if req.Player < 0 || req.Player >= len(players) || (req.Value != "" && !slices.Contains(sec.Values, req.Value)) {
		return BadRequest, nil, false
	}
	if elsewhere(req.Player) {
		return SecretElsewhere, nil, false
	}
	if req.Value == "" {
		delete(s.picks, req.Player)
		delete(s.pickedBy, req.Player)
	} else {
		s.picks[req.Player], s.pickedBy[req.Player] = req.Value, req.Phone
	}
	if s.pickSeq == nil {
		s.pickSeq = map[int]int{}
	}
	s.pickSeq[req.Player]++
	return nil, nil, true
}

// sendSecrets takes the picks a Send carries (those another phone made
// stay), and once every player's is in enters the one line they make; it
// says whether the game changed.
func (s *Server) sendSecrets(req *request, sec *secret, players []string, elsewhere func(int) bool) bool {
	for i, v := range req.Picks {
		if i >= 0 && i < len(players) && slices.Contains(sec.Values, v) && !elsewhere(i) {
			s.picks[i], s.pickedBy[i] = v, req.Phone
		}
	}
	var given []string
	for i, n := range players {
		v := s.picks[i]
		if v == "" {
			return false
		}
		given = append(given, table.QuoteName(n)+"="+v)
	}
	// A value two players gave is found only now, every pick in: a
	// pick refused at its tap told that player another one holds it
	// (and so gave it away). Every phone says so, naming no value,
	// and every pick is made again.
	if sec.Distinct && len(given) > 1 {
		seen := map[string]bool{}
		for i := range players {
			if seen[s.picks[i]] {
				s.picks, s.pickedBy = nil, nil
				s.secretRound++
				s.secretClash = true
				return true
			}
			seen[s.picks[i]] = true
		}
	}
	s.enter(sec.Key + ": " + strings.Join(given, ", "))
	return true
}

func (s *Server) handleUndo(_ *request, _ *say.Speaker) (referee.Message, []referee.Line, bool) {
	if s.t == nil {
		return NoGame, nil, false
	}
	s.undo()
	return nil, nil, true
}

// handleHeld sets the game's held view flag (referee.UI.Held: super-race's
// dice) as tapped so far, none to all its words: every page shows them as
// they come (a second phone saw blank dice until the fifth, and a reload
// lost them), and offers the moves they allow once
// all are in. A game that holds none takes none.
func (s *Server) handleHeld(req *request, _ *say.Speaker) (referee.Message, []referee.Line, bool) {
	if s.t == nil {
		return NoGame, nil, false
	}
	held := req.Held
	if held == "" {
		held = req.Dice
	}
	words := strings.Fields(held)
	if page := s.t.Spec().UI; page.Held == "" || len(words) > page.HeldWords || len(held) > 40 {
		return BadHeld, nil, false
	}
	s.held = strings.Join(words, " ")
	return nil, nil, true
}

func (s *Server) handleResume(req *request, _ *say.Speaker) (referee.Message, []referee.Line, bool) {
	if m := s.mayLeave(); m != nil {
		return m, nil, false
	}
	if m, lines := s.resume(req.Name); m != nil || lines != nil {
		return m, lines, false
	}
	return nil, nil, true
}

// handleForget takes a kept game off the list (forget): its file moves to
// the state folder's removed/, and the page says where.
func (s *Server) handleForget(req *request, _ *say.Speaker) (referee.Message, []referee.Line, bool) {
	m, ok := s.forget(req.Name)
	if !ok {
		return m, nil, false
	}
	s.notice = m
	return nil, nil, true
}

// handleLeave goes back to choosing a game; the game left stays kept.
func (s *Server) handleLeave(_ *request, _ *say.Speaker) (referee.Message, []referee.Line, bool) {
	if s.t == nil {
		return nil, nil, false
	}
	if m := s.mayLeave(); m != nil {
		return m, nil, false
	}
	s.kept.release()
	s.t, s.log, s.held, s.down = nil, nil, "", nil
	return nil, nil, true
}

// handleTranscript downloads the game as a transcript `check` reads. A
// game over, once downloaded, is kept no more: the family has it.
func (s *Server) handleTranscript(w http.ResponseWriter, r *http.Request) {
	// Made under the lock, written after it: a phone that stops reading
	// holds up no other.
	s.mu.Lock()
	t := s.t
	if t == nil {
		s.mu.Unlock()
		s.refuse(w, r, http.StatusNotFound, NoGame)
		return
	}
	var text bytes.Buffer
	err := t.WriteTranscript(&text) // a long game's moves are read back from a file
	rev := t.Revision()
	name := s.downloadName()
	s.mu.Unlock()
	if err != nil {
		// A record cut short is no download: the game stays kept.
		s.refuse(w, r, http.StatusInternalServerError, table.MovesLost)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", name))
	if _, err := w.Write(text.Bytes()); err != nil {
		return
	}
	// Written to the phone, not only to the response's buffer, before the
	// game counts as downloaded (and a finished one is kept no longer).
	if err := http.NewResponseController(w).Flush(); err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.t != t || t.Revision() != rev {
		return // changed meanwhile: what was downloaded is not the game
	}
	s.saved = rev
	if t.Over() && s.down == nil {
		s.unkeep()
	}
}

// downloadName is the name a record downloads as: its kept file's
// (`turtles-20261207-090846.txt`), else the game's with the date and time
// as a kept file's has them, so that no two races a family saves share a
// name (not every Turtle Race downloaded as `turtles.txt`).
func (s *Server) downloadName() string {
	if s.kept.path != "" {
		return filepath.Base(s.kept.path)
	}
	return s.t.Spec().ID + "-" + time.Now().Format("20060102-150405") + ".txt"
}

// refuse answers a request the server will not serve, in its language.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, code int, m referee.Message) {
	sp := s.opts.Catalog.Speaker(s.lang(r))
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(code)
	fmt.Fprintln(w, sp.Sentence(m))
}

// lang is the language a request is answered in: --lang, else the first
// of the browser's languages the referee speaks, else English.
func (s *Server) lang(r *http.Request) string {
	if s.opts.Lang != "" {
		return s.opts.Lang
	}
	return pickLang(r.Header.Get("Accept-Language"))
}

// pickLang reads Accept-Language (`ru-RU,ru;q=0.9,en;q=0.8`): the
// language of the highest weight the referee speaks.
func pickLang(header string) string {
	best, bestQ := "en", -1.0
	for _, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if _, err := fmt.Sscanf(v, "%g", &q); err != nil {
				continue
			}
		}
		base, _, _ := strings.Cut(strings.ToLower(tag), "-")
		for _, l := range say.Languages {
			if base == l && q > bestQ {
				best, bestQ = l, q
			}
		}
	}
	return best
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

// movedOn is why a page's change, sent for a game another phone changed
// since, is not made: its move (line) is the one that phone just entered,
// a move of its own came second, or the game changed otherwise.
func (s *Server) movedOn(line string) referee.Message {
	if strings.TrimSpace(line) == "" || s.t == nil {
		return MovedOn
	}
	if s.enteredRev == s.rev && sameMove(s.entered, line, s.t.Players()) {
		return EnteredElsewhere
	}
	return MovedOnMove
}

// twiceWithin is how long after another phone's move the same move
// tapped is asked about: two people at a table tap the same move 0.1–0.3 s
// apart, the second phone already showing the first's move, and without
// the question the next player lost a turn unseen (7 of 8 such taps were
// written twice).
const twiceWithin = 1500 * time.Millisecond

// twice is the question a line entered raises when it plays the move
// entered just before, at the change the page shows: nil when it is
// entered at once (asked already, a line naming its player, a game whose
// taps race, or a different move). The same phone's own is asked about
// too: a shaky double tap is the commonest way a move goes in twice, and
// the page does not hold back its own taps after its move (a hold would
// drop a quick player's next move without a word).
func (s *Server) twice(req *request) referee.Message {
	if req.Again || req.Line == "" || s.t == nil || req.Phone == "" || s.enteredBy == "" ||
		s.enteredRev != s.rev || s.now().Sub(s.enteredAt) > twiceWithin || s.t.Spec().UI.Race {
		return nil
	}
	players := s.t.Players()
	line := strings.Join(strings.Fields(req.Line), " ")
	if moveOf(line, players) != line || !sameMove(s.entered, line, players) || s.t.Moves() == 0 {
		return nil
	}
	who := s.t.Entry(s.t.Moves() - 1).Actor
	next := s.t.Session().Turn()
	if who == "" || next < 0 || next >= len(players) {
		return nil
	}
	if req.Phone == s.enteredBy {
		return EnterAgainHere{Who: who, Next: players[next]}
	}
	return EnterAgain{Who: who, Next: players[next]}
}

// sameMove reports whether two typed lines play the same move: a
// player's name before a colon left out, spaces evened, case folded
// («Папа: зелёная +1» and «зелёная +1» are one move).
func sameMove(a, b string, players []string) bool {
	return strings.EqualFold(moveOf(a, players), moveOf(b, players))
}

func moveOf(line string, players []string) string {
	l := strings.Join(strings.Fields(line), " ")
	for _, n := range players {
		for _, who := range []string{n, `"` + strings.ReplaceAll(n, `"`, "") + `"`, "«" + n + "»"} {
			if len(l) > len(who) && strings.EqualFold(l[:len(who)], who) && l[len(who)] == ':' {
				return strings.TrimSpace(l[len(who)+1:])
			}
		}
	}
	return l
}
