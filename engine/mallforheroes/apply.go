package mallforheroes

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// Decision implements engine.State.
func (s *State) Decision() engine.Decision {
	switch {
	case s.phase == phOver:
		return engine.Decision{Kind: engine.Terminal}
	case isChance(s.phase):
		return engine.Decision{Kind: engine.ChanceNode}
	}
	return engine.Decision{Kind: engine.Turn, Seats: seatLists[s.decider()][:1:1]}
}

// seatLists are the one-seat lists of Decision, made once: a decision
// costs no allocation. Callers read Decision.Seats and never write it.
var seatLists = [maxSeats][1]int{{0}, {1}, {2}, {3}, {4}}

// turnOf reports whether seat makes the pending decision (a turn).
func (s *State) turnOf(seat int) bool {
	return s.phase != phOver && !isChance(s.phase) && seat == s.decider()
}

// Outcome texts, made once.
var (
	entranceTexts [nEntrances + 1]string
	heroTexts     [nHeroes + 1]string
	wizardTexts   [nWizards + 1]string
	monsterTexts  [nMonsters + 1]string
	shopTexts     [nShops + 1]string
	botTexts      [nTypes]string
)

func init() {
	for k := 1; k <= nEntrances; k++ {
		entranceTexts[k] = "entrance " + EntranceID(k)
	}
	for k := 1; k <= nHeroes; k++ {
		heroTexts[k] = "hero " + HeroID(k)
	}
	for k := 1; k <= nWizards; k++ {
		wizardTexts[k] = "wizard " + WizardID(k)
	}
	for k := 1; k <= nMonsters; k++ {
		monsterTexts[k] = "monster " + MonsterID(k)
	}
	for k := 1; k <= nShops; k++ {
		shopTexts[k] = "shop " + ShopID(k)
	}
	for t := Type(0); t < nTypes; t++ {
		botTexts[t] = "bot " + t.String()
	}
}

// outcomeTexts are the outcome texts of each chance phase, by outcome
// index: the card number, or the type for the bot's reveal.
var outcomeTexts = [phBot + 1][]string{
	phEntrance: entranceTexts[:], phHero: heroTexts[:], phWizard: wizardTexts[:],
	phMonster: monsterTexts[:], phDisplay: shopTexts[:], phBot: botTexts[:],
}

// outcomeIndex reads an outcome text of the pending chance event: its
// index k in outcomeTexts (possible now or not), or -1. The index ends the
// text: a card number, or the type word of the bot's reveal.
func (s *State) outcomeIndex(text string) int {
	texts := outcomeTexts[s.phase]
	k := 0
	if s.phase == phBot {
		t, ok := TypeByName(strings.TrimPrefix(text, "bot "))
		if !ok {
			return -1
		}
		k = int(t)
	} else {
		i := len(text)
		for i > 0 && len(text)-i < 2 && text[i-1] >= '0' && text[i-1] <= '9' {
			i--
		}
		for _, c := range []byte(text[i:]) {
			k = 10*k + int(c-'0')
		}
	}
	if k >= len(texts) || texts[k] != text || text == "" {
		return -1
	}
	return k
}

// ShopID, EntranceID, WizardID, HeroID and MonsterID are the card names of
// the spec: "S07", "EN1", "W3", "H2", "M4".
func ShopID(n int) string     { return fmt.Sprintf("S%02d", n) }
func EntranceID(n int) string { return "EN" + strconv.Itoa(n) }
func WizardID(n int) string   { return "W" + strconv.Itoa(n) }
func HeroID(n int) string     { return "H" + strconv.Itoa(n) }
func MonsterID(n int) string  { return "M" + strconv.Itoa(n) }

