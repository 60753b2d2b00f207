package engine

import (
	"fmt"
	"math"
)

// Chance is the pseudo-seat that applies chance outcomes.
const Chance = -1

// Kind says what sort of decision a state is waiting for.
type Kind uint8

const (
	// Turn: exactly one seat must move.
	Turn Kind = iota
	// Simultaneous: the listed seats must each submit a secret move.
	Simultaneous
	// ChanceNode: the caller must pick one of ChanceOutcomes.
	ChanceNode
	// Terminal: the game has ended.
	Terminal
)

func (k Kind) String() string {
	switch k {
	case Turn:
		return "turn"
	case Simultaneous:
		return "simultaneous"
	case ChanceNode:
		return "chance"
	case Terminal:
		return "terminal"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Decision is what a state waits for. Seats lists the seats that still have to
// move: one seat for Turn, the seats whose secret move is not yet in for
// Simultaneous, nil for ChanceNode and Terminal. Seats may be shared by the
// state (a game hands out one list per seat): read it, copy it to keep it
// past the next Apply, never write to it. The same holds for the slices
// LegalMoves and ChanceOutcomes return.
type Decision struct {
	Kind  Kind
	Seats []int
}

// Acts reports whether seat (or Chance) may apply a move now.
func (d Decision) Acts(seat int) bool {
	if d.Kind == ChanceNode {
		return seat == Chance
	}
	for _, s := range d.Seats {
		if s == seat {
			return true
		}
	}
	return false
}

// Outcome is one possible result of a chance event. Weights are relative: the
// probability of an outcome is its weight divided by the sum of all weights.
type Outcome struct {
	Move   string
	Weight int
}

// TotalWeight is the sum of the outcomes' weights: a chance draw picks a
// number r from 0 to TotalWeight-1 and takes OutcomeAt(outs, r). It fails if
// there is no outcome, if a weight is not positive, or if the sum does not
// fit in an int.
func TotalWeight(outs []Outcome) (int, error) {
	if len(outs) == 0 {
		return 0, fmt.Errorf("no chance outcome")
	}
	total := 0
	for _, o := range outs {
		if o.Weight <= 0 {
			return 0, fmt.Errorf("chance outcome %q has weight %d", o.Move, o.Weight)
		}
		if total > math.MaxInt-o.Weight {
			return 0, fmt.Errorf("chance outcome weights add up to more than %d", math.MaxInt)
		}
		total += o.Weight
	}
	return total, nil
}

// OutcomeAt returns the move of the outcome that r falls in when the outcomes,
// in order, cover 0 … TotalWeight(outs)-1, each with Weight consecutive
// numbers. It fails if r is outside that range or it meets a weight that is
// not positive.
func OutcomeAt(outs []Outcome, r int64) (string, error) {
	if r < 0 {
		return "", fmt.Errorf("chance draw %d is negative", r)
	}
	left := r
	for _, o := range outs {
		if o.Weight <= 0 {
			return "", fmt.Errorf("chance outcome %q has weight %d", o.Move, o.Weight)
		}
		if left < int64(o.Weight) {
			return o.Move, nil
		}
		left -= int64(o.Weight)
	}
	return "", fmt.Errorf("chance draw %d is not below the total weight %d", r, r-left)
}

// SeatName formats a seat for messages: "seat 2", or "chance".
func SeatName(seat int) string {
	if seat == Chance {
		return "chance"
	}
	return fmt.Sprintf("seat %d", seat)
}

// OutcomeMoves lists the moves of chance outcomes: what a State's
// LegalMoves(Chance) returns.
func OutcomeMoves(outs []Outcome) []string {
	if outs == nil {
		return nil
	}
	moves := make([]string, len(outs))
	for i, o := range outs {
		moves[i] = o.Move
	}
	return moves
}

// WaitingFor names whom a decision waits for, for error messages: "seat
// 2", "seat 0 and seat 1", "chance", or "nobody" once the game is over.
func WaitingFor(d Decision) string {
	switch d.Kind {
	case ChanceNode:
		return "chance"
	case Terminal:
		return "nobody"
	}
	names := make([]string, len(d.Seats))
	for i, s := range d.Seats {
		names[i] = SeatName(s)
	}
	return NameList(names)
}
