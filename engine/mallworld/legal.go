package mallworld

import (
	"fmt"
	"math/bits"
)

// summary is what card legality needs to know about the board, computed once.
type summary struct {
	shopSupply   [nColours]int
	tenantSupply [nColours]int
	emptyNext    [nColours]bool // an empty non-room space touches a shop of this colour
	unrented     [nColours]bool // an unrented shop of this colour exists
	anyEmpty     bool
}

func (s *State) summarize() summary {
	var sm summary
	for c := 0; c < nColours; c++ {
		sm.shopSupply[c] = tilesPerShop
		sm.tenantSupply[c] = tokensPerKind
	}
	for i, x := range s.board {
		switch {
		case x == cellEmpty:
			sm.anyEmpty = true
			for _, j := range neighbours[i] {
				if y := s.board[j]; isShop(y) {
					sm.emptyNext[shopColour(y)] = true
				}
			}
		case isShop(x):
			sm.shopSupply[shopColour(x)]--
			if t := tenantOf(x); t >= 0 {
				sm.tenantSupply[t]--
			} else {
				sm.unrented[shopColour(x)] = true
			}
		}
	}
	return sm
}

// orientations of a card: (a, b) pairs; one when both colours are equal.
func orientations(t int) [][2]int {
	ct := CardTypes[t]
	if ct.X == ct.Y {
		return [][2]int{{ct.X, ct.X}}
	}
	return [][2]int{{ct.X, ct.Y}, {ct.Y, ct.X}}
}

// other is the colour of card t that pairs with a (a itself for XX cards).
func other(t, a int) (int, bool) {
	ct := CardTypes[t]
	switch a {
	case ct.X:
		return ct.Y, true
	case ct.Y:
		return ct.X, true
	}
	return 0, false
}

// playable: card t has a legal play now (spec 7.5).
func (s *State) playable(t int, sm *summary) bool {
	for _, o := range orientations(t) {
		a, b := o[0], o[1]
		if sm.shopSupply[a] > 0 && sm.emptyNext[b] {
			return true
		}
		if s.tenantsUnlocked && ChainAt(a, b) >= 0 && sm.tenantSupply[a] > 0 && sm.unrented[b] {
			return true
		}
	}
	return false
}

// dead: card t can never be played again (spec 7.4, conservative).
func (s *State) dead(t int, sm *summary) bool {
	for _, o := range orientations(t) {
		a, b := o[0], o[1]
		shopDead := sm.shopSupply[a] == 0 || !sm.anyEmpty || (!sm.emptyNext[b] && sm.shopSupply[b] == 0)
		tenantDead := ChainAt(a, b) < 0 || sm.tenantSupply[a] == 0 ||
			(!sm.unrented[b] && (sm.shopSupply[b] == 0 || !sm.anyEmpty))
		if !shopDead || !tenantDead {
			return false
		}
	}
	return true
}

// IsDead and IsPlayable report on an amenity card type ("VG") in this state.
func (s *State) IsDead(card string) bool {
	t, ok := parseCardType(card)
	sm := s.summarize()
	return ok && s.dead(t, &sm)
}

func (s *State) IsPlayable(card string) bool {
	t, ok := parseCardType(card)
	sm := s.summarize()
	return ok && s.playable(t, &sm)
}

// checkBuild: card t builds a shop of colour a on cell.
func (s *State) checkBuild(t, a, cell int, sm *summary) error {
	b, ok := other(t, a)
	if !ok {
		return fmt.Errorf("card %s has no %s side", CardTypes[t].Code, shopNames[a])
	}
	if s.board[cell] != cellEmpty {
		return fmt.Errorf("space %s is not empty", CellName(cell))
	}
	if sm.shopSupply[a] == 0 {
		return fmt.Errorf("no %s shop tile left", shopNames[a])
	}
	for _, j := range neighbours[cell] {
		if y := s.board[j]; isShop(y) && shopColour(y) == b {
			return nil
		}
	}
	return fmt.Errorf("space %s touches no %s shop", CellName(cell), shopNames[b])
}

