package mallworld

import (
	"fmt"
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

// Decision implements engine.State. Its Seats are shared, read-only lists
// (seatLists) rather than a new slice each time: Decision is asked for at
// every step of every playout.
func (s *State) Decision() engine.Decision {
	switch {
	case s.stage == stOver:
		return engine.Decision{Kind: engine.Terminal}
	case s.chance != chNone:
		return engine.Decision{Kind: engine.ChanceNode}
	case s.stage == stBid:
		var waiting uint8
		for i := 0; i < int(s.n); i++ {
			if s.bidders&(1<<i) != 0 && s.bids[i] == -1 {
				waiting |= 1 << i
			}
		}
		return engine.Decision{Kind: engine.Simultaneous, Seats: seatLists[waiting]}
	case s.stage == stPlay:
		return engine.Decision{Kind: engine.Turn, Seats: oneSeat(int(s.queue[s.queuePos]))}
	}
	return engine.Decision{Kind: engine.Turn, Seats: oneSeat(int(s.active))}
}

// seatLists[mask] lists the seats whose bits are set in mask, in increasing
// order (nil for no seat). Each list's capacity is its length, so a caller
// that appends to one gets a copy; no caller may write into one.
var seatLists = func() (out [1 << 5][]int) {
	for mask := 1; mask < len(out); mask++ {
		var seats []int
		for i := 0; i < 5; i++ {
			if mask&(1<<i) != 0 {
				seats = append(seats, i)
			}
		}
		out[mask] = seats[:len(seats):len(seats)]
	}
	return out
}()

// oneSeat is the list []int{seat}, shared for real seats.
func oneSeat(seat int) []int {
	if seat < 0 || seat >= 5 {
		return []int{seat}
	}
	return seatLists[1<<seat]
}

// LegalMoves implements engine.State.
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return engine.OutcomeMoves(s.ChanceOutcomes())
	}
	var buf [legalBuf]textRef
	refs := s.legal(seat, buf[:0])
	if len(refs) == 0 {
		return nil
	}
	out := make([]string, len(refs))
	for i, r := range refs {
		out[i] = r.text()
	}
	return out
}

// AppendLegalMoves implements engine.MoveAppender: the prepared texts of
// LegalMoves, appended to dst (nothing allocated once dst has room).
func (s *State) AppendLegalMoves(dst []string, seat int) []string {
	if seat == engine.Chance {
		if s.chance == chNone || s.chance == chHidden || s.viewer >= 0 {
			return dst
		}
		var buf [maxOutcomes]engine.Outcome
		for _, o := range s.appendOutcomes(buf[:0]) {
			dst = append(dst, o.Move)
		}
		return dst
	}
	var buf [legalBuf]textRef
	for _, r := range s.legal(seat, buf[:0]) {
		dst = append(dst, r.text())
	}
	return dst
}

// legalBuf is the room for legal moves LegalMoves keeps on the stack (random
// playouts of 3 to 5 players list fewer than 64 moves 99.98% of the time,
// never more than 95); more moves than that only cost a growing slice.
const legalBuf = 64

// acts is Decision().Acts(seat) without building the Decision.
func (s *State) acts(seat int) bool {
	switch {
	case s.stage == stOver:
		return false
	case s.chance != chNone:
		return seat == engine.Chance
	case s.stage == stBid:
		for i := 0; i < int(s.n); i++ {
			if s.bidders&(1<<i) != 0 && s.bids[i] == -1 && i == seat {
				return true
			}
		}
		return false
	case s.stage == stPlay:
		return seat == int(s.queue[s.queuePos])
	}
	return seat == int(s.active)
}

// Apply implements engine.State.
func (s *State) Apply(seat int, text string) error { return s.apply(seat, text, nil) }

