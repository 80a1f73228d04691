package turbo

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDisputeBoardSaysNoLastCardNobodySaid: `open:` with no `turn:`, a
// chameleon and an animal card open and the task not met: whether
// «Форсаж!» is right rests on who turned up the last card, which nobody
// said. The board outlines no card as the last, names nobody as due, and
// says what the call rests on (family judge serve19: the board named the
// last card and the next player, then the table asked who turned up the
// last card).
func TestDisputeBoardSaysNoLastCardNobodySaid(t *testing.T) {
	tb := newTestTable(t, "players: Маша, Петя\nopen: Маша=3е, Петя=х\ntask: ежей больше четырёх\n")
	d := tb.draw()
	if d.last != -1 {
		t.Errorf("the board outlines %s's card as the last", tb.names[d.last])
	}
	if s, ok := d.status.(BoardTurn); !ok || !s.Unknown || !s.Depends {
		t.Errorf("status %#v, want the order unknown and the call resting on it", d.status)
	}
	board := strings.ReplaceAll(tb.Board(mustSpeaker(t, "ru"), nil), "\u00a0", " ")
	if strings.Contains(board, "карту открывает Маша") || !strings.Contains(board, "зависит от того, кто открыл карту последним") {
		t.Errorf("the board:\n%s", board)
	}

	// With `turn:` the order is known: the card before the player due is
	// the last, and the right call is said.
	tb = newTestTable(t, "players: Маша, Петя\nopen: Маша=3е, Петя=х\nturn: Маша\ntask: ежей больше четырёх\n")
	d = tb.draw()
	if d.last != 1 {
		t.Errorf("with turn: Маша the last card outlined is player %d's, want Петя's", d.last)
	}
	if diff := cmp.Diff(BoardTurn{Player: "Маша", Call: Call(forsazhCall)}, d.status); diff != "" {
		t.Errorf("status with turn: (-want +got):\n%s", diff)
	}
}
