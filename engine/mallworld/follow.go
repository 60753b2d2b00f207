package mallworld

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Redacted steps of Mall World (engine.FollowRules).
//
// A viewer is a seat or a spectator (Seats()). A redacted step is the real
// step, but for these:
//
//	card          an amenity card dealt into another seat's hand (setup)
//	special       a special contract dealt to another seat (setup)
//	sealed        another seat's bid, while the auction waits for more bids
//	bids B0 … Bn-1  the auction's last bid, for every viewer: each seat's
//	              bid in seat order, "-" for a seat that does not bid
//
// Every other step is public in the game (a card offered or thrown away
// from a hand, a contract accepted or validated, a card drawn to the
// display, a contract drawn into the lobby, a card taken from an over-full
// hand) and is sent as it is: the view takes the named cards from the
// hidden hand's count.
//
// One thing is added to any step: after a step the game goes on by itself
// until someone must decide, and it passes over action 2 (develop) or 3
// (the display) of a seat that has no choice there. Whether another seat
// has a choice may depend on its hidden hand and coins (publicStop says
// when it does not), so a step after which the game passed over K such
// actions of seats the viewer cannot see ends with " skip K"; the view
// passes over K of them and stops at the next.
// Passing over them shows nothing the view does not show afterwards (the
// game stands at a later action).

// Words of the redacted steps.
const (
	HiddenCard    = "card"
	HiddenSpecial = "special"
	SealedBid     = "sealed"
	BidsWord      = "bids"
	SkipWord      = "skip"
	CoinsWord     = "coins"
	noBidWord     = "-"
)

// FollowRules gives Mall World's engine.FollowRules, for
// engine.RegisterFollow (games.RegisterFollowers registers them).
func FollowRules() engine.FollowRules {
	return engine.FollowRulesOf((*State).redactStep, (*State).followStep)
}

// followPath records (on a full state) or replays (on a view) the answers
// to "does the active seat have a choice at action 2 or 3?" that advance
// asks on the way to the next decision.
type followPath struct {
	replay bool
	viewer int // replay: the view's seat (or Seats() for a spectator)
	// record: every answer, in order
	points []followPoint
	// replay: answers for seats other than viewer: skip the first skips,
	// stop at the next one
	skips, used int
}

type followPoint struct {
	seat int
	stop bool
}

// stops answers the question for s's active seat: the real answer, or on a
// view for another seat, the one the redacted step gives.
func (f *followPath) stops(s *State, sc *summaryCache) bool {
	seat := int(s.active)
	if stop, known := s.publicStop(); known {
		return stop // every view knows it: nothing to record
	}
	if f.replay && seat != f.viewer {
		if f.used < f.skips {
			f.used++
			return false
		}
		return true
	}
	var stop bool
	if s.stage == stDevelop {
		stop = s.canValidateAny() || s.canOfferAny(sc)
	} else {
		stop = s.anyDiscardChoice(sc)
	}
	if !f.replay {
		f.points = append(f.points, followPoint{seat, stop})
	}
	return stop
}

// publicStop answers the question where the answer does not depend on the
// active seat's hidden hand and coins: at action 2 once the seat may
// neither offer nor validate any more, at action 3 while its hand has room
// for a card of the display.
func (s *State) publicStop() (stop, known bool) {
	if s.stage == stDevelop {
		return false, !s.mayOffer() && !s.mayValidate()
	}
	return true, s.seats[s.active].handSize() < handLimit && sum(s.display[:]) > 0
}

// redactStep is the Redact of FollowRules.
func (s *State) redactStep(viewer, seat int, move string) (engine.Step, error) {
	if s.viewer >= 0 {
		return engine.Step{}, fmt.Errorf("only the full state redacts: this is a view")
	}
	if viewer < 0 || viewer > int(s.n) {
		return engine.Step{}, fmt.Errorf("viewer %d does not exist (seats 0 to %d, %d for a spectator)", viewer, s.n-1, s.n)
	}
	after := *s
	f := &followPath{}
	if err := after.apply(seat, move, f); err != nil {
		return engine.Step{}, err
	}
	out := move
	switch {
	case seat == engine.Chance:
		if s.chance == chHand && s.nextDealSeat() != viewer {
			out = HiddenCard
		}
		if s.chance == chSpecial && s.nextSpecialSeat() != viewer {
			out = HiddenSpecial
		}
	case s.stage == stBid && after.stage == stBid:
		if seat != viewer {
			out = SealedBid
		}
	case s.stage == stBid:
		words := []string{BidsWord}
		for i := 0; i < int(s.n); i++ {
			if s.bidders&(1<<i) == 0 {
				words = append(words, noBidWord)
			} else {
				words = append(words, itoa(int(after.bids[i])))
			}
		}
		out = strings.Join(words, " ")
	}
	skips := 0
	for _, p := range f.points {
		if p.seat != viewer && !p.stop {
			skips++
		}
	}
	if skips > 0 {
		out += " " + SkipWord + " " + itoa(skips)
	}
	if after.stage == stOver {
		// The final scoring counts the coins in hand openly.
		out += " " + CoinsWord
		for i := 0; i < int(s.n); i++ {
			out += " " + itoa(int(after.seats[i].coins))
		}
	}
	return engine.Step{Seat: seat, Move: out}, nil
}

