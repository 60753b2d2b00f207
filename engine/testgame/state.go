package testgame

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Phases of the state machine.
const (
	phRoll   uint8 = iota // chance: the die of the round
	phTake                // turn: the leader takes 1 or 2
	phBid                 // simultaneous: every seat bids 0 or 1
	phOver                // game over
	phHidden              // (views only) the round resolves with bids the view cannot see
	nPhases
)

var phaseNames = [nPhases]string{
	phRoll: "roll", phTake: "take", phBid: "bid", phOver: "over", phHidden: "hidden",
}

// A seat's bid of the current round.
const (
	bidNone   uint8 = iota // not in yet
	bidZero                // "bid 0"
	bidOne                 // "bid 1"
	bidHidden              // (views only) another seat's bid is in
)

const fullViewer = -1

// The moves.
const (
	Take1 = "take 1"
	Take2 = "take 2"
	Bid0  = "bid 0"
	Bid1  = "bid 1"
)

var (
	takeMoves = []string{Take1, Take2}
	bidMoves  = []string{Bid0, Bid1}
)

// State is a Test Race position. It is a plain value: copying it copies
// everything, so Clone is one assignment.
type State struct {
	viewer int8  // -1 full state, 0…n-1 a seat's view, n a spectator's view
	n      uint8 // seats
	phase  uint8
	round  uint8 // rounds completed (0…Rounds)
	die    uint8 // the round's roll, 0 before it
	scores [MaxSeats]int64
	bids   [MaxSeats]uint8
}

var (
	_ engine.State     = (*State)(nil)
	_ engine.Evaluator = (*State)(nil)
)

// Game implements engine.State.
func (s *State) Game() string { return GameName }

// Seats implements engine.State.
func (s *State) Seats() int { return int(s.n) }

// Viewer implements engine.State: -1 for the full state, the seat of a view,
// or Seats() for a spectator's view (View of a seat that does not exist).
func (s *State) Viewer() int { return int(s.viewer) }

// Clone implements engine.State.
func (s *State) Clone() engine.State { c := *s; return &c }

// Copy is Clone with the concrete type.
func (s *State) Copy() *State { c := *s; return &c }

// Hash implements engine.State: SHA-256 of a fixed byte layout (a tag, then
// viewer, seats, phase, round and die as one byte each, then per seat its
// score as 8 bytes big-endian and its bid as one byte), the same on every
// platform.
func (s *State) Hash() [32]byte {
	var buf [128]byte
	b := append(buf[:0], "testgame/1"...)
	b = append(b, byte(s.viewer), s.n, s.phase, s.round, s.die)
	for i := 0; i < int(s.n); i++ {
		b = binary.BigEndian.AppendUint64(b, uint64(s.scores[i]))
		b = append(b, s.bids[i])
	}
	return sha256.Sum256(b)
}

// --- read access (UI, tests) ---

// Stage names the phase: "roll", "take", "bid", "over", or "hidden" in a
// view whose round resolves with bids the view cannot see.
func (s *State) Stage() string { return phaseNames[s.phase] }

// Round is the number of completed rounds (0…Rounds).
func (s *State) Round() int { return int(s.round) }

// Die is the round's roll, 0 before it is rolled.
func (s *State) Die() int { return int(s.die) }

// Leader is the seat that takes a turn in the current round (the last
// round's once the game is over).
func (s *State) Leader() int {
	r := int(s.round)
	if r >= Rounds {
		r = Rounds - 1
	}
	return r % int(s.n)
}

// Score is seat's score, 0 for a seat that does not exist.
func (s *State) Score(seat int) int64 {
	if seat < 0 || seat >= int(s.n) {
		return 0
	}
	return s.scores[seat]
}

// Scores lists the seats' scores.
func (s *State) Scores() []int64 { return append([]int64(nil), s.scores[:s.n]...) }

// Pending is seat's bid of the round: "" if it is not in, its move text, or
// "hidden" in a view of another seat.
func (s *State) Pending(seat int) string {
	if seat < 0 || seat >= int(s.n) {
		return ""
	}
	return bidText(s.bids[seat])
}

func bidText(b uint8) string {
	switch b {
	case bidZero:
		return Bid0
	case bidOne:
		return Bid1
	case bidHidden:
		return "hidden"
	}
	return ""
}

// --- the engine.State contract ---

// Decision implements engine.State.
func (s *State) Decision() engine.Decision {
	switch s.phase {
	case phTake:
		return engine.Decision{Kind: engine.Turn, Seats: []int{s.Leader()}}
	case phBid:
		var seats []int
		for i := 0; i < int(s.n); i++ {
			if s.bids[i] == bidNone {
				seats = append(seats, i)
			}
		}
		return engine.Decision{Kind: engine.Simultaneous, Seats: seats}
	case phOver:
		return engine.Decision{Kind: engine.Terminal}
	}
	// phRoll, and phHidden in a view.
	return engine.Decision{Kind: engine.ChanceNode}
}

// ChanceOutcomes implements engine.State. Views get nil: they cannot resolve
// chance events.
func (s *State) ChanceOutcomes() []engine.Outcome {
	if s.viewer >= 0 || s.phase != phRoll {
		return nil
	}
	return []engine.Outcome{{Move: "roll 1", Weight: 1}, {Move: "roll 2", Weight: 1}, {Move: "roll 3", Weight: 1}}
}

