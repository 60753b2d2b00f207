package mallornothing

import (
	"errors"
	"fmt"
)

// The reasons a card may not be laid at a place, for errors.Is on the error
// of Preview or Apply: a client tells the person why in its own words
// without reading the engine's English.
var (
	// ErrNoOverlap: the card would cover no square of the mall (sharing an
	// edge is not enough, §5).
	ErrNoOverlap = errors.New("the card overlaps no card of the mall")
	// ErrLayerCycle: the card would lie both above and below the same cards.
	ErrLayerCycle = errors.New("the card would make a layering cycle")
)

// refusal is a placement refused for a reason (one of the Err values
// above), with the engine's full sentence.
type refusal struct {
	why error
	msg string
}

func (r *refusal) Error() string { return r.msg }
func (r *refusal) Unwrap() error { return r.why }

func refused(why error, format string, args ...any) error {
	return &refusal{why: why, msg: fmt.Sprintf(format, args...)}
}