// followStep is the Follow of FollowRules.
func (v *State) followStep(st engine.Step) error {
	if v.viewer < 0 {
		return fmt.Errorf("a full state applies the real steps")
	}
	viewer := int(v.viewer)
	if viewer < int(v.n) && v.seats[viewer].coins < 0 {
		return fmt.Errorf("a view of a view hides its own seat's hand and cannot follow")
	}
	if err := engine.ValidMoveText(st.Move); err != nil {
		return err
	}
	if v.stage == stOver {
		return fmt.Errorf("the game is over")
	}
	text, coins, err := splitCoins(st.Move, int(v.n))
	if err != nil {
		return err
	}
	text, skips, err := splitSkip(text)
	if err != nil {
		return err
	}
	next := *v
	f := &followPath{replay: true, viewer: viewer, skips: skips}
	if v.chance != chNone {
		if st.Seat != engine.Chance {
			return fmt.Errorf("%s does not act now: the game waits for a chance event", engine.SeatName(st.Seat))
		}
		err = next.followChance(text, f)
	} else {
		if st.Seat == engine.Chance || !v.acts(st.Seat) {
			return fmt.Errorf("%s does not act now (waiting for %s)", engine.SeatName(st.Seat), engine.WaitingFor(v.Decision()))
		}
		err = next.followMove(st.Seat, text, f)
	}
	if err != nil {
		return err
	}
	if f.used != f.skips {
		return fmt.Errorf("%q: the step passes over %d actions of seats this view cannot see, but the game stopped after %d", st.Move, f.skips, f.used)
	}
	next.redact(viewer)
	if err := next.showCoins(st.Move, coins); err != nil {
		return err
	}
	*v = next
	return nil
}

// splitSkip parses the " skip K" ending of a redacted step.
func splitSkip(move string) (string, int, error) {
	i := strings.LastIndex(move, " "+SkipWord+" ")
	if i < 0 {
		return move, 0, nil
	}
	k, ok := wholeNumber(move[i+len(SkipWord)+2:], 999)
	if !ok || k == 0 {
		return "", 0, fmt.Errorf("%q: %q ends with %q and a count from 1 to 999", move, SkipWord, SkipWord)
	}
	return move[:i], k, nil
}

// pendingChance works out the chance event a view waits for (the view
// writes it as hidden): advance, run again on a copy, stops at it again.
func (v *State) pendingChance() (uint8, error) {
	c := *v
	c.advanceWith(&summaryCache{follow: &followPath{replay: true, viewer: int(v.viewer)}})
	if c.chance == chNone || c.chance == chHidden {
		return 0, fmt.Errorf("the view cannot tell which chance event comes now")
	}
	return c.chance, nil
}

// followChance applies a redacted chance outcome to the view.
func (v *State) followChance(text string, f *followPath) error {
	kind, err := v.pendingChance()
	if err != nil {
		return err
	}
	viewer := int(v.viewer)
	switch kind {
	case chDisplay, chHand:
		to := -1
		if kind == chHand {
			to = v.nextDealSeat()
		}
		if v.draw[nCardTypes] == 0 {
			return fmt.Errorf("%q: the draw pile is empty", text)
		}
		var t int
		if to >= 0 && to != viewer {
			if text != HiddenCard {
				return fmt.Errorf("%q: a card dealt to %s reaches this view as %q", text, engine.SeatName(to), HiddenCard)
			}
			t = nCardTypes // the hidden count
		} else if t, err = v.unseenCard(text); err != nil {
			return err
		}
		v.draw[nCardTypes]--
		if kind == chDisplay {
			v.display[t]++
		} else {
			v.seats[to].hand[t]++
		}
	case chSpecial:
		to := v.nextSpecialSeat()
		if to != viewer {
			if text != HiddenSpecial {
				return fmt.Errorf("%q: a special dealt to %s reaches this view as %q", text, engine.SeatName(to), HiddenSpecial)
			}
			v.seats[to].special = hiddenSpecial
			break
		}
		id, err := v.unseenContract(text, Special)
		if err != nil {
			return err
		}
		v.seats[to].special = uint8(id)
	case chLobby:
		want := Placement
		if v.placeLeft == 0 {
			want = Rental
		}
		id, err := v.unseenContract(text, want)
		if err != nil {
			return err
		}
		if v.placeLeft > 0 {
			v.placeLeft--
		} else {
			v.rentLeft--
		}
		v.lobby[v.lobbyLen] = uint8(id)
		v.lobbyLen++
	case chRepair:
		from := v.handOver()
		if from == viewer {
			return v.publicChance(kind, text, f)
		}
		p := &v.seats[from]
		if p.hand[nCardTypes] == 0 {
			return fmt.Errorf("%q: %s's hand holds no hidden card", text, engine.SeatName(from))
		}
		if _, isContract := parseContract(text); isContract {
			id, err := v.unseenContract(text, Placement, Rental)
			if err != nil {
				return err
			}
			v.contractBox |= 1 << id
		} else {
			t, err := v.unseenCard(text)
			if err != nil {
				return err
			}
			v.discard[t]++
		}
		p.hand[nCardTypes]--
	default: // the board, the tokens, the first player: public
		return v.publicChance(kind, text, f)
	}
	v.chance = chNone
	v.advanceWith(&summaryCache{follow: f})
	return nil
}

