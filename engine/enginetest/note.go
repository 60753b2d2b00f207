package enginetest

import (
	"fmt"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// CheckResultNote checks that a result's note and its unworded form agree:
// Note is Told's English words, and Told's arguments are of the kinds a
// client knows how to put in another language (engine.Note).
func CheckResultNote(r *engine.Result) error {
	if r == nil {
		return nil
	}
	if got := r.Told.String(); got != r.Note {
		return fmt.Errorf("result note %q, but its Told form says %q", r.Note, got)
	}
	return CheckNote(r.Told)
}

// CheckNote checks that every argument of n is an int, a float, a string,
// an engine.Seat or an engine.Word, and that the format uses them all.
func CheckNote(n engine.Note) error {
	for i, a := range n.Args {
		switch a.(type) {
		case int, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float64, string, engine.Seat, engine.Word:
		default:
			return fmt.Errorf("note %q: argument %d is a %T, which a client cannot word", n.Format, i+1, a)
		}
	}
	// fmt marks a format that does not fit its arguments with "%!":
	// %!d(string=…), %!(EXTRA …), %!d(MISSING).
	if s := n.String(); strings.Contains(s, "%!") {
		return fmt.Errorf("note %q: its format and arguments do not match: %q", n.Format, s)
	}
	return nil
}
