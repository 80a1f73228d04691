package play

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"

	"github.com/boardgame-referee/referee/internal/atomicfile"
	"github.com/boardgame-referee/referee/internal/table"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/say"
)

// The smallest hook for another driver of the table (`referee serve`):
// its games are kept where and as play keeps them, so either offers the
// other's, and its verdicts are the table's paragraphs.

// KeptDir is the folder unfinished games are kept in, made when missing.
func KeptDir(getenv func(string) string) (string, error) { return keptDir(getenv) }

// StateDir is the referee's state folder (made when missing), where serve
// keeps its --lan token beside the kept games.
func StateDir(getenv func(string) string) (string, error) { return stateDir(getenv) }

// LockKept locks a kept game's file, made anew with fresh:
// atomicfile.ErrLocked when another run plays it.
func LockKept(path string, fresh bool) (*os.File, error) { return lockKept(path, fresh) }

// UnlockKept lets go of a kept game's lock and takes the lock's file
// away, while still held: no lock file stays beside a game kept.
func UnlockKept(path string, lock *os.File) { unlock(path, lock) }

// WriteKept writes a game's kept file whole (atomicfile), as play does:
// its head, then the transcript.
func WriteKept(path string, t *table.Table) error {
	return atomicfile.WriteFrom(path, func(w io.Writer) error {
		b := bufio.NewWriter(w)
		var tr bytes.Buffer
		if err := t.WriteTranscript(&tr); err != nil {
			return err
		}
		head, end := keptMarks(tr.Bytes())
		b.WriteString(head)
		b.Write(tr.Bytes())
		b.WriteString(end) // whole, as play's keep marks it
		return b.Flush()
	}, atomicfile.Policy{Within: filepath.Dir(path), Mode: 0o600})
}

// Paragraph is one paragraph the table says of a typed line; Kind is
// "good", "bad" or "note".
type Paragraph struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
}

// Paragraphs are what a typed line did as the table says it (verdict): a
// paragraph a move, short forms where the game has them.
func Paragraphs(c *say.Catalog, sp *say.Speaker, lines []referee.Line) []Paragraph {
	r := &gameEditor{view: &view{catalog: c, sp: sp}}
	kind := func(st style) string {
		switch st {
		case styleGood, styleWin:
			return "good"
		case styleBad:
			return "bad"
		}
		return "note"
	}
	var out []Paragraph
	for i := 0; i < len(lines); {
		l := lines[i]
		j := i + 1
		if l.Move != 0 {
			for j < len(lines) && lines[j].Move == l.Move && lines[j].Text == l.Text {
				j++
			}
			st, text := r.paragraph(lines[i:j])
			out = append(out, Paragraph{kind(st), text})
		} else {
			out = append(out, Paragraph{kind(kindStyle(l.Kind)), sp.TableText(l)})
		}
		i = j
	}
	return out
}
