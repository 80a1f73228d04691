// Package serve is `referee serve`: the table on every phone at the table.
// It is one more driver of the session `play` drives (internal/table): a
// move tapped or typed on any phone is one line entered at the table, its
// verdict the table's paragraphs, the position drawn as the replay page
// draws it. Every browser on the game hears of each change by server-sent
// events and fetches the game again, in its own language.
//
// Nothing but the state folder is read or written: the game is kept there
// as play keeps it (atomically, after every move), and a kept game is
// offered again when serve starts anew.
package serve

import (
	"context"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// Options are what a server is made with.
type Options struct {
	Games   *games.Registry
	Catalog *say.Catalog // both languages
	// Lang is the language every page speaks (--lang); "" lets each
	// browser choose by its Accept-Language.
	Lang   string
	Getenv func(string) string
	// Token, when set, must be in every request's address (`?t=…`): the
	// server listens where other machines reach it (--lan).
	Token string
	// Game is the game the page offers first (`serve turtles`).
	Game string
	// Rate is how many requests a second the server answers, Burst how
	// many at once; 0 for the defaults.
	Rate, Burst float64
}

// Server is one game at the table, shared by every browser on it.
type Server struct {
	opts Options
	mux  *http.ServeMux
	lim  *limiter
	hub  *hub

	mu   sync.Mutex
	t    *table.Table
	rev  int    // counts every change, told to the browsers
	log  []said // what the referee said, newest last
	kept keeper // the game's kept file
	down error  // why the game is not kept now; nil when it is
	// held is the value of the game's held view flag (referee.UI.Held:
	// super-race's dice) as tapped so far, for its moves and picture.
	held string
	// waiting is the line whose verdict waits on the table's question,
	// to be logged with the answer; "" for none.
	waiting string
	// picks are what the game over keeps hidden (turtles' colours), given
	// by each player on a phone of their own, by the player's number:
	// held here, never told another phone, until all are in and the one
	// line they make is entered (were each phone to know only its own
	// picks, Enter would stay greyed on both).
	picks map[int]string
	// pickedBy is the phone each pick was made on (request.Phone), by the
	// player's number; secretRound counts the times every pick was made
	// again (a value two players gave, secretClash said on every phone).
	pickedBy    map[int]string
	secretRound int
	// pickSeq counts each player's picks: a phone whose own pick was
	// changed on another phone lets go of it.
	pickSeq     map[int]int
	secretClash bool
	// saved is the table's revision last downloaded whole, -1 for none:
	// a game that cannot be kept may be left once the family has it.
	saved int
	// closed: the server is stopping and takes no more changes.
	closed bool
	runID  string // this run, told the pages (state.Run)
	// keptAt is the file the game was kept in when the server closed, ""
	// for none (KeptAt); keptOver, that the game was over then.
	keptAt   string
	keptOver bool
	// notice is what the last change said that is no problem (a kept game
	// removed, and where its record is), for the page that asked.
	notice referee.Message
	// overKept says of each kept file read back whether its game is over,
	// by its path, while its size and time are the same: the list of kept
	// games says so without playing each game again at every look.
	overKept map[string]keptOver
	// entered is the line entered by the last change, when the last
	// change was a line entered (at rev enteredRev): a phone whose same
	// move lost the race is told it is in already, not that the game
	// changed.
	entered    string
	enteredRev int
	// games counts the games begun on this run (state.Play.Game): a page
	// tells the game it showed from one another phone began since.
	games int
	// enteredBy is the phone that entered it (request.Phone), enteredAt
	// when: the same move from another phone just after is asked about.
	enteredBy string
	enteredAt time.Time
	now       func() time.Time
}

// keptOver is whether a kept file's game is over, for the file as it was.
type keptOver struct {
	mod  time.Time
	size int64
	over bool
}

// said is one typed line and what the referee said of it: kept as lines,
// said in each browser's language when it asks.
type said struct {
	typed string
	lines []referee.Line
	msg   referee.Message // a message of serve's own, when no lines
	kind  string
}

// maxLog is how many typed lines the page shows what was said of.
const maxLog = 40

// New makes a server; it listens nowhere (Handler does the serving).
func New(opts Options) *Server {
	if opts.Getenv == nil {
		opts.Getenv = os.Getenv
	}
	if opts.Rate <= 0 {
		opts.Rate = 30
	}
	if opts.Burst <= 0 {
		opts.Burst = 120
	}
	s := &Server{opts: opts, lim: newLimiter(opts.Rate, opts.Burst), hub: newHub(), now: time.Now}
	s.kept.rev, s.saved = -1, -1
	s.runID, _ = NewToken()
	s.routes()
	return s
}

// Close ends every event stream, takes no more changes and lets go of
// the kept game's lock.
func (s *Server) Close() {
	s.hub.close()
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed && s.t != nil && s.kept.rev >= 0 && s.down == nil {
		s.keptAt = s.kept.path
		s.keptOver = s.t.Over()
	}
	s.closed = true
	s.kept.release()
	if s.t != nil {
		s.t.Close()
	}
}

// Shutdown stops srv, which serves this server's Handler: the event
// streams end first, so that the shutdown need not wait for them; the
// requests in flight then end, each keeping the game it changed, and only
// then is the kept game's lock let go (a move let go of it first would
// be kept in a file nobody holds, or one claimed anew).
func (s *Server) Shutdown(ctx context.Context, srv *http.Server) error {
	s.hub.close()
	err := srv.Shutdown(ctx)
	s.Close()
	return err
}

// Play makes a game loaded from a transcript the one played.
func (s *Server) Play(t *table.Table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.begin(t)
	s.changed()
}

// Kept is what to say of the game played once the server closed: where
// it is kept (KeptAt), or, a game over whose record was not downloaded,
// that it is over and kept (KeptOverAt: not «unfinished»); nil when none
// was kept.
func (s *Server) Kept() referee.Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.keptAt == "":
		return nil
	case s.keptOver:
		return KeptOverAt{Path: s.keptAt}
	}
	return KeptAt{Path: s.keptAt}
}
