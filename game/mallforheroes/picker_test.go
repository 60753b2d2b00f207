package mallforheroes_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallforheroes"
	mfh "github.com/galleria-games/galleria/game/mallforheroes"
)

// contractPlan is the click contract of the brief, written out again
// independently of the picker: the targets a move's plan must be.
func contractPlan(move string) []string {
	f := strings.Fields(move)
	var ids []string
	hero := false
	switch f[0] {
	case "draft":
		ids, hero = []string{"mfh:draft:" + f[1] + "," + f[2]}, len(f) == 4
	case "place":
		ids, hero = []string{"mfh:cell:" + f[1] + "," + f[2]}, len(f) == 4
	case "swap":
		ids = []string{"mfh:cell:" + f[1] + "," + f[2], "mfh:cell:" + f[3] + "," + f[4]}
	case "pass":
		ids = []string{"mfh:pass"}
	case "tower":
		ids, hero = []string{"mfh:tower:" + f[1], "mfh:cell:" + f[2] + "," + f[3]}, len(f) == 5
	case "remove":
		ids = []string{"mfh:remove:" + f[1]}
		if len(f) == 3 {
			ids = append(ids, "mfh:remove:"+f[2], "mfh:ok")
		}
	}
	if hero {
		ids = append([]string{"mfh:hero"}, ids...)
	}
	return ids
}

// kind is a move's kind for the coverage count: "place+druid", "pass@bard".
func kind(move, phase string) string {
	f := strings.Fields(move)
	k := f[0]
	switch last := f[len(f)-1]; last {
	case "rogue", "druid", "paladin", "sorceress":
		k += "+" + last
	}
	if k == "pass" {
		k += "@" + phase
	}
	if k == "remove" {
		k += fmt.Sprint(len(f) - 1)
	}
	return k
}

