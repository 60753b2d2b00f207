package mallworld

import (
	"image/color"

	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/ui"
)

// mwColours are the shop/tenant colours in engine order V, G, R, B:
// violet (Clothing, Men), green (Food, Women), red (Hobby, Teenagers),
// blue (Sport, Children). They are chosen to stay apart for the common
// colour-vision deficiencies (close to the Okabe–Ito set), and every colour
// is also drawn with a symbol (ui.Builder.Symbol) or a letter.
var mwColours = [4]color.RGBA{
	ui.RGB(0x9b, 0x6c, 0xd6), // V reddish purple
	ui.RGB(0x1f, 0x9e, 0x76), // G bluish green
	ui.RGB(0xe0, 0x6a, 0x1e), // R vermillion
	ui.RGB(0x2f, 0x7e, 0xd8), // B blue
}

// colourIndex maps a colour code V G R B (of a position's mall space) to
// 0..3, or -1.
func colourIndex(c byte) int {
	if colour, ok := rules.ColourOfCode(string(c)); ok {
		return colour
	}
	return -1
}
