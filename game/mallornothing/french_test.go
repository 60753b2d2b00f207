package mallornothing_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	mn "github.com/galleria-games/galleria/game/mallornothing"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// frScreens are the sizes the French test builds at (CSS px and device
// scale): a desktop window and a phone held both ways.
var frScreens = []struct {
	name      string
	w, h, dsf float64
	minCSS    float64 // the smallest text allowed, CSS px (as game/fit_test.go's fitSizes)
}{{"desktop", 1280, 800, 1, 0}, {"phone-portrait", 390, 844, 3, 0}, {"phone-landscape", 844, 390, 3, 11}}

// buildView draws the table at a screen as the shell lays it out.
func buildView(tb ui.Table, c *ui.TableCtx, w, h, dsf float64, hover string) *ui.Builder {
	b := ui.NewBuilder(ui.TableView(w*dsf, h*dsf, dsf), hover)
	c.Hover = hover
	tb.Build(b, c)
	return b
}

// misfits lists the texts of a frame that do not fit: cut (an ellipsis,
// lines left out), wider than the box they were given, or, for the guide
// line, smaller than minPx device px (the fit tests' smallest table text
// on a phone held sideways; 0: not checked). The malls' square labels
// scale with the mall in both languages, so they are not held to it.
func misfits(b *ui.Builder, minPx float64) []string {
	out := b.F.Misfits(1)
	for _, it := range b.F.Items {
		if it.Kind == ui.KText && it.Text != "" && it.Col == ui.ColGuide && it.Px < minPx-0.01 {
			out = append(out, fmt.Sprintf("%.1f px < %.1f: %q", it.Px, minPx, it.Text))
		}
	}
	return out
}

// guideTexts is the guide line of a frame (the texts drawn in its colour).
func guideTexts(b *ui.Builder) string { return b.F.TextsIn(ui.ColGuide) }

