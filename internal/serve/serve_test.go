package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/games"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// testServer is a server over a state folder of its own, and its address.
type testServer struct {
	*Server
	http  *httptest.Server
	state string
}

func newTestServer(t *testing.T, state string, opt func(*Options)) *testServer {
	t.Helper()
	catalog, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	if state == "" {
		state = t.TempDir()
	}
	o := Options{Games: games.NewRegistry(), Catalog: catalog, Getenv: func(k string) string {
		if k == "XDG_STATE_HOME" {
			return state
		}
		return ""
	}}
	if opt != nil {
		opt(&o)
	}
	s := New(o)
	h := httptest.NewServer(s.Handler())
	t.Cleanup(func() { s.Close(); h.Close() })
	return &testServer{Server: s, http: h, state: state}
}

// call sends a request and reads the answer: the state when it is one.
func (ts *testServer) call(t *testing.T, method, path, body, lang string) (int, string, *state) {
	t.Helper()
	req, err := http.NewRequest(method, ts.http.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if lang != "" {
		req.Header.Set("Accept-Language", lang)
	}
	if method == "POST" {
		req.Header.Set("Content-Type", "application/json") // as the page sends it
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var out struct {
		Problem []struct{ Text string }
		State   *state
	}
	var st *state
	if json.Unmarshal(b, &out) == nil && out.State != nil {
		st = out.State
	} else if path == "/api/state" {
		st = new(state)
		_ = json.Unmarshal(b, st)
	}
	return resp.StatusCode, string(b), st
}

func (ts *testServer) start(t *testing.T, game string, players ...string) *state {
	t.Helper()
	b, _ := json.Marshal(request{Game: game, Players: players})
	code, body, st := ts.call(t, "POST", "/api/start", string(b), "")
	if code != 200 || st == nil || st.Play == nil {
		t.Fatalf("start %s: %d %s", game, code, body)
	}
	return st
}

func (ts *testServer) enter(t *testing.T, line, lang string) *state {
	t.Helper()
	b, _ := json.Marshal(request{Line: line})
	code, body, st := ts.call(t, "POST", "/api/enter", string(b), lang)
	if code != 200 || st == nil || st.Play == nil {
		t.Fatalf("enter %q: %d %s", line, code, body)
	}
	return st
}

func lastSaid(st *state) string {
	log := st.Play.Log
	if len(log) == 0 {
		return ""
	}
	var parts []string
	for _, p := range log[len(log)-1].Said {
		parts = append(parts, p.Text)
	}
	return strings.Join(parts, " ")
}

// TestVerdictsAsTheTableSaysThem: a legal move told, an illegal one
// explained and not played, in the browser's language; undo takes a move
// back; the position is drawn after every move.
func TestVerdictsAsTheTableSaysThem(t *testing.T) {
	ts := newTestServer(t, "", nil)
	st := ts.start(t, "turtles", "Ann", "Bob")
	// Who moves, then what the game says first (its words are the game's).
	if st.Play.Due != "Next to move: Ann." || len(st.Play.About) < 10 {
		t.Errorf("due: %q, then %q", st.Play.Due, st.Play.About)
	}
	if len(st.Play.Choices) == 0 || !strings.Contains(st.Play.Picture, "<svg") {
		t.Fatalf("no moves or no picture: %+v", st.Play)
	}
	before := st.Play.Picture
	st = ts.enter(t, "red +1", "")
	if got, want := lastSaid(st), "Move 1 (Ann: red +1): the red turtle moves from the start to square 1."; got != want {
		t.Errorf("said %q, want %q", got, want)
	}
	if st.Play.Picture == before {
		t.Error("the picture did not change after a move")
	}
	st = ts.enter(t, "red +7", "ru-RU,ru;q=0.9,en;q=0.5")
	if got := lastSaid(st); !strings.HasPrefix(got, "Ход 2 (Bob: red +7): карты «красная\u00a0+7» в\u00a0колоде нет") {
		t.Errorf("refusal in Russian: %q", got)
	}
	if st.Play.Moves != 1 || st.Lang != "ru" || !strings.HasPrefix(st.Play.Due, "Ходит игрок Bob.") {
		t.Errorf("after a refusal: %d moves, %s, %q", st.Play.Moves, st.Lang, st.Play.Due)
	}
	_, _, st = ts.call(t, "POST", "/api/undo", "{}", "")
	if st.Play.Moves != 0 || lastSaid(st) != "Taken back: Ann: red +1." {
		t.Errorf("undo: %d moves, %q", st.Play.Moves, lastSaid(st))
	}
	_, _, st = ts.call(t, "POST", "/api/undo", "{}", "")
	if lastSaid(st) != "There is no move to take back." {
		t.Errorf("undo with no move: %q", lastSaid(st))
	}
}

// TestLangFixed: --lang makes every page speak it, whatever the browser
// asks.
func TestLangFixed(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	_, _, st := ts.call(t, "GET", "/api/state", "", "en-US")
	if st.Lang != "ru" || st.Words["start"] != "Начать" {
		t.Errorf("lang %q, start %q", st.Lang, st.Words["start"])
	}
}

// TestTappedChoicesPlay: every move offered, entered as offered, is
// legal — in both languages (the Russian words are what is entered at a
// Russian table).
func TestTappedChoicesPlay(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		for _, game := range []string{"turtles", "chinese-checkers", "big-races"} {
			ts := newTestServer(t, "", func(o *Options) { o.Lang = lang })
			st := ts.start(t, game, "Ann", "Bob")
			for _, c := range st.Play.Choices {
				after := ts.enter(t, c.Move, "")
				if after.Play.Moves != 1 {
					t.Errorf("%s %s: %q (%q) was not played: %s", lang, game, c.Move, c.Label, lastSaid(after))
				}
				if strings.Contains(c.Move, "—") {
					t.Errorf("%s %s: %q enters the words after the dash too (the record carries them)", lang, game, c.Move)
				}
				ts.call(t, "POST", "/api/undo", "{}", "")
			}
		}
	}
}

// TestSuperRaceDice: the dice given, the routes they allow are offered,
// and one tapped is played.
func TestSuperRaceDice(t *testing.T) {
	ts := newTestServer(t, "", nil)
	st := ts.start(t, "super-race", "Melanie", "Edgar")
	if !st.Play.Unlisted || len(st.Play.Choices) != 0 {
		t.Fatalf("moves listed before the dice: %+v", st.Play.Choices)
	}
	_, _, st = ts.call(t, "POST", "/api/held", `{"held":"rs rs rc bs yc"}`, "")
	if len(st.Play.Choices) != 5 || st.Play.Held != "rs rs rc bs yc" {
		t.Fatalf("routes: %+v", st.Play.Choices)
	}
	st = ts.enter(t, st.Play.Choices[0].Move, "")
	if st.Play.Moves != 1 || st.Play.Held != "" {
		t.Errorf("route not played, or the dice kept: %s", lastSaid(st))
	}
	// Dice tapped so far are kept and shared, with no route before the
	// fifth; six are refused. A page loaded before /api/held posts to
	// /api/dice, which still answers.
	_, _, st = ts.call(t, "POST", "/api/dice", `{"dice":"rs rs"}`, "")
	if st.Play.Held != "rs rs" || len(st.Play.Choices) != 0 {
		t.Errorf("two dice: kept %q, %d routes", st.Play.Held, len(st.Play.Choices))
	}
	code, body, st := ts.call(t, "POST", "/api/held", `{"held":"rs rs rs rs rs rs"}`, "")
	if code != 200 || st.Play.Held != "rs rs" || strings.Contains(body, `"problem":null`) {
		t.Errorf("six dice: %d, kept %q", code, st.Play.Held)
	}
}

// TestDownloadPassesCheck: the transcript downloaded at any time is a
// game check reads, with no problem, and it replays to the same moves.
func TestDownloadPassesCheck(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ts.start(t, "turtles", "Маша", "бабушка Зина", `Пётр "Великий"`)
	for _, m := range []string{"красная +1", "синяя +2", "red +1", "жёлтая +1"} {
		ts.enter(t, m, "")
	}
	code, text, _ := ts.call(t, "GET", "/transcript", "", "")
	if code != 200 || !strings.HasPrefix(text, "игра: черепахи\nигроки: Маша, бабушка Зина, «Пётр \"Великий\"»\n") {
		t.Fatalf("%d %q", code, text)
	}
	f := notation.ReadAll("game.txt", []byte(text), games.NewRegistry().Dialect)
	if len(f.Errors) > 0 || len(f.Games) != 1 {
		t.Fatalf("framing: %v", f.Errors)
	}
	r := referee.ReplayGame("game.txt", f.Games[0], games.NewRegistry(), referee.Options{})
	if p := r.FirstProblem(); p != nil || r.Session.Moves() != 4 {
		t.Errorf("check of the download: %+v, %d moves", p, r.Session.Moves())
	}
}

// TestKeptAndOfferedAgain: the game is kept after every move, as play
// keeps it; a server started anew offers it, and goes on with it.
func TestKeptAndOfferedAgain(t *testing.T) {
	state := t.TempDir()
	ts := newTestServer(t, state, nil)
	ts.start(t, "chinese-checkers", "Ann", "Bob")
	st := ts.enter(t, "c1-e5", "")
	kept, _ := filepath.Glob(filepath.Join(state, "referee", "unfinished", "chinese-checkers-*.txt"))
	if len(kept) != 1 {
		t.Fatalf("kept: %v", kept)
	}
	b, _ := os.ReadFile(kept[0])
	if !strings.Contains(string(b), "\nAnn: c1-e5\n") || !strings.HasPrefix(string(b), "# referee play:") {
		t.Errorf("kept file: %q", b)
	}
	bobs := st.Play.Choices[0].Move
	ts.enter(t, bobs, "")
	b, _ = os.ReadFile(kept[0])
	if !strings.Contains(string(b), "\nBob: "+bobs+"\n") {
		t.Errorf("kept after the second move: %q", b)
	}
	// Another server on the same folder: the game is played here, so it
	// is not offered there.
	other := newTestServer(t, state, nil)
	if _, _, st := other.call(t, "GET", "/api/state", "", ""); len(st.Kept) != 0 {
		t.Errorf("a game played elsewhere offered: %+v", st.Kept)
	}
	ts.Close()
	_, _, st = other.call(t, "GET", "/api/state", "", "")
	if len(st.Kept) != 1 || st.Kept[0].Moves != 2 || !strings.HasPrefix(st.Kept[0].Text, "Chinese Checkers: Ann and Bob, 2 moves, kept ") || strings.Join(st.Kept[0].Players, ",") != "Ann,Bob" {
		t.Fatalf("offered: %+v", st.Kept)
	}
	b, _ = json.Marshal(request{Name: st.Kept[0].Name})
	_, _, st = other.call(t, "POST", "/api/resume", string(b), "")
	if st.Play == nil || st.Play.Moves != 2 || st.Play.Turn != 0 {
		t.Fatalf("resumed: %+v", st.Play)
	}
	other.enter(t, "c2-e6", "")
	b, _ = os.ReadFile(kept[0])
	if !strings.Contains(string(b), "\nBob: "+bobs+"\nAnn: c2-e6\n") {
		t.Errorf("the resumed game kept in its own file: %q", b)
	}
	for _, bad := range []string{"../x.txt", "/etc/passwd", ".hidden.txt", "nothing.txt"} {
		b, _ = json.Marshal(request{Name: bad})
		if _, body, _ := other.call(t, "POST", "/api/resume", string(b), ""); !strings.Contains(body, "no longer kept") {
			t.Errorf("resume %q: %s", bad, body)
		}
	}
}

// TestTokenAndBounds: with a token, a request without it is refused and
// one with it served; on loopback, a name that is not loopback's is
// refused; a body too large and too many requests are refused.
func TestTokenAndBounds(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Token = "s3cret" })
	for _, path := range []string{"/", "/api/state", "/page.js", "/transcript", "/api/events", "/api/state?t=wrong"} {
		if code, body, _ := ts.call(t, "GET", path, "", ""); code != http.StatusForbidden || !strings.Contains(body, "token") {
			t.Errorf("%s without the token: %d %q", path, code, body)
		}
	}
	if code, _, _ := ts.call(t, "POST", "/api/start?t=nope", `{"game":"turtles","players":["a"]}`, ""); code != http.StatusForbidden {
		t.Errorf("start without the token: %d", code)
	}
	if code, _, _ := ts.call(t, "GET", "/api/state?t=s3cret", "", ""); code != 200 {
		t.Errorf("with the token: %d", code)
	}

	local := newTestServer(t, "", nil)
	req, _ := http.NewRequest("GET", local.http.URL+"/api/state", nil)
	req.Host = "attacker.example:80"
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("another host name on loopback: %d", resp.StatusCode)
	}
	big := `{"line":"` + strings.Repeat("x", maxBody) + `"}`
	if code, _, _ := local.call(t, "POST", "/api/enter", big, ""); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a large body: %d", code)
	}

	slow := newTestServer(t, "", func(o *Options) { o.Rate, o.Burst = 0.001, 3 })
	codes := []int{}
	for range 5 {
		code, _, _ := slow.call(t, "GET", "/api/state", "", "")
		codes = append(codes, code)
	}
	if codes[2] != 200 || codes[3] != http.StatusTooManyRequests {
		t.Errorf("rate: %v", codes)
	}
}

