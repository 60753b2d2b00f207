package game

import "image/color"

// Colours of the client. The four Mall World colours are chosen to stay
// apart for the common colour-vision deficiencies (close to the Okabe–Ito
// set), and every colour is also drawn with a symbol or a letter: colour is
// never the only cue.
var (
	colBackground = rgb(0x1b, 0x22, 0x33)
	colPanel      = rgb(0x26, 0x30, 0x47)
	colPanelLight = rgb(0x33, 0x3f, 0x5c)
	colPanelEdge  = rgb(0x45, 0x53, 0x74)
	colText       = rgb(0xee, 0xf2, 0xf7)
	colTextDim    = rgb(0x9a, 0xa5, 0xb8)
	colTextDark   = rgb(0x1b, 0x22, 0x33)
	colHighlight  = rgb(0xff, 0xc9, 0x3c) // enabled targets
	colSelected   = rgb(0x4d, 0xe1, 0xff) // current selection (cyan: apart from the gold highlight)
	colButton     = rgb(0x3d, 0x6b, 0xb3)
	colButtonHot  = rgb(0x55, 0x86, 0xd4)
	colButtonOff  = rgb(0x3a, 0x42, 0x55)
	colParchment  = rgb(0xf4, 0xec, 0xd8)
	colSpecial    = rgb(0xe6, 0xb4, 0x2e)
	colRoom       = rgb(0x5b, 0x5f, 0x69)
	colEmptyCell  = rgb(0x2c, 0x37, 0x50)
	colCardBack   = rgb(0x4a, 0x3a, 0x6e)
	colGood       = rgb(0x5c, 0xc2, 0x7a)
	colBad        = rgb(0xe8, 0x6a, 0x5a)
	colShade      = color.RGBA{0, 0, 0, 0xa8}
	colBlackBox   = rgb(0x0e, 0x0f, 0x12)
)

// mwColours are the shop/tenant colours in engine order V, G, R, B:
// violet (Clothing, Men), green (Food, Women), red (Hobby, Teenagers),
// blue (Sport, Children).
var mwColours = [4]color.RGBA{
	rgb(0x9b, 0x6c, 0xd6), // V reddish purple
	rgb(0x1f, 0x9e, 0x76), // G bluish green
	rgb(0xe0, 0x6a, 0x1e), // R vermillion
	rgb(0x2f, 0x7e, 0xd8), // B blue
}

// seatColours mark the players (lobby markers, seat chips).
var seatColours = [5]color.RGBA{
	rgb(0xf2, 0xd0, 0x4b), rgb(0x9f, 0xd8, 0xf0), rgb(0xf0, 0x9f, 0xc6),
	rgb(0xb8, 0xe0, 0x86), rgb(0xe6, 0xe6, 0xe6),
}

// Shape of a shop colour's symbol.
type shape int

const (
	shapeTriangle shape = iota // Clothing (V)
	shapeCircle                // Food (G)
	shapeDiamond               // Hobby (R)
	shapeSquare                // Sport (B)
	shapeStar                  // (Mall or Nothing's entertainment star)
)

// tenantLetters are printed on tenant tokens: Men, Women, Teenagers, Children.
var tenantLetters = [4]string{"M", "W", "T", "C"}

// colourIndex maps a colour code V G R B to 0..3, or -1.
func colourIndex(c byte) int {
	switch c {
	case 'V':
		return 0
	case 'G':
		return 1
	case 'R':
		return 2
	case 'B':
		return 3
	}
	return -1
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// mix blends a toward b by t (0..1).
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}
