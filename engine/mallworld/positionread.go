package mallworld

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Reading a position back: every field checked, every inconsistency an
// error naming the field (docs/mallworld-position.md).

// Import implements engine.Game.
func (Game) Import(data []byte) (engine.State, error) {
	s, err := ImportState(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// ImportState reads a JSON position; every inconsistency is an error naming
// the field.
func ImportState(data []byte) (*State, error) {
	var p Position
	if err := engine.DecodeStrict("position", data, maxPositionSize, &p); err != nil {
		return nil, err
	}
	return FromPosition(&p)
}

type posErr struct{ field string }

func (e posErr) fail(format string, a ...any) error {
	return fmt.Errorf("position: %s: %s", e.field, fmt.Sprintf(format, a...))
}

// FromPosition builds a state from a Position, checking it thoroughly.
func FromPosition(p *Position) (*State, error) {
	f := func(name string) posErr { return posErr{name} }
	if p.Format != PositionFormat {
		return nil, f("format").fail("want %q, got %q", PositionFormat, p.Format)
	}
	if p.Version != PositionVersion {
		return nil, f("version").fail("unsupported version %d (this build reads %d)", p.Version, PositionVersion)
	}
	if p.Game != GameName {
		return nil, f("game").fail("want %q, got %q", GameName, p.Game)
	}
	if p.Players < 3 || p.Players > 5 {
		return nil, f("players").fail("want 3, 4 or 5, got %d", p.Players)
	}
	if p.Viewer != -1 {
		return nil, f("viewer").fail("a seat's view (viewer %d) hides information and cannot be imported", p.Viewer)
	}
	n := p.Players
	prepareTexts()
	s := &State{n: int8(n), viewer: -1}
	switch p.Board {
	case "standard":
	case "random":
		s.randomBoard = true
	default:
		return nil, f("board_setup").fail("want standard or random, got %q", p.Board)
	}
	if p.Phase < 1 || p.Phase > 3 {
		return nil, f("phase").fail("want 1, 2 or 3, got %d", p.Phase)
	}
	s.phase = uint8(p.Phase)
	s.tenantsUnlocked, s.firstRental = p.TenantsUnlocked, p.FirstRental
	if s.phase > 1 && !s.tenantsUnlocked {
		return nil, f("tenants_unlocked").fail("must be true from phase 2 on")
	}
	if err := s.readMall(p.Mall); err != nil {
		return nil, err
	}

	// Amenity cards: 4 of each type across every place.
	var total [nCardTypes]int
	readCards := func(name string, list []string, dst []uint8) error {
		for i, c := range list {
			t, ok := parseCardType(c)
			if !ok {
				return f(fmt.Sprintf("%s[%d]", name, i)).fail("unknown amenity card %q", c)
			}
			dst[t]++
			total[t]++
		}
		return nil
	}
	if p.DrawHidden != 0 {
		return nil, f("draw_hidden").fail("must be 0 in a full position")
	}
	for _, x := range []struct {
		name string
		list []string
		dst  []uint8
	}{{"draw", p.Draw, s.draw[:nCardTypes]}, {"display", p.Display, s.display[:]},
		{"discard", p.Discard, s.discard[:]}, {"amenity_box", p.AmenityBox, s.boxed[:]},
		{"offer", p.Offer, s.offer[:]}} {
		if err := readCards(x.name, x.list, x.dst); err != nil {
			return nil, err
		}
	}
	if len(p.Display) > displaySize {
		return nil, f("display").fail("%d cards, at most %d", len(p.Display), displaySize)
	}

	// Contracts: each of the 28 exactly once.
	var seen uint32
	where := map[int]string{}
	readIDs := func(name string, list []string, kinds ...ContractKind) (uint32, error) {
		var mask uint32
		for i, c := range list {
			id, ok := parseContract(c)
			if !ok {
				return 0, f(fmt.Sprintf("%s[%d]", name, i)).fail("unknown contract %q", c)
			}
			kindOK := false
			for _, k := range kinds {
				kindOK = kindOK || contractKind(id) == k
			}
			if !kindOK {
				return 0, f(fmt.Sprintf("%s[%d]", name, i)).fail("contract %s does not belong here", c)
			}
			if seen&(1<<id) != 0 {
				return 0, f(fmt.Sprintf("%s[%d]", name, i)).fail("contract %s is also in %s", c, where[id])
			}
			seen |= 1 << id
			where[id] = name
			mask |= 1 << id
		}
		return mask, nil
	}
	var err error
	if s.placePool, err = readIDs("placement_pool", p.PlacementPool, Placement); err != nil {
		return nil, err
	}
	if s.rentPool, err = readIDs("rental_pool", p.RentalPool, Rental); err != nil {
		return nil, err
	}
	if s.specialPool, err = readIDs("special_pool", p.SpecialPool, Special); err != nil {
		return nil, err
	}
	if p.PlacementsLeft < 0 || p.PlacementsLeft > len(p.PlacementPool) {
		return nil, f("placements_left").fail("%d, but the placement pool holds %d", p.PlacementsLeft, len(p.PlacementPool))
	}
	if p.RentalsLeft < 0 || p.RentalsLeft > len(p.RentalPool) {
		return nil, f("rentals_left").fail("%d, but the rental pool holds %d", p.RentalsLeft, len(p.RentalPool))
	}
	s.placeLeft, s.rentLeft = uint8(p.PlacementsLeft), uint8(p.RentalsLeft)
	if len(p.Lobby) > 4 {
		return nil, f("lobby").fail("%d cards, at most 4", len(p.Lobby))
	}
	if _, err := readIDs("lobby", p.Lobby, Placement, Rental); err != nil {
		return nil, err
	}
	for i, c := range p.Lobby {
		id, _ := parseContract(c)
		s.lobby[i] = uint8(id)
	}
	s.lobbyLen = uint8(len(p.Lobby))
	if s.contractBox, err = readIDs("contract_box", p.ContractBox, Placement, Rental, Special); err != nil {
		return nil, err
	}

	for i, t := range p.Office {
		k, ok := parseToken(t)
		if !ok {
			return nil, f(fmt.Sprintf("office[%d]", i)).fail("unknown corruption token %q", t)
		}
		s.office[k]++
		if s.office[k] > tokenCounts[k] {
			return nil, f("office").fail("more %s tokens than exist (%d)", t, tokenCounts[k])
		}
	}
	if p.BlackBox < 0 || p.BlackBox > startCoins*n {
		return nil, f("black_box").fail("%d coins, want 0 to %d", p.BlackBox, startCoins*n)
	}
	s.blackBox = uint8(p.BlackBox)

	if len(p.Seats) != n {
		return nil, f("seats").fail("%d seats for %d players", len(p.Seats), n)
	}
	coins := p.BlackBox
	for i, sp := range p.Seats {
		q := &s.seats[i]
		name := fmt.Sprintf("seats[%d]", i)
		if sp.Account < -1e9 || sp.Account > 1e9 || sp.Account%1000 != 0 {
			return nil, f(name+".account").fail("%d is not a multiple of 1,000 CHF in range", sp.Account)
		}
		q.account = int32(sp.Account)
		if sp.Coins < 0 || sp.Coins > startCoins*n {
			return nil, f(name+".coins").fail("%d coins, want 0 to %d", sp.Coins, startCoins*n)
		}
		q.coins = int8(sp.Coins)
		coins += sp.Coins
		if sp.HiddenCards != 0 {
			return nil, f(name + ".hidden_cards").fail("must be 0 in a full position")
		}
		if err := readCards(name+".hand", sp.Hand, q.hand[:nCardTypes]); err != nil {
			return nil, err
		}
		if q.contracts, err = readIDs(name+".contracts", sp.Contracts, Placement, Rental); err != nil {
			return nil, err
		}
		if sp.Special != "" {
			sm, err := readIDs(name+".special", []string{sp.Special}, Special)
			if err != nil {
				return nil, err
			}
			q.special = uint8(trailing(sm))
		}
		if q.validated, err = readIDs(name+".validated", sp.Validated, Placement, Rental, Special); err != nil {
			return nil, err
		}
		q.marker = sp.Marker
	}
	if coins > startCoins*n {
		return nil, f("seats").fail("%d coins in play, at most %d exist", coins, startCoins*n)
	}
	for t := 0; t < nCardTypes; t++ {
		if total[t] != copiesEach {
			return nil, f("amenity cards").fail("%d %s cards in all, want %d", total[t], CardTypes[t].Code, copiesEach)
		}
	}
	if seen != allPlacements|allRentals|allSpecials {
		var missing []string
		forBits((allPlacements|allRentals|allSpecials)&^seen, func(id int) { missing = append(missing, Contracts[id].ID) })
		return nil, f("contracts").fail("missing %s: every contract must be somewhere", strings.Join(missing, " "))
	}
	if err := s.readTurn(p); err != nil {
		return nil, err
	}
	if s.stage == stSetup {
		if err := s.checkSetup(); err != nil {
			return nil, f("stage").fail("%v", err)
		}
	}
	s.advance()
	// Whatever comes next must be possible: a chance event with outcomes, or
	// a legal move for every seat that must act.
	switch d := s.Decision(); d.Kind {
	case engine.ChanceNode:
		if len(s.ChanceOutcomes()) == 0 {
			return nil, f("stage").fail("the position waits for %s, which has no possible outcome", chanceNames[s.chance])
		}
	case engine.Turn, engine.Simultaneous:
		for _, seat := range d.Seats {
			if len(s.legal(seat, nil)) == 0 {
				return nil, f("stage").fail("seat %d must act in stage %q but has no legal move", seat, p.Stage)
			}
		}
	}
	return s, nil
}

func trailing(mask uint32) int {
	for id := 0; id < 32; id++ {
		if mask&(1<<id) != 0 {
			return id
		}
	}
	return 0
}

func (s *State) readMall(mall []string) error {
	if len(mall) != rows {
		return fmt.Errorf("position: mall: %d rows, want %d", len(mall), rows)
	}
	var shops, tenants [nColours]int
	var storage, locker int
	for r, line := range mall {
		cells := strings.Fields(line)
		if len(cells) != cols {
			return fmt.Errorf("position: mall[%d]: %d cells, want %d", r, len(cells), cols)
		}
		for c, tok := range cells {
			i := r*cols + c
			bad := func(why string) error {
				return fmt.Errorf("position: mall: space %s: %q %s", CellName(i), tok, why)
			}
			switch tok {
			case ".":
				s.board[i] = cellEmpty
			case "S":
				s.board[i] = cellStorage
				storage++
			case "L":
				s.board[i] = cellLocker
				locker++
			default:
				shop, ok := parseColour(tok[:1])
				if !ok || len(tok) > 2 {
					return bad("is not . S L or a shop (V G R B, with a tenant letter after it when rented)")
				}
				tenant := -1
				if len(tok) == 2 {
					if tenant, ok = parseColour(tok[1:]); !ok {
						return bad("has an unknown tenant colour")
					}
					if ChainAt(tenant, shop) < 0 {
						return bad(fmt.Sprintf("is not a chain (%s on a %s shop)", tenantNames[tenant], shopNames[shop]))
					}
					tenants[tenant]++
				}
				shops[shop]++
				s.board[i] = shopCell(shop, tenant)
			}
		}
	}
	s.syncCells()
	for c := 0; c < nColours; c++ {
		if shops[c] > tilesPerShop {
			return fmt.Errorf("position: mall: %d %s shops, only %d tiles exist", shops[c], shopNames[c], tilesPerShop)
		}
		if tenants[c] > tokensPerKind {
			return fmt.Errorf("position: mall: %d %s tokens, only %d exist", tenants[c], tenantNames[c], tokensPerKind)
		}
	}
	wantStorage, wantLocker := 0, 0
	if s.n <= 4 {
		wantStorage = 3
	}
	if s.n == 3 {
		wantLocker = 3
	}
	// A random board may still be waiting for its rooms (setup).
	if (storage != wantStorage && !(s.randomBoard && storage == 0)) || (locker != wantLocker && !(s.randomBoard && locker == 0)) {
		return fmt.Errorf("position: mall: %d storage and %d locker room spaces; %d players use %d and %d",
			storage, locker, s.n, wantStorage, wantLocker)
	}
	if !connected(&s.board) {
		return fmt.Errorf("position: mall: the rooms cut the mall in two")
	}
	return nil
}

func (s *State) readTurn(p *Position) error {
	n := int(s.n)
	f := func(name string) posErr { return posErr{name} }
	stage := -1
	for i, name := range stageNames {
		if name == p.Stage {
			stage = i
		}
	}
	if stage < 0 {
		return f("stage").fail("unknown stage %q", p.Stage)
	}
	s.stage = uint8(stage)
	if p.First < -1 || p.First >= n || (p.First < 0 && s.stage != stSetup) {
		return f("first").fail("%d is not a seat", p.First)
	}
	s.first = int8(p.First)
	if p.Active < 0 || p.Active >= n {
		return f("active").fail("%d is not a seat", p.Active)
	}
	s.active = int8(p.Active)
	if s.stage == stCleanup {
		switch p.CleanupNext {
		case "discard":
			s.cleanupNext = stDiscard
		case "end_turn":
			s.cleanupNext = stEndTurn
		default:
			return f("cleanup_next").fail("want discard or end_turn, got %q", p.CleanupNext)
		}
	} else if p.CleanupNext != "" {
		return f("cleanup_next").fail("only used in the cleanup stage")
	}
	s.progress, s.didOffer, s.didValidate, s.refreshed = p.Progress, p.DidOffer, p.DidValidate, p.Refreshed
	if len(p.Bids) != n {
		return f("bids").fail("%d entries for %d players", len(p.Bids), n)
	}
	for i, b := range p.Bids {
		if b < -1 || b > int(s.seats[i].coins) && s.stage == stBid || b > 5*n {
			return f(fmt.Sprintf("bids[%d]", i)).fail("%d is not a possible bid", b)
		}
		s.bids[i] = int8(b)
	}
	for i := n; i < len(s.bids); i++ {
		s.bids[i] = -1
	}
	for _, b := range p.Bidders {
		if b < 0 || b >= n || s.bidders&(1<<b) != 0 {
			return f("bidders").fail("%d is not a seat, or is listed twice", b)
		}
		s.bidders |= 1 << b
	}
	offered := sum(s.offer[:])
	s.queue = [3]int8{noSeat, noSeat, noSeat}
	switch s.stage {
	case stBid:
		if p.OfferSize < 2 || p.OfferSize > 3 || offered != p.OfferSize {
			return f("offer").fail("an auction needs 2 or 3 offered cards, offer_size %d, %d listed", p.OfferSize, offered)
		}
		want := uint8(0)
		for i := 0; i < n; i++ {
			if i != p.Active || n == 3 {
				want |= 1 << i
			}
		}
		if s.bidders != want {
			return f("bidders").fail("the bidders are every seat but the active one (with 3 players, every seat)")
		}
		if len(p.Queue) != 0 || p.QueuePos != 0 {
			return f("queue").fail("must be empty during bidding")
		}
	case stPlay:
		if p.OfferSize < 1 || p.OfferSize > 3 || p.QueuePos < 0 || p.QueuePos >= p.OfferSize ||
			offered != p.OfferSize-p.QueuePos || len(p.Queue) != offered {
			return f("offer").fail("offer_size %d, queue_pos %d, %d cards left and %d players queued do not fit",
				p.OfferSize, p.QueuePos, offered, len(p.Queue))
		}
		for k, q := range p.Queue {
			if q < 0 || q >= n {
				return f(fmt.Sprintf("queue[%d]", k)).fail("%d is not a seat", q)
			}
			s.queue[p.QueuePos+k] = int8(q)
		}
		if s.bidders != 0 {
			return f("bidders").fail("must be empty once the bids are revealed")
		}
	default:
		if offered != 0 || p.OfferSize != 0 || len(p.Queue) != 0 || p.QueuePos != 0 || s.bidders != 0 {
			return f("offer").fail("no auction is under way in stage %q", p.Stage)
		}
	}
	s.offerLen, s.queuePos = uint8(p.OfferSize), uint8(p.QueuePos)
	// The count stops at stallRounds×N, when the guard starts a final round.
	if p.Stall < 0 || p.Stall > stallRounds*n || (p.Stall == stallRounds*n && !p.FinalArmed) {
		return f("stall").fail("%d, want 0 to %d (%d only once the final round is armed)", p.Stall, stallRounds*n-1, stallRounds*n)
	}
	s.stall = uint8(p.Stall)
	if p.FinalLeft < 0 || p.FinalLeft > n || (p.FinalLeft > 0 && !p.FinalArmed) || (p.FinalArmed && p.FinalLeft == 0 && p.Stage != "over") {
		return f("final_round_turns_left").fail("%d does not fit", p.FinalLeft)
	}
	s.finalArmed, s.finalLeft = p.FinalArmed, uint8(p.FinalLeft)
	ended := -1
	for i, name := range endNames {
		if name == p.Ended {
			ended = i
		}
	}
	if ended < 0 || (ended == int(endNone)) != (s.stage != stOver) {
		return f("ended").fail("%q does not fit stage %q", p.Ended, p.Stage)
	}
	s.ended = uint8(ended)
	return nil
}

// checkSetup makes sure a position in stage setup can finish its setup: it
// deals the rest on a copy (first outcome each time) and fails if setup is
// already complete, is not in phase 1, or reaches a draw with nothing to draw.
func (s *State) checkSetup() error {
	if s.phase != 1 {
		return fmt.Errorf("setup happens in phase 1, not phase %d", s.phase)
	}
	c := *s
	if !c.setupStep() {
		return fmt.Errorf("setup is complete in this position; it cannot be in stage setup")
	}
	for steps := 0; c.stage == stSetup; steps++ {
		outs := c.ChanceOutcomes()
		if len(outs) == 0 || steps > 200 {
			return fmt.Errorf("setup cannot finish: %s has no possible outcome", chanceNames[c.chance])
		}
		m, err := c.parseChance(outs[0].Move)
		if err != nil {
			return err
		}
		c.doChance(m)
		c.setupStep()
	}
	return nil
}
