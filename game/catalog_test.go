package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
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
					case "NewNote", "Fixed", "Word":
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
