package say

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"

	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
)

// jsonReport is the JSON Lines record of one game (the command-line contract of the project's notation document, §3).
type jsonReport struct {
	recordHead
	Errors     []jsonError     `json:"errors"`
	Violations []jsonViolation `json:"violations"`
	Notes      []jsonViolation `json:"notes"`
	recordTail
	Told []jsonTold `json:"told,omitempty"` // with --explain: what each legal move did
}

// recordHead and recordTail are the record's own fields, before its
// arrays and after them: JSONRecord writes them around the arrays it
// spooled.
type recordHead struct {
	File   string         `json:"file"`
	Game   string         `json:"game"`
	Line   int            `json:"line"`
	Status referee.Status `json:"status"`
	Moves  int            `json:"moves"`
}

type recordTail struct {
	Over          bool       `json:"over"`
	Winners       []string   `json:"winners"`
	Places        [][]string `json:"places,omitempty"`
	Outcome       string     `json:"outcome,omitempty"`
	ResultClaimed *string    `json:"result_claimed"`
	ResultOK      *bool      `json:"result_ok"`
}

// jsonTold is the narration of one legal move, as --explain tells it.
type jsonTold struct {
	Move   int      `json:"move"`
	Line   int      `json:"line"`
	Column int      `json:"column"`
	Player string   `json:"player,omitempty"`
	Text   string   `json:"text"`
	Told   []string `json:"told"`
}