// Seeded random games in French, solo against a bot and hotseat, through
// the table with the guided first game on: at a desktop and a phone's two
// orientations, every frame's texts fit their boxes; the guide line shows
// only with Guide set and changes with the decision; the narration and the
// results are French (each line differs from the English told of the same
// steps); and no text met lacks its French.
func TestFrenchGamesFit(t *testing.T) {
	lang.Set(lang.French)
	defer lang.Set(lang.English)
	lang.ResetMisses()
	guides := map[string]bool{}
	check := func(b *ui.Builder, where string, minPx float64) {
		t.Helper()
		if p := misfits(b, minPx); len(p) > 0 {
			t.Errorf("%s: %d texts do not fit:\n  %s", where, len(p), strings.Join(p, "\n  "))
		}
	}
	// frame builds the frame at every screen, with and without the guide.
	// It returns the desktop's guide line.
	frame := func(tb ui.Table, c *ui.TableCtx, hover, where string) string {
		t.Helper()
		desk := ""
		for _, sc := range frScreens {
			c.Guide = false
			b := buildView(tb, c, sc.w, sc.h, sc.dsf, hover)
			if g := guideTexts(b); g != "" {
				t.Errorf("%s %s: a guide line without Guide: %q", where, sc.name, g)
			}
			c.Guide = true
			b = buildView(tb, c, sc.w, sc.h, sc.dsf, hover)
			g := guideTexts(b)
			if g == "" {
				t.Errorf("%s %s: no guide line with Guide", where, sc.name)
			}
			if sc.name == "desktop" {
				desk = g
				guides[g] = true
			}
			check(b, where+" "+sc.name, sc.minCSS*sc.dsf)
		}
		return desk
	}
	for _, seed := range []uint64{3, 17, 29} {
		hotseat := seed == 17
		seats := []match.Seat{{Kind: match.Human, Name: "You"}, {Kind: match.Bot, Bot: "greedy", Name: "Bea"}}
		if hotseat {
			seats = []match.Seat{{Kind: match.Human, Name: "Ann"}, {Kind: match.Human, Name: "Bea"}}
		}
		s, tb := newMatch(t, seed, seats...)
		rng := rand.New(rand.NewPCG(seed, 5))
		var log []string
		for i := 0; i < 100; i++ {
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			acts := s.HumansToAct()
			if len(acts) == 0 {
				t.Fatalf("seed %d: no human acts", seed)
			}
			seat := acts[0]
			legal := s.State().View(seat).LegalMoves(seat)
			where := fmt.Sprintf("seed %d step %d", seed, s.Step())
			p := mn.NewPicker(legal)
			c := ctxFor(s, seats, seat, p, log)
			before := frame(tb, c, "", where)
			mv := legal[rng.IntN(len(legal))]
			plan := p.Plan(mv)
			if len(plan) == 3 {
				// Hover an anchor that is not legal (its reason), then
				// the move's: the preview, and after choosing it, the
				// confirmation.
				b := buildView(tb, c, 1280, 800, 1, "")
				for _, sp := range b.F.Spots {
					if strings.HasPrefix(sp.ID, "mn:at:") && !sp.Enabled {
						frame(tb, c, sp.ID, where+" refused "+sp.ID)
						break
					}
				}
				p.Click(plan[0])
				frame(tb, c, plan[1], where+" hover")
				p.Click(plan[1])
				if g := frame(tb, c, "", where+" chosen"); g == before {
					t.Errorf("%s: the guide line does not change once a place is chosen: %q", where, g)
				}
				c.Touch = true
				frame(tb, c, "", where+" chosen, touch")
			}
			got := ""
			for _, id := range plan {
				got = p.Click(id)
			}
			if got != mv {
				t.Fatalf("%s: plan %v made %q, want %q", where, plan, got, mv)
			}
			if err := s.Play(seat, mv); err != nil {
				t.Fatal(err)
			}
			catchUp(t, tb, s, &log)
			// The seat that has locked in waits (hotseat: for the other).
			if g := frame(tb, ctxFor(s, seats, seat, nil, log), "", where+" waiting"); !s.Over() && g == before {
				t.Errorf("%s: the guide line is the same while waiting: %q", where, g)
			}
		}
		if !s.Over() {
			t.Fatalf("seed %d: the game did not end", seed)
		}
		c := ctxFor(s, seats, 0, nil, log)
		frame(tb, c, "", fmt.Sprintf("seed %d final scoring", seed))
		if !tb.Click("scoring:ok", c) {
			t.Fatal("scoring:ok")
		}
		frame(tb, c, "", fmt.Sprintf("seed %d over", seed))

		// The narration in French differs, line by line, from the English
		// told of the same steps.
		lang.Set(lang.English)
		en, _ := mn.UI{}.NewTable(localOf(s).Config().Options, []string{seats[0].Name, seats[1].Name})
		enLog, err := en.CatchUp(s.Steps(), false)
		lang.Set(lang.French)
		if err != nil || len(enLog) != len(log) {
			t.Fatalf("seed %d: English replay %d lines (French %d), %v", seed, len(enLog), len(log), err)
		}
		for i := range log {
			if log[i] == enLog[i] {
				t.Errorf("seed %d: line %d is the same in French and English: %q", seed, i, log[i])
			}
		}
		// The results in French: fit, and differ from English.
		st := s.State().(*rules.State)
		results := func(w, h float64) *ui.Builder {
			b := ui.NewBuilder(ui.ColumnXform(w, h), "")
			tb.Results(b, logOf(s), st, []string{seats[0].Name, seats[1].Name}, 100, b.T.W)
			return b
		}
		for _, sz := range [][2]float64{{1280, 800}, {390 * 3, 844 * 3}} {
			fr := results(sz[0], sz[1])
			check(fr, fmt.Sprintf("seed %d results %v", seed, sz), 0)
			lang.Set(lang.English)
			enB := results(sz[0], sz[1])
			lang.Set(lang.French)
			if texts(fr) == texts(enB) {
				t.Errorf("seed %d results %v: French is English: %q", seed, sz, texts(fr))
			}
		}
		// The final table frame differs from English too.
		lang.Set(lang.English)
		enFrame := texts(buildView(tb, c, 1280, 800, 1, ""))
		lang.Set(lang.French)
		if frFrame := texts(buildView(tb, c, 1280, 800, 1, "")); frFrame == enFrame {
			t.Errorf("seed %d: the table is the same in French and English: %q", seed, frFrame)
		}
	}
	if len(guides) < 5 {
		t.Errorf("the guide line took %d texts over the games, want one per kind of decision: %v", len(guides), guides)
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts have no French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}
