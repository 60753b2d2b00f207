package mallforheroes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// The exported form of moves: Move, read by ParseMove and written by
// String, for clients and tools. The engine itself lists, reads and plays
// the compact mv of moves.go.

// MoveKind is what a Move does: a seat's move or a chance outcome.
type MoveKind uint8

// The kinds of moves (docs/mallforheroes-moves.md). The seat moves have
// the numbers of the engine's mv kinds. The zero MoveKind is no move.
const (
	MoveDraft  MoveKind = MoveKind(mvDraft)  // draft C R [rogue]
	MovePlace  MoveKind = MoveKind(mvPlace)  // place X Y [druid|paladin]
	MoveSwap   MoveKind = MoveKind(mvSwap)   // swap X1 Y1 X2 Y2
	MovePass   MoveKind = MoveKind(mvPass)   // pass
	MoveTower  MoveKind = MoveKind(mvTower)  // tower Wk X Y [sorceress]
	MoveRemove MoveKind = MoveKind(mvRemove) // remove TYPE [TYPE]
)

// The kinds of chance outcomes, after the seat moves.
const (
	ChanceEntrance MoveKind = MoveRemove + 1 + iota // entrance ENk
	ChanceHero                                      // hero Hk
	ChanceWizard                                    // wizard Wk
	ChanceMonster                                   // monster Mk
	ChanceShop                                      // shop Snn
	ChanceBot                                       // bot TYPE
)

// Chance reports whether moves of kind k are chance outcomes.
func (k MoveKind) Chance() bool { return k >= ChanceEntrance && k <= ChanceBot }

// Move is a seat's move or a chance outcome, field by field. Only the
// fields of its kind are set; the others are zero.
type Move struct {
	Kind MoveKind
	// Hero is the Hero used with the move, the word that ends it: Rogue
	// (draft), Druid or Paladin (place), Sorceress (tower); 0 for none.
	Hero int
	// Col, Row: draft: the display position (column 0–3, row 0–2).
	Col, Row int
	// X, Y: place, tower: the mall cell; swap: the first cell.
	X, Y int
	// X2, Y2: swap: the second cell, after the first in (y, x) order.
	X2, Y2 int
	// Wizard: tower: the Wizard claimed, 1…6.
	Wizard int
	// Types: remove: the Shop types removed (1 or 2), in type order.
	Types []Type
	// Card: the card a chance outcome deals or turns up, by its number:
	// entrance EN1…EN5, hero H1…H5, wizard W1…W6, monster M1…M4, shop
	// S01…S60.
	Card int
	// Type: bot: the type of the bot card revealed.
	Type Type
}

// heroWord is the word of Hero h ending a move of kind k, "" if h is not
// used with such moves.
func heroWord(k MoveKind, h int) string {
	switch {
	case k == MoveDraft && h == Rogue:
		return heroWords[heroRogue]
	case k == MovePlace && h == Druid:
		return heroWords[heroDruid]
	case k == MovePlace && h == Paladin:
		return heroWords[heroPaladin]
	case k == MoveTower && h == Sorceress:
		return heroWords[heroSorceress]
	}
	return ""
}

// String is the canonical text of the move ("" for the zero Move). A Hero
// that cannot end a move of its kind is not written.
func (m Move) String() string {
	var b []byte
	num := func(n int) { b = append(b, ' '); b = strconv.AppendInt(b, int64(n), 10) }
	switch m.Kind {
	case MoveDraft:
		b = append(b, "draft"...)
		num(m.Col)
		num(m.Row)
	case MovePlace:
		b = append(b, "place"...)
		num(m.X)
		num(m.Y)
	case MoveSwap:
		b = append(b, "swap"...)
		num(m.X)
		num(m.Y)
		num(m.X2)
		num(m.Y2)
	case MovePass:
		b = append(b, "pass"...)
	case MoveTower:
		b = append(b, "tower "...)
		b = append(b, WizardID(m.Wizard)...)
		num(m.X)
		num(m.Y)
	case MoveRemove:
		b = append(b, "remove"...)
		for _, t := range m.Types {
			b = append(b, ' ')
			b = append(b, t.String()...)
		}
	case ChanceEntrance:
		return "entrance " + EntranceID(m.Card)
	case ChanceHero:
		return "hero " + HeroID(m.Card)
	case ChanceWizard:
		return "wizard " + WizardID(m.Card)
	case ChanceMonster:
		return "monster " + MonsterID(m.Card)
	case ChanceShop:
		return "shop " + ShopID(m.Card)
	case ChanceBot:
		return "bot " + m.Type.String()
	}
	if w := heroWord(m.Kind, m.Hero); w != "" {
		b = append(b, ' ')
		b = append(b, w...)
	}
	return string(b)
}

// moveForms is the grammar, for errors.
const moveForms = "draft, place, swap, pass, tower or remove (a seat); entrance, hero, wizard, monster, shop or bot (chance)"

