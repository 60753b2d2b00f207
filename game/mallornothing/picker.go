package mallornothing

import (
	"strconv"
	"strings"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
)

// Target IDs the table draws and the picker reasons about:
//
//	mn:rot:0 mn:rot:180   the drawn card upright, or turned 180°
//	mn:at:X,Y             an anchor (the top-left cell of the card's 2×3 footprint)
//	mn:lock               commit the chosen placement
//	mn:discard            discard the drawn card (only when it has no place)
const (
	Rot0    = "mn:rot:0"
	Rot180  = "mn:rot:180"
	Lock    = "mn:lock"
	Discard = "mn:discard"
)

// AtID is the target ID of anchor (x, y).
func AtID(x, y int) string { return "mn:at:" + strconv.Itoa(x) + "," + strconv.Itoa(y) }

// parseAt reads an anchor target ID.
func parseAt(id string) (x, y int, ok bool) {
	rest, found := strings.CutPrefix(id, "mn:at:")
	if !found {
		return 0, 0, false
	}
	xs, ys, found := strings.Cut(rest, ",")
	if !found {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	return x, y, err1 == nil && err2 == nil
}

type anchor struct{ x, y, rot int }

// Picker holds a partial placement over one decision's legal moves: the
// rotation shown, and the anchor chosen (if any).
type Picker struct {
	card    int
	legal   map[anchor]string // placement → move text
	discard string            // the discard move, when it is legal
	rot     int
	chosen  bool
	cx, cy  int
}

// NewPicker starts a selection over legal (one seat's LegalMoves). Texts
// that are no seat move are ignored.
func NewPicker(legal []string) *Picker {
	p := &Picker{legal: map[anchor]string{}}
	for _, text := range legal {
		m, err := rules.ParseMove(text)
		switch {
		case err != nil:
		case m.Kind == rules.MoveDiscard:
			p.card, p.discard = m.Card, text
		case m.Kind == rules.MovePlace:
			p.card = m.Card
			p.legal[anchor{m.X, m.Y, m.Rot}] = text
		}
	}
	return p
}

// Card is the drawn card the moves are for (0 when there are none).
func (p *Picker) Card() int { return p.card }

// Rotation is the rotation shown: 0 or 180.
func (p *Picker) Rotation() int { return p.rot }

// Chosen is the chosen anchor, if any.
func (p *Picker) Chosen() (x, y int, ok bool) { return p.cx, p.cy, p.chosen }

// Empty reports whether there is nothing to choose.
func (p *Picker) Empty() bool { return len(p.legal) == 0 && p.discard == "" }

// CanDiscard reports whether discarding is the legal move.
func (p *Picker) CanDiscard() bool { return p.discard != "" }

// LegalAt reports whether anchor (x, y) is legal with the rotation shown.
func (p *Picker) LegalAt(x, y int) bool {
	_, ok := p.legal[anchor{x, y, p.rot}]
	return ok
}

// MoveAt is the move text of anchor (x, y) with the rotation shown, or "".
func (p *Picker) MoveAt(x, y int) string { return p.legal[anchor{x, y, p.rot}] }

// Pending is the move the chosen anchor and rotation make, or "".
func (p *Picker) Pending() string {
	if !p.chosen {
		return ""
	}
	return p.MoveAt(p.cx, p.cy)
}

// Anchors lists the legal anchors with the rotation shown.
func (p *Picker) Anchors() [][2]int {
	var out [][2]int
	for a := range p.legal {
		if a.rot == p.rot {
			out = append(out, [2]int{a.x, a.y})
		}
	}
	return out
}

// Reset forgets the chosen anchor and shows the card upright.
func (p *Picker) Reset() { p.rot, p.chosen = 0, false }

// Rotate turns the card by 180°; a chosen anchor stays chosen only if it is
// still legal.
func (p *Picker) Rotate() { p.setRot(180 - p.rot) }

func (p *Picker) setRot(r int) {
	p.rot = r
	if p.chosen && !p.LegalAt(p.cx, p.cy) {
		p.chosen = false
	}
}

// Enabled reports whether a click on id does something now.
func (p *Picker) Enabled(id string) bool {
	switch id {
	case Rot0, Rot180:
		return len(p.legal) > 0
	case Lock:
		return p.Pending() != ""
	case Discard:
		return p.discard != ""
	}
	if x, y, ok := parseAt(id); ok {
		return p.LegalAt(x, y)
	}
	return false
}

// Selected reports whether id is part of the current selection (the shown
// rotation, the chosen anchor).
func (p *Picker) Selected(id string) bool {
	switch id {
	case Rot0:
		return p.rot == 0
	case Rot180:
		return p.rot == 180
	}
	if x, y, ok := parseAt(id); ok {
		return p.chosen && x == p.cx && y == p.cy
	}
	return false
}

// Click handles a click on id and returns the move it completes, or "".
// Clicking the chosen anchor again does not commit: only mn:lock does.
func (p *Picker) Click(id string) string {
	if !p.Enabled(id) {
		return ""
	}
	switch id {
	case Rot0:
		p.setRot(0)
	case Rot180:
		p.setRot(180)
	case Lock:
		m := p.Pending()
		p.Reset()
		return m
	case Discard:
		return p.discard
	default:
		x, y, _ := parseAt(id)
		p.cx, p.cy, p.chosen = x, y, true
	}
	return ""
}

// Plan returns the IDs to click, from a fresh picker, to make move; nil if
// move is not among the legal moves.
func (p *Picker) Plan(move string) []string {
	if move == "" {
		return nil
	}
	if move == p.discard {
		return []string{Discard}
	}
	for a, text := range p.legal {
		if text == move {
			return []string{"mn:rot:" + strconv.Itoa(a.rot), AtID(a.x, a.y), Lock}
		}
	}
	return nil
}

// Where says how a card is laid, in words: "upright", "turned 180°" (or
// "discarded face down"); Layers says where it went.
func Where(m rules.Move) string {
	if m.Kind == rules.MoveDiscard {
		return lang.T("discarded face down")
	}
	if m.Rot == 180 {
		return lang.T("turned 180°")
	}
	return lang.T("upright")
}

// Layers says where placement m of seat went, in game terms: the cards it
// lies over and under, and the part of the mall it reaches ("over card 10
// and under card 15, at the top left"). prior is the mall before the
// placement (for the part of the mall), placed the state with it laid (for
// the layers, the engine's pairs).
func Layers(prior, placed *rules.State, seat int, m rules.Move) string {
	var over, under []int
	for _, p := range placed.Pairs(seat) {
		switch {
		case p[1] == m.Card:
			over = append(over, p[0])
		case p[0] == m.Card:
			under = append(under, p[1])
		}
	}
	var parts []string
	if len(over) > 0 {
		parts = append(parts, cardsWords(over, "over card %d", "over cards %s"))
	}
	if len(under) > 0 {
		parts = append(parts, cardsWords(under, "under card %d", "under cards %s"))
	}
	out := lang.List(parts)
	if pos := sideWords(prior, seat, m); pos != "" {
		if out == "" {
			return pos
		}
		out = lang.F("%s, %s", out, pos)
	}
	return out
}

// cardsWords names cards with one format for a card, another for several.
func cardsWords(cards []int, one, many string) string {
	if len(cards) == 1 {
		return lang.F(one, cards[0])
	}
	var ns []string
	for _, n := range cards {
		ns = append(ns, strconv.Itoa(n))
	}
	return lang.F(many, lang.List(ns))
}

// sideWords is the part of seat's mall (prior) that placement m reaches:
// "at the top left", "in the middle".
func sideWords(prior *rules.State, seat int, m rules.Move) string {
	minX, minY, maxX, maxY := prior.Bounds(seat)
	if maxX < minX {
		return ""
	}
	dx := float64(m.X) + 1 - float64(minX+maxX+1)/2
	dy := float64(m.Y) + 1.5 - float64(minY+maxY+1)/2
	h, v := 1, 1
	switch {
	case dx < -0.5:
		h = 0
	case dx > 0.5:
		h = 2
	}
	switch {
	case dy < -0.75:
		v = 0
	case dy > 0.75:
		v = 2
	}
	return [3][3]func() string{
		{func() string { return lang.T("at the top left") }, func() string { return lang.T("at the top") }, func() string { return lang.T("at the top right") }},
		{func() string { return lang.T("on the left") }, func() string { return lang.T("in the middle") }, func() string { return lang.T("on the right") }},
		{func() string { return lang.T("at the bottom left") }, func() string { return lang.T("at the bottom") }, func() string { return lang.T("at the bottom right") }},
	}[v][h]()
}
