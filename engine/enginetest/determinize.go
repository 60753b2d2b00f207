package enginetest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/galleria-games/galleria/engine"
)

// Determinization says how CheckDeterminize checks a game's samples.
type Determinization struct {
	// Import is the game's strict importer (Game.Import).
	Import func([]byte) (engine.State, error)
	// Invariants, if not nil, checks the game's own invariants on a sample.
	Invariants func(st engine.State) error
	// MaxSteps bounds the random play of a sample to its end.
	MaxSteps int
}

// CheckDeterminize checks seat's determinization of the full state st, drawn
// with a PCG seeded (seed, 0): engine.Determinize and the view's own
// Determinize give the same state (and leave the view unchanged); the sample
// is full; its View(seat) is st.View(seat) (same Hash and Position bytes), so
// it waits for the same decision and lists the same legal moves for seat;
// its position imports with in.Import to the same hash and bytes and passes
// in.Invariants; and it plays to its end with random listed moves and
// chance outcomes (PlayOn, drawing with a PCG seeded (seed, 1)). It returns
// the sample.
func CheckDeterminize(st engine.State, seat int, seed uint64, in Determinization) (engine.State, error) {
	v := st.View(seat)
	vh := v.Hash()
	vpos, err := v.Position()
	if err != nil {
		return nil, fmt.Errorf("view position: %v", err)
	}
	dz, ok := v.(engine.Determinizer)
	if !ok {
		return nil, fmt.Errorf("View(%d) does not implement engine.Determinizer", seat)
	}
	d, err := dz.Determinize(rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return nil, fmt.Errorf("Determinize for seat %d: %v", seat, err)
	}
	if v.Hash() != vh {
		return d, fmt.Errorf("Determinize changed the view of seat %d", seat)
	}
	again, err := engine.Determinize(st, seat, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return d, fmt.Errorf("engine.Determinize for seat %d: %v", seat, err)
	}
	if again.Hash() != d.Hash() {
		return d, fmt.Errorf("seat %d: the same seed gave two different samples", seat)
	}
	if d.Viewer() != -1 {
		return d, fmt.Errorf("seat %d: the sample has viewer %d", seat, d.Viewer())
	}
	dv := d.View(seat)
	if dv.Hash() != vh {
		dpos, _ := dv.Position()
		return d, fmt.Errorf("seat %d: the sample's view differs from the view:\n%s\n%s", seat, dpos, vpos)
	}
	if dpos, err := dv.Position(); err != nil || !bytes.Equal(dpos, vpos) {
		return d, fmt.Errorf("seat %d: the sample's view position differs (%v):\n%s\n%s", seat, err, dpos, vpos)
	}
	sd, dd := st.Decision(), d.Decision()
	if sd.Kind != dd.Kind || !slices.Equal(sd.Seats, dd.Seats) {
		return d, fmt.Errorf("seat %d: the sample waits for %v %v, the game for %v %v", seat, dd.Kind, dd.Seats, sd.Kind, sd.Seats)
	}
	if !slices.Equal(d.LegalMoves(seat), v.LegalMoves(seat)) {
		return d, fmt.Errorf("seat %d: the sample lists other moves for the seat than its view", seat)
	}
	if sd.Kind == engine.ChanceNode && len(d.ChanceOutcomes()) == 0 {
		return d, fmt.Errorf("seat %d: the sample waits for chance without outcomes", seat)
	}
	if _, _, err := CheckPositionRoundTrip(d, in.Import); err != nil {
		return d, fmt.Errorf("seat %d: the sample: %v", seat, err)
	}
	if in.Invariants != nil {
		if err := in.Invariants(d); err != nil {
			return d, fmt.Errorf("seat %d: the sample breaks an invariant: %v", seat, err)
		}
	}
	end, err := PlayOn(d.Clone(), rand.New(rand.NewPCG(seed, 1)), in.MaxSteps, nil)
	if err != nil || end != Ended {
		return d, fmt.Errorf("seat %d: playing the sample on: %v (%v)", seat, end, err)
	}
	return d, nil
}

