package enginetest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// CheckLegal checks the listed moves of seat (Chance for the outcomes),
// who must act: there is at least one; each is valid move text
// (engine.ValidMoveText) and listed once; and each one tried applies to a
// clone, changes the clone's hash and leaves st's unchanged. It tries every
// move if sample is 0, else sample of them drawn with rng (one
// rng.Shuffle of the move indexes). after, if not nil, checks each clone
// after its move. It returns how many moves it applied.
func CheckLegal(st engine.State, seat int, rng *rand.Rand, sample int, after func(c engine.State, move string) error) (int, error) {
	legal := st.LegalMoves(seat)
	if len(legal) == 0 {
		return 0, fmt.Errorf("%s acts but has no move", engine.SeatName(seat))
	}
	seen := map[string]bool{}
	for _, m := range legal {
		if err := engine.ValidMoveText(m); err != nil || seen[m] {
			return 0, fmt.Errorf("%s: move %q: %v (or listed twice)", engine.SeatName(seat), m, err)
		}
		seen[m] = true
	}
	h := st.Hash()
	idx := make([]int, len(legal))
	for i := range idx {
		idx[i] = i
	}
	if sample > 0 {
		rng.Shuffle(len(idx), func(a, b int) { idx[a], idx[b] = idx[b], idx[a] })
		idx = idx[:min(sample, len(idx))]
	}
	applied := 0
	for _, i := range idx {
		c := st.Clone()
		if err := c.Apply(seat, legal[i]); err != nil {
			return applied, fmt.Errorf("%s: legal move %q rejected: %v", engine.SeatName(seat), legal[i], err)
		}
		if c.Hash() == h {
			return applied, fmt.Errorf("%s: legal move %q left the hash unchanged", engine.SeatName(seat), legal[i])
		}
		if after != nil {
			if err := after(c, legal[i]); err != nil {
				return applied, fmt.Errorf("%s: after legal move %q: %v", engine.SeatName(seat), legal[i], err)
			}
		}
		applied++
	}
	if st.Hash() != h {
		return applied, fmt.Errorf("applying moves to clones changed the original")
	}
	return applied, nil
}

// Illegal says how CheckIllegal picks the seats and texts it tries.
type Illegal struct {
	// Tries is the number of texts tried.
	Tries int
	// Beyond is the number of seats past the last one that are tried:
	// the seat of each try is rng.IntN(Seats()+2+Beyond)-2, that is -2 (no
	// seat), Chance, every seat and Beyond seats that do not exist.
	Beyond int
	// DeciderFirst: at a turn the first text is tried as the seat that
	// moves (the seat is still drawn, to keep the draws in step).
	DeciderFirst bool
	// AcceptListed: a text that happens to be listed for its seat must be
	// accepted (on a clone); otherwise it is only counted and skipped.
	AcceptListed bool
	// Text builds the text to try as seat: mostly illegal texts that look
	// like moves of the game.
	Text func(seat int) string
}

// Tally counts what CheckIllegal tried.
type Tally struct {
	Tried, Listed int
}

// CheckIllegal tries texts built by in.Text as the seats in.Beyond says
// (drawing with rng: the seat, then whatever Text draws). A text that is
// not among the seat's LegalMoves must be rejected, on a clone, with a
// non-empty error, and neither the clone's hash nor st's may change; a
// listed one is skipped or, with AcceptListed, must be accepted.
func CheckIllegal(st engine.State, d engine.Decision, rng *rand.Rand, in Illegal) (Tally, error) {
	var t Tally
	n := st.Seats()
	for k := 0; k < in.Tries; k++ {
		seat := rng.IntN(n+2+in.Beyond) - 2
		if in.DeciderFirst && d.Kind == engine.Turn && k == 0 {
			seat = d.Seats[0]
		}
		text := in.Text(seat)
		t.Tried++
		listed := slices.Contains(st.LegalMoves(seat), text)
		if listed {
			t.Listed++
			if in.AcceptListed {
				if err := st.Clone().Apply(seat, text); err != nil {
					return t, fmt.Errorf("%s %q is listed but rejected: %v", engine.SeatName(seat), text, err)
				}
			}
			continue
		}
		before := st.Hash()
		c := st.Clone()
		err := c.Apply(seat, text)
		if err == nil {
			return t, fmt.Errorf("%s %q is not listed but accepted", engine.SeatName(seat), text)
		}
		if err.Error() == "" || c.Hash() != before || st.Hash() != before {
			return t, fmt.Errorf("%s %q: rejected (%v) but the hash changed", engine.SeatName(seat), text, err)
		}
	}
	return t, nil
}

