package mallornothing_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// detGames plays seeded random games (random bots, chance by weight) and
// calls visit at every step.
func detGames(t *testing.T, games int, seed uint64, visit func(g int, st *mallornothing.State, step int) bool) {
	t.Helper()
	for g := 0; g < games; g++ {
		st, err := mallornothing.Game{}.NewState(nil)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, uint64(g)))
		if _, err := enginetest.Play(st, []bot.Bot{bot.Random{}, bot.Random{}}, rng, func(st *mallornothing.State, step int) bool { return visit(g, st, step) }); err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
	}
}

var detCheck = enginetest.Determinization{
	Import:     mallornothing.Game{}.Import,
	Invariants: func(st engine.State) error { return propInvariants(st.(*mallornothing.State)) },
	MaxSteps:   propMaxSteps,
}

// TestDeterminizeConsistent: at every other step of 300 random games, both
// seats' views and the spectator's are determinized and checked
// (enginetest.CheckDeterminize: full, the same view, the same legal moves,
// importable with the invariants, playable to the end, the same seed the
// same sample), and a full state determinizes to a copy.
func TestDeterminizeConsistent(t *testing.T) {
	samples, hiddenViews, differ := 0, 0, 0
	detGames(t, 300, 14, func(g int, st *mallornothing.State, step int) bool {
		if step%2 != 0 || st.Decision().Kind == engine.Terminal {
			return true
		}
		if err := enginetest.CheckDeterminizeFull(st, rand.New(rand.NewPCG(uint64(step), 9))); err != nil {
			t.Fatalf("game %d, step %d: %v", g, step, err)
		}
		for seat := 0; seat < 2; seat++ {
			seed := uint64(g<<16 | step<<4 | seat)
			d, err := enginetest.CheckDeterminize(st, seat, seed, detCheck)
			if err != nil {
				t.Fatalf("game %d, step %d: %v", g, step, err)
			}
			samples++
			if st.Pending(1-seat) != "" && len(st.LegalMoves(1-seat)) == 0 {
				// The other seat's committed move is hidden: with another
				// seed, mostly another one (unless it had one move only).
				hiddenViews++
				e, err := st.View(seat).(engine.Determinizer).Determinize(rand.New(rand.NewPCG(seed, 77)))
				if err != nil {
					t.Fatal(err)
				}
				if e.Hash() != d.Hash() {
					differ++
				}
			}
		}
		// The spectator (a seat that does not exist) sees neither move.
		v := st.ViewState(2)
		d, err := v.DeterminizeState(rand.New(rand.NewPCG(uint64(step), 5)))
		if err != nil || d.Viewer() != -1 || d.ViewState(2).Hash() != v.Hash() {
			t.Fatalf("game %d, step %d: the spectator's sample does not fit its view (%v)", g, step, err)
		}
		return true
	})
	t.Logf("%d samples checked; %d of %d views with a hidden move gave another sample with another seed", samples, differ, hiddenViews)
	if samples < 500 || hiddenViews < 50 || differ < hiddenViews*8/10 {
		t.Fatalf("too few samples (%d), hidden moves (%d) or samples that differ with the seed (%d)", samples, hiddenViews, differ)
	}
}

