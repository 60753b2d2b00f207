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

// TestMotion plays seeded games and checks the table's motion at each of
// the person's decisions: a live batch of steps moves (the walk, then the
// glides), a replay and motion off move nothing; while it moves the
// person's targets wait and the prompt says the move is under way; seen
// half-way, a coin, card or shop is between its places and an account a
// coin goes to still shows its old sum; once still, Animate reports
// nothing to draw.
func TestMotion(t *testing.T) {
	ids := map[string]int{}
	oldCash := 0
	for _, seed := range []uint64{4, 9} {
		s, tb, seats := newMatch(t, seed, 4, "30")
		mv := tb.(ui.Mover)
		rng := rand.New(rand.NewPCG(seed, 5))
		var log []string
		for i := 0; i < 150 && !s.Over(); i++ {
			before := s.State().(*rules.State).Copy()
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			legal := s.State().View(0).LegalMoves(0)
			p := lx.NewPicker(legal)
			if mv.Moving() {
				b := build(tb, ctxFor(s, seats, p, log), 1280, 800)
				for _, id := range p.Plan(legal[0]) {
					if sp := b.F.Spot(id); sp != nil && sp.Enabled {
						t.Fatalf("seed %d step %d: %s is enabled while the move before is shown", seed, s.Step(), id)
					}
				}
				if !strings.Contains(texts(b), "under way") && !strings.Contains(texts(b), "is playing") {
					t.Errorf("seed %d step %d: the prompt does not say the move is under way: %q", seed, s.Step(), texts(b))
				}
				// Half-way through the glides: run past the walk and
				// look at each tick.
				for n := 0; n < 300 && mv.Moving(); n++ {
					mv.Animate()
					if n%4 != 0 {
						continue
					}
					b := build(tb, ctxFor(s, seats, p, log), 1280, 800)
					for _, g := range mv.Glides() {
						if g.Progress > 0.3 && g.Progress < 0.7 {
							ids[strings.SplitN(g.ID, ":", 2)[0]]++
						}
					}
					oldCash += oldSums(s.State().(*rules.State), before, b)
				}
				if mv.Moving() {
					t.Fatalf("seed %d step %d: still moving after 300 ticks", seed, s.Step())
				}
			}
			if mv.Animate() {
				t.Errorf("seed %d step %d: Animate reports a change on a still table", seed, s.Step())
			}
			if err := s.Play(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		// A replay moves nothing; nor does a live batch with motion off.
		replay, _ := lx.UI{}.NewTable(localOf(s).Config().Options, []string{"You", "Beat", "Carla", "Dario"})
		if _, err := replay.CatchUp(s.Steps(), false); err != nil {
			t.Fatal(err)
		}
		if replay.(ui.Mover).Moving() || replay.(ui.Mover).Animate() {
			t.Error("a replayed match moves")
		}
		off, _ := lx.UI{}.NewTable(localOf(s).Config().Options, []string{"You", "Beat", "Carla", "Dario"})
		off.(ui.Mover).SetMotionSpeed(0)
		if _, err := off.CatchUp(s.Steps(), true); err != nil {
			t.Fatal(err)
		}
		if off.(ui.Mover).Moving() {
			t.Error("a live batch moves with motion off")
		}
	}
	t.Logf("pieces seen half-way: %v; accounts seen with their old sum: %d", ids, oldCash)
	for _, id := range []string{"pawn", "coin", "card", "shop"} {
		if ids[id] == 0 {
			t.Errorf("no %s seen half-way through its move", id)
		}
	}
	if oldCash == 0 {
		t.Error("no account showed its old sum while a coin travelled to it")
	}
}

// oldSums counts the seats whose cash changed in the batch and whose row
// shows the old sum (a coin is still on its way).
func oldSums(now, before *rules.State, b *ui.Builder) int {
	n := 0
	tx := texts(b)
	for s := 0; s < now.Players(); s++ {
		old, cur := before.Cash(s), now.Cash(s)
		if old != cur && strings.Contains(tx, rules.Money(old)) && !strings.Contains(tx, rules.Money(cur)) {
			n++
		}
	}
	return n
}

// TestLastMoveMarked: after every seat has moved, each seat still in has a
// ring in its colour on the board, and a fresh table has none.
func TestLastMoveMarked(t *testing.T) {
	s, tb, seats := newMatch(t, 6, 3, "30")
	rings := func() map[int]int {
		b := build(tb, ctxFor(s, seats, nil, nil), 1280, 800)
		out := map[int]int{}
		for _, it := range b.F.Items {
			for seat := 0; seat < 3; seat++ {
				if it.Kind == ui.KStroke && it.Col == ui.SeatColour(seat) && it.LW > 2 && it.LW < 3 {
					out[seat]++
				}
			}
		}
		return out
	}
	var log []string
	if r := rings(); len(r) != 0 {
		t.Errorf("rings before any move: %v", r)
	}
	for i := 0; i < 40; i++ {
		advance(t, tb, s, &log)
		settle(tb)
		if err := s.Play(0, s.State().View(0).LegalMoves(0)[0]); err != nil {
			t.Fatal(err)
		}
	}
	advance(t, tb, s, &log)
	settle(tb)
	r := rings()
	for seat := 0; seat < 3; seat++ {
		if s.State().(*rules.State).Alive(seat) && r[seat] != 1 {
			t.Errorf("seat %d has %d rings, want 1 (%v)", seat+1, r[seat], r)
		}
	}
}

// TestTextSizes: English games at a desktop and a phone, frames taken at
// each decision and half-way through the animations: every text is at
// least 12 CSS px on the desktop and 11 on the phone, and none is cut;
// and no text or tip names a space by its number on the loop ("space 46")
// or a shop by two numbers.
func TestTextSizes(t *testing.T) {
	smallest := map[string]float64{}
	for _, seed := range []uint64{2, 7} {
		s, tb, seats := newMatch(t, seed, 5, "30")
		mv := tb.(ui.Mover)
		rng := rand.New(rand.NewPCG(seed, 1))
		var log []string
		for i := 0; i < 300 && !s.Over(); i++ {
			advance(t, tb, s, &log)
			legal := s.State().View(0).LegalMoves(0)
			look := func(when string) {
				var p *lx.Picker
				if len(legal) > 0 {
					p = lx.NewPicker(legal)
				}
				for _, sc := range frScreens[:2] {
					b := buildView(tb, ctxFor(s, seats, p, log), sc.w, sc.h, sc.dsf)
					where := fmt.Sprintf("seed %d step %d %s %s", seed, s.Step(), when, sc.name)
					if p := misfits(b, sc.minCSS*sc.dsf); len(p) > 0 {
						t.Errorf("%s: %d texts do not fit:\n  %s", where, len(p), strings.Join(p, "\n  "))
					}
					for _, it := range b.F.Items {
						if it.Kind == ui.KText && it.Text != "" {
							if _, ok := smallest[sc.name]; !ok || it.Px/sc.dsf < smallest[sc.name] {
								smallest[sc.name] = it.Px / sc.dsf
							}
						}
					}
					for _, sp := range b.F.Spots {
						if strings.Contains(sp.Tip, "space ") && !strings.Contains(sp.Tip, "Space 33") && !strings.Contains(sp.Tip, "Space 66") {
							t.Errorf("%s: a tip names a space by number: %q", where, sp.Tip)
						}
					}
				}
			}
			for n := 0; mv.Moving() && n < 300; n++ {
				mv.Animate()
				if n == 30 {
					look("moving")
				}
			}
			look("still")
			if s.Over() {
				break
			}
			if err := s.Play(0, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("smallest text, CSS px: %v", smallest)
}

// TestResultsSayWhatDecided: games to the time limit; in the results, a
// seat ranked below another with as many signs (both still in) has a line
// saying which count decided, in English and in French.
func TestResultsSayWhatDecided(t *testing.T) {
	defer lang.Set(lang.English)
	found := 0
	for seed := uint64(1); seed <= 12 && found < 2; seed++ {
		s, tb, seats := newMatch(t, seed, 6, "30")
		var log []string
		for i := 0; i < 5000 && !s.Over(); i++ {
			advance(t, tb, s, &log)
			if s.Over() {
				break
			}
			if err := s.Play(0, s.State().View(0).LegalMoves(0)[0]); err != nil {
				t.Fatal(err)
			}
		}
		st := s.State().(*rules.State)
		res := st.Result()
		if res == nil || st.Ended() != "time" {
			continue
		}
		names := make([]string, len(seats))
		for i, si := range seats {
			names[i] = si.Name
		}
		tie := false
		for a := range names {
			for b := range names {
				if res.Places[b] == res.Places[a]+1 && st.Alive(a) && st.Alive(b) && st.SignCount(a) == st.SignCount(b) {
					tie = true
				}
			}
		}
		if !tie {
			continue
		}
		found++
		for _, l := range []string{lang.English, lang.French} {
			lang.Set(l)
			b := ui.NewBuilder(ui.ColumnXform(1280, 800), "")
			tb.Results(b, logOf(s), st, names, 100, b.T.W)
			tx := texts(b)
			if !strings.Contains(tx, "decided by") && !strings.Contains(tx, "départagé par") && !strings.Contains(tx, "Level with") && !strings.Contains(tx, "À égalité avec") {
				t.Errorf("seed %d %s: a tie on signs without its deciding count: %q", seed, l, tx)
			}
			if p := misfits(b, 0); len(p) > 0 {
				t.Errorf("seed %d %s: %v", seed, l, p)
			}
		}
		lang.Set(lang.English)
		t.Logf("seed %d: %q", seed, texts(func() *ui.Builder {
			b := ui.NewBuilder(ui.ColumnXform(1280, 800), "")
			tb.Results(b, logOf(s), st, names, 100, b.T.W)
			return b
		}()))
	}
	if found == 0 {
		t.Fatal("no game ended at the time limit with a tie on signs")
	}
}