// checkRent: card t puts a tenant of colour a on the shop at cell.
func (s *State) checkRent(t, a, cell int, sm *summary) error {
	if !s.tenantsUnlocked {
		return fmt.Errorf("tenants are locked until a rental contract is validated")
	}
	b, ok := other(t, a)
	if !ok {
		return fmt.Errorf("card %s has no %s side", CardTypes[t].Code, tenantNames[a])
	}
	if ChainAt(a, b) < 0 {
		return fmt.Errorf("%s on a %s shop is not a chain", tenantNames[a], shopNames[b])
	}
	x := s.board[cell]
	if !isShop(x) || shopColour(x) != b {
		return fmt.Errorf("space %s holds no %s shop", CellName(cell), shopNames[b])
	}
	if tenantOf(x) >= 0 {
		return fmt.Errorf("the shop on %s is already rented", CellName(cell))
	}
	if sm.tenantSupply[a] == 0 {
		return fmt.Errorf("no %s token left", tenantNames[a])
	}
	return nil
}

// plays lists every legal play of card t (build and rent moves).
func (s *State) plays(t int, sm *summary, out []move) []move {
	for _, o := range orientations(t) {
		a, b := o[0], o[1]
		if sm.shopSupply[a] > 0 && sm.emptyNext[b] {
			for cell := 0; cell < nCells; cell++ {
				if s.checkBuild(t, a, cell, sm) == nil {
					out = append(out, move{kind: mvBuild, card: int8(t), colour: int8(a), cell: int8(cell)})
				}
			}
		}
	}
	if s.tenantsUnlocked {
		for _, o := range orientations(t) {
			a, b := o[0], o[1]
			if ChainAt(a, b) >= 0 && sm.tenantSupply[a] > 0 && sm.unrented[b] {
				for cell := 0; cell < nCells; cell++ {
					if x := s.board[cell]; isShop(x) && shopColour(x) == b && tenantOf(x) < 0 {
						out = append(out, move{kind: mvRent, card: int8(t), colour: int8(a), cell: int8(cell)})
					}
				}
			}
		}
	}
	return out
}

// canAccept: the active seat may take lobby card i.
func (s *State) canAccept(i int) bool {
	p := &s.seats[s.active]
	return i < int(s.lobbyLen) && p.handSize() < handLimit && p.account >= lobbyPrices[i]
}

func (s *State) anyAccept() bool {
	for i := 0; i < int(s.lobbyLen); i++ {
		if s.canAccept(i) {
			return true
		}
	}
	return false
}

// mayOffer / mayValidate: action 2's options are still open this turn.
func (s *State) mayOffer() bool {
	return !s.didOffer && (s.phase == 3 || !s.didValidate)
}

func (s *State) mayValidate() bool {
	return !s.didValidate && (s.phase == 3 || !s.didOffer) && s.officeSize() > 0
}

// playableHand returns how many cards of each type in the active hand are
// currently playable (0 for types that are not).
func (s *State) playableHand(sm *summary) (counts [nCardTypes]uint8, any bool) {
	p := &s.seats[s.active]
	for t := 0; t < nCardTypes; t++ {
		if p.hand[t] > 0 && s.playable(t, sm) {
			counts[t] = p.hand[t]
			any = true
		}
	}
	return
}

func (s *State) canValidateAny() bool {
	p := &s.seats[s.active]
	return s.mayValidate() && (p.contracts != 0 || (p.special != 0 && p.special != hiddenSpecial))
}

func (s *State) canOfferAny(sm *summary) bool {
	if !s.mayOffer() {
		return false
	}
	counts, any := s.playableHand(sm)
	if !any {
		return false
	}
	// A single card needs a coin; two cards need two playable cards.
	return s.seats[s.active].coins >= 1 || sum(counts[:]) >= 2
}

// discardOptions: which action-3 choices besides pass exist.
func (s *State) anyDiscardChoice(sm *summary) bool {
	p := &s.seats[s.active]
	if p.coins >= 2 {
		return true
	}
	if p.handSize() < handLimit && sum(s.display[:]) > 0 {
		return true
	}
	if !s.refreshed {
		for t := 0; t < nCardTypes; t++ {
			if p.hand[t] > 0 && s.dead(t, sm) {
				return true
			}
		}
	}
	return false
}

