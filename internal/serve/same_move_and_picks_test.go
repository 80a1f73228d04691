package serve

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// post sends a move as a page does, from phone, at the change rev, and
// reads the answer whole.
func (ts *testServer) sendFrom(t *testing.T, phone, line string, rev int, again bool) reply {
	t.Helper()
	b, _ := json.Marshal(request{Line: line, Rev: &rev, Phone: phone, Again: again})
	code, body, _ := ts.call(t, "POST", "/api/enter", string(b), "ru")
	var out reply
	if err := json.Unmarshal([]byte(body), &out); code != 200 || err != nil || out.State == nil {
		t.Fatalf("enter %q: %d %s", line, code, body)
	}
	return out
}

// TestSameMoveFromAnotherPhoneAsks: a second phone's tap
// that plays the move another phone entered 30–300 ms before, sent with
// the game as it is after it, is neither played nor dropped: that phone
// is asked whether it is entered again, for the next player, and nothing
// is entered until «Записать»; a different move goes at once, and so does
// the same move once the moment is past; the same phone's own same move
// within the moment is asked about too (a double tap).
func TestSameMoveFromAnotherPhoneAsks(t *testing.T) {
	for _, gap := range []time.Duration{30 * time.Millisecond, 300 * time.Millisecond} {
		ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
		st := ts.start(t, "turtles", "Аня", "Боря", "Вова")
		out := ts.sendFrom(t, "a", "жёлтая +1", st.Rev, false)
		if out.Again != nil || out.State.Play.Moves != 1 {
			t.Fatalf("the first move: asked %v, %d moves", out.Again, out.State.Play.Moves)
		}
		rev := out.State.Rev
		time.Sleep(gap)
		out = ts.sendFrom(t, "b", "жёлтая +1", rev, false)
		want := "Этот же ход только что записали с другого телефона за игрока Аня. Записать его ещё раз — за игрока Боря?"
		if out.Again == nil || strings.ReplaceAll(out.Again.Text, "\u00a0", " ") != want || out.Again.Line != "жёлтая +1" {
			t.Fatalf("%v after: asked %+v, want %q", gap, out.Again, want)
		}
		if out.State.Rev != rev || out.State.Play.Moves != 1 || len(out.Problem) != 0 {
			t.Errorf("%v after: the move asked about changed the game (rev %d, %d moves, %v)", gap, out.State.Rev, out.State.Play.Moves, out.Problem)
		}
		out = ts.sendFrom(t, "b", "жёлтая +1", rev, true)
		if out.Again != nil || out.State.Play.Moves != 2 {
			t.Errorf("%v after: «Записать» entered nothing (%d moves, asked %+v)", gap, out.State.Play.Moves, out.Again)
		}
		_, rec, _ := ts.call(t, "GET", "/transcript", "", "")
		if !strings.Contains(rec, "Аня: жёлтая +1") || !strings.Contains(rec, "Боря: жёлтая +1") {
			t.Errorf("%v after: the record:\n%s", gap, rec)
		}
		// A different move from the other phone goes at once.
		out = ts.sendFrom(t, "a", "красная +1", out.State.Rev, false)
		if out.Again != nil || out.State.Play.Moves != 3 {
			t.Errorf("a different move was asked about or not played: %+v, %d moves", out.Again, out.State.Play.Moves)
		}
		// The same phone's own same move a moment later (a double tap):
		// asked about as another phone's is, in words of this phone, and
		// entered when answered.
		out = ts.sendFrom(t, "a", "красная +1", out.State.Rev, false)
		wantHere := "Этот же ход только что записали с этого телефона за игрока Вова. Записать его ещё раз — за игрока Аня?"
		if out.Again == nil || strings.ReplaceAll(out.Again.Text, "\u00a0", " ") != wantHere || out.State.Play.Moves != 3 {
			t.Errorf("the same phone's same move a moment later: asked %+v, %d moves, want %q", out.Again, out.State.Play.Moves, wantHere)
		}
		out = ts.sendFrom(t, "a", "красная +1", out.State.Rev, true)
		if out.Again != nil || out.State.Play.Moves != 4 {
			t.Errorf("the same phone's «Записать» entered nothing: %+v, %d moves", out.Again, out.State.Play.Moves)
		}
	}
	// Past the moment, the same move from another phone goes at once.
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	st := ts.start(t, "turtles", "Аня", "Боря")
	now := time.Now()
	ts.mu.Lock()
	ts.now = func() time.Time { return now }
	ts.mu.Unlock()
	out := ts.sendFrom(t, "a", "жёлтая +1", st.Rev, false)
	ts.mu.Lock()
	ts.now = func() time.Time { return now.Add(2 * time.Second) }
	ts.mu.Unlock()
	out = ts.sendFrom(t, "b", "жёлтая +1", out.State.Rev, false)
	if out.Again != nil || out.State.Play.Moves != 2 {
		t.Errorf("the same move 2 s later was asked about: %+v, %d moves", out.Again, out.State.Play.Moves)
	}
	// The same moment (both sent at the same change) still enters one.
	rev := out.State.Rev
	ts.sendFrom(t, "a", "синяя +1", rev, false)
	out = ts.sendFrom(t, "b", "синяя +1", rev, false)
	if out.Again != nil || out.State.Play.Moves != 3 || len(out.Problem) == 0 || !strings.Contains(strings.ReplaceAll(out.Problem[0].Text, "\u00a0", " "), "второй раз его не записали") {
		t.Errorf("the same move at the same moment: asked %+v, %d moves, %v", out.Again, out.State.Play.Moves, out.Problem)
	}
}

