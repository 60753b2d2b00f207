package mallornothing

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallornothing"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// finished plays a match between two greedy bots to its end and returns
// the final state and the moves played.
func finished(t *testing.T, seed uint64) (*rules.State, *engine.Match, []string) {
	t.Helper()
	c := match.Config{Game: rules.GameName, Options: engine.Options{}, Seed: seed}
	for s := 0; s < 2; s++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[s+1]})
	}
	d, err := match.New(c)
	if err != nil {
		t.Fatal(err)
	}
	d.Delay = 0
	for i := 0; i < 10000 && !d.Over(); i++ {
		if _, err := d.Advance(time.Now()); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if !d.Over() {
		t.Fatalf("seed %d: not over", seed)
	}
	var moves []string
	for _, s := range d.Steps() {
		moves = append(moves, s.Move)
	}
	m := &engine.Match{Game: c.Game, Options: c.Options, Steps: d.Steps()}
	return d.State().(*rules.State), m, moves
}

// engineCategory is the engine's own points of each kind of part.
func engineCategory(sc rules.Score) map[string]int {
	return map[string]int{
		"department": sc.Department, "restaurant": sc.Restaurant, "clothing": sc.Clothing,
		"beauty": sc.Beauty, "services": sc.Services, "entertainment": sc.Entertainment,
	}
}

// addedUp is a label's closing "(a + b + …)".
var addedUp = regexp.MustCompile(`\(([\d +]+)\)$`)

// sumInLabel is the sum a label closes with, if any.
func sumInLabel(label string) (int, bool) {
	m := addedUp.FindStringSubmatch(label)
	if m == nil {
		return 0, false
	}
	sum := 0
	for _, f := range strings.Split(m[1], "+") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return 0, false
		}
		sum += v
	}
	return sum, true
}

// codeLike is what a label must not hold: a square code ("S:Post"), a
// cell ("2,-1"), a rotation ("r180").
var codeLike = regexp.MustCompile(`[A-Z]:[A-Za-z]|-?\d+,-?\d+|\br180\b`)

// timesForm is a label's "kind: n … × p": n items of p points each.
var timesForm = regexp.MustCompile(`:\s(\d+)\s.*× (\d+)$`)

