package match

import (
	"testing"

	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/game/lang"
)

// The search's own words in a hint's reason have their French.
func TestHintWordsFrench(t *testing.T) {
	for _, f := range bot.WhyFormats() {
		if !lang.Has(lang.French, f) {
			t.Errorf("%q has no French", f)
		}
	}
}
