package serve

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/cli/cmdutil"
	"github.com/boardgame-referee/referee/internal/cli/play"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// Keeping the game as play keeps it (play.WriteKept): in the state
// folder's unfinished/, written whole after every change, locked while
// this server plays it, so that play and serve offer each other's games
// and never write one game over the other.

// keeper is the kept file of the game being played.
type keeper struct {
	path string   // "" until the game has a move
	lock *os.File // held while the game is played here
	rev  int      // the table's revision the file holds; -1 when none
}

func (k *keeper) release() {
	if k.lock != nil {
		play.UnlockKept(k.path, k.lock)
	}
	*k = keeper{rev: -1}
}

// maxKept bounds a kept file read back: a game of a few hundred thousand
// moves; anything larger is no game this server kept.
const maxKept = 64 << 20

// keep writes the game to its kept file when it changed since; with no
// move yet, or once it is over and downloaded, nothing is kept. A failure
// is said once on every page, and keeping is tried again at each change.
func (s *Server) keep() {
	t := s.t
	if t == nil {
		return
	}
	if t.Moves() == 0 {
		s.unkeep()
		return
	}
	if s.kept.rev == t.Revision() && s.down == nil {
		return
	}
	err := s.claim()
	if err == nil {
		err = play.WriteKept(s.kept.path, t)
	}
	if err != nil {
		if s.down == nil {
			s.note("bad", NotKept{Why: s.keptWhy(err)})
		}
		s.down = err
		return
	}
	if s.down != nil {
		s.down = nil
		s.note("good", KeptAgain)
	}
	s.kept.rev = t.Revision()
}

// claim names the game's kept file, when it has none, and locks it:
// `turtles-20261205-213000.txt`, with a count when that is taken.
func (s *Server) claim() error {
	if s.kept.lock != nil {
		return nil
	}
	dir, err := play.KeptDir(s.opts.Getenv)
	if err != nil {
		return err
	}
	play.RecoverKept(dir) // what a run killed while keeping left: a whole one is the game's only copy
	stamp := time.Now().Format("20060102-150405")
	for i := 1; i < 1000; i++ {
		name := s.t.Spec().ID + "-" + stamp
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		path := filepath.Join(dir, name+".txt")
		if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		lock, err := play.LockKept(path, true)
		if errors.Is(err, fs.ErrExist) || errors.Is(err, atomicfile.ErrLocked) {
			continue
		}
		if err != nil {
			return err
		}
		s.kept = keeper{path: path, lock: lock, rev: -1}
		return nil
	}
	return &fs.PathError{Op: "create", Path: dir, Err: fs.ErrExist}
}

// unkeep takes the kept file away: nothing would be lost without it.
func (s *Server) unkeep() {
	if s.kept.path == "" || s.kept.rev < 0 {
		return
	}
	if err := os.Remove(s.kept.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		s.note("bad", NotKept{Why: s.keptWhy(err)})
		return
	}
	s.kept.rev = -1
}

// keptGame is a game kept by an earlier run, offered to go on with.
type keptGame struct {
	Name    string   `json:"name"` // the kept file's name in the folder
	Text    string   `json:"text"` // the game, its players and moves, in the page's language
	Players []string `json:"players"`
	Moves   int      `json:"moves"`
	At      string   `json:"at"` // when it was kept last
	// Over: the game is over (the engine says so), kept until its record
	// is downloaded; the page says it is finished, not to go on with.
	Over bool `json:"over"`
	id   string
	last string // its last move, as written: two games of the same players differ by it
	mod  time.Time
}

// keptGames lists the games kept that no run plays now and that have a
// move (a game begun and left with none is nothing to go on with), the
// newest first. Looking leaves no lock file (play.UnlockKept).
func (s *Server) keptGames() []keptGame {
	dir, err := play.KeptDir(s.opts.Getenv)
	if err != nil {
		return nil
	}
	play.RecoverKept(dir) // a game whose first keep was cut short by a kill is offered too
	entries, _ := os.ReadDir(dir)
	var out []keptGame
	for _, e := range entries {
		name := e.Name()
		path := filepath.Join(dir, name)
		if !e.Type().IsRegular() || !strings.HasSuffix(name, ".txt") || path == s.kept.path {
			continue
		}
		lock, err := play.LockKept(path, false)
		if err != nil {
			continue // played by another run, or the folder takes no lock
		}
		k, problems := s.readKept(path, nil)
		play.UnlockKept(path, lock)
		if problems == nil && k.Moves > 0 {
			k.Name = name
			k.Over = s.keptIsOver(path)
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b keptGame) int { return b.mod.Compare(a.mod) })
	return out
}

