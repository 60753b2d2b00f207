package luxshopping_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	lx "github.com/galleria-games/galleria/game/luxshopping"
	"github.com/galleria-games/galleria/game/ui"
)

// TestNarrationKeepsTheEnglish: the log's English lines, now said from the
// events' fields, are the engine's own sentences (Event.Words) for every
// event of seeded games, seats named as people are (no "You").
func TestNarrationKeepsTheEnglish(t *testing.T) {
	lang.Set(lang.English)
	names := []string{"Ann", "Bea", "Carla", "Dora", "Emil", "Fritz"}
	kinds := map[rules.EventKind]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		players := 2 + int(seed)%5
		st, err := rules.Game{}.NewState(engine.Options{"players": string(rune('0' + players))})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for step := 0; step < 3000 && st.Decision().Kind != engine.Terminal; step++ {
			d := st.Decision()
			seat := engine.Chance
			if d.Kind != engine.ChanceNode {
				seat = d.Seats[0]
			}
			moves := st.LegalMoves(seat)
			evs, err := st.ApplyTrace(seat, moves[rng.IntN(len(moves))])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				want := e.Words(names[:players])
				var got string
				if lines := lx.Narrate([]rules.Event{e}, names[:players]); len(lines) == 1 {
					got = lines[0]
				}
				if e.Kind == rules.EvMove {
					// The table names a space by what it is (a shop by its
					// name and number), not by its place on the loop.
					if strings.Contains(got, fmt.Sprintf("space %d", e.Space)) && rules.KindOf(e.Space) != rules.SpacePlusOne && rules.KindOf(e.Space) != rules.SpaceMinusOne || got == "" {
						t.Errorf("%+v: %q names the space by its number", e, got)
					}
					want = got
				}
				if got != want {
					t.Errorf("%+v: %q, the engine says %q", e, got, want)
				}
				kinds[e.Kind]++
			}
		}
	}
	t.Logf("events by kind: %v", kinds)
	if len(kinds) < 20 {
		t.Errorf("only %d kinds of event met", len(kinds))
	}
}

// TestNarrationSecondPerson: a seat named "You" is told in the second
// person.
func TestNarrationSecondPerson(t *testing.T) {
	lang.Set(lang.English)
	names := []string{"You", "Bea", "Carla"}
	for _, c := range []struct {
		e    rules.Event
		want string
	}{
		{rules.Event{Kind: rules.EvDeal, Seat: 0, Shop: 2}, "You are dealt the Bakery (2)."},
		{rules.Event{Kind: rules.EvFirstPlayer, Seat: 0, Amount: 2}, "You have the lowest roll (2) and start."},
		{rules.Event{Kind: rules.EvFirstTie, Seat: -1, Card: 0b101, Amount: 2}, "You and Carla tie with the lowest roll (2) and roll again."},
		{rules.Event{Kind: rules.EvFirstTie, Seat: -1, Card: 0b110, Amount: 1}, "Bea and Carla tie with the lowest roll (1) and roll again."},
		{rules.Event{Kind: rules.EvDice, Seat: 0, Card: 3, Shop: 3}, "You roll a double 3–3."},
		{rules.Event{Kind: rules.EvBuy, Seat: 0, Shop: 2, Amount: 8000}, "You buy the Bakery (2) for 8,000 €."},
		{rules.Event{Kind: rules.EvNoBuy, Seat: 0, Shop: 2}, "You do not buy the Bakery (2)."},
		{rules.Event{Kind: rules.EvMailIncome, Seat: 0, Shop: 2, Amount: 3000}, "The mail shows your Bakery (2): the bank pays 3,000 €."},
		{rules.Event{Kind: rules.EvMailBill, Seat: 0, Other: 1, Shop: 2, Amount: 3000}, "The mail shows your Bakery (2): you owe Bea 3,000 €."},
		{rules.Event{Kind: rules.EvJackpot, Seat: 0, Shop: 2, Amount: 50000}, "Jackpot! The mail shows the Bakery (2), where you stand: 50,000 €."},
		{rules.Event{Kind: rules.EvPaid, Seat: 1, Other: 0, Amount: 3000}, "Bea pays you 3,000 €."},
		{rules.Event{Kind: rules.EvEliminated, Seat: 0, Other: 1, Amount: 700}, "You cannot pay, give the last 700 € to Bea and are out."},
		{rules.Event{Kind: rules.EvEnd, Seat: 0, Amount: int64(rules.EndSigns)}, "You reach the sign goal and win!"},
	} {
		got := lx.Narrate([]rules.Event{c.e}, names)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
	}
}

// TestRefusalInBothLanguages: a move that is not legal is refused with a
// note (engine.Refusal) that the error line says in English and in French.
func TestRefusalInBothLanguages(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English); lang.ResetMisses() })
	lang.ResetMisses()
	st, err := rules.Game{}.NewState(engine.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	for st.Decision().Kind == engine.ChanceNode { // the deal and the first player
		outs := st.LegalMoves(engine.Chance)
		if err := st.Apply(engine.Chance, outs[rng.IntN(len(outs))]); err != nil {
			t.Fatal(err)
		}
	}
	seat := st.Decision().Seats[0]
	err = st.Apply(seat, "pay")
	if _, ok := engine.RefusalOf(err); !ok {
		t.Fatalf("%v is not a refusal", err)
	}
	names := []string{"Ann", "Bea", "Carla"}
	lang.Set(lang.English)
	en := ui.ErrWords(err, names)
	lang.Set(lang.French)
	fr := ui.ErrWords(err, names)
	lang.Set(lang.English)
	want := `move "pay" is not legal now (` + names[seat] + ` may play: roll)`
	if en != want {
		t.Errorf("English %q, want %q", en, want)
	}
	if fr == en || strings.Contains(fr, "in English") || !strings.Contains(fr, names[seat]) {
		t.Errorf("French %q (English %q)", fr, en)
	}
	if m := lang.Misses(); len(m) > 0 {
		t.Errorf("texts without French: %q", m)
	}
}
