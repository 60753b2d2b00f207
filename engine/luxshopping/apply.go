package luxshopping

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Decision implements engine.State. A turn's Seats list is shared (see
// seatIDs): callers read it and never write it.
func (s *State) Decision() engine.Decision {
	switch s.phase {
	case phOver:
		return engine.Decision{Kind: engine.Terminal}
	case phDeal, phFirst, phDice, phCard, phFree:
		return engine.Decision{Kind: engine.ChanceNode}
	}
	d := s.decider()
	return engine.Decision{Kind: engine.Turn, Seats: seatIDs[d : d+1 : d+1]}
}

// decider is the seat a decision phase waits for.
func (s *State) decider() int {
	switch s.phase {
	case phGain, phLose, phSell:
		return s.topSeat()
	}
	return int(s.active)
}

// acts reports whether seat decides now (Decision().Acts(seat)).
func (s *State) acts(seat int) bool {
	switch s.phase {
	case phRoll, phBuy, phBuild, phGain, phLose, phSell:
		return seat == s.decider()
	}
	return false
}

// LegalMoves implements engine.State (docs/luxshopping-moves.md). The lists
// of roll and buy are shared: callers must not modify a returned list.
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return s.chanceMoves()
	}
	if !s.acts(seat) {
		return nil
	}
	switch s.phase {
	case phRoll:
		return shared(rollMoves)
	case phBuy:
		return shared(buyMoves)
	case phBuild:
		return s.buildMoves()
	case phGain, phLose:
		gain := s.phase == phGain
		texts := &unsignTexts
		if gain {
			texts = &signTexts
		}
		m := s.signable(seat, gain)
		if m == 0 {
			return nil
		}
		return listShops(m, texts, "")
	case phSell:
		m := s.owned(seat)
		pay := ""
		if s.cash[seat] >= s.topAmount() {
			pay = "pay"
		}
		if m == 0 && pay == "" {
			return nil
		}
		return listShops(m, &sellTexts, pay)
	}
	return nil
}

// listShops lists texts[k] for each shop k of the set m, in increasing
// order, then last if it is not empty.
func listShops(m uint64, texts *[nShops + 1]string, last string) []string {
	n := bits.OnesCount64(m)
	if last != "" {
		n++
	}
	return appendShops(stringChunk.take(n)[:0], m, texts, last)
}

// appendShops is listShops appended to dst.
func appendShops(dst []string, m uint64, texts *[nShops + 1]string, last string) []string {
	for ; m != 0; m &= m - 1 {
		dst = append(dst, texts[bits.TrailingZeros64(m)])
	}
	if last != "" {
		dst = append(dst, last)
	}
	return dst
}

// AppendLegalMoves implements engine.MoveAppender: LegalMoves' texts, from
// the same tables, appended to dst.
func (s *State) AppendLegalMoves(dst []string, seat int) []string {
	if seat == engine.Chance {
		if s.viewer >= 0 {
			return dst
		}
		switch s.phase {
		case phFirst:
			return append(dst, firstMoves...)
		case phDice:
			return append(dst, diceMoves...)
		}
		set, texts, ok := s.drawSet()
		if !ok {
			return dst
		}
		for w, word := range set {
			for ; word != 0; word &= word - 1 {
				dst = append(dst, texts[w*64+bits.TrailingZeros64(word)])
			}
		}
		return dst
	}
	if !s.acts(seat) {
		return dst
	}
	switch s.phase {
	case phRoll:
		return append(dst, rollMoves...)
	case phBuy:
		return append(dst, buyMoves...)
	case phBuild:
		return s.appendBuildMoves(dst)
	case phGain, phLose:
		texts := &unsignTexts
		if s.phase == phGain {
			texts = &signTexts
		}
		return appendShops(dst, s.signable(seat, s.phase == phGain), texts, "")
	case phSell:
		pay := ""
		if s.cash[seat] >= s.topAmount() {
			pay = "pay"
		}
		return appendShops(dst, s.owned(seat), &sellTexts, pay)
	}
	return dst
}

