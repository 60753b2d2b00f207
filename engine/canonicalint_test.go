package engine_test

import (
	"testing"

	"github.com/galleria-games/galleria/engine"
)

func TestCanonicalInt(t *testing.T) {
	for _, c := range []struct {
		s      string
		digits int
		v      int
		ok     bool
	}{
		{"0", 3, 0, true}, {"7", 3, 7, true}, {"-7", 3, -7, true}, {"100", 3, 100, true}, {"-999", 3, -999, true},
		{"1000", 3, 0, false}, {"-1000", 3, 0, false}, {"1000", 4, 1000, true},
		{"", 3, 0, false}, {"-", 3, 0, false}, {"-0", 3, 0, false}, {"00", 3, 0, false}, {"07", 3, 0, false},
		{"+7", 3, 0, false}, {"7a", 3, 0, false}, {" 7", 3, 0, false}, {"--7", 3, 0, false}, {"x", 3, 0, false},
	} {
		v, ok := engine.CanonicalInt(c.s, c.digits)
		if ok != c.ok || ok && v != c.v {
			t.Errorf("CanonicalInt(%q, %d) = %d, %v; want %d, %v", c.s, c.digits, v, ok, c.v, c.ok)
		}
	}
}
