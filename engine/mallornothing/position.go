package mallornothing

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/galleria-games/galleria/engine"
)

// PositionFormat and PositionVersion head every exported position.
const (
	PositionFormat  = "galleria-position"
	PositionVersion = 1
	maxPositionSize = 64 << 10
)

// Position is the documented JSON form of a state
// (docs/mallornothing-position.md). In an exported view the other seat's
// committed move reads "hidden"; a view cannot be imported.
type Position struct {
	Format  string         `json:"format"`
	Version int            `json:"version"`
	Game    string         `json:"game"`
	Viewer  int            `json:"viewer"` // -1 full state, 0/1 a seat's view, 2 a spectator's
	Stage   string         `json:"stage"`  // start | draw | place | over (| hidden in views)
	Round   int            `json:"round"`  // rounds completed, 0…8
	P1      int            `json:"p1"`     // seat holding card 9, -1 before the deal
	Deck    []int          `json:"deck"`   // cards not yet drawn, ascending
	Seats   []SeatPosition `json:"seats"`
}

// SeatPosition is one seat's mall and round in a Position.
type SeatPosition struct {
	Mall      []Placement `json:"mall"`      // placement order, the starting card first
	Pairs     [][2]int    `json:"pairs"`     // recorded layering (lower, upper), sorted
	Discarded []int       `json:"discarded"` // ascending
	Drawn     int         `json:"drawn"`     // card drawn this round, 0 none
	Pending   string      `json:"pending"`   // committed move text, "" none, "hidden" in a view
}

// PositionOf returns the Position form of s.
func (s *State) PositionOf() *Position {
	p := &Position{
		Format: PositionFormat, Version: PositionVersion, Game: GameName,
		Viewer: int(s.viewer), Stage: phaseNames[s.phase], Round: int(s.round), P1: int(s.p1),
		Deck: maskList(s.deck),
	}
	for i := 0; i < nSeats; i++ {
		m := &s.malls[i]
		sp := SeatPosition{Mall: s.Mall(i), Pairs: m.pairs(), Discarded: maskList(m.discarded),
			Drawn: int(s.drawn[i]), Pending: s.pendingText(i)}
		p.Seats = append(p.Seats, sp)
	}
	return p
}

// Position implements engine.State. The JSON is laid out by hand, one card
// of a mall per line, so that a position reads well and stays small.
func (s *State) Position() ([]byte, error) { return s.PositionOf().JSON(), nil }

// JSON writes p in the layout Position uses (a plain method, so that
// encoding/json still encodes a Position field by field).
func (p *Position) JSON() []byte {
	b := make([]byte, 0, 1024)
	str := func(v string) {
		q, _ := json.Marshal(v)
		b = append(b, q...)
	}
	num := func(v int) { b = strconv.AppendInt(b, int64(v), 10) }
	ints := func(xs []int) {
		b = append(b, '[')
		for i, x := range xs {
			if i > 0 {
				b = append(b, ", "...)
			}
			num(x)
		}
		b = append(b, ']')
	}
	b = append(b, "{\n  \"format\": "...)
	str(p.Format)
	b = append(b, ",\n  \"version\": "...)
	num(p.Version)
	b = append(b, ",\n  \"game\": "...)
	str(p.Game)
	b = append(b, ",\n  \"viewer\": "...)
	num(p.Viewer)
	b = append(b, ",\n  \"stage\": "...)
	str(p.Stage)
	b = append(b, ",\n  \"round\": "...)
	num(p.Round)
	b = append(b, ",\n  \"p1\": "...)
	num(p.P1)
	b = append(b, ",\n  \"deck\": "...)
	ints(p.Deck)
	b = append(b, ",\n  \"seats\": ["...)
	for i, sp := range p.Seats {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n    {\n      \"mall\": ["...)
		for k, c := range sp.Mall {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, "\n        {\"card\": "...)
			num(c.Card)
			b = append(b, ", \"x\": "...)
			num(c.X)
			b = append(b, ", \"y\": "...)
			num(c.Y)
			b = append(b, ", \"rot\": "...)
			num(c.Rot)
			b = append(b, '}')
		}
		if len(sp.Mall) > 0 {
			b = append(b, "\n      "...)
		}
		b = append(b, "],\n      \"pairs\": ["...)
		for k, pr := range sp.Pairs {
			if k > 0 {
				b = append(b, ", "...)
			}
			ints(pr[:])
		}
		b = append(b, "],\n      \"discarded\": "...)
		ints(sp.Discarded)
		b = append(b, ",\n      \"drawn\": "...)
		num(sp.Drawn)
		b = append(b, ",\n      \"pending\": "...)
		str(sp.Pending)
		b = append(b, "\n    }"...)
	}
	if len(p.Seats) > 0 {
		b = append(b, "\n  "...)
	}
	b = append(b, "]\n}\n"...)
	return b
}

