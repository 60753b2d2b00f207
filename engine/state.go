package engine

import (
	"fmt"
	"math/rand/v2"
)

// State is one position of a game. Implementations are plain values: Clone is
// cheap and never shares mutable memory with the original.
type State interface {
	// Game names the rules package ("mallworld").
	Game() string
	// Seats is the number of seats.
	Seats() int
	// Decision says who must act now.
	Decision() Decision
	// LegalMoves lists, in canonical text and a stable order, every move seat
	// may apply now; nil if seat does not act. For Chance it lists the outcomes.
	// The list (like ChanceOutcomes' and Decision's Seats) may be shared:
	// callers read it and never write to it.
	LegalMoves(seat int) []string
	// ChanceOutcomes lists the outcomes of the pending chance event with
	// weights; nil when no chance event is pending or the outcomes are hidden
	// from this state (a View).
	ChanceOutcomes() []Outcome
	// Apply plays move for seat (Chance for a chance outcome). An illegal move
	// or a move by a seat that does not act returns an error that says why,
	// and the state is unchanged.
	Apply(seat int, move string) error
	// Clone returns an independent copy.
	Clone() State
	// Hash is a canonical SHA-256 of the whole state: the same bytes on every
	// platform and architecture.
	Hash() [32]byte
	// View returns the state as seat may see it: everything hidden from seat
	// (other hands, pile order and content, other seats' secret moves) is
	// redacted. A view can list and apply seat's own moves (bots and the UI
	// plan on it) but cannot resolve chance events. Viewer is -1 for a full
	// state.
	View(seat int) State
	Viewer() int
	// Position exports the state as the game's documented JSON position.
	Position() ([]byte, error)
	// Result gives final scores and ranking once Decision().Kind == Terminal,
	// nil before.
	Result() *Result
}

// Evaluator is implemented by states that can estimate how well a seat is
// doing; bots use it to compare the positions their moves lead to.
type Evaluator interface {
	Evaluate(seat int) float64
}

// Determinizer is implemented by the states of a game whose views can be
// turned back into full states: search bots sample the hidden part of the
// game from what their seat sees and search on the sample.
//
// Determinize on a view (Viewer() >= 0) returns a full state (Viewer() == -1)
// that is consistent with everything the view shows: its View for the
// view's seat is the view (same Hash), so the viewer's legal moves are the
// same, and it is a position the game's importer accepts that can be played
// on to the end, chance included. What the view hides is drawn with rng
// alone: cards the viewer has not seen are dealt uniformly at random to the
// hidden places they may be in (other hands, piles), secret amounts and
// committed moves among the values the public part allows; a sample that
// the rest of the view rules out (a seat waits for a decision it could not
// take in the sample) is drawn again, so the samples follow the game's
// natural deal conditioned on the view. Each game documents what it samples
// (docs/engine.md, "Determinization"). The same rng state gives the same
// result; Determinize reads no other source of randomness and leaves the
// view unchanged.
//
// Two cases go on past the view. When the view's own seat's move completed
// a simultaneous decision whose other moves it cannot see (a view waiting
// for "hidden"), the sample carries out the decision with the sampled moves,
// as the game would. When the view waits for a chance event, the sample
// waits for the same event and lists its outcomes.
//
// On a full state Determinize returns a clone. A view of a finished game, or
// a view that has played on past what its seat cannot see until no full
// state fits it, is an error.
type Determinizer interface {
	Determinize(rng *rand.Rand) (State, error)
}

// Determinize samples a full state consistent with seat's view of st:
// st.View(seat) determinized with rng (see Determinizer). It is an error if
// seat is not one of st's seats, if the game is over, or if the game does not
// implement Determinizer.
func Determinize(st State, seat int, rng *rand.Rand) (State, error) {
	if seat < 0 || seat >= st.Seats() {
		return nil, fmt.Errorf("determinize: %s does not exist (%s has seats 0 to %d)", SeatName(seat), st.Game(), st.Seats()-1)
	}
	if st.Decision().Kind == Terminal {
		return nil, fmt.Errorf("determinize: the game is over: there is nothing left to sample")
	}
	d, ok := st.View(seat).(Determinizer)
	if !ok {
		return nil, fmt.Errorf("determinize: %s states do not implement engine.Determinizer", st.Game())
	}
	return d.Determinize(rng)
}