// AppendChanceOutcomes implements engine.OutcomeAppender: ChanceOutcomes
// appended to dst.
func (s *State) AppendChanceOutcomes(dst []engine.Outcome) []engine.Outcome {
	if s.viewer >= 0 {
		return dst
	}
	switch s.phase {
	case phFirst:
		return append(dst, firstOutcomes...)
	case phDice:
		return append(dst, diceOutcomes...)
	}
	set, texts, ok := s.drawSet()
	if !ok {
		return dst
	}
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			dst = append(dst, engine.Outcome{Move: texts[w*64+bits.TrailingZeros64(word)], Weight: 1})
		}
	}
	return dst
}

// chanceMoves is LegalMoves(Chance): the moves of ChanceOutcomes, built
// without the outcome list (the dice and first-roll lists are shared).
func (s *State) chanceMoves() []string {
	if s.viewer >= 0 {
		return nil
	}
	switch s.phase {
	case phFirst:
		return shared(firstMoves)
	case phDice:
		return shared(diceMoves)
	}
	set, texts, ok := s.drawSet()
	if !ok {
		return nil
	}
	out := stringChunk.take(set.count())[:0]
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			out = append(out, texts[w*64+bits.TrailingZeros64(word)])
		}
	}
	return out
}

// ChanceOutcomes implements engine.State; nil for views. The lists of the
// first-player roll and of the dice are shared: callers must not modify
// them.
func (s *State) ChanceOutcomes() []engine.Outcome {
	if s.viewer >= 0 {
		return nil
	}
	switch s.phase {
	case phFirst:
		return shared(firstOutcomes)
	case phDice:
		return shared(diceOutcomes)
	}
	set, texts, ok := s.drawSet()
	if !ok {
		return nil
	}
	out := outcomeChunk.take(set.count())[:0]
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			out = append(out, engine.Outcome{Move: texts[w*64+bits.TrailingZeros64(word)], Weight: 1})
		}
	}
	return out
}

// drawSet gives the outcomes of a deal, a free-shop pick or a card draw,
// each of weight 1: the set of shops or cards drawn among, and the outcome
// text of each number. ok is false in the other phases, and for a deal or
// free-shop pick with no free shop (no outcome: nil, not an empty list).
func (s *State) drawSet() (set cardSet, texts []string, ok bool) {
	switch s.phase {
	case phDeal, phFree:
		texts = dealTexts[:]
		if s.phase == phFree {
			texts = freeTexts[:]
		}
		free := s.free()
		return cardSet{free}, texts, free != 0
	case phCard:
		var f frame
		s.loadTop(&f)
		texts = cardTexts[:]
		if Pile(f.pile) == PileRed {
			texts = redTexts[:]
		}
		return s.piles[f.pile].unseen, texts, true
	}
	return cardSet{}, nil, false
}

// Apply implements engine.State.
func (s *State) Apply(seat int, move string) error {
	if s.phase == phOver {
		return fmt.Errorf("move %q: the game is over", move)
	}
	if seat == engine.Chance {
		if !s.chanceNode() {
			return fmt.Errorf("chance outcome %q: no chance event is pending (waiting for %s)", move, engine.WaitingFor(s.Decision()))
		}
		if s.viewer >= 0 {
			return fmt.Errorf("chance outcome %q: a view cannot resolve chance events", move)
		}
		m := parseMove(move)
		if !s.possible(m) {
			return fmt.Errorf("chance outcome %q is not possible now (%s)", move, s.chanceWords())
		}
		s.applyChance(m)
		return nil
	}
	if !s.acts(seat) {
		return fmt.Errorf("%s cannot move now: waiting for %s", engine.SeatName(seat), engine.WaitingFor(s.Decision()))
	}
	m := parseMove(move)
	if !s.legal(seat, m) {
		legal := s.LegalMoves(seat)
		return engine.Refuse("move %q is not legal now (%s may play: %s)", move, engine.Seat(seat), strings.Join(legal, ", "))
	}
	s.applyDecision(seat, m)
	return nil
}

