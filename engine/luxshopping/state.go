package luxshopping

import (
	"crypto/sha256"
	"encoding/binary"
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

// Phases: what the state waits for.
const (
	phDeal  uint8 = iota // chance: deal the next merchant card
	phFirst              // chance: a first-player roll
	phRoll               // the active seat rolls the dice
	phDice               // chance: the two dice
	phCard               // chance: the top card of a pile (the top frame's pile)
	phFree               // chance: which free shop the top frame's seat takes
	phBuy                // the active seat buys the shop or passes
	phBuild              // the active seat creates or merges a gallery, or passes
	phGain               // the top frame's seat picks a shop for a sign
	phLose               // the top frame's seat picks a sign to remove
	phSell               // the top frame's debtor sells shops, then pays
	phOver               // the game has ended
	nPhases
)

var phaseNames = [nPhases]string{
	phDeal: "deal", phFirst: "first", phRoll: "roll", phDice: "dice", phCard: "card",
	phFree: "free", phBuy: "buy", phBuild: "build", phGain: "gain", phLose: "lose",
	phSell: "sell", phOver: "over",
}

// How the game ended.
const (
	endNone    uint8 = iota
	endSigns         // a player reached the sign goal
	endGallery       // a player reached the gallery goal
	endLast          // only one player is left
	endTime          // maxRounds rounds were played
	nEnds
)

var endNames = [nEnds]string{"", "signs", "gallery", "last", "time"}

// pile is one face-down pile, kept as the set of cards not seen since the
// shuffle (drawn first, in an order chance decides) above the queue of cards
// returned to the bottom, in order. Drawing from the unseen set is a chance
// event; once it is empty the pile's order is known and draws are fixed.
type pile struct {
	unseen cardSet // the cards in the unseen part
	head   uint8   // queue start in ring
	n      uint8   // queue length
	ring   [nCards / 2]uint8
}

func (p *pile) queueAt(i int) uint8 { return p.ring[(int(p.head)+i)%len(p.ring)] }

func (p *pile) pushBottom(c uint8) {
	if int(p.n) >= len(p.ring) {
		return
	}
	p.ring[(int(p.head)+int(p.n))%len(p.ring)] = c
	p.n++
}

func (p *pile) popTop() uint8 {
	c := p.ring[p.head]
	p.head = uint8((int(p.head) + 1) % len(p.ring))
	p.n--
	return c
}

// queue lists the returned cards, top first.
func (p *pile) queue() []int {
	out := make([]int, p.n)
	for i := range out {
		out[i] = int(p.queueAt(i))
	}
	return out
}

func (p *pile) size() int { return p.unseen.count() + int(p.n) }

// cardSet is a set of card numbers 0…127.
type cardSet [2]uint64

func (c *cardSet) has(n int) bool { return n >= 0 && n < 128 && c[n>>6]&(1<<uint(n&63)) != 0 }
func (c *cardSet) add(n int)      { c[n>>6] |= 1 << uint(n&63) }
func (c *cardSet) del(n int)      { c[n>>6] &^= 1 << uint(n&63) }
func (c *cardSet) count() int     { return bits.OnesCount64(c[0]) + bits.OnesCount64(c[1]) }
func (c *cardSet) empty() bool    { return c[0] == 0 && c[1] == 0 }

// first returns the smallest member (128 for the empty set).
func (c *cardSet) first() int {
	if c[0] != 0 {
		return bits.TrailingZeros64(c[0])
	}
	return 64 + bits.TrailingZeros64(c[1])
}

// list returns the members in increasing order.
func (c *cardSet) list() []int {
	out := []int{}
	for n := 0; n < 128; n++ {
		if c.has(n) {
			out = append(out, n)
		}
	}
	return out
}

// maxStack bounds the resolution stack (a turn needs at most about 8).
const maxStack = 16

// State is a Luxembourg-Shopping position. It is a plain value: Clone is one
// assignment.
type State struct {
	viewer    int8
	players   uint8
	maxRounds uint16
	phase     uint8
	ended     uint8
	winner    int8
	round     uint16 // rounds completed
	turns     uint32 // turns begun
	active    int8
	first     int8 // first player, -1 before the rolls
	dealt     uint8
	d1, d2    uint8 // this turn's dice, 0 before the roll
	bought    uint8 // shop bought this turn, 0 none
	rollers   uint8 // seats (bits) still in the first-player roll-off
	outCount  uint8 // players eliminated so far
	lastPile  uint8 // pile of the last drawn card (nPiles: none yet)
	lastCard  uint8 // the last drawn card, 0 none
	rolls     [maxSeat]uint8
	cash      [maxSeat]int64
	pos       [maxSeat]uint8
	alive     [maxSeat]bool
	firstDone [maxSeat]bool
	outOrder  [maxSeat]uint8 // 1 for the first player eliminated, …; 0 alive
	owner     [nShops + 1]int8
	signed    uint64            // bit k: shop k has a sign
	gallery   [nShops + 1]uint8 // gallery id (its smallest member), 0 none
	piles     [nPiles]pile
	depth     uint8
	traced    bool // set only during ApplyTrace; not part of the position
	stack     frames
	// No pointer may be added: see traces (event.go).
}

var _ engine.State = (*State)(nil)
var _ engine.Evaluator = (*State)(nil)

// Game implements engine.State.
func (s *State) Game() string { return GameName }

// Seats implements engine.State.
func (s *State) Seats() int { return int(s.players) }

// Viewer implements engine.State: -1 for the full state.
func (s *State) Viewer() int { return int(s.viewer) }

// Clone implements engine.State.
func (s *State) Clone() engine.State { return copyState(s) }

// Copy is Clone with the concrete type.
func (s *State) Copy() *State { return copyState(s) }

// View implements engine.State. Nothing of the position is secret (the pile
// order is not in the state: it is decided by chance at each draw), so a view
// is the state that cannot resolve chance events.
func (s *State) View(seat int) engine.State {
	c := copyState(s)
	if seat < 0 || seat >= int(s.players) {
		seat = int(s.players)
	}
	c.viewer = int8(seat)
	return c
}

// Hash implements engine.State: SHA-256 of a fixed byte layout (every field
// in order, integers big-endian), the same on every platform.
func (s *State) Hash() [32]byte {
	var buf [512]byte
	return sha256.Sum256(s.appendBinary(buf[:0]))
}

func (s *State) appendBinary(b []byte) []byte {
	b = append(b, "luxshopping/1"...)
	b = append(b, byte(s.viewer), s.players)
	b = binary.BigEndian.AppendUint16(b, s.maxRounds)
	b = append(b, s.phase, s.ended, byte(s.winner))
	b = binary.BigEndian.AppendUint16(b, s.round)
	b = binary.BigEndian.AppendUint32(b, s.turns)
	b = append(b, byte(s.active), byte(s.first), s.dealt, s.d1, s.d2, s.bought, s.rollers, s.outCount, s.lastPile, s.lastCard)
	for i := 0; i < int(s.players); i++ {
		b = append(b, s.rolls[i], s.pos[i], boolByte(s.alive[i]), boolByte(s.firstDone[i]), s.outOrder[i])
		b = binary.BigEndian.AppendUint64(b, uint64(s.cash[i]))
	}
	for k := 1; k <= nShops; k++ {
		b = append(b, byte(s.owner[k]), s.gallery[k])
	}
	b = binary.BigEndian.AppendUint64(b, s.signed)
	for i := range s.piles {
		p := &s.piles[i]
		b = binary.BigEndian.AppendUint64(b, p.unseen[0])
		b = binary.BigEndian.AppendUint64(b, p.unseen[1])
		b = append(b, p.n)
		for j := 0; j < int(p.n); j++ {
			b = append(b, p.queueAt(j))
		}
	}
	b = append(b, s.depth)
	for i := 0; i < int(s.depth); i++ {
		f := s.stack.get(i)
		b = append(b, byte(f.kind), byte(f.seat), byte(f.to), f.pile, f.card, f.stage)
		b = binary.BigEndian.AppendUint64(b, uint64(f.amount))
	}
	return b
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}
