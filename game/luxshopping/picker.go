package luxshopping

import (
	"slices"
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/luxshopping"
)

// Target IDs the table draws and the picker reasons about:
//
//	lx:roll      roll the dice
//	lx:buy       buy the shop the pawn is on
//	lx:pass      do not buy, or build no gallery
//	lx:pick:K    shop K: a gallery partner, the gallery to merge with (K its
//	             smallest shop), the shop to sign or unsign, a shop to sell
//	lx:ok        create or merge the gallery chosen
//	lx:pay       pay the debt (once cash covers it)
const (
	Roll = "lx:roll"
	Buy  = "lx:buy"
	Pass = "lx:pass"
	OK   = "lx:ok"
	Pay  = "lx:pay"
)

// PickID is the target ID of shop k.
func PickID(k int) string { return "lx:pick:" + strconv.Itoa(k) }

// parsePick reads a shop target ID.
func parsePick(id string) (int, bool) {
	rest, ok := strings.CutPrefix(id, "lx:pick:")
	if !ok {
		return 0, false
	}
	k, err := strconv.Atoi(rest)
	return k, err == nil && strconv.Itoa(k) == rest
}

// Picker turns clicks into one of a decision's legal moves. Buttons make
// their move at once; a shop click makes a sign, unsign or sell move at
// once, and for galleries it chooses (or drops) a partner or the gallery to
// merge with, which lx:ok then confirms.
type Picker struct {
	legal  []string
	kinds  map[rules.MoveKind]bool // the kinds of the legal moves
	direct map[string]string       // target → the move one click makes
	pairs  map[[2]int]string       // gallery partners (a < b) → move
	merges map[int]string          // gallery id → merge move
	chosen []int                   // shops chosen for a gallery or merge, in order
}

// NewPicker makes the picker over legal (one seat's LegalMoves), read with
// rules.ParseMove. Texts that do not parse are ignored.
func NewPicker(legal []string) *Picker {
	p := &Picker{legal: append([]string(nil), legal...), kinds: map[rules.MoveKind]bool{},
		direct: map[string]string{}, pairs: map[[2]int]string{}, merges: map[int]string{}}
	for _, text := range legal {
		m, err := rules.ParseMove(text)
		if err != nil {
			continue
		}
		p.kinds[m.Kind] = true
		switch m.Kind {
		case rules.MoveRoll:
			p.direct[Roll] = text
		case rules.MoveBuy:
			p.direct[Buy] = text
		case rules.MovePass:
			p.direct[Pass] = text
		case rules.MovePay:
			p.direct[Pay] = text
		case rules.MoveSign, rules.MoveUnsign, rules.MoveSell:
			p.direct[PickID(m.Shop)] = text
		case rules.MoveMerge:
			p.merges[m.Gallery] = text
		case rules.MoveGallery:
			p.pairs[m.Partners] = text
		}
	}
	return p
}

// Legal lists the picker's moves.
func (p *Picker) Legal() []string { return append([]string(nil), p.legal...) }

// Empty reports whether there is nothing to choose.
func (p *Picker) Empty() bool { return len(p.legal) == 0 }

// Building reports whether the moves are gallery moves (create or merge).
func (p *Picker) Building() bool { return len(p.pairs) > 0 || len(p.merges) > 0 }

// Merging reports whether the gallery moves are merges.
func (p *Picker) Merging() bool { return len(p.merges) > 0 }

// Has reports whether move is one of the picker's moves.
func (p *Picker) Has(move string) bool { return slices.Contains(p.legal, move) }

// HasKind reports whether a move of kind k is among the picker's moves.
func (p *Picker) HasKind(k rules.MoveKind) bool { return p.kinds[k] }

// Chosen lists the shops chosen so far (gallery partners, or the gallery
// to merge with).
func (p *Picker) Chosen() []int { return append([]int(nil), p.chosen...) }

// Pending is the gallery or merge move the choice makes, or "".
func (p *Picker) Pending() string {
	switch len(p.chosen) {
	case 1:
		return p.merges[p.chosen[0]]
	case 2:
		a, b := p.chosen[0], p.chosen[1]
		return p.pairs[[2]int{min(a, b), max(a, b)}]
	}
	return ""
}

// Pickable reports whether a click on shop k does something now: a direct
// move, or a gallery choice that can still become a legal move (or drops a
// chosen shop).
func (p *Picker) Pickable(k int) bool {
	if _, ok := p.direct[PickID(k)]; ok {
		return true
	}
	if slices.Contains(p.chosen, k) {
		return true
	}
	if _, ok := p.merges[k]; ok {
		return true
	}
	switch len(p.chosen) {
	case 0:
		for pair := range p.pairs {
			if pair[0] == k || pair[1] == k {
				return true
			}
		}
	case 1:
		c := p.chosen[0]
		_, ok := p.pairs[[2]int{min(c, k), max(c, k)}]
		return ok
	}
	return false
}

// Enabled reports whether a click on id does something now.
func (p *Picker) Enabled(id string) bool {
	if id == OK {
		return p.Pending() != ""
	}
	if _, ok := p.direct[id]; ok {
		return true
	}
	if k, ok := parsePick(id); ok {
		return p.Pickable(k)
	}
	return false
}

// Selected reports whether id is a chosen shop.
func (p *Picker) Selected(id string) bool {
	k, ok := parsePick(id)
	return ok && slices.Contains(p.chosen, k)
}

// Reset drops the shops chosen.
func (p *Picker) Reset() { p.chosen = nil }

// Click handles a click on id and returns the move it completes, or "".
func (p *Picker) Click(id string) string {
	if !p.Enabled(id) {
		return ""
	}
	if m, ok := p.direct[id]; ok {
		p.Reset()
		return m
	}
	if id == OK {
		m := p.Pending()
		p.Reset()
		return m
	}
	k, _ := parsePick(id)
	if i := slices.Index(p.chosen, k); i >= 0 {
		p.chosen = slices.Delete(p.chosen, i, i+1)
		return ""
	}
	if _, ok := p.merges[k]; ok {
		p.chosen = []int{k} // one gallery at a time: a new one replaces it
		return ""
	}
	p.chosen = append(p.chosen, k)
	return ""
}

// Plan returns the IDs to click, from a fresh picker, to make move; nil if
// move is not among the legal moves.
func (p *Picker) Plan(move string) []string {
	if move == "" || !p.Has(move) {
		return nil
	}
	for id, m := range p.direct {
		if m == move {
			return []string{id}
		}
	}
	for pair, m := range p.pairs {
		if m == move {
			return []string{PickID(pair[0]), PickID(pair[1]), OK}
		}
	}
	for g, m := range p.merges {
		if m == move {
			return []string{PickID(g), OK}
		}
	}
	return nil
}
