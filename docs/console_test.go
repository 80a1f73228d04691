package docs

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/boardgame-referee/referee/internal/cli"
	"github.com/boardgame-referee/referee/internal/golden"
)

// A console block is a fenced block with the info string `console`: lines
// `$ command` each followed by what the command prints. TestConsole runs
// every command as a user would from the repository's root and compares
// what it prints; -update rewrites the output in the page (read the diff).
// A block that should not be run is fenced as `sh` or `text` instead.
//
// The commands are a small part of the shell, enough for examples people
// paste: `referee` (also `./referee` and `go run ./cmd/referee`), `cat`,
// `head -n N`, `echo`; `VAR=value` before a command, `< FILE`, `|` and `;`,
// quotes, and `$?`. The environment is empty but for what a command sets,
// so output is in English unless the example asks for Russian. Times
// (`3 tests in 2 ms`, `"elapsed":0.002`) match any time.

// consoleStep is one command of a block and the output the page shows.
type consoleStep struct {
	line   int // 1-based line of `$ command`
	cmd    string
	output []string
}

type consoleBlock struct {
	open, close int // 0-based lines of the fences
	steps       []consoleStep
}

var fence = regexp.MustCompile("^```")

// consoleBlocks finds the console blocks of a page.
func consoleBlocks(name string, lines []string) ([]consoleBlock, error) {
	var out []consoleBlock
	for i := 0; i < len(lines); i++ {
		if !fence.MatchString(lines[i]) {
			continue
		}
		info := strings.TrimSpace(strings.TrimPrefix(lines[i], "```"))
		j := i + 1
		for j < len(lines) && !fence.MatchString(lines[j]) {
			j++
		}
		if j == len(lines) {
			return nil, fmt.Errorf("%s:%d: a fenced block is never closed", name, i+1)
		}
		if info == "console" {
			b := consoleBlock{open: i, close: j}
			for k := i + 1; k < j; k++ {
				if cmd, ok := strings.CutPrefix(lines[k], "$ "); ok {
					b.steps = append(b.steps, consoleStep{line: k + 1, cmd: cmd})
					continue
				}
				if len(b.steps) == 0 {
					return nil, fmt.Errorf("%s:%d: a console block starts with output, not with «$ command»", name, k+1)
				}
				last := &b.steps[len(b.steps)-1]
				last.output = append(last.output, lines[k])
			}
			out = append(out, b)
		}
		i = j
	}
	return out, nil
}