// legal lists seat's legal moves as parsed moves.
func (s *State) legal(seat int) []move {
	if seat < 0 || seat >= int(s.n) || s.chance != chNone || s.stage == stOver {
		return nil
	}
	if s.viewer >= 0 && seat != int(s.viewer) {
		return nil
	}
	var out []move
	switch s.stage {
	case stAccept:
		if seat != int(s.active) {
			return nil
		}
		for i := 0; i < int(s.lobbyLen); i++ {
			if s.canAccept(i) {
				out = append(out, move{kind: mvAccept, contract: s.lobby[i]})
			}
		}
		out = append(out, move{kind: mvPass})
	case stDevelop:
		if seat != int(s.active) {
			return nil
		}
		sm := s.summarize()
		p := &s.seats[seat]
		if s.mayOffer() {
			counts, _ := s.playableHand(&sm)
			out = appendOffers(out, counts, p.coins >= 1)
		}
		if s.mayValidate() {
			ids := p.contracts
			if p.special != 0 && p.special != hiddenSpecial {
				ids |= 1 << p.special
			}
			for ids != 0 {
				id := bits.TrailingZeros32(ids)
				ids &^= 1 << id
				for tok := 0; tok < nTokenValues; tok++ {
					if s.office[tok] > 0 {
						out = append(out, move{kind: mvValidate, contract: uint8(id), token: int8(tok)})
					}
				}
			}
		}
		if s.didOffer || s.didValidate {
			out = append(out, move{kind: mvPass})
		}
	case stBid:
		if s.bidders&(1<<seat) == 0 || s.bids[seat] != -1 {
			return nil
		}
		for v := 0; v <= int(s.seats[seat].coins); v++ {
			out = append(out, move{kind: mvBid, amount: int8(v)})
		}
	case stPlay:
		if seat != int(s.queue[s.queuePos]) {
			return nil
		}
		sm := s.summarize()
		for t := 0; t < nCardTypes; t++ {
			if s.offer[t] == 0 {
				continue
			}
			n := len(out)
			out = s.plays(t, &sm, out)
			if len(out) == n {
				out = append(out, move{kind: mvDiscard, card: int8(t)})
			}
		}
	case stDiscard:
		if seat != int(s.active) {
			return nil
		}
		sm := s.summarize()
		p := &s.seats[seat]
		if !s.refreshed {
			for t := 0; t < nCardTypes; t++ {
				if p.hand[t] > 0 && s.dead(t, &sm) {
					out = append(out, move{kind: mvTrash, card: int8(t)})
				}
			}
		}
		if p.coins >= 2 {
			out = append(out, move{kind: mvRefresh})
		}
		room := handLimit - p.handSize()
		for t := 0; t < nCardTypes && room >= 1; t++ {
			if s.display[t] == 0 {
				continue
			}
			out = append(out, move{kind: mvTake, cards: [3]int8{int8(t)}, nCards: 1})
			if room < 2 {
				continue
			}
			for u := t; u < nCardTypes; u++ {
				if s.display[u] > 0 && (u != t || s.display[t] >= 2) {
					out = append(out, move{kind: mvTake, cards: [3]int8{int8(t), int8(u)}, nCards: 2})
				}
			}
		}
		out = append(out, move{kind: mvPass})
	}
	return out
}

// appendOffers adds every multiset of 1–3 cards drawn from counts, in table
// order; single-card offers only if single is true.
func appendOffers(out []move, counts [nCardTypes]uint8, single bool) []move {
	for a := 0; a < nCardTypes; a++ {
		if counts[a] == 0 {
			continue
		}
		if single {
			out = append(out, move{kind: mvOffer, cards: [3]int8{int8(a)}, nCards: 1})
		}
		for b := a; b < nCardTypes; b++ {
			if counts[b] == 0 || (b == a && counts[a] < 2) {
				continue
			}
			out = append(out, move{kind: mvOffer, cards: [3]int8{int8(a), int8(b)}, nCards: 2})
			for c := b; c < nCardTypes; c++ {
				need := [nCardTypes]uint8{}
				need[a]++
				need[b]++
				need[c]++
				if counts[c] == 0 || need[c] > counts[c] || need[b] > counts[b] || need[a] > counts[a] {
					continue
				}
				out = append(out, move{kind: mvOffer, cards: [3]int8{int8(a), int8(b), int8(c)}, nCards: 3})
			}
		}
	}
	return out
}

