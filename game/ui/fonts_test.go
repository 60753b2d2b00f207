package ui

import (
	"encoding/binary"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestFontsAsGoFonts: the fonts in fonts/ are golang.org/x/image's Go fonts
// less their hinting. For every character the original maps, the embedded
// font has a glyph with the same advance, bounds and outline at several
// sizes; the font's metrics are the same; and the hinting tables are gone
// (the reason the files are there).
func TestFontsAsGoFonts(t *testing.T) {
	for _, c := range []struct {
		name      string
		ours, ref []byte
	}{{"Go-Regular", goRegular, goregular.TTF}, {"Go-Bold", goBold, gobold.TTF}} {
		ours, err := sfnt.Parse(c.ours)
		if err != nil {
			t.Fatalf("%s: fonts/%s.ttf does not parse: %v", c.name, c.name, err)
		}
		ref, err := sfnt.Parse(c.ref)
		if err != nil {
			t.Fatal(err)
		}
		for _, tag := range []string{"fpgm", "prep", "cvt "} {
			if slices.Contains(tableTags(c.ours), tag) {
				t.Errorf("%s: still has the hinting table %q", c.name, tag)
			}
		}
		if !slices.Contains(tableTags(c.ref), "fpgm") {
			t.Errorf("%s: the original has no fpgm table: the check above proves nothing", c.name)
		}
		var ob, rb sfnt.Buffer
		for _, ppem := range []fixed.Int26_6{11 << 6, 24 << 6, 97 << 5} {
			om, err1 := ours.Metrics(&ob, ppem, font.HintingNone)
			rm, err2 := ref.Metrics(&rb, ppem, font.HintingNone)
			if err1 != nil || err2 != nil || om != rm {
				t.Errorf("%s at %v: metrics %+v (%v), original %+v (%v)", c.name, ppem, om, err1, rm, err2)
			}
		}
		n := 0
		for r := rune(0); r <= 0xFFFF; r++ {
			rg, err := ref.GlyphIndex(&rb, r)
			if err != nil || rg == 0 {
				continue
			}
			n++
			og, err := ours.GlyphIndex(&ob, r)
			if err != nil || og == 0 {
				t.Errorf("%s: %U has no glyph (%v)", c.name, r, err)
				continue
			}
			for _, ppem := range []fixed.Int26_6{13 << 6, 64 << 6} {
				oa, err1 := ours.GlyphAdvance(&ob, og, ppem, font.HintingNone)
				ra, err2 := ref.GlyphAdvance(&rb, rg, ppem, font.HintingNone)
				if err1 != nil || err2 != nil || oa != ra {
					t.Errorf("%s: %U advance %v (%v), original %v (%v)", c.name, r, oa, err1, ra, err2)
				}
				os, err1 := ours.LoadGlyph(&ob, og, ppem, nil)
				os = slices.Clone(os)
				rs, err2 := ref.LoadGlyph(&rb, rg, ppem, nil)
				if err1 != nil || err2 != nil || !slices.Equal(os, rs) {
					t.Errorf("%s: %U outline differs at %v ppem (%v, %v)", c.name, r, int(ppem>>6), err1, err2)
				}
			}
		}
		if n < 650 {
			t.Errorf("%s: only %d characters compared", c.name, n)
		}
	}
}

// tableTags reads the table directory of a TrueType file.
func tableTags(ttf []byte) []string {
	if len(ttf) < 12 {
		return nil
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	var tags []string
	for i := 0; i < n && 12+16*i+4 <= len(ttf); i++ {
		tags = append(tags, string(ttf[12+16*i:12+16*i+4]))
	}
	return tags
}
