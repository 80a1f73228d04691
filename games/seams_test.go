package games_test

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/boardgame-referee/referee/games"
	_ "github.com/boardgame-referee/referee/internal/golden" // accepts -update like every test package
	"github.com/boardgame-referee/referee/notation"
	"github.com/boardgame-referee/referee/referee"
	"github.com/boardgame-referee/referee/referee/refereetest"
	"github.com/boardgame-referee/referee/referee/say"
)

// load type-checks the games' packages (not their tests) and the referee's.
func load(t *testing.T, mode packages.LoadMode) []*packages.Package {
	t.Helper()
	pkgs, err := packages.Load(&packages.Config{Mode: mode}, "github.com/boardgame-referee/referee/games/...", "github.com/boardgame-referee/referee/referee")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		for _, e := range p.Errors {
			t.Fatalf("%s: %v", p.PkgPath, e)
		}
	}
	return pkgs
}

// TestEnginesArePure: an engine speaks in codes and facts, so no game
// package pulls in the message catalog, its TOML reader, or the output.
func TestEnginesArePure(t *testing.T) {
	banned := []string{"github.com/nicksnyder/go-i18n", "github.com/pelletier/go-toml", "github.com/boardgame-referee/referee/referee/say", "github.com/boardgame-referee/referee/internal/cli"}
	for _, p := range load(t, packages.NeedName|packages.NeedImports|packages.NeedDeps) {
		if p.PkgPath == "github.com/boardgame-referee/referee/games" {
			continue // the registry
		}
		packages.Visit([]*packages.Package{p}, func(dep *packages.Package) bool {
			for _, b := range banned {
				if strings.HasPrefix(dep.PkgPath, b) {
					t.Errorf("%s imports %s (through its dependencies)", p.PkgPath, dep.PkgPath)
				}
			}
			return true
		}, nil)
	}
}

// TestCodesAreDeclaredAndListed: every rule and note code is a constant of
// type referee.Code, declared once in the package that raises it, listed in
// its game's Spec (or referee.Rules), and explained in both languages; no code
// is written as a bare string where a Code is expected.
func TestCodesAreDeclaredAndListed(t *testing.T) {
	listed := map[string]string{} // code → where it is listed
	for _, c := range referee.Rules {
		listed[string(c)] = "referee"
	}
	for _, s := range games.All() {
		for _, c := range slices.Concat(s.Rules, s.Notes) {
			if !strings.HasPrefix(string(c), s.ID+".") {
				t.Errorf("%s: code %q does not start with the game id", s.ID, c)
			}
			if listed[string(c)] != "" {
				t.Errorf("%s is listed twice", c)
			}
			listed[string(c)] = s.ID
		}
	}
	declared := map[string]bool{}
	for _, p := range load(t, packages.NeedName|packages.NeedTypes|packages.NeedSyntax|packages.NeedTypesInfo|packages.NeedFiles) {
		for id, obj := range p.TypesInfo.Defs {
			c, ok := obj.(*types.Const)
			if !ok || !isCode(c.Type()) {
				continue
			}
			code := constant.StringVal(c.Val())
			if declared[code] {
				t.Errorf("%s: %s is declared twice", p.Fset.Position(id.Pos()), code)
			}
			declared[code] = true
			if listed[code] == "" {
				t.Errorf("%s: %s is declared but no Spec lists it", p.Fset.Position(id.Pos()), code)
			}
		}
		for _, f := range p.Syntax {
			ast.Inspect(f, func(n ast.Node) bool {
				if gen, ok := n.(*ast.GenDecl); ok && gen.Tok == token.CONST {
					return false // where codes are declared
				}
				e, ok := n.(ast.Expr)
				if !ok {
					return true
				}
				tv, ok := p.TypesInfo.Types[e]
				if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
					return true
				}
				value := constant.StringVal(tv.Value)
				// Only rule and note codes: every message's ID is a Code too.
				if _, isLit := e.(*ast.BasicLit); isLit && listed[value] != "" {
					t.Errorf("%s: the code %q is written as a string; use its constant", p.Fset.Position(e.Pos()), value)
				}
				return true
			})
		}
	}
	for code := range listed {
		if !declared[code] {
			t.Errorf("%s is listed but declared nowhere as a referee.Code constant", code)
		}
	}
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	for code, where := range listed {
		for _, lang := range say.Languages {
			for _, id := range []string{code, code + ".rule", code + ".example"} {
				if !c.Has(lang, id) {
					t.Errorf("%s.toml (%s): no message %q", lang, where, id)
				}
			}
		}
	}
	for _, s := range games.All() {
		if !c.Has("en", "game."+s.ID) {
			t.Errorf("no display name game.%s", s.ID)
		}
	}
}

