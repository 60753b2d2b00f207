package engine

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