// TestDeterminizeDistribution: the other seat's committed move is drawn
// uniformly from its legal moves: over 2000 samples each comes up about
// equally often, and no other move ever does.
func TestDeterminizeDistribution(t *testing.T) {
	checked := 0
	detGames(t, 4, 3, func(g int, st *mallornothing.State, step int) bool {
		d := st.Decision()
		if d.Kind != engine.Simultaneous || len(d.Seats) != 2 || st.Round() < 3 || checked >= 2 {
			return true
		}
		// Seat 1 commits its real move first; seat 0 cannot see it.
		moves := st.LegalMoves(1)
		if len(moves) < 4 {
			return true
		}
		real := st.Copy()
		if err := real.Apply(1, moves[0]); err != nil {
			t.Fatal(err)
		}
		v := real.ViewState(0)
		const samples = 2000
		got := map[string]int{}
		rng := rand.New(rand.NewPCG(uint64(g), uint64(step)))
		for k := 0; k < samples; k++ {
			s, err := v.DeterminizeState(rng)
			if err != nil {
				t.Fatal(err)
			}
			got[s.Pending(1)]++
		}
		p := 1 / float64(len(moves))
		for _, m := range moves {
			f := float64(got[m]) / samples
			if math.Abs(f-p) > 5*math.Sqrt(p*(1-p)/samples)+0.002 {
				t.Errorf("game %d, step %d: %q in %.4f of the samples, want %.4f", g, step, m, f, p)
			}
			delete(got, m)
		}
		if len(got) != 0 {
			t.Errorf("game %d, step %d: moves that are not legal were sampled: %v", g, step, got)
		}
		t.Logf("game %d, step %d: %d legal moves, each about %.1f times in %d samples", g, step, len(moves), p*samples, samples)
		checked++
		return true
	})
	if checked < 2 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// TestDeterminizeHiddenRound: when the view's own move completes a round
// whose other move it cannot see (stage "hidden"), the sample is the round
// carried out with one of the other seat's legal moves: exactly one of the
// states the game could be in, and over 40 samples several of them.
func TestDeterminizeHiddenRound(t *testing.T) {
	found := 0
	detGames(t, 6, 21, func(g int, st *mallornothing.State, step int) bool {
		d := st.Decision()
		if d.Kind != engine.Simultaneous || len(d.Seats) != 2 || step%3 != 0 {
			return true
		}
		mine := st.LegalMoves(0)[0]
		// Every state the round can end in, by seat 1's move.
		could := map[[32]byte]bool{}
		for _, m := range st.LegalMoves(1) {
			c := st.Copy()
			if err := c.Apply(1, m); err != nil {
				t.Fatal(err)
			}
			if err := c.Apply(0, mine); err != nil {
				t.Fatal(err)
			}
			could[c.Hash()] = true
		}
		real := st.Copy()
		if err := real.Apply(1, st.LegalMoves(1)[0]); err != nil {
			t.Fatal(err)
		}
		v := real.ViewState(0)
		if err := v.Apply(0, mine); err != nil {
			t.Fatal(err)
		}
		if v.Stage() != "hidden" {
			t.Fatalf("game %d, step %d: the view waits in stage %q", g, step, v.Stage())
		}
		seen := map[[32]byte]bool{}
		for k := 0; k < 40; k++ {
			s, err := v.DeterminizeState(rand.New(rand.NewPCG(uint64(step), uint64(k))))
			if err != nil {
				t.Fatal(err)
			}
			if !could[s.Hash()] || s.Viewer() != -1 {
				t.Fatalf("game %d, step %d: the sample is not a state the round can end in", g, step)
			}
			if _, _, err := enginetest.CheckPositionRoundTrip(s, mallornothing.Game{}.Import); err != nil {
				t.Fatal(err)
			}
			seen[s.Hash()] = true
		}
		if len(could) > 4 && len(seen) < 2 {
			t.Fatalf("game %d, step %d: 40 samples gave %d of %d possible states", g, step, len(seen), len(could))
		}
		found++
		return true
	})
	if found < 10 {
		t.Fatalf("only %d rounds checked", found)
	}
}

// TestDeterminizeRefused: engine.Determinize refuses seats that do not
// exist and a finished game.
func TestDeterminizeRefused(t *testing.T) {
	var first, over *mallornothing.State
	detGames(t, 1, 8, func(_ int, s *mallornothing.State, step int) bool {
		if step == 5 {
			first = s.Copy()
		}
		if s.Decision().Kind == engine.Terminal {
			over = s.Copy()
		}
		return true
	})
	if err := enginetest.CheckDeterminizeRefused(first, over, rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Fatal(err)
	}
}
