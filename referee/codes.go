package referee

// The referee's own rule codes: a claimed result that differs from the
// verdict, in every game.
const (
	CodeResultWrong    Code = "referee.result-wrong"
	CodeResultNotOver  Code = "referee.result-not-over"
	CodeResultNoWinner Code = "referee.result-no-winner"
)

// Rules lists the referee's own rule codes, for `referee explain`.
var Rules = []Code{CodeResultWrong, CodeResultNotOver, CodeResultNoWinner}
