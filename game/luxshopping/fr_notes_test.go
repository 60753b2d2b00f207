package luxshopping_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/lang"
	_ "github.com/galleria-games/galleria/game/luxshopping" // its French (fr_notes.go)
)

// TestPackageMessagesHaveFrench: every literal message of this package's
// lang.T, lang.F and lang.N calls, and every literal note of its engine
// (engine.Refuse, engine.NewNote, engine.Fixed: the table words them
// through the catalog), has a French text with the same verbs, in the
// catalog as this package's binary builds it (game/lang's files and this
// package's fr_notes.go). game/lang's own catalog test cannot see
// fr_notes.go, which is why this package checks itself.
func TestPackageMessagesHaveFrench(t *testing.T) {
	fr := lang.Catalog(lang.French)
	n := 0
	for _, c := range []struct{ dir, pkg string }{{".", "lang"}, {"../../engine/luxshopping", "engine"}} {
		files, err := filepath.Glob(filepath.Join(c.dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(node ast.Node) bool {
				call, ok := node.(*ast.CallExpr)
				if !ok || len(call.Args) == 0 {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if x, ok := sel.X.(*ast.Ident); !ok || x.Name != c.pkg {
					return true
				}
				var args []ast.Expr
				switch sel.Sel.Name {
				case "T", "F", "Refuse", "NewNote", "Fixed":
					args = call.Args[:1]
				case "N":
					args = call.Args[1:3]
				}
				for _, a := range args {
					lit, ok := a.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					s, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					n++
					tr, ok := fr[s]
					if !ok {
						t.Errorf("%s: no French for %q", fset.Position(lit.Pos()), s)
						continue
					}
					if err := lang.SameVerbs(s, tr); err != nil {
						t.Errorf("%s: %v", fset.Position(lit.Pos()), err)
					}
				}
				return true
			})
		}
	}
	if n < 120 {
		t.Errorf("only %d messages found", n)
	}
	t.Logf("%d literal messages checked", n)
}