// chanceNode reports whether the state waits for a chance event.
func (s *State) chanceNode() bool {
	switch s.phase {
	case phDeal, phFirst, phDice, phCard, phFree:
		return true
	}
	return false
}

// legal reports whether m is one of LegalMoves(seat), for the seat that
// decides now.
func (s *State) legal(seat int, m mv) bool {
	switch s.phase {
	case phRoll:
		return m.op == mvRoll
	case phBuy:
		return m.op == mvBuy || m.op == mvPass
	case phBuild:
		switch m.op {
		case mvPass:
			return s.canBuild()
		case mvGallery:
			return s.galleryOK(m.a, m.b)
		case mvMerge:
			return s.mergeOK(m.a)
		}
	case phGain, phLose:
		want := mvUnsign
		if s.phase == phGain {
			want = mvSign
		}
		return m.op == want && int(s.owner[m.a]) == seat && s.hasSign(m.a) == (want == mvUnsign)
	case phSell:
		switch m.op {
		case mvSell:
			return int(s.owner[m.a]) == seat
		case mvPay:
			return s.cash[seat] >= s.topAmount()
		}
	}
	return false
}

// possible reports whether m is one of ChanceOutcomes (on a full state
// waiting for chance).
func (s *State) possible(m mv) bool {
	switch s.phase {
	case phDeal:
		return m.op == mvDeal && s.owner[m.a] < 0
	case phFree:
		return m.op == mvFree && s.owner[m.a] < 0
	case phFirst:
		return m.op == mvFirst
	case phDice:
		return m.op == mvDice
	case phCard:
		var f frame
		s.loadTop(&f)
		want := mvCard
		if Pile(f.pile) == PileRed {
			want = mvRed
		}
		return m.op == want && s.piles[f.pile].unseen.has(m.a)
	}
	return false
}

// applyDecision plays a legal decision.
func (s *State) applyDecision(seat int, m mv) {
	switch m.op {
	case mvRoll:
		s.turns++
		s.note(Event{Kind: EvRollAsk, Seat: seat})
		s.phase = phDice
		return
	case mvBuy:
		k := s.topCard()
		s.pop()
		s.cash[seat] -= Price(k)
		s.owner[k] = int8(seat)
		s.bought = uint8(k)
		s.note(Event{Kind: EvBuy, Seat: seat, Shop: k, Amount: Price(k)})
	case mvPass:
		var f frame
		s.loadTop(&f)
		if s.phase == phBuy {
			s.note(Event{Kind: EvNoBuy, Seat: seat, Shop: int(f.card)})
		}
		s.pop()
	case mvGallery:
		k := s.topCard()
		s.pop()
		cost := s.createGallery(k, m.a, m.b)
		s.cash[seat] -= cost
		s.note(Event{Kind: EvGallery, Seat: seat, Shop: k, Amount: cost})
		s.checkWin(seat)
	case mvMerge:
		k := s.topCard()
		s.pop()
		cost := s.mergeGalleries(s.gallery[k], uint8(m.a))
		s.cash[seat] -= cost
		s.note(Event{Kind: EvMerge, Seat: seat, Shop: k, Amount: cost})
		s.checkWin(seat)
	case mvSign, mvUnsign:
		s.pop()
		s.signShop(seat, m.a, m.op == mvSign)
	case mvSell:
		s.sell(m.a) // the debtor may sell more before paying
		return
	case mvPay:
		var f frame
		s.loadTop(&f)
		s.pop()
		s.transfer(int(f.seat), int(f.to), f.amount)
	}
	if s.phase != phOver {
		s.phase = phRoll
		s.run()
	}
}