// LegalMoves implements engine.State. A view lists its own seat's moves
// only.
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return engine.OutcomeMoves(s.ChanceOutcomes())
	}
	if seat < 0 || seat >= int(s.n) || (s.viewer >= 0 && seat != int(s.viewer)) {
		return nil
	}
	switch {
	case s.phase == phTake && seat == s.Leader():
		return append([]string(nil), takeMoves...)
	case s.phase == phBid && s.bids[seat] == bidNone:
		return append([]string(nil), bidMoves...)
	}
	return nil
}

// Apply implements engine.State.
func (s *State) Apply(seat int, move string) error {
	if err := engine.ValidMoveText(move); err != nil {
		return err
	}
	d := s.Decision()
	if d.Kind == engine.Terminal {
		return fmt.Errorf("the game is over")
	}
	if seat == engine.Chance {
		if d.Kind != engine.ChanceNode {
			return fmt.Errorf("no chance event is pending (waiting for %s)", engine.WaitingFor(d))
		}
		if s.viewer >= 0 {
			return fmt.Errorf("a view cannot resolve chance events")
		}
		var n uint8
		switch move {
		case "roll 1":
			n = 1
		case "roll 2":
			n = 2
		case "roll 3":
			n = 3
		default:
			return fmt.Errorf("chance outcome %q is not possible now (want roll 1, roll 2 or roll 3)", move)
		}
		s.die, s.phase = n, phTake
		return nil
	}
	if seat < 0 || seat >= int(s.n) {
		return fmt.Errorf("%s does not exist (this match has seats 0 to %d)", engine.SeatName(seat), s.n-1)
	}
	if !d.Acts(seat) {
		if d.Kind == engine.Simultaneous {
			return fmt.Errorf("%s has already bid this round (waiting for %s)", engine.SeatName(seat), engine.WaitingFor(d))
		}
		return fmt.Errorf("%s does not act now (waiting for %s)", engine.SeatName(seat), engine.WaitingFor(d))
	}
	if s.viewer >= 0 && seat != int(s.viewer) {
		return fmt.Errorf("this view belongs to %s", s.viewerName())
	}
	switch s.phase {
	case phTake:
		switch move {
		case Take1:
			s.scores[seat]++
		case Take2:
			s.scores[seat] += 2
		default:
			return fmt.Errorf("%q is not a move now: %s takes 1 or 2 (%q or %q)", move, engine.SeatName(seat), Take1, Take2)
		}
		s.phase = phBid
		return nil
	case phBid:
		switch move {
		case Bid0:
			s.bids[seat] = bidZero
		case Bid1:
			s.bids[seat] = bidOne
		default:
			return fmt.Errorf("%q is not a move now: %s bids 0 or 1 (%q or %q)", move, engine.SeatName(seat), Bid0, Bid1)
		}
		s.resolve()
		return nil
	}
	return fmt.Errorf("%s does not act now", engine.SeatName(seat))
}

// resolve ends the round once every bid is in: each seat that bid 1 gains
// the die, then the next round's roll (or the end) follows. In a view where
// another seat's bid is hidden, the round cannot resolve and the view waits
// for something it cannot see.
func (s *State) resolve() {
	hidden := false
	for i := 0; i < int(s.n); i++ {
		switch s.bids[i] {
		case bidNone:
			return
		case bidHidden:
			hidden = true
		}
	}
	if hidden {
		s.phase = phHidden
		return
	}
	for i := 0; i < int(s.n); i++ {
		if s.bids[i] == bidOne {
			s.scores[i] += int64(s.die)
		}
		s.bids[i] = bidNone
	}
	s.die = 0
	s.round++
	if s.round >= Rounds {
		s.phase = phOver
	} else {
		s.phase = phRoll
	}
}

func (s *State) viewerName() string {
	if int(s.viewer) >= int(s.n) {
		return "a spectator"
	}
	return engine.SeatName(int(s.viewer))
}

// View implements engine.State: the other seats' bids of the round read
// "hidden" (a spectator's view, of a seat that does not exist, hides every
// bid). Scores and the die are public. A view cannot resolve chance events;
// when its own bid completes a round whose other bids it cannot see, the
// view waits in stage "hidden" (a chance node without outcomes).
func (s *State) View(seat int) engine.State { return s.ViewState(seat) }

// ViewState is View with the concrete type.
func (s *State) ViewState(seat int) *State {
	v := *s
	if seat < 0 || seat >= int(s.n) {
		seat = int(s.n)
	}
	if v.viewer >= 0 && int(v.viewer) != seat {
		// A view of a view hides at least as much as both.
		seat = int(s.n)
	}
	v.viewer = int8(seat)
	for i := 0; i < int(s.n); i++ {
		if i != seat && v.bids[i] != bidNone {
			v.bids[i] = bidHidden
		}
	}
	return &v
}

// Result implements engine.State: the scores ranked by engine.RankByScore,
// with TieNote when some seats share a place.
func (s *State) Result() *engine.Result {
	if s.phase != phOver {
		return nil
	}
	scores := s.Scores()
	note := ""
	seen := map[int64]bool{}
	for _, v := range scores {
		if seen[v] {
			note = TieNote
		}
		seen[v] = true
	}
	return engine.RankByScore(scores, note)
}

// Evaluate implements engine.Evaluator: seat's score, counting the die for
// its own bid of 1 that is in but not yet resolved, minus the best score of
// the other seats.
func (s *State) Evaluate(seat int) float64 {
	if seat < 0 || seat >= int(s.n) {
		return 0
	}
	own := s.scores[seat]
	if s.bids[seat] == bidOne {
		own += int64(s.die)
	}
	best, any := int64(0), false
	for i := 0; i < int(s.n); i++ {
		if i != seat && (!any || s.scores[i] > best) {
			best, any = s.scores[i], true
		}
	}
	return float64(own - best)
}
