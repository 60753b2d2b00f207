package mallforheroes

import (
	"encoding/json"
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// PositionVersion is the version of the JSON position format.
const PositionVersion = 1

// maxPositionBytes bounds an imported position.
const maxPositionBytes = 64 << 10

// position is the JSON form (docs/mallforheroes-position.md).
type position struct {
	Version  int       `json:"version"`
	Game     string    `json:"game"`
	Players  int       `json:"players"`
	Level    int       `json:"level"`
	First    int       `json:"first"`
	Viewer   int       `json:"viewer"`
	Phase    string    `json:"phase"`
	Round    int       `json:"round"`
	Turn     int       `json:"turn"`
	Active   int       `json:"active"`
	Held     string    `json:"held"`
	Remove   int       `json:"remove"`
	Wizards  []string  `json:"wizards"`
	Monsters []string  `json:"monsters"`
	Deck     []string  `json:"deck"`
	Display  []string  `json:"display"`
	Malls    []mallPos `json:"malls"`
	Bot      *botPos   `json:"bot"`
	Removed  []string  `json:"removed"`
}

type mallPos struct {
	Entrance  string    `json:"entrance"`
	Hero      string    `json:"hero"`
	HeroReady bool      `json:"heroReady"`
	Picks     int       `json:"picks"`
	Towers    []string  `json:"towers"`
	Cards     []cardPos `json:"cards"`
}

type cardPos struct {
	Card string `json:"card"`
	X    int    `json:"x"`
	Y    int    `json:"y"`
	Rot  bool   `json:"rot"`
}

type botPos struct {
	Deck    [6]int   `json:"deck"`
	Discard [6]int   `json:"discard"`
	Shops   []string `json:"shops"`
	Last    string   `json:"last"`
}

func idList(x uint64, n int, id func(int) string) []string {
	out := []string{}
	for _, k := range bitList(x, n) {
		out = append(out, id(k))
	}
	return out
}

func cardID(card uint8) string {
	switch {
	case card >= 1 && card <= nShops:
		return ShopID(int(card))
	case card > cardTower:
		return WizardID(int(card) - cardTower)
	}
	return EntranceID(int(card) - cardEntrance)
}

// Position implements engine.State.
func (s *State) Position() ([]byte, error) {
	p := position{
		Version: PositionVersion, Game: GameName, Players: int(s.seats), Level: int(s.level),
		First: int(s.first), Viewer: int(s.viewer), Phase: phaseNames[s.phase],
		Round: int(s.round), Turn: int(s.turn), Active: int(s.active), Remove: int(s.remove),
		Wizards:  idList(uint64(s.wizards), nWizards, WizardID),
		Monsters: idList(uint64(s.monsters), nMonsters, MonsterID),
		Deck:     idList(s.deck, nShops, ShopID),
		Removed:  idList(s.gone, nShops, ShopID),
		Malls:    []mallPos{},
	}
	if s.held != 0 {
		p.Held = ShopID(int(s.held))
	}
	for _, c := range s.display {
		if c == 0 {
			p.Display = append(p.Display, "")
		} else {
			p.Display = append(p.Display, ShopID(int(c)))
		}
	}
	for i := 0; i < s.humans(); i++ {
		m := &s.malls[i]
		mp := mallPos{HeroReady: m.ready, Picks: int(m.picks), Towers: idList(uint64(m.towers), nWizards, WizardID), Cards: []cardPos{}}
		if m.entrance != 0 {
			mp.Entrance = EntranceID(int(m.entrance))
		}
		if m.hero != 0 {
			mp.Hero = HeroID(int(m.hero))
		}
		for k := 0; k < int(m.n); k++ {
			c := m.cell(k)
			mp.Cards = append(mp.Cards, cardPos{Card: cardID(c.card), X: int(c.x), Y: int(c.y), Rot: c.rot})
		}
		p.Malls = append(p.Malls, mp)
	}
	if s.solo() {
		b := &botPos{Shops: idList(s.botShops, nShops, ShopID)}
		for t := 0; t < int(nTypes); t++ {
			b.Deck[t], b.Discard[t] = int(s.botDeck[t]), int(s.botDisc[t])
		}
		if s.botLast != 0 {
			b.Last = Type(s.botLast - 1).String()
		}
		p.Bot = b
	}
	return json.Marshal(p)
}

// Import implements engine.Game: it reads a position written by Position
// and checks it completely; an error names the field.
func (Game) Import(data []byte) (engine.State, error) {
	s, err := ImportState(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func errf(format string, a ...any) error { return fmt.Errorf("position: "+format, a...) }

// idSet reads a list of card names into a bit set.
func idSet(list []string, prefix string, max int, field string) (uint64, error) {
	var set uint64
	for i, v := range list {
		k, ok := parseID(v, prefix, max)
		if !ok || set&(1<<k) != 0 {
			return 0, errf("%s[%d] %q is not a card name %s1… (or repeats)", field, i, v, prefix)
		}
		set |= 1 << k
	}
	return set, nil
}

// ImportState is Import with the concrete type.
func ImportState(data []byte) (*State, error) {
	var p position
	if err := engine.DecodeStrict("position", data, maxPositionBytes, &p); err != nil {
		return nil, err
	}
	if p.Version != PositionVersion {
		return nil, errf("version %d, want %d", p.Version, PositionVersion)
	}
	if p.Game != GameName {
		return nil, errf("game %q, want %q", p.Game, GameName)
	}
	if p.Players < 1 || p.Players > maxSeats {
		return nil, errf("players %d, want 1 to %d", p.Players, maxSeats)
	}
	if p.Players == 1 && (p.Level < 1 || p.Level > 6) || p.Players > 1 && p.Level != 0 {
		return nil, errf("level %d, want 1 to 6 in solo (players 1), else 0", p.Level)
	}
	if p.First < 0 || p.First >= p.Players {
		return nil, errf("first %d, want a seat from 0 to %d", p.First, p.Players-1)
	}
	s := newState(p.Players, p.Level, p.First)
	s.deck = 0
	s.botDeck = [nTypes]uint8{}
	if p.Viewer < -1 || p.Viewer > p.Players {
		return nil, errf("viewer %d, want -1 to %d", p.Viewer, p.Players)
	}
	s.viewer = int8(p.Viewer)
	ph := -1
	for i, n := range phaseNames {
		if n == p.Phase {
			ph = i
		}
	}
	if ph < 0 {
		return nil, errf("phase %q is not one of %v", p.Phase, phaseNames)
	}
	s.phase = uint8(ph)
	if p.Round < 0 || p.Round > s.rounds() {
		return nil, errf("round %d, want 0 to %d", p.Round, s.rounds())
	}
	if p.Turn < 0 || p.Turn > displaySize || p.Round == 0 && p.Turn != 0 {
		return nil, errf("turn %d, want 0 to 12 (0 during setup)", p.Turn)
	}
	if p.Turn == displaySize && p.Round != s.rounds() {
		return nil, errf("turn 12 (all turns played) is only for the last round, not round %d", p.Round)
	}
	s.round, s.turn = uint8(p.Round), uint8(p.Turn)
	if p.Active < 0 || p.Active >= int(s.np) {
		return nil, errf("active %d, want 0 to %d", p.Active, s.np-1)
	}
	s.active = uint8(p.Active)
	if s.round > 0 && s.turn < displaySize && int(s.active) != (s.firstOf(int(s.round))+int(s.turn))%int(s.np) {
		return nil, errf("active %d is not the player of turn %d of round %d", p.Active, p.Turn, p.Round)
	}
	if s.round == 0 && s.active != 0 || s.turn == displaySize && int(s.active) != (s.firstOf(int(s.round))+displaySize-1)%int(s.np) {
		return nil, errf("active %d does not fit round %d turn %d", p.Active, p.Round, p.Turn)
	}
	if err := s.importCards(&p); err != nil {
		return nil, err
	}
	if err := s.importMalls(&p); err != nil {
		return nil, err
	}
	if err := s.importBot(&p); err != nil {
		return nil, err
	}
	if err := s.checkShops(&p); err != nil {
		return nil, err
	}
	if err := s.checkPhase(&p); err != nil {
		return nil, err
	}
	return s, nil
}

// importCards reads the Wizards, Monsters, deck, display, held and removed
// Shops.
func (s *State) importCards(p *position) error {
	w, err := idSet(p.Wizards, "W", nWizards, "wizards")
	if err != nil {
		return err
	}
	s.wizards = uint8(w)
	mo, err := idSet(p.Monsters, "M", nMonsters, "monsters")
	if err != nil {
		return err
	}
	s.monsters = uint8(mo)
	if popcount(mo) > s.monstersWanted() || s.round > 0 && popcount(mo) != s.monstersWanted() {
		return errf("monsters: %d active, want %d", popcount(mo), s.monstersWanted())
	}
	if s.deck, err = idSet(p.Deck, "S", nShops, "deck"); err != nil {
		return err
	}
	if s.gone, err = idSet(p.Removed, "S", nShops, "removed"); err != nil {
		return err
	}
	if len(p.Display) != displaySize {
		return errf("display has %d entries, want 12", len(p.Display))
	}
	for i, v := range p.Display {
		if v == "" {
			continue
		}
		k, ok := parseID(v, "S", nShops)
		if !ok {
			return errf("display[%d] %q is not a Shop S01…S60 or \"\"", i, v)
		}
		s.display[i] = uint8(k)
	}
	if p.Held != "" {
		k, ok := parseID(p.Held, "S", nShops)
		if !ok {
			return errf("held %q is not a Shop S01…S60 or \"\"", p.Held)
		}
		s.held = uint8(k)
	}
	if (s.held != 0) != (s.phase == phPlace) {
		return errf("held %q: a drafted Shop waits exactly in phase place", p.Held)
	}
	return nil
}

func (s *State) importMalls(p *position) error {
	if len(p.Malls) != s.humans() {
		return errf("malls has %d entries, want %d", len(p.Malls), s.humans())
	}
	var ents, heroes, towers uint64
	for i, mp := range p.Malls {
		m := &s.malls[i]
		f := func(what string) string { return fmt.Sprintf("malls[%d].%s", i, what) }
		if mp.Entrance != "" {
			k, ok := parseID(mp.Entrance, "EN", nEntrances)
			if !ok || ents&(1<<k) != 0 {
				return errf("%s %q is not an Entrance EN1…EN5 (or repeats)", f("entrance"), mp.Entrance)
			}
			ents |= 1 << k
			m.entrance = uint8(k)
		}
		if mp.Hero != "" {
			k, ok := parseID(mp.Hero, "H", nHeroes)
			if !ok || heroes&(1<<k) != 0 || s.solo() && k == Sorceress {
				return errf("%s %q is not a Hero H1…H5 (or repeats; no Sorceress in solo)", f("hero"), mp.Hero)
			}
			heroes |= 1 << k
			m.hero = uint8(k)
		}
		if mp.HeroReady && m.hero == 0 {
			return errf("%s: no Hero to be ready", f("heroReady"))
		}
		m.ready = mp.HeroReady
		if mp.Picks < 0 || mp.Picks > 18 {
			return errf("%s %d, want 0 to 18", f("picks"), mp.Picks)
		}
		m.picks = uint8(mp.Picks)
		t, err := idSet(mp.Towers, "W", nWizards, f("towers"))
		if err != nil {
			return err
		}
		if t&towers != 0 || uint8(t)&s.wizards != 0 {
			return errf("%s: a Wizard is face up or claimed twice", f("towers"))
		}
		towers |= t
		m.towers = uint8(t)
		if err := s.importMallCards(m, mp.Cards, f("cards")); err != nil {
			return err
		}
	}
	// Setup deals in order: Entrances to malls 0, 1, …, then Heroes, then
	// Wizards, then Monsters.
	ne, nh := s.dealtEntrances(), s.dealtHeroes()
	for i := 0; i < s.humans(); i++ {
		if (s.malls[i].entrance != 0) != (i < ne) || (s.malls[i].hero != 0) != (i < nh) {
			return errf("malls[%d]: Entrances and Heroes are dealt to malls in order", i)
		}
	}
	nw := popcount(uint64(s.wizards) | towers)
	if nh > 0 && ne < s.humans() || nw > 0 && nh < s.humans() || s.monsters != 0 && nw < s.wizardsWanted() {
		return errf("setup deals Entrances, then Heroes, then Wizards, then Monsters")
	}
	if nw > s.wizardsWanted() || s.round > 0 && (nw != s.wizardsWanted() || ne != s.humans() || nh != s.humans()) {
		return errf("wizards: %d in play, want %d; every mall needs its Entrance and Hero once play starts", nw, s.wizardsWanted())
	}
	if towers != 0 && s.round == 0 {
		return errf("towers claimed during setup")
	}
	return nil
}

// importMallCards reads one mall's cards.
func (s *State) importMallCards(m *mall, cards []cardPos, field string) error {
	if len(cards) > maxCards {
		return errf("%s has %d cards, at most %d", field, len(cards), maxCards)
	}
	if (m.entrance != 0) != (len(cards) > 0) {
		return errf("%s: a mall holds cards exactly once its Entrance is dealt", field)
	}
	var seenTowers uint8
	for k, cp := range cards {
		where := fmt.Sprintf("%s[%d]", field, k)
		if cp.X < -coordLimit || cp.X > coordLimit || cp.Y < -coordLimit || cp.Y > coordLimit {
			return errf("%s: cell (%d,%d) out of range ±%d", where, cp.X, cp.Y, coordLimit)
		}
		if m.at(cp.X, cp.Y) >= 0 {
			return errf("%s: cell (%d,%d) holds two cards", where, cp.X, cp.Y)
		}
		var card uint8
		if n, ok := parseID(cp.Card, "S", nShops); ok {
			card = uint8(n)
		} else if n, ok := parseID(cp.Card, "EN", nEntrances); ok && k == 0 && n == int(m.entrance) {
			card = uint8(cardEntrance + n)
			if cp.X != 0 || cp.Y != 0 {
				return errf("%s: the Entrance stands at (0,0)", where)
			}
		} else if n, ok := parseID(cp.Card, "W", nWizards); ok && m.towers&(1<<n) != 0 && seenTowers&(1<<n) == 0 {
			card = uint8(cardTower + n)
			seenTowers |= 1 << n
		} else {
			return errf("%s: card %q is not a Shop, this mall's Entrance (first) or one of its Towers", where, cp.Card)
		}
		if k == 0 && card != uint8(cardEntrance)+m.entrance {
			return errf("%s: the first card is the mall's Entrance", where)
		}
		if cp.Rot && !(card >= 1 && card <= nShops) {
			return errf("%s: only a Shop can be rotated", where)
		}
		m.add(cp.X, cp.Y, card, cp.Rot)
	}
	if seenTowers != m.towers {
		return errf("%s: every Tower won must stand in the mall", field)
	}
	return nil
}

func (s *State) importBot(p *position) error {
	if !s.solo() {
		if p.Bot != nil {
			return errf("bot: only in solo")
		}
		return nil
	}
	if p.Bot == nil {
		return errf("bot: missing in solo")
	}
	b := p.Bot
	total := 0
	for t := 0; t < int(nTypes); t++ {
		if b.Deck[t] < 0 || b.Discard[t] < 0 || b.Deck[t]+b.Discard[t] != 4 {
			return errf("bot.deck[%d] and bot.discard[%d] (%s) must hold the type's 4 cards", t, t, Type(t))
		}
		s.botDeck[t], s.botDisc[t] = uint8(b.Deck[t]), uint8(b.Discard[t])
		total += b.Deck[t]
	}
	if total == 0 {
		return errf("bot.deck is empty (the discards are reshuffled at once)")
	}
	var err error
	if s.botShops, err = idSet(b.Shops, "S", nShops, "bot.shops"); err != nil {
		return err
	}
	if b.Last != "" {
		t, ok := TypeByName(b.Last)
		if !ok {
			return errf("bot.last %q is not a type", b.Last)
		}
		s.botLast = uint8(t) + 1
	}
	return nil
}