// TestNamesAreText: a name that looks like markup reaches the page as a
// string, and the picture escapes it.
func TestNamesAreText(t *testing.T) {
	ts := newTestServer(t, "", nil)
	st := ts.start(t, "turtles", "<img src=x onerror=alert(1)>", "Bob")
	if st.Play.Players[0] != "<img src=x onerror=alert(1)>" || strings.Contains(st.Play.Picture, "<img") {
		t.Errorf("players %q; picture holds markup: %v", st.Play.Players, strings.Contains(st.Play.Picture, "<img"))
	}
}

func TestPickLang(t *testing.T) {
	for header, want := range map[string]string{
		"": "en", "ru": "ru", "ru-RU,ru;q=0.9,en-US;q=0.8": "ru", "de-DE,en;q=0.5,ru;q=0.7": "ru",
		"fr": "en", "en-GB, ru;q=0.1": "en", "ru;q=x, en": "en",
	} {
		if got := pickLang(header); got != want {
			t.Errorf("%q: %s, want %s", header, got, want)
		}
	}
}

// TestAskedAndAnswered: a move the game cannot judge without a fact the
// header leaves out (turbo: who turned up the last card) asks; the
// answer is a header line, and the move is played after it.
func TestAskedAndAnswered(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	b, _ := json.Marshal(request{Game: "turbo", Players: []string{"Аня", "Боря", "Вика"},
		Header: []table.Header{{Key: "открыто", Value: "Аня=5л, Боря=х"}, {Key: "задание", Value: "лягушки > 5"}}})
	if code, body, st := ts.call(t, "POST", "/api/start", string(b), ""); code != 200 || st.Play == nil {
		t.Fatalf("start: %s", body)
	}
	st := ts.enter(t, "Аня: форсаж", "")
	if st.Play.Ask == nil || len(st.Play.Ask.Answers) != 2 || st.Play.Moves != 0 {
		t.Fatalf("asked: %+v, %d moves", st.Play.Ask, st.Play.Moves)
	}
	_, _, st = ts.call(t, "POST", "/api/answer", `{"answer":1}`, "")
	if st.Play.Ask != nil || st.Play.Moves != 1 {
		t.Fatalf("answered: %+v, %d moves: %s", st.Play.Ask, st.Play.Moves, lastSaid(st))
	}
	if _, text, _ := ts.call(t, "GET", "/transcript", "", ""); !strings.Contains(text, "\nход: Вика\n") || !strings.HasSuffix(text, "\nАня: форсаж\n") {
		t.Errorf("transcript: %q", text)
	}
}

