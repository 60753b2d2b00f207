package mallworld

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
)

// determinizeTries bounds the samples drawn for one Determinize: a sample
// the view rules out (the seat the view waits for could not act in it) is
// drawn again.
const determinizeTries = 2000

var _ engine.Determinizer = (*State)(nil)

// Determinize implements engine.Determinizer. On a view it samples, with rng
// only, a full state whose view is this one:
//
//   - the amenity cards the view does not show (4 of each type minus the
//     display, discard, box, offer and the hands it shows) go uniformly at
//     random to the draw pile and the hidden hands; since the draw pile's
//     size is public, so is the number of amenity cards in the hidden hands,
//     and the rest of their hidden cards are placement and rental contracts;
//   - the contracts it does not show (not in the lobby, the box, a shown hand
//     or a validated area) go uniformly to the hidden hands and the pools,
//     with as many of each kind left in the pools as the pile still yields
//     (plus the 3 of each kind that never come out with 3 players);
//   - the specials it does not show go uniformly to the seats whose special
//     is hidden, the rest to the undealt specials;
//   - the coins: 5 per seat are in play, so the hidden seats hold 5·N minus
//     the black box and the shown coins between them, split uniformly over
//     all the ways to split them (each split equally likely); a sealed bid
//     not yet revealed is uniform from 0 to its seat's sampled coins.
//
// A sample in which the game would not wait where the view waits (say the
// seat whose turn it is could neither offer nor validate with its sampled
// hand and coins) is drawn again, so the sample is the natural deal
// conditioned on the view. When the view's own bid completed an auction
// whose other bids it cannot see, the sample resolves the auction with the
// sampled bids. A full state gives a copy.
func (s *State) Determinize(rng *rand.Rand) (engine.State, error) {
	d, err := s.DeterminizeState(rng)
	if err != nil {
		return nil, err
	}
	return d, nil
}

// DeterminizeState is Determinize with the concrete type.
func (s *State) DeterminizeState(rng *rand.Rand) (*State, error) {
	if s.viewer < 0 {
		return s.Copy(), nil
	}
	if s.stage == stOver {
		return nil, fmt.Errorf("mallworld: determinize: the game is over: there is nothing left to sample")
	}
	u, err := s.unseen()
	if err != nil {
		return nil, fmt.Errorf("mallworld: determinize: %v", err)
	}
	want := s.normalView()
	// The view's own bid completed an auction it cannot see the other bids
	// of: the sample goes on and resolves it.
	resolves := s.stage == stBid && s.chance == chHidden
	for i := 0; i < int(s.n); i++ {
		resolves = resolves && (s.bidders&(1<<i) == 0 || s.bids[i] != -1)
	}
	for try := 0; try < determinizeTries; try++ {
		c, ok := s.sample(&u, rng)
		if !ok || c.redactLike(s).normalView() != want {
			continue
		}
		c.advance()
		if !resolves && c.redactLike(s).normalView() != want {
			continue // the game would not wait where the view waits
		}
		if !c.canGoOn() {
			continue
		}
		return c, nil
	}
	return nil, fmt.Errorf("mallworld: determinize: no full state fits this view of seat %d in %d samples (has the view played on past what it cannot see?)", s.viewer, determinizeTries)
}

// unseenParts is what a view does not show, computed once per Determinize.
type unseenParts struct {
	amenity     []uint8 // the unseen amenity cards by type, one entry per card
	drawHidden  int     // cards of the draw pile
	handAmenity int     // amenity cards in the hidden hands
	handSlots   [5]int  // hidden cards per seat
	slots       int     // hidden hand cards in all
	placements  []uint8 // unseen placement contracts
	rentals     []uint8 // unseen rental contracts
	handPlace   int     // placements in the hidden hands, -1: any number the pools allow
	specials    []uint8 // unseen specials
	specialTo   []int   // seats whose special is hidden
	coinsTo     []int   // seats whose coins are hidden
	coins       int     // coins the hidden seats hold between them
}

