package mallforheroes_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/gametest"
	"github.com/galleria-games/galleria/game/lang"
	mfh "github.com/galleria-games/galleria/game/mallforheroes"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// fitScreens are the screens the French tests build frames at: a desktop
// window and a phone held upright and sideways (CSS px, device scale).
// minCSS is the smallest text allowed there, CSS px (0: not checked), as
// game/fit_test.go's fitSizes have it for tables.
var fitScreens = []struct {
	name      string
	w, h, dsf float64
	minCSS    float64
}{{"desktop", 1280, 800, 1, 12}, {"phone-portrait", 390, 844, 3, 11}, {"phone-landscape", 844, 390, 3, 11}}

// buildOn builds seat 0's frame as the shell shows it on screen sc.
func buildOn(tb ui.Table, c *ui.TableCtx, sc int, hover string) *ui.Builder {
	s := fitScreens[sc]
	b := ui.NewBuilder(ui.TableView(s.w*s.dsf, s.h*s.dsf, s.dsf), hover)
	tb.Build(b, c)
	return b
}

// frameFit lists the texts of a frame that do not fit: cut (an ellipsis,
// or a paragraph's lines left out), wider than the box they were given,
// drawn outside the frame's area (device px), or smaller than minPx.
func frameFit(b *ui.Builder, minPx float64) []string {
	out := b.F.Misfits(1)
	area := ui.Rect{X: b.T.OX - 0.5, Y: b.T.OY - 0.5, W: b.T.W*b.T.U + 1, H: b.T.H*b.T.U + 1}
	for _, it := range b.F.Items {
		if it.Kind != ui.KText || it.Text == "" || it.Cut {
			continue
		}
		w := ui.TextWidth(it.Text, it.Px, it.Bold)
		switch {
		case it.R.X < area.X || it.R.Y < area.Y || it.R.X+min(w, it.R.W) > area.X+area.W || it.R.Y+it.R.H > area.Y+area.H:
			out = append(out, fmt.Sprintf("off the table: %q at %+v", it.Text, it.R))
		case it.Px < minPx-0.01:
			out = append(out, fmt.Sprintf("too small: %q at %.1f device px", it.Text, it.Px))
		}
	}
	return out
}

// guideTexts is the text of the guide's line in a frame (its lines joined).
func guideTexts(b *ui.Builder) string { return b.F.TextsIn(ui.ColGuide) }

// frenchGame is a seeded game played in French through the table.
type frenchGame struct {
	seed           uint64
	players, level int
}

// TestFrenchGamesFit plays seeded random games in French with the guided
// first game on (solo Levels 1 to 6, 2, 3 and 5 players; the seeds reach
// every kind of decision: draft, place, claim, bard, remove) through the table:
// at every decision of seat 0, every click of its plan and while the
// others play, at a desktop window and a phone held both ways, no text is
// cut, wider than its box or off the table, with the guide's line and
// when pointing at a cell (preview or refusal) or a card (info box); the
// guide's line shows only with Guide set and changes with the decision.
// The narration, the final frames and the results fit too, differ from
// English, and the catalog met every text (lang.Misses is empty).
func TestFrenchGamesFit(t *testing.T) { playGuided(t, lang.French) }

// TestEnglishGuideFits plays the same games in English with the guide on:
// the guide's line and every other text fit there too.
func TestEnglishGuideFits(t *testing.T) { playGuided(t, lang.English) }

