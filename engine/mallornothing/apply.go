package mallornothing

import (
	"fmt"
	"math/bits"

	"github.com/galleria-games/galleria/engine"
)

// Decision implements engine.State.
func (s *State) Decision() engine.Decision {
	switch s.phase {
	case phOver:
		return engine.Decision{Kind: engine.Terminal}
	case phPlace:
		return engine.Decision{Kind: engine.Simultaneous, Seats: s.placing()}
	}
	// phStart, phDraw, and phHidden in a view.
	return engine.Decision{Kind: engine.ChanceNode}
}

// placingSeats[mask] lists the seats whose bit is set in mask, ascending.
// The lists are shared by every Decision: callers read them and never write
// (a composite literal has its capacity equal to its length, so an append
// copies).
var placingSeats = [4][]int{nil, {0}, {1}, {0, 1}}

// placing lists the seats that still have to commit their move.
func (s *State) placing() []int {
	mask := 0
	for i := 0; i < nSeats; i++ {
		if s.pending[i].kind == pendNone {
			mask |= 1 << i
		}
	}
	return placingSeats[mask]
}

// LegalMoves implements engine.State.
func (s *State) LegalMoves(seat int) []string {
	if seat == engine.Chance {
		return s.chanceMoves()
	}
	if !s.mustPlace(seat) {
		return nil
	}
	// The texts come from a table made once (texts.go): one allocation.
	n := s.drawn[seat]
	m := &s.malls[seat]
	var b anchorBox
	if !m.legalBox(n, &b) || !b.inTable() {
		return m.placeTexts(n)
	}
	k := b.count()
	if k == 0 {
		return []string{discardTexts[n]}
	}
	t := cardTexts(n)
	out := make([]string, 2*k)
	j := 0
	for r := 0; r < b.h; r++ {
		row := placeIndex(b.x0, b.y0+r, false)
		for ok := b.rows[r]; ok != 0; ok &= ok - 1 {
			i := row + 2*bits.TrailingZeros32(ok)
			out[j] = t.all[t.ends[i]:t.ends[i+1]]
			out[j+1] = t.all[t.ends[i+1]:t.ends[i+2]]
			j += 2
		}
	}
	return out
}

// placeTexts is LegalMoves of a seat that must place card n in m, anchor by
// anchor, for any mall.
func (m *mall) placeTexts(n uint8) []string {
	var buf [maxCandidates]anchor
	as := m.legalAnchors(n, buf[:0])
	if len(as) == 0 {
		return []string{discardTexts[n]}
	}
	t := cardTexts(n)
	out := make([]string, 0, 2*len(as))
	for _, a := range as {
		out = append(out, t.text(n, int(a.x), int(a.y), false), t.text(n, int(a.x), int(a.y), true))
	}
	return out
}

// AppendLegalMoves implements engine.MoveAppender: LegalMoves' texts,
// taken from the same tables, appended to dst.
func (s *State) AppendLegalMoves(dst []string, seat int) []string {
	if seat == engine.Chance {
		if s.viewer >= 0 {
			return dst
		}
		switch s.phase {
		case phStart:
			dst = append(dst, dealP1First, dealP1Second)
		case phDraw:
			for d := s.deck; d != 0; d &= d - 1 {
				dst = append(dst, drawTexts[bits.TrailingZeros32(d)])
			}
		}
		return dst
	}
	if !s.mustPlace(seat) {
		return dst
	}
	n := s.drawn[seat]
	m := &s.malls[seat]
	var b anchorBox
	if !m.legalBox(n, &b) || !b.inTable() {
		var buf [maxCandidates]anchor
		as := m.legalAnchors(n, buf[:0])
		if len(as) == 0 {
			return append(dst, discardTexts[n])
		}
		t := cardTexts(n)
		for _, a := range as {
			dst = append(dst, t.text(n, int(a.x), int(a.y), false), t.text(n, int(a.x), int(a.y), true))
		}
		return dst
	}
	if b.count() == 0 {
		return append(dst, discardTexts[n])
	}
	t := cardTexts(n)
	for r := 0; r < b.h; r++ {
		row := placeIndex(b.x0, b.y0+r, false)
		for ok := b.rows[r]; ok != 0; ok &= ok - 1 {
			i := row + 2*bits.TrailingZeros32(ok)
			dst = append(dst, t.all[t.ends[i]:t.ends[i+1]], t.all[t.ends[i+1]:t.ends[i+2]])
		}
	}
	return dst
}

