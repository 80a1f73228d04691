package chinesecheckers

import "github.com/boardgame-referee/referee/referee"

// The notes about a start that is not the standard one, said at game:.

// FivePlayers: five players, seated by `seats:`; one of them races to the
// point left empty.
type FivePlayers struct {
	Point  int    // the empty point
	Player string // who races to it
}

func (FivePlayers) Code() referee.Code { return CodeFivePlayers }

// SeatsOrder: going clockwise round the star, the players do not sit in the order of
// `players:`, which keeps the turn order.
type SeatsOrder struct {
	Players []string
}

func (SeatsOrder) Code() referee.Code { return CodeSeatsOrder }

// PartialSetup: `setup:` gives some players fewer pieces than a set (a
// rulebook's diagram).
type PartialSetup struct {
	Players []string // those with fewer
	Pieces  int      // a set
	All     bool     // every player has fewer: the names need not be listed
}

func (PartialSetup) Code() referee.Code { return CodePartialSetup }
func (m PartialSetup) Count() int       { return len(m.Players) }

// The referee's readings a move relies on, said once a game: the rules are
// silent on passing and on chains that land twice.
const (
	readingPass      = referee.Term(CodeReadingPass)
	readingChainOnce = referee.Term(CodeReadingChainOnce)
	readingChainEnd  = referee.Term(CodeReadingChainEnd)
)

// passReading: a pass, allowed or refused, rests on the referee's reading.
func passReading() []referee.Message { return []referee.Message{readingPass} }

// readingOf is the reading a refused move rests on, if any. A move that
// names its start hole twice (`d1-d1`) makes no hop: it rests on no reading
// about chains.
func readingOf(v referee.Message) []referee.Message {
	switch v := v.(type) {
	case ChainRepeatsHole:
		return []referee.Message{readingChainOnce}
	case ChainEndsAtStart:
		if !v.Still {
			return []referee.Message{readingChainEnd}
		}
	}
	return nil
}
