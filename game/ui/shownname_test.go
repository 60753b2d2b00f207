package ui

import (
	"testing"

	"github.com/galleria-games/galleria/game/lang"
)

// TestShownName: the names the client gives in the current language; a
// person's own name is kept.
func TestShownName(t *testing.T) {
	defer lang.Set(lang.English)
	for _, c := range []struct{ tag, name, want string }{
		{lang.English, "You", "You"},
		{lang.English, "Player 2", "Player 2"},
		{lang.French, "You", "Vous"},
		{lang.French, "Player 2", "Joueur 2"},
		{lang.French, "Player 02", "Player 02"},
		{lang.French, "Player x", "Player x"},
		{lang.French, "Anna", "Anna"},
	} {
		lang.Set(c.tag)
		if got := ShownName(c.name); got != c.want {
			t.Errorf("%s: ShownName(%q) = %q, want %q", c.tag, c.name, got, c.want)
		}
	}
}