// Moves is LegalMoves as parsed moves.
func (s *State) Moves(seat int) []Move { return s.legalMoves(seat) }

// Apply implements engine.State. The usual moves, a listed draw or a legal
// placement of a seat that must place, take a short way that checks exactly
// what the full way (applyChecked) would and builds no error; everything
// else goes the full way, which says why a move is refused.
func (s *State) Apply(seat int, text string) error {
	switch {
	case seat == engine.Chance && s.phase == phDraw && s.viewer < 0:
		if n := drawnCard(text); n > 0 && s.deck&(1<<n) != 0 {
			s.draw(n)
			return nil
		}
	case seat >= 0 && seat < nSeats && s.mustPlace(seat):
		if m, ok := parseCanonical(text); ok && m.Kind == MovePlace && m.Card == int(s.drawn[seat]) {
			ml := &s.malls[seat]
			ly := ml.layers()
			if _, _, why, _, _ := ml.classify(uint8(m.Card), m.X, m.Y, &ly); why == okPlace {
				s.pending[seat] = pending{kind: pendPlace, x: int8(m.X), y: int8(m.Y), rot180: m.Rot == 180}
				s.resolve()
				return nil
			}
		}
	}
	return s.applyChecked(seat, text)
}

// applyChecked is Apply with every check in turn, each refusal saying why.
func (s *State) applyChecked(seat int, text string) error {
	if err := engine.ValidMoveText(text); err != nil {
		return err
	}
	d := s.Decision()
	if d.Kind == engine.Terminal {
		return fmt.Errorf("the game is over")
	}
	if seat == engine.Chance {
		if d.Kind != engine.ChanceNode {
			return fmt.Errorf("no chance event is pending (waiting for %s)", engine.WaitingFor(d))
		}
		if s.viewer >= 0 {
			return fmt.Errorf("a view cannot resolve chance events")
		}
		return s.applyChance(text)
	}
	if seat < 0 || seat >= nSeats {
		return fmt.Errorf("%s does not exist (Mall or Nothing has seats 0 and 1)", engine.SeatName(seat))
	}
	if !d.Acts(seat) {
		if d.Kind == engine.Simultaneous {
			return fmt.Errorf("%s has already placed its card this round (waiting for %s)", engine.SeatName(seat), engine.WaitingFor(d))
		}
		return fmt.Errorf("%s does not act now (waiting for %s)", engine.SeatName(seat), engine.WaitingFor(d))
	}
	if s.viewer >= 0 && seat != int(s.viewer) {
		return fmt.Errorf("this view belongs to %s", viewerName(int(s.viewer)))
	}
	m, ok := parseCanonical(text)
	if !ok {
		var err error
		if m, err = ParseMove(text); err != nil {
			return err
		}
	}
	if _, _, err := s.checkMove(seat, m); err != nil {
		return fmt.Errorf("%s: %w", text, err)
	}
	p := pending{kind: pendDiscard}
	if m.Kind == MovePlace {
		p = pending{kind: pendPlace, x: int8(m.X), y: int8(m.Y), rot180: m.Rot == 180}
	}
	s.pending[seat] = p
	s.resolve()
	return nil
}

func viewerName(v int) string {
	if v == spectator {
		return "a spectator"
	}
	return engine.SeatName(v)
}

// resolve ends the round once both seats have committed: both moves are
// carried out together, then the next round's draws (or the end) follow. In
// a view where the other seat's move is hidden, the round cannot resolve and
// the view waits for something it cannot see.
func (s *State) resolve() {
	for i := 0; i < nSeats; i++ {
		switch s.pending[i].kind {
		case pendNone:
			return
		case pendHidden:
			s.phase = phHidden
			return
		}
	}
	for i := 0; i < nSeats; i++ {
		m := &s.malls[i]
		p := s.pending[i]
		n := s.drawn[i]
		if p.kind == pendDiscard {
			m.discarded |= 1 << n
		} else {
			ly := m.layers()
			up, down, why, _, _ := m.classify(n, int(p.x), int(p.y), &ly)
			if why != okPlace {
				// Checked when committed, and the mall has not changed since.
				_, _, err := m.check(n, int(p.x), int(p.y), &ly)
				panic(fmt.Sprintf("mallornothing: committed placement became illegal: %v", err))
			}
			m.lay(n, int(p.x), int(p.y), p.rot180, up, down)
		}
		s.drawn[i] = 0
		s.pending[i] = pending{}
	}
	s.round++
	if s.round == nRounds {
		s.phase = phOver
	} else {
		s.phase = phDraw
	}
}
