package mallforheroes

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// finished plays a match of greedy bots (players seats; in solo, level)
// to its end and returns the final state, the match log and the moves
// played.
func finished(t *testing.T, seed uint64, players, level int) (*rules.State, *engine.Match, []string) {
	t.Helper()
	opts := engine.Options{"players": strconv.Itoa(players)}
	if players == 1 {
		opts["level"] = strconv.Itoa(level)
	}
	c := match.Config{Game: rules.GameName, Options: opts, Seed: seed}
	for s := 0; s < players; s++ {
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

// codeLike is what a label must not hold: a card code ("S12", "W3",
// "M1"), a cell ("2,-1").
var codeLike = regexp.MustCompile(`\b[SWME]\d{1,2}\b|-?\d+,-?\d+`)

// towerForm is a Tower label's "k … × p".
var towerForm = regexp.MustCompile(`:\s(\d+)\s.*× (\d+)$`)

// checkParts checks mall p's parts (mallParts) against the engine's
// breakdown and items: each part's points are the engine's value it came
// from (the sum of the Shop items of each type, the gardens' and the
// bonus's category, each Tower's and each costly Monster's item, in the
// engine's order), every category that scores has its parts, and the
// parts add up to the mall's total.
func checkParts(t *testing.T, s *rules.State, p int, where string) []part {
	t.Helper()
	ps := mallParts(s, p)
	sm := s.ScoreMapOf(p)
	sc := sm.Score
	var towers, monsters []rules.ScoreItem
	byType := map[int]int{} // the engine's Shop items' points by their card's type
	for _, it := range sm.Items {
		switch {
		case it.Kind == "shop":
			c, ok := s.CardAt(p, it.Cells[0][0], it.Cells[0][1])
			if !ok || c.Shop == 0 {
				t.Fatalf("%s: a Shop item at %v on no Shop", where, it.Cells)
			}
			byType[int(rules.Shop(c.Shop).Type)] += it.Points
		case it.Kind == "tower":
			towers = append(towers, it)
		case it.Kind == "monster" && it.Points != 0:
			monsters = append(monsters, it)
		}
	}
	got := map[string]int{}
	types := map[int]bool{}
	sum, ti, mi := 0, 0, 0
	for _, pt := range ps {
		sum += pt.Points
		got[pt.kind] += pt.Points
		if v, ok := sumInLabel(pt.Label); ok && v != pt.Points {
			t.Errorf("%s: %q adds up to %d, not %d", where, pt.Label, v, pt.Points)
		}
		switch pt.kind {
		case "tower":
			if ti >= len(towers) || towers[ti].Points != pt.Points {
				t.Errorf("%s: Tower part %q (%d) is not the engine's Tower item %d", where, pt.Label, pt.Points, ti)
			}
			if m := towerForm.FindStringSubmatch(pt.Label); m == nil {
				t.Errorf("%s: Tower part %q has no count", where, pt.Label)
			} else {
				k, _ := strconv.Atoi(m[1])
				each, _ := strconv.Atoi(m[2])
				if k*each != pt.Points {
					t.Errorf("%s: %q: %d × %d is not %d", where, pt.Label, k, each, pt.Points)
				}
			}
			ti++
		case "monster":
			if mi >= len(monsters) || monsters[mi].Points != pt.Points {
				t.Errorf("%s: Monster part %q (%d) is not the engine's Monster item %d", where, pt.Label, pt.Points, mi)
			}
			mi++
		case "shop":
			if v, ok := byType[pt.id]; !ok || types[pt.id] || v != pt.Points {
				t.Errorf("%s: Shop part %q (%d): the engine's Shops of its type make %d (or twice)", where, pt.Label, pt.Points, v)
			}
			types[pt.id] = true
		case "garden", "bonus":
		default:
			t.Errorf("%s: part %q of kind %q", where, pt.Label, pt.kind)
		}
	}
	if len(types) != len(byType) {
		t.Errorf("%s: Shop parts for %d types, the mall's Shops are of %d", where, len(types), len(byType))
	}
	if ti != len(towers) || mi != len(monsters) {
		t.Errorf("%s: %d Tower and %d Monster parts, the engine has %d and %d", where, ti, mi, len(towers), len(monsters))
	}
	want := map[string]int{"shop": sc.Shops, "garden": sc.Gardens, "tower": sc.Towers, "monster": sc.Monsters, "bonus": sc.Bonus}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: the %s parts make %d, the engine's %d (%v)", where, k, got[k], v, ps)
		}
	}
	if sum != sc.Total {
		t.Errorf("%s: the parts add up to %d, the mall's total %d", where, sum, sc.Total)
	}
	return ps
}

