package play

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// pasted is a paste as the editor gives it: its lines, each but the last
// with more of the paste already read behind it.
type pasted struct{ lines []string }

func (p *pasted) Line(string) (string, error) {
	if len(p.lines) == 0 {
		return "", io.EOF
	}
	l := p.lines[0]
	p.lines = p.lines[1:]
	return l, nil
}

func (p *pasted) Buffered() bool { return len(p.lines) > 0 }
func (p *pasted) Close()         {}

// keptFront is a table at a terminal whose games are kept in a folder of
// the test's.
func keptFront(t *testing.T, lang string) (*front, string) {
	t.Helper()
	r := testFront(t, lang)
	state := t.TempDir()
	r.opts.Getenv = func(k string) string {
		if k == "XDG_STATE_HOME" {
			return state
		}
		return ""
	}
	r.tty = true
	t.Chdir(t.TempDir())
	return r, filepath.Join(state, "referee", "unfinished")
}

// TestPasteKeptOnce: the moves of a paste are kept once the paste is
// played, not one by one (issue 41, item 9: the game written out at
// every line made a paste of 16,000 moves cost 25 s).
func TestPasteKeptOnce(t *testing.T) {
	r, dir := keptFront(t, "en")
	r.chooseGame("turtles")
	r.startGame("A, B")
	p := &pasted{}
	for i := range 300 {
		p.lines = append(p.lines, []string{"red +1", "red -1"}[i%2])
	}
	r.in = p
	r.loop()
	if r.t.Moves() != 300 {
		t.Fatalf("%d moves played", r.t.Moves())
	}
	if r.kept.writes != 1 {
		t.Errorf("the game was written %d times for a paste of 300 moves", r.kept.writes)
	}
	kept, _ := filepath.Glob(filepath.Join(dir, "turtles-*.txt"))
	if len(kept) != 1 {
		t.Fatalf("kept: %v", kept)
	}
	if data, _ := os.ReadFile(kept[0]); strings.Count(string(data), ": red ") != 300 {
		t.Errorf("the kept game holds %d moves", strings.Count(string(data), ": red "))
	}
}

// TestKeysCountLines: the line ends given to the editor are counted until
// it returns them as lines (a CR and a LF together once, none inside an
// escape), and a paste under way counts as more to come.
func TestKeysCountLines(t *testing.T) {
	k := &keys{in: strings.NewReader("\x1b[200~red +1\r\nblue +1\rx\x1b[1;5D\x1b[201~")}
	buf := make([]byte, 256)
	if _, err := k.Read(buf); err != nil {
		t.Fatal(err)
	}
	if k.queued != 2 || k.pasting {
		t.Errorf("queued %d, pasting %v", k.queued, k.pasting)
	}
	k.lineRead()
	if !k.buffered() {
		t.Error("a line read and waiting is not buffered")
	}
	k.lineRead()
	k.lineRead()
	if k.buffered() || k.queued != 0 {
		t.Errorf("queued %d after every line was returned", k.queued)
	}
	k = &keys{in: strings.NewReader("\x1b[200~red +1\r")}
	_, _ = k.Read(buf)
	k.lineRead()
	if !k.buffered() {
		t.Error("a paste whose end is still to come is not buffered")
	}
}

// TestKeysKeepBytesNotUTF8: bytes typed that are not UTF-8 reach the line
// (marked for the editor, which would drop them, and given back), a
// letter read in two halves is one letter, and half a letter before Enter
// is a byte that is not UTF-8 (issue 41, item 9: `:save \xff\xfe.txt`
// wrote `.txt`).
func TestKeysKeepBytesNotUTF8(t *testing.T) {
	for _, c := range []struct {
		reads []string
		want  string
	}{
		{[]string{":save \xff\xfe.txt\r"}, ":save \xff\xfe.txt\r"},
		{[]string{"\xd0", "\xb0\r"}, "а\r"},
		{[]string{"\xd0", "\r"}, "\xd0\r"},
		{[]string{"Jos\xe9\r"}, "Jos\xe9\r"},
	} {
		k := &keys{in: &chunks{c.reads}}
		var got []byte
		buf := make([]byte, 256)
		for {
			n, err := k.Read(buf)
			got = append(got, buf[:n]...)
			if err != nil {
				break
			}
		}
		if s, _ := unmarked(string(got)); s != c.want {
			t.Errorf("%q read as %q", c.reads, s)
		}
		if c.want != string(got) && !strings.ContainsFunc(string(got), isMark) {
			t.Errorf("%q: the editor is given %q", c.reads, got)
		}
	}
}

// chunks reads its strings one a read.
type chunks struct{ s []string }

func (c *chunks) Read(b []byte) (int, error) {
	if len(c.s) == 0 {
		return 0, io.EOF
	}
	n := copy(b, c.s[0])
	c.s = c.s[1:]
	return n, nil
}

