package mallforheroes

import (
	"slices"
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallforheroes"
)

// Target IDs the table draws and the picker reasons about (the click
// contract the browser tests rely on):
//
//	mfh:draft:C,R     the display Shop at column C, row R
//	mfh:cell:X,Y      cell (X, Y) of the acting mall (place, swap, Tower)
//	mfh:tower:W3      the face-up Wizard W3, to claim
//	mfh:remove:tavern a Shop type to remove (solo Level 2)
//	mfh:hero          "use my Hero" on or off
//	mfh:pass          keep the Bard, or decline the Sorceress's claim
//	mfh:ok            confirm two types to remove
const (
	HeroTarget = "mfh:hero"
	PassTarget = "mfh:pass"
	OKTarget   = "mfh:ok"
)

// DraftTarget is the target of display position (col, row).
func DraftTarget(col, row int) string {
	return "mfh:draft:" + strconv.Itoa(col) + "," + strconv.Itoa(row)
}

// CellTarget is the target of mall cell (x, y).
func CellTarget(x, y int) string { return "mfh:cell:" + strconv.Itoa(x) + "," + strconv.Itoa(y) }

// TowerTarget is the target of Wizard w ("W3").
func TowerTarget(w string) string { return "mfh:tower:" + w }

// RemoveTarget is the target of a Shop type word ("tavern").
func RemoveTarget(t string) string { return "mfh:remove:" + t }

// InfoTarget is the target that opens a card's rule ("S12", "W3", "H2",
// "M1", "EN4"); the table handles it, never the picker.
func InfoTarget(card string) string { return "mfh:info:" + card }

// ParseCell reads a cell target.
func ParseCell(id string) (x, y int, ok bool) { return parsePair(id, "mfh:cell:") }

// ParseDraft reads a draft target.
func ParseDraft(id string) (col, row int, ok bool) { return parsePair(id, "mfh:draft:") }

func parsePair(id, prefix string) (int, int, bool) {
	rest, found := strings.CutPrefix(id, prefix)
	if !found {
		return 0, 0, false
	}
	as, bs, found := strings.Cut(rest, ",")
	if !found {
		return 0, 0, false
	}
	a, err1 := strconv.Atoi(as)
	b, err2 := strconv.Atoi(bs)
	return a, b, err1 == nil && err2 == nil
}

// plansOf lists the click sequences that make move: the contract's plan
// first, then the other orders a person may click in (a swap's cells, two
// types to remove, either way round). nil for a text that is no seat move.
func plansOf(move string) [][]string {
	m, err := rules.ParseMove(move)
	if err != nil {
		return nil
	}
	var ids []string
	switch m.Kind {
	case rules.MoveDraft:
		ids = []string{DraftTarget(m.Col, m.Row)}
	case rules.MovePlace:
		ids = []string{CellTarget(m.X, m.Y)}
	case rules.MoveSwap:
		a, b := CellTarget(m.X, m.Y), CellTarget(m.X2, m.Y2)
		return [][]string{{a, b}, {b, a}}
	case rules.MovePass:
		return [][]string{{PassTarget}}
	case rules.MoveTower:
		ids = []string{TowerTarget(rules.WizardID(m.Wizard)), CellTarget(m.X, m.Y)}
	case rules.MoveRemove:
		if len(m.Types) == 1 {
			return [][]string{{RemoveTarget(m.Types[0].String())}}
		}
		a, b := RemoveTarget(m.Types[0].String()), RemoveTarget(m.Types[1].String())
		return [][]string{{a, b, OKTarget}, {b, a, OKTarget}}
	default: // a chance outcome
		return nil
	}
	if m.Hero != 0 { // "use my Hero" first
		ids = append([]string{HeroTarget}, ids...)
	}
	return [][]string{ids}
}

// ParseRemove reads a removal target: the Shop type.
func ParseRemove(id string) (rules.Type, bool) {
	w, found := strings.CutPrefix(id, "mfh:remove:")
	if !found {
		return 0, false
	}
	return rules.TypeByName(w)
}

// passMove is the text of the move "pass" (keep the Bard, or decline the
// Sorceress's claim).
var passMove = rules.Move{Kind: rules.MovePass}.String()

// Picker builds one of a decision's legal moves from clicks: the Hero
// toggle, then the targets of the move in order. It knows no rule: the
// choices are exactly the legal moves it was made for.
type Picker struct {
	moves  []string
	plans  [][][]string // by move: the click orders that make it
	armed  bool         // "use my Hero" is on
	chosen []string     // the targets clicked so far (not the Hero toggle)
}

