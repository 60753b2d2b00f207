package mallworld

import (
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

// summary is what card legality needs to know about the board, computed once.
type summary struct {
	shopSupply   [nColours]int
	tenantSupply [nColours]int
	buildAt      [nColours]cellSet // empty non-room spaces touching a shop of this colour
	unrentedAt   [nColours]cellSet // unrented shops of this colour
	emptyNext    [nColours]bool    // buildAt is not empty
	unrented     [nColours]bool    // unrentedAt is not empty
	anyEmpty     bool
}

// summaryCache holds the summary of a board that does not change meanwhile:
// one Apply checks the move, plays it and advances the game, and only a
// build or a rent (or a setup chance event) changes the board on the way.
type summaryCache struct {
	sm     summary
	valid  bool
	follow *followPath // nil but when a step is redacted or followed
}

// of returns the summary of s's board, made on first use.
func (c *summaryCache) of(s *State) *summary {
	if !c.valid {
		c.sm, c.valid = s.summarize(), true
	}
	return &c.sm
}

// summarize reads the cell sets kept with the board (boardSets would sort
// the cells anew into the same sets).
func (s *State) summarize() summary {
	empty := allCellSet &^ s.filled
	var sm summary
	sm.anyEmpty = empty != 0
	for c := 0; c < nColours; c++ {
		shops := s.shopsAt[c]
		unrented := shops &^ s.rentedAt
		sm.shopSupply[c] = tilesPerShop - bits.OnesCount64(uint64(shops))
		sm.tenantSupply[c] = tokensPerKind - int(s.tenantsOn[c])
		sm.buildAt[c] = empty & shops.touching()
		sm.emptyNext[c] = sm.buildAt[c] != 0
		sm.unrentedAt[c] = unrented
		sm.unrented[c] = unrented != 0
	}
	return sm
}

// sides is a card's orientations: the (a, b) colour pairs it can be played
// as (a = the shop built or the tenant placed, b = the shop it goes next to
// or on); one pair when both colours are equal.
type sides struct {
	n  int
	ab [2][2]int
}

var cardSides = func() (out [nCardTypes]sides) {
	for t, ct := range CardTypes {
		out[t] = sides{n: 2, ab: [2][2]int{{ct.X, ct.Y}, {ct.Y, ct.X}}}
		if ct.X == ct.Y {
			out[t].n = 1
		}
	}
	return out
}()

// orientations of a card: (a, b) pairs; one when both colours are equal.
func orientations(t int) [][2]int {
	sd := &cardSides[t]
	return sd.ab[:sd.n]
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
func (s *State) checkBuild(t, a, cell int) error {
	b, ok := other(t, a)
	if !ok {
		return engine.Refuse("card %s has no %s side", CardTypes[t].Code, engine.Word(shopNames[a]))
	}
	if s.board[cell] != cellEmpty {
		return engine.Refuse("space %s is not empty", CellName(cell))
	}
	if s.shopSupply(a) == 0 {
		return engine.Refuse("no %s shop tile left", engine.Word(shopNames[a]))
	}
	for _, j := range neighbours[cell] {
		if y := s.board[j]; isShop(y) && shopColour(y) == b {
			return nil
		}
	}
	return engine.Refuse("space %s touches no %s shop", CellName(cell), engine.Word(shopNames[b]))
}

// checkRent: card t puts a tenant of colour a on the shop at cell.
func (s *State) checkRent(t, a, cell int) error {
	if !s.tenantsUnlocked {
		return engine.Refuse("tenants are locked until a rental contract is validated")
	}
	b, ok := other(t, a)
	if !ok {
		return engine.Refuse("card %s has no %s side", CardTypes[t].Code, engine.Word(tenantNames[a]))
	}
	if ChainAt(a, b) < 0 {
		return engine.Refuse("%s on a %s shop is not a chain", engine.Word(tenantNames[a]), engine.Word(shopNames[b]))
	}
	x := s.board[cell]
	if !isShop(x) || shopColour(x) != b {
		return engine.Refuse("space %s holds no %s shop", CellName(cell), engine.Word(shopNames[b]))
	}
	if tenantOf(x) >= 0 {
		return engine.Refuse("the shop on %s is already rented", CellName(cell))
	}
	if s.tenantSupply(a) == 0 {
		return engine.Refuse("no %s token left", engine.Word(tenantNames[a]))
	}
	return nil
}

// plays lists every legal play of card t (build and rent moves): the same
// moves, in the same order, as trying checkBuild and checkRent on every cell.
func (s *State) plays(t int, sm *summary, out []textRef) []textRef {
	for _, o := range orientations(t) {
		a, b := o[0], o[1]
		if sm.shopSupply[a] > 0 {
			for cells := sm.buildAt[b]; cells != 0; cells &= cells - 1 {
				cell := bits.TrailingZeros64(uint64(cells))
				out = append(out, buildText[t][a][cell])
			}
		}
	}
	if s.tenantsUnlocked {
		for _, o := range orientations(t) {
			a, b := o[0], o[1]
			if ChainAt(a, b) >= 0 && sm.tenantSupply[a] > 0 {
				for cells := sm.unrentedAt[b]; cells != 0; cells &= cells - 1 {
					cell := bits.TrailingZeros64(uint64(cells))
					out = append(out, rentText[t][a][cell])
				}
			}
		}
	}
	return out
}

// anyAccept: the active seat may take some lobby card: its hand has room
// and its account pays the cheapest slot (lobbyPrices rise slot by slot).
func (s *State) anyAccept() bool {
	p := &s.seats[s.active]
	return s.lobbyLen > 0 && p.account >= lobbyPrices[0] && p.handSize() < handLimit
}

// mayOffer / mayValidate: action 2's options are still open this turn.
func (s *State) mayOffer() bool {
	return !s.didOffer && (s.phase == lastPhase || !s.didValidate)
}

func (s *State) mayValidate() bool {
	return !s.didValidate && (s.phase == lastPhase || !s.didOffer) && s.officeSize() > 0
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

func (s *State) canOfferAny(sc *summaryCache) bool {
	if !s.mayOffer() {
		return false
	}
	counts, any := s.playableHand(sc.of(s))
	if !any {
		return false
	}
	// A single card needs a coin; two cards need two playable cards.
	return s.seats[s.active].coins >= 1 || sum(counts[:]) >= 2
}

// discardOptions: which action-3 choices besides pass exist.
func (s *State) anyDiscardChoice(sc *summaryCache) bool {
	p := &s.seats[s.active]
	if p.coins >= 2 {
		return true
	}
	if p.handSize() < handLimit && sum(s.display[:]) > 0 {
		return true
	}
	if !s.refreshed {
		sm := sc.of(s)
		for t := 0; t < nCardTypes; t++ {
			if p.hand[t] > 0 && s.dead(t, sm) {
				return true
			}
		}
	}
	return false
}

// legal appends seat's legal moves, as prepared texts, to out.
func (s *State) legal(seat int, out []textRef) []textRef {
	if seat < 0 || seat >= int(s.n) || s.chance != chNone || s.stage == stOver {
		return nil
	}
	if s.viewer >= 0 && seat != int(s.viewer) {
		return nil
	}
	switch s.stage {
	case stAccept:
		if seat != int(s.active) {
			return nil
		}
		if p := &s.seats[seat]; p.handSize() < handLimit {
			// Prices rise slot by slot: the affordable slots come first.
			for i := 0; i < int(s.lobbyLen) && p.account >= lobbyPrices[i]; i++ {
				out = append(out, acceptText[s.lobby[i]])
			}
		}
		out = append(out, passText)
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
						out = append(out, validateText[id][tok])
					}
				}
			}
		}
		if s.didOffer || s.didValidate {
			out = append(out, passText)
		}
	case stBid:
		if s.bidders&(1<<seat) == 0 || s.bids[seat] != -1 {
			return nil
		}
		// At most 5·N coins are in play, far below maxBidText.
		for v := 0; v <= int(s.seats[seat].coins) && v <= maxBidText; v++ {
			out = append(out, bidText[v])
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
				out = append(out, discardText[t])
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
					out = append(out, trashText[t])
				}
			}
		}
		if p.coins >= 2 {
			out = append(out, refreshText)
		}
		room := handLimit - p.handSize()
		for t := 0; t < nCardTypes && room >= 1; t++ {
			if s.display[t] == 0 {
				continue
			}
			out = append(out, takeText[t][noCard])
			if room < 2 {
				continue
			}
			for u := t; u < nCardTypes; u++ {
				if s.display[u] > 0 && (u != t || s.display[t] >= 2) {
					out = append(out, takeText[t][u])
				}
			}
		}
		out = append(out, passText)
	}
	return out
}

