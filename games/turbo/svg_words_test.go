package turbo

import (
	"strings"
	"testing"

	"github.com/boardgame-referee/referee/referee/refereetest"
)

// The penalty's key line names the call without quotes inside quotes
// («⚠ Штраф»: «Турбо!» read awkwardly).
func TestPenaltyKeyQuotesNotNested(t *testing.T) {
	ru := refereetest.Catalog(t, Spec()).Speaker("ru")
	key := strings.ReplaceAll(ru.Say(PenaltyKey{Player: "Boris", Call: Call(turboCall)}), "\u00a0", " ")
	if open := strings.Index(key, "«"); open >= 0 {
		if next, close := strings.Index(key[open+len("«"):], "«"), strings.Index(key[open+len("«"):], "»"); next >= 0 && next < close {
			t.Errorf("the penalty's key nests quotes: %q", key)
		}
	}
	if !strings.HasPrefix(key, "⚠ Штраф: ") || !strings.Contains(key, "Boris") {
		t.Errorf("the penalty's key is %q, want «⚠ Штраф: …» naming Boris", key)
	}
}