// TestKilledFirstKeepRecovered: a run killed while keeping the first move
// of a game leaves the move only in its temporary file, and a lock; the
// next run recovers the move and offers the game, and removes a temporary
// file cut short (issue 41, round 2: the move was lost, the files stayed).
func TestKilledFirstKeepRecovered(t *testing.T) {
	r, dir := keptFront(t, "en")
	r.chooseGame("turtles")
	r.startGame("A, B")
	r.in = &pasted{lines: []string{"red +1"}}
	r.loop()
	kept := r.kept.path
	data, err := os.ReadFile(kept)
	if err != nil {
		t.Fatal(err)
	}
	// As the kill leaves it: the whole file under its temporary name, the
	// kept file not yet there, the lock file left.
	tmp := filepath.Join(dir, ".referee-"+filepath.Base(kept)+".12345.tmp")
	if err := os.Rename(kept, tmp); err != nil {
		t.Fatal(err)
	}
	r.kept.lock.Close() // the kill lets go of the lock
	cut := filepath.Join(dir, ".referee-"+filepath.Base(kept)+".999.tmp")
	if err := os.WriteFile(cut, data[:len(data)/2], 0o600); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(cut, old, old); err != nil {
		t.Fatal(err)
	}

	next, _ := keptFront(t, "en")
	next.opts.Getenv = r.opts.Getenv
	k := next.findKept("turtles")
	if k == nil {
		t.Fatal("the game whose first keep was killed is not offered")
	}
	defer k.release()
	if k.moves != 1 || k.path != kept {
		t.Errorf("offered %s with %d moves, want %s with 1", k.path, k.moves, kept)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".referee-*"))
	if len(left) != 0 {
		t.Errorf("left behind: %v", left)
	}
}

// TestRelativeStateHomeSaid: a relative XDG_STATE_HOME is ignored, as the
// XDG specification says, and the table says so once, naming the folder
// the game is kept in instead (a fresh attacker found it ignored silently).
func TestRelativeStateHomeSaid(t *testing.T) {
	r := testFront(t, "en")
	home := t.TempDir()
	r.opts.Getenv = func(k string) string {
		switch k {
		case "XDG_STATE_HOME":
			return "rel/state"
		case "HOME":
			return home
		}
		return ""
	}
	r.tty = true
	t.Chdir(t.TempDir())
	var out bytes.Buffer
	r.out = &out
	r.chooseGame("turtles")
	r.startGame("A, B")
	r.in = &pasted{lines: []string{"red +1", "red +1"}}
	r.loop()
	said := strings.ReplaceAll(out.String(), "\u00a0", " ")
	want := "XDG_STATE_HOME is “rel/state”, a relative path"
	if strings.Count(said, want) != 1 || !strings.Contains(said, filepath.Join(home, ".local", "state", "referee")) {
		t.Errorf("said %d times, want once with the folder:\n%s", strings.Count(said, want), said)
	}
	if kept, _ := filepath.Glob(filepath.Join(home, ".local", "state", "referee", "unfinished", "turtles-*.txt")); len(kept) != 1 {
		t.Errorf("kept: %v", kept)
	}
}

// TestNoLockFileLeft: a run that lets go of the game it kept, and a run
// that found a kept game and did not go on with it, leave no lock file
// beside the game (round 12: one stayed beside every game kept, after
// Ctrl-C too); the game stays kept, and is offered and locked again.
func TestNoLockFileLeft(t *testing.T) {
	r, dir := keptFront(t, "en")
	r.chooseGame("turtles")
	r.startGame("A, B")
	r.in = &pasted{lines: []string{"red +1"}}
	r.loop()
	kept := r.kept.path
	if _, err := os.Lstat(lockPath(kept)); err != nil {
		t.Fatalf("no lock while the game is played: %v", err)
	}
	r.releaseKept()
	locks := func(when string) {
		t.Helper()
		if l, _ := filepath.Glob(filepath.Join(dir, "*.lock")); len(l) > 0 {
			t.Errorf("%s: lock files left: %v", when, l)
		}
	}
	locks("the run let go of its game")
	if _, err := os.Lstat(kept); err != nil {
		t.Fatalf("the game is not kept: %v", err)
	}

	next, _ := keptFront(t, "en")
	next.opts.Getenv = r.opts.Getenv
	k := next.findKept("turtles")
	if k == nil || k.lock == nil {
		t.Fatal("the kept game is not offered, or not locked")
	}
	if _, err := LockKept(kept, false); err == nil {
		t.Error("a game offered is not locked against another run")
	}
	k.release()
	locks("a game offered and not gone on with")
	lock, err := LockKept(kept, false)
	if err != nil {
		t.Fatalf("the game cannot be locked again: %v", err)
	}
	UnlockKept(kept, lock)
	locks("UnlockKept")
}
