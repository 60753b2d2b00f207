package mallworld

import (
	"fmt"
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

// setupStep does the next piece of setup (spec 5.4 order); it returns true
// when a chance decision is pending, false when setup is complete.
func (s *State) setupStep() bool {
	n := int(s.n)
	if s.randomBoard {
		if n <= 4 && !s.hasCell(cellStorage) {
			s.chance = chStorage
			return true
		}
		if n == 3 && !s.hasCell(cellLocker) {
			s.chance = chLocker
			return true
		}
		if s.nextStartColour() < nColours {
			s.chance = chStart
			return true
		}
	}
	switch {
	case sum(s.display[:]) < displaySize:
		s.chance = chDisplay
	case s.lobbyLen < 4:
		s.chance = chLobby
	case s.officeSize() < s.tokensForPhase(1):
		s.chance = chToken
	case s.nextSpecialSeat() >= 0:
		s.chance = chSpecial
	case s.nextDealSeat() >= 0:
		s.chance = chHand
	case s.first < 0:
		s.chance = chFirst
	default:
		s.active = s.first
		s.stage = stStart
		return false
	}
	return true
}

func (s *State) hasCell(c uint8) bool {
	for _, x := range s.board {
		if x == c {
			return true
		}
	}
	return false
}

func (s *State) nextStartColour() int {
	var have [nColours]bool
	for _, x := range s.board {
		if isShop(x) {
			have[shopColour(x)] = true
		}
	}
	c := 0
	for c < nColours && have[c] {
		c++
	}
	return c
}

func (s *State) nextSpecialSeat() int {
	for i := 0; i < int(s.n); i++ {
		if s.seats[i].special == noContract {
			return i
		}
	}
	return -1
}

func (s *State) nextDealSeat() int {
	for i := 0; i < int(s.n); i++ {
		if s.seats[i].handSize() < startHand {
			return i
		}
	}
	return -1
}

// roomOptions lists the legal straight strips for the next room, as
// indices in allStrips.
func (s *State) roomOptions() []int {
	var out []int
	for i, st := range allStrips {
		ok := true
		for _, c := range st {
			ok = ok && s.board[c] == cellEmpty
		}
		if !ok {
			continue
		}
		b := s.board
		for _, c := range st {
			b[c] = cellStorage
		}
		if connected(&b) {
			out = append(out, i)
		}
	}
	return out
}

// startOptions lists the spaces the next starting shop may take.
func (s *State) startOptions() []int {
	var out []int
	for c := range s.board {
		if s.startAllowed(c) {
			out = append(out, c)
		}
	}
	return out
}

// startAllowed: a starting shop may go on cell c (empty, no shop next to it).
func (s *State) startAllowed(c int) bool {
	if s.board[c] != cellEmpty {
		return false
	}
	for _, j := range neighbours[c] {
		if isShop(s.board[j]) {
			return false
		}
	}
	return true
}

// lobbyDrawPool is the set the next contract is drawn from: the placement
// cards while any are left, then the rentals.
func (s *State) lobbyDrawPool() uint32 {
	if s.placeLeft > 0 {
		return s.placePool
	}
	if s.rentLeft > 0 {
		return s.rentPool
	}
	return 0
}

// ChanceOutcomes implements engine.State. The list is made at its exact
// size: outcomeCount counts what appendOutcomes then writes.
func (s *State) ChanceOutcomes() []engine.Outcome {
	if s.chance == chNone || s.chance == chHidden || s.viewer >= 0 {
		return nil
	}
	n := s.outcomeCount()
	if n == 0 {
		return nil
	}
	return s.appendOutcomes(make([]engine.Outcome, 0, n))
}

// AppendChanceOutcomes implements engine.OutcomeAppender: ChanceOutcomes
// appended to dst.
func (s *State) AppendChanceOutcomes(dst []engine.Outcome) []engine.Outcome {
	if s.chance == chNone || s.chance == chHidden || s.viewer >= 0 {
		return dst
	}
	return s.appendOutcomes(dst)
}

// maxOutcomes is the room for chance outcomes AppendLegalMoves keeps on the
// stack (a draw lists at most 28 contracts; only setup events list more, at
// the cost of a growing slice).
const maxOutcomes = 64

// outcomeCount is the number of outcomes of the pending chance event.
func (s *State) outcomeCount() int {
	n := 0
	switch s.chance {
	case chStorage, chLocker:
		n = len(s.roomOptions())
	case chStart:
		n = len(s.startOptions())
	case chDisplay, chHand:
		for t := 0; t < nCardTypes; t++ {
			if s.draw[t] > 0 {
				n++
			}
		}
	case chLobby:
		n = bits.OnesCount32(s.lobbyDrawPool())
	case chSpecial:
		n = bits.OnesCount32(s.specialPool)
	case chToken:
		for i := 0; i < nTokenValues; i++ {
			if tokenCounts[i] > s.office[i] {
				n++
			}
		}
	case chFirst:
		n = int(s.n)
	case chRepair:
		p := &s.seats[s.handOver()]
		for t := 0; t < nCardTypes; t++ {
			if p.hand[t] > 0 {
				n++
			}
		}
		n += bits.OnesCount32(p.contracts)
	}
	return n
}

// appendOutcomes appends the outcomes of the pending chance event to out.
func (s *State) appendOutcomes(out []engine.Outcome) []engine.Outcome {
	add := func(m string, w int) { out = append(out, engine.Outcome{Move: m, Weight: w}) }
	switch s.chance {
	case chStorage, chLocker:
		for _, i := range s.roomOptions() {
			add(stripTexts[i], 1)
		}
	case chStart:
		for _, c := range s.startOptions() {
			add(cellNames[c], 1)
		}
	case chDisplay, chHand:
		for t := 0; t < nCardTypes; t++ {
			if s.draw[t] > 0 {
				add(CardTypes[t].Code, int(s.draw[t]))
			}
		}
	case chLobby:
		for ids := s.lobbyDrawPool(); ids != 0; ids &= ids - 1 {
			add(Contracts[bits.TrailingZeros32(ids)].ID, 1)
		}
	case chSpecial:
		for ids := s.specialPool; ids != 0; ids &= ids - 1 {
			add(Contracts[bits.TrailingZeros32(ids)].ID, 1)
		}
	case chToken:
		for i := 0; i < nTokenValues; i++ {
			if w := int(tokenCounts[i]) - int(s.office[i]); w > 0 {
				add(tokenTexts[i], w)
			}
		}
	case chFirst:
		for i := 0; i < int(s.n); i++ {
			add(firstTexts[i], 1)
		}
	case chRepair:
		p := &s.seats[s.handOver()]
		for t := 0; t < nCardTypes; t++ {
			if p.hand[t] > 0 {
				add(CardTypes[t].Code, int(p.hand[t]))
			}
		}
		for ids := p.contracts; ids != 0; ids &= ids - 1 {
			add(Contracts[bits.TrailingZeros32(ids)].ID, 1)
		}
	}
	return out
}

// firstTexts are the outcomes of choosing the first player.
var firstTexts = [5]string{"first 0", "first 1", "first 2", "first 3", "first 4"}

func forBits(mask uint32, f func(int)) {
	for mask != 0 {
		id := bits.TrailingZeros32(mask)
		mask &^= 1 << id
		f(id)
	}
}

// parseChance reads a chance outcome and checks it is possible now: text
// must be one of ChanceOutcomes (the checks below are the conditions under
// which ChanceOutcomes lists it).
func (s *State) parseChance(text string) (move, error) {
	m := move{kind: mvChance}
	ok := false
	switch s.chance {
	case chStorage, chLocker:
		for _, i := range s.roomOptions() {
			if stripTexts[i] == text {
				m.item, ok = i, true
				break
			}
		}
	case chStart:
		if c, isCell := parseCell(text); isCell && s.startAllowed(c) {
			m.item, ok = c, true
		}
	case chDisplay, chHand:
		if t, isCard := parseCardType(text); isCard && s.draw[t] > 0 {
			m.item, ok = t, true
		}
	case chLobby:
		if id, isContract := parseContract(text); isContract && s.lobbyDrawPool()&(1<<id) != 0 {
			m.item, ok = id, true
		}
	case chSpecial:
		if id, isContract := parseContract(text); isContract && s.specialPool&(1<<id) != 0 {
			m.item, ok = id, true
		}
	case chToken:
		if i, isToken := parseToken(text); isToken && tokenCounts[i] > s.office[i] {
			m.item, ok = i, true
		}
	case chFirst:
		for i := 0; i < int(s.n); i++ {
			if firstTexts[i] == text {
				m.item, ok = i, true
				break
			}
		}
	case chRepair:
		p := &s.seats[s.handOver()]
		if t, isCard := parseCardType(text); isCard {
			m.item, ok = t, p.hand[t] > 0
		} else if id, isContract := parseContract(text); isContract {
			m.item, ok = 100+id, p.contracts&(1<<id) != 0
		}
	}
	if !ok {
		return move{}, fmt.Errorf("chance outcome %q is not possible now (%s)", text, chanceNames[s.chance])
	}
	return m, nil
}

var chanceNames = [...]string{
	chNone: "no chance event", chStorage: "placing the storage room", chLocker: "placing the locker room",
	chStart: "placing a starting shop", chDisplay: "drawing a card to the display",
	chLobby: "drawing a contract into the lobby", chToken: "drawing a corruption token",
	chSpecial: "dealing a special contract", chHand: "dealing an amenity card",
	chFirst: "choosing the first player", chRepair: "removing a card from an over-full hand",
	chHidden: "hidden from this view",
}

// doChance applies a checked chance outcome.
func (s *State) doChance(m move) {
	switch s.chance {
	case chStorage, chLocker:
		room := cellStorage
		if s.chance == chLocker {
			room = cellLocker
		}
		for _, c := range allStrips[m.item] {
			s.setCell(c, room)
		}
	case chStart:
		s.setCell(m.item, shopCell(s.nextStartColour(), -1))
	case chDisplay:
		s.draw[m.item]--
		s.display[m.item]++
	case chHand:
		s.draw[m.item]--
		s.seats[s.nextDealSeat()].hand[m.item]++
	case chLobby:
		if s.placeLeft > 0 {
			s.placePool &^= 1 << m.item
			s.placeLeft--
		} else {
			s.rentPool &^= 1 << m.item
			s.rentLeft--
		}
		s.lobby[s.lobbyLen] = uint8(m.item)
		s.lobbyLen++
	case chSpecial:
		s.specialPool &^= 1 << m.item
		s.seats[s.nextSpecialSeat()].special = uint8(m.item)
	case chToken:
		s.office[m.item]++
	case chFirst:
		s.first = int8(m.item)
	case chRepair:
		p := &s.seats[s.handOver()]
		if m.item >= 100 {
			p.contracts &^= 1 << (m.item - 100)
			s.contractBox |= 1 << (m.item - 100)
		} else {
			p.hand[m.item]--
			s.discard[m.item]++
		}
	}
	s.chance = chNone
}

var chanceKeys = [...]string{
	chNone: "", chStorage: "storage", chLocker: "locker", chStart: "start_shop", chDisplay: "display",
	chLobby: "lobby", chToken: "token", chSpecial: "special", chHand: "hand", chFirst: "first",
	chRepair: "repair", chHidden: "hidden",
}

// PendingChance names the chance event the state waits for: "" (none),
// "storage", "locker", "start_shop", "display", "lobby", "token", "special",
// "hand", "first", "repair", or "hidden" in a view.
func (s *State) PendingChance() string { return chanceKeys[s.chance] }

// DealSeat is the seat the next dealt card or special goes to during setup,
// or the seat whose over-full hand loses a card; -1 otherwise.
func (s *State) DealSeat() int {
	switch s.chance {
	case chHand:
		return s.nextDealSeat()
	case chSpecial:
		return s.nextSpecialSeat()
	case chRepair:
		return s.handOver()
	}
	return -1
}