// keptLine says a kept game: its game, players, moves, and when it was
// kept, «today at 14:13» or «yesterday at …» where it applies, not
// «2026-12-07 14:13» on the day itself.
func (s *Server) keptLine(k *keptGame) KeptLine {
	now := s.now()
	y, m, d := k.mod.In(now.Location()).Date()
	ny, nm, nd := now.Date()
	day := int(time.Date(ny, nm, nd, 0, 0, 0, 0, time.UTC).Sub(time.Date(y, m, d, 0, 0, 0, 0, time.UTC)).Hours() / 24)
	if day < 0 || day > 1 {
		day = 2
	}
	return KeptLine{Game: referee.Term("game." + k.id), Players: k.Players, Moves: referee.MoveCount(k.Moves), At: k.At,
		Day: day, Time: k.mod.In(now.Location()).Format("15:04"), Last: k.last}
}

// Offering is what the server says it offers to go on with as it starts:
// the kept game its page offers first (the newest not over); nil for none.
func (s *Server) Offering() referee.Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.t != nil {
		return nil
	}
	for _, k := range s.keptGames() {
		if !k.Over {
			return Offering{Game: s.keptLine(&k)}
		}
	}
	return nil
}

// keptIsOver reports whether the game kept in path is over, as its engine
// says once its moves are played again; a file seen before unchanged is
// not played again.
func (s *Server) keptIsOver(path string) bool {
	fi, err := os.Stat(path)
	if err != nil {
		return false
	}
	if o, ok := s.overKept[path]; ok && o.mod.Equal(fi.ModTime()) && o.size == fi.Size() {
		return o.over
	}
	over := false
	_, _ = s.readKept(path, func(g *notation.Game) {
		if t, _, _ := table.Load(s.opts.Games, filepath.Base(path), g, noFiles); t != nil {
			over = t.Over()
			t.Close()
		}
	})
	if s.overKept == nil {
		s.overKept = map[string]keptOver{}
	}
	s.overKept[path] = keptOver{mod: fi.ModTime(), size: fi.Size(), over: over}
	return over
}

// readKept reads a kept game's first game, hands it to use while the file
// is open (nil: its moves are only counted), and says what it is; else
// why it cannot (gone, a link, too large, no game the referee reads), as
// lines to show.
func (s *Server) readKept(path string, use func(*notation.Game)) (keptGame, []referee.Line) {
	fail := func(m referee.Message) (keptGame, []referee.Line) {
		return keptGame{}, []referee.Line{{Kind: referee.KindError, Message: m}}
	}
	f, err := os.OpenFile(path, os.O_RDONLY|atomicfile.NoFollow, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return fail(NoSuchKept)
	}
	if err != nil {
		return fail(KeptUnreadable{Name: filepath.Base(path), Why: cmdutil.WriteReason(err)})
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fail(KeptUnreadable{Name: filepath.Base(path), Why: cmdutil.WriteReason(err)})
	}
	if !st.Mode().IsRegular() || st.Size() > maxKept {
		return fail(NoSuchKept)
	}
	reader := notation.NewReader(path, io.LimitReader(f, maxKept), s.opts.Games.Dialect)
	g := reader.Next()
	if errs := reader.Errors(); len(errs) > 0 {
		return keptGame{}, errorLines(errs)
	}
	if g == nil || g.Dialect == nil {
		return fail(NoSuchKept)
	}
	k := keptGame{id: g.ID.Text, mod: st.ModTime(), At: st.ModTime().Format("2006-01-02 15:04")}
	for _, p := range g.Players {
		k.Players = append(k.Players, p.Text)
	}
	if spec, ok := s.opts.Games.Lookup(k.id); ok {
		k.id = spec.ID
	} else {
		return fail(NoSuchGame{Game: k.id})
	}
	if use == nil {
		// Only listed: its moves counted, a chunk at a time.
		g.Frame()
		k.Moves, k.last = movesRead(g)
		if errs := reader.Errors(); len(errs) > 0 {
			return keptGame{}, errorLines(errs)
		}
		return k, nil
	}
	use(g)
	return k, nil
}

// movesRead counts a framed game's moves read without an error, a chunk
// at a time, and gives the last of them as written (`Tom: 2f`): the one
// count of a kept game's moves (play's own went, unused).
func movesRead(g *notation.Game) (int, string) {
	n, last := 0, ""
	for {
		for _, m := range g.Moves {
			if m.Err == nil && !m.NoEntry {
				n++
				last = m.Text
				if m.Actor != "" {
					last = m.Actor + ": " + m.Text
				}
			}
		}
		if !g.More() {
			return n, last
		}
	}
}

// errorLines are the reader's errors as lines to show, at their places.
func errorLines(errs []*notation.Error) []referee.Line {
	var out []referee.Line
	for _, e := range errs {
		kind := referee.KindError
		if e.Note {
			kind = referee.KindNote
		}
		out = append(out, referee.Line{Kind: kind, Pos: e.Pos, Message: e.Message})
	}
	return out
}

