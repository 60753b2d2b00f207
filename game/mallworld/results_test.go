package mallworld_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/mallworld"
	"github.com/galleria-games/galleria/game/ui"
)

// finished is a bot game of Mall World played to the end: its options,
// its log and its final state.
type finished struct {
	opts  engine.Options
	steps []engine.Step
	st    *rules.State
}

// playFinished plays a game with greedy and random bots.
func playFinished(t *testing.T, players int, seed uint64) finished {
	t.Helper()
	opts := engine.Options{"players": fmt.Sprint(players)}
	g, err := rules.Game{}.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]bot.Bot, players)
	for i := range bots {
		bots[i] = bot.Greedy{}
		if (i+int(seed))%3 == 0 {
			bots[i] = bot.Random{}
		}
	}
	steps, err := bot.Play(g, bots, rand.New(rand.NewPCG(seed, 7)), 50000)
	if err != nil {
		t.Fatal(err)
	}
	return finished{opts: opts, steps: steps, st: g.(*rules.State)}
}

// match is f's log as an engine match.
func (f finished) match() *engine.Match {
	return &engine.Match{Game: rules.Game{}.Name(), Options: f.opts, Steps: f.steps}
}

// wantPoints is the breakdown the engine's ledger gives seat, in the order
// ResultParts lists it: the starting account, each contract's payment,
// the lobby prices (one sum), the tokens (one sum), the coins.
func wantPoints(t *testing.T, f finished, seat int) []int {
	t.Helper()
	g, _ := rules.Game{}.New(f.opts)
	st := g.(*rules.State)
	var out []int
	var lobby, tokens, nLobby, nTokens int
	for _, e := range rules.StartEntries(st) {
		if e.Seat == seat {
			out = append(out, e.Amount)
		}
	}
	for i, s := range f.steps {
		before := st.Copy()
		if err := st.Apply(s.Seat, s.Move); err != nil {
			t.Fatal(err)
		}
		es, err := rules.Entries(before, st, s.Seat, s.Move)
		if err != nil {
			t.Fatalf("step %d: %v", i+1, err)
		}
		for _, e := range es {
			if e.Seat != seat {
				continue
			}
			switch e.Kind {
			case rules.EntryContract:
				out = append(out, e.Amount)
			case rules.EntryLobby:
				lobby += e.Amount
				nLobby++
			case rules.EntryToken:
				tokens += e.Amount
				nTokens++
			}
		}
	}
	if nLobby > 0 {
		out = append(out, lobby)
	}
	if nTokens > 0 {
		out = append(out, tokens)
	}
	return append(out, rules.CoinValue*f.st.PositionOf().Seats[seat].Coins)
}

// codeText is what must never show in a label: a contract or card code, a
// move's text, a format left unfilled.
var codeText = regexp.MustCompile(`\b[PRS]\d\d\b|\b(accept|validate|bid|build|rent|take|pass|refresh)\b|%[!a-z]|\bseat \d`)

func checkLabels(t *testing.T, where string, parts []ui.ScorePart) {
	t.Helper()
	for _, p := range parts {
		if strings.TrimSpace(p.Label) == "" || codeText.MatchString(p.Label) {
			t.Errorf("%s: label %q is empty or shows code", where, p.Label)
		}
	}
}

func sum(parts []ui.ScorePart) int64 {
	var s int64
	for _, p := range parts {
		s += int64(p.Points)
	}
	return s
}

// TestResultPartsExplainTotals: for bot games of every seat count, the
// UI breaks every seat's final CHF into parts from the match log alone (no
// table followed the match): they add up to the engine's score, each part
// is the engine ledger's number, and the labels are words, French
// included. A seat out of range has none.
func TestResultPartsExplainTotals(t *testing.T) {
	defer lang.Set(lang.English)
	seen := map[string]bool{}
	for players := 3; players <= 5; players++ {
		for seed := uint64(1); seed <= 4; seed++ {
			f := playFinished(t, players, seed)
			res := f.st.Result()
			where := fmt.Sprintf("%d players, seed %d", players, seed)
			m := f.match()
			for s := 0; s < players; s++ {
				parts := mallworld.UI{}.ResultParts(m, s)
				if sum(parts) != res.Scores[s] {
					t.Errorf("%s, seat %d: parts add up to %d, the score is %d: %v", where, s, sum(parts), res.Scores[s], parts)
				}
				want := wantPoints(t, f, s)
				got := make([]int, len(parts))
				for i, p := range parts {
					got[i] = p.Points
					seen[strings.SplitN(p.Label, " ", 3)[1]] = true
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s, seat %d: points %v, the engine's ledger %v", where, s, got, want)
				}
				checkLabels(t, where, parts)
				lang.Set(lang.French)
				lang.ResetMisses()
				fr := mallworld.UI{}.ResultParts(m, s)
				checkLabels(t, where+" (French)", fr)
				if m := lang.Misses(); len(m) > 0 {
					t.Errorf("%s: French misses %q", where, m)
				}
				if len(fr) != len(parts) {
					t.Fatalf("%s: %d French parts, %d English", where, len(fr), len(parts))
				}
				for i := range fr {
					if fr[i].Points != parts[i].Points || fr[i].Label == parts[i].Label {
						t.Errorf("%s: French part %v, English %v", where, fr[i], parts[i])
					}
				}
				lang.Set(lang.English)
			}
			for _, s := range []int{-1, players} {
				if p := (mallworld.UI{}).ResultParts(m, s); p != nil {
					t.Errorf("%s: seat %d has parts %v", where, s, p)
				}
			}
		}
	}
	// Every kind of part showed up: "Starting bank account", "Phase 1:
	// …", "2 contracts taken…", "3 corruption tokens", "4 coins × …".
	for _, w := range []string{"bank", "1:", "contracts", "corruption", "coins"} {
		if !seen[w] {
			t.Errorf("no part with %q in 12 games", w)
		}
	}
}

