package mallforheroes

// Public read access for front ends and tests. A "player" p is a seat with
// 2 or more players; in solo p is 0 for mall A, 1 for mall B and 2 for the
// bot (the bot has no mall).

// Players is the seat count (1: solo).
func (s *State) Players() int { return int(s.seats) }

// Solo reports whether this is the solo mode.
func (s *State) Solo() bool { return s.solo() }

// Level is the solo level (1…6), 0 with 2 or more players.
func (s *State) Level() int { return int(s.level) }

// SoloTarget is the target score of the solo level being played (§5.4), 0
// with 2 or more players.
func (s *State) SoloTarget() int {
	if !s.solo() {
		return 0
	}
	return s.SoloLevel().Target
}

// SoloConditionMet reports whether both solo malls meet the level's
// condition now (§5.4; at the end, the condition half of the verdict);
// false with 2 or more players.
func (s *State) SoloConditionMet() bool {
	r, ok := s.SoloOutcome()
	return ok && r.Met
}

// Malls is the number of malls: the seat count, or 2 in solo.
func (s *State) Malls() int { return s.humans() }

// TotalRounds is the number of rounds of the game (§3.1).
func (s *State) TotalRounds() int { return s.rounds() }

// Round is the current round, 1…TotalRounds (0 during setup).
func (s *State) Round() int { return int(s.round) }

// Turn is the number of turns finished in the current round (0…12).
func (s *State) Turn() int { return int(s.turn) }

// FirstPlayer is the first player of the current round (of round 1 during
// setup).
func (s *State) FirstPlayer() int { return s.firstOf(max(1, int(s.round))) }

// Active is the player whose turn it is (-1 during setup and at the end).
func (s *State) Active() int {
	if s.round == 0 || s.turn >= displaySize {
		return -1
	}
	return int(s.active)
}

// ActiveMall is the mall being played: in solo 0 (A) or 1 (B), or -1 on the
// bot's turn; the mall whose types are removed in a Level 2 end decision;
// with 2 or more players the active seat. -1 when no mall is played.
func (s *State) ActiveMall() int {
	if s.phase == phRemove {
		return int(s.remove)
	}
	a := s.Active()
	if a < 0 || a >= s.humans() {
		return -1
	}
	return a
}

// Phase names what the state waits for: "entrance", "hero", "wizard",
// "monster", "display", "bot" (chance), "draft", "place", "bard", "claim",
// "remove" (decisions) or "over".
func (s *State) Phase() string { return phaseNames[s.phase] }

// DisplayAt is the Shop (1…60) at display position (col, row), 0 if empty.
func (s *State) DisplayAt(col, row int) int {
	if col < 0 || col >= displayCols || row < 0 || row >= displayRows {
		return 0
	}
	return int(s.display[row*displayCols+col])
}

// Held is the drafted Shop awaiting placement (phase "place"), 0 if none.
func (s *State) Held() int { return int(s.held) }

// DeckSize is the number of Shops left in the deck.
func (s *State) DeckSize() int { return popcount(s.deck) }

// InDeck reports whether Shop n is still in the deck.
func (s *State) InDeck(n int) bool { return n >= 1 && n <= nShops && s.deck&(1<<n) != 0 }

// Card is one card of a mall.
type Card struct {
	X, Y     int
	Shop     int  // 1…60, or 0
	Entrance int  // 1…5, or 0
	Tower    int  // the Wizard 1…6 whose Tower this is, or 0
	Rotated  bool // a Shop placed turned 180° (Druid)
}

// Mall lists mall p's cards in the order played (the Entrance first).
func (s *State) Mall(p int) []Card {
	if p < 0 || p >= s.humans() {
		return nil
	}
	m := &s.malls[p]
	out := make([]Card, 0, m.n)
	for i := 0; i < int(m.n); i++ {
		out = append(out, cardOf(m.cell(i)))
	}
	return out
}

func cardOf(c cell) Card {
	k := Card{X: int(c.x), Y: int(c.y), Rotated: c.rot}
	switch {
	case c.isShop():
		k.Shop = int(c.card)
	case c.card > cardTower:
		k.Tower = int(c.card) - cardTower
	default:
		k.Entrance = int(c.card) - cardEntrance
	}
	return k
}