// TestStaleTapRefused: two phones tapping at the same moment, both drawn
// at the same change of the game: the first tap plays, the second is
// refused as another phone's move came in first (said so, not that the
// game changed) and nothing is played for the next player; a tap
// that names no change is taken as now.
func TestStaleTapRefused(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), nil)
	st := ts.start(t, "turtles", "Маша", "Петя")
	rev := st.Rev
	tap := func(line string, rev *int) (int, *state, string) {
		b, _ := json.Marshal(request{Line: line, Rev: rev})
		code, body, st := ts.call(t, "POST", "/api/enter", string(b), "en")
		return code, st, body
	}
	_, first, _ := tap("red +1", &rev)
	if first == nil || first.Rev == rev {
		t.Fatalf("the first tap was not played: %+v", first)
	}
	code, second, body := tap("yellow +1", &rev)
	var out reply
	_ = json.Unmarshal([]byte(body), &out)
	if code != 200 || second == nil || second.Rev != first.Rev || len(out.Problem) == 0 || !strings.Contains(out.Problem[0].Text, "While you were tapping, a move was entered from another phone") {
		t.Errorf("the second tap, drawn before the first was played: %d %s", code, body)
	}
	if _, third, _ := tap("yellow +1", nil); third == nil || third.Rev == first.Rev {
		t.Errorf("a tap naming no change was not played: %+v", third)
	}
}