// CheckDeterminizeFull checks that a full state determinizes to an
// independent copy of itself: same hash, and a move on the copy leaves st
// unchanged.
func CheckDeterminizeFull(st engine.State, rng *rand.Rand) error {
	dz, ok := st.(engine.Determinizer)
	if !ok {
		return fmt.Errorf("the state does not implement engine.Determinizer")
	}
	h := st.Hash()
	d, err := dz.Determinize(rng)
	if err != nil {
		return fmt.Errorf("Determinize of a full state: %v", err)
	}
	if d.Hash() != h || d.Viewer() != -1 {
		return fmt.Errorf("Determinize of a full state is not a copy of it")
	}
	dec := d.Decision()
	seat := engine.Chance
	switch dec.Kind {
	case engine.Terminal:
		return nil
	case engine.Turn, engine.Simultaneous:
		seat = dec.Seats[0]
	}
	moves := d.LegalMoves(seat)
	if len(moves) == 0 {
		return fmt.Errorf("the copy has no move for %s", engine.SeatName(seat))
	}
	if err := d.Apply(seat, moves[0]); err != nil {
		return fmt.Errorf("the copy rejects %q: %v", moves[0], err)
	}
	if st.Hash() != h {
		return fmt.Errorf("a move on the copy changed the state")
	}
	return nil
}

// CheckDeterminizeRefused checks the inputs engine.Determinize must refuse:
// seats that do not exist (-2, Chance, Seats(), Seats()+3) and, if over is
// not nil, a finished game (over, each seat's view, and the view's own
// Determinize).
func CheckDeterminizeRefused(st, over engine.State, rng *rand.Rand) error {
	n := st.Seats()
	for _, seat := range []int{-2, engine.Chance, n, n + 3} {
		if d, err := engine.Determinize(st, seat, rng); err == nil {
			return fmt.Errorf("Determinize for %s (of %d seats) gave a state (viewer %d)", engine.SeatName(seat), n, d.Viewer())
		}
	}
	if over == nil {
		return nil
	}
	if over.Decision().Kind != engine.Terminal {
		return fmt.Errorf("the finished game is not over")
	}
	for seat := 0; seat < over.Seats(); seat++ {
		if _, err := engine.Determinize(over, seat, rng); err == nil {
			return fmt.Errorf("Determinize of a finished game for seat %d gave a state", seat)
		}
		if _, err := over.View(seat).(engine.Determinizer).Determinize(rng); err == nil {
			return fmt.Errorf("the view of a finished game for seat %d determinized", seat)
		}
	}
	return nil
}

// CheckOpenDeterminize checks the determinization of a game that hides
// nothing in its state (Luxembourg-Shopping, Mall for Heroes: the order of
// the cards not yet drawn is not in the state): at the full state st, a
// copy (CheckDeterminizeFull); for every seat, CheckDeterminize with a seed
// made from seed and the seat; for a spectator (seat Seats()), the view's
// own Determinize; and every sample must be st itself (same hash) whatever
// the seed, so at a chance event it lists st's outcomes and applies them.
// It returns how many samples it checked and whether st waits for chance.
func CheckOpenDeterminize(st engine.State, seed uint64, in Determinization) (samples int, chance bool, err error) {
	if err := CheckDeterminizeFull(st, rand.New(rand.NewPCG(seed, 9))); err != nil {
		return 0, false, err
	}
	n := st.Seats()
	chance = st.Decision().Kind == engine.ChanceNode
	for seat := 0; seat <= n; seat++ {
		var d engine.State
		if seat < n {
			d, err = CheckDeterminize(st, seat, seed<<4|uint64(seat), in)
		} else {
			dz, ok := st.View(seat).(engine.Determinizer)
			if !ok {
				return samples, chance, fmt.Errorf("a spectator's view does not implement engine.Determinizer")
			}
			if d, err = dz.Determinize(rand.New(rand.NewPCG(seed, 3))); err != nil {
				return samples, chance, fmt.Errorf("a spectator's view: %v", err)
			}
		}
		if err != nil {
			return samples, chance, err // CheckDeterminize names the seat
		}
		if d.Hash() != st.Hash() {
			return samples, chance, fmt.Errorf("seat %d: the sample is not the game's state", seat)
		}
		samples++
		if chance {
			if !slices.Equal(d.ChanceOutcomes(), st.ChanceOutcomes()) {
				return samples, chance, fmt.Errorf("seat %d: the sample lists other chance outcomes", seat)
			}
			if _, err := CheckLegal(d, engine.Chance, rand.New(rand.NewPCG(seed, 2)), 4, nil); err != nil {
				return samples, chance, fmt.Errorf("seat %d: the sample's chance outcomes: %v", seat, err)
			}
		}
	}
	return samples, chance, nil
}