// apply is Apply; f, if not nil, records or replays the decisions a view
// may not know on the way (see followPath).
func (s *State) apply(seat int, text string, f *followPath) error {
	m, prepared := preparedMove(text)
	if !prepared {
		if err := engine.ValidMoveText(text); err != nil {
			return err
		}
	}
	if s.stage == stOver {
		return fmt.Errorf("the game is over")
	}
	if !s.acts(seat) {
		return fmt.Errorf("%s does not act now (waiting for %s)", engine.SeatName(seat), engine.WaitingFor(s.Decision()))
	}
	if seat == engine.Chance {
		if s.viewer >= 0 {
			return fmt.Errorf("a view cannot resolve chance events")
		}
		cm, err := s.parseChance(text)
		if err != nil {
			return err
		}
		s.doChance(cm)
		s.advanceWith(&summaryCache{follow: f})
		return nil
	}
	if s.viewer >= 0 && seat != int(s.viewer) {
		return fmt.Errorf("this view belongs to seat %d", s.viewer)
	}
	if !prepared {
		var ok bool
		if m, ok = lookupMove(text); !ok {
			var err error
			if m, err = parseMove(text); err != nil {
				return err
			}
		}
	}
	sc := summaryCache{follow: f}
	if err := s.check(seat, m, &sc); err != nil {
		return fmt.Errorf("%s: %w", text, err) // a Refusal: its reason is a Note
	}
	s.do(seat, m)
	if m.kind == mvBuild || m.kind == mvRent {
		sc.valid = false // the board changed
	}
	s.advanceWith(&sc)
	return nil
}

// do carries out a checked move.
func (s *State) do(seat int, m move) {
	p := &s.seats[seat]
	switch m.kind {
	case mvPass:
		switch s.stage {
		case stAccept:
			if s.pileSize() > 0 {
				p.marker = true
			}
			s.stage = stDevelop
		case stDevelop:
			s.startCleanup(stDiscard)
		case stDiscard:
			s.startCleanup(stEndTurn)
		}
	case mvAccept:
		i := s.lobbyIndex(m.contract)
		p.account -= lobbyPrices[i]
		p.contracts |= 1 << m.contract
		s.lobbyRemove(i)
		if contractKind(int(m.contract)) == Rental && !s.firstRental {
			s.firstRental = true
			s.purgePlacements()
		}
		s.returnMarkers()
		s.progress = true
		s.stage = stDevelop
	case mvOffer:
		s.didOffer, s.progress = true, true
		s.offer = [nCardTypes]uint8{}
		for i := 0; i < int(m.nCards); i++ {
			p.hand[m.cards[i]]--
			s.offer[m.cards[i]]++
		}
		s.offerLen = m.nCards
		s.queuePos = 0
		if !Auctioned(int(m.nCards)) {
			p.coins -= soloOfferCost
			s.blackBox += soloOfferCost
			s.queue = [3]int8{s.active, noSeat, noSeat}
			s.stage = stPlay
			return
		}
		s.bidders = 0
		s.queue = [3]int8{noSeat, noSeat, noSeat}
		for i := 0; i < int(s.n); i++ {
			s.bids[i] = -1
			if i != int(s.active) || s.n == 3 {
				s.bidders |= 1 << i
			}
		}
		s.stage = stBid
	case mvValidate:
		s.didValidate, s.progress = true, true
		if p.special == m.contract {
			p.special = noContract
		} else {
			p.contracts &^= 1 << m.contract
		}
		p.validated |= 1 << m.contract
		s.office[m.token]--
		p.account += tokenValues[m.token]
		if contractKind(int(m.contract)) == Rental {
			s.tenantsUnlocked = true
		}
	case mvBid:
		s.bids[seat] = m.amount
	case mvBuild:
		s.setCell(int(m.cell), shopCell(int(m.colour), -1))
		s.playedCard(int(m.card))
	case mvRent:
		s.setCell(int(m.cell), shopCell(shopColour(s.board[m.cell]), int(m.colour)))
		s.playedCard(int(m.card))
	case mvDiscard:
		s.playedCard(int(m.card))
	case mvTrash:
		p.hand[m.card]--
		s.boxed[m.card]++
	case mvRefresh:
		p.coins -= refreshCost
		s.blackBox += refreshCost
		for t := range s.display {
			s.discard[t] += s.display[t]
			s.display[t] = 0
		}
		s.refreshed = true
		s.startCleanup(stDiscard)
	case mvTake:
		for i := 0; i < int(m.nCards); i++ {
			s.display[m.cards[i]]--
			p.hand[m.cards[i]]++
		}
		s.startCleanup(stEndTurn)
	}
}

func (s *State) playedCard(t int) {
	s.offer[t]--
	s.discard[t]++
	s.queue[s.queuePos] = noSeat
	s.queuePos++
}

func (s *State) startCleanup(next uint8) {
	s.stage = stCleanup
	s.cleanupNext = next
}