// playGuided plays TestFrenchGamesFit's games in language tag.
func playGuided(t *testing.T, tag string) {
	lang.Set(tag)
	lang.ResetMisses()
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	guides := map[string]map[string]bool{} // phase → guide lines seen
	frames := 0
	check := func(b *ui.Builder, sc int, where string) {
		t.Helper()
		frames++
		if probs := frameFit(b, fitScreens[sc].minCSS*fitScreens[sc].dsf); len(probs) > 0 {
			t.Errorf("%s: %d texts do not fit:\n  %s", where, len(probs), strings.Join(probs, "\n  "))
		}
	}
	for _, g := range []frenchGame{{3, 1, 2}, {4, 1, 3}, {6, 1, 1}, {7, 1, 4}, {9, 1, 5}, {10, 1, 6}, {4, 3, 0}, {8, 5, 0}, {2, 2, 0}} {
		s, tb, seats := newMatch(t, g.seed, g.players, g.level)
		rng := rand.New(rand.NewPCG(g.seed, 16))
		pick := pickMove(rng)
		look := rand.New(rand.NewPCG(g.seed, 61)) // which cards to point at
		var log []string
		for i := 0; i < 400; i++ {
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			st := s.State().(*rules.State)
			legal := s.State().View(0).LegalMoves(0)
			move := pick(st, legal)
			p := mfh.NewPicker(legal)
			plan := p.Plan(move)
			if len(plan) == 0 {
				t.Fatalf("no plan for %q", move)
			}
			where := fmt.Sprintf("seed %d %dp step %d %s", g.seed, g.players, s.Step(), st.Phase())
			sc := i % len(fitScreens)
			for k, id := range plan {
				c := ctxFor(s, seats, p, log)
				c.Guide = true
				b := buildOn(tb, c, sc, "")
				check(b, sc, fmt.Sprintf("%s click %d %s", where, k, fitScreens[sc].name))
				if sp := b.F.Spot(id); sp == nil || !sp.Enabled {
					t.Fatalf("%s %s: target %s of %q's plan %v missing or disabled", where, fitScreens[sc].name, id, move, plan)
				}
				gl := guideTexts(b)
				if gl == "" {
					t.Errorf("%s: no guide line with Guide set", where)
				}
				if guides[st.Phase()] == nil {
					guides[st.Phase()] = map[string]bool{}
				}
				guides[st.Phase()][gl] = true
				if k == 0 {
					c.Guide = false
					off := buildOn(tb, c, sc, "")
					if x := guideTexts(off); x != "" {
						t.Errorf("%s: a guide line without Guide: %q", where, x)
					}
					c.Guide = true
					// Pointing: the move's target (a preview for a cell),
					// a refused cell, and a card's rule.
					for _, sp := range b.F.Spots {
						if strings.HasPrefix(sp.ID, "mfh:cell:") && !sp.Enabled {
							check(buildOn(tb, c, sc, sp.ID), sc, where+" refused "+sp.ID)
							break
						}
					}
					check(buildOn(tb, c, sc, id), sc, where+" pointing at "+id)
					for _, sp := range b.F.Spots {
						if strings.HasPrefix(sp.ID, "mfh:info:") && look.IntN(4) == 0 {
							check(buildOn(tb, c, sc, sp.ID), sc, where+" info "+sp.ID)
						}
					}
				}
				if tb.Click(id, c) {
					t.Fatalf("the table took the picker's click %s", id)
				}
				p.Click(id)
			}
			if err := s.Play(0, move); err != nil {
				t.Fatal(err)
			}
			if i%4 == 0 { // the table while others play
				c := ctxFor(s, seats, nil, log)
				c.Guide = true
				sc := (i / 4) % len(fitScreens)
				check(buildOn(tb, c, sc, ""), sc, where+" waiting")
			}
		}
		if !s.Over() {
			t.Fatalf("seed %d: not over", g.seed)
		}
		if tag == lang.French {
			checkFrenchEnd(t, tb, s, seats, log, check)
			continue
		}
		for sc, f := range fitScreens {
			c := ctxFor(s, seats, nil, log)
			c.Guide = true
			check(buildOn(tb, c, sc, ""), sc, "end "+f.name)
			b := ui.NewBuilder(ui.ColumnView(f.w*f.dsf, f.h*f.dsf, f.dsf), "")
			tb.Results(b, logOf(s), s.State(), names(seats), 100, b.T.W)
			check(b, sc, "results "+f.name)
		}
	}
	// The guide teaches each kind of decision in its own words.
	seen := map[string]string{}
	for ph, ls := range guides {
		for l := range ls {
			if other, ok := seen[l]; ok && other != ph {
				t.Errorf("the same guide line for %s and %s: %q", ph, other, l)
			}
			seen[l] = ph
		}
	}
	for _, ph := range []string{"draft", "place", "claim", "bard", "remove"} {
		if len(guides[ph]) == 0 {
			t.Errorf("no guide line seen at a %s decision (%v)", ph, guides)
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts without French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
	t.Logf("%s: %d frames checked; guide lines by phase: %d draft, %d place, %d claim, %d bard, %d remove",
		tag, frames, len(guides["draft"]), len(guides["place"]), len(guides["claim"]), len(guides["bard"]), len(guides["remove"]))
}

// checkFrenchEnd: the final frames fit, with the guide's line; the
// narration and the results (at each screen) fit and differ from English.
func checkFrenchEnd(t *testing.T, tb ui.Table, s *match.Driver, seats []ui.SeatInfo, log []string, check func(*ui.Builder, int, string)) {
	t.Helper()
	for sc := range fitScreens {
		c := ctxFor(s, seats, nil, log)
		c.Guide = true
		b := buildOn(tb, c, sc, "")
		check(b, sc, "end "+fitScreens[sc].name)
		if guideTexts(b) == "" {
			t.Errorf("end %s: no guide line", fitScreens[sc].name)
		}
		if !strings.Contains(texts(b), "Partie terminée") {
			t.Errorf("end %s: the final frame does not say the game is over: %q", fitScreens[sc].name, texts(b))
		}
	}
	results := func(sc int) (*ui.Builder, string) {
		f := fitScreens[sc]
		b := ui.NewBuilder(ui.ColumnView(f.w*f.dsf, f.h*f.dsf, f.dsf), "")
		tb.Results(b, logOf(s), s.State(), names(seats), 100, b.T.W)
		return b, texts(b)
	}
	var fr []string
	for sc := range fitScreens {
		b, tx := results(sc)
		check(b, sc, "results "+fitScreens[sc].name)
		fr = append(fr, tx)
	}
	// English: the same game's narration and results.
	lang.Set(lang.English)
	tb2, err := mfh.UI{}.NewTable(localOf(s).Config().Options, names(seats))
	if err != nil {
		t.Fatal(err)
	}
	en, err := tb2.CatchUp(s.Steps(), false)
	if err != nil {
		t.Fatal(err)
	}
	var enRes []string
	for sc := range fitScreens {
		_, tx := results(sc)
		enRes = append(enRes, tx)
	}
	lang.Set(lang.French)
	if len(en) != len(log) {
		t.Fatalf("English narration: %d lines, French %d", len(en), len(log))
	}
	for i := range log {
		if log[i] == en[i] {
			t.Errorf("narration line %d is the same in French and English: %q", i+1, log[i])
		}
	}
	for sc := range fitScreens {
		if fr[sc] == enRes[sc] || fr[sc] == "" {
			t.Errorf("results at %s: French %q, English %q", fitScreens[sc].name, fr[sc], enRes[sc])
		}
	}
	if !slices.ContainsFunc(log, func(l string) bool { return strings.HasPrefix(l, "Partie terminée") }) {
		t.Errorf("the French log does not tell the end: %q", log[len(log)-1])
	}
}

// TestGuideLine: the guide's line is drawn only with Guide set, in both
// languages, differs between them, and changes with the decision (a draft,
// then the placing of the drafted Shop).
func TestGuideLine(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English) })
	s, tb, seats := newMatch(t, 21, 3, 0)
	var log []string
	advance(t, tb, s, &log)
	line := func(tag string, guide bool) string {
		lang.Set(tag)
		legal := s.State().View(0).LegalMoves(0)
		c := ctxFor(s, seats, mfh.NewPicker(legal), log)
		c.Guide = guide
		return guideTexts(buildOn(tb, c, 0, ""))
	}
	if s.State().(*rules.State).Phase() != "draft" {
		t.Fatalf("phase %s, want draft", s.State().(*rules.State).Phase())
	}
	draftEN, draftFR := line(lang.English, true), line(lang.French, true)
	if line(lang.English, false) != "" || line(lang.French, false) != "" {
		t.Error("a guide line without Guide")
	}
	if draftEN == "" || draftFR == "" || draftEN == draftFR {
		t.Errorf("draft guide: English %q, French %q", draftEN, draftFR)
	}
	if !strings.Contains(draftEN, "free corner") {
		t.Errorf("the draft guide does not say which Shops can be taken: %q", draftEN)
	}
	if err := s.Play(0, s.State().View(0).LegalMoves(0)[0]); err != nil {
		t.Fatal(err)
	}
	advance(t, tb, s, &log)
	if ph := s.State().(*rules.State).Phase(); ph != "place" {
		t.Fatalf("phase %s after a draft, want place", ph)
	}
	placeEN, placeFR := line(lang.English, true), line(lang.French, true)
	if placeEN == "" || placeEN == draftEN || placeFR == draftFR || placeFR == placeEN {
		t.Errorf("place guide: English %q, French %q (draft %q, %q)", placeEN, placeFR, draftEN, draftFR)
	}
}