// TestResultParts: for finished bot matches, in English and French, every
// seat's parts add up to its total in the engine's Result; each part is
// one of the engine's categories, once, with the engine's points, and
// every category that scores has its part; a label's "n × p" multiplies
// to its points and counts the engine's scoring items; labels hold words,
// no code or move text; French has no misses and no English left.
func TestResultParts(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 5
	}
	defer lang.Set(lang.English)
	english := regexp.MustCompile(`\b(stores?|groups?|icons?|shapes?|sets?|beside|nothing|scores)\b`)
	for i := 0; i < n; i++ {
		seed := uint64(100 + 37*i)
		st, m, moves := finished(t, seed)
		res := st.Result()
		cut := &engine.Match{Game: m.Game, Options: m.Options, Steps: m.Steps[:len(m.Steps)-1]}
		for _, bad := range []*engine.Match{nil, cut} {
			if p := (UI{}).ResultParts(bad, 0); p != nil {
				t.Errorf("seed %d: parts %v for a match not over", seed, p)
			}
		}
		for _, tag := range []string{lang.English, lang.French} {
			lang.Set(tag)
			lang.ResetMisses()
			for seat := 0; seat < 2; seat++ {
				where := fmt.Sprintf("seed %d %s seat %d", seed, tag, seat)
				ps := parts(st, seat)
				flat := UI{}.ResultParts(m, seat)
				if len(flat) != len(ps) {
					t.Fatalf("%s: %d parts, %d in ResultParts", where, len(flat), len(ps))
				}
				sm := st.ScoreMapOf(seat)
				cats := engineCategory(sm.Score)
				sum, seen := 0, map[string]bool{}
				for k, p := range ps {
					if flat[k] != p.ScorePart {
						t.Errorf("%s: part %d: %v, ResultParts %v", where, k, p.ScorePart, flat[k])
					}
					sum += flat[k].Points
					want, ok := cats[p.kind]
					if !ok || seen[p.kind] {
						t.Errorf("%s: part %q of kind %q: not an engine category, or twice", where, p.Label, p.kind)
					}
					seen[p.kind] = true
					if p.Points != want {
						t.Errorf("%s: %q scores %d, the engine's %s %d", where, p.Label, p.Points, p.kind, want)
					}
					scoring := 0
					for _, it := range sm.Items {
						if it.Kind == p.kind && it.Points != 0 {
							scoring++
						}
					}
					if m := timesForm.FindStringSubmatch(p.Label); m != nil {
						k, _ := strconv.Atoi(m[1])
						each, _ := strconv.Atoi(m[2])
						if k*each != p.Points || k != scoring {
							t.Errorf("%s: %q: %d × %d for %d points, %d scoring items", where, p.Label, k, each, p.Points, scoring)
						}
					}
					if v, ok := sumInLabel(p.Label); ok && v != p.Points {
						t.Errorf("%s: %q adds up to %d, not %d", where, p.Label, v, p.Points)
					}
					if strings.TrimSpace(p.Label) == "" || codeLike.MatchString(p.Label) {
						t.Errorf("%s: label %q: empty or holds a code", where, p.Label)
					}
					for _, mv := range moves {
						if strings.Contains(p.Label, mv) {
							t.Errorf("%s: label %q holds the move %q", where, p.Label, mv)
						}
					}
					if tag == lang.French && english.MatchString(p.Label) {
						t.Errorf("%s: English left in %q", where, p.Label)
					}
				}
				for kind, v := range cats {
					if v != 0 && !seen[kind] {
						t.Errorf("%s: the engine's %s scores %d: no part", where, kind, v)
					}
				}
				if int64(sum) != res.Scores[seat] {
					t.Errorf("%s: parts add up to %d, the engine's total %d (%v)", where, sum, res.Scores[seat], flat)
				}
			}
			if m := lang.Misses(); len(m) > 0 {
				t.Errorf("seed %d %s: no French for %q", seed, tag, m)
			}
		}
	}
}

// TestResultsShowParts: the results drawing shows every part's words and
// points, on a phone (both ways) and a desktop, in both languages; every
// text fits, and the way back (48 units) still fits below in the column,
// which does not scroll.
func TestResultsShowParts(t *testing.T) {
	defer lang.Set(lang.English)
	tb, err := UI{}.NewTable(engine.Options{}, []string{"You", "Bea"})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		st, m, _ := finished(t, uint64(7+i))
		for _, tag := range []string{lang.English, lang.French} {
			lang.Set(tag)
			for _, sz := range []struct{ w, h, dsf float64 }{{390, 844, 3}, {1280, 800, 1}, {844, 390, 3}} {
				b := ui.NewBuilder(ui.ColumnView(sz.w*sz.dsf, sz.h*sz.dsf, sz.dsf), "")
				const top = 190 // the shell's title, winners, note and totals above
				end := tb.Results(b, m, st, []string{"You", "Bea"}, top, b.T.W)
				where := fmt.Sprintf("seed %d %s %v", 7+i, tag, sz.w)
				if end+48 > b.T.H {
					t.Errorf("%s: the results end at %.0f: no room for the way back in a column %.0f high", where, end, b.T.H)
				}
				if p := b.F.Misfits(1); len(p) > 0 {
					t.Errorf("%s: %d texts do not fit:\n  %s", where, len(p), strings.Join(p, "\n  "))
				}
				var texts []string
				for _, it := range b.F.Items {
					if it.Kind == ui.KText {
						texts = append(texts, it.Text)
					}
				}
				all := strings.Join(texts, "\n")
				for seat := 0; seat < 2; seat++ {
					for _, p := range (UI{}).ResultParts(m, seat) {
						if !strings.Contains(strings.ReplaceAll(all, "\n", " "), p.Label) {
							t.Errorf("%s: part %q not shown", where, p.Label)
						}
						if !strings.Contains(all, signed(p.Points)) {
							t.Errorf("%s: points %s not shown", where, signed(p.Points))
						}
					}
				}
			}
		}
	}
}
