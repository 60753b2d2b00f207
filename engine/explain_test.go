package engine_test

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/engine/mallworld"
)

// explainCase is a game whose moves Explain says in words: its setups, and
// the points (or money) a move changes now, measured on the rules
// (measure) and read from the notes (stated; ok false when the notes
// state none, which must then be a change of 0).
type explainCase struct {
	game    engine.Game
	setups  []engine.Options
	measure func(full engine.State, seat int, move string) int
	stated  func(notes []engine.Note) (int, bool)
}

func points(notes []engine.Note) (int, bool) {
	for _, n := range notes {
		if d, ok := engine.NotePoints(n); ok {
			return d, true
		}
	}
	return 0, false
}

// money reads a "+%d … now" / "costs %d … now" note of a game's formats.
func money(gain, loss string) func([]engine.Note) (int, bool) {
	return func(notes []engine.Note) (int, bool) {
		for _, n := range notes {
			switch n.Format {
			case gain:
				return n.Args[0].(int), true
			case loss:
				return -n.Args[0].(int), true
			}
		}
		return 0, false
	}
}

func explainCases() []explainCase {
	return []explainCase{
		{
			game:   mallornothing.Game{},
			setups: []engine.Options{nil},
			// The mall changes when the round resolves: the others play
			// any legal move until then.
			measure: func(full engine.State, seat int, move string) int {
				s := full.Clone().(*mallornothing.State)
				before := s.ScoreOf(seat).Total
				if err := s.Apply(seat, move); err != nil {
					panic(err)
				}
				for s.Decision().Kind != engine.Terminal && s.Decision().Kind != engine.ChanceNode && !s.Decision().Acts(seat) {
					o := s.Decision().Seats[0]
					if err := s.Apply(o, s.LegalMoves(o)[0]); err != nil {
						panic(err)
					}
				}
				return s.ScoreOf(seat).Total - before
			},
			stated: points,
		},
		{
			game:   mallforheroes.Game{},
			setups: []engine.Options{{"players": "1"}, {"players": "2"}, {"players": "4"}},
			measure: func(full engine.State, seat int, move string) int {
				s := full.(*mallforheroes.State)
				p := s.ActiveMall()
				if p < 0 {
					p = seat
				}
				after := s.Copy()
				if err := after.Apply(seat, move); err != nil {
					panic(err)
				}
				return after.ScoreOf(p).Total - s.ScoreOf(p).Total
			},
			stated: points,
		},
		{
			game:   mallworld.Game{},
			setups: []engine.Options{{"players": "3"}, {"players": "5"}},
			// On the seat's view: what the seat's own move changes before
			// anything it cannot see.
			measure: func(full engine.State, seat int, move string) int {
				v := full.View(seat).(*mallworld.State)
				after := v.Clone().(*mallworld.State)
				if err := after.Apply(seat, move); err != nil {
					panic(err)
				}
				return int(after.FinalCHF(seat) - v.FinalCHF(seat))
			},
			stated: money(mallworld.ExplainGain, mallworld.ExplainLoss),
		},
		{
			game:   luxshopping.Game{},
			setups: []engine.Options{{"players": "2"}, {"players": "4"}, {"players": "6"}},
			measure: func(full engine.State, seat int, move string) int {
				v := full.View(seat).(*luxshopping.State)
				after := v.Copy()
				if err := after.Apply(seat, move); err != nil {
					panic(err)
				}
				return int(after.Cash(seat) - v.Cash(seat))
			},
			stated: money(luxshopping.ExplainGain, luxshopping.ExplainLoss),
		},
	}
}

// codes are what a player was never taught: letter pairs ("VG"), spaces
// and card numbers ("C4", "S05", "P06"), double numbering ("shop 7").
var codes = regexp.MustCompile(`\b[A-Z]{2}\b|\b[A-Z]{1,2}\d{1,2}\b|\bshop \d|\bspace \d|\bcard \d`)

