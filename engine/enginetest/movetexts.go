package enginetest

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// CheckMoveTexts checks a game's typed moves against its move texts: it
// plays random games from newState (random listed moves and chance
// outcomes, as PlayOn does) and at positions positions, picked at random
// among those the games pass through, it parses every legal move of every
// seat that acts (the chance outcomes too, when chance is true) with parse
// and wants the parsed move's String to give the text back. It returns how
// many move texts it checked.
func CheckMoveTexts[M fmt.Stringer](newState func() (engine.State, error), parse func(string) (M, error), chance bool, positions int, rng *rand.Rand) (int, error) {
	checked, seen := 0, 0
	for seen < positions {
		st, err := newState()
		if err != nil {
			return checked, err
		}
		for step := 0; seen < positions; step++ {
			d := st.Decision()
			if d.Kind == engine.Terminal {
				break
			}
			if rng.IntN(4) == 0 {
				seen++
				seats := d.Seats
				if d.Kind == engine.ChanceNode {
					seats = nil
					if chance {
						seats = []int{engine.Chance}
					}
				}
				for _, s := range seats {
					for _, text := range st.LegalMoves(s) {
						m, err := parse(text)
						if err != nil {
							return checked, fmt.Errorf("step %d, %s: legal move %q does not parse: %v", step, engine.SeatName(s), text, err)
						}
						if back := m.String(); back != text {
							return checked, fmt.Errorf("step %d, %s: legal move %q parses to a move written %q", step, engine.SeatName(s), text, back)
						}
						checked++
					}
				}
			}
			seat := engine.Chance
			if d.Kind != engine.ChanceNode {
				seat = d.Seats[0]
			}
			moves := st.LegalMoves(seat)
			if len(moves) == 0 {
				return checked, fmt.Errorf("step %d: %s must act but has no move", step, engine.SeatName(seat))
			}
			if err := st.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
				return checked, fmt.Errorf("step %d: %v", step, err)
			}
		}
	}
	return checked, nil
}

// LegalTexts plays up to steps random listed moves on st (chance outcomes
// too: st must be a full state) and returns every distinct text listed on
// the way for the seat that acted (or chance), in the order first seen: a
// fuzz target's seeds of real moves.
func LegalTexts(st engine.State, steps int, rng *rand.Rand) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for step := 0; step < steps && st.Decision().Kind != engine.Terminal; step++ {
		d := st.Decision()
		seat := engine.Chance
		if d.Kind != engine.ChanceNode {
			seat = d.Seats[0]
		}
		moves := st.LegalMoves(seat)
		if len(moves) == 0 {
			return out, fmt.Errorf("step %d: %s must act but has no move", step, engine.SeatName(seat))
		}
		for _, m := range moves {
			if !seen[m] {
				seen[m] = true
				out = append(out, m)
			}
		}
		if err := st.Apply(seat, moves[rng.IntN(len(moves))]); err != nil {
			return out, fmt.Errorf("step %d: %v", step, err)
		}
	}
	return out, nil
}

// CheckRefused reads each text of refused with parse (a game's ParseMove),
// which must refuse it with an error holding every one of the words given
// for it (what is wrong, and where). It returns one line per text that is
// accepted, or refused in other words, in the texts' order.
func CheckRefused[M any](parse func(string) (M, error), refused map[string][]string) []string {
	texts := make([]string, 0, len(refused))
	for text := range refused {
		texts = append(texts, text)
	}
	sort.Strings(texts)
	var out []string
	for _, text := range texts {
		m, err := parse(text)
		if err == nil {
			out = append(out, fmt.Sprintf("%q accepted: %+v", text, m))
			continue
		}
		for _, w := range refused[text] {
			if !strings.Contains(err.Error(), w) {
				out = append(out, fmt.Sprintf("%q: error %q does not say %q", text, err, w))
			}
		}
	}
	return out
}