// publicChance applies an outcome the view can check as the full state
// does.
func (v *State) publicChance(kind uint8, text string, f *followPath) error {
	v.chance = kind
	m, err := v.parseChance(text)
	if err != nil {
		return err
	}
	v.doChance(m)
	v.advanceWith(&summaryCache{follow: f})
	return nil
}

// followMove applies a redacted seat's move to the view.
func (v *State) followMove(seat int, text string, f *followPath) error {
	if v.stage == stBid {
		return v.followBid(seat, text, f)
	}
	m, ok := lookupMove(text)
	if !ok {
		var err error
		if m, err = parseMove(text); err != nil {
			return err
		}
	}
	hidden := seat != int(v.viewer)
	if hidden {
		if err := v.lift(seat, m); err != nil {
			return fmt.Errorf("%s: %v", text, err)
		}
	}
	sc := summaryCache{follow: f}
	if err := v.check(seat, m, &sc); err != nil {
		return fmt.Errorf("%s: %w", text, err)
	}
	v.do(seat, m)
	if m.kind == mvBuild || m.kind == mvRent {
		sc.valid = false
	}
	if hidden {
		v.hide(seat)
	}
	v.advanceWith(&sc)
	return nil
}

// liftCoins stand for a hidden seat's coins while the view checks and plays
// its move (a single offer or a refresh costs coins the view cannot see).
const liftCoins = 100

// lift moves out of seat's hidden holdings what its public move m names
// (the cards it offers or throws away, the contract it validates), so that
// the view can check and play m as the full state does.
func (v *State) lift(seat int, m move) error {
	p := &v.seats[seat]
	p.coins = liftCoins
	switch m.kind {
	case mvOffer, mvTrash:
		cards := m.cards[:m.nCards]
		if m.kind == mvTrash {
			cards = []int8{m.card}
		}
		var need [nCardTypes]int
		for _, t := range cards {
			need[t]++
			if need[t] > v.unseenCount(int(t)) {
				return fmt.Errorf("this view shows every %s card elsewhere", CardTypes[t].Code)
			}
		}
		if len(cards) > int(p.hand[nCardTypes]) {
			return fmt.Errorf("%s holds %d cards", engine.SeatName(seat), p.hand[nCardTypes])
		}
		for _, t := range cards {
			p.hand[nCardTypes]--
			p.hand[t]++
		}
	case mvValidate:
		id := int(m.contract)
		if v.shownContracts()&(1<<id) != 0 {
			return fmt.Errorf("this view shows %s elsewhere", Contracts[id].ID)
		}
		if contractKind(id) == Special {
			if p.special != hiddenSpecial {
				return fmt.Errorf("%s holds no special contract", engine.SeatName(seat))
			}
			p.special = uint8(id)
			break
		}
		if p.hand[nCardTypes] == 0 {
			return fmt.Errorf("%s holds no card", engine.SeatName(seat))
		}
		p.hand[nCardTypes]--
		p.contracts |= 1 << id
	}
	return nil
}

// hide puts seat's holdings back out of the view's sight.
func (v *State) hide(seat int) {
	p := &v.seats[seat]
	p.hand[nCardTypes] += uint8(sum(p.hand[:nCardTypes]) + bits.OnesCount32(p.contracts))
	for t := 0; t < nCardTypes; t++ {
		p.hand[t] = 0
	}
	p.contracts = 0
	p.coins = -1
	if p.special != noContract {
		p.special = hiddenSpecial
	}
}

