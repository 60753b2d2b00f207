package mallornothing

import (
	"crypto/sha256"
	"encoding/binary"

	"github.com/galleria-games/galleria/engine"
)

// Phases of the state machine.
const (
	phStart  uint8 = iota // chance: who gets card 9 and who gets card 10
	phDraw                // chance: P1 draws, then P2
	phPlace               // simultaneous: both seats place their drawn card
	phOver                // game over
	phHidden              // (views only) the round resolves with a hidden placement
	nPhases
)

var phaseNames = [nPhases]string{
	phStart: "start", phDraw: "draw", phPlace: "place", phOver: "over", phHidden: "hidden",
}

// Kinds of a seat's committed (pending) move in the placement phase.
const (
	pendNone    uint8 = iota // nothing committed yet
	pendPlace                // a placement, waiting for the other seat
	pendDiscard              // the forced discard, waiting for the other seat
	pendHidden               // (views only) the other seat committed something
)

// placed is one card of a mall: its number, anchor and rotation.
type placed struct {
	num    uint8
	x, y   int8
	rot180 bool
}

// mall is one seat's cards in placement order, with the recorded layering:
// above[i] holds bit j when card j was recorded directly above card i (the
// pair (cards[i], cards[j]) of the spec). Every overlapping pair has exactly
// one record, written when the later of the two was placed.
//
// ly is derived from cards and above (effective numbers and the transitive
// layering, see layers) and kept up to date by lay, the only way a card
// joins a mall; it is not part of the hash or the position.
type mall struct {
	n         uint8
	cards     [maxMall]placed
	above     [maxMall]uint16
	discarded uint32 // bit n: card n was discarded face down
	ly        layers
}

// pending is a seat's committed move of the current round; the card is the
// seat's drawn card.
type pending struct {
	kind   uint8
	x, y   int8
	rot180 bool
}

// State is a Mall or Nothing position. It is a plain value: copying it copies
// everything, so Clone is one assignment.
type State struct {
	viewer  int8  // -1 full state, 0/1 a seat's view, 2 a spectator's view
	phase   uint8 // phStart…phHidden
	round   uint8 // rounds completed (0…8)
	p1      int8  // seat holding card 9 (draws first); -1 before the deal
	deck    uint32
	malls   [nSeats]mall
	drawn   [nSeats]uint8 // the card each seat drew this round, 0 none
	pending [nSeats]pending
}

var _ engine.State = (*State)(nil)
var _ engine.Evaluator = (*State)(nil)

// Game implements engine.State.
func (s *State) Game() string { return GameName }

// Seats implements engine.State.
func (s *State) Seats() int { return nSeats }

// Viewer implements engine.State: -1 for the full state, the seat of a view,
// or 2 for a spectator's view (View of a seat that does not exist).
func (s *State) Viewer() int { return int(s.viewer) }

// Clone implements engine.State.
func (s *State) Clone() engine.State { c := *s; return &c }

// Copy returns an independent copy with the concrete type.
func (s *State) Copy() *State { c := *s; return &c }

// Hash implements engine.State: SHA-256 of a fixed byte layout (every field,
// integers big-endian, signed values as their two's complement byte), the same
// on every platform.
func (s *State) Hash() [32]byte {
	var buf [256]byte
	return sha256.Sum256(s.appendBinary(buf[:0]))
}