// isCode: referee.Code is notation.Code by another name.
func isCode(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "Code" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "github.com/boardgame-referee/referee/notation"
}

// TestKeysAreFolded: header keys and event words are written as they are
// compared (folded), so the header reader compares them without folding.
func TestKeysAreFolded(t *testing.T) {
	for _, s := range games.All() {
		for _, group := range s.Keys {
			for _, k := range group {
				if notation.Fold(k) != k {
					t.Errorf("%s: key %q is not folded", s.ID, k)
				}
			}
		}
		for _, w := range s.EventWords {
			if notation.Fold(w) != w {
				t.Errorf("%s: event word %q is not folded", s.ID, w)
			}
		}
	}
	for _, set := range [][]string{notation.GameKeys, notation.PlayersKeys, notation.ResultKeys, notation.TurnKeys} {
		for _, k := range set {
			if notation.Fold(k) != k {
				t.Errorf("shared key %q is not folded", k)
			}
		}
	}
}

// TestChoicesReadBack: every legal move `referee moves` lists, in the words
// of either language, reads back as that move — so a user can type what the
// referee offers.
func TestChoicesReadBack(t *testing.T) {
	c, err := say.NewCatalog(games.All())
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range games.All() {
		if spec.ID == "super-race" {
			continue // super-race lists moves only for dice rolled: see its own tests
		}
		for seed := range uint64(6) {
			header := sampleHeader(spec, seed)
			s, r := refereetest.Open(spec, header)
			if s == nil {
				t.Fatalf("%s: %v", spec.ID, r.FirstProblem())
			}
			if _, err := refereetest.Playout(s, rand.New(rand.NewPCG(seed, 5)), int(seed)*3); err != nil {
				t.Fatal(err)
			}
			for _, choice := range s.Legal(nil).Moves {
				for _, lang := range say.Languages {
					text := choice.Text
					if choice.Say != nil {
						text = c.Speaker(lang).Say(choice.Say)
					}
					if err := refereetest.Play(s, text); err != nil {
						t.Errorf("%s, %s: %q (offered as %q) does not read back: %v", spec.ID, lang, text, choice.Text, err)
						continue
					}
					if !s.Undo() {
						t.Fatalf("%s: undo refused", spec.ID)
					}
				}
			}
		}
	}
}

// sampleHeader is the header of a game of spec as its Spec says one
// starts: the fewest players it takes (two at least, where it takes two),
// with the game's own sample lines, their choices drawn by seed.
func sampleHeader(spec referee.Spec, seed uint64) string {
	n := spec.Players[0]
	if n < 2 && slices.Contains(spec.Players, 2) {
		n = 2
	}
	players := []string{"Нина", "Паша", "Вера", "Глеб", "Даша", "Егор"}[:n]
	header := "players: " + strings.Join(players, ", ") + "\n"
	if spec.Sample != nil {
		rng := rand.New(rand.NewPCG(seed, 9))
		header += spec.Sample(players, rng.IntN)
	}
	return header
}

// TestOverIsOutcome: an engine that says cheaply whether its game is over
// (referee.Finished) says what its outcome says, move after move of random
// legal games of every game.
func TestOverIsOutcome(t *testing.T) {
	for _, spec := range games.All() {
		for seed := range uint64(20) {
			header := sampleHeader(spec, seed)
			s, r := refereetest.Open(spec, header)
			if s == nil {
				t.Fatalf("%s: %s does not start: %v", spec.ID, header, r.FirstProblem())
			}
			fin, ok := s.Engine().(referee.Finished)
			if !ok {
				continue
			}
			rng := rand.New(rand.NewPCG(seed, 3))
			for range 400 {
				if fin.Over() != s.Outcome().Over {
					t.Fatalf("%s seed %d after %d moves: Over %v, Outcome().Over %v", spec.ID, seed, s.Moves(), fin.Over(), s.Outcome().Over)
				}
				if _, err := refereetest.Playout(s, rng, 1); err != nil || s.Outcome().Over && fin.Over() {
					break
				}
			}
		}
	}
}