// TestSecretPicksOwnPhone: a pick made on one phone is not
// overwritten from another unless that page asked first (Again); a
// colour two players picked is found at Enter: no line entered, every
// pick cleared, and every phone's state says so naming no colour; the
// outcome says nothing the panel under it asks.
func TestSecretPicksOwnPhone(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	ts.start(t, "turtles", "Аня", "Боря")
	ts.enter(t, "setup: 7=blue, 6=green/yellow, 4=red", "ru")
	ts.enter(t, "зелёная +1", "ru")
	st := ts.enter(t, "синяя +2", "ru")
	if st.Play.Secret == nil {
		t.Fatal("the race is not over: the test tests nothing")
	}
	for _, o := range st.Play.Outcome {
		if strings.Contains(o, "выберите ниже") {
			t.Errorf("the outcome asks what the panel under it asks: %q", o)
		}
	}
	secret := func(body string) (string, *state) {
		t.Helper()
		_, b, st := ts.call(t, "POST", "/api/secret", body, "ru")
		return strings.ReplaceAll(b, "\u00a0", " "), st
	}
	secret(`{"player":0,"value":"красная","phone":"a"}`)
	if b, _ := secret(`{"player":0,"value":"синяя","phone":"b"}`); !strings.Contains(b, "Этот выбор сделан на другом телефоне") {
		t.Errorf("phone b overwrote Аня's pick made on phone a: %s", b)
	}
	if b, _ := secret(`{"player":0,"value":"синяя","phone":"b","again":true}`); strings.Contains(b, "problem\":[") {
		t.Errorf("asked first, phone b could not change Аня's pick: %s", b)
	}
	// Боря picks the colour Аня holds: taken, nothing said.
	if b, _ := secret(`{"player":1,"value":"синяя","phone":"b"}`); strings.Contains(b, "problem\":[") {
		t.Errorf("a colour picked twice was refused at the tap: %s", b)
	}
	_, st = secret(`{"send":true,"phone":"a","picks":{}}`)
	if st == nil || st.Play.Secret == nil || fmt.Sprint(st.Play.Secret.Given) != "[false false]" || st.Play.Secret.Round != 1 {
		t.Fatalf("a colour picked twice: %+v", st)
	}
	_, _, other := ts.call(t, "GET", "/api/state", "", "en")
	for _, c := range []string{st.Play.Secret.Clash, other.Play.Secret.Clash} {
		c = strings.ReplaceAll(c, "\u00a0", " ")
		if c != "Два игрока выбрали один и тот же цвет. Все выборы сброшены: сверьте жетоны и выберите цвета заново — каждый свой." && c != "Two players picked the same colour. All picks were undone: check your tokens and pick the colours again, each your own." {
			t.Errorf("the clash said: %q", c)
		}
	}
	if _, rec, _ := ts.call(t, "GET", "/transcript", "", ""); strings.Contains(rec, "цвета:") {
		t.Errorf("a colour picked twice was entered:\n%s", rec)
	}
	secret(`{"player":0,"value":"красная","phone":"a"}`)
	secret(`{"player":1,"value":"синяя","phone":"b"}`)
	if _, st = secret(`{"send":true,"phone":"b","picks":{}}`); st.Play.Secret != nil {
		t.Errorf("one colour each was not entered: %+v", st.Play.Secret)
	}
}

