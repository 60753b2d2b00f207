package mallforheroes

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// TestShopData checks the per-marking totals of §1.2 and §1.4.
func TestShopData(t *testing.T) {
	var perType [3][nTypes]int
	var quarters [3][4]int
	for n := 1; n <= nShops; n++ {
		sh := shops[n]
		perType[sh.Marking][sh.Type]++
		quarters[sh.Marking][sh.Colour] += popcount(uint64(sh.Corners))
		if (sh.Colour == NoColour) != (sh.Corners == 0) {
			t.Errorf("S%02d: colour and corners disagree", n)
		}
	}
	for mk, want := range [3]int{6, 2, 2} {
		for ty := Type(0); ty < nTypes; ty++ {
			if perType[mk][ty] != want {
				t.Errorf("marking %d, %s: %d Shops, want %d", mk, ty, perType[mk][ty], want)
			}
		}
	}
	for mk, want := range [3]int{30, 10, 10} {
		for c := Red; c <= Blue; c++ {
			if quarters[mk][c] != want {
				t.Errorf("marking %d, %s: %d quarters, want %d", mk, c, quarters[mk][c], want)
			}
		}
	}
}

// TestImportNeverPanics mutates positions of random games at random and
// plays on whatever imports.
func TestImportNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 30; g++ {
		n := 1 + g%5
		st, _ := Game{}.NewState(engine.Options{"players": string(rune('0' + n)), "level": string(rune('1' + g%6))})
		steps := rng.IntN(150)
		for i := 0; i < steps && st.phase != phOver; i++ {
			playStep(t, st, rng, false)
		}
		data, _ := st.Position()
		for k := 0; k < 200; k++ {
			b := append([]byte(nil), data...)
			for j := 0; j < 1+rng.IntN(3); j++ {
				i := rng.IntN(len(b))
				b[i] = "0123456789-\",[]{}SWENHM"[rng.IntN(23)]
			}
			s, err := ImportState(b)
			if err != nil {
				continue
			}
			for i := 0; i < 300 && s.phase != phOver; i++ {
				playStep(t, s, rng, false)
			}
		}
	}
}

// ShopCorners gives a Shop's quarters as placed and turned by the Druid
// (S08: one Yellow quarter, top left; S58: one Red, top right), and nothing
// for a number that is no Shop.
func TestShopCorners(t *testing.T) {
	for _, c := range []struct {
		n       int
		rotated bool
		at      int
		col     Colour
	}{
		{8, false, TL, Yellow},
		{8, true, BR, Yellow},
		{58, false, TR, Red},
		{58, true, BL, Red},
	} {
		got := ShopCorners(c.n, c.rotated)
		for k, col := range got {
			want := NoColour
			if k == c.at {
				want = c.col
			}
			if col != want {
				t.Errorf("ShopCorners(%d, %v) = %v, want %v only at corner %d", c.n, c.rotated, got, c.col, c.at)
				break
			}
		}
	}
	for _, n := range []int{0, 61, 65, 71, -3} {
		if got := ShopCorners(n, false); got != [4]Colour{} {
			t.Errorf("ShopCorners(%d) = %v, want no quarters", n, got)
		}
	}
}
