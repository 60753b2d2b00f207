package mallforheroes

import (
	"crypto/sha256"
	"encoding/binary"
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

const (
	maxSeats    = 5
	maxPlayers  = 5  // malls plus the solo bot
	maxCards    = 25 // Entrance + 18 Shops (2 players) + 6 Towers
	displayCols = 4
	displayRows = 3
	displaySize = displayCols * displayRows
	coordLimit  = 28 // |x|, |y| of a mall cell (play reaches at most 24)
	gridSize    = 64
	gridOff     = 32
	soloBot     = 2 // the bot's player index in solo (A 0, B 1, bot 2)

	cardEntrance = 60 // cell card 61…65: Entrance EN1…EN5
	cardTower    = 70 // cell card 71…76: the Tower of W1…W6
)

// Phases: what the state waits for.
const (
	phEntrance uint8 = iota // chance: deal an Entrance to the next mall
	phHero                  // chance: deal a Hero to the next mall
	phWizard                // chance: turn up the next Wizard
	phMonster               // chance: draw a Monster
	phDisplay               // chance: the next display Shop
	phBot                   // chance: reveal the solo bot's next card
	phDraft                 // the active player drafts a display Shop
	phPlace                 // the active player places the drafted Shop
	phBard                  // the active player swaps two Shops (Bard) or passes
	phClaim                 // the active player claims a Wizard and places its Tower
	phRemove                // solo Level 2: the player removes excess types of a mall
	phOver
	nPhases
)

var phaseNames = [nPhases]string{"entrance", "hero", "wizard", "monster", "display", "bot",
	"draft", "place", "bard", "claim", "remove", "over"}

func isChance(ph uint8) bool { return ph <= phBot }

// cell is one card of a mall: a Shop (1…60), an Entrance (61…65) or a
// Tower (71…76), rot for a Shop placed turned 180° (Druid).
type cell struct {
	x, y int8
	card uint8
	rot  bool
}

func (c cell) isShop() bool { return c.card >= 1 && c.card <= nShops }

// slot is a cell as a mall keeps it: the card and where it stands; whether
// it is turned is a bit of mall.rots (3 bytes a card, not 4, keep a State
// and so each View or Clone within 512 bytes).
type slot struct {
	x, y int8
	card uint8
}

func (c slot) isShop() bool { return c.card >= 1 && c.card <= nShops }

// mall is one player's mall and cards.
type mall struct {
	rots     uint32 // bit i: cells[i] is a Shop turned 180° (Druid)
	n        uint8
	cells    [maxCards]slot // in the order played (the Entrance first)
	entrance uint8          // 1…5, 0 before the deal
	hero     uint8          // 1…5, 0 before the deal
	ready    bool           // the Hero is ready
	towers   uint8          // bit w: the Tower of Wizard w
	picks    uint8          // Shops drafted so far
}

// State is a Mall for Heroes position. It is a plain value: Clone is one
// assignment.
type State struct {
	viewer   int8
	seats    uint8 // 1…5 (1: solo)
	level    uint8 // solo level 1…6; 0 with 2 or more seats
	first    uint8 // first player of round 1 (not solo)
	np       uint8 // players: seats, or 3 in solo (A, B, bot)
	phase    uint8
	round    uint8 // current round 1…R; 0 during setup
	turn     uint8 // turns finished in the round (0…12)
	active   uint8 // player whose turn it is
	held     uint8 // the drafted Shop awaiting placement (phPlace)
	remove   uint8 // phRemove: the mall deciding
	botLast  uint8 // type+1 of the bot's last revealed card, 0 none
	wizards  uint8 // bit w: Wizard w face up
	monsters uint8 // bit m: Monster m active
	deck     uint64
	gone     uint64 // Shops removed at the end of a Level 2 game
	botShops uint64 // the solo bot's pile
	display  [displaySize]uint8
	botDeck  [nTypes]uint8
	botDisc  [nTypes]uint8
	malls    [maxPlayers]mall
}

var _ engine.State = (*State)(nil)
var _ engine.Evaluator = (*State)(nil)

// Game implements engine.State.
func (s *State) Game() string { return GameName }

// Seats implements engine.State.
func (s *State) Seats() int { return int(s.seats) }

// Viewer implements engine.State: -1 for the full state.
func (s *State) Viewer() int { return int(s.viewer) }

// Clone implements engine.State.
func (s *State) Clone() engine.State { c := *s; return &c }

// Copy is Clone with the concrete type.
func (s *State) Copy() *State { c := *s; return &c }

// View implements engine.State. Nothing of the position is secret: the
// order of the Shop deck and of the solo bot deck is not in the state (each
// draw is a chance event over the cards not yet drawn), and everything else
// is public. So a view is the state that cannot resolve chance events.
func (s *State) View(seat int) engine.State {
	c := *s
	if seat < 0 || seat >= int(s.seats) {
		seat = int(s.seats)
	}
	c.viewer = int8(seat)
	return &c
}

func (s *State) solo() bool { return s.seats == 1 }

// humans is the number of malls: seats, or 2 in solo.
func (s *State) humans() int {
	if s.solo() {
		return 2
	}
	return int(s.seats)
}

// deckSeats is the seat count that decides the Shops in play.
func (s *State) deckSeats() int {
	if s.solo() {
		return 3
	}
	return int(s.seats)
}

func (s *State) rounds() int { return Rounds(int(s.seats)) }

func (s *State) wizardsWanted() int {
	if s.solo() {
		return 0
	}
	return int(s.seats) + 1
}

func (s *State) monstersWanted() int {
	if !s.solo() {
		return 1
	}
	return s.SoloLevel().Monsters
}

// firstOf is the first player of round r (1-based).
func (s *State) firstOf(r int) int {
	if s.solo() {
		return soloBot
	}
	return (int(s.first) + r - 1) % int(s.seats)
}

// left and right neighbours (§2): left is the next player clockwise.
func (s *State) left(p int) int  { return (p + 1) % int(s.np) }
func (s *State) right(p int) int { return (p + int(s.np) - 1) % int(s.np) }

// decider is the seat deciding now (the solo seat decides for both malls).
func (s *State) decider() int {
	if s.solo() {
		return 0
	}
	return int(s.active)
}

func popcount(x uint64) int { return bits.OnesCount64(x) }

// Hash implements engine.State: SHA-256 of a fixed byte layout (every field
// in order, integers big-endian), the same on every platform.
func (s *State) Hash() [32]byte {
	var buf [1024]byte
	return sha256.Sum256(s.appendBinary(buf[:0]))
}

func (s *State) appendBinary(b []byte) []byte {
	b = append(b, "mallforheroes/1"...)
	b = append(b, byte(s.viewer), s.seats, s.level, s.first, s.np, s.phase, s.round, s.turn,
		s.active, s.held, s.remove, s.botLast, s.wizards, s.monsters)
	b = binary.BigEndian.AppendUint64(b, s.deck)
	b = binary.BigEndian.AppendUint64(b, s.gone)
	b = binary.BigEndian.AppendUint64(b, s.botShops)
	b = append(b, s.display[:]...)
	b = append(b, s.botDeck[:]...)
	b = append(b, s.botDisc[:]...)
	for p := 0; p < s.humans(); p++ {
		m := &s.malls[p]
		b = append(b, m.entrance, m.hero, boolByte(m.ready), m.towers, m.picks, m.n)
		for i := 0; i < int(m.n); i++ {
			c := m.cell(i)
			b = append(b, byte(c.x), byte(c.y), c.card, boolByte(c.rot))
		}
	}
	return b
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// grid maps mall cells to their index+1 in mall.cells (0: empty).
type grid [gridSize * gridSize]int8

func gi(x, y int) int { return (y+gridOff)*gridSize + x + gridOff }

func (m *mall) fill(g *grid) {
	*g = grid{}
	for i := 0; i < int(m.n); i++ {
		g[gi(int(m.cells[i].x), int(m.cells[i].y))] = int8(i + 1)
	}
}

// at returns the index of the card at (x, y), or -1.
func (m *mall) at(x, y int) int {
	for i := 0; i < int(m.n); i++ {
		if int(m.cells[i].x) == x && int(m.cells[i].y) == y {
			return i
		}
	}
	return -1
}

// cell is card i of the mall.
func (m *mall) cell(i int) cell {
	c := m.cells[i]
	return cell{x: c.x, y: c.y, card: c.card, rot: m.rots&(1<<i) != 0}
}

func (m *mall) add(x, y int, card uint8, rot bool) {
	if int(m.n) >= maxCards {
		return // cannot happen: a mall holds at most 25 cards
	}
	m.cells[m.n] = slot{x: int8(x), y: int8(y), card: card}
	m.rots &^= 1 << m.n
	if rot {
		m.rots |= 1 << m.n
	}
	m.n++
}

func (m *mall) shopCount() int {
	k := 0
	for i := 0; i < int(m.n); i++ {
		if m.cells[i].isShop() {
			k++
		}
	}
	return k
}

// typeCounts counts the Shops of each type in the mall.
func (m *mall) typeCounts() [nTypes]int {
	var t [nTypes]int
	for i := 0; i < int(m.n); i++ {
		if c := m.cells[i]; c.isShop() {
			t[shops[c.card].Type]++
		}
	}
	return t
}

// corners is the quarter colour of each corner of a cell's card.
func (c cell) corners() [4]Colour {
	var out [4]Colour
	switch {
	case c.isShop():
		sh := shops[c.card]
		mask := sh.Corners
		if c.rot {
			mask = rot180(mask)
		}
		for k := 0; k < 4; k++ {
			if mask&(1<<k) != 0 {
				out[k] = sh.Colour
			}
		}
	case c.card > cardEntrance && c.card <= cardEntrance+nEntrances:
		out = entrances[c.card-cardEntrance].Corners
	case c.card > cardTower && c.card <= cardTower+nWizards:
		out = wizards[c.card-cardTower].Tower
	}
	return out
}

// typeCountsOf counts player p's Shops by type (the solo bot's pile too).
func (s *State) typeCountsOf(p int) [nTypes]int {
	if s.solo() && p == soloBot {
		var t [nTypes]int
		for n := 1; n <= nShops; n++ {
			if s.botShops&(1<<n) != 0 {
				t[shops[n].Type]++
			}
		}
		return t
	}
	return s.malls[p].typeCounts()
}