// CardAt is the card at cell (x, y) of mall p (ok false for an empty cell).
func (s *State) CardAt(p, x, y int) (Card, bool) {
	if p < 0 || p >= s.humans() {
		return Card{}, false
	}
	m := &s.malls[p]
	i := m.at(x, y)
	if i < 0 {
		return Card{}, false
	}
	return cardOf(m.cell(i)), true
}

// CornersAt is the quarter colour of each corner (TL, TR, BL, BR) of the
// card at (x, y) of mall p, as it lies (a rotated Shop's quarters turned).
func (s *State) CornersAt(p, x, y int) [4]Colour {
	if p < 0 || p >= s.humans() {
		return [4]Colour{}
	}
	m := &s.malls[p]
	if i := m.at(x, y); i >= 0 {
		return m.cell(i).corners()
	}
	return [4]Colour{}
}

// EntranceOf is mall p's Entrance (1…5), 0 before the deal.
func (s *State) EntranceOf(p int) int {
	if p < 0 || p >= s.humans() {
		return 0
	}
	return int(s.malls[p].entrance)
}

// HeroOf is mall p's Hero (1…5), 0 before the deal, and whether it is ready.
func (s *State) HeroOf(p int) (hero int, ready bool) {
	if p < 0 || p >= s.humans() {
		return 0, false
	}
	return int(s.malls[p].hero), s.malls[p].ready
}

// TowersOf lists the Wizards whose Towers mall p has won.
func (s *State) TowersOf(p int) []int {
	if p < 0 || p >= s.humans() {
		return nil
	}
	return bitList(uint64(s.malls[p].towers), nWizards)
}

// Picks is the number of Shops player p has drafted (the bot: taken).
func (s *State) Picks(p int) int {
	if s.solo() && p == soloBot {
		return popcount(s.botShops)
	}
	if p < 0 || p >= s.humans() {
		return 0
	}
	return int(s.malls[p].picks)
}

// Wizards lists the face-up Wizards.
func (s *State) Wizards() []int { return bitList(uint64(s.wizards), nWizards) }

// Monsters lists the active Monsters.
func (s *State) Monsters() []int { return bitList(uint64(s.monsters), nMonsters) }

// BotShops lists the solo bot's Shops.
func (s *State) BotShops() []int { return bitList(s.botShops, nShops) }

// BotDeck gives the solo bot deck's cards and discards by type.
func (s *State) BotDeck() (deck, discard [6]int) {
	for t := 0; t < int(nTypes); t++ {
		deck[t], discard[t] = int(s.botDeck[t]), int(s.botDisc[t])
	}
	return
}

// BotLast is the type of the bot's last revealed card (ok false before any).
func (s *State) BotLast() (Type, bool) {
	if s.botLast == 0 {
		return 0, false
	}
	return Type(s.botLast - 1), true
}

// Removed lists the Shops removed by a Level 2 end decision.
func (s *State) Removed() []int { return bitList(s.gone, nShops) }

// PlaceCells lists the cells where the active mall may place a card now:
// orthogonally adjacent cells, and with a ready Paladin in phase "place"
// the cells only diagonally adjacent.
func (s *State) PlaceCells() (orth, diag [][2]int) {
	if s.phase != phPlace && s.phase != phClaim {
		return nil, nil
	}
	m := &s.malls[s.active]
	return placeCells(m, s.phase == phPlace && m.hero == Paladin && m.ready)
}

// Claims lists, in phase "claim", the Wizards the active mall must claim
// and those it may claim with the Sorceress.
func (s *State) Claims() (must, sorceress []int) {
	if s.phase != phClaim {
		return nil, nil
	}
	met, wild := s.claims()
	return bitList(uint64(met), nWizards), bitList(uint64(wild), nWizards)
}

// WizardMet reports whether mall p meets Wizard w's condition (wild: only
// with one wildcard cell).
func (s *State) WizardMet(p, w int) (met, wild bool) {
	if p < 0 || p >= s.humans() || w < 1 || w > nWizards {
		return false, false
	}
	st := wizardStatus(&s.malls[p], w)
	return st == fullyMet, st == wildMet
}

func bitList(x uint64, n int) []int {
	var out []int
	for k := 1; k <= n; k++ {
		if x&(1<<k) != 0 {
			out = append(out, k)
		}
	}
	return out
}