// randomGame plays a seeded game through the engine, calling decide at
// every seat decision with its legal moves; decide returns the move.
func randomGame(t *testing.T, opts engine.Options, seed uint64, decide func(st *rules.State, legal []string) string) *rules.State {
	t.Helper()
	st, err := rules.Game{}.NewState(opts)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 77))
	for i := 0; i < 5000; i++ {
		d := st.Decision()
		switch d.Kind {
		case engine.Terminal:
			return st
		case engine.ChanceNode:
			out := st.ChanceOutcomes()
			if err := st.Apply(engine.Chance, out[rng.IntN(len(out))].Move); err != nil {
				t.Fatal(err)
			}
		default:
			legal := st.LegalMoves(d.Seats[0])
			if err := st.Apply(d.Seats[0], decide(st, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("the game does not end")
	return nil
}

// pickMove prefers Hero moves and claims now and then, so every kind of
// decision comes up, and keeps the malls varied.
func pickMove(rng *rand.Rand) func(st *rules.State, legal []string) string {
	return func(st *rules.State, legal []string) string {
		var hero []string
		for _, m := range legal {
			if strings.HasSuffix(m, "rogue") || strings.HasSuffix(m, "druid") || strings.HasSuffix(m, "paladin") || strings.HasSuffix(m, "sorceress") || strings.HasPrefix(m, "swap") {
				hero = append(hero, m)
			}
		}
		if len(hero) > 0 && rng.IntN(3) == 0 {
			return hero[rng.IntN(len(hero))]
		}
		return legal[rng.IntN(len(legal))]
	}
}

// checkPicker checks the contract for one decision: every legal move's
// plan, its replay by clicks, illegal moves and junk targets.
func checkPicker(t *testing.T, legal []string, where string) {
	t.Helper()
	p := mfh.UI{}.NewPicker(legal)
	for _, m := range legal {
		want := contractPlan(m)
		got := p.Plan(m)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: plan of %q = %v, want %v", where, m, got, want)
		}
		q := mfh.UI{}.NewPicker(legal)
		// Junk first: it changes nothing.
		for _, junk := range []string{"", "junk", "mfh:cell:99,99", "mfh:draft:7,7", "mfh:tower:W9", "mfh:remove:shoes", "mfh:info:W1", "table:menu"} {
			if r := q.Click(junk); r != "" {
				t.Fatalf("%s: junk %q made %q", where, junk, r)
			}
		}
		for i, id := range got {
			r := q.Click(id)
			if i < len(got)-1 && r != "" {
				t.Fatalf("%s: %q: click %d (%s) already made %q", where, m, i, id, r)
			}
			if i == len(got)-1 && r != m {
				t.Fatalf("%s: clicking %v made %q, want %q", where, got, r, m)
			}
		}
	}
	for _, bad := range []string{"", "draft 9 9", "place 40 40", "swap 0 0 0 0", "tower W9 0 0", "remove shoes", "shop S01", "bot pub", "nonsense"} {
		if !slices.Contains(legal, bad) && p.Plan(bad) != nil {
			t.Fatalf("%s: plan of illegal %q = %v", where, bad, p.Plan(bad))
		}
	}
}

// Seeded games at every seat count and solo Level 2: at every decision the
// picker follows the click contract for every legal move. Over the games
// every kind of move comes up.
func TestPickerContractOnRealGames(t *testing.T) {
	seen := map[string]int{}
	games := []struct {
		players, level int
		seeds          int
	}{{1, 2, 6}, {2, 0, 4}, {3, 0, 4}, {4, 0, 3}, {5, 0, 4}}
	for _, g := range games {
		for seed := uint64(1); seed <= uint64(g.seeds); seed++ {
			opts := engine.Options{"players": fmt.Sprint(g.players)}
			if g.level > 0 {
				opts["level"] = fmt.Sprint(g.level)
			}
			rng := rand.New(rand.NewPCG(seed, 5))
			pick := pickMove(rng)
			randomGame(t, opts, seed, func(st *rules.State, legal []string) string {
				for _, m := range legal {
					seen[kind(m, st.Phase())]++
				}
				checkPicker(t, legal, fmt.Sprintf("%d players seed %d %s", g.players, seed, st.Phase()))
				return pick(st, legal)
			})
		}
	}
	for _, k := range []string{"draft", "draft+rogue", "place", "place+druid", "place+paladin", "swap", "pass@bard",
		"tower", "tower+sorceress", "pass@claim", "remove1", "remove2"} {
		if seen[k] == 0 {
			t.Errorf("no %s move in the games: %v", k, seen)
		}
	}
	t.Logf("moves seen: %v", seen)
}

// The Hero toggle: offered only when a legal move uses it; clicking it
// again drops it; with it on, only the Hero's moves are choices.
func TestPickerHeroToggle(t *testing.T) {
	p := mfh.NewPicker([]string{"place 1 0", "place 1 0 druid", "place 0 1", "place 0 1 druid"})
	if !p.HeroOffered() || !p.Enabled(mfh.HeroTarget) {
		t.Fatal("the Druid is not offered")
	}
	if got := p.Would("mfh:cell:1,0"); got != "place 1 0" {
		t.Errorf("plain click would make %q", got)
	}
	p.Click(mfh.HeroTarget)
	if !p.Armed() || !p.Selected(mfh.HeroTarget) {
		t.Fatal("the Hero is not on")
	}
	if got := p.Would("mfh:cell:1,0"); got != "place 1 0 druid" {
		t.Errorf("armed click would make %q", got)
	}
	p.Click(mfh.HeroTarget)
	if p.Armed() {
		t.Fatal("clicking the Hero again does not drop it")
	}
	if got := p.Click("mfh:cell:0,1"); got != "place 0 1" {
		t.Errorf("made %q", got)
	}
	q := mfh.NewPicker([]string{"draft 0 0", "draft 3 0"})
	if q.HeroOffered() || q.Enabled(mfh.HeroTarget) || q.Click(mfh.HeroTarget) != "" || q.Armed() {
		t.Error("a Hero offered with no Hero move")
	}
	// The Paladin's cells only with the Hero on.
	r := mfh.NewPicker([]string{"place 1 0", "place 1 1 paladin"})
	if r.Enabled("mfh:cell:1,1") {
		t.Error("a diagonal cell without the Paladin")
	}
	r.Click(mfh.HeroTarget)
	if r.Enabled("mfh:cell:1,0") || r.Would("mfh:cell:1,1") != "place 1 1 paladin" {
		t.Error("the Paladin's choices are wrong")
	}
}

// Two-step choices: a swap's first cell clicked again is dropped, the
// other order works too; a Tower's Wizard can be changed; Reset drops all;
// two types to remove need OK.
func TestPickerSteps(t *testing.T) {
	p := mfh.NewPicker([]string{"swap 1 0 0 1", "swap 1 0 1 1", "swap 0 1 1 1", "pass"})
	p.Click("mfh:cell:1,0")
	if !p.Selected("mfh:cell:1,0") {
		t.Fatal("first cell not chosen")
	}
	p.Click("mfh:cell:1,0")
	if p.Selected("mfh:cell:1,0") || len(p.Chosen()) != 0 {
		t.Fatal("clicking the first cell again does not drop it")
	}
	p.Click("mfh:cell:1,1")
	if got := p.Click("mfh:cell:0,1"); got != "swap 0 1 1 1" {
		t.Errorf("reverse order made %q", got)
	}
	p.Click("mfh:cell:1,0")
	p.Reset()
	if len(p.Chosen()) != 0 {
		t.Error("Reset keeps the choice")
	}
	q := mfh.NewPicker([]string{"tower W1 2 0", "tower W1 0 1", "tower W3 2 0", "tower W3 0 1"})
	if q.Enabled("mfh:cell:2,0") {
		t.Error("a cell before the Wizard")
	}
	q.Click("mfh:tower:W1")
	q.Click("mfh:tower:W3")
	if !q.Selected("mfh:tower:W3") || q.Selected("mfh:tower:W1") {
		t.Errorf("changing the Wizard: chosen %v", q.Chosen())
	}
	if got := q.Click("mfh:cell:0,1"); got != "tower W3 0 1" {
		t.Errorf("made %q", got)
	}
	r := mfh.NewPicker([]string{"remove potions pub", "remove potions tavern", "remove pub tavern"})
	if r.Click("mfh:remove:pub") != "" || r.Click("mfh:remove:potions") != "" || r.Enabled("mfh:remove:library") {
		t.Fatal("two types")
	}
	if got := r.Click("mfh:ok"); got != "remove potions pub" {
		t.Errorf("OK made %q", got)
	}
}
