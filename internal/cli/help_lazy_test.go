package cli

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// TestHelpTextsSaidLater: the commands' and flags' texts left for help
// (Factory.Later) are all said once help shows them, in both languages —
// none is left as its marker — and a usage line of the catalog's is put in.
func TestHelpTextsSaidLater(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f := testFactory(t, lang)
		root := NewCmdRoot(f)
		f.Lazy.SayAll()
		var walk func(c *cobra.Command)
		walk = func(c *cobra.Command) {
			texts := map[string]string{"Short": c.Short, "Long": c.Long, "Use": c.Use}
			for _, fs := range []*pflag.FlagSet{c.LocalFlags(), c.InheritedFlags()} {
				fs.VisitAll(func(fl *pflag.Flag) { texts["--"+fl.Name] = fl.Usage })
			}
			for what, text := range texts {
				if strings.Contains(text, "\x00") {
					t.Errorf("%s: %s %s: %q not said", lang, c.CommandPath(), what, text)
				}
			}
			if c.Name() == "check" && !strings.Contains(c.Use, "FILE") && !strings.Contains(c.Use, "ФАЙЛ") {
				t.Errorf("%s: check's usage line %q is not the catalog's", lang, c.Use)
			}
			if c.Name() == "check" && c.Flags().Lookup("json").Usage == "" {
				t.Errorf("%s: check --json has no text", lang)
			}
			for _, sub := range c.Commands() {
				walk(sub)
			}
		}
		walk(root)
	}
}
