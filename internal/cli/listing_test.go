package cli

import (
	"testing"

	"github.com/spf13/cobra"

	"referee/referee"
)

// TestViewFlagWords: a view flag that names the words it takes refuses
// any other as a usage error in the chosen language, naming them, and
// keeps a word taken as the game spells it.
func TestViewFlagWords(t *testing.T) {
	holes := []string{"names", "имена", "numbers", "номера"}
	for _, c := range []struct {
		lang, arg, want, kept string
	}{
		{"en", "bogus", "“bogus” is not a value for --holes; it takes names, имена, numbers, номера", ""},
		{"ru", "bogus", "--holes не\u00a0принимает значение «bogus»; возможные значения: names, имена, numbers, номера", ""},
		{"en", "Имена", "", "имена"},
		{"en", "", "", ""},
	} {
		a := speakingApp(t, c.lang)
		view := referee.View{}
		cmd := &cobra.Command{Use: "board"}
		cmd.Flags().Var(viewValue{view, "holes", holes}, "holes", "")
		err := cmd.ParseFlags([]string{"--holes", c.arg})
		if c.want == "" {
			if err != nil || view["holes"] != c.kept {
				t.Errorf("--holes %q: %v, kept %q, want %q", c.arg, err, view["holes"], c.kept)
			}
			continue
		}
		ue, ok := flagError(err).(usageError)
		if !ok || a.say.Say(ue.msg) != c.want {
			t.Errorf("--holes %q in %s: %v, want %q", c.arg, c.lang, err, c.want)
		}
	}
	// A flag naming no words takes any, as typed.
	view := referee.View{}
	if err := (viewValue{view, "dice", nil}).Set(" rs rs "); err != nil || view["dice"] != " rs rs " {
		t.Errorf("a free flag: %v, %q", err, view["dice"])
	}
}
