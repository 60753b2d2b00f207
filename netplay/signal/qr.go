package signal

import (
	"fmt"

	"rsc.io/qr/coding"
)

// Matrix is a QR code as a square of modules, without the quiet zone: the
// caller leaves a light margin of 4 modules (at least 2) around it.
type Matrix struct {
	Size    int  // modules on a side: 4*Version + 17
	Version int  // QR version, 1..40
	Level   byte // error correction: 'L', 'M', 'Q' or 'H'
	black   []bool
}

// Black reports whether the module at column x, row y is dark; outside the
// matrix it is light.
func (m *Matrix) Black(x, y int) bool {
	return 0 <= x && x < m.Size && 0 <= y && y < m.Size && m.black[y*m.Size+x]
}

// QR encodes text (as bytes, or in the denser digit or upper-case alphabet
// mode when it fits one) in the smallest QR code that holds it at error
// correction level L, then raises the level as far as that size allows: a
// code on a screen suffers no stains, and the smaller the code the easier a
// phone reads it from across a table. An invite link of about 300
// characters is a version 11 code (61 modules), one of 600 a version 17 (85).
// Of the eight masks it keeps the one with the lowest penalty score of ISO
// 18004 (rsc.io/qr itself always uses mask 0). Text too long for version 40
// is an error.
func QR(text string) (*Matrix, error) {
	var enc coding.Encoding
	switch {
	case coding.Num(text).Check() == nil:
		enc = coding.Num(text)
	case coding.Alpha(text).Check() == nil:
		enc = coding.Alpha(text)
	default:
		enc = coding.String(text)
	}
	v := coding.Version(coding.MinVersion)
	for ; enc.Bits(v) > v.DataBytes(coding.L)*8; v++ {
		if v == coding.MaxVersion {
			return nil, fmt.Errorf("qr: text of %d bytes is too long for a QR code (at most %d)",
				len(text), coding.Version(coding.MaxVersion).DataBytes(coding.L)-3)
		}
	}
	level := coding.L
	for level < coding.H && enc.Bits(v) <= v.DataBytes(level+1)*8 {
		level++
	}
	var best *coding.Code
	bestScore := 0
	for mask := range coding.Mask(8) {
		p, err := coding.NewPlan(v, level, mask)
		if err != nil {
			return nil, fmt.Errorf("qr: %w", err)
		}
		c, err := p.Encode(enc)
		if err != nil {
			return nil, fmt.Errorf("qr: %w", err)
		}
		if score := penalty(c); best == nil || score < bestScore {
			best, bestScore = c, score
		}
	}
	m := &Matrix{Size: best.Size, Version: int(v), Level: "LMQH"[level], black: make([]bool, best.Size*best.Size)}
	for y := range m.Size {
		for x := range m.Size {
			m.black[y*m.Size+x] = best.Black(x, y)
		}
	}
	return m, nil
}

// penalty is the mask penalty score of ISO/IEC 18004 §7.8.3: runs of five
// or more modules of one colour in a row or column, 2×2 blocks of one
// colour, finder-like 1:1:3:1:1 patterns with four light modules on a side
// (the quiet zone counts as light), and a dark share far from half.
func penalty(c *coding.Code) int {
	n := c.Size
	score := 0
	line := make([]bool, n+8) // one row or column between 4 light modules each side
	for _, columns := range []bool{false, true} {
		for i := range n {
			for j := range n {
				if columns {
					line[4+j] = c.Black(i, j)
				} else {
					line[4+j] = c.Black(j, i)
				}
			}
			run := 0
			for j := 4; j < 4+n; j++ {
				if j > 4 && line[j] == line[j-1] {
					run++
				} else {
					run = 1
				}
				if run == 5 {
					score += 3
				} else if run > 5 {
					score++
				}
			}
			var window uint16 // the last 11 modules, 1 = dark
			for j, b := range line {
				window = window << 1 & 0x7ff
				if b {
					window |= 1
				}
				if j >= 10 && (window == 0b10111010000 || window == 0b00001011101) {
					score += 40
				}
			}
		}
	}
	dark := 0
	for y := range n {
		for x := range n {
			b := c.Black(x, y)
			if b {
				dark++
			}
			if x+1 < n && y+1 < n && b == c.Black(x+1, y) && b == c.Black(x, y+1) && b == c.Black(x+1, y+1) {
				score += 3
			}
		}
	}
	dev := dark*100/(n*n) - 50
	if dev < 0 {
		dev = -dev
	}
	return score + dev/5*10
}