// appendOffers adds every multiset of 1–3 cards drawn from counts, in table
// order; single-card offers only if single is true.
func appendOffers(out []textRef, counts [nCardTypes]uint8, single bool) []textRef {
	for a := 0; a < nCardTypes; a++ {
		if counts[a] == 0 {
			continue
		}
		if single {
			out = append(out, offerText[a][noCard][noCard])
		}
		for b := a; b < nCardTypes; b++ {
			if counts[b] == 0 || (b == a && counts[a] < 2) {
				continue
			}
			out = append(out, offerText[a][b][noCard])
			// a ≤ b ≤ c, and the loops above saw to a and b: the third
			// card needs one more copy of c than a and b already take.
			for c := b; c < nCardTypes; c++ {
				need := uint8(1)
				if c == b {
					need++
					if b == a {
						need++
					}
				}
				if counts[c] < need {
					continue
				}
				out = append(out, offerText[a][b][c])
			}
		}
	}
	return out
}

// check says why m is illegal for seat now, or nil. It never changes s.
func (s *State) check(seat int, m move, sc *summaryCache) error {
	switch s.stage {
	case stAccept:
		switch m.kind {
		case mvPass:
			return nil
		case mvAccept:
			i := s.lobbyIndex(m.contract)
			if i < 0 {
				return engine.Refuse("%s is not in the lobby", Contracts[m.contract].ID)
			}
			p := &s.seats[seat]
			if p.handSize() >= handLimit {
				return engine.Refuse("hand is full (%d cards)", handLimit)
			}
			if p.account < lobbyPrices[i] {
				return engine.Refuse("%s costs %d CHF, account holds %d", Contracts[m.contract].ID, int(lobbyPrices[i]), int(p.account))
			}
			return nil
		}
		return engine.Refuse("action 1: accept a lobby contract or pass")
	case stDevelop:
		p := &s.seats[seat]
		switch m.kind {
		case mvPass:
			if !s.didOffer && !s.didValidate {
				return engine.Refuse("development is mandatory: offer cards or validate a contract")
			}
			return nil
		case mvOffer:
			if !s.mayOffer() {
				return engine.Refuse("no amenity trade possible now")
			}
			sm := sc.of(s)
			var need [nCardTypes]uint8
			for i := 0; i < int(m.nCards); i++ {
				t := m.cards[i]
				need[t]++
				if need[t] > p.hand[t] {
					return engine.Refuse("hand holds %d %s card(s)", int(p.hand[t]), CardTypes[t].Code)
				}
				if !s.playable(int(t), sm) {
					return engine.Refuse("card %s has no legal play now and cannot be offered", CardTypes[t].Code)
				}
			}
			if !Auctioned(int(m.nCards)) && p.coins < soloOfferCost {
				return engine.Refuse("offering a single card costs a coin and you have none")
			}
			return nil
		case mvValidate:
			if !s.mayValidate() {
				if s.officeSize() == 0 {
					return engine.Refuse("the mall office holds no corruption token")
				}
				return engine.Refuse("no validation possible now")
			}
			if p.contracts&(1<<m.contract) == 0 && p.special != m.contract {
				return engine.Refuse("you hold no contract %s", Contracts[m.contract].ID)
			}
			if s.office[m.token] == 0 {
				return engine.Refuse("no %s token in the mall office", tokenText(int(m.token)))
			}
			return nil
		}
		return engine.Refuse("action 2: offer cards, validate a contract or (phase %d, after one) pass", lastPhase)
	case stBid:
		if m.kind != mvBid {
			return engine.Refuse("a sealed bid is expected: bid N")
		}
		if int(m.amount) > int(s.seats[seat].coins) {
			return engine.Refuse("bid %d is more than your %d coins", int(m.amount), int(s.seats[seat].coins))
		}
		return nil
	case stPlay:
		switch m.kind {
		case mvBuild, mvRent, mvDiscard:
		default:
			return engine.Refuse("play one of the offered cards (build, rent, or discard if it has no play)")
		}
		if s.offer[m.card] == 0 {
			return engine.Refuse("card %s is not among the offered cards", CardTypes[m.card].Code)
		}
		switch m.kind {
		case mvBuild:
			return s.checkBuild(int(m.card), int(m.colour), int(m.cell))
		case mvRent:
			return s.checkRent(int(m.card), int(m.colour), int(m.cell))
		}
		if s.playable(int(m.card), sc.of(s)) {
			return engine.Refuse("card %s has a legal play and must be played", CardTypes[m.card].Code)
		}
		return nil
	case stDiscard:
		p := &s.seats[seat]
		switch m.kind {
		case mvPass:
			return nil
		case mvTrash:
			if s.refreshed {
				return engine.Refuse("dead cards are removed before refreshing the display")
			}
			if p.hand[m.card] == 0 {
				return engine.Refuse("hand holds no %s card", CardTypes[m.card].Code)
			}
			if !s.dead(int(m.card), sc.of(s)) {
				return engine.Refuse("card %s can still be played and may not be thrown away", CardTypes[m.card].Code)
			}
			return nil
		case mvRefresh:
			if p.coins < refreshCost {
				return engine.Refuse("refreshing costs %d coins", refreshCost)
			}
			return nil
		case mvTake:
			if p.handSize()+int(m.nCards) > handLimit {
				return engine.Refuse("taking %d card(s) would put %d cards in hand (limit %d)", int(m.nCards), p.handSize()+int(m.nCards), handLimit)
			}
			var need [nCardTypes]uint8
			for i := 0; i < int(m.nCards); i++ {
				t := m.cards[i]
				need[t]++
				if need[t] > s.display[t] {
					return engine.Refuse("the display holds %d %s card(s)", int(s.display[t]), CardTypes[t].Code)
				}
			}
			return nil
		}
		return engine.Refuse("action 3: trash a dead card, refresh, take up to %d cards, or pass", takeLimit)
	}
	return engine.Refuse("no move is expected from %s now", engine.Seat(seat))
}
