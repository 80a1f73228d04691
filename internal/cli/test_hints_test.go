package cli_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// hintRE finds a command a failure of referee test tells the user to run.
var hintRE = regexp.MustCompile(`[“«]((?:referee|rm|mv) [^”»]*)[”»]`)

// TestHintsRun: every command referee test prints as a fix does what it
// says when copied into a shell: after it, the same run passes. (The
// missing-golden hint once said “referee test --update”, which wrote
// nothing.) The transcript's name needs quoting.
func TestHintsRun(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the hints are for a POSIX shell")
	}
	bin, err := exec.LookPath("referee") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	const name = "race 12:30's"
	game := "game: turtles\nplayers: A, B\nA: red +1\nB: blue +1\n"
	for _, c := range []struct {
		what  string
		flags []string
		setup func(t *testing.T, dir string)
	}{
		{"missing", []string{"--golden", "en"}, nil},
		{"differs", nil, func(t *testing.T, dir string) { writeHint(t, dir, name+".en.golden", "not what check says\n") }},
		{"shifted", nil, func(t *testing.T, dir string) {
			updateHint(t, bin, dir)
			writeHint(t, dir, name+".txt", "# a remark above\n\n"+game)
		}},
		{"renamed", nil, func(t *testing.T, dir string) {
			writeHint(t, dir, "old.txt", game)
			_ = os.Remove(filepath.Join(dir, "s", name+".txt"))
			updateHint(t, bin, dir)
			renameHint(t, dir, "old.txt", name+".txt")
			renameHint(t, dir, "old.en.golden", name+".en.golden")
		}},
		{"old paths", nil, func(t *testing.T, dir string) {
			updateHint(t, bin, dir)
			data, err := os.ReadFile(filepath.Join(dir, "s", name+".en.golden"))
			if err != nil {
				t.Fatal(err)
			}
			writeHint(t, dir, name+".en.golden", strings.ReplaceAll(string(data), name+".txt:", "s/"+name+".txt:"))
		}},
		{"orphan", nil, func(t *testing.T, dir string) {
			updateHint(t, bin, dir)
			writeHint(t, dir, "gone.en.golden", "# exit 0\n")
		}},
		// Renamed without its golden file: the hint moves the golden file
		// to the transcript, and the next one rewrites the name inside it.
		{"orphan moved", nil, func(t *testing.T, dir string) {
			writeHint(t, dir, "old.txt", game)
			_ = os.Remove(filepath.Join(dir, "s", name+".txt"))
			updateHint(t, bin, dir)
			renameHint(t, dir, "old.txt", name+".txt")
		}},
		{"misnamed", nil, func(t *testing.T, dir string) {
			updateHint(t, bin, dir)
			renameHint(t, dir, name+".en.golden", name+".txt.en.golden")
		}},
		// A golden file named with no language that holds the English
		// output, run in Russian: the hint names it in English (once it
		// named it in Russian, which kept it failing).
		{"unlabelled, other language", []string{"--lang", "ru"}, func(t *testing.T, dir string) {
			updateHint(t, bin, dir)
			renameHint(t, dir, name+".en.golden", name+".golden")
		}},
		// One written in Russian, its example changed since, run in
		// English: the hint renames it to the language it is written in,
		// then rewrites it in that language (it hinted “--update --lang
		// en”, which rewrote the Russian file in English).
		{"unlabelled, other language, changed", nil, func(t *testing.T, dir string) {
			if out, err := runHint(bin, dir, "test", "--update", "--golden", "ru", "s"); err != nil {
				t.Fatalf("--update: %v\n%s", err, out)
			}
			renameHint(t, dir, name+".ru.golden", name+".golden")
			writeHint(t, dir, name+".txt", strings.Replace(game, "B: blue +1", "B: green +1", 1))
		}},
		// One that holds neither language's output: no rename is hinted,
		// only the --update that rewrites it.
		{"unlabelled, neither language", nil, func(t *testing.T, dir string) {
			writeHint(t, dir, name+".golden", "not what check says\n")
		}},
	} {
		t.Run(c.what, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.Mkdir(filepath.Join(dir, "s"), 0o755); err != nil {
				t.Fatal(err)
			}
			writeHint(t, dir, name+".txt", game)
			if c.setup != nil {
				c.setup(t, dir)
			}
			args := []string{"test", "--lang", "en"}
			if slices.Contains(c.flags, "--lang") {
				args = args[:1]
			}
			args = append(append(args, c.flags...), "s")
			out, err := runHint(bin, dir, args...)
			if err == nil {
				t.Fatalf("passes before the fix:\n%s", out)
			}
			if c.what == "unlabelled, neither language" && strings.Contains(out, "mv -n") {
				t.Errorf("a rename hinted for a golden file in neither language:\n%s", out)
			}
			// The hints of a run, run, then the suite again: it passes
			// (a moved golden file after a second round: its name inside).
			rounds := 1
			if c.what == "orphan moved" || c.what == "unlabelled, other language, changed" {
				rounds = 2
			}
			for round := 1; err != nil; round++ {
				hints := hintRE.FindAllStringSubmatch(out, -1)
				if len(hints) == 0 || round > rounds {
					t.Fatalf("round %d: no command to run, or still failing:\n%s", round, out)
				}
				for _, h := range hints {
					if got, err := runHint("sh", dir, "-c", strings.Replace(h[1], "referee ", bin+" ", 1)); err != nil {
						t.Errorf("%s: %v\n%s", h[1], err, got)
					}
				}
				out, err = runHint(bin, dir, args...)
			}
			if c.what == "unlabelled, other language, changed" {
				data, err := os.ReadFile(filepath.Join(dir, "s", name+".ru.golden"))
				if err != nil || !strings.Contains(string(data), "Ход 2 (B: green +1)") {
					t.Errorf("the golden file is not rewritten in Russian under its Russian name (%v):\n%s", err, data)
				}
			}
			if c.what == "unlabelled, other language" {
				// Named as the language it holds, not rewritten in the run's.
				if _, err := os.Stat(filepath.Join(dir, "s", name+".en.golden")); err != nil {
					t.Errorf("the golden file is not named in English: %v", err)
				}
			}
		})
	}
}

