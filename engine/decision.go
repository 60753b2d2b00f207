package engine

import "fmt"

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
// Simultaneous, nil for ChanceNode and Terminal.
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
