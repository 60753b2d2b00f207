package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/lang"
)

// The catalog's checks run here, in the client's package, because only
// here is every area linked: the shell's words (game/lang) and each
// game's (game/<game>, game/<game>/book), added by their init functions.

// message is one literal message found at a lang call in the client's code.
type message struct {
	path string // the file, from the repository's root
	pos  string
	call string   // T, F, N or Pair
	text []string // T, F: the English text; N: one, other; Pair: en, fr
}

// literal is the value of a string literal or of a sum of them.
func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(e.X)
	}
	return "", false
}

// messages finds every lang.T/F/N/Pair call with literal texts in the
// non-test Go files under the client's directories (game/, wasm/), and
// every note the engines and bots tell with a literal text under engine/
// (engine.NewNote and engine.Fixed formats, engine.Word words): the client
// words those through the catalog (game/ui/told.go), as lang.F and lang.T.
func messages(t *testing.T) (msgs []message, dynamic int) {
	t.Helper()
	fset := token.NewFileSet()
	for _, dir := range []string{"../game", "../wasm", "../engine"} {
		engineDir := dir == "../engine"
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				x, ok := sel.X.(*ast.Ident)
				if !ok || x.Name != "lang" && !(engineDir && x.Name == "engine") {
					return true
				}
				pos := fset.Position(call.Pos()).String()
				name := sel.Sel.Name
				if x.Name == "engine" {
					switch name {
					case "NewNote", "Fixed", "Word", "Refuse":
						name = "T"
					default:
						return true
					}
				}
				var idx []int
				switch name {
				case "T", "F":
					idx = []int{0}
				case "N":
					idx = []int{1, 2}
				case "Pair":
					idx = []int{0, 1}
				default:
					return true
				}
				m := message{path: filepath.ToSlash(strings.TrimPrefix(path, "../")), pos: pos, call: name}
				for _, i := range idx {
					if i >= len(call.Args) {
						t.Errorf("%s: lang.%s with too few arguments", pos, sel.Sel.Name)
						return true
					}
					s, ok := literal(call.Args[i])
					if !ok {
						if sel.Sel.Name == "Pair" {
							t.Errorf("%s: lang.Pair needs both texts as literals", pos)
						}
						dynamic++
						return true
					}
					m.text = append(m.text, s)
				}
				msgs = append(msgs, m)
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return msgs, dynamic
}

// TestEveryMessageHasBothLanguages: every literal message of the client has
// a French text, with the same placeholders as the English one.
func TestEveryMessageHasBothLanguages(t *testing.T) {
	msgs, dynamic := messages(t)
	if len(msgs) == 0 {
		t.Fatal("found no lang calls in game/ and wasm/")
	}
	fr := lang.Catalog(lang.French)
	used := map[string]bool{}
	for _, m := range msgs {
		switch m.call {
		case "Pair":
			if strings.TrimSpace(m.text[0]) == "" || strings.TrimSpace(m.text[1]) == "" {
				t.Errorf("%s: lang.Pair with an empty text", m.pos)
			}
			if err := lang.SameVerbs(m.text[0], m.text[1]); err != nil {
				t.Errorf("%s: %v", m.pos, err)
			}
		default:
			for _, s := range m.text {
				used[s] = true
				tr, ok := fr[s]
				if !ok {
					t.Errorf("%s: no French for %q", m.pos, s)
					continue
				}
				if strings.TrimSpace(tr) == "" && strings.TrimSpace(s) != "" {
					t.Errorf("%s: empty French for %q", m.pos, s)
				}
				if err := lang.SameVerbs(s, tr); err != nil {
					t.Errorf("%s: %v", m.pos, err)
				}
			}
		}
	}
	t.Logf("%d literal messages, %d calls with a computed text, %d French entries", len(msgs), dynamic, len(fr))
}

// TestCatalogEntriesKeepTheirVerbs: every entry of every catalog (those
// reached with computed texts too) keeps the English text's placeholders,
// and no two areas (the shell's files, each game's packages) disagree.
func TestCatalogEntriesKeepTheirVerbs(t *testing.T) {
	for _, c := range lang.Conflicts() {
		t.Errorf("conflicting translations: %s", c)
	}
	for _, tag := range lang.Tags {
		for k, v := range lang.Catalog(tag) {
			if err := lang.SameVerbs(k, v); err != nil {
				t.Errorf("%s: %v", tag, err)
			}
		}
	}
}

// added lists the English texts each file adds to the French catalog
// (lang.Add(lang.French, map[string]string{…}) with literal keys), by the
// file's path from the repository's root (game/…).
func added(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		file := "game/" + filepath.ToSlash(path)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			var name, tag string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr: // lang.Add(lang.French, …)
				if x, ok := fn.X.(*ast.Ident); ok && x.Name == "lang" {
					name = fn.Sel.Name
				}
				if sel, ok := call.Args[0].(*ast.SelectorExpr); ok {
					tag = sel.Sel.Name
				}
			case *ast.Ident: // Add(French, …) inside game/lang
				name = fn.Name
				if id, ok := call.Args[0].(*ast.Ident); ok {
					tag = id.Name
				}
			}
			lit, ok := call.Args[1].(*ast.CompositeLit)
			if name != "Add" || tag != "French" || !ok {
				return true
			}
			for _, e := range lit.Elts {
				var k string
				kv, ok := e.(*ast.KeyValueExpr)
				if ok {
					k, ok = literal(kv.Key)
				}
				if !ok {
					t.Errorf("%s: a French entry without a literal key", fset.Position(e.Pos()))
					continue
				}
				out[file] = append(out[file], k)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEachGameBringsItsWords: every literal message of a game's client
// packages (game/<game>/…) and of its rules package (engine/<game>) has
// French in that game's own packages or in the shell's catalogs
// (game/lang), never only in another game's: each game stands alone, as
// its packages' tests and the galleria command link it. And every literal
// message of the shared code (the shell, game/ui, game/online, wasm/,
// engine/bot…) has French in game/lang: the shared code must not lean on
// a game's words.
func TestEachGameBringsItsWords(t *testing.T) {
	files := added(t)
	shared := map[string]bool{}
	for file, keys := range files {
		if strings.HasPrefix(file, "game/lang/") {
			for _, k := range keys {
				shared[k] = true
			}
		}
	}
	if len(shared) < 100 {
		t.Fatalf("game/lang adds %d French texts", len(shared))
	}
	// Each game's client directory and its rules directory, by its UI;
	// and the test game's, which tests plug in.
	const module = "github.com/galleria-games/galleria/"
	type area struct{ client, rules string }
	areas := []area{{"game/testgame/", "engine/testgame/"}}
	for _, u := range uis() {
		a := area{
			client: strings.TrimPrefix(reflect.TypeOf(u).PkgPath(), module) + "/",
			rules:  strings.TrimPrefix(reflect.TypeOf(u.Game()).PkgPath(), module) + "/",
		}
		if a != areas[0] {
			areas = append(areas, a)
		}
	}
	if len(areas) < 5 {
		t.Fatalf("%d game areas", len(areas))
	}
	msgs, _ := messages(t)
	checked := map[string]int{}
	for _, m := range msgs {
		if m.call == "Pair" {
			continue
		}
		where, in := "the shared code", "game/lang"
		own := shared
		for _, a := range areas {
			if strings.HasPrefix(m.path, a.client) || strings.HasPrefix(m.path, a.rules) {
				where, in = a.client, a.client+" nor in game/lang"
				own = map[string]bool{}
				for file, keys := range files {
					if strings.HasPrefix(file, a.client) {
						for _, k := range keys {
							own[k] = true
						}
					}
				}
			}
		}
		for _, s := range m.text {
			checked[where]++
			if !own[s] && !shared[s] {
				t.Errorf("%s: %q has no French in %s", m.pos, s, in)
			}
		}
	}
	for _, a := range areas[1:] {
		if checked[a.client] < 50 {
			t.Errorf("only %d messages of %s checked", checked[a.client], a.client)
		}
	}
	if checked["the shared code"] < 200 {
		t.Errorf("only %d messages of the shared code checked", checked["the shared code"])
	}
	t.Logf("messages checked: %v", checked)
}