// TestOtherSitesRefused: a page of another site open in the same browser
// reaches the server on loopback with a loopback Host and no token asked:
// its requests that would change the game — a POST without a JSON body
// (no preflight), one its browser marks cross-site or of another origin,
// the transcript's download that ends a finished game's keeping — are
// refused, and nothing is played.
func TestOtherSitesRefused(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), nil)
	st := ts.start(t, "turtles", "Маша", "Петя")
	body := `{"line":"red +1"}`
	for _, c := range []struct {
		name         string
		method, path string
		header       map[string]string
	}{
		{"text/plain", "POST", "/api/enter", map[string]string{"Content-Type": "text/plain"}},
		{"cross-site", "POST", "/api/enter", map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}},
		{"other origin", "POST", "/api/enter", map[string]string{"Content-Type": "application/json", "Origin": "http://evil.example"}},
		{"download cross-site", "GET", "/transcript", map[string]string{"Sec-Fetch-Site": "cross-site"}},
	} {
		req, err := http.NewRequest(c.method, ts.http.URL+c.path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range c.header {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("%s: %d, want 403", c.name, resp.StatusCode)
		}
	}
	if _, _, now := ts.call(t, "GET", "/api/state", "", ""); now == nil || now.Rev != st.Rev {
		t.Errorf("a refused request changed the game: %+v", now)
	}
	// The server's own page: same origin, JSON.
	ts.enter(t, "red +1", "en")
}