// Views says what CheckViews expects of a game's views.
type Views struct {
	// Shows checks what the view of seat shows (and hides); nil checks
	// nothing of the content. PublicPosition gives it for a game without
	// secrets.
	Shows func(view engine.State, seat int) error
	// MovesPublic: every view lists the moves of the seats that act, as
	// the full state does (a game without secrets). Otherwise a view lists
	// its own seat's moves only, and none for the other seats.
	MovesPublic bool
}

// CheckViews checks View(seat) of st, whose decision is d, for every seat
// and a spectator (seat Seats()): its Viewer is the seat; in.Shows
// accepts it; it waits for the same decision as st; it lists no chance
// outcome (ChanceOutcomes and LegalMoves(Chance) are nil) and cannot apply
// one (the first of st's outcomes is rejected, the view's hash unchanged);
// it has a Result exactly when st has; it lists the real moves for its own
// seat when that seat acts (and, as in.MovesPublic says, for the others);
// and a seat that acts can play one of its moves on its own view (drawn
// with rng.IntN). It returns the number of views checked.
func CheckViews(st engine.State, d engine.Decision, rng *rand.Rand, in Views) (int, error) {
	n := st.Seats()
	for seat := 0; seat <= n; seat++ {
		v := st.View(seat)
		if v.Viewer() != seat {
			return seat, fmt.Errorf("View(%d) has viewer %d", seat, v.Viewer())
		}
		if in.Shows != nil {
			if err := in.Shows(v, seat); err != nil {
				return seat, err
			}
		}
		vd := v.Decision()
		if vd.Kind != d.Kind || !slices.Equal(vd.Seats, d.Seats) {
			return seat, fmt.Errorf("View(%d) decision %v %v, the game %v %v", seat, vd.Kind, vd.Seats, d.Kind, d.Seats)
		}
		if v.ChanceOutcomes() != nil || v.LegalMoves(engine.Chance) != nil {
			return seat, fmt.Errorf("View(%d) lists chance outcomes", seat)
		}
		if (v.Result() == nil) != (st.Result() == nil) {
			return seat, fmt.Errorf("View(%d) result differs", seat)
		}
		switch d.Kind {
		case engine.ChanceNode:
			h := v.Hash()
			if err := v.Apply(engine.Chance, st.LegalMoves(engine.Chance)[0]); err == nil || v.Hash() != h {
				return seat, fmt.Errorf("View(%d) resolved chance", seat)
			}
		case engine.Turn, engine.Simultaneous:
			for _, s := range d.Seats {
				want := st.LegalMoves(s)
				if s != seat && !in.MovesPublic {
					want = nil
				}
				if !slices.Equal(v.LegalMoves(s), want) {
					return seat, fmt.Errorf("View(%d) lists other moves for seat %d", seat, s)
				}
			}
			if d.Acts(seat) {
				l := v.LegalMoves(seat)
				if err := v.Apply(seat, l[rng.IntN(len(l))]); err != nil {
					return seat, fmt.Errorf("seat %d's own move on its view: %v", seat, err)
				}
			}
		}
	}
	return n + 1, nil
}

// PublicPosition is Views.Shows for a game in which nothing is secret:
// the view's position is st's, byte for byte, but for the viewer field
// (`,"viewer":-1,` in st's, which must be there).
func PublicPosition(st engine.State) (func(view engine.State, seat int) error, error) {
	full, err := st.Position()
	if err != nil {
		return nil, err
	}
	if !bytes.Contains(full, []byte(`,"viewer":-1,`)) {
		return nil, fmt.Errorf("position has no viewer -1: %s", full)
	}
	return func(v engine.State, seat int) error {
		got, err := v.Position()
		if err != nil {
			return err
		}
		want := bytes.Replace(full, []byte(`,"viewer":-1,`), []byte(fmt.Sprintf(`,"viewer":%d,`, seat)), 1)
		if !bytes.Equal(got, want) {
			return fmt.Errorf("View(%d) position differs from the full one in more than the viewer:\n%s\n%s", seat, got, full)
		}
		return nil
	}, nil
}