// ParseMove reads a move text, a seat's move or a chance outcome, strictly:
// only the canonical spelling is accepted (single spaces, numbers in plain
// decimal, a swap's cells and a removal's types in their order, card
// names as the spec writes them). It checks the ranges (display positions,
// mall cells within ±28, card numbers) and which Hero may end which move,
// not whether the move is legal now: that is Apply's job. The error names
// the word that is wrong.
func ParseMove(text string) (Move, error) {
	bad := func(format string, a ...any) (Move, error) {
		return Move{}, fmt.Errorf("move %q: "+format, append([]any{text}, a...)...)
	}
	if text == "" {
		return bad("empty move (want %s)", moveForms)
	}
	if len(text) > 64 {
		return bad("%d bytes is too long for a move", len(text))
	}
	f := strings.Split(text, " ")
	for i, w := range f {
		if w == "" {
			return bad("word %d is empty (one space between words, none at the ends)", i+1)
		}
	}
	var m Move
	// word reads word i (0-based) as a whole number in lo…hi.
	var err error
	word := func(i, lo, hi int, what string) int {
		if err != nil {
			return 0
		}
		v, ok := engine.CanonicalInt(f[i], 3)
		switch {
		case !ok:
			err = fmt.Errorf("word %d %q: %s is not a whole number (no '+', no leading zeros, no -0)", i+1, f[i], what)
		case v < lo || v > hi:
			err = fmt.Errorf("word %d %q: %s is out of range (%d to %d)", i+1, f[i], what, lo, hi)
		}
		return v
	}
	// words checks the count of words, a Hero's word at the end allowed
	// when flags lists it.
	words := func(n int, form string, flags ...int) error {
		if len(f) == n+1 {
			for _, h := range flags {
				if w := heroWord(m.Kind, h); f[n] == w {
					m.Hero = h
					f = f[:n]
					return nil
				}
			}
			return fmt.Errorf("word %d %q: want %s", n+1, f[n], form)
		}
		if len(f) != n {
			return fmt.Errorf("want %s (%d words, got %d)", form, n, len(f))
		}
		return nil
	}
	switch f[0] {
	case "draft":
		m.Kind = MoveDraft
		if err = words(3, "'draft C R' or 'draft C R rogue'", Rogue); err == nil {
			m.Col = word(1, 0, displayCols-1, "the column")
			m.Row = word(2, 0, displayRows-1, "the row")
		}
	case "place":
		m.Kind = MovePlace
		if err = words(3, "'place X Y', 'place X Y druid' or 'place X Y paladin'", Druid, Paladin); err == nil {
			m.X = word(1, -coordLimit, coordLimit, "x")
			m.Y = word(2, -coordLimit, coordLimit, "y")
		}
	case "swap":
		m.Kind = MoveSwap
		if err = words(5, "'swap X1 Y1 X2 Y2'"); err == nil {
			m.X = word(1, -coordLimit, coordLimit, "x1")
			m.Y = word(2, -coordLimit, coordLimit, "y1")
			m.X2 = word(3, -coordLimit, coordLimit, "x2")
			m.Y2 = word(4, -coordLimit, coordLimit, "y2")
			if err == nil && (m.Y > m.Y2 || m.Y == m.Y2 && m.X >= m.X2) {
				err = fmt.Errorf("words 2 to 5: the first cell must come before the second in (y, x) order")
			}
		}
	case "pass":
		m.Kind = MovePass
		err = words(1, "'pass'")
	case "tower":
		m.Kind = MoveTower
		if err = words(4, "'tower W X Y' or 'tower W X Y sorceress'", Sorceress); err == nil {
			w, ok := parseID(f[1], "W", nWizards)
			if !ok {
				return bad("word 2 %q: want a Wizard, W1 to W%d", f[1], nWizards)
			}
			m.Wizard = w
			m.X = word(2, -coordLimit, coordLimit, "x")
			m.Y = word(3, -coordLimit, coordLimit, "y")
		}
	case "remove":
		m.Kind = MoveRemove
		if len(f) != 2 && len(f) != 3 {
			return bad("want 'remove TYPE' or 'remove TYPE TYPE' (2 or 3 words, got %d)", len(f))
		}
		for i, w := range f[1:] {
			t, ok := TypeByName(w)
			if !ok {
				return bad("word %d %q: want a Shop type (%s)", i+2, w, strings.Join(typeNames[:], ", "))
			}
			if len(m.Types) > 0 && t <= m.Types[0] {
				return bad("word %d %q: the types go once each, in the order %s", i+2, w, strings.Join(typeNames[:], ", "))
			}
			m.Types = append(m.Types, t)
		}
	case "entrance", "hero", "wizard", "monster", "shop":
		if len(f) != 2 {
			return bad("want '%s' and a card (2 words, got %d)", f[0], len(f))
		}
		k, prefix, n := outcomeCards(f[0])
		c, ok := parseID(f[1], prefix, n)
		if !ok {
			first, last := prefix+"1", prefix+strconv.Itoa(n)
			if prefix == "S" {
				first, last = ShopID(1), ShopID(n)
			}
			return bad("word 2 %q: want a card %s to %s", f[1], first, last)
		}
		m.Kind, m.Card = k, c
	case "bot":
		if len(f) != 2 {
			return bad("want 'bot TYPE' (2 words, got %d)", len(f))
		}
		t, ok := TypeByName(f[1])
		if !ok {
			return bad("word 2 %q: want a Shop type (%s)", f[1], strings.Join(typeNames[:], ", "))
		}
		m.Kind, m.Type = ChanceBot, t
	default:
		return bad("unknown move %q in word 1 (want %s)", f[0], moveForms)
	}
	if err != nil {
		return bad("%v", err)
	}
	if c := m.String(); c != text {
		return bad("not in canonical form %q", c)
	}
	return m, nil
}

// outcomeCards is the kind of a card outcome's first word, and its cards'
// prefix and count.
func outcomeCards(word string) (MoveKind, string, int) {
	switch word {
	case "entrance":
		return ChanceEntrance, "EN", nEntrances
	case "hero":
		return ChanceHero, "H", nHeroes
	case "wizard":
		return ChanceWizard, "W", nWizards
	case "monster":
		return ChanceMonster, "M", nMonsters
	}
	return ChanceShop, "S", nShops
}