func writeHint(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "s", name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func renameHint(t *testing.T, dir, from, to string) {
	t.Helper()
	if err := os.Rename(filepath.Join(dir, "s", from), filepath.Join(dir, "s", to)); err != nil {
		t.Fatal(err)
	}
}

func updateHint(t *testing.T, bin, dir string) {
	t.Helper()
	if out, err := runHint(bin, dir, "test", "--update", "--golden", "en", "s"); err != nil {
		t.Fatalf("--update: %v\n%s", err, out)
	}
}

func runHint(bin, dir string, args ...string) (string, error) {
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=", "NO_COLOR=1")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestExpectHintRuns: the expectation a failure offers for a refusal not
// expected, written where it says (at the end of the line, after a comment
// already there), makes the test pass, in either language.
func TestExpectHintRuns(t *testing.T) {
	bin, err := exec.LookPath("referee")
	if err != nil {
		t.Fatal(err)
	}
	hint := map[string]*regexp.Regexp{
		"en": regexp.MustCompile(`end line (\d+) with “([^”]*)”`),
		"ru": regexp.MustCompile(`в[\s\x{a0}]конец строки (\d+) «([^»]*)»`),
	}
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.Mkdir(filepath.Join(dir, "s"), 0o755); err != nil {
				t.Fatal(err)
			}
			writeHint(t, dir, "x.txt", "game: turtles\nplayers: A, B\nA: red +1\nB: blue -1   # a remark\n")
			out, err := runHint(bin, dir, "test", "--lang", lang, "s")
			m := hint[lang].FindStringSubmatch(out)
			if err == nil || m == nil {
				t.Fatalf("no hint (%v):\n%s", err, out)
			}
			data, err := os.ReadFile(filepath.Join(dir, "s", "x.txt"))
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(data), "\n")
			n, _ := strconv.Atoi(m[1])
			lines[n-1] += " " + m[2]
			writeHint(t, dir, "x.txt", strings.Join(lines, "\n"))
			if out, err := runHint(bin, dir, "test", "--lang", lang, "s"); err != nil {
				t.Errorf("still failing after %q on line %d: %v\n%s", m[2], n, err, out)
			}
		})
	}
}

