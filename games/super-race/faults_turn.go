package superrace

import "github.com/boardgame-referee/referee/referee"

// What cannot be read in a turn as written (notation errors): the words
// typed, quoted back.

// SlashMissing: a turn needs “/” after the faces.
type SlashMissing struct{}

func (SlashMissing) Code() referee.Code { return "super-race.slash-missing" }

// PlanMissing: nothing after “/”.
type PlanMissing struct{}

func (PlanMissing) Code() referee.Code { return "super-race.plan-missing" }

// NumberAlone: a number not after “start”.
type NumberAlone struct{ Text string }

func (NumberAlone) Code() referee.Code { return "super-race.number-alone" }

// PassLate: “pass” after other words.
type PassLate struct{ Word string }

func (PassLate) Code() referee.Code { return "super-race.pass-late" }

// PassExtra: words after “pass”: Text the first of them, Word the pass
// as typed.
type PassExtra struct{ Word, Text string }

func (PassExtra) Code() referee.Code { return "super-race.pass-extra" }

// StartLate: “start” twice, or after the route.
type StartLate struct{ Word string }

func (StartLate) Code() referee.Code { return "super-race.start-late" }

// StartNumber: “start” with no number after it.
type StartNumber struct{ Word string }

func (StartNumber) Code() referee.Code { return "super-race.start-number" }

// StartRange: a number that is no start square's.
type StartRange struct{ Text string }

func (StartRange) Code() referee.Code { return "super-race.start-range" }

// ColourFirst: a step where the colour comes.
type ColourFirst struct{ Word string }

func (ColourFirst) Code() referee.Code { return "super-race.colour-first" }

// ColourTwice: a second colour.
type ColourTwice struct{ Word string }

func (ColourTwice) Code() referee.Code { return "super-race.colour-twice" }

// ColourMissing: no colour after “/”.
type ColourMissing struct{}

func (ColourMissing) Code() referee.Code { return "super-race.colour-missing" }

// UnknownColour: a word where the colour comes that is none.
type UnknownColour struct{ Word string }

func (UnknownColour) Code() referee.Code { return "super-race.unknown-colour" }

// UnknownColourSuggest: the same, with the nearest word that fits.
type UnknownColourSuggest struct{ Word, Suggestion string }

func (UnknownColourSuggest) Code() referee.Code { return "super-race.unknown-colour-suggest" }

// UnknownStep: a word in the route that is no step.
type UnknownStep struct {
	Word  string
	Curve bool // the word is a die's curve letter (у, c): a face, not a step
}

func (UnknownStep) Code() referee.Code { return "super-race.unknown-step" }

// UnknownStepSuggest: the same, with the nearest step.
type UnknownStepSuggest struct{ Word, Suggestion string }

func (UnknownStepSuggest) Code() referee.Code { return "super-race.unknown-step-suggest" }

// FaceBad: a word among the faces that is no face.
type FaceBad struct{ Text string }

func (FaceBad) Code() referee.Code { return "super-race.face-bad" }

// FacesApart: faces written with their letters apart, and the line to
// type instead.
type FacesApart struct{ Suggestion string }

func (FacesApart) Code() referee.Code { return "super-race.faces-apart" }

// SlashBefore: a word of the plan before “/”.
type SlashBefore struct{ Word string }

func (SlashBefore) Code() referee.Code { return "super-race.slash-before" }

// DiceOnly: `--dice` takes faces only.
type DiceOnly struct{}

func (DiceOnly) Code() referee.Code { return "super-race.dice-only" }