// For random positions of each game (seeded), every seat's legal moves
// explained on its view: the notes are words (no %, no move text of the
// position, no codes), and the points or money they state are what the
// rules give on a copy. An illegal move is an error and changes nothing.
func TestExplain(t *testing.T) {
	for _, c := range explainCases() {
		t.Run(c.game.Name(), func(t *testing.T) {
			formats := map[string]int{}
			checked, gains := 0, 0
			for si, opts := range c.setups {
				for seed := uint64(0); seed < 6; seed++ {
					opts, err := c.game.Normalize(opts)
					if err != nil {
						t.Fatal(err)
					}
					st, err := c.game.New(opts)
					if err != nil {
						t.Fatal(err)
					}
					rng := rand.New(rand.NewPCG(seed, uint64(si)))
					for step := 0; st.Decision().Kind != engine.Terminal && step < 3000; step++ {
						d := st.Decision()
						seat := engine.Chance
						if d.Kind != engine.ChanceNode {
							seat = d.Seats[rng.IntN(len(d.Seats))]
						}
						legal := st.LegalMoves(seat)
						if seat != engine.Chance && rng.IntN(3) == 0 {
							view := st.View(seat)
							hash := view.Hash()
							for _, mv := range legal[:min(len(legal), 6)] {
								notes, err := engine.Explain(view, seat, mv)
								if err != nil {
									t.Fatalf("seed %d step %d: %s %q: %v", seed, step, engine.SeatName(seat), mv, err)
								}
								for _, n := range notes {
									formats[n.Format]++
									checkWords(t, n, legal)
								}
								// On the full state: the same notes, from the
								// seat's view (no secret reaches them).
								if full, err := engine.Explain(st, seat, mv); err != nil || !reflect.DeepEqual(full, notes) {
									t.Fatalf("%s %q: on the full state %q (%v), on the view %q", engine.SeatName(seat), mv, words(full), err, words(notes))
								}
								want := c.measure(st, seat, mv)
								got, ok := c.stated(notes)
								if got != want || !ok && want != 0 {
									t.Fatalf("seed %d step %d: %s %q: the notes %q state %d (stated: %v), the rules give %d",
										seed, step, engine.SeatName(seat), mv, words(notes), got, ok, want)
								}
								if want != 0 {
									gains++
								}
								checked++
							}
							if _, err := engine.Explain(view, seat, "no such move 99"); err == nil {
								t.Fatal("an unknown move is explained")
							}
							if other := st.View((seat + 1) % st.Seats()); st.Seats() > 1 {
								if _, err := engine.Explain(other, seat, legal[0]); err == nil {
									t.Fatal("another seat's view explains a move")
								}
							}
							if view.Hash() != hash {
								t.Fatal("Explain changed the state")
							}
						}
						if err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
			if checked < 200 || gains < 20 || len(formats) < 4 {
				t.Fatalf("%d moves explained, %d with points, %d formats: %v", checked, gains, len(formats), formats)
			}
			t.Logf("%d moves explained, %d with points; formats met: %v", checked, gains, formats)
		})
	}
}

func words(notes []engine.Note) []string {
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = n.String()
	}
	return out
}

func checkWords(t *testing.T, n engine.Note, legal []string) {
	t.Helper()
	s := n.String()
	if s == "" || strings.Contains(s, "%") {
		t.Fatalf("note %q (format %q, args %v)", s, n.Format, n.Args)
	}
	if codes.MatchString(s) {
		t.Fatalf("note %q has a code: %q", s, codes.FindString(s))
	}
	for _, mv := range legal {
		// One-word moves ("pass", "buy") are plain words.
		if strings.ContainsAny(mv, " 0123456789") && strings.Contains(s, mv) {
			t.Fatalf("note %q has the move text %q", s, mv)
		}
	}
	for _, a := range n.Args {
		switch a.(type) {
		case int, engine.Word:
		default:
			t.Fatalf("note %q: argument %v is a %T, not a number or a word", s, a, a)
		}
	}
}