// unseen works out what the view hides and how much of it goes where.
func (s *State) unseen() (unseenParts, error) {
	var u unseenParts
	n := int(s.n)
	for t := 0; t < nCardTypes; t++ {
		left := copiesEach - int(s.draw[t]) - int(s.display[t]) - int(s.discard[t]) - int(s.boxed[t]) - int(s.offer[t])
		for i := 0; i < n; i++ {
			left -= int(s.seats[i].hand[t])
		}
		if left < 0 {
			return u, fmt.Errorf("more %s cards are shown than exist", CardTypes[t].Code)
		}
		for k := 0; k < left; k++ {
			u.amenity = append(u.amenity, uint8(t))
		}
	}
	u.drawHidden = int(s.draw[nCardTypes])
	for i := 0; i < n; i++ {
		u.handSlots[i] = int(s.seats[i].hand[nCardTypes])
		u.slots += u.handSlots[i]
	}
	u.handAmenity = len(u.amenity) - u.drawHidden
	if u.handAmenity < 0 || u.handAmenity > u.slots {
		return u, fmt.Errorf("%d unseen amenity cards do not fit a draw pile of %d and %d hidden hand cards", len(u.amenity), u.drawHidden, u.slots)
	}

	seen := s.contractBox | s.placePool | s.rentPool | s.specialPool
	for i := 0; i < int(s.lobbyLen); i++ {
		seen |= 1 << s.lobby[i]
	}
	for i := 0; i < n; i++ {
		p := &s.seats[i]
		seen |= p.contracts | p.validated
		switch p.special {
		case noContract:
		case hiddenSpecial:
			u.specialTo = append(u.specialTo, i)
		default:
			seen |= 1 << p.special
		}
		if p.coins < 0 {
			u.coinsTo = append(u.coinsTo, i)
		}
	}
	forBits(allPlacements&^seen, func(id int) { u.placements = append(u.placements, uint8(id)) })
	forBits(allRentals&^seen, func(id int) { u.rentals = append(u.rentals, uint8(id)) })
	forBits(allSpecials&^seen, func(id int) { u.specials = append(u.specials, uint8(id)) })
	if s.placePool|s.rentPool|s.specialPool != 0 {
		return u, fmt.Errorf("the view shows contract pools: not a view")
	}
	handContracts := u.slots - u.handAmenity
	if len(u.placements)+len(u.rentals)-handContracts < int(s.placeLeft)+int(s.rentLeft) {
		return u, fmt.Errorf("%d unseen contracts do not fit %d hidden hand contracts and a pile of %d", len(u.placements)+len(u.rentals), handContracts, s.pileSize())
	}
	// The pools hold what the pile yields, plus, with 3 players, the 3 of
	// each kind that never come out. A position that does not keep to
	// this (an imported one) gets any split the pools allow.
	extra := 0
	if n == 3 {
		extra = 3
	}
	hp := len(u.placements) - int(s.placeLeft) - extra
	hr := len(u.rentals) - int(s.rentLeft) - extra
	u.handPlace = -1
	if hp >= 0 && hr >= 0 && hp+hr == handContracts {
		u.handPlace = hp
	}
	if len(u.specials) < len(u.specialTo) {
		return u, fmt.Errorf("%d hidden specials but %d unseen", len(u.specialTo), len(u.specials))
	}

	u.coins = startCoins * n
	for i := 0; i < n; i++ {
		if c := s.seats[i].coins; c >= 0 {
			u.coins -= int(c)
		}
	}
	u.coins -= int(s.blackBox)
	if u.coins < 0 {
		return u, fmt.Errorf("more coins are shown than exist")
	}
	return u, nil
}

