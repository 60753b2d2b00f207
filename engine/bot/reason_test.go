package bot_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
)

// Why is the search's outlook in words, then the game's notes on the
// chosen move: no rates, no move texts; the only legal move says so.
func TestWhy(t *testing.T) {
	outlooks := map[string]int{}
	for _, su := range searchSetups {
		t.Run(fmt.Sprintf("%s/%s", su.game, su.opts), func(t *testing.T) {
			explained := 0
			decisionsOf(t, su.game, su.opts, 7, 6, func(st engine.State, seat int, rng *rand.Rand) {
				b, _ := bot.New(smallSearches[0])
				view := st.View(seat)
				th, err := b.(bot.Thinker).Think(view, seat, rng)
				if err != nil {
					t.Fatal(err)
				}
				for !th.Work(50) {
				}
				move, err := th.Move()
				if err != nil {
					t.Fatal(err)
				}
				why := th.Why()
				s := why.String()
				if s != th.Reason() || s == "" || strings.Contains(s, "%") {
					t.Fatalf("why %q (reason %q)", s, th.Reason())
				}
				for _, mv := range view.LegalMoves(seat) {
					if strings.ContainsAny(mv, " 0123456789") && strings.Contains(s, mv) {
						t.Fatalf("why %q has the move text %q", s, mv)
					}
				}
				outlook := why
				if why.Format == bot.WhyJoin {
					outlook = why.Args[0].(engine.Note)
				}
				outlooks[outlook.Format]++
				if outlook.Format == bot.OutlookOnly {
					t.Fatalf("%d legal moves, why %q", len(view.LegalMoves(seat)), s)
				}
				notes, _ := engine.Explain(view, seat, move)
				for _, n := range notes[:min(len(notes), bot.MaxNotes)] {
					if !strings.Contains(s, n.String()) {
						t.Fatalf("why %q lacks the game's note %q", s, n)
					}
				}
				if len(notes) > 0 {
					explained++
				}
			})
			if explained == 0 {
				t.Fatal("no reason had the game's notes")
			}
		})
	}
	if len(outlooks) < 2 {
		t.Fatalf("outlooks: %v", outlooks)
	}
	t.Logf("outlooks: %v", outlooks)

	// A seat with one legal move.
	g, _ := games.Lookup("luxshopping")
	st, _ := g.New(engine.Options{"players": "2"})
	rng := rand.New(rand.NewPCG(1, 2))
	for st.Decision().Kind != engine.Terminal {
		d := st.Decision()
		seat := engine.Chance
		if d.Kind != engine.ChanceNode {
			seat = d.Seats[0]
		}
		legal := st.LegalMoves(seat)
		if seat != engine.Chance && len(legal) == 1 {
			b, _ := bot.New(smallSearches[0])
			th, err := b.(bot.Thinker).Think(st.View(seat), seat, rng)
			if err != nil {
				t.Fatal(err)
			}
			th.Work(1)
			if s := th.Reason(); !strings.HasPrefix(s, bot.OutlookOnly) {
				t.Fatalf("one legal move %q: why %q", legal[0], s)
			}
			return
		}
		if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no seat had a single legal move")
}