// followBid applies a redacted bid: the view's own bid, another seat's
// sealed bid, or the auction's last bid with all of them.
func (v *State) followBid(seat int, text string, f *followPath) error {
	viewer := int(v.viewer)
	last := true
	for i := 0; i < int(v.n); i++ {
		if i != seat && v.bidders&(1<<i) != 0 && v.bids[i] == -1 {
			last = false
		}
	}
	words := strings.Split(text, " ")
	switch {
	case words[0] == BidsWord:
		if !last {
			return fmt.Errorf("%q: the bids come with the auction's last bid, and %s are still to bid", text, engine.WaitingFor(v.Decision()))
		}
		if len(words) != int(v.n)+1 {
			return fmt.Errorf("%q: want a bid or %q for each of %d seats", text, noBidWord, v.n)
		}
		bids := v.bids
		for i, w := range words[1:] {
			if v.bidders&(1<<i) == 0 {
				if w != noBidWord {
					return fmt.Errorf("%q: %s does not bid in this auction (%q)", text, engine.SeatName(i), noBidWord)
				}
				continue
			}
			b, ok := wholeNumber(w, startCoins*int(v.n))
			if !ok {
				return fmt.Errorf("%q: %s's bid %q is not a number from 0 to %d", text, engine.SeatName(i), w, startCoins*int(v.n))
			}
			if i == viewer && i != seat && int(v.bids[i]) != b {
				return fmt.Errorf("%q: %s bid %d here", text, engine.SeatName(i), v.bids[i])
			}
			if i == viewer && i == seat && b > int(v.seats[i].coins) {
				return fmt.Errorf("%q: bid %d is more than %s's %d coins", text, b, engine.SeatName(i), v.seats[i].coins)
			}
			bids[i] = int8(b)
		}
		v.bids = bids
		v.advanceWith(&summaryCache{follow: f})
		return nil
	case last:
		return fmt.Errorf("%q: the auction's last bid comes with every bid (%q)", text, BidsWord+" …")
	case text == SealedBid:
		if seat == viewer {
			return fmt.Errorf("this view's own bid is not sealed from it")
		}
		v.bids[seat] = -2
	case seat != viewer:
		return fmt.Errorf("%q: another seat's bid reaches this view as %q", text, SealedBid)
	default:
		m, err := parseMove(text)
		if err != nil {
			return err
		}
		if err := v.check(seat, m, &summaryCache{}); err != nil {
			return fmt.Errorf("%s: %w", text, err)
		}
		v.do(seat, m)
	}
	v.advanceWith(&summaryCache{follow: f})
	return nil
}

// unseenCount is how many cards of type t this state does not show.
func (s *State) unseenCount(t int) int {
	n := copiesEach - int(s.draw[t]) - int(s.display[t]) - int(s.discard[t]) - int(s.boxed[t]) - int(s.offer[t])
	for i := 0; i < int(s.n); i++ {
		n -= int(s.seats[i].hand[t])
	}
	return n
}

// unseenCard reads a card type the view does not show all copies of.
func (s *State) unseenCard(text string) (int, error) {
	t, ok := parseCardType(text)
	if !ok {
		return 0, fmt.Errorf("%q is not an amenity card", text)
	}
	if s.unseenCount(t) < 1 {
		return 0, fmt.Errorf("%q: this view shows every %s card elsewhere", text, text)
	}
	return t, nil
}

// shownContracts are the contracts this state shows (or holds in a pool).
func (s *State) shownContracts() uint32 {
	shown := s.contractBox | s.placePool | s.rentPool | s.specialPool
	for i := 0; i < int(s.lobbyLen); i++ {
		shown |= 1 << s.lobby[i]
	}
	for i := 0; i < int(s.n); i++ {
		p := &s.seats[i]
		shown |= p.contracts | p.validated
		if p.special != noContract && p.special != hiddenSpecial {
			shown |= 1 << p.special
		}
	}
	return shown
}

// unseenContract reads a contract of one of the kinds that the view does
// not show.
func (s *State) unseenContract(text string, kinds ...ContractKind) (int, error) {
	id, ok := parseContract(text)
	if !ok {
		return 0, fmt.Errorf("%q is not a contract", text)
	}
	kindOK := false
	for _, k := range kinds {
		kindOK = kindOK || contractKind(id) == k
	}
	if !kindOK {
		return 0, fmt.Errorf("%q: not the kind of contract that comes now", text)
	}
	if s.shownContracts()&(1<<id) != 0 {
		return 0, fmt.Errorf("%q: this view shows %s elsewhere", text, text)
	}
	return id, nil
}