// TestResultParts: for finished bot matches of every seat count (solo at
// every level), in English and French, each part is the engine's value it
// came from, every seat's ResultParts add up to its total in the engine's
// Result (in solo: the lower mall's, the final score), labels hold words,
// no code or move text, and French has no misses and no English left.
func TestResultParts(t *testing.T) {
	n := 15
	if testing.Short() {
		n = 8
	}
	defer lang.Set(lang.English)
	english := regexp.MustCompile(`\b(Shops?|abilities|score|Gardens?|none|Tower|Empty|areas?|the|lower|per|Mall)\b`)
	for i := 0; i < n; i++ {
		seed := uint64(200 + 41*i)
		players, level := 1+i%5, 1+(i/5)%6
		st, m, moves := finished(t, seed, players, level)
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
			for p := 0; p < st.Malls(); p++ {
				checkParts(t, st, p, fmt.Sprintf("seed %d %dp %s mall %d", seed, players, tag, p))
			}
			for seat := 0; seat < st.Seats(); seat++ {
				where := fmt.Sprintf("seed %d %dp %s seat %d", seed, players, tag, seat)
				ps := UI{}.ResultParts(m, seat)
				sum := 0
				for _, pt := range ps {
					sum += pt.Points
					if strings.TrimSpace(pt.Label) == "" || codeLike.MatchString(pt.Label) {
						t.Errorf("%s: label %q: empty or holds a code", where, pt.Label)
					}
					for _, mv := range moves {
						if strings.Contains(pt.Label, mv) {
							t.Errorf("%s: label %q holds the move %q", where, pt.Label, mv)
						}
					}
					if tag == lang.French && english.MatchString(pt.Label) {
						t.Errorf("%s: English left in %q", where, pt.Label)
					}
				}
				if int64(sum) != res.Scores[seat] {
					t.Errorf("%s: the parts add up to %d, the engine's score %d (%v)", where, sum, res.Scores[seat], ps)
				}
				if r, solo := st.SoloOutcome(); solo && sum != r.Final {
					t.Errorf("%s: solo parts make %d, the final score %d", where, sum, r.Final)
				}
			}
			if m := lang.Misses(); len(m) > 0 {
				t.Errorf("seed %d %s: no French for %q", seed, tag, m)
			}
		}
	}
}

// TestResultsShowParts: the results drawing shows every mall's parts, on
// a phone and a desktop, in both languages, for 1 to 5 players: each
// part's words and points as texts, or (when the column is too short for a
// line each) its points drawn and its words with its points as the tip of
// its chip; every text fits, and what it draws leaves room for the way
// back (48 units) in the column, which does not scroll.
func TestResultsShowParts(t *testing.T) {
	defer lang.Set(lang.English)
	layouts := map[bool]int{} // shown in a tip → parts
	for players := 1; players <= 5; players++ {
		st, m, _ := finished(t, uint64(70+players), players, 3)
		names := append([]string{"You"}, ui.BotNames[1:players]...)
		tb, err := UI{}.NewTable(engine.Options{"players": strconv.Itoa(players)}, names)
		if err != nil {
			t.Fatal(err)
		}
		for _, tag := range []string{lang.English, lang.French} {
			lang.Set(tag)
			for _, sz := range []struct{ w, h, dsf float64 }{{390, 844, 3}, {1280, 800, 1}, {844, 390, 3}} {
				b := ui.NewBuilder(ui.ColumnView(sz.w*sz.dsf, sz.h*sz.dsf, sz.dsf), "")
				const top = 190 // the shell's title, winners, note and totals above
				end := tb.Results(b, m, st, names, top, b.T.W)
				where := fmt.Sprintf("%dp %s %v", players, tag, sz.w)
				if p := b.F.Misfits(1); len(p) > 0 {
					t.Errorf("%s: %d texts do not fit:\n  %s", where, len(p), strings.Join(p, "\n  "))
				}
				if end+48 > b.T.H {
					t.Errorf("%s: the results end at %.0f: no room for the way back in a column %.0f high", where, end, b.T.H)
				}
				var texts []string
				for _, it := range b.F.Items {
					if it.Kind == ui.KText {
						texts = append(texts, it.Text)
					}
				}
				all := strings.Join(texts, "\n")
				flat := strings.ReplaceAll(all, "\n", " ")
				tips := map[string]bool{}
				for _, sp := range b.F.Spots {
					tips[sp.Tip] = true
				}
				for p := 0; p < st.Malls(); p++ {
					for _, pt := range mallParts(st, p) {
						inTip := tips[lang.F("%s: %s", pt.Label, signed(pt.Points))]
						if !strings.Contains(flat, pt.Label) && !inTip {
							t.Errorf("%s: part %q not shown", where, pt.Label)
						}
						layouts[inTip]++
						if !strings.Contains(all, signed(pt.Points)) {
							t.Errorf("%s: points %s not shown", where, signed(pt.Points))
						}
					}
				}
			}
		}
	}
	if len(layouts) < 2 {
		t.Errorf("the parts shown only one way (%v): lines and chips both expected", layouts)
	}
}
