package mallworld_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// lookScreens are a phone held upright (device scale 3) and a desktop,
// with the smallest text each must show (CSS px).
var lookScreens = []struct {
	name      string
	w, h, dsf float64
	min       float64
}{{"390x844", 390, 844, 3, 11}, {"1280x800", 1280, 800, 1, 12}}

// Whole games of 3, 4 and 5 players in English and French: at every
// decision of seat 0 (with a hint shown and without), every text of the
// table, its guide line and the phase-end scoring is at least 11 CSS px on the phone and 12 on the desktop.
func TestTextSizes(t *testing.T) {
	defer lang.Set(lang.English)
	smallest := map[string]float64{}
	bad := map[string]float64{}
	check := func(c *ui.TableCtx, r *tableRun) {
		for _, sc := range lookScreens {
			f := frameAt(r.tbl, c, sc.w, sc.h, sc.dsf)
			for _, it := range f.Items {
				if it.Kind != ui.KText || it.Text == "" {
					continue
				}
				css := it.Px / sc.dsf
				if s, ok := smallest[sc.name]; !ok || css < s {
					smallest[sc.name] = css
				}
				if css < sc.min-0.01 {
					k := fmt.Sprintf("%s %q", sc.name, it.Text)
					if v, ok := bad[k]; !ok || css < v {
						bad[k] = css
					}
				}
			}
		}
	}
	for _, tag := range []string{lang.English, lang.French} {
		lang.Set(tag)
		for _, g := range []struct {
			players int
			seed    uint64
		}{{3, 3}, {4, 4}, {5, 5}} {
			names := append([]string{lang.T("You")}, "Anna", "Beat", "Carla", "Dario")[:g.players]
			r := newRun(t, g.players, g.seed, names)
			r.guide = g.players != 4 // with the guided first game's line, and without
			r.onStep = func(c *ui.TableCtx, stage string) {
				check(c, r)
				// With a hint shown (the Teller's line).
				h := *c
				h.Hint = &ui.Hint{Line: r.tbl.(ui.Teller).TellMove(c.View, 0, c.Legal[0], r.names)}
				check(&h, r)
			}
			r.onOver = func(c *ui.TableCtx) { check(c, r) }
			r.onWait = func(c *ui.TableCtx) { check(c, r) }
			r.play(g.seed)
		}
	}
	var keys []string
	for k := range bad {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for i, k := range keys {
		if i < 40 {
			t.Errorf("%s: %.1f CSS px", k, bad[k])
		}
	}
	if len(keys) > 0 {
		t.Errorf("%d texts too small", len(keys))
	}
	t.Logf("smallest text: %v", smallest)
}