// CheckPositionRoundTrip exports st, imports the position with imp and
// checks that the imported state has st's hash and exports to the same
// bytes. It returns the imported state and the position.
func CheckPositionRoundTrip(st engine.State, imp func([]byte) (engine.State, error)) (engine.State, []byte, error) {
	data, err := st.Position()
	if err != nil {
		return nil, nil, fmt.Errorf("Position: %v", err)
	}
	back, err := imp(data)
	if err != nil {
		return nil, data, fmt.Errorf("import: %v\n%s", err, data)
	}
	if back.Hash() != st.Hash() {
		return back, data, fmt.Errorf("imported state has another hash\n%s", data)
	}
	again, err := back.Position()
	if err != nil || !bytes.Equal(again, data) {
		return back, data, fmt.Errorf("position changes through import (%v)\n%s\n%s", err, data, again)
	}
	return back, data, nil
}

// LogRoundTrip writes m as log text and parses it back: the parsed match
// must have m's game, options and steps (seat and move), and format to the
// same text. It returns the parsed match.
func LogRoundTrip(m *engine.Match) (*engine.Match, error) {
	var buf bytes.Buffer
	if err := engine.WriteLog(&buf, m); err != nil {
		return nil, fmt.Errorf("WriteLog: %v", err)
	}
	text := buf.String()
	parsed, err := engine.ParseLog(strings.NewReader(text))
	if err != nil {
		return nil, fmt.Errorf("ParseLog of WriteLog output: %v", err)
	}
	if parsed.Game != m.Game || !reflect.DeepEqual(parsed.Options, m.Options) || len(parsed.Steps) != len(m.Steps) {
		return nil, fmt.Errorf("ParseLog(WriteLog(m)) differs: game %q options %v, %d steps", parsed.Game, parsed.Options, len(parsed.Steps))
	}
	for i, s := range parsed.Steps {
		if s.Seat != m.Steps[i].Seat || s.Move != m.Steps[i].Move {
			return nil, fmt.Errorf("ParseLog(WriteLog(m)) step %d is %q, want %q", i+1, s, m.Steps[i])
		}
	}
	if got := engine.FormatLog(parsed); got != text {
		return nil, fmt.Errorf("FormatLog(ParseLog(text)) differs from text")
	}
	return parsed, nil
}

// CheckReplay replays m with g (through LogRoundTrip first if viaText) and
// checks that the final hash is want.
func CheckReplay(g engine.Game, m *engine.Match, want [32]byte, viaText bool) error {
	if viaText {
		parsed, err := LogRoundTrip(m)
		if err != nil {
			return err
		}
		m = parsed
	}
	rs, err := engine.Replay(g, m)
	if err != nil {
		return fmt.Errorf("Replay: %v", err)
	}
	if rs.Hash() != want {
		return fmt.Errorf("Replay: final hash %x, the game had %x", rs.Hash(), want)
	}
	return nil
}

// CheckLog is the body of the FuzzLog targets: text goes through
// engine.ParseLog and, if it parses, LogRoundTrip and engine.Replay with g.
// Every error is a non-empty *engine.LogError; a log that replays does so
// twice to the same hash. It returns the replayed state, or nil if the
// text does not parse or replay (which is no failure).
func CheckLog(g engine.Game, text string) (engine.State, error) {
	m, err := engine.ParseLog(strings.NewReader(text))
	if err != nil {
		return nil, checkLogError("ParseLog", err)
	}
	if _, err := LogRoundTrip(m); err != nil {
		return nil, err
	}
	st, err := engine.Replay(g, m)
	if err != nil {
		return nil, checkLogError("Replay", err)
	}
	if st == nil {
		return nil, fmt.Errorf("Replay returned no state and no error")
	}
	again, err := engine.Replay(g, m)
	if err != nil || again.Hash() != st.Hash() {
		return nil, fmt.Errorf("the same log replays differently: %v", err)
	}
	return st, nil
}

func checkLogError(what string, err error) error {
	le, ok := err.(*engine.LogError)
	if !ok {
		return fmt.Errorf("%s: error %v is a %T, not an *engine.LogError", what, err, err)
	}
	if le.Err == nil || le.Error() == "" {
		return fmt.Errorf("%s: empty LogError", what)
	}
	return nil
}