// sample draws one full state for the view s (not yet advanced); false if
// the draw leaves a contract pool smaller than what the pile yields.
func (s *State) sample(u *unseenParts, rng *rand.Rand) (*State, bool) {
	c := *s
	c.viewer = -1
	n := int(s.n)

	// Amenity cards: the first handAmenity of a shuffle go to the hands.
	amenity := append([]uint8(nil), u.amenity...)
	rng.Shuffle(len(amenity), func(i, j int) { amenity[i], amenity[j] = amenity[j], amenity[i] })
	c.draw[nCardTypes] = 0
	for _, t := range amenity[u.handAmenity:] {
		c.draw[t]++
	}

	// Contracts for the hands, the rest to the pools.
	handContracts := u.slots - u.handAmenity
	var inHands []uint8
	place := append([]uint8(nil), u.placements...)
	rent := append([]uint8(nil), u.rentals...)
	if u.handPlace >= 0 {
		rng.Shuffle(len(place), func(i, j int) { place[i], place[j] = place[j], place[i] })
		rng.Shuffle(len(rent), func(i, j int) { rent[i], rent[j] = rent[j], rent[i] })
		inHands = append(inHands, place[:u.handPlace]...)
		inHands = append(inHands, rent[:handContracts-u.handPlace]...)
		place, rent = place[u.handPlace:], rent[handContracts-u.handPlace:]
	} else {
		all := append(place, rent...)
		rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		inHands = all[:handContracts]
		place, rent = nil, nil
		for _, id := range all[handContracts:] {
			if contractKind(int(id)) == Placement {
				place = append(place, id)
			} else {
				rent = append(rent, id)
			}
		}
	}
	if len(place) < int(s.placeLeft) || len(rent) < int(s.rentLeft) {
		return nil, false
	}
	for _, id := range place {
		c.placePool |= 1 << id
	}
	for _, id := range rent {
		c.rentPool |= 1 << id
	}

	// Deal the hidden hand cards: amenity cards and contracts, shuffled.
	items := make([]int, 0, u.slots)
	for _, t := range amenity[:u.handAmenity] {
		items = append(items, int(t))
	}
	for _, id := range inHands {
		items = append(items, 100+int(id))
	}
	rng.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	k := 0
	for i := 0; i < n; i++ {
		p := &c.seats[i]
		p.hand[nCardTypes] = 0
		for j := 0; j < u.handSlots[i]; j++ {
			if it := items[k]; it >= 100 {
				p.contracts |= 1 << (it - 100)
			} else {
				p.hand[it]++
			}
			k++
		}
	}

	// Specials.
	specials := append([]uint8(nil), u.specials...)
	rng.Shuffle(len(specials), func(i, j int) { specials[i], specials[j] = specials[j], specials[i] })
	for k, i := range u.specialTo {
		c.seats[i].special = specials[k]
	}
	for _, id := range specials[len(u.specialTo):] {
		c.specialPool |= 1 << id
	}

	// Coins: a uniform split of u.coins among the hidden seats (stars and
	// bars: len-1 bars among coins+len-1 places), then the hidden bids.
	if h := len(u.coinsTo); h > 0 {
		parts := splitUniform(u.coins, h, rng)
		for k, i := range u.coinsTo {
			c.seats[i].coins = int8(parts[k])
		}
	}
	for i := 0; i < n; i++ {
		if c.bids[i] == -2 {
			c.bids[i] = int8(rng.IntN(int(c.seats[i].coins) + 1))
		}
	}
	return &c, true
}

// splitUniform splits total into parts non-negative parts, each of the
// C(total+parts-1, parts-1) splits equally likely.
func splitUniform(total, parts int, rng *rand.Rand) []int {
	out := make([]int, parts)
	places := total + parts - 1
	// Choose parts-1 bar places out of places: Floyd's algorithm keeps the
	// draws to parts-1.
	var bars uint64
	for j := places - (parts - 1); j < places; j++ {
		t := rng.IntN(j + 1)
		if bars&(1<<t) != 0 {
			t = j
		}
		bars |= 1 << t
	}
	part := 0
	for i := 0; i < places; i++ {
		if bars&(1<<i) != 0 {
			part++
		} else {
			out[part]++
		}
	}
	return out
}

// redactLike is the view of c that hides what v hides: v's seat's view, or,
// when v hides its own seat's hand too (a view of a view), every seat's.
func (c *State) redactLike(v *State) *State {
	who := int(v.viewer)
	if who < int(v.n) && v.seats[who].coins < 0 {
		who = 127 // a seat that does not exist: everything is hidden
	}
	r := c.viewOf(who)
	r.viewer = v.viewer
	return &r
}

// stateBytes is a state's hashed byte layout (appendBinary) as a comparable
// value: two states have the same Hash exactly when these are equal, and
// comparing them costs no SHA-256.
type stateBytes struct {
	n int
	b [320]byte
}

// normalView is the byte layout of a view with any pending chance event
// written as hidden: a view that played its own move into a chance event
// still names the event, where the view of the full state says "hidden".
func (s *State) normalView() stateBytes {
	c := *s
	if c.chance != chNone {
		c.chance = chHidden
	}
	var out stateBytes
	out.n = len(c.appendBinary(out.b[:0]))
	if out.n > len(out.b) {
		panic("mallworld: the state's byte layout outgrew stateBytes")
	}
	return out
}

// canGoOn reports whether the full state c can take its decision: a chance
// event has outcomes, and every seat that must act has a legal move.
func (c *State) canGoOn() bool {
	switch d := c.Decision(); d.Kind {
	case engine.ChanceNode:
		return len(c.ChanceOutcomes()) > 0
	case engine.Turn, engine.Simultaneous:
		for _, seat := range d.Seats {
			var buf [legalBuf]textRef
			if len(c.legal(seat, buf[:0])) == 0 {
				return false
			}
		}
	}
	return true
}
