package enginetest

import (
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// TestCheckResultNote: a result whose Note is its Told in English passes;
// a Note that differs, an argument a client cannot word, and a format that
// does not fit its arguments are each caught.
func TestCheckResultNote(t *testing.T) {
	good := &engine.Result{}
	good.SetNote(engine.NewNote("%s won with %d points (%s)", engine.Seat(2), 40, engine.Word("beaten")))
	if good.Note != "seat 2 won with 40 points (beaten)" {
		t.Fatalf("SetNote: %q", good.Note)
	}
	fixed := &engine.Result{}
	fixed.SetNote(engine.Fixed("100% tied"))
	if fixed.Note != "100% tied" {
		t.Fatalf("Fixed: %q", fixed.Note)
	}
	for _, r := range []*engine.Result{nil, {}, good, fixed} {
		if err := CheckResultNote(r); err != nil {
			t.Errorf("%+v: %v", r, err)
		}
	}
	for name, r := range map[string]*engine.Result{
		"note differs": {Note: "seat 2 won", Told: engine.NewNote("%s won", engine.Seat(1))},
		"no Told":      {Note: "seat 2 won"},
		"bad argument": {Note: "x [1]", Told: engine.NewNote("x %v", []int{1})},
		"missing":      {Note: "x %!d(MISSING)", Told: engine.NewNote("x %d")},
		"extra":        {Note: "x%!(EXTRA int=3)", Told: engine.NewNote("x", 3)},
	} {
		if err := CheckResultNote(r); err == nil {
			t.Errorf("%s: not caught", name)
		}
	}
}