// purgePlacements boxes every placement contract in the lobby and compacts it.
func (s *State) purgePlacements() {
	for i := 0; i < int(s.lobbyLen); {
		if contractKind(int(s.lobby[i])) == Placement {
			s.contractBox |= 1 << s.lobbyRemove(i)
		} else {
			i++
		}
	}
}

// resolveAuction ranks the revealed bids, makes the payments and sets the
// order of play (spec section 8).
func (s *State) resolveAuction() {
	n, act := int(s.n), int(s.active)
	// ranked: the seats that bid more than 0, best first (an insertion sort;
	// prio breaks every tie, so the order is unique).
	var buf [5]int
	ranked := buf[:0]
	for i := 0; i < n; i++ {
		if s.bidders&(1<<i) == 0 || s.bids[i] <= 0 {
			continue
		}
		k := len(ranked)
		ranked = append(ranked, i)
		for ; k > 0; k-- {
			x, y := ranked[k-1], i
			if bidBefore(n, act, x, y, int(s.bids[x]), int(s.bids[y])) {
				break
			}
			ranked[k] = x
		}
		ranked[k] = i
	}
	winner := func(rank int) int8 {
		if rank < len(ranked) {
			return int8(ranked[rank])
		}
		return s.active
	}
	pay := func(rank int, toActive bool) {
		if rank >= len(ranked) {
			return
		}
		w := ranked[rank]
		amount := s.bids[w]
		s.seats[w].coins -= amount
		if toActive && w != act {
			s.seats[act].coins += amount
		} else {
			s.blackBox += uint8(amount)
		}
	}
	if s.offerLen == 3 {
		pay(0, true)
		pay(1, false)
		s.queue = [3]int8{winner(0), winner(1), s.active}
	} else {
		pay(0, false)
		s.queue = [3]int8{winner(0), s.active, noSeat}
	}
	s.bidders = 0
	s.queuePos = 0
	s.stage = stPlay
}

// handOver returns a seat holding more than the hand limit, or -1.
func (s *State) handOver() int {
	for i := 0; i < int(s.n); i++ {
		if s.seats[i].handSize() > handLimit {
			return i
		}
	}
	return -1
}

// advance does all automatic work until a decision or a chance event is due.
func (s *State) advance() { s.advanceWith(&summaryCache{}) }

// advanceWith is advance with a summary of the board as it is now (or an
// empty cache). No automatic step changes the board or a hand, so one
// summary serves the whole way, and whether a hand is over the limit is
// worked out once (handsOver: 0 not yet known, 1 no, 2 yes).
func (s *State) advanceWith(sc *summaryCache) {
	handsOver := 0
	for {
		s.chance = chNone
		if s.stage == stOver {
			return
		}
		if s.stage != stSetup {
			if s.lobbyLen < 4 && s.pileSize() > 0 {
				s.chance = chLobby
				return
			}
			if handsOver == 0 {
				handsOver = 1
				if s.handOver() >= 0 {
					handsOver = 2
				}
			}
			if handsOver == 2 {
				s.chance = chRepair
				return
			}
		}
		switch s.stage {
		case stSetup:
			if s.setupStep() {
				return
			}
		case stStart:
			allIn := s.lobbyLen > 0
			for i := 0; i < int(s.n); i++ {
				allIn = allIn && s.seats[i].marker
			}
			if allIn {
				s.contractBox |= 1 << s.lobbyRemove(0)
				s.returnMarkers()
			}
			s.progress, s.didOffer, s.didValidate, s.refreshed = false, false, false, false
			s.stage = stAccept
		case stAccept:
			if s.anyAccept() {
				return
			}
			if s.pileSize() > 0 {
				s.seats[s.active].marker = true
			}
			s.stage = stDevelop
		case stDevelop:
			if sc.follow == nil {
				if s.canValidateAny() || s.canOfferAny(sc) {
					return
				}
			} else if sc.follow.stops(s, sc) {
				return
			}
			s.startCleanup(stDiscard)
		case stBid:
			missing, hidden := false, false
			for i := 0; i < int(s.n); i++ {
				if s.bidders&(1<<i) != 0 {
					missing = missing || s.bids[i] == -1
					hidden = hidden || s.bids[i] == -2
				}
			}
			if missing {
				return
			}
			if hidden { // a view: the other bids are not known here
				s.chance = chHidden
				return
			}
			s.resolveAuction()
		case stPlay:
			if int(s.queuePos) < int(s.offerLen) {
				return
			}
			s.offerLen = 0
			s.queuePos = 0
			s.queue = [3]int8{noSeat, noSeat, noSeat}
			s.stage = stDevelop
		case stCleanup:
			if sum(s.display[:]) > 0 {
				sm := sc.of(s)
				for t := 0; t < nCardTypes; t++ {
					if s.display[t] > 0 && s.dead(t, sm) {
						s.boxed[t] += s.display[t]
						s.display[t] = 0
					}
				}
			}
			if sum(s.display[:]) < displaySize && s.canDraw() {
				s.chance = chDisplay
				return
			}
			s.stage = s.cleanupNext
			s.cleanupNext = 0
		case stDiscard:
			if sc.follow == nil {
				if s.anyDiscardChoice(sc) {
					return
				}
			} else if sc.follow.stops(s, sc) {
				return
			}
			s.startCleanup(stEndTurn)
		case stEndTurn:
			if int(s.blackBox) >= BlackBoxShare(int(s.n)) {
				share := int8(s.blackBox / uint8(s.n))
				for i := 0; i < int(s.n); i++ {
					if s.seats[i].coins >= 0 {
						s.seats[i].coins += share
					}
				}
				s.blackBox %= uint8(s.n)
			}
			s.stage = stAfterPhase
			if s.officeSize() == 0 {
				s.scorePhase()
				if s.phase == lastPhase {
					s.finish(endPhase3)
					return
				}
				s.returnMarkers()
				s.phase++
				s.tenantsUnlocked = true
				s.stage = stTokens
			}
		case stTokens:
			if s.officeSize() < s.tokensForPhase(int(s.phase)) {
				s.chance = chToken
				return
			}
			s.stage = stAfterPhase
			if s.phase == 2 {
				s.stage = stPurge
			}
		case stPurge:
			// The refill at the top of the loop runs between purges.
			placements := false
			for i := 0; i < int(s.lobbyLen); i++ {
				placements = placements || contractKind(int(s.lobby[i])) == Placement
			}
			if placements {
				s.purgePlacements()
				continue
			}
			s.stage = stAfterPhase
		case stAfterPhase:
			if s.endOfTurnChecks() {
				return
			}
		}
	}
}

