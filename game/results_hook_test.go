package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/testgame"
	"github.com/galleria-games/galleria/game/ui"
)

// playGameToResults plays a match of game from the menu to its results at a
// desktop size (seat 0 a person playing its first legal move, the others
// random bots). It fails if the hook shows a breakdown before the results.
func playGameToResults(t *testing.T, game string) *App {
	t.Helper()
	a, in := testApp(t, &fakePlatform{}, 1280, 800, 1)
	click(t, a, in, "menu:"+game)
	for seat := 1; seat < a.setup.players; seat++ {
		setSeat(t, a, in, seat, ui.Random)
	}
	click(t, a, in, "setup:start")
	for i := 0; i < 5000 && a.Status().Scene != sceneResults; i++ {
		if r := a.Status().Results; r != nil {
			t.Fatalf("%s: results in the hook on scene %s: %+v", game, a.Status().Scene, r)
		}
		if id := firstTarget(a, "handoff:ready", "scoring:ok", "table:results"); id != "" {
			click(t, a, in, id)
			continue
		}
		if st := a.Status(); st.Scene == sceneTable && st.Seat >= 0 && a.table.drv != nil {
			if err := a.table.drv.Play(st.Seat, st.Legal[0]); err != nil {
				t.Fatalf("%s: %v", game, err)
			}
		}
		a.Update()
	}
	if s := a.Status().Scene; s != sceneResults {
		t.Fatalf("%s: scene %s, not the results, after 5000 ticks", game, s)
	}
	return a
}

// TestHookResults: on the results of a finished match of each game the
// hook gives every seat's breakdown: its total is the engine's score (the
// log replayed by the engine's registry), its parts add up to it, each
// with words, and they are the game's ResultParts of that log; the JSON a
// browser test reads has them. With no log (the table stopped following
// it) the results still draw, without a breakdown in the hook; a game
// without a ResultsExplainer has none either.
func TestHookResults(t *testing.T) {
	want := []string{"mallworld", "mallornothing", "luxshopping", "mallforheroes"}
	var seen []string
	for _, u := range uis() {
		ex, ok := u.(ui.ResultsExplainer)
		if !ok {
			continue
		}
		name := u.Game().Name()
		seen = append(seen, name)
		a := playGameToResults(t, name)
		st := a.Status()
		m := &engine.Match{Game: name, Options: a.table.tbl.opts, Steps: a.table.drv.Steps()}
		g, err := games.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		final, err := engine.Replay(g, m)
		if err != nil || final.Result() == nil {
			t.Fatalf("%s: the log does not replay to the end: %v", name, err)
		}
		scores := final.Result().Scores
		if !slices.Equal(st.Scores, scores) {
			t.Errorf("%s: hook scores %v, the engine's %v", name, st.Scores, scores)
		}
		if len(st.Results) != len(scores) {
			t.Fatalf("%s: %d seats in the hook's results, %d scores: %+v", name, len(st.Results), len(scores), st.Results)
		}
		for i, r := range st.Results {
			where := fmt.Sprintf("%s seat %d", name, i)
			if r.Seat != i || r.Total != scores[i] {
				t.Errorf("%s: seat %d, total %d; the engine's score %d", where, r.Seat, r.Total, scores[i])
			}
			if len(r.Parts) == 0 {
				t.Errorf("%s: no parts", where)
			}
			var sum int64
			for _, p := range r.Parts {
				sum += int64(p.Points)
				if strings.TrimSpace(p.Label) == "" {
					t.Errorf("%s: a part without words: %+v", where, p)
				}
			}
			if sum != r.Total {
				t.Errorf("%s: the parts add up to %d, the total is %d: %+v", where, sum, r.Total, r.Parts)
			}
			direct := ex.ResultParts(m, i)
			if len(direct) != len(r.Parts) {
				t.Fatalf("%s: %d parts in the hook, %d from ResultParts", where, len(r.Parts), len(direct))
			}
			for k, p := range direct {
				if r.Parts[k].Label != p.Label || r.Parts[k].Points != p.Points {
					t.Errorf("%s: part %d %+v, ResultParts %+v", where, k, r.Parts[k], p)
				}
			}
		}
		t.Logf("%s: %d steps, %d seats, seat 0: %+v", name, len(m.Steps), len(st.Results), st.Results[0].Parts)
		// The JSON a browser test reads.
		var js struct {
			Results []struct {
				Seat  int   `json:"seat"`
				Total int64 `json:"total"`
				Parts []struct {
					Label  string `json:"label"`
					Points int    `json:"points"`
				} `json:"parts"`
			} `json:"results"`
		}
		raw, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &js); err != nil {
			t.Fatal(err)
		}
		if len(js.Results) != len(st.Results) || len(js.Results[0].Parts) != len(st.Results[0].Parts) || js.Results[0].Total != st.Results[0].Total {
			t.Errorf("%s: the JSON's results %+v, the hook's %+v", name, js.Results, st.Results)
		}
		// No log: the results draw, uncut, and the hook has no breakdown.
		a.table.tbl.stopped = true
		if a.table.resultsMatch() != nil {
			t.Errorf("%s: a log for a table that stopped following it", name)
		}
		a.rebuild()
		a.snapshot()
		if r := a.Status().Results; r != nil {
			t.Errorf("%s: results without the log: %+v", name, r)
		}
		if probs := fitProblems(a, 12); len(probs) > 0 {
			t.Errorf("%s: without the log, %d texts do not fit:\n  %s", name, len(probs), strings.Join(probs, "\n  "))
		}
		if !strings.Contains(frameTexts(a), a.table.tbl.seats[0].Name) {
			t.Errorf("%s: without the log the results lack seat 0's name", name)
		}
	}
	slices.Sort(seen)
	slices.Sort(want)
	if !slices.Equal(seen, want) {
		t.Errorf("games with a ResultsExplainer: %v, want %v", seen, want)
	}

	// A game without a ResultsExplainer: the scores, no breakdown.
	u := testgame.UI{}
	if err := Register(u); err != nil {
		t.Fatal(err)
	}
	defer Unregister(u.Game().Name())
	a := playGameToResults(t, u.Game().Name())
	if st := a.Status(); len(st.Scores) == 0 || st.Results != nil {
		t.Errorf("the test game's results: scores %v, breakdown %+v", st.Scores, st.Results)
	}
}
