package mallforheroes

import (
	"fmt"
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
	return engine.Decision{Kind: engine.Turn, Seats: []int{s.decider()}}
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

// chanceOutcomes lists the pending chance event's outcomes, also in a
// view (where they are public knowledge but cannot be applied).
func (s *State) chanceOutcomes() []engine.Outcome {
	var out []engine.Outcome
	one := func(t string) { out = append(out, engine.Outcome{Move: t, Weight: 1}) }
	switch s.phase {
	case phEntrance:
		var used uint8
		for p := 0; p < s.humans(); p++ {
			used |= 1 << s.malls[p].entrance
		}
		for k := 1; k <= nEntrances; k++ {
			if used&(1<<k) == 0 {
				one(entranceTexts[k])
			}
		}
	case phHero:
		var used uint8
		for p := 0; p < s.humans(); p++ {
			used |= 1 << s.malls[p].hero
		}
		for k := 1; k <= nHeroes; k++ {
			if used&(1<<k) == 0 && !(s.solo() && k == Sorceress) {
				one(heroTexts[k])
			}
		}
	case phWizard:
		for k := 1; k <= nWizards; k++ {
			if s.wizards&(1<<k) == 0 {
				one(wizardTexts[k])
			}
		}
	case phMonster:
		for k := 1; k <= nMonsters; k++ {
			if s.monsters&(1<<k) == 0 {
				one(monsterTexts[k])
			}
		}
	case phDisplay:
		for k := 1; k <= nShops; k++ {
			if s.deck&(1<<k) != 0 {
				one(shopTexts[k])
			}
		}
	case phBot:
		for t := Type(0); t < nTypes; t++ {
			if s.botDeck[t] > 0 {
				out = append(out, engine.Outcome{Move: botTexts[t], Weight: int(s.botDeck[t])})
			}
		}
	}
	return out
}

// LegalMoves implements engine.State (docs/mallforheroes-moves.md).
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return engine.OutcomeMoves(s.ChanceOutcomes())
	}
	d := s.Decision()
	if d.Kind != engine.Turn || !d.Acts(seat) {
		return nil
	}
	m := &s.malls[s.active]
	var out []string
	switch s.phase {
	case phDraft:
		rogue := m.hero == Rogue && m.ready
		for i, c := range s.display {
			if c == 0 {
				continue
			}
			col, row := i%displayCols, i/displayCols
			base := "draft " + strconv.Itoa(col) + " " + strconv.Itoa(row)
			if s.Available(col, row) {
				out = append(out, base)
			} else if rogue {
				out = append(out, base+" rogue")
			}
		}
	case phPlace:
		orth, diag := placeCells(m, m.hero == Paladin && m.ready)
		mask := shops[s.held].Corners
		druid := m.hero == Druid && m.ready && rot180(mask) != mask
		for _, xy := range orth {
			base := "place " + cellText(xy)
			out = append(out, base)
			if druid {
				out = append(out, base+" druid")
			}
		}
		for _, xy := range diag {
			out = append(out, "place "+cellText(xy)+" paladin")
		}
	case phBard:
		cs := shopCells(m)
		for i := 0; i < len(cs); i++ {
			for j := i + 1; j < len(cs); j++ {
				out = append(out, "swap "+cellText(cs[i])+" "+cellText(cs[j]))
			}
		}
		out = append(out, "pass")
	case phClaim:
		met, wild := s.claims()
		orth, _ := placeCells(m, false)
		for _, w := range met {
			for _, xy := range orth {
				out = append(out, "tower "+WizardID(w)+" "+cellText(xy))
			}
		}
		for _, w := range wild {
			for _, xy := range orth {
				out = append(out, "tower "+WizardID(w)+" "+cellText(xy)+" sorceress")
			}
		}
		if len(met) == 0 {
			out = append(out, "pass")
		}
	case phRemove:
		out = removeMoves(s.malls[s.remove].typeCounts())
	}
	return out
}

func cellText(xy [2]int) string { return strconv.Itoa(xy[0]) + " " + strconv.Itoa(xy[1]) }

