package ui

import "image/color"

// Colours of the client. Colours that tell things apart (seats here, a
// game's shops in its own package) are chosen to stay apart for the common
// colour-vision deficiencies, and every one is also drawn with a symbol or a
// letter: colour is never the only cue.
var (
	ColBackground = RGB(0x1b, 0x22, 0x33)
	ColPanel      = RGB(0x26, 0x30, 0x47)
	ColPanelLight = RGB(0x33, 0x3f, 0x5c)
	ColPanelEdge  = RGB(0x45, 0x53, 0x74)
	ColText       = RGB(0xee, 0xf2, 0xf7)
	ColTextDim    = RGB(0x9a, 0xa5, 0xb8)
	ColTextDark   = RGB(0x1b, 0x22, 0x33)
	ColHighlight  = RGB(0xff, 0xc9, 0x3c) // enabled targets
	ColSelected   = RGB(0x4d, 0xe1, 0xff) // current selection (cyan: apart from the gold highlight)
	ColHint       = RGB(0xff, 0x6e, 0xd8) // a hint's targets and line (magenta, numbered: apart from gold and cyan)
	ColGuide      = RGB(0xb8, 0xf0, 0xc8) // the guided first game's line (soft green on ColPanelLight)
	ColButton     = RGB(0x3d, 0x6b, 0xb3)
	ColButtonHot  = RGB(0x55, 0x86, 0xd4)
	ColButtonOff  = RGB(0x3a, 0x42, 0x55)
	ColParchment  = RGB(0xf4, 0xec, 0xd8)
	ColSpecial    = RGB(0xe6, 0xb4, 0x2e)
	ColRoom       = RGB(0x5b, 0x5f, 0x69)
	ColEmptyCell  = RGB(0x2c, 0x37, 0x50)
	ColCardBack   = RGB(0x4a, 0x3a, 0x6e)
	ColGood       = RGB(0x5c, 0xc2, 0x7a)
	ColBad        = RGB(0xe8, 0x6a, 0x5a)
	ColShade      = color.RGBA{0, 0, 0, 0xa8}
	ColBlackBox   = RGB(0x0e, 0x0f, 0x12)
)

// MaxSeats is the most seats any game has (the client's seat arrays):
// the seat palette has that many colour + symbol pairs.
const MaxSeats = 6

// SeatColours mark the players (lobby markers, seat chips). Each seat also
// has its own symbol (SeatShapes), so no player is told apart by colour
// alone: yellow circle, light blue triangle, pink square, light green
// diamond, grey star, orange hexagon.
var SeatColours = [MaxSeats]color.RGBA{
	RGB(0xf2, 0xd0, 0x4b), RGB(0x9f, 0xd8, 0xf0), RGB(0xf0, 0x9f, 0xc6),
	RGB(0xb8, 0xe0, 0x86), RGB(0xe6, 0xe6, 0xe6), RGB(0xf0, 0xa0, 0x3c),
}

// SeatShapes are the seats' symbols, drawn on their colour by SeatChip.
var SeatShapes = [MaxSeats]Shape{ShapeCircle, ShapeTriangle, ShapeSquare, ShapeDiamond, ShapeStar, ShapeHexagon}

// SeatColour is seat's colour (seats past the palette wrap around).
func SeatColour(seat int) color.RGBA { return SeatColours[(seat%MaxSeats+MaxSeats)%MaxSeats] }

// Shape is a symbol drawn inside a rectangle (Symbol, SeatChip).
type Shape int

// The symbols.
const (
	ShapeTriangle Shape = iota
	ShapeCircle
	ShapeDiamond
	ShapeSquare
	ShapeStar
	ShapeHexagon
)

func RGB(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// Mix blends a toward b by t (0..1).
func Mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}