// TestResultPartsNeedAFinishedMatch: no parts for a nil match, one not
// over, one of another game, one with bad options or an illegal step.
func TestResultPartsNeedAFinishedMatch(t *testing.T) {
	f := playFinished(t, 3, 2)
	if (mallworld.UI{}).ResultParts(f.match(), 0) == nil {
		t.Fatal("no parts for the finished match")
	}
	cut := f.match()
	cut.Steps = cut.Steps[:len(cut.Steps)-1]
	other := f.match()
	other.Game = "mallornothing"
	badOpts := f.match()
	badOpts.Options = engine.Options{"players": "9"}
	illegal := f.match()
	illegal.Steps = append([]engine.Step(nil), illegal.Steps...)
	illegal.Steps[len(illegal.Steps)/2].Move = "fly away"
	for name, m := range map[string]*engine.Match{"nil": nil, "cut": cut, "other game": other, "bad options": badOpts, "illegal step": illegal} {
		for s := 0; s < 3; s++ {
			if p := (mallworld.UI{}).ResultParts(m, s); p != nil {
				t.Errorf("%s match, seat %d: parts %v", name, s, p)
			}
		}
	}
}

// TestResultsShowParts: the results drawing shows every part's label and
// amount at the phone's and the desktop's column, uncut, with five seats,
// from the match log (the table never followed the match). Without the
// log it shows the final CHF and no parts, uncut too.
func TestResultsShowParts(t *testing.T) {
	f := playFinished(t, 5, 3)
	m := f.match()
	names := []string{"You", "Anna", "Beat", "Carla", "Dario"}
	tbl, err := mallworld.UI{}.NewTable(f.opts, names)
	if err != nil {
		t.Fatal(err)
	}
	rows := []string{"Starting account", "Contracts, phase 1", "Contracts, phase 3", "Lobby prices", "Corruption", "Coins"}
	for _, sc := range fitScreens {
		b := ui.NewBuilder(ui.ColumnView(sc.w*sc.dsf, sc.h*sc.dsf, sc.dsf), "")
		tbl.Results(b, nil, f.st, names, 140, b.T.W)
		if m := misfits(b.F, sc.w*sc.dsf); len(m) > 0 {
			t.Errorf("%s, no log: %q", sc.name, m)
		}
		shown := map[string]bool{}
		for _, x := range texts(b.F) {
			shown[x] = true
		}
		for s := range names {
			if !shown[lang.Int(int(f.st.Result().Scores[s]))] {
				t.Errorf("%s, no log: seat %d's final CHF is not shown", sc.name, s)
			}
		}
		for _, w := range rows {
			if shown[w] {
				t.Errorf("%s, no log: row %q shown", sc.name, w)
			}
		}
		if !shown["Final CHF"] {
			t.Errorf("%s, no log: no row Final CHF", sc.name)
		}
	}
	for _, sc := range fitScreens {
		b := ui.NewBuilder(ui.ColumnView(sc.w*sc.dsf, sc.h*sc.dsf, sc.dsf), "")
		tbl.Results(b, m, f.st, names, 140, b.T.W)
		if m := misfits(b.F, sc.w*sc.dsf); len(m) > 0 {
			t.Errorf("%s: %q", sc.name, m)
		}
		shown := map[string]bool{}
		for _, x := range texts(b.F) {
			shown[x] = true
		}
		res := f.st.Result()
		for s := range names {
			// The grid adds a seat's contracts up by phase; every other
			// part has a row of its own.
			sums := map[string]int{}
			for _, p := range (mallworld.UI{}).ResultParts(m, s) {
				key := p.Label
				if strings.HasPrefix(key, "Phase ") {
					key = key[:len("Phase 1")]
				}
				sums[key] += p.Points
			}
			for key, v := range sums {
				if !shown[lang.Int(v)] {
					t.Errorf("%s: seat %d's %s (%s) is not shown", sc.name, s, key, lang.Int(v))
				}
			}
			if !shown[lang.Int(int(res.Scores[s]))] {
				t.Errorf("%s: seat %d's final CHF is not shown", sc.name, s)
			}
		}
		// On the desktop the winner's contracts are listed one by one.
		if sc.name == "1280x800" {
			all := strings.Join(texts(b.F), " ")
			for _, p := range (mallworld.UI{}).ResultParts(m, res.Winners[0]) {
				if strings.HasPrefix(p.Label, "Phase ") && !strings.Contains(all, p.Label+" = ") {
					t.Errorf("%s: the winner's %q is not listed", sc.name, p.Label)
				}
			}
		}
		for _, w := range append(rows, "Final CHF") {
			if !shown[w] {
				t.Errorf("%s: no row %q", sc.name, w)
			}
		}
	}
	// The same table draws another match: its own parts, and none when
	// the log given does not lead to the final state given.
	g := playFinished(t, 5, 4)
	startRow := func(m *engine.Match, st *rules.State) bool {
		b := ui.NewBuilder(ui.ColumnView(1280, 800, 1), "")
		tbl.Results(b, m, st, names, 140, b.T.W)
		return slices.Contains(texts(b.F), "Starting account")
	}
	if startRow(m, g.st) || !startRow(g.match(), g.st) || startRow(g.match(), f.st) || !startRow(m, f.st) {
		t.Error("a table's results do not follow the match they are given")
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
