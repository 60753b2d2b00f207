package luxshopping

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Decision implements engine.State.
func (s *State) Decision() engine.Decision {
	switch s.phase {
	case phOver:
		return engine.Decision{Kind: engine.Terminal}
	case phDeal, phFirst, phDice, phCard, phFree:
		return engine.Decision{Kind: engine.ChanceNode}
	}
	return engine.Decision{Kind: engine.Turn, Seats: []int{s.decider()}}
}

// decider is the seat a decision phase waits for.
func (s *State) decider() int {
	switch s.phase {
	case phGain, phLose, phSell:
		return int(s.top().seat)
	}
	return int(s.active)
}

// LegalMoves implements engine.State (docs/luxshopping-moves.md).
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return engine.OutcomeMoves(s.ChanceOutcomes())
	}
	d := s.Decision()
	if d.Kind != engine.Turn || !d.Acts(seat) {
		return nil
	}
	switch s.phase {
	case phRoll:
		return []string{"roll"}
	case phBuy:
		return []string{"buy", "pass"}
	case phBuild:
		return s.buildMoves()
	case phGain, phLose:
		gain := s.phase == phGain
		word := "unsign "
		if gain {
			word = "sign "
		}
		var out []string
		for _, k := range s.signChoices(seat, gain) {
			out = append(out, word+strconv.Itoa(k))
		}
		return out
	case phSell:
		var out []string
		for k := 1; k <= nShops; k++ {
			if int(s.owner[k]) == seat {
				out = append(out, "sell "+strconv.Itoa(k))
			}
		}
		if s.cash[seat] >= s.top().amount {
			out = append(out, "pay")
		}
		return out
	}
	return nil
}

// Outcome texts, made once: building them on every call was the largest
// cost of a random playout.
var (
	dealTexts, freeTexts [nShops + 1]string
	cardTexts            [nCards + 1]string
	redTexts             [nRed + 1]string
	firstOutcomes        []engine.Outcome
	diceOutcomes         []engine.Outcome
)

func init() {
	for k := 1; k <= nShops; k++ {
		dealTexts[k], freeTexts[k] = "deal "+strconv.Itoa(k), "free "+strconv.Itoa(k)
	}
	for c := 1; c <= nCards; c++ {
		cardTexts[c] = "card " + strconv.Itoa(c)
	}
	for c := 1; c <= nRed; c++ {
		redTexts[c] = "red " + strconv.Itoa(c)
	}
	for d := 1; d <= 6; d++ {
		firstOutcomes = append(firstOutcomes, engine.Outcome{Move: "first " + strconv.Itoa(d), Weight: 1})
	}
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			w := 2 // a and b in either order
			if a == b {
				w = 1
			}
			diceOutcomes = append(diceOutcomes, engine.Outcome{Move: "dice " + strconv.Itoa(a) + " " + strconv.Itoa(b), Weight: w})
		}
	}
}

// ChanceOutcomes implements engine.State; nil for views.
func (s *State) ChanceOutcomes() []engine.Outcome {
	if s.viewer >= 0 {
		return nil
	}
	switch s.phase {
	case phDeal, phFree:
		texts := &dealTexts
		if s.phase == phFree {
			texts = &freeTexts
		}
		var out []engine.Outcome
		for k := 1; k <= nShops; k++ {
			if s.owner[k] < 0 {
				out = append(out, engine.Outcome{Move: texts[k], Weight: 1})
			}
		}
		return out
	case phFirst:
		return append([]engine.Outcome(nil), firstOutcomes...)
	case phDice:
		return append([]engine.Outcome(nil), diceOutcomes...)
	case phCard:
		f := s.top()
		u := &s.piles[f.pile].unseen
		out := make([]engine.Outcome, 0, u.count())
		for c := 1; c <= nCards; c++ {
			if !u.has(c) {
				continue
			}
			if Pile(f.pile) == PileRed {
				out = append(out, engine.Outcome{Move: redTexts[c], Weight: 1})
			} else {
				out = append(out, engine.Outcome{Move: cardTexts[c], Weight: 1})
			}
		}
		return out
	}
	return nil
}

// Apply implements engine.State.
func (s *State) Apply(seat int, move string) error {
	if s.phase == phOver {
		return fmt.Errorf("move %q: the game is over", move)
	}
	d := s.Decision()
	if seat == engine.Chance {
		if d.Kind != engine.ChanceNode {
			return fmt.Errorf("chance outcome %q: no chance event is pending (waiting for %s)", move, engine.WaitingFor(d))
		}
		if s.viewer >= 0 {
			return fmt.Errorf("chance outcome %q: a view cannot resolve chance events", move)
		}
		return s.applyChance(move)
	}
	if !d.Acts(seat) {
		return fmt.Errorf("%s cannot move now: waiting for %s", engine.SeatName(seat), engine.WaitingFor(d))
	}
	legal := s.LegalMoves(seat)
	ok := false
	for _, m := range legal {
		if m == move {
			ok = true
			break
		}
	}
	if !ok {
		return fmt.Errorf("move %q is not legal now (%s may play: %s)", move, engine.SeatName(seat), strings.Join(legal, ", "))
	}
	s.applyDecision(seat, move)
	return nil
}