// TestTellMove: the hint's line says every legal move of seat 0's
// decisions in words, in English and in French (different, with no text
// missing from the catalog), and nothing for a move the view refuses.
func TestTellMove(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	lang.ResetMisses()
	for _, g := range []frenchGame{{4, 3, 0}, {3, 1, 2}} {
		s, tb, seats := newMatch(t, g.seed, g.players, g.level)
		tl, ok := tb.(ui.Teller)
		if !ok {
			t.Fatal("the table is not a ui.Teller")
		}
		pick := pickMove(rand.New(rand.NewPCG(g.seed, 16)))
		var log []string
		told := 0
		for i := 0; i < 400; i++ {
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			view := s.State().View(0)
			legal := view.LegalMoves(0)
			for _, mv := range legal {
				en, fr := gametest.TellBoth(tl, view, 0, mv, names(seats))
				if err := gametest.Told(mv, en, fr); err != nil {
					t.Errorf("seed %d step %d: %v", g.seed, s.Step(), err)
				}
				told++
			}
			lang.Set(lang.English)
			if w := tl.TellMove(view, 0, "place 99 99", names(seats)); w != "" {
				t.Errorf("an illegal move told as %q", w)
			}
			if err := s.Play(0, pick(s.State().(*rules.State), legal)); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("seed %d: %d moves told", g.seed, told)
		if told == 0 {
			t.Errorf("seed %d: no move told", g.seed)
		}
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("%d texts without French:\n  %s", len(m), strings.Join(m, "\n  "))
	}
}
