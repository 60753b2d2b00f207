package enginetest

import (
	"fmt"
	"slices"

	"github.com/galleria-games/galleria/engine"
)

// sentinel is the element CheckAppend puts in front of the lists it appends
// to: no game lists it, and an appender must leave it in place.
const sentinel = "\x00sentinel"

// CheckAppend checks the optional fast listings of st and of its views
// against the plain ones. On st and on st.View(seat) for every seat, for
// Chance and every seat: AppendLegalMoves (when the state implements
// engine.MoveAppender) appended to nil, to a one-element buffer and to a
// buffer with spare room gives that buffer's elements followed by exactly
// LegalMoves' list, the same texts in the same order; AppendChanceOutcomes
// (engine.OutcomeAppender) likewise gives ChanceOutcomes' list, texts and
// weights. It also checks what bot.MovePicker rests on: a seat that acts
// lists the same moves on its own view as on st. It returns the number of
// lists compared (0 if st and its views implement neither appender).
func CheckAppend(st engine.State) (int, error) {
	n := 0
	check := func(s engine.State, name string) error {
		if a, ok := s.(engine.MoveAppender); ok {
			for seat := engine.Chance; seat < s.Seats(); seat++ {
				want := s.LegalMoves(seat)
				for _, dst := range [][]string{nil, {sentinel}, append(make([]string, 0, len(want)+9), sentinel, sentinel)} {
					pre := len(dst)
					got := a.AppendLegalMoves(dst, seat)
					if len(got) < pre || !slices.Equal(got[pre:], want) {
						return fmt.Errorf("%s: AppendLegalMoves(%s) after %d element(s) lists %q, LegalMoves %q", name, engine.SeatName(seat), pre, got[min(pre, len(got)):], want)
					}
					for i := range pre {
						if got[i] != sentinel {
							return fmt.Errorf("%s: AppendLegalMoves(%s) changed element %d of its buffer to %q", name, engine.SeatName(seat), i, got[i])
						}
					}
					n++
				}
			}
		}
		if a, ok := s.(engine.OutcomeAppender); ok {
			want := s.ChanceOutcomes()
			mark := engine.Outcome{Move: sentinel, Weight: -7}
			for _, dst := range [][]engine.Outcome{nil, {mark}, append(make([]engine.Outcome, 0, len(want)+9), mark, mark)} {
				pre := len(dst)
				got := a.AppendChanceOutcomes(dst)
				if len(got) < pre || !slices.Equal(got[pre:], want) {
					return fmt.Errorf("%s: AppendChanceOutcomes after %d element(s) lists %v, ChanceOutcomes %v", name, pre, got[min(pre, len(got)):], want)
				}
				for i := range pre {
					if got[i] != mark {
						return fmt.Errorf("%s: AppendChanceOutcomes changed element %d of its buffer to %v", name, i, got[i])
					}
				}
				n++
			}
		}
		return nil
	}
	if err := check(st, "state"); err != nil {
		return n, err
	}
	d := st.Decision()
	for seat := 0; seat < st.Seats(); seat++ {
		v := st.View(seat)
		if err := check(v, fmt.Sprintf("View(%d)", seat)); err != nil {
			return n, err
		}
		if d.Acts(seat) && !slices.Equal(v.LegalMoves(seat), st.LegalMoves(seat)) {
			return n, fmt.Errorf("View(%d) lists %q for its seat, the state %q", seat, v.LegalMoves(seat), st.LegalMoves(seat))
		}
	}
	return n, nil
}
