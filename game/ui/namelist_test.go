package ui

import (
	"testing"

	"github.com/galleria-games/galleria/game/lang"
)

// TestNameList: names joined in each language's words.
func TestNameList(t *testing.T) {
	defer lang.Set(lang.English)
	for _, c := range []struct {
		tag   string
		names []string
		want  string
	}{
		{lang.English, nil, ""},
		{lang.English, []string{"Anna"}, "Anna"},
		{lang.English, []string{"Anna", "Beat"}, "Anna and Beat"},
		{lang.English, []string{"Anna", "Beat", "Carla"}, "Anna, Beat and Carla"},
		{lang.French, []string{"Anna", "Beat", "Carla"}, "Anna, Beat et Carla"},
		{lang.French, []string{"Vous", "Beat"}, "Vous et Beat"},
	} {
		lang.Set(c.tag)
		if got := NameList(c.names); got != c.want {
			t.Errorf("%s: NameList(%q) = %q, want %q", c.tag, c.names, got, c.want)
		}
	}
}
