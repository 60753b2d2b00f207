package game

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// wholeGames is how many whole matches TestWholeGames plays per game and
// language (a few with -short).
const wholeGames = 50

// wholeSizes are the screens TestWholeGames alternates between, with the
// smallest text each allows: a phone held upright and a desktop window.
var wholeSizes = []struct {
	name      string
	w, h, dsf float64
	minText   float64
}{
	{"phone", 390, 844, 3, 11},
	{"desktop", 1280, 800, 1, 12},
}

// TestWholeGames plays whole matches of every game in English and French,
// a person in seat 0 (moves drawn from a seeded generator, a hint asked
// for now and then) against greedy bots, alternately on a 390×844 phone
// and a 1280×800 desktop. After every step, and on the results, it checks
// every text drawn: at least 11 CSS px on the phone and 12 on the desktop,
// none cut, none outside its panel or the screen; and it scans every text
// a player meets (the frame's texts, every hotspot's tip, the hint's line)
// for what a player was never taught: a move's text, a code from a move
// text (letter pairs such as "VG", "r180", "-2,-1"), and, in French,
// English left over (lang's misses, common English words). It reports the
// smallest text seen on each screen.
func TestWholeGames(t *testing.T) {
	n := wholeGames
	if testing.Short() {
		n = 4
	}
	for _, g := range playableGames() {
		for _, tag := range []string{lang.English, lang.French} {
			t.Run(g.Name()+"/"+tag, func(t *testing.T) {
				w := &wholeRun{t: t, game: g, tag: tag, smallest: map[string]float64{}, problems: map[string]int{}}
				for i := range n {
					w.play(i)
				}
				w.report()
			})
		}
	}
}

// wholeRun is one game's run of TestWholeGames in one language.
type wholeRun struct {
	t        *testing.T
	game     engine.Game
	tag      string
	smallest map[string]float64 // screen → smallest text seen
	problems map[string]int     // each problem found → how often
	examples []string           // the first few problems, where they were seen
	checked  int                // frames checked
}

// englishWords are common English words that a French text must not hold
// (none that French writes too, such as "points", "scores" or "places").
var englishWords = regexp.MustCompile(`\b(the|and|you|your|with|takes|offers|plays|wins|turn|buys|next|waiting|thinking)\b`)

// chainNames are Mall World's chains (shops' brand names), which French
// keeps as they are (the French rules do too): not English left over.
var chainNames = func() []string {
	var out []string
	for _, c := range mallworld.Chains {
		out = append(out, c.Name)
	}
	return out
}()

// withoutNames is s without the names in it, also a name's first words
// at the end of s or its last words at its start (a name a paragraph
// wrapped over two lines).
func withoutNames(s string, names []string) string {
	for _, n := range names {
		s = strings.ReplaceAll(s, n, "")
		words := strings.Fields(n)
		for k := 1; k < len(words); k++ {
			head, tail := strings.Join(words[:k], " "), strings.Join(words[k:], " ")
			if t := strings.TrimRight(s, " "); strings.HasSuffix(t, " "+head) || t == head {
				s = strings.TrimSuffix(t, head)
			}
			if t := strings.TrimLeft(s, " "); strings.HasPrefix(t, tail+" ") || strings.HasPrefix(t, tail+".") || t == tail {
				s = strings.TrimPrefix(t, tail)
			}
		}
	}
	return s
}

// boardCell is a cell named as the board's edges name it (Mall World's
// columns A–F and rows 1–6 are drawn around the mall): taught, not a code.
var boardCell = regexp.MustCompile(`^[A-Z][1-9]$`)

// coordinates look like a move text's grid position ("-2,-1"), not like
// a sum with a thousands separator ("10,000").
var coordinates = regexp.MustCompile(`(^|[^\d,])-?\d{1,2},-?\d{1,2}($|[^\d,])`)

func (w *wholeRun) play(i int) {
	t := w.t
	sz := wholeSizes[i%len(wholeSizes)]
	seed := uint64(1000*i + 17)
	rng := rand.New(rand.NewPCG(seed, 0x3a11))
	info := w.game.Info()
	players := info.MinSeats + i%(info.MaxSeats-info.MinSeats+1)
	c := match.Config{Game: w.game.Name(), Options: engine.Options{"players": fmt.Sprint(players)}, Seed: seed}
	c.Seats = append(c.Seats, match.Seat{Kind: match.Human, Name: "You"})
	for s := 1; s < players; s++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[s]})
	}
	d, err := match.New(c)
	if err != nil {
		t.Fatalf("game %d: %v", i, err)
	}
	// Motion off: the glides would only slow the matches down (the
	// texts are the same before and after them).
	p := newSettingsPlatform()
	p.data, p.has = localOf(d).Save(), true
	p.Set(motionKey, "off")
	a := NewApp(p, Options{BotDelay: time.Nanosecond, ThinkBudget: unlimited, Languages: []string{w.tag}})
	t.Cleanup(func() { lang.Set(lang.English) })
	lang.ResetMisses()
	a.input = &fakeInput{}
	a.setSize(sz.w, sz.h, sz.dsf)
	a.rebuild()
	a.snapshot()
	where := func(step int) string {
		return fmt.Sprintf("game %d (%s, %d players, seed %d), step %d", i, sz.name, players, seed, step)
	}
	hinted := false
	var last Status
	for guard := 0; ; guard++ {
		if guard > 20000 {
			t.Fatalf("%s: the match does not end: status %+v, targets %v", where(a.Status().Step), a.Status(), targetIDs(a))
		}
		a.Update()
		st := a.status()
		// Looked at whenever the table changes: a step, a scene, whom
		// it waits for, an overlay, the end.
		blocked := a.table.tbl != nil && a.table.tbl.blocked()
		if guard == 0 || st.Step != last.Step || st.Scene != last.Scene || st.Seat != last.Seat || st.Ending != last.Ending || blocked {
			a.rebuild()
			a.snapshot()
			w.check(a, sz.name, sz.minText, where(st.Step))
		}
		last = st
		if st.Scene == sceneResults {
			break
		}
		if st.Scene != sceneTable {
			t.Fatalf("%s: scene %q", where(st.Step), st.Scene)
		}
		if st.Ending {
			a.cur.click(a, "table:results")
			continue
		}
		if blocked {
			// An overlay waits (a phase-end scoring): its OK.
			a.rebuild()
			a.snapshot()
			if id := firstOK(a); id != "" {
				a.cur.click(a, id)
			}
			continue
		}
		if st.Seat != 0 || len(st.Legal) == 0 {
			continue
		}
		if !hinted && rng.IntN(4) == 0 && a.table.drv.CanHint() {
			hinted = true
			if err := a.table.drv.StartHint(0); err == nil {
				for k := 0; k < 200 && (a.table.drv.Hint() == nil || !a.table.drv.Hint().Ready); k++ {
					a.Update()
				}
				a.rebuild()
				a.snapshot()
				w.check(a, sz.name, sz.minText, where(st.Step)+" (hint)")
			}
		}
		move := st.Legal[rng.IntN(len(st.Legal))]
		if err := a.table.drv.Play(0, move); err != nil {
			t.Fatalf("%s: %q: %v", where(st.Step), move, err)
		}
	}
	if m := lang.Misses(); w.tag == lang.French && len(m) > 0 {
		for _, s := range m {
			w.note(fmt.Sprintf("no French for %q", s), where(-1))
		}
	}
}