// TestTurboStartSaidOnce: card counts that match neither
// one for all nor one each are said with the count of players and its
// plural; a game begun without counts says what can still be done, the
// line to type with the players' names, not that it is too late.
func TestTurboStartSaidOnce(t *testing.T) {
	ts := newTestServer(t, "", func(o *Options) { o.Lang = "ru" })
	_, _, st := ts.call(t, "GET", "/api/state", "", "ru")
	for n, want := range map[int]string{
		1: "За столом 1 игрок: впишите одно число на всех или 1 число",
		3: "За столом 3 игрока: впишите одно число на всех или 3 числа, по одному на каждого в порядке игроков",
		5: "За столом 5 игроков: впишите одно число на всех или 5 чисел, по одному на каждого в порядке игроков",
	} {
		if n >= len(st.EachWrong) || !strings.Contains(strings.ReplaceAll(st.EachWrong[n], "\u00a0", " "), want) {
			t.Errorf("%d players: the counts refused with %q, want %q", n, st.EachWrong, want)
		}
	}
	st = ts.start(t, "turbo", "Аня", "Боря", "Вова")
	said := ""
	for _, e := range st.Play.Log {
		for _, p := range e.Said {
			said += strings.ReplaceAll(p.Text, "\u00a0", " ") + "\n"
		}
	}
	if !strings.Contains(said, "наберите в строке ниже «карты: Аня=18, Боря=18, Вова=18» со своими числами") || strings.Contains(said, "задают, когда начинают") {
		t.Errorf("begun without counts, the page says:\n%s", said)
	}
	// And the line it says to type is taken.
	ts.enter(t, "карты: Аня=19, Боря=19, Вова=18", "ru")
	if _, rec, _ := ts.call(t, "GET", "/transcript", "", ""); !strings.Contains(rec, "карты: Аня=19, Боря=19, Вова=18") {
		t.Errorf("the line the page says to type was not taken:\n%s", rec)
	}
}

// TestResumedRecordOneLanguage: a Russian game kept and
// gone on with after a restart is written in Russian whole: its first
// line too (it began `game: turtles` over `игроки:`), whatever the
// language of the page that goes on with it.
func TestResumedRecordOneLanguage(t *testing.T) {
	state := t.TempDir()
	first := newTestServer(t, state, func(o *Options) { o.Lang = "ru" })
	first.start(t, "turtles", "Аня", "Боря")
	first.enter(t, "красная +1", "ru")
	_, _, st := first.call(t, "GET", "/api/state", "", "ru")
	name := st.Play.Kept
	first.Close()
	for _, lang := range []string{"ru", "en"} {
		next := newTestServer(t, state, func(o *Options) { o.Lang = lang })
		b, _ := json.Marshal(request{Name: name})
		if _, body, st := next.call(t, "POST", "/api/resume", string(b), lang); st == nil || st.Play == nil {
			t.Fatalf("%s: not resumed: %s", lang, body)
		}
		_, rec, _ := next.call(t, "GET", "/transcript", "", lang)
		if !strings.HasPrefix(rec, "игра: черепахи\nигроки: Аня, Боря\n") {
			t.Errorf("%s page: the record gone on with:\n%s", lang, rec)
		}
		next.Close()
	}
}

// TestKeptSaidTodayYesterday: a kept game on the start page
// says when it was kept in words where they apply: «сегодня в 14:13»,
// «вчера в 14:13», else the date.
func TestKeptSaidTodayYesterday(t *testing.T) {
	state := t.TempDir()
	first := newTestServer(t, state, func(o *Options) { o.Lang = "ru" })
	first.start(t, "turtles", "Аня", "Боря")
	first.enter(t, "красная +1", "ru")
	first.Close()
	next := newTestServer(t, state, func(o *Options) { o.Lang = "ru" })
	_, _, st := next.call(t, "GET", "/api/state", "", "ru")
	if len(st.Kept) != 1 {
		t.Fatalf("kept: %+v", st.Kept)
	}
	mod, err := time.ParseInLocation("2006-01-02 15:04", st.Kept[0].At, time.Local)
	if err != nil {
		t.Fatal(err)
	}
	at := mod.Format("15:04")
	for _, c := range []struct {
		later time.Duration
		want  string
	}{{0, "сохранена сегодня в " + at}, {24 * time.Hour, "сохранена вчера в " + at}, {72 * time.Hour, "сохранена " + st.Kept[0].At}} {
		next.mu.Lock()
		next.now = func() time.Time { return mod.Add(c.later) }
		next.mu.Unlock()
		_, _, st := next.call(t, "GET", "/api/state", "", "ru")
		if got := strings.ReplaceAll(st.Kept[0].Text, "\u00a0", " "); !strings.Contains(got, c.want) {
			t.Errorf("%v later: %q, want %q", c.later, got, c.want)
		}
	}
}
