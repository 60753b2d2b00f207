package mallornothing_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	mn "github.com/galleria-games/galleria/game/mallornothing"
)

// placing returns a state where both seats must place (after the deal and
// rounds random rounds).
func placing(t *testing.T, seed uint64, rounds int) *rules.State {
	t.Helper()
	st, err := rules.Game{}.NewState(nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for {
		d := st.Decision()
		switch d.Kind {
		case engine.ChanceNode:
			m, err := bot.PickChance(st.ChanceOutcomes(), rng)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(engine.Chance, m); err != nil {
				t.Fatal(err)
			}
			continue
		case engine.Simultaneous:
			if st.Round() == rounds {
				return st
			}
			for _, seat := range d.Seats {
				legal := st.LegalMoves(seat)
				if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		t.Fatalf("game ended before round %d", rounds)
	}
}

// Every legal move is made by clicking its plan from a fresh picker, and by
// nothing shorter.
func TestPlanMakesEveryMove(t *testing.T) {
	for _, rounds := range []int{0, 3, 7} {
		st := placing(t, uint64(rounds)+1, rounds)
		legal := st.ViewState(0).LegalMoves(0)
		if len(legal) == 0 {
			t.Fatal("no legal moves")
		}
		for _, mv := range legal {
			p := mn.NewPicker(legal)
			plan := p.Plan(mv)
			if len(plan) != 3 {
				t.Fatalf("plan of %q: %v", mv, plan)
			}
			for i, id := range plan {
				if !p.Enabled(id) {
					t.Fatalf("%q: step %d (%s) is not enabled", mv, i, id)
				}
				if p.Enabled(mn.Lock) != (i == 2) {
					t.Fatalf("%q: lock enabled=%v before step %d", mv, p.Enabled(mn.Lock), i)
				}
				got := p.Click(id)
				if i < 2 && got != "" {
					t.Fatalf("%q: step %d already made %q", mv, i, got)
				}
				if i == 2 && got != mv {
					t.Fatalf("plan %v made %q, want %q", plan, got, mv)
				}
			}
			if p.Pending() != "" || p.Rotation() != 0 {
				t.Fatalf("after locking %q the picker kept a selection", mv)
			}
		}
		if p := mn.NewPicker(legal); p.Plan("place 1 at 99,99 r0") != nil || p.Plan("") != nil {
			t.Error("plan of an illegal move")
		}
	}
}

func TestPickerClicks(t *testing.T) {
	st := placing(t, 9, 2)
	legal := st.ViewState(1).LegalMoves(1)
	p := mn.NewPicker(legal)
	m, _ := rules.ParseMove(legal[0])
	if p.Card() != m.Card || p.Empty() || p.CanDiscard() {
		t.Fatalf("card %d empty %v discard %v", p.Card(), p.Empty(), p.CanDiscard())
	}
	if p.Click(mn.Lock) != "" || p.Click(mn.Discard) != "" || p.Click(mn.AtID(500, 500)) != "" || p.Click("mn:at:x") != "" {
		t.Error("a disabled target did something")
	}
	if _, _, ok := p.Chosen(); ok {
		t.Error("a disabled anchor was chosen")
	}
	anchors := p.Anchors()
	if len(anchors)*2 != len(legal) {
		t.Errorf("%d anchors upright for %d legal moves", len(anchors), len(legal))
	}
	a := anchors[0]
	p.Click(mn.AtID(a[0], a[1]))
	if !p.Selected(mn.AtID(a[0], a[1])) || !p.Selected(mn.Rot0) || p.Selected(mn.Rot180) {
		t.Error("selection not shown")
	}
	p.Click(mn.Rot180)
	want := p.MoveAt(a[0], a[1])
	if !strings.HasSuffix(want, " r180") || p.Pending() != want {
		t.Errorf("after turning: pending %q, move there %q", p.Pending(), want)
	}
	if got := p.Click(mn.Lock); got != want {
		t.Errorf("lock made %q, want %q", got, want)
	}
	if !slices.Contains(legal, want) {
		t.Errorf("%q is not legal", want)
	}
	p.Rotate()
	if p.Rotation() != 180 {
		t.Error("Rotate did not turn the card")
	}

	d := mn.NewPicker([]string{"discard 7"})
	if !d.CanDiscard() || d.Enabled(mn.Rot0) || d.Enabled(mn.Lock) || d.Click(mn.Discard) != "discard 7" {
		t.Error("the discard picker")
	}
	if got := d.Plan("discard 7"); !slices.Equal(got, []string{mn.Discard}) {
		t.Errorf("plan of discard: %v", got)
	}
	if !mn.NewPicker(nil).Empty() {
		t.Error("a picker over no moves is not empty")
	}
}

// The narration never tells a placement before its round resolves, and tells
// both when it does.
func TestNarrate(t *testing.T) {
	st, _ := rules.Game{}.NewState(nil)
	rng := rand.New(rand.NewPCG(3, 3))
	names := []string{"Ann", "Bea"}
	placed := 0
	for st.Decision().Kind != engine.Terminal {
		d := st.Decision()
		var step engine.Step
		if d.Kind == engine.ChanceNode {
			m, _ := bot.PickChance(st.ChanceOutcomes(), rng)
			step = engine.Step{Seat: engine.Chance, Move: m}
		} else {
			legal := st.LegalMoves(d.Seats[0])
			step = engine.Step{Seat: d.Seats[0], Move: legal[rng.IntN(len(legal))]}
		}
		before := st.Copy()
		if err := st.Apply(step.Seat, step.Move); err != nil {
			t.Fatal(err)
		}
		lines := mn.Narrate(before, st, step, names)
		text := strings.Join(lines, "\n")
		switch {
		case step.Seat == engine.Chance && strings.HasPrefix(step.Move, "start"):
			if !strings.Contains(text, "card 9") {
				t.Errorf("deal: %q", text)
			}
		case step.Seat == engine.Chance:
			if !strings.Contains(text, "draws card "+strings.TrimPrefix(step.Move, "card ")) {
				t.Errorf("draw %s: %q", step.Move, text)
			}
		case st.Round() == before.Round():
			if strings.Contains(text, " at ") || !strings.Contains(text, "locked in") {
				t.Errorf("a placement told before its round resolved: %q", text)
			}
		default:
			placed++
			m, _ := rules.ParseMove(step.Move)
			if !strings.Contains(text, names[step.Seat]+" placed card "+strconv.Itoa(m.Card)+" "+mn.Where(m)) ||
				!strings.Contains(text, names[1-step.Seat]+" placed card") {
				t.Errorf("round end: %q", text)
			}
		}
	}
	if placed != 8 {
		t.Errorf("%d round ends told, want 8", placed)
	}
}
