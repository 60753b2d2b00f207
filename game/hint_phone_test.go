package game

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// TestHintLineFits: in each game, on a phone (390×844) and on a desktop
// (1280×800), in English and in French, the header shows the whole hint,
// its reason included: no line cut or left out, every line 11 CSS px or
// more on the phone (12 on the desktop) and inside its panel and the
// screen. The reason is words: no percent sign.
func TestHintLineFits(t *testing.T) {
	sizes := []struct {
		name       string
		w, h, dsf  float64
		minSize    float64
		hintsAGame int
	}{{"phone", 390, 844, 3, 11, 3}, {"desktop", 1280, 800, 1, 12, 2}}
	for _, sz := range sizes {
		for _, tag := range []string{lang.English, lang.French} {
			for _, g := range playableGames() {
				t.Run(fmt.Sprintf("%s/%s/%s", sz.name, tag, g.Name()), func(t *testing.T) {
					a, in := testApp(t, &fakePlatform{}, sz.w, sz.h, sz.dsf)
					a.prefs.setLang(tag)
					defer lang.Set(lang.English)
					a.rebuild()
					a.snapshot()
					click(t, a, in, "menu:"+g.Name())
					for seat := 1; seat < a.setup.players; seat++ {
						setSeat(t, a, in, seat, ui.Greedy)
					}
					click(t, a, in, "setup:start")
					hints, longest, missed := 0, 0, 0
					for i := 0; i < 3000 && hints < sz.hintsAGame; i++ {
						st := a.Status()
						if st.Scene != sceneTable || st.Seat < 0 || st.Hint == nil || !st.Hint.Offered {
							for _, id := range []string{"scoring:ok", "handoff:ready"} {
								if hasTarget(a, id) {
									click(t, a, in, id)
								}
							}
							a.Update()
							continue
						}
						if hasTarget(a, "scoring:ok") {
							click(t, a, in, "scoring:ok") // an overlay over the table
							continue
						}
						click(t, a, in, "table:hint")
						if h := a.Status().Hint; h != nil && h.Offered {
							// The click met something over the button.
							if missed++; missed > 5 {
								t.Fatalf("Hint clicked %d times, not started: %q", missed, frameTexts(a))
							}
							a.Update()
							continue
						}
						for j := 0; a.Status().Hint != nil && a.Status().Hint.Move == "" && j < 50; j++ {
							a.Update()
						}
						h := a.Status().Hint
						if h == nil || h.Move == "" {
							t.Fatalf("no hint after a click on Hint: %+v (scene %s, step %d)", h, a.Status().Scene, a.Status().Step)
						}
						if strings.Contains(h.Line, "%") {
							t.Fatalf("hint %q", h.Line)
						}
						// The hint's lines are the texts drawn in ColHint (the
						// marks' numbers are dark on it).
						var shown []string
						lines := map[string]bool{}
						for _, it := range a.frame.Items {
							if it.Kind != ui.KText || it.Col != ui.ColHint {
								continue
							}
							shown = append(shown, it.Text)
							lines[it.Text] = true
							switch css := it.Px / a.dsf; {
							case it.Cut:
								t.Errorf("hint line %q is cut (hint %q)", it.Text, h.Line)
							case css < sz.minSize-0.01:
								t.Errorf("hint line %q at %.1f CSS px", it.Text, css)
							}
						}
						if got, want := strings.Join(strings.Fields(strings.Join(shown, " ")), " "), strings.Join(strings.Fields(h.Line), " "); got != want {
							t.Fatalf("the screen shows %q of the hint %q", shown, h.Line)
						}
						for _, p := range fitProblems(a, sz.minSize) {
							q, _ := strconv.QuotedPrefix(p[max(0, strings.Index(p, "\"")):])
							if q, _ = strconv.Unquote(q); lines[q] {
								t.Errorf("hint text: %s", p)
							}
						}
						longest = max(longest, len(h.Line))
						t.Logf("%s", h.Line)
						// Play on: the hint's move.
						for _, id := range a.Plan(h.Move) {
							click(t, a, in, id)
						}
						hints++
					}
					if hints == 0 {
						t.Fatal("no hint shown")
					}
				})
			}
		}
	}
}