// parseID reads a card name with that prefix and a number 1…max.
func parseID(text, prefix string, max int) (int, bool) {
	rest, ok := strings.CutPrefix(text, prefix)
	if !ok || rest == "" {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 1 || n > max {
		return 0, false
	}
	want := strconv.Itoa(n)
	if prefix == "S" {
		want = fmt.Sprintf("%02d", n)
	}
	return n, rest == want
}

// ChanceOutcomes implements engine.State; nil for views.
func (s *State) ChanceOutcomes() []engine.Outcome {
	if s.viewer >= 0 {
		return nil
	}
	return s.chanceOutcomes()
}

// outcomeMask has bit k set for each possible outcome k of the pending
// chance event (k indexes outcomeTexts); 0 when none is pending.
func (s *State) outcomeMask() uint64 {
	var mask uint64
	switch s.phase {
	case phEntrance:
		mask = 1<<(nEntrances+1) - 2
		for p := 0; p < s.humans(); p++ {
			mask &^= 1 << s.malls[p].entrance
		}
	case phHero:
		mask = 1<<(nHeroes+1) - 2
		for p := 0; p < s.humans(); p++ {
			mask &^= 1 << s.malls[p].hero
		}
		if s.solo() {
			mask &^= 1 << Sorceress
		}
	case phWizard:
		mask = uint64(^s.wizards) & (1<<(nWizards+1) - 2)
	case phMonster:
		mask = uint64(^s.monsters) & (1<<(nMonsters+1) - 2)
	case phDisplay:
		mask = s.deck
	case phBot:
		for t := range s.botDeck {
			if s.botDeck[t] > 0 {
				mask |= 1 << t
			}
		}
	}
	return mask
}

// chanceOutcomes lists the pending chance event's outcomes, also in a
// view (where they are public knowledge but cannot be applied).
func (s *State) chanceOutcomes() []engine.Outcome {
	mask := s.outcomeMask()
	if mask == 0 {
		return nil
	}
	return s.appendOutcomes(make([]engine.Outcome, 0, bits.OnesCount64(mask)), mask)
}

// appendOutcomes appends the outcomes of mask (outcomeMask) to dst.
func (s *State) appendOutcomes(dst []engine.Outcome, mask uint64) []engine.Outcome {
	texts := outcomeTexts[s.phase]
	for ; mask != 0; mask &= mask - 1 {
		k := bits.TrailingZeros64(mask)
		o := engine.Outcome{Move: texts[k], Weight: 1}
		if s.phase == phBot {
			o.Weight = int(s.botDeck[k])
		}
		dst = append(dst, o)
	}
	return dst
}

// AppendChanceOutcomes implements engine.OutcomeAppender: ChanceOutcomes
// appended to dst.
func (s *State) AppendChanceOutcomes(dst []engine.Outcome) []engine.Outcome {
	if s.viewer >= 0 {
		return dst
	}
	if mask := s.outcomeMask(); mask != 0 {
		return s.appendOutcomes(dst, mask)
	}
	return dst
}

// AppendLegalMoves implements engine.MoveAppender: LegalMoves appended to
// dst, the texts from the game's tables (only rare moves have texts built).
func (s *State) AppendLegalMoves(dst []string, seat int) []string {
	if seat == engine.Chance {
		if s.viewer >= 0 {
			return dst
		}
		mask := s.outcomeMask()
		if mask == 0 {
			return dst
		}
		texts := outcomeTexts[s.phase]
		for ; mask != 0; mask &= mask - 1 {
			dst = append(dst, texts[bits.TrailingZeros64(mask)])
		}
		return dst
	}
	if !s.turnOf(seat) {
		return dst
	}
	var ms [128]mv
	return appendMoveTexts(dst, s.listMoves(ms[:0]))
}

// LegalMoves implements engine.State (docs/mallforheroes-moves.md).
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return engine.OutcomeMoves(s.ChanceOutcomes())
	}
	if !s.turnOf(seat) {
		return nil
	}
	var ms [128]mv
	return moveTexts(s.listMoves(ms[:0]))
}