// NewPicker starts a choice over legal (one seat's LegalMoves). Texts that
// are no seat move are ignored.
func NewPicker(legal []string) *Picker {
	p := &Picker{}
	for _, m := range legal {
		if ps := plansOf(m); ps != nil {
			p.moves = append(p.moves, m)
			p.plans = append(p.plans, ps)
		}
	}
	return p
}

// Moves lists the moves the picker chooses among.
func (p *Picker) Moves() []string { return p.moves }

// Empty reports whether there is nothing to choose.
func (p *Picker) Empty() bool { return len(p.moves) == 0 }

// Has reports whether move is one of the picker's moves.
func (p *Picker) Has(move string) bool { return slices.Contains(p.moves, move) }

// Armed reports whether "use my Hero" is on.
func (p *Picker) Armed() bool { return p.armed }

// Chosen lists the targets clicked so far in the move being made.
func (p *Picker) Chosen() []string { return slices.Clone(p.chosen) }

// HeroOffered reports whether some legal move uses the Hero.
func (p *Picker) HeroOffered() bool {
	for _, ps := range p.plans {
		if ps[0][0] == HeroTarget {
			return true
		}
	}
	return false
}

// Targets lists every target some move's plan clicks (the Hero toggle
// included), each once, in the order met.
func (p *Picker) Targets() []string {
	var out []string
	seen := map[string]bool{}
	for _, ps := range p.plans {
		for _, plan := range ps {
			for _, id := range plan {
				if !seen[id] {
					seen[id] = true
					out = append(out, id)
				}
			}
		}
	}
	return out
}

// seq is the click sequence so far, the Hero toggle first when on.
func (p *Picker) seq(chosen []string) []string {
	if p.armed {
		return append([]string{HeroTarget}, chosen...)
	}
	return chosen
}

// match finds the move that the clicks make (done) or whether some move
// goes on from them (partial).
func (p *Picker) match(chosen []string) (done string, partial bool) {
	s := p.seq(chosen)
	for i, ps := range p.plans {
		for _, plan := range ps {
			if len(plan) < len(s) || !slices.Equal(plan[:len(s)], s) {
				continue
			}
			if len(plan) == len(s) {
				return p.moves[i], true
			}
			partial = true
		}
	}
	return "", partial
}

// step works out a click on id without making it: the move it completes,
// the chosen targets after it, and whether it is a choice at all.
func (p *Picker) step(id string) (move string, chosen []string, armed, ok bool) {
	if id == HeroTarget {
		if !p.HeroOffered() {
			return "", nil, false, false
		}
		return "", nil, !p.armed, true
	}
	next := append(slices.Clone(p.chosen), id)
	if m, partial := p.match(next); partial {
		return m, next, p.armed, true
	}
	if n := len(p.chosen); n > 0 {
		if p.chosen[n-1] == id { // clicked again: dropped
			return "", slices.Clone(p.chosen[:n-1]), p.armed, true
		}
		alt := append(slices.Clone(p.chosen[:n-1]), id) // another choice in its place
		if m, partial := p.match(alt); partial {
			return m, alt, p.armed, true
		}
	}
	return "", nil, false, false
}

// Click handles a click on id: it returns the move once a whole legal move
// is chosen (and starts afresh), else "" (a step, or a target that is no
// choice now, which changes nothing).
func (p *Picker) Click(id string) string {
	m, chosen, armed, ok := p.step(id)
	if !ok {
		return ""
	}
	if m != "" {
		p.Reset()
		return m
	}
	p.chosen, p.armed = chosen, armed
	return ""
}

// Enabled reports whether a click on id does something now.
func (p *Picker) Enabled(id string) bool {
	_, _, _, ok := p.step(id)
	return ok
}

// Would is the move a click on id completes now, or "".
func (p *Picker) Would(id string) string {
	m, _, _, _ := p.step(id)
	return m
}

// Selected reports whether id is part of the choice in progress.
func (p *Picker) Selected(id string) bool {
	if id == HeroTarget {
		return p.armed
	}
	return slices.Contains(p.chosen, id)
}

// Reset drops the choice in progress and the Hero toggle.
func (p *Picker) Reset() { p.armed, p.chosen = false, nil }

// Plan lists the targets to click, from a fresh picker, to make move; nil
// if move is not one of the picker's moves.
func (p *Picker) Plan(move string) []string {
	for i, m := range p.moves {
		if m == move {
			return slices.Clone(p.plans[i][0])
		}
	}
	return nil
}
