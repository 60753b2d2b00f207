package mallforheroes_test

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/gametest"
	"github.com/galleria-games/galleria/game/lang"
	mfh "github.com/galleria-games/galleria/game/mallforheroes"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// playTo plays seat 0's random moves until its next decision is in phase
// (or the game ends), narrating each batch with live.
func playTo(t *testing.T, tb ui.Table, s *match.Driver, seed uint64, phase string, live bool) {
	t.Helper()
	pick := pickMove(rand.New(rand.NewPCG(seed, 3)))
	for i := 0; i < 400; i++ {
		var log []string
		advanceLive(t, tb, s, &log, live)
		if s.Over() {
			return
		}
		st := s.State().(*rules.State)
		if st.Phase() == phase && i > 0 {
			return
		}
		if err := s.Play(0, pick(st, st.LegalMoves(0))); err != nil {
			t.Fatal(err)
		}
	}
}

// advanceLive is advance with the steps narrated live or replayed.
func advanceLive(t *testing.T, tb ui.Table, s *match.Driver, log *[]string, live bool) {
	t.Helper()
	if live {
		advance(t, tb, s, log)
		return
	}
	for i := 0; i < 1000 && !s.Over() && len(s.HumansToAct()) == 0; i++ {
		if _, err := s.Advance(timeNow()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tb.CatchUp(s.Steps(), false); err != nil {
		t.Fatal(err)
	}
}

// TestMotion: a replayed match starts no glide; seat 0's live placing
// glides a card ("card") from the turn panel into its cell, whose Shop is
// left undrawn until it lands, and then a coin to the score when the score
// changes; the glides end within a second at normal speed, Animate is
// false once idle, and speed 0 drops them.
func TestMotion(t *testing.T) {
	s, tb, seats := newMatch(t, 5, 3, 0)
	mv, ok := tb.(ui.Mover)
	if !ok {
		t.Fatal("the table is not a ui.Mover")
	}
	playTo(t, tb, s, 5, "place", false)
	if mv.Moving() {
		t.Fatal("a replayed match started glides")
	}
	st := s.State().(*rules.State)
	if st.Phase() != "place" {
		t.Fatalf("phase %q, want place", st.Phase())
	}
	legal := st.LegalMoves(0)
	move := legal[0]
	m, _ := rules.ParseMove(move)
	held := st.Held()
	if held == 0 {
		t.Fatal("no Shop held in the place phase")
	}
	if err := s.Play(0, move); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.CatchUp(s.Steps(), true); err != nil {
		t.Fatal(err)
	}
	if !mv.Moving() {
		t.Fatal("a live placing started no glide")
	}
	info := mfh.InfoTarget(rules.ShopID(held))
	c := ctxFor(s, seats, nil, nil)
	b := build(tb, c, 1280, 720, "")
	ids := map[string]bool{}
	for _, g := range mv.Glides() {
		ids[g.ID] = true
	}
	if !ids["card"] {
		t.Fatalf("glides %+v: no card", mv.Glides())
	}
	if b.F.Spot(info) != nil {
		t.Errorf("the placed Shop is drawn in its cell (%d,%d) before its card lands", m.X, m.Y)
	}
	ticks := 0
	for mv.Animate() {
		ticks++
		b = build(tb, c, 1280, 720, "")
		if ticks > 120 {
			t.Fatal("the glides run over two seconds")
		}
	}
	b = build(tb, c, 1280, 720, "")
	if b.F.Spot(info) == nil {
		t.Errorf("the placed Shop is not drawn once its card landed")
	}
	if mv.Animate() || mv.Moving() {
		t.Error("Animate or Moving true when nothing moves")
	}
	t.Logf("the placing's glides took %d ticks", ticks)
	// Speed 0: no glide at all.
	mv.SetMotionSpeed(0)
	playTo(t, tb, s, 6, "place", true)
	if mv.Moving() {
		t.Error("glides with the speed at 0")
	}
}

// TestLastMoveMarked: after each mall's move, its last cell is ringed in
// the mall's seat colour, on its own mall, until its next move.
func TestLastMoveMarked(t *testing.T) {
	s, tb, seats := newMatch(t, 7, 3, 0)
	tb.(ui.Mover).SetMotionSpeed(0)
	playTo(t, tb, s, 7, "draft", true)
	playTo(t, tb, s, 7, "draft", true)
	st := s.State().(*rules.State)
	b := build(tb, ctxFor(s, seats, nil, nil), 1280, 720, "")
	for p := 0; p < st.Malls(); p++ {
		rings := 0
		for _, it := range b.F.Items {
			if it.Kind == ui.KStroke && it.Col == ui.SeatColour(p) && it.R.W > 10 && it.R.W < 120 && it.R.W == it.R.H {
				rings++
			}
		}
		if rings == 0 {
			t.Errorf("mall %d: its last move is not ringed in its colour", p)
		}
	}
}

var cardCode = regexp.MustCompile(`\b(S\d\d|EN\d|W\d|H\d|M\d)\b|\b(draft|place|swap|tower|remove) -?\d`)

// TestNoCodesInWords plays random games (3 and 5 players, solo) in both
// languages: the narration and the Teller's words for every legal move
// carry no card code ("S12", "EN3", "W4") and no move text.
func TestNoCodesInWords(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English) })
	for _, tag := range []string{lang.English, lang.French} {
		for _, g := range []frenchGame{{11, 3, 0}, {12, 5, 0}, {13, 1, 3}} {
			lang.Set(tag)
			s, tb, seats := newMatch(t, g.seed, g.players, g.level)
			tb.(ui.Mover).SetMotionSpeed(0)
			tl := tb.(ui.Teller)
			pick := pickMove(rand.New(rand.NewPCG(g.seed, 4)))
			var log []string
			for i := 0; i < 400 && !s.Over(); i++ {
				advance(t, tb, s, &log)
				if s.Over() {
					break
				}
				view := s.State().View(0)
				legal := view.LegalMoves(0)
				for _, mv := range legal {
					en, fr := gametest.TellBoth(tl, view, 0, mv, names(seats))
					for _, w := range []string{en, fr} {
						if cardCode.MatchString(w) {
							t.Errorf("%q told as %q", mv, w)
						}
					}
				}
				lang.Set(tag)
				if err := s.Play(0, pick(s.State().(*rules.State), legal)); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("%s seed %d: %d steps, %d lines, over %v", tag, g.seed, s.Step(), len(log), s.Over())
			for _, line := range log {
				if cardCode.MatchString(line) {
					t.Errorf("%s seed %d: a code in the narration: %q", tag, g.seed, line)
				}
			}
			b := build(tb, ctxFor(s, seats, nil, log), 1280, 720, "")
			if w := texts(b); cardCode.MatchString(w) {
				t.Errorf("%s seed %d: a code on the final table: %q", tag, g.seed, cardCode.FindString(w))
			}
			if len(log) == 0 || !strings.Contains(strings.Join(log, " "), " ") {
				t.Errorf("%s seed %d: no narration", tag, g.seed)
			}
		}
	}
}

func timeNow() time.Time { return time.Now() }
