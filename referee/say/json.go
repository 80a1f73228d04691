package say

import (
	"encoding/json"
	"io"

	"referee/notation"
	"referee/referee"
)

// jsonReport is the JSON Lines record of one game (the command-line contract of the project's notation document, §3).
type jsonReport struct {
	File          string          `json:"file"`
	Game          string          `json:"game"`
	Line          int             `json:"line"`
	Status        referee.Status  `json:"status"`
	Moves         int             `json:"moves"`
	Errors        []jsonError     `json:"errors"`
	Violations    []jsonViolation `json:"violations"`
	Notes         []jsonViolation `json:"notes"`
	Over          bool            `json:"over"`
	Winners       []string        `json:"winners"`
	Places        [][]string      `json:"places,omitempty"`
	Outcome       string          `json:"outcome,omitempty"`
	ResultClaimed *string         `json:"result_claimed"`
	ResultOK      *bool           `json:"result_ok"`
	Told          []jsonTold      `json:"told,omitempty"` // with --explain: what each legal move did
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

// WriteJSON prints a report as one JSON object on one line.
func WriteJSON(w io.Writer, r *referee.Report, s *Speaker) error {
	j := jsonReport{
		File: r.File, Game: r.GameID, Line: r.Pos.Line, Status: r.Status(), Moves: r.Moves,
		Errors: []jsonError{}, Violations: []jsonViolation{}, Notes: []jsonViolation{},
		Winners: r.Winners(), Places: r.Places(), ResultOK: r.ClaimOK,
	}
	if r.Claim.Names != nil {
		j.ResultClaimed = &r.Claim.Raw
	}
	if r.Outcome != nil {
		j.Over = r.Outcome.Over
		j.Outcome = s.Outcome(r)
	}
	for _, l := range r.Lines {
		msg := s.Say(l.Message)
		switch l.Kind {
		case referee.KindError:
			e := jsonError{"", l.Pos.Line, l.Pos.Column, l.Message.ID, msg}
			if side, ok := notation.SideOf(l.Message.Facts); ok {
				// Where the fault is: the map's own place, for an editor or
				// a CI annotation to go to.
				e.File, e.Line, e.Column = side.Pos.Filename, side.Pos.Line, side.Pos.Column
			}
			j.Errors = append(j.Errors, e)
		case referee.KindViolation:
			j.Violations = append(j.Violations, jsonViolation{l.Move, l.Pos.Line, l.Pos.Column, l.Message.ID, msg})
		case referee.KindNote:
			j.Notes = append(j.Notes, jsonViolation{l.Move, l.Pos.Line, l.Pos.Column, l.Message.ID, msg})
		case referee.KindTold:
			if n := len(j.Told); n > 0 && j.Told[n-1].Move == l.Move {
				j.Told[n-1].Told = append(j.Told[n-1].Told, msg)
			} else {
				j.Told = append(j.Told, jsonTold{l.Move, l.Pos.Line, l.Pos.Column, l.Actor, l.Text, []string{msg}})
			}
		}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(j)
}

// WriteFileErrorJSON prints a record for what is said of a file as a whole:
// errors outside any game (no game, not text), or a note on its encoding.
func WriteFileErrorJSON(w io.Writer, file string, errs []referee.Line, s *Speaker) error {
	j := jsonReport{File: file, Status: referee.StatusOK, Errors: []jsonError{}, Violations: []jsonViolation{}, Notes: []jsonViolation{}, Winners: []string{}}
	for _, l := range errs {
		if l.Kind == referee.KindNote { // about the file as a whole: its encoding
			j.Notes = append(j.Notes, jsonViolation{0, l.Pos.Line, l.Pos.Column, l.Message.ID, s.Say(l.Message)})
		} else {
			j.Errors = append(j.Errors, jsonError{"", l.Pos.Line, l.Pos.Column, l.Message.ID, s.Say(l.Message)})
			j.Status = referee.StatusError
		}
		if j.Line == 0 {
			j.Line = l.Pos.Line
		}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(j)
}
