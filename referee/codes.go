package referee

// The referee's own rule codes: a claimed result that differs from the
// verdict, in every game.
const (
	ResultWrong    Code = "referee.result-wrong"
	ResultNotOver  Code = "referee.result-not-over"
	ResultNoWinner Code = "referee.result-no-winner"
)

// Rules lists the referee's own rule codes, for `referee explain`.
var Rules = []Code{ResultWrong, ResultNotOver, ResultNoWinner}