// applyChance plays a possible chance outcome.
func (s *State) applyChance(m mv) {
	switch m.op {
	case mvDeal:
		seat := int(s.dealt) / dealEach
		s.owner[m.a] = int8(seat)
		s.note(Event{Kind: EvDeal, Seat: seat, Shop: m.a})
		s.dealt++
		if int(s.dealt) == int(s.players)*dealEach {
			s.phase = phFirst
			s.rollers = uint8(1<<s.players) - 1
		}
		return
	case mvFirst:
		s.firstRoll(m.a)
		return
	case mvDice:
		s.d1, s.d2 = uint8(m.a), uint8(m.b)
		t := int(s.d1) + int(s.d2)
		a := s.active
		s.note(Event{Kind: EvDice, Seat: int(a), Card: int(s.d1), Shop: int(s.d2)})
		s.push(frame{kind: fEndTurn, seat: a})
		s.push(frame{kind: fMove, seat: a, amount: int64(t)})
		if s.d1 == s.d2 {
			s.push(frame{kind: fDouble, seat: a, pile: uint8(PileOdd)})
			s.push(frame{kind: fDouble, seat: a, pile: uint8(PileEven)})
		}
	case mvCard, mvRed:
		var f frame
		s.loadTop(&f)
		s.piles[f.pile].unseen.del(m.a)
		s.drew(&f, uint8(m.a))
		s.setTop(&f)
	case mvFree:
		var f frame
		s.loadTop(&f)
		seat := int(f.seat)
		s.pop()
		s.takeFree(seat, m.a)
	}
	s.phase = phRoll
	s.run()
}

// firstRoll records the next first-player roll (§2 step 5).
func (s *State) firstRoll(d int) {
	for i := 0; i < int(s.players); i++ {
		if s.rollers&(1<<i) != 0 && s.rolls[i] == 0 {
			s.rolls[i] = uint8(d)
			s.note(Event{Kind: EvFirstRoll, Seat: i, Amount: int64(d)})
			break
		}
	}
	low, lowN, who := 7, 0, -1
	for i := 0; i < int(s.players); i++ {
		if s.rollers&(1<<i) == 0 {
			continue
		}
		r := int(s.rolls[i])
		if r == 0 {
			return // someone still has to roll
		}
		switch {
		case r < low:
			low, lowN, who = r, 1, i
		case r == low:
			lowN++
		}
	}
	if lowN == 1 {
		s.first, s.active = int8(who), int8(who)
		s.rollers = 0
		s.phase = phRoll
		s.note(Event{Kind: EvFirstPlayer, Seat: who, Amount: int64(low)})
		return
	}
	var tied uint8
	for i := 0; i < int(s.players); i++ {
		if s.rollers&(1<<i) != 0 && int(s.rolls[i]) == low {
			tied |= 1 << i
			s.rolls[i] = 0
		}
	}
	s.rollers = tied
	s.note(Event{Kind: EvFirstTie, Seat: -1, Card: int(tied), Amount: int64(low)})
}

// chanceWords says what chance event is pending, for errors.
func (s *State) chanceWords() string {
	switch s.phase {
	case phDeal:
		return fmt.Sprintf("dealing a shop to seat %d: want 'deal K', K a free shop", int(s.dealt)/dealEach)
	case phFirst:
		return "a first-player roll: want 'first D', D from 1 to 6"
	case phDice:
		return "the dice: want 'dice A B' with 1 <= A <= B <= 6"
	case phCard:
		var f frame
		s.loadTop(&f)
		if Pile(f.pile) == PileRed {
			return "drawing a Red Button card: want 'red N', N an unseen card"
		}
		return fmt.Sprintf("drawing from the %s pile: want 'card N', N an unseen card of that pile", Pile(f.pile))
	case phFree:
		return "a random free shop: want 'free K', K a free shop"
	}
	return "no chance event"
}