// endOfTurnChecks runs the final-round bookkeeping, the early-end trigger
// (13.2) and the stall guard (13.4), and starts the next turn; true if the
// game ended.
//
// The stall guard counts turns without progress and, at stallRounds × N of
// them, starts the same final round as 13.2. Neither trigger is checked while
// a final round is under way (the count is left as it was), so a final round
// always gives every seat its last turn; only a phase-3 end cuts it short.
func (s *State) endOfTurnChecks() bool {
	n := int(s.n)
	if s.finalArmed {
		s.finalLeft--
		if s.finalLeft == 0 {
			s.scorePhase()
			s.finish(endFinalRound)
			return true
		}
	} else {
		if s.progress {
			s.stall = 0
		} else {
			s.stall++
		}
		if (s.mallFull() && s.lobbyLen == 0) || int(s.stall) >= stallRounds*n {
			s.finalArmed = true
			s.finalLeft = uint8(n)
		}
	}
	s.active = int8(s.left(int(s.active)))
	s.stage = stStart
	return false
}

func (s *State) mallFull() bool {
	for _, x := range s.board {
		if x == cellEmpty {
			return false
		}
	}
	return true
}

func (s *State) finish(reason uint8) {
	s.ended = reason
	s.stage = stOver
	s.chance = chNone
}

// canDraw reports whether an amenity card can be drawn; when the draw pile is
// empty it first turns the discard pile into the new draw pile (the shuffle is
// implicit: every draw is a chance event over the pile's content).
func (s *State) canDraw() bool {
	if sum(s.draw[:]) > 0 {
		return true
	}
	if sum(s.discard[:]) == 0 {
		return false
	}
	for t := range s.discard {
		s.draw[t] += s.discard[t]
		s.discard[t] = 0
	}
	return true
}

// scorePhase pays every validated contract of the phase and boxes it.
func (s *State) scorePhase() {
	for i := 0; i < int(s.n); i++ {
		p := &s.seats[i]
		v := p.validated
		for v != 0 {
			id := bits.TrailingZeros32(v)
			v &^= 1 << id
			p.account += int32(s.ContractCount(id) * Contracts[id].Value)
		}
		s.contractBox |= p.validated
		p.validated = 0
	}
}
