package mallworld_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
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
// table that followed a match breaks every seat's final CHF into parts that
// add up to the engine's score, each part the engine ledger's number; the
// UI (which gets only the final state) gives the same parts once a table
// followed the match, and the bank account and coins (still adding up)
// for a match it never saw; the labels are words, French included.
func TestResultPartsExplainTotals(t *testing.T) {
	defer lang.Set(lang.English)
	seen := map[string]bool{}
	for players := 3; players <= 5; players++ {
		for seed := uint64(1); seed <= 4; seed++ {
			f := playFinished(t, players, seed)
			res := f.st.Result()
			where := fmt.Sprintf("%d players, seed %d", players, seed)
			// Before any table saw it: the coarse breakdown.
			for s := 0; s < players; s++ {
				parts := mallworld.UI{}.ResultParts(f.st, s)
				if len(parts) != 2 || sum(parts) != res.Scores[s] {
					t.Errorf("%s, seat %d, unseen match: parts %v, score %d", where, s, parts, res.Scores[s])
				}
				checkLabels(t, where, parts)
			}
			tbl, err := mallworld.UI{}.NewTable(f.opts, []string{"A", "B", "C", "D", "E"}[:players])
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tbl.CatchUp(f.steps, false); err != nil {
				t.Fatal(err)
			}
			ex, ok := tbl.(ui.ResultsExplainer)
			if !ok {
				t.Fatal("the table is not a ui.ResultsExplainer")
			}
			for s := 0; s < players; s++ {
				parts := ex.ResultParts(f.st, s)
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
				if u := (mallworld.UI{}).ResultParts(f.st, s); fmt.Sprint(u) != fmt.Sprint(parts) {
					t.Errorf("%s, seat %d: the UI's parts %v, the table's %v", where, s, u, parts)
				}
				checkLabels(t, where, parts)
				lang.Set(lang.French)
				lang.ResetMisses()
				fr := ex.ResultParts(f.st, s)
				checkLabels(t, where+" (French)", fr)
				if m := lang.Misses(); len(m) > 0 {
					t.Errorf("%s: French misses %q", where, m)
				}
				for i := range fr {
					if fr[i].Points != parts[i].Points || fr[i].Label == parts[i].Label {
						t.Errorf("%s: French part %v, English %v", where, fr[i], parts[i])
					}
				}
				lang.Set(lang.English)
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

// TestResultsShowParts: the results drawing shows every part's label and
// amount at the phone's and the desktop's column, uncut, with five seats.
func TestResultsShowParts(t *testing.T) {
	f := playFinished(t, 5, 3)
	names := []string{"You", "Anna", "Beat", "Carla", "Dario"}
	tbl, err := mallworld.UI{}.NewTable(f.opts, names)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tbl.CatchUp(f.steps, false); err != nil {
		t.Fatal(err)
	}
	for _, sc := range fitScreens {
		b := ui.NewBuilder(ui.ColumnView(sc.w*sc.dsf, sc.h*sc.dsf, sc.dsf), "")
		tbl.Results(b, f.st, names, 140, b.T.W)
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
			for _, p := range tbl.(ui.ResultsExplainer).ResultParts(f.st, s) {
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
			for _, p := range tbl.(ui.ResultsExplainer).ResultParts(f.st, res.Winners[0]) {
				if strings.HasPrefix(p.Label, "Phase ") && !strings.Contains(all, p.Label+" = ") {
					t.Errorf("%s: the winner's %q is not listed", sc.name, p.Label)
				}
			}
		}
		for _, w := range []string{"Starting account", "Contracts, phase 1", "Contracts, phase 3", "Lobby prices", "Corruption", "Coins", "Final CHF"} {
			if !shown[w] {
				t.Errorf("%s: no row %q", sc.name, w)
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