// resume goes on with a kept game: it becomes this server's game, its
// file this server's to keep. When it cannot, it says why: a message, or
// what reading the game found (table.Load's own lines).
func (s *Server) resume(name string) (referee.Message, []referee.Line) {
	dir, err := play.KeptDir(s.opts.Getenv)
	if err != nil {
		return NotKept{Why: s.keptWhy(err)}, nil
	}
	if name != filepath.Base(name) || !strings.HasSuffix(name, ".txt") || strings.HasPrefix(name, ".") {
		return NoSuchKept, nil
	}
	path := filepath.Join(dir, name)
	lock, err := play.LockKept(path, false)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, atomicfile.ErrLocked) {
		return NoSuchKept, nil
	}
	if err != nil {
		return KeptUnreadable{Name: name, Why: cmdutil.WriteReason(err)}, nil
	}
	var t *table.Table
	var problems []referee.Line
	_, failed := s.readKept(path, func(g *notation.Game) {
		var rep *referee.Report
		t, rep, problems = table.Load(s.opts.Games, name, g, noFiles)
		if t == nil && rep != nil {
			// What kept the game from the table, as check says it.
			for _, l := range rep.Lines {
				if l.Kind == referee.KindError || l.Kind == referee.KindViolation {
					problems = append(problems, l)
				}
			}
		}
	})
	if failed != nil || t == nil {
		play.UnlockKept(path, lock)
		if failed == nil {
			failed = problems
		}
		if failed == nil {
			return NoSuchKept, nil
		}
		return nil, failed
	}
	s.kept.release()
	s.kept = keeper{path: path, lock: lock, rev: t.Revision()}
	s.begin(t)
	s.sayLast()
	return nil, nil
}

// sayLast logs the last move of a game gone on with and its verdict, as
// it was said when it was played: the family sees where it was. It is
// said by a copy of the game, the move taken back and entered again; the
// game itself is not touched. A move the copy cannot say again (one that
// asked a question) is shown as written.
func (s *Server) sayLast() {
	n := s.t.Moves()
	if n == 0 {
		return
	}
	e := s.t.Entry(n - 1)
	var text bytes.Buffer
	if s.t.WriteTranscript(&text) == nil {
		g := notation.NewReader("", &text, s.opts.Games.Dialect).Next()
		if c, _, problems := table.Load(s.opts.Games, "", g, noFiles); c != nil && problems == nil {
			defer c.Close()
			if _, ok := c.Undo(); ok {
				if r := c.Enter(e.Line); r.Played == 1 && !r.Refused && r.Ask == nil {
					s.log = append(s.log, said{typed: e.Line, lines: append(r.Lines, r.Notes...)})
					return
				}
			}
		}
	}
	s.log = append(s.log, said{typed: e.Line, lines: []referee.Line{}})
}

// forget takes a kept game away from the list, never losing it unsaid:
// the file is moved (renamed, at once whole) from unfinished/ to removed/
// beside it in the state folder, and the page says where. A game another
// run plays, or a name that is no kept game's, is refused.
func (s *Server) forget(name string) (referee.Message, bool) {
	dir, err := play.KeptDir(s.opts.Getenv)
	if err != nil {
		return NotKept{Why: s.keptWhy(err)}, false
	}
	if name != filepath.Base(name) || !strings.HasSuffix(name, ".txt") || strings.HasPrefix(name, ".") {
		return NoSuchKept, false
	}
	path := filepath.Join(dir, name)
	if path == s.kept.path {
		return NoSuchKept, false // the game played here is no kept game to remove
	}
	if st, err := os.Lstat(path); err != nil || !st.Mode().IsRegular() {
		return NoSuchKept, false
	}
	lock, err := play.LockKept(path, false)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, atomicfile.ErrLocked) {
		return NoSuchKept, false
	}
	if err != nil {
		return KeptUnreadable{Name: name, Why: cmdutil.WriteReason(err)}, false
	}
	defer play.UnlockKept(path, lock) // the lock's file goes with the game
	removed := filepath.Join(filepath.Dir(dir), "removed")
	if err := os.Mkdir(removed, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return NotRemoved{Name: name, Why: cmdutil.WriteReason(err)}, false
	}
	// Never through a link nobody named: removed/ must be a folder of its
	// own, not a link to one elsewhere.
	if st, err := os.Lstat(removed); err != nil || !st.IsDir() {
		return NotRemoved{Name: name, Why: cmdutil.WriteReason(fs.ErrExist)}, false
	}
	// A hard link, then the kept name taken away: unlike a rename, a link
	// never replaces a file of the same name that appeared meanwhile.
	to := filepath.Join(removed, name)
	for i := 2; ; i++ {
		err := os.Link(path, to)
		if err == nil {
			break
		}
		if !errors.Is(err, fs.ErrExist) || i > 999 {
			return NotRemoved{Name: name, Why: cmdutil.WriteReason(err)}, false
		}
		to = filepath.Join(removed, strings.TrimSuffix(name, ".txt")+"-"+strconv.Itoa(i)+".txt")
	}
	if err := os.Remove(path); err != nil {
		_ = os.Remove(to) // the game stays kept where it was
		return NotRemoved{Name: name, Why: cmdutil.WriteReason(err)}, false
	}
	return Removed{Path: to}, true
}

// noFiles reads no file for a game's header (a track map): serve reads
// nothing outside the state folder; the built-in tracks need none.
func noFiles(name string) ([]byte, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
}
