package mallornothing

import (
	"errors"

	"github.com/galleria-games/galleria/engine"
)

// The reasons a card may not be laid at a place. The error of Preview or
// Apply is an engine.Refusal (its reason a note a client words in its own
// language, engine.RefusalOf) and, for these two reasons, errors.Is matches
// the Err value too.
var (
	// ErrNoOverlap: the card would cover no square of the mall (sharing an
	// edge is not enough, §5).
	ErrNoOverlap = errors.New("the card overlaps no card of the mall")
	// ErrLayerCycle: the card would lie both above and below the same cards.
	ErrLayerCycle = errors.New("the card would make a layering cycle")
)

// refusal is a placement refused for a reason (one of the Err values
// above), with the engine's note saying it in full.
type refusal struct {
	why error
	r   engine.Refusal
}

func (e *refusal) Error() string   { return e.r.Error() }
func (e *refusal) Unwrap() []error { return []error{e.why, &e.r} }

// refused is a refusal for reason why, said by format with args (a
// Note's: seats as engine.Seat, coordinates as text so that they read as
// in move texts).
func refused(why error, format string, args ...any) error {
	return &refusal{why: why, r: engine.Refusal{Why: engine.NewNote(format, args...)}}
}
