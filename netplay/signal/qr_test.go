package signal

import (
	"strings"
	"testing"

	"rsc.io/qr/coding"
)

func TestQRSizes(t *testing.T) {
	for _, tc := range []struct {
		text    string
		version int
		level   byte
	}{
		{"HELLO WORLD", 1, 'Q'},             // alphanumeric mode: 1-H holds only 10
		{"hello world", 1, 'Q'},             // bytes: 11 fit version 1-Q, not 1-H
		{"01234567890123456789", 1, 'Q'},    // digits: 17 would fit 1-H
		{strings.Repeat("a", 17), 1, 'L'},   // the most bytes of version 1
		{strings.Repeat("a", 18), 2, 'Q'},   // one more: version 2, where it fits Q
		{strings.Repeat("a", 300), 11, 'L'}, // an invite link from Chrome
		{strings.Repeat("a", 600), 17, 'L'}, // a long one
		{strings.Repeat("a", 2953), 40, 'L'},
	} {
		m, err := QR(tc.text)
		if err != nil {
			t.Fatalf("QR(%d bytes): %v", len(tc.text), err)
		}
		if m.Version != tc.version || m.Level != tc.level || m.Size != 4*tc.version+17 {
			t.Errorf("QR(%.20q, %d bytes): version %d-%c size %d, want %d-%c", tc.text, len(tc.text), m.Version, m.Level, m.Size, tc.version, tc.level)
		}
	}
	prev := 0
	for n := 1; n < 3000; n += 97 {
		m, err := QR(strings.Repeat("x", n))
		if err != nil {
			t.Fatal(err)
		}
		if m.Size < prev {
			t.Errorf("QR of %d bytes is smaller (%d) than a shorter text's (%d)", n, m.Size, prev)
		}
		prev = m.Size
	}
}

func TestQRTooLong(t *testing.T) {
	for _, n := range []int{2954, 5000, 100000} {
		m, err := QR(strings.Repeat("z", n))
		if err == nil || m != nil || !strings.Contains(err.Error(), "too long") {
			t.Errorf("QR of %d bytes: %v, %v", n, m, err)
		}
	}
}

// TestQRPatterns checks the fixed parts of the symbol: the three finder
// patterns with their light separators, and the timing patterns.
func TestQRPatterns(t *testing.T) {
	m, err := QR("https://example.org/#join=1SRJdHww-mntOL4xtChs")
	if err != nil {
		t.Fatal(err)
	}
	finder := func(x0, y0 int) {
		for y := -1; y <= 7; y++ {
			for x := -1; x <= 7; x++ {
				ring := max(abs(x-3), abs(y-3)) // 0..4 from the centre
				want := ring != 2 && ring != 4
				if got := m.Black(x0+x, y0+y); got != want {
					t.Fatalf("finder at (%d,%d): module (%d,%d) black=%v", x0, y0, x, y, got)
				}
			}
		}
	}
	finder(0, 0)
	finder(m.Size-7, 0)
	finder(0, m.Size-7)
	for i := 8; i < m.Size-8; i++ {
		if m.Black(i, 6) != (i%2 == 0) || m.Black(6, i) != (i%2 == 0) {
			t.Fatalf("timing pattern broken at %d", i)
		}
	}
	if m.Black(-1, 0) || m.Black(0, m.Size) {
		t.Error("modules outside the matrix are black")
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// TestQRMask checks that QR keeps the mask with the lowest penalty, not
// always mask 0 as rsc.io/qr does.
func TestQRMask(t *testing.T) {
	notZero := false
	for _, text := range []string{"a", "galleria", strings.Repeat("galleria ", 30), strings.Repeat("0", 500)} {
		m, err := QR(text)
		if err != nil {
			t.Fatal(err)
		}
		var enc coding.Encoding = coding.String(text)
		if coding.Num(text).Check() == nil {
			enc = coding.Num(text)
		}
		level := coding.Level(strings.IndexByte("LMQH", m.Level))
		chosen, best := -1, -1
		for mask := range coding.Mask(8) {
			p, err := coding.NewPlan(coding.Version(m.Version), level, mask)
			if err != nil {
				t.Fatal(err)
			}
			c, err := p.Encode(enc)
			if err != nil {
				t.Fatal(err)
			}
			score := penalty(c)
			if best < 0 || score < best {
				best = score
			}
			same := true
			for y := 0; y < c.Size && same; y++ {
				for x := 0; x < c.Size && same; x++ {
					same = c.Black(x, y) == m.Black(x, y)
				}
			}
			if same {
				chosen = score
				notZero = notZero || mask != 0
			}
		}
		if chosen < 0 || chosen != best {
			t.Errorf("QR(%.20q): kept a mask scoring %d, the best scores %d", text, chosen, best)
		}
	}
	if !notZero {
		t.Error("QR always kept mask 0")
	}
}
