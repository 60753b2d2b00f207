package luxshopping_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	lx "github.com/galleria-games/galleria/game/luxshopping"
	"github.com/galleria-games/galleria/game/ui"
)

// frScreens are the sizes the French test builds at (CSS px and device
// scale): a desktop window and a phone held both ways.
var frScreens = []struct {
	name      string
	w, h, dsf float64
	minCSS    float64 // the smallest text allowed, CSS px (as game/fit_test.go's fitSizes)
}{{"desktop", 1280, 800, 1, 12}, {"phone-portrait", 390, 844, 3, 11}, {"phone-landscape", 844, 390, 3, 11}}

// buildView draws the table at a screen as the shell lays it out.
func buildView(tb ui.Table, c *ui.TableCtx, w, h, dsf float64) *ui.Builder {
	b := ui.NewBuilder(ui.TableView(w*dsf, h*dsf, dsf), "")
	tb.Build(b, c)
	return b
}

// misfits lists the texts of a frame that do not fit: cut (an ellipsis,
// lines left out), wider than the box they were given, or smaller than
// minPx device px (the fit tests' smallest table text on a phone held
// sideways; 0: not checked).
func misfits(b *ui.Builder, minPx float64) []string {
	out := b.F.Misfits(1)
	for _, it := range b.F.Items {
		if it.Kind == ui.KText && it.Text != "" && it.Px < minPx-0.01 {
			out = append(out, fmt.Sprintf("%.1f px < %.1f: %q", it.Px, minPx, it.Text))
		}
	}
	return out
}

// guideTexts is the guide line of a frame (the texts drawn in its colour).
func guideTexts(b *ui.Builder) string { return b.F.TextsIn(ui.ColGuide) }

// Seeded random games in French against bots, through the table with the
// guided first game on: at a desktop and a phone's two orientations every
// frame's texts fit their boxes; the guide line shows only with Guide set
// and differs between kinds of decision; the narration and the results
// are French (each line differs from the English told of the same steps);
// and no text met lacks its French.
func TestFrenchGamesFit(t *testing.T) {
	lang.Set(lang.French)
	defer lang.Set(lang.English)
	lang.ResetMisses()
	byPhase := map[string]map[string]bool{} // desktop guide lines by phase
	frame := func(tb ui.Table, c *ui.TableCtx, phase, where string) {
		t.Helper()
		for _, sc := range frScreens {
			c.Guide = false
			b := buildView(tb, c, sc.w, sc.h, sc.dsf)
			if g := guideTexts(b); g != "" {
				t.Errorf("%s %s: a guide line without Guide: %q", where, sc.name, g)
			}
			c.Guide = true
			b = buildView(tb, c, sc.w, sc.h, sc.dsf)
			g := guideTexts(b)
			if g == "" {
				t.Errorf("%s %s: no guide line with Guide", where, sc.name)
			}
			if sc.name == "desktop" {
				if byPhase[phase] == nil {
					byPhase[phase] = map[string]bool{}
				}
				byPhase[phase][g] = true
			}
			if p := misfits(b, sc.minCSS*sc.dsf); len(p) > 0 {
				t.Errorf("%s %s: %d texts do not fit:\n  %s", where, sc.name, len(p), strings.Join(p, "\n  "))
			}
		}
	}
	for _, g := range []struct {
		seed    uint64
		players int
	}{{3, 2}, {5, 4}, {8, 6}} {
		s, tb, seats := newMatch(t, g.seed, g.players, "30")
		rng := rand.New(rand.NewPCG(g.seed, 7))
		var log []string
		rolls := 0
		for i := 0; i < 3000; i++ {
			advance(t, tb, s, &log)
			settle(tb)
			if s.Over() {
				break
			}
			phase := s.State().(*rules.State).Waiting().Phase
			legal := s.State().View(0).LegalMoves(0)
			where := fmt.Sprintf("seed %d step %d %s", g.seed, s.Step(), phase)
			p := lx.NewPicker(legal)
			if phase == "roll" {
				rolls++
			}
			if phase != "roll" || rolls < 8 {
				frame(tb, ctxFor(s, seats, p, log), phase, where)
			}
			mv := legal[rng.IntN(len(legal))]
			if phase == "build" && legal[0] != "pass" && rng.IntN(3) > 0 {
				mv = legal[0] // build often, so galleries and merges come up
			}
			plan := p.Plan(mv)
			got := ""
			for k, id := range plan {
				got = p.Click(id)
				if k < len(plan)-1 {
					c := ctxFor(s, seats, p, log)
					c.Touch = k == 0
					frame(tb, c, phase, fmt.Sprintf("%s click %d", where, k))
				}
			}
			if got != mv {
				t.Fatalf("%s: plan %v made %q, want %q", where, plan, got, mv)
			}
			if err := s.Play(0, mv); err != nil {
				t.Fatal(err)
			}
			lines, err := tb.CatchUp(s.Steps(), true)
			if err != nil {
				t.Fatal(err)
			}
			log = append(log, lines...)
			if !s.Over() && (phase != "roll" || rolls < 8) {
				frame(tb, ctxFor(s, seats, nil, log), "waiting", where+" waiting")
			}
		}
		if !s.Over() {
			t.Fatalf("seed %d: not over", g.seed)
		}
		frame(tb, ctxFor(s, seats, nil, log), "over", fmt.Sprintf("seed %d over", g.seed))

		// The narration in French differs, line by line, from the English
		// told of the same steps.
		names := make([]string, len(seats))
		for i, si := range seats {
			names[i] = si.Name
		}
		lang.Set(lang.English)
		en, _ := lx.UI{}.NewTable(localOf(s).Config().Options, names)
		enLog, err := en.CatchUp(s.Steps(), false)
		lang.Set(lang.French)
		if err != nil || len(enLog) != len(log) {
			t.Fatalf("seed %d: English replay %d lines (French %d), %v", g.seed, len(enLog), len(log), err)
		}
		for i := range log {
			if log[i] == enLog[i] {
				t.Errorf("seed %d: line %d is the same in French and English: %q", g.seed, i, log[i])
			}
		}
		// The results in French: fit, and differ from English.
		st := s.State().(*rules.State)
		results := func(w, h float64) *ui.Builder {
			b := ui.NewBuilder(ui.ColumnXform(w, h), "")
			tb.Results(b, logOf(s), st, names, 100, b.T.W)
			return b
		}
		for _, sz := range [][2]float64{{1280, 800}, {390 * 3, 844 * 3}} {
			fr := results(sz[0], sz[1])
			if p := misfits(fr, 0); len(p) > 0 {
				t.Errorf("seed %d results %v: %d texts do not fit:\n  %s", g.seed, sz, len(p), strings.Join(p, "\n  "))
			}
			lang.Set(lang.English)
			enB := results(sz[0], sz[1])
			lang.Set(lang.French)
			if texts(fr) == texts(enB) {
				t.Errorf("seed %d results %v: French is English: %q", g.seed, sz, texts(fr))
			}
		}
	}
	// Each kind of decision has its own guide line.
	seen := map[string]string{}
	for _, ph := range []string{"roll", "buy", "build", "gain", "sell", "waiting", "over"} {
		if len(byPhase[ph]) == 0 {
			t.Errorf("no %s decision in the games", ph)
		}
		for g := range byPhase[ph] {
			if other, ok := seen[g]; ok && other != ph {
				t.Errorf("the guide line %q is the same for %s and %s", g, other, ph)
			}
			seen[g] = ph
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts have no French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}