// removeMoves lists the Level 2 choices (§5.4): every set of types to
// remove that leaves exactly 4, in type order.
func removeMoves(c [nTypes]int) []string {
	var present []Type
	for t := Type(0); t < nTypes; t++ {
		if c[t] > 0 {
			present = append(present, t)
		}
	}
	var out []string
	switch len(present) - 4 {
	case 1:
		for _, t := range present {
			out = append(out, "remove "+t.String())
		}
	case 2:
		for i := 0; i < len(present); i++ {
			for j := i + 1; j < len(present); j++ {
				out = append(out, "remove "+present[i].String()+" "+present[j].String())
			}
		}
	}
	return out
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
		for _, o := range s.chanceOutcomes() {
			if o.Move == move {
				s.applyOutcome(move)
				s.settle()
				return nil
			}
		}
		return fmt.Errorf("chance outcome %q is not possible now (%s)", move, s.chanceWords())
	}
	if !d.Acts(seat) {
		return fmt.Errorf("%s cannot move now: waiting for %s", engine.SeatName(seat), engine.WaitingFor(d))
	}
	legal := s.LegalMoves(seat)
	for _, m := range legal {
		if m == move {
			s.applyDecision(move)
			return nil
		}
	}
	return fmt.Errorf("move %q is not legal now: %s", move, s.whyNot(move, legal))
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

// applyOutcome carries out a possible chance outcome (the caller settles).
func (s *State) applyOutcome(move string) {
	word, arg, _ := strings.Cut(move, " ")
	switch word {
	case "entrance":
		k, _ := parseID(arg, "EN", nEntrances)
		p := s.dealtEntrances()
		m := &s.malls[p]
		m.entrance = uint8(k)
		m.add(0, 0, uint8(cardEntrance+k), false)
	case "hero":
		k, _ := parseID(arg, "H", nHeroes)
		m := &s.malls[s.dealtHeroes()]
		m.hero, m.ready = uint8(k), true
	case "wizard":
		k, _ := parseID(arg, "W", nWizards)
		s.wizards |= 1 << k
	case "monster":
		k, _ := parseID(arg, "M", nMonsters)
		s.monsters |= 1 << k
	case "shop":
		k, _ := parseID(arg, "S", nShops)
		s.deck &^= 1 << k
		s.display[s.displayCount()] = uint8(k)
	case "bot":
		t, _ := TypeByName(arg)
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

// applyDecision plays a legal decision.
func (s *State) applyDecision(move string) {
	f := strings.Fields(move)
	num := func(i int) int { n, _ := strconv.Atoi(f[i]); return n }
	m := &s.malls[s.active]
	last := f[len(f)-1]
	switch f[0] {
	case "draft":
		i := num(2)*displayCols + num(1)
		s.held = s.display[i]
		s.display[i] = 0
		m.picks++
		if last == "rogue" {
			m.ready = false
		}
		s.phase = phPlace
	case "place":
		if last == "paladin" || last == "druid" {
			m.ready = false
		}
		m.add(num(1), num(2), s.held, last == "druid")
		s.held = 0
		s.afterPlace()
	case "swap":
		a, b := m.at(num(1), num(2)), m.at(num(3), num(4))
		ca, cb := &m.cells[a], &m.cells[b]
		ca.card, cb.card = cb.card, ca.card
		ca.rot, cb.rot = cb.rot, ca.rot
		m.ready = false
		s.checkClaims()
	case "pass":
		if s.phase == phBard {
			s.checkClaims()
		} else {
			s.endTurn()
		}
	case "tower":
		w, _ := parseID(f[1], "W", nWizards)
		if last == "sorceress" {
			m.ready = false
		}
		s.wizards &^= 1 << w
		m.towers |= 1 << w
		m.add(num(2), num(3), uint8(cardTower+w), false)
		s.checkClaims()
	case "remove":
		r := &s.malls[s.remove]
		var drop [nTypes]bool
		for _, name := range f[1:] {
			t, _ := TypeByName(name)
			drop[t] = true
		}
		k := 0
		for i := 0; i < int(r.n); i++ {
			c := r.cells[i]
			if c.isShop() && drop[shops[c.card].Type] {
				s.gone |= 1 << c.card
				continue
			}
			r.cells[k] = c
			k++
		}
		for i := k; i < int(r.n); i++ {
			r.cells[i] = cell{}
		}
		r.n = uint8(k)
		s.phase = s.endPhase()
	}
}