// firstOK is an enabled target of the frame's overlay that dismisses it.
func firstOK(a *App) string {
	for _, tg := range a.Targets() {
		if tg.Enabled && strings.HasSuffix(tg.ID, ":ok") {
			return tg.ID
		}
	}
	return ""
}

// check looks at the App's last frame.
func (w *wholeRun) check(a *App, screen string, minText float64, where string) {
	w.checked++
	if m := smallest(a); !math.IsInf(m, 1) {
		if s, ok := w.smallest[screen]; !ok || m < s {
			w.smallest[screen] = m
		}
	}
	for _, p := range fitProblems(a, minText) {
		w.note(p, where)
	}
	codes := w.codes(a)
	var texts []string
	for _, it := range a.frame.Items {
		if it.Kind == ui.KText && it.Text != "" {
			texts = append(texts, it.Text)
		}
	}
	for _, s := range a.frame.Spots {
		if s.Tip != "" {
			texts = append(texts, s.Tip)
		}
	}
	if tb := a.table.tbl; tb != nil && tb.hint != nil && tb.hint.Line != "" {
		texts = append(texts, tb.hint.Line)
	}
	for _, s := range texts {
		for _, c := range codes {
			if containsWord(s, c) {
				w.note(fmt.Sprintf("code %q in %q", c, s), where)
			}
		}
		if m := strings.TrimSpace(coordinates.FindString(s)); m != "" {
			w.note(fmt.Sprintf("coordinates %q in %q", m, s), where)
		}
		if w.tag == lang.French {
			plain := withoutNames(s, chainNames)
			if m := englishWords.FindString(strings.ToLower(plain)); m != "" {
				w.note(fmt.Sprintf("English %q in %q", m, s), where)
			}
		}
	}
}

// codes are what the legal moves of every seat now are written with that a
// player was never taught: each whole move text of more than one word, and
// each of its words that mixes letters and digits or is in capitals
// ("VG", "r180", "S05"). Numbers alone and lowercase words are fine.
func (w *wholeRun) codes(a *App) []string {
	d := a.table.drv
	if d == nil {
		return nil
	}
	st := d.State()
	var out []string
	for seat := range st.Seats() {
		for _, m := range st.LegalMoves(seat) {
			words := strings.Fields(m)
			if len(words) > 1 {
				out = append(out, m)
			}
			for _, wd := range words {
				if isCode(wd) && !boardCell.MatchString(wd) && !slices.Contains(out, wd) {
					out = append(out, wd)
				}
			}
		}
	}
	return out
}

var (
	hasDigit  = regexp.MustCompile(`\d`)
	hasLetter = regexp.MustCompile(`[A-Za-z]`)
	allCaps   = regexp.MustCompile(`^[A-Z]{2,}$`)
)

func isCode(s string) bool {
	return hasDigit.MatchString(s) && hasLetter.MatchString(s) || allCaps.MatchString(s)
}

// containsWord reports whether s holds c as a whole word (not inside a
// longer word or number).
func containsWord(s, c string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], c)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isWordByte(s[j-1])
		after := j+len(c) == len(s) || !isWordByte(s[j+len(c)])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}

// note records a problem seen.
func (w *wholeRun) note(problem, where string) {
	if w.problems[problem] == 0 && len(w.examples) < 20 {
		w.examples = append(w.examples, where+": "+problem)
	}
	w.problems[problem]++
}

// report logs the smallest texts and fails with the problems found.
func (w *wholeRun) report() {
	for _, sz := range wholeSizes {
		w.t.Logf("%s: smallest text %.1f CSS px (at least %.0f), %d frames checked", sz.name, w.smallest[sz.name], sz.minText, w.checked)
	}
	if len(w.problems) == 0 {
		return
	}
	w.t.Errorf("%d different problems (%d in all); the first ones:\n  %s", len(w.problems), sum(w.problems), strings.Join(w.examples, "\n  "))
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
