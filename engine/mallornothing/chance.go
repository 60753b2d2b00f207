package mallornothing

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Chance outcomes (spec 6): the deal of the two starting cards, then one draw
// per seat and round. The deck is kept as the set of cards not yet drawn, so
// the shuffle is implicit: every draw is a chance event over what is left.
const (
	dealP1First  = "start 9 10" // seat 0 gets card 9 (P1), seat 1 gets card 10
	dealP1Second = "start 10 9" // seat 0 gets card 10, seat 1 gets card 9 (P1)
)

// drawSeat is the seat whose card is drawn next: P1 first, then P2.
func (s *State) drawSeat() int {
	if s.drawn[s.p1] == 0 {
		return int(s.p1)
	}
	return 1 - int(s.p1)
}

// ChanceOutcomes implements engine.State. Views get nil: they cannot resolve
// chance events.
func (s *State) ChanceOutcomes() []engine.Outcome {
	if s.viewer >= 0 {
		return nil
	}
	switch s.phase {
	case phStart:
		return []engine.Outcome{{Move: dealP1First, Weight: 1}, {Move: dealP1Second, Weight: 1}}
	case phDraw:
		out := make([]engine.Outcome, 0, bits.OnesCount32(s.deck))
		for d := s.deck; d != 0; d &= d - 1 {
			out = append(out, engine.Outcome{Move: drawTexts[bits.TrailingZeros32(d)], Weight: 1})
		}
		return out
	}
	return nil
}

// AppendChanceOutcomes implements engine.OutcomeAppender: ChanceOutcomes
// appended to dst.
func (s *State) AppendChanceOutcomes(dst []engine.Outcome) []engine.Outcome {
	if s.viewer >= 0 {
		return dst
	}
	switch s.phase {
	case phStart:
		dst = append(dst, engine.Outcome{Move: dealP1First, Weight: 1}, engine.Outcome{Move: dealP1Second, Weight: 1})
	case phDraw:
		for d := s.deck; d != 0; d &= d - 1 {
			dst = append(dst, engine.Outcome{Move: drawTexts[bits.TrailingZeros32(d)], Weight: 1})
		}
	}
	return dst
}

// chanceMoves is engine.OutcomeMoves(s.ChanceOutcomes()) in one
// allocation.
func (s *State) chanceMoves() []string {
	if s.viewer >= 0 {
		return nil
	}
	switch s.phase {
	case phStart:
		return []string{dealP1First, dealP1Second}
	case phDraw:
		out := make([]string, 0, bits.OnesCount32(s.deck))
		for d := s.deck; d != 0; d &= d - 1 {
			out = append(out, drawTexts[bits.TrailingZeros32(d)])
		}
		return out
	}
	return nil
}

// applyChance checks and applies a chance outcome (the state is a full state
// at a chance node).
func (s *State) applyChance(text string) error {
	switch s.phase {
	case phStart:
		switch text {
		case dealP1First:
			s.deal(0)
		case dealP1Second:
			s.deal(1)
		default:
			return fmt.Errorf("chance outcome %q is not possible now (dealing the starting cards: %q or %q)", text, dealP1First, dealP1Second)
		}
		return nil
	case phDraw:
		seat := s.drawSeat()
		n := drawnCard(text)
		if n == 0 {
			return fmt.Errorf("chance outcome %q is not possible now (drawing a card for %s: want 'card N')", text, engine.SeatName(seat))
		}
		if s.deck&(1<<n) == 0 {
			return fmt.Errorf("chance outcome %q is not possible now: card %d is not in the deck (it holds %s)", text, n, joinInts(maskList(s.deck)))
		}
		s.draw(n)
		return nil
	}
	return fmt.Errorf("no chance event is pending")
}

// drawnCard is the card n of a draw's canonical text "card n", 0 for any
// other text.
func drawnCard(text string) int {
	if !strings.HasPrefix(text, "card ") {
		return 0
	}
	n, _, ok := scanInt(text, len("card "))
	if !ok || n < 1 || n > nCards || drawTexts[n] != text {
		return 0
	}
	return n
}

// draw takes card n (in the deck) out of the deck for the seat that draws
// now; once both seats hold a card, they place.
func (s *State) draw(n int) {
	seat := s.drawSeat()
	s.deck &^= 1 << n
	s.drawn[seat] = uint8(n)
	if s.drawn[0] != 0 && s.drawn[1] != 0 {
		s.phase = phPlace
	}
}

// deal gives card 9 to seat p1 and card 10 to the other seat, each laid as
// the first card of its mall at (0,0), rotation 0 (spec 2).
func (s *State) deal(p1 int) {
	s.p1 = int8(p1)
	s.malls[p1].lay(cardP1, 0, 0, false, 0, 0)
	s.malls[1-p1].lay(cardP2, 0, 0, false, 0, 0)
	s.phase = phDraw
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, " ")
}