// TestPanicFreesTheGame: a change that panics (net/http recovers it) lets
// go of the game's lock, so the next request is answered, not left waiting
// for ever (a fresh review's finding).
func TestPanicFreesTheGame(t *testing.T) {
	ts := newTestServer(t, "", nil)
	func() {
		defer func() { _ = recover() }()
		ts.run(&request{}, "en", ts.opts.Catalog.Speaker("en"), func(*request, *say.Speaker) (referee.Message, []referee.Line, bool) {
			panic("a bug in a handler")
		})
	}()
	if !ts.mu.TryLock() {
		t.Fatal("the game's lock is still held after a panic")
	}
	ts.mu.Unlock()
}

// TestSameMoveRaceSaid: two phones tapping the same move at
// the same moment enter it once, and the phone that lost the race is told
// that this very move is in already, not asked to look at the board; in
// Russian as in English.
func TestSameMoveRaceSaid(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), nil)
	st := ts.start(t, "turtles", "Маша", "Петя")
	rev := st.Rev
	for _, c := range []struct{ line, lang, want string }{
		{"red +1", "en", ""},
		{"Маша: red  +1", "ru", "Этот ход только что ввели с другого телефона — второй раз его не записали."},
	} {
		b, _ := json.Marshal(request{Line: c.line, Rev: &rev})
		_, body, _ := ts.call(t, "POST", "/api/enter", string(b), c.lang)
		var out reply
		_ = json.Unmarshal([]byte(body), &out)
		got := ""
		if len(out.Problem) > 0 {
			got = strings.ReplaceAll(out.Problem[0].Text, "\u00a0", " ")
		}
		if got != c.want {
			t.Errorf("%q: said %q, want %q", c.line, got, c.want)
		}
	}
	_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
	if strings.Count(rec, "red +1") != 1 {
		t.Errorf("the same move tapped on two phones at once was entered twice:\n%s", rec)
	}
	// The game changed otherwise (an undo): the page is told so, no move named.
	b, _ := json.Marshal(request{Rev: &rev})
	ts.call(t, "POST", "/api/undo", string(b), "en") // refused: rev is old
	now := rev + 1
	b, _ = json.Marshal(request{Rev: &now})
	ts.call(t, "POST", "/api/undo", string(b), "en")
	b, _ = json.Marshal(request{Line: "red +1", Rev: &now})
	_, body, _ := ts.call(t, "POST", "/api/enter", string(b), "en")
	if !strings.Contains(body, "Another phone has just changed the game") {
		t.Errorf("a move sent after another phone's undo: %s", body)
	}
}

