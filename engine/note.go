package engine

import (
	"fmt"
	"strings"
)

// Note is a sentence an engine or a bot tells a person (a result's note, a
// bot's reason) before it is put in words: an English format and its
// arguments. A client in another language translates Format as a whole and
// formats the arguments with it, so it never has to take the English sentence
// apart. The arguments are ints, floats, plain strings (kept as they are:
// move texts, names), Seat (a seat the client names) and Word (an English
// word or phrase the client translates).
type Note struct {
	Format string
	Args   []any
}

// Seat is a seat in a Note: "seat N" in English, a player's name in a client.
type Seat int

// String names the seat as SeatName does.
func (s Seat) String() string { return SeatName(int(s)) }

// Word is an English word or phrase in a Note that a client translates
// (a verdict such as "beaten").
type Word string

// NewNote returns the note of format with args.
func NewNote(format string, args ...any) Note { return Note{Format: format, Args: args} }

// String is the note in English; the zero Note is "".
func (n Note) String() string {
	if n.Format == "" {
		return ""
	}
	return fmt.Sprintf(n.Format, n.Args...)
}

// Fixed is a note with no arguments: text itself is its format (a % in it
// is kept as it is).
func Fixed(text string) Note {
	if text == "" {
		return Note{}
	}
	return Note{Format: strings.ReplaceAll(text, "%", "%%")}
}

// SetNote sets the result's note: Told is n and Note its English words.
func (r *Result) SetNote(n Note) {
	r.Told = n
	r.Note = n.String()
}