// check says why m is illegal for seat now, or nil. It never changes s.
func (s *State) check(seat int, m move) error {
	switch s.stage {
	case stAccept:
		switch m.kind {
		case mvPass:
			return nil
		case mvAccept:
			i := s.lobbyIndex(m.contract)
			if i < 0 {
				return fmt.Errorf("%s is not in the lobby", Contracts[m.contract].ID)
			}
			p := &s.seats[seat]
			if p.handSize() >= handLimit {
				return fmt.Errorf("hand is full (%d cards)", handLimit)
			}
			if p.account < lobbyPrices[i] {
				return fmt.Errorf("%s costs %d CHF, account holds %d", Contracts[m.contract].ID, lobbyPrices[i], p.account)
			}
			return nil
		}
		return fmt.Errorf("action 1: accept a lobby contract or pass")
	case stDevelop:
		p := &s.seats[seat]
		switch m.kind {
		case mvPass:
			if !s.didOffer && !s.didValidate {
				return fmt.Errorf("development is mandatory: offer cards or validate a contract")
			}
			return nil
		case mvOffer:
			if !s.mayOffer() {
				return fmt.Errorf("no amenity trade possible now")
			}
			sm := s.summarize()
			var need [nCardTypes]uint8
			for i := 0; i < int(m.nCards); i++ {
				t := m.cards[i]
				need[t]++
				if need[t] > p.hand[t] {
					return fmt.Errorf("hand holds %d %s card(s)", p.hand[t], CardTypes[t].Code)
				}
				if !s.playable(int(t), &sm) {
					return fmt.Errorf("card %s has no legal play now and cannot be offered", CardTypes[t].Code)
				}
			}
			if m.nCards == 1 && p.coins < 1 {
				return fmt.Errorf("offering a single card costs a coin and you have none")
			}
			return nil
		case mvValidate:
			if !s.mayValidate() {
				if s.officeSize() == 0 {
					return fmt.Errorf("the mall office holds no corruption token")
				}
				return fmt.Errorf("no validation possible now")
			}
			if p.contracts&(1<<m.contract) == 0 && p.special != m.contract {
				return fmt.Errorf("you hold no contract %s", Contracts[m.contract].ID)
			}
			if s.office[m.token] == 0 {
				return fmt.Errorf("no %s token in the mall office", tokenText(int(m.token)))
			}
			return nil
		}
		return fmt.Errorf("action 2: offer cards, validate a contract or (phase 3, after one) pass")
	case stBid:
		if m.kind != mvBid {
			return fmt.Errorf("a sealed bid is expected: bid N")
		}
		if int(m.amount) > int(s.seats[seat].coins) {
			return fmt.Errorf("bid %d is more than your %d coins", m.amount, s.seats[seat].coins)
		}
		return nil
	case stPlay:
		switch m.kind {
		case mvBuild, mvRent, mvDiscard:
		default:
			return fmt.Errorf("play one of the offered cards (build, rent, or discard if it has no play)")
		}
		if s.offer[m.card] == 0 {
			return fmt.Errorf("card %s is not among the offered cards", CardTypes[m.card].Code)
		}
		sm := s.summarize()
		switch m.kind {
		case mvBuild:
			return s.checkBuild(int(m.card), int(m.colour), int(m.cell), &sm)
		case mvRent:
			return s.checkRent(int(m.card), int(m.colour), int(m.cell), &sm)
		}
		if s.playable(int(m.card), &sm) {
			return fmt.Errorf("card %s has a legal play and must be played", CardTypes[m.card].Code)
		}
		return nil
	case stDiscard:
		p := &s.seats[seat]
		switch m.kind {
		case mvPass:
			return nil
		case mvTrash:
			if s.refreshed {
				return fmt.Errorf("dead cards are removed before refreshing the display")
			}
			if p.hand[m.card] == 0 {
				return fmt.Errorf("hand holds no %s card", CardTypes[m.card].Code)
			}
			sm := s.summarize()
			if !s.dead(int(m.card), &sm) {
				return fmt.Errorf("card %s can still be played and may not be thrown away", CardTypes[m.card].Code)
			}
			return nil
		case mvRefresh:
			if p.coins < 2 {
				return fmt.Errorf("refreshing costs 2 coins")
			}
			return nil
		case mvTake:
			if p.handSize()+int(m.nCards) > handLimit {
				return fmt.Errorf("taking %d card(s) would put %d cards in hand (limit %d)", m.nCards, p.handSize()+int(m.nCards), handLimit)
			}
			var need [nCardTypes]uint8
			for i := 0; i < int(m.nCards); i++ {
				t := m.cards[i]
				need[t]++
				if need[t] > s.display[t] {
					return fmt.Errorf("the display holds %d %s card(s)", s.display[t], CardTypes[t].Code)
				}
			}
			return nil
		}
		return fmt.Errorf("action 3: trash a dead card, refresh, take up to 2 cards, or pass")
	}
	return fmt.Errorf("no move is expected from %s now", seatName(seat))
}

func seatName(seat int) string { return "seat " + itoa(seat) }