// TestShowCommandRuns: the command a differing golden file names as what
// it is compared with, pasted into a shell where the referee ran, prints
// what --update then writes into it (but the last line, its exit status).
// (It named “check … race.txt”, a command no shell has, from the golden
// file's folder.)
func TestShowCommandRuns(t *testing.T) {
	bin, err := exec.LookPath("referee")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	const name = "race 12:30's"
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "s", "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeHint(t, dir, "sub/"+name+".txt", "game: turtles\nplayers: A, B\nA: red +1\nB: blue -1   # expect: turtles.back-from-start\n")
	writeHint(t, dir, "sub/"+name+".ru.golden", "not what check says\n")
	out, err := runHint(bin, dir, "test", "--lang", "ru", "s")
	m := regexp.MustCompile(`«(\(cd [^»]*)»`).FindStringSubmatch(out)
	if err == nil || m == nil {
		t.Fatalf("no command (%v):\n%s", err, out)
	}
	cmd := exec.Command("sh", "-c", strings.Replace(m[1], "referee ", bin+" ", 1))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=", "NO_COLOR=1")
	printed, err := cmd.Output()
	code := 0
	if x, ok := err.(*exec.ExitError); ok {
		code = x.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", m[1], err)
	}
	if out, err := runHint(bin, dir, "test", "--update", "--golden", "ru", "s"); err != nil {
		t.Fatalf("--update: %v\n%s", err, out)
	}
	golden, err := os.ReadFile(filepath.Join(dir, "s", "sub", name+".ru.golden"))
	if err != nil {
		t.Fatal(err)
	}
	if want := string(printed) + fmt.Sprintf("# exit %d\n", code); string(golden) != want {
		t.Errorf("%s prints\n%s\nthe golden file holds\n%s", m[1], want, golden)
	}
}

// TestUnlabelledHintLeavesOtherLanguages: the hint that rewrites a golden
// file named with no language rewrites that one only: a Russian golden
// file of the same transcript that differs too is left for its own hint,
// not rewritten unread (round 7: “--update --lang en” rewrote both).
func TestUnlabelledHintLeavesOtherLanguages(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the hints are for a POSIX shell")
	}
	bin, err := exec.LookPath("referee")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "s"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeHint(t, dir, "x.txt", "game: turtles\nplayers: A, B\nA: red +1\n")
	writeHint(t, dir, "x.golden", "not what check says\n")
	const russian = "не то, что говорит судья\n"
	writeHint(t, dir, "x.ru.golden", russian)
	out, err := runHint(bin, dir, "test", "--lang", "en", "s")
	if err == nil {
		t.Fatalf("passes before the fix:\n%s", out)
	}
	var hint string
	for _, h := range hintRE.FindAllStringSubmatch(out, -1) {
		if strings.Contains(h[1], "--lang en") {
			hint = h[1]
		}
	}
	if hint == "" {
		t.Fatalf("no hint for x.golden:\n%s", out)
	}
	// It exits 1: the Russian golden file still differs.
	got, _ := runHint("sh", dir, "-c", strings.Replace(hint, "referee ", bin+" ", 1))
	if _, err := os.Stat(filepath.Join(dir, "s", "x.en.golden")); err == nil {
		t.Errorf("%s wrote x.en.golden beside x.golden:\n%s", hint, got)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "s", "x.ru.golden")); string(data) != russian {
		t.Errorf("%s rewrote x.ru.golden:\n%s", hint, data)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "s", "x.golden")); !strings.Contains(string(data), "# exit 0") {
		t.Errorf("%s did not rewrite x.golden:\n%s", hint, data)
	}
}

// TestShowCommandRunsAfterRename: a golden file that names its transcript
// by an old name and differs in more than the name: the command shown
// above its diff runs on the transcript as it is called now (round 7: it
// named the old file, and pasted it said there was no such file).
func TestShowCommandRunsAfterRename(t *testing.T) {
	bin, err := exec.LookPath("referee")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "s"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeHint(t, dir, "new.txt", "game: turtles\nplayers: A, B\nA: red +1\n")
	writeHint(t, dir, "new.en.golden", "old.txt:1: Game: Turtle Race. Players: A and B.\nold.txt:3:1: something else\n# exit 0\n")
	out, err := runHint(bin, dir, "test", "--lang", "en", "s")
	m := regexp.MustCompile(`“(\(cd [^”]*)”`).FindStringSubmatch(out)
	if err == nil || m == nil {
		t.Fatalf("no command (%v):\n%s", err, out)
	}
	if !strings.Contains(m[1], "new.txt") {
		t.Errorf("the command names not the transcript as it is called now: %s", m[1])
	}
	if got, err := runHint("sh", dir, "-c", strings.Replace(m[1], "referee ", bin+" ", 1)); err != nil {
		t.Errorf("%s: %v\n%s", m[1], err, got)
	}
}
