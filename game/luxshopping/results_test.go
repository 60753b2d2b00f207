package luxshopping_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	rules "github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/game/lang"
	lx "github.com/galleria-games/galleria/game/luxshopping"
	"github.com/galleria-games/galleria/game/ui"
)

// playLux plays a game with greedy and random bots to its end.
func playLux(t *testing.T, players int, seed uint64, rounds string) (engine.Options, *rules.State, *engine.Match) {
	t.Helper()
	opts := engine.Options{"players": fmt.Sprint(players)}
	if rounds != "" {
		opts["rounds"] = rounds
	}
	norm, err := rules.Game{}.Normalize(opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.Game{}.New(norm)
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
	steps, err := bot.Play(g, bots, rand.New(rand.NewPCG(seed, 5)), 100000)
	if err != nil {
		t.Fatal(err)
	}
	return norm, g.(*rules.State), &engine.Match{Game: rules.Game{}.Name(), Options: norm, Steps: steps}
}

// codeText is what must never show in a label: a move's words, a seat
// number, a format left unfilled.
var codeText = regexp.MustCompile(`\b(buy|build|pass|roll|sell|trade)\b|%[!a-z]|\bseat \d`)

// TestResultPartsAreTheScores: for bot games of every seat count (both
// ends: a goal or the time limit), each seat's parts add up to the
// engine's score, the cash part is the engine's cash, the labels are
// words in both languages (French with no miss), and nothing comes
// for a match not over (or no match).
func TestResultPartsAreTheScores(t *testing.T) {
	defer lang.Set(lang.English)
	ends := map[string]int{}
	for players := 2; players <= 6; players++ {
		for seed := uint64(1); seed <= 3; seed++ {
			rounds := ""
			if seed == 3 {
				rounds = "5" // a short time limit: the game ends on time
			}
			_, st, m := playLux(t, players, seed, rounds)
			res := st.Result()
			ends[st.Ended()]++
			for s := 0; s < players; s++ {
				parts := lx.UI{}.ResultParts(m, s)
				var sum int64
				for _, p := range parts {
					sum += int64(p.Points)
					if strings.TrimSpace(p.Label) == "" || codeText.MatchString(p.Label) {
						t.Errorf("label %q is empty or shows code", p.Label)
					}
				}
				if len(parts) != 1 || sum != res.Scores[s] || int64(parts[0].Points) != st.Cash(s) {
					t.Errorf("%d players, seed %d, seat %d: parts %v, score %d, cash %d", players, seed, s, parts, res.Scores[s], st.Cash(s))
				}
				lang.Set(lang.French)
				lang.ResetMisses()
				fr := lx.UI{}.ResultParts(m, s)
				if m := lang.Misses(); len(m) > 0 || len(fr) != 1 || fr[0].Label == parts[0].Label || fr[0].Points != parts[0].Points {
					t.Errorf("French parts %v (English %v), misses %q", fr, parts, m)
				}
				lang.Set(lang.English)
			}
		}
	}
	if ends["time"] == 0 || len(ends) < 2 {
		t.Errorf("ends met: %v; want the time limit and a goal", ends)
	}
	_, _, m := playLux(t, 3, 1, "20")
	cut := &engine.Match{Game: m.Game, Options: m.Options, Steps: m.Steps[:len(m.Steps)/2]}
	for _, bad := range []*engine.Match{nil, cut, {Game: m.Game, Options: m.Options}} {
		if p := (lx.UI{}).ResultParts(bad, 0); p != nil {
			t.Errorf("parts before the end: %v", p)
		}
	}
}

// TestResultsShowCash: with six seats the results show every seat's cash
// with its label, uncut, on a phone and a desktop, in both languages.
func TestResultsShowCash(t *testing.T) {
	defer lang.Set(lang.English)
	opts, st, m := playLux(t, 6, 2, "")
	names := []string{"You", "Anna", "Beat", "Carla", "Dario", "Emma"}
	tb, err := lx.UI{}.NewTable(opts, names)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{lang.English, lang.French} {
		lang.Set(l)
		for _, sz := range [][2]float64{{1280, 800}, {390 * 3, 844 * 3}} {
			b := ui.NewBuilder(ui.ColumnXform(sz[0], sz[1]), "")
			y := tb.Results(b, m, st, names, 160, b.T.W)
			if p := misfits(b, 0); len(p) > 0 {
				t.Errorf("%s %v: %q", l, sz, p)
			}
			if y > b.T.H-60 {
				t.Errorf("%s %v: the results end at %v, the column is %v high", l, sz, y, b.T.H)
			}
			tx := texts(b)
			for s := range names {
				p := lx.UI{}.ResultParts(m, s)[0]
				if !strings.Contains(tx, p.Label) || !strings.Contains(tx, lx.Money(int64(p.Points))) {
					t.Errorf("%s %v: seat %d's %v not shown in %q", l, sz, s, p, tx)
				}
			}
		}
	}
}
