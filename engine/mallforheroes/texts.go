package mallforheroes

import (
	"math/bits"
	"slices"
	"sync"
)

// Move texts: LegalMoves lists moves as mv values (listMoves) and turns
// them into text here. Drafts, places, pass and removals come from tables
// written once by appendMove; the other texts are written per list and cut
// out of one string, so a list costs at most two allocations.

// moveTexts gives the texts of moves ms.
func moveTexts(ms []mv) []string {
	if len(ms) == 0 {
		return nil
	}
	return appendMoveTexts(make([]string, 0, len(ms)), ms)
}

// appendMoveTexts appends the texts of moves ms to dst.
func appendMoveTexts(dst []string, ms []mv) []string {
	prepareTexts()
	pre := len(dst)
	dst = slices.Grow(dst, len(ms))[:pre+len(ms)]
	out := dst[pre:]
	rest := false
	for i, m := range ms {
		switch m.kind {
		case mvPlace:
			out[i] = placeText(m)
		case mvDraft:
			out[i] = draftTexts[int(m.b)*displayCols+int(m.a)][m.hero&1]
		case mvPass:
			out[i] = "pass"
		case mvRemove:
			out[i] = removeTexts[m.types]
		default:
			out[i] = "" // made below
			rest = true
		}
	}
	if rest {
		cutTexts(ms, out)
	}
	return dst
}

// cutTexts fills the empty texts of out with those of their moves, all cut
// out of one string.
func cutTexts(ms []mv, out []string) {
	buf := make([]byte, 0, 2048)
	ends := make([]uint16, 0, 256)
	for i, m := range ms {
		if out[i] == "" {
			buf = appendMove(buf, m)
			ends = append(ends, uint16(len(buf)))
		}
	}
	all := string(buf)
	start := 0
	for i := range out {
		if out[i] == "" {
			out[i] = all[start:ends[0]]
			start, ends = int(ends[0]), ends[1:]
		}
	}
}

// placeIndex is the index of place move m's text in placeAll (-1 if the
// table lacks it: a cell beyond ±coordLimit, a Hero word other than the
// Druid's and the Paladin's).
func placeIndex(m mv) int {
	if m.a < -coordLimit || m.a > coordLimit || m.b < -coordLimit || m.b > coordLimit ||
		m.hero != heroNone && m.hero != heroDruid && m.hero != heroPaladin {
		return -1
	}
	return 3*((int(m.b)+coordLimit)*placeSide+int(m.a)+coordLimit) + placeHero[m.hero]
}

// placeText is the text of place move m (listed, so in the table).
func placeText(m mv) string {
	k := placeIndex(m)
	return placeAll[placeEnds[k]:placeEnds[k+1]]
}

// placeSide is the number of columns (and rows) a card may stand in.
const placeSide = 2*coordLimit + 1

var (
	// draftTexts: by display position, plain and with the Rogue
	// (heroRogue is 1).
	draftTexts [displaySize][2]string
	// removeTexts: by set of types (mv.types) of one or two types.
	removeTexts [1 << nTypes]string
	// placeAll holds every place text, one after the other: text k is
	// placeAll[placeEnds[k]:placeEnds[k+1]], with k = 3*cell + placeHero
	// for the cell (y+coordLimit)*placeSide + x+coordLimit. One string
	// and an offset table, not 9,747 strings, so that the garbage collector
	// has nothing to scan in them.
	placeAll  string
	placeEnds [3*placeSide*placeSide + 1]uint32
	// placeHero is the place text for each Hero word: plain, Druid, Paladin.
	placeHero = [nHeroWords]int{heroDruid: 1, heroPaladin: 2}
)

// prepareTexts makes the tables above, once, when a move text is first
// written or read (not at program start: the page's boot does not pay for
// the 160 KB of place texts).
var prepareTexts = sync.OnceFunc(func() {
	for i := range draftTexts {
		d := mv{kind: mvDraft, a: int8(i % displayCols), b: int8(i / displayCols)}
		draftTexts[i][0] = string(appendMove(nil, d))
		d.hero = heroRogue
		draftTexts[i][1] = string(appendMove(nil, d))
	}
	for set := range removeTexts {
		if n := bits.OnesCount(uint(set)); n == 1 || n == 2 {
			removeTexts[set] = string(appendMove(nil, mv{kind: mvRemove, types: uint8(set)}))
		}
	}
	buf := make([]byte, 0, 160<<10)
	for c := 0; c < placeSide*placeSide; c++ {
		p := mv{kind: mvPlace, a: int8(c%placeSide - coordLimit), b: int8(c/placeSide - coordLimit)}
		for _, h := range [3]uint8{heroNone, heroDruid, heroPaladin} {
			p.hero = h
			buf = appendMove(buf, p)
			placeEnds[3*c+placeHero[h]+1] = uint32(len(buf))
		}
	}
	placeAll = string(buf)
})
