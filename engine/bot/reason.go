package bot

import (
	"github.com/galleria-games/galleria/engine"
)

// The formats of Why: the outlooks, and how Why puts notes together.
const (
	OutlookOnly  = "the only legal move"
	OutlookBest  = "your best chance to win"
	OutlookRace  = "keeps you in the race"
	OutlookLeast = "the least bad option"
	// WhyJoin puts the outlook before what the move does.
	WhyJoin = "%s: %s"
	// WhyList puts two notes of what the move does together.
	WhyList = "%s, %s"
)

// MaxNotes is how many of the game's notes Why keeps.
const MaxNotes = 3

// Reason says in one line why the move was chosen (Why in English).
func (t *Thought) Reason() string { return t.Why().String() }

// Why is the reason for the chosen move before it is put in words
// (engine.Note): an outlook from the search (the only legal move, the best
// chance to win, a move that keeps the seat in the race, or the least bad
// option), then what the move does in game terms, as the game explains it
// on the seat's view (engine.Explain), the first MaxNotes of them: "keeps you in the race: +6 points
// now, your hallway grows by 3 squares". The notes that go inside are
// arguments of WhyJoin and WhyList, so a client words each in its own
// language. Why states no rates and no other move.
func (t *Thought) Why() engine.Note {
	out := engine.NewNote(t.outlook())
	move, err := t.Move()
	if err != nil {
		return out
	}
	notes, err := engine.Explain(t.view, t.seat, move)
	if err != nil || len(notes) == 0 {
		return out
	}
	// The games give the points and the main effects first: a hint's line
	// keeps those.
	notes = notes[:min(len(notes), MaxNotes)]
	list := notes[len(notes)-1]
	for i := len(notes) - 2; i >= 0; i-- {
		list = engine.NewNote(WhyList, notes[i], list)
	}
	return engine.NewNote(WhyJoin, out, list)
}

// outlook is the format of the search's verdict on the chosen move, from
// its mean reward (0 to 1: half for finishing first, half for the margin;
// 0.5 is an even game).
func (t *Thought) outlook() string {
	best := t.best()
	if best == nil || best.n == 0 {
		return OutlookOnly
	}
	switch mean := best.w / float64(best.n); {
	case mean >= 0.6:
		return OutlookBest
	case mean >= 0.35:
		return OutlookRace
	}
	return OutlookLeast
}

// WhyFormats lists the formats Why uses itself (for translations); the
// notes inside come from the games.
func WhyFormats() []string {
	return []string{OutlookOnly, OutlookBest, OutlookRace, OutlookLeast, WhyJoin, WhyList}
}