// Import implements engine.Game.
func (Game) Import(data []byte) (engine.State, error) {
	s, err := ImportState(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// rawPosition is Position as read: pointers tell a missing field (an error)
// from a zero value.
type rawPosition struct {
	Format  *string    `json:"format"`
	Version *int       `json:"version"`
	Game    *string    `json:"game"`
	Viewer  *int       `json:"viewer"`
	Stage   *string    `json:"stage"`
	Round   *int       `json:"round"`
	P1      *int       `json:"p1"`
	Deck    *[]int     `json:"deck"`
	Seats   *[]rawSeat `json:"seats"`
}

type rawSeat struct {
	Mall      *[]rawPlacement `json:"mall"`
	Pairs     *[][2]int       `json:"pairs"`
	Discarded *[]int          `json:"discarded"`
	Drawn     *int            `json:"drawn"`
	Pending   *string         `json:"pending"`
}

type rawPlacement struct {
	Card *int `json:"card"`
	X    *int `json:"x"`
	Y    *int `json:"y"`
	Rot  *int `json:"rot"`
}

// ImportState reads a JSON position; every missing, unknown or inconsistent
// field is an error naming it.
func ImportState(data []byte) (*State, error) {
	var raw rawPosition
	if err := engine.DecodeStrict("position", data, maxPositionSize, &raw); err != nil {
		return nil, err
	}
	p, err := raw.position()
	if err != nil {
		return nil, err
	}
	return FromPosition(p)
}

// position checks that every field is present.
func (r *rawPosition) position() (*Position, error) {
	missing := func(name string) error { return fmt.Errorf("position: %s: missing", name) }
	for _, f := range []struct {
		name string
		ok   bool
	}{{"format", r.Format != nil}, {"version", r.Version != nil}, {"game", r.Game != nil}, {"viewer", r.Viewer != nil},
		{"stage", r.Stage != nil}, {"round", r.Round != nil}, {"p1", r.P1 != nil}, {"deck", r.Deck != nil}, {"seats", r.Seats != nil}} {
		if !f.ok {
			return nil, missing(f.name)
		}
	}
	p := &Position{Format: *r.Format, Version: *r.Version, Game: *r.Game, Viewer: *r.Viewer,
		Stage: *r.Stage, Round: *r.Round, P1: *r.P1, Deck: *r.Deck}
	for i, rs := range *r.Seats {
		name := fmt.Sprintf("seats[%d]", i)
		switch {
		case rs.Mall == nil:
			return nil, missing(name + ".mall")
		case rs.Pairs == nil:
			return nil, missing(name + ".pairs")
		case rs.Discarded == nil:
			return nil, missing(name + ".discarded")
		case rs.Drawn == nil:
			return nil, missing(name + ".drawn")
		case rs.Pending == nil:
			return nil, missing(name + ".pending")
		}
		sp := SeatPosition{Pairs: *rs.Pairs, Discarded: *rs.Discarded, Drawn: *rs.Drawn, Pending: *rs.Pending}
		for k, c := range *rs.Mall {
			if c.Card == nil || c.X == nil || c.Y == nil || c.Rot == nil {
				return nil, missing(fmt.Sprintf("%s.mall[%d] (card, x, y and rot)", name, k))
			}
			sp.Mall = append(sp.Mall, Placement{Card: *c.Card, X: *c.X, Y: *c.Y, Rot: *c.Rot})
		}
		p.Seats = append(p.Seats, sp)
	}
	return p, nil
}

type field string

func (f field) fail(format string, a ...any) error {
	return fmt.Errorf("position: %s: %s", string(f), fmt.Sprintf(format, a...))
}

// FromPosition builds a state from a Position, checking it thoroughly: the
// malls are rebuilt placement by placement, each of which must be legal when
// it was made, and the recorded pairs must be the ones they make.
func FromPosition(p *Position) (*State, error) {
	if p.Format != PositionFormat {
		return nil, field("format").fail("want %q, got %q", PositionFormat, p.Format)
	}
	if p.Version != PositionVersion {
		return nil, field("version").fail("unsupported version %d (this build reads %d)", p.Version, PositionVersion)
	}
	if p.Game != GameName {
		return nil, field("game").fail("want %q, got %q", GameName, p.Game)
	}
	if p.Viewer != fullViewer {
		return nil, field("viewer").fail("%d: a view hides information and cannot be imported (want -1)", p.Viewer)
	}
	s := &State{viewer: fullViewer}
	phase := -1
	for i, name := range phaseNames {
		if name == p.Stage && uint8(i) != phHidden {
			phase = i
		}
	}
	if phase < 0 {
		return nil, field("stage").fail("%q: want start, draw, place or over", p.Stage)
	}
	s.phase = uint8(phase)
	if p.P1 < -1 || p.P1 > 1 {
		return nil, field("p1").fail("%d: want -1 (before the deal), 0 or 1", p.P1)
	}
	if (p.P1 < 0) != (s.phase == phStart) {
		return nil, field("p1").fail("%d does not fit stage %q (-1 exactly before the deal)", p.P1, p.Stage)
	}
	s.p1 = int8(p.P1)
	if p.Round < 0 || p.Round > nRounds {
		return nil, field("round").fail("%d: want 0 to %d", p.Round, nRounds)
	}
	s.round = uint8(p.Round)
	switch {
	case s.phase == phStart && p.Round != 0:
		return nil, field("round").fail("%d before the deal, want 0", p.Round)
	case s.phase == phOver && p.Round != nRounds:
		return nil, field("round").fail("%d at the end of the game, want %d", p.Round, nRounds)
	case (s.phase == phDraw || s.phase == phPlace) && p.Round >= nRounds:
		return nil, field("round").fail("%d: the game ends after round %d", p.Round, nRounds)
	}

	var seen uint32 // every card at most once, anywhere
	where := map[int]string{}
	take := func(name string, n int) error {
		if n < 1 || n > nCards {
			return field(name).fail("card %d: cards are numbered 1 to %d", n, nCards)
		}
		if seen&(1<<n) != 0 {
			return field(name).fail("card %d is also in %s", n, where[n])
		}
		seen |= 1 << n
		where[n] = name
		return nil
	}
	readList := func(name string, list []int) (uint32, error) {
		var mask uint32
		for i, n := range list {
			if err := take(fmt.Sprintf("%s[%d]", name, i), n); err != nil {
				return 0, err
			}
			if i > 0 && n < list[i-1] {
				return 0, field(name).fail("list the cards in ascending order")
			}
			mask |= 1 << n
		}
		return mask, nil
	}
	var err error
	if s.deck, err = readList("deck", p.Deck); err != nil {
		return nil, err
	}
	if len(p.Seats) != nSeats {
		return nil, field("seats").fail("%d seats, want %d", len(p.Seats), nSeats)
	}
	for i := range p.Seats {
		if err := s.readSeat(i, &p.Seats[i], take, readList); err != nil {
			return nil, err
		}
	}
	want := allCards
	if s.phase == phStart {
		want = startDeck
	}
	if seen != want {
		return nil, field("deck").fail("cards %s are nowhere: every card must be in the deck, a mall, a discard pile or a hand",
			joinInts(maskList(want&^seen)))
	}
	if err := s.checkRound(p); err != nil {
		return nil, err
	}
	return s, nil
}

// readSeat reads seat i's mall (replaying every placement), its discards,
// its drawn card and checks the pairs.
func (s *State) readSeat(i int, sp *SeatPosition, take func(string, int) error,
	readList func(string, []int) (uint32, error)) error {
	name := fmt.Sprintf("seats[%d]", i)
	m := &s.malls[i]
	if s.phase == phStart {
		if len(sp.Mall) != 0 || len(sp.Discarded) != 0 || len(sp.Pairs) != 0 || sp.Drawn != 0 || sp.Pending != "" {
			return field(name).fail("before the deal a seat holds nothing")
		}
		return nil
	}
	if len(sp.Mall) == 0 {
		return field(name + ".mall").fail("empty: the starting card is laid at the deal")
	}
	if len(sp.Mall) > maxMall {
		return field(name+".mall").fail("%d cards, at most %d", len(sp.Mall), maxMall)
	}
	start := cardP2
	if i == int(s.p1) {
		start = cardP1
	}
	if c := sp.Mall[0]; c != (Placement{Card: start, X: 0, Y: 0, Rot: 0}) {
		return field(name+".mall[0]").fail("%+v: seat %d starts with card %d at 0,0 with rotation 0", c, i, start)
	}
	for k, c := range sp.Mall {
		f := field(fmt.Sprintf("%s.mall[%d]", name, k))
		if err := take(string(f), c.Card); err != nil {
			return err
		}
		if k == 0 {
			m.lay(uint8(c.Card), 0, 0, false, 0, 0)
			continue
		}
		if c.Rot != 0 && c.Rot != 180 {
			return f.fail("rot %d: want 0 or 180", c.Rot)
		}
		if c.X < -maxAnchor || c.X > maxAnchor || c.Y < -maxAnchor || c.Y > maxAnchor {
			return f.fail("anchor %d,%d out of range (-%d to %d)", c.X, c.Y, maxAnchor, maxAnchor)
		}
		ly := m.layers()
		up, down, err := m.check(uint8(c.Card), c.X, c.Y, &ly)
		if err != nil {
			return f.fail("not a legal placement after the cards before it: %v", err)
		}
		m.lay(uint8(c.Card), c.X, c.Y, c.Rot == 180, up, down)
	}
	pairs := m.pairs()
	given := sp.Pairs
	if given == nil {
		given = [][2]int{}
	}
	if !slices.Equal(pairs, given) {
		return field(name+".pairs").fail("%v, but the placements record %v (lower, upper; sorted)", given, pairs)
	}
	var err error
	if m.discarded, err = readList(name+".discarded", sp.Discarded); err != nil {
		return err
	}
	if m.discarded != 0 {
		// The first covered cell in reading order can always be reached by a
		// footprint that overlaps that cell only, and that placement is
		// always legal (docs/mallornothing-moves.md): no card is ever forced
		// out.
		return field(name+".discarded").fail("%v: a card is discarded only when it has no legal place, and a mall always has one", sp.Discarded)
	}
	if len(sp.Mall)-1+len(sp.Discarded) != int(s.round) {
		return field(name).fail("%d cards laid after the starting card and %d discarded, but %d rounds are complete",
			len(sp.Mall)-1, len(sp.Discarded), s.round)
	}
	if sp.Drawn != 0 {
		if err := take(name+".drawn", sp.Drawn); err != nil {
			return err
		}
		s.drawn[i] = uint8(sp.Drawn)
	}
	return nil
}

// checkRound checks the drawn cards and committed moves against the stage.
func (s *State) checkRound(p *Position) error {
	for i := 0; i < nSeats; i++ {
		f := field(fmt.Sprintf("seats[%d].drawn", i))
		switch s.phase {
		case phPlace:
			if s.drawn[i] == 0 {
				return f.fail("both seats hold their drawn card while placing")
			}
		case phStart, phOver:
			if s.drawn[i] != 0 {
				return f.fail("no card is drawn in stage %q", p.Stage)
			}
		}
	}
	if s.phase == phDraw {
		p1, p2 := int(s.p1), 1-int(s.p1)
		if s.drawn[p1] != 0 && s.drawn[p2] != 0 {
			return field("stage").fail("draw, but both cards are drawn: the stage is place")
		}
		if s.drawn[p2] != 0 {
			return field(fmt.Sprintf("seats[%d].drawn", p2)).fail("P2 drew before P1 (seat %d) did", p1)
		}
	}
	for i := 0; i < nSeats; i++ {
		text := p.Seats[i].Pending
		f := field(fmt.Sprintf("seats[%d].pending", i))
		if text == "" {
			continue
		}
		if s.phase != phPlace {
			return f.fail("%q: moves are committed only in stage place", text)
		}
		if text == "hidden" {
			return f.fail("hidden: only views hide a committed move, and a view cannot be imported")
		}
		m, err := ParseMove(text)
		if err != nil {
			return f.fail("%v", err)
		}
		if _, _, err := s.checkMove(i, m); err != nil {
			return f.fail("%q is not legal: %v", text, err)
		}
		s.pending[i] = pending{kind: pendDiscard}
		if m.Kind == MovePlace {
			s.pending[i] = pending{kind: pendPlace, x: int8(m.X), y: int8(m.Y), rot180: m.Rot == 180}
		}
	}
	if s.pending[0].kind != pendNone && s.pending[1].kind != pendNone {
		return field("seats").fail("both seats have committed their move: the round would have resolved")
	}
	return nil
}
