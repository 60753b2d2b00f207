package enginetest

import (
	"fmt"
	"math/rand/v2"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// Play plays st with bots (bot.Next with rng: chance outcomes by weight, a
// seat's move by its bot on its view) and returns the log. Before every
// step, the final state included, it calls visit (if not nil) with the
// state and the number of steps played; visit returns false to stop there.
// A step that fails is an error, with the log up to it.
func Play[S engine.State](st S, bots []bot.Bot, rng *rand.Rand, visit func(st S, step int) bool) ([]engine.Step, error) {
	var log []engine.Step
	for step := 0; ; step++ {
		if visit != nil && !visit(st, step) {
			return log, nil
		}
		if st.Decision().Kind == engine.Terminal {
			return log, nil
		}
		s, err := bot.Next(st, bots, rng)
		if err != nil {
			return log, fmt.Errorf("step %d: %v", step+1, err)
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			return log, fmt.Errorf("step %d (%s): %v", step+1, s, err)
		}
		log = append(log, s)
	}
}

// PlayEnd says why PlayOn stopped.
type PlayEnd int

const (
	// Ended: the game is over (and has a Result).
	Ended PlayEnd = iota
	// AtChance: st is a view and waits for chance, which a view cannot
	// resolve.
	AtChance
	// OutOfSteps: maxSteps steps were played and the game goes on.
	OutOfSteps
)

func (e PlayEnd) String() string {
	switch e {
	case Ended:
		return "ended"
	case AtChance:
		return "view at chance"
	}
	return "out of steps"
}

// PlayOn plays up to maxSteps random listed moves on st, as the fuzz
// targets do from an imported position: at a turn the seat's move (at a
// simultaneous decision the first listed seat's), at a chance node (of a
// full state) an outcome, each picked with rng.IntN(len(moves)). Every
// decision must be takeable: a turn names one seat, which has a move; a
// terminal state has a Result; a listed move is accepted. after (if not
// nil) runs after each step with its 0-based index.
func PlayOn(st engine.State, rng *rand.Rand, maxSteps int, after func(step int) error) (PlayEnd, error) {
	for step := 0; step < maxSteps; step++ {
		d := st.Decision()
		seat := engine.Chance
		switch d.Kind {
		case engine.Terminal:
			if st.Result() == nil {
				return Ended, fmt.Errorf("terminal without a result")
			}
			return Ended, CheckResultNote(st.Result())
		case engine.Turn:
			if len(d.Seats) != 1 {
				return OutOfSteps, fmt.Errorf("turn for seats %v", d.Seats)
			}
			seat = d.Seats[0]
		case engine.Simultaneous:
			if len(d.Seats) == 0 {
				return OutOfSteps, fmt.Errorf("simultaneous decision without seats")
			}
			seat = d.Seats[0]
		case engine.ChanceNode:
			if st.Viewer() >= 0 {
				return AtChance, nil
			}
		default:
			return OutOfSteps, fmt.Errorf("decision kind %v", d.Kind)
		}
		moves := st.LegalMoves(seat)
		if len(moves) == 0 {
			return OutOfSteps, fmt.Errorf("%s must act but has no move", engine.SeatName(seat))
		}
		m := moves[rng.IntN(len(moves))]
		if err := st.Apply(seat, m); err != nil {
			return OutOfSteps, fmt.Errorf("listed move %q rejected: %v", m, err)
		}
		if after != nil {
			if err := after(step); err != nil {
				return OutOfSteps, err
			}
		}
	}
	if st.Decision().Kind == engine.Terminal {
		if st.Result() == nil {
			return Ended, fmt.Errorf("terminal without a result")
		}
		return Ended, CheckResultNote(st.Result())
	}
	return OutOfSteps, nil
}

// BotMatch plays a whole match of g, with its default options, b in every
// seat and chance drawn with rng (bot.Play), and returns it. Tests use it
// for a finished match to replay, link or watch.
func BotMatch(g engine.Game, b bot.Bot, rng *rand.Rand) (*engine.Match, error) {
	opts, err := g.Normalize(engine.Options{})
	if err != nil {
		return nil, err
	}
	st, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	bots := make([]bot.Bot, st.Seats())
	for i := range bots {
		bots[i] = b
	}
	steps, err := bot.Play(st, bots, rng, 100000)
	if err != nil {
		return nil, err
	}
	return &engine.Match{Game: g.Name(), Options: opts, Steps: steps}, nil
}