// TestEveryMessageTypeHasAnExample: every type of a game's package that is
// a message (it has a Code method) has an example in its Spec, so the
// catalog's tests say it and hold its template to its fields. A game whose
// messages are not typed yet (no examples) is passed over.
func TestEveryMessageTypeHasAnExample(t *testing.T) {
	examples := map[string]map[string]bool{} // package path → the types of its examples
	for _, s := range games.All() {
		if len(s.Examples()) == 0 {
			continue
		}
		for _, m := range s.Examples() {
			typ := reflect.TypeOf(m)
			for typ.Kind() == reflect.Pointer {
				typ = typ.Elem()
			}
			if !strings.HasPrefix(typ.PkgPath(), "github.com/boardgame-referee/referee/games/") {
				continue // a type of the referee's own (referee.GameOver): its own examples hold it
			}
			if examples[typ.PkgPath()] == nil {
				examples[typ.PkgPath()] = map[string]bool{}
			}
			examples[typ.PkgPath()][typ.Name()] = true
		}
	}
	var message *types.Interface
	for _, p := range load(t, packages.NeedName|packages.NeedTypes|packages.NeedDeps|packages.NeedImports) {
		if message == nil {
			packages.Visit([]*packages.Package{p}, func(dep *packages.Package) bool {
				if dep.PkgPath == "github.com/boardgame-referee/referee/notation" {
					message = dep.Types.Scope().Lookup("Message").Type().Underlying().(*types.Interface)
				}
				return message == nil
			}, nil)
		}
		have, typed := examples[p.PkgPath]
		if !typed {
			continue
		}
		scope := p.Types.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			if (types.Implements(tn.Type(), message) || types.Implements(types.NewPointer(tn.Type()), message)) && !have[name] {
				t.Errorf("%s: the message type %s has no example in the Spec's Examples", p.PkgPath, name)
			}
		}
	}
}

// TestPageIsDeclaredWhole: what a game declares for serve's page
// (referee.UI) is whole: a layout the page knows, a held value that is
// one of the game's flags, and the sets of taps each choice lays out.
func TestPageIsDeclaredWhole(t *testing.T) {
	for _, s := range games.All() {
		pg := s.UI
		sets := map[string]bool{}
		if pg.TapSets != nil {
			for _, lang := range []string{"en", "ru"} {
				for _, set := range pg.TapSets(lang) {
					sets[set.Name] = len(set.Taps) > 0
				}
			}
		}
		need := func(why string, names ...string) {
			for _, n := range names {
				if !sets[n] {
					t.Errorf("%s: UI %s, but TapSets has no set %q", s.ID, why, n)
				}
			}
		}
		switch pg.Layout {
		case referee.TapList, referee.TapPieces, referee.TapPaths:
		case referee.TapCards:
			need("lays out cards", "cards", "calls", "animals", "task")
		case referee.TapDice:
			need("lays out dice", "faces")
			if pg.Held == "" {
				t.Errorf("%s: Page lays out dice the server does not hold (Held)", s.ID)
			}
		default:
			t.Errorf("%s: UI.Layout %q is no layout the page knows", s.ID, pg.Layout)
		}
		if pg.Held != "" {
			if !slices.ContainsFunc(s.Flags, func(f referee.Flag) bool { return f.Name == pg.Held }) || pg.HeldWords <= 0 {
				t.Errorf("%s: UI.Held %q is none of its flags, or HeldWords %d is no count", s.ID, pg.Held, pg.HeldWords)
			}
		}
		if pg.Dealt {
			need("asks the cards dealt", "dealt")
		}
		if pg.Dispute {
			need("offers a dispute", "open", "cards", "task")
		}
	}
}