// TestModules: each of the page's modules is served as JavaScript, under
// the token when there is one (refused without it), and its imports of
// the others carry the token as the page's own script does: a relative
// import drops the address's query, and the module would be refused.
func TestModules(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("assets", "*.js"))
	if err != nil || len(files) < 2 {
		t.Fatalf("the page's modules: %v %v", files, err)
	}
	get := func(ts *testServer, path string) (int, http.Header, string) {
		t.Helper()
		resp, err := http.Get(ts.http.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header, string(b)
	}
	from := regexp.MustCompile(`(?m)^import [^;\n]* from '([^']*)';$`)
	withToken := newTestServer(t, "", func(o *Options) { o.Token = "s3cret" })
	plain := newTestServer(t, "", nil)
	imports := 0
	for _, f := range files {
		name := filepath.Base(f)
		src, _ := os.ReadFile(f)
		if code, _, body := get(withToken, "/"+name); code != http.StatusForbidden || !strings.Contains(body, "token") {
			t.Errorf("%s without the token: %d %q", name, code, body)
		}
		code, h, body := get(withToken, "/"+name+"?t=s3cret")
		if code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/javascript") {
			t.Fatalf("%s with the token: %d %s", name, code, h.Get("Content-Type"))
		}
		want := from.FindAllStringSubmatch(string(src), -1)
		got := from.FindAllStringSubmatch(body, -1)
		if len(got) != len(want) {
			t.Fatalf("%s: imports %v served as %v", name, want, got)
		}
		for i := range got {
			imports++
			if got[i][1] != want[i][1]+"?t=s3cret" {
				t.Errorf("%s imports %s served as %s", name, want[i][1], got[i][1])
			}
			if c, _, _ := get(withToken, strings.TrimPrefix(got[i][1], ".")); c != 200 {
				t.Errorf("%s imports %s, answered %d", name, got[i][1], c)
			}
		}
		if code, h, body := get(plain, "/"+name); code != 200 || body != string(src) || !strings.HasPrefix(h.Get("Content-Type"), "text/javascript") {
			t.Errorf("%s without a token: %d %s, the file as it is: %v", name, code, h.Get("Content-Type"), body == string(src))
		}
	}
	if imports == 0 {
		t.Errorf("no module imports another: the test reads nothing")
	}
	_, _, index := get(withToken, "/?t=s3cret")
	if !strings.Contains(index, `<script type="module" src="page.js?t=s3cret">`) {
		t.Errorf("the page's entry: %s", index)
	}
}