type jsonError struct {
	File    string `json:"file,omitempty"` // another file than the game's: a track map its header names
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

type jsonViolation struct {
	Move    int    `json:"move,omitempty"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// JSONRecord gathers the record of a game as it is replayed (as
// referee.Options.Sink, like TextSink), its arrays kept as encoded JSON and
// spooled to a temporary file past a bound: a game of any length, told
// move by move or with a million refusals, is written in flat memory.
type JSONRecord struct {
	s      *Speaker
	arrays [4]spool // errors, violations, notes, told: the record's arrays, in its order
	told   *jsonTold
	enc    *json.Encoder
	buf    bytes.Buffer
	err    error
}

// The record's arrays, in the order it writes them.
const (
	arrayErrors = iota
	arrayViolations
	arrayNotes
	arrayTold
)

// NewJSONRecord starts the record of a game.
func NewJSONRecord(s *Speaker) *JSONRecord {
	j := &JSONRecord{s: s}
	j.enc = json.NewEncoder(&j.buf)
	j.enc.SetEscapeHTML(false)
	return j
}

// Sink takes what the referee says about the game as it is said.
func (j *JSONRecord) Sink(lines []referee.Line) {
	for _, l := range lines {
		if l.Claim || l.Verdict {
			continue // kept by the report, written after the moves' lines
		}
		j.add(l)
	}
}

func (j *JSONRecord) add(l referee.Line) {
	msg := j.s.sayWhole(l.Message)
	if l.Kind == referee.KindTold {
		if j.told != nil && j.told.Move == l.Move {
			j.told.Told = append(j.told.Told, msg)
			return
		}
		j.flushTold()
		j.told = &jsonTold{l.Move, l.Pos.Line, l.Pos.Column, l.Actor, l.Text, []string{msg}}
		return
	}
	switch l.Kind {
	case referee.KindError:
		e := jsonError{"", l.Pos.Line, l.Pos.Column, string(l.Message.Code()), msg}
		if side, _, ok := notation.SideOf(l.Message); ok {
			// Where the fault is: the map's own place, for an editor or
			// a CI annotation to go to.
			e.File, e.Line, e.Column = side.File, side.Pos.Line, side.Pos.Column
		}
		j.put(arrayErrors, e)
	case referee.KindViolation:
		j.put(arrayViolations, jsonViolation{l.Move, l.Pos.Line, l.Pos.Column, string(l.Message.Code()), msg})
	case referee.KindNote:
		j.put(arrayNotes, jsonViolation{l.Move, l.Pos.Line, l.Pos.Column, string(l.Message.Code()), msg})
	}
}

// flushTold puts the narration of the move told last in its array.
func (j *JSONRecord) flushTold() {
	if j.told != nil {
		j.put(arrayTold, *j.told)
		j.told = nil
	}
}

// put encodes one element of an array.
func (j *JSONRecord) put(array int, v any) {
	j.buf.Reset()
	if err := j.enc.Encode(v); err != nil {
		j.err = err
		return
	}
	if err := j.arrays[array].add(JSONSafe(bytes.TrimSuffix(j.buf.Bytes(), []byte("\n")))); err != nil && j.err == nil {
		j.err = err
	}
}

// Write prints the record of the game, the report's own lines (its claim)
// after those the sink took, and frees what it spooled.
func (j *JSONRecord) Write(w io.Writer, r *referee.Report) error {
	defer j.Close()
	for _, l := range r.Lines {
		j.add(l) // with a sink, the report keeps only its claim lines
	}
	j.flushTold()
	if j.err != nil {
		return j.err
	}
	head := recordHead{File: r.File, Game: r.GameID, Line: r.Pos.Line, Status: r.Status(), Moves: r.Moves}
	tail := recordTail{Winners: r.Winners(), Places: r.Places(), ResultOK: r.ClaimOK}
	if r.Claim.Names != nil {
		tail.ResultClaimed = &r.Claim.Raw
	}
	if r.Outcome != nil {
		tail.Over = r.Outcome.Over
		tail.Outcome = j.s.Outcome(r)
	}
	// The record is one line: its own fields encoded, its arrays as they
	// were spooled, copied between them.
	out := &recordWriter{w: w}
	out.object(j.encode(head), "{", ",")
	out.array("errors", &j.arrays[arrayErrors], true)
	out.array("violations", &j.arrays[arrayViolations], true)
	out.array("notes", &j.arrays[arrayNotes], true)
	out.object(j.encode(tail), "", "")
	out.array("told", &j.arrays[arrayTold], false)
	out.write([]byte("}\n"))
	if out.err != nil {
		return out.err
	}
	return j.err
}

// encode is v as one JSON object, made JSONSafe.
func (j *JSONRecord) encode(v any) []byte {
	j.buf.Reset()
	if err := j.enc.Encode(v); err != nil && j.err == nil {
		j.err = err
	}
	return JSONSafe(bytes.TrimSuffix(j.buf.Bytes(), []byte("\n")))
}

// recordWriter writes a record's parts, keeping the first error.
type recordWriter struct {
	w   io.Writer
	err error
}

func (o *recordWriter) write(b []byte) {
	if o.err == nil {
		_, o.err = o.w.Write(b)
	}
}

// object writes the fields of an encoded object, opened by open and
// followed by after; the braces are the record's.
func (o *recordWriter) object(obj []byte, open, after string) {
	if len(obj) <= 2 {
		return
	}
	o.write([]byte(open))
	if open == "" {
		o.write([]byte(","))
	}
	o.write(obj[1 : len(obj)-1])
	o.write([]byte(after))
}

// array writes `"name":[…]`, the spooled elements copied in; an empty
// array only when always (the contract's arrays; told is left out).
func (o *recordWriter) array(name string, a *spool, always bool) {
	if a.n == 0 && !always {
		return
	}
	if name != "errors" {
		o.write([]byte(","))
	}
	o.write([]byte(`"` + name + `":[`))
	if a.n > 0 && o.err == nil {
		o.err = a.copyTo(o.w)
	}
	o.write([]byte("]"))
}

// Close frees what the record spooled.
func (j *JSONRecord) Close() {
	for i := range j.arrays {
		j.arrays[i].close()
	}
}

// spool is the encoded elements of one array, comma-separated: in memory
// up to spoolMemory bytes, then in a temporary file.
type spool struct {
	n    int
	mem  bytes.Buffer
	file *os.File
	w    *bufio.Writer
}

// spoolMemory is what an array holds in memory before it goes to disk.
const spoolMemory = 1 << 20

func (s *spool) add(elem []byte) error {
	if s.file == nil && s.mem.Len()+len(elem) > spoolMemory {
		f, err := os.CreateTemp("", "referee-json-*")
		if err != nil {
			return err
		}
		_ = os.Remove(f.Name()) // the open file lives on until it is closed
		s.file, s.w = f, bufio.NewWriterSize(f, 64<<10)
		if _, err := s.w.Write(s.mem.Bytes()); err != nil {
			return err
		}
		s.mem = bytes.Buffer{}
	}
	var out io.Writer = &s.mem
	if s.w != nil {
		out = s.w
	}
	if s.n > 0 {
		if _, err := out.Write([]byte{','}); err != nil {
			return err
		}
	}
	s.n++
	_, err := out.Write(elem)
	return err
}

func (s *spool) copyTo(w io.Writer) error {
	if s.file == nil {
		_, err := w.Write(s.mem.Bytes())
		return err
	}
	if err := s.w.Flush(); err != nil {
		return err
	}
	if _, err := s.file.Seek(0, io.SeekStart); err != nil {
		return err
	}
	_, err := io.Copy(w, s.file)
	return err
}

func (s *spool) close() {
	if s.file != nil {
		s.file.Close()
		s.file, s.w = nil, nil
	}
	s.mem, s.n = bytes.Buffer{}, 0
}

// WriteFileErrorJSON prints a record for what is said of a file as a whole:
// errors outside any game (no game, not text), or a note on its encoding.
func WriteFileErrorJSON(w io.Writer, file string, errs []referee.Line, s *Speaker) error {
	j := jsonReport{recordHead: recordHead{File: file, Status: referee.StatusOK}, Errors: []jsonError{}, Violations: []jsonViolation{}, Notes: []jsonViolation{},
		recordTail: recordTail{Winners: []string{}}}
	for _, l := range errs {
		if l.Kind == referee.KindNote { // about the file as a whole: its encoding
			j.Notes = append(j.Notes, jsonViolation{0, l.Pos.Line, l.Pos.Column, string(l.Message.Code()), s.sayWhole(l.Message)})
		} else {
			j.Errors = append(j.Errors, jsonError{"", l.Pos.Line, l.Pos.Column, string(l.Message.Code()), s.sayWhole(l.Message)})
			j.Status = referee.StatusError
		}
		if j.Line == 0 {
			j.Line = l.Pos.Line
		}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(j); err != nil {
		return err
	}
	_, err := w.Write(JSONSafe(b.Bytes()))
	return err
}
