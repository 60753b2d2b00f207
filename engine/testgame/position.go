package testgame

import (
	"encoding/json"
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// PositionVersion heads every exported position.
const PositionVersion = 1

const maxPositionSize = 4 << 10

// Position is the JSON form of a state:
//
//	{"version":1,"game":"testgame","viewer":-1,"stage":"bid","round":0,
//	 "die":3,"scores":[2,0,0],"bids":["bid 1","",""]}
//
// viewer is -1 for a full state (the only kind Import reads), a seat for a
// seat's view, or the seat count for a spectator's; stage is roll, take,
// bid or over (hidden in some views); round counts the completed rounds;
// die is the round's roll (0 before it); scores and bids have one entry per
// seat, a bid being "", "bid 0", "bid 1" or, in a view, "hidden".
type Position struct {
	Version int      `json:"version"`
	Game    string   `json:"game"`
	Viewer  int      `json:"viewer"`
	Stage   string   `json:"stage"`
	Round   int      `json:"round"`
	Die     int      `json:"die"`
	Scores  []int64  `json:"scores"`
	Bids    []string `json:"bids"`
}

// PositionOf returns the Position form of s.
func (s *State) PositionOf() *Position {
	p := &Position{Version: PositionVersion, Game: GameName, Viewer: int(s.viewer),
		Stage: phaseNames[s.phase], Round: int(s.round), Die: int(s.die),
		Scores: s.Scores(), Bids: make([]string, s.n)}
	for i := range p.Bids {
		p.Bids[i] = bidText(s.bids[i])
	}
	return p
}

// Position implements engine.State.
func (s *State) Position() ([]byte, error) { return json.Marshal(s.PositionOf()) }

// rawPosition is Position as read: pointers tell a missing field from a
// zero value.
type rawPosition struct {
	Version *int      `json:"version"`
	Game    *string   `json:"game"`
	Viewer  *int      `json:"viewer"`
	Stage   *string   `json:"stage"`
	Round   *int      `json:"round"`
	Die     *int      `json:"die"`
	Scores  *[]int64  `json:"scores"`
	Bids    *[]string `json:"bids"`
}

type field string

func (f field) fail(format string, a ...any) error {
	return fmt.Errorf("position: %s: %s", string(f), fmt.Sprintf(format, a...))
}

// ImportState reads a JSON position strictly: an unknown or missing field,
// or a value that no game reaches, is an error naming the field.
func ImportState(data []byte) (*State, error) {
	var r rawPosition
	if err := engine.DecodeStrict("position", data, maxPositionSize, &r); err != nil {
		return nil, err
	}
	for _, f := range []struct {
		name string
		ok   bool
	}{{"version", r.Version != nil}, {"game", r.Game != nil}, {"viewer", r.Viewer != nil},
		{"stage", r.Stage != nil}, {"round", r.Round != nil}, {"die", r.Die != nil},
		{"scores", r.Scores != nil}, {"bids", r.Bids != nil}} {
		if !f.ok {
			return nil, field(f.name).fail("missing")
		}
	}
	return FromPosition(&Position{Version: *r.Version, Game: *r.Game, Viewer: *r.Viewer, Stage: *r.Stage,
		Round: *r.Round, Die: *r.Die, Scores: *r.Scores, Bids: *r.Bids})
}

// FromPosition builds a full state from a Position, checking every field.
func FromPosition(p *Position) (*State, error) {
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
		return nil, field("stage").fail("%q: want roll, take, bid or over", p.Stage)
	}
	s.phase = uint8(phase)
	switch {
	case p.Round < 0 || p.Round > Rounds:
		return nil, field("round").fail("%d: want 0 to %d", p.Round, Rounds)
	case s.phase == phOver && p.Round != Rounds:
		return nil, field("round").fail("%d at the end of the game, want %d", p.Round, Rounds)
	case s.phase != phOver && p.Round == Rounds:
		return nil, field("round").fail("%d in stage %q: the game ends after round %d", p.Round, p.Stage, Rounds)
	}
	s.round = uint8(p.Round)
	rolled := s.phase == phTake || s.phase == phBid
	switch {
	case rolled && (p.Die < 1 || p.Die > 3):
		return nil, field("die").fail("%d in stage %q: want 1, 2 or 3", p.Die, p.Stage)
	case !rolled && p.Die != 0:
		return nil, field("die").fail("%d in stage %q: want 0 (no roll yet)", p.Die, p.Stage)
	}
	s.die = uint8(p.Die)
	n := len(p.Scores)
	if n < 2 || n > MaxSeats {
		return nil, field("scores").fail("%d seats, want 2 to %d", n, MaxSeats)
	}
	s.n = uint8(n)
	// Each completed round gives its leader 1 or 2 and any seat at most 3;
	// the current round's leader has taken once the stage is bid.
	for i, v := range p.Scores {
		takes := 0
		for r := 0; r < p.Round; r++ {
			if r%n == i {
				takes++
			}
		}
		if s.phase == phBid && s.Leader() == i {
			takes++
		}
		lo, hi := int64(takes), int64(2*takes+3*p.Round)
		if v < lo || v > hi {
			return nil, field(fmt.Sprintf("scores[%d]", i)).fail("%d: seat %d can have %d to %d points now", v, i, lo, hi)
		}
		s.scores[i] = v
	}
	if len(p.Bids) != n {
		return nil, field("bids").fail("%d bids for %d seats", len(p.Bids), n)
	}
	in := 0
	for i, b := range p.Bids {
		f := field(fmt.Sprintf("bids[%d]", i))
		switch b {
		case "":
			continue
		case Bid0:
			s.bids[i] = bidZero
		case Bid1:
			s.bids[i] = bidOne
		case "hidden":
			return nil, f.fail("hidden: only views hide a bid, and a view cannot be imported")
		default:
			return nil, f.fail("%q: want \"\", %q or %q", b, Bid0, Bid1)
		}
		if s.phase != phBid {
			return nil, f.fail("%q in stage %q: bids are in only in stage bid", b, p.Stage)
		}
		in++
	}
	if in == n {
		return nil, field("bids").fail("every bid is in: the round would have resolved")
	}
	return s, nil
}
