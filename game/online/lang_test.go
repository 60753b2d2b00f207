package online

import (
	"testing"

	"github.com/galleria-games/galleria/game/lang"
)

// TestFaultWordsHaveFrench: the words for every fault report (looked up
// at run time, so the catalog test cannot see them) have French.
func TestFaultWordsHaveFrench(t *testing.T) {
	if len(faultWords) == 0 {
		t.Fatal("no fault words")
	}
	for f, w := range faultWords {
		if !lang.Has(lang.French, w) {
			t.Errorf("fault %s: no French for %q", f, w)
		}
	}
}

// TestBadNotesInFrench: a note that reports a failure is drawn as bad in both
// languages.
func TestBadNotesInFrench(t *testing.T) {
	t.Cleanup(func() { lang.Set(lang.English) })
	lang.Set(lang.French)
	for _, note := range []string{
		lang.F("Could not join: %s", "x"),
		lang.F("That is not an invite link: %s", "x"),
		lang.F("The connection to the host failed (%s). If the host has not pasted your answer yet, make a new one; otherwise ask for a new invite link.", "x"),
		lang.F("Cannot use a room here: %s", "x"),
	} {
		if !badNote(note) {
			t.Errorf("%q is not drawn as bad", note)
		}
	}
	if badNote(lang.T("Your guest is connected.")) {
		t.Error("a good note is drawn as bad")
	}
}