// TestConsole runs the commands of every console block in docs/.
func TestConsole(t *testing.T) {
	toRoot(t)
	// README.md's examples are a user's first sight of the tool: held to
	// what it prints as the pages' are.
	for _, page := range append(pages(t), "README.md") {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		blocks, err := consoleBlocks(page, lines)
		if err != nil {
			t.Error(err)
			continue
		}
		changed := false
		for bi := range blocks {
			for si := range blocks[bi].steps {
				s := &blocks[bi].steps[si]
				got, err := shell(s.cmd)
				if err != nil {
					t.Errorf("%s:%d: %v (fence a block the test should not run as ```sh)", page, s.line, err)
					continue
				}
				gotLines := strings.Split(strings.TrimRight(got, "\n"), "\n")
				if got == "" {
					gotLines = nil
				}
				want := trimBlank(s.output)
				if cmp.Equal(untimed(want), untimed(gotLines)) {
					continue
				}
				if *golden.Update {
					s.output, changed = gotLines, true
					continue
				}
				t.Errorf("%s:%d: $ %s\nprints what the page does not show (-page +printed; go test ./docs -update rewrites it):\n%s",
					page, s.line, s.cmd, cmp.Diff(strings.Join(want, "\n"), strings.Join(gotLines, "\n")))
			}
		}
		if changed {
			if err := os.WriteFile(page, []byte(rewrite(lines, blocks)), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// timing is what differs from run to run in `referee test`'s output: a
// file's time under -v, a test's in JSON. Any time matches any other.
var timing = regexp.MustCompile(`\b\d+ (ms|мс)\b|"elapsed":[0-9.e-]+`)

// untimed is an output with its times made one.
func untimed(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = timing.ReplaceAllStringFunc(l, func(m string) string {
			if strings.HasPrefix(m, `"`) {
				return `"elapsed":T`
			}
			return "T ms"
		})
	}
	return out
}

// trimBlank drops blank lines at the end of an output.
func trimBlank(lines []string) []string {
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// rewrite puts the printed output into a page's console blocks.
func rewrite(lines []string, blocks []consoleBlock) string {
	var out []string
	at := 0
	for _, b := range blocks {
		out = append(out, lines[at:b.open+1]...)
		for _, s := range b.steps {
			out = append(out, "$ "+s.cmd)
			out = append(out, s.output...)
		}
		at = b.close
	}
	out = append(out, lines[at:]...)
	return strings.Join(out, "\n")
}

// shell runs a command line of the small shell and returns what a terminal
// would show.
func shell(line string) (string, error) {
	toks, err := lex(line)
	if err != nil {
		return "", err
	}
	var screen bytes.Buffer
	status := 0
	for _, list := range split(toks, ";") {
		if len(list) == 0 {
			return "", errors.New("an empty command")
		}
		var in io.Reader = strings.NewReader("")
		cmds := split(list, "|")
		for i, c := range cmds {
			var out bytes.Buffer
			stdout, stderr := io.Writer(&out), io.Writer(&screen)
			if i == len(cmds)-1 {
				stdout = &screen
			}
			status, err = run(c, in, stdout, stderr, status)
			if err != nil {
				return "", err
			}
			in = &out
		}
	}
	return screen.String(), nil
}

// token is a word or an operator (`;`, `|`, `<`); words have their quotes
// taken off, and `$?` left as statusMark.
type token struct {
	text string
	op   bool
}

const statusMark = "\x00?"

func lex(s string) ([]token, error) {
	var out []token
	var word strings.Builder
	inWord := false
	flush := func() {
		if inWord {
			out = append(out, token{text: word.String()})
			word.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			flush()
		case c == ';' || c == '|' || c == '<':
			flush()
			out = append(out, token{text: string(c), op: true})
		case c == '\\' && i+1 < len(s):
			i++
			word.WriteByte(s[i])
			inWord = true
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("a quote ' is never closed")
			}
			word.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				switch {
				case s[i] == '\\' && i+1 < len(s) && strings.IndexByte(`"\$`, s[i+1]) >= 0:
					i++
					word.WriteByte(s[i])
				case strings.HasPrefix(s[i:], "$?"):
					word.WriteString(statusMark)
					i++
				case s[i] == '$':
					return nil, errors.New("only $? is expanded")
				default:
					word.WriteByte(s[i])
				}
			}
			if i == len(s) {
				return nil, errors.New(`a quote " is never closed`)
			}
			inWord = true
		case strings.HasPrefix(s[i:], "$?"):
			word.WriteString(statusMark)
			i++
			inWord = true
		case c == '$' || c == '>' || c == '&' || c == '`' || c == '(' || c == ')' || c == '*':
			return nil, fmt.Errorf("%q is more shell than the docs test runs", string(c))
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	flush()
	return out, nil
}

// split cuts tokens at an operator.
func split(toks []token, op string) [][]token {
	var out [][]token
	cur := []token{}
	for _, t := range toks {
		if t.op && t.text == op {
			out = append(out, cur)
			cur = []token{}
			continue
		}
		cur = append(cur, t)
	}
	return append(out, cur)
}

var assignment = regexp.MustCompile(`^[A-Z_][A-Z0-9_]*=`)

// run runs one command; last is $? so far.
func run(toks []token, in io.Reader, stdout, stderr io.Writer, last int) (int, error) {
	env := map[string]string{}
	var args []string
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.op && t.text == "<":
			if i+1 >= len(toks) || toks[i+1].op {
				return 0, errors.New("< needs a file")
			}
			data, err := os.ReadFile(toks[i+1].text)
			if err != nil {
				return 0, err
			}
			in = bytes.NewReader(data)
			i++
		case t.op:
			return 0, fmt.Errorf("%q where a word was expected", t.text)
		case len(args) == 0 && assignment.MatchString(t.text):
			k, v, _ := strings.Cut(t.text, "=")
			env[k] = v
		default:
			args = append(args, strings.ReplaceAll(t.text, statusMark, strconv.Itoa(last)))
		}
	}
	if len(args) == 0 {
		return 0, errors.New("no command")
	}
	switch {
	case args[0] == "referee" || args[0] == "./referee":
		args = args[1:]
	case len(args) >= 3 && args[0] == "go" && args[1] == "run" && args[2] == "./cmd/referee":
		args = args[3:]
	case args[0] == "cat":
		return cat(args[1:], in, stdout, stderr), nil
	case args[0] == "head":
		return head(args[1:], in, stdout)
	case args[0] == "echo":
		fmt.Fprintln(stdout, strings.Join(args[1:], " "))
		return 0, nil
	default:
		return 0, fmt.Errorf("%q is not a command the docs test runs", args[0])
	}
	// A terminal shows standard output and standard error as they come.
	errw := stderr
	if stdout == stderr {
		errw = stdout
	}
	return cli.Main(args, cli.IO{In: in, Out: stdout, Err: errw, Getenv: func(k string) string { return env[k] }}), nil
}

func cat(files []string, in io.Reader, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		_, _ = io.Copy(stdout, in)
		return 0
	}
	status := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "cat: %s: No such file or directory\n", f)
			status = 1
			continue
		}
		_, _ = stdout.Write(data)
	}
	return status
}

func head(args []string, in io.Reader, stdout io.Writer) (int, error) {
	n := 10
	switch {
	case len(args) >= 2 && args[0] == "-n":
		v, err := strconv.Atoi(args[1])
		if err != nil {
			return 0, err
		}
		n, args = v, args[2:]
	case len(args) >= 1 && strings.HasPrefix(args[0], "-"):
		v, err := strconv.Atoi(args[0][1:])
		if err != nil {
			return 0, err
		}
		n, args = v, args[1:]
	}
	switch len(args) {
	case 0:
	case 1:
		data, err := os.ReadFile(args[0])
		if err != nil {
			return 0, err
		}
		in = bytes.NewReader(data)
	default:
		return 0, errors.New("head takes one file here")
	}
	data, err := io.ReadAll(in)
	if err != nil {
		return 0, err
	}
	lines := strings.SplitAfter(string(data), "\n")
	if len(lines) > n {
		lines = lines[:n]
	}
	fmt.Fprint(stdout, strings.Join(lines, ""))
	return 0, nil
}
