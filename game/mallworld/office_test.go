package mallworld_test

import (
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// TestOfficeTokensInTheirPanel: through whole games of 3 to 5 players,
// every corruption token of the mall office lies inside the office's
// panel, on a phone held either way and on a desktop: none spills under the
// next panel, where it could not be seen or tapped. Tokens of one value
// make one stack (one target); every value in the office has its target,
// no two targets overlap, and each label lies on its token.
func TestOfficeTokensInTheirPanel(t *testing.T) {
	bad, most := 0, 0
	check := func(c *ui.TableCtx, r *tableRun) {
		for _, sc := range fitScreens {
			f := frameAt(r.tbl, c, sc.w, sc.h, sc.dsf)
			// The panel: the last fill before its title that holds it.
			var panel *ui.Rect
			for i, it := range f.Items {
				if it.Kind != ui.KText || it.Text != lang.T("Mall office") {
					continue
				}
				for j := i - 1; j >= 0 && panel == nil; j-- {
					if p := f.Items[j]; p.Kind == ui.KFill && p.R.X <= it.R.X && p.R.Y <= it.R.Y && p.R.X+p.R.W >= it.R.X+it.R.W {
						panel = &f.Items[j].R
					}
				}
			}
			if panel == nil {
				t.Fatalf("%s: no mall office panel drawn", sc.name)
			}
			n := len(c.View.(*rules.State).PositionOf().Office)
			most = max(most, n)
			var spots []ui.Hotspot
			for _, s := range f.Spots {
				if strings.HasPrefix(s.ID, "token:") {
					for _, o := range spots {
						if o.ID == s.ID || overlap(o.R, s.R) {
							t.Fatalf("%s: token targets %s %+v and %s %+v overlap or repeat", sc.name, o.ID, o.R, s.ID, s.R)
						}
					}
					spots = append(spots, s)
				}
			}
			for _, tok := range c.View.(*rules.State).PositionOf().Office {
				s := f.Spot("token:" + tok)
				if s == nil {
					t.Fatalf("%s: token %s is in the office but has no target", sc.name, tok)
				}
				label := false
				for _, it := range f.Items {
					if it.Kind == ui.KText && strings.Contains(it.Text, tok[1:2]) && it.R.X >= s.R.X-0.5 && it.R.X+it.R.W <= s.R.X+s.R.W+0.5 && it.R.Y >= s.R.Y-0.5 && it.R.Y <= s.R.Y+s.R.H {
						label = true
					}
				}
				if !label {
					t.Errorf("%s: token %s's label is not on its token %+v", sc.name, tok, s.R)
				}
			}
			for _, s := range f.Spots {
				if !strings.HasPrefix(s.ID, "token:") {
					continue
				}
				if s.R.X < panel.X-0.5 || s.R.Y < panel.Y-0.5 || s.R.X+s.R.W > panel.X+panel.W+0.5 || s.R.Y+s.R.H > panel.Y+panel.H+0.5 {
					if bad++; bad <= 10 {
						t.Errorf("%s, %d tokens in the office: %s at %+v is outside the office's panel %+v", sc.name, n, s.ID, s.R, *panel)
					}
				}
			}
		}
	}
	for _, g := range []struct {
		players int
		seed    uint64
	}{{3, 3}, {4, 4}, {5, 5}} {
		names := []string{"You", "Anna", "Beat", "Carla", "Dario"}[:g.players]
		r := newRun(t, g.players, g.seed, names)
		r.onStep = func(c *ui.TableCtx, stage string) { check(c, r) }
		r.onWait = func(c *ui.TableCtx) { check(c, r) }
		r.play(g.seed)
	}
	// The hard case must have been seen: 9 or more tokens come face up
	// in phase 3 with 5 players.
	if most < 9 {
		t.Fatalf("the games never had more than %d tokens in the office", most)
	}
	t.Logf("at most %d tokens in the office", most)
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
