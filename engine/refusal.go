package engine

import "errors"

// Refusal is the error a rules package returns when it refuses a move, with
// the reason as a Note: a client says why in its own language from the
// note's format (its code: a stable English pattern that the client's
// catalog translates as a whole) and arguments, and never reads the
// English sentence. Error is the note in English, for logs and tools.
type Refusal struct {
	Why Note
}

func (r *Refusal) Error() string { return r.Why.String() }

// Refuse returns a Refusal whose reason is format with args (see Note for
// the kinds of arguments a client can word).
func Refuse(format string, args ...any) error {
	return &Refusal{Why: NewNote(format, args...)}
}

// RefusalOf returns the reason of err if err is, or wraps, a Refusal.
func RefusalOf(err error) (Note, bool) {
	var r *Refusal
	if errors.As(err, &r) {
		return r.Why, true
	}
	return Note{}, false
}