// Apply implements engine.State. A legal move is read and played without
// listing the moves; anything else goes to applyError, which says why.
func (s *State) Apply(seat int, move string) error {
	switch {
	case seat == engine.Chance && isChance(s.phase) && s.viewer < 0:
		if k := s.outcomeIndex(move); k >= 0 && s.outcomeMask()&(1<<k) != 0 {
			s.applyOutcome(k)
			s.settle()
			return nil
		}
	case s.turnOf(seat):
		if m, ok := parseMove(move); ok && s.legal(m) {
			s.play(m)
			return nil
		}
	}
	return s.applyError(seat, move)
}

// applyError explains why Apply refuses move.
func (s *State) applyError(seat int, move string) error {
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
		return fmt.Errorf("chance outcome %q is not possible now (%s)", move, s.chanceWords())
	}
	if !d.Acts(seat) {
		return fmt.Errorf("%s cannot move now: waiting for %s", engine.SeatName(seat), engine.WaitingFor(d))
	}
	why := s.whyNot(move, s.LegalMoves(seat))
	if r := s.placeRefusal(move); r != nil {
		return fmt.Errorf("move %q is not legal now: %w; %s", move, r, why)
	}
	return fmt.Errorf("move %q is not legal now: %s", move, why)
}

// whyNot explains an illegal move.
func (s *State) whyNot(move string, legal []string) string {
	want := map[uint8]string{
		phDraft:  "waiting for 'draft C R' (a display Shop with a free corner; 'rogue' for any other with a ready Rogue)",
		phPlace:  "waiting for 'place X Y' (an empty cell next to a card of the mall; 'paladin' or 'druid' with that Hero ready)",
		phBard:   "waiting for 'swap X1 Y1 X2 Y2' (two Shops of the mall) or 'pass'",
		phClaim:  "waiting for 'tower W X Y' (a Wizard the mall meets, an empty cell next to a card)",
		phRemove: "waiting for 'remove TYPE…' (types leaving exactly 4)",
	}[s.phase]
	if len(legal) <= 12 {
		return fmt.Sprintf("%s; legal: %s", want, strings.Join(legal, ", "))
	}
	return fmt.Sprintf("%s; %d legal moves, e.g. %s", want, len(legal), strings.Join(legal[:6], ", "))
}

// chanceWords says what chance event is pending, for errors.
func (s *State) chanceWords() string {
	switch s.phase {
	case phEntrance:
		return "dealing an Entrance: want 'entrance ENk', an Entrance not dealt"
	case phHero:
		return "dealing a Hero: want 'hero Hk', a Hero not dealt"
	case phWizard:
		return "turning up a Wizard: want 'wizard Wk', a Wizard not face up"
	case phMonster:
		return "drawing a Monster: want 'monster Mk', a Monster not active"
	case phDisplay:
		return "laying out the display: want 'shop Snn', a Shop still in the deck"
	case phBot:
		return "revealing the bot's card: want 'bot TYPE', a type left in the bot deck"
	}
	return "no chance event"
}

// applyOutcome carries out possible outcome k of the pending chance event
// (the caller settles).
func (s *State) applyOutcome(k int) {
	switch s.phase {
	case phEntrance:
		m := &s.malls[s.dealtEntrances()]
		m.entrance = uint8(k)
		m.add(0, 0, uint8(cardEntrance+k), false)
	case phHero:
		m := &s.malls[s.dealtHeroes()]
		m.hero, m.ready = uint8(k), true
	case phWizard:
		s.wizards |= 1 << k
	case phMonster:
		s.monsters |= 1 << k
	case phDisplay:
		s.deck &^= 1 << k
		s.display[s.displayCount()] = uint8(k)
	case phBot:
		t := Type(k)
		s.botDeck[t]--
		s.botDisc[t]++
		s.botLast = uint8(t) + 1
		if s.botDeck == [nTypes]uint8{} { // reshuffle the discards (§5.3 step 4)
			s.botDeck, s.botDisc = s.botDisc, [nTypes]uint8{}
		}
		if i := s.botTake(t); i >= 0 {
			s.botShops |= 1 << s.display[i]
			s.display[i] = 0
			s.endTurn() // settles
		}
	}
}
