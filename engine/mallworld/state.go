package mallworld

import (
	"crypto/sha256"
	"encoding/binary"
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

// Stages of the state machine. Automatic work between decisions is done by
// advance; a stage names where the game stands.
const (
	stSetup      uint8 = iota // dealing; chance decisions only
	stStart                   // start of a turn: stagnation check pending
	stAccept                  // action 1
	stDevelop                 // action 2
	stBid                     // action 2A: sealed bids (simultaneous)
	stPlay                    // action 2A: a seat plays an offered card
	stCleanup                 // action 3: display clean-up pending (then cleanupNext)
	stDiscard                 // action 3: the active seat's choices
	stEndTurn                 // action 4 and end-of-turn checks pending
	stTokens                  // between phases: drawing the new office tokens
	stPurge                   // between phases: purging placements from the lobby
	stAfterPhase              // end-of-turn checks after any phase change
	stOver                    // game over
)

// Pending chance events.
const (
	chNone    uint8 = iota
	chStorage       // place the storage room
	chLocker        // place the locker room
	chStart         // place a starting shop
	chDisplay       // draw an amenity card to the display
	chLobby         // draw a contract into the lobby
	chToken         // draw a corruption token into the office
	chSpecial       // deal a special contract
	chHand          // deal an amenity card to a hand
	chFirst         // choose the first player
	chRepair        // remove a card from an over-full hand
	chHidden        // (views) the game goes on with something this view cannot see
)

// Why a game ended.
const (
	endNone uint8 = iota
	endPhase3
	endFinalRound // a final round (13.2, or one started by the stall guard) is over
)

// stallRounds is the stall guard's limit (13.4): stallRounds × N turns in a
// row without progress start a final round.
const stallRounds = 3

const noSeat = -1

// seat is one player's holdings.
type seat struct {
	account   int32
	hand      [handBytes]uint8 // amenity cards by type; [nCardTypes] = hidden cards (view); the last byte is always 0
	contracts uint32           // placement and rental contracts in hand (bit = ID)
	validated uint32           // contracts validated this phase
	coins     int8             // -1: hidden (view)
	special   uint8            // unvalidated special contract ID, 0 none, hiddenSpecial in views
	marker    bool             // lobby marker in the lobby
}

// handBytes is the size of a seat's hand array: the counts by type, the
// hidden count, and one byte that stays 0 so that the counts fill 12 bytes,
// which handSize adds up as two words.
const handBytes = nCardTypes + 2

// handSize counts amenity cards and placement/rental contracts (not the special).
// The card counts are added as the bytes of two words (no hand holds 256
// cards, so no byte sum carries).
func (p *seat) handSize() int {
	h := &p.hand
	w := binary.LittleEndian.Uint64(h[:8]) + uint64(binary.LittleEndian.Uint32(h[8:]))
	return int(w*0x0101010101010101>>56) + bits.OnesCount32(p.contracts)
}

// State is a Mall World position. It is a plain value: copying it copies
// everything, so Clone is one assignment.
type State struct {
	// The fields are laid out so that none needs padding: the 8-byte fields
	// first, then the 4-byte ones, then the bytes (a View copies the whole
	// value at every step).

	// The board's cells by content, kept in step with board by setCell
	// (syncCells after board is written directly): the legality checks read
	// these instead of going over the 36 cells. They are a function of
	// board alone (all zero for an empty board), so they are not hashed.
	shopsAt   [nColours]cellSet // shops of each colour, rented or not
	rentedAt  cellSet           // rented shops
	filled    cellSet           // rooms and shops
	tenantsOn [nColours]uint8   // tenant tokens of each colour on the board

	placePool   uint32 // placement contracts that may still come from the pile
	rentPool    uint32
	specialPool uint32 // specials not yet dealt
	contractBox uint32 // contracts put in the box face up

	seats [5]seat

	n           int8 // seats: 3, 4 or 5
	randomBoard bool // rooms and starting shops are dealt by chance
	viewer      int8 // -1 for the full state

	phase           uint8
	tenantsUnlocked bool
	firstRental     bool // a rental contract has been accepted

	board [nCells]uint8

	draw    [nCardTypes + 1]uint8 // [nCardTypes] = cards whose type is hidden (views)
	display [nCardTypes]uint8
	discard [nCardTypes]uint8
	boxed   [nCardTypes]uint8

	placeLeft uint8 // how many placement cards the pile still holds
	rentLeft  uint8
	lobby     [4]uint8
	lobbyLen  uint8

	office   [nTokenValues]uint8
	blackBox uint8

	active int8
	first  int8 // first seat; -1 until chosen

	stage       uint8
	chance      uint8
	cleanupNext uint8 // stage after a display clean-up

	progress    bool // a contract was accepted or a development done this turn
	didOffer    bool
	didValidate bool
	refreshed   bool

	offer    [nCardTypes]uint8 // offered cards not yet played
	offerLen uint8             // cards in the offer as laid out
	bids     [5]int8           // -1 no bid yet; -2 hidden (view)
	bidders  uint8             // seats that bid in the current auction (bit mask)
	queue    [3]int8           // who plays the offered cards, in order
	queuePos uint8

	stall      uint8 // turns in a row without progress (13.4); frozen during a final round
	finalArmed bool
	finalLeft  uint8 // turns left in the final round
	ended      uint8
}

var _ engine.State = (*State)(nil)

// Game implements engine.State.
func (s *State) Game() string { return GameName }

// Seats implements engine.State.
func (s *State) Seats() int { return int(s.n) }

// Viewer implements engine.State.
func (s *State) Viewer() int { return int(s.viewer) }

// Clone implements engine.State.
func (s *State) Clone() engine.State { c := *s; return &c }

// Copy returns an independent copy with the concrete type.
func (s *State) Copy() *State { c := *s; return &c }

// Hash implements engine.State: SHA-256 of a fixed, documented byte layout
// (every field in the order appendBinary writes them, integers big-endian),
// so it is the same on every platform.
func (s *State) Hash() [32]byte { return sha256.Sum256(s.appendBinary(make([]byte, 0, 512))) }

func putBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

func (s *State) appendBinary(b []byte) []byte {
	b = append(b, "mallworld/1"...)
	b = append(b, byte(s.n), byte(s.viewer))
	b = putBool(b, s.randomBoard)
	b = append(b, s.phase)
	b = putBool(b, s.tenantsUnlocked)
	b = putBool(b, s.firstRental)
	b = append(b, s.board[:]...)
	b = append(b, s.draw[:]...)
	b = append(b, s.display[:]...)
	b = append(b, s.discard[:]...)
	b = append(b, s.boxed[:]...)
	b = binary.BigEndian.AppendUint32(b, s.placePool)
	b = append(b, s.placeLeft)
	b = binary.BigEndian.AppendUint32(b, s.rentPool)
	b = append(b, s.rentLeft)
	b = binary.BigEndian.AppendUint32(b, s.specialPool)
	b = append(b, s.lobby[:]...)
	b = append(b, s.lobbyLen)
	b = binary.BigEndian.AppendUint32(b, s.contractBox)
	b = append(b, s.office[:]...)
	b = append(b, s.blackBox)
	for i := 0; i < int(s.n); i++ {
		p := &s.seats[i]
		b = binary.BigEndian.AppendUint32(b, uint32(p.account))
		b = append(b, byte(p.coins))
		b = append(b, p.hand[:nCardTypes+1]...)
		b = binary.BigEndian.AppendUint32(b, p.contracts)
		b = append(b, p.special)
		b = binary.BigEndian.AppendUint32(b, p.validated)
		b = putBool(b, p.marker)
	}
	b = append(b, byte(s.active), byte(s.first), s.stage, s.chance, s.cleanupNext)
	b = putBool(b, s.progress)
	b = putBool(b, s.didOffer)
	b = putBool(b, s.didValidate)
	b = putBool(b, s.refreshed)
	b = append(b, s.offer[:]...)
	b = append(b, s.offerLen)
	for i := 0; i < int(s.n); i++ {
		b = append(b, byte(s.bids[i]))
	}
	b = append(b, s.bidders)
	b = append(b, byte(s.queue[0]), byte(s.queue[1]), byte(s.queue[2]), s.queuePos)
	b = append(b, s.stall)
	b = putBool(b, s.finalArmed)
	b = append(b, s.finalLeft, s.ended)
	return b
}

// --- small helpers ---

func (s *State) left(i int) int  { return (i + 1) % int(s.n) }
func (s *State) right(i int) int { return (i + int(s.n) - 1) % int(s.n) }

// sum adds up counts. Eight counts at a time are added as the bytes of one
// word: the sum lands in the top byte, and no count list here adds up to
// 256, so no byte sum carries.
func sum(a []uint8) int {
	n := 0
	for len(a) >= 8 {
		n += int(binary.LittleEndian.Uint64(a) * 0x0101010101010101 >> 56)
		a = a[8:]
	}
	for _, c := range a {
		n += int(c)
	}
	return n
}

func (s *State) pileSize() int { return int(s.placeLeft) + int(s.rentLeft) }

func (s *State) shopSupply(c int) int {
	return tilesPerShop - bits.OnesCount64(uint64(s.shopsAt[c]))
}

func (s *State) tenantSupply(t int) int { return tokensPerKind - int(s.tenantsOn[t]) }

// lobbyRemove takes out the card at index i and compacts the lobby.
func (s *State) lobbyRemove(i int) uint8 {
	id := s.lobby[i]
	copy(s.lobby[i:], s.lobby[i+1:])
	s.lobby[3] = 0
	s.lobbyLen--
	return id
}

func (s *State) lobbyIndex(id uint8) int {
	for i := 0; i < int(s.lobbyLen); i++ {
		if s.lobby[i] == id {
			return i
		}
	}
	return -1
}

func (s *State) returnMarkers() {
	for i := range s.seats {
		s.seats[i].marker = false
	}
}

func (s *State) officeSize() int { return sum(s.office[:]) }

// tokensForPhase is the number of office tokens laid out at the start of a phase.
func (s *State) tokensForPhase(phase int) int {
	if phase == lastPhase {
		return 2 * int(s.n)
	}
	return int(s.n) + 1
}

func itoa(v int) string {
	if v == 0 {
		return "0"
	}
	neg := v < 0
	if neg {
		v = -v
	}
	var buf [20]byte
	i := len(buf)
	for v > 0 {
		i--
		buf[i] = byte('0' + v%10)
		v /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}