// applyDecision plays a legal decision.
func (s *State) applyDecision(seat int, move string) {
	word, rest, _ := strings.Cut(move, " ")
	args := strings.Fields(rest)
	num := func(i int) int { n, _ := strconv.Atoi(args[i]); return n }
	switch word {
	case "roll":
		s.turns++
		s.note(Event{Kind: EvRollAsk, Seat: seat})
		s.phase = phDice
		return
	case "buy":
		k := int(s.top().card)
		s.pop()
		s.cash[seat] -= Price(k)
		s.owner[k] = int8(seat)
		s.bought = uint8(k)
		s.note(Event{Kind: EvBuy, Seat: seat, Shop: k, Amount: Price(k)})
	case "pass":
		f := s.top()
		if s.phase == phBuy {
			s.note(Event{Kind: EvNoBuy, Seat: seat, Shop: int(f.card)})
		}
		s.pop()
	case "gallery":
		k := int(s.top().card)
		s.pop()
		cost := s.createGallery(k, num(0), num(1))
		s.cash[seat] -= cost
		s.note(Event{Kind: EvGallery, Seat: seat, Shop: k, Amount: cost})
		s.checkWin(seat)
	case "merge":
		k := int(s.top().card)
		s.pop()
		cost := s.mergeGalleries(s.gallery[k], uint8(num(0)))
		s.cash[seat] -= cost
		s.note(Event{Kind: EvMerge, Seat: seat, Shop: k, Amount: cost})
		s.checkWin(seat)
	case "sign", "unsign":
		s.pop()
		s.signShop(seat, num(0), word == "sign")
	case "sell":
		s.sell(num(0)) // the debtor may sell more before paying
		return
	case "pay":
		f := s.top()
		s.pop()
		s.transfer(int(f.seat), int(f.to), f.amount)
	}
	if s.phase != phOver {
		s.phase = phRoll
		s.run()
	}
}

// applyChance checks and plays a chance outcome.
func (s *State) applyChance(move string) error {
	legal := s.ChanceOutcomes()
	ok := false
	for _, o := range legal {
		if o.Move == move {
			ok = true
			break
		}
	}
	if !ok {
		return fmt.Errorf("chance outcome %q is not possible now (%s)", move, s.chanceWords())
	}
	word, rest, _ := strings.Cut(move, " ")
	args := strings.Fields(rest)
	num := func(i int) int { n, _ := strconv.Atoi(args[i]); return n }
	switch word {
	case "deal":
		seat := int(s.dealt) / dealEach
		s.owner[num(0)] = int8(seat)
		s.note(Event{Kind: EvDeal, Seat: seat, Shop: num(0)})
		s.dealt++
		if int(s.dealt) == int(s.players)*dealEach {
			s.phase = phFirst
			s.rollers = uint8(1<<s.players) - 1
		}
		return nil
	case "first":
		s.firstRoll(num(0))
		return nil
	case "dice":
		s.d1, s.d2 = uint8(num(0)), uint8(num(1))
		t := int(s.d1) + int(s.d2)
		a := s.active
		s.note(Event{Kind: EvDice, Seat: int(a), Card: int(s.d1), Shop: int(s.d2)})
		s.push(frame{kind: fEndTurn, seat: a})
		s.push(frame{kind: fMove, seat: a, amount: int64(t)})
		if s.d1 == s.d2 {
			s.push(frame{kind: fDouble, seat: a, pile: uint8(PileOdd)})
			s.push(frame{kind: fDouble, seat: a, pile: uint8(PileEven)})
		}
	case "card", "red":
		f := s.top()
		c := num(0)
		s.piles[f.pile].unseen.del(c)
		s.drew(f, uint8(c))
	case "free":
		f := s.top()
		seat := int(f.seat)
		s.pop()
		s.takeFree(seat, num(0))
	}
	s.phase = phRoll
	s.run()
	return nil
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
		s.note(Event{Kind: EvFirstPlayer, Seat: who})
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
		f := s.top()
		if Pile(f.pile) == PileRed {
			return "drawing a Red Button card: want 'red N', N an unseen card"
		}
		return fmt.Sprintf("drawing from the %s pile: want 'card N', N an unseen card of that pile", Pile(f.pile))
	case phFree:
		return "a random free shop: want 'free K', K a free shop"
	}
	return "no chance event"
}