func (s *State) appendBinary(b []byte) []byte {
	b = append(b, "mallornothing/1"...)
	b = append(b, byte(s.viewer), s.phase, s.round, byte(s.p1))
	b = binary.BigEndian.AppendUint32(b, s.deck)
	for i := range s.malls {
		m := &s.malls[i]
		b = append(b, m.n)
		for k := 0; k < int(m.n); k++ {
			c := m.cards[k]
			b = append(b, c.num, byte(c.x), byte(c.y), boolByte(c.rot180))
			b = binary.BigEndian.AppendUint16(b, m.above[k])
		}
		b = binary.BigEndian.AppendUint32(b, m.discarded)
		b = append(b, s.drawn[i])
		p := s.pending[i]
		b = append(b, p.kind, byte(p.x), byte(p.y), boolByte(p.rot180))
	}
	return b
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// --- public read access (UI, tests) ---

// Placement is one card of a mall as the Position writes it.
type Placement struct {
	Card int `json:"card"`
	X    int `json:"x"`
	Y    int `json:"y"`
	Rot  int `json:"rot"`
}

func (c placed) placement() Placement {
	p := Placement{Card: int(c.num), X: int(c.x), Y: int(c.y)}
	if c.rot180 {
		p.Rot = 180
	}
	return p
}

// Mall lists seat's cards in the order they were laid, the starting card
// first.
func (s *State) Mall(seat int) []Placement {
	if seat < 0 || seat >= nSeats {
		return nil
	}
	m := &s.malls[seat]
	out := make([]Placement, m.n)
	for k := range out {
		out[k] = m.cards[k].placement()
	}
	return out
}

// Pairs lists the recorded layering pairs (lower, upper) of seat's mall as
// card numbers, sorted.
func (s *State) Pairs(seat int) [][2]int {
	if seat < 0 || seat >= nSeats {
		return nil
	}
	return s.malls[seat].pairs()
}

func (m *mall) pairs() [][2]int {
	out := [][2]int{}
	for lo := 1; lo <= nCards; lo++ {
		i := m.index(uint8(lo))
		if i < 0 {
			continue
		}
		for hi := 1; hi <= nCards; hi++ {
			if j := m.index(uint8(hi)); j >= 0 && m.above[i]&(1<<j) != 0 {
				out = append(out, [2]int{lo, hi})
			}
		}
	}
	return out
}

// index is the placement index of card n in the mall, -1 if absent.
func (m *mall) index(n uint8) int {
	for k := 0; k < int(m.n); k++ {
		if m.cards[k].num == n {
			return k
		}
	}
	return -1
}

// Eff is the effective number of card n in seat's mall (spec 4.2): n while
// one of its number corners is visible, 0 once both are covered, and -1 if
// the card is not in that mall.
func (s *State) Eff(seat, n int) int {
	if seat < 0 || seat >= nSeats || n < 1 || n > nCards {
		return -1
	}
	m := &s.malls[seat]
	k := m.index(uint8(n))
	if k < 0 {
		return -1
	}
	return int(m.effs()[k])
}

// Discarded lists the cards seat discarded (no legal placement), ascending.
func (s *State) Discarded(seat int) []int {
	if seat < 0 || seat >= nSeats {
		return nil
	}
	return maskList(s.malls[seat].discarded)
}

// Drawn is the card seat drew this round and has not laid yet, 0 if none.
func (s *State) Drawn(seat int) int {
	if seat < 0 || seat >= nSeats {
		return 0
	}
	return int(s.drawn[seat])
}

// Deck lists the cards not yet drawn, ascending. The deck has no order: each
// draw is a chance event.
func (s *State) Deck() []int { return maskList(s.deck) }

// Round is the number of completed rounds (0…8).
func (s *State) Round() int { return int(s.round) }

// P1 is the seat that holds card 9 and draws first, -1 before the deal.
func (s *State) P1() int { return int(s.p1) }

// Stage names the phase: "start", "draw", "place", "over", or "hidden" in a
// view whose round resolves with a placement the view cannot see.
func (s *State) Stage() string { return phaseNames[s.phase] }

// Pending is seat's committed move of the round: "" if none, its move text,
// or "hidden" in a view of the other seat.
func (s *State) Pending(seat int) string {
	if seat < 0 || seat >= nSeats {
		return ""
	}
	return s.pendingText(seat)
}

func (s *State) pendingText(seat int) string {
	p := s.pending[seat]
	switch p.kind {
	case pendPlace:
		return Move{Kind: MovePlace, Card: int(s.drawn[seat]), X: int(p.x), Y: int(p.y), Rot: rotDeg(p.rot180)}.String()
	case pendDiscard:
		return Move{Kind: MoveDiscard, Card: int(s.drawn[seat])}.String()
	case pendHidden:
		return "hidden"
	}
	return ""
}

func rotDeg(rot180 bool) int {
	if rot180 {
		return 180
	}
	return 0
}

func maskList(mask uint32) []int {
	out := []int{}
	for n := 1; n <= nCards; n++ {
		if mask&(1<<n) != 0 {
			out = append(out, n)
		}
	}
	return out
}
